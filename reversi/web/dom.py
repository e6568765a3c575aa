"""Small helpers for the browser modules: Python callbacks as DOM event listeners, what
localStorage holds, and long work run in slices (``in_slices``).

The modules of ``reversi.web`` take the page from Pyodide (``js``, ``pyodide.ffi``), not
from PyScript's package, and read nothing of it when imported: so the memory snapshot holds
them imported (``tools/build_vendor.py``, ``SNAPSHOT_IN_PYODIDE``: made under Node, where
``document`` and ``window`` are stand-ins that a restored page replaces with its own), and a
repeat visit does not import them. ``is_none`` and ``to_js`` do what PyScript's
``pyscript.ffi`` ones do.
"""

import asyncio
from functools import cache

from js import Object, document, window
from pyodide.ffi import create_once_callable, create_proxy, jsnull
from pyodide.ffi import to_js as _to_js

_handlers = []  # every listener's handler, by its number: they live as long as the page


def is_none(value) -> bool:
    """Whether ``value``, read from the page, is absent: None or JavaScript's null."""
    return value is None or value is jsnull


def to_js(value, **options):
    """``value`` converted for the page, a dict as a plain object (not a Map) as the
    page's functions take their options."""
    return _to_js(value, dict_converter=Object.fromEntries, **options)


def listen(target, event: str, handler, capture: bool = False) -> None:
    """Call ``handler(event)`` on every ``event`` of ``target`` (with ``capture``, before
    the event reaches the element it is for). One proxy of Python serves every listener,
    each a JavaScript function that hands it its number: a proxy a listener took some
    0.1 ms to make, and the page listens to some 80 at start-up."""
    _handlers.append(handler)
    target.addEventListener(event, _listener()(len(_handlers) - 1), capture)


@cache
def _listener():
    """The function that makes the listener of a number: made by the first ``listen``, not
    when the module is imported (the snapshot holds it imported)."""
    make = window.Function.new("dispatch", "return number => event => dispatch(number, event)")
    return make(create_proxy(lambda number, event: _handlers[number](event)))


def by_id(name: str):
    """The page's element of id ``name``."""
    return document.getElementById(name)


def stored(key: str) -> str | None:
    """The text localStorage holds under ``key``; None when there is none or storage is disabled."""
    try:
        text = window.localStorage.getItem(key)
    except Exception:  # storage disabled
        return None
    return None if is_none(text) else text


def remember(key: str, text: str) -> None:
    """Keep ``text`` in localStorage under ``key``; when storage is full or disabled, the
    choice lasts as long as the page."""
    try:
        window.localStorage.setItem(key, text)
    except Exception:  # storage full or disabled
        pass


SLICE_S = 0.02
"""Long work (a long game's record replayed, the coach's analysis) runs in slices this
long, giving the page the main thread in between."""


async def breathe() -> None:
    """Give the page the main thread between two slices of long work, long enough for a
    frame that is due to be drawn. (Pyodide's ``asyncio.sleep(0)`` posts a message, which
    Chromium runs ahead of drawing for up to 100 ms: slices back to back that way left the
    page at 10 to 14 frames a second while the coach analysed; a timer lets the frame in:
    60 a second, the analysis 15 to 25% slower.)"""
    await _called_back(lambda callback: window.setTimeout(callback, 0))


async def _called_back(schedule) -> None:
    """Wait until the page calls the callback that ``schedule`` was given to hand on."""
    done = asyncio.get_event_loop().create_future()
    schedule(create_once_callable(lambda *_: done.done() or done.set_result(None)))
    await done


async def in_slices(steps):
    """What the generator ``steps`` (``base.slices``: given ``SLICE_S``) returns, run with a
    task of its own for each slice it yields after. Back to back, not ``breathe``: reading a
    game is one short busy spell, and frames drawn in the middle of it cost more than they
    show (a long game by link: tasks of 50 to 57 ms with them, 35 ms without)."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
        await asyncio.sleep(0)


_wanted = None  # [the element to focus in the next frame, what had the focus when it was asked]


def focus_soon(element) -> None:
    """Move the focus to ``element`` in the next frame: the style and layout that focusing
    needs are then that frame's own, not forced in the task that changed the page (with a
    long game's move list, 15 to 25 ms in the page). The last one asked before the frame
    wins, and none if the focus moved meanwhile to another element (a focus given at once
    wins; one lost to the page's body, as when what had it was hidden, is not). While
    ``element`` is inert (a dialog just closed, the page behind not yet released) it waits
    another frame. Tests wait for it (``wait_focus``)."""
    global _wanted
    if _wanted is None:
        _wanted = [element, document.activeElement]
        window.requestAnimationFrame(create_once_callable(_take_focus))
    else:
        _wanted[0] = element


def _take_focus(timestamp) -> None:
    global _wanted
    if not is_none(_wanted[0].closest("[inert]")):
        window.requestAnimationFrame(create_once_callable(_take_focus))
        return
    (element, before), _wanted = _wanted, None
    now = document.activeElement
    if is_none(now) or is_none(before) or now.isSameNode(before) or now.isSameNode(document.body):
        element.focus()


async def painted() -> None:
    """Wait until the browser has drawn the next frame: what was written before is then
    styled, laid out and painted in that frame, apart from what is written after."""
    await _called_back(lambda callback: window.requestAnimationFrame(
        create_once_callable(lambda timestamp: window.setTimeout(callback, 0))))
