"""YWF (Yoi-ko, Warui-ko, Futsu-no-ko): the rules on a 9x9 board, as an immutable position.

Three kinds of piece: Warui-ko (black, moves first), Yoi-ko (white) and the neutral
Futsu-no-ko. A line from the square acted on changes when it walks over pieces that
are not the mover's and reaches one of the mover's: each piece walked over steps one
stage toward the mover (an opponent's becomes neutral, a neutral becomes the mover's).
An action is a Play (a piece of one's own on an empty square), a Change (one neutral
turned into one's own, which also moves the token toward the opponent) or, only when
neither is possible, a Pass.

>>> start = YwfPosition.initial()
>>> start.counts()                                        # (black, white, neutral)
(3, 3, 3)
>>> [str(action) for action in start.legal_actions()]
['d3', 'f3', 'g3', 'c4', 'g4', 'c5', 'c6', 'g6', 'd7', 'e7', 'f7', '+d4', '+f6']
>>> after = start.play(Action.parse("c4"))                # black plays c4: d4 becomes black
>>> after.counts(), after.turn
((5, 3, 2), <Color.WHITE: 'white'>)
>>> changed = after.play(Action.parse("+f6"))             # white changes f6: f5 becomes neutral
>>> changed.counts(), changed.token, changed.after_change
((4, 4, 2), <Color.BLACK: 'black'>, True)
>>> text = str(changed)                                  # rows 4 to 6, then side, token, last action
>>> [text[row * 9 : row * 9 + 9] for row in (3, 4, 5)], text[81:]
(['--XXXO---', '---ONN---', '---XOO---'], ' X X change')
>>> YwfPosition.parse(str(changed)) == changed
True
>>> format_transcript(parse_transcript(" C4 +f6pass "))
'c4 +f6 pass'

Bit ``i`` of a bitboard stands for square ``i`` = ``row * 9 + column`` (a1 = 0 top left,
i1 = 8, i9 = 80), so a board of one kind is an int of 81 bits. The functions on bare ints
(``reach``, ``changed_by``, ``act``) and on ``Node`` tuples (``node_targets``, ``expand``)
serve the search and perft; ``YwfPosition`` wraps them with the turn, the token and the
last action.

The text form of a position (``str``, ``YwfPosition.parse``) is four fields:

* the 81 squares a1 b1 .. i1 a2 .. i9: ``X`` Warui-ko, ``O`` Yoi-ko, ``N`` Futsu-no-ko,
  ``-`` or ``.`` empty;
* the side to move, ``X`` or ``O``;
* where the token stands: ``X`` (on black's side), ``O`` (white's side), ``-`` (centre);
* the last action, which decides what may follow: ``-`` (none yet, or a Play),
  ``change``, ``pass``, or ``pass-pass`` (two passes in a row: the game is over).
  ``parse`` takes ``-`` when this field is left out.

Letters are case-insensitive on input. Transcripts write a Play as its square (``e3``),
a Change with a plus (``+e5``) and a Pass as ``pass``, separated by spaces.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from ...base.bitboard import DIRECTIONS, Lanes, flips, ray_tables, squares
from ...base.sides import Color, IllegalMove, NotationError, Sides, TranscriptError, parse_square, read_board, square_name

SIZE = 9
FULL = (1 << SIZE * SIZE) - 1
_COLUMN_A = sum(1 << row * SIZE for row in range(SIZE))
NOT_EDGE_COLUMNS = FULL & ~_COLUMN_A & ~(_COLUMN_A << SIZE - 1)  # columns b..h: runs there cannot wrap
_UPWARD, _DOWNWARD = ray_tables(SIZE)


def _ray(square: int, d_row: int, d_column: int) -> tuple[int, ...]:
    row, column = divmod(square, SIZE)
    return tuple(
        (row + k * d_row) * SIZE + column + k * d_column
        for k in range(1, SIZE)
        if 0 <= row + k * d_row < SIZE and 0 <= column + k * d_column < SIZE
    )


_RAYS = [[_ray(square, d_row, d_column) for d_row, d_column in DIRECTIONS] for square in range(SIZE * SIZE)]
"""The squares from each square outward in each direction (clockwise from north)."""


# -- bare bitboards -----------------------------------------------------------------------


def reach(own: int, other: int, edges: int = NOT_EDGE_COLUMNS, board: int = FULL) -> int:
    """The squares from which, in at least one direction, a run of one or more ``other``
    pieces leads to an ``own`` piece: where acting would change that run (mask it with
    the empty squares for Play, the neutral ones for Change).

    Each direction is a parallel-prefix fill over runs of 1, 2, 4, 6 and 8 pieces (the
    longest possible run is 7). East/west, the diagonals and north/south shift by 1,
    10, 8 and 9 bits; all but north/south use only pieces off the edge columns, so no
    run wraps from one row into the next. Several boards packed side by side (see
    ``YwfLanes``) pass the lanes' ``edges`` and ``board``.

    >>> [square_name(s, 9) for s in squares(reach(1 << 2, 1 << 1))]    # own c1, other b1
    ['a1']
    """
    inner = other & edges
    found = 0
    for shift, cells in ((1, inner), (10, inner), (8, inner), (9, other)):
        double = shift + shift
        run = cells & (own << shift)
        run |= cells & (run << shift)
        pairs = cells & (cells << shift)
        run |= pairs & (run << double)
        run |= pairs & (run << double)
        run |= pairs & (run << double)
        found |= run << shift
        run = cells & (own >> shift)
        run |= cells & (run >> shift)
        pairs >>= shift
        run |= pairs & (run >> double)
        run |= pairs & (run >> double)
        run |= pairs & (run >> double)
        found |= run >> shift
    return found & board


class YwfLanes(Lanes):
    """``bitboard.Lanes`` for the 9x9 board: board ``i`` at bit ``104 * i``, 23 empty bits
    above each board, more than the longest shift (20)."""

    WIDTH = 104
    BOARD = FULL
    EDGES = NOT_EDGE_COLUMNS


def changed_by(own: int, opp: int, neutral: int, square: int) -> int:
    """The pieces that acting on ``square`` would change (the square itself aside)."""
    return flips(own, opp | neutral, square, _UPWARD, _DOWNWARD)


def act(own: int, opp: int, neutral: int, square: int, changed: int) -> tuple[int, int, int]:
    """``(own, opp, neutral)`` after the mover puts its piece on ``square`` (empty for a
    Play, neutral for a Change) and the ``changed`` pieces step toward it."""
    bit = 1 << square
    return own | changed & neutral | bit, opp & ~changed, (neutral & ~changed | changed & opp) & ~bit


Node = tuple[int, int, int, int, bool, int]
"""A position as the search and perft see it, from the side to move: ``(own, opp,
neutral, token, after_change, passes)`` with ``token`` +1 on the mover's side, 0 in the
centre and -1 on the opponent's (see ``YwfPosition`` for the rest)."""

PASS_CODE = -1
"""``expand``'s code for the Pass; a Play is coded by its square, a Change by its square
plus 81 (``code_action`` turns a code into an ``Action``)."""


def is_over(node: Node) -> bool:
    """Two Passes in a row, a side without a piece, or no empty square."""
    own, opp, neutral, _, _, passes = node
    return passes >= 2 or not own or not opp or own | opp | neutral == FULL


def may_change(node: Node) -> bool:
    """The order of play allows a Change: the last action was not a Change and the token
    is not on the opponent's side."""
    return node[3] >= 0 and not node[4]


def node_targets(node: Node) -> tuple[int, int]:
    """``(plays, changes)`` of a node that is not over: the empty squares where the side
    to move may Play and the neutral pieces it may Change (none unless ``may_change``)."""
    own, opp, neutral = node[:3]
    found = reach(own, opp | neutral)
    return found & ~(own | opp | neutral) & FULL, found & neutral if may_change(node) else 0


def expand(node: Node, plays: int, changes: int) -> list[tuple[int, Node]]:
    """``(code, child)`` for each action of a node that is not over, given its
    ``node_targets``: the Plays, then the Changes (which move the token one step toward
    the opponent), or the Pass alone."""
    own, opp, neutral, token, _, passes = node
    if not plays | changes:
        return [(PASS_CODE, (opp, own, neutral, -token, False, passes + 1))]
    children = []
    for code_offset, chosen, next_token in ((0, plays, -token), (SIZE * SIZE, changes, 1 - token)):
        while chosen:
            bit = chosen & -chosen
            chosen ^= bit
            square = bit.bit_length() - 1
            child_own, child_opp, child_neutral = act(own, opp, neutral, square, changed_by(own, opp, neutral, square))
            children.append((square + code_offset, (child_opp, child_own, child_neutral, next_token, code_offset > 0, 0)))
    return children


# -- actions ------------------------------------------------------------------------------


class Kind(enum.Enum):
    """What an action does; the value names it in data attributes."""

    PLAY = "play"
    CHANGE = "change"
    PASS = "pass"


_ACTION_PATTERN = re.compile(r"pass|\+?[a-z]\d", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Action:
    """A Play or a Change on ``square``, or the Pass (no square). ``str`` gives the
    notation: ``e3``, ``+e5``, ``pass``.

    >>> Action(Kind.CHANGE, 40), Action.parse("PASS")
    (Action(kind=<Kind.CHANGE: 'change'>, square=40), Action(kind=<Kind.PASS: 'pass'>, square=None))
    >>> str(Action(Kind.CHANGE, 40))
    '+e5'
    """

    kind: Kind
    square: int | None = None

    @classmethod
    def parse(cls, text: str) -> Action:
        """``e3``, ``+e5`` or ``pass`` (case-insensitive, spaces around allowed)."""
        word = text.strip().lower()
        if word == "pass":
            return PASS
        if word.startswith("+"):
            return cls(Kind.CHANGE, parse_square(word[1:], SIZE))
        return cls(Kind.PLAY, parse_square(word, SIZE))

    def __str__(self) -> str:
        if self.kind is Kind.PASS:
            return "pass"
        return ("+" if self.kind is Kind.CHANGE else "") + square_name(self.square, SIZE)


PASS = Action(Kind.PASS)
_ACTIONS = [Action(Kind.PLAY, square) for square in range(SIZE * SIZE)] + [
    Action(Kind.CHANGE, square) for square in range(SIZE * SIZE)
]
"""Every Play then every Change, by ``expand`` code: actions are values, one of each will do."""


def code_action(code: int) -> Action:
    """The action of an ``expand`` code."""
    return PASS if code == PASS_CODE else _ACTIONS[code]


def parse_transcript(text: str) -> list[Action]:
    """``parse_transcript('e3 +E5 pass')``: actions in notation, case-insensitive, with
    or without white space between them. Raises TranscriptError naming the first one
    that is not an action."""
    compact = "".join(text.split())
    actions, start = [], 0
    while start < len(compact):
        number = len(actions) + 1
        match = _ACTION_PATTERN.match(compact, start)
        chunk = match.group() if match else compact[start : start + 2 + compact.startswith("+", start)]
        try:
            actions.append(Action.parse(chunk))
        except NotationError:
            raise TranscriptError(number, chunk, "not an action (a square a1 to i9, +square or pass)") from None
        start += len(chunk)
    return actions


def format_transcript(actions) -> str:
    """``format_transcript([Action(Kind.PLAY, 21), PASS]) == 'd3 pass'``."""
    return " ".join(str(action) for action in actions)


# -- the position -------------------------------------------------------------------------


class Piece(enum.Enum):
    """A piece on the board; the value names it in data attributes."""

    BLACK = "black"  # Warui-ko, わるいこ
    WHITE = "white"  # Yoi-ko, よいこ
    NEUTRAL = "neutral"  # Futsu-no-ko, ふつうのこ (drawn standing, grey)


@dataclass(frozen=True, slots=True)
class Step:
    """One piece changed by an action: ``square``, its piece ``before`` and ``after``."""

    square: int
    before: Piece
    after: Piece


BOARD_CHARS = {"X": Piece.BLACK, "O": Piece.WHITE, "N": Piece.NEUTRAL, "-": None, ".": None}
SIDE_CHARS = {"X": Color.BLACK, "O": Color.WHITE}
TOKEN_CHARS = {"X": Color.BLACK, "O": Color.WHITE, "-": None}
LAST_ACTIONS = {"-": (False, 0), "CHANGE": (True, 0), "PASS": (False, 1), "PASS-PASS": (False, 2)}
"""The last-action field of the text form -> (after_change, passes)."""


@dataclass(frozen=True, slots=True)
class YwfPosition(Sides):
    """Where every piece stands, whose turn it is, where the token is and what the last
    action allows. ``replay(transcript)`` gives the position after the actions of a
    transcript (passes written out), like ``Position.replay``.

    ``black``, ``white``, ``neutral``: bitboards of Warui-ko, Yoi-ko and Futsu-no-ko;
    ``turn``: the side to move; ``token``: the side the token stands on, None in the
    centre; ``after_change``: the last action was a Change (so the side to move may not
    Change); ``passes``: how many Passes came last in a row (two end the game).
    """

    black: int
    white: int
    neutral: int
    turn: Color = Color.BLACK
    token: Color | None = None
    after_change: bool = False
    passes: int = 0

    SIZE = SIZE
    COLORS = (Color.BLACK, Color.WHITE)

    # -- construction -------------------------------------------------------------------

    @classmethod
    def initial(cls) -> YwfPosition:
        """Futsu-no-ko on d4 e5 f6, Warui-ko on e4 f5 d6, Yoi-ko on f4 d5 e6; token in the
        centre; black to move."""
        bits = lambda *names: sum(1 << parse_square(name, SIZE) for name in names)  # noqa: E731
        return cls(black=bits("e4", "f5", "d6"), white=bits("f4", "d5", "e6"), neutral=bits("d4", "e5", "f6"))

    @classmethod
    def parse(cls, text: str) -> YwfPosition:
        """Read the text form (see the module's docstring); raises NotationError."""
        parts = text.upper().split()
        if len(parts) not in (3, 4):
            raise NotationError(
                "a YWF position is 81 board characters, the side to move (X or O), the token (X, O or -)"
                f" and optionally the last action (-, change, pass or pass-pass); got {len(parts)} part(s)"
            )
        board, side, token, last = parts if len(parts) == 4 else (*parts, "-")
        kinds = read_board(board, SIZE * SIZE, BOARD_CHARS)
        if side not in SIDE_CHARS:
            raise NotationError(f"the side to move must be X (black) or O (white), not '{side}'")
        if token not in TOKEN_CHARS:
            raise NotationError(f"the token must be X (black's side), O (white's side) or - (centre), not '{token}'")
        if last not in LAST_ACTIONS:
            raise NotationError(f"the last action must be -, change, pass or pass-pass, not '{last.lower()}'")
        after_change, passes = LAST_ACTIONS[last]
        return cls(
            kinds[Piece.BLACK], kinds[Piece.WHITE], kinds[Piece.NEUTRAL], SIDE_CHARS[side], TOKEN_CHARS[token],
            after_change, passes,
        )

    parse_transcript = staticmethod(parse_transcript)  # for Sides.replay_steps: a transcript is its actions

    @property
    def node(self) -> Node:
        """This position for the search and perft (see ``Node``)."""
        token = 0 if self.token is None else 1 if self.token is self.turn else -1
        return self.own, self.opp, self.neutral, token, self.after_change, self.passes

    # -- the pieces ---------------------------------------------------------------------

    def piece_at(self, square: int) -> Piece | None:
        for piece, board in ((Piece.BLACK, self.black), (Piece.WHITE, self.white), (Piece.NEUTRAL, self.neutral)):
            if board >> square & 1:
                return piece
        return None

    def counts(self) -> tuple[int, int, int]:
        """``(black, white, neutral)`` pieces on the board."""
        return self.black.bit_count(), self.white.bit_count(), self.neutral.bit_count()

    # -- rules --------------------------------------------------------------------------

    def targets(self) -> tuple[int, int]:
        """``(plays, changes)`` as bitboards; both 0 when the game is over."""
        node = self.node
        return (0, 0) if is_over(node) else node_targets(node)

    def legal_actions(self) -> list[Action]:
        """The Plays then the Changes in board order, or only the Pass when there is
        neither; empty once the game is over."""
        if self.is_game_over():
            return []
        plays, changes = self.targets()
        actions = [_ACTIONS[square] for square in squares(plays)]
        actions += [_ACTIONS[SIZE * SIZE + square] for square in squares(changes)]
        return actions or [PASS]

    def must_pass(self) -> bool:
        """The game goes on but the side to move can neither Play nor Change."""
        return not self.is_game_over() and self.targets() == (0, 0)

    def is_legal(self, action: Action) -> bool:
        return self.must_pass() if action.kind is Kind.PASS else bool(self.changes(action))

    def why_illegal(self, action: Action) -> str:
        """Why ``action`` is not legal here, in a few words (for an illegal action)."""
        mover, other = self.turn.value, self.turn.opponent.value
        if self.is_game_over():
            return "the game is already over"
        if action.kind is Kind.PASS:
            return f"{mover} cannot pass: it can play or change"
        if action.kind is Kind.CHANGE and self.after_change:
            return f"{mover} cannot change right after {other}'s change"
        if action.kind is Kind.CHANGE and self.token is self.turn.opponent:
            return f"{mover} cannot change while the token is on {other}'s side"
        return f"{mover} cannot {action.kind.value} there"

    def changes(self, action: Action) -> int:
        """The pieces ``action`` changes, the square acted on aside, as a bitboard; 0 when
        it is not a legal Play or Change."""
        node = self.node
        if action.kind is Kind.PASS or not 0 <= action.square < SIZE * SIZE or is_over(node):
            return 0
        own, opp, neutral = node[:3]
        bit = 1 << action.square
        if action.kind is Kind.PLAY:
            allowed = not (own | opp | neutral) & bit
        else:
            allowed = neutral & bit and may_change(node)
        return changed_by(own, opp, neutral, action.square) if allowed else 0

    def change_lines(self, action: Action) -> tuple[tuple[Step, ...], ...]:
        """What ``action`` changes, one line per direction that changes (clockwise from
        north), each from the square acted on outward: for the animation."""
        changed = self.changes(action)
        if not changed:
            return ()
        mover = Piece(self.turn.value)
        stage = {Piece(self.turn.opponent.value): Piece.NEUTRAL, Piece.NEUTRAL: mover}
        lines = []
        for ray in _RAYS[action.square]:
            line = []
            for square in ray:
                if not changed >> square & 1:
                    break
                before = self.piece_at(square)
                line.append(Step(square, before, stage[before]))
            if line:
                lines.append(tuple(line))
        return tuple(lines)

    def play(self, action: Action) -> YwfPosition:
        """The position after ``action`` by the side to move; IllegalMove if not legal."""
        turn = self.turn
        if action.kind is Kind.PASS:
            if not self.must_pass():
                raise IllegalMove(f"{turn.value} may not pass in {self}")
            return type(self)(self.black, self.white, self.neutral, turn.opponent, self.token, False, self.passes + 1)
        changed = self.changes(action)
        if not changed:
            raise IllegalMove(f"{turn.value} cannot {action.kind.value} {square_name(action.square, SIZE)} in {self}")
        own, opp, neutral = act(self.own, self.opp, self.neutral, action.square, changed)
        token, after_change = self.token, action.kind is Kind.CHANGE
        if after_change:
            token = None if token is turn else turn.opponent  # one step toward the opponent
        black, white = (own, opp) if turn is Color.BLACK else (opp, own)
        return type(self)(black, white, neutral, turn.opponent, token, after_change, 0)

    def is_game_over(self) -> bool:
        """No empty square, two Passes in a row, or one side without a piece."""
        return is_over(self.node)

    def winner(self) -> Color | None:
        """The side with more pieces; on equal counts the side the token stands on;
        None for a draw (equal counts, token in the centre). Meaningful once the game
        is over."""
        black, white = self.black.bit_count(), self.white.bit_count()
        if black != white:
            return Color.BLACK if black > white else Color.WHITE
        return self.token

    def won_by_token(self) -> bool:
        """The counts are equal and the token decides the winner."""
        return self.black.bit_count() == self.white.bit_count() and self.token is not None

    # -- notation -----------------------------------------------------------------------

    def board_string(self) -> str:
        cells = ["-"] * (SIZE * SIZE)
        for char, board in (("X", self.black), ("O", self.white), ("N", self.neutral)):
            for square in squares(board):
                cells[square] = char
        return "".join(cells)

    def __str__(self) -> str:
        side = "X" if self.turn is Color.BLACK else "O"
        token = {None: "-", Color.BLACK: "X", Color.WHITE: "O"}[self.token]
        last = next(name for name, state in LAST_ACTIONS.items() if state == (self.after_change, self.passes))
        return f"{self.board_string()} {side} {token} {last.lower()}"
