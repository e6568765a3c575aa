"""Static evaluation of a YWF position for the side to move, in centi-pieces.

The score estimates the final piece difference (x100) from a few features, each "side to
move minus opponent", weighted by the phase of the game (how many squares are empty).
A finished game scores its exact result (see ``final_score``).

>>> from reversi.games.ywf.rules import YwfPosition
>>> evaluate(YwfPosition.initial().node)                   # the start is symmetric
0
>>> node = YwfPosition.replay("c4 +f6").node              # white's Change put the token on black's side
>>> dict(zip(FEATURES, features(node)))
{'constant': 1, 'pieces': 0, 'mobility': -5, 'corners': 0, 'x_squares': 0, 'edges': 0, 'frontier': 0, 'token': 1}
"""

from __future__ import annotations

from functools import cache
from operator import mul

from .rules import FULL, SIZE, Node, YwfLanes, is_over, reach

FEATURES = (
    "constant",  # 1: having the move
    "pieces",  # pieces on the board
    "mobility",  # empty squares to Play and neutral pieces to Change (permission aside)
    "corners",  # pieces on a corner: they never change again
    "x_squares",  # pieces diagonally next to an empty corner
    "edges",  # pieces on an edge, corners aside
    "frontier",  # pieces next to an empty square
    "token",  # +1 on the own side (wins a tie, free to Change), -1 on the opponent's
)
"""The feature names, in the order of ``features`` and of each phase's weights."""

# fmt: off
WEIGHTS = (
    # constant, pieces, mobility, corners, x_squares, edges, frontier, token
    (0, 100, 25, 150, -40, 10, -10, 60),  # 0 to 23 empty squares
    (0, 60, 45, 300, -120, 20, -25, 50),  # 24 to 47
    (0, 40, 50, 300, -150, 20, -30, 40),  # 48 and more
)
# fmt: on

Weights = tuple[tuple[int, ...], ...]


def phase(empties: int) -> int:
    """The weight set used with ``empties`` empty squares: 0 (end) to 2 (opening).

    >>> [phase(empties) for empties in (0, 23, 24, 72)]
    [0, 0, 1, 2]
    """
    return min(empties // 24, 2)


_LAST = SIZE * SIZE - 1
CORNERS = 1 | 1 << SIZE - 1 | 1 << _LAST - SIZE + 1 | 1 << _LAST
_COLUMN_A = sum(1 << row * SIZE for row in range(SIZE))
EDGES = (((1 << SIZE) - 1) * (1 | 1 << _LAST - SIZE + 1) | _COLUMN_A | _COLUMN_A << SIZE - 1) & ~CORNERS
_NOT_A = FULL & ~_COLUMN_A  # a piece there has a west neighbour
_NOT_I = FULL & ~(_COLUMN_A << SIZE - 1)
WIDTH = YwfLanes.WIDTH
_X_SQUARES = tuple(  # each corner with the square diagonally next to it
    (1 << corner, 1 << corner + SIZE * d_row + d_column)
    for corner, d_row, d_column in ((0, 1, 1), (SIZE - 1, 1, -1), (_LAST - SIZE + 1, -1, 1), (_LAST, -1, -1))
)


class _Masks:
    """The lanes for ``count`` positions and the column masks repeated in each."""

    def __init__(self, count: int):
        self.lanes = lanes = YwfLanes(count)
        self.not_a = lanes.pack([_NOT_A] * count)
        self.not_i = lanes.pack([_NOT_I] * count)


@cache
def _masks(count: int) -> _Masks:
    return _Masks(count)


def _neighbours(board: int, masks: _Masks) -> int:
    """The squares next to a piece of ``board`` in any of the eight directions (any lanes)."""
    west, east = board & masks.not_a, board & masks.not_i
    near = board << SIZE | board >> SIZE | east << 1 | west >> 1
    near |= east << SIZE + 1 | east >> SIZE - 1 | west << SIZE - 1 | west >> SIZE + 1
    return near & masks.lanes.board


def final_score(node: Node) -> int:
    """The result of a finished game for the side to move: 100 per piece ahead; on equal
    pieces +50 when the token stands on its side (it wins), -50 on the other (it loses),
    0 for a draw."""
    own, opp, _, token, _, _ = node
    difference = own.bit_count() - opp.bit_count()
    return 100 * difference if difference else 50 * token


def features(node: Node) -> tuple[int, ...]:
    """The features of one position that is not over (see ``FEATURES``), for the side to move."""
    return _all_features([node])[0]


def evaluate(node: Node, weights: Weights = WEIGHTS) -> int:
    """How good ``node`` is for the side to move (centi-pieces); exact when it is over."""
    return evaluate_all([node], weights)[0]


def evaluate_all(nodes: list[Node], weights: Weights = WEIGHTS) -> list[int]:
    """The evaluations of ``nodes`` (each for its side to move), computed together: the
    costly bitboard work runs once on all of them packed side by side (``YwfLanes``)."""
    scores = []
    for node, values in zip(nodes, _all_features(nodes)):
        if is_over(node):
            scores.append(final_score(node))
        else:
            empties = SIZE * SIZE - (node[0] | node[1] | node[2]).bit_count()
            scores.append(sum(map(mul, weights[phase(empties)], values)))
    return scores


def _all_features(nodes: list[Node]) -> list[tuple[int, ...]]:
    masks = _masks(len(nodes))
    lanes = masks.lanes
    own = lanes.pack([node[0] for node in nodes])
    opp = lanes.pack([node[1] for node in nodes])
    neutral = lanes.pack([node[2] for node in nodes])
    empty = ~(own | opp | neutral) & lanes.board
    actable = empty | neutral
    own_reach = reach(own, opp | neutral, lanes.edges, lanes.board) & actable
    opp_reach = reach(opp, own | neutral, lanes.edges, lanes.board) & actable
    near_empty = _neighbours(empty, masks)
    own_frontier, opp_frontier = near_empty & own, near_empty & opp

    result = []
    for own, opp, neutral, token, _, _ in nodes:
        x_squares = 0
        for corner, x_square in _X_SQUARES:
            if not (own | opp | neutral) & corner:
                x_squares += (own & x_square).bit_count() - (opp & x_square).bit_count()
        result.append((
            1,
            own.bit_count() - opp.bit_count(),
            (own_reach & FULL).bit_count() - (opp_reach & FULL).bit_count(),
            (own & CORNERS).bit_count() - (opp & CORNERS).bit_count(),
            x_squares,
            (own & EDGES).bit_count() - (opp & EDGES).bit_count(),
            (own_frontier & FULL).bit_count() - (opp_frontier & FULL).bit_count(),
            token,
        ))
        own_reach >>= WIDTH
        opp_reach >>= WIDTH
        own_frontier >>= WIDTH
        opp_frontier >>= WIDTH
    return result
