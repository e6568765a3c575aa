"""The computer's five levels, from one a first-time child can beat to the strongest
the time allows (about 1 s a move in the browser).

A level is a search budget plus some randomness: the weaker levels score every move
and pick among the good ones at random (never one far worse than the best), the two
weakest also play anywhere legal now and then, like a child, and the stronger ones
always play a best move and solve the endgame exactly. Everything is
counted in nodes, not seconds, so a level plays the same moves on any machine for
the same ``random.Random``; the time cap (``Limits.seconds``) is only a safety net.

>>> import random
>>> from reversi.position import Position, square_name
>>> start = Position.initial()
>>> move = choose_move(start, 1, random.Random(7))            # blocking
>>> square_name(move) in {"d3", "c4", "f5", "e6"}, choose_move(start, 1, random.Random(7)) == move
(True, True)
>>> thinking = Thinking(start, level(5), random.Random(7))    # the page's way: in slices
>>> while not thinking.step(seconds=0.02):
...     pass                                                   # let the page breathe here
>>> thinking.move in start.legal_moves()
True
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from .position import Position
from .search import Limits, Result, Search


@dataclass(frozen=True)
class Level:
    """``id`` 1 (weakest) to 5; ``limits`` bound its search; ``temperature`` (discs) is
    how freely it strays from the best move (0: never), ``margin`` (discs) how far below
    the best a move may score and still be chosen.

    The weakest levels play like a child who has just learnt the rules, a mood drawn
    afresh at every move: with chance ``random_share`` it puts a disc anywhere legal,
    and otherwise what its search prefers, as above (so it takes a free corner now and
    then). With ``fluster`` (discs) it loses its head while the other side has more
    than that many discs more than it: then it plays anywhere legal. The defaults (0,
    None): it always plays as its search prefers."""

    id: int
    limits: Limits
    temperature: float = 0.0
    margin: float = 0.0
    random_share: float = 0.0
    fluster: int | None = None


LEVELS = (
    Level(1, Limits(depth=1, all_moves=True, seconds=2.0), temperature=6.0, margin=12.0, random_share=0.9, fluster=0),
    Level(2, Limits(depth=2, all_moves=True, seconds=2.0), temperature=2.0, margin=6.0, fluster=9),
    Level(3, Limits(depth=3, all_moves=True, exact_empties=8, seconds=3.0), temperature=0.5, margin=2.0),
    Level(4, Limits(nodes=6_000, exact_empties=12, exact_nodes=20_000, seconds=3.0)),
    Level(5, Limits(nodes=25_000, exact_empties=14, exact_nodes=80_000, seconds=4.0)),
)
"""The levels, weakest first (``LEVELS[i].id == i + 1``):

1. ひよこ, a child who has just learnt the rules: 9 moves in 10 anywhere legal, the
   others its favourites one move ahead (within 12 discs of the best: it takes a free
   corner now and then), and anywhere legal as soon as the other side has more discs.
   A random player wins about half the time against it, a greedy one (most discs
   turned) about 60%;
2. うさぎ looks two moves ahead and picks among the moves within 6 discs of its
   favourite, but plays anywhere legal while the other side leads by more than 9 discs:
   it beats a random player about 85% of the time and is about even with a greedy one;
3. looks three moves ahead, rarely strays, plays the last 8 empty squares perfectly;
4. searches about 6,000 nodes (5 plies or so), perfect on the last 12 squares;
5. searches about 25,000 nodes (6 to 7 plies), perfect on the last 14 squares (if
   80,000 nodes suffice; else its best proven move): about 0.2 s a move in CPython,
   0.6 to 1 s in Pyodide.

``bench/kids.py`` measures 1 and 2 against the random and the greedy player;
``bench/ladder.py`` checks that each level beats the one below at least 65% of the time.
"""


def level(number: int, levels: tuple[Level, ...] = LEVELS) -> Level:
    """The level with id ``number`` (1 to 5) of ``levels``; ValueError for anything else."""
    if not 1 <= number <= len(levels):
        raise ValueError(f"the level must be 1 to {len(levels)}, not {number}")
    return levels[number - 1]


class Thinking:
    """A level choosing its move in ``position``, in slices like ``search.Search``:
    ``step(nodes)`` returns True when done, then ``move`` is the chosen square (None to
    pass, or when the game is over). ``rng`` is only drawn from when the search is over.
    ``SEARCH`` is the search class of the rules (a subclass for other rules sets its own)."""

    SEARCH = Search

    def __init__(self, position: Position, chosen_level: Level, rng: random.Random):
        self.level = chosen_level
        self.position = position
        self.search = self.SEARCH(position, chosen_level.limits)
        self._rng = rng
        self.move: int | None = None
        self.done = False
        if self.search.done:
            self._finish()

    @property
    def result(self) -> Result:
        return self.search.result

    def step(self, nodes: int | None = None, seconds: float | None = None) -> bool:
        """Think a slice more (see ``Search.step``); True once the move is chosen."""
        if not self.done and self.search.step(nodes, seconds):
            self._finish()
        return self.done

    def run(self) -> int | None:
        """Think until the move is chosen and return it."""
        while not self.step(1 << 62):
            pass
        return self.move

    def _finish(self) -> None:
        behind = self.position.opp.bit_count() - self.position.own.bit_count()
        self.move = pick(self.search.result, self.level, self._rng, behind)
        self.done = True


def pick(result: Result, chosen_level: Level, rng: random.Random, behind: int = 0) -> int | None:
    """The move a level plays given its search ``result``: the best one, or with a
    temperature a random one among those within ``margin`` of the best, better ones
    more likely (softmax). Exact (solved) results are always played as they are.

    With a ``random_share`` (see ``Level``) it first draws its mood: a random move of
    ``result.scores`` or the pick above; a random move always while it is ``behind``
    (the other side's discs minus its own) by more than its ``fluster``. The draws
    depend only on ``rng``, the result and ``behind``."""
    if result.exact or len(result.scores) < 2:
        return result.move
    moves = [square for square, _ in result.scores]
    if chosen_level.fluster is not None and behind > chosen_level.fluster:
        return rng.choice(moves)
    if chosen_level.random_share > 0 and rng.random() < chosen_level.random_share:
        return rng.choice(moves)
    if chosen_level.temperature <= 0:
        return result.move
    best = max(score for _, score in result.scores)
    candidates = [(square, score) for square, score in result.scores if score >= best - chosen_level.margin]
    weights = [math.exp((score - best) / chosen_level.temperature) for _, score in candidates]
    return rng.choices([square for square, _ in candidates], weights)[0]


def choose_move(position: Position, level_id: int, rng: random.Random) -> int | None:
    """The square level ``level_id`` plays in ``position`` (None: pass or game over); blocks."""
    return Thinking(position, level(level_id), rng).run()
