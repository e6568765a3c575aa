"""The じゃんけんご board as bare bitboards: what a step or a wall does, for the rules,
perft and the search.

A board is a tuple of 10 ints: ``board[side * 5 + kind]`` is the bitboard of that
side's pieces of that kind (side 0 blue, 1 red; kinds ``GU``, ``CHOKI``, ``PA``,
``KING``, ``WALL``). Bit ``rank * 7 + file`` stands for a square: a1 = 0, g1 = 6,
a7 = 42, g7 = 48; blue's home rank is rank 1 (bits 0-6), red's rank 7. Boards are
values: equal boards are equal tuples (the ko rule compares them so).

>>> board = START
>>> after = step(board, 0, 3, 10)                   # blue's king d1-d2
>>> after[KING] == 1 << 10, after[5 + KING] == 1 << 45
(True, True)
>>> step(board, 0, 3, 2) is None                    # onto its own パー: never
True
>>> [(source, target) for source, target, _ in legal_steps(board, 0)][:3], len(legal_walls(board, 0))
([(0, 7), (1, 8), (2, 9)], 35)
"""

from __future__ import annotations

from ...base.bitboard import squares  # the squares of a bitboard, ascending (shared)

SIZE = 7
SQUARES = SIZE * SIZE
FULL = (1 << SQUARES) - 1
_FILE_A = sum(1 << rank * SIZE for rank in range(SIZE))
NOT_A = FULL & ~_FILE_A  # a piece there has a west neighbour
NOT_G = FULL & ~(_FILE_A << SIZE - 1)  # ... an east neighbour
RANKS = tuple(((1 << SIZE) - 1) << SIZE * rank for rank in range(SIZE))
"""``RANKS[r]``: the squares of rank ``r + 1``."""
GOAL = (RANKS[SIZE - 1], RANKS[0])
"""Where each side's king makes the try: the enemy's home rank (blue: rank 7, red: rank 1)."""

GU, CHOKI, PA, KING, WALL = range(5)
HANDS = (GU, CHOKI, PA)
BEATS = (CHOKI, PA, GU)
"""``BEATS[hand]``: the hand it beats (グー beats チョキ, チョキ beats パー, パー beats グー)."""

Board = tuple[int, ...]

HOME_ROW = (GU, CHOKI, PA, KING, PA, CHOKI, GU)
"""Each side's home rank, files a to g."""


def _start() -> Board:
    cells = [0] * 10
    for file, kind in enumerate(HOME_ROW):
        cells[kind] |= 1 << file
        cells[5 + kind] |= 1 << (SIZE - 1) * SIZE + file
    return tuple(cells)


START = _start()
"""The board at the start: each side's home rank full, the middle empty."""

ADJACENT = tuple(
    tuple(
        sorted(
            rank2 * SIZE + file2
            for rank2, file2 in ((rank - 1, file), (rank, file - 1), (rank, file + 1), (rank + 1, file))
            if 0 <= rank2 < SIZE and 0 <= file2 < SIZE
        )
    )
    for rank, file in (divmod(square, SIZE) for square in range(SQUARES))
)
"""The orthogonal neighbours of each square, in ascending order."""


def neighbours(bits: int) -> int:
    """The squares orthogonally next to a square of ``bits``."""
    return (bits << SIZE & FULL) | bits >> SIZE | (bits & NOT_G) << 1 | (bits & NOT_A) >> 1


def side_bits(board: Board, side: int) -> int:
    """All the pieces of ``side`` (0 blue, 1 red)."""
    base = 5 * side
    return board[base] | board[base + 1] | board[base + 2] | board[base + 3] | board[base + 4]


def kind_at(board: Board, side: int, square: int) -> int | None:
    """The kind of ``side``'s piece on ``square``, None if it has none there."""
    bit = 1 << square
    base = 5 * side
    for kind in range(5):
        if board[base + kind] & bit:
            return kind
    return None


def breathing(pieces: int, empty: int) -> int:
    """The pieces of ``pieces`` whose group (orthogonally connected pieces of ``pieces``)
    has an empty neighbour; the others are the groups without a liberty."""
    reached = pieces & neighbours(empty)
    while True:
        grown = reached | pieces & neighbours(reached)
        if grown == reached:
            return reached
        reached = grown


def group(pieces: int, square: int) -> int:
    """The group of ``pieces`` that holds ``square`` (0 if ``square`` is not in ``pieces``)."""
    reached = pieces & 1 << square
    while True:
        grown = reached | pieces & neighbours(reached)
        if grown == reached:
            return reached
        reached = grown


def distance_to(start: int, targets: int, passable: int, limit: int) -> int:
    """Steps from the square(s) ``start`` to the nearest of ``targets``, moving through
    ``passable`` squares (the targets need not be); ``limit + 1`` if farther than
    ``limit``."""
    reached = start
    for steps in range(1, limit + 1):
        ring = neighbours(reached) & ~reached
        if ring & targets:
            return steps
        reached |= ring & passable
        if not ring & passable:
            break
    return limit + 1


def settle(cells: list[int], side: int) -> Board | None:
    """What follows an action of ``side`` on the board ``cells`` (changed in place): every
    enemy group without an empty neighbour is removed (go capture), then the board, or
    None when one of ``side``'s groups has no empty neighbour (suicide: not allowed)."""
    own_base, enemy_base = 5 * side, 5 - 5 * side
    own = cells[own_base] | cells[own_base + 1] | cells[own_base + 2] | cells[own_base + 3] | cells[own_base + 4]
    enemy = cells[enemy_base] | cells[enemy_base + 1] | cells[enemy_base + 2] | cells[enemy_base + 3] | cells[enemy_base + 4]
    empty = FULL ^ (own | enemy)
    if enemy & ~neighbours(empty):  # some enemy piece has no empty neighbour: look at its group
        dead = enemy & ~breathing(enemy, empty)
        if dead:
            for index in range(enemy_base, enemy_base + 5):
                cells[index] &= ~dead
            empty |= dead
    if own & ~neighbours(empty) and own & ~breathing(own, empty):
        return None
    return tuple(cells)


def step(board: Board, side: int, source: int, target: int) -> Board | None:
    """The board after ``side`` steps its piece on ``source`` to the neighbouring
    ``target``, captures included; None when the rules forbid it (no own piece there,
    not a neighbour, a forbidden square, or suicide)."""
    if not 0 <= source < SQUARES or target not in ADJACENT[source]:
        return None
    kind = kind_at(board, side, source)
    if kind is None:
        return None
    cells = list(board)
    bit = 1 << target
    if side_bits(board, side) & bit:
        return None  # never onto an own piece
    victim = kind_at(board, 1 - side, target)
    if victim is not None:
        if kind >= KING or victim == WALL or victim != KING and BEATS[kind] != victim:
            return None  # the king and walls take nothing; nothing steps onto a wall; no tie, no loss
        cells[5 - 5 * side + victim] ^= bit  # a janken capture (the king too)
    cells[5 * side + kind] ^= 1 << source | bit
    return settle(cells, side)


def place(board: Board, side: int, square: int) -> Board | None:
    """The board after ``side`` places a wall on ``square``, captures included; None when
    the square is not empty or the wall would have no liberty (suicide)."""
    bit = 1 << square
    if not 0 <= square < SQUARES or (side_bits(board, 0) | side_bits(board, 1)) & bit:
        return None
    cells = list(board)
    cells[5 * side + WALL] |= bit
    return settle(cells, side)


def legal_steps(board: Board, side: int) -> list[tuple[int, int, Board]]:
    """``(source, target, board after)`` for every step ``side`` may take, by source then
    target square."""
    own_base, enemy_base = 5 * side, 5 - 5 * side
    own = side_bits(board, side)
    enemy = side_bits(board, 1 - side)
    found = []
    for source in squares(own):
        kind = kind_at(board, side, source)
        for target in ADJACENT[source]:
            bit = 1 << target
            if own & bit:
                continue
            cells = list(board)
            if enemy & bit:
                if kind >= KING:
                    continue
                victim = kind_at(board, 1 - side, target)
                if victim == WALL or victim != KING and BEATS[kind] != victim:
                    continue
                cells[enemy_base + victim] ^= bit
            cells[own_base + kind] ^= 1 << source | bit
            after = settle(cells, side)
            if after is not None:
                found.append((source, target, after))
    return found


def legal_walls(board: Board, side: int) -> list[tuple[int, Board]]:
    """``(square, board after)`` for every empty square where ``side`` may place a wall
    (walls in hand aside: the caller knows them)."""
    empty = FULL ^ (side_bits(board, 0) | side_bits(board, 1))
    found = []
    for square in squares(empty):
        cells = list(board)
        cells[5 * side + WALL] |= 1 << square
        after = settle(cells, side)
        if after is not None:
            found.append((square, after))
    return found


def won(board: Board, side: int) -> bool:
    """``side`` has won on ``board``: the enemy king is gone or its own king stands on
    the enemy's home rank (the try)."""
    return not board[5 - 5 * side + KING] or bool(board[5 * side + KING] & GOAL[side])
