"""What the benchmarks need to know of each game (``--game reversi|ywf|kunitori|jankengo``): its
positions (whose ``COLORS`` name its two sides, the first to move first), computer levels
and thinking, how to list and write down moves, what a greedy child would maximise, how
far one side leads, and the imports that give the same in code run elsewhere (Pyodide).

    from games import RULES
    rules = RULES["ywf"]
    position = rules.play(position, thinking.move)   # a move, or the pass it stands for
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from reversi.base import players as base_players  # noqa: E402
from reversi.games.reversi import players  # noqa: E402
from reversi.games.reversi.position import Position, format_transcript  # noqa: E402
from reversi.games.jankengo import players as jankengo_players  # noqa: E402
from reversi.games.jankengo import rules as jankengo  # noqa: E402
from reversi.games.kunitori import players as kunitori_players  # noqa: E402
from reversi.games.kunitori import rules as kunitori  # noqa: E402
from reversi.games.kunitori.actions import format_transcript as kunitori_transcript  # noqa: E402
from reversi.games.ywf import players as ywf_players  # noqa: E402
from reversi.games.ywf import rules as ywf  # noqa: E402


@dataclass(frozen=True)
class Rules:
    """A game as the benchmarks see it. ``imports`` binds ``Position``, ``LEVELS`` and
    ``Thinking`` for this game in code run as a string. ``gain`` is what the greedy
    stand-in of ``kids.py`` maximises (position, move -> a number); ``lead`` the first
    side's lead in a finished game (discs, pieces or points: the ladder's margin);
    ``opening_plies`` the (fewest, most) random plies of the ladder's openings."""

    position: type
    levels: tuple[base_players.Level, ...]
    thinking: type
    moves: Callable  # position -> its legal moves
    notation: Callable  # moves -> text
    squares: int
    imports: str
    gain: Callable
    left: Callable | None = None  # position -> what "empty squares" counts in a game without them
    lead: Callable = lambda position: position.counts()[0] - position.counts()[1]
    opening_plies: tuple[int, int] = (4, 6)
    choose: Callable = lambda moves, rng: rng.choice(moves)

    def empties(self, position) -> int:
        """Empty squares (in くにとり: pieces still in hand; in じゃんけんご: turns left at the
        start of a turn, -1 in mid-turn), the measure of a game's phase."""
        return self.left(position) if self.left else self.squares - sum(position.counts())

    def play(self, position, move):
        """The position after ``move`` (a thinking's choice: None is Reversi's pass)."""
        return position.pass_turn() if move is None else position.play(move)


def kunitori_gain(position, action) -> int:
    """The mover's points minus the other side's right after ``action`` (a placement
    that scores best right now; a give hands a point over)."""
    points = position.play(action).score().points
    return points[position.turn.index] - points[1 - position.turn.index]


def jankengo_gain(position, action) -> int:
    """The enemy pieces ``action`` takes, or more than all of them when it wins (the king
    taken, the try): what a child who has just learnt the rules sees."""
    after = position.play(action)
    if after.winner() is position.turn:
        return 100
    enemy = position.turn.opponent.index
    return position.counts()[enemy] - after.counts()[enemy]


class JankengoMoves:
    """じゃんけんご's computer one action at a time, as the page plays it
    (``players.thinking``: a whole turn chosen, then its actions followed, ``done`` at
    once); ``run`` returns the action, ``search`` is the turn's search."""

    def __init__(self, position, chosen, rng):
        self.thinking = jankengo_players.thinking(position, chosen.id, rng)

    @property
    def done(self) -> bool:
        return self.thinking.done

    @property
    def move(self):
        return self.thinking.move

    @property
    def search(self):
        return self.thinking.search

    def step(self, nodes=None, seconds=None) -> bool:
        return self.thinking.step(nodes, seconds)

    def run(self):
        while not self.step(1 << 62):
            pass
        return self.move


RULES = {
    "reversi": Rules(
        Position, players.LEVELS, players.Thinking, Position.legal_squares, format_transcript, 64,
        "from reversi.games.reversi.players import LEVELS, Thinking\nfrom reversi.games.reversi.position import Position",
        gain=lambda position, move: position.flips(move).bit_count(),  # the discs it turns
    ),
    "ywf": Rules(
        ywf.YwfPosition, ywf_players.LEVELS, ywf_players.YwfThinking, ywf.YwfPosition.legal_actions,
        ywf.format_transcript, 81,
        "from reversi.games.ywf.players import LEVELS, YwfThinking as Thinking\n"
        "from reversi.games.ywf.rules import YwfPosition as Position",
        gain=lambda position, action: position.changes(action).bit_count(),  # the pieces it changes
    ),
    "kunitori": Rules(
        kunitori.KunitoriPosition, kunitori_players.LEVELS, kunitori_players.Thinking,
        kunitori.KunitoriPosition.legal_actions, kunitori_transcript, 9,
        "from reversi.games.kunitori.players import LEVELS, Thinking\n"
        "from reversi.games.kunitori.rules import KunitoriPosition as Position",
        gain=kunitori_gain,
        left=lambda position: len(position.hands[0]) + len(position.hands[1]),
        lead=lambda position: position.score().points[0] - position.score().points[1],
        opening_plies=(2, 2),  # a game is 16 actions at most: white's first placement and brown's reply
    ),
    "jankengo": Rules(
        jankengo.JankenGoPosition, jankengo_players.LEVELS, JankengoMoves, jankengo.JankenGoPosition.legal_actions,
        jankengo.format_transcript, 49,
        "from reversi.games.jankengo.players import LEVELS, Thinking\n"
        "from reversi.games.jankengo.rules import JankenGoPosition as Position",
        gain=jankengo_gain,
        choose=jankengo_players.random_action,  # a turn is taps: a piece, the wall tray or おわり, then a target
        left=lambda position: jankengo.LAST_TURN - position.number if position.steps == 0 and not position.walled else -1,
    ),
}
