"""くにとり ("Conquering is Stealing"): Pop SHOGI pieces on a 3x3 board, played exactly by
``shared/rules/kunitori.md``. Modules, each one job: ``errors`` (the errors, shaped like
the other games'), ``pieces`` (squares, sides, kinds, reach), ``actions`` (placements,
gives, the pass and their notation), ``rules`` (the immutable position, its text form and
the score), ``perft``, the screen state (``game``), what the page draws of it
(``drawing``, ``speech``, the illustrated rules' ``figures``) and the computer
(``evaluation``, ``search``, ``players``); the hooks the rest of the app calls are
``VARIANT``'s.

>>> start = VARIANT.GAME.RULES.initial()
>>> VARIANT.moves(start).split()[:4], VARIANT.perft(start, 2)
(['Ka1', 'Kb1', 'Kc1', 'Ka2'], 1163)
>>> VARIANT.best(start, 3, __import__("random").Random(1)) in VARIANT.moves(start).split()
True
>>> VARIANT.result_lines(VARIANT.GAME.RULES.replay("Sb2 Ga1"))[-1]
'white 2 brown 2: not over'
"""

from __future__ import annotations

import random

from ...base.variant import Variant
from .drawing import KunitoriDrawing
from .game import KunitoriGame


class Kunitori(Variant):
    NAME = KunitoriGame.NAME
    STORAGE_KEY = "reversi.kunitori"
    GAME = KunitoriGame
    DRAWING = KunitoriDrawing
    COMPUTER = tuple(f"games.kunitori.{name}" for name in ("evaluation", "search", "players"))
    ANALYSER = (*COMPUTER, "games.kunitori.analysis")
    TURNING = (2, 3)
    """A loss of two points (a win turned into a loss, or a lead halved) is a turning point
    when solved, three when estimated (the first five positions of a game)."""
    POSITION_HELP = (
        '"BOARD SIDE WHITE_HAND BROWN_HAND WHITE_RECEIVED BROWN_RECEIVED [LAST]" (the board rank 1 first, ranks'
        " parted by /, K R B G S N L P white, k r b g s n l p brown, - empty, * after the face-up piece; the side w or"
        " b; each hand and received field letters or -; the last action -, pass or pass-pass), e.g."
        ' "---/-S*-/--- b KRBGNLP krbgsnlp - - -"'
    )
    TRANSCRIPT_HELP = '"Sb2 Ka1 giveR pass" (a piece letter and a square, give and a letter, pass)'

    @staticmethod
    def thinking(game: KunitoriGame, rng: random.Random):
        from .players import Thinking, level

        return Thinking(game.position, level(game.opponent.level), rng)

    @staticmethod
    def perft(position, depth: int) -> int:
        from .perft import perft

        return perft(position, depth)

    @staticmethod
    def moves(position) -> str:
        from .actions import format_transcript

        return "game over" if position.is_game_over() else format_transcript(position.legal_actions())

    @staticmethod
    def best(position, level: int, rng: random.Random) -> str:
        from .players import choose_action

        action = choose_action(position, level, rng)
        return "game over" if action is None else str(action)

    @staticmethod
    def result_lines(position) -> list[str]:
        """Who wins each row and column (``row 1: white``, ``column b: none``), then
        ``white P brown Q: white wins`` (``brown wins``, ``draw``; ``not over`` for a game
        that goes on), P and Q the points, after the pieces received and on the board (and whether fewer pieces decided)."""
        from .pieces import LINE_NAMES
        from .rules import Decision

        score = position.score()
        lines = []
        for name in LINE_NAMES:
            owner = next((side for side, won in zip(("white", "brown"), score.lines) if name in won), "none")
            lines.append(f"{'row' if name.isdigit() else 'column'} {name}: {owner}")
        lines.append(f"received: white {score.received[0]} brown {score.received[1]}")
        decides = " (equal points: fewer pieces wins)" if score.decided_by is Decision.PIECES else ""
        lines.append(f"pieces: white {score.pieces[0]} brown {score.pieces[1]}{decides}")
        if not position.is_game_over():
            result = "not over"
        else:
            result = "draw" if score.winner is None else f"{score.winner.value} wins"
        white, brown = score.points
        lines.append(f"white {white} brown {brown}: {result}")
        return lines

    @staticmethod
    def solve(position) -> str:
        from .analysis import solve

        return solve(position)

    @staticmethod
    def analyser(position):
        from .analysis import analyser

        return analyser(position)

    @staticmethod
    def rules_page(texts) -> str:
        from .figures import rules_page

        return rules_page(texts)


VARIANT = Kunitori
