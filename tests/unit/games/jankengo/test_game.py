"""The じゃんけんご screen state (``game``), its drawing and speech, and its records: taps,
the wall tray, おわり, refusals, undo and redo inside and between turns, the computer's
turn one action at a time, the text of a game and saved games."""

from __future__ import annotations

import random

import pytest

from reversi.base.screen import Hint, Opponent, Status
from reversi.base.sides import Color
from reversi.games.jankengo import VARIANT
from reversi.games.jankengo.drawing import JankengoDrawing
from reversi.games.jankengo.game import CAPTURE, SELECT, STEP, WALL, JankengoGame
from reversi.games.jankengo.players import PLANS, Following
from reversi.games.jankengo.rules import END, JankenGoPosition, Side, parse_square
from reversi.play import record, saved
from reversi.strings import catalogue

JA, EN = catalogue("ja", "jankengo"), catalogue("en", "jankengo")


def sq(name: str) -> int:
    return parse_square(name)


def board(rest: str, **pieces: str) -> JankenGoPosition:
    """A position: ``pieces`` square -> letter on an empty board, then the other fields."""
    cells = ["."] * 49
    for name, letter in pieces.items():
        cells[sq(name)] = letter
    return JankenGoPosition.parse("".join(cells) + " " + rest)


def tap(game: JankengoGame, *names: str) -> JankengoGame:
    for name in names:
        game = game.tap(sq(name))
    return game


def test_a_turn_by_taps_ends_by_itself_when_nothing_is_left():
    game = tap(JankengoGame.new(), "d1")
    assert game.options[sq("d2")] == STEP and game.options[sq("a1")] == SELECT
    game = tap(game, "d2", "d3").choose_wall()
    assert game.placing and all(game.options[s] == WALL for s in (sq("a4"), sq("g6")))
    game = tap(game, "a4")
    assert game.transcript == "d1-d2 d2-d3 Wa4" and game.turn is Side.BLUE and game.selected is None
    game = tap(game, "d3", "d4")  # the third step, the wall placed: the turn ends by itself
    assert game.transcript == "d1-d2 d2-d3 Wa4 d3-d4 end" and game.turn is Side.RED
    assert game.last.ended and game.selected is None


def test_the_end_button_and_ko_refused():
    game = tap(JankengoGame.new(), "d1", "d2")
    assert game.may_end and game.end_turn().transcript == "d1-d2 end"
    assert JankengoGame.new().end_turn() is JankengoGame.new() or not JankengoGame.new().may_end
    assert JankengoGame.new().end_refusal() == "NOTHING_DONE"
    back = JankengoGame.from_transcript("d1-d2 end a7-a6 a6-a7 end d2-d3 d3-d2")
    assert not back.may_end and back.end_refusal() == "KO" and back.end_turn() is back
    assert tap(back, "d2", "d3").may_end  # another step: a new board, it may end


def test_refusals_say_why():
    tie = JankengoGame.from_transcript("c1-c2 c2-c3 c3-c4 end c7-c6 c6-c5 end")
    chosen = tap(tie, "c4")
    assert chosen.tap(sq("c5")) is chosen and chosen.why_not(sq("c5")) == "TIE"
    stronger = JankengoGame.from_transcript("a1-a2 a2-a3 a3-a4 end c7-c6 c6-c5 c5-b5 end")
    chosen = tap(stronger, "a4")
    assert chosen.options[sq("b4")] == STEP and chosen.why_not(sq("a5")) is None
    far = ("a6", "c4", "b5", "a7", "g7")  # not next to a4: empty squares and pieces alike
    assert all(chosen.tap(sq(name)) is chosen and chosen.why_not(sq(name)) == "NOT_NEXT" for name in far), far
    assert tap(stronger, "a4", "a5").why_not(sq("b5")) == "STRONGER"
    beats = JankengoGame.from_transcript("b1-b2 b2-b3 b3-b4 end c7-c6 c6-c5 c5-b5 end")
    assert tap(beats, "b4").options[sq("b5")] == CAPTURE
    walls = JankengoGame.from_transcript("d1-d2 Wd3 end d7-d6 end")
    assert tap(walls, "d2").why_not(sq("d3")) is None  # its own wall: nothing to say
    red_wall = JankengoGame.from_transcript("d1-d2 end Wd3 end")
    assert tap(red_wall, "d2").why_not(sq("d3")) == "ONTO_WALL"
    king = JankengoGame.from_transcript("d1-d2 d2-d3 d3-d4 end d7-d6 d6-d5 end")
    assert tap(king, "d4").why_not(sq("d5")) == "NO_CAPTURE"
    three = tap(JankengoGame.new(), "d1", "d2", "d3", "d4")
    assert three.why_not(sq("a1")) == "NO_STEPS_LEFT"
    blocked = JankengoGame.new()
    assert blocked.why_not(sq("a1")) is None and blocked.why_not(sq("d4")) is None


def test_suicide_wall_refused():
    # blue walls on a6 and b7: a red wall on a7 would have no empty neighbour
    position = board("3/5 R", d1="K", a6="W", b7="W", g7="k")
    game = JankengoGame(position=position, start=position).choose_wall()
    assert sq("a7") not in game.options and game.why_not(sq("a7")) == "SUICIDE"
    assert game.tap(sq("a7")) is game and game.options[sq("a5")] == WALL


def test_undo_inside_a_turn_and_between_turns():
    game = tap(JankengoGame.new(), "d1", "d2", "d3").end_turn()
    game = tap(game, "d7", "d6").end_turn()
    assert game.transcript == "d1-d2 d2-d3 end d7-d6 end"
    back = game.undo()
    assert back.transcript == "d1-d2 d2-d3 end"  # a whole turn
    assert back.undo().transcript == ""
    mid = tap(back, "a7", "a6")
    assert mid.undo().transcript == "d1-d2 d2-d3 end"  # one action inside the turn
    assert back.redo() == game and back.undo().redo() == back


def test_undo_against_the_computer_goes_back_to_the_players_turn():
    game = JankengoGame.new().with_opponent(Opponent(Color.WHITE, 1))
    game = tap(game, "d1", "d2").end_turn()
    assert game.computer_to_move
    for action in ("d7-d6", "end"):
        game = game.computer_move(JankenGoPosition.parse_transcript(action)[0])
    assert not game.computer_to_move
    assert game.undo().transcript == ""  # back to the start of the player's turn: whole turns


def test_the_computer_plays_its_turn_one_action_at_a_time():
    game = JankengoGame.new().with_opponent(Opponent(Color.BLACK, 3))
    thinking = VARIANT.thinking(game, random.Random(5))
    turn = thinking.run()
    assert turn[-1] == END
    for index, action in enumerate(turn):
        if game.turn is not Side.BLUE:
            assert action == END  # nothing was left: the turn ended by itself
            break
        if index:
            thinking = VARIANT.thinking(game, random.Random(6))
            assert isinstance(thinking, Following) and thinking.step() and thinking.move == action
        game = game.computer_move(action)
    assert game.turn is Side.RED and not game.computer_to_move
    PLANS.clear()


def test_auto_pass_and_the_pass_message():
    position = JankenGoPosition.parse("K" + "." * 47 + "k 0/0 B")
    game = JankengoGame(position=position, start=position)
    assert game.status is Status.PLAYING
    cornered = board("3/0 R", d1="K", a6="W", b7="W", a7="k")
    assert cornered.must_pass()
    started = JankengoGame.from_record((), start=cornered)
    assert started.transcript == "pass" and started.turn is Side.BLUE
    assert started.status is Status.PASSED and started.last.passed is Side.RED  # the pass message names red
    taken = started.tap(sq("d1")).tap(sq("d2"))  # blue's first action takes the breathless king
    assert taken.status is Status.OVER and taken.position.outcome.ending.value == "king taken"


def test_the_text_of_a_game_and_links_round_trip():
    game = JankengoGame.from_transcript("d1-d2 Wc4 end d7-d6")
    text = record.format_game(game.start, game.actions)
    assert text == "jankengo: d1-d2 Wc4 end d7-d6"
    assert record.parse_game(text) == (game.start, game.actions)
    start = JankenGoPosition.replay("d1-d2 end d7-d6 end d2-d3")
    moves = JankenGoPosition.parse_transcript("d3-d4 end")
    for written in (record.format_game(start, moves), record.format_link(start, moves)):
        assert record.parse_game(written) == (start, tuple(moves))
    short = "K" + "." * 47 + "k 4/5 R"  # the first three fields only
    assert record.parse_game(f"jankengo: {short}") == (JankenGoPosition.parse(short), ())
    assert record.parse_game(f"jankengo:{short.replace(' ', '')}:g7-g6")[1] == tuple(JankenGoPosition.parse_transcript("g7-g6"))
    for transcript in ("c1-c2 c2-c3 end", "Wc4 end", "g1-g2"):  # actions that start with a board character
        assert record.parse_game(f"jankengo: {transcript}")[1] == tuple(JankenGoPosition.parse_transcript(transcript))
    with pytest.raises(record.RecordError) as caught:
        record.parse_game("jankengo: d1-d2 d1-d2")
    assert caught.value.kind == "illegal" and caught.value.params["number"] == 2


def test_the_move_list_names_the_side_of_each_action():
    start = JankenGoPosition.initial()
    listed = record.steps(start, JankenGoPosition.parse_transcript("d1-d2 Wc4 end d7-d6 end"))
    assert [(step.name, step.color) for step in listed] == [
        ("d1-d2", Side.BLUE), ("Wc4", Side.BLUE), ("end", Side.BLUE), ("d7-d6", Side.RED), ("end", Side.RED)
    ]
    reversi = record.steps(record.parse_game("f5d6")[0], record.parse_game("f5d6")[1])
    assert [step.color.value for step in reversi] == ["black", "white"]


def test_saved_games_round_trip():
    game = tap(JankengoGame.from_transcript("d1-d2 Wc4 end d7-d6 end"), "d2", "d3").undo().cycle_hint()
    assert saved.load(saved.dump(game)) == game


def test_drawing_marks_steps_captures_walls_and_hints():
    game = JankengoGame.from_transcript("b1-b2 b2-b3 b3-b4 end c7-c6 c6-c5 c5-b5 end").cycle_hint().cycle_hint()
    chosen = tap(game, "b4")
    squares = JankengoDrawing.squares(chosen)
    assert squares[sq("b4")]["data-selected"] == "" and squares[sq("b5")]["data-target"] == "capture"
    assert squares[sq("a1")]["data-hint"] == "place"
    placing = JankengoDrawing.squares(game.choose_wall())
    assert placing[sq("d4")]["data-target"] == "wall" and "data-target" not in placing[sq("d1")]
    danger = JankengoGame.from_transcript("a1-a2 end a7-a6 a6-a5 a5-a4 end")
    own, enemy = danger.cycle_hint().cycle_hint().danger()
    assert own == 0 and enemy == 0
    plain = JankengoDrawing.squares(JankengoGame.new())
    assert plain[sq("d1")] == {"data-disc": "black", "data-kind": "king"}
    assert plain[sq("a7")] == {"data-disc": "white", "data-kind": "gu"}


def test_danger_and_atari_marks():
    # a blue wall at d4 with three red walls around it: one liberty left
    position = board("4/2 R", a1="K", d3="w", c4="w", d4="W", e4="w", g7="k")
    game = JankengoGame(position=position, start=position, hint=Hint.FULL)
    own, enemy = game.danger()
    assert own == 0 and enemy == 1 << sq("d4")
    squares = JankengoDrawing.squares(game)
    assert "data-atari" in squares[sq("d4")]


def test_animation_of_a_step_a_capture_and_a_wall():
    game = JankengoGame.from_transcript("b1-b2 b2-b3 b3-b4 end c7-c6 c6-c5 c5-b5 end")
    after = tap(game, "b4", "b5")
    animation = JankengoDrawing.animation(game, after.last)
    assert animation.start[sq("b4")] == {}
    arriving = animation.start[sq("b5")]
    assert arriving["data-from"] == "down" and arriving["data-taken"] == "pa" and arriving["data-taken-owner"] == "white"
    assert animation.steps[0][0] == sq("b5") and "data-from" not in animation.steps[0][1]
    walled = game.choose_wall().tap(sq("d4"))
    animation = JankengoDrawing.animation(game, walled.last)
    assert animation.start[sq("d4")]["data-placed"] == "" and animation.steps == ()


def test_go_capture_fades_the_group():
    # red's wall on d4 with blue walls on c4, e4 and d5: blue's wall on d3 surrounds it
    position = board("2/4 B", a1="K", c4="W", d4="w", e4="W", d5="W", g7="k")
    game = JankengoGame(position=position, start=position).choose_wall()
    after = game.tap(sq("d3"))
    assert after.last.taken and after.position.piece_at(sq("d4")) is None
    animation = JankengoDrawing.animation(game, after.last)
    assert animation.steps == ((sq("d4"), {"data-disc": "white", "data-kind": "wall", "data-fading": ""}),)
    said = JankengoDrawing.announcement(JA, after)
    assert "あかの かべを とった" in said


def test_result_and_announcements():
    game = JankengoGame.from_transcript("d1-d2 d2-d3 d3-d4 end d7-d6 d6-c6 end d4-d5 d5-d6")
    won = tap(game, "d6", "d7")
    assert won.status is Status.OVER and won.winner is Side.BLUE
    assert JankengoDrawing.result_reason(JA, won) == "トライ"
    said = JankengoDrawing.announcement(JA, won)
    assert said.endswith("あおの かち! トライ。 7 たい 7。") or "トライ" in said
    walls, steps, end, theirs = JankengoDrawing.trays(EN, won)["turn"].items
    assert end.attributes["aria-disabled"] == "true" and steps.attributes["data-left"] == "0" and not steps.tappable
    assert walls.label == "5 walls left" and end.label == "End" and theirs.label == "Red has 5 walls in hand"
    assert not theirs.tappable and theirs.attributes["data-side"] == "white"


def test_the_tray_of_the_turn():
    game = tap(JankengoGame.new(), "d1", "d2")
    assert game.tap_part("turn", 0).placing and game.tap_part("turn", 0).tap_part("turn", 0).placing is False
    assert game.tap_part("turn", 2).transcript == "d1-d2 end" and game.tap_part("turn", 1) is game
    assert JankengoGame.new().why_not_part("turn", 2) == "NOTHING_DONE"
    walled = game.tap_part("turn", 0).tap(sq("c4"))
    assert walled.tap_part("turn", 0) is walled and walled.why_not_part("turn", 0) == "NO_WALL"
    assert JankengoDrawing.PART_KEYS == {"w": ("turn", 0), "e": ("turn", 2)}
