"""The pattern evaluation (``patterns``): its index tables against a direct computation,
symmetric positions valued alike, the weights file read and written back, and the top
level that uses it legal and repeatable under a seed."""

from __future__ import annotations

import random

import pytest

from reversi.base.search import Limits
from reversi.games.reversi import patterns
from reversi.games.reversi.endgame import final_score
from reversi.games.reversi.players import EVALUATIONS, LEVELS, PREVIOUS, Thinking, choose_move
from reversi.games.reversi.position import Position
from reversi.games.reversi.search import Search

from .helpers import random_game


def positions(count: int = 40) -> list[Position]:
    """Every position of ``count`` seeded random games (some of them greedy)."""
    found = []
    for seed in range(count):
        position = Position.initial()
        for square in random_game(seed, greedy=0.3 * (seed % 3)):
            if position.must_pass():
                position = position.pass_turn()
            position = position.play(square)
            found.append(position)
    return found


POSITIONS = positions()


def digit(position_own: int, position_opp: int, square: int) -> int:
    return 1 if position_own >> square & 1 else 2 if position_opp >> square & 1 else 0


def direct_indices(own: int, opp: int) -> list[int]:
    """Each placement's index straight from its squares: digit k of square k, base 3."""
    return [sum(digit(own, opp, square) * 3**k for k, square in enumerate(squares)) for _, squares in patterns.INSTANCES]


def symmetric(board: int, symmetry) -> int:
    image = 0
    for square in range(64):
        if board >> square & 1:
            row, column = symmetry(*divmod(square, 8))
            image |= 1 << (row * 8 + column)
    return image


def test_the_patterns_cover_the_board_as_the_standard_set_does():
    counts = {name: sum(1 for pattern, _ in patterns.INSTANCES if pattern == number)
              for number, (name, _) in enumerate(patterns.PATTERNS)}
    assert counts == {"corner 3x3": 4, "corner 2x5": 8, "edge and X squares": 4, "line 2": 4, "line 3": 4,
                      "line 4": 4, "diagonal 8": 2, "diagonal 7": 4, "diagonal 6": 4, "diagonal 5": 4,
                      "diagonal 4": 4}
    covered = set()
    for _, squares in patterns.INSTANCES:
        covered |= set(squares)
    assert covered == set(range(64))


def test_the_index_tables_agree_with_a_direct_computation():
    for position in POSITIONS:
        for own, opp in ((position.own, position.opp), (position.opp, position.own)):
            assert patterns.indices(own, opp) == direct_indices(own, opp), position


def test_a_batch_is_evaluated_as_each_position_alone():
    batch = [(position.own, position.opp) for position in POSITIONS[100:160]]
    assert patterns.evaluate_all(batch) == [patterns.evaluate(own, opp) for own, opp in batch]


def test_symmetric_positions_are_evaluated_equally():
    for position in POSITIONS[::7]:
        values = {
            patterns.evaluate(symmetric(position.own, symmetry), symmetric(position.opp, symmetry))
            for symmetry in patterns.SYMMETRIES
        }
        assert len(values) == 1, (position, values)


def test_a_finished_game_scores_its_exact_result():
    own, opp = (1 << 40) - 1, ((1 << 64) - 1) ^ ((1 << 40) - 1)
    assert patterns.evaluate(own, opp) == 100 * final_score(own, opp) == 1600


def test_the_weights_file_reads_and_writes_back_the_same():
    data = patterns.WEIGHTS_FILE.read_bytes()
    weights = patterns.Weights.from_bytes(data)
    assert weights.to_bytes() == data
    values = weights.values()
    assert len(values) == patterns.STAGES * patterns.STAGE_SIZE
    again = patterns.Weights.from_values(values)
    assert patterns.Weights.from_bytes(again.to_bytes()).values() == values
    for number in range(patterns.STAGES):  # what was fitted: symmetric weights, about a disc or so a pattern
        assert weights.load(number) == again.load(number)
        assert weights.extra[number] == tuple(values[number * patterns.STAGE_SIZE:][:len(patterns.EXTRA)])


def test_weights_of_the_wrong_size_are_refused():
    with pytest.raises(ValueError, match="weights, not"):
        patterns.Weights.from_values([0] * 10)
    with pytest.raises(ValueError, match="stages of weights"):
        patterns.Weights.from_bytes(b"")


def test_the_weights_are_read_only_when_first_asked_for():
    """Importing the module reads no file: the page imports it when the computer first thinks."""
    import subprocess
    import sys

    code = ("import reversi.games.reversi.players as p, reversi.games.reversi.patterns as m; "
            "print(len(m._loaded)); m.evaluate(1, 2); print(len(m._loaded))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["0", "1"]


def test_the_top_level_uses_the_patterns_and_the_others_do_not():
    assert [chosen.evaluation for chosen in LEVELS] == ["", "", "", "", "patterns"]
    thinking = Thinking(Position.initial(), LEVELS[4], random.Random(1))
    assert thinking.search._midgame.weights is patterns.evaluate_all
    assert Thinking(Position.initial(), LEVELS[3], random.Random(1)).search._midgame.weights is EVALUATIONS[""]


@pytest.mark.parametrize("index", [30, 700, 1500])
def test_the_top_level_plays_legal_moves_and_the_same_under_a_seed_within_a_node_budget(index):
    position = POSITIONS[index]
    if position.must_pass() or position.is_game_over():
        position = POSITIONS[index + 1]
    assert choose_move(position, 5, random.Random(3), seconds=0.2) in position.legal_squares()  # timed: legal
    moves = {Thinking(position, PREVIOUS, random.Random(seed)).run() for seed in (3, 3, 4)}
    assert len(moves) == 1 and moves <= set(position.legal_squares())


def test_a_pattern_search_is_the_same_however_it_is_sliced():
    position = POSITIONS[25]
    whole = Search(position, Limits(nodes=3000), patterns.evaluate_all).run()
    sliced = Search(position, Limits(nodes=3000), patterns.evaluate_all)
    while not sliced.step(137):
        pass
    assert (sliced.result.move, sliced.result.score, sliced.result.nodes) == (whole.move, whole.score, whole.nodes)
