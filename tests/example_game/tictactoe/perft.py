"""Tic-tac-toe perft: the sequences of ``depth`` marks, a finished game one leaf.

>>> from .game import Position
>>> [perft(Position.initial(), depth) for depth in (1, 2, 3)]
[9, 72, 504]
"""

from .game import Position


def perft(position: Position, depth: int) -> int:
    if depth < 1 or position.is_game_over():
        return 1
    return sum(perft(position.play(square), depth - 1) for square in position.legal_actions())
