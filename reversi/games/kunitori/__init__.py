"""くにとり ("Conquering is Stealing"): the rules and the computer opponent, in pure Python.

Modules, each one job: ``errors`` (the errors, shaped like the other games'), ``pieces``
(squares, sides, kinds, reach), ``actions`` (placements, gives, the pass and their
notation), ``rules`` (the immutable position and its text form).

>>> from reversi.games.kunitori import KunitoriPosition, parse_action
>>> KunitoriPosition.initial().play(parse_action("Gb2")).turn
<Side.BROWN: 'brown'>
"""

from .actions import PASS, Action, Give, Pass, Place, format_transcript, parse_action, parse_transcript
from .errors import IllegalMove, NotationError, TranscriptError
from .pieces import KINDS, Kind, Piece, Side, parse_square, square_name
from .rules import Decision, KunitoriPosition, Score

__all__ = [
    "KINDS", "PASS", "Action", "Decision", "Give", "IllegalMove", "Kind", "KunitoriPosition", "NotationError", "Pass",
    "Piece", "Place", "Score", "Side", "TranscriptError", "format_transcript", "parse_action", "parse_square",
    "parse_transcript", "square_name",
]
