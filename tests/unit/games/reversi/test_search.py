"""The midgame search, the evaluation and the levels.

The search is checked against a plain negamax written here (same evaluation, same
rule that a pass does not use up depth); results must not depend on the
transposition table, nor on how the search is sliced.
"""

from __future__ import annotations

import doctest
import random

import pytest

import reversi.base.players
import reversi.base.search
import reversi.games.reversi.evaluation
import reversi.games.reversi.players
import reversi.games.reversi.search
from reversi.base.bitboard import flips, legal_moves, squares
from reversi.games.reversi.endgame import final_score
from reversi.games.reversi.evaluation import FEATURES, evaluate, evaluate_all, features
from reversi.games.reversi.players import LEVELS, Thinking, choose_move, level
from reversi.base.sides import parse_square
from reversi.games.reversi.position import Position
from reversi.base.search import Limits
from reversi.games.reversi.search import Search

from .. import NoTable
from .helpers import random_game
from .test_cli import run

OPENING = Position.replay("f5d6c3d3c4f4c5b3c2e6c6b4")
MIDGAME = Position.replay("f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1f3f6e7")
EIGHT_EMPTIES = Position.parse("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X")


def positions_from_games(count: int, plies: int) -> list[Position]:
    """Positions ``plies`` moves into seeded random games."""
    found = []
    for seed in range(1, count + 1):
        moves = random_game(seed)[:plies]
        found.append(Position.replay("".join(f"{'abcdefgh'[s % 8]}{s // 8 + 1}" for s in moves)))
    return found


def negamax(own: int, opp: int, depth: int) -> int:
    """Plain fixed-depth negamax with the engine's evaluation at the horizon."""
    if depth == 0:
        return evaluate(own, opp)
    moves = squares(legal_moves(own, opp))
    if not moves:
        if not legal_moves(opp, own):
            return 100 * final_score(own, opp)
        return -negamax(opp, own, depth)
    best = -(1 << 30)
    for square in moves:
        flipped = flips(own, opp, square)
        best = max(best, -negamax(opp & ~flipped, own | flipped | 1 << square, depth - 1))
    return best


# --------------------------------------------------------------------------- search


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_every_root_score_is_the_plain_negamax_value(depth):
    for position in [OPENING, MIDGAME] + positions_from_games(3, 30):
        result = Search(position, Limits(depth=depth, all_moves=True)).run()
        expected = {}
        for square in position.legal_squares():
            child = position.play(square)
            expected[square] = -negamax(child.own, child.opp, depth - 1) / 100
        assert dict(result.scores) == expected, str(position)
        assert result.score == max(expected.values())
        assert expected[result.move] == result.score
        assert result.depth == depth


@pytest.mark.parametrize("depth", [3, 4, 5])
def test_the_table_changes_the_work_not_the_score(depth):
    for position in [OPENING, MIDGAME] + positions_from_games(3, 24):
        with_table = Search(position, Limits(depth=depth))
        without = Search(position, Limits(depth=depth))
        without._midgame.table = NoTable()
        assert with_table.run().score == without.run().score, str(position)
        all_with = Search(position, Limits(depth=depth - 1, all_moves=True))
        all_without = Search(position, Limits(depth=depth - 1, all_moves=True))
        all_without._midgame.table = NoTable()
        assert dict(all_with.run().scores) == dict(all_without.run().scores), str(position)


def test_exact_solving_below_the_threshold():
    result = Search(EIGHT_EMPTIES, Limits(exact_empties=8)).run()
    assert (result.move, result.score, result.exact, result.depth) == (parse_square("b8"), 10.0, True, 8)
    assert not Search(EIGHT_EMPTIES, Limits(depth=2, exact_empties=7)).run().exact


def test_pass_and_game_over():
    must_pass = Position.parse("X" * 62 + "O- O")
    search = Search(must_pass)
    assert search.done and search.result.move is None
    over = Search(Position.parse("X" * 61 + "--O O"))
    assert over.done and over.result.move is None and over.result.exact and over.result.score == -62.0


def test_doctests():
    modules = (reversi.games.reversi.search, reversi.games.reversi.evaluation, reversi.games.reversi.players)
    for module in (*modules, reversi.base.search, reversi.base.players):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


# --------------------------------------------------------------------------- evaluation


def transformed(position: Position, mapping) -> Position:
    def move(board: int) -> int:
        return sum(1 << mapping(square) for square in squares(board))

    return Position(move(position.black), move(position.white), position.turn)


SYMMETRIES = [
    lambda s: (s // 8) * 8 + 7 - s % 8,  # mirror left-right
    lambda s: (7 - s // 8) * 8 + s % 8,  # mirror top-bottom
    lambda s: (s % 8) * 8 + s // 8,  # transpose
    lambda s: 63 - s,  # rotate half a turn
]


def test_the_evaluation_does_not_depend_on_the_board_orientation():
    for position in positions_from_games(8, 40) + positions_from_games(8, 52) + [MIDGAME]:
        value = features(position.own, position.opp)
        for symmetry in SYMMETRIES:
            image = transformed(position, symmetry)
            assert features(image.own, image.opp) == value, str(position)


def test_evaluating_together_equals_evaluating_apart():
    children = []
    for square in MIDGAME.legal_squares():
        child = MIDGAME.play(square)
        children.append((child.own, child.opp))
    assert evaluate_all(children) == [evaluate(own, opp) for own, opp in children]
    assert len(features(MIDGAME.own, MIDGAME.opp)) == len(FEATURES)


def test_features_of_a_known_position():
    # Black (to move) owns a1 and the whole first row: 8 edge-stable discs.
    position = Position.parse("XXXXXXXX" + "O" * 8 + "-" * 48 + " X")
    named = dict(zip(FEATURES, features(position.own, position.opp)))
    assert named["corners"] == 2
    assert named["edge_stable"] == 8
    assert named["discs"] == 0
    assert named["parity"] == 0
    assert evaluate(position.own, position.opp) == evaluate_all([(position.own, position.opp)])[0]


# --------------------------------------------------------------------------- levels


@pytest.mark.parametrize("level_id", [1, 2, 3, 4])
def test_levels_within_a_node_budget_are_deterministic_under_a_seed(level_id):  # 5 is timed: test_timed_search
    for position in (Position.initial(), OPENING, MIDGAME, EIGHT_EMPTIES):
        first = choose_move(position, level_id, random.Random(11))
        assert first in position.legal_squares()
        assert choose_move(position, level_id, random.Random(11)) == first
        thinking = Thinking(position, level(level_id), random.Random(11))
        while not thinking.step(300):
            pass
        assert thinking.move == first


def test_weak_levels_vary_their_moves_with_the_seed():
    moves = {choose_move(MIDGAME, 1, random.Random(seed)) for seed in range(12)}
    assert len(moves) > 1


def test_strong_levels_play_the_exact_best_move_near_the_end():
    for level_id in (3, 4, 5):
        assert choose_move(EIGHT_EMPTIES, level_id, random.Random(0)) == parse_square("b8")


def test_levels_pass_when_they_must():
    must_pass = Position.parse("X" * 62 + "O- O")
    assert all(choose_move(must_pass, chosen.id, random.Random(0)) is None for chosen in LEVELS)


# --------------------------------------------------------------------------- command line


def test_cli_bestmove_prints_the_levels_move():
    text = str(MIDGAME)
    done = run("bestmove", text, "--level", "2", "--seed", "5")
    assert done.returncode == 0
    expected = choose_move(MIDGAME, 2, random.Random(5))
    assert done.stdout == "abcdefgh"[expected % 8] + str(expected // 8 + 1) + "\n"
    assert run("bestmove", text, "--level", "2", "--seed", "5").stdout == done.stdout


def test_cli_bestmove_pass():
    done = run("bestmove", "X" * 62 + "O- O", "--level", "5")
    assert (done.returncode, done.stdout) == (0, "pass\n")


@pytest.mark.parametrize(
    "args",
    [
        ("bestmove", "-" * 64 + " X", "--level", "0"),
        ("bestmove", "-" * 64 + " X", "--level", "six"),
        ("bestmove", "-" * 64 + " X"),
        ("bestmove", "-" * 63 + " X", "--level", "1"),
        ("bestmove", str(OPENING), "--level", "1", "--seed", "x"),
    ],
)
def test_cli_bestmove_rejects_bad_input(args):
    done = run(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.strip().splitlines()[-1].startswith("python -m reversi bestmove: error:")
