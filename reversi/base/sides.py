"""What every game's rules share: the two sides, the errors of notation and of play,
square names, and the ``Replay`` and ``Sides`` bases of a position. Pure Python, no
game named.

>>> square_name(19), parse_square("D3"), square_name(parse_square("i9", 9), 9)
('d3', 19, 'i9')
>>> Color.BLACK.opponent
<Color.WHITE: 'white'>
"""

from __future__ import annotations

import enum


class Color(enum.Enum):
    """A side of the game. The value is the name used in data attributes and saved games."""

    BLACK = "black"
    WHITE = "white"

    @property
    def opponent(self) -> Color:
        return Color.WHITE if self is Color.BLACK else Color.BLACK

    @property
    def index(self) -> int:
        """0 for the first side (black), 1 for the second (white)."""
        return 0 if self is Color.BLACK else 1


class IllegalMove(ValueError):
    """A move that the rules do not allow in the position it was tried in."""


class NotationError(ValueError):
    """Text that is not a square, a board string or a transcript."""


class TranscriptError(NotationError):
    """A transcript that stops making sense at one move.

    ``number`` is the 1-based move number and ``text`` the two characters that failed.
    """

    def __init__(self, number: int, text: str, reason: str):
        super().__init__(f"move {number} '{text}': {reason}")
        self.number, self.text, self.reason = number, text, reason


COLUMNS = "abcdefghijklmnopqrstuvwxyz"


def square_name(square: int, size: int = 8) -> str:
    """``square_name(19) == 'd3'``: column letter then row number, a1 top left."""
    row, column = divmod(square, size)
    return f"{COLUMNS[column]}{row + 1}"


def parse_square(
    text: str, size: int = 8, error: str = "'{text}' is not a square of the {size}x{size} board"
) -> int:
    """``parse_square('D3') == 19``; raises NotationError for anything not on the board,
    worded by ``error`` (formatted with ``text`` and ``size``)."""
    name = text.strip().lower()
    if len(name) >= 2 and name[0] in COLUMNS[:size] and name[1:].isascii() and name[1:].isdigit():
        row = int(name[1:]) - 1
        if 0 <= row < size and name[1:] == str(row + 1):
            return row * size + COLUMNS.index(name[0])
    raise NotationError(error.format(text=text, size=size))


class Replay:
    """``replay`` for any game's position, from its ``initial`` and ``replay_steps``
    (whatever its sides are called), and ``replay_steps`` for a game whose transcript
    is just its actions, from its ``parse_transcript`` (text to actions), ``is_legal``,
    ``why_illegal`` and ``play``."""

    __slots__ = ()

    @classmethod
    def replay_steps(cls, transcript, start=None):
        """Yield the position after each action of ``transcript`` (a string or a list of
        actions) from ``start`` or the initial position.

        Raises TranscriptError naming the first action that is not legal (in notation: an
        action that is a square by its name), and why.
        """
        position = cls.initial() if start is None else start
        actions = cls.parse_transcript(transcript) if isinstance(transcript, str) else transcript
        for number, action in enumerate(actions, 1):
            if not position.is_legal(action):
                text = square_name(action, cls.SIZE) if isinstance(action, int) else str(action)
                raise TranscriptError(number, text, position.why_illegal(action))
            position = position.play(action)
            yield position

    @classmethod
    def replay(cls, transcript, start=None):
        """The position after the moves of ``transcript`` from ``start`` or the initial
        position (see ``replay_steps``)."""
        position = cls.initial() if start is None else start
        for position in cls.replay_steps(transcript, position):
            pass
        return position


class Sides(Replay):
    """What the positions of the black-and-white games share, from their ``black``,
    ``white`` and ``turn`` fields and their ``initial`` and ``replay_steps``."""

    __slots__ = ()

    @property
    def own(self) -> int:
        """The bitboard of the side to move."""
        return self.black if self.turn is Color.BLACK else self.white

    @property
    def opp(self) -> int:
        """The bitboard of the side not to move."""
        return self.white if self.turn is Color.BLACK else self.black

    def count(self, color: Color) -> int:
        return (self.black if color is Color.BLACK else self.white).bit_count()


def read_board(board: str, squares: int, chars: dict) -> dict:
    """The bitboard of each kind of ``chars`` (character -> kind) in ``board``, one
    character a square from a1; NotationError for a wrong length or character."""
    if len(board) != squares:
        raise NotationError(f"the board has {len(board)} characters instead of {squares}")
    bad = sorted({char for char in board if char not in chars})
    if bad:
        *first, last = chars
        raise NotationError(f"the board has characters other than {', '.join(first)} and {last}: {' '.join(bad)}")
    kinds = dict.fromkeys(chars.values(), 0)
    for square, char in enumerate(board):
        kinds[chars[char]] |= 1 << square
    return kinds
