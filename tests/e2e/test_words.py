"""The words on screen (issue 29), in every game of the registry, at 375x667 and 1280x800:

* a line breaks only between words: at a space the catalogue put there (or after 、。 and
  the like), never inside a word that would fit on a line (the ko refusal once left ん
  alone on its second line on a phone; くにとり's labels broke as もらっ|た and こ|ま on a
  desktop). Measured character by character (``Range.getClientRects``) in every text on
  screen in a few positions (the start, a game under way with pieces in the trays, the
  result), and for every text of the game's catalogue shown as the message under the board;
  the entries of the move list (in the page's language: 王 b1, King b1) stay in their cells;
* in English, no Japanese (kana) in any text on screen, nor in the words the styles draw
  from attributes (くにとり's tiles once read おう, ひしゃ under the kanji).

One page (reduced motion) for the module; positions are opened by link. A screenshot
(tests/artifacts/words-<game>-<size>-<language>-<state>.png) is taken of each state where a
broken word or a Japanese text is found.
"""

from __future__ import annotations

import re

import pytest

from reversi import registry, strings
from reversi.play import record

from conftest import screenshot  # tests/ is on sys.path (rootdir conftest)
from unit.test_conformance import game_data

from . import helpers as h
from .test_fit import VIEWPORTS, page, show  # noqa: F401 (page: the module's one page)

TIMEOUT_MS = 20_000
KANA = re.compile(r"[\u3040-\u30ff]")


BREAKS_JS = r"""root => {
  const AFTER = /[、。・,.!?!?::;;))」』\-–—\/〜]/, BEFORE = /[((「『〜]/;
  const found = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const byParent = new Map();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !parent.checkVisibility() || parent.closest('script, style, .visually-hidden, svg')) continue;
    if (!byParent.has(parent)) byParent.set(parent, []);
    byParent.get(parent).push(node);
  }
  for (const [parent, nodes] of byParent) {
    let block = parent;
    while (getComputedStyle(block).display.startsWith('inline') && block.parentElement) block = block.parentElement;
    const style = getComputedStyle(block);
    const room = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const chars = [];
    for (const node of nodes) for (let i = 0; i < node.length; i++) {
      const range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + 1);
      const rect = [...range.getClientRects()].find(r => r.width > 0);
      chars.push({c: node.data[i], top: rect ? rect.top : null, bottom: rect ? rect.bottom : null, width: rect ? rect.width : 0});
    }
    let previous = null;
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i];
      if (/\s/.test(ch.c) || ch.top === null) { previous = null; continue; }
      if (previous && ch.top >= previous.bottom - 1 && !AFTER.test(previous.c) && !BEFORE.test(ch.c)) {
        let a = i, b = i;
        while (a > 0 && !/\s/.test(chars[a - 1].c)) a--;
        while (b < chars.length && !/\s/.test(chars[b].c)) b++;
        const word = chars.slice(a, b), width = word.reduce((sum, x) => sum + x.width, 0);
        if (width <= room) found.push(`${block.id || block.className || block.tagName}: ` +
          word.slice(0, i - a).map(x => x.c).join('') + '|' + word.slice(i - a).map(x => x.c).join(''));
      }
      previous = ch;
    }
  }
  return found;
}"""

OVERFLOW_JS = r"""() => [...document.querySelectorAll('#moves button')].filter(b => b.checkVisibility()).flatMap(button => {
  const cell = button.getBoundingClientRect();
  return [...button.querySelectorAll('span')].filter(s => { const r = s.getBoundingClientRect();
    return r.width && (r.left < cell.left - 1 || r.right > cell.right + 1 || r.bottom > cell.bottom + 1); })
    .map(s => `move ${button.dataset.move}: "${s.textContent}" sticks out of its cell`); })"""
"""Every entry of the move list inside its cell."""

SHOWN_TEXT_JS = r"""() => {
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && parent.checkVisibility() && !parent.closest('script, style, .visually-hidden, [lang="ja"]') && node.data.trim())
      found.push(node.data.trim());
  }
  for (const el of document.querySelectorAll('[data-reading], [data-face], [aria-label]'))
    if (el.checkVisibility()) found.push(...['data-reading', 'data-face', 'aria-label'].map(a => el.getAttribute(a)).filter(Boolean));
  return found;
}"""
"""Every text on screen (but what is marked Japanese: the language switch's 日本語) and the
words the styles draw from attributes, and the names a screen reader hears."""


def link(name: str, state: str) -> str:
    """The link (after ``#``) of game ``name``'s ``state``: its test data's ``UNDER_WAY`` or ``OVER``."""
    variant = registry.variant(name)
    entries = variant.GAME.parse_entries({"under way": game_data(name).UNDER_WAY, "over": game_data(name).OVER}[state])
    return record.format_link(variant.GAME.RULES.initial(), entries)


def open_position(page, name: str, state: str) -> None:
    """``state`` (``link``) of game ``name`` on screen, at its last move (the result shown when over)."""
    if page.locator("#result").is_visible():
        page.click("#play-again")
    text = link(name, state)
    page.evaluate("text => { location.hash = text; }", text)
    page.wait_for_function("() => !location.hash", timeout=TIMEOUT_MS)
    h.wait_idle(page)
    if state == "over":
        page.wait_for_selector("#result:not([hidden])", state="attached", timeout=TIMEOUT_MS)
    h.next_frames(page)


def open_move_list(page) -> None:
    """The move list on screen (a phone shows it once opened)."""
    if page.locator("#moves-toggle").is_visible() and page.get_attribute("#moves-toggle", "aria-expanded") != "true":
        if page.locator("#result").is_visible():
            return  # (the dialog covers it)
        page.click("#moves-toggle")
        page.wait_for_selector("html[data-moves-open]", state="attached", timeout=TIMEOUT_MS)


def formatted(texts, template: str) -> str:
    """A catalogue text with a plausible value for each placeholder (pieces by name)."""
    names = list(texts.PIECE_NAMES.values())
    values = {"count": "3", "square": "b2", "squares": "a1, b2", "number": "3", "text": "Kb1", "at": "3", "total": "12"}
    return re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), names[0]), template)


def catalogue_texts(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict | tuple):
        for item in value.values() if isinstance(value, dict) else value:
            yield from catalogue_texts(item)


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
@pytest.mark.parametrize("language", ["ja", "en"])
def test_lines_break_only_between_words_and_english_has_no_japanese(page, viewport, language):
    found, kana = [], []
    for name in registry.NAMES:
        show(page, viewport, name, language, "two")
        for state in ("start", "under way", "over"):
            if state != "start":
                open_position(page, name, state)
            open_move_list(page)
            broken = [f"{name}, {viewport}, {language}, {state}: {item}"
                      for item in page.evaluate(f"({BREAKS_JS})(document.body)") + page.evaluate(OVERFLOW_JS)]
            japanese = [] if language == "ja" else [
                f"{name}, {viewport}, {state}: {text}" for text in page.evaluate(SHOWN_TEXT_JS) if KANA.search(text)]
            if broken or japanese:  # (what was found, to look at)
                screenshot(page, f"words-{name}-{viewport}-{language}-{state.replace(' ', '-')}")
            found, kana = found + broken, kana + japanese
        if page.locator("#result").is_visible():
            page.click("#play-again")
        texts = strings.catalogue(language, name)
        messages = sorted({formatted(texts, text) for value in vars(texts).values()
                           for text in catalogue_texts(value)})
        found += [f"{name}, {viewport}, {language}, message: {item}" for item in page.evaluate(
            f"""texts => {{ const m = document.getElementById('message'), out = [];
                for (const text of texts) {{ m.textContent = text; out.push(...({BREAKS_JS})(m)); }}
                m.textContent = ''; return out; }}""", messages)]
    assert found == [], "lines broken inside a word:\n" + "\n".join(sorted(set(found)))
    assert kana == [], "Japanese in English:\n" + "\n".join(sorted(set(kana)))
