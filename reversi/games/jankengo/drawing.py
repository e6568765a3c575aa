"""What the page draws of a じゃんけんご game (``reversi.base.drawing`` for the attributes).

A piece is ``data-disc`` (its owner: ``black`` is blue, ``white`` is red, the app's two
sides) and ``data-kind`` (``gu``, ``choki``, ``pa``, ``king``, ``wall``); the styles
draw each kind's shape in its owner's colour. The chosen piece is ``data-selected``,
the squares it may step to ``data-target="step"`` or ``"capture"``, those where a wall
may go once the tray is chosen ``data-target="wall"``. The hints: at the first level
the pieces that may step (``data-hint="place"``), at the second also the groups in
danger (``data-danger``: the mover's, one empty neighbour left) and the enemy groups
one more piece would take (``data-atari``). The board is drawn with rank 1 (blue's
home) at the bottom (``BOTTOM_UP``). Beside it, the tray of the turn (``TRAYS``): the
wall tray (a button), the steps left and the おわり button (keys W and E on the board).

>>> from .rules import parse_square
>>> d1, d2 = parse_square("d1"), parse_square("d2")
>>> game = JankengoGame.new().tap(d1)
>>> squares = JankengoDrawing.squares(game)
>>> squares[d1], squares[d2]
({'data-disc': 'black', 'data-kind': 'king', 'data-selected': ''}, {'data-target': 'step'})
>>> from reversi.strings import catalogue
>>> walls, steps, end, theirs = JankengoDrawing.trays(catalogue("ja", "jankengo"), game)["turn"].items
>>> walls.label, steps.attributes["data-left"], end.label, end.attributes["aria-disabled"], theirs.label
('かべ のこり 5', '3', 'おわり', 'true', 'あかの かべ 5こ')
>>> from .rules import parse_transcript
>>> [JankengoDrawing.move_name(catalogue(language, "jankengo"), action, str(action))
...  for language in ("ja", "en") for action in parse_transcript("d1-d2 Wb1 end pass")]
['d1-d2', 'かべ b1', 'おわり', None, 'd1-d2', 'Wall b1', 'End', None]
"""

from __future__ import annotations

from types import SimpleNamespace

from ...base.drawing import Animation, Attributes, Drawing, Tray, TrayItem
from ...base.sound import Note, chord
from ...base.screen import Hint, Status
from ...strings import plural
from . import board as bits
from . import speech
from .game import END_ITEM, WALLS, JankengoGame, JankengoMove
from .rules import End, Pass, Step, Wall, square_name

_DIRECTIONS = {1: "left", -1: "right", 7: "down", -7: "up"}
"""A step's target minus its source -> where the piece comes from, seen from the target
(rank 1 at the bottom): a step to the east comes from the left."""


def token(kind: str, x: float, y: float, radius: float, shape: float = 0, disc: str = "", mark: str = "") -> str:
    """A token centred on ``(x, y)``, at any scale: a disc of ``radius`` with, ``shape``
    wide, its ``kind``'s shape (index.html's symbol ``#shape-KIND``, as on the board; a
    wall has none); ``disc`` and ``mark``: more attributes of each (the styles colour them).
    The first screen's picture (``picture_piece``) and the rules' figures draw with it.

    >>> token("gu", 5, 5, 4.1, 5.8, ' class="fig-body"', ' class="fig-kind"')
    '<circle cx="5" cy="5" r="4.1" class="fig-body"/><use href="#shape-gu" x="2.1" y="2.1" width="5.8" height="5.8" class="fig-kind"/>'
    """
    drawn = f'<circle cx="{x:g}" cy="{y:g}" r="{radius:g}"{disc}/>'
    if kind == "wall":
        return drawn
    corner = shape / 2
    return drawn + f'<use href="#shape-{kind}" x="{x - corner:g}" y="{y - corner:g}" width="{shape:g}" height="{shape:g}"{mark}/>'


class JankengoDrawing(Drawing):
    """How the page draws じゃんけんご (a ``JankengoGame``)."""

    PIECES = ("black", "white")
    TRAYS = (("turn", "after"),)
    PART_KEYS = {"w": ("turn", WALLS), "e": ("turn", END_ITEM)}
    BOTTOM_UP = True
    PIECE_MARKUP = (
        '<span class="disc"><svg class="kinds" viewBox="0 0 24 24" aria-hidden="true" focusable="false">'
        + "".join(f'<use class="k-{kind}" href="#shape-{kind}"/>' for kind in ("gu", "choki", "pa", "king"))
        + "</svg></span>"
    )
    """A token with the four shapes of index.html's symbols; the styles show the square's ``data-kind``."""
    SOUNDS = {
        "clash-win": chord(0, (587.33, 880), 0.12, "triangle", 0.5, gap=0.08),
        "clash-lose": (Note(0, 349.23, 0.22, "sine", 0.35, to=233.08),),
        "clash-tie": chord(0, (440, 440), 0.08, "sine", 0.3, gap=0.12),
        "capture": (Note(0, 392, 0.2, "triangle", 0.35, to=196),),
    }
    """A janken clash: won (two notes up, the enemy hand taken), lost (a soft slide down:
    a stronger hand), drawn (the same note twice: a tie); a piece taken by surrounding (a
    note sliding down as it fades)."""
    REFUSAL_SOUNDS = {"STRONGER": "clash-lose", "TIE": "clash-tie"}
    """The refusals that are a janken clash lost or drawn (``JankengoGame.why_not``'s keys)."""

    @staticmethod
    def move_sound(before, move: JankengoMove) -> tuple[str, ...]:
        """A step onto an enemy hand wins the clash (the hand is taken).

        >>> game = JankengoGame.new()
        >>> [JankengoDrawing.move_sound(game, JankengoGame.from_transcript(text).last) for text in ("d1-d2", "Wb3")]
        [('place',), ('place',)]
        """
        if isinstance(move.action, Step) and move.action.target in dict(move.taken):
            return ("clash-win",)
        return Drawing.move_sound(before, move)

    @staticmethod
    def step_sound(attributes: Attributes) -> str | None:
        """A piece taken by surrounding fades out with the ``capture`` sound."""
        return "capture" if "data-fading" in attributes else None

    @classmethod
    def refusal_sound(cls, reason: str | None) -> str:
        """A tap on a stronger enemy hand loses the clash; on the same hand, a tie.

        >>> [JankengoDrawing.refusal_sound(reason) for reason in ("STRONGER", "TIE", "NOT_NEXT", None)]
        ['clash-lose', 'clash-tie', 'refused', 'refused']
        """
        return cls.REFUSAL_SOUNDS.get(reason, "refused")

    @classmethod
    def pieces(cls, position) -> list[Attributes]:
        squares = []
        for square in range(bits.SQUARES):
            piece = position.piece_at(square)
            squares.append({} if piece is None else {"data-disc": piece.owner.value, "data-kind": piece.kind.value})
        return squares

    @staticmethod
    def picture_piece(square: Attributes, x: float, y: float) -> str:
        """A token in the first screen's picture (``token``: ``style.css`` draws its shape
        white, the king's yellow); a wall a smaller plain disc.

        >>> JankengoDrawing.picture_piece({"data-disc": "black", "data-kind": "king"}, 3.5, 6.5)
        '<circle cx="3.5" cy="6.5" r="0.46" data-piece="black"/><use href="#shape-king" x="3.1" y="6.1" width="0.8" height="0.8" data-kind="king"/>'
        >>> JankengoDrawing.picture_piece({"data-disc": "white", "data-kind": "wall"}, 0.5, 0.5)
        '<circle cx="0.5" cy="0.5" r="0.3" data-piece="white" data-kind="wall"/>'
        """
        owner, kind = square["data-disc"], square["data-kind"]
        if kind == "wall":
            return token(kind, x, y, 0.3, disc=f' data-piece="{owner}" data-kind="wall"')
        return token(kind, x, y, 0.46, 0.8, f' data-piece="{owner}"', f' data-kind="{kind}"')

    @classmethod
    def squares(cls, game: JankengoGame) -> list[Attributes]:
        squares = cls.pieces(game.position)
        last = game.last
        if last is not None and last.square is not None and game.position.turn is last.color:
            squares[last.square]["data-last"] = ""  # the turn's last action, while it goes on
        if not cls.hinted(game) or game.review is not None:
            return squares
        if game.selected is not None:
            squares[game.selected]["data-selected"] = ""
        for square, what in game.targets.items():
            squares[square]["data-target"] = what
        if game.placing:
            for square, what in game.options.items():
                if what == "wall":
                    squares[square]["data-target"] = "wall"
        if game.hint is not Hint.NONE:
            for square in game._steps:
                squares[square]["data-hint"] = "place"
        if game.hint is Hint.FULL:
            own, enemy = game.danger()
            for square in bits.squares(own):
                squares[square]["data-danger"] = ""
            for square in bits.squares(enemy):
                squares[square]["data-atari"] = ""
        return squares

    @classmethod
    def animation(cls, before: JankengoGame, move: JankengoMove) -> Animation:
        """A step slides from its square to the next (a janken capture shows the loser
        under the winner, leaving); a wall pops in; then the pieces taken by surrounding
        fade out together; end and pass change nothing."""
        start = cls.pieces(before.position)
        action, steps = move.action, []
        if isinstance(action, Step):
            mover = start[action.source]
            start[action.source] = {}
            arriving = {**mover, "data-last": ""}
            taken = dict(move.taken).get(action.target)
            if taken is not None:
                arriving |= {"data-taken": taken.kind.value, "data-taken-owner": taken.owner.value}
            start[action.target] = {**arriving, "data-from": _DIRECTIONS[action.target - action.source]}
            steps.append((action.target, arriving))
        elif isinstance(action, Wall):
            start[action.square] = {"data-disc": move.color.value, "data-kind": "wall", "data-last": "", "data-placed": ""}
        for square, piece in move.taken:
            if square != move.square:
                steps.append((square, {"data-disc": piece.owner.value, "data-kind": piece.kind.value, "data-fading": ""}))
        return Animation(tuple(start), tuple(steps))

    @staticmethod
    def trays(texts: SimpleNamespace, game: JankengoGame) -> dict[str, Tray]:
        """The tray of the turn: the wall tray (the walls in hand; pressed while chosen,
        disabled when no wall may be placed), the steps left (three dots), おわり, and the
        other side's walls in hand."""
        position = game.position
        walls = position.walls_in_hand()
        left = 0 if game.status is Status.OVER else position.steps_left
        walls_text = plural(texts.WALLS_LEFT, walls).format(count=walls)
        wall_tray = TrayItem(
            {
                "data-item": "walls",
                "data-side": position.turn.value,
                "aria-pressed": "true" if game.placing else "false",
                "aria-disabled": "false" if game.may_place else "true",
            },
            walls_text,
            (("tray-stone", ""), ("tray-text", walls_text)),
        )
        steps = TrayItem(
            {"data-item": "steps", "data-left": str(left)},
            plural(texts.STEPS_LEFT, left).format(count=left),
            (("step-dot", ""),) * 3,
            tappable=False,
        )
        end = TrayItem(
            {"data-item": "end", "aria-disabled": "false" if game.may_end else "true"},
            texts.END_TURN,
            (("tray-text", texts.END_TURN),),
        )
        other = position.turn.opponent
        theirs = position.walls_in_hand(other)
        their_walls = TrayItem(
            {"data-item": "other-walls", "data-side": other.value},
            plural(texts.THEIR_WALLS, theirs).format(side=texts.PIECE_NAMES[other.value], count=theirs),
            (("tray-stone", ""), ("tray-text", str(theirs))),
            tappable=False,
        )
        return {"turn": Tray(texts.TURN_TRAY, (wall_tray, steps, end, their_walls))}

    @staticmethod
    def result_reason(texts: SimpleNamespace, game: JankengoGame) -> str | None:
        """トライ or キングを とった (or why a draw is one)."""
        outcome = game.position.outcome
        return None if outcome is None else texts.ENDINGS[outcome.ending.name.lower()]

    @staticmethod
    def label(texts: SimpleNamespace, name: str, attributes: Attributes) -> str:
        return speech.square_label(texts, name, attributes)

    @staticmethod
    def move_name(texts: SimpleNamespace, entry, name: str) -> str | None:
        """A step as written (``d1-d2``), a wall as a wall and its square, the end of a turn as おわり."""
        if isinstance(entry, Wall):
            return texts.MOVE_WALL.format(square=square_name(entry.square))
        if isinstance(entry, End):
            return texts.END_TURN
        return None if isinstance(entry, Pass) else name

    @staticmethod
    def announcement(texts: SimpleNamespace, game: JankengoGame) -> str:
        return speech.announcement(texts, game)
