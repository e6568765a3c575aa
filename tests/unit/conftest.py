"""Options for the engine's unit tests, and the example game registered while they run.

``--perft-deep``  also run perft from the start at depths 9 and 10 (about 20 s more).
                  The option is only known when pytest loads this file at start-up,
                  i.e. when ``tests/unit`` (or a file in it) is on the command line:
                  ``python3 -m pytest tests/unit --perft-deep``. From anywhere else, set
                  the environment variable ``PERFT_DEEP=1`` instead; both work.
"""

from __future__ import annotations

import os

import pytest
from conftest import example_games  # tests/ is on sys.path (rootdir conftest)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--perft-deep",
        action="store_true",
        default=False,
        help="also run the slow perft depths 9 and 10 from the start (or set PERFT_DEEP=1)",
    )


@pytest.fixture(scope="session")
def perft_deep(request: pytest.FixtureRequest) -> bool:
    """True when the slow perft depths were asked for (--perft-deep or PERFT_DEEP=1)."""
    try:
        option = request.config.getoption("--perft-deep")
    except ValueError:  # the option was never registered (this file loaded late)
        option = False
    return bool(option) or os.environ.get("PERFT_DEEP", "") not in ("", "0")


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector):
    """The example game is in the registry while a unit test module is collected (its tests
    walk ``registry.NAMES``), not while an e2e one is (the page under test is the site's)."""
    with example_games():
        yield


@pytest.fixture(scope="module", autouse=True)
def example_game():
    """The example game in the registry while a unit test module runs (``example_games``)."""
    with example_games() as names:
        yield names
