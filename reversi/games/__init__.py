"""The games of the app, one package each (``reversi.games.<name>``)."""
