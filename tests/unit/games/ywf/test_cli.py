"""``python -m reversi ... --game ywf``, run as a user would: in a subprocess from the
repository root."""

from __future__ import annotations

import pytest

from reversi.games.ywf.rules import Action, YwfPosition

from . import reference as ref
from ..reversi.test_cli import assert_clean_error, run
from .helpers import sq

START = str(YwfPosition.initial())
MUST_PASS = "XNNX" + "-" * 76 + "O O - -"  # white has nothing to do
GAME_OVER = "XO" + "-" * 79 + " X - pass-pass"


def test_perft_from_the_start_to_depth_5():
    result = run("perft", "--game", "ywf", "5")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines() == ["1 13", "2 116", "3 1154", "4 9992", "5 99308"]


def test_perft_from_a_position():
    state = ref.start()
    for action in ("play", sq("c4")), ("change", sq("f6")):
        state = ref.apply(state, action)
    result = run("perft", "3", "--game", "ywf", "--position", str(YwfPosition.replay("c4 +f6")))
    assert result.stdout.splitlines() == [f"{depth} {ref.perft(state, depth)}" for depth in (1, 2, 3)]
    assert run("perft", "3", "--game", "ywf", "--position", MUST_PASS).stdout.splitlines() == ["1 1", "2 2", "3 2"]
    assert run("perft", "2", "--game", "ywf", "--position", GAME_OVER).stdout.splitlines() == ["1 1", "2 1"]


def test_moves():
    assert run("moves", "--game", "ywf", START).stdout == "d3 f3 g3 c4 g4 c5 c6 g6 d7 e7 f7 +d4 +f6\n"
    assert run("moves", "--game", "ywf", MUST_PASS).stdout == "pass\n"
    assert run("moves", "--game", "ywf", MUST_PASS.replace("O O", "O X")).stdout == "+b1 +c1\n"
    assert run("moves", "--game", "ywf", GAME_OVER).stdout == "game over\n"


def test_replay_prints_the_position_and_the_counts():
    result = run("replay", "--game", "ywf", "C4 +f6 G3")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines() == [str(YwfPosition.replay("c4 +f6 g3")), "black 6 white 3 neutral 2: not over"]
    assert run("replay", "--game", "ywf", "").stdout.splitlines() == [START, "black 3 white 3 neutral 3: not over"]


def test_bestmove():
    first = run("bestmove", "--game", "ywf", "--level", "5", START)
    assert first.returncode == 0 and first.stderr == ""
    assert Action.parse(first.stdout) in YwfPosition.initial().legal_actions()
    assert run("bestmove", "--game", "ywf", "--level", "5", START).stdout == first.stdout
    assert run("bestmove", "--game", "ywf", "--level", "1", "--seed", "4", MUST_PASS).stdout == "pass\n"
    assert run("bestmove", "--game", "ywf", "--level", "3", GAME_OVER).stdout == "game over\n"


@pytest.mark.parametrize(
    "args, fragment",
    [
        (["moves", "--game", "ywf", START[:-4]], "got 2 part(s)"),
        (["moves", "--game", "ywf", "X" * 64 + " X"], "got 2 part(s)"),
        (["moves", "--game", "ywf", "Q" + START[1:]], "characters other than X, O, N, - and .: Q"),
        (["bestmove", "--game", "ywf", "--level", "6", START], "level must be a whole number from 1 to 5"),
        (["moves", "--game", "chess", START], "invalid choice: 'chess'"),
        (["moves", START], "a position is 64 board characters"),  # a YWF position read as Reversi
    ],
)
def test_bad_input_is_one_line_and_status_2(args, fragment):
    assert_clean_error(run(*args), fragment)
