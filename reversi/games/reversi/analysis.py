"""Looking back at a Reversi game with a coach (``VARIANT.analyser``, see
``reversi.base.analysis``): the value of every move of a position, the final disc
difference for the side that plays it. The top level's search, scoring every move
(``LIMITS``), and with at most ``LIMITS.exact_empties`` (14) empty squares an exact
solve of every move instead.

>>> from reversi.games.reversi.position import Position, square_name
>>> late = Position.parse("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X")
>>> appraisal = analyser(late).run()                     # 8 empty squares: solved
>>> [(square_name(move), value) for move, value in appraisal.values], appraisal.exact
([('b8', 10.0), ('e8', 8.0), ('h4', 4.0), ('c8', 4.0)], True)
>>> opening = analyser(Position.initial())                # in slices, as a page would
>>> while not opening.step(seconds=0.02):
...     pass
>>> sorted(square_name(move) for move, _ in opening.appraisal.values), opening.appraisal.exact
(['c4', 'd3', 'e6', 'f5'], False)

Where the side to move must pass, its one action is ``PASS`` (an entry of the record),
worth what the other side's best move is worth to it, negated.

>>> passing = analyser(Position.replay("d3c3e6d2d1e1b2c1")).run()
>>> [move for move, _ in passing.values]
[PASS]
"""

from __future__ import annotations

from ...base.analysis import Appraisal, Appraising, Complete
from ...base.bitboard import legal_moves
from ...base.search import Limits, Result
from ...base.sides import square_name
from ...base.variant import BeyondSolver, solution_line
from .endgame import MOST_EMPTIES, Solver, _ordered_children
from .endgame import solve as endgame_solve
from .players import EVALUATIONS, LEVELS
from .position import PASS, Position
from .search import Evaluation, Search

LIMITS = Limits(nodes=15_000, exact_empties=14, all_moves=True, pruning=True)
"""The top level's search within a node budget (15,000 nodes, with its ProbCut; 14 empty
squares solved exactly) scoring every move (about 5 plies deep): every move of every
position of a game gets its value whatever the machine, and the same on any machine
(りゅう itself thinks to a time budget, which would not). The exact solve has no node
limit (about 0.5 s at 14 empty squares in CPython, every move)."""

EVALUATION = EVALUATIONS[LEVELS[-1].evaluation]
"""The top level's evaluation (the pattern tables)."""


class AllMoves(Complete, Search):
    """``Search`` scoring every move (``limits.all_moves``) and, within
    ``limits.exact_empties``, solving every move exactly, each with the whole window (one
    ``Solver`` and its table for all)."""

    def __init__(self, position: Position, limits=LIMITS, evaluation: Evaluation = EVALUATION):
        super().__init__(position, limits, evaluation)
        if 64 - (position.own | position.opp).bit_count() <= limits.exact_empties:
            self._node_limit = None

    def _think(self, own: int, opp: int, moves: list[int], exact: bool):
        if not exact:
            return (yield from super()._think(own, opp, moves, exact))
        solver = Solver(evaluation=self._midgame.weights)
        solver.pause_at = self._midgame.pause_at  # this slice's end
        self._engine = solver
        scored = []
        for _, square, _, _ in _ordered_children(own, opp, legal_moves(own, opp), -1):
            yield from solver.root(own, opp, [square])
            scored.append((square, float(solver.best_score)))
        scored.sort(key=lambda pair: -pair[1])
        empties = 64 - (own | opp).bit_count()
        self.result = Result(scored[0][0], scored[0][1], empties, True, self.nodes, tuple(scored))


def analyser(position: Position, played=None) -> Appraising:
    """The appraisal of the actions of ``position`` (``PASS`` where it must pass), in
    slices: every action, ``played`` among them."""
    if position.is_game_over():
        return Appraising.known(Appraisal((), exact=True))
    if position.must_pass():
        return Appraising.forced(AllMoves(position.pass_turn()), PASS, -1)
    return Appraising(AllMoves(position))


def solve(position: Position) -> str:
    """The exact best move of ``position`` and the final disc difference (``endgame``, its
    moves ordered with the top level's evaluation), up to ``endgame.MOST_EMPTIES`` empty
    squares."""
    if not position.is_game_over():
        BeyondSolver.check_empties(64 - (position.own | position.opp).bit_count(), MOST_EMPTIES, "Reversi")
    solution = endgame_solve(position, EVALUATION)
    if solution.move is not None:
        return solution_line(square_name(solution.move), str(solution.score))
    return solution_line(None if position.is_game_over() else "pass", str(solution.score))
