"""The page: draws a ``Game`` into the DOM and turns taps into intents.

The view knows no rules. It asks ``reversi.game`` what a tap means and draws what
comes back: discs, hint marks, the preview, counts, the turn, messages and the
result. A played move is animated disc by disc (CSS transitions turn each disc in
3D; Python only schedules them); during the animation taps on the board are ignored.
The record controls (undo, redo, the move list, the review, the menu) are in
``web_records``; the board shows ``game.shown`` (the position looked back at, if any).

For everyone: the board is played by keyboard too (``reversi.web_keys``), every square
is named for screen readers and each move is announced in a polite live region once
its animation has ended (``reversi.speech``), the result dialog holds the focus while
open (``reversi.web_dialog``), and every text comes from the catalogue of the chosen
language (``reversi.strings``, ``reversi.web_language``).

Contract with tests and tools: every square carries ``data-square="d3"`` and, when
occupied, ``data-disc="black|white"``; counts are in ``[data-score=black|white]``;
``<html data-ready>`` is set once the board accepts input; ``#board[data-animating]``
is present while discs turn; ``#announcer`` is the live region.
"""

import asyncio
import random
import time

from pyscript import document, window
from pyscript.ffi import is_none

from . import saved, speech, strings, web_language
from .game import Game, Move, Opponent, Status
from .players import LEVELS, Thinking, level
from .position import Color, parse_square, square_name
from .web_dialog import ModalFocus
from .web_dom import listen
from .web_keys import BoardKeys
from .web_offline import Updates
from .web_records import Records
from .web_rules import RulesDialog

FLIP_STAGGER_MS = 150
"""Time between the start of one disc's turn and the next."""
FLIP_TURN_MS = 400
"""How long one disc takes to turn over (the CSS transition, via ``--flip-ms``)."""
THINK_SLICE_S = 0.02
"""The computer thinks in slices this long, giving the page the main thread in between."""
THINK_AT_LEAST_S = 0.6
"""A reply never comes sooner than this, so it never looks instantaneous to a child."""
STORAGE_KEY = "reversi.game"
"""The localStorage key of the game in progress (see ``reversi.saved``)."""


def message(key: str, **values):
    """A one-off message: the catalogue text ``key`` with ``values``, in whatever language
    is on screen when it is drawn (so switching the language rewrites it)."""
    return lambda texts: getattr(texts, key).format(**values)


def as_message(text):
    """``text`` as a message: a ``message()`` stays one; a finished text stays as it is."""
    return text if callable(text) else (lambda texts: text)


class View:
    """Owns the page. ``game`` is the state of the rules; the screen catches up with
    it when an animation ends."""

    def __init__(self, game: Game, notice: str = "", language: str = strings.DEFAULT):
        self.game = game
        self.shown = game  # the game whose scores, turn and message are on screen (the one before a running animation)
        self.texts = strings.catalogue(language)
        self.notice = message(notice) if notice else None  # a one-off message, until the player's next tap
        self.animation: asyncio.Task | None = None
        self.thinking: asyncio.Task | None = None
        self.size = game.position.SIZE
        self.board = document.getElementById("board")
        self.cells = self._squares()
        self.painted = [{} for _ in self.cells]
        self.keys = BoardKeys(self.board, self.cells, self.size, self._legal, self.tap, start=min(game.options, default=0))
        self.result = ModalFocus(document.getElementById("result"), on_escape=self.on_restart)
        self.language = web_language.LanguageSwitch(self.set_language)
        listen(self.board, "click", self.on_board_click)
        listen(document.getElementById("restart"), "click", self.on_restart)
        listen(document.getElementById("hint"), "click", self.on_hint)
        listen(document.getElementById("play-again"), "click", self.on_restart)
        listen(document, "contextmenu", self.on_context_menu)
        listen(document.getElementById("update"), "click", self.on_update)
        for select in ("opponent", "side", "level"):
            listen(document.getElementById(select), "change", self.on_choose_opponent)
        self.updates = Updates(on_waiting=self.on_update_waiting)
        self.update_waiting = False
        self.records = Records(self)
        self.rules = RulesDialog(lambda: self.texts)
        self._write_texts()
        self.records.render()
        document.documentElement.style.setProperty("--flip-ms", f"{FLIP_TURN_MS}ms")

    # -- set-up --------------------------------------------------------------------

    def _squares(self) -> list:
        """The square elements in board order: the static ones from the HTML when
        they fit this board, otherwise built anew (rows of gridcells)."""
        size = self.size
        found = self.board.querySelectorAll("[data-square]")
        if found.length != size * size:
            self.board.replaceChildren()
            for row in range(size):
                row_element = document.createElement("div")
                row_element.setAttribute("role", "row")
                row_element.className = "row"
                for column in range(size):
                    cell = document.createElement("div")
                    cell.className = "square"
                    cell.setAttribute("role", "gridcell")
                    cell.setAttribute("data-square", square_name(row * size + column, size))
                    disc = document.createElement("span")
                    disc.className = "disc"
                    cell.appendChild(disc)
                    row_element.appendChild(cell)
                self.board.appendChild(row_element)
            found = self.board.querySelectorAll("[data-square]")
        cells = [None] * (size * size)
        for index in range(found.length):
            cell = found.item(index)
            cells[parse_square(cell.getAttribute("data-square"), size)] = cell
        return cells

    def _write_texts(self) -> None:
        """Every fixed text in the language of ``self.texts``: the elements marked
        ``data-text`` / ``data-label`` with a catalogue path (``RESTART.0``; boot.js
        fills the same ones before Python runs; those with a piece are drawn by
        ``render``), the pieces' names and the choices of opponent."""
        document.documentElement.lang = self.texts.LANGUAGE
        document.title = self.texts.TITLE
        marked = document.querySelectorAll("[data-text], [data-label]")
        for index in range(marked.length):
            element = marked.item(index)
            if element.hasAttribute("data-label"):
                element.setAttribute("aria-label", strings.lookup(self.texts, element.getAttribute("data-label")))
            if element.hasAttribute("data-text"):
                text = strings.lookup(self.texts, element.getAttribute("data-text"))
                if "{piece}" not in text:
                    element.textContent = text
        self.language.show(self.texts.LANGUAGE)
        for color in Color:
            document.querySelector(f'[data-player="{color.value}"] .piece-slot').innerHTML = self.piece(color)
        choices = {
            "opponent": self.texts.OPPONENTS,
            "side": self.texts.SIDES,
            "level": {str(choice.id): self.texts.LEVEL_NAMES[choice.id] for choice in LEVELS},
        }
        for name, options in choices.items():
            select = document.getElementById(name)
            select.replaceChildren()
            for value, text in options.items():
                option = document.createElement("option")
                option.value, option.textContent = value, text
                select.appendChild(option)
            select.disabled = False
        opponent = self.game.opponent
        document.getElementById("opponent").value = "computer" if opponent else "two"
        document.getElementById("side").value = opponent.color.opponent.value if opponent else "black"
        document.getElementById("level").value = str(opponent.level if opponent else 1)
        self.records.write_texts()

    # -- drawing -------------------------------------------------------------------

    def piece(self, color: Color) -> str:
        """The drawn picture of a piece, the same everywhere a piece is named."""
        name = self.texts.PIECE_NAMES[color.value]
        return f'<span class="piece" data-piece="{color.value}" role="img" aria-label="{name}"></span>'

    def with_piece(self, template: str, color: Color) -> str:
        """A catalogue text with its ``{piece}`` replaced by the picture of ``color``."""
        return template.replace("{piece}", self.piece(color))

    def _paint(self, square: int, attributes: dict) -> None:
        """Give a square exactly ``attributes`` (name -> value) and the spoken name they
        mean, touching only changes."""
        attributes = {**attributes, "aria-label": self._label(square, attributes)}
        cell, before = self.cells[square], self.painted[square]
        for name in before.keys() - attributes.keys():
            cell.removeAttribute(name)
        for name, value in attributes.items():
            if before.get(name) != value:
                cell.setAttribute(name, value)
        self.painted[square] = attributes

    def _label(self, square: int, attributes: dict) -> str:
        """The spoken name of a square painted with ``attributes``."""
        return speech.square_label(
            self.texts,
            square_name(square, self.size),
            attributes.get("data-disc"),
            hint=attributes.get("data-hint"),
            flips=int(attributes.get("data-flips", 0)),
            preview="data-preview" in attributes,
            will_flip="data-will-flip" in attributes,
            last="data-last" in attributes,
        )

    def render(self) -> None:
        """Draw the whole of ``self.game``: board, hints, preview, scores, turn, message, result."""
        game = self.game.shown
        position = game.position
        options = game.options
        shown_hint = game.hint.value
        preview_flips = game.preview_flips
        opponent = position.turn.opponent
        last = game.last.square if game.last else None
        for square in range(len(self.cells)):
            color = position.piece_at(square)
            attributes = {}
            if color is not None:
                attributes["data-disc"] = color.value
            if square == last:
                attributes["data-last"] = ""
            if square in options and game.status is not Status.OVER and not game.computer_to_move:
                if shown_hint == "places":
                    attributes["data-hint"] = "place"
                elif shown_hint == "full":
                    attributes["data-hint"] = "count"
                    attributes["data-flips"] = str(options[square].bit_count())
            if game.preview is not None:
                if square == game.preview:
                    attributes["data-preview"] = ""
                elif preview_flips >> square & 1:
                    attributes["data-will-flip"] = ""
                elif color is opponent:
                    attributes["data-dim"] = ""
            self._paint(square, attributes)
        self.board.toggleAttribute("data-previewing", game.preview is not None)
        self.shown = game
        self._render_status()
        self._render_hint_button()
        if self.game.computer_to_move and self.thinking is None:
            self.thinking = asyncio.ensure_future(self._think())
            document.documentElement.setAttribute("data-thinking", "")
            self._render_message()

    def _render_status(self) -> None:
        """Scores, leader, turn, message and result of ``self.shown``."""
        game = self.shown
        black, white = game.counts
        for color, count, other in ((Color.BLACK, black, white), (Color.WHITE, white, black)):
            score = document.querySelector(f'[data-score="{color.value}"]')
            score.textContent = str(count)
            box = document.querySelector(f'[data-player="{color.value}"]')
            box.toggleAttribute("data-leading", count > other)
            box.querySelector(".leading").textContent = self.texts.LEADING if count > other else ""
        turn = document.getElementById("turn")
        if game.status is Status.OVER:
            turn.setAttribute("data-turn", "none")
            turn.textContent = self.texts.GAME_OVER
        else:
            turn.setAttribute("data-turn", game.turn.value)
            turn.innerHTML = self.with_piece(self.texts.TURN, game.turn)
        self._render_message()
        self._render_result()

    def _render_message(self) -> None:
        game, element = self.shown, document.getElementById("message")
        if self.thinking is not None:
            element.innerHTML = self.with_piece(self.texts.THINKING, game.turn)
        elif game.status is Status.PASSED:
            element.innerHTML = self.with_piece(self.texts.PASSED, game.last.passed)
        else:
            element.textContent = self.notice(self.texts) if self.notice else ""

    def _render_result(self) -> None:
        game = self.shown
        overlay = document.getElementById("result")
        if game.status is not Status.OVER or self.game.review is not None:
            overlay.hidden = True
            self.result.closed()
            return
        winner = game.winner
        title = self.with_piece(self.texts.WINS, winner) if winner else self.texts.DRAW
        document.getElementById("result-title").innerHTML = title
        black, white = game.counts
        document.getElementById("result-score").innerHTML = self.texts.FINAL_SCORE.format(
            black=f"{self.piece(Color.BLACK)}<b>{black}</b>", white=f"{self.piece(Color.WHITE)}<b>{white}</b>"
        )
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
        self.texts = strings.catalogue(language)
        self._write_texts()
        for square in range(len(self.cells)):
            self._paint(square, self.painted[square])  # the squares' names
        self._render_status()
        self._render_hint_button()
        self.records.render()
        self.rules.language_changed()

    def _set_game(self, game: Game) -> None:
        """Adopt a new state and save it at once, so a reload (even mid-animation) loses nothing.
        Any intent clears a one-off notice; a move that replaced moves taken back says so."""
        before = self.game
        self.notice = None
        if game.last is not None and game.last is not before.last and game.last.dropped:
            self.notice = message("MOVES_DROPPED", count=game.last.dropped)
        self.game = game
        save(game)
        self.records.changed(before, game)

    def go(self, game: Game, notice=None) -> None:
        """Adopt ``game`` from a record control (undo, redo, the review, a loaded game): a
        running animation or search is dropped; one more move on the board is animated
        like a played one, anything else drawn at once. ``notice`` is shown with it."""
        before = self.game.shown
        self._stop()
        self._set_game(game)
        if notice:
            self.notice = as_message(notice)
        after = game.shown
        if after.last is not None and after.start == before.start and after.moves[:-1] == before.moves:
            self._start_move(before, after.last)
        else:
            self.render()

    def tell(self, text, keep: bool = False) -> None:
        """Show a one-off message under the board (until the next intent): a ``message()``
        (drawn in the language on screen) or a text; with ``keep``, after the one still
        shown (start-up can have two things to say)."""
        said, before = as_message(text), self.notice
        self.notice = (lambda texts: f"{before(texts)} {said(texts)}") if keep and before else said
        self._render_message()

    # -- intents -------------------------------------------------------------------

    def on_board_click(self, event) -> None:
        cell = event.target.closest("[data-square]")
        if is_none(cell):
            return  # the frame or a gap between squares
        self.tap(parse_square(cell.getAttribute("data-square"), self.size))

    def tap(self, square: int) -> None:
        """A tap on ``square``: a click, or Enter / Space on the focused square."""
        if self.animation is not None:
            return  # spec 6: taps during the flip animation are ignored
        if self.game.review is not None:
            self.tell(message("REVIEW_TAP"))  # looking back: the board only explains itself
            return
        before = self.game
        after = before.tap(square)
        if after is before:
            return
        self._set_game(after)
        if after.moves == before.moves:
            self.render()  # the preview moved
        else:
            self._start_move(before, after.last)

    def _legal(self) -> set[int]:
        """The squares the player may play now (none while the computer has the move)."""
        game = self.game
        return set() if game.status is Status.OVER or game.computer_to_move else set(game.options)

    def on_hint(self, event) -> None:
        self._set_game(self.game.cycle_hint())
        if self.animation is None:
            self.render()
        else:
            self._render_hint_button()  # the board catches up when the discs have turned

    def on_restart(self, event) -> None:
        self._stop()
        self._set_game(self.game.restart())
        self.render()
        if self.update_waiting:
            self.updates.take_over()

    def on_choose_opponent(self, event) -> None:
        """Two players, or the computer on the side the player does not take, at a level;
        before or during a game. A running search is dropped."""
        value = lambda name: document.getElementById(name).value  # noqa: E731
        opponent = None
        if value("opponent") == "computer":
            opponent = Opponent(Color(value("side")).opponent, level(int(value("level"))).id)
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
        """Cancel a running animation and search (restart)."""
        self._cancel_thinking()
        if self.animation is not None:
            self.animation.cancel()
            self.animation = None
            self.board.removeAttribute("data-animating")

    async def _think(self) -> None:
        """The computer's turn: search in slices (the page stays responsive), then play the
        move with the same animation as a human's."""
        position = self.game.position
        thinking = Thinking(position, level(self.game.opponent.level), random.Random())
        started = time.perf_counter()
        try:
            while not thinking.step(seconds=THINK_SLICE_S):
                await asyncio.sleep(0)
            await asyncio.sleep(max(0.0, THINK_AT_LEAST_S - (time.perf_counter() - started)))
        except asyncio.CancelledError:
            return
        self.thinking = None
        document.documentElement.removeAttribute("data-thinking")
        before = self.game
        if before.position != position or not before.computer_to_move:
            self.render()  # the game changed under the search: think again if needed
            return
        after = before.computer_move(thinking.move)
        self._set_game(after)
        self._start_move(before, after.last)

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
        """No game in progress: nothing played yet, or the game is over."""
        return not self.game.moves or self.game.status is Status.OVER

    def on_context_menu(self, event) -> None:
        if not is_none(event.target.closest("#board, button, .scoreboard")):
            event.preventDefault()  # no copy/paste menu on a long press

    # -- the move animation --------------------------------------------------------

    def _start_move(self, before: Game, move: Move) -> None:
        """Show the placed disc at once, then turn the flipped discs one by one."""
        position = before.position
        for square in range(len(self.cells)):
            color = position.piece_at(square)
            self._paint(square, {"data-disc": color.value} if color else {})
        self._paint(move.square, {"data-disc": move.color.value, "data-last": ""})
        self.board.removeAttribute("data-previewing")
        self.board.setAttribute("data-animating", "")
        self.animation = asyncio.ensure_future(self._turn_discs(move))

    async def _turn_discs(self, move: Move) -> None:
        reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches
        turned = {"data-disc": move.color.value, "data-turning": ""}
        try:
            if reduced:
                await asyncio.sleep(0)
                for square in move.flipped:
                    self._paint(square, turned)
            else:
                for square in move.flipped:
                    await asyncio.sleep(FLIP_STAGGER_MS / 1000)
                    self._paint(square, turned)
                await asyncio.sleep(FLIP_TURN_MS / 1000)
        except asyncio.CancelledError:
            return  # restarted: the new game has been drawn already
        self.animation = None
        self.board.removeAttribute("data-animating")
        self.render()
        self.announce(speech.announcement(self.texts, self.game))


def save(game: Game) -> None:
    try:
        window.localStorage.setItem(STORAGE_KEY, saved.dump(game))
    except Exception:  # storage full or disabled: the game goes on unsaved
        pass


def restore() -> tuple[Game, str]:
    """The saved game, or a new one (with the catalogue key of a notice when the saved
    one was unusable)."""
    try:
        text = window.localStorage.getItem(STORAGE_KEY)
    except Exception:  # storage disabled
        return Game.new(), ""
    if is_none(text):
        return Game.new(), ""
    try:
        return saved.load(text), ""
    except saved.SavedGameError:
        window.localStorage.removeItem(STORAGE_KEY)
        return Game.new(), "SAVE_DISCARDED"


def start() -> View:
    """Draw the saved or a new game (or the one in the address) in the remembered language
    and accept input (sets ``<html data-ready>``)."""
    view = View(*restore(), language=web_language.stored())
    view.render()
    view.records.open_link()
    document.documentElement.setAttribute("data-ready", "")
    asyncio.ensure_future(view.updates.register())
    return view
