"""The words every game shows (issue 29): one wording of the result for every game, in
hiragana for children; the move list in the page's language, never the engine's notation
(which copied text and links keep), from a sample record of each (its ``SAMPLE``)."""

from __future__ import annotations

import html
import re

import pytest

from reversi import registry, strings
from reversi.play import record

from .test_conformance import game_data

KANJI = re.compile(r"[\u4e00-\u9fff]")
KANA = re.compile(r"[\u3040-\u30ff]")
RESULT_KEYS = re.compile(r"WINS|DRAW|PLAY_AGAIN|GAME_RESULTS|WIN$|TIE_BREAK|RESULT_|ENDINGS|FINAL_SCORE")
"""The catalogue's texts of a game's result (the dialog, its reason and details, the past games)."""
NOTATION = re.compile(r"^(end|pass)$|[A-Z][a-i][1-9]|give[A-Z]")
"""The engine's notation that is no word: ``end``, ``pass``, ``Kb1``, ``Wb1``, ``giveR``."""


def texts_of(value):
    """Every text in a catalogue value (a text, or a dict or tuple of them)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from texts_of(item)
    elif isinstance(value, tuple):
        for item in value:
            yield from texts_of(item)


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_games_result_has_one_wording_in_hiragana(name):
    texts, shared = strings.catalogue("ja", name), strings.catalogue("ja")
    assert (texts.WINS, texts.DRAW, texts.PLAY_AGAIN) == (shared.WINS, shared.DRAW, shared.PLAY_AGAIN) == (
        "{piece}の かち!", "ひきわけ", "もういちど プレイ")
    found = [(key, text) for key, value in vars(texts).items() if RESULT_KEYS.search(key) for text in texts_of(value)]
    assert found and [(key, text) for key, text in found if KANJI.search(text)] == []
    for key, value in vars(texts).items():  # no other text says a win in another way
        for text in texts_of(value):
            assert "勝ち" not in text and "引き分け" not in text and "のかち" not in text, (key, text)


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("name", registry.NAMES)
def test_the_move_list_speaks_the_pages_language(name, language):
    variant, texts = registry.variant(name), strings.catalogue(language, name)
    start = variant.GAME.RULES.initial()
    steps = record.steps(start, variant.GAME.parse_entries(game_data(name).SAMPLE))
    names = [variant.DRAWING.move_name(texts, step.entry, step.name) for step in steps]
    assert all(shown is not None for shown in names), names  # (no pass in the samples)
    assert [shown for shown in names if NOTATION.search(shown)] == [], names
    if language == "en":
        assert [shown for shown in names if KANA.search(shown) or KANJI.search(shown)] == [], names
    # the copied text keeps the engine's notation
    entries = [step.entry for step in steps]
    assert variant.GAME.format_entries(entries) in record.format_game(start, entries)


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_rules_page_in_english_has_no_kana(name):
    """くにとり's figures once read おう, ひしゃ under the kanji in English too."""
    page = registry.variant(name).rules_page(strings.catalogue("en", name))
    assert page is None or KANA.findall(re.sub(r"<[^>]*>", "", page)) == []


def test_every_rules_page_marks_this_apps_rules_with_one_badge():
    """Issue 43, item 11: the badge read 「このアプリの ルール」 in じゃんけんご and 「このアプリの
    きまり」 in くにとり ("this app's rule", "This app's rule"): one wording, the shared
    ``APP_RULE``, in every game's rules page, in both languages."""
    for language in ("ja", "en"):
        wording = strings.catalogue(language).APP_RULE
        badges = {}
        for name in registry.NAMES:
            page = registry.variant(name).rules_page(strings.catalogue(language, name)) or ""
            badges[name] = [html.unescape(text) for text in re.findall(r'class="rules-app">([^<]*)<', page)]
            assert set(badges[name]) <= {wording}, (name, language, badges[name])
            assert "{" not in page, (name, language)
        assert sum(map(bool, badges.values())) >= 2, badges


SIZE = re.compile(r"\d+\s*[x×]\s*\d+")
"""A board size as a text writes it (``8×8``)."""


def test_board_sizes_are_written_one_way():
    """Issue 43, item 11: the texts wrote 7x7, 8×8 and 3 × 3: every text of every game (its
    catalogue and its rules page), in both languages, writes ``8×8``."""
    found = []
    for language in ("ja", "en"):
        for name in registry.NAMES:
            texts = strings.catalogue(language, name)
            page = registry.variant(name).rules_page(texts) or ""
            for text in [*texts_of(tuple(vars(texts).values())), re.sub(r"<[^>]*>", " ", page)]:
                found += SIZE.findall(text)
    assert found and [size for size in found if not re.fullmatch(r"\d+×\d+", size)] == []
