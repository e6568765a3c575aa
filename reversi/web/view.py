"""The page: draws the game on screen into the DOM and turns taps into intents.

The games of the registry (``reversi.registry``) share the page, one on screen at a time;
the menu switches between them and each keeps its own saved state. The view knows no
rules and no game: it asks the game's state what a tap means, and the game's drawing
(its ``VARIANT.DRAWING``, a ``reversi.base.drawing.Drawing``) what to draw of it: the
squares' attributes, the steps of a move's animation, counts, the parts around the board
and spoken texts. A move is animated piece by piece (CSS transitions turn each piece; Python only
schedules them); during the animation taps on the board are ignored. The record
controls (undo, redo, the move list, the review, the menu) are in ``reversi.web.records``; the
board shows ``game.shown`` (the position looked back at, if any).

For everyone: the board is played by keyboard too (``reversi.web.keys``), every square
is named for screen readers and each move is announced in a polite live region once
its animation has ended (the drawing's ``announcement``; a move, a refused tap, a pass
and the end also sound, ``reversi.web.sound``, never instead), the result dialog holds the
focus while open (``reversi.web.dialog``), and every text comes from the catalogue of
the chosen language and game (``reversi.strings``, ``reversi.web.language``).

Contract with tests and tools: ``<html data-game="NAME">`` names the game on screen (the
first screen's ``#switcher``, see ``reversi.web.switcher``, and the menu's
``.menu-games button[data-game]``, one a game of the registry, choose it,
``aria-pressed`` on the chosen one); every square carries ``data-square="d3"`` and, when
occupied, ``data-disc`` (the piece: ``black``, ``white`` or another of the game's), plus
the marks of ``reversi.base.drawing``; counts are in ``[data-score=PIECE]``; the parts
around the board that a game shows are ``[data-part=NAME]`` elements with the attributes
its drawing gives them (the others are hidden); the trays a game shows are
``[data-tray=NAME]`` sections (in ``[data-trays=before]`` and ``[data-trays=after]``
around the board) of ``.tray-item`` elements, those a player may tap buttons with
``data-index``; ``<html data-ready>`` is set
once the board accepts input; ``#board[data-animating]`` is present while pieces turn;
``#announcer`` is the live region.
"""

import asyncio
from html import escape
import random
import time

from js import document, window

from .. import registry, strings
from ..base import sound as sounds
from ..base.drawing import Drawing, one_move_on
from ..base.screen import Opponent, Status
from ..base.slices import finish
from ..base.speech import sentences
from ..base.sides import Color, parse_square, square_name
from ..play import saved
from ..play.coach import square_label
from . import archives, language as web_language
from .dialog import ModalFocus
from .dom import SLICE_S, breathe, in_slices, is_none, listen, stored
from .keys import BoardKeys
from .letters import Letters
from .offline import Updates
from .practice import Practice
from .records import Records
from .rules import RulesDialog
from .sound import Sound
from .switcher import Switcher

FLIP_STAGGER_MS = 150
"""Time between the start of one disc's turn and the next."""
FLIP_TURN_MS = 400
"""How long one disc takes to turn over (the CSS transition, via ``--flip-ms``)."""
MESSAGE_LINES = 2
"""The lines of the message under the board that the layout leaves room for (see ``_fit_message``)."""
LINE_HEIGHT = 1.5
"""The message's line height at most, in ems (a Japanese font's normal one: 1.3-1.5)."""
THINK_SLICE_S = 0.02
"""The computer thinks in slices this long, giving the page the main thread in between."""
THINK_AT_LEAST_S = 0.6
"""A reply never comes sooner than this, so it never looks instantaneous to a child."""


def message(key: str, **values):
    """A one-off message: the catalogue text ``key`` with ``values`` (in its plural form for
    ``count`` when it has forms), in whatever language is on screen when it is drawn (so
    switching the language rewrites it)."""

    def text(texts) -> str:
        template = getattr(texts, key)
        return (strings.plural(template, values["count"]) if isinstance(template, dict) else template).format(**values)

    return text


def as_message(text):
    """``text`` as a message: a ``message()`` stays one; a finished text stays as it is."""
    return text if callable(text) else (lambda texts: text)


class View:
    """Owns the page. ``game`` is the state of the game on screen (whose hooks are
    ``variant``'s), drawn as ``drawing`` says; the screen catches up with it when an
    animation ends."""

    def __init__(self, variant, game, notice: str = "", language: str = strings.DEFAULT):
        self.variant, self.drawing = variant, variant.DRAWING
        self.game = game
        self.games = {}  # the other game of this visit, by name, kept as it was left
        self.restored = {}  # the saved games of those not yet shown, by name: (game, notice key), see restore_in_slices
        self.shown = game  # the game whose scores, turn and message are on screen (the one before a running animation)
        self.texts = strings.catalogue(language, variant.NAME)
        self.notice = message(notice) if notice else None  # a one-off message, until the player's next tap
        self.refusal = None  # why the last tap did nothing (a message), until the next intent
        self.animation: asyncio.Task | None = None
        self.thinking: asyncio.Task | None = None
        self.board = document.getElementById("board")
        self._add_game_buttons()
        self.switcher = Switcher(self.show_game)
        self.switcher.draw(variant)
        drawn = document.querySelectorAll(".score .piece-slot, .score .count")
        for index in range(drawn.length):  # a screen reader hears each count's .score-label instead
            drawn.item(index).setAttribute("aria-hidden", "true")
        self._build_board()
        self.keys = BoardKeys(
            self.board, self.cells, self.size, self._legal, self.tap, start=min(game.options, default=0),
            bottom_up=self.drawing.BOTTOM_UP, other=self.on_other_key,
        )
        self.result = ModalFocus(document.getElementById("result"), on_escape=self.on_restart)
        self.language = web_language.LanguageSwitch(self.set_language)
        listen(self.board, "click", self.on_board_click)
        for place in ("before", "after"):
            slot = document.querySelector(f'[data-trays="{place}"]')
            listen(slot, "click", self.on_tray_click)
            listen(slot, "keydown", self.on_tray_key)
        listen(document.getElementById("restart"), "click", self.on_restart)
        listen(document.getElementById("hint"), "click", self.on_hint)
        listen(document.getElementById("play-again"), "click", self.on_restart)
        listen(document, "contextmenu", self.on_context_menu)
        listen(document.getElementById("update"), "click", self.on_update)
        for select in ("opponent", "side", "level"):
            listen(document.getElementById(select), "change", self.on_choose_opponent)
        for button in self._game_buttons():
            listen(button, "click", lambda event: self.on_choose_game(event.currentTarget.getAttribute("data-game")))
        self.updates = Updates(on_waiting=self.on_update_waiting)
        self.update_waiting = False
        self.records = Records(self)
        self.letters = Letters(self)
        self.records.start_reading_games()
        self.rules = RulesDialog(lambda: self.texts, lambda: self.variant.NAME)
        self.sound = Sound(lambda: self.texts)
        self.practice = Practice(self)
        self._write_texts(shown=strings.catalogue(language))  # (boot.js wrote the shared texts of the language)
        self.records.render()
        document.documentElement.style.setProperty("--flip-ms", f"{FLIP_TURN_MS}ms")

    # -- set-up --------------------------------------------------------------------

    def _build_board(self) -> None:
        """The squares of the game on screen: the static ones of index.html when they fit
        its board, otherwise built anew (rows of gridcells)."""
        self.size = size = self.game.position.SIZE
        document.documentElement.setAttribute("data-game", self.variant.NAME)
        self.board.style.setProperty("--size", str(size))  # the style's grid: SIZE squares a side
        found = self.board.querySelectorAll("[data-square]")
        piece = self.drawing.PIECE_MARKUP
        markup = "" if piece == Drawing.PIECE_MARKUP and not self.drawing.BOTTOM_UP else self.variant.NAME  # squares of its own
        if found.length != size * size or (self.board.getAttribute("data-markup") or "") != markup:
            self.board.setAttribute("data-markup", markup)
            rows = self.drawing.rows(size)
            self.board.innerHTML = "".join(
                '<div class="row" role="row">'
                + "".join(
                    f'<div class="square" role="gridcell" data-square="{square_name(row * size + column, size)}">{piece}</div>'
                    for column in range(size)
                )
                + "</div>"
                for row in rows
            )
            found = self.board.querySelectorAll("[data-square]")
        self._build_coordinates()
        self.cells = [None] * (size * size)
        self.painted = [{} for _ in self.cells]
        for index in range(found.length):
            cell = found.item(index)
            square = parse_square(cell.getAttribute("data-square"), size)
            self.cells[square] = cell
            if cell.hasAttribute("data-disc"):  # a static square: painted by the HTML
                self.painted[square] = {"data-disc": cell.getAttribute("data-disc")}
        self._build_trays()
        self._build_parts()

    def _build_coordinates(self) -> None:
        """The files and ranks in the board's frame (``Drawing.coordinates``), small and
        quiet; a screen reader hears each square's name instead (``aria-hidden``). The files
        go on the first rank's edge (``data-files``: ``top`` or ``bottom``), the ranks on the left."""
        strips = self.board.querySelectorAll(".coords")
        for index in range(strips.length):
            strips.item(index).remove()
        files, ranks = self.drawing.coordinates(self.size)
        self.board.setAttribute("data-files", "bottom" if self.drawing.BOTTOM_UP else "top")
        self.board.insertAdjacentHTML("beforeend", "".join(
            f'<div class="coords" data-coords="{kind}" aria-hidden="true">{"".join(f"<span>{label}</span>" for label in labels)}</div>'
            for kind, labels in (("files", files), ("ranks", ranks))
        ))

    def _build_parts(self) -> None:
        """The parts around the board of the game on screen (``Drawing.PART_MARKUP``), beside
        the board: those of the game before it go."""
        shown = document.querySelectorAll(".play-area > [data-part]")
        for index in range(shown.length):
            shown.item(index).remove()
        after = document.querySelector('.play-area > [data-trays="after"]')
        for part in self.drawing.PARTS:
            after.insertAdjacentHTML("beforebegin", self.drawing.PART_MARKUP[part])

    def _build_trays(self) -> None:
        """An empty section for each tray of the game on screen, before or after the board."""
        self.trays, self.tray_items, self.tray_focus = {}, {}, {}
        for place in ("before", "after"):
            slot = document.querySelector(f'[data-trays="{place}"]')
            names = [name for name, where in self.drawing.TRAYS if where == place]
            slot.innerHTML = "".join(
                f'<section class="tray" data-tray="{name}"><p class="tray-label" aria-hidden="true"></p>'
                '<div class="tray-items" role="group"></div></section>'
                for name in names
            )
            slot.hidden = not names
            for name in names:
                self.trays[name] = slot.querySelector(f'[data-tray="{name}"]')
                self.tray_items[name], self.tray_focus[name] = "", 0
    def _add_game_buttons(self) -> None:
        """A button in the menu for each game of the registry (index.html names no game)."""
        row = document.querySelector(".menu-games .menu-row")
        for name in registry.NAMES:
            if is_none(row.querySelector(f'[data-game="{name}"]')):
                button = document.createElement("button")
                button.type = "button"
                button.setAttribute("data-game", name)
                button.setAttribute("aria-pressed", "false")
                row.appendChild(button)

    def _game_buttons(self) -> list:
        found = document.querySelectorAll(".menu-games [data-game]")
        return [found.item(index) for index in range(found.length)]

    def _write_texts(self, shown=None) -> None:
        """Every fixed text in the language and game of ``self.texts``: the elements marked
        ``data-text`` / ``data-label`` with a catalogue path (``RESTART.0``; boot.js fills
        the same ones before Python runs; those with a piece are drawn by ``render``), the
        pieces' names, the choice of game and the choices of opponent. With ``shown``, the
        catalogue that the marked elements show already: only those whose text differs."""
        document.documentElement.lang = self.texts.LANGUAGE
        document.title = self.texts.TITLE
        marked = document.querySelectorAll(strings.marked_by(None if shown is None else strings.differing(self.texts, shown)))
        for index in range(marked.length):
            element = marked.item(index)
            if element.hasAttribute("data-label"):
                element.setAttribute("aria-label", strings.lookup(self.texts, element.getAttribute("data-label")))
            if element.hasAttribute("data-text"):
                text = strings.lookup(self.texts, element.getAttribute("data-text"))
                if "{piece}" not in text:
                    element.textContent = text
        self.language.show(self.texts.LANGUAGE)
        self.switcher.show(self.texts.LANGUAGE, self.variant.NAME)
        self.switcher.say_welcome(self.texts)
        for button in self._game_buttons():
            name = button.getAttribute("data-game")
            button.textContent = registry.game_name(name, self.texts.LANGUAGE)
            button.setAttribute("aria-pressed", "true" if name == self.variant.NAME else "false")
        for piece in self.drawing.PIECES:
            document.querySelector(f'[data-player="{piece}"] .piece-slot').innerHTML = self.piece(piece)
        for part in self.drawing.PARTS:  # the pieces drawn in the parts this game shows
            pictured = document.querySelectorAll(f'.app [data-part="{part}"] [data-piece-of]')
            for index in range(pictured.length):
                element = pictured.item(index)
                element.innerHTML = self.piece(element.getAttribute("data-piece-of"))
        choices = {
            "opponent": self.texts.OPPONENTS,
            "side": self.texts.SIDES,
            "level": {str(number): name for number, name in self.texts.LEVEL_NAMES.items()},
        }
        for name, options in choices.items():
            select = document.getElementById(name)
            select.replaceChildren()
            for value, text in options.items():
                option = document.createElement("option")
                option.value, option.textContent = value, text
                parent = select
                if name == "level":  # each level under its phrase: the list shows both, the closed choice the name
                    parent = document.createElement("optgroup")
                    parent.label = self.texts.LEVEL_PHRASES[int(value)]
                    select.appendChild(parent)
                parent.appendChild(option)
            select.disabled = False
        opponent = self.game.opponent
        document.getElementById("opponent").value = "computer" if opponent else "two"
        document.getElementById("side").value = (opponent.color.opponent if opponent else self.game.position.COLORS[0]).value
        document.getElementById("level").value = str(opponent.level if opponent else 1)
        self.records.write_texts()
        self.letters.write_texts()
        self.sound.write_texts()
        self.practice.write_texts()

    # -- drawing -------------------------------------------------------------------

    def piece(self, piece, texts=None) -> str:
        """The drawn picture of a piece (a ``Color``, or the name of a piece of the game on
        screen), the same everywhere a piece is named; named as in the game of ``texts``
        (by default the game on screen)."""
        value = getattr(piece, "value", piece)
        name = (texts or self.texts).PIECE_NAMES[value]
        return f'<span class="piece" data-piece="{value}" role="img" aria-label="{name}"></span>'

    def with_piece(self, template: str, color: Color, texts=None) -> str:
        """A catalogue text with its ``{piece}`` replaced by the picture of ``color``."""
        return template.replace("{piece}", self.piece(color, texts))

    def _paint(self, square: int, attributes: dict) -> None:
        """Give a square exactly ``attributes`` (name -> value) and the spoken name they
        mean, touching only changes."""
        attributes = self.drawing.worded(self.texts, attributes)
        label = square_label(self.texts, self.drawing.label(self.texts, square_name(square, self.size), attributes), attributes)
        if "data-look" in attributes:  # a lesson's hint
            label = self.texts.PRACTICE_LOOK.format(label=label)
        attributes = {**attributes, "aria-label": label}
        cell, before = self.cells[square], self.painted[square]
        for name in before.keys() - attributes.keys():
            cell.removeAttribute(name)
        for name, value in attributes.items():
            if before.get(name) != value:
                cell.setAttribute(name, value)
        self.painted[square] = attributes

    def render(self) -> None:
        """Draw the whole of ``self.game``: board, hints, preview, scores, turn, message, result."""
        game = self.game.shown
        marks = self.records.coach.squares() or self.practice.squares()  # a turning point looked back at, a lesson's hint
        for square, attributes in enumerate(self.drawing.squares(game)):
            self._paint(square, {**attributes, **marks.get(square, {})})
        self.board.toggleAttribute("data-previewing", game.preview is not None)
        self.shown = game
        self._render_status()
        self._render_hint_button()
        if self.game.computer_to_move and self.thinking is None:
            self.thinking = asyncio.ensure_future(self._think())
            document.documentElement.setAttribute("data-thinking", "")
            self._render_message()

    def _render_status(self) -> None:
        """Scores, leader, turn, the parts around the board, message and result of ``self.shown``."""
        game = self.shown
        scores = self.drawing.scores(game)
        labels, leader = self.drawing.score_labels(self.texts, game), self.drawing.leader(game)
        for piece, count in scores.items():
            box = document.querySelector(f'[data-player="{piece}"]')
            box.querySelector("[data-score]").textContent = str(count)
            box.querySelector(".score-label").textContent = labels[piece]  # what a screen reader hears of it
            box.toggleAttribute("data-leading", piece == leader)
        boxes = document.querySelectorAll("[data-player]")
        for index in range(boxes.length):
            box = boxes.item(index)
            box.hidden = box.getAttribute("data-player") not in scores
        turn = document.getElementById("turn")
        if game.status is Status.OVER:
            turn.setAttribute("data-turn", "none")
            turn.textContent = self.texts.GAME_OVER
        else:
            turn.setAttribute("data-turn", game.turn.value)
            turn.innerHTML = self.with_piece(self.texts.TURN, game.turn)
        self._render_parts()
        self._render_trays()
        self._render_message()
        self._render_result()

    def _render_parts(self) -> None:
        """The parts around the board that the game shows (``Drawing.parts``), the others hidden:
        those of the page, never anything a dialog shows (a rules page's sections)."""
        parts = self.drawing.parts(self.texts, self.shown)
        elements = document.querySelectorAll(".app [data-part]")
        for index in range(elements.length):
            element = elements.item(index)
            attributes = parts.get(element.getAttribute("data-part"))
            element.hidden = attributes is None
            for name, value in (attributes or {}).items():
                element.setAttribute(name, value)

    def _render_trays(self) -> None:
        """The items of each tray (``Drawing.trays``): redrawn only when they changed; the
        keyboard focus stays on the item it was on (or the nearest)."""
        for name, tray in self.drawing.trays(self.texts, self.shown).items():
            element = self.trays[name]
            element.setAttribute("aria-label", tray.label)
            element.querySelector(".tray-label").textContent = tray.label
            for attribute in [a for a in element.getAttributeNames() if a.startswith("data-") and a != "data-tray"]:
                if attribute not in tray.attributes:
                    element.removeAttribute(attribute)
            for attribute, value in tray.attributes.items():
                element.setAttribute(attribute, value)
            focus = self.tray_focus[name] = min(self.tray_focus[name], max(len(tray.items) - 1, 0))
            html = "".join(self._tray_item(index, item, index == focus) for index, item in enumerate(tray.items))
            if html == self.tray_items[name]:
                continue
            had_focus = element.contains(document.activeElement)
            self.tray_items[name] = html
            element.querySelector(".tray-items").innerHTML = html
            if had_focus:
                self._focus_tray_item(name, focus)

    @staticmethod
    def _tray_item(index: int, item, focused: bool) -> str:
        """The HTML of one tray item: a button when it may be tapped (one tab stop a tray,
        the arrow keys move along it), otherwise a picture. Its face is a picture too, drawn
        by the style from ``data-face`` (as the board's tiles are), so that its name is its
        label alone."""
        marks = "".join(f' {name}="{escape(value)}"' for name, value in item.attributes.items())
        face = "".join(f'<span class="{name}" data-face="{escape(text)}" aria-hidden="true"></span>' for name, text in item.face)
        label = escape(item.label)
        if not item.tappable:
            return f'<span class="tray-item" role="img" aria-label="{label}"{marks}>{face}</span>'
        tab = 0 if focused else -1
        return f'<button type="button" class="tray-item" data-index="{index}" tabindex="{tab}" aria-label="{label}"{marks}>{face}</button>'

    def _focus_tray_item(self, name: str, index: int) -> None:
        buttons = self.trays[name].querySelectorAll("button.tray-item")
        if buttons.length == 0:
            return
        index = min(index, buttons.length - 1)
        for position in range(buttons.length):
            buttons.item(position).tabIndex = 0 if position == index else -1
        self.tray_focus[name] = index
        buttons.item(index).focus()

    def _render_message(self) -> None:
        """The message under the board: nothing while pieces move (the position they move
        to says its own once they stand); why the last tap did nothing, until the next
        intent; otherwise a one-off notice, then what the position on screen says (the
        computer thinking, a pass, the game's own message, such as what to do next, or the
        coach's sentence)."""
        element = document.getElementById("message")
        if self.animation is not None:
            element.textContent = ""
        elif self.refusal:
            element.textContent = self.refusal(self.texts)
        else:
            said = [escape(self.notice(self.texts))] if self.notice else []
            element.innerHTML = " ".join([*said, self._position_message()]).strip()
        self._fit_message(element)

    def _fit_message(self, element) -> None:
        """A notice longer than ``MESSAGE_LINES`` lines (start-up's two, a link's error with
        its examples, storage full) in smaller type (``.message[data-long]``), so that the
        rows under it stay on a phone's screen. (Measured only with a notice: they are rare.)"""
        element.removeAttribute("data-long")
        if self.notice and self.animation is None and not self.refusal:
            size = float(window.getComputedStyle(element).fontSize.removesuffix("px"))
            if element.getBoundingClientRect().height > (MESSAGE_LINES + 0.5) * LINE_HEIGHT * size:
                element.setAttribute("data-long", "")

    def _position_message(self) -> str:
        """What the message under the board says of the position on screen (HTML)."""
        game = self.shown
        own = self.drawing.status_message(self.texts, game)
        caption = self.records.coach.caption()  # looking back at a turning point: its sentence first
        if self.thinking is not None:
            return self.with_piece(self.texts.THINKING, game.turn)
        if game.status is Status.PASSED and not caption:
            return self.with_piece(self.texts.PASSED, game.last.passed)
        if own is not None and not caption:
            return self.with_piece(escape(own), game.turn)
        return escape(caption)

    def _render_result(self) -> None:
        game = self.shown
        overlay = document.getElementById("result")
        if game.status is not Status.OVER or self.game.review is not None or self.practice.active:
            overlay.hidden = True
            self.result.closed()
            return
        winner = game.winner
        title = self.with_piece(self.texts.WINS, winner) if winner else self.texts.DRAW
        document.getElementById("result-title").innerHTML = title
        reason = document.getElementById("result-reason")
        template = self.drawing.result_reason(self.texts, game)
        reason.hidden = template is None
        reason.innerHTML = "" if template is None else self.with_piece(template, winner) if winner else template
        scores = {piece: f"{self.piece(piece)}<b>{count}</b>" for piece, count in self.drawing.scores(game).items()}
        sides = {color.value: scores.pop(color.value) for color in game.position.COLORS}
        others = "".join(f' <span class="result-other">{score}</span>' for score in scores.values())
        score = document.getElementById("result-score")
        score.innerHTML = self.texts.FINAL_SCORE.format(**sides) + others
        score.hidden = not score.innerHTML  # (a game not won by its counts: no FINAL_SCORE)
        details = document.getElementById("result-details")
        details.innerHTML = self.drawing.result_details(self.texts, game)
        details.hidden = not details.innerHTML
        overlay.setAttribute("data-winner", winner.value if winner else "draw")
        overlay.hidden = False
        self.result.opened()

    def _render_hint_button(self) -> None:
        button = document.getElementById("hint")
        level = self.game.hint.value
        button.setAttribute("data-level", level)
        name = button.querySelector(".level")
        name.setAttribute("data-text", f"HINT_LEVELS.{level}")  # the catalogue path of what it shows
        name.textContent = self.texts.HINT_LEVELS[level]

    def announce(self, text: str) -> None:
        """Say ``text`` through the page's one polite live region."""
        document.getElementById("announcer").textContent = text

    def set_language(self, language: str) -> None:
        """Switch every text to ``language`` and remember it; the game, a running
        animation and a running search go on untouched."""
        if language == self.texts.LANGUAGE:
            return
        web_language.remember(language)
        self.texts = strings.catalogue(language, self.variant.NAME)
        self._write_texts()
        for square in range(len(self.cells)):
            self._paint(square, self.painted[square])  # the squares' names
        self._render_status()
        self._render_hint_button()
        self.records.render()
        self.rules.language_changed()
        # The live region says nothing more in the language left: the state on screen, once,
        # in the new one; during a move, nothing until the move is said (in the new one).
        self.announce("" if self.animation is not None else self.drawing.state_announcement(self.texts, self.game))

    def show_game(self, name: str) -> None:
        """Put the game called ``name`` on screen (``registry.NAMES``) and remember the choice.
        A running animation or search stops; the game left is kept as it is (and saved), and
        the one shown continues where it was left in this visit, or as saved."""
        if name == self.variant.NAME:
            return
        self.practice.close()
        self._stop()
        self.games[self.variant.NAME] = self.game
        variant = registry.variant(name)
        game = self.games.pop(name, None)
        notice = None
        if game is None:
            game, key = self.restored.pop(name, None) or finish(restoring(variant))
            notice = message(key) if key else None
        remember_game(name)
        self.variant, self.drawing = variant, variant.DRAWING
        self.game, self.shown, self.notice, self.refusal = game, game, notice, None
        self.texts = strings.catalogue(self.texts.LANGUAGE, name)
        self.switcher.draw(variant)
        self._build_board()
        self.keys.reset(self.cells, self.size, start=min(game.options, default=0), bottom_up=self.drawing.BOTTOM_UP)
        self._write_texts()
        self.records.render()
        self.render()
        # The live region keeps no sentence of the game left: the game now on screen and its state.
        said = self.drawing.state_announcement(self.texts, self.game)
        self.announce(f"{sentences(self.texts, [self.texts.GAME_NAME])} {said}")

    async def restore_in_slices(self, name: str) -> None:
        """Restore the saved game of the game called ``name`` in slices (a long record takes
        hundreds of milliseconds to replay in Pyodide), unless it is on screen or at hand
        already, so that ``show_game`` finds it (a game loaded into it first keeps it in
        the past games; a switch by the game's button restores it at once)."""
        if name == self.variant.NAME or name in self.games or name in self.restored:
            return
        restored = await in_slices(restoring(registry.variant(name), SLICE_S))
        if name != self.variant.NAME and name not in self.games:
            self.restored[name] = restored

    def _set_game(self, game) -> None:
        """Adopt a new state and save it at once, so a reload (even mid-animation) loses nothing.
        Any intent clears a one-off notice and a refusal; a move that replaced moves taken
        back says so."""
        before = self.game
        self.notice = self.refusal = None
        if self.practice.active:  # a lesson: nothing saved, kept or sent
            self.game = game
            return
        if game.last is not None and game.last is not before.last and game.last.dropped:
            self.notice = message("MOVES_DROPPED", count=game.last.dropped)
        self.game = game
        if not self.save_game():  # storage full: say so at each change, while play goes on
            self.notice = message("SAVE_FAILED")
        self.letters.changed(game)
        self.records.changed(before, game)

    def save_game(self) -> bool:
        """Save the game on screen, with the coach's analysis of it if there is one; False
        when it could not be saved (see ``save``)."""
        return save(self.variant, self.game, self.records.coach.saved_with(self.game))

    def go(self, game, notice=None) -> None:
        """Adopt ``game`` from a record control (undo, redo, the review, a loaded game): a
        running animation or search is dropped; one more move on the board is animated
        like a played one, anything else drawn at once, and so is a step taken while pieces
        still move (the board, the counts, the turn and the trays show one position at
        once, never a board that ran ahead of them). ``notice`` is shown with it."""
        before = self.game.shown
        cut_short = self.animation is not None
        self._stop()
        self._set_game(game)
        if notice:
            self.notice = as_message(notice)
        after = game.shown
        if one_move_on(before, after) and not cut_short:
            self._start_move(before, after.last)
        else:
            self.render()

    def clicked(self, game) -> None:
        """Adopt ``game`` from まった or すすむ (``go``), with their light click."""
        self.go(game)
        self.play_sound("click")

    def play_sound(self, name: str) -> None:
        """Play the sound ``name`` of the game on screen (``reversi.base.sound``)."""
        self.sound.play(sounds.sound(self.drawing, name))

    def refused_sound(self, reason: str | None = None) -> None:
        """The sound of a tap that did nothing, ``reason`` being why (``why_not``'s key)."""
        self.sound.play(sounds.refusal_notes(self.drawing, reason))

    def refuse(self, text) -> None:
        """Say why a tap did nothing (a ``message()``), instead of the position's message,
        until the next intent."""
        self.refusal = text
        self._render_message()

    def tell(self, text, keep: bool = False) -> None:
        """Show a one-off message under the board (until the next intent): a ``message()``
        (drawn in the language on screen) or a text; with ``keep``, after the one still
        shown (start-up can have two things to say)."""
        said, before = as_message(text), self.notice
        self.refusal = None
        self.notice = (lambda texts: sentences(texts, [before(texts), said(texts)])) if keep and before else said
        self._render_message()

    # -- intents -------------------------------------------------------------------

    def on_board_click(self, event) -> None:
        cell = event.target.closest("[data-square]")
        if is_none(cell):
            return  # the frame or a gap between squares
        self.tap(parse_square(cell.getAttribute("data-square"), self.size))

    def tap(self, square: int) -> None:
        """A tap on ``square``: a click, or Enter / Space on the focused square."""
        self._intent(lambda game: game.tap(square), lambda game: game.why_not(square))

    def on_tray_click(self, event) -> None:
        item = event.target.closest("[data-tray] button[data-index]")
        if is_none(item):
            return  # a picture, a label or a gap
        self.tap_part(item.closest("[data-tray]").getAttribute("data-tray"), int(item.getAttribute("data-index")))

    def on_tray_key(self, event) -> None:
        """The arrow keys, Home and End move along a tray (Enter and Space press its buttons)."""
        item = event.target.closest("[data-tray] button[data-index]")
        steps = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}
        if is_none(item) or event.altKey or event.ctrlKey or event.metaKey or event.key not in (*steps, "Home", "End"):
            return
        event.preventDefault()
        name, index = item.closest("[data-tray]").getAttribute("data-tray"), int(item.getAttribute("data-index"))
        count = self.trays[name].querySelectorAll("button.tray-item").length
        target = {"Home": 0, "End": count - 1}.get(event.key, index + steps.get(event.key, 0))
        self._focus_tray_item(name, max(0, min(target, count - 1)))

    def tap_part(self, part: str, index: int) -> None:
        """A tap on item ``index`` of the tray ``part``: a click, or Enter / Space on it."""
        self.tray_focus[part] = index
        self._intent(lambda game: game.tap_part(part, index), lambda game: game.why_not_part(part, index))

    def on_other_key(self, key: str) -> bool:
        """A key the board does not use itself: a tray item's key (``Drawing.PART_KEYS``)
        taps that item; True when the key was used."""
        item = self.drawing.PART_KEYS.get(key.lower())
        if item is None:
            return False
        self.tap_part(*item)
        return True

    def _intent(self, act, why_not) -> None:
        """A tap: ``act`` (game -> game) done on the game, or when it changes nothing, the
        reason ``why_not`` (game -> a catalogue key or None) gives, told."""
        if self.animation is not None:
            return  # spec 6: taps during the flip animation are ignored
        if self.practice.active:
            self.practice.intent(act, why_not)
            return
        if self.game.review is not None:
            self.refused_sound()
            self.refuse(message("REVIEW_TAP"))  # looking back: the board only explains itself
            return
        locked = self.letters.locked(self.game)
        if locked is not None:
            self.refused_sound()
            self.refuse(locked)  # a letter game: the other side's turn
            return
        before = self.game
        after = act(before)
        if after is before:
            reason = why_not(before)
            self.refused_sound(reason)
            if reason:
                self.refuse(message(reason))
            return
        self._set_game(after)
        if after.last is before.last:
            self.render()  # the preview or the choice moved
        else:
            self._start_move(before, after.last, sounded=True)

    def _legal(self) -> set[int]:
        """The squares the player may act on now (none while the computer has the move)."""
        game = self.game
        if game.status is Status.OVER or game.computer_to_move or self.letters.locked(game) is not None:
            return set()
        return set(game.options)

    def on_hint(self, event) -> None:
        self._set_game(self.game.cycle_hint())
        if self.animation is None:
            self.render()
        else:
            self._render_hint_button()  # the board catches up when the pieces have turned

    def on_restart(self, event) -> None:
        """はじめから やりなおす (or もういちど プレイ): a new game; the one left, finished or
        not, is in the past games (nothing is thrown away)."""
        self._stop()
        fresh = self.game.restart()
        self.records.keep_replaced(fresh)
        self._set_game(fresh)
        self.render()
        if self.update_waiting:
            self.updates.take_over()

    def on_choose_game(self, name: str) -> None:
        """A game chosen in the menu: it closes, showing that game."""
        self.records.menu.close()
        self.show_game(name)

    def on_choose_opponent(self, event) -> None:
        """Two players, or the computer on the side the player does not take, at a level;
        before or during a game. A running search is dropped."""
        value = lambda name: document.getElementById(name).value  # noqa: E731
        opponent = None
        if self.letters.active() is not None:  # a letter game: the other side is a person far away
            document.getElementById("opponent").value = "two"
        elif value("opponent") == "computer":
            sides = {color.value: color for color in self.game.position.COLORS}
            opponent = Opponent(sides[value("side")].opponent, int(value("level")))
        if opponent == self.game.opponent:
            return
        self._cancel_thinking()
        self._set_game(self.game.with_opponent(opponent))
        if self.animation is None:
            self.render()

    def _cancel_thinking(self) -> None:
        if self.thinking is not None:
            self.thinking.cancel()
            self.thinking = None
            document.documentElement.removeAttribute("data-thinking")

    def _stop(self) -> None:
        """Cancel a running animation and search (restart, another game), and the sounds
        still to come of the move."""
        self._cancel_thinking()
        self.sound.stop()
        if self.animation is not None:
            self.animation.cancel()
            self.animation = None
            self.board.removeAttribute("data-animating")

    async def _think(self) -> None:
        """The computer's turn: search in slices (the page stays responsive), then act with
        the same animation as a person's move."""
        game = self.game
        started = time.perf_counter()
        try:
            await archives.import_each(self.variant.COMPUTER)  # the first time: the page answers meanwhile
            thinking = self.variant.thinking(game, random.Random())
            while not thinking.step(seconds=THINK_SLICE_S):
                await breathe()
            await asyncio.sleep(max(0.0, THINK_AT_LEAST_S - (time.perf_counter() - started)))
        except asyncio.CancelledError:
            return
        self.thinking = None
        document.documentElement.removeAttribute("data-thinking")
        before = self.game
        if before.position != game.position or not before.computer_to_move:
            self.render()  # the game changed under the search: think again if needed
            return
        after = before.computer_move(thinking.move)
        self._set_game(after)
        self._start_move(before, after.last, sounded=True)

    def on_update_waiting(self) -> None:
        """A new version of the site is installed: switch now unless a game is in
        progress, otherwise offer it with a small notice (and switch after this game)."""
        self.update_waiting = True
        if self._idle():
            self.updates.take_over()
        else:
            document.getElementById("update").hidden = False

    def on_update(self, event) -> None:
        self.updates.take_over()

    def _idle(self) -> bool:
        """No game in progress (nothing played yet, or the game is over) and no practice."""
        return not self.practice.active and (not self.game.actions or self.game.status is Status.OVER)

    def on_context_menu(self, event) -> None:
        if not is_none(event.target.closest("#board, button, .scoreboard, [data-part]")):
            event.preventDefault()  # no copy/paste menu on a long press

    # -- the move animation --------------------------------------------------------

    def _start_move(self, before, move, sounded: bool = False) -> None:
        """Show the square acted on at once, then change the other pieces one by one; when
        ``sounded`` (a move played, not a step of the record), with the move's sounds
        (``reversi.base.sound.move_sounds``)."""
        animation = self.drawing.animation(before, move)
        heard = sounds.move_sounds(self.drawing, before, self.game, animation, self._side_here()) if sounded else None
        if heard is not None:
            self.sound.play(heard.start)
        for square, attributes in enumerate(animation.start):
            self._paint(square, attributes)
        self.board.removeAttribute("data-previewing")
        self.board.setAttribute("data-animating", "")
        self.animation = asyncio.ensure_future(self._animate(animation.steps, heard))
        self._render_message()  # no message of the position left (nor a refusal) while the pieces move

    def _side_here(self):
        """The side of the player on this device in a letter game (None otherwise)."""
        mine = self.letters.active()
        return None if mine is None else self.game.position.COLORS[mine.side]

    async def _animate(self, steps, heard) -> None:
        """Paint ``steps`` one by one (at once under reduced motion), with the sounds of
        ``heard`` (``reversi.base.sound.MoveSounds``, None for a step of the record): each
        step's as it is painted, the end's when the pieces stand (under reduced motion,
        the ticks one by one still, at a quicker pace)."""
        reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches
        try:
            if reduced:
                await asyncio.sleep(0)
                for square, attributes in steps:
                    self._paint(square, attributes)
                if heard is not None:
                    self.sound.play(heard.later(sounds.REDUCED_PACE))
            else:
                for index, (square, attributes) in enumerate(steps):
                    await asyncio.sleep(FLIP_STAGGER_MS / 1000)
                    self._paint(square, attributes)
                    if heard is not None:
                        self.sound.play(heard.steps[index])
                await asyncio.sleep(FLIP_TURN_MS / 1000)
                if heard is not None:
                    self.sound.play(heard.end)
        except asyncio.CancelledError:
            return  # restarted: the new game has been drawn already
        self.animation = None
        self.board.removeAttribute("data-animating")
        self.render()
        said, caption = self.drawing.announcement(self.texts, self.game.shown), self.records.coach.caption()
        self.announce(f"{said} {caption}" if caption else said)  # looking back at a turning point: its sentence too
        self.practice.moved()


def save(variant, game, analysis=None) -> bool:
    """Save ``game`` with ``analysis``, or else without it (an analysis is long: the moves
    come first); False when not even the game could be saved (storage full or disabled:
    the game goes on unsaved, the saved one stays as it was)."""
    for kept in dict.fromkeys((analysis, None)):
        try:
            window.localStorage.setItem(variant.STORAGE_KEY, saved.dump(game, kept))
        except Exception:
            continue
        return True
    return False


def restoring(variant, seconds: float | None = None):
    """The saved game of ``variant``'s game, or a new one (with the catalogue key of a
    notice when the saved one was unusable), as a generator that yields each time
    ``seconds`` of work are done, if given (a long record is replayed: ``saved.loading``)."""
    text = stored(variant.STORAGE_KEY)
    if text is None:
        return variant.GAME.new(), ""
    try:
        game = yield from saved.loading(text, seconds)
        if not isinstance(game, variant.GAME):
            raise saved.SavedGameError(f"not a {variant.NAME} game")
        return game, ""
    except saved.SavedGameError:
        window.localStorage.removeItem(variant.STORAGE_KEY)
        return variant.GAME.new(), "SAVE_DISCARDED"


def stored_game() -> str:
    """The name of the game on screen when the page was left (the default game unless it
    was another of ``registry.NAMES``)."""
    try:
        name = window.localStorage.getItem(strings.GAME_KEY)
    except Exception:  # storage disabled
        return registry.DEFAULT
    return name if not is_none(name) and name in registry.NAMES else registry.DEFAULT


def remember_game(name: str) -> None:
    try:
        window.localStorage.setItem(strings.GAME_KEY, name)
    except Exception:  # storage full or disabled: the choice lasts as long as the page
        pass


async def start() -> View:
    """Draw the saved or a new game of the game on screen when the page was left (or the
    game in the address) in the remembered language, and accept input (sets ``<html data-ready>``).
    The games' packages but the default's come after (``reversi.web.archives``): the one on
    screen at once, all of them when the address holds a game (it may be of any), and the
    others once the page is ready (for the first screen's pictures of every game)."""
    archives.install()
    name = stored_game()
    await archives.prefetch(registry.GAMES.values() if window.location.hash else [registry.GAMES[name]])
    variant = registry.variant(name)
    view = View(variant, *await in_slices(restoring(variant, SLICE_S)), language=web_language.stored())
    view.render()
    await view.records.open_link()
    view.switcher.greet(view.texts)
    document.documentElement.setAttribute("data-ready", "")
    view._render_message()  # (shown now: a long notice of the start-up is fitted, see _fit_message)
    asyncio.ensure_future(view.switcher.draw_all())
    asyncio.ensure_future(view.updates.register())
    asyncio.ensure_future(archives.prefetch_stdlib())
    return view
