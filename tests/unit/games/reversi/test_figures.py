"""The Reversi rules page and its figures (reversi/games/reversi/figures.py): every figure is
a real position of the engine reached by legal play from the start; every drawing shows
what the engine says (the discs on their squares, the position after a disc is placed,
the discs it turns in each of the eight directions, where the side to move may place
after a pass, the counts and the winner of a finished game); every figure has a text
alternative from the catalogue, and the page holds every section in both languages."""

from __future__ import annotations

import re

import pytest

from reversi import strings
from reversi.base.bitboard import DIRECTIONS
from reversi.base.illustrated import CELL
from reversi.base.sides import Color, square_name
from reversi.games.reversi.figures import (
    DRAW, END, LINES, PASS, PLACE, WHOLE, Example, board_svg, example_label, example_svg, pass_label,
    pass_svg, position_label, rules_page, score_label, score_svg,
)
from reversi.games.reversi.position import Position

from tests.unit.html_page import Elements

LANGUAGES = list(strings.CATALOGUES)
DISC = re.compile(r'<g class="fig-piece" data-piece="(\w+)" data-at="(\w+)"><circle class="fig-body" cx="([\d.]+)" cy="([\d.]+)"')
MARK = re.compile(r'<(?:rect|circle) class="fig-mark" data-mark="(\w+)" (?:x|cx)="([\d.]+)" (?:y|cy)="([\d.]+)"')
EXAMPLES = (PLACE, LINES)


def discs(svg: str, area=WHOLE) -> dict[str, str]:
    """The discs drawn on squares (square name -> colour), each checked to sit in its square."""
    found = {}
    for color, at, x, y in DISC.findall(svg):
        assert at not in found, f"two discs drawn on {at}"
        assert square_at(area, float(x), float(y)) == at
        found[at] = color
    return found


def engine_discs(position: Position, area=WHOLE) -> dict[str, str]:
    return {
        square_name(square): position.piece_at(square).value
        for square in range(64)
        if square in area and position.piece_at(square) is not None
    }


def square_at(area, x: float, y: float) -> str:
    """The name of the square of ``area`` drawn at ``(x, y)``."""
    left, top = area.origin()
    column, row = area.columns.start + int((x - left) // CELL), area.rows.start + int((y - top) // CELL)
    assert column in area.columns and row in area.rows, (x, y)
    return square_name(row * 8 + column)


def marks(svg: str, area) -> dict[str, set[str]]:
    """The squares of each kind of mark (a frame's corner or a dot's centre is in its square)."""
    found: dict[str, set[str]] = {}
    for kind, x, y in MARK.findall(svg):
        inside = 0 if kind == "hint" else CELL / 2 - 1
        found.setdefault(kind, set()).add(square_at(area, float(x) + inside, float(y) + inside))
    return found


def names(found) -> set[str]:
    return {square_name(square) for square in found}


# --------------------------------------------------------------------------- the positions


def test_every_figure_is_a_real_position_reached_by_legal_play():
    """The transcripts replay from the start with the engine (which refuses an illegal
    move); each example's square is legal for the side to move, and what it turns is drawn."""
    for example in EXAMPLES:
        assert example.before == Position.replay(example.moves)
        assert example.before.is_legal(example.square) and not example.before.is_game_over()
        shown = [example.square] + [square for line in example.lines for square in line]
        assert all(square in example.area for square in shown), example.name
        assert example.after == example.before.play(example.square)
    assert PLACE.before == Position.replay("e6 f6 c4 e7")
    for moves in (PASS, END, DRAW):
        assert Position.replay(moves) is not None


def test_placing_turns_a_whole_line_of_the_opponents_discs_closed_by_the_movers():
    """The placing example: one line of three white discs between black's new disc and
    black's disc beyond them."""
    before, mover = PLACE.before, PLACE.before.turn
    assert mover is Color.BLACK and len(PLACE.lines) == 1 and len(PLACE.lines[0]) == 3
    line = PLACE.lines[0]
    assert all(before.piece_at(square) is mover.opponent for square in line)
    beyond = 2 * line[-1] - line[-2]
    assert before.piece_at(beyond) is mover
    assert all(PLACE.after.piece_at(square) is mover for square in line)


def test_the_lines_example_turns_discs_in_all_eight_directions_at_once():
    lines = LINES.lines
    assert len(lines) == len(DIRECTIONS) == 8
    steps = {(line[0] // 8 - LINES.square // 8, line[0] % 8 - LINES.square % 8) for line in lines}
    assert steps == set(DIRECTIONS)
    turned = {square for line in lines for square in line}
    assert bin(LINES.before.flips(LINES.square)).count("1") == len(turned) > 8  # a line of two too
    mover = LINES.before.turn
    assert all(LINES.after.piece_at(square) is mover for square in turned)
    assert LINES.after.counts()[mover is Color.WHITE] == LINES.before.counts()[mover is Color.WHITE] + len(turned) + 1


def test_the_pass_is_a_position_where_the_side_to_move_cannot_place_and_the_other_can():
    position = Position.replay(PASS)
    assert position.must_pass() and not position.legal_squares() and not position.is_game_over()
    after = position.pass_turn()
    assert after.turn is position.turn.opponent and after.legal_squares()
    assert sum(position.counts()) < 64


def test_the_end_comes_before_the_board_is_full_and_the_draw_after_it_is():
    end, draw = Position.replay(END), Position.replay(DRAW)
    assert end.is_game_over() and sum(end.counts()) < 64 and end.winner() is Color.BLACK and end.counts()[1] == 0
    assert draw.is_game_over() and draw.counts() == (32, 32) and draw.winner() is None


# --------------------------------------------------------------------------- the drawings


def test_the_start_draws_the_four_discs_crosswise_in_the_middle():
    start = Position.initial()
    drawn = discs(board_svg(start, label="start", name="start"))
    assert drawn == engine_discs(start) == {"d4": "white", "e5": "white", "d5": "black", "e4": "black"}


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda example: example.name)
def test_an_example_draws_the_engines_position_before_and_after_the_disc_is_placed(example: Example):
    before, after = example_svg(example, label="example").split('class="fig-then"')
    assert discs(before, example.area) == engine_discs(example.before, example.area)
    assert discs(after, example.area) == engine_discs(example.after, example.area)  # (drawn moved right, whole)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda example: example.name)
def test_an_example_marks_the_square_an_arrow_per_line_and_every_turned_disc(example: Example):
    before, after = example_svg(example, label="example").split('class="fig-then"')
    assert before.count('class="fig-arrow"') == len(example.lines) > 0
    assert before.count('class="fig-ghost"') == 1
    at = square_name(example.square)
    assert marks(before, example.area) == {"target": {at}}
    turned = names(square for line in example.lines for square in line)
    assert marks(after, example.area) == {"acted": {at}, "changed": turned}


def test_the_pass_marks_where_the_other_side_may_place_and_whose_turn_it_becomes():
    position = Position.replay(PASS)
    svg = pass_svg(position, "pass", "pass")
    board_part, turns = svg.split('<g class="fig-turn"', 1)
    assert discs(board_part) == engine_discs(position)
    assert marks(board_part, WHOLE) == {"hint": names(position.pass_turn().legal_squares())}
    turned = re.findall(r'data-piece="(\w+)" data-turn="(\w+)"', '<g class="fig-turn"' + turns)
    assert turned == [(position.turn.value, "passed"), (position.turn.opponent.value, "next")]
    assert ">pass</text>" in turns


@pytest.mark.parametrize("moves", [END, DRAW], ids=["end", "draw"])
def test_a_finished_game_draws_its_board_and_each_sides_count_with_the_winner_ringed(moves):
    position = Position.replay(moves)
    svg = score_svg(position, "score", "score")
    board_part, counts = svg.split('<g class="fig-count"', 1)
    assert discs(board_part) == engine_discs(position)
    shown = dict(re.findall(r'data-piece="(\w+)">.*?<text [^>]*>(\d+)</text>', '<g class="fig-count"' + counts))
    assert shown == {color.value: str(count) for color, count in zip(Color, position.counts())}
    assert counts.count('data-mark="changed"') == (position.winner() is not None)
    assert counts.count('class="fig-equal"') == (position.winner() is None)


# --------------------------------------------------------------------------- the texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_figure_of_the_page_has_the_engine_s_words(language):
    texts = strings.catalogue(language, "reversi")
    page = rules_page(texts)
    elements = Elements(page)
    assert elements.figures == ["start", "place", "lines", "pass", "end", "count"]
    labels = [image["aria-label"] for image in elements.images]
    assert labels[:4] == [
        position_label(texts, Position.initial(), texts.REVERSI_FIGURES["start"]),
        example_label(texts, PLACE), example_label(texts, LINES), pass_label(texts, PASS),
    ]
    assert score_label(texts, END) in labels[4] and labels[5] == score_label(texts, DRAW)
    assert page.count('aria-hidden="true"') == page.count('class="fig-icon"') == 2  # the discs beside their names
    assert strings.catalogue(language).HINT in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_text_alternatives_say_what_the_engine_does(language):
    texts = strings.catalogue(language, "reversi")
    black, white = texts.PIECE_NAMES["black"], texts.PIECE_NAMES["white"]
    place = example_label(texts, PLACE)
    assert "e8" in place and "e7 e6 e5" in place and black in place
    lines = example_label(texts, LINES)
    assert "c3" in lines and lines.count(texts.REVERSI_FIGURES["turned"].format(squares="c2", before=black, after=white)) == 1
    assert "d3 e3" in lines
    passing = pass_label(texts, PASS)
    after = Position.replay(PASS).pass_turn()
    assert " ".join(square_name(square) for square in after.legal_squares()) in passing
    assert texts.FINAL_SCORE.format(black=32, white=32) in score_label(texts, DRAW)
    assert texts.GAME_RESULTS["draw"] in score_label(texts, DRAW)
    assert texts.GAME_RESULTS["black"].format(piece=black) in score_label(texts, END)
