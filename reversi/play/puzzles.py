"""The puzzles (もんだい) of every game: small positions from real games, each with a goal
(take a corner, win in 3 ...) and the lines that reach it, every one proven by the game's
exact solver (``tools/make_puzzles.py`` makes them; ``python -m reversi puzzles --check``
proves them again). Shared code: it never names a game.

A game's puzzles are text, ``puzzles.bin`` beside its module ``puzzles`` (a package data
file, so the page brings it with that module's first import, like the other data files:
``tools/build_vendor.py``), one puzzle a line, its fields parted by tabs: its number, its
grade (1: a child who has just learned the rules; the top grade: hard for an adult), its
goal (a key of the game's ``PUZZLE_GOALS`` texts), the position (``str(position)``), the
lines that reach the goal (transcripts in the game's notation, parted by `` | ``) and the
refutations of wrong entries (``line up to the wrong entry > what the solver answers``,
parted by `` | ``). The game's module ``puzzles`` proves them (``prove``) and says where
to look (``hint``): ``reversi.base.contract.PuzzlesModule``.

>>> from reversi import registry
>>> all(len(puzzles(name)) >= 60 and len({p.grade for p in puzzles(name)}) >= 3 for name in registry.NAMES)
True
>>> first = puzzles(registry.DEFAULT)[0]
>>> first.number, first.grade, first.goal, first.goal_text("ja"), first.goal_text("en")
(1, 1, 'corner', 'しろの ばん。かどを とろう', 'White to play: take a corner')

``judge`` says whether an entry is right, given the line played so far from the
puzzle's position (the child's entries, the defender's and those the game made by
itself). A wrong entry gets the solver's refutation, where it has one; a right one the
defender's reply, or ``solved``:

>>> Game = registry.variant(registry.DEFAULT).GAME
>>> answer = first.lines[0][0]
>>> first.judge((), answer)
Verdict(right=True, solved=True, reply=None, refutation=())
>>> wrong = next(e for e in first.position.legal_actions() if e not in first.firsts)
>>> first.judge((), wrong).right, answer in first.hint()
(False, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .. import registry, strings
from ..base.proof import Proof

DATA = "puzzles.bin"
"""The name of a game's puzzles file, beside its module ``puzzles``."""

SEPARATOR = " | "
REFUTES = " > "


@dataclass(frozen=True)
class Verdict:
    """What ``Puzzle.judge`` says of an entry: ``right`` (it is on a line to the goal);
    ``solved`` (the goal is reached); ``reply``: the defender's entries to play next (its
    whole turn: one entry in most games, several in a game of turns; None when none), to
    be made as the computer's, the game then making its forced entries itself;
    ``refutation``: for a wrong entry, the solver's entries that show why it fails (what
    the defender answers, on to the end where that is short), empty when there is
    nothing to show (a move that is simply not a corner)."""

    right: bool
    solved: bool = False
    reply: tuple | None = None
    refutation: tuple = ()


@dataclass(frozen=True)
class Puzzle:
    """One puzzle of ``game`` (a name of ``registry.NAMES``): its ``number`` (from 1, in
    the file's order), ``grade``, ``goal`` (a key), ``position`` (the side to move is
    the child's), and its ``proof`` (``reversi.base.proof.Proof``: every line to the
    goal, the refutations)."""

    game: str
    number: int
    grade: int
    goal: str
    position: object
    proof: Proof = field(repr=False)

    @property
    def lines(self) -> tuple[tuple, ...]:
        """Every line of entries that reaches the goal (``Proof.lines``)."""
        return self.proof.lines

    @property
    def firsts(self) -> frozenset:
        """The child's right first entries."""
        return self.proof.firsts

    def goal_text(self, language: str) -> str:
        """The goal in words a child reads, with the side to move (the game's
        ``PUZZLE_GOALS`` texts): ``くろの ばん。かどを とろう``."""
        texts = strings.catalogue(language, self.game)
        return texts.PUZZLE_GOALS[self.goal].format(side=texts.PIECE_NAMES[self.position.turn.value])

    def judge(self, line, entry) -> Verdict:
        """The verdict on the child's ``entry`` after ``line`` (the entries played from
        ``position`` so far, the forced ones included); see ``Verdict``."""
        played = (*line, entry)
        answer = next((each for each in self.lines if each[: len(played)] == played), None)
        if answer is None:
            refutation = dict(self.proof.refutations).get(played, ())
            return Verdict(False, refutation=refutation)
        Game = registry.variant(self.game).GAME
        position, reply = self.after(played), []
        child = self.position.turn
        for entry in answer[len(played):]:
            forced = Game.forced_entry(position) == entry
            if position.turn is child and not forced:
                return Verdict(True, reply=tuple(reply) or None)
            if not forced:
                reply.append(entry)
            position = position.play(entry)
        return Verdict(True, solved=True, reply=tuple(reply) or None)

    def hint(self, line=()) -> frozenset[int]:
        """The squares to mark for the child's next entry after ``line`` (the game's
        ``puzzles.hint``: the area or the piece to look at); empty off every line."""
        line = tuple(line)
        answer = next((each for each in self.lines if each[: len(line)] == line and len(each) > len(line)), None)
        if answer is None:
            return frozenset()
        return frozenset(registry.variant(self.game).module("puzzles").hint(self.after(line), answer[len(line)]))

    def after(self, line) -> object:
        """The position after ``line`` from ``position``."""
        position = self.position
        for entry in line:
            position = position.play(entry)
        return position

    def proved(self) -> bool:
        """Whether the game's solver proves this puzzle again, exactly as stored (slow:
        what ``--check`` and the tests run)."""
        return registry.variant(self.game).module("puzzles").prove(self.position, self.goal) == self.proof


@cache
def puzzles(game: str) -> tuple[Puzzle, ...]:
    """The puzzles of ``game`` (read once, from its module ``puzzles``'s file)."""
    module = registry.variant(game).module("puzzles")
    text = Path(module.__file__).with_name(DATA).read_text(encoding="utf-8")
    return tuple(parse_line(game, line) for line in text.splitlines() if line and not line.startswith("#"))


def _entries(Game, text: str, start) -> tuple:
    """The entries of the transcript ``text`` from ``start``, with the forced passes a
    transcript may leave out written in before each entry (none after the last)."""
    entries = tuple(Game.parse_entries(text)) if text else ()
    written, counts = Game.written_counts(entries, start)
    return written[: counts[-2] + 1] if entries else ()


def _play(position, entries):
    for entry in entries:
        position = position.play(entry)
    return position


def parse_line(game: str, line: str) -> Puzzle:
    """The puzzle of a line of ``game``'s file (see the module)."""
    Game = registry.variant(game).GAME
    number, grade, goal, text, answers, refutations = line.split("\t")
    position = Game.RULES.parse(text)
    lines = [_entries(Game, each, position) for each in answers.split(SEPARATOR)]
    refuted = []
    for each in filter(None, refutations.split(SEPARATOR)):
        wrong, why = each.split(REFUTES)
        wrong = _entries(Game, wrong, position)
        refuted.append((wrong, _entries(Game, why, _play(position, wrong))))
    return Puzzle(game, int(number), int(grade), goal, position, Proof(tuple(lines), tuple(refuted)))


def format_line(game: str, number: int, grade: int, goal: str, position, proof: Proof) -> str:
    """The line of the file that ``parse_line`` reads back as this puzzle."""
    Game = registry.variant(game).GAME
    answers = SEPARATOR.join(Game.format_entries(line) for line in proof.lines)
    refutations = SEPARATOR.join(
        f"{Game.format_entries(wrong)}{REFUTES}{Game.format_entries(why)}" for wrong, why in proof.refutations
    )
    return "\t".join((str(number), str(grade), goal, str(position), answers, refutations))


def failures(game: str) -> list[Puzzle]:
    """The puzzles of ``game`` that its solver does not prove again as stored (none)."""
    return [puzzle for puzzle in puzzles(game) if not puzzle.proved()]
