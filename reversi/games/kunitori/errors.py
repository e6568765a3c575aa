"""The errors of くにとり, with the same names, signatures and attributes as the other
games' (so the shared screen and record code can catch them alike).

>>> error = TranscriptError(3, "Pc3", "brown cannot place there")
>>> str(error), error.number, error.text, error.reason
("move 3 'Pc3': brown cannot place there", 3, 'Pc3', 'brown cannot place there')
>>> isinstance(error, NotationError), isinstance(error, ValueError), issubclass(IllegalMove, ValueError)
(True, True, True)
"""

from __future__ import annotations


class IllegalMove(ValueError):
    """An action that the rules do not allow in the position it was tried in."""


class NotationError(ValueError):
    """Text that is not a square, an action, a position or a transcript."""


class TranscriptError(NotationError):
    """A transcript that stops making sense at one action.

    ``number`` is the 1-based action number, ``text`` the action as written (or the
    characters that failed to read as one) and ``reason`` why, in a few words.
    """

    def __init__(self, number: int, text: str, reason: str):
        super().__init__(f"move {number} '{text}': {reason}")
        self.number, self.text, self.reason = number, text, reason
