"""Choosing a YWF action: iterative deepening principal variation search, in slices.

``YwfSearch`` works like ``reversi.search.Search`` (it shares ``Sliced``): the same
``Limits`` (``depth``, ``nodes``, ``seconds``, ``all_moves``; there is no exact endgame
solver, so ``exact_empties`` and ``exact_nodes`` do not apply), the same ``Result``
(with ``Action`` moves) and the same ``step(nodes)`` / ``step(seconds=0.02)`` / ``run()``.
Finished games inside the tree score exactly (``ywf_evaluation.final_score``); a forced
Pass above the last ply uses no depth.

>>> from reversi.ywf import YwfPosition
>>> search = YwfSearch(YwfPosition.initial(), Limits(depth=2))
>>> while not search.step(200):
...     pass                                   # a page would let the browser breathe here
>>> result = search.result
>>> result.move in YwfPosition.initial().legal_actions(), result.depth, len(result.scores)
(True, 2, 13)
"""

from __future__ import annotations

from .search import INFINITY, TABLE_LIMIT, Limits, Result, Sliced
from .ywf import PASS_CODE, Node, YwfPosition, code_action, expand, is_over, node_targets
from .ywf_evaluation import WEIGHTS, Weights, evaluate, evaluate_all, final_score


class YwfSearch(Sliced):
    """One search of a YWF ``position`` within ``limits``; see the module's docstring.
    ``result.move`` is the action to take (the Pass when it is the only one), None once
    the game is over."""

    def __init__(self, position: YwfPosition, limits: Limits = Limits(), weights: Weights = WEIGHTS):
        self.limits = limits
        self.done = False
        self.seconds = 0.0
        self._midgame = self._engine = _Midgame(weights)
        self._node_limit = limits.nodes
        node = position.node
        if is_over(node):
            self.result = Result(None, final_score(node) / 100, 0, True)
            self.done = True
            return
        children = expand(node, *node_targets(node))
        code, child = children[0]
        self.result = Result(code_action(code), -evaluate(child, weights) / 100)
        if code == PASS_CODE:
            self.done = True
        else:
            self._steps = self._think(children)

    def _think(self, children: list[tuple[int, Node]]):
        """Iterative deepening, each iteration trying the previous one's best first."""
        limits = self.limits
        for depth in range(1, limits.depth + 1):
            scored = yield from self._midgame.root(children, depth, limits.all_moves)
            rank = {code: index for index, (code, _) in enumerate(scored)}
            children.sort(key=lambda pair: rank[pair[0]])
            self.result = Result(
                code_action(scored[0][0]), scored[0][1] / 100, depth, False, self.nodes,
                tuple((code_action(code), value / 100) for code, value in scored),
            )


class _Midgame:
    """Depth-limited negamax PVS with a transposition table, counting nodes and pausing
    (yielding) when ``nodes`` reaches ``pause_at``; scores in centi-pieces."""

    def __init__(self, weights: Weights) -> None:
        self.nodes = 0
        self.pause_at = float("inf")
        self.table: dict[Node, tuple[int, int, int, int]] = {}
        self.weights = weights
        self.proved = None  # (depth, action, score): the best root action so far

    def root(self, children: list[tuple[int, Node]], depth: int, all_moves: bool):
        """Search the root's ``children`` (``(code, node)``, best guess first) ``depth``
        plies deep (generator); returns ``[(code, score), ...]`` best first. With
        ``all_moves`` every score is exact, else only the first is and the others are
        upper bounds."""
        if depth == 1:
            self.nodes += 1 + len(children)
            values = evaluate_all([child for _, child in children], self.weights)
            scored = [(code, -value) for (code, _), value in zip(children, values)]
        else:
            scored = []
            alpha = -INFINITY
            for index, (code, child) in enumerate(children):
                exact = index == 0 or all_moves
                low, high = (-INFINITY, INFINITY) if exact else (-alpha - 1, -alpha)
                while True:
                    score = -(yield from self._search(child, depth - 1, low, high))
                    if exact or score <= alpha:
                        break
                    exact, low, high = True, -INFINITY, -score
                if score > alpha:
                    alpha = score
                    self.proved = (depth, code_action(code), score)
                scored.append((code, score))
        scored.sort(key=lambda pair: -pair[1])  # stable: ties keep the previous order
        return scored

    def _search(self, node: Node, depth: int, alpha: int, beta: int):
        """The negamax value of ``node``, ``depth`` >= 1 plies above the horizon (generator)."""
        self.nodes += 1
        if self.nodes >= self.pause_at:
            yield
        if is_over(node):
            return final_score(node)
        if depth == 1:
            return self._frontier(node)
        table = self.table
        entry = table.get(node)
        hint = None
        if entry is not None:
            entry_depth, lower, upper, hint = entry
            if entry_depth >= depth:
                if lower >= beta:
                    return lower
                if upper <= alpha:
                    return upper
                alpha, beta = max(alpha, lower), min(beta, upper)
        children = expand(node, *node_targets(node))
        if children[0][0] == PASS_CODE:  # forced: it uses no depth
            return -(yield from self._search(children[0][1], depth, -beta, -alpha))
        self.nodes += len(children)
        values = evaluate_all([child for _, child in children], self.weights)
        order = sorted(range(len(children)), key=lambda i: (children[i][0] != hint, values[i]))
        children = [children[i] for i in order]

        start_alpha = alpha
        best, best_code = -INFINITY, None
        for code, child in children:
            low, high = (-beta, -alpha) if best == -INFINITY else (-alpha - 1, -alpha)
            while True:
                score = -(yield from self._search(child, depth - 1, low, high))
                if high - low > 1 or depth == 2 or not alpha < score < beta:
                    break  # exact already (a frontier child ignores the window), or a real fail
                low, high = -beta, -score
            if score > best:
                best, best_code = score, code
                if score > alpha:
                    if score >= beta:
                        break
                    alpha = score
        if len(table) >= TABLE_LIMIT:
            table.clear()
        table[node] = (depth, best if best > start_alpha else -INFINITY, best if best < beta else INFINITY, best_code)
        return best

    def _frontier(self, node: Node) -> int:
        """One ply above the horizon: the best child by static evaluation."""
        children = expand(node, *node_targets(node))
        self.nodes += len(children)
        return -min(evaluate_all([child for _, child in children], self.weights))
