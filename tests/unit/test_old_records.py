"""Games stored before passes were entries of every game's record (saved games of schema 4,
links, analyses of version 1) load as they did: the same positions, the same review, the
same analysed points (a pass written in, unanalysed). The data was written by the app as
it was (commit 84f00c0), one game of each; Reversi's has a forced pass (black's, after c1)
that its transcript leaves out."""

from __future__ import annotations

import pytest

from reversi import registry
from reversi.play import record, saved

OLD = {
    'reversi': {
        'saved': '{"schema": 4, "rules": "reversi", "start": null, "moves": "d3c3e6d2d1e1b2c1d6c2", "ahead": "a1", "hint": "none", "opponent": null, "review": {"at": 9}, "analysis": {"start": null, "moves": "d3c3e6d2d1e1b2c1d6c2a1", "version": 1, "points": [["d3", -2, -2, 0], ["c3", 3, 3, 0], ["c4", -3, -9, 0], ["d2", 8, 8, 0], ["d1", -9, -9, 0], ["e3", 7, 4, 0], ["f1", -4, -22, 0], ["b4", 19, 12, 0], ["d6", 10, 10, 0], ["c5", -12, -13, 0], ["b4", 13, 11, 0]]}}',
        'link': '#d3c3e6d2d1e1b2c1d6c2a1',
        'position': '--OOO----XXO------XX-------OX------OX------OX------------------- O',
        'shown': '--OOO----X-O------XO-------OX------OX------OX------------------- X',
        'final': 'O-OOO----OXO------OX-------OX------OX------OX------------------- X',
        'analysed': [['d3', 'd3', -2, -2], ['c3', 'c3', 3, 3], ['e6', 'c4', -9, -3], ['d2', 'd2', 8, 8], ['d1', 'd1', -9, -9], ['e1', 'e3', 4, 7], ['b2', 'f1', -22, -4], ['c1', 'b4', 12, 19], ['d6', 'd6', 10, 10], ['c2', 'c5', -13, -12], ['a1', 'b4', 11, 13]],
    },
    'ywf': {
        'saved': '{"schema": 4, "rules": "ywf", "start": null, "moves": "d7 c7 f3 g5 g6 e3 h5 +g5 c5 f7 b7 f2 g4", "ahead": "b8", "hint": "none", "opponent": null, "review": {"at": 12}, "analysis": {"start": null, "moves": "d7 c7 f3 g5 g6 e3 h5 +g5 c5 f7 b7 f2 g4 b8", "version": 1, "points": [null, ["g5", 2, 0, 0], ["c5", 0, -3, 0], ["e7", -1, -5, 0], ["d3", 1, -1, 0], ["d8", -2, -3, 0], ["c6", 1, -3, 0], ["d8", 0, -2, 0], ["c6", 0, -2, 0], ["c4", -2, -3, 0], ["c6", 0, -4, 0], ["e7", 1, -2, 0], ["g4", 0, 0, 0], ["e7", -2, -4, 0]]}}',
        'link': '#ywf:d7c7f3g5g6e3h5+g5c5f7b7f2g4b8',
        'position': '--------------O-------ON------NNOX----XNNXXX----NXOX---XNX-O--------------------- O X -',
        'shown': '--------------O-------ON------NNO-----XNNNNX----NNOX---XNX-O--------------------- X X -',
        'final': '--------------O-------ON------NNOX----XNOXXX----OXOX---XOX-O----O---------------- X X -',
        'analysed': [None, ['c7', 'g5', 0, 2], ['f3', 'c5', -3, 0], ['g5', 'e7', -5, -1], ['g6', 'd3', -1, 1], ['e3', 'd8', -3, -2], ['h5', 'c6', -3, 1], ['+g5', 'd8', -2, 0], ['c5', 'c6', -2, 0], ['f7', 'c4', -3, -2], ['b7', 'c6', -4, 0], ['f2', 'e7', -2, 1], ['g4', 'g4', 0, 0], ['b8', 'e7', -4, -2]],
    },
    'kunitori': {
        'saved': '{"schema": 4, "rules": "kunitori", "start": null, "moves": "Sb3 Sc2 Nb1 Bc3 Gb2 Rc3 Bb3 Lc2 Rc1 Kc3 Lb2 Gb3 Kc3", "ahead": "Pb2", "hint": "none", "opponent": null, "review": {"at": 12}, "analysis": {"start": null, "moves": "Sb3 Sc2 Nb1 Bc3 Gb2 Rc3 Bb3 Lc2 Rc1 Kc3 Lb2 Gb3 Kc3 Pb2", "version": 1, "points": [null, null, null, null, ["Gb2", -1, -1, 0], ["Ka3", 2, 0, 1], ["Rc2", 0, -2, 1], ["Ka2", 2, 0, 1], ["Kc1", 0, -2, 1], ["Ka1", 2, -1, 1], ["Lc2", 1, -2, 1], ["Nb3", 2, -1, 1], ["Kc3", 1, 1, 1], ["Pb2", -1, -1, 1]]}}',
        'link': '#kunitori:Sb3Sc2Nb1Bc3Gb2Rc3Bb3Lc2Rc1Kc3Lb2Gb3Kc3Pb2',
        'position': '-NR/-Ll/-gK* b P np - - -',
        'shown': '-NR/-Ll/-g*k w KP np - - -',
        'final': '-NR/-p*l/-gK w P n - - -',
        'analysed': [None, None, None, None, ['Gb2', 'Gb2', -1, -1], ['Rc3', 'Ka3', 0, 2], ['Bb3', 'Rc2', -2, 0], ['Lc2', 'Ka2', 0, 2], ['Rc1', 'Kc1', -2, 0], ['Kc3', 'Ka1', -1, 2], ['Lb2', 'Lc2', -2, 1], ['Gb3', 'Nb3', -1, 2], ['Kc3', 'Kc3', 1, 1], ['Pb2', 'Pb2', -1, -1]],
    },
    'jankengo': {
        'saved': '{"schema": 4, "rules": "jankengo", "start": null, "moves": "c1-c2 We2 a1-a2 a2-a3 end We6 g7-g6 b7-b6 f7-f6 end b1-c1 c1-b1 We5 a3-b3 end e6-d6 f6-e6 g6-f6 end b3-c3 Wf4 c3-c4 g1-g2 end e7-f7 c7-c6 e6-e7 end f4-f3 g2-g1 f3-e3 Wc3 end b6-b7 end e5-f5 c4-d4 d4-c4 Wd3 end Wa2 f6-g6 a7-a6 c6-c7 end f1-f2 f2-g2 d3-d4 end g6-f6 e7-e6 f7-g7 end c4-c5 b1-c1 d4-c4 end", "ahead": "b7-a7 d7-e7 Wb1 end", "hint": "none", "opponent": null, "review": {"at": 56}, "analysis": {"start": null, "moves": "c1-c2 We2 a1-a2 a2-a3 end We6 g7-g6 b7-b6 f7-f6 end b1-c1 c1-b1 We5 a3-b3 end e6-d6 f6-e6 g6-f6 end b3-c3 Wf4 c3-c4 g1-g2 end e7-f7 c7-c6 e6-e7 end f4-f3 g2-g1 f3-e3 Wc3 end b6-b7 end e5-f5 c4-d4 d4-c4 Wd3 end Wa2 f6-g6 a7-a6 c6-c7 end f1-f2 f2-g2 d3-d4 end g6-f6 e7-e6 f7-g7 end c4-c5 b1-c1 d4-c4 end b7-a7 d7-e7 Wb1 end", "version": 1, "points": [["c1-c2 c2-c3 c3-c4 end", 0, -1, 0], ["c7-c6 c6-c5 c5-c4 end", 0, -1, 0], ["c2-d2 d2-d3 d3-d4 end", 0, -1, 0], ["e6-d6 f6-e6 g6-f6 end", 0, 0, 0], ["b3-c3 Wf4 c3-c4 g1-g2 end", 0, 0, 0], ["e7-f7 c7-c6 e6-e7 end", 1, 1, 0], ["b1-b2 b2-b3 b3-b4 Wd2 end", -1, -3, 0], ["c6-c5 c5-c4 c4-d4 end", 1, 0, 0], ["c4-d4 d4-e4 e5-f5 Wd2 end", 0, -2, 0], ["c6-c5 c5-c4 a7-a6 end", 2, 0, 0], ["f1-f2 f2-g2 d3-d4 end", 0, 0, 0], ["g6-g5 g5-g4 c7-c6 end", 1, 0, 0], ["c4-b4 b1-c1 g1-f1 end", 0, -1, 0], ["c7-c6 c6-c5 a6-a5 end", 2, -4, 0]]}}',
        'link': '#jankengo:c1-c2We2a1-a2a2-a3endWe6g7-g6b7-b6f7-f6endb1-c1c1-b1We5a3-b3ende6-d6f6-e6g6-f6endb3-c3Wf4c3-c4g1-g2ende7-f7c7-c6e6-e7endf4-f3g2-g1f3-e3Wc3endb6-b7ende5-f5c4-d4d4-c4Wd3endWa2f6-g6a7-a6c6-c7endf1-f2f2-g2d3-d4endg6-f6e7-e6f7-g7endc4-c5b1-c1d4-c4endb7-a7d7-e7Wb1end',
        'position': '..CKP.Gw.P.W.C..W.W....W......G..W.g..wcg..cpk..p 0/3 R 0 ..CKP.Gw.P.W.C..W.W....W......G..W.g..wcg..cpk..p .C.KP.Gw.P.W.C..W.W....GW........W.g..wcg..cpk..p 14 -',
        'shown': '..CKP.Gw.P.W.C..W.W....W......G..W.g..wcg..cpk..p 0/3 R 0 ..CKP.Gw.P.W.C..W.W....W......G..W.g..wcg..cpk..p .C.KP.Gw.P.W.C..W.W....GW........W.g..wcg..cpk..p 14 -',
        'final': '.wCKP.Gw.P.W.C..W.W....W......G..W.g..wcg.c.p.k.p 0/2 B 0 ..CKP.Gw.P.W.C..W.W....W......G..W.g..wcg..cpk..p .wCKP.Gw.P.W.C..W.W....W......G..W.g..wcg.c.p.k.p 15 -',
        'analysed': [['We2', 'c3-c4', -1, 0], ['We6', 'c5-c4', -1, 0], ['We5', 'd3-d4', -1, 0], ['g6-f6', 'g6-f6', 0, 0], ['Wf4', 'Wf4', 0, 0], ['e6-e7', 'e6-e7', 1, 1], ['Wc3', 'Wd2', -3, -1], ['b6-b7', 'c5-c4', 0, 1], ['Wd3', 'Wd2', -2, 0], ['Wa2', 'c5-c4', 0, 2], ['d3-d4', 'd3-d4', 0, 0], ['f7-g7', 'c7-c6', 0, 1], ['d4-c4', 'g1-f1', -1, 0], ['Wb1', 'c6-c5', -4, 2]],
    },
}
"""For each game: the ``saved`` text (an undo taken, looking back), the ``link`` of the whole
game, the ``position`` of the live game and the one ``shown`` in the review, the ``final``
position of the link, and the ``analysed`` points (played, best, their values) as the
saved analysis had them."""


@pytest.fixture(params=registry.NAMES)
def name(request) -> str:
    assert request.param in OLD, f"no stored game of {request.param} to load"
    return request.param


def test_an_old_saved_game_loads_where_it_was(name):
    old = OLD[name]
    game = saved.load(old["saved"])
    assert game.NAME == name and str(game.position) == old["position"]
    assert str(game.shown.position) == old["shown"] and game.review.own
    assert game.record == game.written(game.record, game.start)  # every pass an entry
    assert saved.load(saved.dump(game)) == game  # and it is saved again as it loads


def test_an_old_saved_analysis_keeps_its_points(name):
    old = OLD[name]
    analysis = saved.load_analysis(old["saved"])
    game = registry.variant(name).GAME
    points = [point and [point.played_name, point.best_name, point.played_value, point.best_value]
              for point in analysis.points]
    passes = [at for at, point in enumerate(analysis.points) if analysis.entries[at] == game.PASS and point is None]
    assert [point for at, point in enumerate(points) if at not in passes] == old["analysed"]
    assert analysis.entries == game.written(analysis.entries, analysis.start)


def test_an_old_link_loads_the_same_game(name):
    old = OLD[name]
    start, entries = record.parse_game(old["link"])
    game = registry.variant_of(start).GAME
    assert game.NAME == name and str(game.RULES.replay(list(entries), start)) == old["final"]
    assert "#" + record.format_link(start, entries) == old["link"]  # written as before


def test_reversis_forced_pass_is_an_entry_its_texts_leave_out():
    game = saved.load(OLD["reversi"]["saved"])
    passed = game.written(game.parse_entries("d3c3e6d2d1e1b2c1"))
    assert passed[-1] == game.PASS and len(passed) == 9
    assert game.review.at == 10 and game.review.actions[8] == game.PASS  # at 9 of the transcript: after d6
    assert game.transcript == "d3c3e6d2d1e1b2c1d6c2" and game.ahead == tuple(game.parse_entries("a1"))
    assert saved.load_analysis(OLD["reversi"]["saved"]).points[8] is None  # the pass: not analysed then
