"""What every game builds on, naming none: sides and notation errors, bitboards, the
screen state, drawings and speech, the search and the levels' machinery, and the
``Variant`` a game's package provides. Pure Python."""
