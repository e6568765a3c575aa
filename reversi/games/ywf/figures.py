"""The illustrated rules of YWF: small SVG drawings of real positions of the engine
(``reversi.games.ywf.rules``), so that they show the rules exactly as the game plays them, and
the rules page that places them among the texts of the catalogue.

Pure Python (no browser): ``rules_page(texts)`` is the HTML that ``reversi.web.rules``
puts into the rules dialog. Every drawing is an ``<svg role="img">`` whose
``aria-label`` (its text alternative) is composed from the catalogue and the engine's
position; the style sheet colours it by class (``fig-*``). A square's pieces carry
``data-piece`` (black, white or neutral) and ``data-at`` (its name).

>>> from reversi.strings import catalogue
>>> ja, en = catalogue("ja", "ywf"), catalogue("en", "ywf")
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

from ...base.illustrated import CELL, Area, beside, board, closing, disc, figure, icon, piece, rules_text, sections, svg, then
from ...base.bitboard import squares
from ...base.sides import Color, square_name
from ...base.speech import sentences
from ...strings import catalogue
from .rules import SIZE, Action, Kind, Piece, Step, YwfPosition, may_change

PX_PER_UNIT = 3.2
"""The size a drawing asks for (a square of 32 px); the style sheet lets it shrink to fit."""
_svg = partial(svg, scale=PX_PER_UNIT)
COLUMN = 9
"""The width of the token column."""
TOKEN_PLACES = (Color.BLACK, None, Color.WHITE)
"""Where the token can stand, top to bottom in the column: black's side, the centre,
white's side (``YwfPosition.token``)."""
WHOLE = Area(SIZE)
"""The whole board."""
PAGE = ("pieces", "start", "play", "change", "token", "pass", "end", "app")
"""The sections of the rules page, in order (their texts: ``YWF_RULES`` in the catalogue)."""


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


PLAY = Example("play", YwfPosition.initial(), Action.parse("c5"), Area(SIZE, range(2, 6), range(3, 6)))
"""Black's first Play on c5: the white piece beside it becomes neutral, the neutral one
behind it black (one line, both steps)."""
CHANGE = Example("change", YwfPosition.replay("d7 c7"), Action.parse("+d4"), Area(SIZE, range(2, 6), range(3, 7)), token=True)
"""Black's Change of d4 after d7 c7: down the column the white piece becomes neutral,
the neutral one black, and the token goes from the centre to white's side."""


# -- drawing -------------------------------------------------------------------------------


def _piece(kind: Piece, x: float, y: float, at: str = "") -> str:
    """A piece centred on ``(x, y)``: a lying disc, or Futsu-no-ko standing (a narrow
    upright piece seen edge-on, with its shadow)."""
    if kind is not Piece.NEUTRAL:
        return disc(kind.value, x, y, at)
    body = (
        f'<ellipse class="fig-shadow" cx="{x + 0.8:g}" cy="{y + 4:g}" rx="2.6" ry="0.8"/>'
        f'<rect class="fig-body" x="{x - 1.5:g}" y="{y - 4.3:g}" width="3" height="8.4" rx="1.3"/>'
        f'<rect class="fig-edge" x="{x - 0.7:g}" y="{y - 3.4:g}" width="0.7" height="6.6" rx="0.35"/>'
    )
    return piece(kind.value, body, at)


def _board(position: YwfPosition, area: Area, marks=None, arrows=(), ghost=None) -> tuple[str, float, float]:
    """``board`` of ``area`` with the pieces of ``position``; ``ghost``: a square and the
    piece about to be put there."""

    def pieces(square: int, x: float, y: float) -> str:
        kind = position.piece_at(square)
        return "" if kind is None else _piece(kind, x, y, at=square_name(square, SIZE))

    faint = None if ghost is None else (ghost[0], partial(_piece, ghost[1]))
    return board(area, pieces, marks, arrows, faint)


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
    position: YwfPosition, area: Area = WHOLE, *, label: str, token: bool = False, name: str = "board"
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
    ends = [closing(square, tuple(step.square for step in line), SIZE) for line in example.lines]
    changed = {step.square: "changed" for line in example.lines for step in line}
    ghost = (square, Piece(example.before.turn.value)) if example.action.kind is Kind.PLAY else None
    before, width, height = _board(example.before, area, {square: "target"}, [(square, end) for end in ends], ghost)
    after, _, _ = _board(example.after, area, {square: "acted", **changed})
    if example.token:
        moved = example.after.token is not example.before.token
        before += beside(_column(example.before.token, height), width + 2)
        after += beside(_column(example.after.token, height, moved), width + 2)
        width += 2 + COLUMN
    body, width = then(before, after, width, height)
    return _svg(body, width, height, label, example.name)


def token_svg(place: Color | None, label: str) -> str:
    """The token column alone with the token at ``place``."""
    height = 48
    return _svg(_column(place, height), COLUMN, height, label, f"token-{_place_name(place)}")


def piece_icon(kind: Piece) -> str:
    """A piece on a green square, the size of the text around it (``icon``)."""
    return icon(_piece(kind, CELL / 2, CELL / 2))


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
    return rules_text(texts, text, **{piece.value: piece_icon(piece) for piece in Piece})


def rules_page(texts: SimpleNamespace) -> str:
    """The rules page in the language of ``texts``: a section per entry of ``PAGE`` with
    its heading, paragraphs (a tuple of texts is a list) and figure.

    >>> from reversi.strings import catalogue
    >>> page = rules_page(catalogue("ja", "ywf"))
    >>> page.count("<h3>"), page.count('role="img"'), page.count("<figure")
    (8, 6, 4)
    """
    return sections(PAGE, texts.YWF_RULES, partial(_text, texts), partial(figure_html, texts))
