"""The examples in the くにとり package's docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "reversi.games.kunitori", "reversi.games.kunitori.errors", "reversi.games.kunitori.pieces",
    "reversi.games.kunitori.actions", "reversi.games.kunitori.rules", "reversi.games.kunitori.perft",
    "reversi.games.kunitori.evaluation", "reversi.games.kunitori.search", "reversi.games.kunitori.players",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    examples = sum(len(test.examples) for test in doctest.DocTestFinder().find(module))
    assert examples > 0, f"{name} has no doctest examples any more"
    result = doctest.testmod(module, report=True, verbose=False)
    assert result.attempted == examples
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} failed (output above)"


def test_the_package_imports_nothing_outside_the_standard_library_reversi_base_and_itself():
    import ast
    import pathlib
    import sys

    package = pathlib.Path(importlib.import_module("reversi.games.kunitori").__file__).parent
    allowed = set(sys.stdlib_module_names)
    for path in package.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level == 1:  # the package itself
                    continue
                if node.level:  # relative beyond it: only reversi.base
                    assert node.level == 3 and (node.module or "").split(".")[0] == "base", (
                        f"{path.name} imports {'.' * node.level}{node.module or ''}"
                    )
                    continue
                names = [node.module]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in allowed, f"{path.name} imports {name}"
