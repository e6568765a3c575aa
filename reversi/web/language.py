"""The language of the page: the 日本語 / English switch, and the choice remembered in
localStorage (``strings.LANGUAGE_KEY``; boot.js reads it too, to show the texts before
Python runs in that language)."""

from js import document, window

from .. import strings
from .dom import is_none, listen, remember as store


def stored() -> str:
    """The remembered language, or the default one."""
    try:
        value = window.localStorage.getItem(strings.LANGUAGE_KEY)
    except Exception:  # storage disabled
        return strings.DEFAULT
    return strings.DEFAULT if is_none(value) or value not in strings.CATALOGUES else value


def remember(language: str) -> None:
    store(strings.LANGUAGE_KEY, language)  # storage full or disabled: the switch still works for this visit


class LanguageSwitch:
    """The buttons ``[data-language]``: the settings' and their copy in the menu's head,
    between its title and its close button (reachable where the settings are not shown: a
    phone looking back at a game);
    ``on_choose(language)`` when one is pressed."""

    def __init__(self, on_choose):
        document.getElementById("menu-close").before(document.querySelector(".settings .language").cloneNode(True))
        found = document.querySelectorAll("[data-language]")
        self.buttons = [found.item(index) for index in range(found.length)]
        for button in self.buttons:
            listen(button, "click", lambda event: on_choose(event.currentTarget.getAttribute("data-language")))

    def show(self, language: str) -> None:
        for button in self.buttons:
            button.setAttribute("aria-pressed", "true" if button.getAttribute("data-language") == language else "false")
