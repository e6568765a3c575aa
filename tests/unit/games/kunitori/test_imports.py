"""The くにとり package builds on the standard library, ``reversi.base`` and itself only."""

from __future__ import annotations

import importlib


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
