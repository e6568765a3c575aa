"""じゃんけんご (Janken Go): janken meets go on a 7x7 board; the engine and the computer.

Pure Python, standard library only, for CPython and Pyodide alike. The modules:
``board`` (the bare bitboards: what a step or a wall does), ``rules`` (the position,
the actions, notation and the text form), ``perft``.

>>> from reversi.games.jankengo import JankenGoPosition, Action
>>> JankenGoPosition.replay("d1-d2 Wd4 end").turn
<Side.RED: 'red'>
"""

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
    Side,
    Step,
    TranscriptError,
    Wall,
    format_transcript,
    parse_square,
    parse_transcript,
    square_name,
)

__all__ = [
    "END", "PASS", "Action", "End", "Ending", "IllegalMove", "JankenGoPosition", "Kind", "NotationError",
    "Outcome", "Pass", "Piece", "Side", "Step", "TranscriptError", "Wall", "format_transcript", "parse_square",
    "parse_transcript", "square_name",
]
