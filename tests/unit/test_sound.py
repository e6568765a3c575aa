"""Which sounds each event makes (``reversi.base.sound``), for every game of the registry:
each move of random games sounds its own notes, a tick for each piece that turns (rising),
a pass or the end when the pieces stand; the end is heard as the player on this device
lives it; every sound a game's hooks name exists and is a soft, short note."""

from __future__ import annotations

import importlib
from types import SimpleNamespace

import pytest

from reversi import registry
from reversi.base import sound
from reversi.base.screen import Opponent, Status

from .test_conformance import random_record

WAVES = {"sine", "triangle", "square", "sawtooth"}


def moves(name: str, first: int = 40):
    """(before, after) of the ``first`` entries of a random game of ``name`` and of its
    last, each that a player makes (not forced: with the entries it forces)."""
    game_type = registry.variant(name).GAME
    start, entries = random_record(name, seed=1)
    for count in sorted({*range(1, min(first, len(entries)) + 1), *range(len(entries) - 3, len(entries) + 1)}):
        before = game_type.from_record(entries[: count - 1], start=start)
        if len(before.actions) < count and game_type.forced_entry(before.position) is None:
            yield before, game_type.from_record(entries[:count], start=start)


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_sound_is_a_short_soft_note(name):
    drawing = registry.variant(name).DRAWING
    for key, notes in {**sound.SHARED, **drawing.SOUNDS}.items():
        assert notes, f"{name} {key}"
        for note in notes:
            assert note.wave in WAVES and 60 <= note.frequency <= 4000 and (note.to is None or 60 <= note.to <= 4000)
            assert 0 < note.length <= 0.8 and 0 <= note.at < 1 and 0 < note.volume <= 1, f"{name} {key}: {note}"


@pytest.mark.parametrize("name", registry.NAMES)
def test_each_move_sounds_its_steps_and_its_end(name):
    """Every move sounds (its own notes or its steps'); one note a step that ticks, rising
    with the count; the end's sound on the last move only, the pass's after a pass."""
    variant = registry.variant(name)
    drawing = variant.DRAWING
    count = 0
    for before, after in moves(name):
        animation = drawing.animation(before, after.last)
        heard = sound.move_sounds(drawing, before, after, animation)
        assert len(heard.steps) == len(animation.steps)
        ticks = [step[0].frequency for step, (_, attributes) in zip(heard.steps, animation.steps)
                 if drawing.step_sound(attributes) == "tick"]
        assert ticks == [sound.tick(index).frequency for index in range(len(ticks))]
        assert ticks == sorted(ticks)
        assert heard.start or any(heard.steps) or heard.end or after.last.square is None, f"{name}: {after.last} is silent"
        status = after.status
        if status is Status.OVER:
            assert heard.end == sound.SHARED[sound.ending(after)]
        elif status is Status.PASSED:
            assert heard.end == sound.SHARED["pass"]
        else:
            assert heard.end == ()
        count += 1
    assert count >= 5, f"{name}: only {count} moves heard"


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_pass_is_heard_when_the_pieces_stand(name):
    passing = importlib.import_module(f".games.{name}.conformance", __package__).PASSING
    if passing is None:
        pytest.skip(f"{name} has no pass from its start (tests/unit/games/{name}/conformance.py)")
    variant = registry.variant(name)
    game = variant.GAME.from_transcript(passing)
    entries = game.actions
    while entries[-1] == variant.GAME.PASS:
        entries = entries[:-1]
    before = variant.GAME.from_record(entries[:-1])
    heard = sound.move_sounds(variant.DRAWING, before, game, variant.DRAWING.animation(before, game.last))
    assert game.status is Status.PASSED and heard.end == sound.SHARED["pass"]
    later = heard.later(sound.Pace(0.15, 0.4))
    assert later[-len(heard.end)].at == pytest.approx(len(heard.steps) * 0.15 + 0.4)


def test_the_end_as_the_player_on_this_device_lives_it():
    """Two players at one device: every win is a win; against the computer or in a letter
    game, the player's side decides; a draw is a draw."""
    game_type = registry.variant(registry.DEFAULT).GAME
    over = game_type.from_transcript("d3c3f5f4f3d2d1e3b3")
    winner = over.winner
    assert sound.ending(over) == "win"
    assert sound.ending(over.with_opponent(Opponent(winner.opponent, 1))) == "win"
    assert sound.ending(over.with_opponent(Opponent(winner, 3))) == "loss"
    assert sound.ending(over, mine=winner) == "win" and sound.ending(over, mine=winner.opponent) == "loss"
    drawn = SimpleNamespace(winner=None, opponent=Opponent(winner, 1))  # all ``ending`` reads of a game
    assert sound.ending(drawn) == sound.ending(drawn, mine=winner) == "draw"


def test_a_refused_tap_is_soft_and_low():
    for name in registry.NAMES:
        drawing = registry.variant(name).DRAWING
        assert sound.refusal_notes(drawing, None) == sound.SHARED["refused"]
    assert max(note.frequency for note in sound.SHARED["refused"]) < 250
