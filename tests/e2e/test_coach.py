"""Looking back with a coach end to end (issue 22): a finished game is analysed in the
background with a progress line, its turning points are marked in the move list and
listed first (「ここが おしかった!」), a turning point shows the move played and a ghost of
the better one with its sentence (said to screen readers too), ここからうつ there lets the
player try the better move, the evaluation graph, the analysis kept across a reload and
in the past games (never made twice), leaving in the middle of it (undo, redo, a new game,
another game, the past games), English, YWF, and axe.

Expected values come from the engine (``reversi.play.analysis`` in CPython; the values do
not depend on the machine) and the texts from the catalogue. One page (reduced motion) is
shared by the module; each test starts from empty storage and a reload. Games are loaded
by link: endgames from a board position, so that each analysis takes seconds.
"""

from __future__ import annotations

import json
import random
import re
from functools import lru_cache

import pytest

from reversi import registry, strings
from reversi.base.sides import Color, parse_square, square_name
from reversi.base.variant import can_analyse, turn_ends
from reversi.games.reversi.game import Game
from reversi.play import coach, record
from reversi.play.analysis import Analysis, Analysing

from conftest import reload_ready  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h
from .test_access import contrast, over
from .test_layout import PASS_GAME, PASS_GAME_END

EXACT = "XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXXX:h4g1h1a2h7b8c8e8"
"""8 moves from 8 empty squares, solved exactly: moves 1-4 are turning points (h4, g1, h1, a2)."""
TAIL = "--XXXX----XXXX--OOOXOXOO--OXXOO---OOOOO---OOOOO---OOOO----OOOOO-X:h5h4h2g2h6b1a1g1h7g7h1b2a2a4b6b4a5b5a6a7h8b7b8a8"
"""The last 24 moves of game 9 of tests/unit/games/reversi/games.txt: the first 10 positions
estimated (a turning point at move 2), the last 14 solved; some seconds of analysis."""
YWF = ("ywf:XOO-X----NOOONOO-XNONNONOXXNONNXONXXNNONXNOXXXXXNXXOXXNXONONXNXXXXONNXXNXXXNXXNXXXO-"
       ":h1+c3h2+f5g1f1+e5d1+b5i1")
"""The last 10 actions of a random YWF game: turning points 4 (white's +f5, +i8 better) and 9."""
JA, EN = strings.catalogue("ja", registry.DEFAULT), strings.catalogue("en", registry.DEFAULT)  # (its texts: discs)
DRAWING = registry.variant(registry.DEFAULT).DRAWING
ANALYSED = "() => { const c = document.getElementById('coach'); return !!c.dataset.total && c.dataset.analysed === c.dataset.total; }"
WATCH_JS = """() => {
  window.__analysed = [];
  const watch = () => new MutationObserver(() => {
    const coach = document.getElementById('coach');
    const value = coach.getAttribute('data-analysed');
    if (value !== null && window.__analysed.at(-1) !== value) window.__analysed.push(value);
  }).observe(document.getElementById('coach'), {attributes: true, attributeFilter: ['data-analysed']});
  if (document.getElementById('coach')) watch(); else addEventListener('DOMContentLoaded', watch);
}"""
"""Records every value ``#coach[data-analysed]`` takes (after a reload too: as an init script)."""


@lru_cache(maxsize=None)
def engine(link: str) -> Analysis:
    """The engine's analysis of the game of ``link``."""
    start, moves = record.parse_game("#" + link)
    return Analysing(Analysis.of(start, moves)).run()


def turning(link: str) -> list[int]:
    """The numbers of the moves that the engine's analysis of ``link`` marks as turning points."""
    return [point.number for point in engine(link).turning_points()]


@pytest.fixture(scope="module")
def page(browser, browser_context_args):
    page = h.open_page(browser, browser_context_args, reduced_motion=True, init_scripts=[f"({WATCH_JS})()"])
    yield page
    h.close_page(page)


@pytest.fixture
def fresh(page):
    """The shared page, reloaded with nothing stored."""
    page.evaluate("localStorage.clear()")
    reload_ready(page)
    yield page
    assert page.log.errors() == [], page.log.summary()


def load(page, link: str) -> None:
    """Open the game of ``link``, a finished one: its result shows."""
    page.evaluate("text => { location.hash = text; }", link)
    page.wait_for_selector("#result:not([hidden])", state="attached")


def open_review(page) -> None:
    """Look back from the result: the coach shows, and the page behind the result, inert
    while it showed, is released (in the frame after it closed: ``reversi/web/dialog.py``)."""
    page.click("#result-review")
    page.wait_for_selector("html[data-reviewing][data-coach] #coach:not([hidden])", state="attached")
    page.wait_for_selector("main > [inert]", state="detached")


def wait_analysed(page, timeout_ms: int = 120_000) -> None:
    page.wait_for_function(ANALYSED, timeout=timeout_ms)


def analysed_values(page) -> list[int]:
    return [int(value) for value in page.evaluate("window.__analysed")]


def coach_state(page) -> dict:
    return page.evaluate("""() => ({
        analysed: Number(document.getElementById('coach').dataset.analysed),
        total: Number(document.getElementById('coach').dataset.total),
        progress: document.getElementById('coach-progress').textContent,
        picks: [...document.querySelectorAll('#coach-picks button')].map(b => Number(b.dataset.jump)),
        marked: [...document.querySelectorAll('#moves [data-turning]')].map(b => Number(b.dataset.move)),
        marks: [...document.querySelectorAll('#moves [data-turning] .coach-mark')].map(m => m.textContent),
        message: document.getElementById('message').textContent,
        said: document.getElementById('announcer').textContent,
        played: [...document.querySelectorAll('#board [data-coach="played"]')].map(s => s.dataset.square),
        better: [...document.querySelectorAll('#board [data-coach="better"]')].map(s => [s.dataset.square,
                  s.dataset.coachPiece, s.getAttribute('aria-label')]),
    })""")


def review_to(page, at: int) -> None:
    """Jump to the position after ``at`` moves by the move list."""
    page.click(f'#moves button[data-move="{at}"]')
    page.wait_for_selector(f'#moves button[data-move="{at}"][aria-current="step"]', state="attached")
    h.wait_idle(page)


def wait_said(page, text: str) -> None:
    """Wait until the live region says ``text`` (or ends with it, after a move)."""
    page.wait_for_function("text => document.getElementById('announcer').textContent.endsWith(text)", arg=text)


def stored(page, key: str):
    text = page.evaluate("key => localStorage.getItem(key)", key)
    return None if text is None else json.loads(text)


def test_a_finished_game_is_analysed_in_the_background_with_a_progress_line_and_marks(fresh):
    page = fresh
    expected, marked = engine(TAIL), turning(TAIL)
    assert marked and marked[0] == 2  # (the test's premise: move 2 is clearly worse than the best)
    total = len(expected.points)  # the moves and the passes they force
    load(page, TAIL)
    open_review(page)
    page.wait_for_function("""total => { const m = /^しらべちゅう (\\d+)\\/(\\d+)$/.exec(document.getElementById('coach-progress').textContent);
                                      return m && Number(m[2]) === total && 0 < Number(m[1]) && Number(m[1]) < total; }""",
                           arg=total, timeout=60_000)
    # the page answers meanwhile: the review steps on
    page.click("#review-last")
    page.wait_for_function("text => document.getElementById('review-status').textContent === text",
                           arg=JA.REVIEW_STATUS.format(at=total, total=total), timeout=10_000)
    wait_analysed(page)
    state = coach_state(page)
    assert state["progress"] == "" and state["total"] == total
    assert state["marked"] == marked and state["picks"] == marked
    assert state["marks"] == ["?" + JA.COACH_MARK] * len(marked)
    values = analysed_values(page)
    assert values == sorted(values) and values[-1] == total, values  # one move after another, never again
    # the evaluation graph, instead of the disc counts
    page.click("#graph-values")
    page.wait_for_selector('#graph svg polyline.value', state="attached")
    assert page.get_attribute("#graph-values", "aria-pressed") == "true"
    label = page.get_attribute("#graph svg", "aria-label")
    assert label == coach.value_label(JA, expected, total)
    assert page.locator("#graph svg polyline.value.exact").count() == 1
    page.click("#graph-values")
    page.wait_for_selector("#graph svg polyline.black", state="attached")
    assert page.get_attribute("#graph-values", "aria-pressed") == "false"


def test_a_mark_in_the_last_row_keeps_the_current_move_whole(fresh):
    """A mark makes its row of the desktop move list taller: every cell of the row fills
    it and the list scrolls again, so the current move's row stays whole inside the list
    (the marked cell beside the last move was cut by the mark's height)."""
    page = fresh
    load(page, PASS_GAME + PASS_GAME_END)  # 60 moves: the list scrolls at 1280 x 800
    page.wait_for_function("""() => [...document.querySelectorAll('#moves [data-turning]')]
                                    .some(b => Number(b.dataset.move) > 56)""", timeout=60_000)
    h.next_frames(page)
    boxes = page.evaluate("""() => {
        const box = el => { const r = el.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; };
        const list = document.getElementById('moves');
        const current = box(list.querySelector('[aria-current="step"]'));
        return {list: box(list), current, scrolls: list.scrollHeight > list.clientHeight,
                row: [...list.querySelectorAll('[data-move]')].map(box).filter(b => Math.abs(b.top - current.top) < 8)};
    }""")
    assert boxes["scrolls"] and len(boxes["row"]) >= 2, boxes  # (the test's premise: the list scrolls, a cell beside the last)
    for cell in boxes["row"]:
        assert boxes["list"]["top"] - 0.5 <= cell["top"] and cell["bottom"] <= boxes["list"]["bottom"] + 0.5, boxes
        assert cell == boxes["current"], f"the cells of a row differ in height: {boxes}"


def test_a_turning_point_shows_the_better_move_and_says_it(fresh):
    page = fresh
    expected = engine(EXACT)
    assert [point.number for point in expected.turning_points()] == [1, 2, 3, 4]
    load(page, EXACT)
    open_review(page)
    wait_analysed(page)
    assert coach_state(page)["picks"] == [1, 2, 3, 4]
    page.click('#coach-picks button[data-jump="2"]')
    page.wait_for_selector('#moves button[data-move="2"][aria-current="step"]', state="attached")
    h.wait_idle(page)
    point = expected.points[1]
    sentence = coach.sentence(JA, DRAWING, point)
    assert sentence == "g1 だと 30まい さで まけ、h1 なら 4まい さの まけで すみました"
    wait_said(page, sentence)
    state = coach_state(page)
    assert state["message"] == sentence == state["said"]
    assert state["played"] == ["g1"]
    label = page.get_attribute('#board [data-square="h1"]', "aria-label")
    assert state["better"] == [["h1", "white", label]] and label == JA.COACH_BEST.format(label="h1")
    # a move that is no turning point: no marks, nothing said
    review_to(page, 6)
    state = coach_state(page)
    assert state["played"] == state["better"] == [] and state["message"] == ""
    # the keyboard: the move list's arrow keys reach the marks
    page.focus('#moves button[data-move="6"]')
    for _ in range(2):
        page.keyboard.press("ArrowLeft")
    page.wait_for_selector('#moves button[data-move="4"][aria-current="step"]:focus', state="attached")
    h.wait_idle(page)
    four = coach.sentence(JA, DRAWING, expected.points[3])
    wait_said(page, four)
    assert coach_state(page)["message"] == four == coach_state(page)["said"]
    # a step forward onto a turning point: the move is said, then the sentence
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector('#moves button[data-move="3"][aria-current="step"]', state="attached")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('#moves button[data-move="4"][aria-current="step"]', state="attached")
    h.wait_idle(page)
    wait_said(page, four)
    said = coach_state(page)["said"]
    assert "a2" in said.removesuffix(four) and said.endswith(" " + four)  # (move 4: white's a2)
    # English
    page.click('[data-language="en"]')
    page.wait_for_function("text => document.getElementById('message').textContent === text",
                           arg=coach.sentence(EN, DRAWING, expected.points[3]))
    assert page.text_content("#coach-title") == EN.COACH_TITLE
    assert coach_state(page)["marks"] == ["?" + EN.COACH_MARK] * 4
    h.axe_audit(page, "coach-en")
    page.click('[data-language="ja"]')
    page.wait_for_function("text => document.getElementById('message').textContent === text", arg=four)
    h.axe_audit(page, "coach")


def test_the_coach_colours_contrast(fresh):
    """Text 4.5:1, marks 3:1 against what is next to them (WCAG AA), from the page's styles."""
    page = fresh
    load(page, EXACT)
    open_review(page)
    wait_analysed(page)
    review_to(page, 2)
    rgb = lambda selector, prop, pseudo=None: h.parse_rgb(h.computed(page, selector, prop, pseudo))  # noqa: E731
    white = rgb(".coach-strip", "background-color")
    green = rgb('#board [data-square="a2"]', "background-color")
    assert contrast(rgb("#coach-title", "color"), white) >= 4.5
    badge = "#moves [data-turning] .coach-mark > [aria-hidden]"
    assert contrast(rgb(badge, "color"), rgb(badge, "background-color")) >= 4.5
    edge = rgb('#moves [data-move="1"]', "border-top-color")
    assert h.computed(page, '#moves [data-move="1"]', "border-top-style") == "double"
    assert contrast(edge, rgb('#moves [data-move="1"]', "background-color")) >= 3
    ghost = '#board [data-coach="better"]'
    assert h.computed(page, ghost, "border-top-style", "::after") == "dashed"
    assert contrast(over(rgb(ghost, "border-top-color", "::after"), green), green) >= 3
    ring = h.parse_rgb(re.findall(r"rgba?\([^)]*\)", h.computed(page, '#board [data-coach="played"]', "box-shadow"))[0])
    assert contrast(ring, green) >= 3


def test_play_on_from_a_turning_point_to_try_the_better_move(fresh):
    page = fresh
    load(page, EXACT)
    open_review(page)
    wait_analysed(page)
    review_to(page, 3)  # black's h1: h7 was 18 better
    point = engine(EXACT).points[2]
    assert (point.played_name, point.best_name) == ("h1", "h7")
    h.leave_review(page, "#review-play")
    assert page.text_content("#message") == JA.COACH_TRY.format(best="h7")
    start, moves = record.parse_game("#" + EXACT)
    before = Game.from_record(list(moves[:2]), start=start)
    state = h.read(page)
    assert state["board_string"] == before.position.board_string() and state["turn"] == "black"
    assert page.locator("#moves [data-ahead]").count() == len(moves) - 2  # the game's moves stay ahead
    h.click_square(page, "h7")
    h.wait_idle(page)
    after = before.tap(parse_square("h7"))
    assert h.read(page)["board_string"] == after.position.board_string()


def test_the_analysis_is_kept_across_a_reload_and_in_the_past_games(fresh):
    page = fresh
    load(page, EXACT)
    open_review(page)
    wait_analysed(page)
    expected = engine(EXACT).to_data()
    review_to(page, 3)
    saved_game = stored(page, "reversi.game")
    assert {key: saved_game["analysis"][key] for key in ("version", "points")} == expected
    games = stored(page, "reversi.games")["games"]
    assert games[0]["analysis"] == expected
    reload_ready(page)
    page.wait_for_selector("html[data-reviewing][data-coach]", state="attached")
    wait_analysed(page)
    assert set(analysed_values(page)) <= {0, len(expected["points"])}, analysed_values(page)  # known at once: nothing analysed again
    state = coach_state(page)
    assert state["message"] == coach.sentence(JA, DRAWING, engine(EXACT).points[2]) and state["played"] == ["h1"]
    assert state["marked"] == [1, 2, 3, 4]


def test_leaving_in_the_middle_of_the_analysis_loses_nothing(fresh):
    page = fresh
    load(page, TAIL)
    open_review(page)
    page.wait_for_function("() => Number(document.getElementById('coach').dataset.analysed) >= 2", timeout=60_000)
    h.leave_review(page)
    # undo reopens the game: the analysis stops; redo finishes it again: it goes on from where it was
    page.click("#result-undo")
    page.wait_for_selector("#result[hidden]", state="attached")
    h.wait_idle(page)
    assert page.locator("html[data-coach]").count() == 0
    left = coach_state(page)["analysed"]
    assert left >= 2
    page.evaluate("window.__analysed = []")
    page.click("#redo")
    page.wait_for_selector("#result:not([hidden])", state="attached")
    page.click("#result-review")
    # (on from where it was; or, on a machine fast enough to finish before the undo, done)
    page.wait_for_function(f"() => {{ const coach = document.getElementById('coach').dataset; "
                           f"return Number(coach.analysed) > {left} || coach.analysed === coach.total; }}", timeout=60_000)
    assert min((value for value in analysed_values(page) if value), default=left) >= left, analysed_values(page)
    # a new game in the middle of it: its analysis so far goes with the game into the past games
    h.leave_review(page)
    page.click("#play-again")
    h.wait_idle(page)
    kept = stored(page, "reversi.games")["games"][0]
    assert kept["moves"] == TAIL.split(":")[1]
    known = sum(point is not None for point in kept["analysis"]["points"])
    assert known >= left
    h.click_square(page, "f5")  # the new game is played as ever
    h.wait_idle(page)
    assert h.read(page)["counts"] == ["4", "1"]
    # the past game again: on from what was known
    page.evaluate("window.__analysed = []")
    page.click("#menu-open")
    page.wait_for_selector("#menu[open]", state="attached")
    page.click('#games button[data-game="0"]')
    page.wait_for_selector("html[data-reviewing][data-coach]", state="attached")
    wait_analysed(page)
    assert min(value for value in analysed_values(page) if value) >= known
    assert coach_state(page)["marked"] == turning(TAIL)


def test_switching_game_during_the_analysis(fresh):
    page = fresh
    load(page, TAIL)
    open_review(page)
    page.wait_for_function("() => Number(document.getElementById('coach').dataset.analysed) >= 1", timeout=60_000)
    page.click("#review-menu")
    page.wait_for_selector("#menu[open]", state="attached")
    page.click('.menu-games [data-game="ywf"]')
    page.wait_for_selector('html[data-game="ywf"]:not([data-coach])', state="attached")
    h.wait_idle(page)
    page.click("#menu-open")
    page.wait_for_selector("#menu[open]", state="attached")
    page.click('.menu-games [data-game="reversi"]')
    page.wait_for_selector('html[data-game="reversi"][data-reviewing][data-coach]', state="attached")
    wait_analysed(page)
    assert coach_state(page)["marked"] == turning(TAIL)


def test_ywf_has_its_coach_in_its_own_words(fresh):
    page = fresh
    expected = engine(YWF)
    assert [point.number for point in expected.turning_points()] == [4, 9]
    load(page, YWF)
    page.wait_for_selector('html[data-game="ywf"]', state="attached")
    open_review(page)
    wait_analysed(page)
    assert coach_state(page)["marked"] == [4, 9] and coach_state(page)["picks"] == [4, 9]
    page.click('#coach-picks button[data-jump="4"]')
    page.wait_for_selector('#moves button[data-move="4"][aria-current="step"]', state="attached")
    h.wait_idle(page)
    point = expected.points[3]
    sentence = coach.sentence(strings.catalogue("ja", "ywf"), registry.variant("ywf").DRAWING, point)
    assert re.fullmatch(r"\+f5 だと \d+こ さで まけ、\+i8 なら \d+こ さの まけで すみました", sentence)
    wait_said(page, sentence)
    state = coach_state(page)
    assert state["message"] == sentence == state["said"]
    assert [square for square, *_ in state["better"]] == ["i8"] and state["played"] == ["f5"]
    assert page.get_attribute('#board [data-square="i8"]', "data-disc") == "neutral"  # a Change: the ring on the piece
    page.click('[data-language="en"]')
    english = coach.sentence(strings.catalogue("en", "ywf"), registry.variant("ywf").DRAWING, point)
    assert re.fullmatch(r"\+i8 instead of \+f5 would have lost by only \d+ pieces instead of losing by \d+ pieces", english)
    page.wait_for_function("text => document.getElementById('message').textContent === text", arg=english)
    h.axe_audit(page, "coach-ywf-en")
    page.click('[data-language="ja"]')


# --------------------------------------------------------------------------- every game with a coach


@lru_cache(maxsize=None)
def _finished_tail(name: str, turns: int = 8) -> str:
    """The link of the end of a finished game of ``name``, played by the engine (the top
    level against the weakest, then two weak ones): its last whole turns, at most
    ``turns``, from the position before them, where they hold a turning point. (Kept: the
    engine's whole game takes seconds, and test_equals opens it at each size.)"""
    variant = registry.variant(name)
    game_class, rng = variant.GAME, random.Random(f"coach-{name}")
    for levels in ((4, 1), (1, 4), (3, 2), (2, 3)):  # (black's, white's): levels that play the same under a seed
        game = game_class.new()
        while not game.position.is_game_over():  # (the screen makes the passes a record leaves implicit)
            move = variant.best(game.position, levels[game.position.turn is Color.WHITE], rng)
            game = game_class.from_record(game.actions + tuple(game_class.parse_entries(move)), start=game.start)
        start, entries = game.start, game.actions
        ends = (0, *turn_ends(variant, start, entries))
        cut = ends[-1 - min(turns, len(ends) - 1)]
        link = record.format_link(game_class.RULES.replay(list(entries[:cut]), start), entries[cut:])
        if engine(link).turning_points():
            return link
    raise AssertionError(f"no turning point near the end of {name}'s games")


def review_finished(page, name: str) -> Analysis:
    """Open the end of a finished game of ``name`` (``_finished_tail``) by link and look
    back on it until analysed: its turning points are the engine's, marked. The engine's
    analysis."""
    link = _finished_tail(name)
    expected = engine(link)
    load(page, link)
    page.wait_for_selector(f'html[data-game="{name}"]', state="attached")
    open_review(page)
    wait_analysed(page)
    numbers = [point.number for point in expected.turning_points()]
    state = coach_state(page)
    assert state["total"] == len(expected.points) and state["marked"] == numbers, (name, page.viewport_size, state)
    return expected


@pytest.mark.parametrize("name", [name for name in registry.NAMES if can_analyse(registry.variant(name))])
def test_every_game_with_an_analyser_has_its_coach_in_its_review(fresh, name):
    """A finished game of each game of the registry that has an analyser: analysed by
    turns (one a turn where a turn is several entries), its turning points marked and
    listed, the first shown with the played and the better key entry on the board and its
    sentence in both languages, then ここからうつ from the start of that turn."""
    page = fresh
    expected = review_finished(page, name)
    point = coach.picks(expected)[0]
    page.click(f'#coach-picks button[data-jump="{point.number}"]')
    page.wait_for_selector(f'#moves button[data-move="{point.number}"][aria-current="step"]', state="attached")
    h.wait_idle(page)
    texts = {language: strings.catalogue(language, name) for language in ("ja", "en")}
    drawing = registry.variant(name).DRAWING
    sentence = coach.sentence(texts["ja"], drawing, point)
    wait_said(page, sentence)
    state = coach_state(page)
    squares = coach.squares(expected, point.number)
    name_of = lambda square: square_name(square, registry.variant(name).GAME.RULES.SIZE)  # noqa: E731
    played, best = coach.names(texts["ja"], drawing, point)
    assert state["message"] == sentence and best in sentence and played in sentence
    listed = [page.text_content(f'#moves button[data-move="{number}"] > span:not(.number, .piece, .coach-mark)')
              for number in range(point.before + 1, point.number + 1)]  # the turn's (its key entry among them)
    assert page.text_content(f'#coach-picks button[data-jump="{point.number}"] > span:last-child') == played
    assert played in listed, (played, listed)
    assert sorted(state["played"] + [square for square, *_ in state["better"]]) == sorted(
        name_of(square) for square in squares)
    page.click('[data-language="en"]')
    page.wait_for_function("text => document.getElementById('message').textContent === text",
                           arg=coach.sentence(texts["en"], drawing, point))
    h.axe_audit(page, f"coach-{name}-en")
    page.click('[data-language="ja"]')
    page.wait_for_function("text => document.getElementById('message').textContent === text", arg=sentence)
    h.axe_audit(page, f"coach-{name}")
    h.leave_review(page, "#review-play")
    assert page.text_content("#message") == texts["ja"].COACH_TRY.format(best=best)
    page.wait_for_selector(f'#moves button[data-move="{point.before}"][aria-current="step"]', state="attached")
    assert page.locator("#moves [data-ahead]").count() == len(expected.entries) - point.before
