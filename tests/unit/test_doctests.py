"""The examples in the engine's docstrings run and hold.

The list is explicit: modules that need the browser (``reversi.web``) cannot be
imported here, and a module joins the list when its examples are meant to be kept
green by this suite.
"""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "reversi.registry", "reversi.strings",
    "reversi.base.sides", "reversi.base.bitboard", "reversi.base.screen", "reversi.base.notation",
    "reversi.base.drawing", "reversi.base.speech", "reversi.base.graph", "reversi.base.search",
    "reversi.base.players", "reversi.base.variant", "reversi.base.analysis", "reversi.base.illustrated",
    "reversi.play.record", "reversi.play.letters", "reversi.play.saved", "reversi.play.keys", "reversi.play.analysis", "reversi.play.coach",
    "reversi.games.reversi", "reversi.games.reversi.position", "reversi.games.reversi.perft",
    "reversi.games.reversi.game", "reversi.games.reversi.drawing", "reversi.games.reversi.speech",
    "reversi.games.reversi.search", "reversi.games.reversi.players", "reversi.games.reversi.analysis",
    "reversi.games.reversi.patterns",
    "reversi.games.ywf", "reversi.games.ywf.rules", "reversi.games.ywf.game", "reversi.games.ywf.drawing",
    "reversi.games.ywf.speech", "reversi.games.ywf.perft", "reversi.games.ywf.evaluation",
    "reversi.games.ywf.search", "reversi.games.ywf.players", "reversi.games.ywf.figures", "reversi.games.ywf.analysis",
    "reversi.games.ywf.endgame",
    "reversi.games.kunitori", "reversi.games.kunitori.errors", "reversi.games.kunitori.pieces",
    "reversi.games.kunitori.actions", "reversi.games.kunitori.rules", "reversi.games.kunitori.perft",
    "reversi.games.kunitori.evaluation", "reversi.games.kunitori.search", "reversi.games.kunitori.players",
    "reversi.games.kunitori.game", "reversi.games.kunitori.drawing", "reversi.games.kunitori.speech",
    "reversi.games.kunitori.figures", "reversi.games.kunitori.analysis",
    *(f"reversi.games.jankengo{name}" for name in
      ("", ".board", ".rules", ".perft", ".tactics", ".evaluation", ".search", ".players", ".game", ".drawing",
       ".speech", ".figures", ".analysis", ".mate")),
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    examples = sum(len(test.examples) for test in doctest.DocTestFinder().find(module))
    assert examples > 0, f"{name} has no doctest examples any more"
    result = doctest.testmod(module, report=True, verbose=False)
    assert result.attempted == examples
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} failed (output above)"
