"""The illustrated rules of じゃんけんご: small SVG drawings of real positions of the engine
(``reversi.games.jankengo.rules``), so that they show the rules exactly as the game plays
them, and the rules page that places them among the texts of the catalogue
(``JANKENGO_RULES``, ``JANKENGO_FIGURES``). The parts this app decided (the board and the
setup, ko at the end of a turn, the draws) are marked as this app's rules.

Pure Python (no browser): ``rules_page(texts)`` is the HTML that ``reversi.web.rules``
puts into the rules dialog. Each drawing is an ``<svg role="img">`` whose ``aria-label``
is composed from the catalogue and the engine's positions; a piece is a token in its
owner's colour (``data-piece``: black is blue, white is red) with its shape, the
symbols of index.html the board uses too (``#shape-gu`` ...).

>>> STEP.after.piece_at(parse_square("d2")).kind.value, TRY.after.outcome.ending.value
('king', 'try')
>>> GO.after.piece_at(parse_square("d4")) is None, KING_WALL.after.piece_at(parse_square("d4")).kind.value
(True, 'king')
>>> "end" in map(str, KO.after.legal_actions()), KO.after.steps_left
(False, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from types import SimpleNamespace

from ...base.graph import escape
from ...base.illustrated import app_badge, figure, section, svg
from ...base.speech import sentences
from .rules import SIZE, JankenGoPosition, Kind, Side, Step, format_transcript, parse_square, square_name
from .drawing import token
from .speech import piece_name

CELL = 10
"""The side of a square, in the drawings' units."""
PX_PER_UNIT = 3.2
_svg = partial(svg, scale=PX_PER_UNIT)
GAP = 16
"""Between the board before and the board after (an arrow there)."""
PAGE = ("pieces", "board", "turn", "step", "wall", "go", "king_wall", "try", "ko", "end", "app")
"""The sections of the rules page, in order (their texts: ``JANKENGO_RULES``)."""
DECIDED = ("board", "ko", "end")
"""The sections that are this app's rules (the seed leaves them open)."""


def _board(cells: dict[str, str], rest: str = "5/5 B") -> JankenGoPosition:
    """A position with ``cells`` (square -> letter of the text form) on an empty board."""
    text = ["."] * (SIZE * SIZE)
    for name, letter in cells.items():
        text[parse_square(name)] = letter
    return JankenGoPosition.parse("".join(text) + " " + rest)


@dataclass(frozen=True)
class Example:
    """Actions of the side to move shown before and after: ``before``, the ``actions``
    (a transcript), the ``columns`` and ``rows`` drawn (0-based ranges); ``name`` is its
    caption's key in ``JANKENGO_FIGURES``."""

    name: str
    before: JankenGoPosition
    actions: str
    columns: range = range(SIZE)
    rows: range = range(SIZE)

    @property
    def after(self) -> JankenGoPosition:
        return JankenGoPosition.replay(self.actions, self.before)


STEP = Example("step", JankenGoPosition.initial(), "d1-d2 c1-c2 c2-c3", range(1, 6), range(0, 4))
"""Blue's first turn: the king one step, the パー two (3 steps shared)."""
WALL = Example("wall", JankenGoPosition.replay("d1-d2 end"), "Wd5", range(1, 6), range(2, 7))
"""Red places a wall in front of its king's path."""
GO = Example("go", _board({"a1": "K", "c4": "W", "d5": "W", "d3": "W", "d4": "w", "g7": "k"}, "2/4 B"), "We4", range(1, 6), range(1, 6))
"""Red's wall on d4 with blue's on c4, d5 and d3: a blue wall on e4 leaves it no empty neighbour."""
KING_WALL = Example(
    "king_wall",
    _board({"c3": "K", "c4": "W", "e4": "W", "d5": "W", "d4": "w", "g7": "k"}, "2/4 B"),
    "c3-d3 d3-d4",
    range(1, 6),
    range(1, 6),
)
"""The seed's example: the king's first step surrounds red's single wall (gone), then the
king walks on onto its square."""
TRY = Example("try", JankenGoPosition.replay("d1-d2 d2-d3 d3-d4 end d7-d6 d6-c6 end d4-d5"), "d5-d6 d6-d7", range(1, 6), range(3, 7))
"""Blue's king reaches rank 7 in the middle of a turn: blue wins at once."""
KO = Example(
    "ko",
    JankenGoPosition.replay("d1-d2 end a7-a6 a6-a7 end"),
    "d2-d3 d3-d2",
    range(1, 6),
    range(0, 4),
)
"""Blue steps and steps back: the board is as at the end of its previous turn, so it may
not end so (it must do something else first)."""
EXAMPLES = {example.name: example for example in (STEP, WALL, GO, KING_WALL, TRY, KO)}


# -- drawing -------------------------------------------------------------------------------

_BODY, _KIND = ' class="fig-body"', ' class="fig-kind"'
"""The classes of a token's disc and shape (``token``), which the style sheet colours."""


def _piece(position: JankenGoPosition, square: int, x: float, y: float) -> str:
    piece = position.piece_at(square)
    if piece is None:
        return ""
    body = token(piece.kind.value, x, y, 4.1 if piece.kind is not Kind.WALL else 3.6, 5.8, _BODY, _KIND)
    return f'<g class="fig-piece jk" data-piece="{piece.owner.value}" data-kind="{piece.kind.value}" data-at="{square_name(square)}">{body}</g>'


def _squares(position, columns: range, rows: range, marks=(), arrows=()) -> tuple[str, float, float]:
    """The squares ``columns`` x ``rows`` of ``position``, rank 1 at the bottom, with
    ``marks`` (squares ringed) and ``arrows`` (steps), drawn from (0, 0)."""
    frame = 1.6
    width, height = len(columns) * CELL + 2 * frame, len(rows) * CELL + 2 * frame

    def center(square: int) -> tuple[float, float]:
        rank, file = divmod(square, SIZE)
        return frame + (file - columns.start + 0.5) * CELL, frame + (rows.stop - 1 - rank + 0.5) * CELL

    lines = [f"M{frame + k * CELL:g} {frame:g}v{len(rows) * CELL:g}" for k in range(len(columns) + 1)]
    lines += [f"M{frame:g} {frame + k * CELL:g}h{len(columns) * CELL:g}" for k in range(len(rows) + 1)]
    parts = [
        f'<rect class="fig-frame" width="{width:g}" height="{height:g}" rx="1.5"/>',
        f'<rect class="fig-board jk" x="{frame:g}" y="{frame:g}" width="{len(columns) * CELL:g}" height="{len(rows) * CELL:g}"/>',
        f'<path class="fig-lines" d="{"".join(lines)}"/>',
    ]
    for rank in rows:
        for file in columns:
            parts.append(_piece(position, rank * SIZE + file, *center(rank * SIZE + file)))
    inset = CELL / 2 - 0.9
    for square in marks:
        x, y = center(square)
        parts.append(f'<rect class="fig-mark" data-mark="changed" x="{x - inset:g}" y="{y - inset:g}" width="{2 * inset:g}" height="{2 * inset:g}" rx="1.4"/>')
    for source, target in arrows:
        (x1, y1), (x2, y2) = center(source), center(target)
        parts.append(
            f'<g class="fig-arrow"><path class="fig-outline" d="M{x1:g} {y1:g}L{x2:g} {y2:g}"/>'
            f'<path d="M{x1:g} {y1:g}L{x2:g} {y2:g}"/></g>'
        )
    return "".join(parts), width, height



def example_svg(example: Example, label: str) -> str:
    """``example`` before (the steps as arrows) and after (what changed ringed), side by side."""
    actions = JankenGoPosition.parse_transcript(example.actions)
    arrows = [(action.source, action.target) for action in actions if isinstance(action, Step)]
    before, after = example.before, example.after
    changed = [s for s in range(SIZE * SIZE) if before.piece_at(s) != after.piece_at(s)]
    left, width, height = _squares(before, example.columns, example.rows, arrows=arrows)
    right, _, _ = _squares(after, example.columns, example.rows, marks=changed)
    middle = width + GAP / 2
    arrow = f'<polygon class="fig-then" points="{middle - 4:g},{height / 2 - 5:g} {middle + 4:g},{height / 2:g} {middle - 4:g},{height / 2 + 5:g}"/>'
    return _svg(left + arrow + f'<g transform="translate({width + GAP:g} 0)">{right}</g>', 2 * width + GAP, height, label, example.name)


def janken_svg(texts: SimpleNamespace) -> str:
    """The janken circle: グー beats チョキ, チョキ beats パー, パー beats グー (arrows from
    the winner to the loser), drawn with the pieces' own shapes."""
    places = {Kind.GU: (20, 8), Kind.CHOKI: (34, 32), Kind.PA: (6, 32)}
    parts = []
    for winner, loser in ((Kind.GU, Kind.CHOKI), (Kind.CHOKI, Kind.PA), (Kind.PA, Kind.GU)):
        (x1, y1), (x2, y2) = places[winner], places[loser]
        dx, dy = x2 - x1, y2 - y1
        length = (dx * dx + dy * dy) ** 0.5
        ux, uy = dx / length, dy / length
        sx, sy, ex, ey = x1 + ux * 7, y1 + uy * 7, x2 - ux * 7, y2 - uy * 7
        head = f"{ex:.2f},{ey:.2f} {ex - ux * 3 - uy * 2:.2f},{ey - uy * 3 + ux * 2:.2f} {ex - ux * 3 + uy * 2:.2f},{ey - uy * 3 - ux * 2:.2f}"
        parts.append(f'<g class="fig-arrow"><path d="M{sx:.2f} {sy:.2f}L{ex:.2f} {ey:.2f}"/><polygon points="{head}"/></g>')
    for kind, (x, y) in places.items():
        body = token(kind.value, x, y, 5.5, 7.8, _BODY, _KIND)
        parts.append(f'<g class="fig-piece jk" data-piece="black" data-kind="{kind.value}">{body}</g>')
    return _svg("".join(parts), 40, 40, texts.JANKENGO_FIGURES["janken"], "janken")


# -- what the figures say ----------------------------------------------------------------------


def example_label(texts: SimpleNamespace, example: Example) -> str:
    """The caption, then each action in notation and what the position then is."""
    words = texts.JANKENGO_FIGURES
    before, after = example.before, example.after
    gone = [
        piece_name(texts, piece.owner.value, piece.kind.value) + " " + square_name(square)
        for square in range(SIZE * SIZE)
        if (piece := before.piece_at(square)) is not None and piece.owner is not before.turn and after.piece_at(square) != piece
    ]
    parts = [words[example.name], words["actions"].format(actions=format_transcript(JankenGoPosition.parse_transcript(example.actions)))]
    if gone:
        parts.append(texts.TOOK.format(pieces=texts.MARK_JOIN.join(gone)))
    return sentences(texts, parts)


def position_label(texts: SimpleNamespace, position: JankenGoPosition) -> str:
    """Where each piece of each side stands."""
    words = texts.JANKENGO_FIGURES
    sides = []
    for side in (Side.BLUE, Side.RED):
        names = [
            f"{texts.KIND_NAMES[piece.kind.value]} {square_name(square)}"
            for square in range(SIZE * SIZE)
            if (piece := position.piece_at(square)) is not None and piece.owner is side
        ]
        sides.append(f"{texts.PIECE_NAMES[side.value]}: {texts.MARK_JOIN.join(names)}")
    return sentences(texts, [words["board"], *sides])



def figure_html(texts: SimpleNamespace, name: str) -> str:
    """The figure of the section ``name`` (see ``PAGE``), or "" for a section without one."""
    words = texts.JANKENGO_FIGURES
    if name == "pieces":
        return figure(name, janken_svg(texts), words["janken"])
    if name == "board":
        start = JankenGoPosition.initial()
        drawing, width, height = _squares(start, range(SIZE), range(SIZE))
        return figure(name, _svg(drawing, width, height, position_label(texts, start), name), words["board"])
    example = EXAMPLES.get(name)
    if example is None:
        return ""
    return figure(name, example_svg(example, example_label(texts, example)), words[name])


def rules_page(texts: SimpleNamespace) -> str:
    """The rules page in the language of ``texts``: a section per entry of ``PAGE`` with its
    heading (the decided ones marked), paragraphs (a tuple of texts is a list) and figure.

    >>> from reversi.strings import catalogue
    >>> page = rules_page(catalogue("ja", "jankengo"))
    >>> page.count("<h3>"), page.count('role="img"'), page.count("<figure"), page.count('class="rules-app"')
    (11, 8, 8, 3)
    """
    sections = []
    for name in PAGE:
        part = texts.JANKENGO_RULES[name]
        decided = " " + app_badge(texts) if name in DECIDED else ""
        sections.append(section(name, escape(part["heading"]) + decided, part["text"], escape, figure_html(texts, name)))
    return "".join(sections)

