#!/usr/bin/env python3
"""The FFO endgame test positions #1 to #29, solved exactly in CPython and in Pyodide.

    python bench/ffo.py [--no-pyodide] [--first 1] [--last 19] [--processes 1] [--empties N] [--wld]

The positions and their known results are the public test suite of the Fédération
Française d'Othello, as distributed with Edax (problem/fforum-1-19.obf and the first ten
of problem/fforum-20-39.obf; #1-#19 have 14 to 16 empty squares, #20-#29 6 to 20). Each
is solved by ``reversi.games.reversi.endgame.solve``, its moves ordered with the pattern
evaluation as the command line's ``solve`` does, timed inside the interpreter (with its
nodes); the score must be exact and the move one of the best. With ``--processes``
the CPython runs solve that many positions at once, each in a process of its own (the
seconds are each one's own). Exit status 1 if any is wrong or a run fails. Goals: #1-#19
within 20 s in CPython, #20-#29 within 10 minutes (``--first 20 --last 29 --no-pyodide``).

With ``--empties N`` the positions are instead the first position with ``N`` empty squares
and a move of each test game (``tests/unit/games/reversi/games.txt``, numbered from 1),
whose results are not known beforehand: the runs must agree with each other, and the
median seconds and how many took at most a second are printed too (#31's goal: 18 empty
squares within 1 s in the page, on most positions). With ``--wld`` each solve asks only
whether the side to move wins, draws or loses (a window about a draw, as the timed search
asks first): the sign of the score must be right, and the move is a winning one when
there is one (``got`` shows W, D or L and the move).
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from statistics import median

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "tools"))
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(REPO_ROOT / "bench"))

from pyodide_node import PyodideError, run_in_pyodide  # noqa: E402

from reversi.games.reversi.position import Position  # noqa: E402
from timed_search import GAMES, empties  # noqa: E402  (the test games, as that bench reads them)

# number: (board and side to move, best moves, exact score for the side to move)
POSITIONS = {
    1: ("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X", {"g8"}, 18),
    2: ("-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X", {"a4"}, 10),
    3: ("----OX----OOXX---OOOXX-XOOXXOOOOOXXOXXOOOXXXOOOOOXXXXOXO--OOOOOX X", {"d1"}, 2),
    4: ("-XXXXXX-X-XXXOO-XOXXXOOXXXOXOOOX-OXOOXXX--OOOXXX--OOXX----XOXXO- X", {"h8", "a5"}, 0),
    5: ("-OOOOO----OXXO-XXXOXOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOOO---XXXXX-- X", {"g8"}, 32),
    6: ("--OXXX--OOOXXX--OOOXOXO-OOXOOOX-OOXXXXXXXOOXXOX--OOOOX---XXXXXX- X", {"a1", "h3"}, 14),
    7: ("--OXXO--XOXXXX--XOOOXXXXXOOXXXXXXOOOOXXX-XXXXXXX--XXOOO----XXOO- X", {"a6"}, 8),
    8: ("---X-X--X-XXXX--XXXXOXXXXXXOOOOOXXOXXXO-XOXXXXO-XOOXXX--XOOXXO-- O", {"e1"}, 8),
    9: ("--XOXX--O-OOXXXX-OOOXXXX-XOXXXOXXXOXOOOXOXXOXOXX--OXOO----OOOO-- O", {"g7", "a4"}, -8),
    10: ("-XXXX-----OXXX--XOXOXOXXOXOXXOXXOXXOXOOOXXXOXOOX--OXXO---OOOOO-- O", {"b2"}, 10),
    11: ("---O-XOX----XXOX---XXOOXO-XXOXOXXXXOOXOX-XOOXXXXXOOOXX-XOOOOOOO- O", {"b3"}, 30),
    12: ("--O--O--X-OOOOX-XXOOOXOOXXOXOXOOXXOXXOOOXXXXOOOO--OXXX---XXXXX-- O", {"b7"}, -8),
    13: ("--XXXXX--OOOXX---OOOXXXX-OXOXOXXOXXXOXXX--XOXOXX--OXOOO--OOOOO-- X", {"b7"}, 14),
    14: ("--XXXXX---OOOX---XOOXXXX-OOOOOOOOOOXXXOOOOOXXOOX--XXOO----XXXXX- X", {"a3"}, 18),
    15: ("----O------OOX---OOOXX-XOOOXOOOOOXXOXXOOOXXXOOOOOXXXOOXO--OOOOOX X", {"g3", "b8"}, 4),
    16: ("-XXXXXX-X-XXXOO-XOXXXOOXXOOXXXOX-OOOXXXX--OOXXXX---OOO----XOX-O- X", {"f8"}, 24),
    17: ("-OOOOO----OXXO-XXXOOOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOO----XXXX--- X", {"f8"}, 8),
    18: ("-XXX------OOOX--XOOOOOXXOXOXOOXXOXXOOOOOXXXOXOOX--OXXO---OOOOO-- X", {"g2"}, -2),
    19: ("--OXXO--XOXXXX--XOOOOXXXXOOOXXXXX-OOOXXX--OOOOXX--XXOOO----XXOO- X", {"b6"}, 8),
    20: ("XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X", {"h5"}, 6),
    21: ("OOOOOOOOXOOXXX--XXOOXOO-XOXOOO--XOOOOX--XOOXOO--XOOOOO--XXXX---- O", {"g5"}, 0),
    22: ("--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O", {"g8"}, 2),
    23: ("--O-------OOX---OOOXXXO-OOOOXOXXXXXOOXOXXXXXXOOXX-XXXXOX--XXXX-- X", {"a2"}, 4),
    24: ("--O--O-----OOOX--X-XOXOO--XXXOOOXXXXOOOOXXXOXXOOXXXXXX--XOXX-O-- O", {"c3"}, 0),
    25: ("----X------XXXO--OOOXXXXXOOOOXXO-XXOOXXOOOXOXXXXOOOXX---X-XXXX-- O", {"g1", "a5"}, 0),
    26: ("-OOOOO----OXXO---OOOOXXO-OOOXOXX-OOXOOXX-XOXXOXX--O-XXXX--O----O X", {"d8"}, 0),
    27: ("--XO-O----OOOO--OOXOXXO-OOOOXXOOOOOXXOX-OXOXXXXX--XXXX----X-O-X- X", {"b7"}, -2),
    28: ("--O-------OOO--X-XOOOOXXXXXXOXOX-XXOXOOXXXOXOOXX-OOOOO-X---OOO-- X", {"f1", "b2", "e1"}, 0),
    29: ("-OXXXX----OXXO--XXOOXOOOXXXOOXOOXXOOXOOOXXXXOO-XX-XXO----------- X", {"g2"}, 10),
}


def game_positions(count: int) -> dict[int, tuple[str, None, None]]:
    """The first position with ``count`` empty squares and a move of each test game,
    numbered from 1, in ``POSITIONS``'s shape (no known result)."""
    found = {}
    lines = [line for line in GAMES.read_text().splitlines() if line.strip() and not line.startswith("#")]
    for number, line in enumerate(lines, 1):
        for position in Position.replay_steps(line.split()[0]):
            if empties(position) == count and position.legal_squares():
                found[number] = (str(position), None, None)
                break
    return found


SOLVE_CODE = """\
import json, sys, time
from reversi.games.reversi.endgame import solve
from reversi.games.reversi.patterns import evaluate_all
from reversi.base.sides import square_name
from reversi.games.reversi.position import Position
for number, text in {boards!r}:
    position = Position.parse(text)
    started = time.perf_counter()
    solution = solve(position, evaluate_all, *{window!r})
    seconds = time.perf_counter() - started
    print(json.dumps({{"number": number, "move": square_name(solution.move), "score": solution.score,
                      "seconds": seconds, "nodes": solution.nodes, "python": sys.version.split()[0]}}), flush=True)
"""


def _results(output: str) -> dict[int, dict]:
    found = {}
    for line in output.splitlines():
        if line.startswith("{"):
            result = json.loads(line)
            found[result["number"]] = result
    return found


def run_cpython(positions: dict, numbers: list[int], window: tuple[int, int], processes: int = 1) -> dict[int, dict]:
    """Solve ``numbers`` of ``positions`` within ``window`` in CPython: in one process, or
    with ``processes`` > 1 each in a process of its own, that many at once."""

    def run(chosen: list[int]) -> dict[int, dict]:
        code = SOLVE_CODE.format(boards=[(n, positions[n][0]) for n in chosen], window=window)
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO_ROOT)
        if proc.returncode != 0:
            raise RuntimeError(f"CPython run failed:\n{proc.stderr.strip()}")
        return _results(proc.stdout)

    if processes <= 1:
        return run(numbers)
    found = {}
    with ThreadPoolExecutor(processes) as pool:
        for part in pool.map(run, [[number] for number in numbers]):
            found.update(part)
    return found


def run_pyodide(positions: dict, numbers: list[int], window: tuple[int, int]) -> dict[int, dict]:
    code = SOLVE_CODE.format(boards=[(n, positions[n][0]) for n in numbers], window=window)
    return _results(run_in_pyodide(code))


def _outcome(score: int) -> str:
    """W, D or L: a win, a draw or a loss for the side to move."""
    return "W" if score > 0 else "L" if score < 0 else "D"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-pyodide", action="store_true", help="CPython only")
    parser.add_argument("--first", type=int, default=1, help="first position (default 1)")
    parser.add_argument("--last", type=int, default=19, help="last position (default 19)")
    parser.add_argument("--processes", type=int, default=1, help="CPython solves at once (default 1)")
    parser.add_argument("--empties", type=int, help="instead: each test game's first position with this many empty squares")
    parser.add_argument("--wld", action="store_true", help="only whether the side to move wins, draws or loses")
    args = parser.parse_args(argv)
    window = (-1, 1) if args.wld else (-64, 64)
    positions = POSITIONS if args.empties is None else game_positions(args.empties)
    numbers = [n for n in positions if args.empties is not None or args.first <= n <= args.last]
    what = "FFO" if args.empties is None else f"Test games, {args.empties} empty squares,"

    solving = "win, draw or loss" if args.wld else "exact solve"
    print(f"{what} #{numbers[0]}-#{numbers[-1]}, {solving}; host {platform.python_implementation()} "
          f"{platform.python_version()}, {platform.machine()}", flush=True)
    try:
        runs = {"CPython": run_cpython(positions, numbers, window, args.processes)}
        if not args.no_pyodide:
            runs["Pyodide"] = run_pyodide(positions, numbers, window)
    except (RuntimeError, PyodideError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1

    names = list(runs)
    print(f"{'#':>3} {'empties':>7} {'expected':>14} "
          + " ".join(f"{name + ' got':>14} {'s':>7} {'nodes':>11}" for name in names))
    wrong = []
    for number in numbers:
        text, best_moves, score = positions[number]
        empty_squares = text.split()[0].count("-")
        if score is None:  # unknown: the first run's
            first = runs[names[0]].get(number, {})
            best_moves, score = {first.get("move")}, first.get("score", 0)
        expected = _outcome(score) if args.wld else f"{'/'.join(sorted(best_moves))} {score:+d}"
        cells = []
        for name in names:
            result = runs[name].get(number)
            if result is None:
                cells.append(f"{'missing':>14} {'':>7} {'':>11}")
                wrong.append(f"{name} #{number}: no result")
                continue
            if args.wld:
                ok = _outcome(result["score"]) == expected
                got = f"{_outcome(result['score'])} {result['move']}"
            else:
                ok = result["score"] == score and (result["move"] in best_moves or positions[number][1] is None)
                got = f"{result['move']} {result['score']:+d}"
            if not ok:
                wrong.append(f"{name} #{number}: got {got}, expected {expected}")
            got += "" if ok else " !"
            cells.append(f"{got:>14} {result['seconds']:7.2f} {result['nodes']:>11,}")
        print(f"{number:>3} {empty_squares:>7} {expected:>14} " + " ".join(cells))
    totals = " ".join(
        f"{'total':>14} {sum(r['seconds'] for r in runs[name].values()):7.2f} "
        f"{sum(r['nodes'] for r in runs[name].values()):>11,}" for name in names
    )
    print(f"{'':>3} {'':>7} {'':>14} {totals}")
    for name in names:
        version = next(iter(runs[name].values()), {}).get("python", "?")
        seconds = [result["seconds"] for result in runs[name].values()]
        within = sum(second <= 1 for second in seconds)
        print(f"{name} {version}: {sum(seconds):.1f} s for {len(seconds)} positions, median {median(seconds):.2f} s, "
              f"{within} within 1 s")
    for problem in wrong:
        print(f"  ! {problem}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
