"""じゃんけんご perft: the number of action sequences of a given length, to check the
move generation.

Every action is one ply (a step, a wall, ``end``, ``pass``), and a game that ends before
the horizon (a try or a king taken mid-turn, two passes, the 200th turn) is one leaf.
From the start there are 42 actions: the 7 steps of the king and the hands onto rank 2
and 35 walls.

>>> from .rules import JankenGoPosition
>>> [perft(JankenGoPosition.initial(), depth) for depth in (0, 1, 2)]
[1, 42, 721]
>>> perft(JankenGoPosition.replay("d1-d2 d2-d3 d3-d4 end"), 1)      # red's first action
42

``python -m reversi.games.jankengo.perft DEPTH [TRANSCRIPT]`` prints the figures from
depth 1 to ``DEPTH`` with their times.
"""

from __future__ import annotations

import sys
import time

from .rules import JankenGoPosition


def perft(position: JankenGoPosition, depth: int) -> int:
    """The number of leaves ``depth`` plies below ``position``."""
    if depth < 1 or position.is_game_over():
        return 1
    children = position.successors()
    if depth == 1:
        return len(children)
    return sum(perft(child, depth - 1) for _, child in children)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or not args[0].isdigit():
        print("usage: python -m reversi.games.jankengo.perft DEPTH [TRANSCRIPT]", file=sys.stderr)
        return 2
    start = JankenGoPosition.replay(" ".join(args[1:]))
    for depth in range(1, int(args[0]) + 1):
        started = time.perf_counter()
        count = perft(start, depth)
        print(f"{depth} {count} {time.perf_counter() - started:.2f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
