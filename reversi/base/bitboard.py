"""Bitboard primitives for an 8x8 board of discs, on plain Python ints.

Bit ``i`` stands for square ``i`` = ``row * 8 + column``: a1 (top left) is bit 0,
h1 is bit 7, a2 is bit 8 and h8 is bit 63. A board of one colour is an int whose
set bits are that colour's discs.

Everything here is a pure function of ints, written for speed: the position and
the search call these in their inner loops.

>>> own, opp = 0x0000000810000000, 0x0000001008000000   # black, white at the start
>>> [square for square in range(64) if legal_moves(own, opp) >> square & 1]
[19, 26, 37, 44]
>>> bin(flips(own, opp, 19)).count("1")
1
"""

FULL = (1 << 64) - 1
NOT_EDGE_COLUMNS = 0x7E7E7E7E7E7E7E7E  # columns b..g: a run crossing them cannot wrap a row


def legal_moves(own: int, opp: int, edges: int = NOT_EDGE_COLUMNS, board: int = FULL) -> int:
    """The empty squares where the side owning ``own`` may play, as a bitboard.

    A square is legal when, in at least one of the eight directions, a contiguous
    run of ``opp`` discs starts next to it and ends on an ``own`` disc. Each
    direction is a parallel-prefix fill: runs of 1, then 2, then up to 6 discs.

    The same code handles several boards at once (see ``Lanes``): ``edges`` and
    ``board`` are then the column mask and the full mask repeated in every lane.
    """
    inner = opp & edges
    # east (+1) and west (-1)
    run = inner & (own << 1)
    run |= inner & (run << 1)
    pairs = inner & (inner << 1)
    run |= pairs & (run << 2)
    run |= pairs & (run << 2)
    moves = run << 1
    run = inner & (own >> 1)
    run |= inner & (run >> 1)
    pairs >>= 1
    run |= pairs & (run >> 2)
    run |= pairs & (run >> 2)
    moves |= run >> 1
    # south-west (+7) and north-east (-7)
    run = inner & (own << 7)
    run |= inner & (run << 7)
    pairs = inner & (inner << 7)
    run |= pairs & (run << 14)
    run |= pairs & (run << 14)
    moves |= run << 7
    run = inner & (own >> 7)
    run |= inner & (run >> 7)
    pairs >>= 7
    run |= pairs & (run >> 14)
    run |= pairs & (run >> 14)
    moves |= run >> 7
    # south (+8) and north (-8): no column can wrap
    run = opp & (own << 8)
    run |= opp & (run << 8)
    pairs = opp & (opp << 8)
    run |= pairs & (run << 16)
    run |= pairs & (run << 16)
    moves |= run << 8
    run = opp & (own >> 8)
    run |= opp & (run >> 8)
    pairs >>= 8
    run |= pairs & (run >> 16)
    run |= pairs & (run >> 16)
    moves |= run >> 8
    # south-east (+9) and north-west (-9)
    run = inner & (own << 9)
    run |= inner & (run << 9)
    pairs = inner & (inner << 9)
    run |= pairs & (run << 18)
    run |= pairs & (run << 18)
    moves |= run << 9
    run = inner & (own >> 9)
    run |= inner & (run >> 9)
    pairs >>= 9
    run |= pairs & (run >> 18)
    run |= pairs & (run >> 18)
    moves |= run >> 9
    return moves & ~(own | opp) & board


_NOT_COLUMN_A = 0xFEFEFEFEFEFEFEFE
_NOT_COLUMN_H = 0x7F7F7F7F7F7F7F7F
_COLUMN_A = 0x0101010101010101
_EDGE_ROWS = 0xFF000000000000FF
_EDGE_COLUMNS = 0x8181818181818181


def stable_discs(discs: int, filled: int) -> int:
    """Discs of ``discs`` that can never be flipped, whatever is played: a sound subset.

    A disc is stable when, along each of its four lines, it lies on the board's edge, or
    the line is full (no move can be made on it), or a neighbour on that line is a stable
    disc of its colour; found by growing that set from the discs that need no neighbour.
    ``filled`` is every occupied square. The endgame solver bounds a score by it.

    >>> corner_run = 0b00000111                       # a1, b1, c1 ...
    >>> bin(stable_discs(corner_run, corner_run | 1 << 4))   # ... and an opponent on e1
    '0b111'
    >>> stable_discs(0b01110, 0b11111)                # b1..d1 between an opponent's a1 and e1
    0
    """
    x = filled & filled >> 1
    x &= x >> 2
    x &= x >> 4
    across = (x & _COLUMN_A) * 0xFF | _EDGE_COLUMNS  # on the edge, or a full row
    x = filled & filled >> 8
    x &= x >> 16
    x &= x >> 32
    down = (x & 0xFF) * _COLUMN_A | _EDGE_ROWS
    empty = ~filled & FULL
    edge = _EDGE_ROWS | _EDGE_COLUMNS
    diagonal = ~_unfilled_lines(empty, 9, _NOT_COLUMN_A, _NOT_COLUMN_H) | edge
    anti_diagonal = ~_unfilled_lines(empty, 7, _NOT_COLUMN_H, _NOT_COLUMN_A) | edge
    found = discs & across & down & diagonal & anti_diagonal
    while True:
        grown = (
            discs & ~found
            & (across | (found << 1 & _NOT_COLUMN_A) | (found >> 1 & _NOT_COLUMN_H))
            & (down | found << 8 | found >> 8)
            & (diagonal | (found << 9 & _NOT_COLUMN_A) | (found >> 9 & _NOT_COLUMN_H))
            & (anti_diagonal | (found << 7 & _NOT_COLUMN_H) | (found >> 7 & _NOT_COLUMN_A))
        )
        if not grown:
            return found
        found |= grown


def _unfilled_lines(empty: int, step: int, up_mask: int, down_mask: int) -> int:
    """The squares whose line along ``step`` (a shift of 7 or 9: a diagonal) holds an
    empty square: ``empty`` spread both ways, each shift kept within ``up_mask`` /
    ``down_mask`` so that no run wraps a row (a doubling fill, three shifts a way)."""
    up = down = empty
    up_open, down_open = up_mask, down_mask
    for shift in (step, 2 * step, 4 * step):
        up |= up_open & up << shift
        down |= down_open & down >> shift
        up_open &= up_open << shift
        down_open &= down_open >> shift
    return up | down


class Lanes:
    """Several boards side by side in one int, so that one ``legal_moves`` call
    serves them all: board ``i`` sits at bit ``96 * i``. The 32 empty bits above
    each board are wider than the longest shift (18), so lanes never mix.

    >>> lanes = Lanes(2)
    >>> start_own, start_opp = 0x0000000810000000, 0x0000001008000000
    >>> own, opp = lanes.pack([start_own, start_opp]), lanes.pack([start_opp, start_own])
    >>> moves = legal_moves(own, opp, lanes.edges, lanes.board)
    >>> moves.bit_count(), lanes.count_empty(moves)
    (8, 0)

    Another board size subclasses it with its own ``WIDTH``, ``BOARD`` (every square)
    and ``EDGES`` (the columns a run may cross without wrapping).
    """

    WIDTH = 96
    BOARD = FULL
    EDGES = NOT_EDGE_COLUMNS

    def __init__(self, count: int):
        self.count = count
        self.edges = self.pack([self.EDGES] * count)
        self.board = self.pack([self.BOARD] * count)
        self._carry = self.pack([1 << self.BOARD.bit_length()] * count)

    def pack(self, boards) -> int:
        packed = 0
        for i, board in enumerate(boards):
            packed |= board << (self.WIDTH * i)
        return packed

    def count_empty(self, packed: int) -> int:
        """How many lanes of ``packed`` are 0: adding all ones to a lane carries
        into the bit above its board exactly when the lane is not 0."""
        return self.count - ((packed + self.board) & self._carry).bit_count()


DIRECTIONS = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
"""(row step, column step) of the eight directions, clockwise from north (up)."""


def _rays(size: int) -> list[tuple[tuple[int, bool], ...]]:
    """For each square of a ``size`` x ``size`` board, its rays of length >= 2 as
    (mask, runs toward higher bits)."""
    table = []
    for square in range(size * size):
        row, column = divmod(square, size)
        rays = []
        for d_row, d_column in DIRECTIONS:
            mask, r, c = 0, row + d_row, column + d_column
            while 0 <= r < size and 0 <= c < size:
                mask |= 1 << (r * size + c)
                r, c = r + d_row, c + d_column
            if mask.bit_count() >= 2:
                rays.append((mask, d_row * size + d_column > 0))
        table.append(tuple(rays))
    return table


def ray_tables(size: int) -> tuple[list[tuple[tuple[int, int], ...]], list[tuple[tuple[int, int], ...]]]:
    """The rays of every square split by direction, toward higher bits then toward lower
    bits, each as (its first square, its mask): ``flips``'s tables for a board of ``size``.
    A ray can only flip when its first square holds an opponent disc, a cheap test that
    rejects most."""
    rays = _rays(size)
    upward = [tuple((ray & -ray, ray) for ray, up in square_rays if up) for square_rays in rays]
    downward = [tuple((1 << ray.bit_length() - 1, ray) for ray, up in square_rays if not up) for square_rays in rays]
    return upward, downward


_UPWARD, _DOWNWARD = ray_tables(8)


def flips(own: int, opp: int, square: int, upward=_UPWARD, downward=_DOWNWARD) -> int:
    """The ``opp`` discs that playing ``square`` would turn over (0 if none).

    Along each ray from the square, the nearest ``own`` disc closes a line; the
    line flips when every square between is an ``opp`` disc. Another board size
    passes its own ``ray_tables``.
    """
    flipped = 0
    for first, ray in upward[square]:
        if opp & first:
            closers = own & ray
            if closers:
                between = ray & ((closers & -closers) - 1)
                if between & opp == between:
                    flipped |= between
    for first, ray in downward[square]:
        if opp & first:
            closers = own & ray
            if closers:
                between = ray & -(1 << closers.bit_length())
                if between & opp == between:
                    flipped |= between
    return flipped


def squares(board: int) -> list[int]:
    """The squares of the set bits of ``board``, in increasing order."""
    found = []
    while board:
        low = board & -board
        found.append(low.bit_length() - 1)
        board ^= low
    return found
