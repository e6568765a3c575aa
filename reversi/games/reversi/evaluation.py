"""Static evaluation: how good a position is for the side to move, in centidiscs.

The score estimates the final disc difference (x100) from a handful of features, each
"side to move minus opponent", weighted by the phase of the game (how many squares
are empty). ``tools/tune.py`` fits the weights (``weights``) to the results of
self-played games.

>>> from reversi.games.reversi.position import Position
>>> start = Position.initial()
>>> evaluate(start.own, start.opp) == evaluate(start.opp, start.own)  # a symmetric start
True
>>> dict(zip(FEATURES, features(start.own, start.opp)))["mobility"]   # 4 moves each
0

Many positions (typically all the children of a node) are evaluated faster together:
``evaluate_all`` packs them side by side (see ``bitboard.Lanes``) so the costly
bitboard work (both sides' moves, neighbourhoods) runs once for all of them.
"""

from __future__ import annotations

from operator import mul

from ...base.bitboard import FULL, Lanes, legal_moves
from .endgame import final_score
from .weights import WEIGHTS

Weights = tuple[tuple[int, ...], ...]

FEATURES = (
    "constant",  # 1: having the move
    "mobility",  # legal moves
    "corner_mobility",  # legal moves on a corner
    "potential_mobility",  # empty squares next to an opponent disc
    "frontier",  # discs next to an empty square
    "corners",  # discs on a corner
    "x_squares",  # discs diagonally next to an empty corner
    "c_squares",  # discs on an edge next to an empty corner
    "edge_stable",  # edge discs that can never be flipped (anchored to a corner or on a full edge)
    "parity",  # 1 when an odd number of squares is empty: the side to move would play last
    "discs",  # discs
)
"""The feature names, in the order of ``features`` and of each phase's weights."""


def phase(empties: int) -> int:
    """The weight set used with ``empties`` empty squares: 0 (endgame) to 5 (opening).

    >>> [phase(empties) for empties in (0, 12, 13, 30, 60)]
    [0, 0, 1, 3, 5]
    """
    return min(max(empties - 5, 0) // 8, 5)


CORNERS = 0x8100000000000081
_NOT_A = 0xFEFEFEFEFEFEFEFE  # every column but a: a disc there has a west neighbour
_NOT_H = 0x7F7F7F7F7F7F7F7F  # every column but h
# Each corner, its X square and its two C squares.
_CORNER_ZONES = (
    (1 << 0, 1 << 9, 1 << 1 | 1 << 8),
    (1 << 7, 1 << 14, 1 << 6 | 1 << 15),
    (1 << 56, 1 << 49, 1 << 48 | 1 << 57),
    (1 << 63, 1 << 54, 1 << 55 | 1 << 62),
)


def _edge_stability_table() -> list[int]:
    """``table[own << 8 | opp]``: on one edge (8 bits) the own minus the opponent discs
    that can never be flipped: all discs of a full edge, else the runs of one colour
    that start on a corner."""
    table = [0] * 65536
    for own in range(256):
        rest = 255 & ~own
        opp = rest
        while True:  # every opp inside rest
            if own | opp == 255:
                value = own.bit_count() - opp.bit_count()
            else:
                value = 0
                for board, sign in ((own, 1), (opp, -1)):
                    for start, step in ((0, 1), (7, -1)):
                        square = start
                        while 0 <= square < 8 and board >> square & 1:
                            value += sign
                            square += step
            table[own << 8 | opp] = value
            if opp == 0:
                break
            opp = (opp - 1) & rest
    return table


_EDGE_STABILITY = _edge_stability_table()
_PHASES = [phase(64 - discs) for discs in range(65)]  # indexed by the number of discs


class _Masks:
    """Column masks and the empty-board mask repeated in each of ``count`` lanes."""

    def __init__(self, count: int):
        lanes = Lanes(count)
        self.edges, self.board = lanes.edges, lanes.board
        self.not_a = lanes.pack([_NOT_A] * count)
        self.not_h = lanes.pack([_NOT_H] * count)


_MASKS = [_Masks(count) for count in range(61)]
_WIDTH = Lanes.WIDTH


def _column(board: int) -> int:
    """Column a of ``board`` as 8 bits, a1 lowest: a multiplication moves bit 8k to bit 56 + k."""
    return (board & 0x0101010101010101) * 0x0102040810204080 >> 56 & 255


def _neighbours(board: int, masks: _Masks) -> int:
    """The squares next to a disc of ``board`` in any of the eight directions (any lanes)."""
    west, east = board & masks.not_a, board & masks.not_h
    near = board << 8 | board >> 8 | east << 1 | west >> 1
    near |= east << 9 | east >> 7 | west << 7 | west >> 9
    return near & masks.board


def features(own: int, opp: int) -> tuple[int, ...]:
    """The features of one position (see ``FEATURES``), from ``own``'s point of view."""
    return _all_features([(own, opp)])[0][0]


def evaluate(own: int, opp: int, weights: Weights = WEIGHTS) -> int:
    """The evaluation of one position for the side owning ``own``, who is to move."""
    return evaluate_all([(own, opp)], weights)[0]


def evaluate_all(positions: list[tuple[int, int]], weights: Weights = WEIGHTS) -> list[int]:
    """The evaluations of up to 60 ``(own, opp)`` positions, each for its side to move;
    ``weights`` has one row per phase, one weight per feature.

    A finished game (neither side can move) scores its exact disc difference x100,
    empty squares to the winner.
    """
    scores = []
    for (values, finished), (own, opp) in zip(_all_features(positions), positions):
        if finished:
            scores.append(100 * final_score(own, opp))
        else:
            scores.append(sum(map(mul, weights[_PHASES[(own | opp).bit_count()]], values)))
    return scores


def _all_features(positions: list[tuple[int, int]]) -> list[tuple[tuple[int, ...], bool]]:
    """Each position's features, and whether neither side can move (the game is over)."""
    masks = _MASKS[len(positions)]
    packed_own = packed_opp = shift = 0
    for own, opp in positions:
        packed_own |= own << shift
        packed_opp |= opp << shift
        shift += _WIDTH
    empty = ~(packed_own | packed_opp) & masks.board
    own_moves = legal_moves(packed_own, packed_opp, masks.edges, masks.board)
    opp_moves = legal_moves(packed_opp, packed_own, masks.edges, masks.board)
    own_potential = _neighbours(packed_opp, masks) & empty
    opp_potential = _neighbours(packed_own, masks) & empty
    near_empty = _neighbours(empty, masks)
    own_frontier = near_empty & packed_own
    opp_frontier = near_empty & packed_opp

    result = []
    for own, opp in positions:
        mine, theirs = own_moves & FULL, opp_moves & FULL
        own_moves >>= _WIDTH
        opp_moves >>= _WIDTH
        x_squares = c_squares = 0
        edge_stable = 0
        corners = (own & CORNERS).bit_count() - (opp & CORNERS).bit_count()
        occupied = own | opp
        if occupied & CORNERS:
            for corner, x_square, c_pair in _CORNER_ZONES:
                if not occupied & corner:
                    x_squares += (own & x_square).bit_count() - (opp & x_square).bit_count()
                    c_squares += (own & c_pair).bit_count() - (opp & c_pair).bit_count()
            table = _EDGE_STABILITY
            edge_stable = (
                table[(own & 255) << 8 | opp & 255]  # row 1
                + table[(own >> 56) << 8 | opp >> 56]  # row 8
                + table[_column(own) << 8 | _column(opp)]  # column a
                + table[_column(own >> 7) << 8 | _column(opp >> 7)]  # column h
                - corners  # each corner was counted on both of its edges
            )
        else:
            for corner, x_square, c_pair in _CORNER_ZONES:
                x_squares += (own & x_square).bit_count() - (opp & x_square).bit_count()
                c_squares += (own & c_pair).bit_count() - (opp & c_pair).bit_count()
        discs = occupied.bit_count()
        values = (
            1,
            mine.bit_count() - theirs.bit_count(),
            (mine & CORNERS).bit_count() - (theirs & CORNERS).bit_count(),
            (own_potential & FULL).bit_count() - (opp_potential & FULL).bit_count(),
            (own_frontier & FULL).bit_count() - (opp_frontier & FULL).bit_count(),
            corners,
            x_squares,
            c_squares,
            edge_stable,
            (64 - discs) & 1,
            own.bit_count() - opp.bit_count(),
        )
        result.append((values, not mine and not theirs))
        own_potential >>= _WIDTH
        opp_potential >>= _WIDTH
        own_frontier >>= _WIDTH
        opp_frontier >>= _WIDTH
    return result
