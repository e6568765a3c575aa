"""Accessibility of the page (issue: "Everyone can play"): an axe-core audit of every
state, contrast of the colour pairs that carry meaning, marks that do not rely on colour,
reduced motion everywhere and nothing that flashes, the grid's semantics and square
names, and the result dialog's focus.

The audits use ``helpers.axe_audit`` (axe-core from node_modules, all rules, zero
violations; counts in tests/artifacts/axe-report.json); the contrast ratios are written
to tests/artifacts/contrast-report.json.
"""

from __future__ import annotations

import json
import re

import pytest

from reversi.base import speech
from reversi import registry, strings
from reversi.base.sides import square_name
from reversi.games.reversi.position import parse_transcript
from reversi.games.reversi.speech import announcement

from conftest import ARTIFACTS_DIR, screenshot  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h
from .helpers import Game

RATIOS: dict[str, float] = {}


@pytest.fixture(scope="module")
def page(browser, browser_context_args):
    page = h.open_page(browser, browser_context_args, reduced_motion=True)
    yield page
    h.close_page(page)
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS_DIR / "contrast-report.json").write_text(json.dumps(RATIOS, indent=1), encoding="utf-8")


def new_game(page, language: str = "ja") -> Game:
    h.reset(page)
    if page.evaluate("document.documentElement.lang") != language:
        page.click(f'[data-language="{language}"]')
        page.wait_for_selector(f'html[lang="{language}"]', state="attached")
    return Game.new()


def preview(page, game: Game) -> tuple[Game, int]:
    """Under full hints, tap the legal square that flips the most: the preview."""
    square = h.most_flips(game)
    h.click_square(page, square_name(square))
    page.wait_for_selector(f'[data-square="{square_name(square)}"][data-preview]', state="attached")
    return game.tap(square), square


# ============================================================== axe-core, state by state


def test_axe_start_with_keyboard_focus_on_the_board(page):
    new_game(page)
    page.focus("#restart")
    page.keyboard.press("Shift+Tab")  # the board is the tab stop before the buttons
    assert page.evaluate("document.activeElement.hasAttribute('data-square')")
    h.axe_audit(page, "start")


@pytest.mark.parametrize("level", ["none", "places", "full"])
def test_axe_each_hint_level(page, level):
    game = h.play(page, parse_transcript(h.MID_GAME), game=new_game(page))
    h.set_hint(page, game, level)
    h.axe_audit(page, f"hint level {level}")


def test_axe_preview(page):
    game = h.play(page, parse_transcript(h.MID_GAME), game=new_game(page))
    preview(page, h.set_hint(page, game, "full"))
    h.axe_audit(page, "preview")


def test_axe_pass_message(page):
    game = h.play(page, parse_transcript(h.EARLY_PASS), game=new_game(page))
    assert game.last.passed is not None and page.locator("#message .piece").count() == 1
    h.axe_audit(page, "pass message")


def test_axe_result_dialog(page):
    h.play(page, parse_transcript(h.EARLY_END), game=new_game(page))
    page.wait_for_selector("#result:not([hidden])")
    h.axe_audit(page, "result dialog")


def test_axe_english_with_hints_and_preview(page):
    game = h.play(page, parse_transcript(h.MID_GAME), game=new_game(page, "en"))
    h.axe_audit(page, "English")
    preview(page, h.set_hint(page, game, "full"))
    h.axe_audit(page, "English preview")
    h.play(page, parse_transcript(h.EARLY_END), game=new_game(page, "en"))
    page.wait_for_selector("#result:not([hidden])")
    h.axe_audit(page, "English result dialog")
    new_game(page, "ja")


# ============================================================== contrast (WCAG AA)


def luminance(rgb) -> float:
    def channel(value: float) -> float:
        value /= 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def over(colour, background) -> tuple[float, float, float]:
    """``colour`` (r, g, b, alpha) painted over the opaque ``background``."""
    alpha = colour[3]
    return tuple(alpha * c + (1 - alpha) * b for c, b in zip(colour[:3], background[:3]))


def contrast(a, b) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def colour(page, selector: str, prop: str, pseudo: str | None = None):
    return h.parse_rgb(h.computed(page, selector, prop, pseudo))


def shadow_colour(css: str, index: int = 0):
    """The colour of the ``index``-th shadow of a computed box-shadow list."""
    return h.parse_rgb(re.findall(r"rgba?\([^)]*\)", css)[index])


def check(name: str, ratio: float, minimum: float) -> None:
    RATIOS[name] = round(ratio, 2)
    assert ratio >= minimum, f"{name}: contrast {ratio:.2f}:1, WCAG AA wants {minimum}:1"


def test_contrast_of_the_colours_that_carry_meaning(page):
    """Text 4.5:1 (large text 3:1), marks and focus rings 3:1 against what is next to them,
    computed from the styles the page really has."""
    game = h.play(page, parse_transcript(h.MID_GAME), game=new_game(page))
    page_bg = colour(page, "body", "background-color")
    green = colour(page, '[data-square="a1"]', "background-color")
    white = colour(page, ".score", "background-color")
    black, whites = game.counts
    leader = "black" if black > whites else "white"
    check("leader's count (red) on the score box", contrast(colour(page, f'[data-score="{leader}"]', "color"), white), 4.5)
    for selector in ("#message", "#turn", "#opponent-label", ".key-help", "#key-help kbd"):
        background = colour(page, selector, "background-color")
        background = page_bg if background[3] == 0 else background
        check(f"text {selector}", contrast(colour(page, selector, "color"), background), 4.5)
    for level in ("none", "places", "full"):
        game = h.set_hint(page, game, level)
        check(f"hint button text, level {level}",
              contrast(colour(page, "#hint .level", "color"), colour(page, "#hint", "background-color")), 4.5)
        legal = square_name(sorted(game.options)[0])
        cell = f'[data-square="{legal}"]'
        if level == "places":
            ring = shadow_colour(h.computed(page, cell, "box-shadow", "::after"))
            check("place mark's ring on the board", contrast(over(ring, green), green), 3)
        if level == "full":
            size = float(h.computed(page, cell, "font-size", "::after").rstrip("px"))
            weight = int(h.computed(page, cell, "font-weight", "::after"))
            assert size >= 18.66 and weight >= 700 or size >= 24, f"hint number is not large text: {size}px {weight}"
            digit = colour(page, cell, "color", "::after")
            check("hint number on the board (large text)", contrast(over(digit, green), green), 3)
    game, square = preview(page, game)
    cell = f'[data-square="{square_name(square)}"]'
    assert h.computed(page, cell, "border-top-style") == "dashed"
    check("preview's dashed edge on the board", contrast(colour(page, cell, "border-top-color"), green), 3)
    RATIOS["preview's pink frame on the board (spec colour; the dashed edge carries the contrast)"] = round(
        contrast(shadow_colour(h.computed(page, cell, "box-shadow")), green), 2)
    pink = colour(page, "[data-will-flip]", "background-color")
    check("will-flip square (light pink) next to the board", contrast(pink, green), 3)
    dimmed = colour(page, "[data-dim]", "background-color")
    RATIOS["dimmed square next to the board (hatched; not needed to play)"] = round(contrast(dimmed, green), 2)
    page.focus(cell)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")  # keyboard focus on the previewed square
    assert page.evaluate("document.activeElement.matches(':focus-visible')")
    rings = h.computed(page, cell, "box-shadow")  # the pink frame, then the focus's dark and light rings
    frame, dark, light = (shadow_colour(rings, index) for index in range(3))
    for name, background in (("board", green), ("pink frame", frame),
                             ("will-flip", pink), ("dimmed", dimmed)):
        check(f"square focus ring next to {name}", max(contrast(dark, background), contrast(light, background)), 3)
    check("square focus ring: dark and light rings", contrast(dark, light), 3)
    page.focus("#hint")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    outline = colour(page, "#hint", "outline-color")
    assert h.computed(page, "#hint", "outline-style") == "solid"
    check("button focus ring on the page", contrast(outline, page_bg), 3)
    check("button focus ring on a blue button's edge", contrast(outline, (21, 101, 192, 1)), 3)
    check("language switch, chosen", contrast(colour(page, '[aria-pressed="true"]', "color"),
                                              colour(page, '[aria-pressed="true"]', "background-color")), 4.5)


def test_marks_do_not_rely_on_colour(page):
    """Preview: dashed edge; discs that would turn: stripes; discs that stay: hatching and
    faded; leader: underlined and said; hint level: written on the button."""
    game = h.play(page, parse_transcript(h.MID_GAME), game=new_game(page))
    black, white = game.counts
    leader = "black" if black > white else "white"
    other = "white" if leader == "black" else "black"
    assert "underline" in h.computed(page, f'[data-score="{leader}"]', "text-decoration-line")
    assert "underline" not in h.computed(page, f'[data-score="{other}"]', "text-decoration-line")
    texts = strings.catalogue("ja", registry.DEFAULT)  # (the game on screen)
    counts = dict(zip(("black", "white"), game.counts))
    assert page.text_content(f'.score[data-player="{leader}"] .score-label') == speech.score_label(
        texts, leader, counts[leader], leading=True)  # 「くろ 13こ、リードしている」
    assert page.text_content(f'.score[data-player="{other}"] .score-label') == speech.score_label(
        texts, other, counts[other])
    hidden = page.eval_on_selector_all(".score .piece-slot, .score .count", "els => els.map(e => e.ariaHidden)")
    assert len(hidden) >= 4 and set(hidden) == {"true"}, "the piece and the number are said twice (they are in the label)"
    game, square = preview(page, h.set_hint(page, game, "full"))
    assert h.computed(page, f'[data-square="{square_name(square)}"]', "border-top-style") == "dashed"
    assert "gradient" in h.computed(page, "[data-will-flip]", "background-image")
    assert "gradient" in h.computed(page, "[data-dim]", "background-image")
    assert float(h.computed(page, "[data-dim] > .disc", "opacity")) < 1
    levels = {level: texts.HINT_LEVELS[level] for level in ("none", "places", "full")}
    assert len(set(levels.values())) == 3


# ============================================================== motion


def test_reduced_motion_everywhere(page):
    """Under prefers-reduced-motion no element or pseudo-element has a transition or an
    animation, in the middle of a move, a preview and the result."""
    game = h.play(page, parse_transcript(h.MID_GAME), game=new_game(page))
    preview(page, h.set_hint(page, game, "full"))
    moving = h.moving_elements(page)
    assert moving == [], moving


def test_nothing_flashes(page):
    """No animation repeats (a flash is at most once, never three times a second)."""
    rules = page.evaluate("""() => [...document.styleSheets].flatMap(sheet => [...sheet.cssRules])
        .flatMap(function walk(rule) { return rule.cssRules?.length ? [...rule.cssRules].flatMap(walk) : [rule]; })
        .filter(rule => rule.style && (rule.style.animationName || rule.style.animation))
        .map(rule => ({selector: rule.selectorText, count: rule.style.animationIterationCount || '1',
                       name: rule.style.animationName}))""")
    assert rules, "test error: no animation found at all"
    repeating = [rule for rule in rules if rule["count"] not in ("1", "initial", "") and rule["name"] != "none"]
    assert repeating == [], repeating


# ============================================================== semantics and names


def test_board_is_a_labelled_grid_of_named_squares(page):
    """role=grid with a name and a description (the key help), rows of gridcells, each
    square named from the catalogue with its state and coordinate; one polite live region."""
    game = h.play(page, parse_transcript(h.MID_GAME), game=new_game(page))
    texts = strings.catalogue("ja", registry.DEFAULT)  # (the game on screen)
    board = h.read(page)["board"]
    assert board["role"] == "grid" and board["aria-label"] == texts.BOARD_LABEL
    assert page.text_content(f"#{board['aria-describedby']}").count(texts.KEY_HELP["next"]) == 1
    assert page.locator("#board > [role=row]").count() == 8
    assert page.locator("#board > [role=row] > [role=gridcell]").count() == 64
    for level in ("none", "places", "full"):
        game = h.set_hint(page, game, level)
        cells = h.read(page)["cells"]
        for square in range(64):
            name = square_name(square)
            color = game.position.piece_at(square)
            legal = square in game.options and level != "none"
            want = speech.square_label(
                texts, name, color.value if color else None,
                hint={"places": "place", "full": "count"}.get(level) if legal else None,
                flips=game.options[square].bit_count() if legal else 0,
                last=square == game.last.square,
            )
            assert cells[name]["aria-label"] == want, f"level {level}"
    # One live region for the game; a dialog (the menu) may have its own status line.
    regions = page.eval_on_selector_all("[aria-live], [role=status], [role=alert], [role=log]",
                                        "els => els.filter(e => !e.closest('[role=dialog]')).map(e => e.id)")
    assert regions == ["announcer"], f"live regions outside dialogs: {regions}"
    assert page.get_attribute("#announcer", "aria-live") == "polite"


BEHIND = ("#board", "#restart", "#hint", "#opponent", '[data-language="en"]', "#turn")
INERT_JS = """() => Object.fromEntries([%s, '#announcer'].map(s => [s, !!document.querySelector(s).closest('[inert]')]))""" % (
    ", ".join(repr(selector) for selector in BEHIND))


def test_result_dialog_takes_keeps_and_returns_the_focus(page):
    """The dialog takes the focus, Tab stays inside, the page behind is inert but for the
    live region (which says the result), Escape is もう一度プレイ, and the focus goes back
    where it was."""
    new_game(page)
    page.focus("#hint")
    moves = parse_transcript(h.EARLY_END)
    h.play(page, moves[:-1])
    page.focus('[data-square="a1"]')  # a keyboard player's focus on the board
    page.keyboard.press("End")
    last = square_name(moves[-1])
    h.click_square(page, last)
    page.wait_for_selector("#result:not([hidden])")
    h.wait_idle(page)
    h.wait_focus(page, "play-again")
    page.wait_for_function("() => document.querySelector('main > [inert]')")  # after the dialog's frame
    assert page.evaluate(INERT_JS) == {**{selector: True for selector in BEHIND}, "#announcer": False}
    final = h.replay(moves)
    assert page.text_content("#announcer") == announcement(strings.catalogue("ja", registry.DEFAULT), final), (
        "the result was not announced (the live region must stay outside the inert page)")
    # Tab and Shift+Tab go round the dialog's buttons (もう一度プレイ, まった, ふりかえる)
    buttons = ["play-again", "result-undo", "result-review"]
    for key, order in (("Tab", buttons[1:] + buttons[:1]), ("Shift+Tab", buttons[::-1])):
        for want in order:
            page.keyboard.press(key)
            assert page.evaluate("document.activeElement.id") == want, key
    screenshot(page, "access-result-dialog")
    page.keyboard.press("Escape")
    h.wait_idle(page)
    assert page.locator("#result").is_hidden()
    page.wait_for_function("last => document.activeElement.getAttribute('data-square') === last", arg=last)
    assert not any(page.evaluate(INERT_JS).values()), "the focus came back to a square of an inert page"
    h.assert_page_matches(page, Game.new(), where="after Escape")
