"""What the page draws of a game, as plain data: the attributes of every square, the
steps of a move's animation, the counts, the spoken texts, and whatever else the game
shows around its board. One drawing a game: each game's package subclasses ``Drawing``
(its ``VARIANT.DRAWING``); the view (``reversi.web.view``) puts what it says into the
DOM and knows no game. Pure Python.

The attributes of a square: ``data-disc`` (its piece), ``data-last`` (the square of the
last move), ``data-hint`` (``place``, or ``count`` with the number in ``data-flips``),
``data-preview`` (the previewed square), ``data-will-flip`` and ``data-dim`` (around a
preview: the pieces it would turn, the opponent's that stay); a game may add its own
(``data-action``: what a tap on a hinted square does; ``data-will-become``: the piece a
piece would become).

>>> hint_marks(Hint.PLACES, 3)
{'data-hint': 'place'}
>>> from reversi.strings import catalogue
>>> Drawing.label(catalogue("en"), "d3", {"data-hint": "count", "data-flips": "3"})
'd3, you can play here and change 3 pieces'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

from . import speech
from .screen import Hint, Status
from .sides import square_name

Attributes = dict[str, str]
"""The data attributes of a square, name -> value (``""`` for a mark without a value)."""


@dataclass(frozen=True)
class Animation:
    """A move as the board shows it: every square's attributes when it starts (the
    position before, with the square acted on already changed), then ``steps``, each a
    square and its new attributes, painted one after another."""

    start: tuple[Attributes, ...]
    steps: tuple[tuple[int, Attributes], ...]


@dataclass(frozen=True)
class TrayItem:
    """One thing in a tray (a piece in hand, a wall to place, a piece kept): its
    ``attributes`` (data attributes the game's style draws), its spoken name ``label``,
    what it shows (``face``: short texts, each ``(class name, text)``, drawn in order) and
    whether a tap on it is an intent (``tappable``: a button the player may press, which
    the view reports as ``game.tap_part(tray, index)``; otherwise a picture)."""

    attributes: Attributes
    label: str
    face: tuple[tuple[str, str], ...] = ()
    tappable: bool = True


@dataclass(frozen=True)
class Tray:
    """A row of items beside the board: its spoken name ``label``, its ``items`` and its
    own ``attributes`` (``data-*``: whose it is, whether it is active ...)."""

    label: str
    items: tuple[TrayItem, ...]
    attributes: Attributes = field(default_factory=dict)


def hint_marks(hint: Hint, count: int) -> Attributes:
    """The hint on a square where a tap would act, at the hint level ``hint``; ``count``
    is what the full hints show (the discs it would turn).

    >>> hint_marks(Hint.NONE, 3), hint_marks(Hint.PLACES, 3), hint_marks(Hint.FULL, 3)
    ({}, {'data-hint': 'place'}, {'data-hint': 'count', 'data-flips': '3'})
    """
    if hint is Hint.PLACES:
        return {"data-hint": "place"}
    if hint is Hint.FULL:
        return {"data-hint": "count", "data-flips": str(count)}
    return {}


class Drawing:
    """How the page draws a game; what each game's subclass provides is declared in
    ``reversi.base.contract.DrawingHooks``. Every method takes the game to draw (the view
    passes ``game.shown``)."""

    PIECES = ("black", "white")
    """The pieces on the scoreboard, in the order of ``game.counts``: the two sides first."""
    PARTS: tuple[str, ...] = ()
    """The parts of the page around the board that this game shows (``PART_MARKUP``'s
    elements); ``parts`` says what each shows."""
    PART_MARKUP: dict[str, str] = {}
    """Each part of ``PARTS`` as the page holds it: one element with ``data-part`` (the
    part's name), put beside the board while the game is on screen."""
    TRAYS: tuple[tuple[str, str], ...] = ()
    """The trays this game shows around its board, each ``(name, place)``: ``place`` is
    ``"before"`` (above the board on a phone, left of it on a wide screen) or ``"after"``
    (below, right), in this order; ``trays`` says what each holds. A tap on a tappable item
    is the intent ``game.tap_part(name, index)``; when that changes nothing, the view shows
    ``game.why_not_part(name, index)`` (a catalogue key), if any."""
    BOTTOM_UP = False
    """The board is drawn with its first rank at the bottom (the first player's side)
    rather than at the top."""
    PIECE_MARKUP = '<span class="disc"><span class="stand"></span></span>'
    """What each square holds to draw its piece (the styles show it by the square's attributes)."""
    PART_KEYS: dict[str, tuple[str, int]] = {}
    """Keys (lower case) that tap a tray item while the board has the focus: key -> (the
    tray, the item's index), as a tap on it (``game.tap_part``)."""

    SOUNDS: dict[str, tuple] = {}
    """The game's own sounds, name -> notes (``reversi.base.sound.Note``), over the shared
    ones (``reversi.base.sound.SHARED``), for the names its sound hooks give."""

    @classmethod
    def rows(cls, size: int) -> range:
        """The rows of the board as drawn, top to bottom (each row ``row`` holds the squares
        ``row * size`` .. ``row * size + size - 1``, left to right).

        >>> list(Drawing.rows(3))
        [0, 1, 2]
        """
        return range(size - 1, -1, -1) if cls.BOTTOM_UP else range(size)

    @classmethod
    def coordinates(cls, size: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The labels along the board's frame, in the game's square names (``sides.square_name``):
        the files left to right, on the edge of the first rank (a1's corner is where they meet),
        and the ranks top to bottom, on the left edge.

        >>> Drawing.coordinates(3)
        (('a', 'b', 'c'), ('1', '2', '3'))
        >>> class Up(Drawing):
        ...     BOTTOM_UP = True
        >>> Up.coordinates(3)
        (('a', 'b', 'c'), ('3', '2', '1'))
        """
        first = min(cls.rows(size))
        files = tuple(square_name(first * size + column, size)[0] for column in range(size))
        ranks = tuple(square_name(row * size, size)[1:] for row in cls.rows(size))
        return files, ranks

    @classmethod
    def pieces(cls, position) -> list[Attributes]:
        """Every square with its piece only (no marks)."""
        squares = range(position.SIZE * position.SIZE)
        return [{"data-disc": piece.value} if piece else {} for piece in map(position.piece_at, squares)]

    @classmethod
    def picture(cls, game) -> str:
        """A small picture of ``game``'s board as the page's choice of game shows it: an
        SVG of its squares (one unit each, in the order the board is drawn) and the game's
        piece (``picture_piece``) on each occupied one (a square of ``squares`` with a
        ``data-disc``; each game's ``style.css`` colours them). Decorative: the choice
        names the game.

        >>> from reversi import registry
        >>> variant = registry.variant(registry.DEFAULT)
        >>> svg = variant.DRAWING.picture(variant.GAME.new())
        >>> svg.startswith('<svg class="picture" viewBox="0 0 8 8" aria-hidden="true"'), svg.count("<circle")
        (True, 4)
        >>> '<circle cx="3.5" cy="4.5" r="0.36" data-piece="black"/>' in svg   # d5, the fourth row from the top
        True
        """
        size = game.position.SIZE
        pieces = []
        for square, attributes in enumerate(cls.squares(game)):
            if "data-disc" in attributes:
                row, column = divmod(square, size)
                y = size - 1 - row if cls.BOTTOM_UP else row
                pieces.append(cls.picture_piece(attributes, column + 0.5, y + 0.5))
        lines = "".join(f"M{i} 0V{size}M0 {i}H{size}" for i in range(1, size))
        return (
            f'<svg class="picture" viewBox="0 0 {size} {size}" aria-hidden="true" focusable="false">'
            f'<rect class="picture-board" width="{size}" height="{size}"/><path class="picture-lines" d="{lines}"/>'
            f'{"".join(pieces)}</svg>'
        )

    @staticmethod
    def picture_piece(square: Attributes, x: float, y: float) -> str:
        """The SVG of the piece on ``square`` (its attributes in ``squares``: ``data-disc``
        and what else the game draws, its ``data-kind`` ...) centred on ``(x, y)`` in
        ``picture``, its squares a unit each: by default a round disc, with ``data-piece``
        (the style's colour), about 25 px wide for a whole board on the first screen.

        >>> Drawing.picture_piece({"data-disc": "black"}, 3.5, 4.5)
        '<circle cx="3.5" cy="4.5" r="0.36" data-piece="black"/>'
        """
        return f'<circle cx="{x}" cy="{y}" r="0.36" data-piece="{square["data-disc"]}"/>'

    @staticmethod
    def hinted(game) -> bool:
        """The hints show: the game goes on and a person has the move."""
        return game.status is not Status.OVER and not game.computer_to_move

    @classmethod
    def squares(cls, game) -> list[Attributes]:
        """The attributes of every square of ``game``: pieces, the last move, hints, the preview."""
        raise NotImplementedError

    @classmethod
    def animation(cls, before, move) -> Animation:
        """The last move ``move`` of the game after ``before``, as the board shows it."""
        raise NotImplementedError

    @classmethod
    def scores(cls, game) -> dict[str, int]:
        """Each piece of ``PIECES`` -> its count."""
        return dict(zip(cls.PIECES, game.counts))

    @classmethod
    def leader(cls, game) -> str | None:
        """The side with more than the other on the scoreboard (the first two of ``PIECES``:
        ``"black"`` or ``"white"``), None when even."""
        first, second = cls.PIECES[:2]
        scores = cls.scores(game)
        return first if scores[first] > scores[second] else second if scores[second] > scores[first] else None

    @classmethod
    def score_labels(cls, texts: SimpleNamespace, game) -> dict[str, str]:
        """Each piece of ``PIECES`` -> what a screen reader hears of its count on the
        scoreboard, the leader's said as such (``speech.score_label``).

        >>> from reversi import registry
        >>> from reversi.strings import catalogue
        >>> Game = registry.variant(registry.DEFAULT).GAME
        >>> Drawing.score_labels(catalogue("ja"), Game.new().tap(37))
        {'black': 'くろ 4こ、リードしている', 'white': 'しろ 1こ'}
        """
        leader = cls.leader(game)
        return {
            piece: speech.score_label(texts, piece, count, leading=piece == leader)
            for piece, count in cls.scores(game).items()
        }

    @staticmethod
    def parts(texts: SimpleNamespace, game) -> dict[str, Attributes]:
        """Each part of ``PARTS`` -> the attributes it shows for ``game`` (``aria-label``
        among them), in the language of ``texts``."""
        return {}

    @staticmethod
    def trays(texts: SimpleNamespace, game) -> dict[str, Tray]:
        """Each tray of ``TRAYS`` -> what it holds for ``game``, in the language of ``texts``."""
        return {}

    @staticmethod
    def status_message(texts: SimpleNamespace, game) -> str | None:
        """The message under the board for ``game`` when the game has its own to show (with
        ``{piece}`` for the side to move), or None for the usual ones (a pass, nothing)."""
        return None

    @staticmethod
    def result_details(texts: SimpleNamespace, game) -> str:
        """More lines of the result dialog of a finished ``game`` (HTML, each line a
        ``<p>``), beyond the winner, the reason and the counts; empty by default."""
        return ""

    @staticmethod
    def result_reason(texts: SimpleNamespace, game) -> str | None:
        """The line under the result that says how the game was decided, with ``{piece}``
        for the winner, when it was not decided by the counts alone; None otherwise."""
        return None

    @staticmethod
    def worded(texts: SimpleNamespace, attributes: Attributes) -> Attributes:
        """``attributes`` of a square (``squares``, an animation's) with the words it shows
        in the language of ``texts`` added; as they are by default (a piece shows no word)."""
        return attributes

    @staticmethod
    def move_name(texts: SimpleNamespace, entry, name: str) -> str | None:
        """How the move list writes ``entry`` (an entry of the record, ``name`` in the game's
        notation, which copied text and links keep) in the language of ``texts``; None for a
        pass (the list writes ``MOVE_PASS``). By default the notation of a square (``f5``).

        >>> from reversi.strings import catalogue
        >>> Drawing.move_name(catalogue("ja"), 37, "f5"), Drawing.move_name(catalogue("ja"), None, "pass")
        ('f5', None)
        """
        return None if getattr(entry, "square", entry) is None else name

    @staticmethod
    def label(texts: SimpleNamespace, name: str, attributes: Attributes) -> str:
        """The spoken name of the square ``name`` painted with ``attributes``."""
        return speech.square_label(
            texts,
            name,
            attributes.get("data-disc"),
            hint=attributes.get("data-hint"),
            flips=int(attributes.get("data-flips", 0)),
            preview="data-preview" in attributes,
            will_flip="data-will-flip" in attributes,
            last="data-last" in attributes,
            action=attributes.get("data-action"),
            will_become=attributes.get("data-will-become"),
        )

    @staticmethod
    def move_sound(before, move) -> tuple[str, ...]:
        """The sounds (names of ``SOUNDS`` or the shared ones) that the last move ``move`` of
        the game after ``before`` makes at once: ``place`` for an entry on a square, none
        for a pass (whose sound comes when the pieces stand, ``reversi.base.sound``)."""
        return ("place",) if getattr(move, "square", None) is not None else ()

    @staticmethod
    def step_sound(attributes: Attributes) -> str | None:
        """The sound of a step of a move's animation that paints ``attributes``: a ``tick``
        (rising with the count) for a piece that turns, by default, nothing otherwise."""
        return "tick" if "data-turning" in attributes else None

    @staticmethod
    def refusal_sound(reason: str | None) -> str:
        """The sound of a tap that did nothing, ``reason`` being why (``game.why_not``'s key,
        or None): ``refused``, a soft low tone, by default."""
        return "refused"

    @staticmethod
    def announcement(texts: SimpleNamespace, game) -> str:
        """What the live region says after the last move of ``game``."""
        raise NotImplementedError

    @classmethod
    def state_announcement(cls, texts: SimpleNamespace, screen) -> str:
        """What the live region says of the state on screen after a change of language
        (``screen``: the live game, maybe looked back at): where the review stands, the
        counts, what the parts around the board say (their ``aria-label``), then a pass just
        made and whose turn it is, or the result (``speech.state_announcement``)."""
        shown = screen.shown
        said = [attributes["aria-label"] for attributes in cls.parts(texts, shown).values() if "aria-label" in attributes]
        return speech.state_announcement(texts, screen, cls.scores(shown), said, cls.result_reason(texts, shown))


def one_move_on(before, after) -> bool:
    """``after`` is the game ``before`` one move later (with the passes that move forced):
    what the board animates rather than draws at once.

    >>> from reversi import registry
    >>> Game = registry.variant(registry.DEFAULT).GAME
    >>> game = Game.new().tap(37)
    >>> one_move_on(game, game.tap(43)), one_move_on(game, game.undo()), one_move_on(Game.new(), game.tap(43))
    (True, False, False)
    """
    played, added = before.actions, after.actions[len(before.actions) :]
    return (
        after.start == before.start
        and after.actions[: len(played)] == played
        and bool(added)
        and added[0] != after.PASS
        and all(entry == after.PASS for entry in added[1:])
    )
