"""The letter games' link format (issue 30, ``reversi.play.letters``): a round trip for
every game, bad and tampered links refused with a reason (and nothing changes), the
verdicts of a letter on a device, and a link under 2,000 characters for the longest game
of each game.

The longest game of each (its ``LONGEST``, in its ``tests/unit/games/<name>/conformance.py``:
most entries, most choices at one entry; a link packs each entry into log2(choices) bits, so
its length is bounded by both; where no bound on the entries is known, a link holds up to
``capacity`` entries, far beyond the longest game found in random play, checked below).
"""

from __future__ import annotations

import math
import random

import pytest

from reversi import registry
from reversi.play import letters

from .test_conformance import game_data

NAMES = ("おばあちゃんだよ😀😀", "ゆいちゃん🐰")
"""Two names of 10 characters at most, with 4-byte characters (the longest in UTF-8)."""
LIMIT = 2000


def playout(name: str, seed: int, most: int = 3000) -> tuple:
    """A random whole game of ``name`` from its start, as long as the rules let it be:
    never おわり or a pass while anything else is legal, never the move that ends it early
    when another is legal."""
    game_type = registry.variant(name).GAME
    rng, position, entries = random.Random(seed), game_type.RULES.initial(), []
    while not position.is_game_over() and len(entries) < most:
        options = letters.choices(position)
        long = [o for o in options if str(o).lower() not in ("end", "pass")] or options
        going_on = [o for o in long if not position.play(o).is_game_over()] or long
        entry = rng.choice(going_on)
        entries.append(entry)
        position = position.play(entry)
    return game_type.from_record(entries).actions



def header_length() -> int:
    """The characters of a letter's link besides its moves (an address of 60 characters)."""
    letter = letters.Letter(registry.NAMES[0], "abcdef", NAMES, 0, ())
    return 60 + len(letters.format_letter(letter)) + 4  # + the ply's digits


def capacity(choices: int) -> int:
    """How many entries of at most ``choices`` choices each fit in a link under ``LIMIT``."""
    room_bits = (LIMIT - 1 - header_length()) * 6
    return int(room_bits // math.log2(choices))


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_letter_comes_back_as_it_went_for_every_game(name):
    entries = playout(name, 1, most=120)
    letter = letters.Letter(name, letters.new_id(), tuple(letters.clean_name(n) for n in NAMES), 1, entries)
    text = letters.format_letter(letter)
    assert letters.parse_letter("https://example.org/reversi/#" + text) == letter
    assert all(char.isalnum() or char in "._-" for char in text), "every character may stand in a link"


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_longest_game_of_each_game_fits_in_a_link(name):
    most, choices = game_data(name).LONGEST
    bits = (most or capacity(choices)) * math.log2(choices)
    bound = header_length() + math.ceil(math.ceil(bits / 8) * 4 / 3)
    assert bound < LIMIT, (name, bound)
    longest = max((playout(name, seed) for seed in range(3)), key=len)
    if most is not None:  # a forced entry (a pass that is the only choice) costs the link nothing
        start = registry.variant(name).GAME.RULES.initial()
        befores = (start, *type(start).replay_steps(list(longest), start))[:-1]
        chosen = sum(len(letters.choices(before)) > 1 for before in befores)
        assert chosen <= most, (name, chosen)
    else:
        assert len(longest) < capacity(choices) // 4, (name, len(longest))
    text = letters.format_letter(letters.Letter(name, "abcdef", NAMES, 0, longest))
    assert 60 + len(text) < LIMIT, (name, len(text))


def test_a_long_game_of_every_game_is_measured():
    """A game as long as random play makes it (じゃんけんご: to its turn limit): its link is
    measured (``pytest -s`` prints the figures)."""
    for name in registry.NAMES:
        entries = playout(name, 0)
        text = letters.format_letter(letters.Letter(name, "abcdef", NAMES, 0, entries))
        print(f"{name}: {len(entries)} entries, link of {len(text)} characters")
        assert len(text) < LIMIT


def good_letter():
    name = registry.NAMES[0]
    return letters.Letter(name, "abcdef", ("あき", "Bob"), 0, playout(name, 2, most=10))


def with_check(body: str) -> str:
    return f"{body}.{letters._check(body)}"


@pytest.mark.parametrize(
    "change, kind",
    [
        (lambda text: text[: len(text) // 2], "format"),  # cut short
        (lambda text: text.replace(".0.", ".1.", 1), "check"),  # the sender changed
        (lambda text: text[:-12] + ("A" if text[-12] != "A" else "B") + text[-11:], "check"),  # a move changed
        (lambda text: with_check(text.rsplit(".", 1)[0].replace(registry.NAMES[0], "chess", 1)), "game"),
        (lambda text: with_check(text.rsplit(".", 1)[0].replace(".10.", ".99.", 1)), "moves"),  # more moves than packed
        (lambda text: with_check(text.rsplit(".", 1)[0].replace(".abcdef.", ".ABC.", 1)), "format"),
        (lambda text: "letter1.", "format"),
    ],
)
def test_a_bad_or_tampered_link_is_refused_with_its_reason_and_changes_nothing(change, kind):
    letter = good_letter()
    text = letters.format_letter(letter)
    assert f".{letter.ply}." == ".10."
    games = (letters.receive((), letter, "2026-01-01")[1],)
    with pytest.raises(letters.LetterError) as raised:
        games = letters.put(games, letters.receive(games, letters.parse_letter(change(text)), "d")[1])
    assert raised.value.kind == kind
    assert games[0].entries == letter.entries and games[0].shared == letter.ply


def test_a_letter_on_a_device_new_newer_same_older_and_conflicting():
    letter = good_letter()
    first = letters.Letter(letter.rules, letter.id, letter.names, 0, letter.entries[:3])
    verdict, mine = letters.receive((), first, "d")
    assert (verdict, mine.side, mine.shared, mine.unsent) == ("new", 1, 3, False)
    games = (mine.played(letter.entries[:4], "d"),)  # own move, not sent
    assert games[0].unsent
    assert letters.receive(games, first, "d")[0] == "same"
    assert letters.receive(games, letters.Letter(letter.rules, letter.id, letter.names, 0, letter.entries[:2]), "d")[0] == "older"
    sent = (games[0].sent("d"),)
    verdict, newer = letters.receive(sent, letter, "d")
    assert verdict == "newer" and newer.entries == letter.entries and newer.shared == letter.ply
    game_type = registry.variant(letter.rules).GAME
    before = game_type.from_record(letter.entries[:3])  # another 4th move than the one sent
    other = next(c for c in letters.choices(before.position) if c != letter.entries[3])
    contradicting = letters.Letter(letter.rules, letter.id, letter.names, 0, (*letter.entries[:3], other))
    verdict, kept = letters.receive(sent, contradicting, "d")
    assert verdict == "conflict" and kept == sent[0]
    assert letters.adopt(kept, contradicting, "d").entries == contradicting.entries


def test_the_stored_letter_games_come_back_and_bad_entries_are_left_out():
    mine = letters.start(registry.NAMES[-1], 1, NAMES, "2026-01-01T00:00:00+00:00")
    mine = mine.played(playout(mine.rules, 3, most=8), "2026-01-02T00:00:00+00:00")
    assert letters.load(letters.dump((mine,))) == (mine,)
    text = letters.dump((mine,)).replace('"side": 1', '"side": 7')
    assert letters.load(text) == ()
    many = tuple(letters.start(registry.NAMES[0], 0, ("a", "b"), "d") for _ in range(letters.KEEP + 5))
    kept = ()
    for game in many:
        kept = letters.put(kept, game)
    assert len(kept) == letters.KEEP and kept[0] is many[-1]
