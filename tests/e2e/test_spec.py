"""One test (or more) per line of the product spec that a player can see or do
(/work/shared/spec/reversi-system-spec.ja.txt: behaviour spec 1-7, display spec 1-5).

Everything expected comes from the engine (``reversi.game`` / ``reversi.position``) and
the string catalogue (``reversi.strings``); the page is read only through the contract's
selectors and data attributes. One reduced-motion page is shared by the module; every
test starts from はじめからやりなおす (which the restart tests check resets everything).
"""

from __future__ import annotations

import re

import pytest

from reversi import strings
from reversi.base.sides import Color, parse_square, square_name
from reversi.games.reversi.position import parse_transcript

from . import helpers as h
from .helpers import Game, Hint, Status

page = h.module_page()


@pytest.fixture
def game(page):
    """A new game on the shared page (via the restart button) and the engine's twin."""
    game = h.reset(page)
    page.log.clear()
    yield game
    assert page.log.errors() == [], page.log.summary()


def mid_game(plies: int = 8, seed: int = 1) -> list[int]:
    """The first ``plies`` moves of a seeded random game (a position with some variety)."""
    return h.random_game(seed)[:plies]


def rect(page, selector: str) -> dict:
    box = page.locator(selector).bounding_box()
    assert box is not None, f"{selector} has no box (not rendered)"
    return box


def is_red(css: str) -> bool:
    r, g, b, _ = h.parse_rgb(css)
    return r > 150 and g < 100 and b < 100


def body_html(page) -> str:
    return page.evaluate("document.body.innerHTML")


# ============================================================== behaviour spec 2: initial state


def test_initial_state(page):
    """Behaviour 2 (also the first thing the shared page shows): the engine's initial position,
    black to move, 2/2, hint level none with no marks, no message, no result."""
    h.wait_idle(page)
    state = h.assert_page_matches(page, Game.new(), where="freshly loaded page")
    assert state["counts"] == ["2", "2"]
    assert state["turn"] == "black" and state["turn_pieces"] == ["black"]
    assert state["hint_level"] == "none" and h.squares_with(state, "data-hint") == set()
    assert state["message_text"] == "" and state["message_pieces"] == []
    assert state["result_hidden"] is True and not page.locator("#result").is_visible()
    centre = {name for name, attrs in state["cells"].items() if "data-disc" in attrs}
    assert centre == {"d4", "e4", "d5", "e5"}, "discs outside the centre four squares"
    assert state["cells"]["d4"]["data-disc"] != state["cells"]["e4"]["data-disc"], "centre not alternating"
    assert state["cells"]["d4"]["data-disc"] == state["cells"]["e5"]["data-disc"]


# ============================================================== behaviour spec 6: illegal taps


def test_illegal_taps_change_nothing(page, game):
    """Behaviour 3/6: a tap on an occupied square or on an empty square where the player may
    not play is ignored; nothing at all changes on the page (every cell's attributes, counts,
    turn, message, hint button, result: the whole body's HTML, and no DOM mutation at all)."""
    game = h.play(page, mid_game(6))
    page.click("#hint")  # level places: the marks must not change either
    game = game.cycle_hint()
    h.wait_idle(page)
    h.assert_page_matches(page, game)
    occupied = [sq for sq in range(64) if game.position.piece_at(sq) is not None]
    empty_illegal = [sq for sq in range(64) if game.position.piece_at(sq) is None and sq not in game.options]
    assert occupied and empty_illegal
    before_html, before_state = body_html(page), h.read(page)
    h.start_recording(page)
    for square in occupied + empty_illegal[::3]:
        h.click_square(page, square_name(square))
    h.next_frames(page)
    mutations = h.recorded(page)
    assert mutations == [], f"illegal taps changed the DOM: {mutations[:5]}"
    assert h.read(page) == before_state
    assert body_html(page) == before_html
    h.assert_page_matches(page, game)


# ============================================================== behaviour spec 3: a legal tap


def test_legal_tap_places_flips_counts_and_turn(page, game):
    """Behaviour 3: the disc is placed, exactly the outflanked discs turn, the counts are
    recounted and the turn passes to the opponent."""
    game = h.play(page, mid_game(7))
    before = h.read(page)
    position = game.position
    square = max(game.options, key=lambda sq: (game.options[sq].bit_count(), -sq))
    flips = h.names(game.options[square])
    assert len(flips) >= 2, "test error: want a move flipping several discs"
    mover = position.turn.value
    h.click_square(page, square_name(square))
    h.wait_move_done(page, square_name(square))
    after = h.read(page)
    changed = {name for name in h.ALL_SQUARES if before["cells"][name].get("data-disc") != after["cells"][name].get("data-disc")}
    assert changed == flips | {square_name(square)}
    assert all(after["cells"][name]["data-disc"] == mover for name in changed)
    black, white = position.play(square).counts()
    assert after["counts"] == [str(black), str(white)]
    assert [int(n) for n in after["counts"]] == [
        sum(1 for a in after["cells"].values() if a.get("data-disc") == color) for color in ("black", "white")
    ], "counts are not the numbers of discs on the board"
    h.assert_page_matches(page, game.tap(square), state=after)
    assert after["turn"] == position.turn.opponent.value != before["turn"]


# ============================================================== display spec 2: scoreboard


def test_scoreboard_shows_pieces_and_counts(page, game):
    """Display 1/2: each player's drawn piece and current count."""
    for color in ("black", "white"):
        box = f'.score[data-player="{color}"]'
        assert page.locator(f'{box} .piece[data-piece="{color}"]').count() == 1
        assert page.locator(f'{box} .piece').count() == 1
        assert page.locator(f"{box} [data-score='{color}']").is_visible()
    piece_colours = {}
    for color in ("black", "white"):
        piece = page.locator(f'.score[data-player="{color}"] .piece')
        assert h.computed(page, f'.score[data-player="{color}"] .piece', "border-radius") == "50%"
        box = piece.bounding_box()
        assert abs(box["width"] - box["height"]) < 1, "the piece picture is not round"
        piece_colours[color] = centre_pixel(piece)
    assert max(piece_colours["black"]) < 110, f"black piece picture is not dark: {piece_colours}"
    assert min(piece_colours["white"]) > 190, f"white piece picture is not white: {piece_colours}"
    game = h.play(page, mid_game(5))
    state = h.assert_page_matches(page, game)
    assert state["counts"] == [str(n) for n in game.counts]


def centre_pixel(locator, fx: float = 0.5, fy: float = 0.5) -> tuple[int, int, int]:
    width, height, rows = h.png_pixels(locator.screenshot(animations="disabled"))
    return rows[int(height * fy)][int(width * fx)]


def leader_of(game: Game) -> str:
    black, white = game.counts
    return "black" if black > white else "white" if white > black else "equal"


def leader_tour() -> list[int]:
    """The shortest prefix of a seeded random game in which, after some moves, black leads,
    white leads and the counts are equal (each at least once, after the first move)."""
    best = None
    for seed in range(40):
        moves, game, seen = h.random_game(seed), Game.new(), set()
        for index, square in enumerate(moves):
            game = game.tap(square)
            seen.add(leader_of(game))
            if seen == {"black", "white", "equal"}:
                if best is None or index + 1 < len(best):
                    best = moves[: index + 1]
                break
    assert best, "test error: no game with every kind of leader"
    return best


def test_leader_count_is_red(page, game):
    """Display 2: the count of the player with more discs is red; neither when equal."""
    checked = set()

    def check(page, game: Game) -> None:
        leader = leader_of(game)
        colours = {c: h.computed(page, f'[data-score="{c}"]', "color") for c in ("black", "white")}
        where = f"after {len(game.actions)} moves, counts {game.counts}"
        for color in ("black", "white"):
            assert is_red(colours[color]) == (color == leader), f"{where}: colours {colours}"
        assert h.read(page)["leading"] == ([] if leader == "equal" else [leader]), f"{where}: data-leading"
        checked.add(leader)

    check(page, game)
    h.play(page, leader_tour(), on_move=check)
    assert checked == {"black", "white", "equal"}


def test_turn_indicator(page, game):
    """Display 2: the turn indicator between the two scores shows (piece)のばん and follows the turn."""
    turn_text = strings.TURN.replace("{piece}", "")
    for _ in range(3):
        state = h.read(page)
        assert state["turn"] == game.turn.value
        assert state["turn_pieces"] == [game.turn.value]
        assert state["turn_text"] == turn_text
        assert page.locator(f'#turn .piece[data-piece="{game.turn.value}"]').is_visible()
        game = h.play(page, [sorted(game.options)[0]], game=game)
    black, turn, white, board = (rect(page, s) for s in ('.score[data-player="black"]', "#turn", '.score[data-player="white"]', "#board"))
    assert black["x"] + black["width"] <= turn["x"] + 0.5, "indicator not right of black's score"
    assert turn["x"] + turn["width"] <= white["x"] + 0.5, "indicator not left of white's score"
    middle = turn["x"] + turn["width"] / 2
    assert abs(middle - (board["x"] + board["width"] / 2)) < 2, "indicator not in the middle of the scoreboard"


# ============================================================== behaviour 5 / display 2, 4: hints


def test_hint_button_cycles_levels_texts_colours_and_marks(page, game):
    """Behaviour 5, display 2 and 4: おしえて! cycles none → places → full → none; the second
    line names the level, the background is grey / blue / orange, and the board shows no
    marks / a mark on every legal square / every legal square's flip count."""
    game = h.play(page, mid_game(9))
    for step in range(4):
        state = h.assert_page_matches(page, game, where=f"level {game.hint.value}")
        assert state["hint_lines"] == [strings.HINT, strings.HINT_LEVELS[game.hint.value]]
        r, g, b, _ = h.parse_rgb(h.computed(page, "#hint", "background-color"))
        if game.hint is Hint.NONE:
            assert max(r, g, b) - min(r, g, b) <= 16, f"not grey: {(r, g, b)}"
        elif game.hint is Hint.PLACES:
            assert b > r and b > g, f"not blue: {(r, g, b)}"
        else:
            assert r > g > b, f"not orange: {(r, g, b)}"
        legal = {square_name(sq) for sq in game.options}
        if game.hint is Hint.PLACES:
            assert h.squares_with(state, "data-hint", "place") == legal
            content = page.eval_on_selector(
                f'[data-square="{sorted(legal)[0]}"]', "el => getComputedStyle(el, '::after').content")
            assert content not in ("none", "normal"), "no mark drawn for data-hint=place"
            mark = h.parse_rgb(h.computed(page, f'[data-square="{sorted(legal)[0]}"]', "background-color", "::after"))
            assert 0 < mark[3] < 1, f"place mark not translucent: {mark}"
            radius = h.computed(page, f'[data-square="{sorted(legal)[0]}"]', "border-radius", "::after")
            assert radius == "50%", f"place mark not a circle: {radius}"
        if game.hint is Hint.FULL:
            assert {n: state["cells"][n]["data-flips"] for n in legal} == {
                square_name(sq): str(bits.bit_count()) for sq, bits in game.options.items()}
            name = sorted(legal)[0]
            drawn = page.eval_on_selector(f'[data-square="{name}"]', "el => getComputedStyle(el, '::after').content")
            assert drawn.strip('"') == state["cells"][name]["data-flips"], f"number drawn: {drawn}"
            ink = h.parse_rgb(h.computed(page, f'[data-square="{name}"]', "color", "::after"))
            assert 0 < ink[3] < 1, f"hint number not translucent: {ink}"
        if step < 3:
            page.click("#hint")
            game = game.cycle_hint()
            h.wait_idle(page)
    assert game.hint is Hint.NONE


def test_hint_marks_follow_each_move(page, game):
    """Display 4: the marks are for the player to move, after every move, at both levels."""
    page.click("#hint")
    game = game.cycle_hint()
    game = h.play(page, mid_game(4), game=game, check_every=1)
    page.click("#hint")
    game = game.cycle_hint()
    assert game.hint is Hint.FULL
    h.play(page, h.random_game(1)[4:8], game=game, check_every=1)


def preview_state(game: Game, square: int) -> dict[str, set[str]]:
    """The preview marks the engine implies for previewing ``square``."""
    position = game.position
    flips = h.names(position.flips(square))
    opponent = {square_name(sq) for sq in range(64) if position.piece_at(sq) is position.turn.opponent}
    return {"data-preview": {square_name(square)}, "data-will-flip": flips, "data-dim": opponent - flips}


def test_preview_under_full_hints(page, game):
    """Display 4 操作: first tap frames the square in pink, lights up what would flip, greys
    the opponent's other discs, leaves own discs alone; another legal square moves the
    preview; a non-legal square keeps it; the second tap plays the move."""
    game = h.play(page, mid_game(8, seed=2))
    page.click("#hint")
    page.click("#hint")
    game = game.cycle_hint().cycle_hint()
    h.wait_idle(page)
    options = sorted(game.options, key=lambda sq: -game.options[sq].bit_count())
    first, second = options[0], options[-1]
    own = {square_name(sq) for sq in range(64) if game.position.piece_at(sq) is game.turn}
    board_before = h.board(page)

    def check_preview(square: int, where: str) -> dict:
        state = h.read(page)
        want = preview_state(game, square)
        assert want["data-dim"], "test error: want opponent discs that stay"
        for attribute, squares in want.items():
            assert h.squares_with(state, attribute) == squares, f"{where}: {attribute}"
        marked = h.squares_with(state, "data-preview") | h.squares_with(state, "data-will-flip") | h.squares_with(state, "data-dim")
        assert not marked & own, f"{where}: own discs marked: {marked & own}"
        assert "data-previewing" in state["board"], f"{where}: #board[data-previewing]"
        assert state["board_string"] == board_before, f"{where}: a preview changed the discs"
        expected_rest = h.expected(game)
        assert state["counts"] == expected_rest["counts"] and state["turn"] == expected_rest["turn"]
        return state

    h.click_square(page, square_name(first))
    page.wait_for_selector(f'[data-square="{square_name(first)}"][data-preview]', state="attached")
    check_preview(first, "first tap")
    # Colours: pink frame, light pink for what flips, grey for the opponent's other discs.
    frame = h.computed(page, f'[data-square="{square_name(first)}"]', "box-shadow")
    r, g, b, _ = h.parse_rgb(re.search(r"rgba?\([^)]*\)", frame).group(0))
    assert r > 200 and b > g, f"frame not pink: {frame}"
    flip_name = sorted(h.names(game.options[first]))[0]
    r, g, b, _ = h.parse_rgb(h.computed(page, f'[data-square="{flip_name}"]', "background-color"))
    assert r > 230 and g > 150 and b > g, f"will-flip not light pink: {(r, g, b)}"
    dim_name = sorted(preview_state(game, first)["data-dim"])[0]
    r, g, b, _ = h.parse_rgb(h.computed(page, f'[data-square="{dim_name}"]', "background-color"))
    assert max(r, g, b) - min(r, g, b) <= 32, f"dimmed square not grey: {(r, g, b)}"

    h.click_square(page, square_name(second))
    page.wait_for_selector(f'[data-square="{square_name(second)}"][data-preview]', state="attached")
    check_preview(second, "tap on another legal square")

    html = body_html(page)
    not_legal = [sq for sq in range(64) if sq not in game.options]
    for square in not_legal[:: max(1, len(not_legal) // 8)]:
        h.click_square(page, square_name(square))
    h.next_frames(page)
    assert body_html(page) == html, "a tap on a non-legal square changed the preview"
    check_preview(second, "after taps on non-legal squares")

    h.click_square(page, square_name(second))
    h.wait_move_done(page, square_name(second))
    game = h.engine_play(game, second)
    h.assert_page_matches(page, game, where="second tap")
    assert game.hint is Hint.FULL


def test_single_tap_plays_under_places_and_none(page, game):
    """Display 4: only the full level previews; at none and places one tap plays."""
    for level_clicks in (0, 1):
        game = h.reset(page)
        for _ in range(level_clicks):
            page.click("#hint")
            game = game.cycle_hint()
        square = sorted(game.options)[0]
        h.click_square(page, square_name(square))
        h.wait_move_done(page, square_name(square))
        h.assert_page_matches(page, game.tap(square), where=f"level {game.hint.value}")


# ============================================================== behaviour 4 / display 5: pass


def test_pass_message_in_a_real_game(page, game):
    """Behaviour 4 / display 5: when the next player cannot move, (piece)はパスしました with the
    passer's piece, shown once the move's animation has ended; the same player moves again;
    the message goes away with the next move."""
    moves = parse_transcript(h.EARLY_PASS)
    replayed = h.replay(moves)
    assert replayed.status is Status.PASSED, "test error: the opening does not end in a pass"
    passer = replayed.last.passed
    game = h.play(page, moves[:-1])
    h.set_motion(page, reduced=False)
    try:
        t0 = h.start_recording(page)
        h.click_square(page, square_name(moves[-1]))
        h.wait_move_done(page, square_name(moves[-1]))
        h.next_frames(page)
        events = h.recorded(page)
    finally:
        h.set_motion(page, reduced=True)
    game = game.tap(moves[-1])
    state = h.assert_page_matches(page, game, where="after the pass")
    assert state["message_pieces"] == [passer.value]
    assert state["message_text"] == strings.PASSED.replace("{piece}", "")
    assert page.locator(f'#message .piece[data-piece="{passer.value}"]').is_visible()
    assert state["turn"] == passer.opponent.value, "the player who did not pass moves again"
    message_times = [e["t"] for e in events if e["id"] == "message"]
    end_times = [e["t"] for e in events if e["id"] == "board" and e["attr"] == "data-animating" and e["value"] is None]
    disc_times = [e["t"] for e in events if e["attr"] == "data-disc"]
    assert message_times and end_times, f"no message / animation end recorded: {events}"
    assert min(message_times) >= max(end_times) - 1, "message shown before the animation ended"
    assert min(message_times) >= max(disc_times), "message shown while discs were turning"
    assert min(message_times) - t0 > 300, "message shown too early for a normal-motion move"
    # The next move clears it.
    game = h.play(page, [sorted(game.options)[0]], game=game)
    state = h.assert_page_matches(page, game)
    assert state["message_text"] == ""


# ============================================================== behaviour 4 / display 5: result


def check_result(page, game: Game, where: str) -> None:
    state = h.assert_page_matches(page, game, where=where)
    winner = game.position.winner()
    assert state["winner"] == (winner.value if winner else "draw")
    title = page.locator("#result-title")
    if winner:
        assert state["result_title"] == strings.WINS.replace("{piece}", "")
        assert page.locator(f'#result-title .piece[data-piece="{winner.value}"]').is_visible()
    else:
        assert state["result_title"] == strings.DRAW and state["result_title_pieces"] == []
    assert title.is_visible()
    black, white = game.counts
    assert state["result_score_numbers"] == [str(black), str(white)]
    assert page.locator("#play-again").is_visible() and state["play_again"] == strings.PLAY_AGAIN
    viewport = page.viewport_size
    overlay = rect(page, "#result")
    assert (overlay["x"], overlay["y"], overlay["width"], overlay["height"]) == (0, 0, viewport["width"], viewport["height"])
    alpha = h.parse_rgb(h.computed(page, "#result", "background-color"))[3]
    assert 0 < alpha < 1, f"overlay not translucent: alpha {alpha}"
    modal = rect(page, "#result .modal")
    assert abs(modal["x"] + modal["width"] / 2 - viewport["width"] / 2) < 2, "modal not centred"
    assert abs(modal["y"] + modal["height"] / 2 - viewport["height"] / 2) < 2, "modal not centred"
    # The overlay covers the board: a click in the middle of the screen lands on it.
    hit = page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('#result') !== null",
                        [viewport["width"] / 2, 5])
    assert hit, "the overlay does not cover the top of the screen"


def play_again_starts_a_new_game(page) -> None:
    page.click("#play-again")
    h.wait_idle(page)
    assert not page.locator("#result").is_visible()
    game = Game.new()
    h.assert_page_matches(page, game, where="after もう一度プレイ")
    square = sorted(game.options)[-1]
    h.play(page, [square], game=game, check_every=1)


def test_result_black_wins_with_empty_squares_left(page, game):
    """Behaviour 4 (both players without a move, board not full), display 5: black's win."""
    moves = parse_transcript(h.EARLY_END)
    final = h.replay(moves)
    assert final.status is Status.OVER and final.position.winner() is Color.BLACK
    assert "-" in final.position.board_string(), "test error: want a game ending before the board is full"
    game = h.play(page, moves)
    check_result(page, game, "black wins early")
    play_again_starts_a_new_game(page)


def test_result_white_wins(page, game):
    """Display 5: (white piece)の勝ち! after a whole game, then もう一度プレイ."""
    seed, moves = h.first_game(lambda m: h.outcome(m) == "white")
    game = h.play(page, moves, check_every=10)
    check_result(page, game, f"white wins (seed {seed})")
    play_again_starts_a_new_game(page)


def test_result_draw_on_a_full_board(page, game):
    """Behaviour 4 (full board) and 5 (equal counts): 引き分け."""
    seed, moves = h.first_game(lambda m: h.outcome(m) == "draw")
    final = h.replay(moves).position
    assert "-" not in final.board_string() and final.counts()[0] == final.counts()[1]
    game = h.play(page, moves, check_every=10)
    check_result(page, game, f"draw (seed {seed})")
    play_again_starts_a_new_game(page)


# ============================================================== behaviour 7: restart


def test_restart_mid_game_resets_everything(page, game):
    """Behaviour 7: はじめからやりなおす in the middle of a game with a pass message, full
    hints and a preview shown resets board, counts, turn, message, hint level, preview."""
    moves = parse_transcript(h.EARLY_PASS)
    game = h.play(page, moves)
    assert game.status is Status.PASSED
    page.click("#hint")
    page.click("#hint")
    game = game.cycle_hint().cycle_hint()
    square = sorted(game.options)[0]
    h.click_square(page, square_name(square))
    page.wait_for_selector("#board[data-previewing]", state="attached")
    state = h.read(page)
    assert state["message_pieces"] and state["hint_level"] == "full" and h.squares_with(state, "data-preview")
    page.click("#restart")
    h.wait_idle(page)
    h.assert_page_matches(page, Game.new(), where="after restart")
    # And the new game plays normally.
    h.play(page, h.random_game(5)[:3], check_every=1)


# ============================================================== display spec 1/2: layout and looks


def test_controls_under_the_board_two_lines_equal_heights(page, game):
    """Display 1/2: both buttons under the board, text on two lines, equal heights; the
    message area exists between them and the board."""
    board = rect(page, "#board")
    boxes = {}
    for button, lines in (("#restart", list(strings.RESTART)), ("#hint", [strings.HINT, strings.HINT_LEVELS["none"]])):
        box = rect(page, button)
        assert box["y"] >= board["y"] + board["height"], f"{button} not under the board"
        assert page.locator(button).is_visible()
        spans = page.locator(f"{button} > span")
        assert spans.all_text_contents() == lines
        first, second = spans.nth(0).bounding_box(), spans.nth(1).bounding_box()
        assert second["y"] >= first["y"] + first["height"] - 1, f"{button}: text not on two lines"
        rects = page.eval_on_selector(button, """el => {
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT), tops = new Set();
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const r = document.createRange(); r.selectNodeContents(node);
              for (const box of r.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top));
            }
            return tops.size; }""")
        assert rects == 2, f"{button}: text spans {rects} lines"
        boxes[button] = box
    assert abs(boxes["#restart"]["height"] - boxes["#hint"]["height"]) < 0.5, f"heights differ: {boxes}"
    assert abs(boxes["#restart"]["y"] - boxes["#hint"]["y"]) < 0.5, "buttons not side by side"
    assert page.locator("#message").count() == 1
    message = rect(page, "#message")
    assert board["y"] + board["height"] <= message["y"] + 0.5
    assert message["height"] > 10, "message area has no room for a message"
    # Heights stay equal at every hint level (the second line changes).
    for _ in range(3):
        page.click("#hint")
        assert abs(rect(page, "#restart")["height"] - rect(page, "#hint")["height"]) < 0.5


def test_long_press_shows_no_copy_menu(page, game):
    """Display 2: no text selection, callout or context menu on a long press."""
    targets = ['#board [data-square="d4"]', '#board [data-square="a1"]', "#restart", "#hint",
               '[data-score="black"]', "#turn"]
    callout_supported = page.evaluate("CSS.supports('-webkit-touch-callout', 'none')")
    for selector in targets:
        assert h.computed(page, selector, "user-select") == "none", f"{selector}: user-select"
        if callout_supported:
            assert h.computed(page, selector, "-webkit-touch-callout") == "none", selector
    for selector in ("#board", "#restart", "#hint"):
        assert h.computed(page, selector, "touch-action") == "manipulation", f"{selector}: touch-action"
    for selector in ('#board [data-square="e4"]', '#board [data-square="a8"]', "#board", "#restart", "#hint"):
        prevented = page.eval_on_selector(selector, """el => {
            const e = new MouseEvent('contextmenu', {bubbles: true, cancelable: true, button: 2});
            el.dispatchEvent(e); return e.defaultPrevented; }""")
        assert prevented, f"contextmenu on {selector} not prevented"
    selected = page.evaluate("""() => { const s = getSelection(); s.removeAllRanges();
        const r = document.createRange(); r.selectNodeContents(document.getElementById('restart'));
        return getComputedStyle(document.body).userSelect; }""")
    assert selected == "none"
    assert h.board(page) == game.position.board_string(), "a long press changed the board"


def test_board_is_a_green_8x8_grid_of_squares(page, game):
    """Display 1/2: a green board of 8x8 squares; a1 top left, letters left to right,
    digits top to bottom."""
    boxes = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#board [data-square]')]
        .map(c => { const r = c.getBoundingClientRect(); return [c.getAttribute('data-square'), [r.x, r.y, r.width, r.height]]; }))""")
    assert sorted(boxes) == sorted(h.ALL_SQUARES)
    assert page.locator("#board .row").count() == 8
    for row_index in range(8):
        assert page.locator(f"#board .row >> nth={row_index} >> [data-square]").count() == 8
    width = boxes["a1"][2]
    assert width > 20
    for square in range(64):
        row, column = divmod(square, 8)
        x, y, w, hgt = boxes[square_name(square)]
        assert abs(w - width) < 1 and abs(hgt - width) < 1, f"{square_name(square)} is not a square of the same size"
        if column:
            left = boxes[square_name(square - 1)]
            assert abs(left[1] - y) < 0.5 and left[0] + left[2] <= x + 0.5 and x - left[0] < width * 1.2
        if row:
            up = boxes[square_name(square - 8)]
            assert abs(up[0] - x) < 0.5 and up[1] + up[3] <= y + 0.5 and y - up[1] < width * 1.2
    r, g, b, _ = h.parse_rgb(h.computed(page, '[data-square="a1"]', "background-color"))
    assert g > r + 40 and g > b + 20, f"board square not green: {(r, g, b)}"
    pixel = centre_pixel(page.locator('[data-square="a1"]'))
    assert pixel[1] > pixel[0] + 40 and pixel[1] > pixel[2] + 20, f"empty square not green on screen: {pixel}"
    board = rect(page, "#board")
    assert abs(board["width"] - board["height"]) < 1, "the board is not square"


def test_discs_are_black_and_white_circles(page, game):
    """Display 2: the pieces are black and white circles."""
    game = h.play(page, mid_game(3))
    last = square_name(game.last.square)
    for color, check in (("black", lambda p: max(p) < 90), ("white", lambda p: min(p) > 190)):
        names = [n for n in h.ALL_SQUARES if game.position.piece_at(parse_square(n)) is Color(color) and n != last]
        assert names
        selector = f'[data-square="{names[0]}"]'
        for pseudo in ("::before", "::after"):
            assert h.computed(page, f"{selector} .disc", "border-radius", pseudo) == "50%"
        disc = page.locator(f"{selector} .disc")
        box = disc.bounding_box()
        assert abs(box["width"] - box["height"]) < 1
        shot = h.png_pixels(disc.screenshot(animations="disabled"))
        width, height, rows = shot
        centre = rows[height // 2 + height // 6][width // 2]
        corner = rows[1][1]
        assert check(centre), f"{color} disc on {names[0]} looks {centre}"
        assert corner[1] > corner[0] + 40, f"{color} disc's corner is not the green board (not round): {corner}"
