"""The page's game records: undo and redo, the move list, looking back at a game
(review) with its disc-count graph, the menu (copy, a link, the paste box, past games)
and a game opened from a link. It shows what ``reversi.base.screen`` and ``reversi.play.record``
say and decides no rule; the ``View`` draws the board.

Contract with the tests: ``#undo``, ``#redo``, ``#moves-toggle`` (``aria-expanded``),
``#menu-open``; ``#moves button[data-move=N]`` (the position after N moves,
``aria-current="step"`` on the one shown, ``data-ahead`` on moves taken back);
``<html data-reviewing>`` while looking back, with ``#review`` (``#review-first``,
``-back``, ``-forward``, ``-last``, ``-exit``, ``-play``, ``#review-status`` and the
``#graph svg``); the ``<dialog id="menu">`` with ``#copy-game``, ``#share-game``,
``#invite-game``, ``#paste``, ``#paste-load``, ``#menu-message``, ``#games button[data-game=I]`` and
``#games-clear`` (then ``#games-clear-yes`` / ``-no``); ``<html data-reading>`` while a game from
the paste box or the address is read; the past games are stored under
the localStorage key ``reversi.games`` (``record.dump_games``).
"""

import asyncio
from html import escape
from datetime import datetime, timezone

from pyodide.ffi import create_once_callable
from js import document, window

from ..play import letters, record
from .. import strings
from .. import registry
from ..base.screen import Screen
from ..base.graph import disc_graph
from . import archives
from .coach import Coach
from .dialog import ModalDialog
from .dom import SLICE_S, breathe, by_id, focus_soon, in_slices, is_none, listen, painted, stored, to_js

GAMES_KEY = "reversi.games"
"""The localStorage key of the list of past games."""
TEXT_FIELDS = ("INPUT", "TEXTAREA", "SELECT")
"""Where the arrow keys belong to the field, not to the review."""
DATE_FORMAT = {"month": "numeric", "day": "numeric", "hour": "2-digit", "minute": "2-digit"}
READ_SLICE = 4
"""How many stored past games are checked at a time before the page gets the main thread back."""
LISTED_AT_ONCE = 64
"""How many entries of a game being loaded are written to the move list at a time: a part
(entries, then their style and layout) in a task and a frame of its own. (A game of 373
entries by link, here: the longest such task 33-41 ms with 128 a part, 24-37 ms with 64.)"""


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def address(fragment: str) -> str:
    """This page's address with ``fragment`` after ``#``."""
    return window.location.href.split("#")[0] + "#" + fragment


async def share_url(url: str, title: str) -> bool | None:
    """Share ``url`` by the Web Share API: True once shared, False when the player closed
    the share sheet, None when the device has no such sheet or it failed (copy it then)."""
    if is_none(getattr(window.navigator, "share", None)):
        return None
    try:
        await window.navigator.share(to_js({"title": title, "url": url}))
    except Exception as error:
        return False if getattr(error, "name", "") == "AbortError" else None
    return True


async def to_clipboard(text: str) -> bool:
    """Put ``text`` on the clipboard; False where that fails (not a secure context, or refused)."""
    try:
        await window.navigator.clipboard.writeText(text)
    except Exception:
        return False
    return True


class Records:
    """The record controls of the page, owned by the ``View`` (``view.game`` is the truth;
    ``view.go`` adopts a new game and draws it)."""

    def __init__(self, view):
        self.view = view
        self.games: tuple[record.PastGame, ...] = ()
        self.reader: record.GamesReader | None = None  # the stored list, while it is being read
        self.listed = None  # (start, moves, steps) of the move list as drawn
        self.marked = (None, 0)  # (current, live) as drawn in the move list
        self.scroll_pending = False  # the move list scrolls to the current move in the next frame
        self.readings = 0  # games being read from the paste box or the address (see loading)
        self.menu = by_id("menu")
        self.menu_dialog = ModalDialog(self.menu, by_id("menu-close"))
        self.moves = by_id("moves")
        undo = lambda: self.view.letters.allows_undo(self.view.game) and self.view.clicked(self.view.game.undo())  # noqa: E731
        actions = {
            "undo": undo,
            "redo": lambda: self.view.clicked(self.view.game.redo()),
            "result-undo": undo,
            "result-review": self.on_result_review,
            "moves-toggle": self.on_toggle_moves,
            "review-first": lambda: self.step(lambda review: 0),
            "review-back": lambda: self.step(lambda review: review.at - 1),
            "review-forward": lambda: self.step(lambda review: review.at + 1),
            "review-last": lambda: self.step(lambda review: len(review.actions)),
            "review-exit": lambda: self.leave(self.view.game.leave_review()),
            "review-play": self.on_review_play,
            "menu-open": self.open_menu,
            "review-menu": self.open_menu,
            "copy-game": lambda: asyncio.ensure_future(self.copy(self.shared_text(), self.view.texts.COPIED)),
            "share-game": lambda: asyncio.ensure_future(self.share(record.format_link(*self.shared_game()))),
            "invite-game": lambda: asyncio.ensure_future(self.share(self.view.variant.NAME, invitation=True)),
            "paste-load": lambda: self.loading(self.paste_load()),
            "games-clear": lambda: self.confirm_clear(True),
            "games-clear-no": self.on_keep_games,
            "games-clear-yes": self.on_clear_games,
        }
        for name, action in actions.items():
            listen(by_id(name), "click", lambda event, action=action: action())
        self.coach = Coach(self)
        listen(self.moves, "click", self.on_move_click)
        listen(by_id("games"), "click", self.on_game_click)
        listen(document, "keydown", self.on_key)
        listen(window, "hashchange", lambda event: self.on_hash_change())

    # -- texts -------------------------------------------------------------------------

    def write_texts(self) -> None:
        texts = self.view.texts
        for name, text in {
            "moves-toggle": texts.MOVES,
            "menu-open": texts.MENU,
            "review-menu": texts.MENU,
            "review-exit": texts.REVIEW_EXIT,
            "review-play": texts.REVIEW_PLAY,
            "result-undo": texts.UNDO,
            "result-review": texts.REVIEW,
            "menu-title": texts.MENU,
            "menu-close": texts.CLOSE,
            "this-game": texts.THIS_GAME,
            "copy-game": texts.COPY,
            "share-game": texts.SHARE,
            "invite-game": texts.INVITE,
            "paste-label": texts.PASTE_LABEL,
            "paste-load": texts.LOAD,
            "games-title": texts.GAMES,
            "games-empty": texts.GAMES_EMPTY,
            "games-clear": texts.GAMES_CLEAR,
            "games-ask": texts.GAMES_CLEAR_ASK,
            "games-clear-yes": texts.GAMES_CLEAR_YES,
            "games-clear-no": texts.GAMES_CLEAR_NO,
        }.items():
            by_id(name).textContent = text
        by_id("undo").querySelector("span").textContent = texts.UNDO
        by_id("redo").querySelector("span").textContent = texts.REDO
        for step, label in texts.REVIEW_STEPS.items():
            by_id(f"review-{step}").setAttribute("aria-label", label)
        self.moves.setAttribute("aria-label", texts.MOVES)
        by_id("paste").placeholder = texts.PASTE_EXAMPLE  # (an example of the game on screen)
        for name in ("undo", "redo", "moves-toggle", "menu-open"):
            by_id(name).disabled = False
        self.listed = None  # the list names its first entry in the page's language

    # -- drawing -----------------------------------------------------------------------

    def render(self) -> None:
        """Draw the record controls for ``view.game``: the buttons, the move list and the review."""
        game = self.view.game
        review = game.review
        by_id("undo").disabled = not game.can_undo
        by_id("redo").disabled = not game.can_redo
        document.documentElement.toggleAttribute("data-reviewing", review is not None)
        by_id("review").hidden = review is None
        shareable = bool(self.shared_text())
        for name in ("copy-game", "share-game"):
            by_id(name).disabled = not shareable
        if review is None:
            self._render_moves(game.start, game.record, len(game.actions), len(game.actions), game.positions)
        else:
            live = len(game.actions) if review.own else len(review.actions)
            steps = self._render_moves(review.start, review.actions, review.at, live)
            self._render_review(review, steps)
        self.coach.update()
        self.view.letters.render()

    def _render_moves(self, start, moves, current: int, live: int, positions=None) -> tuple[record.Step, ...]:
        """The move list of ``moves`` (the record's entries: a written-out pass is one) from
        ``start`` (``positions``: its positions, where known): the position after ``current``
        moves marked, the moves after ``live`` shown as taken back. Only what changed is
        drawn (a move played adds one entry). Returns the steps."""
        listed_start, listed_moves, listed_steps = self.listed or (None, (), ())
        if start != listed_start or moves[: len(listed_moves)] != listed_moves:
            steps = record.steps(start, moves, positions=positions)
            items = [self._move_item(0, self.view.texts.MOVE_START, live, current)]
            items += [self._move_item(step.number, self._step_text(step), live, current) for step in steps]
            self.moves.innerHTML = "".join(items)
            self.listed, self.marked = (start, moves, steps), (current, live)
            self.show_current_move()
            return steps
        if len(moves) > len(listed_moves):
            position = listed_steps[-1].position if listed_steps else start
            known = positions[len(listed_moves) :] if positions else None
            added = record.steps(position, moves[len(listed_moves) :], first=len(listed_moves) + 1, positions=known)
            items = [self._move_item(step.number, self._step_text(step), live, None) for step in added]
            self.moves.insertAdjacentHTML("beforeend", "".join(items))
            self.listed = (start, moves, listed_steps + added)
        self._mark(current, live)
        return self.listed[2]

    def _step_text(self, step: record.Step) -> str:
        """A move's number, the piece that played it and where (a pass: パス)."""
        texts = self.view.texts
        name = self.view.drawing.move_name(texts, step.entry, step.name)
        name = f'<span class="pass">{texts.MOVE_PASS}</span>' if name is None else f"<span>{escape(name)}</span>"
        return f'<span class="number">{step.number}</span>{self.view.piece(step.color)}{name}'

    @staticmethod
    def _move_item(number: int, text: str, live: int, current: int | None) -> str:
        """One entry of the move list. The list is one stop for Tab: the current entry's
        (the arrow keys move along it, see ``on_key``)."""
        marks = " data-ahead" if number > live else ""
        marks += ' aria-current="step" tabindex="0"' if number == current else ' tabindex="-1"'
        return f'<li><button type="button" data-move="{number}"{marks}>{text}</button></li>'

    def _mark(self, current: int, live: int) -> None:
        """Move the marks of the move list from where they are drawn to ``current`` and
        ``live``, touching only the entries whose marks change."""
        drawn_current, drawn_live = self.marked
        entry = lambda number: self.moves.querySelector(f'[data-move="{number}"]')  # noqa: E731
        for number in range(min(drawn_live, live) + 1, max(drawn_live, live) + 1):
            entry(number).toggleAttribute("data-ahead", number > live)
        if drawn_current != current:
            if drawn_current is not None and not is_none(entry(drawn_current)):
                entry(drawn_current).removeAttribute("aria-current")
                entry(drawn_current).tabIndex = -1
            entry(current).setAttribute("aria-current", "step")
            entry(current).tabIndex = 0
            self.show_current_move()
        self.marked = (current, live)

    def show_current_move(self) -> None:
        """Scroll the move list (not the page) to the move marked current, in the middle of
        the strip on a phone so that the moves on both sides show. In the next frame: the
        layout it needs is then the frame's own, not one forced in the middle of a tap."""
        if not self.scroll_pending:
            self.scroll_pending = True
            window.requestAnimationFrame(create_once_callable(self._scroll_to_current_move))

    def _scroll_to_current_move(self, timestamp) -> None:
        self.scroll_pending = False
        current = self.moves.querySelector('[aria-current="step"]')
        if not is_none(current):
            current.scrollIntoView(to_js({"block": "nearest", "inline": "center"}))

    def _render_review(self, review, steps) -> None:
        texts = self.view.texts
        total = len(review.actions)
        by_id("review-status").textContent = texts.REVIEW_STATUS.format(at=review.at, total=total)
        for name in ("first", "back"):
            by_id(f"review-{name}").disabled = review.at == 0
        for name in ("forward", "last"):
            by_id(f"review-{name}").disabled = review.at == total
        graph = self.coach.graph(review.at)
        if graph is None:
            counts = [review.start.counts()] + [step.counts for step in steps]
            black, white = counts[review.at][:2]
            graph = disc_graph(counts, review.at, texts.GRAPH_LABEL.format(at=review.at, black=black, white=white))
        by_id("graph").innerHTML = graph

    # -- the game's intents ---------------------------------------------------------------

    def changed(self, before: Screen, after: Screen) -> None:
        """``view.game`` went from ``before`` to ``after``: keep a game that just finished, redraw."""
        if record.newly_finished(before, after):
            self.keep(record.kept(after, now()))
        self.render()

    def on_toggle_moves(self) -> None:
        toggle = by_id("moves-toggle")
        opened = toggle.getAttribute("aria-expanded") != "true"
        toggle.setAttribute("aria-expanded", "true" if opened else "false")
        document.documentElement.toggleAttribute("data-moves-open", opened)
        self.show_current_move()

    def on_move_click(self, event) -> None:
        button = event.target.closest("button[data-move]")
        if not is_none(button):
            self.view.go(self.view.game.review_at(int(button.getAttribute("data-move"))))

    def on_result_review(self) -> None:
        self.view.go(self.view.game.review_at(0))
        focus_soon(by_id("review-forward"))

    def step(self, where) -> None:
        """Show the move ``where(review)`` of the game being looked back at."""
        game = self.view.game
        if game.review is not None:
            self.view.go(game.review_at(where(game.review)))

    def on_review_play(self) -> None:
        """ここからうつ: play on from the position shown; at a turning point of the player,
        from the position before it, to try the better move (``Coach.try_better``)."""
        game = self.view.game
        tried = self.coach.try_better(game) if game.review is not None else None
        self.leave(tried[0] if tried else game.play_from_review())
        if tried:
            self.view.tell(tried[1], keep=True)

    def leave(self, game: Screen) -> None:
        """Back to the live game, or on to another one from the review. The review's
        buttons are gone: the focus goes to the record bar (or stays on the result)."""
        self.replace(game, "")
        undo = by_id("undo")
        if by_id("result").hidden:
            (by_id("menu-open") if undo.disabled else undo).focus()

    def on_key(self, event) -> None:
        """Left / Right (Home / End) step through the game being looked back at, unless a
        text field, a select, the board or the menu has the key. In the move list (one Tab
        stop) the arrow keys, Up and Down too, move along it and show each position, which
        starts looking back; the focus follows the entry shown."""
        game = self.view.game
        target = event.target
        in_list = not is_none(target.closest("#moves"))
        if game.review is None and not in_list:
            return
        if event.defaultPrevented or event.altKey or event.ctrlKey or event.metaKey or self.menu.open:
            return
        if target.tagName in TEXT_FIELDS or not is_none(target.closest("#board")):
            return
        at, total = (game.review.at, len(game.review.actions)) if game.review else (len(game.actions), len(game.record))
        moves = {"ArrowLeft": at - 1, "ArrowRight": at + 1, "Home": 0, "End": total}
        if in_list:
            moves.update(ArrowUp=at - 1, ArrowDown=at + 1)
        if event.key in moves:
            event.preventDefault()
            self.view.go(game.review_at(moves[event.key]))
            if in_list:
                self.moves.querySelector('[aria-current="step"]').focus()

    # -- loading a game --------------------------------------------------------------------

    async def load(self, loaded: Screen) -> None:
        """Play on from the game ``loaded`` (``record.reading_game``), at its last move: in
        its own game (of any game), which comes on screen first (drawn in a frame of its own),
        with the hints and opponent of the game left there. No moves from the usual start
        (an invitation) is a new game."""
        name = registry.variant_of(loaded.start).NAME
        await self.view.restore_in_slices(name)
        if name != self.view.variant.NAME:
            self.view.show_game(name)
            await painted()
        before, texts = self.view.game, self.view.texts
        new = not loaded.actions and loaded.start == before.RULES.initial()
        after = loaded.with_hint(before.hint).with_opponent(before.opponent)
        if after.record != before.record:
            await self._list_in_parts(after)
        self.replace(after, texts.NEW_GAME if new else texts.LOADED, texts.NEW_GAME_KEPT if new else texts.KEPT)

    async def _list_in_parts(self, game: Screen) -> None:
        """Write the move list of ``game``, a game being loaded, ``LISTED_AT_ONCE`` entries
        at a time, each part in a task and a frame of its own, before the game comes on
        screen. The last entry written is marked current, so the list is scrolled to it:
        each frame lays out only the part it adds (the list's entries out of view are not
        laid out, see ``styles/app.css``), and none has to lay out the whole end of the
        list at once when the game comes on screen, marking its last entry."""
        count, entries = len(game.actions), game.record
        for end in range(LISTED_AT_ONCE, len(entries) + LISTED_AT_ONCE, LISTED_AT_ONCE):
            self._render_moves(game.start, entries[:end], min(count, end), min(count, end), game.positions)
            await painted()

    def loading(self, reading) -> None:
        """Run the coroutine ``reading`` (a game read in slices, then loaded) in the
        background, with ``<html data-reading>`` (a busy pointer) until every such one ends."""
        root = document.documentElement
        self.readings += 1
        root.setAttribute("data-reading", "")

        async def run():
            try:
                await reading
            finally:
                self.readings -= 1
                if not self.readings:
                    root.removeAttribute("data-reading")

        asyncio.ensure_future(run())

    async def read(self, text: str):
        """The game of ``text`` (``record.reading_game``, the game on screen's for a text
        that names none), read in slices; RecordError when it is none."""
        return await in_slices(record.reading_game(text, self.view.variant.NAME, SLICE_S))

    def replace(self, after: Screen, notice: str, kept: str = "") -> None:
        """Adopt ``after``, another game than the live one: the live one, if it has moves,
        goes into the list of past games first (nothing is lost), and ``kept`` (by default
        the catalogue's ``KEPT``) is the notice then."""
        if self.keep_replaced(after):
            notice = kept or self.view.texts.KEPT
        self.view.go(after, notice)

    def keep_replaced(self, after: Screen) -> bool:
        """The live game, if it has moves (played or taken back) and ``after`` is another
        game, goes into the list of past games (a finished one is there already); True if
        it had to."""
        before = self.view.game
        if before.record and (before.start, before.record) != (after.start, after.record):
            self.keep(record.kept(before, now()))
            return True
        return False

    async def open_link(self) -> None:
        """A game in the address (``#f5d6c3``, see ``reversi.play.record``) becomes the live game
        (read in slices: a long record is replayed); see ``taken_link``."""
        fragment = self.taken_link()
        if fragment:
            await self.open_game_link(fragment)

    def on_hash_change(self) -> None:
        """A new address: a letter opens at once, a game is read in the background (``loading``)."""
        fragment = self.taken_link()
        if fragment:
            self.loading(self.open_game_link(fragment))

    def taken_link(self) -> str:
        """The address's fragment, removed from it at once (so that a reload keeps what is
        played after it); a letter (``reversi.play.letters``) is opened here and leaves
        nothing to read, as does an address without one."""
        fragment = window.location.hash
        if not fragment:
            return ""
        window.history.replaceState(None, "", window.location.pathname + window.location.search)
        if letters.is_letter(fragment):
            self.view.letters.open(fragment)
            return ""
        return fragment

    async def open_game_link(self, fragment: str) -> None:
        """The game of the link ``fragment`` becomes the live game, or the page says why not."""
        try:
            loaded = await self.read(fragment)
        except record.RecordError as error:  # (in the link's game's words, in the language on screen)
            self.view.tell(lambda texts, error=error: record.error_text(error, texts.LANGUAGE, link=True))
            return
        await self.load(loaded)

    # -- the menu --------------------------------------------------------------------------

    def open_menu(self) -> None:
        self.say("")
        self.confirm_clear(False)
        self.menu_dialog.open()
        self.view.letters.render_list()
        self.render_games()  # (reading the list may have something to say in the menu)

    def say(self, text: str, error: bool = False) -> None:
        """A message in the menu (copy, share, paste, the list of past games)."""
        message = by_id("menu-message")
        message.textContent = text
        message.toggleAttribute("data-error", error)

    def shared_game(self) -> tuple:
        """The start and the moves of the game to copy or share: another game being looked
        back at, or else the live game's moves as far as played."""
        game = self.view.game
        review = game.review
        if review is not None and not review.own:
            return review.start, review.actions
        return game.start, game.actions

    def shared_text(self) -> str:
        """The text of the game to copy (``record.format_game``)."""
        return record.format_game(*self.shared_game())

    async def copy(self, text: str, done: str) -> None:
        """Put ``text`` on the clipboard; where that fails, select it in the paste box."""
        if await to_clipboard(text):
            self.say(done)
            return
        paste = by_id("paste")
        paste.value = text
        paste.focus()
        paste.select()
        self.say(self.view.texts.COPY_FAILED, error=True)

    async def share(self, fragment: str, invitation: bool = False) -> None:
        """Send a link to this page with ``fragment`` after ``#`` (a game's text, or the
        name of the game on screen for an ``invitation`` to a new game of it): the Web
        Share API where the device has it, else copy the link."""
        texts = self.view.texts
        url = address(fragment)
        shared = await share_url(url, texts.TITLE)
        if shared is None:
            await self.copy(url, texts.INVITE_COPIED if invitation else texts.LINK_COPIED)
        elif shared:
            self.say(texts.INVITED if invitation else texts.SHARED)

    async def paste_load(self) -> None:
        try:
            loaded = await self.read(by_id("paste").value)
        except record.RecordError as error:
            self.say(record.error_text(error, self.view.texts.LANGUAGE), error=True)
            return
        self.menu.close()
        await self.load(loaded)

    # -- past games ------------------------------------------------------------------------

    def start_reading_games(self) -> None:
        """Read the stored list of past games in the background, a few entries at a time
        (checking each costs a replay). An unusable list is dropped with a message (so the
        view starts it once it has its records: the message says what the position says too)."""
        text = stored(GAMES_KEY)
        if text is None:
            return
        try:
            self.reader = record.GamesReader(text)
        except record.PastGamesError:
            self.store_games(())
            self.tell(self.view.texts.GAMES_DISCARDED)
            return
        asyncio.ensure_future(self._read_games_in_slices())

    async def _read_games_in_slices(self) -> None:
        # The archives of the list's games first: offline, an import could not fetch them
        # (its synchronous request goes past the service worker's cache).
        await archives.prefetch([registry.GAMES[name] for name in self.reader.rules()])
        while self.reader is not None and not self.reader.read(READ_SLICE):
            await breathe()
        self._games_read()

    def _games_read(self) -> None:
        """The stored list is read: adopt it; unusable entries are left out with a message."""
        reader, self.reader = self.reader, None
        if reader is None:
            return
        self.games = tuple(reader.games)
        if reader.skipped:
            self.store_games(self.games)
            self.tell(strings.plural(self.view.texts.GAMES_SKIPPED, reader.skipped).format(count=reader.skipped))

    def past_games(self) -> tuple[record.PastGame, ...]:
        """The list of past games (what is left of the stored list is read at once)."""
        if self.reader is not None:
            self.reader.read()
            self._games_read()
        return self.games

    def tell(self, text: str) -> None:
        """A message about the stored list: in the menu when it is open, else under the
        board (after a message about the saved game, at start-up)."""
        if self.menu.open:
            self.say(text)
        else:
            self.view.tell(text, keep=True)

    def store_games(self, games) -> None:
        self.games = games
        try:
            if games:
                window.localStorage.setItem(GAMES_KEY, record.dump_games(games))
            else:
                window.localStorage.removeItem(GAMES_KEY)
        except Exception:  # storage full or disabled: the list lives as long as the page
            pass

    def keep(self, entry: record.PastGame) -> None:
        self.store_games(record.add_game(self.past_games(), entry))
        if self.menu.open:
            self.render_games()

    def render_games(self) -> None:
        games = self.past_games()
        texts = self.view.texts
        dates = window.Intl.DateTimeFormat.new(texts.LANGUAGE, to_js(DATE_FORMAT))
        items = []
        for index, game in enumerate(games):
            date = dates.format(window.Date.new(game.date))
            names = strings.catalogue(texts.LANGUAGE, game.rules)  # its pieces are named as in its game
            result = names.GAME_RESULTS[game.result]
            if game.result not in record.RESULTS:  # a side won
                result = self.view.with_piece(result, game.result, names)
            colors = registry.variant(game.rules).GAME.RULES.COLORS
            score = names.FINAL_SCORE.format(**{color.value: count for color, count in zip(colors, game.counts)})
            items.append(
                f'<li><button type="button" data-game="{index}"><span class="date">{date}</span>'
                f'<span class="kind">{names.GAME_NAME}</span><span class="result">{result}</span>'
                f'<span class="score">{score}</span>'
                f'<span class="length">{strings.plural(texts.GAME_MOVES, len(game.actions)).format(count=len(game.actions))}'
                "</span></button></li>"
            )
        by_id("games").innerHTML = "".join(items)
        by_id("games-empty").hidden = bool(games)
        by_id("games-tools").hidden = not games

    def on_game_click(self, event) -> None:
        button = event.target.closest("button[data-game]")
        if is_none(button):
            return
        game = self.past_games()[int(button.getAttribute("data-game"))]
        self.menu.close()
        self.view.show_game(game.rules)
        self.view.go(self.view.game.review_game(game.start, game.actions))
        focus_soon(by_id("review-forward"))

    def confirm_clear(self, asking: bool) -> None:
        by_id("games-confirm").hidden = not asking
        by_id("games-clear").hidden = asking
        if asking:
            by_id("games-clear-no").focus()

    def on_keep_games(self) -> None:
        self.confirm_clear(False)
        by_id("games-clear").focus()

    def on_clear_games(self) -> None:
        self.store_games(())
        self.confirm_clear(False)
        self.render_games()
        by_id("menu-close").focus()
