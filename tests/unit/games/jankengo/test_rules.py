"""The じゃんけんご rules (``shared/rules/jankengo.md``), one line at a time, on positions
small enough to check by eye.

Pictures are drawn rank 7 first (blue plays up the page): upper case blue, lower case
red, ``G`` グー, ``C`` チョキ, ``P`` パー, ``K`` キング, ``W`` かべ, ``.`` empty.
"""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from reversi.base.sides import Color

from reversi.games.jankengo.rules import (
    END,
    PASS,
    Ending,
    IllegalMove,
    JankenGoPosition,
    Kind,
    Outcome,
    Piece,
    SIDES,
    Side,
    Step,
    Wall,
    side_name,
    square_name,
)

from .helpers import act, board_of, drawn, letter_at, notation, run, sq

# --------------------------------------------------------------------------- board and setup


def test_squares_files_a_to_g_ranks_1_to_7_from_blues_side():
    assert [sq(name) for name in ("a1", "g1", "a2", "d4", "a7", "g7")] == [0, 6, 7, 24, 42, 48]
    assert [square_name(square) for square in range(49)] == [f + r for r in "1234567" for f in "abcdefg"]


def test_start_position():
    start = JankenGoPosition.initial()
    home = "GCPKPCG"
    assert "".join(letter_at(start, f"{f}1") for f in "abcdefg") == home
    assert "".join(letter_at(start, f"{f}7") for f in "abcdefg") == home.lower()
    assert all(letter_at(start, f"{f}{r}") == "." for f in "abcdefg" for r in "23456")
    assert start.piece_at(sq("d1")) == Piece(Side.BLUE, Kind.KING)
    assert start.turn is Side.BLUE  # blue moves first
    assert start.walls_in_hand(Side.BLUE) == start.walls_in_hand(Side.RED) == 5
    assert start.counts() == (7, 7)
    assert (start.steps_left, start.acted, start.number, start.outcome) == (3, False, 1, None)


def test_from_the_start_7_steps_and_35_walls_and_no_pass():
    actions = notation(JankenGoPosition.initial().legal_actions())
    assert actions[:7] == ["a1-a2", "b1-b2", "c1-c2", "d1-d2", "e1-e2", "f1-f2", "g1-g2"]
    assert actions[7:] == [f"W{f}{r}" for r in "23456" for f in "abcdefg"]
    assert not JankenGoPosition.initial().must_pass()


def test_sides_and_kinds():
    assert Side.BLUE.opponent is Side.RED and Side.RED.opponent is Side.BLUE
    assert [side_name(side) for side in SIDES] == ["blue", "red"] and SIDES == (Color.BLACK, Color.WHITE)
    assert [kind.japanese for kind in Kind] == ["グー", "チョキ", "パー", "キング", "かべ"]


# --------------------------------------------------------------------------- janken

HANDS = {"G": Kind.GU, "C": Kind.CHOKI, "P": Kind.PA}
BEATS = {("G", "C"), ("C", "P"), ("P", "G")}


def duel(attacker: str, defender: str, side: str) -> JankenGoPosition:
    """The attacker (of the side to move) on d3 (blue) or d4 (red), the defender facing it."""
    blue, red = (attacker, defender.lower()) if side == "B" else (defender, attacker.lower())
    return drawn(
        f"""
        . . . . . . k
        . . . . . . .
        . . . . . . .
        . . . {red} . . .
        . . . {blue} . . .
        . . . . . . .
        K . . . . . .
        """,
        side=side,
    )


@pytest.mark.parametrize("side", ["B", "R"])
@pytest.mark.parametrize("attacker, defender", list(itertools.product("GCP", repeat=2)))
def test_each_janken_pairing_both_ways(attacker, defender, side):
    position = duel(attacker, defender, side)
    step = act("d3-d4" if side == "B" else "d4-d3")
    if (attacker, defender) in BEATS:
        after = position.play(step)
        mover = Side.BLUE if side == "B" else Side.RED
        assert after.piece_at(step.target) == Piece(mover, HANDS[attacker])
        assert after.piece_at(step.source) is None
        assert after.counts() == ((2, 1) if side == "B" else (1, 2))
        assert after.outcome is None and after.steps_left == 2
    else:
        assert not position.is_legal(step)
        with pytest.raises(IllegalMove):
            position.play(step)
        expected = "is a tie" if attacker == defender else "does not beat"
        assert expected in position.why_illegal(step)


def test_janken_as_kind_beats():
    for (a, b) in itertools.product("GCP", repeat=2):
        assert HANDS[a].beats(HANDS[b]) is ((a, b) in BEATS)
    assert not Kind.GU.beats(Kind.KING) and not Kind.KING.beats(Kind.GU) and not Kind.WALL.beats(Kind.PA)


def test_ties_are_refused_with_a_reason():
    position = duel("P", "P", "B")
    assert position.why_illegal(act("d3-d4")) == "pa against pa is a tie: no capture"
    assert "d3-d4" not in notation(position.legal_actions())


KING_AND_WALL = """
    . . . . . . k
    . . . . . . .
    . . . c W . .
    . . . K g . .
    . . . G w . .
    . . . . . . .
    . . . . . . .
"""


@pytest.mark.parametrize(
    "step, reason",
    [
        ("d4-d5", "a king never steps onto a piece"),  # an enemy チョキ
        ("d4-e4", "a king never steps onto a piece"),  # an enemy グー
        ("d4-d3", "a piece never steps onto a piece of its own side"),  # its own グー
        ("e5-e4", "a wall never steps onto a piece"),  # an enemy グー
        ("e5-d5", "a wall never steps onto a piece"),  # an enemy チョキ
        ("d3-e3", "nothing steps onto a wall"),  # グー onto an enemy wall
    ],
)
def test_the_king_and_walls_never_capture_and_nothing_steps_onto_a_wall(step, reason):
    position = drawn(KING_AND_WALL)
    assert position.why_illegal(act(step)) == reason
    with pytest.raises(IllegalMove):
        position.play(act(step))


def test_the_king_never_steps_onto_the_enemy_king():
    position = drawn(
        """
        . . . . . . .
        . . . . . . .
        . . . k . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        """
    )
    assert position.why_illegal(act("d4-d5")) == "a king never steps onto a piece"
    assert position.play(act("d4-c4")).outcome is None  # it walks away instead


def test_never_onto_an_own_piece_or_any_wall():
    position = drawn(
        """
        . . . . . . k
        . . . . . . .
        . . W P . . .
        . . G C w . .
        . . . . . . .
        . . . . . . .
        K . . . . . .
        """
    )
    own = ["c4-d4", "d4-c4", "c4-c5", "d5-d4", "c5-d5", "d5-c5", "c5-c4"]
    for step in own:
        assert position.why_illegal(act(step)) == "a piece never steps onto a piece of its own side", step
    assert position.why_illegal(act("d4-e4")) == "nothing steps onto a wall"  # チョキ onto an enemy wall
    legal = notation(position.legal_actions())
    assert not set(own) & set(legal) and "d4-e4" not in legal


def test_steps_go_to_orthogonal_neighbours_only():
    position = drawn(KING_AND_WALL)
    for step in ("d4-c5", "d4-b4", "d4-d6", "e5-f6"):
        assert position.why_illegal(act(step)) == f"{step} is not a step to a neighbouring square"
    assert position.why_illegal(act("a1-a2")) == "blue has no piece on a1"
    assert position.why_illegal(act("e4-e3")) == "blue has no piece on e4"  # red's piece


# --------------------------------------------------------------------------- the king taken by a hand


@pytest.mark.parametrize("hand", "GCP")
def test_a_hand_takes_the_enemy_king_and_wins_at_once(hand):
    position = drawn(
        f"""
        . . . . . . .
        . . . . . . .
        . . . k . . .
        . . . {hand} . . .
        . . . . . . .
        . . . . . . .
        K . . . . . .
        """
    )
    won = position.play(act("d4-d5"))
    assert won.outcome == Outcome(Side.BLUE, Ending.KING_TAKEN)
    assert won.is_game_over() and won.winner() is Side.BLUE and won.king(Side.RED) is None
    assert won.steps_left == 2  # ended mid-turn
    assert won.legal_actions() == [] and won.successors() == []
    for action in (END, act("d5-d6"), act("Wa4"), PASS):
        assert won.why_illegal(action) == "the game is already over"
        with pytest.raises(IllegalMove):
            won.play(action)


def test_red_takes_the_blue_king():
    position = drawn(
        """
        . . . . . . k
        . . . . . . .
        . . . . . . .
        . . . c . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        """,
        side="R",
    )
    assert position.play(act("d4-d3")).outcome == Outcome(Side.RED, Ending.KING_TAKEN)


# --------------------------------------------------------------------------- steps and walls in a turn


def test_at_most_3_steps_shared_among_pieces_back_and_forth_allowed():
    start = JankenGoPosition.initial()
    turn = run(start, "a1-a2 d1-d2 d2-d1")  # グー 1, then the king out and back
    assert turn.steps_left == 0
    assert all(not isinstance(action, Step) for action in turn.legal_actions())
    assert turn.why_illegal(act("b1-b2")) == "blue has taken its 3 steps this turn"
    assert notation(turn.legal_actions())[-1] == "end" and any(isinstance(a, Wall) for a in turn.legal_actions())
    three = run(start, "c1-c2 c2-c3 c3-c4")  # one hand 3 steps
    assert letter_at(three, "c4") == "P" and three.steps_left == 0


def test_a_wall_placed_this_turn_may_step_and_its_steps_count():
    turn = run(JankenGoPosition.initial(), "Wd3 d3-d4 d4-d5 d5-c5")  # a wall 3 steps
    assert letter_at(turn, "c5") == "W" and turn.steps_left == 0 and turn.walls_in_hand() == 4
    later = run(JankenGoPosition.initial(), "e1-e2 Wd4 d4-d5")
    assert later.steps_left == 1 and letter_at(later, "d5") == "W"


def test_at_most_one_wall_a_turn():
    turn = run(JankenGoPosition.initial(), "Wd4")
    assert turn.why_illegal(act("Wd5")) == "blue has placed a wall this turn already"
    assert not any(isinstance(action, Wall) for action in turn.legal_actions())
    next_turn = run(turn, "end Wd6 end")  # each turn may place one again
    assert next_turn.walls == (4, 4)
    assert next_turn.is_legal(act("Wd3"))


def test_walls_in_hand_run_out():
    position = drawn(
        """
        . . . k . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . K . . .
        """,
        walls="1/0",
    )
    once = run(position, "Wa4 end")
    assert once.walls == (0, 0)
    assert once.why_illegal(act("Wa5")) == "red has no wall in hand"
    red_turn = run(once, "d7-d6 end")
    assert red_turn.why_illegal(act("Wa6")) == "blue has no wall in hand"
    assert not any(isinstance(action, Wall) for action in red_turn.legal_actions())


def test_a_wall_goes_on_an_empty_square_only():
    start = JankenGoPosition.initial()
    for square in ("d1", "d7", "a1"):
        assert start.why_illegal(act(f"W{square}")) == f"{square} is not empty"


def test_end_only_after_an_action():
    start = JankenGoPosition.initial()
    assert start.why_illegal(END) == "blue must step or place a wall before ending the turn"
    assert END not in start.legal_actions()
    for first in ("d1-d2", "Wd4"):
        after = start.play(act(first))
        assert after.acted and after.is_legal(END) and after.legal_actions()[-1] == END
    ended = run(start, "d1-d2 end")
    assert (ended.turn, ended.steps, ended.walled, ended.number, ended.passes) == (Side.RED, 0, False, 2, 0)


# --------------------------------------------------------------------------- go captures

def test_the_seeds_king_surrounds_a_single_wall_on_its_first_step_then_walks_on():
    position = drawn(
        """
        . . . k . . .
        . . . . . . .
        . . . P . . .
        . . G w . K .
        . . . C . . .
        . . . . . . .
        . . . . . . .
        """,
        walls="5/4",
    )
    # red's single wall on d4: blue's グー c4, パー d5 and チョキ d3 on three sides
    after = position.play(act("f4-e4"))  # the king's first step closes the fourth side
    assert letter_at(after, "d4") == "." and after.counts() == (4, 1)
    assert after.walls == (5, 4)  # the captured wall leaves the game
    walked = run(after, "e4-e5 e5-e6")  # the king walks on: 3 steps in all
    assert walked.steps_left == 0 and letter_at(walked, "e6") == "K" and walked.is_legal(END)


def test_a_single_wall_with_a_liberty_left_stays():
    position = drawn(
        """
        . . . k . . .
        . . . . . . .
        . . . P . . .
        . . G w . K .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        """,
        walls="5/4",
    )
    assert letter_at(position.play(act("f4-e4")), "d4") == "w"  # d3 is still empty


def test_a_group_of_hands_walls_and_the_king_is_captured_and_the_game_won():
    position = drawn(
        """
        . W w k p G .
        . . C P . . .
        . . . . W . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . K . . .
        """,
        walls="3/4",
    )
    # red's group c7 d7 e7 (a wall, the king and a パー) breathes only through e6
    after = position.play(act("e5-e6"))  # a blue wall steps in
    assert after.outcome == Outcome(Side.BLUE, Ending.KING_TAKEN)
    assert [letter_at(after, name) for name in ("c7", "d7", "e7")] == [".", ".", "."]
    by_wall = position.play(act("We6"))  # or a wall from the hand closes it
    assert by_wall.outcome == Outcome(Side.BLUE, Ending.KING_TAKEN) and by_wall.walls == (2, 4)


def test_a_group_without_the_king_is_captured_and_play_goes_on():
    position = drawn(
        """
        . . . . . . k
        . . . . . . .
        . . G . . . .
        . G p w C . .
        . W c P . . .
        . . W . . . .
        . . . K . . .
        """,
        walls="3/3",
    )
    # red's c4 パー, d4 wall and c3 チョキ breathe only through d5
    after = position.play(act("Wd5"))
    assert [letter_at(after, name) for name in ("c4", "d4", "c3")] == [".", ".", "."]
    assert after.outcome is None and after.counts() == (8, 1) and after.walls == (2, 3)


def test_red_captures_the_blue_king_by_surrounding():
    position = drawn(
        """
        . . . k . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        K g . . . . .
        """,
        side="R",
    )
    after = position.play(act("Wa2"))  # the king's last liberty
    assert after.outcome == Outcome(Side.RED, Ending.KING_TAKEN) and after.king(Side.BLUE) is None


def test_capture_is_checked_before_suicide():
    pocket = drawn(
        """
        W . P . . . .
        w C . . . . .
        . . . . . . .
        . . . K . . k
        . . . . . . .
        . . . . . . .
        . . . . . . .
        """,
        side="R",
    )
    # blue's a7 wall breathes only through b7; a red wall there has no empty neighbour
    # (a7, c7 and b6 are blue), but it takes a7 first and then breathes through a7
    after = pocket.play(act("Wb7"))
    assert letter_at(after, "a7") == "." and letter_at(after, "b7") == "w"
    assert after.counts() == (3, 3)


def test_suicide_is_refused():
    pocket = drawn(
        """
        W . P . . . .
        . C . . . . .
        . . . . . . .
        . . . K . . k
        . . . . . . .
        . . . . . . .
        . . . . . . .
        """,
        side="R",
    )
    # b7 is closed by a7, c7 and b6, and a7 still breathes through a6: no capture, no liberty
    assert pocket.why_illegal(act("Wb7")) == "Wb7 would leave a group of red's without an empty neighbour (suicide)"
    assert "Wb7" not in notation(pocket.legal_actions())
    with pytest.raises(IllegalMove):
        pocket.play(act("Wb7"))
    own_group = drawn(
        """
        . . . k . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        g . . . . . .
        K p . . . . .
        W . c . . . .
        """,
    )
    # blue's a1 wall and a2 king breathe only through b1; a wall there would join them
    # without a liberty, and it takes nothing (b2's パー breathes through b3 and c2)
    assert own_group.why_illegal(act("Wb1")) == "Wb1 would leave a group of blue's without an empty neighbour (suicide)"
    assert own_group.is_legal(act("Wc2"))


def test_steps_are_never_suicide_the_square_left_is_a_liberty():
    position = drawn(
        """
        . . . k . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        g . . . . . .
        . c . . . . .
        K G p . . . .
        """,
    )
    after = position.play(act("a1-a2"))  # the king steps into a pocket between red pieces
    assert after.outcome is None and letter_at(after, "a2") == "K"


# --------------------------------------------------------------------------- the try


def test_the_try_ends_the_game_at_once_mid_turn():
    position = drawn(
        """
        . . . . . . k
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        """,
    )
    on_6 = position.play(act("d5-d6"))
    assert on_6.outcome is None
    won = on_6.play(act("d6-d7"))
    assert won.outcome == Outcome(Side.BLUE, Ending.TRY) and won.steps_left == 1
    assert won.legal_actions() == [] and won.turn is Side.BLUE


def test_reds_try_is_on_rank_1_and_blues_own_rank_1_is_nothing():
    position = drawn(
        """
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . k . . .
        K . . . . . .
        """,
        side="R",
    )
    assert position.play(act("d2-d1")).outcome == Outcome(Side.RED, Ending.TRY)
    blue_home = drawn(
        """
        . . . . . . k
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . K . . . . .
        . . . . . . .
        """,
    )
    assert blue_home.play(act("b2-b1")).outcome is None


def test_only_the_king_makes_the_try():
    position = drawn(
        """
        . . . . . . k
        . . . G . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        K . . . . W .
        """,
    )
    assert run(position, "d6-d7").outcome is None


def test_taking_the_king_and_the_try_at_once_says_king_taken():
    position = drawn(
        """
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        w k . . . . .
        K . . . . . .
        """,
        side="R",
    )
    # red's king steps onto rank 1 (the try) and so fills the blue king's last liberty
    assert position.play(act("b2-b1")).outcome == Outcome(Side.RED, Ending.KING_TAKEN)


# --------------------------------------------------------------------------- ko

BEFORE_KO = """
    . . . k . . .
    . . . . . . .
    G C . . . . .
    . . . . . . .
    P . . . . . .
    . . . . . . .
    . . . K . . .
"""
"""Blue's a5 グー, b5 チョキ and a3 パー around a4: red's wall on a4 breathes through b4."""


def ko_position(blue_previous: str) -> JankenGoPosition:
    """Red to move, blue having ended its previous turn with ``blue_previous``."""
    return drawn(BEFORE_KO, side="R", blue_previous=blue_previous, red_previous="-", number=10)


def test_ko_refuses_an_end_that_restores_the_board_of_ones_previous_turn():
    position = run(ko_position(board_of(BEFORE_KO)), "Wa4 end")  # red places a wall, ends
    took = run(position, "b5-b4")  # blue surrounds it and captures it...
    assert letter_at(took, "a4") == "." and took.is_legal(END)
    back = took.play(act("b4-b5"))  # ...and steps back: the board is as blue left it
    assert back.board == back.previous[0]
    assert not back.is_legal(END) and END not in back.legal_actions()
    assert back.why_illegal(END) == "ko: the board would be as at the end of blue's previous turn"
    with pytest.raises(IllegalMove):
        back.play(END)
    moved_on = back.play(act("d1-d2"))  # the third step changes the board: End is allowed
    assert moved_on.is_legal(END)
    assert run(back, "b5-b4 end").turn is Side.RED


def test_the_board_may_pass_through_the_ko_state_mid_turn():
    position = run(ko_position(board_of(BEFORE_KO)), "Wa4 end b5-b4 b4-b5")
    assert position.board == position.previous[0] and position.legal_actions()  # it goes on


def test_no_ko_on_a_players_first_turn():
    position = run(ko_position("-"), "Wa4 end b5-b4 b4-b5")
    assert position.previous[0] is None and position.is_legal(END)


def test_ko_compares_colour_and_kind_of_every_square_but_not_walls_in_hand():
    position = run(ko_position(board_of(BEFORE_KO)), "Wa4 end b5-b4 b4-b5")
    other_kind = board_of(BEFORE_KO).replace("C", "P", 1)  # b5 a パー instead of a チョキ
    assert dataclasses.replace(position, previous=(JankenGoPosition.parse(
        f"{other_kind} 5/5 B").board, None)).is_legal(END)
    assert dataclasses.replace(position, walls=(0, 0)).why_illegal(END).startswith("ko")


def test_end_allowed_despite_ko_when_no_step_and_no_wall_is_left():
    board = board_of(BEFORE_KO)
    for walls, turn in (("0/5", "3"), ("5/5", "3w"), ("2/5", "3w")):
        position = drawn(BEFORE_KO, walls=walls, turn=turn, blue_previous=board)
        assert position.board == position.previous[0] and not position.can_act()
        assert position.legal_actions() == [END] and position.is_legal(END), (walls, turn)
    wall_left = drawn(BEFORE_KO, walls="1/5", turn="3", blue_previous=board)
    assert not wall_left.is_legal(END) and END not in wall_left.legal_actions()  # a wall may still go down


def test_ko_is_each_sides_own_previous_board():
    position = drawn(BEFORE_KO, blue_previous="-", red_previous=board_of(BEFORE_KO), turn="1")
    assert position.is_legal(END)  # red's board says nothing about blue's turn


def test_the_board_of_a_pass_is_the_previous_board_for_ko():
    stuck = drawn(STUCK, walls="0/0", number=20)
    passed = stuck.play(PASS)
    assert passed.previous == (stuck.board, None)


# --------------------------------------------------------------------------- passes

STUCK = """
    . . . . . W k
    . . . . . . W
    . . . . . . .
    . . . . . . .
    . . . . . . .
    w . . . . . .
    K w . . . . .
"""
"""Blue's king a1 and red's king g7 have no liberty: every action of either side would
leave its own king without one (a step of a wall frees the enemy king first), so neither
can act; walls in hand 0."""


def test_a_player_who_can_neither_step_nor_place_a_wall_passes():
    position = drawn(STUCK, walls="0/0", red_previous="-")
    assert not position.can_act() and position.must_pass()
    assert position.legal_actions() == [PASS] and position.is_legal(PASS)
    assert position.why_illegal(END) == "blue must step or place a wall before ending the turn"
    assert position.why_illegal(act("f7-e7")).endswith("(suicide)")
    passed = position.play(PASS)
    assert (passed.turn, passed.number, passed.passes, passed.outcome) == (Side.RED, 10, 1, None)


def test_two_passes_in_a_row_draw():
    once = drawn(STUCK, walls="0/0").play(PASS)
    assert once.legal_actions() == [PASS]
    twice = once.play(PASS)
    assert twice.outcome == Outcome(None, Ending.TWO_PASSES) and twice.winner() is None
    assert twice.legal_actions() == [] and twice.passes == 2


def test_a_pass_is_refused_when_an_action_is_possible():
    start = JankenGoPosition.initial()
    assert start.why_illegal(PASS) == "blue can step or place a wall, so it may not pass"
    assert start.play(act("d1-d2")).why_illegal(PASS) == "blue has acted this turn: it ends with 'end', not 'pass'"
    with pytest.raises(IllegalMove):
        start.play(PASS)


FREE = """
    . . . . . . k
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    w . . . . . .
    K w . . . . .
"""
"""Blue's lone king has no liberty, red's king is free."""


def test_after_a_pass_the_other_side_takes_the_breathless_king():
    position = drawn(FREE, walls="0/0")
    assert position.legal_actions() == [PASS]
    passed = position.play(PASS)
    assert passed.turn is Side.RED and passed.can_act()
    assert passed.play(act("g7-f7")).outcome == Outcome(Side.RED, Ending.KING_TAKEN)


def test_a_pass_then_a_turn_resets_the_passes():
    position = drawn(FREE, walls="0/0", side="R", passes="pass")
    after = run(position, "a2-a3 end")  # red frees blue's king's a2 instead
    assert after.passes == 0 and after.outcome is None and after.turn is Side.BLUE
    assert after.is_legal(act("a1-a2"))


def test_two_passes_need_both_sides_stuck():
    stuck_red = drawn(STUCK, walls="0/0", side="R")
    assert stuck_red.must_pass()  # red's own king has no liberty either: every red action is suicide


# --------------------------------------------------------------------------- 200 turns


def test_the_200th_turn_ending_without_a_winner_is_a_draw():
    position = JankenGoPosition.parse(str(JankenGoPosition.initial()).replace(" 1 -", " 199 -"))
    assert position.number == 199
    turn_200 = run(position, "d1-d2 end")
    assert turn_200.number == 200 and turn_200.outcome is None
    over = run(turn_200, "d7-d6 end")
    assert over.outcome == Outcome(None, Ending.TURNS) and over.number == 201 and over.legal_actions() == []


def test_a_win_during_the_200th_turn_stands():
    position = drawn(
        """
        . . . . . . k
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        """,
        number=200,
    )
    won = run(position, "d5-d6 d6-d7")
    assert won.outcome == Outcome(Side.BLUE, Ending.TRY) and won.number == 200


def test_two_passes_on_the_200th_turn_are_a_draw_for_two_passes():
    position = drawn(STUCK, walls="0/0", number=199)
    over = position.play(PASS).play(PASS)
    assert over.number == 201 and over.outcome == Outcome(None, Ending.TWO_PASSES)


# --------------------------------------------------------------------------- positions are values


def test_successors_agree_with_play():
    position = run(JankenGoPosition.initial(), "d1-d2 Wd4")
    for action, child in position.successors():
        assert position.play(action) == child
        assert position.is_legal(action)


# --------------------------------------------------------------------------- readings (see rules.py)


def test_suicide_is_checked_before_the_win_even_when_the_king_is_taken():
    """Only a set-up position can show it: blue's a1 wall has no liberty already, and
    taking red's king does not give it one, so the step is refused."""
    position = drawn(
        """
        . . . . . . .
        . . . . . . .
        . . . k . . .
        . . . G . . .
        . . . . . . .
        w . . . . . .
        W w . K . . .
        """
    )
    assert position.why_illegal(act("d4-d5")) == "d4-d5 would leave a group of blue's without an empty neighbour (suicide)"
    assert position.legal_actions() == [PASS]  # every action would leave a1 without a liberty


def test_every_enemy_group_is_looked_at_after_each_action():
    """Set up with red's a7 wall already without a liberty: any blue action captures it,
    here a step far away."""
    position = drawn(
        """
        w W . . . . .
        W . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . k
        . . . K . . .
        """
    )
    after = position.play(act("d1-d2"))
    assert letter_at(after, "a7") == "." and after.counts() == (3, 1)
