#!/usr/bin/env python3
"""Can a child who has just learnt the rules beat the weakest levels? Two stand-ins for
such a child play levels 1 (ひよこ) and 2 (うさぎ) of each game.

    python bench/kids.py [--game reversi|ywf|kunitori|jankengo|all] [--games 40] [--seed 1] [--processes 2]

The stand-ins: ``random`` plays a random legal move; ``greedy`` plays the move that turns
the most discs (in YWF: the action that changes the most pieces; in くにとり: the action
after which it leads by the most points; in じゃんけんご: the action that takes the most
pieces, a win above all), ties at random (``games.Rules.gain``). "Random" is the game's
(``games.Rules.choose``): in じゃんけんご a child plays a turn as taps, one action at a
time, so it taps one of its pieces that may step, the wall tray or おわり alike, then a
target (``jankengo.players.random_action``): its turns mostly run to 3 steps. Each
pairing is ``--games`` games from the usual start, the sides alternated, every game
seeded (the table is the same on every run). A win counts 1, a draw 1/2 (in YWF equal
pieces go to the side the token stands on). Each line prints the stand-in's score, its
95% interval (Wilson) and the target of issue #19:

* level 1 against ``random``: 40% to 60% (it loses about as often as it wins);
* level 1 against ``greedy``: at least 55% (it loses more than it wins);
* level 2 against ``random``: at most 20% (the level wins at least 80%);
* level 2 against ``greedy``: 40% to 60% (about even).

A line is marked ``outside`` when its score is outside the target. 40 games are a small
sample (a score's standard error is about 8 points), so a level whose true score sits
in the middle of a 20-point window still lands outside now and then: ``--runs`` shows
how often. Exit status 1 only when the 95% interval of all the games of a pairing misses
its target altogether (the games contradict it).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from multiprocessing import Pool

from games import RULES  # also puts the repository on sys.path

from reversi.base import players  # noqa: E402

TARGETS = {  # (level, stand-in): (lowest, highest) score of the stand-in
    (1, "random"): (0.40, 0.60),
    (1, "greedy"): (0.55, 1.00),
    (2, "random"): (0.00, 0.20),
    (2, "greedy"): (0.40, 0.60),
}

def stand_in(name: str, game: str, position, rng: random.Random):
    """The move of the stand-in ``name`` (``random`` or ``greedy``); None is Reversi's pass."""
    rules = RULES[game]
    moves = rules.moves(position)
    if not moves:
        return None
    if name == "greedy":
        gains = [rules.gain(position, move) for move in moves]
        moves = [move for move, gain in zip(moves, gains) if gain == max(gains)]
    return rules.choose(moves, rng)


def play(job: tuple[str, str, players.Level, int, str]) -> float:
    """One game of the stand-in against the level, the stand-in playing the side
    ``COLORS[side]`` of the game (0: the first to move): the stand-in's points (1 a win,
    1/2 a draw)."""
    game, name, chosen_level, side, seed = job
    rules = RULES[game]
    position = rules.position.initial()
    color = rules.position.COLORS[side]
    rngs = {each: random.Random(f"{seed}-{each.value}") for each in rules.position.COLORS}
    while not position.is_game_over():
        rng = rngs[position.turn]
        if position.turn is color:
            move = stand_in(name, game, position, rng)
        else:
            move = rules.thinking(position, chosen_level, rng).run()
        position = rules.play(position, move)
    winner = position.winner()
    return 0.5 if winner is None else float(winner is color)


def wilson(points: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% interval of a score of ``points`` out of ``games`` (draws as half points)."""
    share = points / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    spread = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - spread, centre + spread


def jobs_for(game: str, levels: tuple[players.Level, ...], games: int, seed: int) -> list[tuple]:
    """Every game of every pairing: the stand-in moves first in even games, second in odd ones."""
    jobs = []
    for level_id, name in TARGETS:
        for index in range(games):
            jobs.append((game, name, levels[level_id - 1], index % 2, f"{seed}-{game}-{level_id}-{name}-{index}"))
    return jobs


def target_text(low: float, high: float) -> str:
    if high >= 1:
        return f">= {low:.0%}"
    if low <= 0:
        return f"<= {high:.0%}"
    return f"{low:.0%}-{high:.0%}"


def pairing(level_id: int, name: str) -> str:
    return f"{level_id} {NAMES[level_id]} vs {name}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[*sorted(RULES), "all"], default="all", help="the rules (default all)")
    parser.add_argument("--games", type=int, default=40, help="games per pairing, sides alternated (default 40)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the games (default 1)")
    parser.add_argument("--runs", type=int, default=1,
                        help="with more than 1: that many runs, seeds SEED, SEED+1, ...; prints the spread of "
                        "their scores and how many land inside each target (default 1)")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    args = parser.parse_args(argv)

    failed = False
    for game in sorted(RULES) if args.game == "all" else [args.game]:
        seeds = range(args.seed, args.seed + args.runs)
        jobs = [job for seed in seeds for job in jobs_for(game, RULES[game].levels, args.games, seed)]
        started = time.perf_counter()
        with Pool(args.processes) as pool:
            scores = pool.map(play, jobs, chunksize=4)
        wall = time.perf_counter() - started
        runs = f"seed {args.seed}" if args.runs == 1 else f"{args.runs} runs, seeds {args.seed}-{seeds[-1]}"
        print(f"{game}: {args.games} games a pairing from the usual start, sides alternated, {runs}; "
              f"{wall:.0f} s with {args.processes} processes")
        by_run: dict[tuple[int, str], list[list[float]]] = {key: [[] for _ in seeds] for key in TARGETS}
        for index, (job, score) in enumerate(zip(jobs, scores)):
            by_run[job[2].id, job[1]][index // (len(TARGETS) * args.games)].append(score)
        if args.runs == 1:
            print(f"{'pairing':<20} {'won':>4} {'drawn':>5} {'lost':>4} {'score':>6} {'95% interval':>13} {'target':>8}")
        else:
            print(f"{'pairing':<20} {'lowest':>6} {'median':>6} {'highest':>7} {'inside':>7} "
                  f"{'all games':>9} {'95% interval':>13} {'target':>8}")
        for (level_id, name), (low, high) in TARGETS.items():
            shares = [sum(mine) / len(mine) for mine in by_run[level_id, name]]
            inside = [low <= share <= high for share in shares]
            everything = [score for mine in by_run[level_id, name] for score in mine]
            points = sum(everything)
            lowest, highest = wilson(points, len(everything))
            failed |= highest < low or lowest > high
            interval = f"{max(lowest, 0):>6.0%}-{highest:<6.0%}"
            if args.runs == 1:
                print(f"{pairing(level_id, name):<20} {everything.count(1.0):>4} {everything.count(0.5):>5} "
                      f"{everything.count(0.0):>4} {shares[0]:>6.0%} {interval} {target_text(low, high):>8}"
                      f"{'' if inside[0] else '  outside'}")
            else:
                ordered = sorted(shares)
                print(f"{pairing(level_id, name):<20} {ordered[0]:>6.0%} {ordered[len(ordered) // 2]:>6.0%} "
                      f"{ordered[-1]:>7.0%} {sum(inside):>3}/{len(inside):<3} {points / len(everything):>9.1%} "
                      f"{interval} {target_text(low, high):>8}")
    return 1 if failed else 0


NAMES = {1: "ひよこ", 2: "うさぎ"}

if __name__ == "__main__":
    sys.exit(main())
