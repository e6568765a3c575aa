"""Modal dialogs in the page: a dialog takes the focus when it opens, Tab and Shift+Tab
stay inside it, the page behind it is inert meanwhile (no focus, hidden from screen
readers), and the focus goes back where it was when the dialog closes.

``ModalFocus`` does it for an overlay that the view shows and hides (Escape calls
``on_escape``); ``ModalDialog`` for a ``<dialog>``, which the browser keeps modal.
"""

import asyncio

from js import document

from .dom import focus_soon, is_none, listen, painted

FOCUSABLE = "button:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex='-1'])"
BEHIND = "main > :not([aria-live]), #update"
"""What the dialog covers: made inert while it is open (all but the live region, which
must still say the result)."""


class ModalFocus:
    """The focus of the dialog in ``overlay`` (shown and hidden by the view)."""

    def __init__(self, overlay, on_escape=None):
        self.overlay, self.on_escape = overlay, on_escape
        self.is_open = False
        self.returns_to = None
        listen(overlay, "keydown", self.on_key)

    def opened(self) -> None:
        """The dialog has just been shown: move the focus into it (once), in the next frame:
        the style and layout that focusing needs are then the frame's own, not forced in the
        task that drew the dialog (with a long game's move list, 25 ms in the page)."""
        if self.is_open:
            return
        self.is_open = True
        self.returns_to = document.activeElement
        asyncio.ensure_future(self._settle_behind())
        focus_soon(self._focusable()[0])

    def closed(self) -> None:
        """The dialog has just been hidden: give the focus back (once the page behind is no
        longer inert)."""
        if not self.is_open:
            return
        self.is_open = False
        asyncio.ensure_future(self._settle_behind())
        back = self.returns_to
        self.returns_to = None
        if not is_none(back) and back.isConnected and not back.isSameNode(document.body):
            focus_soon(back)

    def on_key(self, event) -> None:
        if event.key == "Escape" and self.on_escape is not None:
            event.preventDefault()
            self.on_escape(event)
        elif event.key == "Tab":
            items = self._focusable()
            first, last = items[0], items[-1]
            active = document.activeElement
            if event.shiftKey and active.isSameNode(first):
                event.preventDefault()
                last.focus()
            elif not event.shiftKey and active.isSameNode(last):
                event.preventDefault()
                first.focus()

    def _focusable(self) -> list:
        found = self.overlay.querySelectorAll(FOCUSABLE)
        return [found.item(index) for index in range(found.length)]

    async def _settle_behind(self) -> None:
        """Make the page behind inert while the dialog is open, after the frame that draws
        it shown (or hidden): restyling the page (17 to 20 ms with a long game's move list)
        is then a task of its own, not added to the one that opened or closed the dialog. A
        focus asked for behind it waits until then (``focus_soon``)."""
        await painted()
        behind = document.querySelectorAll(BEHIND)
        for index in range(behind.length):
            element = behind.item(index)
            if element.hasAttribute("inert") != self.is_open:
                element.toggleAttribute("inert", self.is_open)


class ModalDialog:
    """A ``<dialog>`` shown with ``showModal`` (the browser keeps the focus inside and the
    page behind inert, and closes it on Escape). Its ``close_button`` and a tap on the
    backdrop around it close it too; the focus then goes back to what had it when it
    opened, if that is still there and shown."""

    def __init__(self, dialog, close_button):
        self.dialog = dialog
        self.opener = None  # what had the focus before the dialog opened
        listen(close_button, "click", lambda event: dialog.close())
        listen(dialog, "click", self.on_click)
        listen(dialog, "close", self.on_closed)

    def open(self) -> None:
        self.opener = document.activeElement
        self.dialog.showModal()

    def on_click(self, event) -> None:
        if event.target.isSameNode(self.dialog):  # the backdrop around the dialog's body
            self.dialog.close()

    def on_closed(self, event) -> None:
        opener = self.opener
        self.opener = None
        if opener is not None and not is_none(opener) and opener.isConnected and not opener.closest("[hidden]"):
            opener.focus()
