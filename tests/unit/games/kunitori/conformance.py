"""くにとり's values for the conformance suite (``tests/unit/test_conformance.py``): the
suite checks every game the same way; the figures and positions here are this game's."""

from __future__ import annotations

import os

from reversi.games.kunitori.perft import START_FIGURES
from reversi.games.kunitori.rules import KunitoriPosition
from reversi.games.kunitori.search import Limits, Search

from . import reference as ref
from .helpers import random_actions


DEEP = os.environ.get("KUNITORI_PERFT_DEEP", "") not in ("", "0")


def start_perft() -> dict[int, int]:
    """The counts from the start (cross-checked with ``reference`` up to depth 4): depth 5
    (4.7 million leaves, 20 s) only with ``KUNITORI_PERFT_DEEP=1``."""
    return {depth: count for depth, count in START_FIGURES.items() if depth <= 4 or DEEP}


def reference_perft(depth: int) -> int:
    """The count of ``reference`` from the start (depth 4 takes it 10 to 20 s)."""
    return ref.perft(ref.start(), depth)


REFERENCE_DEPTHS = range(1, int(os.environ.get("KUNITORI_PERFT_REFERENCE_DEPTH", "3")) + 1)

ILLEGAL_REPLAYS = [
    ("Gb2 Gb2", 2, "Gb2", "b2 holds the face-up piece"),
    ("Gb2 Ka1", 2, "Ka1", "white's face-up G on b2 does not reach a1"),
    ("Kb2 Pb1", 2, "Pb1", "a P on b1 would reach no square"),
    ("Kb2 Ka1 Kc3", 3, "Kc3", "white has no K in hand"),
    ("Kb2 pass", 2, "pass", "brown holds pieces: it must place one"),
    ("Kb2 giveR", 2, "giveR", "brown can place a piece, so it may not give one"),
    ("Na3", 1, "Na3", "a N on a3 would reach no square"),
]
"""(transcript, number, text, reason) of the ``TranscriptError`` that ``replay`` raises."""

BAD_TRANSCRIPTS = [
    ("Sb2 Sb2", ["move 2 'Sb2'", "b2 holds the face-up piece"]),
    ("Sb2 Pa1", ["move 2 'Pa1'", "a P on a1 would reach no square"]),
    ("Sb2 Zz9", ["move 2 'Zz9'", "not an action"]),
    ("giveR", ["move 1 'giveR'", "may not give"]),
    ("Sb2 Ka1 Sc3", ["move 3 'Sc3'", "no S in hand"]),
]
"""(transcript, fragments of the error line) of the command line's ``replay``."""


def searches() -> list:
    """Makers of searches that stop by themselves (by depth, by nodes, exactly)."""
    positions = [KunitoriPosition.replay(random_actions(seed)[:7]) for seed in range(2)]
    return [
        lambda limits=limits, position=position: Search(position, limits)
        for limits in (Limits(depth=3), Limits(nodes=3_000), Limits(exact_pieces=9, exact_nodes=20_000))
        for position in positions
    ]


NODE_LIMIT = (lambda: Search(KunitoriPosition.initial(), Limits(nodes=2_000)), 2_000, 2_100, 1)
"""(a maker of a search limited to ``nodes``, nodes, fewer than this at the end, at least
this depth completed), or None for a game whose search has no overall node limit."""


def time_limited():
    """A search from the start limited to 0.05 s, and whether a result of it is a legal action."""
    start = KunitoriPosition.initial()
    return Search(start, Limits(seconds=0.05)), lambda result: result.move in start.legal_actions()


PASSING = None
"""No pass from the start position: a side that cannot place gives a piece instead (its
sound is ``received``), and an empty hand ends the game (the sounds' e2e test)."""

STORAGE_KEY = "reversi.kunitori"
"""The localStorage key of its game in progress (``VARIANT.STORAGE_KEY``): a saved game is
found under it, so it never changes."""

SAMPLE = "Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3 Ga2 Sa3 Pa2 Ga3 Sa2 Pa3 giveN"
"""A record with every kind of entry the game has but a pass (``test_wording``)."""

LONGEST = (32, 8 * 9 + 8 + 1)
"""Its longest game (``test_letters``): the most entries chosen among several (None: not
bounded by its rules as far as known) and the most choices at one entry. 16 pieces, each placed or given once at most, and a pass at most after each
action (two passes in a row end the game): 32 entries; at most 8 kinds × 9 squares
placements, 8 gives and the pass."""

OLD_RECORDS = {
    'saved': '{"schema": 4, "rules": "kunitori", "start": null, "moves": "Sb3 Sc2 Nb1 Bc3 Gb2 Rc3 Bb3 Lc2 Rc1 Kc3 Lb2 Gb3 Kc3", "ahead": "Pb2", "hint": "none", "opponent": null, "review": {"at": 12}, "analysis": {"start": null, "moves": "Sb3 Sc2 Nb1 Bc3 Gb2 Rc3 Bb3 Lc2 Rc1 Kc3 Lb2 Gb3 Kc3 Pb2", "version": 1, "points": [null, null, null, null, ["Gb2", -1, -1, 0], ["Ka3", 2, 0, 1], ["Rc2", 0, -2, 1], ["Ka2", 2, 0, 1], ["Kc1", 0, -2, 1], ["Ka1", 2, -1, 1], ["Lc2", 1, -2, 1], ["Nb3", 2, -1, 1], ["Kc3", 1, 1, 1], ["Pb2", -1, -1, 1]]}}',
    'link': '#kunitori:Sb3Sc2Nb1Bc3Gb2Rc3Bb3Lc2Rc1Kc3Lb2Gb3Kc3Pb2',
    'position': '-NR/-Ll/-gK* b P np - - -',
    'shown': '-NR/-Ll/-g*k w KP np - - -',
    'final': '-NR/-p*l/-gK w P n - - -',
    'analysed': [None, None, None, None, ['Gb2', 'Gb2', -1, -1], ['Rc3', 'Ka3', 0, 2], ['Bb3', 'Rc2', -2, 0], ['Lc2', 'Ka2', 0, 2], ['Rc1', 'Kc1', -2, 0], ['Kc3', 'Ka1', -1, 2], ['Lb2', 'Lc2', -2, 1], ['Gb3', 'Nb3', -1, 2], ['Kc3', 'Kc3', 1, 1], ['Pb2', 'Pb2', -1, -1]],
}
"""A game as the app stored it before passes were entries (``test_old_records`` says what each holds)."""

SHORT_GAME = "Pa1 Ga2 Lb2 Sb3 Ka2 Ra3 Na1 Lb3 Sb1 Bb2 Bc3 Kb2 Rb3 Pc3 Gc2 Nc3"
"""A short whole game (of the greedy random playouts, one that ends soonest), which the e2e tests
play by taps (``tests/e2e/helpers.py``'s ``short_game``)."""

UNDER_WAY = "Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3 Ga2 Sa3 Pa2 Ga3 Sa2 Pa3 giveN"
"""A game under way (with pieces in the trays, where the game has trays), and ``OVER`` a finished
one (decided by the pieces): ``tests/e2e/test_words.py`` looks at the words on screen in both."""
OVER = "Rc2 Bc3 Sa1 Ra2 Bc2 Kb1 Ka2 Gb3 Ga3 Pb3 Lb2 Nb3 Na1 Lb3 Pb2 Sb3"
