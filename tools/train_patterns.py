#!/usr/bin/env python3
"""Fit the pattern evaluation (``reversi/games/reversi/patterns.py``) to solved endgames.

    python3 -m venv /tmp/train-venv && /tmp/train-venv/bin/pip install numpy
    nice -n 15 /tmp/train-venv/bin/python tools/train_patterns.py [--games 30000] [--exact 10]
        [--seed 1] [--processes 2] [--write]

The page's package stays pure Python; this tool alone needs numpy (in a venv of its own:
the project's .venv has none). Everything is seeded, so the same arguments give the same
weights (``--write`` stores them in reversi/games/reversi/patterns.bin).

1. Positions: ``--games`` self-played games, each seeded from ``(seed, game)``: every
   move a random legal one with chance ``RANDOM_SHARE``, else a softmax choice
   (``TEMPERATURE``) over the children's static evaluation (``evaluation``, the feature
   evaluation of the lower levels). Every position of every game, once each; every 10th
   game is held out to measure the fit.
2. Labels, the usual backward fitting from the end of the game: a position with at most
   ``--exact`` empty squares gets its exact score (``endgame.solve``); a later stage's
   weights are fitted first, and a position with more empty squares gets the best of its
   children's values (one ply of search) under the weights of their stage. Children in
   the stage being fitted are first valued with the stage below's weights, then, for
   ``PASSES`` more rounds, with the stage's own fresh fit.
3. Fit: per stage, ridge least squares by conjugate gradients, each pattern's symmetric
   configurations sharing one weight (``patterns.self_symmetries``), the penalty pulling
   towards the stage below's weights (``RIDGE``): a configuration seldom seen keeps about
   the value it had one stage later in the game. A configuration never seen in the stage
   gets 0 (most of the tables: the file stays small).

Time here (2 shared cores, ``nice -n 15``): see docs/levels.md (``--games 600`` checks the
pipeline in about a minute).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

import numpy as np

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from reversi.base.bitboard import flips, legal_moves, squares  # noqa: E402
from reversi.games.reversi import patterns  # noqa: E402
from reversi.games.reversi.endgame import final_score, solve  # noqa: E402
from reversi.games.reversi.evaluation import evaluate_all  # noqa: E402
from reversi.games.reversi.position import Position  # noqa: E402

RANDOM_SHARE = 0.1
TEMPERATURE = 150.0
"""Centidiscs: a move this much worse than the best is e times less likely."""
PASSES = 2
RIDGE = 10.0
"""As if each weight had this many more observations of its value one stage later."""
ITERATIONS = 60
"""Conjugate gradient steps per fit."""
HOLD_OUT = 10


# -- 1. positions -------------------------------------------------------------------------


def play_game(job: tuple[int, int]) -> list[tuple[int, int]]:
    """The positions ``(own, opp)`` of one self-played game, finished ones aside."""
    seed, index = job
    rng = random.Random(f"{seed}-{index}")
    own, opp = Position.initial().own, Position.initial().opp
    seen = []
    while True:
        moves = squares(legal_moves(own, opp))
        if not moves:
            if not legal_moves(opp, own):
                return seen
            seen.append((own, opp))
            own, opp = opp, own
            continue
        seen.append((own, opp))
        children = []
        for square in moves:
            flipped = flips(own, opp, square)
            children.append((opp & ~flipped, own | flipped | 1 << square))
        if rng.random() < RANDOM_SHARE:
            own, opp = rng.choice(children)
            continue
        values = [-value for value in evaluate_all(children)]
        best = max(values)
        chances = [math.exp((value - best) / TEMPERATURE) for value in values]
        own, opp = rng.choices(children, chances)[0]


# -- 2. what the fit needs of a position ----------------------------------------------------


def describe(position: tuple[int, int]) -> tuple[list[int], int, int, int | None]:
    """``(indices, mobility, empties, final)``: the placements' configurations, legal moves
    minus the other side's, empty squares, and the final score when neither side can move."""
    own, opp = position
    mine, theirs = legal_moves(own, opp).bit_count(), legal_moves(opp, own).bit_count()
    empties = 64 - (own | opp).bit_count()
    final = final_score(own, opp) if not mine and not theirs else None
    return patterns.indices(own, opp), mine - theirs, empties, final


def children_of(position: tuple[int, int]) -> list[tuple[list[int], int, int, int | None]]:
    """``describe`` of each child (for a side that must pass: the same board, the other side to move)."""
    own, opp = position
    moves = squares(legal_moves(own, opp))
    if not moves:
        return [describe((opp, own))]
    result = []
    for square in moves:
        flipped = flips(own, opp, square)
        result.append(describe((opp & ~flipped, own | flipped | 1 << square)))
    return result


def exact_score(position: tuple[int, int]) -> int:
    """The final disc difference of ``position`` under perfect play, for its side to move."""
    own, opp = position
    return solve(Position(black=own, white=opp)).score


class Table:
    """Descriptions as arrays: ``ids`` (rows of shared weight ids), ``extra`` (constant,
    parity, mobility), ``empties``, ``final`` (NaN unless the game is over)."""

    def __init__(self, described, shared: Shared):
        count = len(described)
        self.ids = np.empty((count, len(patterns.INSTANCES)), dtype=np.int32)
        self.extra = np.ones((count, 3))
        self.empties = np.empty(count, dtype=np.int32)
        self.final = np.full(count, np.nan)
        for row, (indices, mobility, empties, final) in enumerate(described):
            self.ids[row] = indices
            self.extra[row, 1] = empties & 1
            self.extra[row, 2] = mobility
            self.empties[row] = empties
            if final is not None:
                self.final[row] = final
        self.ids += shared.offsets  # per placement: the start of its pattern's raw indices
        self.ids = shared.canonical[self.ids]
        self.stages = np.minimum(self.empties // 5, patterns.STAGES - 1)

    def values(self, weights: np.ndarray, extra: np.ndarray) -> np.ndarray:
        """Each row's evaluation (discs) with ``weights`` (per id) and ``extra`` (3)."""
        values = weights[self.ids].sum(axis=1) + times(self.extra, extra)
        return np.where(np.isnan(self.final), values, self.final)


class Shared:
    """Raw indices of every pattern laid end to end (``offsets`` per placement), and the
    shared weight id of each (``canonical``; ``size`` ids in all)."""

    def __init__(self):
        starts = np.cumsum([0] + [len(size) for size in patterns.TABLE_SIZES])
        self.offsets = np.array([starts[pattern] for pattern, _ in patterns.INSTANCES], dtype=np.int32)
        canonical = []
        for pattern, size in enumerate(patterns.TABLE_SIZES):
            index = np.arange(len(size))
            digits = len(patterns.BASES[pattern])
            smallest = index.copy()
            for permutation in patterns.self_symmetries(pattern)[1:]:
                image = np.zeros_like(index)
                for digit in range(digits):
                    image += (index // 3**digit % 3) * 3 ** permutation[digit]
                smallest = np.minimum(smallest, image)
            canonical.append(smallest + starts[pattern])
        raw = np.concatenate(canonical)
        _, self.canonical = np.unique(raw, return_inverse=True)
        self.canonical = self.canonical.astype(np.int32)
        self.size = int(self.canonical.max()) + 1


# -- 3. the fit ---------------------------------------------------------------------------
#
# Products and sums go through numpy's own loops, whose order of operations is fixed, and
# never through BLAS (``@``): BLAS picks its kernels by processor, and kernels add in
# different orders. With BLAS, a file fitted on one machine was not reproduced on another
# (weights up to 113 units apart, the same positions and exact labels), and a small run
# here changes with ``OPENBLAS_CORETYPE=Sandybridge``; without, it does not.


def dot(a: np.ndarray, b: np.ndarray) -> float:
    """The sum of ``a * b`` (numpy's pairwise sum, the same on every processor).

    >>> dot(np.array([1.0, 2.0]), np.array([3.0, 4.0]))
    11.0
    """
    return float(np.sum(a * b))


def times(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """``matrix @ vector`` (rows times a short vector), a column at a time in order.

    >>> times(np.array([[1.0, 2.0], [3.0, 4.0]]), np.array([1.0, 10.0])).tolist()
    [21.0, 43.0]
    """
    result = matrix[:, 0] * vector[0]
    for column in range(1, matrix.shape[1]):
        result = result + matrix[:, column] * vector[column]
    return result


def transposed_times(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """``matrix.T @ vector``: each column's ``dot`` with ``vector``.

    >>> transposed_times(np.array([[1.0, 2.0], [3.0, 4.0]]), np.array([1.0, 10.0])).tolist()
    [31.0, 42.0]
    """
    return np.array([dot(matrix[:, column], vector) for column in range(matrix.shape[1])])


def fit(table: Table, rows: np.ndarray, labels: np.ndarray, start: tuple[np.ndarray, np.ndarray], size: int):
    """Ridge least squares of ``labels`` on ``table``'s ``rows``, pulled towards ``start``
    (weights, extra): conjugate gradients on the normal equations of the difference."""
    ids, extra = table.ids[rows], table.extra[rows]
    base_weights, base_extra = start
    target = labels - (base_weights[ids].sum(axis=1) + times(extra, base_extra))
    width = ids.shape[1]
    flat = ids.ravel()

    def forward(weights, extras):
        return weights[ids].sum(axis=1) + times(extra, extras)

    def backward(residual):
        return np.bincount(flat, weights=np.repeat(residual, width), minlength=size), transposed_times(extra, residual)

    def normal(weights, extras):
        grad_w, grad_e = backward(forward(weights, extras))
        return grad_w + RIDGE * weights, grad_e

    x_w, x_e = np.zeros(size), np.zeros(3)
    r_w, r_e = backward(target)
    p_w, p_e = r_w.copy(), r_e.copy()
    rho = dot(r_w, r_w) + dot(r_e, r_e)
    for _ in range(ITERATIONS):
        q_w, q_e = normal(p_w, p_e)
        alpha = rho / (dot(p_w, q_w) + dot(p_e, q_e))
        x_w += alpha * p_w
        x_e += alpha * p_e
        r_w -= alpha * q_w
        r_e -= alpha * q_e
        new_rho = dot(r_w, r_w) + dot(r_e, r_e)
        if new_rho < 1e-12:
            break
        p_w, p_e = r_w + new_rho / rho * p_w, r_e + new_rho / rho * p_e
        rho = new_rho
    return base_weights + x_w, base_extra + x_e


def rms(values: np.ndarray, labels: np.ndarray) -> float:
    return float(np.sqrt(np.mean((values - labels) ** 2))) if len(labels) else float("nan")


def train(args) -> tuple[list, list]:
    started = time.perf_counter()

    def say(text: str) -> None:
        print(f"[{time.perf_counter() - started:6.0f} s] {text}", flush=True)

    with Pool(args.processes) as pool:
        games = pool.map(play_game, [(args.seed, index) for index in range(args.games)], chunksize=16)
        positions, held_out = [], []
        seen = set()
        for index, game in enumerate(games):
            for position in game:
                if position not in seen:
                    seen.add(position)
                    positions.append(position)
                    held_out.append(index % HOLD_OUT == 0)
        del games, seen
        say(f"{args.games} games, {len(positions)} positions")
        shared = Shared()
        table = Table(pool.map(describe, positions, chunksize=256), shared)
        held_out = np.array(held_out)
        labels = np.full(len(positions), np.nan)
        exact = np.flatnonzero(table.empties <= args.exact)
        labels[exact] = pool.map(exact_score, [positions[i] for i in exact], chunksize=8)
        say(f"{len(exact)} positions solved exactly (at most {args.exact} empty squares)")

        weights = [(np.zeros(shared.size), np.zeros(3))]  # stage -1: nothing known
        for number in range(patterns.STAGES):
            rows = np.flatnonzero(table.stages == number)
            later = rows[table.empties[rows] > args.exact]
            done = rows[table.empties[rows] <= args.exact]
            current = weights[-1]
            if len(done):
                current = fit(table, done[~held_out[done]], labels[done[~held_out[done]]], weights[-1], shared.size)
            if len(later):
                described = pool.map(children_of, [positions[i] for i in later], chunksize=64)
                parents = np.repeat(np.arange(len(later)), [len(children) for children in described])
                children = Table([child for group in described for child in group], shared)
                del described
                for _ in range(PASSES + 1):
                    values = np.empty(len(parents))
                    for child_stage in np.unique(children.stages):
                        chosen = children.stages == child_stage
                        stage_weights = current if child_stage == number else weights[child_stage + 1]
                        values[chosen] = children.values(*stage_weights)[chosen]
                    best = np.full(len(later), -np.inf)
                    np.maximum.at(best, parents, -values)
                    labels[later] = best
                    train_rows = rows[~held_out[rows]]
                    current = fit(table, train_rows, labels[train_rows], weights[-1], shared.size)
                del children
            train_rows = rows[~held_out[rows]]
            seen = np.bincount(table.ids[train_rows].ravel(), minlength=shared.size) > 0
            current = (np.where(seen, current[0], 0.0), current[1])  # unseen: 0, a smaller file
            test_rows = rows[held_out[rows]]
            say(f"stage {number:2} ({len(rows):6} positions): rms error {rms(table.values(*current)[train_rows], labels[train_rows]):5.2f}"
                f" fitted, {rms(table.values(*current)[test_rows], labels[test_rows]):5.2f} held out discs"
                f"; extra {np.round(current[1], 2)}")
            weights.append(current)
    return weights[1:], shared


def to_file(weights, shared: Shared) -> patterns.Weights:
    """The fitted weights (discs per shared id) as ``patterns.Weights`` (every configuration)."""
    values = []
    for stage_weights, extra in weights:
        values += [int(v) for v in np.clip(np.round(extra * 100), -32767, 32767)]
        tables = stage_weights[shared.canonical] * 100 / patterns.TABLE_UNIT
        values += [int(v) for v in np.clip(np.round(tables), -32767, 32767)]
    return patterns.Weights.from_values(values)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30000, help="self-played games (default 30000)")
    parser.add_argument("--exact", type=int, default=10, help="solve positions with at most this many empty squares (default 10)")
    parser.add_argument("--seed", type=int, default=1, help="seed of all the games (default 1)")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--write", action="store_true", help="store the result in reversi/games/reversi/patterns.bin")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    weights, shared = train(args)
    result = to_file(weights, shared)
    data = result.to_bytes()
    print(f"{len(data)} bytes compressed; {time.perf_counter() - started:.0f} s in all")
    if args.write:
        patterns.WEIGHTS_FILE.write_bytes(data)
        print(f"written to {patterns.WEIGHTS_FILE.relative_to(REPO_ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
