"""Actions, transcripts and the position text form: round trips, leniency, and every
bad input with its error."""

from __future__ import annotations

import random

import pytest

from reversi.games.kunitori.actions import (
    PASS,
    Give,
    Pass,
    Place,
    format_transcript,
    parse_action,
    parse_transcript,
)
from reversi.games.kunitori.errors import IllegalMove, NotationError, TranscriptError
from reversi.games.kunitori.pieces import KINDS, Kind, Piece, Side, parse_square
from reversi.games.kunitori.rules import KunitoriPosition, action_code, code_action

from .helpers import random_actions, random_setup, sq

# --------------------------------------------------------------------------- actions


@pytest.mark.parametrize("text, expected", [
    ("Gb2", Place(Kind.GOLD, 4)), ("gb2", Place(Kind.GOLD, 4)), (" G B 2 ", Place(Kind.GOLD, 4)),
    ("Kc3", Place(Kind.KING, 8)), ("pa1", Place(Kind.PAWN, 0)), ("BB1", Place(Kind.BISHOP, 1)),
    ("giveR", Give(Kind.ROOK)), ("give r", Give(Kind.ROOK)), ("GIVEN", Give(Kind.KNIGHT)),
    ("pass", PASS), ("PASS", PASS), (" Pass ", PASS),
])
def test_actions_read_leniently(text, expected):
    assert parse_action(text) == expected


def test_every_action_round_trips_and_writes_letter_then_square():
    actions = [Place(kind, square) for kind in KINDS for square in range(9)] + [Give(kind) for kind in KINDS] + [PASS]
    for action in actions:
        assert parse_action(str(action)) == action
    assert [str(Place(Kind.GOLD, 4)), str(Give(Kind.ROOK)), str(PASS)] == ["Gb2", "giveR", "pass"]
    assert Pass() == PASS and PASS.kind is None and PASS.square is None and Give(Kind.ROOK).square is None
    assert [code_action(action_code(action)) for action in actions] == actions  # the search's codes


@pytest.mark.parametrize("text", ["", "b2", "Gd4", "Xb2", "Gb0", "Gb22", "give", "giveX", "givee", "passs", "pas",
                                  "G", "2b", "Gb", "+b2", "give RR"])
def test_a_bad_action_is_a_notation_error(text):
    with pytest.raises(NotationError) as error:
        parse_action(text)
    assert "not an action" in str(error.value)


@pytest.mark.parametrize("text", ["a0", "d1", "a4", "b", "", "b2x", "1a"])
def test_a_bad_square_is_a_notation_error(text):
    with pytest.raises(NotationError):
        parse_square(text)


def test_a_bad_piece_letter_is_a_notation_error():
    assert Kind.parse(" n ") is Kind.KNIGHT
    for text in ("X", "", "KR"):
        with pytest.raises(NotationError):
            Kind.parse(text)


# --------------------------------------------------------------------------- transcripts


def test_transcripts_read_with_or_without_spaces_and_in_any_case():
    expected = [Place(Kind.KING, 4), Place(Kind.ROOK, 0), Give(Kind.PAWN), PASS]
    for text in ("Kb2 Ra1 giveP pass", "kb2ra1givePpass", "  KB2   rA1 GIVE p PASS  ", "Kb2\nRa1\tgiveP pass"):
        assert parse_transcript(text) == expected
    assert format_transcript(expected) == "Kb2 Ra1 giveP pass"
    assert parse_transcript("") == [] and format_transcript([]) == ""


@pytest.mark.parametrize("text, number, chunk", [
    ("Kb2 Zz9", 2, "Zz9"), ("Kb2 Gd4 Ra1", 2, "Gd4"), ("xyz", 1, "xyz"), ("Kb2 giveX", 2, "giveX"),
    ("Kb2 pas", 2, "pas"), ("Ka1 Gb2 K", 3, "K"),
])
def test_a_transcript_names_the_first_action_that_does_not_read(text, number, chunk):
    with pytest.raises(TranscriptError) as error:
        parse_transcript(text)
    assert (error.value.number, error.value.text) == (number, chunk)
    assert "not an action" in error.value.reason
    assert str(error.value).startswith(f"move {number} '{chunk}': ")
    assert isinstance(error.value, NotationError) and isinstance(error.value, ValueError)


def test_errors_have_the_shared_shape():
    error = TranscriptError(4, "Gb2", "b2 holds the face-up piece")
    assert (error.number, error.text, error.reason) == (4, "Gb2", "b2 holds the face-up piece")
    assert issubclass(IllegalMove, ValueError) and not issubclass(IllegalMove, NotationError)


def test_the_errors_are_the_shared_ones():
    from reversi.base import sides
    from reversi.games.kunitori import errors

    for name in ("IllegalMove", "NotationError", "TranscriptError"):
        assert getattr(errors, name) is getattr(sides, name), name


def test_replay_steps_yields_every_position_and_replay_takes_a_start():
    steps = list(KunitoriPosition.replay_steps("Kb2 Ka1 Gb1"))
    assert len(steps) == 3 and steps[-1] == KunitoriPosition.replay("Kb2 Ka1 Gb1")
    middle = steps[0]
    assert KunitoriPosition.replay("Ka1 Gb1", middle) == steps[-1]
    assert KunitoriPosition.replay([parse_action("Ka1"), parse_action("Gb1")], middle) == steps[-1]
    assert KunitoriPosition.replay("") == KunitoriPosition.initial()


def test_random_games_replay_from_their_transcripts():
    for seed in range(40):
        actions = random_actions(seed)
        text = format_transcript(actions)
        assert parse_transcript(text) == actions
        assert KunitoriPosition.replay(text) == KunitoriPosition.replay(actions)


# --------------------------------------------------------------------------- the position text form


def test_the_start_and_a_position_in_text():
    assert str(KunitoriPosition.initial()) == "---/---/--- w KRBGSNLP krbgsnlp - - -"
    after = KunitoriPosition.replay("Kb2 Ka1 Gb1")
    assert str(after) == "kG*-/-K-/--- b RBSNLP rbgsnlp - - -"
    gave = KunitoriPosition.replay("Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3 Ga2 Sa3 Pa2 Ga3 Sa2 Pa3 giveN")
    assert str(gave) == "L--/S-B/p*k- b - n - N pass"  # brown received white's 桂: uppercase


def test_text_round_trips_along_random_games():
    for seed in range(60):
        position = KunitoriPosition.initial()
        for action in random_actions(seed):
            position = position.play(action)
            assert KunitoriPosition.parse(str(position)) == position, str(position)


def test_text_round_trips_for_positions_set_up_by_hand():
    rng = random.Random(11)
    for _ in range(500):
        position = random_setup(rng)
        assert KunitoriPosition.parse(str(position)) == position, str(position)


def test_reading_is_lenient_about_case_order_slashes_dots_and_the_last_field():
    expected = KunitoriPosition.parse("kG*-/-K-/--- b RBSNLP rbgsnlp - - -")
    for text in ("kG*-/-K-/--- B pnlsbr RBGSNLP - -", "kG*--K---- b rbsnlp rbgsnlp - - -",
                 "kG*./.K./... b RBSNLP rbgsnlp - - -", "  kG*-/-K-/---  b  RBSNLP  rbgsnlp  -  -  -  "):
        assert KunitoriPosition.parse(text) == expected, text
    passed = KunitoriPosition.parse("---/-K*-/--- W G - - P PASS")
    assert passed.passes == 1 and passed.received_by(Side.BROWN) == (Kind.PAWN,)
    assert passed.piece_at(sq("b2")) == Piece(Side.WHITE, Kind.KING) and passed.face_up == sq("b2")


def test_hands_may_hold_two_pieces_of_a_kind():
    position = KunitoriPosition.parse("---/---/--- w NNP k - - -")
    assert position.hand(Side.WHITE) == (Kind.KNIGHT, Kind.KNIGHT, Kind.PAWN)
    assert str(position) == "---/---/--- w NNP k - - -"


@pytest.mark.parametrize("text, message", [
    ("", "a くにとり position is the board, the side to move"),
    ("---/---/--- w KRBGSNLP krbgsnlp - -  - - -", "got 9 field(s)"),
    ("---/---/--- w KRBGSNLP krbgsnlp -", "got 5 field(s)"),
    ("---/---/-x- w - - - -", "the board '---/---/-x-' has 'x', not a piece letter"),
    ("---/---/---/--- w - - - -", "must be 3 ranks separated by /"),
    ("---/---- /--- w - - - -", "the board '---/----' must be 3 ranks separated by /"),
    ("----/--/--- w - - - -", "each rank of the board '----/--/---' must have 3 squares"),
    ("-------- w - - - -", "has 8 squares instead of 9"),
    ("---------- w - - - -", "has 10 squares instead of 9"),
    ("K*-k*/---/--- b - - - -", "more than one face-up piece"),
    ("-*--/---/--- w - - - -", "a * must follow a piece"),
    ("*---/---/--- w - - - -", "a * must follow a piece"),
    ("---/---/--- x - - - -", "the side to move must be w (white) or b (brown), not 'x'"),
    ("---/---/--- w - - - - passed", "the last action must be -, pass or pass-pass, not 'passed'"),
    ("---/---/--- w KX - - -", "white's hand 'KX' has X"),
    ("---/---/--- w - k1 - -", "brown's hand 'k1' has 1"),
    ("---/---/--- w - - z -", "white's received pieces 'z' has z: write piece letters"),
    ("---/---/--- w - - - --", "brown's received pieces '--' has -"),
    ("K*--/---/--- w - - - -", "the face-up piece is the opponent's"),
    ("k*--/---/--- w - - - - pass", "after a pass the face-up piece is the side to move's own"),
    ("---/---/--- w " + "P" * 16 + " - - -", "more than 15 pieces of a kind"),
])
def test_bad_position_text_is_a_notation_error_with_a_one_line_message(text, message):
    with pytest.raises(NotationError) as error:
        KunitoriPosition.parse(text)
    assert message in str(error.value) and "\n" not in str(error.value)


def test_the_constructor_checks_what_parse_checks():
    with pytest.raises(NotationError):
        KunitoriPosition((None,) * 8)
    with pytest.raises(NotationError):
        KunitoriPosition((None,) * 9, face_up=4)  # no piece there
    with pytest.raises(NotationError):
        KunitoriPosition((None,) * 9, passes=3)
    position = KunitoriPosition((None,) * 9, hands=((Kind.PAWN, Kind.KING), ()))
    assert position.hand(Side.WHITE) == (Kind.KING, Kind.PAWN)  # sorted into hand order
