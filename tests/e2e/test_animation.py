"""The flip animation (display spec 3, behaviour spec 6), in a normal-motion context.

Positions are reached quickly with reduced motion switched on (``page.emulate_media``:
the view reads ``prefers-reduced-motion`` at every move), then the move under test is
played with normal motion while a MutationObserver records when each DOM change happens.
Timings come from reversi/web/view.py (FLIP_STAGGER_MS, FLIP_TURN_MS); moves, flips and their
order from the engine.
"""

from __future__ import annotations

import pytest

from reversi import strings
from reversi.base.sides import square_name
from reversi.games.reversi.position import parse_transcript

from . import helpers as h
from .helpers import Game, Status

STAGGER_MS = h.view_constant("FLIP_STAGGER_MS")
TURN_MS = h.view_constant("FLIP_TURN_MS")


page = h.module_page(reduced_motion=False)


@pytest.fixture
def game(page):
    """A new game (reached with reduced motion), normal motion afterwards; no page errors."""
    h.set_motion(page, reduced=True)
    game = h.reset(page)
    page.log.clear()
    yield game
    h.set_motion(page, reduced=False)
    assert page.log.errors() == [], page.log.summary()


def rich_move(min_flips: int = 4, min_lines: int = 2) -> tuple[list[int], int]:
    """A short seeded-game prefix and a legal move after it that flips at least
    ``min_flips`` discs along at least ``min_lines`` lines."""
    for seed in range(200):
        moves, game = h.random_game(seed), Game.new()
        for index in range(min(len(moves), 24)):
            for square in sorted(game.options):
                lines = game.position.flip_lines(square)
                if len(lines) >= min_lines and sum(map(len, lines)) >= min_flips:
                    return moves[:index], square
            game = game.tap(moves[index])
    raise AssertionError("test error: no rich move found")


def reach(page, moves) -> Game:
    """Play ``moves`` with reduced motion, then switch to normal motion."""
    h.set_motion(page, reduced=True)
    game = h.play(page, moves)
    h.set_motion(page, reduced=False)
    return game


def chebyshev(a: int, b: int) -> int:
    return max(abs(a // 8 - b // 8), abs(a % 8 - b % 8))


def rotation_cos(transform: str) -> float:
    """cos of the Y rotation of a computed ``matrix3d(...)`` (1 for ``none``)."""
    if transform in (None, "none"):
        return 1.0
    assert transform.startswith("matrix3d("), f"not a 3D transform: {transform}"
    values = [float(v) for v in transform[len("matrix3d("):-1].split(",")]
    assert abs(values[5] - 1) < 1e-6, f"not a rotation about the vertical axis: {transform}"
    return values[0]


def test_flips_turn_one_by_one_outward_in_3d(page, game):
    """Display 3: the placed disc appears at once; the flipped discs then turn one at a time,
    line by line from the placed disc outward, each with a 3D transform transition; counts and
    turn change only once the last disc has turned."""
    prefix, square = rich_move()
    game = reach(page, prefix)
    name = square_name(square)
    lines = game.position.flip_lines(square)
    order = [square_name(sq) for line in lines for sq in line]
    mover = game.turn.value
    h.start_recording(page)
    h.click_square(page, name)
    h.wait_move_done(page, name)
    h.wait_ms_in_page(page, 10)  # lets the mid-turn samples (taken half a turn in) land
    events = h.recorded(page)
    game = game.tap(square)
    h.assert_page_matches(page, game, where="after the animation")

    discs = [e for e in events if e["attr"] == "data-disc"]
    assert discs[0]["square"] == name and discs[0]["value"] == mover, f"placed disc not first: {discs[:2]}"
    placed_at = discs[0]["t"]
    started = [e["t"] for e in events if e["id"] == "board" and e["attr"] == "data-animating" and e["value"] == ""]
    assert started == [placed_at], "the placed disc did not appear at once (in the tap's own task)"
    flips = discs[1:]
    assert [e["square"] for e in flips] == order, "discs did not turn line by line outward"
    assert all(e["value"] == mover for e in flips)
    for line in lines:  # each line goes straight outward from the placed disc
        assert [chebyshev(square, sq) for sq in line] == list(range(1, len(line) + 1))
    times = [placed_at] + [e["t"] for e in flips]
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert all(gap >= STAGGER_MS * 0.6 for gap in gaps), f"discs not turning one at a time: gaps {gaps} ms"
    for event in flips:
        assert event["turning"], f"{event['square']} turned without data-turning"
        assert "transform" in event["transitionProperty"] or event["transitionProperty"] == "all", event
        duration_ms = float(event["transitionDuration"].rstrip("ms")) * (1 if event["transitionDuration"].endswith("ms") else 1000)
        assert abs(duration_ms - TURN_MS) < 1, f"transition {event['transitionDuration']}, want {TURN_MS} ms"
        cos = rotation_cos(event.get("midTransform"))
        assert -0.9 < cos < 0.9, f"{event['square']} half-way through its turn is not rotated: {event.get('midTransform')}"
    # The status catches up only when the animation has ended.
    last_flip = flips[-1]["t"]
    ends = [e["t"] for e in events if e["id"] == "board" and e["attr"] == "data-animating" and e["value"] is None]
    assert len(ends) == 1 and ends[0] >= last_flip + TURN_MS * 0.8, "animation ended before the last disc turned"
    score_changes = [e["t"] for e in events if e["score"]]
    turn_changes = [e["t"] for e in events if e["id"] == "turn"]
    assert score_changes and turn_changes
    assert min(score_changes) >= ends[0] - 1, f"counts changed during the animation ({min(score_changes) - last_flip:.0f} ms after the last flip)"
    assert min(turn_changes) >= ends[0] - 1, "turn indicator changed during the animation"


def test_taps_during_the_animation_are_ignored(page, game):
    """Behaviour 6: taps on the board while discs turn are ignored."""
    prefix, square = rich_move()
    game = reach(page, prefix)
    after = game.tap(square)
    others = [sq for sq in after.options if sq != square] + [sq for sq in game.options if sq != square]
    taps = [square] + others[:3]
    points = {}
    for tap in taps:  # real mouse clicks at precomputed points: fast enough to land mid-animation
        box = page.locator(f'#board [data-square="{square_name(tap)}"]').bounding_box()
        points[tap] = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    h.start_recording(page)
    h.click_square(page, square_name(square))
    for tap in taps:
        page.mouse.click(*points[tap])
    still = page.evaluate("document.getElementById('board').hasAttribute('data-animating')")
    assert still, "test error: the taps took longer than the animation"
    h.wait_move_done(page, square_name(square))
    h.next_frames(page, 3)
    events = h.recorded(page)
    h.assert_page_matches(page, after, where="after taps during the animation")
    changed = [e["square"] for e in events if e["attr"] == "data-disc"]
    assert changed == [square_name(square)] + [square_name(sq) for line in game.position.flip_lines(square) for sq in line]
    previews = [e for e in events if e["attr"] in ("data-preview", "data-hint")]
    assert previews == [], previews


def test_pass_message_waits_for_the_animation(page, game):
    """Display 5 with display 3: the pass message appears only when the discs have turned."""
    moves = parse_transcript(h.EARLY_PASS)
    assert h.replay(moves).status is Status.PASSED, "test error: no pass"
    game = reach(page, moves[:-1])
    h.start_recording(page)
    h.click_square(page, square_name(moves[-1]))
    h.wait_move_done(page, square_name(moves[-1]))
    h.next_frames(page)
    events = h.recorded(page)
    game = game.tap(moves[-1])
    state = h.assert_page_matches(page, game)
    assert state["message_text"] == strings.PASSED.replace("{piece}", "")
    last_flip = max(e["t"] for e in events if e["attr"] == "data-disc")
    message = [e["t"] for e in events if e["id"] == "message"]
    assert message and min(message) >= last_flip + TURN_MS * 0.8, "pass message shown before the discs turned"


def test_restart_cancels_a_running_animation(page, game):
    """Behaviour 7 during display 3: restart mid-animation shows the initial game at once,
    no disc turns afterwards, no error; the next game animates and plays normally."""
    prefix, square = rich_move(min_flips=4)
    game = reach(page, prefix)
    flips = game.options[square].bit_count()
    h.click_square(page, square_name(square))
    page.wait_for_selector("#board[data-animating] [data-turning]", state="attached")
    page.click("#restart")
    state = h.read(page)
    h.assert_page_matches(page, Game.new(), where="right after restart", state=state)
    h.start_recording(page)
    h.wait_ms_in_page(page, flips * STAGGER_MS + TURN_MS + 200)  # longer than the whole animation
    events = h.recorded(page)
    assert events == [], f"the cancelled animation went on: {events[:5]}"
    h.assert_page_matches(page, Game.new(), where="after the cancelled animation's time")
    assert page.log.errors() == [], page.log.summary()
    # The next game animates normally.
    game = Game.new()
    first = sorted(game.options)[0]
    h.click_square(page, square_name(first))
    page.wait_for_selector("#board[data-animating]", state="attached")
    h.wait_move_done(page, square_name(first))
    game = game.tap(first)
    h.assert_page_matches(page, game, where="first move after restart")
    h.play(page, [sorted(game.options)[0]], game=game, check_every=1)


def test_reduced_motion_flips_without_rotation(page, game):
    """With prefers-reduced-motion the flips complete at once, without a transition."""
    prefix, square = rich_move()
    game = reach(page, prefix)
    h.set_motion(page, reduced=True)
    h.start_recording(page)
    h.click_square(page, square_name(square))
    h.wait_move_done(page, square_name(square))
    h.next_frames(page)
    events = h.recorded(page)
    h.assert_page_matches(page, game.tap(square))
    flips = [e for e in events if e["attr"] == "data-disc"][1:]
    assert len(flips) == game.options[square].bit_count()
    assert all(e["transitionDuration"] in ("0s", "0ms") for e in flips), [e["transitionDuration"] for e in flips]
    assert all(e.get("midTransform") is None for e in flips)
    normal_ms = len(flips) * STAGGER_MS + TURN_MS
    marks = [e for e in events if e["id"] == "board" and e["attr"] == "data-animating"]
    assert [e["value"] for e in marks] == ["", None], marks
    took = marks[1]["t"] - marks[0]["t"]
    assert took < normal_ms / 2, f"reduced-motion move took {took:.0f} ms (normal motion: {normal_ms} ms)"
    durations = page.eval_on_selector_all(
        "#board [data-disc] > .disc", "els => els.map(d => getComputedStyle(d).transitionDuration)")
    assert set(durations) <= {"0s"}, set(durations)
