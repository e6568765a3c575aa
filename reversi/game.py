"""The game as the screen shows it: a position plus what the player sees around it.

Follows sections 1-4 and 7 of the system spec: board, turn, counts, status, the legal
squares with what each would flip, the hint level, the preview of a move under full
hints, automatic passes and the end of the game. Every value is immutable: an intent
(``tap``, ``cycle_hint``, ``restart``) returns a new ``Game``, or the same object when
the intent changes nothing.

>>> game = Game.new()
>>> game.status, game.counts, sorted(game.options)
(<Status.PLAYING: 'playing'>, (2, 2), [19, 26, 37, 44])
>>> game.tap(0) is game                                # an illegal square changes nothing
True
>>> after = game.tap(37)                                # f5
>>> after.counts, after.turn, after.last.square
((4, 1), <Color.WHITE: 'white'>, 37)
>>> full = game.cycle_hint().cycle_hint()
>>> full.hint, full.tap(37).preview, full.tap(37).tap(37).moves
(<Hint.FULL: 'full'>, 37, (37,))
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from functools import cached_property

from .position import Color, IllegalMove, Position, format_transcript, parse_transcript


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


@dataclass(frozen=True)
class Move:
    """What the last move did, for the screen to animate and announce.

    ``lines`` are the flipped squares, one tuple per direction, each from the placed
    disc outward. ``passed`` is the side that had to pass right after, if any.
    """

    color: Color
    square: int
    lines: tuple[tuple[int, ...], ...]
    passed: Color | None = None

    @property
    def flipped(self) -> tuple[int, ...]:
        """Every flipped square in animation order: line by line, outward."""
        return tuple(square for line in self.lines for square in line)


@dataclass(frozen=True)
class Opponent:
    """The computer plays ``color`` at strength ``level`` (1 weakest .. 5, see ``players``)."""

    color: Color
    level: int


class Screen:
    """What the screen's state is for any rules: mixed into a frozen dataclass with the
    fields ``position``, ``start``, ``hint``, ``preview``, ``opponent`` and ``last`` (a
    move record with ``passed``), which provides ``RULES`` (its position class),
    ``options`` (the squares a tap acts on) and ``_play(square)`` (the tap that acts)."""

    @classmethod
    def new(cls, rules: type | None = None):
        """The initial state: the starting position of ``rules`` (by default ``RULES``),
        black to move, no hints."""
        start = (rules or cls.RULES).initial()
        return cls(position=start, start=start)

    @classmethod
    def _checked(cls, record: tuple, start):
        """A game at ``start`` (or the initial position), once the whole ``record`` replays
        from there (else TranscriptError names the first bad move): a bad record changes
        nothing."""
        game = cls.new() if start is None else cls(position=start, start=start)
        for _ in type(game.start).replay_steps(list(record), game.start):
            pass
        return game

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

    @property
    def computer_to_move(self) -> bool:
        """The computer has the move (the game is not over and it plays the side to move)."""
        return self.opponent is not None and self.opponent.color is self.turn and self.status is not Status.OVER

    @property
    def winner(self) -> Color | None:
        """The winner once the game is over; None while playing or for a draw."""
        return self.position.winner() if self.status is Status.OVER else None

    def tap(self, square: int):
        """A tap on ``square``: act on it, or preview it first under full hints.

        Under full hints the first tap on a square in ``options`` previews it, a second
        tap on the same square acts, a tap on another such square moves the preview.
        Any other square changes nothing (the same object comes back).
        """
        if square not in self.options or self.computer_to_move:
            return self
        if self.hint is Hint.FULL and self.preview != square:
            return replace(self, preview=square)
        return self._play(square)

    def with_opponent(self, opponent: Opponent | None):
        """Choose two players (None) or the computer, before or during a game."""
        return replace(self, opponent=opponent, preview=None)

    def cycle_hint(self):
        """The おしえて! button: none → places → full → none; drops any preview."""
        return replace(self, hint=self.hint.next, preview=None)

    def restart(self):
        """Section 7: back to the initial state, hint level included; the choice of
        opponent stays."""
        return replace(type(self).new(type(self.start)), opponent=self.opponent)


@dataclass(frozen=True)
class Game(Screen):
    """A game in progress. ``moves`` are the squares played from ``start``, passes implicit.
    ``opponent`` is the computer's side and level, or None for two players on one device."""

    position: Position
    start: Position
    moves: tuple[int, ...] = ()
    hint: Hint = Hint.NONE
    preview: int | None = None
    opponent: Opponent | None = None
    last: Move | None = field(default=None, compare=False)

    RULES = Position

    # -- construction ---------------------------------------------------------------

    @classmethod
    def from_moves(
        cls, moves, hint: Hint = Hint.NONE, start: Position | None = None, opponent: Opponent | None = None
    ) -> Game:
        """Replay ``moves`` (squares, passes implicit) from ``start`` or the initial position.

        Raises TranscriptError naming the first move that is not legal.
        """
        moves = tuple(moves)
        game = cls._checked(moves, start)
        for square in moves:
            game = game._play(square)
        return replace(game, hint=hint, opponent=opponent)

    @classmethod
    def from_transcript(
        cls, text: str, hint: Hint = Hint.NONE, start: Position | None = None, opponent: Opponent | None = None
    ) -> Game:
        """``from_moves`` of a transcript like ``f5d6``; raises NotationError."""
        size = (start or Position).SIZE
        return cls.from_moves(parse_transcript(text, size), hint, start, opponent)

    # -- state ----------------------------------------------------------------------

    @property
    def transcript(self) -> str:
        """The moves in notation, e.g. ``f5d6``."""
        return format_transcript(list(self.moves), self.start.SIZE)

    @property
    def counts(self) -> tuple[int, int]:
        """``(black discs, white discs)``."""
        return self.position.counts()

    @cached_property
    def options(self) -> dict[int, int]:
        """Every square the side to move may play, with the bitboard of the discs it flips."""
        position = self.position
        return {square: position.flips(square) for square in position.legal_moves()}

    @property
    def preview_flips(self) -> int:
        """The discs the previewed move would flip (0 without a preview)."""
        return self.options.get(self.preview, 0) if self.preview is not None else 0

    # -- intents ----------------------------------------------------------------------

    def computer_move(self, square: int) -> Game:
        """The computer plays ``square`` (no preview); IllegalMove if it is not its turn or
        the square is not legal."""
        if not self.computer_to_move or square not in self.options:
            raise IllegalMove(f"the computer cannot play {square} now")
        return self._play(square)

    def _play(self, square: int) -> Game:
        mover = self.position
        lines = mover.flip_lines(square)
        position = mover.play(square)
        passed = None
        if position.must_pass():
            passed = position.turn
            position = position.pass_turn()
        move = Move(color=mover.turn, square=square, lines=lines, passed=passed)
        return replace(self, position=position, moves=self.moves + (square,), preview=None, last=move)
