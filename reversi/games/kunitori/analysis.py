"""Looking back at a くにとり game with a coach (``VARIANT.analyser``, see
``reversi.base.analysis``) and the exact solver of the command line (``VARIANT.solve``):
the value of an action is the final point difference for the side that takes it, under
perfect play from both sides (the search's own scores: a point is 1, a win on equal
points by fewer pieces 0.5, which the coach rounds to 0 points).

The coach needs two values a position: its best action's, which is the position's own
value, and the played action's, which is minus the value of the position after it. So
``value_of`` solves each position of the game once, proving only its best action, and
keeps the value in ``VALUES``; the coach goes from the end backwards, so the position
after each one is known when it comes. A position is solved exactly (``exactly``) when
it and the one after the played action are in the opening book (``book``: the start and
every position after the first and the second action) or have at most ``EXACT_PIECES``
pieces left in both hands (from the fourth action of a game on): every action of a game
from the start. A position outside both (14 or more pieces left, from a link that no game
reaches) gets the top level's estimate of every action: solving it takes seconds to a
minute of CPU, beyond the page's 15 s a game.

>>> from .rules import KunitoriPosition, parse_action
>>> late = KunitoriPosition.replay("Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3")   # 8 pieces left
>>> appraisal = analyser(late, parse_action("Sa2")).run()             # the best and the played
>>> [(str(action), value) for action, value in appraisal.values], appraisal.exact
([('Sa3', 1.0), ('Sa2', -1.0)], True)
>>> [(str(action), value) for action, value in analyser(late).run().values[:3]]   # every action
[('Sa3', 1.0), ('Ga3', 0.0), ('Sa2', -1.0)]
>>> solve(late)
'best Sa3 score +1'
>>> second = KunitoriPosition.replay("Sb2")                 # 15 pieces left: in the book
>>> analyser(second, parse_action("Ka1")).run().exact
True
>>> outside = KunitoriPosition.parse("---/---/--- w KRBGSNL krbgsnlp - - -")   # no game reaches it
>>> opening = analyser(outside, parse_action("Ka1"))        # in slices, as a page would
>>> while not opening.step(seconds=0.02):
...     pass
>>> len(opening.appraisal.values), opening.appraisal.exact
(54, False)

An action that is the only one of its position (a give of the last kind that cannot be
placed, the pass of an empty hand) is worth what the position after it is worth to the
other side, negated.
"""

from __future__ import annotations

from dataclasses import replace

from ...base.analysis import Appraisal, Appraising, Complete
from ...base.search import Result
from . import book
from .actions import Action
from .evaluation import final_score
from .players import LEVELS
from .pieces import LINE_NAMES
from .rules import Decision, KunitoriPosition, Node, code_action, expand, hand_size, is_over
from .search import EXACT, WARM_UP_DEPTH, Negamax, Search

EXACT_PIECES = 13
"""A position with at most this many pieces left in both hands is solved exactly (the
positions after the first three actions of a game): a whole game is then analysed in the
page within its 15 seconds (``bench/analysis.py --game kunitori --target 15``)."""

LIMITS = replace(LEVELS[-1].limits, all_moves=True, seconds=None, exact_pieces=0, exact_nodes=None)
"""The top level's search (60,000 nodes) scoring every action, without its time cap (the
same values on any machine): the estimate where the coach does not solve."""

TABLE_LIMIT = 400_000
"""The size at which ``ENGINE``'s table is emptied: the solves of a whole game stay well
below it (about 200,000 positions), and it bounds the page's memory."""

ENGINE = Negamax(TABLE_LIMIT, solid=True)
"""The engine of every exact solve, one at a time: its table is kept from one position to
the next (a solved subtree is never searched again)."""


VALUES: dict[Node, tuple[int, Action | None]] = {}
"""The exact value (in hundredths, for the side to move) and a best action of each
position ``value_of`` solved, so that the position before it on a game's path finds
its played action's value there."""


def value_of(position: KunitoriPosition, engine: Negamax | None = None, known: bool = True):
    """The exact ``(value, best action)`` of ``position`` for the side to move, the value
    in hundredths (``final_score``), the action None once the game is over (a generator,
    pausing when ``engine.nodes`` reaches its ``pause_at``). Through the only action of a
    position to the one after it; otherwise from ``VALUES`` or the book (with ``known``),
    or solved to the end by ``engine`` (by default ``ENGINE``) proving only the best
    action (after a short warm-up)."""
    engine = engine or ENGINE
    node = position.node
    if is_over(node):
        return final_score(node), None
    found = VALUES.get(node)
    if found is None and known:
        entry = book.lookup(node)
        if entry is not None:
            found = entry[0], code_action(entry[1])
    if found is not None:
        return found
    children = [(code_action(code), child) for code, child in expand(node)]
    if len(children) == 1:
        (action, _), = children
        value, _ = yield from value_of(position.play(action), engine, known)
        found = -value, action
    else:
        for depth in (*range(1, WARM_UP_DEPTH + 1), EXACT):
            scored, solved = yield from engine.scores(children, depth, False)
            rank = {action: index for index, (action, _) in enumerate(scored)}
            children.sort(key=lambda pair: rank[pair[0]])
            if solved:
                break
        found = scored[0][1], scored[0][0]
    if len(VALUES) >= TABLE_LIMIT:
        VALUES.clear()
    VALUES[node] = found
    return found


class AllMoves(Complete, Search):
    """``Search`` scoring every action, ending on its last finished iteration (the top
    level's estimate, before the coach solves exactly)."""


class Exact(Complete):
    """The exact values of the best action of ``position`` and of ``played`` (of every
    action when None), in slices (``base.search.Sliced``): ``value_of`` the position,
    then of the position after each action asked for that is not the best, negated.
    Its ``result.scores`` are those values, best first, in points."""

    def __init__(self, position: KunitoriPosition, played: Action | None = None):
        self.limits = LIMITS
        self.done, self.seconds, self._node_limit = False, 0.0, None
        self._midgame = self._engine = ENGINE
        ENGINE.nodes = 0
        self.result = Result(None, 0.0)
        self._steps = self._think(position, played)

    def _think(self, position: KunitoriPosition, played: Action | None):
        value, best = yield from value_of(position)
        scores = [(best, value)]
        for action in position.legal_actions() if played is None else (played,):
            if action != best:
                after, _ = yield from value_of(position.play(action))
                scores.append((action, -after))
        scores[1:] = sorted(scores[1:], key=lambda pair: -pair[1])
        pieces = hand_size(position.node[5]) + hand_size(position.node[6])
        self.result = Result(
            best, value / 100, pieces, True, ENGINE.nodes, tuple((action, score / 100) for action, score in scores)
        )


def preparing(seconds: float | None = None):
    """The opening book read (``book.reading``): the page does it in slices before its
    first analysis."""
    return book.reading(seconds)


def _pieces(position: KunitoriPosition) -> int:
    node = position.node
    return hand_size(node[5]) + hand_size(node[6])


def _solvable(position: KunitoriPosition) -> bool:
    """Whether the coach may solve ``position``: over, known (``VALUES``, the book) or
    with at most ``EXACT_PIECES`` pieces left."""
    node = position.node
    return is_over(node) or _pieces(position) <= EXACT_PIECES or node in VALUES or book.lookup(node) is not None


def exactly(position: KunitoriPosition, played: Action | None = None) -> bool:
    """Whether ``analyser`` values ``position`` exactly: it and the position after
    ``played`` (after each action when None) are solvable (see ``_solvable``)."""
    actions = position.legal_actions() if played is None else (played,)
    return _solvable(position) and all(_solvable(position.play(action)) for action in actions)


def _forced(position: KunitoriPosition) -> tuple[KunitoriPosition, int] | None:
    """Where the only action of ``position`` leads, past the only actions that follow, and
    the sign of the value there for the side to move in ``position``; None when it has a
    choice."""
    actions, sign = position.legal_actions(), 1
    if len(actions) != 1:
        return None
    while len(actions) == 1:
        position, sign = position.play(actions[0]), -sign
        actions = position.legal_actions()
    return position, sign


def analyser(position: KunitoriPosition, played: Action | None = None) -> Appraising:
    """The appraisal of the best action of ``position`` and of ``played`` (of every
    action when None), in slices: exact where ``exactly`` says so, else the top level's
    estimate of every action."""
    if position.is_game_over():
        return Appraising.known(Appraisal((), exact=True))
    if exactly(position, played):
        return Appraising(Exact(position, played))
    forced = _forced(position)
    if forced is None:
        return Appraising(AllMoves(position, LIMITS))
    (action,), (after, sign) = position.legal_actions(), forced
    return Appraising.forced(AllMoves(after, LIMITS), action, sign)


def solved(position: KunitoriPosition, engine: Negamax | None = None, known: bool = True) -> tuple[int, Action | None]:
    """``value_of`` run to its end at once: ``(value, best action)``."""
    steps = value_of(position, engine, known)
    (engine or ENGINE).pause_at = float("inf")
    try:
        while True:
            next(steps)
    except StopIteration as stop:
        return stop.value


def solve(position: KunitoriPosition) -> str:
    """``best ACTION score N``: an exact best action of ``position`` and the final point
    difference for the side to move with best play from both sides (``game over score N``
    once over), with ``(fewer pieces wins)`` or ``(more pieces loses)`` when the points are
    equal and the pieces on the board decide. Blocks: instant in the book and up to 12
    pieces left, a second or two from 13, several from 14, longer from 15.

    >>> solve(KunitoriPosition.parse("KRB/gs-/--- b - - - - -"))
    'game over score -1'
    >>> solve(KunitoriPosition.initial())                 # from the book
    'best Ka1 score -1'
    """
    hundredths, action = solved(position)
    value = hundredths / 100
    head = "game over" if action is None else f"best {action}"
    points = round(value)
    decided = "" if value == points else " (fewer pieces wins)" if value > 0 else " (more pieces loses)"
    return f"{head} score {points:+d}{decided}" if points else f"{head} score 0{decided}"


def result_lines(position: KunitoriPosition) -> list[str]:
    """What ``replay`` prints: who wins each row and column (``row 1: white``, ``column b:
    none``), then ``white P brown Q: white wins`` (``brown wins``, ``draw``; ``not over``
    for a game that goes on), P and Q the points, after the pieces received and on the
    board (and whether fewer pieces decided)."""
    score = position.score()
    lines = []
    for name in LINE_NAMES:
        owner = next((side for side, won in zip(("white", "brown"), score.lines) if name in won), "none")
        lines.append(f"{'row' if name.isdigit() else 'column'} {name}: {owner}")
    lines.append(f"received: white {score.received[0]} brown {score.received[1]}")
    decides = " (equal points: fewer pieces wins)" if score.decided_by is Decision.PIECES else ""
    lines.append(f"pieces: white {score.pieces[0]} brown {score.pieces[1]}{decides}")
    if not position.is_game_over():
        result = "not over"
    else:
        result = "draw" if score.winner is None else f"{score.winner.value} wins"
    white, brown = score.points
    lines.append(f"white {white} brown {brown}: {result}")
    return lines
