"""A small helper for the browser modules: Python callbacks as DOM event listeners."""

from pyscript.ffi import create_proxy

_listeners = []  # the proxies live as long as the page


def listen(target, event: str, handler) -> None:
    """Call ``handler(event)`` on every ``event`` of ``target``."""
    proxy = create_proxy(handler)
    _listeners.append(proxy)
    target.addEventListener(event, proxy)
