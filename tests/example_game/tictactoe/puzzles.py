"""Tic-tac-toe's puzzles (``reversi.play.puzzles``; ``puzzles.bin`` beside this module holds
them, ``tools/make_puzzles.py`` makes it): ``win-in-1``, ``win-in-3`` and ``win-in-5``, a
position where the side to move wins by its mark of that many marks from now (its own and
the other side's), and not sooner, however the other side defends. The exact solve of every
position below (``_score``: negamax to the end, instant for 3x3) proves every line: at each
of the child's marks, every mark that keeps the win in time; at each of the other side's,
its best defence (the one that holds out longest, the first of them); each wrong mark is
refuted by the solver's best line to the end.

>>> from .game import Position
>>> late = Position.parse("XX-OO---- X")                   # X completes the top row
>>> proof = prove(late, "win-in-1")
>>> proof.lines, prove(late, "win-in-3").lines, sorted(hint(late, 2))
(((2,),), (), [2])
>>> fork = Position.replay("b2b1")                          # O's edge loses: X forks
>>> sorted(prove(fork, "win-in-5").firsts), prove(fork, "win-in-5").lines[0]
([0, 2, 3, 5, 6, 8], (0, 8, 3, 2, 5))
"""

from __future__ import annotations

from functools import cache

from ...base.proof import Proof
from .game import Position

GOALS = ("win-in-1", "win-in-3", "win-in-5")
"""The goals of tic-tac-toe's puzzles (keys of ``PUZZLE_GOALS`` in ``texts``)."""

WIN = 10
"""A win now is worth ``WIN`` to the winner; each mark before it, one less."""


@cache
def _score(position: Position) -> int:
    """The exact value of ``position`` for the side to move: ``WIN - n`` for a win by the
    ``n``-th mark from now (the sooner the better), ``n - WIN`` for a loss by it (the later
    the better), 0 for a draw."""
    if position.is_game_over():
        return 0 if position.winner() is None else -WIN
    return max(_after(position, square) for square in position.legal_actions())


def _after(position: Position, square: int) -> int:
    """The value of marking ``square`` for the side that marks it."""
    value = -_score(position.play(square))
    return value - 1 if value > 0 else value + 1 if value < 0 else 0


def _line(position: Position) -> tuple[int, ...]:
    """The solver's best line from ``position`` to the end of the game (each side's first best mark)."""
    line = []
    while not position.is_game_over():
        square = max(position.legal_actions(), key=lambda each: _after(position, each))
        line.append(square)
        position = position.play(square)
    return tuple(line)


def _wins(position: Position, marks: int, lines: list, refutations: list, before: tuple) -> None:
    """Add to ``lines`` every line from ``position`` (the child to mark, after ``before``)
    to a win within ``marks`` marks, and to ``refutations`` each wrong mark's refutation."""
    for square in position.legal_actions():
        after, played = position.play(square), (*before, square)
        if _after(position, square) < WIN - marks:
            refutations.append((played, _line(after)))
        elif after.is_game_over():
            lines.append(played)
        else:
            defence = max(after.legal_actions(), key=lambda each: _after(after, each))
            _wins(after.play(defence), marks - 2, lines, refutations, (*played, defence))


def prove(position: Position, goal: str) -> Proof:
    """The lines of ``goal`` from ``position`` (none when the side to move cannot win by
    that mark, or can win sooner)."""
    if goal not in GOALS:
        raise KeyError(goal)
    marks = int(goal.rsplit("-", 1)[1])
    if position.is_game_over() or _score(position) != WIN - marks:
        return Proof(())
    lines, refutations, before = [], [], _looked_at()
    _wins(position, marks, lines, refutations, ())
    return Proof(tuple(lines), tuple(refutations), _looked_at() - before)


def _looked_at() -> int:
    """The positions the solver has been asked for so far (known or solved)."""
    info = _score.cache_info()
    return info.hits + info.misses


def hint(position: Position, square: int) -> frozenset[int]:
    """The square to look at: the one to mark."""
    return frozenset((square,))
