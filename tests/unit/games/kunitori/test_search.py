"""The くにとり evaluation, search and levels.

The search is checked against a plain negamax written here (same evaluation, same rule
that a forced action uses no depth) and its exact solve against a plain minimax to the
end of the game; results must not depend on the transposition table, nor on how the
search is sliced.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from reversi.games.kunitori import evaluation
from reversi.games.kunitori.actions import PASS, Give
from reversi.games.kunitori.evaluation import FEATURES, WEIGHTS, evaluate, features, final_score
from reversi.games.kunitori.pieces import Kind
from reversi.games.kunitori.players import LEVELS, Thinking, choose_action, level, pick
from reversi.games.kunitori.rules import KIND_UNIT, KunitoriPosition, code_action, expand, hand_size, is_over
from reversi.games.kunitori.search import INFINITY, Limits, Negamax, Result, Search, endgame

from .helpers import board, random_actions


def positions(count: int, plies: int) -> list[KunitoriPosition]:
    """Positions ``plies`` actions into seeded random games."""
    return [KunitoriPosition.replay(random_actions(seed)[:plies]) for seed in range(count)]


def negamax(node, depth: int) -> int:
    """Plain fixed-depth negamax with the engine's evaluation; a forced action uses no depth."""
    if is_over(node):
        return final_score(node)
    if depth <= 0:
        return evaluate(node)
    children = [child for _, child in expand(node)]
    below = depth - 1 if len(children) > 1 else depth
    return max(-negamax(child, below) for child in children)


def minimax(node) -> int:
    """The exact value of a node: every line played to the end."""
    if is_over(node):
        return final_score(node)
    return max(-minimax(child) for _, child in expand(node))


# --------------------------------------------------------------------------- the search


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_every_root_score_is_the_plain_negamax_value(depth):
    for position in positions(2, 2) + positions(2, 9):
        result = Search(position, Limits(depth=depth, all_moves=True)).run()
        expected = {code_action(code): -negamax(child, depth - 1) for code, child in expand(position.node)}
        assert {action: round(score * 100) for action, score in result.scores} == expected, str(position)
        assert result.move == max(result.scores, key=lambda pair: pair[1])[0] and result.depth == depth


def test_the_exact_solve_is_the_plain_minimax_value():
    for position in positions(6, 11) + positions(4, 12):
        result = Search(position, Limits(exact_pieces=16)).run()
        assert result.exact and result.depth == hand_size(position.node[5]) + hand_size(position.node[6])
        values = {code_action(code): -minimax(child) for code, child in expand(position.node)}
        assert round(result.score * 100) == max(values.values()), str(position)
        assert values[result.move] == max(values.values()), str(position)


def test_the_solve_in_one_piece_changes_the_work_not_the_result():
    # the levels' solve (every node through the sliced search) against the coach's, with
    # its last SOLID_PIECES pieces solved in one call: the same best action and score on
    # the positions of the games of games.txt with 7 to 10 pieces left
    games = [line for line in (Path(__file__).parent / "games.txt").read_text().splitlines() if line[:1] != "#"]
    found = [KunitoriPosition.replay(" ".join(games[number].split()[:plies])) for number in (0, 5) for plies in range(6, 10)]
    solid = [Search(position, Limits(exact_pieces=16), Negamax(solid=True)).run() for position in found]
    plain = [Search(position, Limits(exact_pieces=16)).run() for position in found]
    assert [(r.move, r.score, r.exact) for r in solid] == [(r.move, r.score, r.exact) for r in plain]
    assert sum(r.nodes for r in solid) != sum(r.nodes for r in plain)


def test_deepening_to_the_end_is_exact_and_stops_there():
    position = positions(1, 12)[0]  # 4 pieces left: 4 plies at most
    result = Search(position, Limits()).run()
    assert result.exact and result.depth <= 4
    assert round(result.score * 100) == max(-minimax(child) for _, child in expand(position.node))
    early = Search(KunitoriPosition.initial(), Limits(depth=2)).run()
    assert not early.exact and early.depth == 2


def test_a_forced_action_and_a_finished_game():
    gives = Search(board("---/---/-p*-", "w", "N", "k"))
    assert gives.done and gives.result.move == Give(Kind.KNIGHT)
    passes = Search(board("---/-K*-/---", "b", "G", "-"))
    assert passes.done and passes.result.move == PASS
    over = Search(board("K--/---/---", "b", "-", "-"))
    assert over.done and over.result.move is None and over.result.exact and over.result.score == -2.0  # brown's view


def test_the_last_placement_takes_the_best_square():
    # white's last piece, a 飛, where brown's 金 on b2 reaches: only c1 wins rank 1 and
    # file c, a win on points (b1 wins rank 1 alone: even points, white has more pieces)
    position = board("K-k/-g*-/---", "w", "R", "-")
    result = Search(position, Limits(depth=1)).run()
    assert str(result.move) == "Rc1" and result.exact and result.score == 1.0


# --------------------------------------------------------------------------- the evaluation


def mirrored(position: KunitoriPosition) -> KunitoriPosition:
    """The same position reflected file a <-> file c (every piece's reach is symmetric)."""
    ranks, rest = str(position).split(" ", 1)
    cells = []
    for rank in ranks.split("/"):
        squares, i = [], 0
        while i < len(rank):
            step = 2 if i + 1 < len(rank) and rank[i + 1] == "*" else 1
            squares.append(rank[i : i + step])
            i += step
        cells.append("".join(reversed(squares)))
    return KunitoriPosition.parse("/".join(cells) + " " + rest)


def test_the_evaluation_and_the_solve_do_not_depend_on_the_mirror():
    for position in positions(10, 5) + positions(10, 10):
        assert evaluate(mirrored(position).node) == evaluate(position.node), str(position)
        assert features(mirrored(position).node) == features(position.node)
    for position in positions(4, 11):
        assert Search(mirrored(position), Limits(exact_pieces=16)).run().score == \
            Search(position, Limits(exact_pieces=16)).run().score


def test_final_scores():
    assert final_score(board("KRB/gs-/---", "b").node) == -100
    assert final_score(board("K--/---/--r").node) == 0  # 2 lines each, 1 piece each: a draw
    assert final_score(board("K--/---/-rb", white_received="p").node) == 50  # fewer pieces
    assert final_score(board("K--/---/-rb", "b", brown_received="P").node) == 200  # brown: 3 lines + 1


def test_evaluate_is_the_weighted_sum_of_the_features():
    for position in positions(6, 3) + positions(6, 8) + positions(6, 13):
        node = position.node
        weights = WEIGHTS[evaluation.stage(node)]
        assert evaluate(node) == sum(w * v for w, v in zip(weights, features(node))), str(position)


def test_weights_cover_every_stage_and_feature():
    assert len(WEIGHTS) == 17 and all(len(weights) == len(FEATURES) for weights in WEIGHTS)
    assert all(weights[FEATURES.index("received")] == 100 for weights in WEIGHTS)
    assert evaluation.stage(KunitoriPosition.initial().node) == 16


# --------------------------------------------------------------------------- the levels


def test_every_level_budget_is_counted_in_nodes_or_depth():
    for chosen in LEVELS:
        limits = chosen.limits
        assert limits.nodes is not None or limits.depth < 64, chosen
        assert limits.seconds is not None  # a safety net only


def test_a_forced_pass_is_chosen_at_once():
    """(Thinking in slices as in one go, at every level: ``tests/unit/test_conformance.py``.)"""
    passing = Thinking(board("---/-K*-/---", "b", "G", "-"), level(1), random.Random(1))
    assert passing.done and passing.move == PASS
    over = Thinking(board("K--/---/---", "b", "-", "-"), level(5), random.Random(1))
    assert over.done and over.move is None and over.run() is None


def test_pick_strays_only_within_the_margin():
    result = Result(None, 1.0, 1, False, 0, (("best", 1.0), ("close", 0.8), ("far", -2.0)))
    chosen_level = replace(LEVELS[1], random_share=0.0)  # its random mood aside
    rng = random.Random(5)
    picks = {pick(result, chosen_level, rng) for _ in range(200)}
    assert picks == {"best", "close"}
    assert pick(result, LEVELS[4], rng) is None  # no temperature: the search's own move


def test_pick_strays_even_from_a_solved_result():
    solved = Result(None, 1.0, 4, True, 0, (("best", 1.0), ("close", 0.5), ("far", -2.0)))
    rng = random.Random(5)
    assert {pick(solved, LEVELS[2], rng) for _ in range(200)} == {"best", "close"}
    assert Thinking.STRAYS_WHEN_SOLVED  # and Thinking picks so


PINNED = {
    1: "Pb2 Kb3 Gb2 La3 Na1 Gb3 Ka3 Ra2 Rb2 Nb3 Sc1 Pb2 Lb1 Bb2 Bc1 Sa3",
    2: "Sc1 Rb2 Nb1 Sa3 Lb2 Pb3 Rb2 Kb1 Pa1 La2 Ka1 Gb1 Gc1 Bb2 Ba3 giveN",
    3: "Ka1 Sb1 Ra2 Ra1 Gb1 Kc1 Nb1 Ga3 Lb2 Lb3 Bb2 Nc3 Pb1 Pb2 Sb1 Bc2",
    4: "Ka3 Kb3 Rb2 Sb1 Gc2 Gc3 Sb3 Rc2 Lc1 Lc2 Pc1 Pc2 Nc1 Nb3 Ba1 Bb2",
    5: "Ka2 Ga1 Nb1 Rc3 Sa3 Lb2 Rb1 Kc1 Gc2 Nc3 Pb1 Pb2 Lb1 Bb3 Ba2 Sb1",
}
"""Each level against itself from the start with ``random.Random(level id)``: the levels
play the same on any machine. A change of the search, the evaluation or a level's
budget changes these on purpose; update them then (and run bench/ladder.py --game kunitori and bench/kids.py --game kunitori)."""


@pytest.mark.parametrize("level_id", sorted(PINNED))
def test_each_level_plays_the_same_game_under_a_seed(level_id):
    rng = random.Random(level_id)
    position, actions = KunitoriPosition.initial(), []
    while not position.is_game_over():
        action = choose_action(position, level_id, rng)
        actions.append(str(action))
        position = position.play(action)
    assert " ".join(actions) == PINNED[level_id]


def random_nodes(count: int, seed: int) -> list:
    """Made-up nodes near the end (at most 5 pieces in both hands, a kind sometimes twice),
    whatever the board, the squares the mover may place on, the pieces received and the
    pass just before: every case the solve may meet, and some no game reaches."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        own = rng.getrandbits(9)
        opp = rng.getrandbits(9) & ~own
        up = rng.choice([0] + [1 << square for square in range(9) if (own | opp) >> square & 1])
        hands = [sum(KIND_UNIT[rng.randrange(8)] for _ in range(rng.randrange(4))) for _ in range(2)]
        node = (rng.randrange(2), own, opp, up, rng.getrandbits(9) & ~up, *hands, rng.randrange(-2, 3), rng.randrange(2))
        if hand_size(hands[0]) + hand_size(hands[1]) <= 5 and not is_over(node):
            found.append(node)
    return found


def test_the_end_on_plain_integers_is_the_minimax_value_within_any_window():
    for node in random_nodes(300, 35):
        true = minimax(node)
        assert endgame(*node, -INFINITY, INFINITY) == true, node
        for low in (-300, -100, -50, 0, 50, 150):
            value = endgame(*node, low, low + 1)  # fail-soft: a bound on the side it fails
            assert value <= low if true <= low else value > low, (node, low)
            assert (value >= true if value <= low else value <= true), (node, low)
