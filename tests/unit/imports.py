"""The import graph of the ``reversi`` package, read from its sources with ``ast``: what
each module imports of the package (at module level, or anywhere: lazy imports inside
functions too) and of the outside world. Shared by the architecture test and the site
test (what the page imports at start-up, what it ships).

Modules are named by their dotted name under ``reversi`` (``"base.sides"``,
``"games.ywf.rules"``; a package by its own name, ``"games.ywf"`` for its ``__init__``).
``importlib.import_module("reversi.NAME")`` inside a function (the registry's way) counts
as an import of ``NAME`` when its argument is a constant string, or a template whose
constant head names a module (f"reversi.{name}" is not followed: it is the view's import
of a game's ``COMPUTER`` modules, which the game's own imports cover).
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "reversi"


@cache
def modules() -> dict[str, Path]:
    """Every module of the package: dotted name -> its file."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts) or "__init__"] = path
    return found


def _package_of(name: str) -> list[str]:
    """The package a module's relative imports start from."""
    parts = [] if name == "__init__" else name.split(".")
    return parts if modules()[name].name == "__init__.py" else parts[:-1]


def _resolve(name: str, node: ast.ImportFrom) -> list[str]:
    """The package's modules that ``from ... import ...`` in module ``name`` imports."""
    if node.level == 0:
        if not (node.module or "").startswith("reversi"):
            return []
        base = node.module.split(".")[1:]
    else:
        package = _package_of(name)
        base = package[: len(package) - (node.level - 1)] + (node.module.split(".") if node.module else [])
    found = []
    head = ".".join(base) or "__init__"
    if node.module and head in modules():  # from .x import y imports x; from . import y only y
        found.append(head)
    for alias in node.names:
        child = ".".join([*base, alias.name])
        if child in modules():
            found.append(child)
    return found


def _registry_imports(tree: ast.AST) -> list[str]:
    """The modules a registry names as strings ``"reversi.x.y"`` (imported with importlib)."""
    return [
        node.value[len("reversi.") :]
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("reversi.")
        and node.value[len("reversi.") :] in modules()
    ]


@cache
def imports(name: str, lazy: bool = True) -> frozenset[str]:
    """The package's modules that module ``name`` imports: at module level only, or (``lazy``)
    anywhere in it, inside functions too, and the modules its parent packages import at
    module level (Python runs a package's ``__init__`` before any module in it)."""
    tree = ast.parse(modules()[name].read_text(encoding="utf-8"))
    nodes = ast.walk(tree) if lazy else tree.body
    found = set()
    for node in nodes:
        if isinstance(node, ast.ImportFrom):
            found.update(_resolve(name, node))
        elif isinstance(node, ast.Import):
            found.update(alias.name[len("reversi.") :] for alias in node.names
                         if alias.name[len("reversi.") :] in modules())
    if lazy:
        found.update(_registry_imports(tree))
    found.discard(name)
    return frozenset(found)


def outside_imports(name: str) -> set[str]:
    """The top-level names of what module ``name`` imports from outside the package."""
    tree = ast.parse(modules()[name].read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            found.add(node.module.split(".")[0])
    return found - {"reversi", "__future__"}


def parents(name: str) -> list[str]:
    """The packages above module ``name`` whose ``__init__`` runs first."""
    parts = name.split(".")
    return ["__init__"] + [".".join(parts[:i]) for i in range(1, len(parts))]


def imported_at_once(name: str) -> set[str]:
    """The modules importing ``name`` runs at once: its module-level imports and theirs,
    with each one's parent packages (not the imports inside functions, made when first needed)."""
    return _closure(name, lazy=False)


def reachable(name: str) -> set[str]:
    """Every module ``name`` may ever import, lazily too (what a page starting there may load)."""
    return _closure(name, lazy=True)


def _closure(name: str, lazy: bool) -> set[str]:
    found, queue = set(), [name]
    while queue:
        module = queue.pop()
        if module not in found:
            found.add(module)
            queue += [*imports(module, lazy), *parents(module)]
    return found
