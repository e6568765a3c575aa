"""YWF (Yoi-ko, Warui-ko, Futsu-no-ko), a kind of Reversi on a 9x9 board with a third,
neutral piece and a token: its rules (``rules``), its screen state (``game``), what the
page draws of it (``drawing``, ``speech``, the illustrated rules' ``figures``), its
computer (``evaluation``, ``search``, ``players``) and ``perft``; the hooks the rest of
the app calls are ``VARIANT``'s.

>>> start = VARIANT.GAME.RULES.initial()
>>> VARIANT.moves(start)
'd3 f3 g3 c4 g4 c5 c6 g6 d7 e7 f7 +d4 +f6'
>>> VARIANT.perft(start, 2)
116
"""

from __future__ import annotations

import random

from ...base.variant import Variant, solution_line
from .drawing import YwfDrawing
from .game import YwfGame


class Ywf(Variant):
    NAME = YwfGame.NAME
    STORAGE_KEY = "reversi.ywf"
    GAME = YwfGame
    DRAWING = YwfDrawing
    COMPUTER = tuple(f"games.ywf.{name}" for name in ("evaluation", "search", "players"))
    ANALYSER = (*COMPUTER, "games.ywf.analysis")
    POSITION_HELP = (
        '"BOARD SIDE TOKEN [LAST]" (81 squares X, O, N or -, the side, the token X, O or -, '
        "the last action -, change, pass or pass-pass)"
    )
    TRANSCRIPT_HELP = '"c4 +f6 pass d3"'

    @staticmethod
    def thinking(game: YwfGame, rng: random.Random):
        from .players import YwfThinking, level

        return YwfThinking(game.position, level(game.opponent.level), rng)

    @staticmethod
    def perft(position, depth: int) -> int:
        from .perft import perft

        return perft(position, depth)

    @staticmethod
    def best(position, level: int, rng: random.Random) -> str:
        from .players import choose_action

        action = choose_action(position, level, rng)
        return "game over" if action is None else str(action)

    @staticmethod
    def solve(position) -> str:
        """The exact best action and final piece difference (``endgame``), up to
        ``endgame.MOST_EMPTIES`` empty squares; on equal pieces ``0 (the token wins)`` or
        ``0 (the token loses)`` when the token decides (``0`` alone: a draw)."""
        from .endgame import solve

        solution = solve(position)
        score = solution.score
        text = f"0 (the token {'wins' if score > 0 else 'loses'})" if abs(score) == 50 else str(score // 100)
        return solution_line(None if solution.action is None else str(solution.action), text)

    @staticmethod
    def analyser(position):
        from .analysis import analyser

        return analyser(position)

    @staticmethod
    def rules_page(texts) -> str:
        from .figures import rules_page

        return rules_page(texts)


VARIANT = Ywf
