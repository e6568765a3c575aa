"""Small helpers shared by the YWF unit tests: positions drawn as text, square names,
and conversions between the engine and ``reference``."""

from __future__ import annotations

from reversi.base.sides import Color
from reversi.games.ywf.rules import Action, Kind, YwfPosition

from .. import random_reference_game
from . import reference as ref


def ywf_board(rows: str, side: str = "X", token: str = "-", last: str = "-") -> YwfPosition:
    """A position drawn as 9 rows of 9 characters (row 1 first; white space ignored), read
    by the engine's own parser: ``X`` black, ``O`` white, ``N`` neutral, ``.`` empty."""
    text = "".join(rows.split())
    assert len(text) == 81, f"test board has {len(text)} cells"
    return YwfPosition.parse(f"{text} {side} {token} {last}")


def sq(name: str) -> int:
    """Square index of a name, computed by the reference (row * 9 + column)."""
    return ref.index(name)


def mask(*names: str) -> int:
    return sum(1 << sq(name) for name in names)


def names(bits: int) -> set[str]:
    return {ref.name(i) for i in range(81) if bits >> i & 1}


def play(name: str) -> Action:
    return Action(Kind.PLAY, sq(name))


def change(name: str) -> Action:
    return Action(Kind.CHANGE, sq(name))


def notation(actions) -> list[str]:
    return [str(action) for action in actions]


def from_ref(action: tuple[str, int | None]) -> Action:
    return Action(Kind(action[0]), action[1])


def to_ref(action: Action) -> tuple[str, int | None]:
    return action.kind.value, action.square


_TOKENS = {ref.BLACK: Color.BLACK, ref.WHITE: Color.WHITE, ref.CENTRE: None}


_DIGITS = {kind: str.maketrans({k: "1" if k == kind else "0" for k in "XON-"}) for kind in "XON"}


def to_position(state: ref.State) -> YwfPosition:
    """The engine position of a reference state, built straight from the cells (cell 0
    is the lowest bit)."""
    text = "".join(reversed(state.cells))
    kinds = [int(text.translate(_DIGITS[kind]), 2) for kind in (ref.BLACK, ref.WHITE, ref.NEUTRAL)]
    passes = 2 if state.history[-2:] == ("pass", "pass") else 1 if state.history[-1:] == ("pass",) else 0
    return YwfPosition(
        *kinds, _TOKENS[state.side], _TOKENS[state.token], state.history[-1:] == ("change",), passes
    )


def random_actions(seed: int) -> list[Action]:
    """The actions of a complete game played at random by the reference from the start."""
    return random_reference_game(ref, seed, from_ref)
