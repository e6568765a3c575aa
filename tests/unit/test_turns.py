"""The turn structure every game declares through ``Screen``'s public hooks (``forced_entry``,
``ends_turn``, ``pick`` with ``PICKS`` and ``PREVIEWS``) instead of overriding its general
methods, and the screen's shared fields declared once (``reversi.base.screen.Screen``)."""

from __future__ import annotations

from dataclasses import fields

import pytest

from reversi import registry
from reversi.base.screen import Opponent, Screen

SHARED = [item.name for item in fields(Screen)]
GENERAL = ("tap", "with_opponent", "cycle_hint", "undo", "redo", "from_record", "review_at", "_ends_turn_at", "_turn_in_progress", "_stops_at", "positions")


@pytest.fixture(params=registry.NAMES)
def game(request) -> type[Screen]:
    return registry.variant(request.param).GAME


def test_the_shared_fields_are_declared_once(game):
    assert [item.name for item in fields(game)][: len(SHARED)] == SHARED
    assert not set(SHARED) & set(game.__dict__.get("__annotations__", {})), f"{game.NAME} declares them again"
    assert set(game.PICKS) <= {item.name for item in fields(game)} - set(SHARED)


def test_the_turn_structure_is_declared_by_hooks_not_overrides(game):
    overridden = [name for name in GENERAL for cls in game.__mro__[: game.__mro__.index(Screen)] if name in vars(cls)]
    assert overridden == [], f"{game.NAME} overrides {overridden}: fill forced_entry, ends_turn or pick instead"
    assert game.PASS is not None and game.forced_entry(game.RULES.initial()) is None


def test_whole_turns_undo_together_and_picks_go_with_a_new_opponent():
    """じゃんけんご: undo stops between turns and inside the turn in progress (``ends_turn``),
    never before an end the game makes (``forced_entry``); choosing the computer drops
    the piece chosen (``PICKS``; it stayed chosen before)."""
    game = registry.variant("jankengo").GAME
    played = game.from_transcript("d1-d2 d2-d3 d3-d4 end d7-d6 end d4-d5")
    assert played.undo().transcript == "d1-d2 d2-d3 d3-d4 end d7-d6 end"
    assert played.undo().undo().transcript == "d1-d2 d2-d3 d3-d4 end"  # red's whole turn
    assert played.undo().undo().undo().transcript == ""  # blue's whole turn, its automatic end too
    chosen = game.new().tap(3)  # d1: blue's king
    assert chosen.selected is not None and chosen.with_opponent(Opponent(chosen.turn.opponent, 1)).selected is None


def test_a_tap_that_picks_before_it_acts():
    """くにとり: a first tap on a square picks it (``pick``), a tap on a piece of the hand
    places there; under full hints a chosen piece's first tap on a square shows the
    placement (``PREVIEWS``)."""
    game = registry.variant("kunitori").GAME.new()
    square = sorted(game.options)[0]
    picked = game.tap(square)
    assert picked.preview == square and not picked.actions and picked.tap(square).preview is None
    assert picked.with_opponent(Opponent(picked.turn.opponent, 1)).preview is None
