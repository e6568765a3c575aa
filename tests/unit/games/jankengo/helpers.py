"""Small helpers for the じゃんけんご tests: positions drawn as pictures, square names,
actions in notation."""

from __future__ import annotations

from reversi.games.jankengo.rules import Action, JankenGoPosition, parse_square


def drawn(
    picture: str,
    side: str = "B",
    walls: str | None = None,
    turn: str = "0",
    blue_previous: str = "-",
    red_previous: str = "-",
    number: int = 9,
    passes: str = "-",
) -> JankenGoPosition:
    """A position drawn as 7 rows, rank 7 first (blue plays up the page), each 7 squares
    (white space ignored): upper case blue, lower case red, ``.`` empty; the other
    fields as in the text form (by default each side has the walls in hand that its walls
    on the board leave of 5)."""
    board = board_of(picture)
    if walls is None:
        walls = f"{5 - board.count('W')}/{5 - board.count('w')}"
    return JankenGoPosition.parse(f"{board} {walls} {side} {turn} {blue_previous} {red_previous} {number} {passes}")


def board_of(picture: str) -> str:
    """The 49 board characters of a picture (for the previous-board fields)."""
    rows = [row.replace(" ", "") for row in picture.strip().splitlines()]
    assert len(rows) == 7 and all(len(row) == 7 for row in rows), picture
    return "".join(reversed(rows))


def sq(name: str) -> int:
    return parse_square(name)


def act(text: str) -> Action:
    return Action.parse(text)


def run(position: JankenGoPosition, transcript: str) -> JankenGoPosition:
    """The position after the actions of ``transcript`` (each must be legal)."""
    for word in transcript.split():
        position = position.play(Action.parse(word))
    return position


def notation(actions) -> list[str]:
    return [str(action) for action in actions]


def letter_at(position: JankenGoPosition, name: str) -> str:
    """The text form's character for the square ``name``."""
    piece = position.piece_at(parse_square(name))
    return "." if piece is None else piece.letter
