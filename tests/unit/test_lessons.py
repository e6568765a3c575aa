"""The first lessons (れんしゅう) of every game of the registry: each a position of the game
(``str(position)`` read back as written) from which every accepted entry is legal, taught
with a goal and a reason in both languages, and together they cover every section of the
game's rules page (its ``figures.PAGE``). The progress kept of them survives any text."""

import pytest

from reversi import registry
from reversi.base.sides import square_name
from reversi.base.proof import Proof
from reversi.play import lessons, puzzles
from reversi.play.progress import Progress

LANGUAGES = ("ja", "en")


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_section_of_the_rules_page_is_taught(name):
    variant = registry.variant(name)
    page = variant.module("figures").PAGE
    taught = {section for exercise in lessons.lessons(name) for section in exercise.lesson.sections}
    assert set(page) - taught == set(), f"{name}: no lesson teaches {sorted(set(page) - taught)}"
    assert taught <= set(page), f"{name}: lessons name sections the rules page lacks: {sorted(taught - set(page))}"


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_accepted_entry_is_legal_and_judged_right(name):
    exercises = lessons.lessons(name)
    assert [exercise.number for exercise in exercises] == list(range(1, len(exercises) + 1))
    for exercise in exercises:
        position, where = exercise.position, f"{name} lesson {exercise.number}"
        assert str(position) == exercise.lesson.position, where
        assert not position.is_game_over() and not position.must_pass(), where
        legal = position.legal_actions()
        assert exercise.accepted and all(entry in legal for entry in exercise.accepted), where
        for entry in legal:
            verdict = exercise.judge((), entry)
            assert verdict.right == verdict.solved == (entry in exercise.accepted), f"{where}: {entry}"
            assert verdict.reply is None and verdict.refutation == ()


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_lesson_speaks_both_languages_and_hints_on_the_board(name):
    for exercise in lessons.lessons(name):
        where = f"{name} lesson {exercise.number}"
        for language in LANGUAGES:
            assert exercise.goal_text(language).strip() and exercise.why_text(language).strip(), f"{where} {language}"
        assert set(exercise.lesson.goal) == set(exercise.lesson.why) == set(LANGUAGES), where
        size = exercise.position.SIZE
        assert all(square_name(square, size) in exercise.lesson.hint.split() for square in exercise.hint()), where


def test_progress_survives_any_stored_text():
    for text in (None, "", "[]", '{"marks": 3}', '{"marks": {"lessons": {"a": ["x"]}}, "totals": {}}', "{"):
        assert Progress.load(text) == Progress()
    kept = Progress().with_done("stars", "a", 3).with_total("a", 60)
    assert Progress.load(kept.dump()) == kept and Progress.load(kept.dump()).done("stars", "a", 3)


def test_what_the_screen_plays_out_after_a_puzzles_entries():
    """A puzzle of several moves (the child, the defender's reply, the child again) and a
    wrong first entry with its refutation, as ``played_out`` plays them out for the screen."""
    variant = registry.variant(registry.DEFAULT)
    Game = variant.GAME
    start = Game.RULES.initial()
    line = tuple(Game.parse_entries("f5 d6 c3"))
    wrong, refutation = tuple(Game.parse_entries("d3")), tuple(Game.parse_entries("c3"))
    puzzle = puzzles.Puzzle(registry.DEFAULT, 1, 1, "corner", start, Proof((line,), ((wrong, refutation),)))
    assert lessons.played_out(puzzle, (), line[0]) == (line[1], lessons.GO_ON)
    assert lessons.played_out(puzzle, line[:2], line[2]) == (lessons.SOLVED,)
    assert lessons.played_out(puzzle, (), wrong[0]) == (*refutation, lessons.BACK)
    other = next(entry for entry in start.legal_actions() if entry not in (line[0], wrong[0]))
    assert lessons.played_out(puzzle, (), other) == ()
