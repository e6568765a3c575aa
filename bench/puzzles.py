#!/usr/bin/env python3
"""Prove every puzzle of every game again (``reversi.play.puzzles``), in CPython, timed:
what ``python -m reversi puzzles --check`` does for one game, for all of them (the issue's
target: all four games within 10 minutes). The unit test proves only the first puzzle of
each grade.

    python bench/puzzles.py [--game NAME]

Prints per game the puzzles by grade, the processor and wall seconds, and each puzzle
that fails; exit status 1 if one does.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reversi import registry  # noqa: E402
from reversi.play.puzzles import failures, puzzles  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=registry.NAMES, action="append", help="a game (default: all)")
    args = parser.parse_args(argv)
    failed, total_cpu, total_wall = 0, 0.0, 0.0
    print(f"{'game':10} {'puzzles':>7}  {'by grade':30} {'CPU s':>7} {'wall s':>7}")
    for name in args.game or registry.NAMES:
        found = puzzles(name)
        cpu, wall = time.process_time(), time.perf_counter()
        failing = [puzzle.number for puzzle in failures(name)]
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        total_cpu, total_wall, failed = total_cpu + cpu, total_wall + wall, failed + len(failing)
        grades = dict(sorted(Counter(puzzle.grade for puzzle in found).items()))
        print(f"{name:10} {len(found):7}  {str(grades):30} {cpu:7.1f} {wall:7.1f}", flush=True)
        for number in failing:
            print(f"  puzzle {number} of {name} fails")
    print(f"{'all':10} {'':7}  {'':30} {total_cpu:7.1f} {total_wall:7.1f}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
