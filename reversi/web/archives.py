"""The parts of the package that do not come before Python runs: every game's package but
the default's, and each data file with the module that reads it (a game's trained
weights). tools/build_vendor.py puts each in an archive of its own (vendor/lazy/) and
lists them in ``PRECACHE.lazy`` by the module whose first import brings it; the service
worker precaches them with the rest of the site once the page is ready (sw.js).

``install()`` puts a finder first in ``sys.meta_path``: the first import of such a module
unpacks its archive beside the package (the page's working directory), then Python finds
the module there as usual. So a game chosen in the menu, a link, a pasted text or a saved
game of another game, a rules page and the computer's first search all get what they
need, wherever they import it. The archive is one ``prefetch`` brought into memory with
``fetch()`` (the page answers meanwhile): the start-up waits for the game on screen's, the
computer's and the coach's first search for theirs (``import_each``: the weights are some
600 kB), and once the page is ready the first screen's pictures of every game bring every
game's package (a few tens of kB each; from the worker's cache after the first visit). An import finds it there, or else asks for it by a
synchronous request; but a document's synchronous requests go past the service worker to
the network (Chromium), so offline only what ``prefetch`` brought can be imported.

The standard library comes in two the same way (tools/build_vendor.py, stdlib_archives): the
modules the page imports, with Pyodide; the others in one archive (``PRECACHE.stdlib``),
which ``StandardLibrary``, last in ``sys.meta_path``, fetches at the first import of one of
them (no module of the page imports one: it is there for a module that a new line of code
would import). So that they import offline too, a visit from the service worker's cache
brings that archive into memory once it is ready (``prefetch_stdlib``; a first visit leaves
it to the worker, which precaches it).
"""

from __future__ import annotations

import _codecs
import asyncio
import importlib
import importlib.machinery
import io
import sys
import zipfile
from pathlib import Path

from js import window

from .dom import is_none

FOLDER = Path(__file__).resolve().parents[2]
"""Where the start-up's archive was unpacked (the folder that holds the package)."""


class Archives:
    """A finder (``sys.meta_path``) that unpacks a module's archive when the module is first
    looked for: ``pending`` maps a module to the URL of the archive it brings (``PACKAGE.*``:
    any module of the package ``PACKAGE``, whose ``__init__`` came at start-up); the archive
    is what ``prefetch`` brought, or else ``fetch_now(url)`` (its bytes, synchronously)."""

    def __init__(self, pending: dict[str, str], fetch_now, folder: Path = FOLDER):
        self.pending = dict(pending)
        self.fetched: dict[str, bytes] = {}
        self.fetch_now = fetch_now
        self.folder = folder

    def key(self, name: str, package: bool = False) -> str | None:
        """The key of ``pending`` whose archive brings the module ``name`` (with ``package``,
        or the modules of the package ``name``), if any."""
        keys = (name, f"{name.rpartition('.')[0]}.*", *([f"{name}.*"] if package else []))
        return next((key for key in keys if key in self.pending), None)

    def find_spec(self, name, path=None, target=None):
        key = self.key(name)
        if key is not None:
            url, name = self.pending[key], key
            data = self.fetched.pop(name, None)
            with zipfile.ZipFile(io.BytesIO(self.fetch_now(url) if data is None else data)) as archive:
                archive.extractall(self.folder)
            del self.pending[name]
            for finder in sys.path_importer_cache.values():  # their listings of the folders unpacked into
                if finder is not None:  # (not importlib.invalidate_caches(): it imports importlib.metadata)
                    finder.invalidate_caches()
        return None  # the module is found by the usual finders, unpacked now

    async def prefetch(self, names) -> None:
        """Bring into memory the archives that the modules ``names`` bring, all at once, while
        the page answers. One that cannot be fetched (offline before it was cached) is left
        to the import, which says so."""
        wanted = sorted({self.key(name, package=True) for name in names} - {None} - set(self.fetched))
        if not wanted:
            return
        fetched = await asyncio.gather(*(fetch_later(self.pending[name]) for name in wanted), return_exceptions=True)
        for name, data in zip(wanted, fetched):
            if name in self.pending and isinstance(data, bytes):  # (not imported meanwhile)
                self.fetched[name] = data


class StandardLibrary:
    """A finder (last in ``sys.meta_path``) for the standard library's modules that the page's
    archive leaves out: the first import of one of ``modules`` (each a module whose package,
    if any, is in the page's archive) writes their archive at ``target`` (what ``prefetch``
    brought, or else ``fetch_now(url)``) and puts it on ``sys.path``, and each such package's
    folder in it on its ``__path__``.

    >>> import io, tempfile, zipfile
    >>> buffer = io.BytesIO()
    >>> with zipfile.ZipFile(buffer, "w") as archive:
    ...     archive.writestr("rarely_used.py", "ANSWER = 42")
    >>> folder = tempfile.mkdtemp()
    >>> finder = StandardLibrary("rest.zip", ["rarely_used"], lambda url: buffer.getvalue(), f"{folder}/rest.zip")
    >>> sys.meta_path.append(finder)
    >>> import rarely_used
    >>> rarely_used.ANSWER, rarely_used.__file__ == f"{folder}/rest.zip/rarely_used.py"
    (42, True)
    >>> sys.meta_path.remove(finder); sys.path.remove(finder.target); del sys.modules["rarely_used"]
    """

    def __init__(self, url: str, modules, fetch_now, target: str = "/lib/python_stdlib_rest.zip"):
        self.url, self.modules, self.fetch_now, self.target = url, frozenset(modules), fetch_now, target
        self.fetched: bytes | None = None
        self.mounted = False

    def find_spec(self, name, path=None, target=None):
        if name not in self.modules:
            return None
        if not self.mounted:
            Path(self.target).write_bytes(self.fetch_now(self.url) if self.fetched is None else self.fetched)
            self.fetched = None
            sys.path.append(self.target)
            self.mounted = True
        package = name.rpartition(".")[0]
        if package:
            path = sys.modules[package].__path__
            folder = f"{self.target}/{package.replace('.', '/')}"
            if folder not in path:
                path.append(folder)
        return importlib.machinery.PathFinder.find_spec(name, path)

    async def prefetch(self) -> None:
        """Bring the archive into memory (``fetch_later``), unless it is there already; one
        that cannot be fetched is left to the import, which says so."""
        if not self.mounted and self.fetched is None:
            try:
                self.fetched = await fetch_later(self.url)
            except Exception:  # offline before it was cached (ImportError, or the fetch's own error)
                pass


_archives = Archives({}, None)
_stdlib = StandardLibrary("", (), None)


def install() -> None:
    """Unpack the archives of ``PRECACHE.lazy`` (vendor/precache.js) on first use, and fetch
    the standard library's rest (``PRECACHE.stdlib``) on the first import of one of its modules."""
    global _archives, _stdlib
    _archives = Archives(window.PRECACHE.lazy.to_py(), fetch_now)
    sys.meta_path.insert(0, _archives)
    stdlib = window.PRECACHE.stdlib.to_py()
    _stdlib = StandardLibrary(stdlib["archive"], stdlib["modules"], fetch_now)
    sys.meta_path.append(_stdlib)


async def prefetch_stdlib() -> None:
    """On a visit from the service worker's cache, bring the standard library's rest into
    memory, so that its modules import offline too (an import's synchronous request would go
    past the worker). A first visit leaves it alone: the worker's install fetches it."""
    worker = window.navigator.serviceWorker
    if not is_none(worker) and not is_none(worker.controller):
        await _stdlib.prefetch()


async def prefetch(names) -> None:
    """Bring the archives of the modules ``names`` (``reversi.games.NAME``: the modules of
    that package) into memory, so that their import takes them from there (see
    ``Archives.prefetch``)."""
    await _archives.prefetch(names)


async def import_each(names) -> None:
    """Import the package's modules ``names`` (``games.NAME.players``: under ``reversi.``)
    not imported yet, one a task (the page answers meanwhile), their archives fetched first."""
    modules = [f"reversi.{name}" for name in names if f"reversi.{name}" not in sys.modules]
    await prefetch(modules)
    for module in modules:
        importlib.import_module(module)
        await asyncio.sleep(0)


def fetch_now(url: str) -> bytes:
    """The body of ``url``, by a synchronous request (the import waits for it)."""
    request = window.XMLHttpRequest.new()
    request.open("GET", url, False)
    # A document's synchronous request gets text only: each byte as one character,
    # U+F700 + the byte from 0x80 on (the x-user-defined charset), so the low byte of
    # each UTF-16 unit is the byte. (Encoded by _codecs, built in: str.encode("utf-16-le")
    # looks the codec up, which imports encodings.utf_16_le, a module of the standard
    # library's rest, whose first import comes here again: a recursion without end.)
    request.overrideMimeType("text/plain; charset=x-user-defined")
    try:
        request.send()
    except Exception as error:  # offline, and not brought by prefetch
        raise ImportError(f"{url} could not be fetched: {error}") from None
    if request.status != 200:
        raise ImportError(f"{url} could not be fetched: HTTP {request.status}")
    return _codecs.utf_16_le_encode(request.responseText)[0][::2]


async def fetch_later(url: str) -> bytes:
    """The body of ``url``, by ``fetch()`` (from the service worker's cache once precached)."""
    response = await window.fetch(url)
    if not response.ok:
        raise ImportError(f"{url} could not be fetched: HTTP {response.status}")
    return (await response.arrayBuffer()).to_bytes()
