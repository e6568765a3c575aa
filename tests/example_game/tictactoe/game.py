"""Tic-tac-toe's rules (``Position``), its screen state (``TicTacToeGame``) and what the page
draws and says of it (``TicTacToeDrawing``): the three classes a game provides
(``reversi.base.contract``), in one module as small as a game can be. Black (X) marks first;
three marks in a row, a column or a diagonal win; a full board without one is a draw. An
entry is a square (0 .. 8, a1 top left); there is no pass.

>>> game = TicTacToeGame.new().tap(4)                  # X marks b2
>>> game.position, game.counts, game.last.square
(Position('----X---- O'), (1, 0), 4)
>>> Position.replay("b2a1c3a2b1a3").winner()         # O has a1, a2 and a3
<Color.WHITE: 'white'>
>>> Position.replay("b2b2")
Traceback (most recent call last):
...
reversi.base.sides.TranscriptError: move 2 'b2': white cannot play there
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from types import SimpleNamespace

from ...base.drawing import Animation, Attributes, Drawing, hint_marks
from ...base.notation import Notation, RecordError
from ...base.screen import Hint, Screen
from ...base.sides import Color, IllegalMove, NotationError, Replay, TranscriptError, parse_square, square_name
from ...base.speech import sentences, what_next

SIZE = 3
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
"""The rows, columns and diagonals: three marks of one side on one of them win."""
BOARD_CHARS = {"X": Color.BLACK, "O": Color.WHITE, "-": None}
SIDE_CHARS = {"X": Color.BLACK, "O": Color.WHITE}
MARKS = {color: char for char, color in SIDE_CHARS.items()}
PASS = "pass"
"""The entry of a pass, which tic-tac-toe never has (``must_pass`` is always False)."""


@dataclass(frozen=True)
class Position(Replay):
    """A position: each square's mark (``X``, ``O`` or ``-``, a1 first) and the side to mark next."""

    board: str = "-" * SIZE * SIZE
    turn: Color = Color.BLACK

    SIZE = SIZE
    COLORS = (Color.BLACK, Color.WHITE)

    @classmethod
    def initial(cls) -> Position:
        return cls()

    @classmethod
    def parse(cls, text: str) -> Position:
        """``Position.parse("----X---- O")``: the squares from a1 (X, O, -), then the side to mark."""
        board, _, side = text.strip().partition(" ")
        if len(board) != SIZE * SIZE or any(char not in BOARD_CHARS for char in board.upper()):
            raise NotationError(f"a board is {SIZE * SIZE} characters X, O or -, not {board!r}")
        if side.strip().upper() not in SIDE_CHARS:
            raise NotationError("after the board, write the side to mark: X or O")
        return cls(board.upper(), SIDE_CHARS[side.strip().upper()])

    def __str__(self) -> str:
        return f"{self.board} {MARKS[self.turn]}"

    def __repr__(self) -> str:
        return f"Position({str(self)!r})"

    @staticmethod
    def parse_transcript(text: str) -> list[int]:
        """The squares of ``b2a1c3`` (spaces allowed); TranscriptError naming the first that is none."""
        squares, text = [], "".join(text.split())
        for number, start in enumerate(range(0, len(text), 2), 1):
            chunk = text[start : start + 2]
            try:
                squares.append(parse_square(chunk, SIZE))
            except NotationError:
                raise TranscriptError(number, chunk, f"not a square of the {SIZE}x{SIZE} board") from None
        return squares

    def piece_at(self, square: int) -> Color | None:
        return BOARD_CHARS[self.board[square]]

    def winner(self) -> Color | None:
        return self._line

    @cached_property
    def _line(self) -> Color | None:
        """The side with three in a line, if any."""
        board = self.board
        return next((BOARD_CHARS[board[a]] for a, b, c in LINES if board[a] != "-" and board[a] == board[b] == board[c]), None)

    def is_game_over(self) -> bool:
        return self._line is not None or "-" not in self.board

    def legal_actions(self) -> list[int]:
        return [] if self.is_game_over() else [square for square, piece in enumerate(self.board) if piece == "-"]

    def must_pass(self) -> bool:
        return False

    def is_legal(self, square) -> bool:
        return isinstance(square, int) and 0 <= square < SIZE * SIZE and self.board[square] == "-" and not self.is_game_over()

    def why_illegal(self, square) -> str:
        return "the game is already over" if self.is_game_over() else f"{self.turn.value} cannot play there"

    def play(self, square: int) -> Position:
        if not self.is_legal(square):
            raise IllegalMove(f"{square}: {self.why_illegal(square)}")
        return type(self)(self.board[:square] + MARKS[self.turn] + self.board[square + 1 :], self.turn.opponent)

    def counts(self) -> tuple[int, int]:
        """The marks of each side."""
        return tuple(self.board.count(MARKS[color]) for color in self.COLORS)


def _read_head(board: str, rest: str) -> tuple[Position, str]:
    """The side to mark after the board, then the squares marked from there."""
    rest = rest.replace(":", " ").strip()
    if rest[:1].upper() not in SIDE_CHARS:
        raise RecordError("side")
    return Position.parse(f"{board} {rest[:1]}"), rest[1:]


@dataclass(frozen=True)
class Mark:
    """What the last entry did (``Screen.last``): ``color`` marked ``square``; ``passed``
    (always None: nobody passes) and ``dropped`` (the entries ahead it replaced) as every
    game's record of it has them."""

    color: Color
    square: int
    passed: Color | None = None
    dropped: int = 0


@dataclass(frozen=True)
class TicTacToeGame(Screen):
    """A game of tic-tac-toe as the screen shows it: a tap marks the square (no preview)."""

    NAME = "tictactoe"
    RULES = Position
    PASS = PASS
    TEXT = Notation("square", BOARD_CHARS, "X O -", lambda start: str(start).replace(" ", ""), _read_head)
    PREVIEWS = False

    @staticmethod
    def parse_entries(text: str) -> list[int]:
        return Position.parse_transcript(text)

    @staticmethod
    def format_entries(entries) -> str:
        return "".join(square_name(square, SIZE) for square in entries)

    @cached_property
    def options(self) -> frozenset[int]:
        return frozenset(self.position.legal_actions())

    def computer_move(self, square: int) -> TicTacToeGame:
        if not self.computer_to_move or square not in self.options:
            raise IllegalMove(f"the computer cannot mark {square} now")
        return self._act(square)

    def _act(self, square: int) -> TicTacToeGame:
        ahead, dropped = self._ahead_after((square,))
        last = Mark(self.position.turn, square, dropped=dropped)
        return replace(self, position=self.position.play(square), actions=self.actions + (square,), preview=None,
                       last=last, ahead=ahead)


class TicTacToeDrawing(Drawing):
    """How the page draws tic-tac-toe: each side's marks, the last one, the free squares as hints."""

    @classmethod
    def squares(cls, game: TicTacToeGame) -> list[Attributes]:
        squares = cls.pieces(game.position)
        if game.last is not None:
            squares[game.last.square]["data-last"] = ""
        if cls.hinted(game) and game.hint is not Hint.NONE:
            for square in game.options:
                squares[square].update(hint_marks(Hint.PLACES, 0))
        return squares

    @staticmethod
    def picture_piece(square: Attributes, x: float, y: float) -> str:
        """X (black) a cross, O (white) a ring, in the first screen's picture (its
        ``style.css`` strokes them).

        >>> TicTacToeDrawing.picture_piece({"data-disc": "white"}, 1.5, 0.5)
        '<circle cx="1.5" cy="0.5" r="0.3" data-piece="white"/>'
        """
        if square["data-disc"] == "black":
            return f'<path d="M{x - 0.3:g} {y - 0.3:g}l0.6 0.6m0 -0.6l-0.6 0.6" data-piece="black"/>'
        return f'<circle cx="{x:g}" cy="{y:g}" r="0.3" data-piece="white"/>'

    @classmethod
    def animation(cls, before: TicTacToeGame, move: Mark) -> Animation:
        start = cls.pieces(before.position)
        start[move.square] = {"data-disc": move.color.value, "data-last": ""}
        return Animation(tuple(start), ())

    @staticmethod
    def announcement(texts: SimpleNamespace, game: TicTacToeGame) -> str:
        """Who marked where, then whose turn it is or the result.

        >>> from reversi.strings import catalogue
        >>> TicTacToeDrawing.announcement(catalogue("en", "tictactoe"), TicTacToeGame.new().tap(4))
        "X marked b2. O's turn."
        """
        move = game.last
        marked = texts.MARKED.format(name=texts.PIECE_NAMES[move.color.value], square=square_name(move.square, SIZE))
        return sentences(texts, [marked, *what_next(texts, game)])
