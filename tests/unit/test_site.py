"""The static site agrees with the Python code: the board and texts in index.html
(shown before Python runs) match the engine and the string catalogue, so does the
catalogue boot.js reads (vendor/strings.js, generated from it), and pyscript.toml
ships every module the page imports."""

import doctest
import io
import itertools
import json
import re
import subprocess
import sys
import tomllib
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

from reversi import registry, strings
from reversi.base import contract
from reversi.base.sides import parse_square
from reversi.games.reversi.position import Position

from conftest import load_tool  # tests/ is on sys.path (rootdir conftest)

from . import imports

ROOT = Path(__file__).resolve().parents[2]


build_vendor = load_tool("build_vendor")


class Page(HTMLParser):
    """Collects elements by id (their text), the elements marked with a catalogue path
    (``data-text``: their text, ``data-label``: their aria-label), the language buttons
    and the squares' data-disc attributes."""

    def __init__(self, text: str):
        super().__init__()
        self.discs, self.texts, self.meta, self._open = {}, {}, {}, []
        self.marked_texts, self.labels, self.languages = [], [], {}
        self.id_labels = {}  # id -> aria-label
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "data-square" in attrs:
            self.discs[attrs["data-square"]] = attrs.get("data-disc")
        if tag == "meta" and "http-equiv" in attrs:
            self.meta[attrs["http-equiv"]] = attrs["content"]
        if "data-label" in attrs:
            self.labels.append((attrs["data-label"], attrs.get("aria-label")))
        key = attrs.get("id") or attrs.get("data-phase") or attrs.get("data-language")
        if "data-text" in attrs:
            key = key or f"text-{len(self.marked_texts)}"
            self.marked_texts.append((attrs["data-text"], key))
        if "data-language" in attrs:
            self.languages[attrs["data-language"]] = attrs.get("lang")
        if key and "aria-label" in attrs:
            self.id_labels[key] = attrs["aria-label"]
        self._open.append(key)
        if key:
            self.texts[key] = ""

    def handle_endtag(self, tag):
        if self._open:
            self._open.pop()

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self._open.pop()

    def handle_data(self, data):
        for key in self._open:
            if key:
                self.texts[key] += data


def page() -> Page:
    return Page((ROOT / "index.html").read_text(encoding="utf-8"))


def test_static_board_is_the_initial_position():
    start = Position.initial()
    discs = page().discs
    assert len(discs) == 64
    for name, disc in discs.items():
        color = start.piece_at(parse_square(name))
        assert disc == (color.value if color else None), name


def test_static_texts_come_from_the_catalogue():
    texts = page().texts
    assert texts["restart"] == "".join(strings.RESTART)
    assert texts["hint"] == strings.HINT + strings.HINT_LEVELS["none"]
    assert texts["turn"] == strings.TURN.replace("{piece}", "")
    assert texts["play-again"] == strings.PLAY_AGAIN
    assert texts["download"] == strings.LOADING
    assert texts["starting"] == strings.STARTING
    assert texts["loading-failed-text"] == strings.LOAD_FAILED
    assert texts["loading-retry"] == strings.RETRY
    assert texts["update"] == strings.UPDATE_READY
    assert texts["opponent-label"] == strings.OPPONENT_LABEL
    assert texts["side-label"] == strings.SIDE_LABEL
    assert texts["level-label"] == strings.LEVEL_LABEL
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == strings.APP_NAME and strings.TITLE.endswith(strings.APP_NAME)


def test_the_manifest_presents_every_game():
    """The installed app is the collection: its name, and a description that names every game
    the site ships (``registry.GAMES``), made by the build (``build_vendor.manifest_text``)."""
    text = (ROOT / "manifest.webmanifest").read_text(encoding="utf-8")
    assert text == build_vendor.manifest_text(), "manifest.webmanifest is stale: run tools/build_vendor.py"
    manifest = json.loads(text)
    assert manifest["name"] == strings.APP_NAME and manifest["short_name"] in strings.APP_NAME
    for name in registry.GAMES:
        assert strings.catalogue("ja", name).GAME_NAME in manifest["description"], name


def test_static_record_controls_come_from_the_catalogue():
    texts, labels = page().texts, page().id_labels
    expected = {
        "undo": strings.UNDO, "redo": strings.REDO, "moves-toggle": strings.MOVES, "menu-open": strings.MENU,
        "review-menu": strings.MENU, "review-exit": strings.REVIEW_EXIT, "review-play": strings.REVIEW_PLAY,
        "result-undo": strings.UNDO, "result-review": strings.REVIEW, "menu-title": strings.MENU,
        "menu-close": strings.CLOSE, "this-game": strings.THIS_GAME, "copy-game": strings.COPY,
        "share-game": strings.SHARE, "paste-label": strings.PASTE_LABEL, "paste-load": strings.LOAD,
        "games-title": strings.GAMES, "games-empty": strings.GAMES_EMPTY, "games-clear": strings.GAMES_CLEAR,
        "games-ask": strings.GAMES_CLEAR_ASK, "games-clear-yes": strings.GAMES_CLEAR_YES,
        "games-clear-no": strings.GAMES_CLEAR_NO,
    }
    for key, text in expected.items():
        assert texts[key].strip() == text, key
    for step, label in strings.REVIEW_STEPS.items():
        assert labels[f"review-{step}"] == label
    assert labels["moves"] == strings.MOVES


def test_marked_texts_are_the_catalogues_in_every_language():
    """Every ``data-text`` / ``data-label`` path names a text of every language and game
    (boot.js and the view write them), and index.html holds the default language's shared
    ones (it names no game: a game's own, ``GAME_NAME`` and ``RULES``, are empty there)."""
    page_ = page()
    assert len(page_.marked_texts) >= 15 and page_.labels
    default = strings.catalogue(strings.DEFAULT)
    tables = [strings.catalogue(language, game) for language in strings.CATALOGUES for game in registry.NAMES]
    for path, key in page_.marked_texts:
        assert all(isinstance(strings.lookup(texts, path), str) for texts in tables), path
        shared = strings.lookup(default, path) if hasattr(default, path.split(".")[0]) else ""
        assert page_.texts[key] == shared.replace("{piece}", ""), path
    for path, label in page_.labels:
        assert all(isinstance(strings.lookup(texts, path), str) for texts in tables), path
        assert label == strings.lookup(default, path), path
    for language, name in strings.LANGUAGE_NAMES.items():
        assert page_.languages[language] == language and page_.texts[language] == name


def test_every_games_rules_button_names_it_and_the_shared_texts_name_no_game():
    """The menu's rules button (``RULES``) is each game's own and holds its name; the
    shared table (what every game's texts lie over) has no ``RULES``, no ``GAME_NAME``,
    no table named after a game and no text holding a game's name (its ``TITLE`` is the
    app's name alone)."""
    for language in strings.CATALOGUES:
        shared = vars(strings.catalogue(language))
        assert "RULES" not in shared and "GAME_NAME" not in shared, language
        rules = {game: strings.catalogue(language, game).RULES for game in registry.NAMES}
        assert len(set(rules.values())) == len(registry.NAMES), rules
        for game in registry.NAMES:
            names = {strings.catalogue(other, game).GAME_NAME for other in strings.CATALOGUES}
            assert strings.catalogue(language, game).GAME_NAME in rules[game], (language, game)
            assert not [name for name in shared if name.lower().startswith(game)], (language, game)
            named = [name for name, text in shared.items() if any(n in str(text) for n in names)]
            assert named == [], (language, game, named)


def test_boot_js_reads_the_catalogue_generated_from_strings_py():
    """vendor/strings.js holds every table of reversi/strings.py and the language key
    (and, once built, is up to date); boot.js reads the language from that key."""
    text = build_vendor.strings_js()
    data = json.loads(text[text.index("=") + 1 : text.rindex(";")])
    assert data["key"] == strings.LANGUAGE_KEY and data["default"] == strings.DEFAULT
    for language in strings.CATALOGUES:
        table = {name: value for name, value in vars(strings.catalogue(language)).items()}
        assert data["languages"][language] == json.loads(json.dumps(table, ensure_ascii=False)), language
    built = ROOT / "vendor" / build_vendor.STRINGS_NAME
    if built.is_file():
        assert built.read_text(encoding="utf-8") == text, "vendor/strings.js is stale: run tools/build_vendor.py"
    if (ROOT / "vendor" / "pyscript").is_dir():  # built: the page's files include it (so it works offline)
        assert "vendor/strings.js" in build_vendor.precache_files()
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    assert index.index("vendor/strings.js") < index.index("boot.js"), "boot.js runs before the strings are loaded"
    boot = (ROOT / "boot.js").read_text(encoding="utf-8")
    assert "strings.key" in boot and not re.search(r"[\u3040-\u30ff]", boot), "boot.js holds a text of its own"


def test_each_games_look_is_in_its_package_and_the_shared_style_names_no_game():
    """vendor/games.css is the ``style.css`` of every game of the site that has one, in the
    registry's order, each headed by its file's name (and, once built, is up to date and
    precached); index.html links it right after styles/app.css; styles/app.css scopes no
    rule by a game of the registry, the tests' example game included."""
    text = build_vendor.games_css()
    at = 0
    for name in registry.GAMES:
        style = Path(registry.package(name).__file__).parent / contract.STYLE
        if style.is_file():
            head = f"/* {style.relative_to(ROOT).as_posix()} */\n"
            assert text.index(head + style.read_text(encoding="utf-8")) > at, name
            at = text.index(head)
    assert at, "no game has a style.css"
    built = ROOT / "vendor" / build_vendor.GAMES_CSS_NAME
    if built.is_file():
        assert built.read_text(encoding="utf-8") == text, "vendor/games.css is stale: run tools/build_vendor.py"
    if (ROOT / "vendor" / "pyscript").is_dir():
        assert "vendor/games.css" in build_vendor.precache_files()
    links = re.findall(r'<link rel="stylesheet" href="\./([^"]+)">', (ROOT / "index.html").read_text(encoding="utf-8"))
    assert links == ["styles/app.css", "vendor/games.css"]
    shared = (ROOT / "styles" / "app.css").read_text(encoding="utf-8")
    assert [name for name in registry.NAMES if f'data-game="{name}"' in shared] == []


def page_modules() -> set[str]:
    """The package's modules the page may import (at start-up or later): everything the view
    may reach, lazily too, and every game's package with what it may reach, but the modules
    only the command line calls (``build_vendor.CLI_ONLY``: a game's ``perft`` hook)."""
    found = imports.reachable("web.view")
    for package in registry.GAMES.values():  # (the site's games: an example game of the tests is not shipped)
        found |= imports.reachable(package[len("reversi.") :])
    return {name for name in found if name.rpartition(".")[2] not in build_vendor.CLI_ONLY}


def test_the_page_starts_with_the_game_on_screen_only_and_without_the_computer():
    """Start-up time: the page imports the game on screen and no other, and no game's
    computer modules (they come when another game is on screen, when the computer first
    thinks). A game's package is data: it imports none of its modules, and the view reads
    its ``GAME`` and ``DRAWING`` (``Lazy``)."""
    for name in registry.GAMES:
        package = registry.GAMES[name][len("reversi.") :]
        assert not {module for module in imports.imported_at_once(package) if module.startswith(f"{package}.")}
        at_start = set().union(*map(imports.imported_at_once, ("web.view", f"{package}.game", f"{package}.drawing")))
        others = {module for module in at_start if module.startswith("games.") and not module.startswith(package)}
        assert not others, (name, others)
        computer = {f"{module}" for module in registry.variant(name).COMPUTER}
        assert computer and not at_start & computer, (name, at_start & computer)
    assert not any(module.startswith("games.") for module in imports.imported_at_once("web.view"))


def test_the_game_of_a_position_imports_no_other_game():
    """``registry.variant_of`` (a pasted text's game) looks among the games imported: in the
    page another game's import fetches its package."""
    last = list(registry.GAMES)[-1]
    code = (
        "import sys; from reversi import registry; "
        f"position = registry.variant({last!r}).GAME.RULES.initial(); "
        "print(registry.variant_of(position).NAME, sorted(n for n in sys.modules if n.count('.') == 2 and n.startswith('reversi.games.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.split(" ", 1) == [last, f"{[registry.GAMES[last]]}\n"]


def archives() -> dict[str, list[str]]:
    """``{archive under vendor/: its entries}`` of the package's archives, each checked to
    name the sources it was made from."""
    found = {}
    for name, data in build_vendor.package_archives().items():
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            assert archive.comment == build_vendor.package_key().encode(), f"{name}: it names the sources it was made from"
            found[name] = archive.namelist()
    return found


def test_pyscript_toml_ships_what_the_first_screen_imports_in_one_archive_and_the_rest_comes_on_first_use():
    """One request for the start-up's part of the package, compiled: ``reversi/<module>.pyc``
    entries (compiled by Pyodide's Python under Node; the e2e tests import them in the page),
    and the bytecode of PyScript's Python package where Python looks for it beside the
    sources PyScript writes (``pyscript/__pycache__/``; checked hash-based, so only ever used
    with those sources). The other games' packages and the data files (``.bin``: trained
    weights, an opening book) are archives of their own (vendor/lazy/), named after the
    module that brings each, and precached; every
    game's ``__init__`` (data: its name on screen) comes at start-up."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["files"] == {"./vendor/startup.zip": "./*"}, "one request for the start-up's part of the package"
    found = archives()
    core = found.pop(build_vendor.PACKAGE_NAME)
    lazy = build_vendor.lazy_archives()
    others = [package for name, package in registry.GAMES.items() if name != registry.DEFAULT]
    data = [".".join(path.relative_to(ROOT).with_suffix("").parts) for path in build_vendor.package_modules(build_vendor.PACKAGE_DATA)]
    assert f"{registry.GAMES[registry.DEFAULT]}.patterns" in data  # the trained weights
    assert lazy == {**{f"{other}.*": f"lazy/{other}.zip" for other in others}, **{m: f"lazy/{m}.zip" for m in data}}
    assert set(found) == set(lazy.values())
    assert set(lazy.values()) <= {path.removeprefix("vendor/") for path in build_vendor.precache_files()}
    for module, name in lazy.items():
        folder = module.removesuffix(".*").replace(".", "/")
        if module.endswith(".*"):
            assert found[name] and all(entry.startswith(folder + "/") and entry.endswith(".pyc") for entry in found[name])
            assert f"{folder}/__init__.pyc" not in found[name] and f"{folder}/__init__.pyc" in core
        else:
            assert found[name] == [folder + ".bin"], "a data file, as it is"

    with zipfile.ZipFile(io.BytesIO(build_vendor.package_archives()[build_vendor.PACKAGE_NAME])) as archive:
        pyscript = {name: archive.read(name) for name in core if name.startswith("pyscript/")}
    package = [name for name in core if not name.startswith("pyscript/")]
    assert all(re.fullmatch(r"reversi/(\w+/)*\w+\.pyc", name) for name in package), package
    assert not [name for name in package if name.startswith(tuple(f"{module.replace('.', '/')}/" for module in others))
                and not name.endswith("/__init__.pyc")]
    shipped = {
        name[len("reversi/") : -len(".pyc")].replace("/", ".").removesuffix(".__init__")
        for name in package + [entry for entries in found.values() for entry in entries]
    }
    assert page_modules() <= shipped | {"__init__"} and "reversi/__init__.pyc" in package, page_modules() - shipped
    assert {f"pyscript/__pycache__/{Path(path).stem}.cpython-314.pyc" for path in build_vendor.pyscript_python_sources()} \
        == set(pyscript)
    assert all(int.from_bytes(pyc[4:8], "little") == 0b11 for pyc in pyscript.values()), "hash-based, checked"
    assert config["interpreter"] == "./runtime.mjs"


def test_the_package_archives_are_the_same_bytes_for_the_same_sources():
    """Two compilations (two runs of Pyodide) give the same bytecode, so the site's version
    (a hash of its files) changes only when a module does."""
    key = build_vendor.package_key()
    assert build_vendor.compiled_modules.__wrapped__(key) == build_vendor.compiled_modules(key)
    assert build_vendor.package_archives() == build_vendor.package_archives()


def test_which_archive_brings_a_file():
    """``archive_of``'s examples."""
    finder, runner = doctest.DocTestFinder(), doctest.DocTestRunner()
    for test in finder.find(build_vendor.archive_of, "archive_of", globs=vars(build_vendor)):
        runner.run(test)
    assert runner.summarize(verbose=False) == (0, 2)


def test_pyscript_python_package_is_read_from_its_core_chunk():
    """The sources PyScript writes into the page's file system, read as text from its bundle."""
    sources = build_vendor.pyscript_python_sources()
    assert {"pyscript/__init__.py", "pyscript/display.py", "pyscript/ffi.py"} <= set(sources), list(sources)
    assert all(name.startswith("pyscript/") and name.endswith(".py") for name in sources)
    for name, source in sources.items():
        compile(source, name, "exec")  # Python, not a mangled JavaScript string


def test_page_imports_name_the_package_and_pyscript_modules_imports():
    names = build_vendor.page_imports()
    assert {"asyncio", "random", "dataclasses"} <= set(names), "the package's own, lazy ones included"
    assert "html" in names, "pyscript.display imports html"
    assert not any(name.startswith("reversi") or name.startswith(".") for name in names), "relative imports left out"


def test_the_standard_library_comes_in_two_the_bytecode_of_what_the_page_imports_and_the_rest():
    """vendor/pyodide/python_stdlib.zip holds the modules the page loads, as bytecode
    (zipimport loads ``x.pyc`` when there is no ``x.py``), and Pyodide's other files but
    folders; python_stdlib_rest.zip the sources of the other modules, untouched, which the
    first import of one of ``rest_modules`` fetches (the e2e start-up test checks that the
    page compiles none of the first and fetches none of the second)."""
    with zipfile.ZipFile(build_vendor.PYODIDE_PKG / "python_stdlib.zip") as stock:
        stock_names = [name for name in stock.namelist() if not name.endswith("/")]
        stock_sources = {name: stock.read(name) for name in stock_names}
    page_data, rest_data = build_vendor.stdlib_archives()
    with zipfile.ZipFile(io.BytesIO(page_data)) as page, zipfile.ZipFile(io.BytesIO(rest_data)) as rest:
        names, rest_names = page.namelist(), rest.namelist()
        assert page.comment == rest.comment == build_vendor.stdlib_key().encode(), "they name what they were made from"
        compiled = {name for name in names if name.endswith(".pyc")}
        assert {"html/__init__.pyc", "html/entities.pyc", "asyncio/__init__.pyc", "json/decoder.pyc"} <= compiled
        assert not [name for name in names if name.endswith(".py")], "no source with the page"
        assert "html/parser.py" in rest_names and all(name.endswith(".py") for name in rest_names)
        assert sorted([name.removesuffix("c") for name in names] + rest_names) == sorted(stock_names)
        for name in set(names) - compiled:
            assert page.read(name) == stock_sources[name], name
        for name in rest_names:
            assert rest.read(name) == stock_sources[name], name
        magic = build_vendor_magic()
        for name in compiled:
            pyc = page.read(name)
            assert pyc[:4] == magic, name
            assert int.from_bytes(pyc[4:8], "little") == 0b01, f"{name}: hash-based, unchecked"
    assert len(page_data) < 0.6 * (build_vendor.PYODIDE_PKG / "python_stdlib.zip").stat().st_size, "less than npm's"
    modules = build_vendor.rest_modules(rest_data)
    assert {"html.parser", "xml", "email"} <= set(modules) and "xml.dom" not in modules
    assert (page_data, rest_data) == build_vendor.stdlib_archives(), "the same bytes for the same inputs"


def build_vendor_magic() -> bytes:
    """The magic number of the page's Python (3.14), as in the package archive's .pyc files."""
    with zipfile.ZipFile(io.BytesIO(build_vendor.package_archives()[build_vendor.PACKAGE_NAME])) as archive:
        return archive.read(archive.namelist()[0])[:4]


def test_the_memory_snapshot_is_the_same_bytes_at_every_build():
    """A build of the snapshot gives the bytes of the one vendor/ holds (made by an earlier
    build from the same inputs), so a visitor's copy is fetched again only when they change."""
    key = build_vendor.snapshot_key()
    built = build_vendor.VENDOR / build_vendor.SNAPSHOT_NAME
    if build_vendor.snapshot_file_key(built) != key.encode():
        pytest.skip("vendor/ is not built from the sources as they are: `make vendor`")
    snapshot, imported = build_vendor.snapshot_bin(key)
    assert snapshot == built.read_bytes()
    assert build_vendor.startup_archives(imported, key) == tuple(
        (build_vendor.VENDOR / name).read_bytes() for name in (build_vendor.STARTUP_NAME, build_vendor.HELD_NAME))


def test_the_page_unpacks_only_the_start_up_modules_that_the_snapshot_does_not_hold():
    """vendor/startup.zip, which the page unpacks before its Python runs, is vendor/reversi.zip
    (every module of the start-up) without the modules that the snapshot's Python imported
    (the e2e test ``test_a_repeat_visit_restores_python_from_the_snapshot`` sees them there),
    the browser's (``reversi/web/``) too: it keeps PyScript's bytecode and the modules that
    need an archive that comes later (the computer's, which needs the trained weights).
    vendor/held.zip holds the others, for a first visit (Python started without the snapshot)."""
    key = build_vendor.snapshot_key()
    built = build_vendor.VENDOR / build_vendor.STARTUP_NAME
    if build_vendor.archive_key(built) != key.encode():
        pytest.skip("vendor/ is not built from the sources as they are: `make vendor`")
    with zipfile.ZipFile(built) as page, zipfile.ZipFile(build_vendor.VENDOR / build_vendor.PACKAGE_NAME) as full, \
            zipfile.ZipFile(build_vendor.VENDOR / build_vendor.HELD_NAME) as held:
        kept, every, left_out = page.namelist(), full.namelist(), held.namelist()
        assert [name for name in every if name in kept] == kept
        assert [name for name in every if name not in kept] == left_out
        assert all(page.read(name) == full.read(name) for name in kept)
        assert all(held.read(name) == full.read(name) for name in left_out)
    assert {"reversi/__init__.pyc", "reversi/base/screen.pyc", "reversi/web/view.pyc", "reversi/web/dom.pyc"} <= {*left_out}
    assert not [name for name in left_out if name.startswith("pyscript/")]
    assert f"{registry.GAMES[registry.DEFAULT].replace('.', '/')}/players.pyc" in kept


def test_the_data_files_of_the_start_up_are_precached():
    """On a first visit boot.js asks at once for what ``PRECACHE.startup`` lists: Pyodide's data
    files and the package's archives, every one a file of the site; not the memory snapshot
    nor the standard library's rest, which the worker precaches for the visits that follow."""
    startup = build_vendor.startup_fetches()
    assert startup == sorted([
        "vendor/pyodide/pyodide-lock.json", "vendor/pyodide/pyodide.asm.wasm",
        "vendor/pyodide/python_stdlib.zip", "vendor/held.zip", "vendor/startup.zip",
    ])
    later = ["vendor/" + build_vendor.SNAPSHOT_NAME, "vendor/" + build_vendor.STDLIB_REST_NAME]
    assert set(startup) | set(later) <= set(build_vendor.precache_files())


def test_nothing_comes_from_another_host():
    for name in ("index.html", "pyscript.toml", "boot.js", "runtime.mjs", "sw.js", "manifest.webmanifest", "styles/app.css"):
        text = (ROOT / name).read_text(encoding="utf-8")
        assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", text.replace("http://www.w3.org/2000/svg", "")), name
    policy = page().meta["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "http" not in policy


def test_engine_modules_never_import_the_browser():
    for name in imports.modules():
        if name != "web" and not name.startswith("web."):
            assert not imports.outside_imports(name) & {"js", "pyscript", "pyodide"}, name


def is_plural(text) -> bool:
    """A text given as plural forms (``strings.plural``)."""
    return isinstance(text, dict) and "other" in text and text.keys() <= {"one", "other"}


def test_every_language_has_every_text_with_the_same_placeholders():
    """Same keys, same placeholders, in the texts of every game; a plural text may have
    other forms than the default language's, each with the placeholders of the default's
    "other" form. (A game's own table, its ``texts``, is checked as that game's texts.)"""
    placeholders = lambda text: sorted(re.findall(r"\{\w+\}", str(text)))  # noqa: E731
    for language, game in itertools.product(strings.CATALOGUES, registry.NAMES):
        table = vars(strings.catalogue(language, game))
        assert table.keys() == vars(strings.catalogue(strings.DEFAULT, game)).keys(), (language, game)
        for name, text in table.items():
            default = getattr(strings.catalogue(strings.DEFAULT, game), name)
            if is_plural(default):
                assert is_plural(text), (language, name)
                for form in text.values():
                    assert placeholders(form) == placeholders(default["other"]), (language, game, name)
                continue
            assert placeholders(text) == placeholders(default), (language, game, name)
            if isinstance(text, dict):
                assert text.keys() == default.keys(), (language, game, name)


def test_the_server_gzips_what_a_compressing_static_host_gzips():
    """tools/serve.py sends what compresses (HTML, JavaScript, WebAssembly) gzipped to a client
    that accepts gzip, as GitHub Pages does, and archives (already compressed) as they are;
    a client that does not accept gzip gets every file as it is."""
    import gzip
    import urllib.request

    serve = load_tool("serve")
    server, url = serve.start_server(ROOT, quiet=True)
    try:
        def get(path: str, encoding: str | None) -> tuple[str | None, bytes]:
            request = urllib.request.Request(url + path, headers={"Accept-Encoding": encoding} if encoding else {})
            with urllib.request.urlopen(request) as response:
                return response.headers.get("Content-Encoding"), response.read()

        for path in ("index.html", "boot.js", "vendor/pyodide/pyodide.asm.wasm"):
            encoding, body = get(path, "gzip, deflate, br")
            assert encoding == "gzip" and gzip.decompress(body) == (ROOT / path).read_bytes(), path
            assert len(body) < 0.5 * (ROOT / path).stat().st_size, path
            assert get(path, None) == (None, (ROOT / path).read_bytes()), path
        for path in ("vendor/startup.zip", "vendor/pyodide/snapshot.bin.gz", "styles/icon-192.png"):
            assert get(path, "gzip") == (None, (ROOT / path).read_bytes()), path
    finally:
        server.shutdown()
        server.server_close()
