"""The game as the screen shows it, for any rules: a position plus what the player sees
around it, and the game's record.

Follows sections 1-4 and 7 of the system spec: board, turn, status, the squares a tap
acts on, the hint level, the preview of a move under full hints, automatic passes and
the end of the game. Every value is immutable: an intent (``tap``, ``cycle_hint``,
``restart``) returns a new state, or the same object when the intent changes nothing.

A game also keeps the moves that ``undo`` took back (``ahead``: ``redo`` plays them
again; a different move drops them, which the last move's ``dropped`` reports) and,
while the player looks back at a game move by move, a ``Review`` (the board shows
``shown``; taps do nothing until the player leaves the review or plays on from it).

All of this lives in ``Screen``, which each game's state subclasses with its own
fields and hooks (``reversi.games.<name>.game``); the page and the records treat every
game alike through it (``actions``, ``record``, ``undo`` ... ``from_record``).

>>> Hint.NONE.next, Hint.FULL.next
(<Hint.PLACES: 'places'>, <Hint.NONE: 'none'>)
>>> Opponent(Color.WHITE, 1).color.opponent
<Color.BLACK: 'black'>
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from typing import ClassVar

from .replays import replayed, replaying
from .sides import Color, Sides
from .slices import Pace, finish


class Hint(enum.Enum):
    """The hint level, cycled by the おしえて! button: none, legal squares, full hints."""

    NONE = "none"
    PLACES = "places"
    FULL = "full"

    @property
    def next(self) -> Hint:
        order = list(Hint)
        return order[(order.index(self) + 1) % len(order)]


class Status(enum.Enum):
    """Where the game stands: being played, a pass just happened, or decided."""

    PLAYING = "playing"
    PASSED = "passed"
    OVER = "over"


LEVEL_IDS = (1, 2, 3, 4, 5)
"""The computer's levels, weakest first: those of every game (its ``players.LEVELS``)
have these ids, which is all the page and the saved games need to know of them before
the computer first thinks."""


@dataclass(frozen=True)
class Opponent:
    """The computer plays ``color`` at strength ``level`` (one of ``LEVEL_IDS``, see ``players``)."""

    color: Color
    level: int


@dataclass(frozen=True)
class Review:
    """Looking back at a game: ``at`` of its ``actions`` (from ``start``) are on the board.
    ``actions`` are the record's entries (every pass one).

    ``own`` is True when the game is the live game's own record (its actions and those
    ahead), False for another game (one from the list of past games).
    """

    start: Sides
    actions: tuple
    at: int
    own: bool = True


@dataclass(frozen=True)
class Screen:
    """What the screen's state is for any rules, and its record: a frozen dataclass whose
    fields every game shares are declared here once (``position``, ``start``, ``actions``,
    ``hint``, ``preview``, ``opponent``, ``last``, ``ahead``, ``review``); a game adds
    its own after them (the picks of a half-made action: ``PICKS``).

    The record is a tuple of *entries*: what the game's transcript writes one by one (a
    square, an action), every pass an entry (``PASS``) whether or not the transcript
    writes it (a transcript may leave them out: ``from_record`` and ``written`` put
    back the ones it forces). ``actions`` is what has been played, ``ahead`` what undo took back.

    What a subclass provides is declared in ``reversi.base.contract.ScreenHooks``.
    """

    position: object
    start: object
    actions: tuple = ()
    hint: Hint = Hint.NONE
    preview: int | None = None
    opponent: Opponent | None = None
    last: object = field(default=None, compare=False)
    """What the last action did, for the page to animate and announce (a game's own record
    of it, with ``passed``: the side that had to pass right after, and ``dropped``: how
    many entries ahead it replaced)."""
    ahead: tuple = ()
    review: Review | None = None

    PICKS: ClassVar[tuple[str, ...]] = ()
    """The fields (a game's own) holding the picks of a half-made action; see ``pick``."""
    PREVIEWS = True
    """Under full hints the first tap on an option previews the action (``tap``)."""

    @staticmethod
    def counts_of(position) -> tuple[int, ...]:
        """What the scoreboard counts in ``position`` (``counts``): by default its pieces,
        ``position.counts()``."""
        return position.counts()

    @classmethod
    def new(cls, rules: type | None = None):
        """The initial state: the starting position of ``rules`` (by default ``RULES``),
        black to move, no hints."""
        start = (rules or cls.RULES).initial()
        return cls(position=start, start=start)

    @classmethod
    def from_record(cls, entries, hint: Hint = Hint.NONE, start=None, opponent: Opponent | None = None, ahead=()):
        """Replay ``entries`` from ``start`` (or the initial position), nothing picked;
        ``ahead`` are further entries kept for redo. The passes that the entries force are made (and recorded,
        where the record writes them) as in play, so the entries may leave out those at
        the end (from a start where the side to move must pass, that pass too, where passes
        are entries).

        Raises TranscriptError naming the first entry (of ``entries`` then ``ahead``) that
        is not legal: a bad record changes nothing.
        """
        return finish(cls.loading(entries, hint, start, opponent, ahead))

    @classmethod
    def loading(cls, entries, hint: Hint = Hint.NONE, start=None, opponent: Opponent | None = None, ahead=(), seconds=None):
        """``from_record`` as a generator that yields each time ``seconds`` of work are done,
        if given (``base.slices``: a page replays a long record in slices), and returns the
        game. The record is replayed once (``base.replays``), then played.

        >>> from reversi import registry
        >>> Game = registry.variant(registry.DEFAULT).GAME
        >>> entries = Game.parse_entries("f5d6c3")
        >>> finish(Game.loading(entries, seconds=0)) == Game.from_record(entries)
        True
        >>> sum(1 for _ in Game.loading(entries, seconds=0))    # a slice after each action played (replayed before)
        3
        """
        entries, ahead = tuple(entries), tuple(ahead)
        start = cls.RULES.initial() if start is None else start
        positions = yield from replaying(start, entries + ahead, seconds)
        record, counts = cls.written_counts(entries + ahead, start, positions)
        game, pace = cls(position=start, start=start, ahead=record), Pace(seconds)
        while len(game.actions) < counts[len(entries)]:
            game = game._act(game.ahead[0])  # from ahead: none is dropped
            yield from pace.pause()
        return replace(game.unpicked(), hint=hint, opponent=opponent)

    @classmethod
    def written(cls, entries, start=None) -> tuple:
        """``entries`` (a record from ``start``, by default the initial position) with every
        pass it forces written in: those that a transcript may leave out before an entry
        and those at the end. Raises TranscriptError naming the first entry that is not legal.

        >>> from reversi import registry
        >>> Game = registry.variant(registry.DEFAULT).GAME
        >>> entries = Game.parse_entries("d3c3e6d2d1e1b2c1 d6")   # black passes before white's d6
        >>> Game.written(entries)[-3:], Game.format_entries(Game.written(entries))
        ((2, PASS, 43), 'd3c3e6d2d1e1b2c1d6')
        """
        return cls.written_counts(tuple(entries), start)[0]

    @classmethod
    def written_counts(cls, entries: tuple, start=None, positions=None) -> tuple[tuple, tuple[int, ...]]:
        """``written`` and, for each count of ``entries`` (0 .. all), the count of entries of
        the written record that stands for it (the passes it forces made): where a number
        of entries stored before passes were entries leads. ``positions``: the record's,
        ``start`` then the one after each entry, where they are known (no replay then)."""
        start = cls.RULES.initial() if start is None else start
        befores = positions or replayed(start, entries)
        written, counts = [], []
        for entry, before in zip(entries, befores):
            if entry != cls.PASS and before.must_pass():
                written.append(cls.PASS)
            counts.append(len(written))
            written.append(entry)
        position = befores[-1]
        while position.must_pass():
            written.append(cls.PASS)
            position = position.play(cls.PASS)
        counts.append(len(written))
        return tuple(written), tuple(counts)

    @classmethod
    def entry_name(cls, entry) -> str:
        """One entry in the game's notation (``f5``, ``+e5``): a pass is ``pass`` also where
        a transcript leaves passes out."""
        return str(cls.PASS) if entry == cls.PASS else cls.format_entries((entry,))

    @classmethod
    def from_transcript(cls, text: str, hint: Hint = Hint.NONE, start=None, opponent: Opponent | None = None):
        """``from_record`` of a transcript (``f5d6``, ``c4 +f6 pass``); raises NotationError."""
        return cls.from_record(cls.parse_entries(text), hint, start, opponent)

    # -- state ----------------------------------------------------------------------

    @property
    def turn(self) -> Color:
        return self.position.turn

    @cached_property
    def status(self) -> Status:
        if self.position.is_game_over():
            return Status.OVER
        if self.last is not None and self.last.passed is not None:
            return Status.PASSED
        return Status.PLAYING

    @cached_property
    def counts(self) -> tuple[int, ...]:
        """What the scoreboard counts now, one number for each of the drawing's ``PIECES``:
        ``counts_of`` the position (a game may say otherwise)."""
        return self.counts_of(self.position)

    @property
    def computer_to_move(self) -> bool:
        """The computer has the move (the game is not over, it plays the side to move, and
        nobody is looking back at a game)."""
        return (
            self.opponent is not None
            and self.opponent.color is self.turn
            and self.status is not Status.OVER
            and self.review is None
        )

    @property
    def winner(self) -> Color | None:
        """The winner once the game is over; None while playing or for a draw."""
        return self.position.winner() if self.status is Status.OVER else None

    @property
    def transcript(self) -> str:
        """The entries played, in notation (``f5d6``, ``c4 +f6 pass``)."""
        return self.format_entries(self.actions)

    @property
    def record(self) -> tuple:
        """Every entry of the live game: those played and those ahead."""
        return self.actions + self.ahead

    @cached_property
    def shown(self):
        """What the board shows: the reviewed position (no hints, no computer) while
        looking back, otherwise this game. (A review at a forced pass written as an entry
        shows the position after it: the game makes a forced pass together with the action
        before.)"""
        review = self.review
        if review is None:
            return self
        return self.from_record(review.actions[: review.at], start=review.start)

    # -- the turn structure ------------------------------------------------------------

    @classmethod
    def forced_entry(cls, position):
        """The entry the game makes by itself in ``position`` (a position of a game not
        over), None when the player chooses: by default ``PASS`` where the side to move
        must pass. ``_act`` makes these after an action (``forced``); undo never stops
        before one."""
        return cls.PASS if position.must_pass() else None

    @staticmethod
    def ends_turn(entry, after) -> bool:
        """Whether ``entry`` (leading to ``after``) ends its side's turn: by default every
        entry is a turn. Undo and redo stop between turns, and at each entry of the turn in
        progress."""
        return True

    def pick(self, square: int):
        """A tap on ``square`` (one of ``options``) in the middle of an action: the state
        with the square (or what stands there) picked, when the tap does not make the
        action yet; None (the default) when it does (``tap`` then previews it first under
        full hints, where ``PREVIEWS``, or ``_play`` makes it)."""
        return None

    def forced(self, position) -> tuple:
        """``position`` after the entries the game makes by itself there (``forced_entry``)
        and those entries."""
        done = ()
        while not position.is_game_over():
            entry = self.forced_entry(position)
            if entry is None:
                break
            position, done = position.play(entry), done + (entry,)
        return position, done

    @cached_property
    def positions(self) -> tuple:
        """The position after each number of entries of ``record`` (0 .. all): ``start``,
        then the one after each entry (``base.replays``: a game whose record is one replayed
        lately, or begins with one, replays no more than its new entries)."""
        return replayed(self.start, self.record)

    def _ends_turn_at(self, count: int) -> bool:
        """Whether a turn ends after ``count`` entries of ``record`` (``ends_turn``; the
        start too)."""
        return count == 0 or self.ends_turn(self.record[count - 1], self.positions[count])

    @cached_property
    def _turn_in_progress(self) -> tuple[int, int]:
        """The first and last number of entries of ``record`` of the turn in progress (where
        a turn ends before and after it)."""
        first = last = len(self.actions)
        while not self._ends_turn_at(first):
            first -= 1
        while last < len(self.record) and not self._ends_turn_at(last):
            last += 1
        return first, last

    def _stops_at(self, count: int) -> bool:
        """Whether undo and redo stop at ``count`` entries of ``record``: between turns
        (``ends_turn``) and at each entry of the turn in progress, but never before an entry
        the game makes by itself (``forced_entry``: the game would stand where the side to
        move can do nothing); with the computer as opponent, only where a person has the
        move or the game is over. Always at the end of the record. (Asked of the few counts
        next to the game's, not of a long record's every one.)"""
        if count == len(self.record):
            return True
        first, last = self._turn_in_progress
        position = self.positions[count]
        over = position.is_game_over()
        rest = over or self.forced_entry(position) is None
        mine = over or self.opponent is None or position.turn is not self.opponent.color
        return rest and mine and (first <= count <= last or self._ends_turn_at(count))

    @property
    def can_undo(self) -> bool:
        return self._undo_to() is not None

    @property
    def can_redo(self) -> bool:
        return bool(self.ahead) and self.review is None

    # -- intents ----------------------------------------------------------------------

    def tap(self, square: int):
        """A tap on ``square``: pick it (``pick``), act on it, or preview it first under full
        hints.

        Under full hints the first tap on a square in ``options`` previews it, a second
        tap on the same square acts, a tap on another such square moves the preview.
        Any other square changes nothing (the same object comes back), and so does any
        tap while the computer has the move or while looking back at a game.
        """
        if self.review is not None or square not in self.options or self.computer_to_move:
            return self
        picked = self.pick(square)
        if picked is not None:
            return picked
        if self.PREVIEWS and self.hint is Hint.FULL and self.preview != square:
            return replace(self, preview=square)
        return self._play(square)

    def _play(self, square: int):
        """A tap on ``square`` (one of ``options``) that makes an action: by default the entry
        ``square`` joins the record (``_act``); a game whose taps are not its entries says
        what a tap makes."""
        return self._act(square)

    def tap_part(self, part: str, index: int):
        """A tap on item ``index`` of the tray ``part`` (``Drawing.TRAYS``): for a game with
        trays to act on; by default nothing (the same object)."""
        return self

    def why_not(self, square: int) -> str | None:
        """Why a tap on ``square`` that changes nothing does nothing, as a catalogue key for
        the page to show; None (by default) when nothing needs saying."""
        return None

    def why_not_part(self, part: str, index: int) -> str | None:
        """``why_not`` for a tap on item ``index`` of the tray ``part``."""
        return None

    def with_opponent(self, opponent: Opponent | None):
        """Choose two players (None) or the computer, before or during a game (the picks of
        a half-made action are dropped)."""
        return replace(self.unpicked(), opponent=opponent)

    def with_hint(self, hint: Hint):
        """This state under the hint level ``hint`` (a loaded game keeps the page's), no preview."""
        return replace(self, hint=hint, preview=None)

    def unpicked(self):
        """This state without a preview and without the picks of a half-made action
        (``PICKS`` back to their defaults)."""
        defaults = {item.name: item.default for item in fields(self) if item.name in self.PICKS}
        return replace(self, preview=None, **defaults)

    def cycle_hint(self):
        """The おしえて! button: none → places → full → none; drops any preview (the picks
        stay)."""
        return replace(self, hint=self.hint.next, preview=None)

    def restart(self):
        """Section 7: back to the initial state, hint level included; the choice of
        opponent stays."""
        return replace(type(self).new(type(self.start)), opponent=self.opponent)

    def undo(self):
        """まった: take back the last move; against the computer, every entry back to the
        player's last turn (a forced pass goes with the move before it). What is taken
        back stays ``ahead`` for redo. The same object when there is nothing to take back
        (or while looking back at a game)."""
        to = self._undo_to()
        return self if to is None else self._at(to)

    def redo(self):
        """Play the next move ahead again (with the passes it forces); against the
        computer, on to the player's next turn. The same object when there is none (or
        while looking back at a game)."""
        if not self.can_redo:
            return self
        to = next(n for n in range(len(self.actions) + 1, len(self.record) + 1) if self._stops_at(n))
        return self._at(to)

    def review_at(self, at: int):
        """Look back at the position after ``at`` entries: of the game already being looked
        back at, or else of this game's own record (the entries ahead included). The board
        ignores taps meanwhile; nothing is lost. ``at`` is clamped to the record."""
        review = self.review or Review(self.start, self.record, len(self.actions))
        review = replace(review, at=max(0, min(at, len(review.actions))))
        return self if review == self.review else replace(self.unpicked(), review=review)

    def review_game(self, start, entries):
        """Look back at another game of these rules (from its first position; the passes
        ``entries`` force written in), keeping this one as it is. Raises TranscriptError if ``entries`` are not a game from ``start``,
        TypeError if ``start`` is a position of other rules (``game_of(start)`` is the
        game to look back from)."""
        if not isinstance(start, self.RULES):
            raise TypeError(f"a {self.NAME} game cannot look back at a game from {start}")
        entries = self.written(entries, start)
        return replace(self.unpicked(), review=Review(start, entries, 0, own=False))

    def leave_review(self):
        """Back to the live game, as it was before looking back."""
        return self if self.review is None else replace(self, review=None)

    def play_from_review(self):
        """Play on from the position being looked back at: it becomes the live game, with
        the entries after it kept ahead (a different move drops them). Another game from
        the list replaces this one."""
        review = self.review
        if review is None:
            return self
        entries = review.actions
        return self.from_record(entries[: review.at], self.hint, review.start, self.opponent, entries[review.at :])

    def _undo_to(self) -> int | None:
        """How many entries stay after an undo, or None when there is nothing to take back."""
        if self.review is not None:
            return None
        return next((n for n in range(len(self.actions) - 1, -1, -1) if self._stops_at(n)), None)

    def _at(self, count: int):
        """This game with ``count`` of its record's entries played and the rest ahead."""
        record = self.record
        return self.from_record(record[:count], self.hint, self.start, self.opponent, record[count:])

    def _ahead_after(self, entries: tuple) -> tuple[tuple, int]:
        """The entries ahead once ``entries`` (a move and the passes it forces) join the
        record, and how many of them are dropped: none when the move is the next one ahead
        (the passes then follow it there too), all of them when it is a different one."""
        if self.ahead[:1] == entries[:1]:
            return self.ahead[len(entries) :], 0
        return (), len(self.ahead)
