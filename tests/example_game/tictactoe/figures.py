"""Tic-tac-toe's illustrated rules (``reversi.base.contract.FiguresModule``), drawn with
``reversi.base.illustrated`` from the engine's positions: each section of the catalogue's
``TICTACTOE_RULES`` with a board.

>>> from reversi.strings import catalogue
>>> page = rules_page(catalogue("en", "tictactoe"))
>>> page.count('<section'), page.count('role="img"')
(3, 3)
"""

from __future__ import annotations

from ...base.illustrated import Area, board, figure, rules_text, sections, svg
from ...base.sides import square_name
from .game import SIZE, Position

PAGE = ("aim", "start", "turn")
"""The sections of the rules page, in order (each a key of ``TICTACTOE_RULES``)."""

FIGURES = {"aim": "b2a1c3a2b1a3", "start": "", "turn": "b2"}
"""The position each section shows, as a transcript from the start."""


def _mark(color: str, x: float, y: float, at: str) -> str:
    """X (black) as a cross, O (white) as a ring."""
    if color == "black":
        body = f'<path class="fig-body" d="M{x - 3:g} {y - 3:g}l6 6m0 -6l-6 6" stroke-width="1.6"/>'
    else:
        body = f'<circle class="fig-body" cx="{x:g}" cy="{y:g}" r="3" fill="none" stroke-width="1.6"/>'
    return f'<g class="fig-piece" data-piece="{color}" data-at="{at}">{body}</g>'


def rules_page(texts) -> str:
    """The rules in the language of ``texts``, a board under each section."""
    rules = texts.TICTACTOE_RULES

    def drawing(name: str) -> str:
        position = Position.replay(FIGURES[name])

        def pieces(square: int, x: float, y: float) -> str:
            piece = position.piece_at(square)
            return "" if piece is None else _mark(piece.value, x, y, square_name(square, SIZE))

        body, width, height = board(Area(SIZE), pieces)
        label = rules[name]["figure"]
        return figure(name, svg(body, width, height, label, name, scale=3.2), label)

    return sections(PAGE, rules, lambda text: rules_text(texts, text), drawing)
