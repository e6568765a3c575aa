"""Options for the engine's unit tests (the example game is registered by ``tests/conftest.py``).

``--perft-deep``  also run perft from the start at depths 9 and 10 (about 20 s more).
                  The option is only known when pytest loads this file at start-up,
                  i.e. when ``tests/unit`` (or a file in it) is on the command line:
                  ``python3 -m pytest tests/unit --perft-deep``. From anywhere else, set
                  the environment variable ``PERFT_DEEP=1`` instead; both work.
"""

from __future__ import annotations

import os

import pytest


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

