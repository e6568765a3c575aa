"""Reversi, the standard game on the 8x8 board: its rules (``position``), its screen
state (``game``), what the page draws of it (``drawing``, ``speech``), its computer
(``evaluation``, ``weights``, ``endgame``, ``search``, ``players``) and ``perft``; the
hooks the rest of the app calls are ``VARIANT``'s.

>>> import random
>>> start = VARIANT.GAME.RULES.initial()
>>> VARIANT.moves(start), VARIANT.perft(start, 3)
('d3 c4 f5 e6', 56)
>>> VARIANT.best(start, 1, random.Random(7)) in VARIANT.moves(start).split()
True
"""

from __future__ import annotations

import random

from ...base.sides import square_name
from ...base.variant import BeyondSolver, Variant, solution_line
from .drawing import ReversiDrawing
from .game import Game


class Reversi(Variant):
    NAME = Game.NAME
    STORAGE_KEY = "reversi.game"
    GAME = Game
    DRAWING = ReversiDrawing
    COMPUTER = tuple(
        f"games.reversi.{name}" for name in ("weights", "endgame", "evaluation", "patterns", "search", "players")
    )
    ANALYSER = (*COMPUTER, "games.reversi.analysis")
    POSITION_HELP = '"BOARD SIDE" (64 squares X, O or -, then X or O)'
    TRANSCRIPT_HELP = "moves like f5d6c3d3, passes implicit"

    @staticmethod
    def thinking(game: Game, rng: random.Random):
        from .players import Thinking, level

        return Thinking(game.position, level(game.opponent.level), rng)

    @staticmethod
    def perft(position, depth: int) -> int:
        from .perft import perft

        return perft(position, depth)

    @staticmethod
    def moves(position) -> str:
        if position.is_game_over():
            return "game over"
        if position.must_pass():
            return "pass"
        return " ".join(square_name(square) for square in position.legal_squares())

    @staticmethod
    def best(position, level: int, rng: random.Random) -> str:
        from .players import choose_move

        move = choose_move(position, level, rng)
        return square_name(move) if move is not None else "game over" if position.is_game_over() else "pass"

    @staticmethod
    def solve(position) -> str:
        from .endgame import MOST_EMPTIES, solve

        if not position.is_game_over():
            BeyondSolver.check_empties(64 - (position.own | position.opp).bit_count(), MOST_EMPTIES, "Reversi")
        solution = solve(position)
        if solution.move is not None:
            return solution_line(square_name(solution.move), str(solution.score))
        return solution_line(None if position.is_game_over() else "pass", str(solution.score))

    @staticmethod
    def analyser(position):
        from .analysis import analyser

        return analyser(position)

    @staticmethod
    def rules_page(texts) -> str:
        from .figures import rules_page

        return rules_page(texts)


VARIANT = Reversi
