"""The pattern evaluation: how good a position is for the side to move, in centidiscs,
as a sum of weights looked up by the configurations of lines and corner regions.

The board is cut into the standard patterns (``PATTERNS``): the corner 3x3 and 2x5
regions, each edge with its two X squares, the other rows and columns, and the
diagonals of 4 to 8 squares. A pattern's every placement on the board (``INSTANCES``,
the images of its squares under the board's eight symmetries) reads the same table of
weights, indexed by its configuration: each square a ternary digit (0 empty, 1 the side
to move's, 2 the other side's), the first square the lowest digit. One set of tables
per stage of the game (``stage``, by the number of empty squares), plus the difference
in legal moves (mobility), a weight for an odd number of empty squares (parity) and a
constant; ``tools/train_patterns.py`` fits them all to solved endgames and writes them
to ``patterns.bin`` (``Weights``), read once, when the computer first thinks.

>>> from reversi.games.reversi.position import Position
>>> len(INSTANCES), [len(table) for table in TABLE_SIZES][:3]
(46, [19683, 59049, 59049])
>>> start = Position.initial()
>>> [index for (pattern, _), index in zip(INSTANCES, indices(start.own, start.opp)) if pattern == 5]
[135, 189, 135, 189]

Line 4 (``PATTERNS[5]``) on row 4: d4 the other side's (2 x 3**3), e4 the side to move's
(3**4), 135 in all; row 5 and the d and e columns are its other placements.

``evaluate_all`` evaluates a batch of positions (all the children of a node): their moves
are found together (see ``bitboard.Lanes``), then each position is a few dozen lookups in
tables (``indices`` is the same reading, spelled out for the training tool).
"""

from __future__ import annotations

import functools
import sys
import zlib
from array import array
from pathlib import Path

from ...base.bitboard import FULL, Lanes, legal_moves
from .endgame import final_score

PATTERNS = (
    ("corner 3x3", "a1 b1 c1 a2 b2 c2 a3 b3 c3"),
    ("corner 2x5", "a1 b1 c1 d1 e1 a2 b2 c2 d2 e2"),
    ("edge and X squares", "a1 b1 c1 d1 e1 f1 g1 h1 b2 g2"),
    ("line 2", "a2 b2 c2 d2 e2 f2 g2 h2"),
    ("line 3", "a3 b3 c3 d3 e3 f3 g3 h3"),
    ("line 4", "a4 b4 c4 d4 e4 f4 g4 h4"),
    ("diagonal 8", "a1 b2 c3 d4 e5 f6 g7 h8"),
    ("diagonal 7", "b1 c2 d3 e4 f5 g6 h7"),
    ("diagonal 6", "c1 d2 e3 f4 g5 h6"),
    ("diagonal 5", "d1 e2 f3 g4 h5"),
    ("diagonal 4", "e1 f2 g3 h4"),
)
"""Each pattern's name and squares, in the order of their digits (lowest first)."""

SYMMETRIES = (
    lambda row, column: (row, column),
    lambda row, column: (row, 7 - column),
    lambda row, column: (7 - row, column),
    lambda row, column: (7 - row, 7 - column),
    lambda row, column: (column, row),
    lambda row, column: (column, 7 - row),
    lambda row, column: (7 - column, row),
    lambda row, column: (7 - column, 7 - row),
)
"""The board's eight symmetries, on (row, column)."""

STAGES = 12
"""Weight sets: ``stage(empties)`` is 0 for the last 4 empty squares to 11 for the opening."""

EXTRA = ("constant", "parity", "mobility")
"""The weights of a stage besides its tables: always 1, 1 when an odd number of squares is
empty, the side to move's legal moves minus the other side's."""


def stage(empties: int) -> int:
    """The weight set used with ``empties`` empty squares (5 numbers of empty squares a stage).

    >>> [stage(empties) for empties in (0, 4, 5, 14, 15, 54, 55, 60)]
    [0, 0, 1, 2, 3, 10, 11, 11]
    """
    return min(empties // 5, STAGES - 1)


def _square(name: str) -> int:
    return (int(name[1]) - 1) * 8 + ord(name[0]) - ord("a")


def _placements(squares: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The different images of ``squares`` under ``SYMMETRIES`` (each as ordered squares)."""
    found: dict[frozenset, tuple[int, ...]] = {}
    for symmetry in SYMMETRIES:
        image = tuple(row * 8 + column for row, column in (symmetry(*divmod(square, 8)) for square in squares))
        found.setdefault(frozenset(image), image)
    return list(found.values())


def self_symmetries(pattern: int) -> list[tuple[int, ...]]:
    """The symmetries mapping pattern ``pattern``'s squares onto themselves, each as the
    permutation of its digits (digit ``k`` goes to ``permutation[k]``); the identity first.

    >>> self_symmetries(2)                      # an edge and its mirror image
    [(0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (7, 6, 5, 4, 3, 2, 1, 0, 9, 8)]
    """
    squares = BASES[pattern]
    found = []
    for symmetry in SYMMETRIES:
        image = [row * 8 + column for row, column in (symmetry(*divmod(square, 8)) for square in squares)]
        if set(image) == set(squares) and tuple(squares.index(square) for square in image) not in found:
            found.append(tuple(squares.index(square) for square in image))
    return found


BASES = [tuple(_square(name) for name in names.split()) for _, names in PATTERNS]
INSTANCES = [(pattern, squares) for pattern, base in enumerate(BASES) for squares in _placements(base)]
"""Every placement of every pattern: ``(pattern, squares)``, squares in digit order."""
TABLE_SIZES = [range(3 ** len(base)) for base in BASES]
"""The configurations of each pattern (its table's indices)."""


# -- reading the configurations fast --------------------------------------------------
#
# The positions of a batch sit side by side in one int (``bitboard.Lanes``), and four views
# of them all are made at once by moving bits within each lane: the board as it is (a
# byte is a row), transposed (a byte is a column) and pseudo-rotated by 45 degrees either
# way (a byte holds a diagonal, or the ends of two). Each placement lies in one to three
# bytes of one view; a 256-entry table per piece turns a byte into its digits' part of the
# index (twice that for the other side's discs). The function doing it is written once,
# at import, from the pattern list (``_reader_source``).

_TRANSPOSE = ((0x0F0F0F0F00000000, 28), (0x3333000033330000, 14), (0x5500550055005500, 7))
"""Delta swaps (mask, shift) flipping a board along its a1-h8 diagonal."""
_ROTATIONS = (
    ((0xAAAAAAAAAAAAAAAA, 8), (0xCCCCCCCCCCCCCCCC, 16), (0xF0F0F0F0F0F0F0F0, 32)),
    ((0x5555555555555555, 8), (0x3333333333333333, 16), (0x0F0F0F0F0F0F0F0F, 32)),
)
"""The two pseudo-rotations by 45 degrees: steps (mask, n) taking the masked squares
from the board rotated by n bits."""
_VIEW_NAMES = ("r", "c", "d", "a")  # rows, columns, diagonals, anti-diagonals
_BYTES = Lanes.WIDTH // 8


class _Views:
    """The four views of ``count`` boards in lanes, as bytes (see above)."""

    def __init__(self, count: int):
        self.lanes = lanes = Lanes(count)
        self.size = _BYTES * count
        self.transpose = [(lanes.pack([mask] * count), shift) for mask, shift in _TRANSPOSE]
        self.rotations = [
            [
                (lanes.pack([mask] * count), lanes.pack([mask & (1 << 64 - n) - 1] * count),
                 lanes.pack([mask >> 64 - n << 64 - n] * count), n)
                for mask, n in steps
            ]
            for steps in _ROTATIONS
        ]

    def of(self, packed: int) -> list[bytes]:
        """The rows, columns, diagonals and anti-diagonals of ``packed``'s boards."""
        size = self.size
        views = [packed.to_bytes(size, "little")]
        board = packed
        for mask, shift in self.transpose:
            t = mask & (board ^ board << shift)
            board ^= t ^ t >> shift
        views.append(board.to_bytes(size, "little"))
        for steps in self.rotations:
            board = packed
            for whole, low, high, n in steps:
                board ^= (board & whole) ^ (board >> n & low) ^ (board << 64 - n & high)
            views.append(board.to_bytes(size, "little"))
        return views


_VIEWS: dict[int, _Views] = {}


def _views(count: int) -> _Views:
    """The ``_Views`` of ``count`` boards (made when first needed)."""
    views = _VIEWS.get(count)
    if views is None:
        views = _VIEWS[count] = _Views(count)
    return views


@functools.cache
def _where(square: int) -> list[tuple[int, int]]:
    """``(byte, bit)`` of ``square`` in each view.

    >>> [_where(square)[:2] for square in (1, 8)]             # b1 and a2: rows, then columns
    [[(0, 1), (1, 0)], [(1, 0), (0, 1)]]
    """
    found = []
    for view in _views(1).of(1 << square):
        byte = next(index for index, value in enumerate(view) if value)
        found.append((byte, view[byte].bit_length() - 1))
    return found


def _pieces(squares: tuple[int, ...]) -> list[tuple[str, int, tuple[tuple[int, int], ...]]]:
    """How to read a placement: ``(view, byte, ((bit, digit), ...))`` pieces, in the view
    where it lies in the fewest bytes."""
    best: list = []
    places = [_where(square) for square in squares]
    for number, name in enumerate(_VIEW_NAMES):
        bytes_: dict[int, list] = {}
        for digit, place in enumerate(places):
            byte, bit = place[number]
            bytes_.setdefault(byte, []).append((bit, digit))
        if not best or len(bytes_) < len(best):
            best = [(name, byte, tuple(bits)) for byte, bits in sorted(bytes_.items())]
    return best


def _reader_source() -> tuple[str, list[tuple[tuple[int, int], ...]]]:
    """The source of ``_make_reader`` and the piece tables' bit maps, in its argument order.

    Both functions it makes take the views of a batch (``_Views.of`` of the side to move's
    boards, then of the other side's) and where a position starts in them (``at``):
    ``read`` returns every placement's index (``INSTANCES`` order), ``score`` the sum of
    ``tables[pattern][index]`` over the placements."""
    maps: list[tuple[tuple[int, int], ...]] = []
    terms = []
    for pattern, squares in INSTANCES:
        parts = []
        for view, byte, bits in _pieces(squares):
            if bits not in maps:
                maps.append(bits)
            table = maps.index(bits)
            parts.append(f"t{table}[{view}o{byte}] + u{table}[{view}p{byte}]")
        terms.append((pattern, " + ".join(parts)))
    prologue = ["      ro, co, do, ao, rp, cp, dp, ap = views", "      end = at + 8"]
    for view in _VIEW_NAMES:
        for side in "op":
            prologue.append(f"      {', '.join(f'{view}{side}{byte}' for byte in range(8))} = {view}{side}[at:end]")
    arguments = ", ".join(f"t{k}, u{k}" for k in range(len(maps)))
    patterns = ", ".join(f"w{k}" for k in range(len(BASES)))
    source = "\n".join([
        f"def _make_reader({arguments}):",
        "  def read(views, at):",
        *prologue,
        "      return [" + ", ".join(term for _, term in terms) + "]",
        "  def score(views, at, tables):",
        f"      {patterns}, = tables",
        *prologue,
        "      return " + " + ".join(f"w{pattern}[{term}]" for pattern, term in terms),
        "  return read, score",
    ])
    return source, maps


def _make_reader():
    source, maps = _reader_source()
    namespace: dict = {}
    exec(compile(source, "<patterns reader>", "exec"), namespace)  # noqa: S102 - our own generated code
    tables = []
    for bits in maps:
        value = [0] * 8  # of each bit
        for bit, digit in bits:
            value[bit] = 3**digit
        own = [0] * 256
        for byte in range(1, 256):
            low = byte & -byte
            own[byte] = own[byte ^ low] + value[low.bit_length() - 1]
        tables += [own, [2 * number for number in own]]
    return namespace["_make_reader"](*tables)


_read, _score = _make_reader()


def indices(own: int, opp: int) -> list[int]:
    """Each placement's configuration (``INSTANCES`` order) for the side owning ``own``."""
    views = _views(1)
    return _read(views.of(own) + views.of(opp), 0)


# -- the weights ----------------------------------------------------------------------

WEIGHTS_FILE = Path(__file__).with_name("patterns.bin")
"""The trained weights, a chunk per stage: its length (4 bytes, little-endian), then the
zlib-compressed 16-bit little-endian integers of the stage: its ``EXTRA`` weights
(centidiscs), then each pattern's table (in ``TABLE_UNIT``)."""

TABLE_UNIT = 10
"""Centidiscs in a unit of the tables' weights (a tenth of a disc: most weights of rare
configurations round to 0, which keeps the file small)."""

STAGE_SIZE = len(EXTRA) + sum(len(size) for size in TABLE_SIZES)


class Weights:
    """The weights of every stage, from the file's bytes (``from_bytes``, ``read``) or
    from numbers (``from_values``), back to bytes with ``to_bytes``. A stage is unpacked
    the first time it is used (``load``): ``extra[stage]`` (``EXTRA`` order) and
    ``tables[stage]`` (one list per pattern), None until then.

    >>> numbers = [number % 1000 - 500 for number in range(STAGES * STAGE_SIZE)]
    >>> weights = Weights.from_bytes(Weights.from_values(numbers).to_bytes())
    >>> weights.tables[3] is None, weights.load(3)[1][:3] == numbers[3 * STAGE_SIZE + 3 + 19683:][:3]
    (True, True)
    >>> list(weights.values()) == numbers
    True
    """

    def __init__(self, chunks: list[bytes]):
        if len(chunks) != STAGES:
            raise ValueError(f"{len(chunks)} stages of weights, not {STAGES}")
        self._chunks = chunks
        self.extra: list[tuple[int, ...] | None] = [None] * STAGES
        self.tables: list[tuple[list[int], ...] | None] = [None] * STAGES

    @classmethod
    def from_values(cls, values) -> Weights:
        """From ``STAGES * STAGE_SIZE`` integers in the file's order."""
        values = array("h", values)
        if len(values) != STAGES * STAGE_SIZE:
            raise ValueError(f"{len(values)} weights, not {STAGES * STAGE_SIZE}")
        if sys.byteorder == "big":
            values.byteswap()
        data = values.tobytes()
        size = 2 * STAGE_SIZE
        return cls([zlib.compress(data[at : at + size], 9) for at in range(0, len(data), size)])

    @classmethod
    def from_bytes(cls, data: bytes) -> Weights:
        chunks, at = [], 0
        while at < len(data):
            size = int.from_bytes(data[at : at + 4], "little")
            chunks.append(data[at + 4 : at + 4 + size])
            at += 4 + size
        return cls(chunks)

    @classmethod
    def read(cls, path: Path = WEIGHTS_FILE) -> Weights:
        return cls.from_bytes(path.read_bytes())

    def to_bytes(self) -> bytes:
        return b"".join(len(chunk).to_bytes(4, "little") + chunk for chunk in self._chunks)

    def _stage_values(self, number: int) -> array:
        values = array("h", zlib.decompress(self._chunks[number]))
        if sys.byteorder == "big":
            values.byteswap()
        return values

    def load(self, number: int) -> tuple[list[int], ...]:
        """Stage ``number``'s tables, unpacked now if they were not yet."""
        if self.tables[number] is None:
            values = self._stage_values(number)
            self.extra[number] = tuple(values[: len(EXTRA)])
            at, tables = len(EXTRA), []
            for size in TABLE_SIZES:
                tables.append(values[at : at + len(size)].tolist())
                at += len(size)
            self.tables[number] = tuple(tables)
        return self.tables[number]

    def values(self) -> array:
        """Every weight in the file's order."""
        values = array("h")
        for number in range(STAGES):
            values.extend(self._stage_values(number))
        return values


_loaded: list[Weights] = []


def weights() -> Weights:
    """The shipped weights, read from ``WEIGHTS_FILE`` the first time they are asked for."""
    if not _loaded:
        _loaded.append(Weights.read())
    return _loaded[0]


# -- evaluating -----------------------------------------------------------------------

_STAGES = [stage(64 - discs) for discs in range(65)]  # indexed by the number of discs
_WIDTH = Lanes.WIDTH


def evaluate(own: int, opp: int, table: Weights | None = None) -> int:
    """The evaluation of one position for the side owning ``own``, who is to move.

    >>> from reversi.games.reversi.position import Position
    >>> start = Position.initial()
    >>> evaluate(start.own, start.opp) == evaluate(start.opp, start.own)
    True
    """
    return evaluate_all([(own, opp)], table)[0]


def evaluate_all(positions: list[tuple[int, int]], table: Weights | None = None) -> list[int]:
    """The evaluations of up to 60 ``(own, opp)`` positions, each for its side to move,
    with ``table`` (by default the shipped weights). A finished game (neither side can
    move) scores its exact disc difference x100, empty squares to the winner."""
    table = table or weights()
    views = _views(len(positions))
    lanes = views.lanes
    packed_own = packed_opp = shift = 0
    for own, opp in positions:
        packed_own |= own << shift
        packed_opp |= opp << shift
        shift += _WIDTH
    own_moves = legal_moves(packed_own, packed_opp, lanes.edges, lanes.board)
    opp_moves = legal_moves(packed_opp, packed_own, lanes.edges, lanes.board)
    views = views.of(packed_own) + views.of(packed_opp)
    extras, tables, stages, score = table.extra, table.tables, _STAGES, _score
    scores = []
    at = -_BYTES
    for own, opp in positions:
        at += _BYTES
        mine, theirs = (own_moves & FULL).bit_count(), (opp_moves & FULL).bit_count()
        own_moves >>= _WIDTH
        opp_moves >>= _WIDTH
        if not mine and not theirs:
            scores.append(100 * final_score(own, opp))
            continue
        discs = (own | opp).bit_count()
        number = stages[discs]
        stage_tables = tables[number] or table.load(number)
        constant, parity, mobility = extras[number]
        scores.append(TABLE_UNIT * score(views, at, stage_tables) + constant + parity * (discs & 1) + mobility * (mine - theirs))
    return scores
