"""Whether a side can win within the actions left of a turn, and how: the exact search
the computer uses to never miss a win and to see the opponent's.

``find_win`` tries every order of the remaining steps and wall (a depth-first search
over the actions of one turn, positions met twice looked at once) and returns the
first line of actions that wins: a try, or the enemy king taken by janken or by
surrounding. Two things keep it small, and neither can miss a win:

* **bounds:** before going deeper it checks that a win is still possible with what is
  left: the king needs a way to the enemy home rank, and a hand a way to the enemy
  king, no longer than the steps left, over squares that are empty, one's own (they
  may step aside), enemy pieces that might be captured this turn (see below) or, for
  a hand, enemy hands it beats; surrounding the king's group needs
  a different own piece on each of its empty neighbours at the end (each at least its
  distance from the nearest own piece away, one of them may be the wall). The king's
  group can only shrink in one's own turn, and only by janken captures of its hands:
  for each set of them the hands can reach, the captures' steps plus the same count
  for the empty neighbours of what is left around the king (a capturing hand may go on
  from the square it took);
* **walls next to the enemy only:** a wall placed on a square with no enemy piece next
  to it takes nothing and surrounds nothing; when it only matters after stepping on,
  placing it later where it arrives does the same one step cheaper, and when it never
  moves it only blocks one's own way. So only squares next to an enemy piece are tried;
  the last action of all is only looked for among those that can win at once.

>>> from .board import START
>>> find_win(START, 0, 3, True) is None                   # nothing wins from the start
True
>>> from .rules import JankenGoPosition, parse_square
>>> cells = ["."] * 49
>>> cells[parse_square("d1")], cells[parse_square("e5")], cells[parse_square("d7")] = "K", "P", "k"
>>> board = JankenGoPosition.parse("".join(cells) + " 5/5 B").board
>>> [str(action) for action in find_win(board, 0, 3, True)]   # blue's パー is 3 steps from the king
['e5-d5', 'd5-d6', 'd6-d7']
"""

from __future__ import annotations

from itertools import combinations

from .board import (
    ADJACENT,
    BEATS,
    FULL,
    GOAL,
    KING,
    SIZE,
    Board,
    distance_to,
    group,
    legal_steps,
    neighbours,
    place,
    side_bits,
    squares,
    step,
    won,
)
from .rules import Step, Wall

NODE_LIMIT = 200_000
"""A safety net: past this many positions the search gives up (returns None as if
there were no win). No position met in testing came near it."""


class Budget:
    """Counts the positions a search looks at (the computer's unit of work): ``nodes``
    so far, and ``pause_at``, where a search in slices pauses."""

    __slots__ = ("nodes", "pause_at")

    def __init__(self):
        self.nodes = 0
        self.pause_at = float("inf")


def distance(a: int, b: int) -> int:
    """Steps between two squares on an empty board."""
    return abs(a % SIZE - b % SIZE) + abs(a // SIZE - b // SIZE)


def _king(board: Board, side: int) -> int:
    bits = board[5 * side + KING]
    return bits.bit_length() - 1


def possible(board: Board, side: int, steps_left: int, wall: bool) -> bool:
    """False when ``side`` certainly cannot win with ``steps_left`` steps and (if
    ``wall``) one wall more; see the module's docstring."""
    if not steps_left + wall:
        return False
    own_base, enemy_base = 5 * side, 5 - 5 * side
    enemy_king = _king(board, 1 - side)
    own = side_bits(board, side)
    enemy = side_bits(board, 1 - side)
    empty = FULL ^ (own | enemy)
    rings = _rings(own, steps_left)
    # hand_rings[hand][k]: the squares at most k steps from one of our hands of that kind
    hand_rings = [_rings(board[own_base + hand], steps_left) for hand in range(3)]
    if steps_left:
        king = board[own_base + KING]
        near_goal = king and _rings(king, steps_left)[steps_left] & GOAL[side]
        near_king = any(hand_ring[steps_left] >> enemy_king & 1 for hand_ring in hand_rings)
        if near_goal or near_king:  # on an empty board: is there a way on this one?
            way = empty | own | _removable(board, side, enemy, empty, rings, hand_rings, steps_left, wall)
            if near_goal and distance_to(king, GOAL[side] & way, way, steps_left) <= steps_left:
                return True
            for hand in range(3):
                hands = board[own_base + hand]
                if (hand_rings[hand][steps_left] >> enemy_king & 1
                        and distance_to(1 << enemy_king, hands, way | board[enemy_base + BEATS[hand]], steps_left) <= steps_left):
                    return True
    king_group = group(enemy, enemy_king)
    if _fill_cost(neighbours(king_group) & empty, rings, steps_left, wall) <= steps_left:
        return True
    cuts = []  # (square, steps): the hands of the king's group our hands beating them can reach
    for hand in range(3) if steps_left else ():
        targets = board[enemy_base + BEATS[hand]] & king_group & hand_rings[hand][steps_left]
        for target in squares(targets):
            cuts.append((target, next(k for k in range(1, steps_left + 1) if hand_rings[hand][k] >> target & 1)))
    for count in range(1, min(steps_left, len(cuts)) + 1):
        for chosen in combinations(cuts, count):
            cost = max(count, *(cost for _, cost in chosen))
            taken = sum(1 << target for target, _ in chosen)
            rest = group(enemy & ~taken, enemy_king)
            liberties = neighbours(rest) & empty
            if cost + _fill_cost(liberties, _rings(own | taken, steps_left), steps_left, wall) <= steps_left:
                return True
    return False


def _removable(board: Board, side: int, enemy: int, empty: int, rings: list[int], hand_rings: list[list[int]],
               steps_left: int, wall: bool) -> int:
    """The enemy pieces that might be captured this turn (a superset): the groups whose
    empty neighbours the remaining actions could all fill, and those with a hand that a
    hand of ours beating it can reach (a cut might change everything)."""
    enemy_base = 5 - 5 * side
    prey = 0
    for hand in range(3):
        prey |= board[enemy_base + BEATS[hand]] & hand_rings[hand][steps_left]
    found = 0
    rest = enemy
    while rest:
        low = rest & -rest
        pieces = group(enemy, low.bit_length() - 1)
        rest &= ~pieces
        if pieces & prey or _fill_cost(neighbours(pieces) & empty, rings, steps_left, wall) <= steps_left:
            found |= pieces
    return found


def _rings(seeds: int, steps_left: int) -> list[int]:
    """``rings[k]``: the squares at most ``k`` steps from a square of ``seeds``."""
    rings = [seeds]
    for _ in range(steps_left):
        rings.append(rings[-1] | neighbours(rings[-1]))
    return rings


def _fill_cost(liberties: int, rings: list[int], steps_left: int, wall: bool) -> int:
    """At least how many steps filling every square of ``liberties`` takes (a different
    own piece must end on each; with ``wall``, one of them may be the wall placed
    there); more than ``steps_left`` when it cannot be done."""
    cost = largest = 0
    left = liberties
    for k in range(1, steps_left + 1):
        ring = left & rings[k]
        if ring:
            cost += k * ring.bit_count()
            largest = k
            left &= ~ring
    if left:
        cost += (steps_left + 1) * left.bit_count()
        largest = steps_left + 1
    return cost - largest if wall else cost


def _wall_squares(board: Board, side: int) -> list[int]:
    """Empty squares next to an enemy piece: the only walls worth trying (see above)."""
    empty = FULL ^ (side_bits(board, 0) | side_bits(board, 1))
    return squares(neighbours(side_bits(board, 1 - side)) & empty)


def _finishing(board: Board, side: int, steps_left: int, wall: bool):
    """``(action, board after)`` of the single actions that win at once (the search's
    last action): the king onto the enemy home rank, a hand onto the enemy king, a
    step or wall into the last liberty of the king's group, a janken capture of one of
    its hands."""
    own_base, enemy_base = 5 * side, 5 - 5 * side
    own, enemy = side_bits(board, side), side_bits(board, 1 - side)
    empty = FULL ^ (own | enemy)
    enemy_king = _king(board, 1 - side)
    king_group = group(enemy, enemy_king)
    liberties = neighbours(king_group) & empty
    found = []
    if steps_left:
        wanted = GOAL[side] if board[own_base + KING] else 0
        wanted |= 1 << enemy_king | (liberties if liberties.bit_count() == 1 else 0)
        wanted |= king_group & (board[enemy_base] | board[enemy_base + 1] | board[enemy_base + 2])
        for source in squares(own & neighbours(wanted)):
            for target in ADJACENT[source]:
                if wanted >> target & 1:
                    after = step(board, side, source, target)
                    if after is not None:
                        found.append((Step(source, target), after))
    if wall and liberties.bit_count() == 1:
        square = liberties.bit_length() - 1
        after = place(board, side, square)
        if after is not None:
            found.append((Wall(square), after))
    return found


def find_win(board: Board, side: int, steps_left: int, wall: bool, budget: Budget | None = None) -> list | None:
    """A line of actions (``Step``/``Wall``) with which ``side`` (0 blue, 1 red) wins
    on ``board`` within ``steps_left`` steps and, if ``wall``, one wall; None if there
    is none. ``budget`` counts the positions looked at."""
    steps = win_steps(board, side, steps_left, wall, Budget() if budget is None else budget)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value


def win_steps(board: Board, side: int, steps_left: int, wall: bool, budget: Budget, limit: int = NODE_LIMIT):
    """``find_win`` as a generator that pauses (yields) whenever ``budget.nodes`` reaches
    ``budget.pause_at``; its return value is the line or None. It gives up (None) after
    ``limit`` positions."""
    give_up = budget.nodes + limit
    seen: set = set()
    own_base = 5 * side

    def search(board: Board, steps_left: int, wall: bool):
        key = (board, steps_left, wall)
        if key in seen or budget.nodes >= give_up:
            return None
        seen.add(key)
        budget.nodes += 1
        if budget.nodes >= budget.pause_at:
            yield
        if not possible(board, side, steps_left, wall):
            return None
        if steps_left + wall == 1:
            for action, after in _finishing(board, side, steps_left, wall):
                budget.nodes += 1
                if won(after, side):
                    return [action]
            return None
        children = []
        if steps_left:
            enemy_king = _king(board, 1 - side)
            king = board[own_base + KING]
            for source, target, after in legal_steps(board, side):
                if won(after, side):
                    budget.nodes += 1
                    return [Step(source, target)]
                if king >> source & 1:
                    order = abs(target // SIZE - (SIZE - 1) * (1 - side)) - abs(source // SIZE - (SIZE - 1) * (1 - side))
                else:
                    order = distance(target, enemy_king) - distance(source, enemy_king)
                children.append((order, Step(source, target), after, steps_left - 1, wall))
        if wall:
            for square in _wall_squares(board, side):
                after = place(board, side, square)
                if after is not None:
                    if won(after, side):
                        budget.nodes += 1
                        return [Wall(square)]
                    children.append((0, Wall(square), after, steps_left, False))
        children.sort(key=lambda child: child[0])
        for _, action, after, steps, wall_left in children:
            line = yield from search(after, steps, wall_left)
            if line is not None:
                return [action, *line]
        return None

    if not board[5 - 5 * side + KING] or won(board, 1 - side):
        return None
    return (yield from search(board, steps_left, wall))
