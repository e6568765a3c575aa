"""The Reversi position: an immutable value with the rules of the standard game.

>>> start = Position.initial()
>>> [square_name(s) for s in start.legal_actions()]
['d3', 'c4', 'f5', 'e6']
>>> after = start.play(parse_square("f5"))
>>> after.counts()
(4, 1)
>>> str(after)
'---------------------------OX------XXX-------------------------- O'
>>> Position.parse(str(after)) == after
True
>>> Position.replay("f5d6c3").counts()
(5, 2)

An action is a square (an int, as the engine's bitboards have it) or ``PASS``, which the
side to move plays when it must pass (the game makes it at once; a transcript leaves it
out):

>>> after = Position.replay("d3c3e6d2d1e1b2c1")          # black has no move
>>> after.legal_actions(), after.play(PASS).turn, Position.replay("d3c3e6d2d1e1b2c1d6").turn
([PASS], <Color.WHITE: 'white'>, <Color.BLACK: 'black'>)

A rule variant subclasses ``Position`` and overrides the named hooks
(``SIZE``, ``COLORS``, ``initial``, ``legal_actions``, ``play`` ...); the game and the
view only use this interface.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...base import bitboard
from ...base.sides import Color, IllegalMove, NotationError, Sides, TranscriptError, parse_square, read_board, square_name


@dataclass(frozen=True, slots=True)
class Pass:
    """The action of a side that must pass (``PASS`` is its one value): an entry of the
    record like a square, written ``pass`` where a transcript writes it."""

    square = None

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "PASS"


PASS = Pass()

BOARD_CHARS = {"X": Color.BLACK, "O": Color.WHITE, "-": None, ".": None, "*": None}
SIDE_CHARS = {"X": Color.BLACK, "O": Color.WHITE}


@dataclass(frozen=True, slots=True)
class Position(Sides):
    """Where every disc stands and whose turn it is.

    ``black`` and ``white`` are bitboards (see ``bitboard``); ``turn`` is the side to
    move. Positions never change: ``play`` and ``pass_turn`` return new ones.
    """

    black: int
    white: int
    turn: Color = Color.BLACK

    SIZE = 8
    COLORS = (Color.BLACK, Color.WHITE)

    # -- construction -------------------------------------------------------------

    @classmethod
    def initial(cls) -> Position:
        """White on d4 and e5, black on d5 and e4, black to move."""
        d4, e4, d5, e5 = (parse_square(name) for name in ("d4", "e4", "d5", "e5"))
        return cls(black=1 << d5 | 1 << e4, white=1 << d4 | 1 << e5, turn=Color.BLACK)

    @classmethod
    def parse(cls, text: str) -> Position:
        """Read ``'<64 board characters> <side>'``: ``X`` black, ``O`` white, ``-``/``.``/``*``
        empty, a1 b1 .. h1 a2 .. h8; the side to move is ``X`` or ``O`` (case-insensitive)."""
        parts = text.split()
        squares = cls.SIZE * cls.SIZE
        if len(parts) != 2:
            raise NotationError(
                f"a position is {squares} board characters, a space and the side to move (X or O); got {len(parts)} part(s)"
            )
        board, side = parts[0].upper(), parts[1].upper()
        kinds = read_board(board, squares, BOARD_CHARS)
        if side not in SIDE_CHARS:
            raise NotationError(f"the side to move must be X (black) or O (white), not '{parts[1]}'")
        return cls(black=kinds[Color.BLACK], white=kinds[Color.WHITE], turn=SIDE_CHARS[side])

    @classmethod
    def replay_steps(cls, transcript: str | list, start: Position | None = None):
        """Yield the position after each action of ``transcript`` (squares, and ``PASS``
        where it is written), playing the passes it leaves out before a square.

        Raises TranscriptError naming the first action that is not a square or not legal.
        """
        position = cls.initial() if start is None else start
        moves = parse_transcript(transcript, cls.SIZE) if isinstance(transcript, str) else transcript
        for number, square in enumerate(moves, 1):
            if square == PASS:
                if not position.must_pass():
                    raise TranscriptError(number, "pass", f"{position.turn.value} may not pass")
                position = position.pass_turn()
                yield position
                continue
            if position.must_pass():
                position = position.pass_turn()
            if not position.is_legal(square):
                reason = (
                    "the game is already over"
                    if position.is_game_over()
                    else f"{position.turn.value} cannot play there"
                )
                raise TranscriptError(number, square_name(square, cls.SIZE), reason)
            position = position.play(square)
            yield position

    # -- the two sides ------------------------------------------------------------

    def piece_at(self, square: int) -> Color | None:
        if self.black >> square & 1:
            return Color.BLACK
        if self.white >> square & 1:
            return Color.WHITE
        return None

    def counts(self) -> tuple[int, int]:
        """``(black discs, white discs)``."""
        return self.black.bit_count(), self.white.bit_count()

    # -- rules ----------------------------------------------------------------------

    def legal_mask(self) -> int:
        return bitboard.legal_moves(self.own, self.opp)

    def legal_squares(self) -> list[int]:
        """The squares the side to move may play, in board order."""
        return bitboard.squares(self.legal_mask())

    def legal_actions(self) -> list:
        """The actions of the side to move: the squares it may play, else ``[PASS]`` when it
        must pass; none once the game is over."""
        return self.legal_squares() or ([PASS] if self.must_pass() else [])

    def is_legal(self, square) -> bool:
        if square == PASS:
            return self.must_pass()
        return 0 <= square < 64 and bool(self.legal_mask() >> square & 1)

    def flips(self, square: int) -> int:
        """The discs that playing ``square`` turns over, as a bitboard; 0 when illegal."""
        if not 0 <= square < 64 or (self.black | self.white) >> square & 1:
            return 0
        return bitboard.flips(self.own, self.opp, square)

    def flip_lines(self, square: int) -> tuple[tuple[int, ...], ...]:
        """The discs ``square`` turns over, one line per direction, each from the
        placed disc outward; directions clockwise from north (up)."""
        flipped = self.flips(square)
        lines = []
        row, column = divmod(square, 8)
        for d_row, d_column in bitboard.DIRECTIONS:
            line, r, c = [], row + d_row, column + d_column
            while 0 <= r < 8 and 0 <= c < 8 and flipped >> (r * 8 + c) & 1:
                line.append(r * 8 + c)
                r, c = r + d_row, c + d_column
            if line:
                lines.append(tuple(line))
        return tuple(lines)

    def play(self, square) -> Position:
        """Place a disc of the side to move on ``square`` and turn over what it outflanks
        (``PASS``: ``pass_turn``)."""
        if square == PASS:
            return self.pass_turn()
        flipped = self.flips(square)
        if not flipped:
            raise IllegalMove(f"{self.turn.value} cannot play {square_name(square)} in {self}")
        own = self.own | flipped | 1 << square
        opp = self.opp & ~flipped
        if self.turn is Color.BLACK:
            return type(self)(black=own, white=opp, turn=Color.WHITE)
        return type(self)(black=opp, white=own, turn=Color.BLACK)

    def must_pass(self) -> bool:
        """The side to move has no legal move but the opponent has one."""
        return not self.legal_mask() and bool(bitboard.legal_moves(self.opp, self.own))

    def pass_turn(self) -> Position:
        """Hand the turn over; only allowed when the side to move has no legal move."""
        if not self.must_pass():
            raise IllegalMove(f"{self.turn.value} may not pass in {self}")
        return type(self)(black=self.black, white=self.white, turn=self.turn.opponent)

    def is_game_over(self) -> bool:
        """Neither side can move (this includes a full board)."""
        return not self.legal_mask() and not bitboard.legal_moves(self.opp, self.own)

    def winner(self) -> Color | None:
        """The side with more discs, or None for equal counts."""
        black, white = self.counts()
        if black == white:
            return None
        return Color.BLACK if black > white else Color.WHITE

    # -- notation ---------------------------------------------------------------------

    def board_string(self) -> str:
        return "".join(
            "X" if self.black >> i & 1 else "O" if self.white >> i & 1 else "-" for i in range(64)
        )

    def __str__(self) -> str:
        return f"{self.board_string()} {'X' if self.turn is Color.BLACK else 'O'}"


def parse_transcript(text: str, size: int = 8) -> list:
    """``parse_transcript('f5D6 c3') == [37, 43, 18]``: squares two characters each,
    case-insensitive; white space between moves is allowed, and so is ``pass`` (a transcript
    may leave passes out: ``replay_steps`` plays them). Raises TranscriptError.

    >>> parse_transcript("d3c3e6d2d1e1b2c1 PASS d6")[-3:]
    [2, PASS, 43]
    """
    compact = "".join(text.split())
    moves, start = [], 0
    while start < len(compact):
        if compact[start : start + 4].lower() == "pass":
            moves.append(PASS)
            start += 4
            continue
        chunk = compact[start : start + 2]
        try:
            moves.append(parse_square(chunk, size))
        except NotationError:
            raise TranscriptError(len(moves) + 1, chunk, "not a square (a1 to h8)") from None
        start += 2
    return moves


def format_transcript(moves: list, size: int = 8) -> str:
    """``format_transcript([37, 43, 18]) == 'f5d6c3'``: the squares; passes are left out
    (``replay_steps`` plays them where they are forced)."""
    return "".join(square_name(square, size) for square in moves if square != PASS)
