"""The illustrated rules of じゃんけんご (``figures``): each figure is a real engine
position, before and after real actions, and says what it shows; the parts this app
decided are marked."""

from __future__ import annotations

import re

import pytest

from reversi.games.jankengo import VARIANT
from reversi.games.jankengo.figures import DECIDED, EXAMPLES, GO, KING_WALL, KO, PAGE, STEP, TRY, WALL, rules_page
from reversi.games.jankengo.rules import END, Kind, Side, Step, parse_square
from reversi.strings import catalogue


def at(position, name):
    return position.piece_at(parse_square(name))


def test_the_examples_show_the_rules_they_name():
    assert at(STEP.after, "d2").kind is Kind.KING and STEP.after.steps_left == 0
    assert at(WALL.after, "d5").kind is Kind.WALL and WALL.after.walls_in_hand(Side.RED) == 4
    assert at(GO.before, "d4").owner is Side.RED and at(GO.after, "d4") is None
    first = KING_WALL.before.play(Step(parse_square("c3"), parse_square("d3")))
    assert at(first, "d4") is None and first.steps_left == 2, "the king's first step takes the wall, two steps left"
    assert at(KING_WALL.after, "d4").kind is Kind.KING
    assert TRY.after.winner() is Side.BLUE and TRY.after.outcome.ending.value == "try"
    assert KO.after.board == KO.after.previous[0] and not KO.after.is_legal(END) and KO.after.can_act()


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_page_in_each_language(language):
    texts = catalogue(language, "jankengo")
    page = rules_page(texts)
    assert page.count('class="rules-app"') == len(DECIDED) and set(DECIDED) <= set(PAGE)
    labels = re.findall(r'role="img" aria-label="([^"]+)"', page)
    assert len(labels) == len(EXAMPLES) + 2 and all(labels)
    assert page.count('href="#shape-') >= 30, "the pieces are drawn with the board's own shapes"
    assert VARIANT.rules_page(texts) == page
