"""Command line for the engine: ``python -m reversi perft|moves|replay|solve|bestmove ...``.

``--game NAME`` plays perft, moves, replay and bestmove by the rules of any game of the
registry (the first, the default, when left out); ``solve`` is for the games with an
exact solver. Each command calls the game's hooks (``reversi.base.variant``). Bad input
prints one clear line on stderr and exits with status 2.
"""

import argparse
import random
import sys

from . import registry
from .base.screen import LEVEL_IDS
from .base.sides import NotationError
from .base.variant import Variant

VARIANTS = {name: registry.variant(name) for name in registry.NAMES}
SOLVERS = [name for name, variant in VARIANTS.items() if variant.solve is not Variant.solve]
"""The games whose ``Variant`` has an exact solver: those ``solve`` takes."""


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


def build_parser() -> argparse.ArgumentParser:
    wide = lambda prog: argparse.HelpFormatter(prog, width=100)  # noqa: E731  (usage on one line)
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

    listing = command("moves", "list the legal moves of a position")
    listing.add_argument("position", metavar='"POSITION"', help=_help("POSITION_HELP"))

    replaying = command("replay", "play a transcript from the start and print the result")
    replaying.add_argument("transcript", metavar="TRANSCRIPT", help=_help("TRANSCRIPT_HELP"))

    solving = command(
        "solve", "exact best move and final disc difference for the side to move (up to ~20 empty squares)", SOLVERS
    )
    solving.add_argument("position", metavar='"POSITION"', help=_help("POSITION_HELP", SOLVERS))

    choosing = command("bestmove", "the move a computer level would play")
    choosing.add_argument("position", metavar='"POSITION"', help=_help("POSITION_HELP"))
    choosing.add_argument("--level", type=_level, required=True, metavar="N", help=f"1 (weakest) to {len(LEVEL_IDS)}")
    choosing.add_argument(
        "--seed", type=_seed, default=0, metavar="K", help="seed of the level's randomness (default 0)"
    )
    return parser


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
        print(" ".join(f"{name} {count}" for name, count in zip(variant.DRAWING.PIECES, position.counts())))
    elif args.command == "solve":
        print(variant.solve(position))
    elif args.command == "bestmove":
        print(variant.best(position, args.level, random.Random(args.seed)))
    return 0
