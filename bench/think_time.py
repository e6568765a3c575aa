#!/usr/bin/env python3
"""How long each computer level thinks per move, in CPython and in Pyodide (under Node).

    python bench/think_time.py [--game reversi|ywf|kunitori|jankengo] [--positions 6] [--seed 1] [--no-pyodide]

Four phases: the opening (after 4 to 8 plies), the middle game (36 to 30 empty
squares), 20 empty squares, and 14 (where the strongest level starts solving the
game exactly), ``--positions`` positions each, reached by seeded
games of level 2 against itself. In YWF (81 squares, no exact solver) the phases are
64 to 68 empty squares, 38 to 44, 20 and 8. Every level chooses a move in each position, in
slices of ``SLICE_SECONDS`` as the page would (``Thinking.step(seconds=...)``); the
tables show the median and the largest compute time per move, the median work in nodes,
and the longest slice (how far a slice overshoots). The page's budget is about 1 s
per move in Pyodide and no slice over 50 ms.

These are wall-clock times: on a shared, loaded machine (or under ``nice``) a process
waits for the processor in the middle of a slice, and a 20 ms slice can take 150 ms.
So the last columns give the processor time the process really used (CPython:
``time.process_time``; Pyodide: Node's ``process.cpuUsage``): the longest slice and
the largest move in processor time, what the search itself costs, the load aside.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "tools"))
sys.path.insert(0, str(REPO_ROOT))

from games import RULES, Rules  # noqa: E402
from pyodide_node import PyodideError, run_in_pyodide  # noqa: E402

from reversi.base.players import level  # noqa: E402

SLICE_SECONDS = 0.02

PHASES = {
    "reversi": {"opening": (52, 56), "middle": (30, 36), "20 empty": (20, 20), "14 empty": (14, 14)},
    "ywf": {"opening": (64, 68), "middle": (38, 44), "20 empty": (20, 20), "8 empty": (8, 8)},
    "kunitori": {"opening": (14, 16), "middle": (11, 13), "10 in hand": (10, 10), "6 in hand": (6, 6)},
    "jankengo": {"turns 3-6": (194, 197), "turns 11-16": (184, 189), "turns 21-30": (170, 179)},
}
"""Per game, phase name: (fewest, most) empty squares (くにとり: pieces in both hands;
じゃんけんご: turns left, 200 - the turn number, at the start of a turn: ``Rules.left``)."""

CPU_CODE = """\
import time
try:  # Pyodide under Node: its time.process_time is the wall clock
    from js import process
    def cpu():
        used = process.cpuUsage()
        return (used.user + used.system) / 1e6
except ImportError:
    cpu = time.process_time
"""
"""``cpu()``, the processor time the process has used, in seconds, for code run in CPython
or in Pyodide under Node (and formatted: no braces)."""

TIME_CODE = CPU_CODE + """\
import json, random, sys
{imports}
for phase, text in {positions!r}:
    position = Position.parse(text)
    for chosen in LEVELS:
        thinking = Thinking(position, chosen, random.Random(1))
        longest = longest_cpu = used = 0.0
        while True:
            started, started_cpu = time.perf_counter(), cpu()
            done = thinking.step(seconds={slice_seconds})
            longest = max(longest, time.perf_counter() - started)
            longest_cpu = max(longest_cpu, cpu() - started_cpu)
            used += cpu() - started_cpu
            if done:
                break
        print(json.dumps({{"phase": phase, "level": chosen.id, "seconds": thinking.search.seconds,
                          "nodes": thinking.result.nodes, "slice": longest, "cpu_slice": longest_cpu,
                          "cpu": used, "python": sys.version.split()[0]}}), flush=True)
"""


def sample_positions(rules: Rules, phases: dict, per_phase: int, seed: int) -> list[tuple[str, str]]:
    """``(phase, position text)`` pairs from seeded level-2 games, each with a choice to make."""
    found = []
    second = level(2, rules.levels)
    for phase, (fewest, most) in phases.items():
        game = 0
        while sum(1 for name, _ in found if name == phase) < per_phase:
            game += 1
            rng = random.Random(f"{seed}-{phase}-{game}")
            position = rules.position.initial()
            target = rng.randint(fewest, most)
            while not position.is_game_over() and (rules.empties(position) > target or rules.empties(position) < 0):
                position = rules.play(position, rules.thinking(position, second, rng).run())  # (-1: in mid-turn)
            if rules.empties(position) == target and not rules.thinking(position, second, rng).done:
                found.append((phase, str(position)))
    return found


def _results(output: str) -> list[dict]:
    return [json.loads(line) for line in output.splitlines() if line.startswith("{")]


def run_cpython(code: str) -> list[dict]:
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO_ROOT)
    if proc.returncode != 0:
        raise RuntimeError(f"CPython run failed:\n{proc.stderr.strip()}")
    return _results(proc.stdout)


def table(name: str, rules: Rules, phases: dict, results: list[dict]) -> None:
    version = results[0]["python"] if results else "?"
    print(f"\n{name} {version}: seconds per move, median / max (median nodes); longest slice")
    print(f"{'level':<6}" + "".join(f"{phase:>26}" for phase in phases) + f"{'slice':>9}"
          f"{'CPU: slice':>11}{'move':>8}")
    for chosen in rules.levels:
        cells = []
        for phase in phases:
            rows = [r for r in results if r["level"] == chosen.id and r["phase"] == phase]
            middle = statistics.median(r["seconds"] for r in rows)
            nodes = statistics.median(r["nodes"] for r in rows)
            cells.append(f"{middle:7.3f} / {max(r['seconds'] for r in rows):6.3f} ({nodes:6.0f})")
        mine = [r for r in results if r["level"] == chosen.id]
        longest, longest_cpu = max(r["slice"] for r in mine), max(r["cpu_slice"] for r in mine)
        print(f"{chosen.id:<6}" + "".join(f"{cell:>26}" for cell in cells) + f"{1000 * longest:7.0f}ms"
              f"{1000 * longest_cpu:9.0f}ms{max(r['cpu'] for r in mine):7.3f}s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(RULES), default="reversi", help="the rules (default reversi)")
    parser.add_argument("--positions", type=int, default=6, help="positions per phase (default 6)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the sample games (default 1)")
    parser.add_argument("--no-pyodide", action="store_true", help="CPython only")
    args = parser.parse_args(argv)

    rules, phases = RULES[args.game], PHASES[args.game]
    positions = sample_positions(rules, phases, args.positions, args.seed)
    print(f"{args.game}: {len(positions)} positions; host {platform.python_implementation()} "
          f"{platform.python_version()}, {platform.machine()}", flush=True)
    code = TIME_CODE.format(imports=rules.imports, positions=positions, slice_seconds=SLICE_SECONDS)
    try:
        table("CPython", rules, phases, run_cpython(code))
        if not args.no_pyodide:
            table("Pyodide", rules, phases, _results(run_in_pyodide(code)))
    except (RuntimeError, PyodideError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
