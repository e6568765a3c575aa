"""じゃんけんご's puzzles (``reversi.play.puzzles``; ``puzzles.bin`` beside this module
holds them, ``tools/make_puzzles.py`` makes it): ``win-in-1``, win this turn with the
fewest actions (a try, or the enemy king taken), proven by the exact win search
(``tactics.find_win``, through ``mate``'s prover). Every line of that many actions that
wins is right (the same steps in another order too, or another path of the same piece);
any other entry is wrong, a detour too. (A win in 3 turns, ``mate``'s, takes from
seconds to minutes to prove unique in CPython: beyond ``--check``'s time.)

>>> from .rules import JankenGoPosition
>>> cells = ["."] * 49
>>> cells[3], cells[37], cells[45] = "K", "P", "k"          # blue king d1, blue パー c6, red king d7
>>> position = JankenGoPosition.parse("".join(cells) + " 5/5 B")
>>> [" ".join(map(str, line)) for line in prove(position, "win-in-1").lines]
['c6-c7 c7-d7', 'c6-d6 d6-d7']
>>> sorted(hint(position, prove(position, "win-in-1").lines[0][0]))
[37]
"""

from __future__ import annotations

from ...base.proof import Proof
from .rules import END, PASS, JankenGoPosition, Step, Wall

GOALS = ("win-in-1",)
"""The goals of じゃんけんご's puzzles (keys of ``PUZZLE_GOALS`` in ``texts``)."""


class _Proving:
    """One proof's searches, sharing ``mate``'s prover (its budget, its win searches:
    ``Unproven`` when one gives up)."""

    def __init__(self):
        from .mate import BUDGET, _Prover

        self.prover = _Prover(BUDGET * 20)

    def fewest(self, position: JankenGoPosition) -> int | None:
        """The fewest actions that win this turn (None: no win)."""
        line = self.prover.win(position)
        return None if line is None else len(self.prover.shortest(position, line))

    def shortest_wins(self, position: JankenGoPosition, actions: int, before: tuple = ()) -> list[tuple]:
        """Every line of ``actions`` actions that wins this turn, after ``before``."""
        lines = []
        for action, after in position.successors():
            if action == END or action == PASS:
                continue
            if after.is_game_over():
                if actions == 1 and after.winner() is position.turn:
                    lines.append((*before, action))
            elif actions > 1 and (self.fewest(after) or actions) < actions:
                lines.extend(self.shortest_wins(after, actions - 1, (*before, action)))
        return lines

def prove(position: JankenGoPosition, goal: str) -> Proof:
    """The lines of ``goal`` from ``position`` (see the module); none where the goal
    cannot be reached, or the proof runs beyond ``mate.BUDGET`` twenty times over."""
    from .mate import Unproven

    if goal not in GOALS:
        raise KeyError(goal)
    if position.is_game_over() or position.must_pass():
        return Proof(())
    proving = _Proving()
    try:
        fewest = proving.fewest(position)
        lines = [] if fewest is None else proving.shortest_wins(position, fewest)
    except Unproven:
        lines = []
    return Proof(tuple(lines), (), proving.prover.budget.nodes)


def hint(position: JankenGoPosition, action) -> frozenset[int]:
    """The piece to look at: the one ``action`` steps, or where it places a wall."""
    if isinstance(action, Step):
        return frozenset((action.source,))
    return frozenset((action.square,) if isinstance(action, Wall) else ())
