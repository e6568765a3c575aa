"""Monkey test: a thousand or more seeded random taps, at random moments, with normal motion.

The taps go to squares, #restart, #hint, and #play-again while the result shows. They
are dispatched from inside the page (``element.click()`` in a JS loop with random gaps
of 0..200 ms, bursts of back-to-back taps included), so many land during the flip
animation and during previews. Each tap goes where a finger would: to the element on
top at a random point of the chosen target (``elementFromPoint``), so while the result
shows, taps on the board or the buttons land on the overlay.

What actually happened is read from the DOM only, never from the page's Python state:
a MutationObserver installed before the first tap records every attribute change, and
the tap loop takes the observer's pending records right before and right after each
``click()``. The page runs its Python click handlers synchronously inside ``click()``,
so the records taken right after a click are exactly what that click did, and the
records delivered in between (observer callback, or taken before the next click) are
what the animation did on its own. A move shows as a cell *gaining* ``data-last``
(the view moves the marker to the new move's cell in the click that plays it; a
restart removes it). From this log the test replays the games with the engine
(``Position.play`` + ``pass_turn`` when ``must_pass``), restarting at every restart
or play-again tap, and checks at every step against the contract (/tmp/contract.md):

* every tap does what the engine says: an illegal square or any board tap during an
  animation changes nothing; a legal square plays (none/places), or previews and then
  plays (full); the hint button cycles none → places → full; restart resets all;
* right after a move's tap: the previous position plus the placed disc with
  ``data-last``, ``#board[data-animating]``, counts and turn not yet updated;
* while the animation runs: only the move's flipped cells change, to the mover's colour;
* when an animation ends and after every tap that changed something while idle: the
  board, ``data-last``, counts, leader, turn, pass message, hint marks, preview marks,
  result overlay and hint level all equal the engine's;
* at the end (after waiting until no animation runs): the same, plus no page error and
  no console error over the whole run.

Random taps alone rarely finish a game (each move's animation takes about a second), so
three times between batches the test plays the current game on to a few empty squares
by itself (reduced motion for those moves only, through the same logging tap), leaving
the ending, its passes, the result and #play-again to the monkey (which then taps
#restart only once the result has shown).

Seed and size: REVERSI_MONKEY_SEED (default 20240611), REVERSI_MONKEY_TAPS (default 1200,
within a minute on 2 cores: ``make test`` runs it; the longer soak of 3000 taps it once had:
REVERSI_MONKEY_TAPS=3000).
"""

from __future__ import annotations

import json
import os
import random
import time
from collections import Counter
from dataclasses import dataclass, field

from reversi.base.sides import Color, parse_square, square_name
from reversi.games.reversi.position import Position

from conftest import ARTIFACTS_DIR, screenshot  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h

SEED = int(os.environ.get("REVERSI_MONKEY_SEED", "20240611"))
TAPS = int(os.environ.get("REVERSI_MONKEY_TAPS", "1200"))
BATCHES = 6
FAST_FORWARD_BEFORE = {1, 3, 5}  # batch numbers preceded by a fast-forward to the ending
FAST_FORWARD_EMPTIES = 3  # ... leaving this many empty squares (or fewer): the monkey ends the game
IDLE_TIMEOUT_MS = 30_000
SQUARES = [square_name(square) for square in range(64)]
PASS_TEXT = "はパスしました"

# Installed once, before the first tap: the observer, the logging tap and the snapshot.
INSTALL_JS = r"""
() => {
  const board = document.getElementById('board');
  const hint = document.getElementById('hint');
  const result = document.getElementById('result');
  const names = [];
  for (let row = 1; row <= 8; row++) for (const col of 'abcdefgh') names.push(col + row);
  const cells = names.map(name => board.querySelector(`[data-square="${name}"]`));
  const events = [];

  const flags = c =>
    (c.hasAttribute('data-last') ? 'L' : '') + (c.hasAttribute('data-preview') ? 'P' : '') +
    (c.hasAttribute('data-will-flip') ? 'W' : '') + (c.hasAttribute('data-dim') ? 'D' : '') +
    (c.hasAttribute('data-turning') ? 'T' : '');
  const text = sel => (document.querySelector(sel)?.textContent ?? '').trim();
  function snapshot() {
    return {
      discs: cells.map(c => c.getAttribute('data-disc') || ''),
      hints: cells.map(c => c.getAttribute('data-hint') || ''),
      flips: cells.map(c => c.getAttribute('data-flips') || ''),
      flags: cells.map(flags),
      black: text('[data-score="black"]'),
      white: text('[data-score="white"]'),
      leading: [...document.querySelectorAll('.score[data-leading]')].map(e => e.getAttribute('data-player')),
      turn: document.getElementById('turn').getAttribute('data-turn'),
      message: text('#message'),
      messagePieces: [...document.querySelectorAll('#message .piece')].map(e => e.getAttribute('data-piece')),
      level: hint.getAttribute('data-level'),
      animating: board.hasAttribute('data-animating'),
      previewing: board.hasAttribute('data-previewing'),
      resultHidden: result.hidden,
      winner: result.getAttribute('data-winner') || '',
    };
  }

  // What a batch of mutation records did. The view never re-sets an attribute that is
  // present with the same value except through _paint's diff, so for data-last and
  // data-animating "oldValue === null" means "was added".
  function summarize(records) {
    const s = {n: 0, gained: [], animOn: 0, animOff: 0, discs: []};
    for (const r of records) {
      if (r.type !== 'attributes') continue;
      s.n++;
      const t = r.target, a = r.attributeName;
      if (t === board && a === 'data-animating') {
        if (r.oldValue === null) s.animOn++; else s.animOff++;
      } else if (a === 'data-last' && t.hasAttribute('data-square') && r.oldValue === null) {
        s.gained.push(t.getAttribute('data-square'));
      } else if (a === 'data-disc' && t.hasAttribute('data-square')) {
        s.discs.push([t.getAttribute('data-square'), t.getAttribute('data-disc') || '']);
      }
    }
    return s;
  }

  // Changes made by the page on its own (the animation), between taps.
  function background(records) {
    if (!records.length) return;
    const s = summarize(records);
    if (!s.n) return;
    const ev = {k: 'bg', t: performance.now(), ...s};
    if (s.animOff || s.gained.length) ev.snap = snapshot();
    events.push(ev);
  }
  const observer = new MutationObserver(background);
  observer.observe(document.body, {subtree: true, attributes: true, attributeOldValue: true});

  const kindOf = el =>
    el.closest('[data-square]') && board.contains(el) ? 'board'
    : el.closest('#restart') ? 'restart'
    : el.closest('#hint') ? 'hint'
    : el.closest('#play-again') ? 'play-again'
    : 'other';

  // One tap on `el`, with what it did.
  function tap(el, src) {
    background(observer.takeRecords());
    const kind = kindOf(el);
    const ev = {
      k: 'click', src, kind, t: performance.now(),
      sq: kind === 'board' ? el.closest('[data-square]').getAttribute('data-square') : null,
      anim: board.hasAttribute('data-animating'), modal: !result.hidden,
      level: hint.getAttribute('data-level'),
      el: kind === 'other' ? `${el.tagName}#${el.id}.${el.className}` : null,
    };
    el.click();
    Object.assign(ev, summarize(observer.takeRecords()));
    ev.levelAfter = hint.getAttribute('data-level');
    if (ev.n) ev.snap = snapshot();
    events.push(ev);
  }

  const idle = () => !board.hasAttribute('data-animating');
  const tick = () => new Promise(r => setTimeout(r, 0));
  async function waitIdle() {
    for (let i = 0; i < 10000 && !idle(); i++) await tick();
    if (!idle()) throw new Error('animation did not end');
  }

  // Play `moves` (square names) one after the other, waiting for each animation;
  // under full hints the first tap only previews, so tap again.
  async function fastForward(moves) {
    for (const name of moves) {
      await waitIdle();
      const cell = cells[names.indexOf(name)];
      tap(cell, 'ff');
      if (idle() && hint.getAttribute('data-level') === 'full') tap(cell, 'ff');
    }
    await waitIdle();
  }

  window.__monkey = {events, snapshot, tap, fastForward, cells, board, hint, result,
                     take: () => { background(observer.takeRecords()); return events.splice(0); }};
  return snapshot();
}
"""

# One batch of random taps. mulberry32 PRNG, seeded per batch.
MONKEY_JS = r"""
async ({seed, count, holdRestart}) => {
  const M = window.__monkey;
  let state = seed >>> 0;
  const rand = () => {
    state = (state + 0x6D2B79F5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const restart = document.getElementById('restart');
  const playAgain = document.getElementById('play-again');
  const sleep = ms => new Promise(r => setTimeout(r, ms));
  let burst = 0, seenResult = false;
  for (let i = 0; i < count; i++) {
    const r = rand();
    let target;
    seenResult ||= !M.result.hidden;
    if (!M.result.hidden && r < 0.25) target = playAgain;
    else if (r < 0.01 && (seenResult || !holdRestart)) target = restart;
    else if (r < 0.06) target = M.hint;
    else target = M.cells[Math.floor(rand() * 64)];
    // Where a finger would land: a random point inside the target, whatever is on top there.
    const box = target.getBoundingClientRect();
    const x = box.left + box.width * (0.15 + 0.7 * rand());
    const y = box.top + box.height * (0.15 + 0.7 * rand());
    // The result's other buttons (ふりかえる ...) open more than this model knows: a finger
    // landing on one counts as a tap on the dialog itself.
    const hit = document.elementFromPoint(x, y) || document.body;
    M.tap(hit.closest('#result button:not(#play-again)') ? M.result : hit, 'monkey');
    if (burst > 0) { burst--; continue; }        // back-to-back, same task
    const g = rand();
    if (g < 0.08) burst = 1 + Math.floor(rand() * 5);
    else if (g < 0.30) await sleep(0);
    else if (g < 0.88) await sleep(rand() * 30);
    else await sleep(30 + rand() * 170);
  }
}
"""


# --------------------------------------------------------------------------- model


@dataclass
class Model:
    """What the page should show, replayed with the engine from the logged events."""

    position: Position = field(default_factory=Position.initial)
    moves: list[int] = field(default_factory=list)
    level: str = "none"
    preview: int | None = None
    passed: Color | None = None  # who had to pass after the last move
    pending: tuple[Color, int] | None = None  # (mover, flipped bitboard) while animating
    stats: Counter = field(default_factory=Counter)
    games: list[list[str]] = field(default_factory=list)  # finished games' transcripts

    LEVELS = ("none", "places", "full")

    def restart(self) -> None:
        self.position, self.moves, self.level = Position.initial(), [], "none"
        self.preview = self.passed = self.pending = None

    def play(self, square: int) -> None:
        mover = self.position
        after = mover.play(square)
        self.passed = None
        if after.must_pass():
            self.passed = after.turn
            after = after.pass_turn()
        self.pending = (mover.turn, mover.flips(square))
        self.position, self.preview = after, None
        self.moves.append(square)

    # -- checks ---------------------------------------------------------------------

    def check_idle(self, snap: dict, where: str) -> None:
        """Everything on screen equals the engine's state (no animation running)."""
        position = self.position
        over = position.is_game_over()
        expected_discs = [(position.piece_at(s).value if position.piece_at(s) else "") for s in range(64)]
        assert not snap["animating"], f"{where}: still animating"
        assert snap["discs"] == expected_discs, f"{where}: board differs\n{diff_boards(snap['discs'], expected_discs)}"
        last = {self.moves[-1]} if self.moves else set()
        assert flagged(snap, "L") == last, f"{where}: data-last on {names(flagged(snap, 'L'))}, expected {names(last)}"
        assert flagged(snap, "T") == set(), f"{where}: data-turning left on {names(flagged(snap, 'T'))}"
        black, white = position.counts()
        assert (snap["black"], snap["white"]) == (str(black), str(white)), f"{where}: counts"
        leading = ["black"] if black > white else ["white"] if white > black else []
        assert snap["leading"] == leading, f"{where}: data-leading {snap['leading']} for {black}-{white}"
        turn = "none" if over else position.turn.value  # the indicator says おしまい once the game is over
        assert snap["turn"] == turn, f"{where}: turn {snap['turn']}, expected {turn}"
        if self.passed is not None and not over:
            assert PASS_TEXT in snap["message"] and snap["messagePieces"] == [self.passed.value], (
                f"{where}: message {snap['message']!r} {snap['messagePieces']}, expected {self.passed.value} passed"
            )
        else:
            assert snap["message"] == "", f"{where}: message {snap['message']!r}, expected none"
        assert snap["level"] == self.level, f"{where}: hint level {snap['level']}, expected {self.level}"
        legal = set() if over else set(position.legal_squares())
        hinted = {s for s in range(64) if snap["hints"][s]}
        if self.level == "none" or over:
            assert hinted == set(), f"{where}: hints on {names(hinted)} at level {self.level}"
        else:
            kind = "place" if self.level == "places" else "count"
            assert hinted == legal, f"{where}: hints on {names(hinted)}, legal {names(legal)}"
            assert all(snap["hints"][s] == kind for s in legal), f"{where}: hint kinds {snap['hints']}"
            if kind == "count":
                got = {name: snap["flips"][s] for s, name in ((s, square_name(s)) for s in legal)}
                want = {square_name(s): str(position.flips(s).bit_count()) for s in legal}
                assert got == want, f"{where}: data-flips {got}, expected {want}"
        self.check_preview(snap, where)
        assert snap["resultHidden"] is not over, f"{where}: result hidden={snap['resultHidden']}, game over={over}"
        if over:
            winner = position.winner()
            assert snap["winner"] == (winner.value if winner else "draw"), f"{where}: winner {snap['winner']}"

    def check_preview(self, snap: dict, where: str) -> None:
        marks = {flag: flagged(snap, flag) for flag in "PWD"}
        if self.preview is None:
            assert marks == {"P": set(), "W": set(), "D": set()} and not snap["previewing"], (
                f"{where}: preview marks {marks} without a preview"
            )
            return
        position, square = self.position, self.preview
        flips = position.flips(square)
        opponent = position.turn.opponent
        will_flip = {s for s in range(64) if flips >> s & 1}
        dim = {s for s in range(64) if position.piece_at(s) is opponent} - will_flip
        assert snap["previewing"], f"{where}: #board[data-previewing] missing"
        assert marks["P"] == {square}, f"{where}: data-preview on {names(marks['P'])}, expected {square_name(square)}"
        assert marks["W"] == will_flip, f"{where}: data-will-flip {names(marks['W'])}, expected {names(will_flip)}"
        assert marks["D"] == dim, f"{where}: data-dim {names(marks['D'])}, expected {names(dim)}"

    def check_move_started(self, snap: dict, before: Position, square: int, where: str) -> None:
        """Right after the tap that plays ``square``: the placed disc, nothing flipped yet."""
        expected = [(before.piece_at(s).value if before.piece_at(s) else "") for s in range(64)]
        expected[square] = before.turn.value
        assert snap["animating"], f"{where}: no #board[data-animating] after a move"
        assert snap["discs"] == expected, f"{where}: board right after the tap\n{diff_boards(snap['discs'], expected)}"
        assert flagged(snap, "L") == {square}, f"{where}: data-last on {names(flagged(snap, 'L'))}"
        black, white = before.counts()
        assert (snap["black"], snap["white"], snap["turn"]) == (str(black), str(white), before.turn.value), (
            f"{where}: counts/turn changed before the animation ended"
        )

    # -- the log ----------------------------------------------------------------------

    def apply(self, ev: dict, index: int) -> None:
        where = f"event {index} ({describe(ev)})"
        if ev["k"] == "bg":
            self.apply_background(ev, where)
        else:
            self.apply_click(ev, where)

    def apply_background(self, ev: dict, where: str) -> None:
        assert not ev["gained"], f"{where}: a move appeared without a tap"
        assert not ev["animOn"], f"{where}: an animation started without a tap"
        if ev["discs"]:
            assert self.pending is not None, f"{where}: discs changed with no animation running: {ev['discs']}"
            mover, flipped = self.pending
            for name, value in ev["discs"]:
                square = parse_square(name)
                assert flipped >> square & 1 and value == mover.value, (
                    f"{where}: {name} became {value!r}; the move flips {names(bits(flipped))} to {mover.value}"
                )
        if ev["animOff"]:
            assert self.pending is not None, f"{where}: an animation ended that had not started"
            self.pending = None
            self.check_idle(ev["snap"], where)
            self.stats["animations ended"] += 1
            if self.position.is_game_over():
                self.stats["games finished"] += 1
                self.games.append([square_name(s) for s in self.moves])
            if self.passed is not None and not self.position.is_game_over():
                self.stats["passes"] += 1

    def apply_click(self, ev: dict, where: str) -> None:
        kind, during = ev["kind"], ev["anim"]
        if ev["src"] == "monkey":
            self.stats[f"taps on {kind}" + (" during animation" if during else "")] += 1
        if kind in ("restart", "play-again"):
            if kind == "play-again":
                assert ev["modal"], f"{where}: play-again tapped while hidden"
            assert not ev["gained"], f"{where}: a move on restart"
            self.restart()
            self.check_idle(ev["snap"], where)
            return
        if kind == "hint":
            expected = self.LEVELS[(self.LEVELS.index(self.level) + 1) % 3]
            assert ev["levelAfter"] == expected, f"{where}: hint level {ev['levelAfter']}, expected {expected}"
            assert not ev["gained"] and not ev["animOn"] and not ev["animOff"], f"{where}: hint tap did more"
            self.level, self.preview = expected, None
            if not during:
                self.check_idle(ev["snap"], where)
            return
        if kind == "other":
            assert ev["n"] == 0, f"{where}: a tap beside the controls ({ev['el']}) changed {ev['n']} attribute(s)"
            return
        square = parse_square(ev["sq"])
        if during:
            assert ev["n"] == 0, f"{where}: a board tap during the animation changed {ev['n']} attribute(s)"
            return
        assert not ev["modal"], f"{where}: the board was tapped through the result overlay"
        before = self.position
        if not before.is_legal(square):
            assert ev["n"] == 0, f"{where}: a tap on an illegal square changed {ev['n']} attribute(s)"
            return
        if self.level == "full" and self.preview != square:
            assert not ev["gained"] and not ev["animOn"], f"{where}: the first tap under full hints played"
            self.preview = square
            self.stats["previews"] += 1
            self.check_idle(ev["snap"], where)
            return
        assert ev["gained"] == [ev["sq"]], f"{where}: expected the move {ev['sq']}, data-last gained {ev['gained']}"
        assert ev["animOn"] == 1, f"{where}: the move did not start an animation"
        self.check_move_started(ev["snap"], before, square, where)
        self.play(square)
        self.stats["moves" if ev["src"] == "monkey" else "fast-forward moves"] += 1


def bits(mask: int) -> set[int]:
    return {s for s in range(64) if mask >> s & 1}


def flagged(snap: dict, flag: str) -> set[int]:
    return {s for s in range(64) if flag in snap["flags"][s]}


def names(squares) -> str:
    return " ".join(square_name(s) for s in sorted(squares)) or "-"


def diff_boards(got: list[str], expected: list[str]) -> str:
    wrong = [f"{square_name(s)}: {got[s] or '-'} (expected {expected[s] or '-'})" for s in range(64) if got[s] != expected[s]]
    return "  " + "\n  ".join(wrong)


def describe(ev: dict) -> str:
    if ev["k"] == "bg":
        return f"background at {ev['t']:.0f} ms: {ev['n']} change(s)" + (", animation ended" if ev["animOff"] else "")
    where = f" {ev['sq']}" if ev["sq"] else ""
    state = ", during animation" if ev["anim"] else ""
    return f"{ev['src']} tap on {ev['kind']}{where} at {ev['t']:.0f} ms (level {ev['level']}{state})"


# --------------------------------------------------------------------------- test


monkey_page = h.module_page(reduced_motion=False, name="monkey_page")
"""One page (normal motion) for this module: the first-visit check reads it, then the monkey."""


def wait_idle(page) -> None:
    page.wait_for_function(
        "!document.getElementById('board').hasAttribute('data-animating')", timeout=IDLE_TIMEOUT_MS, polling=50
    )


def fast_forward(page, model: Model, rng: random.Random) -> int:
    """Play the current game on (random legal moves, reduced motion) to a few empty squares."""
    position, moves = model.position, []
    while not position.is_game_over() and 64 - sum(position.counts()) > FAST_FORWARD_EMPTIES:
        square = rng.choice(position.legal_squares())
        moves.append(square_name(square))
        position = position.play(square)
        if position.must_pass():
            position = position.pass_turn()
    if moves:
        page.emulate_media(reduced_motion="reduce")
        page.evaluate("moves => window.__monkey.fastForward(moves)", moves)
        page.emulate_media(reduced_motion="no-preference")
    return len(moves)


def test_first_visit_shows_no_message(monkey_page):
    """A new visitor (empty localStorage) gets a new game and no message (regression: the
    page once took localStorage's null, pyodide.ffi.jsnull, for an unreadable saved game)."""
    assert monkey_page.evaluate("localStorage.length") == 0
    assert monkey_page.locator("#message").text_content().strip() == ""


def test_monkey_taps_keep_the_page_consistent(monkey_page):
    page = monkey_page
    if page.locator("#welcome").is_visible():  # the first visit's notice goes at the first tap, before the monkey's
        page.click("#welcome")
        page.wait_for_selector("#welcome", state="hidden")
    started = time.monotonic()
    model = Model()
    first = page.evaluate(INSTALL_JS)
    model.check_idle(first, "start")
    rng = random.Random(SEED)
    log: list[dict] = []

    def save_log() -> None:
        path = ARTIFACTS_DIR / "monkey-log.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(log))

    def consume(events: list[dict]) -> None:
        for ev in events:
            log.append(ev)
            try:
                model.apply(ev, len(log) - 1)
            except AssertionError:
                save_log()
                screenshot(page, "monkey-failure")
                raise

    per_batch = -(-TAPS // BATCHES)
    for batch in range(BATCHES):
        if batch in FAST_FORWARD_BEFORE:
            ff_before = model.stats["fast-forward moves"]
            wait_idle(page)
            consume(page.evaluate("window.__monkey.take()"))
            planned = fast_forward(page, model, rng)
            consume(page.evaluate("window.__monkey.take()"))
            assert model.stats["fast-forward moves"] - ff_before == planned, "a fast-forward move was not played"
        count = min(per_batch, TAPS - batch * per_batch)
        # After a fast-forward, no restart taps until the game has ended.
        hold = batch in FAST_FORWARD_BEFORE
        page.evaluate(MONKEY_JS, {"seed": SEED * 31 + batch, "count": count, "holdRestart": hold})
        consume(page.evaluate("window.__monkey.take()"))

    wait_idle(page)
    consume(page.evaluate("window.__monkey.take()"))
    assert model.pending is None, "the last animation never ended"

    # The board on screen is the engine's position replayed from the moves played since the
    # last restart (the model replays them as they come; replay them once more from scratch).
    save_log()  # tests/artifacts/monkey-log.json: every tap and what it did
    final = page.evaluate("window.__monkey.snapshot()")
    replayed = Model()
    for square in model.moves:
        assert replayed.position.is_legal(square)
        replayed.play(square)
    replayed.level, replayed.preview = model.level, model.preview
    replayed.check_idle(final, "final state")
    screenshot(page, "monkey-final")

    assert page.log.page_errors == [], page.log.summary()
    assert page.log.console_errors == [], page.log.summary()
    assert page.log.errors() == [], page.log.summary()

    stats = model.stats
    taps = sum(value for key, value in stats.items() if key.startswith("taps on"))
    monkey_taps = sum(1 for ev in log if ev["k"] == "click" and ev["src"] == "monkey")
    elapsed = time.monotonic() - started
    summary = (
        f"seed {SEED}: {monkey_taps} monkey taps in {elapsed:.0f} s; "
        + ", ".join(f"{key} {value}" for key, value in sorted(stats.items()))
        + f"; finished games: {[''.join(g) for g in model.games]}"
    )
    print(summary)
    assert monkey_taps == taps == TAPS, summary
    # The run did what it is for (loose bounds: the timing decides where taps land).
    assert stats["taps on board during animation"] >= TAPS // 10, summary
    if TAPS >= 1200:
        assert stats["moves"] >= 20 * TAPS // 3000, summary
        assert stats["previews"] >= 3 * TAPS // 3000, summary
        assert stats["games finished"] >= 1 and stats["taps on play-again"] >= 1, summary
