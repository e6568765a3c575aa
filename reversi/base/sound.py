"""What the page sounds, as plain data: which notes each event of a game makes, decided
from the game before and after it and the game's drawing (its hooks ``SOUNDS``,
``move_sound``, ``step_sound`` and ``refusal_sound``, ``reversi.base.drawing.Drawing``).
Pure Python: ``reversi.web.sound`` only plays the notes (Web Audio oscillators with a
short envelope); the tests compute the same ones.

Every sound is a few ``Note``s, each an oscillator started ``at`` seconds after the event:

>>> [note.frequency for note in SHARED["win"]], [note.frequency for note in SHARED["loss"]]
([523.25, 659.25, 783.99, 1046.5], [392, 329.63, 261.63])
>>> [round(tick(count).frequency) for count in (0, 1, 2, 12, 20)]   # a semitone higher each piece, an octave at most
[660, 699, 741, 1320, 1320]
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .screen import Status


@dataclass(frozen=True)
class Note:
    """One oscillator: ``frequency`` (Hz) from ``at`` seconds after its event for
    ``length`` seconds, a ``wave`` of Web Audio's (``sine``, ``triangle``, ``square``), at
    ``volume`` (0 to 1, before the page's volume), gliding to ``to`` Hz if given."""

    at: float
    frequency: float
    length: float
    wave: str = "sine"
    volume: float = 0.5
    to: float | None = None


@dataclass(frozen=True)
class Pace:
    """The pace of a move's animation (``reversi.web.view``): ``stagger`` seconds between
    the steps, the last one ending ``turn`` seconds after it starts."""

    stagger: float
    turn: float


def chord(at: float, frequencies, length: float, wave: str = "sine", volume: float = 0.5, gap: float = 0.0):
    """Notes of ``frequencies``, each ``gap`` seconds after the one before (0: together)."""
    return tuple(Note(at + index * gap, frequency, length, wave, volume) for index, frequency in enumerate(frequencies))


SHARED: dict[str, tuple[Note, ...]] = {
    "place": (Note(0, 520, 0.09, "triangle", 0.6), Note(0, 260, 0.07, "sine", 0.4)),
    "refused": (Note(0, 196, 0.18, "sine", 0.35),),
    "pass": chord(0, (392, 329.63), 0.14, "triangle", 0.35, gap=0.14),
    "click": (Note(0, 1200, 0.025, "triangle", 0.25),),
    "win": chord(0, (523.25, 659.25, 783.99, 1046.5), 0.16, "triangle", 0.4, gap=0.11),
    "loss": chord(0, (392, 329.63, 261.63), 0.24, "sine", 0.35, gap=0.18),
    "draw": chord(0, (261.63, 392, 523.25), 0.6, "sine", 0.25),
    "letter": chord(0, (880, 1174.66), 0.18, "sine", 0.35, gap=0.1),
}
"""The sounds of every game: a piece placed, a refused tap (soft and low, no buzzer), a
pass, undo and redo, the end of a game (a win of the player on this device or in a game
of two players, a loss to the computer or the other side, a draw) and a letter arriving."""

TICK_HZ = 660
"""The first turned piece's tick; each next one a semitone higher, up to an octave."""
REDUCED_PACE = Pace(0.04, 0.0)
"""The ticks' pace when the pieces turn at once (``prefers-reduced-motion``)."""


def tick(count: int) -> Note:
    """The soft tick of the ``count``-th piece turned in a move (from 0)."""
    return Note(0, round(TICK_HZ * 2 ** (min(count, 12) / 12), 2), 0.05, "sine", 0.25)


def sound(drawing, name: str) -> tuple[Note, ...]:
    """The notes of the sound ``name``: the game's own (``drawing.SOUNDS``) or a shared one."""
    return drawing.SOUNDS.get(name) or SHARED[name]


def at(notes, seconds: float) -> tuple[Note, ...]:
    """``notes`` later by ``seconds``."""
    return tuple(replace(note, at=note.at + seconds) for note in notes)


def side_of_device(game, mine=None):
    """The side of the player on this device: ``mine`` (a letter game's), else the one the
    computer plays against; None in a game of two players at one device."""
    if mine is not None:
        return mine
    return game.opponent.color.opponent if game.opponent is not None else None


def ending(game, mine=None) -> str:
    """The sound of the end of ``game``: ``win`` for a win of the player on this device
    (``side_of_device``) or of either player at one device, ``loss``, or ``draw``.

    >>> from reversi import registry
    >>> from reversi.base.screen import Opponent
    >>> Game = registry.variant(registry.DEFAULT).GAME
    >>> over = Game.from_transcript("d3c3f5f4f3d2d1e3b3")   # black wins
    >>> ending(over), ending(over.with_opponent(Opponent(over.winner, 1))), ending(over, mine=over.winner.opponent)
    ('win', 'loss', 'loss')
    """
    winner = game.winner
    if winner is None:
        return "draw"
    side = side_of_device(game, mine)
    return "win" if side is None or winner == side else "loss"


@dataclass(frozen=True)
class MoveSounds:
    """The sounds of a move: ``start`` at once, each of ``steps`` as the step of the
    animation it goes with is painted (one a step, maybe none), ``end`` when the pieces
    stand."""

    start: tuple[Note, ...]
    steps: tuple[tuple[Note, ...], ...]
    end: tuple[Note, ...]

    def later(self, pace: Pace) -> tuple[Note, ...]:
        """The steps' and the end's notes as one sequence from the animation's start, at
        ``pace`` (the pieces painted at once: the ticks still come one by one)."""
        notes = [note for index, step in enumerate(self.steps) for note in at(step, (index + 1) * pace.stagger)]
        return (*notes, *at(self.end, len(self.steps) * pace.stagger + pace.turn))


def move_sounds(drawing, before, after, animation, mine=None) -> MoveSounds:
    """The sounds of the last move of ``after`` (a game one move on from ``before``, drawn
    by ``drawing`` as ``animation``): the move's own at once (``drawing.move_sound``), each
    step's as it is painted (``drawing.step_sound``; a ``tick`` rises with the count), and
    when the pieces stand, a pass or the end (``ending``, ``mine`` as there).

    >>> from reversi import registry
    >>> variant = registry.variant(registry.DEFAULT)
    >>> game = variant.GAME.from_transcript("d3c3f5f4f3d2d1e3")
    >>> after = game.tap(17)                       # b3: three discs turn, and the game ends
    >>> drawing = variant.DRAWING
    >>> sounds = move_sounds(drawing, game, after, drawing.animation(game, after.last))
    >>> [note.frequency for note in sounds.start], [[note.frequency for note in step] for step in sounds.steps]
    ([520, 260], [[660.0], [699.25], [740.82]])
    >>> [(round(note.at, 2), note.frequency) for note in sounds.later(Pace(0.15, 0.4))][2:4]  # the ticks, then the win
    [(0.45, 740.82), (0.85, 523.25)]
    """
    ticks, steps = 0, []
    for _, attributes in animation.steps:
        name = drawing.step_sound(attributes)
        if name == "tick":
            steps.append((tick(ticks),))
            ticks += 1
        else:
            steps.append(() if name is None else sound(drawing, name))
    status = after.status
    end = ending(after, mine) if status is Status.OVER else "pass" if status is Status.PASSED else None
    return MoveSounds(
        tuple(note for name in drawing.move_sound(before, after.last) for note in sound(drawing, name)),
        tuple(steps),
        () if end is None else sound(drawing, end),
    )


def refusal_notes(drawing, reason: str | None) -> tuple[Note, ...]:
    """The notes of a tap that did nothing, ``reason`` being why (a catalogue key or None):
    ``drawing.refusal_sound``'s."""
    return sound(drawing, drawing.refusal_sound(reason))


VOLUMES = {"quiet": 0.12, "middle": 0.3, "loud": 0.6}
"""The page's three volumes (the menu's choice): each note's ``volume`` times this."""
DEFAULT_VOLUME = "middle"
