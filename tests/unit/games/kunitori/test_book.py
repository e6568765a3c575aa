"""くにとり's opening book (``reversi.games.kunitori.book``, made by
``tools/kunitori_book.py``): it holds one of each mirror pair of the positions the tool
lists, each worth the best of its actions by the book itself; the tool's solves agree
with a search of their own, the same bytes every time; the book is read on first use."""

from __future__ import annotations

import subprocess
import sys
from functools import lru_cache
from pathlib import Path

from reversi.games.kunitori.book import PATH, canonical, lookup, parse_line
from reversi.games.kunitori.evaluation import final_score
from reversi.games.kunitori.rules import KunitoriPosition, code_action, mirror_code, mirrored, parse_action
from reversi.games.kunitori.search import Limits, Negamax, Search

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT / "tools"))

import kunitori_book  # noqa: E402

LATE = KunitoriPosition.replay("Ra3 Ba2 Kb3 La3 La1 Ra2 Bc2")  # 9 pieces left


@lru_cache(maxsize=None)
def lines() -> tuple[str, ...]:
    return tuple(line for line in PATH.read_text(encoding="utf-8").splitlines() if not line.startswith("#"))


def plies() -> int:
    header = PATH.read_text(encoding="utf-8").splitlines()[0]
    return int(header.split("--plies ")[1].split()[0])


def value(position: KunitoriPosition) -> int:
    """The book's value, or the result of a finished game."""
    if position.is_game_over():
        return final_score(position.node)
    return lookup(position.node)[0]


def test_the_book_holds_the_positions_the_tool_lists_one_of_each_mirror_pair():
    listed = [position for level in kunitori_book.levels(KunitoriPosition.initial(), plies()) for position in level]
    assert [str(parse_line(line)[0]) for line in lines()] == [str(position) for position in listed]
    assert len({canonical(position.node) for position in listed}) == len(listed)
    assert plies() == 2 and str(listed[0]) == str(KunitoriPosition.initial())


def test_each_position_whose_actions_it_knows_is_worth_the_best_of_them():
    # the levels the tool built from the next one (the last one solved by the tool)
    checked = 0
    for line in lines():
        position, worth, best = parse_line(line)
        afters = [position.play(action) for action in position.legal_actions()]
        if any(not after.is_game_over() and lookup(after.node) is None for after in afters):
            continue  # solved by the tool, its actions past the book
        values = {action: -value(after) for action, after in zip(position.legal_actions(), afters)}
        assert worth == max(values.values()) == values[parse_action(best)]
        checked += 1
    assert checked >= 1


def test_a_position_and_its_mirror_image_are_one_entry():
    start = KunitoriPosition.initial()
    for action in start.legal_actions():
        node = start.play(action).node
        (worth, code), (other, other_code) = lookup(node), lookup(mirrored(node))
        symmetric = mirrored(node) == node  # (a piece on file b: its own mirror image)
        assert worth == other and other_code == (code if symmetric else mirror_code(code))
        assert code_action(code) in start.play(action).legal_actions()


def test_the_tool_solves_as_a_search_of_its_own_and_writes_the_same_bytes_twice():
    written = kunitori_book.book_lines(LATE, 1, report=lambda line: None)
    assert written == kunitori_book.book_lines(LATE, 1, report=lambda line: None)
    level = kunitori_book.levels(LATE, 1)[1]
    assert len(written) == 1 + len(level)
    for line, position in zip(written[1:], level):
        parsed, worth, best = parse_line(line)
        result = Search(position, Limits(exact_pieces=16)).run()
        assert str(parsed) == str(position) and result.exact and worth == round(result.score * 100)
    assert parse_line(written[0])[1] == round(Search(LATE, Limits(exact_pieces=16)).run().score * 100)


def test_a_line_of_the_last_level_is_what_the_tool_solves_again():
    # the cheapest line to solve again (the fewest actions), by the tool's solve on a new
    # engine: the same value and best action, whatever the engine solved before
    last = lines()[-len(kunitori_book.levels(KunitoriPosition.initial(), plies())[-1]):]
    line = min(last, key=lambda text: len(parse_line(text)[0].legal_actions()))
    position = parse_line(line)[0]
    worth, best = kunitori_book.solve(position, Negamax(solid=True))
    assert f"{position} {worth:+d} {best}" == line


def test_the_page_reads_the_book_in_slices_before_the_first_analysis():
    """Issue 28: the book was read in one slice of the coach's analysis (37 ms in CPython,
    three times as long in the page); the page now reads it first, in slices
    (``VARIANT.preparing``), and adopts it whole at the end."""
    code = (
        "from reversi import registry\n"
        "from reversi.games.kunitori import book\n"
        "steps = registry.variant('kunitori').preparing(seconds=0)\n"
        "assert next(steps) is None and not book._BOOK\n"
        "assert sum(1 for _ in steps) == 695 and len(book._BOOK) == 696\n"
        "assert sum(1 for _ in registry.variant('kunitori').preparing(seconds=0)) == 0\n"
        "assert sum(1 for _ in registry.variant('reversi').preparing(seconds=0)) == 0\n"
    )
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_the_book_is_read_on_first_use_not_on_import():
    code = (
        "from reversi.games.kunitori import analysis, book\n"
        "assert not book._BOOK\n"
        "from reversi.games.kunitori.rules import KunitoriPosition\n"
        "assert book.lookup(KunitoriPosition.initial().node) and book._BOOK\n"
    )
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
