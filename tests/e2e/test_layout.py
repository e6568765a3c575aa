"""Layout on two phones and a desktop, in Japanese and in English (longer texts):
everything fits without scrolling, the board is square and as large as the screen allows,
the buttons are big, equal, on two lines each and under the board, the scoreboard is above
(or beside) it, the settings, language switch and key help are on screen, and the result
fits the screen. The game records too: the move list (closed on phones until opened,
beside the board on a desktop), the review with its graph, and the menu with the past games.

One page (reduced motion) for the module, resized per test (Pyodide starts once); each
state is also saved as a screenshot in tests/artifacts/layout-<viewport>-<language>-<state>.png.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from reversi import registry, strings
from reversi.base.sides import parse_square, square_name
from reversi.games.reversi.position import Position, parse_transcript
from reversi.games.reversi.game import Game
from reversi.games.ywf.rules import Kind
from reversi.play import record

from conftest import screenshot, wait_ready  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h  # noqa: E402
from .test_ywf import choose_game, game_ending_by
from .test_ywf import replay as replay_ywf

VIEWPORTS = {
    "phone-375x667": {"width": 375, "height": 667},
    "phone-390x844": {"width": 390, "height": 844},
    "desktop-1280x800": {"width": 1280, "height": 800},
}
PHONE_MARGIN_PX = 80
"""On a phone the board is at least (viewport width - this) wide: on a 375x667 phone the
choice of game takes a row above the scoreboard (issue 28), as wide as the screen on
taller phones."""
COMPUTER_ROW_PX = 40
"""With the computer, a phone's settings take a second row, which the board gives up
(tests/e2e/test_fit.py checks that the board takes the room there is)."""
MIN_BUTTON_PX = 44  # the usual minimum touch target
TOLERANCE_PX = 1  # sub-pixel rounding
TIMEOUT_MS = 15_000

MEASURE_JS = """
() => {
  const box = sel => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height};
  };
  const doc = document.documentElement;
  return {
    innerWidth, innerHeight,
    scrollWidth: Math.max(doc.scrollWidth, document.body.scrollWidth),
    scrollHeight: Math.max(doc.scrollHeight, document.body.scrollHeight),
    board: box('#board'), scoreboard: box('.scoreboard'), message: box('#message'),
    restart: box('#restart'), hint: box('#hint'), settings: box('.settings'), language: box('.language'),
    keyHelp: box('#key-help'),
    result: box('#result'), modal: box('#result .modal'), playAgain: box('#play-again'),
    lines: Object.fromEntries(['#restart', '#hint'].map(sel => {
      const el = document.querySelector(sel), tops = new Set();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange(); range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
      }
      return [sel, tops.size]; })),
  };
}
"""
BOXES_JS = """
selectors => selectors.flatMap(sel => [...document.querySelectorAll(sel)].filter(el => el.checkVisibility()).map(el => {
  const r = el.getBoundingClientRect();
  return {sel: sel + (el.id ? '#' + el.id : ''), left: r.left, top: r.top, right: r.right, bottom: r.bottom,
          width: r.width, height: r.height};
}))
"""
RECORD_BUTTONS = ["#undo", "#redo", "#moves-toggle", "#menu-open"]
REVIEW_BUTTONS = ["#review button:not(#coach-picks button)"]
"""The review's buttons but the coach's picks (a strip that scrolls sideways on a phone)."""
MENU_BUTTONS = ["#menu button", "#paste"]
PAST_GAMES = 12
SOME_MOVES = [square_name(square) for square in h.first_game(lambda moves: min(h.pass_indices(moves), default=60) >= 26)[1][:26]]
"""The first 26 moves of a seeded game, none of them followed by a pass (played by clicks below)."""


@lru_cache(maxsize=1)
def short_finished_game(seed: int = 1) -> list[str]:
    """A short game that ends (a wipe-out), found by a seeded depth-first search in which
    both sides help: moves that leave the side with fewer discs the fewest go first, three
    candidates per ply. The shortest possible game has 9 moves; this finds one in ~1 s."""
    rng = random.Random(seed)

    def search(position: Position, moves: list[int], depth: int) -> list[int] | None:
        if position.is_game_over():
            return list(moves)
        if depth == 0:
            return None
        if position.must_pass():
            position = position.pass_turn()
        candidates = position.legal_squares()
        rng.shuffle(candidates)
        candidates.sort(key=lambda square: min(position.play(square).counts()))
        for square in candidates[:3]:
            moves.append(square)
            found = search(position.play(square), moves, depth - 1)
            moves.pop()
            if found:
                return found
        return None

    for depth in range(9, 20):
        found = search(Position.initial(), [], depth)
        if found:
            return [square_name(square) for square in found]
    raise AssertionError("no short finished game found")


@pytest.fixture(scope="module")
def layout_page(browser, browser_context_args):
    """One page (reduced motion) for the whole module; each test sets its viewport. A list
    of past games is stored before the first load."""
    games = tuple(
        record.PastGame.of(Position.initial(), h.random_game(seed), f"2024-06-{PAST_GAMES + 1 - seed:02d}T10:00:00Z")
        for seed in range(1, PAST_GAMES + 1)
    )
    page = h.open_page(browser, browser_context_args,
                       init_scripts=[f"localStorage.setItem('reversi.games', {record.dump_games(games)!r})"])
    yield page
    h.close_page(page)


@pytest.fixture(params=["ja", "en"])
def language(request) -> str:
    return request.param


@pytest.fixture(params=list(VIEWPORTS))
def viewport_page(request, layout_page, language):
    return at_viewport(layout_page, request.param, language)


def at_viewport(page, viewport: str, language: str):
    """The shared page at ``viewport`` (a name of ``VIEWPORTS``) in ``language``, out of a review."""
    size = VIEWPORTS[viewport]
    page.set_viewport_size(size)
    page.wait_for_function(
        "([w, h]) => innerWidth === w && innerHeight === h", arg=[size["width"], size["height"]], timeout=TIMEOUT_MS
    )
    if page.evaluate("document.documentElement.hasAttribute('data-reviewing')"):
        page.click("#review-exit")  # a failed review test left the shared page looking back
        page.wait_for_selector("html:not([data-reviewing])", state="attached", timeout=TIMEOUT_MS)
    if page.evaluate("document.documentElement.lang") != language:
        page.click(f'[data-language="{language}"]')
        page.wait_for_selector(f'html[lang="{language}"]', state="attached", timeout=TIMEOUT_MS)
    page.viewport_name = f"{viewport}-{language}"
    return page


def measure(page) -> dict:
    return page.evaluate(MEASURE_JS)


def wait_idle(page) -> None:
    page.wait_for_function("!document.getElementById('board').hasAttribute('data-animating')", timeout=TIMEOUT_MS)


def restart(page) -> None:
    page.click("#restart")
    wait_idle(page)
    page.wait_for_function("document.getElementById('result').hidden", timeout=TIMEOUT_MS)


def inside(box: dict, m: dict) -> bool:
    return (
        box["left"] >= -TOLERANCE_PX
        and box["top"] >= -TOLERANCE_PX
        and box["right"] <= m["innerWidth"] + TOLERANCE_PX
        and box["bottom"] <= m["innerHeight"] + TOLERANCE_PX
    )


def fmt(box: dict) -> str:
    return f"x {box['left']:.1f}..{box['right']:.1f}, y {box['top']:.1f}..{box['bottom']:.1f}"


def check_main_layout(page) -> dict:
    m = measure(page)
    vw, vh = m["innerWidth"], m["innerHeight"]
    where = f"{page.viewport_name} ({vw}x{vh})"
    assert m["scrollWidth"] <= vw and m["scrollHeight"] <= vh, (
        f"{where}: the page scrolls: content {m['scrollWidth']}x{m['scrollHeight']}"
    )
    for part in ("board", "scoreboard", "message", "restart", "hint", "settings", "language", "keyHelp"):
        box = m[part]
        if part == "keyHelp" and vw < 500 and not box["width"]:
            continue  # (a phone shows it only while a keyboard moves on the board)
        # (an empty message area keeps its height but has no width)
        assert box and box["height"] > 0 and (box["width"] > 0 or part == "message"), f"{where}: {part} not shown"
        assert inside(box, m), f"{where}: {part} ({fmt(box)}) is not fully inside the viewport"

    board = m["board"]
    assert abs(board["width"] - board["height"]) <= TOLERANCE_PX, f"{where}: board {board['width']}x{board['height']}"
    if page.viewport_name.startswith("phone"):
        margin = PHONE_MARGIN_PX + (COMPUTER_ROW_PX if page.input_value("#opponent") == "computer" else 0)
        assert board["width"] >= vw - margin, f"{where}: board only {board['width']:.1f} px wide"

    restart, hint = m["restart"], m["hint"]
    for name, box in (("#restart", restart), ("#hint", hint)):
        assert box["height"] >= MIN_BUTTON_PX, f"{where}: {name} only {box['height']:.1f} px high"
        assert box["top"] >= board["bottom"] - TOLERANCE_PX, f"{where}: {name} ({fmt(box)}) not under the board"
    assert abs(restart["height"] - hint["height"]) <= 0.5, (
        f"{where}: button heights differ: #restart {restart['height']:.1f}, #hint {hint['height']:.1f}"
    )
    assert m["lines"] == {"#restart": 2, "#hint": 2}, f"{where}: button text lines {m['lines']}"

    score = m["scoreboard"]
    above = score["bottom"] <= board["top"] + TOLERANCE_PX
    beside = score["right"] <= board["left"] + TOLERANCE_PX or score["left"] >= board["right"] - TOLERANCE_PX
    assert above or beside, f"{where}: scoreboard ({fmt(score)}) neither above nor beside the board ({fmt(board)})"
    check_controls(page, RECORD_BUTTONS, m)
    return m


def check_controls(page, selectors: list[str], m: dict, scrolled: bool = False) -> list[dict]:
    """Every visible control of ``selectors`` is at least 44 px high and inside the viewport
    (unless ``scrolled``: in a list that scrolls, some are out of sight)."""
    where = f"{page.viewport_name} ({m['innerWidth']}x{m['innerHeight']})"
    boxes = page.evaluate(BOXES_JS, selectors)
    for box in boxes:
        assert box["height"] >= MIN_BUTTON_PX, f"{where}: {box['sel']} only {box['height']:.1f} px high"
        assert scrolled or inside(box, m), f"{where}: {box['sel']} ({fmt(box)}) is not fully inside the viewport"
    return boxes


def play_some(page, count: int) -> None:
    restart(page)
    for name in SOME_MOVES[:count]:
        page.click(f'[data-square="{name}"]')
        wait_idle(page)


def assert_fits(page, state: str) -> None:
    """The main layout holds in ``state``; saved as layout-<viewport>-<language>-<state>.png."""
    check_main_layout(page)
    screenshot(page, f"layout-{page.viewport_name}-{state}")
    assert page.log.errors() == [], page.log.summary()


def test_start_state_fits(viewport_page):
    page = viewport_page
    restart(page)
    assert page.locator("#message").text_content().strip() == ""
    assert_fits(page, "start")


def test_full_hints_with_preview_fit(viewport_page):
    page = viewport_page
    restart(page)
    page.click("#hint")
    page.click("#hint")
    assert page.get_attribute("#hint", "data-level") == "full"
    legal = [square_name(square) for square in Position.initial().legal_squares()]
    page.click(f'[data-square="{legal[0]}"]')  # first tap under full hints: preview only
    page.wait_for_selector(f'[data-square="{legal[0]}"][data-preview]', state="attached", timeout=TIMEOUT_MS)
    assert page.locator("[data-hint='count']").count() == len(legal)
    assert_fits(page, "full-hints-preview")


def test_keyboard_focus_and_each_hint_level_fit(viewport_page):
    """Keyboard focus on the board (its ring and the key help) at each hint level, and a
    preview made by keyboard, fit the screen (screenshots for review)."""
    page = viewport_page
    restart(page)
    for level in ("none", "places", "full"):
        if page.get_attribute("#hint", "data-level") != level:
            page.click("#hint")
        page.focus("#hint")
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Shift+Tab")  # from おしえて! past はじめから to the board
        assert page.evaluate("document.activeElement.matches('[data-square]:focus-visible')"), level
        if level == "full":
            page.keyboard.press("n")
            page.keyboard.press("Enter")
            page.wait_for_selector("[data-preview]:focus-visible", state="attached", timeout=TIMEOUT_MS)
        assert_fits(page, f"keyboard-{level}")


def test_key_help_fits_beside_the_board_in_every_game(layout_page, language):
    """Each game of the registry with keyboard focus on its board (the key help shows): in
    Reversi, YWF and くにとり with the two-line message of a link that is no game, in
    じゃんけんご (whose trays make the board's column taller) with no message. Everything
    fits the screen. The key help once had a row of its own under the settings, which
    these pushed out of a desktop screen (by 21 px in Reversi, by 15 px in じゃんけんご);
    on a desktop it now sits beside the controls. (On a phone a keyboard is rare and the
    key help shows only while it moves on the board: not measured here.)"""
    page = at_viewport(layout_page, "desktop-1280x800", language)
    base = page.url.split("#")[0]
    failed = strings.catalogue(language).LINK_FAILED.split("{")[0]
    try:
        for name in registry.NAMES:
            if page.get_attribute("html", "data-game") != name:
                choose_game(page, name)
            if name != "jankengo":
                page.evaluate("location.hash = '#x'")
                page.wait_for_function("text => document.getElementById('message').textContent.startsWith(text)",
                                       arg=failed, timeout=TIMEOUT_MS)
            page.focus("#board [data-square][tabindex='0']")
            page.keyboard.press("ArrowRight")
            page.wait_for_selector("#board [data-square]:focus-visible", state="attached", timeout=TIMEOUT_MS)
            h.next_frames(page)
            lines = page.evaluate("""() => { const range = document.createRange();
                range.selectNodeContents(document.getElementById('message'));
                return new Set([...range.getClientRects()].map(r => Math.round(r.bottom))).size; }""")
            assert lines == (0 if name == "jankengo" else 2), f"{name}: the message takes {lines} line(s) (the test's premise)"
            check_main_layout(page)
            screenshot(page, f"layout-{page.viewport_name}-key-help-{name}")
    finally:
        if page.get_attribute("html", "data-game") != "reversi":
            choose_game(page, "reversi")
        page.goto(base)
        wait_ready(page)


def test_computer_settings_fit(viewport_page):
    """With the computer chosen, three choices and the language switch share the settings row."""
    page = viewport_page
    restart(page)
    page.select_option("#opponent", "computer")
    try:
        assert page.locator("#level").is_visible() and page.locator("#side").is_visible()
        assert_fits(page, "computer-settings")
    finally:
        page.select_option("#opponent", "two")


def test_result_fits(viewport_page):
    page = viewport_page
    moves = short_finished_game()
    position = Position.initial()
    for name in moves:
        position = position.play(parse_square(name))
        if position.must_pass():
            position = position.pass_turn()
    assert position.is_game_over(), f"{''.join(moves)} does not end the game"

    restart(page)
    for name in moves:
        page.click(f'[data-square="{name}"]')
        wait_idle(page)
    page.wait_for_selector("#result:not([hidden])", timeout=TIMEOUT_MS)
    m = measure(page)
    where = f"{page.viewport_name} ({m['innerWidth']}x{m['innerHeight']})"
    assert m["scrollWidth"] <= m["innerWidth"] and m["scrollHeight"] <= m["innerHeight"], f"{where}: the page scrolls"
    for part in ("modal", "playAgain"):
        box = m[part]
        assert box and box["width"] > 0 and box["height"] > 0, f"{where}: {part} not shown"
        assert inside(box, m), f"{where}: {part} ({fmt(box)}) is not fully inside the viewport"
    assert m["playAgain"]["height"] >= MIN_BUTTON_PX, f"{where}: #play-again only {m['playAgain']['height']:.1f} px high"
    overlay = m["result"]
    assert (overlay["left"], overlay["top"]) == (0, 0) and (overlay["right"], overlay["bottom"]) == (
        m["innerWidth"],
        m["innerHeight"],
    ), f"{where}: the overlay ({fmt(overlay)}) does not cover the screen"
    winner = position.winner()
    assert page.get_attribute("#result", "data-winner") == (winner.value if winner else "draw")
    screenshot(page, f"layout-{page.viewport_name}-result")
    page.click("#play-again")
    page.wait_for_function("document.getElementById('result').hidden", timeout=TIMEOUT_MS)
    assert page.log.errors() == [], page.log.summary()


def test_move_list_closed_on_phones_opens_and_sits_beside_the_board_on_a_desktop(viewport_page):
    page = viewport_page
    play_some(page, 20)
    name = page.viewport_name
    if name.startswith("phone"):
        assert not page.locator("#moves").is_visible(), f"{name}: the move list is open by default"
        assert page.get_attribute("#moves-toggle", "aria-expanded") == "false"
        check_main_layout(page)
        screenshot(page, f"layout-{name}-moves-closed")
        page.click("#moves-toggle")
        assert page.get_attribute("#moves-toggle", "aria-expanded") == "true"
    else:
        assert not page.locator("#moves-toggle").is_visible()
    assert page.locator("#moves").is_visible()
    m = check_main_layout(page)
    moves = page.locator("#moves").bounding_box()
    current = page.locator('#moves [aria-current="step"]').bounding_box()
    assert inside({"left": current["x"], "top": current["y"], "right": current["x"] + current["width"],
                   "bottom": current["y"] + current["height"]}, m), f"{name}: the current move is out of sight"
    assert moves["x"] >= m["board"]["right"] or moves["y"] >= m["board"]["bottom"], f"{name}: the list covers the board"
    if not name.startswith("phone"):
        assert moves["x"] >= m["board"]["right"], f"{name}: the list is not beside the board"
    check_controls(page, ["#moves button"], m, scrolled=True)
    screenshot(page, f"layout-{name}-moves-open")
    if name.startswith("phone"):
        page.click("#moves-toggle")
        assert not page.locator("#moves").is_visible()
    assert page.log.errors() == [], page.log.summary()


def test_review_with_the_graph_fits(viewport_page):
    page = viewport_page
    play_some(page, 24)
    page.eval_on_selector('#moves button[data-move="12"]', "button => button.click()")
    page.wait_for_selector("html[data-reviewing] #review:not([hidden])", state="attached", timeout=TIMEOUT_MS)
    wait_idle(page)
    m = measure(page)
    where = f"{page.viewport_name} ({m['innerWidth']}x{m['innerHeight']})"
    assert m["scrollWidth"] <= m["innerWidth"] and m["scrollHeight"] <= m["innerHeight"], f"{where}: the page scrolls"
    board = m["board"]
    assert inside(board, m) and abs(board["width"] - board["height"]) <= TOLERANCE_PX
    if page.viewport_name.startswith("phone"):
        # The coach's row (its turning points, issue 22) is one more row under the board:
        # a screen too short for both gives the board up that much while looking back.
        coach = page.evaluate("""() => { const row = document.querySelector('html[data-coach] #coach');
            return row ? row.getBoundingClientRect().height + parseFloat(getComputedStyle(row.parentElement).rowGap) : 0; }""")
        assert board["width"] >= m["innerWidth"] - PHONE_MARGIN_PX - coach, f"{where}: board only {board['width']:.1f} px wide"
    check_controls(page, ["#moves button", "#coach-picks button"], m, scrolled=True)
    strip = page.locator("#coach .coach-strip")
    if strip.is_visible():
        box = strip.bounding_box()
        assert inside({"left": box["x"], "top": box["y"], "right": box["x"] + box["width"],
                       "bottom": box["y"] + box["height"]}, m), f"{where}: the coach's strip is out of sight"
    boxes = check_controls(page, REVIEW_BUTTONS, m)
    assert {box["sel"] for box in boxes} >= {f"{REVIEW_BUTTONS[0]}#review-{name}" for name in ("first", "exit", "play", "menu")}
    graph = page.locator("#graph svg").bounding_box()
    assert graph and graph["width"] > 100 and graph["height"] >= 30, f"{where}: graph {graph}"
    assert inside({"left": graph["x"], "top": graph["y"], "right": graph["x"] + graph["width"],
                   "bottom": graph["y"] + graph["height"]}, m), f"{where}: the graph is out of sight"
    screenshot(page, f"layout-{page.viewport_name}-review")
    page.click("#review-exit")
    page.wait_for_selector("html:not([data-reviewing])", state="attached", timeout=TIMEOUT_MS)
    assert page.log.errors() == [], page.log.summary()


def test_menu_and_past_games_fit(viewport_page):
    page = viewport_page
    play_some(page, 6)
    page.click("#menu-open")
    page.wait_for_selector("#menu[open]", state="attached", timeout=TIMEOUT_MS)
    m = measure(page)
    where = f"{page.viewport_name} ({m['innerWidth']}x{m['innerHeight']})"
    assert m["scrollWidth"] <= m["innerWidth"] and m["scrollHeight"] <= m["innerHeight"], f"{where}: the page scrolls"
    dialog = page.locator("#menu").bounding_box()
    assert inside({"left": dialog["x"], "top": dialog["y"], "right": dialog["x"] + dialog["width"],
                   "bottom": dialog["y"] + dialog["height"]}, m), f"{where}: the menu is not inside the screen"
    assert page.locator("#games button").count() >= PAST_GAMES  # (and the games finished above)
    for selector in ("#copy-game", "#share-game", "#paste", "#paste-load", "#menu-close"):
        assert page.locator(selector).is_visible(), f"{where}: {selector} hidden"
    check_controls(page, ["#menu-close", "#copy-game", "#share-game", "#paste", "#paste-load"], m)
    screenshot(page, f"layout-{page.viewport_name}-menu")
    page.locator("#games-tools").scroll_into_view_if_needed()
    check_controls(page, ["#games button", "#games-clear"], m, scrolled=True)
    screenshot(page, f"layout-{page.viewport_name}-past-games")
    page.keyboard.press("Escape")
    assert page.log.errors() == [], page.log.summary()


PASS_GAME = "f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8"
"""The game of issue 17: white passes after move 53 (55 moves and the pass, entry 54, in
progress); with ``PASS_GAME_END`` it is over (60 moves, black passes after move 56 too)."""
PASS_GAME_END = "a1g1g2h1h2"
MOVE_CELLS_JS = """() => {
  const list = document.getElementById('moves'), box = el => el.getBoundingClientRect();
  const out = (inner, outer) => inner.left < outer.left - 1 || inner.right > outer.right + 1;
  const cells = [...list.querySelectorAll('li')].map(li => {
    const button = li.querySelector('button'), shape = box(button);
    return {move: button.dataset.move, text: button.textContent,
            pass: button.querySelector('.pass')?.textContent ?? null,
            overflows: button.scrollWidth > button.clientWidth + 1 || out(shape, box(li))
              || [...button.children].some(part => out(box(part), shape))};
  });
  const [settings, records] = ['.settings', '#records'].map(sel => box(document.querySelector(sel)));
  return {cells, scrollWidth: list.scrollWidth, clientWidth: list.clientWidth, scrollLeft: list.scrollLeft,
          scrollHeight: list.scrollHeight, clientHeight: list.clientHeight,
          settingsOverList: settings.right > records.left + 1 && settings.left < records.right - 1
                            && settings.bottom > records.top + 1 && settings.top < records.bottom - 1};
}"""


def test_a_pass_in_the_move_list_fits_its_cell_and_the_list_never_scrolls_sideways(viewport_page):
    """Issue 17: a pass (パス / "pass", an entry of its own) fits its cell, in a game in progress and
    once it is over (the result shows), and so do YWF's passes and Changes (a YWF game by link). On a desktop the list is a grid that never scrolls
    sideways, and the settings row (wider than the board's column) does not cover its foot;
    on a phone it is a strip that scrolls along itself only."""
    page = viewport_page
    base, phone = page.url.split("#")[0], page.viewport_name.startswith("phone")
    texts = strings.catalogue(page.evaluate("document.documentElement.lang"))
    ywf = replay_ywf(game_ending_by("passes"))[-1]
    games = [(moves, len(Game.written(parse_transcript(moves))), over)
             for moves, over in ((PASS_GAME, False), (PASS_GAME + PASS_GAME_END, True))]
    games.append((record.format_link(ywf.start, ywf.actions), len(ywf.actions), True))
    try:
        for moves, count, over in games:
            page.goto(f"{base}#{moves}")
            page.wait_for_selector(f'#moves [data-move="{count}"][aria-current="step"]', state="attached",
                                   timeout=TIMEOUT_MS)
            wait_idle(page)
            if over:
                page.wait_for_selector("#result:not([hidden])", state="attached", timeout=TIMEOUT_MS)
            if phone and page.get_attribute("#moves-toggle", "aria-expanded") != "true":
                page.click("#moves-toggle")
            h.next_frames(page)  # (the list scrolls to the current move in the next frame)
            found = page.evaluate(MOVE_CELLS_JS)
            where = f"{page.viewport_name}, {count} moves"
            passes = [cell for cell in found["cells"] if cell["pass"] is not None]
            if moves.startswith("ywf:"):  # (some long Changes: +b3)
                want = [str(number) for number, entry in enumerate(ywf.actions, 1) if entry.kind is Kind.PASS]
            else:
                want = [str(number) for number, entry in enumerate(Game.written(parse_transcript(moves)), 1)
                        if entry == Game.PASS]
                assert "54" in want
            assert [cell["move"] for cell in passes] == want and want, f"{where}: passes {passes}"
            assert {cell["pass"] for cell in passes} == {texts.MOVE_PASS}
            overflowing = [cell["text"] for cell in found["cells"] if cell["overflows"]]
            assert overflowing == [], f"{where}: move cells overflow: {overflowing}"
            if phone:
                assert found["scrollHeight"] == found["clientHeight"], f"{where}: the strip scrolls across: {found}"
            else:
                assert found["scrollWidth"] == found["clientWidth"] and found["scrollLeft"] == 0, (
                    f"{where}: the list scrolls sideways: {found}")
                assert not found["settingsOverList"], f"{where}: the settings row covers the foot of the move list"
            game = "ywf" if moves.startswith("ywf:") else "reversi"
            screenshot(page, f"layout-{page.viewport_name}-pass-{game}-{'over' if over else 'in-progress'}")
    finally:
        for _ in range(2):  # (each game's result dialog, then Reversi back on screen)
            if page.locator("#result").is_visible():
                page.click("#play-again")
            if page.get_attribute("html", "data-game") != "reversi":
                page.click("#menu-open")
                page.click('.menu-games [data-game="reversi"]')
                page.wait_for_selector('html[data-game="reversi"]:not(:has(#menu[open]))', state="attached")
        if phone and page.get_attribute("#moves-toggle", "aria-expanded") == "true":
            page.click("#moves-toggle")
    assert page.log.errors() == [], page.log.summary()
