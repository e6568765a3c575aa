"""The four games as equals on the first screen (issue 28, items 4 and 5), for every game of
the registry: the choice of game (``#switcher``, a radio group of each game's picture and
name) switches by a tap and by the keyboard, fits a phone (375x667) and a desktop
(1280x800) in both languages without scrolling, and is axe clean; the first visit's notice
shows once; a link by name (``#kunitori``, ``#KUNITORI:``) opens a new game of that game,
keeping the one in progress in the past games; a name that is no game's says so and
changes nothing; the menu's invitation shares or copies such a link.
"""

from __future__ import annotations

import json
from html.parser import HTMLParser

import pytest

from reversi import registry, strings
from reversi.play import record

from conftest import reload_ready, screenshot  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h

VIEWPORTS = {"phone": {"width": 375, "height": 667}, "desktop": {"width": 1280, "height": 800}}
WELCOMED = "localStorage.setItem('reversi.welcomed', '1')"
"""An init script: the first visit's notice has been shown (pages other than the first visit's)."""

FITS_JS = """() => {
  const doc = document.documentElement, box = el => el.getBoundingClientRect();
  const inside = r => r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
  const switches = [...document.querySelectorAll('#switcher .switch')];
  return {scrolls: Math.max(doc.scrollHeight, document.body.scrollHeight) > innerHeight
                   || Math.max(doc.scrollWidth, document.body.scrollWidth) > innerWidth,
          outside: switches.filter(el => !inside(box(el))).map(el => el.dataset.game),
          visible: switches.filter(el => el.checkVisibility()).length,
          pictures: switches.filter(el => el.querySelector('.switch-picture svg circle, .switch-picture svg rect')).length};
}"""


DEVICES = {"phone": {"is_mobile": True, "has_touch": True}, "desktop": {}}
"""A phone has a touch screen (no key help until a keyboard moves on the board)."""


def open_at(browser, browser_context_args, viewport: str, welcomed: bool = True, game: str | None = None):
    """A page at ``viewport`` (a name of ``VIEWPORTS``) with nothing stored (``h.open_page``)
    but that the first visit's notice was seen (if ``welcomed``) and the game ``game`` on
    screen as if chosen at the last visit (by default the default game), ready; close it
    with ``h.close_page``."""
    scripts = [WELCOMED] if welcomed else []
    if game is not None:
        scripts.append(f"localStorage.setItem({json.dumps(strings.GAME_KEY)}, {json.dumps(game)})")
    return h.open_page(browser, {**browser_context_args, "viewport": VIEWPORTS[viewport], **DEVICES[viewport]},
                       init_scripts=scripts, permissions=["clipboard-read", "clipboard-write"])


@pytest.fixture(scope="module")
def page(browser, browser_context_args):
    page = open_at(browser, browser_context_args, "desktop")
    yield page
    h.close_page(page)


@pytest.fixture(scope="module")
def phone(browser, browser_context_args):
    page = open_at(browser, browser_context_args, "phone")
    yield page
    h.close_page(page)


def at(page, viewport: str, language: str) -> None:
    size = VIEWPORTS[viewport]
    assert page.viewport_size == size
    if page.evaluate("document.documentElement.lang") != language:
        page.click(f'[data-language="{language}"]')
        page.wait_for_selector(f'html[lang="{language}"]', state="attached")


def choose(page, name: str) -> None:
    """Tap ``name``'s picture in the choice of game."""
    page.click(f'#switcher .switch[data-game="{name}"]')
    page.wait_for_selector(f'html[data-game="{name}"]', state="attached")
    h.wait_idle(page)


def switches(page) -> list[dict]:
    return page.evaluate("""() => [...document.querySelectorAll('#switcher .switch')].map(el => ({
      game: el.dataset.game, name: el.querySelector('.switch-name').textContent,
      checked: el.querySelector('input[type=radio]').checked}))""")


def message(page) -> str:
    return page.evaluate("document.getElementById('message').textContent")


def wait_message(page, text: str) -> None:
    page.wait_for_function("text => document.getElementById('message').textContent === text", arg=text)


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_every_game_is_one_tap_away_on_the_first_screen(page, phone, viewport, language):
    page = {"phone": phone, "desktop": page}[viewport]
    at(page, viewport, language)
    page.wait_for_function("n => document.querySelectorAll('#switcher .switch-picture svg').length === n",
                           arg=len(registry.NAMES))
    for name in [*registry.NAMES[1:], registry.NAMES[0]]:
        choose(page, name)
        texts = strings.catalogue(language, name)
        assert switches(page) == [
            {"game": each, "name": strings.catalogue(language, each).GAME_NAME, "checked": each == name}
            for each in registry.NAMES
        ]
        assert page.evaluate("document.title") == texts.TITLE and texts.APP_NAME in texts.TITLE
        assert page.text_content(".game-name") == texts.GAME_NAME
        fits = page.evaluate(FITS_JS)
        where = f"{name} at {viewport} in {language}"
        assert fits == {"scrolls": False, "outside": [], "visible": len(registry.NAMES), "pictures": len(registry.NAMES)}, where
        h.axe_audit(page, f"switcher: {where}")
        screenshot(page, f"switcher-{viewport}-{language}-{name}")
    assert page.log.errors() == [], page.log.summary()


class Elements(HTMLParser):
    """The elements of an SVG's text, each as its tag and attributes (names in lower case), in order."""

    def __init__(self, text: str):
        super().__init__()
        self.found = []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        self.found.append([tag, dict(attrs)])


def test_each_picture_is_its_games_board_at_the_start(page):
    """The picture has the game's squares and a piece where its start has one, drawn as its
    drawing draws it (``picture_piece``: its own shape, its kind's mark)."""
    # the other games' pictures come once their packages are here (Switcher.draw_all)
    page.wait_for_function("() => [...document.querySelectorAll('.switch')].every(item => item.querySelector('svg'))")
    for name in registry.NAMES:
        variant = registry.variant(name)
        game = variant.GAME.new()
        found = page.evaluate(
            """name => { const svg = document.querySelector(`.switch[data-game="${name}"] svg`);
                return {box: svg.getAttribute('viewBox'), hidden: svg.getAttribute('aria-hidden'),
                        pieces: [...svg.querySelectorAll('[data-piece]')].map(el => el.dataset.piece).sort(),
                        elements: [svg, ...svg.querySelectorAll('*')].map(el => [el.localName,
                          Object.fromEntries([...el.attributes].map(a => [a.name.toLowerCase(), a.value]))])}; }""",
            name,
        )
        size = game.position.SIZE
        pieces = sorted(a["data-disc"] for a in variant.DRAWING.squares(game) if "data-disc" in a)
        drawn = Elements(variant.DRAWING.picture(game)).found
        assert found == {"box": f"0 0 {size} {size}", "hidden": "true", "pieces": pieces, "elements": drawn}, name


def test_the_keyboard_and_a_screen_reader_choose_a_game(page):
    at(page, "desktop", "ja")
    choose(page, registry.NAMES[0])
    group = page.get_by_role("radiogroup", name=strings.SWITCHER_LABEL)
    radios = group.get_by_role("radio")
    assert radios.count() == len(registry.NAMES)
    first = group.get_by_role("radio", name=strings.catalogue("ja", registry.NAMES[0]).GAME_NAME)
    first.focus()
    for name in [*registry.NAMES[1:], registry.NAMES[0]]:  # the arrow keys go round
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(f'html[data-game="{name}"]', state="attached")
        h.wait_idle(page)
        focused = page.evaluate("document.activeElement.matches('#switcher input:checked') && document.activeElement.value")
        assert focused == name
        label = strings.catalogue("ja", name).GAME_NAME
        assert group.get_by_role("radio", name=label).is_checked(), name
        ring = page.evaluate("getComputedStyle(document.activeElement.closest('.switch')).outlineStyle")
        assert ring == "solid", f"{name}: no focus ring on the chosen game"
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector(f'html[data-game="{registry.NAMES[-1]}"]', state="attached")
    h.wait_idle(page)
    page.keyboard.press("Shift+Tab")  # one Tab stop: out of the group
    assert page.evaluate("document.activeElement.closest('#switcher') === null")
    choose(page, registry.NAMES[0])


COVERED_JS = """() => {
  const notice = document.getElementById('welcome'), w = notice.getBoundingClientRect();
  const overlaps = r => Math.min(r.right, w.right) - Math.max(r.left, w.left) > 1
                     && Math.min(r.bottom, w.bottom) - Math.max(r.top, w.top) > 1;
  const shown = [...document.querySelectorAll('.app :is(button, select, input, [data-square], .scoreboard, #board, .tray,'
                                              + ' [data-part], #message, #moves li, .key-help)')]
    .filter(el => el.checkVisibility());
  return {inside: w.top >= -1 && w.left >= -1 && w.bottom <= innerHeight + 1 && w.right <= innerWidth + 1,
          covered: shown.filter(el => overlaps(el.getBoundingClientRect())).map(el => el.id || el.dataset.square || el.className)};
}"""
"""Where the first visit's notice is: inside the screen, and what it lies over of what the page shows."""


@pytest.fixture(scope="module")
def first_visit(browser, browser_context_args):
    """``first_visit(viewport, name)``: a page at ``viewport`` on a first visit (nothing stored
    but ``name`` as the game chosen at the last visit), ready. One device a viewport, opened at
    the first call (a page's start-up costs seconds on a busy machine): each call empties its
    storage, the only memory of a visit the notice reads (``reversi/web/switcher.py``), and
    reloads."""
    pages = {}

    def visit(viewport: str, name: str):
        if viewport not in pages:
            pages[viewport] = open_at(browser, browser_context_args, viewport, welcomed=False)
        page = pages[viewport]
        page.evaluate("([key, name]) => { localStorage.clear(); localStorage.setItem(key, name); }", [strings.GAME_KEY, name])
        reload_ready(page)
        assert page.get_attribute("html", "data-game") == name
        return page

    yield visit
    for page in pages.values():
        h.close_page(page)


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
@pytest.mark.parametrize("name", registry.NAMES)
def test_the_first_visit_tells_once_that_there_are_several_games(first_visit, viewport, name):
    """Issue 43, item 6: the notice lay over まった, すすむ and メニュー at 1280x800 and over the
    scoreboard and the board's top row on a phone, and a tap on English took it away instead
    of translating it. With every game on screen, at both sizes: the notice tells the
    registry's count, covers nothing, is translated by the choice of language, and goes at
    the next tap, once."""
    page = first_visit(viewport, name)
    count = len(registry.NAMES)
    for language in ("ja", "en"):
        if language != "ja":
            page.click(f'[data-language="{language}"]')  # a tap on the choice of language: the notice stays, translated
            page.wait_for_selector(f'html[lang="{language}"]', state="attached")
        said = strings.plural(strings.catalogue(language).WELCOME_GAMES, count).format(count=count)
        assert page.is_visible("#welcome") and page.text_content("#welcome") == said, language
        assert str(count) in said and message(page) == "", "the notice is not the game's message"
        assert page.evaluate(FITS_JS)["scrolls"] is False
        assert page.evaluate(COVERED_JS) == {"inside": True, "covered": []}, (name, viewport, language)
        screenshot(page, f"switcher-first-visit-{name}-{viewport}-{language}")
    h.axe_audit(page, f"first visit at {viewport} with {name}")
    page.click(".scoreboard")  # the first tap, wherever it is
    page.wait_for_selector("#welcome", state="hidden")
    assert page.evaluate("document.documentElement.hasAttribute('data-welcome')") is False
    reload_ready(page)
    assert not page.is_visible("#welcome"), "told twice"
    assert page.log.errors() == [], page.log.summary()


def past_games(page) -> list[dict]:
    text = page.evaluate("localStorage.getItem('reversi.games')")
    return json.loads(text)["games"] if text else []


def first_move(name: str) -> str:
    variant = registry.variant(name)
    return variant.moves(variant.GAME.RULES.initial()).split()[0]


def test_a_link_by_name_opens_a_new_game_keeping_the_one_in_progress(page):
    at(page, "desktop", "ja")
    for index, name in enumerate(registry.NAMES):
        variant = registry.variant(name)
        move = first_move(name)
        page.evaluate("text => { location.hash = text; }", f"{name}:{move}")  # a game of it in progress
        page.wait_for_selector(f'html[data-game="{name}"]', state="attached")
        h.wait_idle(page)
        page.wait_for_function("() => !document.getElementById('undo').disabled")
        kept = len(past_games(page))
        written = (name.upper() + ":", name.capitalize(), name)[index % 3]
        page.evaluate("text => { location.hash = text; }", written)
        wait_message(page, strings.catalogue("ja", name).NEW_GAME_KEPT)
        assert page.evaluate("document.documentElement.dataset.game") == name
        assert page.evaluate("document.getElementById('undo').disabled"), f"#{written}: not a new game"
        assert page.evaluate("location.hash") == ""
        games = past_games(page)
        assert len(games) == kept + 1 and games[0]["rules"] == name, f"#{written}: the game in progress is lost"
        assert record.parse_game(f"{name}:{games[0]['moves']}")[1] == tuple(variant.GAME.parse_entries(move))
        # the same from another game on screen, with nothing to keep: a new game, said so
        other = registry.NAMES[(index + 1) % len(registry.NAMES)]
        choose(page, other)
        page.evaluate("text => { location.hash = text; }", f"#{name}")
        page.wait_for_selector(f'html[data-game="{name}"]', state="attached")
        wait_message(page, strings.catalogue("ja", name).NEW_GAME)
    assert page.log.errors() == [], page.log.summary()


@pytest.mark.parametrize("language", ["ja", "en"])
def test_a_link_to_no_game_says_so_and_changes_nothing(page, language):
    at(page, "desktop", language)
    name = registry.NAMES[-1]
    choose(page, name)
    before = h.read(page)["board_string"], page.evaluate("document.title")
    page.evaluate("text => { location.hash = text; }", "Chess:")
    texts = strings.catalogue(language, name)
    reason = texts.RECORD_ERRORS["game"].format(name="chess", names=", ".join(registry.NAMES))
    wait_message(page, texts.LINK_FAILED.format(reason=reason))
    assert (h.read(page)["board_string"], page.evaluate("document.title")) == before
    assert page.evaluate("document.documentElement.dataset.game") == name


def test_the_menu_invites_to_a_new_game_of_the_game_on_screen(page):
    at(page, "desktop", "ja")
    base = page.evaluate("location.href.split('#')[0]")
    for name in registry.NAMES:
        choose(page, name)
        page.click("#menu-open")
        page.wait_for_selector("#menu[open]", state="attached")
        assert page.text_content("#invite-game") == strings.INVITE
        page.evaluate("() => { navigator.share = data => { window.__shared = data; return Promise.resolve(); }; }")
        try:
            page.click("#invite-game")
            page.wait_for_function("text => document.getElementById('menu-message').textContent === text", arg=strings.INVITED)
            assert page.evaluate("window.__shared.url") == f"{base}#{name}"
        finally:
            page.evaluate("delete navigator.share")
        page.click("#invite-game")  # no Web Share API: copied, and said so
        page.wait_for_function("text => document.getElementById('menu-message').textContent === text", arg=strings.INVITE_COPIED)
        assert page.evaluate("navigator.clipboard.readText()") == f"{base}#{name}"
        h.axe_audit(page, f"menu with the invitation ({name})")
        page.keyboard.press("Escape")
        page.wait_for_selector("#menu:not([open])", state="attached")
