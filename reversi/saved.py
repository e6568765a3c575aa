"""Saved games: a ``Game`` or a ``YwfGame`` to text for localStorage and back, with a
schema version.

>>> from reversi.game import Game, Hint
>>> game = Game.new().tap(37).cycle_hint()
>>> text = dump(game)
>>> text
'{"schema": 3, "rules": "reversi", "start": null, "moves": "f5", "ahead": "", "hint": "places", "opponent": null, "review": null}'
>>> load(text) == game
True
>>> load('{"schema": 3, "moves": "f5f5"}')
Traceback (most recent call last):
...
reversi.saved.SavedGameError: move 2 'f5': white cannot play there

The moves that undo took back are saved (``ahead``), and so is a review: ``{"at": N}``
when looking back at the game's own record, with ``start`` and ``moves`` too for
another game (from the list of past games).

>>> looking = Game.new().tap(37).tap(43).undo().review_at(0)
>>> text = dump(looking)
>>> text
'{"schema": 3, "rules": "reversi", "start": null, "moves": "f5", "ahead": "d6", "hint": "none", "opponent": null, "review": {"at": 0}}'
>>> load(text) == looking
True

A YWF game is saved the same way, with ``"rules": "ywf"`` (it has no moves ahead and no
review yet, so those stay empty):

>>> from reversi.ywf_game import YwfGame
>>> ywf_game = YwfGame.from_transcript("c4 +f6")
>>> dump(ywf_game)
'{"schema": 3, "rules": "ywf", "start": null, "moves": "c4 +f6", "ahead": "", "hint": "none", "opponent": null, "review": null}'
>>> load(dump(ywf_game)) == ywf_game
True

Older schema versions are migrated step by step (``MIGRATIONS``); anything that is
not a saved game of ours raises ``SavedGameError`` and the caller starts afresh.
"""

import json

from .game import LEVEL_IDS, Game, Hint, Opponent, Review
from .position import Color, NotationError, Position, format_transcript, parse_transcript

SCHEMA = 3

RULES = {"reversi": "Game", "ywf": "YwfGame"}
"""The ``rules`` of a saved game -> the name of its game class (``_rules`` gives the class
and its position class). A YWF game keeps its actions in ``moves`` as a transcript like
``c4 +f6 pass``."""

MIGRATIONS = {
    1: lambda record: {**record, "schema": 2, "opponent": None},
    2: lambda record: {**record, "schema": 3, "ahead": "", "review": None},
}
"""schema version -> function turning such a saved dict into one of the next version.
Version 2 added the opponent (null: two players; else the computer's colour and level);
version 3 the moves ahead (taken back by undo) and the review."""


class SavedGameError(ValueError):
    """The saved text is not a game this version can restore."""


def _rules(name: str) -> tuple[type, type]:
    """The game class and position class of the rules called ``name``. The YWF modules
    are imported only here, when a YWF game is loaded: the Reversi page does not pay for
    them at start-up (nor either game for the computer's modules)."""
    if name == "ywf":
        from .ywf_game import YwfGame

        return YwfGame, YwfGame.RULES
    return Game, Position


def dump(game) -> str:
    """``game`` (a ``Game`` or a ``YwfGame``) as text."""
    rules = next(name for name, class_name in RULES.items() if type(game).__name__ == class_name)
    ahead = getattr(game, "ahead", ())
    record = {
        "schema": SCHEMA,
        "rules": rules,
        "start": _start(game.start),
        "moves": game.transcript,
        "ahead": format_transcript(list(ahead), game.start.SIZE),
        "hint": game.hint.value,
        "opponent": game.opponent and {"color": game.opponent.color.value, "level": game.opponent.level},
        "review": _dump_review(getattr(game, "review", None)),
    }
    return json.dumps(record, ensure_ascii=False)


def _start(position) -> str | None:
    """A start position as text; None for the usual one."""
    return None if position == type(position).initial() else str(position)


def _dump_review(review: Review | None) -> dict | None:
    if review is None:
        return None
    if review.own:
        return {"at": review.at}
    return {"at": review.at, "start": _start(review.start), "moves": format_transcript(list(review.moves))}


def load(text: str):
    """The game saved in ``text`` (a ``Game`` or a ``YwfGame``); raises SavedGameError
    when it cannot be restored."""
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
    name, moves, ahead, hint = (
        record.get(k, d) for k, d in (("rules", "reversi"), ("moves", ""), ("ahead", ""), ("hint", "none"))
    )
    known = isinstance(name, str) and name in RULES
    if not known or not isinstance(moves, str) or not isinstance(ahead, str) or hint not in [h.value for h in Hint]:
        raise SavedGameError("unknown rules, moves or hint level")
    game_class, rules = _rules(name)
    try:
        start = _start_position(rules, record.get("start"))
        opponent = _opponent(record.get("opponent"))
        if game_class is not Game:
            if ahead or record.get("review") is not None:
                raise SavedGameError(f"a {name} game has no moves ahead and no review")
            return game_class.from_transcript(moves, Hint(hint), start, opponent)
        game = Game.from_moves(
            parse_transcript(moves, rules.SIZE), Hint(hint), start, opponent, parse_transcript(ahead, rules.SIZE)
        )
        return _load_review(game, rules, record.get("review"))
    except NotationError as error:
        raise SavedGameError(str(error)) from None


def _start_position(rules: type, text):
    if text is not None and not isinstance(text, str):
        raise SavedGameError("the start position is not a board string")
    return rules.parse(text) if text else None


def _load_review(game: Game, rules: type[Position], value) -> Game:
    """``game`` looking back at what ``value`` says (None: not looking back)."""
    if value is None:
        return game
    at = value.get("at") if isinstance(value, dict) else None
    if type(at) is not int:
        raise SavedGameError("the review has no move number")
    if "moves" in value:
        moves = value["moves"]
        if not isinstance(moves, str):
            raise SavedGameError("the reviewed moves are not a transcript")
        start = _start_position(rules, value.get("start")) or rules.initial()
        game = game.review_game(start, parse_transcript(moves, rules.SIZE))
        length = len(game.review.moves)
    else:
        length = len(game.record)
    if not 0 <= at <= length:
        raise SavedGameError("the review is not at a move of its game")
    return game.review_at(at)


def _opponent(value) -> Opponent | None:
    if value is None:
        return None
    level = value.get("level") if isinstance(value, dict) else None
    if type(level) is not int or level not in LEVEL_IDS or value.get("color") not in ("black", "white"):
        raise SavedGameError("the opponent is not a colour and a level")
    return Opponent(Color(value["color"]), value["level"])
