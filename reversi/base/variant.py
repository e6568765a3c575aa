"""What a game is to the rest of the app: a ``Variant`` names it, the way python-chess's
``variant.py`` makes each variant a small class. Each game's package
(``reversi.games.<name>``) defines one subclass as its ``VARIANT``, as data; the registry
(``reversi.registry``) lists them; the command line, the records, the saved games and
the page call only its hooks and never name a game.

The contract (what a game provides, and what each hook does) is declared once, in
``reversi.base.contract``. ``Variant``'s hooks find the game's modules by their names
(``perft``, ``players``, ``analysis``, ``figures``: ``contract.MODULES``) in the package
of the subclass, and import each the first time one of its hooks is called: the page
loads only what the game on screen needs.

>>> class Example(Variant):
...     NAME = "example"
>>> can_analyse(Example), Example.analyser(None)
(False, None)
>>> missing_hooks(Example)[:4]
['STORAGE_KEY', 'GAME_NAMES', 'GAME', 'DRAWING']

"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import random
import sys

from . import contract


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


class Lazy:
    """A class attribute that is a class of the game's package, named by its module and
    its name, imported the first time it is read (``GAME = Lazy("game", "Game")``).

    >>> class Example(Variant):
    ...     GAME = Lazy("screen", "Hint")
    >>> Example.__module__ = "reversi.base"
    >>> Example.GAME.NONE.value
    'none'
    """

    def __init__(self, module: str, name: str):
        self.module, self.name = module, name

    def __get__(self, instance, owner):
        return getattr(owner.module(self.module), self.name)


class Variant:
    """A game: the attributes its package sets and the hooks the shared code calls (see
    ``reversi.base.contract``: ``NAMES["Variant"]`` must be set, ``OPTIONAL`` may)."""

    NAME: str
    """The game's name in saved games, links (``name:``), past games, ``--game`` and
    ``<html data-game>``."""
    STORAGE_KEY: str
    """The localStorage key of its game in progress."""
    GAME_NAMES: dict[str, str] = {}
    """Its name on screen in each language (``ja``, ``en``): the choice of game shows every
    game's before any is imported (``reversi.strings.game_name``)."""
    GAME: type
    """Its screen state (``contract.ScreenHooks``; ``GAME.RULES``: ``contract.Position``)."""
    DRAWING: type
    """What the page draws of it (``contract.DrawingHooks``)."""
    COMPUTER: tuple[str, ...] = ()
    """The modules of the computer opponent (``reversi.``-relative names), each after those
    it imports: the page imports them one at a time before the computer first thinks."""
    ANALYSER: tuple[str, ...] = ()
    """The modules of ``analyser`` (as ``COMPUTER``: the page may import them one at a time
    before it first analyses); empty for a game without a coach."""
    TURNING: tuple[int, int] = (6, 8)
    """The least loss of a move the coach marks as a turning point, when its value is exact
    and when it is estimated, in the game's own score; by default the disc games': 6 and 8
    discs (``reversi.play.analysis.TURNING_EXACT`` says how they were measured)."""
    POSITION_HELP = ""
    """The command line's help for a position (``str(position)``)."""
    TRANSCRIPT_HELP = ""
    """The command line's help for a transcript."""

    @classmethod
    def module(cls, name: str):
        """The module ``name`` of the game's package (``contract.MODULES``), imported now if
        not yet; TypeError naming the game when its package has none."""
        try:
            return importlib.import_module(f"{cls.__module__}.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"{cls.__module__}.{name}":
                raise
            raise TypeError(f"the game {cls.NAME!r} lacks the module {name} (see reversi.base.contract)") from None

    @classmethod
    def hook(cls, module: str, name: str):
        """The function ``name`` of the game's module ``module``; TypeError naming the game
        and the hook when the module has none."""
        found = getattr(cls.module(module), name, None)
        if found is None:
            raise TypeError(f"the game {cls.NAME!r} lacks {module}.{name} (see reversi.base.contract)")
        return found

    @classmethod
    def preparing(cls, seconds: float | None = None):
        """``analysis.preparing``, a generator (one that does nothing for a game whose
        analysis reads nothing once)."""
        found = getattr(cls.module("analysis"), "preparing", None)
        return iter(()) if found is None else found(seconds)

    @classmethod
    def loaded(cls) -> bool:
        """Whether the module of ``GAME`` is imported (its positions may exist)."""
        game = inspect.getattr_static(cls, "GAME")
        return not isinstance(game, Lazy) or f"{cls.__module__}.{game.module}" in sys.modules

    @classmethod
    def thinking(cls, game, rng: random.Random):
        """``players.thinking`` for the computer's turn in ``game`` (at ``game.opponent.level``)."""
        return cls.hook("players", "thinking")(game.position, game.opponent.level, rng)

    @classmethod
    def perft(cls, position, depth: int) -> int:
        """``perft.perft``."""
        return cls.hook("perft", "perft")(position, depth)

    @classmethod
    def moves(cls, position) -> str:
        """The legal moves of ``position`` in notation, ``pass`` or ``game over``: its
        ``legal_actions()``, each named as ``GAME.entry_name`` names it."""
        if position.is_game_over():
            return "game over"
        return " ".join(cls.GAME.entry_name(entry) for entry in position.legal_actions())

    @classmethod
    def best(cls, position, level: int, rng: random.Random, seconds: float | None = None) -> str:
        """``players.best``; with ``seconds``, the level thinks that long where the game's
        players are ``TIMED`` (ValueError, in one line, where they are not)."""
        best = cls.hook("players", "best")
        if seconds is None:
            return best(position, level, rng)
        if not getattr(cls.module("players"), "TIMED", False):
            raise ValueError(f"no level of {cls.NAME} thinks to a time budget")
        return best(position, level, rng, seconds)

    @classmethod
    def result_lines(cls, position) -> list[str]:
        """What ``replay`` prints after the final position: ``analysis.result_lines`` where
        the game has it, otherwise one line, each piece of ``DRAWING.PIECES`` and its count,
        then the result (``black 3 white 2: black wins``, ``draw``, ``not over``)."""
        own = getattr(cls.module("analysis"), "result_lines", None)
        if own is not None:
            return own(position)
        counts = " ".join(f"{name} {count}" for name, count in zip(cls.DRAWING.PIECES, position.counts()))
        winner = position.winner()
        result = "not over" if not position.is_game_over() else f"{winner.value} wins" if winner else "draw"
        return [f"{counts}: {result}"]

    @classmethod
    def solve(cls, position) -> str:
        """``analysis.solve``."""
        return cls.hook("analysis", "solve")(position)

    @classmethod
    def analyser(cls, position, *played):
        """``analysis.analyser``; None for a game without a coach (no ``ANALYSER``)."""
        return cls.hook("analysis", "analyser")(position, *played) if cls.ANALYSER else None

    @classmethod
    def turn_ends(cls, start, entries) -> tuple[int, ...] | None:
        """For a game whose turn is several entries (``turn_ends`` beside its screen state,
        ``contract.OPTIONAL``): the number of entries up to the end of each whole turn of the
        valid record ``entries`` from ``start`` (a turn the record leaves unfinished is
        none); None: each entry is a turn."""
        own = getattr(sys.modules[cls.GAME.__module__], "turn_ends", None)
        return None if own is None else own(start, tuple(entries))

    @classmethod
    def key_entry(cls, position, turn):
        """The entry that stands for ``turn`` (a tuple of entries from ``position``) where
        the coach shows a turn on the board and names it: ``key_entry`` beside the screen
        state, by default its last."""
        own = getattr(sys.modules[cls.GAME.__module__], "key_entry", None)
        return turn[-1] if own is None else own(position, turn)

    @classmethod
    def rules_page(cls, texts) -> str:
        """``figures.rules_page``."""
        return cls.hook("figures", "rules_page")(texts)

    @classmethod
    def lessons(cls) -> tuple:
        """``lessons.LESSONS``."""
        return cls.hook("lessons", "LESSONS")


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
    return bool(variant.ANALYSER)


def by_turns(variant) -> bool:
    """Whether a turn of the game of ``variant`` is several entries (``Variant.turn_ends``)."""
    return hasattr(sys.modules[variant.GAME.__module__], "turn_ends")


REQUIRED_ATTRIBUTES = contract.NAMES["Variant"]
"""What every game sets (``COMPUTER`` not empty: every game has the computer opponent)."""


def missing_hooks(variant, modules: bool = True) -> list[str]:
    """The names of ``contract.NAMES["Variant"]`` and (with ``modules``) of
    ``contract.MODULES`` that the game of ``variant`` (a ``Variant`` subclass) does not
    provide, in that order; empty for a game the app can play. Nothing is imported: a
    module is looked for, a class named (``Lazy``) is not read. ``reversi.registry.checked``
    refuses a game that lacks an attribute; a hook of a module it lacks fails when called,
    naming the game and the module (the page ships no command line's ``perft``), and the
    conformance suite asks for every module."""
    attributes = [name for name in REQUIRED_ATTRIBUTES if not inspect.getattr_static(variant, name, None)]
    if not modules:
        return attributes
    return attributes + [name for name in contract.MODULES if not _has_module(f"{variant.__module__}.{name}")]


def missing_names(variant) -> list[str]:
    """Every name of ``contract.NAMES`` that the game of ``variant`` lacks, as
    ``Protocol.name`` (``DrawingHooks.squares``, ``PlayersModule.best``, ``texts.RULES``;
    ``modules.figures`` for a module it lacks), importing its modules; empty for a game that
    provides the whole contract (its test data is the tests' to look for). A hook that the
    shared class declares only to raise ``NotImplementedError`` is lacking until the game
    provides it.

    >>> from reversi import registry
    >>> missing_names(registry.variant(registry.DEFAULT))
    []
    """
    from .drawing import Drawing

    missing = [f"Variant.{name}" for name in missing_hooks(variant, modules=False)]
    if missing:
        return missing
    game, drawing = variant.GAME, variant.DRAWING
    position = game.RULES.initial()
    after = game.new()._act(position.legal_actions()[0])
    owners = {"Position": position, "Last": after.last, "ScreenHooks": game, "DrawingHooks": drawing}
    for protocol, owner in owners.items():
        missing += [f"{protocol}.{name}" for name in contract.NAMES[protocol] if not hasattr(owner, name)]
    missing += ["Position.__str__"] * (type(position).__str__ is object.__str__)
    missing += [f"DrawingHooks.{name}" for name in contract.NAMES["DrawingHooks"]
                if inspect.getattr_static(drawing, name, None) is inspect.getattr_static(Drawing, name)]
    for name in contract.MODULES:
        if not _has_module(f"{variant.__module__}.{name}"):
            missing.append(f"modules.{name}")
            continue
        protocol, module = f"{name.capitalize()}Module", variant.module(name)
        missing += [f"{protocol}.{hook}" for hook in contract.NAMES[protocol] if not hasattr(module, hook)]
    if variant.ANALYSER and _has_module(f"{variant.__module__}.analysis"):
        missing += ["AnalysisModule.analyser"] * (not hasattr(variant.module("analysis"), "analyser"))
    if "modules.texts" not in missing:
        texts = variant.module("texts")
        keys = [key.replace("<NAME>", variant.NAME.upper()) for key in contract.TEXTS]
        missing += [f"texts.{table}.{key}" for table in ("JA", "EN") for key in keys if key not in getattr(texts, table, {})]
    return missing


def _has_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):  # a package that is no package
        return False
