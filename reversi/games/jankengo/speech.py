"""What a screen reader hears of a じゃんけんご game (``reversi.base.speech`` for the
shared pieces): each square's name (whose piece, which, and what a tap there would do)
and, after each action, what it did (a step, what it took, a wall, the end of a turn, a
pass), the steps left in the turn or the counts and whose turn it is, or the result.

>>> from reversi.strings import catalogue
>>> from .game import JankengoGame
>>> ja, en = catalogue("ja", "jankengo"), catalogue("en", "jankengo")
>>> square_label(ja, "d1", {"data-disc": "black", "data-kind": "king", "data-selected": ""})
'あおの キング d1、えらんでいる'
>>> square_label(en, "d2", {"data-target": "capture", "data-disc": "white", "data-kind": "pa"})
"d2, Red's Paper, step here to take it"
>>> announcement(ja, JankengoGame.from_transcript("d1-d2"))
'あおの キングが d1から d2へ。 のこり 2ほ。'
>>> announcement(en, JankengoGame.from_transcript("d1-d2 end"))
"Blue ended the turn. Blue: 7 pieces, Red: 7 pieces. Red's turn."
"""

from __future__ import annotations

from types import SimpleNamespace

from ...base.speech import counts_text, sentences, what_next
from ...strings import plural
from .rules import End, Pass, Step, Wall, square_name


def piece_name(texts: SimpleNamespace, owner: str, kind: str) -> str:
    """``あおの グー`` / ``blue's Rock``."""
    return texts.PIECE_OF.format(side=texts.PIECE_NAMES[owner], kind=texts.KIND_NAMES[kind])


def square_label(texts: SimpleNamespace, name: str, attributes: dict) -> str:
    """The spoken name of the square ``name`` painted with ``attributes`` (see ``drawing``)."""
    disc = attributes.get("data-disc")
    parts = [texts.SQUARE_PIECE.format(piece=piece_name(texts, disc, attributes["data-kind"]), square=name) if disc else name]
    target = attributes.get("data-target")
    marks = (
        ("data-selected" in attributes, texts.MARK_SELECTED),
        (target is not None, texts.MARK_TARGETS.get(target, "")),
        (attributes.get("data-hint") == "place", texts.MARK_MOVABLE),
        ("data-danger" in attributes, texts.MARK_DANGER),
        ("data-atari" in attributes, texts.MARK_ATARI),
        ("data-last" in attributes, texts.MARK_LAST),
    )
    parts += [text for shown, text in marks if shown]
    return texts.MARK_JOIN.join(parts)


def announcement(texts: SimpleNamespace, game) -> str:
    """What the live region says after the last action of ``game``."""
    move, position = game.last, game.position
    side = texts.PIECE_NAMES[move.color.value]
    action = move.action
    parts = []
    if isinstance(action, Step):
        kind = position.piece_at(action.target).kind.value  # the piece that stepped (never taken by its own step)
        piece = piece_name(texts, move.color.value, kind)
        parts.append(texts.STEPPED.format(piece=piece, source=square_name(action.source), target=square_name(action.target)))
    elif isinstance(action, Wall):
        parts.append(texts.WALLED.format(side=side, square=square_name(action.square)))
    elif isinstance(action, End):
        parts.append(texts.ENDED.format(side=side))
    elif isinstance(action, Pass):
        parts.append(texts.PASSED_TURN.format(side=side))
    if move.taken:
        taken = texts.MARK_JOIN.join(piece_name(texts, piece.owner.value, piece.kind.value) for _, piece in move.taken)
        parts.append(texts.TOOK.format(pieces=taken))
    if move.ended:
        parts.append(texts.ENDED.format(side=side))
    if not position.is_game_over() and position.turn is move.color:
        parts.append(plural(texts.STEPS_LEFT, position.steps_left).format(count=position.steps_left))
        return sentences(texts, parts)
    parts.append(counts_text(texts, dict(zip(("black", "white"), position.counts()))))
    outcome = position.outcome
    reason = None if outcome is None else texts.ENDINGS[outcome.ending.name.lower()]
    return sentences(texts, parts + what_next(texts, game, reason))
