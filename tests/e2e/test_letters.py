"""Letter games (issue 30) between two devices: two browser contexts (two devices, each
with its own storage: ``device``) play a whole letter game of every game of the registry,
passing the links that 「あいてに おくる」 makes from one to the other. On the way, each device
refuses a tap on the other side's turn, and gets a duplicated link, an older link and a
link that contradicts its game: each is told, and changes nothing. At the end both show
the same final position and the same result, and list the game as over.

The moves are a short whole game of each game (``short_game``, its test data's), each made by
the page's own taps, found with the engine (``taps_for``: the squares and tray items
whose taps make the entry)."""

from __future__ import annotations

import pytest

from reversi import registry, strings
from reversi.base.sides import square_name
from reversi.play import letters

from .helpers import TIMEOUT_MS, axe_audit, close_page, follow_link, open_page, short_game, tap, taps_for, wait_idle

pytestmark = pytest.mark.e2e

NAMES = ("あき", "Bob")
JA = strings.catalogue("ja")


def test_every_game_has_a_short_game_that_ends():
    for name in registry.NAMES:
        game = registry.variant(name).GAME.from_transcript(short_game(name))
        assert game.status.name == "OVER", name


def state(page) -> dict:
    """What a device shows of the game: every square's data attributes, the counts and the result."""
    return page.evaluate(
        """() => ({
            squares: [...document.querySelectorAll('#board [data-square]')].map(cell =>
                [...cell.attributes].filter(a => a.name.startsWith('data-') && a.name !== 'data-focus')
                    .map(a => a.name + '=' + a.value).sort().join(' ')),
            counts: [...document.querySelectorAll('[data-score]')].map(e => e.textContent),
            result: document.getElementById('result').hidden ? '' : document.getElementById('result-title').textContent,
            turn: document.documentElement.getAttribute('data-letter-turn'),
            message: document.getElementById('message').textContent,
        })"""
    )


def send(page) -> str:
    """「あいてに おくる」 (in the result dialog when the move ended the game): the letter's link."""
    over = page.locator("#result-send").is_visible()
    page.click("#result-send" if over else "#letter-send")
    page.wait_for_selector("#letter-link-box:not([hidden])", state="attached", timeout=TIMEOUT_MS)
    link = page.input_value("#letter-link")
    assert letters.is_letter(link) and len(link) < 2000
    return link


def receive(page, link: str) -> None:
    follow_link(page, link)
    page.wait_for_selector("html[data-letter-turn]", state="attached", timeout=TIMEOUT_MS)


def listed(page) -> tuple[int, int]:
    """How many past games and letter games the menu lists."""
    page.click("#menu-open")
    counts = page.locator("#games li").count(), page.locator("#letters li").count()
    page.keyboard.press("Escape")
    page.wait_for_selector("#menu:not([open])", state="attached", timeout=TIMEOUT_MS)
    return counts


def start(page, name: str) -> None:
    """The menu: the game ``name``, a letter game on its first side, with the two names."""
    page.click("#menu-open")
    page.click(f'.menu-games button[data-game="{name}"]')
    wait_idle(page)
    page.click("#menu-open")
    first = registry.variant(name).GAME.RULES.COLORS[0].value
    page.select_option("#letter-side", first)
    page.fill("#letter-me", NAMES[0])
    page.fill("#letter-them", NAMES[1])
    page.click("#letter-start")
    page.wait_for_selector("html[data-letter-turn=mine]", state="attached", timeout=TIMEOUT_MS)


def device(browser, browser_context_args):
    """A device: a ready page of a browser context of its own (``open_page``: nothing
    stored), under reduced motion (a move is drawn at once: the letters are the subject
    here, not the animation). Close it with ``close_page``."""
    return open_page(browser, browser_context_args)


@pytest.fixture(scope="module")
def devices(browser, browser_context_args):
    pages = [device(browser, browser_context_args) for _ in range(2)]
    yield pages
    for page in pages:
        close_page(page)


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_whole_letter_game_between_two_devices(devices, name):
    game_type = registry.variant(name).GAME
    entries = game_type.parse_entries(short_game(name))
    colors = list(game_type.RULES.COLORS)
    lists = [listed(page) for page in devices]
    start(devices[0], name)
    game, links, checked = game_type.new(), [], False
    index = 0
    while index < len(entries):
        mover = colors.index(game.turn)
        page, other = devices[mover], devices[1 - mover]
        assert state(page)["turn"] == "mine", (name, index)
        if links and not checked:  # the other device may not play this side
            before = state(other)
            first = next(iter(sorted(game.options)), None)
            if first is not None:
                other.click(f'#board [data-square="{square_name(first, game.position.SIZE)}"]')
                after = state(other)
                assert after["squares"] == before["squares"] and NAMES[mover] in after["message"], after
        while index < len(entries) and colors.index(game.turn) == mover and game.status.name != "OVER":
            taps, game = taps_for(name, game, entries[index])
            for one in taps:
                tap(page, one)
            index = len(game.actions)
        assert state(page)["turn"] == "send", (name, index)
        links.append(send(page))
        receive(other, links[-1])
        # The link shown is only ever that of the game as it stands: the receiver's own last one goes.
        assert other.locator("#letter-link-box").is_hidden()
        if len(links) >= 3 and not checked:
            checked = True
            shown = state(other)
            receive(other, links[-1])  # the same link again
            assert state(other)["squares"] == shown["squares"] and JA.LETTER_SAME in state(other)["message"]
            receive(other, links[-3])  # an older one
            assert state(other)["squares"] == shown["squares"] and JA.LETTER_OLDER in state(other)["message"]
            letter = letters.parse_letter(links[-1])  # one with another move at the same place
            before = game_type.from_record(letter.entries[:-1])
            others = [c for c in letters.choices(before.position) if c != letter.entries[-1]]
            if others:
                contradicting = letters.Letter(
                    letter.rules, letter.id, letter.names, letter.sender, (*letter.entries[:-1], others[0])
                )
                url = links[-1].split("#")[0] + "#" + letters.format_letter(contradicting)
                receive(other, url)
                other.wait_for_selector("#letter-conflict:not([hidden])", state="attached", timeout=TIMEOUT_MS)
                other.click("#letter-keep-mine")
                assert state(other)["squares"] == shown["squares"]
            tampered = links[-1][:-3] + ("000" if not links[-1].endswith("000") else "111")
            receive(other, tampered)
            assert state(other)["squares"] == shown["squares"]
            assert JA.LETTER_ERRORS["check"] in state(other)["message"]
    ends = [state(page) for page in devices]
    assert ends[0]["squares"] == ends[1]["squares"] and ends[0]["counts"] == ends[1]["counts"]
    assert ends[0]["result"] and ends[0]["result"] == ends[1]["result"], ends
    assert ends[0]["turn"] == ends[1]["turn"] == "over"
    for page, (games, letter_games) in zip(devices, lists):
        page.click("#play-again")
        page.wait_for_selector("html:not([data-letter])", state="attached", timeout=TIMEOUT_MS)
        # One past game for the whole letter game (not one a link), one more letter game, listed first and over.
        assert listed(page) == (games + 1, letter_games + 1)
        page.click("#menu-open")
        assert page.locator("#letters button").first.get_attribute("data-turn") == "over"
        page.keyboard.press("Escape")


def test_a_letter_game_by_keyboard_and_for_screen_readers(browser, browser_context_args):
    """The menu's form and list and the bar pass axe-core, in both languages; the board is
    played by keyboard on one's own turn only, and the send button is reached by Tab."""
    page = device(browser, browser_context_args)
    try:
        start(page, registry.NAMES[0])
        page.focus("#board [data-square]")
        before = state(page)["squares"]
        page.keyboard.press("n")  # the next square where a move may be played
        page.keyboard.press("Enter")
        page.wait_for_selector("html[data-letter-turn=send]", state="attached", timeout=TIMEOUT_MS)
        wait_idle(page)
        after = state(page)["squares"]
        assert after != before
        page.keyboard.press("n")
        page.keyboard.press("Enter")  # the other side's turn: nothing happens
        assert state(page)["squares"] == after
        axe_audit(page, "letter game, to send")
        for _ in range(40):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.id") == "letter-send":
                break
        assert page.evaluate("document.activeElement.id") == "letter-send"
        page.keyboard.press("Enter")
        page.wait_for_selector("#letter-link-box:not([hidden])", state="attached", timeout=TIMEOUT_MS)
        page.click('[data-language="en"]')
        page.click("#menu-open")
        axe_audit(page, "letter games in the menu (en)")
        assert page.locator("#letters button").count() == 1
        # A second letter game at once, going second: its first letter (no move) is made at once.
        page.select_option("#letter-side", registry.variant(registry.NAMES[0]).GAME.RULES.COLORS[1].value)
        page.click("#letter-start")
        page.wait_for_selector("html[data-letter-turn=theirs]", state="attached", timeout=TIMEOUT_MS)
        page.wait_for_selector("#letter-link-box:not([hidden])", state="attached", timeout=TIMEOUT_MS)
        assert letters.parse_letter(page.input_value("#letter-link")).entries == ()
        page.click("#menu-open")
        assert [b.get_attribute("data-turn") for b in page.locator("#letters button").all()] == ["theirs", "theirs"]
    finally:
        close_page(page)


def test_taking_the_letters_game_keeps_the_game_here_in_the_past_games(browser, browser_context_args):
    """A contradicting letter settled for the letter: the board shows the letter's game, and
    the game that was here, with its own move, is one more past game."""
    page = device(browser, browser_context_args)
    try:
        name = registry.NAMES[0]
        start(page, name)
        games, letter_games = listed(page)
        page.focus("#board [data-square]")
        page.keyboard.press("n")
        page.keyboard.press("Enter")
        page.wait_for_selector("html[data-letter-turn=send]", state="attached", timeout=TIMEOUT_MS)
        wait_idle(page)
        mine = state(page)["squares"]
        letter = letters.parse_letter(send(page))
        start_position = registry.variant(name).GAME.new().position
        other = next(c for c in letters.choices(start_position) if c != letter.entries[0])
        contradicting = letters.Letter(letter.rules, letter.id, letter.names, 1 - letter.sender, (other,))
        receive(page, page.url.split("#")[0] + "#" + letters.format_letter(contradicting))
        page.wait_for_selector("#letter-conflict:not([hidden])", state="attached", timeout=TIMEOUT_MS)
        assert state(page)["squares"] == mine
        page.click("#letter-take-theirs")
        page.wait_for_selector("#letter-conflict", state="hidden", timeout=TIMEOUT_MS)
        wait_idle(page)
        assert state(page)["squares"] != mine
        assert listed(page) == (games + 1, letter_games)
    finally:
        close_page(page)


def test_the_letter_form_starts_on_each_games_first_side(browser, browser_context_args):
    """Issue 43, item 11: じぶんの いろ started on the side that moves second once the game
    before had a side of the same name (くにとり's しろ moves first, Reversi's second). Walking
    the games there and back, each chosen after a side of the game before that is one of
    its later sides: the form starts on its first side; a change of language keeps a choice."""
    page = device(browser, browser_context_args)
    try:
        side = lambda: page.input_value("#letter-side")  # noqa: E731
        order = [*registry.NAMES, *reversed(registry.NAMES[:-1])]
        for before, after in zip(order, order[1:]):
            if page.get_attribute("html", "data-game") != before:
                page.click("#menu-open")
                page.click(f'.menu-games button[data-game="{before}"]')
                wait_idle(page)
            page.click("#menu-open")
            options = page.eval_on_selector_all("#letter-side option", "options => options.map(o => o.value)")
            later = [color.value for color in registry.variant(after).GAME.RULES.COLORS[1:]]
            page.select_option("#letter-side", next((value for value in options if value in later), options[-1]))
            page.click(f'.menu-games button[data-game="{after}"]')
            page.wait_for_selector(f'html[data-game="{after}"]', state="attached", timeout=TIMEOUT_MS)
            wait_idle(page)
            page.click("#menu-open")
            assert side() == registry.variant(after).GAME.RULES.COLORS[0].value, (before, after)
            page.keyboard.press("Escape")
        page.click("#menu-open")
        chosen = page.eval_on_selector_all("#letter-side option", "options => options.map(o => o.value)")[-1]
        page.select_option("#letter-side", chosen)
        page.keyboard.press("Escape")
        page.click('[data-language="en"]')
        page.click("#menu-open")
        assert side() == chosen
    finally:
        close_page(page)
