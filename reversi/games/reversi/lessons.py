"""Reversi's first lessons (れんしゅう): a move for each section of the rules page
(``figures.PAGE``), played by ``reversi.play.lessons``. Data only.

>>> [lesson.accepted for lesson in LESSONS]
['d3 c4 f5 e6', 'd4', 'a1', 'c1', 'a1']
"""

from ...base.lessons import Lesson

LESSONS = (
    Lesson(
        ("aim", "start", "place", "app"),
        "---------------------------OX------XO--------------------------- X",
        "d3 c4 f5 e6",
        {"ja": "くろの ばん。しろを はさんで、ひっくりかえそう", "en": "Black to play: sandwich a white disc and turn it"},
        {
            "ja": "あいての いしを はさめる ところに、じぶんの いしを 1こ おきます。1こも はさめない ところには おけません。",
            "en": "Place a disc where it sandwiches your opponent's discs. You cannot place where it sandwiches none.",
        },
        "d3 c4 f5 e6",
    ),
    Lesson(
        ("lines",),
        "-----------X-------O-----XO--OX--------------------------------- X",
        "d4",
        {"ja": "くろの ばん。2つの むきを いっぺんに はさもう", "en": "Black to play: sandwich two lines at once"},
        {
            "ja": "たて・よこ・ななめの 8つの むきを ぜんぶ みます。いくつもの むきを いっぺんに はさむ ことも あります。",
            "en": "Look in all eight directions: across, up and down, and diagonally. One disc can sandwich several lines at once.",
        },
        "d4",
    ),
    Lesson(
        (),
        "---------O--------X-X-------O--------O--------X----------------- X",
        "a1",
        {"ja": "くろの ばん。かどを とろう", "en": "Black to play: take a corner"},
        {
            "ja": "かどは ばんの 4つの すみの マスです。かどの いしは もう ひっくりかえりません。",
            "en": "The corners are the four squares at the ends of the board. A disc in a corner can never be turned.",
        },
        "a1",
    ),
    Lesson(
        ("pass",),
        "X--------X------OOXX-------XX------XXX-------------------------- O",
        "c1",
        {"ja": "しろの ばん。くろが おけなく なる ところに おこう", "en": "White to play: leave black nowhere to place"},
        {
            "ja": "おける ところが ない ときは パスです。あいての ばんに なります。くろが まだ おける ところが あります。",
            "en": "With nowhere to place, a player passes and it is the opponent's turn. Black could still place after this.",
        },
        "c1",
    ),
    Lesson(
        ("end", "count"),
        "---------O-------XOXXX-----OXX-----XXX-------------------------- X",
        "a1",
        {"ja": "くろの ばん。しろを ぜんぶ ひっくりかえして、おしまいに しよう", "en": "Black to play: turn every white disc and end the game"},
        {
            "ja": "ふたりとも おける ところが なくなったら おしまいです。さいごに いしが おおい ほうの かちです。",
            "en": "The game ends when neither player can place. The player with more discs at the end wins.",
        },
        "a1",
    ),
)
"""Place, several lines at once, the corner (no section of its own: the first thing a child
learns of playing well), the pass, and the end and its count."""
