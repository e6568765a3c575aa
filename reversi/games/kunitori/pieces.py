"""The board, the two sides, the eight kinds of piece and where each piece reaches.

Squares are numbered ``file + 3 * (rank - 1)``: a1 = 0, b1 = 1, c1 = 2, a2 = 3 .. c3 = 8
(files a-c left to right, ranks 1-3 from white's side). A set of squares is a bitmask
of 9 bits, bit ``i`` for square ``i``.

White (しろ, first player) sits at rank 1 and brown (ちゃいろ) at rank 3; a piece's
forward is toward the opponent, so white's forward is up the ranks and brown's down.

>>> [square_name(s) for s in squares(reach(Side.WHITE, Kind.GOLD, parse_square("b2")))]
['b1', 'a2', 'c2', 'a3', 'b3', 'c3']
>>> [square_name(s) for s in squares(reach(Side.WHITE, Kind.SILVER, parse_square("b2")))]
['a1', 'c1', 'a3', 'b3', 'c3']
>>> [square_name(s) for s in squares(reach(Side.BROWN, Kind.SILVER, parse_square("b2")))]
['a1', 'b1', 'c1', 'a3', 'c3']
>>> [square_name(s) for s in squares(reach(Side.WHITE, Kind.KNIGHT, parse_square("b1")))]
['a3', 'c3']
>>> reach(Side.WHITE, Kind.KNIGHT, parse_square("b2")), reach(Side.BROWN, Kind.PAWN, parse_square("c1"))
(0, 0)
>>> Kind.parse("g"), Kind.GOLD.letter, Kind.GOLD.kanji, Side.WHITE.opponent
(<Kind.GOLD: 'gold'>, 'G', '金', <Side.BROWN: 'brown'>)
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from ...base import sides
from .errors import NotationError

SIZE = 3
SQUARES = 9
FULL = (1 << SQUARES) - 1
FILES = "abc"


class Side(enum.Enum):
    """A player. The value names it in data attributes and saved games."""

    WHITE = "white"  # しろ, the first player (先手), at rank 1
    BROWN = "brown"  # ちゃいろ, the second player (後手), at rank 3

    @property
    def opponent(self) -> Side:
        return Side.BROWN if self is Side.WHITE else Side.WHITE

    @property
    def index(self) -> int:
        """0 for white, 1 for brown (for tables)."""
        return 0 if self is Side.WHITE else 1


SIDES = (Side.WHITE, Side.BROWN)


class Kind(enum.Enum):
    """A kind of piece, in the order of a hand (王 飛 角 金 銀 桂 香 歩). The value names
    it in data attributes; ``letter`` writes it in actions and positions."""

    KING = "king"
    ROOK = "rook"
    BISHOP = "bishop"
    GOLD = "gold"
    SILVER = "silver"
    KNIGHT = "knight"
    LANCE = "lance"
    PAWN = "pawn"

    @property
    def letter(self) -> str:
        return LETTERS[self.index]

    @property
    def kanji(self) -> str:
        return "王飛角金銀桂香歩"[self.index]

    @property
    def index(self) -> int:
        """0 (王) to 7 (歩): the order of a hand."""
        return _INDEX[self]

    @classmethod
    def parse(cls, letter: str) -> Kind:
        """``Kind.parse('r') is Kind.ROOK`` (case-insensitive); NotationError otherwise."""
        found = _BY_LETTER.get(letter.strip().upper())
        if found is None:
            raise NotationError(f"'{letter}' is not a piece letter (K R B G S N L P)")
        return found


KINDS = tuple(Kind)
LETTERS = "KRBGSNLP"
_INDEX = {kind: index for index, kind in enumerate(KINDS)}
_BY_LETTER = dict(zip(LETTERS, KINDS))


class Piece(NamedTuple):
    """A piece on the board: its owner and its kind (face-up or not is the position's
    business: see ``KunitoriPosition.face_up``)."""

    side: Side
    kind: Kind


def square_name(square: int) -> str:
    """``square_name(5) == 'c2'`` (``sides.square_name``)."""
    return sides.square_name(square, SIZE)


def parse_square(text: str) -> int:
    """``parse_square('C2') == 5``; NotationError for anything not on
    the board (``sides.parse_square``, in this board's words)."""
    return sides.parse_square(text, SIZE, "'{text}' is not a square (a1 to c3)")


def squares(mask: int) -> list[int]:
    """The squares of a bitmask in board order: ``squares(0b100010) == [1, 5]``."""
    return [square for square in range(SQUARES) if mask >> square & 1]


# -- reach ------------------------------------------------------------------------------

_STEPS = {  # (file step, rank step) seen from white, forward = +1 rank; False: one step, True: a line
    Kind.KING: ([(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if df or dr], False),
    Kind.ROOK: ([(0, 1), (0, -1), (1, 0), (-1, 0)], True),
    Kind.BISHOP: ([(1, 1), (1, -1), (-1, 1), (-1, -1)], True),
    Kind.GOLD: ([(0, 1), (-1, 1), (1, 1), (-1, 0), (1, 0), (0, -1)], False),
    Kind.SILVER: ([(0, 1), (-1, 1), (1, 1), (-1, -1), (1, -1)], False),
    Kind.KNIGHT: ([(-1, 2), (1, 2)], False),
    Kind.LANCE: ([(0, 1)], True),
    Kind.PAWN: ([(0, 1)], False),
}


def _reach_mask(side: Side, kind: Kind, square: int) -> int:
    steps, line = _STEPS[kind]
    forward = 1 if side is Side.WHITE else -1
    rank, file = divmod(square, SIZE)
    mask = 0
    for d_file, d_rank in steps:
        f, r = file + d_file, rank + forward * d_rank
        while 0 <= f < SIZE and 0 <= r < SIZE:  # nothing blocks a line: every other piece is blank
            mask |= 1 << (r * SIZE + f)
            if not line:
                break
            f, r = f + d_file, r + forward * d_rank
    return mask


REACH = tuple(
    tuple(tuple(_reach_mask(side, kind, square) for square in range(SQUARES)) for kind in KINDS) for side in SIDES
)
"""``REACH[side index][kind index][square]``: the squares a piece reaches, as a bitmask."""


def reach(side: Side, kind: Kind, square: int) -> int:
    """The squares a ``side`` piece of ``kind`` on ``square`` reaches (bitmask); 0 when it
    reaches none (a 桂 off its home rank, a 香 or 歩 on its last rank)."""
    return REACH[side.index][kind.index][square]


LINES = tuple(
    [sum(1 << (rank * SIZE + file) for file in range(SIZE)) for rank in range(SIZE)]
    + [sum(1 << (rank * SIZE + file) for rank in range(SIZE)) for file in range(SIZE)]
)
"""The 6 scoring lines as bitmasks: ranks 1, 2, 3 (the rows), then files a, b, c (the
columns)."""

LINE_NAMES = ("1", "2", "3", "a", "b", "c")
"""The lines' names, in ``LINES`` order: a row by its rank, a column by its file."""
