"""The exact endgame solver against a brute-force minimax built on the plain rules.

``exhaustive`` below knows nothing of the engine: it plays every line to the end with
``reference`` (the tests' own rules) and scores it the FFO way, empty squares going to
the winner.
"""

from __future__ import annotations

import doctest
from functools import lru_cache

import pytest

import reversi.games.reversi.endgame
from reversi.base.bitboard import stable_discs
from reversi.games.reversi import patterns
from reversi.games.reversi.endgame import ORDERING_EMPTIES, Solver, final_score, solve
from reversi.games.reversi.position import Position

from .. import NoTable
from . import reference as ref
from .helpers import random_game, to_cells, to_position
from .test_cli import START, assert_clean_error, run

# FFO #1 (14 empty squares): g8 wins by 18, the only best move.
FFO_1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
EIGHT_EMPTIES = "XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X"


@lru_cache(maxsize=None)
def exhaustive(text: str) -> int:
    """The final disc difference for the side to move under perfect play, by trying
    everything (``text`` is '<64 cells> <side>')."""
    cells, side = ref.from_text(text)
    options = ref.all_flips(cells, side)
    if not options:
        if not ref.has_move(cells, ref.other(side)):
            mine, theirs = cells.count(side), cells.count(ref.other(side))
            empty = 64 - mine - theirs
            return mine - theirs + (empty if mine > theirs else -empty if mine < theirs else 0)
        return -exhaustive(ref.to_text(cells, ref.other(side)))
    return max(-exhaustive(ref.to_text(*ref.play(cells, side, square))) for square in options)


def late_positions(empties: int, count: int) -> list[Position]:
    """Positions with ``empties`` empty squares from seeded random games (side to move
    as it falls, passes included)."""
    found = []
    seed = 0
    while len(found) < count:
        seed += 1
        cells, side = ref.start()
        for square in random_game(seed, greedy=0.3):
            if cells.count(ref.EMPTY) == empties:
                break
            if ref.must_pass(cells, side):
                cells, side = ref.pass_turn(cells, side)
            cells, side = ref.play(cells, side, square)
        if cells.count(ref.EMPTY) == empties:
            found.append(to_position(cells, side))
    return found


def text_of(position: Position) -> str:
    return ref.to_text(*to_cells(position))


# --------------------------------------------------------------------------- exact scores


@pytest.mark.parametrize("empties", [1, 2, 3, 4, 5, 6, 7, 8, 9])
def test_scores_match_brute_force(empties):
    for position in late_positions(empties, 8 if empties < 9 else 4):
        solution = solve(position)
        assert solution.score == exhaustive(text_of(position)), str(position)
        if solution.move is not None:  # the move achieves the score
            assert -exhaustive(text_of(position.play(solution.move))) == solution.score, str(position)


def test_pass_scores_from_the_side_to_move():
    # White has no move (h8 is black's only square); black takes everything.
    position = Position.parse("X" * 62 + "O- O")
    assert position.must_pass()
    solution = solve(position)
    assert (solution.move, solution.score) == (None, -64)
    assert solution.score == exhaustive(text_of(position))


def test_finished_game_gives_the_empty_squares_to_the_winner():
    # Neither side can move: 61 black, 1 white, 2 empty squares that go to black.
    position = Position.parse("X" * 61 + "--O O")
    assert position.is_game_over()
    assert solve(position) == reversi.games.reversi.endgame.Solution(None, -(61 - 1 + 2))
    assert final_score(0, 0) == 0
    assert final_score(0b1, 0b110) == -(2 - 1 + 61)


def test_ffo_1():
    solution = solve(Position.parse(FFO_1))
    assert solution.score == 18
    assert solution.move == 62  # g8


@pytest.mark.parametrize("greedy", [0.0, 0.7])
def test_discs_found_stable_keep_their_colour_to_the_end(greedy):
    """The solver's bound (a score is at most 64 less twice the opponent's stable discs)
    is sound: in random games played by ``reference``, no disc found stable ever turns."""
    found = 0
    for seed in range(1, 41):
        cells, side = ref.start()
        boards = []
        for square in random_game(seed, greedy):
            if ref.must_pass(cells, side):
                cells, side = ref.pass_turn(cells, side)
            cells, side = ref.play(cells, side, square)
            position = to_position(cells, side)
            boards.append((position.black, position.white))
        for index, (black, white) in enumerate(boards):
            stable_black, stable_white = stable_discs(black, black | white), stable_discs(white, black | white)
            found += (stable_black | stable_white).bit_count()
            for later_black, later_white in boards[index:]:
                assert stable_black & later_black == stable_black and stable_white & later_white == stable_white
    assert found > 1000  # the test sees stable discs, not only empty sets


# --------------------------------------------------------------------------- pausing


def test_a_paused_solve_ends_exactly_like_an_uninterrupted_one():
    position = Position.parse(FFO_1)
    moves = position.legal_squares()

    whole = Solver()
    for _ in whole.root(position.own, position.opp, moves):
        pass

    sliced = Solver()
    steps = sliced.root(position.own, position.opp, moves)
    pauses = 0
    while True:
        sliced.pause_at = sliced.nodes + 500
        try:
            next(steps)
        except StopIteration:
            break
        pauses += 1
    assert pauses > 10
    assert (sliced.best_move, sliced.best_score, sliced.nodes) == (whole.best_move, whole.best_score, whole.nodes)


def test_the_table_changes_the_work_not_the_score():
    for position in late_positions(11, 3) + [Position.parse(EIGHT_EMPTIES)]:
        with_table, without = Solver(), Solver()
        without.table = NoTable()
        moves = position.legal_squares()
        if not moves:
            continue
        for solver in (with_table, without):
            for _ in solver.root(position.own, position.opp, moves):
                pass
        assert with_table.best_score == without.best_score, str(position)


def test_an_evaluation_changes_the_order_not_the_score():
    differed = False
    for position in late_positions(ORDERING_EMPTIES + 1, 3):
        plain, ordered = solve(position), solve(position, patterns.evaluate_all)
        assert ordered.score == plain.score
        assert -solve(position.play(ordered.move)).score == ordered.score
        differed |= ordered.nodes != plain.nodes
    assert differed  # the evaluation was used


def test_doctests():
    result = doctest.testmod(reversi.games.reversi.endgame)
    assert result.attempted > 0 and result.failed == 0


# --------------------------------------------------------------------------- command line


def test_cli_solve_prints_the_best_move_and_score():
    done = run("solve", EIGHT_EMPTIES)
    assert (done.returncode, done.stdout) == (0, "best b8 score 10\n")


def test_cli_solve_when_the_side_to_move_must_pass():
    done = run("solve", "X" * 62 + "O- O")
    assert (done.returncode, done.stdout) == (0, "best pass score -64\n")


def test_cli_solve_a_finished_game():
    done = run("solve", "X" * 61 + "--O O")
    assert (done.returncode, done.stdout) == (0, "game over score -62\n")


@pytest.mark.parametrize(
    "text",
    ["", "XO", "-" * 64, "-" * 63 + " X", "-" * 64 + " Z", "Q" * 64 + " X", "-" * 64 + " X extra"],
)
def test_cli_solve_rejects_bad_positions(text):
    done = run("solve", text)
    assert done.returncode == 2
    assert done.stdout == ""
    message = done.stderr.strip().splitlines()[-1]
    assert message.startswith("python -m reversi solve: error:")


def test_cli_solve_refuses_a_position_too_far_from_the_end():
    line = assert_clean_error(run("solve", START), "60 empty squares: Reversi is solved exactly with at most 20")
    assert line.startswith("python -m reversi solve: error:")
    assert run("solve", "X" + "-" * 62 + "O O").stdout == "game over score 0\n"
