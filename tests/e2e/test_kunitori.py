"""くにとり in the page (issue 20): whole games by taps to the result dialog (a give, a win
on points, a tie-break by fewer pieces), both ways of placing (piece then square, square
then piece), refused taps explained, the give message, the trays and scoreboard, on a
phone (375 x 667) and a desktop (1280 x 800), with screenshots.

Every expected value comes from the engine (``KunitoriGame``, ``KunitoriDrawing``). One
page (reduced motion) per screen size is shared by the module; each test loads the
position it needs by a link.
"""

from __future__ import annotations

import random

import pytest

from reversi import strings
from reversi.games.kunitori.actions import Give, parse_transcript
from reversi.games.kunitori.game import HANDS, KunitoriGame
from reversi.games.kunitori.pieces import Side, square_name
from reversi.games.kunitori.rules import Decision, KunitoriPosition

from conftest import screenshot  # tests/ is on sys.path (rootdir conftest)

from . import helpers as h

JA = strings.catalogue("ja", "kunitori")
TIMEOUT_MS = 20_000
VIEWPORTS = {"phone": {"width": 375, "height": 667}, "desktop": {"width": 1280, "height": 800}}
GIVE = "Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3 Ga2 Sa3 Pa2 Ga3 Sa2 Pa3"
"""White then holds only its 桂 and cannot place it: it must give."""

BOARD_JS = """() => ['a1','b1','c1','a2','b2','c2','a3','b3','c3'].map(name => {
  const cell = document.querySelector(`#board [data-square="${name}"]`);
  const side = cell.dataset.disc;
  if (!side) return '-';
  if (!cell.hasAttribute('data-up')) return side === 'white' ? 'x' : 'y';
  const letter = {king: 'K', rook: 'R', bishop: 'B', gold: 'G', silver: 'S', knight: 'N', lance: 'L', pawn: 'P'}[cell.dataset.kind];
  return (side === 'white' ? letter : letter.toLowerCase()) + '*';
}).join('') + '|' + ['hand-white', 'hand-brown', 'received-white', 'received-brown'].map(
  tray => document.querySelectorAll(`[data-tray="${tray}"] .tray-item`).length).join(',')
  + '|' + (document.querySelector('#board').hasAttribute('data-animating') ? 'moving' : 'still')"""


def shown(game: KunitoriGame) -> str:
    """What BOARD_JS reads of the page once it shows ``game`` and stands still."""
    position = game.position
    cells = []
    for square, piece in enumerate(position.board):
        if piece is None:
            cells.append("-")
        elif not position.is_face_up(square):
            cells.append("x" if piece.side is Side.WHITE else "y")
        else:
            cells.append((piece.kind.letter if piece.side is Side.WHITE else piece.kind.letter.lower()) + "*")
    trays = [len(position.hand(Side.WHITE)), len(position.hand(Side.BROWN)),
             len(position.received_by(Side.WHITE)), len(position.received_by(Side.BROWN))]
    return "".join(cells) + "|" + ",".join(map(str, trays)) + "|still"


def wait_shows(page, game: KunitoriGame) -> None:
    page.wait_for_function(f"() => ({BOARD_JS})() === {shown(game)!r}", timeout=TIMEOUT_MS)


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def page(request, browser, browser_context_args):
    page = h.open_page(browser, {**browser_context_args, "viewport": VIEWPORTS[request.param]}, reduced_motion=True)
    page.screen_name = request.param
    yield page
    h.close_page(page)


def load(page, transcript: str) -> KunitoriGame:
    """Open the game of ``transcript`` by its link (the page stays the same page); a new
    game for an empty one."""
    game = KunitoriGame.from_transcript(transcript)
    if transcript:
        page.evaluate("text => { location.hash = text; }", "kunitori:" + "".join(transcript.split()))
    else:
        load(page, "Sb2")
        page.click("#restart")
    page.wait_for_function("() => document.documentElement.dataset.game === 'kunitori'", timeout=TIMEOUT_MS)
    wait_shows(page, game)
    return game


def tray_item(side: Side, index: int, tray: str = "hand") -> str:
    return f'[data-tray="{tray}-{side.value}"] button[data-index="{index}"]'


def tap_action(page, game: KunitoriGame, action, square_first: bool = False) -> KunitoriGame:
    """Make ``action`` by taps (a placement: the piece then the square, or the square
    first) and wait until the page shows the game after it."""
    hand = game.position.hand(game.turn)
    piece = tray_item(game.turn, hand.index(action.kind))
    if isinstance(action, Give):
        page.click(piece)
        after = game.tap_part(HANDS[game.turn], hand.index(action.kind))
    else:
        square = f'#board [data-square="{square_name(action.square)}"]'
        for selector in ((square, piece) if square_first else (piece, square)):
            page.click(selector)
        after = game._act(action)
    wait_shows(page, after)
    return after


def play_by_taps(page, transcript: str) -> KunitoriGame:
    game = load(page, "")
    for number, action in enumerate(parse_transcript(transcript)):
        game = tap_action(page, game, action, square_first=number % 2 == 1)
        if not game.position.is_game_over():
            scores = page.evaluate("() => ['white', 'brown'].map(c => document.querySelector(`[data-score=\"${c}\"]`).textContent)")
            assert scores == [str(count) for count in game.counts], (number, action)
    return game


def finished_game(decided_by: Decision, seeds=range(300)) -> str:
    """A random whole game (a transcript) decided as ``decided_by`` says."""
    for seed in seeds:
        rng, position, actions = random.Random(seed), KunitoriPosition.initial(), []
        while not position.is_game_over():
            action = rng.choice(position.legal_actions())
            actions.append(str(action))
            position = position.play(action)
        if position.score().decided_by is decided_by:
            return " ".join(actions)
    raise AssertionError(f"test error: no random game decided by {decided_by}")


def result(page) -> dict:
    return page.evaluate("""() => ({
      shown: document.querySelector('#result').checkVisibility(),
      winner: document.querySelector('#result').dataset.winner,
      title: document.querySelector('#result-title').textContent,
      reason: document.querySelector('#result-reason').checkVisibility() ? document.querySelector('#result-reason').textContent : null,
      numbers: [...document.querySelectorAll('#result-score b')].map(b => b.textContent),
      details: document.querySelector('#result-details').textContent,
      lines: [...document.querySelectorAll('#board [data-square]')].map(c => [c.dataset.square, c.dataset.row, c.dataset.column]),
    })""")


def test_a_whole_game_with_a_give_by_taps_to_the_result(page):
    game = play_by_taps(page, GIVE)
    assert game.must_give
    page.wait_for_function(
        "text => document.querySelector('#message').textContent === text", arg=JA.MUST_GIVE_NOW.replace("{piece}", ""),
        timeout=TIMEOUT_MS,
    )
    assert page.locator('[data-tray="hand-white"]').get_attribute("data-give") == ""
    screenshot(page, f"kunitori-{page.screen_name}-must-give")
    page.click(tray_item(Side.BROWN, 0))  # the other side's piece: refused, with a reason
    page.wait_for_function("text => document.querySelector('#message').textContent === text", arg=JA.NOT_YOUR_PIECE)
    game = tap_action(page, game, Give(game.position.hand(Side.WHITE)[0]))
    page.wait_for_function(
        "text => document.querySelector('#message').textContent === text",
        arg=JA.GAVE.replace("{piece}", JA.PIECE_NAMES["white"]).format(kind=JA.KIND_NAMES["knight"]),
    )
    game = tap_action(page, game, parse_transcript("Nb3")[0])
    page.wait_for_selector("#result", state="visible", timeout=TIMEOUT_MS)
    shown_result = result(page)
    score = game.position.score()
    assert shown_result["winner"] == "white" and score.decided_by is Decision.POINTS
    assert shown_result["numbers"] == [str(points) for points in score.points] and shown_result["reason"] is None
    assert "よこ1" in shown_result["details"] and "もらった こま 1こ" in shown_result["details"]
    won = {name: (row, column) for name, row, column in shown_result["lines"]}
    assert won["a1"] == ("white", "white") and won["b3"] == ("brown", "brown")
    screenshot(page, f"kunitori-{page.screen_name}-result")
    page.click("#play-again")
    wait_shows(page, KunitoriGame.new())


def test_a_tie_break_by_fewer_pieces_is_explained(page):
    transcript = finished_game(Decision.PIECES)
    game = play_by_taps(page, transcript)
    score = game.position.score()
    page.wait_for_selector("#result", state="visible", timeout=TIMEOUT_MS)
    shown_result = result(page)
    assert score.points[0] == score.points[1] and shown_result["winner"] == score.winner.value
    assert shown_result["reason"] == JA.TIE_BREAK.replace("{piece}", "")
    assert JA.KUNITORI_FIGURES["pieces_on_board"].format(white=score.pieces[0], brown=score.pieces[1]) in shown_result["details"]
    screenshot(page, f"kunitori-{page.screen_name}-tie-break")
    page.click("#play-again")


def test_refused_choices_are_explained_and_change_nothing(page):
    game = load(page, "Sb2")  # brown must place where white's 銀 on b2 reaches
    page.click('#board [data-square="b2"]')
    page.wait_for_function("text => document.querySelector('#message').textContent === text", arg=JA.NOTHING_GOES_THERE)
    page.click(tray_item(Side.BROWN, 6))  # 香
    page.click('#board [data-square="a1"]')  # a 香 on rank 1 reaches nothing
    page.wait_for_function("text => document.querySelector('#message').textContent === text", arg=JA.CANNOT_PLACE)
    wait_shows(page, game)
    assert page.locator(tray_item(Side.BROWN, 6)).get_attribute("data-chosen") == ""
    page.click(tray_item(Side.BROWN, 6))  # dropped again
    assert page.locator(tray_item(Side.BROWN, 6)).get_attribute("data-chosen") is None


def test_hints_mark_the_squares_and_full_hints_show_the_reach(page):
    load(page, "Sb2")
    page.click("#hint")
    page.click(tray_item(Side.BROWN, 3))  # 金
    hinted = page.evaluate("() => [...document.querySelectorAll('#board [data-hint]')].map(c => c.dataset.square)")
    game = KunitoriGame.from_transcript("Sb2").tap_part("hand-brown", 3)
    assert sorted(hinted) == sorted(square_name(square) for square in game.options)
    page.click("#hint")  # full hints: the first tap shows the placement and what it leaves
    page.click('#board [data-square="a3"]')
    reach = page.evaluate("() => [...document.querySelectorAll('#board [data-reach]')].map(c => c.dataset.square)")
    assert sorted(reach) == ["a2", "b2", "b3"]  # brown's 金 on a3: forward is down the ranks
    assert page.locator('#board [data-square="a3"]').get_attribute("data-preview") == ""
    screenshot(page, f"kunitori-{page.screen_name}-preview")
    page.click('#board [data-square="a3"]')
    wait_shows(page, KunitoriGame.from_transcript("Sb2 Ga3"))
    page.click("#hint")


def test_the_computer_answers(page):
    load(page, "")
    page.select_option("#opponent", "computer")
    page.select_option("#side", "white")
    page.select_option("#level", "1")
    page.click(tray_item(Side.WHITE, 4))
    page.click('#board [data-square="b2"]')
    page.wait_for_function(
        "() => document.querySelectorAll('#board [data-disc]').length === 2"
        " && !document.documentElement.hasAttribute('data-thinking')"
        " && !document.querySelector('#board').hasAttribute('data-animating')",
        timeout=TIMEOUT_MS,
    )
    page.select_option("#opponent", "two")
