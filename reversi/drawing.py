"""What the page draws of a game, as plain data: the attributes of every square, the
steps of a move's animation, the counts and the token, the spoken texts. One drawing a
game: ``Drawing`` here draws Reversi, ``YwfDrawing`` (``reversi.ywf_drawing``) YWF;
``drawing_for`` gives the one of a game by name, importing YWF's modules only when it is
asked for (the Reversi page does not load them). The view (``reversi.view``) puts what
they say into the DOM and knows no game. Pure Python.

The attributes of a square: ``data-disc`` (its piece), ``data-last`` (the square of the
last move), ``data-hint`` (``place``, or ``count`` with the number in ``data-flips``),
``data-preview`` (the previewed square), ``data-will-flip`` and ``data-dim`` (around a
preview: the discs it would turn, the opponent's that stay); YWF adds ``data-action``
(what a tap on a hinted square does: ``play`` or ``change``) and, around a preview,
``data-will-become`` (the piece a piece would become) in place of ``data-will-flip``.

>>> from reversi.game import Game
>>> squares = Drawing.squares(Game.new().cycle_hint())
>>> squares[19], squares[27]                  # d3: legal, hints at "places"; d4: a white disc
({'data-hint': 'place'}, {'data-disc': 'white'})
>>> animation = Drawing.animation(Game.new(), Game.new().tap(37).last)   # f5 turns e5
>>> animation.start[37], animation.steps
({'data-disc': 'black', 'data-last': ''}, ((36, {'data-disc': 'black', 'data-turning': ''}),))
>>> Drawing.scores(Game.new()), Drawing.token(Game.new())
({'black': 2, 'white': 2}, None)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from types import SimpleNamespace

from . import speech
from .game import Game, Hint, Status

Attributes = dict[str, str]
"""The data attributes of a square, name -> value (``""`` for a mark without a value)."""


@dataclass(frozen=True)
class Animation:
    """A move as the board shows it: every square's attributes when it starts (the
    position before, with the square acted on already changed), then ``steps``, each a
    square and its new attributes, painted one after another."""

    start: tuple[Attributes, ...]
    steps: tuple[tuple[int, Attributes], ...]


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
    """How the page draws Reversi (a ``Game``); ``YwfDrawing`` overrides what YWF draws
    otherwise. Every method takes the game to draw (the view passes ``game.shown``)."""

    GAME = Game
    NAME = GAME.NAME
    """The game's name: in ``game.GAMES``, the saved game's ``rules``, ``<html data-game>``."""
    STORAGE_KEY = "reversi.game"
    """The localStorage key of this game in progress (see ``reversi.saved``)."""
    PIECES = ("black", "white")
    """The pieces on the scoreboard, in the order of ``game.counts``."""
    COMPUTER = ("weights", "endgame", "evaluation", "search", "players")
    """The modules of the computer opponent (``thinking`` imports them), each after those
    it imports: a page can import them one at a time before the computer first thinks."""

    @classmethod
    def pieces(cls, position) -> list[Attributes]:
        """Every square with its piece only (no marks)."""
        squares = range(position.SIZE * position.SIZE)
        return [{"data-disc": piece.value} if piece else {} for piece in map(position.piece_at, squares)]

    @staticmethod
    def hinted(game) -> bool:
        """The hints show: the game goes on and a person has the move."""
        return game.status is not Status.OVER and not game.computer_to_move

    @classmethod
    def squares(cls, game: Game) -> list[Attributes]:
        """The attributes of every square of ``game``: discs, the last move, hints, the preview."""
        squares = cls.pieces(game.position)
        if game.last is not None:
            squares[game.last.square]["data-last"] = ""
        if cls.hinted(game):
            for square, flips in game.options.items():
                squares[square].update(hint_marks(game.hint, flips.bit_count()))
        if game.preview is not None:
            opponent = game.turn.opponent.value
            for square, attributes in enumerate(squares):
                if square == game.preview:
                    attributes["data-preview"] = ""
                elif game.preview_flips >> square & 1:
                    attributes["data-will-flip"] = ""
                elif attributes.get("data-disc") == opponent:
                    attributes["data-dim"] = ""
        return squares

    @classmethod
    def animation(cls, before: Game, move) -> Animation:
        """The move ``move`` played in ``before``: the placed disc at once, then each
        flipped disc turning, line by line outward."""
        start = cls.pieces(before.position)
        start[move.square] = {"data-disc": move.color.value, "data-last": ""}
        turned = {"data-disc": move.color.value, "data-turning": ""}
        return Animation(tuple(start), tuple((square, turned) for square in move.flipped))

    @classmethod
    def scores(cls, game) -> dict[str, int]:
        """Each piece of ``PIECES`` -> its count."""
        return dict(zip(cls.PIECES, game.counts))

    @staticmethod
    def leader(game) -> str | None:
        """The side with more pieces than the other (``"black"`` or ``"white"``), None when even."""
        black, white = game.counts[:2]
        return "black" if black > white else "white" if white > black else None

    @classmethod
    def score_labels(cls, texts: SimpleNamespace, game) -> dict[str, str]:
        """Each piece of ``PIECES`` -> what a screen reader hears of its count on the
        scoreboard, the leader's said as such (``speech.score_label``).

        >>> from reversi.strings import catalogue
        >>> Drawing.score_labels(catalogue("ja"), Game.new().tap(37))
        {'black': 'くろ 4こ、リードしている', 'white': 'しろ 1こ'}
        """
        leader = cls.leader(game)
        return {
            piece: speech.score_label(texts, piece, count, leading=piece == leader)
            for piece, count in cls.scores(game).items()
        }

    @staticmethod
    def token(game) -> str | None:
        """Where YWF's token stands (``TOKEN_PLACES``); None: a game without one."""
        return None

    @staticmethod
    def won_by_token(game) -> bool:
        """The game is over, the counts equal, and the token gave the win (YWF)."""
        return False

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
    def announcement(texts: SimpleNamespace, game: Game) -> str:
        """What the live region says after the last move of ``game``."""
        return speech.announcement(texts, game)

    @classmethod
    def state_announcement(cls, texts: SimpleNamespace, screen) -> str:
        """What the live region says of the state on screen after a change of language
        (``screen``: the live game, maybe looked back at)."""
        shown = screen.shown
        return speech.state_announcement(texts, screen, cls.token(shown), cls.won_by_token(shown))

    @staticmethod
    def thinking(game: Game, rng: random.Random):
        """The computer choosing its move in ``game`` (``players.Thinking``: ``step``, then
        ``move``). The search modules are imported here, when the computer first thinks."""
        from .players import Thinking, level

        return Thinking(game.position, level(game.opponent.level), rng)


def one_move_on(before, after) -> bool:
    """``after`` is the game ``before`` one move later (with the passes that move forced):
    what the board animates rather than draws at once.

    >>> game = Game.new().tap(37)
    >>> one_move_on(game, game.tap(43)), one_move_on(game, game.undo()), one_move_on(Game.new(), game.tap(43))
    (True, False, False)
    """
    played, added = before.played, after.played[len(before.played) :]
    return (
        after.start == before.start
        and after.played[: len(played)] == played
        and bool(added)
        and added[0] != after.PASS
        and all(entry == after.PASS for entry in added[1:])
    )


def drawing_for(name: str) -> type[Drawing]:
    """The drawing of the game called ``name`` (``game.GAMES``; anything else is Reversi).

    >>> drawing_for("reversi") is Drawing, drawing_for("ywf").NAME
    (True, 'ywf')
    """
    if name == "ywf":
        from .ywf_drawing import YwfDrawing

        return YwfDrawing
    return Drawing
