"""Reversi's texts that are no game (``reversi.play.record.parse_game`` with Reversi on
screen), each refused with what the page says of it."""

from __future__ import annotations

import pytest

from reversi.play import record


@pytest.mark.parametrize(
    "text, kind, params",
    [
        ("", "empty", {}),
        ("  #  ", "empty", {}),
        ("f5d6z9", "square", {"number": 3, "text": "z9"}),
        ("f5d6c", "square", {"number": 3, "text": "c"}),
        ("f5f5", "illegal", {"number": 2, "text": "f5"}),
        ("a1", "illegal", {"number": 1, "text": "a1"}),
        ("c4c3c2b2a2c5c6d6e6f6g7a1", "over", {"number": 12, "text": "a1"}),
        ("XO--", "board_length", {"count": 4, "squares": 64}),
        ("X" * 30 + "?" + "-" * 33 + " X", "board_chars", {"chars": "X O -"}),
        ("-" * 64 + " Z", "side", {}),
        ("-" * 64, "side", {}),
        ("-" * 27 + "OX" + "-" * 6 + "XO" + "-" * 27 + "X:f5f5", "illegal", {"number": 2, "text": "f5"}),
    ],
)
def test_text_that_is_not_a_game_is_refused_clearly(text, kind, params):
    with pytest.raises(record.RecordError) as error:
        record.parse_game(text)
    assert (error.value.kind, error.value.params) == (kind, params)
