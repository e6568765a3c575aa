"""Each game's own tests (``<name>/``), its values for the conformance suite
(``<name>/conformance.py``), and what they share."""

from __future__ import annotations

import random

from reversi import registry


class NoTable(dict):
    """A transposition table that keeps nothing: a search given it does all its work."""

    def __setitem__(self, key, value):
        pass


def random_reference_game(ref, seed: int, convert) -> list:
    """The actions of a complete game played at random (``seed``) from the start by a
    game's reference module ``ref`` (its ``start``, ``legal_actions`` and ``apply``), each
    through ``convert`` into the engine's action."""
    rng = random.Random(seed)
    state, actions = ref.start(), []
    while options := ref.legal_actions(state):
        action = rng.choice(options)
        state = ref.apply(state, action)
        actions.append(convert(action))
    return actions


def random_record(name: str, seed: int, levels: tuple[int, ...] = (1,), limit: int = 300) -> tuple:
    """The start and the entries of a game of ``name`` played by the computer levels
    ``levels`` in turn (seeded) to its end, or for ``limit`` turns."""
    variant = registry.variant(name)
    start, rng, entries = variant.GAME.RULES.initial(), random.Random(seed), ()
    position = start
    for index in range(limit):
        if position.is_game_over():
            break
        chosen = variant.GAME.parse_entries(variant.best(position, levels[index % len(levels)], rng))
        turn = variant.GAME.from_record(chosen, start=position)  # with the passes it forces
        entries, position = entries + turn.actions, turn.position
    return start, entries
