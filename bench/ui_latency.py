#!/usr/bin/env python3
"""Tap latency of the page in headless Chromium, against a bare-JS baseline.

    python bench/ui_latency.py [--samples 30] [--warmup 3] [--strict]

Measures, with normal motion, (a) a tap on a legal square until its placed disc shows
(the cell's ``data-disc`` set) and (b) a tap on ``#hint`` until the hint marks show
(cells' ``data-hint`` set), each as

    tap→DOM    the click event's ``timeStamp`` (when the input event was created) until
               a MutationObserver sees the change (its callback runs as soon as the click
               handlers have returned);
    tap→frame  ... until the next ``requestAnimationFrame`` after that change (the frame
               that paints it starts);
    tap→paint  ... until a task posted from that frame's rAF runs (the frame's style,
               layout and paint are done).

Taps are real input: Playwright's ``page.mouse.click`` at the centre of the cell/button.
Moves are measured from the start position (restart before each sample, cycling the
four opening moves), hints by cycling the level (none → places and places → full are
measured; full → none is not, it draws no marks). Everything is timed inside the page
on the ``performance.now()`` clock.

The baseline is a bare page served by the same server code (tools/serve.py) from a
temporary directory: 64 cells and the same buttons, where a plain JS click handler
sets one attribute. page/baseline shows what Python (Pyodide + PyScript) adds.

Goal: median tap→frame ≤ 16 ms for both (a) and (b). Exit status 0 unless the run fails
(with --strict also when the goal is missed). Run with the repo's .venv (Playwright); the
script re-runs itself there when started with another Python.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from browser_env import browser_settings  # noqa: E402

BENCH_DIR = Path(__file__).resolve().parent
REPO_ROOT = BENCH_DIR.parent
GOAL_MS = 16.0
TIMEOUT_MS = 60_000


# A bare page with the same selectors: 64 [data-square] cells in #board, #restart, #hint.
BASELINE_HTML = """<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>baseline</title><link rel="icon" href="data:,">
<style>
  body { margin: 0; display: grid; place-items: center; gap: 12px; padding: 12px; font: 20px sans-serif; }
  #board { display: grid; grid-template-columns: repeat(8, 64px); grid-auto-rows: 64px; gap: 2px; background: #14532d; padding: 2px; }
  .square { background: #2e8b4f; }
  .square[data-disc="black"] { background: radial-gradient(circle, #111 55%, #2e8b4f 57%); }
  .square[data-hint]::after { content: ""; display: block; margin: 30%; height: 40%; border-radius: 50%; background: #fff6; }
  button { font: inherit; min-height: 3.6rem; width: 12rem; }
</style></head>
<body>
  <div id="board"></div>
  <div><button id="restart" type="button">restart</button> <button id="hint" type="button">hint</button></div>
<script>
  const board = document.getElementById('board');
  for (let row = 1; row <= 8; row++) for (const col of 'abcdefgh') {
    const cell = document.createElement('div');
    cell.className = 'square';
    cell.dataset.square = col + row;
    board.appendChild(cell);
  }
  board.addEventListener('click', e => {
    const cell = e.target.closest('[data-square]');
    if (cell) cell.setAttribute('data-disc', 'black');
  });
  document.getElementById('hint').addEventListener('click', () => {
    board.querySelector('[data-square="d3"]').setAttribute('data-hint', 'place');
  });
  document.getElementById('restart').addEventListener('click', () => {
    for (const cell of board.children) { cell.removeAttribute('data-disc'); cell.removeAttribute('data-hint'); }
  });
  document.documentElement.setAttribute('data-ready', '');
</script>
</body></html>
"""

# Installed in both pages once they are ready.
INSTRUMENT_JS = r"""
() => {
  const board = document.getElementById('board');
  const hint = document.getElementById('hint');
  const M = {pending: null, samples: []};
  // The tap: the click event's creation time, seen first (capture phase, outermost target).
  const onTap = e => {
    const p = M.pending;
    if (p && p.tap === undefined) { p.tap = e.timeStamp; p.listener = performance.now(); }
  };
  board.addEventListener('click', onTap, {capture: true});
  hint.addEventListener('click', onTap, {capture: true});
  // The change: the first relevant mutation; then the next frame, then the end of that frame.
  const observer = new MutationObserver(records => {
    const p = M.pending;
    if (!p || p.dom !== undefined || p.tap === undefined) return;
    const relevant = records.some(r =>
      p.kind === 'move'
        ? r.attributeName === 'data-disc' && r.target.getAttribute('data-square') === p.square && r.target.hasAttribute('data-disc')
        : r.attributeName === 'data-hint' && r.target.hasAttribute('data-hint'));
    if (!relevant) return;
    p.dom = performance.now();
    requestAnimationFrame(() => {
      p.frame = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { p.paint = performance.now(); M.samples.push(p); M.pending = null; };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(board, {subtree: true, attributes: true, attributeFilter: ['data-disc', 'data-hint']});
  M.arm = (kind, square) => { M.pending = {kind, square}; };
  window.__latency = M;
}
"""


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def wait_idle(page) -> None:
    page.wait_for_function("!document.getElementById('board').hasAttribute('data-animating')", timeout=TIMEOUT_MS)


def centre(page, selector: str) -> tuple[float, float]:
    box = page.locator(selector).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def measure_tap(page, kind: str, selector: str, square: str | None = None) -> dict:
    page.evaluate("([kind, square]) => window.__latency.arm(kind, square)", [kind, square])
    x, y = centre(page, selector)
    page.mouse.click(x, y)
    page.wait_for_function("window.__latency.pending === null", timeout=TIMEOUT_MS)
    sample = page.evaluate("window.__latency.samples.pop()")
    return {
        "tap→DOM": sample["dom"] - sample["tap"],
        "tap→frame": sample["frame"] - sample["tap"],
        "tap→paint": sample["paint"] - sample["tap"],
        "tap→listener": sample["listener"] - sample["tap"],
    }


def run_moves(page, count: int, warmup: int) -> list[dict]:
    openings = ["d3", "c4", "f5", "e6"]  # the four legal first moves
    samples = []
    for index in range(warmup + count):
        page.evaluate("document.getElementById('restart').click()")
        wait_idle(page)
        square = openings[index % len(openings)]
        sample = measure_tap(page, "move", f'[data-square="{square}"]', square)
        if index >= warmup:
            samples.append(sample)
    page.evaluate("document.getElementById('restart').click()")
    wait_idle(page)
    return samples


def run_hints(page, count: int, warmup: int) -> list[dict]:
    samples = []
    measured = 0
    while measured < warmup + count:
        level = page.get_attribute("#hint", "data-level")
        if level in (None, "none", "places"):
            sample = measure_tap(page, "hint", "#hint")
            if measured >= warmup:
                samples.append(sample)
            measured += 1
            if level is None:  # the baseline has no levels: reset it
                page.evaluate("document.getElementById('restart').click()")
        else:  # full → none: no marks drawn, not measured
            page.evaluate("document.getElementById('hint').click()")
    page.evaluate("document.getElementById('restart').click()")
    return samples


def open_page(context, url: str, settings):
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda msg: msg.type == "error" and errors.append(msg.text))
    page.goto(url)
    page.wait_for_selector(settings.READY_SELECTOR, state="attached", timeout=settings.READY_TIMEOUT_MS)
    page.evaluate(INSTRUMENT_JS)
    page.errors = errors
    return page


def summarize(samples: list[dict], metric: str) -> tuple[float, float, float]:
    values = [sample[metric] for sample in samples]
    return statistics.median(values), percentile(values, 0.9), max(values)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=30, help="measured taps per kind (default 30)")
    parser.add_argument("--warmup", type=int, default=3, help="unmeasured taps first (default 3)")
    parser.add_argument("--strict", action="store_true", help="exit 1 when the goal is missed")
    args = parser.parse_args(argv)

    settings = browser_settings(__file__)
    if settings is None:
        return 0
    from playwright.sync_api import sync_playwright

    results: dict[str, list[dict]] = {}
    errors: list[str] = []
    with tempfile.TemporaryDirectory(prefix="reversi-baseline-") as baseline_dir:
        Path(baseline_dir, "index.html").write_text(BASELINE_HTML, encoding="utf-8")
        site, site_url = settings.serve.start_server(REPO_ROOT, quiet=True)
        bare, bare_url = settings.serve.start_server(baseline_dir, quiet=True)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=settings.CHROMIUM, args=settings.CHROMIUM_ARGS, headless=True
                )
                try:
                    for name, url in (("page", site_url), ("baseline", bare_url)):
                        context = browser.new_context(
                            viewport={"width": 1280, "height": 800}, locale="ja-JP", reduced_motion="no-preference"
                        )
                        page = open_page(context, url, settings)
                        results[f"{name} move"] = run_moves(page, args.samples, args.warmup)
                        results[f"{name} hint"] = run_hints(page, args.samples, args.warmup)
                        errors += [f"{name}: {error}" for error in page.errors]
                        context.close()
                finally:
                    browser.close()
        finally:
            for server in (site, bare):
                server.shutdown()
                server.server_close()

    metrics = ("tap→DOM", "tap→frame", "tap→paint")
    print(f"UI latency, ms ({args.samples} taps each after {args.warmup} warm-up, headless Chromium, normal motion)")
    header = f"{'':15}" + "".join(f"{metric + ' med/p90/max':>27}" for metric in metrics)
    print(header)
    for row, samples in results.items():
        cells = "".join(f"{'%.1f / %.1f / %.1f' % summarize(samples, metric):>27}" for metric in metrics)
        print(f"{row:15}{cells}")
    print("page / baseline (medians):")
    for kind in ("move", "hint"):
        ratios = []
        for metric in metrics:
            page_median = summarize(results[f"page {kind}"], metric)[0]
            base_median = summarize(results[f"baseline {kind}"], metric)[0]
            ratios.append(f"{metric} {page_median / base_median:.1f}x (+{page_median - base_median:.1f} ms)")
        print(f"  {kind:5} " + ", ".join(ratios))
    listener = [summarize(results[f"page {kind}"], "tap→listener")[0] for kind in ("move", "hint")]
    print(f"  (input delivery, tap→first listener, page medians: move {listener[0]:.1f}, hint {listener[1]:.1f})")
    missed = []
    for kind in ("move", "hint"):
        median = summarize(results[f"page {kind}"], "tap→frame")[0]
        verdict = "met" if median <= GOAL_MS else "MISSED"
        print(f"goal: page {kind} median tap→frame ≤ {GOAL_MS:.0f} ms: {median:.1f} ms, {verdict}")
        if median > GOAL_MS:
            missed.append(kind)
    if errors:
        print("errors logged by the pages:\n  " + "\n  ".join(errors))
        return 1
    return 1 if args.strict and missed else 0


if __name__ == "__main__":
    sys.exit(main())
