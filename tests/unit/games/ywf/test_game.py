"""The YWF game state for the screen: the start, taps (Play on an empty square, Change on
a Futsu-no-ko), hint levels and the preview, automatic passes written into the record,
the end of the game, restarting, records and the computer opponent."""

from __future__ import annotations

import json
import random

import pytest

from reversi.play import saved
from reversi.base.screen import Hint, Opponent, Status
from reversi.games.reversi.game import Game
from reversi.base.sides import Color, IllegalMove, TranscriptError
from reversi.games.ywf.rules import PASS, Kind, Piece, Step, YwfPosition
from reversi.games.ywf.game import Option, YwfGame, YwfMove

from .helpers import change, mask, play, random_actions, sq, ywf_board

D4, C4, E5, F6 = sq("d4"), sq("c4"), sq("e5"), sq("f6")
CHANGES = "X N N X . . . . . " + ". " * 9 + "X N N X . . . . . " + ". " * 53 + "O"
"""Black can only Change (b1, c1, b3, c3); white, alone on i9, can do nothing."""


def in_game(position: YwfPosition, hint: Hint = Hint.NONE) -> YwfGame:
    return YwfGame(position=position, start=position, hint=hint)


def test_initial_state():
    game = YwfGame.new()
    assert game.position == YwfPosition.initial() == game.start
    assert game.turn is Color.BLACK and game.token is None
    assert game.counts == (3, 3, 3)
    assert game.status is Status.PLAYING and game.hint is Hint.NONE
    assert game.preview is None and game.preview_changes == 0
    assert game.actions == () and game.last is None and game.transcript == ""
    assert game.winner is None and not game.won_by_token
    assert {square: option.kind for square, option in game.options.items()} == {
        **{sq(name): Kind.PLAY for name in ("d3", "f3", "g3", "c4", "g4", "c5", "c6", "g6", "d7", "e7", "f7")},
        D4: Kind.CHANGE,
        F6: Kind.CHANGE,
    }
    assert game.options[C4] == Option(Kind.PLAY, mask("d4")) and game.options[C4].count == 1


# --------------------------------------------------------------------------- taps


@pytest.mark.parametrize("hint", list(Hint))
@pytest.mark.parametrize("name", ["a1", "e4", "f4", "e5", "i9"])  # empty, black, white, an unchangeable neutral
def test_tap_on_a_square_without_an_action_changes_nothing(hint, name):
    game = YwfGame.new()
    if hint is not Hint.NONE:
        game = YwfGame(position=game.position, start=game.start, hint=hint)
    assert game.tap(sq(name)) is game


def test_tap_on_an_empty_square_plays():
    after = YwfGame.new().tap(C4)
    assert after.actions == (play("c4"),) and after.transcript == "c4"
    assert after.turn is Color.WHITE and after.counts == (5, 3, 2)
    assert after.last == YwfMove(Color.BLACK, play("c4"), ((Step(D4, Piece.NEUTRAL, Piece.BLACK),),))
    assert after.last.square == C4 and after.last.changed == (Step(D4, Piece.NEUTRAL, Piece.BLACK),)
    assert after.status is Status.PLAYING and after.token is None


def test_tap_on_a_neutral_piece_changes_it_and_moves_the_token():
    after = YwfGame.new().tap(D4)
    assert after.actions == (change("d4"),) and after.transcript == "+d4"
    assert after.token is Color.WHITE and after.counts == (4, 2, 3)
    assert after.last.changed == (Step(sq("d5"), Piece.WHITE, Piece.NEUTRAL),)
    # right after black's Change, a tap on a neutral piece does nothing for white
    assert all(option.kind is Kind.PLAY for option in after.options.values())
    assert after.tap(F6) is after


def test_full_hints_first_tap_previews_second_tap_acts():
    game = YwfGame.new().cycle_hint().cycle_hint()
    assert game.hint is Hint.FULL
    previewing = game.tap(C4)
    assert previewing.preview == C4 and previewing.actions == ()
    assert previewing.preview_changes == mask("d4")
    moved = previewing.tap(D4)
    assert moved.preview == D4 and moved.preview_changes == mask("d5")
    assert moved.tap(sq("a1")) is moved  # no action there: the preview stays
    acted = moved.tap(D4)
    assert acted.actions == (change("d4"),) and acted.preview is None and acted.hint is Hint.FULL


def test_cycle_hint_order_drops_the_preview_and_keeps_the_game():
    game = YwfGame.new().tap(C4)
    levels = [game.hint]
    for _ in range(3):
        game = game.cycle_hint()
        levels.append(game.hint)
    assert levels == [Hint.NONE, Hint.PLACES, Hint.FULL, Hint.NONE]
    full = game.cycle_hint().cycle_hint().tap(sq("e3"))
    assert full.preview == sq("e3")
    assert full.cycle_hint().preview is None and full.cycle_hint().actions == full.actions


def test_restart_resets_everything_but_the_opponent():
    opponent = Opponent(Color.WHITE, 3)
    game = YwfGame.new().with_opponent(opponent).cycle_hint().tap(C4)
    fresh = game.restart()
    assert fresh == YwfGame.new().with_opponent(opponent)
    assert fresh.hint is Hint.NONE and fresh.last is None and fresh.opponent == opponent


# --------------------------------------------------------------------------- passes and the end


def test_an_automatic_pass_is_recorded_as_an_action():
    game = in_game(ywf_board(CHANGES, token="X"))
    after = game.tap(sq("b1"))
    assert after.actions == (change("b1"), PASS) and after.transcript == "+b1 pass"
    assert after.status is Status.PASSED and after.last.passed is Color.WHITE
    assert after.turn is Color.BLACK and after.position.passes == 1
    assert after.last.action == change("b1")
    # black may change again after white's pass (token to white's side); white passes, and
    # black, now barred by the token, passes too: the game is over
    again = after.tap(sq("b3"))
    assert again.transcript == "+b1 pass +b3 pass pass" and again.status is Status.OVER


def test_two_automatic_passes_end_the_game():
    game = in_game(ywf_board(CHANGES, token="-"))
    after = game.tap(sq("b1"))  # token to white's side: black is then barred from changing
    assert after.actions == (change("b1"), PASS, PASS)
    assert after.status is Status.OVER and after.position.is_game_over()
    assert after.last.passed is Color.WHITE
    assert after.winner is Color.BLACK and not after.won_by_token
    assert after.options == {} and after.tap(sq("b3")) is after


def test_a_game_won_by_the_token():
    # equal pieces on a full board, token on white's side: white wins by the token
    over = in_game(ywf_board("XO" * 40 + "N", token="O"))
    assert over.status is Status.OVER and over.counts == (40, 40, 1)
    assert over.winner is Color.WHITE and over.won_by_token
    draw = in_game(ywf_board("XO" * 40 + "N", token="-"))
    assert draw.winner is None and not draw.won_by_token


def test_winner_is_none_while_playing():
    game = YwfGame.new().tap(C4)
    assert game.position.winner() is Color.BLACK  # more pieces now, but the game goes on
    assert game.winner is None


# --------------------------------------------------------------------------- records


def test_from_record_replays_a_whole_record():
    actions = random_actions(6)  # three passes in it
    assert actions.count(PASS) == 3
    game = YwfGame.from_record(actions, Hint.PLACES)
    assert game.actions == tuple(actions) and game.hint is Hint.PLACES
    assert game.position == YwfPosition.replay(actions) and game.status is Status.OVER
    assert YwfGame.from_transcript(game.transcript) == YwfGame.from_record(actions)
    tapped = YwfGame.new()  # the same game tapped square by square: the passes come by themselves
    for action in actions:
        if action != PASS:
            tapped = tapped.tap(action.square)
    assert tapped.actions == game.actions and tapped.position == game.position


def test_from_record_with_passes_from_another_start():
    start = ywf_board(CHANGES, side="O", token="X")  # white must pass at once
    game = YwfGame.from_record([PASS, change("b1"), PASS], start=start)
    assert game.start == start and game.actions == (PASS, change("b1"), PASS)
    assert game.turn is Color.BLACK and game.status is Status.PASSED


@pytest.mark.parametrize("text, number, chunk", [("c4 c4", 2, "c4"), ("c4 pass", 2, "pass"), ("+d4 +f6", 2, "+f6")])
def test_from_record_rejects_a_bad_record(text, number, chunk):
    with pytest.raises(TranscriptError) as error:
        YwfGame.from_transcript(text)
    assert (error.value.number, error.value.text) == (number, chunk)


# --------------------------------------------------------------------------- the computer


def test_the_computer_acts_on_its_turn_and_taps_wait():
    game = YwfGame.new().with_opponent(Opponent(Color.WHITE, 1)).tap(D4)
    assert game.computer_to_move and game.tap(sq("c4")) is game
    after = game.computer_move(play("c4"))
    assert after.actions == (change("d4"), play("c4")) and not after.computer_to_move
    with pytest.raises(IllegalMove):
        after.computer_move(play("e3"))  # not the computer's turn
    with pytest.raises(IllegalMove):
        game.computer_move(change("f6"))  # not allowed right after black's change
    with pytest.raises(IllegalMove):
        game.computer_move(PASS)  # passes are automatic


def test_the_computer_moves_first_when_it_plays_black():
    game = YwfGame.new().with_opponent(Opponent(Color.BLACK, 2))
    assert game.computer_to_move and game.restart().computer_to_move
    assert not game.with_opponent(None).computer_to_move


def test_a_whole_random_game_through_taps_ends():
    rng = random.Random(5)
    game = YwfGame.new().cycle_hint()
    while game.options:
        game = game.tap(rng.choice(sorted(game.options)))
    assert game.status is Status.OVER and game.position == YwfPosition.replay(game.transcript)


# --------------------------------------------------------------------------- saved games


def test_a_saved_ywf_game_loads_back_whole():
    game = YwfGame.from_record(random_actions(8)[:30], Hint.FULL).with_opponent(Opponent(Color.BLACK, 5))
    text = saved.dump(game)
    record = json.loads(text)
    assert record["rules"] == "ywf" and record["schema"] == saved.SCHEMA and record["moves"] == game.transcript
    assert record["start"] is None and record["opponent"] == {"color": "black", "level": 5}
    assert saved.load(text) == game


def test_a_saved_ywf_game_with_passes_and_another_start():
    start = ywf_board(CHANGES, token="X")
    game = in_game(start).tap(sq("b1"))  # white passes at once
    text = saved.dump(game)
    assert json.loads(text)["moves"] == "+b1 pass" and json.loads(text)["start"] == str(start)
    back = saved.load(text)
    assert back == game and back.status is Status.PASSED and back.last.passed is Color.WHITE


def test_reversi_saves_are_untouched():
    reversi_game = Game.new().tap(37)
    assert json.loads(saved.dump(reversi_game))["rules"] == "reversi"
    assert type(saved.load(saved.dump(reversi_game))) is Game
    old = json.dumps({"schema": 1, "rules": "reversi", "start": None, "moves": "f5", "hint": "full"})
    assert type(saved.load(old)) is Game


@pytest.mark.parametrize(
    "record",
    [
        {"moves": "c4 c4"},  # white cannot play c4
        {"moves": "c4 +j9"},  # not a square
        {"moves": "e3"},  # not legal at the start
        {"start": "X" * 81 + " X"},  # not a YWF position
        {"start": 5},
        {"opponent": {"color": "white", "level": 6}},
        {"moves": "f5d6"},  # a Reversi transcript
    ],
)
def test_a_bad_ywf_save_is_refused(record):
    with pytest.raises(saved.SavedGameError):
        saved.load(json.dumps({"schema": 2, "rules": "ywf", "moves": "", **record}))
