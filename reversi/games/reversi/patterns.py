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
>>> indices(start.own, start.opp)[3:7]      # the four placements of line 4 (d4 e4, e5 d5...)
[324, 2214, 2214, 324]

``evaluate_all`` evaluates a batch of positions (all the children of a node): their moves
are found together (see ``bitboard.Lanes``), then each position is a few dozen lookups in
tables (``indices`` is the same reading, spelled out for the training tool).
"""

from __future__ import annotations

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
# Each placement is read from bytes of the board: a row of the board (``own.to_bytes``,
# bit = column), a column (of the transposed board), or a diagonal gathered into one byte
# (a mask, then a multiplication adds every row into the top byte: no carries, as the
# squares are on different columns). A 256-entry table per piece turns a byte into its
# digits' part of the index (twice that for the other side's discs). The function doing
# it is written once at import from the pattern list (``_reader_source``).

_COLUMNS = 0x0101010101010101


def _transpose(board: int) -> int:
    """``board`` flipped along the a1-h8 diagonal: row r, column c goes to row c, column r.

    >>> _transpose(1 << 1) == 1 << 8, _transpose(0xFF) == _COLUMNS
    (True, True)
    """
    t = 0x0F0F0F0F00000000 & (board ^ board << 28)
    board ^= t ^ t >> 28
    t = 0x3333000033330000 & (board ^ board << 14)
    board ^= t ^ t >> 14
    t = 0x5500550055005500 & (board ^ board << 7)
    return board ^ t ^ t >> 7


def _pieces(squares: tuple[int, ...]) -> list[tuple[str, int, tuple[tuple[int, int], ...]]]:
    """How to read a placement: ``(source, byte, ((bit, digit), ...))`` pieces, where a
    source is ``"row"`` (the board's rows), ``"column"`` (its columns) or a diagonal's mask
    as a number (its squares, gathered by column)."""
    by_row: dict[int, list] = {}
    by_column: dict[int, list] = {}
    for digit, square in enumerate(squares):
        row, column = divmod(square, 8)
        by_row.setdefault(row, []).append((column, digit))
        by_column.setdefault(column, []).append((row, digit))
    if len(by_row) == len(squares) and len(by_column) == len(squares) and len(squares) > 1:
        mask = sum(1 << square for square in squares)
        return [(str(mask), 0, tuple((square & 7, digit) for digit, square in enumerate(squares)))]
    if len(by_column) < len(by_row):
        return [("column", column, tuple(bits)) for column, bits in sorted(by_column.items())]
    return [("row", row, tuple(bits)) for row, bits in sorted(by_row.items())]


def _reader_source() -> tuple[str, list[tuple[tuple[int, int], ...]]]:
    """The source of ``_make_reader`` and the piece tables' bit maps, in its argument order.

    The reader ``read(own, opp)`` returns the list of every placement's index (in
    ``INSTANCES`` order); ``score(own, opp, tables)`` returns the sum of ``tables[pattern]
    [index]`` over the placements."""
    maps: list[tuple[tuple[int, int], ...]] = []
    gathered: list[str] = []
    terms = []
    for pattern, squares in INSTANCES:
        parts = []
        for source, byte, bits in _pieces(squares):
            if bits not in maps:
                maps.append(bits)
            table = maps.index(bits)
            if source in ("row", "column"):
                own, opp = f"{source[0]}o{byte}", f"{source[0]}p{byte}"
            else:
                if source not in gathered:
                    gathered.append(source)
                number = gathered.index(source)
                own, opp = f"do{number}", f"dp{number}"
            parts.append(f"t{table}[{own}] + u{table}[{opp}]")
        terms.append((pattern, " + ".join(parts)))
    prologue = [
        "    ro0, ro1, ro2, ro3, ro4, ro5, ro6, ro7 = own.to_bytes(8, 'little')",
        "    rp0, rp1, rp2, rp3, rp4, rp5, rp6, rp7 = opp.to_bytes(8, 'little')",
        "    co0, co1, co2, co3, co4, co5, co6, co7 = transpose(own).to_bytes(8, 'little')",
        "    cp0, cp1, cp2, cp3, cp4, cp5, cp6, cp7 = transpose(opp).to_bytes(8, 'little')",
    ]
    for number, mask in enumerate(gathered):
        prologue.append(f"    do{number} = (own & {mask}) * {_COLUMNS} >> 56 & 255")
        prologue.append(f"    dp{number} = (opp & {mask}) * {_COLUMNS} >> 56 & 255")
    arguments = ", ".join(f"t{k}, u{k}" for k in range(len(maps)))
    patterns = ", ".join(f"w{k}" for k in range(len(BASES)))
    source = "\n".join([
        f"def _make_reader(transpose, {arguments}):",
        "  def read(own, opp):",
        *("  " + line for line in prologue),
        "      return [" + ", ".join(term for _, term in terms) + "]",
        "  def score(own, opp, tables):",
        f"      {patterns}, = tables",
        *("  " + line for line in prologue),
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
        own = [sum(3**digit for bit, digit in bits if byte >> bit & 1) for byte in range(256)]
        tables += [own, [2 * value for value in own]]
    return namespace["_make_reader"](_transpose, *tables)


_read, _score = _make_reader()


def indices(own: int, opp: int) -> list[int]:
    """Each placement's configuration (``INSTANCES`` order) for the side owning ``own``."""
    return _read(own, opp)


# -- the weights ----------------------------------------------------------------------

WEIGHTS_FILE = Path(__file__).with_name("patterns.bin")
"""The trained weights: zlib-compressed 16-bit little-endian integers, per stage its
``EXTRA`` weights (centidiscs) then each pattern's table (in ``TABLE_UNIT``)."""

TABLE_UNIT = 10
"""Centidiscs in a unit of the tables' weights (a tenth of a disc: most weights of rare
configurations round to 0, which keeps the file small)."""

STAGE_SIZE = len(EXTRA) + sum(len(size) for size in TABLE_SIZES)


class Weights:
    """The weights of every stage: ``extra[stage]`` (``EXTRA`` order) and ``tables[stage]``
    (one list per pattern); made from the file's bytes (``Weights.read()``), or from
    numbers (``Weights.from_values``), turned back into bytes by ``to_bytes``.

    >>> values = list(range(STAGES * STAGE_SIZE))
    >>> weights = Weights.from_values([value % 1000 - 500 for value in values])
    >>> Weights.from_bytes(weights.to_bytes()).tables[3][1][:3] == weights.tables[3][1][:3]
    True
    """

    def __init__(self, extra: list[tuple[int, ...]], tables: list[tuple[list[int], ...]]):
        self.extra = extra
        self.tables = tables

    @classmethod
    def from_values(cls, values) -> Weights:
        """From ``STAGES * STAGE_SIZE`` integers in the file's order."""
        values = array("h", values)
        if len(values) != STAGES * STAGE_SIZE:
            raise ValueError(f"{len(values)} weights, not {STAGES * STAGE_SIZE}")
        extra, tables = [], []
        for number in range(STAGES):
            at = number * STAGE_SIZE
            extra.append(tuple(values[at : at + len(EXTRA)]))
            at += len(EXTRA)
            lists = []
            for size in TABLE_SIZES:
                lists.append(values[at : at + len(size)].tolist())
                at += len(size)
            tables.append(tuple(lists))
        return cls(extra, tables)

    @classmethod
    def from_bytes(cls, data: bytes) -> Weights:
        values = array("h", zlib.decompress(data))
        if sys.byteorder == "big":
            values.byteswap()
        return cls.from_values(values)

    @classmethod
    def read(cls, path: Path = WEIGHTS_FILE) -> Weights:
        return cls.from_bytes(path.read_bytes())

    def values(self) -> array:
        """Every weight in the file's order."""
        values = array("h")
        for extra, tables in zip(self.extra, self.tables):
            values.extend(extra)
            for table in tables:
                values.extend(table)
        return values

    def to_bytes(self) -> bytes:
        values = self.values()
        if sys.byteorder == "big":
            values.byteswap()
        return zlib.compress(values.tobytes(), 9)


_loaded: list[Weights] = []


def weights() -> Weights:
    """The shipped weights, read from ``WEIGHTS_FILE`` the first time they are asked for."""
    if not _loaded:
        _loaded.append(Weights.read())
    return _loaded[0]


# -- evaluating -----------------------------------------------------------------------

_STAGES = [stage(64 - discs) for discs in range(65)]  # indexed by the number of discs
_WIDTH = Lanes.WIDTH
_LANES = [Lanes(count) for count in range(61)]


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
    lanes = _LANES[len(positions)]
    packed_own = packed_opp = shift = 0
    for own, opp in positions:
        packed_own |= own << shift
        packed_opp |= opp << shift
        shift += _WIDTH
    own_moves = legal_moves(packed_own, packed_opp, lanes.edges, lanes.board)
    opp_moves = legal_moves(packed_opp, packed_own, lanes.edges, lanes.board)
    extras, tables, stages, score = table.extra, table.tables, _STAGES, _score
    scores = []
    for own, opp in positions:
        mine, theirs = (own_moves & FULL).bit_count(), (opp_moves & FULL).bit_count()
        own_moves >>= _WIDTH
        opp_moves >>= _WIDTH
        if not mine and not theirs:
            scores.append(100 * final_score(own, opp))
            continue
        discs = (own | opp).bit_count()
        number = stages[discs]
        constant, parity, mobility = extras[number]
        scores.append(TABLE_UNIT * score(own, opp, tables[number]) + constant + parity * (discs & 1) + mobility * (mine - theirs))
    return scores
