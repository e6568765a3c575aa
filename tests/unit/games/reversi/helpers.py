"""Small helpers shared by the unit tests: building positions that read well, converting
between the engine and ``reference``, and playing seeded random games."""

from __future__ import annotations

import random

from reversi.base.sides import Color
from reversi.games.reversi.position import Position

from . import reference as ref

FULL = (1 << 64) - 1


def board(rows: str, side: str = "X") -> Position:
    """A position drawn as 8 rows of 8 characters (row 1 first; white space ignored),
    read by the engine's own board-string parser:

        board('''
            - - - - - - - -
            ...
        ''', 'O')
    """
    text = "".join(rows.split())
    assert len(text) == 64, f"test board has {len(text)} cells"
    return Position.parse(f"{text} {side}")


def sq(name: str) -> int:
    """Square index of a name, computed here (row * 8 + column) rather than by the engine."""
    return ref.index(name)


def mask(*names: str) -> int:
    """Bitboard with the given squares set."""
    result = 0
    for name in names:
        result |= 1 << sq(name)
    return result


def names(bits: int) -> set[str]:
    """The square names of a bitboard's set bits."""
    return {ref.name(i) for i in range(64) if bits >> i & 1}


def side_of(position: Position) -> str:
    return ref.BLACK if position.turn is Color.BLACK else ref.WHITE


def to_cells(position: Position) -> tuple[list[str], str]:
    """The reference state of an engine position (read straight from the bitboards)."""
    return ref.from_bits(position.black, position.white, side_of(position)), side_of(position)


def to_position(cells: list[str], side: str) -> Position:
    """An engine position built straight from reference cells (not through the parser)."""
    black = sum(1 << i for i, cell in enumerate(cells) if cell == ref.BLACK)
    white = sum(1 << i for i, cell in enumerate(cells) if cell == ref.WHITE)
    return Position(black=black, white=white, turn=Color.BLACK if side == ref.BLACK else Color.WHITE)


def random_cells(rng: random.Random, density: float | None = None) -> list[str]:
    """An arbitrary (usually unreachable) board: each cell black, white or empty at random."""
    if density is None:
        density = rng.random()
    cells = []
    for _ in range(64):
        if rng.random() < density:
            cells.append(rng.choice((ref.BLACK, ref.WHITE)))
        else:
            cells.append(ref.EMPTY)
    return cells


def random_game(seed: int, greedy: float = 0.0) -> list[int]:
    """The squares of a complete game played by ``reference`` from the start: each move is
    the one flipping most discs with probability ``greedy``, else uniformly random."""
    rng = random.Random(seed)
    cells, side = ref.start()
    moves = []
    while True:
        options = ref.all_flips(cells, side)
        if not options:
            if not ref.has_move(cells, ref.other(side)):
                return moves
            side = ref.other(side)
            continue
        if rng.random() < greedy:
            square = max(sorted(options), key=lambda s: len(options[s]))
        else:
            square = rng.choice(sorted(options))
        cells, side = ref.play(cells, side, square)
        moves.append(square)


def game_events(moves: list[int]) -> list[tuple[int, str]]:
    """(move number, event) for a game replayed with ``reference``: 'pass:X' when the side X
    had to pass before that move."""
    events = []
    cells, side = ref.start()
    for number, square in enumerate(moves, 1):
        if ref.must_pass(cells, side):
            events.append((number, "pass:" + side))
            cells, side = ref.pass_turn(cells, side)
        cells, side = ref.play(cells, side, square)
    return events


# Black c1 leaves white without a move while black can still take b3 by c3: white passes.
PASS_START = board(
    """
    X O - - - - - -
    - - - - - - - -
    X O - - - - - -
    - - - - - - - -
    - - - - - - - -
    - - - - - - - -
    - - - - - - - -
    - - - - - - - -
    """,
    "X",
)


STAR = """
    X - - X - - X -
    - O - O - O - -
    - - O O O - - -
    X O O - O O O X
    - - O O O - - -
    - X - O - X - -
    - - - X - - - -
    - - - - - - - -
"""
"""Black to play d4 flips in all eight directions at once (rows for ``board``)."""


MIXED = """
    - - - - - - - O
    - - - X - - O -
    - X - - - O - -
    - - O O O - - -
    O O O - X - - -
    - - - O O - - -
    - - - X - O - -
    - - - - - - X -
"""
"""Black to play d5, whose lines end in every way a line can: only SE, S and NW flip."""
