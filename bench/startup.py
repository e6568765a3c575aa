#!/usr/bin/env python3
"""Start-up time of the page in headless Chromium, against a bare Pyodide page.

    python bench/startup.py [--runs 5] [--profile none|phone|weak] [--kinds app,stock,...]
                            [--baseline DIR] [--strict]

``--profile`` throttles each page through CDP (``PROFILES``): ``phone`` 20 Mbit/s down, 40 ms
latency, the processor 4x slower; ``weak`` 5 Mbit/s, 150 ms, 4x (the service worker's own
fetches are not throttled). Throttled, the sites are the app and stock Pyodide (``--kinds``
to change). ``--baseline DIR`` adds the app as built in another checkout (say the commit
before a change, its vendor/ built), in the same runs. The servers gzip like GitHub Pages
(tools/serve.py), so the bytes are what such a host sends.

For each run, each site gets a fresh persistent profile
(``launch_persistent_context(user_data_dir=<new temp dir>)``):

    first visit    the first navigation in that profile (empty HTTP cache, no service worker);
                   for the app the run then waits until its service worker has precached
                   every file (``reversi-<version>`` cache complete, page controlled);
    repeat visit   a second navigation in the same profile (same browser, new tab; the
                   app's service worker and cache are warm, the bare page has the HTTP cache).

Figures, all from navigation start (``performance.timeOrigin``, so ``performance.now()``):

    board paint    the ``first-contentful-paint`` entry. The board is in the static HTML,
                   so the first contentful paint is the frame that shows it; the run also
                   records the first ``requestAnimationFrame`` in which the 4 start discs
                   exist (``board rAF``) and checks that it is not later than FCP.
    data-ready     when ``<html data-ready>`` appears (a MutationObserver installed by an
                   init script; its callback runs right after the attribute is set).

The bare page (written to a temp dir with ``vendor/`` symlinked to the repo's, served by its
own tools/serve.py server) only does ``await loadPyodide()`` from the same vendored Pyodide
and then sets ``data-ready``; it shows one line of text so that it has an FCP too. The same
bare page is also run on Pyodide as npm ships it (``stock``: ``vendor/pyodide`` symlinked to
node_modules/pyodide), whose standard library is sources that Python compiles at every start
(the vendored one has the modules the page loads compiled: tools/build_vendor.py). Neither
bare page uses the memory snapshot (vendor/pyodide/snapshot.bin.gz) that the app's
runtime.mjs restores instead of starting Python, so the app can be faster than bare.
The ``floor`` site is that runtime (runtime.mjs and the snapshot) under PyScript, configured as
the app's pyscript.toml but for its [files], with a page script that only sets ``data-ready``:
what PyScript and the runtime take before the app does anything (``write_floor``).
Runs rotate which site goes first. First, for each visit of each run, the app against stock
(each pair made one after the other, the fairest comparison on a busy machine): data-ready,
the last byte it waited for, when boot.js had compiled the WebAssembly, what came after
(Python started or restored, the page), the bytes on the wire before data-ready (Resource
Timing's transferSize of the responses complete by then), and the median of the ratios,
with the goals of ``RATIO_GOALS``; the bytes served in all (with the service worker's).
Then medians over the runs, with the goals:
board painted within 300 ms on a repeat visit; app data-ready ≤ 1.15× bare data-ready (the
bare page on the same vendored files); app/stock is printed beside it.
Pyodide's own start varies a lot from one visit to the next on a small machine (the bare
page's repeat visit: 2.2-3.3 s within one run of the bench), so the ratio of the medians
moves by several percent between runs of the bench; the spread of the ratios of each
run's app and bare visits (made one after the other) is printed beside it.

Bytes on a first visit of the app: response bodies as sent on the wire, from CDP
``Network.loadingFinished`` ``encodedDataLength`` of the page (headers included), and the
bodies the server sent in all (page + the service worker's install fetches). Plus the sizes
of the precached files: raw, and gzip -6 of each (what a compressing static host would send).

Exit status 0 unless a run fails (with --strict also when a goal is missed). Run with the
repo's .venv (Playwright); the script re-runs itself there when started with another Python.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
import tomllib
import urllib.request
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from browser_env import browser_settings  # noqa: E402

BENCH_DIR = Path(__file__).resolve().parent
REPO_ROOT = BENCH_DIR.parent
KINDS = ("app", "bare", "stock", "floor")
BASELINE = "baseline"
"""With --baseline DIR: the app as built in DIR (another checkout, its vendor/ built), in the same runs."""
# Throttled profiles (CDP, on each page: Network.emulateNetworkConditions and
# Emulation.setCPUThrottlingRate): down Mbit/s, latency ms, CPU slowdown; the goals of each:
# first visit ready / stock's, repeat visit ready / stock's (issue 47).
PROFILES = {
    "none": None,
    "phone": (20.0, 40.0, 4.0),
    "weak": (5.0, 150.0, 4.0),
}
RATIO_GOALS = {"none": (0.55, 0.52), "phone": (0.60, 0.45), "weak": (None, None)}
REPEAT_PAINT_GOAL_MS = 300.0
READY_RATIO_GOAL = 1.15
SW_TIMEOUT_MS = 120_000

BARE_HTML = """<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>bare Pyodide</title><link rel="icon" href="data:,">
<script type="module">
import {loadPyodide} from './vendor/pyodide/pyodide.mjs';
await loadPyodide();
document.documentElement.setAttribute('data-ready', '');
</script></head>
<body><p>bare Pyodide start-up</p></body></html>
"""

# The floor: the app's runtime (runtime.mjs, which restores the memory snapshot) under PyScript,
# with PyScript's plugins as the app has them, and a page script that does nothing but say
# it is ready: what PyScript and this runtime take before the app does anything.
FLOOR_HTML = """<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>PyScript, nothing else</title><link rel="icon" href="data:,">
<script type="module" src="./vendor/pyscript/core.js"></script></head>
<body><p>PyScript start-up</p>
<mpy-config hidden>plugins = {plugins}</mpy-config>
<script type="py" config="./pyscript.toml">
from pyscript import document
document.documentElement.setAttribute("data-ready", "")
</script></body></html>
"""


def write_floor(folder: str) -> None:
    """The floor's site in ``folder``: its page, the app's pyscript.toml but its [files], the
    app's runtime.mjs and vendor/ (linked)."""
    config = tomllib.loads((REPO_ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    plugins = json.dumps(config["plugins"])  # (a TOML array of strings is written as JSON's)
    Path(folder, "pyscript.toml").write_text(f'interpreter = "{config["interpreter"]}"\nplugins = {plugins}\n', encoding="utf-8")
    micropython = json.dumps(sorted({*config["plugins"], "!error"}))  # MicroPython is unused: all its plugins off
    Path(folder, "index.html").write_text(FLOOR_HTML.replace("{plugins}", micropython), encoding="utf-8")
    shutil.copy(REPO_ROOT / "runtime.mjs", Path(folder, "runtime.mjs"))
    os.symlink(REPO_ROOT / "vendor", Path(folder, "vendor"), target_is_directory=True)


# Installed before any page script: when data-ready appears, and the first frame with the board.
TIMING_JS = """
(() => {
  const t = window.__startup = {ready: null, boardFrame: null};
  new MutationObserver(() => {
    if (t.ready === null && document.documentElement && document.documentElement.hasAttribute('data-ready')) {
      t.ready = performance.now();
    }
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-ready']});
  const frame = now => {
    if (document.querySelectorAll('#board [data-disc]').length === 4) t.boardFrame = now;
    else if (t.ready === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();
"""

RESULT_JS = """
() => {
  const paint = name => { const e = performance.getEntriesByName(name)[0]; return e ? e.startTime : null; };
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    fcp: paint('first-contentful-paint'), fp: paint('first-paint'),
    ready: window.__startup.ready, boardFrame: window.__startup.boardFrame,
    dcl: nav ? nav.domContentLoadedEventEnd : null,
    // What the page waited for: the bytes on the wire (headers included) of the responses
    // complete before data-ready, and when the last of them ended; when boot.js had the
    // WebAssembly compiled (its mark, on a first visit of the app).
    ...(() => {
      const ready = window.__startup.ready;
      const before = [nav, ...performance.getEntriesByType('resource')].filter(e => e && e.responseEnd <= ready);
      const compiled = performance.getEntriesByName('wasm-compiled')[0];
      return {
        bytesBeforeReady: before.reduce((sum, e) => sum + (e.transferSize || 0), 0),
        lastByte: Math.max(0, ...before.filter(e => e.transferSize > 0).map(e => e.responseEnd)),
        compiled: compiled ? compiled.startTime : null,
      };
    })(),
    controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller),
    wasmFrom: ((performance.getEntriesByType('resource').filter(e => e.name.endsWith('.wasm')).at(-1)) || {}).deliveryType,
  };
}
"""

# Same wait as tests/e2e/test_offline.py: the page's worker controls it and its cache is full.
WAIT_CACHED_JS = """
async (timeoutMs) => {
  const name = `reversi-${self.PRECACHE.version}`;
  const files = Object.keys(self.PRECACHE.files);
  const deadline = performance.now() + timeoutMs;
  await navigator.serviceWorker.ready;
  for (;;) {
    let missing = files.length;
    if (await caches.has(name)) {
      const cache = await caches.open(name);
      missing = 0;
      for (const path of files) if (!(await cache.match(new URL(path, location.href).href))) missing++;
    }
    if ((!missing && navigator.serviceWorker.controller) || performance.now() > deadline) return missing;
    await new Promise(resolve => setTimeout(resolve, 50));
  }
}
"""


# --------------------------------------------------------------------------- bytes


class ServedBytes:
    """Bytes of response bodies each server (by port) has sent: wraps Handler.copyfile."""

    def __init__(self, serve_module):
        self.counts: dict[int, int] = defaultdict(int)
        self.lock = threading.Lock()
        original = serve_module.Handler.copyfile
        counter = self

        def copyfile(handler, source, outputfile):
            try:
                size = (len(source.getvalue()) if hasattr(source, "getvalue")  # (gzipped: tools/serve.py)
                        else os.fstat(source.fileno()).st_size) - source.tell()
            except (AttributeError, OSError):
                size = 0
            with counter.lock:
                counter.counts[handler.server.server_address[1]] += size
            return original(handler, source, outputfile)

        serve_module.Handler.copyfile = copyfile

    def get(self, server) -> int:
        with self.lock:
            return self.counts[server.server_address[1]]


def precache_sizes() -> tuple[int, int, int]:
    """(files, raw bytes, gzip -6 bytes) of the files in vendor/precache.js."""
    text = (REPO_ROOT / "vendor" / "precache.js").read_text(encoding="utf-8")
    files = json.loads(text[text.index("{"): text.rindex("}") + 1])["files"]
    raw = packed = 0
    for path in files:
        data = (REPO_ROOT / path).read_bytes()
        raw += len(data)
        packed += len(gzip.compress(data, compresslevel=6))
    return len(files), raw, packed


# --------------------------------------------------------------------------- one run


def throttle(cdp, profile: str) -> None:
    """The network and processor of ``PROFILES[profile]`` for the page of ``cdp``."""
    if PROFILES[profile] is None:
        return
    mbits, latency, cpu = PROFILES[profile]
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": latency,
        "downloadThroughput": mbits * 1e6 / 8, "uploadThroughput": mbits * 1e6 / 8 / 4,
    })
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})


def visit(context, url: str, settings, page=None, wait_cache: bool = False, profile: str = "none") -> dict:
    """Navigate (in ``page`` or a new tab) under ``profile``, wait for data-ready, return the timings."""
    page = page or context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda msg: msg.type == "error" and errors.append(msg.text))
    cdp = context.new_cdp_session(page)
    wire = {"bytes": 0}
    cdp.on("Network.loadingFinished", lambda event: wire.__setitem__("bytes", wire["bytes"] + event["encodedDataLength"]))
    cdp.send("Network.enable")
    throttle(cdp, profile)
    page.goto(url)
    page.wait_for_selector(settings.READY_SELECTOR, state="attached", timeout=4 * settings.READY_TIMEOUT_MS)
    result = page.evaluate(RESULT_JS)
    if wait_cache:
        missing = page.evaluate(WAIT_CACHED_JS, SW_TIMEOUT_MS)
        if missing:
            errors.append(f"service worker cache incomplete after {SW_TIMEOUT_MS} ms: {missing} files missing")
    result["page_bytes"] = wire["bytes"]
    result["errors"] = errors
    cdp.detach()
    page.close()
    return result


def run_site(playwright, settings, kind: str, url: str, server, served: ServedBytes, profile: str = "none") -> dict:
    """A first and a repeat visit in a new persistent profile."""
    user_data = tempfile.mkdtemp(prefix=f"reversi-startup-{kind}-")
    try:
        context = playwright.chromium.launch_persistent_context(
            user_data_dir=user_data,
            executable_path=settings.CHROMIUM,
            args=settings.CHROMIUM_ARGS,
            headless=True,
            viewport={"width": 1280, "height": 800},
            locale="ja-JP",
        )
        try:
            context.add_init_script(TIMING_JS)
            before = served.get(server)
            first_page = context.pages[0] if context.pages else context.new_page()
            first = visit(context, url, settings, page=first_page, wait_cache=(kind == "app"), profile=profile)
            first["served_bytes"] = served.get(server) - before
            repeat = visit(context, url, settings, profile=profile)
        finally:
            context.close()
    finally:
        shutil.rmtree(user_data, ignore_errors=True)
    return {"first": first, "repeat": repeat}


# --------------------------------------------------------------------------- report


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def fmt_ms(value) -> str:
    return "-" if value is None else f"{value:.0f} ms"


def fmt_mb(value: float) -> str:
    return f"{value / 1e6:.2f} MB"


def timeline(visit: dict) -> str:
    """Where a visit's time went: the last byte it waited for (download), the WebAssembly
    compiled (boot.js's mark), what came after both (Python: started or restored, the page)."""
    waited = max(visit["lastByte"] or 0, visit.get("compiled") or 0)
    compiled = f", wasm compiled {fmt_ms(visit['compiled'])}" if visit.get("compiled") else ""
    return (f"ready {fmt_ms(visit['ready'])} (last byte {fmt_ms(visit['lastByte'])}{compiled}, then "
            f"{fmt_ms(visit['ready'] - waited if visit['ready'] else None)}; {fmt_mb(visit['bytesBeforeReady'])} before ready)")


def report_against_stock(runs: dict, profile: str, missed: list, name: str = "app") -> None:
    """The app (``runs["app"]``, called ``name``) against stock Pyodide, each run's pair of
    visits (made one after the other): data-ready, its ratio, the bytes before ready and in
    all, and where the time went."""
    first_goal, repeat_goal = RATIO_GOALS[profile]
    pairs = list(zip(runs["app"], runs["stock"]))
    print(f"{name} against stock Pyodide, profile {profile} {PROFILES[profile] or '(unthrottled)'}, each run:")
    for visit_name, goal in (("first", first_goal), ("repeat", repeat_goal)):
        ratios = []
        for number, (app, stock) in enumerate(pairs):
            a, b = app[visit_name], stock[visit_name]
            ratio = a["ready"] / b["ready"] if a["ready"] and b["ready"] else None
            ratios.append(ratio)
            print(f"  {visit_name:6} run {number + 1}: app {timeline(a)}; stock {timeline(b)}: "
                  f"{'-' if ratio is None else f'{ratio:.2f}x'}")
        ratio = median(ratios)
        verdict = ""
        if goal is not None:
            ok = ratio is not None and ratio <= goal
            verdict = f"   goal ≤ {goal:.2f}x: {'met' if ok else 'MISSED'}"
            if not ok:
                missed.append(f"{visit_name} visit app/stock")
        print(f"  {visit_name} visit, median app/stock: {'-' if ratio is None else f'{ratio:.2f}x'}{verdict}")
    app_before = median([run["first"]["bytesBeforeReady"] for run in runs["app"]])
    stock_before = median([run["first"]["bytesBeforeReady"] for run in runs["stock"]])
    verdict = ""
    if PROFILES[profile] is not None:  # (over a fast network the snapshot is worth its bytes: runtime.mjs)
        ok = app_before <= stock_before
        verdict = f"   goal app ≤ stock: {'met' if ok else 'MISSED'}"
        if not ok:
            missed.append("first visit bytes before ready")
    print(f"  first visit, bytes before ready (medians): app {fmt_mb(app_before)}, stock {fmt_mb(stock_before)}{verdict}")
    print(f"  first visit, bytes in all (bodies served, page + service worker): "
          f"app {fmt_mb(median([run['first']['served_bytes'] for run in runs['app']]))}, "
          f"stock {fmt_mb(median([run['first']['served_bytes'] for run in runs['stock']]))}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per site and visit (default 5)")
    parser.add_argument("--profile", choices=PROFILES, default="none",
                        help="network and processor: none (default), phone (20 Mbit/s, 40 ms, CPU 4x), weak (5 Mbit/s, 150 ms, CPU 4x)")
    parser.add_argument("--kinds", default=None,
                        help=f"comma-separated sites of {','.join(KINDS)} (default: all unthrottled, app,stock throttled)")
    parser.add_argument("--baseline", type=Path, metavar="DIR",
                        help="also the app of another checkout in DIR (vendor/ built there), e.g. the commit before a change")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a goal is missed")
    args = parser.parse_args(argv)
    kinds = tuple(args.kinds.split(",")) if args.kinds else KINDS if args.profile == "none" else ("app", "stock")
    if not {"app", "stock"} <= set(kinds) <= set(KINDS):
        parser.error(f"--kinds: app and stock, and any of {KINDS}")
    if args.baseline:
        kinds = (*kinds, BASELINE)

    settings = browser_settings(__file__)
    if settings is None:
        return 0
    from playwright.sync_api import sync_playwright

    served = ServedBytes(settings.serve)
    runs: dict[str, list[dict]] = {kind: [] for kind in kinds}
    errors: list[str] = []
    with tempfile.TemporaryDirectory(prefix="reversi-bare-") as bare_dir, \
            tempfile.TemporaryDirectory(prefix="reversi-stock-") as stock_dir, \
            tempfile.TemporaryDirectory(prefix="reversi-floor-") as floor_dir:
        write_floor(floor_dir)
        for folder, vendor in ((bare_dir, REPO_ROOT / "vendor"), (stock_dir, REPO_ROOT / "node_modules")):
            Path(folder, "index.html").write_text(BARE_HTML, encoding="utf-8")
            Path(folder, "vendor").mkdir()
            os.symlink(vendor / "pyodide", Path(folder, "vendor", "pyodide"), target_is_directory=True)
        roots = {"app": REPO_ROOT, "bare": bare_dir, "stock": stock_dir, "floor": floor_dir, BASELINE: args.baseline}
        sites = {kind: settings.serve.start_server(roots[kind], quiet=True)[::-1] for kind in kinds}  # (url, server)
        for url, _ in sites.values():  # the server's gzip of the wasm made once, as a host's cache keeps it
            request = urllib.request.Request(url + "vendor/pyodide/pyodide.asm.wasm", headers={"Accept-Encoding": "gzip"})
            with urllib.request.urlopen(request) as response:
                response.read()
        try:
            with sync_playwright() as playwright:
                for number in range(args.runs):
                    order = kinds[number % len(kinds):] + kinds[:number % len(kinds)]
                    for kind in order:
                        url, server = sites[kind]
                        result = run_site(playwright, settings, "app" if kind == BASELINE else kind, url, server, served,
                                          args.profile)
                        runs[kind].append(result)
                        for visit_name in ("first", "repeat"):
                            errors += [f"{kind} {visit_name} visit: {e}" for e in result[visit_name]["errors"]]
                        print(
                            f"  run {number + 1} {kind:5}: first FCP {fmt_ms(result['first']['fcp'])}, "
                            f"ready {fmt_ms(result['first']['ready'])}; repeat FCP {fmt_ms(result['repeat']['fcp'])}, "
                            f"ready {fmt_ms(result['repeat']['ready'])}   (load {os.getloadavg()[0]:.1f})",
                            flush=True,
                        )
        finally:
            for _, server in sites.values():
                server.shutdown()
                server.server_close()

    def med(kind: str, visit_name: str, key: str):
        return median([run[visit_name][key] for run in runs.get(kind, [])])

    print()
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"(load average at the end: {load} on {os.cpu_count()} CPUs: other work on the machine skews the times)")
    missed: list[str] = []
    if BASELINE in runs:
        report_against_stock({"app": runs[BASELINE], "stock": runs["stock"]}, args.profile, [], name=f"baseline {args.baseline}")
        print()
    report_against_stock(runs, args.profile, missed)
    print()
    print(f"Start-up, medians of {args.runs} runs (headless Chromium, persistent profile, localhost, "
          f"profile {args.profile}; times from navigation start)")
    print(f"{'':34}{'app':>10}{'bare':>10}{'app/bare':>10}   goal")
    for visit_name in ("first", "repeat"):
        app_fcp, bare_fcp = med("app", visit_name, "fcp"), med("bare", visit_name, "fcp")
        app_board = med("app", visit_name, "boardFrame")
        app_ready, bare_ready = med("app", visit_name, "ready"), med("bare", visit_name, "ready")
        ratio = app_ready / bare_ready if app_ready and bare_ready else None
        paint_goal = ""
        if visit_name == "repeat" and args.profile == "none":
            ok = app_fcp is not None and app_fcp <= REPEAT_PAINT_GOAL_MS
            paint_goal = f"≤ {REPEAT_PAINT_GOAL_MS:.0f} ms: {'met' if ok else 'MISSED'}"
            if not ok:
                missed.append("repeat board paint")
        print(f"{visit_name + ' visit: board paint (FCP)':34}{fmt_ms(app_fcp):>10}{fmt_ms(bare_fcp):>10}{'':10}   {paint_goal}")
        print(f"{visit_name + ' visit: board rAF':34}{fmt_ms(app_board):>10}{'-':>10}")
        if "bare" in runs:
            ready_ok = ratio is not None and ratio <= READY_RATIO_GOAL
            if not ready_ok:
                missed.append(f"{visit_name} data-ready ratio")
            print(
                f"{visit_name + ' visit: data-ready':34}{fmt_ms(app_ready):>10}{fmt_ms(bare_ready):>10}"
                f"{(f'{ratio:.2f}x' if ratio else '-'):>10}   ≤ {READY_RATIO_GOAL:.2f}x: {'met' if ready_ok else 'MISSED'}"
            )
        stock_ready = med("stock", visit_name, "ready")
        print(f"{'  bare on npm Pyodide as shipped':34}{'':10}{fmt_ms(stock_ready):>10}"
              f"{(f'{app_ready / stock_ready:.2f}x' if app_ready and stock_ready else '-'):>10}   (app/stock)")
        if "floor" in runs:
            floor_ready = med("floor", visit_name, "ready")
            print(f"{'  PyScript and runtime.mjs alone':34}{'':10}{fmt_ms(floor_ready):>10}"
                  f"{(f'{floor_ready / stock_ready:.2f}x' if floor_ready and stock_ready else '-'):>10}   (floor/stock)")
    late = [
        f"{visit_name} run {n + 1}"
        for visit_name in ("first", "repeat")
        for n, run in enumerate(runs["app"])
        if run[visit_name]["boardFrame"] is not None and run[visit_name]["fcp"] is not None
        and run[visit_name]["boardFrame"] > run[visit_name]["fcp"] + 1
    ]
    print("board present in the first contentful paint: " + ("yes, every run" if not late else f"NO in {late}"))
    repeat_controlled = sum(run["repeat"]["controlled"] for run in runs["app"])
    print(f"app repeat visits controlled by the service worker: {repeat_controlled}/{len(runs['app'])}")
    from_http = sum(run["repeat"]["wasmFrom"] == "cache" for run in runs["app"])
    print(f"app repeat visits with the wasm (and its compiled code) from the HTTP cache: {from_http}/{len(runs['app'])}")

    print()
    page_bytes = median([run["first"]["page_bytes"] for run in runs["app"]])
    served_bytes = median([run["first"]["served_bytes"] for run in runs["app"]])
    stock_bytes = median([run["first"]["page_bytes"] for run in runs["stock"]])
    files, raw, packed = precache_sizes()
    print("Bytes, app first visit (medians):")
    print(f"  page, on the wire (CDP encodedDataLength) {fmt_mb(page_bytes):>10}   (stock page: {fmt_mb(stock_bytes)})")
    print(f"  served in all, bodies (page + SW install) {fmt_mb(served_bytes):>10}")
    print(f"  precached files ({files}), raw             {fmt_mb(raw):>10}")
    print(f"  precached files, gzip -6 each            {fmt_mb(packed):>10}   ({packed / raw:.0%} of raw)")
    if missed:
        print("goals missed: " + ", ".join(missed))

    if errors:
        print("errors logged by the pages:\n  " + "\n  ".join(errors))
        return 1
    return 1 if args.strict and missed else 0


if __name__ == "__main__":
    sys.exit(main())
