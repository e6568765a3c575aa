"""Reversi's texts in each language (``reversi.base.contract.TextsModule``): they
replace the shared catalogue's (``reversi.strings``) and add their own while the game is
on screen (``reversi.strings.catalogue(language, "reversi")``); its name on screen is
``VARIANT.GAME_NAMES``."""

JA = {
    "PUZZLE_GOALS": {
        "corner": "{side}の ばん。かどを とろう",
        "most": "{side}の ばん。いちばん たくさん ひっくりかえそう",
        "win": "{side}の ばん。かてる ところは 1つだけ。みつけよう",
    },
    "TITLE": "リバーシ",
    # The illustrated rules (the menu's あそびかた; reversi.games.reversi.figures draws
    # the figures from the engine's positions). In the rules, {black} and {white} stand
    # for the pictures of the discs, {hint} and {hint_full} for the texts of the hint button.
    "RULES": "リバーシの あそびかた",
    "REVERSI_RULES": {
        "aim": {
            "heading": "ゲームの もくてき",
            "text": (
                "8×8の ばんで、ふたりで あそびます。ひとりが {black} くろ、もうひとりが {white} しろの いしを つかいます。",
                "あいての いしを じぶんの いしで はさんで、ひっくりかえします。"
                "さいごに じぶんの いろの いしが おおい ほうの かちです。",
            ),
        },
        "start": {
            "heading": "はじめの ならび",
            "text": (
                "ばんの まんなかの 4マスに、くろと しろを 2こずつ こうごに おきます。",
                "さきに うつのは くろ、あとが しろです。",
            ),
        },
        "place": {
            "heading": "いしの おきかた",
            "text": (
                "あいての いしを はさめる ところに、じぶんの いしを 1こ おきます。",
                "はさんだ あいての いしを ぜんぶ、じぶんの いろに ひっくりかえします。"
                "はさむ いしは 1こでも、いくつ ならんでいても かまいません。",
                "1こも はさめない ところには おけません。おいた いしは もう うごかしません。",
            ),
        },
        "lines": {
            "heading": "8つの むき",
            "text": (
                "たて・よこ・ななめの 8つの むきを ぜんぶ みます。いくつもの むきを いっぺんに はさむ ことも あります。",
                "はさんだ いしは ぜんぶ ひっくりかえします。のこす ことは できません。",
                "ひっくりかえるのは、おいた いしと いちばん ちかい じぶんの いしの あいだだけです。"
                "あいだに あいている マスが ある むきは ひっくりかえりません。",
            ),
        },
        "pass": {
            "heading": "パス",
            "text": (
                "おける ところが ない ときは パスです。あいての ばんに なります。",
                "おける ところが ある ときは、パスは できません。",
            ),
        },
        "end": {
            "heading": "おわり",
            "text": (
                "ばんが ぜんぶ うまるか、ふたりとも おける ところが なくなったら おしまいです。"
                "ばんが うまる まえに おわる ことも あります。",
            ),
        },
        "count": {
            "heading": "かちまけ",
            "text": (
                "さいごに いしを かぞえます。いしが おおい ほうの かちです。",
                "おなじ かずなら ひきわけです。",
            ),
        },
        "app": {
            "heading": "このアプリでは",
            "text": (
                (
                    "おきたい マスを タップすると おけます。ひっくりかえすのは アプリが します。",
                    "「{hint}」を おすと、おける ばしょに しるしが でます。",
                    "「{hint_full}」では ひっくりかえせる いしの かずが でます。"
                    "1かいめの タップで どれが ひっくりかえるかを みせて、もう1かい タップすると おきます。",
                    "パスは じどうで します。",
                ),
            ),
        },
    },
    # The figures' captions and text alternatives, made from the engine's positions.
    "REVERSI_FIGURES": {
        "start": "はじめの ならび",
        "place": "{mover}が {square}に おく",
        "lines": "{mover}が {square}に おく: 8つの むき ぜんぶ",
        "pass": "{mover}は おける ところが ないので パス。また {other}の ばん",
        "end": "ふたりとも おけないので おしまい",
        "pieces": "{name} {squares}",
        "turned": "{squares}の {before}が {after}に",
        "places": "{name}が おける ところ: {squares}",
        "nowhere": "{name}が おける ところは ない",
        "result": "{score}。{result}",
        "join": "、",
    },
}

EN = {
    "PUZZLE_GOALS": {
        "corner": "{side} to play: take a corner",
        "most": "{side} to play: turn the most discs",
        "win": "{side} to play: find the only winning move",
    },
    "TITLE": "Reversi",
    "RULES": "How to play Reversi",
    "REVERSI_RULES": {
        "aim": {
            "heading": "The goal",
            "text": (
                "Two players play on an 8×8 board, one with {black} black discs, the other with {white} white discs.",
                "Trap your opponent's discs between yours and turn them over. "
                "Whoever has more discs of their colour at the end wins.",
            ),
        },
        "start": {
            "heading": "The start",
            "text": (
                "Two black and two white discs go crosswise on the four middle squares.",
                "Black moves first, White second.",
            ),
        },
        "place": {
            "heading": "Placing a disc",
            "text": (
                "Put one of your discs where it traps your opponent's discs: "
                "a straight line of them between the new disc and another of yours.",
                "Turn every trapped disc over to your colour. The line may be one disc or many.",
                "You cannot place where nothing is trapped. A placed disc never moves.",
            ),
        },
        "lines": {
            "heading": "All 8 directions",
            "text": (
                "Look across, up and down, and diagonally: all 8 directions. One disc can trap several lines at once.",
                "Every trapped disc is turned; you cannot leave one.",
                "Only the discs between the new disc and the nearest disc of yours turn. "
                "A line with an empty square in it does not turn.",
            ),
        },
        "pass": {
            "heading": "Pass",
            "text": (
                "If you cannot place a disc anywhere, you pass and it is your opponent's turn.",
                "If you can place one, you may not pass.",
            ),
        },
        "end": {
            "heading": "The end",
            "text": (
                "The game ends when the board is full or neither player can place a disc. "
                "It can end before the board is full.",
            ),
        },
        "count": {
            "heading": "Who wins",
            "text": (
                "At the end, count the discs. The player with more discs wins.",
                "With equal discs, it is a draw.",
            ),
        },
        "app": {
            "heading": "In this app",
            "text": (
                (
                    "Tap a square to place a disc there; the app turns the discs over.",
                    "“{hint}” marks the squares where you can place.",
                    "“{hint_full}” shows how many discs each square would turn. "
                    "Your first tap shows which discs would turn; tap again to place.",
                    "Passes happen by themselves.",
                ),
            ),
        },
    },
    "REVERSI_FIGURES": {
        "start": "The start",
        "place": "{mover} places on {square}",
        "lines": "{mover} places on {square}: all 8 directions",
        "pass": "{mover} cannot place anywhere and passes; {other} plays again",
        "end": "Neither can place: the game is over",
        "pieces": "{name}: {squares}",
        "turned": "{squares} turn from {before} to {after}",
        "places": "{name} can place on {squares}",
        "nowhere": "{name} cannot place anywhere",
        "result": "{score}. {result}",
        "join": "; ",
    },
}
