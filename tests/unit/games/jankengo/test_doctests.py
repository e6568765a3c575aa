"""The examples in the じゃんけんご package's docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["", ".board", ".rules", ".perft", ".tactics", ".evaluation", ".search", ".players"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module("reversi.games.jankengo" + name))
    assert result.attempted > 0 and result.failed == 0, result
