"""The graphs of the review: a small inline SVG, drawn here without any library.

x is the move number (0: the start). The disc-count graph (``disc_graph``) has one line
for black and one for white, from no discs at the bottom to the most either side ever
had at the top; the evaluation graph (``value_graph``) has one signed line, black's
expected final lead, above a middle line at zero while black is ahead and below it while
white is, with gaps where nothing is known yet and the exact stretches drawn apart from
the estimates. Both mark the move shown. The page scales it to its box
(``preserveAspectRatio="none"``; the strokes keep their width) and colours it by class
(``black``, ``white``, ``value``, ``exact``, ``zero``, ``now``) from its style sheet.

>>> svg = disc_graph([(2, 2), (4, 1), (3, 3)], at=1, label="graph")
>>> 'class="black" points="0,2 1,0 2,1"' in svg, 'class="now" x1="1"' in svg
(True, True)
>>> svg = value_graph([(4, False), (-2, False), None, (6, True)], at=3, label="lead")
>>> 'class="value" points="0,2 1,8"' in svg, 'class="value exact" points="3,0"' in svg
(True, True)
>>> 'class="zero" x1="0" y1="6" x2="3" y2="6"' in svg, 'viewBox="0 -0.6 3 13.2"' in svg
(True, True)
"""

MARGIN = 0.05
"""Room above the top and below the bottom, as a share of the height, so that a line
at the top or the bottom shows whole."""


def disc_graph(counts, at: int, label: str) -> str:
    """The SVG for ``counts`` (black, white) after each move, ``counts[0]`` at the start,
    with move ``at`` marked; ``label`` is its accessible name."""
    series = list(counts) if len(counts) > 1 else list(counts) * 2  # a lone point draws nothing
    top = max(1, *(max(pair) for pair in series))
    lines = [
        _polyline(color, top, [(x, count[index]) for x, count in enumerate(series)])
        for index, color in ((1, "white"), (0, "black"))
    ]
    return _svg(len(series) - 1, 0, top, at, label, lines)


def value_graph(values, at: int, label: str) -> str:
    """The SVG for ``values`` at the start and after each move: ``(value, exact)`` (black's
    expected final lead, exact or estimated) or None where not known, with move ``at``
    marked; ``label`` is its accessible name. The range is the same above and below zero,
    so that the zero line is in the middle."""
    values = list(values) if len(values) > 1 else list(values) * 2
    top = max([1, *(abs(value[0]) for value in values if value is not None)])
    lines, run = [], []  # runs of known values of the same kind, each ending where the next starts
    for x, value in enumerate([*values, None]):
        if run and (value is None or value[1] != run[-1][1][1]):
            lines.append(_polyline("value exact" if run[-1][1][1] else "value", top, [(x, v[0]) for x, v in run]))
            run = run[-1:] if value is not None else []  # the next kind goes on from the last point
        if value is not None:
            run.append((x, value))
    zero = f'<line class="zero" x1="0" y1="{top}" x2="{len(values) - 1}" y2="{top}" vector-effect="non-scaling-stroke"/>'
    return _svg(len(values) - 1, -top, top, at, label, [zero, *lines])


def _polyline(classes: str, top: int, points) -> str:
    """A line through ``points`` ((x, value)), y being ``top - value`` (y grows downwards)."""
    drawn = " ".join(f"{x},{top - value}" for x, value in points)
    return f'<polyline class="{classes}" points="{drawn}" vector-effect="non-scaling-stroke"/>'


def _svg(width: int, bottom: int, top: int, at: int, label: str, lines: list[str]) -> str:
    """The graph from x 0 to ``width`` and values ``bottom`` (at y ``top - bottom``) to
    ``top`` (at y 0), with ``lines`` and the mark of move ``at``."""
    margin = (top - bottom) * MARGIN
    high, height, low = f"{-margin:g}", f"{top - bottom + 2 * margin:g}", f"{top - bottom + margin:g}"
    return (
        f'<svg class="graph" viewBox="0 {high} {width} {height}" preserveAspectRatio="none"'
        f' role="img" aria-label="{escape(label)}">'
        + "".join(lines)
        + f'<line class="now" x1="{at}" y1="{high}" x2="{at}" y2="{low}" vector-effect="non-scaling-stroke"/>'
        "</svg>"
    )


def escape(text: str) -> str:
    """``text`` as the text of an element or inside a double-quoted attribute. (Not
    ``html.escape``: importing ``html`` costs the page ~40 ms at start-up.)

    >>> escape('a < b & "c"')
    'a &lt; b &amp; &quot;c&quot;'
    """
    return text.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")
