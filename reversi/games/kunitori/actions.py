"""The three actions and their notation: ``Place(kind, square)`` written ``Gb2`` (the
piece letter, then the square), ``Give(kind)`` written ``giveR`` and ``Pass`` written
``pass``. A transcript is actions separated by spaces.

>>> action = parse_action(" gB2 ")
>>> action, str(action)
(Place(kind=<Kind.GOLD: 'gold'>, square=4), 'Gb2')
>>> str(parse_action("GIVE r")), parse_action("Pass") is PASS
('giveR', True)
>>> format_transcript(parse_transcript("Kb2 rA1givep PASS"))
'Kb2 Ra1 giveP pass'

Every action has ``kind`` (the piece placed or given; None for the pass) and ``square``
(where a piece is placed; None for a give and the pass), so code that only wants to know
"which square" can ask any action.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

from .errors import NotationError, TranscriptError
from .pieces import Kind, parse_square, square_name


@dataclass(frozen=True, slots=True)
class Place:
    """Place a piece of ``kind`` from hand on ``square``: ``Gb2``."""

    kind: Kind
    square: int

    def __str__(self) -> str:
        return f"{self.kind.letter}{square_name(self.square)}"


@dataclass(frozen=True, slots=True)
class Give:
    """Give a piece of ``kind`` to the opponent and pass (only when no piece can be
    placed): ``giveR``."""

    kind: Kind
    square = None

    def __str__(self) -> str:
        return f"give{self.kind.letter}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass with an empty hand: ``pass``. ``PASS`` is its one value."""

    kind = None
    square = None

    def __str__(self) -> str:
        return "pass"


PASS = Pass()

Action = Union[Place, Give, Pass]

_ACTION = re.compile(r"pass|give[krbgsnlp]|[krbgsnlp][a-c][1-3]", re.IGNORECASE)
WHAT_AN_ACTION_IS = "not an action (a piece letter and a square like Gb2, give and a letter like giveR, or pass)"


def parse_action(text: str) -> Action:
    """One action in notation, case-insensitive, spaces allowed anywhere; NotationError
    otherwise."""
    word = "".join(text.split())
    if not _ACTION.fullmatch(word):
        raise NotationError(f"'{text.strip()}' is {WHAT_AN_ACTION_IS}")
    lower = word.lower()
    if lower == "pass":
        return PASS
    if lower.startswith("give"):
        return Give(Kind.parse(word[4]))
    return Place(Kind.parse(word[0]), parse_square(word[1:]))


def parse_transcript(text: str) -> list[Action]:
    """The actions of a transcript: case-insensitive, with or without spaces between
    them. Raises TranscriptError naming the first one that is not an action."""
    compact = "".join(text.split())
    actions, start = [], 0
    while start < len(compact):
        match = _ACTION.match(compact, start)
        if match is None:
            rest = compact[start:]
            width = 5 if rest.lower().startswith("give") else 4 if rest.lower().startswith("pa") else 3
            chunk = rest[:width]
            raise TranscriptError(len(actions) + 1, chunk, WHAT_AN_ACTION_IS)
        actions.append(parse_action(match.group()))
        start = match.end()
    return actions


def format_transcript(actions) -> str:
    """``format_transcript([Place(Kind.PAWN, 3), PASS]) == 'Pa2 pass'``."""
    return " ".join(str(action) for action in actions)
