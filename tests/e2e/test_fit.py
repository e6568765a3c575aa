"""Every game of the registry fits the screen (issue 29): at 375x667 and 1280x800, in both
languages, with two players and with the computer, with a message of two lines under the
board, the page never scrolls, every control is inside the screen, and the board is as
large as the room allows (the room the page leaves unused is small, or the board is as
wide as the screen lets it be). くにとり against the computer once grew its board from 203
to 339 px on a phone and pushed the buttons and settings 134 px below the screen.

Texts break only at the catalogue's spaces (issue 29): every message and label of every
game, at both sizes and in both languages, measured character by character.

One page (reduced motion) for the module, resized per test.
"""

from __future__ import annotations

import pytest

from reversi import registry

from conftest import screenshot  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h
from .test_ywf import choose_game

VIEWPORTS = {"phone": {"width": 375, "height": 667}, "desktop": {"width": 1280, "height": 800}}
MAX_UNUSED_PX = 16
"""The room left unused above and below everything, with a message of two lines: more, and
the board could have been larger."""
TOLERANCE_PX = 1
TIMEOUT_MS = 20_000

TWO_LINES_JS = """word => { const m = document.getElementById('message'); m.textContent = '';
  const lines = () => { const r = document.createRange(); r.selectNodeContents(m);
    return new Set([...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.bottom))).size; };
  for (let words = 0; lines() < 3 && words < 300; words++) m.textContent += (words ? ' ' : '') + word;
  m.textContent = m.textContent.slice(0, -(word.length + 1)); return lines(); }"""
"""Fill the message with words of ``word`` until it takes two lines (the most it is made for)."""

MEASURE_JS = """() => {
  const box = el => { const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height}; };
  const app = document.querySelector('.app'), doc = document.documentElement;
  let top = Infinity, bottom = -Infinity;
  for (const el of app.children) {
    if (!el.checkVisibility() || getComputedStyle(el).position === 'absolute') continue;
    const r = el.getBoundingClientRect();
    if (r.height) { top = Math.min(top, r.top); bottom = Math.max(bottom, r.bottom); }
  }
  const padding = parseFloat(getComputedStyle(app).paddingTop);
  const token = document.getElementById('token');
  const controls = [...app.querySelectorAll('button, select, [data-square]')].filter(el => el.checkVisibility())
    .map(el => ({name: el.id || el.dataset.square || el.dataset.index || el.textContent.trim().slice(0, 12), ...box(el)}));
  return {
    innerWidth, innerHeight, padding,
    scrollWidth: Math.max(doc.scrollWidth, document.body.scrollWidth),
    scrollHeight: Math.max(doc.scrollHeight, document.body.scrollHeight),
    unused: innerHeight - (bottom - top) - 2 * padding,
    board: box(document.getElementById('board')),
    beside: token && token.checkVisibility() ? box(token).width + parseFloat(getComputedStyle(app).rowGap) : 0,
    controls,
  };
}"""


page = h.module_page()


def show(page, viewport: str, name: str, language: str, opponent: str) -> None:
    """``name`` on screen at ``viewport`` in ``language`` against ``opponent`` (``two`` or
    ``computer``), the person to move."""
    page.set_viewport_size(VIEWPORTS[viewport])
    if page.locator("#result").is_visible():
        page.click("#play-again")
    if page.get_attribute("html", "data-game") != name:
        choose_game(page, name)
    if page.get_attribute("html", "lang") != language:
        page.click(f'[data-language="{language}"]')
        page.wait_for_selector(f'html[lang="{language}"]', state="attached")
    page.select_option("#opponent", opponent)
    page.click("#restart")
    h.wait_idle(page)
    page.wait_for_selector("html:not([data-thinking])", state="attached", timeout=TIMEOUT_MS)


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
@pytest.mark.parametrize("language", ["ja", "en"])
def test_every_game_fits_in_every_mode_with_a_message(page, viewport, language):
    failures = []
    for name in registry.NAMES:
        for opponent in ("two", "computer"):
            where = f"{name}, {viewport}, {language}, {opponent}"
            show(page, viewport, name, language, opponent)
            lines = page.evaluate(TWO_LINES_JS, "ああ" if language == "ja" else "word")
            assert lines == 2, f"{where}: test error: the message takes {lines} lines"
            failures += misfits(page, where, f"fit-{name}-{viewport}-{language}-{opponent}")
    page.select_option("#opponent", "two")
    assert failures == [], "\n".join(failures)


def misfits(page, where: str, shot: str) -> list[str]:
    """What does not fit on the page as it is (its message filled to two lines): the page
    scrolls, a control is outside the screen, or the board leaves room unused; the
    message is emptied again."""
    failures = []
    h.next_frames(page)
    m = page.evaluate(MEASURE_JS)
    screenshot(page, shot)
    vw, vh = m["innerWidth"], m["innerHeight"]
    if m["scrollHeight"] > vh or m["scrollWidth"] > vw:
        failures.append(f"{where}: the page scrolls: {m['scrollWidth']}x{m['scrollHeight']}")
    for box in m["controls"]:
        if box["top"] < -TOLERANCE_PX or box["bottom"] > vh + TOLERANCE_PX or box["left"] < -TOLERANCE_PX or box["right"] > vw + TOLERANCE_PX:
            failures.append(f"{where}: {box['name']} at y {box['top']:.0f}..{box['bottom']:.0f} is not inside the screen")
    board = m["board"]
    widest = vw - 2 * m["padding"] - m["beside"]
    if m["unused"] > MAX_UNUSED_PX and board["width"] < widest - 2:
        failures.append(f"{where}: the board is {board['width']:.0f} px with {m['unused']:.0f} px unused (it could be"
                        f" {min(widest, board['width'] + m['unused']):.0f} px)")
    page.evaluate("document.getElementById('message').textContent = ''")
    return failures


def test_kunitori_board_takes_the_phone_room(page):
    """くにとり's board at 375x667 with a message of two lines: it was 130 px with the
    computer and 170 px without, while the key help kept a row and the gaps were wide
    (issue 28); the board now takes what the rows above and below leave."""
    sizes = {}
    for opponent in ("two", "computer"):
        show(page, "phone", "kunitori", "ja", opponent)
        page.evaluate(TWO_LINES_JS, "ああ")
        h.next_frames(page)
        m = page.evaluate(MEASURE_JS)
        assert m["scrollHeight"] <= m["innerHeight"], f"{opponent}: the page scrolls"
        sizes[opponent] = m["board"]["width"]
        page.evaluate("document.getElementById('message').textContent = ''")
    page.select_option("#opponent", "two")
    assert sizes["two"] >= 220 and sizes["computer"] >= 180, sizes


@pytest.mark.parametrize("name", registry.NAMES)
def test_phone_key_help_shows_while_the_keyboard_moves(page, name):
    """On a phone the key help takes no row of its own (issue 28: the board needs the room):
    it shows while a keyboard moves on the board, inside the screen over the settings, and
    the board keeps its size."""
    show(page, "phone", name, "ja", "computer")
    assert not page.locator("#key-help").is_visible()
    before = page.evaluate(MEASURE_JS)
    page.focus("#board [data-square][tabindex='0']")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#board [data-square]:focus-visible", state="attached", timeout=TIMEOUT_MS)
    h.next_frames(page)
    box = page.locator("#key-help").bounding_box()
    after = page.evaluate(MEASURE_JS)
    screenshot(page, f"fit-{name}-phone-key-help")
    assert box and box["height"] > 0 and 0 <= box["y"] and box["y"] + box["height"] <= after["innerHeight"] + TOLERANCE_PX
    assert after["board"] == before["board"] and after["scrollHeight"] <= after["innerHeight"]
    page.keyboard.press("Escape")
    page.focus("#restart")
    page.select_option("#opponent", "two")


@pytest.mark.parametrize("language", ["ja", "en"])
def test_every_game_fits_in_a_letter_game(page, language):
    """A letter game adds its bar (whose turn, 「あいてに おくる」): every game still fits at
    both sizes, with a message of two lines, before and after one's move and once the link
    is shown (last: it leaves letter games on screen)."""
    failures = []
    for name in registry.NAMES:
        for viewport in VIEWPORTS:
            show(page, viewport, name, language, "two")
            page.click("#menu-open")
            page.select_option("#letter-side", registry.variant(name).GAME.RULES.COLORS[0].value)
            page.click("#letter-start")
            page.wait_for_selector("html[data-letter-turn=mine]", state="attached", timeout=TIMEOUT_MS)
            h.wait_idle(page)
            for turn in ("mine", "send", "sent"):
                if turn == "send":  # one's first turn, from the game's short line
                    game = registry.variant(name).GAME.new()
                    for entry in game.parse_entries(h.short_game(name)):
                        if game.actions and game.turn != game.RULES.COLORS[0]:
                            break
                        taps, game = h.taps_for(name, game, entry)
                        for one in taps:
                            h.tap(page, one)
                    page.wait_for_selector("html[data-letter-turn=send]", state="attached", timeout=TIMEOUT_MS)
                if turn == "sent":  # the link shown under the bar
                    page.click("#letter-send")
                    page.wait_for_selector("#letter-link-box:not([hidden])", state="attached", timeout=TIMEOUT_MS)
                lines = page.evaluate(TWO_LINES_JS, "ああ" if language == "ja" else "word")
                assert lines == 2, f"{name}: test error: the message takes {lines} lines"
                failures += misfits(page, f"{name}, {viewport}, {language}, letter ({turn})",
                                    f"fit-{name}-{viewport}-{language}-letter-{turn}")
    assert failures == [], "\n".join(failures)
