"""The じゃんけんご engine against ``reference`` (a plain second implementation written from
the rules file) over seeded random games and random set-up positions.

Every ply of every game compares the whole position (board, walls in hand, side, the
turn so far, both previous boards, turn number, passes: the text form, which the
reference writes on its own), the legal actions and the outcome. Purely random play
seldom captures anything, so games come in three styles: ``uniform`` (any action, the
turn ended now and then), ``hunter`` (captures first, then hands and the king toward
the enemy king), ``runner`` (one side's king runs for the try, the other side plays
uniformly) and
``mason`` (walls next to enemy pieces, walls stepping). Set-up
positions (any pieces anywhere, groups without liberty, ko boards, passes, the last
turns) check every legal action's result. A failure names the seed and the actions
so far: replay them with ``JankenGoPosition.replay``.
"""

from __future__ import annotations

import os
import random
from collections import Counter

from reversi.games.jankengo.rules import Action, JankenGoPosition, Step, Wall, format_transcript, side_name

from . import reference as ref

# About 10 s on one core. JANKENGO_RANDOM_GAMES=300 (say) for a soak run.
GAMES = int(os.environ.get("JANKENGO_RANDOM_GAMES", "20"))
SETUPS = int(os.environ.get("JANKENGO_RANDOM_SETUPS", "400"))
STYLES = ("uniform", "hunter", "mason", "runner")


class Where:
    """Names a game and its actions in a failure message (formatted only on failure)."""

    def __init__(self, seed: int, actions: list):
        self.seed, self.actions = seed, actions

    def __str__(self) -> str:
        return f"seed {self.seed} after '{format_transcript(self.actions)}'"


def outcome_of(position: JankenGoPosition):
    outcome = position.outcome
    return None if outcome is None else (None if outcome.winner is None else side_name(outcome.winner), outcome.ending.value)


def compare(position: JankenGoPosition, state: ref.State, where) -> list[str]:
    """Assert that the engine and the reference agree; the reference's legal actions."""
    assert str(position) == ref.text(state), where
    assert outcome_of(position) == state.result, where
    options = ref.legal_actions(state)
    assert sorted(str(action) for action in position.legal_actions()) == sorted(options), where
    assert position.must_pass() == (options == ["pass"]), where
    return options


def distance(a: int, b: int) -> int:
    return abs(a % 7 - b % 7) + abs(a // 7 - b // 7)


def choose(rng: random.Random, style: str, position: JankenGoPosition, seed: int) -> str:
    """An action of ``position`` in the game's ``style`` (a runner game: one side runs,
    the other plays uniformly)."""
    successors = position.successors()
    actions = [str(action) for action, _ in successors]
    if "end" in actions and rng.random() < 0.3:
        return "end"
    if style == "runner" and position.turn.index != seed % 2:
        style = "uniform"
    if style == "uniform" or rng.random() < 0.15:
        return rng.choice(actions)
    enemy = position.turn.opponent
    enemy_count = position.counts()[enemy.index]
    captures = [str(a) for a, child in successors if child.counts()[enemy.index] < enemy_count]
    if captures:
        return rng.choice(captures)
    king = position.king(enemy)
    if style == "runner":
        goal = 6 if position.turn.index == 0 else 0
        own_king = position.king(position.turn)
        forward = [
            str(action) for action, _ in successors
            if isinstance(action, Step) and action.source == own_king
            and abs(action.target // 7 - goal) < abs(action.source // 7 - goal)
        ]
        if forward:
            return rng.choice(forward)
    if style in ("hunter", "runner"):
        closer = [
            str(action) for action, _ in successors
            if isinstance(action, Step) and position.piece_at(action.source).kind.value != "wall"
            and distance(action.target, king) < distance(action.source, king)
        ]
        if closer:
            return rng.choice(closer)
    else:
        enemies = [square for square in range(49) if (piece := position.piece_at(square)) and piece.owner is enemy]
        masonry = [
            str(action) for action, _ in successors
            if isinstance(action, Wall) and any(distance(action.square, square) == 1 for square in enemies)
            or isinstance(action, Step) and position.piece_at(action.source).kind.value == "wall"
            and any(distance(action.target, square) == 1 for square in enemies)
        ]
        if masonry:
            return rng.choice(masonry)
    return rng.choice(actions)


def play_game(seed: int, style: str, stats: Counter) -> None:
    rng = random.Random(seed)
    state, position, actions = ref.start(), JankenGoPosition.initial(), []
    where = Where(seed, actions)
    while compare(position, state, where):
        action = choose(rng, style, position, seed)
        enemy = position.turn.opponent
        enemy_before = position.counts()[enemy.index]
        position = position.play(Action.parse(action))
        state = ref.apply(state, action)
        actions.append(action)
        stats["actions"] += 1
        stats["captures"] += position.counts()[enemy.index] < enemy_before
        if state.steps and state.cells == ref.last_board(state, state.mover):
            stats["ko states"] += 1
    assert JankenGoPosition.parse(str(position)) == position, where
    if seed % 4 == 0:
        assert JankenGoPosition.replay(format_transcript(actions)) == position, where
    stats["games"] += 1
    stats[state.result[1]] += 1


STATS = Counter()


def test_random_games_match_the_reference():
    for seed in range(GAMES):
        play_game(seed, STYLES[seed % len(STYLES)], STATS)
    for kind in ("captures", "try", "king taken"):
        assert STATS[kind] >= 1, (kind, STATS)


# --------------------------------------------------------------------------- set-up positions


def random_state(rng: random.Random) -> ref.State:
    """A set-up position (rarely one a game reaches): kings off the enemy home rank, up to
    2 of each hand and 5 walls a side, any side to move and turn so far, previous boards
    none, random or the board itself (ko), any turn number, a pass just before or not."""
    board = {}
    free = [(file, rank) for file in range(7) for rank in range(7)]
    rng.shuffle(free)
    density = rng.random()
    walls = []
    for side, goal in ((ref.BLUE, 6), (ref.RED, 0)):
        king = next(square for square in free if square[1] != goal and square not in board)
        board[king] = (side, "king")
        count = 0
        for kind in ("gu", "gu", "choki", "choki", "pa", "pa", "wall", "wall", "wall", "wall", "wall"):
            if rng.random() < density:
                square = next((square for square in free if square not in board), None)
                if square is not None:
                    board[square] = (side, kind)
                    count += kind == "wall"
        walls.append(rng.randint(0, 5 - count))
    cells = ref.freeze(board)
    mover = rng.choice([ref.BLUE, ref.RED])
    steps = rng.choice([0, 0, 1, 2, 3])
    placed = rng.random() < 0.3
    previous = [rng.choice([None, cells, ref.start().cells]) for _ in range(2)]
    number = rng.choice([1, 2, 50, 199, 200])
    return ref.State(cells, tuple(walls), mover, steps, placed, previous[0], previous[1], number, rng.random() < 0.3)


def test_random_setups_match_the_reference():
    rng = random.Random(20261125)
    kinds = Counter()
    for number in range(SETUPS):
        state = random_state(rng)
        position = JankenGoPosition.parse(ref.text(state))
        where = f"set-up {number}: {position}"
        options = compare(position, state, where)
        kinds["pass" if options == ["pass"] else "ko" if state.steps + state.wall_placed and "end" not in options
              else "end" if "end" in options else "other"] += 1
        for action, child in position.successors():
            expected = ref.apply(state, str(action))
            assert str(child) == ref.text(expected), f"{where} {action}"
            assert outcome_of(child) == expected.result, f"{where} {action}"
            kinds[expected.result[1] if expected.result else "goes on"] += 1
    for kind in ("pass", "ko", "end", "try", "king taken", "200 turns"):  # two passes: see test_rules
        assert kinds[kind] >= 1, (kind, kinds)
