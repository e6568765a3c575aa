"""YWF's first lessons (れんしゅう): a move for each section of the rules page
(``figures.PAGE``), played by ``reversi.play.lessons``. Data only.

>>> [lesson.accepted for lesson in LESSONS][1:]
['+d4 +e6', '+c4 +g6', 'd3']
"""

from ...base.lessons import Lesson

LESSONS = (
    Lesson(
        ("pieces", "start", "play", "app"),
        "------------------------------NXO------ONX------XON------------------------------ X - -",
        "d3 f3 g3 c4 g4 c5 c6 g6 d7 e7 f7",
        {"ja": "わるいこの ばん。あいている マスに おいて、こまを かえよう", "en": "Black to play: place a piece on an empty square and change pieces"},
        {
            "ja": "あいている マスに じぶんの こまを 1こ おきます。1こも かわらない ところには おけません。",
            "en": "Place one of your pieces on an empty square. You cannot place where no piece changes.",
        },
        "d3 f3 g3 c4 g4 c5 c6 g6 d7 e7 f7",
    ),
    Lesson(
        ("change", "token"),
        "------------------------------NXO------OOX------NNN-----OX----------------------- X - -",
        "+d4 +e6",
        {"ja": "わるいこの ばん。ふつうのこを タップして チェンジしよう", "en": "Black to play: tap a neutral piece to Change it"},
        {
            "ja": "ばんの うえの ふつうのこを 1こ、じぶんの こまに かえます。ほかにも 1こ いじょう かわる ときだけ できます。",
            "en": "Turn one neutral piece on the board into your own. You may only when at least one other piece changes too.",
        },
        "d4 e6",
    ),
    Lesson(
        ("pass",),
        "---------------------O-------NNXXX---O-NXN------NXXN-----N---O----O-------------- X - -",
        "+c4 +g6",
        {"ja": "わるいこの ばん。チェンジして、よいこが なにも できなく しよう", "en": "Black to play: Change so that white can do nothing"},
        {
            "ja": "プレイも チェンジも できない ときだけ、パスします。この ては、よいこが まだ なにか できます。",
            "en": "A player passes only when they can neither Play nor Change. After this move white can still do something.",
        },
        "c4 g6",
    ),
    Lesson(
        ("end",),
        "----------------------OOX-----NON------ONX------XNN------X----------------------- X - -",
        "d3",
        {"ja": "わるいこの ばん。よいこの こまを ばんから なくして かとう", "en": "Black to play: leave no white piece on the board and win"},
        {
            "ja": "どちらかの こまが ばんから なくなったら おしまいです。じぶんの こまが おおい ほうの かちです。",
            "en": "The game ends when one player has no piece left on the board. The player with more pieces wins.",
        },
        "d3",
    ),
)
"""Play, Change (and the token it moves), the pass, and the end."""
