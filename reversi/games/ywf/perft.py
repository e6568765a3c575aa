"""YWF perft: count the action sequences of a given length, to check action generation.
A Pass is one action (it is legal only as the only action), and a finished game is one
leaf.

>>> [perft(YwfPosition.initial(), depth) for depth in (1, 2)]
[13, 116]
"""

from .rules import Node, YwfPosition, expand, is_over, node_targets


def perft(position: YwfPosition, depth: int) -> int:
    """The number of leaves ``depth`` actions below a YWF ``position``."""
    if depth < 1:
        return 1
    return _perft(position.node, depth)


def _perft(node: Node, depth: int) -> int:
    if is_over(node):
        return 1
    plays, changes = node_targets(node)
    if depth == 1:
        return (plays.bit_count() + changes.bit_count()) or 1  # or the Pass
    return sum(_perft(child, depth - 1) for _, child in expand(node, plays, changes))
