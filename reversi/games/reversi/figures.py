"""The illustrated rules of Reversi: small SVG drawings of real positions of the engine
(``reversi.games.reversi.position``), each reached by legal play from the start, so that
they show the rules exactly as the game plays them; and the rules page that places them
among the texts of the catalogue (``REVERSI_RULES``, ``REVERSI_FIGURES``).

Pure Python (no browser): ``rules_page(texts)`` is the HTML that ``reversi.web.rules``
puts into the rules dialog. Every drawing is an ``<svg role="img">`` whose ``aria-label``
(its text alternative) is composed from the catalogue and the engine's position; a
square's disc carries ``data-piece`` (black or white) and ``data-at`` (its name).

>>> from reversi.strings import catalogue
>>> ja, en = catalogue("ja", "reversi"), catalogue("en", "reversi")
>>> [square_name(square) for line in LINES.lines for square in line]
['c2', 'd2', 'd3', 'e3', 'd4', 'c4', 'b4', 'b3', 'b2']
>>> example_label(ja, PLACE)
'くろが e8に おく。 e7 e6 e5の しろが くろに。'
>>> print(pass_label(en, PASS))
Black cannot place anywhere and passes; White plays again. White can place on e3 f6.
>>> score_label(ja, DRAW)
'32 たい 32。ひきわけ。 くろ 32こ、しろ 32こ。'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from types import SimpleNamespace

from ...base.bitboard import squares
from ...base.graph import escape
from ...base.illustrated import CELL, Area, arrow, board, closing, disc, figure, icon, rules_text, sections, svg, then
from ...base.sides import Color, square_name
from ...base.speech import sentences
from ...strings import plural
from .position import Position

SIZE = Position.SIZE
WHOLE = Area(SIZE)
"""The whole board."""
PX_PER_UNIT = 3.2
"""The size a drawing asks for (a square of 32 px); the style sheet lets it shrink to fit."""
_svg = partial(svg, scale=PX_PER_UNIT)
COUNTS = 22
"""The width of the column of counts beside a finished game's board."""
TURNS = 16
"""The width of the column of turns beside the board of the pass."""
PAGE = ("aim", "start", "place", "lines", "pass", "end", "count", "app")
"""The sections of the rules page, in order (their texts: ``REVERSI_RULES`` in the catalogue)."""


@dataclass(frozen=True)
class Example:
    """A disc placed, shown before and after: the position ``before`` (reached from the
    start by ``moves``), the ``square`` the side to move places on, and the ``area`` drawn.
    ``name`` is its caption's key in ``REVERSI_FIGURES``."""

    name: str
    moves: str
    square: int
    area: Area

    @property
    def before(self) -> Position:
        return Position.replay(self.moves)

    @property
    def after(self) -> Position:
        return self.before.play(self.square)

    @property
    def lines(self) -> tuple[tuple[int, ...], ...]:
        """The discs it turns, a line per direction, each from the new disc outward."""
        return self.before.flip_lines(self.square)


PLACE = Example("place", "e6f6c4e7", 60, Area(SIZE, range(2, 7), range(3, 8)))
"""Black's e8 after e6 f6 c4 e7: one line of three white discs, closed by black's e4."""
LINES = Example(
    "lines", "d3e3f6e6f4c5c4b3b4a3a4a5b2c1b1c2a2a1d1e1d2f3f5", 18, Area(SIZE, range(0, 6), range(0, 5))
)
"""White's c3 in a game of 23 moves: it turns discs in all eight directions at once."""
PASS = "d3c3b3b2f5a3a1c1"
"""A game of 8 moves after which black cannot place anywhere and white can."""
END = "d3e3f3c3b3f4f5b2a1"
"""A game of 9 moves that ends with no white disc left and most of the board empty."""
DRAW = (
    "d3e3f4c5d6f5f3e7b6b5f6d2d8g7c3f2e6a7c6b2g5c7g3g2b8d7a6g4a8h6g6f7a4b7b3h5h1g1c4e2h2a2a1a5d1b1c2h4h3a3"
    "e1c1g8e8h7b4c8h8f8f1"
)
"""A whole game that fills the board and ends 32 to 32."""


# -- drawing -------------------------------------------------------------------------------


def _discs(position: Position):
    """What ``board`` draws on each square: the disc of ``position`` there, if any."""

    def drawn(square: int, x: float, y: float) -> str:
        color = position.piece_at(square)
        return "" if color is None else disc(color.value, x, y, square_name(square))

    return drawn


def _dot(x: float, y: float) -> str:
    """The mark of a square where the side to move may place (as the hint shows it)."""
    return f'<circle class="fig-mark" data-mark="hint" cx="{x:g}" cy="{y:g}" r="2.4"/>'


def board_svg(position: Position, *, label: str, name: str) -> str:
    """The whole board of ``position`` as an SVG with the accessible name ``label``."""
    body, width, height = board(WHOLE, _discs(position))
    return _svg(body, width, height, label, name)


def pass_svg(position: Position, word: str, label: str) -> str:
    """The whole board of ``position``, where the side to move must pass, with a dot where
    the other side may place; beside it, the side that passes (``word`` under its disc),
    an arrow down, and the other side's disc, ringed: whose turn it is now."""
    after = position.pass_turn()
    body, width, height = board(WHOLE, _discs(position))
    body += "".join(_dot(*WHOLE.center(square)) for square in after.legal_squares())
    x, top, bottom = width + 2 + TURNS / 2, height * 0.18, height * 0.78
    body += (
        f'<g class="fig-turn" data-piece="{position.turn.value}" data-turn="passed">{disc(position.turn.value, x, top)}'
        f'<text x="{x:g}" y="{top + 11:g}">{escape(word)}</text></g>'
        f'<polygon class="fig-then" points="{x - 4:g},{height * 0.5:g} {x + 4:g},{height * 0.5:g} {x:g},{height * 0.5 + 7:g}"/>'
        f'<g class="fig-turn" data-piece="{after.turn.value}" data-turn="next">{disc(after.turn.value, x, bottom)}'
        f'<circle class="fig-mark" data-mark="changed" cx="{x:g}" cy="{bottom:g}" r="5.2"/></g>'
    )
    return _svg(body, width + 2 + TURNS, height, label, "pass")


def example_svg(example: Example, label: str) -> str:
    """``example`` before and after, side by side with an arrow between: before, the
    square placed on (dashed), the disc to be put there (faint) and an arrow along each
    line that turns, from it through the discs turned to the mover's disc that closes the
    line; after, the new disc and every
    turned disc marked."""
    area, square, color = example.area, example.square, example.before.turn.value
    ends = [area.center(closing(square, line, SIZE)) for line in example.lines]
    turned = {disc_square: "changed" for line in example.lines for disc_square in line}
    ghost = (square, partial(disc, color))
    before, width, height = board(area, _discs(example.before), {square: "target"}, (), ghost)
    before += "".join(arrow(area.center(square), end, aside=0, skip=4.5) for end in ends)  # a star from the new disc
    after, _, _ = board(area, _discs(example.after), {square: "acted", **turned})
    body, width = then(before, after, width, height)
    return _svg(body, width, height, label, example.name)


def score_svg(position: Position, label: str, name: str) -> str:
    """The whole board of a finished game and, beside it, each side's disc over its count
    (the winner's ringed; an equals sign between them for a draw)."""
    body, width, height = board(WHOLE, _discs(position))
    x, winner = width + 2 + COUNTS / 2, position.winner()
    for color, count, y in zip(Color, position.counts(), (height * 0.3, height * 0.7)):
        ring = f'<circle class="fig-mark" data-mark="changed" cx="{x:g}" cy="{y - 4:g}" r="5.2"/>' if color is winner else ""
        body += (
            f'<g class="fig-count" data-piece="{color.value}">{disc(color.value, x, y - 4)}{ring}'
            f'<text x="{x:g}" y="{y + 9:g}">{count}</text></g>'
        )
    if winner is None:
        body += f'<text class="fig-equal" x="{x:g}" y="{height * 0.5 + 3:g}">=</text>'
    return _svg(body, width + 2 + COUNTS, height, label, name)


def disc_icon(color: Color) -> str:
    """A disc on a green square, the size of the text around it (``icon``)."""
    return icon(disc(color.value, CELL / 2, CELL / 2))


# -- what the figures say, from the engine ------------------------------------------------------


def _name(texts: SimpleNamespace, color: Color) -> str:
    return texts.PIECE_NAMES[color.value]


def _squares(found) -> str:
    return " ".join(square_name(square) for square in found)


def caption(texts: SimpleNamespace, example: Example) -> str:
    """``くろが e8に おく``: who places where."""
    mover = _name(texts, example.before.turn)
    return texts.REVERSI_FIGURES[example.name].format(mover=mover, square=square_name(example.square))


def example_label(texts: SimpleNamespace, example: Example) -> str:
    """The text alternative of ``example_svg``: the caption, then the discs each line turns."""
    words, mover = texts.REVERSI_FIGURES, example.before.turn
    turned = [
        words["turned"].format(squares=_squares(line), before=_name(texts, mover.opponent), after=_name(texts, mover))
        for line in example.lines
    ]
    return sentences(texts, [caption(texts, example), words["join"].join(turned)])


def position_label(texts: SimpleNamespace, position: Position, heading: str) -> str:
    """The text alternative of a whole board: ``heading``, then where each side's discs stand."""
    words = texts.REVERSI_FIGURES
    boards = {Color.BLACK: position.black, Color.WHITE: position.white}
    where = [words["pieces"].format(name=_name(texts, color), squares=_squares(squares(found))) for color, found in boards.items()]
    return sentences(texts, [heading, words["join"].join(where)])


def pass_caption(texts: SimpleNamespace, moves: str) -> str:
    """``くろは おける ところが ないので パス。また しろの ばん``: the position after ``moves``."""
    turn = Position.replay(moves).turn
    return texts.REVERSI_FIGURES["pass"].format(mover=_name(texts, turn), other=_name(texts, turn.opponent))


def pass_label(texts: SimpleNamespace, moves: str) -> str:
    """The text alternative of the pass: the caption, then where the other side may place."""
    position = Position.replay(moves).pass_turn()
    places = texts.REVERSI_FIGURES["places"].format(
        name=_name(texts, position.turn), squares=_squares(position.legal_squares())
    )
    return sentences(texts, [pass_caption(texts, moves), places])


def result(texts: SimpleNamespace, moves: str) -> str:
    """``32 たい 32。ひきわけ``: the count and the result of the game ``moves``."""
    position = Position.replay(moves)
    black, white = position.counts()
    winner = position.winner()
    outcome = texts.GAME_RESULTS["draw" if winner is None else winner.value].format(piece=_name(texts, winner or Color.BLACK))
    return texts.REVERSI_FIGURES["result"].format(score=texts.FINAL_SCORE.format(black=black, white=white), result=outcome)


def score_label(texts: SimpleNamespace, moves: str) -> str:
    """The text alternative of ``score_svg``: the result, then each side's count."""
    counts = zip(Color, Position.replay(moves).counts())
    each = [plural(texts.SCORE_LABEL, count).format(name=_name(texts, color), count=count) for color, count in counts]
    return sentences(texts, [result(texts, moves), texts.REVERSI_FIGURES["join"].join(each)])


# -- the page ----------------------------------------------------------------------------------


def figure_html(texts: SimpleNamespace, name: str) -> str:
    """The figure of the section ``name`` (see ``PAGE``), or "" for a section without one."""
    words = texts.REVERSI_FIGURES
    if name == "start":
        start = Position.initial()
        return figure(name, board_svg(start, label=position_label(texts, start, words[name]), name=name), words[name])
    if name in ("place", "lines"):
        example = PLACE if name == "place" else LINES
        return figure(name, example_svg(example, example_label(texts, example)), caption(texts, example))
    if name == "pass":
        drawing = pass_svg(Position.replay(PASS), texts.MOVE_PASS, pass_label(texts, PASS))
        return figure(name, drawing, pass_caption(texts, PASS))
    if name in ("end", "count"):
        moves = END if name == "end" else DRAW
        label = score_label(texts, moves)
        shown = sentences(texts, [words["end"], label]) if name == "end" else label
        text = sentences(texts, [words["end"], result(texts, moves)]) if name == "end" else result(texts, moves)
        return figure(name, score_svg(Position.replay(moves), shown, name), text)
    return ""


def _text(texts: SimpleNamespace, text: str) -> str:
    """A text of the rules as HTML: ``{black}`` and ``{white}`` become the discs' pictures,
    ``{hint}`` and ``{hint_full}`` the hint button's texts."""
    return rules_text(texts, text, **{color.value: disc_icon(color) for color in Color})


def rules_page(texts: SimpleNamespace) -> str:
    """The rules page in the language of ``texts``: a section per entry of ``PAGE`` with
    its heading, paragraphs (a tuple of texts is a list) and figure.

    >>> from reversi.strings import catalogue
    >>> page = rules_page(catalogue("ja", "reversi"))
    >>> page.count("<h3>"), page.count('role="img"'), page.count("<figure")
    (8, 6, 6)
    """
    return sections(PAGE, texts.REVERSI_RULES, partial(_text, texts), partial(figure_html, texts))
