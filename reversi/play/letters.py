"""Letter games (てがみで たいせん): a game between two devices played by sending links,
with no server. Pure Python: the page (``reversi.web.letters``) shows them.

A *letter* is what one link carries: which game (``rules``, a name of ``registry.NAMES``;
a letter game always starts from the game's usual position), the game's identity (a short
random ``id`` and the two sides' ``names``, in the order of the game's ``RULES.COLORS``),
the side that sent it (``sender``: 0 or 1) and every entry played so far. Its text (after
``#`` in the page's address) is ``letter1.`` and seven fields parted by ``.``::

    letter1.<game>.<id>.<ply>.<sender>.<names>.<moves>.<check>

``ply`` is how many entries the game has (so that a link older than the game on a device,
or one that contradicts it, is told apart), ``names`` the two names (UTF-8, base64url,
parted by a newline), ``moves`` the entries, each as its index among the entries legal
where it was played, packed into one number (base64url), and ``check`` a CRC-32 of all
that comes before it: a link changed on the way is refused with a clear reason
(``LetterError``), and nothing changes. Packing the moves by their indices keeps a link
short whatever a game's notation: the longest game of every game stays far under 2,000
characters (tests/unit/test_letters.py computes them).

>>> from reversi import registry
>>> game = registry.variant("reversi").GAME
>>> letter = Letter("reversi", "k3x9q2", ("ゆい", "Grandpa"), 0, tuple(game.parse_entries("f5d6c3")))
>>> text = format_letter(letter)
>>> text
'letter1.reversi.k3x9q2.3.0.44KG44GECkdyYW5kcGE.Bg.02e03c02'
>>> parse_letter("https://example.org/#" + text) == letter
True
>>> parse_letter(text.replace(".3.0.", ".3.1."))
Traceback (most recent call last):
...
reversi.play.letters.LetterError: check
>>> is_letter("#f5d6"), is_letter("#letter1.reversi")
(False, True)

On a device a letter game is a ``LetterGame``: the letter's game, the side played there
(``side``), what was played there (``entries``: the last letter's and the own moves not
sent yet) and how many of them were in the last letter sent or received (``shared``).
``receive`` says what a letter that arrives means for the games on a device.
"""

from __future__ import annotations

import base64
import json
import random
import re
import zlib
from dataclasses import dataclass, replace

from .. import registry

PREFIX = "letter1"
"""The first field of a letter's text: a letter, in this format's version 1."""
NAME_LENGTH = 10
"""The most characters of a side's name."""
ID_CHARS = "abcdefghijkmnpqrstuvwxyz23456789"
ID_LENGTH = 6
KEEP = 30
"""How many letter games a device keeps (the newest)."""
SCHEMA = 1


class LetterError(ValueError):
    """A text that is not a letter of ours: ``kind`` is a key of the catalogue's
    ``LETTER_ERRORS`` (``format``: not a letter at all; ``check``: changed on the way;
    ``game``: a game this page does not have; ``moves``: moves that are not a game)."""

    def __init__(self, kind: str):
        super().__init__(kind)
        self.kind = kind


@dataclass(frozen=True)
class Letter:
    """What one link carries (see the module's documentation)."""

    rules: str
    id: str
    names: tuple[str, str]
    sender: int
    entries: tuple

    @property
    def ply(self) -> int:
        return len(self.entries)


def new_id(rng: random.Random | None = None) -> str:
    """A short random id for a new letter game (no personal data in it).

    >>> len(new_id()), set(new_id()) <= set(ID_CHARS)
    (6, True)
    """
    rng = rng or random.SystemRandom()
    return "".join(rng.choice(ID_CHARS) for _ in range(ID_LENGTH))


def clean_name(name: str) -> str:
    """A side's name as a letter keeps it: spaces at the ends dropped, at most
    ``NAME_LENGTH`` characters, no line breaks nor ``.``.

    >>> clean_name("  おばあちゃんと おじいちゃん "), clean_name("a.b\\nc")
    ('おばあちゃんと おじ', 'a b c')
    """
    return re.sub(r"[\s.]+", " ", name).strip()[:NAME_LENGTH].strip()


def is_letter(text: str) -> bool:
    """Whether ``text`` (an address or what follows its ``#``) is meant as a letter."""
    return text[text.rfind("#") + 1 :].strip().lower().startswith(PREFIX + ".")


def format_letter(letter: Letter) -> str:
    """The text of a link that carries ``letter`` (after ``#``)."""
    names = _b64("\n".join(clean_name(name) for name in letter.names).encode())
    moves = _b64(_pack(letter.rules, letter.entries))
    body = ".".join((PREFIX, letter.rules, letter.id, str(letter.ply), str(letter.sender), names, moves))
    return f"{body}.{_check(body)}"


def parse_letter(text: str) -> Letter:
    """The letter in ``text`` (an address, or what follows its ``#``); raises
    LetterError saying why it is none (and nothing else happens)."""
    text = text[text.rfind("#") + 1 :].strip()
    fields = text.split(".")
    if len(fields) != 8 or fields[0].lower() != PREFIX:
        raise LetterError("format")
    body, check = text[: text.rindex(".")], fields[7]
    if check.lower() != _check(body):
        raise LetterError("check")
    _, rules, id_, ply, sender, names, moves, _ = fields
    if rules not in registry.NAMES:
        raise LetterError("game")
    if not re.fullmatch(f"[{ID_CHARS}]{{{ID_LENGTH}}}", id_) or not ply.isdigit() or sender not in ("0", "1"):
        raise LetterError("format")
    try:
        two = _unb64(names).decode().split("\n")
    except ValueError:
        raise LetterError("format") from None
    if len(two) != 2:
        raise LetterError("format")
    entries = _unpack(rules, _unb64(moves), int(ply))
    return Letter(rules, id_, (two[0], two[1]), int(sender), entries)


def _check(body: str) -> str:
    return f"{zlib.crc32(body.encode()):08x}"


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    if not re.fullmatch(r"[A-Za-z0-9_-]*", text):
        raise LetterError("format")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except ValueError:
        raise LetterError("format") from None


def choices(position) -> list:
    """The entries legal in ``position`` in a fixed order (a letter names an entry by its
    index here): the position's ``legal_actions()``."""
    return list(position.legal_actions())


def _pack(rules: str, entries) -> bytes:
    """The entries of a game of ``rules`` from its usual start as one number: each entry's
    index among ``choices`` of the position before it, in mixed radix (the first entry the
    lowest digit)."""
    game = registry.variant(rules).GAME
    start = game.RULES.initial()
    befores = [start, *type(start).replay_steps(list(entries), start)]
    value = 0
    for entry, before in reversed(list(zip(entries, befores))):
        options = choices(before)
        value = value * len(options) + options.index(entry)
    return value.to_bytes((value.bit_length() + 7) // 8, "big")


def _unpack(rules: str, data: bytes, ply: int) -> tuple:
    """The ``ply`` entries that ``_pack`` packed into ``data``; LetterError ``moves`` when
    they are no game."""
    value = int.from_bytes(data, "big")
    position = registry.variant(rules).GAME.RULES.initial()
    entries = []
    for _ in range(ply):
        options = choices(position) if not position.is_game_over() else []
        if not options:
            raise LetterError("moves")
        value, index = divmod(value, len(options))
        entries.append(options[index])
        position = position.play(options[index])
    if value:
        raise LetterError("moves")
    return tuple(entries)


# --------------------------------------------------------------------------- on a device


@dataclass(frozen=True)
class LetterGame:
    """A letter game on this device: the ``letter``'s game as played here (``entries``),
    the ``side`` played here (0 or 1: an index of the game's ``RULES.COLORS``), how many of
    the entries were in the last letter sent or received (``shared``), and when it last
    changed (``date``, ISO 8601)."""

    rules: str
    id: str
    names: tuple[str, str]
    side: int
    entries: tuple
    shared: int
    date: str

    @property
    def game(self):
        """The state of the game (``registry.variant(rules).GAME``) after ``entries``."""
        return registry.variant(self.rules).GAME.from_record(self.entries)

    def to_move(self) -> int | None:
        """The side to move (0 or 1), None once the game is over."""
        position = self.game.position
        if position.is_game_over():
            return None
        return list(position.COLORS).index(position.turn)

    @property
    def unsent(self) -> bool:
        """There are own moves that the other side has not been sent."""
        return len(self.entries) > self.shared

    def letter(self) -> Letter:
        """The letter to send now: every entry, from this device's side."""
        return Letter(self.rules, self.id, self.names, self.side, self.entries)

    def sent(self, date: str) -> LetterGame:
        return replace(self, shared=len(self.entries), date=date)

    def played(self, entries, date: str) -> LetterGame:
        return replace(self, entries=tuple(entries), date=date)


def start(rules: str, side: int, names, date: str, id_: str | None = None) -> LetterGame:
    """A new letter game of ``rules`` where this device plays ``side``."""
    names = tuple(clean_name(name) for name in names)
    return LetterGame(rules, id_ or new_id(), (names[0], names[1]), side, (), 0, date)


def receive(games: tuple[LetterGame, ...], letter: Letter, date: str) -> tuple[str, LetterGame]:
    """What ``letter`` means for this device's letter ``games``: a verdict and the letter
    game it is about (changed as it says, to be stored with ``put``):

    * ``new``: a game this device did not have (played here on the side that did not send it);
    * ``newer``: the other side's moves after those here (adopted);
    * ``same``: what this device has already read or sent (nothing changes);
    * ``older``: fewer moves than this device has, the same ones (nothing changes);
    * ``conflict``: a different move at the same place as here (nothing changes: the
      game here comes back, and ``adopt`` takes the letter's instead).

    >>> from reversi import registry
    >>> moves = tuple(registry.variant("reversi").GAME.parse_entries("f5d6c3"))
    >>> verdict, mine = receive((), Letter("reversi", "abcdef", ("a", "b"), 0, moves[:1]), "d")
    >>> verdict, mine.side, mine.shared
    ('new', 1, 1)
    >>> [receive((mine,), Letter("reversi", "abcdef", ("a", "b"), 0, m), "d")[0] for m in (moves[:1], (), moves)]
    ['same', 'older', 'newer']
    """
    mine = next((game for game in games if game.id == letter.id and game.rules == letter.rules), None)
    if mine is None:
        return "new", LetterGame(letter.rules, letter.id, letter.names, 1 - letter.sender, letter.entries,
                                 letter.ply, date)
    theirs, own = letter.entries, mine.entries
    if theirs == own[: len(theirs)]:
        return ("same" if len(theirs) >= mine.shared else "older"), mine
    if theirs[: len(own)] == own and len(own) == mine.shared:  # their moves after all of ours
        return "newer", replace(mine, entries=theirs, shared=len(theirs), date=date)
    return "conflict", mine


def adopt(mine: LetterGame, letter: Letter, date: str) -> LetterGame:
    """The game here replaced by the letter's (a conflict settled for the letter)."""
    return replace(mine, entries=letter.entries, shared=letter.ply, date=date)


def put(games: tuple[LetterGame, ...], game: LetterGame) -> tuple[LetterGame, ...]:
    """``game`` first (newest), the others after it, at most ``KEEP``."""
    return (game, *(other for other in games if other.id != game.id))[:KEEP]


def dump(games: tuple[LetterGame, ...]) -> str:
    """The letter games as JSON for localStorage (moves in each game's transcript).

    >>> mine = start("reversi", 0, ("ゆい", "じい"), "2026-01-01T00:00:00+00:00", "abcdef")
    >>> load(dump((mine,))) == (mine,)
    True
    """
    items = [
        {"rules": g.rules, "id": g.id, "names": list(g.names), "side": g.side,
         "moves": registry.variant(g.rules).GAME.format_entries(g.entries), "shared": g.shared, "date": g.date}
        for g in games
    ]
    return json.dumps({"schema": SCHEMA, "games": items}, ensure_ascii=False)


def load(text: str) -> tuple[LetterGame, ...]:
    """The letter games stored in ``text``; what cannot be read is left out.

    >>> load("nonsense"), load('{"schema": 1, "games": [{"rules": "chess"}]}')
    ((), ())
    """
    try:
        items = json.loads(text).get("games")
    except (TypeError, ValueError, AttributeError):
        return ()
    games = []
    for item in items if isinstance(items, list) else ():
        try:
            game_type = registry.variant(item["rules"]).GAME
            entries = tuple(game_type.parse_entries(item["moves"]))
            game_type.from_record(entries)
            names = tuple(str(name) for name in item["names"])
            if item["side"] not in (0, 1) or len(names) != 2 or not 0 <= item["shared"] <= len(entries):
                continue
            games.append(LetterGame(item["rules"], str(item["id"]), names, item["side"], entries, item["shared"],
                                    str(item["date"])))
        except (KeyError, TypeError, ValueError):
            continue
    return tuple(games)
