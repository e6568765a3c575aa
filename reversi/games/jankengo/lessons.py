"""じゃんけんご's first lessons (れんしゅう): an entry of a turn for each section of the rules
page (``figures.PAGE``), played by ``reversi.play.lessons``. Data only.

>>> [lesson.accepted for lesson in LESSONS][1:6]
['c3-c4', 'c5-c6', 'We4', 'c3-d3', 'd6-d7']
"""

from ...base.lessons import Lesson

LESSONS = (
    Lesson(
        ("board", "turn", "step", "app"),
        "GCPKPCG...................................gcpkpcg 5/5 B 0 - - 1 -",
        "a1-a2 b1-b2 c1-c2 d1-d2 e1-e2 f1-f2 g1-g2",
        {"ja": "あおの ばん。コマを タップして、1ぽ すすめよう", "en": "Blue to play: tap a piece and move it one step"},
        {
            "ja": "コマは たて・よこに 1マスずつ うごきます。あいている マスか、かてる あいての てに すすめます。",
            "en": "A piece moves one square at a time, across or up and down, onto an empty square or a hand it beats.",
        },
        "a2 b2 c2 d2 e2 f2 g2",
    ),
    Lesson(
        ("pieces",),
        "...K............G.P....c.p...................k... 5/5 B 0 - - 1 -",
        "c3-c4",
        {"ja": "あおの ばん。じゃんけんで かって、あいての コマを とろう", "en": "Blue to play: win at janken and take a piece"},
        {
            "ja": "グーは チョキに、チョキは パーに、パーは グーに かちます。おなじ てどうしは あいこで、すすめません。",
            "en": "Rock beats scissors, scissors beat paper, paper beats rock. The same hands tie and cannot move onto each other.",
        },
        "c3 c4",
    ),
    Lesson(
        ("try",),
        "...K...............C..........P......k....g...... 5/5 B 0 - - 1 -",
        "c5-c6",
        {"ja": "あおの ばん。あいての キングを とって かとう", "en": "Blue to play: take the opponent's king and win"},
        {
            "ja": "グー・チョキ・パーは あいての キングを とれます。あいての キングを とったら かちです。",
            "en": "Rock, scissors and paper can take the opponent's king. Taking it wins the game.",
        },
        "c5 c6",
    ),
    Lesson(
        ("go",),
        "K................W.....Ww......W................k 2/4 B 0 - - 1 -",
        "We4",
        {"ja": "あおの ばん。かべを おいて、あいての かべを かこんで とろう", "en": "Blue to play: place a wall and surround the opponent's wall"},
        {
            "ja": "つながった あいての コマの まわりに あいている マスが なくなったら、まとめて とれます。",
            "en": "When a group of the opponent's pieces has no empty square next to it, you take them all.",
        },
        "d4 e4",
    ),
    Lesson(
        ("king_wall",),
        "................K......WwW.....W................k 2/4 B 0 - - 1 -",
        "c3-d3",
        {"ja": "あおの ばん。キングの 1ぽで、あいての かべを かこもう", "en": "Blue to play: surround the opponent's wall with one king step"},
        {
            "ja": "キングの 1ぽめで あいての かべを かこんで とれます。かこむには、かべの まわりの あいている マスを うめます。",
            "en": "The king's first step can surround the opponent's wall and take it: fill the empty square next to the wall.",
        },
        "c3 d3",
    ),
    Lesson(
        ("try",),
        "GCP.PCG..............................kK...gcp.pcg 5/5 B 2 GCP.PCG.................K.................gcpkpcg"
        " GCP.PCG.................K............k....gcp.pcg 3 -",
        "d6-d7",
        {"ja": "あおの ばん。キングを いちばん おくの れつへ すすめて かとう", "en": "Blue to play: move the king to the far row and win"},
        {
            "ja": "キングが あいての いちばん おくの れつに ついたら かち(トライ)です。",
            "en": "A king that reaches the opponent's far row wins (a try).",
        },
        "d6 d7",
    ),
    Lesson(
        ("wall",),
        "GCP.PCG...K...............................gcpkpcg 5/5 R 0 GCP.PCG...K...............................gcpkpcg - 2 -",
        "Wa2 Wb2 Wc2 We2 Wf2 Wg2 Wa3 Wb3 Wc3 Wd3 We3 Wf3 Wg3 Wa4 Wb4 Wc4 Wd4 We4 Wf4 Wg4"
        " Wa5 Wb5 Wc5 Wd5 We5 Wf5 Wg5 Wa6 Wb6 Wc6 Wd6 We6 Wf6 Wg6",
        {"ja": "あかの ばん。「かべ のこり」を タップしてから、マスに かべを おこう", "en": "Red to play: tap the walls left, then a square, to place a wall"},
        {
            "ja": "かべは あいている マスなら どこにでも おけます。「かべ のこり」を タップしてから マスを タップします。",
            "en": "A wall goes on any empty square: tap the walls left, then the square.",
        },
        "",
    ),
    Lesson(
        ("ko",),
        "GCP.PCG...K...............................gcpkpcg 5/5 B 2 GCP.PCG...K...............................gcpkpcg"
        " GCP.PCG...K...............................gcpkpcg 3 -",
        "a1-a2 b1-b2 c1-d1 c1-c2 e1-d1 e1-e2 f1-f2 g1-g2 d2-d1 d2-c2 d2-e2 d2-d3",
        {"ja": "あおの ばん。まえと おなじ ばんでは おわれないよ。コマを 1ぽ うごかそう", "en": "Blue to play: the board is as before, so you cannot end yet; move a piece one step"},
        {
            "ja": "じぶんの まえの ばんの おわりと まったく おなじ ばんに もどして おわる ことは できません。ほかの ことを してから おわろう。",
            "en": "You may not end your turn with the board exactly as at the end of your last turn. Do something else first.",
        },
        "d2",
    ),
    Lesson(
        ("end",),
        "GC..PCG..P.......K........................gcpkpcg 5/5 B 3 - - 1 -",
        "end",
        {"ja": "あおの ばん。すすむのは もう おしまい。「おわり」を タップしよう", "en": "Blue to play: no steps are left; tap End"},
        {
            "ja": "すきな じゅんばんで うごいて、おわったら「おわり」です。ふたり つづけて パスしたら ひきわけです。",
            "en": "Move in any order, then tap End. When both players pass one after the other, the game is a draw.",
        },
        "",
    ),
)
"""A step, a clash won by janken, the king's capture, a wall surrounded, the king's step
that surrounds, the try, a wall placed, the ko, and the end of a turn."""
