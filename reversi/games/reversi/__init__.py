"""Reversi, the standard game on the 8x8 board: its rules (``position``), its screen
state (``game``), what the page draws of it (``drawing``, ``speech``, the illustrated
rules' ``figures``, ``texts``), its computer (``evaluation``, ``weights``, ``endgame``,
``search``, ``players``), ``analysis`` and ``perft``. This module is data: what
``reversi.base.contract`` asks of a game.

>>> import random
>>> start = VARIANT.GAME.RULES.initial()
>>> VARIANT.moves(start), VARIANT.perft(start, 3)
('d3 c4 f5 e6', 56)
>>> VARIANT.best(start, 1, random.Random(7)) in VARIANT.moves(start).split()
True
"""

from ...base.variant import Lazy, Variant


class Reversi(Variant):
    NAME = "reversi"
    STORAGE_KEY = "reversi.game"
    GAME_NAMES = {"ja": "リバーシ", "en": "Reversi"}
    GAME = Lazy("game", "Game")
    DRAWING = Lazy("drawing", "ReversiDrawing")
    COMPUTER = tuple(
        f"games.reversi.{name}" for name in ("weights", "endgame", "evaluation", "patterns", "search", "players")
    )
    ANALYSER = (*COMPUTER, "games.reversi.analysis")
    POSITION_HELP = '"BOARD SIDE" (64 squares X, O or -, then X or O)'
    TRANSCRIPT_HELP = "moves like f5d6c3d3, passes implicit"


VARIANT = Reversi
