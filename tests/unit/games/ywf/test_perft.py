"""YWF perft: the number of action sequences of a given length.

Conventions: a Pass is one action (it is legal only when it is the only one) and a
game that ends before the horizon is one leaf. The figures from the start are checked
in the conformance suite (``conformance.py``).
"""

from __future__ import annotations

from reversi.games.ywf.perft import perft as ywf_perft
from reversi.games.ywf.rules import PASS

from . import reference as ref
from .helpers import random_actions, to_position, ywf_board

def test_perft_along_random_games_agrees_with_the_reference():
    """Every 5th position of a few random games 2 actions deep, every 20th 3 deep (passes
    and ends included)."""
    for seed in range(4):
        state = ref.start()
        for number, action in enumerate(random_actions(seed)):
            if number % 5 == 0:
                depth = 3 if number % 20 == 0 else 2
                assert ywf_perft(to_position(state), depth) == ref.perft(state, depth), (seed, number)
            state = ref.apply(state, (action.kind.value, action.square))
        assert ywf_perft(to_position(state), 3) == 1  # the finished game


def test_a_pass_is_one_action_and_two_end_the_game():
    stuck = ywf_board("X . O" + " ." * 78)  # neither side can act
    assert [ywf_perft(stuck, depth) for depth in (1, 2, 3)] == [1, 1, 1]


def test_a_forced_pass_counts_as_the_one_action_before_the_replies():
    # white has no action; black then has the Changes +b1 and +c1, after which white passes again
    position = ywf_board("X N N X" + " ." * 76 + " O", side="O")
    assert position.legal_actions() == [PASS]
    assert [ywf_perft(position, depth) for depth in (1, 2, 3)] == [1, 2, 2]
