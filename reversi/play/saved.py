"""Saved games: the state of any game (a ``reversi.base.screen.Screen``) to text for
localStorage and back, with a schema version. ``rules`` names the game (a game saved
before there were other games has none: it is the default game's); its moves, those
ahead and a reviewed game's are written in the game's own transcript.

>>> from reversi import registry
>>> Game = registry.variant("reversi").GAME
>>> game = Game.new().tap(37).cycle_hint()
>>> text = dump(game)
>>> text
'{"schema": 5, "rules": "reversi", "start": null, "moves": "f5", "ahead": "", "hint": "places", "opponent": null, "review": null, "analysis": null}'
>>> load(text) == game
True
>>> load('{"schema": 4, "moves": "f5f5"}')
Traceback (most recent call last):
...
reversi.play.saved.SavedGameError: move 2 'f5': white cannot play there

The moves that undo took back are saved (``ahead``), and so is a review: ``{"at": N}``
when looking back at the game's own record, with ``start`` and ``moves`` too for
another game (from the list of past games).

>>> looking = Game.new().tap(37).tap(43).undo().review_at(0)
>>> text = dump(looking)
>>> text
'{"schema": 5, "rules": "reversi", "start": null, "moves": "f5", "ahead": "d6", "hint": "none", "opponent": null, "review": {"at": 0}, "analysis": null}'
>>> load(text) == looking
True

The analysis of a game (looking back with a coach, ``reversi.play.analysis``) is saved
with it when given, with the record it is of (the game's own or the one looked back at):
``load_analysis`` gives it back, or None (never an error: an analysis that cannot be read
is dropped, the game loads all the same).

>>> from reversi.play.analysis import Analysis
>>> analysis = Analysis.of(Game.RULES.initial(), looking.record)     # nothing analysed yet
>>> text = dump(looking, analysis)
>>> text[text.index('"analysis"') :]
'"analysis": {"start": null, "moves": "f5d6", "version": 2, "points": [null, null]}}'
>>> load_analysis(text) == analysis, load_analysis(text.replace('"version": 2', '"version": 0')).analysed
(True, 0)
>>> load_analysis('{"schema": 3, "moves": "f5"}') is None                  # saved before there was any
True

Older schema versions are migrated step by step (``MIGRATIONS``); anything that is
not a saved game of ours raises ``SavedGameError`` and the caller starts afresh.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from .. import registry
from ..base.screen import LEVEL_IDS, Hint, Opponent, Review, Screen
from ..base.sides import NotationError
from ..base.slices import finish

if TYPE_CHECKING:  # the analysis is imported when a saved one is read (not at the page's start-up)
    from .analysis import Analysis

SCHEMA = 5

MIGRATIONS = {
    1: lambda record: {**record, "schema": 2, "opponent": None},
    2: lambda record: {**record, "schema": 3, "ahead": "", "review": None},
    3: lambda record: {**record, "schema": 4, "analysis": None},
    4: lambda record: {**record, "schema": 5, "review": _at_in_transcript(record.get("review"))},
}
"""schema version -> function turning such a saved dict into one of the next version.
Version 2 added the opponent (null: two players; else the computer's colour and level);
version 3 the moves ahead (taken back by undo) and the review; version 4 the analysis
(null, or ``Analysis.to_data`` with the ``start`` and ``moves`` of its record); in version
5 a review's ``at`` counts the entries of the record, every pass one, where version 4
counted those of the transcript (which may leave passes out)."""


def _at_in_transcript(review):
    """A version 4 review, marked as counting the entries of the transcript."""
    return {**review, "in_transcript": True} if isinstance(review, dict) else review


class SavedGameError(ValueError):
    """The saved text is not a game this version can restore."""


def dump(game: Screen, analysis: Analysis | None = None) -> str:
    """``game`` (the state of any game) as text, with ``analysis`` (of a game of the same
    rules) if given."""
    record = {
        "schema": SCHEMA,
        "rules": game.NAME,
        "start": _start(game.start),
        "moves": game.transcript,
        "ahead": game.format_entries(game.ahead),
        "hint": game.hint.value,
        "opponent": game.opponent and {"color": game.opponent.color.value, "level": game.opponent.level},
        "review": _dump_review(game, game.review),
        "analysis": analysis and {
            "start": _start(analysis.start), "moves": game.format_entries(analysis.entries), **analysis.to_data()
        },
    }
    return json.dumps(record, ensure_ascii=False)


def _start(position) -> str | None:
    """A start position as text; None for the usual one."""
    return None if position == type(position).initial() else str(position)


def _dump_review(game: Screen, review: Review | None) -> dict | None:
    if review is None:
        return None
    if review.own:
        return {"at": review.at}
    return {"at": review.at, "start": _start(review.start), "moves": game.format_entries(review.actions)}


def load(text: str):
    """The game saved in ``text`` (of the game its ``rules`` name); raises SavedGameError
    when it cannot be restored."""
    return finish(loading(text))


def loading(text: str, seconds: float | None = None):
    """``load`` as a generator that yields each time ``seconds`` of work are done, if given
    (a long game's record is replayed: ``Screen.loading``), and returns the game."""
    try:
        record = json.loads(text)
    except (TypeError, ValueError):
        raise SavedGameError("not JSON") from None
    record = _migrated(record)
    name, moves, ahead, hint = (
        record.get(k, d) for k, d in (("rules", registry.DEFAULT), ("moves", ""), ("ahead", ""), ("hint", "none"))
    )
    known = isinstance(name, str) and name in registry.NAMES
    if not known or not isinstance(moves, str) or not isinstance(ahead, str) or hint not in [h.value for h in Hint]:
        raise SavedGameError("unknown rules, moves or hint level")
    game_type = registry.variant(name).GAME
    try:
        start = _start_position(game_type, record.get("start"))
        opponent = _opponent(record.get("opponent"), game_type.RULES.COLORS)
        played, ahead = game_type.parse_entries(moves), game_type.parse_entries(ahead)
        game = yield from game_type.loading(played, Hint(hint), start, opponent, ahead, seconds)
        return _load_review(game, record.get("review"), played + ahead)
    except NotationError as error:
        raise SavedGameError(str(error)) from None


def _migrated(record) -> dict:
    """A saved dict of any version as one of ``SCHEMA`` (SavedGameError if it is none)."""
    if not isinstance(record, dict) or type(record.get("schema")) is not int:
        raise SavedGameError("no schema version")
    while record["schema"] in MIGRATIONS:
        record = MIGRATIONS[record["schema"]](record)
    if record["schema"] != SCHEMA:
        raise SavedGameError(f"schema {record['schema']} is not {SCHEMA}")
    return record


def load_analysis(text: str) -> Analysis | None:
    """The analysis saved with the game in ``text``, of the record it names (to fit it to a
    record, ``Analysis.rebase``); None when there is none or it cannot be read."""
    return finish(reading_analysis(text))


def reading_analysis(text: str, seconds: float | None = None):
    """``load_analysis`` as a generator that yields each time ``seconds`` of work are done
    (see ``Analysis.reading``) and returns the analysis or None."""
    try:
        record = _migrated(json.loads(text))
        value = record.get("analysis")
        name = record.get("rules", registry.DEFAULT)
        if not isinstance(value, dict) or name not in registry.NAMES or not isinstance(value.get("moves"), str):
            return None
        game_type = registry.variant(name).GAME
        start = _start_position(game_type, value.get("start")) or game_type.RULES.initial()
        from .analysis import Analysis

        return (yield from Analysis.reading(value, start, game_type.parse_entries(value["moves"]), seconds))
    except (TypeError, ValueError, AttributeError):  # not JSON, not a dict, not a record (NotationError)
        return None


def _start_position(game_type: type[Screen], text):
    if text is not None and not isinstance(text, str):
        raise SavedGameError("the start position is not a board string")
    return game_type.RULES.parse(text) if text else None


def _load_review(game: Screen, value, entries: list) -> Screen:
    """``game`` looking back at what ``value`` says (None: not looking back); ``entries``:
    its record as the transcript reads."""
    if value is None:
        return game
    at = value.get("at") if isinstance(value, dict) else None
    if type(at) is not int:
        raise SavedGameError("the review has no move number")
    start = game.start
    if "moves" in value:
        moves = value["moves"]
        if not isinstance(moves, str):
            raise SavedGameError("the reviewed moves are not a transcript")
        start = _start_position(type(game), value.get("start")) or game.RULES.initial()
        entries = game.parse_entries(moves)
        game = game.review_game(start, entries)
        length = len(game.review.actions)
    else:
        length = len(game.record)
    if value.get("in_transcript") and 0 <= at <= len(entries):
        at = game.written_counts(tuple(entries), start)[1][at]
    if not 0 <= at <= length:
        raise SavedGameError("the review is not at a move of its game")
    return game.review_at(at)


def _opponent(value, colors) -> Opponent | None:
    """The opponent saved as ``value``, playing one of ``colors`` (the game's sides)."""
    if value is None:
        return None
    level = value.get("level") if isinstance(value, dict) else None
    sides = {color.value: color for color in colors}
    if type(level) is not int or level not in LEVEL_IDS or value.get("color") not in sides:
        raise SavedGameError("the opponent is not a colour and a level")
    return Opponent(sides[value["color"]], value["level"])
