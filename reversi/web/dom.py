"""Small helpers for the browser modules: Python callbacks as DOM event listeners, and
what localStorage holds."""

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
