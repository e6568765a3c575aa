"""The computer's five levels for じゃんけんご, from one a first-time child can beat to the
strongest the page's time allows (about 1.5 s a turn in the browser).

A level is a turn search (``search.Plan``) plus some randomness: the weaker levels
score the turns they find and pick among the good ones at random (never one far worse
than the best), the stronger ones always play a best turn, never miss a win this turn
and check their turn against the opponent's win on the next one. Everything is counted
in nodes, not seconds, so a level plays the same turn on any machine for the same
``random.Random``; the time cap is only a safety net.

>>> import random
>>> from .rules import JankenGoPosition
>>> start = JankenGoPosition.initial()
>>> turn = choose_turn(start, 1, random.Random(7))             # blocking
>>> str(turn[-1]), choose_turn(start, 1, random.Random(7)) == turn
('end', True)
>>> thinking = Thinking(start, level(5), random.Random(7))     # the page's way: in slices
>>> while not thinking.step(seconds=0.02):
...     pass                                                    # let the page breathe here
>>> thinking.move in start.legal_actions(), thinking.turn[-1]
(True, End())
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from ...base import players
from .rules import Action, JankenGoPosition, Step, Wall, format_transcript
from .search import Plan, Result, TurnSearch


@dataclass(frozen=True)
class Level:
    """``id`` 1 (weakest) to 5 and its ``name``; ``plan`` bounds its search;
    ``temperature`` (hundredths of a hand) is how freely it strays from the best turn
    (0: never), ``margin`` how far below the best a turn may score and still be chosen;
    ``wander`` the odds of a random turn instead (``random_turn``). Not
    ``players.Level``: a name, a plan and wandering."""

    id: int
    name: str
    plan: Plan
    temperature: float = 0.0
    margin: float = 0.0
    wander: float = 0.0

    @property
    def limits(self) -> Plan:
        """The plan, by the name ``players.Thinking`` gives a level's search budget."""
        return self.plan


LEVELS = (
    Level(1, "ひよこ", Plan(beam=1, win=False, blind=True, seconds=1.5), wander=1.0),
    Level(2, "うさぎ", Plan(beam=1, win=False, blind=True, seconds=1.5), temperature=60.0, margin=200.0, wander=0.7),
    Level(3, "きつね", Plan(beam=5, seconds=1.5), temperature=15.0, margin=40.0),
    Level(4, "ふくろう", Plan(beam=8, checks=30, safe=4, replies=4, reply_beam=3, seconds=1.5)),
    Level(5, "りゅう", Plan(beam=14, checks=40, safe=8, replies=8, reply_beam=5, seconds=1.5)),
)
"""The levels, weakest first (``LEVELS[i].id == i + 1``):

1. ひよこ plays random turns (``random_turn``: a child tapping at random, so its turns
   mostly run to 3 steps): a random child scores about half against it, one who takes
   what it can clearly more (``bench/kids.py``);
2. うさぎ plays a random turn 7 times in 10, otherwise it keeps the best partial turn
   after each action (so it takes what a step or a wall takes) and picks freely among
   turns up to 2 hands worse than its favourite, blind to wins: it beats a random child
   most of the time and is about even with one who takes what it can;
3. きつね keeps 5, never misses a win this turn, strays less; it does not look at the
   opponent's threats;
4. ふくろう keeps 8, checks its best turns (up to 30) against the opponent's win next
   turn until 4 are safe and answers those with the opponent's best reply (two turns
   deep), always plays its best;
5. りゅう keeps 14, checks until 8 are safe and answers them all, with a wider reply:
   in CPython about 0.07 s a turn on average, 0.2 s at most in the bench.

The time cap (1.5 s, the page's budget) is a safety net that no turn of the bench came
near in CPython.

``bench/ladder.py --game jankengo`` checks that each beats the one below at least 65%
of the time and measures the time a turn; ``bench/kids.py --game jankengo`` plays the
two weakest against a child's stand-ins.
"""
PLAN = replace(LEVELS[-1].plan, seconds=None)
"""The top level's plan (a beam of 14, its best candidates checked against the
opponent's win and answered), without its time cap: the coach's and ``mate``'s."""


def level(number: int) -> Level:
    """The level with id ``number`` (1 to 5); ValueError for anything else."""
    return players.level(number, LEVELS)


def pick(result: Result, chosen_level: Level, rng: random.Random) -> tuple[Action, ...]:
    """The turn a level plays given its search ``result``: the best one, or with a
    temperature a random one among those within ``margin`` (hundredths) of the best,
    better ones more likely (softmax). A winning turn is always played. (Not
    ``players.pick``: it picks among whole turns and never one known to lose.)"""
    if chosen_level.temperature <= 0 or len(result.scores) < 2 or result.score * 100 >= 100_000:
        return result.turn
    best = result.scores[0][1] * 100
    scores = result.scores[: result.safe] if result.safe else result.scores  # never a turn known to lose
    candidates = [(turn, score * 100) for turn, score in scores if score * 100 >= best - chosen_level.margin]
    weights = [math.exp((score - best) / chosen_level.temperature) for _, score in candidates]
    return rng.choices([turn for turn, _ in candidates], weights)[0]


def tap(action: Action) -> object:
    """What a player taps first for ``action``: the piece's square for a step, the wall
    tray for a wall, the おわり button for ``end`` (or ``pass``)."""
    if isinstance(action, Step):
        return action.source
    return "wall" if isinstance(action, Wall) else action


def random_action(actions: list[Action], rng: random.Random) -> Action:
    """A random child's action among ``actions``, as taps: first one of the things it
    may tap (each piece that may step, the wall tray, おわり), all alike, then one of
    that thing's actions. So a turn mostly runs to its 3 steps, with a wall now and then
    and おわり as likely as any piece, not as likely as all the steps and walls
    together.

    >>> start = JankenGoPosition.initial()                  # 7 pieces and the tray
    >>> rng = random.Random(1)
    >>> walls = sum(isinstance(random_action(start.legal_actions(), rng), Wall) for _ in range(800))
    >>> 70 < walls < 130                                     # 1 in 8, not 35 in 42
    True
    """
    groups: dict[object, list[Action]] = {}
    for action in actions:
        groups.setdefault(tap(action), []).append(action)
    return rng.choice(groups[rng.choice(list(groups))])


def random_turn(position: JankenGoPosition, rng: random.Random) -> tuple[Action, ...]:
    """A turn of random legal actions (``random_action``): the weakest levels'
    wandering, and the benches' random stand-in for a child."""
    side, actions = position.turn, []
    while not position.is_game_over() and position.turn is side:
        action = random_action(position.legal_actions(), rng)
        actions.append(action)
        position = position.play(action)
    return tuple(actions)


class Thinking(players.Thinking):
    """``players.Thinking`` choosing a whole turn in ``position`` with ``search.TurnSearch``:
    once ``step`` returns True, ``turn`` is the chosen tuple of actions (ending with
    ``end``, or a winning line, or ``pass``; empty once the game is over) and ``move``
    its first action (None once the game is over). ``rng`` is only drawn from when the
    search is over."""

    SEARCH = TurnSearch

    def __init__(self, position: JankenGoPosition, chosen_level: Level, rng: random.Random):
        self.turn: tuple[Action, ...] = ()
        super().__init__(position, chosen_level, rng)
        if chosen_level.wander >= 1.0 and not self.done:
            self.search.done = True  # it only wanders: no search
            self._finish()

    @property
    def seconds(self) -> float:
        """Compute time spent so far."""
        return self.search.seconds

    def run(self) -> tuple[Action, ...]:
        """Think until the turn is chosen and return it."""
        super().run()
        return self.turn

    def _finish(self) -> None:
        position, rng = self.search.position, self._rng
        if self.level.wander and not position.is_game_over() and rng.random() < self.level.wander:
            self.turn = random_turn(position, rng)
        else:
            self.turn = pick(self.search.result, self.level, rng)
        self.move = self.turn[0] if self.turn else None
        self.done = True


def choose_turn(position: JankenGoPosition, level_id: int, rng: random.Random) -> tuple[Action, ...]:
    """The actions level ``level_id`` plays in ``position`` (empty once the game is
    over); blocks."""
    return Thinking(position, level(level_id), rng).run()


class Following:
    """The next action of a turn already chosen (``PLANS``): done at once, ``move`` is it."""

    done = True

    def __init__(self, move: Action):
        self.move = move

    def step(self, nodes: int | None = None, seconds: float | None = None) -> bool:
        return True

    def run(self) -> Action:
        return self.move


PLANS: dict[tuple[JankenGoPosition, int], Action] = {}
"""The computer's turn being played, one action at a time: (the position, the level) ->
the action it plays there, for the positions after the turn's first action (a turn is
always chosen anew from its start). Only the last turn chosen is kept."""


def thinking(position: JankenGoPosition, level_id: int, rng: random.Random):
    """The page's computer, one action at a time so that each is shown: in the middle of
    a turn it has chosen, that turn's next action at once (``Following``), otherwise a
    ``Thinking`` choosing a whole turn (its ``move`` the first action) that keeps the rest
    of the turn in ``PLANS`` once chosen.

    >>> start = JankenGoPosition.initial()
    >>> first = thinking(start, 3, random.Random(1))
    >>> first.run() and first.turn[0] == first.move
    True
    >>> after = start.play(first.move)
    >>> isinstance(thinking(after, 3, random.Random(2)), Following) == (len(first.turn) > 1)
    True
    >>> thinking(after, 3, random.Random(2)).move == first.turn[1]
    True
    """
    planned = PLANS.get((position, level_id))
    if planned is not None:
        return Following(planned)
    return Planning(position, level(level_id), rng)


class Planning(Thinking):
    """A ``Thinking`` that keeps the turn it chooses in ``PLANS``."""

    def _finish(self) -> None:
        super()._finish()
        PLANS.clear()
        start = self.search.position
        position = start
        for action in self.turn:
            if position.is_game_over() or position.turn is not start.turn:
                break
            if position is not start:  # a new turn is always thought anew
                PLANS[position, self.level.id] = action
            position = position.play(action)


def best(position: JankenGoPosition, level_id: int, rng: random.Random) -> str:
    """The whole turn level ``level_id`` plays (its actions up to ``end``, or a winning
    line; ``game over``)."""
    return "game over" if position.is_game_over() else format_transcript(choose_turn(position, level_id, rng))
