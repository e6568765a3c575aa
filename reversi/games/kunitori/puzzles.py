"""くにとり's puzzles (``reversi.play.puzzles``; ``puzzles.bin`` beside this module holds
them, ``tools/make_puzzles.py`` makes it): ``win-in-1``, ``win-in-3`` and ``win-in-5``,
a position with that many actions left in the game (every placement and give is one),
where the side to move wins with one action only. The search's exact solve
(``search.Negamax`` to the end, every action scored) proves every line: at each of the
child's actions, every action that keeps the win; at each of the other side's, its best
defence (the solver's first); each wrong action is refuted by the solver's best line to
the end.

>>> from .rules import KunitoriPosition
>>> late = KunitoriPosition.parse("-S-/B*P-/Gkn b - g - - -")   # brown's last piece
>>> proof = prove(late, "win-in-1")
>>> [[str(action) for action in line] for line in proof.lines], proof.refutations
([['Gb1']], ())
>>> sorted(hint(late, proof.lines[0][0]))
[1]
>>> five = KunitoriPosition.replay("Gc3 Sc2 Nc1 Bb3 Sa2 Gb3 Ka3 La2 Ra1 Ra3 Ba2")
>>> prove(five, "win-in-5").lines, [str(action) for action in prove(five, "win-in-5").refutations[0][1]]
((), ['Lb2', 'Nb3', 'Pc1', 'Pc2'])
"""

from __future__ import annotations

from ...base.proof import Proof
from .rules import KunitoriPosition, code_action, expand, hand_size

GOALS = ("win-in-1", "win-in-3", "win-in-5")
"""The goals of くにとり's puzzles (keys of ``PUZZLE_GOALS`` in ``texts``)."""


def actions_left(position: KunitoriPosition) -> int:
    """The actions left in the game: the pieces in both hands."""
    node = position.node
    return hand_size(node[5]) + hand_size(node[6])


class _Solver:
    """The exact scores of every action of a position (hundredths of a point for the side
    to move), best first, by one ``search.Negamax`` whose table serves the whole proof."""

    def __init__(self):
        from .search import Negamax

        self.engine = Negamax(solid=True)

    def scores(self, position: KunitoriPosition) -> list[tuple[object, int]]:
        from .search import EXACT

        children = [(code_action(code), child) for code, child in expand(position.node)]
        steps = self.engine.scores(children, EXACT, True)
        try:
            while True:
                next(steps)
        except StopIteration as stop:
            scored, _ = stop.value
        return scored

    def line(self, position: KunitoriPosition) -> tuple:
        """The solver's best line from ``position`` to the end of the game."""
        line = []
        while not position.is_game_over():
            action = self.scores(position)[0][0]
            line.append(action)
            position = position.play(action)
        return tuple(line)

    def wins(self, position: KunitoriPosition, lines: list, refutations: list, before: tuple) -> None:
        """Add to ``lines`` every line from ``position`` (the child to move, after
        ``before``) to a win, and to ``refutations`` each wrong action's refutation."""
        for action, score in self.scores(position):
            after = position.play(action)
            played = (*before, action)
            if score <= 0:
                refutations.append((played, self.line(after)))
            elif after.is_game_over():
                lines.append(played)
            else:
                defence = self.scores(after)[0][0]
                self.wins(after.play(defence), lines, refutations, (*played, defence))


def prove(position: KunitoriPosition, goal: str) -> Proof:
    """The lines of ``goal`` from ``position`` (none when the game has another number of
    actions left, or the side to move cannot win)."""
    if goal not in GOALS:
        raise KeyError(goal)
    if position.is_game_over() or actions_left(position) != int(goal.rsplit("-", 1)[1]):
        return Proof(())
    solver, lines, refutations = _Solver(), [], []
    solver.wins(position, lines, refutations, ())
    return Proof(tuple(lines), tuple(refutations), solver.engine.nodes)


def hint(position: KunitoriPosition, action) -> frozenset[int]:
    """The square to look at: where ``action`` places its piece (none for a give)."""
    return frozenset(() if action.square is None else (action.square,))
