"""くにとり as the screen shows it: the position plus what the player has chosen so far.

A placement takes two taps: a piece of the hand of the side to move (the tray, the
part ``hand-white`` or ``hand-brown``, ``tap_part``) and a square (``tap``), in either
order. ``chosen`` is the piece picked first, ``preview`` the square picked first (or,
under full hints, the square whose placement is shown before a second tap makes it).
A player who can place nothing gives: a tap on a piece of the hand gives it. An empty
hand passes at once (the pass is an entry of the record).

>>> from .pieces import parse_square, square_name
>>> b2, a1 = parse_square("b2"), parse_square("a1")
>>> game = KunitoriGame.new()
>>> len(game.options), game.turn                       # with no piece chosen: where some piece may go
(9, <Side.WHITE: 'white'>)
>>> picked = game.tap_part("hand-white", 3)            # white's 金
>>> picked.chosen, picked.tap(b2).transcript
(<Kind.GOLD: 'gold'>, 'Gb2')
>>> game.tap(b2).tap_part("hand-white", 3).transcript  # the square first, then the piece
'Gb2'
>>> game.tap_part("hand-brown", 0) is game, game.why_not_part("hand-brown", 0)
(True, 'NOT_YOUR_PIECE')
>>> after = game.tap(b2).tap_part("hand-white", 3)
>>> [square_name(s) for s in after.options], after.counts    # where the 金 on b2 reaches
(['b1', 'a2', 'c2', 'a3', 'b3', 'c3'], (2, 0))
>>> lance = after.tap_part("hand-brown", 6)            # brown's 香: a1 is not where the 金 reaches
>>> lance.tap(a1) is lance, lance.why_not(a1), after.why_not(a1)
(True, 'CANNOT_PLACE', 'NOTHING_GOES_THERE')

Under full hints the first tap on a square shows the placement (``preview``, and the
drawing shows the new piece's reach: where the opponent may then go), a second places:

>>> full = game.cycle_hint().cycle_hint().tap_part("hand-white", 3)
>>> full.tap(b2).preview, full.tap(b2).tap(b2).transcript
(4, 'Gb2')

A game that must give gives the piece tapped:

>>> late = KunitoriGame.from_transcript("Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3 Ga2 Sa3 Pa2 Ga3 Sa2 Pa3")
>>> late.must_give, late.options
(True, {})
>>> gave = late.tap_part("hand-white", 0)
>>> gave.transcript.split()[-1], gave.last.gave, gave.counts
('giveN', <Kind.KNIGHT: 'knight'>, (4, 3))
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cached_property

from ...base.notation import Notation, RecordError
from ...base.screen import Hint, Screen, Status
from ...base.sides import IllegalMove, NotationError
from .actions import PASS, Action, Give, Pass, Place, format_transcript, parse_transcript
from .pieces import LETTERS, Kind, Piece, Side
from .rules import KunitoriPosition

HANDS = {side: f"hand-{side.value}" for side in Side}
"""The part of each side's hand (a tray of the page): ``hand-white``, ``hand-brown``."""

BOARD_CHARS = {char: char for char in LETTERS + LETTERS.lower() + "-./*"}
"""What a game's text may write in the board of a start position: the piece letters in
both cases, ``-`` or ``.`` for an empty square, ``*`` after the face-up piece, ``/``
between ranks."""


def write_head(position: KunitoriPosition) -> str:
    """A start position in a game's text: its text form with ``,`` between the fields, so
    that a link (which drops spaces) keeps them apart.

    >>> write_head(KunitoriPosition.replay("Sb2"))
    '---/-S*-/---,b,KRBGNLP,krbgsnlp,-,-,-'
    """
    return ",".join(str(position).split())


_OPENS_POSITION = re.compile(r"[-.krbgsnlp]{1,3}(?:\*[-.krbgsnlp]{0,2})?/|[-.krbgsnlp*]{9}[\s,]", re.IGNORECASE)


def opens_position(text: str) -> bool:
    """The text begins with a board (three ranks parted by ``/``, or nine squares before a
    space or ``,``), not with an action (``Gb2``, ``giveR``, ``pass``).

    >>> opens_position("---/-S*-/--- b KRBGNLP krbgsnlp - - -"), opens_position("Gb2 Pa1")
    (True, False)
    """
    return bool(_OPENS_POSITION.match(text))


def read_head(board: str, rest: str) -> tuple[KunitoriPosition, str]:
    """The start position of a game's text (its fields parted by spaces or ``,``) and the
    text of the actions after the ``:`` that follows it."""
    head, _, moves = (board + rest).partition(":")
    try:
        return KunitoriPosition.parse(head.replace(",", " ")), moves
    except NotationError as error:
        raise RecordError("position", reason=str(error)) from None


@dataclass(frozen=True)
class KunitoriMove:
    """What the last action did, for the screen to animate and announce: ``color`` made
    ``action``; a placement put ``piece`` on its square, removed the face-down ``removed``
    there (if any) and turned the piece on ``turned`` face-down (if any); ``gave`` the
    kind a give handed over; ``passed``: the side whose empty hand passed right after."""

    color: Side
    action: Action
    piece: Piece | None = None
    removed: Piece | None = None
    turned: int | None = None
    gave: Kind | None = None
    passed: Side | None = None
    dropped: int = 0

    @property
    def square(self) -> int | None:
        """The square placed on (None for a give or a pass)."""
        return self.action.square


@dataclass(frozen=True)
class KunitoriGame(Screen):
    """A くにとり game in progress: ``actions`` from ``start`` (gives and passes written
    out), ``chosen`` the piece picked from the hand of the side to move (None if none),
    ``preview`` the square picked (None if none); the rest as ``Screen``."""

    chosen: Kind | None = None

    PICKS = ("chosen",)
    NAME = "kunitori"
    RULES = KunitoriPosition
    PASS = PASS
    TEXT = Notation("action", BOARD_CHARS, "K R B G S N L P k r b g s n l p - * /", write_head, read_head, opens_position)

    parse_entries = staticmethod(parse_transcript)
    format_entries = staticmethod(format_transcript)

    # -- state ----------------------------------------------------------------------


    @staticmethod
    def counts_of(position: KunitoriPosition) -> tuple[int, int]:
        """``(white, brown)`` points as the board stands: rows and columns won plus pieces
        received (the scoreboard; the result once the game is over)."""
        return position.score().points

    @property
    def counts(self) -> tuple[int, int]:
        """``counts_of`` the position."""
        return self.counts_of(self.position)

    @property
    def must_give(self) -> bool:
        """The side to move can place nothing and gives a piece of its choice."""
        return self.position.must_give()

    @cached_property
    def placements(self) -> dict[int, tuple[Kind, ...]]:
        """Each square where some piece of the hand may go -> those kinds, in hand order."""
        places: dict[int, tuple[Kind, ...]] = {}
        for action in self.position.legal_actions():
            if isinstance(action, Place):
                places[action.square] = places.get(action.square, ()) + (action.kind,)
        return places

    @cached_property
    def placeable(self) -> frozenset[Kind]:
        """The kinds of the hand that may go somewhere."""
        return frozenset(kind for kinds in self.placements.values() for kind in kinds)

    @cached_property
    def options(self) -> dict[int, tuple[Kind, ...]]:
        """The squares a tap may act on: where the chosen piece may go, or with no piece
        chosen, where some piece may go (nothing when the game is over)."""
        if self.status is Status.OVER:
            return {}
        if self.chosen is None:
            return self.placements
        return {square: kinds for square, kinds in self.placements.items() if self.chosen in kinds}

    def hand_kind(self, part: str, index: int) -> Kind | None:
        """The kind of piece ``index`` of the tray ``part`` (a hand), None if there is none."""
        for side, name in HANDS.items():
            if name == part:
                hand = self.position.hand(side)
                return hand[index] if 0 <= index < len(hand) else None
        return None

    # -- intents ----------------------------------------------------------------------

    def _idle(self) -> bool:
        """Taps do nothing: looking back, the computer's turn or the game is over."""
        return self.review is not None or self.computer_to_move or self.status is Status.OVER

    def pick(self, square: int) -> KunitoriGame | None:
        """A tap on ``square`` with no piece chosen picks the square (a second tap on it
        drops it); with a piece chosen it places it there (None: ``tap`` then shows the
        placement first under full hints)."""
        if self.chosen is None:
            return replace(self, preview=None if self.preview == square else square)
        return None

    def tap_part(self, part: str, index: int) -> KunitoriGame:
        """A tap on piece ``index`` of the tray ``part``: in the hand of the side to move,
        give it (when it must give), place it on the square picked first, or pick it (a
        second tap drops it; under full hints, a tap on the piece shown placed places it).
        The same object when the tap does nothing (``why_not_part`` says why)."""
        kind = self.hand_kind(part, index)
        if self._idle() or kind is None or part != HANDS[self.turn]:
            return self
        if self.must_give:
            return self._act(Give(kind))
        square = self.preview
        if square is not None and kind in self.placements.get(square, ()):
            if self.chosen == kind or self.hint is not Hint.FULL:
                return self._act(Place(kind, square))
            return replace(self, chosen=kind)
        if kind not in self.placeable or square is not None and self.chosen is None:
            return self
        if kind == self.chosen:
            return replace(self, chosen=None, preview=None)
        return replace(self, chosen=kind, preview=None)

    def why_not(self, square: int) -> str | None:
        """Why a tap on ``square`` does nothing, as a catalogue key (None when it does
        something, or when nothing needs saying)."""
        if self._idle() or square in self.options:
            return None
        if self.must_give:
            return "MUST_GIVE"
        return "CANNOT_PLACE" if self.chosen is not None else "NOTHING_GOES_THERE"

    def why_not_part(self, part: str, index: int) -> str | None:
        """Why a tap on piece ``index`` of the tray ``part`` does nothing (catalogue key)."""
        kind = self.hand_kind(part, index)
        if self._idle() or kind is None or self.tap_part(part, index) is not self:
            return None
        if part != HANDS[self.turn]:
            return "NOT_YOUR_PIECE"
        return "CANNOT_PLACE" if kind in self.placeable else "PLACES_NOWHERE"

    def computer_move(self, action: Action) -> KunitoriGame:
        """The computer's ``action``; IllegalMove if it is not its turn or not legal (its
        passes are automatic)."""
        if not self.computer_to_move or isinstance(action, Pass) or not self.position.is_legal(action):
            raise IllegalMove(f"the computer cannot {action} now")
        return self._act(action)

    def _play(self, square: int) -> KunitoriGame:
        return self._act(Place(self.chosen, square))

    def _act(self, action: Action) -> KunitoriGame:
        """Do ``action``, then the passes of an empty hand that follow of necessity."""
        mover = self.position
        after = mover.play(action)
        position, forced = self.forced(after)
        passed = after.turn if forced else None
        done = (action, *forced)
        ahead, dropped = self._ahead_after(done)
        square = action.square
        move = KunitoriMove(
            color=mover.turn,
            action=action,
            piece=position.piece_at(square) if square is not None else None,
            removed=mover.piece_at(square) if square is not None else None,
            turned=mover.face_up if square is not None else None,
            gave=action.kind if isinstance(action, Give) else None,
            passed=passed,
            dropped=dropped,
        )
        return replace(
            self, position=position, actions=self.actions + done, preview=None, chosen=None, last=move, ahead=ahead
        )
