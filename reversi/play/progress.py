"""What a child has done in practice (``reversi.web.practice``), game by game: the lessons
passed, the puzzles solved and those solved without a hint (a star each), and how many
puzzles the game has (for the first screen's 「★ 12/60」 before its puzzles are read). The
page keeps it in ``localStorage`` under ``KEY`` as JSON; a text that is not one (an older
version's, a broken one) reads as nothing done. Pure Python.

>>> progress = Progress().with_done("lessons", "one", 2).with_done("lessons", "one", 1).with_done("stars", "two", 1)
>>> progress.count("lessons", "one"), progress.done("stars", "two", 1), progress.done("stars", "two", 2)
(2, True, False)
>>> Progress.load(progress.dump()) == progress
True
>>> Progress.load("not json").count("lessons", "one"), progress.cleared("one").count("lessons", "one")
(0, 0)
>>> grades_open({1: (1, 2, 3, 4), 2: (5, 6), 3: (7, 8)}, {1, 2, 5})
(1, 2, 3)
>>> grades_open({1: (1, 2, 3, 4), 2: (5, 6)}, {1})
(1,)
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace

KEY = "practice"
"""The ``localStorage`` key of the progress."""
KINDS = ("lessons", "solved", "stars")
"""What is kept of each game: the numbers of the lessons passed, of the puzzles solved and
of the puzzles solved without a hint."""


@dataclass(frozen=True)
class Progress:
    """``marks``: kind (one of ``KINDS``) -> game name -> the numbers done; ``totals``: game
    name -> how many puzzles it has."""

    marks: dict[str, dict[str, frozenset[int]]] = field(default_factory=dict)
    totals: dict[str, int] = field(default_factory=dict)

    def with_done(self, kind: str, game: str, number: int) -> Progress:
        """With ``number`` of ``game`` done as ``kind``."""
        games = self.marks.get(kind, {})
        return replace(self, marks={**self.marks, kind: {**games, game: games.get(game, frozenset()) | {number}}})

    def with_total(self, game: str, total: int) -> Progress:
        return self if self.totals.get(game) == total else replace(self, totals={**self.totals, game: total})

    def done(self, kind: str, game: str, number: int) -> bool:
        return number in self.of(kind, game)

    def of(self, kind: str, game: str) -> frozenset[int]:
        """The numbers of ``game`` done as ``kind``."""
        return self.marks.get(kind, {}).get(game, frozenset())

    def count(self, kind: str, game: str) -> int:
        return len(self.of(kind, game))

    def cleared(self, game: str) -> Progress:
        """``game`` started over: nothing of it done (its number of puzzles kept)."""
        marks = {kind: {name: done for name, done in games.items() if name != game} for kind, games in self.marks.items()}
        return replace(self, marks=marks)

    def dump(self) -> str:
        marks = {kind: {game: sorted(done) for game, done in games.items()} for kind, games in self.marks.items()}
        return json.dumps({"marks": marks, "totals": self.totals})

    @classmethod
    def load(cls, text: str | None) -> Progress:
        """The progress ``dump`` wrote; nothing done for anything else."""
        try:
            data = json.loads(text)
            marks = {
                kind: {str(game): frozenset(int(number) for number in done) for game, done in data["marks"][kind].items()}
                for kind in KINDS if kind in data["marks"]
            }
            return cls(marks, {str(game): int(total) for game, total in data["totals"].items()})
        except (TypeError, ValueError, KeyError, AttributeError):
            return cls()


def grades_open(grades: dict[int, tuple[int, ...]], solved) -> tuple[int, ...]:
    """The grades a child may play (``grades``: grade -> its puzzles' numbers, easiest grade
    first): the first, and each next one once half of the one before is ``solved``."""
    opened = []
    for grade, numbers in sorted(grades.items()):
        if opened and 2 * len(set(grades[opened[-1]]) & set(solved)) < len(grades[opened[-1]]):
            break
        opened.append(grade)
    return tuple(opened)
