"""The じゃんけんご computer: the win search is exact, the strong levels never miss a win
and defend against the opponent's, every level plays legal whole turns, the same turn
for the same seed however it is sliced."""

from __future__ import annotations

import dataclasses
import random

import pytest

from reversi.games.jankengo.board import legal_steps, legal_walls, won
from reversi.games.jankengo.players import LEVELS, Level, Thinking, choose_turn, level, pick, random_turn
from reversi.games.jankengo.rules import END, PASS, JankenGoPosition, NotationError, Side
from reversi.games.jankengo.search import Plan, Result, TurnSearch
from reversi.games.jankengo.tactics import Budget, find_win

from .helpers import drawn, run


def brute_force_win(position: JankenGoPosition) -> bool:
    """Whether the side to move can win this turn: every order of every step and every
    wall on every square, positions met twice looked at once."""
    side = position.turn.index
    seen = set()

    def search(board, steps, wall) -> bool:
        if (board, steps, wall) in seen:
            return False
        seen.add((board, steps, wall))
        if steps:
            for _, _, after in legal_steps(board, side):
                if won(after, side) or search(after, steps - 1, wall):
                    return True
        if wall:
            for _, after in legal_walls(board, side):
                if won(after, side) or search(after, steps, False):
                    return True
        return False

    return search(position.board, position.steps_left, not position.walled and position.walls_in_hand() > 0)


def crowded(rng: random.Random) -> JankenGoPosition | None:
    """A set-up position with the pieces gathered around a random square (so wins and
    threats are near): None when the random pieces make no legal position."""
    center = rng.randrange(49)
    spread = rng.choice([2, 4, 8, 16])
    near = sorted(range(49), key=lambda q: abs(q % 7 - center % 7) + abs(q // 7 - center // 7) + rng.random() * spread)
    pieces = ["K", "k"] + [piece for piece in "GGCCPPWWWWWggccppwwwww" if rng.random() < 0.6]
    rng.shuffle(pieces)
    cells = ["."] * 49
    for square, piece in zip(near, pieces):
        cells[square] = piece
    board = "".join(cells)
    walls = f"{min(1, 5 - board.count('W'))}/{min(1, 5 - board.count('w'))}"
    try:
        position = JankenGoPosition.parse(f"{board} {walls} {rng.choice('BR')} 0 - - 9 -")
    except NotationError:
        return None
    return None if position.is_game_over() or position.must_pass() else position


def crowded_positions(seed: int, count: int) -> list[JankenGoPosition]:
    rng, found = random.Random(seed), []
    while len(found) < count:
        position = crowded(rng)
        if position is not None:
            found.append(position)
    return found


# --------------------------------------------------------------------------- the win search


def test_the_win_search_agrees_with_brute_force():
    """Wins found are real and none is missed: on crowded set-ups, with and without a
    wall in hand, the win search and every-order brute force agree."""
    outcomes = set()
    for position in crowded_positions(11, 50):
        line = find_win(position.board, position.turn.index, 3, position.walls_in_hand() > 0)
        assert (line is not None) == brute_force_win(position), str(position)
        outcomes.add(line is not None)
        if line is not None:
            after = run(position, " ".join(str(action) for action in line))
            assert after.winner() is position.turn, str(position)
    assert outcomes == {True, False}


def test_the_win_search_counts_its_work_and_prunes_at_the_start():
    budget = Budget()
    assert find_win(JankenGoPosition.initial().board, 0, 3, True, budget) is None
    assert budget.nodes == 1  # nothing can win from the start: the bounds say so at once


@pytest.mark.parametrize(
    "picture, kind",
    [
        (
            """
            . . . . . . k
            . . . . . . .
            . . . . . . .
            . . . . K . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            """,
            "try",
        ),
        (
            """
            . . . . . . .
            . . . k . . .
            . . . . . . .
            . . . . G . .
            . . . . . . .
            . . . . . . .
            K . . . . . .
            """,
            "king taken",
        ),
        (
            """
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . k
            . . . . . . P
            W W K . . . .
            """,
            "king taken",
        ),
    ],
)
@pytest.mark.parametrize("level_id", [3, 4, 5])
def test_strong_levels_never_miss_a_win(picture, kind, level_id):
    position = drawn(picture)
    turn = choose_turn(position, level_id, random.Random(1))
    after = run(position, " ".join(str(action) for action in turn))
    assert after.winner() is Side.BLUE and after.outcome.ending.value == kind


def test_strong_levels_take_every_win_on_crowded_positions():
    positions = [p for p in crowded_positions(12, 40) if find_win(p.board, p.turn.index, 3, p.walls_in_hand() > 0)]
    assert len(positions) >= 10
    for position in positions[:15]:
        for level_id in (3, 5):
            turn = choose_turn(position, level_id, random.Random(2))
            after = run(position, " ".join(str(action) for action in turn))
            assert after.winner() is position.turn, (level_id, str(position))


# --------------------------------------------------------------------------- defence

THREATENED = """
    . . . k . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . g . . . .
    . . . . . . .
    . . . K . . .
"""
"""Red's グー is 3 steps from blue's king (c3-c2-c1-d1 or c3-d3-d2-d1)."""


@pytest.mark.parametrize("level_id", [4, 5])
def test_strong_levels_defend_against_the_next_turns_win(level_id):
    position = drawn(THREATENED, walls="0/0")
    assert find_win(position.board, 1, 3, False) is not None  # had blue done nothing
    turn = choose_turn(position, level_id, random.Random(3))
    after = run(position, " ".join(str(action) for action in turn))
    assert after.turn is Side.RED and find_win(after.board, 1, 3, after.walls_in_hand() > 0) is None


def test_defence_on_crowded_positions():
    """Where the opponent threatens a win and level 5 finds a safe turn among the
    candidates it checks, it plays a safe one."""
    checked = 0
    for position in crowded_positions(13, 60):
        opponent = position.turn.opponent.index
        if find_win(position.board, position.turn.index, 3, position.walls_in_hand() > 0):
            continue  # it would simply win
        if find_win(position.board, opponent, 3, position.walls_in_hand(position.turn.opponent) > 0) is None:
            continue  # no threat
        result = TurnSearch(position, level(5).plan).run()
        if not result.safe:  # every candidate checked loses
            continue
        after = run(position, " ".join(str(action) for action in result.turn))
        assert find_win(after.board, opponent, 3, after.walls_in_hand() > 0) is None, str(position)
        checked += 1
    assert checked >= 3


# --------------------------------------------------------------------------- levels and turns


def test_five_levels_weakest_first():
    """(That no other level is taken: ``tests/unit/test_conformance.py``.)"""
    assert [chosen.id for chosen in LEVELS] == [1, 2, 3, 4, 5]
    assert [chosen.name for chosen in LEVELS] == ["ひよこ", "うさぎ", "きつね", "ふくろう", "りゅう"]
    assert level(3) is LEVELS[2]


@pytest.mark.parametrize("level_id", [1, 2, 3, 4, 5])
def test_every_level_plays_legal_whole_turns(level_id):
    rng = random.Random(level_id)
    position = JankenGoPosition.replay("d1-d2 Wd4 end c7-c6 end")
    for _ in range(6):
        if position.is_game_over():
            break
        mover = position.turn
        turn = choose_turn(position, level_id, rng)
        for action in turn:
            assert position.is_legal(action), (str(position), str(action))
            position = position.play(action)
        assert position.turn is not mover or position.is_game_over()
        assert turn[-1] == END or position.is_game_over()


@pytest.mark.parametrize("level_id", [1, 3, 5])
def test_the_same_seed_plays_the_same_turn_however_sliced(level_id):
    position = JankenGoPosition.replay("d1-d2 d2-d3 Wd5 end c7-c6 c6-c5 end")
    whole = Thinking(position, level(level_id), random.Random(9))
    whole.run()
    sliced = Thinking(position, level(level_id), random.Random(9))
    slices = 0
    while not sliced.step(nodes=40):
        slices += 1
    assert sliced.turn == whole.turn and sliced.move == whole.turn[0]
    assert sliced.search.nodes == whole.search.nodes
    assert level_id == 1 or slices > 2
    timed = Thinking(position, level(level_id), random.Random(9))
    while not timed.step(seconds=0.002):
        pass
    assert timed.turn == whole.turn


def test_slices_stay_small():
    position = JankenGoPosition.replay("d1-d2 d2-d3 Wd5 end c7-c6 c6-c5 end")
    thinking = Thinking(position, level(5), random.Random(1))
    before = 0
    while not thinking.step(nodes=100):
        assert thinking.search.nodes - before <= 160  # a slice may run past its end by a little
        before = thinking.search.nodes


def test_levels_under_a_seed():
    """The first turn of each level from the start, for seed 7 (a change in the search
    shows here first)."""
    turns = {level_id: " ".join(map(str, choose_turn(JankenGoPosition.initial(), level_id, random.Random(7))))
             for level_id in range(1, 6)}
    assert turns == EXPECTED_FIRST_TURNS


EXPECTED_FIRST_TURNS = {
    1: "c1-c2 a1-a2 end",
    2: "c1-c2 a1-a2 end",
    3: "c1-c2 c2-d2 d2-d3 Wc6 end",
    4: "c1-c2 c2-c3 c3-c4 end",
    5: "c1-c2 c2-c3 c3-c4 end",
}


def test_thinking_mid_turn_plans_the_rest():
    position = JankenGoPosition.replay("d1-d2 c1-c2")
    turn = choose_turn(position, 4, random.Random(1))
    after = run(position, " ".join(map(str, turn)))
    assert after.turn is Side.RED and len([a for a in turn if a != END]) <= 2 or after.is_game_over()


def test_a_finished_game_and_a_pass():
    won = run(drawn(
        """
        . . . . . . k
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        """), "d5-d6 d6-d7")
    thinking = Thinking(won, level(5), random.Random(1))
    assert thinking.done and thinking.turn == () and thinking.move is None and thinking.run() == ()
    stuck = drawn(
        """
        . . . . . W k
        . . . . . . W
        . . . . . . .
        . . . . . . .
        . . . . . . .
        w . . . . . .
        K w . . . . .
        """,
        walls="0/0",
    )
    assert choose_turn(stuck, 5, random.Random(1)) == (PASS,)
    assert random_turn(stuck, random.Random(1)) == (PASS,)


def test_pick_strays_only_within_the_margin():
    turns = [((END,), 3.0), ((PASS,), 2.5), ((END, END), -5.0)]
    result = Result(turns[0][0], 3.0, tuple(turns), 10)
    warm = Level(9, "test", Plan(), temperature=100.0, margin=100.0)
    chosen = {pick(result, warm, random.Random(seed)) for seed in range(50)}
    assert chosen == {(END,), (PASS,)}
    assert pick(result, dataclasses.replace(warm, temperature=0.0), random.Random(1)) == (END,)


def test_random_turns_are_legal_and_end_the_turn():
    rng = random.Random(5)
    position = JankenGoPosition.initial()
    for _ in range(10):
        if position.is_game_over():
            break
        mover = position.turn
        for action in random_turn(position, rng):
            position = position.play(action)
        assert position.turn is not mover or position.is_game_over()
