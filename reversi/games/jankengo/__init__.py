"""じゃんけんご (Janken Go): janken meets go on a 7x7 board. Pure Python, standard
library only, for CPython and Pyodide alike. The modules: ``board`` (the bare bitboards:
what a step or a wall does), ``rules`` (the position, the actions, notation and the text
form), ``perft``, ``game`` (the screen state, and its turns of several actions:
``turn_ends``, ``key_entry``), ``drawing`` and ``speech`` (what the page draws and says),
``figures`` (the illustrated rules), ``texts``, and the computer: ``tactics`` (the exact
search for a win this turn), ``evaluation``, ``search`` (planning a whole turn, in
slices), ``players`` (the five levels, ``Thinking``, ``choose_turn``), ``analysis`` and
``mate`` (proofs a few turns ahead). This module is data: what ``reversi.base.contract``
asks of a game.

>>> start = VARIANT.GAME.RULES.initial()
>>> VARIANT.moves(start).split()[:8]
['a1-a2', 'b1-b2', 'c1-c2', 'd1-d2', 'e1-e2', 'f1-f2', 'g1-g2', 'Wa2']
>>> VARIANT.perft(start, 2), VARIANT.result_lines(start)
(721, ['not over'])
>>> VARIANT.result_lines(VARIANT.GAME.RULES.replay("d1-d2 d2-d3 d3-d4 end d7-d6 d6-c6 end d4-d5 d5-d6 d6-d7"))
['blue wins (try)']
"""

from ...base.variant import Lazy, Variant


class Jankengo(Variant):
    NAME = "jankengo"
    STORAGE_KEY = "reversi.jankengo"
    GAME_NAMES = {"ja": "じゃんけんご", "en": "Janken Go"}
    GAME = Lazy("game", "JankengoGame")
    DRAWING = Lazy("drawing", "JankengoDrawing")
    COMPUTER = tuple(f"games.jankengo.{name}" for name in ("evaluation", "tactics", "search", "players"))
    ANALYSER = (*COMPUTER, "games.jankengo.analysis")
    POSITION_HELP = (
        '"BOARD WALLS SIDE [TURN BLUE_PREVIOUS RED_PREVIOUS NUMBER PASSES]" (49 squares a1..g7: GCPKW blue, gcpkw red,'
        " . empty; walls in hand 5/5; B or R; steps taken this turn and w for a wall placed, like 2w; the board at the"
        " end of each side's previous turn or -; the turn number; -, pass or pass-pass)"
    )
    TRANSCRIPT_HELP = '"d1-d2 Wc4 end d7-d6 end" (steps, walls W+square, end, pass)'


VARIANT = Jankengo
