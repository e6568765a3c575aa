"""Long play keeps the page's size bounded (issue 29 item 10: a renderer crash once, against
ひよこ in English at 1280x800, just after まった then すすむ).

Reversi against the computer (ひよこ) with normal motion: seeded random bursts of taps on
hinted squares, まった, すすむ, まった and すすむ back to back, and looking back (a move of
the list, then ⏮ ◀ ▶ ⏭ at random, then back to the game or ここからうつ), with random
gaps (often none, so taps land during the computer's thinking and the flips). After a
warm-up, then after N and after 2N more actions, at rest: Chromium's counters (DOM nodes,
documents, JS event listeners: ``Memory.getDOMCounters``; the JS heap after a collection:
``Runtime.getHeapUsage``), the timers and animation frames still pending (the page's own
``setTimeout`` / ``requestAnimationFrame``, counted), the WebAssembly memory, and Python's
objects after ``gc.collect()`` and its asyncio tasks (through PyScript's ``onReady`` hook).
A leak of one listener per action shows as growth from N to 2N (one added on each render,
tried on purpose: 94 → 154 → 233 → 318 listeners, and the test failed), as would a few
Python objects per action; the slack allows what a game's length changes (its record and
the move list).

Measured while fixing the issue (1,000 actions after warm-up, 250 between readings; ひよこ,
1280x800, English): DOM nodes 1,588-1,670 (the move list), documents 1, listeners 94
throughout, JS heap 10.05 → 10.17 → 10.20 → 10.22 → 10.23 MB, WebAssembly memory 30 MB
throughout, Python objects 22,789 → 24,040 (warm-up) → 24,035 → 24,045 → 24,098, no
timer, frame or task pending at rest, no crash.
"""

from __future__ import annotations

import json

import pytest

from conftest import open_ready_page

ACTIONS = 100
"""Actions between two readings (the warm-up is as long)."""

EXACT = "XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXXX:h4g1h1a2h7b8c8e8"
"""A finished game of 8 moves (solved at once): looked back at with the coach in the warm-up."""

INIT_JS = r"""
(() => {
  const live = new Set(), frames = new Set();
  const setT = window.setTimeout, clearT = window.clearTimeout, frame = window.requestAnimationFrame;
  const cancelF = window.cancelAnimationFrame;
  window.setTimeout = function (handler, ...rest) {
    const id = setT.call(window, (...args) => { live.delete(id); return handler(...args); }, ...rest);
    live.add(id);
    return id;
  };
  window.clearTimeout = id => { live.delete(id); return clearT.call(window, id); };
  window.requestAnimationFrame = function (handler) {
    const id = frame.call(window, time => { frames.delete(id); return handler(time); });
    frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = id => { frames.delete(id); return cancelF.call(window, id); };
  window.__pending = () => ({timeouts: live.size, frames: frames.size});
  if (location.protocol.startsWith('http')) document.addEventListener('DOMContentLoaded', () => {
    import('./vendor/pyscript/core.js').then(({hooks}) => {
      hooks.main.onReady.add(wrap => { window.__python = wrap.interpreter; });
    });
  });
})();
"""

PY_COUNTS = """
def soak_counts():
    import asyncio, gc, json
    gc.collect()
    return json.dumps({"objects": len(gc.get_objects()), "tasks": len(asyncio.all_tasks())})
soak_counts
"""

MONKEY_JS = r"""
async ({seed, count}) => {
  let state = seed >>> 0;
  const rand = () => {                                    // mulberry32
    state = (state + 0x6D2B79F5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const $ = id => document.getElementById(id);
  const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
  const shown = el => el && !el.disabled && !el.closest('[hidden]') && el.offsetParent !== null;
  const tap = el => { if (shown(el)) { el.click(); return 1; } return 0; };
  const counts = {moves: 0, undos: 0, redos: 0, reviews: 0, steps: 0, results: 0};
  const lookBack = async () => {
    counts.reviews++;
    for (let step = 0, steps = 2 + Math.floor(rand() * 5); step < steps; step++) {
      counts.steps += tap($(['review-first', 'review-back', 'review-forward', 'review-last'][Math.floor(rand() * 4)]));
      if (rand() < 0.5) await sleep(rand() * 30);
    }
    tap(rand() < 0.7 ? $('review-exit') : $('review-play'));
  };
  for (let i = 0; i < count; i++) {
    const r = rand();
    if (!$('result').hidden) {
      counts.results++;
      if (r < 0.4 && tap($('result-review'))) await lookBack();
      else tap(r < 0.7 ? $('play-again') : $('result-undo'));
    } else if (r < 0.45) {
      const hinted = [...document.querySelectorAll('#board [data-hint]')];
      const cells = hinted.length ? hinted : [...document.querySelectorAll('#board [data-square]')];
      counts.moves += tap(cells[Math.floor(rand() * cells.length)]);
    } else if (r < 0.63) counts.undos += tap($('undo'));
    else if (r < 0.80) counts.redos += tap($('redo'));
    else if (r < 0.90) {
      if (!shown($('moves'))) tap($('moves-toggle'));
      const listed = [...document.querySelectorAll('#moves button[data-move]')];
      if (listed.length && tap(listed[Math.floor(rand() * listed.length)])) await lookBack();
    } else if (r < 0.97) {                               // まった then すすむ, back to back
      counts.undos += tap($('undo'));
      counts.redos += tap($('redo'));
    } else tap($('hint'));
    const gap = rand();
    if (gap < 0.3) continue;
    await sleep(gap < 0.9 ? rand() * 25 : 25 + rand() * 150);
  }
  return counts;
}
"""

AT_REST = """() => !document.documentElement.hasAttribute('data-thinking')
    && !document.getElementById('board').hasAttribute('data-animating')
    && window.__pending().timeouts === 0 && window.__pending().frames === 0"""


@pytest.fixture
def soak_page(browser, browser_context_args):
    """A page in English with normal motion that counts its timers and knows its Python."""
    args = {**browser_context_args, "locale": "en-US", "reduced_motion": "no-preference"}
    context = browser.new_context(**args)
    context.add_init_script(INIT_JS)
    try:
        page = open_ready_page(context)
        page.wait_for_function("() => !!window.__python")
        yield page
    finally:
        context.close()


def reading(page, cdp) -> dict:
    """The page's counters at rest (see the module's documentation)."""
    page.wait_for_function(AT_REST, timeout=60_000)
    cdp.send("HeapProfiler.collectGarbage")
    dom = cdp.send("Memory.getDOMCounters")
    python = json.loads(page.evaluate("code => (window.__soakCounts ||= window.__python.runPython(code))()", PY_COUNTS))
    return {
        "nodes": dom["nodes"],
        "documents": dom["documents"],
        "listeners": dom["jsEventListeners"],
        "heap": cdp.send("Runtime.getHeapUsage")["usedSize"],
        "wasm": page.evaluate("() => window.__python._module.HEAP8.length"),
        **page.evaluate("() => window.__pending()"),
        **python,
    }


def test_long_play_with_undo_redo_and_looking_back_keeps_the_page_bounded(soak_page):
    page = soak_page
    page.click('[data-language="en"]')
    # warm-up: the coach looks back at a finished game, then a game against ひよこ
    page.evaluate("text => { location.hash = text; }", EXACT)
    page.wait_for_selector("#result:not([hidden])", state="attached")
    page.click("#result-review")
    page.wait_for_function("() => { const c = document.getElementById('coach');"
                           " return !!c.dataset.total && c.dataset.analysed === c.dataset.total; }", timeout=60_000)
    page.click('#coach-picks button[data-jump="2"]')  # a turning point: the coach's sentence
    page.click("#review-forward")
    page.click("#review-exit")
    page.click("#play-again")
    page.select_option("#opponent", "computer")
    page.select_option("#side", "black")
    page.select_option("#level", "1")
    page.click("#hint")  # hinted squares: most taps play
    cdp = page.context.new_cdp_session(page)
    done = [page.evaluate(MONKEY_JS, {"seed": 29, "count": ACTIONS})]
    readings = [reading(page, cdp)]
    for seed in (30, 31):
        done.append(page.evaluate(MONKEY_JS, {"seed": seed, "count": ACTIONS}))
        readings.append(reading(page, cdp))
    warm, half, whole = readings
    said = f"readings after warm-up, {ACTIONS} and {2 * ACTIONS} actions: {readings}; actions: {done}"
    print(said)
    assert page.log.page_errors == [] and page.log.errors() == [], page.log.summary()
    assert sum(counts["moves"] for counts in done) >= ACTIONS // 2, said  # the run played
    assert sum(counts["undos"] for counts in done) >= ACTIONS // 4 and sum(c["reviews"] for c in done) >= 10, said
    assert whole["documents"] == warm["documents"] == 1, said
    assert whole["listeners"] <= warm["listeners"] + 2, said
    assert whole["tasks"] <= 1 and whole["timeouts"] == whole["frames"] == 0, said
    assert whole["nodes"] <= warm["nodes"] + 400, said  # the move list: up to 60 moves more
    assert whole["heap"] <= warm["heap"] + 2 * 2**20, said
    assert whole["wasm"] <= warm["wasm"] + 16 * 2**20, said
    # a game's record and its move list differ with its length: a few hundred objects
    assert whole["objects"] - half["objects"] <= 300 and whole["objects"] <= warm["objects"] + 1000, said
