"""The practice screen (``reversi.web.practice``) of every game of ``registry.NAMES``, on
one page: the first lesson refused on a wrong tap with the rule's words and passed by its
move, in Japanese and English on a phone (375x667) and on a wide screen (1280x800), the
screen fitting with no scrolling; the first puzzle of each grade solved by taps and one
answered wrongly (its refutation on the board, then the position back); the stars counted,
on the first screen's game buttons too, and kept across a reload; axe clean.
"""

from __future__ import annotations

import importlib.util

import pytest

from reversi import registry, strings
from reversi.play import lessons, puzzles
from reversi.play.progress import KEY, Progress

from conftest import reload_ready  # noqa: E402  (tests/ is on sys.path)

from . import helpers as h
from .test_conformance import assert_board_is, set_language

page = h.module_page()

SIZES = {"ja": {"width": 375, "height": 667}, "en": {"width": 1280, "height": 800}}
"""A phone and a wide screen; where a test takes one size, Japanese on the phone, English wide."""
IDLE = "html[data-practice]:not([data-practice-busy]) #board:not([data-animating])"


def has_puzzles(name: str) -> bool:
    return importlib.util.find_spec(f"{registry.variant(name).__module__}.puzzles") is not None


def show_game(page, name: str) -> None:
    """The game ``name`` on screen, out of practice (a test that failed may have left it there)."""
    if page.get_attribute("html", "data-practice") is not None:
        page.click("#practice-exit")
    if page.get_attribute("html", "data-game") != name:
        page.click("#menu-open")
        page.click(f'.menu-games [data-game="{name}"]')
        page.wait_for_selector(f'html[data-game="{name}"]:not(:has(#menu[open]))', state="attached")


def open_menu(page) -> None:
    page.click("#menu-open")
    page.wait_for_selector("#menu[open]", state="attached")


def tap_all(page, taps) -> None:
    for tap in taps:
        h.tap(page, tap)


def fits(page) -> None:
    size = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight, innerWidth, innerHeight]")
    assert size[0] <= size[2] and size[1] <= size[3], f"the practice screen scrolls: {size}"


def wrong_taps(name: str, game, exercise) -> list[str]:
    """Taps that make an entry the lesson does not accept, else a tap on a square that does nothing."""
    for entry in game.position.legal_actions():
        if entry not in exercise.accepted:
            try:
                return h.taps_for(name, game, entry)[0]
            except AssertionError:
                continue
    size = game.position.SIZE
    square = next(square for square in range(size * size) if square not in game.options)
    return [f"sq:{h.square_name(square, size)}"]


@pytest.mark.parametrize("size", SIZES.values(), ids=lambda size: f"{size['width']}x{size['height']}")
@pytest.mark.parametrize("language", SIZES)
@pytest.mark.parametrize("name", registry.NAMES)
def test_the_first_lesson_refuses_a_wrong_tap_with_the_rule_and_passes_by_its_move(page, name, language, size):
    page.log.clear()
    page.set_viewport_size(size)
    set_language(page, language)
    show_game(page, name)
    exercise = lessons.lessons(name)[0]
    game = registry.variant(name).GAME.from_record((), start=exercise.position)
    open_menu(page)
    if page.is_visible("#practice-start-over"):  # (the other language's run passed it)
        page.click("#practice-start-over")
    assert page.text_content("#lessons-open") == strings.catalogue(language).LESSONS_PASSED.format(
        passed=0, total=len(lessons.lessons(name)))
    page.click("#lessons-open")
    page.wait_for_selector(IDLE, state="attached")
    assert page.text_content("#practice-goal") == exercise.goal_text(language)
    assert exercise.goal_text(language) in page.text_content("#announcer")  # said to a screen reader
    page.wait_for_selector("#board [data-square]:focus", state="attached")  # the keyboard on the board, as in a game
    assert_board_is(page, name, game, language, "lesson 1")
    fits(page)
    page.click("#practice-hint")
    looked = page.eval_on_selector_all("#board [data-look]", "cells => cells.map(cell => cell.dataset.square)")
    assert sorted(looked) == sorted(h.square_name(square, game.position.SIZE) for square in exercise.hint()) and looked
    page.click("#practice-again")
    page.wait_for_selector("#board:not(:has([data-look]))", state="attached")

    tap_all(page, wrong_taps(name, game, exercise))
    said = page.text_content("#message")
    assert exercise.why_text(language) in said and said.startswith(strings.catalogue(language).PRACTICE_WRONG), said
    assert_board_is(page, name, game, language, "lesson 1 after a wrong tap")
    fits(page)

    taps, after = h.taps_for(name, game, exercise.accepted[0])
    tap_all(page, taps)
    page.wait_for_selector(f"#message:text-matches('^{strings.catalogue(language).PRACTICE_RIGHT}')", state="attached")
    assert_board_is(page, name, after, language, "lesson 1 passed")
    assert strings.catalogue(language).PRACTICE_RIGHT in page.text_content("#announcer")
    assert page.get_attribute("#practice", "data-passed") == "true"
    assert Progress.load(page.evaluate("key => localStorage.getItem(key)", KEY)).done("lessons", name, 1)
    if size == SIZES[language]:
        h.axe_audit(page, f"practice: {name} lesson 1 passed ({language})")
    page.click("#practice-exit")
    page.wait_for_selector("html:not([data-practice])", state="attached")
    assert page.log.errors() == [], page.log.summary()


def solve_by_taps(page, name: str, puzzle, language: str) -> None:
    """Play the puzzle's first line: the child's entries by taps from the screen's state as
    the page has it (a game of turns keeps the piece picked after a step), the replies (and
    the entries the game makes by itself) by the page."""
    line = puzzle.lines[0]
    game = registry.variant(name).GAME.from_record((), start=puzzle.position)
    while len(game.actions) < len(line):
        played = game.actions
        taps, game = h.taps_for(name, game, line[len(played)])
        tap_all(page, taps)
        for reply in puzzle.judge(played, line[len(played)]).reply or ():
            game = game._act(reply)
        page.wait_for_selector(IDLE, state="attached")
    right = strings.catalogue(language).PRACTICE_RIGHT
    assert page.text_content("#message").startswith(right), (puzzle.number, page.text_content("#message"))
    assert_board_is(page, name, game, language, f"puzzle {puzzle.number} solved")


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_first_puzzle_of_each_grade_by_taps_a_wrong_answer_refuted_and_the_stars_kept(page, name):
    if not has_puzzles(name):
        pytest.skip(f"{name} has no puzzles yet")
    page.log.clear()
    language = "ja" if registry.NAMES.index(name) % 2 == 0 else "en"
    page.set_viewport_size(SIZES[language])
    found = puzzles.puzzles(name)
    grades = sorted({puzzle.grade for puzzle in found})
    # Every grade open: half of each grade solved before (the last ones; the first of each is left).
    progress = Progress.load(page.evaluate("key => localStorage.getItem(key)", KEY))
    for grade in grades:
        numbers = [puzzle.number for puzzle in found if puzzle.grade == grade]
        for number in numbers[len(numbers) // 2:]:
            progress = progress.with_done("solved", name, number)
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [KEY, progress.dump()])
    reload_ready(page)
    set_language(page, language)
    show_game(page, name)
    Game = registry.variant(name).GAME
    firsts = [next(puzzle for puzzle in found if puzzle.grade == grade) for grade in grades]
    # A wrong answer with a refutation to play out, where a first puzzle has one; else a plain wrong one.
    answered_wrongly = not any(len(wrong) == 1 for puzzle in firsts for wrong, _ in puzzle.proof.refutations)

    for grade in grades:
        first = next(puzzle for puzzle in found if puzzle.grade == grade)
        open_menu(page)
        page.click(f'#puzzle-grades button[data-grade="{grade}"]:not([disabled])')
        page.wait_for_selector(IDLE, state="attached")
        assert page.text_content("#practice-goal") == first.goal_text(language)
        fits(page)
        refuted = [(wrong, why) for wrong, why in first.proof.refutations if len(wrong) == 1]
        if grade == grades[0] and answered_wrongly:  # no refutation to show: refused, the position stays
            start = Game.from_record((), start=first.position)
            wrong = next(entry for entry in first.position.legal_actions() if entry not in first.firsts)
            tap_all(page, h.taps_for(name, start, wrong)[0])
            page.wait_for_selector(IDLE, state="attached")
            assert page.text_content("#message").startswith(strings.catalogue(language).PRACTICE_WRONG)
            assert_board_is(page, name, start, language, "a wrong answer refused")
        if refuted and not answered_wrongly:  # once, on the first grade whose first puzzle has a refutation
            (wrong, refutation), answered_wrongly = refuted[0], True
            start = Game.from_record((), start=first.position)
            tap_all(page, h.taps_for(name, start, wrong[0])[0])
            page.wait_for_selector('html[data-practice-busy="refuted"] #board:not([data-animating])', state="attached")
            assert_board_is(page, name, Game.from_record(wrong + refutation, start=first.position), language, "refuted")
            page.wait_for_selector(IDLE, state="attached")
            assert_board_is(page, name, start, language, "the position back after the refutation")
            assert page.text_content("#message").startswith(strings.catalogue(language).PRACTICE_WRONG)
        solve_by_taps(page, name, first, language)
        page.click("#practice-exit")
        page.wait_for_selector("html:not([data-practice])", state="attached")

    stars = f"★ {len(grades)}/{len(found)}"
    reload_ready(page)
    assert page.text_content(f'.switch[data-game="{name}"] .switch-stars') == stars
    open_menu(page)
    page.wait_for_selector(f'#puzzle-grades button[data-grade="{grades[0]}"]', state="attached")
    shown = [page.text_content(f'#puzzle-grades button[data-grade="{grade}"] .grade-stars') for grade in grades]
    assert all(text.startswith("★ 1/") for text in shown), shown
    h.axe_audit(page, f"practice: {name} menu with its puzzles' grades")
    page.keyboard.press("Escape")
    page.wait_for_selector("#menu:not([open])", state="attached")
    assert page.log.errors() == [], page.log.summary()


def test_a_failed_save_does_not_stop_a_lesson(page):
    """Storage full or disabled: the lesson is passed all the same, remembered for the visit."""
    page.log.clear()
    page.set_viewport_size(SIZES["ja"])
    set_language(page, "ja")
    name = registry.DEFAULT
    show_game(page, name)
    exercise = lessons.lessons(name)[0]
    game = registry.variant(name).GAME.from_record((), start=exercise.position)
    page.evaluate("""() => { window.keptSetItem = Storage.prototype.setItem;
        Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }; }""")
    open_menu(page)
    if page.is_visible("#practice-start-over"):
        page.click("#practice-start-over")
    page.click("#lessons-open")
    page.wait_for_selector(IDLE, state="attached")
    tap_all(page, h.taps_for(name, game, exercise.accepted[0])[0])
    page.wait_for_selector(f"#message:text-matches('^{strings.catalogue('ja').PRACTICE_RIGHT}')", state="attached")
    page.click("#practice-exit")
    open_menu(page)
    assert page.text_content("#lessons-open") == strings.catalogue("ja").LESSONS_PASSED.format(
        passed=1, total=len(lessons.lessons(name)))
    page.keyboard.press("Escape")
    page.evaluate("() => { Storage.prototype.setItem = window.keptSetItem; }")
    assert page.log.errors() == [], page.log.summary()


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_lesson_is_played_by_the_screens_taps(name):
    """Beyond the first lesson played above: every accepted entry of every lesson is made by
    the taps of the game's screen (the board, its trays), as the page makes them."""
    for exercise in lessons.lessons(name):
        game = registry.variant(name).GAME.from_record((), start=exercise.position)
        for entry in exercise.accepted:
            taps, after = h.taps_for(name, game, entry)
            assert taps and after.actions[0] == entry, (name, exercise.number, entry)
