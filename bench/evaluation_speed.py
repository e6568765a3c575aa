#!/usr/bin/env python3
"""Reversi's two evaluations side by side, in one run: positions evaluated per second and
search nodes per second (CPython).

    python bench/evaluation_speed.py [--positions 40] [--nodes 5000] [--seed 1]

The positions come from seeded games of level 2 against itself, 40 to 16 empty squares.
For each evaluation (``evaluation``, the features of levels 1 to 4; ``patterns``, the
tables of level 5) it prints the time to evaluate every child of every position (batched
by node, as the search does) and the nodes per second of a ``--nodes`` search of each
position, then the pattern evaluation's speed as a share of the features'. The pattern
weights are loaded before the clock starts; the clock is the process's processor time
(the machine may be shared).
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from games import RULES  # also puts the repository on sys.path

from reversi.base.bitboard import flips, legal_moves, squares  # noqa: E402
from reversi.base.players import level  # noqa: E402
from reversi.base.search import Limits  # noqa: E402
from reversi.games.reversi import patterns  # noqa: E402
from reversi.games.reversi.players import EVALUATIONS  # noqa: E402
from reversi.games.reversi.search import Search  # noqa: E402


def sample(count: int, seed: int) -> list:
    rules = RULES["reversi"]
    second = level(2, rules.levels)
    found = []
    rng = random.Random(seed)
    while len(found) < count:
        position = rules.position.initial()
        target = rng.randint(16, 40)
        while rules.empties(position) > target and not position.is_game_over():
            position = rules.play(position, rules.thinking(position, second, rng).run())
        if position.legal_squares():
            found.append(position)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40, help="sample positions (default 40)")
    parser.add_argument("--nodes", type=int, default=5000, help="nodes per search (default 5000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the sample games (default 1)")
    args = parser.parse_args(argv)

    positions = sample(args.positions, args.seed)
    batches = []
    for position in positions:
        own, opp = position.own, position.opp
        batch = []
        for square in squares(legal_moves(own, opp)):
            flipped = flips(own, opp, square)
            batch.append((opp & ~flipped, own | flipped | 1 << square))
        batches.append(batch)
    children = sum(len(batch) for batch in batches)
    for number in range(patterns.STAGES):
        patterns.weights().load(number)
    rates = {}
    print(f"{len(positions)} positions (40 to 16 empty squares), {children} children; searches of {args.nodes} nodes")
    print(f"{'evaluation':<10} {'us/position':>12} {'positions/s':>12} {'search nodes/s':>15}")
    for name, evaluate_all in (("features", EVALUATIONS[""]), ("patterns", EVALUATIONS["patterns"])):
        started = time.process_time()
        for _ in range(5):
            for batch in batches:
                evaluate_all(batch)
        per_position = (time.process_time() - started) / (5 * children)
        started = time.process_time()
        nodes = 0
        for position in positions:
            nodes += Search(position, Limits(nodes=args.nodes), evaluate_all).run().nodes
        per_second = nodes / (time.process_time() - started)
        rates[name] = (1 / per_position, per_second)
        print(f"{name:<10} {1e6 * per_position:>12.1f} {1 / per_position:>12.0f} {per_second:>15.0f}")
    evaluated, searched = (rates["patterns"][k] / rates["features"][k] for k in (0, 1))
    print(f"patterns / features: {evaluated:.2f} x the evaluations a second, {searched:.2f} x the search nodes a second")
    return 0


if __name__ == "__main__":
    sys.exit(main())
