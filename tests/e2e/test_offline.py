"""Offline play and site updates through the service worker (contract: "Start-up, offline,
saved games").

- After one visit the site works with no server at all: a reload and a new tab start the
  game (Python restored from the memory snapshot, which the first visit did not wait for)
  and take moves, with no console/page errors and no failed request, and a module of the
  standard library that the page does not import still imports; every game of
  the registry opens, draws its rules page and its strongest computer plays a move (what
  the page fetches on first use, other games and the weights, is precached too).
- Every request a normal visit makes is in ``vendor/precache.js`` (so nothing is missing offline).
- A repeat visit (the worker's cache) asks for PyScript's and Pyodide's modules only once
  the first screen is painted (a first visit, at once).
- A new version of the site (changed file + new ``vendor/precache.js``) takes over at once
  when no game is in progress, and otherwise waits behind the ``#update`` notice; tapping it
  reloads into the new version with the game in progress restored.

The offline tests stop their own server (not the shared ``live_server``); the update tests serve
a copy of the site (``conftest.build_site``: the precached files + sw.js)
from a temporary folder they can change.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import urllib.error
import urllib.request
from urllib.parse import urlsplit

import pytest

from reversi import registry, strings
from reversi.base.screen import LEVEL_IDS
from reversi.games.reversi.position import parse_transcript
from reversi.play import letters, record, saved

from conftest import attach_log, build_example_site, build_site, serve, wait_ready  # tests/ is on sys.path (rootdir conftest)
from unit.test_record import first_game

from . import helpers as h
from .test_rules_page import open_rules

SW_TIMEOUT_MS = 60_000  # installing = fetching ~14 MB into the cache, on a busy 2-core machine



# --------------------------------------------------------------------------- page helpers

# Resolves once the cache ``reversi-<version>`` holds every file of ``files`` (default: the
# page's own self.PRECACHE) and a service worker controls the page, or when the time is up;
# returns what is still missing. Polls inside the page (no fixed sleeps on our side).
_WAIT_CACHED_JS = """
async ([version, files, timeoutMs]) => {
  version = version || self.PRECACHE.version;
  files = files || Object.keys(self.PRECACHE.files);
  const name = `reversi-${version}`;
  const deadline = performance.now() + timeoutMs;
  await navigator.serviceWorker.ready;
  for (;;) {
    let missing = files;
    if (await caches.has(name)) {
      const cache = await caches.open(name);
      missing = [];
      for (const path of files) {
        if (!(await cache.match(new URL(path, location.href).href))) missing.push(path);
      }
    }
    const controlled = !!navigator.serviceWorker.controller;
    if ((!missing.length && controlled) || performance.now() > deadline) {
      return {cache: name, missing, controlled, keys: await caches.keys()};
    }
    await new Promise(resolve => setTimeout(resolve, 100));
  }
}
"""


def wait_cached(page, version: str | None = None, files: list[str] | None = None) -> dict:
    """Wait until the service worker controls ``page`` and its cache holds every precached file."""
    state = page.evaluate(_WAIT_CACHED_JS, [version, files, SW_TIMEOUT_MS])
    assert state["controlled"], f"no service worker controls the page after {SW_TIMEOUT_MS} ms: {state}"
    assert not state["missing"], f"{state['cache']} lacks {state['missing']} (caches: {state['keys']})"
    return state


def precache(page) -> dict:
    """The page's ``self.PRECACHE`` ({version, files: {"./path": size}})."""
    return page.evaluate("self.PRECACHE")


def cache_names(page) -> list[str]:
    return sorted(page.evaluate("caches.keys()"))


def trigger_update(page) -> None:
    """Ask the browser to check sw.js (and its imported vendor/precache.js) for a new version.

    Fire and forget: the page may reload before the promise settles."""
    page.evaluate("() => { navigator.serviceWorker.getRegistration().then(r => r.update()); }")


def server_is_down(url: str) -> bool:
    try:
        urllib.request.urlopen(url, timeout=5).close()
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return True
    return False


def new_context(browser, browser_context_args: dict):
    return browser.new_context(**{**browser_context_args, "reduced_motion": "reduce"})


def open_logged(context, url: str):
    page = context.new_page()
    attach_log(page)
    page.goto(url)
    wait_ready(page)
    return page


# --------------------------------------------------------------------------- offline


@pytest.fixture
def own_server():
    """A server of the site (``build_example_site``) for one test alone: the offline tests shut it down."""
    server, url = serve.start_server(build_example_site(), host="127.0.0.1", port=0, quiet=True)
    state = {"server": server, "url": url, "running": True}
    yield state
    if state["running"]:
        server.shutdown()
        server.server_close()


def go_offline(context, own_server) -> None:
    """No network at all: the server gone and the browser offline."""
    own_server["server"].shutdown()
    own_server["server"].server_close()
    own_server["running"] = False
    context.set_offline(True)
    assert server_is_down(own_server["url"]), "test error: the server still answers"


# The page's Python, to look at it after start-up: PyScript's main hook, added once PyScript
# itself has run (the same module instance as the page's).
_PYTHON_INIT = """
document.addEventListener('DOMContentLoaded', () =>
  import(new URL('./vendor/pyscript/core.js', location.href).href).then(({hooks}) =>
    hooks.main.onReady.add(wrap => { window.__python = wrap.interpreter; })));
"""
# Once the page has brought the standard library's rest into memory (reversi/web/archives.py,
# prefetch_stdlib), a module of it (colorsys: no module of the page imports it), imported.
_IMPORT_REST_JS = """async () => {
  const python = () => window.__python.runPython(`
import sys
sys.modules["reversi.web.archives"]._stdlib.fetched is not None`);
  while (!window.__python || !python()) await new Promise(resolve => setTimeout(resolve, 50));
  return window.__python.runPython(`
import importlib
module = importlib.import_module("colorsys")
module.__file__, module.rgb_to_hsv(1.0, 0.0, 0.0)`).toJs();
}"""


def test_offline_reload_and_new_tab_play(browser, browser_context_args, own_server):
    url = own_server["url"]
    context = new_context(browser, browser_context_args)
    context.add_init_script(_PYTHON_INIT)
    try:
        page = open_logged(context, url)
        state = wait_cached(page)
        assert state["keys"] == [state["cache"]], f"unexpected caches {state['keys']}"
        assert not page.log.errors(), page.log.summary()

        go_offline(context, own_server)
        page.log.clear()
        page.reload()
        wait_ready(page)
        game = h.play(page, parse_transcript("f5d6c3"))
        h.assert_page_matches(page, game, where="offline reload")
        snapshot = url + "vendor/pyodide/snapshot.bin.gz"
        assert page.evaluate("url => performance.getEntriesByName(url).length", snapshot) == 1, "not restored"
        path, hsv = page.evaluate(_IMPORT_REST_JS)
        assert path.endswith("python_stdlib_rest.zip/colorsys.py") and list(hsv) == [0.0, 1.0, 1.0], (path, hsv)
        assert not page.log.errors(), f"offline reload:\n{page.log.summary()}"

        tab = open_logged(context, url)
        h.assert_page_matches(tab, game, where="offline new tab (restored game)")
        game = h.play(tab, parse_transcript("d3c4"), game)
        h.assert_page_matches(tab, game, where="offline new tab")
        assert tab.evaluate("!!navigator.serviceWorker.controller"), "the new tab is not controlled by the worker"
        assert not tab.log.errors(), f"offline new tab:\n{tab.log.summary()}"
        assert not page.log.errors(), f"offline reload (later):\n{page.log.summary()}"
    finally:
        context.close()


def test_offline_the_past_games_of_every_game_are_read_without_an_error(browser, browser_context_args, own_server):
    """Issue 43, item 10: offline, reading the past games at start-up imported the other
    games' packages before the page had fetched their archives (from the worker's cache),
    by a synchronous request that goes past it: an unhandled ImportError. A past game of
    every game (the default's last), the page offline: every one listed, no error."""
    context = new_context(browser, browser_context_args)
    try:
        page = open_logged(context, own_server["url"])
        wait_cached(page)
        names = [*registry.NAMES[1:], registry.DEFAULT]
        games = [record.PastGame.of(registry.variant(name).GAME.RULES.initial(), first_game(name)[:2],
                                    "2026-11-29T09:30:00+00:00") for name in names]
        page.evaluate("text => localStorage.setItem('reversi.games', text)", record.dump_games(tuple(games)))
        go_offline(context, own_server)
        page.log.clear()
        page.reload()
        wait_ready(page)
        page.wait_for_function("n => document.querySelectorAll('#switcher .switch-picture svg').length === n",
                               arg=len(registry.NAMES))  # (every game's package imported by now)
        page.click("#menu-open")
        page.wait_for_selector("#menu[open]", state="attached")
        assert page.locator("#games button").count() == len(names)
        assert not page.log.errors(), f"offline, reading the past games:\n{page.log.summary()}"
    finally:
        context.close()


def test_offline_every_game_draws_its_rules_and_its_computer_plays_at_every_level(browser, browser_context_args, own_server):
    """After one visit that stays on the first screen, with no network: each game of the
    registry opens (its package was imported by no page, only precached), its rules page
    draws, its lessons and puzzles open, and the computer plays a move at each level in turn
    (level 5 with the trained weights); then the
    page starts with a saved game of the last game on screen, with a link of another, and
    with a letter (a letter game's link) of the last."""
    context = new_context(browser, browser_context_args)
    try:
        page = open_logged(context, own_server["url"])
        wait_cached(page)
        go_offline(context, own_server)
        page.log.clear()
        page.reload()
        wait_ready(page)
        games = {}
        for name in registry.NAMES:
            if page.get_attribute("html", "data-game") != name:
                page.click("#menu-open")
                page.click(f'.menu-games [data-game="{name}"]')
                page.wait_for_selector(f'html[data-game="{name}"]:not(:has(#menu[open]))', state="attached")
            rules = open_rules(page)
            assert rules["headings"] and rules["figures"] and all(rules["images"]), (name, rules)
            for dialog in ("rules", "menu"):  # (the rules open from the menu)
                page.keyboard.press("Escape")
                page.wait_for_selector(f"#{dialog}:not([open])", state="attached")
            page.click("#menu-open")  # its lessons and its puzzles (their data precached too)
            if importlib.util.find_spec(f"{registry.variant(name).__module__}.puzzles") is not None:
                page.wait_for_selector("#puzzle-grades button[data-grade]", state="attached")
            page.click("#lessons-open")
            page.wait_for_selector("html[data-practice] #practice-goal:not(:empty)", state="attached")
            page.click("#practice-exit")
            page.wait_for_selector("html:not([data-practice])", state="attached")

            variant = registry.variant(name)
            game = variant.GAME.new()
            # against the computer, which is not to move (the player takes the side to move)
            h.choose_opponent(page, "computer", side=game.turn.value, level=LEVEL_IDS[0])
            for level in LEVEL_IDS:  # at each level in turn, the computer takes the side to move
                before = game.transcript
                (player,) = [color for color in variant.GAME.RULES.COLORS if color is not game.turn]
                page.select_option("#level", str(level))  # (the computer is not to move)
                page.select_option("#side", player.value)
                page.wait_for_function(  # its move saved (not only the choice of opponent), and drawn
                    "([key, level, before]) => { const game = JSON.parse(localStorage.getItem(key));"
                    " return game && game.opponent && game.opponent.level === level && game.moves !== before; }",
                    arg=[variant.STORAGE_KEY, level, before], timeout=60_000,
                )
                h.wait_settled(page)
                played = saved.load(page.evaluate("key => localStorage.getItem(key)", variant.STORAGE_KEY))
                assert played.actions[:len(game.actions)] == game.actions and len(played.actions) > len(game.actions), (
                    f"{name}, level {level}: the computer did not play on: {game.actions} -> {played.actions}")
                games[name] = game = played
            assert not page.log.errors(), f"offline, {name}:\n{page.log.summary()}"

        page.reload()
        wait_ready(page)
        assert page.get_attribute("html", "data-game") == name, "the saved game on screen when the page was left"
        stored = page.evaluate("key => localStorage.getItem(key)", registry.variant(name).STORAGE_KEY)
        assert saved.load(stored).actions == games[name].actions, "the saved game, not a new one"
        (linked,) = [other for other in registry.NAMES if other not in (registry.DEFAULT, name)][:1]
        page.goto("about:blank")
        page.goto(own_server["url"] + "#" + record.format_link(games[linked].start, games[linked].actions))
        wait_ready(page)
        assert page.get_attribute("html", "data-game") == linked, "the game of the link"
        key = registry.variant(linked).STORAGE_KEY
        assert saved.load(page.evaluate("key => localStorage.getItem(key)", key)).actions == games[linked].actions
        letter = letters.Letter(name, letters.new_id(), ("あき", "Bob"), 0, games[name].actions)
        page.goto("about:blank")
        page.goto(own_server["url"] + "#" + letters.format_letter(letter))
        wait_ready(page)
        page.wait_for_selector(f'html[data-game="{name}"][data-letter-turn]', state="attached")  # (the letter's game, taken)
        assert not page.log.errors(), f"offline, starting with a saved game, a link and a letter:\n{page.log.summary()}"
    finally:
        context.close()


def test_every_request_of_a_visit_is_precached(browser, browser_context_args, live_server):
    context = new_context(browser, browser_context_args)
    requests: list[str] = []
    try:
        page = context.new_page()
        attach_log(page)
        page.on("request", lambda request: requests.append(request.url))
        page.goto(live_server)
        wait_ready(page)
        h.play(page, parse_transcript("f5d6c3d3"))
        page.click("#hint")
        page.wait_for_selector('#hint[data-level="places"]', state="attached")
        files = set(precache(page)["files"])
    finally:
        context.close()

    assert requests, "no request recorded"
    root = urlsplit(live_server)
    outside, missing = [], []
    for url in requests:
        parts = urlsplit(url)
        if (parts.scheme, parts.netloc) != (root.scheme, root.netloc):
            outside.append(url)
            continue
        path = parts.path[len(root.path):] or "index.html"
        if "./" + path not in files:
            missing.append(url)
    assert not outside, f"requests to other origins: {outside}"
    assert not missing, f"requested but not precached (would fail offline): {missing}"


# When boot.js first added a <link rel=modulepreload> (the runtime's modules), against the first
# contentful paint.
_PRELOADED_INIT = """
new MutationObserver((changes, observer) => {
  if (document.querySelector("link[rel=modulepreload]")) {
    window.__preloaded = performance.now();
    observer.disconnect();
  }
}).observe(document, {childList: true, subtree: true});
"""
_PAINT_JS = """() => {
  const paint = (name) => performance.getEntriesByName(name)[0].startTime;
  return {fcp: paint("first-contentful-paint"), preloaded: window.__preloaded};
}"""


def test_repeat_visit_asks_for_the_modules_after_the_first_paint(browser, browser_context_args, live_server):
    """From the worker's cache the runtime's modules are asked for only once the first screen
    is painted: reading and parsing them competed with that paint. Over the network (a first
    visit) they are asked for at once, while the page parses."""
    context = new_context(browser, browser_context_args)
    context.add_init_script(_PRELOADED_INIT)
    try:
        first = open_logged(context, live_server)
        visit = first.evaluate(_PAINT_JS)
        assert visit["preloaded"] < visit["fcp"], f"first visit: the modules should be asked for at once: {visit}"
        wait_cached(first)

        page = open_logged(context, live_server)  # a repeat visit: a new tab
        assert page.evaluate("!!navigator.serviceWorker.controller"), "test error: the repeat visit is not controlled"
        visit = page.evaluate(_PAINT_JS)
        assert visit["preloaded"] is not None, f"repeat visit: the modules were not asked for after the paint: {visit}"
        assert visit["preloaded"] >= visit["fcp"], f"repeat visit: modules asked for before the first paint: {visit}"
        assert not page.log.errors(), page.log.summary()
    finally:
        context.close()


# --------------------------------------------------------------------------- updates


def publish_new_version(site, tag: str) -> tuple[str, str]:
    """Change a file of the served copy (``styles/app.css`` gets a comment) and rewrite its
    ``vendor/precache.js`` with a new version; returns (new version, the marker added)."""
    marker = f"/* e2e update {tag} */"
    css = site / "styles" / "app.css"
    css.write_text(css.read_text(encoding="utf-8") + f"\n{marker}\n", encoding="utf-8")
    path = site / "vendor" / "precache.js"
    text = path.read_text(encoding="utf-8")
    head, start, end = text[: text.index("{")], text.index("{"), text.rindex("}") + 1
    data = json.loads(text[start:end])
    data["version"] = hashlib.sha256(f"{data['version']}/{tag}".encode()).hexdigest()[:16]
    data["files"]["./styles/app.css"] = css.stat().st_size
    path.write_text(head + json.dumps(data, indent=1) + text[end:], encoding="utf-8")
    return data["version"], marker


@pytest.fixture(scope="module")
def site(browser, browser_context_args, tmp_path_factory):
    """A copy of the site on its own server, loaded once (worker installed, cache full)."""
    root = tmp_path_factory.mktemp("site") / "site"
    build_site(root)
    server, url = serve.start_server(root, host="127.0.0.1", port=0, quiet=True)
    context = new_context(browser, browser_context_args)
    try:
        page = open_logged(context, url)
        wait_cached(page)
        navigations: list[str] = []
        page.on("framenavigated", lambda frame: frame == page.main_frame and navigations.append(frame.url))
        yield {"root": root, "url": url, "page": page, "navigations": navigations}
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def test_update_takes_over_when_no_game_in_progress(site):
    page, root = site["page"], site["root"]
    old = precache(page)["version"]
    assert cache_names(page) == [f"reversi-{old}"]
    assert page.evaluate("document.querySelectorAll('[data-disc]').length") == 4, "test error: a move was played"
    page.evaluate("window.__e2eBeforeUpdate = true")
    page.log.clear()

    new, marker = publish_new_version(root, "a")
    with page.expect_navigation(timeout=SW_TIMEOUT_MS):
        trigger_update(page)
    wait_ready(page)

    assert page.evaluate("window.__e2eBeforeUpdate") is None, "the page did not reload"
    assert precache(page)["version"] == new, "the reloaded page still runs the old vendor/precache.js"
    wait_cached(page, version=new)
    assert cache_names(page) == [f"reversi-{new}"], f"old cache reversi-{old} not deleted"
    css = page.evaluate("fetch('./styles/app.css').then(r => r.text())")
    assert marker in css, "the page is not served the new files"
    assert page.locator("#update").is_hidden()
    assert h.board(page) == h.Game.new().position.board_string()
    assert not page.log.errors(), page.log.summary()


def test_update_waits_for_the_notice_during_a_game(site):
    page, root, navigations = site["page"], site["root"], site["navigations"]
    old = precache(page)["version"]
    game = h.play(page, parse_transcript("f5d6"))
    page.evaluate("window.__e2eBeforeUpdate = true")
    page.log.clear()
    navigations.clear()

    new, marker = publish_new_version(root, "b")
    trigger_update(page)
    notice = page.locator("#update")
    notice.wait_for(state="visible", timeout=SW_TIMEOUT_MS)
    assert notice.text_content() == strings.UPDATE_READY

    # The new worker waits; the page did not reload and still runs the old version.
    waiting = page.evaluate(
        "navigator.serviceWorker.getRegistration().then(r => r.waiting && r.waiting.state)"
    )
    assert waiting == "installed", f"new worker state {waiting!r}, expected it to wait"
    assert navigations == [], f"the page navigated during a game: {navigations}"
    assert page.evaluate("window.__e2eBeforeUpdate") is True, "the page reloaded during a game"
    assert precache(page)["version"] == old
    assert set(cache_names(page)) == {f"reversi-{old}", f"reversi-{new}"}
    h.assert_page_matches(page, game, where="notice shown")

    with page.expect_navigation(timeout=SW_TIMEOUT_MS):
        notice.click()
    wait_ready(page)

    assert page.evaluate("window.__e2eBeforeUpdate") is None, "the page did not reload"
    assert precache(page)["version"] == new
    assert cache_names(page) == [f"reversi-{new}"], f"old cache reversi-{old} not deleted"
    assert marker in page.evaluate("fetch('./styles/app.css').then(r => r.text())")
    h.assert_page_matches(page, game, where="after the update (restored game)")
    assert page.locator("#update").is_hidden()
    assert not page.log.errors(), page.log.summary()


def test_failed_registration_is_quiet(browser, browser_context_args, tmp_path):
    root = tmp_path / "site"
    build_site(root)
    (root / "sw.js").unlink()
    server, url = serve.start_server(root, host="127.0.0.1", port=0, quiet=True)
    context = new_context(browser, browser_context_args)
    try:
        page = open_logged(context, url)
        game = h.play(page, parse_transcript("f5d6"))
        h.assert_page_matches(page, game, where="without a service worker")
        assert page.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0
        python_errors = [line for line in page.log.console_errors if "Traceback" in line or "Unhandled exception" in line]
        assert not python_errors, page.log.summary()
        assert not page.log.page_errors, page.log.summary()
    finally:
        context.close()
        server.shutdown()
        server.server_close()


# --------------------------------------------------------------------------- the runtime's compiled code

WASM = "vendor/pyodide/pyodide.asm.wasm"
# Where the wasm the page used came from: the last request for it (an HTTP cache answer
# that boot.js turned down comes first).
_DELIVERY_JS = """(path) => {
  const entry = performance.getEntriesByName(new URL(path, location.href).href).at(-1);
  return entry ? entry.deliveryType : null;
}"""


def test_repeat_visit_takes_the_runtime_from_the_http_cache_only_when_it_is_the_same_file(
    browser_type, browser_type_launch_args, browser_context_args, tmp_path
):
    """boot.js takes the wasm from the HTTP cache (where Chrome keeps its compiled code) when
    the worker noted that the HTTP cache holds it, and the worker's copy when the server has
    another file. A persistent profile, as a browser has (a private window's small memory
    cache does not keep the 10 MB file: then it is always the worker's copy)."""
    root = tmp_path / "site"
    build_site(root)
    server, url = serve.start_server(root, host="127.0.0.1", port=0, quiet=True)
    context = browser_type.launch_persistent_context(
        tmp_path / "profile", **browser_type_launch_args, **browser_context_args, reduced_motion="reduce"
    )
    try:
        wait_cached(open_logged(context, url))

        page = open_logged(context, url)  # a repeat visit: a new tab
        assert page.evaluate(_DELIVERY_JS, WASM) == "cache", "same file: the wasm should come from the HTTP cache"
        assert not page.log.errors(), page.log.summary()
        # From the worker's cache the start-up's data files are not asked for early (that only
        # delays the first paint): Pyodide asks for the wasm, after PyScript read its config.
        started = page.evaluate(
            "(names) => names.map(name => performance.getEntriesByName(new URL(name, location.href).href)[0].startTime)",
            ["pyscript.toml", WASM],
        )
        assert started[0] < started[1], started

        # A new version on the server puts another wasm into the HTTP cache (as a new worker's
        # install does) while the old worker, with the old files, still controls the pages.
        wasm = root / WASM
        wasm.write_bytes(b"\0asm broken on purpose")
        later = wasm.stat().st_mtime + 3600
        os.utime(wasm, (later, later))
        (worker,) = context.service_workers
        refreshed = worker.evaluate(
            "(url) => fetch(url, {cache: 'no-cache'}).then(r => r.arrayBuffer()).then(b => b.byteLength)", url + WASM
        )
        assert refreshed == wasm.stat().st_size, "test error: the HTTP cache was not refreshed"
        page = open_logged(context, url)
        assert page.evaluate(_DELIVERY_JS, WASM) == "cache-storage", "another file: the worker's copy should be used"
        game = h.play(page, parse_transcript("f5"))
        h.assert_page_matches(page, game, where="after the server's wasm changed")
        assert not page.log.errors(), page.log.summary()
    finally:
        context.close()
        server.shutdown()
        server.server_close()
