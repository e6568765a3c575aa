"""What the coach shows and says while looking back at a game (ふりかえり): which record
it analyses, the marks of the move list, the turning points listed first (「ここが
おしかった!」), the better move on the board and its sentence, the progress line and
the evaluation graph's values. Pure: it reads an ``Analysis`` (``reversi.play.analysis``,
which it never imports, so that the page loads the analysis only when it first needs
it) and the catalogue's texts; the page (``reversi.web.coach``) draws what it says.

>>> from reversi import registry, strings
>>> from reversi.play.analysis import Analysis, Analysing
>>> variant = registry.variant("reversi")
>>> game = variant.GAME
>>> start = game.RULES.parse("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXOOOXOXXOOOXX-X--O-XXX X")
>>> analysis = Analysing(Analysis.of(start, game.parse_entries("h4g1"))).run()
>>> [point.played_name for point in picks(analysis)], marks(analysis)
(['h4', 'g1'], frozenset({1, 2}))
>>> sentence(strings.catalogue("ja", game.NAME), variant.DRAWING, analysis.points[0])   # (its texts: discs)
'h4 だと 4まい さで かち、b8 なら 10まい さで かてました'
>>> sentence(strings.catalogue("en", game.NAME), variant.DRAWING, analysis.points[1])
'h1 instead of g1 would have lost by only 4 discs instead of losing by 30 discs'
>>> squares(analysis, 1)                                  # after h4: played h4, b8 was better
{31: {'data-coach': 'played'}, 57: {'data-coach': 'better', 'data-coach-piece': 'black'}}
>>> squares(analysis, 0), progress(strings.catalogue("ja"), analysis)
({}, '')
"""

from __future__ import annotations

from .. import strings
from ..base.screen import Status

def target(game) -> tuple | None:
    """The record the coach analyses for the screen state ``game``: ``(start, entries)``
    of the game looked back at, else of the live game once it is over; None otherwise (a
    game in progress is not analysed while it is played).

    >>> from reversi import registry
    >>> game = registry.variant("reversi").GAME.new().tap(37)
    >>> target(game) is None, target(game.review_at(0)) == (game.start, (37,))
    (True, True)
    """
    review = game.review
    if review is not None:
        return review.start, tuple(review.actions)
    if game.status is Status.OVER:
        return game.start, tuple(game.record)
    return None


def marks(analysis) -> frozenset[int]:
    """The numbers of the entries to mark in the move list: the turning points found so far."""
    return frozenset(point.number for point in analysis.turning_points())


def picks(analysis) -> tuple:
    """The turning points listed first (「ここが おしかった!」): the worst of each player
    (``Analysis.worst``: three), in the order of the game."""
    colors = dict.fromkeys(point.color for point in analysis.turning_points())
    chosen = [point for color in colors for point in analysis.worst(color)]
    return tuple(sorted(chosen, key=lambda point: point.number))


def turning_at(analysis, at: int):
    """The turning point whose entry (or turn) leads to the position after ``at`` entries, or None."""
    point = analysis.point_at(at)
    return point if point is not None and point.turning else None


def names(texts, drawing, point) -> tuple[str, str]:
    """The move played at ``point`` and the better one as the move list writes them in the
    language of ``texts`` (the game's ``drawing``: its ``Drawing.move_name``; a pass as
    ``MOVE_PASS``), wherever a person reads them: the sentence, the picks, ここからうつ.

    >>> from reversi import strings
    >>> from reversi.base.drawing import Drawing
    >>> from reversi.base.sides import Color
    >>> from reversi.play.analysis import Point
    >>> point = Point(3, Color.WHITE, 19, None, -4, 2, True, "d3", "pass")
    >>> names(strings.catalogue("ja"), Drawing, point), names(strings.catalogue("en"), Drawing, point)
    (('d3', 'パス'), ('d3', 'pass'))
    """
    named = ((point.played, point.played_name), (point.best, point.best_name))
    played, best = (drawing.move_name(texts, entry, name) or texts.MOVE_PASS for entry, name in named)
    return played, best


def sentence(texts, drawing, point) -> str:
    """The sentence said about a turning point: how each move would have ended, a win or a
    loss by so many (never more than the board holds) or even, in the count of the game of
    ``texts`` (``COACH_AMOUNT``: discs, pieces, points); the moves as ``names`` writes them.

    >>> from dataclasses import replace
    >>> from reversi import strings
    >>> from reversi.base.drawing import Drawing
    >>> from reversi.base.sides import Color
    >>> from reversi.play.analysis import Point
    >>> swing = Point(14, Color.BLACK, 19, 13, -49, 40, False, "b3", "f2")
    >>> sentence(strings.catalogue("en"), Drawing, swing)
    'f2 instead of b3 would have won by 40 pieces instead of losing by 49 pieces'
    >>> sentence(strings.catalogue("ja"), Drawing, replace(swing, best_value=0))
    'b3 だと 49こ さで まけ、f2 なら ひきわけに できました'
    """
    better = _result(texts, point.best_value, "better")
    worse = _result(texts, point.played_value, "worse")
    played, best = names(texts, drawing, point)
    return texts.COACH_BETTER.format(played=played, best=best, better=better, worse=worse)


def _result(texts, value: int, which: str) -> str:
    """How a move of final score ``value`` (for its mover) ends, said of the ``"better"``
    move or of the ``"worse"`` one played: won or lost by ``abs(value)``, or even."""
    if value == 0:
        return texts.COACH_EVEN[which]
    amount = strings.plural(texts.COACH_AMOUNT, abs(value)).format(count=abs(value))
    return (texts.COACH_WIN if value > 0 else texts.COACH_LOSS)[which].format(amount=amount)


def squares(analysis, at: int) -> dict[int, dict[str, str]]:
    """The board's marks while looking back at the position after ``at`` entries, when
    the entry that led there is a turning point: the square played (``data-coach=played``)
    and, as a ghost of the mover's piece, the better one (``data-coach=better``)."""
    point = turning_at(analysis, at)
    if point is None:
        return {}
    marked = {}
    if point.played_square is not None:
        marked[point.played_square] = {"data-coach": "played"}
    if point.best_square is not None:
        marked[point.best_square] = {"data-coach": "better", "data-coach-piece": point.color.value}
    return marked


def square_label(texts, label: str, attributes: dict) -> str:
    """A square's spoken name ``label`` with what the coach marks on it (``squares``).

    >>> from reversi import strings
    >>> square_label(strings.catalogue("ja"), "c3", {"data-coach": "better"})
    'c3、もっと いい て'
    >>> square_label(strings.catalogue("en"), "c3", {})
    'c3'
    """
    kind = attributes.get("data-coach")
    if kind is None:
        return label
    return (texts.COACH_PLAYED if kind == "played" else texts.COACH_BEST).format(label=label)


def progress(texts, analysis) -> str:
    """The progress line while some entries are not analysed yet (「しらべちゅう 23/58」),
    else nothing."""
    if analysis.complete:
        return ""
    return texts.COACH_PROGRESS.format(done=analysis.analysed, total=len(analysis.points))


def value_text(texts, value) -> str:
    """A value of the evaluation graph as said: ``+8``, ``-4``, ``0`` (None: not known yet).

    >>> from reversi import strings
    >>> [value_text(strings.catalogue("en"), value) for value in ((8, True), (-4, False), (0, True), None)]
    ['+8', '-4', '0', 'not known yet']
    """
    if value is None:
        return texts.VALUE_UNKNOWN
    return f"{value[0]:+d}" if value[0] else "0"


def value_label(texts, analysis, at: int) -> str:
    """The evaluation graph's spoken name at the position after ``at`` entries.

    >>> from reversi import registry, strings
    >>> from reversi.play.analysis import Analysis
    >>> game = registry.variant("reversi").GAME
    >>> value_label(strings.catalogue("en"), Analysis.of(game.RULES.initial(), (37,)), 1)
    "Outlook graph (Black's expected lead in pieces at the end). Move 1: not known yet"
    """
    name = next(iter(texts.PIECE_NAMES.values()))  # the first side's: the graph is its view
    return texts.VALUE_GRAPH_LABEL.format(name=name, at=at, value=value_text(texts, analysis.series()[at]))
