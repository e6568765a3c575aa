"""The Reversi game as the screen shows it: a position plus what the player sees around it.

Follows sections 1-4 and 7 of the system spec: board, turn, counts, status, the legal
squares with what each would flip, the hint level, the preview of a move under full
hints, automatic passes and the end of the game. Every value is immutable: an intent
(``tap``, ``cycle_hint``, ``restart``) returns a new ``Game``, or the same object when
the intent changes nothing.

A game also keeps the moves that ``undo`` took back (``ahead``: ``redo`` plays them
again; a different move drops them, which ``Move.dropped`` reports) and, while the player
looks back at a game move by move, a ``Review`` (the board shows ``shown``; taps do
nothing until the player leaves the review or plays on from it).

Everything but what is Reversi's own (its position, its moves and what a tap does)
lives in ``reversi.base.screen.Screen``, which every game's state shares.

>>> game = Game.new()
>>> game.status, game.counts, sorted(game.options)
(<Status.PLAYING: 'playing'>, (2, 2), [19, 26, 37, 44])
>>> game.tap(0) is game                                # an illegal square changes nothing
True
>>> after = game.tap(37)                                # f5
>>> after.counts, after.turn, after.last.square
((4, 1), <Color.WHITE: 'white'>, 37)
>>> full = game.cycle_hint().cycle_hint()
>>> full.hint, full.tap(37).preview, full.tap(37).tap(37).actions
(<Hint.FULL: 'full'>, 37, (37,))
>>> back = after.tap(43).undo()                         # まった: d6 is taken back ...
>>> back.actions, back.ahead, back.redo().actions       # ... and can be played again
((37,), (43,), (37, 43))
>>> looking = back.redo().review_at(1)                  # look back at move 1 without losing move 2
>>> looking.shown.actions, looking.actions, looking.leave_review() == back.redo()
((37,), (37, 43), True)

A forced pass is an entry of the record (``PASS``) that the transcript leaves out:

>>> passing = Game.from_transcript("d3c3e6d2d1e1b2").tap(2)   # white's c1: black has no move
>>> passing.actions[-2:], passing.transcript, passing.last.passed, passing.turn
((2, PASS), 'd3c3e6d2d1e1b2c1', <Color.BLACK: 'black'>, <Color.WHITE: 'white'>)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from ...base.notation import Notation, RecordError
from ...base.screen import Screen
from ...base.sides import Color, IllegalMove
from .position import BOARD_CHARS, PASS, SIDE_CHARS, Position, format_transcript, parse_transcript


def _write_head(start: Position) -> str:
    """A start position in a game's text: the board, then the side to move."""
    return start.board_string() + ("X" if start.turn is Color.BLACK else "O")


def _read_head(board: str, rest: str) -> tuple[Position, str]:
    """The side to move after the board, a space or ``:`` on either side; a side to move
    that has no move but the other side has passes at once (the game is the same)."""
    rest = rest.replace(":", " ").strip()
    side = rest[:1].upper()
    if side not in SIDE_CHARS:
        raise RecordError("side")
    start = Position.parse(f"{board} {side}")
    return (start.pass_turn() if start.must_pass() else start), rest[1:]


@dataclass(frozen=True)
class Move:
    """What the last move did, for the screen to animate and announce.

    ``lines`` are the flipped squares, one tuple per direction, each from the placed
    disc outward. ``passed`` is the side that had to pass right after, if any (or the
    side that passed, for a pass at a loaded start: ``square`` None).
    """

    color: Color
    square: int | None
    lines: tuple[tuple[int, ...], ...]
    passed: Color | None = None
    dropped: int = 0
    """How many moves ahead (taken back by undo) this move replaced, being a different one."""

    @property
    def flipped(self) -> tuple[int, ...]:
        """Every flipped square in animation order: line by line, outward."""
        return tuple(square for line in self.lines for square in line)


@dataclass(frozen=True)
class Game(Screen):
    """A game in progress. ``actions`` are the squares played from ``start`` and the
    forced passes (``PASS``); the rest as ``Screen``."""

    NAME = "reversi"
    RULES = Position
    PASS = PASS
    TEXT = Notation("square", BOARD_CHARS, "X O -", _write_head, _read_head)

    @staticmethod
    def parse_entries(text: str) -> list[int]:
        """The squares of a transcript like ``f5d6`` (passes left out); raises TranscriptError."""
        return parse_transcript(text, Position.SIZE)

    @staticmethod
    def format_entries(actions) -> str:
        """``format_entries([37, 43]) == 'f5d6'`` (passes left out)."""
        return format_transcript(list(actions), Position.SIZE)

    # -- state ----------------------------------------------------------------------

    @property
    def counts(self) -> tuple[int, int]:
        """``(black discs, white discs)``."""
        return self.position.counts()

    @cached_property
    def options(self) -> dict[int, int]:
        """Every square the side to move may play, with the bitboard of the discs it flips."""
        position = self.position
        return {square: position.flips(square) for square in position.legal_squares()}

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
        return self._act(square)

    def _act(self, square) -> Game:
        """Play ``square`` (or ``PASS``), then pass for the other side if it must."""
        mover = self.position
        lines = () if square == PASS else mover.flip_lines(square)
        after = mover.play(square)
        position, forced = self.forced(after)
        passed = mover.turn if square == PASS else after.turn if forced else None
        ahead, dropped = self._ahead_after((square, *forced))
        move = Move(mover.turn, None if square == PASS else square, lines, passed, dropped)
        return replace(self, position=position, actions=self.actions + (square, *forced), preview=None, last=move,
                       ahead=ahead)

    _play = _act  # a tap plays the square tapped
