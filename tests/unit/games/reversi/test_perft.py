"""Perft: the number of move sequences of a given length, against published figures and
against a brute-force count with ``reference``.

Conventions (those of the published figures): a pass counts as one ply, and a game that
ends before the horizon counts as one leaf.

Depths 1..8 from the start run always, in the conformance suite (``conformance.py``),
under a second. Depths 9 and 10 take about 20 s
and run only on request: ``python3 -m pytest tests/unit --perft-deep``, or, when
``tests/unit`` is not on the command line (e.g. ``make unit``, which runs pytest from the
repository root and so never registers the option), with the environment variable
``PERFT_DEEP=1``.
"""

from __future__ import annotations

import csv
import random
from pathlib import Path

import pytest

from reversi.games.reversi.perft import perft
from reversi.games.reversi.position import Position

from . import reference as ref
from .helpers import board, game_events, random_game, to_cells

PERFT_CSV = Path(__file__).resolve().parents[5] / "shared" / "refdata" / "perft-start.csv"


def published() -> dict[int, int]:
    if not PERFT_CSV.is_file():
        pytest.skip(f"{PERFT_CSV} is missing (it lives beside the clone, in shared/refdata/)")
    with PERFT_CSV.open(newline="") as file:
        rows = csv.DictReader(line for line in file if not line.startswith("#"))
        return {int(row["depth"]): int(row["nodes"]) for row in rows}


def ref_perft(position: Position, depth: int) -> int:
    cells, side = to_cells(position)
    return ref.perft(cells, side, depth)


@pytest.mark.parametrize("depth", [9, 10])
def test_perft_from_the_start_deep(depth, perft_deep):
    if not perft_deep:
        pytest.skip("slow: run with --perft-deep (from tests/unit) or PERFT_DEEP=1")
    assert perft(Position.initial(), depth) == published()[depth]


def test_published_figures_start_as_expected():
    figures = published()
    assert [figures[d] for d in range(1, 5)] == [4, 12, 56, 244]
    assert sorted(figures) == list(range(1, len(figures) + 1))


# --------------------------------------------------------------------------- passes and endings

MUST_PASS = board("O X - - - - - -" + "-" * 56, "X")  # black has no move, white has c1


def test_perft_counts_a_forced_pass_as_one_ply():
    assert MUST_PASS.must_pass()
    # depth 1: the pass itself; depth 2: pass, then white's c1; after c1 the game is over.
    assert [perft(MUST_PASS, d) for d in range(1, 5)] == [1, 1, 1, 1]
    assert [perft(MUST_PASS, d) for d in range(1, 5)] == [ref_perft(MUST_PASS, d) for d in range(1, 5)]


def test_perft_of_a_position_with_a_pass_in_the_middle():
    """A position from a real game where the side to move must pass, and the positions a
    few plies before it (so the pass falls at different depths of the count)."""
    for seed in range(200):
        moves = random_game(seed)
        events = game_events(moves)
        if events and events[0][0] > 6:
            break
    else:
        pytest.fail("no random game with a pass after move 6")
    number = events[0][0]
    steps = list(Position.replay_steps(moves))
    passing = steps[number - 2]
    assert passing.must_pass()
    for back in range(4):
        position = steps[number - 2 - back]
        for depth in range(1, 4):
            assert perft(position, depth) == ref_perft(position, depth), (seed, back, depth)
    assert perft(passing, 1) == 1
    assert perft(passing, 2) == len(passing.pass_turn().legal_squares())


def test_perft_of_a_finished_game_is_one_leaf_at_every_depth():
    over = Position.replay("c4c3c2b2a2c5c6d6e6f6g7")  # white wiped out
    full = Position.parse("X" * 40 + "O" * 24 + " O")
    for position in (over, full):
        assert position.is_game_over()
        assert [perft(position, d) for d in range(1, 6)] == [1] * 5


def test_perft_with_games_ending_before_the_horizon():
    """From shortly before a wipe-out, some lines end early and each counts once."""
    moves = [ref.index(s) for s in ("c4", "c3", "c2", "b2", "a2", "c5", "c6", "d6")]
    position = list(Position.replay_steps(moves))[-1]
    ending = position.play(ref.index("e6")).play(ref.index("f6")).play(ref.index("g7"))
    assert ending.is_game_over()  # one of the lines counted below ends at ply 3
    for depth in range(1, 6):
        assert perft(position, depth) == ref_perft(position, depth), depth


def test_perft_matches_brute_force_from_random_positions():
    """Mid-game positions exercise the packed counting of the last two plies (Lanes),
    with many children and children that have to pass or are finished."""
    rng = random.Random(99)
    checked = 0
    for seed in range(12):
        steps = list(Position.replay_steps(random_game(seed)))
        for position in rng.sample(steps, 2):
            depth = 3 if sum(position.counts()) < 20 else 4
            assert perft(position, depth) == ref_perft(position, depth), (seed, str(position), depth)
            checked += 1
    assert checked == 24


def test_perft_near_the_end_of_games():
    for seed in range(30):
        steps = list(Position.replay_steps(random_game(seed)))
        position = steps[-5]
        assert perft(position, 6) == ref_perft(position, 6), (seed, str(position))
