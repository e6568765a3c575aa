"""The YWF rules page and its figures (reversi/games/ywf/figures.py): every drawing shows what
the engine says (pieces on their squares, the position after an action, the marks of
what changed, the token), every figure has a text alternative from the catalogue, and
the page holds every section of the catalogue in both languages."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from reversi import strings
from reversi.base.sides import Color, square_name
from reversi.games.ywf.rules import SIZE, Kind, Piece, YwfPosition
from reversi.base.illustrated import CELL, Area
from reversi.games.ywf.figures import CHANGE, PLAY, TOKEN_PLACES, WHOLE, Example, board_svg, changers, example_label, example_svg, piece_icon, position_label, rules_page
from tests.unit.html_page import Elements

LANGUAGES = list(strings.CATALOGUES)
PIECE = re.compile(r'<g class="fig-piece" data-piece="(\w+)" data-at="(\w+)">(.*?)</g>')
MARK = re.compile(r'data-mark="(\w+)" x="([\d.]+)" y="([\d.]+)"')


def pieces(svg: str) -> dict[str, Piece]:
    """The pieces drawn on squares: square name -> piece."""
    found = {}
    for piece, at, _ in PIECE.findall(svg):
        assert at not in found, f"two pieces drawn on {at}"
        found[at] = Piece(piece)
    return found


def engine_pieces(position: YwfPosition, area: Area = WHOLE) -> dict[str, Piece]:
    return {
        square_name(square, SIZE): position.piece_at(square)
        for square in range(SIZE * SIZE)
        if square in area and position.piece_at(square) is not None
    }


def halves(svg: str) -> tuple[str, str]:
    """An example's drawing split into the board before and the board after the action."""
    before, after = svg.split('class="fig-then"')
    return before, after


# --------------------------------------------------------------------------- the drawings


def test_the_start_position_draws_three_pieces_of_each_kind_on_their_squares_and_the_token_in_the_centre():
    start = YwfPosition.initial()
    svg = board_svg(start, label="start", token=True)
    drawn = pieces(svg)
    assert drawn == engine_pieces(start)
    assert sorted(drawn) == sorted(["d4", "e5", "f6", "e4", "f5", "d6", "f4", "d5", "e6"])
    assert [list(drawn.values()).count(piece) for piece in Piece] == [3, 3, 3]
    assert svg.count("data-token=") == 1 and 'data-token="center"' in svg


def square_at(area: Area, x: float, y: float) -> str:
    """The name of the square of ``area`` drawn at ``(x, y)`` (in its board's units)."""
    left, top = area.origin()
    column = area.columns.start + int((x - left) // CELL)
    row = area.rows.start + int((y - top) // CELL)
    assert column in area.columns and row in area.rows, (x, y)
    return square_name(row * SIZE + column, SIZE)


@pytest.mark.parametrize("area", [WHOLE, PLAY.area, CHANGE.area], ids=["whole", "play", "change"])
def test_each_piece_sits_in_its_square(area):
    """A square's piece is drawn in that square (columns a..i left to right, rows 1..9 top
    to bottom, as on the page's board)."""
    svg = board_svg(CHANGE.before, area, label="board")
    drawn = PIECE.findall(svg)
    assert len(drawn) == len(engine_pieces(CHANGE.before, area)) > 0
    for piece, at, body in drawn:
        if piece == "neutral":
            x, y, width, height = (float(value) for value in re.search(
                r'<rect class="fig-body" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', body).groups())
            x, y = x + width / 2, y + height / 2
        else:
            x, y = (float(value) for value in re.search(r'cx="([\d.]+)" cy="([\d.]+)"', body).groups())
        assert square_at(area, x, y) == at


def test_futsu_no_ko_is_drawn_standing_narrow_and_upright():
    svg = piece_icon(Piece.NEUTRAL)
    width, height = (float(value) for value in re.search(r'class="fig-body"[^>]* width="([\d.]+)" height="([\d.]+)"', svg).groups())
    assert height > 2.5 * width
    for piece in (Piece.BLACK, Piece.WHITE):
        assert '<circle class="fig-body"' in piece_icon(piece)


@pytest.mark.parametrize("example", [PLAY, CHANGE], ids=lambda example: example.name)
def test_an_example_draws_the_engines_position_before_and_after_its_action(example: Example):
    before, after = halves(example_svg(example, label="example"))
    assert pieces(before) == engine_pieces(example.before, example.area)
    assert pieces(after) == engine_pieces(example.before.play(example.action), example.area)
    assert example.after == example.before.play(example.action)


@pytest.mark.parametrize("example", [PLAY, CHANGE], ids=lambda example: example.name)
def test_an_example_marks_the_square_acted_on_an_arrow_per_line_and_every_changed_piece(example: Example):
    before, after = halves(example_svg(example, label="example"))
    lines = example.before.change_lines(example.action)
    assert before.count('class="fig-arrow"') == len(lines) > 0
    assert 'data-mark="changed"' not in before and 'data-mark="acted"' not in before
    changed = {step.square for line in lines for step in line}
    inset = CELL / 2 - 1  # a mark's corner is inside its square
    marked = {kind: set() for kind in ("target", "acted", "changed")}
    for half in (before, after):
        for kind, x, y in MARK.findall(half):  # (the ring of a token that moved is a circle, not read here)
            marked[kind].add(square_at(example.area, float(x) + inset, float(y) + inset))
    acted = square_name(example.action.square, SIZE)
    assert marked == {"target": {acted}, "acted": {acted}, "changed": {square_name(square, SIZE) for square in changed}}


def test_the_examples_are_legal_in_real_games_and_show_both_steps():
    """Each example is the side to move's legal action in a position reached by legal play
    from the start; its lines turn an opponent's piece into Futsu-no-ko and a Futsu-no-ko
    into the mover's; everything it changes is in the part of the board drawn."""
    assert PLAY.before == YwfPosition.initial() and PLAY.action.kind is Kind.PLAY
    assert CHANGE.before == YwfPosition.replay("d7 c7") and CHANGE.action.kind is Kind.CHANGE
    for example in (PLAY, CHANGE):
        assert example.action in example.before.legal_actions()
        mover = Piece(example.before.turn.value)
        opponent = Piece(example.before.turn.opponent.value)
        steps = {(step.before, step.after) for line in example.lines for step in line}
        assert steps == {(opponent, Piece.NEUTRAL), (Piece.NEUTRAL, mover)}
        shown = [example.action.square] + [step.square for line in example.lines for step in line]
        assert all(square in example.area for square in shown)


def test_the_change_example_moves_the_token_one_step_toward_the_opponent_and_draws_it():
    assert CHANGE.before.token is None and CHANGE.after.token is Color.WHITE
    before, after = halves(example_svg(CHANGE, label="change"))
    assert 'data-token="center"' in before and 'data-token="white"' in after
    assert after.count('<circle class="fig-mark" data-mark="changed"') == 1  # the token that moved


def test_who_may_change_at_each_token_place_is_what_the_engine_allows():
    assert TOKEN_PLACES == (Color.BLACK, None, Color.WHITE)
    assert changers(Color.BLACK) == (Color.BLACK,)
    assert changers(None) == (Color.BLACK, Color.WHITE)
    assert changers(Color.WHITE) == (Color.WHITE,)
    start = YwfPosition.initial()  # where both sides have a Change (+d4, +f6) unless the token forbids it
    for place in TOKEN_PLACES:
        for color in Color:
            actions = replace(start, turn=color, token=place).legal_actions()
            may = any(action.kind is Kind.CHANGE for action in actions)
            assert (color in changers(place)) is may, (place, color)


# --------------------------------------------------------------------------- the texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_figure_of_the_page_has_the_engine_s_words(language):
    texts = strings.catalogue(language, "ywf")
    page = rules_page(texts)
    elements = Elements(page)
    assert elements.figures == ["start", "play", "change", "token"]
    labels = [image["aria-label"] for image in elements.images]
    assert labels[0] == position_label(texts, YwfPosition.initial())
    assert labels[1:3] == [example_label(texts, PLAY), example_label(texts, CHANGE)]
    assert labels[3:] == [texts.YWF_FIGURES["token_at"].format(place=place) for place in texts.TOKEN_PLACES.values()]
    assert page.count('aria-hidden="true"') == page.count('class="fig-icon"') > 0  # the pictures beside names
    assert strings.catalogue(language).HINT in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_text_alternatives_say_what_the_engine_does(language):
    texts = strings.catalogue(language, "ywf")
    names = strings.catalogue(language, "ywf").PIECE_NAMES
    start = position_label(texts, YwfPosition.initial())
    for piece, squares in (("black", "e4 f5 d6"), ("white", "f4 d5 e6"), ("neutral", "d4 e5 f6")):
        assert texts.YWF_FIGURES["pieces"].format(name=names[piece], squares=squares) in start
    assert texts.TOKEN_PLACES["center"] in start
    play = example_label(texts, PLAY)
    assert "c5" in play and "d5" in play and "e5" in play
    for step in (line_step for line in PLAY.lines for line_step in line):
        words = texts.YWF_FIGURES["step"].format(
            square=square_name(step.square, SIZE), before=names[step.before.value], after=names[step.after.value]
        )
        assert words in play
    change = example_label(texts, CHANGE)
    assert "d4" in change and texts.YWF_FIGURES["token_step"].format(after=texts.TOKEN_PLACES["white"]) in change
