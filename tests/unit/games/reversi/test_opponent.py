"""The choice of opponent in the game state and in saved games."""

import json
import random

import pytest

from reversi.play import saved
from reversi.base.screen import Opponent
from reversi.games.reversi.game import Game
from reversi.games.reversi.players import choose_move
from reversi.base.sides import Color, IllegalMove, parse_square

F5 = parse_square("f5")


def test_taps_are_ignored_on_the_computers_turn_and_its_move_plays():
    game = Game.new().with_opponent(Opponent(Color.WHITE, 1)).tap(F5)
    assert game.computer_to_move
    legal = next(iter(game.options))
    assert game.tap(legal) is game
    after = game.computer_move(legal)
    assert after.actions == (F5, legal) and not after.computer_to_move
    with pytest.raises(IllegalMove):
        after.computer_move(next(iter(after.options)))


def test_the_computer_moves_first_when_it_plays_black_and_restart_keeps_the_choice():
    game = Game.new().with_opponent(Opponent(Color.BLACK, 5))
    assert game.computer_to_move
    assert game.restart().opponent == Opponent(Color.BLACK, 5)
    assert game.with_opponent(None).computer_to_move is False


def test_a_whole_game_against_the_computer_ends():
    rng = random.Random(3)
    game = Game.new().with_opponent(Opponent(Color.WHITE, 2))
    while game.options:
        if game.computer_to_move:
            game = game.computer_move(choose_move(game.position, 2, rng))
        else:
            game = game.tap(min(game.options))
    assert game.position.is_game_over()


def test_saved_games_keep_the_opponent_and_older_saves_migrate():
    game = Game.new().with_opponent(Opponent(Color.BLACK, 4))
    assert saved.load(saved.dump(game)).opponent == Opponent(Color.BLACK, 4)
    old = saved.load(json.dumps({"schema": 1, "rules": "reversi", "start": None, "moves": "f5", "hint": "full"}))
    assert old.opponent is None and old.actions == (F5,)


@pytest.mark.parametrize(
    "opponent", [5, [], {"color": "red", "level": 1}, {"color": "white", "level": 9}, {"color": "white", "level": True}]
)
def test_a_bad_opponent_is_refused(opponent):
    with pytest.raises(saved.SavedGameError):
        saved.load(json.dumps({"schema": 2, "moves": "", "opponent": opponent}))
