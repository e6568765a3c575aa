"""The choice of game on the first screen: for each game of ``registry.NAMES`` a picture of
its board at the start (its drawing's ``picture``) over its name, a radio button of the
radio group ``#switcher`` (one Tab stop; the arrow keys choose the next game, as in any
radio group). The game on screen's picture is drawn at once, the others' once the page is
ready, one game a task (each imports that game's rules and drawing). On a first visit a
notice in the message's place, ``#welcome``, says how many games the registry has, until
the first tap or key but the choice of language's, which translates it (remembered in
localStorage, ``WELCOMED_KEY``).

Contract with the tests: ``#switcher`` (``role="radiogroup"``) holds one
``label.switch[data-game=NAME]`` a game, with its ``input[type=radio][value=NAME]``
(checked for the game on screen), ``.switch-picture svg``, ``.switch-name`` and
``.switch-stars`` (the puzzles' stars, ``reversi.web.practice``);
``<html data-welcome>`` while ``#welcome`` shows; ``<html data-many-games>`` when the
registry has ``MANY_GAMES`` or more (the styles then draw the choices of game smaller).
"""

import asyncio

from js import document, window

from .. import registry, strings
from . import archives
from .dom import is_none, listen

WELCOMED_KEY = "reversi.welcomed"
"""The localStorage key set once the first visit's notice has been shown."""
MANY_GAMES = 5
"""From this many games on, ``<html data-many-games>``: the wide screen's choice of game
in a smaller type (a long name on one line), the menu's game buttons three a row."""


class Switcher:
    """The radio group ``#switcher``; ``on_choose(name)`` when a game is chosen in it."""

    def __init__(self, on_choose):
        self.element = document.getElementById("switcher")
        self.element.innerHTML = "".join(
            f'<label class="switch" data-game="{name}"><input type="radio" name="game" value="{name}">'
            '<span class="switch-picture"></span><span class="switch-name"></span><span class="switch-stars"></span></label>'
            for name in registry.NAMES
        )
        document.documentElement.toggleAttribute("data-many-games", len(registry.NAMES) >= MANY_GAMES)
        self.welcome = document.getElementById("welcome")
        listen(self.element, "change", lambda event: on_choose(event.target.value))

    def _item(self, name: str, part: str):
        return self.element.querySelector(f'.switch[data-game="{name}"] {part}')

    def show(self, language: str, chosen: str) -> None:
        """Each game named in ``language``, the game ``chosen`` checked."""
        for name in registry.NAMES:
            self._item(name, ".switch-name").textContent = registry.game_name(name, language)
            self._item(name, "input").checked = name == chosen

    def draw(self, variant) -> None:
        """The picture of ``variant``'s game at its start, unless drawn already."""
        picture = self._item(variant.NAME, ".switch-picture")
        if is_none(picture.firstElementChild):
            picture.innerHTML = variant.DRAWING.picture(variant.GAME.new())

    async def draw_all(self) -> None:
        """Every game's picture, a game a task, once their packages are here (fetched
        together, see ``reversi.web.archives``)."""
        await archives.prefetch(registry.GAMES.values())
        for name in registry.NAMES:
            await asyncio.sleep(0)
            self.draw(registry.variant(name))

    def greet(self, texts) -> None:
        """On a first visit, tell how many games there are (in the language of ``texts``),
        once: until the first tap (its click: the page moves only once the tap is done) or
        key anywhere but on the choice of language."""
        try:
            if not is_none(window.localStorage.getItem(WELCOMED_KEY)):
                return
        except Exception:  # storage disabled: no notice that would come back at every visit
            return
        self.say_welcome(texts)
        self.welcome.hidden = False
        document.documentElement.setAttribute("data-welcome", "")
        for kind in ("click", "keydown"):
            listen(document, kind, self.farewell)

    def say_welcome(self, texts) -> None:
        """The notice's words in the language of ``texts`` (again after a language switch)."""
        count = len(registry.NAMES)
        self.welcome.textContent = strings.plural(texts.WELCOME_GAMES, count).format(count=count)

    def farewell(self, event) -> None:
        """The notice goes at the first tap or key, remembered then (a visit that left before
        touching anything is told again); one on the choice of language keeps it, in the
        language chosen."""
        if not self.welcome.hidden and is_none(event.target.closest(".language")):
            self.welcome.hidden = True
            document.documentElement.removeAttribute("data-welcome")
            try:
                window.localStorage.setItem(WELCOMED_KEY, "1")
            except Exception:  # storage full or disabled: nothing to remember it in
                pass
