"""Exact endgame solving: the final disc difference under perfect play.

A score is the side to move's discs minus the opponent's when the game ends, the
empty squares going to the winner (the FFO convention), so it is always even.

>>> from reversi.games.reversi.position import Position, square_name
>>> position = Position.parse("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X")
>>> solution = solve(position)                    # 8 empty squares, black to move
>>> square_name(solution.move), solution.score
('b8', 10)

``solve`` blocks until it is done. ``Solver`` is the machinery underneath: its search is
a generator that pauses (yields) whenever ``nodes`` reaches ``pause_at``, so a caller
(``search.Search``) can run it in slices and stop it at any pause.

How it is fast enough in Python:

* above ``SHALLOW`` empties: a transposition table, the table's move first, then the
  other moves fastest-first (fewest replies for the opponent, corners counted twice),
  all children's replies computed by one ``legal_moves`` call (see ``bitboard.Lanes``),
  from ``ORDERING_EMPTIES`` on with an evaluation's opinion of each child too (when the
  solver is given one); a child the table already proves good enough ends the node
  at once (enhanced transposition cutoff); principal variation search with null windows;
* at ``SHALLOW`` empties or fewer: no move generation at all, just ``flips`` on each
  empty square, squares of odd regions (quadrants) first, no table; the last two
  empty squares have their own code;
* at every node from 5 empty squares on, when the window asks for a high score, the
  opponent's stable discs (``bitboard.stable_discs``) bound it: a score is at most 64
  less twice their number, which often ends the node before any move is tried.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ...base.bitboard import FULL, Lanes, flips, legal_moves, squares, stable_discs
from .position import Position

Evaluation = Callable[[list[tuple[int, int]]], list[int]]
"""How a search values positions: ``(own, opp)`` pairs (at most 60) to their scores in
centidiscs, each for its side to move (``evaluation.evaluate_all`` or
``patterns.evaluate_all``)."""

SHALLOW = 6
"""At most this many empty squares: plain recursion, parity order, no table."""

MOST_EMPTIES = 20
"""The most empty squares the command line's ``solve`` takes (``VARIANT.solve``): in
CPython 20 take from seconds to several minutes, each one more about 3 times as long."""

ORDERING_EMPTIES = 11
"""From this many empty squares on, a solver given an evaluation orders the moves by it
too: the child's evaluation (for the opponent: lowest first) plus ``REPLY_WEIGHT`` discs
for each reply the opponent would have (a corner counting twice). Below, the replies
alone (the evaluation would cost more than it saves). At 18 empty squares of the test
games, with the pattern evaluation: 12.2 million nodes for ten solves instead of 17.4."""

REPLY_WEIGHT = 8
"""In the ordering with an evaluation, a reply of the opponent weighs this many discs."""

TABLE_LIMIT = 200_000
"""The table is emptied when it holds this many positions (bounds memory)."""

_CORNERS = 0x8100000000000081
_WIDTH = Lanes.WIDTH
_LANES = [Lanes(count) for count in range(61)]  # one lane per move: at most 60
_QUADRANT = [1 << ((square >= 32) * 2 + (square & 7 >= 4)) for square in range(64)]

# Static preference among empty squares at shallow depths: corners first, the squares
# next to a corner last.
_PREFERENCE = (
    0, 6, 1, 2, 2, 1, 6, 0,
    6, 7, 5, 4, 4, 5, 7, 6,
    1, 5, 3, 3, 3, 3, 5, 1,
    2, 4, 3, 8, 8, 3, 4, 2,
    2, 4, 3, 8, 8, 3, 4, 2,
    1, 5, 3, 3, 3, 3, 5, 1,
    6, 7, 5, 4, 4, 5, 7, 6,
    0, 6, 1, 2, 2, 1, 6, 0,
)  # fmt: skip
_WORST = -65  # below any score
# By empty squares: the lowest alpha at which the stable discs are counted (Edax's
# thresholds: below, the bound would seldom reach alpha).
_STABILITY_ALPHA = (
    99, 99, 99, 99, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40,
    42, 44, 46, 48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62,
) + (64,) * 25  # fmt: skip


@dataclass(frozen=True)
class Solution:
    """``move`` is a best square (None when the side to move must pass or the game is
    over); ``score`` the final disc difference for the side to move under perfect play;
    ``nodes`` the work it took (not compared)."""

    move: int | None
    score: int
    nodes: int = field(default=0, compare=False)


def final_score(own: int, opp: int) -> int:
    """The disc difference of a finished game for ``own``, empty squares to the winner.

    >>> final_score(0xFF, 0xF00)           # 8 discs to 4, 52 empty squares to the winner
    56
    """
    mine, theirs = own.bit_count(), opp.bit_count()
    if mine > theirs:
        return 64 - 2 * theirs
    if mine < theirs:
        return 2 * mine - 64
    return 0


def solve(position: Position, evaluation: Evaluation | None = None, alpha: int = -64, beta: int = 64) -> Solution:
    """A best move and the exact final score of ``position`` (blocks until done), the
    moves ordered with ``evaluation`` where there are many (see ``ORDERING_EMPTIES``).
    Within a narrower window the score is exact only inside it, else a bound, as for
    ``Solver.root``: ``alpha=-1, beta=1`` asks only whether the side to move wins (the
    score then at least 1, with a winning move), draws (0) or loses (at most -1).

    >>> from reversi.games.reversi.position import Position
    >>> position = Position.parse("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X")
    >>> solve(position, alpha=-1, beta=1).score >= 1      # black wins (by 10)
    True

    Practical up to about 20 empty squares in CPython.
    """
    solver = Solver(evaluation=evaluation)
    own, opp = position.own, position.opp
    if not legal_moves(own, opp):
        if not legal_moves(opp, own):
            return Solution(None, final_score(own, opp))
        passed = solve(position.pass_turn(), evaluation, -beta, -alpha)
        return Solution(None, -passed.score, passed.nodes)
    moves = [child[1] for child in _ordered_children(own, opp, legal_moves(own, opp), -1)]
    for _ in solver.root(own, opp, moves, alpha, beta):
        pass
    return Solution(solver.best_move, solver.best_score, solver.nodes)


class Solver:
    """Exact alpha-beta search that counts its nodes and pauses at ``pause_at`` nodes.

    ``root`` is a generator: each ``next()`` runs until the node count has reached
    ``pause_at`` (set it before resuming; it is never reached by default) or the search
    ends. It pauses only at nodes with more than ``SHALLOW`` empty squares, so it may
    overshoot by one shallow subtree (at most a few thousand nodes). Meanwhile
    ``best_move`` and ``best_score`` hold the best root move proved so far. A ``table``
    given is used and filled (its entries are exact bounds: it may serve move after move);
    an ``evaluation`` given helps order the moves (``ORDERING_EMPTIES``), never the scores.

    >>> from reversi.games.reversi.position import Position, square_name
    >>> position = Position.parse("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X")
    >>> solver = Solver()
    >>> steps = solver.root(position.own, position.opp, position.legal_squares())
    >>> solver.pause_at = 5                  # pause once past 5 nodes ...
    >>> next(steps)
    >>> solver.nodes >= 5
    True
    >>> solver.pause_at = float("inf")       # ... then run to the end
    >>> sum(1 for _ in steps), square_name(solver.best_move), solver.best_score
    (0, 'b8', 10)
    """

    def __init__(self, table: dict | None = None, evaluation: Evaluation | None = None) -> None:
        self.evaluation = evaluation
        self.nodes = 0
        self.pause_at = float("inf")
        self.table: dict[tuple[int, int], tuple[int, int, int]] = {} if table is None else table
        self.best_move: int | None = None
        self.best_score = _WORST

    # -- root -------------------------------------------------------------------------

    def root(self, own: int, opp: int, moves: list[int], alpha: int = -64, beta: int = 64):
        """Search the root ``moves`` in the given order (best guess first) within
        ``(alpha, beta)``; generator, see the class. ``moves`` must be legal and not empty.

        When it returns, ``best_score`` is exact if it lies strictly inside the window,
        an upper bound if <= alpha, a lower bound if >= beta (scores never leave
        [-64, 64], so the default window always gives the exact score)."""
        empties = 64 - (own | opp).bit_count()
        self.best_move, self.best_score = moves[0], _WORST
        for index, square in enumerate(moves):
            flipped = flips(own, opp, square)
            child_own, child_opp = opp & ~flipped, own | flipped | 1 << square
            if index == 0:
                score = -(yield from self._child(child_own, child_opp, -beta, -alpha, empties - 1))
            else:
                score = -(yield from self._child(child_own, child_opp, -alpha - 1, -alpha, empties - 1))
                if alpha < score < beta:
                    score = -(yield from self._child(child_own, child_opp, -beta, -score, empties - 1))
            if score > self.best_score:
                self.best_move, self.best_score = square, score
                if score > alpha:
                    alpha = score
                    if score >= beta:
                        return

    def _child(self, own: int, opp: int, alpha: int, beta: int, empties: int):
        """Any node below the root, whatever its depth (generator)."""
        if empties > SHALLOW:
            return (yield from self._deep(own, opp, alpha, beta, empties))
        holes = sorted(squares(~(own | opp) & FULL), key=_PREFERENCE.__getitem__)
        if empties <= 2:
            if empties == 2:
                return self._last2(own, opp, alpha, beta, holes[0], holes[1])
            return self._last1(own, opp, holes[0]) if empties else final_score(own, opp)
        parity = 0
        for square in holes:
            parity ^= _QUADRANT[square]
        return self._shallow(own, opp, alpha, beta, holes, parity)

    # -- deep: table and fastest-first --------------------------------------------------

    def _deep(self, own: int, opp: int, alpha: int, beta: int, empties: int):
        self.nodes += 1
        if self.nodes >= self.pause_at:
            yield
        table = self.table
        key = (own, opp)
        entry = table.get(key)
        hint = -1
        if entry is not None:
            lower, upper, hint = entry
            if lower >= beta:
                return lower
            if upper <= alpha:
                return upper
            if lower > alpha:
                alpha = lower
            if upper < beta:
                beta = upper
        if alpha >= _STABILITY_ALPHA[empties]:
            upper = 64 - 2 * stable_discs(opp, own | opp).bit_count()
            if upper <= alpha:
                return upper
        moves = legal_moves(own, opp)
        if not moves:
            if not legal_moves(opp, own):
                return final_score(own, opp)
            return -(yield from self._deep(opp, own, -beta, -alpha, empties))

        children = _ordered_children(own, opp, moves, hint, self.evaluation if empties >= ORDERING_EMPTIES else None)
        child_empties = empties - 1
        if child_empties > SHALLOW:
            for _, _, child_own, child_opp in children:  # a child already proved enough
                found = table.get((child_own, child_opp))
                if found is not None and -found[1] >= beta:
                    return -found[1]
        if child_empties <= SHALLOW:
            holes = sorted(squares(~(own | opp) & FULL), key=_PREFERENCE.__getitem__)
            parity = 0
            for square in holes:
                parity ^= _QUADRANT[square]
        start_alpha = alpha
        best, best_move = _WORST, -1
        for _, square, child_own, child_opp in children:
            if child_empties > SHALLOW:
                if best == _WORST:
                    score = -(yield from self._deep(child_own, child_opp, -beta, -alpha, child_empties))
                else:
                    score = -(yield from self._deep(child_own, child_opp, -alpha - 1, -alpha, child_empties))
                    if alpha < score < beta:
                        score = -(yield from self._deep(child_own, child_opp, -beta, -score, child_empties))
            else:
                rest = [hole for hole in holes if hole != square]
                score = -self._shallow(child_own, child_opp, -beta, -alpha, rest, parity ^ _QUADRANT[square])
            if score > best:
                best, best_move = score, square
                if score > alpha:
                    if score >= beta:
                        break
                    alpha = score
        if len(table) >= TABLE_LIMIT:
            table.clear()
        table[key] = (
            best if best > start_alpha else -64,
            best if best < beta else 64,
            best_move,
        )
        return best

    # -- shallow: parity order, no table ------------------------------------------------

    def _shallow(self, own: int, opp: int, alpha: int, beta: int, holes: list[int], parity: int) -> int:
        """``holes`` are the empty squares (more than 2), ``parity`` has the bit of each
        quadrant holding an odd number of them."""
        self.nodes += 1
        if len(holes) > 4 and alpha >= _STABILITY_ALPHA[len(holes)]:
            upper = 64 - 2 * stable_discs(opp, own | opp).bit_count()
            if upper <= alpha:
                return upper
        best = _WORST
        last_two = len(holes) == 3
        for odd in (True, False):
            for square in holes:
                if (parity & _QUADRANT[square] != 0) is not odd:
                    continue
                flipped = flips(own, opp, square)
                if not flipped:
                    continue
                rest = [hole for hole in holes if hole != square]
                child_own, child_opp = opp & ~flipped, own | flipped | 1 << square
                if last_two:
                    score = -self._last2(child_own, child_opp, -beta, -alpha, rest[0], rest[1])
                else:
                    score = -self._shallow(child_own, child_opp, -beta, -alpha, rest, parity ^ _QUADRANT[square])
                if score > best:
                    best = score
                    if score > alpha:
                        if score >= beta:
                            return score
                        alpha = score
        if best != _WORST:
            return best
        for square in holes:
            if flips(opp, own, square):
                return -self._shallow(opp, own, -beta, -alpha, holes, parity)
        return final_score(own, opp)

    def _last2(self, own: int, opp: int, alpha: int, beta: int, first: int, second: int) -> int:
        self.nodes += 1
        best = _WORST
        flipped = flips(own, opp, first)
        if flipped:
            best = -self._last1(opp & ~flipped, own | flipped | 1 << first, second)
            if best >= beta:
                return best
        flipped = flips(own, opp, second)
        if flipped:
            score = -self._last1(opp & ~flipped, own | flipped | 1 << second, first)
            if score > best:
                best = score
        if best != _WORST:
            return best
        # pass: the opponent plays, scores stay from our side
        worst = -_WORST
        flipped = flips(opp, own, first)
        if flipped:
            worst = self._last1(own & ~flipped, opp | flipped | 1 << first, second)
            if worst <= alpha:
                return worst
        flipped = flips(opp, own, second)
        if flipped:
            score = self._last1(own & ~flipped, opp | flipped | 1 << second, first)
            if score < worst:
                worst = score
        if worst != -_WORST:
            return worst
        return final_score(own, opp)

    def _last1(self, own: int, opp: int, square: int) -> int:
        """The score when only ``square`` is empty: whoever can plays it."""
        self.nodes += 1
        flipped = flips(own, opp, square)
        if flipped:
            return 2 * (own.bit_count() + flipped.bit_count()) - 62
        flipped = flips(opp, own, square)
        if flipped:
            return 62 - 2 * (opp.bit_count() + flipped.bit_count())
        return final_score(own, opp)


def _ordered_children(
    own: int, opp: int, moves: int, hint: int, evaluation: Evaluation | None = None
) -> list[tuple[int, int, int, int]]:
    """``(key, square, child own, child opp)`` for each move, the ``hint`` square first,
    then fewest opponent replies first (a corner reply counting twice), or with an
    ``evaluation`` the lowest child's value plus ``REPLY_WEIGHT`` discs a reply; the
    child's boards are from the opponent's side, who moves next."""
    children = []
    packed_own = packed_opp = shift = 0
    while moves:
        bit = moves & -moves
        moves ^= bit
        square = bit.bit_length() - 1
        flipped = flips(own, opp, square)
        child_own, child_opp = opp & ~flipped, own | flipped | bit
        children.append([0, square, child_own, child_opp])
        packed_own |= child_own << shift
        packed_opp |= child_opp << shift
        shift += _WIDTH
    if len(children) > 1:
        lanes = _LANES[len(children)]
        replies = legal_moves(packed_own, packed_opp, lanes.edges, lanes.board)
        for child in children:
            lane = replies & FULL
            replies >>= _WIDTH
            child[0] = lane.bit_count() + (lane & _CORNERS).bit_count() - 99 * (child[1] == hint)
        if evaluation is not None:  # (the hint keeps its lead)
            values = evaluation([(child[2], child[3]) for child in children])
            for child, value in zip(children, values):
                child[0] = value // 100 + REPLY_WEIGHT * child[0]
        children.sort()
    return children
