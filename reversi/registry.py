"""The registry: the only module that lists the games. Adding a game means adding its
package under ``reversi/games/`` (with a ``VARIANT``, see ``reversi.base.variant``) and
one line here.

A game's package is imported only when it is first asked for, so the page loads only the
game on screen.

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
"""Each game's name -> its package. The first is the default: the game of a text, a link
or a saved game that names none (they were all Reversi before there were other games)."""

NAMES = tuple(GAMES)
DEFAULT = NAMES[0]


def variant(name: str):
    """The ``Variant`` of the game called ``name``; KeyError for any other name, TypeError
    for a game that lacks a hook (``checked``)."""
    return checked(importlib.import_module(GAMES[name]).VARIANT)


def checked(found):
    """``found`` (a game's ``Variant``) when it has every hook the app calls; otherwise a
    TypeError that names the game and what it lacks.

    >>> from reversi.base.variant import Variant
    >>> class Fifth(Variant):
    ...     NAME = "fifth"
    >>> checked(Fifth)
    Traceback (most recent call last):
    TypeError: the game 'fifth' lacks STORAGE_KEY, GAME, DRAWING, COMPUTER, thinking, perft, best, solve, rules_page (see reversi.base.variant.Variant)
    """
    missing = missing_hooks(found)
    if missing:
        raise TypeError(f"the game {found.NAME!r} lacks {', '.join(missing)} (see reversi.base.variant.Variant)")
    return found


def variant_of(position):
    """The ``Variant`` whose positions ``position`` is one of (among the games imported:
    a position's game is, and the page fetches another game's package only when it is
    first imported); KeyError if none is."""
    for name in NAMES:
        if GAMES[name] in sys.modules and isinstance(position, variant(name).GAME.RULES):
            return variant(name)
    raise KeyError(type(position).__name__)
