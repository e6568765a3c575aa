"""じゃんけんご perft: the number of action sequences of a given length.

Conventions (the rules file's): every action is one ply (a step, a wall, ``end``,
``pass``) and a game that ends before the horizon is one leaf. The figures from the
start are checked in the conformance suite (``conformance.py``).
"""

from __future__ import annotations

import random

from reversi.games.jankengo.perft import perft
from reversi.games.jankengo.rules import JankenGoPosition

from . import reference as ref
from .helpers import drawn, run

def test_the_first_actions_are_7_steps_and_35_walls():
    actions = JankenGoPosition.initial().legal_actions()
    assert len(actions) == perft(JankenGoPosition.initial(), 1) == 42
    assert sum(str(action).startswith("W") for action in actions) == 35


def test_perft_from_a_transcript_agrees_with_the_reference():
    """A start reached by a transcript, its ko history included: blue's previous board is
    set, and red's turn is under way."""
    transcript = "d1-d2 Wd4 end c7-c6 Wc5 end d2-d3 d3-d2 e1-e2 end c6-c7"
    position = JankenGoPosition.replay(transcript)
    state = ref.start()
    for action in transcript.split():
        state = ref.apply(state, action)
    assert position.previous[0] is not None and position.steps == 1
    for depth in (1, 2, 3):
        assert perft(position, depth) == ref.perft(state, depth), depth


def test_a_finished_game_is_one_leaf_and_a_win_mid_turn_ends_the_count():
    position = drawn(
        """
        . . . . . . k
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        """
    )
    won = run(position, "d5-d6 d6-d7")
    assert [perft(won, depth) for depth in (1, 2, 3)] == [1, 1, 1]
    # from d5, the try is one of the 2-action lines: counted as one leaf, not continued
    tries = sum(1 for action, child in position.successors() for _, grandchild in child.successors()
                if grandchild.is_game_over())
    assert tries == 1
    assert perft(position, 3) == sum(perft(child, 2) for _, child in position.successors())


def test_perft_along_random_games_agrees_with_the_reference():
    for seed in range(2):
        rng = random.Random(seed)
        position, state = JankenGoPosition.initial(), ref.start()
        for number in range(60):
            if position.is_game_over():
                break
            if number % 12 == 5:
                assert perft(position, 2) == ref.perft(state, 2), (seed, number)
            action = rng.choice(position.legal_actions())
            position, state = position.play(action), ref.apply(state, str(action))
