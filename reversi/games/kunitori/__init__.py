"""くにとり ("Conquering is Stealing"): the rules and the computer opponent, in pure Python.

Modules, each one job: ``errors`` (the errors, shaped like the other games'), ``pieces``
(squares, sides, kinds, reach), ``actions`` (placements, gives, the pass and their
notation), ``rules`` (the immutable position, its text form and the score), ``perft``
(counting action sequences), ``evaluation`` (the search's scores), ``search`` (the
sliced alpha-beta search and exact solve) and ``players`` (the five levels).

>>> from reversi.games.kunitori import KunitoriPosition, parse_action
>>> KunitoriPosition.initial().play(parse_action("Gb2")).turn
<Side.BROWN: 'brown'>
>>> import random
>>> choose_action(KunitoriPosition.initial(), 3, random.Random(1)) in KunitoriPosition.initial().legal_actions()
True
"""

from .actions import PASS, Action, Give, Pass, Place, format_transcript, parse_action, parse_transcript
from .errors import IllegalMove, NotationError, TranscriptError
from .pieces import KINDS, Kind, Piece, Side, parse_square, square_name
from .perft import perft
from .players import LEVELS, Level, Thinking, choose_action, level
from .rules import Decision, KunitoriPosition, Score
from .search import Limits, Result, Search

__all__ = [
    "KINDS", "LEVELS", "PASS", "Action", "Decision", "Give", "IllegalMove", "Kind", "KunitoriPosition", "Level",
    "Limits", "NotationError", "Pass", "Piece", "Place", "Result", "Score", "Search", "Side", "Thinking",
    "TranscriptError", "choose_action", "format_transcript", "level", "parse_action", "parse_square",
    "parse_transcript", "perft", "square_name",
]
