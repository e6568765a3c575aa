"""The page's sounds (``reversi.web.sound`` playing the notes ``reversi.base.sound``
decides), every game of ``registry.NAMES``. An init script wraps the
page's ``AudioContext`` and records each context made and each node started (its kind,
wave, frequency and start time on the audio clock, and when that is on the page's clock),
and when each square of the board is painted (its attributes set).

Scenes of each game come from its short whole game (``helpers.short_game``) and its test data
(``PASSING`` in ``tests/unit/games/<name>/conformance.py``): the position before an entry
opens by link, the entry is tapped, and the notes started are exactly the engine's
(``move_notes``, ``refusal_notes``): a placement, a refused tap, the game's own sound (a
capture, a clash, a neutral piece), a pass, the end. The ticks of the turned pieces start
as their pieces are painted (normal motion), at the shorter pace under reduced motion.
No context is made before the first tap or key; with the sound off no note starts; the
setting and the volume survive a reload.

The notes are the same in both languages (``reversi.base.sound`` knows no words): the page
is in Japanese, and in English too for the tests of what it shows in words (the toggle).
"""

from __future__ import annotations

import importlib
import time
from functools import lru_cache

import pytest

from reversi import registry, strings
from reversi.base import sound
from reversi.base.sides import square_name
from reversi.play import record

from unit.test_conformance import random_record  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h
from .test_conformance import assert_board_is
from .test_language import choose as choose_language

RECORDER_JS = """(() => {
  const record = window.__sound = {contexts: 0, nodes: [], painted: []};
  // The synchronous run of the page's code (a task, or a microtask) that each record is made
  // in: numbered at its first record, closed by a microtask, which runs once it has returned.
  let run = 0, open = false;
  const thisRun = () => {
    if (!open) { open = true; run += 1; queueMicrotask(() => { open = false; }); }
    return run;
  };
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    const square = name !== 'aria-label' && this.getAttribute('data-square');
    if (square) record.painted.push({square, t: performance.now(), run: thisRun()});
    return setAttribute.call(this, name, value);
  };
  const Native = window.AudioContext;
  if (!Native) return;
  window.AudioContext = class extends Native {
    constructor(...args) { super(...args); record.contexts += 1; }
    createOscillator() {
      const node = super.createOscillator(), start = node.start.bind(node);
      node.start = (when = 0) => {
        const now = performance.now();
        record.nodes.push({kind: 'oscillator', wave: node.type, frequency: node.frequency.value, when, t: now,
                           due: now + Math.max(0, when - this.currentTime) * 1000, run: thisRun()});
        start(when);
      };
      return node;
    }
  };
})();"""

IN_STEP_MS = 75
"""A step's sound (a turned piece's tick) is started in the run of the page's code that
paints its piece (the screen shows the piece once that run has returned) and is due this
soon after it is started, at most (half the animation's stagger, nearer than any other
step). Not the time between the paint and the start, each read with ``performance.now()``:
within one run that is the machine's speed, not the page's timing (at a load of 15 the
browser's main thread was once held 277 ms between the two)."""
FRAME_MS = 1000 / 60


@pytest.fixture(scope="module")
def page(browser, browser_context_args):
    """A page in Japanese, normal motion, its AudioContext recorded."""
    page = h.open_page(browser, browser_context_args, reduced_motion=False, init_scripts=[RECORDER_JS])
    yield page
    h.close_page(page)


@pytest.fixture(params=("ja", "en"))
def language(request, page):
    """The page in each language (chosen as a player does), for a test of what it shows in
    words; in Japanese again after."""
    choose_language(page, request.param)
    yield request.param
    choose_language(page, "ja")


def recorded(page) -> dict:
    return page.evaluate("window.__sound")


def clear(page) -> None:
    page.evaluate("() => { window.__sound.nodes = []; window.__sound.painted = []; }")


def nodes_when_quiet(page, count: int, timeout_s: float = 10) -> list[dict]:
    """The nodes started, once ``count`` have (or the time is out), and the page idle."""
    deadline = time.monotonic() + timeout_s
    while len(recorded(page)["nodes"]) < count and time.monotonic() < deadline:
        h.next_frames(page, 1)
    h.wait_idle(page)
    return recorded(page)["nodes"]


def assert_heard(page, expected, where: str, timed_from: int | None = 0) -> list[dict]:
    """The notes started since ``clear`` are ``expected`` (``Note``s), in order: each wave
    and frequency, and the start of each from the ``timed_from``-th on after that one's
    (None: not timed)."""
    nodes = nodes_when_quiet(page, len(expected))
    heard = [(node["wave"], round(node["frequency"], 2)) for node in nodes]
    assert heard == [(note.wave, note.frequency) for note in expected], f"{where}: {nodes}"
    if timed_from is not None:
        first, note_first = nodes[timed_from]["when"], expected[timed_from].at
        for node, note in zip(nodes[timed_from:], expected[timed_from:]):
            assert abs(node["when"] - first - (note.at - note_first)) < 0.002, f"{where}: {nodes}"
    return nodes


def open_at(page, name: str, game) -> None:
    """Open ``game`` (of ``name``) by link."""
    base = page.url.split("#")[0]
    h.follow_link(page, f"{base}#{record.format_link(game.start, game.actions)}")
    page.wait_for_selector(f'html[data-game="{name}"]', state="attached")


@lru_cache(maxsize=None)
def scenes(name: str) -> dict:
    """Each scene of ``name``: (the game before, the entry tapped, the game after) for a
    placement, the game's own sound, a pass (None where its test data has none) and the end."""
    variant = registry.variant(name)
    game_type, drawing = variant.GAME, variant.DRAWING
    passing = importlib.import_module(f"unit.games.{name}.conformance").PASSING
    found = {}
    for text in (h.short_game(name), passing):
        if text is None:
            continue
        actions = game_type.from_transcript(text).actions
        before = game_type.from_record(actions[:1])
        for count in range(2, len(actions) + 1):
            after = game_type.from_record(actions[:count])
            if game_type.forced_entry(before.position) is None:
                move = after.last
                names = {drawing.step_sound(attributes) for _, attributes in drawing.animation(before, move).steps}
                names |= set(drawing.move_sound(before, move))
                kinds = {"end": after.status.value == "over", "pass": after.status.value == "passed" and text is passing,
                         "own": bool(names & drawing.SOUNDS.keys()), "placement": drawing.move_sound(before, move) == ("place",)}
                for kind in [kind for kind, found_here in kinds.items() if found_here][:2]:
                    found.setdefault(kind, (before, actions[count - 1], after))
            before = after
    return found


@lru_cache(maxsize=None)
def refusal(name: str) -> tuple:
    """A position of ``name``, taps on its board of which the last does nothing and why:
    the first found whose sound is the game's own (a clash lost or tied), in the short whole
    game (``helpers.short_game``) or every third position of a random game's first 200 entries,
    else a tap on the second position of the short game."""
    game_type = registry.variant(name).GAME
    start, entries = random_record(name, seed=1)
    lines = game_type.from_transcript(h.short_game(name)).actions
    searched = [(lines, None, count) for count in range(1, len(lines))]
    searched += [(entries, start, count) for count in range(1, min(len(entries), 200), 3)]
    first = None
    for actions, begin, count in searched:
        game = game_type.from_record(actions[:count], start=begin)
        own, taps, reason = refused_taps(name, game)
        if own:
            return game, taps, reason
        first = first or (game, taps, reason)
    return first


def refused_taps(name: str, game) -> tuple[bool, list[str], str | None]:
    """Taps on ``game``'s board of which the last does nothing (after a pick, if any), and
    why (``why_not``): one whose sound is the game's own where there is one (and whether it is)."""
    drawing, size = registry.variant(name).DRAWING, game.position.SIZE
    states = [(game, [])] + [
        (picked, [f"sq:{square_name(square, size)}"])
        for square in sorted(game.options)
        if (picked := game.tap(square)) is not game and picked.actions == game.actions
    ]
    found = []
    for state, taps in states:
        for square in range(size * size):
            if state.tap(square) is state:
                reason = state.why_not(square)
                found.append((drawing.refusal_sound(reason) not in drawing.SOUNDS, taps + [f"sq:{square_name(square, size)}"], reason))
    plain, taps, reason = min(found)
    return not plain, taps, reason


def test_no_sound_before_the_first_tap_or_key(page):
    """A page opened, then a game opened by link: no AudioContext, no note."""
    assert recorded(page)["contexts"] == 0 and recorded(page)["nodes"] == []
    name = registry.NAMES[-1]
    before, _, _ = scenes(name)["placement"]
    open_at(page, name, before)
    assert recorded(page)["contexts"] == 0 and recorded(page)["nodes"] == []


@pytest.mark.parametrize("name", registry.NAMES)
def test_each_event_starts_its_sounds(page, name):
    """A placement, a refused tap, the game's own sound, a pass and the end start the
    engine's notes; the turned pieces' ticks start as their pieces are painted."""
    variant = registry.variant(name)
    drawing = variant.DRAWING
    for kind, (before, entry, after) in {id(scene): (kind, scene) for kind, scene in scenes(name).items()}.values():
        where = f"{name} {kind}"
        open_at(page, name, before)
        taps, after = h.taps_for(name, before, entry)
        clear(page)
        for tap in taps:
            h.tap(page, tap)
        animation = drawing.animation(before, after.last)
        heard = sound.move_sounds(drawing, before, after, animation)
        nodes = assert_heard(page, [*heard.start, *(note for step in heard.steps for note in step), *heard.end], where, timed_from=None)
        painted, first = recorded(page)["painted"], len(heard.start)
        for (square, _), step in zip(animation.steps, heard.steps):
            started, first = nodes[first : first + len(step)][:1], first + len(step)
            shown = [paint for paint in painted if paint["square"] == square_name(square, before.position.SIZE)]
            assert all(node["run"] in {paint["run"] for paint in shown} and node["due"] - node["t"] < IN_STEP_MS
                       for node in started), f"{where}: sounds {started}, painted {shown}"
        assert sum(map(len, heard.steps)) >= sum("data-turning" in attributes for _, attributes in animation.steps) or drawing.SOUNDS
    assert {"placement", "end"} <= scenes(name).keys(), f"{name}: {sorted(scenes(name))}"
    assert "own" in scenes(name) or not drawing.SOUNDS, f"{name}: no scene of its own sounds"

    before, taps, reason = refusal(name)
    open_at(page, name, before)
    for tap in taps[:-1]:
        h.tap(page, tap)
    clear(page)
    h.tap(page, taps[-1])
    assert_heard(page, sound.refusal_notes(drawing, reason), f"{name} refused ({reason})")
    assert page.log.errors() == [], page.log.summary()


def test_a_tap_sounds_within_a_frame(page):
    """The placement's first note starts within a frame of the tap's handling: the click."""
    name = registry.NAMES[0]
    before, entry, after = scenes(name)["placement"]
    open_at(page, name, before)
    taps, _ = h.taps_for(name, before, entry)
    page.evaluate("""() => document.getElementById('board').addEventListener('click',
                        () => { window.__sound.clicked = performance.now(); }, {capture: true, once: true})""")
    clear(page)
    for tap in taps:
        h.tap(page, tap)
    state = recorded(page)
    assert state["nodes"] and state["nodes"][0]["t"] - state["clicked"] < FRAME_MS, state


def test_the_ticks_follow_the_shorter_animation_under_reduced_motion(page):
    """Under prefers-reduced-motion the pieces turn at once and their ticks come at the
    shorter pace, as many."""
    name = registry.NAMES[0]
    before, entry, after = scenes(name)["end"]
    h.set_motion(page, True)
    try:
        open_at(page, name, before)
        taps, after = h.taps_for(name, before, entry)
        clear(page)
        for tap in taps:
            h.tap(page, tap)
        drawing = registry.variant(name).DRAWING
        heard = sound.move_sounds(drawing, before, after, drawing.animation(before, after.last))
        later = heard.later(sound.REDUCED_PACE)
        ticks = later[: sum(map(len, heard.steps))]
        assert len(ticks) == len(heard.steps) > 1, ticks  # one a turned piece
        assert ticks[-1].at < len(ticks) * h.view_constant("FLIP_STAGGER_MS") / 1000  # quicker than the animation's pace
        assert_heard(page, [*heard.start, *later], f"{name} reduced motion", timed_from=len(heard.start))
    finally:
        h.set_motion(page, False)
        if page.locator("#result").is_visible():
            page.click("#play-again")


def test_sound_off_starts_nothing_and_the_settings_survive_a_reload(page, language):
    texts = strings.catalogue(language)
    name = registry.NAMES[0]
    before, entry, _ = scenes(name)["placement"]
    open_at(page, name, before)
    toggle = page.locator("#sound")
    assert toggle.get_attribute("aria-pressed") == "true" and toggle.inner_text().strip() == texts.SOUND["on"]
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "false" and toggle.inner_text().strip() == texts.SOUND["off"]
    clear(page)
    for tap in refused_taps(name, before)[1] + h.taps_for(name, before, entry)[0]:
        h.tap(page, tap)
    h.next_frames(page, 4)
    assert recorded(page)["nodes"] == []

    page.click("#menu-open")
    page.click('[data-volume="loud"]')
    page.click("#menu-close")
    page.reload()
    h.wait_ready(page)
    assert page.locator("#sound").get_attribute("aria-pressed") == "false"
    assert page.locator('[data-volume="loud"]').get_attribute("aria-pressed") == "true"
    assert recorded(page)["contexts"] == 0
    page.click("#sound")
    assert page.locator("#sound").get_attribute("aria-pressed") == "true"
    page.click("#menu-open")
    clear(page)
    page.click('[data-volume="middle"]')  # heard at once, at that volume
    assert_heard(page, sound.SHARED["place"], f"{language} the volume chosen")
    page.click("#menu-close")
    assert page.log.errors() == [], page.log.summary()


@pytest.mark.parametrize("size", [(375, 667), (1280, 800)])
def test_the_toggle_is_on_the_game_screen(page, language, size):
    """At a phone's and a laptop's size, in each language, the toggle shows whole within the
    screen, for every game."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    try:
        for name in registry.NAMES:
            open_at(page, name, scenes(name)["placement"][0])
            box = page.locator("#sound").bounding_box()
            assert box and box["x"] >= 0 and box["y"] >= 0, f"{name} {size}: {box}"
            assert box["x"] + box["width"] <= size[0] and box["y"] + box["height"] <= size[1], f"{name} {size}: {box}"
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})


def test_nothing_sounds_while_the_page_is_hidden(page):
    """A hidden page (``visibilitychange``) starts no note; back in view, it sounds again."""
    name = registry.NAMES[0]
    before, entry, after = scenes(name)["placement"]
    open_at(page, name, before)
    taps, after = h.taps_for(name, before, entry)
    seen = """hidden => { Object.defineProperty(document, 'hidden', {value: hidden, configurable: true});
                         document.dispatchEvent(new Event('visibilitychange')); }"""
    page.evaluate(seen, True)
    try:
        clear(page)
        for tap in taps:
            h.tap(page, tap)
        h.next_frames(page, 4)
        assert recorded(page)["nodes"] == []
    finally:
        page.evaluate(seen, False)
    clear(page)
    page.click("#undo")
    h.wait_idle(page)
    assert_heard(page, sound.SHARED["click"], f"{name} undo, back in view")


def test_a_page_without_web_audio_plays_on_silently(browser, browser_context_args):
    """No AudioContext at all: every game is played as before, with no error."""
    page = h.open_page(browser, browser_context_args, reduced_motion=False,
                       init_scripts=["delete window.AudioContext; window.AudioContext = undefined;"])
    try:
        for name in registry.NAMES:
            before, entry, after = scenes(name)["placement"]
            open_at(page, name, before)
            for tap in h.taps_for(name, before, entry)[0]:
                h.tap(page, tap)
            assert_board_is(page, name, after, "ja", "after a move without Web Audio")
            page.click("#undo")
            h.wait_idle(page)
        assert page.log.errors() == [], page.log.summary()
    finally:
        h.close_page(page)
