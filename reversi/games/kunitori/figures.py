"""The illustrated rules of くにとり: small SVG drawings of real positions of the engine
(``reversi.games.kunitori.rules``), so that they show the rules exactly as the game plays
them, and the rules page that places them among the texts of the catalogue.

Pure Python (no browser): ``rules_page(texts)`` is the HTML that ``reversi.web.rules``
puts into the rules dialog. Every drawing is an ``<svg role="img">`` whose ``aria-label``
(its text alternative) is composed from the catalogue and the engine's position; the
style sheet colours it by class (``fig-*``). The board is drawn as in the game, rank 1
(white's side) at the bottom. A tile on a square carries ``data-piece`` (its owner),
``data-at`` (the square), and face-up ``data-kind``; a marked square ``data-mark``
(``reach``: the face-up piece reaches it; ``place``: a piece may go there; ``target``
and ``acted``: the square of the action, before and after).

>>> from reversi.strings import catalogue
>>> ja = catalogue("ja", "kunitori")
>>> [square_name(s) for s in reach_squares(REACH_PIECES[3])]   # white's 金 on b2
['b1', 'a2', 'c2', 'a3', 'b3', 'c3']
>>> example_label(ja, TURN)
'ちゃいろが おうを a1に おく。 ちゃいろは しろの ぎん(b2)が とどく マスにしか おけない。 b2の こまは うらむきに なる。'
>>> score_label(catalogue("en", "kunitori"), SCORE).split(". ")[-1]
'Equal points: Brown wins with fewer pieces on the board.'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from types import SimpleNamespace

from ...base.graph import escape
from ...base.illustrated import app_badge, beside, figure, rules_text, sections, svg
from ...base.speech import sentences
from .actions import Action, Give, Place, parse_action
from .pieces import KINDS, LINE_NAMES, SIDES, SIZE, Kind, Piece, Side, reach, square_name, squares
from .rules import KunitoriPosition

CELL = 10
"""The side of a square, in the drawings' units."""
PX_PER_UNIT = 4.4
"""The size a drawing asks for (a square of 44 px); the style sheet lets it shrink to fit."""
_svg = partial(svg, scale=PX_PER_UNIT)
FRAME = 1.6
"""The board's wooden frame."""
COORD = 4
"""The margin of the coordinates (ranks on the left, files below)."""
TRAY = 7.5
"""The height of a strip of tiles (a hand, received pieces) above or below a board."""
TILE = 6
"""The width of a tile in a strip."""
GAP = 14
"""Between the board before and the board after an action (an arrow there)."""
PAGE = ("pieces", "reach", "turn", "own", "restriction2", "facedown", "give", "end", "score", "app")
"""The sections of the rules page, in order (their texts: ``KUNITORI_RULES`` in the catalogue)."""


@dataclass(frozen=True)
class Example:
    """An action shown before and after it: the position ``before`` and the ``action``
    of the side to move; ``hands``: whether the hands and received pieces are drawn too.
    ``name`` is its caption's key in ``KUNITORI_FIGURES``."""

    name: str
    before: KunitoriPosition
    action: Action
    hands: bool = False

    @property
    def after(self) -> KunitoriPosition:
        return self.before.play(self.action)


GIVE_GAME = "Ba1 Bc3 Kb2 Ra2 Ra1 Na3 Pb1 Gb2 Sa1 Ka2 Gb3 Lc3 Lc2 Pc3"
"""A game in which white then holds only its 桂: brown's 歩 on c3 reaches only c2, where a
桂 would reach nothing, so white must give it."""
TIE_GAME = "Kc3 Kb3 Lb2 Sb3 Sc2 Bb3 Pa2 Ga3 Rb2 Nb3 Bc1 Ra3 Ga2 Pb3 giveN Lb2"
"""A whole game with a give that ends 3 points to 3: brown, with fewer pieces, wins."""

REACH_PIECES = tuple(
    KunitoriPosition.initial().play(Place(kind, 1 if kind in (Kind.KNIGHT, Kind.LANCE) else 4)) for kind in KINDS
) + (KunitoriPosition.replay("Kc1").play(Place(Kind.SILVER, 4)),)
"""White's first placement of each kind (on b2; 桂 and 香 on b1, where they reach most),
then brown's 銀 on b2 after white's 王 on c1 (its forward is down the board)."""
TURN = Example("turn", KunitoriPosition.replay("Sb2"), parse_action("Ka1"))
"""Brown places where white's 銀 reaches; the 銀 turns face-down."""
OWN = Example("own", KunitoriPosition.replay(GIVE_GAME).play(Give(Kind.KNIGHT)), parse_action("Sc1"))
"""After white's give the face-up piece is brown's own 歩: it does not restrict brown."""
FIRST = KunitoriPosition.initial()
"""Where restriction 2 lets white place its 桂 and its 歩 on the first move."""
FACEDOWN = Example("facedown", KunitoriPosition.replay("Sb2 Ka1 Gb1"), parse_action("Gb2"))
"""Brown's 金 on white's face-down 銀: the 銀 leaves the game."""
GIVE = Example("give", KunitoriPosition.replay(GIVE_GAME), Give(Kind.KNIGHT), hands=True)
"""White cannot place its 桂 and gives it to brown: a point for brown."""
SCORE = KunitoriPosition.replay(TIE_GAME)
"""The end of ``TIE_GAME``, scored."""


# -- drawing -------------------------------------------------------------------------------


def _center(square: int, left: float, top: float) -> tuple[float, float]:
    rank, file = divmod(square, SIZE)
    return left + (file + 0.5) * CELL, top + (SIZE - 1 - rank + 0.5) * CELL


def _tile(piece: Piece, x: float, y: float, *, up: bool, size: float = CELL - 2, at: str = "", readings: dict | None = None) -> str:
    """A tile of ``size`` centred on ``(x, y)``: its owner's colour, face-up with the
    kanji and its reading (of ``readings``, kind -> the catalogue's ``TILE_NAMES``, when
    given), face-down blank."""
    where = f' data-at="{at}"' if at else ""
    kind = f' data-kind="{piece.kind.value}"' if up else ""
    half = size / 2
    body = f'<rect class="fig-body" x="{x - half:g}" y="{y - half:g}" width="{size:g}" height="{size:g}" rx="{size / 7:.2f}"/>'
    if up:
        body += f'<text class="fig-kanji" x="{x:g}" y="{y + size * 0.12:.2f}" font-size="{size * 0.55:.2f}">{piece.kind.kanji}</text>'
        if readings:
            reading = escape(readings[piece.kind.value])
            body += f'<text class="fig-kana" x="{x:g}" y="{y + size * 0.42:.2f}" font-size="{size * 0.2:.2f}">{reading}</text>'
    face = " fig-up" if up and at else ""  # the face-up piece of the board, ringed as in the game
    return f'<g class="fig-tile{face}" data-piece="{piece.side.value}"{kind}{where}>{body}</g>'


def _mark(kind: str, x: float, y: float) -> str:
    """A square's mark: ``reach`` and ``place`` a dot and a ring, ``target`` (the square
    acted on, dashed) and ``acted`` a frame."""
    if kind in ("reach", "place"):
        return f'<circle class="fig-mark" data-mark="{kind}" cx="{x:g}" cy="{y:g}" r="{CELL * 0.18:g}"/>'
    inset = CELL / 2 - 0.6
    return (
        f'<rect class="fig-mark" data-mark="{kind}" x="{x - inset:g}" y="{y - inset:g}"'
        f' width="{2 * inset:g}" height="{2 * inset:g}" rx="1.2"/>'
    )


def _board(position: KunitoriPosition, marks: dict[int, str] | None = None, top: float = 0, readings: dict | None = None) -> tuple[str, float, float]:
    """The board of ``position`` with its coordinates and ``marks`` (square -> kind, see
    ``_mark``), drawn from (0, ``top``); and the width and height it takes."""
    left, inner = COORD + FRAME, SIZE * CELL
    board_top = top + FRAME
    parts = [
        f'<rect class="fig-frame" x="{COORD:g}" y="{top:g}" width="{inner + 2 * FRAME:g}" height="{inner + 2 * FRAME:g}" rx="1.5"/>',
        f'<rect class="fig-ban" x="{left:g}" y="{board_top:g}" width="{inner:g}" height="{inner:g}"/>',
        '<path class="fig-lines" d="'
        + "".join(f"M{left + k * CELL:g} {board_top:g}v{inner:g}M{left:g} {board_top + k * CELL:g}h{inner:g}" for k in (1, 2))
        + '"/>',
    ]
    for index in range(SIZE):
        parts.append(f'<text class="fig-coord" x="{COORD / 2:g}" y="{board_top + (SIZE - index - 0.5) * CELL + 1:g}">{index + 1}</text>')
        parts.append(f'<text class="fig-coord" x="{left + (index + 0.5) * CELL:g}" y="{board_top + inner + FRAME + 3.2:g}">{"abc"[index]}</text>')
    for square, piece in enumerate(position.board):
        if piece is not None:
            x, y = _center(square, left, board_top)
            parts.append(_tile(piece, x, y, up=position.is_face_up(square), at=square_name(square), readings=readings))
    parts += [_mark(kind, *_center(square, left, board_top)) for square, kind in (marks or {}).items()]
    return "".join(parts), left + inner + FRAME, inner + 2 * FRAME + COORD


def _strip(position: KunitoriPosition, side: Side, y: float, width: float, readings: dict | None = None) -> str:
    """``side``'s strip at height ``y``: its hand from the left (tiles of its colour,
    ``data-strip="hand"``), the pieces it received from the right (smaller tiles of the
    giver's colour in a box, ``data-strip="received"``)."""
    parts = [f'<g data-strip="hand" data-side="{side.value}">']
    for index, kind in enumerate(position.hand(side)):
        parts.append(_tile(Piece(side, kind), COORD + FRAME + (index + 0.5) * (TILE + 0.6), y + TRAY / 2, up=True, size=TILE, readings=readings))
    parts.append(f'</g><g data-strip="received" data-side="{side.value}">')
    received = position.received_by(side)
    if received:
        box = len(received) * (TILE + 0.6) + 1
        parts.append(f'<rect class="fig-received" x="{width - box:g}" y="{y + 0.3:g}" width="{box:g}" height="{TRAY - 0.6:g}" rx="1"/>')
        for index, kind in enumerate(received):
            x = width - 0.5 - (index + 0.5) * (TILE + 0.6)
            parts.append(_tile(Piece(side.opponent, kind), x, y + TRAY / 2, up=True, size=TILE - 1, readings=readings))
    parts.append("</g>")
    return "".join(parts)


def _with_hands(position: KunitoriPosition, marks: dict[int, str] | None = None, band: float = 0, readings: dict | None = None) -> tuple[str, float, float]:
    """The board between the strips of both sides, brown's above, white's below (after a
    ``band`` left empty under the board)."""
    board, width, height = _board(position, marks, top=TRAY, readings=readings)
    wide = COORD + FRAME + max(len(position.hand(side)) for side in SIDES) * (TILE + 0.6)
    if wide > width:  # the board centred under longer hands
        board, width = beside(board, (wide - width) / 2), wide
    strips = _strip(position, Side.BROWN, 0, width, readings) + _strip(position, Side.WHITE, TRAY + height + band, width, readings)
    return board + strips, width, height + band + 2 * TRAY




def board_svg(position: KunitoriPosition, marks: dict[int, str], *, label: str, name: str, readings: dict | None = None) -> str:
    """``position`` with ``marks`` as an SVG with the accessible name ``label`` (the tiles
    read as ``readings`` says: the catalogue's ``TILE_NAMES``)."""
    board, width, height = _board(position, marks, readings=readings)
    return _svg(board, width, height, label, name)


def example_svg(example: Example, label: str, readings: dict | None = None) -> str:
    """``example`` before and after, side by side with an arrow between: before, the
    squares the face-up piece reaches when it restricts the mover (else every square the
    mover may place on) and the square acted on; after, that square marked."""
    draw = partial(_with_hands if example.hands else _board, readings=readings)
    before, width, height = draw(example.before, before_marks(example))
    after_marks = {example.action.square: "acted"} if isinstance(example.action, Place) else {}
    after, _, _ = draw(example.after, after_marks)
    middle, level = width + GAP / 2, height / 2
    arrow = f'<polygon class="fig-then" points="{middle - 3:g},{level - 4:g} {middle + 3:g},{level:g} {middle - 3:g},{level + 4:g}"/>'
    return _svg(before + arrow + beside(after, width + GAP), 2 * width + GAP, height, label, example.name)


def score_svg(position: KunitoriPosition, label: str, readings: dict | None = None) -> str:
    """A finished board between the strips (the received pieces), the winner of each row
    marked right of it and of each column under it (a disc of its colour, a hollow ring
    for none)."""
    band = 6
    board, width, height = _with_hands(position, band=band, readings=readings)
    won = position.score().lines
    parts = [board]
    left, top = COORD + FRAME, TRAY + FRAME
    for index, name in enumerate(LINE_NAMES):
        owner = next((side.value for side, names in zip(SIDES, won) if name in names), "none")
        if name.isdigit():
            x, y = width + 3.5, top + (SIZE - int(name) + 0.5) * CELL
        else:
            x, y = left + (index - SIZE + 0.5) * CELL, height - TRAY - band / 2
        parts.append(f'<circle class="fig-line" data-line="{name}" data-owner="{owner}" cx="{x:g}" cy="{y:g}" r="2.2"/>')
    return _svg("".join(parts), width + 7, height, label, "score")


# -- what the figures say, from the engine ------------------------------------------------------


def reach_squares(position: KunitoriPosition) -> list[int]:
    """The squares the face-up piece of ``position`` reaches."""
    square = position.face_up
    piece = position.piece_at(square)
    return squares(reach(piece.side, piece.kind, square))


def place_squares(position: KunitoriPosition, kind: Kind | None = None) -> list[int]:
    """The squares where the side to move may place (a piece of ``kind``, or any)."""
    found = {action.square for action in position.legal_actions() if isinstance(action, Place) and kind in (None, action.kind)}
    return sorted(found)


def before_marks(example: Example) -> dict[int, str]:
    """The marks of an example's board before: where the mover may go (``reach`` under
    restriction 1, ``place`` when the face-up piece is the mover's own), and the square
    acted on."""
    before = example.before
    restricted = before.face_up is not None and before.passes == 0
    marks = {square: "reach" for square in reach_squares(before)} if restricted else {
        square: "place" for square in place_squares(before)
    }
    if isinstance(example.action, Place):
        marks[example.action.square] = "target"
    return marks


def _owner(texts: SimpleNamespace, side: Side) -> str:
    return texts.PIECE_NAMES[side.value]


def _kind(texts: SimpleNamespace, kind: Kind) -> str:
    return texts.KIND_NAMES[kind.value]


def _names(squares_list) -> str:
    return " ".join(square_name(square) for square in squares_list)


def reach_label(texts: SimpleNamespace, position: KunitoriPosition) -> str:
    """``しろの きん(b2)が とどく マス: b1 a2 c2 a3 b3 c3``."""
    square = position.face_up
    piece = position.piece_at(square)
    return texts.KUNITORI_FIGURES["reaches"].format(
        owner=_owner(texts, piece.side), kind=_kind(texts, piece.kind), square=square_name(square),
        squares=_names(reach_squares(position)),
    )


def example_label(texts: SimpleNamespace, example: Example) -> str:
    """The text alternative of ``example_svg``: who does what, where the mover may go and
    why, what leaves the board and what turns face-down (or who receives a point)."""
    words, before, action = texts.KUNITORI_FIGURES, example.before, example.action
    mover = _owner(texts, before.turn)
    if isinstance(action, Give):
        return sentences(texts, [
            words["cannot"].format(owner=mover, kind=_kind(texts, action.kind)),
            words["gives"].format(owner=mover, kind=_kind(texts, action.kind), receiver=_owner(texts, before.turn.opponent)),
        ])
    parts = [words["places"].format(owner=mover, kind=_kind(texts, action.kind), square=square_name(action.square))]
    if before.face_up is not None and before.passes == 0:
        up = before.piece_at(before.face_up)
        parts.append(words["only_reach"].format(mover=mover, owner=_owner(texts, up.side), kind=_kind(texts, up.kind), square=square_name(before.face_up)))
    else:
        parts.append(words["anywhere"].format(owner=mover, squares=_names(place_squares(before))))
    removed = before.piece_at(action.square)
    if removed is not None:
        parts.append(words["removed"].format(owner=_owner(texts, removed.side), square=square_name(action.square)))
    if before.face_up is not None:
        parts.append(words["turned"].format(square=square_name(before.face_up)))
    return sentences(texts, parts)


def restriction_label(texts: SimpleNamespace, kind: Kind) -> str:
    """Where restriction 2 lets white place ``kind`` on the first move."""
    return texts.KUNITORI_FIGURES["first"].format(kind=_kind(texts, kind), squares=_names(place_squares(FIRST, kind)))


def hands_label(texts: SimpleNamespace, position: KunitoriPosition) -> str:
    """``はじめの ばん。 ちゃいろの てごま: おう、ひしゃ…``: each hand, brown's first (as drawn)."""
    words = texts.KUNITORI_FIGURES
    hands = [
        words["hand"].format(owner=_owner(texts, side), kinds=texts.LIST_JOIN.join(_kind(texts, kind) for kind in position.hand(side)))
        for side in (Side.BROWN, Side.WHITE)
    ]
    return sentences(texts, [words["start"], *hands])


def score_label(texts: SimpleNamespace, position: KunitoriPosition) -> str:
    """Each side's lines and received pieces, the points, and what decided."""
    words, score = texts.KUNITORI_FIGURES, position.score()
    parts = []
    for index, side in enumerate(SIDES):
        lines = [texts.LINE_NAMES["row" if name.isdigit() else "column"].format(name=name) for name in score.lines[index]]
        parts.append(words["side_score"].format(
            owner=_owner(texts, side), lines=texts.LIST_JOIN.join(lines or [texts.NO_LINES]),
            received=score.received[index], points=score.points[index],
        ))
    winner = score.winner
    if score.decided_by.value == "pieces":
        parts.append(words["pieces_on_board"].format(white=score.pieces[0], brown=score.pieces[1]))
        parts.append(texts.TIE_BREAK.format(piece=_owner(texts, winner)))
    elif winner is not None:
        parts.append(words["wins"].format(owner=_owner(texts, winner)))
    return sentences(texts, parts)


# -- the page ----------------------------------------------------------------------------------



def _gallery(name: str, items: list[tuple[str, str]], caption_text: str) -> str:
    """Small drawings in a grid, each with its own short caption."""
    cells = "".join(f"<li>{drawing}<span>{escape(text)}</span></li>" for drawing, text in items)
    return figure(name, f'<ul class="fig-gallery">{cells}</ul>', caption_text)


def figure_html(texts: SimpleNamespace, name: str) -> str:
    """The figure of the section ``name`` (see ``PAGE``), or "" for a section without one."""
    words, readings = texts.KUNITORI_FIGURES, texts.TILE_NAMES
    if name == "pieces":
        drawing, width, height = _with_hands(FIRST, readings=readings)
        return figure(name, _svg(drawing, width, height, hands_label(texts, FIRST), name), words[name])
    if name == "reach":
        items = []
        for position in REACH_PIECES:
            piece = position.piece_at(position.face_up)
            marks = {square: "reach" for square in reach_squares(position)}
            drawing = board_svg(position, marks, label=reach_label(texts, position), name=f"reach-{piece.side.value}-{piece.kind.value}",
                                readings=readings)
            items.append((drawing, texts.TRAY_PIECE.format(owner=_owner(texts, piece.side), kind=_kind(texts, piece.kind))))
        return _gallery(name, items, words[name])
    if name == "restriction2":
        items = []
        for kind in (Kind.KNIGHT, Kind.PAWN):
            marks = {square: "place" for square in place_squares(FIRST, kind)}
            drawing = board_svg(FIRST, marks, label=restriction_label(texts, kind), name=f"first-{kind.value}", readings=readings)
            items.append((drawing, _kind(texts, kind)))
        return _gallery(name, items, words[name])
    examples = {example.name: example for example in (TURN, OWN, FACEDOWN, GIVE)}
    if name in examples:
        example = examples[name]
        return figure(name, example_svg(example, example_label(texts, example), readings), words[name])
    if name == "score":
        return figure(name, score_svg(SCORE, score_label(texts, SCORE), readings), words[name])
    return ""


def _text(texts: SimpleNamespace, text: str) -> str:
    """A text of the rules as HTML: ``{app}`` (at its start) becomes the badge that marks
    what this app decided, ``{hint}`` and ``{hint_full}`` the hint button's texts."""
    return rules_text(texts, text, app=app_badge(texts) + " ")


def rules_page(texts: SimpleNamespace) -> str:
    """The rules page in the language of ``texts`` (a くにとり catalogue): a section per
    entry of ``PAGE`` with its heading, paragraphs (a tuple of texts is a list) and figure.

    >>> from reversi.strings import catalogue
    >>> page = rules_page(catalogue("ja", "kunitori"))
    >>> page.count("<h3>"), page.count('role="img"'), page.count("<figure")
    (10, 17, 8)
    """
    return sections(PAGE, texts.KUNITORI_RULES, partial(_text, texts), partial(figure_html, texts))
