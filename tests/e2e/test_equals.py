"""Every game as an equal (issue 28): each game of the registry (``registry.NAMES``, not a
list written here) is opened by its link by name, shows its own rules page from the menu,
and, a game with a coach (``can_analyse``), looks back on a finished game with it (analysed in the page, its turning points
those of the engine), in Japanese and English, at 375x667 and 1280x800, with axe clean in
each of these states.

One page a size (a phone with a touch screen, a desktop), the finished games loaded by
link (the end of a game the engine played, see ``test_coach.review_finished``), not played
out.
"""

from __future__ import annotations

import pytest

from reversi import registry, strings
from reversi.base.variant import can_analyse

from . import helpers as h
from .test_coach import review_finished
from .test_rules_page import expected, open_rules, set_language, shown
from .test_switcher import VIEWPORTS, open_at

LANGUAGES = ("ja", "en")


def open_by_name(page, name: str, written: str) -> None:
    """Open ``#written`` (``name`` in any case, with or without a colon): a new game of it."""
    texts = strings.catalogue(page.evaluate("document.documentElement.lang"), name)
    page.evaluate("text => { location.hash = text; }", written)
    page.wait_for_function("texts => texts.includes(document.getElementById('message').textContent)",
                           arg=[texts.NEW_GAME, texts.NEW_GAME_KEPT])
    assert page.evaluate("document.documentElement.dataset.game") == name, written
    assert page.evaluate("document.getElementById('undo').disabled"), f"#{written}: not a new game"
    h.wait_idle(page)


def check_rules(page, name: str, language: str, where: str) -> None:
    """Menu → the rules button names ``name`` and opens its rules page; axe clean; closed."""
    state = open_rules(page)
    texts = strings.catalogue(language, name)
    assert state["opener"] == texts.RULES and texts.GAME_NAME in state["opener"], where
    assert shown(state) == expected(language, name), where
    h.axe_audit(page, f"equals-rules-{where}")
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules:not([open])", state="attached")
    page.keyboard.press("Escape")
    page.wait_for_selector("#menu:not([open])", state="attached")


def check_review(page, name: str, size: str) -> None:
    """A finished game of ``name`` looked back on with the coach: analysed in the page, the
    engine's turning points marked, its title in each language; axe clean; left."""
    review_finished(page, name)
    for language in LANGUAGES:
        set_language(page, language)
        title = strings.catalogue(language, name).COACH_TITLE
        page.wait_for_function("text => document.getElementById('coach-title').textContent === text", arg=title)
        h.axe_audit(page, f"equals-review-{name}-{size}-{language}")
    set_language(page, "ja")
    h.leave_review(page, "#review-exit")


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_every_game_has_its_link_rules_page_and_coach(browser, browser_context_args, size):
    page = open_at(browser, browser_context_args, size)
    try:
        for index, name in enumerate(registry.NAMES):
            for language in LANGUAGES:
                set_language(page, language)
                written = (name.upper() + ":", name.capitalize(), name)[(index + LANGUAGES.index(language)) % 3]
                open_by_name(page, name, written)
                h.axe_audit(page, f"equals-link-{name}-{size}-{language}")
                check_rules(page, name, language, f"{name}-{size}-{language}")
            if can_analyse(registry.variant(name)):
                check_review(page, name, size)
        assert page.log.errors() == [], page.log.summary()
    finally:
        h.close_page(page)
