"""りゅう's search to a time budget (#31): exact where it solves, its tables kept from one
move to the next without changing a solved score, its deadline and slices kept, ProbCut
cutting work without changing the moves of the test positions, ``bestmove --time``."""

from __future__ import annotations

import random
import subprocess
import sys
import time
from dataclasses import replace

import pytest

from reversi.base.search import Limits, Negamax
from reversi.games.reversi import patterns, probcut
from reversi.games.reversi.endgame import Solver, solve
from reversi.games.reversi.players import LEVELS, Thinking, _TABLES, level, with_time
from reversi.games.reversi.position import Position
from reversi.games.reversi.search import Search, _cuts, exact_reach

from .helpers import random_game

TIMED = LEVELS[4].limits
MIDGAME = Position.replay("f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1f3f6e7")


def late_positions(count: int, empties: int) -> list[Position]:
    """Positions of seeded random games with ``empties`` empty squares and a move to play."""
    found = []
    for seed in range(200):
        position = Position.initial()
        for square in random_game(seed):
            if position.must_pass():
                position = position.pass_turn()
            position = position.play(square)
            if 64 - (position.black | position.white).bit_count() == empties:
                break
        if not position.is_game_over() and not position.must_pass():
            found.append(position)
        if len(found) == count:
            return found
    raise AssertionError("too few positions")


def test_the_top_level_thinks_to_a_time_budget_and_the_others_to_nodes_or_depth():
    assert TIMED.timed and TIMED.pruning and TIMED.seconds == 1.0 and TIMED.nodes is None
    assert TIMED.exact_empties == exact_reach(1.0) == 15
    assert not any(chosen.limits.timed or chosen.limits.pruning for chosen in LEVELS[:4])


@pytest.mark.parametrize("empties", [8, 11, 14])
def test_a_timed_search_is_exact_against_the_solver(empties):
    limits = replace(TIMED, seconds=60.0)  # never reached: the solve ends first
    for position in late_positions(4, empties):
        result = Search(position, limits, patterns.evaluate_all, ({}, {})).run()
        solution = solve(position)
        assert result.exact and result.score == solution.score
        after = position.play(result.move)  # the move played is worth the score, not just one as good
        assert -solve(after).score == solution.score if not after.must_pass() else True


def test_a_kept_endgame_table_never_changes_a_score():
    kept = {}
    for position in late_positions(6, 12) + late_positions(6, 10):
        solver = Solver(kept)
        for _ in solver.root(position.own, position.opp, position.legal_squares()):
            pass
        assert solver.best_score == solve(position).score
    assert kept  # the table was filled, and served the later positions


def test_a_kept_midgame_table_serves_the_next_search():
    tables = ({}, {})
    limits = Limits(depth=5, pruning=True)
    first = Search(MIDGAME, limits, patterns.evaluate_all, tables).run()
    again = Search(MIDGAME, limits, patterns.evaluate_all, tables).run()
    fresh = Search(MIDGAME, limits, patterns.evaluate_all).run()
    assert (first.move, first.score) == (fresh.move, fresh.score) == (again.move, again.score)
    assert again.nodes < first.nodes / 2  # much of it answered from the table
    after = MIDGAME.play(first.move)
    reply = Search(after, limits, patterns.evaluate_all, tables).run()
    assert reply.move in after.legal_squares()


def test_the_top_level_keeps_its_tables_from_move_to_move():
    timed = with_time(level(5), 0.1)
    one = Thinking(MIDGAME, timed, random.Random(1))
    two = Thinking(MIDGAME, timed, random.Random(1))
    assert one.search._midgame.table is two.search._midgame.table is _TABLES["patterns"][0]
    assert Thinking(MIDGAME, level(4), random.Random(1)).search._midgame.table is not _TABLES["patterns"][0]


@pytest.mark.parametrize("seconds", [0.1, 0.3])
def test_a_timed_search_keeps_its_deadline_and_its_slices(seconds):
    search = Search(MIDGAME, replace(TIMED, seconds=seconds), patterns.evaluate_all, ({}, {}))
    longest = 0.0
    started = time.perf_counter()
    while True:
        slice_started = time.process_time()
        done = search.step(seconds=0.02)
        longest = max(longest, time.process_time() - slice_started)
        if done:
            break
    assert search.seconds <= seconds + 0.05  # the clock is read every few hundred nodes
    assert longest < 0.05  # no slice over 50 ms of processor time
    assert time.perf_counter() - started < seconds + 10  # (the pauses between slices: the machine's load)
    assert search.result.move in MIDGAME.legal_squares() and search.result.depth >= 2


def test_a_timed_search_starts_no_iteration_it_cannot_finish():
    search = Search(MIDGAME, replace(TIMED, seconds=30.0, depth=4), patterns.evaluate_all, ({}, {}))
    result = search.run()
    assert result.depth == 4 and search.seconds < 30  # stopped at its depth, not at the clock


def test_probcut_cuts_work_and_keeps_the_moves():
    cuts = _cuts()
    assert sorted(cuts) == list(range(3, probcut.DEEPEST_CUT + 1))
    for depth, (shallow, slope, _, sigma) in cuts.items():
        assert shallow == depth - probcut.GAP >= 1 and 0.5 < slope < 1.5 and sigma > 0
    assert cuts[probcut.DEEPEST_CUT][1:] == probcut.CUTS[max(probcut.CUTS)]
    for position in (MIDGAME, *late_positions(2, 30)):
        plain = Search(position, Limits(depth=6), patterns.evaluate_all).run()
        pruned = Search(position, Limits(depth=6, pruning=True), patterns.evaluate_all).run()
        assert pruned.nodes < plain.nodes and pruned.move in position.legal_squares()
        assert abs(pruned.score - plain.score) < 8


def test_with_time_refuses_a_level_without_a_time_budget_and_bad_times():
    with pytest.raises(ValueError, match="only level 5"):
        with_time(level(4), 1.0)
    with pytest.raises(ValueError, match="more than 0"):
        with_time(level(5), 0.0)
    assert with_time(level(5), 3.0).limits.exact_empties == 16


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "reversi", *args], capture_output=True, text=True, timeout=60)


def test_cli_bestmove_time():
    done = run_cli("bestmove", str(MIDGAME), "--level", "5", "--time", "0.2")
    assert done.returncode == 0
    assert done.stdout.strip() in {"abcdefgh"[s % 8] + str(s // 8 + 1) for s in MIDGAME.legal_squares()}


@pytest.mark.parametrize(
    "args, message",
    [
        (("--level", "4", "--time", "1"), "only level 5 thinks to a time budget"),
        (("--level", "5", "--time", "0"), "time must be a number of seconds above 0"),
        (("--level", "5", "--time", "soon"), "time must be a number of seconds above 0"),
    ],
)
def test_cli_bestmove_time_rejects_bad_input(args, message):
    done = run_cli("bestmove", str(MIDGAME), *args)
    assert done.returncode == 2 and done.stdout == ""
    assert message in done.stderr.strip().splitlines()[-1]


def test_cli_bestmove_time_is_refused_by_a_game_without_a_timed_level():
    done = run_cli("bestmove", "--game", "kunitori", "--level", "5", "--time", "1", "x")
    assert done.returncode == 2 and done.stdout == ""


def test_a_null_window_search_again_within_a_narrow_window_ends():
    """A move that fails high inside a window (alpha, alpha + 2) is searched again once,
    within (score, beta): a null window too, where it searched again forever before."""

    class Fixed(Negamax):  # every node is worth its number, whatever the window
        calls = 0

        def _search(self, node, depth, alpha, beta):
            Fixed.calls += 1
            assert Fixed.calls < 10, "searched again forever"
            return node[0]
            yield  # (a generator, as the searches are)

    search = Fixed(None)
    best = search._best([("a", (0,)), ("b", (-1,))], 3, 0, 2)
    with pytest.raises(StopIteration) as stopped:
        next(best)
    assert stopped.value.value == (1, "b")
