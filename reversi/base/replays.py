"""The positions of a record, remembered: a record's positions are a pure function of its
start and its entries, and the page asks for those of the game on screen again at each
change that leaves its record as it was (a hint, the opponent, a review) or adds an entry
to it (a move). The last few records replayed are kept, so that such a game replays
nothing, or only the entries its record adds to one of them.

>>> from reversi import registry
>>> Game = registry.variant(registry.DEFAULT).GAME
>>> start, entries = Game.RULES.initial(), Game.parse_entries("f5d6c3")
>>> _kept.clear()                                       # (nothing remembered yet)
>>> positions = finish(replaying(start, entries))
>>> len(positions), positions[0] == start, positions[-1] == Game.from_record(entries).position
(4, True, True)
>>> finish(replaying(start, entries)) is positions     # remembered
True
>>> sum(1 for _ in replaying(start, entries + Game.parse_entries("d3"), seconds=0))   # only d3 is replayed
1
>>> replayed(start, entries + Game.parse_entries("c3"))
Traceback (most recent call last):
...
reversi.base.sides.TranscriptError: move 4 'c3': white cannot play there
"""

from __future__ import annotations

import itertools

from .sides import TranscriptError
from .slices import Pace, finish

KEEP = 4000
"""How many positions are kept in all: those of the records asked for latest (a long game's,
and the coach's short turns, which must not push it out)."""


class _Kept(dict):
    """(start, entries) -> positions, the latest asked for last, ``KEEP`` positions at most
    in all (the oldest go first)."""

    size = 0

    def take(self, key) -> tuple | None:
        positions = self.pop(key, None)
        self.size -= len(positions or ())
        return positions

    def keep(self, key, positions: tuple) -> None:
        self[key] = positions
        self.size += len(positions)
        while self.size > KEEP and len(self) > 1:
            self.take(next(iter(self)))

    def clear(self) -> None:
        super().clear()
        self.size = 0


_kept = _Kept()


def replaying(start, entries: tuple, seconds: float | None = None):
    """The positions of the record ``entries`` from ``start`` (``start``, then the one after
    each entry), as a generator that yields each time ``seconds`` of replaying are done
    (``base.slices``) and returns them. Only the entries after the longest record kept that
    begins this one (``LOOKED_AT``) are replayed. Raises TranscriptError (the rules'
    ``replay_steps``) for entries that are no record from ``start``."""
    entries = tuple(entries)
    key = (start, entries)
    positions = _kept.take(key)
    if positions is None:
        positions = list(_longest_beginning(start, entries))
        done, pace = len(positions) - 1, Pace(seconds)
        try:
            for position in type(start).replay_steps(list(entries[done:]), positions[-1]):
                positions.append(position)
                yield from pace.pause()
        except TranscriptError as error:  # (numbered from the first entry replayed)
            raise TranscriptError(error.number + done, error.text, error.reason) from None
        positions = tuple(positions)
    _kept.keep(key, positions)
    return positions


LOOKED_AT = 8
"""How many of the records kept latest a new record may continue (the game on screen is
asked for at every change, so it is among them; the coach's many short turns are not
looked through on each new one)."""


def _longest_beginning(start, entries: tuple) -> tuple:
    """The positions of the longest record kept from ``start`` among the latest
    ``LOOKED_AT`` that begins ``entries`` (``(start,)`` when there is none)."""
    found = (start,)
    for (kept_start, kept_entries), positions in itertools.islice(reversed(_kept.items()), LOOKED_AT):
        count = len(kept_entries)
        if len(found) <= count <= len(entries) and kept_start == start and entries[:count] == kept_entries:
            found = positions
    return found


def replayed(start, entries: tuple) -> tuple:
    """``replaying`` at once."""
    return finish(replaying(start, entries))
