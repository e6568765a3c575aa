"""くにとり's analyser and exact solver (``reversi.games.kunitori.analysis``, the
``VARIANT.analyser`` and ``VARIANT.solve`` hooks), the analysis of くにとり games and
``python -m reversi analyse|solve --game kunitori``: every action of a position with at
most ``EXACT_PIECES`` pieces left valued exactly, agreeing with ``solve`` and with a
search of its own on each position of finished games; forced gives; the shared engine;
the coach's thresholds in points."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import pytest

from reversi import cli
from reversi.games.kunitori import VARIANT, analysis, book
from reversi.games.kunitori.actions import Place
from reversi.games.kunitori.analysis import EXACT_PIECES, analyser, solve
from reversi.games.kunitori.evaluation import final_score
from reversi.games.kunitori.game import KunitoriGame
from reversi.games.kunitori.pieces import Kind, Side
from reversi.games.kunitori.rules import KunitoriPosition
from reversi.games.kunitori.search import Limits, Negamax, Search
from reversi import strings
from reversi.play import coach
from reversi.play.analysis import Analysis, Analysing

from ..reversi.test_cli import assert_clean_error, run

GAMES = [line for line in (Path(__file__).parent / "games.txt").read_text().splitlines() if line and line[0] != "#"]
ACTION = r"(?:[KRBGSNLP][a-c][1-3]|give[KRBGSNLP]|pass)"
LINE = re.compile(rf"(\d+) ({ACTION}) ({ACTION}) (0|[+-]\d+) (0|[+-]\d+) (\d+) (exact|estimate)")
SOLVED = re.compile(rf"(?:best ({ACTION})|game over) score (0|[+-]\d+)(?: \((?:fewer pieces wins|more pieces loses)\))?")
"""Whether the opening book is built (then the first action's values are exact)."""
GIVE = "Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3 Ga2 Sa3 Pa2 Ga3 Sa2 Pa3 giveN Nb3"
"""A finished game whose 15th action is a forced give (white holds only its 桂, which goes nowhere)."""


@lru_cache(maxsize=None)
def analysed(number: int) -> Analysis:
    """The analysis of game ``number`` of ``games.txt``."""
    return Analysing(Analysis.of(KunitoriPosition.initial(), game(number))).run()


def game(number: int) -> list:
    """The actions of game ``number`` of ``games.txt`` (1-based)."""
    return KunitoriGame.parse_entries(GAMES[number - 1])


def positions(actions) -> list[KunitoriPosition]:
    """The start, then the position after each action."""
    found = [KunitoriPosition.initial()]
    for action in actions:
        found.append(found[-1].play(action))
    return found


def left(position: KunitoriPosition) -> int:
    return len(position.hand(Side.WHITE)) + len(position.hand(Side.BROWN))


@lru_cache(maxsize=None)
def exact_value(position: KunitoriPosition) -> float:
    """The exact value of ``position`` for the side to move by a search of its own (a new
    engine and table, not the analyser's), or the result once over."""
    if position.is_game_over():
        return final_score(position.node) / 100
    result = Search(position, Limits(exact_pieces=16)).run()
    if len(position.legal_actions()) == 1:  # forced: the search does not look further
        return -exact_value(position.play(position.legal_actions()[0]))
    assert result.exact
    return result.score


def solved_score(position: KunitoriPosition) -> int:
    """The points of ``solve`` (``best ACTION score N``, ``game over score N``)."""
    return int(SOLVED.fullmatch(solve(position)).group(2))


def test_the_games_are_ten_full_games():
    assert len(GAMES) == 10 and all(KunitoriPosition.replay(GAMES[n]).is_game_over() for n in range(10))
    assert all(len(game(n)) == 16 for n in range(1, 11))


def test_every_exact_point_agrees_with_solve_on_each_position_of_a_finished_game():
    found = positions(game(1))
    for index, point in enumerate(analysed(1).points):
        before, after = found[index], found[index + 1]
        known = [left(p) <= EXACT_PIECES or book.lookup(p.node) is not None for p in (before, after)]
        assert point.exact and all(known), index  # solved, or from the book: every action
        if not point.exact:
            continue
        assert point.best_value == solved_score(before) and point.played_value == -solved_score(after), index
        if left(before) <= EXACT_PIECES:  # (the book's values, checked in test_book, would take minutes to solve again)
            assert point.played_value == round(-exact_value(after)) and point.best_value == round(exact_value(before))
        assert point.loss >= 0 and (point.best == point.played) == (point.loss == 0)


@pytest.mark.parametrize("number", [1, 8])
def test_the_second_and_third_actions_are_exact_from_the_book_and_a_solve(number):
    # the position after the second action is in the book, the one after the third has
    # 13 pieces left (solved by the coach)
    found, points = positions(game(number)), analysed(number).points
    assert book.lookup(found[2].node) is not None and left(found[3]) == EXACT_PIECES
    assert all(point.exact for point in points)
    for index in (1, 2):  # from the book, and the book against a solve of the coach's
        assert points[index].best_value == solved_score(found[index])
        assert points[index].played_value == -solved_score(found[index + 1])


def test_every_action_of_a_solved_position_has_its_exact_value():
    for position in positions(game(2))[8:15]:  # 8 pieces left down to 2
        appraisal = analyser(position).run()
        assert appraisal.exact
        values = dict(appraisal.values)
        assert set(values) == set(position.legal_actions())
        for action, value in values.items():
            assert value == -exact_value(position.play(action)), (str(position), str(action))
        assert appraisal.best[1] == max(values.values()) == exact_value(position)


def test_a_forced_give_is_worth_the_position_after_it():
    actions = KunitoriGame.parse_entries(GIVE)
    found = positions(actions)
    assert found[-1].is_game_over() and str(actions[14]) == "giveN" and found[14].legal_actions() == [actions[14]]
    appraisal = analyser(found[14]).run()
    assert appraisal.exact and appraisal.values == ((actions[14], -exact_value(found[15])),)
    point = Analysing(Analysis.of(found[8], actions[8:])).run().points[6]
    assert (point.played_name, point.best_name, point.loss, point.exact) == ("giveN", "giveN", 0, True)
    assert analyser(found[-1]).run().values == ()  # the end: nothing comes next


def test_the_start_is_valued_from_the_book_a_position_outside_it_estimated_in_slices():
    start = KunitoriPosition.initial()
    first = analyser(start).run()  # every first action: the book holds the position after it
    assert first.exact and first.nodes == 0 and len(first.values) == 60
    assert first.best == (Place(Kind.KING, 0), -1.0)  # Ka1: brown wins by a point
    assert all(value == -book.lookup(start.play(action).node)[0] / 100 for action, value in first.values)
    second = KunitoriPosition.parse("---/---/--- w KRBGSNL krbgsnlp - - -")  # 15 left, no game reaches it
    assert book.lookup(second.node) is None
    appraising = analyser(second, second.legal_actions()[3])
    steps = 0
    while not appraising.step(seconds=0.005):
        steps += 1
    appraisal = appraising.appraisal
    assert steps > 1 and not appraisal.exact and len(appraisal.values) == len(second.legal_actions())
    assert [value for _, value in appraisal.values] == sorted((value for _, value in appraisal.values), reverse=True)
    assert analyser(second, second.legal_actions()[3]).run() == appraisal  # the same values however it is sliced


def test_an_exact_solve_is_sliced_and_the_same_however_sliced(monkeypatch):
    position = positions(game(3))[6]
    monkeypatch.setattr(analysis, "ENGINE", Negamax(analysis.TABLE_LIMIT, solid=True))  # (the module's keeps its table)
    monkeypatch.setattr(analysis, "VALUES", {})  # (and its values)
    whole = analyser(position).run()
    analysis.ENGINE.table.clear()
    analysis.VALUES.clear()
    appraising = analyser(position)
    slices = 0
    while not appraising.step(500):
        slices += 1
    assert slices > 10 and appraising.appraisal.values == whole.values and whole.exact


def test_the_engine_keeps_what_it_solved_so_a_second_analysis_is_nearly_free(monkeypatch):
    found = positions(game(5))
    monkeypatch.setattr(analysis, "ENGINE", Negamax(analysis.TABLE_LIMIT, solid=True))
    monkeypatch.setattr(analysis, "VALUES", {})
    first = sum(analyser(position).run().nodes for position in reversed(found[5:]))
    analysis.VALUES.clear()  # the engine's table alone
    second = sum(analyser(position).run().nodes for position in reversed(found[5:]))
    assert second * 10 < first, (first, second)
    assert sum(analyser(position).run().nodes for position in found[5:]) == 0  # each position's value is known


def test_the_coach_solves_each_position_of_the_game_once_and_values_the_played_action(monkeypatch):
    actions, found = game(4), positions(game(4))
    monkeypatch.setattr(analysis, "VALUES", {})
    points = Analysing(Analysis.of(found[4], actions[4:])).run().points
    assert all(point.exact for point in points)
    assert {position.node for position in found[4:-1]} <= set(analysis.VALUES)  # each solved, once
    for index, point in enumerate(points, 4):
        appraisal = analyser(found[index], actions[index]).run()  # known now: no search
        assert appraisal.nodes == 0 and appraisal.exact
        assert dict(appraisal.values).keys() == {appraisal.best[0], actions[index]}  # those two alone
        assert (point.best_value, point.played_value) == (round(exact_value(found[index])), round(-exact_value(found[index + 1])))


def test_the_coach_counts_in_points_for_brown_too():
    found = analysed(1)
    assert VARIANT.TURNING == (2, 3)
    assert all(point.turning == (point.loss >= (2 if point.exact else 3)) for point in found.points)
    assert [(point.number, point.color) for point in coach.picks(found)] == [(5, Side.WHITE), (6, Side.BROWN)]
    fifth = found.points[4]  # 12 pieces left: exact since EXACT_PIECES is 13
    assert (fifth.played_name, fifth.best_name, fifth.played_value, fifth.best_value, fifth.exact) == (
        "Nb1", "Rb2", -2, 0, True)
    sixth = found.points[5]
    assert (sixth.played_name, sixth.best_name, sixth.played_value, sixth.best_value, sixth.exact) == (
        "Sa3", "Nc3", -1, 2, True)
    assert coach.sentence(strings.catalogue("ja", "kunitori"), VARIANT.DRAWING, sixth) == (
        "銀 a3 だと 1てん さで まけ、桂 c3 なら 2てん さで かてました")
    english = coach.sentence(strings.catalogue("en", "kunitori"), VARIANT.DRAWING, sixth)
    assert english == "Knight c3 instead of Silver a3 would have won by 2 points instead of losing by 1 point"
    white, brown = KunitoriPosition.replay(game(1)).score().points
    assert found.series()[-1] == (white - brown, True)  # the first side's (white's) view
    label = coach.value_label(strings.catalogue("en", "kunitori"), found, 16)
    assert label == f"Outlook graph (White's expected lead in points at the end). Move 16: {white - brown:+d}"


def test_analyse_prints_a_line_an_action_every_one_exact(capsys):
    assert cli.main(["analyse", "--game", "kunitori", GAMES[0]]) == 0  # (in this process: its engine knows the game)
    printed = capsys.readouterr()
    assert printed.err == ""
    lines = printed.out.splitlines()
    assert [LINE.fullmatch(line) is not None for line in lines] == [True] * 16, lines
    assert [line.split()[1] for line in lines] == GAMES[0].split()
    assert [line.split()[-1] for line in lines] == ["exact"] * 16  # the book's two levels, then solves
    for line, point in zip(lines, analysed(1).points):
        _, played, best, played_value, best_value, loss, _ = LINE.fullmatch(line).groups()
        assert (played, best) == (point.played_name, point.best_name)
        assert (int(played_value), int(best_value), int(loss)) == (point.played_value, point.best_value, point.loss)


def test_solve_prints_the_best_action_and_the_final_point_difference():
    found = positions(game(1))
    result = run("solve", "--game", "kunitori", str(found[6]))
    assert result.returncode == 0 and result.stderr == ""
    match = SOLVED.fullmatch(result.stdout.strip())
    assert match, result.stdout
    best = KunitoriGame.parse_entries(match.group(1))[0]
    assert best in found[6].legal_actions() and -exact_value(found[6].play(best)) == exact_value(found[6])
    assert int(match.group(2)) == round(exact_value(found[6]))
    assert run("solve", "--game", "kunitori", str(found[-1])).stdout == f"game over score {solved_score(found[-1]):+d}\n"
    assert solve(KunitoriPosition.parse("K--/---/-rb w - - p -")) == "game over score 0 (fewer pieces wins)"
    assert_clean_error(run("solve", "--game", "kunitori", "K--/---"), "POSITION")
    assert_clean_error(run("analyse", "--game", "kunitori", "Sb2 Zz9"), "Zz9")
