"""A piece of the page's HTML read as the tests read it (a rules page, a figure)."""

from html.parser import HTMLParser


class Elements(HTMLParser):
    """Checks that a piece of HTML is balanced, and collects what the tests read: the
    ``role="img"`` elements' attributes, the ``data-figure`` of each ``<figure>``, the
    ``data-section`` of each ``<section>`` and the text of each ``<h3>``.

    >>> page = Elements('<section data-section="aim"><h3>Aim <span>!</span></h3><figure data-figure="a"><svg role="img" aria-label="x"></svg></figure></section>')
    >>> page.sections, page.headings, page.figures, page.images
    (['aim'], ['Aim !'], ['a'], [{'role': 'img', 'aria-label': 'x'}])
    """

    VOID = {"br", "img", "input", "meta", "link", "hr"}
    SVG_EMPTY = {"rect", "circle", "ellipse", "path", "polygon", "line", "polyline", "use"}

    def __init__(self, text: str):
        super().__init__()
        self.stack, self.images, self.headings, self.heading, self.figures, self.sections = [], [], [], None, [], []
        self.feed(text)
        self.close()
        assert self.stack == [], f"unclosed elements: {self.stack}"

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("role") == "img":
            self.images.append(attrs)
        if tag == "figure":
            self.figures.append(attrs["data-figure"])
        if tag == "section":
            self.sections.append(attrs.get("data-section"))
        if tag == "h3":
            self.heading = ""
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        assert tag in self.SVG_EMPTY, f"<{tag}/>"
        attrs = dict(attrs)
        if attrs.get("role") == "img":
            self.images.append(attrs)

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes <{self.stack[-1] if self.stack else None}>"
        self.stack.pop()
        if tag == "h3":
            self.headings.append(self.heading)
            self.heading = None

    def handle_data(self, data):
        if self.heading is not None:
            self.heading += data
