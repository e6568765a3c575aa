"""The YWF rules, one at a time, on positions small enough to check by eye.

Boards are drawn row 1 first: ``X`` Warui-ko (black), ``O`` Yoi-ko (white), ``N``
Futsu-no-ko (neutral), ``.`` empty. Expectations are worked out by hand from the rules
(and, where a count is involved, agree with ``reference``).
"""

from __future__ import annotations

import dataclasses

import pytest

from reversi.games.ywf import rules as ywf
from reversi.base.sides import Color, IllegalMove, parse_square, square_name
from reversi.games.ywf.rules import PASS, Action, Kind, Piece, Step, YwfPosition

from . import reference as ref
from .helpers import change, names, notation, play, sq, ywf_board

EMPTY_ROW = ". . . . . . . . ."
LONE_WHITE = ". . . . . . . . O"  # a white piece far from everything, so white is on the board


def rows(*lines: str) -> str:
    """Nine rows: the given ones first, each filled up with empty squares, then empty rows."""
    cells = [line.split() for line in lines]
    return "\n".join(" ".join(row + ["."] * (9 - len(row))) for row in cells + [[]] * (9 - len(lines)))


# --------------------------------------------------------------------------- the board and the start


def test_squares_are_row_times_9_plus_column_a1_top_left():
    assert [parse_square(name, 9) for name in ("a1", "i1", "a2", "e5", "a9", "i9")] == [0, 8, 9, 40, 72, 80]
    assert all(square_name(square, 9) == ref.name(square) for square in range(81))


def test_start_position():
    start = YwfPosition.initial()
    assert names(start.neutral) == {"d4", "e5", "f6"}
    assert names(start.black) == {"e4", "f5", "d6"}
    assert names(start.white) == {"f4", "d5", "e6"}
    assert start.turn is Color.BLACK  # Warui-ko moves first
    assert start.token is None  # in the centre
    assert (start.after_change, start.passes) == (False, 0)
    assert start.counts() == (3, 3, 3)
    assert not start.is_game_over()
    assert start.piece_at(sq("d4")) is Piece.NEUTRAL and start.piece_at(sq("a1")) is None


def test_start_actions_agree_with_the_reference():
    start = YwfPosition.initial()
    expected = ["d3", "f3", "g3", "c4", "g4", "c5", "c6", "g6", "d7", "e7", "f7", "+d4", "+f6"]
    assert notation(start.legal_actions()) == expected
    assert [(a.kind.value, a.square) for a in start.legal_actions()] == ref.legal_actions(ref.start())


# --------------------------------------------------------------------------- changing a line

DIRECTIONS = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
DIRECTION_NAMES = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]


def one_line(direction: int, length: int, mover: Color) -> tuple[YwfPosition, int, list[int]]:
    """A board where the mover's only Play is one square, whose line in one direction is a
    run of ``length`` pieces, opponent's and neutral alternately, closed by a mover's
    piece. Returns the position, the square and the run."""
    d_row, d_column = DIRECTIONS[direction]
    row = 8 if d_row < 0 else 0 if d_row > 0 else 4
    column = 8 if d_column < 0 else 0 if d_column > 0 else 4
    own, opp = ("X", "O") if mover is Color.BLACK else ("O", "X")
    cells = ["."] * 81
    run = [(row + k * d_row) * 9 + column + k * d_column for k in range(1, length + 1)]
    for k, square in enumerate(run):
        cells[square] = opp if k % 2 == 0 else "N"
    cells[(row + (length + 1) * d_row) * 9 + column + (length + 1) * d_column] = own
    return YwfPosition.parse("".join(cells) + (" X" if mover is Color.BLACK else " O") + " -"), row * 9 + column, run


@pytest.mark.parametrize("mover", [Color.BLACK, Color.WHITE])
@pytest.mark.parametrize("length", range(1, 8))
@pytest.mark.parametrize("direction", range(8), ids=DIRECTION_NAMES)
def test_each_direction_alone_with_runs_up_to_seven(direction, length, mover):
    position, square, run = one_line(direction, length, mover)
    plays, _ = position.targets()
    assert plays == 1 << square, str(position)
    assert position.changes(Action(Kind.PLAY, square)) == sum(1 << s for s in run)
    after = position.play(Action(Kind.PLAY, square))
    own, opp = Piece(mover.value), Piece(mover.opponent.value)
    # each piece walked over steps one stage toward the mover; the closing piece stays
    for k, s in enumerate(run):
        assert after.piece_at(s) is (Piece.NEUTRAL if k % 2 == 0 else own)
        assert position.piece_at(s) is (opp if k % 2 == 0 else Piece.NEUTRAL)
    assert after.piece_at(square) is own
    assert after.turn is mover.opponent


def test_a_mixed_line_steps_every_piece_once():
    position = ywf_board(rows(EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, ". O N O N X . . O"))
    after = position.play(play("a5"))
    assert after.board_string()[36:45] == "XNXNXX--O"
    assert position.change_lines(play("a5")) == (
        (
            Step(sq("b5"), Piece.WHITE, Piece.NEUTRAL),
            Step(sq("c5"), Piece.NEUTRAL, Piece.BLACK),
            Step(sq("d5"), Piece.WHITE, Piece.NEUTRAL),
            Step(sq("e5"), Piece.NEUTRAL, Piece.BLACK),
        ),
    )


STAR = """
    . . . . . . . . .
    . X . . X . . X .
    . . O . N . N . .
    . . . N O O . . .
    . X N O . N O X .
    . . . O N N . . .
    . . N . O . O . .
    . X . . X . . X .
    . . . . . . . . .
"""


def test_all_eight_directions_change_at_once_clockwise_from_north():
    position = ywf_board(STAR)
    lines = position.change_lines(play("e5"))
    assert [[ref.name(step.square) for step in line] for line in lines] == [
        ["e4", "e3"], ["f4", "g3"], ["f5", "g5"], ["f6", "g7"], ["e6", "e7"], ["d6", "c7"], ["d5", "c5"], ["d4", "c3"]
    ]
    for line in lines:
        for step in line:
            assert step.before is position.piece_at(step.square)
            assert step.after is {Piece.WHITE: Piece.NEUTRAL, Piece.NEUTRAL: Piece.BLACK}[step.before]
    after = position.play(play("e5"))
    assert after.counts() == (position.counts()[0] + 1 + 8, 0, 8)


def test_only_lines_closed_by_an_own_piece_change():
    position = ywf_board(
        rows(
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "O N . . . . . . .",  # a4 b4: runs off the board to the west
            "X . . . . . . . .",
            ". . . . . . . . .",
            ". . O O . N X . .",  # c7 d7 then an empty e7: not closed
            ". . . . . . . . .",
            ". . O . . . . . O",
        )
    )
    # c4: the run b4 a4 meets the edge; b7: the run c7 d7 meets e7, empty
    assert not position.changes(play("c4")) and not position.changes(play("b7"))
    # e7: the run west is d7 c7 then b7 empty; the run east f7 N closed by g7 X
    assert names(position.changes(play("e7"))) == {"f7"}


def test_a_line_stops_at_the_nearest_own_piece():
    position = ywf_board(rows(". O X N X O X . O"))
    assert names(position.changes(play("a1"))) == {"b1"}


def test_an_own_piece_next_to_the_square_closes_nothing():
    position = ywf_board(rows(". X O X . . . . O"))
    assert position.changes(play("a1")) == 0
    assert Action(Kind.PLAY, sq("a1")) not in position.legal_actions()


@pytest.mark.parametrize(
    "acted, run, closer",
    [
        ("h4", "i4", "a5"),  # east: i4 then a5 are neighbours in bit order only
        ("a5", "i4", "h4"),  # west
        ("h3", "i4", "a6"),  # south-east wraps from i4 to a6
        ("b3", "a4", "i4"),  # south-west wraps from a4 to i4
        ("a6", "i4", "h3"),  # north-west wraps from a6 to i4
        ("h5", "i4", "a4"),  # north-east wraps from i4 to a4
    ],
)
def test_lines_never_wrap_around_the_edges(acted, run, closer):
    cells = ["."] * 81
    cells[sq(run)], cells[sq(closer)] = "O", "X"
    position = YwfPosition.parse("".join(cells) + " X -")
    assert not position.changes(play(acted))
    assert position.legal_actions() == [PASS]


# --------------------------------------------------------------------------- Play

def test_play_needs_an_empty_square_and_a_change():
    position = ywf_board(rows(". O X . . . . . .", "N . . . . . . . .", "X . . . . . . . O"))
    assert names(position.changes(play("a1"))) == {"b1", "a2"}
    for occupied in ("b1", "c1", "a2"):  # white, black, neutral: not empty
        assert not position.is_legal(play(occupied))
        with pytest.raises(IllegalMove):
            position.play(play(occupied))
    assert not position.is_legal(play("e5"))  # empty but changes nothing
    with pytest.raises(IllegalMove):
        position.play(play("e5"))
    assert position.why_illegal(play("e5")) == "black cannot play there"


def test_play_keeps_the_token_and_clears_the_last_change():
    position = ywf_board(rows(". O X . . . . . ."), token="X", last="change")
    after = position.play(play("a1"))
    assert after.token is Color.BLACK and not after.after_change and after.passes == 0


# --------------------------------------------------------------------------- Change

CHANGES = rows(
    "X N N X . . . . .",  # black: +b1 changes c1, +c1 changes b1
    ". . . . . . . . .",
    "X N N X . . . . .",  # the same again, twice
    ". . . . . . . . .",
    "X N N X . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . O",  # white's only piece: it has no action at all
)

CHANGE_ACTIONS = ["+b1", "+c1", "+b3", "+c3", "+b5", "+c5"]


def swap(board: str) -> str:
    """The board with black and white exchanged."""
    return board.translate(str.maketrans("XO", "OX"))


def test_change_turns_a_neutral_and_changes_its_lines():
    position = ywf_board(rows(". . . . . . . . .", "X N O N N . . . O"))
    assert notation(position.legal_actions()) == ["f2", "+d2", "+e2"]
    after = position.play(change("e2"))
    assert after.board_string()[9:18] == "XXNXX---O"
    assert position.change_lines(change("e2")) == (
        (
            Step(sq("d2"), Piece.NEUTRAL, Piece.BLACK),
            Step(sq("c2"), Piece.WHITE, Piece.NEUTRAL),
            Step(sq("b2"), Piece.NEUTRAL, Piece.BLACK),
        ),
    )
    assert after.after_change and after.turn is Color.WHITE


def test_change_must_change_another_piece():
    # a1 is neutral but every line from it meets a black piece at once
    position = ywf_board(rows("N X", "X X", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, LONE_WHITE))
    assert not position.is_legal(change("a1")) and position.changes(change("a1")) == 0
    with pytest.raises(IllegalMove):
        position.play(change("a1"))
    assert position.legal_actions() == [PASS]


def test_change_only_on_a_neutral_piece():
    position = ywf_board(CHANGES)
    assert notation(position.legal_actions()) == CHANGE_ACTIONS
    for square in ("a1", "d1", "e1", "i9"):  # black, black, empty, white
        assert not position.is_legal(change(square))
        with pytest.raises(IllegalMove):
            position.play(change(square))


def test_change_moves_the_token_one_step_toward_the_opponent():
    for side, other in ((Color.BLACK, Color.WHITE), (Color.WHITE, Color.BLACK)):
        text = CHANGES if side is Color.BLACK else swap(CHANGES)
        mover = "X" if side is Color.BLACK else "O"
        from_own_side = ywf_board(text, side=mover, token=mover).play(change("b1"))
        assert from_own_side.token is None  # own side -> centre
        from_centre = ywf_board(text, side=mover, token="-").play(change("b1"))
        assert from_centre.token is other  # centre -> the opponent's side


def test_change_refused_with_the_token_on_the_opponents_side():
    for mover, token in (("X", "O"), ("O", "X")):
        text = CHANGES if mover == "X" else swap(CHANGES)
        position = ywf_board(text, side=mover, token=token)
        assert position.legal_actions() == [PASS]
        assert not position.is_legal(change("b1"))
        assert "token" in position.why_illegal(change("b1"))
        assert notation(ywf_board(text, side=mover, token=mover).legal_actions()) == CHANGE_ACTIONS


def test_change_refused_right_after_the_opponents_change():
    start = YwfPosition.initial()
    after = start.play(change("d4"))  # black changes; white could change f6 otherwise
    assert after.after_change
    assert all(action.kind is not Kind.CHANGE for action in after.legal_actions())
    assert any(a.kind is Kind.CHANGE for a in dataclasses.replace(after, after_change=False).legal_actions())
    assert after.why_illegal(change("f6")) == "white cannot change right after black's change"
    back = after.play(play("c4"))  # white plays: the bar is lifted, but the token now bars black
    assert not back.after_change and back.token is Color.WHITE
    assert back.why_illegal(change("e5")) == "black cannot change while the token is on white's side"


def test_change_allowed_again_after_the_opponents_pass_and_the_token_walks_across():
    """Black changes from its own side (token to the centre); white, barred from changing
    right after it and with no Play, passes; black may change again (token to white's
    side); white passes again; now the token bars black: black passes, and the two
    passes in a row end the game."""
    position = ywf_board(CHANGES, token="X")
    first = position.play(change("b1"))
    assert first.token is None and first.after_change
    assert first.legal_actions() == [PASS] and first.must_pass()
    passed = first.play(PASS)
    assert passed.token is None and not passed.after_change and passed.passes == 1  # a Pass moves no token
    assert notation(passed.legal_actions()) == ["+b3", "+c3", "+b5", "+c5"]
    second = passed.play(change("b3"))
    assert second.token is Color.WHITE
    passed_again = second.play(PASS)
    assert passed_again.token is Color.WHITE  # a Pass moves no token
    assert passed_again.legal_actions() == [PASS]
    assert passed_again.why_illegal(change("b5")) == "black cannot change while the token is on white's side"
    assert not passed_again.is_game_over()
    end = passed_again.play(PASS)
    assert end.is_game_over() and end.passes == 2 and end.legal_actions() == []


# --------------------------------------------------------------------------- Pass


def test_pass_only_when_there_is_neither_play_nor_change():
    with pytest.raises(IllegalMove):
        YwfPosition.initial().play(PASS)  # Plays and Changes available
    only_changes = ywf_board(CHANGES)
    assert PASS not in only_changes.legal_actions() and not only_changes.must_pass()
    with pytest.raises(IllegalMove):
        only_changes.play(PASS)
    assert only_changes.why_illegal(PASS) == "black cannot pass: it can play or change"
    nothing = ywf_board(CHANGES, side="O")
    assert nothing.legal_actions() == [PASS] and nothing.is_legal(PASS)
    assert not nothing.is_legal(play("a2")) and not nothing.is_legal(change("b1"))
    passed = nothing.play(PASS)
    assert (passed.black, passed.white, passed.neutral, passed.token) == (nothing.black, nothing.white, nothing.neutral, None)
    assert passed.turn is Color.BLACK


def test_one_pass_does_not_end_the_game():
    passed = ywf_board(CHANGES, side="O").play(PASS)
    assert not passed.is_game_over() and passed.passes == 1
    assert passed.play(change("b1")).passes == 0


# --------------------------------------------------------------------------- the end of the game


def test_a_full_board_ends_the_game_even_with_a_change_left():
    full = ywf_board(CHANGES.replace(".", "O"))
    assert full.is_game_over()
    assert full.legal_actions() == [] and full.targets() == (0, 0) and not full.must_pass()
    assert names(ywf.changed_by(full.own, full.opp, full.neutral, sq("b1"))) == {"c1", "c2"}  # had the game gone on
    with pytest.raises(IllegalMove):
        full.play(change("b1"))
    assert full.why_illegal(change("b1")) == "the game is already over"


def test_two_passes_in_a_row_end_the_game():
    stuck = ywf_board(rows("X . O"))  # neither side can do anything
    assert stuck.legal_actions() == [PASS] and not stuck.is_game_over()
    once = stuck.play(PASS)
    assert once.legal_actions() == [PASS] and not once.is_game_over()
    twice = once.play(PASS)
    assert twice.is_game_over() and twice.legal_actions() == []
    with pytest.raises(IllegalMove):
        twice.play(PASS)


@pytest.mark.parametrize("mover", ["X", "O"])
def test_a_side_without_pieces_ends_the_game(mover):
    other = "O" if mover == "X" else "X"
    position = ywf_board(rows(f". {other} {mover}"), side=mover)
    after = position.play(play("a1"))  # the opponent's last piece becomes neutral
    assert after.counts()[:2] == ((2, 0) if mover == "X" else (0, 2))
    assert after.is_game_over() and after.legal_actions() == []
    assert after.winner() is (Color.BLACK if mover == "X" else Color.WHITE)
    assert ywf_board(rows("N N X"), side="O").is_game_over()  # white has no piece even to move


# --------------------------------------------------------------------------- the winner


def test_more_pieces_win_and_neutral_pieces_count_for_nobody():
    over = ywf_board(rows("X X O N N N N N N"), token="O", last="pass-pass")
    assert over.is_game_over() and over.winner() is Color.BLACK and not over.won_by_token()
    assert ywf_board(rows("X O O"), token="X", last="pass-pass").winner() is Color.WHITE


@pytest.mark.parametrize("token, winner", [("X", Color.BLACK), ("O", Color.WHITE), ("-", None)])
def test_equal_pieces_the_token_decides_else_a_draw(token, winner):
    over = ywf_board(rows("X O N N"), token=token, last="pass-pass")
    assert over.is_game_over() and over.counts() == (1, 1, 2)
    assert over.winner() is winner
    assert over.won_by_token() is (winner is not None)


def test_a_draw_needs_equal_pieces_and_the_token_in_the_centre():
    """Equal counts with the token on a side is never a draw; a draw is possible (here on a
    full board) when the token is in the centre."""
    full = ywf_board("XO" * 40 + "N")
    assert full.is_game_over() and full.counts() == (40, 40, 1)
    assert full.winner() is None and not full.won_by_token()
    assert dataclasses.replace(full, token=Color.WHITE).winner() is Color.WHITE

