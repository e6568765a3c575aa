"""Tic-tac-toe's texts in each language (``reversi.base.contract.TextsModule``), over the
shared catalogue's (``reversi.strings``)."""

JA = {
    "PUZZLE_GOALS": {
        "win-in-1": "{side}の ばん。いま かいて かとう",
        "win-in-3": "{side}の ばん。2かいめに かいて かとう",
        "win-in-5": "{side}の ばん。3かいめに かいて かとう",
    },
    "PIECE_NAMES": {"black": "ばつ", "white": "まる"},
    "MARKED": "{name}が {square}に かきました",
    "FINAL_SCORE": "",  # won by a line, not by the counts
    "RULES": "まるばつの あそびかた",
    "TICTACTOE_RULES": {
        "aim": {
            "heading": "ゲームの もくてき",
            "text": ("3×3の ばんに、ふたりで こうごに しるしを かきます。たて・よこ・ななめに 3つ ならべた ほうの かちです。",),
            "figure": "まるが a1・a2・a3に ならんで、まるの かち",
        },
        "start": {
            "heading": "はじめ",
            "text": ("ばんは からっぽです。さきに かくのは ばつ、あとが まるです。",),
            "figure": "からっぽの ばん",
        },
        "turn": {
            "heading": "かきかた",
            "text": ("あいている マスに ひとつ かきます。ぜんぶ うまって ならばなければ ひきわけです。",),
            "figure": "ばつが まんなかに かいた ところ",
        },
    },
}

EN = {
    "PUZZLE_GOALS": {
        "win-in-1": "{side} to play: win with this mark",
        "win-in-3": "{side} to play: win with your 2nd mark",
        "win-in-5": "{side} to play: win with your 3rd mark",
    },
    "PIECE_NAMES": {"black": "X", "white": "O"},
    "MARKED": "{name} marked {square}",
    "FINAL_SCORE": "",
    "RULES": "How to play Tic-tac-toe",
    "TICTACTOE_RULES": {
        "aim": {
            "heading": "The aim",
            "text": ("Two players take turns marking the squares of a 3×3 board. Three in a row, a column or a diagonal wins.",),
            "figure": "O has a1, a2 and a3: O wins",
        },
        "start": {
            "heading": "The start",
            "text": ("The board starts empty. X marks first, then O.",),
            "figure": "The empty board",
        },
        "turn": {
            "heading": "A turn",
            "text": ("Mark one empty square. A full board without three in a line is a draw.",),
            "figure": "X has marked the centre",
        },
    },
}
