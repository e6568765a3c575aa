"""Offline support in the page: registers the service worker (``sw.js``) and lets the
view decide when a new version may take over.

The worker precaches every file of the site. When a new version has been installed
in the background it waits; ``take_over()`` tells it to activate, and the page
reloads into it (the game in progress is saved, so nothing is lost).
"""

from js import window

from .dom import is_none, listen, to_js


class Updates:
    """The service worker registration. ``on_waiting()`` is called once a new version waits."""

    def __init__(self, on_waiting):
        self.on_waiting = on_waiting
        self.registration = None

    async def register(self) -> None:
        container = window.navigator.serviceWorker
        if is_none(container):
            return  # no service workers here (an old browser or a private window)
        try:
            self.registration = await container.register("./sw.js", to_js({"updateViaCache": "none"}))
        except Exception:  # offline before the worker was ever installed, or no sw.js: play on
            return
        if not is_none(self.registration.waiting) and not is_none(container.controller):
            self.on_waiting()
        listen(self.registration, "updatefound", self._on_update_found)

    def _on_update_found(self, event) -> None:
        worker = self.registration.installing

        def on_state_change(event) -> None:
            if worker.state == "installed" and not is_none(window.navigator.serviceWorker.controller):
                self.on_waiting()

        listen(worker, "statechange", on_state_change)

    def take_over(self) -> None:
        """Activate the waiting version and reload the page into it."""
        waiting = None if self.registration is None else self.registration.waiting
        if is_none(waiting):
            return
        listen(window.navigator.serviceWorker, "controllerchange", lambda event: window.location.reload())
        waiting.postMessage("take-over")
