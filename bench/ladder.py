#!/usr/bin/env python3
"""Each computer level against the level below, from varied openings.

    python bench/ladder.py [--game reversi|ywf|kunitori|jankengo] [--openings 20] [--seed 1] [--processes 2]
                           [--old | --previous] [--time SECONDS]

For every pair (2 vs 1, 3 vs 2, 4 vs 3, 5 vs 4) the two levels play each of
``--openings`` random openings (4-6 plies; in くにとり 2: white's first placement and
brown's reply) twice, once with each side: 40 games a pair by default. Every game is
seeded, so the table is the same on every run (unless a level's time cap bites on a
slow machine). A win counts 1, a draw 1/2 (in YWF equal pieces go to the side the token
stands on; in くにとり equal points to the side with fewer pieces); the stronger level
should score at least 65%. The margin is the stronger level's mean lead at the end
(discs, pieces, or in くにとり points). Exit status 1 if one does not.

With ``--old`` (Reversi) the one pair is the top level against the top level as it was
before its pattern evaluation (``OLD_TOP``, "level 0" in the table: 25,000 nodes with the
feature evaluation); the target is then 75%. With ``--previous`` the top level plays
りゅう as it was before it thought to a time budget (#31: ``players.PREVIOUS``, 15,000
nodes, "level 0" too), target 75%; ``--time`` gives the top level that many seconds a
move instead of its own budget (``players.with_time``: to compare at equal time, the
previous りゅう's mean time a move). The games run in ``--processes`` worker processes
at once, each game in one.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from multiprocessing import Pool

from games import RULES, Rules  # also puts the repository on sys.path

from reversi.base import players  # noqa: E402
from reversi.base.search import Limits  # noqa: E402

TARGET = 0.65
OLD_TARGET = 0.75
OLD_TOP = players.Level(5, Limits(nodes=25_000, exact_empties=14, exact_nodes=80_000, seconds=4.0))
"""りゅう before #23: the feature evaluation, 25,000 nodes."""


def openings(rules: Rules, count: int, seed: int) -> list[list]:
    """``count`` different random openings of ``rules.opening_plies`` plies."""
    rng = random.Random(seed)
    found: dict[str, list] = {}
    while len(found) < count:
        position, moves = rules.position.initial(), []
        for _ in range(rng.randint(*rules.opening_plies)):
            move = rng.choice(rules.moves(position))
            position = position.play(move)
            moves.append(move)
        found.setdefault(rules.notation(moves), moves)
    return list(found.values())


def play(job: tuple[str, int, int, list, str]) -> dict:
    """One game between two different levels (ids), ``first`` playing the side that moves
    first: the winning level (None for a draw), the first side's lead at the end, and each
    level's thinking time (total and longest) and number of moves (forced ones aside)."""
    game, first, second, opening, seed, by_id = job
    rules = RULES[game]
    position = rules.position.replay(opening)
    ids = dict(zip(rules.position.COLORS, (first, second)))
    rngs = {side: random.Random(f"{seed}-{side.value}") for side in ids}
    levels = {side: by_id[level_id] for side, level_id in ids.items()}
    seconds = dict.fromkeys(ids, 0.0)
    longest = dict.fromkeys(ids, 0.0)
    moves = dict.fromkeys(ids, 0)
    while not position.is_game_over():
        thinking = rules.thinking(position, levels[position.turn], rngs[position.turn])
        if not thinking.done:  # a choice to make (else a forced pass)
            thinking.run()
            seconds[position.turn] += thinking.search.seconds
            longest[position.turn] = max(longest[position.turn], thinking.search.seconds)
            moves[position.turn] += 1
        position = rules.play(position, thinking.move)
    winner = position.winner()
    return {
        "first": first, "second": second, "lead": rules.lead(position),
        "winner": None if winner is None else ids[winner],
        "seconds": {ids[side]: value for side, value in seconds.items()},
        "longest": {ids[side]: value for side, value in longest.items()},
        "moves": {ids[side]: value for side, value in moves.items()},
    }


def choosing(chosen: players.Level) -> str:
    """How a level picks its move, beyond its search: the fields of ``Level`` that are set."""
    names = ("temperature", "margin", "random_share", "wander", "evaluation")  # (a game's levels have some of these)
    fields = {name: getattr(chosen, name, 0) for name in names}
    text = "".join(f", {name}={value}" for name, value in fields.items() if value)
    fluster = getattr(chosen, "fluster", None)
    return text if fluster is None else f"{text}, fluster={fluster}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(RULES), default="reversi", help="the rules (default reversi)")
    parser.add_argument("--openings", type=int, default=20, help="openings per pair, each played twice (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the openings and the levels (default 1)")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--pairs", default="2,3,4,5", help="the stronger level of each pair (default 2,3,4,5)")
    baseline = parser.add_mutually_exclusive_group()
    baseline.add_argument("--old", action="store_true", help="only the top level against the old top level (Reversi)")
    baseline.add_argument(
        "--previous", action="store_true", help="only the top level against the top level before #31 (Reversi)"
    )
    parser.add_argument("--time", type=float, default=None, help="the top level's seconds a move (Reversi)")
    args = parser.parse_args(argv)
    compared = args.old or args.previous
    target = OLD_TARGET if compared else TARGET
    if (compared or args.time is not None) and args.game != "reversi":
        parser.error("--old, --previous and --time are for Reversi")

    rules = RULES[args.game]
    by_id = {chosen.id: chosen for chosen in rules.levels}
    if args.time is not None:
        from reversi.games.reversi.players import with_time

        by_id[5] = with_time(by_id[5], args.time)
    if compared:
        from reversi.games.reversi.players import PREVIOUS

        by_id[0] = OLD_TOP if args.old else PREVIOUS
    starts = openings(rules, args.openings, args.seed)
    jobs = []
    pairs = [(5, 0)] if compared else [(int(text), int(text) - 1) for text in args.pairs.split(",")]
    for strong, weak in pairs:
        for index, opening in enumerate(starts):
            for first, second in ((strong, weak), (weak, strong)):
                jobs.append((args.game, first, second, opening, f"{args.seed}-{strong}-{index}-{first}", by_id))
    started = time.perf_counter()
    with Pool(args.processes) as pool:
        games = pool.map(play, jobs, chunksize=1)
    wall = time.perf_counter() - started

    print(f"{args.game}: {len(starts)} openings x 2 sides per pair, seed {args.seed}; "
          f"{wall:.0f} s with {args.processes} processes")
    print(f"{'pair':<8} {'games':>5} {'won':>4} {'drawn':>5} {'lost':>4} {'points':>7} {'score':>6} "
          f"{'margin':>10} {'s/move strong':>13} {'s/move weak':>11}")
    failed = False
    for strong, weak in pairs:
        won = drawn = lost = 0
        diffs, times = [], {strong: [0.0, 0], weak: [0.0, 0]}
        for game in games:
            if {game["first"], game["second"]} != {strong, weak}:
                continue
            diffs.append(game["lead"] if game["first"] == strong else -game["lead"])
            won += game["winner"] == strong
            drawn += game["winner"] is None
            lost += game["winner"] == weak
            for level_id in (strong, weak):
                times[level_id][0] += game["seconds"][level_id]
                times[level_id][1] += game["moves"][level_id]
        points = won + drawn / 2
        share = points / len(diffs)
        failed |= share < target
        per_move = {key: total / max(count, 1) for key, (total, count) in times.items()}
        print(f"{strong} vs {weak:<3} {len(diffs):>5} {won:>4} {drawn:>5} {lost:>4} {points:>7.1f} {share:>6.0%} "
              f"{sum(diffs) / len(diffs):>+10.1f} {per_move[strong]:>13.3f} {per_move[weak]:>11.3f}"
              f"{'' if share >= target else f'  < {target:.0%}'}")
    longest = {}
    for game in games:
        for level_id, value in game["longest"].items():
            longest[level_id] = max(longest.get(level_id, 0.0), value)
    print("longest move: " + ", ".join(f"level {level_id} {value:.3f} s" for level_id, value in sorted(longest.items())))
    shown = [by_id[0], by_id[5]] if compared else [by_id[chosen.id] for chosen in rules.levels]
    print("levels: " + "; ".join(f"{chosen.id}: {chosen.limits}{choosing(chosen)}" for chosen in shown))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
