"""YWF's texts in each language (``reversi.base.contract.TextsModule``): they
replace the shared catalogue's (``reversi.strings``) and add their own while the game is
on screen (``reversi.strings.catalogue(language, "ywf")``); its name on screen is
``VARIANT.GAME_NAMES``."""

from ...strings import EN as SHARED_EN
from ...strings import JA as SHARED_JA

JA = {
    "PUZZLE_GOALS": {"win": "{side}の ばん。かてる ては 1つだけ。おくか チェンジか、みつけよう"},
    "PIECE_NAMES": {"black": "わるいこ", "white": "よいこ", "neutral": "ふつうのこ"},
    "TITLE": "YWF(よいこ・わるいこ・ふつうのこ)",
    "SIDES": {"black": "わるいこ(さき)", "white": "よいこ(あと)"},
    "TOKEN": "トークン: {place}",
    "TOKEN_MOVED": "トークンが {place}に うごきました",
    "TOKEN_WIN": "かずが おなじなので、トークンの ある {piece}の かち",
    "FLIPS": {"other": "{count}こ"},
    "SCORE_LABEL": {"other": "{name} {count}こ"},
    "SQUARE_COUNT": "おける {square}、{flips} かわる",
    "SQUARE_PLACE_CHANGE": "{name} {square}、かえられる",
    "SQUARE_COUNT_CHANGE": "{name} {square}、かえると {flips} かわる",
    "SQUARE_PREVIEW": "えらんでいる {square}、{flips} かわる。もういちど えらぶと おきます",
    "SQUARE_PREVIEW_CHANGE": "えらんでいる {name} {square}、{flips} かわる。もういちど えらぶと かえます",
    "SQUARE_WILL_BECOME": "{name} {square}、{after}に なる",
    "LAST_MOVE": "{label}、さいごの て",
    "MOVED": "{name}が {square}に おいて、{flips} かえました",
    "MOVED_CHANGE": "{name}が {square}の ふつうのこを かえて、ほかに {flips} かえました",
    "COUNTS": "{black}、{white}、{neutral}",
    "GRAPH_LABEL": "こまの かずの グラフ。{at}て: {black} たい {white}",
    "VALUE_GRAPH_LABEL": "みこみの グラフ(さいごに {name}が なんこ おおいか)。{at}て: {value}",
    "COACH_AMOUNT": {"other": "{count}こ"},
    "COACH_EVEN": {"better": "おなじ かずに できました", "worse": "おなじ かず"},  # the token decides
    "PASTE_EXAMPLE": "c4 +f6 d3…",
    # The illustrated rules of YWF (the menu's あそびかた; reversi.games.ywf.figures draws them).
    # In the rules, {black} {white} {neutral} stand for the pictures of the pieces, {hint}
    # and {hint_full} for the texts of the hint button.
    "RULES": "YWFの あそびかた",
    "YWF_RULES": {
        "pieces": {
            "heading": "3しゅるいの こま",
            "text": (
                "YWF(よいこ・わるいこ・ふつうのこ)は、9×9の ばんで あそぶ リバーシの なかまです。",
                ("{black} わるいこ: くろ", "{white} よいこ: しろ", "{neutral} ふつうのこ: たっている はいいろの こま"),
                "ひとりが わるいこ、もうひとりが よいこに なります。さきに うつのは わるいこです。",
            ),
        },
        "start": {
            "heading": "はじめの ならび",
            "text": ("まんなかに 3こずつ ならべます。トークンは ばんの よこの れつの まんなかに おきます。",),
        },
        "play": {
            "heading": "プレイ",
            "text": (
                "あいている マスに じぶんの こまを 1こ おきます。",
                "おいた こまと じぶんの こまの あいだに ならんだ こまが かわります。"
                "あいての こまは ふつうのこに、ふつうのこは じぶんの こまに なります。"
                "たて・よこ・ななめの 8つの むきを みます。",
                "あいだに あいている マスが ある むきは かわりません。1こも かわらない ところには おけません。",
            ),
        },
        "change": {
            "heading": "チェンジ",
            "text": (
                "ばんの うえの ふつうのこを 1こ、じぶんの こまに かえます。そこから、プレイと おなじように あいだの こまが かわります。"
                "ほかにも 1こ いじょう かわる ときだけ できます。",
                "チェンジが できない とき:",
                ("あいてが チェンジした すぐ あと", "トークンが あいての がわに ある とき"),
                "チェンジすると、トークンが あいての ほうへ 1つ うごきます。",
            ),
        },
        "token": {
            "heading": "トークン",
            "text": (
                "トークンは 3つの ばしょの どれかに あります。じぶんの がわから チェンジすると まんなかへ、"
                "まんなかから チェンジすると あいての がわへ うごきます。プレイや パスでは うごきません。",
            ),
        },
        "pass": {
            "heading": "パス",
            "text": ("プレイも チェンジも できない ときだけ、パスします。",),
        },
        "end": {
            "heading": "おわりと かちまけ",
            "text": (
                "つぎの どれかで おしまいです:",
                ("あいている マスが なくなった", "ふたりとも つづけて パスした", "どちらかの こまが ばんから なくなった"),
                "じぶんの こまが おおい ほうの かちです。おなじ かずなら トークンの ある がわの かち、"
                "トークンが まんなかなら ひきわけです。",
            ),
        },
        "app": {
            "heading": "このアプリでは",
            "text": (
                (
                    "あいている マスを タップすると プレイ、ふつうのこを タップすると チェンジです。",
                    "「{hint}」を おすと、プレイできる マスと チェンジできる ふつうのこに、ちがう しるしが でます。",
                    "「{hint_full}」では かわる こまの かずが でます。1かいめの タップで どう かわるかを みせて、"
                    "もう1かい タップすると きまります。",
                    "パスは じどうで します。",
                ),
            ),
        },
    },
    # The figures' captions and text alternatives, made from the engine's positions.
    "YWF_FIGURES": {
        "start": "はじめの ならび(みぎは トークンの れつ)",
        "play": "{mover}が {square}に おく",
        "change": "{mover}が {square}の ふつうのこを チェンジ",
        "token": "トークンの ばしょと チェンジできる ひと",
        "pieces": "{name} {squares}",
        "step": "{square}の {before}は {after}に",
        "token_step": "トークンは {after}へ",
        "token_at": "トークンは {place}",
        "join": "、",
    },
    "TOKEN_PLACES": {"black": "わるいこの がわ", "center": "まんなか", "white": "よいこの がわ"},
    "TOKEN_CHANGERS": {
        "black": "{black} わるいこだけ チェンジできる",
        "both": "どちらも チェンジできる",
        "white": "{white} よいこだけ チェンジできる",
    },
}

EN = {
    "PUZZLE_GOALS": {"win": "{side} to play: find the only winning move, a play or a change"},
    "PIECE_NAMES": {"black": "Warui-ko", "white": "Yoi-ko", "neutral": "Futsu-no-ko"},
    "TITLE": "YWF: Yoi-ko, Warui-ko, Futsu-no-ko",
    "SIDES": {"black": "Warui-ko (first)", "white": "Yoi-ko (second)"},
    "TOKEN": "Token: {place}",
    "TOKEN_MOVED": "The token moved to {place}",
    "TOKEN_WIN": "Equal pieces, so the token decides: {piece} wins",
    "FLIPS": {"one": "{count} piece", "other": "{count} pieces"},
    "SCORE_LABEL": {"one": "{name}: {count} piece", "other": "{name}: {count} pieces"},
    "SQUARE_COUNT": "{square}, you can play here and change {flips}",
    "SQUARE_PLACE_CHANGE": "{square}, {name}, you can change it",
    "SQUARE_COUNT_CHANGE": "{square}, {name}, changing it changes {flips}",
    "SQUARE_PREVIEW": "{square}, selected: changes {flips}. Choose it again to play",
    "SQUARE_PREVIEW_CHANGE": "{square}, {name}, selected: changes {flips}. Choose it again to change it",
    "SQUARE_WILL_BECOME": "{square}, {name}, would become {after}",
    "LAST_MOVE": "{label}, last move",
    "MOVED": "{name} played {square} and changed {flips}",
    "MOVED_CHANGE": "{name} changed the Futsu-no-ko on {square} and {flips} more",
    "COUNTS": "{black}, {white}, {neutral}",
    "GRAPH_LABEL": "Piece count graph. Move {at}: {black} to {white}",
    "VALUE_GRAPH_LABEL": "Outlook graph ({name}'s expected lead in pieces at the end). Move {at}: {value}",
    "COACH_AMOUNT": {"one": "{count} piece", "other": "{count} pieces"},
    "COACH_EVEN": {"better": "ended with as many pieces", "worse": "ending with as many pieces"},
    "PASTE_EXAMPLE": "c4 +f6 d3…",
    "RULES": "How to play YWF",
    "YWF_RULES": {
        "pieces": {
            "heading": "Three kinds of piece",
            "text": (
                "YWF (Yoi-ko, Warui-ko, Futsu-no-ko) is a kind of Reversi played on a 9×9 board.",
                (
                    "{black} Warui-ko, the bad kid: black",
                    "{white} Yoi-ko, the good kid: white",
                    "{neutral} Futsu-no-ko, the ordinary kid: grey and standing",
                ),
                "One player is Warui-ko, the other Yoi-ko. Warui-ko moves first.",
            ),
        },
        "start": {
            "heading": "The start",
            "text": ("Three of each go in the middle. The token starts in the middle of the column beside the board.",),
        },
        "play": {
            "heading": "Play",
            "text": (
                "Put one of your pieces on an empty square.",
                "The pieces in a line between it and another piece of yours each change one step toward you: "
                "an opponent's piece becomes a Futsu-no-ko, a Futsu-no-ko becomes yours. "
                "Look in all 8 directions: across, up and down, and diagonally.",
                "A line with an empty square in it does not change. You can only play where at least one piece changes.",
            ),
        },
        "change": {
            "heading": "Change",
            "text": (
                "Turn one Futsu-no-ko on the board into your own piece. The lines from it change as in a Play. "
                "You can only do it when at least one more piece changes.",
                "You cannot Change:",
                ("right after your opponent's Change", "while the token is on your opponent's side"),
                "After a Change, the token moves one step toward your opponent.",
            ),
        },
        "token": {
            "heading": "The token",
            "text": (
                "The token is in one of three places. A Change from your side moves it to the middle; "
                "a Change from the middle moves it to your opponent's side. Play and Pass do not move it.",
            ),
        },
        "pass": {
            "heading": "Pass",
            "text": ("Pass only when you can neither Play nor Change.",),
        },
        "end": {
            "heading": "The end",
            "text": (
                "The game ends when:",
                ("no square is empty", "both players pass one after the other", "one player has no piece left on the board"),
                "The player with more pieces wins. With equal pieces, the side the token is on wins; "
                "with the token in the middle, it is a draw.",
            ),
        },
        "app": {
            "heading": "In this app",
            "text": (
                (
                    "Tap an empty square to Play, tap a Futsu-no-ko to Change.",
                    "“{hint}” marks where you can Play, and the Futsu-no-ko you can Change with a different mark.",
                    "“{hint_full}” shows how many pieces would change. Your first tap shows what would change; "
                    "tap again to do it.",
                    "Passes happen by themselves.",
                ),
            ),
        },
    },
    "YWF_FIGURES": {
        "start": "The start (on the right, the token's column)",
        "play": "{mover} plays {square}",
        "change": "{mover} changes the Futsu-no-ko on {square}",
        "token": "The token's places and who may Change",
        "pieces": "{name}: {squares}",
        "step": "{square} {before} becomes {after}",
        "token_step": "the token moves to {after}",
        "token_at": "Token: {place}",
        "join": "; ",
    },
    "TOKEN_PLACES": {"black": "Warui-ko's side", "center": "middle", "white": "Yoi-ko's side"},
    "TOKEN_CHANGERS": {
        "black": "only {black} Warui-ko may Change",
        "both": "both may Change",
        "white": "only {white} Yoi-ko may Change",
    },
}

JA["RECORD_ERRORS"] = {
    **SHARED_JA["RECORD_ERRORS"],
    "action": "{number}てめの「{text}」が よめません(c4、+e5、pass の ように かいてね)",
    "token": "てばんの あとに トークンの ばしょ(X、O か -)を かいてね",
}
EN["RECORD_ERRORS"] = {
    **SHARED_EN["RECORD_ERRORS"],
    "action": "Move {number} “{text}” cannot be read (write moves like c4, +e5 or pass).",
    "token": "After the side to move, write where the token stands: X, O or - (the centre).",
}
