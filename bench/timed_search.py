#!/usr/bin/env python3
"""How りゅう's timed search spends its budget on fixed positions, and the work to a depth.

    python bench/timed_search.py [--time 0.18] [--every 6] [--depth 0]

The positions are every ``--every``-th position of the test games
(``tests/unit/games/reversi/games.txt``) with a move to play and 10 to 54 empty squares.
Each is searched by りゅう thinking ``--time`` seconds a move (``players.with_time``) with
fresh tables, one after the other in this process: by phase (empty squares), the mean
share of the budget it spent (processor time), the mean depth it completed, how many it
solved exactly, its nodes. With ``--depth D`` each position with more than 20 empty
squares is instead searched to depth ``D`` with ProbCut and no time limit: the nodes that
takes (the same on any machine: compare move ordering and pruning by it) and the seconds.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from reversi.base.search import Limits  # noqa: E402
from reversi.games.reversi import patterns  # noqa: E402
from reversi.games.reversi.players import level, with_time  # noqa: E402
from reversi.games.reversi.position import Position  # noqa: E402
from reversi.games.reversi.search import Search  # noqa: E402

GAMES = REPO_ROOT / "tests" / "unit" / "games" / "reversi" / "games.txt"
PHASES = ((10, 13), (14, 16), (17, 20), (21, 36), (37, 54))


def positions(every: int) -> list[Position]:
    """Every ``every``-th position of the test games with 10 to 54 empty squares and a move."""
    found = []
    for line in GAMES.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        for position in Position.replay_steps(line.split()[0]):
            if 10 <= 64 - (position.black | position.white).bit_count() <= 54 and position.legal_squares():
                found.append(position)
    return found[::every]


def empties(position: Position) -> int:
    return 64 - (position.black | position.white).bit_count()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time", type=float, default=0.18, help="seconds a move (default 0.18)")
    parser.add_argument("--every", type=int, default=6, help="every n-th position of the test games (default 6)")
    parser.add_argument("--depth", type=int, default=0, help="instead: nodes to this depth with ProbCut")
    args = parser.parse_args(argv)
    found = positions(args.every)
    if args.depth:
        total_nodes = total_seconds = 0.0
        for position in found:
            if empties(position) <= 20:
                continue
            search = Search(position, Limits(depth=args.depth, pruning=True), patterns.evaluate_all, ({}, {}))
            result = search.run()
            total_nodes += result.nodes
            total_seconds += search.seconds
        count = sum(empties(position) > 20 for position in found)
        print(f"depth {args.depth}, {count} positions: {total_nodes:,.0f} nodes, {total_seconds:.1f} s")
        return 0
    limits = with_time(level(5), args.time).limits
    print(f"{len(found)} positions, {limits}")
    print(f"{'empties':<8} {'count':>5} {'spent':>6} {'longest':>8} {'depth':>6} {'exact':>5} {'nodes':>8}")
    rows = {phase: [] for phase in PHASES}
    for position in found:
        search = Search(position, limits, patterns.evaluate_all, ({}, {}))
        result = search.run()
        phase = next(phase for phase in PHASES if phase[0] <= empties(position) <= phase[1])
        rows[phase].append((search.seconds / args.time, result.depth, result.exact, result.nodes))
    everything = []
    for (low, high), row in rows.items():
        everything += row
        if row:
            count = len(row)
            print(f"{low:>2}-{high:<5} {count:>5} {sum(r[0] for r in row) / count:>6.0%} {max(r[0] for r in row):>8.0%} "
                  f"{sum(r[1] for r in row if not r[2]) / max(1, sum(not r[2] for r in row)):>6.1f} "
                  f"{sum(r[2] for r in row):>5} {sum(r[3] for r in row) / count:>8.0f}")
    print(f"all      {len(everything):>5} {sum(r[0] for r in everything) / len(everything):>6.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
