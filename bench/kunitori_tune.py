#!/usr/bin/env python3
"""くにとり: fit the evaluation weights (``reversi/games/kunitori/evaluation.py``
``WEIGHTS``) to the exact results of solved positions.

    nice python bench/kunitori_tune.py [--games 800] [--seed 1] [--processes 1] [--write]

Each game (seeded from ``(seed, game)``) is played from the start by a mix of random
actions (``RANDOM_SHARE`` of them) and one-ply searches with the current weights that
pick among the near-best at random, so positions are varied but not absurd. Its
position at each number of pieces left from ``FIRST_STAGE`` to ``LAST_STAGE`` is solved
exactly and labelled with that result (hundredths of a point, side to move).

For each number of pieces left, a ridge regression of the label on
``evaluation.FEATURES`` gives the weights (a received piece is worth 100, a point for
good, and is not fitted); stages beyond the fitted ones take the
weights of the nearest fitted stage with the same parity (the same side places last),
the stages below ``FIRST_STAGE`` (solved by the search anyway) those of ``FIRST_STAGE``
or the one above it. Every 10th game is held out and the fit's mean absolute error
on it is printed per stage, with that of the weights now in evaluation.py.

``--write`` stores the weights in evaluation.py; ``--data FILE`` keeps the solved
positions (read back instead of solving again when the file exists, to try other
features). 1,200 games take about 10 minutes. The weights in evaluation.py were fitted
with ``--games 1200 --seed 2`` to games played with an earlier fit (itself from 800
games played with hand-made weights), so a run from them gives similar weights, not
the same.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import re
import sys
import time
from multiprocessing import Pool
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from reversi.games.kunitori import evaluation  # noqa: E402
from reversi.games.kunitori.evaluation import FEATURES, features, stage  # noqa: E402
from reversi.games.kunitori.rules import KunitoriPosition, expand, is_over  # noqa: E402
from reversi.games.kunitori.search import EXACT, INFINITY, Negamax  # noqa: E402

FIRST_STAGE, LAST_STAGE = 3, 10
RANDOM_SHARE = 0.4
TEMPERATURE = 80
RIDGE = 5.0
STAGES = 17
EVALUATION_FILE = REPO_ROOT / "reversi" / "games" / "kunitori" / "evaluation.py"


def solve(node) -> int:
    """The exact value of a node (hundredths of a point, side to move)."""
    steps = Negamax().search(node, EXACT, -INFINITY, INFINITY)
    try:
        while True:
            next(steps)
    except StopIteration as stop:
        return stop.value


def play_game(job: tuple[int, int]) -> list[tuple[int, tuple[int, ...], int]]:
    """``(stage, node, exact value)`` of one game's positions from ``LAST_STAGE`` pieces
    left down to ``FIRST_STAGE``."""
    seed, index = job
    rng = random.Random(f"{seed}-{index}")
    node = KunitoriPosition.initial().node
    found = []
    while not is_over(node):
        left = stage(node)
        if FIRST_STAGE <= left <= LAST_STAGE:
            found.append((left, node, solve(node)))
        children = [child for _, child in expand(node)]
        if rng.random() < RANDOM_SHARE:
            node = rng.choice(children)
            continue
        values = [-evaluation.final_score(child) if is_over(child) else -evaluation.evaluate(child) for child in children]
        best = max(values)
        weights = [math.exp((value - best) / TEMPERATURE) for value in values]
        node = rng.choices(children, weights)[0]
    return found


RECEIVED = FEATURES.index("received")
"""A received piece is a point for good: its weight is 100, not fitted."""


def ridge(rows: list[tuple[tuple[int, ...], int]]) -> list[float]:
    """Weights minimising squared error plus ``RIDGE`` times the squared weights (the
    constant aside), by Gaussian elimination on the normal equations; the weight of
    ``received`` is 100."""
    size = len(FEATURES)
    matrix = [[0.0] * (size + 1) for _ in range(size)]
    rows = [(values[:RECEIVED] + (0,) + values[RECEIVED + 1 :], label - 100 * values[RECEIVED]) for values, label in rows]
    for values, label in rows:
        for i in range(size):
            for j in range(size):
                matrix[i][j] += values[i] * values[j]
            matrix[i][size] += values[i] * label
    for i in range(1, size):
        matrix[i][i] += RIDGE
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(matrix[row][column]))
        matrix[column], matrix[pivot] = matrix[pivot], matrix[column]
        if abs(matrix[column][column]) < 1e-9:
            continue  # a feature that never varies here: weight 0
        for row in range(size):
            if row != column:
                factor = matrix[row][column] / matrix[column][column]
                matrix[row] = [a - factor * b for a, b in zip(matrix[row], matrix[column])]
    weights = [matrix[i][size] / matrix[i][i] if abs(matrix[i][i]) >= 1e-9 else 0.0 for i in range(size)]
    weights[RECEIVED] = 100.0
    return weights


def error(rows, weights) -> float:
    return sum(abs(sum(w * v for w, v in zip(weights, values)) - label) for values, label in rows) / max(len(rows), 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="store the weights in evaluation.py")
    parser.add_argument("--data", help="a JSON file of solved positions: read if it exists, else written")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    if args.data and Path(args.data).exists():
        games = [[(left, tuple(node), label) for left, node, label in game] for game in json.loads(Path(args.data).read_text())]
        print(f"{len(games)} games, {sum(map(len, games))} solved positions read from {args.data}")
    else:
        jobs = [(args.seed, index) for index in range(args.games)]
        if args.processes > 1:
            with Pool(args.processes) as pool:
                games = pool.map(play_game, jobs, chunksize=4)
        else:
            games = [play_game(job) for job in jobs]
        print(f"{args.games} games, {sum(map(len, games))} positions solved in {time.perf_counter() - started:.0f} s")
        if args.data:
            Path(args.data).write_text(json.dumps(games))
    games = [[(left, features(node), label) for left, node, label in game] for game in games]

    fitted = {}
    print(f"{'stage':>5} {'train':>6} {'test':>5} {'error':>6} {'start':>6}  weights ({', '.join(FEATURES)})")
    for left in range(FIRST_STAGE, LAST_STAGE + 1):
        train = [(values, label) for index, game in enumerate(games) if index % 10 for s, values, label in game if s == left]
        test = [(values, label) for index, game in enumerate(games) if not index % 10 for s, values, label in game if s == left]
        weights = [round(weight) for weight in ridge(train)]
        fitted[left] = tuple(weights)
        print(f"{left:>5} {len(train):>6} {len(test):>5} {error(test, weights):>6.1f} "
              f"{error(test, evaluation.WEIGHTS[left]):>6.1f}  {weights}")
    table = []
    for left in range(STAGES):
        if left < FIRST_STAGE:
            source = FIRST_STAGE + (left - FIRST_STAGE) % 2
        elif left > LAST_STAGE:
            source = LAST_STAGE - (left - LAST_STAGE) % 2
        else:
            source = left
        table.append(fitted[source])
    if args.write:
        text = EVALUATION_FILE.read_text()
        rows = "\n".join(f"    {weights},  # {left}" for left, weights in enumerate(table))
        block = f"WEIGHTS: tuple[tuple[int, ...], ...] = (\n{rows}\n)"
        text, count = re.subn(r"WEIGHTS: tuple\[tuple\[int, \.\.\.\], \.\.\.\] = (?:tuple)?\(\n.*?\n\)", lambda _: block, text,
                              count=1, flags=re.S)
        assert count == 1, "the WEIGHTS block was not found"
        EVALUATION_FILE.write_text(text)
        print(f"wrote {EVALUATION_FILE.relative_to(REPO_ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
