"""Small helpers for the browser modules: Python callbacks as DOM event listeners, what
localStorage holds, and long work run in slices (``in_slices``)."""

import asyncio

from pyscript import window
from pyscript.ffi import create_proxy, is_none

_listeners = []  # the proxies live as long as the page


def listen(target, event: str, handler) -> None:
    """Call ``handler(event)`` on every ``event`` of ``target``."""
    proxy = create_proxy(handler)
    _listeners.append(proxy)
    target.addEventListener(event, proxy)


def stored(key: str) -> str | None:
    """The text localStorage holds under ``key``; None when there is none or storage is disabled."""
    try:
        text = window.localStorage.getItem(key)
    except Exception:  # storage disabled
        return None
    return None if is_none(text) else text


SLICE_S = 0.02
"""Long work (a long game's record replayed, the coach's analysis) runs in slices this
long, giving the page the main thread in between."""


async def in_slices(steps):
    """What the generator ``steps`` (``base.slices``: given ``SLICE_S``) returns, run with a
    task of its own for each slice it yields after."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
        await asyncio.sleep(0)
