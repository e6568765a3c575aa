"""Every game's puzzles (``reversi.play.puzzles``): enough of them, graded, each proven
again by the game's solver (a few seconds for all four games; ``bench/puzzles.py`` times
it), judged as a child plays them, their file
written back as it is read, and the tool that makes them the same twice."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from conftest import load_tool  # tests/ is on sys.path (rootdir conftest)

from reversi import registry, strings
from reversi.base.proof import Proof
from reversi.cli import main
from reversi.play import puzzles as shared

@pytest.fixture(params=registry.NAMES)
def name(request):
    return request.param


def firsts_of_each_grade(name: str) -> list[shared.Puzzle]:
    found = shared.puzzles(name)
    return [next(p for p in found if p.grade == grade) for grade in sorted({p.grade for p in found})]


def test_every_game_has_sixty_puzzles_in_three_grades_or_more_easiest_first(name):
    found = shared.puzzles(name)
    grades = [puzzle.grade for puzzle in found]
    assert len(found) >= 60 and len(set(grades)) >= 3 and grades == sorted(grades) and grades[0] == 1, name
    assert [puzzle.number for puzzle in found] == list(range(1, len(found) + 1))
    goals = registry.variant(name).module("puzzles").GOALS
    assert {puzzle.goal for puzzle in found} <= set(goals)
    for puzzle in found:
        assert puzzle.lines and puzzle.firsts <= set(puzzle.position.legal_actions()), (name, puzzle.number)


def test_every_goal_is_worded_in_every_language_with_the_side_to_move(name):
    for puzzle in firsts_of_each_grade(name):
        for language in ("ja", "en"):
            text = puzzle.goal_text(language)
            side = strings.catalogue(language, name).PIECE_NAMES[puzzle.position.turn.value]
            assert text.startswith(side) and "{" not in text, (name, language, text)


def test_every_puzzle_is_proven_again(name):
    assert [puzzle.number for puzzle in shared.failures(name)] == [], name


def test_the_file_reads_back_as_it_is_written(name):
    text = (Path(registry.variant(name).module("puzzles").__file__).with_name(shared.DATA)).read_text("utf-8")
    lines = [line for line in text.splitlines() if line and not line.startswith("#")]
    for line, puzzle in zip(lines, shared.puzzles(name), strict=True):
        proof = puzzle.proof
        assert shared.format_line(name, puzzle.number, puzzle.grade, puzzle.goal, puzzle.position, proof) == line
        assert str(puzzle.position) == line.split("\t")[3]


def play_line(puzzle: shared.Puzzle, line: tuple) -> tuple:
    """Play ``line`` as the page would: the child's entries judged, the defender's reply
    made, the forced entries made by the game; the record played."""
    Game = registry.variant(puzzle.game).GAME
    played, position = (), puzzle.position
    child = puzzle.position.turn
    while True:
        forced = None if position.is_game_over() else Game.forced_entry(position)
        if forced is not None:
            played, position = (*played, forced), position.play(forced)
            continue
        assert position.turn is child
        entry = line[len(played)]
        assert entry in position.legal_actions()
        verdict = puzzle.judge(played, entry)
        assert verdict.right and not verdict.refutation, (puzzle.game, puzzle.number, played, entry)
        played, position = (*played, entry), position.play(entry)
        if verdict.solved:
            assert verdict.reply is None
            return played
        for reply in verdict.reply or ():
            while Game.forced_entry(position) is not None and Game.forced_entry(position) != reply:
                forced = Game.forced_entry(position)
                played, position = (*played, forced), position.play(forced)
            played, position = (*played, reply), position.play(reply)


def test_every_line_of_the_first_puzzles_is_solved_by_playing_it_and_a_wrong_entry_is_refused(name):
    for puzzle in firsts_of_each_grade(name):
        for line in puzzle.lines:
            assert play_line(puzzle, line) == line, (name, puzzle.number)
        wrong = [entry for entry in puzzle.position.legal_actions() if entry not in puzzle.firsts]
        assert wrong, (name, puzzle.number)
        verdict = puzzle.judge((), wrong[0])
        assert not verdict.right and not verdict.solved and verdict.reply is None
        refuted = dict(puzzle.proof.refutations)
        for entry in wrong:
            assert puzzle.judge((), entry).refutation == refuted.get((entry,), ())
        assert puzzle.hint(), (name, puzzle.number)
        assert puzzle.hint(puzzle.lines[0] + ("off every line",)) == frozenset()


def test_the_command_line_lists_the_puzzles_and_checks_them(capsys, name):
    assert main(["puzzles", "--game", name]) == 0
    listed = capsys.readouterr().out.splitlines()
    found = shared.puzzles(name)
    assert len(listed) == len(found) and listed[0].startswith(f"1 1 {found[0].goal} ")
    assert listed[0].endswith(f'"{found[0].position}"')


def test_check_names_a_puzzle_that_fails(capsys, monkeypatch):
    name = registry.DEFAULT
    found = shared.puzzles(name)
    wrong = next(entry for entry in found[0].position.legal_actions() if entry not in found[0].firsts)
    broken = dataclasses.replace(found[0], proof=Proof(((wrong,),)))
    monkeypatch.setattr(shared, "puzzles", lambda game: (broken,) if game == name else found)
    assert main(["puzzles", "--game", name, "--check"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "puzzle 1 fails" and out[-1].startswith("0 of 1 puzzles proven in ")


def test_the_tool_makes_the_same_puzzles_twice():
    make_puzzles = load_tool("make_puzzles")
    first = make_puzzles.make("kunitori", 12)
    assert len(first) > 5 and first == make_puzzles.make("kunitori", 12)


def test_the_tool_sets_a_game_kept_with_the_tests_by_its_goals_and_makes_its_file_again(example_game):
    """A game the tool has no entry for (each kept with the tests, ``example_game``'s names)
    gets a grade for each of its ``GOALS``, and the tool makes its file exactly as stored."""
    make_puzzles = load_tool("make_puzzles")
    assert example_game and not set(example_game) & set(make_puzzles.SETTERS)
    for name in example_game:
        goals = registry.variant(name).module("puzzles").GOALS
        assert sorted(make_puzzles.setter(name).quota) == list(range(1, len(goals) + 1)), name
        stored = Path(registry.variant(name).module("puzzles").__file__).with_name(shared.DATA)
        assert make_puzzles.make(name, 600) == stored.read_text("utf-8").splitlines(), name
