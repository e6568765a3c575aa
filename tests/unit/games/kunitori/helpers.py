"""Small helpers shared by the くにとり unit tests: positions drawn as text, square names,
random games, and conversions between the engine and ``reference``."""

from __future__ import annotations

import random

from reversi.games.kunitori.actions import Place, parse_action
from reversi.games.kunitori.pieces import LETTERS, Side
from reversi.games.kunitori.rules import KunitoriPosition

from .. import random_reference_game
from . import reference as ref


def board(ranks: str, side: str = "w", white: str = "-", brown: str = "-", last: str = "-",
          white_received: str = "-", brown_received: str = "-") -> KunitoriPosition:
    """A position read by the engine's own parser from the board field (``'---/-G*-/---'``)
    and the hands given."""
    return KunitoriPosition.parse(f"{ranks} {side} {white} {brown} {white_received} {brown_received} {last}")


def sq(name: str) -> int:
    """Square index of a name, computed by the reference (a1 = 0 .. c3 = 8)."""
    return ref.NAMES.index(name)


def names(mask: int) -> set[str]:
    return {ref.NAMES[i] for i in range(9) if mask >> i & 1}


def notation(actions) -> list[str]:
    return [str(action) for action in actions]


def placed_squares(position: KunitoriPosition, letter: str) -> set[str]:
    """Where the side to move may place its piece ``letter`` (by the engine)."""
    return {ref.NAMES[a.square] for a in position.legal_actions() if isinstance(a, Place) and a.kind.letter == letter}


def to_state(position: KunitoriPosition) -> ref.State:
    """The reference state of an engine position, built from its fields."""
    cells = {}
    for square, name in enumerate(ref.NAMES):
        piece = position.board[square]
        cells[name] = None if piece is None else ref.Cell(piece.side.value, piece.kind.letter, square == position.face_up)
    history = {0: ["place"] if position.face_up is not None else [], 1: ["place", "pass"], 2: ["pass", "pass"]}
    return ref.State(
        cells,
        {side.value: [kind.letter for kind in position.hand(side)] for side in Side},
        {side.value: [kind.letter for kind in position.received_by(side)] for side in Side},
        position.turn.value,
        history[position.passes],
    )


def same(position: KunitoriPosition, state: ref.State) -> bool:
    """The engine position and the reference state hold the same pieces, hands, received
    pieces and side to move (the pass history is compared through the legal actions)."""
    expected = to_state(position)
    return (
        expected.board == state.board and expected.side == state.side
        and {s: sorted(h) for s, h in expected.hands.items()} == {s: sorted(h) for s, h in state.hands.items()}
        and {s: sorted(r) for s, r in expected.received.items()} == {s: sorted(r) for s, r in state.received.items()}
    )


def random_actions(seed: int) -> list:
    """The actions of a complete game played at random by the reference from the start."""
    return random_reference_game(ref, seed, parse_action)


def random_setup(rng: random.Random) -> KunitoriPosition:
    """An arbitrary position as one might set it up by hand: any pieces anywhere, hands
    (duplicates allowed) and received pieces of any size, either side to move, with or
    without a face-up piece, after a placement or a pass."""
    density = rng.random()
    cells = []
    for _ in range(9):
        if rng.random() < density:
            letter = rng.choice(LETTERS)
            cells.append(letter if rng.random() < 0.5 else letter.lower())
        else:
            cells.append("-")
    side = rng.choice("wb")
    passes = rng.choice([0, 0, 0, 1, 1, 2])
    mover_case = str.upper if side == "w" else str.lower
    wanted = (lambda c: c != "-" and mover_case(c) == c) if passes == 1 else (lambda c: c != "-" and mover_case(c) != c)
    candidates = [i for i, c in enumerate(cells) if wanted(c)]
    if candidates and rng.random() < 0.85:
        up = rng.choice(candidates)
        cells[up] += "*"
    hand = lambda: "".join(rng.choice(LETTERS) for _ in range(rng.choice([0, 0, 1, 1, 2, 3, 4, 6]))) or "-"  # noqa: E731
    ranks = "/".join("".join(cells[r * 3 : r * 3 + 3]) for r in range(3))
    last = {0: "-", 1: "pass", 2: "pass-pass"}[passes]
    return board(ranks, side, hand(), hand(), last, hand(), hand())

