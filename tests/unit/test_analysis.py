"""Looking back with a coach, the shared part (``reversi.play.analysis``): the points of an
analysis, the turning points and each player's worst, the evaluation series, the slices
(the same result however sliced, the nearest the end first, partial results, leaving and
resuming), the compact form kept with the game and corrupted data, and the analysis in
saved games and past games. On Reversi endgames (solved exactly, quickly); each game's own
analyser is tested with the game (``games/NAME/test_analysis.py``)."""

from __future__ import annotations

import json
from pathlib import Path
from dataclasses import replace

import pytest

from reversi import registry
from reversi.base import replays
from reversi.base.sides import Color

from reversi.games.reversi.endgame import solve
from reversi.games.reversi.game import Game
from reversi.games.reversi.position import PASS, Position
from reversi.play import analysis as coach
from reversi.play import record, saved
from reversi.play.analysis import Analysis, Analysing, Point, Value

LATE = Position.parse("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X")  # 8 empty squares
PASSING = Position.parse("OX--X--OOX--X-OOOX-XXOXOOOXXOOXOOOOOOOOOOOOOXOOOOOXXXXXOOOOOOOOO X")
PASSING_MOVES = Game.written(Game.parse_entries("g1d1f2f1c3d2c1c2"), PASSING)  # black passes after white's f1 (move 4): entry 5
MIDGAME = Position.replay("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4")


def analysed(start=PASSING, moves=PASSING_MOVES) -> Analysis:
    return Analysing(Analysis.of(start, moves)).run()


@pytest.fixture(scope="module")
def passing() -> Analysis:
    return analysed()


# --------------------------------------------------------------------------- points


def test_each_point_holds_the_best_move_and_the_exact_values_of_both(passing):
    positions = [PASSING, *Position.replay_steps(list(PASSING_MOVES), PASSING)]
    assert passing.complete and passing.analysed == len(PASSING_MOVES) == 9
    for index, point in enumerate(passing.points):
        before, after = positions[index], positions[index + 1]
        assert point.number == index + 1 and point.played == PASSING_MOVES[index] and point.exact
        assert point.color is before.turn
        assert point.best_value == (solve(before).score if point.played != PASS else -solve(after).score)
        assert point.played_value == -solve(after).score  # after.turn is the other side, even when it must pass
        assert point.loss == point.best_value - point.played_value >= 0
        assert point.best_value == -solve(before.play(point.best)).score or point.best == point.played
        assert point.played_name == Game.entry_name(point.played)
        assert point.best_name == Game.entry_name(point.best)
    assert [(p.played_name, p.best_name, p.loss) for p in passing.points][:5] == [
        ("g1", "g1", 0), ("d1", "c1", 10), ("f2", "f1", 16), ("f1", "f1", 0), ("pass", "pass", 0)
    ]
    assert passing.points[4].color is Color.BLACK and passing.points[5].color is Color.WHITE  # black's pass


def test_a_move_as_good_as_the_best_is_its_own_best():
    point = analysed(LATE, Game.parse_entries("b8")).points[0]
    assert (point.best, point.loss) == (point.played, 0)


def point(number: int, color: Color, loss: int, exact: bool = True) -> Point:
    return Point(number, color, 19, 26, -loss, 0, exact, "d3", "c4")


def test_turning_points_follow_the_thresholds():
    assert coach.TURNING_EXACT == 6 and coach.TURNING_ESTIMATE == 8
    assert [point(1, Color.BLACK, loss).turning for loss in (0, 5, 6, 20)] == [False, False, True, True]
    assert [point(1, Color.BLACK, loss, False).turning for loss in (6, 7, 8, 30)] == [False, False, True, True]


def test_the_turning_points_and_each_players_three_worst():
    losses = [(Color.BLACK, 8), (Color.WHITE, 3), (Color.BLACK, 12), (Color.WHITE, 6), (Color.BLACK, 8),
              (Color.WHITE, 20), (Color.BLACK, 7), (Color.WHITE, 2), (Color.BLACK, 30), (Color.WHITE, 9)]
    points = tuple(point(number, color, loss) for number, (color, loss) in enumerate(losses, 1))
    analysis = Analysis(Position.initial(), (19,) * len(points), points[:-1] + (None,))
    assert [p.number for p in analysis.turning_points()] == [1, 3, 4, 5, 6, 7, 9]
    assert [p.number for p in analysis.worst(Color.BLACK)] == [9, 3, 1]  # 30, 12, then the first of two 8s
    assert [p.number for p in analysis.worst(Color.WHITE)] == [6, 4]  # the 9 is not analysed yet
    assert [p.number for p in analysis.worst(Color.BLACK, 5)] == [9, 3, 1, 5, 7]


def test_the_series_is_the_value_for_black_at_the_start_and_after_each_move(passing):
    series = passing.series()
    assert len(series) == len(PASSING_MOVES) + 1
    first = passing.points[0]
    assert series[0] == Value(first.best_value if first.color is Color.BLACK else -first.best_value, True)
    for point_, value in zip(passing.points, series[1:]):
        assert value == Value(point_.played_value if point_.color is Color.BLACK else -point_.played_value, True)
    assert series[4] == series[5] == Value(-48, True) and series[6] == Value(-32, True)  # f1, black's pass, c3
    partial = replace(passing, points=(None,) * 6 + passing.points[6:])
    assert partial.series()[:7] == (None,) * 7 and partial.series()[7:] == series[7:]
    assert Analysis.of(PASSING, ()).series() == (None,)


# --------------------------------------------------------------------------- slices


def test_the_result_does_not_depend_on_the_slices():
    moves = Game.parse_entries("d2c2")  # two estimated positions (18 and 17 empty squares)
    whole = Analysing(Analysis.of(MIDGAME, moves)).run()
    assert not any(point.exact for point in whole.points)
    for slicing in ({"nodes": 777}, {"seconds": 0.005}, {}):
        analysing = Analysing(Analysis.of(MIDGAME, moves))
        while not analysing.step(**slicing):
            pass
        assert analysing.analysis == whole, slicing


def test_the_positions_nearest_the_end_come_first_and_partial_results_are_usable(passing):
    analysing = Analysing(Analysis.of(PASSING, PASSING_MOVES))
    seen = []
    while not analysing.step(nodes=40):
        known = [point is not None for point in analysing.analysis.points]
        assert known == sorted(known), "the analysed entries are the last ones"
        seen.append(analysing.progress)
        analysing.analysis.turning_points(), analysing.analysis.series(), analysing.analysis.to_data()
    assert seen[0][0] < 9 and seen == sorted(seen) and {total for _, total in seen} == {9}
    assert analysing.done and analysing.progress == (9, 9) and analysing.analysis == passing


def test_leaving_keeps_what_is_known_and_resuming_analyses_only_the_rest(passing, monkeypatch):
    analysing = Analysing(Analysis.of(PASSING, PASSING_MOVES))
    while analysing.analysis.analysed < 3:
        analysing.step(nodes=40)
    analysing.cancel()
    assert analysing.done and analysing.cancelled and analysing.step(nodes=10_000)
    left = analysing.analysis
    assert 3 <= left.analysed < 9 and left.points[-3:] == passing.points[-3:]
    kept = Analysis.from_data(json.loads(json.dumps(left.to_data())), PASSING, PASSING_MOVES)
    assert kept == left

    asked = []
    variant = registry.variant(registry.DEFAULT)
    analyser = variant.analyser
    monkeypatch.setattr(variant, "analyser", staticmethod(lambda position, played: asked.append(position) or analyser(position, played)))
    resumed = Analysing(kept)
    assert resumed.progress == (left.analysed, 9)
    assert resumed.run() == passing
    assert len(asked) == 9 - left.analysed


def test_a_game_without_an_analyser_is_done_at_once(monkeypatch):
    variant = registry.variant(registry.DEFAULT)
    monkeypatch.setattr(variant, "ANALYSER", ())
    assert not coach.can_analyse(variant)
    analysing = Analysing(Analysis.of(PASSING, PASSING_MOVES))
    assert analysing.done and analysing.step() and analysing.progress == (0, 9)


def test_rebase_keeps_the_points_of_the_same_moves(passing):
    assert passing.rebase(PASSING, PASSING_MOVES) is passing
    other = PASSING_MOVES[:5] + tuple(Game.parse_entries("c2"))  # a different 6th move
    rebased = passing.rebase(PASSING, other)
    assert rebased.entries == other and rebased.points == passing.points[:5] + (None,)
    assert passing.rebase(PASSING, PASSING_MOVES[:3]).points == passing.points[:3]
    assert passing.rebase(Position.initial(), ()).points == ()


# --------------------------------------------------------------------------- kept with the game


def test_the_compact_form_round_trips(passing):
    data = passing.to_data()
    assert data["version"] == coach.VERSION == 2 and len(data["points"]) == 9
    assert data["points"][1] == ["c1", 42, 32, 1]
    assert len(json.dumps(data)) < 25 * len(PASSING_MOVES)  # some 1.5 KB for a whole game
    assert Analysis.from_data(json.loads(json.dumps(data)), PASSING, PASSING_MOVES) == passing
    partial = replace(passing, points=(None,) * 3 + passing.points[3:])
    assert Analysis.from_data(partial.to_data(), PASSING, PASSING_MOVES) == partial


@pytest.mark.parametrize(
    "data",
    [None, 3, "text", [], {}, {"points": []}, {"version": 2, "points": []}, {"version": "1", "points": []},
     {"version": 1, "points": {}}, {"version": 1, "points": [None] * 9}],
)
def test_data_that_is_not_an_analysis_is_dropped(data):
    assert Analysis.from_data(data, PASSING, PASSING_MOVES) == Analysis.of(PASSING, PASSING_MOVES)


@pytest.mark.parametrize(
    "item",
    [
        ["c1", 42, 32],  # too short
        ["c1", 42, 32, 1, 0],
        ("c1", 42, 32, 1),
        [3, 42, 32, 1],  # not a move
        ["zz", 42, 32, 1],
        ["c1c2", 42, 32, 1],  # two moves
        ["a1", 42, 32, 1],  # not legal there
        ["c1", 42.0, 32, 1],  # not whole numbers
        ["c1", "42", 32, 1],
        ["c1", True, 32, 1],
        ["c1", 42, 32, 2],  # neither exact nor estimated
        ["c1", 42, 32, True],
        ["c1", 99, 32, 1],  # beyond the board
        ["c1", 32, 42, 1],  # a negative loss
        ["d1", 42, 32, 1],  # the played move with a loss
        None,
    ],
)
def test_a_point_that_is_not_one_of_the_record_is_dropped_alone(passing, item):
    data = passing.to_data()
    data["points"][1] = item
    read = Analysis.from_data(data, PASSING, PASSING_MOVES)
    assert read.points[1] is None and read.points[:1] + read.points[2:] == passing.points[:1] + passing.points[2:]


def test_saved_games_keep_their_analysis_and_older_saves_load(passing):
    game = Game.from_record(PASSING_MOVES, start=PASSING).review_at(3)
    text = saved.dump(game, passing)
    stored = json.loads(text)
    assert stored["schema"] == saved.SCHEMA == 5
    assert stored["analysis"] == {"start": str(PASSING), "moves": "g1d1f2f1c3d2c1c2", **passing.to_data()}
    assert saved.load(text) == game and saved.load_analysis(text) == passing
    assert saved.load_analysis(saved.dump(game)) is None and json.loads(saved.dump(game))["analysis"] is None
    other = Game.new().review_game(PASSING, PASSING_MOVES[:4])  # the analysis of a game looked back at
    partial = Analysing(Analysis.of(PASSING, PASSING_MOVES[:4]))
    partial.step(nodes=1)
    assert saved.load_analysis(saved.dump(other, partial.analysis)) == partial.analysis
    old = {"schema": 3, "rules": "reversi", "start": None, "moves": "f5d6", "ahead": "", "hint": "none",
           "opponent": None, "review": None}
    assert saved.load(json.dumps(old)) == Game.from_transcript("f5d6") and saved.load_analysis(json.dumps(old)) is None


@pytest.mark.parametrize(
    "analysis",
    [5, "x", [], {"moves": 5}, {"moves": "f5f5", "version": 1, "points": []}, {"start": 3, "moves": "f5"},
     {"start": "XO", "moves": "f5"}, {"moves": "f5", "version": 1, "points": [["a1", 0, 0, 1]]}],
)
def test_a_corrupted_analysis_never_stops_a_saved_game_from_loading(analysis):
    text = json.dumps({"schema": 4, "rules": "reversi", "start": None, "moves": "f5d6", "ahead": "", "hint": "none",
                       "opponent": None, "review": None, "analysis": analysis})
    assert saved.load(text) == Game.from_transcript("f5d6")
    found = saved.load_analysis(text)
    assert found is None or found.analysed == 0
    for garbage in ("{nope", "[]", "null", '{"schema": 4, "rules": [], "analysis": {"moves": ""}}'):
        assert saved.load_analysis(garbage) is None


def test_past_games_keep_their_analysis(passing):
    entry = record.PastGame.of(PASSING, PASSING_MOVES, "2024-06-01T09:30:00+00:00")
    plain = record.PastGame.of(Position.initial(), Game.parse_entries("f5d6"), "2024-06-02T09:30:00+00:00")
    games = record.with_analysis((plain, entry), passing)
    assert games[1].analysis == passing and games[0] is plain and games[1].date == entry.date
    assert record.with_analysis(games, Analysis.of(Position.initial(), ())) == games
    stored = json.loads(record.dump_games(games))
    assert "analysis" not in stored["games"][0] and stored["games"][1]["analysis"] == passing.to_data()
    assert record.load_games(record.dump_games(games)) == (games, 0)
    stored["games"][1]["analysis"] = {"version": 1, "points": [["a1", 0, 0, 1]]}  # corrupted: dropped, entry kept
    read, skipped = record.load_games(json.dumps(stored))
    assert skipped == 0 and read[1].same_game(entry) and read[1].analysis.analysed == 0
    assert record.load_games(record.dump_games((plain,)))[0][0].analysis is None


def test_a_long_record_and_its_saved_analysis_are_read_in_slices():
    """A page reads a long じゃんけんご game (97 turns, 373 entries) and its analysis in
    slices (issue 28: the record was replayed three times, and each point's best turn once,
    in one task of about 130 ms in the page before the first slice): with slices of no
    time, a slice after each entry replayed and after each point read; then ``of``,
    ``from_data`` and ``Analysing`` find the record replayed, and the result is the same."""
    variant = registry.variant("jankengo")
    game = variant.GAME
    path = Path(__file__).resolve().parents[2] / "bench" / "jankengo_long_games.txt"
    line = next(line for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#"))
    start, entries = game.RULES.initial(), tuple(game.parse_entries(line))
    replays._kept.clear()
    steps = replays.replaying(start, entries, seconds=0)
    assert sum(1 for _ in steps) == len(entries) == 373
    ends = (0, *Analysis.of(start, entries).ends)
    items = [[game.format_entries(entries[ends[i]:ends[i + 1]]), 0, 0, 0] for i in range(len(ends) - 1)]
    data = {"version": coach.VERSION, "points": items}
    reading = Analysis.reading(data, start, entries, seconds=0)
    slices = 0
    while True:
        try:
            next(reading)
            slices += 1
        except StopIteration as done:
            read = done.value
            break
    assert slices == len(items) == 97  # (the record was replayed already: no slice for it)
    assert read == Analysis.from_data(data, start, entries) and read.analysed == 97
    replayed = replays._kept[(start, entries)]
    assert Analysing(read)._positions == tuple(replayed)
