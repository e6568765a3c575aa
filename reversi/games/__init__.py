"""The games, one package each (``reversi.registry`` lists them; ``reversi.base.variant``
says what a game's package provides)."""
