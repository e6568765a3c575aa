#!/usr/bin/env python3
"""Render styles/icon.svg to the PNG icons the web app manifest lists.

    .venv/bin/python tools/make_icons.py

The SVG is the source; the PNGs are committed (rerun this after changing the SVG).
Uses Playwright with Debian's Chromium, like the tests.
"""

from pathlib import Path

from playwright.sync_api import sync_playwright

STYLES = Path(__file__).resolve().parent.parent / "styles"
SIZES = (192, 512)


def main() -> None:
    svg = (STYLES / "icon.svg").read_text(encoding="utf-8")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(f'<style>html,body{{margin:0}} svg{{display:block;width:{size}px;height:{size}px}}</style>{svg}')
            page.screenshot(path=str(STYLES / f"icon-{size}.png"), omit_background=True)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
