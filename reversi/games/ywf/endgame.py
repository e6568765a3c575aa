"""Exact YWF endgames: the best action and the final score under perfect play.

A score is ``evaluation.final_score``'s, for the side to move: 100 per piece ahead at
the end; on equal pieces +50 when the token stands on its side (the token wins the
tie), -50 when on the other, 0 for a draw. The game is short only near its end: a Play
fills a square, and at most two Changes can come between two Plays (a side may not
Change right after the other's Change nor while the token is on the other's side, and
two Passes end the game), so the search is practical up to ``MOST_EMPTIES`` empty
squares in CPython.

>>> from reversi.games.ywf.rules import YwfPosition
>>> board = "XXXXXXXXX" * 4 + "OOOOOOOOO" * 4 + "XOXNNNOO-"    # black to move, 1 empty square
>>> solution = solve(YwfPosition.parse(board + " X -"))
>>> str(solution.action), solution.score                   # 21 pieces ahead at the end
('+d9', 2100)
>>> solve(YwfPosition.initial())
Traceback (most recent call last):
...
reversi.base.variant.BeyondSolver: 72 empty squares: YWF is solved exactly with at most 8

An alpha-beta search with null windows and a transposition table (bounds per node),
the table's action first, then the Plays before the Changes: a Play fills a square and
brings the end nearer (ordering by the evaluation or by pieces ahead made the search
two to six times larger).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...base.variant import BeyondSolver
from .evaluation import final_score
from .rules import SIZE, Action, Node, YwfPosition, code_action, expand, is_over, node_targets

MOST_EMPTIES = 8
"""The most empty squares ``solve`` takes. Every Change between two Plays widens the tree:
with 8 empty squares and some 20 neutral pieces CPython takes up to about half a minute
(a few seconds for most positions), each empty square more about 3 to 10 times as long."""

_BOUND = 100 * SIZE * SIZE  # above any score


@dataclass(frozen=True)
class Solution:
    """``action``: a best action (the Pass when it is forced), None once the game is over;
    ``score``: the final score for the side to move under perfect play (see the module)."""

    action: Action | None
    score: int


def solve(position: YwfPosition) -> Solution:
    """A best action and the exact final score of ``position`` (blocks until done);
    BeyondSolver when it has more than ``MOST_EMPTIES`` empty squares."""
    node = position.node
    if is_over(node):
        return Solution(None, final_score(node))
    BeyondSolver.check_empties(SIZE * SIZE - (node[0] | node[1] | node[2]).bit_count(), MOST_EMPTIES, "YWF")
    solver = Solver()
    best_code, best = None, -_BOUND
    for code, child in solver.ordered(node):
        score = -solver.value(child, -_BOUND, -best)
        if best_code is None or score > best:
            best_code, best = code, score
    return Solution(code_action(best_code), best)


class Solver:
    """The exact search; ``nodes`` counts the positions it looked at."""

    def __init__(self) -> None:
        self.nodes = 0
        self.table: dict[Node, tuple[int, int, int]] = {}

    def ordered(self, node: Node, first: int | None = None) -> list[tuple[int, Node]]:
        """``(code, child)`` of each action of ``node`` (not over): the table's ``first``
        first, then the Plays before the Changes (``expand``'s order)."""
        children = expand(node, *node_targets(node))
        if first is not None:
            children.sort(key=lambda pair: pair[0] != first)
        return children

    def value(self, node: Node, alpha: int, beta: int) -> int:
        """The exact score of ``node`` when it lies inside ``(alpha, beta)``; otherwise a
        bound on the same side of the window (fail-soft)."""
        self.nodes += 1
        if is_over(node):
            return final_score(node)
        lower, upper, first = self.table.get(node, (-_BOUND, _BOUND, None))
        if lower >= beta or lower == upper:
            return lower
        if upper <= alpha:
            return upper
        low, high = max(alpha, lower), min(beta, upper)
        best, best_code = -_BOUND, None
        for code, child in self.ordered(node, first):
            floor = max(low, best)
            if best_code is None:
                score = -self.value(child, -high, -floor)
            else:  # a null window first: is it better at all?
                score = -self.value(child, -floor - 1, -floor)
                if floor < score < high:
                    score = -self.value(child, -high, -score)
            if score > best:
                best, best_code = score, code
                if best >= high:
                    break
        if best <= low:
            upper = best
        elif best >= high:
            lower = best
        else:
            lower = upper = best
        self.table[node] = (lower, upper, best_code)
        return best

