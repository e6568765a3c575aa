"""YWF notation: actions, transcripts and the text form of a position, with their errors."""

from __future__ import annotations

import pytest

from reversi.base.sides import Color, NotationError, TranscriptError
from reversi.games.ywf.rules import PASS, Action, Kind, YwfPosition, format_transcript, parse_transcript

from .helpers import change, notation, play, random_actions, sq

START_TEXT = "-" * 30 + "NXO------ONX------XON" + "-" * 30 + " X - -"


# --------------------------------------------------------------------------- actions


def test_action_notation():
    assert str(play("e3")) == "e3" and str(change("e5")) == "+e5" and str(PASS) == "pass"
    assert str(Action(Kind.PLAY, 0)) == "a1" and str(Action(Kind.CHANGE, 80)) == "+i9"


@pytest.mark.parametrize("text, action", [("e3", play("e3")), (" E3 ", play("e3")), ("+e5", change("e5")),
                                          ("+I9", change("i9")), ("pass", PASS), ("PaSs", PASS)])
def test_action_parse(text, action):
    assert Action.parse(text) == action


@pytest.mark.parametrize("text", ["j1", "a0", "a10", "+", "+pass", "e", "", "pas", "++e5", "e+5"])
def test_bad_actions(text):
    with pytest.raises(NotationError):
        Action.parse(text)


# --------------------------------------------------------------------------- transcripts


def test_transcripts_read_with_or_without_spaces_in_any_case():
    expected = [play("c4"), change("f6"), PASS, play("a1")]
    for text in ("c4 +f6 pass a1", "C4+F6PASSA1", "  c4\t+f6\npass  a1 ", "c4 + f6 pa ss a1"):
        assert parse_transcript(text) == expected, text
    assert format_transcript(expected) == "c4 +f6 pass a1"
    assert parse_transcript("") == [] and format_transcript([]) == ""


@pytest.mark.parametrize(
    "text, number, chunk",
    [("e3 j1", 2, "j1"), ("e3 +z9 d4", 2, "+z9"), ("pas", 1, "pa"), ("e3e10", 3, "0"), ("e3 +", 2, "+"),
     ("x", 1, "x"), ("e3 e²", 2, "e²"), ("+pass", 1, "+pa")],
)
def test_transcript_errors_name_the_action(text, number, chunk):
    with pytest.raises(TranscriptError) as error:
        parse_transcript(text)
    assert (error.value.number, error.value.text) == (number, chunk)
    assert str(error.value).startswith(f"move {number} '{chunk}': not an action")


def test_replay_steps_yield_every_position_and_replay_the_last():
    steps = list(YwfPosition.replay_steps("c4 +f6"))
    assert [p.turn for p in steps] == [Color.WHITE, Color.BLACK]
    assert YwfPosition.replay("c4 +f6") == steps[-1] == YwfPosition.replay([play("c4"), change("f6")])
    assert YwfPosition.replay("", steps[0]) == steps[0]


# --------------------------------------------------------------------------- positions


def test_start_text():
    start = YwfPosition.initial()
    assert str(start) == START_TEXT
    assert YwfPosition.parse(START_TEXT) == start
    assert YwfPosition.parse(START_TEXT[:81].lower().replace("-", ".") + START_TEXT[81:].lower()) == start
    assert YwfPosition.parse(START_TEXT[:-2]) == start  # the last action may be left out


@pytest.mark.parametrize("last, after_change, passes", [("-", False, 0), ("change", True, 0), ("PASS", False, 1),
                                                        ("pass-pass", False, 2)])
def test_last_action_field(last, after_change, passes):
    position = YwfPosition.parse(START_TEXT[:-1] + last)
    assert (position.after_change, position.passes) == (after_change, passes)
    assert YwfPosition.parse(str(position)) == position


@pytest.mark.parametrize("token, color", [("X", Color.BLACK), ("o", Color.WHITE), ("-", None)])
def test_token_field(token, color):
    position = YwfPosition.parse(START_TEXT[:-3] + token + " -")
    assert position.token is color and YwfPosition.parse(str(position)) == position


def test_every_position_of_random_games_reads_back():
    for seed in range(5):
        for position in YwfPosition.replay_steps(random_actions(seed)):
            assert YwfPosition.parse(str(position)) == position


@pytest.mark.parametrize(
    "text, fragment",
    [
        (START_TEXT[:-4], "got 2 part(s)"),
        (START_TEXT + " extra", "got 5 part(s)"),
        ("-" + START_TEXT, "82 characters instead of 81"),
        ("Z" + START_TEXT[1:], "characters other than X, O, N, - and .: Z"),
        (START_TEXT[:82] + "B - -", "side to move must be X (black) or O (white), not 'B'"),
        (START_TEXT[:84] + "C -", "token must be X (black's side), O (white's side) or - (centre), not 'C'"),
        (START_TEXT[:86] + "play", "last action must be -, change, pass or pass-pass, not 'play'"),
    ],
)
def test_bad_position_texts(text, fragment):
    with pytest.raises(NotationError) as error:
        YwfPosition.parse(text)
    assert fragment in str(error.value)


def test_squares_of_the_start_by_name():
    start = YwfPosition.parse(START_TEXT)
    assert {sq("d4"), sq("e5"), sq("f6")} == {s for s in range(81) if start.neutral >> s & 1}
    assert notation(start.legal_actions())[-2:] == ["+d4", "+f6"]
