"""What every game's computer levels share: a ``Level`` (a search budget plus some
randomness), ``Thinking`` (a level choosing its move in slices, so a page stays
responsive) and ``pick`` (the move a level plays from its search's scores). Each game
lists its five levels and its ``Thinking`` (``reversi.games.<name>.players``).

A level is a search budget plus some randomness: the weaker levels score every move
and pick among the good ones at random (never one far worse than the best), the
stronger ones always play a best move and solve the endgame exactly where the game has
a solver. Everything is counted in nodes, not seconds, so a level plays the same moves
on any machine for the same ``random.Random``; the time cap (``Limits.seconds``) is only
a safety net, but for a level that thinks to a time budget (``Limits.timed``: it
deepens as far as its seconds allow, so its moves depend on the machine).

>>> from reversi.base.search import Result
>>> weak = Level(1, Limits(depth=1), temperature=6.0, margin=12.0)
>>> pick(Result(19, 2.0, scores=((19, 2.0), (26, 1.0))), Level(5, Limits()), random.Random(1))
19
>>> pick(Result(19, 2.0, scores=((19, 2.0), (26, 1.0))), weak, random.Random(1)) in (19, 26)
True
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from .search import Limits, Result


@dataclass(frozen=True)
class Level:
    """``id`` 1 (weakest) to 5; ``limits`` bound its search; ``temperature`` (discs) is
    how freely it strays from the best move (0: never), ``margin`` (discs) how far below
    the best a move may score and still be chosen.

    The weakest levels play like a child who has just learnt the rules, a mood drawn
    afresh at every move: with chance ``random_share`` it puts a disc anywhere legal,
    and otherwise what its search prefers, as above (so it takes a free corner now and
    then). With ``fluster`` (the game's count: discs, pieces) it loses its head while the
    other side has more than that many more than it (``Thinking.behind``): then it plays
    anywhere legal. The defaults (0,
    None): it always plays as its search prefers. ``evaluation`` names the evaluation
    its search uses, among its game's (``""``: the game's default; see each game's
    ``Thinking.new_search``)."""

    id: int
    limits: Limits
    temperature: float = 0.0
    margin: float = 0.0
    random_share: float = 0.0
    fluster: int | None = None
    evaluation: str = ""


def level(number: int, levels: tuple[Level, ...]) -> Level:
    """The level with id ``number`` (1 to 5) of ``levels``; ValueError for anything else."""
    if not 1 <= number <= len(levels):
        raise ValueError(f"the level must be 1 to {len(levels)}, not {number}")
    return levels[number - 1]


class Thinking:
    """A level choosing its move in ``position``, in slices like ``search.Search``:
    ``step(nodes)`` returns True when done, then ``move`` is the chosen square (None to
    pass, or when the game is over). ``rng`` is only drawn from when the search is over.
    ``SEARCH`` is the search class of the rules: each game's subclass sets its own;
    ``STRAYS_WHEN_SOLVED``, whether its levels stray even from an exact result (see ``pick``)."""

    SEARCH: type
    STRAYS_WHEN_SOLVED = False

    def __init__(self, position, chosen_level: Level, rng: random.Random):
        self.level = chosen_level
        self.position = position
        self.search = self.new_search(position, chosen_level)
        self._rng = rng
        self.move: int | None = None
        self.done = False
        if self.search.done:
            self._finish()

    def new_search(self, position, chosen_level: Level):
        """The search ``chosen_level`` thinks with: ``SEARCH`` within its limits (a game's
        subclass may choose more by the level, e.g. its evaluation)."""
        return self.SEARCH(position, chosen_level.limits)

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
        behind = 0 if self.level.fluster is None else self.behind(self.position)
        self.move = pick(self.search.result, self.level, self._rng, behind, self.STRAYS_WHEN_SOLVED)
        self.done = True

    @staticmethod
    def behind(position) -> int:
        """How far the side to move of ``position`` is behind, for a level's ``fluster``: by
        default the other side's count minus its own (``position.counts()``, the sides'
        first, in the order of ``COLORS``); a game whose counts say nothing of it says how.

        >>> from reversi import registry
        >>> start = registry.variant(registry.DEFAULT).GAME.RULES.initial()
        >>> Thinking.behind(start.play(start.legal_actions()[0]))   # white after black's first move
        3
        """
        counts, mover = position.counts(), position.COLORS.index(position.turn)
        return counts[1 - mover] - counts[mover]


def pick(
    result: Result, chosen_level: Level, rng: random.Random, behind: int = 0, strays_when_solved: bool = False
) -> int | None:
    """The move a level plays given its search ``result``: the best one, or with a
    temperature a random one among those within ``margin`` of the best, better ones
    more likely (softmax). Exact (solved) results are played as they are unless
    ``strays_when_solved`` (a game whose weaker levels may spoil a solved end).

    With a ``random_share`` (see ``Level``) it first draws its mood: a random move of
    ``result.scores`` or the pick above; a random move always while it is ``behind``
    (the other side's discs minus its own) by more than its ``fluster``. The draws
    depend only on ``rng``, the result and ``behind``."""
    if result.exact and not strays_when_solved or len(result.scores) < 2:
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


