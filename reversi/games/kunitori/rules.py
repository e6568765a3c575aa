"""くにとり ("Conquering is Stealing"): the rules as this app plays them
(``shared/rules/kunitori.md``), as an immutable position.

A 3x3 board, white (first) and brown, each with one piece of every shogi kind in hand
(王 飛 角 金 銀 桂 香 歩). In turn, a player places a piece from hand on a square that is
empty or holds a face-down piece (which is removed from the game); only the newest piece
is face-up. Restriction 1: the square must be one the opponent's face-up piece reaches
(not on white's first move, nor right after a pass). Restriction 2: the placed piece must
reach a square. A player who cannot place gives a piece of their choice to the opponent
(1 point for the receiver) and passes; an empty hand passes. The game ends when both
hands are empty or after two passes in a row; each row and column goes to the side with
more pieces in it, a point each; equal points: fewer pieces on the board wins.

>>> start = KunitoriPosition.initial()
>>> len(start.legal_actions()), start.turn
(60, <Side.WHITE: 'white'>)
>>> after = start.play(parse_action("Sb2"))             # white's 銀 on b2, face-up
>>> [str(action) for action in after.legal_actions()][:6]  # brown must place where it reaches
['Ka1', 'Kc1', 'Ka3', 'Kb3', 'Kc3', 'Ra1']
>>> str(after)
'---/-S*-/--- b KRBGNLP krbgsnlp - - -'
>>> KunitoriPosition.parse(str(after)) == after
True
>>> late = KunitoriPosition.replay("Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3 Ga2 Sa3 Pa2 Ga3 Sa2 Pa3")
>>> str(late)                          # brown's 歩 on a3 reaches only a2, where white's 桂 reaches nothing
'L--/S-B/p*k- w N n - - -'
>>> late.legal_actions(), late.must_give()
([Give(kind=<Kind.KNIGHT: 'knight'>)], True)
>>> end = late.play(Give(Kind.KNIGHT)).play(parse_action("Nb3"))
>>> str(end), end.is_game_over(), end.counts(), end.winner()
('L--/S-B/pn*- w - - - N -', True, (3, 2), <Side.WHITE: 'white'>)
>>> score = end.score()                # brown: rank 3, file b and white's 桂
>>> score.lines, score.received, score.points, score.decided_by
((('1', '2', 'a', 'c'), ('3', 'b')), (0, 1), (4, 3), <Decision.POINTS: 'points'>)

The text form of a position (``str``, ``KunitoriPosition.parse``) is one line of six or
seven fields separated by spaces:

1. the board, rank 1 first, ranks separated by ``/``, each rank files a to c: ``-`` an
   empty square (``.`` also reads as empty), an uppercase letter a white piece, a
   lowercase letter a brown one (K R B G S N L P); the face-up piece is followed by
   ``*``, the others are face-down (their kind is kept, though the rules never look at
   it again). The slashes may be left out on input;
2. the side to move: ``w`` (white) or ``b`` (brown);
3. white's hand, then 4. brown's hand, then 5. the pieces white received, then 6. the
   pieces brown received: letters in the order K R B G S N L P, ``-`` for none, each
   written in its owner's case (so white's received pieces, given by brown, are
   lowercase); on input the case of these four fields does not matter, nor the order;
7. the last action, which decides what may follow: ``-`` (none yet, or a placement),
   ``pass`` (the opponent just passed or gave) or ``pass-pass`` (two passes in a row:
   the game is over); ``-`` when left out.

``parse`` raises NotationError with a one-line message for text that is not such a
position, and for a face-up piece that cannot be: after ``pass`` it is the side to
move's own (placed before the opponent passed), otherwise the opponent's.

Bit ``i`` of a bitmask stands for square ``i`` (see ``pieces``). The search and perft work
on ``Node`` tuples (``expand``, ``is_over``); ``KunitoriPosition`` wraps them with the
kinds of the pieces on the board and the received pieces.

Readings this app chose
-----------------------
Where the rules file leaves a case open, the app reads it so:

* After a pass or a give the face-up piece stays face-up (only a placement turns pieces
  face-down): the player to move may not place on it, though it is their own, and it
  does not restrict them.
* Restriction 1 applies exactly when the face-up piece is the opponent's and the last
  action was a placement; with no face-up piece at all (the start, or a position set up
  without one) only step 1 and restriction 2 apply.
* A face-down piece of either side may be placed on, the mover's own too: it is removed.
* A face-down piece keeps its kind in the position (the page may show what left the
  board), though no rule looks at it again.
* A player who cannot place gives even when the opponent's hand is empty.
* Hands and received pieces are multisets: a position set up by hand may hold two
  pieces of a kind, and they are one choice for a placement or a give.
* A position set up by hand may show a face-up piece that reaches nothing (no game can
  make one): the player to move then cannot place and gives (or passes).
* The text form refuses a face-up piece that does not fit the last action (see above).
* Equal points and equal pieces is a draw, an empty board included.
* ``must_pass()`` is the pass of an empty hand; a player who must give is
  ``must_give()`` (a choice of piece, so the page asks which).
* ``score()`` can be asked of any position (it scores the board as it stands); it is
  the game's result once ``is_game_over()``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ...base.sides import Replay
from .actions import PASS, Action, Give, Pass, Place, parse_action, parse_transcript
from .errors import IllegalMove, NotationError
from .pieces import (
    FULL,
    KINDS,
    LETTERS,
    LINE_NAMES,
    LINES,
    REACH,
    SIDES,
    SQUARES,
    Kind,
    Piece,
    Side,
    square_name,
)

# -- nodes: positions as the search and perft see them --------------------------------------

Node = tuple[int, int, int, int, int, int, int, int, int]
"""A position from the side to move: ``(side, own, opp, up, targets, hand, opp_hand,
received, passes)``.

``side``: 0 white, 1 brown (the mover); ``own``, ``opp``: the squares of the mover's and
the opponent's pieces; ``up``: the square of the face-up piece (a one-bit mask, 0 for
none); ``targets``: where the mover may place as far as step 1 and restriction 1 go;
``hand``, ``opp_hand``: the hands as multisets, 4 bits of count per kind (``KIND_UNIT``);
``received``: pieces the mover received minus those the opponent received; ``passes``:
passes (gives included) in a row just before (2: the game is over).
"""

KIND_UNIT = tuple(1 << 4 * index for index in range(len(KINDS)))
"""One piece of each kind (by ``Kind.index``) in a ``Node`` hand."""

PLACEABLE = tuple(
    tuple(sum(1 << square for square in range(SQUARES) if table[square]) for table in by_kind) for by_kind in REACH
)
"""``PLACEABLE[side][kind]``: the squares where restriction 2 lets that piece stand."""

GIVE_CODE = len(KINDS) * SQUARES
PASS_CODE = -1
"""``expand``'s codes: a placement is ``kind index * 9 + square``, a give ``GIVE_CODE +
kind index``, the pass ``PASS_CODE`` (``code_action`` turns a code into an action)."""

_PRESENT: dict[int, tuple[int, ...]] = {}


def present(hand: int) -> tuple[int, ...]:
    """The kind indices a ``Node`` hand holds, each once, in hand order."""
    kinds = _PRESENT.get(hand)
    if kinds is None:
        kinds = _PRESENT[hand] = tuple(k for k in range(len(KINDS)) if hand >> 4 * k & 15)
    return kinds


def hand_size(hand: int) -> int:
    """The number of pieces in a ``Node`` hand."""
    return sum(hand >> 4 * k & 15 for k in range(len(KINDS)))


def is_over(node: Node) -> bool:
    """Two passes in a row, or both hands empty."""
    return node[8] >= 2 or not (node[5] or node[6])


def placements(node: Node) -> list[tuple[int, Node]]:
    """``(code, child)`` for each placement the mover may make (none when the hand is empty)."""
    side, own, opp, _, targets, hand, opp_hand, received, _ = node
    children = []
    reach, placeable, other = REACH[side], PLACEABLE[side], 1 - side
    for k in present(hand):
        table, rest, base = reach[k], hand - KIND_UNIT[k], k * SQUARES
        allowed = targets & placeable[k]
        while allowed:
            bit = allowed & -allowed
            allowed ^= bit
            square = bit.bit_length() - 1
            child = (other, opp & ~bit, own | bit, bit, table[square], opp_hand, rest, -received, 0)
            children.append((base + square, child))
    return children


def expand(node: Node) -> list[tuple[int, Node]]:
    """``(code, child)`` for each action of a node that is not over: the placements (kind by
    kind, squares in board order); if there is none, a give of each kind in hand; with an
    empty hand, the pass."""
    children = placements(node)
    if children:
        return children
    side, own, opp, up, _, hand, opp_hand, received, passes = node
    anywhere = FULL & ~up
    if not hand:
        return [(PASS_CODE, (1 - side, opp, own, up, anywhere, opp_hand, 0, -received, passes + 1))]
    return [
        (GIVE_CODE + k, (1 - side, opp, own, up, anywhere, opp_hand, hand - KIND_UNIT[k], 1 - received, passes + 1))
        for k in present(hand)
    ]


_CODES = {k * SQUARES + square: Place(kind, square) for k, kind in enumerate(KINDS) for square in range(SQUARES)}
_CODES.update({GIVE_CODE + k: Give(kind) for k, kind in enumerate(KINDS)})
_CODES[PASS_CODE] = PASS


def code_action(code: int) -> Action:
    """The action of an ``expand`` code."""
    return _CODES[code]


def action_code(action: Action) -> int:
    """The ``expand`` code of an action (the inverse of ``code_action``)."""
    if isinstance(action, Place):
        return action.kind.index * SQUARES + action.square
    if isinstance(action, Give):
        return GIVE_CODE + action.kind.index
    return PASS_CODE


def mirror_square(square: int) -> int:
    """The square across the board's middle file (a1 <-> c1, b2 stays): every piece
    reaches the mirror of where it reaches, so mirrored positions are worth the same.

    >>> [mirror_square(square) for square in range(SQUARES)]
    [2, 1, 0, 5, 4, 3, 8, 7, 6]
    >>> all(REACH[s][k][mirror_square(q)] == MIRROR[REACH[s][k][q]] for s in (0, 1) for k in range(8) for q in range(9))
    True
    """
    return square + 2 - 2 * (square % 3)


MIRROR = tuple(sum(1 << mirror_square(square) for square in range(SQUARES) if mask >> square & 1) for mask in range(1 << SQUARES))
"""``MIRROR[mask]``: a set of squares mirrored (see ``mirror_square``)."""


def mirrored(node: Node) -> Node:
    """``node`` mirrored across the middle file: the same value, the actions' squares mirrored."""
    side, own, opp, up, targets, hand, opp_hand, received, passes = node
    return (side, MIRROR[own], MIRROR[opp], MIRROR[up], MIRROR[targets], hand, opp_hand, received, passes)


def mirror_code(code: int) -> int:
    """The ``expand`` code of an action mirrored (a give or the pass stays)."""
    if 0 <= code < GIVE_CODE:
        return code - code % SQUARES + mirror_square(code % SQUARES)
    return code


_LINE_POINTS: dict[int, int] = {}


def line_points(own: int, opp: int) -> int:
    """The rows and columns ``own`` has more pieces in, minus those ``opp`` has more in."""
    key = own << SQUARES | opp
    points = _LINE_POINTS.get(key)
    if points is None:
        points = 0
        for line in LINES:
            mine, theirs = (own & line).bit_count(), (opp & line).bit_count()
            points += (mine > theirs) - (mine < theirs)
        _LINE_POINTS[key] = points
    return points


# -- the score ------------------------------------------------------------------------------


class Decision(enum.Enum):
    """What decided a game: more points, fewer pieces on equal points, or nothing (a draw)."""

    POINTS = "points"
    PIECES = "pieces"
    DRAW = "draw"


@dataclass(frozen=True)
class Score:
    """The score of a board, each pair ``(white, brown)``.

    ``lines``: the names of the lines each side won (``'1'``-``'3'`` the rows by rank,
    ``'a'``-``'c'`` the columns by file); ``received``: pieces each received; ``points``:
    lines won plus pieces received; ``pieces``: pieces each has on the board; ``winner``
    (None for a draw) and ``decided_by``.
    """

    lines: tuple[tuple[str, ...], tuple[str, ...]]
    received: tuple[int, int]
    points: tuple[int, int]
    pieces: tuple[int, int]
    winner: Side | None
    decided_by: Decision


# -- the position ---------------------------------------------------------------------------

SIDE_CHARS = {"W": Side.WHITE, "B": Side.BROWN}
LAST_ACTIONS = {"-": 0, "PASS": 1, "PASS-PASS": 2}
"""The last-action field of the text form -> passes in a row."""
FIELDS = (
    "the board, the side to move (w or b), white's hand, brown's hand, white's received, brown's received"
    " and optionally the last action (-, pass or pass-pass)"
)


def _sorted_kinds(kinds) -> tuple[Kind, ...]:
    return tuple(sorted(kinds, key=lambda kind: kind.index))


def _node_hand(kinds: tuple[Kind, ...]) -> int:
    return sum(KIND_UNIT[kind.index] for kind in kinds)


@dataclass(frozen=True, slots=True)
class KunitoriPosition(Replay):
    """Every piece on the board, which one is face-up, both hands, the pieces each side
    received, whose turn it is and how many passes came last in a row.

    ``board``: 9 squares a1 b1 c1 a2 .. c3, each None or a ``Piece``; ``face_up``: the square
    of the face-up piece, None if there is none; ``hands`` and ``received``: ``(white's,
    brown's)``, kinds in hand order (the constructor sorts them); ``turn``: the side to
    move; ``passes``: 0, 1 (the opponent just passed or gave) or 2 (the game is over).
    Positions never change: ``play`` returns a new one. The constructor raises
    NotationError for a position that cannot be (see the module's docstring).
    """

    board: tuple[Piece | None, ...]
    face_up: int | None = None
    hands: tuple[tuple[Kind, ...], tuple[Kind, ...]] = (KINDS, KINDS)
    received: tuple[tuple[Kind, ...], tuple[Kind, ...]] = ((), ())
    turn: Side = Side.WHITE
    passes: int = 0
    node: Node = field(init=False, repr=False, compare=False)

    SIZE = 3
    COLORS = SIDES

    def __post_init__(self) -> None:
        board = tuple(self.board)
        if len(board) != SQUARES or not all(piece is None or isinstance(piece, Piece) for piece in board):
            raise NotationError("the board must be 9 squares, each None or a Piece")
        hands = tuple(_sorted_kinds(hand) for hand in self.hands)
        received = tuple(_sorted_kinds(kinds) for kinds in self.received)
        for side, hand in zip(SIDES, hands):
            for kind in set(hand):
                if hand.count(kind) > 15:
                    raise NotationError(f"{side.value}'s hand holds more than 15 pieces of a kind ({kind.letter})")
        if self.passes not in (0, 1, 2):
            raise NotationError(f"passes in a row must be 0, 1 or 2, not {self.passes}")
        if self.face_up is not None:
            if not 0 <= self.face_up < SQUARES or board[self.face_up] is None:
                raise NotationError("the face-up piece must be a piece on the board")
            owner = board[self.face_up].side
            if self.passes == 1 and owner is not self.turn:
                raise NotationError(
                    f"after a pass the face-up piece is the side to move's own, not {owner.value}'s"
                )
            if self.passes != 1 and owner is self.turn:
                raise NotationError(
                    f"the face-up piece is the opponent's (placed on the turn just before), not {owner.value}'s;"
                    " after a pass write the last action as pass"
                )
        for name, value in (("board", board), ("hands", hands), ("received", received)):
            object.__setattr__(self, name, value)
        object.__setattr__(self, "node", self._node())

    # -- construction -------------------------------------------------------------------

    @classmethod
    def initial(cls) -> KunitoriPosition:
        """An empty board, one piece of each kind in each hand, white to move."""
        return cls((None,) * SQUARES)

    @classmethod
    def parse(cls, text: str) -> KunitoriPosition:
        """Read the text form (see the module's docstring); raises NotationError."""
        parts = text.split()
        if len(parts) not in (6, 7):
            raise NotationError(f"a くにとり position is {FIELDS}; got {len(parts)} field(s)")
        board_text, side, *kinds, last = parts if len(parts) == 7 else (*parts, "-")
        board, face_up = _read_board(board_text)
        if side.upper() not in SIDE_CHARS:
            raise NotationError(f"the side to move must be w (white) or b (brown), not '{side}'")
        if last.upper() not in LAST_ACTIONS:
            raise NotationError(f"the last action must be -, pass or pass-pass, not '{last}'")
        names = ("white's hand", "brown's hand", "white's received pieces", "brown's received pieces")
        white_hand, brown_hand, white_received, brown_received = (
            _read_kinds(field_text, name) for field_text, name in zip(kinds, names)
        )
        return cls(
            board, face_up, (white_hand, brown_hand), (white_received, brown_received),
            SIDE_CHARS[side.upper()], LAST_ACTIONS[last.upper()],
        )

    parse_transcript = staticmethod(parse_transcript)
    """Actions from text, for ``replay_steps`` (``Replay``'s): passes and gives are written out."""

    def _node(self) -> Node:
        side = self.turn
        own = opp = 0
        for square, piece in enumerate(self.board):
            if piece is not None:
                if piece.side is side:
                    own |= 1 << square
                else:
                    opp |= 1 << square
        up = 0 if self.face_up is None else 1 << self.face_up
        targets = FULL & ~up
        if up and self.passes == 0:  # restriction 1: the opponent's piece placed just before
            piece = self.board[self.face_up]
            targets = REACH[piece.side.index][piece.kind.index][self.face_up]
        me, them = side.index, side.opponent.index
        return (
            me, own, opp, up, targets, _node_hand(self.hands[me]), _node_hand(self.hands[them]),
            len(self.received[me]) - len(self.received[them]), self.passes,
        )

    # -- the pieces ---------------------------------------------------------------------

    def piece_at(self, square: int) -> Piece | None:
        """The piece on ``square`` (face-up or down), None if it is empty."""
        return self.board[square]

    def is_face_up(self, square: int) -> bool:
        return square == self.face_up

    def hand(self, side: Side) -> tuple[Kind, ...]:
        """The kinds ``side`` holds, in hand order."""
        return self.hands[side.index]

    def received_by(self, side: Side) -> tuple[Kind, ...]:
        """The kinds of the opponent's pieces ``side`` received, in hand order."""
        return self.received[side.index]

    def counts(self) -> tuple[int, int]:
        """``(white, brown)`` pieces on the board."""
        white = sum(1 for piece in self.board if piece is not None and piece.side is Side.WHITE)
        return white, sum(1 for piece in self.board if piece is not None) - white

    # -- rules --------------------------------------------------------------------------

    def is_game_over(self) -> bool:
        """Both hands empty, or two passes in a row."""
        return is_over(self.node)

    def legal_actions(self) -> list[Action]:
        """The placements (by kind in hand order, then square a1 .. c3); if there is none,
        a give of each kind in hand; with an empty hand, the pass alone. Empty once the
        game is over."""
        if self.is_game_over():
            return []
        return [_CODES[code] for code, _ in expand(self.node)]

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def must_give(self) -> bool:
        """The game goes on, the side to move holds pieces and can place none: it gives."""
        return not self.is_game_over() and bool(self.node[5]) and not placements(self.node)

    def must_pass(self) -> bool:
        """The game goes on and the side to move has an empty hand: it passes."""
        return not self.is_game_over() and not self.node[5]

    def why_illegal(self, action: Action) -> str:
        """Why ``action`` is not legal here, in a few words (for an illegal action)."""
        mover, other = self.turn.value, self.turn.opponent.value
        hand = self.hand(self.turn)
        if self.is_game_over():
            return "the game is already over"
        if isinstance(action, Pass):
            if self.must_give():
                return f"{mover} holds pieces: it must give one"
            return f"{mover} holds pieces: it must place one"
        if action.kind not in hand:
            return f"{mover} has no {action.kind.letter} in hand"
        if isinstance(action, Give):
            return f"{mover} can place a piece, so it may not give one"
        square, name = action.square, square_name(action.square)
        if square == self.face_up:
            return f"{name} holds the face-up piece"
        if not self.node[4] >> square & 1:
            up = self.board[self.face_up]
            return f"{other}'s face-up {up.kind.letter} on {square_name(self.face_up)} does not reach {name}"
        return f"a {action.kind.letter} on {name} would reach no square"

    def play(self, action: Action) -> KunitoriPosition:
        """The position after ``action`` by the side to move; IllegalMove if not legal."""
        if not self.is_legal(action):
            raise IllegalMove(f"{self.turn.value} cannot {action} in {self}: {self.why_illegal(action)}")
        turn, me = self.turn, self.turn.index
        hands, received = list(self.hands), list(self.received)
        if isinstance(action, Pass):
            return KunitoriPosition(self.board, self.face_up, self.hands, self.received, turn.opponent, self.passes + 1)
        hand = list(hands[me])
        hand.remove(action.kind)
        hands[me] = tuple(hand)
        if isinstance(action, Give):
            received[1 - me] = received[1 - me] + (action.kind,)
            return KunitoriPosition(
                self.board, self.face_up, tuple(hands), tuple(received), turn.opponent, self.passes + 1
            )
        board = list(self.board)
        board[action.square] = Piece(turn, action.kind)  # a face-down piece there leaves the game
        return KunitoriPosition(tuple(board), action.square, tuple(hands), self.received, turn.opponent, 0)

    def score(self) -> Score:
        """Lines, received pieces, points and pieces of each side, and who wins how; the
        game's result once ``is_game_over()``."""
        masks = [0, 0]
        for square, piece in enumerate(self.board):
            if piece is not None:
                masks[piece.side.index] |= 1 << square
        lines = ([], [])
        for name, line in zip(LINE_NAMES, LINES):
            white, brown = (masks[0] & line).bit_count(), (masks[1] & line).bit_count()
            if white != brown:
                lines[0 if white > brown else 1].append(name)
        received = (len(self.received[0]), len(self.received[1]))
        points = (len(lines[0]) + received[0], len(lines[1]) + received[1])
        pieces = (masks[0].bit_count(), masks[1].bit_count())
        if points[0] != points[1]:
            winner, decided_by = (Side.WHITE if points[0] > points[1] else Side.BROWN), Decision.POINTS
        elif pieces[0] != pieces[1]:
            winner, decided_by = (Side.WHITE if pieces[0] < pieces[1] else Side.BROWN), Decision.PIECES
        else:
            winner, decided_by = None, Decision.DRAW
        return Score((tuple(lines[0]), tuple(lines[1])), received, points, pieces, winner, decided_by)

    def winner(self) -> Side | None:
        """More points; on equal points fewer pieces on the board; None for a draw.
        Meaningful once the game is over."""
        return self.score().winner

    # -- notation -----------------------------------------------------------------------

    def board_string(self) -> str:
        """The board field of the text form: ``'K--/-g*-/---'``."""
        cells = []
        for square, piece in enumerate(self.board):
            letter = "-" if piece is None else piece.kind.letter
            cell = letter.lower() if piece is not None and piece.side is Side.BROWN else letter
            cells.append(cell + ("*" if square == self.face_up else ""))
        return "/".join("".join(cells[rank * 3 : rank * 3 + 3]) for rank in range(3))

    def __str__(self) -> str:
        def kinds(pieces, owner: Side) -> str:
            text = "".join(kind.letter for kind in pieces) or "-"
            return text if owner is Side.WHITE else text.lower()

        side = "w" if self.turn is Side.WHITE else "b"
        last = {0: "-", 1: "pass", 2: "pass-pass"}[self.passes]
        return " ".join((
            self.board_string(), side, kinds(self.hands[0], Side.WHITE), kinds(self.hands[1], Side.BROWN),
            kinds(self.received[0], Side.BROWN), kinds(self.received[1], Side.WHITE), last,
        ))


def _read_board(text: str) -> tuple[tuple[Piece | None, ...], int | None]:
    """The squares and the face-up square of the board field; NotationError."""
    ranks = text.split("/")
    if len(ranks) not in (1, 3):
        raise NotationError(f"the board '{text}' must be 3 ranks separated by / (or 9 squares without them)")
    cells: list[list[Piece | None]] = []
    face_up = None
    for rank in ranks:
        row: list[Piece | None] = []
        for char in rank:
            if char == "*":
                if not row or row[-1] is None:
                    raise NotationError(f"in the board '{text}' a * must follow a piece")
                if face_up is not None:
                    raise NotationError(f"the board '{text}' has more than one face-up piece (*)")
                face_up = sum(len(r) for r in cells) + len(row) - 1
            elif char in "-.":
                row.append(None)
            elif char.upper() in LETTERS:
                row.append(Piece(Side.WHITE if char.isupper() else Side.BROWN, Kind.parse(char)))
            else:
                raise NotationError(f"the board '{text}' has '{char}', not a piece letter (K R B G S N L P), - or *")
        cells.append(row)
    if len(ranks) == 3 and any(len(row) != 3 for row in cells):
        raise NotationError(f"each rank of the board '{text}' must have 3 squares")
    board = tuple(piece for row in cells for piece in row)
    if len(board) != SQUARES:
        raise NotationError(f"the board '{text}' has {len(board)} squares instead of 9")
    return board, face_up


def _read_kinds(text: str, name: str) -> tuple[Kind, ...]:
    """The kinds of a hand or received field (``-`` for none); NotationError."""
    if text == "-":
        return ()
    bad = sorted({char for char in text if char.upper() not in LETTERS})
    if bad:
        raise NotationError(f"{name} '{text}' has {' '.join(bad)}: write piece letters (K R B G S N L P) or - for none")
    return tuple(Kind.parse(char) for char in text)

