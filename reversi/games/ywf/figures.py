"""The illustrated rules of YWF: small SVG drawings of real positions of the engine
(``reversi.games.ywf.rules``), so that they show the rules exactly as the game plays them, and
the rules page that places them among the texts of the catalogue.

Pure Python (no browser): ``rules_page(texts)`` is the HTML that ``reversi.web.rules``
puts into the rules dialog. Every drawing is an ``<svg role="img">`` whose
``aria-label`` (its text alternative) is composed from the catalogue and the engine's
position; the style sheet colours it by class (``fig-*``). A square's pieces carry
``data-piece`` (black, white or neutral) and ``data-at`` (its name).

>>> from reversi.strings import catalogue
>>> ja, en = catalogue("ja"), catalogue("en")
>>> svg = board_svg(YwfPosition.initial(), label="start")
>>> [svg.count(f'data-piece="{piece.value}"') for piece in Piece]
[3, 3, 3]
>>> PLAY.after == YwfPosition.initial().play(Action.parse("c5"))
True
>>> example_label(ja, PLAY)
'わるいこが c5に おく。 d5の よいこは ふつうのこに、e5の ふつうのこは わるいこに。'
>>> print(example_label(en, CHANGE))
Warui-ko changes the Futsu-no-ko on d4. d5 Yoi-ko becomes Futsu-no-ko; d6 Futsu-no-ko becomes Warui-ko; the token moves to Yoi-ko's side.
>>> [changers(place) for place in TOKEN_PLACES]
[(<Color.BLACK: 'black'>,), (<Color.BLACK: 'black'>, <Color.WHITE: 'white'>), (<Color.WHITE: 'white'>,)]
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from types import SimpleNamespace

from ...base.graph import escape
from ...base.illustrated import beside, figure, section, svg
from ...base.bitboard import squares
from ...base.sides import Color, square_name
from ...base.speech import sentences
from ...strings import catalogue
from .rules import SIZE, Action, Kind, Piece, Step, YwfPosition, may_change

CELL = 10
"""The side of a square, in the drawings' units."""
PX_PER_UNIT = 3.2
"""The size a drawing asks for (a square of 32 px); the style sheet lets it shrink to fit."""
_svg = partial(svg, scale=PX_PER_UNIT)
FRAME = 1.6
"""The board's wooden frame, drawn on the sides where the board really ends."""
CUT = 4
"""How far the green goes on past the last square drawn where the board goes on."""
GAP = 16
"""Between the board before and the board after an action (an arrow there)."""
COLUMN = 9
"""The width of the token column."""
TOKEN_PLACES = (Color.BLACK, None, Color.WHITE)
"""Where the token can stand, top to bottom in the column: black's side, the centre,
white's side (``YwfPosition.token``)."""
PAGE = ("pieces", "start", "play", "change", "token", "pass", "end", "app")
"""The sections of the rules page, in order (their texts: ``YWF_RULES`` in the catalogue)."""


@dataclass(frozen=True)
class Area:
    """The part of the board drawn: ``columns`` and ``rows`` (0-based ranges, a to i and
    1 to 9)."""

    columns: range = range(SIZE)
    rows: range = range(SIZE)

    def __contains__(self, square: int) -> bool:
        row, column = divmod(square, SIZE)
        return row in self.rows and column in self.columns

    def cut(self) -> tuple[bool, bool, bool, bool]:
        """Whether the board goes on past the left, top, right and bottom side."""
        columns, rows = self.columns, self.rows
        return columns.start > 0, rows.start > 0, columns.stop < SIZE, rows.stop < SIZE


@dataclass(frozen=True)
class Example:
    """An action shown before and after it: the position ``before``, the ``action`` of
    the side to move, the ``area`` drawn, and whether the token column is drawn too.
    ``name`` is its caption's key in ``YWF_FIGURES``."""

    name: str
    before: YwfPosition
    action: Action
    area: Area
    token: bool = False

    @property
    def after(self) -> YwfPosition:
        return self.before.play(self.action)

    @property
    def lines(self) -> tuple[tuple[Step, ...], ...]:
        return self.before.change_lines(self.action)


PLAY = Example("play", YwfPosition.initial(), Action.parse("c5"), Area(range(2, 6), range(3, 6)))
"""Black's first Play on c5: the white piece beside it becomes neutral, the neutral one
behind it black (one line, both steps)."""
CHANGE = Example("change", YwfPosition.replay("d7 c7"), Action.parse("+d4"), Area(range(2, 6), range(3, 7)), token=True)
"""Black's Change of d4 after d7 c7: down the column the white piece becomes neutral,
the neutral one black, and the token goes from the centre to white's side."""


# -- drawing -------------------------------------------------------------------------------


def _piece(piece: Piece, x: float, y: float, at: str = "") -> str:
    """A piece centred on ``(x, y)``: a lying disc, or Futsu-no-ko standing (a narrow
    upright piece seen edge-on, with its shadow)."""
    where = f' data-at="{at}"' if at else ""
    if piece is Piece.NEUTRAL:
        body = (
            f'<ellipse class="fig-shadow" cx="{x + 0.8:g}" cy="{y + 4:g}" rx="2.6" ry="0.8"/>'
            f'<rect class="fig-body" x="{x - 1.5:g}" y="{y - 4.3:g}" width="3" height="8.4" rx="1.3"/>'
            f'<rect class="fig-edge" x="{x - 0.7:g}" y="{y - 3.4:g}" width="0.7" height="6.6" rx="0.35"/>'
        )
    else:
        body = f'<circle class="fig-body" cx="{x:g}" cy="{y:g}" r="4"/>'
    return f'<g class="fig-piece" data-piece="{piece.value}"{where}>{body}</g>'


def _center(area: Area, square: int, left: float, top: float) -> tuple[float, float]:
    row, column = divmod(square, SIZE)
    return left + (column - area.columns.start + 0.5) * CELL, top + (row - area.rows.start + 0.5) * CELL


def _arrow(start: tuple[float, float], end: tuple[float, float]) -> str:
    """An arrow from the centre of one square to the centre of another, drawn half a
    square aside, along the grid line, so that it hides none of the pieces it passes."""
    (x1, y1), (x2, y2) = start, end
    length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    aside_x, aside_y = uy * CELL / 2, -ux * CELL / 2  # up for an arrow to the right, right for one down
    x1, y1, x2, y2 = x1 + aside_x, y1 + aside_y, x2 + aside_x, y2 + aside_y
    head = [(x2, y2), (x2 - ux * 3 - uy * 2, y2 - uy * 3 + ux * 2), (x2 - ux * 3 + uy * 2, y2 - uy * 3 - ux * 2)]
    points = " ".join(f"{x:.2f},{y:.2f}" for x, y in head)
    shaft = f"M{x1:.2f} {y1:.2f}L{x2 - ux * 2:.2f} {y2 - uy * 2:.2f}"
    return (
        f'<g class="fig-arrow"><path class="fig-outline" d="{shaft}"/><polygon class="fig-outline" points="{points}"/>'
        f'<path d="{shaft}"/><polygon points="{points}"/></g>'
    )


def _mark(kind: str, x: float, y: float) -> str:
    """A square's mark around the piece centred on ``(x, y)``: ``target`` (the square
    acted on, before), ``acted`` (after) or ``changed``."""
    inset = CELL / 2 - 0.9
    return (
        f'<rect class="fig-mark" data-mark="{kind}" x="{x - inset:g}" y="{y - inset:g}"'
        f' width="{2 * inset:g}" height="{2 * inset:g}" rx="1.4"/>'
    )


def _board(
    position: YwfPosition,
    area: Area,
    marks: dict[int, str] | None = None,
    arrows=(),
    ghost: tuple[int, Piece] | None = None,
) -> tuple[str, float, float]:
    """The squares of ``area`` with their pieces, ``marks`` (square -> kind, see
    ``_mark``), ``arrows`` (pairs of squares) and a ``ghost`` (a square and the faint
    piece about to be put there), drawn from (0, 0); and the width and height they take.
    The wooden frame shows where the board ends; where it goes on, the green runs on a
    little."""
    cut_left, cut_top, cut_right, cut_bottom = area.cut()
    left, top = CUT if cut_left else FRAME, CUT if cut_top else FRAME
    squares_wide, squares_high = len(area.columns) * CELL, len(area.rows) * CELL
    width = left + squares_wide + (CUT if cut_right else FRAME)
    height = top + squares_high + (CUT if cut_bottom else FRAME)
    green_x, green_y = (0 if cut_left else left), (0 if cut_top else top)
    green_wide = (width if cut_right else left + squares_wide) - green_x
    green_high = (height if cut_bottom else top + squares_high) - green_y
    lines = [f"M{left + k * CELL:g} {green_y:g}v{green_high:g}" for k in range(len(area.columns) + 1)]
    lines += [f"M{green_x:g} {top + k * CELL:g}h{green_wide:g}" for k in range(len(area.rows) + 1)]
    parts = [
        f'<rect class="fig-frame" width="{width:g}" height="{height:g}" rx="1.5"/>',
        f'<rect class="fig-board" x="{green_x:g}" y="{green_y:g}" width="{green_wide:g}" height="{green_high:g}"/>',
        f'<path class="fig-lines" d="{"".join(lines)}"/>',
    ]
    for row in area.rows:
        for column in area.columns:
            square = row * SIZE + column
            piece = position.piece_at(square)
            if piece is not None:
                parts.append(_piece(piece, *_center(area, square, left, top), at=square_name(square, SIZE)))
    if ghost is not None:
        square, piece = ghost
        parts.append(f'<g class="fig-ghost">{_piece(piece, *_center(area, square, left, top))}</g>')
    parts += [_mark(kind, *_center(area, square, left, top)) for square, kind in (marks or {}).items()]
    parts += [_arrow(_center(area, start, left, top), _center(area, end, left, top)) for start, end in arrows]
    return "".join(parts), width, height


def _column(token: Color | None, height: float, moved: bool = False) -> str:
    """The token column, ``height`` high, drawn from (0, 0): black's side at the top
    (marked with a small black piece), white's at the bottom, the centre between, and
    the token at ``token`` (ringed when it has just ``moved``)."""
    x = COLUMN / 2
    parts = [
        f'<rect class="fig-column" x="0.4" y="0.4" width="{COLUMN - 0.8:g}" height="{height - 0.8:g}" rx="2.5"/>',
        f'<circle class="fig-end" data-piece="black" cx="{x:g}" cy="3.4" r="2.2"/>',
        f'<circle class="fig-end" data-piece="white" cx="{x:g}" cy="{height - 3.4:g}" r="2.2"/>',
    ]
    for place in TOKEN_PLACES:
        y = _place_y(place, height)
        parts.append(f'<circle class="fig-slot" cx="{x:g}" cy="{y:g}" r="3"/>')
        if place is token:
            ring = f'<circle class="fig-mark" data-mark="changed" cx="{x:g}" cy="{y:g}" r="4.1"/>' if moved else ""
            token_circle = f'<circle cx="{x:g}" cy="{y:g}" r="3.1"/>'
            parts.append(f'<g class="fig-token" data-token="{_place_name(place)}">{token_circle}{ring}</g>')
    return "".join(parts)


def _place_y(place: Color | None, height: float) -> float:
    spread = height / 2 - 11
    return height / 2 + spread * (TOKEN_PLACES.index(place) - 1)


def _place_name(place: Color | None) -> str:
    """``black``, ``center`` or ``white``: the key of a token place in ``TOKEN_PLACES``."""
    return "center" if place is None else place.value




def board_svg(
    position: YwfPosition, area: Area = Area(), *, label: str, token: bool = False, name: str = "board"
) -> str:
    """``position`` (or its ``area``) as an SVG with the accessible name ``label``; with
    ``token``, the token column beside it."""
    board, width, height = _board(position, area)
    if token:
        board += beside(_column(position.token, height), width + 2)
        width += 2 + COLUMN
    return _svg(board, width, height, label, name)


def example_svg(example: Example, label: str) -> str:
    """``example`` before and after, side by side with an arrow between: before, the
    square acted on (dashed) and an arrow along each line that changes, to the mover's
    piece that closes it (and, for a Play, the piece to be put there, faint); after,
    the square acted on and every changed piece marked; and the token column beside each,
    if the example has it."""
    area, square = example.area, example.action.square
    closing = [_closing(square, line) for line in example.lines]
    changed = {step.square: "changed" for line in example.lines for step in line}
    ghost = (square, Piece(example.before.turn.value)) if example.action.kind is Kind.PLAY else None
    before, width, height = _board(example.before, area, {square: "target"}, [(square, end) for end in closing], ghost)
    after, _, _ = _board(example.after, area, {square: "acted", **changed})
    if example.token:
        moved = example.after.token is not example.before.token
        before += beside(_column(example.before.token, height), width + 2)
        after += beside(_column(example.after.token, height, moved), width + 2)
        width += 2 + COLUMN
    middle = width + GAP / 2
    arrow = (
        f'<polygon class="fig-then" points="{middle - 4:g},{height / 2 - 5:g} {middle + 4:g},{height / 2:g}'
        f' {middle - 4:g},{height / 2 + 5:g}"/>'
    )
    body = before + arrow + beside(after, width + GAP)
    return _svg(body, 2 * width + GAP, height, label, example.name)


def _closing(square: int, line: tuple[Step, ...]) -> int:
    """The mover's piece that closes ``line`` (which goes outward from ``square``)."""
    last = line[-1].square
    d_row = (line[0].square // SIZE) - square // SIZE
    d_column = (line[0].square % SIZE) - square % SIZE
    return last + d_row * SIZE + d_column


def token_svg(place: Color | None, label: str) -> str:
    """The token column alone with the token at ``place``."""
    height = 48
    return _svg(_column(place, height), COLUMN, height, label, f"token-{_place_name(place)}")


def piece_icon(piece: Piece) -> str:
    """A piece on a green square, the size of the text around it, for the rules' texts
    (beside its name, so hidden from screen readers)."""
    return (
        f'<svg class="fig-icon" viewBox="0 0 {CELL} {CELL}" aria-hidden="true">'
        f'<rect class="fig-board" width="{CELL}" height="{CELL}" rx="1.5"/>{_piece(piece, CELL / 2, CELL / 2)}</svg>'
    )


# -- what the figures say, from the engine ------------------------------------------------------


def changers(place: Color | None) -> tuple[Color, ...]:
    """The sides the engine lets Change with the token at ``place`` (when the last action
    was not a Change)."""
    start = YwfPosition.initial()
    return tuple(color for color in Color if may_change(replace(start, turn=color, token=place).node))


def _name(texts: SimpleNamespace, piece: Piece) -> str:
    return catalogue(texts.LANGUAGE, "ywf").PIECE_NAMES[piece.value]


def caption(texts: SimpleNamespace, example: Example) -> str:
    """``わるいこが c5に おく``: who does what, where."""
    mover = _name(texts, Piece(example.before.turn.value))
    return texts.YWF_FIGURES[example.name].format(mover=mover, square=square_name(example.action.square, SIZE))


def example_label(texts: SimpleNamespace, example: Example) -> str:
    """The text alternative of ``example_svg``: the caption, then each piece that changes
    and to what (and where the token goes)."""
    words = texts.YWF_FIGURES
    steps = [
        words["step"].format(
            square=square_name(step.square, SIZE), before=_name(texts, step.before), after=_name(texts, step.after)
        )
        for line in example.lines
        for step in line
    ]
    before, after = example.before.token, example.after.token
    if example.token and before is not after:
        steps.append(words["token_step"].format(after=texts.TOKEN_PLACES[_place_name(after)]))
    return sentences(texts, [caption(texts, example), words["join"].join(steps)])


def position_label(texts: SimpleNamespace, position: YwfPosition) -> str:
    """The text alternative of a whole board: ``YWF_FIGURES["start"]``, where each kind of
    piece stands (in board order) and where the token is."""
    words = texts.YWF_FIGURES
    boards = {Piece.BLACK: position.black, Piece.WHITE: position.white, Piece.NEUTRAL: position.neutral}
    pieces = [
        words["pieces"].format(name=_name(texts, piece), squares=" ".join(square_name(s, SIZE) for s in squares(board)))
        for piece, board in boards.items()
    ]
    token = words["token_at"].format(place=texts.TOKEN_PLACES[_place_name(position.token)])
    return sentences(texts, [words["start"], words["join"].join(pieces), token])


# -- the page ----------------------------------------------------------------------------------



def figure_html(texts: SimpleNamespace, name: str) -> str:
    """The figure of the section ``name`` (see ``PAGE``), or "" for a section without one."""
    if name == "start":
        start = YwfPosition.initial()
        drawing = board_svg(start, label=position_label(texts, start), token=True, name=name)
        return figure(name, drawing, texts.YWF_FIGURES[name])
    if name in ("play", "change"):
        example = PLAY if name == "play" else CHANGE
        return figure(name, example_svg(example, example_label(texts, example)), caption(texts, example))
    if name == "token":
        items = []
        for place in TOKEN_PLACES:
            label = texts.YWF_FIGURES["token_at"].format(place=texts.TOKEN_PLACES[_place_name(place)])
            who = changers(place)
            key = "both" if len(who) == 2 else who[0].value
            items.append(f"<li>{token_svg(place, label)}<span>{_text(texts, texts.TOKEN_CHANGERS[key])}</span></li>")
        return figure(name, f'<ul class="token-places">{"".join(items)}</ul>', texts.YWF_FIGURES[name])
    return ""


def _text(texts: SimpleNamespace, text: str) -> str:
    """A text of the rules as HTML: ``{black}``, ``{white}`` and ``{neutral}`` become
    the pieces' pictures, ``{hint}`` and ``{hint_full}`` the hint button's texts."""
    return escape(text).format(
        **{piece.value: piece_icon(piece) for piece in Piece},
        hint=escape(texts.HINT),
        hint_full=escape(texts.HINT_LEVELS["full"]),
    )


def rules_page(texts: SimpleNamespace) -> str:
    """The rules page in the language of ``texts``: a section per entry of ``PAGE`` with
    its heading, paragraphs (a tuple of texts is a list) and figure.

    >>> from reversi.strings import catalogue
    >>> page = rules_page(catalogue("ja"))
    >>> page.count("<h3>"), page.count('role="img"'), page.count("<figure")
    (8, 6, 4)
    """
    sections = []
    for name in PAGE:
        part = texts.YWF_RULES[name]
        render = lambda text: _text(texts, text)  # noqa: E731
        sections.append(section(name, escape(part["heading"]), part["text"], render, figure_html(texts, name)))
    return "".join(sections)
