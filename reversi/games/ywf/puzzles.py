"""YWF's puzzles (``reversi.play.puzzles``; ``puzzles.bin`` beside this module holds
them, ``tools/make_puzzles.py`` makes it): ``win``, the only action (a Play or a Change)
that wins, with at most ``endgame.MOST_EMPTIES`` empty squares, proven by the exact
endgame solver: every other action draws or loses (on equal pieces the token decides),
and the refutation is the other side's reply that holds.

>>> from .rules import YwfPosition
>>> late = YwfPosition.replay("g6 d3 c2 d2 e7 f7 d1 c4 +d3 d7 g7 e3 c5 c3 f3 +f4 f8 +f4 e2 e1 f2 f1 g1 c7 c6 g8 g2 "
...     "b5 b3 c1 b1 b6 +e1 e8 f9 +c1 a6 a1 b4 a2 a4 a5 a7 b2 b7 d8 +f7 a3 e9 g9 +b6 h1 h9 +e1 d9 b8 c9 g3 h2 a8 "
...     "+a6 a9 h8 i9 h7 b9 g5 i2 g4 +f9 c8 +d5 pass i8 +a7 h5 i1 +b7 i7")
>>> proof = prove(late, "win")
>>> [[str(action) for action in line] for line in proof.lines], len(proof.refutations)
([['i6']], 2)
"""

from __future__ import annotations

from ...base.proof import Proof
from .rules import SIZE, YwfPosition, code_action

GOALS = ("win",)
"""The goals of YWF's puzzles (keys of ``PUZZLE_GOALS`` in ``texts``)."""


def prove(position: YwfPosition, goal: str) -> Proof:
    """Every action of ``position`` that wins (none when it must pass, or has more empty
    squares than the solver takes), each a line of one action, and the solver's reply to
    each other action (the window -1..1 tells a win from a draw or a loss)."""
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
        reply = next((reply for reply, after in solver.ordered(child) if solver.value(after, -1, 1) <= 0), None)
        if reply is not None:
            refutations.append(((code_action(code),), (code_action(reply),)))
    return Proof(tuple(lines), tuple(refutations), solver.nodes)


def hint(position: YwfPosition, action) -> frozenset[int]:
    """The area to look at: the squares around where ``action`` acts (and itself)."""
    row, column = divmod(action.square, SIZE)
    return frozenset(
        r * SIZE + c
        for r in range(max(row - 1, 0), min(row + 2, SIZE))
        for c in range(max(column - 1, 0), min(column + 2, SIZE))
    )
