"""じゃんけんご's values for the conformance suite (``tests/unit/test_conformance.py``): the
suite checks every game the same way; the figures and positions here are this game's."""

from __future__ import annotations

import os

from reversi.games.jankengo.rules import JankenGoPosition
from reversi.games.jankengo.search import Plan, TurnSearch

from . import reference as ref

TRY = "d1-d2 d2-d3 d3-d4 end d7-d6 d6-c6 end d4-d5 d5-d6 d6-d7"
"""Blue's king reaches red's home row: a win by try, the game is over."""


START_FIGURES = {1: 42, 2: 721, 3: 14_293, 4: 264_127, 5: 1_694_146}
DEEP = os.environ.get("JANKENGO_PERFT_DEEP", "") not in ("", "0")


def start_perft() -> dict[int, int]:
    """The counts from the start: depth 5 only with ``JANKENGO_PERFT_DEEP=1``."""
    return {depth: count for depth, count in START_FIGURES.items() if depth <= 4 or DEEP}


def reference_perft(depth: int) -> int:
    """The count of ``reference`` from the start (depth 3 takes it about 1 s)."""
    return ref.perft(ref.start(), depth)


REFERENCE_DEPTHS = range(1, 4)
"""(depth 4 is recomputed by the engine only)"""

ILLEGAL_REPLAYS = [
    ("end", 1, "end", "blue must step or place a wall before ending the turn"),
    ("d1-d2 d2-d3 d3-d4 d4-d5", 4, "d4-d5", "blue has taken its 3 steps this turn"),
    ("Wd4 Wd5", 2, "Wd5", "blue has placed a wall this turn already"),
    ("d1-d3", 1, "d1-d3", "d1-d3 is not a step to a neighbouring square"),
    ("d1-d2 end d2-d3", 3, "d2-d3", "red has no piece on d2"),
    ("pass", 1, "pass", "blue can step or place a wall, so it may not pass"),
    ("d1-c1", 1, "d1-c1", "a piece never steps onto a piece of its own side"),
]
"""(transcript, number, text, reason) of the ``TranscriptError`` that ``replay`` raises."""

BAD_TRANSCRIPTS = [
    ("d1-d2 d1-d2", ["move 2 'd1-d2'", "blue has no piece on d1"]),
    ("c1-c2 c2-c3 c3-c4 end c7-c6 c6-c5 c5-c4", ["move 7 'c5-c4'", "tie"]),
    ("end", ["move 1 'end'", "before ending the turn"]),
    ("d1-d2 end d7-d6 end d2-d1 end d6-d7 end d1-d2 end d7-d6 end x9", ["move 13 'x9'", "not an action"]),
    (TRY + " end", ["move 11 'end'", "already over"]),
]
"""(transcript, fragments of the error line) of the command line's ``replay``."""

MIDDLE = JankenGoPosition.replay("d1-d2 d2-d3 Wd5 end c7-c6 c6-c5 end")


def searches() -> list:
    """Makers of searches of a whole turn (a beam, then checks against the reply)."""
    return [lambda plan=plan: TurnSearch(MIDDLE, plan) for plan in (Plan(), Plan(checks=3, replies=1))]


NODE_LIMIT = None
"""None: a plan's ``nodes`` bound each beam, not the whole search."""


def time_limited():
    """A search from the start limited to 0.05 s, and whether a result of it is a legal turn."""
    start = JankenGoPosition.initial()
    return TurnSearch(start, Plan(seconds=0.05)), lambda result: bool(result.turn) and start.is_legal(result.turn[0])


PASSING = None
"""No transcript with a pass: a side with nothing to do passes only in positions the
random games did not reach (the sounds' e2e test)."""
