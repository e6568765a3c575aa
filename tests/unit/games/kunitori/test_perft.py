"""くにとり perft: the number of action sequences of a given length.

Conventions (``shared/rules/kunitori.md``): every legal action is one ply (each
placement, each distinct give, the pass); pieces of the same kind are one choice; a game
that ends before the horizon is one leaf. The figures from the start were cross-checked
with ``reference.perft`` up to depth 4; the conformance suite checks them
(``conformance.py``).
"""

from __future__ import annotations

import random

from reversi.games.kunitori.perft import START_FIGURES, perft
from reversi.games.kunitori.rules import KunitoriPosition

from . import reference as ref
from .helpers import board, random_actions, random_setup, to_state

def test_the_pinned_figures():
    assert START_FIGURES == {1: 60, 2: 1_163, 3: 20_138, 4: 334_868, 5: 4_688_284}


def test_depth_1_from_the_start_is_60_placements():
    # 王 飛 角 金 銀 anywhere (5 x 9), 桂 on white's home rank (3), 香 and 歩 off rank 3 (6 + 6)
    assert perft(KunitoriPosition.initial(), 1) == 5 * 9 + 3 + 6 + 6 == 60


def test_perft_along_random_games_agrees_with_the_reference():
    """Every 3rd position of a few random games 2 actions deep, every 6th 3 deep."""
    for seed in range(6):
        position = KunitoriPosition.initial()
        for number, action in enumerate(random_actions(seed)):
            if number % 3 == 0:
                depth = 3 if number % 6 == 0 and number >= 6 else 2
                assert perft(position, depth) == ref.perft(to_state(position), depth), (seed, number)
            position = position.play(action)
        assert perft(position, 3) == 1  # the finished game


def test_perft_of_set_up_positions_agrees_with_the_reference():
    """Gives, passes and two-pass ends, 3 actions deep."""
    rng = random.Random(7)
    for number in range(60):
        position = random_setup(rng)
        assert perft(position, 3) == ref.perft(to_state(position), 3), (number, str(position))


def test_a_give_of_each_distinct_kind_is_one_ply_and_a_finished_game_one_leaf():
    position = board("-l*-/---/---", "w", "KNNP", "-")  # white cannot place: 3 gives
    # after any give brown passes (empty hand): two passes, the game is over
    assert [perft(position, depth) for depth in (1, 2, 3)] == [3, 3, 3]
    brown_holds = board("-l*-/---/---", "w", "KNNP", "g")  # brown then places 金 anywhere but b1
    assert perft(brown_holds, 2) == 3 * 8
