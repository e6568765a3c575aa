"""What the page draws of a YWF game (``reversi.base.drawing`` for the attributes): the three
pieces (``data-disc="black|white|neutral"``), Play and Change hints told apart by
``data-action``, a preview that shows on each piece what it would become
(``data-will-become``), an animation in which every piece steps in the engine's order,
and the token column beside the board (the part ``token``). Imported only when YWF is
on screen. Pure Python.

>>> from reversi.base.sides import parse_square
>>> d4, c4 = parse_square("d4", 9), parse_square("c4", 9)
>>> game = YwfGame.new().cycle_hint().cycle_hint()         # full hints
>>> squares = YwfDrawing.squares(game)
>>> squares[c4], squares[d4]                              # a Play, and a Change on a Futsu-no-ko
({'data-hint': 'count', 'data-flips': '1', 'data-action': 'play'}, {'data-disc': 'neutral', 'data-hint': 'count', 'data-flips': '1', 'data-action': 'change'})
>>> squares = YwfDrawing.squares(game.tap(c4))             # the preview of c4: d4 would become black
>>> squares[c4]["data-preview"], squares[d4]
('', {'data-disc': 'neutral', 'data-will-become': 'black'})
>>> YwfDrawing.scores(game)
{'black': 3, 'white': 3, 'neutral': 3}
>>> from reversi.strings import catalogue
>>> YwfDrawing.parts(catalogue("en", "ywf"), game)["token"]["data-token"]
'center'
"""

from __future__ import annotations

from types import SimpleNamespace

from ...base.drawing import Animation, Attributes, Drawing, hint_marks
from ...base.sound import Note
from . import speech
from .game import YwfGame, YwfMove
from .rules import Action, Kind


class YwfDrawing(Drawing):
    """How the page draws YWF (a ``YwfGame``)."""

    PIECES = ("black", "white", "neutral")
    PARTS = ("token",)
    PART_MARKUP = {
        "token": '<div id="token" class="token-column" role="img" data-part="token" data-token="center">'
        '<span class="token-place" data-place="black" data-piece-of="black" aria-hidden="true"></span>'
        '<span class="token-place" data-place="center"></span>'
        '<span class="token-place" data-place="white" data-piece-of="white" aria-hidden="true"></span>'
        '<span class="token"></span></div>'
    }
    SOUNDS = {"neutral": (Note(0, 392, 0.12, "triangle", 0.3), Note(0, 588, 0.12, "sine", 0.2))}
    """A Futsu-no-ko (the neutral piece): a hollow fifth, neither side's tick."""

    @staticmethod
    def move_sound(before, move: YwfMove) -> tuple[str, ...]:
        """A Change takes a Futsu-no-ko: its sound with the placement's."""
        return ("place", "neutral") if move.action.kind is Kind.CHANGE else ("place",)

    @staticmethod
    def step_sound(attributes: Attributes) -> str | None:
        """A piece standing up as a Futsu-no-ko sounds as one; one lying down ticks."""
        return "neutral" if attributes.get("data-disc") == "neutral" else "tick"

    @classmethod
    def squares(cls, game: YwfGame) -> list[Attributes]:
        """The attributes of every square of ``game``. Around a preview, the pieces it
        would change show what they would become (and no hint), the others not the
        mover's are dimmed."""
        squares = cls.pieces(game.position)
        if game.last is not None and game.last.square is not None:
            squares[game.last.square]["data-last"] = ""
        becomes = {}
        if game.preview is not None:
            action = Action(game.options[game.preview].kind, game.preview)
            becomes = {step.square: step.after.value for line in game.position.change_lines(action) for step in line}
        if cls.hinted(game):
            for square, option in game.options.items():
                marks = hint_marks(game.hint, option.count)
                if marks and square not in becomes:
                    squares[square].update(marks, **{"data-action": option.kind.value})
        if game.preview is not None:
            mover = game.turn.value
            for square, attributes in enumerate(squares):
                if square == game.preview:
                    attributes["data-preview"] = ""
                elif square in becomes:
                    attributes["data-will-become"] = becomes[square]
                elif attributes.get("data-disc", mover) != mover:
                    attributes["data-dim"] = ""
        return squares

    @classmethod
    def animation(cls, before: YwfGame, move: YwfMove) -> Animation:
        """The action of ``move`` in ``before``: a Play's piece appears, a Change's
        Futsu-no-ko lies down as the mover's; then each changed piece steps, line by line
        outward (a lying piece stands up as a Futsu-no-ko, a standing one lies down)."""
        start = cls.pieces(before.position)
        start[move.square] = {"data-disc": move.color.value, "data-last": ""}
        if move.action.kind is Kind.CHANGE:
            start[move.square]["data-turning"] = ""
        steps = tuple((step.square, {"data-disc": step.after.value, "data-turning": ""}) for step in move.changed)
        return Animation(tuple(start), steps)

    @staticmethod
    def parts(texts: SimpleNamespace, game: YwfGame) -> dict[str, Attributes]:
        """The token column: where the token stands (it moves by a CSS transition)."""
        place = speech.token_place(game.token)
        label = texts.TOKEN.format(place=texts.TOKEN_PLACES[place])
        return {"token": {"data-token": place, "aria-label": label}}

    @staticmethod
    def result_reason(texts: SimpleNamespace, game: YwfGame) -> str | None:
        """On equal counts the token's side wins, and the result says so."""
        return texts.TOKEN_WIN if game.won_by_token else None

    @staticmethod
    def announcement(texts: SimpleNamespace, game: YwfGame) -> str:
        return speech.announcement(texts, game)
