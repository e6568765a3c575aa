#!/usr/bin/env python3
"""くにとり: what solving the game to the end costs, by pieces left in the hands (how
``Limits.exact_pieces`` and ``exact_nodes`` of the levels were chosen).

    nice python bench/kunitori_solve.py [--games 20] [--seed 1] [--most 11] [--plain] [--sample N]

Over the positions of ``--games`` seeded games level 3 plays against itself (with
``--sample N``: of the first N games of ``tests/unit/games/kunitori/games.txt``, a fixed
sample), each position with at most ``--most`` pieces left is solved exactly (``Limits(exact_pieces=16)``)
by the coach's engine (``Negamax(solid=True)``; with ``--plain`` the levels' engine):
nodes and CPU seconds (not the wall clock: the machine may be shared), median and largest.
The levels against each other: ``bench/ladder.py --game kunitori``; against a child's
stand-ins: ``bench/kids.py --game kunitori``; their time per move in the page:
``bench/think_time.py --game kunitori``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reversi.games.kunitori.pieces import Side  # noqa: E402
from reversi.games.kunitori.players import Thinking, level  # noqa: E402
from reversi.games.kunitori.rules import KunitoriPosition  # noqa: E402
from reversi.games.kunitori.search import Limits, Negamax, Search  # noqa: E402


GAMES = Path(__file__).resolve().parent.parent / "tests" / "unit" / "games" / "kunitori" / "games.txt"


def solve_costs(games: int, seed: int, most: int, solid: bool = True, sample: int = 0) -> None:
    """The cost of solving to the end (``Limits(exact_pieces=16)``, an engine with
    ``solid`` or not) by pieces left in the hands, over the positions of ``games`` games
    level 3 plays against itself (of the first ``sample`` games of ``GAMES`` if given):
    nodes and CPU seconds, median and largest."""
    found: dict[int, list[tuple[int, float]]] = {}
    played = [line for line in GAMES.read_text(encoding="utf-8").splitlines() if line[:1] != "#"][:sample]
    for index in range(sample or games):
        rng = random.Random(f"{seed}-solve-{index}")
        position = KunitoriPosition.initial()
        actions = iter(KunitoriPosition.parse_transcript(played[index])) if sample else None
        while not position.is_game_over():
            left = len(position.hand(Side.WHITE)) + len(position.hand(Side.BROWN))
            if left <= most:
                cpu = time.process_time()
                result = Search(position, Limits(exact_pieces=16), Negamax(solid=solid)).run()
                found.setdefault(left, []).append((result.nodes, time.process_time() - cpu))
            position = position.play(next(actions) if sample else Thinking(position, level(3), rng).run())
    what = f"the first {sample} games of {GAMES.name}" if sample else f"{games} games of level 3 against itself"
    print(f"solving to the end, {what} (CPU seconds):")
    print(f"{'pieces left':>11} {'positions':>9} {'median nodes':>12} {'most nodes':>10} {'median s':>8} {'most s':>7}")
    for left in sorted(found, reverse=True):
        nodes = sorted(n for n, _ in found[left])
        seconds = sorted(t for _, t in found[left])
        middle = len(nodes) // 2
        print(f"{left:>11} {len(nodes):>9} {nodes[middle]:>12} {nodes[-1]:>10} {seconds[middle]:>8.3f} {seconds[-1]:>7.3f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games of level 3 against itself (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the games (default 1)")
    parser.add_argument("--most", type=int, default=11, help="solve positions with at most this many pieces left")
    parser.add_argument("--plain", action="store_true", help="the levels' engine, not the coach's")
    parser.add_argument("--sample", type=int, default=0, help="the first N games of games.txt instead")
    args = parser.parse_args(argv)
    solve_costs(args.games, args.seed, args.most, not args.plain, args.sample)
    return 0


if __name__ == "__main__":
    sys.exit(main())
