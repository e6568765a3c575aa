"""Shared pytest set-up: static server, Debian Chromium via pytest-playwright, e2e marker.

Layout
    tests/unit/   pure-Python tests of the engine (no browser, no server)
    tests/e2e/    browser tests; marked ``e2e`` automatically (deselect: -m "not e2e")

The example games (``tests/example_game/<name>/``, tic-tac-toe) are in ``registry.NAMES``
while every test module is collected and runs (``example_games``), and the e2e tests open a
build of the site that ships them (``build_example_site``): every test that walks the
registry, in Python or in the page, covers them too.

Fixtures for e2e tests
    live_server   session: tools/serve.py serving ``SITE_ROOT`` (the site with the example
                  games, built once for all workers) on 127.0.0.1:<free port>; its URL
    base_url      session: = live_server (pytest-playwright's ``page.goto("/")`` is relative to it)
    pytest-playwright's own ``page``/``context``/``browser`` fixtures work too
      (they launch the same Chromium with the same flags).
    Pyodide's start-up costs seconds: the tests of a module share a page where they can
    (``tests/e2e/helpers.py``'s ``module_page``).

Returning visits (``returning_page``, ``close_page``)
    A page in a new browser context is a first visit: a new renderer process compiles the
    runtime, and the service worker fetches and caches every file (some 6 s of the
    processor, against 2 s for a load in a page that has loaded the site before). A test
    that needs a page with nothing stored, not a first visit, opens a returning visitor's
    page: a page kept for the worker, its localStorage (all the page keeps) cleared. First
    visits stay where they are the subject (start-up, offline, what loads before Python
    runs).

Parallel runs (``make test`` runs ``pytest -n auto --dist loadfile``, pytest-xdist): each
worker has its own server and browser, and a module's tests stay on one worker (its page
is shared); ``shared_file`` serialises what the workers write to the same files.

Helpers (``from conftest import screenshot, reload_ready``)
    screenshot(page, name)  -> tests/artifacts/<name>.png
    reload_ready(page)      reload, clear page.log, wait for html[data-ready] again
    load_tool(name)         the module of tools/<name>.py
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
TESTS_DIR = REPO_ROOT / "tests"
E2E_DIR = TESTS_DIR / "e2e"
ARTIFACTS_DIR = TESTS_DIR / "artifacts"
EXAMPLE_GAMES = TESTS_DIR / "example_game"
SITE_ROOT = ARTIFACTS_DIR / "site"
"""The site the e2e tests open: the repository's with the example games added as a newcomer
adds a game (``build_example_site``)."""
SITE_LEFT_OUT = ("tests/", "docs/", "bench/")
"""What of the repository's files the site's copy does without."""

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",  # we run as root in CI
    "--disable-gpu",
    # The machine has no network but the package registries: stop Chromium
    # from phoning home (each attempt fails, slowly and noisily).
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
READY_SELECTOR = "html[data-ready]"
READY_TIMEOUT_MS = 60_000


def load_tool(name: str):
    """The module of tools/<name>.py (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location(f"reversi_tools_{name}", REPO_ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the file runs
    spec.loader.exec_module(module)
    return module


serve = load_tool("serve")


@contextlib.contextmanager
def shared_file(name: str):
    """Hold ``tests/artifacts/<name>.lock`` while the block runs: the workers of a parallel
    run (pytest-xdist) take turns at what they all write (the generated files, a report).

    >>> with shared_file("example"):
    ...     pass
    """
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    with open(ARTIFACTS_DIR / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


# --------------------------------------------------------------------------- markers


def pytest_configure(config: pytest.Config) -> None:
    # Also declared in pytest.ini; repeated here so the marker exists whatever ini is used.
    config.addinivalue_line("markers", "e2e: end-to-end test in headless Chromium (tests/e2e/)")


def example_names() -> list[str]:
    """The games kept with the tests: each package of ``tests/example_game/``."""
    return [path.parent.name for path in sorted(EXAMPLE_GAMES.glob("*/__init__.py"))]


@contextlib.contextmanager
def example_games():
    """While the block runs, each game kept with the tests (``example_names``) is beside the
    real games, as ``reversi.games.<name>``, and in ``registry.NAMES``: every test that walks
    the registry checks it too (registered while each test module is collected and runs,
    below). Never shipped: ``registry.GAMES`` is without it; the e2e tests open a build of the
    site that has it (``build_example_site``)."""
    import reversi.games
    from reversi import registry

    if str(EXAMPLE_GAMES) not in reversi.games.__path__:
        reversi.games.__path__.append(str(EXAMPLE_GAMES))
    names = example_names()
    added = [name for name in names if name not in registry.NAMES]
    for name in added:
        registry.register(name, f"reversi.games.{name}")
    try:
        yield names
    finally:
        for name in added:
            registry.unregister(name)


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector):
    """The example games are in the registry while a test module is collected (its tests
    walk ``registry.NAMES``)."""
    with example_games():
        yield


@pytest.fixture(scope="module", autouse=True)
def example_game():
    """The example games in the registry while a test module runs (``example_games``)."""
    with example_games() as names:
        yield names


@pytest.hookimpl(tryfirst=True)  # before -m deselection looks at the markers
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if E2E_DIR in Path(item.path).parents:
            item.add_marker(pytest.mark.e2e)


# --------------------------------------------------------------------------- server


def site_sources() -> list[str]:
    """The repository's files the site's copy is made of (tracked or new, not ignored; not
    ``SITE_LEFT_OUT``), relative to the repo root."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO_ROOT,
                            capture_output=True, check=True).stdout.decode().split("\0")
    return sorted(path for path in set(listed) if path and not path.startswith(SITE_LEFT_OUT)
                  and (REPO_ROOT / path).is_file())


def with_registry_lines(text: str, names: list[str]) -> str:
    r"""The text of ``reversi/registry.py`` with a line for each game of ``names`` at the end
    of ``GAMES``, as a newcomer adds a game.

    >>> print(with_registry_lines('GAMES = {\n    "a": "reversi.games.a",\n}\n', ["b"]))
    GAMES = {
        "a": "reversi.games.a",
        "b": "reversi.games.b",
    }
    <BLANKLINE>
    """
    lines = "".join(f'    "{name}": "reversi.games.{name}",\n' for name in names)
    text, count = re.subn(r"(?m)^(GAMES = \{\n(?:    .*\n)*)(\})", lambda m: m[1] + lines + m[2], text, count=1)
    assert count == 1, "reversi/registry.py: no `GAMES = {` of one entry a line"
    return text


def build_example_site() -> Path:
    """Make ``SITE_ROOT`` the site with the example games, as a newcomer adds a game: a copy
    of the site's files (``site_sources``), each example game's package copied into
    ``reversi/games/``, its line added to ``registry.GAMES`` (``with_registry_lines``) and
    ``tools/build_vendor.py`` run there (its ``vendor/`` is kept between builds, and the first
    one starts from a copy of the repository's: the tool only redoes what changed, here what
    the example games change, not the standard library's compile). Only when an input changed
    since the last build (a stamp of them all); the workers of a parallel run take turns, so
    one builds and the others find it built. Returns ``SITE_ROOT``."""
    sources = site_sources()
    games = sorted(path.relative_to(EXAMPLE_GAMES) for path in EXAMPLE_GAMES.rglob("*")
                   if path.is_file() and "__pycache__" not in path.parts)
    digest = hashlib.sha256()
    for path in [REPO_ROOT / name for name in sources] + [EXAMPLE_GAMES / name for name in games]:
        digest.update(path.relative_to(REPO_ROOT).as_posix().encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    stamp = SITE_ROOT / ".stamp"
    with shared_file("site"):
        if stamp.is_file() and stamp.read_text() == digest.hexdigest():
            return SITE_ROOT
        SITE_ROOT.mkdir(parents=True, exist_ok=True)
        for path in SITE_ROOT.iterdir():
            if path.name not in ("vendor", "node_modules"):
                shutil.rmtree(path) if path.is_dir() else path.unlink()
        for name in sources:
            (SITE_ROOT / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO_ROOT / name, SITE_ROOT / name)
        for name in games:
            (SITE_ROOT / "reversi" / "games" / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(EXAMPLE_GAMES / name, SITE_ROOT / "reversi" / "games" / name)
        registry = SITE_ROOT / "reversi" / "registry.py"
        registry.write_text(with_registry_lines(registry.read_text(encoding="utf-8"), example_names()), encoding="utf-8")
        if not (SITE_ROOT / "node_modules").exists():
            (SITE_ROOT / "node_modules").symlink_to(REPO_ROOT / "node_modules")
        if not (SITE_ROOT / "vendor").exists() and (REPO_ROOT / "vendor").is_dir():
            shutil.copytree(REPO_ROOT / "vendor", SITE_ROOT / "vendor", symlinks=True)
        built = subprocess.run([sys.executable, "tools/build_vendor.py"], cwd=SITE_ROOT, capture_output=True, text=True)
        if built.returncode:
            pytest.fail(f"tools/build_vendor.py failed in {SITE_ROOT}:\n{built.stdout}{built.stderr}")
        stamp.write_text(digest.hexdigest())
    return SITE_ROOT


def build_site(target: Path) -> None:
    """The deployable site of ``SITE_ROOT`` in ``target`` (``tools/build_vendor.py --site``,
    run there: what it ships is its registry's)."""
    built = subprocess.run([sys.executable, "tools/build_vendor.py", "--site", str(target)], cwd=build_example_site(),
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stdout + built.stderr


@pytest.fixture(scope="session")
def live_server() -> str:
    """Serve the site with the example games (``build_example_site``) on a free local port;
    yield its URL ending in '/'."""
    server, url = serve.start_server(build_example_site(), host="127.0.0.1", port=0, quiet=True)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def base_url(live_server: str) -> str:
    return live_server


# --------------------------------------------------------------------------- browser


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """pytest-playwright's launch args (--headed, --slowmo) + Debian's Chromium, headless by default."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} not found: run `make test` (installs Debian's chromium) or set CHROMIUM=")
    return {
        "headless": True,
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": CHROMIUM_ARGS,
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "locale": "ja-JP", "viewport": {"width": 1280, "height": 800}}


@dataclass
class PageLog:
    """What a page did since it was opened (or since ``clear()``)."""

    requests: list[str] = field(default_factory=list)          # every request URL, in order
    failed_requests: list[str] = field(default_factory=list)   # "URL: reason" (network-level failures)
    bad_responses: list[str] = field(default_factory=list)     # "STATUS URL" for status >= 400
    console: list[str] = field(default_factory=list)           # "type: text" for every console message
    console_errors: list[str] = field(default_factory=list)    # text of console.error messages
    page_errors: list[str] = field(default_factory=list)       # uncaught exceptions in the page

    def clear(self) -> None:
        for value in vars(self).values():
            value.clear()

    def errors(self) -> list[str]:
        """All console errors, page errors, failed requests and HTTP errors, for one assert."""
        return self.console_errors + self.page_errors + self.failed_requests + self.bad_responses

    def summary(self) -> str:
        return "\n".join(
            f"{name}:\n" + "\n".join(f"  {line}" for line in lines)
            for name, lines in vars(self).items()
            if lines and name != "requests"
        ) or "(no errors logged)"


def attach_log(page) -> PageLog:
    """Start recording on ``page``; the log is also reachable as ``page.log``."""
    log = PageLog()
    page.on("request", lambda request: log.requests.append(request.url))
    page.on("requestfailed", lambda request: log.failed_requests.append(f"{request.url}: {request.failure}"))
    page.on("response", lambda r: r.status >= 400 and log.bad_responses.append(f"{r.status} {r.url}"))
    page.on("console", lambda msg: _on_console(log, msg))
    page.on("pageerror", lambda error: log.page_errors.append(str(error)))
    page.log = log
    return log


def _on_console(log: PageLog, msg) -> None:
    log.console.append(f"{msg.type}: {msg.text}")
    if msg.type == "error":
        log.console_errors.append(msg.text)


def wait_ready(page, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    """Wait until the page's Python set ``data-ready`` on <html>; fail with the page's log if not."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    try:
        page.wait_for_selector(READY_SELECTOR, state="attached", timeout=timeout_ms)
    except PlaywrightTimeoutError:
        shot = screenshot(page, "not-ready")
        log = getattr(page, "log", None)
        pytest.fail(
            f"{READY_SELECTOR} did not appear within {timeout_ms / 1000:.0f} s at {page.url}\n"
            f"screenshot: {shot}\n{log.summary() if log else ''}"
        )


def open_ready_page(context, url: str = "/"):
    """New page in ``context`` with a PageLog attached, opened at ``url`` and waited on. A
    page whose renderer crashed before it was ready (killed for memory when many browsers
    start at once: "Page crashed" in ``wait_ready``) is opened once more, with a warning
    that says so; a second crash, or any other failure, fails as it is."""
    from playwright.sync_api import Error as PlaywrightError

    for last in (False, True):
        page = context.new_page()
        crashed = []
        page.on("crash", lambda page: crashed.append(True))
        attach_log(page)
        try:
            page.goto(url)
            wait_ready(page)
            return page
        except PlaywrightError as error:
            if last or not (crashed or "crashed" in str(error).lower()):
                raise
            warnings.warn(f"the page crashed while starting at {url} ({error.message}); opened once more", stacklevel=2)
            page.close()


_KEPT: dict[str, list] = {}
"""The pages of returning visits not in use, by their contexts' options (``returning_page``)."""


def returning_page(browser, context_args: dict, url: str = "/", init_scripts=(), permissions=(), on_request=None):
    """A page as a returning visitor opens it, with nothing stored: a page kept for this
    worker (one a context of ``context_args`` but their ``reduced_motion`` and ``viewport``,
    which are set on the page; one in use at a time: two devices share no storage), whose
    context visited the site once when it was made (its service worker installed, every
    file cached); its origin's localStorage cleared, ``init_scripts`` added (they run at
    each load of the page until it is closed), ``permissions`` granted to its context and
    ``on_request(request)`` called for each request of its context (the service worker's
    too) until then; opened at ``url`` and ready, with a cleared PageLog. Close it with
    ``close_page``. (A new page starts a renderer process that compiles the runtime anew,
    some 3 s of the processor more than a load in a kept one.)"""
    args = dict(context_args)
    viewport = args.pop("viewport")
    motion = args.pop("reduced_motion", "no-preference")
    key = json.dumps(args, sort_keys=True)
    kept = _KEPT.setdefault(key, [])
    kept[:] = [page for page in kept if page.context.browser is browser]  # (pytest-playwright may launch anew)
    page = kept.pop() if kept else _returning_visitor(browser, args)
    context = page.context
    if permissions:
        context.grant_permissions(list(permissions))
    if on_request is not None:
        context.on("request", on_request)
    session = context.new_cdp_session(page)  # its scripts go with it (close_page)
    origin = args["base_url"].rstrip("/")
    session.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "local_storage"})
    session.send("Page.enable")
    for script in init_scripts:
        session.send("Page.addScriptToEvaluateOnNewDocument", {"source": script})
    page.emulate_media(reduced_motion=motion)
    page.set_viewport_size(viewport)
    page.log.clear()
    page.goto(url)
    wait_ready(page)
    page.kept_as, page.kept_session, page.on_request = key, session, on_request
    return page


def _returning_visitor(browser, args: dict):
    """A page of a new context of ``args`` that has visited the site once (its service
    worker active: it is installed once every file is cached), now on about:blank."""
    page = open_ready_page(browser.new_context(**args))
    page.on("crash", lambda _: setattr(page, "crashed", True))  # (not kept: close_page)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.goto("about:blank")
    return page


def close_page(page) -> None:
    """Close ``page``: a returning visitor's (``returning_page``) leaves the site (for
    about:blank: what it runs at leaving is cleared when it is next opened) and is kept,
    without what was added for it; any other page's context is closed, and a returning
    visitor's whose renderer crashed (a later test would get a dead page)."""
    key = getattr(page, "kept_as", None)
    if key is None or getattr(page, "crashed", False):
        page.context.close()
        return
    if page.is_closed():
        return
    page.kept_session.detach()
    page.context.clear_permissions()
    if page.on_request is not None:
        page.context.remove_listener("request", page.on_request)
    page.goto("about:blank")
    _KEPT[key].append(page)


def reload_ready(page) -> None:
    """Reload ``page`` (a fresh game), clear its log, and wait for data-ready again."""
    if hasattr(page, "log"):
        page.log.clear()
    page.reload()
    wait_ready(page)


def screenshot(page, name: str, full_page: bool = False) -> Path:
    """Save a PNG of ``page`` to tests/artifacts/<name>.png and return its path."""
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("._") or "screenshot"
    path = ARTIFACTS_DIR / f"{safe}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path), full_page=full_page)
    return path
