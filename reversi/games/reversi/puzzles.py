"""Reversi's puzzles (``reversi.play.puzzles``; ``puzzles.bin`` beside this module holds
them, ``tools/make_puzzles.py`` makes it): the goals ``corner`` (take a corner), ``most``
(the move that turns the most discs) and ``win`` (the only winning move, with 6 to 14
empty squares, proven by the exact endgame solver: every other move draws or loses,
and the refutation is the opponent's reply that holds).

>>> from .position import Position, square_name
>>> late = Position.parse("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X")
>>> [[square_name(move) for move in line] for line in prove(late, "most").lines]
[['e8']]
>>> sorted(square_name(square) for square in hint(late, 57))
['a7', 'a8', 'b7', 'b8', 'c7', 'c8']
"""

from __future__ import annotations

from ...base.proof import Proof, around
from .position import Position

CORNERS = (0, 7, 56, 63)

GOALS = ("corner", "most", "win")
"""The goals of Reversi's puzzles (keys of ``PUZZLE_GOALS`` in ``texts``)."""


def prove(position: Position, goal: str) -> Proof:
    """Every move of ``position`` that reaches ``goal`` (none when the side to move must
    pass), each a line of one move; for ``win`` the solver's reply to each other move
    (the window -1..1 tells a win from a draw or a loss: a win's margin is not asked)."""
    moves = [] if position.must_pass() else position.legal_squares()
    if goal == "corner":
        return Proof(tuple((move,) for move in moves if move in CORNERS))
    if goal == "most":
        flips = {move: position.flips(move).bit_count() for move in moves}
        return Proof(tuple((move,) for move in moves if flips[move] == max(flips.values())))
    if goal != "win":
        raise KeyError(goal)
    from .analysis import EVALUATION
    from .endgame import solve

    lines, refutations, effort = [], [], 0
    for move in moves:
        after = position.play(move)
        solution = solve(after, EVALUATION, -1, 1)
        effort += solution.nodes
        if solution.score < 0:
            lines.append((move,))
        elif solution.move is not None:
            refutations.append(((move,), (solution.move,)))
    return Proof(tuple(lines), tuple(refutations), effort)


def hint(position: Position, move: int) -> frozenset[int]:
    """The area to look at: the squares around ``move`` (and itself)."""
    return around(move, 8)
