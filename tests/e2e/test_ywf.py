"""YWF in the page (issue 8, "In the page"): choosing the game in the menu, a Play and a
Change by taps, the hints (Play and Change squares told apart, the counts) and the
preview, the pass message, whole games by taps to the result (a full board, two passes, a
side wiped out, a win by the token, explained), a computer move, each game keeping its
own state when switching (also after a reload), a corrupted saved YWF game, the
animation, the keyboard, the layout on a phone and a desktop, screenshots and an axe
audit.

Every expected value comes from the engine (``reversi.ywf_game``); seeded random games
are computed here and tapped through (the whole games to the result), or opened by link
where a test's subject is where they end (``open_by_link``). One page (reduced motion) is shared by the module;
each test puts it in the state it needs.
"""

from __future__ import annotations

import json
import random
from functools import lru_cache

import pytest

from reversi.games.ywf import speech
from reversi import registry, strings
from reversi.base.screen import Hint, Status
from reversi.base.speech import sentences
from reversi.base.sides import Color, parse_square, square_name
from reversi.games.ywf.rules import Action, Kind
from reversi.games.ywf.drawing import YwfDrawing
from reversi.games.ywf.game import YwfGame
from reversi.play import record

from conftest import attach_log, reload_ready, screenshot, wait_ready  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h

KEY, REVERSI_KEY, GAME_KEY = "reversi.ywf", "reversi.game", strings.GAME_KEY
TIMEOUT_MS = 20_000
PIECE_CHARS = {"black": "X", "white": "O", "neutral": "N", None: "-"}

READ_JS = """() => {
  const q = s => document.querySelector(s);
  const attrs = el => Object.fromEntries([...el.attributes].map(a => [a.name, a.value]));
  const pieces = el => [...el.querySelectorAll('.piece')].map(p => p.dataset.piece);
  const cells = {};
  for (const cell of document.querySelectorAll('#board [data-square]')) cells[cell.dataset.square] = attrs(cell);
  const token = q('#token');
  return {
    game: document.documentElement.dataset.game, lang: document.documentElement.lang, title: document.title,
    cells, board: attrs(q('#board')),
    counts: ['black', 'white', 'neutral'].map(c => q(`[data-score="${c}"]`).textContent),
    neutral_shown: q('[data-player="neutral"]').checkVisibility(),
    leading: ['black', 'white'].filter(c => q(`.score[data-player="${c}"]`).hasAttribute('data-leading')),
    token: token.dataset.token, token_shown: token.checkVisibility(), token_label: token.getAttribute('aria-label'),
    turn: q('#turn').dataset.turn, turn_pieces: pieces(q('#turn')),
    message: q('#message').textContent, message_pieces: pieces(q('#message')),
    result_shown: q('#result').checkVisibility(), winner: q('#result').dataset.winner,
    result_title: q('#result-title').textContent, result_title_pieces: pieces(q('#result-title')),
    reason_shown: q('#result-reason').checkVisibility(), reason: q('#result-reason').textContent,
    reason_pieces: pieces(q('#result-reason')),
    result_numbers: [...q('#result-score').querySelectorAll('b')].map(b => b.textContent),
  };
}"""

PHONE_MARGIN_PX, COMPUTER_ROW_PX = 80, 40
"""On a phone the board and token column are at least (viewport width - the first) wide
(the choice of game takes a row above the scoreboard), less the second with the computer's
settings (a second row): as ``test_layout``'s."""


# --------------------------------------------------------------------------- games computed with the engine


def name(square: int) -> str:
    return square_name(square, 9)


def engine_tap(game: YwfGame, square: int) -> YwfGame:
    """The engine's game once ``square`` is acted on (tapped twice under full hints)."""
    after = game.tap(square)
    if after.last is game.last:
        after = after.tap(square)
    assert after.last is not game.last, f"test error: {name(square)} does nothing in {game.position}"
    return after


def random_taps(seed: int) -> list[int]:
    """The squares tapped in a whole game, each chosen at random (seeded) among the options."""
    rng = random.Random(seed)
    game, taps = YwfGame.new(), []
    while game.options:
        taps.append(rng.choice(sorted(game.options)))
        game = game.tap(taps[-1])
    return taps


def replay(taps) -> list[YwfGame]:
    """The engine's game after each tap."""
    games, game = [], YwfGame.new()
    for square in taps:
        game = game.tap(square)
        games.append(game)
    return games


def ending(game: YwfGame) -> str:
    """How a finished game ended: ``wiped`` (a side has no piece), ``full``, ``passes``; a
    ``token`` win (equal counts) is told first."""
    black, white, neutral = game.counts
    if game.won_by_token:
        return "token"
    if not black or not white:
        return "wiped"
    return "full" if black + white + neutral == 81 else "passes"


def short_wipe_out(seed: int = 1, width: int = 3) -> list[int]:
    """A short game in which a side loses every piece: a seeded depth-first search where
    both sides help (actions that leave the smaller side smallest first)."""
    rng = random.Random(seed)

    def search(game: YwfGame, depth: int) -> list[int] | None:
        if game.status is Status.OVER:
            return [] if ending(game) == "wiped" else None
        if depth == 0:
            return None
        options = sorted(game.options)
        rng.shuffle(options)
        children = sorted(((game.tap(square), square) for square in options), key=lambda c: min(c[0].counts[:2]))
        for child, square in children[:width]:
            found = search(child, depth - 1)
            if found is not None:
                return [square, *found]
        return None

    for depth in range(4, 20):
        found = search(YwfGame.new(), depth)
        if found:
            return found
    raise AssertionError("no short wipe-out found")


@lru_cache(maxsize=None)
def game_ending_by(kind: str) -> tuple[int, ...]:
    """The taps of a whole game that ends by ``kind`` (see ``ending``); the ``full`` one
    also has a single pass in it (the pass message shows)."""
    if kind == "wiped":
        return tuple(short_wipe_out())
    for seed in range(1000):
        taps = random_taps(seed)
        games = replay(taps)
        if ending(games[-1]) != kind:
            continue
        if kind == "full" and not any(game.status is Status.PASSED for game in games):
            continue
        return tuple(taps)
    raise AssertionError(f"no seeded game ends by {kind}")


# --------------------------------------------------------------------------- the page


page = h.module_page()


def read(page) -> dict:
    state = page.evaluate(READ_JS)
    chars = ["?"] * 81
    for cell, attributes in state["cells"].items():
        chars[parse_square(cell, 9)] = PIECE_CHARS.get(attributes.get("data-disc"), "?")
    state["board_string"] = "".join(chars)
    return state


def show(board: str) -> str:
    return "\n".join(["  abcdefghi"] + [f"{row + 1} {board[row * 9:row * 9 + 9]}" for row in range(9)])


def assert_matches(page, game: YwfGame, where: str = "") -> dict:
    """The idle page shows ``game``: every square's piece, the counts, leader, turn, token,
    pass message and result, in the page's language."""
    state = read(page)
    texts = strings.catalogue(state["lang"], "ywf")
    prefix = f"{where}: " if where else ""
    assert state["game"] == "ywf" and state["title"] == texts.TITLE, prefix + "not the YWF page"
    assert state["board_string"] == game.position.board_string(), (
        f"{prefix}board differs\nDOM:\n{show(state['board_string'])}\nengine:\n{show(game.position.board_string())}"
    )
    black, white, neutral = game.counts
    token = speech.token_place(game.token)
    over = game.status is Status.OVER
    want = {
        "counts": [str(black), str(white), str(neutral)],
        "neutral_shown": True,
        "leading": ["black"] if black > white else ["white"] if white > black else [],
        "token": token,
        "token_shown": True,
        "token_label": texts.TOKEN.format(place=texts.TOKEN_PLACES[token]),
        "turn": "none" if over else game.turn.value,
        "result_shown": over,
    }
    if game.status is Status.PASSED:
        want["message"] = texts.PASSED.replace("{piece}", "")
        want["message_pieces"] = [game.last.passed.value]
    if over:
        winner = game.winner
        want["winner"] = winner.value if winner else "draw"
        want["result_title"] = texts.WINS.replace("{piece}", "") if winner else texts.DRAW
        want["result_title_pieces"] = [winner.value] if winner else []
        want["reason_shown"] = game.won_by_token
        want["result_numbers"] = [str(black), str(white), str(neutral)]
        if game.won_by_token:
            want["reason"] = texts.TOKEN_WIN.replace("{piece}", "")
            want["reason_pieces"] = [winner.value]
    diff = {key: {"page": state[key], "engine": value} for key, value in want.items() if state[key] != value}
    assert not diff, f"{prefix}page differs from the engine: {diff}"
    assert "data-animating" not in state["board"], f"{prefix}still animating"
    last = {name(game.last.square)} if game.last and game.last.square is not None else set()
    assert h.squares_with(state, "data-last") == last, f"{prefix}data-last"
    h.assert_no_placeholders(page, where)
    return state


def choose_game(page, game: str) -> None:
    """Open the menu and choose ``game``; the menu closes and the game is drawn."""
    page.click("#menu-open")
    page.wait_for_selector("#menu[open]", state="attached")
    page.click(f'.menu-games [data-game="{game}"]')
    page.wait_for_selector(f'html[data-game="{game}"]:not(:has(#menu[open]))', state="attached")
    h.wait_idle(page)


def new_ywf_game(page, language: str = "ja") -> YwfGame:
    """YWF on screen, a new game of two players, no hints, in ``language``."""
    if page.get_attribute("html", "data-game") != "ywf":
        choose_game(page, "ywf")
    if page.locator("#result").is_visible():
        page.click("#play-again")
    if page.input_value("#opponent") != "two":
        page.select_option("#opponent", "two")
    page.click("#restart")
    h.wait_idle(page)
    if page.get_attribute("html", "lang") != language:
        page.click(f'[data-language="{language}"]')
        page.wait_for_selector(f'html[lang="{language}"]', state="attached")
    return YwfGame.new()


def tap(page, game: YwfGame, square: int) -> YwfGame:
    """Tap ``square`` (twice under full hints) and wait until its action is drawn (each tap's
    effect is waited on: ``force``)."""
    if game.hint is Hint.FULL and game.preview != square:
        h.click_square(page, name(square), force=True)
        page.wait_for_selector(f'[data-square="{name(square)}"][data-preview]', state="attached")
    h.click_square(page, name(square), force=True)
    game = engine_tap(game, square)
    h.wait_move_done(page, name(square))
    return game


def tap_through(page, game: YwfGame, taps, check_every: int = 0) -> YwfGame:
    """Tap each square of ``taps``; the page is compared with the engine every
    ``check_every`` taps, at each pass and at the end."""
    for number, square in enumerate(taps, 1):
        game = tap(page, game, square)
        if game.status is Status.PASSED or (check_every and number % check_every == 0) or number == len(taps):
            assert_matches(page, game, where=f"tap {number} ({name(square)})")
    return game


def open_by_link(page, taps) -> YwfGame:
    """The game of ``taps`` opened by its link (on the page itself: only the fragment changes),
    for a test whose subject is where the game ends, not the taps on the way."""
    game = replay(taps)[-1]
    h.follow_link(page, page.url.split("#")[0] + "#" + record.format_link(game.start, game.actions))
    return game


def stored(page, key: str = KEY):
    text = page.evaluate("key => localStorage.getItem(key)", key)
    return None if text is None else json.loads(text)


# --------------------------------------------------------------------------- choosing the game


def test_choosing_the_game_in_the_menu(page):
    page.evaluate("key => localStorage.removeItem(key)", GAME_KEY)
    reload_ready(page)
    assert page.get_attribute("html", "data-game") == "reversi"
    page.click("#menu-open")
    page.wait_for_selector("#menu[open]", state="attached")
    sections = page.eval_on_selector_all("#menu .menu-body > *", "els => els.map(e => e.className)")
    assert sections[:3] == ["menu-head", "menu-part menu-games", "menu-part menu-rules"], sections
    buttons = page.eval_on_selector_all(
        ".menu-games button", "els => els.map(e => [e.dataset.game, e.textContent, e.getAttribute('aria-pressed')])"
    )
    assert buttons == [
        [name, strings.catalogue("ja", name).GAME_NAME, "true" if name == "reversi" else "false"] for name in registry.NAMES
    ]
    heading = page.text_content(".menu-games h3")
    assert heading == strings.GAME_LABEL
    page.click('.menu-games [data-game="ywf"]')
    page.wait_for_selector('html[data-game="ywf"]', state="attached")
    assert not page.evaluate("document.getElementById('menu').open"), "the menu closes on a choice"
    h.wait_idle(page)
    texts = strings.catalogue("ja", "ywf")
    state = assert_matches(page, YwfGame.new(), "the new YWF game")
    assert len(state["cells"]) == 81 and page.locator("#board > .row").count() == 9
    assert page.text_content("h1") == texts.TITLE and page.text_content(".game-name") == texts.GAME_NAME
    said = f"{sentences(texts, ['YWF'])} {YwfDrawing.state_announcement(texts, YwfGame.new())}"
    assert page.text_content("#announcer") == said, "the live region says the game now on screen, not the last move"
    assert page.evaluate("key => localStorage.getItem(key)", GAME_KEY) == "ywf"
    assert page.eval_on_selector_all(
        ".score .piece, #turn .piece", "els => els.map(e => [e.dataset.piece, e.getAttribute('aria-label')])"
    ) == [[piece, texts.PIECE_NAMES[piece]] for piece in ("black", "black", "neutral", "white")]
    page.click("#menu-open")
    pressed = page.eval_on_selector_all(".menu-games button", "els => els.map(e => e.getAttribute('aria-pressed'))")
    assert pressed == ["true" if name == "ywf" else "false" for name in registry.NAMES]
    page.keyboard.press("Escape")
    assert page.log.errors() == [], page.log.summary()


BEFORE_READY_JS = """() => ({
  ready: document.documentElement.hasAttribute('data-ready'), game: document.documentElement.dataset.game,
  title: document.title, lang: document.documentElement.lang,
  board: document.getElementById('board').checkVisibility(),
  squares: [...document.querySelectorAll('#board [data-square]')].filter(e => e.checkVisibility({visibilityProperty: true})).length,
  scores: [...document.querySelectorAll('.scoreboard [data-score]')].filter(e => e.checkVisibility({visibilityProperty: true})).length,
  loading: document.getElementById('loading').checkVisibility(),
})"""


def test_before_python_runs_a_ywf_game_on_screen_shows_no_reversi_board(browser, browser_context_args, base_url):
    """boot.js reads the game on screen: while the runtime loads, the static 8x8 Reversi
    board and its counts stay hidden (the board's frame and the loading bar show), the
    title is the app's (index.html and the shared texts name no game) over YWF's name; then
    the view draws YWF's board and writes YWF's title."""
    context = browser.new_context(**{**browser_context_args, "reduced_motion": "reduce"})
    context.add_init_script(f"localStorage.setItem({GAME_KEY!r}, 'ywf')")
    held = []
    try:
        page = context.new_page()
        attach_log(page)
        page.route("**/pyodide.asm.wasm", lambda route: held.append(route))  # (a first visit: no service worker)
        with page.expect_request("**/pyodide.asm.wasm"):
            page.goto(base_url, wait_until="domcontentloaded")
        page.wait_for_selector("#loading-bar", state="visible")
        state = page.evaluate(BEFORE_READY_JS)
        assert state == {"ready": False, "game": "ywf", "title": strings.catalogue("ja").TITLE, "lang": "ja",
                         "board": True, "squares": 0, "scores": 0, "loading": True}
        assert page.text_content(".game-name") == strings.catalogue("ja", "ywf").GAME_NAME
        assert held, "test error: the runtime was not held"
        for route in held:
            route.continue_()
        wait_ready(page)
        assert_matches(page, YwfGame.new(), "ready")
        assert page.evaluate("document.title") == strings.catalogue("ja", "ywf").TITLE
        assert page.log.errors() == [], page.log.summary()
    finally:
        context.close()


# --------------------------------------------------------------------------- playing by taps


def test_a_play_and_a_change_by_taps(page):
    game = new_ywf_game(page)
    game = tap(page, game, parse_square("c4", 9))  # Play: d4 (Futsu-no-ko) becomes black
    assert game.last.action == Action(Kind.PLAY, parse_square("c4", 9)) and game.token is None
    assert_matches(page, game, "after the Play c4")
    assert stored(page)["moves"] == "c4"
    game = tap(page, game, parse_square("f6", 9))  # Change: f6 becomes white, f5 (black) a Futsu-no-ko
    assert game.last.action.kind is Kind.CHANGE and game.token is Color.BLACK
    state = assert_matches(page, game, "after the Change +f6")
    assert state["cells"]["f5"]["data-disc"] == "neutral" and state["token"] == "black"
    assert stored(page)["moves"] == "c4 +f6"
    assert page.log.errors() == [], page.log.summary()


def test_a_tap_that_is_no_option_changes_nothing(page):
    game = new_ywf_game(page)
    before = read(page)
    taps = ("a1", "e4", "e5")  # an empty square that changes nothing, black's own piece, a Futsu-no-ko it cannot change
    assert not {parse_square(square, 9) for square in taps} & set(game.options), "test error"
    for square in taps:
        h.click_square(page, square)
    h.next_frames(page)
    assert read(page)["cells"] == before["cells"]
    assert stored(page)["moves"] == ""


def test_hints_mark_play_and_change_squares_and_the_preview_shows_what_each_piece_becomes(page):
    game = h.set_hint(page, new_ywf_game(page), "places")
    state = read(page)
    plays = {name(s) for s, option in game.options.items() if option.kind is Kind.PLAY}
    changes = {name(s) for s, option in game.options.items() if option.kind is Kind.CHANGE}
    assert plays and changes
    assert h.squares_with(state, "data-hint", "place") == plays | changes
    assert h.squares_with(state, "data-action", "play") == plays
    assert h.squares_with(state, "data-action", "change") == changes
    assert all(state["cells"][cell]["data-disc"] == "neutral" for cell in changes)
    # The two marks differ in shape, not only colour: a filled dot and a dashed ring.
    dot = page.eval_on_selector(f'[data-square="{sorted(plays)[0]}"]', "el => getComputedStyle(el, '::after').borderStyle")
    ring = page.eval_on_selector(f'[data-square="{sorted(changes)[0]}"]', "el => getComputedStyle(el, '::after').borderStyle")
    assert (dot, ring) == ("none", "dashed")

    game = h.set_hint(page, game, "full")
    state = read(page)
    assert h.squares_with(state, "data-hint", "count") == plays | changes
    counts = {cell: state["cells"][cell]["data-flips"] for cell in plays | changes}
    assert counts == {name(s): str(option.count) for s, option in game.options.items()}

    # The first tap previews: the pieces that would change show what they would become.
    square = max(sorted(game.options), key=lambda s: game.options[s].count)
    h.click_square(page, name(square))
    page.wait_for_selector(f'[data-square="{name(square)}"][data-preview]', state="attached")
    game = game.tap(square)
    option = game.options[square]
    steps = {name(step.square): step.after.value for line in game.position.change_lines(Action(option.kind, square)) for step in line}
    state = read(page)
    assert {cell: state["cells"][cell]["data-will-become"] for cell in h.squares_with(state, "data-will-become")} == steps
    mover = game.turn.value
    others = {cell for cell, a in state["cells"].items() if a.get("data-disc") not in (None, mover)} - set(steps)
    assert h.squares_with(state, "data-dim") == others - {name(square)}
    assert "data-previewing" in state["board"]
    label = state["cells"][name(square)]["aria-label"]
    assert label.startswith("えらんでいる")
    # Another option moves the preview; a second tap on it acts.
    other = next(s for s in sorted(game.options) if s != square)
    h.click_square(page, name(other))
    page.wait_for_selector(f'[data-square="{name(other)}"][data-preview]', state="attached")
    assert h.squares_with(read(page), "data-preview") == {name(other)}
    game = game.tap(other)
    h.click_square(page, name(other))
    game = game.tap(other)
    h.wait_move_done(page, name(other))
    state = assert_matches(page, game, "after the previewed action")
    assert not h.squares_with(state, "data-will-become") and not h.squares_with(state, "data-preview")
    h.set_hint(page, game, "none")
    assert page.log.errors() == [], page.log.summary()


@pytest.mark.parametrize("kind", ["full", "passes", "wiped", "token"])
def test_a_whole_game_by_taps_to_the_result(page, kind):
    taps = game_ending_by(kind)
    game = tap_through(page, new_ywf_game(page), taps, check_every=20)
    assert game.status is Status.OVER and ending(game) == kind
    page.wait_for_selector("#result:not([hidden])", state="attached")
    state = assert_matches(page, game, f"the end ({kind})")
    if kind == "token":
        assert state["reason_shown"] and state["reason"] == strings.catalogue("ja", "ywf").TOKEN_WIN.replace("{piece}", "")
    if kind == "full":  # its pass message was checked on the way (tap_through)
        assert any(g.status is Status.PASSED for g in replay(taps))
    screenshot(page, f"ywf-result-{kind}")
    page.click("#play-again")
    page.wait_for_selector("#result[hidden]", state="attached")
    assert_matches(page, YwfGame.new(), "play again")
    assert page.log.errors() == [], page.log.summary()


# --------------------------------------------------------------------------- the computer


def settle(page) -> None:
    """No animation and no search running."""
    page.wait_for_selector("html:not([data-thinking]) #board:not([data-animating])", state="attached", timeout=30_000)


def test_a_computer_move_and_each_game_keeps_its_own_opponent(page):
    game = new_ywf_game(page)
    choose_game(page, "reversi")
    reversi_opponent = page.input_value("#opponent")
    choose_game(page, "ywf")
    page.select_option("#opponent", "computer")
    page.select_option("#side", "black")
    page.select_option("#level", "2")
    game = tap(page, game, parse_square("c4", 9))
    page.wait_for_selector('#turn[data-turn="black"]', state="attached", timeout=30_000)
    settle(page)
    saved = stored(page)
    assert saved["opponent"] == {"color": "white", "level": 2}
    actions = saved["moves"].split()
    assert actions[0] == "c4" and len(actions) == 2, f"the computer (white) acted once: {actions}"
    game = YwfGame.from_transcript(saved["moves"])
    assert_matches(page, game, "after the computer's action")
    assert Action.parse(actions[1]) in YwfGame.from_transcript("c4").position.legal_actions()
    # Each game has its own opponent: Reversi's is untouched, YWF's comes back with it.
    choose_game(page, "reversi")
    assert page.input_value("#opponent") == reversi_opponent
    choose_game(page, "ywf")
    assert (page.input_value("#opponent"), page.input_value("#side"), page.input_value("#level")) == ("computer", "black", "2")
    # The computer takes black, which has the move: switching away while it thinks stops
    # the search; back in YWF it thinks again and acts once.
    page.select_option("#side", "white")
    page.wait_for_selector("html[data-thinking]", state="attached")
    page.evaluate("""() => { document.getElementById('menu-open').click();
                             document.querySelector('.menu-games [data-game="reversi"]').click(); }""")
    assert page.evaluate("!document.documentElement.hasAttribute('data-thinking')"), "the search went on"
    choose_game(page, "ywf")
    page.wait_for_selector('#turn[data-turn="white"]', state="attached", timeout=30_000)
    settle(page)
    moves = stored(page)["moves"]
    assert moves.startswith(saved["moves"] + " ") and len(moves.split()) == 3, moves
    assert_matches(page, YwfGame.from_transcript(moves), "after the computer's second action")
    page.select_option("#opponent", "two")
    assert page.log.errors() == [], page.log.summary()


# --------------------------------------------------------------------------- switching, reloading, saved games


def test_switching_keeps_both_games_also_after_a_reload(page):
    ywf = h.set_hint(page, new_ywf_game(page), "places")
    ywf = tap_through(page, ywf, random_taps(3)[:6])
    choose_game(page, "reversi")
    reversi = h.reset(page)
    reversi = h.play(page, h.random_game(4)[:5], game=reversi)
    reversi = h.set_hint(page, reversi, "full")
    choose_game(page, "ywf")
    state = assert_matches(page, ywf, "YWF again")
    assert page.get_attribute("#hint", "data-level") == "places" and h.squares_with(state, "data-action")
    choose_game(page, "reversi")
    h.assert_page_matches(page, reversi, where="Reversi again")
    reload_ready(page)
    assert page.get_attribute("html", "data-game") == "reversi"
    h.assert_page_matches(page, reversi, where="Reversi after a reload")
    choose_game(page, "ywf")
    reload_ready(page)
    assert page.get_attribute("html", "data-game") == "ywf"
    assert_matches(page, ywf, "YWF after a reload")
    assert stored(page)["moves"] == ywf.transcript and stored(page, REVERSI_KEY)["moves"] == reversi.transcript
    choose_game(page, "reversi")
    h.assert_page_matches(page, reversi, where="Reversi after YWF's reload")
    h.reset(page)
    assert page.log.errors() == [], page.log.summary()


def test_switching_in_the_middle_of_an_animation(page):
    """The move goes on in the game left (it was saved), its animation stops; the other
    game is drawn at once."""
    choose_game(page, "reversi")
    reversi = h.reset(page)
    h.set_motion(page, reduced=False)
    try:
        square = h.most_flips(reversi)
        h.click_square(page, square_name(square))
        page.wait_for_selector("#board[data-animating]", state="attached")
        page.evaluate("""() => { document.getElementById('menu-open').click();
                                 document.querySelector('.menu-games [data-game="ywf"]').click(); }""")
        state = read(page)
        assert state["game"] == "ywf" and "data-animating" not in state["board"] and len(state["cells"]) == 81
        choose_game(page, "reversi")
        h.assert_page_matches(page, reversi.tap(square), where="the move finished by the switch")
    finally:
        h.set_motion(page, reduced=True)
    h.reset(page)


def test_a_corrupted_saved_ywf_game_and_a_garbage_choice_of_game(page):
    for garbage in ("{not json", json.dumps({"schema": 3, "rules": "reversi", "moves": "f5"})):
        page.evaluate("([key, value, game]) => { localStorage.setItem(key, value); localStorage.setItem(game, 'ywf'); }",
                      [KEY, garbage, GAME_KEY])
        reload_ready(page)
        assert_matches(page, YwfGame.new(), "a fresh YWF game")
        assert page.text_content("#message") == strings.SAVE_DISCARDED
        assert stored(page) is None, "the unusable YWF game was not removed"
        h.click_square(page, "c4")
        h.wait_move_done(page, "c4")
        assert page.text_content("#message") == "" and stored(page)["moves"] == "c4"
    page.evaluate("key => localStorage.setItem(key, 'chess')", GAME_KEY)
    reload_ready(page)
    assert page.get_attribute("html", "data-game") == "reversi" and page.locator("#board [data-square]").count() == 64
    assert page.log.errors() == [], page.log.summary()


# --------------------------------------------------------------------------- animation, keyboard


TOKEN_WATCH_JS = """() => { window.__token = [];
  new MutationObserver(() => window.__token.push([performance.now(), document.getElementById('token').dataset.token]))
    .observe(document.getElementById('token'), {attributes: true, attributeFilter: ['data-token']}); }"""


def rich_change() -> tuple[list[int], int]:
    """Taps of a seeded game up to a Change that changes at least 3 pieces, both kinds of
    step among them (a piece standing up, another lying down), and the Change's square."""
    for seed in range(300):
        taps = random_taps(seed)
        game = YwfGame.new()
        for index, square in enumerate(taps):
            for option_square, option in sorted(game.options.items()):
                if option.kind is Kind.CHANGE and option.count >= 3:
                    steps = game.position.change_lines(Action(Kind.CHANGE, option_square))
                    if len({step.after for line in steps for step in line}) == 2:
                        return taps[:index], option_square
            game = game.tap(square)
    raise AssertionError("test error: no rich Change found")


def test_the_animation_steps_each_piece_in_the_engines_order_then_the_token_moves(page):
    stagger, turn = h.view_constant("FLIP_STAGGER_MS"), h.view_constant("FLIP_TURN_MS")
    prefix, square = rich_change()
    game = tap_through(page, new_ywf_game(page), prefix)
    h.set_motion(page, reduced=False)
    try:
        page.evaluate(TOKEN_WATCH_JS)
        h.start_recording(page)
        h.click_square(page, name(square))
        h.click_square(page, name(sorted(set(game.options) - {square})[0]))  # a tap meanwhile: ignored
        h.wait_move_done(page, name(square))
        h.wait_ms_in_page(page, 10)
        events = h.recorded(page)
        token_moves = page.evaluate("window.__token")
    finally:
        h.set_motion(page, reduced=True)
    after = game.tap(square)
    assert_matches(page, after, "after the animated Change")
    discs = [e for e in events if e["attr"] == "data-disc"]
    assert (discs[0]["square"], discs[0]["value"]) == (name(square), game.turn.value), "the Change's piece first"
    assert discs[0]["turning"], "the Futsu-no-ko lies down (turning), it does not just appear"
    steps = after.last.changed
    assert [(e["square"], e["value"]) for e in discs[1:]] == [(name(s.square), s.after.value) for s in steps]
    times = [e["t"] for e in discs]
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert all(gap >= stagger * 0.6 for gap in gaps), f"not one at a time: gaps {gaps} ms"
    for event in discs:
        assert event["turning"] and event["transitionDuration"] == f"{turn / 1000:g}s", event
    assert len(token_moves) == 1 and token_moves[0][1] == speech.token_place(after.token)
    assert token_moves[0][0] >= times[-1] + turn * 0.8, "the token moved before the pieces had changed"
    assert stored(page)["moves"] == after.transcript, "the tap during the animation was not ignored"


def test_the_keyboard_on_the_9x9_grid(page):
    game = new_ywf_game(page)
    texts = strings.catalogue("ja", "ywf")
    start = name(min(game.options))  # d3
    page.focus('#board [tabindex="0"]')  # the board's one tab stop
    focused = lambda: page.evaluate("document.activeElement.dataset.square")  # noqa: E731
    keys = (("Control+Home", "a1"), ("End", "i1"), ("Control+End", "i9"), ("ArrowUp", "i8"), ("Home", "a8"),
            ("Control+Home", "a1"), ("n", start))
    for key, want in keys:
        page.keyboard.press(key)
        assert focused() == want, key
    page.keyboard.press("Enter")  # Play d3
    game = engine_tap(game, parse_square(start, 9))
    h.wait_move_done(page, start)
    page.wait_for_function("text => document.getElementById('announcer').textContent === text",
                           arg=speech.announcement(texts, game))
    change = next(s for s, option in sorted(game.options.items()) if option.kind is Kind.CHANGE)
    row, column = divmod(change, 9)
    here_row, here_column = divmod(parse_square(start, 9), 9)
    keys = ["ArrowDown" if row > here_row else "ArrowUp"] * abs(row - here_row)
    keys += ["ArrowRight" if column > here_column else "ArrowLeft"] * abs(column - here_column)
    for key in keys:
        page.keyboard.press(key)
    assert focused() == name(change)
    assert page.get_attribute(f'[data-square="{name(change)}"]', "aria-label") == f"ふつうのこ {name(change)}"
    page.keyboard.press("Space")  # white Changes it
    game = engine_tap(game, change)
    h.wait_move_done(page, name(change))
    said = speech.announcement(texts, game)
    assert texts.TOKEN_MOVED.format(place=texts.TOKEN_PLACES["black"]) in said
    page.wait_for_function("text => document.getElementById('announcer').textContent === text", arg=said)
    assert_matches(page, game, "after the keyboard's actions")


# --------------------------------------------------------------------------- layout, looks, accessibility

VIEWPORTS = {"phone-375x667": {"width": 375, "height": 667}, "desktop-1280x800": {"width": 1280, "height": 800}}
LAYOUT_JS = """() => {
  const box = sel => { const r = document.querySelector(sel).getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height}; };
  const doc = document.documentElement;
  return {vw: innerWidth, vh: innerHeight, scrollWidth: Math.max(doc.scrollWidth, document.body.scrollWidth),
    scrollHeight: Math.max(doc.scrollHeight, document.body.scrollHeight),
    parts: Object.fromEntries(['#board', '#token', '.scoreboard', '[data-player="neutral"]', '#turn', '#restart', '#hint',
      '.settings', '.language', '#key-help', '#undo', '#menu-open'].map(sel => [sel, box(sel)])),
    square: box('[data-square="e5"]'), modal: box('#result .modal')};
}"""


@pytest.fixture(params=list(VIEWPORTS))
def viewport(request, page):
    page.set_viewport_size(VIEWPORTS[request.param])
    page.wait_for_function("([w, h]) => innerWidth === w && innerHeight === h",
                           arg=[VIEWPORTS[request.param]["width"], VIEWPORTS[request.param]["height"]])
    yield request.param
    page.set_viewport_size({"width": 1280, "height": 800})


def assert_fits(page, where: str, parts=True) -> dict:
    """Nothing scrolls; every part is inside the screen; the board is square, the token
    column beside it as high as the board, the scoreboard above, the buttons below."""
    m = page.evaluate(LAYOUT_JS)
    assert m["scrollWidth"] <= m["vw"] and m["scrollHeight"] <= m["vh"], f"{where}: the page scrolls: {m}"
    if not parts:
        return m
    for selector, box in m["parts"].items():
        if selector == "#key-help" and m["vw"] < 500 and not box["width"]:
            continue  # (a phone shows it only while a keyboard moves on the board)
        assert box["width"] > 0 and box["height"] > 0, f"{where}: {selector} not shown"
        assert box["left"] >= -1 and box["top"] >= -1 and box["right"] <= m["vw"] + 1 and box["bottom"] <= m["vh"] + 1, (
            f"{where}: {selector} {box} is not inside {m['vw']}x{m['vh']}"
        )
    board, token = m["parts"]["#board"], m["parts"]["#token"]
    assert abs(board["width"] - board["height"]) <= 1, f"{where}: board {board}"
    assert token["left"] >= board["right"] - 1 and abs(token["height"] - board["height"]) <= 1, f"{where}: token column {token}"
    assert m["parts"][".scoreboard"]["bottom"] <= board["top"] + 1 and m["parts"]["#restart"]["top"] >= board["bottom"] - 1
    computer = page.evaluate("document.getElementById('opponent').value") == "computer"
    if m["vw"] < 500:
        margin = PHONE_MARGIN_PX + (COMPUTER_ROW_PX if computer else 0)  # (a second row of settings)
        assert token["right"] - board["left"] >= m["vw"] - margin, f"{where}: the board and token column use only {token['right'] - board['left']:.0f} px"
    # At 375x667 with a two-line message, with the computer's second row of settings too:
    # the choice of game's row above the scoreboard once shrank them to 28 px, 23 px with the
    # computer (issue 28).
    assert m["square"]["width"] >= 30, f"{where}: squares only {m['square']['width']:.1f} px"
    return m


@pytest.mark.parametrize("language", ["ja", "en"])
def test_layout_with_full_hints_a_preview_and_the_result(page, viewport, language):
    game = h.set_hint(page, new_ywf_game(page, language), "full")
    game = tap_through(page, game, random_taps(5)[:10])
    square = max(sorted(game.options), key=lambda s: game.options[s].count)
    h.click_square(page, name(square))
    page.wait_for_selector(f'[data-square="{name(square)}"][data-preview]', state="attached")
    assert_fits(page, f"{viewport} {language} preview")
    screenshot(page, f"ywf-{viewport}-{language}-preview")
    page.select_option("#opponent", "computer")
    assert_fits(page, f"{viewport} {language} with the computer's settings")
    page.select_option("#opponent", "two")
    h.set_hint(page, new_ywf_game(page, language), "none")
    open_by_link(page, game_ending_by("token"))
    page.wait_for_selector("#result:not([hidden])", state="attached")
    m = assert_fits(page, f"{viewport} {language} result", parts=False)
    modal = m["modal"]
    assert modal["left"] >= 0 and modal["right"] <= m["vw"] and modal["top"] >= 0 and modal["bottom"] <= m["vh"]
    screenshot(page, f"ywf-{viewport}-{language}-result")
    page.click("#play-again")
    new_ywf_game(page)
    assert page.log.errors() == [], page.log.summary()


def test_axe_audit_of_the_ywf_page(page):
    game = h.set_hint(page, new_ywf_game(page), "full")
    game = tap_through(page, game, random_taps(6)[:8])
    h.axe_audit(page, "ywf-full-hints")
    h.click_square(page, name(min(game.options)))
    page.wait_for_selector("[data-preview]", state="attached")
    h.axe_audit(page, "ywf-preview")
    h.set_hint(page, game.tap(min(game.options)), "none")
    new_ywf_game(page)
    open_by_link(page, game_ending_by("token"))
    page.wait_for_selector("#result:not([hidden])", state="attached")
    h.axe_audit(page, "ywf-result-by-the-token")
    page.click("#result-review")
    page.wait_for_selector("html[data-reviewing]", state="attached")
    h.axe_audit(page, "ywf-review")
    page.click("#review-exit")
    page.click("#play-again")
    page.click("#menu-open")
    page.wait_for_selector("#menu[open]", state="attached")
    assert page.get_attribute("#paste", "placeholder") == strings.catalogue("ja", "ywf").PASTE_EXAMPLE
    h.axe_audit(page, "ywf-menu")
    page.keyboard.press("Escape")


# --------------------------------------------------------------------------- records: undo, the move list, texts, past games


def moves_list(page) -> list[dict]:
    return page.evaluate("""() => [...document.querySelectorAll('#moves button')].map(b => ({
        move: Number(b.dataset.move), text: b.textContent, current: b.getAttribute('aria-current') === 'step',
        ahead: b.hasAttribute('data-ahead'), pieces: [...b.querySelectorAll('.piece')].map(p => p.dataset.piece)}))""")


def assert_moves_list(page, game: YwfGame, shown: int | None = None) -> None:
    """The move list holds every entry of the record (a written pass included, said パス),
    the one shown marked, those ahead marked as taken back."""
    texts = strings.catalogue(page.get_attribute("html", "lang"), "ywf")
    entries = moves_list(page)
    record_ = game.record
    assert [entry["move"] for entry in entries] == list(range(len(record_) + 1))
    position = game.start
    for entry, action in zip(entries[1:], record_):
        mover = position.turn.value
        position = position.play(action)
        text = texts.MOVE_PASS if action.kind is Kind.PASS else str(action)
        assert entry["text"] == f"{entry['move']}{text}" and entry["pieces"] == [mover], entry
        assert entry["ahead"] == (entry["move"] > len(game.actions)), entry
    current = len(game.actions) if shown is None else shown
    assert [entry["move"] for entry in entries if entry["current"]] == [current]


def test_undo_redo_the_move_list_and_looking_back_with_a_forced_pass(page):
    taps = game_ending_by("full")
    games = replay(taps)
    passed = next(index for index, game in enumerate(games) if game.status is Status.PASSED)
    new_ywf_game(page)
    game = tap_through(page, open_by_link(page, taps[:passed]), taps[passed : passed + 1])  # the tap that forces the pass
    assert game.actions[-1].kind is Kind.PASS, "test error: the forced pass is written in the record"
    assert_moves_list(page, game)
    page.click("#undo")  # the forced pass goes back with the action before it
    h.wait_idle(page)
    game = game.undo()
    assert game.actions[-1].kind is not Kind.PASS and len(game.ahead) == 2
    assert_matches(page, game, "after undo")
    assert_moves_list(page, game)
    assert stored(page)["ahead"] == YwfGame.format_entries(game.ahead)
    page.click("#redo")  # animated like a move, the pass with it
    page.wait_for_selector("html:has(#board:not([data-animating])) #message:not(:empty)", state="attached")
    game = game.redo()
    assert_matches(page, game, "after redo (its pass message shows)")
    # Looking back: the board shows the first action; the live game is kept.
    page.click('#moves button[data-move="1"]')
    page.wait_for_selector('html[data-reviewing] #moves button[data-move="1"][aria-current="step"]', state="attached")
    h.wait_idle(page)
    shown = YwfGame.from_record(game.actions[:1])
    state = read(page)
    assert state["board_string"] == shown.position.board_string() and state["counts"] == [str(c) for c in shown.counts]
    assert_moves_list(page, game, shown=1)
    label = page.get_attribute("#graph svg", "aria-label")
    assert label == strings.catalogue("ja", "ywf").GRAPH_LABEL.format(at=1, black=shown.counts[0], white=shown.counts[1])
    page.click("#review-exit")
    page.wait_for_selector("html:not([data-reviewing])", state="attached")
    assert_matches(page, game, "back to the game")
    assert page.log.errors() == [], page.log.summary()


def open_menu(page) -> None:
    page.click("#review-menu" if page.locator("#review-menu").is_visible() else "#menu-open")
    page.wait_for_selector("#menu[open]", state="attached")


def wait_text(page, element_id: str, text: str) -> None:
    page.wait_for_function("([id, text]) => document.getElementById(id).textContent === text", arg=[element_id, text])


def test_copy_share_and_paste_a_ywf_game(page):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    game = new_ywf_game(page)
    for square in ("c4", "f6"):
        game = tap(page, game, parse_square(square, 9))
    open_menu(page)
    page.click("#copy-game")
    wait_text(page, "menu-message", strings.COPIED)
    assert page.evaluate("navigator.clipboard.readText()") == "ywf: c4 +f6"
    page.click("#share-game")
    wait_text(page, "menu-message", strings.LINK_COPIED)
    assert page.evaluate("navigator.clipboard.readText()").endswith("/#ywf:c4+f6")
    # A text without a name is read as the game on screen: here YWF.
    page.fill("#paste", "d3 c6")
    page.click("#paste-load")
    page.wait_for_selector("#menu:not([open])", state="attached")
    h.wait_idle(page)
    pasted = YwfGame.from_transcript("d3 c6")
    assert_matches(page, pasted, "the pasted YWF game")
    assert page.text_content("#message") == strings.KEPT
    # A bad one says what failed and changes nothing.
    open_menu(page)
    page.fill("#paste", "d3 d3")
    page.click("#paste-load")
    wait_text(page, "menu-message", strings.RECORD_ERRORS["illegal"].format(number=2, text="d3"))
    assert stored(page)["moves"] == "d3 c6"
    # A text that names its game loads in that game, which comes on screen.
    page.fill("#paste", "reversi: f5d6")
    page.click("#paste-load")
    page.wait_for_selector('html[data-game="reversi"]', state="attached")
    h.wait_idle(page)
    h.assert_page_matches(page, h.Game.from_record([parse_square("f5"), parse_square("d6")]),
                          state={**h.read(page), "message_text": ""}, where="a Reversi game pasted from YWF")
    page.eval_on_selector("#paste", "box => { box.value = ''; }")
    choose_game(page, "ywf")
    assert_matches(page, pasted, "YWF kept")
    # A text without a name is read as a YWF game alone (issue 43, item 5): a Reversi
    # transcript is YWF's error, told in YWF's words; nothing changes.
    open_menu(page)
    page.fill("#paste", "f5 d6 c3")
    page.click("#paste-load")
    wait_text(page, "menu-message", strings.catalogue("ja", "ywf").RECORD_ERRORS["illegal"].format(number=1, text="f5"))
    page.eval_on_selector("#paste", "box => { box.value = ''; }")
    page.keyboard.press("Escape")
    page.wait_for_selector("#menu:not([open])", state="attached")
    assert page.get_attribute("html", "data-game") == "ywf"
    assert_matches(page, pasted, "YWF kept again")
    assert page.log.errors() == [], page.log.summary()


def test_a_ywf_link_opens_its_game_whatever_game_was_on_screen(page):
    choose_game(page, "reversi")
    page.goto(page.url.split("#")[0] + "#ywf:c4+f6e7")  # the same page: the hash changes
    page.wait_for_selector('html[data-game="ywf"]', state="attached")
    h.wait_idle(page)
    game = YwfGame.from_transcript("c4 +f6 e7")
    assert_matches(page, game, "opened from a link")
    assert page.evaluate("location.hash") == "" and page.text_content("#message") in (strings.LOADED, strings.KEPT)
    reload_ready(page)
    assert_matches(page, game, "after a reload")


def test_past_games_of_both_games(page):
    """The list holds both games, each named with its game and its pieces; opening one
    brings its game on screen, looking back at it."""
    from reversi.games.reversi.position import Position

    reversi_moves = tuple(h.random_game(2))
    kept = record.PastGame.of(Position.initial(), reversi_moves, "2024-06-01T09:30:00+00:00")
    game = new_ywf_game(page)  # (the game left goes to the past games: the list is set after it)
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", ["reversi.games", record.dump_games((kept,))])
    reload_ready(page)
    finished = tap_through(page, game, game_ending_by("wiped"))
    page.click("#play-again")
    open_menu(page)
    entries = page.evaluate("""() => [...document.querySelectorAll('#games button')].map(b => ({
        rules: b.querySelector('.kind').textContent, pieces: [...b.querySelectorAll('.result .piece')].map(
        p => p.getAttribute('aria-label'))}))""")
    ywf, reversi = strings.catalogue("ja", "ywf"), strings.catalogue("ja", "reversi")
    assert entries == [
        {"rules": "YWF", "pieces": [ywf.PIECE_NAMES[finished.winner.value]]},
        {"rules": reversi.GAME_NAME, "pieces": [reversi.PIECE_NAMES[kept.result]] if kept.result in ("black", "white") else []},
    ], entries
    # The Reversi game, opened from YWF: Reversi comes on screen, looking back at it.
    page.click('#games button[data-game="1"]')
    page.wait_for_selector('html[data-game="reversi"][data-reviewing]', state="attached")
    h.wait_idle(page)
    assert page.locator("#moves button").count() == len(registry.variant("reversi").GAME.written(reversi_moves)) + 1  # passes too
    open_menu(page)  # (#review-menu while looking back)
    page.click('#games button[data-game="0"]')
    page.wait_for_selector('html[data-game="ywf"][data-reviewing]', state="attached")
    h.wait_idle(page)
    assert_moves_list(page, YwfGame.from_record(finished.actions), shown=0)
    page.click("#review-exit")
    page.wait_for_selector("html:not([data-reviewing])", state="attached")
    choose_game(page, "reversi")
    page.click("#review-exit")
    page.wait_for_selector("html:not([data-reviewing])", state="attached")
    assert page.log.errors() == [], page.log.summary()
