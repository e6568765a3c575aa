"""Command line for the engine: ``python -m reversi perft|moves|replay|solve|bestmove ...``.

``--game ywf`` switches perft, moves, replay and bestmove to the YWF rules (Reversi is
the default). Bad input prints one clear line on stderr and exits with status 2.
"""

import argparse
import random
import sys

from .endgame import solve
from .perft import perft, ywf_perft
from .players import LEVELS, choose_move
from .position import NotationError, Position, square_name
from .ywf import YwfPosition, format_transcript
from .ywf_players import choose_action

GAMES = {"reversi": Position, "ywf": YwfPosition}
POSITION_HELP = (
    'Reversi: "BOARD SIDE" (64 squares X, O or -, then X or O); YWF: "BOARD SIDE TOKEN [LAST]" '
    "(81 squares X, O, N or -, the side, the token X, O or -, the last action -, change, pass or pass-pass)"
)


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
    wide = lambda prog: argparse.HelpFormatter(prog, width=100)  # noqa: E731  (usage on one line)
    parser = argparse.ArgumentParser(prog="python -m reversi", description=__doc__.splitlines()[0], formatter_class=wide)
    commands = parser.add_subparsers(dest="command", required=True)

    def command(name: str, help: str, games: bool = True) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help, description=help, formatter_class=wide)
        sub.set_defaults(parser=sub, game="reversi")
        if games:
            sub.add_argument(
                "--game", choices=sorted(GAMES), default="reversi", metavar="GAME", help="reversi (default) or ywf"
            )
        return sub

    counting = command(
        "perft",
        "count leaves at each depth 1..DEPTH (a pass is one ply; in YWF, where it is the only action when"
        " legal, one action; a game that ends before the horizon is one leaf)",
    )
    counting.add_argument("depth", type=_depth, metavar="DEPTH")
    counting.add_argument(
        "--position", default=None, metavar='"POSITION"', help=f"start here instead of the initial position; {POSITION_HELP}"
    )

    listing = command("moves", "list the legal moves of a position")
    listing.add_argument("position", metavar='"POSITION"', help=POSITION_HELP)

    replaying = command("replay", "play a transcript from the start and print the result")
    replaying.add_argument(
        "transcript", metavar="TRANSCRIPT", help='Reversi: moves like f5d6c3d3, passes implicit; YWF: "c4 +f6 pass d3"'
    )

    solving = command(
        "solve", "exact best move and final disc difference for the side to move (up to ~20 empty squares)", games=False
    )
    solving.add_argument("position", metavar='"POSITION"', help=POSITION_HELP)

    choosing = command("bestmove", "the move a computer level would play")
    choosing.add_argument("position", metavar='"POSITION"', help=POSITION_HELP)
    choosing.add_argument("--level", type=_level, required=True, metavar="N", help=f"1 (weakest) to {len(LEVELS)}")
    choosing.add_argument(
        "--seed", type=_seed, default=0, metavar="K", help="seed of the level's randomness (default 0)"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    rules = GAMES[args.game]
    position = rules.initial()
    text = getattr(args, "position", None)
    if text is not None:
        try:
            position = rules.parse(text)
        except NotationError as error:
            args.parser.error(f'argument "POSITION": {error}')
    if args.command == "perft":
        count = ywf_perft if rules is YwfPosition else perft
        for depth in range(1, args.depth + 1):
            print(depth, count(position, depth), flush=True)
    elif args.command == "moves":
        print(_moves(position))
    elif args.command == "replay":
        try:
            position = rules.replay(args.transcript)
        except NotationError as error:
            print(f"python -m reversi replay: error: {error}", file=sys.stderr)
            return 2
        print(position)
        print(" ".join(f"{name} {count}" for name, count in zip(("black", "white", "neutral"), position.counts())))
    elif args.command == "solve":
        solution = solve(position)
        if solution.move is not None:
            print(f"best {square_name(solution.move)} score {solution.score}")
        elif position.is_game_over():
            print(f"game over score {solution.score}")
        else:
            print(f"best pass score {solution.score}")
    elif args.command == "bestmove":
        rng = random.Random(args.seed)
        if rules is YwfPosition:
            action = choose_action(position, args.level, rng)
            print("game over" if action is None else action)
        else:
            move = choose_move(position, args.level, rng)
            print(square_name(move) if move is not None else "game over" if position.is_game_over() else "pass")
    return 0


def _moves(position: Position | YwfPosition) -> str:
    """The legal moves in notation, ``pass``, or ``game over``."""
    if position.is_game_over():
        return "game over"
    if isinstance(position, YwfPosition):
        return format_transcript(position.legal_actions())
    if position.must_pass():
        return "pass"
    return " ".join(square_name(square) for square in position.legal_moves())
