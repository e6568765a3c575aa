"""``python -m reversi ... --game kunitori``, run as a user would: in a subprocess from the
repository root."""

from __future__ import annotations

import random

import pytest

from reversi.games.kunitori.rules import KunitoriPosition

from ..reversi.test_cli import assert_clean_error, run
from . import reference as ref
from .helpers import to_state

START = str(KunitoriPosition.initial())
GIVE = "Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3 Ga2 Sa3 Pa2 Ga3 Sa2 Pa3"
"""White holds only its 桂 and cannot place it: it must give."""


def test_perft_from_the_start_to_depth_4():
    result = run("perft", "--game", "kunitori", "4")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines() == ["1 60", "2 1163", "3 20138", "4 334868"]


def test_perft_from_a_position_agrees_with_the_reference():
    position = KunitoriPosition.replay("Sb2 Ka1 Gb1")
    result = run("perft", "3", "--game", "kunitori", "--position", str(position))
    state = to_state(position)
    assert result.stdout.splitlines() == [f"{depth} {ref.perft(state, depth)}" for depth in (1, 2, 3)]
    assert run("perft", "2", "--game", "kunitori", "--position", "---/---/--- w - - - - -").stdout.splitlines() == [
        "1 1",
        "2 1",
    ]


def test_moves_of_a_position_round_trip():
    text = "---/-S*-/--- b KRBGNLP krbgsnlp - - -"
    assert str(KunitoriPosition.parse(text)) == text
    moves = run("moves", "--game", "kunitori", text).stdout.split()
    assert moves[:5] == ["Ka1", "Kc1", "Ka3", "Kb3", "Kc3"] and len(moves) == 34
    assert run("moves", "--game", "kunitori", str(KunitoriPosition.replay(GIVE))).stdout == "giveN\n"
    assert run("moves", "--game", "kunitori", "K--/---/--- b - - - - pass").stdout == "game over\n"
    assert run("moves", "--game", "kunitori", "K*--/---/--- b - k - - -").stdout == "Kb1 Ka2 Kb2\n"  # where 王 on a1 reaches


def test_replay_prints_the_position_each_line_and_the_result():
    result = run("replay", "--game", "kunitori", f"{GIVE} giveN Nb3")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines() == [
        "L--/S-B/pn*- w - - - N -",
        "row 1: white",
        "row 2: white",
        "row 3: brown",
        "column a: white",
        "column b: brown",
        "column c: white",
        "received: white 0 brown 1",
        "pieces: white 3 brown 2",
        "white 4 brown 3: white wins",
    ]
    unfinished = run("replay", "--game", "kunitori", "sb2").stdout.splitlines()
    assert unfinished[0] == str(KunitoriPosition.replay("Sb2")) and unfinished[-1] == "white 2 brown 0: not over"


def test_replay_names_the_tie_break_and_a_brown_win():
    finished = {}
    for seed in range(60):  # random whole games: won on points and on fewer pieces
        position, actions, rng = KunitoriPosition.initial(), [], random.Random(seed)
        while not position.is_game_over():
            action = rng.choice(position.legal_actions())
            actions.append(str(action))
            position = position.play(action)
        score = position.score()
        finished.setdefault((score.winner and score.winner.value, score.decided_by.value), " ".join(actions))
    assert ("brown", "points") in finished and {("white", "pieces"), ("brown", "pieces")} & finished.keys()
    for (winner, decided), transcript in finished.items():
        lines = run("replay", "--game", "kunitori", transcript).stdout.splitlines()
        result = "draw" if winner is None else f"{winner} wins"
        assert lines[-1].endswith(f": {result}")
        assert lines[-2].endswith("(equal points: fewer pieces wins)") == (decided == "pieces")


def test_bestmove_plays_a_legal_action():
    text = "---/-S*-/--- b KRBGNLP krbgsnlp - - -"
    legal = run("moves", "--game", "kunitori", text).stdout.split()
    for level in ("1", "5"):
        result = run("bestmove", "--game", "kunitori", text, "--level", level)
        assert result.returncode == 0 and result.stdout.strip() in legal
    assert run("bestmove", "--game", "kunitori", str(KunitoriPosition.replay(GIVE)), "--level", "3").stdout == "giveN\n"


@pytest.mark.parametrize(
    "position, fragment",
    [
        ("xx", "got 1 field(s)"),
        ("---/-S*-/--- w KRBGNLP krbgsnlp - - -", "the face-up piece is the opponent's"),
        ("---/-Z-/--- w - - - - -", "not a piece letter"),
    ],
)
def test_moves_of_a_bad_position(position, fragment):
    assert_clean_error(run("moves", "--game", "kunitori", position), fragment)
