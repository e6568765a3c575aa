"""Looking back at a game with a coach (ふりかえり): for each entry of a record, the best
move of its position and what each was worth, for any game whose ``Variant`` has an
``analyser`` (``reversi.base.analysis``); then the turning points (the moves clearly
worse than the best), each player's worst, and the values for an evaluation graph.

An ``Analysis`` is an immutable value for one record (``start`` and ``entries``, as in
``reversi.play.record``): one ``Point`` per turn once that turn is analysed, None
before. A turn is an entry, except in a game whose turn is several entries (its
``Variant.turn_ends``): there a point values the whole turn against the best turn of its
start, is numbered by its last entry and shows the key entry of each (``key_entry``). ``Analysing`` fills it in slices (``step(seconds=0.02)``, like the computer's
``Thinking``), the entries nearest the end first; its ``analysis`` can be shown at any
time, kept (``to_data``, ``from_data``: saved games and past games keep it) and analysed
on later from where it was left.

Values are the final score for the side that plays the entry, in the game's own terms (a
disc or piece difference: see each game's ``analysis``), exact where the game's analyser
solves the position (the default game with at most 14 empty squares), rounded to whole discs;
``loss`` is the best's value minus the played one's (never negative). A forced pass (an
entry of every game's record) is a point like any other (its loss is 0).

>>> from reversi import registry
>>> game = registry.variant("reversi").GAME
>>> start = game.RULES.parse("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X")
>>> analysing = Analysing(Analysis.of(start, game.parse_entries("h4g1")))   # 8 empty squares
>>> analysing.progress
(0, 2)
>>> while not analysing.step(seconds=0.02):
...     pass                                       # a page would let the browser breathe here
>>> analysis = analysing.analysis
>>> first = analysis.points[0]
>>> first.played_name, first.best_name, first.played_value, first.best_value, first.loss, first.exact
('h4', 'b8', 4, 10, 6, True)
>>> first.played_square, first.best_square                       # for the board: h4, b8
(31, 57)
>>> second = analysis.points[1]                     # white's g1 gives away 26 discs
>>> second.played_name, second.best_name, second.loss
('g1', 'h1', 26)
>>> [point.number for point in analysis.turning_points()], analysis.worst(second.color) == (second,)
([1, 2], True)
>>> analysis.series()                              # for black, at the start and after each move
(Value(black=10, exact=True), Value(black=4, exact=True), Value(black=30, exact=True))
>>> data = analysis.to_data()
>>> data
{'version': 2, 'points': [['b8', 10, 4, 1], ['h1', -4, -30, 1]]}
>>> Analysis.from_data(data, start, analysis.entries) == analysis
True
>>> Analysis.from_data({"version": 1, "points": [["a1", 10, 4, 1], None]}, start, analysis.entries).analysed
0
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from functools import cached_property
from typing import NamedTuple

from .. import registry
from ..base.replays import replayed, replaying
from ..base.search import SLICE_NODES
from ..base.sides import Color, TranscriptError
from ..base.slices import Pace, finish
from ..base.variant import Variant, by_turns, can_analyse, turn_ends

TURNING_EXACT, TURNING_ESTIMATE = Variant.TURNING
"""The disc games' turning points (``Variant.TURNING``'s default). A move is a turning point
when an exact analysis finds it ``TURNING_EXACT`` discs (or more) worse than the best move of
its position: a clear mistake, not a slip of a disc or two; for an estimate (the search's
guess of the final score, which is a few discs off), ``TURNING_ESTIMATE``: a larger gap, so
that a mark is nearly always a real mistake. Measured on the default game (all the moves of
20 positions of the games in ``tests/unit/games/reversi/games.txt`` with 15 or 16 empty
squares, against their exact values; of 40 positions with 20 to 50, against a search 16
times as long): 84% and 96% of the moves an estimate finds 8 or more worse are 6 or more
worse, 91% and 99% are 3 or more worse; a threshold of 6 would mark more real mistakes but
be wrong about one mark in five to eight (`bench/analysis.py --thresholds` measures it
again)."""

WORST = 3
"""How many turning points of each player the review lists first (「ここが おしかった!」)."""

VERSION = 2
"""The version of ``to_data``'s form: a point for each entry of the record (every pass one;
version 1, read too, had one for each entry of the transcript); data of another version is
dropped."""


class Value(NamedTuple):
    """A point of the evaluation graph: the expected final score for black, ``exact`` or
    an estimate."""

    black: int
    exact: bool


@dataclass(frozen=True)
class Point:
    """The analysis of one entry: its 1-based ``number`` in the record, the ``color`` that
    played it, the entry ``played`` and a ``best`` one of its position (the played one
    when it is as good), the values of both for that colour, ``exact`` or estimated, and
    both in notation (``played_name``, ``best_name``: ``f4``, ``+e5``, ``pass``);
    ``least``: the least loss of a turning point, exact and estimated (the game's
    ``Variant.TURNING``)."""

    number: int
    color: Color
    played: object
    best: object
    played_value: int
    best_value: int
    exact: bool
    played_name: str
    best_name: str
    turn: tuple = ()
    """In a game of turns, the entries of the turn played (ending with entry ``number``;
    ``played`` is its key entry); empty otherwise."""
    better: tuple = ()
    """In a game of turns, the entries of the best turn (``best`` is its key entry)."""
    least: tuple[int, int] = (TURNING_EXACT, TURNING_ESTIMATE)

    @property
    def before(self) -> int:
        """How many entries come before the turn (ここからうつ goes there)."""
        return self.number - max(1, len(self.turn))

    @property
    def played_square(self) -> int | None:
        """The square of the move played (None for a pass), for the board."""
        return getattr(self.played, "square", self.played)

    @property
    def best_square(self) -> int | None:
        """The square of the best move (None for a pass): where the board shows it."""
        return getattr(self.best, "square", self.best)

    @property
    def loss(self) -> int:
        """How much better the best move would have been (0 for a best move)."""
        return self.best_value - self.played_value

    @property
    def turning(self) -> bool:
        """A turning point: the loss reaches ``least`` (by default ``TURNING_EXACT`` when
        exact, ``TURNING_ESTIMATE`` when estimated)."""
        return self.loss >= self.least[0 if self.exact else 1]


@dataclass(frozen=True)
class Analysis:
    """The analysis of the record ``entries`` from ``start``: ``points``, one per entry,
    None where not analysed yet. See the module's documentation."""

    start: object
    entries: tuple
    points: tuple[Point | None, ...]

    @classmethod
    def of(cls, start, entries) -> Analysis:
        """Nothing analysed yet of the record ``entries`` from ``start`` (the passes it
        forces written in; raises TranscriptError when it is not a record)."""
        entries, _ = _written(start, tuple(entries))
        return cls(start, entries, (None,) * len(_ends(start, entries)))

    @cached_property
    def ends(self) -> tuple[int, ...]:
        """The number of entries up to the end of each turn (of each point)."""
        return _ends(self.start, self.entries)

    def point_at(self, at: int) -> Point | None:
        """The point of the turn that ends with the position after ``at`` entries, if
        analysed (None too when no turn ends there)."""
        index = self._index.get(at)
        return None if index is None else self.points[index]

    @cached_property
    def _index(self) -> dict[int, int]:
        return {end: index for index, end in enumerate(self.ends)}

    @property
    def analysed(self) -> int:
        """How many entries are analysed."""
        return sum(point is not None for point in self.points)

    @property
    def complete(self) -> bool:
        return None not in self.points

    def turning_points(self) -> tuple[Point, ...]:
        """The turning points analysed so far, in the order of the game."""
        return tuple(point for point in self.points if point is not None and point.turning)

    def worst(self, color: Color, count: int = WORST) -> tuple[Point, ...]:
        """The ``count`` turning points of ``color`` that lost the most, the largest loss
        first (the earlier of equal ones)."""
        mine = [point for point in self.turning_points() if point.color is color]
        return tuple(sorted(mine, key=lambda point: -point.loss)[:count])

    def series(self) -> tuple[Value | None, ...]:
        """The evaluation graph: at the start and after each entry (``len(entries) + 1``
        values), the final score black can expect; None where not analysed. After a turn
        it is the played turn's value, at the start the best of the first turn's position;
        in the middle of a turn (in a game of turns), the value at its start."""
        if not self.entries:
            return (None,)
        values: list[Value | None] = [None] * (len(self.entries) + 1)

        def value(point: Point, amount: int) -> Value:
            return Value(amount if point.color.index == 0 else -amount, point.exact)  # the first side's view

        if self.points and self.points[0] is not None:
            values[0] = value(self.points[0], self.points[0].best_value)
        for point in self.points:
            if point is not None:
                values[point.number] = value(point, point.played_value)
        last = self.ends[-1] if self.ends else 0
        for start, end in (*zip((0, *self.ends), self.ends), (last, len(self.entries) + 1)):  # (an unfinished turn last)
            values[start + 1 : end] = [values[start]] * (end - start - 1)
        return tuple(values)

    def with_point(self, point: Point) -> Analysis:
        """This analysis with ``point`` (of entry ``point.number``)."""
        points = list(self.points)
        points[self._index[point.number]] = point
        return replace(self, points=tuple(points))

    def rebase(self, start, entries) -> Analysis:
        """The analysis of the record ``entries`` from ``start`` keeping what this one knows
        of it: the points of the entries whose record up to them is the same (after undo
        and a different move, the moves before it). A valid record, as in ``of``."""
        entries = tuple(entries)
        if start == self.start and entries == self.entries:
            return self
        fitted = Analysis.of(start, entries)
        same = 0  # how many entries both records begin with
        if start == self.start:
            while same < min(len(entries), len(self.entries)) and entries[same] == self.entries[same]:
                same += 1
        kept = [self.point_at(end) if end <= same else None for end in fitted.ends]
        return replace(fitted, points=tuple(kept))

    # -- kept with the game ------------------------------------------------------------

    def to_data(self) -> dict:
        """A compact form for JSON: ``{"version": VERSION, "points": [...]}``, one item per
        turn, ``null`` or ``[best, best value, played value, exact (1 or 0)]`` (the best
        entry, or turn, in notation); the record itself is kept beside it."""
        game = registry.variant_of(self.start).GAME
        points = [
            None if point is None else [
                game.format_entries(point.better) if point.better else game.entry_name(point.best),
                point.best_value, point.played_value, int(point.exact)
            ]
            for point in self.points
        ]
        return {"version": VERSION, "points": points}

    @classmethod
    def from_data(cls, data, start, entries) -> Analysis:
        """The analysis ``to_data`` made of the record ``entries`` from ``start`` (a valid
        record as its transcript reads: the passes it forces are written in). Never raises
        for bad data: anything that is not such a form, of this version or the one before,
        is dropped (nothing analysed), and so is each point that is not one of this record
        (a best that is no legal move, values out of range, a loss below zero). ``reading``
        does it in slices.

        Version 1 had a point for each entry of the transcript: where a record's passes
        were left out of the transcript, its points are spread over the written record, a pass
        unanalysed.

        >>> from reversi import registry
        >>> Game = registry.variant(registry.DEFAULT).GAME
        >>> entries = Game.parse_entries("d3c3e6d2d1e1b2c1d6")             # black passes before d6
        >>> old = {"version": 1, "points": [None] * 8 + [["d6", 1, 1, 0]]}
        >>> [point and point.played_name for point in Analysis.from_data(old, Game.RULES.initial(), entries).points][-3:]
        [None, None, 'd6']
        """
        return finish(cls.reading(data, start, entries))

    @classmethod
    def reading(cls, data, start, entries, seconds: float | None = None):
        """``from_data`` as a generator that yields each time ``seconds`` of work are done,
        if given (a page lets the browser breathe then: a long game's record and each
        point's best turn are replayed), and returns the analysis."""
        yield from replaying(start, tuple(entries), seconds)
        entries, counts = _written(start, tuple(entries))
        positions = replayed(start, entries)
        analysis = Analysis.of(start, entries)
        version = data.get("version") if isinstance(data, dict) else None
        items = data.get("points") if version in (1, VERSION) else None
        if isinstance(items, list) and version == 1 and len(items) < len(counts):
            spread = [None] * len(entries)
            for count, item in zip(counts, items):
                spread[count] = item
            items = spread[: counts[len(items) - 1] + 1] if items else []
        if not isinstance(items, list) or len(items) > len(analysis.points):
            items = []
        variant, points, pace = registry.variant_of(start), [], Pace(seconds)
        for index, item in enumerate(items):
            points.append(_read_point(variant, positions, entries, analysis.ends, index, item))
            yield from pace.pause()
        return replace(analysis, points=(*points, *analysis.points[len(points) :]))


def _ends(start, entries: tuple) -> tuple[int, ...]:
    return turn_ends(registry.variant_of(start), start, entries)


def _written(start, entries: tuple) -> tuple[tuple, tuple[int, ...]]:
    """The record ``entries`` with the passes it forces written in, and where each count of
    ``entries`` leads in it (``Screen.written_counts``), from its replayed positions."""
    game = registry.variant_of(start).GAME
    return game.written_counts(entries, start, replayed(start, entries))


def _turn(ends: tuple, index: int) -> tuple[int, int]:
    """``(first, end)``: the entries of turn ``index`` are ``entries[first:end]``."""
    return (ends[index - 1] if index else 0), ends[index]


def _point(variant, positions: tuple, entries: tuple, ends: tuple, index: int, best, best_value: int,
           played_value: int, exact: bool) -> Point:
    """The ``Point`` of turn ``index``; ``best`` (an entry, or in a game of turns a turn)
    becomes the played one when it is worth as much."""
    first, end = _turn(ends, index)
    grouped = by_turns(variant)
    played = entries[first:end] if grouped else entries[first]
    if played_value >= best_value:
        best, best_value = played, played_value
    name = variant.GAME.entry_name
    color = positions[end].turn.opponent if not grouped else positions[first].turn
    least = variant.TURNING
    if not grouped:
        names = name(played), name(best)
        return Point(end, color, played, best, played_value, best_value, exact, *names, least=least)
    keys = variant.key_entry(positions[first], played), variant.key_entry(positions[first], best)
    names = (name(keys[0]), name(keys[1]))
    return Point(end, color, *keys, played_value, best_value, exact, *names, tuple(played), tuple(best), least)


def _read_point(variant, positions: tuple, entries: tuple, ends: tuple, index: int, item) -> Point | None:
    """The point ``to_data`` wrote for turn ``index``, or None when it is not one."""
    game = variant.GAME
    if not isinstance(item, list) or len(item) != 4:
        return None
    name, best_value, played_value, exact = item
    limit = game.RULES.SIZE * game.RULES.SIZE
    if not isinstance(name, str) or any(type(value) is not int or abs(value) > limit for value in item[1:3]):
        return None
    if exact not in (0, 1) or type(exact) is not int or best_value < played_value:
        return None
    grouped = by_turns(variant)
    first, end = _turn(ends, index)
    try:
        best = tuple(game.parse_entries(name))
        position = positions[first]
        if not best or not grouped and len(best) != 1:
            return None
        *_, after = type(position).replay_steps(list(best), position)  # legal there (TranscriptError if not)
    except TranscriptError:
        return None
    if grouped and _ends(position, best) != (len(best),):  # a whole turn
        return None
    played = entries[first:end] if grouped else (entries[first],)
    if best == played and best_value != played_value:
        return None
    return _point(variant, positions, entries, ends, index, best if grouped else best[0], best_value, played_value,
                  bool(exact))


class Analysing:
    """Analysing a record in slices, the entries nearest the end first (the game's
    ``analyser`` for the position of each entry not analysed yet): ``step(nodes)`` or
    ``step(seconds=0.02)`` does about that much work and returns True once every entry is
    analysed (or the analysis was cancelled). Meanwhile ``analysis`` holds what is known,
    ``progress`` how far it is. The values do not depend on the slices: each position is
    searched within a node budget, alone.

    Starting from an ``Analysis`` that knows some points analyses only the others; a game
    without an ``analyser`` is done at once (nothing analysed)."""

    def __init__(self, analysis: Analysis):
        self.analysis = analysis
        variant = registry.variant_of(analysis.start)
        self._variant = variant
        self._positions = replayed(analysis.start, analysis.entries)  # (the kept positions: no replay)
        self._grouped = by_turns(variant)
        self._todo = [index for index, point in enumerate(analysis.points) if point is None]  # last first: pop()
        if not can_analyse(variant):
            self._todo = []
        self._current = None  # (index, the game's Appraising)
        self.cancelled = False

    @property
    def done(self) -> bool:
        return not self._todo

    @property
    def progress(self) -> tuple[int, int]:
        """``(turns analysed, turns)``: 「しらべちゅう 23/58」."""
        return self.analysis.analysed, len(self.analysis.points)

    def cancel(self) -> None:
        """Stop: ``analysis`` keeps what is known, ``done`` is True."""
        self._todo, self._current, self.cancelled = [], None, True

    def step(self, nodes: int | None = None, seconds: float | None = None) -> bool:
        """Analyse ``nodes`` more nodes, or for ``seconds``, or both (whichever ends the
        slice first), by default ``SLICE_NODES`` nodes; True once done. A slice may run a
        little past its end (as a search's does)."""
        if nodes is None and seconds is None:
            nodes = SLICE_NODES
        started = time.perf_counter()
        while self._todo:
            left = None if seconds is None else seconds - (time.perf_counter() - started)
            if left is not None and left <= 0 or nodes is not None and nodes <= 0:
                return False
            if self._current is None:
                index = self._todo[-1]
                first, end = _turn(self.analysis.ends, index)
                played = self.analysis.entries[first:end] if self._grouped else self.analysis.entries[first]
                self._current = index, self._variant.analyser(self._positions[first], played)
            index, appraising = self._current
            before = appraising.nodes
            finished = appraising.step(nodes, left)
            if nodes is not None:
                nodes -= appraising.nodes - before
            if finished:
                self.analysis = self.analysis.with_point(self._point(index, appraising.appraisal))
                self._todo.pop()
                self._current = None
        return True

    def run(self) -> Analysis:
        """Analyse to the end; the analysis."""
        while not self.step(1 << 62):
            pass
        return self.analysis

    def _point(self, index: int, appraisal) -> Point:
        analysis = self.analysis
        entries, ends = analysis.entries, analysis.ends
        best, best_value = appraisal.best
        first, end = _turn(ends, index)
        played_value = round(appraisal.value(entries[first:end] if self._grouped else entries[first]))
        return _point(self._variant, self._positions, entries, ends, index, best, round(best_value), played_value,
                      appraisal.exact)
