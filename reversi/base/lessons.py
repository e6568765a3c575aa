"""A game's first lessons (れんしゅう), as data: each a tiny position in which the child
makes the move that a section of the rules page teaches. A game lists them in its module
``lessons`` (``contract.LessonsModule``); ``reversi.play.lessons`` plays them. Pure Python.

>>> lesson = Lesson(("place",), "---------------------------OX------XO--------------------------- X", "d3 c4",
...                 {"ja": "おこう", "en": "Play"}, {"ja": "はさめる ところに", "en": "Where it sandwiches"}, "d3")
>>> lesson.goal["en"], lesson.accepted
('Play', 'd3 c4')
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Lesson:
    """One lesson: the ``sections`` of the rules page it teaches (their names in the game's
    ``figures.PAGE``), the ``position`` (``str(position)``), the ``accepted`` entries (a
    transcript in the game's notation, each entry alone an accepted move), what to do
    (``goal``) and why a wrong tap is wrong (``why``, in the rules page's words), each a
    text by language, and ``hint``: the names of the squares to look at (spaces between)."""

    sections: tuple[str, ...]
    position: str
    accepted: str
    goal: dict[str, str]
    why: dict[str, str]
    hint: str
