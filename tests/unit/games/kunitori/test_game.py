"""くにとり's screen state, its record (text, links, past games) and saved games."""

from __future__ import annotations

import pytest

from reversi import registry
from reversi.base.notation import RecordError
from reversi.base.screen import Hint, Opponent, Status
from reversi.games.kunitori.actions import Give, Place, parse_transcript
from reversi.games.kunitori.game import KunitoriGame
from reversi.games.kunitori.pieces import Kind, Side
from reversi.games.kunitori.rules import KunitoriPosition
from reversi.play import record, saved

from .helpers import sq

GIVE = "Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3 Ga2 Sa3 Pa2 Ga3 Sa2 Pa3"
HAND = {kind: index for index, kind in enumerate(Kind)}


def test_the_registry_offers_kunitori():
    variant = registry.variant("kunitori")
    assert variant.GAME is KunitoriGame and variant.STORAGE_KEY == "reversi.kunitori"
    assert registry.variant_of(KunitoriPosition.initial()) is variant


def test_two_taps_in_either_order_place_the_same_piece():
    game = KunitoriGame.new()
    by_piece = game.tap_part("hand-white", HAND[Kind.SILVER]).tap(sq("b2"))
    by_square = game.tap(sq("b2")).tap_part("hand-white", HAND[Kind.SILVER])
    assert by_piece.actions == by_square.actions == (Place(Kind.SILVER, sq("b2")),)
    assert by_piece.last.piece.kind is Kind.SILVER and by_piece.chosen is None and by_piece.preview is None


def test_choices_can_be_dropped_and_changed():
    game = KunitoriGame.new()
    gold = game.tap_part("hand-white", HAND[Kind.GOLD])
    assert gold.tap_part("hand-white", HAND[Kind.GOLD]).chosen is None
    assert gold.tap_part("hand-white", HAND[Kind.KING]).chosen is Kind.KING
    picked = game.tap(sq("a1"))
    assert picked.preview == sq("a1") and picked.tap(sq("a1")).preview is None


def test_illegal_choices_change_nothing_and_say_why():
    game = KunitoriGame.from_transcript("Sb2")  # brown must place where white's 銀 on b2 reaches
    assert game.tap(sq("b2")) is game and game.why_not(sq("b2")) == "NOTHING_GOES_THERE"
    assert game.tap_part("hand-white", 0) is game and game.why_not_part("hand-white", 0) == "NOT_YOUR_PIECE"
    lance = game.tap_part("hand-brown", HAND[Kind.LANCE])
    assert lance.tap(sq("a1")) is lance and lance.why_not(sq("a1")) == "CANNOT_PLACE"  # a 香 on rank 1 reaches nothing
    picked = game.tap(sq("a1"))
    assert picked.tap_part("hand-brown", HAND[Kind.LANCE]) is picked
    assert picked.why_not_part("hand-brown", HAND[Kind.LANCE]) == "CANNOT_PLACE"


def test_full_hints_show_the_placement_before_making_it():
    game = KunitoriGame.new().cycle_hint().cycle_hint()
    assert game.hint is Hint.FULL
    shown = game.tap_part("hand-white", HAND[Kind.GOLD]).tap(sq("b2"))
    assert shown.preview == sq("b2") and not shown.actions
    assert shown.tap(sq("b2")).transcript == "Gb2" and shown.tap_part("hand-white", HAND[Kind.GOLD]).transcript == "Gb2"
    square_first = game.tap(sq("b2")).tap_part("hand-white", HAND[Kind.GOLD])
    assert square_first.chosen is Kind.GOLD and not square_first.actions and square_first.tap(sq("b2")).transcript == "Gb2"


def test_a_give_is_a_tap_on_a_piece_and_the_computer_can_give():
    game = KunitoriGame.from_transcript(GIVE)
    assert game.must_give and game.options == {} and game.why_not(sq("b1")) == "MUST_GIVE"
    gave = game.tap_part("hand-white", 0)
    assert gave.actions[-1] == Give(Kind.KNIGHT) and gave.last.gave is Kind.KNIGHT and gave.last.color is Side.WHITE
    assert gave.position.received_by(Side.BROWN) == (Kind.KNIGHT,)
    computer = KunitoriGame.from_transcript(GIVE, opponent=Opponent(Side.WHITE, 3))
    assert computer.tap_part("hand-white", 0) is computer
    assert computer.computer_move(Give(Kind.KNIGHT)).actions[-1] == Give(Kind.KNIGHT)


def test_an_empty_hand_passes_at_once_and_undo_takes_the_pass_back_with_the_move():
    start = KunitoriPosition.parse("---/---/--- w GS - - - -")
    game = KunitoriGame.from_record((), start=start)
    after = game.tap_part("hand-white", 0).tap(sq("b1"))
    assert after.transcript == "Gb1 pass" and after.last.passed is Side.BROWN and after.status is Status.PASSED
    assert after.undo().actions == () and after.undo().redo() == after


def test_a_whole_game_ends_with_the_score_as_counts():
    game = KunitoriGame.from_transcript(f"{GIVE} giveN Nb3")
    assert game.status is Status.OVER and game.winner is Side.WHITE and game.counts == (4, 3)
    assert game.options == {} and game.tap(sq("b1")) is game


@pytest.mark.parametrize("transcript", ["", "Sb2 Ka1", f"{GIVE} giveN"])
def test_the_text_of_a_game_and_its_link_round_trip(transcript):
    start = KunitoriPosition.initial()
    entries = tuple(parse_transcript(transcript))
    text = record.format_game(start, entries)
    if transcript:
        assert text.startswith("kunitori: ")
        assert record.parse_game(text) == (start, entries)
        assert record.parse_game("https://example.org/#" + record.format_link(start, entries)) == (start, entries)
        assert record.parse_game(transcript, "kunitori") == (start, entries)


def test_a_game_from_a_set_up_position_round_trips_in_text_and_link():
    start = KunitoriPosition.replay("Sb2 Ka1")
    entries = tuple(parse_transcript("Gb1"))
    text = record.format_game(start, entries)
    assert text == "kunitori: k*--/-S-/---,w,KRBGNLP,rbgsnlp,-,-,-:Gb1"
    assert record.parse_game(text) == (start, entries)
    assert record.parse_game(record.format_link(start, entries)) == (start, entries)
    assert record.parse_game(f"kunitori:{start}") == (start, ())  # the engine's form, with spaces


@pytest.mark.parametrize(
    "text, kind",
    [
        ("kunitori: Sb2 Sb2", "illegal"),
        ("kunitori: Sb2 Zz9", "action"),
        ("kunitori: ---/-Z-/---,w,-,-,-,-", "board_chars"),
        ("kunitori: ---/-S*-/---,w,KRBGNLP,krbgsnlp,-,-,-", "position"),
    ],
)
def test_bad_text_is_refused_with_its_kind(text, kind):
    with pytest.raises(RecordError) as error:
        record.parse_game(text)
    assert error.value.kind == kind


def test_saved_games_keep_the_opponent_the_hint_and_the_start():
    start = KunitoriPosition.replay("Sb2 Ka1")
    game = KunitoriGame.from_record(parse_transcript("Gb1"), Hint.PLACES, start, Opponent(Side.BROWN, 4))
    loaded = saved.load(saved.dump(game))
    assert loaded == game and loaded.opponent == Opponent(Side.BROWN, 4)


def test_past_games_keep_the_points_and_the_winner():
    entry = record.PastGame.of(KunitoriPosition.initial(), parse_transcript(f"{GIVE} giveN Nb3"), "2024-06-01")
    assert entry.result == "white" and entry.counts == (4, 3) and entry.rules == "kunitori"
    assert record.load_games(record.dump_games((entry,))) == ((entry,), 0)
