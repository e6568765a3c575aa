"""The proof of a じゃんけんご result by whole turns (``mate``, the command line's ``solve``)
against a plain search written here on the rules alone (``JankenGoPosition.successors``:
every action, every order, nothing pruned), on small positions; and ``solve --game
jankengo`` run as a user would."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import pytest

from reversi.games.jankengo.mate import prove
from reversi.games.jankengo.rules import END, JankenGoPosition

from ..reversi.test_cli import assert_clean_error, run
from .helpers import drawn

WIN_IN_1 = drawn(  # blue's パー takes the king: c6-d6 d6-d7 (or c6-c7 c7-d7)
    """
    ...k...
    ..P....
    .......
    .......
    .......
    .......
    ...K...
    """
)
LOSS_IN_2 = drawn(  # red cannot stop blue's king, two steps from rank 7, nor win first
    """
    k......
    .......
    ...K...
    .......
    .......
    .......
    .......
    """,
    side="R",
    walls="0/0",
)
WIN_IN_3 = drawn(  # blue's king is five steps from rank 7: red's king alone cannot block them all
    """
    k......
    .......
    .......
    .......
    .......
    ...K...
    .......
    """,
    walls="0/0",
)
NOTHING = drawn(  # red's king sits on d7, the only square of rank 7 six steps from blue's king
    """
    ..gk...
    .......
    .......
    .......
    .......
    .......
    ..PK...
    """,
    walls="0/0",
)


# --------------------------------------------------------------------------- the plain search


@lru_cache(maxsize=None)
def endings(position: JankenGoPosition) -> tuple[tuple[tuple, JankenGoPosition], ...]:
    """``(turn, position after it)`` for every way the turn may go to its end: ``end``,
    ``pass`` or a win on the way (the game then over), each distinct position once."""
    found, seen = {}, set()

    def walk(current: JankenGoPosition, actions: tuple) -> None:
        for action, after in current.successors():
            if after in seen:
                continue
            seen.add(after)
            turn = actions + (action,)
            if action is END or after.is_game_over() or after.turn is not current.turn:
                found.setdefault(after, turn)
            else:
                walk(after, turn)

    walk(position, ())
    return tuple((turn, after) for after, turn in found.items())


@lru_cache(maxsize=None)
def wins_within(position: JankenGoPosition, turns: int) -> bool:
    """The side to move can force a win within ``turns`` turns (its own turns 1, 3, ...)."""
    if turns < 1 or position.is_game_over():
        return position.winner() is position.turn
    return any(after.winner() is position.turn or loses_within(after, turns - 1) for _, after in endings(position))


@lru_cache(maxsize=None)
def loses_within(position: JankenGoPosition, turns: int) -> bool:
    """Whatever the side to move does, the other side wins within ``turns`` turns."""
    if turns < 2 or position.is_game_over():
        return position.is_game_over() and position.winner() is position.turn.opponent
    return all(after.winner() is position.turn.opponent or not after.is_game_over() and wins_within(after, turns - 1)
               for _, after in endings(position))


def played(position: JankenGoPosition, turn) -> JankenGoPosition:
    for action in turn:
        position = position.play(action)
    return position


# --------------------------------------------------------------------------- the proofs


def test_a_win_this_turn():
    proof = prove(WIN_IN_1)
    assert (proof.result, proof.turns) == ("win", 1)
    assert played(WIN_IN_1, proof.turn).winner() is WIN_IN_1.turn
    assert proof.line() in ("best c6-d6 d6-d7 win in 1 turn", "best c6-c7 c7-d7 win in 1 turn")


def test_a_loss_in_two_turns_whatever_red_does():
    assert loses_within(LOSS_IN_2, 2) and not wins_within(LOSS_IN_2, 1)
    proof = prove(LOSS_IN_2)
    assert (proof.result, proof.turns) == ("loss", 2)
    assert proof.turn in {turn for turn, _ in endings(LOSS_IN_2)}


def test_a_win_in_three_turns_and_its_first_turn_forces_it():
    assert wins_within(WIN_IN_3, 3) and not wins_within(WIN_IN_3, 1)
    proof = prove(WIN_IN_3)
    assert (proof.result, proof.turns) == ("win", 3)
    assert proof.turn[-1] is END and loses_within(played(WIN_IN_3, proof.turn), 2)


def test_no_forced_result_within_three_turns():
    assert not wins_within(NOTHING, 3) and not loses_within(NOTHING, 2)
    proof = prove(NOTHING)
    assert (proof.result, proof.turns) == (None, 3)
    assert proof.line().endswith(" end no forced result within 3 turns")
    assert not loses_within(played(NOTHING, proof.turn), 1)


def test_the_last_turn_is_a_draw_unless_it_wins():
    proof = prove(replace(NOTHING, number=200))
    assert (proof.result, proof.turns) == ("draw", 1) and proof.line().endswith(" end draw in 1 turn")
    assert prove(replace(WIN_IN_1, number=200)).result == "win"


def test_a_budget_too_small_says_how_deep_it_searched():
    proof = prove(JankenGoPosition.initial(), budget=2_000)
    assert proof.result is None and proof.turns < 3
    assert proof.line().endswith(f"no forced result within {proof.turns} turn{'s' if proof.turns > 1 else ''}")
    assert played(JankenGoPosition.initial(), proof.turn).turn is JankenGoPosition.initial().turn.opponent


# --------------------------------------------------------------------------- command line


def test_cli_solve_prints_the_best_turn_and_the_proven_result():
    done = run("solve", "--game", "jankengo", str(WIN_IN_3))
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.endswith(" end win in 3 turns\n") and done.stdout.startswith("best ")
    assert run("solve", "--game", "jankengo", str(LOSS_IN_2)).stdout.endswith(" loss in 2 turns\n")


def test_cli_solve_a_finished_game():
    over = played(WIN_IN_1, prove(WIN_IN_1).turn)
    assert run("solve", "--game", "jankengo", str(over)).stdout == "game over blue wins (king taken)\n"


@pytest.mark.parametrize(
    "position, fragment",
    [
        ("GCPKPCG 5/5 B", "the board has 7 characters instead of 49"),
        (str(WIN_IN_1).replace(" B ", " X ", 1), "the side to move is B (blue) or R (red), not 'X'"),
    ],
)
def test_cli_solve_bad_positions(position, fragment):
    assert assert_clean_error(run("solve", "--game", "jankengo", position), fragment).startswith(
        "python -m reversi solve: error:")
