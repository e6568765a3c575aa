"""Square names, board strings and transcripts: reading, writing and their errors."""

from __future__ import annotations

import random

import pytest

from reversi.base.sides import Color, NotationError, TranscriptError, parse_square, square_name
from reversi.games.reversi.position import Position, format_transcript, parse_transcript

from . import reference as ref
from .helpers import game_events, random_cells, random_game, sq, to_cells, to_position

START_TEXT = "-" * 27 + "OX" + "-" * 6 + "XO" + "-" * 27 + " X"
WIPE_OUT = "c4c3c2b2a2c5c6d6e6f6g7"  # black wipes white out after 11 moves


# --------------------------------------------------------------------------- squares


def test_square_names_of_all_64_squares():
    for square in range(64):
        name = square_name(square)
        assert name == "abcdefgh"[square % 8] + str(square // 8 + 1)
        assert parse_square(name) == square
        assert parse_square(name.upper()) == square
        assert parse_square(f" {name} ") == square  # surrounding white space is ignored
    assert [square_name(s) for s in (0, 7, 8, 19, 63)] == ["a1", "h1", "a2", "d3", "h8"]


@pytest.mark.parametrize(
    "text", ["i1", "a9", "a0", "a01", "", "zz", "11", "a", "1a", "a1x", "a-1", "a+1", "a 1", "aa1", "h10", " ", "A10"]
)
def test_bad_square_names(text):
    with pytest.raises(NotationError) as error:
        parse_square(text)
    assert f"'{text}'" in str(error.value) and "not a square" in str(error.value)


@pytest.mark.parametrize("text", ["a²", "h¹"])
def test_superscript_digits_are_not_squares(text):
    """Regression: str.isdigit accepts '²' but int() does not; this once escaped as a bare
    ValueError instead of NotationError."""
    with pytest.raises(NotationError):
        parse_square(text)
    with pytest.raises(TranscriptError) as error:
        parse_transcript("f5" + text)
    assert (error.value.number, error.value.text) == (2, text)


def test_other_unicode_digits_are_not_squares():
    for text in ("a１", "a١", "ａ1"):  # fullwidth one, Arabic-Indic one, fullwidth a
        with pytest.raises(NotationError):
            parse_square(text)


# --------------------------------------------------------------------------- board strings


def test_initial_board_string():
    start = Position.initial()
    assert str(start) == START_TEXT
    assert start.board_string() == START_TEXT[:64]
    assert Position.parse(START_TEXT) == start


def test_board_string_order_is_a1_b1_to_h8():
    cells = [ref.EMPTY] * 64
    cells[sq("b1")] = ref.BLACK  # index 1
    cells[sq("a2")] = ref.WHITE  # index 8
    cells[sq("h8")] = ref.BLACK  # index 63
    position = Position.parse("".join(cells) + " O")
    assert position.black == (1 << 1) | (1 << 63) and position.white == 1 << 8
    assert position.turn is Color.WHITE
    assert str(position) == "".join(cells) + " O"


def test_board_string_round_trips_over_random_positions():
    rng = random.Random(5)
    positions = []
    for seed in range(40):  # positions reached in play
        positions.extend(Position.replay_steps(random_game(seed)))
    for _ in range(300):  # and arbitrary boards
        positions.append(to_position(random_cells(rng), rng.choice("XO")))
    for position in positions:
        text = str(position)
        assert len(text) == 66 and text[64] == " " and text[65] in "XO"
        assert set(text[:64]) <= set("XO-")
        assert Position.parse(text) == position
        cells, side = to_cells(position)
        assert text == ref.to_text(cells, side)


def test_board_string_accepts_other_empty_marks_and_lower_case():
    start = Position.initial()
    for text in (
        START_TEXT.replace("-", "."),
        START_TEXT.replace("-", "*"),
        START_TEXT.lower(),
        START_TEXT[:64].replace("-", ".").lower() + " x",
        "*.-" * 9 + "OX" + "-.*-.*" + "XO" + "-*." * 9 + " X",
        "  " + START_TEXT.replace(" ", "\t") + "\n",  # any white space around and between
    ):
        assert Position.parse(text) == start, text
    assert Position.parse(START_TEXT[:64] + " o").turn is Color.WHITE


@pytest.mark.parametrize(
    "text, message",
    [
        ("-" * 63 + " X", "the board has 63 characters instead of 64"),
        ("-" * 65 + " X", "the board has 65 characters instead of 64"),
        ("X X", "the board has 1 characters instead of 64"),
        ("B" + "-" * 63 + " X", "characters other than X, O, -, . and *: B"),
        ("-" * 62 + "W1" + " O", "characters other than X, O, -, . and *: 1 W"),
        ("#" * 64 + " X", "characters other than X, O, -, . and *: #"),
        ("-" * 64, "got 1 part(s)"),
        ("-" * 64 + " B", "the side to move must be X (black) or O (white), not 'B'"),
        ("-" * 64 + " w", "not 'w'"),
        ("-" * 64 + " XO", "not 'XO'"),
        ("-" * 64 + " -", "not '-'"),
        ("-" * 64 + " X extra", "got 3 part(s)"),
        ("-" * 32 + " " + "-" * 32 + " X", "got 3 part(s)"),
        ("", "got 0 part(s)"),
        ("   ", "got 0 part(s)"),
    ],
)
def test_malformed_board_strings(text, message):
    with pytest.raises(NotationError) as error:
        Position.parse(text)
    assert message in str(error.value)
    assert "\n" not in str(error.value)


def test_missing_side_message_explains_the_format():
    with pytest.raises(NotationError) as error:
        Position.parse("-" * 64)
    assert "64 board characters, a space and the side to move (X or O)" in str(error.value)


def test_notation_errors_are_value_errors():
    assert issubclass(NotationError, ValueError)
    assert issubclass(TranscriptError, NotationError)


# --------------------------------------------------------------------------- transcripts


def test_transcript_is_case_insensitive_and_allows_white_space():
    assert parse_transcript("f5d6c3") == [37, 43, 18]
    assert parse_transcript("F5D6C3") == [37, 43, 18]
    assert parse_transcript("f5D6 c3") == [37, 43, 18]
    assert parse_transcript(" f5\td6\nc3 ") == [37, 43, 18]
    assert parse_transcript("") == []
    assert parse_transcript("   ") == []
    assert Position.replay("F5 d6\nC3") == Position.replay("f5d6c3")


def test_transcript_odd_length():
    with pytest.raises(TranscriptError) as error:
        parse_transcript("f5d6c")
    assert (error.value.number, error.value.text) == (3, "c")
    assert str(error.value).startswith("move 3 'c': ")


@pytest.mark.parametrize(
    "transcript, number, text",
    [
        ("z9", 1, "z9"),
        ("f5i1", 2, "i1"),
        ("f5d6a9", 3, "a9"),
        ("f5 d6 c3 a0", 4, "a0"),
        ("f5D6XX", 3, "XX"),
        ("f511", 2, "11"),
    ],
)
def test_transcript_bad_square(transcript, number, text):
    for call in (parse_transcript, Position.replay):
        with pytest.raises(TranscriptError) as error:
            call(transcript)
        assert (error.value.number, error.value.text) == (number, text)
        assert "not a square" in error.value.reason
        assert str(error.value) == f"move {number} '{text}': {error.value.reason}"


def test_transcript_move_after_the_game_is_over():
    assert Position.replay(WIPE_OUT).is_game_over()
    with pytest.raises(TranscriptError) as error:
        Position.replay(WIPE_OUT + "a1")
    assert (error.value.number, error.value.text) == (12, "a1")
    assert error.value.reason == "the game is already over"


def test_replay_steps_yields_each_position():
    steps = Position.replay_steps("f5d6c3a1")
    assert next(steps) == Position.initial().play(37)
    assert next(steps).turn is Color.BLACK
    assert next(steps).counts() == (5, 2)
    with pytest.raises(TranscriptError) as error:  # an illegal move fails when reached
        next(steps)
    assert error.value.number == 4
    with pytest.raises(TranscriptError) as error:  # a bad square fails before any move
        next(Position.replay_steps("f5d6c3z9"))
    assert error.value.number == 4
    assert list(Position.replay_steps([37, 43, 18]))[-1] == Position.replay("f5d6c3")
    assert list(Position.replay_steps("")) == []
    assert Position.replay("") == Position.initial()


def test_replay_from_another_start():
    start = Position.parse("OX" + "-" * 62 + " X")  # black must pass; white plays c1
    assert Position.replay("c1", start).board_string()[:3] == "OOO"
    with pytest.raises(TranscriptError) as error:
        Position.replay("c1c1", start)
    assert error.value.number == 2
    assert error.value.reason == "the game is already over"


def test_format_transcript_round_trip():
    assert format_transcript([37, 43, 18]) == "f5d6c3"
    assert format_transcript([]) == ""
    assert format_transcript(parse_transcript("F5 d6 C3")) == "f5d6c3"
    for seed in range(50):
        moves = random_game(seed)
        text = format_transcript(moves)
        assert len(text) == 2 * len(moves)
        assert parse_transcript(text) == moves
        assert parse_transcript(text.upper()) == moves


def first_game_with_a_pass() -> tuple[int, list[int], list[tuple[int, str]]]:
    """The first seed whose random game has a pass before its last move."""
    for seed in range(1000):
        moves = random_game(seed)
        events = game_events(moves)
        if events:
            return seed, moves, events
    raise AssertionError("no random game with a pass")


def test_replay_with_implicit_passes():
    seed, moves, events = first_game_with_a_pass()
    number, event = events[0]
    passer = Color.BLACK if event == "pass:X" else Color.WHITE
    transcript = format_transcript(moves)
    steps = list(Position.replay_steps(transcript))
    assert len(steps) == len(moves)
    before = steps[number - 2]  # position after move number - 1: the passer is to move
    assert before.turn is passer and before.must_pass(), (seed, transcript)
    after = steps[number - 1]  # move `number` was played by the other side
    assert after.count(passer.opponent) > before.count(passer.opponent)
    cells, side = ref.replay([ref.name(s) for s in moves])
    assert to_cells(Position.replay(transcript)) == (cells, side)
    assert Position.replay(transcript).is_game_over()
    # the same record with the pass spelled out reads the same; a pass that is not forced is refused
    cut = 2 * (number - 1)
    assert Position.replay(transcript[:cut] + " pass " + transcript[cut:]) == Position.replay(transcript)
    with pytest.raises(TranscriptError) as error:
        Position.replay(transcript[: cut - 2] + "pass")
    assert error.value.number == number - 1 and error.value.text == "pass"
