"""Each game's own tests (``<name>/``), its values for the conformance suite
(``<name>/conformance.py``), and what they share."""

from __future__ import annotations

import random


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
