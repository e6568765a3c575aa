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
>>> full.hint, full.tap(37).preview, full.tap(37).tap(37).moves
(<Hint.FULL: 'full'>, 37, (37,))
>>> back = after.tap(43).undo()                         # まった: d6 is taken back ...
>>> back.moves, back.ahead, back.redo().moves           # ... and can be played again
((37,), (43,), (37, 43))
>>> looking = back.redo().review_at(1)                  # look back at move 1 without losing move 2
>>> looking.shown.moves, looking.moves, looking.leave_review() == back.redo()
((37,), (37, 43), True)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

from ...base.notation import Notation, RecordError
from ...base.screen import Hint, Opponent, Review, Screen
from ...base.sides import Color, IllegalMove
from .position import BOARD_CHARS, SIDE_CHARS, Position, format_transcript, parse_transcript


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
    disc outward. ``passed`` is the side that had to pass right after, if any.
    """

    color: Color
    square: int
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
    """A game in progress. ``moves`` are the squares played from ``start``, passes implicit;
    ``ahead`` the moves after them that undo took back (redo plays them again).
    ``opponent`` is the computer's side and level, or None for two players on one device.
    ``review``, when set, is the game being looked back at instead of played."""

    position: Position
    start: Position
    moves: tuple[int, ...] = ()
    hint: Hint = Hint.NONE
    preview: int | None = None
    opponent: Opponent | None = None
    last: Move | None = field(default=None, compare=False)
    ahead: tuple[int, ...] = ()
    review: Review | None = None

    NAME = "reversi"
    RULES = Position
    TEXT = Notation("square", BOARD_CHARS, "X O -", _write_head, _read_head)

    # -- construction ---------------------------------------------------------------

    @classmethod
    def from_moves(
        cls,
        moves,
        hint: Hint = Hint.NONE,
        start: Position | None = None,
        opponent: Opponent | None = None,
        ahead=(),
    ) -> Game:
        """``from_record``: replay ``moves`` (squares, passes implicit) from ``start`` or the
        initial position; ``ahead`` are further moves kept for redo.

        Raises TranscriptError naming the first move (of ``moves`` then ``ahead``) that is not legal.
        """
        return cls.from_record(moves, hint, start, opponent, ahead)

    @staticmethod
    def parse_entries(text: str) -> list[int]:
        """The squares of a transcript like ``f5d6``; raises TranscriptError."""
        return parse_transcript(text, Position.SIZE)

    @staticmethod
    def format_entries(moves) -> str:
        """``format_entries([37, 43]) == 'f5d6'``."""
        return format_transcript(list(moves), Position.SIZE)

    # -- state ----------------------------------------------------------------------

    @property
    def played(self) -> tuple[int, ...]:
        """``moves``, by the name the record features of ``Screen`` use for both games."""
        return self.moves

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

    def _turns(self):
        """The side to move after each number of moves of ``record`` (0 .. all), once a
        forced pass is made; None where the game is over. (The record is valid: no
        legality checks, one legal-move mask a position.)"""
        position = self.start
        for square in (*self.record, None):
            legal = position.legal_mask()
            if not legal and position.must_pass():
                position = position.pass_turn()
                legal = position.legal_mask()
            yield position.turn if legal else None
            if square is not None:
                position = position.play(square)

    # -- intents ----------------------------------------------------------------------

    def computer_move(self, square: int) -> Game:
        """The computer plays ``square`` (no preview); IllegalMove if it is not its turn or
        the square is not legal."""
        if not self.computer_to_move or square not in self.options:
            raise IllegalMove(f"the computer cannot play {square} now")
        return self._act(square)

    def _act(self, square: int) -> Game:
        """Play ``square``, then pass for the other side if it must."""
        mover = self.position
        lines = mover.flip_lines(square)
        position = mover.play(square)
        passed = None
        if position.must_pass():
            passed = position.turn
            position = position.pass_turn()
        ahead, dropped = self._ahead_after((square,))
        move = Move(color=mover.turn, square=square, lines=lines, passed=passed, dropped=dropped)
        return replace(
            self, position=position, moves=self.moves + (square,), preview=None, last=move, ahead=ahead
        )

    _play = _act  # a tap plays the square tapped
