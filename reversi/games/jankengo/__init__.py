"""じゃんけんご (Janken Go): janken meets go on a 7x7 board; the engine and the computer.

Pure Python, standard library only, for CPython and Pyodide alike. The modules:
``board`` (the bare bitboards: what a step or a wall does), ``rules`` (the position,
the actions, notation and the text form), ``perft``, and the computer: ``tactics``
(the exact search for a win this turn), ``evaluation``, ``search`` (planning a whole
turn, in slices) and ``players`` (the five levels, ``Thinking``, ``choose_turn``).

>>> from reversi.games.jankengo import JankenGoPosition, Action
>>> JankenGoPosition.replay("d1-d2 Wd4 end").turn
<Color.WHITE: 'white'>
"""

from .players import LEVELS, Level, Thinking, choose_turn, level, random_turn
from .rules import (
    END,
    PASS,
    Action,
    End,
    Ending,
    IllegalMove,
    JankenGoPosition,
    Kind,
    NotationError,
    Outcome,
    Pass,
    Piece,
    SIDES,
    Side,
    Step,
    TranscriptError,
    Wall,
    format_transcript,
    parse_square,
    parse_transcript,
    side_name,
    square_name,
)

__all__ = [
    "LEVELS", "Level", "Thinking", "choose_turn", "level", "random_turn",
    "END", "PASS", "Action", "End", "Ending", "IllegalMove", "JankenGoPosition", "Kind", "NotationError",
    "Outcome", "Pass", "Piece", "SIDES", "Side", "Step", "TranscriptError", "Wall", "format_transcript", "parse_square",
    "parse_transcript", "side_name", "square_name",
]
