"""The board's keyboard in the page (``reversi.play.keys`` decides what each key does): the
board is one tab stop with a roving tabindex (the focused square has tabindex 0, all
others -1), keys move the focus, Enter and Space tap the focused square.

The focused square is view state, kept here; the game never knows it.
"""

from ..play.keys import TAP, target
from ..base.sides import parse_square
from .dom import is_none, listen


class BoardKeys:
    """Keyboard focus on the squares of ``board``. ``legal()`` gives the squares the
    player may play now (for the next-legal-square key); ``tap(square)`` is the same
    intent as a click on that square; ``other(key)`` is given the keys the board does not
    use (True when it used one)."""

    def __init__(self, board, cells: list, size: int, legal, tap, start: int = 0, bottom_up: bool = False, other=None):
        self.legal, self.tap, self.other = legal, tap, other
        self.reset(cells, size, start, bottom_up)
        listen(board, "keydown", self.on_key)

    def reset(self, cells: list, size: int, start: int = 0, bottom_up: bool = False) -> None:
        """The board's squares are ``cells`` now (``size`` x ``size``, another game, its
        first rank drawn at the bottom if ``bottom_up``), the tab stop on ``start``."""
        self.cells, self.size, self.square, self.bottom_up = cells, size, start, bottom_up
        for index, cell in enumerate(cells):
            cell.tabIndex = 0 if index == start else -1

    def on_key(self, event) -> None:
        if event.altKey or event.metaKey or event.defaultPrevented:
            return
        cell = event.target.closest("[data-square]")
        square = self.square if is_none(cell) else parse_square(cell.getAttribute("data-square"), self.size)
        action = target(
            event.key, square, self.size, ctrl=event.ctrlKey, shift=event.shiftKey, legal=self.legal(),
            bottom_up=self.bottom_up,
        )
        if action is None:
            if not event.ctrlKey and self.other is not None and not event.repeat and self.other(event.key):
                event.preventDefault()
            return
        event.preventDefault()  # no page scroll on arrows and Space
        if action == TAP:
            if not event.repeat:  # a held Enter must not preview and then play
                self.tap(square)
        else:
            self.focus(action)

    def focus(self, square: int) -> None:
        """Make ``square`` the board's tab stop and focus it."""
        self.cells[self.square].tabIndex = -1
        self.square = square
        self.cells[square].tabIndex = 0
        self.cells[square].focus()
