"""Every board shows its coordinates (issue 43, item 7): the results, the coach, the rules,
the key help and the screen reader name squares (「しろ: よこ2、たてc」, 「d5に かべを おく」),
so every game's board labels its files (a..) along the first rank's edge and its ranks
(1..) along the left one, small and quiet, in the board's frame, at 375x667 and 1280x800:
the labels read as the squares' names there, and the square that the game's notation
names (its short line's first move, by link) is the one the labels point at. The labels
are hidden from screen readers (each square says its name). The board keeps its size
(``tests/e2e/test_fit.py``).

One page (reduced motion) for the module, resized per game.
"""

from __future__ import annotations

import re

import pytest

from reversi import registry
from reversi.play import record

from conftest import screenshot  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h

VIEWPORTS = {"phone": {"width": 375, "height": 667}, "desktop": {"width": 1280, "height": 800}}
SMALL_PX = 12
"""The labels' largest font size: small beside the squares' pieces."""

BOARD_JS = """() => {
  const box = el => { const r = el.getBoundingClientRect(); return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
  const board = document.getElementById('board');
  return {
    board: box(board),
    strips: [...board.querySelectorAll('.coords')].map(strip => ({
      kind: strip.dataset.coords, hidden: strip.getAttribute('aria-hidden'),
      font: parseFloat(getComputedStyle(strip).fontSize),
      labels: [...strip.children].map(label => ({text: label.textContent, visible: label.checkVisibility(), ...box(label)})),
    })),
    squares: [...board.querySelectorAll('[data-square]')].map(cell => ({name: cell.dataset.square,
      disc: cell.dataset.disc || null, ...box(cell)})),
  };
}"""

page = h.module_page()


def middle(box: dict, axis: str) -> float:
    return (box["left"] + box["right"]) / 2 if axis == "x" else (box["top"] + box["bottom"]) / 2


def holds(box: dict, x: float, y: float) -> bool:
    return box["left"] <= x <= box["right"] and box["top"] <= y <= box["bottom"]


def overlap(a: dict, b: dict) -> bool:
    return min(a["right"], b["right"]) - max(a["left"], b["left"]) > 0.5 and min(a["bottom"], b["bottom"]) - max(a["top"], b["top"]) > 0.5


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_board_labels_its_files_and_ranks_as_its_notation_names_squares(page, name):
    variant = registry.variant(name)
    game, size = variant.GAME, variant.GAME.RULES.SIZE
    entry = game.parse_entries(h.short_game(name))[0]
    square = getattr(entry, "square", entry)
    named = re.findall(r"[a-z][0-9]+", game.entry_name(entry))[-1]  # the square as the notation writes it
    assert "data-disc" not in variant.DRAWING.squares(game.new())[square], "test error: the square is taken at the start"
    page.evaluate("text => { location.hash = text; }", record.format_link(game.RULES.initial(), (entry,)))
    page.wait_for_selector(f'html[data-game="{name}"]', state="attached")
    h.wait_idle(page)
    files = [chr(ord("a") + column) for column in range(size)]
    for viewport, size_px in VIEWPORTS.items():
        where = f"{name} at {viewport}"
        page.set_viewport_size(size_px)
        h.next_frames(page)
        drawn = page.evaluate(BOARD_JS)
        screenshot(page, f"coordinates-{name}-{viewport}")
        strips = {strip["kind"]: strip for strip in drawn["strips"]}
        assert sorted(strips) == ["files", "ranks"] and len(drawn["strips"]) == 2, where
        assert all(strip["hidden"] == "true" for strip in drawn["strips"]), f"{where}: a screen reader hears the labels"
        assert all(strip["font"] <= SMALL_PX for strip in drawn["strips"]), where
        labels = strips["files"]["labels"] + strips["ranks"]["labels"]
        assert all(label["visible"] for label in labels), where
        assert [label["text"] for label in strips["files"]["labels"]] == files, where
        assert sorted(int(label["text"]) for label in strips["ranks"]["labels"]) == list(range(1, size + 1)), where
        for label in labels:  # in the frame: inside the board, on no square
            inside = drawn["board"]["left"] - 1 <= label["left"] and label["right"] <= drawn["board"]["right"] + 1 and (
                drawn["board"]["top"] - 1 <= label["top"] and label["bottom"] <= drawn["board"]["bottom"] + 1)
            assert inside and not any(overlap(label, cell) for cell in drawn["squares"]), (where, label)

        def file_of(cell):
            return [label["text"] for label in strips["files"]["labels"] if cell["left"] <= middle(label, "x") <= cell["right"]]

        def rank_of(cell):
            return [label["text"] for label in strips["ranks"]["labels"] if cell["top"] <= middle(label, "y") <= cell["bottom"]]

        read = {cell["name"]: "".join(file_of(cell) + rank_of(cell)) for cell in drawn["squares"]}
        assert read == {cell["name"]: cell["name"] for cell in drawn["squares"]}, f"{where}: the labels misname squares"
        x = next(middle(label, "x") for label in strips["files"]["labels"] if label["text"] == named[0])
        y = next(middle(label, "y") for label in strips["ranks"]["labels"] if label["text"] == named[1:])
        pointed = [cell for cell in drawn["squares"] if holds(cell, x, y)]
        assert [cell["name"] for cell in pointed] == [named] and pointed[0]["disc"], f"{where}: {named} is not where its labels point"
    assert page.log.errors() == [], page.log.summary()
