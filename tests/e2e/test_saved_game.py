"""The saved game (contract: "Start-up, offline, saved games"): localStorage key
``reversi.game`` (reversi/play/saved.py), written at every move, hint change and restart, and
restored on load; an unusable value is removed, a fresh game starts and ``#message`` shows
``strings.SAVE_DISCARDED`` until the next move.

One page (one context, so one localStorage) is shared by the module; each test puts the
storage in the state it needs and reloads. Expected states come from the engine
(``reversi.game`` / ``reversi.saved``).
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from reversi.play import saved
from reversi import strings
from reversi.base.screen import Hint
from reversi.games.reversi.game import Game
from reversi.base.sides import parse_square, square_name
from reversi.games.reversi.position import parse_transcript

from conftest import READY_SELECTOR, READY_TIMEOUT_MS, screenshot  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h

KEY = "reversi.game"

# --------------------------------------------------------------------------- helpers


@pytest.fixture(scope="module")
def page(browser, browser_context_args):
    """One ready page, reduced motion (tests switch to normal motion where they need it)."""
    page = h.open_page(browser, browser_context_args, reduced_motion=True)
    yield page
    h.close_page(page)


def stored(page):
    return page.evaluate("key => localStorage.getItem(key)", KEY)


def store(page, value: str | None) -> None:
    if value is None:
        page.evaluate("key => localStorage.removeItem(key)", KEY)
    else:
        page.evaluate("([key, value]) => localStorage.setItem(key, value)", [KEY, value])


def reload_ready(page) -> None:
    """Reload and wait for data-ready; fail at once (not after a minute) when Python
    reports an error at start-up."""
    page.log.clear()
    page.reload()
    waited = 0
    while True:
        try:
            page.wait_for_selector(READY_SELECTOR, state="attached", timeout=500)
            return
        except PlaywrightTimeoutError:
            waited += 500
            if any("PythonError" in line for line in page.log.console_errors) or waited >= READY_TIMEOUT_MS:
                shot = screenshot(page, "saved-game-not-ready")
                pytest.fail(f"the page did not become ready (screenshot {shot}):\n{page.log.summary()}")


def assert_no_errors(page) -> None:
    assert not page.log.errors(), page.log.summary()


def assert_saved(page, game: Game, where: str = "") -> None:
    text = stored(page)
    assert text is not None, f"{where}: nothing saved"
    assert json.loads(text) == json.loads(saved.dump(game)), f"{where}: saved {text!r}, expected {saved.dump(game)!r}"


def with_hint(game: Game, level: str) -> Game:
    while game.hint.value != level:
        game = game.cycle_hint()
    return game


# --------------------------------------------------------------------------- tests


def test_nothing_saved_starts_fresh_without_notice(page):
    # The module's page was opened with nothing stored: nothing was saved before this load.
    assert stored(page) is None
    h.assert_page_matches(page, Game.new(), where="first visit")
    assert_no_errors(page)


def test_moves_and_hint_level_survive_a_reload(page):
    store(page, None)
    reload_ready(page)
    game = h.play(page, parse_transcript("f5d6c3d3c4"))
    assert_saved(page, game, "after the moves")
    game = h.set_hint(page, game, "full")
    assert_saved(page, game, "after the hint changes")

    reload_ready(page)
    state = h.assert_page_matches(page, game, where="after the reload")
    assert state["hint_level"] == "full" and state["hint_lines"][1] == strings.HINT_LEVELS["full"]
    assert_saved(page, game, "after the reload")
    assert_no_errors(page)


def test_reload_during_an_animation_restores_the_move(page):
    store(page, saved.dump(with_hint(Game.from_record(parse_transcript("f5d6c3d3c4")), "places")))
    reload_ready(page)
    game = with_hint(Game.from_record(parse_transcript("f5d6c3d3c4")), "places")
    h.assert_page_matches(page, game, where="set-up")

    square = h.most_flips(game)
    after = h.engine_play(game, square)
    assert len(after.last.flipped) >= 2, "test error: want a long animation"
    h.set_motion(page, reduced=False)
    try:
        page.click(f'#board [data-square="{square_name(square)}"]')
        animating = page.evaluate("document.getElementById('board').hasAttribute('data-animating')")
        text_at_tap = stored(page)
        page.reload()
        assert animating, "test error: the animation was already over when the page reloaded"
        page.wait_for_selector(READY_SELECTOR, state="attached", timeout=READY_TIMEOUT_MS)
    finally:
        h.set_motion(page, reduced=True)

    assert text_at_tap is not None and json.loads(text_at_tap) == json.loads(saved.dump(after)), (
        f"not saved at tap time: {text_at_tap!r}"
    )
    h.assert_page_matches(page, after, where="reloaded during the animation")
    assert_saved(page, after, "after the reload")


CORRUPT = {
    "not-json": "{garbage",
    "foreign-object": json.dumps({"foo": 1}),
    "foreign-array": "[]",
    "foreign-string": '"text"',
    "future-schema": json.dumps({"schema": 99}),
    "illegal-moves": json.dumps({"schema": 1, "moves": "a1"}),
    "unknown-hint": json.dumps({"schema": 1, "moves": "", "hint": "all"}),
    "unknown-rules": json.dumps({"schema": 1, "rules": "chess", "moves": ""}),
    "bad-start-board": json.dumps({"schema": 1, "rules": "reversi", "start": "XO--", "moves": "", "hint": "none"}),
    "start-not-text": json.dumps({"schema": 1, "start": 5, "moves": ""}),
}
# Values that once crashed start-up (non-string rules/hint).
CORRUPT_CRASHING = {
    "hint-array": json.dumps({"schema": 1, "moves": "f5", "hint": []}),
    "rules-object": json.dumps({"schema": 1, "rules": {}, "moves": "f5"}),
}


@pytest.mark.parametrize(
    "value",
    [pytest.param(value, id=name) for name, value in {**CORRUPT, **CORRUPT_CRASHING}.items()],
)
def test_unusable_saved_value_is_discarded(page, value):
    store(page, value)
    reload_ready(page)

    state = h.read(page)
    fresh = h.expected(Game.new())
    assert state["board_string"] == fresh["board_string"], h.show_board(state["board_string"])
    for key in ("counts", "turn", "hint_level", "result_hidden"):
        assert state[key] == fresh[key], f"{key}: page {state[key]!r}, fresh game {fresh[key]!r}"
    assert state["message_text"] == strings.SAVE_DISCARDED
    assert page.locator("#message").is_visible()
    assert stored(page) is None, "the unusable value was not removed from localStorage"
    assert_no_errors(page)

    # The notice stays until the next move.
    game = h.play(page, [parse_square("f5")])
    h.assert_page_matches(page, game, where="after the next move")
    assert_saved(page, game, "after the next move")
    assert_no_errors(page)

    with pytest.raises(saved.SavedGameError):
        saved.load(value)  # the engine's loader refuses it in the documented way


def test_finished_game_restored_shows_the_result(page):
    seed, moves = h.first_game(lambda moves: h.outcome(moves) == "white")
    game = Game.from_record(moves)
    assert game.position.is_game_over()
    store(page, saved.dump(game))
    reload_ready(page)

    state = h.read(page)
    want = h.expected(game)
    # The turn indicator of a finished game (contract: おしまい, data-turn="none") is checked
    # below, whatever helpers.expected says about it.
    turn_keys = {"turn", "turn_text", "turn_pieces"}
    assert state["board_string"] == want["board_string"], h.show_board(state["board_string"])
    diff = {k: {"page": state[k], "engine": v} for k, v in want.items() if k not in turn_keys and state[k] != v}
    assert not diff, f"restored finished game (seed {seed}): {diff}"
    assert state["turn"] == "none" and state["turn_text"] == strings.GAME_OVER and state["turn_pieces"] == []
    assert state["winner"] == "white" and state["result_visible"]
    assert h.squares_with(state, "data-hint") == set()
    assert_no_errors(page)

    page.click("#play-again")
    h.wait_idle(page)
    h.assert_page_matches(page, Game.new(), where="play again")
    assert_saved(page, Game.new(), "after play again")


def test_restart_saves_the_fresh_state(page):
    store(page, None)
    reload_ready(page)
    game = h.play(page, parse_transcript("f5f6e6"))
    game = h.set_hint(page, game, "places")
    assert_saved(page, game, "before the restart")

    page.click("#restart")
    h.wait_idle(page)
    assert stored(page) is not None
    assert json.loads(stored(page)) == json.loads(saved.dump(Game.new()))
    assert page.get_attribute("#hint", "data-level") == Hint.NONE.value

    reload_ready(page)
    h.assert_page_matches(page, Game.new(), where="reload after the restart")
    assert_no_errors(page)


FILL_JS = """room => {
  // Other data of the same site fills localStorage before the page's first visit (once: a
  // reload finds it full still), leaving ``room`` characters free.
  if (!location.protocol.startsWith('http') || localStorage.getItem('fill.0') !== null) return;
  let size = 1 << 20, index = 0;
  while (size >= 1) {
    try { localStorage.setItem('fill.' + index, 'x'.repeat(size)); index += 1; } catch (error) { size >>= 1; }
  }
  localStorage.setItem('fill.0', 'x'.repeat((1 << 20) - room));
}"""
MOVES = parse_transcript("f5d6c3d3c4f4f6f3")
WELCOMED = ("reversi.welcomed", "1")
"""What the page stores at the first tap (reversi/web/switcher.py's ``WELCOMED_KEY``)."""
NEARLY_FULL = len(KEY) + len(saved.dump(Game.from_record(MOVES[:3]))) + len("".join(WELCOMED)) + 1
"""Room (in characters, as Chromium counts) for the save of the first moves, not for that of all of them."""


@pytest.mark.parametrize("room", [NEARLY_FULL, 0], ids=["nearly-full", "full"])
def test_a_move_that_cannot_be_saved_says_so_and_play_goes_on(browser, browser_context_args, room):
    """Issue 43, item 2: with localStorage full (before the first visit, or nearly), the
    moves were lost silently. Each move that cannot be saved says so (and what to do), the
    game goes on, and a reload finds the last move that could be saved."""
    page = h.open_page(browser, browser_context_args, init_scripts=[f"({FILL_JS})({room})"])
    try:
        unsaved = []

        def check(page, game):
            text = stored(page)
            if text is None or saved.load(text) != game:
                unsaved.append(len(game.actions))
                assert strings.SAVE_FAILED in page.text_content("#message"), f"move {len(game.actions)} lost silently"
            else:
                assert strings.SAVE_FAILED not in page.text_content("#message")

        game = h.play(page, MOVES, on_move=check)
        h.assert_page_matches(page, game, state={**h.read(page), "message_text": ""}, where="play goes on")
        first = unsaved[0] if unsaved else 0
        assert unsaved == list(range(first, len(MOVES) + 1)) and (first == 1) == (room == 0), unsaved
        reload_ready(page)
        h.assert_page_matches(page, Game.from_record(MOVES[: first - 1]), where="the last move saved")
        assert_no_errors(page)
    finally:
        h.close_page(page)
