"""The examples in the じゃんけんご package's docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "reversi.games.jankengo",
    "reversi.games.jankengo.board",
    "reversi.games.jankengo.rules",
    "reversi.games.jankengo.perft",
    "reversi.games.jankengo.tactics",
    "reversi.games.jankengo.evaluation",
    "reversi.games.jankengo.search",
    "reversi.games.jankengo.players",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    examples = sum(len(test.examples) for test in doctest.DocTestFinder().find(module))
    assert examples > 0, f"{name} has no doctest examples any more"
    result = doctest.testmod(module, report=True, verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} failed (output above)"
