"""The examples in the engine's docstrings run and hold.

The list is explicit: modules that need the browser (``view``, ``web_*``) cannot be
imported here, and a module joins the list when its examples are meant to be kept
green by this suite.
"""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "reversi.bitboard", "reversi.position", "reversi.perft", "reversi.game", "reversi.strings",
    "reversi.record", "reversi.graph", "reversi.saved", "reversi.speech", "reversi.keys",
    "reversi.ywf", "reversi.ywf_game", "reversi.ywf_evaluation", "reversi.ywf_search", "reversi.ywf_players",
    "reversi.ywf_figures", "reversi.drawing", "reversi.ywf_drawing",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    examples = sum(len(test.examples) for test in doctest.DocTestFinder().find(module))
    assert examples > 0, f"{name} has no doctest examples any more"
    result = doctest.testmod(module, report=True, verbose=False)
    assert result.attempted == examples
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} failed (output above)"
