"""Scores for the search, in hundredths of a point, from the side to move's point of view.

``final_score`` is the exact result of a finished game: 100 a point of difference (lines
won plus pieces received), and on equal points +50 for the side with fewer pieces on
the board (the tie-break), -50 for the other, 0 for a draw. So a win on points beats a
win on the tie-break, which beats a draw.

``evaluate`` guesses the final score of a game that goes on: a weighted sum of
``features`` with weights for the number of pieces left in both hands (``WEIGHTS``,
fitted by ``bench/kunitori_tune.py`` to the exact results of solved positions).

>>> from .rules import KunitoriPosition
>>> end = KunitoriPosition.parse("KRB/gs-/--- b - - - - -")      # white: rank 1 and file c
>>> final_score(end.node)                                         # brown (rank 2) to move
-100
>>> final_score(KunitoriPosition.parse("K-r/---/--- w - - - -").node)     # a draw
0
>>> fewer = KunitoriPosition.parse("K--/---/-rb w - - p -")   # 2 lines + 1 received, 3 lines
>>> final_score(fewer.node), fewer.score().decided_by        # white wins with fewer pieces
(50, <Decision.PIECES: 'pieces'>)
>>> late = KunitoriPosition.parse("K-r/-B*-/g-- b KN GL - -")      # brown to move: its view
>>> {name: value for name, value in zip(FEATURES, features(late.node)) if value}
{'constant': 1, 'targets': 4, 'hand_G': 1, 'hand_L': 1, 'opp_hand_K': 1, 'opp_hand_N': 1}
"""

from __future__ import annotations

from .pieces import LETTERS, LINES, SQUARES
from .rules import Node, hand_size, line_points

FEATURES = (
    "constant", "lines", "received", "tie_break", "pieces", "strong_lines", "targets",
    *(f"hand_{letter}" for letter in LETTERS), *(f"opp_hand_{letter}" for letter in LETTERS),
)
"""What ``evaluate`` weighs, from the side to move: ``lines`` won minus lost as the board
stands; ``received`` pieces minus the opponent's; ``tie_break`` +1 with fewer pieces on
the board, -1 with more; ``pieces`` on the board minus the opponent's; ``strong_lines``
led by two pieces or more, minus the opponent's; ``targets``: squares the mover may place
on (restriction 1 and step 1); ``hand_K`` .. ``hand_P`` and ``opp_hand_K`` ..
``opp_hand_P``: the pieces of each kind in each hand (what a hand can still do, and how
tightly its pieces will restrict the other side)."""

WEIGHTS: tuple[tuple[int, ...], ...] = (
    (-135, 14, 100, 11, 57, -18, 37, -45, -51, 46, -28, 8, -48, 29, 88, 21, 33, -33, -4, -1, 27, -1, -42),  # 0
    (122, 19, 100, 4, 53, -8, 36, -19, -33, 31, -10, 24, -56, 10, 52, 14, 44, -14, 14, -14, 90, -40, -94),  # 1
    (-135, 14, 100, 11, 57, -18, 37, -45, -51, 46, -28, 8, -48, 29, 88, 21, 33, -33, -4, -1, 27, -1, -42),  # 2
    (122, 19, 100, 4, 53, -8, 36, -19, -33, 31, -10, 24, -56, 10, 52, 14, 44, -14, 14, -14, 90, -40, -94),  # 3
    (-135, 14, 100, 11, 57, -18, 37, -45, -51, 46, -28, 8, -48, 29, 88, 21, 33, -33, -4, -1, 27, -1, -42),  # 4
    (141, -6, 100, -1, 65, -11, 34, -32, -31, 21, -16, 24, -34, -3, 71, 41, 41, -57, 28, -4, 70, -34, -86),  # 5
    (-139, 4, 100, 1, 47, -12, 30, -52, -63, 60, -44, 24, -46, 23, 99, 47, 29, -34, 35, -7, 4, -11, -64),  # 6
    (148, -12, 100, 13, 80, -27, 29, -43, -53, 43, -33, 15, -13, 11, 73, 55, 42, -44, 37, -14, 48, -36, -88),  # 7
    (-160, -3, 100, 5, 53, -18, 29, -59, -61, 45, -39, 22, -37, 35, 93, 49, 49, -49, 39, 8, -6, -24, -66),  # 8
    (152, -3, 100, 11, 46, -8, 24, -50, -48, 38, -27, 4, -3, 11, 76, 60, 40, -48, 35, -14, 38, -31, -79),  # 9
    (-154, 12, 100, 3, 18, -6, 22, -56, -56, 42, -33, 14, -39, 32, 96, 66, 43, -44, 37, -1, 0, -27, -73),  # 10
    (152, -3, 100, 11, 46, -8, 24, -50, -48, 38, -27, 4, -3, 11, 76, 60, 40, -48, 35, -14, 38, -31, -79),  # 11
    (-154, 12, 100, 3, 18, -6, 22, -56, -56, 42, -33, 14, -39, 32, 96, 66, 43, -44, 37, -1, 0, -27, -73),  # 12
    (152, -3, 100, 11, 46, -8, 24, -50, -48, 38, -27, 4, -3, 11, 76, 60, 40, -48, 35, -14, 38, -31, -79),  # 13
    (-154, 12, 100, 3, 18, -6, 22, -56, -56, 42, -33, 14, -39, 32, 96, 66, 43, -44, 37, -1, 0, -27, -73),  # 14
    (152, -3, 100, 11, 46, -8, 24, -50, -48, 38, -27, 4, -3, 11, 76, 60, 40, -48, 35, -14, 38, -31, -79),  # 15
    (-154, 12, 100, 3, 18, -6, 22, -56, -56, 42, -33, 14, -39, 32, 96, 66, 43, -44, 37, -1, 0, -27, -73),  # 16
)
"""``WEIGHTS[pieces left in both hands]`` (the number after each row): the weight of each of
``FEATURES``, in hundredths of a point."""

_LINE_FEATURES: dict[int, tuple[int, int]] = {}
_HAND_VALUES: dict[tuple[int, int], tuple[tuple[int, ...], int]] = {}


def final_score(node: Node) -> int:
    """The result of a finished game (see the module's docstring)."""
    own, opp = node[1], node[2]
    points = line_points(own, opp) + node[7]
    if points:
        return 100 * points
    mine, theirs = own.bit_count(), opp.bit_count()
    return 50 * ((mine < theirs) - (mine > theirs))


def _lines(own: int, opp: int) -> tuple[int, int]:
    """``(lines, strong_lines)`` of a board."""
    key = own << SQUARES | opp
    found = _LINE_FEATURES.get(key)
    if found is None:
        strong = 0
        for line in LINES:
            lead = (own & line).bit_count() - (opp & line).bit_count()
            strong += (lead >= 2) - (lead <= -2)
        found = _LINE_FEATURES[key] = (line_points(own, opp), strong)
    return found


def _hands(hand: int, opp_hand: int) -> tuple[tuple[int, ...], int]:
    """The weights of the stage of two ``Node`` hands and what the hands' pieces add to
    ``evaluate`` (the constant included)."""
    key = (hand, opp_hand)
    found = _HAND_VALUES.get(key)
    if found is None:
        counts = _counts(hand) + _counts(opp_hand)
        weights = WEIGHTS[min(sum(counts), len(WEIGHTS) - 1)]
        found = _HAND_VALUES[key] = (weights, weights[0] + sum(w * c for w, c in zip(weights[_FIRST_KIND:], counts)))
    return found


def _counts(hand: int) -> tuple[int, ...]:
    return tuple(hand >> 4 * index & 15 for index in range(len(LETTERS)))


_FIRST_KIND = FEATURES.index("hand_K")


def features(node: Node) -> tuple[int, ...]:
    """The values of ``FEATURES`` for a node."""
    own, opp = node[1], node[2]
    lines, strong = _lines(own, opp)
    mine, theirs = own.bit_count(), opp.bit_count()
    return (
        1, lines, node[7], (mine < theirs) - (mine > theirs), mine - theirs, strong, node[4].bit_count(),
        *_counts(node[5]), *_counts(node[6]),
    )


def stage(node: Node) -> int:
    """The pieces left in both hands (at most 16): which ``WEIGHTS`` apply."""
    return min(hand_size(node[5]) + hand_size(node[6]), len(WEIGHTS) - 1)


def evaluate(node: Node) -> int:
    """A guess at the final score of a game that goes on: the dot product of ``WEIGHTS``
    and ``features`` (the hands' part cached)."""
    own, opp = node[1], node[2]
    weights, value = _hands(node[5], node[6])
    lines, strong = _lines(own, opp)
    mine, theirs = own.bit_count(), opp.bit_count()
    return (
        value + weights[1] * lines + weights[2] * node[7] + weights[3] * ((mine < theirs) - (mine > theirs))
        + weights[4] * (mine - theirs) + weights[5] * strong + weights[6] * node[4].bit_count()
    )
