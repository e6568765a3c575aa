"""The YWF game as the screen shows it: the position plus what the player sees around it.

The same shape as Reversi's ``Game`` (it shares ``Screen``): hint levels, the preview
under full hints, the computer opponent, automatic passes, the end of the game. A tap
on an empty square Plays there, a tap on a Futsu-no-ko Changes it; ``options`` lists
the squares a tap would act on. Passes are actions in YWF: when the side to move can
do nothing the game passes for it at once, records ``pass`` in ``actions`` and names
the side in ``last.passed`` (when the other side cannot act either, it passes too and
the game is over).

>>> from reversi.base.sides import parse_square
>>> d4, c4 = parse_square("d4", 9), parse_square("c4", 9)
>>> game = YwfGame.new()
>>> game.status, game.counts, len(game.options)
(<Status.PLAYING: 'playing'>, (3, 3, 3), 13)
>>> game.options[d4].kind, game.options[d4].count        # a tap on d4 would Change it
(<Kind.CHANGE: 'change'>, 1)
>>> after = game.tap(c4)                                  # a tap on c4 Plays there
>>> after.counts, after.turn, str(after.last.action), after.transcript
((5, 3, 2), <Color.WHITE: 'white'>, 'c4', 'c4')
>>> full = game.cycle_hint().cycle_hint()                 # full hints: preview, then act
>>> full.tap(d4).preview == d4, full.tap(d4).tap(d4).transcript
(True, '+d4')

The record works as Reversi's (see ``Screen``): ``undo`` takes an action back (a forced
pass goes with the action before it: the game never stands where the side to move must
pass), ``redo`` plays it again, a different action drops those ahead, ``review_at``
looks back at any action.

>>> played = YwfGame.from_transcript("c4 +f6 e7")
>>> back = played.undo()
>>> back.transcript, format_transcript(back.ahead), back.redo() == played
('c4 +f6', 'e7', True)
>>> back.tap(parse_square("g3", 9)).last.dropped, back.review_at(1).shown.transcript
(1, 'c4')
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cached_property

from ...base.notation import Notation, RecordError
from ...base.screen import Screen, Status
from ...base.sides import Color, IllegalMove
from .rules import BOARD_CHARS, PASS, SIDE_CHARS, TOKEN_CHARS, Action, Kind, Step, YwfPosition, format_transcript, parse_transcript

_LAST = re.compile(r"(?:(pass-pass|change|pass|-)(?=:|$))?:?", re.IGNORECASE)
"""The optional last action after a board, side and token in a game's text, then the ``:``
before the actions (a last action is one only when ``:`` or the end follows it)."""


def _read_head(board: str, rest: str) -> tuple[YwfPosition, str]:
    """The side to move, the token and the optional last action after the board of a
    game's text (spaces anywhere)."""
    rest = "".join(rest.split())
    side, token = rest[:1].upper(), rest[1:2].upper()
    if side not in SIDE_CHARS:
        raise RecordError("side")
    if token not in TOKEN_CHARS:
        raise RecordError("token")
    last = _LAST.match(rest, 2)
    return YwfPosition.parse(f"{board} {side} {token} {last[1] or '-'}"), rest[last.end() :]


@dataclass(frozen=True)
class Option:
    """What a tap on a square would do: ``kind`` (PLAY or CHANGE) and the bitboard of the
    pieces it would change besides the square itself (``count`` of them)."""

    kind: Kind
    changed: int

    @property
    def count(self) -> int:
        return self.changed.bit_count()


@dataclass(frozen=True)
class YwfMove:
    """What the last action did, for the screen to animate and announce.

    ``lines`` are the changed pieces, one tuple of ``Step`` per direction, each from the
    square acted on outward. ``passed`` is the side that had to pass right after, if any.
    """

    color: Color
    action: Action
    lines: tuple[tuple[Step, ...], ...]
    passed: Color | None = None
    dropped: int = 0
    """How many actions ahead (taken back by undo) this action replaced, being a different one."""

    @property
    def square(self) -> int | None:
        """The square acted on (None for a Pass)."""
        return self.action.square

    @property
    def changed(self) -> tuple[Step, ...]:
        """Every changed piece in animation order: line by line, outward."""
        return tuple(step for line in self.lines for step in line)


@dataclass(frozen=True)
class YwfGame(Screen):
    """A YWF game in progress. ``actions`` are every action from ``start``, automatic
    passes included; ``ahead`` the actions after them that undo took back (redo plays
    them again). ``opponent`` is the computer's side and level, or None for two players
    on one device. ``review``, when set, is the game being looked back at instead of
    played."""


    NAME = "ywf"
    RULES = YwfPosition
    PASS = PASS
    TEXT = Notation("action", BOARD_CHARS, "X O N -", str, _read_head)

    # -- construction ---------------------------------------------------------------

    parse_entries = staticmethod(parse_transcript)
    format_entries = staticmethod(format_transcript)

    # -- state ----------------------------------------------------------------------


    @property
    def counts(self) -> tuple[int, int, int]:
        """``(black, white, neutral)`` pieces."""
        return self.position.counts()

    @property
    def token(self) -> Color | None:
        """The side the token stands on; None in the centre."""
        return self.position.token

    @property
    def won_by_token(self) -> bool:
        """The game is over with equal counts and the token gave the win."""
        return self.status is Status.OVER and self.position.won_by_token()

    @cached_property
    def options(self) -> dict[int, Option]:
        """Every square a tap may act on: an empty square to Play, a Futsu-no-ko to Change,
        with what it would do."""
        position = self.position
        return {
            action.square: Option(action.kind, position.changes(action))
            for action in position.legal_actions()
            if action != PASS
        }

    @property
    def preview_changes(self) -> int:
        """The pieces the previewed action would change (0 without a preview)."""
        return self.options[self.preview].changed if self.preview is not None else 0

    # -- intents ----------------------------------------------------------------------

    def computer_move(self, action: Action) -> YwfGame:
        """The computer's ``action`` (no preview); IllegalMove if it is not its turn or the
        action is not one of the options (passes are automatic)."""
        option = self.options.get(action.square)
        if not self.computer_to_move or option is None or option.kind is not action.kind:
            raise IllegalMove(f"the computer cannot {action} now")
        return self._act(action)

    def _play(self, square: int) -> YwfGame:
        return self._act(Action(self.options[square].kind, square))

    def _act(self, action: Action) -> YwfGame:
        """Do ``action``, then any Passes that follow of necessity."""
        mover = self.position
        lines = mover.change_lines(action)
        after = mover.play(action)
        position, forced = self.forced(after)  # at most two passes: two in a row end the game
        passed = after.turn if forced else None
        done = (action, *forced)
        ahead, dropped = self._ahead_after(done)
        move = YwfMove(color=mover.turn, action=action, lines=lines, passed=passed, dropped=dropped)
        return replace(
            self, position=position, actions=self.actions + done, preview=None, last=move, ahead=ahead
        )
