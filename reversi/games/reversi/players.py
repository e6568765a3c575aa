"""The computer's five levels for Reversi, from one a first-time child can beat to the
strongest the time allows (about 1 s a move in the browser), on the machinery every game
shares (``reversi.base.players``: ``Level``, thinking in slices, the softmax ``pick``).

>>> import random
>>> from reversi.games.reversi.position import Position, square_name
>>> start = Position.initial()
>>> move = choose_move(start, 1, random.Random(7))            # blocking
>>> square_name(move) in {"d3", "c4", "f5", "e6"}, choose_move(start, 1, random.Random(7)) == move
(True, True)
>>> thinking = Thinking(start, level(5), random.Random(7))    # the page's way: in slices
>>> while not thinking.step(seconds=0.02):
...     pass                                                   # let the page breathe here
>>> thinking.move in start.legal_actions()
True
"""

from __future__ import annotations

import random
from dataclasses import replace

from ...base import players
from ...base.players import Level
from ...base.search import Limits
from ...base.sides import square_name
from . import evaluation, patterns
from .position import Position
from .search import Search, exact_reach

TIMED = True
"""``best`` takes ``seconds``: every level can think to a time budget (``with_time``)."""

EVALUATIONS = {"": evaluation.evaluate_all, "patterns": patterns.evaluate_all}
"""A level's ``evaluation``: by default a few hand-picked features (``evaluation``), or
tables learnt from solved endgames (``patterns``)."""

LEVELS = (
    Level(1, Limits(depth=1, all_moves=True, seconds=2.0), temperature=6.0, margin=12.0, random_share=0.9, fluster=0),
    Level(2, Limits(depth=2, all_moves=True, seconds=2.0), temperature=2.0, margin=6.0, fluster=8),
    Level(3, Limits(depth=3, all_moves=True, exact_empties=8, seconds=3.0), temperature=0.5, margin=2.0),
    Level(4, Limits(nodes=6_000, exact_empties=12, exact_nodes=20_000, seconds=3.0)),
    Level(5, Limits(seconds=1.0, exact_empties=15, timed=True, pruning=True), evaluation="patterns"),
)
"""The levels, weakest first (``LEVELS[i].id == i + 1``):

1. ひよこ, a child who has just learnt the rules: 9 moves in 10 anywhere legal, the
   others its favourites one move ahead (within 12 discs of the best: it takes a free
   corner now and then), and anywhere legal as soon as the other side has more discs.
   A random player wins about half the time against it, a greedy one (most discs
   turned) about 60%;
2. うさぎ looks two moves ahead and picks among the moves within 6 discs of its
   favourite, but plays anywhere legal while the other side leads by more than 8 discs:
   it beats a random player about 85% of the time and is about even with a greedy one;
3. looks three moves ahead, rarely strays, plays the last 8 empty squares perfectly;
4. searches about 6,000 nodes (5 plies or so), perfect on the last 12 squares;
5. りゅう values positions with the pattern tables learnt from solved endgames
   (``patterns``; the others use a few hand-picked features, ``evaluation``) and thinks
   to a time budget (``Limits.timed``): 1 s a move, deepening as far as the time allows
   (7 to 9 plies in CPython) with ProbCut, its tables kept from one move to the next,
   perfect on the last 15 squares (if the solve ends in time; else its deepest move, or
   a better one the solve proved); ``with_time`` gives it another budget.
   ``bench/ladder.py --previous`` plays it against りゅう as it was before (``PREVIOUS``:
   15,000 nodes), ``--old`` against りゅう before its patterns (the features, 25,000
   nodes).

``bench/kids.py`` measures 1 and 2 against the random and the greedy player;
``bench/ladder.py`` checks that each level beats the one below at least 65% of the time.
"""


PREVIOUS = Level(5, Limits(nodes=15_000, exact_empties=14, exact_nodes=80_000, seconds=4.0), evaluation="patterns")
"""りゅう before it thought to a time budget (#31): 15,000 nodes, 14 empty squares solved."""

_TABLES: dict[str, tuple[dict, dict]] = {}
"""The tables of the timed levels' searches (midgame, endgame), by evaluation, kept from
one move to the next (each bounded by its search's limit)."""


def level(number: int) -> Level:
    """The Reversi level with id ``number`` (1 to 5); ValueError for anything else."""
    return players.level(number, LEVELS)


def with_time(chosen_level: Level, seconds: float) -> Level:
    """``chosen_level`` thinking ``seconds`` a move, solving as many empty squares as that
    allows (``search.exact_reach``); ValueError unless the level thinks to a time budget
    and ``seconds`` is positive.

    >>> with_time(level(5), 10.0).limits.exact_empties
    17
    """
    if not chosen_level.limits.timed:
        timed = ", ".join(str(each.id) for each in LEVELS if each.limits.timed)
        raise ValueError(f"only level {timed} thinks to a time budget, not level {chosen_level.id}")
    if not seconds > 0:
        raise ValueError(f"the time must be more than 0 seconds, not {seconds}")
    limits = replace(chosen_level.limits, seconds=seconds, exact_empties=exact_reach(seconds))
    return replace(chosen_level, limits=limits)


class Thinking(players.Thinking):
    """``base.players.Thinking`` with the Reversi search and the level's evaluation:
    ``move`` is the chosen square. A timed level searches with the tables its previous
    moves filled (``_TABLES``)."""

    SEARCH = Search

    def new_search(self, position: Position, chosen_level: Level) -> Search:
        evaluation = chosen_level.evaluation
        tables = _TABLES.setdefault(evaluation, ({}, {})) if chosen_level.limits.timed else None
        return Search(position, chosen_level.limits, EVALUATIONS[evaluation], tables)


def choose_move(position: Position, level_id: int, rng: random.Random, seconds: float | None = None) -> int | None:
    """The square level ``level_id`` plays in ``position`` (None: pass or game over),
    thinking ``seconds`` if given (``with_time``); blocks."""
    chosen = level(level_id) if seconds is None else with_time(level(level_id), seconds)
    return Thinking(position, chosen, rng).run()


def thinking(position: Position, level_id: int, rng: random.Random) -> Thinking:
    """The page's computer at level ``level_id`` in ``position``, in slices."""
    return Thinking(position, level(level_id), rng)


def best(position: Position, level_id: int, rng: random.Random, seconds: float | None = None) -> str:
    """The square level ``level_id`` plays in ``position`` (``pass``, ``game over``),
    thinking ``seconds`` if given (``with_time``; ValueError for a level that does not think to a time budget)."""
    move = choose_move(position, level_id, rng, seconds)
    return square_name(move) if move is not None else "game over" if position.is_game_over() else "pass"
