"""The examples in the engine's docstrings run and hold.

Every module of the package whose docstrings show usage, found by walking it: all but
the page's (``reversi.web``), which need the browser.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import reversi

def _modules_with_examples() -> list[str]:
    """Every module of the package that runs under CPython (all but the page's ``reversi.web``)
    whose docstrings show usage."""
    names = []
    for found in pkgutil.walk_packages(reversi.__path__, "reversi."):
        if found.name.startswith("reversi.web") or found.name.endswith("__main__"):
            continue
        if any(test.examples for test in doctest.DocTestFinder().find(importlib.import_module(found.name))):
            names.append(found.name)
    return names


MODULES = _modules_with_examples()


def test_the_modules_that_show_usage_are_found():
    assert {"reversi.base.contract", "reversi.play.letters", "reversi.games.reversi.endgame"} <= set(MODULES)
    assert len(MODULES) > 70, len(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    examples = sum(len(test.examples) for test in doctest.DocTestFinder().find(module))
    result = doctest.testmod(module, report=True, verbose=False)
    assert result.attempted == examples
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} failed (output above)"
