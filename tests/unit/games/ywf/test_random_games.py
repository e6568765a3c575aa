"""The YWF engine against ``reference`` over thousands of seeded random games and boards.

Every ply of every game compares the pieces, the side to move, the token, what the last
actions allow, the legal actions and whether the game is over, every third ply also
what the chosen action changes, line by line; every game's end compares the winner. Purely random play
rarely wipes a side out or passes twice, so the games come in three styles: uniform
random actions; "greedy", where one side mostly takes the action that changes most and
the other the one that changes least; and "changer", where both mostly Change (the
token and the bar after a Change get busy).
A failure names the seed and the actions so far: replay them with ``YwfPosition.replay``.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from reversi.base.sides import Color, IllegalMove
from reversi.games.ywf.rules import PASS, Action, Kind, Piece, YwfPosition, changed_by, format_transcript

from . import reference as ref
from .helpers import from_ref, to_position

# About 10 s on one core of a 2-core machine, every kind of end met (2001 games until
# make test had to fit in 15 minutes). YWF_RANDOM_GAMES=20001 (say) for a soak run.
GAMES = int(os.environ.get("YWF_RANDOM_GAMES", "1002"))
STYLES = ("uniform", "greedy", "changer")
_TOKENS = {ref.BLACK: Color.BLACK, ref.WHITE: Color.WHITE, ref.CENTRE: None}
CELLS = {Piece.BLACK: ref.BLACK, Piece.WHITE: ref.WHITE, Piece.NEUTRAL: ref.NEUTRAL}


class Where:
    """Names a game and its actions in a failure message (formatted only on failure)."""

    def __init__(self, seed: int, actions: list[Action]):
        self.seed, self.actions = seed, actions

    def __str__(self) -> str:
        return f"seed {self.seed} after '{format_transcript(self.actions)}'"


def compare(position: YwfPosition, state: ref.State, where: Where) -> list[tuple[str, int | None]]:
    """Assert that the engine and the reference agree on everything the rules decide;
    return the reference's legal actions."""
    assert position == to_position(state), where
    options = ref.legal_actions(state)
    assert [(action.kind.value, action.square) for action in position.legal_actions()] == options, where
    assert position.is_game_over() == ref.game_over(state), where
    assert position.must_pass() == (options == [("pass", None)]), where
    return options


def choose(rng: random.Random, style: str, seed: int, position: YwfPosition, options: list) -> tuple[str, int | None]:
    """An action in the game's ``style`` (see the module's docstring)."""
    if style == "greedy" and rng.random() < 0.8 and options[0][0] != "pass":
        sign = 1 if (position.turn is Color.BLACK) == (seed % 2 == 1) else -1
        own, opp, neutral = position.node[:3]
        return max(options, key=lambda action: sign * changed_by(own, opp, neutral, action[1]).bit_count())
    if style == "changer" and rng.random() < 0.8:
        change_actions = [action for action in options if action[0] == "change"]
        if change_actions:
            return rng.choice(change_actions)
    return rng.choice(options)


def play_game(style: str, seed: int, stats: Counter) -> None:
    rng = random.Random(seed)
    state, position, actions = ref.start(), YwfPosition.initial(), []
    where = Where(seed, actions)  # sees the actions as they are appended
    while options := compare(position, state, where):
        chosen = choose(rng, style, seed, position, options)
        action = from_ref(chosen)
        if action.kind is Kind.PASS:
            if rng.random() < 0.5:  # a forced pass: nothing else is allowed
                with pytest.raises(IllegalMove):
                    position.play(Action(Kind.PLAY, rng.randrange(81)))
        elif len(actions) % 3 == 0:  # (the boards after it are compared at every ply)
            expected = [[(s, state.cells[s], ref.step_toward(state.cells[s], state.side)) for s in line]
                        for line in ref.lines(state.cells, state.side, action.square)]
            lines = [[(step.square, CELLS[step.before], CELLS[step.after]) for step in line]
                     for line in position.change_lines(action)]
            assert lines == expected, f"{where} {action}"
        if action != PASS and rng.random() < 0.05:  # now and then: passing with an action in hand is refused
            with pytest.raises(IllegalMove):
                position.play(PASS)
        stats[action.kind.value] += 1
        position = position.play(action)
        state = ref.apply(state, chosen)
        actions.append(action)

    black, white, _ = ref.counts(state)
    assert position.winner() is _TOKENS.get(ref.winner(state)), where
    assert position.won_by_token() == (black == white and state.token != ref.CENTRE), where
    if seed % 10 == 0:
        assert YwfPosition.replay(format_transcript(actions)) == position, where
    assert YwfPosition.parse(str(position)) == position, where
    stats["games"] += 1
    stats["full board" if ref.EMPTY not in state.cells else "wipe-out" if not black or not white else "two passes"] += 1
    stats["draw" if ref.winner(state) is None else "by token" if black == white else "by count"] += 1


STATS = Counter()
"""What the games of this run met, over all styles."""


@pytest.mark.parametrize("style", STYLES)
def test_random_games_match_reference(style):
    for seed in range(STYLES.index(style), GAMES, len(STYLES)):
        play_game(style, seed, STATS)


def test_random_games_covered_every_ending():
    """Runs after the styles above (same module, file order): the games did reach every
    kind of end and decision the comparison is meant to check."""
    if STATS["games"] != GAMES:
        pytest.skip("needs the whole set of random games in the same run")
    for kind in ("play", "change", "pass", "full board", "wipe-out", "two passes", "by count", "by token", "draw"):
        assert STATS[kind] >= max(1, GAMES // 1000), (kind, STATS)


# --------------------------------------------------------------------------- arbitrary boards


def random_state(rng: random.Random) -> ref.State:
    """An arbitrary (usually unreachable) state: each cell at random with a random density,
    any side to move, token and last actions."""
    density = rng.random()
    cells = tuple(rng.choice("XON") if rng.random() < density else ref.EMPTY for _ in range(81))
    history = rng.choice([(), ("play",), ("change",), ("pass",), ("pass", "pass"), ("change", "pass")])
    return ref.State(cells, rng.choice("XO"), rng.choice("XO-"), history)


def test_random_boards_match_reference():
    """Boards of any density, reachable or not, stress long runs and every edge."""
    rng = random.Random(20240601)
    for number in range(1500):
        state = random_state(rng)
        position = to_position(state)
        where = f"board {number}: {position}"
        assert YwfPosition.parse(str(position)) == position, where
        for action in compare(position, state, where):
            if action[0] != "pass":
                expected = {s for line in ref.lines(state.cells, state.side, action[1]) for s in line}
                assert position.changes(from_ref(action)) == sum(1 << s for s in expected), f"{where} {action}"
                child = position.play(from_ref(action))
                assert child == to_position(ref.apply(state, action)), f"{where} {action}"
