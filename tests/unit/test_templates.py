"""No catalogue template reaches the page unformatted (issue 17): the modules that write
the DOM (those that import ``pyscript``) read a catalogue text that has a placeholder
(``{score}``, ``{piece}``, ``{count}``...) only to format it at once: ``.format(...)``, or
``with_piece`` / ``with_name`` / ``plural``. Texts said by screen readers are composed
by ``reversi.base.speech`` (through the drawing), never by the view. The e2e side of the same
check is ``tests/e2e/test_placeholders.py`` (the rendered page in every state).
"""

import ast
import re
from pathlib import Path

from reversi import registry, strings

PACKAGE = Path(__file__).resolve().parents[2] / "reversi"
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
FORMATTERS = {"format", "with_piece", "with_name", "plural"}
FORMATTED_LATER = {("web/records.py", "GAME_RESULTS")}
"""Reads checked by hand: a past game's result is formatted with its piece (``with_piece``)
for a win; the texts of a draw and of an unfinished game have no placeholder."""


def has_placeholder(value) -> bool:
    if isinstance(value, str):
        return bool(PLACEHOLDER.search(value))
    if isinstance(value, dict):
        return any(map(has_placeholder, value.values()))
    if isinstance(value, (tuple, list)):
        return any(map(has_placeholder, value))
    return False


def templates() -> set[str]:
    """The catalogue's names whose text (or any of its forms or parts) has a placeholder, in
    either language and either game."""
    tables = [vars(strings.catalogue(language, game)) for language in strings.CATALOGUES for game in registry.NAMES]
    return {name for table in tables for name, value in table.items() if has_placeholder(value)}


def dom_modules() -> list[Path]:
    return sorted(path for path in PACKAGE.rglob("*.py") if re.search(r"^from (js|pyscript) import", path.read_text(), re.M))


def shown(path: Path) -> str:
    """A module's path in the package, as the checks name it (``web/view.py``)."""
    return path.relative_to(PACKAGE).as_posix()


def is_texts(node: ast.AST) -> bool:
    """A catalogue: ``texts``, ``self.texts``, ``self.view.texts``, ``names``, ``strings.catalogue(...)``."""
    if isinstance(node, ast.Name):
        return node.id in ("texts", "names")
    if isinstance(node, ast.Attribute):
        return node.attr == "texts"
    return isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) == "catalogue"


def unformatted_reads(source: str, name: str) -> list[str]:
    """The reads of a template in ``source`` that are not formatted where they are read."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found, names = [], templates()
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Attribute) and node.attr in names and is_texts(node.value)):
            continue
        if (name, node.attr) in FORMATTED_LATER:
            continue
        use = node
        while isinstance(parents.get(use), ast.Subscript) and parents[use].value is use:
            use = parents[use]  # texts.RECORD_ERRORS[kind]
        parent = parents.get(use)
        if isinstance(parent, ast.Attribute) and parent.attr == "format":
            continue
        if isinstance(parent, ast.Call) and use in parent.args:
            if getattr(parent.func, "attr", getattr(parent.func, "id", None)) in FORMATTERS:
                continue
        found.append(f"{name}:{node.lineno}: {ast.unparse(parent)}")
    return found


def test_the_dom_modules_are_found():
    assert {"web/view.py", "web/records.py", "web/rules.py"} <= {shown(path) for path in dom_modules()}
    assert {"LEADING", "TURN", "FINAL_SCORE", "RECORD_ERRORS"} <= templates()


def test_the_page_reads_no_template_without_formatting_it():
    found = [line for path in dom_modules() for line in unformatted_reads(path.read_text(), shown(path))]
    assert found == [], "catalogue templates written without being formatted:\n" + "\n".join(found)


def test_the_check_finds_a_template_written_as_it_is():
    """The defect of issue 17, as it was in ``View._render_status``."""
    source = 'box.querySelector(".leading").textContent = self.texts.LEADING if leading else ""'
    assert unformatted_reads(source, "web/view.py") == ["web/view.py:1: self.texts.LEADING if leading else ''"]
    assert unformatted_reads("label = self.texts.LEADING.format(score=label)", "web/view.py") == []


def test_every_count_has_its_plural_forms():
    """A text said with a number of things (``{count}``) has its plural forms (``"one"`` /
    ``"other"``, ``strings.plural``), so English never says "1 moves" or "The 1 later moves"."""
    for language in ("ja", "en"):
        for game in registry.NAMES:
            texts = vars(strings.catalogue(language, game))
            singular = [name for name, text in texts.items() if isinstance(text, str) and "{count}" in text]
            assert singular == [], f"{language}, {game}: texts with {{count}} but no plural forms: {singular}"
    english = strings.catalogue("en")
    assert strings.plural(english.MOVES_DROPPED, 1).format(count=1) == "1 later move was removed."
    assert strings.plural(english.GAME_MOVES, 1).format(count=1) == "1 move"


def test_the_texts_marked_in_index_html_are_finished_texts():
    """index.html's ``data-text`` / ``data-label`` elements are written as the catalogue has
    them (by boot.js and ``View._write_texts``): none may be a template, but for ``{piece}``,
    where the drawn piece is kept (the turn)."""
    html = (PACKAGE.parent / "index.html").read_text(encoding="utf-8")
    paths = set(re.findall(r'data-(?:text|label)="([A-Z_.0-9a-z]+)"', html))
    assert {"TURN", "BOARD_LABEL", "HINT_LEVELS.none"} <= paths
    for language in ("ja", "en"):
        for game in registry.NAMES:
            texts = strings.catalogue(language, game)
            templates_found = {path: strings.lookup(texts, path) for path in paths
                               if PLACEHOLDER.search(strings.lookup(texts, path).replace("{piece}", ""))}
            assert templates_found == {}, (language, game)
