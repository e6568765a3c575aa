"""Perft: count the move sequences of a given length, to check move generation.

Conventions of the published Othello figures: a pass counts as one ply, and a game
that ends before the horizon counts as one leaf.

>>> perft(Position.initial(), 3)
56
"""

from ...base.bitboard import Lanes, flips, legal_moves
from .position import Position

_LANES = [Lanes(count) for count in range(65)]


def perft(position: Position, depth: int) -> int:
    """The number of leaves ``depth`` plies below ``position``."""
    if depth < 1:
        return 1
    return _perft(position.own, position.opp, depth)


def _perft(own: int, opp: int, depth: int) -> int:
    moves = legal_moves(own, opp)
    if not moves:
        if depth == 1 or not legal_moves(opp, own):
            return 1  # a pass at the horizon, or a finished game
        return _perft(opp, own, depth - 1)
    if depth == 1:
        return moves.bit_count()
    if depth == 2:
        return _count_children(own, opp, moves)
    nodes = 0
    while moves:
        bit = moves & -moves
        moves ^= bit
        flipped = flips(own, opp, bit.bit_length() - 1)
        nodes += _perft(opp & ~flipped, own | flipped | bit, depth - 1)
    return nodes


def _count_children(own: int, opp: int, moves: int) -> int:
    """perft(1) of every child at once: the children share one ``legal_moves`` call
    (see ``Lanes``); a child without a move is one leaf (its pass or the game's end)."""
    child_own = child_opp = shift = 0
    while moves:
        bit = moves & -moves
        moves ^= bit
        flipped = flips(own, opp, bit.bit_length() - 1)
        child_own |= (opp & ~flipped) << shift
        child_opp |= (own | flipped | bit) << shift
        shift += Lanes.WIDTH
    lanes = _LANES[shift // Lanes.WIDTH]
    replies = legal_moves(child_own, child_opp, lanes.edges, lanes.board)
    return replies.bit_count() + lanes.count_empty(replies)
