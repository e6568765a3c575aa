"""Reversi's game stored before passes were entries (``conformance.OLD_RECORDS``, which
``tests/unit/test_old_records.py`` loads as every game's): it has a forced pass (black's, after
c1) that its transcript leaves out."""

from __future__ import annotations

from reversi.play import saved

from .conformance import OLD_RECORDS


def test_reversis_forced_pass_is_an_entry_its_texts_leave_out():
    game = saved.load(OLD_RECORDS["saved"])
    passed = game.written(game.parse_entries("d3c3e6d2d1e1b2c1"))
    assert passed[-1] == game.PASS and len(passed) == 9
    assert game.review.at == 10 and game.review.actions[8] == game.PASS  # at 9 of the transcript: after d6
    assert game.transcript == "d3c3e6d2d1e1b2c1d6c2" and game.ahead == tuple(game.parse_entries("a1"))
    assert saved.load_analysis(OLD_RECORDS["saved"]).points[8] is None  # the pass: not analysed then
