"""Game records: the move list, the text of a game (copy, paste, links) and the list of
past games kept on the device. Pure Python: the page (``web_records``) only shows them.

The text of a game is the standard transcript when the game starts from the usual
position, and otherwise the start board, the side to move and the moves::

    f5d6c3d3                                  moves from the usual start, passes implicit
    <64 board characters><X|O>:<moves>        from another position (the ':' part may be empty)

The board is the engine's notation (``Position.board_string``: ``X`` black, ``O`` white,
``-`` empty, a1 b1 .. h1 a2 .. h8) and the side to move ``X`` or ``O``. Every character
of it is allowed in a URL fragment, so a link is the page's address, ``#`` and the text.
Reading is lenient: case, white space, a space or ``:`` between the parts, a whole link
(only what follows ``#`` counts) and percent-escapes are all accepted.

>>> start, moves = parse_game("F5 d6 C3")
>>> start == Position.initial(), [square_name(square) for square in moves]
(True, ['f5', 'd6', 'c3'])
>>> format_game(start, moves)
'f5d6c3'
>>> parse_game("https://example.org/reversi/#f5d6c3d3")[1] == parse_game("f5d6c3d3")[1]
True
>>> board = Position.replay("f5d6")
>>> text = format_game(board, parse_transcript("c3"))
>>> text
'---------------------------OX------OXX-----O--------------------X:c3'
>>> parse_game(text) == (board, tuple(parse_transcript("c3")))
True
>>> parse_game("f5d6c3c3")
Traceback (most recent call last):
...
reversi.record.RecordError: illegal {'number': 4, 'text': 'c3'}
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime

from .game import Game, Status
from .position import (
    BOARD_CHARS,
    SIDE_CHARS,
    Color,
    Position,
    TranscriptError,
    format_transcript,
    parse_transcript,
    square_name,
)


class RecordError(ValueError):
    """Text that is not a game. ``kind`` names the problem (a key of the catalogue's
    ``RECORD_ERRORS``) and ``params`` fill in its text:

    ``empty``; ``square``, ``illegal``, ``over`` with ``number`` (1-based) and ``text`` of
    the first move that fails, as the engine's ``replay`` reports it; ``board_length``
    with ``count``; ``board_chars``; ``side``.
    """

    def __init__(self, kind: str, **params):
        super().__init__(kind, params)
        self.kind, self.params = kind, params

    def __str__(self) -> str:
        return f"{self.kind} {self.params}"


# --------------------------------------------------------------------------- the move list


@dataclass(frozen=True)
class Step:
    """One move of a record: its 1-based ``number``, the ``square`` and the ``position``
    right after it (before a pass, if one follows)."""

    number: int
    square: int
    position: Position

    @property
    def name(self) -> str:
        return square_name(self.square, self.position.SIZE)

    @property
    def color(self) -> Color:
        """The side that played the move."""
        return self.position.turn.opponent

    @property
    def passed(self) -> Color | None:
        """The side that had to pass right after the move, if any."""
        return self.position.turn if self.position.must_pass() else None

    @property
    def counts(self) -> tuple[int, int]:
        """The discs (black, white) after the move."""
        return self.position.counts()


def steps(start: Position, moves, first: int = 1) -> tuple[Step, ...]:
    """The moves of a valid record from ``start``, numbered from ``first`` (so that a
    longer record can be continued from its last step's position).

    >>> [(s.number, s.name, s.color.value, s.counts) for s in steps(Position.initial(), parse_transcript("f5d6"))]
    [(1, 'f5', 'black', (4, 1)), (2, 'd6', 'white', (3, 3))]
    """
    positions = type(start).replay_steps(list(moves), start)
    return tuple(Step(number, square, position) for number, (square, position) in enumerate(zip(moves, positions), first))


# --------------------------------------------------------------------------- the text of a game


def format_game(start: Position, moves) -> str:
    """The text of a game: the transcript, preceded by the start board and side when the
    game does not start from the usual position."""
    transcript = format_transcript(list(moves), start.SIZE)
    if start == type(start).initial():
        return transcript
    side = "X" if start.turn is Color.BLACK else "O"
    return f"{start.board_string()}{side}" + (f":{transcript}" if transcript else "")


def parse_game(text: str, rules: type[Position] = Position) -> tuple[Position, tuple[int, ...]]:
    """The start position and moves of a game's text (see the module's documentation).

    A start position whose side to move has no move but the other side has passes at
    once (the game is the same). Raises RecordError; nothing is half-read.
    """
    if "#" in text:
        text = text[text.rindex("#") + 1 :]
    text = _unescape(text).strip()
    if not text:
        raise RecordError("empty")
    start, transcript = rules.initial(), text
    if text[0].upper() in BOARD_CHARS:
        start, transcript = _start_position(text, rules)
    try:
        moves = parse_transcript(transcript, rules.SIZE)
    except TranscriptError as error:
        raise RecordError("square", number=error.number, text=error.text) from None
    try:
        for _ in rules.replay_steps(moves, start):
            pass
    except TranscriptError as error:
        before = rules.replay(moves[: error.number - 1], start)
        kind = "over" if before.is_game_over() else "illegal"
        raise RecordError(kind, number=error.number, text=error.text) from None
    return start, tuple(moves)


def _unescape(text: str) -> str:
    """Undo a link's percent-escapes (``%20`` is a space). A game is ASCII, so each escape
    stands for one character; anything else is left to fail as the text it is. (Here
    rather than ``urllib.parse``, whose import costs the page ~0.1 s at start-up.)"""
    return re.sub(r"%([0-9A-Fa-f]{2})", lambda match: chr(int(match[1], 16)), text)


def _start_position(text: str, rules: type[Position]) -> tuple[Position, str]:
    """Split ``<board><side>[:]<moves>`` (spaces allowed between the parts) into the start
    position and the text of the moves."""
    squares = rules.SIZE * rules.SIZE
    head, _, rest = text.replace(":", " ").partition(" ")
    board = head[:squares]
    if any(char.upper() not in BOARD_CHARS for char in board):
        raise RecordError("board_chars")
    if len(board) < squares:
        raise RecordError("board_length", count=len(board))
    rest = (head[squares:] + " " + rest).strip()
    side = rest[:1].upper()
    if side not in SIDE_CHARS:
        raise RecordError("side")
    start = rules.parse(f"{board} {side}")
    if start.must_pass():
        start = start.pass_turn()
    return start, rest[1:]


# --------------------------------------------------------------------------- past games

KEEP = 100
"""How many past games the list keeps (the newest)."""
GAMES_SCHEMA = 1
RESULTS = ("black", "white", "draw", "unfinished")


class PastGamesError(ValueError):
    """The stored text is not a list of past games."""


@dataclass(frozen=True)
class PastGame:
    """A game kept in the list: when (``date``, ISO 8601), how it went (``start``,
    ``moves``) and how it ended (``result``: a colour's value, ``draw`` or ``unfinished``;
    ``counts`` after the last move)."""

    date: str
    start: Position
    moves: tuple[int, ...]
    result: str
    counts: tuple[int, int]

    @classmethod
    def of(cls, start: Position, moves, date: str) -> PastGame:
        """The entry for a game (raises TranscriptError when ``moves`` are not one)."""
        moves = tuple(moves)
        final = type(start).replay(list(moves), start)
        result = "unfinished"
        if final.is_game_over():
            winner = final.winner()
            result = winner.value if winner else "draw"
        return cls(date, start, moves, result, final.counts())

    @property
    def text(self) -> str:
        return format_game(self.start, self.moves)

    def same_game(self, other: PastGame) -> bool:
        return (self.start, self.moves) == (other.start, other.moves)


def kept(game: Game, date: str) -> PastGame:
    """The list entry of the live ``game``: its whole record, moves ahead included."""
    return PastGame.of(game.start, game.record, date)


def add_game(games: tuple[PastGame, ...], entry: PastGame) -> tuple[PastGame, ...]:
    """``entry`` first, then the others, at most ``KEEP`` in all; the same list when the
    game is in it already (it keeps the date it was first kept)."""
    if any(game.same_game(entry) for game in games):
        return games
    return (entry, *games)[:KEEP]


def newly_finished(before: Game, after: Game) -> bool:
    """The live game went from ``before`` to a finished game it was not: the moment a
    game goes into the list (a last move, redo, or a finished game loaded)."""
    return after.status is Status.OVER and (after.start, after.moves) != (before.start, before.moves)


def dump_games(games: tuple[PastGame, ...]) -> str:
    """The list as JSON for localStorage.

    >>> entry = PastGame.of(Position.initial(), parse_transcript("f5"), "2024-06-01T09:30:00+00:00")
    >>> dump_games((entry,))
    '{"schema": 1, "games": [{"date": "2024-06-01T09:30:00+00:00", "result": "unfinished", "start": null, "moves": "f5"}]}'
    >>> load_games(dump_games((entry,))) == ((entry,), 0)
    True
    """
    records = []
    for game in games:
        start = None if game.start == type(game.start).initial() else str(game.start)
        records.append(
            {"date": game.date, "result": game.result, "start": start, "moves": format_transcript(list(game.moves))}
        )
    return json.dumps({"schema": GAMES_SCHEMA, "games": records}, ensure_ascii=False)


def load_games(text: str) -> tuple[tuple[PastGame, ...], int]:
    """The list stored in ``text`` and how many of its entries were unusable (left out).

    Raises PastGamesError when ``text`` is not such a list at all.

    >>> load_games('{"schema": 1, "games": [{"date": "yesterday", "moves": "f5"}]}')
    ((), 1)
    >>> load_games("[1, 2]")
    Traceback (most recent call last):
    ...
    reversi.record.PastGamesError: not a list of past games
    """
    reader = GamesReader(text)
    reader.read()
    return tuple(reader.games), reader.skipped


class GamesReader:
    """Reads a stored list of past games a few entries at a time, so that a page can
    spread the work (each entry is replayed to check it). Raises PastGamesError at once
    when the text is not such a list at all."""

    def __init__(self, text: str):
        try:
            record = json.loads(text)
        except (TypeError, ValueError):
            raise PastGamesError("not JSON") from None
        items = record.get("games") if isinstance(record, dict) and record.get("schema") == GAMES_SCHEMA else None
        if not isinstance(items, list):
            raise PastGamesError("not a list of past games")
        self.items, self.next = items[:KEEP], 0
        self.games: list[PastGame] = []
        self.skipped = max(0, len(items) - KEEP)
        """The unusable entries so far: wrong, copies of an earlier one, or beyond ``KEEP``."""

    def read(self, count: int | None = None) -> bool:
        """Check up to ``count`` more entries (all the others without a count); True once
        every entry has been read."""
        end = len(self.items) if count is None else min(len(self.items), self.next + count)
        for item in self.items[self.next : end]:
            entry = _past_game(item)
            if entry is None or any(game.same_game(entry) for game in self.games):
                self.skipped += 1
            else:
                self.games.append(entry)
        self.next = end
        return end == len(self.items)


def _past_game(item) -> PastGame | None:
    """One stored entry, or None when anything in it is wrong (its result included)."""
    if not isinstance(item, dict):
        return None
    date, result, start, moves = (item.get(key) for key in ("date", "result", "start", "moves"))
    if not isinstance(date, str) or not isinstance(moves, str) or result not in RESULTS:
        return None
    if start is not None and not isinstance(start, str):
        return None
    try:
        datetime.fromisoformat(date)
        position = Position.parse(start) if start is not None else Position.initial()
        entry = PastGame.of(position, parse_transcript(moves), date)
    except ValueError:  # a bad date, board or transcript (NotationError is a ValueError)
        return None
    return entry if entry.result == result else None
