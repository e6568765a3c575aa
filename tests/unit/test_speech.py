"""What a screen reader hears of Reversi (reversi/base/speech.py, reversi/games/reversi/speech.py): square names and the announcement after
a move, a pass and the end of a game, word for word in both languages."""

from __future__ import annotations

import pytest

from reversi.base import speech
from reversi.games.reversi.speech import announcement
from reversi.games.reversi.drawing import ReversiDrawing
from reversi.games.reversi.game import Game
from reversi.games.reversi.position import parse_transcript
from reversi.strings import catalogue

from .games.reversi.helpers import PASS_START, random_game, sq

JA, EN = catalogue("ja", Game.NAME), catalogue("en", Game.NAME)  # (its texts: discs)

EARLY_END = "d3c3f5f4f3d2d1e3b3"
"""White is wiped out after 9 moves: black wins 13 to 0."""

LABELS = [
    (JA, "d4", "black", {}, "くろ d4"),
    (JA, "e5", "white", {}, "しろ e5"),
    (JA, "d3", None, {}, "d3"),
    (JA, "c4", None, {"hint": "place"}, "おける c4"),
    (JA, "c4", None, {"hint": "count", "flips": 3}, "おける c4、3まい かえせる"),
    (JA, "c4", None, {"hint": "count", "flips": 3, "preview": True}, "えらんでいる c4、3まい かえせる。もういちど えらぶと おきます"),
    (JA, "d4", "white", {"will_flip": True}, "しろ d4、ひっくりかえる"),
    (JA, "f5", "black", {"last": True}, "くろ f5、さいごに おいた いし"),
    (EN, "d4", "black", {}, "d4, Black"),
    (EN, "d3", None, {}, "d3, empty"),
    (EN, "c4", None, {"hint": "place"}, "c4, you can play here"),
    (EN, "c4", None, {"hint": "count", "flips": 1}, "c4, you can play here and turn 1 disc"),
    (EN, "c4", None, {"hint": "count", "flips": 3}, "c4, you can play here and turn 3 discs"),
    (EN, "c4", None, {"hint": "count", "flips": 2, "preview": True}, "c4, selected: turns 2 discs. Choose it again to play"),
    (EN, "d4", "white", {"will_flip": True}, "d4, White, would be turned"),
    (EN, "f5", "black", {"last": True}, "f5, Black, last move"),
]


@pytest.mark.parametrize(("texts", "square", "disc", "keywords", "expected"), LABELS)
def test_square_labels(texts, square, disc, keywords, expected):
    assert speech.square_label(texts, square, disc, **keywords) == expected


def test_score_labels_with_plurals_and_the_leader():
    assert speech.score_label(JA, speech.Color.BLACK, 1) == "くろ 1こ"
    assert speech.score_label(JA, speech.Color.WHITE, 12, leading=True) == "しろ 12こ、リードしている"
    assert speech.score_label(EN, speech.Color.BLACK, 1) == "Black: 1 disc"
    assert speech.score_label(EN, speech.Color.WHITE, 12, leading=True) == "White: 12 discs, in the lead"


def test_a_move():
    game = Game.new().tap(sq("d3"))
    assert announcement(JA, game) == "くろが d3に おいて、1まい かえしました。 くろ 4こ、しろ 1こ。 しろのばん。"
    assert announcement(EN, game) == "Black played d3 and turned 1 disc. Black: 4 discs, White: 1 disc. White's turn."


def test_a_move_that_forces_a_pass():
    game = Game(position=PASS_START, start=PASS_START).tap(sq("c1"))
    assert game.last.passed is not None
    assert announcement(JA, game) == (
        "くろが c1に おいて、1まい かえしました。 くろ 4こ、しろ 1こ。 しろはパスしました。 くろのばん。"
    )
    assert announcement(EN, game) == (
        "Black played c1 and turned 1 disc. Black: 4 discs, White: 1 disc. White has no move and passes. Black's turn."
    )


def test_the_last_move_and_the_result():
    game = Game.from_record(parse_transcript(EARLY_END))
    assert announcement(JA, game) == (
        "くろが b3に おいて、3まい かえしました。 くろ 13こ、しろ 0こ。 くろの かち! 13 たい 0。"
    )
    assert announcement(EN, game) == (
        "Black played b3 and turned 3 discs. Black: 13 discs, White: 0 discs. Black wins! 13 to 0."
    )


def test_a_draw():
    games = (Game.from_record(random_game(seed)) for seed in range(500))
    draw = next(game for game in games if game.winner is None)
    black, white = draw.counts
    assert announcement(JA, draw).endswith(f"ひきわけ。 {black} たい {white}。")
    assert announcement(EN, draw).endswith(f"It's a draw. {black} to {white}.")


def state(texts, screen) -> str:
    return ReversiDrawing.state_announcement(texts, screen)


def test_the_state_said_after_a_change_of_language():
    """Issue 17: the live region says the state on screen once in the new language (the
    counts, a pass just made, whose turn it is, or the result; where a review stands)."""
    assert state(EN, Game.new()) == "Black: 2 discs, White: 2 discs. Black's turn."
    assert state(JA, Game.new()) == "くろ 2こ、しろ 2こ。 くろのばん。"
    passed = Game(position=PASS_START, start=PASS_START).tap(sq("c1"))
    assert state(EN, passed) == (
        "Black: 4 discs, White: 1 disc. White has no move and passes. Black's turn.")
    over = Game.from_record(parse_transcript(EARLY_END))
    assert state(JA, over) == "くろ 13こ、しろ 0こ。 くろの かち! 13 たい 0。"
    looked_back = over.review_at(2)
    assert state(EN, looked_back) == (
        "Review 2 / 9. Black: 3 discs, White: 3 discs. Black's turn.")


def test_the_state_of_a_ywf_game_says_where_the_token_is():
    from reversi.games.ywf.drawing import YwfDrawing
    from reversi.games.ywf.game import YwfGame

    game = YwfGame.from_transcript("c4 +f6")
    assert YwfDrawing.state_announcement(catalogue("en", "ywf"), game) == (
        "Warui-ko: 4 pieces, Yoi-ko: 4 pieces, Futsu-no-ko: 2 pieces. Token: Warui-ko's side. Warui-ko's turn.")
    assert YwfDrawing.state_announcement(catalogue("ja", "ywf"), game) == (
        "わるいこ 4こ、よいこ 4こ、ふつうのこ 2こ。 トークン: わるいこの がわ。 わるいこのばん。")
