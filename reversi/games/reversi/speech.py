"""What a screen reader hears of a Reversi game (``reversi.base.speech`` for the pieces):
after each move, who played where and how many discs turned, the counts, a pass if one
followed, then whose turn it is or the result.

>>> from reversi.strings import catalogue
>>> from reversi.games.reversi.game import Game
>>> game = Game.new().tap(37)                                    # black plays f5
>>> announcement(catalogue("ja", "reversi"), game)
'くろが f5に おいて、1まい かえしました。 くろ 4こ、しろ 1こ。 しろのばん。'
>>> announcement(catalogue("en", "reversi"), game)
"Black played f5 and turned 1 disc. Black: 4 discs, White: 1 disc. White's turn."
"""

from __future__ import annotations

from types import SimpleNamespace

from ...base.sides import square_name
from ...base.speech import counts_text, flips_text, sentences, what_next


def announcement(texts: SimpleNamespace, game) -> str:
    """What the live region says once the last move of ``game`` has been shown: who
    played where and how many discs turned, the counts, a pass if one followed, then
    whose turn it is or the result."""
    move = game.last
    moved = texts.MOVED.format(
        name=texts.PIECE_NAMES[move.color.value],
        square=square_name(move.square, game.position.SIZE),
        flips=flips_text(texts, len(move.flipped)),
    )
    return sentences(texts, [moved, counts_text(texts, dict(zip(("black", "white"), game.counts))), *what_next(texts, game)])
