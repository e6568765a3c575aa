"""The computer's levels for YWF, weakest first, on the same machinery as Reversi's
(``reversi.base.players``: ``Level``, the softmax ``pick`` among near-best moves, thinking
in slices) with the YWF search.

>>> import random
>>> from reversi.games.ywf.rules import YwfPosition
>>> start = YwfPosition.initial()
>>> action = choose_action(start, 1, random.Random(7))           # blocking
>>> action in start.legal_actions(), choose_action(start, 1, random.Random(7)) == action
(True, True)
>>> thinking = YwfThinking(start, level(5), random.Random(7))   # the page's way: in slices
>>> while not thinking.step(seconds=0.02):
...     pass                                                     # let the page breathe here
>>> thinking.move in start.legal_actions()
True
"""

from __future__ import annotations

import random

from ...base import players
from ...base.players import Level, Thinking
from ...base.search import Limits
from .rules import Action, YwfPosition
from .search import YwfSearch

LEVELS = (
    Level(1, Limits(depth=1, all_moves=True, seconds=2.0), temperature=3.0, margin=6.0, random_share=0.9, fluster=0),
    Level(2, Limits(depth=1, all_moves=True, seconds=2.0), temperature=3.0, margin=6.0),
    Level(3, Limits(depth=2, all_moves=True, seconds=2.0), temperature=0.3, margin=1.0),
    Level(4, Limits(nodes=3_000, seconds=2.0)),
    Level(5, Limits(nodes=15_000, seconds=2.0)),
)
"""The levels, weakest first (``LEVELS[i].id == i + 1``): 1 (ひよこ) takes 9 actions in
10 anywhere legal, the others among its near-best one action ahead, and any legal
one while the other side has more pieces (a random player wins about half the time
against it; a greedy one, most pieces changed, nearly 90%: in YWF turning many pieces
is a good plan); 2 (うさぎ) looks one action ahead and picks freely among the near-best
(a random player wins about 15%, a greedy one about half); 3 looks two ahead and
rarely strays; 4 and 5 search about 3,000 and 15,000 nodes (3 plies or more) and always
play their best: in CPython up to about 0.03 s and 0.16 s a move, 4 times that in
Pyodide. ``bench/kids.py`` measures 1 and 2; ``bench/ladder.py --game ywf`` checks that
each level beats the one below."""


def level(number: int) -> Level:
    """The YWF level with id ``number`` (1 to 5); ValueError for anything else."""
    return players.level(number, LEVELS)


class YwfThinking(Thinking):
    """``players.Thinking`` with the YWF search: ``move`` is the chosen ``Action``."""

    SEARCH = YwfSearch


def choose_action(position: YwfPosition, level_id: int, rng: random.Random) -> Action | None:
    """The action level ``level_id`` takes in ``position`` (None once the game is over); blocks."""
    return YwfThinking(position, level(level_id), rng).run()


def thinking(position: YwfPosition, level_id: int, rng: random.Random) -> YwfThinking:
    """The page's computer at level ``level_id`` in ``position``, in slices."""
    return YwfThinking(position, level(level_id), rng)


def best(position: YwfPosition, level_id: int, rng: random.Random) -> str:
    """The action level ``level_id`` takes in ``position`` (``game over``)."""
    action = choose_action(position, level_id, rng)
    return "game over" if action is None else str(action)
