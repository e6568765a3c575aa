"""Start-up (contract: "Start-up, offline, saved games"): the static page before Python
runs, the progress bar and its phases, taps before ready, a runtime that fails to load and
the retry button, the Content-Security-Policy, local-only requests, the web app manifest
and its icons, the start-up's data files asked for at once, the runtime compiled once
as it streams in, the standard library and PyScript's Python package loaded as bytecode,
Python started anew on a first visit over a phone's network and restored from the memory
snapshot over a fast one and on repeat visits, no request for PyScript plugins the page
does not use, and only the first screen's part of the package before ready (the other
games' after, the trained weights on first use).

Most checks share one observed page load (``observed``): an init script records every
``securitypolicyviolation`` event and samples the loading UI every few ms until ready; the
network is throttled (CDP) as a phone's, so the download takes long enough to see the bar
move and the page starts Python without the snapshot.
The held-runtime and failed-runtime tests use their own new contexts (first visits: no
service worker in the way of ``page.route``).
"""

from __future__ import annotations

import base64
import contextlib
import gzip
import struct
import zipfile
from urllib.parse import urljoin, urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError

from reversi import registry, strings
from reversi.games.reversi.position import parse_transcript

from conftest import SITE_ROOT, attach_log, open_ready_page, wait_ready  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h

WASM = "**/pyodide.asm.wasm"
CSP = (
    "default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; "
    "form-action 'none'"
)
UNUSED_PLUGINS = ("codemirror", "py-editor", "py-terminal", "py-game", "donkey", "deprecations-manager", "xterm")
START_DISCS = {"d4": "white", "e4": "black", "d5": "black", "e5": "white"}
# A phone's network (20 Mbit/s): the download phase lasts some 2.5 s (5.7 MB, gzipped), and the
# runtime's WebAssembly has not arrived when PyScript asks for Python, so the page starts it
# without the memory snapshot (runtime.mjs).
THROTTLE_BYTES_PER_S = 2_500_000

_OBSERVE_JS = """
(() => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', e => window.__csp.push({
    directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile, line: e.lineNumber, sample: e.sample,
  }));
  window.__progress = [];
  let last = '';
  const visible = selector => { const el = document.querySelector(selector); return !!el && el.checkVisibility(); };
  const sample = () => {
    const root = document.documentElement;
    const bar = document.getElementById('loading-bar');
    const s = {
      value: bar ? bar.value : null,
      phase: root ? root.getAttribute('data-loading') : null,
      ready: !!root && root.hasAttribute('data-ready'),
      loading: visible('#loading'),
      download: visible('#loading [data-phase="download"]'),
      starting: visible('#loading [data-phase="starting"]'),
    };
    const key = JSON.stringify(s);
    if (key !== last) { last = key; window.__progress.push({t: performance.now(), ...s}); }
    return s.ready;
  };
  const poll = () => { if (!sample()) setTimeout(poll, 4); };
  poll();
  // Every change of the page's elements too (the bar's value is an attribute): a busy main
  // thread can hold the timer past the bar's first or last value, never a mutation. (The
  // change to ready is seen here first: its mutation comes before any timer.)
  const changes = new MutationObserver(() => {
    const now = performance.now();
    if (!sample()) return;
    window.__readyAt = now;
    changes.disconnect();
  });
  changes.observe(document, {subtree: true, childList: true, attributes: true});

  // Each call that compiles WebAssembly from a stream (boot.js keeps the browser's own
  // functions when it runs, so these wrappers see what reaches the browser).
  window.__wasm = [];
  for (const name of ['compileStreaming', 'instantiateStreaming']) {
    const original = WebAssembly[name];
    WebAssembly[name] = function (...args) {
      window.__wasm.push({call: name, t: performance.now()});
      return original.apply(this, args);
    };
  }
  // The page's Python, to look at it after start-up: PyScript's main hook, added once
  // PyScript itself has run (the same module instance as the page's).
  document.addEventListener('DOMContentLoaded', () =>
    import(new URL('./vendor/pyscript/core.js', location.href).href).then(({hooks}) =>
      hooks.main.onReady.add(wrap => { window.__python = wrap.interpreter; })));
})();
"""

_STATIC_JS = """
() => {
  const visible = selector => { const el = document.querySelector(selector); return !!el && el.checkVisibility(); };
  const discs = {};
  for (const cell of document.querySelectorAll('#board [data-square][data-disc]')) {
    discs[cell.getAttribute('data-square')] = cell.getAttribute('data-disc');
  }
  return {
    ready: document.documentElement.hasAttribute('data-ready'),
    squares: document.querySelectorAll('#board .row > .square[data-square] > span.disc').length,
    rows: document.querySelectorAll('#board > .row').length,
    discs,
    counts: ['black', 'white'].map(c => document.querySelector(`[data-score="${c}"]`)?.textContent),
    turn: document.getElementById('turn')?.getAttribute('data-turn'),
    visible: Object.fromEntries(['#board', '.score[data-player="black"]', '.score[data-player="white"]', '#turn',
      '#restart', '#hint', '#loading', '#loading-bar', '#loading [data-phase="download"]',
      '#loading [data-phase="starting"]', '#message', '#welcome', '#loading-failed', '#result'].map(s => [s, visible(s)])),
    bar: document.getElementById('loading-bar')?.value,
    hint: document.getElementById('hint')?.getAttribute('data-level'),
  };
}
"""


# --------------------------------------------------------------------------- the observed load


@pytest.fixture(scope="module")
def observed(browser, browser_context_args, base_url):
    """One page load (throttled download) + a few moves, with everything recorded."""
    context = browser.new_context(**{**browser_context_args, "reduced_motion": "reduce"})
    context.add_init_script(_OBSERVE_JS)
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    attach_log(page)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": THROTTLE_BYTES_PER_S, "uploadThroughput": -1,
    })
    page.goto(base_url)
    wait_ready(page)
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1,
    })
    after_ready = page.evaluate(_STATIC_JS)
    progress = page.evaluate("window.__progress")
    h.play(page, parse_transcript("f5d6c3d3"))
    page.click("#hint")
    page.wait_for_selector('#hint[data-level="places"]', state="attached")
    try:
        yield {
            "page": page, "context": context, "requests": requests, "progress": progress,
            "after_ready": after_ready, "base_url": base_url,
        }
    finally:
        context.close()


def test_progress_bar_rises_to_one_then_starting_phase(observed):
    samples = [s for s in observed["progress"] if s["value"] is not None]
    before = [s for s in samples if not s["ready"]]
    assert before, f"no sample before ready: {observed['progress']}"
    values = [s["value"] for s in before]
    assert values == sorted(values), f"the bar went backwards: {values}"
    assert values[0] == 0, f"the bar did not start at 0: {values[:5]}"
    assert values[-1] == 1, f"the bar did not reach 1 before ready: {values[-5:]}"
    assert any(0 < v < 1 for v in values), f"no intermediate value seen: {sorted(set(values))}"
    assert all(s["loading"] for s in before), "#loading hidden before ready"

    downloading = [s for s in before if s["phase"] != "starting"]
    starting = [s for s in before if s["phase"] == "starting"]
    assert downloading and all(s["download"] and not s["starting"] for s in downloading), downloading[:3]
    assert starting, "html[data-loading=starting] never seen before ready"
    assert all(s["starting"] and not s["download"] and s["value"] == 1 for s in starting), starting[:3]
    first_starting = before.index(starting[0])
    assert all(s["phase"] == "starting" for s in before[first_starting:]), "phase went back to download"

    page = observed["page"]
    assert page.text_content('#loading [data-phase="download"]') == strings.LOADING
    assert page.text_content('#loading [data-phase="starting"]') == strings.STARTING


def test_loading_hidden_and_message_shown_after_ready(observed):
    state = observed["after_ready"]
    assert state["ready"]
    assert not state["visible"]["#loading"], "#loading still visible after ready"
    # (a first visit: the notice of the games stands in the empty message's place)
    assert state["visible"]["#message"] or state["visible"]["#welcome"], "#message not shown after ready"
    assert observed["page"].locator("#loading").is_hidden()


def test_csp_meta_and_no_violations(observed):
    page = observed["page"]
    metas = page.evaluate(
        """() => [...document.querySelectorAll('meta[http-equiv]')]
             .filter(m => m.httpEquiv.toLowerCase() === 'content-security-policy').map(m => m.content)"""
    )
    assert len(metas) == 1, f"CSP meta tags: {metas}"
    normalize = lambda text: [part.split() for part in text.split(";") if part.strip()]  # noqa: E731
    assert normalize(metas[0]) == normalize(CSP)
    assert page.evaluate("window.__csp") == [], "securitypolicyviolation during load and play"
    assert not page.log.errors(), page.log.summary()


def test_no_request_leaves_the_test_server(observed):
    server = urlsplit(observed["base_url"])
    assert observed["requests"], "no request recorded"
    foreign = [
        url for url in observed["requests"]
        if urlsplit(url).hostname != "127.0.0.1" or urlsplit(url).port != server.port
    ]
    assert not foreign, f"requests that leave {server.netloc}: {foreign}"


def test_the_data_files_of_the_start_up_are_asked_for_once_and_at_once(observed):
    """On a first visit boot.js asks for Pyodide's data files and the package archive
    (``PRECACHE.startup``) as it runs: each is requested once (PyScript's and Pyodide's own fetches get those
    responses), and before PyScript even reads its configuration."""
    page = observed["page"]
    urls = [urljoin(observed["base_url"], path) for path in page.evaluate("self.PRECACHE.startup")]
    assert any(url.endswith("/pyodide.asm.wasm") for url in urls) and any(url.endswith("/startup.zip") for url in urls)
    started = page.evaluate(
        """(names) => Object.fromEntries(names.map(name =>
             [name, performance.getEntriesByName(name).map(entry => entry.startTime)]))""",
        [*urls, urljoin(observed["base_url"], "pyscript.toml")],
    )
    config = started.pop(urljoin(observed["base_url"], "pyscript.toml"))
    # The page's own requests (the service worker's install fetches are not in its timeline).
    assert len(config) == 1 and all(len(times) == 1 for times in started.values()), started
    assert max(times[0] for times in started.values()) < config[0], (started, config)


def test_the_runtime_is_compiled_once_as_it_streams_in(observed):
    """On a first visit boot.js compiles the WebAssembly as its early response streams in,
    before PyScript reads its configuration; Pyodide's instantiateStreaming of that response
    gets the compiled module, so nothing compiles it again."""
    page = observed["page"]
    calls = page.evaluate("window.__wasm")
    assert [call["call"] for call in calls] == ["compileStreaming"], calls
    config = page.evaluate("name => performance.getEntriesByName(name)[0].startTime",
                           urljoin(observed["base_url"], "pyscript.toml"))
    assert calls[0]["t"] < config, (calls, config)


def test_the_standard_library_the_page_loads_is_bytecode(observed):
    """Every module the page's Python has taken from the standard library's zip (after
    start-up, a few moves and a hint) came from the bytecode tools/build_vendor.py compiled:
    the page compiles none at start."""
    loaded = observed["page"].evaluate("""() => window.__python.runPython(`
import sys
[m.__spec__.origin for m in list(sys.modules.values())
 if '.zip/' in (getattr(getattr(m, '__spec__', None), 'origin', None) or '')]
`).toJs()""")
    assert len(loaded) > 100 and any(origin.endswith("/html/entities.pyc") for origin in loaded), loaded
    assert not [origin for origin in loaded if not origin.endswith(".pyc")]


def test_pyscript_python_package_is_loaded_from_the_archive_bytecode(observed):
    """PyScript writes its Python package as sources at every start; the package archive
    holds their bytecode (checked: of the very sources), which Python takes instead of
    compiling them: each ``pyscript`` module's cached bytecode in the page is the archive's,
    byte for byte (Python rewrites it when it compiles), of the source PyScript wrote."""
    cached = observed["page"].evaluate("""() => window.__python.runPython(`
import base64, importlib.util, sys
found = {}
for name, module in list(sys.modules.items()):
    spec = getattr(module, '__spec__', None)  # (pyscript.window and the like are JavaScript objects)
    if (name == 'pyscript' or name.startswith('pyscript.')) and spec and spec.cached:
        source = open(module.__spec__.origin, 'rb').read()
        pyc = open(module.__spec__.cached, 'rb').read()
        found[name] = [module.__spec__.cached, base64.b64encode(pyc).decode(), pyc[8:16] == importlib.util.source_hash(source)]
found
`).toJs({dict_converter: Object.fromEntries})""")
    assert {"pyscript", "pyscript.display", "pyscript.ffi"} <= set(cached), cached.keys()
    with zipfile.ZipFile(SITE_ROOT / "vendor" / "startup.zip") as archive:
        for name, (path, pyc, of_the_source) in cached.items():
            assert of_the_source, f"{name}: bytecode of another source"
            entry = path.removeprefix("/home/pyodide/")
            assert base64.b64decode(pyc) == archive.read(entry), f"{name}: not the archive's bytecode ({entry})"


def test_a_first_visit_starts_python_without_the_snapshot(observed):
    """A first visit does not wait for the memory snapshot (it only speeds up the visits that
    follow): Pyodide's Python starts anew and runtime.mjs unpacks the package's modules that
    the snapshot would hold (vendor/held.zip) before PyScript runs the page's script; the page
    asks for neither the snapshot nor the standard library's rest (the service worker
    precaches them)."""
    page = observed["page"]
    entries = page.evaluate(
        "names => names.map(name => performance.getEntriesByName(new URL(name, location.href).href).length)",
        ["vendor/pyodide/snapshot.bin.gz", "vendor/pyodide/python_stdlib_rest.zip", "vendor/held.zip"],
    )
    assert entries == [0, 0, 1], entries
    order = page.evaluate("() => window.__python.runPython('import sys; list(sys.modules)').toJs()")
    assert order.index("pyscript") < order.index("reversi.base.screen") < order.index("reversi.web.view"), order


def test_a_module_of_the_standard_librarys_rest_imports_on_a_first_visit(observed):
    """A module that no module of the page imports (colorsys) comes from the standard
    library's rest, which a first visit has not brought into memory: its import fetches the
    archive by a synchronous request and takes the module from it (reversi/web/archives.py;
    that request's bytes are decoded without a codec of that very archive). (After the test
    above, which checks that the page had not asked for the archive.)"""
    path, hsv = observed["page"].evaluate("""() => window.__python.runPython(`
import importlib
module = importlib.import_module("colorsys")
module.__file__, module.rgb_to_hsv(0.0, 0.0, 1.0)`).toJs()""")
    assert path.endswith("python_stdlib_rest.zip/colorsys.py") and list(hsv) == [2 / 3, 1.0, 1.0], (path, hsv)


def test_a_first_visit_over_a_fast_network_restores_the_snapshot(browser, browser_context_args, base_url):
    """When the runtime's files come fast (runtime.mjs: as fast as would bring the snapshot
    within 2 s, or the WebAssembly whole by the time PyScript asks for Python), a first visit
    restores the memory snapshot too: its 7 MB cost less than starting Python anew. It is
    asked for as soon as the network has shown itself fast, while PyScript has not asked for
    Python yet (here it cannot: its configuration is held until the snapshot has been asked
    for)."""
    context, page = first_visit_page(browser, browser_context_args)
    held = []
    try:
        page.route("**/pyscript.toml", lambda route: held.append(route))
        with page.expect_request("**/pyscript.toml"), page.expect_request("**/snapshot.bin.gz"):
            page.goto(base_url, wait_until="commit")
        for _ in range(50):  # (the route's handler runs once Playwright has dispatched the request to it)
            if held:
                break
            page.evaluate("0")
        assert held, "test error: the configuration was not held"
        held[0].continue_()
        wait_ready(page)
        snapshot = urljoin(base_url, "vendor/pyodide/snapshot.bin.gz")
        assert page.evaluate("url => performance.getEntriesByName(url).length", snapshot) == 1
        h.assert_page_matches(page, h.Game.new(), where="restored on a first visit")
        assert not page.log.errors(), page.log.summary()
    finally:
        context.close()


@pytest.fixture(scope="module")
def repeat_visits(browser, browser_context_args, base_url):
    """Two repeat visits (new tabs) after a first one has let the service worker cache the site."""
    from .test_offline import wait_cached

    context = browser.new_context(**{**browser_context_args, "reduced_motion": "reduce"})
    context.add_init_script(_OBSERVE_JS)
    try:
        first = context.new_page()
        attach_log(first)
        first.goto(base_url)
        wait_ready(first)
        wait_cached(first)
        pages = []
        for _ in range(2):
            page = context.new_page()
            attach_log(page)
            page.goto(base_url)
            wait_ready(page)
            page.wait_for_function("() => window.__python !== undefined")
            pages.append(page)
        yield pages
    finally:
        context.close()


def test_a_repeat_visit_restores_python_from_the_snapshot(repeat_visits):
    """From the second visit on, Pyodide's Python is not started anew but restored from the
    memory snapshot that tools/build_vendor.py made of it (runtime.mjs), asked for once: the
    package's shared modules, the browser's and the default game's come with it, imported
    before PyScript imports its own package and runs the page's script (``sys.modules`` keeps
    the order of first imports); vendor/held.zip, which holds their files, is not asked for. The package's
    start-up archive (pyscript.toml's [files], which PyScript asks for once Python is restored)
    is asked for once, by boot.js before the runtime asks for the snapshot. The worker keeps the
    snapshot inflated (sw.js), so that the page does not inflate it at every visit."""
    for page in repeat_visits:
        assert page.evaluate("!!navigator.serviceWorker.controller"), "test error: the visit is not controlled"
        entries = page.evaluate(
            "names => names.map(name => performance.getEntriesByName(new URL(name, location.href).href).length)",
            ["vendor/pyodide/snapshot.bin.gz", "vendor/held.zip"],
        )
        assert entries == [1, 0], entries
        asked = page.evaluate("""() => [self.PRECACHE.snapshot, ...self.PRECACHE.shipped].map(path =>
            performance.getEntriesByName(new URL(path, location.href).href).map(entry => entry.startTime))""")
        snapshot, *shipped = asked
        assert shipped and all(len(times) == 1 and times[0] < snapshot[0] for times in shipped), asked
        kept = page.evaluate("""async () => {
            const response = await (await caches.open(`reversi-${self.PRECACHE.version}`)).match(
                new URL(self.PRECACHE.snapshot, location.href).href);
            return [response.headers.get('x-reversi-inflated'), (await response.arrayBuffer()).byteLength];
        }""")
        assert kept == ["1", len(gzip.decompress((SITE_ROOT / "vendor/pyodide/snapshot.bin.gz").read_bytes()))], kept
        order = page.evaluate("() => window.__python.runPython('import sys; list(sys.modules)').toJs()")
        held = ["reversi.base.screen", "reversi.play.record", f"{registry.GAMES[registry.DEFAULT]}.game", "html.entities",
                "reversi.web.view"]
        assert max(order.index(name) for name in held) < order.index("pyscript"), order
        assert not page.log.errors(), page.log.summary()


def test_a_repeat_visits_progress_bar_counts_the_files_as_they_arrive(repeat_visits):
    """From the service worker's cache the bar counts each runtime file once it has arrived
    (boot.js, fetchCounted): it never goes back, reaches 1 before ready and then shows that
    Python is starting, as over the network."""
    for page in repeat_visits:
        before = [s for s in page.evaluate("window.__progress") if s["value"] is not None and not s["ready"]]
        values = [s["value"] for s in before]
        assert values and values == sorted(values) and values[-1] == 1, values
        assert any(s["phase"] == "starting" and s["starting"] for s in before), before[-3:]


def test_each_visit_has_its_own_random_numbers(repeat_visits):
    """The snapshot holds the random generator as the build left it: the page seeds it anew,
    so two visits do not draw the same numbers (the computer's choices among equal moves)."""
    drawn = [page.evaluate("() => window.__python.runPython('import random; random.getrandbits(64)')")
             for page in repeat_visits]
    assert drawn[0] != drawn[1], drawn


def test_only_the_first_screen_comes_before_ready_and_the_rest_on_first_use(observed):
    """Before ready the page fetches the start-up's archive alone (the shared code and the
    default game, and every game's ``__init__``, its name on screen): the other games'
    modules (``PRECACHE.lazy``: ``PACKAGE.*``) are brought once it is ready (for the first
    screen's pictures of every game), and the package's data files (the trained weights, an
    opening book: each its own archive) not at all (the computer did not play, the coach
    did not look back)."""
    page = observed["page"]
    lazy = page.evaluate("self.PRECACHE.lazy")
    others = {f"{registry.package(name).__name__}.*" for name in registry.NAMES[1:]}
    data = {".".join(path.relative_to(SITE_ROOT).with_suffix("").parts) for path in (SITE_ROOT / "reversi").rglob("*.bin")}
    assert f"{registry.GAMES[registry.DEFAULT]}.patterns" in data
    assert set(lazy) == {*others, *data}
    ready = page.evaluate("window.__readyAt")
    started = page.evaluate(
        """(urls) => Object.fromEntries(Object.entries(urls).map(([module, url]) =>
             [module, performance.getEntriesByName(new URL(url, location.href).href).map(entry => entry.startTime)]))""",
        lazy,
    )
    for module in data:
        assert started.pop(module) == [], f"{module} was fetched with nothing that needed it"
    assert all(len(times) == 1 and times[0] > ready for times in started.values()), (ready, started)
    imported = page.evaluate("() => window.__python.runPython('import sys; sorted(sys.modules)').toJs()")
    assert f"{registry.GAMES[registry.DEFAULT]}.patterns" not in imported


def test_no_unused_pyscript_plugin_is_loaded(observed):
    loaded = [urlsplit(url).path.rsplit("/", 1)[-1] for url in observed["requests"]]
    unused = [name for name in loaded if name.startswith(UNUSED_PLUGINS)]
    assert not unused, f"unused PyScript chunks requested: {unused}"
    assert any(name.startswith("core") for name in loaded), "test error: PyScript core not seen"


def test_manifest_and_icons(observed):
    page = observed["page"]
    href = page.evaluate("document.querySelector('link[rel=manifest]')?.href")
    assert href, "no <link rel=manifest>"
    manifest = page.evaluate("href => fetch(href).then(r => r.json())", href)
    assert manifest["name"] == strings.APP_NAME == "みんなの ボードゲーム"
    assert manifest.get("theme_color")
    icons = manifest["icons"]
    pngs = {}
    for icon in icons:
        url = urljoin(href, icon["src"])
        response = page.request.get(url)
        assert response.status == 200, f"{icon['src']}: HTTP {response.status}"
        body = response.body()
        if icon.get("type") == "image/png" or icon["src"].endswith(".png"):
            assert body[:8] == b"\x89PNG\r\n\x1a\n" and body[12:16] == b"IHDR", f"{icon['src']} is not a PNG"
            width, height = struct.unpack(">II", body[16:24])
            assert icon["sizes"] == f"{width}x{height}", f"{icon['src']}: sizes {icon['sizes']} but {width}x{height}"
            pngs[width] = height
        elif icon.get("type") == "image/svg+xml":
            assert b"<svg" in body, f"{icon['src']} is not an SVG"
    assert pngs.get(192) == 192 and pngs.get(512) == 512, f"PNG icons found: {pngs}"


# --------------------------------------------------------------------------- held / failed runtime


def test_a_link_to_a_game_whose_package_is_still_on_its_way_opens_it(browser, browser_context_args):
    """A first visit given a link to another game while the game packages that follow ready
    (the first screen's pictures, ``reversi.web.archives``) are still on their way (held
    back here): the link's game imports its package by a synchronous request, and comes on
    screen. (That request's text was turned into bytes by a codec of the standard library's
    rest, which the same request brings: it asked for it again and again, for many seconds,
    until Python's recursion limit, and the link was lost.)"""
    context, page = first_visit_page(browser, browser_context_args)
    held = []
    page.route("**/vendor/lazy/*.zip", lambda route: held.append(route) if route.request.resource_type == "fetch" else route.continue_())
    try:
        page.goto("/")
        wait_ready(page)
        name = next(name for name in registry.NAMES if name != registry.DEFAULT)
        page.evaluate("name => { location.hash = name; }", name)
        page.wait_for_selector(f'html[data-game="{name}"]:not([data-reading])', state="attached", timeout=20_000)
        assert held, "test error: no package was on its way"
        for route in held:
            route.continue_()
        page.wait_for_function("() => [...document.querySelectorAll('.switch')].every(item => item.querySelector('svg'))")
        assert page.log.errors() == [], page.log.summary()
    finally:
        context.close()


def first_visit_page(browser, browser_context_args):
    """A page in a new context: no service worker controls it yet, so ``page.route`` sees
    every request it makes before ready. (Not ``service_workers="block"``: Playwright's stub
    ``register()`` resolves to undefined, which the page does not expect.)"""
    context = browser.new_context(**{**browser_context_args, "reduced_motion": "reduce"})
    page = context.new_page()
    attach_log(page)
    return context, page


def assert_static_start(state: dict, where: str) -> None:
    assert state["rows"] == 8 and state["squares"] == 64, f"{where}: board cells {state['rows']}x{state['squares']}"
    assert state["discs"] == START_DISCS, f"{where}: discs {state['discs']}"
    assert state["counts"] == ["2", "2"], f"{where}: counts {state['counts']}"
    assert state["turn"] == "black"
    for selector in ('#board', '.score[data-player="black"]', '.score[data-player="white"]', "#turn",
                     "#restart", "#hint"):
        assert state["visible"][selector], f"{where}: {selector} not visible"


def test_static_page_before_ready_and_early_taps(browser, browser_context_args, base_url):
    context, page = first_visit_page(browser, browser_context_args)
    held = []
    try:
        page.route(WASM, lambda route: held.append(route))  # hold the runtime: Python cannot start
        with page.expect_request(WASM):
            page.goto(base_url, wait_until="domcontentloaded")
        page.wait_for_selector("#loading-bar", state="visible")

        state = page.evaluate(_STATIC_JS)
        assert not state["ready"]
        assert_static_start(state, "before ready")
        assert state["visible"]["#loading"] and state["visible"]['#loading [data-phase="download"]']
        assert not state["visible"]['#loading [data-phase="starting"]']
        assert not state["visible"]["#message"] and not state["visible"]["#loading-failed"]
        assert 0 <= state["bar"] < 1

        # Taps before ready: ignored, nothing breaks.
        page.click('#board [data-square="f5"]')
        page.click("#hint")
        h.next_frames(page)
        state = page.evaluate(_STATIC_JS)
        assert_static_start(state, "after early taps")
        assert state["hint"] == "none"
        assert state["visible"]["#loading"], "#loading hidden by an early tap"
        assert not state["visible"]["#loading-failed"]

        assert held, "test error: the runtime request was not held"
        for route in held:
            route.continue_()
        wait_ready(page)
        h.assert_page_matches(page, h.Game.new(), where="ready after early taps")
        assert page.locator("#loading").is_hidden()
        game = h.play(page, parse_transcript("f5"))
        h.assert_page_matches(page, game, where="first move after ready")
        assert not page.log.errors(), page.log.summary()
    finally:
        context.close()


@pytest.mark.parametrize("failing", [WASM, "**/vendor/held.zip"])
def test_runtime_failure_shows_retry_which_reloads(browser, browser_context_args, base_url, failing):
    """A file of the start-up that cannot be fetched (the runtime, or the package's archive
    that a first visit over a phone's network unpacks once Pyodide has started): the retry
    message, and the retry reloads."""
    context, page = first_visit_page(browser, browser_context_args)
    try:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": THROTTLE_BYTES_PER_S, "uploadThroughput": -1,
        })
        page.route(failing, lambda route: route.abort())
        page.goto(base_url)
        dialog = page.locator("#loading-failed")
        dialog.wait_for(state="visible", timeout=60_000)
        assert page.evaluate("document.documentElement.hasAttribute('data-failed')")
        assert not page.evaluate("document.documentElement.hasAttribute('data-ready')")
        assert page.text_content("#loading-failed-text") == strings.LOAD_FAILED
        retry = page.locator("#loading-retry")
        assert retry.is_visible() and retry.text_content() == strings.RETRY

        page.unroute(failing)
        page.log.clear()
        with page.expect_navigation():
            retry.click()
        wait_ready(page)
        assert dialog.is_hidden()
        assert not page.evaluate("document.documentElement.hasAttribute('data-failed')")
        h.assert_page_matches(page, h.Game.new(), where="after retry")
        assert not page.log.errors(), page.log.summary()
    finally:
        context.close()


class CrashingAtStart:
    """``context``, but its next ``times`` pages crash as they start (their renderer killed,
    as for memory when many browsers run at once): once opened, each goes to chrome://crash."""

    def __init__(self, context, times: int):
        self.context, self.times = context, times

    def new_page(self):
        page = self.context.new_page()
        if self.times:
            self.times -= 1
            goto = page.goto

            def goto_and_crash(url: str, **options):
                goto(url, **options)
                with contextlib.suppress(PlaywrightError):  # (the navigation is aborted by the crash)
                    goto("chrome://crash")

            page.goto = goto_and_crash
        return page


def test_a_page_that_crashes_as_it_starts_is_opened_once_more_not_twice(browser, browser_context_args):
    """The fixtures' pages (``open_ready_page``): one crash before ready opens the page once
    more, saying so; a second crash fails the test."""
    context = browser.new_context(**browser_context_args)
    try:
        with pytest.warns(UserWarning, match="crashed while starting"):
            page = open_ready_page(CrashingAtStart(context, 1))
        assert page.evaluate("document.documentElement.hasAttribute('data-ready')")
        assert page.log.errors() == [], page.log.summary()
        with pytest.warns(UserWarning, match="crashed while starting"), pytest.raises(PlaywrightError, match="crashed"):
            open_ready_page(CrashingAtStart(context, 2))
    finally:
        context.close()
