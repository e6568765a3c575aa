"""What a screen reader hears of a くにとり game (``reversi.base.speech`` for the shared
pieces): the name of a square (a piece face-up or face-down, a hint, the square picked,
the placement shown under full hints and the squares it would open to the opponent),
and after each action who placed which piece where (or gave which piece), what left
the board and turned face-down, the points, then whose turn it is or the result.

>>> from reversi.strings import catalogue
>>> from .game import KunitoriGame
>>> game = KunitoriGame.from_transcript("Sb2 Ka1")
>>> announcement(catalogue("en", "kunitori"), game)
"Brown placed the king on a1. The piece on b2 turned face down. White: 2 points, Brown: 2 points. White's turn."
>>> announcement(catalogue("ja", "kunitori"), game)
'ちゃいろが おうを a1に おきました。 b2の こまは うらむきに なりました。 しろ 2てん、ちゃいろ 2てん。 しろのばん。'
"""

from __future__ import annotations

from types import SimpleNamespace

from ...base.speech import counts_text, sentences, what_next, with_name
from .pieces import square_name


def kind_name(texts: SimpleNamespace, kind) -> str:
    """The spoken name of a kind (``きん``, ``gold``)."""
    return texts.KIND_NAMES[kind.value]


def announcement(texts: SimpleNamespace, game) -> str:
    """After the last action of ``game``: a placement (what it removed, what turned
    face-down) or a give, a pass of an empty hand, the points, then whose turn or the result."""
    move = game.last
    parts = []
    if move.gave is not None:
        parts.append(with_name(texts, texts.GAVE, move.color).format(kind=kind_name(texts, move.gave)))
    elif move.piece is not None:
        name = texts.PIECE_NAMES[move.color.value]
        square = square_name(move.square)
        parts.append(texts.MOVED.format(name=name, kind=kind_name(texts, move.piece.kind), square=square))
        if move.removed is not None:
            parts.append(texts.REMOVED.format(square=square))
        if move.turned is not None:
            parts.append(texts.TURNED.format(square=square_name(move.turned)))
    parts.append(counts_text(texts, dict(zip(("white", "brown"), game.counts))))
    reason = texts.TIE_BREAK if game.status.value == "over" and game.position.score().decided_by.value == "pieces" else None
    return sentences(texts, parts + what_next(texts, game, reason))


def square_label(texts: SimpleNamespace, square: str, attributes: dict) -> str:
    """The name of a square painted with ``attributes`` (``KunitoriDrawing.squares``).

    >>> from reversi.strings import catalogue
    >>> en = catalogue("en", "kunitori")
    >>> square_label(en, "b2", {"data-disc": "white", "data-kind": "gold", "data-up": ""})
    "b2, White's gold, face up"
    >>> square_label(en, "a1", {"data-disc": "brown", "data-hint": "place"})
    "a1, Brown's piece face down, you can place here"
    """
    owner = texts.PIECE_NAMES.get(attributes.get("data-disc", ""), "")
    kind = attributes.get("data-kind")
    if "data-preview" in attributes:
        label = texts.SQUARE_GHOST.format(square=square, kind=texts.KIND_NAMES[kind])
    elif kind is not None and "data-up" in attributes:
        label = texts.SQUARE_UP.format(square=square, owner=owner, kind=texts.KIND_NAMES[kind])
    elif owner:
        label = texts.SQUARE_DOWN.format(square=square, owner=owner)
    else:
        label = square
    marks = (("data-picked", texts.SQUARE_PICKED), ("data-hint", texts.SQUARE_PLACE), ("data-reach", texts.SQUARE_REACH))
    label = texts.LIST_JOIN.join([label, *(said for name, said in marks if name in attributes)])
    return texts.LAST_MOVE.format(label=label) if "data-last" in attributes else label
