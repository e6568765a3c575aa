#!/usr/bin/env python3
"""The README's pictures: every game of the registry in the middle of a game, on a phone.

    .venv/bin/python tools/readme_pictures.py [--out docs/images] [--turns 12] [--language ja]

For each name of ``registry.NAMES`` it plays ``--turns`` turns of computer level 2 from the
usual start (the same seed, so the same pictures every time), opens the page at that game's
link (``#name:...``) in Debian's Chromium at 375x667 and saves ``<out>/<name>.png``. The
page is served from the repository root as ``make serve`` does (build ``vendor/`` first).

>>> link("kunitori", turns=2)
'kunitori:Ra3Kc3'
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(REPO_ROOT / "tools"))

from reversi import registry  # noqa: E402
from reversi.play import record  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run",
]
PHONE = {"width": 375, "height": 667}


def link(name: str, turns: int, seed: int = 1, level: int = 2) -> str:
    """The link text (without ``#``) of ``turns`` turns of level ``level`` in game ``name``."""
    game = registry.variant(name).GAME
    start, rng, entries = game.RULES.initial(), random.Random(seed), ()
    position = start
    for _ in range(turns):
        if position.is_game_over():
            break
        chosen = game.parse_entries(registry.variant(name).best(position, level, rng))
        played = game.from_record(entries + tuple(chosen))
        entries, position = played.record, played.position
    return record.format_link(start, entries)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=REPO_ROOT / "docs" / "images")
    parser.add_argument("--turns", type=int, default=12)
    parser.add_argument("--language", choices=("ja", "en"), default="ja")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright
    from serve import start_server

    args.out.mkdir(parents=True, exist_ok=True)
    server, url = start_server(REPO_ROOT, host="127.0.0.1", port=0, quiet=True)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for name in registry.NAMES:
                context = browser.new_context(viewport=PHONE, locale=f"{args.language}-JP", has_touch=True)
                context.add_init_script(f"localStorage.setItem('reversi.language', '{args.language}'); localStorage.setItem('reversi.welcomed', '1')")
                page = context.new_page()
                page.goto(f"{url}#{link(name, args.turns)}")
                page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
                page.wait_for_selector("#board:not([data-animating])", state="attached")
                path = args.out / f"{name}.png"
                page.screenshot(path=str(path))
                print(path.relative_to(REPO_ROOT))
                context.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
