"""The sections of a game's illustrated rules page (its ``VARIANT.rules_page``): a heading,
paragraphs and lists of the catalogue's texts, then a figure. Pure Python.

>>> section("turn", "A turn", ("Steps.", ("one", "two")), str, "<figure></figure>")
'<section class="rules-part" data-part="turn"><h3>A turn</h3><p>Steps.</p><ul><li>one</li><li>two</li></ul><figure></figure></section>'
"""

from __future__ import annotations

from collections.abc import Callable


def section(name: str, heading: str, items, render: Callable[[str], str], figure: str = "") -> str:
    """The section ``name`` of a rules page: ``heading`` (HTML), then each of ``items`` as a
    paragraph, or, a tuple of texts, as a list, each text made HTML by ``render``; then
    ``figure`` (HTML)."""
    body = []
    for item in items:
        if isinstance(item, str):
            body.append(f"<p>{render(item)}</p>")
        else:
            body.append("<ul>" + "".join(f"<li>{render(entry)}</li>" for entry in item) + "</ul>")
    return f'<section class="rules-part" data-part="{name}"><h3>{heading}</h3>{"".join(body)}{figure}</section>'
