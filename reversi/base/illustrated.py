"""The parts of a game's illustrated rules page (its ``VARIANT.rules_page``): sections (a
heading, paragraphs and lists of the catalogue's texts, then a figure), figures with their
caption, and the SVG drawings in them: a square board or a part of it (``Area``, ``board``)
with its pieces, marks and arrows, and a position before and after an action (``then``);
the style sheet colours them by class (``fig-*``). Pure Python.

>>> section("turn", "A turn", ("Steps.", ("one", "two")), str, "<figure></figure>")
'<section class="rules-part" data-section="turn"><h3>A turn</h3><p>Steps.</p><ul><li>one</li><li>two</li></ul><figure></figure></section>'
>>> figure("start", svg(beside("<rect/>", 2), 10, 5, "the start", "start", scale=3.2), "At the start")
'<figure class="rules-figure" data-figure="start"><svg class="fig" data-figure="start" viewBox="0 0 10 5" width="32" role="img" aria-label="the start"><g transform="translate(2 0)"><rect/></g></svg><figcaption>At the start</figcaption></figure>'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .graph import escape


def section(name: str, heading: str, items, render: Callable[[str], str], figure: str = "") -> str:
    """The section ``name`` of a rules page: ``heading`` (HTML), then each of ``items`` as a
    paragraph, or, a tuple of texts, as a list, each text made HTML by ``render``; then
    ``figure`` (HTML)."""
    body = []
    for item in items:
        if isinstance(item, str):
            body.append(f"<p>{render(item)}</p>")
        else:
            body.append("<ul>" + "".join(f"<li>{render(entry)}</li>" for entry in item) + "</ul>")
    return f'<section class="rules-part" data-section="{name}"><h3>{heading}</h3>{"".join(body)}{figure}</section>'


def sections(names, rules: dict, render: Callable[[str], str], figure_of: Callable[[str], str]) -> str:
    """A rules page: the ``section`` of each of ``names`` (in order), its heading and texts
    from ``rules`` (name -> ``{"heading": ..., "text": ...}``), its figure ``figure_of(name)``."""
    return "".join(section(name, escape(rules[name]["heading"]), rules[name]["text"], render, figure_of(name)) for name in names)


def rules_text(texts, text: str, **pictures: str) -> str:
    """A text of the rules as HTML: escaped, with ``{hint}`` and ``{hint_full}`` the hint
    button's texts (of the catalogue ``texts``), ``{app_rule}`` the wording of ``app_badge``
    and each other ``{name}`` its HTML in ``pictures``."""
    hints = {"hint": escape(texts.HINT), "hint_full": escape(texts.HINT_LEVELS["full"])}
    return escape(text).format(**pictures, **hints, app_rule=escape(texts.APP_RULE))


def app_badge(texts) -> str:
    """The badge that marks a part of the rules this app decided (its wording, ``APP_RULE``,
    the same in every game), in the language of the catalogue ``texts``.

    >>> from reversi.strings import catalogue
    >>> app_badge(catalogue("ja"))
    '<strong class="rules-app">このアプリの きまり</strong>'
    """
    return f'<strong class="rules-app">{escape(texts.APP_RULE)}</strong>'


def figure(name: str, drawing: str, caption: str) -> str:
    """The figure ``name`` of a rules page: ``drawing`` (HTML) over its ``caption`` (a text)."""
    return f'<figure class="rules-figure" data-figure="{name}">{drawing}<figcaption>{escape(caption)}</figcaption></figure>'


def svg(body: str, width: float, height: float, label: str, name: str, *, scale: float) -> str:
    """``body`` as an SVG drawing ``width`` x ``height`` units, drawn ``scale`` pixels a unit,
    with the accessible name ``label``."""
    return (
        f'<svg class="fig" data-figure="{name}" viewBox="0 0 {width:g} {height:g}" width="{width * scale:.0f}"'
        f' role="img" aria-label="{escape(label)}">{body}</svg>'
    )


def beside(drawing: str, x: float) -> str:
    """``drawing`` moved ``x`` units to the right."""
    return f'<g transform="translate({x:g} 0)">{drawing}</g>'


CELL = 10
"""The side of a square of a board drawn by ``board``, in the drawings' units."""
FRAME = 1.6
"""The board's wooden frame, drawn on the sides where the board really ends."""
CUT = 4
"""How far the green goes on past the last square drawn where the board goes on."""
GAP = 16
"""Between the board before and the board after an action (an arrow there)."""


@dataclass(frozen=True)
class Area:
    """The part drawn of a board of ``size`` squares a side: ``columns`` and ``rows``
    (0-based ranges; all of them when left out).

    >>> area = Area(8, range(2, 5), range(0, 3))
    >>> 10 in area, 26 in area, area.cut(), area.center(10)
    (True, False, (True, False, True, True), (9.0, 16.6))
    """

    size: int
    columns: range | None = None
    rows: range | None = None

    def __post_init__(self):
        whole = range(self.size)
        object.__setattr__(self, "columns", whole if self.columns is None else self.columns)
        object.__setattr__(self, "rows", whole if self.rows is None else self.rows)

    def __contains__(self, square: int) -> bool:
        row, column = divmod(square, self.size)
        return row in self.rows and column in self.columns

    def cut(self) -> tuple[bool, bool, bool, bool]:
        """Whether the board goes on past the left, top, right and bottom side."""
        columns, rows = self.columns, self.rows
        return columns.start > 0, rows.start > 0, columns.stop < self.size, rows.stop < self.size

    def origin(self) -> tuple[float, float]:
        """The top left corner of the first square drawn."""
        cut_left, cut_top, _, _ = self.cut()
        return CUT if cut_left else FRAME, CUT if cut_top else FRAME

    def center(self, square: int) -> tuple[float, float]:
        """The centre of ``square`` in the drawing."""
        left, top = self.origin()
        row, column = divmod(square, self.size)
        return left + (column - self.columns.start + 0.5) * CELL, top + (row - self.rows.start + 0.5) * CELL


def disc(color: str, x: float, y: float, at: str = "") -> str:
    """A lying disc of ``color`` (``black`` or ``white``) centred on ``(x, y)``, on the
    square named ``at`` if given.

    >>> disc("black", 5, 5, "d4")
    '<g class="fig-piece" data-piece="black" data-at="d4"><circle class="fig-body" cx="5" cy="5" r="4"/></g>'
    """
    return piece(color, f'<circle class="fig-body" cx="{x:g}" cy="{y:g}" r="4"/>', at)


def piece(color: str, body: str, at: str = "") -> str:
    """A piece of ``color`` drawn as ``body`` (SVG), on the square named ``at`` if given."""
    where = f' data-at="{at}"' if at else ""
    return f'<g class="fig-piece" data-piece="{color}"{where}>{body}</g>'


def arrow(start: tuple[float, float], end: tuple[float, float], aside: float = CELL / 2, skip: float = 0) -> str:
    """An arrow from the centre of one square to the centre of another, drawn ``aside``
    (by default half a square: along the grid line, so that it hides none of the pieces it
    passes; 0: through the pieces), starting ``skip`` units on from the first centre."""
    (x1, y1), (x2, y2) = start, end
    length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    aside_x, aside_y = uy * aside, -ux * aside  # up for an arrow to the right, right for one down
    x1, y1, x2, y2 = x1 + aside_x + ux * skip, y1 + aside_y + uy * skip, x2 + aside_x, y2 + aside_y
    head = [(x2, y2), (x2 - ux * 3 - uy * 2, y2 - uy * 3 + ux * 2), (x2 - ux * 3 + uy * 2, y2 - uy * 3 - ux * 2)]
    points = " ".join(f"{x:.2f},{y:.2f}" for x, y in head)
    shaft = f"M{x1:.2f} {y1:.2f}L{x2 - ux * 2:.2f} {y2 - uy * 2:.2f}"
    return (
        f'<g class="fig-arrow"><path class="fig-outline" d="{shaft}"/><polygon class="fig-outline" points="{points}"/>'
        f'<path d="{shaft}"/><polygon points="{points}"/></g>'
    )


def mark(kind: str, x: float, y: float) -> str:
    """A square's mark around the piece centred on ``(x, y)``: ``target`` (the square
    acted on, before), ``acted`` (after) or ``changed`` (the style sheet draws each)."""
    inset = CELL / 2 - 0.9
    return (
        f'<rect class="fig-mark" data-mark="{kind}" x="{x - inset:g}" y="{y - inset:g}"'
        f' width="{2 * inset:g}" height="{2 * inset:g}" rx="1.4"/>'
    )


def board(
    area: Area,
    pieces: Callable[[int, float, float], str],
    marks: dict[int, str] | None = None,
    arrows=(),
    ghost: tuple[int, Callable[[float, float], str]] | None = None,
) -> tuple[str, float, float]:
    """The squares of ``area`` with their pieces (``pieces(square, x, y)``, "" for an
    empty square), ``marks`` (square -> kind, see ``mark``), ``arrows`` (pairs of squares)
    and a ``ghost`` (a square and the drawing, at a centre, of the faint piece about to be
    put there), drawn from (0, 0); and the width and height they take. The wooden frame
    shows where the board ends; where it goes on, the green runs on a little.

    >>> body, width, height = board(Area(3), lambda square, x, y: "")
    >>> width, height, body.count("<rect")
    (33.2, 33.2, 2)
    """
    cut_left, cut_top, cut_right, cut_bottom = area.cut()
    left, top = area.origin()
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
    parts += [pieces(row * area.size + column, *area.center(row * area.size + column)) for row in area.rows for column in area.columns]
    if ghost is not None:
        square, drawing = ghost
        parts.append(f'<g class="fig-ghost">{drawing(*area.center(square))}</g>')
    parts += [mark(kind, *area.center(square)) for square, kind in (marks or {}).items()]
    parts += [arrow(area.center(start), area.center(end)) for start, end in arrows]
    return "".join(parts), width, height


def then(before: str, after: str, width: float, height: float) -> tuple[str, float]:
    """Two drawings ``width`` x ``height`` side by side, an arrow from the first to the
    second between them; and the width they take."""
    middle = width + GAP / 2
    pointer = (
        f'<polygon class="fig-then" points="{middle - 4:g},{height / 2 - 5:g} {middle + 4:g},{height / 2:g}'
        f' {middle - 4:g},{height / 2 + 5:g}"/>'
    )
    return before + pointer + beside(after, width + GAP), 2 * width + GAP


def closing(square: int, line: tuple[int, ...], size: int) -> int:
    """The square past the end of ``line`` (squares going outward from ``square`` on a
    board of ``size`` squares a side): the mover's piece that closes it.

    >>> closing(0, (9, 18), 8)
    27
    """
    d_row, d_column = line[0] // size - square // size, line[0] % size - square % size
    return line[-1] + d_row * size + d_column


def icon(body: str) -> str:
    """A piece (``body``, centred in a square) on a green square, the size of the text
    around it, for the rules' texts (beside its name, so hidden from screen readers)."""
    return (
        f'<svg class="fig-icon" viewBox="0 0 {CELL} {CELL}" aria-hidden="true">'
        f'<rect class="fig-board" width="{CELL}" height="{CELL}" rx="1.5"/>{body}</svg>'
    )
