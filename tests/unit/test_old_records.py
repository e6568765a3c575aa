"""Games stored before passes were entries of every game's record (saved games of schema 4,
links, analyses of version 1) load as they did: the same positions, the same review, the
same analysed points (a pass written in, unanalysed). The data was written by the app as
it was (commit 84f00c0), one game of each (its ``OLD_RECORDS``)."""

from __future__ import annotations

import pytest

from reversi import registry
from reversi.play import record, saved

from .test_conformance import game_data

DATA = ("saved", "link", "position", "shown", "final", "analysed")
"""What each game's ``OLD_RECORDS`` (its ``tests/unit/games/<name>/conformance.py``) holds: the
``saved`` text (an undo taken, looking back), the ``link`` of the whole game, the ``position``
of the live game and the one ``shown`` in the review, the ``final`` position of the link, and
the ``analysed`` points (played, best, their values) as the saved analysis had them. None for
a game that came later."""


@pytest.fixture(params=registry.NAMES)
def old(request) -> dict:
    found = game_data(request.param).OLD_RECORDS
    if found is None:
        pytest.skip(f"{request.param} came after passes were entries: no game of it was stored before")
    assert set(found) == set(DATA), f"{request.param}: OLD_RECORDS holds {sorted(found)}, not {DATA}"
    return {**found, "name": request.param}


def test_an_old_saved_game_loads_where_it_was(old):
    name = old["name"]
    game = saved.load(old["saved"])
    assert game.NAME == name and str(game.position) == old["position"]
    assert str(game.shown.position) == old["shown"] and game.review.own
    assert game.record == game.written(game.record, game.start)  # every pass an entry
    assert saved.load(saved.dump(game)) == game  # and it is saved again as it loads


def test_an_old_saved_analysis_keeps_its_points(old):
    analysis = saved.load_analysis(old["saved"])
    game = registry.variant(old["name"]).GAME
    points = [point and [point.played_name, point.best_name, point.played_value, point.best_value]
              for point in analysis.points]
    passes = [at for at, point in enumerate(analysis.points) if analysis.entries[at] == game.PASS and point is None]
    assert [point for at, point in enumerate(points) if at not in passes] == old["analysed"]
    assert analysis.entries == game.written(analysis.entries, analysis.start)


def test_an_old_link_loads_the_same_game(old):
    name = old["name"]
    start, entries = record.parse_game(old["link"])
    game = registry.variant_of(start).GAME
    assert game.NAME == name and str(game.RULES.replay(list(entries), start)) == old["final"]
    assert "#" + record.format_link(start, entries) == old["link"]  # written as before
