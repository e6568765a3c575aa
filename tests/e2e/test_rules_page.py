"""The illustrated rules (issue 8: "a short illustrated rules page in Japanese and English,
reachable from the menu"; issue 28: every game has its own): the menu's #rules-open, which
names the game on screen, opens the modal <dialog id="rules">, drawn only then, with every
section heading of that game's catalogue and its figures (SVG drawings of the engine's
positions, each with its text alternative); Escape, the close button and a tap beside it
close it and give the focus back; it follows the language switch; it fills a 375x667 phone
and scrolls inside, and is a column on a desktop; axe-core finds nothing in it. Every game
of the registry is walked through menu -> its rules in both languages.

The expected texts come from reversi.strings and each game's ``VARIANT.rules_page`` (the
engine's figures) computed here. Screenshots: tests/artifacts/rules-<language>-<viewport>.png
(the first game's), <game>-rules-<language>-<viewport>.png (every game's).
"""

from __future__ import annotations

import html
import re

import pytest
from playwright.sync_api import expect

from reversi import registry, strings

from conftest import screenshot  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 667}
COLUMN_MAX_PX = 40 * 16  # "a readable column (max ~40rem)"

_READ_JS = """() => {
  const d = document.getElementById('rules');
  const box = e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; };
  return {
    open: d.open, modal: d.matches(':modal'),
    title: document.getElementById(d.getAttribute('aria-labelledby')).textContent,
    close: document.getElementById('rules-close').textContent,
    opener: document.getElementById('rules-open').textContent,
    lang: document.documentElement.lang,
    headings: [...d.querySelectorAll('.rules-body h3')].map(e => e.textContent),
    figures: [...d.querySelectorAll('figure')].map(f => f.dataset.figure),
    captions: [...d.querySelectorAll('figcaption')].map(f => f.textContent),
    images: [...d.querySelectorAll('[role=img]')].map(e => e.getAttribute('aria-label')),
    image_boxes: [...d.querySelectorAll('svg.fig')].map(box),
    focus_inside: d.contains(document.activeElement),
    scroll: {top: d.scrollTop, height: d.scrollHeight, client: d.clientHeight, width: d.scrollWidth, clientWidth: d.clientWidth},
    box: box(d),
    page_width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    font_px: parseFloat(getComputedStyle(d.querySelector('.rules-body p')).fontSize),
  };
}"""


FIRST = registry.NAMES[0]
"""The game a first visit shows."""


def headings(texts, game: str) -> list[str]:
    """The section headings of ``game``'s rules in its catalogue (its ``<NAME>_RULES``)."""
    return [part["heading"] for part in getattr(texts, f"{game.upper()}_RULES").values()]


def expected(language: str, game: str = FIRST) -> dict:
    """What the open dialog shows in ``language`` with ``game`` on screen, from its
    catalogue and its engine's figures."""
    texts = strings.catalogue(language, game)
    page = registry.variant(game).rules_page(texts)
    return {
        "title": texts.RULES,
        "close": texts.CLOSE,
        "opener": texts.RULES,
        "lang": language,
        "headings": [html.unescape(re.sub(r"<[^>]+>", "", text)) for text in re.findall(r"<h3>(.*?)</h3>", page)],
        "figures": re.findall(r'<figure class="rules-figure" data-figure="(\w+)"', page),
        "captions": [html.unescape(text) for text in re.findall(r"<figcaption>(.*?)</figcaption>", page)],
        "images": [html.unescape(label) for label in re.findall(r'role="img" aria-label="([^"]*)"', page)],
    }


def read(page) -> dict:
    return page.evaluate(_READ_JS)


def shown(state: dict) -> dict:
    return {key: state[key] for key in ("title", "close", "opener", "lang", "headings", "figures", "captions", "images")}


def open_rules(page) -> dict:
    """Open the menu (unless it is open), then the rules from it by keyboard; the dialog's
    state once drawn."""
    if not page.evaluate("document.getElementById('menu').open"):
        page.click("#menu-open")
        page.wait_for_selector("#menu[open]", state="attached")
    page.focus("#rules-open")
    page.keyboard.press("Enter")
    page.wait_for_selector("#rules[open] #rules-body:not([aria-busy]) svg", state="attached")
    return read(page)


def set_language(page, language: str) -> None:
    """Press the language button (a click dispatched to it: behind an open dialog the page
    is inert, but the view's language may still change, e.g. by a script)."""
    page.dispatch_event(f'[data-language="{language}"]', "click")
    page.wait_for_selector(f'html[lang="{language}"]', state="attached")


shared = h.module_page(name="shared")


@pytest.fixture
def page(shared):
    """The shared page, left as the next test wants it: dialogs closed, Japanese, desktop size."""
    yield shared
    shared.evaluate("() => document.querySelectorAll('dialog[open]').forEach(d => d.close())")
    if shared.evaluate("document.documentElement.lang") != "ja":
        set_language(shared, "ja")
    shared.set_viewport_size(DESKTOP)


# --------------------------------------------------------------------------- opening and closing


def test_the_rules_are_drawn_only_once_the_dialog_first_shows(page):
    """Nothing at start-up; a tap shows the dialog at once with a loading line, and the
    rules are drawn after it has been painted."""
    assert page.evaluate("document.getElementById('rules-body').childNodes.length") == 0
    page.click("#menu-open")
    page.wait_for_selector("#menu[open]", state="attached")
    at_tap = page.evaluate("""() => { document.getElementById('rules-open').click();
        const body = document.getElementById('rules-body');
        return {open: document.getElementById('rules').open, text: body.textContent, busy: body.getAttribute('aria-busy')}; }""")
    assert at_tap == {"open": True, "text": strings.LOADING, "busy": "true"}
    page.wait_for_selector("#rules-body:not([aria-busy]) svg", state="attached")
    assert shown(read(page)) == expected("ja")
    assert page.text_content("#rules-open") == strings.catalogue("ja", FIRST).RULES
    assert page.get_attribute("#rules-open", "aria-haspopup") == "dialog"
    section = page.evaluate("""() => { const s = document.getElementById('rules-open').closest('section');
        return {classes: s.className, after: s.previousElementSibling.className}; }""")
    assert section == {"classes": "menu-part menu-rules", "after": "menu-part menu-games"}  # the head, the game, its rules


def test_the_menu_opens_the_rules_with_every_heading_and_figure_and_their_text_alternatives(page):
    state = open_rules(page)
    assert shown(state) == expected("ja")
    assert len(state["images"]) >= 6 and all(label.strip() for label in state["images"])
    assert state["open"] and state["modal"] and state["focus_inside"]
    assert page.get_attribute("#rules", "aria-labelledby") == "rules-title"
    assert state["scroll"]["top"] == 0
    assert all(box["width"] > 20 and box["height"] > 20 for box in state["image_boxes"])
    page.keyboard.press("Escape")  # the rules close, the menu stays open under them
    expect(page.locator("#rules-open")).to_be_focused()
    assert page.evaluate("[document.getElementById('rules').open, document.getElementById('menu').open]") == [False, True]
    page.keyboard.press("Escape")
    expect(page.locator("#menu-open")).to_be_focused()
    assert not page.evaluate("document.getElementById('menu').open")


def test_tab_stays_in_the_rules_and_the_focus_ring_shows(page):
    """Tab goes round the dialog's one button (and out to the browser, as the menu's does:
    a modal <dialog> lets the focus leave the page, not reach the page behind it)."""
    open_rules(page)
    for _ in range(3):
        page.keyboard.press("Tab")
        assert page.evaluate("document.getElementById('rules').contains(document.activeElement) || document.activeElement === document.body")
    page.focus("#rules-close")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    expect(page.locator("#rules-close")).to_be_focused()
    ring = page.evaluate("""() => { const s = getComputedStyle(document.getElementById('rules-close'));
        return [s.outlineStyle, s.outlineWidth]; }""")
    assert ring == ["solid", "3px"]


def test_the_close_button_and_a_tap_beside_the_rules_close_them(page):
    open_rules(page)
    page.click("#rules-close")
    expect(page.locator("#rules-open")).to_be_focused()
    assert not page.evaluate("document.getElementById('rules').open")
    open_rules(page)
    box = read(page)["box"]
    assert box["x"] > 20
    page.mouse.click(box["x"] / 2, DESKTOP["height"] / 2)  # on the backdrop, left of the column
    expect(page.locator("#rules-open")).to_be_focused()
    assert not page.evaluate("document.getElementById('rules').open")
    assert page.evaluate("document.getElementById('menu').open")


def test_the_rules_open_at_the_top(page):
    open_rules(page)
    page.evaluate("() => { const d = document.getElementById('rules'); d.scrollTop = d.scrollHeight; }")
    assert read(page)["scroll"]["top"] > 0
    page.keyboard.press("Escape")
    expect(page.locator("#rules-open")).to_be_focused()
    page.keyboard.press("Enter")
    page.wait_for_selector("#rules[open]", state="attached")
    assert read(page)["scroll"]["top"] == 0


def test_the_open_animation_respects_reduced_motion(page):
    open_rules(page)
    assert page.evaluate("getComputedStyle(document.getElementById('rules')).animationName") == "none"
    h.set_motion(page, reduced=False)
    try:
        assert page.evaluate("getComputedStyle(document.getElementById('rules')).animationName") == "rules-in"
    finally:
        h.set_motion(page, reduced=True)


# --------------------------------------------------------------------------- languages


def test_the_open_rules_follow_the_language_switch(page):
    open_rules(page)
    set_language(page, "en")
    expect(page.locator("#rules .rules-body h3").first).to_have_text(expected("en")["headings"][0])
    assert shown(read(page)) == expected("en")
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    page.click('[data-language="ja"]')  # closed: drawn again in Japanese when next opened
    page.wait_for_selector('html[lang="ja"]', state="attached")
    assert shown(open_rules(page)) == expected("ja")


def test_the_rules_in_english(page):
    page.click('[data-language="en"]')
    page.wait_for_selector('html[lang="en"]', state="attached")
    state = open_rules(page)
    assert shown(state) == expected("en")
    assert state["scroll"]["top"] == 0


# --------------------------------------------------------------------------- sizes, screenshots, audit


@pytest.mark.parametrize("language", ["ja", "en"])
def test_a_phone_gets_the_whole_screen_and_the_rules_scroll_inside(page, language):
    page.set_viewport_size(PHONE)
    if language != "ja":
        page.click(f'[data-language="{language}"]')
        page.wait_for_selector(f'html[lang="{language}"]', state="attached")
    state = open_rules(page)
    assert shown(state) == expected(language)
    assert state["box"] == {"x": 0, "y": 0, **PHONE}
    scroll = state["scroll"]
    assert scroll["width"] <= scroll["clientWidth"], "the rules scroll sideways"
    assert state["page_width"] <= PHONE["width"]
    assert scroll["height"] > scroll["client"] == PHONE["height"], "the rules do not scroll inside the dialog"
    for box in state["image_boxes"]:
        assert 0 <= box["x"] and box["x"] + box["width"] <= PHONE["width"], box
    assert state["font_px"] >= 16
    screenshot(page, f"rules-{language}-375x667")
    for name in re.findall(r'<figure class="rules-figure" data-figure="(\w+)"', registry.variant(FIRST).rules_page(strings.catalogue(language, FIRST))):
        page.evaluate(f"document.querySelector('#rules figure[data-figure={name}]').scrollIntoView({{block: 'center'}})")
        screenshot(page, f"rules-{language}-375x667-{name}")
    page.evaluate("() => { const d = document.getElementById('rules'); d.scrollTop = d.scrollHeight; }")
    close = page.locator("#rules-close").bounding_box()
    assert close["y"] >= 0 and close["y"] + close["height"] <= PHONE["height"], "the close button scrolled away"
    last = page.locator(".rules-body li").last.bounding_box()
    assert last["y"] + last["height"] <= PHONE["height"], "the end of the rules cannot be reached"


@pytest.mark.parametrize("language", ["ja", "en"])
def test_a_desktop_gets_a_readable_column(page, language):
    if language != "ja":
        page.click(f'[data-language="{language}"]')
        page.wait_for_selector(f'html[lang="{language}"]', state="attached")
    state = open_rules(page)
    box, scroll = state["box"], state["scroll"]
    assert 0.85 * COLUMN_MAX_PX <= box["width"] <= COLUMN_MAX_PX
    assert abs(box["x"] + box["width"] / 2 - DESKTOP["width"] / 2) <= 1, "the column is not centred"
    assert box["y"] >= 0 and box["y"] + box["height"] <= DESKTOP["height"]
    assert scroll["height"] > scroll["client"] and scroll["width"] <= scroll["clientWidth"]
    for figure in state["image_boxes"]:
        assert box["x"] <= figure["x"] and figure["x"] + figure["width"] <= box["x"] + box["width"], figure
    screenshot(page, f"rules-{language}-1280x800")
    page.evaluate("document.querySelector('figure[data-figure=lines]').scrollIntoView({block: 'center'})")
    screenshot(page, f"rules-{language}-1280x800-lines")


@pytest.mark.parametrize("language", ["ja", "en"])
def test_axe_finds_nothing_in_the_open_rules(page, language):
    if language != "ja":
        page.click(f'[data-language="{language}"]')
        page.wait_for_selector(f'html[lang="{language}"]', state="attached")
    open_rules(page)
    h.axe_audit(page, f"rules dialog {language}")


# --------------------------------------------------------------------------- every game's rules


def show_game(page, game: str) -> None:
    """Choose ``game`` in the menu (opening it if closed) and wait until it is on screen."""
    if not page.evaluate("document.getElementById('menu').open"):
        page.click("#menu-open")
        page.wait_for_selector("#menu[open]", state="attached")
    page.click(f'.menu-games [data-game="{game}"]')
    page.wait_for_selector(f'html[data-game="{game}"] .menu-games [data-game="{game}"][aria-pressed="true"]', state="attached")


@pytest.mark.parametrize("language", ["ja", "en"])
def test_every_game_opens_its_own_rules_from_the_menu_button_that_names_it(page, language):
    """For each game of the registry: menu -> its game button -> the rules button reads
    its own 「…の あそびかた」 (its name in it) and opens its sections and figures."""
    if language != "ja":
        set_language(page, language)
    for game in registry.NAMES:
        show_game(page, game)
        texts = strings.catalogue(language, game)
        opener = page.text_content("#rules-open")
        assert opener == texts.RULES and texts.GAME_NAME in opener, (game, opener)
        state = open_rules(page)
        assert shown(state) == expected(language, game), game
        own = headings(strings.catalogue(language, game), game)  # its sections (a heading may carry a badge)
        assert len(state["headings"]) == len(own) and all(map(str.startswith, state["headings"], own)), game
        assert len(state["images"]) == len(expected(language, game)["images"]) > 0
        page.keyboard.press("Escape")
        expect(page.locator("#rules-open")).to_be_focused()
    show_game(page, FIRST)
    page.keyboard.press("Escape")


@pytest.mark.parametrize("language", ["ja", "en"])
def test_on_a_phone_every_game_s_rules_title_and_close_button_share_the_head_on_one_line_each(page, language):
    """The longest title (じゃんけんごの あそびかた) may take two lines; the close button's
    word never breaks, and the two never overlap."""
    page.set_viewport_size(PHONE)
    if language != "ja":
        set_language(page, language)
    lines = "el => { const r = document.createRange(); r.selectNodeContents(el); return new Set([...r.getClientRects()].map(b => Math.round(b.top))).size; }"
    for game in registry.NAMES:
        show_game(page, game)
        open_rules(page)
        close, title = page.locator("#rules-close"), page.locator("#rules-title")
        assert close.evaluate(lines) == 1, (game, language, "the close button's word breaks")
        button, heading = close.bounding_box(), title.bounding_box()
        assert heading["x"] + heading["width"] <= button["x"] and button["x"] + button["width"] <= PHONE["width"], game
        page.keyboard.press("Escape")
    show_game(page, FIRST)
    page.keyboard.press("Escape")


# --------------------------------------------------------------------------- くにとり's rules


def show_kunitori(page) -> None:
    page.evaluate("() => { location.hash = 'kunitori:Sb2'; }")
    page.wait_for_selector('html[data-game="kunitori"] #board [data-square="b2"][data-up]', state="attached")


@pytest.mark.parametrize("language", ["ja", "en"])
def test_kunitori_on_screen_opens_its_own_rules_with_the_engines_figures(page, language):
    """Menu → くにとりの あそびかた: every section, every figure with its text alternative,
    the badges of this app's rules; a readable column on a desktop, the whole screen on a
    phone with nothing sideways; axe finds nothing."""
    show_kunitori(page)
    if language != "ja":
        set_language(page, language)
    state = open_rules(page)
    assert shown(state) == expected(language, "kunitori")
    assert len(state["images"]) == 17 and all(label.strip() for label in state["images"])
    badges = page.evaluate("() => [...document.querySelectorAll('#rules .rules-app')].map(e => e.textContent)")
    assert badges and set(badges) == {strings.catalogue(language).APP_RULE}
    tiles = page.evaluate("() => document.querySelectorAll('#rules svg[data-figure=turn] .fig-tile').length")
    assert tiles == 3  # white's 銀 before; brown's 王 and the face-down 銀 after
    box = state["box"]
    assert 0.85 * COLUMN_MAX_PX <= box["width"] <= COLUMN_MAX_PX
    for figure in state["image_boxes"]:
        assert box["x"] <= figure["x"] and figure["x"] + figure["width"] <= box["x"] + box["width"], figure
        assert figure["width"] > 20 and figure["height"] > 20
    screenshot(page, f"kunitori-rules-{language}-1280x800")
    page.evaluate("document.querySelector('#rules [data-figure=give]').scrollIntoView({block: 'center'})")
    screenshot(page, f"kunitori-rules-{language}-1280x800-give")
    h.axe_audit(page, f"くにとり rules dialog {language}")
    page.set_viewport_size(PHONE)
    state = read(page)
    assert state["box"] == {"x": 0, "y": 0, **PHONE}
    assert state["scroll"]["width"] <= state["scroll"]["clientWidth"], "the rules scroll sideways"
    for figure in state["image_boxes"]:
        assert 0 <= figure["x"] and figure["x"] + figure["width"] <= PHONE["width"], figure
    page.evaluate("() => { document.getElementById('rules').scrollTop = 0; }")
    screenshot(page, f"kunitori-rules-{language}-375x667")
    for name in ("reach", "give", "score"):
        page.evaluate(f"document.querySelector('#rules [data-figure={name}]').scrollIntoView({{block: 'center'}})")
        screenshot(page, f"kunitori-rules-{language}-375x667-{name}")


# --------------------------------------------------------------------------- every game, after switching

_SECTIONS_JS = """() => [...document.getElementById('rules-body').children].map(e => ({
  heading: e.querySelector('h3') && e.querySelector('h3').textContent,
  hidden: e.closest('[hidden]') !== null, shown: e.checkVisibility(),
}))"""


def rules_sections(name: str, language: str) -> list[dict]:
    """The sections the rules page of the game ``name`` shows in ``language``, every one shown."""
    page = registry.variant(name).rules_page(strings.catalogue(language, name))
    return [
        {"heading": html.unescape(re.sub(r"<[^>]+>", "", heading)), "hidden": False, "shown": True}
        for heading in re.findall(r'<section class="rules-part"[^>]*><h3>(.*?)</h3>', page)
    ]


def switch_game(page, name: str) -> None:
    """Choose the game ``name`` in the menu (the rules closed first); the menu closes."""
    page.evaluate("() => { const rules = document.getElementById('rules'); if (rules.open) rules.close(); }")
    if not page.evaluate("document.getElementById('menu').open"):
        page.click("#menu-open")
        page.wait_for_selector("#menu[open]", state="attached")
    page.click(f'.menu-games [data-game="{name}"]')
    page.wait_for_selector(f'html[data-game="{name}"]', state="attached")


def assert_whole_rules(page, name: str, language: str, where: str) -> None:
    state = open_rules(page)
    assert state["lang"] == language, where
    want = rules_sections(name, language)
    assert want and page.evaluate(_SECTIONS_JS) == want, where


def test_every_game_shows_its_whole_rules_page_after_any_switch_of_game_or_language(page):
    """Issue 29, item 1: with a game's rules drawn, another game shown and the first one
    again, its rules showed only their title (every section hidden: the page's parts and
    the rules' sections were both ``[data-part]``, and the page hides the parts its game
    does not show); YWF after Reversi's rules showed only its last section. Every game of
    the registry after every other one, in both languages, and with the language switched
    while the rules are open: every section of the page shows."""
    names = registry.NAMES
    for language in ("ja", "en"):
        for name in names:
            switch_game(page, name)
            if page.evaluate("document.documentElement.lang") != language:
                set_language(page, language)
            assert_whole_rules(page, name, language, f"{name} in {language}")
            for other in names:
                if other != name:
                    switch_game(page, other)
                    switch_game(page, name)
                    assert_whole_rules(page, name, language, f"{name} after {other} in {language}")
        other_language = "en" if language == "ja" else "ja"
        set_language(page, other_language)  # the rules open: drawn again, whole, in the other language
        page.wait_for_selector(f'#rules-body:not([aria-busy]) h3 >> text="{rules_sections(names[-1], other_language)[0]["heading"]}"', state="attached")
        assert page.evaluate(_SECTIONS_JS) == rules_sections(names[-1], other_language)
        set_language(page, language)
    switch_game(page, registry.DEFAULT)


def test_no_error_and_no_request_leaves_the_server(page, base_url):
    assert page.log.errors() == [], page.log.summary()
    assert h.foreign_requests(page, base_url) == []
