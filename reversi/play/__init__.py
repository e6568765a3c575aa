"""What the app does with any game through the registry: records (the text of a game,
links, past games), saved games and the board's keyboard. Pure Python."""
