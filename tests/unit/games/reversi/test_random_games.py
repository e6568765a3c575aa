"""The engine against ``reference`` over thousands of seeded random games and boards.

Random play alone rarely wipes a side out, so in a third of the games one side mostly
plays the move that flips most and the other the move that flips least, which ends many
games early and forces passes.
A failure names the seed and the moves so far: replay them with ``Position.replay``.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from reversi.base import bitboard
from reversi.base.sides import Color, IllegalMove
from reversi.games.reversi.position import Position, format_transcript

from . import reference as ref
from .helpers import FULL, random_cells, to_position

# About 10 s on one core of a 2-core machine: every ply of every game compares everything,
# and every kind of end is met (2000 games until make test had to fit in 15 minutes).
# RANDOM_GAMES=20000 (say) for a longer soak run.
GAMES = int(os.environ.get("RANDOM_GAMES", "1000"))
CHUNKS = 4


def bits(squares) -> int:
    return sum(1 << s for s in squares)


class Where:
    """Names a game and its moves in a failure message (formatted only on failure)."""

    def __init__(self, seed: int, moves: list[int]):
        self.seed, self.moves = seed, moves

    def __str__(self) -> str:
        return f"seed {self.seed} after '{format_transcript(self.moves)}'"


_BLACK_DIGITS = str.maketrans({ref.BLACK: "1", ref.WHITE: "0", ref.EMPTY: "0"})
_WHITE_DIGITS = str.maketrans({ref.BLACK: "0", ref.WHITE: "1", ref.EMPTY: "0"})
_TURNS = {ref.BLACK: Color.BLACK, ref.WHITE: Color.WHITE}


def masks(cells: list[str]) -> tuple[int, int]:
    """(black, white) bitboards of reference cells, cell 0 being the lowest bit (fast)."""
    text = "".join(reversed(cells))
    return int(text.translate(_BLACK_DIGITS), 2), int(text.translate(_WHITE_DIGITS), 2)


def compare(position: Position, cells: list[str], side: str, where: Where) -> dict[int, set[int]]:
    """Assert that the engine position and the reference state agree on everything the
    rules decide; return the reference's legal moves with their flips."""
    assert (position.black, position.white, position.turn) == (*masks(cells), _TURNS[side]), where
    options = ref.all_flips(cells, side)
    assert position.legal_squares() == sorted(options), where
    own, opp = position.own, position.opp
    for square, turned in options.items():
        assert bitboard.flips(own, opp, square) == bits(turned), f"{where} {ref.name(square)}"
    # (ref.must_pass / ref.game_over, without scanning the board for ``side`` again)
    other_can_move = ref.has_move(cells, ref.other(side))
    assert position.must_pass() == (not options and other_can_move), where
    assert position.is_game_over() == (not options and not other_can_move), where
    assert position.counts() == ref.counts(cells), where
    return options


def play_game(seed: int, stats: Counter) -> None:
    rng = random.Random(seed)
    # every third game: one side mostly takes the most discs, the other the fewest
    bias = {ref.BLACK: 0, ref.WHITE: 0}
    if seed % 3 == 2:
        bias = {ref.BLACK: 1, ref.WHITE: -1} if seed % 2 else {ref.BLACK: -1, ref.WHITE: 1}
    cells, side = ref.start()
    position = Position.initial()
    moves: list[int] = []
    where = Where(seed, moves)  # sees the moves as they are appended
    while True:
        options = compare(position, cells, side, where)
        if not options:
            if position.is_game_over():  # == ref.game_over, checked by compare()
                break
            # a forced pass: nothing else is allowed, the pass hands the turn over
            stats["passes"] += 1
            square = rng.randrange(64)
            with pytest.raises(IllegalMove):
                position.play(square)
            position = position.pass_turn()
            cells, side = ref.pass_turn(cells, side)
            continue
        if rng.random() < 0.05:  # now and then: passing with a move in hand is refused
            with pytest.raises(IllegalMove):
                position.pass_turn()
            illegal = [s for s in range(64) if s not in options]
            with pytest.raises(IllegalMove):
                position.play(rng.choice(illegal))
        if bias[side] and rng.random() < 0.8:
            square = max(sorted(options), key=lambda s: bias[side] * len(options[s]))
        else:
            square = rng.choice(sorted(options))
        lines = ref.flip_lines(cells, side, square)
        assert position.flips(square) == bits(options[square]), f"{where} {ref.name(square)}"
        assert position.flip_lines(square) == tuple(tuple(line) for line in lines), f"{where} {ref.name(square)}"
        position = position.play(square)
        cells, side = ref.play(cells, side, square)
        moves.append(square)

    black, white = ref.counts(cells)
    expected = {ref.BLACK: Color.BLACK, ref.WHITE: Color.WHITE, None: None}[ref.winner(cells)]
    assert position.winner() is expected, f"seed {seed}: {format_transcript(moves)}"
    assert Position.replay(format_transcript(moves)) == position, f"seed {seed}"
    stats["games"] += 1
    stats["full" if black + white == 64 else "early end"] += 1
    stats["wipe-out" if black == 0 or white == 0 else "both left"] += 1
    stats["draw" if black == white else "black wins" if black > white else "white wins"] += 1


@pytest.fixture(scope="module")
def game_stats() -> Counter:
    return Counter()


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_match_reference(chunk, game_stats):
    for seed in range(chunk * GAMES // CHUNKS, (chunk + 1) * GAMES // CHUNKS):
        play_game(seed, game_stats)


def test_random_games_covered_every_ending(game_stats):
    """Runs after the chunks above (same module, file order): the games did reach every
    kind of decision the comparison is meant to check."""
    if game_stats["games"] != GAMES:
        pytest.skip("needs the whole set of random games in the same run")
    for kind in ("passes", "full", "early end", "wipe-out", "both left", "draw", "black wins", "white wins"):
        assert game_stats[kind] >= max(1, GAMES // 500), (kind, game_stats)


# --------------------------------------------------------------------------- arbitrary boards


def test_random_boards_match_reference():
    """Boards of any density, reachable or not, stress long runs and every edge."""
    rng = random.Random(20240601)
    for number in range(2000):
        cells = random_cells(rng)
        for side in (ref.BLACK, ref.WHITE):
            position = to_position(cells, side)
            where = f"board {number}: {ref.to_text(cells, side)}"
            options = ref.all_flips(cells, side)
            assert position.legal_mask() == bits(options), where
            assert position.legal_mask() & (position.black | position.white) == 0
            for square in range(64):
                expected = bits(options.get(square, ()))
                assert position.flips(square) == expected, f"{where} {ref.name(square)}"
                if square in options:
                    assert bitboard.flips(position.own, position.opp, square) == expected, where
                    union = 0
                    for line in position.flip_lines(square):
                        union |= bits(line)
                    assert union == expected
            assert position.must_pass() == ref.must_pass(cells, side), where
            assert position.is_game_over() == ref.game_over(cells, side), where


def test_squares_lists_set_bits_in_order():
    rng = random.Random(7)
    assert bitboard.squares(0) == []
    assert bitboard.squares(FULL) == list(range(64))
    for _ in range(200):
        value = rng.getrandbits(64)
        assert bitboard.squares(value) == [i for i in range(64) if value >> i & 1]


# --------------------------------------------------------------------------- Lanes


def one_board_moves(cells: list[str], side: str) -> tuple[int, int, int]:
    position = to_position(cells, side)
    return position.own, position.opp, bitboard.legal_moves(position.own, position.opp)


@pytest.mark.parametrize("count", [1, 2, 3, 7, 16, 33, 64])
def test_lanes_match_one_board_at_a_time(count):
    rng = random.Random(count)
    lanes = bitboard.Lanes(count)
    for _ in range(30):
        boards = []
        for _ in range(count):
            kind = rng.random()
            if kind < 0.15:  # some lanes without any move: empty own side or a full board
                cells = [rng.choice((ref.BLACK, ref.WHITE)) for _ in range(64)]
            elif kind < 0.25:
                cells = [ref.WHITE if c != ref.EMPTY else c for c in random_cells(rng)]
            else:
                cells = random_cells(rng)
            boards.append(one_board_moves(cells, rng.choice((ref.BLACK, ref.WHITE))))
        own = lanes.pack([b[0] for b in boards])
        opp = lanes.pack([b[1] for b in boards])
        packed = bitboard.legal_moves(own, opp, lanes.edges, lanes.board)
        assert packed & ~lanes.board == 0, "bits outside the lanes"
        for i, (_, _, single) in enumerate(boards):
            assert packed >> (bitboard.Lanes.WIDTH * i) & FULL == single, f"lane {i} of {count}"
        assert lanes.count_empty(packed) == sum(1 for b in boards if b[2] == 0)


def test_lanes_count_empty_on_extreme_values():
    lanes = bitboard.Lanes(4)
    assert lanes.count_empty(0) == 4
    assert lanes.count_empty(lanes.board) == 0
    assert lanes.count_empty(lanes.pack([1, 0, 1 << 63, 0])) == 2
    assert lanes.count_empty(lanes.pack([FULL, FULL, 0, FULL])) == 1
    assert lanes.count_empty(lanes.pack([0, 0, 0, 1])) == 3
    assert bitboard.Lanes(0).count_empty(0) == 0


def test_lanes_layout():
    lanes = bitboard.Lanes(3)
    assert lanes.pack([1, 2, 3]) == 1 | 2 << 96 | 3 << 192
    assert lanes.board == FULL | FULL << 96 | FULL << 192
    assert lanes.edges == bitboard.NOT_EDGE_COLUMNS * (1 | 1 << 96 | 1 << 192)
    # one call on the start position packed with its colour-swapped twin
    start = Position.initial()
    own = lanes.pack([start.black, start.white, 0])
    opp = lanes.pack([start.white, start.black, 0])
    moves = bitboard.legal_moves(own, opp, lanes.edges, lanes.board)
    assert moves & FULL == start.legal_mask()
    assert moves >> 96 & FULL == Position(start.black, start.white, Color.WHITE).legal_mask()
    assert moves >> 192 == 0
    assert lanes.count_empty(moves) == 1
