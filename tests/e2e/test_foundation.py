"""The foundation: the page starts cleanly on a first visit, loads everything from the
local server only (its service worker too), draws the engine's starting position and
follows the engine move by move through a whole game played by clicks (reduced motion,
one shared page)."""

from __future__ import annotations

from reversi.base.sides import parse_square, square_name
from reversi.games.reversi.position import Position

from conftest import reload_ready

from . import helpers as h


page = h.module_page(first_visit=True)


def test_page_becomes_ready_without_errors(page, base_url):
    assert page.evaluate("document.documentElement.hasAttribute('data-ready')")
    assert page.log.errors() == [], page.log.summary()
    assert page.log.requests and page.context_requests, "no request recorded"
    assert h.foreign_requests(page, base_url) == []
    # The page itself and the engine's modules come from the server, the modules in one archive.
    assert any(url.rstrip("/") == base_url.rstrip("/") or url.endswith("/index.html") for url in page.log.requests)
    assert any(url.endswith("/vendor/startup.zip") for url in page.log.requests)
    assert not [url for url in page.log.requests if url.endswith(".py")], "no module fetched on its own"


def test_initial_board_is_the_engines(page):
    """The board the loaded page shows is the engine's initial position, black to move.
    (The message of the fresh page is checked by test_spec.test_initial_state.)"""
    h.wait_idle(page)
    assert h.board(page) == Position.initial().board_string()
    state, want = h.read(page), h.expected(h.Game.new())
    for key in ("counts", "turn", "turn_pieces", "hint_level", "result_hidden"):
        assert state[key] == want[key], key


def test_a_click_plays_the_engines_move(page):
    game = h.reset(page)
    first = game.position.legal_squares()[0]
    h.click_square(page, square_name(first))
    h.wait_move_done(page, square_name(first))
    after = game.tap(first)
    assert h.board(page) == Position.initial().play(first).board_string()
    h.assert_page_matches(page, after)


def test_whole_game_with_a_pass_follows_the_engine(page, base_url):
    """A seeded random game containing a pass, played by clicks, checked every 3 moves."""
    seed, moves = h.first_game(lambda moves: bool(h.pass_indices(moves)))
    expected_passes = [(index, [h.replay(moves[: index + 1]).last.passed.value]) for index in h.pass_indices(moves)]
    h.reset(page)
    page.log.clear()
    seen_passes = []

    def on_move(page, game):
        if game.last.passed is not None:  # the page must say who passed, with the piece picture
            squares = sum(entry != game.PASS for entry in game.actions)  # (the passes are entries too)
            seen_passes.append((squares - 1, h.read(page)["message_pieces"]))

    game = h.play(page, moves, check_every=3, on_move=on_move)
    assert game.status is h.Status.OVER, f"seed {seed}: test error, game not over"
    state = h.assert_page_matches(page, game, where=f"end of seeded game {seed}")
    assert seen_passes == expected_passes
    winner = game.position.winner()
    assert state["winner"] == (winner.value if winner else "draw")
    assert page.locator("#result").is_visible()
    assert page.log.errors() == [], page.log.summary()
    assert h.foreign_requests(page, base_url) == []


def test_no_request_leaves_the_server_after_playing(page, base_url):
    """Everything the page ever asked for (load, moves, hints, restart) went to the server."""
    h.reset(page)
    page.click("#hint")
    page.click("#hint")
    game = h.Game.new().cycle_hint().cycle_hint()
    game = h.play(page, [parse_square("f5"), parse_square("d6")], game=game)
    h.assert_page_matches(page, game)
    h.reset(page)
    assert h.foreign_requests(page, base_url) == []
    assert page.log.errors() == [], page.log.summary()


def test_restart_clears_a_message_shown_at_load(page):
    """Restart resets everything, the message included, whatever the page showed at load.
    Every value the page keeps in localStorage is replaced by garbage before a reload (the
    page may then say that it could not read its saved game)."""
    h.play(page, [parse_square("f5")], game=h.reset(page))
    page.evaluate("() => { for (const key of Object.keys(localStorage)) localStorage.setItem(key, '{not json'); }")
    reload_ready(page)
    page.click("#restart")
    h.wait_idle(page)
    h.assert_page_matches(page, h.Game.new(), where="restart after a reload")
