"""Reversi's analyser (``reversi.games.reversi.analysis``, the ``VARIANT.analyser`` hook)
and ``python -m reversi analyse``: exact values equal to ``solve``'s move by move on
positions of real games with at most 14 empty squares, estimates for every move from one
search, passes, slices, and the command's lines and errors."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from reversi import registry
from reversi.cli import analysis_lines
from reversi.games.reversi import VARIANT
from reversi.games.reversi.analysis import LIMITS, analyser
from reversi.games.reversi.endgame import SHALLOW, solve
from reversi.games.reversi.game import Game
from reversi.games.reversi.position import PASS, Position
from reversi.play.record import steps

from .test_cli import assert_clean_error, run

GAMES = [line for line in (Path(__file__).parent / "games.txt").read_text().splitlines() if line and line[0] != "#"]
PASSING = Position.parse("OX--X--OOX--X-OOOX-XXOXOOOXXOOXOOOOOOOOOOOOOXOOOOOXXXXXOOOOOOOOO X")
PASSING_MOVES = tuple(Game.parse_entries("g1d1f2f1c3d2c1c2"))  # black passes after white's f1 (move 4)
LINE = re.compile(r"(\d+) ([a-h][1-8]|pass) ([a-h][1-8]|pass) (0|[+-]\d+) (0|[+-]\d+) (\d+) (exact|estimate)")


def positions(number: int) -> list[Position]:
    """The positions of game ``number`` of ``games.txt`` (1-based): the start, then after each move."""
    start = Position.initial()
    return [start, *(step.position for step in steps(start, Game.parse_entries(GAMES[number - 1])))]


def empties(position: Position) -> int:
    return 64 - sum(position.counts())


def test_the_games_are_ten_full_games():
    assert len(GAMES) == 10
    assert all(positions(number)[-1].is_game_over() for number in range(1, 11))


@pytest.mark.parametrize("number, count", [(1, 14), (2, 12), (3, 11), (4, 10), (5, 13), (6, 9)])
def test_exact_values_are_solves_move_by_move(number, count):
    """The agreement check of ``bench/analysis.py``, on one position of each of six games."""
    position = next(p for p in positions(number) if empties(p) == count and not p.must_pass())
    appraisal = analyser(position).run()
    assert appraisal.exact and LIMITS.exact_empties == 14
    assert dict(appraisal.values) == {square: -solve(position.play(square)).score for square in position.legal_squares()}
    assert appraisal.best[1] == solve(position).score
    assert [value for _, value in appraisal.values] == sorted((value for _, value in appraisal.values), reverse=True)


def test_estimates_value_every_move_from_one_search():
    position = positions(7)[20]  # 40 empty squares
    appraisal = analyser(position).run()
    assert not appraisal.exact and 0 < appraisal.nodes <= LIMITS.nodes + 5_000
    assert sorted(square for square, _ in appraisal.values) == position.legal_squares()
    values = [value for _, value in appraisal.values]
    assert values == sorted(values, reverse=True) and values[0] > values[-1]
    assert empties(positions(7)[45]) == 15 and not analyser(positions(7)[45]).run().exact
    assert VARIANT.analyser(position).run() == appraisal  # the hook, the same


def test_a_forced_pass_is_worth_the_other_sides_best_and_a_finished_game_has_nothing():
    before_pass = Position.replay(list(PASSING_MOVES[:4]), PASSING)
    assert before_pass.must_pass()
    appraisal = analyser(before_pass).run()
    white = before_pass.pass_turn()
    assert appraisal.values == ((PASS, -solve(white).score),) and appraisal.exact
    over = Position.replay(list(PASSING_MOVES), PASSING)
    assert over.is_game_over() and analyser(over).run().values == () and analyser(over).done


@pytest.mark.parametrize("position", [positions(8)[46], positions(8)[30]], ids=["exact", "estimate"])
def test_slices_stop_on_time_and_change_nothing(position):
    whole = analyser(position).run()
    appraising = analyser(position)
    slices = 0
    while True:
        before = appraising.nodes
        done = appraising.step(nodes=300)
        assert appraising.nodes - before <= 300 + 4 ** SHALLOW, "a slice runs on past its end"
        slices += 1
        if done:
            break
    assert slices > 10 and appraising.appraisal == whole


def test_the_analysis_of_a_game_with_a_pass():
    lines = analysis_lines(VARIANT, PASSING, PASSING_MOVES)
    assert lines == [
        "1 g1 g1 -42 -42 0 exact",
        "2 d1 c1 +32 +42 10 exact",
        "3 f2 f1 -48 -32 16 exact",
        "4 f1 f1 +48 +48 0 exact",
        "5 pass pass -48 -48 0 exact",  # black passes: what the position is worth to black
        "6 c3 c1 +32 +48 16 exact",
        "7 d2 d2 -32 -32 0 exact",
        "8 c1 c1 +32 +32 0 exact",
        "9 c2 c2 -32 -32 0 exact",
    ]
    assert analysis_lines(VARIANT, PASSING, PASSING_MOVES[:4]) == lines[:5]  # a record that stops at the pass


def test_analyse_prints_a_line_a_move():
    result = run("analyse", "f5d6c3")
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert [LINE.fullmatch(line).group(1, 2, 7) for line in lines] == [
        ("1", "f5", "estimate"), ("2", "d6", "estimate"), ("3", "c3", "estimate")
    ]
    for line in lines:
        _, _, _, played, best, loss, _ = LINE.fullmatch(line).groups()
        assert int(loss) == int(best) - int(played) >= 0
    assert run("analyse", "--game", registry.DEFAULT, "f5d6c3").stdout == result.stdout
    assert run("analyse", "").stdout == ""


@pytest.mark.parametrize(
    "transcript, fragment",
    [("f5d6c3c3", "move 4 'c3': white cannot play there"), ("f5z9", "move 2 'z9'"), ("f5 d6 c3 d", "move 4")],
)
def test_analyse_refuses_bad_input_as_replay_does(transcript, fragment):
    line = assert_clean_error(run("analyse", transcript), "python -m reversi analyse: error:", fragment)
    assert line.split("error: ")[1] == run("replay", transcript).stderr.strip().split("error: ")[1]
