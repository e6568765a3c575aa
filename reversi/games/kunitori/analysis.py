"""Looking back at a くにとり game with a coach (``VARIANT.analyser``, see
``reversi.base.analysis``) and the exact solver of the command line (``VARIANT.solve``):
the value of every action of a position is the final point difference for the side that
takes it, under perfect play from both sides (the search's own scores: a point is 1, a
win on equal points by fewer pieces 0.5, which the coach rounds to 0 points).

With at most ``EXACT_PIECES`` pieces left in both hands (from the sixth action of a game
on) every action is solved to the end. The solves share one engine, ``ENGINE``,
whose table keeps what they proved: the coach analyses a game from its end backwards, so
each position finds the position after it, and most of what lies below, already solved.
Before that, every action gets the top level's estimate: solving from the start takes
some 39 million nodes, minutes of CPU, far beyond a page.

>>> from .rules import KunitoriPosition
>>> late = KunitoriPosition.replay("Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3")   # 8 pieces left
>>> appraisal = analyser(late).run()
>>> [(str(action), value) for action, value in appraisal.values[:3]], appraisal.exact
([('Sa3', 1.0), ('Ga3', 0.0), ('Sa2', -1.0)], True)
>>> solve(late)
'best Sa3 score +1'
>>> opening = analyser(KunitoriPosition.initial())        # in slices, as a page would
>>> while not opening.step(seconds=0.02):
...     pass
>>> len(opening.appraisal.values), opening.appraisal.exact
(60, False)

An action that is the only one of its position (a give of the last kind that cannot be
placed, the pass of an empty hand) is worth what the position after it is worth to the
other side, negated.
"""

from __future__ import annotations

from dataclasses import replace

from ...base.analysis import Appraisal, Appraising, Complete
from .evaluation import final_score
from .players import LEVELS
from .pieces import LINE_NAMES
from .rules import Decision, KunitoriPosition, hand_size
from .search import Limits, Negamax, Search

EXACT_PIECES = 11
"""Every action of a position with at most this many pieces left in both hands is solved
exactly (the positions after the first five actions of a game): a whole game is then
analysed in the page within its 15 seconds (``bench/analysis.py --game kunitori --target
15``). The position before, with 12 pieces left, costs about as much as all those after
it together (games 1-3 of ``tests/unit/games/kunitori/games.txt``: 0.7 to 1.2 million
nodes with it, 0.3 to 0.6 million without; in Pyodide 13 to 21 s of CPU a game with it,
on a loaded machine)."""

LIMITS = replace(LEVELS[-1].limits, all_moves=True, seconds=None, exact_pieces=EXACT_PIECES, exact_nodes=None)
"""The top level's search (60,000 nodes) scoring every action, without its time cap (the
same values on any machine), and within ``EXACT_PIECES`` an exact solve of every action
with no node limit."""

TABLE_LIMIT = 400_000
"""The size at which ``ENGINE``'s table is emptied: the solves of a whole game stay well
below it (about 200,000 positions), and it bounds the page's memory."""

ENGINE = Negamax(TABLE_LIMIT)
"""The engine of every exact solve, one at a time: its table is kept from one position to
the next (a solved subtree is never searched again)."""


SOLVE = replace(LIMITS, exact_pieces=16, all_moves=False)
"""``solve``'s search: to the end from anywhere, proving only the best action."""


class AllMoves(Complete, Search):
    """``Search`` scoring every action, ending on its last finished iteration; within
    ``limits.exact_pieces`` with ``ENGINE`` and no node limit."""

    def __init__(self, position: KunitoriPosition, limits: Limits = LIMITS):
        node = position.node
        exact = hand_size(node[5]) + hand_size(node[6]) <= limits.exact_pieces
        super().__init__(position, limits, ENGINE if exact else None)
        if exact:
            self._node_limit = None


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


def analyser(position: KunitoriPosition) -> Appraising:
    """The appraisal of the actions of ``position``, in slices."""
    return _appraising(position, LIMITS)


def _appraising(position: KunitoriPosition, limits: Limits) -> Appraising:
    if position.is_game_over():
        return Appraising.known(Appraisal((), exact=True))
    forced = _forced(position)
    if forced is None:
        return Appraising(AllMoves(position, limits))
    (action,), (after, sign) = position.legal_actions(), forced
    if after.is_game_over():
        return Appraising.known(Appraisal(((action, sign * final_score(after.node) / 100),), exact=True))
    return Appraising.forced(AllMoves(after, limits), action, sign)


def solve(position: KunitoriPosition) -> str:
    """``best ACTION score N``: an exact best action of ``position`` and the final point
    difference for the side to move with best play from both sides (``game over score N``
    once over), with ``(fewer pieces wins)`` or ``(more pieces loses)`` when the points are
    equal and the pieces on the board decide. Blocks: instant from ``EXACT_PIECES`` pieces
    left, seconds from 12 or 13, minutes from the start.

    >>> solve(KunitoriPosition.parse("KRB/gs-/--- b - - - - -"))
    'game over score -1'
    """
    if position.is_game_over():
        value, head = final_score(position.node) / 100, "game over"
    else:
        action, value = _appraising(position, SOLVE).run().best
        head = f"best {action}"
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
