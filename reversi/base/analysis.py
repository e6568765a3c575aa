"""What a game's ``analyser`` hook gives for one position of a record (see
``reversi.base.variant``): the value of every entry that can come next, from the point
of view of the side that makes it, all from one search, so that any two of them compare
(a move is never worth more than the best). The looking back with a coach
(``reversi.play.analysis``) asks it for each position of a game.

``Appraising`` runs a game's search of every move in slices, like the computer's
``Thinking``: ``step(nodes)`` or ``step(seconds=0.02)`` does about that much work and
returns whether it is done; then ``appraisal`` holds the values. The search must score
every root move (``Limits.all_moves``) and keep its last finished iteration (``Complete``):
its values then depend only on the position and the limits, never on the slicing.

>>> known = Appraising.known(Appraisal(((19, 4.0), (26, -2.0)), exact=True))
>>> known.step(seconds=0.02), known.appraisal.best, known.appraisal.value(26)
(True, (19, 4.0), -2.0)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .search import Result, Sliced


@dataclass(frozen=True)
class Appraisal:
    """``values``: ``(entry, value)`` for every entry that may come next, best first, the
    value being the final score (the game's own: a disc or piece difference) for the side
    that makes it, exact when ``exact``; empty when the game is over. ``nodes``: the work."""

    values: tuple[tuple[object, float], ...]
    exact: bool = False
    nodes: int = 0

    @property
    def best(self) -> tuple[object, float]:
        """``(entry, value)`` of a best entry."""
        return self.values[0]

    def value(self, entry) -> float:
        """The value of ``entry``; KeyError when it cannot come next."""
        for candidate, value in self.values:
            if candidate == entry:
                return value
        raise KeyError(entry)


class Complete(Sliced):
    """A ``Sliced`` search that ends on its last finished iteration: when its node budget
    runs out in the middle of one, the moves that iteration has seen are not mixed with
    those it has not (``Sliced`` would prefer a move the unfinished iteration proved)."""

    def _final_result(self) -> Result:
        return replace(self.result, nodes=self.nodes)


class Appraising:
    """The appraisal of one position in slices: ``search`` (a ``Complete`` search of every
    move of the position, already made) gives the values. See also ``known`` and ``forced``."""

    def __init__(self, search: Sliced, forced: tuple[object, int] | None = None):
        self._search, self._forced = search, forced
        self.appraisal: Appraisal | None = None
        self.done = False
        if search.done:
            self._finish()

    @classmethod
    def known(cls, appraisal: Appraisal) -> Appraising:
        """An appraisal known without searching (a finished game, a pass into one)."""
        appraising = cls.__new__(cls)
        appraising._search = None
        appraising.appraisal, appraising.done = appraisal, True
        return appraising

    @classmethod
    def forced(cls, search: Sliced, entry: object, sign: int) -> Appraising:
        """The only ``entry`` that may come next (a pass), valued ``sign`` times the best of
        ``search``, a search of the position after it (``-1`` when the other side moves
        there)."""
        return cls(search, (entry, sign))

    @property
    def nodes(self) -> int:
        """The work done so far."""
        return 0 if self._search is None else self._search.nodes

    def step(self, nodes: int | None = None, seconds: float | None = None) -> bool:
        """Search a slice more (see ``Sliced.step``); True once ``appraisal`` is ready."""
        if not self.done and self._search.step(nodes, seconds):
            self._finish()
        return self.done

    def run(self) -> Appraisal:
        """Search until done; the appraisal."""
        while not self.step(1 << 62):
            pass
        return self.appraisal

    def _finish(self) -> None:
        result = self._search.result
        if self._forced is not None:
            entry, sign = self._forced
            values = ((entry, sign * result.score),)
        else:
            values = result.scores or ((result.move, result.score),)
        self.appraisal = Appraisal(tuple(values), result.exact, result.nodes)
        self.done = True
