"""The coach for じゃんけんご, by whole turns (issue 28, item 3): each turn valued against the
best turn the top level finds from its start, the turning points, the sentence naming the
better turn's key action, the board's marks, ここからうつ's position, the graph, what is
kept, and ``analyse`` a line a turn (the end of a 200-turn game too)."""

from __future__ import annotations

import re
from functools import lru_cache

from reversi import cli, registry, strings
from reversi.games.jankengo.game import key_entry, parse_actions, turn_ends
from reversi.games.jankengo.rules import JankenGoPosition, parse_square
from reversi.play import coach
from reversi.play.analysis import Analysis, Analysing

from ..reversi.test_cli import run
from .test_cli import KING_TAKEN, TRY, shuffle

VARIANT = registry.variant("jankengo")
START = JankenGoPosition.initial()


@lru_cache(maxsize=None)
def analysed(transcript: str) -> Analysis:
    return Analysing(Analysis.of(START, parse_actions(transcript))).run()


def test_a_record_is_grouped_into_whole_turns():
    assert turn_ends(START, tuple(parse_actions(TRY))) == (4, 7, 10)  # the last turn ends with the try, no end
    assert turn_ends(START, tuple(parse_actions("d1-d2 Wc4 end d7-d6 end d2-d3"))) == (3, 5)  # the unfinished turn is none
    analysis = Analysis.of(START, parse_actions("d1-d2 Wc4 end d7-d6 end d2-d3"))
    assert len(analysis.points) == 2 and Analysing(analysis).progress == (0, 2)


def test_the_key_action_of_a_turn():
    """The win, else the action that took the most, else the wall, else the last step."""
    key = lambda position, text: str(key_entry(position, parse_actions(text)))  # noqa: E731
    assert key(START, "d1-d2 Wc4 d2-d3 end") == "Wc4"
    assert key(START, "d1-d2 d2-d3 end") == "d2-d3"
    before_try = JankenGoPosition.replay("d1-d2 d2-d3 d3-d4 end d7-d6 d6-c6 end")
    assert key(before_try, "d4-d5 d5-d6 d6-d7") == "d6-d7"
    before_taking = JankenGoPosition.replay("c1-c2 c2-c3 c3-c4 end a7-a6 end c4-c5 c5-c6 c6-d6 end a6-a7 end")
    assert key(before_taking, "d6-d7") == "d6-d7"  # the king taken


def test_each_turn_is_valued_against_the_best_turn_of_its_start():
    analysis = analysed(TRY)
    first, second, third = analysis.points
    assert [point.number for point in analysis.points] == [4, 7, 10]
    assert [point.color.value for point in analysis.points] == ["black", "white", "black"]
    assert [point.before for point in analysis.points] == [0, 4, 7]  # ここからうつ: the turn's start
    # red's second turn lets blue's king walk in: lost at once (found exactly), far worse than the best
    assert second.played_value == -40 and second.best_value > 0 and second.turning
    assert VARIANT.GAME.format_entries(second.turn) == "d7-d6 d6-c6 end"
    assert second.played_name == "d6-c6" and second.best_name == str(key_entry(
        JankenGoPosition.replay("d1-d2 d2-d3 d3-d4 end"), second.better))
    assert second.better[-1] == parse_actions("end")[0] and second.better != second.turn
    # the winning turn is the best, exactly
    assert (third.played_value, third.best_value, third.loss, third.exact) == (40, 40, 0, True)
    assert third.best == third.played and not third.turning
    assert not first.turning and first.loss < 8
    assert [point.number for point in analysis.turning_points()] == [7]
    assert coach.marks(analysis) == frozenset({7}) and [point.number for point in coach.picks(analysis)] == [7]


def test_the_sentence_names_the_better_turns_key_action_in_both_languages():
    second = analysed(TRY).points[1]
    ja, en = (strings.catalogue(language, "jankengo") for language in ("ja", "en"))
    best_ja, best_en = (VARIANT.DRAWING.move_name(texts, second.best, second.best_name) for texts in (ja, en))
    assert coach.sentence(ja, VARIANT.DRAWING, second) == f"この ターンは d6-c6 より {best_ja} の ほうが よかったよ"
    assert coach.sentence(en, VARIANT.DRAWING, second) == f"This turn, {best_en} would have been better than d6-c6"
    assert "{" not in ja.COACH_TRY.format(best=best_ja)


def test_the_board_shows_the_played_and_the_better_key_action_after_the_turn():
    analysis = analysed(TRY)
    second = analysis.points[1]
    marks = coach.squares(analysis, 7)
    assert marks[parse_square("c6")] == {"data-coach": "played"}
    assert marks[second.best.square] == {"data-coach": "better", "data-coach-piece": "white"}
    assert coach.squares(analysis, 5) == coach.squares(analysis, 6) == {}  # the middle of the turn: nothing
    assert coach.turning_at(analysis, 7) is second and coach.turning_at(analysis, 4) is None


def test_the_graph_moves_by_turns():
    analysis = analysed(TRY)
    series = analysis.series()
    assert len(series) == len(analysis.entries) + 1
    assert series[0] == (analysis.points[0].best_value, False)
    assert series[1] == series[2] == series[3] == series[0]  # inside the first turn: its start's value
    assert series[4] == series[5] == series[6] == (analysis.points[0].played_value, False)
    assert series[7] == (40, False) and series[10] == (40, True)  # red's turn lost: blue's +40


def test_the_analysis_is_kept_and_fitted_after_undo():
    analysis = analysed(TRY)
    data = analysis.to_data()
    assert data["points"][1][0] == VARIANT.GAME.format_entries(analysis.points[1].better)
    assert Analysis.from_data(data, START, analysis.entries) == analysis
    broken = {"version": 1, "points": [["d1-d2 end", 3, 0, 0], ["d7-d6", 5, 0, 0], None]}  # not whole turns of red
    assert Analysis.from_data(broken, START, analysis.entries).analysed == 1
    undone = analysis.rebase(START, analysis.entries[:6])
    assert undone.points == analysis.points[:1]
    assert analysis.rebase(START, analysis.entries[:4] + tuple(parse_actions("d7-d6 end"))).points == (
        analysis.points[0], None)


def test_slices_do_not_change_the_values():
    analysing = Analysing(Analysis.of(START, parse_actions(KING_TAKEN)))
    while not analysing.step(seconds=0.005):
        pass
    assert analysing.analysis == analysed(KING_TAKEN)


def test_analyse_prints_a_line_a_turn():
    result = run("analyse", "--game", "jankengo", TRY)
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[1] == f"2 d7-d6d6-c6end {''.join(VARIANT.GAME.format_entries(analysed(TRY).points[1].better).split())} " \
        f"-40 {analysed(TRY).points[1].best_value:+d} {analysed(TRY).points[1].loss} estimate"
    assert lines[2] == "3 d4-d5d5-d6d6-d7 d4-d5d5-d6d6-d7 +40 +40 0 exact"


def test_analyse_the_last_turns_of_a_200_turn_game():
    """The last 6 turns of a game that ends by the 200-turn limit, from the position before
    them, as ``analyse`` prints them (the whole game's 200 lines took some 50 s of CPU;
    ``test_analyse_prints_a_line_a_turn`` runs the command itself)."""
    turns, last = [f"{turn.strip()} end" for turn in shuffle(200).split(" end")[:-1]], 6
    start = JankenGoPosition.replay(" ".join(turns[:-last]))
    lines = cli.analysis_lines(VARIANT, start, tuple(parse_actions(" ".join(turns[-last:]))))
    assert len(lines) == last
    line = re.compile(r"(\d+) (\S+) (\S+) ([+-]\d+|0) ([+-]\d+|0) (\d+) (exact|estimate)")
    for number, text in enumerate(lines, 1):
        found = line.fullmatch(text)
        assert found and int(found[1]) == number and found[2] == turns[number - last - 1].replace(" ", ""), text
    assert lines[-1].endswith(" 0 0 0 exact")  # the 200th turn draws: known
