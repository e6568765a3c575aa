#!/usr/bin/env python3
"""Build くにとり's opening book (``reversi/games/kunitori/book.bin``, read by
``reversi.games.kunitori.book``): the exact value and a best action of every position
reachable from the start in at most ``--plies`` actions, one of each mirror pair.

    nice python tools/kunitori_book.py [--plies 1] [--out reversi/games/kunitori/book.bin]

The positions ``--plies`` actions deep are solved to the end (one engine, its table kept
from one solve to the next); each position before them is worth the best of its actions,
each action worth the position after it, negated (the first best action in the order of
``legal_actions`` is the one written). The same command writes the same file, byte for
byte: solving is counted in nodes, never in time. It prints each solve's nodes and CPU
seconds as it goes (``--plies 1``: 40 positions 15 pieces from the end, 2 to 9 million
nodes and 10 to 40 s of CPU each, some 240 million nodes and 20 minutes in all).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reversi.games.kunitori.analysis import solved  # noqa: E402
from reversi.games.kunitori.book import PATH, canonical  # noqa: E402
from reversi.games.kunitori.evaluation import final_score  # noqa: E402
from reversi.games.kunitori.rules import KunitoriPosition, is_over  # noqa: E402
from reversi.games.kunitori.search import Negamax  # noqa: E402

TABLE = 4_000_000
"""The engine's table size while building (a few GB at most)."""


def levels(root: KunitoriPosition, plies: int) -> list[list[KunitoriPosition]]:
    """The positions ``0 .. plies`` actions after ``root``, level by level, one of each
    mirror pair (the first met, actions in ``legal_actions`` order)."""
    found = [[root]]
    seen = {canonical(root.node)}
    for _ in range(plies):
        level = []
        for position in found[-1]:
            for action in position.legal_actions():
                after = position.play(action)
                key = canonical(after.node)
                if key not in seen:
                    seen.add(key)
                    level.append(after)
        found.append(level)
    return found


def book_lines(root: KunitoriPosition, plies: int, report=print) -> list[str]:
    """The book's lines for the positions up to ``plies`` actions after ``root``, the
    root first (see the module's docstring)."""
    engine = Negamax(TABLE, solid=True)
    found = levels(root, plies)
    values: dict = {}
    for position in found[-1]:
        cpu, before = time.process_time(), engine.nodes
        value = values[canonical(position.node)] = solved(position, engine, known=False)
        report(f"{position}  {value[0]:+d}  {engine.nodes - before} nodes  {time.process_time() - cpu:.1f} s")
    for level in reversed(found[:-1]):
        for position in level:
            best = None
            for action in position.legal_actions():
                node = position.play(action).node
                value = -(final_score(node) if is_over(node) else values[canonical(node)][0])
                if best is None or value > best[0]:
                    best = value, action
            values[canonical(position.node)] = best
    lines = []
    for level in found:
        for position in level:
            value, action = values[canonical(position.node)]
            lines.append(f"{position} {value:+d} {action}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=1, help="the book's depth in actions from the start (default 1)")
    parser.add_argument("--out", type=Path, default=PATH, help=f"where to write it (default {PATH})")
    args = parser.parse_args(argv)
    lines = book_lines(KunitoriPosition.initial(), args.plies, lambda line: print(line, file=sys.stderr, flush=True))
    header = f"# くにとり's opening book: tools/kunitori_book.py --plies {args.plies} (position, value in hundredths, best action)"
    args.out.write_text("\n".join([header, *lines]) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
