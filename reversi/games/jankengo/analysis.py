"""Looking back at a じゃんけんご game with a coach (``VARIANT.analyser``, see
``reversi.base.analysis``), by whole turns: a turn is up to three steps and a wall, far
too many to value them all, so the coach values two turns from the turn's start, both
in the same way: the best turn the top level (りゅう) finds there (``PLAN``: its search
without the time cap, the same on any machine) and the turn played.

A turn's value, for the side that plays it, in hands (a hand 1, a wall on the board
0.3, in hand 0.4, and the evaluation's threats: ``evaluation``): a turn that wins is
worth ``WON``; one after which the opponent can win at once (found exactly) ``-WON``;
any other what the board is worth after the opponent's best reply (found as the top
level answers its candidates), within ``WON - 1`` either way. Both values are exact when
both are wins or losses found exactly.

>>> from .game import key_entry, parse_actions
>>> from .rules import JankenGoPosition
>>> start = JankenGoPosition.initial()
>>> appraising = analyser(start, tuple(parse_actions("a1-a2 end")))   # in slices, as a page would
>>> while not appraising.step(seconds=0.02):
...     pass
>>> (best, best_value), (played, played_value) = appraising.appraisal.values
>>> str(played[0]), best_value > played_value, appraising.appraisal.exact
('a1-a2', True, False)
"""

from __future__ import annotations

from dataclasses import replace

from ...base.analysis import Appraisal, Appraising
from .evaluation import evaluate
from .players import PLAN
from .rules import MAX_STEPS, PASS, Action, JankenGoPosition, side_name
from .search import WIN, TurnSearch, _Partial
from .tactics import win_steps

WON = 40
"""The value of a turn that wins (and, negated, of one that loses at once): above any
other the coach gives (those stay within ``WON - 1``)."""


class TurnValues(TurnSearch):
    """The top level's search for the best turn of ``position``, then the value of that
    turn and of ``played`` (``value``), in slices; ``values`` once done: ``(turn, value,
    exact)`` of the best turn and of the one played, the better first."""

    TIME_CHECK_NODES = SLICE_CHECK_NODES = 10
    """The clock read twice as often as the computer's (``TurnSearch``): in Pyodide a 20 ms
    slice of 20 nodes once took 59 ms of CPU (``bench/analysis.py``)."""

    def __init__(self, position: JankenGoPosition, played: tuple[Action, ...]):
        self.played = played
        self.values: tuple[tuple[tuple[Action, ...], float, bool], ...] = ()
        super().__init__(position, PLAN)

    def _think(self):
        yield from super()._think()
        self.plan = replace(self.plan, nodes=self.budget.nodes + PLAN.nodes)  # the same room as the search had
        turns = dict.fromkeys((self.result.turn, self.played))
        valued = []
        for turn in turns:
            score, exact = yield from self.value(turn)
            valued.append((turn, score, exact))
        valued.sort(key=lambda item: -item[1])
        self.values = tuple(valued)

    def value(self, turn: tuple[Action, ...]):
        """The value of ``turn`` for the side to move (see the module), and whether it is
        exact (generator: it pauses like the search)."""
        position = self.position
        after = position
        for action in turn:
            after = after.play(action)
        if after.is_game_over():
            winner = after.outcome.winner
            return (0.0 if winner is None else WON if winner is position.turn else -WON), True
        side, opponent = position.turn.index, after.turn.index
        board, walls = after.board, after.walls
        line = yield from win_steps(board, opponent, MAX_STEPS, walls[opponent] > 0, self.budget)
        if line is not None:
            return -WON, True
        root = _Partial(board, 0, False, walls, ())
        replies = yield from self._beam(root, opponent, self.plan.reply_beam, after.previous[opponent])
        score = -replies[0].score if replies else evaluate(board, side, walls)
        return (-WON if score <= -WIN else max(1 - WON, min(WON - 1, score / 100))), False


class _Appraising(Appraising):
    """``Appraising`` of a ``TurnValues``: its two values."""

    def _finish(self) -> None:
        values = self._search.values
        exact = all(exact for _, _, exact in values)
        self.appraisal = Appraisal(tuple((turn, value) for turn, value, _ in values), exact, self._search.nodes)
        self.done = True


def analyser(position: JankenGoPosition, turn) -> Appraising:
    """The values of the best turn of ``position`` and of ``turn``, the turn played there,
    in slices. A pass (the only turn where one must pass) is worth the board as it stands."""
    turn = tuple(turn)
    if position.must_pass():
        after = position.play(PASS)
        if after.is_game_over():
            return Appraising.known(Appraisal((((PASS,), 0.0),), exact=True))
        side = position.turn.index
        value = max(1 - WON, min(WON - 1, evaluate(position.board, side, position.walls) / 100))
        return Appraising.known(Appraisal((((PASS,), value),)))
    return _Appraising(TurnValues(position, turn))


def result_lines(position: JankenGoPosition) -> list[str]:
    """The final position's result alone (``result_line``)."""
    return [result_line(position)]


def result_line(position: JankenGoPosition) -> str:
    """``blue wins (try)``, ``red wins (king taken)``, ``draw (two passes)``, ``draw (200
    turns)`` or ``not over``."""
    outcome = position.outcome
    if outcome is None:
        return "not over"
    who = "draw" if outcome.winner is None else f"{side_name(outcome.winner)} wins"
    return f"{who} ({outcome.ending.value})"


def solve(position: JankenGoPosition) -> str:
    """The best turn and the result it proves within a few turns (``mate``), or ``game
    over`` and the result."""
    if position.is_game_over():
        return f"game over {result_line(position)}"
    from .mate import prove

    return prove(position).line()
