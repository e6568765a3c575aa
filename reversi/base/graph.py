"""The disc-count graph of a game: a small inline SVG, drawn here without any library.

x is the move number (0: the start), y the number of discs, from none at the bottom
to the most either side ever had at the top; one line for black, one for white and a
mark on the move shown. The page scales it to its box (``preserveAspectRatio="none"``;
the strokes keep their width) and colours it by class (``black``, ``white``, ``now``)
from its style sheet.

>>> svg = disc_graph([(2, 2), (4, 1), (3, 3)], at=1, label="graph")
>>> 'class="black" points="0,2 1,0 2,1"' in svg, 'class="now" x1="1"' in svg
(True, True)
"""

MARGIN = 0.05
"""Room above the top and below the bottom, as a share of the height, so that a line
at the top or the bottom shows whole."""


def disc_graph(counts, at: int, label: str) -> str:
    """The SVG for ``counts`` (black, white) after each move, ``counts[0]`` at the start,
    with move ``at`` marked; ``label`` is its accessible name."""
    series = list(counts) if len(counts) > 1 else list(counts) * 2  # a lone point draws nothing
    width = len(series) - 1
    top = max(1, *(max(pair) for pair in series))
    margin = top * MARGIN

    def line(index: int) -> str:
        points = " ".join(f"{x},{top - count[index]}" for x, count in enumerate(series))
        return f'<polyline class="{("black", "white")[index]}" points="{points}" vector-effect="non-scaling-stroke"/>'

    return (
        f'<svg class="graph" viewBox="0 {-margin:g} {width} {top + 2 * margin:g}" preserveAspectRatio="none"'
        f' role="img" aria-label="{escape(label)}">'
        f"{line(1)}{line(0)}"
        f'<line class="now" x1="{at}" y1="{-margin:g}" x2="{at}" y2="{top + margin:g}" vector-effect="non-scaling-stroke"/>'
        "</svg>"
    )


def escape(text: str) -> str:
    """``text`` as the text of an element or inside a double-quoted attribute. (Not
    ``html.escape``: importing ``html`` costs the page ~40 ms at start-up.)

    >>> escape('a < b & "c"')
    'a &lt; b &amp; &quot;c&quot;'
    """
    return text.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")
