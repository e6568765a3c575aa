#!/usr/bin/env python3
"""Fit the evaluation weights (``reversi/games/reversi/weights.py``) to the results of self-played games.

    python tools/tune.py [--games 600] [--rounds 2] [--seed 1] [--processes 2] [--write]

Each round plays ``--games`` games, every one seeded from ``(seed, round, game)``, so
the data and the weights printed are the same on every run with the same arguments:

* a random opening of 4 to 12 plies, then both sides search 3 plies deep with the
  round's weights and pick among the near-best moves at random (softmax over the
  root scores, ``TEMPERATURE`` centidiscs), which keeps the games varied;
* from ``EXACT_EMPTIES`` empty squares on, both sides play perfectly (exact solver).

Every position where the side to move had a choice is labelled with the game's final
disc difference for that side: exact for the late positions, the result of a
reasonable continuation for the earlier ones.

Then, for each phase (``reversi.games.reversi.evaluation.phase``), a ridge regression of the label
on the features gives the weights (centidiscs per unit). Round 1 plays with
``START_WEIGHTS`` (a plain hand-made guess), each later round with the previous fit.
The fit's error on held-out games (every 10th) is printed for each phase.

``--write`` stores the final weights in reversi/games/reversi/weights.py. 1,000 games a round take
about 10 minutes of CPU in CPython (split over ``--processes``).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from functools import partial
from multiprocessing import Pool
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from reversi.games.reversi.endgame import solve  # noqa: E402
from reversi.games.reversi.evaluation import FEATURES, evaluate_all, features, phase  # noqa: E402
from reversi.base.sides import Color  # noqa: E402
from reversi.games.reversi.position import Position  # noqa: E402
from reversi.base.search import Limits  # noqa: E402
from reversi.games.reversi.search import Search  # noqa: E402

PHASES = 6
EXACT_EMPTIES = 12
SEARCH_DEPTH = 3
TEMPERATURE = 60
RIDGE = 20.0
"""Ridge penalty: as if each weight had that many extra observations of 0."""

START_WEIGHTS = tuple((0, 100, 200, 30, -30, 500, -200, -50, 100, 50, 30) for _ in range(PHASES))

WEIGHTS_FILE = REPO_ROOT / "reversi" / "games" / "reversi" / "weights.py"


def play_game(seed: int, round_number: int, index: int, weights) -> list[tuple[tuple[int, ...], int, int]]:
    """One self-played game: ``(features, phase, label)`` for each position where the
    side to move had a choice; the label is that side's final disc difference."""
    rng = random.Random(f"{seed}-{round_number}-{index}")
    position = Position.initial()
    for _ in range(rng.randint(4, 12)):
        if position.must_pass():
            position = position.pass_turn()
        if position.is_game_over():
            break
        position = position.play(rng.choice(position.legal_squares()))

    seen: list[Position] = []
    while not position.is_game_over():
        if position.must_pass():
            position = position.pass_turn()
            continue
        empties = 64 - sum(position.counts())
        if empties <= EXACT_EMPTIES:
            move = solve(position).move
        else:
            result = Search(position, Limits(depth=SEARCH_DEPTH, all_moves=True), partial(evaluate_all, weights=weights)).run()
            move = _softmax_choice(rng, result.scores)
        if len(position.legal_squares()) > 1:
            seen.append(position)
        position = position.play(move)

    black, white = position.counts()
    black_result = black - white + (64 - black - white) * ((black > white) - (black < white))
    data = []
    for board in seen:
        sign = 1 if board.turn is Color.BLACK else -1
        empties = 64 - sum(board.counts())
        data.append((features(board.own, board.opp), phase(empties), sign * black_result))
    return data


def _softmax_choice(rng: random.Random, scores) -> int:
    best = max(score for _, score in scores)
    weights = [math.exp((score - best) * 100 / TEMPERATURE) for _, score in scores]
    return rng.choices([square for square, _ in scores], weights)[0]


def _play(job):
    return play_game(*job)


def fit(samples: list[tuple[tuple[int, ...], int]]) -> tuple[float, ...]:
    """Ridge least squares of labels on features: the weights in discs per unit."""
    size = len(FEATURES)
    matrix = [[RIDGE if i == j else 0.0 for j in range(size)] for i in range(size)]
    vector = [0.0] * size
    for values, label in samples:
        for i, value in enumerate(values):
            if value:
                vector[i] += value * label
                row = matrix[i]
                for j, other in enumerate(values):
                    row[j] += value * other
    return tuple(_solve_linear(matrix, vector))


def _solve_linear(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the matrix is small and well posed)."""
    size = len(vector)
    rows = [row[:] + [value] for row, value in zip(matrix, vector)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for r in range(size):
            if r != column and rows[r][column]:
                factor = rows[r][column] / rows[column][column]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[column])]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def rms_error(samples, weights_discs) -> float:
    if not samples:
        return float("nan")
    total = sum((label - sum(w * v for w, v in zip(weights_discs, values))) ** 2 for values, label in samples)
    return math.sqrt(total / len(samples))


def tune_round(seed: int, round_number: int, games: int, processes: int, weights):
    started = time.perf_counter()
    jobs = [(seed, round_number, index, weights) for index in range(games)]
    with Pool(processes) as pool:
        played = pool.map(_play, jobs, chunksize=4)
    train = [[] for _ in range(PHASES)]
    test = [[] for _ in range(PHASES)]
    for index, game in enumerate(played):
        for values, phase_index, label in game:
            (test if index % 10 == 0 else train)[phase_index].append((values, label))
    print(f"round {round_number}: {games} games, "
          f"{sum(len(game) for game in played)} positions in {time.perf_counter() - started:.0f} s", flush=True)
    new_weights = []
    for phase_index in range(PHASES):
        coefficients = fit(train[phase_index])
        old = [w / 100 for w in weights[phase_index]]
        print(f"  phase {phase_index}: {len(train[phase_index]):5} positions, held-out rms error "
              f"{rms_error(test[phase_index], old):5.2f} -> {rms_error(test[phase_index], coefficients):5.2f} discs")
        new_weights.append(tuple(round(100 * c) for c in coefficients))
    return tuple(new_weights)


def format_weights(weights) -> str:
    lines = ["WEIGHTS = (", f"    # {', '.join(FEATURES)}"]
    for row in weights:
        lines.append(f"    ({', '.join(str(w) for w in row)}),")
    lines.append(")")
    return "\n".join(lines)


def write_weights(weights, command: str) -> None:
    WEIGHTS_FILE.write_text(
        '"""Evaluation weights (centidiscs per feature unit), one row per phase, written by\n'
        f"``{command}``;\nsee ``reversi.games.reversi.evaluation`` for the features and phases.\"\"\"\n\n"
        "# fmt: off\n" + format_weights(weights) + "\n# fmt: on\n",
        encoding="utf-8",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600, help="games per round (default 600)")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of play-then-fit (default 2)")
    parser.add_argument("--seed", type=int, default=1, help="seed of all the games (default 1)")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--write", action="store_true", help="store the result in reversi/games/reversi/weights.py")
    args = parser.parse_args(argv)

    weights = START_WEIGHTS
    for round_number in range(1, args.rounds + 1):
        weights = tune_round(args.seed, round_number, args.games, args.processes, weights)
    print(format_weights(weights))
    if args.write:
        command = f"python tools/tune.py --games {args.games} --rounds {args.rounds} --seed {args.seed}"
        write_weights(weights, command)
        print(f"written to {WEIGHTS_FILE.relative_to(REPO_ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
