#!/usr/bin/env python3
"""Build くにとり's opening book (``reversi/games/kunitori/book.bin``, read by
``reversi.games.kunitori.book``): the exact value and a best action of every position
reachable from the start in at most ``--plies`` actions, one of each mirror pair.

    nice python tools/kunitori_book.py [--plies 2] [--out reversi/games/kunitori/book.bin] [--checkpoint FILE]

The positions ``--plies`` actions deep are solved to the end (one engine, its table kept
from one solve to the next, though each solve's result does not depend on it: ``solve``);
each position before them is worth the best of its actions, each action worth the
position after it, negated (the first best action in the order of ``legal_actions`` is
the one written). The same command writes the same file, byte for byte: solving is
counted in nodes, never in time. It prints each solve's nodes and CPU seconds as it goes
(``--plies 2``, the shipped book: 655 positions 14 pieces from the end, some 3 to 5 s of
CPU each, about 40 minutes in all; ``--plies 1``: 40 positions 15 pieces from the end).
With ``--checkpoint FILE`` each solve is appended to FILE as it is done, and a run that
was stopped goes on where it was (the same bytes in the end).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reversi.games.kunitori.analysis import solved  # noqa: E402
from reversi.games.kunitori.book import PATH, canonical, parse_line  # noqa: E402
from reversi.games.kunitori.evaluation import final_score  # noqa: E402
from reversi.games.kunitori.rules import KunitoriPosition, code_action, expand, is_over  # noqa: E402
from reversi.games.kunitori.search import EXACT, WARM_UP_DEPTH, Negamax  # noqa: E402

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


def _run(steps):
    """Run a search generator to its end (no pauses) and return its value."""
    try:
        while True:
            next(steps)
    except StopIteration as stop:
        return stop.value


def solve(position: KunitoriPosition, engine: Negamax) -> tuple[int, object]:
    """The exact ``(value, best action)`` of ``position``, the same whatever ``engine``
    solved before: the actions are ordered by a warm-up on an engine of their own, and
    the best action is the first in that order that reaches the value (``engine``'s
    table only saves work). Every node to the end is solved in one piece."""
    children = [(code_action(code), child) for code, child in expand(position.node)]
    if len(children) == 1:
        return solved(position, engine, known=False)
    warm = Negamax()
    for depth in range(1, WARM_UP_DEPTH + 1):
        scored, _ = _run(warm.scores(children, depth, False))
        rank = {action: index for index, (action, _) in enumerate(scored)}
        children.sort(key=lambda pair: rank[pair[0]])
    engine.pause_at = float("inf")
    scored, exact = _run(engine.scores(children, EXACT, False))
    assert exact, str(position)
    return scored[0][1], scored[0][0]


def book_lines(root: KunitoriPosition, plies: int, report=print, checkpoint: Path | None = None) -> list[str]:
    """The book's lines for the positions up to ``plies`` actions after ``root``, the
    root first (see the module's docstring). With ``checkpoint``, each solve of the last
    level is appended to that file as a book line as soon as it is done, and the solves
    already there are read back instead of solved again (a run that was stopped goes on
    where it was, and writes the same bytes)."""
    engine = Negamax(TABLE, solid=True)
    engine.solid = 16  # the whole solve in one piece: no pausing is needed here
    found = levels(root, plies)
    values: dict = {}
    done: dict[str, tuple[int, str]] = {}
    if checkpoint is not None and checkpoint.exists():
        for line in checkpoint.read_text(encoding="utf-8").splitlines():
            if line:
                position, value, best = parse_line(line)
                done[str(position)] = value, best
    saving = checkpoint.open("a", encoding="utf-8") if checkpoint is not None else None
    try:
        for position in found[-1]:
            text = str(position)
            if text in done:
                value, best = done[text]
                values[canonical(position.node)] = value, next(a for a in position.legal_actions() if str(a) == best)
                continue
            cpu, before = time.process_time(), engine.nodes
            value = values[canonical(position.node)] = solve(position, engine)
            report(f"{position}  {value[0]:+d}  {engine.nodes - before} nodes  {time.process_time() - cpu:.1f} s")
            if saving is not None:
                saving.write(f"{position} {value[0]:+d} {value[1]}\n")
                saving.flush()
    finally:
        if saving is not None:
            saving.close()
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
    parser.add_argument("--plies", type=int, default=2, help="the book's depth in actions from the start (default 2)")
    parser.add_argument("--out", type=Path, default=PATH, help=f"where to write it (default {PATH})")
    parser.add_argument(
        "--checkpoint", type=Path, help="append each solve to this file as it is done, and read back the ones there"
    )
    args = parser.parse_args(argv)
    lines = book_lines(KunitoriPosition.initial(), args.plies, report, args.checkpoint)
    header = f"# くにとり's opening book: tools/kunitori_book.py --plies {args.plies} (position, value in hundredths, best action)"
    args.out.write_text("\n".join([header, *lines]) + "\n", encoding="utf-8")
    return 0


def report(line: str) -> None:
    """Print a solve's line as it is done."""
    print(line, file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
