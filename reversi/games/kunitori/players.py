"""The computer's five levels for くにとり, from one a first-time child can beat
(ひよこ, 1) to the strongest the time allows (りゅう, 5).

A level is a search budget plus some randomness: the weaker levels score every action
and pick among the good ones at random (never one far worse than the best), the stronger
ones always play a best action and solve the end of the game exactly. Everything is
counted in nodes, not seconds, so a level plays the same actions on any machine for the
same ``random.Random``; the time cap (``Limits.seconds``) is only a safety net.

>>> import random
>>> from .rules import KunitoriPosition
>>> start = KunitoriPosition.initial()
>>> action = choose_action(start, 1, random.Random(7))          # blocking
>>> action in start.legal_actions(), choose_action(start, 1, random.Random(7)) == action
(True, True)
>>> thinking = Thinking(start, level(5), random.Random(7))     # the page's way: in slices
>>> while not thinking.step(seconds=0.005):
...     pass                                                    # let the page breathe here
>>> thinking.move in start.legal_actions()
True
"""

from __future__ import annotations

import random

from ...base import players
from ...base.players import Level, Thinking as BaseThinking
from .actions import Action
from .rules import KunitoriPosition
from .search import Limits, Result, Search

LEVELS = (
    Level(1, Limits(depth=1, all_moves=True, seconds=2.0), temperature=3.0, margin=4.0, random_share=0.5),
    Level(2, Limits(depth=1, all_moves=True, seconds=2.0), temperature=0.3, margin=1.0, random_share=0.1),
    Level(3, Limits(depth=2, all_moves=True, exact_pieces=4, seconds=3.0), temperature=0.3, margin=1.0),
    Level(4, Limits(nodes=600, exact_pieces=5, exact_nodes=2_000, seconds=3.0)),
    Level(5, Limits(nodes=60_000, exact_pieces=10, exact_nodes=80_000, seconds=1.0)),
)
"""The levels, weakest first (``LEVELS[i].id == i + 1``; the page names them ひよこ, うさぎ,
きつね, ふくろう, りゅう):

1. ひよこ: half the time any legal action, else one action ahead, almost at random among
   those at most 4 points worse than its favourite: a random player scores about half
   against it (47%), one playing the action that scores best right now 74%;
2. うさぎ: one action in ten anywhere legal, else one action ahead among those at most a
   point worse, better ones much more likely: it beats a random player 80% of the time
   and scores about even with the greedy one (it scores 41% against it);
3. looks two actions ahead, strays as 2 does, plays the last 4 pieces perfectly;
4. searches about 600 nodes (3 plies or so) and always plays its best, perfect on the
   last 5 pieces;
5. searches about 60,000 nodes (5 to 7 plies) and plays perfectly from 10 pieces left
   (if 80,000 nodes suffice; else its best proven action): about 0.1 s a move in
   CPython, 0.2 s in Pyodide (at most 0.25 s measured); its time cap of 1 s keeps a
   slow device near the page's 1 s a move.

Nodes, not seconds, bound them. ``bench/ladder.py --game kunitori`` checks that each
beats the one below at least 65% of the time, ``bench/kids.py --game kunitori`` the
stand-ins' scores against 1 and 2 (issue #19's targets), ``bench/kunitori_solve.py``
what solving the end costs. The second player (brown, who places last) has the upper hand: solved from the start
(``Search(KunitoriPosition.initial(), Limits(exact_pieces=16))``: 39 million nodes, under
3 minutes of CPU with a larger table) brown wins by a point with best play. Most of a
level's edge over the one below comes from its games as white.
"""


def level(number: int, levels: tuple[Level, ...] = LEVELS) -> Level:
    """The level with id ``number`` (1 to 5); ValueError for anything else."""
    return players.level(number, levels)


class Thinking(BaseThinking):
    """``players.Thinking`` with the くにとり search: ``move`` is the chosen action (a give
    or the pass when forced; None once the game is over). Its levels stray even from a
    solved end (level 3 solves the last 4 pieces)."""

    SEARCH = Search
    STRAYS_WHEN_SOLVED = True


def pick(result: Result, chosen_level: Level, rng: random.Random) -> Action | None:
    """The action a level takes given its search ``result`` (``players.pick``, straying
    even from a solved result, as ``Thinking`` does)."""
    return players.pick(result, chosen_level, rng, strays_when_solved=True)


def choose_action(position: KunitoriPosition, level_id: int, rng: random.Random) -> Action | None:
    """The action level ``level_id`` takes in ``position`` (None once the game is over); blocks."""
    return Thinking(position, level(level_id), rng).run()


def thinking(position: KunitoriPosition, level_id: int, rng: random.Random) -> Thinking:
    """The page's computer at level ``level_id`` in ``position``, in slices."""
    return Thinking(position, level(level_id), rng)


def best(position: KunitoriPosition, level_id: int, rng: random.Random) -> str:
    """The action level ``level_id`` takes in ``position`` (``game over``)."""
    action = choose_action(position, level_id, rng)
    return "game over" if action is None else str(action)
