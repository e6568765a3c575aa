"""Choosing a move: iterative deepening principal variation search, resumable in slices.

A ``Search`` thinks about one position within ``Limits`` (depth, nodes, seconds, and
at how few empty squares it solves the game exactly instead). It never blocks for
long unless asked to: ``step(nodes)`` or ``step(seconds=0.02)`` does about that much
work and returns whether the search is over, so a page can run it in slices between
frames (1,000 nodes take about 10 ms in CPython, 40 ms in Pyodide), or all at once in
a worker with ``run()``. ``result`` always holds the best move found so far.

>>> from reversi.games.reversi.position import Position, square_name
>>> search = Search(Position.initial(), Limits(depth=3))
>>> while not search.step(500):
...     pass                                   # a page would let the browser breathe here
>>> result = search.result
>>> square_name(result.move) in {"d3", "c4", "f5", "e6"}, result.depth, result.exact
(True, 3, False)
>>> late = Position.parse("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X")
>>> solved = Search(late, Limits(exact_empties=14)).run()
>>> square_name(solved.move), solved.score, solved.exact
('b8', 10.0, True)

The work is counted in nodes (positions visited, evaluations included), so a search
limited by ``depth`` or ``nodes`` gives the same result on any machine and however
it is sliced; ``seconds`` (compute time inside ``step``) is a safety cap that breaks
this when it bites, or with ``Limits.timed`` the budget itself: iterative deepening to
that deadline, the solve tried from ``exact_empties + TRIES`` empty squares, the tables
kept from one move to the next when given (``tables``), ProbCut with ``Limits.pruning``.
"""

from __future__ import annotations

import math

from ...base.bitboard import flips, legal_moves, squares
from ...base.search import INFINITY, Limits, Negamax, Result, Sliced
from . import probcut
from .endgame import Evaluation, Solver, final_score
from .evaluation import evaluate_all
from .position import Position

WARM_UP_DEPTH = 4
"""Before an exact solve, a search this deep orders the moves and gives a fallback."""

NEXT_ITERATION_SHARE = 0.5
"""A timed search (``Limits.timed``) starts no deeper iteration once it has spent this
share of its ``seconds``: the next would not finish (each costs about three times the one
before), though what it proves before the deadline still counts. (Starting the next when
its first root move was predicted to end in time, from the growth in nodes, spent less:
with the tables kept from move to move the first iterations cost almost nothing; 46%
against the previous りゅう in 40 games of ``bench/ladder.py --previous --time 0.18``,
61% with this share; see docs/levels.md.)"""

GROWTH = 3.0
"""Before a solve, how many times the time of one iteration the next is predicted to take
when only one has ended (after that, the growth in nodes between the last two)."""

WARM_UP_SHARE = 0.2
"""Before an exact solve, a timed search deepens within this share of its ``seconds``:
the move it falls back on if the solve does not finish in time."""

TRIES = 3
"""A timed search also tries to solve a position with up to this many empty squares more
than its ``exact_empties`` (some solve in time, and what a try finds stays in the table
for the next move), after deepening within ``TRY_SHARE`` of its time."""

TRY_SHARE = 0.5
"""The share of its time within which a timed search deepens before it tries such a solve."""

PROBCUT_WIDTH = 1.5
"""ProbCut's threshold, in standard deviations of the deep value about its prediction
from the shallow one (``probcut.CUTS``): the larger, the safer and the fewer cuts."""


def exact_reach(seconds: float) -> int:
    """The most empty squares a timed search solves exactly within ``seconds``: 15 in a
    second (in the page, Pyodide: 16 take seconds there), one more for every three times
    as long.

    >>> exact_reach(1.0), exact_reach(0.3), exact_reach(3.0), exact_reach(30.0)
    (15, 14, 16, 18)
    """
    return max(0, 15 + round(math.log(seconds, 3)))


class Search(Sliced):
    """One search of ``position`` within ``limits``; see the module's docstring.

    ``step(nodes)`` returns True once the search is over (then ``result`` is final and
    ``done`` is True); ``run()`` steps until then and returns the result.
    """

    def __init__(
        self,
        position: Position,
        limits: Limits = Limits(),
        evaluation: Evaluation = evaluate_all,
        tables: tuple[dict, dict] | None = None,
    ):
        self.limits = limits
        self.done = False
        self.seconds = 0.0
        self._tables = tables  # (midgame, endgame) tables kept from one move to the next
        self._midgame = _Midgame(evaluation, None if tables is None else tables[0], limits.pruning)
        self._engine: _Midgame | Solver = self._midgame  # the one at work, counting the nodes
        own, opp = position.own, position.opp
        moves = squares(legal_moves(own, opp))
        exact = 64 - (own | opp).bit_count() <= limits.exact_empties
        self._node_limit = limits.exact_nodes if exact and limits.exact_nodes is not None else limits.nodes
        if moves:
            self.result = Result(moves[0], 0.0)
            self._steps = self._think(own, opp, moves, exact)
        else:
            if legal_moves(opp, own):
                self.result = Result(None, -evaluation([(opp, own)])[0] / 100)
            else:
                self.result = Result(None, float(final_score(own, opp)), 64 - (own | opp).bit_count(), True)
            self.done = True

    # -- the plan: iterative deepening, then perhaps an exact solve --------------------

    def _think(self, own: int, opp: int, moves: list[int], exact: bool):
        """Iterative deepening (only a warm-up when ``exact``), then the exact solve. A
        timed search deepens until it has spent ``NEXT_ITERATION_SHARE`` of its time (before
        a solve, while the next iteration is predicted to end within ``WARM_UP_SHARE`` or
        ``TRY_SHARE`` of it) and tries the solve a few empty squares early (``TRIES``)."""
        limits = self.limits
        empties = 64 - (own | opp).bit_count()
        timed = limits.timed and limits.seconds is not None
        tried = timed and not exact and empties <= limits.exact_empties + TRIES
        if timed:
            last_depth = min(limits.depth, empties)
            share = WARM_UP_SHARE if exact else TRY_SHARE if tried else NEXT_ITERATION_SHARE
        else:
            last_depth = min(limits.depth, WARM_UP_DEPTH if exact else limits.depth, empties)
        midgame = self._midgame
        ended, counted, work = self.elapsed(), midgame.nodes, None
        for depth in range(1, last_depth + 1):
            scored = yield from midgame.root(own, opp, moves, depth, limits.all_moves)
            moves = [square for square, _ in scored]
            self.result = Result(
                moves[0], scored[0][1] / 100, depth, False, self.nodes, tuple((s, v / 100) for s, v in scored)
            )
            if timed:
                began, ended = ended, self.elapsed()
                previous, work, counted = work, midgame.nodes - counted, midgame.nodes
                growth = GROWTH if previous is None else max(1.0, work / max(1, previous))
                if (ended + growth * (ended - began) if exact or tried else ended) > share * limits.seconds:
                    break  # before a solve: the next iteration would not end within its share
        if not (exact or tried):
            return
        solver = Solver(None if self._tables is None else self._tables[1], midgame.weights)
        solver.nodes, solver.pause_at = midgame.nodes, midgame.pause_at  # it carries on the count
        self._engine = solver
        if timed:  # first whether it wins: a window about a draw, far cheaper than the score
            yield from self._solve(solver, own, opp, moves, -1, 1)
            if solver.best_score >= 0:  # a move that wins (or draws) at least, first for the score
                moves = [solver.best_move] + [square for square in moves if square != solver.best_move]
        yield from self._solve(solver, own, opp, moves, -64, 64)
        score = float(solver.best_score)
        self.result = Result(solver.best_move, score, empties, True, self.nodes, ((solver.best_move, score),))

    def _solve(self, solver: Solver, own: int, opp: int, moves: list[int], alpha: int, beta: int):
        """The solver's search of the root ``moves`` within ``(alpha, beta)`` (generator): a
        move it proves as good as the first (with the whole window) or not losing (about a
        draw) is the result meanwhile."""
        floor = -64 if alpha == -64 else 0
        steps = solver.root(own, opp, moves, alpha, beta)
        while True:
            try:
                next(steps)
            except StopIteration:
                break
            if solver.best_score >= floor:  # a move is proved: it beats the warm-up's guess
                self.result = Result(solver.best_move, float(solver.best_score), self.result.depth, False, self.nodes)
            yield
        if solver.best_score >= floor:
            self.result = Result(solver.best_move, float(solver.best_score), self.result.depth, False, self.nodes)

def _cuts() -> dict[int, tuple[int, float, float, float]]:
    """ProbCut's ``depth: (shallow depth, slope, offset, sigma)`` for every depth it cuts at
    (``probcut``: the depths beyond the fitted ones take the deepest fit)."""
    deepest = max(probcut.CUTS)
    return {
        depth: (depth - probcut.GAP, *probcut.CUTS[min(depth, deepest)])
        for depth in range(min(probcut.CUTS), probcut.DEEPEST_CUT + 1)
    }


class _Midgame(Negamax):
    """``Negamax`` on Reversi nodes ``(own, opp)``, valued by its ``weights``: an ``Evaluation``;
    with ``pruning``, ProbCut (Buro 1997; ``probcut``): before searching a node
    ``depth`` plies deep, a shallow search predicts the deep value, and when the
    prediction lies ``PROBCUT_WIDTH`` standard deviations beyond the window, the node is
    cut there (at every depth that has a cut: Multi-ProbCut's several depth pairs)."""

    def __init__(self, weights, table: dict | None = None, pruning: bool = False) -> None:
        super().__init__(weights, table)
        self.cuts = _cuts() if pruning else {}

    def root(self, own: int, opp: int, moves: list[int], depth: int, all_moves: bool):
        """``scores`` of ``moves`` (legal, best guess first) (generator)."""
        children = []
        for square in moves:
            flipped = flips(own, opp, square)
            children.append((square, (opp & ~flipped, own | flipped | 1 << square)))
        return (yield from self.scores(children, depth, all_moves))

    def _evaluate_all(self, nodes: list[tuple[int, int]]) -> list[int]:
        return self.weights(nodes)

    def _search(self, node: tuple[int, int], depth: int, alpha: int, beta: int):
        """The negamax value of ``node``, ``depth`` >= 2 plies above the horizon (generator)."""
        self.nodes += 1
        if self.nodes >= self.pause_at:
            yield
        value, alpha, beta, hint = self._probe(node, depth, alpha, beta)
        if value is not None:
            return value
        cut = self.cuts.get(depth)
        if cut is not None:
            shallow, slope, offset, sigma = cut
            margin = PROBCUT_WIDTH * sigma
            if beta < INFINITY:  # predicted at least beta: cut
                bound = -int(-(beta + margin - offset) // slope)  # the shallow value that predicts it
                if (yield from self._child(node, shallow, bound - 1, bound)) >= bound:
                    return beta
            if alpha > -INFINITY:  # predicted at most alpha
                bound = int((alpha - margin - offset) // slope)
                if (yield from self._child(node, shallow, bound, bound + 1)) <= bound:
                    return alpha
        own, opp = node
        moves = legal_moves(own, opp)
        if not moves:
            if not legal_moves(opp, own):
                return 100 * final_score(own, opp)
            return -(yield from self._search((opp, own), depth, -beta, -alpha))

        children = []
        while moves:
            bit = moves & -moves
            moves ^= bit
            flipped = flips(own, opp, bit.bit_length() - 1)
            children.append((bit.bit_length() - 1, (opp & ~flipped, own | flipped | bit)))
        if len(children) > 1:
            self.nodes += len(children)
            values = self.weights([child for _, child in children])
            order = sorted(range(len(children)), key=lambda i: (children[i][0] != hint, values[i]))
            children = [children[i] for i in order]
        best, move = yield from self._best(children, depth, alpha, beta)
        self._store(node, depth, best, alpha, beta, move)
        return best

    def _frontier(self, node: tuple[int, int]) -> int:
        """One ply above the horizon: the best child by static evaluation, all children
        evaluated together."""
        self.nodes += 1
        own, opp = node
        moves = legal_moves(own, opp)
        if not moves:
            if not legal_moves(opp, own):
                return 100 * final_score(own, opp)
            return -self._frontier((opp, own))
        children = []
        while moves:
            bit = moves & -moves
            moves ^= bit
            flipped = flips(own, opp, bit.bit_length() - 1)
            children.append((opp & ~flipped, own | flipped | bit))
        self.nodes += len(children)
        return -min(self.weights(children))
