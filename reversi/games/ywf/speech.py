"""What a screen reader hears of a YWF game (``reversi.base.speech`` for the pieces):
after each action, a Play or a Change and how many pieces it changed besides, the counts
with the Futsu-no-ko, where the token went after a Change, then whose turn it is or the
result (and that the token decided it, on equal counts).
"""

from __future__ import annotations

from types import SimpleNamespace

from ...base.sides import Color, square_name
from ...base.speech import counts_text, flips_text, sentences, what_next


def announcement(texts: SimpleNamespace, game) -> str:
    """``announcement`` for a ``YwfGame``, in YWF's texts: a Play or a Change and how many
    pieces it changed besides, the counts with the Futsu-no-ko, where the token went
    after a Change, then as for Reversi.

    >>> from reversi.strings import catalogue
    >>> from reversi.games.ywf.game import YwfGame
    >>> announcement(catalogue("en", "ywf"), YwfGame.from_transcript("c4 +f6"))
    "Yoi-ko changed the Futsu-no-ko on f6 and 1 piece more. Warui-ko: 4 pieces, Yoi-ko: 4 pieces, Futsu-no-ko: 2 pieces. The token moved to Warui-ko's side. Warui-ko's turn."
    """
    move = game.last
    change = move.action.kind.value == "change"
    moved = (texts.MOVED_CHANGE if change else texts.MOVED).format(
        name=texts.PIECE_NAMES[move.color.value],
        square=square_name(move.square, game.position.SIZE),
        flips=flips_text(texts, len(move.changed)),
    )
    parts = [moved, counts_text(texts, dict(zip(("black", "white", "neutral"), game.counts)))]
    if change:
        parts.append(texts.TOKEN_MOVED.format(place=texts.TOKEN_PLACES[token_place(game.token)]))
    return sentences(texts, parts + what_next(texts, game, texts.TOKEN_WIN if game.won_by_token else None))


def token_place(token: Color | None) -> str:
    """Where YWF's token stands, as ``TOKEN_PLACES`` names it: ``"black"``, ``"white"`` or ``"center"``."""
    return token.value if token else "center"
