"""``python -m reversi ... --game jankengo``, run as a user would: in a subprocess from the
repository root."""

from __future__ import annotations

import pytest

from reversi.games.jankengo.analysis import result_line
from reversi.games.jankengo.rules import JankenGoPosition, format_transcript

from ..reversi.test_cli import assert_clean_error, run

START = str(JankenGoPosition.initial())
TRY = "d1-d2 d2-d3 d3-d4 end d7-d6 d6-c6 end d4-d5 d5-d6 d6-d7"
KING_TAKEN = "c1-c2 c2-c3 c3-c4 end a7-a6 end c4-c5 c5-c6 c6-d6 end a6-a7 end d6-d7"
TWO_PASSES = "K" + "." * 47 + "k 0/0 B 0 - - 12 pass-pass"


def shuffle(turns: int) -> str:
    """``turns`` turns of the kings stepping forward and back (never ko: each side's board
    differs from the one at the end of its own previous turn)."""
    moves = ("d1-d2", "d7-d6", "d2-d1", "d6-d7")
    return " ".join(f"{moves[turn % 4]} end" for turn in range(turns))


def test_perft_from_the_start_and_after_a_transcript():
    result = run("perft", "--game", "jankengo", "3")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines() == ["1 42", "2 721", "3 14293"]
    after = run("perft", "--game", "jankengo", "2", "--after", "d1-d2 d2-d3 d3-d4 end")
    assert after.stdout.splitlines() == ["1 42", "2 715"]
    mid_turn = run("perft", "--game", "jankengo", "1", "--after", "d1-d2 Wc4")
    assert mid_turn.stdout.splitlines() == [f"1 {len(JankenGoPosition.replay('d1-d2 Wc4').legal_actions())}"]


def test_perft_after_keeps_the_ko_history():
    """After a transcript, the ko board of each side is the one its transcript left: the
    same count as from the position text that ``replay`` prints."""
    transcript = "d1-d2 end d7-d6 end d2-d1"
    text = str(JankenGoPosition.replay(transcript))
    assert run("perft", "--game", "jankengo", "2", "--after", transcript).stdout == run(
        "perft", "--game", "jankengo", "2", "--position", text
    ).stdout


def test_perft_after_for_every_game():
    assert run("perft", "2", "--after", "f5").stdout.splitlines() == ["1 3", "2 14"]
    assert run("perft", "1", "--game", "ywf", "--after", "c4").stdout.splitlines()[0].startswith("1 ")
    assert_clean_error(run("perft", "2", "--game", "jankengo", "--after", "d1-d3"), "--after", "move 1 'd1-d3'")


def test_moves_and_the_position_text_round_trip():
    assert run("moves", "--game", "jankengo", START).stdout.split()[:8] == [
        "a1-a2", "b1-b2", "c1-c2", "d1-d2", "e1-e2", "f1-f2", "g1-g2", "Wa2"
    ]
    position = JankenGoPosition.replay("d1-d2 Wc4 end d7-d6 end d2-d3")
    text = str(position)
    assert JankenGoPosition.parse(text) == position
    assert run("moves", "--game", "jankengo", text).stdout.split() == [str(a) for a in position.legal_actions()]
    done = JankenGoPosition.replay("d1-d2 d2-d3 d3-d4 Wc4")
    assert run("moves", "--game", "jankengo", str(done)).stdout == "end\n"
    assert run("moves", "--game", "jankengo", TWO_PASSES).stdout == "game over\n"
    assert_clean_error(run("moves", "--game", "jankengo", "GCPK 5/5 B"), "POSITION", "49")


@pytest.mark.parametrize(
    "transcript, last",
    [
        (TRY, "blue wins (try)"),
        (KING_TAKEN, "blue wins (king taken)"),
        (shuffle(200), "draw (200 turns)"),
        (shuffle(199), "not over"),
        ("", "not over"),
    ],
)
def test_replay_prints_the_position_and_the_result(transcript, last):
    result = run("replay", "--game", "jankengo", transcript)
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines() == [str(JankenGoPosition.replay(transcript)), last]


def test_replay_result_of_red_and_of_two_passes():
    red_try = "d1-d2 d2-d3 d3-c3 end d7-d6 d6-d5 d5-d4 end a1-a2 end d4-d3 d3-d2 d2-d1"
    assert run("replay", "--game", "jankengo", red_try).stdout.splitlines()[-1] == "red wins (try)"
    assert result_line(JankenGoPosition.parse(TWO_PASSES)) == "draw (two passes)"
    king_gone = JankenGoPosition.parse("k" + "." * 48 + " 0/0 B")
    assert result_line(king_gone) == "red wins (king taken)"


def test_bestmove_prints_the_whole_turn():
    for level in ("1", "3", "5"):
        result = run("bestmove", "--game", "jankengo", START, "--level", level, "--seed", "4")
        assert result.returncode == 0 and result.stderr == ""
        turn = JankenGoPosition.parse_transcript(result.stdout)
        position = JankenGoPosition.replay(turn)
        assert format_transcript(turn).endswith("end") and position.turn is not JankenGoPosition.initial().turn
    win = str(JankenGoPosition.replay("d1-d2 d2-d3 d3-d4 end d7-d6 d6-c6 end d4-d5"))
    assert run("bestmove", "--game", "jankengo", win, "--level", "5").stdout == "d5-d6 d6-d7\n"
