"""What a game is to the rest of the app: a ``Variant`` names its hooks, the way
python-chess's ``variant.py`` makes each variant a small class overriding a few named
methods. Each game's package (``reversi.games.<name>``) defines one subclass as its
``VARIANT``; the registry (``reversi.registry``) lists them; the command line, the
records, the saved games and the page call only these hooks and never name a game.

A game provides:

- ``NAME``: its name in saved games, links (``name:``), past games, ``--game`` and
  ``<html data-game>``; ``STORAGE_KEY``: the localStorage key of its game in progress;
- ``GAME``: its screen state (a ``reversi.base.screen.Screen``), whose ``RULES`` is its
  position class (``initial``, ``parse``/``str``, ``replay``/``replay_steps``, ``play``,
  ``is_game_over``, ``winner``, ``counts``) and whose ``TEXT`` is how a game's text writes
  a start position (``reversi.base.notation.Notation``);
- ``DRAWING``: what the page draws of it (``reversi.base.drawing.Drawing``);
- ``COMPUTER`` and ``thinking``: the modules of its computer opponent (imported one at a
  time before it first thinks) and the thinking itself, in slices;
- ``perft``, ``moves``, ``best``, ``solve``: the command line's commands, with
  ``POSITION_HELP`` and ``TRANSCRIPT_HELP``, and ``result_lines``: what ``replay`` prints
  after the final position (every game has ``solve``: an exact result near the end of a
  game, or one proven a few turns ahead);
- ``analyser``: the values of the moves of one position of a game, for looking back at
  it with a coach (``reversi.play.analysis``), or None when it has none; ``turn_ends``
  and ``key_entry``, for a game whose turn is several entries: the coach then values
  whole turns; ``TURNING``: the least loss of a turning point of the coach, exact and
  estimated (in the game's score);
- ``rules_page``: the HTML of its illustrated rules (every game has them: the menu's
  button, its ``RULES`` text, names the game on screen and opens its rules).

The modules behind ``thinking``, the commands, ``analyser`` and ``rules_page`` are
imported only when first called: the page loads only what the game on screen needs.

>>> class Example(Variant):
...     NAME = "example"
>>> Example.analyser(None), can_analyse(Example)
(None, False)
>>> Example.turn_ends(None, ("f5", "d6")), turn_ends(Example, None, ("f5", "d6")), Example.key_entry(None, ("f5",))
(None, (1, 2), 'f5')
>>> missing_hooks(Example)[:4]
['STORAGE_KEY', 'GAME', 'DRAWING', 'COMPUTER']

"""

from __future__ import annotations

import random


class BeyondSolver(ValueError):
    """``Variant.solve`` of a position too far from the end for the exact solver (too many
    empty squares to finish in reasonable time); the message says why, in one line.

    >>> BeyondSolver.check_empties(9, 8, "Some game")
    Traceback (most recent call last):
    ...
    reversi.base.variant.BeyondSolver: 9 empty squares: Some game is solved exactly with at most 8
    """

    @classmethod
    def check_empties(cls, empties: int, most: int, game: str) -> None:
        """Raise one when a position of ``game`` has more than ``most`` ``empties``."""
        if empties > most:
            raise cls(f"{empties} empty squares: {game} is solved exactly with at most {most}")


class Variant:
    """A game's hooks; see the module's documentation. Subclasses set the attributes and
    override the methods their game has."""

    NAME: str
    STORAGE_KEY: str
    GAME: type
    DRAWING: type
    COMPUTER: tuple[str, ...] = ()
    """The modules of the computer opponent (``reversi.``-relative names), each after those
    it imports: the page imports them one at a time before the computer first thinks."""
    ANALYSER: tuple[str, ...] = ()
    """The modules of ``analyser`` (as ``COMPUTER``: the page may import them one at a time
    before it first analyses)."""
    TURNING: tuple[int, int] | None = None
    """The least loss of a move the coach marks as a turning point, when its value is exact
    and when it is estimated, in the game's own score; None: the coach's own, set for discs
    and pieces (``reversi.play.analysis``)."""
    POSITION_HELP = ""
    TRANSCRIPT_HELP = ""

    @staticmethod
    def thinking(game, rng: random.Random):
        """The computer choosing its move in ``game`` at ``game.opponent.level``: an object
        with ``step(seconds=...)`` (True once chosen) and then ``move``, an entry of the record."""
        raise NotImplementedError

    @staticmethod
    def perft(position, depth: int) -> int:
        """The number of leaves ``depth`` actions below ``position``."""
        raise NotImplementedError

    @classmethod
    def moves(cls, position) -> str:
        """The legal moves of ``position`` in notation, ``pass`` or ``game over``: by default
        its ``legal_actions()`` in the game's transcript (a game whose passes are actions)."""
        return "game over" if position.is_game_over() else cls.GAME.format_entries(position.legal_actions())

    @staticmethod
    def best(position, level: int, rng: random.Random) -> str:
        """What computer level ``level`` plays in ``position``, in notation (or ``pass`` /
        ``game over``)."""
        raise NotImplementedError

    @classmethod
    def result_lines(cls, position) -> list[str]:
        """What ``replay`` prints after the final position: by default one line, each
        piece of ``DRAWING.PIECES`` and its count (``black 3 white 2``)."""
        return [" ".join(f"{name} {count}" for name, count in zip(cls.DRAWING.PIECES, position.counts()))]

    @staticmethod
    def solve(position) -> str:
        """The best move of ``position`` and the result it leads to with best play from both
        sides, as one line (``solution_line`` for a game scored by a number); BeyondSolver
        when ``position`` is too far from the end for the game's solver."""
        raise NotImplementedError

    @staticmethod
    def analyser(position):
        """The values of the entries that may come next in ``position`` (a position of a
        record: the start or one after an entry), each for the side that makes it, all
        from one search: a ``reversi.base.analysis.Appraising``, run in slices (``step``,
        then ``appraisal``); None when the game cannot be analysed.

        In a game of turns (``turn_ends``) the coach calls it at the start of each turn as
        ``analyser(position, turn)``: the values are of whole turns (tuples of entries),
        ``turn`` (the turn played from ``position``) among them."""
        return None

    @staticmethod
    def turn_ends(start, entries) -> tuple[int, ...] | None:
        """For a game whose turn is several entries (the coach values whole turns): the
        number of entries up to the end of each whole turn of the valid record ``entries``
        from ``start`` (a turn the record leaves unfinished is none); None (the default):
        each entry is a turn."""
        return None

    @staticmethod
    def key_entry(position, turn):
        """The entry that stands for ``turn`` (a tuple of entries from ``position``) where
        the coach shows a turn on the board and names it: by default its last."""
        return turn[-1]

    @staticmethod
    def rules_page(texts) -> str:
        """The HTML of the game's illustrated rules in the language of ``texts`` (a catalogue
        of the game's texts)."""
        raise NotImplementedError


def solution_line(best: str | None, score: str) -> str:
    """The line ``solve`` prints for a game scored by a number: ``best`` (a best action in
    the game's notation, ``pass`` too; None once the game is over) and ``score``, the
    final score for the side to move under perfect play.

    >>> solution_line("b8", "10"), solution_line(None, "-62")
    ('best b8 score 10', 'game over score -62')
    """
    return f"game over score {score}" if best is None else f"best {best} score {score}"


def turn_ends(variant, start, entries) -> tuple[int, ...]:
    """The ends of the turns of a valid record (``Variant.turn_ends``), one entry a turn
    unless the game says otherwise."""
    ends = variant.turn_ends(start, entries)
    return tuple(range(1, len(entries) + 1)) if ends is None else ends


def can_analyse(variant) -> bool:
    """Whether the game of ``variant`` (a ``Variant``) has an ``analyser`` (the page shows
    a coach only for such a game)."""
    return variant.analyser is not Variant.analyser


REQUIRED_ATTRIBUTES = ("NAME", "STORAGE_KEY", "GAME", "DRAWING", "COMPUTER")
"""What every game sets (``COMPUTER`` not empty: every game has the computer opponent)."""
REQUIRED_METHODS = ("thinking", "perft", "best", "solve", "rules_page")
"""What every game overrides: ``Variant``'s own only raise NotImplementedError."""


def missing_hooks(variant) -> list[str]:
    """The names of ``REQUIRED_ATTRIBUTES`` and ``REQUIRED_METHODS`` that the game of
    ``variant`` (a ``Variant`` subclass) does not provide, in that order; empty for a game
    the app can play (``reversi.registry.checked`` refuses any other)."""
    attributes = [name for name in REQUIRED_ATTRIBUTES if not getattr(variant, name, None)]
    methods = [name for name in REQUIRED_METHODS if getattr(variant, name) is getattr(Variant, name)]
    return attributes + methods
