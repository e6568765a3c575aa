"""The page: draws a ``Game`` into the DOM and turns taps into intents.

The view knows no rules. It asks ``reversi.game`` what a tap means and draws what
comes back: discs, hint marks, the preview, counts, the turn, messages and the
result. A played move is animated disc by disc (CSS transitions turn each disc in
3D; Python only schedules them); during the animation taps on the board are ignored.
The record controls (undo, redo, the move list, the review, the menu) are in
``web_records``; the board shows ``game.shown`` (the position looked back at, if any).

Contract with tests and tools: every square carries ``data-square="d3"`` and, when
occupied, ``data-disc="black|white"``; counts are in ``[data-score=black|white]``;
``<html data-ready>`` is set once the board accepts input; ``#board[data-animating]``
is present while discs turn.
"""

import asyncio
import random
import time

from pyscript import document, window
from pyscript.ffi import is_none

from . import saved, strings
from .game import Game, Move, Opponent, Status
from .players import LEVELS, Thinking, level
from .position import Color, parse_square, square_name
from .web_dom import listen
from .web_offline import Updates
from .web_records import Records

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


class View:
    """Owns the page. ``game`` is the state of the rules; the screen catches up with
    it when an animation ends."""

    def __init__(self, game: Game, notice: str = "", language: str = strings.DEFAULT):
        self.game = game
        self.texts = strings.catalogue(language)
        self.notice = notice  # a one-off message, shown until the player's next tap
        self.animation: asyncio.Task | None = None
        self.thinking: asyncio.Task | None = None
        self.size = game.position.SIZE
        self.board = document.getElementById("board")
        self.cells = self._squares()
        self.painted = [{} for _ in self.cells]
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
        document.title = self.texts.TITLE
        restart = document.getElementById("restart")
        restart.innerHTML = "".join(f"<span>{line}</span>" for line in self.texts.RESTART)
        document.getElementById("play-again").textContent = self.texts.PLAY_AGAIN
        document.getElementById("update").textContent = self.texts.UPDATE_READY
        self.board.setAttribute("aria-label", self.texts.BOARD_LABEL)
        for color in Color:
            document.querySelector(f'[data-player="{color.value}"] .piece-slot').innerHTML = self.piece(color)
        choices = {
            "opponent": (self.texts.OPPONENT_LABEL, self.texts.OPPONENTS),
            "side": (self.texts.SIDE_LABEL, self.texts.SIDES),
            "level": (self.texts.LEVEL_LABEL, {str(choice.id): self.texts.LEVEL_NAMES[choice.id] for choice in LEVELS}),
        }
        for name, (label, options) in choices.items():
            document.getElementById(f"{name}-label").textContent = label
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
        """Give a square exactly ``attributes`` (name -> value), touching only changes."""
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
        self._render_status()
        self._render_hint_button()
        if self.game.computer_to_move and self.thinking is None:
            self.thinking = asyncio.ensure_future(self._think())
            document.documentElement.setAttribute("data-thinking", "")
            self._render_message()

    def _render_status(self) -> None:
        game = self.game.shown
        black, white = game.counts
        for color, count, other in ((Color.BLACK, black, white), (Color.WHITE, white, black)):
            score = document.querySelector(f'[data-score="{color.value}"]')
            score.textContent = str(count)
            box = document.querySelector(f'[data-player="{color.value}"]')
            box.toggleAttribute("data-leading", count > other)
            box.setAttribute(
                "aria-label", self.texts.SCORE_LABEL.format(name=self.texts.PIECE_NAMES[color.value], count=count)
            )
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
        game, message = self.game.shown, document.getElementById("message")
        if self.thinking is not None:
            message.innerHTML = self.with_piece(self.texts.THINKING, game.turn)
        elif game.status is Status.PASSED:
            message.innerHTML = self.with_piece(self.texts.PASSED, game.last.passed)
        else:
            message.textContent = self.notice

    def _render_result(self) -> None:
        game = self.game
        overlay = document.getElementById("result")
        if game.status is not Status.OVER or game.review is not None:
            overlay.hidden = True
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
        document.getElementById("play-again").focus()

    def _render_hint_button(self) -> None:
        button = document.getElementById("hint")
        level = self.game.hint.value
        button.setAttribute("data-level", level)
        button.innerHTML = f'<span>{self.texts.HINT}</span><span class="level">{self.texts.HINT_LEVELS[level]}</span>'

    def _set_game(self, game: Game) -> None:
        """Adopt a new state and save it at once, so a reload (even mid-animation) loses nothing.
        Any intent clears a one-off notice; a move that replaced moves taken back says so."""
        before = self.game
        self.notice = ""
        if game.last is not None and game.last is not before.last and game.last.dropped:
            self.notice = self.texts.MOVES_DROPPED.format(count=game.last.dropped)
        self.game = game
        save(game)
        self.records.changed(before, game)

    def go(self, game: Game, notice: str = "") -> None:
        """Adopt ``game`` from a record control (undo, redo, the review, a loaded game): a
        running animation or search is dropped; one more move on the board is animated
        like a played one, anything else drawn at once. ``notice`` is shown with it."""
        before = self.game.shown
        self._stop()
        self._set_game(game)
        self.notice = notice or self.notice
        after = game.shown
        if after.last is not None and after.start == before.start and after.moves[:-1] == before.moves:
            self._start_move(before, after.last)
        else:
            self.render()

    def tell(self, text: str, keep: bool = False) -> None:
        """Show a one-off message under the board (until the next intent); with ``keep``,
        after the one still shown (start-up can have two things to say)."""
        self.notice = f"{self.notice} {text}".strip() if keep else text
        self._render_message()

    # -- intents -------------------------------------------------------------------

    def on_board_click(self, event) -> None:
        if self.animation is not None:
            return  # spec 6: taps during the flip animation are ignored
        cell = event.target.closest("[data-square]")
        if is_none(cell):
            return  # the frame or a gap between squares
        if self.game.review is not None:
            self.tell(self.texts.REVIEW_TAP)  # looking back: the board only explains itself
            return
        before = self.game
        after = before.tap(parse_square(cell.getAttribute("data-square"), self.size))
        if after is before:
            return
        self._set_game(after)
        if after.moves == before.moves:
            self.render()  # the preview moved
        else:
            self._start_move(before, after.last)

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


def save(game: Game) -> None:
    try:
        window.localStorage.setItem(STORAGE_KEY, saved.dump(game))
    except Exception:  # storage full or disabled: the game goes on unsaved
        pass


def restore() -> tuple[Game, str]:
    """The saved game, or a new one (with a notice when the saved one was unusable)."""
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
        return Game.new(), strings.SAVE_DISCARDED


def start() -> View:
    """Draw the saved or a new game (or the one in the address) and accept input
    (sets ``<html data-ready>``)."""
    view = View(*restore())
    view.render()
    view.records.open_link()
    document.documentElement.setAttribute("data-ready", "")
    asyncio.ensure_future(view.updates.register())
    return view
