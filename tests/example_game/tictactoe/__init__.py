"""Tic-tac-toe (まるばつ), the worked example of a game's package (``reversi.base.contract``),
as OpenSpiel keeps its tic_tac_toe: kept with the tests, never shipped. While the tests are
collected and run, ``tests/conftest.py`` puts it beside the real games
(``reversi.games.tictactoe``) and registers it (``reversi.registry.register``), and the e2e
tests open a build of the site with it (``build_example_site``), so that every test that walks
``registry.NAMES`` (the conformance suite first) checks it with the four games.
``docs/development.md``'s "Adding a game" walks through it.

This module is data: what ``reversi.base.contract`` asks of a game's ``__init__.py``.

>>> import random
>>> start = VARIANT.GAME.RULES.initial()
>>> VARIANT.moves(start), VARIANT.perft(start, 2)
('a1 b1 c1 a2 b2 c2 a3 b3 c3', 72)
>>> VARIANT.best(start, 5, random.Random(1)) in VARIANT.moves(start).split()
True
"""

from ...base.variant import Lazy, Variant


class TicTacToe(Variant):
    NAME = "tictactoe"
    STORAGE_KEY = "reversi.tictactoe"
    GAME_NAMES = {"ja": "まるばつ", "en": "Tic-tac-toe"}
    GAME = Lazy("game", "TicTacToeGame")
    DRAWING = Lazy("game", "TicTacToeDrawing")
    COMPUTER = ("games.tictactoe.players",)
    POSITION_HELP = '"BOARD SIDE" (9 squares X, O or -, then X or O)'
    TRANSCRIPT_HELP = "squares like b2a1c3"


VARIANT = TicTacToe
