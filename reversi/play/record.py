"""Game records: the move list, the text of a game (copy, paste, links) and the list of
past games kept on the device, for every game alike, through the hooks of its state
class (``reversi.base.screen.Screen``: ``parse_entries``, ``format_entries``,
``written``, ``TEXT``). Pure Python: the page (``reversi.web.records``) only shows them.

A record is a tuple of *entries* (see ``reversi.base.screen.Screen``): a square, an
action, every pass one (``PASS``), whether or not the game's transcript writes it
(a transcript may leave passes out: reading puts them back).

The text of a game is its transcript when the game starts from the usual position, and
otherwise its start position (the board in the engine's characters, then what the
game's ``TEXT.write_head`` writes after it: the side to move ...), ``:`` and the moves::

    f5d6c3d3                                  moves from the usual start
    <board><side ...>:<moves>                 from another position (the ':' part may be empty)

A game other than the default one (``registry.DEFAULT``) starts with its name and ``:``.
A link carries the same text without its spaces (``format_link``); every character of
it is allowed in a URL fragment, so a link is the page's address, ``#`` and that text.
A game's name alone (``#reversi``, ``#reversi:``, any case: an invitation) is a new game of it.
Reading (``parse_game``) is lenient: case, white space, a whole link (only what follows
``#`` counts) and percent-escapes are all accepted, a space or ``:`` may part a board
from its moves. A text that starts with a game's name and ``:`` is a game of those
rules; a link without one is the default game's (as ``format_link`` writes it); any
other text is read as a game of the rules the page passes (the game on screen), and
only of those: its error is theirs (``RecordError.game``). The passes forced at the end
of a record are added (the game makes them at once).

>>> start, moves = parse_game("F5 d6 C3")
>>> game = _game_of(start)
>>> game.NAME, start == game.RULES.initial(), game.format_entries(moves)
('reversi', True, 'f5d6c3')
>>> format_game(start, moves)
'f5d6c3'
>>> parse_game("https://example.org/reversi/#f5d6c3d3")[1] == parse_game("f5d6c3d3")[1]
True
>>> board = game.RULES.replay("f5d6")
>>> text = format_game(board, game.parse_entries("c3"))
>>> text
'---------------------------OX------OXX-----O--------------------X:c3'
>>> parse_game(text) == (board, tuple(game.parse_entries("c3")))
True
>>> parse_game("f5d6c3c3")
Traceback (most recent call last):
...
reversi.base.notation.RecordError: illegal {'number': 4, 'text': 'c3'}
>>> second = registry.NAMES[1]
>>> start, moves = parse_game(f"https://example.org/reversi/#{second.upper()}:")   # an invitation: a new game
>>> _game_of(start).NAME == second, start == _game_of(start).RULES.initial(), moves
(True, True, ())
>>> try:
...     parse_game("#Chess:")
... except RecordError as error:
...     print(error.kind, error.params["name"], error.params["names"] == ", ".join(registry.NAMES))
game chess True
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING

from .. import registry, strings
from ..base.notation import RecordError
from ..base.replays import replayed
from ..base.screen import Screen, Status
from ..base.sides import Color, Sides, TranscriptError
from ..base.slices import finish

if TYPE_CHECKING:  # the analysis is imported when a stored one is read (not at the page's start-up)
    from .analysis import Analysis


# --------------------------------------------------------------------------- the move list


@dataclass(frozen=True)
class Step:
    """One entry of a record: its 1-based ``number``, the ``entry`` (a square, an action,
    a pass) and the ``position`` right after it."""

    number: int
    entry: object
    position: Sides

    @property
    def square(self) -> int | None:
        """The square played or acted on (None for a pass)."""
        return getattr(self.entry, "square", self.entry)

    @property
    def name(self) -> str:
        """The entry in notation: ``f5``; ``e3``, ``+e5`` or ``pass``."""
        return _game_of(self.position).entry_name(self.entry)

    mover: Color | None = None
    """The side that made the entry, where the position before it is known (``steps``)."""

    @property
    def color(self) -> Color:
        """The side that played the move (or passed): the side to move before it (in a game
        of several actions a turn, the side to move after it may be the same)."""
        return self.mover if self.mover is not None else self.position.turn.opponent

    @property
    def counts(self) -> tuple[int, ...]:
        """The pieces after the move: the position's ``counts()`` ((black, white), and more
        for a game with more kinds of piece)."""
        return self.position.counts()


def steps(start, entries, first: int = 1, positions=None) -> tuple[Step, ...]:
    """The entries of a valid record from ``start``, numbered from ``first`` (so that a
    longer record can be continued from its last step's position); ``positions``: the
    record's (``start``, then the one after each entry) where they are known (no replay then).

    >>> game = registry.variant(registry.DEFAULT).GAME
    >>> [(s.number, s.name, s.color.value, s.counts) for s in steps(game.RULES.initial(), game.parse_entries("f5d6"))]
    [(1, 'f5', 'black', (4, 1)), (2, 'd6', 'white', (3, 3))]
    """
    entries = list(entries)
    befores = positions or replayed(start, entries)
    return tuple(
        Step(number, entry, position, before.turn)
        for number, (entry, position, before) in enumerate(zip(entries, befores[1:], befores), first)
    )


# --------------------------------------------------------------------------- the text of a game


def format_game(start, entries) -> str:
    """The text of a game (see the module's documentation): empty for a game that has not
    begun."""
    game = _game_of(start)
    text = game.format_entries(entries)
    if start != game.RULES.initial():
        head = game.TEXT.write_head(start)
        text = f"{head}:{text}" if text else head
    return f"{game.NAME}: {text}" if text and game.NAME != registry.DEFAULT else text


def format_link(start, entries) -> str:
    """The text of a game for a link (after ``#``): ``format_game`` without spaces.

    >>> game = registry.variant(registry.DEFAULT).GAME
    >>> format_link(game.RULES.initial(), game.parse_entries("f5d6"))
    'f5d6'
    """
    return "".join(format_game(start, entries).split())


def parse_game(text: str, rules: str = registry.DEFAULT) -> tuple:
    """The start position and the entries of a game's text (see the module's
    documentation): a game of the rules its name prefix says; a link without one, of the
    default game; any other text, of ``rules`` (a name of ``GAMES``: the game on screen),
    never of another game (a text is not guessed: a move of one game may be legal in
    another). ``registry.variant_of(start)`` tells which game it is.

    What a game's ``TEXT.read_head`` makes of a start position stands (a side to move that
    must pass may pass at once); the passes forced at the end of a record are added.
    Raises RecordError (what failed, with the ``game`` whose rules it failed in; for a
    word that names no game (with or without ``:`` and moves) and is no moves of ``rules``
    either, ``game`` with the ``name`` it gave and the ``names`` of the games, and no
    ``game``); nothing is half-read.

    >>> second = registry.NAMES[1]
    >>> try:
    ...     parse_game("f5d6c3", second)                    # a game of the first, read as one of the second
    ... except RecordError as error:
    ...     print(error.game == second)
    True
    >>> _game_of(parse_game("https://example.org/#f5d6c3", second)[0]).NAME   # a link: the default game's
    'reversi'
    """
    game = finish(reading_game(text, rules))
    return game.start, game.actions


def reading_game(text: str, rules: str = registry.DEFAULT, seconds: float | None = None):
    """``parse_game`` as a generator that yields each time ``seconds`` of work are done, if
    given (a long game's record is replayed: ``Screen.loading``), and returns the game at
    its last entry (a ``Screen`` of its game, no hints, no computer).

    >>> game = finish(reading_game("#f5d6c3", seconds=0))
    >>> type(game).NAME, game.transcript
    ('reversi', 'f5d6c3')
    """
    if "#" in text:  # a link: one without a game's name is the default game's (``format_link``)
        text, rules = text[text.rindex("#") + 1 :], registry.DEFAULT
    text = _unescape(text).strip()
    name, colon, rest = text.partition(":")
    name, rest = name.strip().lower(), rest.strip()
    if name in registry.NAMES and not rest:  # an invitation
        return registry.variant(name).GAME.new()
    if colon and name in registry.NAMES:
        text, rules = rest, name
    try:
        return (yield from _reading_as(text, rules, seconds))
    except RecordError as error:
        if rules != name and error.kind not in ("illegal", "over") and re.fullmatch(NAME_LIKE, name):
            raise RecordError("game", name=name, names=", ".join(registry.NAMES)) from None
        error.game = rules
        raise


def error_text(error: RecordError, language: str, link: bool = False) -> str:
    """What the page says of ``error`` in ``language``, in the words of the game it is
    about (its board, its examples: ``error.game``'s catalogue), whatever game is on
    screen; for a ``link``, that it could not be opened, and why.

    >>> last = registry.NAMES[-1]
    >>> try:
    ...     parse_game(f"#{last}:zz", registry.DEFAULT)
    ... except RecordError as caught:
    ...     error = caught
    >>> texts = strings.catalogue("en", last)
    >>> reason = texts.RECORD_ERRORS[error.kind].format(**error.params)
    >>> error.game == last, error_text(error, "en", link=True) == texts.LINK_FAILED.format(reason=reason)
    (True, True)
    """
    texts = strings.catalogue(language, error.game)
    reason = texts.RECORD_ERRORS[error.kind].format(**error.params)
    return texts.LINK_FAILED.format(reason=reason) if link else reason


NAME_LIKE = r"[a-z]{2,20}"
"""What ``parse_game`` takes for a game's name when it names none and the text is no game
either (not even moves of it, legal or not): a word of letters alone, before a ``:`` or
the whole text (a move has a digit)."""


def _reading_as(text: str, rules: str, seconds: float | None):
    """``reading_game`` of a text without a name prefix, as a game of ``rules``."""
    if not text:
        raise RecordError("empty")
    game = registry.variant(rules).GAME
    start, transcript = game.RULES.initial(), text
    if game.TEXT.starts_with_position(text):
        start, transcript = _read_start(game, text)
    try:
        entries = game.parse_entries(transcript)
    except TranscriptError as error:
        raise RecordError(game.TEXT.unreadable, number=error.number, text=error.text) from None
    try:
        return (yield from game.loading(entries, start=start, seconds=seconds))  # with the passes forced at the end
    except TranscriptError as error:
        before = game.RULES.replay(entries[: error.number - 1], start)
        kind = "over" if before.is_game_over() else "illegal"
        raise RecordError(kind, number=error.number, text=error.text) from None


def _unescape(text: str) -> str:
    """Undo a link's percent-escapes (``%20`` is a space). A game is ASCII, so each escape
    stands for one character; anything else is left to fail as the text it is. (Here
    rather than ``urllib.parse``, whose import costs the page ~0.1 s at start-up.)"""
    return re.sub(r"%([0-9A-Fa-f]{2})", lambda match: chr(int(match[1], 16)), text)


def _read_start(game: type[Screen], text: str) -> tuple:
    """Split ``<board><side>...[:]<moves>`` (spaces allowed between the parts) into the
    start position and the text of the moves."""
    squares = game.RULES.SIZE * game.RULES.SIZE
    board = re.match(r"[^\s:]*", text)[0][:squares]
    if any(char.upper() not in game.TEXT.board_chars for char in board):
        raise RecordError("board_chars", chars=game.TEXT.chars)
    if len(board) < squares:
        raise RecordError("board_length", count=len(board), squares=squares)
    return game.TEXT.read_head(board, text[len(board) :])


# --------------------------------------------------------------------------- past games

KEEP = 100
"""How many past games the list keeps (the newest)."""
GAMES_SCHEMA = 1
RESULTS = ("draw", "unfinished")
"""The results of a past game besides a win, which names a side of its game (``RULES.COLORS``)."""


class PastGamesError(ValueError):
    """The stored text is not a list of past games."""


@dataclass(frozen=True)
class PastGame:
    """A game kept in the list: when (``date``, ISO 8601), how it went (``start``,
    ``actions``: the record's entries) and how it ended (``result``: a colour's value,
    ``draw`` or ``unfinished``; ``counts``: what the scoreboard shows after the last move,
    the game's ``counts_of`` the position) and, once looked back at with a coach, its ``analysis`` (``reversi.play.analysis``;
    ``with_analysis`` keeps it). The list holds games of every game.

    >>> game = registry.variant(registry.DEFAULT).GAME
    >>> entry = PastGame.of(game.RULES.initial(), game.parse_entries("f5"), "2024-06-01")
    >>> entry.rules, entry.result, entry.counts, entry.text
    ('reversi', 'unfinished', (4, 1), 'f5')
    """

    date: str
    start: Sides
    actions: tuple
    result: str
    counts: tuple[int, ...]
    analysis: Analysis | None = None

    @classmethod
    def of(cls, start, actions, date: str, analysis: Analysis | None = None) -> PastGame:
        """The entry for a game of the rules of ``start`` (raises TranscriptError when
        ``actions`` are not one; the passes they force are written in), with ``analysis``
        of it if given."""
        actions = _game_of(start).written(actions, start)
        return cls.reaching(start, actions, type(start).replay(list(actions), start), date, analysis)

    @classmethod
    def reaching(cls, start, actions: tuple, final, date: str, analysis: Analysis | None = None) -> PastGame:
        """The entry of the written record ``actions`` (its passes written in), which leads
        from ``start`` to ``final``: ``of`` without replaying it."""
        result = "unfinished"
        if final.is_game_over():
            winner = final.winner()
            result = winner.value if winner else "draw"
        return cls(date, start, actions, result, _game_of(start).counts_of(final), analysis)

    @property
    def rules(self) -> str:
        """The name of the game's rules (one of ``GAMES``)."""
        return _game_of(self.start).NAME

    @property
    def text(self) -> str:
        return format_game(self.start, self.actions)

    def same_game(self, other: PastGame) -> bool:
        return (self.start, self.actions) == (other.start, other.actions)


def kept(game: Screen, date: str) -> PastGame:
    """The list entry of the live ``game``: its whole record, moves ahead included (a game
    with none ahead is not replayed: its position is where its record leads).

    >>> game = registry.variant(registry.DEFAULT).GAME.from_transcript("f5d6")
    >>> kept(game, "2024-06-01") == kept(game.undo(), "2024-06-01") == PastGame.of(game.start, game.actions, "2024-06-01")
    True
    """
    if game.ahead:
        return PastGame.of(game.start, game.record, date)
    return PastGame.reaching(game.start, game.actions, game.position, date)


def add_game(games: tuple[PastGame, ...], entry: PastGame) -> tuple[PastGame, ...]:
    """``entry`` first, then the others, at most ``KEEP`` in all; the same list when the
    game is in it already (it keeps the date it was first kept)."""
    if any(game.same_game(entry) for game in games):
        return games
    return (entry, *games)[:KEEP]


def with_analysis(games: tuple[PastGame, ...], analysis: Analysis) -> tuple[PastGame, ...]:
    """The list with ``analysis`` kept with the game it is of (the same start and moves; its
    date and place stay); the same list when no game of the list is that one.

    >>> from reversi.play.analysis import Analysis
    >>> game = registry.variant(registry.DEFAULT).GAME
    >>> entry = PastGame.of(game.RULES.initial(), game.parse_entries("f5"), "2024-06-01")
    >>> analysis = Analysis.of(entry.start, entry.actions)
    >>> with_analysis((entry,), analysis)[0].analysis is analysis, with_analysis((), analysis)
    (True, ())
    """
    return tuple(
        replace(game, analysis=analysis) if (game.start, game.actions) == (analysis.start, analysis.entries) else game
        for game in games
    )


def newly_finished(before: Screen, after: Screen) -> bool:
    """The live game went from ``before`` to a finished game it was not: the moment a
    game goes into the list (a last move, redo, or a finished game loaded)."""
    return after.status is Status.OVER and (after.start, after.actions) != (before.start, before.actions)


def dump_games(games: tuple[PastGame, ...]) -> str:
    """The list as JSON for localStorage: each entry with its ``rules``, its ``start``
    (the position's text form, null for the usual one) and its ``moves`` (a transcript),
    and its ``analysis`` (``Analysis.to_data``) when it has one.

    >>> game = registry.variant(registry.DEFAULT).GAME
    >>> entry = PastGame.of(game.RULES.initial(), game.parse_entries("f5"), "2024-06-01T09:30:00+00:00")
    >>> dump_games((entry,))
    '{"schema": 1, "games": [{"date": "2024-06-01T09:30:00+00:00", "result": "unfinished", "rules": "reversi", "start": null, "moves": "f5"}]}'
    >>> load_games(dump_games((entry,))) == ((entry,), 0)
    True
    """
    records = []
    for entry in games:
        game = _game_of(entry.start)
        start = None if entry.start == game.RULES.initial() else str(entry.start)
        item = {"date": entry.date, "result": entry.result, "rules": game.NAME, "start": start,
                "moves": game.format_entries(entry.actions)}
        if entry.analysis is not None:
            item["analysis"] = entry.analysis.to_data()
        records.append(item)
    return json.dumps({"schema": GAMES_SCHEMA, "games": records}, ensure_ascii=False)


def load_games(text: str) -> tuple[tuple[PastGame, ...], int]:
    """The list stored in ``text`` and how many of its entries were unusable (left out).
    An entry without ``rules`` is a game of ``registry.DEFAULT`` (as stored before there
    were other games); what cannot be read of an entry's analysis is dropped, the entry stays.

    Raises PastGamesError when ``text`` is not such a list at all.

    >>> load_games('{"schema": 1, "games": [{"date": "yesterday", "moves": "f5"}]}')
    ((), 1)
    >>> load_games("[1, 2]")
    Traceback (most recent call last):
    ...
    reversi.play.record.PastGamesError: not a list of past games
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

    def rules(self) -> list[str]:
        """The games (names of ``registry.NAMES``) of the entries still to read: reading
        them imports those games' modules.

        >>> last = registry.NAMES[-1]
        >>> GamesReader(f'{{"schema": 1, "games": [{{"rules": "{last}"}}, {{"moves": "f5"}}, {{"rules": [3]}}]}}').rules() == [registry.DEFAULT, last]
        True
        """
        named = [item.get("rules", registry.DEFAULT) for item in self.items[self.next :] if isinstance(item, dict)]
        return [name for name in registry.NAMES if name in named]

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
    rules = item.get("rules", registry.DEFAULT)
    if not isinstance(date, str) or not isinstance(moves, str) or rules not in registry.NAMES:
        return None
    game = registry.variant(rules).GAME
    if result not in (*RESULTS, *(color.value for color in game.RULES.COLORS)):
        return None
    if start is not None and not isinstance(start, str):
        return None
    try:
        datetime.fromisoformat(date)
        position = game.RULES.parse(start) if start is not None else game.RULES.initial()
        entries = game.parse_entries(moves)
        entry = PastGame.of(position, entries, date)
    except ValueError:  # a bad date, board or transcript (NotationError is a ValueError)
        return None
    if "analysis" in item:  # what cannot be read of it is dropped (see Analysis.from_data)
        from .analysis import Analysis

        entry = replace(entry, analysis=Analysis.from_data(item["analysis"], entry.start, entries))
    return entry if entry.result == result else None


def _game_of(position) -> type[Screen]:
    """The state class of the game whose positions ``position`` is one of."""
    return registry.variant_of(position).GAME
