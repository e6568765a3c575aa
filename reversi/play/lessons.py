"""The first lessons (れんしゅう) of a game as exercises the practice screen plays
(``reversi.web.practice``): a position, a goal in words, the accepted entries and, for a
wrong one, the reason in the rules page's words. A puzzle (もんだい) has the same shape:
``judge`` says of an entry whether it is right, whether the exercise is then solved, the
other side's reply and, for a wrong one, the refutation to play out (none in a lesson).

>>> first = lessons(registry.DEFAULT)[0]
>>> first.game == registry.DEFAULT, first.number, first.goal_text("en") == first.lesson.goal["en"]
(True, 1, True)
>>> first.judge((), first.accepted[0])
Verdict(right=True, solved=True, reply=None, refutation=())
>>> wrong = next(entry for entry in first.position.legal_actions() + [None] if entry not in first.accepted)
>>> first.judge((), wrong).right
False
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .. import registry
from ..base.sides import parse_square
from .puzzles import Verdict


@dataclass(frozen=True)
class Exercise:
    """Lesson ``number`` (from 1) of the game called ``game``: its data is ``lesson`` (a
    ``reversi.base.lessons.Lesson``)."""

    game: str
    number: int
    lesson: object

    @property
    def variant(self):
        return registry.variant(self.game)

    @cached_property
    def position(self):
        """The position the child plays from."""
        return self.variant.GAME.RULES.parse(self.lesson.position)

    @cached_property
    def accepted(self) -> tuple:
        """The entries that pass the lesson."""
        return tuple(self.variant.GAME.parse_entries(self.lesson.accepted))

    def goal_text(self, language: str) -> str:
        """What to do, in ``language`` (a child reads it over the board)."""
        return self.lesson.goal[language]

    def why_text(self, language: str) -> str:
        """Why a wrong tap is wrong, in the rules page's words."""
        return self.lesson.why[language]

    def judge(self, line: tuple, entry) -> Verdict:
        """``entry`` played after the entries ``line`` (none in a lesson: one move passes it), as
        ``reversi.play.puzzles.Puzzle.judge``'s."""
        right = entry in self.accepted
        return Verdict(right, right)

    def hint(self, line=()) -> frozenset[int]:
        """The squares to look at (the board marks them), as ``Puzzle.hint``'s."""
        size = self.position.SIZE
        return frozenset(parse_square(name, size) for name in self.lesson.hint.split())


SOLVED, GO_ON, BACK = "solved", "go on", "back"
"""The steps ``played_out`` ends with: the exercise solved, the child to go on, the
position back as it was before the wrong entry."""


def played_out(exercise, line: tuple, entry) -> tuple:
    """What the practice screen plays out once the child's ``entry`` after ``line`` (the
    entries from the exercise's position, a lesson's or a puzzle's) has been played: for a
    right one the other side's reply (its entries), then ``SOLVED`` or ``GO_ON``; for a
    wrong one with a refutation, the refutation, then ``BACK``; for any other, nothing (the
    tap is refused and changes nothing).

    >>> first = lessons(registry.DEFAULT)[0]
    >>> played_out(first, (), first.accepted[0]), played_out(first, (), None)
    (('solved',), ())
    """
    verdict = exercise.judge(line, entry)
    if verdict.right:
        return (*(verdict.reply or ()), SOLVED if verdict.solved else GO_ON)
    return (*verdict.refutation, BACK) if verdict.refutation else ()


def lessons(game: str) -> tuple[Exercise, ...]:
    """The lessons of the game called ``game`` (one of ``registry.NAMES``), in order."""
    return tuple(Exercise(game, number, lesson) for number, lesson in enumerate(registry.variant(game).lessons(), 1))
