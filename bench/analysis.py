#!/usr/bin/env python3
"""How long looking back with a coach takes: the analysis of whole games
(``reversi.play.analysis``), in CPython and in Pyodide (under Node), and whether its exact
values agree with ``solve``.

    python bench/analysis.py [--game NAME] [--games 10] [--file GAMES] [--target SECONDS] [--no-pyodide | --no-cpython]
                             [--no-agreement]
    python bench/analysis.py --thresholds
    python bench/analysis.py --write-games [--game reversi|ywf|kunitori]

The games are the first ``--games`` of ``tests/unit/games/NAME/games.txt`` (full games
of the computer: five at level 5 against itself, five at level 2 against level 5, each
from a seeded random opening of a few moves; ``--write-games`` makes them again). Each is
analysed as the page would, by ``Analysing.step(seconds=SLICE_SECONDS)`` until done. The
table gives per game the compute time, the mean and largest time per position (estimated
and exact apart), the longest slice and how many took over 50 ms (the page's limit for a
task), by the clock and in processor time (the whole game's too: ``CPU s``) (as ``bench/think_time.py``: under load the clock
also counts time the process waited for the processor; the processor time is what the
slice really cost, so a slice over 50 ms wall but not in CPU is the load), the turning
points found, the share of positions solved exactly and the time
against the target: a whole 60-move Reversi game in at most ``TARGET_SECONDS`` in the page
(Pyodide), the last 14 empty squares exact (``--target``: another, such as じゃんけんご's 90 s
for a 90-turn game). In a game of turns (``Variant.turn_ends``) a position is a turn's
start and ``turns`` counts them.

The agreement check (CPython; Reversi, the game with an exact solver) takes every position
of those games with at most 14 empty squares and compares the analyser's value of each
move with ``solve`` of the position after it, and its best with ``solve`` of the position.

``--thresholds`` (CPython, Reversi; some 15 minutes) measures how far an estimated loss
can be trusted, for ``reversi.play.analysis.TURNING_ESTIMATE``: every move of the
positions of the games with 15 or 16 empty squares, estimated as the analysis does
(without its exact solve) and solved; and of those with 20, 30, 40 or 50, against a search
of 16 times the nodes. For each threshold T: of the moves estimated T or more worse than
the best, the share truly 6 (``TURNING_EXACT``) or more worse, 3 or more worse, and the
share of the truly 6 or more worse that it marks.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "tools"))
sys.path.insert(0, str(REPO_ROOT))

from pyodide_node import PyodideError, run_in_pyodide  # noqa: E402
from think_time import CPU_CODE, _results, run_cpython  # noqa: E402  (code run in a CPython of its own)

from reversi import registry  # noqa: E402

SLICE_SECONDS = 0.02
TARGET_SECONDS = 60.0
GAMES_FILE = "tests/unit/games/{game}/games.txt"

ANALYSE_CODE = CPU_CODE + """\
import json, sys
from reversi import registry
from reversi.play.analysis import Analysis, Analysing
game = registry.variant({game!r}).GAME
for number, transcript in enumerate({transcripts!r}, 1):
    start = game.RULES.initial()
    entries = game.parse_entries(transcript)
    analysing = Analysing(Analysis.of(start, entries))
    for name in registry.variant({game!r}).ANALYSER:   # imported before the clock starts, as the page would
        __import__("reversi." + name)
    seconds, longest, pending, times, over = 0.0, 0.0, 0.0, [None] * len(analysing.analysis.points), 0
    longest_cpu = over_cpu = total_cpu = 0
    while True:
        known = [point is not None for point in analysing.analysis.points]
        started, started_cpu = time.perf_counter(), cpu()
        done = analysing.step(seconds={slice_seconds})
        took, took_cpu = time.perf_counter() - started, cpu() - started_cpu
        seconds, longest, pending, over = seconds + took, max(longest, took), pending + took, over + (took > 0.05)
        longest_cpu, over_cpu = max(longest_cpu, took_cpu), over_cpu + (took_cpu > 0.05)
        total_cpu += took_cpu
        new = [i for i, point in enumerate(analysing.analysis.points) if point is not None and not known[i]]
        for i in new:
            times[i] = pending / len(new)
        if new:
            pending = 0.0
        if done:
            break
    points = analysing.analysis.points
    print(json.dumps({{"game": number, "entries": len(entries), "turns": len(points), "seconds": seconds, "slice": longest, "over": over,
                      "cpu_slice": longest_cpu, "cpu_over": over_cpu, "cpu": total_cpu,
                      "exact": [point.exact for point in points], "times": times,
                      "turning": len(analysing.analysis.turning_points()),
                      "python": sys.version.split()[0]}}), flush=True)
"""

AGREEMENT_CODE = """\
import json
from reversi.games.reversi.analysis import analyser
from reversi.games.reversi.endgame import solve
from reversi.games.reversi.game import Game
from reversi.games.reversi.position import PASS, Position
from reversi.play.record import steps
checked = moves = 0
wrong = []
for transcript in {transcripts!r}:
    start = Position.initial()
    positions = [start] + [step.position for step in steps(start, Game.parse_entries(transcript))]
    for position in positions:
        if position.is_game_over() or 64 - sum(position.counts()) > {empties}:
            continue
        appraisal = analyser(position).run()
        if position.must_pass():  # its one action, passing, is worth the position
            expected = {{PASS: solve(position).score}}
        else:
            expected = {{square: -solve(position.play(square)).score for square in position.legal_squares()}}
        found = {{square: value for square, value in appraisal.values}}
        checked += 1
        moves += len(expected)
        if found != expected or appraisal.best[1] != solve(position).score or not appraisal.exact:
            wrong.append(str(position))
print(json.dumps({{"positions": checked, "moves": moves, "wrong": wrong}}))
"""


THRESHOLDS_CODE = """\
import json
from dataclasses import replace
from reversi.games.reversi.analysis import LIMITS, AllMoves
from reversi.games.reversi.endgame import solve
from reversi.games.reversi.game import Game
from reversi.games.reversi.position import Position
from reversi.play.record import steps
estimate, deep = replace(LIMITS, exact_empties=0), replace(LIMITS, exact_empties=0, nodes=16 * LIMITS.nodes)
for transcript in {transcripts!r}:
    start = Position.initial()
    for position in [start] + [step.position for step in steps(start, Game.parse_entries(transcript))]:
        empties = 64 - sum(position.counts())
        if position.must_pass() or position.is_game_over() or empties not in (15, 16, 20, 30, 40, 50):
            continue
        guessed = dict(AllMoves(position, estimate).run().scores)
        if empties <= 16:
            truth = {{square: -solve(position.play(square)).score for square in position.legal_squares()}}
        else:
            truth = dict(AllMoves(position, deep).run().scores)
        best_guess, best = round(max(guessed.values())), max(truth.values())
        for square in position.legal_squares():
            print(json.dumps({{"end": empties <= 16, "guess": best_guess - round(guessed[square]),
                              "loss": best - truth[square]}}), flush=True)
"""


def thresholds(transcripts: list[str], processes: int = 1) -> None:
    with ThreadPoolExecutor(processes) as pool:  # a process a game, ``processes`` at once
        parts = pool.map(lambda transcript: run_cpython(THRESHOLDS_CODE.format(transcripts=[transcript])), transcripts)
        moves = [move for part in parts for move in part]
    for end, name in ((True, "15-16 empty squares, against exact values"), (False, "20-50, against a longer search")):
        rows = [row for row in moves if row["end"] is end]
        truly = sum(row["loss"] >= 6 for row in rows)
        print(f"\n{name}: {len(rows)} moves, {truly} of them 6 or more worse than the best")
        print(f"{'T':>3} {'marked':>7} {'>= 6':>6} {'>= 3':>6} {'of all >= 6':>12}")
        for threshold in (4, 6, 8, 10, 12):
            marked = [row for row in rows if row["guess"] >= threshold]
            share = lambda least: sum(row["loss"] >= least for row in marked) / max(1, len(marked))  # noqa: E731
            print(f"{threshold:>3} {len(marked):>7} {share(6):>6.0%} {share(3):>6.0%} "
                  f"{sum(row['loss'] >= 6 for row in marked) / max(1, truly):>12.0%}")


def read_games(game: str, count: int, path: str | None = None) -> list[str]:
    lines = (REPO_ROOT / (path or GAMES_FILE.format(game=game))).read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")][:count]


def write_games(game: str, count: int = 10, opening: int = 6) -> None:
    """Play ``count`` games (see the module's documentation) and write them to the games file."""
    variant = registry.variant(game)
    lines = [
        f"# Full {game} games for tests and bench/analysis.py, one transcript a line, made by",
        f"# `python bench/analysis.py --write-games --game {game}`: a seeded random opening of {opening}",
        "# moves, then the computer: games 1-5 level 5 against itself, 6-10 level 2 (black in even",
        "# games, white in odd ones) against level 5.",
    ]
    for number in range(1, count + 1):
        rng = random.Random(f"analysis-{game}-{number}")
        game_state = variant.GAME.new()
        while not game_state.position.is_game_over():
            position = game_state.position
            if len(game_state.actions) < opening and game_state.options:
                tapped = game_state.tap(rng.choice(sorted(game_state.options)))
                if tapped.actions == game_state.actions and tapped.options == game_state.options:
                    # a tap on a square leads nowhere (くにとり: a move starts with its piece): any legal action
                    move = str(rng.choice(position.legal_actions()))
                    tapped = game_state.from_record(
                        game_state.actions + tuple(variant.GAME.parse_entries(move)), start=game_state.start
                    )
                game_state = tapped
                continue
            weak = number > count // 2 and (position.turn.value == "black") == (number % 2 == 0)
            level = 1 if len(game_state.actions) < opening else 2 if weak else 5  # (a turn of taps ended at random)
            move = variant.best(position, level, rng)
            game_state = game_state.from_record(
                game_state.actions + tuple(variant.GAME.parse_entries(move)), start=game_state.start
            )
        lines.append(game_state.transcript)
        print(number, len(game_state.actions), game_state.transcript, flush=True)
    (REPO_ROOT / GAMES_FILE.format(game=game)).write_text("\n".join(lines) + "\n", encoding="utf-8")


def table(name: str, game: str, results: list[dict], target: float = TARGET_SECONDS) -> None:
    version = results[0]["python"] if results else "?"
    print(f"\n{name} {version}: analysing whole {game} games in slices of {SLICE_SECONDS * 1000:.0f} ms")
    print(f"{'game':>4} {'moves':>5} {'turns':>5} {'seconds':>8} {'/ target':>8} {'CPU s':>7} {'exact':>6} "
          f"{'estimate: mean / max':>21} {'exact: mean / max':>18} {'slice':>7} {'>50ms':>5} {'CPU: slice':>10} {'>50ms':>5} "
          f"{'turning':>7}")
    total = positions = exact = 0
    for row in results:
        times, flags = row["times"], row["exact"]
        estimated = [t for t, e in zip(times, flags) if not e]
        solved = [t for t, e in zip(times, flags) if e]
        total += row["seconds"]
        positions += len(flags)
        exact += len(solved)

        def stats(values: list[float]) -> str:
            return f"{sum(values) / len(values):6.3f} / {max(values):6.3f}" if values else f"{'-':>15}"

        print(f"{row['game']:>4} {row['entries']:>5} {row['turns']:>5} {row['seconds']:8.1f} {row['seconds'] / target:8.2f} {row['cpu']:7.1f} "
              f"{len(solved) / len(flags):6.0%} {stats(estimated):>21} {stats(solved):>18} "
              f"{1000 * row['slice']:5.0f}ms {row['over']:>5} {1000 * row['cpu_slice']:8.0f}ms {row['cpu_over']:>5} "
              f"{row['turning']:>7}")
    if results:
        mean = total / len(results)
        cpu = sum(row["cpu"] for row in results) / len(results)
        print(f"mean {mean:.1f} s a game ({mean / target:.2f} of the {target:.0f} s target; {cpu:.1f} s of CPU), "
              f"{total / positions:.3f} s a position, {exact / positions:.0%} of the positions exact")
        print(f"longest slice: {1000 * max(row['cpu_slice'] for row in results):.0f} ms of CPU, "
              f"{1000 * max(row['slice'] for row in results):.0f} ms wall; slices over 50 ms: "
              f"{sum(row['cpu_over'] for row in results)} in CPU, {sum(row['over'] for row in results)} wall")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=registry.NAMES, default=registry.DEFAULT, help="the rules (default reversi)")
    parser.add_argument("--games", type=int, default=10, help="how many games (default 10)")
    parser.add_argument("--file", default=None, help=f"the games (default {GAMES_FILE})")
    parser.add_argument("--target", type=float, default=TARGET_SECONDS,
                        help=f"seconds a game may take in the page (default {TARGET_SECONDS:.0f})")
    parser.add_argument("--no-pyodide", action="store_true", help="CPython only")
    parser.add_argument("--no-cpython", action="store_true", help="Pyodide only")
    parser.add_argument("--no-agreement", action="store_true", help="skip the agreement check")
    parser.add_argument("--thresholds", action="store_true", help="how far estimated losses can be trusted")
    parser.add_argument("--processes", type=int, default=1, help="--thresholds: games at once (default 1)")
    parser.add_argument("--write-games", action="store_true", help="play the games again and write them")
    args = parser.parse_args(argv)

    if args.write_games:
        write_games(args.game)
        return 0
    if args.thresholds:
        thresholds(read_games(registry.DEFAULT, args.games), args.processes)
        return 0
    transcripts = read_games(args.game, args.games, args.file)
    print(f"{args.game}: {len(transcripts)} games; host {platform.python_implementation()} "
          f"{platform.python_version()}, {platform.machine()}", flush=True)
    code = ANALYSE_CODE.format(game=args.game, transcripts=transcripts, slice_seconds=SLICE_SECONDS)
    try:
        if not args.no_cpython:
            table("CPython", args.game, run_cpython(code), args.target)
        if not args.no_pyodide:
            table("Pyodide", args.game, _results(run_in_pyodide(code)), args.target)
        if args.game == "reversi" and not args.no_agreement:
            found = run_cpython(AGREEMENT_CODE.format(transcripts=transcripts, empties=14))[0]
            verdict = "all agree" if not found["wrong"] else f"{len(found['wrong'])} DISAGREE: {found['wrong']}"
            print(f"\nagreement with solve: {found['positions']} positions with at most 14 empty squares, "
                  f"{found['moves']} moves: {verdict}")
            if found["wrong"]:
                return 1
    except (RuntimeError, PyodideError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
