"""Proving a じゃんけんご result by whole turns: the command line's ``solve``.

The game has no fixed length, so nothing is solved to the end: ``prove`` looks for a
result forced within ``DEPTH`` turns, counted from the turn being played (both sides'
turns count): **win in 1** (the side to move wins this turn: a try, or the enemy king
taken), **loss in 2** (whatever this turn does, the opponent wins in the next one),
**win in 3** (a turn after which every turn of the opponent leaves a win in the turn
after), and **draw in 1** (no win this turn, and the game ends drawn when it ends: the
200th turn, or a second pass in a row). Otherwise there is no forced result within the
depth searched, and the best turn is the top level's (``search.TurnSearch`` with
``players.PLAN``), never one that loses at once when another does not.

A turn's every ending is tried (each distinct board where it may End: every order of
up to three steps and a wall, ko respected); a win within the turn is
``tactics.find_win``'s, which is exact. The work is bounded (``BUDGET`` positions): a
proof that would take longer stops, and ``prove`` then says how deep it did search (a
result is only ever printed when it is proven).

>>> from .rules import JankenGoPosition
>>> cells = ["."] * 49
>>> cells[3], cells[37], cells[45] = "K", "P", "k"          # blue king d1, blue パー c6, red king d7
>>> proof = prove(JankenGoPosition.parse("".join(cells) + " 5/5 B"))
>>> [str(action) for action in proof.turn], proof.line()
(['c6-d6', 'd6-d7'], 'best c6-d6 d6-d7 win in 1 turn')
>>> prove(JankenGoPosition.initial(), budget=2_000).line()   # too little work to look 3 turns ahead
'best c1-c2 c2-c3 c3-c4 end no forced result within 2 turns'
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board, legal_steps, legal_walls, won
from .rules import END, LAST_TURN, MAX_STEPS, PASS, Action, JankenGoPosition, Step, Wall, format_transcript
from .tactics import NODE_LIMIT, Budget, find_win

DEPTH = 3
"""The most turns ``prove`` looks ahead (a win in 3: this turn, the opponent's, the next)."""

BUDGET = 100_000
"""The most positions a proof looks at (the boards of the turns' endings and the win
searches' positions): about 3 to 5 seconds in CPython. From the start, or in a crowded
middle game, a proof of a win in 3 takes some 100,000 to 4 million: there ``prove``
often says how deep it got instead (2 turns)."""


class Unproven(Exception):
    """The proof ran out of its budget (or a win search gave up): nothing is known at this
    depth."""


@dataclass(frozen=True)
class Proof:
    """What ``prove`` found for the side to move: ``turn``, the best turn (a winning line,
    the actions of a turn up to ``end``, or ``pass``); ``result``, ``'win'``, ``'loss'``,
    ``'draw'`` or None when nothing is proven; ``turns``, within how many turns (for
    None: how deep the search went without finding a forced result)."""

    turn: tuple[Action, ...]
    result: str | None
    turns: int

    def line(self) -> str:
        """The line ``solve`` prints: ``best d5-d6 d6-d7 win in 1 turn``, ``best ... end
        loss in 2 turns``, ``best ... end no forced result within 3 turns``."""
        plural = "" if self.turns == 1 else "s"
        if self.result is not None:
            outcome = f"{self.result} in {self.turns} turn{plural}"
        elif self.turns:
            outcome = f"no forced result within {self.turns} turn{plural}"
        else:  # even the win search of this turn gave up
            outcome = "no result proven"
        return f"best {format_transcript(self.turn)} {outcome}"


def prove(position: JankenGoPosition, budget: int = BUDGET) -> Proof:
    """The best turn of ``position`` (a game that goes on) and the result it forces within
    ``DEPTH`` turns, if any; see the module."""
    prover = _Prover(budget)
    searched, safe = 0, None
    try:
        line = prover.win(position)
        if line is not None:
            return Proof(prover.shortest(position, line), "win", 1)
        if position.number >= LAST_TURN or position.must_pass() and position.passes == 1:
            return Proof(_best_turn(position, None), "draw", 1)
        searched = 1
        safe = prover.survives(position)
        if safe is None:
            return Proof(_best_turn(position, None), "loss", 2)
        searched = 2
        winning = prover.win_within(position, DEPTH)
        if winning is not None:
            return Proof(winning, "win", DEPTH)
        searched = DEPTH
    except Unproven:
        pass
    return Proof(_best_turn(position, safe), None, searched)


def _best_turn(position: JankenGoPosition, safe: tuple[Action, ...] | None) -> tuple[Action, ...]:
    """The top level's turn; ``safe`` (a turn after which the opponent cannot win at once)
    instead when the top level's is not."""
    from .players import PLAN
    from .search import TurnSearch

    turn = TurnSearch(position, PLAN).run().turn
    if safe is not None:
        after = position
        for action in turn:
            after = after.play(action)
        try:
            if _Prover(BUDGET).win(after) is not None:
                return safe
        except Unproven:  # not known to lose at once: the top level's turn stands
            pass
    return turn


class _Prover:
    """The searches behind ``prove``, sharing a budget and the win searches' results."""

    def __init__(self, budget: int):
        self.budget = Budget()
        self.nodes_left = budget
        self._wins: dict = {}

    def _spend(self, nodes: int) -> None:
        self.nodes_left -= nodes
        if self.nodes_left < 0:
            raise Unproven

    def win(self, position: JankenGoPosition) -> tuple[Action, ...] | None:
        """A line winning this turn for the side to move of ``position`` (exact), or None."""
        if position.is_game_over():
            return None
        side = position.turn.index
        wall = not position.walled and position.walls[side] > 0
        key = (position.board, side, position.steps_left, wall)
        if key not in self._wins:
            before = self.budget.nodes
            line = find_win(position.board, side, position.steps_left, wall, self.budget)
            spent = self.budget.nodes - before
            if line is None and spent >= NODE_LIMIT:
                raise Unproven  # the win search gave up: it does not know
            self._spend(spent)
            self._wins[key] = None if line is None else tuple(line)
        return self._wins[key]

    def shortest(self, position: JankenGoPosition, line: tuple[Action, ...]) -> tuple[Action, ...]:
        """A line of the fewest actions among those winning this turn (``line`` is one)."""
        side = position.turn.index
        wall = not position.walled and position.walls[side] > 0
        for count in range(1, len(line)):
            for walls in range(min(count, wall) + 1):
                steps = count - walls
                if steps <= position.steps_left:
                    found = find_win(position.board, side, steps, bool(walls), self.budget)
                    if found is not None:
                        return tuple(found)
        return line

    def endings(self, position: JankenGoPosition):
        """``(turn, position after it)`` for every distinct way the turn of ``position``
        may end (each board where End is legal, once), or ``pass`` when it must pass;
        a turn that wins on the way comes with None. Lazily, depth first: the steps of a
        board are looked at before its walls, and the walls only when they are wanted."""
        if position.must_pass():
            yield (PASS,), position.play(PASS)
            return
        side, ko, previous = position.turn.index, position.previous[position.turn.index], position.previous
        seen: set = set()
        ended: set = set()

        def after_end(board: Board, walls: tuple[int, int]) -> JankenGoPosition:
            boards = (board, previous[1]) if side == 0 else (previous[0], board)
            return JankenGoPosition(board, walls, position.turn.opponent, 0, False, boards, position.number + 1, 0)

        def visit(board: Board, steps: int, walled: bool, walls: tuple[int, int], actions: tuple[Action, ...]):
            if (board, steps, walled) in seen:
                return
            seen.add((board, steps, walled))
            acted = steps or walled
            if acted and board != ko and board not in ended:
                ended.add(board)
                yield actions + (END,), after_end(board, walls)
            stuck = True  # no step and no wall left: End is legal even on the ko board
            children = []
            if steps < MAX_STEPS:
                found = legal_steps(board, side)
                self._spend(len(found) + 1)
                children.append(((after, steps + 1, walled, walls, actions + (Step(source, target),))
                                 for source, target, after in found))
                stuck = not found
            if not walled and walls[side]:
                children.append(self._walls(board, side, steps, walls, actions))
            for group in children:
                for child in group:
                    stuck = False
                    if won(child[0], side):
                        yield child[4], None
                    else:
                        yield from visit(*child)
            if acted and stuck and board == ko and board not in ended:
                ended.add(board)
                yield actions + (END,), after_end(board, walls)

        yield from visit(position.board, position.steps, position.walled, position.walls, ())

    def _walls(self, board: Board, side: int, steps: int, walls: tuple[int, int], actions: tuple[Action, ...]):
        """The children of a board by a wall (``visit``'s), only once they are wanted."""
        fewer = (walls[0] - 1, walls[1]) if side == 0 else (walls[0], walls[1] - 1)
        found = legal_walls(board, side)
        self._spend(len(found) + 1)
        for square, after in found:
            yield after, steps, True, fewer, actions + (Wall(square),)

    def survives(self, position: JankenGoPosition) -> tuple[Action, ...] | None:
        """A turn after which the opponent cannot win at once (None: there is none, the side
        to move loses in 2), for a position where the side to move cannot win this turn."""
        for turn, after in self.endings(position):
            if after is None or after.is_game_over() or self.win(after) is None:
                return turn
        return None

    def win_within(self, position: JankenGoPosition, turns: int) -> tuple[Action, ...] | None:
        """A turn with which the side to move wins within ``turns`` turns (1 or 3), or None."""
        line = self.win(position)
        if line is not None or turns < 3 or position.number >= LAST_TURN:
            return line
        for turn, after in self.endings(position):
            if after is None or not after.is_game_over() and self.loses(after, turns - 1):
                return turn
        return None

    def loses(self, position: JankenGoPosition, turns: int) -> bool:
        """Whether the side to move loses within ``turns`` turns (2) whatever it does."""
        if position.number >= LAST_TURN or self.win(position) is not None:
            return False
        for _, after in self.endings(position):
            if after is None or after.is_game_over() or self.win_within(after, turns - 1) is None:
                return False
        return True
