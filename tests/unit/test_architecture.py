"""The package's shape (docs/development.md, "Layout"): imports run one way, ``web`` -> ``play`` ->
the registry -> ``games/*`` -> ``base``, with no circle; a game's package never imports
another's; only ``web`` imports the browser (``js``, ``pyscript``, ``pyodide``); and no
module outside a game's package, the registry and the catalogue names that game.
Read from the sources with ``ast`` (``imports``)."""

from __future__ import annotations

import re

from reversi import registry

from . import imports

LAYERS = ("web", "play", "registry", "games", "base", "strings")
"""Each layer may import only the layers after it (and itself): the arrows of the layout."""
BROWSER = {"js", "pyscript", "pyodide"}


def layer(name: str) -> str:
    """The layer of a module: the first part of its name (``cli``, ``__main__`` and the
    package's own ``__init__`` stand above them all)."""
    return name.split(".")[0]


def game_of(name: str) -> str | None:
    """The game whose package holds module ``name``, if any."""
    parts = name.split(".")
    return parts[1] if parts[0] == "games" and len(parts) > 1 else None


def cycle() -> list[str] | None:
    """A circle of imports (module-level or lazy), or None."""
    state, stack = {}, []

    def visit(name: str) -> list[str] | None:
        state[name] = "open"
        stack.append(name)
        for other in sorted(imports.imports(name)):
            if state.get(other) == "open":
                return stack[stack.index(other) :] + [other]
            if other not in state and (found := visit(other)):
                return found
        stack.pop()
        state[name] = "done"
        return None

    for name in sorted(imports.modules()):
        if name not in state and (found := visit(name)):
            return found
    return None


def test_there_is_no_import_circle():
    assert cycle() is None, " -> ".join(cycle())


def test_imports_run_one_way_through_the_layers():
    for name in imports.modules():
        if layer(name) not in LAYERS:
            continue  # cli, __main__, the package's __init__: the top
        allowed = LAYERS[LAYERS.index(layer(name)) :]
        for other in imports.imports(name):
            assert layer(other) in allowed, f"{name} imports {other}"


def test_a_game_never_imports_another_game():
    for name in imports.modules():
        game = game_of(name)
        if game is None:
            continue  # the registry imports every game
        for other in imports.imports(name):
            assert game_of(other) in (None, game), f"{name} imports {other}"


def test_only_the_web_package_imports_the_browser():
    for name in imports.modules():
        if layer(name) != "web":
            assert not imports.outside_imports(name) & BROWSER, name
    assert imports.outside_imports("web.view") & BROWSER, "test error: the view imports the browser"


def test_only_a_games_own_package_the_registry_and_the_catalogue_name_it():
    """No game name (as a word, any case) nor a class named after it outside its package,
    ``registry.py`` and ``strings.py``; the default game's name stands in doc examples
    (as ``"reversi"``, the package's name too), so only the others are checked."""
    for game in registry.NAMES[1:]:
        word = re.compile(rf"\b{game}", re.IGNORECASE)
        for name, path in imports.modules().items():
            if game_of(name) == game or name in ("registry", "strings"):
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                assert not word.search(line), f"{path.relative_to(imports.PACKAGE)}:{number}: {line.strip()}"


def test_the_checks_see_the_layout():
    """The graph is read right: a few known arrows, so that the tests above check something."""
    assert "base.sides" in imports.imports("games.reversi.position")
    assert {"games.reversi", "games.ywf"} <= imports.imports("registry")
    assert "registry" in imports.imports("play.record")
    assert "play.record" in imports.imports("web.records")
    assert imports.parents("games.ywf.rules") == ["__init__", "games", "games.ywf"]
