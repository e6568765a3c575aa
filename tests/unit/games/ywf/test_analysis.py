"""YWF's analyser (``reversi.games.ywf.analysis``, the ``VARIANT.analyser`` hook), the
analysis of YWF games (forced passes are entries) and ``python -m reversi analyse --game
ywf``: every action valued by one search, forced passes, the end of a game, slices, the
command's lines and errors, and the analysis kept in saved and past YWF games."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from reversi.cli import analysis_lines
from reversi.games.ywf import VARIANT
from reversi.games.ywf.analysis import LIMITS, analyser
from reversi.games.ywf.evaluation import final_score
from reversi.games.ywf.game import YwfGame
from reversi.games.ywf.rules import PASS, YwfPosition, format_transcript
from reversi.play import record, saved
from reversi.play.analysis import Analysis, Analysing

from ..reversi.test_cli import assert_clean_error, run
from .test_cli import GAME_OVER, MUST_PASS

GAMES = [line for line in (Path(__file__).parent / "games.txt").read_text().splitlines() if line and line[0] != "#"]
LINE = re.compile(r"(\d+) (\+?[a-i][1-9]|pass) (\+?[a-i][1-9]|pass) (0|[+-]\d+) (0|[+-]\d+) (\d+) (exact|estimate)")


def game(number: int) -> list:
    """The actions of game ``number`` of ``games.txt`` (1-based)."""
    return YwfGame.parse_entries(GAMES[number - 1])


SEVENTH = game(7)  # ends "... +d1 c8 pass c7 pass +a4 pass +e2 pass pass"
END = YwfPosition.replay(SEVENTH[:-10])


@pytest.fixture(scope="module")
def end_analysis() -> Analysis:
    return Analysing(Analysis.of(END, SEVENTH[-10:])).run()


def test_the_games_are_ten_full_games():
    assert len(GAMES) == 10 and all(YwfPosition.replay(game(number)).is_game_over() for number in range(1, 11))
    assert format_transcript(SEVENTH[-10:]) == "+d1 c8 pass c7 pass +a4 pass +e2 pass pass"


def test_every_action_is_valued_by_one_search():
    position = YwfPosition.replay(game(1)[:30])
    appraisal = analyser(position).run()
    assert not appraisal.exact and 0 < appraisal.nodes <= LIMITS.nodes + 5_000
    assert sorted(map(str, (action for action, _ in appraisal.values))) == sorted(map(str, position.legal_actions()))
    values = [value for _, value in appraisal.values]
    assert values == sorted(values, reverse=True)
    assert VARIANT.analyser(position).run() == appraisal


def test_a_forced_pass_is_worth_what_follows_for_the_other_side():
    position = YwfPosition.parse(MUST_PASS)
    appraisal = analyser(position).run()
    assert appraisal.values == ((PASS, -analyser(position.play(PASS)).run().best[1]),) and not appraisal.exact
    last = YwfPosition.replay(SEVENTH[:-1])  # the pass that ends the game: exact
    assert analyser(last).run().values == ((PASS, final_score(last.play(PASS).node) / 100 * -1),)
    both = YwfPosition.replay(SEVENTH[:-2])  # a pass, then the other side's: the game is over after both
    assert analyser(both).run().values == ((PASS, final_score(last.play(PASS).node) / 100),)
    assert analyser(both).run().exact
    over = YwfPosition.parse(GAME_OVER)
    assert analyser(over).run().values == () and analyser(over).done


def test_the_end_of_a_game_with_forced_passes(end_analysis):
    points = end_analysis.points
    assert end_analysis.complete and [point.played_name for point in points] == format_transcript(SEVENTH[-10:]).split()
    for point in points:
        assert point.loss >= 0 and point.played_value <= point.best_value
        if point.played == PASS:
            assert (point.best, point.loss, point.best_square, point.played_square) == (PASS, 0, None, None)
        else:
            assert (point.played_square, point.best_square) == (point.played.square, point.best.square)
    assert points[-1].exact and points[-2].exact and not points[0].exact
    final = YwfPosition.replay(SEVENTH)
    black, white, _ = final.counts()
    assert end_analysis.series()[-1] == (black - white, True)  # the result, exact
    lines = analysis_lines(VARIANT, END, SEVENTH[-10:])
    assert [line.split()[:3] for line in lines][-3:] == [["8", "+e2", points[7].best_name], ["9", "pass", "pass"],
                                                          ["10", "pass", "pass"]]
    assert all(LINE.fullmatch(line) for line in lines)


def test_slices_change_nothing():
    position = YwfPosition.replay(game(2)[:50])
    whole = analyser(position).run()
    appraising = analyser(position)
    while not appraising.step(nodes=250):
        pass
    assert appraising.appraisal == whole


def test_saved_and_past_ywf_games_keep_their_analysis(end_analysis):
    state = YwfGame.from_record(SEVENTH[-10:], start=END).review_at(4)
    text = saved.dump(state, end_analysis)
    assert json.loads(text)["analysis"]["moves"] == format_transcript(SEVENTH[-10:])
    assert saved.load(text) == state and saved.load_analysis(text) == end_analysis
    entry = record.PastGame.of(END, SEVENTH[-10:], "2024-06-01T09:30:00+00:00", end_analysis)
    assert record.load_games(record.dump_games((entry,))) == ((entry,), 0)
    data = end_analysis.to_data()
    data["points"][2] = ["+d1", 3, 1, 0]  # not a legal action before that pass
    assert Analysis.from_data(data, END, SEVENTH[-10:]).points[2] is None


def test_analyse_with_the_game_option():
    result = run("analyse", "--game", "ywf", "c4 +f6")
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert [LINE.fullmatch(line).group(1, 2, 7) for line in lines] == [("1", "c4", "estimate"), ("2", "+f6", "estimate")]


@pytest.mark.parametrize(
    "transcript, fragment",
    [("c4 c4", "move 2 'c4'"), ("c4 +f6 pass", "move 3 'pass': black cannot pass"), ("c4 z1", "move 2")],
)
def test_analyse_refuses_bad_input_as_replay_does(transcript, fragment):
    line = assert_clean_error(run("analyse", "--game", "ywf", transcript), "python -m reversi analyse: error:", fragment)
    assert line.split("error: ")[1] == run("replay", "--game", "ywf", transcript).stderr.strip().split("error: ")[1]
