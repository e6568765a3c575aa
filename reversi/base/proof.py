"""What a game's puzzle prover (``games.<name>.puzzles.prove``, see
``reversi.base.contract.PuzzlesModule``) finds for a puzzle: every line that reaches the
goal, and why each wrong entry fails. The shared puzzles (``reversi.play.puzzles``) store
it as text and judge a child's entries by it; ``python -m reversi puzzles --check`` proves
it again and compares.

>>> proof = Proof(lines=((3,), (1,)), refutations=(((5,), (6, 7)), ((4,), ())), effort=120)
>>> proof.lines, proof.firsts, proof == Proof(((1,), (3,)), (((5,), (6, 7)),), effort=1)
(((1,), (3,)), frozenset({1, 3}), True)
"""

from __future__ import annotations

from dataclasses import dataclass, field


def _key(line: tuple) -> tuple:
    return tuple(map(str, line))


@dataclass(frozen=True)
class Proof:
    """``lines``: every line of entries from the puzzle's position that reaches the goal
    (the child's entries and the defender's best defence, the solver's; the entries the
    game makes by itself, a forced pass, written in), where the child has several ways,
    each of them; ``refutations``: ``(line up to a wrong entry of the child, the
    solver's entries that show why it fails)``, where there is something to show (those
    with nothing to show are left out);
    ``effort``: the solver's work (positions looked at; not compared). Both kept sorted,
    so that two proofs of the same puzzle are equal."""

    lines: tuple[tuple, ...]
    refutations: tuple[tuple[tuple, tuple], ...] = ()
    effort: int = field(default=0, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "lines", tuple(sorted(set(map(tuple, self.lines)), key=_key)))
        refutations = sorted(
            ((tuple(wrong), tuple(why)) for wrong, why in self.refutations if why), key=lambda pair: _key(pair[0])
        )
        object.__setattr__(self, "refutations", tuple(refutations))

    @property
    def firsts(self) -> frozenset:
        """The child's first entries that reach the goal (one, for a puzzle with a single answer)."""
        return frozenset(line[0] for line in self.lines)


def around(square: int, size: int) -> frozenset[int]:
    """The squares next to ``square`` and itself on a board of ``size`` by ``size``: the
    area a hint marks.

    >>> sorted(around(0, 8)), len(around(27, 8))
    ([0, 1, 8, 9], 9)
    """
    row, column = divmod(square, size)
    return frozenset(
        r * size + c
        for r in range(max(row - 1, 0), min(row + 2, size))
        for c in range(max(column - 1, 0), min(column + 2, size))
    )
