"""YWF (Yoi-ko, Warui-ko, Futsu-no-ko), a kind of Reversi on a 9x9 board with a third,
neutral piece and a token: its rules (``rules``), its screen state (``game``), what the
page draws of it (``drawing``, ``speech``, the illustrated rules' ``figures``,
``texts``), its computer (``evaluation``, ``search``, ``players``, ``endgame``),
``analysis`` and ``perft``. This module is data: what ``reversi.base.contract`` asks of
a game.

>>> start = VARIANT.GAME.RULES.initial()
>>> VARIANT.moves(start)
'd3 f3 g3 c4 g4 c5 c6 g6 d7 e7 f7 +d4 +f6'
>>> VARIANT.perft(start, 2)
116
"""

from ...base.variant import Lazy, Variant


class Ywf(Variant):
    NAME = "ywf"
    STORAGE_KEY = "reversi.ywf"
    GAME_NAMES = {"ja": "YWF", "en": "YWF"}
    GAME = Lazy("game", "YwfGame")
    DRAWING = Lazy("drawing", "YwfDrawing")
    COMPUTER = tuple(f"games.ywf.{name}" for name in ("evaluation", "search", "players"))
    ANALYSER = (*COMPUTER, "games.ywf.analysis")
    POSITION_HELP = (
        '"BOARD SIDE TOKEN [LAST]" (81 squares X, O, N or -, the side, the token X, O or -, '
        "the last action -, change, pass or pass-pass)"
    )
    TRANSCRIPT_HELP = '"c4 +f6 pass d3"'


VARIANT = Ywf
