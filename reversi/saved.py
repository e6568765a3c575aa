"""Saved games: a ``Game`` to text for localStorage and back, with a schema version.

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

Older schema versions are migrated step by step (``MIGRATIONS``); anything that is
not a saved game of ours raises ``SavedGameError`` and the caller starts afresh.
"""

import json

from .game import Game, Hint, Opponent
from .players import LEVELS
from .position import Color, NotationError, Position, format_transcript, parse_transcript

SCHEMA = 2
RULES = {"reversi": Position}

MIGRATIONS = {1: lambda record: {**record, "schema": 2, "opponent": None}}
"""schema version -> function turning such a saved dict into one of the next version.
Version 2 added the opponent (null: two players; else the computer's colour and level)."""


class SavedGameError(ValueError):
    """The saved text is not a game this version can restore."""


def dump(game: Game) -> str:
    rules = next(name for name, cls in RULES.items() if cls is type(game.start))
    start = None if game.start == type(game.start).initial() else str(game.start)
    record = {
        "schema": SCHEMA,
        "rules": rules,
        "start": start,
        "moves": format_transcript(list(game.moves), game.start.SIZE),
        "hint": game.hint.value,
        "opponent": game.opponent and {"color": game.opponent.color.value, "level": game.opponent.level},
    }
    return json.dumps(record, ensure_ascii=False)


def load(text: str) -> Game:
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
    try:
        start_position = rules.parse(start) if start else None
        opponent = _opponent(record.get("opponent"))
        return Game.from_moves(parse_transcript(moves, rules.SIZE), Hint(hint), start_position, opponent)
    except NotationError as error:
        raise SavedGameError(str(error)) from None


def _opponent(value) -> Opponent | None:
    if value is None:
        return None
    level = value.get("level") if isinstance(value, dict) else None
    if type(level) is not int or level not in [choice.id for choice in LEVELS] or value.get("color") not in ("black", "white"):
        raise SavedGameError("the opponent is not a colour and a level")
    return Opponent(Color(value["color"]), value["level"])
