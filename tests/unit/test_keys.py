"""Keyboard navigation on the board (reversi/keys.py): the APG grid keys, no wrapping at
the edges, and N / Shift+N through the legal squares in reading order, wrapping."""

import pytest

from reversi.play.keys import TAP, target

from .games.reversi.helpers import sq

START_LEGAL = {sq("d3"), sq("c4"), sq("f5"), sq("e6")}


@pytest.mark.parametrize(
    ("key", "start", "expected"),
    [
        ("ArrowUp", "d4", "d3"), ("ArrowDown", "d4", "d5"), ("ArrowLeft", "d4", "c4"), ("ArrowRight", "d4", "e4"),
        ("ArrowUp", "c1", "c1"), ("ArrowDown", "c8", "c8"), ("ArrowLeft", "a5", "a5"), ("ArrowRight", "h5", "h5"),
        ("Home", "e6", "a6"), ("End", "e6", "h6"), ("Home", "a1", "a1"), ("End", "h8", "h8"),
    ],
)
def test_moves_stop_at_the_edges(key, start, expected):
    assert target(key, sq(start), 8) == sq(expected)


def test_ctrl_home_and_end_go_to_the_first_and_last_square():
    for start in range(64):
        assert target("Home", start, 8, ctrl=True) == sq("a1")
        assert target("End", start, 8, ctrl=True) == sq("h8")


def test_enter_and_space_tap_and_other_keys_do_nothing():
    assert target("Enter", 27, 8) is TAP and target(" ", 27, 8) is TAP
    for key in ("Tab", "Escape", "a", "PageDown", "Shift"):
        assert target(key, 27, 8) is None
    assert target("n", 27, 8, ctrl=True, legal=START_LEGAL) is None, "Ctrl+N belongs to the browser"


def test_n_walks_the_legal_squares_in_reading_order_and_wraps():
    square, seen = sq("a1"), []
    for _ in range(5):
        square = target("n", square, 8, legal=START_LEGAL)
        seen.append(square)
    assert seen == [sq("d3"), sq("c4"), sq("f5"), sq("e6"), sq("d3")]
    for _ in range(4):
        square = target("N", square, 8, shift=True, legal=START_LEGAL)
        seen.append(square)
    assert seen[5:] == [sq("e6"), sq("f5"), sq("c4"), sq("d3")]


def test_n_without_a_legal_square_keeps_the_focus():
    assert target("n", sq("b2"), 8) == sq("b2")
