#!/usr/bin/env python3
"""くにとり: a random-move stand-in against level 1, then each level against the one below.

    nice python bench/kunitori_levels.py [--openings 20] [--seed 1] [--pairs 1,2,3,4,5] [--processes 1]
                                         [--solve PIECES]

For each pairing (stand-in vs 1, 2 vs 1, 3 vs 2, 4 vs 3, 5 vs 4) the two players play
each of ``--openings`` random 2-ply openings (white's first placement and brown's reply,
all different) twice, once with each colour: 40 games a pairing by default. Every game
is seeded, so the table is the same on every run (unless a level's time cap bites on a
slow machine). A win counts 1, a draw 1/2. Targets: the stand-in scores 40-60% against
level 1, each level at least 65% against the one below, level 5 at most about 0.3 s a
move in CPython (on average; times are CPU seconds, as the machine may be shared). Exit
status 1 if one is missed. ``--solve 11`` first measures what solving to the end costs
with 11 pieces left or fewer (how ``Limits.exact_pieces`` of the levels was chosen).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reversi.games.kunitori.actions import format_transcript  # noqa: E402
from reversi.games.kunitori.pieces import Side  # noqa: E402
from reversi.games.kunitori.players import LEVELS, Thinking, level  # noqa: E402
from reversi.games.kunitori.rules import KunitoriPosition  # noqa: E402
from reversi.games.kunitori.search import Limits, Search  # noqa: E402

TARGET = 0.65
STAND_IN = 0
"""The player id of the random-move stand-in."""
SLOWEST_MOVE = 0.3


def openings(count: int, seed: int) -> list[list]:
    """``count`` different random 2-ply openings."""
    rng = random.Random(seed)
    found: dict[str, list] = {}
    while len(found) < count:
        position, actions = KunitoriPosition.initial(), []
        for _ in range(2):
            action = rng.choice(position.legal_actions())
            position = position.play(action)
            actions.append(action)
        found.setdefault(format_transcript(actions), actions)
    return list(found.values())


def play(job: tuple[int, int, list, str]) -> dict:
    """One game: the winner's player id (None for a draw), how it was decided, and each
    player's thinking time (CPU seconds: total, longest), most nodes in a move and number
    of choices (forced actions aside)."""
    white, brown, opening, seed = job
    position = KunitoriPosition.replay(opening)
    players = {Side.WHITE: white, Side.BROWN: brown}
    rngs = {side: random.Random(f"{seed}-{side.value}") for side in players}
    seconds = dict.fromkeys(players, 0.0)
    longest = dict.fromkeys(players, 0.0)
    moves = dict.fromkeys(players, 0)
    nodes = dict.fromkeys(players, 0)
    while not position.is_game_over():
        side = position.turn
        if players[side] == STAND_IN:
            action = rngs[side].choice(position.legal_actions())
        else:
            thinking = Thinking(position, level(players[side]), rngs[side])
            if not thinking.done:
                cpu = time.process_time()
                thinking.run()
                cpu = time.process_time() - cpu  # not the wall clock: the machine is shared
                seconds[side] += cpu
                longest[side] = max(longest[side], cpu)
                nodes[side] = max(nodes[side], thinking.search.nodes)
                moves[side] += 1
            action = thinking.move
        position = position.play(action)
    score = position.score()
    return {
        "white": white, "brown": brown,
        "winner": None if score.winner is None else players[score.winner], "decided_by": score.decided_by.value,
        "seconds": {players[side]: seconds[side] for side in players},
        "longest": {players[side]: longest[side] for side in players},
        "moves": {players[side]: moves[side] for side in players},
        "nodes": {players[side]: nodes[side] for side in players},
    }


def solve_costs(games: int, seed: int, most: int) -> None:
    """The cost of solving to the end (``Limits(exact_pieces=16)``) by pieces left in the
    hands, over the positions of ``games`` games level 3 plays against itself: nodes and
    CPU seconds, median and largest."""
    found: dict[int, list[tuple[int, float]]] = {}
    for index in range(games):
        rng = random.Random(f"{seed}-solve-{index}")
        position = KunitoriPosition.initial()
        while not position.is_game_over():
            left = len(position.hand(Side.WHITE)) + len(position.hand(Side.BROWN))
            if left <= most:
                cpu = time.process_time()
                result = Search(position, Limits(exact_pieces=16)).run()
                found.setdefault(left, []).append((result.nodes, time.process_time() - cpu))
            position = position.play(Thinking(position, level(3), rng).run())
    print(f"solving to the end, {games} games of level 3 against itself (CPU seconds):")
    print(f"{'pieces left':>11} {'positions':>9} {'median nodes':>12} {'most nodes':>10} {'median s':>8} {'most s':>7}")
    for left in sorted(found, reverse=True):
        nodes = sorted(n for n, _ in found[left])
        seconds = sorted(t for _, t in found[left])
        middle = len(nodes) // 2
        print(f"{left:>11} {len(nodes):>9} {nodes[middle]:>12} {nodes[-1]:>10} {seconds[middle]:>8.3f} {seconds[-1]:>7.3f}")


def name(player: int) -> str:
    return "random" if player == STAND_IN else str(player)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--openings", type=int, default=20, help="openings per pairing, each played twice (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the openings and the players (default 1)")
    parser.add_argument("--pairs", default="1,2,3,4,5",
                        help="the stronger player of each pairing, 1 meaning level 1 against the stand-in (default all)")
    parser.add_argument("--processes", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--solve", type=int, metavar="PIECES", default=0,
                        help="first print the cost of solving to the end with at most PIECES left (default: skip)")
    args = parser.parse_args(argv)
    if args.solve:
        solve_costs(20, args.seed, args.solve)

    starts = openings(args.openings, args.seed)
    jobs = []
    pairings = [(strong, strong - 1) for strong in (int(text) for text in args.pairs.split(","))]
    for strong, weak in pairings:
        for index, opening in enumerate(starts):
            for white, brown in ((strong, weak), (weak, strong)):
                jobs.append((white, brown, opening, f"{args.seed}-{strong}-{index}-{white}"))
    started = time.perf_counter()
    if args.processes > 1:
        with Pool(args.processes) as pool:
            games = pool.map(play, jobs, chunksize=1)
    else:
        games = [play(job) for job in jobs]
    wall = time.perf_counter() - started

    print(f"kunitori: {len(starts)} openings x 2 colours a pairing, seed {args.seed}; "
          f"{wall:.0f} s with {args.processes} process(es)")
    print(f"{'pairing':<12} {'games':>5} {'won':>4} {'drawn':>5} {'lost':>4} {'score':>6} {'by pieces':>9} "
          f"{'CPU s/move':>16} {'longest':>16} {'most nodes':>16}")
    failed = False
    times: dict[int, list[float]] = {}
    for strong, weak in pairings:
        played = [game for game in games if {game["white"], game["brown"]} == {strong, weak}]
        won = sum(game["winner"] == strong for game in played)
        drawn = sum(game["winner"] is None for game in played)
        lost = sum(game["winner"] == weak for game in played)
        by_pieces = sum(game["decided_by"] == "pieces" for game in played)
        share = (won + drawn / 2) / len(played)
        if weak == STAND_IN:  # the stand-in's score against level 1 is what is aimed at
            share = 1 - share
            ok = 0.40 <= share <= 0.60
            label, target = f"random vs {strong}", "40-60%"
            won, lost = lost, won
        else:
            ok = share >= TARGET
            label, target = f"{strong} vs {weak}", ">= 65%"
        failed |= not ok
        per_move, slowest, most = [], [], []
        for player in (strong, weak):
            if player == STAND_IN:
                continue
            total = sum(game["seconds"][player] for game in played)
            count = sum(game["moves"][player] for game in played)
            longest = max(game["longest"][player] for game in played)
            per_move.append(f"{player}:{total / max(count, 1):.3f}")
            slowest.append(f"{player}:{longest:.3f}")
            most.append(f"{player}:{max(game['nodes'][player] for game in played)}")
            times.setdefault(player, []).extend([total, count, longest])
        print(f"{label:<12} {len(played):>5} {won:>4} {drawn:>5} {lost:>4} {share:>6.0%} {by_pieces:>9} "
              f"{' '.join(per_move):>16} {' '.join(slowest):>16} {' '.join(most):>16}"
              f"{'' if ok else '  missed ' + target}")
    if 5 in times:
        total, count = sum(times[5][0::3]), sum(times[5][1::3])
        failed |= total / max(count, 1) > SLOWEST_MOVE
    print("levels: " + "; ".join(f"{chosen.id}: {chosen.limits}, t={chosen.temperature}, m={chosen.margin}"
                                 for chosen in LEVELS))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
