"""The YWF evaluation, search and levels.

The search is checked against a plain negamax written here (same evaluation, same rule
that a forced Pass above the last ply uses no depth); results must not depend on the
transposition table, nor on how the search is sliced.
"""

from __future__ import annotations

import random

import pytest

from reversi.base.search import Limits
from reversi.games.ywf.rules import PASS, YwfPosition, code_action, expand, is_over, node_targets
from reversi.games.ywf.evaluation import FEATURES, evaluate, evaluate_all, features, final_score
from reversi.games.ywf.players import YwfThinking, level
from reversi.games.ywf.search import YwfSearch

from .helpers import random_actions, ywf_board


def positions(count: int, plies: int) -> list[YwfPosition]:
    """Positions ``plies`` actions into seeded random games (or their end)."""
    return [YwfPosition.replay(random_actions(seed)[:plies]) for seed in range(count)]


def negamax(node, depth: int) -> int:
    """Plain fixed-depth negamax (``depth`` >= 1) with the engine's evaluation."""
    if is_over(node):
        return final_score(node)
    plays, changes = node_targets(node)
    children = [child for _, child in expand(node, plays, changes)]
    if depth == 1:
        return max(-evaluate(child) for child in children)
    if not plays | changes:
        return -negamax(children[0], depth)  # a forced Pass uses no depth
    return max(-negamax(child, depth - 1) for child in children)


# --------------------------------------------------------------------------- the search


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_every_root_score_is_the_plain_negamax_value(depth):
    for position in positions(3, 12) + positions(2, 60):
        result = YwfSearch(position, Limits(depth=depth, all_moves=True)).run()
        node = position.node
        expected = {}
        for code, child in expand(node, *node_targets(node)):
            expected[code_action(code)] = -evaluate(child) if depth == 1 else -negamax(child, depth - 1)
        assert {action: round(score * 100) for action, score in result.scores} == expected, str(position)
        assert result.move == max(result.scores, key=lambda pair: pair[1])[0] and result.depth == depth


def test_a_forced_pass_and_a_finished_game():
    must_pass = ywf_board("X N N X" + " ." * 76 + " O", side="O")
    search = YwfSearch(must_pass)
    assert search.done and search.result.move == PASS
    over = ywf_board("X O" + " ." * 79, last="pass-pass")
    result = YwfSearch(over).run()
    assert result.move is None and result.exact and result.score == 0.0


# --------------------------------------------------------------------------- the evaluation

def mirrored(position: YwfPosition) -> YwfPosition:
    """The same position reflected left to right."""
    text = str(position)
    rows = [text[row * 9 : row * 9 + 9][::-1] for row in range(9)]
    return YwfPosition.parse("".join(rows) + text[81:])


def swapped(position: YwfPosition) -> YwfPosition:
    """The same position with the colours (and the side to move, and the token) exchanged."""
    table = str.maketrans("XO", "OX")
    return YwfPosition.parse(str(position).translate(table))


def test_the_evaluation_does_not_depend_on_orientation_or_colour():
    for position in positions(8, 10) + positions(8, 40) + positions(4, 70):
        node = position.node
        assert evaluate(mirrored(position).node) == evaluate(node), str(position)
        assert evaluate(swapped(position).node) == evaluate(node), str(position)


def test_evaluating_together_equals_evaluating_apart():
    for position in positions(4, 30):
        children = [child for _, child in expand(position.node, *node_targets(position.node))]
        assert evaluate_all(children) == [evaluate(child) for child in children]


def test_features_of_a_known_position():
    """Black (to move, token on its side) has the corner a1 and the edge square b1; white
    has the corner i9, b2 (next to a1, which is taken) and h2 (next to the empty i1)."""
    position = ywf_board("X X . . . . . . . " + ". O . . . . . O . " + ". " * 62 + "O", token="X")
    named = dict(zip(FEATURES, features(position.node)))
    del named["mobility"]
    assert named == {"constant": 1, "pieces": 2 - 3, "corners": 1 - 1, "x_squares": 0 - 1, "edges": 1 - 0,
                     "frontier": 2 - 3, "token": 1}


def test_final_scores():
    assert final_score(ywf_board("X X O" + " ." * 78).node) == 100
    for token, score in (("X", 50), ("O", -50), ("-", 0)):
        assert final_score(ywf_board("X O" + " ." * 79, token=token).node) == score
    assert final_score(ywf_board("X O" + " ." * 79, side="O", token="X").node) == -50


# --------------------------------------------------------------------------- the levels


def test_a_forced_pass_is_chosen_at_once():
    """(Thinking in slices as in one go, at every level: ``tests/unit/test_conformance.py``.)"""
    passing = YwfThinking(ywf_board("X N N X" + " ." * 76 + " O", side="O"), level(1), random.Random(1))
    assert passing.done and passing.move == PASS
