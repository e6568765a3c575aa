"""The parts of a game's illustrated rules page (its ``VARIANT.rules_page``): sections (a
heading, paragraphs and lists of the catalogue's texts, then a figure), figures with their
caption, and the SVG drawings in them. Pure Python.

>>> section("turn", "A turn", ("Steps.", ("one", "two")), str, "<figure></figure>")
'<section class="rules-part" data-section="turn"><h3>A turn</h3><p>Steps.</p><ul><li>one</li><li>two</li></ul><figure></figure></section>'
>>> figure("start", svg(beside("<rect/>", 2), 10, 5, "the start", "start", scale=3.2), "At the start")
'<figure class="rules-figure" data-figure="start"><svg class="fig" data-figure="start" viewBox="0 0 10 5" width="32" role="img" aria-label="the start"><g transform="translate(2 0)"><rect/></g></svg><figcaption>At the start</figcaption></figure>'
"""

from __future__ import annotations

from collections.abc import Callable

from .graph import escape


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
    return f'<section class="rules-part" data-section="{name}"><h3>{heading}</h3>{"".join(body)}{figure}</section>'


def figure(name: str, drawing: str, caption: str) -> str:
    """The figure ``name`` of a rules page: ``drawing`` (HTML) over its ``caption`` (a text)."""
    return f'<figure class="rules-figure" data-figure="{name}">{drawing}<figcaption>{escape(caption)}</figcaption></figure>'


def svg(body: str, width: float, height: float, label: str, name: str, *, scale: float) -> str:
    """``body`` as an SVG drawing ``width`` x ``height`` units, drawn ``scale`` pixels a unit,
    with the accessible name ``label``."""
    return (
        f'<svg class="fig" data-figure="{name}" viewBox="0 0 {width:g} {height:g}" width="{width * scale:.0f}"'
        f' role="img" aria-label="{escape(label)}">{body}</svg>'
    )


def beside(drawing: str, x: float) -> str:
    """``drawing`` moved ``x`` units to the right."""
    return f'<g transform="translate({x:g} 0)">{drawing}</g>'
