"""The errors of くにとり: the shared ones of ``reversi.base.sides`` (the very same
classes, so the shared screen and record code catch them alike), named here too.

>>> error = TranscriptError(3, "Pc3", "brown cannot place there")
>>> str(error), error.number, error.text, error.reason
("move 3 'Pc3': brown cannot place there", 3, 'Pc3', 'brown cannot place there')
>>> isinstance(error, NotationError), isinstance(error, ValueError), issubclass(IllegalMove, ValueError)
(True, True, True)
"""

from __future__ import annotations

from ...base.sides import IllegalMove, NotationError, TranscriptError

__all__ = ["IllegalMove", "NotationError", "TranscriptError"]
