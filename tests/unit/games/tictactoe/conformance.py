"""Tic-tac-toe's values for the conformance suite (``tests/unit/test_conformance.py``): the
example game (``tests/example_game/tictactoe``) is checked as every game is; the figures and
positions here are its own."""

from __future__ import annotations

from itertools import permutations

from reversi.base.search import Limits
from reversi.games.tictactoe.game import Position
from reversi.games.tictactoe.players import Search

WINS = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def start_perft() -> dict[int, int]:
    """The counts from the start (the sequences of marks, a finished game one leaf)."""
    return {1: 9, 2: 72, 3: 504, 4: 3_024, 5: 15_120, 6: 56_160}


def reference_perft(depth: int) -> int:
    """The count of every order of ``depth`` squares, cut where one side has three in a line."""
    leaves = set()
    for order in permutations(range(9), depth):
        for length in range(1, depth + 1):
            marks = (set(order[:length][0::2]), set(order[:length][1::2]))
            if any(set(line) <= marks[(length - 1) % 2] for line in WINS):
                break
        leaves.add(order[:length])
    return len(leaves)


REFERENCE_DEPTHS = range(1, 6)

ILLEGAL_REPLAYS = [
    ("b2b2", 2, "b2", "white cannot play there"),
    ("a1b1a2b2a3c3", 6, "c3", "the game is already over"),
    ("a1d1", 2, "d1", "not a square of the 3x3 board"),
]
"""(transcript, number, text, reason) of the ``TranscriptError`` that ``replay`` raises."""

BAD_TRANSCRIPTS = [
    ("b2b2", ["move 2 'b2'", "white cannot play there"]),
    ("b2z9", ["move 2 'z9'", "not a square"]),
    ("a1b1a2b2a3c3", ["move 6 'c3'", "the game is already over"]),
]
"""(transcript, fragments of the error line) of the command line's ``replay``."""


def searches() -> list:
    """Makers of searches that stop by themselves (by depth, by nodes)."""
    positions = [Position.initial(), Position.replay("b2a1")]
    return [
        lambda limits=limits, position=position: Search(position, limits)
        for limits in (Limits(depth=3), Limits(nodes=300))
        for position in positions
    ]


NODE_LIMIT = None
"""Its search stops at a node limit only between the first square's subtrees."""


def time_limited():
    """A search from the start limited to 0.05 s, and whether a result of it is a legal square."""
    start = Position.initial()
    return Search(start, Limits(seconds=0.05)), lambda result: result.move in start.legal_actions()


STORAGE_KEY = "reversi.tictactoe"
"""The localStorage key of its game in progress (``VARIANT.STORAGE_KEY``): a saved game is
found under it, so it never changes."""

SAMPLE = "b2a1c3"
"""A record with every kind of entry the game has but a pass (``test_wording``)."""

LONGEST = (9, 9)
"""Its longest game (``test_letters``): the most entries chosen among several (None: not
bounded by its rules as far as known) and the most choices at one entry. 9 marks at most, among at most 9 free squares."""

OLD_RECORDS = None
"""None: the game came after passes were entries of every record (``test_old_records``)."""

PASSING = None
"""None: a side always has a free square until the game ends (the sounds' tests)."""

SHORT_GAME = "a1b1a2b2a3"
"""A short whole game (the first side's line down the a file), which the e2e tests play by taps
(``tests/e2e/helpers.py``'s ``short_game``)."""

UNDER_WAY = SAMPLE
"""A game under way (with pieces in the trays, where the game has trays), and ``OVER`` a finished
one (a draw, the board full): ``tests/e2e/test_words.py`` looks at the words on screen in both."""
OVER = "b2a1b1c1a2c2a3b3c3"
