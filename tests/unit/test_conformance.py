"""One conformance suite for every game of the registry: what the rest of the app asks of a
game (``reversi.base.variant.Variant`` and what it names), checked the same way for each
name of ``registry.NAMES``, so that a fifth game is tested by adding it to the registry.

- its hooks are all there (``missing_hooks``), and a game without one is refused by name;
- a record's text and link read back as the same game (``reversi.play.record``);
- random games through the screen state: undo to the start, redo to the end; looking
  back at any entry, and at another game, losing nothing;
- a spoken label for every square and an announcement for every action, in both
  languages, at every hint level, with no template left in them;
- every computer level plays legal actions, and no other level is taken;
- the command line's commands (``solve`` near the end of a game, a bad transcript);
- perft from the start: the game's known counts, its reference's agreement;
- ``replay`` names the first illegal action of a transcript and why, and refuses one
  after the end;
- its search: sliced however, the same result; a node limit and a time limit respected;
- its rules page: balanced, every section of the catalogue's ``<NAME>_RULES`` in its
  order under its heading, a text alternative for every picture, no template left, and
  the same sections and pictures in both languages.

The values only one game has (its perft counts, its illegal transcripts, its search's
positions and limits) are in its ``tests/unit/games/<name>/conformance.py`` (``DATA``
names what each provides); a game without one fails here by name. The games' own tests
(``tests/unit/games/<name>/``) check what only that game has: its rules against an
independent reference, its notation's details.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest

from reversi import cli, registry
from reversi.base import contract
from reversi.base.screen import LEVEL_IDS, Hint, Opponent, Review
from reversi.base.sides import TranscriptError, square_name
from reversi.base.variant import Variant, missing_hooks, missing_names
from reversi.play import record
from reversi.strings import catalogue

from .games import NoTable, random_record
from .html_page import Elements

LANGUAGES = ("ja", "en")
SEEDS = (1, 2, 3)
SPOKEN = 60
"""The spoken texts are checked after each of a game's first entries and its last two."""


DATA = ("start_perft", "reference_perft", "REFERENCE_DEPTHS", "ILLEGAL_REPLAYS", "BAD_TRANSCRIPTS",
        "searches", "NODE_LIMIT", "time_limited", "STORAGE_KEY", "SAMPLE", "LONGEST", "OLD_RECORDS",
        "PASSING", "SHORT_GAME", "UNDER_WAY", "OVER")
"""What each game's ``tests/unit/games/<name>/conformance.py`` provides (see the reversi one),
for this suite and the other shared tests that walk the registry (``test_drawing``,
``test_wording``, ``test_letters``, ``test_old_records``, ``test_sound``, the e2e tests); with its ``games.txt`` (whole games,
one transcript a line: ``test_record``), all the test data a game needs beside its package."""


def game_data(name: str):
    """The conformance values of game ``name``; a failure naming the game when it has none,
    or lacks some."""
    try:
        module = importlib.import_module(f".games.{name}.conformance", __package__)
    except ModuleNotFoundError as error:
        pytest.fail(f"{name}: no tests/unit/games/{name}/conformance.py, its values for the conformance suite ({error})")
    missing = [item for item in DATA if not hasattr(module, item)]
    assert not missing, f"{name}: tests/unit/games/{name}/conformance.py lacks {missing}"
    return module


@pytest.fixture(scope="module", params=registry.NAMES)
def name(request) -> str:
    return request.param


@pytest.fixture(scope="module")
def games(name) -> list[tuple]:
    """A few finished random games of ``name``: (start, entries)."""
    return [random_record(name, seed) for seed in SEEDS]


def test_every_game_has_every_hook(name):
    variant = registry.variant(name)
    assert missing_hooks(variant) == [], f"{name} lacks {missing_hooks(variant)}"
    assert missing_names(variant) == [], f"{name} lacks {missing_names(variant)} (see reversi.base.contract)"
    assert variant.NAME == name
    here = Path(__file__).resolve().parent / "games" / name
    assert [data for data in contract.TEST_DATA if not (here / data).is_file()] == [], f"{name}: its test data in {here}"


def test_a_game_without_a_hook_of_a_protocol_is_told_which(name, monkeypatch):
    """Each game without a hook its drawing, its screen state, a module or its texts
    provide: ``missing_names`` names it (the conformance suite's first failure)."""
    variant = registry.variant(name)
    texts = variant.module("texts")
    monkeypatch.delattr(variant.DRAWING, "squares")
    monkeypatch.delattr(variant.GAME, "parse_entries")
    monkeypatch.delattr(variant.module("analysis"), "solve")
    monkeypatch.setattr(texts, "EN", {key: text for key, text in texts.EN.items() if key != "RULES"})
    assert missing_names(variant) == [
        "ScreenHooks.parse_entries", "DrawingHooks.squares", "AnalysisModule.solve", "texts.EN.RULES"]


def test_a_game_without_a_hook_is_named():
    class Fifth(Variant):
        NAME = "fifth"

    missing = missing_hooks(Fifth)
    assert {"GAME", "DRAWING", "GAME_NAMES", *contract.MODULES} <= set(missing)
    with pytest.raises(TypeError, match=r"fifth.*GAME_NAMES"):
        registry.checked(Fifth)
    with pytest.raises(pytest.fail.Exception, match=r"fifth: no tests/unit/games/fifth/conformance.py"):
        game_data("fifth")


def test_positions_never_change(name, games):
    RULES = registry.variant(name).GAME.RULES
    start, entries = games[0]
    start.play(entries[0])
    assert start == RULES.initial(), name
    with pytest.raises(dataclasses.FrozenInstanceError):
        start.turn = start.turn


def test_a_game_package_without_a_module_or_a_hook_in_it_is_named(tmp_path, monkeypatch):
    """A fifth game's package that lacks a module of ``contract.MODULES`` is told so
    (``missing_hooks``) and fails when the module is first used; a hook missing from a
    module fails when called; each error names the game and what it lacks."""
    package = tmp_path / "fifth"
    package.mkdir()
    (package / "__init__.py").write_text(
        "from reversi.base.variant import Lazy, Variant\n"
        "class Fifth(Variant):\n"
        "    NAME, STORAGE_KEY, GAME_NAMES = 'fifth', 'reversi.fifth', {'ja': 'ごばんめ', 'en': 'Fifth'}\n"
        "    GAME, DRAWING, COMPUTER = Lazy('game', 'Game'), Lazy('game', 'Drawing'), ('fifth.players',)\n"
        "VARIANT = Fifth\n",
        encoding="utf-8",
    )
    for module in contract.MODULES:
        (package / f"{module}.py").write_text("", encoding="utf-8")
    (package / "perft.py").write_text("def perft(position, depth):\n    return 1\n", encoding="utf-8")
    (package / "figures.py").unlink()
    monkeypatch.syspath_prepend(str(tmp_path))
    fifth = __import__("fifth").VARIANT
    assert registry.checked(fifth) is fifth and missing_hooks(fifth) == ["figures"]
    with pytest.raises(TypeError, match=r"^the game 'fifth' lacks the module figures \(see reversi.base.contract\)$"):
        fifth.rules_page(None)
    (package / "figures.py").write_text("", encoding="utf-8")
    assert missing_hooks(fifth) == []
    assert fifth.perft(None, 3) == 1
    with pytest.raises(TypeError, match=r"^the game 'fifth' lacks players.best \(see reversi.base.contract\)$"):
        fifth.best(None, 1, random.Random(1))
    with pytest.raises(TypeError, match=r"^the game 'fifth' lacks figures.rules_page"):
        fifth.rules_page(None)


def test_finished_games_end(name, games):
    for start, entries in games:
        game = registry.variant(name).GAME.from_record(entries, start=start)
        assert game.position.is_game_over(), (name, record.format_game(start, entries))


def test_a_game_between_two_levels_ends_and_then_no_level_plays(name):
    variant = registry.variant(name)
    start, entries = random_record(name, 2, levels=(1, 3))
    over = variant.GAME.from_record(entries, start=start).position
    assert over.is_game_over(), (name, record.format_game(start, entries))
    assert {variant.best(over, level, random.Random(level)) for level in LEVEL_IDS} == {"game over"}


def test_the_text_and_the_link_of_a_game_read_back_as_the_same_game(name, games):
    GAME = registry.variant(name).GAME
    for start, entries in games:
        for cut in (1, len(entries) // 2, len(entries)):
            shown = tuple(entries[:cut])
            text, link = record.format_game(start, shown), record.format_link(start, shown)
            # read with this game on screen, and (a text that names its game) with any
            for rules in registry.NAMES if name != registry.DEFAULT else (name,):
                assert record.parse_game(text, rules) == (start, shown), text
                assert record.parse_game(f"https://example.org/#{link}", rules) == (start, shown), link
            assert tuple(GAME.parse_entries(GAME.format_entries(shown))) == shown
        middle = GAME.from_record(entries[: len(entries) // 2]).position
        assert GAME.RULES.parse(str(middle)) == middle


def test_undo_to_the_start_and_redo_to_the_end(name, games):
    GAME = registry.variant(name).GAME
    for start, entries in games[:1]:
        game = GAME.from_record(entries, start=start)
        undone = 0
        while game.can_undo:
            game = game.undo()
            undone += 1
            assert undone <= len(entries), f"{name}: undo never reaches the start"
        assert game.position == start and game.actions == ()
        while game.can_redo:
            game = game.redo()
        assert game.actions == entries and game.position.is_game_over()


def test_looking_back_shows_any_entry_and_loses_nothing(name, games):
    """Looking back (``review_at``) shows the position after any number of the record's
    entries, those ahead included, with no hint; it ignores taps, undo and redo, and the
    computer waits meanwhile; leaving it gives the game back as it was; playing on from it
    keeps the later entries ahead; restarting forgets them and the review. Another game of
    the same rules (``review_game``, from the list of past games) is looked back at the
    same way, and played on from in place of this one."""
    GAME = registry.variant(name).GAME
    start, entries = games[0]
    game = GAME.from_record(entries[: len(entries) // 2], start=start).undo()
    entries = game.record
    assert game.ahead and game.record == game.actions + game.ahead
    looking = game.review_at(1)
    assert looking.review == Review(start, entries, 1)
    assert looking.shown.position == GAME.from_record(entries[:1], start=start).position and looking.shown.hint is Hint.NONE
    assert looking.actions == game.actions and looking.ahead == game.ahead
    assert looking.review_at(len(entries)).shown.actions == entries
    assert looking.review_at(-1).review.at == 0 and looking.review_at(len(entries) + 9).review.at == len(entries)
    assert looking.review_at(1) is looking and looking.leave_review() == game
    assert not looking.can_undo and not looking.can_redo and looking.undo() is looking and looking.redo() is looking
    assert all(looking.tap(square) is looking for square in range(start.SIZE**2))

    against = game.with_opponent(Opponent(game.position.turn, 1))
    assert against.computer_to_move and not against.review_at(0).computer_to_move
    assert against.review_at(0).leave_review().computer_to_move

    at = len(game.actions) // 2
    on = game.review_at(at).play_from_review()
    assert on.review is None and on.record == entries and len(on.actions) >= at
    while on.can_redo:
        on = on.redo()
    assert on.actions == entries and on.position == GAME.from_record(entries, start=start).position
    assert game.review_at(1).restart() == GAME.new(type(start))

    other_start, other = games[1]  # another game of the list of past games
    hinted = game.cycle_hint()
    looking = hinted.review_game(other_start, other)
    assert looking.review == Review(other_start, other, 0, own=False) and looking.shown.position == other_start
    assert looking.actions == game.actions and looking.leave_review() == hinted
    on = looking.review_at(len(other) // 2).play_from_review()
    assert on.start == other_start and on.record == other and on.hint is hinted.hint
    with pytest.raises(TranscriptError):  # an entry after its end
        game.review_game(other_start, other + other[-1:])
    another = next(variant for variant in map(registry.variant, registry.NAMES) if variant.GAME is not GAME)
    with pytest.raises(TypeError):  # a game of other rules is looked back at from one of its own
        game.review_game(another.GAME.RULES.initial(), ())


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_square_and_action_is_spoken(name, language):
    variant = registry.variant(name)
    drawing, texts = variant.DRAWING, catalogue(language, name)
    start, entries = random_record(name, seed=7)
    size = start.SIZE

    def spoken(text: str, what: str, game) -> None:
        assert text and "{" not in text and "}" not in text, f"{name} {language} {what}: {text!r} after {game.transcript!r}"

    for index in sorted({*range(min(len(entries), SPOKEN)), len(entries) - 1, len(entries)}):
        game = variant.GAME.from_record(entries[:index], start=start)
        for hint in Hint:
            shown = replace(game, hint=hint)
            for square, attributes in enumerate(drawing.squares(shown)):
                spoken(drawing.label(texts, square_name(square, size), attributes), f"square {square}", shown)
        for tray in drawing.trays(texts, game).values():
            spoken(tray.label, "tray", game)
            for item in tray.items:
                spoken(item.label, "tray item", game)
        for part in drawing.parts(texts, game).values():
            if "aria-label" in part:
                spoken(part["aria-label"], "part", game)
        spoken(drawing.state_announcement(texts, game), "state", game)
        if index:
            spoken(drawing.announcement(texts, game), f"entry {index}", game)


def test_every_level_plays_legal_actions(name, games):
    """Every level plays a legal action, the same one twice from the same seed (where no
    level of the game thinks to a time budget)."""
    variant = registry.variant(name)
    start, entries = games[0]
    positions = [variant.GAME.from_record(entries[:cut], start=start) for cut in (0, len(entries) // 3)]
    timed = getattr(variant.module("players"), "TIMED", False)  # (its own tests pin the levels not timed)
    for level in LEVEL_IDS:
        for game in positions:
            chosen = variant.best(game.position, level, random.Random(level))
            after = variant.GAME.from_record(game.record + tuple(variant.GAME.parse_entries(chosen)), start=start)
            assert len(after.record) > len(game.record), (name, level, chosen)
            if not timed:  # (a level thinking to a time budget goes as deep as the clock lets it)
                assert variant.best(game.position, level, random.Random(level)) == chosen, ("the same way twice", name, level)


def test_a_level_outside_the_ids_is_refused(name, games):
    players = registry.variant(name).module("players")
    start = games[0][0]
    for wrong in (min(LEVEL_IDS) - 1, max(LEVEL_IDS) + 1, -1):
        with pytest.raises(ValueError, match="level"):
            players.thinking(start, wrong, random.Random(1))


def test_the_computer_thinks_in_slices_as_in_one_go(name, games):
    variant = registry.variant(name)
    start, entries = games[0]
    game = variant.GAME.from_record(entries[: len(entries) // 3], start=start)
    for level in LEVEL_IDS:
        played = replace(game, opponent=Opponent(game.position.turn.opponent, level))
        whole = variant.thinking(played, random.Random(level))
        while not whole.step(seconds=60):
            pass
        sliced, slices = variant.thinking(played, random.Random(level)), 0
        while not sliced.step(seconds=0.0005):
            slices += 1
        assert sliced.move == whole.move, (name, level, slices)


def test_the_command_line(name, games, capsys):
    variant = registry.variant(name)
    start, entries = games[0]
    middle = variant.GAME.from_record(entries[: len(entries) // 2], start=start).position
    transcript = variant.GAME.format_entries(entries)

    def run(*args: str) -> list[str]:
        assert cli.main([*args[:1], "--game", name, *args[1:]]) == 0
        return capsys.readouterr().out.splitlines()

    assert run("perft", "2") == [f"1 {variant.perft(start, 1)}", f"2 {variant.perft(start, 2)}"]
    assert run("moves", str(middle)) == [variant.moves(middle)]
    assert run("replay", transcript)[0] == str(variant.GAME.from_record(entries, start=start).position)
    best = run("bestmove", "--level", "1", str(middle))[0]
    assert variant.GAME.from_record(entries[: len(entries) // 2] + tuple(variant.GAME.parse_entries(best)))
    if name in cli.analysers():
        lines = run("analyse", variant.GAME.format_entries(entries[:6]))
        assert lines and all(line.split()[-1] in ("exact", "estimate") for line in lines)
    final = variant.GAME.from_record(entries, start=start).position
    near_the_end = variant.GAME.from_record(entries[:-2], start=start).position
    assert run("solve", str(final)) == [variant.solve(final)] and variant.solve(final).startswith("game over ")
    assert run("solve", str(near_the_end)) == [variant.solve(near_the_end)]
    assert variant.solve(near_the_end).startswith("best ")


def test_a_bad_transcript_on_the_command_line_is_one_clear_error(name, capsys):
    for transcript, fragments in game_data(name).BAD_TRANSCRIPTS:
        try:
            status = cli.main(["replay", "--game", name, transcript])
        except SystemExit as stop:  # (argparse's errors)
            status = stop.code
        out, err = capsys.readouterr()
        lines = [line for line in err.splitlines() if "error:" in line]
        assert status == 2 and out == "" and len(lines) == 1, (name, transcript, err)
        assert lines[0].startswith("python -m reversi replay: error: "), lines[0]
        assert all(line.startswith("usage:") for line in err.splitlines() if line not in lines), err
        assert all(fragment in lines[0] for fragment in fragments), (fragments, lines[0])


# --------------------------------------------------------------------------- perft


def test_perft_from_the_start(name):
    variant, data = registry.variant(name), game_data(name)
    start = variant.GAME.RULES.initial()
    assert variant.perft(start, 0) == 1
    for depth, count in sorted(data.start_perft().items()):
        assert variant.perft(start, depth) == count, (name, depth)


def test_the_start_counts_agree_with_the_reference(name):
    data = game_data(name)
    figures = data.start_perft()
    for depth in data.REFERENCE_DEPTHS:
        assert data.reference_perft(depth) == figures[depth], (name, depth)


# --------------------------------------------------------------------------- notation


def test_replay_names_the_first_illegal_action_and_why(name):
    RULES = registry.variant(name).GAME.RULES
    for transcript, number, text, reason in game_data(name).ILLEGAL_REPLAYS:
        with pytest.raises(TranscriptError) as error:
            RULES.replay(transcript)
        assert (error.value.number, error.value.text, error.value.reason) == (number, text, reason), transcript
        assert str(error.value).startswith(f"move {number} '{text}': "), str(error.value)


def test_replay_refuses_an_action_after_the_end(name, games):
    GAME = registry.variant(name).GAME
    start, entries = games[0]
    transcript = GAME.format_entries(entries) + " " + GAME.format_entries(entries[-1:])
    with pytest.raises(TranscriptError) as error:
        GAME.RULES.replay(transcript, start)
    assert error.value.reason == "the game is already over", (name, str(error.value))


# --------------------------------------------------------------------------- the search


def test_slicing_does_not_change_the_result(name):
    for make in game_data(name).searches():
        whole = make().run()
        sliced, steps = make(), 1
        while not sliced.step(97):
            steps += 1
        assert sliced.result == whole, (name, sliced.result, whole)
        assert steps > 1 or whole.nodes < 200
        timed = make()
        while not timed.step(seconds=0.002):
            pass
        assert timed.result == whole, (name, timed.result, whole)


def test_the_table_changes_the_work_not_the_score(name):
    """Each search to a fixed depth finds the same score without its transposition table
    (``NoTable``: it keeps nothing), only with more work."""
    checked = 0
    for make in game_data(name).searches():
        with_table, without = make(), make()
        limits, midgame = getattr(without, "limits", None), getattr(without, "_midgame", None)
        if getattr(limits, "depth", None) is None or getattr(limits, "nodes", None) is not None or not hasattr(midgame, "table"):
            continue  # (a search by nodes goes as far as its nodes let it: the table changes how far)
        midgame.table = NoTable()
        assert with_table.run().score == without.run().score, (name, str(without.position) if hasattr(without, "position") else "")
        checked += 1
    if not checked:
        pytest.skip(f"{name}: its searches keep no transposition table")


def test_a_node_limit_is_respected_up_to_one_subtree(name):
    if game_data(name).NODE_LIMIT is None:
        pytest.skip(f"{name}: its search has no overall node limit")
    make, nodes, most, depth = game_data(name).NODE_LIMIT
    result = make().run()
    assert nodes <= result.nodes < most and result.depth >= depth, (name, result)


def test_a_time_limit_stops_the_search(name):
    search, legal = game_data(name).time_limited()
    result = search.run()
    assert search.seconds < 1.0 and legal(result), (name, search.seconds, result)


# --------------------------------------------------------------------------- the rules page

PICTURES = ('class="fig-icon"', 'role="img"', "<figure", "<ul", "<li", "<p>")
"""What a rules page draws, counted alike in both languages."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_page_has_every_section_of_the_catalogue_and_words_for_every_picture(name, language):
    texts = catalogue(language, name)
    page = registry.variant(name).rules_page(texts)
    elements = Elements(page)  # (balanced)
    table = getattr(texts, f"{name.upper()}_RULES")
    assert elements.sections == list(table)
    for heading, section in zip(elements.headings, table.values(), strict=True):
        assert heading.startswith(section["heading"]), (name, heading)  # (a badge may follow)
    assert elements.figures and elements.images
    assert all(image.get("aria-label", "").strip() for image in elements.images), f"{name}: a picture without words"
    assert "{" not in page and "}" not in page, f"{name}: a placeholder was left in the page"


def test_the_rules_page_tells_the_same_in_both_languages(name):
    ja, en = (registry.variant(name).rules_page(catalogue(language, name)) for language in LANGUAGES)
    assert ja != en
    assert (Elements(ja).sections, Elements(ja).figures) == (Elements(en).sections, Elements(en).figures)
    for picture in PICTURES:
        assert ja.count(picture) == en.count(picture), (name, picture)
    assert re.findall(r'data-piece="\w+"', ja) == re.findall(r'data-piece="\w+"', en)
