"""A deliberately plain second implementation of the じゃんけんご rules, for checking the engine.

It shares no code with ``reversi/`` and was written from ``shared/rules/jankengo.md``
alone: the board is a dict from ``(file, rank)`` (both 0 to 6; rank 0 is blue's home
rank) to ``(side, kind)`` with sides ``'blue'``/``'red'`` and kinds ``'gu'``, ``'choki'``,
``'pa'``, ``'king'``, ``'wall'``; groups are found by walking from piece to piece. Every
rule is an obvious loop, and the result of the game is stored when it happens rather
than read from the board. Actions are strings in the app's notation (``'d1-d2'``,
``'Wc4'``, ``'end'``, ``'pass'``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

BLUE, RED = "blue", "red"
FILES = "abcdefg"
HOME = ["gu", "choki", "pa", "king", "pa", "choki", "gu"]
BEATS = {"gu": "choki", "choki": "pa", "pa": "gu"}
LETTERS = {"gu": "g", "choki": "c", "pa": "p", "king": "k", "wall": "w"}


@dataclass(frozen=True)
class State:
    cells: tuple  # sorted ((file, rank), (side, kind)) pairs: the pieces on the board
    walls: tuple  # walls in hand: (blue's, red's)
    mover: str
    steps: int = 0
    wall_placed: bool = False
    last_blue: tuple | None = None  # cells at the end of blue's previous turn
    last_red: tuple | None = None
    turn: int = 1
    last_was_pass: bool = False
    result: tuple | None = None  # (winner or None, 'try' / 'king taken' / 'two passes' / '200 turns')


def other(side: str) -> str:
    return RED if side == BLUE else BLUE


def start() -> State:
    board = {}
    for file in range(7):
        board[(file, 0)] = (BLUE, HOME[file])
        board[(file, 6)] = (RED, HOME[file])
    return State(freeze(board), (5, 5), BLUE)


def freeze(board: dict) -> tuple:
    return tuple(sorted(board.items()))


def name(square) -> str:
    return FILES[square[0]] + str(square[1] + 1)


def square_of(text: str):
    return (FILES.index(text[0]), int(text[1]) - 1)


def next_to(square):
    file, rank = square
    for d_file, d_rank in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= file + d_file < 7 and 0 <= rank + d_rank < 7:
            yield (file + d_file, rank + d_rank)


def groups_of(board: dict, side: str) -> list[set]:
    """The groups of ``side``: sets of squares, orthogonally connected."""
    seen, found = set(), []
    for square, (owner, _) in board.items():
        if owner != side or square in seen:
            continue
        group, todo = set(), [square]
        while todo:
            here = todo.pop()
            if here in group:
                continue
            group.add(here)
            for near in next_to(here):
                if near in board and board[near][0] == side:
                    todo.append(near)
        seen |= group
        found.append(group)
    return found


def has_liberty(board: dict, group: set) -> bool:
    return any(near not in board for square in group for near in next_to(square))


def after_action(board: dict, side: str) -> dict | None:
    """Captures of the enemy's breathless groups, then None if any own group is breathless."""
    for group in groups_of(board, other(side)):
        if not has_liberty(board, group):
            for square in group:
                del board[square]
    for group in groups_of(board, side):
        if not has_liberty(board, group):
            return None
    return board


def king_square(board: dict, side: str):
    for square, piece in board.items():
        if piece == (side, "king"):
            return square
    return None


def win_of(board: dict, side: str) -> str | None:
    if king_square(board, other(side)) is None:
        return "king taken"
    king = king_square(board, side)
    if king is not None and king[1] == (6 if side == BLUE else 0):
        return "try"
    return None


def step_board(state: State, source, target) -> dict | None:
    board = dict(state.cells)
    piece = board.get(source)
    if piece is None or piece[0] != state.mover:
        return None
    if target not in list(next_to(source)):
        return None
    there = board.get(target)
    if there is not None:
        if there[0] == state.mover:
            return None
        if piece[1] in ("king", "wall"):
            return None
        if there[1] == "wall":
            return None
        if there[1] != "king" and BEATS[piece[1]] != there[1]:
            return None
    del board[source]
    board[target] = piece
    return after_action(board, state.mover)


def wall_board(state: State, square) -> dict | None:
    board = dict(state.cells)
    if square in board:
        return None
    board[square] = (state.mover, "wall")
    return after_action(board, state.mover)


def steps_and_walls(state: State) -> list[tuple[str, dict]]:
    """Every legal step and wall with the board after it."""
    found = []
    if state.steps < 3:
        for source, (owner, _) in state.cells:
            if owner != state.mover:
                continue
            for target in next_to(source):
                board = step_board(state, source, target)
                if board is not None:
                    found.append((name(source) + "-" + name(target), board))
    walls = state.walls[0] if state.mover == BLUE else state.walls[1]
    if not state.wall_placed and walls > 0:
        for rank in range(7):
            for file in range(7):
                board = wall_board(state, (file, rank))
                if board is not None:
                    found.append(("W" + name((file, rank)), board))
    return found


def last_board(state: State, side: str):
    return state.last_blue if side == BLUE else state.last_red


def legal_actions(state: State) -> list[str]:
    if state.result is not None:
        return []
    moves = [action for action, _ in steps_and_walls(state)]
    acted = state.steps > 0 or state.wall_placed
    if acted:
        if last_board(state, state.mover) != state.cells or not moves:
            moves.append("end")
    elif not moves:
        moves.append("pass")
    return moves


def apply(state: State, action: str) -> State:
    """The state after a legal ``action`` (the caller checks it is in ``legal_actions``)."""
    mover = state.mover
    if action in ("end", "pass"):
        last = {BLUE: state.last_blue, RED: state.last_red}
        last[mover] = state.cells
        result = None
        if action == "pass" and state.last_was_pass:
            result = (None, "two passes")
        elif state.turn == 200:
            result = (None, "200 turns")
        return State(state.cells, state.walls, other(mover), 0, False, last[BLUE], last[RED], state.turn + 1,
                     action == "pass", result)
    if action.startswith("W"):
        board = wall_board(state, square_of(action[1:]))
        walls = (state.walls[0] - 1, state.walls[1]) if mover == BLUE else (state.walls[0], state.walls[1] - 1)
        state = replace(state, cells=freeze(board), walls=walls, wall_placed=True)
    else:
        source, target = action.split("-")
        board = step_board(state, square_of(source), square_of(target))
        state = replace(state, cells=freeze(board), steps=state.steps + 1)
    won = win_of(dict(state.cells), mover)
    return replace(state, result=(mover, won)) if won else state


def board_text(cells) -> str:
    """The board in the app's text form: blue upper case, red lower case, '.' empty."""
    board = dict(cells)
    text = ""
    for rank in range(7):
        for file in range(7):
            piece = board.get((file, rank))
            if piece is None:
                text += "."
            else:
                letter = LETTERS[piece[1]]
                text += letter.upper() if piece[0] == BLUE else letter
    return text


def text(state: State) -> str:
    """The state in the app's position text form (written here from its description)."""
    previous = ["-" if cells is None else board_text(cells) for cells in (state.last_blue, state.last_red)]
    turn = str(state.steps) + ("w" if state.wall_placed else "")
    if state.result == (None, "two passes"):
        passes = "pass-pass"
    else:
        passes = "pass" if state.last_was_pass else "-"
    return " ".join([board_text(state.cells), f"{state.walls[0]}/{state.walls[1]}", "B" if state.mover == BLUE else "R",
                     turn, *previous, str(state.turn), passes])


def perft(state: State, depth: int) -> int:
    if depth == 0 or state.result is not None:
        return 1
    return sum(perft(apply(state, action), depth - 1) for action in legal_actions(state))
