"""What a child has done in practice (``reversi.web.practice``): the lessons passed, game by
game, kept by the page in ``localStorage`` under ``KEY`` as JSON. A text that is not one
(an older version's, a broken one) reads as nothing done. Pure Python.

>>> progress = Progress().passed("one", 2).passed("one", 1).passed("two", 1)
>>> progress.count("one"), progress.is_passed("two", 1), progress.is_passed("two", 2)
(2, True, False)
>>> Progress.load(progress.dump()) == progress
True
>>> Progress.load("not json").count("one"), progress.cleared("one").count("one")
(0, 0)
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace

KEY = "practice"
"""The ``localStorage`` key of the progress."""


@dataclass(frozen=True)
class Progress:
    """The lessons passed: game name -> the numbers of its lessons passed."""

    lessons: dict[str, frozenset[int]] = field(default_factory=dict)

    def passed(self, game: str, number: int) -> Progress:
        """With lesson ``number`` of ``game`` passed."""
        return replace(self, lessons={**self.lessons, game: self.lessons.get(game, frozenset()) | {number}})

    def is_passed(self, game: str, number: int) -> bool:
        return number in self.lessons.get(game, ())

    def count(self, game: str) -> int:
        """How many lessons of ``game`` are passed."""
        return len(self.lessons.get(game, ()))

    def cleared(self, game: str) -> Progress:
        """``game`` started over: nothing of it done."""
        return replace(self, lessons={name: done for name, done in self.lessons.items() if name != game})

    def dump(self) -> str:
        return json.dumps({"lessons": {game: sorted(done) for game, done in self.lessons.items()}})

    @classmethod
    def load(cls, text: str | None) -> Progress:
        """The progress ``dump`` wrote; nothing done for anything else."""
        try:
            lessons = json.loads(text)["lessons"]
            return cls({str(game): frozenset(int(number) for number in done) for game, done in lessons.items()})
        except (TypeError, ValueError, KeyError, AttributeError):
            return cls()
