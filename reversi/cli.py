"""Command line for the engine: ``python -m reversi perft|moves|replay|solve|bestmove ...``.

Bad input prints one clear line on stderr and exits with status 2.
"""

import argparse
import random
import sys

from .endgame import solve
from .perft import perft
from .players import LEVELS, choose_move
from .position import NotationError, Position, square_name


def _position(text: str) -> Position:
    try:
        return Position.parse(text)
    except NotationError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _depth(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"depth must be a whole number of at least 1, not '{text}'")
    return int(text)


def _level(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= len(LEVELS):
        raise argparse.ArgumentTypeError(f"level must be a whole number from 1 to {len(LEVELS)}, not '{text}'")
    return int(text)


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed must be a whole number, not '{text}'") from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m reversi", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)

    counting = commands.add_parser("perft", help="count leaves at each depth 1..DEPTH")
    counting.add_argument("depth", type=_depth, metavar="DEPTH")
    counting.add_argument(
        "--position", type=_position, default=None, metavar='"BOARD SIDE"', help="start here instead of the initial position"
    )

    listing = commands.add_parser("moves", help="list the legal moves of a position")
    listing.add_argument("position", type=_position, metavar='"BOARD SIDE"')

    replaying = commands.add_parser("replay", help="play a transcript from the start and print the result")
    replaying.add_argument("transcript", metavar="TRANSCRIPT", help="moves like f5d6c3d3, passes implicit")

    solving = commands.add_parser(
        "solve", help="exact best move and final disc difference for the side to move (up to ~20 empty squares)"
    )
    solving.add_argument("position", type=_position, metavar='"BOARD SIDE"')

    choosing = commands.add_parser("bestmove", help="the move a computer level would play")
    choosing.add_argument("position", type=_position, metavar='"BOARD SIDE"')
    choosing.add_argument("--level", type=_level, required=True, metavar="N", help=f"1 (weakest) to {len(LEVELS)}")
    choosing.add_argument(
        "--seed", type=_seed, default=0, metavar="K", help="seed of the level's randomness (default 0)"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "perft":
        start = args.position or Position.initial()
        for depth in range(1, args.depth + 1):
            print(depth, perft(start, depth), flush=True)
    elif args.command == "moves":
        position = args.position
        if position.is_game_over():
            print("game over")
        elif position.must_pass():
            print("pass")
        else:
            print(" ".join(square_name(square) for square in position.legal_moves()))
    elif args.command == "replay":
        try:
            position = Position.replay(args.transcript)
        except NotationError as error:
            print(f"python -m reversi replay: error: {error}", file=sys.stderr)
            return 2
        black, white = position.counts()
        print(position)
        print(f"black {black} white {white}")
    elif args.command == "solve":
        solution = solve(args.position)
        if solution.move is not None:
            print(f"best {square_name(solution.move)} score {solution.score}")
        elif args.position.is_game_over():
            print(f"game over score {solution.score}")
        else:
            print(f"best pass score {solution.score}")
    elif args.command == "bestmove":
        position = args.position
        move = choose_move(position, args.level, random.Random(args.seed))
        if move is not None:
            print(square_name(move))
        else:
            print("game over" if position.is_game_over() else "pass")
    return 0
