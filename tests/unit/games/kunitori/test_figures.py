"""The くにとり rules page and its figures (reversi/games/kunitori/figures.py): every drawing
shows what the engine says (the tiles on their squares face-up or down, the position
after an action, where a piece reaches, where a piece may go, the hands and received
pieces, the winner of each line), every figure has a text alternative from the catalogue,
the parts this app decided carry the badge, and the page holds every section in both
languages."""

from __future__ import annotations

import re

import pytest

from reversi import strings
from reversi.games.kunitori.actions import Give, Place, parse_transcript
from reversi.games.kunitori.figures import (
    CELL, COORD, FACEDOWN, FIRST, FRAME, GIVE, OWN, REACH_PIECES, SCORE, TIE_GAME, TRAY, TURN, Example,
    board_svg, example_label, example_svg, hands_label, reach_label, reach_squares, restriction_label, rules_page,
    score_label, score_svg,
)
from reversi.games.kunitori.pieces import KINDS, LINE_NAMES, SIDES, Kind, Side, parse_square, square_name
from reversi.games.kunitori.rules import Decision, KunitoriPosition

from tests.unit.html_page import Elements

LANGUAGES = list(strings.CATALOGUES)
TILE = re.compile(r'<g class="fig-tile( fig-up)?" data-piece="(\w+)"(?: data-kind="(\w+)")? data-at="(\w+)">(.*?)</g>')
MARK = re.compile(r'<(?:circle|rect) class="fig-mark" data-mark="(\w+)" (?:cx|x)="([\d.]+)" (?:cy|y)="([\d.]+)"')


def tiles(svg: str) -> dict[str, tuple[str, str | None]]:
    """The tiles drawn on squares: square name -> (owner, kind when face-up)."""
    found = {}
    for up, owner, kind, at, _ in TILE.findall(svg):
        assert at not in found, f"two tiles drawn on {at}"
        assert bool(up) == bool(kind)
        found[at] = (owner, kind or None)
    return found


def engine_tiles(position: KunitoriPosition) -> dict[str, tuple[str, str | None]]:
    return {
        square_name(square): (piece.side.value, piece.kind.value if position.is_face_up(square) else None)
        for square, piece in enumerate(position.board)
        if piece is not None
    }


def square_at(x: float, y: float, top: float = 0) -> str:
    """The square drawn at ``(x, y)`` of a board drawn from ``top`` (rank 1 at the bottom)."""
    file = int((x - COORD - FRAME) // CELL)
    rank = 2 - int((y - top - FRAME) // CELL)
    assert 0 <= file < 3 and 0 <= rank < 3, (x, y)
    return "abc"[file] + str(rank + 1)


def marks(svg: str, top: float = 0) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for kind, x, y in MARK.findall(svg):
        x, y = float(x), float(y)
        if kind in ("target", "acted"):  # a frame's corner is inside its square
            x, y = x + 1, y + 1
        found.setdefault(kind, set()).add(square_at(x, y, top))
    return found


def halves(svg: str) -> tuple[str, str]:
    before, after = svg.split('class="fig-then"')
    return before, after


# --------------------------------------------------------------------------- the drawings


def test_each_tile_sits_in_its_square_with_rank_1_at_the_bottom():
    position = KunitoriPosition.replay("Sb2 Ka1 Gb1")
    svg = board_svg(position, {}, label="board", name="board", readings=strings.catalogue("ja", "kunitori").TILE_NAMES)
    assert tiles(svg) == engine_tiles(position) == {"a1": ("brown", None), "b1": ("white", "gold"), "b2": ("white", None)}
    for _, _, _, at, body in TILE.findall(svg):
        x, y, size = (float(v) for v in re.search(r'x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"', body).groups())
        assert square_at(x + size / 2, y + size / 2) == at
    assert "金" in svg and "きん" in svg and "王" not in svg  # a face-down tile shows no kanji
    english = board_svg(position, {}, label="board", name="board", readings=strings.catalogue("en", "kunitori").TILE_NAMES)
    assert "Gold" in english and "きん" not in english  # read in the page's language (issue 29)


def test_each_piece_reaches_the_squares_of_the_engine_forward_toward_the_opponent():
    kinds = [position.piece_at(position.face_up) for position in REACH_PIECES]
    assert [piece.kind for piece in kinds] == [*KINDS, Kind.SILVER]
    assert [piece.side for piece in kinds] == [Side.WHITE] * 8 + [Side.BROWN]
    for position in REACH_PIECES:
        # the squares the face-up piece reaches are exactly where the engine lets the opponent place
        placeable = {action.square for action in position.legal_actions() if isinstance(action, Place)}
        assert set(reach_squares(position)) == placeable
        svg = board_svg(position, {square: "reach" for square in reach_squares(position)}, label="reach", name="reach")
        assert tiles(svg) == engine_tiles(position)
        assert marks(svg) == {"reach": {square_name(square) for square in reach_squares(position)}}
    names = {(piece.side, piece.kind): [square_name(s) for s in reach_squares(position)] for piece, position in zip(kinds, REACH_PIECES)}
    assert names[Side.WHITE, Kind.SILVER] == ["a1", "c1", "a3", "b3", "c3"]  # white's forward is up
    assert names[Side.BROWN, Kind.SILVER] == ["a1", "b1", "c1", "a3", "c3"]  # brown's forward is down
    assert names[Side.WHITE, Kind.KNIGHT] == ["a3", "c3"] and names[Side.WHITE, Kind.LANCE] == ["b2", "b3"]


@pytest.mark.parametrize("example", [TURN, OWN, FACEDOWN, GIVE], ids=lambda example: example.name)
def test_an_example_draws_the_engines_position_before_and_after_a_legal_action(example: Example):
    assert example.action in example.before.legal_actions()
    before, after = halves(example_svg(example, label="example"))
    top = TRAY if example.hands else 0
    assert tiles(before) == engine_tiles(example.before)
    assert tiles(after) == engine_tiles(example.before.play(example.action))
    if isinstance(example.action, Place):
        square = square_name(example.action.square)
        assert marks(before, top)["target"] == {square} and marks(after, top) == {"acted": {square}}


def test_restriction_1_marks_the_reach_of_the_opponents_face_up_piece():
    """Brown after white's 銀 on b2: only where it reaches; brown's 王 goes to a1 and the 銀
    turns face-down."""
    assert TURN.before == KunitoriPosition.replay("Sb2")
    before, _ = halves(example_svg(TURN, "turn"))
    assert marks(before)["reach"] | marks(before)["target"] == {"a1", "c1", "a3", "b3", "c3"}
    assert TURN.after.face_up == parse_square("a1") and not TURN.after.is_face_up(parse_square("b2"))


def test_after_a_give_the_face_up_piece_is_the_movers_own_and_does_not_restrict():
    before = OWN.before
    assert before.passes == 1 and before.piece_at(before.face_up).side is before.turn
    svg, _ = halves(example_svg(OWN, "own"))
    shown = marks(svg)
    placeable = {square_name(a.square) for a in before.legal_actions() if isinstance(a, Place)}
    assert shown["place"] | shown["target"] == placeable
    assert square_name(before.face_up) not in placeable and len(placeable) == 8  # every other square
    assert "reach" not in shown


def test_restriction_2_keeps_the_knight_on_the_home_rank_and_the_pawn_off_the_last():
    for kind, expected in ((Kind.KNIGHT, "a1 b1 c1"), (Kind.PAWN, "a1 b1 c1 a2 b2 c2")):
        legal = " ".join(square_name(a.square) for a in FIRST.legal_actions() if isinstance(a, Place) and a.kind is kind)
        assert legal == expected
        for language in LANGUAGES:
            assert restriction_label(strings.catalogue(language, "kunitori"), kind).endswith(expected)


def test_placing_on_a_face_down_piece_removes_it_from_the_game():
    square = FACEDOWN.action.square
    removed = FACEDOWN.before.piece_at(square)
    assert removed.side is Side.WHITE and not FACEDOWN.before.is_face_up(square)
    assert FACEDOWN.before.counts() == (2, 1) and FACEDOWN.after.counts() == (1, 2)
    _, after = halves(example_svg(FACEDOWN, "facedown"))
    assert tiles(after)[square_name(square)] == ("brown", "gold")


def test_the_give_moves_the_piece_from_the_hand_to_the_opponents_received_pieces():
    assert GIVE.before.must_give() and GIVE.before.legal_actions() == [Give(Kind.KNIGHT)]
    before, after = halves(example_svg(GIVE, "give"))

    def strip(half: str, kind: str, side: str) -> list[str]:
        part = re.search(rf'<g data-strip="{kind}" data-side="{side}">(.*?)</g>(?=<g data-strip|$)', half).group(1)
        return re.findall(r'data-piece="(\w+)" data-kind="(\w+)"', part)

    assert strip(before, "hand", "white") == [("white", "knight")]
    assert strip(before, "received", "brown") == []
    assert strip(after, "hand", "white") == []
    assert strip(after, "received", "brown") == [("white", "knight")]  # the giver's colour, a point for brown
    assert GIVE.after.received_by(Side.BROWN) == (Kind.KNIGHT,)


def test_the_score_example_is_a_whole_game_won_on_fewer_pieces():
    assert SCORE == KunitoriPosition.replay(TIE_GAME) and SCORE.is_game_over()
    assert any(isinstance(action, Give) for action in parse_transcript(TIE_GAME))
    score = SCORE.score()
    assert score.points[0] == score.points[1] and score.decided_by is Decision.PIECES and sum(score.received) == 1
    svg = score_svg(SCORE, "score")
    lines = dict(re.findall(r'data-line="(\w)" data-owner="(\w+)"', svg))
    assert list(lines) == list(LINE_NAMES)
    for side, won in zip(SIDES, score.lines):
        assert {name for name, owner in lines.items() if owner == side.value} == set(won)
    assert tiles(svg) == engine_tiles(SCORE)


# --------------------------------------------------------------------------- the texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_figure_of_the_page_has_the_engine_s_words(language):
    texts = strings.catalogue(language, "kunitori")
    page = rules_page(texts)
    elements = Elements(page)
    assert elements.figures == ["pieces", "reach", "turn", "own", "restriction2", "facedown", "give", "score"]
    labels = [image["aria-label"] for image in elements.images]
    assert labels == [
        hands_label(texts, FIRST),
        *(reach_label(texts, position) for position in REACH_PIECES),
        example_label(texts, TURN), example_label(texts, OWN),
        restriction_label(texts, Kind.KNIGHT), restriction_label(texts, Kind.PAWN),
        example_label(texts, FACEDOWN), example_label(texts, GIVE), score_label(texts, SCORE),
    ]
    assert page.count('class="rules-app"') == sum(
        1 for section in texts.KUNITORI_RULES.values() for item in section["text"]
        for text in ((item,) if isinstance(item, str) else item) if text.startswith("{app}")
    ) >= 6


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_text_alternatives_say_what_the_engine_does(language):
    texts = strings.catalogue(language, "kunitori")
    kind = texts.KIND_NAMES
    assert "a1" in example_label(texts, TURN) and kind["king"] in example_label(texts, TURN)
    assert "b2" in example_label(texts, FACEDOWN) and kind["gold"] in example_label(texts, FACEDOWN)
    give = example_label(texts, GIVE)
    assert kind["knight"] in give and texts.PIECE_NAMES["brown"] in give
    score = score_label(texts, SCORE)
    assert texts.TIE_BREAK.format(piece=texts.PIECE_NAMES["brown"]) in score
    for name in ("1", "2", "c"):
        assert texts.LINE_NAMES["row" if name.isdigit() else "column"].format(name=name) in score


def test_the_decided_parts_are_the_same_in_both_languages():
    ja, en = (strings.catalogue(language, "kunitori").KUNITORI_RULES for language in ("ja", "en"))

    def decided(rules):
        return [
            (name, index) for name, section in rules.items() for index, item in enumerate(section["text"])
            for text in ((item,) if isinstance(item, str) else item) if text.startswith("{app}")
        ]

    assert decided(ja) == decided(en)
    pages = [rules_page(strings.catalogue(language, "kunitori")) for language in ("ja", "en")]
    assert pages[0].count('class="rules-app"') == pages[1].count('class="rules-app"')
