"""What the page draws of a くにとり game (``reversi.base.drawing`` for the attributes).
Imported only when くにとり is on screen. Pure Python.

The board is drawn rank 1 at the bottom (white's side). A square with a piece carries
``data-disc`` (its owner: ``white`` or ``brown``); a face-up piece also ``data-up``,
``data-kind`` and the tile's kanji, ``data-kanji``, and the view adds its reading in the
page's language, ``data-reading`` (``worded``; both drawn by the style); a face-down piece shows only its owner's colour. Marks: ``data-last`` (the
newest piece), ``data-hint="place"`` (where the chosen piece, or some piece, may go),
``data-picked`` (the square picked before a piece), ``data-preview`` with the chosen
piece's face (full hints: the placement shown before the second tap) and ``data-reach``
on the squares it would leave the opponent. At the end, every square carries
``data-row`` and ``data-column``: the side that won its row and its column (``none``).

>>> from .pieces import parse_square
>>> game = KunitoriGame.from_transcript("Sb2")
>>> squares = KunitoriDrawing.squares(game)
>>> squares[parse_square("b2")]
{'data-disc': 'white', 'data-up': '', 'data-kind': 'silver', 'data-kanji': '銀', 'data-last': ''}
>>> from reversi.strings import catalogue
>>> [KunitoriDrawing.worded(catalogue(language, "kunitori"), squares[parse_square("b2")])["data-reading"] for language in ("ja", "en")]
['ぎん', 'Silver']
>>> KunitoriDrawing.squares(KunitoriGame.from_transcript("Sb2 Ka1"))[parse_square("b2")]
{'data-disc': 'white'}
>>> KunitoriDrawing.scores(game), KunitoriDrawing.leader(game)
({'white': 2, 'brown': 0}, 'white')
>>> trays = KunitoriDrawing.trays(catalogue("en", "kunitori"), game)
>>> [item.face for item in trays["hand-brown"].items][:2]
[(('kanji', '王'), ('reading', 'King')), (('kanji', '飛'), ('reading', 'Rook'))]
>>> from .actions import parse_transcript
>>> [KunitoriDrawing.move_name(catalogue(language, "kunitori"), action, str(action)) for language in ("ja", "en")
...  for action in parse_transcript("Kb1 giveR pass")]
['王 b1', '飛を わたす', None, 'King b1', 'gave Rook', None]
>>> trays["hand-white"].label, trays["hand-brown"].attributes
("White's pieces in hand", {'data-side': 'brown', 'data-active': ''})
"""

from __future__ import annotations

from html import escape
from types import SimpleNamespace

from ...base.drawing import Animation, Attributes, Drawing, Tray, TrayItem
from ...base.sound import Note, chord
from ...base.screen import Hint, Status
from ...base.speech import plural
from . import speech
from .actions import Give, Place
from .game import HANDS, KunitoriGame, KunitoriMove
from .pieces import LINE_NAMES, SIDES, Kind, Piece, Side, reach, square_name, squares

RECEIVED = {side: f"received-{side.value}" for side in SIDES}
"""The tray of the pieces each side received (its points, never placed)."""


def tile(piece: Piece, up: bool = True) -> Attributes:
    """A piece's attributes: its owner, and face-up its kind and the tile's face."""
    if not up:
        return {"data-disc": piece.side.value}
    kind = piece.kind
    return {"data-disc": piece.side.value, "data-up": "", "data-kind": kind.value, "data-kanji": kind.kanji}


def face(texts: SimpleNamespace, kind: Kind) -> tuple[tuple[str, str], ...]:
    """What a tile in a tray shows: the kanji and its reading in the language of ``texts``."""
    return (("kanji", kind.kanji), ("reading", texts.TILE_NAMES[kind.value]))


class KunitoriDrawing(Drawing):
    """How the page draws くにとり (a ``KunitoriGame``)."""

    PIECES = ("white", "brown")
    TRAYS = ((RECEIVED[Side.BROWN], "before"), (HANDS[Side.BROWN], "before"), (HANDS[Side.WHITE], "after"), (RECEIVED[Side.WHITE], "after"))
    BOTTOM_UP = True
    SOUNDS = {
        "capture": (Note(0, 520, 0.09, "triangle", 0.6), Note(0.05, 330, 0.2, "triangle", 0.45, to=165)),
        "received": chord(0, (659.25, 987.77), 0.16, "sine", 0.4, gap=0.09),
    }
    """A capture: the piece placed, and the face-down one under it falling away; a piece
    received: two notes up, a gift."""

    @staticmethod
    def move_sound(before, move: KunitoriMove) -> tuple[str, ...]:
        """A placement on a face-down piece captures it; a give hands a piece to the other side.

        >>> before = KunitoriGame.from_transcript("Sb2 Ka1")
        >>> [KunitoriDrawing.move_sound(before, KunitoriGame.from_transcript(text).last) for text in ("Sb2 Ka1 Kb2", "Sb2 Ka1 Ka2")]
        [('capture',), ('place',)]
        """
        if move.gave is not None:
            return ("received",)
        if move.removed is not None:
            return ("capture",)
        return Drawing.move_sound(before, move)

    @classmethod
    def pieces(cls, position) -> list[Attributes]:
        return [
            {} if piece is None else tile(piece, position.is_face_up(square))
            for square, piece in enumerate(position.board)
        ]

    @staticmethod
    def picture_piece(square: Attributes, x: float, y: float) -> str:
        """A tile in the first screen's picture: a rounded square of its owner's colour
        (``style.css``), too small there for its kanji.

        >>> KunitoriDrawing.picture_piece({"data-disc": "brown", "data-kind": "rook"}, 1.5, 0.5)
        '<rect x="1.1" y="0.1" width="0.8" height="0.8" rx="0.16" data-piece="brown"/>'
        """
        return f'<rect x="{x - 0.4:g}" y="{y - 0.4:g}" width="0.8" height="0.8" rx="0.16" data-piece="{square["data-disc"]}"/>'

    @classmethod
    def squares(cls, game: KunitoriGame) -> list[Attributes]:
        """The attributes of every square of ``game`` (see the module's documentation)."""
        board = cls.pieces(game.position)
        if game.last is not None and game.last.square is not None and game.position.face_up == game.last.square:
            board[game.last.square]["data-last"] = ""
        if cls.hinted(game) and game.hint is not Hint.NONE:
            for square in game.options:
                board[square]["data-hint"] = "place"
        if game.preview is not None and game.chosen is None:
            board[game.preview]["data-picked"] = ""
        elif game.preview is not None:
            square, piece = game.preview, Piece(game.turn, game.chosen)
            board[square] = {**tile(piece), "data-preview": ""}
            for target in squares(reach(piece.side, piece.kind, square)):
                board[target]["data-reach"] = ""
        if game.status is Status.OVER:
            won = game.position.score().lines
            for square, attributes in enumerate(board):
                rank, file = divmod(square, 3)
                for mark, name in (("data-row", LINE_NAMES[rank]), ("data-column", LINE_NAMES[3 + file])):
                    attributes[mark] = next((side.value for side, names in zip(SIDES, won) if name in names), "none")
        return board

    @classmethod
    def animation(cls, before: KunitoriGame, move: KunitoriMove) -> Animation:
        """A placement: a face-down piece on the square leaves, the new piece drops in, then
        the piece that was face-up turns face-down. A give or a pass changes no square."""
        start = cls.pieces(before.position)
        if move.piece is None:
            return Animation(tuple(start), ())
        square = move.square
        if move.removed is not None:
            start[square] = {**tile(move.removed, False), "data-leaving": ""}
        steps = [(square, {**tile(move.piece), "data-last": "", "data-dropping": ""})]
        if move.turned is not None:
            turned = before.position.piece_at(move.turned)
            steps.append((move.turned, {**tile(turned), "data-turning": ""}))
        return Animation(tuple(start), tuple(steps))

    @staticmethod
    def label(texts: SimpleNamespace, name: str, attributes: Attributes) -> str:
        return speech.square_label(texts, name, attributes)

    @staticmethod
    def trays(texts: SimpleNamespace, game: KunitoriGame) -> dict[str, Tray]:
        """Each side's hand (the side to move's ``data-active``; under hints the pieces
        that may go somewhere marked ``data-hint``; the chosen one ``data-chosen``) and the
        pieces each side received (pictures: they are points)."""
        position, trays = game.position, {}
        playing = game.status is not Status.OVER and not game.computer_to_move and game.review is None
        for side in SIDES:
            owner = texts.PIECE_NAMES[side.value]
            active = playing and side is game.turn
            items = []
            for kind in position.hand(side):
                label = texts.TRAY_PIECE.format(owner=owner, kind=texts.KIND_NAMES[kind.value])
                attributes = {"data-disc": side.value, "data-kind": kind.value}
                if active and kind == game.chosen:
                    attributes["data-chosen"] = ""
                    label = texts.TRAY_CHOSEN.format(label=label)
                elif active and game.hint is not Hint.NONE and (kind in game.placeable or game.must_give):
                    attributes["data-hint"] = "place"
                    label = texts.TRAY_PLACEABLE.format(label=label)
                items.append(TrayItem(attributes, label, face(texts, kind)))
            hand_label = (texts.HAND if items else texts.HAND_EMPTY).format(name=owner)
            marks = {"data-side": side.value, **({"data-active": ""} if active else {})}
            if active and game.must_give:
                marks["data-give"] = ""
            trays[HANDS[side]] = Tray(hand_label, tuple(items), marks)
            giver = texts.PIECE_NAMES[side.opponent.value]
            received = position.received_by(side)
            kept = tuple(
                TrayItem(
                    {"data-disc": side.opponent.value, "data-kind": kind.value},
                    texts.TRAY_PIECE.format(owner=giver, kind=texts.KIND_NAMES[kind.value]),
                    face(texts, kind),
                    tappable=False,
                )
                for kind in received
            )
            label = plural(texts.RECEIVED, len(received)).format(name=owner, count=len(received))
            trays[RECEIVED[side]] = Tray(label, kept, {"data-side": side.value, "data-count": str(len(received))})
        return trays

    @staticmethod
    def status_message(texts: SimpleNamespace, game: KunitoriGame) -> str | None:
        """A give just made, the give to choose, the square or piece picked first."""
        if game.review is not None or game.status is Status.OVER:
            return None
        last = game.last
        if last is not None and last.gave is not None and not game.must_give:
            return texts.GAVE.format(piece="{piece}", kind=speech.kind_name(texts, last.gave)).replace(
                "{piece}", texts.PIECE_NAMES[last.color.value]
            )
        if game.computer_to_move:
            return None
        if game.must_give:
            return texts.MUST_GIVE_NOW
        if game.chosen is not None and game.preview is None:
            return texts.CHOOSE_SQUARE.format(kind=speech.kind_name(texts, game.chosen))
        if game.chosen is None and game.preview is not None:
            return texts.CHOOSE_PIECE.format(square=square_name(game.preview))
        return None

    @staticmethod
    def result_reason(texts: SimpleNamespace, game: KunitoriGame) -> str | None:
        """On equal points, fewer pieces on the board won."""
        return texts.TIE_BREAK if game.position.score().decided_by.value == "pieces" else None

    @staticmethod
    def result_details(texts: SimpleNamespace, game: KunitoriGame) -> str:
        """The rows and columns each side won, the pieces each received, and the pieces on
        the board when they decided."""
        score = game.position.score()
        lines = []
        for index, side in enumerate(SIDES):
            won = [
                texts.LINE_NAMES["row" if name.isdigit() else "column"].format(name=name) for name in score.lines[index]
            ]
            received = plural(texts.RESULT_RECEIVED, score.received[index]).format(count=score.received[index])
            text = texts.RESULT_LINES.format(
                name=texts.PIECE_NAMES[side.value], lines=texts.LIST_JOIN.join([*won] or [texts.NO_LINES])
            )
            lines.append(f'<p class="result-line" data-side="{side.value}">{escape(text)}{escape(texts.LIST_JOIN)}{escape(received)}</p>')
        white, brown = score.pieces
        pieces = texts.KUNITORI_FIGURES["pieces_on_board"].format(white=white, brown=brown)
        lines.append(f'<p class="result-line">{escape(pieces)}</p>')
        return "".join(lines)

    @staticmethod
    def worded(texts: SimpleNamespace, attributes: Attributes) -> Attributes:
        """A face-up tile's reading under its kanji (``data-reading``), in the language of ``texts``."""
        kind = attributes.get("data-kind")
        return {**attributes, "data-reading": texts.TILE_NAMES[kind]} if "data-kanji" in attributes else attributes

    @staticmethod
    def move_name(texts: SimpleNamespace, entry, name: str) -> str | None:
        """A placement as the piece (its tile's kanji; in English its name) and the square, a give as the piece given."""
        if isinstance(entry, Place):
            return texts.MOVE_PLACE.format(piece=texts.MOVE_PIECES[entry.kind.value], square=square_name(entry.square))
        if isinstance(entry, Give):
            return texts.MOVE_GIVE.format(piece=texts.MOVE_PIECES[entry.kind.value])
        return None

    @staticmethod
    def announcement(texts: SimpleNamespace, game: KunitoriGame) -> str:
        return speech.announcement(texts, game)

