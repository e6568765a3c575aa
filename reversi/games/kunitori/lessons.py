"""くにとり's first lessons (れんしゅう): an action for each section of the rules page
(``figures.PAGE``), played by ``reversi.play.lessons``. Data only.

>>> [lesson.accepted for lesson in LESSONS][2:4]
['Rb2 Bb2 Gb2 Sb2 Lb2 Pb2', 'giveN']
"""

from ...base.lessons import Lesson

LESSONS = (
    Lesson(
        ("pieces", "reach", "turn", "app"),
        "---/-S*-/--- b KRBGNLP krbgsnlp - - -",
        "Ka1 Kc1 Ka3 Kb3 Kc3 Ra1 Rc1 Ra3 Rb3 Rc3 Ba1 Bc1 Ba3 Bb3 Bc3 Ga1 Gc1 Ga3 Gb3 Gc3 Sa1 Sc1 Sa3 Sb3 Sc3 Na3 Nb3 Nc3 La3 Lb3 Lc3 Pa3 Pb3 Pc3",
        {"ja": "ちゃいろの ばん。しろの ぎんが とどく マスに こまを おこう", "en": "Brown to play: place a piece where white's silver reaches"},
        {
            "ja": "あいてが すぐ まえに おいた おもての こまが とどく マスに しか おけません。",
            "en": "You may only place on a square that the face-up piece your opponent just placed reaches.",
        },
        "a1 c1 a3 b3 c3",
    ),
    Lesson(
        ("restriction2",),
        "---/---/--- w KRBGSNLP krbgsnlp - - -",
        "Na1 Nb1 Nc1",
        {"ja": "しろの ばん。けいを おこう", "en": "White to play: place your knight"},
        {
            "ja": "おいた こまは どこかの マスに とどかないと いけません。だから けいは じぶんの いちばん てまえの れつに しか おけません。",
            "en": "A piece you place must reach some square. So a knight goes only on your own nearest row.",
        },
        "a1 b1 c1",
    ),
    Lesson(
        ("facedown",),
        "kG*-/-S-/--- b KRBNLP rbgsnlp - - -",
        "Rb2 Bb2 Gb2 Sb2 Lb2 Pb2",
        {"ja": "ちゃいろの ばん。しろの うらむきの ぎんの うえに おいて、ばんから なくそう", "en": "Brown to play: place on white's face-down silver and take it off the board"},
        {
            "ja": "うらむきの こまの マスにも おけます。その こまは ばんから なくなります。",
            "en": "You may place on a face-down piece's square too. That piece leaves the board.",
        },
        "b2",
    ),
    Lesson(
        ("give", "end"),
        "SP-/kgL/nGp* w N s - - -",
        "giveN",
        {"ja": "しろの ばん。けいは おけないので、ちゃいろに わたそう", "en": "White to play: the knight cannot be placed, so give it to brown"},
        {
            "ja": "せいげんを まもって おける こまが ない ときは、てごまから 1こ えらんで あいてに わたします。",
            "en": "When no piece can be placed within the restrictions, choose one from your hand and give it to your opponent.",
        },
        "",
    ),
    Lesson(
        ("own",),
        "SP-/kgL/nGp* b - s - N pass",
        "Sa1 Sb1 Sc1 Sa2 Sb2 Sc2 Sa3 Sb3",
        {"ja": "ちゃいろの ばん。おもての こまは じぶんの こま。ぎんを おこう", "en": "Brown to play: the face-up piece is your own; place your silver"},
        {
            "ja": "あいてが パスした あとは、おもての こまは じぶんの こまの ままです。その マス いがいなら どこにでも おけます。",
            "en": "After your opponent passes, the face-up piece stays your own. You may place anywhere but its square.",
        },
        "a1 b1 c1 a2 b2 c2 a3 b3",
    ),
    Lesson(
        ("score",),
        "LN*-/rpG/B-l b - n - - -",
        "Na3",
        {"ja": "ちゃいろの ばん。けいを おいて かとう", "en": "Brown to play: place your knight and win"},
        {
            "ja": "たて 3れつと よこ 3れつ それぞれで、こまが おおい ほうが 1てん。てんすうが おおい ほうの かちです。",
            "en": "Each of the 3 columns and 3 rows is a point for whoever has more pieces in it. The higher score wins.",
        },
        "a3",
    ),
)
"""A placement where the last piece reaches, restriction 2, a placement on a face-down
piece (the capture), the give, the face-up piece of one's own, and the winning last one."""
