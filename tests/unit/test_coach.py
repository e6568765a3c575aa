"""The coach's pure parts (``reversi.play.coach``, ``reversi.base.graph.value_graph``): the
record it analyses, the marks of the move list, the turning points listed first (three of
each player, in the order of the game), the sentence in both languages and every game with a
coach (how each move ends, in the game's own count), the board's marks of a turning point, the progress line,
the evaluation graph (signed, gaps, exact stretches) and the page's start-up without the
analysis. The page's side is ``tests/e2e/test_coach.py``."""

from __future__ import annotations

import re

from reversi import registry, strings
from reversi.base.drawing import Drawing
from reversi.base.graph import disc_graph, value_graph
from reversi.base.sides import Color
from reversi.base.variant import Variant, can_analyse
from reversi.games.reversi.game import Game
from reversi.games.reversi.position import Position
from reversi.play import coach
from reversi.play.analysis import Analysis, Analysing, Point

from . import imports

LATE = Position.parse("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X")  # 8 empty squares
JA, EN = strings.catalogue("ja", registry.DEFAULT), strings.catalogue("en", registry.DEFAULT)  # (Reversi's: discs)


def point(number: int, color: Color, loss: int, exact: bool = True, played: int = 0, best: int = 1) -> Point:
    return Point(number, color, played, best, -loss, 0, exact, f"p{number}", f"b{number}")


def made(*points) -> Analysis:
    """An analysis of a record of as many moves as ``points`` (None: not analysed)."""
    return Analysis(Position.initial(), tuple(range(len(points))), tuple(points))


def test_the_record_analysed_is_the_one_looked_back_at_or_the_finished_game():
    game = Game.from_transcript("f5d6c3")
    assert coach.target(game) is None  # a game in progress is not analysed while played
    assert coach.target(game.review_at(1)) == (game.start, game.record)
    undone = game.undo()
    assert coach.target(undone.review_at(0)) == (game.start, game.record)  # the moves ahead too
    other = game.review_game(LATE, (31,))
    assert coach.target(other) == (LATE, (31,))
    over = Game.from_transcript("d3c3f5f4f3d2d1e3b3")  # white wiped out
    assert coach.target(over) == (over.start, over.record)


def test_only_a_game_with_an_analyser_has_a_coach():
    assert all(can_analyse(registry.variant(name)) for name in ("reversi", "ywf"))

    class Plain(Variant):
        NAME = "plain"

    assert not can_analyse(Plain)


def test_the_marks_are_the_turning_points_by_the_thresholds():
    analysis = made(point(1, Color.BLACK, 6), point(2, Color.WHITE, 5), point(3, Color.BLACK, 7, exact=False),
                    point(4, Color.WHITE, 8, exact=False), None)
    assert coach.marks(analysis) == {1, 4}  # exact from 6, estimates from 8
    assert coach.marks(made(None, None)) == frozenset()


def test_the_picks_are_the_three_worst_of_each_player_in_the_order_of_the_game():
    losses = [(Color.BLACK, 10), (Color.WHITE, 6), (Color.BLACK, 30), (Color.BLACK, 7), (Color.WHITE, 20),
              (Color.BLACK, 12), (Color.BLACK, 9), (Color.WHITE, 2)]
    analysis = made(*(point(number, color, loss) for number, (color, loss) in enumerate(losses, 1)))
    picks = coach.picks(analysis)
    assert [p.number for p in picks] == [1, 2, 3, 5, 6]  # black's 30, 12, 10; white's 20, 6 (its 2 is no mistake)
    assert coach.picks(made(point(1, Color.BLACK, 1))) == ()


def said(texts, played_value: int, best_value: int) -> str:
    return coach.sentence(texts, Drawing, Point(14, Color.BLACK, 19, 13, played_value, best_value, True, "b3", "f2"))


def test_every_coach_names_the_moves_as_its_move_list_does():
    """Issue 43, item 4: くにとり's and じゃんけんご's coach said 「Sc1 だと…Na1 なら」 and
    「e7-d7 より Wd5」 while the move list says 「銀 c1」, 「かべ d5」. Walking the games: the
    moves of a point (the first two placements of the start) are named as the move list
    names them (``Drawing.move_name``), in both languages, in the sentence too, and the
    engine's notation of a move the list writes otherwise is not in it."""
    for name in registry.NAMES:
        variant = registry.variant(name)
        position = variant.GAME.RULES.initial()
        placed = [entry for entry in position.legal_actions() if isinstance(getattr(entry, "square", entry), int)]
        played, best = placed[0], placed[-1]
        notation = variant.GAME.entry_name(played), variant.GAME.entry_name(best)
        point = Point(1, position.turn, played, best, -2, 2, True, *notation)
        for language in ("ja", "en"):
            texts = strings.catalogue(language, name)
            listed = tuple(variant.DRAWING.move_name(texts, entry, text) for entry, text in zip((played, best), notation))
            assert coach.names(texts, variant.DRAWING, point) == listed, (name, language)
            sentence = coach.sentence(texts, variant.DRAWING, point)
            assert all(text in sentence for text in listed), (name, language, sentence)
            assert not any(text in sentence for text in set(notation) - set(listed)), (name, language, sentence)


def test_the_sentence_says_how_each_move_ends_never_a_count_above_the_board():
    # issue 29: a 40-disc win missed for a 49-disc loss was "worth 89 more discs" on a board of 64
    assert said(EN, -49, 40) == "f2 instead of b3 would have won by 40 discs instead of losing by 49 discs"
    assert said(JA, -49, 40) == "b3 だと 49まい さで まけ、f2 なら 40まい さで かてました"
    assert said(EN, -64, 64) == "f2 instead of b3 would have won by 64 discs instead of losing by 64 discs"
    assert said(JA, -64, 64) == "b3 だと 64まい さで まけ、f2 なら 64まい さで かてました"
    assert said(EN, 0, 6) == "f2 instead of b3 would have won by 6 discs instead of drawing"
    assert said(JA, 0, 6) == "b3 だと ひきわけ、f2 なら 6まい さで かてました"
    assert said(EN, -6, 0) == "f2 instead of b3 would have drawn instead of losing by 6 discs"
    assert said(JA, -6, 0) == "b3 だと 6まい さで まけ、f2 なら ひきわけに できました"
    assert said(EN, -1, 1) == "f2 instead of b3 would have won by 1 disc instead of losing by 1 disc"
    assert said(JA, -1, 1) == "b3 だと 1まい さで まけ、f2 なら 1まい さで かてました"
    assert said(EN, -30, -2) == "f2 instead of b3 would have lost by only 2 discs instead of losing by 30 discs"
    assert said(JA, -30, -2) == "b3 だと 30まい さで まけ、f2 なら 2まい さの まけで すみました"
    assert said(EN, 10, 40) == "f2 instead of b3 would have won by 40 discs instead of winning by 10 discs"
    assert said(JA, 10, 40) == "b3 だと 10まい さで かち、f2 なら 40まい さで かてました"


def test_the_sentence_speaks_in_ywf_pieces_where_equal_counts_are_no_draw():
    ywf_ja, ywf_en = strings.catalogue("ja", "ywf"), strings.catalogue("en", "ywf")
    assert said(ywf_en, -3, 7) == "f2 instead of b3 would have won by 7 pieces instead of losing by 3 pieces"
    assert said(ywf_ja, -3, 7) == "b3 だと 3こ さで まけ、f2 なら 7こ さで かてました"
    assert said(ywf_en, -1, 0) == "f2 instead of b3 would have ended with as many pieces instead of losing by 1 piece"
    assert said(ywf_ja, 0, 8) == "b3 だと おなじ かず、f2 なら 8こ さで かてました"


def test_every_coach_speaks_in_its_game_count_at_every_value():
    """Walking the games with a coach: every pair of values (the analysis keeps them within
    the board's squares) makes a whole sentence in both languages, no number in it above
    that, and a game counted in something of its own (its ``SCORE_LABEL``) says it in the
    coach's sentence too."""
    coached = [name for name in registry.NAMES if can_analyse(registry.variant(name))]
    assert {"reversi", "ywf"} <= set(coached)
    for name in coached:
        rules = registry.variant(name).GAME.RULES
        limit = rules.SIZE * rules.SIZE
        extremes = sorted({-limit, -limit + 1, -2, -1, 0, 1, 2, limit - 1, limit})
        for language in ("ja", "en"):
            texts, shared = strings.catalogue(language, name), strings.catalogue(language)
            counted = "{better}" in texts.COACH_BETTER  # (a coach by turns values no count)
            if counted and texts.SCORE_LABEL is not shared.SCORE_LABEL:
                assert texts.COACH_AMOUNT is not shared.COACH_AMOUNT, (name, language)
            if counted and language == "en":
                for count in (1, 2):
                    score = strings.plural(texts.SCORE_LABEL, count).format(name="X", count=count)
                    assert score.endswith(strings.plural(texts.COACH_AMOUNT, count).format(count=count)), name
            for played in extremes:
                for best in (value for value in extremes if value >= played):
                    sentence = said(texts, played, best)
                    assert "{" not in sentence and "b3" in sentence and "f2" in sentence, sentence
                    counts = re.findall(r"\d+", sentence.replace("b3", "").replace("f2", ""))
                    assert max(map(int, counts), default=0) <= limit, sentence


def test_the_board_shows_the_move_played_and_a_ghost_of_the_better_one_at_a_turning_point_only():
    analysis = Analysing(Analysis.of(LATE, Game.parse_entries("h4g1"))).run()  # both lose: 6 and 26 discs
    assert coach.squares(analysis, 1) == {31: {"data-coach": "played"},
                                          57: {"data-coach": "better", "data-coach-piece": "black"}}
    assert coach.squares(analysis, 2) == {6: {"data-coach": "played"},
                                          7: {"data-coach": "better", "data-coach-piece": "white"}}
    assert coach.squares(analysis, 0) == {} == coach.squares(analysis, 3)
    assert coach.turning_at(analysis, 2) is analysis.points[1] and coach.turning_at(analysis, 0) is None
    fine = made(point(1, Color.BLACK, 2), None)
    assert coach.squares(fine, 1) == {} == coach.squares(fine, 2)


def test_a_marked_square_says_what_it_is():
    assert coach.square_label(JA, "くろ h4", {"data-coach": "played"}) == "くろ h4、うった て"
    assert coach.square_label(EN, "b8", {"data-coach": "better"}) == "b8, the better move"
    assert coach.square_label(EN, "b8", {"data-disc": "black"}) == "b8"


def test_the_progress_line_counts_the_moves_analysed_until_done():
    assert coach.progress(JA, made(point(1, Color.BLACK, 0), None, None)) == "しらべちゅう 1/3"
    assert coach.progress(EN, made(None, None)) == "Analysing 0/2"
    assert coach.progress(JA, made(point(1, Color.BLACK, 0))) == ""


def test_the_evaluation_graph_is_signed_around_a_middle_zero_line():
    svg = value_graph([(4, False), (-10, False), (-2, True), (6, True)], at=2, label="lead")
    lines = dict(re.findall(r'<polyline class="([a-z ]+)" points="([^"]+)"', svg))
    # range -10..10: y = 10 - value; the estimates, then the exact stretch on from the last estimate
    assert lines == {"value": "0,6 1,20", "value exact": "1,20 2,12 3,4"}
    assert '<line class="zero" x1="0" y1="10" x2="3" y2="10"' in svg
    assert 'viewBox="0 -1 3 22"' in svg and 'class="now" x1="2"' in svg and 'aria-label="lead"' in svg


def test_the_evaluation_graph_leaves_gaps_where_nothing_is_known_yet():
    svg = value_graph([None, None, (3, False), (1, False)], at=0, label="x")
    assert re.findall(r'points="([^"]+)"', svg) == ["2,0 3,2"]
    assert "polyline" not in value_graph([None, None], at=0, label="x")  # nothing known: the zero line only
    assert 'points="0,1 1,1"' in value_graph([(0, True)], at=0, label="x")  # a lone point still draws


def test_the_disc_graph_keeps_its_form():
    svg = disc_graph([(2, 2), (4, 1), (3, 3)], at=1, label="graph")
    assert 'class="black" points="0,2 1,0 2,1"' in svg and 'class="white" points="0,2 1,3 2,1"' in svg
    assert 'viewBox="0 -0.2 2 4.4"' in svg


def test_the_graph_says_black_expected_lead():
    analysis = Analysing(Analysis.of(LATE, Game.parse_entries("h4g1"))).run()
    assert coach.value_label(EN, analysis, 2).endswith("Move 2: +30")
    assert coach.value_label(JA, analysis, 0) == "みこみの グラフ(さいごに くろが なんまい おおいか)。0て: +10"
    ywf = strings.catalogue("ja", "ywf")
    assert "わるいこが なんこ" in coach.value_label(ywf, made(None), 1)


def test_the_page_imports_no_analysis_at_start_up():
    at_start = imports.imported_at_once("web.view")
    assert "web.coach" in at_start and "play.coach" in at_start
    assert not {"play.analysis", "base.analysis", "base.search"} & at_start, at_start
