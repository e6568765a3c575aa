"""Game records: undo and redo (also against the computer, across passes and the end of
the game), the text of a game (transcripts, boards, links), the move list, the list of
past games, the disc-count graph, and saved games (schema 5). Looking back at a game is
checked for every game by the conformance suite (tests/unit/test_conformance.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reversi import registry, strings
from reversi.play import record
from reversi.play import saved
from reversi.base.screen import Hint, Opponent, Status
from reversi.games.reversi.game import Game
from reversi.base import replays
from reversi.base.graph import disc_graph
from reversi.base.slices import finish
from reversi.base.sides import Color, TranscriptError, square_name
from reversi.games.reversi.position import PASS, Position, parse_transcript

from .games.reversi.helpers import PASS_START, random_game
from .games.reversi.test_game import BLACK_WINS, DRAW, WHITE_WINS, WIPE_OUT
from .test_conformance import game_data

F5D6C3 = tuple(parse_transcript("f5d6c3"))


def played(moves, opponent: Opponent | None = None) -> Game:
    """A game reached by playing ``moves`` one by one (taps for people, the computer's own intent)."""
    game = Game.new().with_opponent(opponent)
    for square in moves:
        game = game.computer_move(square) if game.computer_to_move else game.tap(square)
    return game


# --------------------------------------------------------------------------- undo and redo


def test_undo_and_redo_one_move_at_a_time_between_two_players():
    game = played(F5D6C3)
    assert game.can_undo and not game.can_redo
    back = game.undo()
    assert back.actions == F5D6C3[:2] and back.ahead == F5D6C3[2:]
    assert back.position == Position.replay(list(F5D6C3[:2])) and back.last.square == F5D6C3[1]
    assert back.can_redo and back.record == game.record
    twice = back.undo().undo()
    assert twice.actions == () and twice.ahead == F5D6C3 and twice.position == Position.initial()
    assert not twice.can_undo and twice.undo() is twice and twice.last is None
    assert twice.redo().redo().redo() == game
    assert game.redo() is game


def test_undo_keeps_the_hint_level_and_the_opponent_and_drops_a_preview():
    game = played(F5D6C3).cycle_hint().cycle_hint()
    previewing = game.tap(next(iter(game.options)))
    assert previewing.preview is not None
    back = previewing.undo()
    assert back.hint is Hint.FULL and back.preview is None


def test_a_different_move_drops_the_moves_ahead_and_says_how_many():
    back = played(F5D6C3).undo().undo()
    assert back.ahead == F5D6C3[1:]
    same = back.tap(F5D6C3[1])
    assert same.ahead == F5D6C3[2:] and same.last.dropped == 0
    other = next(square for square in back.options if square != F5D6C3[1])
    changed = back.tap(other)
    assert changed.ahead == () and changed.last.dropped == 2 and changed.actions == (F5D6C3[0], other)


def test_undo_across_a_pass():
    """WHITE_WINS: black must pass before move 45, so white plays moves 44 and 45 (the
    pass an entry between them, which undo never stops before)."""
    game = Game.from_record(WHITE_WINS[:45])
    assert game.turn is Color.BLACK
    back = game.undo()
    assert back.actions == Game.written(WHITE_WINS[:44]) and back.status is Status.PASSED
    assert back.turn is Color.WHITE and back.last.passed is Color.BLACK
    assert back.undo().actions == tuple(WHITE_WINS[:43])
    assert back.redo() == game


def test_undo_after_the_end_reopens_the_game_and_redo_ends_it_again():
    for moves in (DRAW, WIPE_OUT, BLACK_WINS):
        game = Game.from_record(moves)
        assert game.status is Status.OVER
        back = game.undo()
        assert back.status is not Status.OVER and back.winner is None and back.options
        assert back.redo() == game and back.redo().status is Status.OVER


def test_against_the_computer_undo_goes_back_to_the_players_last_turn():
    computer = Opponent(Color.WHITE, 1)
    game = played(F5D6C3, computer)  # f5 (player), d6 (computer), c3 (player): the computer to move
    assert game.computer_to_move
    back = game.undo()
    assert back.actions == F5D6C3[:2] and not back.computer_to_move
    start = back.undo()
    assert start.actions == () and start.ahead == F5D6C3 and not start.can_undo
    # redo plays the player's move and the computer's answer, up to the player's next turn
    assert start.redo().actions == F5D6C3[:2]
    assert start.redo().redo() == game and not game.can_redo


def test_against_the_computer_playing_black_the_first_move_is_not_the_players():
    computer = Opponent(Color.BLACK, 1)
    game = played(F5D6C3, computer)  # f5 (computer), d6 (player), c3 (computer)
    assert not game.computer_to_move and game.can_undo
    back = game.undo()
    assert back.actions == F5D6C3[:1] and not back.can_undo and not back.computer_to_move


def test_against_the_computer_undo_across_the_computers_pass():
    """The computer (black) passes before move 45 of WHITE_WINS: the player (white) plays
    44 and 45; each undo takes back one of the player's moves."""
    game = Game.from_record(WHITE_WINS[:45], opponent=Opponent(Color.BLACK, 1))
    back = game.undo()
    assert back.actions == Game.written(WHITE_WINS[:44]) and back.turn is Color.WHITE
    assert back.undo().actions == tuple(WHITE_WINS[:43])
    assert back.undo().redo() == back and back.redo() == game


def test_from_record_checks_the_moves_ahead_too():
    game = Game.from_record(F5D6C3[:1], ahead=F5D6C3[1:])
    assert game.actions == F5D6C3[:1] and game.ahead == F5D6C3[1:]
    with pytest.raises(TranscriptError) as error:
        Game.from_record(F5D6C3[:1], ahead=(F5D6C3[0],))
    assert (error.value.number, error.value.text) == (2, "f5")


# --------------------------------------------------------------------------- the text of a game


@pytest.mark.parametrize(
    "text",
    ["f5d6c3", "F5D6C3", " f5 d6\nc3 ", "#f5d6c3", "https://example.org/app/#f5d6c3", "http://x/?a=1#f5%20d6c3"],
)
def test_transcripts_are_read_leniently(text):
    assert record.parse_game(text) == (Position.initial(), F5D6C3)


def test_a_board_with_the_side_to_move_and_moves():
    start = Position.replay("f5d6c3")
    board, side = start.board_string(), "O"
    assert start.turn is Color.WHITE
    for text in (f"{board} {side}", f"{board}{side}", f"{board}{side}:", f"{board.lower()} o", f"#{board}O"):
        assert record.parse_game(text) == (start, ()), text
    moves = tuple(parse_transcript("d3c4"))
    for text in (f"{board}O:d3c4", f"{board} O d3 c4", f"{board} O:d3c4", f"{board}Od3c4"):
        assert record.parse_game(text) == (start, moves), text


WHITE_MUST_PASS = Position(PASS_START.black, PASS_START.white, Color.WHITE)


def test_a_start_whose_side_to_move_must_pass_passes_at_once():
    assert WHITE_MUST_PASS.must_pass()
    start, moves = record.parse_game(WHITE_MUST_PASS.board_string() + "O")
    assert start == PASS_START and moves == ()


def test_format_and_parse_agree():
    for seed in range(20):
        moves = random_game(seed)
        text = record.format_game(Position.initial(), moves)
        assert text == "".join(square_name(square) for square in moves)
        assert record.parse_game(text) == (Position.initial(), Game.written(moves))  # the passes put back
        start = Position.replay(moves[:seed + 4])
        text = record.format_game(start, moves[seed + 4 :])
        assert ":" in text or seed + 4 >= len(moves)
        assert record.parse_game(text) == (start, Game.written(moves[seed + 4 :], start))
    assert record.format_game(Position.initial(), ()) == ""
    assert record.format_game(PASS_START, ()) == PASS_START.board_string() + "X"


@pytest.mark.parametrize("form", ["{name}", "{name}:", "#{name}", "#{name}:", "https://example.org/app/#{name}", " #{name} : "])
def test_a_link_by_name_is_a_new_game_of_that_game(form):
    """An invitation (``#kunitori``): every game of the registry, with or without a colon, any case."""
    for name in registry.NAMES:
        for written in (name, name.upper(), name.capitalize()):
            start, moves = record.parse_game(form.format(name=written), registry.NAMES[-1] if name == registry.NAMES[0] else registry.NAMES[0])
            variant = registry.variant(name)
            assert (registry.variant_of(start).NAME, start, moves) == (name, variant.GAME.RULES.initial(), ()), written


@pytest.mark.parametrize("text, name", [("#chess", "chess"), ("#Othello:", "othello"), ("go:", "go"), ("#shogi:Sb2", "shogi")])
def test_a_link_that_names_no_game_says_so_and_lists_the_games(text, name):
    with pytest.raises(record.RecordError) as error:
        record.parse_game(text)
    assert (error.value.kind, error.value.params) == ("game", {"name": name, "names": ", ".join(registry.NAMES)})
    for language in strings.CATALOGUES:
        for game in registry.NAMES:
            texts = strings.catalogue(language, game)
            said = texts.LINK_FAILED.format(reason=texts.RECORD_ERRORS["game"].format(**error.value.params))
            assert name in said and all(each in said for each in registry.NAMES), said


def first_game(name: str) -> list:
    """The entries of the first game of game ``name``'s test data (``games.txt``)."""
    path = Path(__file__).resolve().parent / "games" / name / "games.txt"
    line = next(line for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#"))
    return registry.variant(name).GAME.parse_entries(line)


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_text_without_a_name_is_read_in_the_game_on_screen_alone(name):
    """Issue 43, item 5: a text is read in the game on screen and its error told, never
    as another game where it happens to be legal (Reversi's c5 opened YWF): the games of
    every other game's test data, written without their name, on ``name``'s screen."""
    for other in registry.NAMES:
        game = registry.variant(other).GAME
        for count in (1, 2, 5):
            text = game.format_entries(first_game(other)[:count])
            try:
                start, _ = record.parse_game(text, name)
            except record.RecordError as error:
                assert error.game == name, (other, text, error)
            else:
                assert registry.variant_of(start).NAME == name, (other, text)


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_bad_text_of_a_game_is_refused_in_that_games_words_whatever_game_is_on_screen(name):
    """Issue 43, items 1 and 8: each bad transcript of game ``name``'s test data, named
    (pasted, or a link ``#name:...``; the default game's link has no name), read with any
    game on screen, fails in ``name``'s rules and is worded by ``name``'s catalogue (its
    board's range, its examples), in every language, with no error of its own (a
    くにとり screen had no text for Reversi's ``square``: KeyError, the page never ready)."""
    named = [f"{name}: {{}}", f"#{name}:{{}}", *(["#{}"] if name == registry.DEFAULT else [])]
    for transcript, _ in game_data(name).BAD_TRANSCRIPTS:
        for screen in registry.NAMES:
            for form in named:
                text = form.format(transcript)
                with pytest.raises(record.RecordError) as caught:
                    record.parse_game(text, screen)
                error = caught.value
                assert error.game == name, (text, screen)
                for language in strings.CATALOGUES:
                    texts = strings.catalogue(language, name)
                    reason = texts.RECORD_ERRORS[error.kind].format(**error.params)
                    assert record.error_text(error, language) == reason
                    assert record.error_text(error, language, link=True) == texts.LINK_FAILED.format(reason=reason)


def test_errors_name_the_same_move_as_the_engines_replay():
    for transcript in ("f5d6z9", "f5f5", "c4c3c2b2a2c5c6d6e6f6g7a1", "f5d6c3d3c4f4f6f3e6e7xx"):
        with pytest.raises(TranscriptError) as engine:
            Position.replay(transcript)
        with pytest.raises(record.RecordError) as ours:
            record.parse_game(transcript)
        assert (ours.value.params["number"], ours.value.params["text"]) == (engine.value.number, engine.value.text)


# --------------------------------------------------------------------------- the move list


def test_steps_name_the_mover_the_passes_and_the_counts():
    """Black's forced pass is a step of its own (45), between white's moves 44 and 46."""
    entries = Game.written(WHITE_WINS)
    steps = record.steps(Position.initial(), entries)
    assert [step.number for step in steps] == list(range(1, len(WHITE_WINS) + 2))
    position = Position.initial()
    for step, entry in zip(steps, entries):
        assert step.color is position.turn and step.entry == entry
        assert (step.square, step.name) == ((None, "pass") if entry == PASS else (entry, square_name(entry)))
        position = position.play(entry)
        assert step.counts == position.counts()
    assert [(step.number, step.color) for step in steps if step.entry == PASS] == [(45, Color.BLACK)]


# --------------------------------------------------------------------------- past games

DATE = "2024-06-01T09:30:00+00:00"


def test_past_game_entries_know_their_result():
    assert record.PastGame.of(Position.initial(), WHITE_WINS, DATE).result == "white"
    assert record.PastGame.of(Position.initial(), BLACK_WINS, DATE).result == "black"
    assert record.PastGame.of(Position.initial(), DRAW, DATE).counts == (32, 32)
    assert record.PastGame.of(Position.initial(), DRAW, DATE).result == "draw"
    entry = record.PastGame.of(Position.initial(), F5D6C3, DATE)
    assert entry.result == "unfinished" and entry.text == "f5d6c3" and entry.counts == (5, 2)
    # the live game's entry is its whole record, the moves taken back included
    assert record.kept(played(F5D6C3).undo(), DATE).actions == F5D6C3


def test_the_list_is_newest_first_without_copies_and_at_most_100():
    games = ()
    for seed in range(record.KEEP + 5):
        games = record.add_game(games, record.PastGame.of(Position.initial(), random_game(seed)[:30], DATE))
    assert len(games) == record.KEEP
    assert [game.actions for game in games] == [Game.written(random_game(seed)[:30]) for seed in range(record.KEEP + 4, 4, -1)]
    again = record.PastGame.of(Position.initial(), random_game(50)[:30], "2024-06-02T10:00:00+00:00")
    assert record.add_game(games, again) is games  # kept once, with the date it was first kept


def test_the_list_survives_dump_and_load():
    start = Position.replay("f5d6")
    games = (
        record.PastGame.of(Position.initial(), DRAW, DATE),
        record.PastGame.of(start, parse_transcript("c3"), "2024-06-02T10:00:00Z"),
    )
    assert record.load_games(record.dump_games(games)) == (games, 0)
    assert record.load_games(record.dump_games(())) == ((), 0)


def entry(**changes) -> dict:
    return {"date": DATE, "result": "draw", "start": None, "moves": record.format_game(Position.initial(), DRAW), **changes}


@pytest.mark.parametrize(
    "item",
    [
        entry(date="yesterday"),
        entry(date=5),
        entry(result="white"),  # not what the moves say
        entry(result="won"),
        entry(moves="f5f5"),
        entry(moves=["f5"]),
        entry(start="XO"),
        entry(start=7),
        "f5d6",
        None,
    ],
)
def test_an_unusable_entry_is_left_out_and_counted(item):
    good = entry()
    text = json.dumps({"schema": 1, "games": [good, item]})
    games, skipped = record.load_games(text)
    assert len(games) == 1 and skipped == 1 and games[0].result == "draw"


def test_copies_and_entries_beyond_100_are_left_out():
    items = [entry(moves=record.format_game(Position.initial(), random_game(seed)[:20]), result="unfinished") for seed in range(110)]
    games, skipped = record.load_games(json.dumps({"schema": 1, "games": [items[0], *items]}))
    assert len(games) == record.KEEP - 1 and skipped == 1 + 11  # the copy, and the 11 beyond the first 100


def test_the_list_can_be_read_a_few_entries_at_a_time():
    items = [entry(), entry(moves="f5f5"), entry(), entry(result="unfinished", moves="f5")]
    reader = record.GamesReader(json.dumps({"schema": 1, "games": items}))
    assert (reader.games, reader.skipped) == ([], 0)
    assert reader.read(3) is False and len(reader.games) == 1 and reader.skipped == 2  # a wrong entry, a copy
    assert reader.read(3) is True and [game.result for game in reader.games] == ["draw", "unfinished"]
    assert reader.read() is True and reader.skipped == 2


@pytest.mark.parametrize(
    "text", ["{garbage", "null", "[]", '"text"', '{"schema": 2, "games": []}', '{"schema": 1, "games": {}}', '{"games": []}']
)
def test_something_else_than_a_list_is_refused(text):
    with pytest.raises(record.PastGamesError):
        record.load_games(text)


def test_a_game_goes_into_the_list_when_it_becomes_finished():
    before = Game.from_record(DRAW[:-1])
    after = before.tap(DRAW[-1])
    assert record.newly_finished(before, after)
    assert not record.newly_finished(after, after.cycle_hint())  # the same finished game
    assert not record.newly_finished(after, after.review_at(3))
    assert not record.newly_finished(after, after.undo())
    assert record.newly_finished(after.undo(), after.undo().redo())
    assert record.newly_finished(Game.new(), Game.from_record(WIPE_OUT))  # a finished game loaded
    assert not record.newly_finished(Game.new(), Game.from_record(F5D6C3))


# --------------------------------------------------------------------------- the graph


def test_the_graph_draws_both_counts_and_marks_the_move_shown():
    counts = [(2, 2)] + [step.counts for step in record.steps(Position.initial(), WIPE_OUT)]
    svg = disc_graph(counts, 4, 'Discs "4"')
    assert svg.startswith('<svg class="graph"') and 'aria-label="Discs &quot;4&quot;"' in svg
    top = max(max(pair) for pair in counts)
    black = " ".join(f"{x},{top - b}" for x, (b, _) in enumerate(counts))
    white = " ".join(f"{x},{top - w}" for x, (_, w) in enumerate(counts))
    assert f'class="black" points="{black}"' in svg and f'class="white" points="{white}"' in svg
    assert 'class="now" x1="4"' in svg and 'viewBox="0 ' in svg and f" {len(counts) - 1} " in svg
    assert 'points="0,0 1,0"' in disc_graph([(2, 2)], 0, "start")  # a lone position still draws


# --------------------------------------------------------------------------- saved games, schema 5


def test_saved_games_keep_the_moves_ahead_and_the_review():
    game = played(F5D6C3).undo()
    for state in (game, game.review_at(1), game.review_game(Position.initial(), DRAW).review_at(7),
                  game.review_game(Position.replay("f5d6"), parse_transcript("c3")).review_at(1)):
        text = saved.dump(state)
        assert json.loads(text)["schema"] == 5
        assert saved.load(text) == state


def test_older_saves_migrate_to_schema_4():
    for old in ({"schema": 1, "moves": "f5d6", "hint": "places"},
                {"schema": 2, "rules": "reversi", "start": None, "moves": "f5d6", "hint": "places", "opponent": None},
                {"schema": 3, "rules": "reversi", "start": None, "moves": "f5d6", "ahead": "", "hint": "places",
                 "opponent": None, "review": None}):
        game = saved.load(json.dumps(old))
        assert game.actions == F5D6C3[:2] and game.ahead == () and game.review is None and game.hint is Hint.PLACES
        assert saved.load_analysis(json.dumps(old)) is None


@pytest.mark.parametrize(
    "changes",
    [
        {"ahead": "f5"},
        {"ahead": 3},
        {"review": {"at": 9}},
        {"review": {"at": -1}},
        {"review": {"at": "1"}},
        {"review": []},
        {"review": {"at": 1, "moves": "f5f5"}},
        {"review": {"at": 1, "moves": 5}},
        {"review": {"at": 1, "moves": "f5", "start": "XO"}},
        {"review": {"at": 1, "moves": "f5", "start": 3}},
    ],
)
def test_a_corrupted_schema_3_save_is_refused(changes):
    record_ = {"schema": 3, "rules": "reversi", "start": None, "moves": "f5d6", "ahead": "c3", "hint": "none",
               "opponent": None, "review": None, **changes}
    with pytest.raises(saved.SavedGameError):
        saved.load(json.dumps(record_))


def _slices_and_result(steps) -> tuple[int, object]:
    """How many slices the generator ``steps`` yields, and what it returns."""
    slices = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return slices, done.value
        slices += 1


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_game_opened_by_link_or_restored_is_read_in_slices(name):
    """The page reads a link, a pasted game and a saved game in slices (issue 28: a long
    じゃんけんご game was replayed in one task of about a second in the page): with slices of
    no time, one after each entry replayed and after each action played (with the entries
    it forces), and the same game as read at once; the entry
    kept in the past games is that of the record, replayed or not; a record read again
    is not replayed again."""
    game = registry.variant(name).GAME
    entries = first_game(name)
    link = record.format_link(game.RULES.initial(), entries)

    replays._kept.clear()
    slices, read = _slices_and_result(record.reading_game(link, name, seconds=0))
    assert (read.start, read.actions) == record.parse_game(link, name) and read == game.from_record(entries)
    assert len(entries) < slices <= len(entries) + len(read.actions) and read.status is Status.OVER
    again, _ = _slices_and_result(record.reading_game(link, name, seconds=0))
    assert again == slices - len(entries)  # (the record is kept replayed: base.replays)
    text = saved.dump(read.with_hint(Hint.FULL))
    replays._kept.clear()
    slices, restored = _slices_and_result(saved.loading(text, seconds=0))
    assert restored == saved.load(text) and restored.hint is Hint.FULL and len(entries) < slices <= len(entries) + len(read.actions)
    assert record.kept(read, "2026-11-27") == record.PastGame.of(read.start, entries, "2026-11-27")
    assert finish(record.reading_game(f"#{name}", seconds=0)) == game.new()     # an invitation
    with pytest.raises(record.RecordError):
        finish(record.reading_game(link[: len(link) // 2] + "zz", name, seconds=0))


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_loaded_game_knows_the_positions_of_its_record(name):
    """A load hands the positions it replayed to the game (the move list and undo read
    them) only where they are its record's: not where the game made entries the record
    left out (じゃんけんご's end of a turn that nothing is left to do in)."""
    game = registry.variant(name).GAME
    entries = first_game(name)
    for count in range(len(entries) + 1):
        loaded = game.from_record(entries[:count])
        assert loaded.positions == (loaded.start, *game.RULES.replay_steps(list(loaded.record), loaded.start)), count


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_change_to_a_long_game_replays_no_more_than_the_entries_it_adds(name, monkeypatch):
    """The page asks for the positions of the game on screen (undo's stops, the move list)
    after every change: a hint, an opponent, undo and redo replay nothing, a move its own
    entries (``base.replays``; the whole record was replayed at each, issue 28)."""
    game = registry.variant(name).GAME
    entries = first_game(name)
    loaded = game.from_record(entries[:-1])
    replayed, original = [], game.RULES.replay_steps

    def counting(cls, entries, start=None):
        replayed.append(len(entries))
        yield from original(entries, start)

    monkeypatch.setattr(game.RULES, "replay_steps", classmethod(counting))
    changed = loaded.with_hint(Hint.FULL).with_opponent(Opponent(Color.WHITE, 1))
    back = changed.undo()
    assert changed.positions[-1] == loaded.position and back.can_undo and back.redo().can_redo is False
    assert sum(replayed) == 0, replayed
    moved = loaded._act(entries[-1])
    assert moved.positions[-1] == moved.position and moved.can_undo and sum(replayed) <= 2, replayed
