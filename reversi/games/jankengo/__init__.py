"""じゃんけんご (Janken Go): janken meets go on a 7x7 board; the hooks the rest of the app
calls are ``VARIANT``'s.

Pure Python, standard library only, for CPython and Pyodide alike. The modules:
``board`` (the bare bitboards: what a step or a wall does), ``rules`` (the position,
the actions, notation and the text form), ``perft``, ``game`` (the screen state),
``drawing`` and ``speech`` (what the page draws and says), ``figures`` (the illustrated
rules), and the computer: ``tactics`` (the exact search for a win this turn),
``evaluation``, ``search`` (planning a whole turn, in slices) and ``players`` (the five
levels, ``Thinking``, ``choose_turn``).

>>> start = VARIANT.GAME.RULES.initial()
>>> VARIANT.moves(start).split()[:8]
['a1-a2', 'b1-b2', 'c1-c2', 'd1-d2', 'e1-e2', 'f1-f2', 'g1-g2', 'Wa2']
>>> VARIANT.perft(start, 2), VARIANT.result_line(start)
(721, 'not over')
>>> VARIANT.result_line(VARIANT.GAME.RULES.replay("d1-d2 d2-d3 d3-d4 end d7-d6 d6-c6 end d4-d5 d5-d6 d6-d7"))
'blue wins (try)'
"""

from __future__ import annotations

import random

from ...base.variant import Variant
from .drawing import JankengoDrawing
from .game import JankengoGame


class Jankengo(Variant):
    NAME = JankengoGame.NAME
    STORAGE_KEY = "reversi.jankengo"
    GAME = JankengoGame
    DRAWING = JankengoDrawing
    COMPUTER = tuple(f"games.jankengo.{name}" for name in ("evaluation", "tactics", "search", "players"))
    ANALYSER = (*COMPUTER, "games.jankengo.analysis")
    POSITION_HELP = (
        '"BOARD WALLS SIDE [TURN BLUE_PREVIOUS RED_PREVIOUS NUMBER PASSES]" (49 squares a1..g7: GCPKW blue, gcpkw red,'
        " . empty; walls in hand 5/5; B or R; steps taken this turn and w for a wall placed, like 2w; the board at the"
        " end of each side's previous turn or -; the turn number; -, pass or pass-pass)"
    )
    TRANSCRIPT_HELP = '"d1-d2 Wc4 end d7-d6 end" (steps, walls W+square, end, pass)'

    @staticmethod
    def thinking(game: JankengoGame, rng: random.Random):
        from .players import thinking

        return thinking(game.position, game.opponent.level, rng)

    @staticmethod
    def perft(position, depth: int) -> int:
        from .perft import perft

        return perft(position, depth)

    @staticmethod
    def best(position, level: int, rng: random.Random) -> str:
        """The whole turn the level plays (its actions up to ``end``, or a winning line)."""
        from .players import choose_turn
        from .rules import format_transcript

        return "game over" if position.is_game_over() else format_transcript(choose_turn(position, level, rng))

    @classmethod
    def result_lines(cls, position) -> list[str]:
        """The final position's result alone (see ``result_line``)."""
        return [cls.result_line(position)]

    @staticmethod
    def result_line(position) -> str:
        """``blue wins (try)``, ``red wins (king taken)``, ``draw (two passes)``, ``draw (200
        turns)`` or ``not over``."""
        from .rules import side_name

        outcome = position.outcome
        if outcome is None:
            return "not over"
        who = "draw" if outcome.winner is None else f"{side_name(outcome.winner)} wins"
        return f"{who} ({outcome.ending.value})"

    @classmethod
    def solve(cls, position) -> str:
        """The best turn and the result it proves within a few turns (``mate``), or
        ``game over`` and the result."""
        if position.is_game_over():
            return f"game over {cls.result_line(position)}"
        from .mate import prove

        return prove(position).line()

    @staticmethod
    def analyser(position, turn=()):
        """The coach values whole turns (``analysis``)."""
        from .analysis import analyser

        return analyser(position, turn)

    @staticmethod
    def turn_ends(start, entries) -> tuple[int, ...]:
        from .game import turn_ends

        return turn_ends(start, tuple(entries))

    @staticmethod
    def key_entry(position, turn):
        from .game import key_action

        return key_action(position, turn)

    @staticmethod
    def rules_page(texts) -> str:
        from .figures import rules_page

        return rules_page(texts)


VARIANT = Jankengo
