"""くにとり ("Conquering is Stealing"): Pop SHOGI pieces on a 3x3 board, played exactly by
``shared/rules/kunitori.md``. Modules, each one job: ``errors`` (the errors, shaped like
the other games'), ``pieces`` (squares, sides, kinds, reach), ``actions`` (placements,
gives, the pass and their notation), ``rules`` (the immutable position, its text form and
the score), ``perft``, the screen state (``game``), what the page draws of it
(``drawing``, ``speech``, the illustrated rules' ``figures``, ``texts``), the computer
(``evaluation``, ``search``, ``players``) and ``analysis``. This module is data: what
``reversi.base.contract`` asks of a game.

>>> start = VARIANT.GAME.RULES.initial()
>>> VARIANT.moves(start).split()[:4], VARIANT.perft(start, 2)
(['Ka1', 'Kb1', 'Kc1', 'Ka2'], 1163)
>>> VARIANT.best(start, 3, __import__("random").Random(1)) in VARIANT.moves(start).split()
True
>>> VARIANT.result_lines(VARIANT.GAME.RULES.replay("Sb2 Ga1"))[-1]
'white 2 brown 2: not over'
"""

from ...base.variant import Lazy, Variant


class Kunitori(Variant):
    NAME = "kunitori"
    STORAGE_KEY = "reversi.kunitori"
    GAME_NAMES = {"ja": "くにとり", "en": "Kunitori"}
    GAME = Lazy("game", "KunitoriGame")
    DRAWING = Lazy("drawing", "KunitoriDrawing")
    COMPUTER = tuple(f"games.kunitori.{name}" for name in ("evaluation", "search", "players"))
    ANALYSER = (*COMPUTER, "games.kunitori.book", "games.kunitori.analysis")
    TURNING = (2, 3)
    """A loss of two points (a win turned into a loss, or a lead halved) is a turning point
    when solved, three when estimated (a position outside the book that no game from the start reaches)."""
    POSITION_HELP = (
        '"BOARD SIDE WHITE_HAND BROWN_HAND WHITE_RECEIVED BROWN_RECEIVED [LAST]" (the board rank 1 first, ranks'
        " parted by /, K R B G S N L P white, k r b g s n l p brown, - empty, * after the face-up piece; the side w or"
        " b; each hand and received field letters or -; the last action -, pass or pass-pass), e.g."
        ' "---/-S*-/--- b KRBGNLP krbgsnlp - - -"'
    )
    TRANSCRIPT_HELP = '"Sb2 Ka1 giveR pass" (a piece letter and a square, give and a letter, pass)'


VARIANT = Kunitori
