"""くにとり perft: the number of action sequences of a given length, to check move
generation (``python -m reversi perft --game kunitori N``).

Every legal action is one ply: each placement, each distinct give, the pass. Pieces of
the same kind are one choice, and a game that ends before the horizon is one leaf.

>>> from .rules import KunitoriPosition
>>> [perft(KunitoriPosition.initial(), depth) for depth in (0, 1, 2)]
[1, 60, 1163]
>>> perft(KunitoriPosition.parse("---/---/--- w - - - - -"), 3)    # both hands empty: over
1
"""

from __future__ import annotations

from .rules import KunitoriPosition, Node, expand, is_over


def perft(position: KunitoriPosition, depth: int) -> int:
    """The number of leaves ``depth`` actions below ``position`` (see the module's docstring)."""
    return node_perft(position.node, depth)


def node_perft(node: Node, depth: int) -> int:
    """``perft`` of a ``rules.Node``."""
    if depth == 0 or is_over(node):
        return 1
    children = expand(node)
    if depth == 1:
        return len(children)
    return sum(node_perft(child, depth - 1) for _, child in children)


START_FIGURES = {1: 60, 2: 1_163, 3: 20_138, 4: 334_868, 5: 4_688_284}
"""``perft(KunitoriPosition.initial(), depth)`` up to the depth that takes a few seconds
in CPython (1.3 s for depth 5; depths 1 to 4 agree with the tests' plain second
implementation of the rules). Deeper: 6 -> 63,371,496 (17 s), 7 -> 697,879,812 (3.4 min)."""
