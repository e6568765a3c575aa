"""The page's letter games (てがみで たいせん, ``reversi.play.letters``): the menu's form that
starts one for the game on screen and its list 「てがみの ゲーム」, the bar under the board
while one is on screen (whose turn, 「あいてに おくる」, the letter's link, a letter that
contradicts the game), and the letters that arrive in the address. It decides no rule.

A letter game is the live game of its game while it is on screen (``active``): the board
takes taps only on this device's side (``locked``), まった takes back only the own moves
not sent yet (``allows_undo``), and each move is kept in the letter game at once
(``changed``). A move that leaves the letter's game (はじめから, a loaded game) leaves the
letter game; it stays in the list, as it was.

Contract with the tests: ``#letter`` (the bar: ``#letter-status``, ``#letter-send``,
``#letter-link``, ``#letter-conflict`` with ``#letter-keep-mine`` and
``#letter-take-theirs``); in the menu ``#letter-side``, ``#letter-me``, ``#letter-them``,
``#letter-start`` and ``#letters button[data-letter=ID]``; ``<html data-letter=ID>`` while
a letter game is on screen, with ``data-letter-turn`` (``mine``, ``theirs``, ``send`` or
``over``); the letter games are stored under the localStorage key ``reversi.letters``.
"""

import asyncio
import json
from html import escape

from js import document, window

from .. import registry, strings
from ..base.screen import Status
from ..play import letters, record
from .dom import is_none, listen, stored
from .records import address, by_id, now, share_url, to_clipboard

LETTERS_KEY = "reversi.letters"
"""The localStorage key of the letter games (``letters.dump``) and which is on screen for each game."""


class Letters:
    """The letter games of the page, owned by the ``View``."""

    def __init__(self, view):
        self.view = view
        self.games: tuple[letters.LetterGame, ...] = ()
        self.on_screen: dict[str, str] = {}  # game name -> the id of the letter game that is its live game
        self.pending: letters.Letter | None = None  # a letter that contradicts the game, until one is chosen
        self.showing = False  # a letter game is being put on screen (its steps are not moves)
        self.linked: tuple[str, int] | None = None  # the letter game and entry count of the link shown
        self._read()
        actions = {
            "letter-start": self.on_start,
            "letter-send": lambda: asyncio.ensure_future(self.send()),
            "result-send": lambda: asyncio.ensure_future(self.send()),
            "letter-keep-mine": lambda: self.settle(False),
            "letter-take-theirs": lambda: self.settle(True),
        }
        for name, action in actions.items():
            listen(by_id(name), "click", lambda event, action=action: action())
        listen(by_id("letters"), "click", self.on_list_click)

    # -- storage -------------------------------------------------------------------------

    def _read(self) -> None:
        text = stored(LETTERS_KEY)
        if text is None:
            return
        self.games = letters.load(text)
        try:
            active = json.loads(text).get("on_screen", {})
        except (TypeError, ValueError, AttributeError):
            active = {}
        ids = {game.id for game in self.games}
        self.on_screen = {name: id_ for name, id_ in active.items() if name in registry.NAMES and id_ in ids}

    def _store(self) -> None:
        data = json.loads(letters.dump(self.games))
        data["on_screen"] = self.on_screen
        try:
            window.localStorage.setItem(LETTERS_KEY, json.dumps(data, ensure_ascii=False))
        except Exception:  # storage full or disabled: the letter games live as long as the page
            pass

    def _put(self, game: letters.LetterGame) -> None:
        self.games = letters.put(self.games, game)
        self._store()

    def find(self, id_: str) -> letters.LetterGame | None:
        return next((game for game in self.games if game.id == id_), None)

    # -- the letter game on screen ---------------------------------------------------------

    def active(self) -> letters.LetterGame | None:
        """The letter game that is the live game on screen, if any."""
        name = self.view.variant.NAME
        mine = self.find(self.on_screen.get(name, ""))
        if mine is None or mine.rules != name:
            return None
        game = self.view.game
        if game.start != game.RULES.initial() or game.actions[: mine.shared] != mine.entries[: mine.shared]:
            return None
        return mine

    @staticmethod
    def _side_to_move(game) -> int | None:
        if game.status is Status.OVER:
            return None
        return list(game.position.COLORS).index(game.turn)

    def locked(self, game) -> object:
        """Why a tap does nothing in a letter game (a message for ``view.refuse``): it is the
        other side's turn, or own moves wait to be sent; None when the board is this side's."""
        mine = self.active()
        if mine is None:
            return None
        if self._side_to_move(game) not in (None, mine.side):
            other = self.names(mine)[1 - mine.side]
            return lambda texts: texts.LETTER_WAIT.format(name=other)
        return None

    def allows_undo(self, game) -> bool:
        """まった in a letter game takes back only own moves not sent yet."""
        mine = self.active()
        return mine is None or len(game.undo().actions) >= mine.shared

    def changed(self, after) -> None:
        """The live game is now ``after``: kept in its letter game, or out of it when it left
        the letter's game."""
        name = self.view.variant.NAME
        if name not in self.on_screen or self.showing:
            return
        mine = self.find(self.on_screen[name])
        consistent = (
            mine is not None and after.start == after.RULES.initial()
            and after.actions[: mine.shared] == mine.entries[: mine.shared] and len(after.actions) >= mine.shared
        )
        if not consistent:
            del self.on_screen[name]
            self._store()
        elif tuple(after.actions) != mine.entries:
            self._put(mine.played(after.actions, now()))

    # -- drawing -------------------------------------------------------------------------

    def write_texts(self) -> None:
        texts = self.view.texts
        select, game = by_id("letter-side"), self.view.variant.NAME
        chosen = select.value if select.getAttribute("data-game") == game else ""  # another game's sides: the first
        select.setAttribute("data-game", game)
        select.replaceChildren()
        for color in self.view.game.position.COLORS:
            option = document.createElement("option")
            option.value, option.textContent = color.value, texts.SIDES[color.value]
            select.appendChild(option)
        if chosen:  # (a change of language keeps the side chosen)
            select.value = chosen
        for name in ("letter-me", "letter-them"):
            field = by_id(name)
            field.placeholder = texts.LETTER_DEFAULT_NAMES[0 if name == "letter-me" else 1]
        self.render()

    def turn_of(self, mine: letters.LetterGame, game=None) -> str:
        """Whose turn in ``mine`` (on screen: ``game``): ``mine``, ``theirs``, ``send``
        (own moves wait to be sent) or ``over``."""
        game = game if game is not None else mine.game
        side = self._side_to_move(game)
        played = len(game.actions)
        if side is None:
            return "send" if played > mine.shared else "over"
        if side == mine.side:
            return "mine"
        return "send" if played > mine.shared else "theirs"

    def render(self) -> None:
        """The bar under the board for the letter game on screen (hidden when there is none)."""
        mine, texts = self.active(), self.view.texts
        bar, root = by_id("letter"), document.documentElement
        bar.hidden = mine is None
        if mine is None:
            root.removeAttribute("data-letter")
            root.removeAttribute("data-letter-turn")
            by_id("letter-conflict").hidden = True
            by_id("letter-link-box").hidden = True
            by_id("result-send").hidden = True
            return
        game = self.view.game
        turn = self.turn_of(mine, game)
        root.setAttribute("data-letter", mine.id)
        root.setAttribute("data-letter-turn", turn)
        names = [escape(name) for name in self.names(mine)]
        pieces = [self.view.piece(color) for color in game.position.COLORS]
        by_id("letter-title").innerHTML = texts.LETTER_TITLE.format(
            first=f"{pieces[0]}{names[0]}", second=f"{pieces[1]}{names[1]}"
        )
        other = self.names(mine)[1 - mine.side]
        status = {
            "mine": texts.LETTER_YOUR_TURN,
            "theirs": texts.LETTER_THEIR_TURN.format(name=other),
            "send": texts.LETTER_SEND_NOW.format(name=other),
            "over": texts.LETTER_OVER,
        }[turn]
        by_id("letter-status").textContent = status
        by_id("letter-send").hidden = by_id("result-send").hidden = turn != "send"
        # The link shown is that of the game as it stands: a move or a letter since hides it.
        by_id("letter-link-box").hidden = self.linked != (mine.id, len(game.actions))
        by_id("undo").disabled = not (game.can_undo and self.allows_undo(game))

    def names(self, mine: letters.LetterGame) -> tuple[str, str]:
        """The two sides' names, a default for one left empty (this device's, the other's)."""
        defaults = self.view.texts.LETTER_DEFAULT_NAMES
        return tuple(name or defaults[0 if index == mine.side else 1] for index, name in enumerate(mine.names))

    def render_list(self) -> None:
        """The menu's list 「てがみの ゲーム」: newest first, each with its game and whose turn."""
        texts = self.view.texts
        items = []
        for mine in self.games:
            names = strings.catalogue(texts.LANGUAGE, mine.rules)
            shown = self.names(mine)
            turn = self.turn_of(mine)
            said = texts.LETTER_ITEM_TURN[turn].format(name=shown[1 - mine.side])
            items.append(
                f'<li><button type="button" data-letter="{escape(mine.id)}" data-turn="{turn}">'
                f'<span class="kind">{names.GAME_NAME}</span>'
                f'<span class="result">{escape(shown[0])} / {escape(shown[1])}</span>'
                f'<span class="length">{escape(said)}</span></button></li>'
            )
        by_id("letters").innerHTML = "".join(items)
        by_id("letters-empty").hidden = bool(self.games)

    # -- intents -------------------------------------------------------------------------

    def on_start(self) -> None:
        """Start a letter game of the game on screen from the menu's form: this device plays
        the side chosen; going second, the first letter goes at once."""
        view = self.view
        colors = [color.value for color in view.game.position.COLORS]
        side = colors.index(by_id("letter-side").value) if by_id("letter-side").value in colors else 0
        me, them = by_id("letter-me").value, by_id("letter-them").value
        names = (me, them) if side == 0 else (them, me)
        mine = letters.start(view.variant.NAME, side, names, now())
        self._put(mine)
        view.records.menu.close()
        self.show(mine, view.texts.LETTER_STARTED)
        if self.turn_of(mine) == "theirs":
            asyncio.ensure_future(self.send())

    def on_list_click(self, event) -> None:
        button = event.target.closest("button[data-letter]")
        if is_none(button):
            return
        mine = self.find(button.getAttribute("data-letter"))
        if mine is not None:
            self.view.records.menu.close()
            self.show(mine, "")

    def show(self, mine: letters.LetterGame, notice: str, last: int = 0) -> None:
        """Put the letter game ``mine`` on screen as the live game of its game, the ``last``
        entries animated as moves are. A live game that is no letter game goes into the
        past games first (nothing is lost)."""
        view = self.view
        view.show_game(mine.rules)
        before = view.game
        if before.record and mine.rules not in self.on_screen:  # (a letter game on screen is kept in its letter game)
            view.records.keep(record.kept(before, now()))
        self.on_screen[mine.rules] = mine.id
        self.pending = None
        by_id("letter-conflict").hidden = True
        self._store()
        game_type = type(before)
        entries = mine.entries
        if last and len(entries) >= last:
            self.showing = True
            try:
                view.go(game_type.from_record(entries[:-last], before.hint))
            finally:
                self.showing = False
        view.go(game_type.from_record(entries, before.hint), notice)

    async def send(self) -> None:
        """Send the letter of the game on screen: the Web Share API where the device has
        it, else the clipboard; the link is shown under the bar either way."""
        mine, texts = self.active(), self.view.texts
        if mine is None:
            return
        url = address(letters.format_letter(mine.letter()))
        self._put(mine.sent(now()))
        self.linked = (mine.id, len(mine.entries))
        link = by_id("letter-link")
        link.value = url
        self.render()
        shared = await share_url(url, texts.TITLE)
        if shared:
            self.view.tell(texts.LETTER_SENT)
        elif shared is None and await to_clipboard(url):
            self.view.tell(texts.LETTER_COPIED.format(name=self.names(mine)[1 - mine.side]))
        elif shared is None:
            link.focus()
            link.select()
            self.view.tell(texts.LETTER_COPY_FAILED)

    def open(self, fragment: str) -> None:
        """A letter in the address: its game comes on screen as ``letters.receive`` says."""
        texts = self.view.texts
        try:
            letter = letters.parse_letter(fragment)
        except letters.LetterError as error:
            self.view.tell(texts.LETTER_FAILED.format(reason=texts.LETTER_ERRORS[error.kind]))
            return
        before = self.find(letter.id)
        verdict, mine = letters.receive(self.games, letter, now())
        if verdict in ("new", "newer"):
            self._put(mine)
            arrived = len(mine.entries) - (len(before.entries) if before else 0)
            sender = self.names(mine)[letter.sender]
            self.show(mine, texts.LETTER_ARRIVED.format(name=sender), last=min(arrived, 1))
            self.view.play_sound("letter")
        elif verdict in ("same", "older"):
            self.show(mine, texts.LETTER_SAME if verdict == "same" else texts.LETTER_OLDER)
        else:
            self.show(mine, "")
            self.pending = letter
            by_id("letter-conflict-text").textContent = texts.LETTER_CONFLICT
            by_id("letter-conflict").hidden = False
            by_id("letter-keep-mine").focus()

    def settle(self, theirs: bool) -> None:
        """A contradicting letter settled: keep the game here, or take the letter's (the
        game here is then kept in the past games)."""
        letter, self.pending = self.pending, None
        by_id("letter-conflict").hidden = True
        mine = self.active()
        if letter is None or mine is None:
            return
        if theirs:  # the game here goes into the past games first: its own moves are not lost
            self.view.records.keep(record.kept(self.view.game, now()))
            mine = letters.adopt(mine, letter, now())
            self._put(mine)
            self.show(mine, "")
        by_id("letter-status").focus()
