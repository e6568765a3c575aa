"""``python -m reversi perft|moves|replay``, run as a user would (``run``: the command line's
``main`` with the arguments a user types; once in a subprocess from the repository root)."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from pathlib import Path

import pytest

from reversi import cli
from reversi.games.reversi.perft import perft
from reversi.games.reversi.position import Position

from . import reference as ref

REPO_ROOT = Path(__file__).resolve().parents[4]
START = "-" * 27 + "OX" + "-" * 6 + "XO" + "-" * 27 + " X"
MUST_PASS = "OX" + "-" * 62 + " X"  # black has no move; white has c1
GAME_OVER = "X" + "-" * 62 + "O O"


def run(*args: str) -> subprocess.CompletedProcess:
    """``python -m reversi ARGS`` as the command line runs it (``cli.main``), in this process:
    its exit status and what it printed. (A new interpreter for each of the tests' many
    calls cost some 0.4 s each; ``test_python_dash_m_reversi_runs_as_a_user_would`` starts
    one as a user does.)"""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = cli.main(list(args))
        except SystemExit as stop:  # argparse's errors and --help
            status = stop.code if isinstance(stop.code, int) else int(stop.code is not None)
    return subprocess.CompletedProcess(["python", "-m", "reversi", *args], status, out.getvalue(), err.getvalue())


def test_python_dash_m_reversi_runs_as_a_user_would():
    """In a subprocess from the repository root: the output and a clean error, as ``run``'s."""
    for args in (("replay", "f5d6"), ("replay", "f5f5"), ("perft", "x")):
        user = subprocess.run([sys.executable, "-m", "reversi", *args], cwd=REPO_ROOT, capture_output=True,
                              text=True, timeout=60)
        assert (user.returncode, user.stdout, user.stderr) == (run(*args).returncode, run(*args).stdout, run(*args).stderr), args
    assert "Traceback" not in user.stderr and user.returncode == 2


def assert_clean_error(result: subprocess.CompletedProcess, *fragments: str) -> str:
    """Exit status 2, nothing on stdout, no traceback, and exactly one error line on stderr
    (argparse may print its usage line before it); returns that line."""
    assert result.returncode == 2, result
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    lines = [line for line in result.stderr.splitlines() if "error:" in line]
    assert len(lines) == 1, result.stderr
    assert all(line.startswith("usage:") for line in result.stderr.splitlines() if line not in lines), result.stderr
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])
    return lines[0]


# --------------------------------------------------------------------------- perft


def test_perft_from_the_start():
    result = run("perft", "3")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["1 4", "2 12", "3 56"]
    assert result.stderr == ""


def test_perft_from_a_position():
    position = Position.replay("f5d6c3d3c4")
    result = run("perft", "3", "--position", str(position))
    assert result.returncode == 0, result.stderr
    expected = [f"{d} {ref.perft(*ref.from_text(str(position)), d)}" for d in (1, 2, 3)]
    assert result.stdout.splitlines() == expected
    assert expected == [f"{d} {perft(position, d)}" for d in (1, 2, 3)]


def test_perft_from_a_position_with_a_pass_and_a_finished_game():
    assert run("perft", "3", "--position", MUST_PASS).stdout.splitlines() == ["1 1", "2 1", "3 1"]
    assert run("perft", "2", "--position", GAME_OVER).stdout.splitlines() == ["1 1", "2 1"]


@pytest.mark.parametrize("depth", ["0", "-1", "x", "1.5", "", " 3"])
def test_perft_bad_depth(depth):
    assert_clean_error(run("perft", depth), "depth must be a whole number of at least 1", f"'{depth}'")


def test_perft_bad_position():
    assert_clean_error(run("perft", "2", "--position", "-" * 63 + " X"), "63 characters instead of 64")


# --------------------------------------------------------------------------- moves


def test_moves_lists_the_legal_moves_in_board_order():
    result = run("moves", START)
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout == "d3 c4 f5 e6\n"
    after = str(Position.replay("f5"))
    assert run("moves", after).stdout == "f4 d6 f6\n"


def test_moves_reports_a_pass_and_the_end():
    assert run("moves", MUST_PASS).stdout == "pass\n"
    assert run("moves", MUST_PASS[:-1] + "O").stdout == "c1\n"
    assert run("moves", GAME_OVER).stdout == "game over\n"
    assert run("moves", "X" * 64 + " O").stdout == "game over\n"


def test_moves_accepts_the_other_empty_marks_and_lower_case():
    assert run("moves", START.replace("-", ".").lower()).stdout == "d3 c4 f5 e6\n"


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("X" * 10 + " X", "10 characters instead of 64"),
        ("-" * 63 + "B X", "characters other than X, O, -, . and *: B"),
        ("X" + "-" * 63, "got 1 part(s)"),
        ("-" * 64 + " B", "the side to move must be X (black) or O (white), not 'B'"),
        ("-" * 64 + " X X", "got 3 part(s)"),
        ("", "got 0 part(s)"),
    ],
    ids=["length", "character", "no side", "bad side", "extra part", "empty"],
)
def test_moves_malformed_position(text, fragment):
    assert_clean_error(run("moves", text), fragment)


def test_board_without_side_that_starts_with_a_dash():
    """Without the space before the side, argparse takes '-----...' for an option, so the
    message is about the missing position rather than the missing side (still exit 2)."""
    assert_clean_error(run("moves", "-" * 64), "required")


def test_missing_arguments():
    assert_clean_error(run("moves"))
    assert_clean_error(run())
    assert run("--help").returncode == 0


# --------------------------------------------------------------------------- replay


def test_replay_prints_the_position_and_the_counts():
    result = run("replay", "f5d6c3")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines() == [
        "-" * 18 + "X" + "-" * 8 + "XX" + "-" * 6 + "OXX" + "-" * 5 + "O" + "-" * 20 + " O",
        "black 5 white 2: not over",
    ]
    assert result.stdout.splitlines()[0] == str(Position.replay("f5d6c3"))


def test_replay_of_a_whole_game_with_a_pass():
    transcript = (
        "e6f6f5d6c6f4d3c3d7d8g6e3g3b5c5b6a5h7c7f3g4g7f7h5g2e2g5e8g8h2f2h8e7e1"
        "b2f8d2h4h3f1g1h6d1h1a1c4c8b7c2b4a8a7b8a2a4a6c1b3b1a3"
    )
    result = run("replay", transcript.upper())
    assert result.returncode == 0, result.stderr
    cells, side = ref.replay([transcript[i:i + 2] for i in range(0, len(transcript), 2)])
    assert result.stdout.splitlines() == [ref.to_text(cells, side), "black 21 white 43: white wins"]


def test_replay_empty_transcript():
    assert run("replay", "").stdout.splitlines() == [START, "black 2 white 2: not over"]


def test_replay_of_a_superscript_digit():
    """Regression: 'a²' once raised a bare ValueError in parse_square, which escaped the
    CLI's NotationError handler as a traceback with exit status 1."""
    assert_clean_error(run("replay", "f5a²"), "move 2 'a²'", "not a square")
