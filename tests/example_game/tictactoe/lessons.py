"""Tic-tac-toe's first lessons (れんしゅう): a mark for each section of the rules page
(``figures.PAGE``), played by ``reversi.play.lessons``. Data only.

>>> [lesson.accepted for lesson in LESSONS][::2]
['c1', 'a3']
"""

from ...base.lessons import Lesson

LESSONS = (
    Lesson(
        ("aim",),
        "XX-OO---- X",
        "c1",
        {"ja": "ばつの ばん。3つ ならべて かとう", "en": "X to play: make three in a row and win"},
        {
            "ja": "たて・よこ・ななめに 3つ ならべた ほうの かちです。",
            "en": "Three in a row, a column or a diagonal wins.",
        },
        "c1",
    ),
    Lesson(
        ("start",),
        "--------- X",
        "a1 b1 c1 a2 b2 c2 a3 b3 c3",
        {"ja": "ばつの ばん。すきな マスに かこう", "en": "X to play: mark any square"},
        {
            "ja": "ばんは からっぽです。さきに かくのは ばつです。",
            "en": "The board starts empty. X marks first.",
        },
        "",
    ),
    Lesson(
        ("turn",),
        "XOOOXX-XO X",
        "a3",
        {"ja": "ばつの ばん。あいている マスに かこう", "en": "X to play: mark the empty square"},
        {
            "ja": "あいている マスに ひとつ かきます。ぜんぶ うまって ならばなければ ひきわけです。",
            "en": "Mark one empty square. A full board without three in a line is a draw.",
        },
        "a3",
    ),
)
"""The winning mark, the first mark on the empty board, and the last mark of a draw."""
