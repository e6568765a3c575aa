#!/usr/bin/env python3
"""Fit ProbCut's depth pairs (``reversi/games/reversi/probcut.py``) on the project's own positions.

    python tools/fit_probcut.py [--deepest 7] [--every 2] [--processes 2] [--write]

ProbCut (Buro 1997) predicts a node's value ``depth`` plies deep from a shallow search of
it: ``deep ≈ slope * shallow + offset``, the error about normally distributed with a
standard deviation ``sigma``. This tool labels positions of the test games
(``tests/unit/games/reversi/games.txt``: ten whole games, every ``--every``-th position
with 16 to 54 empty squares and a move to play) with りゅう's searches (the pattern
evaluation, no pruning, a fresh table each, limited by depth only) from 1 to
``--deepest`` plies, and fits each pair ``(depth, depth - GAP)`` by least squares.
Deeper pairs, up to ``DEEPEST_CUT``, use the deepest pair's fit (the relation between
two searches ``GAP`` plies apart changes little from one depth to the next).

Everything is counted in plies and nodes, never in seconds, and the sums run in a fixed
order, so the same arguments write the same file on any machine.
"""

from __future__ import annotations

import argparse
import math
import sys
from multiprocessing import Pool
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from reversi.base.search import Limits  # noqa: E402
from reversi.games.reversi import patterns  # noqa: E402
from reversi.games.reversi.position import Position  # noqa: E402
from reversi.games.reversi.search import Search  # noqa: E402

GAMES = REPO_ROOT / "tests" / "unit" / "games" / "reversi" / "games.txt"
OUTPUT = REPO_ROOT / "reversi" / "games" / "reversi" / "probcut.py"
EMPTIES = (16, 54)
GAP = 2
DEEPEST_CUT = 14
"""Each depth from 3 to ``DEEPEST_CUT`` is predicted from a search ``GAP`` plies shallower
(the same parity: the side that moves last is the same)."""


def positions(every: int) -> list[str]:
    """Every ``every``-th position of the test games within ``EMPTIES`` where the side to
    move has a move, in the games' order."""
    found = []
    for line in GAMES.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        for position in Position.replay_steps(line.split()[0]):
            empties = 64 - (position.black | position.white).bit_count()
            if EMPTIES[0] <= empties <= EMPTIES[1] and position.legal_squares():
                found.append(str(position))
    return found[::every]


def values(text: str, deepest: int) -> list[int]:
    """The position's value (centidiscs, side to move) searched 1 to ``deepest`` plies."""
    position = Position.parse(text)
    return [
        round(100 * Search(position, Limits(depth=depth), patterns.evaluate_all).run().score)
        for depth in range(1, deepest + 1)
    ]


def fit(pairs: list[tuple[int, int]]) -> tuple[float, float, float]:
    """Least squares ``deep = slope * shallow + offset`` and the residuals' standard deviation."""
    count = len(pairs)
    mean_x = sum(x for x, _ in pairs) / count
    mean_y = sum(y for _, y in pairs) / count
    sxx = sum((x - mean_x) ** 2 for x, _ in pairs)
    sxy = sum((x - mean_x) * (y - mean_y) for x, y in pairs)
    slope = sxy / sxx
    offset = mean_y - slope * mean_x
    sigma = math.sqrt(sum((y - slope * x - offset) ** 2 for x, y in pairs) / (count - 2))
    return slope, offset, sigma


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deepest", type=int, default=7, help="deepest search fitted (default 7)")
    parser.add_argument("--every", type=int, default=2, help="take every n-th position (default 2)")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--write", action="store_true", help=f"write {OUTPUT.relative_to(REPO_ROOT)}")
    args = parser.parse_args(argv)
    if not 3 <= args.deepest <= DEEPEST_CUT:
        parser.error(f"--deepest must be 3 to {DEEPEST_CUT}, not {args.deepest}")
    texts = positions(args.every)
    with Pool(args.processes) as pool:
        labelled = pool.starmap(values, [(text, args.deepest) for text in texts], chunksize=1)
    cuts = {}
    for depth in range(3, args.deepest + 1):
        pairs = [(row[depth - GAP - 1], row[depth - 1]) for row in labelled]
        slope, offset, sigma = fit(pairs)
        cuts[depth] = (round(slope, 4), round(offset, 1), round(sigma, 1))
        print(f"depth {depth:>2} from {depth - GAP}: slope {slope:.4f} offset {offset:+.1f} sigma {sigma:.1f}")
    print(f"{len(texts)} positions, {EMPTIES[0]} to {EMPTIES[1]} empty squares")
    if args.write:
        lines = "".join(f"    {depth}: {cut!r},\n" for depth, cut in cuts.items())
        OUTPUT.write_text(
            '"""ProbCut\'s depth pairs for the Reversi search, written by ``tools/fit_probcut.py'
            f' --deepest {args.deepest} --every {args.every}``\n({len(texts)} positions of the test games'
            f", {EMPTIES[0]} to {EMPTIES[1]} empty squares): ``depth: (slope, offset, sigma)``, the value\n"
            "``depth`` plies deep predicted as ``slope * value GAP plies shallower + offset``\n"
            "(centidiscs), with the standard deviation ``sigma`` about it; deeper pairs, up to\n"
            '``DEEPEST_CUT``, take the deepest fit."""\n\n'
            f"GAP = {GAP}\nDEEPEST_CUT = {DEEPEST_CUT}\n"
            f"CUTS: dict[int, tuple[float, float, float]] = {{\n{lines}}}\n"
        )
        print(f"wrote {OUTPUT.relative_to(REPO_ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
