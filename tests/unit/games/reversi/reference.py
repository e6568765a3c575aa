"""A deliberately plain second implementation of the Othello rules, for checking the engine.

It shares no code with ``reversi/``: a board is a list of 64 cells ``'X'`` (black),
``'O'`` (white) or ``'-'`` (empty), cell ``row * 8 + column`` with a1 = 0 top left,
and every rule is an obvious loop over the eight directions. Nothing here is fast or
clever on purpose, so that a bug in the engine's bit tricks cannot hide in it too.

A state is ``(cells, side)`` with ``side`` ``'X'`` or ``'O'``, the player to move.
"""

from __future__ import annotations

BLACK, WHITE, EMPTY = "X", "O", "-"

# (row step, column step), clockwise from north (up = towards row 1).
NORTH, NORTH_EAST, EAST, SOUTH_EAST = (-1, 0), (-1, 1), (0, 1), (1, 1)
SOUTH, SOUTH_WEST, WEST, NORTH_WEST = (1, 0), (1, -1), (0, -1), (-1, -1)
DIRECTIONS = [NORTH, NORTH_EAST, EAST, SOUTH_EAST, SOUTH, SOUTH_WEST, WEST, NORTH_WEST]
COLUMN_LETTERS = "abcdefgh"


def other(side: str) -> str:
    return WHITE if side == BLACK else BLACK


def name(square: int) -> str:
    """0 -> 'a1', 7 -> 'h1', 8 -> 'a2', 63 -> 'h8'."""
    return COLUMN_LETTERS[square % 8] + str(square // 8 + 1)


def index(text: str) -> int:
    """'a1' -> 0, 'h8' -> 63 (lower-case names only; this is a test helper)."""
    return (int(text[1]) - 1) * 8 + COLUMN_LETTERS.index(text[0])


def start() -> tuple[list[str], str]:
    cells = [EMPTY] * 64
    cells[index("d4")] = WHITE
    cells[index("e5")] = WHITE
    cells[index("d5")] = BLACK
    cells[index("e4")] = BLACK
    return cells, BLACK


def from_text(text: str) -> tuple[list[str], str]:
    """'<64 cells> <side>' with X, O and - only (the test's own reader, not the engine's)."""
    board, side = text.split()
    assert len(board) == 64 and set(board) <= {BLACK, WHITE, EMPTY} and side in (BLACK, WHITE)
    return list(board), side


def to_text(cells: list[str], side: str) -> str:
    return "".join(cells) + " " + side


def from_bits(black: int, white: int, side: str) -> list[str]:
    """Cells from two 64-bit masks (bit i = cell i); only used to read engine values."""
    cells = []
    for i in range(64):
        if (black >> i) & 1:
            cells.append(BLACK)
        elif (white >> i) & 1:
            cells.append(WHITE)
        else:
            cells.append(EMPTY)
    return cells


def on_board(row: int, column: int) -> bool:
    return 0 <= row < 8 and 0 <= column < 8


def _ray(square: int, d_row: int, d_column: int) -> list[int]:
    """The squares from ``square`` (excluded) to the edge of the board in one direction."""
    ray = []
    r, c = square // 8 + d_row, square % 8 + d_column
    while on_board(r, c):
        ray.append(r * 8 + c)
        r, c = r + d_row, c + d_column
    return ray


# RAYS[square] = the rays from ``square`` in DIRECTIONS order, leaving out those shorter
# than two squares (no room for an opponent disc and one of ours beyond it).
RAYS = [
    [ray for ray in (_ray(square, d_row, d_column) for d_row, d_column in DIRECTIONS) if len(ray) >= 2]
    for square in range(64)
]


def flip_lines(cells: list[str], side: str, square: int) -> list[list[int]]:
    """The opponent discs that ``side`` playing ``square`` would turn over, one list per
    direction that flips (directions clockwise from north, squares from the move outward).
    Empty when the square is taken or nothing is outflanked."""
    if cells[square] != EMPTY:
        return []
    opponent = other(side)
    lines = []
    for ray in RAYS[square]:
        if cells[ray[0]] != opponent:
            continue  # the neighbour in this direction is not the opponent's: no run
        line = []
        for s in ray:
            if cells[s] == opponent:
                line.append(s)
                continue
            # The first square that is not the opponent's closes the run when it is ours.
            if cells[s] == side:
                lines.append(line)
            break
        # Running off the board with only opponent discs flips nothing.
    return lines


def flips(cells: list[str], side: str, square: int) -> set[int]:
    result = set()
    for line in flip_lines(cells, side, square):
        result.update(line)
    return result


def legal_moves(cells: list[str], side: str) -> list[int]:
    return [square for square in range(64) if flip_lines(cells, side, square)]


def all_flips(cells: list[str], side: str) -> dict[int, set[int]]:
    """Every legal move of ``side`` with what it flips."""
    result = {}
    for square in range(64):
        if cells[square] == EMPTY:
            lines = flip_lines(cells, side, square)
            if lines:
                result[square] = {s for line in lines for s in line}
    return result


def play(cells: list[str], side: str, square: int) -> tuple[list[str], str]:
    """The state after ``side`` plays ``square``; raises ValueError when illegal."""
    turned = flips(cells, side, square)
    if not turned:
        raise ValueError(f"{side} cannot play {name(square)}")
    new_cells = list(cells)
    new_cells[square] = side
    for s in turned:
        new_cells[s] = side
    return new_cells, other(side)


def has_move(cells: list[str], side: str) -> bool:
    return any(flip_lines(cells, side, square) for square in range(64))


def must_pass(cells: list[str], side: str) -> bool:
    return not has_move(cells, side) and has_move(cells, other(side))


def pass_turn(cells: list[str], side: str) -> tuple[list[str], str]:
    if not must_pass(cells, side):
        raise ValueError(f"{side} may not pass")
    return list(cells), other(side)


def game_over(cells: list[str], side: str) -> bool:
    return not has_move(cells, side) and not has_move(cells, other(side))


def counts(cells: list[str]) -> tuple[int, int]:
    return cells.count(BLACK), cells.count(WHITE)


def winner(cells: list[str]) -> str | None:
    """'X', 'O' or None (a draw), by the discs on the board."""
    black, white = counts(cells)
    if black > white:
        return BLACK
    if white > black:
        return WHITE
    return None


def replay(names: list[str]) -> tuple[list[str], str]:
    """Play square names from the start, passing whenever the side to move must."""
    cells, side = start()
    for text in names:
        if must_pass(cells, side):
            cells, side = pass_turn(cells, side)
        cells, side = play(cells, side, index(text))
    return cells, side


def perft(cells: list[str], side: str, depth: int) -> int:
    """Brute-force leaf count: a pass is one ply, a finished game is one leaf."""
    if depth == 0:
        return 1
    moves = legal_moves(cells, side)
    if not moves:
        if not has_move(cells, other(side)):
            return 1
        return perft(cells, other(side), depth - 1)
    total = 0
    for square in moves:
        new_cells, new_side = play(cells, side, square)
        total += perft(new_cells, new_side, depth - 1)
    return total
