"""The exact YWF endgame solver against a plain negamax over ``reference`` (the tests' own
rules, which know nothing of the engine), and ``solve --game ywf`` run as a user would."""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from reversi.base.variant import BeyondSolver
from reversi.games.ywf import VARIANT
from reversi.games.ywf.endgame import MOST_EMPTIES, solve
from reversi.games.ywf.evaluation import final_score
from reversi.games.ywf.rules import PASS, Action, YwfPosition, expand, is_over, node_targets

from . import reference as ref
from ..reversi.test_cli import assert_clean_error, run
from .helpers import to_position, to_ref, ywf_board

MUST_PASS = "-O" + "X" * 74 + "O" + "X" * 4 + " O -"  # white has nothing to do; black then fills a1
ONE_LEFT = "XXXXXXXXX" * 4 + "OOOOOOOOO" * 4 + "XOXNNNOO- X -"


@lru_cache(maxsize=None)
def exhaustive(state: ref.State) -> int:
    """The final score for the side to move under perfect play, by trying every line to
    the end: 100 per piece ahead, on equal pieces 50 for the side the token stands on."""
    if ref.game_over(state):
        black, white, _ = ref.counts(state)
        own, opp = (black, white) if state.side == ref.BLACK else (white, black)
        if own != opp:
            return 100 * (own - opp)
        return 0 if state.token == ref.CENTRE else 50 if state.token == state.side else -50
    return max(-exhaustive(ref.apply(state, action)) for action in ref.legal_actions(state))


def near_the_end(seed: int, empties: int) -> ref.State:
    """A state of a random game (by the reference) with ``empties`` empty squares left,
    or its end if it ends before."""
    rng, state = random.Random(seed), ref.start()
    while not ref.game_over(state) and state.cells.count(ref.EMPTY) > empties:
        state = ref.apply(state, rng.choice(ref.legal_actions(state)))
    return state


def plain(node) -> int:
    """The same by the engine's rules (``expand``, ``final_score``): a plain negamax over
    every action, remembering the positions it has seen (no pruning)."""
    return _plain(node)


@lru_cache(maxsize=None)
def _plain(node) -> int:
    if is_over(node):
        return final_score(node)
    return max(-_plain(child) for _, child in expand(node, *node_targets(node)))


@pytest.mark.parametrize("seed", [0, 1, 2, 4, 5, 6, 7, 8, 9, 11, 34])  # 3 and 10 take the reference seconds
def test_the_solve_is_the_reference_value_and_its_action_reaches_it(seed):
    state = near_the_end(seed, 2)
    solution = solve(to_position(state))
    assert solution.score == exhaustive(state), seed
    assert to_ref(solution.action) in ref.legal_actions(state)
    assert -exhaustive(ref.apply(state, to_ref(solution.action))) == solution.score


def test_a_token_decides_an_equal_count():
    state = near_the_end(34, 2)  # black loses on equal pieces: the token is on white's side
    best, score = VARIANT.solve(to_position(state)).removeprefix("best ").split(" score ")
    assert score == "0 (the token loses)" and -exhaustive(ref.apply(state, to_ref(Action.parse(best)))) == -50


@pytest.mark.parametrize("seed", [2, 9, 11, 16])
def test_the_solve_is_the_plain_negamax_value_a_little_earlier(seed):
    position = to_position(near_the_end(seed, 3))
    solution = solve(position)
    assert solution.score == plain(position.node)
    assert -plain(position.play(solution.action).node) == solution.score


def test_forced_pass_and_finished_game():
    position = YwfPosition.parse(MUST_PASS)
    assert position.legal_actions() == [PASS]
    assert VARIANT.solve(position) == "best pass score -78"  # b1 turns neutral: 79 black to 1 white
    assert plain(position.node) == -7800
    assert VARIANT.solve(ywf_board("X" * 80 + "O", "O")) == "game over score -79"


def test_too_many_empty_squares_is_refused_at_once():
    with pytest.raises(BeyondSolver, match=f"72 empty squares: YWF is solved exactly with at most {MOST_EMPTIES}"):
        solve(YwfPosition.initial())


# --------------------------------------------------------------------------- command line


def test_cli_solve_prints_the_best_action_and_score():
    done = run("solve", "--game", "ywf", ONE_LEFT)
    assert (done.returncode, done.stdout, done.stderr) == (0, "best +d9 score 21\n", "")


@pytest.mark.parametrize(
    "position, fragment",
    [
        (str(YwfPosition.initial()), "72 empty squares: YWF is solved exactly with at most 8"),
        ("X" * 81 + " Q -", "the side to move must be X (black) or O (white), not 'Q'"),
        ("X" * 80 + " X -", "the board has 80 characters instead of 81"),
    ],
)
def test_cli_solve_bad_or_too_early_positions(position, fragment):
    assert_clean_error(run("solve", "--game", "ywf", position), fragment).startswith("python -m reversi solve: error:")

