"""What a screen reader says: the name of each square, the announcement after each move
and the state on screen said again after a change of language, composed from the
catalogue (``reversi.strings``) of the page's language.

Pure Python (no browser): the view puts the names in ``aria-label`` and the
announcements in its polite live region; the tests compute the same texts.

Each game composes its own announcement from these pieces (its package's ``speech``),
in its own texts (``catalogue(language, name)``: a game's table over the shared one).

>>> from reversi.strings import catalogue
>>> ja, en = catalogue("ja"), catalogue("en")
>>> square_label(ja, "d4", "black"), square_label(en, "d3", None)
('くろ d4', 'd3, empty')
>>> square_label(ja, "c4", None, hint="count", flips=3)
'おける c4、3こ かわる'
>>> counts_text(en, {"black": 4, "white": 1})
'Black: 4 pieces, White: 1 piece'
"""

from __future__ import annotations

from types import SimpleNamespace

from ..strings import plural
from .screen import Status
from .sides import Color

SENTENCE_ENDS = ("。", ".", "!", "?", "!", "?")


def with_name(texts: SimpleNamespace, template: str, color: Color) -> str:
    """A catalogue text with its ``{piece}`` replaced by the spoken name of ``color``."""
    return template.replace("{piece}", texts.PIECE_NAMES[color.value])


def flips_text(texts: SimpleNamespace, count: int) -> str:
    """``3こ`` / ``3 pieces`` (a game's texts may say ``3まい`` / ``3 discs``)."""
    return plural(texts.FLIPS, count).format(count=count)


def score_label(texts: SimpleNamespace, piece, count: int, leading: bool = False) -> str:
    """``くろ 4こ`` / ``Black: 4 pieces``, with the leader said too (what a screen reader hears
    of a count on the scoreboard). ``piece`` is a ``Color``, a game's piece (anything whose
    ``value`` names it in ``PIECE_NAMES``) or that name.

    >>> from reversi.strings import catalogue
    >>> score_label(catalogue("en"), "black", 33, leading=True)
    'Black: 33 pieces, in the lead'
    """
    name = texts.PIECE_NAMES[getattr(piece, "value", piece)]
    label = plural(texts.SCORE_LABEL, count).format(name=name, count=count)
    return texts.LEADING.format(score=label) if leading else label


def square_label(
    texts: SimpleNamespace,
    square: str,
    disc: str | None,
    *,
    hint: str | None = None,
    flips: int = 0,
    preview: bool = False,
    will_flip: bool = False,
    last: bool = False,
    action: str | None = None,
    will_become: str | None = None,
) -> str:
    """The name of a square as drawn: its coordinate and disc (``"black"``, ``"white"``,
    another piece of the game or None), or the hint on it (``hint="place"`` or ``"count"``
    with ``flips``; ``action``: what a tap there does in a game that has several, whose
    texts may word it: ``SQUARE_PLACE_<ACTION>``, ``SQUARE_COUNT_<ACTION>``,
    ``SQUARE_PREVIEW_<ACTION>``), the preview (``preview`` with ``flips``), a disc the
    preview would turn (``will_flip``) or change (``will_become`` the piece it would
    become), and the last move (``last``)."""
    name = texts.PIECE_NAMES[disc] if disc else ""
    if preview or hint in ("count", "place"):
        shown = "SQUARE_PREVIEW" if preview else "SQUARE_COUNT" if hint == "count" else "SQUARE_PLACE"
        template = getattr(texts, f"{shown}_{action.upper()}", None) if action else None
        template = template or getattr(texts, shown)
    elif disc and will_become:
        template = texts.SQUARE_WILL_BECOME
    elif disc and will_flip:
        template = texts.SQUARE_WILL_FLIP
    elif disc:
        template = texts.SQUARE_DISC
    else:
        template = texts.SQUARE_EMPTY
    after = texts.PIECE_NAMES[will_become] if will_become else ""
    label = template.format(square=square, name=name, flips=flips_text(texts, flips), after=after)
    return texts.LAST_MOVE.format(label=label) if last else label


def sentences(texts: SimpleNamespace, parts: list[str]) -> str:
    """``parts`` as sentences: each ends with the language's full stop unless it already
    ends a sentence (``ひきわけ`` → ``ひきわけ。``, ``くろの かち!`` stays), joined by a space."""
    return " ".join(part if part.endswith(SENTENCE_ENDS) else part + texts.FULL_STOP for part in parts)


def counts_text(texts: SimpleNamespace, scores: dict[str, int]) -> str:
    """``くろ 4こ、しろ 1こ``: each piece's count (``Drawing.scores``) in the game's
    ``COUNTS`` sentence."""
    return texts.COUNTS.format(**{piece: score_label(texts, piece, count) for piece, count in scores.items()})


def state_announcement(
    texts: SimpleNamespace, screen, scores: dict[str, int], said: list[str] = (), reason: str | None = None
) -> str:
    """What the live region says when the language changes (so that it holds no sentence in
    the language left): the state on screen, once, in ``texts``' language. Where the review
    stands if ``screen`` is looked back at, the counts (``scores``: each piece's), what else
    the board's surroundings say (``said``: the ``aria-label`` of the drawing's parts),
    then a pass just made and whose turn it is, or the result (with ``reason``, as
    ``what_next``).

    >>> from reversi import registry
    >>> from reversi.strings import catalogue
    >>> Game = registry.variant(registry.DEFAULT).GAME
    >>> game = Game.new().tap(37)
    >>> state_announcement(catalogue("en"), game, {"black": 4, "white": 1})
    "Black: 4 pieces, White: 1 piece. White's turn."
    >>> state_announcement(catalogue("ja"), game.review_at(0), {"black": 2, "white": 2})
    'ふりかえり 0 / 1て。 くろ 2こ、しろ 2こ。 くろのばん。'
    """
    game, review = screen.shown, screen.review
    parts = [] if review is None else [texts.REVIEW_STATUS.format(at=review.at, total=len(review.actions))]
    parts += [counts_text(texts, scores), *said]
    return sentences(texts, parts + what_next(texts, game, reason))


def what_next(texts: SimpleNamespace, game, reason: str | None = None) -> list[str]:
    """The end of an announcement: a pass if one followed and whose turn it is, or the
    result (with ``reason``, the ``Drawing.result_reason`` of a win not decided by the
    counts alone) and the counts in the game's ``FINAL_SCORE``, where it has one (a game not
    won by its counts has none: ``""``)."""
    if game.status is not Status.OVER:
        passed = [with_name(texts, texts.PASSED, game.last.passed)] if game.status is Status.PASSED else []
        return [*passed, with_name(texts, texts.TURN, game.turn)]
    winner = game.winner
    parts = [with_name(texts, texts.WINS, winner) if winner else texts.DRAW]
    if reason is not None:
        parts.append(with_name(texts, reason, winner) if winner else reason)
    sides = {color.value: count for color, count in zip(game.position.COLORS, game.counts)}
    score = texts.FINAL_SCORE.format(**sides)  # (empty in a game not won by its counts)
    return [*parts, score] if score else parts
