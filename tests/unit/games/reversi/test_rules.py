"""The rules of standard Othello on hand-made positions.

Boards are drawn row 1 (top) to row 8, columns a..h left to right, ``X`` black, ``O``
white, ``-`` empty; ``board(rows, side)`` reads them with the engine's parser. Square
names are turned into indices by the tests themselves (``row * 8 + column``).
"""

from __future__ import annotations

import pytest

from reversi.base import bitboard
from reversi.base.sides import Color, IllegalMove
from reversi.games.reversi.position import Position

from . import reference as ref
from .helpers import FULL, MIXED, PASS_START, STAR, board, mask, names, sq, to_cells, to_position

EMPTY_ROWS = "-" * 64


def legal_names(position: Position) -> list[str]:
    return [ref.name(s) for s in position.legal_squares()]


def line_names(position: Position, square: str) -> list[list[str]]:
    return [[ref.name(s) for s in line] for line in position.flip_lines(sq(square))]


def assert_matches_reference(position: Position) -> None:
    """Legal moves and flips of both sides agree with the plain implementation."""
    cells, side = to_cells(position)
    expected = ref.all_flips(cells, side)
    assert position.legal_squares() == sorted(expected), str(position)
    for square in range(64):
        assert names(position.flips(square)) == {ref.name(s) for s in expected.get(square, ())}, (
            f"{position} {ref.name(square)}"
        )


# --------------------------------------------------------------------------- coordinates


def test_square_indices_are_row_times_8_plus_column():
    assert Position.initial().SIZE == 8
    start = Position.initial()
    # a1 is bit 0 (top left), h1 bit 7, a2 bit 8, h8 bit 63.
    assert start.piece_at(27) is Color.WHITE  # d4 = row 3 * 8 + column 3
    assert start.piece_at(28) is Color.BLACK  # e4
    assert start.piece_at(35) is Color.BLACK  # d5
    assert start.piece_at(36) is Color.WHITE  # e5
    assert (sq("a1"), sq("h1"), sq("a2"), sq("h8"), sq("d3")) == (0, 7, 8, 63, 19)


def test_initial_position():
    start = Position.initial()
    assert start == board(
        """
        - - - - - - - -
        - - - - - - - -
        - - - - - - - -
        - - - O X - - -
        - - - X O - - -
        - - - - - - - -
        - - - - - - - -
        - - - - - - - -
        """,
        "X",
    )
    assert start.turn is Color.BLACK
    assert start.black == mask("d5", "e4") and start.white == mask("d4", "e5")
    assert start.counts() == (2, 2)
    assert start.count(Color.BLACK) == 2 and start.count(Color.WHITE) == 2
    assert [start.piece_at(i) for i in range(64)].count(None) == 60
    assert legal_names(start) == ["d3", "c4", "f5", "e6"]
    assert not start.must_pass() and not start.is_game_over()
    assert start.own == start.black and start.opp == start.white


def test_black_moves_first_and_turns_alternate():
    start = Position.initial()
    after = start.play(sq("f5"))
    assert after.turn is Color.WHITE
    assert after.own == after.white and after.opp == after.black
    assert after.play(sq("d6")).turn is Color.BLACK
    assert Color.BLACK.opponent is Color.WHITE and Color.WHITE.opponent is Color.BLACK


def test_initial_moves_flip_one_disc_each():
    start = Position.initial()
    assert {ref.name(s): names(start.flips(s)) for s in start.legal_squares()} == {
        "d3": {"d4"},
        "c4": {"d4"},
        "f5": {"e5"},
        "e6": {"e5"},
    }
    after = start.play(sq("f5"))
    assert after == board(
        """
        - - - - - - - -
        - - - - - - - -
        - - - - - - - -
        - - - O X - - -
        - - - X X X - -
        - - - - - - - -
        - - - - - - - -
        - - - - - - - -
        """,
        "O",
    )
    assert start.counts() == (2, 2), "positions are immutable"


# --------------------------------------------------------------------------- one direction at a time

DIRECTION_NAMES = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]


def one_line(direction: int, length: int, mover: str) -> tuple[Position, int, list[int]]:
    """A board where ``mover`` can play exactly one square, flipping a run of ``length``
    opponent discs in one direction, closed by one of its own discs."""
    d_row, d_column = ref.DIRECTIONS[direction]
    row = 7 if d_row < 0 else 0 if d_row > 0 else 3
    column = 7 if d_column < 0 else 0 if d_column > 0 else 3
    cells = [ref.EMPTY] * 64
    run = [(row + k * d_row) * 8 + column + k * d_column for k in range(1, length + 1)]
    for square in run:
        cells[square] = ref.other(mover)
    cells[(row + (length + 1) * d_row) * 8 + column + (length + 1) * d_column] = mover
    return to_position(cells, mover), row * 8 + column, run


@pytest.mark.parametrize("mover", ["X", "O"])
@pytest.mark.parametrize("length", range(1, 7))
@pytest.mark.parametrize("direction", range(8), ids=DIRECTION_NAMES)
def test_each_direction_alone_with_runs_up_to_six(direction, length, mover):
    position, move, run = one_line(direction, length, mover)
    assert position.legal_squares() == [move], str(position)
    assert position.is_legal(move)
    assert position.flips(move) == sum(1 << s for s in run)
    assert position.flip_lines(move) == (tuple(run),)
    after = position.play(move)
    cells, side = to_cells(after)
    assert side == ref.other(mover)
    assert [i for i, cell in enumerate(cells) if cell == mover] == sorted(run + [move, run[-1] + run[0] - move])
    assert after.count(position.turn) == length + 2 and after.count(position.turn.opponent) == 0


def test_bitboard_directions_are_clockwise_from_north():
    assert bitboard.DIRECTIONS == ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
    assert list(bitboard.DIRECTIONS) == ref.DIRECTIONS


# --------------------------------------------------------------------------- several directions


def test_all_eight_directions_flip_at_once():
    position = board(STAR, "X")
    assert position.is_legal(sq("d4"))
    assert names(position.flips(sq("d4"))) == {
        "d3", "d2", "e3", "f2", "e4", "f4", "g4", "e5", "d5", "d6", "c5", "c4", "b4", "c3", "b2",
    }
    assert line_names(position, "d4") == [
        ["d3", "d2"],  # N
        ["e3", "f2"],  # NE
        ["e4", "f4", "g4"],  # E
        ["e5"],  # SE
        ["d5", "d6"],  # S
        ["c5"],  # SW
        ["c4", "b4"],  # W
        ["c3", "b2"],  # NW
    ]
    after = position.play(sq("d4"))
    assert after.counts() == (24, 0)
    assert after.is_game_over() and after.winner() is Color.BLACK


def test_only_closed_lines_flip():
    """Black on d5: N has a gap (d3 empty), NE runs off the board, E starts with an own
    disc, SW is empty, W runs off the board; only SE, S and NW are closed."""
    position = board(MIXED, "X")
    assert line_names(position, "d5") == [["e6", "f7"], ["d6"], ["c4"]]
    assert names(position.flips(sq("d5"))) == {"e6", "f7", "d6", "c4"}
    after = position.play(sq("d5"))
    assert after == board(
        """
        - - - - - - - O
        - - - X - - O -
        - X - - - O - -
        - - X O O - - -
        O O O X X - - -
        - - - X X - - -
        - - - X - X - -
        - - - - - - X -
        """,
        "O",
    )
    assert_matches_reference(position)


def test_flip_lines_union_equals_flips():
    for rows in (STAR, MIXED):
        for side in "XO":
            position = board(rows, side)
            for square in range(64):
                union = 0
                for line in position.flip_lines(square):
                    for s in line:
                        assert not union >> s & 1, "a square appears in two lines"
                        union |= 1 << s
                assert union == position.flips(square)


def test_flip_lines_of_an_illegal_square_is_empty():
    start = Position.initial()
    assert start.flip_lines(sq("a1")) == ()
    assert start.flip_lines(sq("d4")) == ()


# --------------------------------------------------------------------------- what does not flip


def test_no_flip_across_an_empty_square():
    position = board("- O - O X - - -" + EMPTY_ROWS[8:], "X")
    assert not position.is_legal(sq("a1"))
    assert position.flips(sq("a1")) == 0
    # c1 is legal through d1 only: b1 (then a1 empty) is not outflanked.
    assert legal_names(position) == ["c1"]
    assert names(position.flips(sq("c1"))) == {"d1"}


def test_no_flip_beyond_the_nearest_own_disc():
    position = board("- O X O X - - -" + EMPTY_ROWS[8:], "X")
    assert names(position.flips(sq("a1"))) == {"b1"}
    after = position.play(sq("a1"))
    assert after.board_string()[:8] == "XXXOX---"


def test_own_disc_next_to_the_square_closes_nothing():
    position = board("- X O X - - - -" + EMPTY_ROWS[8:], "X")
    assert not position.is_legal(sq("a1"))
    assert legal_names(position) == []


def test_run_ending_on_the_board_edge_is_not_closed():
    position = board(
        """
        - - O O O O O O
        - - - - - - - -
        O - - - - - - -
        O - - - - - - -
        - - - - - - - -
        - - - - - - - X
        - - - - - - - O
        - - - - - - - O
        """,
        "X",
    )
    for square in ("b1", "a2", "a5", "h5"):
        assert not position.is_legal(sq(square)), square
    assert legal_names(position) == []


def test_a_move_that_flips_nothing_is_illegal():
    start = Position.initial()
    for square in ("c3", "f6", "e3", "a1", "c5"):  # c3 touches d4 diagonally, c5 touches d5 (own)
        assert not start.is_legal(sq(square))
        assert start.flips(sq(square)) == 0
        with pytest.raises(IllegalMove):
            start.play(sq(square))


def test_occupied_squares_are_illegal_even_if_they_would_outflank():
    # c1 and e1 hold black discs; if they were empty, each would outflank white (b1; f1 g1).
    position = board("X O X - X O O X" + EMPTY_ROWS[8:], "X")
    for square in ("a1", "b1", "c1", "e1", "f1", "h1"):
        assert not position.is_legal(sq(square))
        assert position.flips(sq(square)) == 0
        assert position.flip_lines(sq(square)) == ()
        with pytest.raises(IllegalMove):
            position.play(sq(square))
    assert legal_names(position) == []  # d1, the one empty square of row 1, has own discs on both sides
    start = Position.initial()
    for square in ("d4", "e4", "d5", "e5"):
        assert not start.is_legal(sq(square))
        with pytest.raises(IllegalMove):
            start.play(sq(square))


def test_squares_off_the_board_are_illegal():
    start = Position.initial()
    for square in (-1, 64, 100):
        assert not start.is_legal(square)
        assert start.flips(square) == 0
        with pytest.raises(IllegalMove):
            start.play(square)


# --------------------------------------------------------------------------- edges: no wrap-around

# (what, the square tried, its white discs, its black discs): in bit order the white discs
# and then the black one follow the square by a constant step (+-1, +-7, +-9), but on the
# board the line leaves an edge, so nothing is outflanked and black has no move at all.
WRAPS = [
    ("east off h1 onto row 2", "h1", ["a2"], ["b2"]),
    ("west off a2 onto row 1", "a2", ["h1"], ["g1"]),
    ("east run f1-h1 onto a2", "e1", ["f1", "g1", "h1"], ["a2"]),
    ("west run c2-a2 onto h1", "d2", ["c2", "b2", "a2"], ["h1"]),
    ("east off h4 onto a5", "h4", ["a5", "b5"], ["c5"]),
    ("west off a5 onto h4", "a5", ["h4", "g4"], ["f4"]),
    ("south-east off h1 onto a3", "h1", ["a3"], ["b4"]),
    ("south-east run g2-h3 onto a5", "f1", ["g2", "h3"], ["a5"]),
    ("south-west off a2 onto h2", "a2", ["h2"], ["g3"]),
    ("south-west off a1 onto h1", "a1", ["h1"], ["g2"]),
    ("north-east off h3 onto a3", "h3", ["a3"], ["b2"]),
    ("north-east off h8 onto a8", "h8", ["a8"], ["b7"]),
    ("north-west off a4 onto h2", "a4", ["h2"], ["g1"]),
    ("north-west off a8 onto h6", "a8", ["h6"], ["g5"]),
    ("west off a8 onto h7", "a8", ["h7"], ["g7"]),
    ("east off h7 onto a8", "h7", ["a8"], ["b8"]),
    ("east off h8 past the last bit", "g8", ["h8"], []),
    ("south off a8 past the last bit", "a7", ["a8"], []),
    ("north off a1 below bit 0", "a2", ["a1"], []),
    ("west off a1 below bit 0", "b1", ["a1"], []),
]


@pytest.mark.parametrize("what, square, white, black", WRAPS, ids=[w[0] for w in WRAPS])
def test_lines_do_not_wrap_around_edges(what, square, white, black):
    cells = [ref.EMPTY] * 64
    for name in white:
        cells[sq(name)] = ref.WHITE
    for name in black:
        cells[sq(name)] = ref.BLACK
    if not black:  # something black far away, so that black has discs at all
        cells[sq("d4")] = ref.BLACK
    position = to_position(cells, ref.BLACK)
    assert not position.is_legal(sq(square)), f"{what}: {position}"
    assert position.flips(sq(square)) == 0
    assert legal_names(position) == []
    assert_matches_reference(position)


@pytest.mark.parametrize("own, opp", [
    (mask("a6"), mask("a7", "a8")),  # south run onto the bottom edge
    (mask("f8"), mask("g8", "h8")),  # east run into the corner
    (mask("f6"), mask("g7", "h8")),  # south-east run into the corner
    (mask("h6"), mask("h7", "h8")),
    (mask("a3"), mask("a2", "a1")),  # north run onto the top edge
    (mask("c1"), mask("b1", "a1")),
    (mask("c3"), mask("b2", "a1")),
])
def test_moves_are_never_off_the_board(own, opp):
    moves = bitboard.legal_moves(own, opp)
    assert moves == moves & FULL
    assert moves == 0


LINE_STEPS = {1: (0, 1), -1: (0, -1), 8: (1, 0), -8: (-1, 0), 9: (1, 1), -9: (-1, -1), 7: (1, -1), -7: (-1, 1)}


def test_every_bit_line_from_every_square():
    """Every square, every bit step, every run length 1..6: the run outflanks only when
    the bit line is also a line on the board (no step crosses an edge)."""
    checked = legal = 0
    for square in range(64):
        row, column = divmod(square, 8)
        for step, (d_row, d_column) in LINE_STEPS.items():
            for length in range(1, 7):
                line = [square + k * step for k in range(1, length + 2)]
                if not all(0 <= s < 64 for s in line):
                    continue
                on_board = all(
                    0 <= row + k * d_row < 8 and 0 <= column + k * d_column < 8 for k in range(1, length + 2)
                )
                cells = [ref.EMPTY] * 64
                for s in line[:-1]:
                    cells[s] = ref.WHITE
                cells[line[-1]] = ref.BLACK
                position = to_position(cells, ref.BLACK)
                assert position.is_legal(square) is on_board, f"{ref.name(square)} step {step} length {length}"
                assert bitboard.legal_moves(position.black, position.white) == sum(
                    1 << s for s in ref.legal_moves(cells, ref.BLACK)
                ), position
                if on_board:
                    assert position.flips(square) == sum(1 << s for s in line[:-1])
                    legal += 1
                checked += 1
    # Lines of 2..7 steps that stay on the board: 4 * 8 * 21 along rows and columns plus
    # 4 * 91 along diagonals = 1036; the other 686 bit lines cross an edge.
    assert (checked, legal) == (1722, 1036)


# --------------------------------------------------------------------------- passing

MUST_PASS = "OX" + "-" * 62  # black cannot outflank a1; white plays c1


def test_forced_pass():
    position = Position.parse(MUST_PASS + " X")
    assert position.legal_squares() == [] and position.legal_mask() == 0
    assert position.must_pass()
    assert not position.is_game_over()
    passed = position.pass_turn()
    assert passed.turn is Color.WHITE
    assert (passed.black, passed.white) == (position.black, position.white)
    assert legal_names(passed) == ["c1"]
    assert not passed.must_pass()
    for square in range(64):
        with pytest.raises(IllegalMove):
            position.play(square)


def test_pass_is_illegal_with_a_move_available():
    with pytest.raises(IllegalMove):
        Position.initial().pass_turn()
    with pytest.raises(IllegalMove):
        Position.parse(MUST_PASS + " O").pass_turn()


def test_pass_is_illegal_when_the_game_is_over():
    over = Position.parse("X" + "-" * 62 + "O X")
    assert over.is_game_over() and not over.must_pass()
    with pytest.raises(IllegalMove):
        over.pass_turn()


def test_pass_after_a_move_in_a_real_position():
    """After black c1, white has nothing (b1 flipped, b3 is stuck against the edge)
    while black can still take b3: white must pass."""
    position = PASS_START
    after = position.play(sq("c1"))
    assert after.turn is Color.WHITE and after.must_pass()
    back = after.pass_turn()
    assert legal_names(back) == ["c3"]
    end = back.play(sq("c3"))
    assert end.is_game_over() and end.counts() == (6, 0) and end.winner() is Color.BLACK


# --------------------------------------------------------------------------- end of the game


def test_game_over_when_one_side_is_wiped_out():
    position = board(
        """
        - - - - - - - -
        - - - - - - - -
        - - - X X X - -
        - - - X X X - -
        - - - - - - - -
        - - - - - - - -
        - - - - - - - -
        - - - - - - - -
        """,
        "O",
    )
    for side in (Color.BLACK, Color.WHITE):
        p = Position(position.black, position.white, side)
        assert p.is_game_over() and not p.must_pass() and p.legal_squares() == []
        assert p.winner() is Color.BLACK
        assert p.counts() == (6, 0)


def test_game_over_with_both_colours_left_and_empty_squares():
    stuck = board(
        """
        X - O - - - - -
        - - - - - - - -
        - - - - - - - -
        - - - - - - - -
        - - - - - - - -
        - - - - - - - -
        - - - - - - - -
        - - - - - - - O
        """,
        "X",
    )
    assert stuck.is_game_over()
    assert stuck.counts() == (1, 2)
    assert stuck.winner() is Color.WHITE  # discs as they stand: empty squares go to nobody
    assert board("X" + "-" * 62 + "O", "O").winner() is None


def test_real_game_ending_in_a_wipe_out_before_the_board_is_full():
    position = Position.replay("c4c3c2b2a2c5c6d6e6f6g7")
    assert position.is_game_over()
    assert position.counts() == (15, 0)
    assert position.winner() is Color.BLACK
    assert 64 - sum(position.counts()) == 49
    # every earlier position of the same game was still open
    steps = list(Position.replay_steps("c4c3c2b2a2c5c6d6e6f6g7"))
    assert [p.is_game_over() for p in steps] == [False] * 10 + [True]


@pytest.mark.parametrize("black, winner", [(32, None), (33, Color.BLACK), (31, Color.WHITE), (64, Color.BLACK), (0, Color.WHITE)])
def test_full_board_ends_the_game(black, winner):
    position = Position.parse("X" * black + "O" * (64 - black) + " X")
    assert position.is_game_over()
    assert not position.must_pass()
    assert position.legal_squares() == []
    assert position.counts() == (black, 64 - black)
    assert position.winner() is winner


def test_full_board_real_game():
    transcript = (
        "d3e3f2c5f4f3f5c3c2g3h3e2b5b6c4d2f1a5g4g2a7c6a6b3c1h5a3c7h4g6"
        "g5e6e7a8b7f6d1d6h7a2g1e1a4b4g7h6b2d8f8b1d7c8f7h2a1g8b8e8h1h8"
    )
    position = Position.replay(transcript)
    assert sum(position.counts()) == 64
    assert position.is_game_over()
    assert position.counts() == ref.counts(ref.replay([transcript[i:i + 2] for i in range(0, 120, 2)])[0])
    assert position.counts() == (39, 25) and position.winner() is Color.BLACK


def test_winner_counts_discs_not_turns():
    position = board("X X X - O" + "-" * 59, "O")
    assert position.is_game_over()
    assert position.winner() is Color.BLACK
    assert position.counts() == (3, 1)
