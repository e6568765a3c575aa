"""Reversi's values for the conformance suite (``tests/unit/test_conformance.py``): the
suite checks every game the same way; the figures and positions here are this game's."""

from __future__ import annotations

from reversi.base.search import Limits
from reversi.games.reversi.position import Position
from reversi.games.reversi.search import Search

from . import reference as ref
from .test_perft import published
from .test_search import EIGHT_EMPTIES, MIDGAME, OPENING

FOURTEEN_EMPTIES = Position.parse("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X")


def start_perft() -> dict[int, int]:
    """The published counts from the start (``shared/refdata/perft-start.csv``), depths 1 to
    8 (9 and 10: ``test_perft.test_perft_from_the_start_deep``)."""
    return {depth: nodes for depth, nodes in published().items() if depth <= 8}


def reference_perft(depth: int) -> int:
    """The brute-force count of ``reference`` from the start."""
    return ref.perft(*ref.start(), depth)


REFERENCE_DEPTHS = range(1, 5)

ILLEGAL_REPLAYS = [
    ("a1", 1, "a1", "black cannot play there"),
    ("f5f5", 2, "f5", "white cannot play there"),  # occupied
    ("f5d6c3c4", 4, "c4", "white cannot play there"),  # flips nothing
    ("F5D6C3D3A1", 5, "a1", "black cannot play there"),
    ("f5 d6 c3 d3 c4 f4 f6 f3 e6 e7 d7 g6 d8 c5 c6 c7 h1", 17, "h1", "black cannot play there"),
]
"""(transcript, number, text, reason) of the ``TranscriptError`` that ``replay`` raises."""

BAD_TRANSCRIPTS = [
    ("f5f5", ["move 2 'f5'", "white cannot play there"]),
    ("f5d6c3a1", ["move 4 'a1'", "white cannot play there"]),
    ("f5d6z9", ["move 3 'z9'", "not a square"]),
    ("f5d", ["move 2 'd'"]),
    ("c4c3c2b2a2c5c6d6e6f6g7h8", ["move 12 'h8'", "the game is already over"]),
]
"""(transcript, fragments of the error line) of the command line's ``replay``."""


def searches() -> list:
    """Makers of searches that stop by themselves (by depth, by nodes, exactly)."""
    return [
        lambda limits=limits, position=position: Search(position, limits)
        for limits in (Limits(depth=5), Limits(nodes=4_000), Limits(nodes=3_000, exact_empties=14))
        for position in (MIDGAME, EIGHT_EMPTIES, FOURTEEN_EMPTIES)
    ]


NODE_LIMIT = (lambda: Search(OPENING, Limits(nodes=2_000)), 2_000, 2_500, 3)
"""(a maker of a search limited to ``nodes``, nodes, fewer than this at the end, at least
this depth completed), or None for a game whose search has no overall node limit."""


def time_limited():
    """A search from the start limited to 0.05 s, and whether a result of it is a legal move."""
    start = Position.initial()
    return Search(start, Limits(seconds=0.05)), lambda result: result.move in start.legal_squares()


PASSING = "d3c3e6d2d1e1b2c1"
"""A transcript whose last move makes the other side pass (the sounds' e2e test,
``tests/e2e/test_sound.py``), or None for a game that never passes from its start."""

STORAGE_KEY = "reversi.game"
"""The localStorage key of its game in progress (``VARIANT.STORAGE_KEY``): a saved game is
found under it, so it never changes."""

SAMPLE = "f5d6c3"
"""A record with every kind of entry the game has but a pass (``test_wording``)."""

LONGEST = (60, 60)
"""Its longest game (``test_letters``): the most entries chosen among several (None: not
bounded by its rules as far as known) and the most choices at one entry. 60 moves (passes are not written), at most 60 empty squares to choose from."""

OLD_RECORDS = {
    'saved': '{"schema": 4, "rules": "reversi", "start": null, "moves": "d3c3e6d2d1e1b2c1d6c2", "ahead": "a1", "hint": "none", "opponent": null, "review": {"at": 9}, "analysis": {"start": null, "moves": "d3c3e6d2d1e1b2c1d6c2a1", "version": 1, "points": [["d3", -2, -2, 0], ["c3", 3, 3, 0], ["c4", -3, -9, 0], ["d2", 8, 8, 0], ["d1", -9, -9, 0], ["e3", 7, 4, 0], ["f1", -4, -22, 0], ["b4", 19, 12, 0], ["d6", 10, 10, 0], ["c5", -12, -13, 0], ["b4", 13, 11, 0]]}}',
    'link': '#d3c3e6d2d1e1b2c1d6c2a1',
    'position': '--OOO----XXO------XX-------OX------OX------OX------------------- O',
    'shown': '--OOO----X-O------XO-------OX------OX------OX------------------- X',
    'final': 'O-OOO----OXO------OX-------OX------OX------OX------------------- X',
    'analysed': [['d3', 'd3', -2, -2], ['c3', 'c3', 3, 3], ['e6', 'c4', -9, -3], ['d2', 'd2', 8, 8], ['d1', 'd1', -9, -9], ['e1', 'e3', 4, 7], ['b2', 'f1', -22, -4], ['c1', 'b4', 12, 19], ['d6', 'd6', 10, 10], ['c2', 'c5', -13, -12], ['a1', 'b4', 11, 13]],
}
"""A game as the app stored it before passes were entries (``test_old_records`` says what each holds)."""

SHORT_GAME = "d3c3f5f4f3d2d1e3b3"
"""A short whole game (of the greedy random playouts, one that ends soonest), which the e2e tests
play by taps (``tests/e2e/helpers.py``'s ``short_game``)."""

UNDER_WAY = "f5d6c3d3c4f4c5b3c2"
"""A game under way (with pieces in the trays, where the game has trays), and ``OVER`` a finished
one (its short whole game): ``tests/e2e/test_words.py`` looks at the words on screen in both."""
OVER = SHORT_GAME
