"""Tic-tac-toe's exact results (``reversi.base.contract.AnalysisModule``): ``solve`` by the
computer's search to the end. It has no coach (its ``VARIANT`` names no ``ANALYSER``).

>>> from .game import Position
>>> solve(Position.initial()), solve(Position.replay("a1b1b2c1c3"))
('best a1 draw', 'game over black wins')
"""

from ...base.search import Limits
from ...base.sides import square_name
from .game import SIZE, Position
from .players import Search


def solve(position: Position) -> str:
    """The best square and the result with best play: ``best b2 draw``, ``best c3 black
    wins``; ``game over white wins`` once over."""
    if position.is_game_over():
        winner = position.winner()
        return f"game over {winner.value + ' wins' if winner else 'draw'}"
    result = Search(position, Limits()).run()
    outcome = "draw" if result.score == 0 else f"{(position.turn if result.score > 0 else position.turn.opponent).value} wins"
    return f"best {square_name(result.move, SIZE)} {outcome}"
