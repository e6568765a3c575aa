"""The conformance suite's browser half (``tests/unit/test_conformance.py`` is the engine's):
every game of ``registry.NAMES`` the same way, on one page (reduced motion), so that a
fifth game is tested by adding it to the registry.

The end of a finished random game of each (its last whole turns, from the position before
them) opens by link; in both languages its board is the engine's (every square's data
attributes, ``Drawing.squares`` as worded), every square has a spoken name and nothing on
the page is an unformatted template; then まった to the link's start and すすむ to the end,
the board the engine's at both ends, the result again at the end.
"""

from __future__ import annotations

from functools import lru_cache

import pytest

from reversi import registry, strings
from reversi.base.sides import square_name
from reversi.base.variant import turn_ends
from reversi.play import record
from unit.games import random_record  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h

TURNS = 4
"""How many whole turns of the end of a game the link holds."""

SQUARES_JS = """() => Object.fromEntries([...document.querySelectorAll('#board [data-square]')].map(cell =>
  [cell.dataset.square, Object.fromEntries([...cell.attributes].map(a => [a.name, a.value]))]))"""

page = h.module_page()


@lru_cache(maxsize=None)
def ending(name: str):
    """The screen state of the end of a finished random game of ``name``: its last whole
    turns (``TURNS``) from the position before them, as a link opens it."""
    variant = registry.variant(name)
    start, entries = random_record(name, seed=1)
    ends = (0, *turn_ends(variant, start, entries))
    cut = ends[-1 - min(TURNS, len(ends) - 1)]
    return variant.GAME.from_record(entries[cut:], start=variant.GAME.RULES.replay(list(entries[:cut]), start))


def assert_board_is(page, name: str, game, language: str, where: str) -> None:
    """Every square shows what the engine draws of ``game`` and has a spoken name; no
    template is left unformatted anywhere on the page."""
    drawing, size = registry.variant(name).DRAWING, game.position.SIZE
    texts = strings.catalogue(language, name)
    shown = page.evaluate(SQUARES_JS)
    expected = {square_name(square, size): drawing.worded(texts, attributes)
                for square, attributes in enumerate(drawing.squares(game))}
    assert shown.keys() == expected.keys(), f"{name} {where}: squares {sorted(shown)}"
    for square, attributes in shown.items():
        data = {key: value for key, value in attributes.items() if key.startswith("data-") and key != "data-square"}
        assert data == expected[square], f"{name} {language} {where}: {square} {data} != {expected[square]}"
        assert attributes.get("aria-label"), f"{name} {language} {where}: {square} has no spoken name"
    h.assert_no_placeholders(page, f"{name} {language} {where}")


def set_language(page, language: str) -> None:
    """Press the language button (dispatched: the result, a modal dialog, may cover it)."""
    page.dispatch_event(f'[data-language="{language}"]', "click")
    page.wait_for_selector(f'html[lang="{language}"]', state="attached")


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_end_of_a_game_by_link_undone_to_its_start_and_redone(page, name):
    page.log.clear()
    game = ending(name)
    base = page.url.split("#")[0]
    page.goto(f"{base}#{record.format_link(game.start, game.actions)}")
    page.wait_for_selector(f'html[data-game="{name}"] #result:not([hidden])', state="attached")
    h.wait_idle(page)
    for language in ("en", "ja"):
        set_language(page, language)
        assert_board_is(page, name, game, language, "at the end")

    undone, stops = game, 0
    while undone.can_undo:
        undone, stops = undone.undo(), stops + 1
    assert undone.position == game.start and stops >= 1
    page.click("#result-undo")  # the first まった: the one in the result
    page.wait_for_selector("#result[hidden]", state="attached")
    for _ in range(stops - 1):
        page.click("#undo")
        h.wait_idle(page)
    page.wait_for_selector("#undo[disabled]", state="attached")
    assert_board_is(page, name, undone, "ja", f"undone {stops} times to the start")

    for _ in range(stops):
        page.click("#redo")
        h.wait_idle(page)
    page.wait_for_selector("#redo[disabled]", state="attached")
    page.wait_for_selector("#result:not([hidden])", state="attached")
    assert_board_is(page, name, game, "ja", f"redone {stops} times to the end")
    assert page.log.errors() == [], page.log.summary()
