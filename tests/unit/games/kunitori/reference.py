"""A deliberately plain second implementation of the くにとり rules, for checking the engine.

It shares no code with ``reversi/`` and was written from ``shared/rules/kunitori.md``
alone. Nothing is fast or clever on purpose: every rule is an obvious loop.

A square is a name like ``'b2'``; the board is a dict from every name to None or a
``Cell`` (owner ``'white'``/``'brown'``, piece letter, face-up or not). A state also holds
both hands and both received lists (lists of letters), the side to move and the kinds of
every action so far (``'place'``, ``'give'``, ``'pass'``). An action is a string in the
rules' notation: ``'Gb2'``, ``'giveR'``, ``'pass'``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

FILES = "abc"
RANKS = "123"
NAMES = [f + r for r in RANKS for f in FILES]  # a1 b1 c1 a2 .. c3
LETTERS = "KRBGSNLP"
WHITE, BROWN = "white", "brown"

# Moves seen from the owner: (sideways, forward). "line" pieces go on to the edge.
STEPS = {
    "K": [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)],
    "G": [(0, 1), (-1, 1), (1, 1), (-1, 0), (1, 0), (0, -1)],
    "S": [(0, 1), (-1, 1), (1, 1), (-1, -1), (1, -1)],
    "N": [(-1, 2), (1, 2)],
    "P": [(0, 1)],
}
LINES = {"R": [(0, 1), (0, -1), (1, 0), (-1, 0)], "B": [(1, 1), (1, -1), (-1, 1), (-1, -1)], "L": [(0, 1)]}


@dataclass
class Cell:
    owner: str
    letter: str
    face_up: bool


@dataclass
class State:
    board: dict
    hands: dict
    received: dict
    side: str
    history: list = field(default_factory=list)


def other(side: str) -> str:
    return BROWN if side == WHITE else WHITE


def start() -> State:
    return State({name: None for name in NAMES}, {WHITE: list(LETTERS), BROWN: list(LETTERS)},
                 {WHITE: [], BROWN: []}, WHITE, [])


def copy(state: State) -> State:
    board = {name: None if cell is None else Cell(cell.owner, cell.letter, cell.face_up) for name, cell in state.board.items()}
    return State(board, {s: list(h) for s, h in state.hands.items()}, {s: list(r) for s, r in state.received.items()},
                 state.side, list(state.history))


def reach(owner: str, letter: str, square: str) -> list[str]:
    """The squares a piece reaches, white's forward being towards rank 3."""
    forward = 1 if owner == WHITE else -1
    f, r = FILES.index(square[0]), RANKS.index(square[1])
    found = []
    if letter in STEPS:
        for side_step, forward_step in STEPS[letter]:
            nf, nr = f + side_step, r + forward_step * forward
            if 0 <= nf < 3 and 0 <= nr < 3:
                found.append(FILES[nf] + RANKS[nr])
    else:
        for side_step, forward_step in LINES[letter]:
            nf, nr = f + side_step, r + forward_step * forward
            while 0 <= nf < 3 and 0 <= nr < 3:
                found.append(FILES[nf] + RANKS[nr])
                nf, nr = nf + side_step, nr + forward_step * forward
    return found


def face_up_square(state: State):
    for name, cell in state.board.items():
        if cell is not None and cell.face_up:
            return name
    return None


def game_over(state: State) -> bool:
    if not state.hands[WHITE] and not state.hands[BROWN]:
        return True
    return len(state.history) >= 2 and state.history[-1] in ("give", "pass") and state.history[-2] in ("give", "pass")


def can_place(state: State, letter: str, square: str) -> bool:
    cell = state.board[square]
    if cell is not None and cell.face_up:  # step 1
        return False
    up = face_up_square(state)
    last_was_pass = bool(state.history) and state.history[-1] in ("give", "pass")
    if up is not None and state.board[up].owner != state.side and not last_was_pass:  # restriction 1
        if square not in reach(state.board[up].owner, state.board[up].letter, square=up):
            return False
    return len(reach(state.side, letter, square)) > 0  # restriction 2


def legal_actions(state: State) -> list[str]:
    """Every legal action, sorted."""
    if game_over(state):
        return []
    hand = state.hands[state.side]
    if not hand:
        return ["pass"]
    places = sorted({letter + name for letter in hand for name in NAMES if can_place(state, letter, name)})
    if places:
        return places
    return sorted({"give" + letter for letter in hand})


def apply(state: State, action: str) -> State:
    """The state after ``action`` (assumed legal)."""
    new = copy(state)
    me = state.side
    if action == "pass":
        new.history.append("pass")
    elif action.startswith("give"):
        new.hands[me].remove(action[4])
        new.received[other(me)].append(action[4])
        new.history.append("give")
    else:
        letter, square = action[0], action[1:]
        new.hands[me].remove(letter)
        for cell in new.board.values():
            if cell is not None:
                cell.face_up = False
        new.board[square] = Cell(me, letter, True)
        new.history.append("place")
    new.side = other(me)
    return new


def score(state: State) -> dict:
    """Points per side, lines per side (names '1'-'3' rows, 'a'-'c' columns), pieces, the
    winner (None for a draw) and whether points, pieces or nothing decided it."""
    lines = {WHITE: [], BROWN: []}
    groups = [("1", [f + "1" for f in FILES]), ("2", [f + "2" for f in FILES]), ("3", [f + "3" for f in FILES]),
              ("a", ["a" + r for r in RANKS]), ("b", ["b" + r for r in RANKS]), ("c", ["c" + r for r in RANKS])]
    for line_name, names in groups:
        count = {WHITE: 0, BROWN: 0}
        for name in names:
            if state.board[name] is not None:
                count[state.board[name].owner] += 1
        if count[WHITE] > count[BROWN]:
            lines[WHITE].append(line_name)
        elif count[BROWN] > count[WHITE]:
            lines[BROWN].append(line_name)
    points = {s: len(lines[s]) + len(state.received[s]) for s in (WHITE, BROWN)}
    pieces = {s: sum(1 for c in state.board.values() if c is not None and c.owner == s) for s in (WHITE, BROWN)}
    if points[WHITE] > points[BROWN]:
        winner, how = WHITE, "points"
    elif points[BROWN] > points[WHITE]:
        winner, how = BROWN, "points"
    elif pieces[WHITE] < pieces[BROWN]:
        winner, how = WHITE, "pieces"
    elif pieces[BROWN] < pieces[WHITE]:
        winner, how = BROWN, "pieces"
    else:
        winner, how = None, "draw"
    return {"lines": lines, "points": points, "pieces": pieces, "winner": winner, "how": how}


def perft(state: State, depth: int) -> int:
    if depth == 0 or game_over(state):
        return 1
    return sum(perft(apply(state, action), depth - 1) for action in legal_actions(state))
