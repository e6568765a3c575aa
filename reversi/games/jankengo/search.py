"""Planning a whole turn of じゃんけんご, in slices.

A turn is up to 3 steps and a wall in any order, so there are far too many to look at
them all (tens of thousands of different boards from one position). ``TurnSearch``
plans like this, within a ``Plan``:

1. a win this turn (``tactics.find_win``: exact) is played at once, if the plan looks
   for one;
2. a **beam** over the actions of the turn: from the positions kept so far, every step
   and every wall on a square that matters (near a king, or a liberty of a weak enemy
   group) is tried; each board is scored by ``evaluation`` as if the turn ended there,
   and the ``beam`` best go on to the next action. Every board met whose turn may end
   (ko!) is a candidate;
3. the best candidates are **checked**, best first, against the opponent's win on the
   next turn (``tactics.find_win`` for the opponent: exact), until enough are found
   safe; one that loses scores as lost;
4. the best safe candidates may be **answered**: the opponent's best turn by the same
   beam, and the candidate keeps the score after that reply (a search two turns deep);
   the answered ones then come first.

The work is counted in nodes (boards scored and positions of the win searches), so a
plan gives the same turn on any machine however it is sliced: ``step(nodes)`` or
``step(seconds=0.02)`` does about that much and returns whether the search is over, so
a page can think between frames; ``seconds`` in the plan is only a safety cap.

>>> from .rules import JankenGoPosition
>>> search = TurnSearch(JankenGoPosition.initial(), Plan(beam=4, checks=5))
>>> while not search.step(100):
...     pass                                   # a page would let the browser breathe here
>>> result = search.result
>>> str(result.turn[-1]), len(result.turn) >= 2, result.nodes > 0
('end', True, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from ...base.search import Sliced
from .board import FULL, KING, Board, group, legal_steps, legal_walls, neighbours, place, side_bits, squares, won
from .evaluation import evaluate
from .rules import END, MAX_STEPS, PASS, Action, JankenGoPosition, Step, Wall
from .tactics import Budget, win_steps

WIN = 100_000
"""The score of a turn that wins; a turn after which the opponent wins scores ``-WIN``
plus its evaluation (so among lost turns the better boards still come first)."""

KEPT = 40
"""How many candidates ``Result.scores`` keeps."""

@dataclass(frozen=True)
class Plan:
    """How a turn is searched (see the module's docstring); a beam's budget, not
    ``base.search.Limits``'s depth-first one.

    ``beam``: partial turns kept after each action; ``win``: look for a win this turn
    first; ``checks``: at most how many of the best candidates are checked against the
    opponent's win next turn (0: none), best first, until ``safe`` of them are found
    safe; ``replies``: how many of those safe ones get the opponent's best reply (0:
    none), found with a beam of ``reply_beam``, and then rank first; ``blind``: never
    take a win the beam comes across (for the weakest level); ``nodes``:
    a cap on the work (it bites only in crowded positions); ``seconds``: a time cap, a
    safety net only.
    """

    beam: int = 8
    win: bool = True
    checks: int = 0
    safe: int = 1
    replies: int = 0
    reply_beam: int = 3
    blind: bool = False
    nodes: int = 100_000
    seconds: float | None = None


@dataclass(frozen=True)
class Result:
    """The outcome of a search, a whole turn (so not ``base.search.Result``): ``turn``,
    the actions to play (ending with ``end``, or a winning line, or ``pass``; empty once
    the game is over); ``score`` for the side to move; ``scores``: ``(turn, score)`` of
    the candidates, best first; ``nodes``: the work done; ``safe``: how many candidates
    were checked and found safe from the opponent's win next turn (when one was, the
    turn played is one of them)."""

    turn: tuple[Action, ...]
    score: float = 0.0
    scores: tuple[tuple[tuple[Action, ...], float], ...] = ()
    nodes: int = 0
    safe: int = 0


@dataclass
class _Partial:
    """A turn under way: its board, steps taken, whether the wall is placed, the walls
    in hand (both sides), the actions so far and the score if it ended now."""

    board: Board
    steps: int
    walled: bool
    walls: tuple[int, int]
    actions: tuple[Action, ...]
    score: int = 0


def wall_squares(board: Board, side: int) -> int:
    """The squares worth a wall in the beam: empty squares at most 2 steps from either
    king, and the liberties of enemy groups with at most 2."""
    own, enemy = side_bits(board, side), side_bits(board, 1 - side)
    empty = FULL ^ (own | enemy)
    kings = board[KING] | board[5 + KING]
    near = kings | neighbours(kings)
    found = (near | neighbours(near)) & empty
    rest = enemy
    while rest:
        low = rest & -rest
        pieces = group(enemy, low.bit_length() - 1)
        rest &= ~pieces
        liberties = neighbours(pieces) & empty
        if liberties.bit_count() <= 2:
            found |= liberties
    return found


def children(partial: _Partial, side: int) -> list[_Partial]:
    """The partial turns one action further: the steps, then the walls of ``wall_squares``."""
    found = []
    if partial.steps < MAX_STEPS:
        for source, target, board in legal_steps(partial.board, side):
            found.append(_Partial(board, partial.steps + 1, partial.walled, partial.walls,
                                  partial.actions + (Step(source, target),)))
    if not partial.walled and partial.walls[side]:
        walls = (partial.walls[0] - 1, partial.walls[1]) if side == 0 else (partial.walls[0], partial.walls[1] - 1)
        for square in squares(wall_squares(partial.board, side)):
            board = place(partial.board, side, square)
            if board is not None:
                found.append(_Partial(board, partial.steps, True, walls, partial.actions + (Wall(square),)))
    return found


def _can_act(board: Board, side: int, steps: int, walled: bool, walls: tuple[int, int]) -> bool:
    if steps < MAX_STEPS and legal_steps(board, side):
        return True
    return not walled and walls[side] > 0 and bool(legal_walls(board, side))


class TurnSearch(Sliced):
    """One search for the side to move in ``position`` within ``plan``; see the module's
    docstring. ``step`` (``base.search.Sliced``'s) returns True once the search is over
    (then ``result`` is final and ``done`` is True); ``run()`` steps until then and
    returns the result. The plan's ``nodes`` bound the beams, not the whole search."""

    SLICE_NODES = 300
    """The default slice (about 10 ms in CPython)."""
    TIME_CHECK_NODES = SLICE_CHECK_NODES = 20
    """With a time cap or a slice in seconds, the clock is read about every this many nodes
    (a node costs up to about 1 ms in Pyodide: a 20 ms slice then ends within about 40 ms;
    with 50, the page saw tasks of 53-55 ms at level 5)."""

    def __init__(self, position: JankenGoPosition, plan: Plan = Plan()):
        self.plan = self.limits = plan  # Sliced reads limits.seconds
        self.position = position
        self.budget = self._engine = Budget()  # Sliced counts and pauses it
        self._node_limit = None
        self._thought = False
        self.done = False
        self.seconds = 0.0
        self.result = Result(())
        if position.is_game_over():
            self.done = True
        elif position.must_pass():
            self.result = Result((PASS,))
            self.done = True
        else:
            self._steps = self._thinking()

    def _final_result(self) -> Result:
        """The result when the search stops: its own, or when the time cap cut it, the
        best turn found so far."""
        return self.result if self._thought else self._final(self._ranked)

    # -- the plan ------------------------------------------------------------------------

    def _thinking(self):
        """``_think``, then a note that it ended by itself (not cut by the time cap)."""
        yield from self._think()
        self._thought = True

    def _think(self):
        position, plan, budget = self.position, self.plan, self.budget
        side = position.turn.index
        self._ranked: list[_Partial] = []
        self._safe = 0
        if plan.win:
            line = yield from win_steps(position.board, side, MAX_STEPS - position.steps,
                                        not position.walled and position.walls[side] > 0, budget)
            if line is not None:
                self.result = Result(tuple(line), WIN / 100, ((tuple(line), WIN / 100),), budget.nodes)
                return
        root = _Partial(position.board, position.steps, position.walled, position.walls, ())
        candidates = yield from self._beam(root, side, plan.beam, position.previous[side])
        if any(partial.score >= WIN for partial in candidates):
            self._ranked = candidates
            self.result = self._final(candidates)
            return
        self._ranked = candidates
        opponent, safe = 1 - side, []
        for partial in candidates[: plan.checks]:  # the best first, until enough are safe
            if len(safe) >= plan.safe:
                break
            line = yield from win_steps(partial.board, opponent, MAX_STEPS, partial.walls[opponent] > 0, budget)
            if line is None:
                safe.append(partial)
            else:
                partial.score -= WIN
        answered = safe[: plan.replies]
        for partial in answered:
            reply_root = _Partial(partial.board, 0, False, partial.walls, ())
            replies = yield from self._beam(reply_root, opponent, plan.reply_beam, position.previous[opponent])
            best = replies[0].score if replies else 0
            partial.score = -best if best < WIN else -WIN
        answered.sort(key=lambda partial: -partial.score)
        first = answered + safe[len(answered):]
        placed = {id(partial) for partial in first}
        rest = [partial for partial in candidates if id(partial) not in placed]
        rest.sort(key=lambda partial: -partial.score)
        self._safe = len(safe)
        self.result = self._final(first + rest)

    def _beam(self, root: _Partial, side: int, width: int, ko: Board | None):
        """The candidate turns of ``side`` from ``root`` (generator), best first; ``ko``:
        the board its End may not restore (unless nothing else is left)."""
        budget = self.budget
        candidates: list[_Partial] = []
        if (root.steps or root.walled) and (
                root.board != ko or not _can_act(root.board, side, root.steps, root.walled, root.walls)):
            self._score(root, side)  # mid-turn: ending it now is a candidate too
            candidates.append(root)
        seen = {(root.board, root.steps, root.walled)}
        layer = [root]
        while layer and budget.nodes < self.plan.nodes:
            found = []
            for partial in layer:
                for child in children(partial, side):
                    key = (child.board, child.steps, child.walled)
                    if key in seen:
                        continue
                    seen.add(key)
                    budget.nodes += 1
                    if budget.nodes >= budget.pause_at:
                        yield
                    if won(child.board, side):
                        if not self.plan.blind:
                            child.score = WIN
                            return [child]
                        continue
                    self._score(child, side)
                    found.append(child)
            found.sort(key=lambda partial: -partial.score)
            for child in found:
                if child.board != ko or not _can_act(child.board, side, child.steps, child.walled, child.walls):
                    candidates.append(child)
            layer = found[:width]
        candidates.sort(key=lambda partial: -partial.score)
        return candidates

    def _score(self, partial: _Partial, side: int) -> None:
        partial.score = evaluate(partial.board, side, partial.walls)

    def _final(self, ranked: list[_Partial]) -> Result:
        if not ranked:  # no candidate at all (the time cap bit at once): any legal turn
            return Result(self._fallback(), 0.0, (), self.budget.nodes, self._safe)
        scores = tuple((self._turn(partial), partial.score / 100) for partial in ranked[:KEPT])
        return Result(scores[0][0], scores[0][1], scores, self.budget.nodes, self._safe)

    def _turn(self, partial: _Partial) -> tuple[Action, ...]:
        if partial.score >= WIN and won(partial.board, self.position.turn.index):
            return partial.actions
        return partial.actions + (END,)

    def _fallback(self) -> tuple[Action, ...]:
        position, actions = self.position, []
        while END not in position.legal_actions():
            action = position.legal_actions()[0]
            actions.append(action)
            position = position.play(action)
        return (*actions, END)
