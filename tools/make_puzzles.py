#!/usr/bin/env python3
"""Make each game's puzzles (``reversi.play.puzzles``) from positions of real games.

    python tools/make_puzzles.py [--game NAME] [--games N] [--out DIR] [--examples]

The positions come from self-play of the computer's weakest levels (ひよこ against うさぎ,
whose small searches end long before their time caps), each game from a fixed seed, and
from each game's test games (``tests/unit/games/NAME/games.txt``): the same run makes the
same file.
Each position is tried for the goals its game sets (``SETTERS``; a game without an entry
there, such as one kept with the tests (``--examples`` registers those), tries every goal of
its module's ``GOALS``, graded by their order); the game's exact
solver (``games.NAME.puzzles.prove``) gives every line to the goal, and a position is kept
when its answer is unique (``Setter.unique``: one right first move; in じゃんけんご, one
winning board, reached in any order of its steps) and its grade (``Setter.grade``, by the goal,
the depth and the solver's effort) still has room (``Setter.quota``). The puzzles are
written to ``puzzles.bin`` beside the game's module ``puzzles``, easiest grade first.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from reversi import registry  # noqa: E402
from reversi.base.proof import Proof  # noqa: E402
from reversi.play import puzzles as shared  # noqa: E402


@dataclass(frozen=True)
class Setter:
    """How a game's puzzles are set: ``goals(position)``, the goals to try there (most
    promising first); ``grade(goal, position, proof)``, its grade (None: not a puzzle);
    ``quota``, the puzzles wanted of each grade; ``unique(position, proof)``, whether the
    answer is unique (by default one right first entry); ``levels``, the computer's
    levels that play the games (first and second player, turn about)."""

    goals: Callable
    grade: Callable
    quota: dict[int, int]
    unique: Callable = lambda position, proof: len(proof.firsts) == 1
    levels: tuple[int, int] = (1, 2)


def _empties(position) -> int:
    return 64 - sum(position.counts())


def _reversi_goals(position) -> tuple[str, ...]:
    empties = _empties(position)
    if position.must_pass() or len(position.legal_actions()) < 3:
        return ()
    goals = ("corner", "most") if empties > 14 else ()
    return goals + (("win",) if 6 <= empties <= 14 else ())


def _reversi_grade(goal: str, position, proof: Proof) -> int | None:
    if goal == "corner":
        return 1
    if goal == "most":
        return 2
    return 3 if proof.effort < 3_000 else 4 if proof.effort >= 10_000 else None


def _kunitori_goals(position) -> tuple[str, ...]:
    from reversi.games.kunitori.puzzles import actions_left

    left = actions_left(position)
    return (f"win-in-{left}",) if left in (1, 3, 5, 7) and len(position.legal_actions()) > 1 else ()


def _kunitori_grade(goal: str, position, proof: Proof) -> int:
    return {"win-in-1": 1, "win-in-3": 2, "win-in-5": 3, "win-in-7": 4}[goal]


def _jankengo_goals(position) -> tuple[str, ...]:
    return () if position.acted or position.must_pass() else ("win-in-1",)


def _jankengo_grade(goal: str, position, proof: Proof) -> int | None:
    return len(proof.lines[0])  # the actions of the shortest win: 1 to 4 (3 steps and a wall)


def _one_board(position, proof: Proof) -> bool:
    """Whether every line wins on the same board (the same steps in another order, or
    another path of the same piece)."""
    ends = set()
    for line in proof.lines:
        after = position
        for entry in line:
            after = after.play(entry)
        ends.add(after.board)
    return len(ends) == 1


def _ywf_goals(position) -> tuple[str, ...]:
    from reversi.games.ywf.endgame import Solver

    empties = 81 - sum(position.counts())
    if empties > 5 or position.must_pass() or len(position.legal_actions()) < 3:
        return ()
    return ("win",) if Solver().value(position.node, -1, 1) > 0 else ()  # a win at all (cheaper than each action)


def _ywf_grade(goal: str, position, proof: Proof) -> int | None:
    return 1 if proof.effort < 400 else 2 if proof.effort < 3_000 else 3 if proof.effort < 100_000 else None


SETTERS = {
    "reversi": Setter(_reversi_goals, _reversi_grade, {1: 18, 2: 18, 3: 18, 4: 18}),
    "kunitori": Setter(_kunitori_goals, _kunitori_grade, {1: 18, 2: 18, 3: 18, 4: 18}),
    "ywf": Setter(_ywf_goals, _ywf_grade, {1: 20, 2: 20, 3: 20}),
    "jankengo": Setter(_jankengo_goals, _jankengo_grade, {1: 18, 2: 18, 3: 18, 4: 12}, _one_board),
}


def setter(name: str) -> Setter:
    """How ``name``'s puzzles are set: its entry in ``SETTERS``, or else every goal of its
    module's ``GOALS`` tried, graded by their order (1 for the first), 20 of each."""
    if name in SETTERS:
        return SETTERS[name]
    goals = tuple(registry.variant(name).module("puzzles").GOALS)
    return Setter(lambda position: goals, lambda goal, position, proof: goals.index(goal) + 1,
                  {grade: 20 for grade in range(1, len(goals) + 1)})


def positions(name: str, games: int) -> Iterator:
    """``(game, position)``: the positions of ``games`` self-played games of ``name``
    (seeds 0, 1 ...: ひよこ against うさぎ, turn about), then of its test games, each
    position once, with the number of its game."""
    variant = registry.variant(name)
    Game, best = variant.GAME, variant.hook("players", "best")
    seen = set()
    levels = setter(name).levels

    def fresh(position) -> bool:
        key = str(position)
        if key in seen:
            return False
        seen.add(key)
        return True

    for seed in range(games):
        rng, position = random.Random(seed), Game.RULES.initial()
        mover = seed % 2
        while not position.is_game_over():
            if fresh(position):
                yield seed, position
            text = best(position, levels[mover], rng)
            entries = Game.written(Game.parse_entries(text), position) if text != "pass" else (Game.PASS,)
            for entry in entries:
                position = position.play(entry)
            mover = 1 - mover
    tests = REPO / "tests" / "unit" / "games" / name / "games.txt"
    lines = [line for line in tests.read_text(encoding="utf-8").splitlines() if line.strip() and line[0] != "#"]
    for number, line in enumerate(lines, games):
        for position in Game.RULES.replay_steps(Game.parse_entries(line), Game.RULES.initial()):
            if not position.is_game_over() and fresh(position):
                yield number, position


def make(name: str, games: int) -> list[str]:
    """The lines of ``name``'s puzzles file (see ``reversi.play.puzzles``)."""
    setting = setter(name)
    prove = registry.variant(name).module("puzzles").prove
    found: dict[int, list] = {grade: [] for grade in setting.quota}
    used = set()  # (game, grade): a puzzle of each grade at most from each game
    for game, position in positions(name, games):
        for goal in setting.goals(position):
            proof = prove(position, goal)
            if not proof.lines or not setting.unique(position, proof):
                continue
            grade = setting.grade(goal, position, proof)
            if grade in found and len(found[grade]) < setting.quota[grade] and (game, grade) not in used:
                found[grade].append((goal, position, proof))
                used.add((game, grade))
                print(f"{name}: grade {grade} {len(found[grade])}/{setting.quota[grade]} (game {game})", file=sys.stderr)
                break
        if all(len(found[grade]) >= count for grade, count in setting.quota.items()):
            break
    made = [item for grade in sorted(found) for item in ((grade, *each) for each in found[grade])]
    header = f"# {name}: made by tools/make_puzzles.py (number, grade, goal, position, lines, refutations)"
    return [header] + [shared.format_line(name, number, *item) for number, item in enumerate(made, 1)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game of the registry (default: all)")
    parser.add_argument("--games", type=int, default=600, help="self-played games to draw from at most (default 600)")
    parser.add_argument("--out", type=Path, help="write NAME.bin here instead of into the game's package")
    parser.add_argument("--examples", action="store_true", help="register the games kept with the tests first, as the unit tests do")
    args = parser.parse_args(argv)
    with _examples() if args.examples else contextlib.nullcontext():
        unknown = sorted(set(args.game or ()) - set(registry.NAMES))
        if unknown:
            parser.error(f"not a game of the registry: {', '.join(unknown)} (one kept with the tests needs --examples)")
        for name in args.game or registry.NAMES:
            write(name, args.games, args.out)
    return 0


def _examples():
    """The unit tests' registration of the games kept with the tests (``tests/conftest.py``)."""
    sys.path.insert(0, str(REPO / "tests"))
    from conftest import example_games

    return example_games()


def write(name: str, games: int, out: Path | None) -> None:
    """Make ``name``'s puzzles and write them to its package (or to ``out``)."""
    lines = make(name, games)
    target = (out / f"{name}.bin") if out else Path(registry.variant(name).module("puzzles").__file__).with_name(shared.DATA)
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    counts = {}
    for line in lines[1:]:
        grade = int(line.split("\t")[1])
        counts[grade] = counts.get(grade, 0) + 1
    print(f"{name}: {len(lines) - 1} puzzles, by grade {dict(sorted(counts.items()))} -> {target}")


if __name__ == "__main__":
    sys.exit(main())
