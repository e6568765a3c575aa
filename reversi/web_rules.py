"""The rules of YWF in the page: the ``<dialog id="rules">`` that the menu's
``#rules-open`` opens, with its title ``#rules-title``, its ``#rules-close`` and the
texts and figures in ``#rules-body`` (``reversi.ywf_figures.rules_page``).

Nothing is drawn at start-up: the texts and figures are drawn (and the YWF engine
imported) when the dialog first opens, in the page's language, and again after the
language changes (at once while the dialog is open). It opens at the top; Escape, its
close button and a tap beside it close it, and the focus goes back to ``#rules-open``.
"""

from pyscript import document

from .web_dialog import ModalDialog
from .web_dom import listen


class RulesDialog:
    """The rules dialog; ``texts()`` is the catalogue of the language on screen."""

    def __init__(self, texts):
        self.texts = texts
        self.dialog = document.getElementById("rules")
        self.body = document.getElementById("rules-body")
        self.modal = ModalDialog(self.dialog, document.getElementById("rules-close"))
        self.drawn = None  # the language of the texts drawn, None before the first opening
        listen(document.getElementById("rules-open"), "click", lambda event: self.open())

    def open(self) -> None:
        self.draw()
        self.modal.open()
        self.dialog.scrollTop = 0

    def draw(self) -> None:
        """Draw the texts and figures, unless they are drawn in the language on screen."""
        texts = self.texts()
        if texts.LANGUAGE != self.drawn:
            from .ywf_figures import rules_page  # the YWF engine, once the rules are read

            self.body.innerHTML = rules_page(texts)
            self.drawn = texts.LANGUAGE

    def language_changed(self) -> None:
        if self.dialog.open:
            self.draw()
