"""The computer opponent in the page: choosing it, games played to their end at the
weakest and the strongest level (taking over a game loaded by link in its middle game, so
that the strongest level's timed search and its perfect ending both play), ひよこ playing a
different game each time, a page that answers while the computer thinks, cancelling, and
the choice surviving a reload. (How long the page's
tasks get while the computer thinks is timing, measured by ``bench/think_tasks.py``, not
asserted here.)"""

import json

import pytest

from reversi.base.sides import Color, square_name
from reversi.games.reversi.position import Position
from reversi.play import record

from conftest import reload_ready

from . import helpers as h

page = h.module_page()


def dom_position(page) -> Position:
    turn = page.get_attribute("#turn", "data-turn")
    return Position.parse(h.board(page) + (" X" if turn == "black" else " O"))


def played(page) -> str:
    """The moves of the game on the page, as stored (a transcript)."""
    return json.loads(page.evaluate("localStorage.getItem('reversi.game')"))["moves"]


def play_to_the_end(page, human: Color) -> int:
    """The human plays the first legal move on each turn; returns how many moves it made."""
    human_moves = 0
    for _ in range(80):
        h.wait_settled(page)
        if not page.locator("#result").is_hidden():
            return human_moves
        position = dom_position(page)
        assert position.turn is human, "the page waits for the computer while nothing is running"
        h.click_square(page, square_name(position.legal_squares()[0]))
        human_moves += 1
        page.wait_for_selector("#board:not([data-animating])", state="attached")
    raise AssertionError("the game did not end")


LOADED_MOVES = 36
"""The game against the computer starts from a game this many moves in (24 empty squares:
りゅう's timed search plays a few moves before its perfect ending, the last 15 squares)."""


def middle_game() -> list[int]:
    """The first ``LOADED_MOVES`` moves of a seeded random game, without a pass, black to move."""
    _, moves = h.first_game(lambda moves: not [i for i in h.pass_indices(moves) if i < LOADED_MOVES]
                            and h.replay(moves[:LOADED_MOVES]).position.turn is Color.BLACK)
    return moves[:LOADED_MOVES]


@pytest.mark.parametrize("level", [1, 5])
def test_a_game_against_the_computer_to_its_end(page, level):
    """The computer chosen, then a game in its middle loaded by link: the computer plays on
    in it (the loaded game keeps the opponent) against the player's first legal moves, to
    the end; the page shows the engine's final position and winner."""
    h.restart(page)
    h.choose_opponent(page, "computer", side="black", level=level)
    loaded = record.format_link(Position.initial(), middle_game())
    h.follow_link(page, page.url.split("#")[0] + "#" + loaded)
    assert page.input_value("#opponent") == "computer" and page.input_value("#level") == str(level)
    play_to_the_end(page, Color.BLACK)
    moves = played(page)
    assert moves.startswith(loaded), "the game played on is the loaded one"
    final = Position.replay(moves)
    assert final.is_game_over()
    assert h.board(page) == final.board_string()
    winner = final.winner()
    assert page.get_attribute("#result", "data-winner") == (winner.value if winner else "draw")
    page.click("#play-again")
    h.choose_opponent(page, "two")


def test_hiyoko_never_plays_the_same_game_twice_in_a_row(page):
    """The page draws a fresh random generator for each of the computer's moves: two games
    against ひよこ in which the player makes the same moves (always the first legal one)
    part within a few moves (the second is played until it parts from the first)."""
    games = []
    for _ in range(2):
        h.restart(page)
        h.choose_opponent(page, "computer", side="black", level=1)
        for _ in range(6):
            h.wait_settled(page)
            if games and not games[0].startswith(played(page)):
                break  # (the second game has parted from the first: no need to play it on)
            h.click_square(page, square_name(dom_position(page).legal_squares()[0]))
            page.wait_for_selector("#board:not([data-animating])", state="attached")
        h.wait_settled(page)
        games.append(played(page))
    assert not games[0].startswith(games[1]), games
    h.choose_opponent(page, "two")


# Taps dispatched in one task of the page, so they surely land while the search runs
# (its slices are later tasks): each click runs the Python handler synchronously.
TAPS_WHILE_THINKING_JS = """() => {
  const thinking = () => document.documentElement.hasAttribute('data-thinking');
  const seen = {thinkingBefore: thinking(), message: document.getElementById('message').textContent};
  document.getElementById('hint').click();
  Object.assign(seen, {level: document.getElementById('hint').dataset.level,
                       marks: document.querySelectorAll('[data-hint]').length, thinkingAfterHint: thinking()});
  document.getElementById('restart').click();
  document.querySelector('[data-square="f5"]').click();
  seen.thinkingAfterRestart = thinking();
  return seen;
}"""


def test_the_page_answers_while_the_computer_thinks_and_restart_cancels(page):
    h.restart(page)
    h.choose_opponent(page, "computer", side="white", level=5)  # the computer plays black: it moves first
    page.wait_for_selector("html[data-thinking]", state="attached")
    seen = page.evaluate(TAPS_WHILE_THINKING_JS)
    assert seen["thinkingBefore"] and "かんがえちゅう" in seen["message"]
    assert seen["level"] == "places" and seen["thinkingAfterHint"], "the hint button answers during the search"
    assert seen["marks"] == 0, "no hint marks for the computer's moves"
    assert seen["thinkingAfterRestart"], "restart cancels the search and the computer starts again"
    h.wait_settled(page)
    moves = played(page)
    assert len(moves) == 2, f"only the computer's move is played (f5 was ignored), got {moves}"
    position = dom_position(page)
    assert position == Position.replay(moves) and position.turn is Color.WHITE
    assert page.get_attribute("#hint", "data-level") == "none", "restart resets the hint level"
    h.choose_opponent(page, "two")
    assert page.locator("html[data-thinking]").count() == 0


def test_the_choice_and_the_game_survive_a_reload(page):
    h.restart(page)
    h.choose_opponent(page, "computer", side="black", level=3)
    h.click_square(page, "f5")
    h.wait_settled(page)
    board = h.board(page)
    reload_ready(page)
    h.wait_settled(page)
    assert page.input_value("#opponent") == "computer"
    assert page.input_value("#side") == "black"
    assert page.input_value("#level") == "3"
    assert h.board(page) == board
    assert page.get_attribute("#turn", "data-turn") == "black"
    h.choose_opponent(page, "two")
    assert page.locator(".computer-only").first.is_hidden()
