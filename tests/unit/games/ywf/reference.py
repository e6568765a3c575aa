"""A deliberately plain second implementation of the YWF rules, for checking the engine.

It shares no code with ``reversi/`` and was written from the rule text alone: a board is
a list of 81 cells ``'X'`` (Warui-ko, black), ``'O'`` (Yoi-ko, white), ``'N'``
(Futsu-no-ko, neutral) or ``'-'`` (empty), cell ``row * 9 + column`` with a1 = 0 top
left. Every rule is an obvious loop; nothing is fast or clever on purpose.

A state is a ``State``: the cells, the side to move, where the token stands (``'X'``
black's side, ``'O'`` white's side, ``'-'`` centre) and the kinds of every action so
far (``'play'``, ``'change'``, ``'pass'``), from which the rules about the last actions
are read. An action is ``('play', square)``, ``('change', square)`` or ``('pass', None)``.
"""

from __future__ import annotations

from dataclasses import dataclass

BLACK, WHITE, NEUTRAL, EMPTY = "X", "O", "N", "-"
CENTRE = "-"
N = 9
COLUMN_LETTERS = "abcdefghi"
# (row step, column step), clockwise from north (up = towards row 1).
DIRECTIONS = [(-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)]


@dataclass(frozen=True)
class State:
    cells: tuple[str, ...]
    side: str
    token: str
    history: tuple[str, ...]


def other(side: str) -> str:
    return WHITE if side == BLACK else BLACK


def name(square: int) -> str:
    """0 -> 'a1', 8 -> 'i1', 80 -> 'i9'."""
    return COLUMN_LETTERS[square % N] + str(square // N + 1)


def index(text: str) -> int:
    """'a1' -> 0, 'i9' -> 80 (lower-case names only; this is a test helper)."""
    return (int(text[1]) - 1) * N + COLUMN_LETTERS.index(text[0])


def start() -> State:
    cells = [EMPTY] * (N * N)
    for text, piece in (("d4", NEUTRAL), ("e5", NEUTRAL), ("f6", NEUTRAL), ("e4", BLACK), ("f5", BLACK),
                        ("d6", BLACK), ("f4", WHITE), ("d5", WHITE), ("e6", WHITE)):
        cells[index(text)] = piece
    return State(tuple(cells), BLACK, CENTRE, ())


def _ray(square: int, d_row: int, d_column: int) -> list[int]:
    """The squares from ``square`` (excluded) to the edge of the board in one direction."""
    ray = []
    row, column = square // N + d_row, square % N + d_column
    while 0 <= row < N and 0 <= column < N:
        ray.append(row * N + column)
        row, column = row + d_row, column + d_column
    return ray


# RAYS[square] = the rays from ``square`` in DIRECTIONS order, leaving out those shorter
# than two squares (no room for a piece walked over and one closing the line).
RAYS = [
    [ray for ray in (_ray(square, d_row, d_column) for d_row, d_column in DIRECTIONS) if len(ray) >= 2]
    for square in range(N * N)
]


def lines(cells, side: str, square: int) -> list[list[int]]:
    """The lines that change when ``side`` acts on ``square``, one list per direction
    that changes, in DIRECTIONS order: in each direction, the pieces not of ``side``
    walked over from the square outward, when a piece of ``side`` closes them."""
    found = []
    for ray in RAYS[square]:
        if cells[ray[0]] in (EMPTY, side):
            continue  # nothing to walk over this way
        for k in range(1, len(ray)):  # ray[:k] is walked over so far
            if cells[ray[k]] == EMPTY:
                break  # open: nothing changes this way
            if cells[ray[k]] == side:
                found.append(ray[:k])
                break
        # running off the board without meeting a piece of ``side`` changes nothing either
    return found


def step_toward(cell: str, side: str) -> str:
    """One stage toward ``side``: an opponent's piece becomes neutral, a neutral one ``side``'s."""
    return NEUTRAL if cell == other(side) else side


def game_over(state: State) -> bool:
    cells = state.cells
    return (
        EMPTY not in cells
        or BLACK not in cells
        or WHITE not in cells
        or state.history[-2:] == ("pass", "pass")
    )


def change_allowed(state: State) -> bool:
    opponent_changed_last = len(state.history) > 0 and state.history[-1] == "change"
    token_on_opponents_side = state.token == other(state.side)
    return not opponent_changed_last and not token_on_opponents_side


def plays(state: State) -> list[int]:
    cells, side = state.cells, state.side
    return [s for s in range(N * N) if cells[s] == EMPTY and lines(cells, side, s)]


def changes(state: State) -> list[int]:
    if not change_allowed(state):
        return []
    cells, side = state.cells, state.side
    return [s for s in range(N * N) if cells[s] == NEUTRAL and lines(cells, side, s)]


def legal_actions(state: State) -> list[tuple[str, int | None]]:
    """Plays, then Changes, in board order; only the Pass when neither; none once over."""
    if game_over(state):
        return []
    actions = [("play", s) for s in plays(state)] + [("change", s) for s in changes(state)]
    return actions or [("pass", None)]


def apply(state: State, action: tuple[str, int | None]) -> State:
    """The state after ``action``, which must be one of ``legal_actions(state)``."""
    kind, square = action
    cells = list(state.cells)
    token = state.token
    if kind != "pass":
        changed = [s for line in lines(cells, state.side, square) for s in line]
        cells[square] = state.side
        for s in changed:
            cells[s] = step_toward(cells[s], state.side)
    if kind == "change":
        if token == state.side:
            token = CENTRE
        elif token == CENTRE:
            token = other(state.side)
    return State(tuple(cells), other(state.side), token, state.history + (kind,))


def counts(state: State) -> tuple[int, int, int]:
    return state.cells.count(BLACK), state.cells.count(WHITE), state.cells.count(NEUTRAL)


def winner(state: State) -> str | None:
    """'X', 'O', or None for a draw: more pieces, then the side the token stands on."""
    black, white, _ = counts(state)
    if black > white:
        return BLACK
    if white > black:
        return WHITE
    if state.token == CENTRE:
        return None
    return state.token


def perft(state: State, depth: int) -> int:
    """Leaf count: a Pass is one action, a finished game one leaf."""
    if depth == 0 or game_over(state):
        return 1
    return sum(perft(apply(state, action), depth - 1) for action in legal_actions(state))
