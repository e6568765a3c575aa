"""じゃんけんご (Janken Go): the rules on a 7x7 board, as an immutable position.

Each side has グー, チョキ, パー (the hands), a キング and 5 walls (かべ) in hand. A turn
is a sequence of actions: up to 3 steps shared among one's pieces (walls too), at most
one wall placed, then ``end``. After every action enemy groups without an empty
neighbour are captured (go), suicide is refused, and the game ends at once when a king
is taken or a king reaches the enemy's home rank (the try). The rules as this app plays
them are ``shared/rules/jankengo.md``; this module follows them line by line.

>>> start = JankenGoPosition.initial()
>>> start.counts(), start.turn, start.steps_left, start.walls_in_hand()
((7, 7), <Color.BLACK: 'black'>, 3, 5)
>>> actions = start.legal_actions()                       # 7 steps of the front row, 35 walls
>>> len(actions), [str(action) for action in actions[:2]], str(actions[7])
(42, ['a1-a2', 'b1-b2'], 'Wa2')
>>> turn = start.play(Action.parse("d1-d2")).play(Action.parse("Wd5"))
>>> turn.steps_left, turn.walls_in_hand(), [str(action) for action in turn.legal_actions()][-1]
(2, 4, 'end')
>>> after = turn.play(END)                                # red to move
>>> after.turn, after.number, after.piece_at(parse_square("d5"))
(<Color.WHITE: 'white'>, 2, Piece(owner=<Color.BLACK: 'black'>, kind=<Kind.WALL: 'wall'>))
>>> JankenGoPosition.parse(str(after)) == after
True
>>> JankenGoPosition.replay("d1-d2 Wd5 end") == after
True
>>> format_transcript(parse_transcript("  D1-d2  wD5 END "))
'd1-d2 Wd5 end'

The text form of a position (``str``, ``JankenGoPosition.parse``) is one line of eight
fields separated by spaces:

1. the board: 49 characters for a1 b1 .. g1 a2 .. g7 (rank 1, blue's home rank, first);
   blue's pieces upper case, red's lower case: ``G`` グー, ``C`` チョキ, ``P`` パー,
   ``K`` キング, ``W`` かべ; ``.`` (or ``-``) an empty square;
2. the walls in hand, blue's then red's: ``5/5``;
3. the side to move: ``B`` (blue, あお) or ``R`` (red, あか);
4. the turn so far: the steps taken (``0`` to ``3``), then ``w`` if a wall was placed:
   ``0``, ``2``, ``1w``;
5. and 6. the board at the end of blue's, then red's, previous turn (for ko), 49
   characters as in field 1, or ``-`` when that side has had no turn yet;
7. the number of the turn being played, 1 to 200 (201 once the 200th turn has ended);
8. the passes just before: ``-``, ``pass`` (the previous turn was a pass) or
   ``pass-pass`` (two passes in a row: the game is over).

Fields 4 to 8 may be left out together (then ``0 - - 1 -``). Letters other than the
board's are case-insensitive. The start:
``GCPKPCG...................................gcpkpcg 5/5 B 0 - - 1 -``.
A game over keeps the position in which it ended (the winner still to move, mid-turn);
what ended it is read from the position (``outcome``), so the text needs no field of
its own for it.

Actions are written ``d1-d2`` (a step, a capture too), ``Wc4`` (a wall), ``end`` and
``pass``; a transcript is actions separated by spaces, case-insensitive.

Readings this app chose
-----------------------
Where the rules file leaves a case open, this module reads it as follows (each is tested
in ``tests/unit/games/jankengo/test_rules.py``):

* **A pass counts as a previous turn for ko.** A pass is a turn, so the board when a
  player passed is the board "at the end of their own previous turn" on their next turn.
* **Suicide before the win, also when the king is taken.** The order of the rules file
  holds for every action: a step that takes the enemy king or makes the try but leaves
  one of the mover's own groups without an empty neighbour is not allowed. (Only a
  set-up position can show it: see below.)
* **King taken and try at once:** the result says ``king taken``.
* **Two passes on the 200th turn:** when the 200th turn is the second pass in a row, the
  draw is for ``two passes``.
* **"No legal step and no legal wall left"** counts the turn's limits: with 3 steps
  taken and no wall to place (already placed, or none in hand) End is always allowed,
  ko or not; likewise when every remaining step and wall would be suicide.
* **Every enemy group is looked at after each action,** not only those next to the
  piece that moved (it only matters in a set-up position, where a group may already
  lack liberties: the next action of the side to move captures it).
* **A finished game** keeps its last position: the winner is still the side to move,
  with the steps of the unfinished turn; no action is legal any more.
* **The pieces of a position:** a side has at most 1 king, 2 of each hand and 5 walls
  (on the board and in hand together); a position text with more is refused. A side
  without a king has lost (its king was taken); both without one is refused.
* **A step written between squares that are not neighbours** (``d1-d3``) is read as a
  step and refused by the rules ("not a step to a neighbouring square"), so a
  transcript names it as the illegal action rather than as bad notation.

What follows from the rules (and is tested): **a step is never suicide** (the square it
leaves is an empty neighbour of the piece, and of any group it joins), so only a wall
can be refused as suicide; and **a pass never happens in a game from the start**: every
group of the side to move has an empty neighbour (the opponent's actions capture
breathless groups, the mover's own refuse them), and a piece next to an empty square
may always step there. Passes, and so two passes, come only from set-up positions.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from ...base import sides
from ...base.sides import Color, IllegalMove, NotationError, Replay, TranscriptError  # the errors: re-exported
from . import board as bits
from .board import GOAL, KING, SIZE, SQUARES, START, WALL, Board

MAX_STEPS = 3
WALLS = 5
LAST_TURN = 200
"""The game is drawn when this turn ends without a winner."""
FILES = "abcdefg"


# -- the sides and the pieces ----------------------------------------------------------------


class Side:
    """The two sides by this game's names, as the app's two sides (``base.sides.Color``,
    which the screen, the records and the saved games know): blue (あお, first, home rank
    1) is the first side, ``Color.BLACK``; red (あか, home rank 7) the second,
    ``Color.WHITE``. ``side_name`` gives this game's name of a side."""

    BLUE = Color.BLACK
    RED = Color.WHITE


SIDES = (Side.BLUE, Side.RED)
"""Blue then red: ``SIDES[side.index]`` (``Color.index``: 0 blue, 1 red, as ``board``'s bare boards)."""


def side_name(side: Color) -> str:
    """``'blue'`` or ``'red'``: the side's name in notation and messages."""
    return "blue" if side is Side.BLUE else "red"


class Kind(enum.Enum):
    """A kind of piece; the value names it in data attributes, ``japanese`` on screen."""

    GU = "gu"
    CHOKI = "choki"
    PA = "pa"
    KING = "king"
    WALL = "wall"

    @property
    def japanese(self) -> str:
        return _JAPANESE[self]

    @property
    def is_hand(self) -> bool:
        return self in (Kind.GU, Kind.CHOKI, Kind.PA)

    def beats(self, other: Kind) -> bool:
        """Janken: グー beats チョキ, チョキ beats パー, パー beats グー.

        >>> Kind.GU.beats(Kind.CHOKI), Kind.CHOKI.beats(Kind.GU), Kind.PA.beats(Kind.PA)
        (True, False, False)
        """
        return self.is_hand and other.is_hand and bits.BEATS[_KINDS.index(self)] == _KINDS.index(other)


_KINDS = (Kind.GU, Kind.CHOKI, Kind.PA, Kind.KING, Kind.WALL)
"""By the index of ``board`` (``board.GU`` .. ``board.WALL``)."""
_JAPANESE = {Kind.GU: "グー", Kind.CHOKI: "チョキ", Kind.PA: "パー", Kind.KING: "キング", Kind.WALL: "かべ"}
_LETTERS = "GCPKW"


@dataclass(frozen=True, slots=True)
class Piece:
    """A piece on the board: whose it is and what it is."""

    owner: Color
    kind: Kind

    @property
    def letter(self) -> str:
        """Its character in the text form: upper case blue, lower case red."""
        letter = _LETTERS[_KINDS.index(self.kind)]
        return letter if self.owner is Side.BLUE else letter.lower()


# -- squares and actions ---------------------------------------------------------------------


def square_name(square: int) -> str:
    """``square_name(10) == 'd2'``: file a-g, then rank 1-7 (rank 1 is blue's home rank) (``sides.square_name``)."""
    return sides.square_name(square, SIZE)


def parse_square(text: str) -> int:
    """``parse_square('D2') == 10``; NotationError for anything not on
    the board (``sides.parse_square``, in this board's words)."""
    return sides.parse_square(text, SIZE, "'{text}' is not a square of the 7x7 board (a1 to g7)")


class Action:
    """What a player does: a ``Step``, a ``Wall``, ``END`` or ``PASS``. ``str`` gives the
    notation and ``Action.parse`` reads it back.

    >>> Action.parse("D1-D2"), Action.parse("wc4"), Action.parse(" End ")
    (Step(source=3, target=10), Wall(square=23), End())
    """

    __slots__ = ()

    @classmethod
    def parse(cls, text: str) -> Action:
        """``d1-d2``, ``Wc4``, ``end`` or ``pass`` (case-insensitive); NotationError otherwise."""
        word = text.strip().lower()
        if word in _WORDS:
            return _WORDS[word]
        try:
            if any(char.isspace() for char in word):
                raise NotationError(word)
            if word.startswith("w"):
                return Wall(parse_square(word[1:]))
            source, dash, target = word.partition("-")
            if dash:
                return Step(parse_square(source), parse_square(target))
        except NotationError:
            pass
        raise NotationError(f"'{text.strip()}' is not an action (a step d1-d2, a wall Wc4, end or pass)")


@dataclass(frozen=True, slots=True)
class Step(Action):
    """A piece moves from ``source`` to the orthogonally neighbouring ``target``."""

    source: int
    target: int

    @property
    def square(self) -> int:
        """The square it goes to (where the coach shows it, as a wall's)."""
        return self.target

    def __str__(self) -> str:
        return f"{square_name(self.source)}-{square_name(self.target)}"


@dataclass(frozen=True, slots=True)
class Wall(Action):
    """A wall from the hand is placed on the empty ``square``."""

    square: int

    def __str__(self) -> str:
        return f"W{square_name(self.square)}"


@dataclass(frozen=True, slots=True)
class End(Action):
    """The end of the turn."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """A turn without action, for a player who can neither step nor place a wall."""

    def __str__(self) -> str:
        return "pass"


END = End()
PASS = Pass()
_WORDS = {"end": END, "pass": PASS}


def parse_transcript(text: str) -> list[Action]:
    """The actions of a transcript (separated by white space, case-insensitive); a
    TranscriptError names the first word that is not an action."""
    actions = []
    for number, word in enumerate(text.split(), 1):
        try:
            actions.append(Action.parse(word))
        except NotationError:
            raise TranscriptError(number, word, "not an action (a step d1-d2, a wall Wc4, end or pass)") from None
    return actions


def format_transcript(actions) -> str:
    """The actions in notation, separated by spaces."""
    return " ".join(str(action) for action in actions)


# -- the result ------------------------------------------------------------------------------


class Ending(enum.Enum):
    """How a game ended; the value is the English name."""

    TRY = "try"  # the winner's king reached the enemy's home rank
    KING_TAKEN = "king taken"  # the loser's king was taken by janken or by surrounding
    TWO_PASSES = "two passes"  # a draw
    TURNS = "200 turns"  # a draw: the 200th turn ended without a winner


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game: ``winner`` (None for a draw) and how it ended."""

    winner: Color | None
    ending: Ending


# -- the position ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class JankenGoPosition(Replay):
    """Everything the rules need to go on from here; positions never change (``play``
    returns a new one).

    ``board``: the pieces (see ``board``: 10 bitboards, ``board[side * 5 + kind]``);
    ``walls``: walls in hand (blue, red); ``turn``: the side to move; ``steps``: steps
    taken this turn; ``walled``: a wall was placed this turn; ``previous``: the board at
    the end of blue's and red's previous turn (None before a side's first turn), for ko;
    ``number``: the turn being played (from 1; past ``LAST_TURN`` the game is drawn);
    ``passes``: how many turns in a row just before were passes (2 ends the game).
    """

    board: Board = START
    walls: tuple[int, int] = (WALLS, WALLS)
    turn: Color = Side.BLUE
    steps: int = 0
    walled: bool = False
    previous: tuple[Board | None, Board | None] = (None, None)
    number: int = 1
    passes: int = 0

    SIZE = SIZE
    COLORS = SIDES

    # -- construction ----------------------------------------------------------------------

    @classmethod
    def initial(cls) -> JankenGoPosition:
        """Each home rank グー チョキ パー キング パー チョキ グー, 5 walls each, blue to move."""
        return cls()

    parse_transcript = staticmethod(parse_transcript)
    """Actions from text, for ``replay_steps`` (``Replay``'s)."""

    # -- what is where ---------------------------------------------------------------------

    def piece_at(self, square: int) -> Piece | None:
        for index, board in enumerate(self.board):
            if board >> square & 1:
                return Piece(SIDES[index // 5], _KINDS[index % 5])
        return None

    def counts(self) -> tuple[int, int]:
        """``(blue, red)``: the pieces of each side on the board (walls included)."""
        return bits.side_bits(self.board, 0).bit_count(), bits.side_bits(self.board, 1).bit_count()

    def walls_in_hand(self, side: Color | None = None) -> int:
        """The walls ``side`` (by default the side to move) still has in hand."""
        return self.walls[(self.turn if side is None else side).index]

    @property
    def steps_left(self) -> int:
        """The steps the side to move may still take this turn."""
        return MAX_STEPS - self.steps

    @property
    def acted(self) -> bool:
        """The side to move has taken a step or placed a wall this turn."""
        return self.steps > 0 or self.walled

    def king(self, side: Color) -> int | None:
        """The square of ``side``'s king, None once it is taken."""
        king = self.board[5 * side.index + KING]
        return king.bit_length() - 1 if king else None

    # -- the end ---------------------------------------------------------------------------

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, None while it goes on."""
        board = self.board
        for side in SIDES:
            if not board[5 * side.opponent.index + KING]:
                return Outcome(side, Ending.KING_TAKEN)
        for side in SIDES:
            if board[5 * side.index + KING] & GOAL[side.index]:
                return Outcome(side, Ending.TRY)
        if self.passes >= 2:
            return Outcome(None, Ending.TWO_PASSES)
        if self.number > LAST_TURN:
            return Outcome(None, Ending.TURNS)
        return None

    def is_game_over(self) -> bool:
        return self.outcome is not None

    def winner(self) -> Color | None:
        """The side that won; None for a draw or while the game goes on."""
        outcome = self.outcome
        return None if outcome is None else outcome.winner

    # -- the rules -------------------------------------------------------------------------

    def successors(self) -> list[tuple[Action, JankenGoPosition]]:
        """``(action, position after it)`` for every legal action: the steps (by source
        then target square), the walls (by square), ``end``, or only ``pass``; empty
        once the game is over."""
        if self.is_game_over():
            return []
        side = self.turn.index
        found: list[tuple[Action, JankenGoPosition]] = []
        if self.steps < MAX_STEPS:
            for source, target, board in bits.legal_steps(self.board, side):
                found.append((Step(source, target), self._acted(board, self.steps + 1, self.walled, self.walls)))
        if self._may_place():
            walls = (self.walls[0] - 1, self.walls[1]) if side == 0 else (self.walls[0], self.walls[1] - 1)
            for square, board in bits.legal_walls(self.board, side):
                found.append((Wall(square), self._acted(board, self.steps, True, walls)))
        if self.acted:
            if not self._ko() or not found:
                found.append((END, self._next_turn(0)))
        elif not found:
            found.append((PASS, self._next_turn(self.passes + 1)))
        return found

    def legal_actions(self) -> list[Action]:
        """The legal actions in the order of ``successors``."""
        return [action for action, _ in self.successors()]

    def can_act(self) -> bool:
        """The side to move may still take a step or place a wall this turn."""
        if self.is_game_over():
            return False
        side = self.turn.index
        if self.steps < MAX_STEPS:
            for source in bits.squares(bits.side_bits(self.board, side)):
                if any(bits.step(self.board, side, source, target) for target in bits.ADJACENT[source]):
                    return True
        if self._may_place():
            empty = bits.FULL ^ (bits.side_bits(self.board, 0) | bits.side_bits(self.board, 1))
            return any(bits.place(self.board, side, square) for square in bits.squares(empty))
        return False

    def must_pass(self) -> bool:
        """The game goes on, the turn has just begun and its player can neither step nor
        place a wall: the only action is ``pass``."""
        return not self.acted and not self.is_game_over() and not self.can_act()

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` is not legal here, in a few words; None when it is legal."""
        if self.is_game_over():
            return "the game is already over"
        mover = side_name(self.turn)
        if isinstance(action, Step):
            return self._step_problem(action)
        if isinstance(action, Wall):
            return self._wall_problem(action)
        if isinstance(action, End):
            if not self.acted:
                return f"{mover} must step or place a wall before ending the turn"
            if self._ko() and self.can_act():
                return f"ko: the board would be as at the end of {mover}'s previous turn"
            return None
        if isinstance(action, Pass):
            if self.acted:
                return f"{mover} has acted this turn: it ends with 'end', not 'pass'"
            if self.can_act():
                return f"{mover} can step or place a wall, so it may not pass"
            return None
        return f"{action!r} is not an action"

    def play(self, action: Action) -> JankenGoPosition:
        """The position after ``action`` by the side to move; IllegalMove if not legal."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalMove(f"{action}: {reason} (in {self})")
        side = self.turn.index
        if isinstance(action, Step):
            board = bits.step(self.board, side, action.source, action.target)
            return self._acted(board, self.steps + 1, self.walled, self.walls)
        if isinstance(action, Wall):
            walls = (self.walls[0] - 1, self.walls[1]) if side == 0 else (self.walls[0], self.walls[1] - 1)
            return self._acted(bits.place(self.board, side, action.square), self.steps, True, walls)
        return self._next_turn(self.passes + 1 if isinstance(action, Pass) else 0)

    # -- helpers ---------------------------------------------------------------------------

    def _may_place(self) -> bool:
        return not self.walled and self.walls[self.turn.index] > 0

    def _ko(self) -> bool:
        """The board is as at the end of the mover's own previous turn."""
        return self.previous[self.turn.index] == self.board

    def _acted(self, board: Board, steps: int, walled: bool, walls: tuple[int, int]) -> JankenGoPosition:
        return JankenGoPosition(board, walls, self.turn, steps, walled, self.previous, self.number, self.passes)

    def _next_turn(self, passes: int) -> JankenGoPosition:
        """The next player's turn, after ``end`` (``passes`` 0) or a pass."""
        previous = (self.board, self.previous[1]) if self.turn is Side.BLUE else (self.previous[0], self.board)
        return JankenGoPosition(self.board, self.walls, self.turn.opponent, 0, False, previous, self.number + 1, passes)

    def _step_problem(self, action: Step) -> str | None:
        mover, side = side_name(self.turn), self.turn.index
        source, target = action.source, action.target
        if self.steps >= MAX_STEPS:
            return f"{mover} has taken its {MAX_STEPS} steps this turn"
        if not (0 <= source < SQUARES and 0 <= target < SQUARES):
            return "not a square of the board"
        kind = bits.kind_at(self.board, side, source)
        if kind is None:
            return f"{mover} has no piece on {square_name(source)}"
        if target not in bits.ADJACENT[source]:
            return f"{action} is not a step to a neighbouring square"
        if bits.kind_at(self.board, side, target) is not None:
            return "a piece never steps onto a piece of its own side"
        victim = bits.kind_at(self.board, 1 - side, target)
        if victim is not None:
            moving, taken = _KINDS[kind], _KINDS[victim]
            if kind >= KING:
                return f"a {moving.value} never steps onto a piece"
            if victim == WALL:
                return "nothing steps onto a wall"
            if victim != KING and not moving.beats(taken):
                if moving is taken:
                    return f"{moving.value} against {taken.value} is a tie: no capture"
                return f"{moving.value} does not beat {taken.value}"
        if bits.step(self.board, side, source, target) is None:
            return f"{action} would leave a group of {mover}'s without an empty neighbour (suicide)"
        return None

    def _wall_problem(self, action: Wall) -> str | None:
        mover = side_name(self.turn)
        if self.walled:
            return f"{mover} has placed a wall this turn already"
        if not self.walls[self.turn.index]:
            return f"{mover} has no wall in hand"
        if not 0 <= action.square < SQUARES:
            return "not a square of the board"
        if self.piece_at(action.square) is not None:
            return f"{square_name(action.square)} is not empty"
        if bits.place(self.board, self.turn.index, action.square) is None:
            return f"{action} would leave a group of {mover}'s without an empty neighbour (suicide)"
        return None

    # -- the text form ---------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str) -> JankenGoPosition:
        """Read the text form (see the module's docstring); NotationError if it is not one."""
        fields = text.split()
        if len(fields) == 3:
            fields += ["0", "-", "-", "1", "-"]
        if len(fields) != 8:
            raise NotationError(
                "a じゃんけんご position is 8 fields (board, walls in hand, side, the turn so far, blue's and red's"
                f" previous boards, turn number, passes), or the first 3; got {len(fields)} field(s)"
            )
        board_text, walls_text, side_text, turn_text, blue_text, red_text, number_text, passes_text = fields
        board = read_board(board_text, "the board")
        walls_match = re.fullmatch(r"([0-5])/([0-5])", walls_text)
        if not walls_match:
            raise NotationError(f"the walls in hand are blue's/red's, each 0 to 5 (like 5/5), not '{walls_text}'")
        walls = (int(walls_match[1]), int(walls_match[2]))
        for side in SIDES:
            on_board = board[5 * side.index + WALL].bit_count()
            if on_board + walls[side.index] > WALLS:
                raise NotationError(
                    f"{side_name(side)} has {on_board} walls on the board and {walls[side.index]} in hand: more than {WALLS}"
                )
        turn = {"B": Side.BLUE, "R": Side.RED}.get(side_text.upper())
        if turn is None:
            raise NotationError(f"the side to move is B (blue) or R (red), not '{side_text}'")
        turn_match = re.fullmatch(r"([0-3])(w?)", turn_text.lower())
        if not turn_match:
            raise NotationError(f"the turn so far is the steps taken, 0 to 3, and w if a wall was placed, not '{turn_text}'")
        previous = tuple(None if field == "-" else read_board(field, f"{side_name(side)}'s previous board")
                         for field, side in ((blue_text, Side.BLUE), (red_text, Side.RED)))
        if not number_text.isascii() or not number_text.isdigit() or not 1 <= int(number_text) <= LAST_TURN + 1:
            raise NotationError(f"the turn number is 1 to {LAST_TURN + 1}, not '{number_text}'")
        passes = _PASSES.get(passes_text.lower())
        if passes is None:
            raise NotationError(f"the passes are -, pass or pass-pass, not '{passes_text}'")
        return cls(board, walls, turn, int(turn_match[1]), turn_match[2] == "w", previous, int(number_text), passes)

    def __str__(self) -> str:
        previous = " ".join("-" if board is None else board_text(board) for board in self.previous)
        turn = f"{self.steps}{'w' if self.walled else ''}"
        side = "B" if self.turn is Side.BLUE else "R"
        passes = ("-", "pass", "pass-pass")[self.passes]
        return f"{board_text(self.board)} {self.walls[0]}/{self.walls[1]} {side} {turn} {previous} {self.number} {passes}"


_PASSES = {"-": 0, "pass": 1, "pass-pass": 2}
_CHARS = {letter: index for index, letter in enumerate(_LETTERS)} | {
    letter.lower(): 5 + index for index, letter in enumerate(_LETTERS)
}
_LIMITS = (2, 2, 2, 1, WALLS)
"""The most pieces of each kind a side has."""


def board_text(board: Board) -> str:
    """The 49 characters of a board in the text form (see the module's docstring)."""
    cells = ["."] * SQUARES
    for index, kind_bits in enumerate(board):
        letter = _LETTERS[index % 5] if index < 5 else _LETTERS[index % 5].lower()
        for square in bits.squares(kind_bits):
            cells[square] = letter
    return "".join(cells)


def read_board(text: str, what: str) -> Board:
    """The board of 49 characters ``text`` (``what`` names it in errors); NotationError
    when it is not one a game can have."""
    if len(text) != SQUARES:
        raise NotationError(f"{what} has {len(text)} characters instead of {SQUARES}")
    cells = [0] * 10
    for square, char in enumerate(text):
        if char in _CHARS:
            cells[_CHARS[char]] |= 1 << square
        elif char not in ".-":
            raise NotationError(
                f"{what} has '{char}' on {square_name(square)}: a square is one of GCPKW (blue),"
                " gcpkw (red), . or - (empty)"
            )
    for index, kind_bits in enumerate(cells):
        if kind_bits.bit_count() > _LIMITS[index % 5]:
            side, kind = SIDES[index // 5], _KINDS[index % 5]
            raise NotationError(f"{what} has {kind_bits.bit_count()} of {side_name(side)}'s {kind.value}: at most {_LIMITS[index % 5]}")
    if not cells[KING] and not cells[5 + KING]:
        raise NotationError(f"{what} has no king of either side")
    if cells[KING] & GOAL[0] and cells[5 + KING] & GOAL[1]:
        raise NotationError(f"{what} has both kings on the enemy's home rank")
    return tuple(cells)
