"""A game's illustrated rules in the page: the ``<dialog id="rules">`` that the menu's
``#rules-open`` opens, with its title ``#rules-title``, its ``#rules-close`` and the
texts and figures in ``#rules-body``: the rules page (``VARIANT.rules_page``) of the game
on screen, which the menu's button names (its ``RULES`` text).

Nothing is drawn at start-up: the texts and figures are drawn when the dialog first
opens, in the page's language, and again after the language changes (at once while the
dialog is open). The dialog shows at once with its title, a loading line and its close
button; the rules are drawn once it has been painted, since the first drawing imports
the game's engine, which takes a moment. It opens at the top; Escape, its close button and
a tap beside it close it, and the focus goes back to ``#rules-open``.
"""

import asyncio

from js import document

from .. import registry
from .dialog import ModalDialog
from .dom import listen, painted


class RulesDialog:
    """The rules dialog; ``texts()`` is the catalogue of the language on screen, ``game()``
    the name of the game on screen."""

    def __init__(self, texts, game):
        self.texts, self.game = texts, game
        self.dialog = document.getElementById("rules")
        self.body = document.getElementById("rules-body")
        self.modal = ModalDialog(self.dialog, document.getElementById("rules-close"))
        self.drawn = None  # the language and game of the texts drawn, None before the first opening
        self.pending = False  # a drawing waits for the next frame
        listen(document.getElementById("rules-open"), "click", lambda event: self.open())

    def open(self) -> None:
        self.modal.open()
        self.dialog.scrollTop = 0
        self.draw()

    def draw(self) -> None:
        """Draw the texts and figures in the language on screen, unless they are drawn in it,
        once the dialog is painted (with a loading line before the first drawing)."""
        if self.pending or (self.texts().LANGUAGE, self._variant().NAME) == self.drawn:
            return
        self.pending = True
        self.body.setAttribute("aria-busy", "true")
        if self.drawn is None:
            self.body.textContent = self.texts().LOADING
        asyncio.ensure_future(self._draw_when_painted())

    async def _draw_when_painted(self) -> None:
        await painted()
        texts, variant = self.texts(), self._variant()
        self.body.innerHTML = variant.rules_page(texts)  # imports the game's engine, once the rules are read
        self.body.removeAttribute("aria-busy")
        self.drawn, self.pending = (texts.LANGUAGE, variant.NAME), False

    def _variant(self):
        """The game whose rules the dialog shows: the game on screen."""
        return registry.variant(self.game())

    def language_changed(self) -> None:
        if self.dialog.open:
            self.draw()
