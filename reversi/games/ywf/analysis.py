"""Looking back at a YWF game with a coach (``VARIANT.analyser``, see
``reversi.base.analysis``): the value of every action of a position, the final piece
difference for the side that takes it (on equal counts +0.5 when the token gives it the
win, -0.5 when it gives the win away). The top level's search, scoring every action
(``LIMITS``); YWF has no exact solver, so only a finished game is exact.

>>> from reversi.games.ywf.rules import YwfPosition
>>> appraising = analyser(YwfPosition.initial())          # in slices, as a page would
>>> while not appraising.step(seconds=0.02):
...     pass
>>> appraisal = appraising.appraisal
>>> len(appraisal.values), appraisal.exact, appraisal.values[0][1] >= appraisal.values[-1][1]
(13, False, True)

A forced Pass is the only action of its position, worth what the position after it is
worth to the other side, negated (a finished game's exact result).
"""

from __future__ import annotations

from dataclasses import replace

from ...base.analysis import Appraisal, Appraising, Complete
from ...base.variant import solution_line
from .evaluation import final_score
from .players import LEVELS
from .rules import PASS, YwfPosition
from .search import YwfSearch

LIMITS = replace(LEVELS[-1].limits, all_moves=True, seconds=None)
"""The top level's search (15,000 nodes) scoring every action, without its time cap: the
same values on any machine."""


class AllMoves(Complete, YwfSearch):
    """``YwfSearch`` scoring every action and ending on its last finished iteration."""


def analyser(position: YwfPosition, played=None) -> Appraising:
    """The appraisal of the actions of ``position``, in slices: every action, ``played``
    among them."""
    if position.is_game_over():
        return Appraising.known(Appraisal((), exact=True))
    if not position.must_pass():
        return Appraising(AllMoves(position, LIMITS))
    after, sign = position.play(PASS), -1
    while after.must_pass():  # the other side passes too: the game is over
        after, sign = after.play(PASS), -sign
    if after.is_game_over():
        return Appraising.known(Appraisal(((PASS, sign * final_score(after.node) / 100),), exact=True))
    return Appraising.forced(AllMoves(after, LIMITS), PASS, sign)


def solve(position: YwfPosition) -> str:
    """The exact best action and final piece difference (``endgame``), up to
    ``endgame.MOST_EMPTIES`` empty squares; on equal pieces ``0 (the token wins)`` or
    ``0 (the token loses)`` when the token decides (``0`` alone: a draw)."""
    from .endgame import solve as exact

    solution = exact(position)
    score = solution.score
    text = f"0 (the token {'wins' if score > 0 else 'loses'})" if abs(score) == 50 else str(score // 100)
    return solution_line(None if solution.action is None else str(solution.action), text)
