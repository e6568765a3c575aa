#!/usr/bin/env python3
"""Copy the browser runtime from node_modules/ into vendor/ (stdlib only).

    python tools/build_vendor.py [--check] [-v]

Result (vendor/ is git-ignored and rebuilt by `make serve` / `make test`):

    vendor/pyscript/   @pyscript/core dist/ (without *.map source maps)
    vendor/pyodide/    the Pyodide runtime files the page loads at start-up; its standard
                       library in two (see stdlib_archives): the modules the page imports,
                       compiled (python_stdlib.zip), and the rest (python_stdlib_rest.zip,
                       fetched on first import); snapshot.bin.gz, the memory of its Python
                       once started, that runtime.mjs restores from a repeat visit on
                       (see snapshot_bin)
    vendor/strings.js  both tables of the string catalogue (reversi/strings.py) and the
                       key of the remembered language, for the texts boot.js shows
                       before Python runs
    vendor/games.css   the look of each game of the registry: the style.css of each game's
                       package (reversi/games/NAME/style.css, where it has one), in the
                       registry's order, linked by index.html after styles/app.css
    vendor/reversi.zip the part of the Python package the first screen needs (the shared
                       modules and the default game's, compiled by Pyodide's Python under
                       Node), which the snapshot is made from (and Node runs)
    vendor/startup.zip the same without the modules the snapshot holds (see
                       startup_archives), one request instead of one a module;
                       pyscript.toml's [files] unpacks it in the page before Python runs
    vendor/held.zip    the modules the snapshot holds, which runtime.mjs unpacks on a first
                       visit (Python started without the snapshot)
    vendor/lazy/       the rest of the package, an archive each, fetched by the page when
                       it first imports the module the archive is named after
                       (reversi/web/archives.py): every other game's modules but its
                       __init__ (reversi.games.ywf.zip), and each data file with the module that
                       reads it (reversi.games.reversi.patterns.zip: the trained weights)
    vendor/precache.js every file the page needs, with sizes, and a version that is
                       a content hash of them all (read by sw.js and boot.js), the data
                       files fetched at start-up (boot.js asks for them first), and the
                       archives of vendor/lazy/ by the module that brings each

With --site DIR it also assembles the deployable site in DIR: exactly the precached
files plus sw.js and .nojekyll (what .github/workflows/pages.yml publishes).

Idempotent: a file is copied only when its size or mtime differs from the
source (copy2 keeps the mtime), and files in vendor/ that no longer come from
node_modules are removed. With --check nothing is written; the exit status is
1 if vendor/ is out of date.
"""

from __future__ import annotations

import argparse
import ast
import base64
import functools
import gzip
import hashlib
import io
import json
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = REPO_ROOT / "node_modules"
VENDOR = REPO_ROOT / "vendor"
MANIFEST = REPO_ROOT / "manifest.webmanifest"

PYSCRIPT_PKG = NODE_MODULES / "@pyscript" / "core"
PYODIDE_PKG = NODE_MODULES / "pyodide"

# What pyodide.mjs fetches when loadPyodide() starts (seen in the browser's
# request log and in pyodide.mjs: indexURL + each name below). pyodide.js is
# the classic-script build, not used by PyScript; *.d.ts / *.map / console*.html
# are for developers.
PYODIDE_RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

SKIP_SUFFIXES = (".map",)
PRECACHE_NAME = "precache.js"
STRINGS_NAME = "strings.js"
GAMES_CSS_NAME = "games.css"
PACKAGE_NAME = "reversi.zip"
LAZY_DIR = "lazy"
"""vendor/lazy/<module>.zip: the archives fetched on first use (see ``archive_of``)."""
STDLIB_NAME = "pyodide/python_stdlib.zip"
"""The standard library's modules that the page loads, compiled (``stdlib_archives``)."""
STDLIB_REST_NAME = "pyodide/python_stdlib_rest.zip"
"""The rest of the standard library, fetched on first import (reversi/web/archives.py)."""
SNAPSHOT_NAME = "pyodide/snapshot.bin.gz"
"""The memory of Pyodide's Python once started (``snapshot_bin``): runtime.mjs starts from it."""
STARTUP_NAME = "startup.zip"
"""What the page unpacks before its Python runs (pyscript.toml's [files]): vendor/reversi.zip
without the modules that the snapshot holds imported (``startup_archives``)."""
HELD_NAME = "held.zip"
"""The rest of vendor/reversi.zip: the modules that the snapshot holds imported, which
runtime.mjs unpacks when Python starts without the snapshot (a first visit)."""
SNAPSHOT_MAGIC = b"RVSN"
SNAPSHOT_PAGE = 4096
"""The snapshot file leaves out the memory's pages of zeros (``sparse``)."""
GENERATED = (PRECACHE_NAME, STRINGS_NAME, GAMES_CSS_NAME, PACKAGE_NAME, STDLIB_NAME, STDLIB_REST_NAME, SNAPSHOT_NAME,
             STARTUP_NAME, HELD_NAME)
PACKAGE_DIR = REPO_ROOT / "reversi"
# Modules only the command line uses (python -m reversi), not shipped to the page.
CLI_ONLY = ("__main__", "cli", "perft")
"""By their file's name, in any folder of the package."""
PACKAGE_DATA = ".bin"
"""The package's data files (a game's trained weights), shipped as they are beside its bytecode."""

# The site's own files the page loads (besides what pyscript.toml's [files] lists,
# which is added from there).
SITE_FILES = ("index.html", "boot.js", "runtime.mjs", "manifest.webmanifest", "pyscript.toml")
SITE_DIRS = ("styles",)
# PyScript chunks the page loads: core.js, what it imports, and the lazily imported
# chunks of the features in use (the TOML config parser and the error plugin).
# The other chunks are plugins disabled in pyscript.toml / index.html.
PYSCRIPT_LAZY_CHUNKS = ("toml-", "error-")


@dataclass(frozen=True)
class Entry:
    """One file to place in vendor/: absolute source, path relative to vendor/."""

    src: Path
    dest: str


def package_version(pkg_dir: Path) -> str:
    return json.loads((pkg_dir / "package.json").read_text(encoding="utf-8"))["version"]


def require_packages() -> None:
    missing = [p for p in (PYSCRIPT_PKG, PYODIDE_PKG) if not (p / "package.json").is_file()]
    if missing:
        names = ", ".join(str(p.relative_to(REPO_ROOT)) for p in missing)
        sys.exit(f"build_vendor: {names} missing; run `npm ci` first (or `make serve`).")


def pyscript_entries() -> list[Entry]:
    dist = PYSCRIPT_PKG / "dist"
    return [
        Entry(path, "pyscript/" + path.relative_to(dist).as_posix())
        for path in sorted(dist.rglob("*"))
        if path.is_file() and not path.name.endswith(SKIP_SUFFIXES)
    ]


def pyodide_entries() -> list[Entry]:
    entries = []
    for name in PYODIDE_RUNTIME_FILES:
        path = PYODIDE_PKG / name
        if not path.is_file():
            sys.exit(f"build_vendor: {path} missing; is the pinned pyodide version installed?")
        if "pyodide/" + name != STDLIB_NAME:  # written by write_stdlib from this file
            entries.append(Entry(path, "pyodide/" + name))
    return entries


def wanted_entries() -> list[Entry]:
    return pyscript_entries() + pyodide_entries()


def is_current(src: Path, dest: Path) -> bool:
    if not dest.is_file():
        return False
    s, d = src.stat(), dest.stat()
    return s.st_size == d.st_size and int(s.st_mtime) == int(d.st_mtime)


def sync(entries: list[Entry], vendor: Path, dry_run: bool = False) -> tuple[list[str], list[str]]:
    """Make vendor/ hold exactly ``entries``. Returns (copied, removed) relative paths."""
    copied = []
    for entry in entries:
        dest = vendor / entry.dest
        if is_current(entry.src, dest):
            continue
        copied.append(entry.dest)
        if not dry_run:
            dest.parent.mkdir(parents=True, exist_ok=True)
            tmp = dest.with_name(dest.name + ".tmp")
            shutil.copy2(entry.src, tmp)
            tmp.replace(dest)

    removed = []
    wanted = {e.dest for e in entries} | set(GENERATED) | set(lazy_archives().values())
    if vendor.is_dir():
        for path in sorted(vendor.rglob("*"), reverse=True):
            rel = path.relative_to(vendor).as_posix()
            if path.is_file() and rel not in wanted:
                removed.append(rel)
                if not dry_run:
                    path.unlink()
            elif path.is_dir() and not dry_run and not any(path.iterdir()):
                path.rmdir()
    return copied, removed


def pyscript_needed(vendor: Path) -> list[str]:
    """vendor/pyscript files the page loads: core.js, its static imports, and the
    lazily imported chunks named in PYSCRIPT_LAZY_CHUNKS."""
    folder = vendor / "pyscript"
    needed, queue = [], ["core.js"]
    while queue:
        name = queue.pop()
        if name in needed:
            continue
        needed.append(name)
        text = (folder / name).read_text(encoding="utf-8")
        queue += re.findall(r'from\s*"\./([\w.-]+\.js)"', text)
        queue += [
            chunk
            for chunk in re.findall(r'import\("\./([\w.-]+\.js)"\)', text)
            if chunk.startswith(PYSCRIPT_LAZY_CHUNKS)
        ]
    return sorted("vendor/pyscript/" + name for name in needed)


def pyscript_config() -> dict:
    """pyscript.toml, read."""
    return tomllib.loads((REPO_ROOT / "pyscript.toml").read_text(encoding="utf-8"))


def shipped_files() -> list[str]:
    """The files pyscript.toml's [files] fetches into the page (the package archive)."""
    return [url.removeprefix("./") for url in pyscript_config().get("files", {})]


def startup_fetches() -> list[str]:
    """The data files fetched (by ``fetch()``, not imported) while the page starts on a first
    visit: Pyodide's (the WebAssembly, the standard library's part that the page loads, the
    lock file) and the package's archives (the start-up's and what the snapshot holds).
    boot.js asks for them at once instead of when PyScript and Pyodide get to them. Not the
    memory snapshot: a first visit starts Python without it (runtime.mjs), the following
    ones restore it from the service worker's cache."""
    runtime = ["vendor/pyodide/" + name for name in PYODIDE_RUNTIME_FILES if not name.endswith(".mjs")]
    return sorted([*runtime, "vendor/" + HELD_NAME, *shipped_files()])


def precache_files(vendor: Path = VENDOR) -> list[str]:
    """Every file (relative to the repo root) the page needs to run offline."""
    shipped = shipped_files()
    assets = [
        path.relative_to(REPO_ROOT).as_posix()
        for folder in SITE_DIRS
        for path in sorted((REPO_ROOT / folder).rglob("*"))
        if path.is_file()
    ]
    runtime = ["vendor/pyodide/" + name for name in PYODIDE_RUNTIME_FILES]
    generated = ["vendor/" + name for name in (STRINGS_NAME, GAMES_CSS_NAME, SNAPSHOT_NAME, STDLIB_REST_NAME, HELD_NAME)]
    lazy = ["vendor/" + name for name in lazy_archives().values()]
    return sorted({*SITE_FILES, *shipped, *lazy, *assets, *runtime, *generated, *pyscript_needed(vendor)})


def package_modules(suffix: str = ".py") -> list[Path]:
    """The modules shipped in vendor/reversi.zip: reversi/**/*.py but ``CLI_ONLY``, and of
    reversi/games/ only the games of the registry (a game's package still being built is
    not downloaded by the page). With ``suffix`` ``PACKAGE_DATA``, its data files."""
    sys.path.insert(0, str(REPO_ROOT))
    from reversi import registry

    games = {package.split(".")[-1] for package in registry.GAMES.values()}
    return sorted(
        path
        for path in PACKAGE_DIR.rglob(f"*{suffix}")
        if path.stem not in CLI_ONLY
        and "__pycache__" not in path.parts
        and not (path.parts[len(PACKAGE_DIR.parts)] == "games" and len(path.parts) > len(PACKAGE_DIR.parts) + 2
                 and path.parts[len(PACKAGE_DIR.parts) + 1] not in games)
    )


def archive_of(path: str) -> str | None:
    """The module whose first import in the page fetches the archive that holds ``path`` (an
    entry of the package's archives), or None for the start-up's archive: the modules of
    another game's package than the default come with the first of them (``PACKAGE.*``), a
    data file with the module of the same name beside it (the module that reads it),
    everything else at start-up, every game's ``__init__`` too (data: the choice of game
    names every game at once, ``reversi.base.contract``).

    >>> archive_of("reversi/games/ywf/rules.pyc"), archive_of("reversi/games/reversi/patterns.bin")
    ('reversi.games.ywf.*', 'reversi.games.reversi.patterns')
    >>> archive_of("reversi/games/reversi/game.pyc"), archive_of("reversi/games/ywf/__init__.pyc")
    (None, None)
    """
    sys.path.insert(0, str(REPO_ROOT))
    from reversi import registry

    parts = path.split("/")
    if path.endswith(PACKAGE_DATA):
        return ".".join([*parts[:-1], parts[-1].removesuffix(PACKAGE_DATA)])
    if parts[:2] == ["reversi", "games"] and len(parts) > 3 and parts[2] != registry.DEFAULT \
            and parts[3] != "__init__.pyc":
        return ".".join([*parts[:3], "*"])
    return None


def lazy_archives() -> dict[str, str]:
    """``{module: its archive under vendor/}`` for every archive fetched on first use
    (``archive_of``), from the shipped files' paths alone (nothing compiled)."""
    paths = [
        path.relative_to(REPO_ROOT).with_suffix(".pyc" if path.suffix == ".py" else path.suffix).as_posix()
        for path in package_modules() + package_modules(PACKAGE_DATA)
    ]
    modules = {archive_of(path) for path in paths} - {None}
    return {module: f"{LAZY_DIR}/{module.removesuffix('.*')}.zip" for module in sorted(modules)}


# --------------------------------------------------------------------------- bytecode

# Run in Pyodide (tools/pyodide_runner.mjs, which has copied reversi/ to /home/pyodide/reversi)
# before the code that calls compile_all: the bytecode the page's Python makes of each source.
COMPILE_IN_PYODIDE = """
import base64, json, py_compile

def compile_all(sources, checked=False):
    # {name: (source path, path named in tracebacks)} -> {name: base64 of the .pyc}
    mode = py_compile.PycInvalidationMode.CHECKED_HASH if checked else py_compile.PycInvalidationMode.UNCHECKED_HASH
    compiled = {}
    for name, (source, shown) in sources.items():
        pyc = py_compile.compile(source, cfile="/tmp/compiled.pyc", dfile=shown, doraise=True, invalidation_mode=mode)
        compiled[name] = base64.b64encode(open(pyc, "rb").read()).decode()
    return compiled
"""


def compile_in_pyodide(code: str) -> dict[str, bytes]:
    """Run ``code`` in Pyodide under Node, the page's own Python (same version): it prints
    the JSON of what ``compile_all`` returns. ``{name: .pyc bytes}``, hash-based: unchecked
    ones are used without their source, checked ones only with the very source."""
    sys.path.insert(0, str(REPO_ROOT / "tools"))
    from pyodide_node import run_in_pyodide

    out = run_in_pyodide(COMPILE_IN_PYODIDE + code, timeout=300)
    return {name: base64.b64decode(pyc) for name, pyc in json.loads(out).items()}


def archive_key(path: Path) -> bytes | None:
    """The zip comment of a generated archive (the key of what it was made from), or None."""
    try:
        with zipfile.ZipFile(path) as archive:
            return archive.comment
    except (OSError, zipfile.BadZipFile):
        return None


def write_archive(target: Path, key: str, build: Callable[[str], bytes], dry_run: bool = False) -> bool:
    """Write ``build(key)`` to ``target`` unless the archive there was made from ``key`` (its
    comment): compiling takes Node a few seconds. True if it did (or would)."""
    if archive_key(target) == key.encode():
        return False
    return dry_run or write_generated(target, build(key))


def deterministic(name: str) -> zipfile.ZipInfo:
    """An entry deflated, with a fixed date and mode: the same archive for the same inputs, so
    the site's version (a hash of its files) changes only when they do."""
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
    return info


# --------------------------------------------------------------------------- PyScript's Python package

# PyScript writes its own Python package (pyscript/*.py) into the page's file system at every
# start, from an object literal in its core chunk: {pyscript:{"__init__.py":"...",...}}.
PYSCRIPT_PACKAGE_MARK = "{pyscript:{"


def pyscript_python_sources(pkg: Path = PYSCRIPT_PKG) -> dict[str, str]:
    """PyScript's Python package as PyScript writes it into the page (``{"pyscript/__init__.py":
    source, ...}``), read from its core chunk (the first of two copies; the other is the same
    inside a worker's script)."""
    for chunk in sorted((pkg / "dist").glob("core-*.js")):
        text = chunk.read_text(encoding="utf-8")
        at = text.find(PYSCRIPT_PACKAGE_MARK)
        if at < 0:
            continue
        tree, _ = json.JSONDecoder().raw_decode('{"pyscript":{' + text[at + len(PYSCRIPT_PACKAGE_MARK):])
        sources, folders = {}, [("", tree)]
        while folders:
            prefix, folder = folders.pop()
            for name, value in folder.items():
                if isinstance(value, dict):
                    folders.append((f"{prefix}{name}/", value))
                else:
                    sources[prefix + name] = value
        return dict(sorted(sources.items()))
    sys.exit(f"build_vendor: PyScript's Python package not found in {pkg}/dist/core-*.js (a new PyScript?)")


# --------------------------------------------------------------------------- the package


def package_key() -> str:
    """What the archive is made from: Pyodide's version, every shipped module's source and
    PyScript's Python package."""
    digest = hashlib.sha256(package_version(PYODIDE_PKG).encode())
    for path in package_modules() + package_modules(PACKAGE_DATA):
        digest.update(path.relative_to(PACKAGE_DIR).as_posix().encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    for path, source in pyscript_python_sources().items():
        digest.update(path.encode() + b"\0" + hashlib.sha256(source.encode()).digest())
    return digest.hexdigest()


# Run in Pyodide after COMPILE_IN_PYODIDE: the package's modules (copied to /home/pyodide/reversi
# by the runner) and PyScript's (PYSCRIPT: {path: source}), each under its path in the archive.
PACKAGE_IN_PYODIDE = """
import importlib.util, os

for path, source in PYSCRIPT.items():
    os.makedirs(os.path.dirname("/tmp/" + path), exist_ok=True)
    with open("/tmp/" + path, "w", encoding="utf-8") as file:
        file.write(source)
compiled = compile_all({f"reversi/{name}.pyc": (f"/home/pyodide/reversi/{name}.py", f"reversi/{name}.py") for name in NAMES})
compiled |= compile_all({importlib.util.cache_from_source(path): ("/tmp/" + path, path) for path in PYSCRIPT}, checked=True)
print(json.dumps(compiled))
"""


@functools.cache
def compiled_modules(key: str) -> dict[str, bytes]:
    """The package's modules and PyScript's compiled by the page's own Python:
    ``{path in the archive: .pyc bytes}``. ``key`` (``package_key()``) names the sources."""
    names = [path.relative_to(PACKAGE_DIR).with_suffix("").as_posix() for path in package_modules()]
    return compile_in_pyodide(f"NAMES = {names!r}\nPYSCRIPT = {pyscript_python_sources()!r}\n" + PACKAGE_IN_PYODIDE)


def package_archives(key: str | None = None) -> dict[str, bytes]:
    """``{path under vendor/: archive}``: vendor/reversi.zip, the start-up's part (the page
    unpacks it into its working directory before its Python runs, but for the modules the
    snapshot holds: ``startup_archives``), and the archives of ``lazy_archives()``, each unpacked
    there when the page first imports its module (``archive_of`` tells which file goes where).
    Together they hold:

    - ``reversi/<module>.pyc``, the bytecode of each module compiled by the page's Python, so
      the page does not compile the sources on every start (about 60 ms of Pyodide's time).
      Bytecode only, unchecked, no sources: the archive is the page's download (the sources'
      deflated size is half the bytecode's). Tracebacks still name ``reversi/<module>.py``
      and the line.
    - ``reversi/**/*.bin`` (``PACKAGE_DATA``), the package's data files as they are.
    - ``pyscript/__pycache__/<module>.cpython-3NN.pyc``, the bytecode of PyScript's Python
      package, which PyScript writes there as sources at every start and imports before the
      page's script: Python takes this bytecode (checked: only while it is of the very source
      PyScript writes) instead of compiling them (about 30 ms).

    The same bytes for the same sources (sorted, fixed dates and modes, hash-based .pyc); each
    zip comment holds ``key``, ``package_key()`` unless given."""
    key = key or package_key()
    files = compiled_modules(key) | {
        f"reversi/{path.relative_to(PACKAGE_DIR).as_posix()}": path.read_bytes() for path in package_modules(PACKAGE_DATA)
    }
    names = lazy_archives()
    groups: dict[str, dict[str, bytes]] = {}
    for path, content in sorted(files.items()):
        module = archive_of(path)
        groups.setdefault(PACKAGE_NAME if module is None else names[module], {})[path] = content
    archives = {}
    for name, entries in groups.items():
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
            for path, content in entries.items():
                archive.writestr(deterministic(path), content)
            archive.comment = key.encode()
        archives[name] = buffer.getvalue()
    return archives


def write_package(vendor: Path = VENDOR, dry_run: bool = False) -> bool:
    """Write vendor/reversi.zip and vendor/lazy/*.zip unless they were made from the sources
    as they are (compiling takes Node a few seconds). True if it did (or would)."""
    key = package_key()
    names = [PACKAGE_NAME, *lazy_archives().values()]
    if all(archive_key(vendor / name) == key.encode() for name in names):
        return False
    if not dry_run:
        for name, data in package_archives(key).items():
            write_generated(vendor / name, data)
    return True


# --------------------------------------------------------------------------- the standard library

def page_imports() -> list[str]:
    """The modules the page's Python imports by name: every import statement, at any depth
    (the lazy ones too), of the shipped modules of reversi/ and of PyScript's package;
    ``from a import b`` names ``a`` and ``a.b`` (b may be a module). Relative imports are
    the package's own."""
    sources = [path.read_text(encoding="utf-8") for path in package_modules()]
    sources += pyscript_python_sources().values()
    names = set()
    for source in sources:
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names if alias.name != "*")
    return sorted(names)


# Run in Pyodide after COMPILE_IN_PYODIDE: import what the page imports (NAMES), then compile
# every module that came from the standard library's zip, as the page's zipimport finds it.
STDLIB_IN_PYODIDE = """
import importlib, os, sys, zipfile

for name in NAMES:
    try:
        importlib.import_module(name)
    except Exception:
        pass  # not the standard library's: the page's own, or the browser's (js, pyscript)
stdlib = next(path for path in sys.path if path.endswith(".zip"))
sources = {}
with zipfile.ZipFile(stdlib) as archive:
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if origin.startswith(stdlib + "/") and origin.endswith(".py"):
            member = origin[len(stdlib) + 1:]
            path = "/tmp/stdlib/" + member
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as file:
                file.write(archive.read(member))
            sources[member] = (path, origin)
print(json.dumps(compile_all(sources)))
"""


def stdlib_key() -> str:
    """What the standard library archive is made from: Pyodide's own and what the page imports."""
    digest = hashlib.sha256((PYODIDE_PKG / "python_stdlib.zip").read_bytes())
    digest.update("\n".join(page_imports()).encode())
    return digest.hexdigest()


@functools.cache
def compiled_stdlib(key: str) -> dict[str, bytes]:
    """``{zip member (x/y.py): .pyc bytes}`` of every standard library module the page loads:
    those Pyodide imports as it starts and those ``page_imports()`` bring. ``key`` is
    ``stdlib_key()``."""
    return compile_in_pyodide(f"NAMES = {page_imports()!r}\n" + STDLIB_IN_PYODIDE)


def stdlib_archives(key: str | None = None) -> tuple[bytes, bytes]:
    """vendor/pyodide/python_stdlib.zip and python_stdlib_rest.zip, Pyodide's standard library
    in two: the modules the page loads, as bytecode (``x/y.pyc``, compiled by Pyodide's
    Python; zipimport loads ``y.pyc`` when there is no ``y.py``; tracebacks still name the
    source's path and line, without its text), and every other entry but folders; then the
    sources of the others, which no module of the page imports (``rest_modules``: fetched on
    first import). npm's Pyodide ships sources only, so the page's Python compiled some 130
    modules at every start (1.7 s of Pyodide's 2.6 s start under Node); and the page waits
    for 1.3 MB instead of 2.5 MB (npm's) or 3.1 MB (all of it, the page's compiled). Each
    zip's comment holds ``key``, ``stdlib_key()`` unless given."""
    key = key or stdlib_key()
    compiled = compiled_stdlib(key)
    page, rest = io.BytesIO(), io.BytesIO()
    with zipfile.ZipFile(PYODIDE_PKG / "python_stdlib.zip") as source, \
            zipfile.ZipFile(page, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as loaded, \
            zipfile.ZipFile(rest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as later:
        for info in source.infolist():
            if info.filename in compiled:
                loaded.writestr(deterministic(info.filename + "c"), compiled[info.filename])
            elif info.filename.endswith(".py"):
                later.writestr(deterministic(info.filename), source.read(info))
            elif not info.is_dir():
                loaded.writestr(deterministic(info.filename), source.read(info))
        loaded.comment = later.comment = key.encode()
    return page.getvalue(), rest.getvalue()


def rest_modules(rest: bytes) -> list[str]:
    """The modules of the standard library's rest (an archive of ``stdlib_archives``) that
    the first import of one must fetch: those whose package, if any, is not in the rest
    too (a module of such a package comes with the package's folder).

    >>> import io, zipfile
    >>> buffer = io.BytesIO()
    >>> with zipfile.ZipFile(buffer, "w") as archive:
    ...     for name in ("xml/__init__.py", "xml/dom/__init__.py", "xml/dom/minidom.py", "email/mime/__init__.py",
    ...                  "email/mime/text.py", "email/charset.py", "this.py"):
    ...         archive.writestr(name, "")
    >>> rest_modules(buffer.getvalue())
    ['email.charset', 'email.mime', 'this', 'xml']
    """
    with zipfile.ZipFile(io.BytesIO(rest)) as archive:
        names = {entry.removesuffix(".py").removesuffix("/__init__").replace("/", ".") for entry in archive.namelist()}
    return sorted(name for name in names if name.rpartition(".")[0] not in names)


def write_stdlib(vendor: Path = VENDOR, dry_run: bool = False) -> bool:
    """Write vendor/pyodide/python_stdlib.zip and python_stdlib_rest.zip unless they were made
    from the same inputs."""
    key = stdlib_key()
    if all(archive_key(vendor / name) == key.encode() for name in (STDLIB_NAME, STDLIB_REST_NAME)):
        return False
    if not dry_run:
        for name, data in zip((STDLIB_NAME, STDLIB_REST_NAME), stdlib_archives(key)):
            write_generated(vendor / name, data)
    return True


# --------------------------------------------------------------------------- the memory snapshot

# Run in Pyodide (tools/snapshot.mjs) before its memory is taken, as the page would at every
# start: import the standard library's modules the page imports (NAMES; the browser's and
# Pyodide's are left to the page), and the package's modules of the start-up's archive
# (ARCHIVE, unpacked where the page unpacks it), the browser's too (reversi/web/: they read
# nothing of the page when imported, reversi.web.dom; the document and window they take are
# tools/snapshot.mjs's stand-ins, a restored page's its own), but those that come with a
# later archive (LATER: their import brings it, so they, and what imports them, are left
# to the page). The build's own traces are left out.
SNAPSHOT_IN_PYODIDE = """
import base64, importlib, io, os, sys, zipfile

for name in NAMES:
    if name.partition(".")[0] not in ("js", "pyodide", "pyscript", "reversi"):
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # a name imported from a module, not a module

class Later:
    def find_spec(self, name, path=None, target=None):
        if name in LATER or name.rpartition(".")[0] + ".*" in LATER:
            raise ImportError(f"{name} comes with a later archive")

os.chdir(os.environ["HOME"])
with zipfile.ZipFile(io.BytesIO(base64.b64decode(ARCHIVE))) as archive:
    archive.extractall()
    shipped = [entry[:-len(".pyc")].replace("/", ".").removesuffix(".__init__") for entry in archive.namelist()
               if entry.startswith("reversi/") and entry.endswith(".pyc")]
sys.meta_path.insert(0, Later())
for name in shipped:
    try:
        importlib.import_module(name)
    except ImportError:
        pass  # it needs a later archive
sys.meta_path.pop(0)
sys.path_importer_cache.clear()  # their listings of the folders: the page's are its own
os.environ.pop("_", None)  # the path of the Node script that made the snapshot
"""


def snapshot_key() -> str:
    """What the snapshot is made from: the runtime (Pyodide's build, whose id the snapshot must
    match), the inputs of the standard library's and the package's archives, and the code run
    before the snapshot."""
    digest = hashlib.sha256((stdlib_key() + package_key()).encode())
    for path in (PYODIDE_PKG / "pyodide.mjs", PYODIDE_PKG / "pyodide.asm.wasm", REPO_ROOT / "tools" / "snapshot.mjs"):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    digest.update(SNAPSHOT_IN_PYODIDE.encode())
    return digest.hexdigest()


def sparse(memory: bytes, key: str) -> bytes:
    """``memory`` without its pages of zeros, as runtime.mjs reads it back: ``SNAPSHOT_MAGIC``,
    ``key`` (64 ASCII characters), the memory's size and the number of runs of pages kept
    (little-endian 32-bit), each run's offset and length, then the runs' bytes: the page
    copies the runs into zeroed memory (``snapshot_bin`` gzips the whole).

    >>> data = sparse(bytes(8192) + b"py" + bytes(4094) + bytes(4096), "k" * 64)
    >>> data[:4], data[68:76] == (16384).to_bytes(4, "little") + (1).to_bytes(4, "little"), len(data)
    (b'RVSN', True, 4180)
    """
    def zeros(at: int) -> bool:
        return not memory[at:at + SNAPSHOT_PAGE].strip(b"\0")

    runs, page = [], 0
    while page < len(memory):
        if zeros(page):
            page += SNAPSHOT_PAGE
            continue
        start = page
        while page < len(memory) and not zeros(page):
            page += SNAPSHOT_PAGE
        runs.append((start, min(page, len(memory)) - start))
    head = [SNAPSHOT_MAGIC, key.encode("ascii"), struct.pack("<II", len(memory), len(runs))]
    head += [struct.pack("<II", offset, length) for offset, length in runs]
    return b"".join([*head, *(memory[offset:offset + length] for offset, length in runs)])


def snapshot_file_key(path: Path) -> bytes | None:
    """The key a snapshot file (``sparse``, gzipped) was made from, or None."""
    try:
        with gzip.open(path, "rb") as file:
            head = file.read(len(SNAPSHOT_MAGIC) + 64)
    except (OSError, EOFError):
        return None
    return head[len(SNAPSHOT_MAGIC):] if head.startswith(SNAPSHOT_MAGIC) else None


def snapshot_bin(key: str, vendor: Path = VENDOR) -> tuple[bytes, set[str]]:
    """vendor/pyodide/snapshot.bin.gz: the memory of Pyodide's Python once started from
    vendor/pyodide/ and once it has imported the standard library's modules the page imports
    and the package's modules of vendor/reversi.zip that need no later archive
    (``SNAPSHOT_IN_PYODIDE``; Pyodide's ``makeMemorySnapshot``, made under Node by
    tools/snapshot.mjs); and the entries of vendor/reversi.zip that those modules came from.
    The page's Pyodide restores it instead of starting Python and importing them
    (runtime.mjs). About 31 MB of memory, 17 MB without its pages of zeros
    (``sparse``), 7 MB gzipped (the same bytes every build: no name, no time in the gzip
    header): the page inflates 17 MB (about 0.1 s; inflating the whole 31 MB took its
    thread 0.7 s on a busy 2-core machine) while its WebAssembly compiles."""
    sys.path.insert(0, str(REPO_ROOT / "tools"))
    from pyodide_node import check_setup

    archive = base64.b64encode((vendor / PACKAGE_NAME).read_bytes()).decode()
    code = f"NAMES = {page_imports()!r}\nLATER = {sorted(lazy_archives())!r}\nARCHIVE = {archive!r}\n" + SNAPSHOT_IN_PYODIDE
    with tempfile.TemporaryDirectory(prefix="reversi-snapshot-") as folder:
        script, out = Path(folder) / "snapshot.py", Path(folder) / "snapshot.bin"
        script.write_text(code, encoding="utf-8")
        subprocess.run([check_setup(), str(REPO_ROOT / "tools" / "snapshot.mjs"), str(vendor / "pyodide"), str(script), str(out)],
                       check=True, timeout=300, cwd=REPO_ROOT)
        imported = set(Path(f"{out}.imported").read_text(encoding="utf-8").split())
        return gzip.compress(sparse(out.read_bytes(), key), compresslevel=6, mtime=0), imported


def startup_archives(imported: set[str], key: str, vendor: Path = VENDOR) -> tuple[bytes, bytes]:
    """vendor/startup.zip and vendor/held.zip: the entries of vendor/reversi.zip but
    ``imported`` (those whose modules the snapshot holds: a page restored from it never
    reads their files), and those, each the same bytes in the same order, their comment
    ``key``. A repeat visit unpacks 18 files (PyScript's bytecode, the default game's
    modules that need a later archive) instead of 82; a first visit, which starts Python
    without the snapshot, unpacks both.

    >>> import io, zipfile
    >>> page, held = startup_archives({"reversi/__init__.pyc"}, "k")
    >>> with zipfile.ZipFile(io.BytesIO(page)) as page, zipfile.ZipFile(io.BytesIO(held)) as held:
    ...     "reversi/__init__.pyc" in page.namelist(), "reversi/web/view.pyc" in page.namelist(), held.namelist()
    (False, True, ['reversi/__init__.pyc'])
    """
    buffers = io.BytesIO(), io.BytesIO()
    with zipfile.ZipFile(vendor / PACKAGE_NAME) as full, \
            zipfile.ZipFile(buffers[0], "w", zipfile.ZIP_DEFLATED, compresslevel=9) as page, \
            zipfile.ZipFile(buffers[1], "w", zipfile.ZIP_DEFLATED, compresslevel=9) as held:
        for entry in full.infolist():
            (held if entry.filename in imported else page).writestr(entry, full.read(entry))
        page.comment = held.comment = key.encode()
    return buffers[0].getvalue(), buffers[1].getvalue()


def write_snapshot(vendor: Path = VENDOR, dry_run: bool = False) -> bool:
    """Write vendor/pyodide/snapshot.bin.gz and vendor/startup.zip unless they were made from
    the same inputs (making them takes Node some seconds). True if it did (or would)."""
    key = snapshot_key()
    if snapshot_file_key(vendor / SNAPSHOT_NAME) == key.encode() \
            and all(archive_key(vendor / name) == key.encode() for name in (STARTUP_NAME, HELD_NAME)):
        return False
    if not dry_run:
        snapshot, imported = snapshot_bin(key, vendor)
        write_generated(vendor / SNAPSHOT_NAME, snapshot)
        for name, data in zip((STARTUP_NAME, HELD_NAME), startup_archives(imported, key, vendor)):
            write_generated(vendor / name, data)
    return True


def write_generated(target: Path, data: bytes, dry_run: bool = False) -> bool:
    """Write ``data`` to ``target`` unless it holds it already; True if it did (or would)."""
    if target.is_file() and target.read_bytes() == data:
        return False
    if not dry_run:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return True


def strings_js() -> str:
    """The text of vendor/strings.js: ``self.STRINGS = {key, gameKey, default, games, names,
    languages}`` with the shared tables of reversi/strings.py as JSON (tuples as arrays,
    numeric keys as strings), the games (``reversi.registry.GAMES``, the default first) and
    their names on screen in each language (``registry.game_name``)."""
    sys.path.insert(0, str(REPO_ROOT))
    from reversi import registry
    from reversi import strings

    data = {
        "key": strings.LANGUAGE_KEY,
        "gameKey": strings.GAME_KEY,
        "default": strings.DEFAULT,
        "games": list(registry.GAMES),
        "names": {name: {language: registry.game_name(name, language) for language in strings.CATALOGUES}
                  for name in registry.GAMES},
        "languages": {language: vars(strings.catalogue(language)) for language in strings.CATALOGUES},
    }
    return (
        "// Written by tools/build_vendor.py from reversi/strings.py: the texts boot.js shows before Python runs.\n"
        f"self.STRINGS = {json.dumps(data, ensure_ascii=False, indent=1)};\n"
    )


def write_strings(vendor: Path = VENDOR, dry_run: bool = False) -> bool:
    """Write vendor/strings.js when it differs from ``strings_js()``; True if it did (or would)."""
    return write_generated(vendor / STRINGS_NAME, strings_js().encode("utf-8"), dry_run)


def games_css() -> str:
    """The text of vendor/games.css: the ``style.css`` of each game of ``reversi.registry.GAMES``
    that has one (``reversi.base.contract.STYLE``, in its package's folder, wherever that
    package is), in the registry's order, each headed by a comment naming its file."""
    sys.path.insert(0, str(REPO_ROOT))
    from reversi import registry
    from reversi.base import contract

    parts = ["/* Written by tools/build_vendor.py: each game's style.css, in the registry's order. */\n"]
    for name in registry.GAMES:
        style = Path(registry.package(name).__file__).parent / contract.STYLE
        if style.is_file():
            shown = style.relative_to(REPO_ROOT) if style.is_relative_to(REPO_ROOT) else style
            parts.append(f"\n/* {shown.as_posix()} */\n{style.read_text(encoding='utf-8')}")
    return "".join(parts)


def write_games_css(vendor: Path = VENDOR, dry_run: bool = False) -> bool:
    """Write vendor/games.css when it differs from ``games_css()``; True if it did (or would)."""
    return write_generated(vendor / GAMES_CSS_NAME, games_css().encode("utf-8"), dry_run)


def manifest_text() -> str:
    """The text of manifest.webmanifest, its description made from the catalogue's
    ``APP_DESCRIPTION`` in the manifest's language and the names of the games the site ships
    (``reversi.registry.GAMES``): a new game's name comes with its line in the registry."""
    sys.path.insert(0, str(REPO_ROOT))
    from reversi import registry
    from reversi import strings

    text = MANIFEST.read_text(encoding="utf-8")
    texts = strings.catalogue(json.loads(text)["lang"])
    games = texts.LIST_SEPARATOR.join(registry.game_name(name, texts.LANGUAGE) for name in registry.GAMES)
    count = len(registry.GAMES)
    description = json.dumps(strings.plural(texts.APP_DESCRIPTION, count).format(games=games, count=count), ensure_ascii=False)
    return re.sub(r'"description": ".*?",\n', lambda _: f'"description": {description},\n', text, count=1)


def write_manifest(dry_run: bool = False) -> bool:
    """Write manifest.webmanifest when it differs from ``manifest_text()``; True if it did (or would)."""
    return write_generated(MANIFEST, manifest_text().encode("utf-8"), dry_run)


def write_precache(vendor: Path = VENDOR) -> str:
    """Write vendor/precache.js for sw.js and boot.js; return the version (content hash)."""
    files = precache_files(vendor)
    digest = hashlib.sha256()
    sizes = {}
    for rel in files:
        data = (REPO_ROOT / rel).read_bytes()
        digest.update(rel.encode() + b"\0" + hashlib.sha256(data).digest())
        sizes["./" + rel] = len(data)
    version = digest.hexdigest()[:16]
    sizes["./vendor/precache.js"] = 0  # itself: cached for the page, size unknown before writing
    data = {
        "version": version,
        "files": sizes,
        "startup": ["./" + rel for rel in startup_fetches()],
        "shipped": ["./" + rel for rel in shipped_files()],
        "interpreter": pyscript_config()["interpreter"],
        "lazy": {module: "./vendor/" + name for module, name in lazy_archives().items()},
        "snapshot": "./vendor/" + SNAPSHOT_NAME,
        "stdlib": {
            "archive": "./vendor/" + STDLIB_REST_NAME,
            "modules": rest_modules((vendor / STDLIB_REST_NAME).read_bytes()),
        },
    }
    text = (
        "// Written by tools/build_vendor.py: the files the page needs, their version, the data\n"
        "// files fetched at start-up of a first visit (which boot.js asks for at once), the package's\n"
        "// start-up archive (which it asks for once the board is painted on a repeat visit), the runtime\n"
        "// module (which it imports at once on a first visit), the archives\n"
        "// the page fetches on first use by the module that brings each (reversi/web/archives.py),\n"
        "// the memory snapshot (a repeat visit's start), and the standard library's rest and the\n"
        "// modules whose first import fetches it (reversi/web/archives.py).\n"
        f"self.PRECACHE = {json.dumps(data, indent=1)};\n"
    )
    target = vendor / PRECACHE_NAME
    if not target.is_file() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
    return version


def build_site(target: Path, vendor: Path = VENDOR) -> int:
    """Copy the deployable site into ``target`` (emptied first); return the file count."""
    if target.resolve() == REPO_ROOT:
        sys.exit("build_vendor: --site must name a new folder, not the repository")
    shutil.rmtree(target, ignore_errors=True)
    files = [*precache_files(vendor), "vendor/precache.js", "sw.js"]
    for rel in files:
        (target / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO_ROOT / rel, target / rel)
    (target / ".nojekyll").write_text("", encoding="utf-8")
    return len(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Copy PyScript and Pyodide from node_modules/ into vendor/.")
    parser.add_argument("--check", action="store_true", help="only report; exit 1 if vendor/ is out of date")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every copied/removed file")
    parser.add_argument("--site", type=Path, metavar="DIR", help="also assemble the deployable site in DIR")
    args = parser.parse_args(argv)

    require_packages()
    entries = wanted_entries()
    copied, removed = sync(entries, VENDOR, dry_run=args.check)
    if write_strings(dry_run=args.check):
        copied.append(STRINGS_NAME)
    if write_games_css(dry_run=args.check):
        copied.append(GAMES_CSS_NAME)
    if write_manifest(dry_run=args.check):
        copied.append(f"../{MANIFEST.name}")
    if write_package(dry_run=args.check):
        copied.append(PACKAGE_NAME)
    if write_stdlib(dry_run=args.check):
        copied += [STDLIB_NAME, STDLIB_REST_NAME]
    if write_snapshot(dry_run=args.check):
        copied += [SNAPSHOT_NAME, STARTUP_NAME, HELD_NAME]
    if not args.check:
        write_precache()
    if args.site:
        print(f"{args.site}/: {build_site(args.site)} files, ready to publish on any static host")

    if args.verbose:
        for rel in copied:
            print(f"  copy   vendor/{rel}")
        for rel in removed:
            print(f"  remove vendor/{rel}")
    if copied or removed or args.verbose:
        verb = "would update" if args.check else "updated"
        print(
            f"vendor/: {verb} {len(copied)} copied, {len(removed)} removed "
            f"(@pyscript/core {package_version(PYSCRIPT_PKG)}, pyodide {package_version(PYODIDE_PKG)}, "
            f"{len(entries)} files)"
        )
    return 1 if args.check and (copied or removed) else 0


if __name__ == "__main__":
    sys.exit(main())
