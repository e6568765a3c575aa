"""YWF's values for the conformance suite (``tests/unit/test_conformance.py``): the suite
checks every game the same way; the figures and positions here are this game's."""

from __future__ import annotations

import os

from reversi.base.search import Limits
from reversi.games.ywf.rules import YwfPosition
from reversi.games.ywf.search import YwfSearch

from . import reference as ref
from .helpers import random_actions


def start_perft() -> dict[int, int]:
    """The counts from the start (cross-checked with ``reference`` up to depth 5)."""
    return {1: 13, 2: 116, 3: 1_154, 4: 9_992, 5: 99_308}


def reference_perft(depth: int) -> int:
    """The count of ``reference`` from the start (depth 5 takes it about 2 s)."""
    return ref.perft(ref.start(), depth)


REFERENCE_DEPTHS = range(1, int(os.environ.get("YWF_PERFT_REFERENCE_DEPTH", "4")) + 1)
"""(depth 5: ``YWF_PERFT_REFERENCE_DEPTH=5``)"""

ILLEGAL_REPLAYS = [
    ("e3", 1, "e3", "black cannot play there"),
    ("pass", 1, "pass", "black cannot pass: it can play or change"),
    ("+e4", 1, "+e4", "black cannot change there"),
    ("+d4 +f6", 2, "+f6", "white cannot change right after black's change"),
    ("+d4 c4 +f6", 3, "+f6", "black cannot change while the token is on white's side"),
]
"""(transcript, number, text, reason) of the ``TranscriptError`` that ``replay`` raises."""

BAD_TRANSCRIPTS = [
    ("c4 c4", ["move 2 'c4'", "white cannot play there"]),
    ("+d4 +f6", ["move 2 '+f6'", "white cannot change right after black's change"]),
    ("pass", ["move 1 'pass'", "black cannot pass"]),
    ("c4 +j1", ["move 2 '+j1'", "not an action"]),
]
"""(transcript, fragments of the error line) of the command line's ``replay``."""


def searches() -> list:
    """Makers of searches that stop by themselves (by depth, by nodes)."""
    positions = [YwfPosition.replay(random_actions(seed)[:30]) for seed in range(2)]
    return [
        lambda limits=limits, position=position: YwfSearch(position, limits)
        for limits in (Limits(depth=3), Limits(nodes=3_000))
        for position in positions
    ]


NODE_LIMIT = (lambda: YwfSearch(YwfPosition.initial(), Limits(nodes=2_000)), 2_000, 2_600, 1)
"""(a maker of a search limited to ``nodes``, nodes, fewer than this at the end (up to one
subtree more), at least this depth completed), or None for a game whose search has no
overall node limit."""


def time_limited():
    """A search from the start limited to 0.05 s, and whether a result of it is a legal action."""
    start = YwfPosition.initial()
    return YwfSearch(start, Limits(seconds=0.05)), lambda result: result.move in start.legal_actions()


PASSING = (
    "f7 +d4 c5 e3 d7 g6 g4 e8 f3 d8 g8 h4 f2 b5 +d4 e7 +d6 g2 h3 h2 a5 g5 e2 f8 e9 b4 h1 c7 h5 e1 g7 c4 "
    "i4 +f6 c8 +f7 b3 c3 d9 h7 c6 b2 +g7 f9 g3 +b3 i2 b6 +c6 b7 a4 +d4 c2 h8 b8 a2 i9 g1 b1 i3 +h4 a7 +d5 "
    "b9 d2 a1 f1 h9 h6 i1 a8 c1 i8 +h7 a6 +f3 d3 a3 +b6 d1 +g7 c9 i7 +h3 g9 i5 +e3 a9"
)
"""A transcript whose last move makes the other side pass (a random game's first 88
entries; the sounds' e2e test, ``tests/e2e/test_sound.py``)."""

STORAGE_KEY = "reversi.ywf"
"""The localStorage key of its game in progress (``VARIANT.STORAGE_KEY``): a saved game is
found under it, so it never changes."""

SAMPLE = "c4 +f6"
"""A record with every kind of entry the game has but a pass (``test_wording``)."""

LONGEST = (None, 81 + 81)
"""Its longest game (``test_letters``): the most entries chosen among several (None: not
bounded by its rules as far as known) and the most choices at one entry. no bound on the number of Changes is known; at most 81 Plays and 81 Changes to
choose from, so a link holds up to ``capacity`` entries (over 1,500) under 2,000
characters, far beyond the longest game found in random play (``test_letters``)."""

OLD_RECORDS = {
    'saved': '{"schema": 4, "rules": "ywf", "start": null, "moves": "d7 c7 f3 g5 g6 e3 h5 +g5 c5 f7 b7 f2 g4", "ahead": "b8", "hint": "none", "opponent": null, "review": {"at": 12}, "analysis": {"start": null, "moves": "d7 c7 f3 g5 g6 e3 h5 +g5 c5 f7 b7 f2 g4 b8", "version": 1, "points": [null, ["g5", 2, 0, 0], ["c5", 0, -3, 0], ["e7", -1, -5, 0], ["d3", 1, -1, 0], ["d8", -2, -3, 0], ["c6", 1, -3, 0], ["d8", 0, -2, 0], ["c6", 0, -2, 0], ["c4", -2, -3, 0], ["c6", 0, -4, 0], ["e7", 1, -2, 0], ["g4", 0, 0, 0], ["e7", -2, -4, 0]]}}',
    'link': '#ywf:d7c7f3g5g6e3h5+g5c5f7b7f2g4b8',
    'position': '--------------O-------ON------NNOX----XNNXXX----NXOX---XNX-O--------------------- O X -',
    'shown': '--------------O-------ON------NNO-----XNNNNX----NNOX---XNX-O--------------------- X X -',
    'final': '--------------O-------ON------NNOX----XNOXXX----OXOX---XOX-O----O---------------- X X -',
    'analysed': [None, ['c7', 'g5', 0, 2], ['f3', 'c5', -3, 0], ['g5', 'e7', -5, -1], ['g6', 'd3', -1, 1], ['e3', 'd8', -3, -2], ['h5', 'c6', -3, 1], ['+g5', 'd8', -2, 0], ['c5', 'c6', -2, 0], ['f7', 'c4', -3, -2], ['b7', 'c6', -4, 0], ['f2', 'e7', -2, 1], ['g4', 'g4', 0, 0], ['b8', 'e7', -4, -2]],
}
"""A game as the app stored it before passes were entries (``test_old_records`` says what each holds)."""

SHORT_GAME = "g3 e3 d7 f3 d3"
"""A short whole game (of the greedy random playouts, one that ends soonest), which the e2e tests
play by taps (``tests/e2e/helpers.py``'s ``short_game``)."""

UNDER_WAY = "c4 +f6 d3"
"""A game under way (with pieces in the trays, where the game has trays), and ``OVER`` a finished
one (won by the last token): ``tests/e2e/test_words.py`` looks at the words on screen in both."""
OVER = (
    "c5 f7 g6 +f6 e7 h6 h7 c4 d7 h8 i6 g5 g8 b5 g7 i7 c3 b2 b3 i5 b4 b6 +i6 g9 g3 +h6 d3 e3 +h7 d2 h5 +h6 i8 c2 g4 "
    "g2 h2 a3 f9 f3 f2 i9 +g8 h3 +g5 f8 a1 +f7 a5 +c5 h4 f1 c7 e9 c1 a6 +c3 g1 +b6 c6 i2 i3 h9 i1 d1 c8 d8 a4 b8 "
    "+f5 e2 +a5 b7 b9 +i8 a9 +b5 a2 e8 b1 e1 +d3 i4 +f8 d9 a8 +c5 a7 c9 +e2 h1"
)
