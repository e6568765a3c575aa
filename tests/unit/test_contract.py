"""Every name the shared code reads of a game is declared in ``reversi.base.contract``, with
the one count of its names the docs quote.

The shared code (every module of ``reversi`` outside the games' packages) is read two ways:

- the shared classes a game builds on (``Screen``, ``Drawing``, ``Variant``, the positions'
  ``Replay`` and ``Sides``), with ``ast``: each ``self.NAME`` and ``cls.NAME`` in their bodies
  is a read of the game's object;
- a recording over every game of the registry: while the shared code plays a game, draws
  and says it, writes and reads its record and runs the command line, each attribute it
  reads of the game's position, screen state, last entry and modules (the instances'
  ``__getattribute__``, the modules' class) is noted.

A name read is declared when a protocol of the contract names it (``NAMES``, ``OPTIONAL``),
or when the shared class provides it and no game's own class does (its own machinery: undo's
stops, the hints' marks): a name a game provides for the shared code to read is in the
contract.
"""

from __future__ import annotations

import ast
import inspect
import random
import re
import sys
import textwrap
import types
from dataclasses import replace
from pathlib import Path

import pytest

from reversi import cli, registry
from reversi.base import contract
from reversi.base.drawing import Drawing
from reversi.base.screen import Hint, Screen
from reversi.base.sides import Replay, Sides, square_name
from reversi.base.variant import Lazy, Variant
from reversi.play import letters, record, saved
from reversi.strings import catalogue

from .games import random_record

SHARED = {Screen: "ScreenHooks", Drawing: "DrawingHooks", Variant: "Variant", Replay: "Position", Sides: "Position"}
"""The shared classes a game's classes build on, and the protocol of what their code reads."""
DOCS = Path(__file__).resolve().parents[2] / "docs" / "development.md"


def declared(protocol: str) -> set[str]:
    return {*contract.NAMES.get(protocol, ()), *contract.OPTIONAL.get(protocol, ())}


def defines(cls: type, name: str, package: str) -> bool:
    """Whether a class of the game's ``package`` in the ancestry of ``cls`` defines ``name``
    (an attribute, a method, a dataclass field)."""
    return any(name in vars(k) or name in vars(k).get("__annotations__", {})
               for k in cls.__mro__ if k.__module__.startswith(package))


def own_classes(name: str) -> dict[str, type]:
    """The game's classes by protocol: its position, screen state, last entry and drawing."""
    variant = registry.variant(name)
    game = variant.GAME.new()
    last = game._act(game.position.legal_actions()[0]).last
    return {"Variant": variant, "Position": variant.GAME.RULES, "Last": type(last), "ScreenHooks": variant.GAME,
            "DrawingHooks": variant.DRAWING}


def undeclared(reads: set[tuple[str, str]], shared: dict[str, tuple[type, ...]]) -> list[tuple[str, str]]:
    """The reads ``(protocol, name)`` of no declared name: neither in the protocol, nor
    provided by the protocol's ``shared`` classes alone (no game's own class provides it)."""
    games = {name: (registry.variant(name).__module__, own_classes(name)) for name in registry.NAMES}
    found = []
    for protocol, name in sorted(reads):
        if name in declared(protocol) or name.startswith("__"):
            continue
        by_shared = any(hasattr(cls, name) or name in getattr(cls, "__dataclass_fields__", {}) for cls in shared.get(protocol, ()))
        by_a_game = any(defines(classes[protocol], name, package) for package, classes in games.values() if protocol in classes)
        if not by_shared or by_a_game:
            found.append((protocol, name))
    return found


def shared_class_reads() -> set[tuple[str, str]]:
    """``(protocol, name)`` of each ``self.NAME`` and ``cls.NAME`` read in the shared classes."""
    reads = set()
    for cls, protocol in SHARED.items():
        tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) \
                    and isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                reads.add((protocol, node.attr))
    return reads


def test_the_shared_classes_read_only_declared_names_of_a_game():
    shared = {protocol: tuple(cls for cls, of in SHARED.items() if of == protocol) for protocol in SHARED.values()}
    assert undeclared(shared_class_reads(), shared) == [], "declare them in reversi/base/contract.py"


def test_an_undeclared_read_is_found():
    """A shared class that read a name no protocol declares (a game's ``colour``) is told."""
    assert undeclared({("Position", "colour"), ("Position", "turn")}, {}) == [("Position", "colour")]


# --------------------------------------------------------------------------- the recording


def is_shared(frame) -> bool:
    module = frame.f_globals.get("__name__", "")
    return module.startswith("reversi.") and not module.startswith("reversi.games.")


class Recording:
    """Notes ``(protocol, name)`` of each attribute that the shared code reads of an instance
    of the classes (``watch``) and of the modules (``watch_module``) watched."""

    def __init__(self, monkeypatch):
        self.reads: set[tuple[str, str]] = set()
        self.monkeypatch = monkeypatch

    def watch(self, cls: type, protocol: str) -> None:
        reads, read = self.reads, cls.__getattribute__

        def __getattribute__(self, name):
            if is_shared(sys._getframe(1)):
                reads.add((protocol, name))
            return read(self, name)

        self.monkeypatch.setattr(cls, "__getattribute__", __getattribute__)

    def watch_module(self, module: types.ModuleType, protocol: str) -> None:
        reads = self.reads

        class Watched(types.ModuleType):
            def __getattribute__(self, name):
                if is_shared(sys._getframe(1)):
                    reads.add((protocol, name))
                return types.ModuleType.__getattribute__(self, name)

        self.monkeypatch.setattr(module, "__class__", Watched)


def exercise(name: str, capsys) -> None:
    """What the shared code does with a game beside the page: a game played by the computer,
    replayed, undone and redone, looked back at, tapped, drawn and said in both languages,
    its text, link, saved game and letter written and read, and the command line."""
    variant = registry.variant(name)
    start, entries = random_record(name, 1)
    game = variant.GAME.from_record(entries, start=start)
    middle = variant.GAME.from_record(entries[: len(entries) // 2], start=start).undo().redo()
    variant.turn_ends(start, entries)
    for shown in (game, middle, middle.review_at(1), game.review_at(len(entries) - 1).play_from_review()):
        for hint in Hint:
            hinted = shown.with_hint(hint)
            for square in hinted.options:
                hinted.tap(square)
            for language in ("ja", "en"):
                texts = catalogue(language, name)
                drawing = variant.DRAWING
                for square, attributes in enumerate(drawing.squares(hinted)):
                    drawing.label(texts, square_name(square, shown.position.SIZE), drawing.worded(texts, attributes))
                drawing.state_announcement(texts, hinted)
                drawing.score_labels(texts, hinted)
                drawing.parts(texts, hinted), drawing.trays(texts, hinted), drawing.status_message(texts, hinted)
                if hinted.actions and hinted.review is None:
                    drawing.announcement(texts, hinted)
                if hinted.status.value == "over":
                    drawing.result_details(texts, hinted), drawing.result_reason(texts, hinted)
                for step in record.steps(start, hinted.actions):
                    drawing.move_name(texts, step.entry, step.name)
        drawing.picture(shown)
    before = variant.GAME.from_record(entries[:-1], start=start)
    variant.DRAWING.animation(before, game.last)
    text, link = record.format_game(start, entries), record.format_link(start, entries)
    record.parse_game(text, name), record.parse_game(f"#{link}", name)
    saved.load(saved.dump(replace(middle, hint=Hint.FULL)))
    letters.parse_letter(letters.format_letter(letters.Letter(name, "abcdef", ("a", "b"), 0, entries)))
    middle_position = middle.position
    for command in (["perft", "2"], ["moves", str(middle_position)], ["replay", variant.GAME.format_entries(entries)],
                    ["bestmove", "--level", "1", str(middle_position)], ["solve", str(game.position)]):
        assert cli.main([command[0], "--game", name, *command[1:]]) == 0
    capsys.readouterr()
    variant.best(middle_position, 1, random.Random(1))


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_shared_code_reads_only_declared_names_of_a_game(name, monkeypatch, capsys):
    variant = registry.variant(name)
    recording = Recording(monkeypatch)
    for protocol, cls in own_classes(name).items():
        if protocol != "Variant" and cls.__module__.startswith(variant.__module__):
            recording.watch(cls, protocol)
    for module in contract.MODULES:
        recording.watch_module(variant.module(module), f"{module.capitalize()}Module")
    lazy = {inspect.getattr_static(variant, attribute) for attribute in ("GAME", "DRAWING")}
    for found in lazy:  # (the modules of the screen state and the drawing: their classes by name, turn_ends ...)
        if isinstance(found, Lazy):
            recording.watch_module(variant.module(found.module), f"module {found.module}")
    exercise(name, capsys)
    monkeypatch.undo()
    reads = {(protocol, read) for protocol, read in recording.reads if not protocol.startswith("module ")}
    beside = {read for protocol, read in recording.reads if protocol.startswith("module ")}
    named = {found.name for found in lazy if isinstance(found, Lazy)}
    assert reads, f"{name}: nothing was recorded"
    shared = {protocol: tuple(cls for cls, of in SHARED.items() if of == protocol) for protocol in SHARED.values()}
    assert undeclared(reads, shared) == [], f"{name}: declare them in reversi/base/contract.py"
    assert beside - named - declared("ScreenHooks") - declared("DrawingHooks") == set(), name


# --------------------------------------------------------------------------- the counts


def test_the_docs_quote_the_contracts_counts():
    """docs/development.md quotes the contract's doctest of its counts, as it is."""
    doctest = re.search(r"(>>> sum\(len\(names\).*\n.*\n)", contract.__doc__).group(1)
    quoted = textwrap.indent(doctest, "    ")
    assert quoted in DOCS.read_text(encoding="utf-8"), f"docs/development.md should quote:\n{quoted}"
