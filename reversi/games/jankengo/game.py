"""The じゃんけんご game as the screen shows it: the position plus what the player sees
around it (``reversi.base.screen.Screen``).

A turn is several actions, so a tap does one of three things: on one of the mover's
pieces that may step it chooses that piece (``selected``: its steps light up), on a
square the chosen piece may step to it steps there (the piece stays chosen while it may
step on), and after ``choose_wall`` (the wall tray) a tap on an empty square places a
wall. ``end_turn`` is the おわり button. When nothing is left to do the turn ends by
itself (``end`` joins the record with the action), and a side that can do nothing at
the start of its turn passes at once (``pass``, named in ``last.passed``).

>>> from .rules import parse_square
>>> d1, d2, d3, c4 = (parse_square(name) for name in ("d1", "d2", "d3", "c4"))
>>> game = JankengoGame.new()
>>> sorted(kind for kind in game.options.values())[:1], len(game.options)
(['select'], 7)
>>> chosen = game.tap(d1)                                 # the king: its one step lights up
>>> chosen.selected == d1, chosen.options[d2]
(True, 'step')
>>> moved = chosen.tap(d2)                                # it steps, and stays chosen
>>> moved.transcript, moved.selected == d2, moved.steps_left
('d1-d2', True, 2)
>>> walled = moved.choose_wall().tap(c4)                  # the wall tray, then a square
>>> walled.transcript, walled.position.walls_in_hand()
('d1-d2 Wc4', 4)
>>> done = walled.tap(d2).tap(d3).tap(parse_square("d4"))  # the third step: nothing left, the turn ends
>>> done.transcript, done.turn is Side.RED
('d1-d2 Wc4 d2-d3 d3-d4 end', True)

Undo takes back one action inside the turn in progress and whole turns between turns
(an automatic ``end`` or ``pass`` goes with the action before it); redo likewise.

>>> walled.undo().transcript, done.undo().transcript, done.undo().redo() == done
('d1-d2', '', True)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

from ...base.notation import Notation, RecordError
from ...base.replays import replayed
from ...base.screen import Screen, Status
from ...base.sides import Color, IllegalMove, NotationError
from . import board as bits
from .rules import (
    END,
    PASS,
    Action,
    End,
    JankenGoPosition,
    Kind,
    Pass,
    Side,
    Step,
    Wall,
    format_transcript,
    parse_transcript,
)

SELECT, STEP, CAPTURE, WALL = "select", "step", "capture", "wall"
"""What a tap on a square of ``options`` does: choose that piece, step the chosen piece
there (``capture``: and take an enemy piece), place a wall there."""

TRAY, WALLS, END_ITEM = "turn", 0, 2
"""The tray of the turn beside the board and its items that may be tapped: the wall tray
and おわり (between them, the steps left)."""

BOARD_CHARS = dict.fromkeys("GCPKW.-", True)
"""The board's characters, upper case (a game's text: ``reversi.play.record``)."""
_HEAD = re.compile(
    r"([0-5])/([0-5])([BR])(?:([0-3]w?)([GCPKWgcpkw.\-]{49}|-)([GCPKWgcpkw.\-]{49}|-)(\d{1,3})(pass-pass|pass|-))?"
    r"(?=:|$)(?::)?",
    re.IGNORECASE,
)
"""The fields after the board of a game's text, spaces removed (a link has none): the walls
in hand and the side to move, then the other fields or none."""


_ACTION = re.compile(r"[a-z]\d+-[a-z]\d+|w[a-z]\d+|end|pass|\S+", re.IGNORECASE)
"""An action in a transcript, spaces or none between them (a link has none); anything
else up to the next space is one word (that ``parse_transcript`` refuses)."""


def parse_actions(text: str) -> list[Action]:
    """The actions of a transcript written with or without spaces (``d1-d2Wc4end``);
    TranscriptError names the first that is not one.

    >>> format_transcript(parse_actions("d1-d2Wc4END d7-d6 end"))
    'd1-d2 Wc4 end d7-d6 end'
    """
    return parse_transcript(" ".join(_ACTION.findall(text)))


_BOARD = re.compile(r"[GCPKWgcpkw.\-]{49}")


def _opens_position(text: str) -> bool:
    """A game's text starts with a position (49 board characters), not with an action
    (``c1-c2`` starts with a board character too)."""
    return _BOARD.match(text) is not None


def _read_head(board: str, rest: str) -> tuple[JankenGoPosition, str]:
    """The start position whose board is ``board`` and whose other fields begin ``rest``
    (spaces anywhere), and the text of the actions after it."""
    squeezed = "".join(rest.split())
    fields = _HEAD.match(squeezed)
    if fields is None:
        raise RecordError("position")
    try:
        start = JankenGoPosition.parse(" ".join((board, f"{fields[1]}/{fields[2]}", *filter(None, fields.groups()[2:]))))
    except NotationError:
        raise RecordError("position") from None
    return start, squeezed[fields.end() :]


@dataclass(frozen=True)
class JankengoMove:
    """What the last action did, for the screen to animate and announce: the side that
    acted (``color``), the ``action``, the pieces it took (``taken``: square -> the
    piece, by janken on the step's target or by surrounding), whether the turn then
    ended by itself (``ended``), the side that then had to pass (``passed``), and how
    many actions ahead it dropped (``dropped``)."""

    color: Color
    action: Action
    taken: tuple[tuple[int, object], ...] = ()
    ended: bool = False
    passed: Color | None = None
    dropped: int = 0

    @property
    def square(self) -> int | None:
        """The square acted on: a step's target, a wall's square (None for end and pass)."""
        return getattr(self.action, "square", None)


@dataclass(frozen=True)
class JankengoGame(Screen):
    """A じゃんけんご game in progress (see the module). ``actions`` are every action from
    ``start``, the automatic ``end`` and ``pass`` included; ``selected`` the square of
    the piece chosen, ``placing`` whether the wall tray is chosen."""

    selected: int | None = None
    placing: bool = False

    PICKS = ("selected", "placing")
    PREVIEWS = False
    NAME = "jankengo"
    RULES = JankenGoPosition
    PASS = PASS
    TEXT = Notation("action", BOARD_CHARS, "G C P K W g c p k w . -", str, _read_head, _opens_position)

    parse_entries = staticmethod(parse_actions)
    format_entries = staticmethod(format_transcript)

    # -- state ----------------------------------------------------------------------


    @property
    def counts(self) -> tuple[int, int]:
        """``(blue, red)``: the pieces of each side on the board, walls included."""
        return self.position.counts()

    @property
    def steps_left(self) -> int:
        return self.position.steps_left

    @property
    def may_place(self) -> bool:
        """The player may still place a wall this turn (the wall tray can be chosen)."""
        position = self.position
        return self._playing and not position.walled and position.walls_in_hand() > 0 and bool(self._walls)

    @property
    def may_end(self) -> bool:
        """The おわり button would end the turn now."""
        return self._playing and self.position.is_legal(END)

    @property
    def _playing(self) -> bool:
        return self.status is not Status.OVER and not self.computer_to_move and self.review is None

    @cached_property
    def _steps(self) -> dict[int, dict[int, str]]:
        """Each of the mover's pieces that may step -> its targets -> STEP or CAPTURE."""
        position = self.position
        if position.is_game_over() or position.steps_left == 0:
            return {}
        side = position.turn.index
        enemies = bits.side_bits(position.board, 1 - side).bit_count()
        found: dict[int, dict[int, str]] = {}
        for source, target, board in bits.legal_steps(position.board, side):
            took = bits.side_bits(board, 1 - side).bit_count() < enemies
            found.setdefault(source, {})[target] = CAPTURE if took else STEP
        return found

    @cached_property
    def _walls(self) -> tuple[int, ...]:
        """The squares where a wall may go now (walls in hand aside)."""
        position = self.position
        if position.is_game_over():
            return ()
        return tuple(square for square, _ in bits.legal_walls(position.board, position.turn.index))

    @cached_property
    def options(self) -> dict[int, str]:
        """Every square a tap acts on -> what it does (SELECT, STEP, CAPTURE or WALL)."""
        if not self._playing:
            return {}
        options = dict.fromkeys(self._steps, SELECT)
        if self.placing:
            options |= dict.fromkeys(self._walls, WALL)
        elif self.selected is not None:
            options |= self._steps.get(self.selected, {})
        return options

    @property
    def targets(self) -> dict[int, str]:
        """The steps of the chosen piece: target -> STEP or CAPTURE."""
        return {} if self.selected is None or self.placing else self._steps.get(self.selected, {})

    def danger(self) -> tuple[int, int]:
        """Hints: the bitboard of the mover's groups with a single empty neighbour (in
        danger), and of the enemy groups with a single one (one more piece takes them)."""
        position = self.position
        board = position.board
        side = position.turn.index
        empty = bits.FULL ^ (bits.side_bits(board, 0) | bits.side_bits(board, 1))
        return tuple(_short_of_breath(bits.side_bits(board, who), empty) for who in (side, 1 - side))

    # -- the turn structure ----------------------------------------------------------

    @classmethod
    def forced_entry(cls, position: JankenGoPosition) -> Action | None:
        """The game passes for a player who can do nothing, and ends a turn in which
        nothing is left to do (undo never stops before either)."""
        if position.must_pass():
            return PASS
        return END if position.acted and not position.can_act() else None

    @staticmethod
    def ends_turn(entry: Action, after: JankenGoPosition) -> bool:
        """A turn ends with ``end`` or ``pass``, or with the action that wins: undo stops
        between turns, and at each action of the turn in progress."""
        return isinstance(entry, (End, Pass)) or after.is_game_over()

    # -- intents ----------------------------------------------------------------------

    def pick(self, square: int) -> JankengoGame | None:
        """A tap on one of the mover's pieces chooses it (again: lets it go); a tap on a
        target steps the chosen piece, or places a wall once the tray is chosen (None:
        ``_play``; no preview first, ``PREVIEWS`` is False). ``why_not`` says why a tap
        does nothing, when there is something to say."""
        if self.options[square] == SELECT:
            chosen = None if square == self.selected and not self.placing else square
            return replace(self, selected=chosen, placing=False)
        return None

    def choose_wall(self) -> JankengoGame:
        """The wall tray: choose it (the next tap on an empty square places a wall), or let
        it go; the same object when no wall may be placed."""
        if not self.placing and not self.may_place:
            return self
        return replace(self, placing=not self.placing, selected=None)

    def end_turn(self) -> JankengoGame:
        """The おわり button: end the turn; the same object when it may not end (nothing
        done yet, or ko: ``end_refusal`` says which)."""
        return self._act(END) if self.may_end else self

    def end_refusal(self) -> str | None:
        """Why the おわり button does nothing now: the catalogue key, or None."""
        position = self.position
        if not self._playing or self.may_end:
            return None
        return "KO" if position.acted else "NOTHING_DONE"

    def tap_part(self, part: str, index: int) -> JankengoGame:
        """The tray of the turn (``turn``): the wall tray (item ``WALLS``) and おわり
        (``END_ITEM``)."""
        if part == TRAY and index == WALLS:
            return self.choose_wall()
        return self.end_turn() if part == TRAY and index == END_ITEM else self

    def why_not_part(self, part: str, index: int) -> str | None:
        if part == TRAY and index == WALLS and self._playing and not self.may_place:
            return "NO_WALL"
        return self.end_refusal() if part == TRAY and index == END_ITEM else None

    def why_not(self, square: int) -> str | None:
        """Why a tap on ``square`` does nothing: a key of the game's texts (a tie, a stronger
        hand, a wall in the way, the king or a wall onto a piece, suicide, no step left, a
        square not next to the chosen piece), or None when there is nothing to say."""
        if not self._playing or square in self.options:
            return None
        position = self.position
        piece = position.piece_at(square)
        if self.placing:
            if piece is None and square not in self._walls:
                return "SUICIDE"
            return None
        mover = position.turn
        if piece is not None and piece.owner is mover:
            return "NO_STEPS_LEFT" if position.steps_left == 0 else "CANNOT_MOVE"
        if self.selected is None:
            return None
        if square not in bits.ADJACENT[self.selected]:
            return "NOT_NEXT"
        if piece is None:
            return None
        moving = position.piece_at(self.selected).kind
        if piece.kind is Kind.WALL:
            return "ONTO_WALL"
        if not moving.is_hand:
            return "NO_CAPTURE"
        if piece.kind is moving:
            return "TIE"
        return "STRONGER" if piece.kind.beats(moving) else None

    def computer_move(self, action: Action) -> JankengoGame:
        """The computer's ``action``; IllegalMove if it is not its turn or not legal."""
        if not self.computer_to_move or not self.position.is_legal(action):
            raise IllegalMove(f"the computer cannot {action} now")
        return self._act(action)

    def _play(self, square: int) -> JankengoGame:
        return self._act(Wall(square) if self.options[square] == WALL else Step(self.selected, square))

    def _act(self, action: Action) -> JankengoGame:
        """Do ``action``, then the ``end`` that follows when nothing is left to do and the
        passes that follow of necessity."""
        mover = self.position
        after = mover.play(action)
        position, forced = self.forced(after)
        done = (action, *forced)
        passed = mover.turn if isinstance(action, Pass) else None  # (a pass at a loaded start too)
        for entry in forced:
            passed = passed or (after.turn if entry == PASS else None)
            after = after.play(entry)
        ahead, dropped = self._ahead_after(done)
        move = JankengoMove(mover.turn, action, _taken(mover, mover.play(action)), END in forced, passed, dropped)
        selected = None
        if isinstance(action, Step) and position.turn is mover.turn and not position.is_game_over():
            selected = action.target
        game = replace(self, position=position, actions=self.actions + done, last=move, ahead=ahead, placing=False)
        return replace(game, selected=selected if selected in game._steps else None)


def _short_of_breath(pieces: int, empty: int) -> int:
    """The pieces of ``pieces`` whose group has exactly one empty neighbour."""
    found, left = 0, pieces
    while left:
        square = (left & -left).bit_length() - 1
        group = bits.group(pieces, square)
        left &= ~group
        if (bits.neighbours(group) & empty).bit_count() == 1:
            found |= group
    return found


def _taken(before: JankenGoPosition, after: JankenGoPosition) -> tuple[tuple[int, object], ...]:
    """The enemy pieces ``before``'s mover took by its action (square, piece), by square."""
    enemy = before.turn.opponent.index
    gone = bits.side_bits(before.board, enemy) & ~bits.side_bits(after.board, enemy)
    return tuple((square, before.piece_at(square)) for square in bits.squares(gone))


@lru_cache(maxsize=4)
def turn_ends(start: JankenGoPosition, actions: tuple[Action, ...]) -> tuple[int, ...]:
    """How many actions of a valid record from ``start`` come up to the end of each whole
    turn (after ``end`` or ``pass``, or the action that won); a turn the record leaves
    unfinished is none (``Variant.turn_ends``, for the coach; the record's positions are
    those the page replayed already, ``base.replays``).

    >>> start = JankenGoPosition.initial()
    >>> turn_ends(start, tuple(parse_actions("d1-d2 Wc4 end d7-d6 end d2-d3")))
    (3, 5)
    >>> turn_ends(start, tuple(parse_actions("d1-d2 d2-d3 d3-d4 end d7-d6 d6-c6 end d4-d5 d5-d6 d6-d7")))
    (4, 7, 10)
    """
    ends = []
    for number, (action, position) in enumerate(zip(actions, replayed(start, actions)[1:]), 1):
        if JankengoGame.ends_turn(action, position):
            ends.append(number)
    return tuple(ends)


def key_entry(position: JankenGoPosition, turn) -> Action:
    """The action that stands for ``turn`` (a whole turn from ``position``) where the coach
    shows it: the one that won, else the one that took the most (the first of those),
    else the wall, else the last step (a pass: the pass).

    >>> start = JankenGoPosition.initial()
    >>> str(key_entry(start, parse_actions("d1-d2 Wc4 d2-d3 end"))), str(key_entry(start, parse_actions("d1-d2 end")))
    ('Wc4', 'd1-d2')
    """
    best, took = None, 0
    for action in turn:
        after = position.play(action)
        if after.is_game_over() and after.outcome.winner is position.turn:
            return action
        taken = len(_taken(position, after))
        if taken > took:
            best, took = action, taken
        position = after
    if best is not None:
        return best
    walls = [action for action in turn if isinstance(action, Wall)]
    steps = [action for action in turn if isinstance(action, Step)]
    return (walls or steps[-1:] or list(turn))[0]
