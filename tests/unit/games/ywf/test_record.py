"""YWF game records: undo and redo (two players and against the computer on either side,
with passes in the record), a different action dropping those ahead, looking back at a forced pass, the
text of a game and its link (``#ywf:``), every error kind, the move list, the list of
past games holding both games, and saved YWF games with actions ahead and a review."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from reversi.play import record
from reversi.play import saved
from reversi import registry
from reversi.base.screen import Hint, Opponent, Status
from reversi.games.reversi.game import Game
from reversi.base.sides import Color, TranscriptError
from reversi.games.reversi.position import Position, parse_transcript
from reversi.games.ywf.rules import PASS, YwfPosition, format_transcript, parse_transcript as parse_actions
from reversi.games.ywf.game import YwfGame

from ..reversi.test_game import DRAW
from .helpers import change, play, random_actions, sq, ywf_board

C4_F6_E7 = tuple(parse_actions("c4 +f6 e7"))
SEED6 = tuple(random_actions(6))
"""A whole game: black passes at (0-based) 90, 92 and 94 while white acts at 89, 91, 93 and
95; it ends at 100 actions (board full)."""
SEED26 = tuple(random_actions(26))
"""Ends with two passes in a row (96 black, 97 white)."""


def played(actions, opponent: Opponent | None = None) -> YwfGame:
    """A game reached action by action: taps for people, the computer's own intent, passes
    coming by themselves."""
    game = YwfGame.new().with_opponent(opponent)
    for action in actions:
        if action != PASS:
            game = game.computer_move(action) if game.computer_to_move else game.tap(action.square)
    assert game.actions == tuple(actions), "test error: not a game"
    return game


def after(actions, start: YwfPosition | None = None) -> YwfPosition:
    return YwfPosition.replay(list(actions), start)


def test_the_recorded_games_are_what_they_claim():
    assert [n for n, action in enumerate(SEED6) if action == PASS] == [90, 92, 94] and len(SEED6) == 100
    assert [after(SEED6[:n]).turn for n in (89, 91, 93, 95)] == [Color.WHITE] * 4
    assert [n for n, action in enumerate(SEED26) if action == PASS][-2:] == [96, 97]
    assert after(SEED6).is_game_over() and after(SEED26).passes == 2
    assert played(SEED6) == YwfGame.from_record(SEED6)


# --------------------------------------------------------------------------- undo and redo


def test_undo_and_redo_one_action_at_a_time_between_two_players():
    game = played(C4_F6_E7)
    assert game.can_undo and not game.can_redo and game.record == C4_F6_E7
    back = game.undo()
    assert back.actions == C4_F6_E7[:2] and back.ahead == C4_F6_E7[2:] and back.record == C4_F6_E7
    assert back.position == after(C4_F6_E7[:2]) and back.last.action == change("f6")
    assert back.can_redo and back.redo() == game and back.redo().last.action == play("e7")
    start = back.undo().undo()
    assert start.actions == () and start.ahead == C4_F6_E7
    assert start.position == YwfPosition.initial() and start.last is None
    assert not start.can_undo and start.undo() is start and game.redo() is game
    assert start.redo().redo().redo() == game


def test_undo_takes_a_forced_pass_back_with_the_action_before_it():
    game = YwfGame.from_record(SEED6[:95])  # white's +i4 (93), black's forced pass (94)
    assert game.actions[-1] == PASS and game.turn is Color.WHITE
    back = game.undo()
    assert back.actions == SEED6[:93] and back.ahead == SEED6[93:95] and back.turn is Color.WHITE
    assert back.status is Status.PASSED and back.last.passed is Color.BLACK  # as after white's +e2 in play
    assert back.undo().actions == SEED6[:91] and back.undo().undo().actions == SEED6[:89]
    assert back.redo() == game and back.redo().actions[-2:] == (SEED6[93], PASS)


def test_undo_after_the_end_reopens_the_game_and_redo_ends_it_again():
    for actions in (SEED6, SEED26):
        game = YwfGame.from_record(actions)
        assert game.status is Status.OVER
        back = game.undo()
        assert back.status is not Status.OVER and back.options and back.redo() == game
    # two passes in a row end SEED26: undo takes back white's +c5 and both passes
    assert YwfGame.from_record(SEED26).undo().actions == SEED26[:95]


@pytest.mark.parametrize("actions", [SEED6, SEED26, tuple(random_actions(5))])
@pytest.mark.parametrize("computer", [None, Color.BLACK, Color.WHITE])
def test_undo_and_redo_walk_the_whole_record_stopping_only_where_a_person_acts(actions, computer):
    """The stops, worked out here from the positions: not before a forced pass; against
    the computer, only where the person has the move (or the game is over)."""
    opponent = computer and Opponent(computer, 1)

    def stop(n: int) -> bool:
        position = after(actions[:n])
        over = position.is_game_over()
        return not position.must_pass() and (over or position.turn is not computer)

    stops = [n for n in range(len(actions) + 1) if stop(n)]
    assert stops[-1] == len(actions)  # the game is over there
    game = YwfGame.from_record(actions, opponent=opponent)
    seen = [len(game.actions)]
    while game.can_undo:
        game = game.undo()
        seen.append(len(game.actions))
        assert game.record == actions and not game.position.must_pass()
        assert game.position == after(game.actions) and game.ahead == actions[len(game.actions) :]
    assert seen == stops[::-1] and game.undo() is game
    seen = [len(game.actions)]
    while game.can_redo:
        game = game.redo()
        seen.append(len(game.actions))
    assert seen == stops
    assert game == YwfGame.from_record(actions, opponent=opponent)


def test_against_the_computer_undo_goes_back_to_the_players_last_turn():
    computer = Opponent(Color.WHITE, 1)
    game = played(C4_F6_E7, computer)  # c4 (player), +f6 (computer), e7 (player): the computer to move
    assert game.computer_to_move
    back = game.undo()
    assert back.actions == C4_F6_E7[:2] and not back.computer_to_move
    start = back.undo()
    assert start.actions == () and start.ahead == C4_F6_E7 and not start.can_undo
    assert start.redo().actions == C4_F6_E7[:2] and start.redo().redo() == game


def test_against_the_computer_playing_black_the_first_action_is_not_the_players():
    game = played(C4_F6_E7, Opponent(Color.BLACK, 1))  # c4 (computer), +f6 (player), e7 (computer)
    assert not game.computer_to_move and game.can_undo
    back = game.undo()
    assert back.actions == C4_F6_E7[:1] and not back.can_undo and not back.computer_to_move


def test_against_the_computer_its_forced_passes_go_back_with_the_players_action():
    """The computer plays black in SEED6 and passes after each of white's 89, 91 and 93."""
    game = YwfGame.from_record(SEED6[:96], opponent=Opponent(Color.BLACK, 1))  # white's i7 (95): black to move
    assert game.computer_to_move
    back = game.undo()
    assert back.actions == SEED6[:95] and back.actions[-1] == PASS and back.turn is Color.WHITE
    assert back.undo().actions == SEED6[:93] and back.undo().undo().actions == SEED6[:91]
    assert back.redo() == game


def test_against_the_computer_undo_takes_back_the_computers_run_of_actions():
    """The computer plays white in SEED6: black must pass three times while white acts
    from 89 to 95, so one undo goes from black's turn at 96 back to black's turn at 88."""
    game = YwfGame.from_record(SEED6[:96], opponent=Opponent(Color.WHITE, 1))
    assert not game.computer_to_move and game.turn is Color.BLACK
    back = game.undo()
    assert back.actions == SEED6[:88] and back.ahead == SEED6[88:96] and back.turn is Color.BLACK
    assert back.redo() == game


def test_a_different_action_drops_those_ahead_and_says_how_many():
    back = played(C4_F6_E7).undo().undo()
    same = back.tap(sq("f6"))
    assert same.ahead == C4_F6_E7[2:] and same.last.dropped == 0
    other = back.tap(sq("d3"))  # white plays d3 instead of changing f6
    assert other.actions == (play("c4"), play("d3")) and other.ahead == () and other.last.dropped == 2
    assert other.can_undo and not other.can_redo


def test_the_same_action_keeps_what_follows_its_forced_pass():
    back = YwfGame.from_record(SEED6[:89], ahead=SEED6[89:])
    same = back.tap(SEED6[89].square)  # white's a8: black's pass follows, in the record and ahead alike
    assert same.actions == SEED6[:91] and same.ahead == SEED6[91:] and same.last.dropped == 0
    assert same.last.passed is Color.BLACK
    other = back.tap(next(square for square in back.options if square != SEED6[89].square))
    assert other.ahead == () and other.last.dropped == len(SEED6) - 89


def test_from_record_checks_the_actions_ahead_too():
    game = YwfGame.from_record(C4_F6_E7[:1], ahead=C4_F6_E7[1:])
    assert game.actions == C4_F6_E7[:1] and game.ahead == C4_F6_E7[1:]
    with pytest.raises(TranscriptError) as error:
        YwfGame.from_record(C4_F6_E7[:1], ahead=(play("c4"),))
    assert (error.value.number, error.value.text) == (2, "c4")


def test_from_record_makes_the_forced_passes_the_record_leaves_out_at_its_end():
    assert YwfGame.from_record(SEED6[:90]).actions == SEED6[:91]  # white's a8, then black's pass
    assert YwfGame.from_record(SEED6[:90], ahead=()).ahead == ()
    game = YwfGame.from_record(SEED6[:90], ahead=SEED6[90:])  # the pass was written ahead: it is played
    assert game.actions == SEED6[:91] and game.ahead == SEED6[91:]
    must_pass = after(SEED6[:90])  # a start where black must pass: the game passes at once
    assert must_pass.must_pass() and YwfGame.from_record((), start=must_pass).actions == (PASS,)


# --------------------------------------------------------------------------- looking back


def test_review_at_a_forced_pass_shows_the_position_after_it():
    looking = YwfGame.from_record(SEED6).review_at(90)  # after white's a8, before black's pass
    assert looking.shown.position == after(SEED6[:91]) and looking.shown.last.passed is Color.BLACK
    assert looking.review_at(91).shown == looking.shown
    on = looking.play_from_review()
    assert on.actions == SEED6[:91] and on.ahead == SEED6[91:] and on.review is None


# --------------------------------------------------------------------------- the move list


def test_steps_name_every_action_and_pass_with_the_mover_and_three_counts():
    steps = record.steps(YwfPosition.initial(), SEED6)
    assert [step.number for step in steps] == list(range(1, 101))
    position = YwfPosition.initial()
    for step, action in zip(steps, SEED6):
        assert step.entry == action and step.name == str(action) and step.color is position.turn
        assert step.square == action.square  # a pass is a step of its own
        position = position.play(action)
        assert step.position == position and step.counts == position.counts() and len(step.counts) == 3
    assert [step.name for step in steps[89:92]] == [str(SEED6[89]), "pass", str(SEED6[91])]
    assert steps[90].square is None and steps[90].color is Color.BLACK
    continued = record.steps(steps[49].position, SEED6[50:], first=51)
    assert continued == steps[50:]


def test_the_reversi_move_list_is_unchanged():
    steps = record.steps(Position.initial(), parse_transcript("f5d6"))
    assert [(s.number, s.entry, s.square, s.name, s.color, s.counts) for s in steps] == [
        (1, 37, 37, "f5", Color.BLACK, (4, 1)), (2, 43, 43, "d6", Color.WHITE, (3, 3))
    ]


# --------------------------------------------------------------------------- the text of a game

URL_FRAGMENT = re.compile(r"[A-Za-z0-9\-._~!$&'()*+,;=:@/?]*")
"""What RFC 3986 allows in a fragment without percent-escapes."""


def test_the_text_and_the_link_of_a_game_from_the_usual_start():
    start = YwfPosition.initial()
    assert record.format_game(start, C4_F6_E7) == "ywf: c4 +f6 e7"
    assert record.format_link(start, C4_F6_E7) == "ywf:c4+f6e7"
    assert record.format_game(start, ()) == "" == record.format_link(start, ())
    assert record.format_link(start, SEED6).count("pass") == 3


@pytest.mark.parametrize("seed", range(12))
def test_texts_and_links_read_back_as_the_same_game(seed):
    actions = tuple(random_actions(seed))
    for cut in (0, seed * 8 + 3, len(actions) - 1):
        start = after(actions[:cut])
        rest = YwfGame.from_record(actions[cut:], start=start).actions  # (a start that must pass passes first)
        for text in (record.format_game(start, rest), record.format_link(start, rest)):
            assert record.parse_game(text) == (start, rest), text
            assert record.parse_game(text, "ywf") == (start, rest)
        link = record.format_link(start, rest)
        assert URL_FRAGMENT.fullmatch(link) and " " not in link
        assert record.parse_game("https://example.org/app/#" + link) == (start, rest)


def test_a_start_position_is_written_in_its_text_form():
    start = after(SEED6[:91])  # white to move: black just passed
    assert str(start).startswith(start.board_string() + " O ") and str(start).endswith(" pass")
    text = record.format_game(start, SEED6[91:93])
    assert text == f"ywf: {start}:{format_transcript(SEED6[91:93])}" and text.endswith(" pass:+e2 pass")
    assert record.parse_game(text) == (start, SEED6[91:93])
    assert record.parse_game(text[: -len(" pass")]) == (start, SEED6[91:93])  # black's forced pass is added
    assert record.format_game(start, ()) == f"ywf: {start}"
    assert record.format_link(start, ()) == "ywf:" + "".join(str(start).split())


@pytest.mark.parametrize(
    "text",
    ["ywf: c4 +f6 e7", "YWF:C4+F6E7", " ywf : c4 +f6\ne7 ", "#ywf:c4+f6e7", "https://x.org/a/?q=1#ywf:c4+f6e7",
     "#ywf:c4%20%2Bf6%20e7", "ywf:c4+f6e7"],
)
def test_ywf_texts_are_read_leniently_whatever_game_is_on_screen(text):
    for rules in registry.NAMES:
        assert record.parse_game(text, rules) == (YwfPosition.initial(), C4_F6_E7)


def test_a_text_without_a_name_is_read_as_the_game_on_screen():
    assert record.parse_game("c4 +f6 e7", "ywf") == (YwfPosition.initial(), C4_F6_E7)
    assert record.parse_game("c4d3", "ywf")[0] == YwfPosition.initial()
    assert record.parse_game("f5d6", "reversi") == record.parse_game("f5d6") == (Position.initial(), (37, 43))
    assert record.parse_game("reversi: f5d6", "ywf") == (Position.initial(), (37, 43))


def test_a_text_that_is_not_a_game_on_screen_is_refused_in_its_words_never_read_as_another():
    with pytest.raises(record.RecordError) as error:  # f5 is no YWF move
        record.parse_game("f5 d6 c3", "ywf")
    assert (error.value.game, error.value.kind, error.value.params) == ("ywf", "illegal", {"number": 1, "text": "f5"})
    with pytest.raises(record.RecordError) as error:  # c5 is no Reversi move (issue 43, item 5)
        record.parse_game("c5", "reversi")
    assert (error.value.game, error.value.kind) == ("reversi", "illegal")
    with pytest.raises(record.RecordError) as error:
        record.parse_game("c4 +f6 +f6", "reversi")
    assert (error.value.kind, error.value.params) == ("square", {"number": 2, "text": "+f"})
    with pytest.raises(record.RecordError) as error:
        record.parse_game("d3 d3", "ywf")
    assert (error.value.kind, error.value.params) == ("illegal", {"number": 2, "text": "d3"})


def test_the_position_parts_may_be_spaced_or_not_and_the_last_action_left_out():
    start = after(C4_F6_E7[:2])  # black to move, token on black's side, after white's Change
    board = start.board_string()
    for text in (f"ywf:{board}XXchange:e7", f"ywf: {board} X X change : e7", f"ywf:{board.lower()} x x CHANGE:e7"):
        assert record.parse_game(text) == (start, C4_F6_E7[2:]), text
    plain = YwfPosition.parse(f"{board} X X -")  # the same board without the Change before
    for text in (f"ywf:{board}XX", f"ywf:{board}XX-", f"ywf:{board} X X:", f"ywf:{board}XX:e7", f"ywf:{board}XXe7"):
        assert record.parse_game(text)[0] == plain, text
    with pytest.raises(record.RecordError) as error:  # "pass" is a last action only before ":" or the end
        record.parse_game(f"ywf:{board}XXpasse7")
    assert (error.value.kind, error.value.params) == ("illegal", {"number": 1, "text": "pass"})


WHITE_CANNOT_ACT = ywf_board("X N N X . . . . . " + ". " * 9 + "X N N X . . . . . " + ". " * 53 + "O", side="O", token="X")


def test_a_start_whose_side_to_move_must_pass_passes_at_once():
    assert WHITE_CANNOT_ACT.must_pass()
    start, actions = record.parse_game(f"ywf:{WHITE_CANNOT_ACT}")
    assert start == WHITE_CANNOT_ACT and actions == (PASS,)
    assert record.parse_game(f"ywf:{WHITE_CANNOT_ACT}:pass +b1") == (start, (PASS, change("b1"), PASS))


BOARD = YwfPosition.initial().board_string()


@pytest.mark.parametrize(
    "text, kind, params",
    [
        ("ywf:c4 z9", "action", {"number": 2, "text": "z9"}),
        ("ywf:c4 +j9", "action", {"number": 2, "text": "+j9"}),
        ("ywf:c4 paso", "action", {"number": 2, "text": "pa"}),
        ("ywf:c4 c4", "illegal", {"number": 2, "text": "c4"}),
        ("ywf:pass", "illegal", {"number": 1, "text": "pass"}),
        ("ywf:+d4 +f6", "illegal", {"number": 2, "text": "+f6"}),
        ("ywf:" + format_transcript(SEED6) + " a1", "over", {"number": 101, "text": "a1"}),
        ("ywf:XON-", "board_length", {"count": 4, "squares": 81}),
        ("ywf:" + "X" * 40 + "?" + "-" * 40 + " X -", "board_chars", {"chars": "X O N -"}),
        ("ywf:" + BOARD + " Z -", "side", {}),
        ("ywf:" + BOARD, "side", {}),
        ("ywf:" + BOARD + " X", "token", {}),
        ("ywf:" + BOARD + " X Q:c4", "token", {}),
        ("ywf:" + BOARD + " X - change:+d4", "illegal", {"number": 1, "text": "+d4"}),
    ],
)
def test_text_that_is_not_a_game_is_refused_clearly(text, kind, params):
    with pytest.raises(record.RecordError) as error:
        record.parse_game(text)
    assert (error.value.kind, error.value.params) == (kind, params)


def test_every_error_has_its_text_in_both_languages():
    from reversi import strings

    params = {"number": 2, "text": "z9", "count": 4, "squares": 81, "chars": "X O N -"}
    for language in ("ja", "en"):
        texts = strings.catalogue(language, "ywf").RECORD_ERRORS
        for kind in ("empty", "square", "action", "illegal", "over", "board_length", "board_chars", "side", "token"):
            assert texts[kind].format(**params), (language, kind)


def test_errors_name_the_same_action_as_the_engines_replay():
    for transcript in ("c4 z9", "c4 c4", "c4 +f6 +d4", format_transcript(SEED26) + " c4"):
        with pytest.raises(TranscriptError) as engine:
            YwfPosition.replay(transcript)
        with pytest.raises(record.RecordError) as ours:
            record.parse_game("ywf:" + transcript)
        assert (ours.value.params["number"], ours.value.params["text"]) == (engine.value.number, engine.value.text)


# --------------------------------------------------------------------------- past games

DATE = "2024-06-01T09:30:00+00:00"


def test_past_games_of_ywf_know_their_rules_result_and_counts():
    entry = record.PastGame.of(YwfPosition.initial(), SEED6, DATE)
    assert entry.rules == "ywf" and entry.result == "white" and entry.counts == (18, 37, 26)
    assert entry.text == record.format_game(YwfPosition.initial(), SEED6)
    assert record.PastGame.of(YwfPosition.initial(), C4_F6_E7, DATE).result == "unfinished"
    assert record.PastGame.of(Position.initial(), DRAW, DATE).rules == "reversi"
    assert record.kept(played(C4_F6_E7).undo(), DATE).actions == C4_F6_E7  # the actions ahead included


def test_a_token_decides_a_past_games_result():
    start = ywf_board("XO" * 40 + "N", token="O")  # over at once: equal pieces, token on white's side
    assert record.PastGame.of(start, (), DATE).result == "white"
    assert record.PastGame.of(ywf_board("XO" * 40 + "N", token="-"), (), DATE).result == "draw"


def test_one_list_keeps_both_games_and_survives_dump_and_load():
    games = (
        record.PastGame.of(YwfPosition.initial(), SEED26, DATE),
        record.PastGame.of(Position.initial(), DRAW, DATE),
        record.PastGame.of(after(SEED6[:92]), SEED6[92:], "2024-06-02T10:00:00Z"),
        record.PastGame.of(Position.replay("f5d6"), parse_transcript("c3"), DATE),
    )
    text = record.dump_games(games)
    stored = json.loads(text)["games"]
    assert [item["rules"] for item in stored] == ["ywf", "reversi", "ywf", "reversi"]
    assert stored[0]["moves"] == format_transcript(SEED26) and stored[0]["start"] is None
    assert stored[2]["start"] == str(after(SEED6[:92]))
    assert record.load_games(text) == (games, 0)
    # the same moves in the two games are two games
    same_squares = record.PastGame.of(YwfPosition.initial(), parse_actions("c4"), DATE)
    assert record.add_game((same_squares,), record.PastGame.of(Position.initial(), parse_transcript("f5"), DATE))[1:] == (same_squares,)


def ywf_entry(**changes) -> dict:
    return {"date": DATE, "result": "white", "rules": "ywf", "start": None, "moves": format_transcript(SEED6), **changes}


def test_an_entry_stored_before_ywf_is_a_reversi_game():
    old = {"date": DATE, "result": "draw", "start": None, "moves": Game.format_entries(DRAW)}
    games, skipped = record.load_games(json.dumps({"schema": 1, "games": [old, ywf_entry()]}))
    assert [game.rules for game in games] == ["reversi", "ywf"] and skipped == 0


@pytest.mark.parametrize(
    "item",
    [
        ywf_entry(rules="chess"),
        ywf_entry(rules=5),
        ywf_entry(rules=None),
        ywf_entry(result="black"),
        ywf_entry(moves="c4 c4"),
        ywf_entry(moves="f5d6z9"),
        ywf_entry(start=str(Position.initial())),  # a Reversi board in a YWF entry
        ywf_entry(start="X" * 81 + " X Q"),
        ywf_entry(rules="reversi"),  # YWF moves in a Reversi entry
    ],
)
def test_an_unusable_ywf_entry_is_left_out_and_counted(item):
    games, skipped = record.load_games(json.dumps({"schema": 1, "games": [ywf_entry(), item]}))
    assert len(games) == 1 and skipped == 1 and games[0].rules == "ywf"


def test_a_ywf_game_goes_into_the_list_when_it_becomes_finished():
    before = YwfGame.from_record(SEED6[:99])
    finished = before.tap(SEED6[99].square)
    assert record.newly_finished(before, finished)
    assert not record.newly_finished(finished, finished.cycle_hint())
    assert not record.newly_finished(finished, finished.review_at(3))
    assert not record.newly_finished(finished, finished.undo())
    assert record.newly_finished(finished.undo(), finished.undo().redo())
    assert record.newly_finished(Game.new(), YwfGame.from_record(SEED26))  # a finished YWF game loaded


# --------------------------------------------------------------------------- games by name


def test_game_classes_by_name_and_by_position():
    assert [registry.variant(name).GAME.NAME for name in registry.NAMES] == list(registry.NAMES)
    assert registry.variant_of(Position.initial()).GAME is Game
    assert registry.variant_of(YwfPosition.initial()).GAME is YwfGame
    with pytest.raises(KeyError):
        registry.variant("chess")
    with pytest.raises(KeyError):
        registry.variant_of("not a position")


def test_the_shared_records_examples_of_a_ywf_game():
    """What the shared modules' examples showed of YWF before the games had packages."""
    start, actions = record.parse_game("https://example.org/reversi/#ywf:c4+f6e7", "reversi")
    assert registry.variant_of(start).NAME == "ywf" and [str(action) for action in actions] == ["c4", "+f6", "e7"]
    assert (record.format_game(start, actions), record.format_link(start, actions)) == ("ywf: c4 +f6 e7", "ywf:c4+f6e7")
    steps = record.steps(YwfPosition.initial(), YwfGame.parse_entries("c4 +f6"))
    assert [(s.number, s.name, s.color.value, s.counts) for s in steps] == [
        (1, "c4", "black", (5, 3, 2)), (2, "+f6", "white", (4, 4, 2))
    ]
    entry = record.PastGame.of(YwfPosition.initial(), YwfGame.parse_entries("c4"), "2024-06-01")
    assert (entry.rules, entry.result, entry.counts, entry.text) == ("ywf", "unfinished", (5, 3, 2), "ywf: c4")
    looking = YwfGame.from_transcript("c4 +f6 e7").undo().review_at(1)
    assert saved.dump(looking) == (
        '{"schema": 5, "rules": "ywf", "start": null, "moves": "c4 +f6", "ahead": "e7", "hint": "none", '
        '"opponent": null, "review": {"at": 1}, "analysis": null}'
    )
    assert saved.load(saved.dump(looking)) == looking


# --------------------------------------------------------------------------- saved games


def test_saved_ywf_games_keep_the_actions_ahead_and_the_review():
    game = YwfGame.from_record(SEED6[:96], Hint.PLACES, opponent=Opponent(Color.WHITE, 3)).undo()
    assert game.ahead  # white's run of actions and black's passes, back to black's turn
    states = (
        game,
        game.review_at(91),
        game.review_game(YwfPosition.initial(), SEED26).review_at(7),
        game.review_game(after(SEED6[:92]), SEED6[92:]).review_at(2),
    )
    for state in states:
        text = saved.dump(state)
        stored = json.loads(text)
        assert stored["schema"] == saved.SCHEMA == 5 and stored["rules"] == "ywf"
        assert stored["moves"] == format_transcript(game.actions) and stored["ahead"] == format_transcript(game.ahead)
        back = saved.load(text)
        assert back == state and back.shown == state.shown
    assert json.loads(saved.dump(states[3]))["review"] == {
        "at": 2, "start": str(after(SEED6[:92])), "moves": format_transcript(SEED6[92:])
    }


@pytest.mark.parametrize("schema", [1, 2])
def test_older_ywf_saves_load_without_actions_ahead_or_review(schema):
    old = {"schema": schema, "rules": "ywf", "start": None, "moves": "c4 +f6", "hint": "full"}
    game = saved.load(json.dumps(old))
    assert game == YwfGame.from_record(C4_F6_E7[:2], Hint.FULL) and game.ahead == () and game.review is None


def test_a_schema_3_ywf_save_from_before_records_still_loads():
    old = {"schema": 3, "rules": "ywf", "start": None, "moves": "c4 +f6", "ahead": "", "hint": "none",
           "opponent": None, "review": None}
    assert saved.load(json.dumps(old)) == YwfGame.from_record(C4_F6_E7[:2])


@pytest.mark.parametrize(
    "changes",
    [
        {"ahead": "c4"},  # not white's to play after c4 +f6
        {"ahead": "f5d6"},
        {"ahead": 3},
        {"review": {"at": 4}},
        {"review": {"at": -1}},
        {"review": {"at": True}},
        {"review": {"at": 1, "moves": "c4 c4"}},
        {"review": {"at": 1, "moves": ["c4"]}},
        {"review": {"at": 1, "moves": "c4", "start": str(Position.initial())}},
        {"review": {"at": 1, "moves": "c4", "start": 9}},
        {"review": {"at": 1, "moves": "f5", "start": None}},
    ],
)
def test_a_corrupted_ywf_save_is_refused(changes):
    stored = {"schema": 3, "rules": "ywf", "start": None, "moves": "c4 +f6", "ahead": "e7", "hint": "none",
              "opponent": None, "review": None, **changes}
    with pytest.raises(saved.SavedGameError):
        saved.load(json.dumps(stored))


def test_reading_reversi_texts_saves_and_past_games_imports_no_ywf_module():
    """The Reversi page reads its saved game, a link and the past games at start-up."""
    code = (
        "import sys; from reversi.play import record, saved; from reversi.games.reversi.game import Game\n"
        "game = saved.load(saved.dump(Game.from_record([37, 43]).undo().review_at(0)))\n"
        "record.parse_game('#f5d6'); record.steps(game.start, game.record); record.format_link(game.start, game.actions)\n"
        "record.load_games(record.dump_games((record.kept(game, '2024-06-01'),)))\n"
        "assert not [m for m in sys.modules if m.startswith('reversi.games.ywf')], sys.modules\n"
        "record.parse_game('#ywf:c4')\n"
        "assert 'reversi.games.ywf.game' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parents[4])
