"""No catalogue template reaches the page unformatted (issue 17): in every state the other
e2e suites reach, in both games and both languages, no text node and no attribute of the
document, shown or hidden, holds a placeholder such as ``{score}`` (a screen reader would
read "brace score brace"). ``helpers.assert_no_placeholders`` also runs wherever the
other suites compare the page with the engine (``assert_page_matches``, YWF's
``assert_matches``) and before every axe audit; this module walks the states in one go:
the start, each hint level, a preview, the computer thinking, moves with a leader, moves
dropped, a pass, the result, the review, the menu with past games of both games and a
paste error, the rules, and a link that is no game. Positions are loaded by link.

One page (reduced motion) for the module; each test walks one game in one language.
"""

from __future__ import annotations

from functools import lru_cache

import pytest

from reversi.play import record
from reversi.base.screen import Status
from reversi.games.reversi.game import Game
from reversi.base.sides import square_name
from reversi.games.reversi.position import Position, parse_transcript
from reversi.games.ywf.game import YwfGame

from . import helpers as h
from .test_ywf import game_ending_by, replay

TIMEOUT_MS = 20_000


def link(game) -> str:
    return record.format_link(game.start, game.actions)


@lru_cache(maxsize=None)
def games(name: str) -> dict[str, Game | YwfGame]:
    """The games of ``name`` loaded by link: one with a leader, the same with its last move
    taken back and another played instead (moves dropped), one right after a forced pass
    (its message shows), and a finished one (YWF: won by the token, which the result explains)."""
    if name == "reversi":
        leader = Game.from_record(parse_transcript(h.MID_GAME))
        passed = Game.from_record(parse_transcript(h.EARLY_PASS))
        over = Game.from_record(parse_transcript(h.EARLY_END))
    else:
        played = replay(game_ending_by("full"))
        leader = next(game for game in played[10:] if game.counts[0] != game.counts[1] and game.status is Status.PLAYING)
        passed = next(game for game in played if game.status is Status.PASSED)
        over = replay(game_ending_by("token"))[-1]
        assert over.won_by_token
    assert leader.counts[0] != leader.counts[1] and passed.status is Status.PASSED and over.status is Status.OVER
    return {"leader": leader, "passed": passed, "over": over}


def other_action(game) -> tuple[str, str]:
    """The square of ``game``'s last action and of another option in the position before it."""
    before = type(game).from_record(game.actions[:-1], start=game.start)
    size = game.position.SIZE
    last = game.last.square
    other = next(square for square in sorted(before.options) if square != last)
    return square_name(last, size), square_name(other, size)


@pytest.fixture(scope="module")
def page(browser, browser_context_args):
    """One page for the module, with past games of both games stored (a finished Reversi
    game, a YWF game won by the token, an unfinished YWF game)."""
    kept = (
        record.PastGame.of(Position.initial(), h.random_game(3), "2024-06-03T10:00:00Z"),
        record.PastGame.of(games("ywf")["over"].start, games("ywf")["over"].actions, "2024-06-02T10:00:00Z"),
        record.PastGame.of(games("ywf")["leader"].start, games("ywf")["leader"].actions, "2024-06-01T10:00:00Z"),
    )
    page = h.open_page(browser, browser_context_args,
                       init_scripts=[f"localStorage.setItem('reversi.games', {record.dump_games(kept)!r})"])
    yield page
    h.close_page(page)


class Walk:
    """Puts the page in one state after another and notes what each still shows of a template."""

    def __init__(self, page, game: str, language: str):
        self.page, self.where, self.found = page, f"{game}, {language}", []
        self.base = page.url.split("#")[0]

    def check(self, state: str) -> None:
        self.found += [f"{self.where}, {state}: {item}" for item in h.placeholders(self.page)]

    def open_menu(self) -> None:
        self.page.click("#review-menu" if self.page.locator("#review-menu").is_visible() else "#menu-open")
        self.page.wait_for_selector("#menu[open]", state="attached")

    def close_menu(self) -> None:
        self.page.keyboard.press("Escape")
        self.page.wait_for_selector("#menu:not([open])", state="attached")

    def load(self, game) -> None:
        """Open ``game`` by link, at its last move."""
        self.page.goto(f"{self.base}#{link(game)}")
        number = len(game.actions)
        self.page.wait_for_selector(f'html:not([data-reviewing]) #moves [data-move="{number}"][aria-current="step"]',
                                    state="attached", timeout=TIMEOUT_MS)
        h.wait_idle(self.page)

    def tap(self, square: str) -> None:
        self.page.click(f'#board [data-square="{square}"]')
        h.wait_move_done(self.page, square)


def show(page, game: str, language: str) -> None:
    """``game`` on screen in ``language``, a new game of two players."""
    if page.locator("#result").is_visible():
        page.click("#play-again")
    if page.locator("#review-exit").is_visible():
        page.click("#review-exit")
    if page.get_attribute("html", "data-game") != game:
        page.click("#menu-open")
        page.click(f'.menu-games [data-game="{game}"]')
        page.wait_for_selector(f'html[data-game="{game}"]:not(:has(#menu[open]))', state="attached")
    if page.get_attribute("html", "lang") != language:
        page.click(f'[data-language="{language}"]')
        page.wait_for_selector(f'html[lang="{language}"]', state="attached")
    page.click("#restart")
    h.wait_idle(page)


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("game", ["reversi", "ywf"])
def test_no_template_is_left_unformatted_in_any_state(page, game, language):
    page.log.clear()
    show(page, game, language)
    walk, positions = Walk(page, game, language), games(game)
    walk.check("start")
    for level in ("places", "full"):
        page.click("#hint")
        page.wait_for_selector(f'#hint[data-level="{level}"]', state="attached")
        walk.check(f"hints: {level}")
    page.click("#board [data-hint]")
    page.wait_for_selector("#board [data-preview]", state="attached")
    walk.check("a preview")
    page.click("#hint")  # (back to no hints)
    page.wait_for_selector('#hint[data-level="none"]', state="attached")

    page.select_option("#opponent", "computer")
    page.select_option("#side", "white")  # the computer has black, and the move
    page.wait_for_selector("html[data-thinking]", state="attached")
    walk.check("the computer thinking")
    page.select_option("#opponent", "two")
    page.wait_for_selector("html:not([data-thinking])", state="attached")

    walk.load(positions["leader"])
    assert page.locator(".score[data-leading]").count() == 1, "test error: no leader"
    walk.check("after moves, one side leading")
    last, other = other_action(positions["leader"])  # (the live region says the move too)
    page.click("#undo")
    page.wait_for_selector("#redo:not([disabled])", state="attached")
    h.wait_idle(page)
    walk.tap(other)
    page.wait_for_selector("#message:not(:empty)", state="attached")
    walk.check(f"{other} played where {last} was taken back (moves dropped)")

    walk.load(positions["passed"])
    assert page.locator("#message .piece").count() == 1, "test error: no pass message"
    walk.check("the pass message")

    walk.load(positions["over"])
    page.wait_for_selector("#result:not([hidden])", state="attached")
    walk.check("the result")
    page.click("#result-review")
    page.wait_for_selector("html[data-reviewing]", state="attached")
    h.wait_idle(page)
    walk.check("looking back")
    page.click("#review-forward")
    page.wait_for_selector('#moves [data-move="1"][aria-current="step"]', state="attached")
    h.wait_idle(page)
    walk.check("looking back, one move on")

    walk.open_menu()
    page.wait_for_selector("#games button", state="attached")
    walk.check("the menu with past games")
    page.fill("#paste", "zz9")
    page.click("#paste-load")
    page.wait_for_selector("#menu-message[data-error]", state="attached")
    walk.check("a paste error")
    page.eval_on_selector("#paste", "box => { box.value = ''; }")
    page.click("#rules-open")
    page.wait_for_selector("#rules[open] #rules-body:not([aria-busy]) figure", state="attached", timeout=TIMEOUT_MS)
    walk.check("the rules")
    page.click("#rules-close")
    page.wait_for_selector("#rules:not([open])", state="attached")
    walk.close_menu()
    page.click("#review-exit")
    page.wait_for_selector("html:not([data-reviewing])", state="attached")

    page.goto(f"{walk.base}#{'ywf:' if game == 'ywf' else ''}zz9")
    page.wait_for_selector("#message:not(:empty)", state="attached")
    walk.check("a link that is no game")

    assert walk.found == [], "unformatted catalogue templates in the page:\n" + "\n".join(walk.found)
    assert page.log.errors() == [], page.log.summary()
