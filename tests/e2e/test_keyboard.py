"""Playing by keyboard alone, as a screen-reader user would (issue: "Everyone can play").

A whole game with a pass and the result is played with Tab, the arrow keys, Home/End,
N (next legal square) and Enter only: the board is one tab stop (roving tabindex), a
hint preview is confirmed by keyboard, the language is switched by keyboard half-way,
the result dialog holds the focus and Enter on its button starts a new game with the
focus back on the board. The polite live region must have said exactly the catalogue's
announcement (``reversi.speech``) after each move, in the language of the moment, and the
state on screen once in the new language at the switch.
"""

from __future__ import annotations

from reversi.base import speech
from reversi import strings
from reversi.base.screen import Hint, Opponent, Status
from reversi.play.keys import NEXT_KEY
from reversi.base.sides import Color, parse_square, square_name
from reversi.games.reversi.drawing import ReversiDrawing
from reversi.games.reversi.speech import announcement

from . import helpers as h
from .helpers import Game

PREVIEW_FROM, PREVIEW_UNTIL = 3, 6  # moves played under full hints (preview, then confirm)
ENGLISH_FROM = 20  # the language is switched to English before this move

RECORD_ANNOUNCEMENTS_JS = """() => {
  if (window.__announcing) window.__announcing.disconnect();
  window.__announced = [];
  const region = document.getElementById('announcer');
  window.__announcing = new MutationObserver(() => { if (region.textContent) window.__announced.push(region.textContent); });
  window.__announcing.observe(region, {childList: true, characterData: true, subtree: true});
}"""

FOCUS_JS = """() => { const el = document.activeElement;
  return el ? (el.getAttribute('data-square') || el.id || el.getAttribute('data-language') || el.tagName) : null; }"""


page = h.module_page()


def focused(page) -> str | None:
    """The focused square's name, a focused element's id (or language), or its tag."""
    return page.evaluate(FOCUS_JS)


def tab_until(page, wanted, shift: bool = False, limit: int = 12) -> int:
    """Press Tab (Shift+Tab) until ``wanted(focused)``; returns how many presses it took."""
    for presses in range(1, limit + 1):
        page.keyboard.press("Shift+Tab" if shift else "Tab")
        if wanted(focused(page)):
            return presses
    raise AssertionError(f"Tab never reached the target; focus is on {focused(page)}")


def is_square(name) -> bool:
    return name in h.ALL_SQUARES


def keys_to(start: int, goal: int, legal: set[int]) -> list[str]:
    """Keys that move the focus from ``start`` to ``goal``: N when the goal is at most two
    legal squares ahead in reading order, otherwise arrows, with Home/End to reach the
    first or last column."""
    order = sorted(legal)
    ahead = [square for square in order if square > start] + [square for square in order if square <= start]
    if goal in ahead[:2]:
        return [NEXT_KEY] * (ahead.index(goal) + 1)
    (row, column), (goal_row, goal_column) = divmod(start, 8), divmod(goal, 8)
    keys = ["ArrowDown" if goal_row > row else "ArrowUp"] * abs(goal_row - row)
    if goal_column == 0 and column > 1:
        keys.append("Home")
    elif goal_column == 7 and column < 6:
        keys.append("End")
    else:
        keys += ["ArrowRight" if goal_column > column else "ArrowLeft"] * abs(goal_column - column)
    return keys


def announced(page) -> list[str]:
    return page.evaluate("window.__announced")


def wait_announced(page, count: int) -> list[str]:
    page.wait_for_function("count => window.__announced.length >= count", arg=count, timeout=h.TIMEOUT_MS)
    return announced(page)


def test_roving_tabindex_and_keys(page):
    """One tab stop; arrows stop at the edges; Home/End and Ctrl+Home/Ctrl+End; N and Shift+N."""
    h.reset(page)
    tabindex = page.eval_on_selector_all("#board [data-square]", "cells => cells.map(c => c.tabIndex)")
    assert sorted(tabindex) == [-1] * 63 + [0], "the board is not one tab stop"
    tab_until(page, is_square)
    start = focused(page)
    assert page.get_attribute(f'[data-square="{start}"]', "tabindex") == "0"
    for keys, want in (
        (["Control+Home"], "a1"), (["ArrowUp", "ArrowLeft"], "a1"), (["End"], "h1"), (["ArrowRight"], "h1"),
        (["Control+End"], "h8"), (["ArrowDown"], "h8"), (["Home"], "a8"), (["ArrowUp", "ArrowRight"], "b7"),
        ([NEXT_KEY], "d3"), ([NEXT_KEY], "c4"), (["Shift+N"], "d3"), (["Shift+N"], "e6"),
    ):
        for key in keys:
            page.keyboard.press(key)
        assert focused(page) == want, f"after {keys}"
        tabs = page.eval_on_selector_all("#board [tabindex='0']", "cells => cells.map(c => c.getAttribute('data-square'))")
        assert tabs == [want], f"tab stop after {keys}: {tabs}"
    page.keyboard.press("Tab")
    assert focused(page) == "restart", "Tab does not leave the board for the buttons"
    page.keyboard.press("Shift+Tab")
    assert focused(page) == "e6", "Shift+Tab does not come back to the square focused last"
    h.assert_page_matches(page, Game.new(), where="moving the focus changed the game")


def test_a_whole_game_by_keyboard_alone(page):
    """Tab, arrows, Home/End, N and Enter only: a whole game with a pass, a hint preview
    confirmed by keyboard, a switch to English by keyboard, the result dialog, and Enter on
    its button for a new game; every announcement word for word."""
    seed, moves = h.first_game(lambda record: bool(h.pass_indices(record)) and len(record) > ENGLISH_FROM + 5)
    h.reset(page)
    page.evaluate(RECORD_ANNOUNCEMENTS_JS)
    page.evaluate("document.activeElement.blur()")
    tab_until(page, is_square)
    game, texts, expected, passes = Game.new(), strings.catalogue("ja", Game.NAME), [], 0
    for number, square in enumerate(moves):
        if number == PREVIEW_FROM:  # full hints: おしえて! twice, by keyboard
            tab_until(page, lambda name: name == "hint")
            page.keyboard.press("Enter")
            page.keyboard.press("Space")
            game = game.cycle_hint().cycle_hint()
            page.wait_for_selector('#hint[data-level="full"]', state="attached")
            tab_until(page, is_square, shift=True)
        if number == PREVIEW_UNTIL:  # and back to no hints
            tab_until(page, lambda name: name == "hint")
            page.keyboard.press("Enter")
            game = game.cycle_hint()
            page.wait_for_selector('#hint[data-level="none"]', state="attached")
            tab_until(page, is_square, shift=True)
        if number == ENGLISH_FROM:
            tab_until(page, lambda name: name == "en")
            page.keyboard.press("Enter")
            page.wait_for_selector('html[lang="en"]', state="attached")
            texts = strings.catalogue("en", Game.NAME)
            expected.append(ReversiDrawing.state_announcement(texts, game))  # the state, in the new language
            assert wait_announced(page, len(expected)) == expected, "the switch to English"
            tab_until(page, is_square, shift=True)
        name = square_name(square)
        for key in keys_to(parse_square(focused(page)), square, set(game.options)):
            page.keyboard.press(key)
        assert focused(page) == name, f"move {number + 1}: keys did not reach {name}"
        page.keyboard.press("Enter")
        if game.hint is Hint.FULL:
            page.wait_for_selector(f'[data-square="{name}"][data-preview]', state="attached")
            label = speech.square_label(texts, name, None, hint="count", flips=game.options[square].bit_count(), preview=True)
            assert page.get_attribute(f'[data-square="{name}"]', "aria-label") == label
            page.keyboard.press("Enter")
        game = h.engine_play(game, square)
        h.wait_move_done(page, name)
        expected.append(announcement(texts, game))
        said = wait_announced(page, len(expected))
        assert said == expected, f"move {number + 1} ({name}): announcements differ"
        if game.last.passed is not None:
            assert speech.with_name(texts, texts.PASSED, game.last.passed) in said[-1]
            passes += 1
        if game.status is not Status.OVER:
            assert focused(page) == name, "the focus left the played square"

    assert game.status is Status.OVER
    h.assert_page_matches(page, game, where=f"seed {seed}: the end")
    assert passes, "test error: the game had no pass"
    winner = game.winner
    result = speech.with_name(texts, texts.WINS, winner) if winner else texts.DRAW
    assert result in expected[-1] and texts.FINAL_SCORE.format(black=game.counts[0], white=game.counts[1]) in expected[-1]

    # The result dialog holds the focus (Tab goes round its buttons: もう一度プレイ, まった,
    # ふりかえる); Enter on もう一度プレイ starts a new game.
    h.wait_focus(page, "play-again")
    for key, want in (("Tab", "result-undo"), ("Tab", "result-review"), ("Tab", "play-again"),
                      ("Shift+Tab", "result-review"), ("Tab", "play-again")):
        page.keyboard.press(key)
        assert focused(page) == want, f"{key} left the result dialog"
    page.keyboard.press("Enter")
    h.wait_idle(page)
    assert not page.locator("#result").is_visible()
    # (the focus comes back once the dialog has given the page back, a frame after it closed)
    page.wait_for_function(f"want => ({FOCUS_JS})() === want", arg=square_name(moves[-1]), timeout=h.TIMEOUT_MS)
    state = h.read(page)
    assert state["board_string"] == Game.new().position.board_string() and state["turn"] == "black"
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.log.errors() == [], page.log.summary()


def test_keys_during_the_animation_move_the_focus_but_do_not_play(page):
    """Behaviour 6 by keyboard: Enter during the flip animation is ignored; the focus may move."""
    h.reset(page)
    h.set_motion(page, reduced=False)
    try:
        game = Game.new()
        page.evaluate("document.activeElement.blur()")
        tab_until(page, is_square)
        first = sorted(game.options)[0]
        for key in keys_to(parse_square(focused(page)), first, set(game.options)):
            page.keyboard.press(key)
        page.keyboard.press("Enter")
        page.wait_for_selector("#board[data-animating]", state="attached")
        after = game.tap(first)
        other = sorted(after.options)[0]
        for key in keys_to(first, other, set(after.options)):
            page.keyboard.press(key)
        page.keyboard.press("Enter")
        assert page.evaluate("document.getElementById('board').hasAttribute('data-animating')"), "test error: too slow"
        assert focused(page) == square_name(other), "the focus did not move during the animation"
        h.wait_move_done(page, square_name(first))
        h.next_frames(page)
        h.assert_page_matches(page, after, where="Enter during the animation")
    finally:
        h.set_motion(page, reduced=True)


def test_the_computers_move_is_announced_too(page):
    """Against the computer: the player's move and then the computer's are announced."""
    h.reset(page)
    page.select_option("#opponent", "computer")
    try:
        page.evaluate(RECORD_ANNOUNCEMENTS_JS)
        texts = strings.catalogue(page.evaluate("document.documentElement.lang"), Game.NAME)
        page.focus("#restart")
        tab_until(page, is_square, shift=True)
        game = Game.new().with_opponent(Opponent(Color.WHITE, level=1))
        square = sorted(game.options)[0]
        for key in keys_to(parse_square(focused(page)), square, set(game.options)):
            page.keyboard.press(key)
        page.keyboard.press("Enter")
        game = h.engine_play(game, square)
        said = wait_announced(page, 2)
        assert said[0] == announcement(texts, game)
        reply = parse_square(page.get_attribute("[data-last]", "data-square"))
        assert said[1] == announcement(texts, game.computer_move(reply))
    finally:
        page.select_option("#opponent", "two")
