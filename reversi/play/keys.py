"""Keyboard navigation on the board (the grid pattern of the WAI-ARIA Authoring
Practices), as pure functions of the focused square; ``reversi.web.keys`` wires them
to the page.

The board is one tab stop. Arrow keys move one square and stop at the edges (no
wrapping), Home and End go to the ends of the row, Ctrl+Home and Ctrl+End to the first
and last square, N to the next square where the player may play (Shift+N: the
previous one, both wrapping around the board). Enter and Space tap the focused square.

>>> from reversi.base.sides import square_name
>>> square_name(target("ArrowRight", 27, 8))                    # d4 -> e4
'e4'
>>> target("ArrowLeft", 24, 8)                                  # a4: the edge, focus stays
24
>>> square_name(target("End", 27, 8)), square_name(target("Home", 27, 8, ctrl=True))
('h4', 'a1')
>>> square_name(target("n", 27, 8, legal={19, 26, 37, 44}))     # d4 -> the next legal square in reading order
'f5'
>>> square_name(target("N", 19, 8, shift=True, legal={19, 26, 37, 44}))   # d3 -> back round to e6
'e6'
>>> target("Enter", 27, 8) is TAP, target("x", 27, 8) is None
(True, True)

"""

from __future__ import annotations

TAP = "tap"
"""``target`` for Enter and Space: tap the focused square."""
NEXT_KEY = "n"
"""The key (either case) that jumps to the next legal square; with Shift, the previous one."""

_STEPS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}


def target(
    key: str, square: int, size: int, *, ctrl: bool = False, shift: bool = False, legal=frozenset(),
    bottom_up: bool = False,
) -> int | str | None:
    """What ``key`` (a ``KeyboardEvent.key``) does with ``square`` focused on a board of
    ``size`` x ``size``: the square to focus next, ``TAP``, or None for a key the board
    does not use. ``legal`` are the squares the player may play now. On a board drawn
    ``bottom_up`` (its first row at the bottom) the up arrow goes to the next row.

    >>> target("ArrowUp", 4, 3, bottom_up=True), target("ArrowUp", 4, 3)     # b2 -> b3, b2 -> b1
    (7, 1)
    """
    row, column = divmod(square, size)
    if key in ("Enter", " "):
        return TAP
    if key in _STEPS:
        down, right = _STEPS[key]
        down = -down if bottom_up else down
        return min(max(row + down, 0), size - 1) * size + min(max(column + right, 0), size - 1)
    if key == "Home":
        return 0 if ctrl else row * size
    if key == "End":
        return size * size - 1 if ctrl else row * size + size - 1
    if key.lower() == NEXT_KEY and not ctrl:
        if not legal:
            return square
        order = sorted(legal)
        if shift:
            return next((s for s in reversed(order) if s < square), order[-1])
        return next((s for s in order if s > square), order[0])
    return None
