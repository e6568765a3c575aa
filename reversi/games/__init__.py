"""The games of the app, one package a game."""
