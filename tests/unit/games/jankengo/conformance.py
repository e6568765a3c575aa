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

STORAGE_KEY = "reversi.jankengo"
"""The localStorage key of its game in progress (``VARIANT.STORAGE_KEY``): a saved game is
found under it, so it never changes."""

SAMPLE = "d1-d2 Wb5 end c7-c6 end"
"""A record with every kind of entry the game has but a pass (``test_wording``)."""

LONGEST = (200 * 5, 7 * 8 + 49 + 2)
"""Its longest game (``test_letters``): the most entries chosen among several (None: not
bounded by its rules as far as known) and the most choices at one entry. 200 turns at most, each of at most 3 steps, a wall and おわり: 1,000
entries; at most 7 pieces × 8 steps, 49 walls, おわり and the pass."""

OLD_RECORDS = {
    'saved': '{"schema": 4, "rules": "jankengo", "start": null, "moves": "c1-c2 We2 a1-a2 a2-a3 end We6 g7-g6 b7-b6 f7-f6 end b1-c1 c1-b1 We5 a3-b3 end e6-d6 f6-e6 g6-f6 end b3-c3 Wf4 c3-c4 g1-g2 end e7-f7 c7-c6 e6-e7 end f4-f3 g2-g1 f3-e3 Wc3 end b6-b7 end e5-f5 c4-d4 d4-c4 Wd3 end Wa2 f6-g6 a7-a6 c6-c7 end f1-f2 f2-g2 d3-d4 end g6-f6 e7-e6 f7-g7 end c4-c5 b1-c1 d4-c4 end", "ahead": "b7-a7 d7-e7 Wb1 end", "hint": "none", "opponent": null, "review": {"at": 56}, "analysis": {"start": null, "moves": "c1-c2 We2 a1-a2 a2-a3 end We6 g7-g6 b7-b6 f7-f6 end b1-c1 c1-b1 We5 a3-b3 end e6-d6 f6-e6 g6-f6 end b3-c3 Wf4 c3-c4 g1-g2 end e7-f7 c7-c6 e6-e7 end f4-f3 g2-g1 f3-e3 Wc3 end b6-b7 end e5-f5 c4-d4 d4-c4 Wd3 end Wa2 f6-g6 a7-a6 c6-c7 end f1-f2 f2-g2 d3-d4 end g6-f6 e7-e6 f7-g7 end c4-c5 b1-c1 d4-c4 end b7-a7 d7-e7 Wb1 end", "version": 1, "points": [["c1-c2 c2-c3 c3-c4 end", 0, -1, 0], ["c7-c6 c6-c5 c5-c4 end", 0, -1, 0], ["c2-d2 d2-d3 d3-d4 end", 0, -1, 0], ["e6-d6 f6-e6 g6-f6 end", 0, 0, 0], ["b3-c3 Wf4 c3-c4 g1-g2 end", 0, 0, 0], ["e7-f7 c7-c6 e6-e7 end", 1, 1, 0], ["b1-b2 b2-b3 b3-b4 Wd2 end", -1, -3, 0], ["c6-c5 c5-c4 c4-d4 end", 1, 0, 0], ["c4-d4 d4-e4 e5-f5 Wd2 end", 0, -2, 0], ["c6-c5 c5-c4 a7-a6 end", 2, 0, 0], ["f1-f2 f2-g2 d3-d4 end", 0, 0, 0], ["g6-g5 g5-g4 c7-c6 end", 1, 0, 0], ["c4-b4 b1-c1 g1-f1 end", 0, -1, 0], ["c7-c6 c6-c5 a6-a5 end", 2, -4, 0]]}}',
    'link': '#jankengo:c1-c2We2a1-a2a2-a3endWe6g7-g6b7-b6f7-f6endb1-c1c1-b1We5a3-b3ende6-d6f6-e6g6-f6endb3-c3Wf4c3-c4g1-g2ende7-f7c7-c6e6-e7endf4-f3g2-g1f3-e3Wc3endb6-b7ende5-f5c4-d4d4-c4Wd3endWa2f6-g6a7-a6c6-c7endf1-f2f2-g2d3-d4endg6-f6e7-e6f7-g7endc4-c5b1-c1d4-c4endb7-a7d7-e7Wb1end',
    'position': '..CKP.Gw.P.W.C..W.W....W......G..W.g..wcg..cpk..p 0/3 R 0 ..CKP.Gw.P.W.C..W.W....W......G..W.g..wcg..cpk..p .C.KP.Gw.P.W.C..W.W....GW........W.g..wcg..cpk..p 14 -',
    'shown': '..CKP.Gw.P.W.C..W.W....W......G..W.g..wcg..cpk..p 0/3 R 0 ..CKP.Gw.P.W.C..W.W....W......G..W.g..wcg..cpk..p .C.KP.Gw.P.W.C..W.W....GW........W.g..wcg..cpk..p 14 -',
    'final': '.wCKP.Gw.P.W.C..W.W....W......G..W.g..wcg.c.p.k.p 0/2 B 0 ..CKP.Gw.P.W.C..W.W....W......G..W.g..wcg..cpk..p .wCKP.Gw.P.W.C..W.W....W......G..W.g..wcg.c.p.k.p 15 -',
    'analysed': [['We2', 'c3-c4', -1, 0], ['We6', 'c5-c4', -1, 0], ['We5', 'd3-d4', -1, 0], ['g6-f6', 'g6-f6', 0, 0], ['Wf4', 'Wf4', 0, 0], ['e6-e7', 'e6-e7', 1, 1], ['Wc3', 'Wd2', -3, -1], ['b6-b7', 'c5-c4', 0, 1], ['Wd3', 'Wd2', -2, 0], ['Wa2', 'c5-c4', 0, 2], ['d3-d4', 'd3-d4', 0, 0], ['f7-g7', 'c7-c6', 0, 1], ['d4-c4', 'g1-f1', -1, 0], ['Wb1', 'c6-c5', -4, 2]],
}
"""A game as the app stored it before passes were entries (``test_old_records`` says what each holds)."""

SHORT_GAME = (
    "Wc6 end We5 e5-f5 e7-e6 b7-b6 end Wg3 end f7-f6 f5-g5 e6-e5 Wf4 end Wd6 g3-f3 d1-d2 d6-e6 end Wc3 "
    "e5-e4 c3-c4 d7-e7 end Wb4 d2-e2 c1-d1 b1-b2 end Wg6 e7-f7 e4-e3 e3-e2"
)
"""A short whole game (of the greedy random playouts, one that ends soonest), which the e2e tests
play by taps (``tests/e2e/helpers.py``'s ``short_game``)."""

UNDER_WAY = "d1-d2 Wb5 end c7-c6 end"
"""A game under way (with pieces in the trays, where the game has trays), and ``OVER`` a finished
one (won by a try): ``tests/e2e/test_words.py`` looks at the words on screen in both."""
OVER = "d1-d2 d2-d3 d3-d4 end d7-d6 d6-c6 end d4-d5 d5-d6 d6-d7"
