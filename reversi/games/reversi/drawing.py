"""What the page draws of a Reversi game (``reversi.base.drawing`` for the attributes):
black and white discs, the hints with the number of discs a move turns, a preview that
marks the discs it would turn and dims those that stay, and an animation in which the
discs turn line by line outward.

>>> squares = ReversiDrawing.squares(Game.new().cycle_hint())
>>> squares[19], squares[27]                  # d3: legal, hints at "places"; d4: a white disc
({'data-hint': 'place'}, {'data-disc': 'white'})
>>> animation = ReversiDrawing.animation(Game.new(), Game.new().tap(37).last)   # f5 turns e5
>>> animation.start[37], animation.steps
({'data-disc': 'black', 'data-last': ''}, ((36, {'data-disc': 'black', 'data-turning': ''}),))
>>> ReversiDrawing.scores(Game.new())
{'black': 2, 'white': 2}
"""

from __future__ import annotations

from types import SimpleNamespace

from ...base.drawing import Animation, Attributes, Drawing, hint_marks
from .game import Game
from .speech import announcement


class ReversiDrawing(Drawing):
    """How the page draws Reversi (a ``Game``)."""

    @classmethod
    def squares(cls, game: Game) -> list[Attributes]:
        """The attributes of every square of ``game``: discs, the last move, hints, the preview."""
        squares = cls.pieces(game.position)
        if game.last is not None:
            squares[game.last.square]["data-last"] = ""
        if cls.hinted(game):
            for square, flips in game.options.items():
                squares[square].update(hint_marks(game.hint, flips.bit_count()))
        if game.preview is not None:
            opponent = game.turn.opponent.value
            for square, attributes in enumerate(squares):
                if square == game.preview:
                    attributes["data-preview"] = ""
                elif game.preview_flips >> square & 1:
                    attributes["data-will-flip"] = ""
                elif attributes.get("data-disc") == opponent:
                    attributes["data-dim"] = ""
        return squares

    @classmethod
    def animation(cls, before: Game, move) -> Animation:
        """The move ``move`` played in ``before``: the placed disc at once, then each
        flipped disc turning, line by line outward."""
        start = cls.pieces(before.position)
        start[move.square] = {"data-disc": move.color.value, "data-last": ""}
        turned = {"data-disc": move.color.value, "data-turning": ""}
        return Animation(tuple(start), tuple((square, turned) for square in move.flipped))

    @staticmethod
    def announcement(texts: SimpleNamespace, game: Game) -> str:
        return announcement(texts, game)
