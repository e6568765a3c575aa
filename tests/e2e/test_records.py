"""Game records end to end (issue 6): undo and redo (two players, the computer, passes,
after the end), the move list, looking back at a game (buttons, arrow keys, animated
steps, the disc-count graph), copying and pasting a game (transcripts and board
positions, every kind of bad input), links (#f5d6c3d3), sharing, and the list of past
games (kept, opened, cleared, corrupted, capped at 100); what must survive a reload does.

Expected states come from the engine (``reversi.game``, ``reversi.record``) and the
texts from the catalogue (``reversi.strings``). One page (reduced motion, clipboard
allowed) is shared by the module; each test starts from a new game on it.
"""

from __future__ import annotations

import json

import pytest

from reversi.play import record
from reversi.play import saved
from reversi import registry, strings
from reversi.base.screen import Opponent, Status
from reversi.games.reversi.game import Game
from reversi.base.sides import Color, parse_square, square_name
from reversi.games.reversi.position import Position, parse_transcript

from conftest import reload_ready, wait_ready  # tests/ is on sys.path (rootdir conftest)
from unit.test_conformance import game_data
from unit.test_record import first_game

from . import helpers as h

KEY, GAMES_KEY = "reversi.game", "reversi.games"
EARLY_END = "d3c3f5f4f3d2d1e3b3"
"""Nine moves after which white has no disc left (black wins 13 to 0)."""
DATE = "2024-06-01T09:30:00+00:00"

# --------------------------------------------------------------------------- helpers

TEXTS = strings.catalogue(strings.DEFAULT, registry.DEFAULT)
"""The texts of the page's game (its own over the shared ones: discs)."""


@pytest.fixture(scope="module")
def page(browser, browser_context_args):
    page = h.open_page(browser, browser_context_args, permissions=["clipboard-read", "clipboard-write"])
    yield page
    h.close_page(page)


@pytest.fixture
def game(page):
    """A new game of two players on the shared page (menu closed, not looking back)."""
    if is_open(page):
        page.keyboard.press("Escape")
    if page.locator("#review-exit").is_visible():
        page.click("#review-exit")
    if page.eval_on_selector("#opponent", "select => select.value") != "two":
        page.select_option("#opponent", "two")
    game = h.reset(page)
    page.log.clear()
    yield game
    assert page.log.errors() == [], page.log.summary()


def storage(page, key: str):
    return page.evaluate("key => localStorage.getItem(key)", key)


def store(page, key: str, value: str | None) -> None:
    page.evaluate("([key, value]) => value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)",
                  [key, value])


def is_open(page) -> bool:
    return page.eval_on_selector("#menu", "dialog => dialog.open")


def open_menu(page) -> None:
    opener = "#review-menu" if page.locator("#review-menu").is_visible() else "#menu-open"
    page.click(opener)
    page.wait_for_selector("#menu[open]", state="attached")


def wait_text(page, element_id: str, text: str) -> None:
    """Wait until the element ``element_id`` says ``text``."""
    page.wait_for_function("([id, text]) => document.getElementById(id).textContent === text", arg=[element_id, text])


def menu_message(page) -> str:
    return page.text_content("#menu-message")


def message(page) -> str:
    return page.text_content("#message")


def moves_list(page) -> list[dict]:
    return page.evaluate("""() => [...document.querySelectorAll('#moves button')].map(b => ({
        move: Number(b.dataset.move), text: b.textContent, current: b.getAttribute('aria-current'),
        ahead: b.hasAttribute('data-ahead'), pieces: [...b.querySelectorAll('.piece')].map(p => p.dataset.piece),
        pass: b.querySelector('.pass') !== null }))""")


def current_entry(page) -> int:
    current = [entry["move"] for entry in moves_list(page) if entry["current"] == "step"]
    assert len(current) == 1, current
    return current[0]


def review_at(page, at: int) -> None:
    page.click(f'#moves button[data-move="{at}"]')
    page.wait_for_selector(f'html[data-reviewing] #moves button[data-move="{at}"][aria-current="step"]', state="attached")
    h.wait_idle(page)


def assert_reviewing(page, start: Position, moves, at: int) -> None:
    """The page looks back at ``moves`` from ``start`` after ``at`` moves: board, counts, turn,
    the list (every move, the one shown marked), the status line and the graph."""
    h.wait_idle(page)
    shown = Game.from_record(moves[:at], start=start)
    state = h.read(page)
    assert state["board_string"] == shown.position.board_string(), h.show_board(state["board_string"])
    assert state["counts"] == [str(count) for count in shown.counts]
    assert state["turn"] == ("none" if shown.status is Status.OVER else shown.turn.value)
    assert state["result_hidden"], "the result shows while looking back"
    assert page.locator("html[data-reviewing]").count() == 1
    assert [entry["move"] for entry in moves_list(page)] == list(range(len(moves) + 1))
    assert current_entry(page) == at
    assert page.text_content("#review-status") == strings.REVIEW_STATUS.format(at=at, total=len(moves))
    graph = page.evaluate("""() => { const svg = document.querySelector('#graph svg');
        return {label: svg.getAttribute('aria-label'), now: svg.querySelector('.now').getAttribute('x1'),
                black: svg.querySelector('.black').getAttribute('points'),
                white: svg.querySelector('.white').getAttribute('points')}; }""")
    counts = [start.counts()] + [step.counts for step in record.steps(start, moves)]
    assert graph["now"] == str(at) and len(graph["black"].split()) == max(2, len(counts))
    top = max(max(pair) for pair in counts)
    assert graph["black"].split()[at] == f"{at},{top - counts[at][0]}"
    assert graph["white"].split()[at] == f"{at},{top - counts[at][1]}"
    black, white = counts[at]
    assert graph["label"] == TEXTS.GRAPH_LABEL.format(at=at, black=black, white=white)
    for name in ("first", "back"):
        assert page.locator(f"#review-{name}").is_disabled() == (at == 0), name
    for name in ("forward", "last"):
        assert page.locator(f"#review-{name}").is_disabled() == (at == len(moves)), name


def assert_saved_game(page, game: Game) -> None:
    text = storage(page, KEY)
    assert text is not None and saved.load(text) == game, text


def past_games(page) -> list[dict]:
    return page.evaluate("""() => [...document.querySelectorAll('#games button')].map(b => ({
        date: b.querySelector('.date').textContent, result: b.querySelector('.result').textContent,
        pieces: [...b.querySelectorAll('.result .piece')].map(p => p.dataset.piece),
        score: b.querySelector('.score').textContent, length: b.querySelector('.length').textContent }))""")


def clear_past_games(page) -> None:
    store(page, GAMES_KEY, None)
    reload_ready(page)


def press(page, key: str) -> None:
    """A key press with the focus on no control (the page's body)."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.keyboard.press(key)


def dispatch_key(page, selector: str, key: str) -> None:
    page.eval_on_selector(selector, "(el, key) => el.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true}))", key)


# --------------------------------------------------------------------------- undo and redo


def test_undo_and_redo_one_move_at_a_time(page, game):
    game = h.play(page, parse_transcript("f5d6c3d3"))
    assert page.locator("#undo").is_enabled() and page.locator("#redo").is_disabled()
    for _ in range(3):
        page.click("#undo")
        game = game.undo()
        h.wait_idle(page)
        h.assert_page_matches(page, game, where=f"after undo to {len(game.actions)} moves")
        assert_saved_game(page, game)
    entries = moves_list(page)
    assert [entry["ahead"] for entry in entries] == [False, False, True, True, True]
    assert current_entry(page) == 1
    for _ in range(3):
        page.click("#redo")
        game = game.redo()
        h.wait_move_done(page, square_name(game.last.square))
        h.assert_page_matches(page, game, where=f"after redo to {len(game.actions)} moves")
    assert page.locator("#redo").is_disabled() and not any(entry["ahead"] for entry in moves_list(page))
    for _ in range(4):
        page.click("#undo")
        game = game.undo()
    h.wait_idle(page)
    h.assert_page_matches(page, game, where="all undone")
    assert not game.actions and page.locator("#undo").is_disabled()


def test_a_new_move_replaces_the_moves_taken_back_and_says_so(page, game):
    game = h.play(page, parse_transcript("f5d6c3d3"))
    page.click("#undo")
    page.click("#undo")
    game = game.undo().undo()
    h.wait_idle(page)
    other = next(square for square in sorted(game.options) if square != game.ahead[0])
    game = h.play(page, [other], game=game)
    assert message(page) == strings.plural(strings.MOVES_DROPPED, 2).format(count=2)
    assert [entry["move"] for entry in moves_list(page)] == [0, 1, 2, 3] and page.locator("#redo").is_disabled()
    # the same move as the one ahead keeps the rest
    page.click("#undo")
    game = game.undo()
    game = h.play(page, [game.ahead[0]], game=game)
    assert message(page) == "" and page.locator("#redo").is_disabled()


def test_undo_reopens_a_finished_game_and_redo_ends_it_again(page, game):
    game = h.play(page, parse_transcript(EARLY_END))
    page.wait_for_selector("#result:not([hidden])")
    page.click("#result-undo")
    game = game.undo()
    h.wait_idle(page)
    h.assert_page_matches(page, game, where="undo from the result")
    assert game.status is not Status.OVER
    page.click("#redo")
    page.wait_for_selector("#result:not([hidden])")
    h.assert_page_matches(page, game.redo(), where="redo to the end")


def test_undo_across_a_pass(page, game):
    moves = parse_transcript(h.EARLY_PASS)
    game = h.play(page, moves)
    assert game.status is Status.PASSED
    game = h.play(page, [sorted(game.options)[0]], game=game)
    page.click("#undo")
    game = game.undo()
    h.wait_idle(page)
    h.assert_page_matches(page, game, where="back to the pass")  # the pass message shows again
    assert strings.PASSED.replace("{piece}", "") in message(page)


def last_move(page) -> int:
    return parse_square(page.get_attribute("#board [data-last]", "data-square"))


def test_undo_against_the_computer_goes_back_to_the_players_turn(page, game):
    page.select_option("#opponent", "computer")
    page.select_option("#side", "black")
    page.select_option("#level", "1")
    computer = Opponent(Color.WHITE, 1)
    game = Game.new().with_opponent(computer)
    for square in parse_transcript("f5d3"):
        if square not in game.options:
            square = sorted(game.options)[0]
        h.click_square(page, square_name(square))
        h.wait_settled(page)
        game = game.tap(square)
        game = game.computer_move(last_move(page))
    h.assert_page_matches(page, game, where="after two moves each")
    page.click("#undo")
    game = game.undo()
    h.wait_settled(page)
    h.assert_page_matches(page, game, where="undo against the computer")
    assert len(game.actions) == 2 and not game.computer_to_move
    page.click("#redo")
    game = game.redo()
    h.wait_settled(page)
    h.assert_page_matches(page, game, where="redo against the computer")
    assert len(game.actions) == 4

    # undo while the computer thinks: the search stops, the player's move is taken back
    square = sorted(game.options)[0]
    h.click_square(page, square_name(square))
    page.wait_for_selector("html[data-thinking]", state="attached")
    page.click("#undo")
    h.wait_settled(page)
    h.wait_ms_in_page(page, 1000)  # a cancelled search would have answered by now
    h.assert_page_matches(page, game, where="undo while the computer thinks")
    page.select_option("#opponent", "two")


# --------------------------------------------------------------------------- the move list and the review


def test_the_move_list_numbers_the_moves_marks_the_current_one_and_the_passes(page, game):
    moves = parse_transcript(h.EARLY_PASS)
    game = h.play(page, moves)
    entries = moves_list(page)
    assert entries[0]["text"] == strings.MOVE_START and entries[0]["pieces"] == []
    steps = record.steps(Position.initial(), game.actions)  # a forced pass is a step of its own
    assert len(entries) == len(steps) + 1 and len(steps) == len(moves) + 1
    for entry, step in zip(entries[1:], steps):
        passed = step.entry == Game.PASS
        assert entry["text"] == f"{step.number}{strings.MOVE_PASS if passed else step.name}"
        assert entry["pieces"] == [step.color.value] and entry["pass"] == passed
    assert entries[-1]["pass"] and current_entry(page) == len(steps)


def test_tapping_an_entry_looks_back_without_losing_the_moves_after_it(page, game):
    moves = h.random_game(3)[:8]
    game = h.play(page, moves)
    review_at(page, 2)
    assert_reviewing(page, Position.initial(), moves, 2)
    assert not page.locator("#undo").is_visible() and not page.locator("#redo").is_visible()
    assert page.locator("#restart").is_visible()  # the desktop keeps the game's controls

    # taps on the board change nothing, and say how to play on
    board = h.board(page)
    for name in h.ALL_SQUARES[::7]:
        h.click_square(page, name)
    assert h.board(page) == board and message(page) == strings.REVIEW_TAP

    for button, at in (("#review-forward", 3), ("#review-last", 8), ("#review-back", 7), ("#review-first", 0)):
        page.click(button)
        assert_reviewing(page, Position.initial(), moves, at)

    # arrow keys (Home / End too), unless the board or a text field has them
    for key, at in (("ArrowRight", 1), ("ArrowRight", 2), ("End", 8), ("ArrowLeft", 7), ("Home", 0)):
        press(page, key)
        assert_reviewing(page, Position.initial(), moves, at)
    dispatch_key(page, "#board", "ArrowRight")
    dispatch_key(page, "#paste", "ArrowRight")
    assert_reviewing(page, Position.initial(), moves, 0)

    h.leave_review(page)
    h.assert_page_matches(page, game, where="back to the game")
    assert page.evaluate("document.activeElement.id") == "undo"


def test_the_move_list_is_one_tab_stop_and_the_arrow_keys_move_along_it(page, game):
    moves = h.random_game(5)[:10]
    game = h.play(page, moves)
    stops = page.eval_on_selector_all("#moves button", "buttons => buttons.map(b => b.tabIndex)")
    assert stops == [-1] * 10 + [0], "only the current entry is a Tab stop"
    page.focus("#menu-open")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.move") == "10"
    for key, at in (("ArrowLeft", 9), ("ArrowUp", 8), ("Home", 0), ("ArrowDown", 1), ("End", 10), ("ArrowLeft", 9)):
        page.keyboard.press(key)
        assert_reviewing(page, Position.initial(), moves, at)
        assert page.evaluate("document.activeElement.dataset.move") == str(at), key
        assert page.eval_on_selector_all("#moves button", "bs => bs.filter(b => b.tabIndex === 0).map(b => b.dataset.move)") == [str(at)]
    page.keyboard.press("Tab")  # on to the next control after the list
    assert page.evaluate("document.activeElement.closest('#moves')") is None
    h.leave_review(page)
    h.assert_page_matches(page, game, where="back to the game")


def test_playing_on_from_a_reviewed_position_keeps_the_later_moves_ahead(page, game):
    moves = h.random_game(4)[:6]
    game = h.play(page, moves)
    review_at(page, 3)
    h.leave_review(page, "#review-play")
    game = Game.from_record(moves[:3], ahead=moves[3:])
    h.assert_page_matches(page, game, where="played on from move 3")
    assert [entry["ahead"] for entry in moves_list(page)] == [False] * 4 + [True] * 3
    assert page.locator("#redo").is_enabled()
    assert_saved_game(page, game)


def test_stepping_forward_animates_the_flips_and_back_jumps(page, game):
    moves = parse_transcript("f5d6c3d3c4f4")
    h.play(page, moves)
    review_at(page, 4)
    after = Game.from_record(moves[:5])
    h.set_motion(page, reduced=False)
    try:
        h.start_recording(page)
        page.click("#review-forward")
        assert page.locator("#board[data-animating]").count() == 1, "the step is not animated"
        h.wait_move_done(page, square_name(moves[4]))
        events = h.recorded(page)
    finally:
        h.set_motion(page, reduced=True)
    turned = [event["square"] for event in events if event["attr"] == "data-turning" and event["value"] == ""]
    assert turned == [square_name(square) for square in after.last.flipped]
    assert_reviewing(page, Position.initial(), moves, 5)
    page.click("#review-back")
    assert page.locator("#board[data-animating]").count() == 0, "a step back is animated"
    assert_reviewing(page, Position.initial(), moves, 4)


def test_the_review_and_the_moves_taken_back_survive_a_reload(page, game):
    moves = parse_transcript("f5d6c3d3c4")
    game = h.play(page, moves)
    page.click("#undo")
    page.click("#undo")
    h.wait_idle(page)
    review_at(page, 1)
    reload_ready(page)
    assert_reviewing(page, Position.initial(), moves, 1)
    assert [entry["ahead"] for entry in moves_list(page)] == [False] * 4 + [True] * 2
    h.leave_review(page)
    game = game.undo().undo()
    h.assert_page_matches(page, game, where="after the reload")
    page.click("#redo")
    h.wait_move_done(page, "d3")
    h.assert_page_matches(page, game.redo(), where="redo after the reload")


# --------------------------------------------------------------------------- copy, paste, links, share


def test_copy_puts_the_transcript_on_the_clipboard(page, game):
    h.play(page, parse_transcript("f5d6c3"))
    open_menu(page)
    page.click("#copy-game")
    wait_text(page, "menu-message", strings.COPIED)
    assert page.evaluate("navigator.clipboard.readText()") == "f5d6c3"


def test_copy_without_a_clipboard_selects_the_text_in_the_box(page, game):
    h.play(page, parse_transcript("f5d6c3"))
    page.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject(new DOMException('no', 'NotAllowedError')); }")
    try:
        open_menu(page)
        page.click("#copy-game")
        wait_text(page, "menu-message", strings.COPY_FAILED)
        box = page.eval_on_selector("#paste", """el => ({value: el.value, start: el.selectionStart, end: el.selectionEnd,
                                                        focused: document.activeElement === el})""")
        assert box == {"value": "f5d6c3", "start": 0, "end": 6, "focused": True}
    finally:
        page.evaluate("delete navigator.clipboard.writeText")
        page.fill("#paste", "")


def test_pasting_a_transcript_loads_the_game_and_keeps_the_one_it_replaces(page, game):
    store(page, GAMES_KEY, None)
    reload_ready(page)
    before = h.play(page, parse_transcript("e6f4"))
    open_menu(page)
    page.fill("#paste", " F5 d6 C3 d3 c4 ")
    page.click("#paste-load")
    h.wait_idle(page)
    assert not is_open(page)
    game = Game.from_record(parse_transcript("f5d6c3d3c4"))
    h.assert_page_matches(page, game, state={**h.read(page), "message_text": ""}, where="pasted game")
    assert message(page) == strings.KEPT
    assert_saved_game(page, game)
    open_menu(page)
    kept = past_games(page)
    assert len(kept) == 1 and kept[0]["result"] == strings.GAME_RESULTS["unfinished"]
    assert kept[0]["length"] == strings.plural(strings.GAME_MOVES, len(before.record)).format(count=len(before.record))
    page.keyboard.press("Escape")


BAD_TEXTS = {
    "empty": "   ",
    "not-a-square": "f5d6z9c3",
    "odd-length": "f5d6c",
    "illegal": "f5d6c3c3",
    "after-the-end": EARLY_END + "a1",
    "short-board": "XO-- X",
    "board-characters": "X" * 20 + "#" + "-" * 43 + " X",
    "no-side": "-" * 27 + "OX------XO" + "-" * 27 + " f5",
    "board-then-illegal": "-" * 27 + "OX------XO" + "-" * 27 + "X:f5f5",
}


@pytest.mark.parametrize("text", [pytest.param(text, id=name) for name, text in BAD_TEXTS.items()])
def test_bad_input_in_the_paste_box_says_what_failed_and_changes_nothing(page, game, text):
    game = h.play(page, parse_transcript("f5d6"))
    saved_before = storage(page, KEY)
    with pytest.raises(record.RecordError) as error:
        record.parse_game(text)
    open_menu(page)
    page.fill("#paste", text)
    page.click("#paste-load")
    h.wait_idle(page)
    expected = TEXTS.RECORD_ERRORS[error.value.kind].format(**error.value.params)
    assert menu_message(page) == expected
    if "number" in error.value.params:  # the move number and the text that failed, as the engine's replay says
        assert str(error.value.params["number"]) in expected and error.value.params["text"] in expected
    assert is_open(page) and page.input_value("#paste") == text
    page.keyboard.press("Escape")
    h.assert_page_matches(page, game, where=f"after {text!r}")
    assert storage(page, KEY) == saved_before


def test_a_board_position_loads_from_the_paste_box(page, game):
    start = Position.replay("f5d6c3d3")  # black to move
    text = f"{start.board_string()} X c4"
    open_menu(page)
    page.fill("#paste", text)
    page.click("#paste-load")
    game = Game.from_record(parse_transcript("c4"), start=start)
    h.wait_idle(page)
    h.assert_page_matches(page, game, state={**h.read(page), "message_text": ""}, where="board position")
    assert [entry["move"] for entry in moves_list(page)] == [0, 1]
    page.click("#undo")
    h.wait_idle(page)
    h.assert_page_matches(page, game.undo(), where="undo to the loaded position")
    assert page.locator("#undo").is_disabled()
    page.click("#redo")
    h.wait_idle(page)
    open_menu(page)
    page.click("#copy-game")
    wait_text(page, "menu-message", strings.COPIED)
    assert page.evaluate("navigator.clipboard.readText()") == f"{start.board_string()}X:c4"
    page.keyboard.press("Escape")


def test_a_link_opens_its_game_at_the_last_move(browser, browser_context_args, base_url):
    link = h.open_page(browser, browser_context_args, url="/#f5d6c3d3")
    try:
        game = Game.from_record(parse_transcript("f5d6c3d3"))
        h.assert_page_matches(link, game, state={**h.read(link), "message_text": ""}, where="opened from a link")
        assert message(link) == strings.LOADED
        assert link.evaluate("location.hash") == "", "the fragment stays: a reload would undo later moves"
        game = h.play(link, [sorted(game.options)[0]], game=game)
        reload_ready(link)
        h.assert_page_matches(link, game, where="reload after playing on")

        # a link followed in the same tab (the fragment changes): the game in play is kept
        start = Position.replay("f5d6")
        link.evaluate("text => { location.hash = text; }", f"{start.board_string()}X:c3")
        after = Game.from_record(parse_transcript("c3"), start=start)
        wait_text(link, "message", strings.KEPT)
        h.assert_page_matches(link, after, state={**h.read(link), "message_text": ""}, where="board-position link")

        # garbage: a short message, the game untouched
        for fragment in ("f5f5", "hello", "XO--X", "f5d6%ZZ"):
            link.evaluate("text => { location.hash = text; }", fragment)
            with pytest.raises(record.RecordError) as error:
                record.parse_game("#" + fragment)
            reason = TEXTS.RECORD_ERRORS[error.value.kind].format(**error.value.params)
            wait_text(link, "message", TEXTS.LINK_FAILED.format(reason=reason))
            h.assert_page_matches(link, after, state={**h.read(link), "message_text": ""}, where=f"#{fragment}")
        assert link.log.errors() == [], link.log.summary()
        assert h.foreign_requests(link, base_url) == []
    finally:
        h.close_page(link)


def test_a_bad_link_at_start_up_keeps_the_saved_game(page, game, base_url):
    game = h.play(page, parse_transcript("f5d6"))
    page.goto("about:blank")  # (from the page itself, only the fragment would change)
    page.goto(base_url + "#f5z9")
    wait_ready(page)
    assert message(page) == TEXTS.LINK_FAILED.format(reason=TEXTS.RECORD_ERRORS["square"].format(number=2, text="z9"))
    h.assert_page_matches(page, game, state={**h.read(page), "message_text": ""}, where="bad link at start-up")


def unreadable_text(name: str) -> tuple[str, record.RecordError]:
    """A bad transcript of game ``name``'s test data that is no notation of it at all (the
    game's ``TEXT.unreadable`` error, whose text gives the game's own examples) as a link
    (``#name:...``), and the error it gets."""
    for transcript, _ in game_data(name).BAD_TRANSCRIPTS:
        text = f"#{name}:{transcript.replace(' ', '%20')}"
        with pytest.raises(record.RecordError) as caught:
            record.parse_game(text)
        if caught.value.kind == registry.variant(name).GAME.TEXT.unreadable:
            return text, caught.value
    raise AssertionError(f"{name}'s BAD_TRANSCRIPTS hold no unreadable transcript")


@pytest.mark.parametrize("index", range(len(registry.NAMES)), ids=registry.NAMES)
def test_a_bad_link_of_any_game_at_start_up_leaves_the_page_ready_in_its_games_words(page, game, base_url, index):
    """Issue 43, items 1 and 8: a link to a game with a bad move, opened while another
    game is the one saved on screen (a link to Reversi with くにとり there hung on
    じゅんびちゅう: no text for Reversi's error in くにとり's catalogue), in either language:
    the page ready, the game on screen untouched, the message in the words of the link's
    game (its board's range, its examples)."""
    name, language = registry.NAMES[index], ("ja", "en")[index % 2]
    screen = registry.NAMES[index - 2]
    text, error = unreadable_text(name)
    try:
        store(page, strings.GAME_KEY, screen)
        store(page, strings.LANGUAGE_KEY, language)
        page.goto("about:blank")
        page.log.clear()
        page.goto(base_url + text)
        wait_ready(page)
        assert page.evaluate("document.documentElement.dataset.game") == screen
        said = record.error_text(error, language, link=True)
        assert said == strings.catalogue(language, name).LINK_FAILED.format(
            reason=strings.catalogue(language, name).RECORD_ERRORS[error.kind].format(**error.params))
        assert message(page).startswith(said), (message(page), said)
        page.wait_for_function("n => document.querySelectorAll('#switcher .switch-picture svg').length === n",
                               arg=len(registry.NAMES))  # every game's picture drawn
        assert page.log.errors() == [], page.log.summary()
    finally:
        store(page, strings.GAME_KEY, None)
        store(page, strings.LANGUAGE_KEY, None)
        reload_ready(page)


def test_a_pasted_text_is_read_in_the_game_on_screen_and_its_error_told(page, game):
    """Issue 43, item 5: the moves of another game (from its test data), legal there and
    not on this screen, pasted without the game's name: this game's error, in the menu;
    nothing changes (Reversi's c5 opened YWF, silently)."""
    game = h.play(page, parse_transcript("f5d6"))
    saved_before = storage(page, KEY)
    told = 0
    for other in registry.NAMES[1:]:
        text = registry.variant(other).GAME.format_entries(first_game(other)[:3])
        try:
            record.parse_game(f"{registry.DEFAULT}:{text}")  # (named: read as this screen's game alone)
            continue  # (legal here too: a game of this screen's)
        except record.RecordError as caught:
            error = caught
        open_menu(page)
        page.fill("#paste", text)
        page.click("#paste-load")
        texts = strings.catalogue("ja", registry.DEFAULT)
        wait_text(page, "menu-message", texts.RECORD_ERRORS[error.kind].format(**error.params))
        assert is_open(page) and page.evaluate("document.documentElement.dataset.game") == registry.DEFAULT
        page.keyboard.press("Escape")
        h.assert_page_matches(page, game, where=f"after {text!r}")
        assert storage(page, KEY) == saved_before
        told += 1
    assert told, "test error: every other game's moves are legal here"


def test_restart_keeps_the_game_left_in_the_past_games(page, game):
    """Issue 43, item 3: はじめから やりなおす threw the game in progress away for good; it
    is kept as unfinished (a new game with no moves adds nothing)."""
    clear_past_games(page)
    before = h.play(page, parse_transcript("f5d6c3"))
    h.restart(page)
    h.restart(page)
    open_menu(page)
    kept = past_games(page)
    assert len(kept) == 1 and kept[0]["result"] == strings.GAME_RESULTS["unfinished"]
    assert record.load_games(storage(page, GAMES_KEY))[0][0].actions == before.actions
    page.click('#games button[data-game="0"]')
    h.wait_idle(page)
    assert_reviewing(page, Position.initial(), before.actions, 0)
    page.click("#review-exit")


def test_share_uses_the_web_share_api_or_copies_the_link(page, game):
    h.play(page, parse_transcript("f5d6"))
    base = page.evaluate("location.href.split('#')[0]")
    open_menu(page)
    page.evaluate("() => { navigator.share = data => { window.__shared = data; return Promise.resolve(); }; }")
    try:
        page.click("#share-game")
        wait_text(page, "menu-message", strings.SHARED)
        assert page.evaluate("window.__shared.url") == base + "#f5d6"
        assert page.evaluate("window.__shared.title") == strings.catalogue("ja", registry.DEFAULT).TITLE
        page.evaluate("() => { navigator.share = () => Promise.reject(new DOMException('closed', 'AbortError')); }")
        page.evaluate("document.getElementById('menu-message').textContent = 'x'")
        page.click("#copy-game")  # (sets a message to be replaced)
        wait_text(page, "menu-message", strings.COPIED)
        page.click("#share-game")
        h.wait_ms_in_page(page, 300)
        assert menu_message(page) == strings.COPIED, "a share sheet closed by the player is not an error"
    finally:
        page.evaluate("delete navigator.share")
    assert page.evaluate("'share' in navigator") is False
    page.click("#share-game")
    wait_text(page, "menu-message", strings.LINK_COPIED)
    assert page.evaluate("navigator.clipboard.readText()") == base + "#f5d6"
    page.keyboard.press("Escape")


# --------------------------------------------------------------------------- past games


def test_finished_games_are_kept_and_open_in_review(page, game):
    clear_past_games(page)
    moves = parse_transcript(EARLY_END)
    h.play(page, moves)
    page.wait_for_selector("#result:not([hidden])")
    page.click("#play-again")
    open_menu(page)
    entries = past_games(page)
    assert len(entries) == 1
    final = Game.from_record(moves)
    black, white = final.counts
    assert entries[0]["result"] == strings.GAME_RESULTS["black"].replace("{piece}", "")
    assert entries[0]["pieces"] == ["black"]
    assert entries[0]["score"] == strings.FINAL_SCORE.format(black=black, white=white)
    entries_played = Game.written(moves)  # (a forced pass is one)
    assert entries[0]["length"] == strings.plural(strings.GAME_MOVES, len(entries_played)).format(count=len(entries_played))
    assert entries[0]["date"].strip()
    stored = record.load_games(storage(page, GAMES_KEY))[0]
    assert [(entry.actions, entry.result) for entry in stored] == [(entries_played, "black")]

    page.click('#games button[data-game="0"]')
    assert not is_open(page)
    assert_reviewing(page, Position.initial(), moves, 0)
    h.wait_focus(page, "review-forward")
    page.click("#review-last")
    assert_reviewing(page, Position.initial(), moves, len(moves))
    h.leave_review(page)
    h.assert_page_matches(page, Game.new(), where="the game in play, untouched")

    # the result's ふりかえる looks back at the game just finished, from its start
    h.play(page, moves)
    page.click("#result-review")
    assert_reviewing(page, Position.initial(), moves, 0)
    assert len(record.load_games(storage(page, GAMES_KEY))[0]) == 1, "the same game twice in the list"
    page.click("#review-exit")  # back to the finished game: its result again, with the focus
    page.wait_for_selector("#result:not([hidden])")
    h.wait_focus(page, "play-again")


def test_playing_on_from_a_past_game_keeps_the_game_it_replaces(page, game):
    clear_past_games(page)
    first = h.random_game(7)
    store(page, GAMES_KEY, record.dump_games((record.PastGame.of(Position.initial(), first, DATE),)))
    reload_ready(page)
    game = h.play(page, parse_transcript("f5d6"))
    open_menu(page)
    page.click('#games button[data-game="0"]')
    review_at(page, 10)
    h.leave_review(page, "#review-play")
    on = Game.from_record(first[:10], ahead=first[10:])
    h.assert_page_matches(page, on, state={**h.read(page), "message_text": ""}, where="played on from a past game")
    assert message(page) == strings.KEPT
    kept = record.load_games(storage(page, GAMES_KEY))[0]
    assert [entry.actions for entry in kept] == [game.actions, Game.written(first)]


def test_the_list_can_be_cleared_after_a_confirmation(page, game):
    games = tuple(record.PastGame.of(Position.initial(), h.random_game(seed)[:12], DATE) for seed in range(3))
    store(page, GAMES_KEY, record.dump_games(games))
    reload_ready(page)
    open_menu(page)
    assert len(past_games(page)) == 3 and not page.locator("#games-empty").is_visible()
    page.click("#games-clear")
    assert page.locator("#games-confirm").is_visible() and page.text_content("#games-ask") == strings.GAMES_CLEAR_ASK
    page.click("#games-clear-no")
    assert len(past_games(page)) == 3 and storage(page, GAMES_KEY) is not None
    page.click("#games-clear")
    page.click("#games-clear-yes")
    assert past_games(page) == [] and page.locator("#games-empty").is_visible()
    assert storage(page, GAMES_KEY) is None
    page.keyboard.press("Escape")


@pytest.mark.parametrize(
    "value, text, left",
    [
        ("{garbage", strings.GAMES_DISCARDED, 0),
        (json.dumps({"schema": 7, "games": []}), strings.GAMES_DISCARDED, 0),
        (json.dumps({"schema": 1, "games": [{"date": DATE, "result": "unfinished", "start": None, "moves": "f5"},
                                            {"date": DATE, "result": "black", "start": None, "moves": "f5f5"}, 3]}),
         strings.plural(strings.GAMES_SKIPPED, 2).format(count=2), 1),
    ],
    ids=["not-json", "other-schema", "bad-entries"],
)
def test_a_corrupted_list_says_so_and_keeps_what_it_can(page, game, value, text, left):
    game = h.play(page, parse_transcript("f5d6"))
    store(page, GAMES_KEY, value)
    reload_ready(page)
    wait_text(page, "message", text)
    h.assert_page_matches(page, game, state={**h.read(page), "message_text": ""}, where="the game is untouched")
    stored = storage(page, GAMES_KEY)
    assert (stored is None) if not left else len(record.load_games(stored)[0]) == left
    open_menu(page)
    assert len(past_games(page)) == left
    page.keyboard.press("Escape")


@pytest.mark.parametrize("size", [{"width": 375, "height": 667}, {"width": 1280, "height": 800}], ids=["phone", "desktop"])
def test_a_corrupted_save_and_list_at_start_up_both_say_so(page, game, size):
    """Two sentences (issue 43, item 9: run together before, the first not word-spaced),
    in smaller type: the rows under the message stay on the screen, the あいて row too."""
    viewport = page.viewport_size
    page.set_viewport_size(size)
    try:
        store(page, KEY, "{garbage")
        store(page, GAMES_KEY, "[garbage")
        reload_ready(page)
        wait_text(page, "message", f"{strings.SAVE_DISCARDED}{strings.FULL_STOP} {strings.GAMES_DISCARDED}{strings.FULL_STOP}")
        h.assert_page_matches(page, Game.new(), state={**h.read(page), "message_text": ""}, where="a new game")
        assert storage(page, KEY) is None and storage(page, GAMES_KEY) is None
        for selector in ("#opponent", "#restart", "#menu-open"):
            assert page.eval_on_selector(selector, "el => el.getBoundingClientRect().bottom <= innerHeight"), selector
    finally:
        page.set_viewport_size(viewport)


def test_the_list_keeps_the_last_100(page, game):
    games = tuple(
        record.PastGame.of(Position.initial(), h.random_game(seed)[:20], f"2024-05-{1 + seed % 28:02d}T10:00:00+00:00")
        for seed in range(record.KEEP)
    )
    store(page, GAMES_KEY, record.dump_games(games))
    reload_ready(page)
    h.play(page, parse_transcript(EARLY_END))
    page.wait_for_selector("#result:not([hidden])")
    page.click("#play-again")
    open_menu(page)
    assert len(past_games(page)) == record.KEEP
    kept = record.load_games(storage(page, GAMES_KEY))[0]
    assert len(kept) == record.KEEP and kept[0].actions == Game.written(parse_transcript(EARLY_END))
    assert [entry.actions for entry in kept[1:]] == [entry.actions for entry in games[:-1]]
    page.keyboard.press("Escape")


# --------------------------------------------------------------------------- the menu as a dialog


def test_the_menu_is_a_labelled_modal_dialog_escape_closes_it_and_the_focus_returns(page, game):
    page.focus("#menu-open")
    page.keyboard.press("Enter")
    page.wait_for_selector("#menu[open]", state="attached")
    dialog = page.eval_on_selector("#menu", """d => ({modal: d.matches(':modal'), label: document.getElementById(
        d.getAttribute('aria-labelledby')).textContent, ariaModal: d.getAttribute('aria-modal'),
        focusInside: d.contains(document.activeElement)})""")
    assert dialog == {"modal": True, "label": strings.MENU, "ariaModal": "true", "focusInside": True}
    for _ in range(12):
        page.keyboard.press("Tab")
        assert page.evaluate("document.getElementById('menu').contains(document.activeElement) || document.activeElement === document.body")
    page.keyboard.press("Escape")
    assert not is_open(page)
    h.wait_focus(page, "menu-open")  # (given back a frame after the dialog closed)
    page.click("#menu-open")
    page.click("#menu-close")
    assert not is_open(page)
    h.wait_focus(page, "menu-open")


def test_no_request_leaves_the_server(page, base_url):
    assert h.foreign_requests(page, base_url) == []
