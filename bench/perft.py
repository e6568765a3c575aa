#!/usr/bin/env python3
"""perft from the start position in CPython and in Pyodide (under Node): nodes/s.

    python bench/perft.py [--depth 9] [--no-pyodide] [--strict]

Both runs execute the same code: ``perft(Position.initial(), depth)`` from
reversi.games.reversi.perft / .position, timed inside the interpreter (Pyodide's
start-up is reported apart). Exit status 1 if a node count differs from the
published figure or a run fails; with --strict also if a speed target is missed.
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "tools"))

from pyodide_node import PyodideError, run_in_pyodide_detailed  # noqa: E402

# Start position, a pass counting as one ply and a finished game as one leaf.
KNOWN_NODES = {
    1: 4, 2: 12, 3: 56, 4: 244, 5: 1_396, 6: 8_200, 7: 55_092,
    8: 390_216, 9: 3_005_288, 10: 24_571_284, 11: 212_258_800,
}
TARGET_NODES_PER_SECOND = {"CPython": 1_500_000, "Pyodide": 400_000}

PERFT_CODE = """\
import json, sys, time
from reversi.games.reversi.position import Position
from reversi.games.reversi.perft import perft
position = Position.initial()
started = time.perf_counter()
nodes = perft(position, {depth})
seconds = time.perf_counter() - started
print(json.dumps({{"depth": {depth}, "nodes": nodes, "seconds": seconds,
                  "python": sys.version.split()[0]}}))
"""


def last_json_line(output: str) -> dict:
    for line in reversed(output.strip().splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    raise ValueError(f"no result line in output:\n{output}")


def run_cpython(depth: int) -> dict:
    proc = subprocess.run(
        [sys.executable, "-c", PERFT_CODE.format(depth=depth)],
        capture_output=True, text=True, cwd=REPO_ROOT,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"CPython run failed:\n{proc.stderr.strip()}")
    return last_json_line(proc.stdout)


def run_pyodide(depth: int) -> dict:
    output, load_seconds = run_in_pyodide_detailed(PERFT_CODE.format(depth=depth))
    result = last_json_line(output)
    result["startup"] = load_seconds
    return result


def report(name: str, result: dict) -> list[str]:
    """Print one line; return the problems found (wrong count, target missed)."""
    nodes, seconds = result["nodes"], result["seconds"]
    rate = nodes / seconds if seconds > 0 else float("inf")
    result["rate"] = rate
    target = TARGET_NODES_PER_SECOND[name]
    verdict = "ok" if rate >= target else "BELOW TARGET"
    line = (
        f"{name:<8} {result['python']:<8} depth {result['depth']}  nodes {nodes:>13,}  "
        f"{seconds:8.3f} s  {rate / 1e6:6.3f} M nodes/s  (target >= {target / 1e6:.1f} M: {verdict})"
    )
    if "startup" in result:
        line += f"  [start-up {result['startup']:.1f} s, not counted]"
    print(line, flush=True)

    problems = []
    expected = KNOWN_NODES.get(result["depth"])
    if expected is not None and nodes != expected:
        problems.append(f"{name}: perft({result['depth']}) = {nodes:,}, expected {expected:,}")
    if rate < target:
        problems.append(f"{name}: {rate:,.0f} nodes/s is below the target {target:,}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=9, help="perft depth (default 9)")
    parser.add_argument("--no-pyodide", action="store_true", help="CPython only")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a speed target is missed")
    args = parser.parse_args(argv)

    expected = KNOWN_NODES.get(args.depth)
    print(f"perft({args.depth}) from the start position"
          + (f", expected {expected:,} nodes" if expected else "")
          + f"; host {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}", flush=True)

    problems: list[str] = []
    try:
        cpython = run_cpython(args.depth)
        problems += report("CPython", cpython)
        if not args.no_pyodide:
            pyodide = run_pyodide(args.depth)
            problems += report("Pyodide", pyodide)
            print(f"CPython/Pyodide speed ratio: {cpython['rate'] / pyodide['rate']:.2f}x")
    except (RuntimeError, PyodideError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1

    wrong = [p for p in problems if "expected" in p]
    slow = [p for p in problems if "below the target" in p]
    for problem in wrong + slow:
        print(f"  ! {problem}")
    return 1 if wrong or (args.strict and slow) else 0


if __name__ == "__main__":
    sys.exit(main())
