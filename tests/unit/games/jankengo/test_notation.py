"""じゃんけんご notation: squares, actions, transcripts and the position's text form, with
every kind of bad input."""

from __future__ import annotations

import re

import pytest

from reversi.games.jankengo.rules import (
    END,
    PASS,
    Action,
    JankenGoPosition,
    NotationError,
    Side,
    Step,
    TranscriptError,
    Wall,
    format_transcript,
    parse_square,
    parse_transcript,
    square_name,
)

from .helpers import board_of, drawn, run

START_TEXT = "GCPKPCG" + "." * 35 + "gcpkpcg 5/5 B 0 - - 1 -"

# --------------------------------------------------------------------------- squares and actions


def test_every_square_round_trips():
    for square in range(49):
        assert parse_square(square_name(square)) == square
        assert parse_square(square_name(square).upper()) == square


@pytest.mark.parametrize("text", ["", "a", "h1", "a8", "a0", "a10", "11", "aa", "d 4", "１1", "a-1"])
def test_bad_squares(text):
    with pytest.raises(NotationError, match="is not a square"):
        parse_square(text)


@pytest.mark.parametrize(
    "text, action, written",
    [
        ("d1-d2", Step(3, 10), "d1-d2"),
        ("D1-D2", Step(3, 10), "d1-d2"),
        (" g7-g6 ", Step(48, 41), "g7-g6"),
        ("a1-c3", Step(0, 16), "a1-c3"),  # notation only: the rules refuse it
        ("Wc4", Wall(23), "Wc4"),
        ("wC4", Wall(23), "Wc4"),
        ("end", END, "end"),
        ("END", END, "end"),
        ("Pass", PASS, "pass"),
    ],
)
def test_actions_read_and_write(text, action, written):
    assert Action.parse(text) == action
    assert str(action) == written
    assert Action.parse(written) == action


@pytest.mark.parametrize(
    "text", ["", "d1d2", "d1-", "-d2", "d1-d2-d3", "d1--d2", "W", "Wh1", "W c4", "Wc4c5", "ends", "passe", "e", "x", "d0-d1"]
)
def test_bad_actions(text):
    with pytest.raises(NotationError, match="is not an action"):
        Action.parse(text)


def test_transcripts_read_leniently_and_write_canonically():
    actions = parse_transcript("  D1-d2\tWD5 END\n d7-D6 end pass ")
    assert actions == [Step(3, 10), Wall(31), END, Step(45, 38), END, PASS]
    assert format_transcript(actions) == "d1-d2 Wd5 end d7-d6 end pass"
    assert parse_transcript("") == [] and format_transcript([]) == ""


def test_a_bad_word_in_a_transcript_is_named_with_its_number():
    with pytest.raises(TranscriptError) as caught:
        parse_transcript("d1-d2 Wd5 ende")
    error = caught.value
    assert (error.number, error.text) == (3, "ende")
    assert error.reason == "not an action (a step d1-d2, a wall Wc4, end or pass)"
    assert str(error) == "move 3 'ende': not an action (a step d1-d2, a wall Wc4, end or pass)"
    assert isinstance(error, NotationError) and isinstance(error, ValueError)


def test_replay_steps_yields_each_position_and_accepts_a_start():
    steps = list(JankenGoPosition.replay_steps("d1-d2 Wd5 end"))
    assert [position.steps for position in steps] == [1, 1, 0]
    middle = JankenGoPosition.replay("d1-d2 Wd5 end")
    assert JankenGoPosition.replay("d7-d6 end", middle) == JankenGoPosition.replay("d1-d2 Wd5 end d7-d6 end")
    assert JankenGoPosition.replay([Step(3, 10), END]) == JankenGoPosition.replay("d1-d2 end")
    assert JankenGoPosition.replay("") == JankenGoPosition.initial()


# --------------------------------------------------------------------------- the position's text form


def test_the_start_as_text():
    assert str(JankenGoPosition.initial()) == START_TEXT
    assert JankenGoPosition.parse(START_TEXT) == JankenGoPosition.initial()
    assert JankenGoPosition.parse(START_TEXT.split(" 0 ")[0]) == JankenGoPosition.initial()  # 3 fields


def test_round_trips_along_a_game_with_ko_boards_and_a_finished_game():
    position = JankenGoPosition.initial()
    for action in parse_transcript("d1-d2 Wd4 end c7-c6 Wc5 c5-c4 end d2-d3 end d7-d6 end e1-e2 e2-e3"):
        position = position.play(action)
        assert JankenGoPosition.parse(str(position)) == position
    fields = str(position).split()
    assert fields[1:4] == ["4/4", "B", "2"] and fields[6:] == ["5", "-"]
    assert fields[4] != "-" and fields[5] != "-"
    won = drawn(
        """
        . . . . . . k
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        """
    ).play(Action.parse("d5-d6")).play(Action.parse("d6-d7"))
    assert won.is_game_over() and JankenGoPosition.parse(str(won)) == won
    assert str(won).split()[3] == "2"


def test_text_fields_are_case_insensitive_but_the_board_is_not():
    position = JankenGoPosition.parse(START_TEXT.replace(" B 0 - - 1 -", " r 2W - - 7 PASS"))
    assert (position.turn, position.steps, position.walled, position.number, position.passes) == (Side.RED, 2, True, 7, 1)
    assert position.piece_at(3).owner is Side.BLUE and position.piece_at(45).owner is Side.RED  # lower case is red


def test_dashes_and_dots_are_empty_squares():
    assert JankenGoPosition.parse(START_TEXT.replace(".", "-")) == JankenGoPosition.initial()


def test_pass_pass_is_a_finished_game():
    over = JankenGoPosition.parse(START_TEXT.replace(" 1 -", " 12 pass-pass"))
    assert over.is_game_over() and over.outcome.ending.value == "two passes"


BOARD = "GCPKPCG" + "." * 35 + "gcpkpcg"


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "is 8 fields"),
        (BOARD, "got 1 field"),
        (f"{BOARD} 5/5 B 0 - - 1", "got 7 field"),
        (f"{BOARD} 5/5 B 0 - - 1 - -", "got 9 field"),
        (f"{BOARD[:-1]} 5/5 B", "the board has 48 characters instead of 49"),
        (f"{BOARD}. 5/5 B", "the board has 50 characters instead of 49"),
        (f"X{BOARD[1:]} 5/5 B", "the board has 'X' on a1"),
        (f"{BOARD[:20]}K{BOARD[21:]} 5/5 B", "2 of blue's king: at most 1"),
        (f"{BOARD[:20]}g{BOARD[21:]} 5/5 B", "3 of red's gu: at most 2"),
        (f"{BOARD[:20]}WWWWWW{BOARD[26:]} 0/5 B", "6 of blue's wall: at most 5"),
        (f"{BOARD[:20]}W{BOARD[21:]} 5/5 B", "blue has 1 walls on the board and 5 in hand: more than 5"),
        (f"{BOARD.replace('K', '.').replace('k', '.')} 5/5 B", "no king of either side"),
        ("..." + "k" + "." * 41 + "K" + "." * 3 + " 5/5 B", "both kings on the enemy's home rank"),
        (f"{BOARD} 5 B", "the walls in hand are blue's/red's"),
        (f"{BOARD} 6/5 B", "the walls in hand are blue's/red's"),
        (f"{BOARD} 5/5 X", "the side to move is B (blue) or R (red), not 'X'"),
        (f"{BOARD} 5/5 B 4 - - 1 -", "the turn so far is the steps taken, 0 to 3"),
        (f"{BOARD} 5/5 B w - - 1 -", "the turn so far"),
        (f"{BOARD} 5/5 B 1ww - - 1 -", "the turn so far"),
        (f"{BOARD} 5/5 B 0 {BOARD[:-1]} - 1 -", "blue's previous board has 48 characters"),
        (f"{BOARD} 5/5 B 0 - {BOARD[:-1]}? 1 -", "red's previous board has '?' on g7"),
        (f"{BOARD} 5/5 B 0 - - 0 -", "the turn number is 1 to 201, not '0'"),
        (f"{BOARD} 5/5 B 0 - - 202 -", "the turn number is 1 to 201, not '202'"),
        (f"{BOARD} 5/5 B 0 - - x -", "the turn number is 1 to 201, not 'x'"),
        (f"{BOARD} 5/5 B 0 - - 1 passes", "the passes are -, pass or pass-pass, not 'passes'"),
    ],
)
def test_bad_position_texts(text, message):
    with pytest.raises(NotationError, match=re.escape(message)):
        JankenGoPosition.parse(text)


def test_a_side_without_a_king_has_lost():
    text = START_TEXT.replace("k", ".")
    position = JankenGoPosition.parse(text)
    assert position.winner() is Side.BLUE and position.outcome.ending.value == "king taken"
    assert str(position) == text


def test_a_king_on_the_enemy_home_rank_has_won():
    position = JankenGoPosition.parse("." * 42 + "...K..k" + " 5/5 R")
    assert position.winner() is Side.BLUE and position.outcome.ending.value == "try"


def test_the_previous_boards_are_read_as_boards():
    board = board_of(
        """
        . . . k . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . K . . .
        """
    )
    position = JankenGoPosition.parse(f"{board} 5/5 R 1 {board} - 4 -")
    assert position.previous[0] == position.board and position.previous[1] is None
    assert run(position, "d7-d6").is_legal(END)


def test_the_errors_are_the_shared_ones():
    import reversi.games.jankengo.rules as jankengo
    from reversi.base import sides

    for name in ("IllegalMove", "NotationError", "TranscriptError"):
        assert getattr(jankengo, name) is getattr(sides, name), name
