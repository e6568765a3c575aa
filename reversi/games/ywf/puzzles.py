"""YWF's puzzles (``reversi.play.puzzles``; ``puzzles.bin`` beside this module holds
them, ``tools/make_puzzles.py`` makes it): ``win``, the only action (a Play or a Change)
that wins, with at most ``endgame.MOST_EMPTIES`` empty squares, proven by the exact
endgame solver: every other action draws or loses (on equal pieces the token decides),
and the refutation is the other side's reply that holds.

>>> from .rules import YwfPosition
>>> late = YwfPosition.parse("---XXXXNXOXXXXXXXXONOXOONONOOOXXOXOXONNNXXOONOONNNXXONONOXNNXNXOONNNOOONOXXXXXXXX O - change")
>>> proof = prove(late, "win")                    # 3 empty squares: only b1 wins
>>> [[str(action) for action in line] for line in proof.lines]
[['b1']]
>>> [(str(wrong[0]), str(why[0])) for wrong, why in proof.refutations]
[('a1', '+b2'), ('c1', '+b2')]
"""

from __future__ import annotations

from ...base.proof import Proof, around
from .rules import SIZE, YwfPosition, code_action, is_over

GOALS = ("win",)
"""The goals of YWF's puzzles (keys of ``PUZZLE_GOALS`` in ``texts``)."""


def prove(position: YwfPosition, goal: str) -> Proof:
    """Every action of ``position`` that wins (none when it must pass, or has more empty
    squares than the solver takes), each a line of one action, and the solver's reply to
    each other action that does not end the game (the window -1..1 tells a win from a
    draw or a loss)."""
    from .endgame import MOST_EMPTIES, Solver

    if goal not in GOALS:
        raise KeyError(goal)
    empties = SIZE * SIZE - sum(position.counts())
    if position.is_game_over() or position.must_pass() or empties > MOST_EMPTIES:
        return Proof(())
    solver, lines, refutations = Solver(), [], []
    for code, child in solver.ordered(position.node):
        if solver.value(child, -1, 1) < 0:
            lines.append((code_action(code),))
            continue
        if is_over(child):
            continue
        reply = next((reply for reply, after in solver.ordered(child) if solver.value(after, -1, 1) <= 0), None)
        if reply is not None:
            refutations.append(((code_action(code),), (code_action(reply),)))
    return Proof(tuple(lines), tuple(refutations), solver.nodes)


def hint(position: YwfPosition, action) -> frozenset[int]:
    """The area to look at: the squares around where ``action`` acts (and itself)."""
    return around(action.square, SIZE)
