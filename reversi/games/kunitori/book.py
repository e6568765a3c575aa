"""くにとり's opening book: the exact value and a best action of every position of the
first actions of a game, so that the coach and ``solve`` know them without solving
(from the start, a solve takes minutes). ``book.bin`` beside this module is made by
``tools/kunitori_book.py``; it is read on the first ``lookup``, never at start-up.

Each line of ``book.bin`` is a position in the text form (see ``rules``), its value for
the side to move (the final score under perfect play, in hundredths of a point, as the
search counts: ``evaluation.final_score``) and a best action. A position and its mirror
image across the middle file (``rules.mirrored``) are worth the same, so the book keeps
one of the two.

>>> from .rules import KunitoriPosition, mirrored
>>> late = KunitoriPosition.replay("Ra3 Ba2 Kb3")
>>> lookup(late.node) is None, canonical(late.node) == canonical(mirrored(late.node))    # past the book
(True, True)
"""

from __future__ import annotations

from pathlib import Path

from .rules import KunitoriPosition, Node, action_code, mirror_code, mirrored, parse_action

PATH = Path(__file__).with_name("book.bin")
"""The book's file."""

_BOOK: dict[Node, tuple[int, int]] = {}


def canonical(node: Node) -> Node:
    """The one of ``node`` and its mirror image that the book keeps."""
    return min(node, mirrored(node))


def parse_line(line: str) -> tuple[KunitoriPosition, int, str]:
    """``(position, value, best action)`` of a line of the book."""
    *fields, value, best = line.split()
    return KunitoriPosition.parse(" ".join(fields)), int(value), best


def _load() -> dict[Node, tuple[int, int]]:
    if not _BOOK and PATH.exists():
        for line in PATH.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                position, value, best = parse_line(line)
                node, code = position.node, action_code(parse_action(best))
                key = canonical(node)
                _BOOK[key] = (value, code if key == node else mirror_code(code))
    return _BOOK


def lookup(node: Node) -> tuple[int, int] | None:
    """``(value, best action's code)`` of ``node`` (see ``rules.expand``'s codes), None
    when the book does not hold it (or has not been built)."""
    key = canonical(node)
    found = _load().get(key)
    if found is None:
        return None
    value, code = found
    return (value, code) if key == node else (value, mirror_code(code))
