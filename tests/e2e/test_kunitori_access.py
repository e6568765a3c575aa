"""くにとり for everyone (issue 20): keyboard play (the board and the trays reachable by Tab,
the arrows moving inside each, Enter choosing) of a placement and a give; the
screen-reader names of every square, tray and tile and the live region's announcement of
each action; English texts all over the page; reduced motion; axe-core finds nothing.

Every expected name and announcement comes from the engine and the catalogue
(``KunitoriGame``, ``KunitoriDrawing``, ``speech``). One page (desktop, reduced motion) is
shared by the module; each test loads the position it needs by a link.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from reversi import strings
from reversi.base.screen import Hint
from reversi.games.kunitori import speech
from reversi.games.kunitori.drawing import KunitoriDrawing
from reversi.games.kunitori.game import HANDS, KunitoriGame
from reversi.games.kunitori.pieces import Kind, Side, square_name

from conftest import screenshot  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h
from .test_kunitori import GIVE, load, tray_item, wait_shows

TIMEOUT_MS = 20_000
FOCUS_JS = """() => { const e = document.activeElement;
  return {square: e.dataset.square || null, tray: e.closest('[data-tray]')?.dataset.tray || null,
          index: e.dataset.index === undefined ? null : Number(e.dataset.index), label: e.getAttribute('aria-label')}; }"""
NAMES_JS = """() => ({
  board: {role: document.getElementById('board').getAttribute('role'), label: document.getElementById('board').getAttribute('aria-label')},
  squares: Object.fromEntries([...document.querySelectorAll('#board [data-square]')].map(c => [c.dataset.square, c.getAttribute('aria-label')])),
  trays: Object.fromEntries([...document.querySelectorAll('[data-tray]')].map(t => [t.dataset.tray,
    {label: t.getAttribute('aria-label'), items: [...t.querySelectorAll('.tray-item')].map(i => i.getAttribute('aria-label'))}])),
  regions: [...document.querySelectorAll('[aria-live], [role=status], [role=alert], [role=log]')]
    .filter(e => !e.closest('dialog')).map(e => e.id),
})"""


page = h.module_page()  # (at 1280 x 800, as every page)


@pytest.fixture
def ja(page):
    """The shared page in Japanese without hints, left so after the test."""
    yield set_language(page, "ja")
    set_language(page, "ja")
    set_hints(page, "none")


def set_language(page, language: str) -> str:
    if page.evaluate("document.documentElement.lang") != language:
        page.click(f'[data-language="{language}"]')
        page.wait_for_selector(f'html[lang="{language}"]', state="attached")
    return language


def set_hints(page, level: str) -> None:
    """Press おしえて! until the hint level is ``level`` (none, places, full)."""
    for _ in range(3):
        if page.get_attribute("#hint", "data-level") == level:
            return
        page.click("#hint")
    assert page.get_attribute("#hint", "data-level") == level


def focused(page) -> dict:
    return page.evaluate(FOCUS_JS)


def wait_said(page, text: str) -> None:
    page.wait_for_function("text => document.getElementById('announcer').textContent === text", arg=text, timeout=TIMEOUT_MS)


def tab_until(page, where, key: str = "Tab", limit: int = 25) -> int:
    """Press ``key`` until ``where(focused(page))``; how many presses it took."""
    for presses in range(1, limit + 1):
        page.keyboard.press(key)
        if where(focused(page)):
            return presses
    raise AssertionError(f"{key} never reached it; the focus is on {focused(page)}")


def arrows_to(page, square: int) -> None:
    """Move the board's focus to ``square`` by the arrow keys (rank 1 drawn at the bottom:
    up goes toward rank 3), checking each step."""
    here = focused(page)["square"]
    rank, file = int(here[1]) - 1, "abc".index(here[0])
    target_rank, target_file = divmod(square, 3)
    steps = ["ArrowUp" if target_rank > rank else "ArrowDown"] * abs(target_rank - rank)
    steps += ["ArrowRight" if target_file > file else "ArrowLeft"] * abs(target_file - file)
    for key in steps:
        page.keyboard.press(key)
        rank += {"ArrowUp": 1, "ArrowDown": -1}.get(key, 0)
        file += {"ArrowRight": 1, "ArrowLeft": -1}.get(key, 0)
        assert focused(page)["square"] == "abc"[file] + str(rank + 1), key


# --------------------------------------------------------------------------- the keyboard


def test_a_placement_by_keyboard_tab_to_the_hand_arrows_enter_then_the_board(page, ja):
    texts = strings.catalogue("ja", "kunitori")
    game = load(page, "")
    page.focus('#board [tabindex="0"]')
    assert focused(page)["square"] is not None
    presses = tab_until(page, lambda f: f["tray"] == HANDS[Side.WHITE])  # white's hand: after the board
    assert presses == 1, "the hand of the side to move is not the next tab stop after the board"
    assert focused(page)["index"] == 0
    for key, index in (("ArrowRight", 1), ("End", 7), ("Home", 0), ("ArrowRight", 1), ("ArrowRight", 2),
                       ("ArrowRight", 3), ("ArrowRight", 4), ("ArrowLeft", 3), ("ArrowDown", 4)):
        page.keyboard.press(key)
        assert focused(page)["index"] == index, key
    silver = texts.TRAY_PIECE.format(owner=texts.PIECE_NAMES["white"], kind=texts.KIND_NAMES["silver"])
    assert focused(page)["label"] == silver
    page.keyboard.press("Enter")  # choose the 銀
    game = game.tap_part(HANDS[Side.WHITE], 4)
    page.wait_for_selector(f'{tray_item(Side.WHITE, 4)}[data-chosen]', state="attached")
    assert focused(page) == {"square": None, "tray": HANDS[Side.WHITE], "index": 4, "label": texts.TRAY_CHOSEN.format(label=silver)}
    page.wait_for_function("text => document.getElementById('message').textContent === text",
                           arg=texts.CHOOSE_SQUARE.format(kind=texts.KIND_NAMES["silver"]))
    assert tab_until(page, lambda f: f["square"] is not None, key="Shift+Tab") == 1  # back to the board
    arrows_to(page, 4)  # b2
    page.keyboard.press("Enter")
    game = game.tap(4)
    assert game.position == KunitoriGame.from_transcript("Sb2").position
    wait_shows(page, game)
    said = speech.announcement(texts, game)
    assert said.startswith(texts.MOVED.format(name=texts.PIECE_NAMES["white"], kind=texts.KIND_NAMES["silver"], square="b2"))
    wait_said(page, said)
    # Brown's turn: its hand (drawn above the board) comes before the board in the tab order.
    tab_until(page, lambda f: f["tray"] == HANDS[Side.BROWN], key="Shift+Tab")
    page.keyboard.press("Enter")  # brown's 王
    tab_until(page, lambda f: f["square"] is not None)
    arrows_to(page, 0)  # a1, where white's 銀 reaches
    page.keyboard.press("Enter")
    game = game.tap_part(HANDS[Side.BROWN], 0).tap(0)
    assert game.position == KunitoriGame.from_transcript("Sb2 Ka1").position
    wait_shows(page, game)
    wait_said(page, speech.announcement(texts, game))


def test_a_give_by_keyboard_and_a_refused_square_said(page, ja):
    texts = strings.catalogue("ja", "kunitori")
    game = load(page, GIVE)
    assert game.must_give and game.position.hand(Side.WHITE) == (Kind.KNIGHT,)
    page.focus('#board [tabindex="0"]')
    page.keyboard.press("Enter")  # a square: nothing can go anywhere, the reason is told
    page.wait_for_function("() => document.getElementById('message').textContent !== ''", timeout=TIMEOUT_MS)
    wait_shows(page, game)
    tab_until(page, lambda f: f["tray"] == HANDS[Side.WHITE])
    knight = texts.TRAY_PIECE.format(owner=texts.PIECE_NAMES["white"], kind=texts.KIND_NAMES["knight"])
    assert page.get_attribute(f'[data-tray="{HANDS[Side.WHITE]}"]', "data-give") == ""
    assert focused(page)["label"] == knight
    page.keyboard.press("Enter")  # gives it
    game = game.tap_part(HANDS[Side.WHITE], 0)
    assert game.position.received_by(Side.BROWN) == (Kind.KNIGHT,) and game.last.gave is Kind.KNIGHT
    wait_shows(page, game)
    said = speech.announcement(texts, game)
    assert texts.GAVE.format(piece=texts.PIECE_NAMES["white"], kind=texts.KIND_NAMES["knight"]) in said
    wait_said(page, said)
    received = page.evaluate(NAMES_JS)["trays"]["received-brown"]
    assert received["items"] == [knight]


# --------------------------------------------------------------------------- names and announcements


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("hints", ["none", "places", "full"])
def test_every_square_tray_and_tile_has_the_name_the_engine_gives(page, ja, language, hints):
    texts = strings.catalogue(set_language(page, language), "kunitori")
    game = load(page, "Sb2 Ka1 Gb1")
    set_hints(page, hints)
    game = replace(game, hint=Hint(hints))
    page.click(tray_item(Side.BROWN, 2))  # brown's 金 chosen
    game = game.tap_part(HANDS[Side.BROWN], 2)
    if hints == "full":
        page.click('#board [data-square="b2"]')  # the placement shown, and what it leaves to white
        game = game.tap(4)
        page.wait_for_selector('#board [data-square="b2"][data-preview]', state="attached")
    else:
        page.wait_for_selector(f'{tray_item(Side.BROWN, 2)}[data-chosen]', state="attached")
    names = page.evaluate(NAMES_JS)
    assert names["board"]["role"] == "grid" and names["board"]["label"]
    want = {square_name(square): KunitoriDrawing.label(texts, square_name(square), attributes)
            for square, attributes in enumerate(KunitoriDrawing.squares(game))}
    assert names["squares"] == want
    trays = KunitoriDrawing.trays(texts, game)
    assert names["trays"] == {name: {"label": tray.label, "items": [item.label for item in tray.items]} for name, tray in trays.items()}
    assert names["regions"] == ["announcer"] and page.get_attribute("#announcer", "aria-live") == "polite"
    if hints == "full":
        assert texts.SQUARE_REACH in " ".join(names["squares"].values())
        h.axe_audit(page, f"くにとり full-hint preview {language}")
    set_hints(page, "none")


# --------------------------------------------------------------------------- English, motion, axe

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
TEXTS_JS = """() => { const found = []; const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement, text = node.textContent.trim();
    if (!text || parent.closest('.tray-item, [data-language], script, style, template, [hidden], dialog:not([open])')) continue;
    if (parent.checkVisibility()) found.push(text);
  }
  for (const e of document.querySelectorAll('[aria-label]')) if (!e.closest('[hidden]')) found.push(e.getAttribute('aria-label'));
  return found; }"""


def test_english_everywhere_on_a_kunitori_page(page, ja):
    """In English no visible text and no accessible name is Japanese (the tiles keep their
    kanji, read in English under it: they are the pieces' faces, named in English)."""
    texts = strings.catalogue(set_language(page, "en"), "kunitori")
    game = load(page, GIVE)
    page.wait_for_selector(f'[data-tray="{HANDS[Side.WHITE]}"][data-give]', state="attached")
    page.click('#board [data-square="c1"]')  # refused: the reason is told, in English
    page.wait_for_function("text => document.getElementById('message').textContent === text", arg=texts.MUST_GIVE)
    japanese = [text for text in page.evaluate(TEXTS_JS) if JAPANESE.search(text)]
    assert japanese == [], japanese
    assert game.turn is Side.WHITE and page.text_content("#turn") == texts.TURN.replace("{piece}", "")
    screenshot(page, "kunitori-access-en-must-give")
    h.axe_audit(page, "くにとり must give, English")


def test_reduced_motion_stills_every_move_of_kunitori(page, ja):
    """Under prefers-reduced-motion no element or pseudo-element moves, right after a
    placement that removes a face-down piece and turns one face-down, and after a give."""
    game = load(page, "Sb2 Ka1 Gb1")
    page.click(tray_item(Side.BROWN, 2))
    page.click('#board [data-square="b2"]')  # brown's 金 on white's face-down 銀
    assert h.moving_elements(page) == []
    wait_shows(page, game.tap_part(HANDS[Side.BROWN], 2).tap(4))
    game = load(page, GIVE)
    page.click(tray_item(Side.WHITE, 0))
    assert h.moving_elements(page) == []
    wait_shows(page, game.tap_part(HANDS[Side.WHITE], 0))


def test_axe_finds_nothing_in_a_kunitori_game_its_give_and_its_result(page, ja):
    load(page, "Sb2")
    h.axe_audit(page, "くにとり brown to move")
    load(page, GIVE)
    h.axe_audit(page, "くにとり must give")
    game = load(page, GIVE + " giveN Nb3")
    assert game.position.is_game_over()
    page.wait_for_selector("#result", state="visible", timeout=TIMEOUT_MS)
    h.axe_audit(page, "くにとり result")
    page.click("#play-again")


def test_no_error_and_no_request_leaves_the_server(page, base_url):
    assert page.log.errors() == [], page.log.summary()
    assert h.foreign_requests(page, base_url) == []
