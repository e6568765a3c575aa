"""How the text of a game (copy, paste, links: ``reversi.play.record``) depends on its
rules: each game's state class has a ``TEXT``, a ``Notation`` that says how a start
position other than the usual one is written before the moves and read back. And
``RecordError``, the error of a text that is no game, with what the page needs to say why.

>>> error = RecordError("illegal", number=4, text="c3")
>>> error.kind, error.params, str(error)
('illegal', {'number': 4, 'text': 'c3'}, "illegal {'number': 4, 'text': 'c3'}")
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


class RecordError(ValueError):
    """Text that is not a game. ``kind`` names the problem (a key of the catalogue's
    ``RECORD_ERRORS``) and ``params`` fill in its text:

    ``empty``; ``square`` or ``action`` (the game's ``Notation.unreadable``: the first
    entry that is not notation), ``illegal``, ``over`` with ``number`` (1-based) and
    ``text`` of the first move that fails, as the engine's ``replay`` reports it;
    ``board_length`` with ``count`` and ``squares`` (how many there should be);
    ``board_chars`` with ``chars`` (the characters a board uses); ``side``; ``token`` and
    any other kind a game's ``read_head`` raises for what follows its board.
    """

    game: str | None = None
    """The name of the game whose rules the text was read by (``reversi.play.record`` sets
    it): its catalogue words the error. None for a text that names no game at all (``game``)."""

    def __init__(self, kind: str, **params):
        super().__init__(kind, params)
        self.kind, self.params = kind, params

    def __str__(self) -> str:
        return f"{self.kind} {self.params}"


@dataclass(frozen=True)
class Notation:
    """What the text of a game depends on its rules for: the ``RecordError`` kind of an
    entry that is not notation (``unreadable``), the board's characters (character ->
    piece) and, as an error lists them, those the engine writes (``chars``); how the start
    position is written after the board (``write_head``: position -> its text) and read
    (``read_head``: the board text and the rest -> the start and the moves' text, raising
    RecordError); ``opens_position`` (text -> bool) tells a text that starts with a position
    from one that starts with a move, where the first character cannot (by default: the
    first character is one of ``board_chars``)."""

    unreadable: str
    board_chars: dict
    chars: str
    write_head: Callable
    read_head: Callable
    opens_position: Callable | None = None

    def starts_with_position(self, text: str) -> bool:
        """``text`` (not empty) begins with a start position rather than with a move.

        >>> Notation("square", {"X": 1, "-": 0}, "X -", str, None).starts_with_position("x-")
        True
        """
        if self.opens_position is not None:
            return self.opens_position(text)
        return text[0].upper() in self.board_chars
