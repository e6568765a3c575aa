"""What the browser benchmarks share with the tests: run under the repo's .venv (which
has Playwright), and the Chromium settings and static server of tests/conftest.py."""

import contextlib
import importlib.util
import os
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
VENV_PYTHON = REPO_ROOT / ".venv" / "bin" / "python"


def ensure_playwright(script: str) -> None:
    """Re-run ``script`` under the repo's .venv when this Python has no Playwright;
    exit 0 with a note when there is no such venv."""
    if importlib.util.find_spec("playwright") is not None:
        return
    in_venv = Path(sys.prefix).resolve() == VENV_PYTHON.parent.parent.resolve()
    if VENV_PYTHON.is_file() and not in_venv:
        os.execv(str(VENV_PYTHON), [str(VENV_PYTHON), script, *sys.argv[1:]])
    print(f"{Path(script).stem}: skipped: Playwright is not installed (run `make venv`, then .venv/bin/python)")
    sys.exit(0)


def load_test_settings():
    """tests/conftest.py: CHROMIUM, CHROMIUM_ARGS, READY_* and ``serve`` (tools/serve.py)."""
    spec = importlib.util.spec_from_file_location("reversi_tests_conftest", REPO_ROOT / "tests" / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the file runs
    spec.loader.exec_module(module)
    return module


def e2e_helpers():
    """tests/e2e/helpers.py, the end-to-end tests' ways of driving the page (``follow_link``,
    ``wait_idle``, ...), for a benchmark that drives it the same way."""
    sys.path[:0] = [str(REPO_ROOT), str(REPO_ROOT / "tests")]  # (it imports tests/conftest.py as conftest)
    return importlib.import_module("tests.e2e.helpers")


def browser_settings(script: str):
    """Re-run under the venv if needed, then the test settings (see ``load_test_settings``);
    None, with a note printed, when vendor/ or Chromium is missing."""
    ensure_playwright(script)
    name = Path(script).stem
    settings = load_test_settings()
    if not (REPO_ROOT / "vendor" / "pyodide" / "pyodide.mjs").is_file():
        print(f"{name}: skipped: vendor/ missing (run `make vendor`)")
        return None
    if not os.access(settings.CHROMIUM, os.X_OK):
        print(f"{name}: skipped: {settings.CHROMIUM} not found (run `make chromium`)")
        return None
    return settings


@contextlib.contextmanager
def ready_page(settings, errors: list, **context_args):
    """The site served from the repository, opened in headless Chromium (a new context with
    ``context_args``) and ready (``data-ready``): yields the page; the page's errors go to
    ``errors``. Everything is closed afterwards."""
    from playwright.sync_api import sync_playwright

    server, url = settings.serve.start_server(REPO_ROOT, quiet=True)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=settings.CHROMIUM, args=settings.CHROMIUM_ARGS)
            try:
                context = browser.new_context(**context_args)
                page = context.new_page()
                page.on("pageerror", lambda error: errors.append(str(error)))
                page.goto(url)
                page.wait_for_selector(settings.READY_SELECTOR, state="attached", timeout=settings.READY_TIMEOUT_MS)
                yield page
                context.close()
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()


def exit_status(errors: list, missed: bool, strict: bool) -> int:
    """A browser benchmark's exit status, once its figures are printed: 1 when the page
    logged errors (printed here), or with ``strict`` when a goal was ``missed``; else 0."""
    if errors:
        print("errors logged by the page:\n  " + "\n  ".join(errors))
        return 1
    return 1 if strict and missed else 0
