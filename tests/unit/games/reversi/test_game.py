"""The game state of the system spec (behaviour sections 1-4 and 7): initial state, taps,
hint levels and the preview, automatic passes, the end of the game and restarting."""

from __future__ import annotations

import pytest

from reversi.base.screen import Hint, Status
from reversi.games.reversi.game import Game, Move
from reversi.base.sides import Color, TranscriptError
from reversi.games.reversi.position import PASS, Position, parse_transcript

from . import reference as ref
from .helpers import MIXED, PASS_START, STAR, board, mask, names, sq

WHITE_WINS = parse_transcript(  # black must pass before move 45; ends 21-43 on a full board
    "e6f6f5d6c6f4d3c3d7d8g6e3g3b5c5b6a5h7c7f3g4g7f7h5g2e2g5e8g8h2f2h8e7e1"
    "b2f8d2h4h3f1g1h6d1h1a1c4c8b7c2b4a8a7b8a2a4a6c1b3b1a3"
)
BLACK_WINS = parse_transcript(  # white must pass before move 60; ends 39-25 on a full board
    "d3e3f2c5f4f3f5c3c2g3h3e2b5b6c4d2f1a5g4g2a7c6a6b3c1h5a3c7h4g6"
    "g5e6e7a8b7f6d1d6h7a2g1e1a4b4g7h6b2d8f8b1d7c8f7h2a1g8b8e8h1h8"
)
DRAW = parse_transcript(  # no pass; ends 32-32 on a full board
    "c4c5f6e3e2f4g5e1b5c6f2e6d7g2f3c8e7g4g1b7h4a4g3h2f1h1a6a5b6d3a8a7"
    "c7b8d2g6h6g7c3f5e8b3f8g8h3d1a3d6c1b1d8f7h8c2b4h7h5a2b2a1"
)
WIPE_OUT = parse_transcript("c4c3c2b2a2c5c6d6e6f6g7")  # white has no disc left after 11 moves


D3, C4, F5, E6 = sq("d3"), sq("c4"), sq("f5"), sq("e6")


def in_game(position: Position, hint: Hint = Hint.NONE) -> Game:
    return Game(position=position, start=position, hint=hint)


def test_transcripts_are_what_they_claim():
    """The recorded games above, checked with the reference implementation."""
    for moves, counts in ((WHITE_WINS, (21, 43)), (BLACK_WINS, (39, 25)), (DRAW, (32, 32)), (WIPE_OUT, (15, 0))):
        cells, side = ref.replay([ref.name(s) for s in moves])
        assert ref.game_over(cells, side) and ref.counts(cells) == counts


# --------------------------------------------------------------------------- section 2


def test_initial_state():
    game = Game.new()
    assert game.position == Position.initial() and game.start == Position.initial()
    assert game.turn is Color.BLACK
    assert game.counts == (2, 2)
    assert game.status is Status.PLAYING
    assert game.hint is Hint.NONE
    assert game.preview is None and game.preview_flips == 0
    assert game.actions == () and game.last is None
    assert game.winner is None
    assert game.options == {D3: mask("d4"), C4: mask("d4"), F5: mask("e5"), E6: mask("e5")}
    assert list(game.options) == [D3, C4, F5, E6]


# --------------------------------------------------------------------------- taps


@pytest.mark.parametrize("hint", list(Hint))
def test_tap_on_a_square_that_is_not_legal_changes_nothing(hint):
    game = Game.new()
    if hint is not Hint.NONE:
        game = game.cycle_hint() if hint is Hint.PLACES else game.cycle_hint().cycle_hint()
    assert game.hint is hint
    for square in [sq("a1"), sq("c3"), sq("d4"), sq("e5"), sq("h8"), -1, 64, 99]:
        assert game.tap(square) is game
    assert game.counts == (2, 2) and game.actions == ()


@pytest.mark.parametrize("hint", [Hint.NONE, Hint.PLACES])
def test_tap_plays_at_once_without_full_hints(hint):
    game = in_game(Position.initial(), hint)
    after = game.tap(F5)
    assert after is not game
    assert after.actions == (F5,)
    assert after.position == Position.initial().play(F5)
    assert after.counts == (4, 1) and after.turn is Color.WHITE
    assert after.status is Status.PLAYING
    assert after.hint is hint and after.preview is None
    assert after.last == Move(color=Color.BLACK, square=F5, lines=((sq("e5"),),), passed=None)
    assert set(after.options) == {sq("d6"), sq("f6"), sq("f4")}
    # the earlier state is untouched
    assert game.counts == (2, 2) and game.actions == () and game.turn is Color.BLACK


def test_full_hints_first_tap_previews_second_tap_plays():
    game = in_game(Position.initial(), Hint.FULL)
    preview = game.tap(F5)
    assert preview.preview == F5
    assert preview.preview_flips == mask("e5")
    assert preview.position == game.position and preview.actions == () and preview.last is None
    assert preview.turn is Color.BLACK and preview.counts == (2, 2)
    played = preview.tap(F5)
    assert played.actions == (F5,) and played.counts == (4, 1)
    assert played.preview is None and played.preview_flips == 0
    assert played.hint is Hint.FULL


def test_full_hints_tap_on_another_legal_square_moves_the_preview():
    game = in_game(Position.initial(), Hint.FULL).tap(F5)
    moved = game.tap(D3)
    assert moved.preview == D3 and moved.preview_flips == mask("d4")
    assert moved.actions == () and moved.position == Position.initial()
    assert moved.tap(D3).actions == (D3,)


def test_full_hints_tap_on_an_illegal_square_keeps_the_preview():
    game = in_game(Position.initial(), Hint.FULL).tap(E6)
    for square in (sq("a1"), sq("d4"), sq("f6"), 64):
        assert game.tap(square) is game
    assert game.preview == E6


def test_preview_flips_shows_every_direction():
    star = board(STAR, "X")
    game = in_game(star, Hint.FULL).tap(sq("d4"))
    assert game.preview_flips == star.flips(sq("d4"))
    assert names(game.preview_flips) == {
        "d3", "d2", "e3", "f2", "e4", "f4", "g4", "e5", "d5", "d6", "c5", "c4", "b4", "c3", "b2",
    }
    assert game.options == {sq("d4"): game.preview_flips}


# --------------------------------------------------------------------------- hints


def test_cycle_hint_order():
    game = Game.new()
    levels = [game.hint]
    for _ in range(6):
        game = game.cycle_hint()
        levels.append(game.hint)
    assert levels == [Hint.NONE, Hint.PLACES, Hint.FULL] * 2 + [Hint.NONE]
    assert [h.next for h in Hint] == [Hint.PLACES, Hint.FULL, Hint.NONE]


def test_cycle_hint_drops_the_preview_and_keeps_the_game():
    game = Game.from_record(parse_transcript("f5d6"), hint=Hint.FULL).tap(C4)
    assert game.preview == C4
    cycled = game.cycle_hint()
    assert cycled.hint is Hint.NONE and cycled.preview is None and cycled.preview_flips == 0
    assert cycled.position == game.position and cycled.actions == game.actions
    # back to full hints: no preview left over, a tap previews again
    again = cycled.cycle_hint().cycle_hint()
    assert again.hint is Hint.FULL and again.preview is None
    assert again.tap(C4).preview == C4


# --------------------------------------------------------------------------- section 7


def test_restart_resets_everything_including_the_hint():
    game = Game.from_record(WHITE_WINS[:30], hint=Hint.FULL)
    game = game.tap(next(iter(game.options)))
    assert game.preview is not None
    fresh = game.restart()
    assert fresh == Game.new()
    assert fresh.position == Position.initial() and fresh.actions == ()
    assert fresh.hint is Hint.NONE and fresh.preview is None and fresh.last is None
    assert fresh.status is Status.PLAYING and fresh.counts == (2, 2)
    over = Game.from_record(DRAW)
    assert over.restart() == Game.new() and over.restart().status is Status.PLAYING


# --------------------------------------------------------------------------- passes


def test_automatic_pass():
    game = in_game(PASS_START).tap(sq("c1"))
    assert game.status is Status.PASSED
    assert game.last.color is Color.BLACK and game.last.passed is Color.WHITE
    assert game.turn is Color.BLACK  # the turn came back to the side that moved
    assert game.actions == (sq("c1"), PASS) and game.transcript == "c1"  # an entry, not written
    assert list(game.options) == [sq("c3")]
    over = game.tap(sq("c3"))
    assert over.status is Status.OVER and over.winner is Color.BLACK and over.counts == (6, 0)


def test_automatic_pass_in_a_real_game_then_playing_again():
    before = Game.from_record(WHITE_WINS[:43])
    assert before.status is Status.PLAYING and before.turn is Color.WHITE
    passed = before.tap(WHITE_WINS[43])  # white's move leaves black without a move
    assert passed.status is Status.PASSED
    assert passed.last.color is Color.WHITE and passed.last.passed is Color.BLACK
    assert passed.turn is Color.WHITE
    assert passed.position.legal_squares() and not passed.position.must_pass()
    assert passed == Game.from_record(WHITE_WINS[:44])
    resumed = passed.tap(WHITE_WINS[44])
    assert resumed.status is Status.PLAYING
    assert resumed.last.passed is None and resumed.turn is Color.BLACK


def test_pass_under_full_hints_still_needs_two_taps():
    game = Game.from_record(WHITE_WINS[:43], hint=Hint.FULL)
    previewed = game.tap(WHITE_WINS[43])
    assert previewed.status is Status.PLAYING and previewed.preview == WHITE_WINS[43]
    assert previewed.tap(WHITE_WINS[43]).status is Status.PASSED


# --------------------------------------------------------------------------- the end


@pytest.mark.parametrize(
    "moves, counts, winner",
    [(WHITE_WINS, (21, 43), Color.WHITE), (BLACK_WINS, (39, 25), Color.BLACK), (DRAW, (32, 32), None),
     (WIPE_OUT, (15, 0), Color.BLACK)],
    ids=["white wins", "black wins", "draw", "wipe-out"],
)
def test_game_over(moves, counts, winner):
    before = Game.from_record(moves[:-1])
    assert before.status is not Status.OVER and before.winner is None
    game = before.tap(moves[-1])
    assert game.status is Status.OVER
    assert game.counts == counts
    assert game.winner is winner
    assert game.options == {}
    assert game.last.square == moves[-1] and game.last.passed is None
    for square in range(64):
        assert game.tap(square) is game
    assert game.cycle_hint().status is Status.OVER


def test_game_over_on_a_board_with_empty_squares_and_both_colours():
    stuck = in_game(board("X - O" + "-" * 60 + "O", "X"))
    assert stuck.status is Status.OVER and stuck.winner is Color.WHITE
    even = in_game(board("X - O" + "-" * 61, "O"))
    assert even.status is Status.OVER and even.winner is None


def test_winner_is_none_while_playing():
    game = Game.from_record(parse_transcript("f5"))
    assert game.counts == (4, 1) and game.winner is None


# --------------------------------------------------------------------------- the last move


def test_move_lines_and_flipped():
    mixed = board(MIXED, "X")
    game = in_game(mixed).tap(sq("d5"))
    lines = ((sq("e6"), sq("f7")), (sq("d6"),), (sq("c4"),))  # SE, S, NW: clockwise from north
    assert game.last.lines == lines == mixed.flip_lines(sq("d5"))
    assert game.last.flipped == (sq("e6"), sq("f7"), sq("d6"), sq("c4"))
    assert game.last.color is Color.BLACK and game.last.square == sq("d5")
    assert Move(Color.WHITE, 0, ()).flipped == ()


def test_last_move_of_a_multi_line_capture_in_a_real_game():
    game = Game.from_record(WHITE_WINS[:10])
    mover = game.position
    for square in game.options:
        last = game.tap(square).last
        assert last.lines == mover.flip_lines(square)
        assert set(last.flipped) == {s for s in range(64) if mover.flips(square) >> s & 1}
        assert len(last.flipped) == len(set(last.flipped))


# --------------------------------------------------------------------------- from_record


def test_from_record_replays_a_record():
    game = Game.from_record(BLACK_WINS[:20])
    assert game.actions == tuple(BLACK_WINS[:20])
    assert game.position == Position.replay(BLACK_WINS[:20])
    assert game.start == Position.initial()
    assert game.hint is Hint.NONE and game.preview is None
    assert game.last.square == BLACK_WINS[19]
    assert Game.from_record([]) == Game.new()
    assert Game.from_record(tuple(DRAW[:5]), hint=Hint.PLACES).hint is Hint.PLACES
    # playing the same moves by taps gives the same game
    tapped = Game.new()
    for square in BLACK_WINS[:20]:
        tapped = tapped.tap(square)
    assert tapped == game and tapped.last == game.last


def test_from_record_from_another_start():
    game = Game.from_record([sq("c1")], start=PASS_START)
    assert game.start == PASS_START and game.status is Status.PASSED
    assert game.restart() == Game.new()


@pytest.mark.parametrize(
    "moves, number, text",
    [([sq("a1")], 1, "a1"), (parse_transcript("f5f5"), 2, "f5"), (WIPE_OUT + [sq("a1")], 12, "a1"),
     (parse_transcript("f5d6c3") + [64], 4, None)],
)
def test_from_record_rejects_a_bad_record(moves, number, text):
    with pytest.raises(TranscriptError) as error:
        Game.from_record(moves)
    assert error.value.number == number
    if text is not None:  # (square 64, off the board, is reported as 'a9')
        assert error.value.text == text


def test_from_record_accepts_an_iterator():
    """Regression: an iterator was once consumed by the validation pass, and the replay
    loop then saw no moves at all, so a new game came back."""
    game = Game.from_record(iter(parse_transcript("f5d6c3")))
    assert game.actions == tuple(parse_transcript("f5d6c3"))
    assert game.counts == (5, 2)
    assert Game.from_record(square for square in parse_transcript("f5d6")).actions == tuple(parse_transcript("f5d6"))
