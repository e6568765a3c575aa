"""Saved games: a ``Game`` or a ``YwfGame`` to text for localStorage and back, with a
schema version.

>>> from reversi.game import Game, Hint
>>> game = Game.new().tap(37).cycle_hint()
>>> text = dump(game)
>>> text
'{"schema": 2, "rules": "reversi", "start": null, "moves": "f5", "hint": "places", "opponent": null}'
>>> load(text) == game
True
>>> load('{"schema": 2, "moves": "f5f5"}')
Traceback (most recent call last):
...
reversi.saved.SavedGameError: move 2 'f5': white cannot play there

A YWF game is saved the same way, with ``"rules": "ywf"``:

>>> from reversi.ywf_game import YwfGame
>>> ywf_game = YwfGame.from_transcript("c4 +f6")
>>> dump(ywf_game)
'{"schema": 2, "rules": "ywf", "start": null, "moves": "c4 +f6", "hint": "none", "opponent": null}'
>>> load(dump(ywf_game)) == ywf_game
True

Older schema versions are migrated step by step (``MIGRATIONS``); anything that is
not a saved game of ours raises ``SavedGameError`` and the caller starts afresh.
"""

import json

from . import players, ywf_players
from .game import Game, Hint, Opponent
from .position import Color, NotationError, Position
from .ywf import YwfPosition
from .ywf_game import YwfGame

SCHEMA = 2
RULES = {"reversi": (Game, Position, players.LEVELS), "ywf": (YwfGame, YwfPosition, ywf_players.LEVELS)}
"""The ``rules`` of a saved game -> its game class, position class and computer levels.
A YWF game keeps its actions in ``moves`` as a transcript like ``c4 +f6 pass``."""

MIGRATIONS = {1: lambda record: {**record, "schema": 2, "opponent": None}}
"""schema version -> function turning such a saved dict into one of the next version.
Version 2 added the opponent (null: two players; else the computer's colour and level)."""


class SavedGameError(ValueError):
    """The saved text is not a game this version can restore."""


def dump(game: Game | YwfGame) -> str:
    rules = next(name for name, (game_class, _, _) in RULES.items() if game_class is type(game))
    start = None if game.start == type(game.start).initial() else str(game.start)
    record = {
        "schema": SCHEMA,
        "rules": rules,
        "start": start,
        "moves": game.transcript,
        "hint": game.hint.value,
        "opponent": game.opponent and {"color": game.opponent.color.value, "level": game.opponent.level},
    }
    return json.dumps(record, ensure_ascii=False)


def load(text: str) -> Game | YwfGame:
    """The game saved in ``text``; raises SavedGameError when it cannot be restored."""
    try:
        record = json.loads(text)
    except (TypeError, ValueError):
        raise SavedGameError("not JSON") from None
    if not isinstance(record, dict) or type(record.get("schema")) is not int:
        raise SavedGameError("no schema version")
    while record["schema"] in MIGRATIONS:
        record = MIGRATIONS[record["schema"]](record)
    if record["schema"] != SCHEMA:
        raise SavedGameError(f"schema {record['schema']} is not {SCHEMA}")
    name, moves, hint, start = (record.get(k, d) for k, d in (("rules", "reversi"), ("moves", ""), ("hint", "none"), ("start", None)))
    rules = RULES.get(name) if isinstance(name, str) else None
    if rules is None or not isinstance(moves, str) or hint not in [h.value for h in Hint]:
        raise SavedGameError("unknown rules, moves or hint level")
    if start is not None and not isinstance(start, str):
        raise SavedGameError("the start position is not a board string")
    game_class, position_class, levels = rules
    try:
        start_position = position_class.parse(start) if start else None
        opponent = _opponent(record.get("opponent"), levels)
        return game_class.from_transcript(moves, Hint(hint), start_position, opponent)
    except NotationError as error:
        raise SavedGameError(str(error)) from None


def _opponent(value, levels: tuple[players.Level, ...]) -> Opponent | None:
    if value is None:
        return None
    level = value.get("level") if isinstance(value, dict) else None
    if type(level) is not int or level not in [choice.id for choice in levels] or value.get("color") not in ("black", "white"):
        raise SavedGameError("the opponent is not a colour and a level")
    return Opponent(Color(value["color"]), value["level"])
