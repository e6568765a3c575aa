"""Helpers for the end-to-end tests: drive the page through its public contract
(/tmp/contract.md: selectors and data attributes only) and compute every expected
value with the engine (``reversi.game`` / ``reversi.position``).

    page = open_page(browser, browser_context_args, reduced_motion=True)
    game = play(page, parse_transcript("f5d6c3"))      # clicks, waits for each animation
    assert_page_matches(page, game)                    # board, counts, turn, message, result

Boards are 64-character strings in the engine's notation (``Position.board_string``):
``X`` black, ``O`` white, ``-`` empty, a1 b1 .. h1 a2 .. h8.
"""

from __future__ import annotations

import json
import random
import re
import struct
import zlib
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from reversi import registry, strings
from reversi.base.screen import Hint, Status
from reversi.games.reversi.game import Game
from reversi.base.sides import Color, parse_square, square_name
from reversi.games.reversi.position import Position

VIEW_PY = Path(__file__).resolve().parents[2] / "reversi" / "web" / "view.py"

# The conftest lives in tests/, which pytest puts on sys.path (rootdir conftest).
from conftest import (ARTIFACTS_DIR, REPO_ROOT, attach_log, close_page, open_ready_page, returning_page,  # noqa: E402
                      shared_file, wait_ready)
from unit.test_conformance import game_data  # noqa: E402

AXE = REPO_ROOT / "node_modules" / "axe-core" / "axe.min.js"
AXE_REPORT = ARTIFACTS_DIR / "axe-report.json"

ALL_SQUARES = [square_name(square) for square in range(64)]
DISC_CHARS = {"black": "X", "white": "O", None: "-"}
TIMEOUT_MS = 15_000
EARLY_PASS = "d3c3e6d2d1e1b2c1"
"""A game opening after which white has no legal move (the tests check it with the engine)."""
EARLY_END = "d3c3f5f4f3d2d1e3b3"
"""A 9-move game where white is wiped out: over with empty squares left (checked in test_spec)."""
MID_GAME = "f5d6c3d3c4f4c5b3c2"
"""Nine moves in: several legal squares, both colours in play, black leading."""


def view_constant(name: str) -> int:
    """A timing constant of reversi/web/view.py (FLIP_STAGGER_MS, FLIP_TURN_MS), read from its
    source: the module imports pyscript and cannot be imported outside the browser."""
    match = re.search(rf"^{name}\s*=\s*(\d+)", VIEW_PY.read_text(encoding="utf-8"), re.MULTILINE)
    assert match, f"{name} not found in {VIEW_PY}"
    return int(match.group(1))


# --------------------------------------------------------------------------- pages


def open_page(browser, browser_context_args: dict, reduced_motion: bool = True, url: str = "/", init_scripts=(),
              permissions=(), first_visit: bool = False):
    """A page of a returning visitor with nothing stored (``conftest.returning_page``), or of
    a ``first_visit`` (a new context: nothing cached, no service worker yet), reduced or normal
    motion, with a PageLog, opened at ``url`` and ready; ``page.context_requests`` lists the
    requests of its context while it is open (the service worker's too, which page events
    miss). Close it with ``close_page``."""
    args = {**browser_context_args, "reduced_motion": "reduce" if reduced_motion else "no-preference"}
    context_requests: list[str] = []

    def on_context_request(request):
        context_requests.append(request.url)

    if first_visit:
        context = browser.new_context(**args)
        context.on("request", on_context_request)
        for script in init_scripts:
            context.add_init_script(script)
        context.grant_permissions(list(permissions))
        page = open_ready_page(context, url)
    else:
        page = returning_page(browser, args, url, init_scripts, permissions, on_context_request)
    page.context_requests = context_requests
    return page


def module_page(reduced_motion: bool = True, name: str = "page", first_visit: bool = False):
    """A fixture of one page (``open_page``) shared by the tests of a module, closed after
    them; in a test module, ``page = h.module_page()`` (or ``reduced_motion=False``)."""

    @pytest.fixture(scope="module", name=name)
    def shared_page(browser, browser_context_args):
        page = open_page(browser, browser_context_args, reduced_motion=reduced_motion, first_visit=first_visit)
        yield page
        close_page(page)

    return shared_page


MOVING_JS = """() => {
  const found = [];
  for (const el of document.querySelectorAll('*')) for (const pseudo of [null, '::before', '::after']) {
    const s = getComputedStyle(el, pseudo);
    const busy = s.transitionDuration.split(',').some(d => parseFloat(d) > 0)
      || (s.animationName !== 'none' && s.animationDuration.split(',').some(d => parseFloat(d) > 0));
    if (busy) found.push(`${el.tagName}#${el.id}.${el.className}${pseudo || ''}: ${s.transitionDuration} ${s.animationName}`);
  }
  return found; }"""


def moving_elements(page) -> list[str]:
    """The elements and pseudo-elements of the page that have a transition or an animation
    (each as ``TAG#id.class::pseudo: durations name``); none under prefers-reduced-motion."""
    return page.evaluate(MOVING_JS)


def set_motion(page, reduced: bool) -> None:
    """Switch ``prefers-reduced-motion`` on an open page (the view reads it at each move)."""
    page.emulate_media(reduced_motion="reduce" if reduced else "no-preference")


def foreign_requests(page, base_url: str) -> list[str]:
    """Request URLs (the page's, and its context's incl. service workers when opened with
    ``open_page``) that do not go to the test server's scheme, host and port."""
    server = urlsplit(base_url)
    bad = []
    for url in page.log.requests + getattr(page, "context_requests", []):
        parts = urlsplit(url)
        if (parts.scheme, parts.hostname, parts.port) != (server.scheme, server.hostname, server.port):
            bad.append(url)
    return bad


# --------------------------------------------------------------------------- accessibility audit

_RUN_AXE_JS = """async () => {
  const result = await axe.run(document, {resultTypes: ['violations']});
  return {version: axe.version, violations: result.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => n.target.join(' ') + ' -- ' + n.failureSummary)}))};
}"""


def axe_audit(page, state: str) -> None:
    """Run every axe-core rule (WCAG 2.x A/AA and best practices) on ``page`` as it is and
    assert zero violations; the count is recorded under ``state`` in
    tests/artifacts/axe-report.json.

    axe-core comes from node_modules (a devDependency; ``make test`` runs ``npm ci``) and
    is never part of the site: the test driver evaluates it in the page over the DevTools
    protocol, which the page's Content-Security-Policy (scripts from the site only) does
    not govern, so the policy is neither loosened nor bypassed for the audit.
    """
    assert AXE.is_file(), f"{AXE} missing: run `make test` (npm ci installs the devDependencies)"
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    assert_no_placeholders(page, state)
    result = page.evaluate(_RUN_AXE_JS)
    violations = result["violations"]
    with shared_file("axe-report"):
        report = json.loads(AXE_REPORT.read_text(encoding="utf-8")) if AXE_REPORT.is_file() else {}
        report.update({"axe-core": result["version"], state: len(violations)})
        AXE_REPORT.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
    assert violations == [], f"axe-core {result['version']}, {state}:\n" + json.dumps(violations, indent=1, ensure_ascii=False)


# --------------------------------------------------------------------------- templates left unformatted

_PLACEHOLDERS_JS = r"""() => {
  const pattern = /\{[a-z_]+\}/;
  const name = el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
    + (el.classList.length ? '.' + [...el.classList].join('.') : '');
  const path = el => { const names = []; for (; el && el.nodeType === 1; el = el.parentElement) names.unshift(name(el));
                       return names.slice(-3).join(' > '); };
  const found = [];
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (pattern.test(node.data) && !node.parentElement.closest('script, style')) {
        found.push(`${path(node.parentElement)}: text ${JSON.stringify(node.data)}`);
      }
    } else {
      for (const attribute of node.attributes) {
        if (pattern.test(attribute.value)) found.push(`${path(node)}: [${attribute.name}] ${JSON.stringify(attribute.value)}`);
      }
    }
  }
  return found;
}"""


def placeholders(page) -> list[str]:
    """Every text node and attribute of the whole document, shown or hidden (not the
    contents of scripts and styles), that still holds a catalogue placeholder such as
    ``{score}``: a template written without being formatted (screen readers read it out)."""
    return page.evaluate(_PLACEHOLDERS_JS)


def assert_no_placeholders(page, where: str = "") -> None:
    found = placeholders(page)
    assert found == [], f"{where + ': ' if where else ''}unformatted catalogue templates in the page:\n" + "\n".join(found)


# --------------------------------------------------------------------------- reading the DOM

_READ_JS = """
() => {
  const attrs = el => el ? Object.fromEntries([...el.attributes].map(a => [a.name, a.value])) : null;
  const cells = {};
  for (const cell of document.querySelectorAll('#board [data-square]')) {
    cells[cell.getAttribute('data-square')] = attrs(cell);
  }
  const pieces = el => el ? [...el.querySelectorAll('.piece')].map(p => p.getAttribute('data-piece')) : null;
  const text = el => el ? el.textContent : null;
  const q = s => document.querySelector(s);
  const hint = q('#hint');
  const result = q('#result');
  return {
    cells,
    lang: document.documentElement.lang,
    board: attrs(q('#board')),
    counts: [text(q('[data-score="black"]')), text(q('[data-score="white"]'))],
    leading: ['black', 'white'].filter(c => q(`.score[data-player="${c}"]`).hasAttribute('data-leading')),
    score_pieces: ['black', 'white'].map(c => pieces(q(`.score[data-player="${c}"]`))),
    turn: q('#turn').getAttribute('data-turn'),
    turn_text: text(q('#turn')),
    turn_pieces: pieces(q('#turn')),
    message_text: text(q('#message')),
    message_pieces: pieces(q('#message')),
    hint_level: hint.getAttribute('data-level'),
    hint_lines: [...hint.children].map(c => c.textContent),
    result_hidden: result.hidden,
    result_visible: result.checkVisibility(),
    winner: result.getAttribute('data-winner'),
    result_title: text(q('#result-title')),
    result_title_pieces: pieces(q('#result-title')),
    result_score: text(q('#result-score')),
    result_score_numbers: [...q('#result-score').querySelectorAll('b')].map(b => b.textContent),
    result_score_pieces: pieces(q('#result-score')),
    play_again: text(q('#play-again')),
  };
}
"""


def read(page) -> dict:
    """Everything a player can see, read from the DOM in one call (see ``_READ_JS``)."""
    state = page.evaluate(_READ_JS)
    state["board_string"] = board_string_of(state["cells"])
    return state


def board_string_of(cells: dict) -> str:
    """The 64-char board string of a ``cells`` mapping (square name -> attributes)."""
    chars = ["?"] * 64
    for name, attributes in cells.items():
        chars[parse_square(name)] = DISC_CHARS.get(attributes.get("data-disc"), "?")
    return "".join(chars)


def board(page) -> str:
    """The board in the DOM as a 64-char string (X black, O white, - empty)."""
    cells = page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board [data-square]')]
              .map(c => [c.getAttribute('data-square'), {'data-disc': c.getAttribute('data-disc')}]))"""
    )
    return board_string_of(cells)


def squares_with(state: dict, attribute: str, value: str | None = None) -> set[str]:
    """Names of the cells that carry ``attribute`` (with ``value`` if given)."""
    return {
        name
        for name, attributes in state["cells"].items()
        if attribute in attributes and (value is None or attributes[attribute] == value)
    }


def show_board(text: str) -> str:
    """A 64-char board as 8 lines with coordinates, for assertion messages."""
    lines = ["  abcdefgh"]
    lines += [f"{row + 1} {text[row * 8:row * 8 + 8]}" for row in range(8)]
    return "\n".join(lines)


def names(bits: int) -> set[str]:
    """The square names of a bitboard."""
    return {square_name(square) for square in range(64) if bits >> square & 1}


# --------------------------------------------------------------------------- expectations


def expected(game: Game, language: str = strings.DEFAULT) -> dict:
    """What the page must show for ``game`` once idle, in ``language`` (keys as in ``read``)."""
    texts = strings.catalogue(language, registry.DEFAULT)  # (the game these expectations are of)
    black, white = game.counts
    leading = ["black"] if black > white else ["white"] if white > black else []
    message_text, message_pieces = "", []
    if game.status is Status.PASSED:
        message_text = texts.PASSED.replace("{piece}", "")
        message_pieces = [game.last.passed.value]
    state = {
        "board_string": game.position.board_string(),
        "counts": [str(black), str(white)],
        "leading": leading,
        "turn": "none" if game.status is Status.OVER else game.turn.value,
        "turn_text": texts.GAME_OVER if game.status is Status.OVER else texts.TURN.replace("{piece}", ""),
        "turn_pieces": [] if game.status is Status.OVER else [game.turn.value],
        "message_text": message_text,
        "message_pieces": message_pieces,
        "hint_level": game.hint.value,
        "hint_lines": [texts.HINT, texts.HINT_LEVELS[game.hint.value]],
        "result_hidden": game.status is not Status.OVER,
        "result_visible": game.status is Status.OVER,
    }
    if game.status is Status.OVER:
        winner = game.position.winner()
        state["winner"] = winner.value if winner else "draw"
        state["result_title"] = texts.WINS.replace("{piece}", "") if winner else texts.DRAW
        state["result_title_pieces"] = [winner.value] if winner else []
        state["result_score"] = texts.FINAL_SCORE.format(black=black, white=white)
        state["result_score_numbers"] = [str(black), str(white)]
        state["result_score_pieces"] = ["black", "white"]
    return state


def assert_page_matches(page, game: Game, where: str = "", state: dict | None = None) -> dict:
    """Assert that the idle page shows ``game`` in the page's language: board, counts, leader,
    turn, message, hint button, result; plus hint marks for the hint level and no preview
    marks unless ``game.preview``. Returns the page state read."""
    state = read(page) if state is None else state
    want = expected(game, state["lang"])
    prefix = f"{where}: " if where else ""
    assert state["board_string"] == want["board_string"], (
        f"{prefix}board differs from the engine's\nDOM:\n{show_board(state['board_string'])}\n"
        f"engine:\n{show_board(want['board_string'])}"
    )
    diff = {key: {"page": state[key], "engine": value} for key, value in want.items() if state[key] != value}
    assert not diff, f"{prefix}page state differs from the engine's: {diff}"
    options = {square_name(square): flips for square, flips in game.options.items()}
    if game.status is Status.OVER:
        options = {}
    if game.hint is Hint.PLACES:
        assert squares_with(state, "data-hint", "place") == set(options), f"{prefix}place marks"
        assert squares_with(state, "data-hint") == set(options), f"{prefix}hint marks"
    elif game.hint is Hint.FULL:
        assert squares_with(state, "data-hint", "count") == set(options), f"{prefix}count marks"
        assert squares_with(state, "data-hint") == set(options), f"{prefix}hint marks"
        flips = {name: state["cells"][name].get("data-flips") for name in options}
        assert flips == {name: str(bits.bit_count()) for name, bits in options.items()}, f"{prefix}data-flips"
    else:
        assert squares_with(state, "data-hint") == set(), f"{prefix}hint marks at level none"
    if game.preview is None:
        for attribute in ("data-preview", "data-will-flip", "data-dim"):
            assert squares_with(state, attribute) == set(), f"{prefix}{attribute} without a preview"
        assert "data-previewing" not in state["board"], f"{prefix}#board[data-previewing] without a preview"
    last = {square_name(game.last.square)} if game.last else set()
    assert squares_with(state, "data-last") == last, f"{prefix}data-last"
    assert "data-animating" not in state["board"], f"{prefix}#board still animating"
    assert_no_placeholders(page, where)
    return state


# --------------------------------------------------------------------------- playing


def click_square(page, name: str, force: bool = False) -> None:
    """Tap the cell ``name``. ``force``: at once, where the cell is (Playwright's actionability
    checks left out: its waits for the cell to be visible, still and on top, a few round trips
    to the page a tap), for a caller that taps many times and waits on each tap's effect (a tap
    on a covered or hidden cell has none)."""
    page.click(f'#board [data-square="{name}"]', force=force)


def wait_idle(page, timeout_ms: int = TIMEOUT_MS) -> None:
    """Wait until no game is being read (pasted or from a link) and no move animation runs."""
    page.wait_for_selector("html:not([data-reading]) #board:not([data-animating])", state="attached", timeout=timeout_ms)


def choose_opponent(page, opponent: str, side: str = "black", level: int = 1) -> None:
    """Choose ``opponent`` (``two`` or ``computer``); against the computer, the player's
    ``side`` (the computer takes the other), then its ``level``."""
    page.select_option("#opponent", opponent)
    if opponent == "computer":
        page.select_option("#side", side)
        page.select_option("#level", str(level))


def wait_settled(page) -> None:
    """No animation and no search running."""
    page.wait_for_selector("html:not([data-thinking]) #board:not([data-animating])", state="attached", timeout=30_000)


def follow_link(page, url: str, timeout_ms: int = TIMEOUT_MS) -> None:
    """Go to ``url`` (a game's or a letter's link; on the page itself, only the fragment
    changes) and wait until the page has taken it (the fragment leaves the address when
    the page reads it) and is idle. Waiting on the page's state alone could read it before
    its ``hashchange`` handler ran."""
    page.goto(url)
    page.wait_for_url(lambda address: "#" not in address, timeout=timeout_ms)
    wait_idle(page, timeout_ms)


def wait_focus(page, element_id: str, timeout_ms: int = TIMEOUT_MS) -> None:
    """Wait until the element ``element_id`` has the focus (a dialog takes it in the frame
    after it is shown)."""
    page.wait_for_function("id => document.activeElement && document.activeElement.id === id", arg=element_id,
                           timeout=timeout_ms)


def leave_review(page, button: str = "#review-exit") -> None:
    """Leave the review by ``button`` (back to the game, or play on from the reviewed move) and
    wait until the page is idle: one move on from the reviewed position is animated."""
    page.click(button)
    page.wait_for_selector("html:not([data-reviewing])", state="attached", timeout=TIMEOUT_MS)
    wait_idle(page)


def wait_move_done(page, name: str, timeout_ms: int = TIMEOUT_MS) -> None:
    """Wait until the move on ``name`` is drawn (its cell is the last move) and its animation ended.

    A CSS selector, not ``wait_for_function``: Playwright evaluates the latter's predicate with
    ``eval`` in the page, which a Content-Security-Policy without 'unsafe-eval' forbids.
    """
    page.wait_for_selector(
        f'#board:not([data-animating]) [data-square="{name}"][data-last][data-disc]',
        state="attached",
        timeout=timeout_ms,
    )


def play(page, moves, game: Game | None = None, check_every: int = 0, on_move=None) -> Game:
    """Click each square of ``moves`` (ints) and wait for its animation to end.

    Under the full hint level each move is tapped twice (preview, then play). Returns the
    engine's ``Game`` after the moves (from ``game`` or a new game). ``check_every=n``
    compares the whole page with the engine after every n-th move and after the last one;
    ``on_move(page, game)`` is called after every move. The first move is tapped as Playwright
    taps (once the cell is still and on top: the caller may have just closed a dialog), the
    others at once (``click_square``'s ``force``: the page is idle after the move before).
    """
    game = Game.new() if game is None else game
    moves = list(moves)
    for number, square in enumerate(moves, 1):
        assert square in game.options, f"test error: {square_name(square)} is not legal in {game.position}"
        name = square_name(square)
        if game.hint is Hint.FULL and game.preview != square:
            click_square(page, name, force=number > 1)
            page.wait_for_selector(f'#board [data-square="{name}"][data-preview]', state="attached")
        click_square(page, name, force=number > 1)
        game = engine_play(game, square)
        wait_move_done(page, name)
        if check_every and (number % check_every == 0 or number == len(moves)):
            assert_page_matches(page, game, where=f"after move {number} ({name})")
        if on_move is not None:
            on_move(page, game)
    return game


def set_hint(page, game: Game, level: str) -> Game:
    """Click #hint until it shows ``level``; returns the engine's game with that level."""
    while game.hint.value != level:
        page.click("#hint")
        game = game.cycle_hint()
        page.wait_for_selector(f'#hint[data-level="{game.hint.value}"]', state="attached")
    return game


def most_flips(game: Game) -> int:
    """The legal move that flips the most discs (the longest animation)."""
    return max(sorted(game.options), key=lambda square: game.options[square].bit_count())


def engine_play(game: Game, square: int) -> Game:
    """The engine's game after ``square`` is played (tapped twice under full hints)."""
    after = game.tap(square)
    if after.actions == game.actions:
        after = after.tap(square)
    assert after.actions[len(game.actions) :][:1] == (square,), f"test error: {square_name(square)} not played"
    return after


def restart(page) -> Game:
    """Click はじめからやりなおす and return the engine's fresh game."""
    page.click("#restart")
    wait_idle(page)
    return Game.new()


def reset(page) -> Game:
    """Back to a new game from any state (result modal shown or not)."""
    if page.locator("#result").is_visible():
        page.click("#play-again")
    else:
        page.click("#restart")
    wait_idle(page)
    return Game.new()


# --------------------------------------------------------------------------- game records


def random_game(seed: int) -> list[int]:
    """A whole game, each move chosen at random (seeded) among the engine's legal moves: its
    squares (the forced passes left out, as in its transcript)."""
    rng = random.Random(seed)
    game = Game.new()
    while game.options:
        game = game.tap(rng.choice(sorted(game.options)))
    return [entry for entry in game.actions if entry != Game.PASS]


def replay(moves) -> Game:
    """The engine's game after ``moves``."""
    return Game.from_record(list(moves))


def pass_indices(moves) -> list[int]:
    """0-based indices of the moves after which the next player had to pass."""
    game, found = Game.new(), []
    for index, square in enumerate(moves):
        game = game.tap(square)
        if game.last.passed is not None:
            found.append(index)
    return found


def first_game(predicate, seeds=range(500)) -> tuple[int, list[int]]:
    """The first seeded random game for which ``predicate(moves)`` holds (deterministic)."""
    for seed in seeds:
        moves = random_game(seed)
        if predicate(moves):
            return seed, moves
    raise AssertionError("no seeded game satisfies the predicate")


def outcome(moves) -> str:
    """'black', 'white' or 'draw' for a finished game."""
    position = replay(moves).position
    assert position.is_game_over(), "test error: the game record does not end the game"
    winner = position.winner()
    return winner.value if winner else "draw"


# --------------------------------------------------------------------------- styles and pixels


def parse_rgb(css: str) -> tuple[float, ...]:
    """``'rgb(1, 2, 3)'`` / ``'rgba(1, 2, 3, 0.5)'`` -> (r, g, b, a)."""
    inside = css[css.index("(") + 1 : css.rindex(")")].replace("/", " ").replace(",", " ").split()
    values = [float(v) for v in inside]
    if len(values) == 3:
        values.append(1.0)
    return tuple(values)


def computed(page, selector: str, prop: str, pseudo: str | None = None) -> str:
    return page.eval_on_selector(
        selector,
        "(el, [prop, pseudo]) => getComputedStyle(el, pseudo).getPropertyValue(prop)",
        [prop, pseudo],
    )


def png_pixels(data: bytes) -> tuple[int, int, list[list[tuple[int, int, int]]]]:
    """Decode an 8-bit RGB/RGBA non-interlaced PNG (what Playwright's screenshots are):
    width, height and rows of (r, g, b)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        chunk = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and color_type in (2, 6) and interlace == 0, "unsupported PNG"
            channels = 3 if color_type == 2 else 4
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        filter_type = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if filter_type == 1:
                line[i] = (line[i] + left) & 255
            elif filter_type == 2:
                line[i] = (line[i] + up) & 255
            elif filter_type == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif filter_type == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else up_left
                line[i] = (line[i] + predictor) & 255
        rows.append([tuple(line[x * channels : x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


__all__ = [
    "ALL_SQUARES", "Color", "Game", "Hint", "Position", "Status", "assert_no_placeholders", "assert_page_matches",
    "axe_audit", "board", "click_square", "close_page", "computed", "engine_play", "expected", "first_game",
    "foreign_requests", "most_flips", "names", "open_page", "outcome", "parse_rgb", "pass_indices", "placeholders",
    "play", "png_pixels", "random_game", "read", "replay", "reset", "restart", "set_hint", "set_motion", "show_board",
    "squares_with", "wait_idle", "wait_move_done",
]


# --------------------------------------------------------------------------- recording changes

_RECORDER_JS = """
() => {
  if (window.__e2eRecorder) window.__e2eRecorder.observer.disconnect();
  const events = [];
  const owner = node => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    return el && el.closest('[data-square], [data-score], #message, #turn, #board, #result, #hint, #result-title, #result-score');
  };
  const observer = new MutationObserver(list => {
    const t = performance.now();
    for (const m of list) {
      const el = owner(m.target);
      if (!el) continue;
      const event = {
        t, type: m.type, attr: m.attributeName,
        square: el.getAttribute('data-square'), score: el.getAttribute('data-score'), id: el.id || null,
        value: m.type === 'attributes' ? el.getAttribute(m.attributeName) : null,
        text: el.textContent,
      };
      if (m.type === 'attributes' && m.attributeName === 'data-disc' && event.square) {
        const disc = el.querySelector('.disc');
        const style = getComputedStyle(disc);
        event.turning = el.hasAttribute('data-turning');
        event.transitionProperty = style.transitionProperty;
        event.transitionDuration = style.transitionDuration;
        const ms = parseFloat(style.transitionDuration) * (style.transitionDuration.endsWith('ms') ? 1 : 1000);
        if (ms > 0) {
          // Sample the disc's transform half-way through its turn.
          setTimeout(() => { event.midTransform = getComputedStyle(disc).transform; }, ms / 2);
        }
      }
      events.push(event);
    }
  });
  observer.observe(document.body, {subtree: true, attributes: true, childList: true, characterData: true});
  window.__e2eRecorder = {observer, events};
  return performance.now();
}
"""


def start_recording(page) -> float:
    """Record every DOM change of the board, scores, turn, message, hint button and result
    (with ``performance.now()`` times) until ``recorded`` is called; returns the start time."""
    return page.evaluate(_RECORDER_JS)


def recorded(page, stop: bool = True) -> list[dict]:
    """The changes recorded since ``start_recording`` (and stop recording)."""
    return page.evaluate(
        """stop => { const r = window.__e2eRecorder; if (!r) return [];
                     if (stop) { r.observer.takeRecords(); r.observer.disconnect(); }
                     return r.events; }""",
        stop,
    )


def now(page) -> float:
    return page.evaluate("performance.now()")


def wait_ms_in_page(page, ms: float) -> None:
    """Let ``ms`` of page time pass (only to prove that nothing happens afterwards)."""
    page.evaluate("ms => new Promise(resolve => setTimeout(resolve, ms))", ms)


def next_frames(page, count: int = 2) -> None:
    """Wait for ``count`` animation frames of the page (lets pending tasks run)."""
    page.evaluate(
        """count => new Promise(resolve => { const step = n => n ? requestAnimationFrame(() => step(n - 1))
                                                              : setTimeout(resolve, 0); step(count); })""",
        count,
    )


# --------------------------------------------------------------------------- a short whole game of each game, by taps

def short_game(name: str) -> str:
    """A short whole game of game ``name`` (``SHORT_GAME`` of its test data,
    ``tests/unit/games/<name>/conformance.py``)."""
    return game_data(name).SHORT_GAME


def taps_for(name: str, game, entry) -> tuple[list[str], object]:
    """The taps (``sq:d3`` or ``part:TRAY:INDEX``) that make ``entry`` the next entry of
    ``game`` (a breadth-first search over the game's own taps), and the game after them."""
    drawing, texts = registry.variant(name).DRAWING, strings.catalogue("ja", name)
    count = len(game.actions)
    frontier = [(game, [])]
    for _ in range(3):
        found = []
        for state, taps in frontier:
            moves = [(f"sq:{square_name(s, state.position.SIZE)}", state.tap(s)) for s in sorted(state.options)]
            for tray, shown in drawing.trays(texts, state).items():
                moves += [(f"part:{tray}:{i}", state.tap_part(tray, i)) for i, item in enumerate(shown.items) if item.tappable]
            for tap, after in moves:
                if after is state:
                    continue
                if len(after.actions) > count:
                    if after.actions[count] == entry:
                        return taps + [tap], after
                    continue
                found.append((after, taps + [tap]))
        frontier = found
    raise AssertionError(f"no taps make {entry} in {name}")


def tap(page, what: str) -> None:
    kind, _, rest = what.partition(":")
    if kind == "sq":
        page.click(f'#board [data-square="{rest}"]')
    else:
        tray, index = rest.split(":")
        page.click(f'[data-tray="{tray}"] button[data-index="{index}"]', force=True)
    wait_idle(page)
