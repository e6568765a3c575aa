"""Reversi in pure Python: rules, game state and notation, with no browser imports.

The view (``reversi.view``) is the only module that touches the page.
"""
