"""What a screen reader says: the name of each square, the announcement after each move
and the state on screen said again after a change of language, composed from the
catalogue (``reversi.strings``) of the page's language.

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

YWF has its own texts (``catalogue(language, "ywf")``), a Change hint on a Futsu-no-ko
and an announcement of its own (``ywf_announcement``):

>>> ywf = catalogue("ja", "ywf")
>>> square_label(ywf, "d4", "neutral", hint="count", flips=1, action="change")
'ふつうのこ d4、かえると 1こ かわる'
>>> square_label(ywf, "f5", "black", will_become="neutral")
'わるいこ f5、ふつうのこに なる'
"""

from __future__ import annotations

from types import SimpleNamespace

from .game import Game, Status
from .position import Color, square_name
from .strings import plural

SENTENCE_ENDS = ("。", ".", "!", "?", "!", "?")
NEUTRAL = SimpleNamespace(value="neutral")
"""YWF's Futsu-no-ko as ``score_label`` names it (``ywf.Piece`` is not imported here: the
Reversi page does not load the YWF modules)."""


def with_name(texts: SimpleNamespace, template: str, color: Color) -> str:
    """A catalogue text with its ``{piece}`` replaced by the spoken name of ``color``."""
    return template.replace("{piece}", texts.PIECE_NAMES[color.value])


def flips_text(texts: SimpleNamespace, count: int) -> str:
    """``3まい`` / ``3 discs`` (YWF: ``3こ`` / ``3 pieces``)."""
    return plural(texts.FLIPS, count).format(count=count)


def score_label(texts: SimpleNamespace, piece, count: int, leading: bool = False) -> str:
    """``くろ 4こ`` / ``Black: 4 discs``, with the leader said too (what a screen reader hears
    of a count on the scoreboard). ``piece`` is a ``Color``, a YWF ``Piece`` (anything whose
    ``value`` names it in ``PIECE_NAMES``) or that name.

    >>> from reversi.strings import catalogue
    >>> score_label(catalogue("en"), "black", 33, leading=True)
    'Black: 33 discs, in the lead'
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
    YWF's ``"neutral"`` or None), or the hint on it (``hint="place"`` or ``"count"`` with
    ``flips``; YWF's ``action="change"`` on a Futsu-no-ko), the preview (``preview`` with
    ``flips``), a disc the preview would turn (``will_flip``) or change (YWF:
    ``will_become`` the piece it would become), and the last move (``last``)."""
    name = texts.PIECE_NAMES[disc] if disc else ""
    change = action == "change"
    if preview:
        template = texts.SQUARE_PREVIEW_CHANGE if change else texts.SQUARE_PREVIEW
    elif hint == "count":
        template = texts.SQUARE_CHANGE_COUNT if change else texts.SQUARE_COUNT
    elif hint == "place":
        template = texts.SQUARE_CHANGE if change else texts.SQUARE_PLACE
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
    ends a sentence (``引き分け`` → ``引き分け。``, ``くろの勝ち!`` stays), joined by a space."""
    return " ".join(part if part.endswith(SENTENCE_ENDS) else part + texts.FULL_STOP for part in parts)


def counts_text(texts: SimpleNamespace, counts: tuple[int, ...]) -> str:
    """``くろ 4こ、しろ 1こ``: the counts of ``(black, white)``, or YWF's ``(black, white,
    neutral)`` with its Futsu-no-ko."""
    pieces = (Color.BLACK, Color.WHITE, NEUTRAL)
    return texts.COUNTS.format(**{piece.value: score_label(texts, piece, count) for piece, count in zip(pieces, counts)})


def announcement(texts: SimpleNamespace, game: Game) -> str:
    """What the live region says once the last move of ``game`` has been shown: who
    played where and how many discs turned, the counts, a pass if one followed, then
    whose turn it is or the result."""
    move = game.last
    moved = texts.MOVED.format(
        name=texts.PIECE_NAMES[move.color.value],
        square=square_name(move.square, game.position.SIZE),
        flips=flips_text(texts, len(move.flipped)),
    )
    return sentences(texts, [moved, counts_text(texts, game.counts), *_what_next(texts, game)])


def ywf_announcement(texts: SimpleNamespace, game) -> str:
    """``announcement`` for a ``YwfGame``, in YWF's texts: a Play or a Change and how many
    pieces it changed besides, the counts with the Futsu-no-ko, where the token went
    after a Change, then as for Reversi.

    >>> from reversi.strings import catalogue
    >>> from reversi.ywf_game import YwfGame
    >>> ywf_announcement(catalogue("en", "ywf"), YwfGame.from_transcript("c4 +f6"))
    "Yoi-ko changed the Futsu-no-ko on f6 and 1 piece more. Warui-ko: 4 pieces, Yoi-ko: 4 pieces, Futsu-no-ko: 2 pieces. The token moved to Warui-ko's side. Warui-ko's turn."
    """
    move = game.last
    change = move.action.kind.value == "change"
    moved = (texts.MOVED_CHANGE if change else texts.MOVED).format(
        name=texts.PIECE_NAMES[move.color.value],
        square=square_name(move.square, game.position.SIZE),
        flips=flips_text(texts, len(move.changed)),
    )
    parts = [moved, counts_text(texts, game.counts)]
    if change:
        parts.append(texts.TOKEN_MOVED.format(place=texts.TOKEN_PLACES[token_place(game.token)]))
    return sentences(texts, parts + _what_next(texts, game, game.won_by_token))


def state_announcement(texts: SimpleNamespace, screen, token: str | None = None, won_by_token: bool = False) -> str:
    """What the live region says when the language changes (so that it holds no sentence in
    the language left): the state on screen, once, in ``texts``' language. Where the review
    stands if ``screen`` is looked back at, the counts, where YWF's ``token`` stands (a
    ``TOKEN_PLACES`` key; None for Reversi), then a pass just made and whose turn it is, or
    the result (``won_by_token``: YWF's win on equal counts).

    >>> from reversi.strings import catalogue
    >>> state_announcement(catalogue("en"), Game.new().tap(37))
    "Black: 4 discs, White: 1 disc. White's turn."
    >>> state_announcement(catalogue("ja"), Game.new().tap(37).review_at(0))
    'ふりかえり 0 / 1て。 くろ 2こ、しろ 2こ。 くろのばん。'
    """
    game, review = screen.shown, screen.review
    parts = [] if review is None else [texts.REVIEW_STATUS.format(at=review.at, total=len(review.moves))]
    parts.append(counts_text(texts, game.counts))
    if token is not None:
        parts.append(texts.TOKEN.format(place=texts.TOKEN_PLACES[token]))
    return sentences(texts, parts + _what_next(texts, game, won_by_token))


def token_place(token: Color | None) -> str:
    """Where YWF's token stands, as ``TOKEN_PLACES`` names it: ``"black"``, ``"white"`` or ``"center"``."""
    return token.value if token else "center"


def _what_next(texts: SimpleNamespace, game, won_by_token: bool = False) -> list[str]:
    """The end of an announcement: a pass if one followed and whose turn it is, or the
    result (a YWF win on equal counts, ``won_by_token``, says that the token decided)."""
    if game.status is not Status.OVER:
        passed = [with_name(texts, texts.PASSED, game.last.passed)] if game.status is Status.PASSED else []
        return [*passed, with_name(texts, texts.TURN, game.turn)]
    winner = game.winner
    parts = [with_name(texts, texts.WINS, winner) if winner else texts.DRAW]
    if won_by_token:
        parts.append(with_name(texts, texts.TOKEN_WIN, winner))
    black, white = game.counts[:2]
    return [*parts, texts.FINAL_SCORE.format(black=black, white=white)]
