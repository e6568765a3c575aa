"""Tic-tac-toe's computer (``reversi.base.contract.PlayersModule``): a negamax ``Search`` over
every square, run in slices as ``reversi.base.search`` describes (``step``), and five levels
(``reversi.base.players``) from a child's random marks to perfect play.

>>> import random
>>> from .game import Position
>>> best(Position.replay("a1b2a2"), 5, random.Random(1))    # O must block a3
'a3'
>>> best(Position.replay("a1b1b2c1"), 5, random.Random(1))  # X wins on c3
'c3'
"""

from __future__ import annotations

import random

from ...base.players import Level, Thinking, level
from ...base.search import CLOCK, SLICE_NODES, Limits, Result
from ...base.sides import square_name
from .game import LINES, MARKS, SIZE, Position


class Search:
    """Negamax to ``limits.depth`` marks (memoised: the same result however sliced),
    deepening one mark at a time until ``limits`` stop it; ``result`` is that of the last
    depth completed. A win is worth 1 plus the free squares left (the sooner the better), a
    draw 0, a position not searched to its end how many more lines its side could still
    fill than the other's, a tenth each."""

    def __init__(self, position: Position, limits: Limits):
        self.position, self.limits = position, limits
        self.nodes, self.seconds, self.result = 0, 0.0, Result(None, 0.0)
        self.done = position.is_game_over()
        self._table: dict = {}
        self._steps = self._deepening()

    def step(self, nodes: int | None = None, seconds: float | None = None) -> bool:
        """Search ``nodes`` more nodes, or for ``seconds`` (by default ``SLICE_NODES``
        nodes); True once the search is over."""
        started, until = CLOCK(), self.nodes + (nodes if nodes is not None else SLICE_NODES if seconds is None else 1 << 62)
        while not self.done and self.nodes < until:
            self.done = next(self._steps, True) is True
            spent = CLOCK() - started
            if seconds is not None and spent >= seconds:
                break
            if self.limits.seconds is not None and self.seconds + spent >= self.limits.seconds:
                self.done = True
        self.seconds += CLOCK() - started
        return self.done

    def run(self) -> Result:
        while not self.step(1 << 62):
            pass
        return self.result

    def _deepening(self):
        empties = self.position.board.count("-")
        for depth in range(1, min(self.limits.depth, empties) + 1):
            scores = []
            for square in self.position.legal_actions():
                value = yield from self._value(self.position.play(square), depth - 1)
                scores.append((square, -value))
                if self.limits.nodes is not None and self.nodes >= self.limits.nodes:
                    return
            scores.sort(key=lambda item: -item[1])
            self.result = Result(scores[0][0], scores[0][1], depth, depth >= empties, self.nodes, tuple(scores))

    def _value(self, position: Position, depth: int):
        """The value of ``position`` for its side to move, ``depth`` marks deep: known, or
        searched (a generator that yields after each node: the slices pause there)."""
        key = position.board, min(depth, position.board.count("-"))  # (the board tells whose turn it is)
        value = self._table.get(key)
        if value is None:
            value = self._table[key] = yield from self._negamax(position, depth)
        return value

    def _negamax(self, position: Position, depth: int):
        self.nodes += 1
        yield
        if position.winner() is not None:  # the side that just marked won
            return -(1 + position.board.count("-"))
        if position.is_game_over():
            return 0
        if depth == 0:
            return (_open_lines(position, position.turn) - _open_lines(position, position.turn.opponent)) / 10
        value = -INFINITY
        for square in position.legal_actions():
            value = max(value, -(yield from self._value(position.play(square), depth - 1)))
        return value


INFINITY = 100


def _open_lines(position: Position, color) -> int:
    """The lines with no mark of ``color``'s opponent."""
    opponent = MARKS[color.opponent]
    return sum(all(position.board[square] != opponent for square in line) for line in LINES)


LEVELS = (
    Level(1, Limits(depth=1), temperature=2.0, margin=3.0, random_share=0.6),
    Level(2, Limits(depth=2), temperature=1.0, margin=2.0, random_share=0.3),
    Level(3, Limits(depth=3), temperature=0.5, margin=1.0),
    Level(4, Limits(depth=5)),
    Level(5, Limits(depth=SIZE * SIZE)),
)
"""The levels, weakest first (``reversi.base.screen.LEVEL_IDS``): the weakest mark anywhere
more than half the time, the strongest never loses."""


class TicTacToeThinking(Thinking):
    SEARCH = Search


def thinking(position: Position, level_id: int, rng: random.Random) -> TicTacToeThinking:
    return TicTacToeThinking(position, level(level_id, LEVELS), rng)


def best(position: Position, level_id: int, rng: random.Random) -> str:
    if position.is_game_over():
        return "game over"
    return square_name(thinking(position, level_id, rng).run(), SIZE)
