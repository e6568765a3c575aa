"""Static evaluation of a じゃんけんご board, for the side that has just ended its turn
(the opponent moves next), in hundredths of a hand.

What counts, each as "own minus enemy" where it makes sense:

* **material:** a hand 100, a wall on the board 30, a wall in hand 40;
* **the kings' danger and the threats:** how many steps the nearest enemy hand needs to
  land on one's king through empty squares, and how many one's king needs to reach the
  enemy home rank; the enemy moves next, so within 3 steps is nearly lost, while one's
  own threats within 3 only force the enemy to answer;
* **the kings' groups' liberties:** a king's group with few empty neighbours can be
  surrounded (4 actions a turn fill up to 4 of them);
* **hands in reach:** a hand that an enemy hand beating it can reach next turn is
  likely lost;
* **the king's advance** toward the enemy home rank, and the **pressure** of one's
  hands: how close they are to the enemy king.

>>> from .board import START
>>> evaluate(START, 0, (5, 5)) == evaluate(START, 1, (5, 5))         # the start is symmetric
True
>>> dict(zip(FEATURES, features(START, 0, (5, 5))))
{'material': 0, 'enemy hand': -10, 'enemy try': -10, 'own hand': 5, 'own try': 5, 'own liberties': 0, 'enemy liberties': 0, 'hands in reach': 0, 'advance': 0, 'pressure': 0}
"""

from __future__ import annotations

from .board import BEATS, FULL, GOAL, KING, SIZE, WALL, Board, distance_to, group, neighbours, side_bits, squares

FEATURES = (
    "material",
    "enemy hand",  # the enemy's nearest hand can land on one's king next turn (by steps)
    "enemy try",  # the enemy king's steps to one's home rank
    "own hand",  # one's nearest hand to the enemy king
    "own try",  # one's king's steps to the enemy home rank
    "own liberties",  # danger from few liberties of one's king's group
    "enemy liberties",  # the same for the enemy king
    "hands in reach",  # own hands an enemy hand beating them can reach, minus the reverse
    "advance",  # ranks one's king has advanced minus the enemy king's
    "pressure",  # how close one's hands are to the enemy king, minus the reverse
)

REACH = 3
"""Steps a turn."""

NEAR = 6
"""Distances are looked for up to this many steps."""

_ENEMY_THREAT = (0, -2000, -2000, -2000, -120, -40, -10)
"""By the steps the enemy needs (index; 0 unused, past NEAR nothing): the enemy moves
next, so within 3 steps it wins unless the search sees otherwise."""
_OWN_THREAT = (0, 150, 150, 150, 60, 20, 5)
_OWN_LIBERTIES = (-2000, -400, -250, -90, -30)
"""By the liberties of one's king's group (0 to 4; more: nothing)."""
_ENEMY_LIBERTIES = (0, 120, 80, 40, 15)


def _distance_to(start: int, targets: int, passable: int, limit: int = NEAR) -> int:
    return distance_to(start, targets, passable, limit)


def features(board: Board, side: int, walls: tuple[int, int]) -> tuple[int, ...]:
    """The features (see ``FEATURES``) for ``side`` (0 blue, 1 red), already weighted."""
    own_base, enemy_base = 5 * side, 5 - 5 * side
    own, enemy = side_bits(board, side), side_bits(board, 1 - side)
    empty = FULL ^ (own | enemy)
    own_hands = board[own_base] | board[own_base + 1] | board[own_base + 2]
    enemy_hands = board[enemy_base] | board[enemy_base + 1] | board[enemy_base + 2]
    material = 100 * (own_hands.bit_count() - enemy_hands.bit_count())
    material += 30 * (board[own_base + WALL].bit_count() - board[enemy_base + WALL].bit_count())
    material += 40 * (walls[side] - walls[1 - side])
    own_king, enemy_king = board[own_base + KING], board[enemy_base + KING]
    enemy_hand = _ENEMY_THREAT[min(_distance_to(own_king, enemy_hands, empty), NEAR)] if own_king else -5000
    own_hand = _OWN_THREAT[min(_distance_to(enemy_king, own_hands, empty), NEAR)] if enemy_king else 5000
    enemy_try = _ENEMY_THREAT[min(_distance_to(enemy_king, GOAL[1 - side] & empty, empty), NEAR)] if enemy_king else 0
    own_try = _OWN_THREAT[min(_distance_to(own_king, GOAL[side] & empty, empty), NEAR)] if own_king else 0
    own_liberties = enemy_liberties = 0
    if own_king:
        count = (neighbours(group(own, own_king.bit_length() - 1)) & empty).bit_count()
        own_liberties = _OWN_LIBERTIES[count] if count < len(_OWN_LIBERTIES) else 0
    if enemy_king:
        count = (neighbours(group(enemy, enemy_king.bit_length() - 1)) & empty).bit_count()
        enemy_liberties = _ENEMY_LIBERTIES[count] if count < len(_ENEMY_LIBERTIES) else 0
    in_reach = 0
    for hand in range(3):
        beaten_by = board[enemy_base + (hand + 2) % 3]  # the enemy hand that beats ``hand``
        for square in squares(board[own_base + hand]):
            if _distance_to(1 << square, beaten_by, empty, REACH) <= REACH:
                in_reach -= 60
        prey = board[enemy_base + BEATS[hand]]
        if board[own_base + hand] and prey and _distance_to(board[own_base + hand], prey, empty, REACH) <= REACH:
            in_reach += 15
    advance = 0
    if own_king and enemy_king:
        own_rank = (own_king.bit_length() - 1) // SIZE
        enemy_rank = (enemy_king.bit_length() - 1) // SIZE
        advance = 8 * ((own_rank if side == 0 else SIZE - 1 - own_rank) - (SIZE - 1 - enemy_rank if side == 0 else enemy_rank))
    pressure = 0
    if own_king and enemy_king:
        enemy_square, own_square = enemy_king.bit_length() - 1, own_king.bit_length() - 1
        pressure = 4 * (sum(12 - _distance(square, enemy_square) for square in squares(own_hands))
                        - sum(12 - _distance(square, own_square) for square in squares(enemy_hands)))
    return (material, enemy_hand, enemy_try, own_hand, own_try, own_liberties, enemy_liberties, in_reach, advance,
            pressure)


def _distance(a: int, b: int) -> int:
    return abs(a % SIZE - b % SIZE) + abs(a // SIZE - b // SIZE)


def evaluate(board: Board, side: int, walls: tuple[int, int]) -> int:
    """How good ``board`` is for ``side`` (0 blue, 1 red), which has just ended its turn,
    with ``walls`` in hand (blue's, red's)."""
    return sum(features(board, side, walls))

