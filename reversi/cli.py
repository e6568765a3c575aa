"""Command line for the engine: ``python -m reversi perft|moves|replay|solve|bestmove|analyse|puzzles ...``.

``--game NAME`` plays perft, moves, replay, solve and bestmove by the rules of any game of
the registry (the first, the default, when left out); ``analyse`` is for the games with an
analyser. Each command calls the game's hooks
(``reversi.base.variant``). Bad input prints one clear line on stderr and exits with
status 2.
"""

import argparse
import random
import sys
import time

from . import registry
from .base.screen import LEVEL_IDS
from .base.sides import NotationError
from .base.variant import BeyondSolver
from .play import puzzles
from .play.analysis import Analysis, Analysing, can_analyse

VARIANTS = {name: registry.variant(name) for name in registry.NAMES}
ANALYSERS = [name for name, variant in VARIANTS.items() if can_analyse(variant)]
"""The games whose ``Variant`` has an analyser: those ``analyse`` takes."""


def _help(attribute: str, names=registry.NAMES) -> str:
    """A help text listing each game's ``attribute`` (``POSITION_HELP``...)."""
    return "; ".join(f"{name}: {getattr(VARIANTS[name], attribute)}" for name in names)


def _depth(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"depth must be a whole number of at least 1, not '{text}'")
    return int(text)


def _level(text: str) -> int:
    if not text.isdigit() or int(text) not in LEVEL_IDS:
        raise argparse.ArgumentTypeError(f"level must be a whole number from 1 to {len(LEVEL_IDS)}, not '{text}'")
    return int(text)


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed must be a whole number, not '{text}'") from None


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = float("nan")
    if not 0 < seconds < float("inf"):
        raise argparse.ArgumentTypeError(f"time must be a number of seconds above 0, not '{text}'")
    return seconds


def build_parser() -> argparse.ArgumentParser:
    wide = lambda prog: argparse.HelpFormatter(prog, width=120)  # noqa: E731  (usage on one line)
    parser = argparse.ArgumentParser(prog="python -m reversi", description=__doc__.splitlines()[0], formatter_class=wide)
    commands = parser.add_subparsers(dest="command", required=True)

    def command(name: str, help: str, games=registry.NAMES) -> argparse.ArgumentParser:
        """A command for ``games``: with ``--game`` when there are several."""
        sub = commands.add_parser(name, help=help, description=help, formatter_class=wide)
        sub.set_defaults(parser=sub, game=games[0])
        if len(games) > 1:
            choices = f"{games[0]} (default), " + ", ".join(games[1:])
            sub.add_argument("--game", choices=sorted(games), default=games[0], metavar="GAME", help=choices)
        return sub

    counting = command(
        "perft",
        "count leaves at each depth 1..DEPTH (every action is one ply, a pass too; a game that ends before the"
        " horizon is one leaf)",
    )
    counting.add_argument("depth", type=_depth, metavar="DEPTH")
    counting.add_argument(
        "--position", default=None, metavar='"POSITION"', help=f"start here instead of the initial position; {_help('POSITION_HELP')}"
    )
    counting.add_argument(
        "--after",
        default=None,
        metavar='"TRANSCRIPT"',
        help="start where this transcript leads (from --position, or the initial position); "
        + _help("TRANSCRIPT_HELP"),
    )

    listing = command("moves", "list the legal moves of a position")
    listing.add_argument("position", metavar='"POSITION"', help=_help("POSITION_HELP"))

    replaying = command("replay", "play a transcript from the start and print the result")
    replaying.add_argument("transcript", metavar="TRANSCRIPT", help=_help("TRANSCRIPT_HELP"))

    solving = command(
        "solve",
        "the exact best move and final score (the game's: discs, pieces, points) for the side to move, with best"
        " play from both sides, near the end of a game (a game of turns: the best turn and the result it proves"
        " within a few turns)",
    )
    solving.add_argument("position", metavar='"POSITION"', help=_help("POSITION_HELP"))

    choosing = command("bestmove", "the move a computer level would play")
    choosing.add_argument("position", metavar='"POSITION"', help=_help("POSITION_HELP"))
    choosing.add_argument("--level", type=_level, required=True, metavar="N", help=f"1 (weakest) to {len(LEVEL_IDS)}")
    choosing.add_argument(
        "--seed", type=_seed, default=0, metavar="K", help="seed of the level's randomness (default 0)"
    )
    choosing.add_argument(
        "--time", type=_seconds, default=None, metavar="SECONDS",
        help="the thinking time of a level that thinks to a time budget (by default its level's own budget)",
    )
    analysing = command(
        "analyse",
        "the value of each move (passes too) against the best move of its position, as final score for the"
        " side that moves: NUMBER MOVE BEST PLAYED_VALUE BEST_VALUE LOSS, then exact or estimate",
        ANALYSERS,
    )
    analysing.add_argument("transcript", metavar="TRANSCRIPT", help=_help("TRANSCRIPT_HELP", ANALYSERS))
    setting = command(
        "puzzles",
        "list the game's puzzles (NUMBER GRADE GOAL ANSWER \"POSITION\"), or with --check prove each again with the"
        " game's solver, naming any that fails (exit status 1)",
    )
    setting.add_argument("--check", action="store_true", help="prove every puzzle again")
    return parser


def puzzle_lines(name: str, check: bool) -> tuple[list[str], bool]:
    """What ``puzzles`` prints for the game ``name``, and whether every puzzle holds: a
    line a puzzle (its first answer in the game's notation), or with ``check`` the ones
    that fail and the count proven, with the time it took."""
    found, start = puzzles.puzzles(name), time.perf_counter()
    if not check:
        name_of = VARIANTS[name].GAME.format_entries
        return [f'{p.number} {p.grade} {p.goal} {name_of(p.lines[0])} "{p.position}"' for p in found], True
    failed = [f"puzzle {puzzle.number} fails" for puzzle in puzzles.failures(name)]
    seconds = time.perf_counter() - start
    return [*failed, f"{len(found) - len(failed)} of {len(found)} puzzles proven in {seconds:.1f} s"], not failed


def analysis_lines(variant, start, entries) -> list[str]:
    """What ``analyse`` prints for the valid record ``entries`` from ``start`` (every pass
    an entry): a line for each entry, numbered from 1. A pass is worth what the position
    after it is worth to the other side, negated; its loss is 0. In a game of turns
    (``Variant.turn_ends``) a line is a whole turn, numbered from 1, written without
    spaces (``d1-d2Wc4end``: a link's form)."""
    name = variant.GAME.format_entries
    lines = []
    for number, point in enumerate(Analysing(Analysis.of(start, entries)).run().points, 1):
        played, best = ("".join(name(turn).split()) for turn in (point.turn, point.better))
        values = f"{_signed(point.played_value)} {_signed(point.best_value)} {point.best_value - point.played_value}"
        exact = "exact" if point.exact else "estimate"
        lines.append(f"{number} {played or point.played_name} {best or point.best_name} {values} {exact}")
    return lines


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    variant = VARIANTS[args.game]
    rules = variant.GAME.RULES
    position = rules.initial()
    text = getattr(args, "position", None)
    if text is not None:
        try:
            position = rules.parse(text)
        except NotationError as error:
            args.parser.error(f'argument "POSITION": {error}')
    if args.command == "perft":
        if args.after is not None:
            try:
                position = rules.replay(args.after, position)
            except NotationError as error:
                args.parser.error(f'argument --after: {error}')
        for depth in range(1, args.depth + 1):
            print(depth, variant.perft(position, depth), flush=True)
    elif args.command == "moves":
        print(variant.moves(position))
    elif args.command == "replay":
        try:
            position = rules.replay(args.transcript)
        except NotationError as error:
            print(f"python -m reversi replay: error: {error}", file=sys.stderr)
            return 2
        print(position)
        for line in variant.result_lines(position):
            print(line)
    elif args.command == "solve":
        try:
            print(variant.solve(position))
        except BeyondSolver as error:
            print(f"python -m reversi solve: error: {error}", file=sys.stderr)
            return 2
    elif args.command == "bestmove":
        try:
            print(variant.best(position, args.level, random.Random(args.seed), args.time))
        except ValueError as error:
            args.parser.error(f"argument --time: {error}")
    elif args.command == "analyse":
        try:
            entries = variant.GAME.parse_entries(args.transcript)
            game = variant.GAME.from_record(entries, start=position)  # with the passes forced at the end
        except NotationError as error:
            print(f"python -m reversi analyse: error: {error}", file=sys.stderr)
            return 2
        for line in analysis_lines(variant, position, game.actions):
            print(line)
    elif args.command == "puzzles":
        lines, held = puzzle_lines(args.game, args.check)
        print("\n".join(lines))
        return 0 if held else 1
    return 0
