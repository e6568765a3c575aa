"""What a screen reader says: the name of each square and the announcement after each
move, composed from the catalogue (``reversi.strings``) of the page's language.

Pure Python (no browser): the view puts the names in ``aria-label`` and the
announcements in its polite live region; the tests compute the same texts.

>>> from reversi.game import Game
>>> from reversi.strings import catalogue
>>> ja, en = catalogue("ja"), catalogue("en")
>>> square_label(ja, "d4", "black"), square_label(en, "d3", None)
('くろ d4', 'd3, empty')
>>> square_label(ja, "c4", None, hint="count", flips=3)
'おける c4、3まい かえせる'
>>> game = Game.new().tap(37)                                    # black plays f5
>>> announcement(ja, game)
'くろが f5に おいて、1まい かえしました。 くろ 4こ、しろ 1こ。 しろのばん。'
>>> announcement(en, game)
"Black played f5 and turned 1 disc. Black: 4 discs, White: 1 disc. White's turn."
"""

from __future__ import annotations

from types import SimpleNamespace

from .game import Game, Status
from .position import Color, square_name
from .strings import plural

SENTENCE_ENDS = ("。", ".", "!", "?", "!", "?")


def with_name(texts: SimpleNamespace, template: str, color: Color) -> str:
    """A catalogue text with its ``{piece}`` replaced by the spoken name of ``color``."""
    return template.replace("{piece}", texts.PIECE_NAMES[color.value])


def flips_text(texts: SimpleNamespace, count: int) -> str:
    """``3まい`` / ``3 discs``."""
    return plural(texts.FLIPS, count).format(count=count)


def score_label(texts: SimpleNamespace, color: Color, count: int, leading: bool = False) -> str:
    """``くろ 4こ`` / ``Black: 4 discs``, with the leader said too."""
    label = plural(texts.SCORE_LABEL, count).format(name=texts.PIECE_NAMES[color.value], count=count)
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
) -> str:
    """The name of a square as drawn: its coordinate and disc (``"black"``, ``"white"``
    or None), or the hint on it (``hint="place"`` or ``"count"`` with ``flips``), the
    preview (``preview`` with ``flips``), a disc the preview would turn (``will_flip``),
    and the last move (``last``)."""
    name = texts.PIECE_NAMES[disc] if disc else ""
    if preview:
        label = texts.SQUARE_PREVIEW.format(square=square, flips=flips_text(texts, flips))
    elif hint == "count":
        label = texts.SQUARE_COUNT.format(square=square, flips=flips_text(texts, flips))
    elif hint == "place":
        label = texts.SQUARE_PLACE.format(square=square)
    elif disc and will_flip:
        label = texts.SQUARE_WILL_FLIP.format(square=square, name=name)
    elif disc:
        label = texts.SQUARE_DISC.format(square=square, name=name)
    else:
        label = texts.SQUARE_EMPTY.format(square=square)
    return texts.LAST_MOVE.format(label=label) if last else label


def sentences(texts: SimpleNamespace, parts: list[str]) -> str:
    """``parts`` as sentences: each ends with the language's full stop unless it already
    ends a sentence (``引き分け`` → ``引き分け。``, ``くろの勝ち!`` stays), joined by a space."""
    return " ".join(part if part.endswith(SENTENCE_ENDS) else part + texts.FULL_STOP for part in parts)


def announcement(texts: SimpleNamespace, game: Game) -> str:
    """What the live region says once the last move of ``game`` has been shown: who
    played where and how many discs turned, the counts, a pass if one followed, then
    whose turn it is or the result."""
    move = game.last
    black, white = game.counts
    parts = [
        texts.MOVED.format(
            name=texts.PIECE_NAMES[move.color.value],
            square=square_name(move.square, game.position.SIZE),
            flips=flips_text(texts, len(move.flipped)),
        ),
        texts.COUNTS.format(black=score_label(texts, Color.BLACK, black), white=score_label(texts, Color.WHITE, white)),
    ]
    if game.status is Status.OVER:
        winner = game.winner
        parts.append(with_name(texts, texts.WINS, winner) if winner else texts.DRAW)
        parts.append(texts.FINAL_SCORE.format(black=black, white=white))
    else:
        if move.passed is not None:
            parts.append(with_name(texts, texts.PASSED, move.passed))
        parts.append(with_name(texts, texts.TURN, game.turn))
    return sentences(texts, parts)
