"""The package's shape (docs/development.md, "Layout"): imports run one way, ``web`` -> ``play`` ->
the registry -> ``games/*`` -> ``base``, with no circle; a game's package never imports
another's; only ``web`` imports the browser (``js``, ``pyscript``, ``pyodide``); no module
outside a game's package and the registry names that game, nor do the shared catalogue
(``strings.py``), ``index.html``, ``boot.js``, ``runtime.mjs``, ``sw.js`` and
``pyscript.toml``. Read from the sources with ``ast`` (``imports``)."""

from __future__ import annotations

import ast
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


SHARED_FILES = ("index.html", "boot.js", "runtime.mjs", "sw.js", "pyscript.toml")
"""The page's shared files besides the package (the manifest presents the collection: it
names every game, as the registry lists them)."""


def game_names(game: str) -> re.Pattern:
    """A game's name in code (as a word, any case: a class named after it too) and its
    names on screen in every language (``VARIANT.GAME_NAMES``, as written). The default
    game's code name is the package's name too (``reversi``), so it is not looked for."""
    titles = [re.escape(title) for title in registry.package(game).VARIANT.GAME_NAMES.values()]
    code = [] if game == registry.DEFAULT else [rf"(?i:\b{game})"]
    return re.compile("|".join([*code, *titles]))


def named_games(path, text: str, games=registry.NAMES) -> list[str]:
    """The lines of ``text`` (the file at ``path``) that name one of ``games``."""
    patterns = [game_names(game) for game in games]
    return [f"{path}:{number}: {line.strip()}" for number, line in enumerate(text.splitlines(), 1)
            if any(pattern.search(line) for pattern in patterns)]


def test_only_a_games_own_package_and_the_registry_name_it():
    """No game's name outside its package and ``registry.py``: not in the shared modules
    (``base``, ``play``, ``web``), the shared catalogue (``strings.py``: each game's texts
    are its package's ``texts``), ``index.html``, ``boot.js``, ``runtime.mjs``, ``sw.js`` nor
    ``pyscript.toml``. A game's package names no other game, but for the default one (YWF is
    "a kind of Reversi")."""
    found = []
    for name, path in imports.modules().items():
        if name != "registry":
            own = game_of(name)
            others = [game for game in registry.NAMES if own is None or game not in (own, registry.DEFAULT)]
            found += named_games(path.relative_to(imports.PACKAGE), path.read_text(encoding="utf-8"), others)
    for file in SHARED_FILES:
        found += named_games(file, (imports.PACKAGE.parent / file).read_text(encoding="utf-8"))
    assert found == []


def test_the_check_of_names_sees_them():
    """A game's name in code, or on screen in either language, is found: the check above
    would fail on each (``index.html``'s title as it was, the shared catalogue's table of a
    game)."""
    assert named_games("index.html", "  <title>リバーシ — みんなの ボードゲーム</title>")
    for game in registry.NAMES:
        for title in registry.package(game).VARIANT.GAME_NAMES.values():
            assert named_games("strings.py", f'    "RULES": "{title}の あそびかた",', [game]), (game, title)
    assert named_games("base/x.py", 'GAME_TEXTS = {"ywf": {}}') and not named_games("base/x.py", "import reversi")


def test_the_checks_see_the_layout():
    """The graph is read right: a few known arrows, so that the tests above check something."""
    assert "base.sides" in imports.imports("games.reversi.position")
    assert {"games.reversi", "games.ywf"} <= imports.imports("registry")
    assert "registry" in imports.imports("play.record")
    assert "play.record" in imports.imports("web.records")
    assert imports.parents("games.ywf.rules") == ["__init__", "games", "games.ywf"]


def read_when_imported(tree: ast.Module, names: set[str]) -> list[int]:
    """The lines where a module's code that runs when it is imported (not the bodies of its
    functions: their decorators and defaults, its classes' bodies, its statements) uses one
    of ``names``."""
    found, todo = [], list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            todo.extend([*getattr(node, "decorator_list", []), *node.args.defaults, *node.args.kw_defaults])
            continue
        if isinstance(node, ast.Name) and node.id in names:
            found.append(node.lineno)
        todo.extend(child for child in ast.iter_child_nodes(node) if child is not None)
    return sorted(found)


def test_the_browser_modules_take_the_page_from_pyodide_and_read_nothing_of_it_when_imported():
    """The memory snapshot holds ``web``'s modules imported (tools/build_vendor.py,
    ``SNAPSHOT_IN_PYODIDE``), made under Node where PyScript's package is not, and where the
    page's objects they take from ``js`` are stand-ins (tools/snapshot.mjs): a module that
    imported ``pyscript``, or read ``document`` or ``window`` when imported, would be left to
    the page or keep the stand-in's answer there."""
    for name, path in imports.modules().items():
        if layer(name) != "web":
            continue
        assert "pyscript" not in imports.outside_imports(name), name
        tree = ast.parse(path.read_text(encoding="utf-8"))
        taken = {alias.asname or alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                 and node.module == "js" for alias in node.names}
        read = read_when_imported(tree, taken)
        assert not read, (name, read)
