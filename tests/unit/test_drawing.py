"""What the page draws of each game (their ``VARIANT.DRAWING``: reversi/games/*/drawing.py), checked
against the engines square by square: pieces, hints (YWF: Play and Change told apart),
the preview, the animation of a move, counts, token and what is said; the computer's
levels the page offers without importing the computer."""

from __future__ import annotations

import random

import pytest

from reversi import registry, strings
from reversi.base import speech
from reversi.base.drawing import Drawing, hint_marks, one_move_on
from reversi.base.screen import LEVEL_IDS, Hint, Opponent, Status
from reversi.games.reversi import players
from reversi.games.reversi.drawing import ReversiDrawing
from reversi.games.ywf import players as ywf_players
from reversi.games.reversi.game import Game
from reversi.base.sides import Color
from reversi.games.ywf.rules import Action, Kind, Piece, YwfPosition
from reversi.games.ywf.drawing import YwfDrawing
from reversi.games.ywf.game import YwfGame

from .games.reversi.helpers import random_game, sq
from .test_conformance import game_data
from .games.ywf.helpers import random_actions
from .games.ywf.helpers import sq as ywf_sq

JA, EN = strings.catalogue("ja", "ywf"), strings.catalogue("en", "ywf")


def states(game, taps, seed: int):
    """Every state of a game along ``taps`` at every hint level, with a preview of some
    option under full hints now and then (seeded)."""
    rng = random.Random(seed)
    for square in taps:
        for hint in Hint:
            yield with_hint(game, hint)
        if rng.random() < 0.3:
            yield with_hint(game, Hint.FULL).tap(rng.choice(sorted(game.options)))
        game = game.tap(square)
    yield game


def with_hint(game, hint: Hint):
    while game.hint is not hint:
        game = game.cycle_hint()
    return game


def assert_piece_and_last(game, square: int, attributes: dict) -> None:
    piece = game.position.piece_at(square)
    assert attributes.get("data-disc") == (piece.value if piece else None)
    assert ("data-last" in attributes) == (game.last is not None and game.last.square == square)


# --------------------------------------------------------------------------- Reversi


@pytest.mark.parametrize("seed", range(6))
def test_reversi_squares_follow_the_engine(seed):
    for game in states(Game.new(), random_game(seed), seed):
        squares = ReversiDrawing.squares(game)
        assert len(squares) == 64
        hinted = game.status is not Status.OVER
        for square, attributes in enumerate(squares):
            assert_piece_and_last(game, square, attributes)
            color = game.position.piece_at(square)
            flips = game.options.get(square)
            want = hint_marks(game.hint, flips.bit_count()) if hinted and flips is not None else {}
            assert {k: v for k, v in attributes.items() if k in ("data-hint", "data-flips")} == want
            assert "data-action" not in attributes and "data-will-become" not in attributes
            preview = game.preview
            assert ("data-preview" in attributes) == (square == preview)
            assert ("data-will-flip" in attributes) == (preview is not None and bool(game.preview_flips >> square & 1))
            dim = preview is not None and color is game.turn.opponent and not game.preview_flips >> square & 1
            assert ("data-dim" in attributes) == dim


def test_reversi_hints_hide_while_the_computer_has_the_move():
    game = Game.new().cycle_hint().with_opponent(Opponent(Color.BLACK, 1))
    assert game.computer_to_move
    assert not any("data-hint" in attributes for attributes in ReversiDrawing.squares(game))


def test_reversi_animation_places_then_turns_each_disc_outward():
    before = Game.new().tap(sq("f5")).tap(sq("d6"))
    after = before.tap(sq("c3"))
    animation = ReversiDrawing.animation(before, after.last)
    assert animation.start[sq("c3")] == {"data-disc": "black", "data-last": ""}
    assert [square for square, _ in animation.steps] == list(after.last.flipped)
    assert all(attributes == {"data-disc": "black", "data-turning": ""} for _, attributes in animation.steps)
    assert_animation_ends_on(ReversiDrawing, animation, after.position)


def assert_animation_ends_on(drawing, animation, position) -> None:
    """Painting the steps over the start gives the pieces of ``position``."""
    final = [dict(attributes) for attributes in animation.start]
    for square, attributes in animation.steps:
        final[square] = attributes
    assert [attributes.get("data-disc") for attributes in final] == [
        attributes.get("data-disc") for attributes in drawing.pieces(position)
    ]


# --------------------------------------------------------------------------- YWF


@pytest.mark.parametrize("seed", range(6))
def test_ywf_squares_follow_the_engine(seed):
    taps = [action.square for action in random_actions(seed) if action.kind is not Kind.PASS]
    for game in states(YwfGame.new(), taps, seed):
        squares = YwfDrawing.squares(game)
        assert len(squares) == 81
        becomes = {}
        if game.preview is not None:
            action = Action(game.options[game.preview].kind, game.preview)
            becomes = {step.square: step.after for line in game.position.change_lines(action) for step in line}
            assert sum(1 for a in squares if "data-will-become" in a) == game.options[game.preview].count
        hinted = game.status is not Status.OVER
        for square, attributes in enumerate(squares):
            assert_piece_and_last(game, square, attributes)
            piece = game.position.piece_at(square)
            option = game.options.get(square)
            want = {}
            if hinted and option is not None and square not in becomes and game.hint is not Hint.NONE:
                want = {**hint_marks(game.hint, option.count), "data-action": option.kind.value}
                assert (option.kind is Kind.CHANGE) == (piece is Piece.NEUTRAL)
            assert {k: v for k, v in attributes.items() if k in ("data-hint", "data-flips", "data-action")} == want
            assert ("data-preview" in attributes) == (square == game.preview)
            assert attributes.get("data-will-become") == (becomes[square].value if square in becomes else None)
            dim = game.preview not in (None, square) and square not in becomes and piece not in (None, Piece(game.turn.value))
            assert ("data-dim" in attributes) == dim
            assert "data-will-flip" not in attributes


def test_ywf_animation_play_and_change():
    d4, c4, f6 = ywf_sq("d4"), ywf_sq("c4"), ywf_sq("f6")
    start = YwfGame.new()
    played = start.tap(c4)
    animation = YwfDrawing.animation(start, played.last)
    assert animation.start[c4] == {"data-disc": "black", "data-last": ""}  # a new piece appears
    assert animation.steps == ((d4, {"data-disc": "black", "data-turning": ""}),)  # d4 lies down as black
    assert_animation_ends_on(YwfDrawing, animation, played.position)

    changed = played.tap(f6)  # white changes f6: f5 (black) stands up as a Futsu-no-ko
    animation = YwfDrawing.animation(played, changed.last)
    assert animation.start[f6] == {"data-disc": "white", "data-last": "", "data-turning": ""}
    assert [(square, attributes["data-disc"]) for square, attributes in animation.steps] == [
        (step.square, step.after.value) for step in changed.last.changed
    ]
    assert ("data-disc", "neutral") in animation.steps[0][1].items()
    assert_animation_ends_on(YwfDrawing, animation, changed.position)


@pytest.mark.parametrize("seed", range(4))
def test_ywf_animation_of_every_action_of_a_game_ends_on_the_engine_position(seed):
    game = YwfGame.new()
    for action in random_actions(seed):
        if action.kind is Kind.PASS:
            continue
        after = game._act(action)
        animation = YwfDrawing.animation(game, after.last)
        assert [square for square, _ in animation.steps] == [step.square for step in after.last.changed]
        assert_animation_ends_on(YwfDrawing, animation, after.position)
        game = after


def test_ywf_scores_token_and_the_token_tie_break():
    game = YwfGame.from_transcript("c4 +f6")
    assert YwfDrawing.scores(game) == {"black": 4, "white": 4, "neutral": 2}
    assert YwfDrawing.parts(EN, game) == {"token": {"data-token": "black", "aria-label": "Token: Warui-ko's side"}}
    assert YwfDrawing.parts(JA, YwfGame.new())["token"]["data-token"] == "center"
    assert ReversiDrawing.parts(EN, Game.new()) == {} and YwfDrawing.PARTS == ("token",)
    # A finished game with equal counts and the token on white's side: white wins by the token.
    tied = YwfPosition.parse("X" * 40 + "O" * 40 + "N X O")  # a full board, the token on white's side
    over = YwfGame(position=tied, start=tied)
    assert over.status is Status.OVER and over.winner is Color.WHITE
    assert YwfDrawing.result_reason(EN, over) == EN.TOKEN_WIN
    assert YwfDrawing.result_reason(EN, YwfGame.new()) is None and ReversiDrawing.result_reason(EN, over) is None


def test_one_move_on_animates_a_move_and_the_passes_it_forced():
    taps = [action.square for action in random_actions(0) if action.kind is not Kind.PASS]
    games = [YwfGame.new()]
    for square in taps:
        games.append(games[-1].tap(square))
    forced = next(index for index, game in enumerate(games) if game.last is not None and game.last.passed)
    before, after = games[forced - 1], games[forced]
    assert len(after.actions) > len(before.actions) + 1, "test error: no pass written after the action"
    assert one_move_on(before, after) and not one_move_on(after, before)
    assert not one_move_on(games[forced - 2], after), "two moves on"
    assert one_move_on(before, after.undo().redo()) and not one_move_on(before, after.undo())


def test_the_registry_names_each_game_and_its_drawing():
    """Each game under its own name, with a drawing and the storage key its saved games are
    under (its test data's ``STORAGE_KEY``: it never changes), no two games alike."""
    variants = [registry.variant(name) for name in registry.NAMES]
    assert all(issubclass(variant.DRAWING, Drawing) for variant in variants)
    with pytest.raises(KeyError):
        registry.variant("anything else")
    assert [variant.STORAGE_KEY for variant in variants] == [game_data(name).STORAGE_KEY for name in registry.NAMES]
    assert len({variant.STORAGE_KEY for variant in variants}) == len(variants)
    assert tuple(variant.NAME for variant in variants) == registry.NAMES


# --------------------------------------------------------------------------- speech and texts


def test_ywf_square_labels():
    assert speech.square_label(JA, "d4", "neutral") == "ふつうのこ d4"
    assert speech.square_label(JA, "c4", None, hint="place", action="play") == "おける c4"
    assert speech.square_label(JA, "d4", "neutral", hint="place", action="change") == "ふつうのこ d4、かえられる"
    assert speech.square_label(JA, "c4", None, hint="count", flips=2, action="play") == "おける c4、2こ かわる"
    assert speech.square_label(JA, "d4", "neutral", hint="count", flips=1, preview=True, action="change") == (
        "えらんでいる ふつうのこ d4、1こ かわる。もういちど えらぶと かえます"
    )
    assert speech.square_label(JA, "e4", "black", will_become="neutral", last=True) == "わるいこ e4、ふつうのこに なる、さいごの て"
    assert speech.square_label(EN, "d4", "neutral", hint="count", flips=1, action="change") == (
        "d4, Futsu-no-ko, changing it changes 1 piece"
    )
    assert speech.square_label(EN, "f5", "black", will_become="neutral") == "f5, Warui-ko, would become Futsu-no-ko"


def test_ywf_announcements():
    game = YwfGame.new().tap(ywf_sq("c4"))
    assert YwfDrawing.announcement(JA, game) == (
        "わるいこが c4に おいて、1こ かえました。 わるいこ 5こ、よいこ 3こ、ふつうのこ 2こ。 よいこのばん。"
    )
    game = game.tap(ywf_sq("f6"))
    assert YwfDrawing.announcement(JA, game) == (
        "よいこが f6の ふつうのこを かえて、ほかに 1こ かえました。 わるいこ 4こ、よいこ 4こ、ふつうのこ 2こ。"
        " トークンが わるいこの がわに うごきました。 わるいこのばん。"
    )


def test_ywf_announcement_of_a_win_by_the_token():
    for seed in range(400):
        game = YwfGame.from_record(random_actions(seed))
        if game.won_by_token:
            break
    else:
        pytest.fail("no seeded game is won by the token")
    said = YwfDrawing.announcement(EN, game)
    winner = EN.PIECE_NAMES[game.winner.value]
    assert f"{winner} wins! Equal pieces, so the token decides: {winner} wins." in said


def test_the_level_choices_need_no_computer_module():
    assert tuple(level.id for level in players.LEVELS) == LEVEL_IDS
    assert tuple(level.id for level in ywf_players.LEVELS) == LEVEL_IDS
    for language in strings.CATALOGUES:
        assert tuple(strings.catalogue(language).LEVEL_NAMES) == LEVEL_IDS
        assert tuple(strings.catalogue(language).LEVEL_PHRASES) == LEVEL_IDS


def test_ywf_texts_replace_and_add_to_the_others():
    assert JA.TITLE != strings.catalogue("ja").TITLE and JA.HINT == strings.catalogue("ja").HINT
    assert JA.PIECE_NAMES == {"black": "わるいこ", "white": "よいこ", "neutral": "ふつうのこ"}
    assert EN.GAME_NAME == "YWF" and strings.catalogue("en", "reversi").GAME_NAME == "Reversi"
    assert not hasattr(strings.catalogue("ja"), "TOKEN")
