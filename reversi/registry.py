"""The registry: the only module that lists the games. Adding a game means adding its
package under ``reversi/games/`` (what ``reversi.base.contract`` declares) and one line
here.

A game's package (``__init__.py``) is data: importing it imports none of its modules, so
the page may read every game's name (``game_names``) and still load only the game on
screen; its modules come when first used.

>>> NAMES[0], DEFAULT
('reversi', 'reversi')
>>> variant("ywf").NAME, variant("reversi").GAME.__name__
('ywf', 'Game')
>>> variant_of(variant("reversi").GAME.RULES.initial()).NAME
'reversi'
"""

from __future__ import annotations

import importlib
import sys

from .base.variant import missing_hooks

GAMES = {
    "reversi": "reversi.games.reversi",
    "ywf": "reversi.games.ywf",
    "kunitori": "reversi.games.kunitori",
    "jankengo": "reversi.games.jankengo",
}
"""Each game's name -> its package: the games the site ships (``tools/build_vendor.py``).
The first is the default: the game of a text, a link or a saved game that names none (they
were all Reversi before there were other games)."""

NAMES = tuple(GAMES)
"""The games of this process: ``GAMES``, then any ``register`` added."""
DEFAULT = NAMES[0]
_REGISTERED: dict[str, str] = {}


def register(name: str, package: str) -> None:
    """Add the game called ``name`` (its package ``package``) to ``NAMES`` in this process
    alone, never to what the site ships (``GAMES``): the tests' example game
    (``tests/example_game/``, registered while the tests run: ``tests/conftest.py``).

    >>> from reversi import registry
    >>> registry.register("example", "reversi.games.example")
    >>> registry.NAMES[-1], "example" in registry.GAMES
    ('example', False)
    >>> registry.unregister("example"); "example" in registry.NAMES
    False
    """
    global NAMES
    _REGISTERED[name] = package
    NAMES = (*GAMES, *_REGISTERED)


def unregister(name: str) -> None:
    """Take back ``register``."""
    global NAMES
    del _REGISTERED[name]
    NAMES = (*GAMES, *_REGISTERED)


def variant(name: str):
    """The ``Variant`` of the game called ``name``; KeyError for any other name, TypeError
    for a game that lacks a hook (``checked``)."""
    return checked(package(name).VARIANT)


def package(name: str):
    """The package of the game called ``name``, data only (``reversi.base.contract``)."""
    return importlib.import_module(_package_name(name))


def _package_name(name: str) -> str:
    """The package of the game called ``name`` by its module's name; KeyError for no game."""
    return GAMES[name] if name in GAMES else _REGISTERED[name]


def game_name(name: str, language: str) -> str:
    """The name on screen of the game called ``name`` in ``language`` (the choice of game,
    the menu, the past games), without importing any module of the game.

    >>> game_name(DEFAULT, "en"), game_name(DEFAULT, "xx") == game_name(DEFAULT, "ja")
    ('Reversi', True)
    """
    names = package(name).VARIANT.GAME_NAMES
    return names.get(language, next(iter(names.values())))


def checked(found):
    """``found`` (a game's ``Variant``) when it has every attribute of the contract;
    otherwise a TypeError that names the game and what it lacks (a module it lacks is named
    when first used: ``reversi.base.variant.missing_hooks``).

    >>> from reversi.base.variant import Variant
    >>> class Fifth(Variant):
    ...     NAME = "fifth"
    >>> checked(Fifth)
    Traceback (most recent call last):
    TypeError: the game 'fifth' lacks STORAGE_KEY, GAME_NAMES, GAME, DRAWING, COMPUTER (see reversi.base.contract)
    """
    missing = missing_hooks(found, modules=False)
    if missing:
        raise TypeError(f"the game {found.NAME!r} lacks {', '.join(missing)} (see reversi.base.contract)")
    return found


def variant_of(position):
    """The ``Variant`` whose positions ``position`` is one of (among the games imported:
    a position's game is, and the page fetches another game's modules only when they are
    first imported); KeyError if none is."""
    found = _VARIANT_OF.get(type(position))
    if found is not None:
        return found
    for name in NAMES:
        if _package_name(name) in sys.modules and variant(name).loaded() and isinstance(position, variant(name).GAME.RULES):
            return _VARIANT_OF.setdefault(type(position), variant(name))
    raise KeyError(type(position).__name__)


_VARIANT_OF: dict[type, object] = {}
"""``variant_of`` by the class of a position, once found (a move list names each entry's
game: the search goes through every game's lazy attributes)."""
