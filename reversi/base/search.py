"""The machinery every game's computer searches with: ``Limits`` on a search, its
``Result``, ``Sliced`` (a search that runs in slices, so a page stays responsive) and
``Negamax`` (depth-limited principal variation search with a transposition table,
pausing when its node budget for a slice is spent). A game's search subclasses them
over its own nodes (its package's ``search``).

The work is counted in nodes (positions visited, evaluations included), so a search
limited by ``depth`` or ``nodes`` gives the same result on any machine and however
it is sliced; ``seconds`` (compute time inside ``step``) is a safety cap that breaks
this when it bites.

>>> Limits(depth=3).depth, Limits().exact_empties
(3, 0)
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace


INFINITY = 1 << 20
"""Above any score (centidiscs)."""

TABLE_LIMIT = 100_000
"""The transposition table is emptied when it holds this many positions."""

TIME_CHECK_NODES = 1_000
"""With a time limit, the clock is read at least every this many nodes."""

SLICE_NODES = 1_000
"""The default slice: about 10 ms in CPython, 40 ms in Pyodide."""

CLOCK = time.process_time
"""The clock of ``seconds`` and of slices: the processor time of this process, so that a
busy machine does not cut a search short (a level's time cap is a safety net; in
Pyodide it is the wall clock)."""

SLICE_CHECK_NODES = 200
"""In a slice measured in seconds, the clock is read about every this many nodes (the
search pauses only between whole subtrees of its last plies: up to a few hundred nodes
in the middle game, a few thousand near the end)."""



@dataclass(frozen=True)
class Limits:
    """When a search stops: the first limit reached ends it.

    ``depth``: deepest iteration (plies); ``nodes``: work budget; ``seconds``: compute
    time cap; ``exact_empties``: with at most this many empty squares, solve the game
    exactly (with the game's solver, where it has one) instead of evaluating, within ``exact_nodes`` nodes
    if given (else ``nodes``; the solver's nodes are about 3 times cheaper);
    ``all_moves``: score every root move exactly at each depth instead of only proving
    the best (slower; for levels that pick among good moves); ``timed``: ``seconds`` is
    a budget to spend, not only a cap (iterative deepening to that deadline, see
    ``Sliced.elapsed``: a game's search starts no iteration it could not finish, and
    its levels keep their tables from one move to the next); ``pruning``: forward
    pruning where the game's search has it (such as ProbCut), so a deep search skips
    what a shallow one says it can skip.
    """

    depth: int = 60
    nodes: int | None = None
    seconds: float | None = None
    exact_empties: int = 0
    exact_nodes: int | None = None
    all_moves: bool = False
    timed: bool = False
    pruning: bool = False


@dataclass(frozen=True)
class Result:
    """The outcome (so far) of a search, from the side to move's point of view.

    ``move``: the best square, None when the side must pass or the game is over;
    ``score``: estimated final disc difference, exact when ``exact``; ``depth``: the
    last completed iteration (the number of empty squares for an exact result);
    ``nodes``: work done; ``scores``: ``(square, score)`` of the root moves at the last
    completed depth, best first (exact scores for every move only with ``all_moves``).
    """

    move: int | None
    score: float
    depth: int = 0
    exact: bool = False
    nodes: int = 0
    scores: tuple[tuple[int, float], ...] = ()


class Sliced:
    """What the searches of both games share: ``step`` and ``run`` drive the generator
    ``_steps``, whose engine pauses (yields) when its ``nodes`` reach its ``pause_at``.

    A subclass sets ``limits``, ``done``, ``seconds``, ``result``, ``_midgame`` (the
    depth-limited search, with ``nodes``, ``pause_at`` and ``proved``), ``_engine`` (the
    engine at work: ``_midgame`` or another that carries on its count), ``_node_limit``
    and ``_steps``. A game tunes its slices with the class's ``SLICE_NODES``,
    ``TIME_CHECK_NODES`` and ``SLICE_CHECK_NODES`` (by default this module's).
    """

    SLICE_NODES = SLICE_NODES
    TIME_CHECK_NODES = TIME_CHECK_NODES
    SLICE_CHECK_NODES = SLICE_CHECK_NODES
    _step_started: float | None = None

    def elapsed(self) -> float:
        """The compute time spent so far (inside ``step``), the slice at work included."""
        started = self._step_started
        return self.seconds + (0.0 if started is None else CLOCK() - started)

    @property
    def nodes(self) -> int:
        """The work done so far."""
        return self._engine.nodes

    def step(self, nodes: int | None = None, seconds: float | None = None) -> bool:
        """Search ``nodes`` more nodes, or for ``seconds``, or both (whichever ends the
        slice first), by default ``SLICE_NODES`` nodes; True when the search is over.

        A slice may run past its end by a little (see ``SLICE_CHECK_NODES``); slices
        never change the result, only where the work is cut.
        """
        if self.done:
            return True
        limits = self.limits
        started = self._step_started = CLOCK()
        if nodes is None and seconds is None:
            nodes = self.SLICE_NODES
        stop_at = self.nodes + max(nodes, 1) if nodes is not None else 1 << 62
        check = 1 << 62
        if limits.seconds is not None:
            check = self.TIME_CHECK_NODES
        if seconds is not None:
            check = min(check, self.SLICE_CHECK_NODES)
        while True:
            pause = min(stop_at, self.nodes + check)
            if self._node_limit is not None:
                pause = min(pause, self._node_limit)
            self._engine.pause_at = max(pause, self.nodes + 1)
            try:
                next(self._steps)
            except StopIteration:
                self.done = True
            now = CLOCK()
            elapsed = self.seconds + now - started
            out_of_time = limits.seconds is not None and elapsed >= limits.seconds
            out_of_nodes = self._node_limit is not None and self.nodes >= self._node_limit
            if self.done or out_of_time or out_of_nodes:
                self.done, self._step_started = True, None
                self._steps.close()
                self.result = self._final_result()
                self.seconds = elapsed
                return True
            if self.nodes >= stop_at or seconds is not None and now - started >= seconds:
                self.seconds, self._step_started = elapsed, None
                return False

    def run(self) -> Result:
        """Search until a limit is reached; the final result."""
        while not self.step(1 << 62):
            pass
        return self.result

    def _final_result(self) -> Result:
        """The result when the search stops: a move the unfinished iteration proved
        best so far beats the last finished iteration's."""
        result = replace(self.result, nodes=self.nodes)
        proved = self._midgame.proved
        if self._engine is self._midgame and proved is not None and proved[0] > result.depth:
            _, square, score = proved
            result = replace(result, move=square, score=score / 100, scores=())
        return result


def root_scores(engine, children: list[tuple[object, tuple]], depth: int, exact: bool, value):
    """The root of a principal variation search ``depth`` plies deep (generator): each of
    ``children`` (``(move, node)``, best guess first) scored by ``value(node, depth - 1,
    alpha, beta)`` (a generator of the negamax value), the first with a full window and the
    others with a null window about the best so far, searched again with a full window when
    one beats it; with ``exact``, every one with a full window. Returns ``[(move, score),
    ...]`` best first (exact, or upper bounds for the moves no better than the best); each
    better move is ``engine.proved`` as ``(depth, move, score)`` as soon as it is proved.

    >>> def value(node, depth, alpha, beta):  # a node here is its score for the root's side
    ...     yield  # (a slice may end here)
    ...     return -node
    >>> class Engine: proved = None
    >>> engine = Engine()
    >>> list(root_scores(engine, [("a", 1), ("b", -3), ("c", 2)], 2, False, value))  # c is searched twice
    [None, None, None, None]
    >>> from reversi.base.slices import finish
    >>> finish(root_scores(engine, [("a", 1), ("b", -3), ("c", 2)], 2, False, value)), engine.proved
    ([('c', 2), ('a', 1), ('b', -3)], (2, 'c', 2))
    """
    scored, alpha = [], -INFINITY
    for index, (move, child) in enumerate(children):
        full = index == 0 or exact
        low, high = (-INFINITY, INFINITY) if full else (-alpha - 1, -alpha)
        while True:
            score = -(yield from value(child, depth - 1, low, high))
            if full or score <= alpha:
                break
            full, low, high = True, -INFINITY, -score
        if score > alpha:
            alpha = score
            engine.proved = (depth, move, score)
        scored.append((move, score))
    scored.sort(key=lambda pair: -pair[1])  # stable: ties keep the previous order
    return scored


class Negamax:
    """Depth-limited negamax PVS with a transposition table, counting nodes and pausing
    (yielding) when ``nodes`` reaches ``pause_at``; scores in hundredths of a piece.

    What both games' searches share: a subclass works on its own positions (``node``, a
    hashable tuple, the side to move first) and provides ``_search(node, depth, alpha,
    beta)`` (a generator, ``depth`` >= 2), ``_frontier(node)`` (one ply above the
    horizon, no generator: bounded work) and ``_evaluate_all(nodes)``. A ``table`` given
    is used and filled (a level that keeps it from one move to the next: entries are
    exact bounds for their depth, whatever the position searched from).
    """

    def __init__(self, weights, table: dict | None = None) -> None:
        self.nodes = 0
        self.pause_at = float("inf")
        self.table: dict[tuple, tuple[int, int, int, object]] = {} if table is None else table
        self.weights = weights
        self.proved: tuple[int, object, int] | None = None  # (depth, move, score): best root move so far

    def scores(self, children: list[tuple[object, tuple]], depth: int, all_moves: bool):
        """Search the root's ``children`` (``(move, node)``, best guess first) ``depth``
        plies deep (generator); returns ``[(move, score), ...]`` best first. With
        ``all_moves`` every score is exact, else only the first is and the others are
        upper bounds."""
        if depth == 1:
            self.nodes += 1 + len(children)
            values = self._evaluate_all([child for _, child in children])
            scored = [(move, -value) for (move, _), value in zip(children, values)]
            scored.sort(key=lambda pair: -pair[1])  # stable: ties keep the previous order
            return scored
        # (one ply above the horizon every score is exact)
        return (yield from root_scores(self, children, depth, all_moves or depth == 2, self._child))

    def _child(self, node: tuple, depth: int, alpha: int, beta: int):
        """The negamax value of a node ``depth`` (>= 1) plies above the horizon (generator)."""
        if depth == 1:
            return self._frontier(node)
        return (yield from self._search(node, depth, alpha, beta))

    def _probe(self, node: tuple, depth: int, alpha: int, beta: int) -> tuple[int | None, int, int, object]:
        """``(value, alpha, beta, hint)`` from the table: the value when the stored bounds
        decide the node (else None), the window narrowed by them, the best move stored."""
        entry = self.table.get(node)
        if entry is None:
            return None, alpha, beta, None
        entry_depth, lower, upper, hint = entry
        if entry_depth >= depth:
            if lower >= beta:
                return lower, alpha, beta, hint
            if upper <= alpha:
                return upper, alpha, beta, hint
            alpha, beta = max(alpha, lower), min(beta, upper)
        return None, alpha, beta, hint

    def _best(self, children: list[tuple[object, tuple]], depth: int, alpha: int, beta: int):
        """The best of a node's ``children`` (``(move, node)``, best guess first), ``depth``
        (>= 2) plies above the horizon, within ``(alpha, beta)`` (generator): the first
        with the whole window, the others with a null window, searched again when one
        fails high inside the window. Returns ``(best score, its move)``."""
        best, best_move = -INFINITY, None
        for move, child in children:
            low, high = (-beta, -alpha) if best == -INFINITY else (-alpha - 1, -alpha)
            again = False
            while True:
                if depth > 2:
                    score = -(yield from self._search(child, depth - 1, low, high))
                else:
                    score = -self._frontier(child)
                if again or high - low > 1 or depth == 2 or not alpha < score < beta:
                    break  # exact already (a frontier child ignores the window), or a real fail
                low, high, again = -beta, -score, True  # once: (score, beta) may be a null window too
            if score > best:
                best, best_move = score, move
                if score > alpha:
                    if score >= beta:
                        break
                    alpha = score
        return best, best_move

    def _store(self, node: tuple, depth: int, best: int, alpha: int, beta: int, move) -> None:
        """Keep ``best`` (searched within ``(alpha, beta)``) as a bound or the value of ``node``."""
        table = self.table
        if len(table) >= TABLE_LIMIT:
            table.clear()
        table[node] = (depth, best if best > alpha else -INFINITY, best if best < beta else INFINITY, move)
