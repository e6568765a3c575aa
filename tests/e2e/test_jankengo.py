"""じゃんけんご in the page (issue 21): choosing it in the menu, the board (7x7, blue at the
bottom, hand shapes), turns played by taps (a piece, its steps, the wall tray, おわり, the
turn ending by itself), the refusals' messages, まった inside a turn, the hints, whole games
by taps to the result dialog for each way a game ends (a try, a king taken by a hand, a
king surrounded, a draw at the 200th turn from a loaded position) on a phone and a
desktop, the computer playing its turn one action at a time, the keyboard, English and an
axe audit; a long game by link, listed whole.

Every expected value comes from the engine (``JankengoGame`` and its drawing); one page
(reduced motion) is shared by the module and each test loads the game it needs by link.
"""

from __future__ import annotations

import json
import time

import pytest

from reversi import strings
from reversi.base.screen import Status
from reversi.games.jankengo import VARIANT
from reversi.games.jankengo.drawing import JankengoDrawing
from reversi.games.jankengo.game import END_ITEM, WALLS, JankengoGame
from reversi.games.jankengo.rules import END, JankenGoPosition, Step, Wall, parse_square, square_name
from reversi.play import record

from conftest import screenshot  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h

TIMEOUT_S = 30
TRY = "d1-d2 d2-d3 d3-d4 end d7-d6 d6-c6 end d4-d5 d5-d6 d6-d7"
KING_TAKEN = "c1-c2 c2-c3 c3-c4 end a7-a6 end c4-c5 c5-c6 c6-d6 end a6-a7 end d6-d7"
TIE = "c1-c2 c2-c3 c3-c4 end c7-c6 c6-c5 end"

def position(rest: str, **pieces: str) -> str:
    """A position's text: ``pieces`` (square -> letter) on an empty board, then ``rest``."""
    cells = ["."] * 49
    for name, letter in pieces.items():
        cells[parse_square(name)] = letter
    return "".join(cells) + " " + rest


SURROUND = position("4/5 B", d1="K", b7="W", a7="k")
"""Red's king in the corner a7 with blue's wall on b7: a blue wall on a6 surrounds it."""
ATARI = position("4/2 R", a1="K", d3="w", c4="w", d4="W", e4="w", g7="k")
"""Blue's wall on d4 with one empty neighbour left, red to move."""

READ_JS = """() => {
  const q = s => document.querySelector(s);
  const attrs = el => Object.fromEntries([...el.attributes].map(a => [a.name, a.value]));
  const cells = {};
  for (const cell of document.querySelectorAll('#board [data-square]')) cells[cell.dataset.square] = attrs(cell);
  const items = [...document.querySelectorAll('[data-tray="turn"] .tray-item')].map(attrs);
  return {
    game: document.documentElement.dataset.game, lang: document.documentElement.lang, cells, items,
    animating: q('#board').hasAttribute('data-animating'), thinking: document.documentElement.hasAttribute('data-thinking'),
    counts: ['black', 'white'].map(c => q(`[data-score="${c}"]`).textContent),
    turn: q('#turn').dataset.turn, message: q('#message').textContent,
    result_shown: q('#result').checkVisibility(), winner: q('#result').dataset.winner,
    result_title: q('#result-title').textContent, reason: q('#result-reason').textContent,
    announcer: q('#announcer').textContent,
  };
}"""


page = h.module_page()


def read(page) -> dict:
    return page.evaluate(READ_JS)


def pieces_of(state: dict) -> dict[str, tuple[str, str]]:
    return {name: (a["data-disc"], a["data-kind"]) for name, a in state["cells"].items() if "data-disc" in a}


def engine_pieces(game: JankengoGame) -> dict[str, tuple[str, str]]:
    return {
        square_name(square): (a["data-disc"], a["data-kind"])
        for square, a in enumerate(JankengoDrawing.pieces(game.position))
        if a
    }


def wait_shows(page, game: JankengoGame, where: str = "") -> dict:
    """Poll the page until it is idle and shows ``game`` (pieces, turn, counts, the tray,
    the result); fail with the difference after TIMEOUT_S."""
    texts = strings.catalogue(read(page)["lang"], "jankengo")
    walls, steps, end, _ = JankengoDrawing.trays(texts, game)["turn"].items
    over = game.status is Status.OVER
    want = {
        "game": "jankengo",
        "pieces": engine_pieces(game),
        "turn": "none" if over else game.turn.value,
        "counts": [str(count) for count in game.counts],
        "tray": [walls.label, steps.attributes["data-left"], end.attributes["aria-disabled"]],
        "result_shown": over,
    }
    deadline = time.monotonic() + TIMEOUT_S
    while True:
        state = read(page)
        got = {
            "game": state["game"],
            "pieces": pieces_of(state),
            "turn": state["turn"],
            "counts": state["counts"],
            "tray": [state["items"][0].get("aria-label"), state["items"][1].get("data-left"), state["items"][2].get("aria-disabled")]
            if len(state["items"]) == 4 else None,
            "result_shown": state["result_shown"],
        }
        if got == want and not state["animating"] and not state["thinking"]:
            return state
        if time.monotonic() > deadline:
            raise AssertionError(f"{where}: the page does not show the engine's game\npage:   {got}\nengine: {want}")
        page.wait_for_timeout(50)  # polling a condition (the page answers asynchronously)


def load(page, text: str, where: str = "") -> JankengoGame:
    """Load the じゃんけんご game ``text`` (a game's text, as a link) and wait until it shows."""
    start, moves = record.parse_game(text, "jankengo")
    game = JankengoGame.from_record(moves, start=start)
    page.goto(page.url.split("#")[0] + "#" + record.format_link(start, moves))
    wait_shows(page, game, where or text)
    return game


def taps_for(game: JankengoGame, actions) -> list[str]:
    """The taps that play ``actions`` on the page: a piece (unless chosen), its target; the
    wall tray then a square; おわり (``E``, left out when the turn ends by itself)."""
    taps = []
    for action in actions:
        if game.position.is_game_over() or action == END and game.turn is not game.position.turn:
            break
        if isinstance(action, Step):
            if game.selected != action.source:
                taps.append(square_name(action.source))
                game = game.tap(action.source)
            taps.append(square_name(action.target))
            game = game.tap(action.target)
        elif isinstance(action, Wall):
            taps += ["W", square_name(action.square)]
            game = game.tap_part("turn", WALLS).tap(action.square)
        elif action == END:
            if game.actions[-1:] == (END,):  # it ended by itself
                continue
            taps.append("E")
            game = game.tap_part("turn", END_ITEM)
    return taps


def engine_tap(game: JankengoGame, tap: str) -> JankengoGame:
    if tap == "W":
        return game.tap_part("turn", WALLS)
    if tap == "E":
        return game.tap_part("turn", END_ITEM)
    return game.tap(parse_square(tap))


def tap_page(page, tap: str) -> None:
    if tap in ("W", "E"):  # (force: an aria-disabled item can be tapped, and says why it does nothing)
        page.click(f'[data-tray="turn"] [data-item="{"walls" if tap == "W" else "end"}"]', force=True)
    else:
        h.click_square(page, tap)
    h.wait_idle(page)


def play(page, game: JankengoGame, transcript: str) -> JankengoGame:
    """Play ``transcript`` from ``game`` by taps on the page, checking it at each turn's end."""
    for tap in taps_for(game, JankenGoPosition.parse_transcript(transcript)):
        before = game
        game = engine_tap(game, tap)
        tap_page(page, tap)
        if game.turn is not before.turn or game.status is Status.OVER:
            wait_shows(page, game, f"after {tap} in {game.transcript}")
    return game


def new_game(page, language: str = "ja") -> JankengoGame:
    """A new じゃんけんご game on screen, two players, no hints, in ``language``."""
    if page.get_attribute("html", "data-game") != "jankengo":
        page.click("#menu-open")
        page.click('.menu-games [data-game="jankengo"]')
        page.wait_for_selector('html[data-game="jankengo"]', state="attached")
    page.click(f'[data-language="{language}"]')
    page.select_option("#opponent", "two")
    h.wait_idle(page)
    page.click("#restart")
    wait_shows(page, JankengoGame.new(), "a new game")
    return JankengoGame.new()


# --------------------------------------------------------------------------- the board and a turn


def test_choosing_the_game_and_the_board(page):
    game = new_game(page)
    texts = strings.catalogue("ja", "jankengo")
    state = read(page)
    assert len(state["cells"]) == 49 and page.locator("#board > .row").count() == 7
    assert page.text_content(".game-name") == "じゃんけんご"
    box = {name: page.locator(f'[data-square="{name}"]').bounding_box() for name in ("a1", "g1", "a7")}
    assert box["a1"]["y"] > box["a7"]["y"] and box["a1"]["x"] < box["g1"]["x"], "blue's rank 1 at the bottom, a on the left"
    assert state["cells"]["d1"]["aria-label"] == "あおの キング d1" and state["cells"]["a7"]["aria-label"] == "あかの グー a7"
    shapes = page.eval_on_selector_all(
        '[data-square="b1"] .kinds use', "els => els.map(e => [e.getAttribute('class'), getComputedStyle(e).display])"
    )
    assert ["k-choki", "inline"] in shapes and all(d == "none" for c, d in shapes if c != "k-choki"), shapes
    shown = page.get_attribute('[data-item="walls"] .tray-text', "data-face")  # drawn from data-face by the styles
    assert state["items"][0]["aria-label"] == "かべ のこり 5" and shown == "かべ のこり 5"
    assert state["items"][1]["data-left"] == "3" and page.locator(".step-dot").count() == 3
    assert page.get_attribute('[data-item="end"] .tray-text', "data-face") == texts.END_TURN
    assert game.status is Status.PLAYING and page.log.errors() == [], page.log.summary()


def test_a_turn_by_taps_with_a_wall_and_the_end_by_itself(page):
    game = new_game(page)
    h.click_square(page, "d1")
    state = read(page)
    assert "data-selected" in state["cells"]["d1"] and state["cells"]["d2"].get("data-target") == "step"
    assert state["cells"]["d2"]["aria-label"] == "d2、すすめる"
    h.click_square(page, "d2")
    h.wait_idle(page)
    game = game.tap(3).tap(10)
    state = wait_shows(page, game, "one step")
    assert state["items"][1]["data-left"] == "2" and "data-selected" in state["cells"]["d2"]
    assert state["announcer"] == "あおの キングが d1から d2へ。 のこり 2ほ。"
    tap_page(page, "W")
    state = read(page)
    assert state["items"][0]["aria-pressed"] == "true" and state["cells"]["c4"].get("data-target") == "wall"
    tap_page(page, "W")  # let it go again
    assert read(page)["items"][0]["aria-pressed"] == "false"
    game = play(page, game, "Wc4 d2-d3 d3-d4")
    assert game.transcript == "d1-d2 Wc4 d2-d3 d3-d4 end" and game.turn.value == "white"
    state = wait_shows(page, game, "the turn ended by itself")
    assert state["cells"]["c4"]["data-kind"] == "wall" and state["items"][0]["aria-label"] == "かべ のこり 5"
    moves = page.eval_on_selector_all("#moves button[data-move]", "els => els.length")
    assert moves == 6, "the start and the five actions"


def test_refusals_say_why(page):
    texts = strings.catalogue("ja", "jankengo")
    game = load(page, f"jankengo:{TIE}")
    h.click_square(page, "c4")
    h.click_square(page, "c5")
    assert read(page)["message"] == texts.TIE == "あいこ なので すすめません"
    tap_page(page, "E")
    assert read(page)["message"] == texts.NOTHING_DONE
    ko = load(page, "jankengo:d1-d2 end a7-a6 a6-a7 end d2-d3 d3-d2")
    tap_page(page, "E")
    assert read(page)["message"] == texts.KO == "おなじ かたちに もどるので おわれません"
    wait_shows(page, ko, "nothing changed")
    stronger = load(page, "jankengo:a1-a2 a2-a3 a3-a4 end c7-c6 c6-c5 c5-b5 end")
    play(page, stronger, "a4-a5")
    h.click_square(page, "b5")
    assert read(page)["message"] == texts.STRONGER
    assert game.position.steps == 0


def test_undo_inside_a_turn_and_hints(page):
    game = new_game(page)
    game = play(page, game, "d1-d2 d2-d3")
    page.click("#undo")
    game = game.undo()
    assert game.transcript == "d1-d2"
    wait_shows(page, game, "まった takes back one step")
    page.click("#hint")
    state = read(page)
    assert {name for name, a in state["cells"].items() if a.get("data-hint") == "place"} == {
        square_name(s) for s in game._steps
    }
    page.click("#hint")
    danger = load(page, f"jankengo:{ATARI}")
    state = read(page)
    assert "data-atari" in state["cells"]["d4"], "the blue wall with one liberty left is marked for red"
    page.click("#hint")  # back to none
    assert danger.turn.value == "white"


# --------------------------------------------------------------------------- whole games to the result


@pytest.mark.parametrize("viewport", [(375, 667), (1280, 800)])
@pytest.mark.parametrize(
    "how, text, finish, title, reason",
    [
        ("try", "", TRY, "の かち!", "トライ"),  # (あお is the picture of the blue piece, named for screen readers)
        ("king-taken", "", KING_TAKEN, "の かち!", "キングを とった"),
        ("king-surrounded", SURROUND, "Wa6", "の かち!", "キングを とった"),
        ("200-turns", "GCPKPCG...................................gcpkpcg 5/5 B 0 - - 200 -", "d1-d2 end", "ひきわけ", "200ばんに なりました"),
    ],
)
def test_a_whole_game_by_taps_to_the_result(page, viewport, how, text, finish, title, reason):
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    try:
        game = load(page, f"jankengo:{text}", how) if text else new_game(page)
        game = play(page, game, finish)
        assert game.status is Status.OVER
        page.wait_for_selector("#result:not([hidden])", state="attached")
        state = wait_shows(page, game, how)
        assert state["result_title"] == title and state["reason"] == reason
        if title != "ひきわけ":
            assert state["winner"] == "black" and page.get_attribute("#result-title .piece", "aria-label") == "あお"
        screenshot(page, f"jankengo-{how}-{viewport[0]}x{viewport[1]}")
        page.click("#play-again")
        wait_shows(page, JankengoGame.new(), "play again")
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})
    assert page.log.errors() == [], page.log.summary()


def test_a_pass_at_a_loaded_start_and_an_animated_step(page):
    cornered = position("3/0 R", d1="K", a6="W", b7="W", a7="k")  # red can do nothing: it passes at once
    game = load(page, f"jankengo:{cornered}")
    assert game.transcript == "pass"
    loaded = {f"{notice} はパスしました" for notice in (strings.LOADED, strings.KEPT)}  # the notice, then the pass (#29 item 7)
    assert read(page)["message"] in loaded and page.get_attribute("#message .piece", "aria-label") == "あか"
    h.set_motion(page, reduced=False)
    try:
        h.click_square(page, "d1")
        h.click_square(page, "d2")
        started = read(page)  # the step slides in from d1, and the breathless king is taken
        assert started["animating"] and started["cells"]["d2"].get("data-from") == "down"
        h.wait_idle(page)
        assert "data-from" not in read(page)["cells"]["d2"]
    finally:
        h.set_motion(page, reduced=True)
    page.wait_for_selector("#result:not([hidden])", state="attached")
    assert read(page)["reason"] == "キングを とった"
    page.click("#play-again")


# --------------------------------------------------------------------------- the computer, keys, English, axe


def test_the_computer_plays_its_turn_one_action_at_a_time(page):
    game = new_game(page)
    page.select_option("#opponent", "computer")
    page.select_option("#side", "black")
    page.select_option("#level", "3")
    for tap in taps_for(game, JankenGoPosition.parse_transcript("d1-d2 end")):
        tap_page(page, tap)
    seen = set()
    deadline = time.monotonic() + 60
    while True:  # each of the computer's actions is drawn on its own: the move list grows one by one
        state = read(page)
        seen.add(page.locator("#moves button[data-move]").count())
        if state["turn"] == "black" and not state["thinking"] and not state["animating"]:
            break
        assert time.monotonic() < deadline, "the computer did not finish its turn"
        page.wait_for_timeout(50)
    saved = json.loads(page.evaluate(f"localStorage.getItem('{VARIANT.STORAGE_KEY}')"))
    game = JankengoGame.from_transcript(saved["moves"])  # (the move list speaks the page's language)
    actions = game.transcript.split()
    assert game.transcript.startswith("d1-d2 end ") and game.turn.value == "black", game.transcript
    computer = len(actions) - 2
    assert computer >= 2 and len(seen & set(range(4, 4 + computer))) >= 2, (seen, actions)
    wait_shows(page, game, "after the computer's turn")
    page.select_option("#opponent", "two")


def test_the_keyboard(page):
    new_game(page)
    page.focus('[data-square="d1"]')
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.dataset.square") == "d2"
    page.keyboard.press("Enter")
    h.wait_idle(page)
    page.keyboard.press("e")
    game = JankengoGame.from_transcript("d1-d2 end")
    wait_shows(page, game, "Enter, ArrowUp, Enter, E")
    page.keyboard.press("w")
    assert read(page)["items"][0]["aria-pressed"] == "true"


def test_the_rules_page(page):
    new_game(page)
    page.click("#menu-open")
    assert page.text_content("#rules-open") == "じゃんけんごの あそびかた"
    page.click("#rules-open")
    page.wait_for_selector("#rules-body svg[data-figure='ko']", state="attached")
    figures = page.eval_on_selector_all("#rules-body svg[role=img]", "els => els.map(e => e.dataset.figure)")
    assert figures == ["janken", "board", "step", "wall", "go", "king_wall", "try", "ko"]
    assert page.locator("#rules-body .rules-app").count() == 3
    shown = page.eval_on_selector_all(
        "#rules-body [data-figure='board'] .fig-piece", "els => els.filter(e => e.getBoundingClientRect().width > 5).length"
    )
    assert shown == 14
    h.axe_audit(page, "jankengo-rules")
    page.click("#rules-close")
    page.keyboard.press("Escape")


def test_english_and_the_axe_audit(page):
    new_game(page, "en")
    h.click_square(page, "b1")
    state = read(page)
    assert state["items"][0]["aria-label"] == "5 walls left" and state["cells"]["b1"]["aria-label"].startswith("b1, Blue's Scissors")
    h.axe_audit(page, "jankengo-chosen")
    screenshot(page, "jankengo-en-chosen")
    page.click('[data-language="ja"]')
    page.click("#hint")
    page.click("#hint")
    h.click_square(page, "c1")
    h.axe_audit(page, "jankengo-full-hints")
    page.click("#hint")
    game = load(page, f"jankengo:{TRY}")
    assert game.status is Status.OVER
    page.wait_for_selector("#result:not([hidden])", state="attached")
    h.axe_audit(page, "jankengo-result")
    page.click("#play-again")
    assert page.log.errors() == [], page.log.summary()


def test_a_long_game_by_link_lists_every_entry_its_last_marked(page):
    """A long record (hundreds of entries) is listed a part at a time as it loads; once
    shown, the list holds every entry once, in order, the last one marked current."""
    path = h.REPO_ROOT / "bench" / "jankengo_long_games.txt"
    line = next(line for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#"))
    new_game(page)
    game = load(page, line, "a long game by link")
    assert len(game.record) > 256  # (several parts)
    numbers = page.eval_on_selector_all("#moves button[data-move]", "els => els.map(e => +e.dataset.move)")
    assert numbers == list(range(len(game.record) + 1))
    current = page.eval_on_selector_all('#moves [aria-current="step"]', "els => els.map(e => +e.dataset.move)")
    assert current == [len(game.actions)]
    assert page.locator("#moves [data-ahead]").count() == 0
