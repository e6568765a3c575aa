"""Game records: the move list, the text of a game (copy, paste, links) and the list of
past games kept on the device, for Reversi and YWF alike. Pure Python: the page
(``web_records``) only shows them.

A record is a tuple of *entries* (see ``reversi.game.Screen``): squares for Reversi,
where passes are implicit, ``Action`` values for YWF, where each pass is an entry.

The text of a Reversi game is the standard transcript when the game starts from the
usual position, and otherwise the start board, the side to move and the moves::

    f5d6c3d3                                  moves from the usual start, passes implicit
    <64 board characters><X|O>:<moves>        from another position (the ':' part may be empty)

The board is the engine's notation (``Position.board_string``: ``X`` black, ``O`` white,
``-`` empty, a1 b1 .. h1 a2 .. h8) and the side to move ``X`` or ``O``.

The text of a YWF game starts with ``ywf:``, then its transcript (a Play ``e3``, a Change
``+e5``, a Pass ``pass``, every pass written out), or, from another position, the
position's text form (``YwfPosition.parse``: 81 board characters ``X`` ``O`` ``N`` ``-``,
the side to move, the token and, optionally, the last action) then ``:`` and the actions::

    ywf: c4 +f6 pass d3                       actions from the usual start
    ywf: <81 board characters> X O change:c4  from another position

A link carries the same text without its spaces (``format_link``: ``ywf:c4+f6passd3``);
every character of it is allowed in a URL fragment, so a link is the page's address,
``#`` and that text. Reading (``parse_game``) is lenient: case, white space, a whole link
(only what follows ``#`` counts) and percent-escapes are all accepted, a space or ``:``
may part a Reversi board from its moves, and a YWF text may leave out its spaces. A text
that starts with a game's name and ``:`` (``ywf:``, ``reversi:``) is a game of those
rules; any other text is read as a game of the rules the page passes (the game on
screen). The passes forced at the end of a YWF record are added (the game makes them at
once); elsewhere a YWF text must write its passes.

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

A YWF game, from a link, whatever game is on screen:

>>> start, actions = parse_game("https://example.org/reversi/#ywf:c4+f6e7", "reversi")
>>> game_of(start).NAME, [str(action) for action in actions]
('ywf', ['c4', '+f6', 'e7'])
>>> format_game(start, actions), format_link(start, actions)
('ywf: c4 +f6 e7', 'ywf:c4+f6e7')
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from .game import GAMES, Game, Screen, Status, game_class, game_of
from .position import (
    BOARD_CHARS,
    SIDE_CHARS,
    Color,
    Position,
    Sides,
    TranscriptError,
    parse_transcript,
    square_name,
)


class RecordError(ValueError):
    """Text that is not a game. ``kind`` names the problem (a key of the catalogue's
    ``RECORD_ERRORS``) and ``params`` fill in its text:

    ``empty``; ``square`` (Reversi) or ``action`` (YWF: the notation differs), ``illegal``,
    ``over`` with ``number`` (1-based) and ``text`` of the first move that fails, as the
    engine's ``replay`` reports it; ``board_length`` with ``count`` and ``squares`` (how
    many there should be); ``board_chars`` with ``chars`` (the characters a board uses);
    ``side``; ``token`` (YWF: the token after the side to move).
    """

    def __init__(self, kind: str, **params):
        super().__init__(kind, params)
        self.kind, self.params = kind, params

    def __str__(self) -> str:
        return f"{self.kind} {self.params}"


# --------------------------------------------------------------------------- the move list


@dataclass(frozen=True)
class Step:
    """One entry of a record: its 1-based ``number``, the ``entry`` (a square for Reversi,
    an ``Action`` for YWF) and the ``position`` right after it (for Reversi before a pass,
    if one follows)."""

    number: int
    entry: object
    position: Sides

    @property
    def square(self) -> int | None:
        """The square played or acted on (None for a YWF pass)."""
        return getattr(self.entry, "square", self.entry)

    @property
    def name(self) -> str:
        """The entry in notation: ``f5``; ``e3``, ``+e5`` or ``pass``."""
        return game_of(self.position).format_entries((self.entry,))

    @property
    def color(self) -> Color:
        """The side that played the move (or passed)."""
        return self.position.turn.opponent

    @property
    def passed(self) -> Color | None:
        """The side that had to pass right after the move, if any, where the record leaves
        passes implicit (Reversi; in YWF a pass is a step of its own)."""
        if game_of(self.position).PASS is None and self.position.must_pass():
            return self.position.turn
        return None

    @property
    def counts(self) -> tuple[int, ...]:
        """The pieces after the move: (black, white) for Reversi, (black, white, neutral)
        for YWF."""
        return self.position.counts()


def steps(start, entries, first: int = 1) -> tuple[Step, ...]:
    """The entries of a valid record from ``start``, numbered from ``first`` (so that a
    longer record can be continued from its last step's position).

    >>> [(s.number, s.name, s.color.value, s.counts) for s in steps(Position.initial(), parse_transcript("f5d6"))]
    [(1, 'f5', 'black', (4, 1)), (2, 'd6', 'white', (3, 3))]
    >>> ywf = game_class("ywf")
    >>> [(s.number, s.name, s.color.value, s.counts) for s in steps(ywf.RULES.initial(), ywf.parse_entries("c4 +f6"))]
    [(1, 'c4', 'black', (5, 3, 2)), (2, '+f6', 'white', (4, 4, 2))]
    """
    entries = list(entries)
    positions = type(start).replay_steps(entries, start)
    return tuple(Step(number, entry, position) for number, (entry, position) in enumerate(zip(entries, positions), first))


# --------------------------------------------------------------------------- the text of a game


def format_game(start, entries) -> str:
    """The text of a game (see the module's documentation): empty for a game that has not
    begun."""
    game = game_of(start)
    text = game.format_entries(entries)
    if start != game.RULES.initial():
        head = _notation(game).write_head(start)
        text = f"{head}:{text}" if text else head
    return f"{game.NAME}: {text}" if text and game is not Game else text


def format_link(start, entries) -> str:
    """The text of a game for a link (after ``#``): ``format_game`` without spaces.

    >>> format_link(Position.initial(), parse_transcript("f5d6"))
    'f5d6'
    """
    return "".join(format_game(start, entries).split())


def parse_game(text: str, rules: str = Game.NAME) -> tuple:
    """The start position and the entries of a game's text (see the module's
    documentation): a game of the rules its name prefix says; a text without one is read
    as a game of ``rules`` (a name of ``GAMES``: the game on screen) or, failing that, of
    another game (a Reversi transcript pasted while YWF is on screen is a Reversi game).
    ``game_of(start)`` tells which game it is.

    A Reversi start position whose side to move has no move but the other side has passes
    at once (the game is the same); the passes forced at the end of a YWF record are added.
    Raises RecordError (for a text that is no game at all, what failed in ``rules``);
    nothing is half-read.

    >>> start, entries = parse_game("f5d6c3", "ywf")              # not a YWF game: Reversi's
    >>> game_of(start).NAME, len(entries)
    ('reversi', 3)
    """
    if "#" in text:
        text = text[text.rindex("#") + 1 :]
    text = _unescape(text).strip()
    name, colon, rest = text.partition(":")
    if colon and name.strip().lower() in GAMES:
        return _parse_as(rest.strip(), name.strip().lower())
    try:
        return _parse_as(text, rules)
    except RecordError as error:
        for other in GAMES:
            if other != rules:
                try:
                    return _parse_as(text, other)
                except RecordError:
                    pass
        raise error from None


def _parse_as(text: str, rules: str) -> tuple:
    """``parse_game`` of a text without a name prefix, as a game of ``rules``."""
    if not text:
        raise RecordError("empty")
    game = game_class(rules)
    notation = _notation(game)
    start, transcript = game.RULES.initial(), text
    if text[0].upper() in notation.board_chars:
        start, transcript = _read_start(game, notation, text)
    try:
        entries = game.parse_entries(transcript)
    except TranscriptError as error:
        raise RecordError(notation.unreadable, number=error.number, text=error.text) from None
    try:
        played = game.from_record(entries, start=start).played  # with the passes forced at the end
    except TranscriptError as error:
        before = game.RULES.replay(entries[: error.number - 1], start)
        kind = "over" if before.is_game_over() else "illegal"
        raise RecordError(kind, number=error.number, text=error.text) from None
    return start, played


def _unescape(text: str) -> str:
    """Undo a link's percent-escapes (``%20`` is a space). A game is ASCII, so each escape
    stands for one character; anything else is left to fail as the text it is. (Here
    rather than ``urllib.parse``, whose import costs the page ~0.1 s at start-up.)"""
    return re.sub(r"%([0-9A-Fa-f]{2})", lambda match: chr(int(match[1], 16)), text)


@dataclass(frozen=True)
class _Notation:
    """What the text of a game depends on its rules for: the ``RecordError`` kind of an
    entry that is not notation, the board's characters (character -> piece) and, as an
    error lists them, those the engine writes; how the start position is written after the
    board (``write_head``) and read (``read_head``: the board text and the rest -> the
    start and the moves' text)."""

    unreadable: str
    board_chars: dict
    chars: str
    write_head: Callable
    read_head: Callable


def _notation(game: type[Screen]) -> _Notation:
    """The notation of ``game``'s texts (YWF's is built when first needed: the YWF
    modules are imported only then)."""
    if game is Game:
        return _REVERSI_NOTATION
    from . import ywf

    return _Notation("action", ywf.BOARD_CHARS, "X O N -", str, _read_ywf_head)


def _read_start(game: type[Screen], notation: _Notation, text: str) -> tuple:
    """Split ``<board><side>...[:]<moves>`` (spaces allowed between the parts) into the
    start position and the text of the moves."""
    squares = game.RULES.SIZE * game.RULES.SIZE
    board = re.match(r"[^\s:]*", text)[0][:squares]
    if any(char.upper() not in notation.board_chars for char in board):
        raise RecordError("board_chars", chars=notation.chars)
    if len(board) < squares:
        raise RecordError("board_length", count=len(board), squares=squares)
    return notation.read_head(board, text[len(board) :])


def _write_reversi_head(start: Position) -> str:
    return start.board_string() + ("X" if start.turn is Color.BLACK else "O")


def _read_reversi_head(board: str, rest: str) -> tuple[Position, str]:
    """The side to move after the board, a space or ``:`` on either side."""
    rest = rest.replace(":", " ").strip()
    side = rest[:1].upper()
    if side not in SIDE_CHARS:
        raise RecordError("side")
    start = Position.parse(f"{board} {side}")
    return (start.pass_turn() if start.must_pass() else start), rest[1:]


_REVERSI_NOTATION = _Notation("square", BOARD_CHARS, "X O -", _write_reversi_head, _read_reversi_head)

_YWF_LAST = re.compile(r"(?:(pass-pass|change|pass|-)(?=:|$))?:?", re.IGNORECASE)
"""The optional last action after a YWF board, side and token, then the ``:`` before the
actions (a last action is one only when ``:`` or the end follows it)."""


def _read_ywf_head(board: str, rest: str) -> tuple:
    """The side to move, the token and the optional last action after the board (spaces
    anywhere)."""
    from .ywf import SIDE_CHARS as SIDES, TOKEN_CHARS, YwfPosition

    rest = "".join(rest.split())
    side, token = rest[:1].upper(), rest[1:2].upper()
    if side not in SIDES:
        raise RecordError("side")
    if token not in TOKEN_CHARS:
        raise RecordError("token")
    last = _YWF_LAST.match(rest, 2)
    return YwfPosition.parse(f"{board} {side} {token} {last[1] or '-'}"), rest[last.end() :]


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
    ``moves``: the record's entries) and how it ended (``result``: a colour's value,
    ``draw`` or ``unfinished``; ``counts`` after the last move: (black, white) for
    Reversi, (black, white, neutral) for YWF). The list holds games of both rules.

    >>> entry = PastGame.of(game_class("ywf").RULES.initial(), game_class("ywf").parse_entries("c4"), "2024-06-01")
    >>> entry.rules, entry.result, entry.counts, entry.text
    ('ywf', 'unfinished', (5, 3, 2), 'ywf: c4')
    """

    date: str
    start: Sides
    moves: tuple
    result: str
    counts: tuple[int, ...]

    @classmethod
    def of(cls, start, moves, date: str) -> PastGame:
        """The entry for a game of the rules of ``start`` (raises TranscriptError when
        ``moves`` are not one)."""
        moves = tuple(moves)
        final = type(start).replay(list(moves), start)
        result = "unfinished"
        if final.is_game_over():
            winner = final.winner()
            result = winner.value if winner else "draw"
        return cls(date, start, moves, result, final.counts())

    @property
    def rules(self) -> str:
        """The name of the game's rules (one of ``GAMES``)."""
        return game_of(self.start).NAME

    @property
    def text(self) -> str:
        return format_game(self.start, self.moves)

    def same_game(self, other: PastGame) -> bool:
        return (self.start, self.moves) == (other.start, other.moves)


def kept(game: Screen, date: str) -> PastGame:
    """The list entry of the live ``game``: its whole record, moves ahead included."""
    return PastGame.of(game.start, game.record, date)


def add_game(games: tuple[PastGame, ...], entry: PastGame) -> tuple[PastGame, ...]:
    """``entry`` first, then the others, at most ``KEEP`` in all; the same list when the
    game is in it already (it keeps the date it was first kept)."""
    if any(game.same_game(entry) for game in games):
        return games
    return (entry, *games)[:KEEP]


def newly_finished(before: Screen, after: Screen) -> bool:
    """The live game went from ``before`` to a finished game it was not: the moment a
    game goes into the list (a last move, redo, or a finished game loaded)."""
    return after.status is Status.OVER and (after.start, after.played) != (before.start, before.played)


def dump_games(games: tuple[PastGame, ...]) -> str:
    """The list as JSON for localStorage: each entry with its ``rules``, its ``start``
    (the position's text form, null for the usual one) and its ``moves`` (a transcript).

    >>> entry = PastGame.of(Position.initial(), parse_transcript("f5"), "2024-06-01T09:30:00+00:00")
    >>> dump_games((entry,))
    '{"schema": 1, "games": [{"date": "2024-06-01T09:30:00+00:00", "result": "unfinished", "rules": "reversi", "start": null, "moves": "f5"}]}'
    >>> load_games(dump_games((entry,))) == ((entry,), 0)
    True
    """
    records = []
    for entry in games:
        game = game_of(entry.start)
        start = None if entry.start == game.RULES.initial() else str(entry.start)
        records.append(
            {"date": entry.date, "result": entry.result, "rules": game.NAME, "start": start,
             "moves": game.format_entries(entry.moves)}
        )
    return json.dumps({"schema": GAMES_SCHEMA, "games": records}, ensure_ascii=False)


def load_games(text: str) -> tuple[tuple[PastGame, ...], int]:
    """The list stored in ``text`` and how many of its entries were unusable (left out).
    An entry without ``rules`` is a Reversi game (as stored before YWF).

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
    rules = item.get("rules", Game.NAME)
    if not isinstance(date, str) or not isinstance(moves, str) or result not in RESULTS or rules not in GAMES:
        return None
    if start is not None and not isinstance(start, str):
        return None
    game = game_class(rules)
    try:
        datetime.fromisoformat(date)
        position = game.RULES.parse(start) if start is not None else game.RULES.initial()
        entry = PastGame.of(position, game.parse_entries(moves), date)
    except ValueError:  # a bad date, board or transcript (NotationError is a ValueError)
        return None
    return entry if entry.result == result else None
