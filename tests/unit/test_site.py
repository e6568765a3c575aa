"""The static site agrees with the Python code: the board and texts in index.html
(shown before Python runs) match the engine and the string catalogue, and
pyscript.toml ships every module the page imports."""

import ast
import json
import re
import tomllib
from html.parser import HTMLParser
from pathlib import Path

from reversi import strings
from reversi.position import Position, parse_square

ROOT = Path(__file__).resolve().parents[2]


class Page(HTMLParser):
    """Collects elements by id (their text) and the squares' data-disc attributes."""

    def __init__(self, text: str):
        super().__init__()
        self.discs, self.texts, self.labels, self.meta, self._open = {}, {}, {}, {}, []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "data-square" in attrs:
            self.discs[attrs["data-square"]] = attrs.get("data-disc")
        if tag == "meta" and "http-equiv" in attrs:
            self.meta[attrs["http-equiv"]] = attrs["content"]
        key = attrs.get("id") or attrs.get("data-phase")
        if key and "aria-label" in attrs:
            self.labels[key] = attrs["aria-label"]
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
    assert manifest["name"] == strings.TITLE


def test_static_record_controls_come_from_the_catalogue():
    texts, labels = page().texts, page().labels
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


def page_modules() -> set[str]:
    """reversi modules the page imports, following imports from reversi/view.py."""
    found, queue = set(), ["view"]
    while queue:
        name = queue.pop()
        if name in found:
            continue
        found.add(name)
        tree = ast.parse((ROOT / "reversi" / f"{name}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                queue += [node.module] if node.module else [alias.name for alias in node.names]
    return found | {"__init__"}


def test_pyscript_toml_ships_every_module_the_page_imports():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    shipped = {Path(url).stem for url in config["files"]}
    assert page_modules() <= shipped
    assert config["interpreter"] == "./vendor/pyodide/pyodide.mjs"


def test_nothing_comes_from_another_host():
    for name in ("index.html", "pyscript.toml", "boot.js", "sw.js", "manifest.webmanifest", "styles/app.css"):
        text = (ROOT / name).read_text(encoding="utf-8")
        assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", text.replace("http://www.w3.org/2000/svg", "")), name
    policy = page().meta["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "http" not in policy


def test_engine_modules_never_import_the_browser():
    for path in (ROOT / "reversi").glob("*.py"):
        if path.stem == "view" or path.stem.startswith("web_"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not any(n.split(".")[0] in {"js", "pyscript", "pyodide"} for n in names), path.name


def test_every_language_has_every_text_with_the_same_placeholders():
    placeholders = lambda text: sorted(re.findall(r"\{\w+\}", str(text)))  # noqa: E731
    for language in strings.CATALOGUES:
        table = vars(strings.catalogue(language))
        assert table.keys() == vars(strings.catalogue(strings.DEFAULT)).keys(), language
        for name, text in table.items():
            default = getattr(strings.catalogue(strings.DEFAULT), name)
            assert placeholders(text) == placeholders(default), (language, name)
            if isinstance(text, dict):
                assert text.keys() == default.keys(), (language, name)
