"""The くにとり rules, one line of ``shared/rules/kunitori.md`` at a time, on positions
small enough to check by eye.

Boards are written in the engine's text form: rank 1 first, ranks separated by ``/``,
uppercase white, lowercase brown, ``*`` after the face-up piece (see ``rules``).
Expectations are worked out by hand from the rules file.
"""

from __future__ import annotations

import random

import pytest

from reversi.games.kunitori import rules
from reversi.games.kunitori.actions import PASS, Give, Place, parse_action
from reversi.games.kunitori.errors import IllegalMove
from reversi.games.kunitori.pieces import KINDS, Kind, Piece, Side, parse_square, reach, square_name
from reversi.games.kunitori.rules import Decision, KunitoriPosition

from .helpers import board, names, notation, placed_squares, random_actions, sq

ALL = {"a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"}


# --------------------------------------------------------------------------- board, players, pieces


def test_squares_are_files_a_to_c_and_ranks_1_to_3_from_whites_side():
    assert [parse_square(name) for name in ("a1", "b1", "c1", "a2", "b2", "c3")] == [0, 1, 2, 3, 4, 8]
    assert [square_name(square) for square in range(9)] == ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"]


def test_white_moves_first_and_each_side_holds_one_piece_of_every_kind():
    start = KunitoriPosition.initial()
    assert start.turn is Side.WHITE and start.passes == 0 and start.face_up is None
    assert [kind.letter for kind in start.hand(Side.WHITE)] == list("KRBGSNLP")
    assert start.hand(Side.BROWN) == start.hand(Side.WHITE)
    assert "".join(kind.kanji for kind in KINDS) == "王飛角金銀桂香歩"
    assert start.received == ((), ()) and start.counts() == (0, 0)
    assert all(start.piece_at(square) is None for square in range(9))
    assert not start.is_game_over()


def test_a_piece_on_the_board_is_face_up_or_face_down_and_keeps_its_owner():
    position = board("K--/-g*-/---", "w", "R", "r")
    assert position.piece_at(sq("a1")) == Piece(Side.WHITE, Kind.KING)
    assert position.piece_at(sq("b2")) == Piece(Side.BROWN, Kind.GOLD)
    assert position.is_face_up(sq("b2")) and not position.is_face_up(sq("a1"))


# --------------------------------------------------------------------------- reach

# (side, kind, square) -> the squares reached, worked out by hand; forward is toward the
# opponent: up the ranks for white, down for brown.
REACH = {
    ("w", "K", "b2"): ALL - {"b2"},
    ("w", "K", "a1"): {"b1", "a2", "b2"},
    ("b", "K", "c3"): {"b3", "c2", "b2"},
    ("w", "G", "b2"): {"a3", "b3", "c3", "a2", "c2", "b1"},
    ("b", "G", "b2"): {"a1", "b1", "c1", "a2", "c2", "b3"},
    ("w", "G", "a1"): {"a2", "b2", "b1"},
    ("w", "G", "c3"): {"b3", "c2"},
    ("b", "G", "a1"): {"b1", "a2"},
    ("w", "S", "b2"): {"a3", "b3", "c3", "a1", "c1"},
    ("b", "S", "b2"): {"a1", "b1", "c1", "a3", "c3"},
    ("w", "S", "a3"): {"b2"},
    ("b", "S", "a1"): {"b2"},
    ("w", "R", "b2"): {"b1", "b3", "a2", "c2"},
    ("b", "R", "a1"): {"b1", "c1", "a2", "a3"},
    ("w", "B", "b2"): {"a1", "c1", "a3", "c3"},
    ("b", "B", "a1"): {"b2", "c3"},
    ("w", "B", "b1"): {"a2", "c2"},
    ("w", "L", "b1"): {"b2", "b3"},
    ("w", "L", "a2"): {"a3"},
    ("w", "L", "c3"): set(),
    ("b", "L", "b3"): {"b2", "b1"},
    ("b", "L", "c1"): set(),
    ("w", "N", "a1"): {"b3"},
    ("w", "N", "b1"): {"a3", "c3"},
    ("w", "N", "c1"): {"b3"},
    ("w", "N", "b2"): set(),
    ("w", "N", "a3"): set(),
    ("b", "N", "b3"): {"a1", "c1"},
    ("b", "N", "a3"): {"b1"},
    ("b", "N", "b2"): set(),
    ("b", "N", "b1"): set(),
    ("w", "P", "b2"): {"b3"},
    ("w", "P", "a1"): {"a2"},
    ("w", "P", "c3"): set(),
    ("b", "P", "b2"): {"b1"},
    ("b", "P", "c1"): set(),
}
SIDES = {"w": Side.WHITE, "b": Side.BROWN}


@pytest.mark.parametrize("side, letter, square", sorted(REACH))
def test_reach_of_each_piece_for_both_sides(side, letter, square):
    assert names(reach(SIDES[side], Kind.parse(letter), sq(square))) == REACH[side, letter, square]


@pytest.mark.parametrize("side, letter, square", sorted(key for key, found in REACH.items() if found))
def test_the_opponent_places_exactly_where_the_face_up_piece_reaches(side, letter, square):
    """Restriction 1 end to end: the opponent holds a 王 (it stands anywhere)."""
    cells = ["-"] * 9
    cells[sq(square)] = (letter if side == "w" else letter.lower()) + "*"
    text = "/".join("".join(cells[r * 3 : r * 3 + 3]) for r in range(3))
    mover = "b" if side == "w" else "w"
    position = board(text, mover, "K" if mover == "w" else "-", "K" if mover == "b" else "-")
    assert placed_squares(position, "K") == REACH[side, letter, square]


def test_forward_is_toward_the_opponent():
    for square in ("a1", "b2", "c2"):
        up = names(reach(Side.WHITE, Kind.PAWN, sq(square)))
        down = names(reach(Side.BROWN, Kind.PAWN, sq(square)))
        assert up == {square[0] + str(int(square[1]) + 1)}
        assert down == ({square[0] + str(int(square[1]) - 1)} if square[1] != "1" else set())


def test_a_piece_never_reaches_its_own_square_nor_off_the_board():
    for side in Side:
        for kind in KINDS:
            for square in range(9):
                found = reach(side, kind, square)
                assert not found >> square & 1 and 0 <= found < 1 << 9


def test_nothing_blocks_a_line():
    # white's face-up 飛 on a1, face-down pieces on b1 and a2 in its lines
    position = board("R*k-/K--/---", "b", "-", "G")
    assert placed_squares(position, "G") == {"b1", "c1", "a2", "a3"}
    lance = board("---/-K-/-l*-", "w", "G", "-")  # brown's 香 on b3 looks down through b2 to b1
    assert placed_squares(lance, "G") == {"b2", "b1"}
    bishop = board("B*--/-k-/---", "b", "-", "K")
    assert placed_squares(bishop, "K") == {"b2", "c3"}


def test_a_knight_reaches_something_only_from_its_owners_home_rank():
    start = KunitoriPosition.initial()
    assert placed_squares(start, "N") == {"a1", "b1", "c1"}
    brown = KunitoriPosition.initial().play(parse_action("Kb2"))
    assert placed_squares(brown, "N") == {"a3", "b3", "c3"}


def test_lance_and_pawn_never_stand_on_their_last_rank():
    start = KunitoriPosition.initial()
    assert placed_squares(start, "L") == placed_squares(start, "P") == ALL - {"a3", "b3", "c3"}
    brown = start.play(parse_action("Kb2"))
    assert placed_squares(brown, "L") == placed_squares(brown, "P") == {"a2", "c2", "a3", "b3", "c3"}


# --------------------------------------------------------------------------- a turn


def test_a_piece_is_placed_on_an_empty_or_face_down_square():
    # white's 金 on b2 reaches a3 b3 c3 a2 c2 and b1, which holds brown's own face-down 王
    position = board("-k-/-G*-/---", "b", "-", "R")
    assert placed_squares(position, "R") == {"a3", "b3", "c3", "a2", "c2", "b1"}


def test_placing_on_a_face_down_piece_removes_it_from_the_game():
    position = board("K--/g*--/---", "w", "R", "s")
    after = position.play(parse_action("Ra1"))  # brown's 金 on a2 reaches a1: white's own 王 leaves
    assert after.piece_at(sq("a1")) == Piece(Side.WHITE, Kind.ROOK) and after.counts() == (1, 1)
    again = after.play(parse_action("Sa2"))  # white's 飛 reaches a2: brown's own 金 leaves
    assert again.piece_at(sq("a2")) == Piece(Side.BROWN, Kind.SILVER) and again.counts() == (1, 1)
    assert again.received == ((), ()) and again.hands == ((), ())  # counted for nobody
    taken = KunitoriPosition.replay("Kb2 Ga1 Sb1 Ka2 Ra1")  # white's 飛 over brown's 金
    assert taken.counts() == (3, 1) and taken.received == ((), ())


def test_never_on_the_face_up_piece():
    position = KunitoriPosition.initial().play(parse_action("Kb2"))
    assert "b2" not in placed_squares(position, "K")
    assert not position.is_legal(parse_action("Kb2"))
    assert position.why_illegal(parse_action("Kb2")) == "b2 holds the face-up piece"
    # after a pass the face-up piece is the mover's own, and still out of bounds
    own = board("---/-K*-/---", "w", "G", "-", last="pass")
    assert placed_squares(own, "G") == ALL - {"b2"}


def test_restriction_1_the_square_must_be_in_the_reach_of_the_opponents_face_up_piece():
    position = KunitoriPosition.initial().play(parse_action("Pb2"))  # white's 歩 reaches b3 only
    assert {str(a)[1:] for a in position.legal_actions()} == {"b3"}
    assert position.why_illegal(parse_action("Ka1")) == "white's face-up P on b2 does not reach a1"
    with pytest.raises(IllegalMove):
        position.play(parse_action("Ka1"))


def test_restriction_1_does_not_apply_on_whites_first_move():
    start = KunitoriPosition.initial()
    assert {a.square for a in start.legal_actions()} == set(range(9))
    assert len(start.legal_actions()) == 60  # 5 kinds x 9 + 桂 3 + 香 6 + 歩 6


def test_restriction_1_does_not_apply_right_after_the_opponent_passed_or_gave():
    # brown gave just before: white's own face-up 歩 on b2 does not restrict white
    after_give = board("---/-P*-/---", "w", "K", "n", last="pass", white_received="s")
    assert placed_squares(after_give, "K") == ALL - {"b2"}
    # the same board with brown's 歩 just placed restricts white to its reach
    after_place = board("---/-p*-/---", "w", "K", "n")
    assert placed_squares(after_place, "K") == {"b1"}


def test_restriction_1_only_against_the_opponents_face_up_piece():
    # no face-up piece at all (a set-up position): nothing restricts
    assert placed_squares(board("k--/---/--K", "w", "G", "g"), "G") == ALL
    # restriction 2 still applies on those moves
    assert placed_squares(board("---/-P*-/---", "w", "N", "-", last="pass"), "N") == {"a1", "b1", "c1"}


def test_restriction_2_the_placed_piece_must_reach_a_square():
    # brown's 銀 on a1 reaches only b2: white's 桂 there would reach nothing
    position = board("s*--/---/---", "w", "NK", "g")
    assert notation(position.legal_actions()) == ["Kb2"]
    assert position.why_illegal(parse_action("Nb2")) == "a N on b2 would reach no square"


def test_restriction_2_counts_the_square_of_the_piece_that_was_face_up():
    # brown's 王 on b3 is face-up and reaches a2 b2 c2 a3 c3; white's 歩 on b2 reaches only b3,
    # the 王's own square, which is face-down once the 歩 stands: it will do
    position = board("---/---/-k*-", "w", "P", "g")
    assert placed_squares(position, "P") == {"a2", "b2", "c2"}


def test_restriction_2_is_geometric_even_when_the_opponents_hand_is_empty():
    position = board("---/---/---", "w", "PN", "-")
    assert placed_squares(position, "P") == {"a1", "b1", "c1", "a2", "b2", "c2"}
    assert placed_squares(position, "N") == {"a1", "b1", "c1"}


def test_after_placing_only_the_newest_piece_is_face_up():
    position = KunitoriPosition.replay("Kb2 Ka1 Gb1")
    assert position.face_up == sq("b1")
    assert position.board_string() == "kG*-/-K-/---"
    assert [position.is_face_up(square) for square in (sq("a1"), sq("b2"), sq("b1"))] == [False, False, True]


def test_a_player_who_cannot_place_gives_a_piece():
    # brown's 歩 on b3 reaches b2 only, where white's 桂 reaches nothing
    position = board("---/---/-p*-", "w", "N", "k")
    assert position.must_give() and not position.must_pass()
    assert position.legal_actions() == [Give(Kind.KNIGHT)]
    # the same with a 香 as well: it stands on b2 (it reaches b3), so white places it
    assert notation(board("---/---/-p*-", "w", "NL", "k").legal_actions()) == ["Lb2"]


def test_each_distinct_kind_in_hand_is_one_give():
    # set up by hand: brown's 香 face-up on b1 reaches nothing, so white cannot place at all
    position = board("-l*-/---/---", "w", "KNNP", "k")
    assert notation(position.legal_actions()) == ["giveK", "giveN", "giveP"]  # 桂 桂: one choice


def test_a_give_hands_the_piece_to_the_opponent_and_passes():
    position = board("---/---/-p*-", "w", "NN", "kg")
    after = position.play(Give(Kind.KNIGHT))
    assert after.hand(Side.WHITE) == (Kind.KNIGHT,)
    assert after.received_by(Side.BROWN) == (Kind.KNIGHT,) and after.received_by(Side.WHITE) == ()
    assert after.turn is Side.BROWN and after.passes == 1
    assert after.board == position.board and after.face_up == position.face_up  # nothing turns over
    assert after.score().received == (0, 1) and after.score().points == (0, 3)  # rank 3, file b, +1
    # the receiver never places it: brown's hand is still its own two pieces
    assert after.hand(Side.BROWN) == (Kind.KING, Kind.GOLD)


def test_a_player_gives_even_when_the_opponents_hand_is_empty():
    assert board("---/---/-p*-", "w", "N", "-").legal_actions() == [Give(Kind.KNIGHT)]


def test_a_player_with_an_empty_hand_passes():
    position = board("---/-K*-/---", "b", "G", "-")
    assert position.must_pass() and not position.must_give()
    assert position.legal_actions() == [PASS]
    after = position.play(PASS)
    assert after.turn is Side.WHITE and after.passes == 1 and after.board == position.board
    assert placed_squares(after, "G") == ALL - {"b2"}  # no restriction after a pass
    assert position.why_illegal(Give(Kind.GOLD)) == "brown has no G in hand"
    holding = KunitoriPosition.initial()
    assert not holding.is_legal(PASS) and holding.why_illegal(PASS) == "white holds pieces: it must place one"
    with pytest.raises(IllegalMove):
        holding.play(PASS)


def test_a_give_is_only_for_a_player_who_cannot_place():
    start = KunitoriPosition.initial()
    assert not start.is_legal(Give(Kind.PAWN))
    assert start.why_illegal(Give(Kind.PAWN)) == "white can place a piece, so it may not give one"
    stuck = board("---/---/-p*-", "w", "N", "k")
    assert stuck.why_illegal(PASS) == "white holds pieces: it must give one"


# --------------------------------------------------------------------------- end and score


def test_the_game_ends_at_once_when_both_hands_are_empty():
    position = board("K--/-g*-/---", "w", "R", "-")
    end = position.play(parse_action("Ra2"))
    assert end.is_game_over() and end.legal_actions() == [] and end.passes == 0
    assert not end.must_pass() and not end.must_give()
    assert end.why_illegal(PASS) == "the game is already over"
    with pytest.raises(IllegalMove):
        end.play(PASS)


def test_the_game_ends_after_two_passes_in_a_row_a_give_being_a_pass():
    # white cannot place its 桂 (brown's 歩 on b3 reaches b2 only): it gives; brown's hand
    # is empty: it passes; two passes in a row end the game with white's 香 still in hand
    position = board("---/---/-p*-", "w", "NN", "-")
    gave = position.play(Give(Kind.KNIGHT))
    assert not gave.is_game_over() and gave.legal_actions() == [PASS]
    over = gave.play(PASS)
    assert over.is_game_over() and over.passes == 2 and over.hand(Side.WHITE) == (Kind.KNIGHT,)
    assert over.legal_actions() == []
    assert str(over).endswith(" pass-pass")


def test_a_pass_then_a_placement_does_not_end_the_game():
    position = board("---/-K*-/---", "b", "GS", "-")
    after = position.play(PASS).play(parse_action("Ga1"))
    assert not after.is_game_over() and after.passes == 0 and after.legal_actions() == [PASS]


def test_every_game_from_the_start_lasts_exactly_16_placements_and_gives():
    for seed in range(200):
        actions = random_actions(seed)
        assert len(actions) == 16 and PASS not in actions, seed
        end = KunitoriPosition.replay(actions)
        assert end.is_game_over() and end.hands == ((), ()) and end.passes < 2


def test_six_lines_one_point_each_to_the_side_with_more_pieces():
    # the seed's example (1): white wins the middle and right columns and rank 3, brown rank 2
    example = board("---/g--/KRB")
    score = example.score()
    assert score.lines == (("3", "b", "c"), ("2",)) and score.points == (3, 1)
    assert score.winner is Side.WHITE and score.decided_by is Decision.POINTS and example.winner() is Side.WHITE


def test_equal_counts_in_a_line_give_no_point():
    score = board("Kr-/---/---").score()  # rank 1: one each; files a and b: one each
    assert score.lines == (("a",), ("b",)) and score.points == (1, 1)


def test_a_received_piece_is_a_point_for_its_receiver():
    score = board("K--/---/---", white_received="-", brown_received="NL").score()
    assert score.lines == (("1", "a"), ()) and score.received == (0, 2) and score.points == (2, 2)
    assert score.winner is Side.BROWN and score.decided_by is Decision.PIECES  # 0 pieces against 1


def test_equal_points_the_side_with_fewer_pieces_on_the_board_wins():
    # the seed's example (2): 2 points each, white 5 pieces, brown 3: brown wins
    example = board("-Kk/rGs/BSN")
    score = example.score()
    assert score.lines == (("3", "b"), ("2", "c")) and score.points == (2, 2) and score.pieces == (5, 3)
    assert score.winner is Side.BROWN and score.decided_by is Decision.PIECES


def test_equal_points_and_equal_pieces_is_a_draw():
    score = board("K--/---/--r").score()
    assert score.points == (2, 2) and score.pieces == (1, 1)
    assert score.winner is None and score.decided_by is Decision.DRAW
    empty = board("---/---/---").score()
    assert empty.points == (0, 0) and empty.winner is None and empty.decided_by is Decision.DRAW


def test_score_can_be_asked_before_the_end():
    position = KunitoriPosition.replay("Kb2 Ka1 Gb1")  # white 王 b2, 金 b1; brown 王 a1
    assert not position.is_game_over()
    score = position.score()
    assert score.lines == (("2", "b"), ("a",)) and score.points == (2, 1) and score.winner is Side.WHITE


def test_a_whole_game_scores_what_the_board_shows():
    end = KunitoriPosition.replay("Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2 Kb3 Ga2 Sa3 Pa2 Ga3 Sa2 Pa3 giveN Nb3")
    score = end.score()
    assert end.board_string() == "L--/S-B/pn*-"
    assert score.lines == (("1", "2", "a", "c"), ("3", "b")) and score.received == (0, 1)
    assert score.points == (4, 3) and score.pieces == (3, 2) and end.winner() is Side.WHITE


# --------------------------------------------------------------------------- the play function


def test_play_returns_new_positions_and_never_changes_the_old_one():
    start = KunitoriPosition.initial()
    text = str(start)
    after = start.play(parse_action("Gb2"))
    assert str(start) == text and after is not start
    assert after.hand(Side.WHITE) == tuple(kind for kind in KINDS if kind is not Kind.GOLD)
    assert after.turn is Side.BROWN and after.passes == 0 and after.face_up == sq("b2")


def test_an_action_of_a_kind_not_in_hand_is_refused():
    position = KunitoriPosition.replay("Kb2 Ka1")
    assert position.why_illegal(parse_action("Kc3")) == "white has no K in hand"
    assert position.why_illegal(Place(Kind.KING, 0)) == "white has no K in hand"


def test_the_legal_actions_come_by_kind_then_square():
    start = KunitoriPosition.initial()
    actions = start.legal_actions()
    keys = [(action.kind.index, action.square) for action in actions]
    assert keys == sorted(keys)


def test_a_random_game_never_offers_an_illegal_action():
    rng = random.Random(5)
    for _ in range(30):
        position = KunitoriPosition.initial()
        while not position.is_game_over():
            legal = position.legal_actions()
            for action in legal:
                assert position.is_legal(action)
            kind = rng.choice(KINDS)
            square = rng.randrange(9)
            if Place(kind, square) not in legal:
                assert not position.is_legal(Place(kind, square))
                with pytest.raises(IllegalMove):
                    position.play(Place(kind, square))
            position = position.play(rng.choice(legal))


def test_the_node_matches_the_position():
    position = board("K--/-g*-/---", "w", "RP", "s", white_received="k")
    side, own, opp, up, targets, hand, opp_hand, received, passes = position.node
    assert (side, names(own), names(opp), names(up)) == (0, {"a1"}, {"b2"}, {"b2"})
    assert names(targets) == {"a1", "b1", "c1", "a2", "c2", "b3"}  # brown's 金 points down
    assert rules.hand_size(hand) == 2 and rules.hand_size(opp_hand) == 1 and received == 1 and passes == 0
