"""じゃんけんご's texts in each language (``reversi.base.contract.TextsModule``): they
replace the shared catalogue's (``reversi.strings``) and add their own while the game is
on screen (``reversi.strings.catalogue(language, "jankengo")``); its name on screen is
``VARIANT.GAME_NAMES``."""

from ...strings import EN as SHARED_EN
from ...strings import JA as SHARED_JA

JA = {
    "PUZZLE_GOALS": {
        "win-in-1": "{side}の ばん。この ばんで かとう(いちばん すくない てで)",
    },
    "PIECE_NAMES": {"black": "あお", "white": "あか"},
    "TITLE": "じゃんけんご",
    "SIDES": {"black": "あお(さき)", "white": "あか(あと)"},
    "HINT_LEVELS": {"none": "ヒントなし", "places": "うごかせる コマ", "full": "ぜんぶヒント"},
    "KEY_HELP": {"move": "うごく", "play": "えらぶ・すすむ", "next": "つぎの うごかせる コマ"},
    "FLIPS": {"other": "{count}こ"},
    "SCORE_LABEL": {"other": "{name} {count}こ"},
    "KIND_NAMES": {"gu": "グー", "choki": "チョキ", "pa": "パー", "king": "キング", "wall": "かべ"},
    "PIECE_OF": "{side}の {kind}",
    "SQUARE_PIECE": "{piece} {square}",
    "MARK_JOIN": "、",
    "MARK_SELECTED": "えらんでいる",
    "MARK_TARGETS": {"step": "すすめる", "capture": "すすむと とれる", "wall": "かべを おける"},
    "MARK_MOVABLE": "うごかせる",
    "MARK_DANGER": "あと ひとつで かこまれる",
    "MARK_ATARI": "あと ひとつで かこんで とれる",
    "MARK_LAST": "いま うごいた",
    "STEPPED": "{piece}が {source}から {target}へ",
    "WALLED": "{side}が {square}に かべを おいた",
    "ENDED": "{side}の ばんが おわり",
    "PASSED_TURN": "{side}は パス",
    "TOOK": "{pieces}を とった",
                "ENDINGS": {
        "try": "トライ",
        "king_taken": "キングを とった",
        "two_passes": "どちらも パスしました",
        "turns": "200ばんに なりました",
    },
    "WALLS_LEFT": {"other": "かべ のこり {count}"},
    "STEPS_LEFT": {"other": "のこり {count}ほ"},
    "END_TURN": "おわり",
    "MOVE_WALL": "かべ {square}",
    "TURN_TRAY": "この ばん",
    "THEIR_WALLS": {"other": "{side}の かべ {count}こ"},
    "TIE": "あいこ なので すすめません",
    "STRONGER": "あいての ほうが つよいので すすめません",
    "ONTO_WALL": "かべには すすめません",
    "NO_CAPTURE": "キングと かべは コマを とれません",
    "SUICIDE": "そこに おくと じぶんの コマが かこまれて しまいます",
    "NO_STEPS_LEFT": "この ばんは もう 3ぽ すすみました",
    "CANNOT_MOVE": "その コマは いま うごけません",
    "NOT_NEXT": "となりの マスにしか すすめません",
    "KO": "おなじ かたちに もどるので おわれません",
    "NOTHING_DONE": "コマを うごかすか かべを おいてから おわりに してね",
    "NO_WALL": "この ばんは もう かべを おけません",
    "MOVE_PASS": "パス",
    "GRAPH_LABEL": "コマの かずの グラフ。{at}て: {black} たい {white}",
    "VALUE_GRAPH_LABEL": "みこみの グラフ({name}が どれだけ ゆうりか)。{at}て: {value}",
    "COACH_BETTER": "この ターンは {played} より {best} の ほうが よかったよ",  # a turn's value is no count: none said
    "COACH_TRY": "{best} の ある ターンを ためして みよう",
    "PASTE_EXAMPLE": "d1-d2 Wc4 end…",
    "RULES": "じゃんけんごの あそびかた",
    "JANKENGO_DECIDED": "このアプリの ルール",
    "JANKENGO_RULES": {
        "pieces": {
            "heading": "コマと じゃんけん",
            "text": (
                "コマは グー、チョキ、パー、キング と かべ。あおと あかの 2にんで あそびます。",
                "グーは チョキに、チョキは パーに、パーは グーに かちます。おなじ てどうしは あいこで、すすめません。",
            ),
        },
        "board": {
            "heading": "ばんと ならべかた",
            "text": (
                "7×7の ばん。あおが さきで、したの れつから はじめます。",
                "ならびは ひだりから グー チョキ パー キング パー チョキ グー。かべは ひとり 5こ もっています。",
            ),
        },
        "turn": {
            "heading": "じぶんの ばんに できること",
            "text": (
                ("コマを あわせて 3ぽまで うごかす(たて・よこに 1マスずつ。かべも うごかせます)",
                 "かべを 1こ あいている マスに おく",
                 "すきな じゅんばんで。おわったら「おわり」"),
            ),
        },
        "step": {
            "heading": "すすむ・とる",
            "text": (
                "あいている マスか、かてる あいての てに すすめます。かった てが あいての コマを とります。",
                "グー・チョキ・パーは あいての キングを とれます。キングと かべは なにも とれません。かべには だれも すすめません。",
            ),
        },
        "wall": {"heading": "かべを おく", "text": ("かべは あいている マスなら どこにでも おけます。1かいの ばんに 1こまで。",)},
        "go": {
            "heading": "かこんで とる(いごと おなじ)",
            "text": (
                "つながった あいての コマの まわりに あいている マスが なくなったら、まとめて とれます。かべも とれます。",
                "じぶんの コマが かこまれて しまう ところには おけません。",
            ),
        },
        "king_wall": {
            "heading": "キングで かべを かこむ",
            "text": ("キングの 1ぽめで あいての かべを かこんで とり、そのまま 2ほめ・3ぼめへ すすめます。",),
        },
        "try": {
            "heading": "かちかた",
            "text": (
                ("キングが あいての いちばん おくの れつに ついたら かち(トライ)",
                 "あいての キングを とったら かち。かこんで とっても かち"),
            ),
        },
        "ko": {
            "heading": "コウ",
            "text": (
                "じぶんの まえの ばんの おわりと まったく おなじ ばんに もどして おわることは できません。ほかの ことを してから おわろう。",
            ),
        },
        "end": {
            "heading": "パスと ひきわけ",
            "text": (
                "なにも できない ときは パス。ふたり つづけて パスしたら ひきわけ。200ばんで きまらなければ ひきわけ。",
            ),
        },
        "app": {
            "heading": "このアプリでの あそびかた",
            "text": (
                ("じぶんの コマを タップすると、すすめる マスが ひかります(とれる ところは あかい わ)",
                 "「かべ のこり」を タップしてから マスを タップすると かべを おけます",
                 "3つの まるは のこりの ほすう。「おわり」で ばんを おわります。なにも できなくなると じどうで おわります",
                 "「まった」で ばんの なかの 1てを もどせます。「おしえて!」は うごかせる コマ、あぶない コマも おしえます"),
            ),
        },
    },
    "JANKENGO_FIGURES": {
        "janken": "グーは チョキに、チョキは パーに、パーは グーに かつ",
        "board": "はじめの ならび",
        "actions": "うごき: {actions}",
        "step": "キングが 1ぽ、パーが 2ほ(あわせて 3ぽ)",
        "wall": "あかが d5に かべを おく",
        "go": "あおの かべで あかの かべを かこんで とる",
        "king_wall": "キングの 1ぽめで かべを かこんで とり、そのまま すすむ",
        "try": "キングが いちばん おくに ついて トライ",
        "ko": "ふみだして もどると まえの ばんと おなじ: おわれない",
    },
}

EN = {
    "PUZZLE_GOALS": {
        "win-in-1": "{side} to play: win this turn, in the fewest moves",
    },
    "PIECE_NAMES": {"black": "Blue", "white": "Red"},
    "TITLE": "Janken Go",
    "SIDES": {"black": "Blue (first)", "white": "Red (second)"},
    "HINT_LEVELS": {"none": "Off", "places": "Pieces to move", "full": "All hints"},
    "KEY_HELP": {"move": "move", "play": "choose / step", "next": "next piece that can move"},
    "FLIPS": {"one": "{count} piece", "other": "{count} pieces"},
    "SCORE_LABEL": {"one": "{name}: {count} piece", "other": "{name}: {count} pieces"},
    "KIND_NAMES": {"gu": "Rock", "choki": "Scissors", "pa": "Paper", "king": "King", "wall": "Wall"},
    "PIECE_OF": "{side}'s {kind}",
    "SQUARE_PIECE": "{square}, {piece}",
    "MARK_JOIN": ", ",
    "MARK_SELECTED": "chosen",
    "MARK_TARGETS": {"step": "you can step here", "capture": "step here to take it", "wall": "you can place a wall here"},
    "MARK_MOVABLE": "can move",
    "MARK_DANGER": "one more piece would surround it",
    "MARK_ATARI": "one more piece surrounds and takes it",
    "MARK_LAST": "just moved",
    "STEPPED": "{piece} stepped from {source} to {target}",
    "WALLED": "{side} placed a wall on {square}",
    "ENDED": "{side} ended the turn",
    "PASSED_TURN": "{side} passed",
    "TOOK": "Took {pieces}",
                "ENDINGS": {
        "try": "by a try",
        "king_taken": "by taking the king",
        "two_passes": "both sides passed",
        "turns": "200 turns were played",
    },
    "WALLS_LEFT": {"one": "{count} wall left", "other": "{count} walls left"},
    "STEPS_LEFT": {"one": "{count} step left", "other": "{count} steps left"},
    "END_TURN": "End",
    "MOVE_WALL": "Wall {square}",
    "TURN_TRAY": "This turn",
    "THEIR_WALLS": {"one": "{side} has {count} wall in hand", "other": "{side} has {count} walls in hand"},
    "TIE": "A tie: the same hands cannot take each other",
    "STRONGER": "That hand is stronger: you cannot step there",
    "ONTO_WALL": "Nothing can step onto a wall",
    "NO_CAPTURE": "The king and walls cannot take pieces",
    "SUICIDE": "A wall there would leave your own pieces surrounded",
    "NO_STEPS_LEFT": "You have taken your 3 steps this turn",
    "CANNOT_MOVE": "That piece cannot move now",
    "NOT_NEXT": "A piece steps only to a square next to it",
    "KO": "The board would be as it was after your last turn, so you cannot end (ko)",
    "NOTHING_DONE": "Move a piece or place a wall before you end the turn",
    "NO_WALL": "You cannot place another wall this turn",
    "MOVE_PASS": "pass",
    "GRAPH_LABEL": "Piece count graph. Move {at}: {black} to {white}",
    "VALUE_GRAPH_LABEL": "Outlook graph (how far {name} is ahead). Move {at}: {value}",
    "COACH_BETTER": "This turn, {best} would have been better than {played}",
    "COACH_TRY": "Try a turn with {best}",
    "PASTE_EXAMPLE": "d1-d2 Wc4 end…",
    "RULES": "How to play Janken Go",
    "JANKENGO_DECIDED": "this app's rule",
    "JANKENGO_RULES": {
        "pieces": {
            "heading": "The pieces and janken",
            "text": (
                "The pieces are Rock, Scissors, Paper, the King and walls. Two players: Blue and Red.",
                "Rock beats Scissors, Scissors beats Paper, Paper beats Rock. The same hands tie: they cannot step onto each other.",
            ),
        },
        "board": {
            "heading": "The board and the start",
            "text": (
                "A 7x7 board. Blue moves first, from the bottom row.",
                "From the left: Rock, Scissors, Paper, King, Paper, Scissors, Rock. Each player has 5 walls in hand.",
            ),
        },
        "turn": {
            "heading": "Your turn",
            "text": (
                ("Up to 3 steps in all, shared among your pieces (one square up, down, left or right; walls can move too)",
                 "Place at most 1 wall on any empty square",
                 "In any order; then End"),
            ),
        },
        "step": {
            "heading": "Stepping and taking",
            "text": (
                "Step onto an empty square or onto an enemy hand yours beats: it is taken.",
                "Rock, Scissors and Paper can take the enemy King. The King and walls take nothing; nothing steps onto a wall.",
            ),
        },
        "wall": {"heading": "Placing a wall", "text": ("A wall goes on any empty square, one a turn.",)},
        "go": {
            "heading": "Surrounding (as in go)",
            "text": (
                "Enemy pieces joined together with no empty square next to them are taken, walls too.",
                "You may not leave your own pieces surrounded.",
            ),
        },
        "king_wall": {
            "heading": "The King surrounds a wall",
            "text": ("The King's first step surrounds an enemy wall, which is taken, and the King walks on.",),
        },
        "try": {
            "heading": "Winning",
            "text": (
                ("Your King reaches the far row: you win (a try)",
                 "You take the enemy King, by janken or by surrounding it: you win"),
            ),
        },
        "ko": {
            "heading": "Ko",
            "text": ("You may not end your turn with the board exactly as at the end of your previous turn. Do something else first.",),
        },
        "end": {
            "heading": "Passes and draws",
            "text": ("If you can do nothing, you pass. Two passes in a row: a draw. No winner after 200 turns: a draw.",),
        },
        "app": {
            "heading": "Playing in this app",
            "text": (
                ("Tap your piece: the squares it can step to light up (a capture has a red ring)",
                 "Tap “walls left”, then a square, to place a wall",
                 "The three dots are the steps left. End ends your turn; it ends by itself when nothing is left",
                 "Undo takes back one action of the turn. Hints show the pieces that can move and pieces in danger"),
            ),
        },
    },
    "JANKENGO_FIGURES": {
        "janken": "Rock beats Scissors, Scissors beats Paper, Paper beats Rock",
        "board": "The start",
        "actions": "Actions: {actions}",
        "step": "The King one step, a Paper two (3 steps in all)",
        "wall": "Red places a wall on d5",
        "go": "Blue's wall surrounds and takes Red's wall",
        "king_wall": "The King's first step surrounds a wall, which is taken; the King walks on",
        "try": "The King reaches the far row: a try",
        "ko": "A step out and back: the board of the last turn again, so the turn cannot end",
    },
}

JA["RECORD_ERRORS"] = {
    **SHARED_JA["RECORD_ERRORS"],
    "square": "{number}てめの「{text}」は マスの なまえでは ありません(a1〜g7)",
    "action": "{number}てめの「{text}」が よめません(d1-d2、Wc4、end の ように かいてね)",
    "position": "ばんめんの あとが よめません(python -m reversi moves の かたち)",
}
EN["RECORD_ERRORS"] = {
    **SHARED_EN["RECORD_ERRORS"],
    "square": "Move {number} “{text}” is not a square (a1 to g7).",
    "action": "Move {number} “{text}” cannot be read (write actions like d1-d2, Wc4 or end).",
    "position": "What follows the board cannot be read (write it as python -m reversi moves does).",
}
