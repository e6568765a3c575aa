#!/usr/bin/env python3
"""じゃんけんご: the computer's levels against each other and against a random stand-in.

    nice python bench/jankengo_levels.py [--openings 20] [--seed 1] [--processes 2] [--pairs 1,2,3,4,5]

Pairs: ``1`` is a random stand-in (random legal actions, ending its turn at random: End
with even odds whenever it is legal) against level 1; ``n`` (2 to 5) is level n against
level n - 1. Each pair plays ``--openings`` random openings (2 to 4 random turns, so the
deterministic levels meet varied games) twice, once with each colour: 40 games a pair
by default. Every game is seeded, so the table is the same on every run (unless a
level's time cap bites on a slow machine). A win counts 1, a draw 1/2. Targets: the
stand-in scores 40-60% against level 1; each level scores at least 65% against the one
below. Exit status 1 if a target is missed. Also printed: each level's compute time a
turn (CPU time of the process, mean and longest: the machine's load aside), how games
ended, and the mean number of turns.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reversi.games.jankengo.players import Thinking, level, random_turn  # noqa: E402
from reversi.games.jankengo.rules import SIDES, JankenGoPosition, Side, side_name  # noqa: E402

STAND_IN = 0
"""The random stand-in's id in a pairing."""


def openings(count: int, seed: int) -> list[str]:
    """``count`` different random openings of 2 to 4 turns (transcripts)."""
    rng = random.Random(seed)
    found: dict[str, None] = {}
    while len(found) < count:
        position, actions = JankenGoPosition.initial(), []
        for _ in range(rng.randint(2, 4)):
            turn = random_turn(position, rng)
            for action in turn:
                position = position.play(action)
            actions += turn
        if not position.is_game_over():
            found.setdefault(" ".join(str(action) for action in actions))
    return list(found)


def play(job: tuple[int, int, str, str]) -> dict:
    """One game: blue's and red's ids (0 the stand-in), the opening, the seed."""
    blue, red, opening, seed = job
    position = JankenGoPosition.replay(opening)
    ids = {Side.BLUE: blue, Side.RED: red}
    rngs = {side: random.Random(f"{seed}-{side_name(side)}") for side in SIDES}
    seconds = {blue: [], red: []}
    while not position.is_game_over():
        player = ids[position.turn]
        if player == STAND_IN:
            turn = random_turn(position, rngs[position.turn])
        else:
            thinking = Thinking(position, level(player), rngs[position.turn])
            started = time.process_time()
            turn = thinking.run()
            seconds[player].append(time.process_time() - started)
        for action in turn:
            position = position.play(action)
    outcome = position.outcome
    return {
        "blue": blue, "red": red, "winner": None if outcome.winner is None else ids[outcome.winner],
        "ending": outcome.ending.value, "turns": position.number, "seconds": seconds,
    }


def name(player: int) -> str:
    return "random" if player == STAND_IN else f"{player} {level(player).name}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--openings", type=int, default=20, help="openings per pair, each played twice (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the openings and the players (default 1)")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--pairs", default="1,2,3,4,5", help="1: random vs level 1; n: level n vs n-1 (default all)")
    args = parser.parse_args(argv)

    starts = openings(args.openings, args.seed)
    pairs = [(level_id, level_id - 1 if level_id > 1 else STAND_IN) for level_id in map(int, args.pairs.split(","))]
    jobs = []
    for strong, weak in pairs:
        for index, opening in enumerate(starts):
            for blue, red in ((strong, weak), (weak, strong)):
                jobs.append((blue, red, opening, f"{args.seed}-{strong}-{index}-{blue}"))
    started = time.perf_counter()
    with Pool(args.processes) as pool:
        games = pool.map(play, jobs, chunksize=1)
    wall = time.perf_counter() - started

    print(f"jankengo: {len(starts)} openings x 2 colours per pair, seed {args.seed}; {wall:.0f} s with {args.processes} processes")
    print(f"{'pair':<22} {'games':>5} {'won':>4} {'drawn':>5} {'lost':>4} {'score':>6}  {'target':<8} endings")
    failed = False
    times: dict[int, list[float]] = {}
    for strong, weak in pairs:
        played = [game for game in games if {game["blue"], game["red"]} == {strong, weak}]
        won = sum(game["winner"] == strong for game in played)
        lost = sum(game["winner"] == weak for game in played)
        drawn = len(played) - won - lost
        share = (won + drawn / 2) / len(played)
        if weak == STAND_IN:
            share, won, lost = 1 - share, lost, won  # the stand-in's score against level 1
            target, ok = "40-60%", 0.40 <= share <= 0.60
            label = f"random vs {name(strong)}"
        else:
            target, ok = ">= 65%", share >= 0.65
            label = f"{name(strong)} vs {name(weak)}"
        failed |= not ok
        endings = Counter(game["ending"] for game in played)
        turns = sum(game["turns"] for game in played) / len(played)
        print(f"{label:<22} {len(played):>5} {won:>4} {drawn:>5} {lost:>4} {share:>6.0%}  {target:<8} "
              f"{dict(endings)} mean {turns:.0f} turns{'' if ok else '  MISSED'}")
        for game in played:
            for player, spent in game["seconds"].items():
                times.setdefault(player, []).extend(spent)
    print(f"{'level':<12} {'turns':>6} {'s/turn':>7} {'longest':>8}")
    for player in sorted(times):
        spent = times[player]
        if spent:
            print(f"{name(player):<12} {len(spent):>6} {sum(spent) / len(spent):>7.3f} {max(spent):>8.3f}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
