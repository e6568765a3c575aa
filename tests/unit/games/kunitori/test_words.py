"""くにとり's words (issue 29): whose count is whose in the result, its tiles and trays in
English without kana; on its sample record (``conformance.SAMPLE``)."""

from __future__ import annotations

import re

from reversi import registry, strings

from .conformance import SAMPLE

KANA = re.compile(r"[\u3040-\u30ff]")


def test_kunitoris_pieces_on_the_board_say_whose_count_is_whose():
    variant = registry.variant("kunitori")
    game = variant.GAME.from_transcript(SAMPLE)
    for language in ("ja", "en"):
        texts = strings.catalogue(language, "kunitori")
        details = variant.DRAWING.result_details(texts, game)
        white, brown = game.position.score().pieces
        names = texts.PIECE_NAMES
        assert re.search(rf"{names['white']}\W+{white}\D.*{names['brown']}\W+{brown}", details), details


def test_kunitoris_tiles_and_trays_in_english_have_no_kana():
    variant = registry.variant("kunitori")
    game = variant.GAME.from_transcript(SAMPLE)
    texts = strings.catalogue("en", "kunitori")
    for attributes in variant.DRAWING.squares(game):
        worded = variant.DRAWING.worded(texts, attributes)
        assert not any(KANA.search(value) for value in worded.values()), worded
        if "data-kanji" in worded:
            assert worded["data-reading"] == texts.TILE_NAMES[worded["data-kind"]]
    for tray in variant.DRAWING.trays(texts, game).values():
        assert not KANA.search(tray.label) and tray.label.split(":")[0] in {f"{n} received" for n in texts.PIECE_NAMES.values()} | {
            texts.HAND.format(name=n) for n in texts.PIECE_NAMES.values()} | {texts.HAND_EMPTY.format(name=n).split(":")[0] for n in texts.PIECE_NAMES.values()}
        for item in tray.items:
            assert not any(KANA.search(text) for _, text in item.face), item.face
