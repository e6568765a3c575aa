"""Choosing an action: iterative deepening negamax with alpha-beta, resumable in slices,
that solves the game exactly once the end is in reach.

A ``Search`` thinks about one position within ``Limits`` (depth, nodes, seconds, and at
how few pieces left in the hands it solves the game to the end instead). Like the other
games' searches it never blocks for long unless asked to: ``step(nodes)`` or
``step(seconds=0.005)`` does about that much work and returns whether the search is over,
so a page can run it in slices between frames; ``run()`` does it all at once. ``result``
always holds the best action found so far.

>>> from .rules import KunitoriPosition
>>> start = KunitoriPosition.initial()
>>> search = Search(start, Limits(depth=2))
>>> while not search.step(300):
...     pass                                   # a page would let the browser breathe here
>>> result = search.result
>>> result.move in start.legal_actions(), result.depth, result.exact, len(result.scores)
(True, 2, False, 60)
>>> late = KunitoriPosition.replay("Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3")    # 8 pieces left
>>> solved = Search(late, Limits(exact_pieces=8)).run()
>>> str(solved.move), solved.score, solved.exact, solved.depth      # white wins by a point
('Sa3', 1.0, True, 8)

Scores are in points from the side to move's point of view (see ``evaluation``: a win on
the fewer-pieces tie-break is 0.5). The work is counted in nodes, so a search limited by
``depth`` or ``nodes`` gives the same result on any machine and however it is sliced;
``seconds`` is a safety cap that breaks this when it bites.

A subtree whose leaves are all finished games is exact, and the table keeps it so at
any depth: an iteration that meets no unfinished leaf has solved the position, and
iterative deepening stops there. The coach's engine (``Negamax(solid=True)``) hands each
node of a solve to the end with at most ``SOLID_PIECES`` pieces left to ``Negamax.solve``,
one plain recursive call (no pausing; the table's action first, then ``evaluate`` or
``cheap`` orders the others; enhanced transposition cutoffs), which hands the last
``SMALL_PIECES`` to ``endgame`` (plain integers, no nodes, no table): the same values and
best actions in a fraction of the time (see ``docs/engine.md``).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace

from ...base.search import INFINITY, TABLE_LIMIT, Result, Sliced, root_scores
from .actions import Action
from .evaluation import evaluate, final_score
from .pieces import FULL, REACH, SIZE, SQUARES
from .rules import (
    KIND_UNIT,
    PLACEABLE,
    KunitoriPosition,
    Node,
    code_action,
    expand,
    hand_size,
    is_over,
    line_points,
    present,
)

EXACT = 1 << 10
"""The depth a table entry is stored with when its subtree was solved: deeper than any search."""

WARM_UP_DEPTH = 2
"""Before an exact solve, a search this deep orders the actions and gives a fallback."""

SOLID_PIECES = 6
"""In a solve to the end by an engine made with ``solid=True`` (the coach's and
``solve``'s), a node with at most this many pieces left in both hands is solved in one
piece (``Negamax.solve``: no pause): a few hundred nodes, a few milliseconds even in
the page. The levels' engines do without it: their node budgets,
counted as before, keep their play as it was."""

_SIZES: dict[tuple[int, int], int] = {}


def _left(hand: int, opp_hand: int) -> int:
    """The pieces left in two ``Node`` hands (cached)."""
    key = (hand, opp_hand)
    left = _SIZES.get(key)
    if left is None:
        left = _SIZES[key] = hand_size(hand) + hand_size(opp_hand)
    return left


@dataclass(frozen=True)
class Limits:
    """When a search stops: the first limit reached ends it (its own, not
    ``base.search.Limits``: the end is solved by the pieces left in hand, not by the
    empty squares).

    ``depth``: deepest iteration (plies); ``nodes``: work budget; ``seconds``: compute time
    cap; ``exact_pieces``: with at most this many pieces left in both hands together,
    solve the game to the end (after a short warm-up) within ``exact_nodes`` nodes if
    given (else ``nodes``); ``all_moves``: score every root action exactly at each depth
    instead of only proving the best (for levels that pick among good actions).
    """

    depth: int = 64
    nodes: int | None = None
    seconds: float | None = None
    exact_pieces: int = 0
    exact_nodes: int | None = None
    all_moves: bool = False


EVALUATE_PIECES = 8
"""In ``Negamax.solve``, a node with more pieces left than this orders its actions by
``evaluate`` (a better guess than ``cheap``, worth its cost far from the end), the
others by ``cheap``."""

ETC_PIECES = 6
"""In ``Negamax.solve``, a node with more pieces left than this first looks its children
up in the table, for a proof that cuts it at once (enhanced transposition cutoff)."""

SMALL_PIECES = 4
"""In ``Negamax.solve``, a child with at most this many pieces left is valued by ``endgame``."""


def endgame(side: int, own: int, opp: int, up: int, targets: int, hand: int, opp_hand: int, received: int,
            passes: int, alpha: int, beta: int) -> int:
    """The exact value of a node that is not over, given as its fields (see ``rules.Node``),
    within ``(alpha, beta)`` (fail-soft): alpha-beta to the end on plain integers, no
    table, no tuples, actions in ``expand``'s order. For the last few pieces
    (``SMALL_PIECES``), where building nodes and probing the table cost more than the
    search itself.

    >>> from .rules import KunitoriPosition
    >>> last = KunitoriPosition.parse("K-k/-g*-/--- w R - - -")   # only c1 wins two lines
    >>> endgame(*last.node, -INFINITY, INFINITY)
    100
    """
    _CALLS[0] += 1
    best = -INFINITY
    other = 1 - side
    placed = False
    moves = _MOVES.get(hand << 1 | side) or _moves(side, hand)
    last = not opp_hand or opp_hand in _LAST
    if not last and hand not in _LAST:  # two pieces or more each: the likeliest best placements first
        order = []
        for allowed, rest, table in moves:
            allowed &= targets
            while allowed:
                bit = allowed & -allowed
                allowed ^= bit
                order.append((4 * _POINTS[(own | bit) << SQUARES | opp & ~bit] - _COUNT[table[bit]], bit, rest, table))
        if order:
            order.sort(reverse=True)
            for _, bit, rest, table in order:
                score = -endgame(
                    other, opp & ~bit, own | bit, bit, table[bit], opp_hand, rest, -received, 0,
                    -beta, -(alpha if alpha > best else best),
                )
                if score > best:
                    best = score
                    if score >= beta:
                        return best
            return best
    for allowed, rest, table in moves:
        allowed &= targets
        if not allowed:
            continue
        placed = True
        while allowed:
            bit = allowed & -allowed
            allowed ^= bit
            mine, theirs = own | bit, opp & ~bit
            if rest or not last:
                score = -endgame(
                    other, theirs, mine, bit, table[bit], opp_hand, rest, -received, 0,
                    -beta, -(alpha if alpha > best else best),
                )
            elif not opp_hand:
                key = mine << SQUARES | theirs
                points = _POINTS[key] + received
                score = 100 * points if points else _TIE[key]
            else:  # the opponent's last piece: the lowest final score of its placements, or its give
                floor = alpha if alpha > best else best
                replies = table[bit] & _LAST[opp_hand][other]
                if not replies:
                    key = mine << SQUARES | theirs
                    points = _POINTS[key] + received + 1
                    score = 100 * points if points else _TIE[key]
                else:
                    score = INFINITY
                    while replies:
                        reply = replies & -replies
                        replies ^= reply
                        key = (mine & ~reply) << SQUARES | theirs | reply
                        points = _POINTS[key] + received
                        value = 100 * points if points else _TIE[key]
                        if value < score:
                            score = value
                            if value <= floor:
                                break
            if score > best:
                best = score
                if score >= beta:
                    return best
    if placed:
        return best
    anywhere = FULL & ~up
    if not hand:  # the pass of an empty hand
        if passes:
            return _final(own, opp, received)
        return -endgame(other, opp, own, up, anywhere, opp_hand, 0, -received, 1, -beta, -alpha)
    for k in present(hand):  # a give
        rest = hand - KIND_UNIT[k]
        if passes or not (rest or opp_hand):
            score = _final(own, opp, received - 1)
        else:
            score = -endgame(
                other, opp, own, up, anywhere, opp_hand, rest, 1 - received, 1, -beta, -(alpha if alpha > best else best)
            )
        if score > best:
            best = score
            if score >= beta:
                return best
    return best


_CALLS = [0]
"""The calls of ``endgame`` not yet counted in a ``Negamax``'s ``nodes``."""

_COUNT = tuple(mask.bit_count() for mask in range(FULL + 1))

_MOVES: dict[int, tuple[tuple[int, int, tuple[int, ...]], ...]] = {}


def _moves(side: int, hand: int) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """For ``endgame``: each kind in ``hand`` as ``(where it may stand, the hand without
    it, where it reaches by the bit of its square)``, cached by ``hand << 1 | side``."""
    moves = _MOVES[hand << 1 | side] = tuple(
        (PLACEABLE[side][k], hand - KIND_UNIT[k], _BY_BIT[side][k]) for k in present(hand)
    )
    return moves


def _final(own: int, opp: int, received: int) -> int:
    """``final_score`` of a board and received pieces, from the side of ``own``."""
    points = _POINTS[own << SQUARES | opp] + received
    return 100 * points if points else _TIE[own << SQUARES | opp]


def _boards() -> tuple[dict[int, int], dict[int, int]]:
    """``line_points`` and the tie-break score (+50 fewer pieces, -50 more) of every board
    (two disjoint sets of squares), by ``own << SQUARES | opp``: built a rank at a time
    (the 27 ways a rank can be), with each file's count of own pieces less the other's
    summed in a digit of its own (base 8: -3 .. 3 fits), so that the 19,683 boards cost a
    few additions each (a page builds the table when the coach first solves: a per-board
    ``line_points`` took about 90 ms there in one task).

    >>> points, tie = _boards()
    >>> len(points), all(points[key] == line_points(key >> SQUARES, key & FULL) for key in points)
    (19683, True)
    """
    ranks = []  # (the rank's bits in a key, its line point, its files' differences, its pieces' difference)
    for own in range(1 << SIZE):
        for opp in range(1 << SIZE):
            if not own & opp:
                files = sum(((own >> f & 1) - (opp >> f & 1)) * 8**f for f in range(SIZE))
                mine, theirs = own.bit_count(), opp.bit_count()
                ranks.append((own << SQUARES | opp, (mine > theirs) - (mine < theirs), files, mine - theirs))
    file_points = {}
    for counts in itertools.product(range(-SIZE, SIZE + 1), repeat=SIZE):
        file_points[sum(count * 8**f for f, count in enumerate(counts))] = sum((c > 0) - (c < 0) for c in counts)
    points, tie = {}, {}
    for key0, point0, files0, pieces0 in ranks:
        for key1, point1, files1, pieces1 in ranks:
            key01, point01, files01, pieces01 = key0 | key1 << SIZE, point0 + point1, files0 + files1, pieces0 + pieces1
            for key2, point2, files2, pieces2 in ranks:
                key = key01 | key2 << 2 * SIZE
                points[key] = point01 + point2 + file_points[files01 + files2]
                pieces = pieces01 + pieces2
                tie[key] = 50 * ((pieces < 0) - (pieces > 0))
    return points, tie


_POINTS, _TIE = _boards()
_LAST = {unit: tuple(placeable[k] for placeable in PLACEABLE) for k, unit in enumerate(KIND_UNIT)}
_LAST[0] = ()
_BY_BIT = tuple(
    tuple(tuple(table[bit.bit_length() - 1] if bit & (bit - 1) == 0 and bit else 0 for bit in range(FULL + 1))
          for table in by_kind)
    for by_kind in REACH
)
"""``_BY_BIT[side][kind][1 << square]``: where that piece reaches from that square."""
"""A hand of one piece (or none) -> where that piece may stand, by side (``PLACEABLE``)."""


def cheap(node: Node) -> int:
    """A quick guess at how good ``node`` is for its mover, to order a solve's actions:
    the lines it leads by and the pieces it received, then where it may place."""
    return 4 * (line_points(node[1], node[2]) + node[7]) + node[4].bit_count()


class Search(Sliced):
    """One search of ``position`` within ``limits``; see the module's docstring. ``engine``
    (by default a new ``Negamax``) may be one that searched before: its table is kept, so
    what it proved then is not searched again (one search at a time).

    ``step(nodes=None, seconds=None)`` (``base.search.Sliced``'s) returns True once the
    search is over (then ``result`` is final and ``done`` is True); ``run()`` steps until
    then and returns the result; ``seconds`` is the compute time spent so far. ``result``
    is a ``base.search.Result`` whose moves are actions; for a solve to the end its
    ``depth`` is the pieces that were left in the hands.
    """

    SLICE_NODES = 1_000
    """The default slice: about 2 ms in CPython, 10 ms in Pyodide."""
    TIME_CHECK_NODES = SLICE_CHECK_NODES = 100
    """With a time limit or a slice in seconds, the clock is read about every this many nodes."""

    def __init__(self, position: KunitoriPosition, limits: Limits = Limits(), engine: Negamax | None = None):
        self.limits = limits
        self.done = False
        self.seconds = 0.0
        if engine is None:
            engine = Negamax()
        engine.nodes = 0
        self.engine = self._midgame = self._engine = engine  # one engine does it all
        node = position.node
        if is_over(node):
            self.result = Result(None, final_score(node) / 100, 0, True)
            self.done = True
            return
        children = [(code_action(code), child) for code, child in expand(node)]
        self._pieces = hand_size(node[5]) + hand_size(node[6])
        exact = self._pieces <= limits.exact_pieces
        self._node_limit = limits.exact_nodes if exact and limits.exact_nodes is not None else limits.nodes
        first = children[0][1]
        over = is_over(first)
        self.result = Result(children[0][0], -(final_score(first) if over else evaluate(first)) / 100, 0, over)
        if len(children) == 1:
            self.done = True  # forced: nothing to think about (the score is a guess unless the game ends)
        else:
            self._steps = self._think(children, exact)

    def _think(self, children: list[tuple[Action, Node]], exact: bool):
        """Iterative deepening, each iteration trying the previous one's best first; with
        ``exact``, a warm-up then the search to the end."""
        engine = self.engine
        last = min(self.limits.depth, WARM_UP_DEPTH) if exact else self.limits.depth
        depths = list(range(1, last + 1)) + ([EXACT] if exact else [])
        for depth in depths:
            scored, solved = yield from engine.scores(children, depth, self.limits.all_moves)
            rank = {action: index for index, (action, _) in enumerate(scored)}
            children.sort(key=lambda pair: rank[pair[0]])
            self.result = Result(
                scored[0][0], scored[0][1] / 100, self._pieces if depth == EXACT else depth, solved, self.nodes,
                tuple((action, value / 100) for action, value in scored),
            )
            if solved:
                return

    def _final_result(self) -> Result:
        """``Sliced``'s, but a solved result stands (the proof at depth ``EXACT`` is no better)."""
        if self.result.exact:
            return replace(self.result, nodes=self.nodes)
        return super()._final_result()


class Negamax:
    """Depth-limited negamax, principal variation search with a transposition table,
    counting nodes and pausing (yielding) when ``nodes`` reaches ``pause_at``; scores in
    hundredths of a point; its table is emptied when it holds ``table_limit`` nodes. ``cut`` records that a leaf was judged by ``evaluate`` (the
    value is a guess, not a proof). Not ``base.search.Negamax``: its table keeps proofs
    (``EXACT``), a forced action uses no depth and it knows when it has solved the game.
    With ``solid``, the end of a solve is done by ``solve`` (see ``SOLID_PIECES``)."""

    def __init__(self, table_limit: int = TABLE_LIMIT, solid: bool = False) -> None:
        self.table_limit = table_limit
        self.solid = SOLID_PIECES if solid else -1
        self.nodes = 0
        self.pause_at = float("inf")
        self.table: dict[Node, tuple[int, int, int, int | None]] = {}
        self.proved: tuple[int, Action, int] | None = None  # (depth, action, score): best root action so far
        self.cut = False

    def scores(self, children: list[tuple[Action, Node]], depth: int, all_moves: bool):
        """Search the root's ``children`` (``(action, node)``, best guess first) ``depth``
        plies deep (generator); returns ``([(action, score), ...] best first, solved)``.
        With ``all_moves`` every score is exact, else only the first is and the others are
        upper bounds. ``solved``: every leaf was a finished game."""
        self.cut = False
        scored = yield from root_scores(self, children, depth, all_moves, self.search)
        return scored, not self.cut

    def search(self, node: Node, depth: int, alpha: int, beta: int):
        """The negamax value of ``node`` searched ``depth`` plies deep (generator)."""
        self.nodes += 1
        if self.nodes >= self.pause_at:
            yield
        if is_over(node):
            return final_score(node)
        if depth <= 0:
            self.cut = True
            return evaluate(node)
        if depth > EXACT // 2 and _left(node[5], node[6]) <= self.solid:  # to the end
            return self.solve(node, alpha, beta)
        known, alpha, beta, hint = self._probe(node, depth, alpha, beta)
        if known is not None:
            return known
        children = expand(node)
        below = depth - 1 if len(children) > 1 else depth  # a forced action uses no depth
        hand = node[5]
        if below <= 0 or not node[6] and not hand & (hand - 1):  # the children are leaves
            return self._leaves(children)
        children.sort(key=lambda pair: (pair[0] != hint, evaluate(pair[1])))
        window_low = alpha
        cut_before, self.cut = self.cut, False
        best, best_code = -INFINITY, None
        for code, child in children:
            low, high = (-beta, -alpha) if best_code is None else (-alpha - 1, -alpha)
            while True:
                score = -(yield from self.search(child, below, low, high))
                if high - low > 1 or not alpha < score < beta:
                    break
                low, high = -beta, -score  # failed high inside the window: search it again
            if score > best:
                best, best_code = score, code
                if score > alpha:
                    if score >= beta:
                        break
                    alpha = score
        solved = not self.cut
        self.cut = cut_before or self.cut
        self._store(node, EXACT if solved else depth, best, window_low, beta, best_code)
        return best

    def _leaves(self, children: list[tuple[int, Node]]) -> int:
        """The best of ``children`` judged as they are: finished games exactly, the others
        by ``evaluate``. For a node above the horizon, or whose action ends the game (the
        opponent's hand is empty and the mover holds one piece)."""
        self.nodes += len(children)
        best = -INFINITY
        for _, child in children:
            if is_over(child):
                score = -final_score(child)
            else:
                self.cut = True
                score = -evaluate(child)
            if score > best:
                best = score
        return best

    def solve(self, node: Node, alpha: int, beta: int) -> int:
        """The exact value of ``node`` (not over) within ``(alpha, beta)`` (fail-soft), in
        one call: principal variation search to the end sharing the table, the table's
        best action first, then the others by ``evaluate`` (more than ``EVALUATE_PIECES``
        pieces left) or ``cheap``; a child the table proves good enough cuts at once
        (more than ``ETC_PIECES`` left); the last ``SMALL_PIECES`` by ``endgame``."""
        known, alpha, beta, hint = self._probe(node, EXACT, alpha, beta)
        if known is not None:
            return known
        hand, opp_hand = node[5], node[6]
        children = expand(node)
        window_low = alpha
        best, best_code = -INFINITY, None
        left = _left(hand, opp_hand)
        if left > ETC_PIECES:  # a child the table knows well enough may cut at once
            table = self.table
            for code, child in children:
                entry = table.get(child)
                if entry is not None and entry[0] >= EXACT and -entry[2] >= beta:
                    self._store(node, EXACT, -entry[2], window_low, beta, code)
                    return -entry[2]
        if len(children) > 1:
            if left > EVALUATE_PIECES:
                children.sort(key=lambda pair: (pair[0] != hint, evaluate(pair[1])))
            else:
                children.sort(key=lambda pair: (pair[0] != hint, cheap(pair[1])))
        for code, child in children:
            self.nodes += 1
            if child[8] >= 2 or not (child[5] or child[6]):
                score = -final_score(child)
            elif _left(child[5], child[6]) <= SMALL_PIECES:
                score = -endgame(*child, -beta, -alpha)
                self.nodes += _CALLS[0]  # its work
                _CALLS[0] = 0
            elif best_code is None:
                score = -self.solve(child, -beta, -alpha)
            else:
                score = -self.solve(child, -alpha - 1, -alpha)
                if alpha < score < beta:
                    score = -self.solve(child, -beta, -score)
            if score > best:
                best, best_code = score, code
                if score > alpha:
                    if score >= beta:
                        break
                    alpha = score
        self._store(node, EXACT, best, window_low, beta, best_code)
        return best

    def _probe(self, node: Node, depth: int, alpha: int, beta: int) -> tuple[int | None, int, int, int | None]:
        """What the table knows of ``node`` searched ``depth`` deep: ``(value, alpha,
        beta, hint)``, the value when it settles the search (else None), the window
        narrowed to the known bounds, the best action found before; ``cut`` is set when a
        bound that is not a proof serves."""
        entry = self.table.get(node)
        if entry is None:
            return None, alpha, beta, None
        entry_depth, lower, upper, hint = entry
        if entry_depth >= depth:
            if entry_depth < EXACT:
                self.cut = True
            if lower >= beta or upper <= alpha or lower == upper:
                return lower if lower >= beta or lower == upper else upper, alpha, beta, hint
            alpha, beta = max(alpha, lower), min(beta, upper)
        return None, alpha, beta, hint

    def _store(self, node: Node, depth: int, best: int, low: int, beta: int, code: int | None) -> None:
        """Keep ``best``, found within ``(low, beta)`` ``depth`` deep, as bounds of
        ``node``'s value, with its best action (emptying the table when full)."""
        if len(self.table) >= self.table_limit:
            self.table.clear()
        self.table[node] = (depth, best if best > low else -INFINITY, best if best < beta else INFINITY, code)
