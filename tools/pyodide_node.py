#!/usr/bin/env python3
"""Run Python code in Pyodide under Node (the npm package the page uses), from CPython.

    from pyodide_node import run_in_pyodide
    out = run_in_pyodide("import reversi; print(reversi.__name__)")

The repo's reversi/*.py files are copied into Pyodide's file system first, so
``import reversi`` works there. Needs `node` and node_modules/ (`npm ci`).

As a script it prints the Pyodide Python version and its start-up time:

    python tools/pyodide_node.py [-c CODE]
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
RUNNER = REPO_ROOT / "tools" / "pyodide_runner.mjs"


class PyodideError(RuntimeError):
    """The code raised in Pyodide, or Node/Pyodide could not start."""


def check_setup() -> str:
    node = shutil.which("node")
    if node is None:
        raise PyodideError("node not found on PATH")
    if not (REPO_ROOT / "node_modules" / "pyodide" / "package.json").is_file():
        raise PyodideError("node_modules/pyodide missing: run `npm ci` (or `make bench`)")
    return node


def run_in_pyodide_detailed(python_code: str, timeout: float | None = None) -> tuple[str, float]:
    """Like run_in_pyodide, but also return Pyodide's start-up time in seconds."""
    node = check_setup()
    proc = subprocess.run(
        [node, str(RUNNER), "--root", str(REPO_ROOT)],
        input=python_code,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        cwd=REPO_ROOT,
    )
    match = re.search(r"^pyodide: loaded in (\d+) ms$", proc.stderr, re.MULTILINE)
    load_seconds = int(match.group(1)) / 1000 if match else float("nan")
    if proc.returncode != 0:
        stderr = re.sub(r"^pyodide: loaded in \d+ ms\n", "", proc.stderr, flags=re.MULTILINE)
        raise PyodideError(f"Pyodide run failed (exit {proc.returncode}):\n{stderr.strip()}")
    return proc.stdout, load_seconds


def run_in_pyodide(python_code: str, timeout: float | None = None) -> str:
    """Run ``python_code`` in Pyodide under Node; return what it printed on stdout.

    Raises PyodideError (with the traceback) if the code raises or Pyodide fails.
    """
    return run_in_pyodide_detailed(python_code, timeout)[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run Python code in Pyodide under Node.")
    parser.add_argument("-c", dest="code", help="code to run (default: print the Python version)")
    args = parser.parse_args(argv)
    code = args.code if args.code is not None else "import sys; print('Pyodide Python', sys.version.split()[0])"
    started = time.perf_counter()
    out, load_seconds = run_in_pyodide_detailed(code)
    wall = time.perf_counter() - started
    sys.stdout.write(out)
    if args.code is None:
        print(f"Pyodide start-up under Node: {load_seconds:.2f} s (whole run {wall:.2f} s)")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except PyodideError as error:
        sys.exit(str(error))
