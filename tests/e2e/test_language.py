"""The language switch (issue: "Everyone can play"): 日本語 / English, every text from the
catalogue, a switch in the middle of a move that loses nothing, the choice remembered
across visits (localStorage ``strings.LANGUAGE_KEY``) and shown before Python runs (the
loading bar and the failure message come from boot.js and vendor/strings.js).
"""

from __future__ import annotations

from types import SimpleNamespace

from reversi import registry, strings
from reversi.games.reversi.drawing import ReversiDrawing
from reversi.games.reversi.game import Game
from reversi.games.reversi.players import LEVELS
from reversi.base.sides import square_name
from reversi.games.reversi.position import parse_transcript
from reversi.games.reversi.speech import announcement

from conftest import attach_log, reload_ready, screenshot, wait_ready  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h

WASM = "**/pyodide.asm.wasm"

READ_TEXTS_JS = """() => ({
  lang: document.documentElement.lang,
  title: document.title,
  marked: [...document.querySelectorAll('[data-text]')].map(e => [e.dataset.text, e.textContent]),
  labels: [...document.querySelectorAll('[data-label]')].map(e => [e.dataset.label, e.getAttribute('aria-label')]),
  pieces: [...document.querySelectorAll('.piece[data-piece]')].filter(e => !e.closest('[hidden]')).map(e => [e.dataset.piece, e.getAttribute('aria-label')]),
  options: Object.fromEntries(['opponent', 'side', 'level'].map(id =>
    [id, [...document.getElementById(id).options].map(o => [o.value, o.textContent])])),
  phrases: [...document.querySelectorAll('#level optgroup')].map(g => [...g.children].map(o => [o.value, g.label])),
  pressed: [...document.querySelectorAll('[data-language]')].map(e => [e.dataset.language, e.getAttribute('aria-pressed')]),
  stored: localStorage.getItem('%s'),
})""" % strings.LANGUAGE_KEY


page = h.module_page()


def choose(page, language: str) -> None:
    page.click(f'[data-language="{language}"]')
    page.wait_for_selector(f'html[lang="{language}"]', state="attached")


def assert_texts_are(page, language: str, python: bool = True) -> dict:
    """Every fixed text of the page is the catalogue's in ``language``, and the switch shows
    it chosen (and, once Python runs, the choices of opponent are in it too). Before Python
    runs the texts are the shared ones and the game's name (boot.js): the game's own (its
    rules' title) are left empty."""
    texts = strings.catalogue(language, registry.NAMES[0])  # the game the page shows
    if not python:
        texts = SimpleNamespace(**vars(strings.catalogue(language)), GAME_NAME=texts.GAME_NAME)
    found = page.evaluate(READ_TEXTS_JS)
    assert found["lang"] == language and found["title"] == texts.TITLE
    for path, text in found["marked"]:
        shown = strings.lookup(texts, path) if hasattr(texts, path.split(".")[0]) else ""
        assert text == shown.replace("{piece}", ""), path
    for path, label in found["labels"]:
        assert label == strings.lookup(texts, path), path
    for color, label in found["pieces"]:
        assert label == texts.PIECE_NAMES[color]
    assert {code for code, _ in found["pressed"]} == set(strings.LANGUAGE_NAMES)  # (the settings' and the menu's)
    assert all(pressed == ("true" if code == language else "false") for code, pressed in found["pressed"])
    if python:
        assert found["options"] == {
            "opponent": [list(item) for item in texts.OPPONENTS.items()],
            "side": [list(item) for item in texts.SIDES.items()],
            "level": [[str(choice.id), texts.LEVEL_NAMES[choice.id]] for choice in LEVELS],
        }
        # the level menu says what each level is like: each level under its phrase
        assert found["phrases"] == [[[str(choice.id), texts.LEVEL_PHRASES[choice.id]]] for choice in LEVELS]
        assert found["stored"] in (language, None if language == strings.DEFAULT else language)
    return found


def test_switching_in_the_middle_of_a_move_loses_nothing(page):
    """English while the discs turn (normal motion): the animation goes on, the game, hint
    level and counts are the engine's, every text and square name is English and the move
    is announced in English."""
    game = h.play(page, parse_transcript(h.MID_GAME), game=h.reset(page))
    page.click("#hint")
    game = game.cycle_hint()
    h.set_motion(page, reduced=False)
    try:
        square = h.most_flips(game)
        h.click_square(page, square_name(square))
        page.wait_for_selector("#board[data-animating] [data-turning]", state="attached")
        counts_during = h.read(page)["counts"]
        choose(page, "en")
        assert page.evaluate("document.getElementById('board').hasAttribute('data-animating')"), "test error: too slow"
        assert h.read(page)["counts"] == counts_during, "the switch showed the counts before the discs turned"
        assert page.text_content("#turn") == strings.catalogue("en").TURN.replace("{piece}", "")
        h.wait_move_done(page, square_name(square))
    finally:
        h.set_motion(page, reduced=True)
    game = h.engine_play(game, square)
    state = h.assert_page_matches(page, game, where="after switching mid-move")
    assert state["lang"] == "en"
    assert_texts_are(page, "en")
    english = strings.catalogue("en", registry.DEFAULT)
    for name, attributes in state["cells"].items():
        assert attributes["aria-label"].startswith(name), f"{name}: {attributes['aria-label']}"
    page.wait_for_function("text => document.getElementById('announcer').textContent === text",
                           arg=announcement(english, game))
    screenshot(page, "language-english-mid-game")


JAPANESE_JS = r"""() => {
  const japanese = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff60]/, found = [];
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.nodeType === Node.TEXT_NODE ? node.parentElement : node;
    if (element.closest('script, style, [lang="ja"]')) continue;
    if (node.nodeType === Node.TEXT_NODE) {
      if (japanese.test(node.data)) found.push(`${element.id || element.className || element.tagName}: ${node.data}`);
    } else {
      for (const a of node.attributes) if (japanese.test(a.value)) found.push(`${node.id || node.tagName}[${a.name}]: ${a.value}`);
    }
  }
  return found;
}"""


def test_a_switch_says_the_state_in_the_new_language(page):
    """Issue 17: after a move said in Japanese, English replaces the live region's sentence
    with the state on screen in English (counts, whose turn), and nothing in the page (shown
    or hidden, text or attribute) is Japanese but the 日本語 button; and back."""
    choose(page, "ja")
    game = h.play(page, parse_transcript(h.MID_GAME), game=h.reset(page))
    japanese, english = strings.catalogue("ja", registry.DEFAULT), strings.catalogue("en", registry.DEFAULT)
    page.wait_for_function("text => document.getElementById('announcer').textContent === text",
                           arg=announcement(japanese, game))
    choose(page, "en")
    assert page.text_content("#announcer") == ReversiDrawing.state_announcement(english, game)
    assert page.evaluate(JAPANESE_JS) == [], "Japanese left in the English page"
    choose(page, "ja")
    assert page.text_content("#announcer") == ReversiDrawing.state_announcement(japanese, game)


def test_english_everywhere_pass_result_and_back_to_japanese(page):
    choose(page, "en")
    english = strings.catalogue("en", registry.DEFAULT)
    game = h.play(page, parse_transcript(h.EARLY_PASS), game=h.reset(page))
    state = h.assert_page_matches(page, game, where="English pass")
    assert state["message_text"] == english.PASSED.replace("{piece}", "")
    h.axe_audit(page, "English pass message")
    game = h.play(page, parse_transcript(h.EARLY_END), game=h.reset(page))
    state = h.assert_page_matches(page, game, where="English result")
    assert state["result_title"] == english.WINS.replace("{piece}", "") and state["play_again"] == english.PLAY_AGAIN
    h.reset(page)
    choose(page, "ja")
    assert_texts_are(page, "ja")
    h.assert_page_matches(page, Game.new(), where="back in Japanese")


def test_the_choice_is_remembered_across_visits(page):
    """A reload comes back in English, with the game; an unreadable saved game is reported in English."""
    choose(page, "en")
    game = h.play(page, parse_transcript("f5d6"), game=h.reset(page))
    reload_ready(page)
    assert_texts_are(page, "en")
    h.assert_page_matches(page, game, where="reloaded in English")
    page.evaluate("key => localStorage.setItem(key, '{not json')", "reversi.game")
    reload_ready(page)
    assert page.text_content("#message") == strings.catalogue("en").SAVE_DISCARDED
    assert h.board(page) == Game.new().position.board_string()
    choose(page, "ja")
    reload_ready(page)
    assert_texts_are(page, "ja")
    assert page.log.errors() == [], page.log.summary()


def english_visitor(browser, browser_context_args):
    """A first visit (no service worker yet, so ``page.route`` sees every request) of
    someone who chose English before."""
    context = browser.new_context(**{**browser_context_args, "reduced_motion": "reduce"})
    context.add_init_script(f"localStorage.setItem({strings.LANGUAGE_KEY!r}, 'en')")
    page = context.new_page()
    attach_log(page)
    return context, page


def test_english_before_python_runs(browser, browser_context_args, base_url):
    """boot.js writes the remembered language's texts as soon as the page is parsed: the
    loading bar, the buttons, the turn, the title; then Python takes over in English."""
    context, page = english_visitor(browser, browser_context_args)
    held = []
    try:
        page.route(WASM, lambda route: held.append(route))
        with page.expect_request(WASM):
            page.goto(base_url, wait_until="domcontentloaded")
        page.wait_for_selector("#loading-bar", state="visible")
        assert not page.evaluate("document.documentElement.hasAttribute('data-ready')")
        assert_texts_are(page, "en", python=False)
        english = strings.catalogue("en", registry.DEFAULT)
        assert page.text_content('#loading [data-phase="download"]') == english.LOADING
        assert page.text_content("#turn") == english.TURN.replace("{piece}", "")
        assert page.locator("#turn .piece").count() == 1
        screenshot(page, "language-english-loading")
        for route in held:
            route.continue_()
        wait_ready(page)
        assert_texts_are(page, "en")
        h.assert_page_matches(page, Game.new(), where="English after start-up")
        assert page.log.errors() == [], page.log.summary()
    finally:
        context.close()


def test_english_failure_message_holds_the_focus(browser, browser_context_args, base_url):
    """The runtime does not load: the failure message and its retry button in English; the
    retry button has the focus and keeps it; the page behind is inert."""
    context, page = english_visitor(browser, browser_context_args)
    try:
        page.route(WASM, lambda route: route.abort())
        page.goto(base_url)
        page.locator("#loading-failed").wait_for(state="visible", timeout=60_000)
        english = strings.catalogue("en", registry.DEFAULT)
        assert page.text_content("#loading-failed-text") == english.LOAD_FAILED
        assert page.text_content("#loading-retry") == english.RETRY
        assert page.evaluate("document.activeElement.id") == "loading-retry"
        assert page.evaluate("document.querySelector('main').inert")
        for key in ("Tab", "Shift+Tab"):
            page.keyboard.press(key)
            assert page.evaluate("document.activeElement.id") == "loading-retry", key
        h.axe_audit(page, "English start-up failure")
        screenshot(page, "language-english-failure")
    finally:
        context.close()


def test_a_phone_looking_back_reaches_the_language_in_the_menu(browser, browser_context_args):
    """Issue 43, item 11: on a phone, looking back at a game hides the settings and with them
    the choice of language: the menu (メニュー of the review) has it too, and it switches the
    page there, still looking back."""
    args = {**browser_context_args, "viewport": {"width": 375, "height": 667}, "is_mobile": True, "has_touch": True}
    context = browser.new_context(**args, reduced_motion="reduce")
    try:
        page = context.new_page()
        attach_log(page)
        page.goto("/#" + h.EARLY_END)  # a finished game of the default game
        wait_ready(page)
        page.wait_for_selector("#result:not([hidden])", state="attached")
        page.click("#result-review")
        page.wait_for_selector("html[data-reviewing]", state="attached")
        h.wait_idle(page)
        assert not page.locator(".settings .language").is_visible()
        page.click("#review-menu")
        page.wait_for_selector("#menu[open]", state="attached")
        page.locator('#menu [data-language="en"]').click()
        page.wait_for_selector('html[lang="en"][data-reviewing]', state="attached")
        english = strings.catalogue("en", registry.NAMES[0])
        assert page.text_content("#menu-title") == english.MENU
        assert page.get_attribute('#menu [data-language="en"]', "aria-pressed") == "true"
        h.axe_audit(page, "the menu's choice of language, looking back on a phone")
        page.locator('#menu [data-language="ja"]').click()
        page.wait_for_selector('html[lang="ja"][data-reviewing]', state="attached")
        assert page.log.errors() == [], page.log.summary()
    finally:
        context.close()
