"""Work done in slices: a generator that yields each time some ``seconds`` of work are
done (``Pace``), so that a page can give the browser its main thread between slices
(``reversi.web`` awaits between them), and ``finish`` to run such a generator to its end
at once (the command line, the tests).

>>> def counting(count, seconds=None):
...     pace = Pace(seconds)
...     for _ in range(count):
...         yield from pace.pause()
...     return count
>>> finish(counting(3)), sum(1 for _ in counting(3, seconds=0))   # at once; a slice each
(3, 3)
"""

from __future__ import annotations

import time


class Pace:
    """When a generator doing ``seconds`` of work a slice yields: ``yield from
    pace.pause()`` between two pieces of its work yields once ``seconds`` have passed
    since the slice began (never when ``seconds`` is None), and the next slice begins when
    the generator is resumed (the time the page spent in between does not count)."""

    __slots__ = ("seconds", "began")

    def __init__(self, seconds: float | None) -> None:
        self.seconds = seconds
        self.began = time.perf_counter()

    def pause(self):
        """Yield once if the slice's ``seconds`` are spent (a generator)."""
        if self.seconds is not None and time.perf_counter() - self.began >= self.seconds:
            yield
            self.began = time.perf_counter()


def finish(steps):
    """What the generator ``steps`` returns, run to its end at once.

    >>> finish(iter(()))            # (an iterator that returns nothing)
    """
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
