"""Choosing a YWF action: iterative deepening principal variation search, in slices.

``YwfSearch`` works like Reversi's ``Search`` (it shares ``Sliced``): the same
``Limits`` (``depth``, ``nodes``, ``seconds``, ``all_moves``; there is no exact endgame
solver, so ``exact_empties`` and ``exact_nodes`` do not apply), the same ``Result``
(with ``Action`` moves) and the same ``step(nodes)`` / ``step(seconds=0.02)`` / ``run()``.
Finished games inside the tree score exactly (``evaluation.final_score``); a forced
Pass above the last ply uses no depth.

>>> from reversi.games.ywf.rules import YwfPosition
>>> search = YwfSearch(YwfPosition.initial(), Limits(depth=2))
>>> while not search.step(200):
...     pass                                   # a page would let the browser breathe here
>>> result = search.result
>>> result.move in YwfPosition.initial().legal_actions(), result.depth, len(result.scores)
(True, 2, 13)
"""

from __future__ import annotations

from ...base.search import Limits, Negamax, Result, Sliced
from .rules import PASS, PASS_CODE, Action, Node, YwfPosition, code_action, expand, is_over, node_targets
from .evaluation import WEIGHTS, Weights, evaluate, evaluate_all, final_score


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
        children = [(code_action(code), child) for code, child in expand(node, *node_targets(node))]
        action, child = children[0]
        self.result = Result(action, -evaluate(child, weights) / 100)
        if action == PASS:
            self.done = True
        else:
            self._steps = self._think(children)

    def _think(self, children: list[tuple[Action, Node]]):
        """Iterative deepening, each iteration trying the previous one's best first."""
        for depth in range(1, self.limits.depth + 1):
            scored = yield from self._midgame.scores(children, depth, self.limits.all_moves)
            rank = {action: index for index, (action, _) in enumerate(scored)}
            children.sort(key=lambda pair: rank[pair[0]])
            self.result = Result(
                scored[0][0], scored[0][1] / 100, depth, False, self.nodes,
                tuple((action, value / 100) for action, value in scored),
            )


class _Midgame(Negamax):
    """``Negamax`` on YWF nodes (``ywf.Node``); moves inside the tree are ``expand`` codes."""

    def _evaluate_all(self, nodes: list[Node]) -> list[int]:
        return evaluate_all(nodes, self.weights)

    def _search(self, node: Node, depth: int, alpha: int, beta: int):
        """The negamax value of ``node``, ``depth`` >= 2 plies above the horizon (generator)."""
        self.nodes += 1
        if self.nodes >= self.pause_at:
            yield
        if is_over(node):
            return final_score(node)
        value, alpha, beta, hint = self._probe(node, depth, alpha, beta)
        if value is not None:
            return value
        children = expand(node, *node_targets(node))
        if children[0][0] == PASS_CODE:  # forced: it uses no depth
            return -(yield from self._search(children[0][1], depth, -beta, -alpha))
        self.nodes += len(children)
        values = evaluate_all([child for _, child in children], self.weights)
        order = sorted(range(len(children)), key=lambda i: (children[i][0] != hint, values[i]))
        best, code = yield from self._best([children[i] for i in order], depth, alpha, beta)
        self._store(node, depth, best, alpha, beta, code)
        return best

    def _frontier(self, node: Node) -> int:
        """One ply above the horizon: the best child by static evaluation."""
        self.nodes += 1
        if is_over(node):
            return final_score(node)
        children = [child for _, child in expand(node, *node_targets(node))]
        self.nodes += len(children)
        return -min(evaluate_all(children, self.weights))
