"""くにとり's opening book: the exact value and a best action of every position of the
first actions of a game, so that the coach and ``solve`` know them without solving
(from the start, a solve takes minutes). ``book.bin`` beside this module is made by
``tools/kunitori_book.py --plies 2``: the start and every position after the first and
the second action (1 + 40 + 655 positions, one of each mirror pair, some 40 minutes of
CPU to build); it is read on the first ``lookup``, never at start-up.

Each line of ``book.bin`` is a position in the text form (see ``rules``), its value for
the side to move (the final score under perfect play, in hundredths of a point, as the
search counts: ``evaluation.final_score``) and a best action. A position and its mirror
image across the middle file (``rules.mirrored``) are worth the same, so the book keeps
one of the two.

>>> from .rules import KunitoriPosition, code_action, mirrored
>>> start = KunitoriPosition.initial()
>>> value, code = lookup(start.node)
>>> value, str(code_action(code))                 # brown wins the start by a point
(-100, 'Ka1')
>>> after = start.play(code_action(0))            # 王 on a1: kept as its mirror, 王 on c1
>>> lookup(after.node)[0] == lookup(mirrored(after.node))[0] == 100
True
>>> late = KunitoriPosition.replay("Ra3 Ba2 Kb3")
>>> lookup(late.node) is None, canonical(late.node) == canonical(mirrored(late.node))    # past the book
(True, True)

The page ships the package's data files as they are (``tools/build_vendor.py``'s
``PACKAGE_DATA``, hence the name ``book.bin``, though it is text), in an archive of its
own that the first import of this module brings.
"""

from __future__ import annotations

from pathlib import Path

from ...base.slices import Pace, finish
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


def reading(seconds: float | None = None):
    """Read the book, once (a generator that yields each time ``seconds`` of work are
    done, if given: its 696 positions take a few tens of milliseconds in CPython, three
    times as long in the page, which reads it in slices before its first analysis: a
    slice after each position with ``seconds=0``)."""
    if _BOOK or not PATH.exists():
        return
    book, pace = {}, Pace(seconds)
    for line in PATH.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            position, value, best = parse_line(line)
            node, code = position.node, action_code(parse_action(best))
            key = canonical(node)
            book[key] = (value, code if key == node else mirror_code(code))
            yield from pace.pause()
    _BOOK.update(book)  # whole or not at all (a page may leave the reading half done)


def _load() -> dict[Node, tuple[int, int]]:
    finish(reading())
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
