"""Every user-facing string of the page, in one catalogue with one table per language.

``{piece}`` in a text stands for the drawn picture of a piece; the view puts the
picture there (``PIECE_NAMES`` gives its spoken name, which ``reversi.base.speech`` puts
there instead). A text that depends on a number is a dict of plural forms
(``"one"``, ``"other"``; ``plural`` picks one). The Japanese texts follow the
product spec word for word where the spec gives them; Japanese is the default.
``tools/build_vendor.py`` also writes both tables to ``vendor/strings.js`` for the
texts shown before Python runs (``boot.js``).

>>> catalogue("en").TURN
"{piece}'s turn"
>>> from reversi import strings
>>> strings.TURN == catalogue("ja").TURN == "{piece}のばん"   # module attributes: the default language
True
>>> catalogue("xx") is catalogue(DEFAULT)                 # an unknown language falls back
True
>>> [plural(catalogue("en").FLIPS, n).format(count=n) for n in (1, 2)]
['1 disc', '2 discs']
>>> plural(catalogue("ja").FLIPS, 1).format(count=1)
'1まい'
"""

from types import SimpleNamespace

JA = {
    "TITLE": "リバーシ",
    "GAME_NAME": "リバーシ",
    "GAME_LABEL": "ゲーム",
    "PIECE_NAMES": {"black": "くろ", "white": "しろ"},
    "TURN": "{piece}のばん",
    "GAME_OVER": "おしまい",
    "PASSED": "{piece}はパスしました",
    "WINS": "{piece}の勝ち!",
    "DRAW": "引き分け",
    "FINAL_SCORE": "{black} たい {white}",
    "RESTART": ("はじめから", "やりなおす"),
    "HINT": "おしえて!",
    "HINT_LEVELS": {"none": "ヒントなし", "places": "おけるばしょ", "full": "ぜんぶヒント"},
    "PLAY_AGAIN": "もう一度プレイ",
    "SAVE_DISCARDED": "まえのゲームがよみこめなかったので、あたらしくはじめます",
    "BOARD_LABEL": "ばん",
    "SCORE_LABEL": {"other": "{name} {count}こ"},
    "LEADING": "{score}、リードしている",
    "LOADING": "よみこみちゅう…",
    "STARTING": "じゅんびちゅう…",
    "LOAD_FAILED": "よみこめませんでした。インターネットにつながっているか たしかめてから、もういちど ためしてね。",
    "RETRY": "もういちど ためす",
    "UPDATE_READY": "あたらしいバージョンがあります。タップでこうしん",
    "OPPONENT_LABEL": "あいて",
    "OPPONENTS": {"two": "ふたりで", "computer": "コンピュータ"},
    "SIDE_LABEL": "じぶん",
    "SIDES": {"black": "くろ(さき)", "white": "しろ(あと)"},
    "LEVEL_LABEL": "つよさ",
    "LEVEL_NAMES": {1: "1 ひよこ", 2: "2 うさぎ", 3: "3 きつね", 4: "4 ふくろう", 5: "5 りゅう"},
    "LEVEL_PHRASES": {
        1: "はじめての人に",
        2: "ルールに なれたら",
        3: "すこし さきを よむ",
        4: "じっくり かんがえる",
        5: "いちばん つよい",
    },
    "THINKING": "{piece}がかんがえちゅう…",
    "UNDO": "まった",
    "REDO": "すすむ",
    "MOVES": "きふ",
    "MENU": "メニュー",
    "CLOSE": "とじる",
    "MOVE_START": "はじめ",
    "MOVE_PASS": "パス",
    "MOVES_DROPPED": {"other": "あとの {count}てを けしました"},
    "REVIEW_STATUS": "ふりかえり {at} / {total}て",
    "REVIEW_STEPS": {"first": "さいしょへ", "back": "ひとつもどる", "forward": "ひとつすすむ", "last": "さいごへ"},
    "REVIEW_EXIT": "ゲームにもどる",
    "REVIEW_PLAY": "ここからうつ",
    "REVIEW_TAP": "「ここからうつ」で、ここから つづけられます",
    "REVIEW": "ふりかえる",
    "GRAPH_LABEL": "いしの かずの グラフ。{at}て: {black} たい {white}",
    # Looking back with a coach (reversi.play.coach): the evaluation graph, the turning points.
    "GRAPH_VALUES": "みこみ",
    "VALUE_GRAPH_LABEL": "みこみの グラフ(さいごに {name}が なんまい おおいか)。{at}て: {value}",
    "VALUE_UNKNOWN": "まだ わかりません",
    "COACH_TITLE": "ここが おしかった!",
    "COACH_PROGRESS": "しらべちゅう {done}/{total}",
    "COACH_NONE": "おおきな まちがいは ありませんでした",
    "COACH_BETTER": {"other": "{played} より {best} のほうが {count}まい とくでした"},
    "COACH_MARK": "おしかった て",
    "COACH_PLAYED": "{label}、うった て",
    "COACH_BEST": "{label}、もっと いい て",
    "COACH_TRY": "{best}に うって みよう",
    "THIS_GAME": "このゲーム",
    "COPY": "きふをコピー",
    "SHARE": "リンクをおくる",
    "COPIED": "きふを コピーしました",
    "LINK_COPIED": "リンクを コピーしました",
    "SHARED": "リンクを おくりました",
    "COPY_FAILED": "コピーできませんでした。はこの なかの もじを コピーしてね",
    "PASTE_LABEL": "きふ や ばんめんを はりつけて よみこむ",
    "PASTE_EXAMPLE": "f5d6c3d3…",
    "LOAD": "よみこむ",
    "LOADED": "ゲームを よみこみました",
    "KEPT": "ゲームを よみこみました。まえの ゲームは「これまでのゲーム」に あります",
    "RECORD_ERRORS": {
        "empty": "きふ か ばんめんを いれてね",
        "square": "{number}てめの「{text}」は マスの なまえでは ありません(a1〜h8)",
        "action": "{number}てめの「{text}」が よめません(c4、+e5、pass の ように かいてね)",
        "illegal": "{number}てめの「{text}」は できない てです",
        "over": "{number}てめの「{text}」: ゲームは もう おわっています",
        "board_length": "ばんめんは {squares}もじです({count}もじ しか ありません)",
        "board_chars": "ばんめんに つかえる もじは {chars} だけです",
        "side": "ばんめんの あとに てばん(X か O)を かいてね",
        "token": "てばんの あとに トークンの ばしょ(X、O か -)を かいてね",
    },
    "LINK_FAILED": "リンクの ゲームを ひらけませんでした。{reason}",
    "GAMES": "これまでのゲーム",
    "GAMES_EMPTY": "まだ ありません",
    "GAME_RESULTS": {"black": "{piece}のかち", "white": "{piece}のかち", "draw": "ひきわけ", "unfinished": "とちゅう"},
    "GAME_MOVES": {"other": "{count}て"},
    "GAMES_CLEAR": "ぜんぶ けす",
    "GAMES_CLEAR_ASK": "ほんとうに ぜんぶ けしますか?",
    "GAMES_CLEAR_YES": "けす",
    "GAMES_CLEAR_NO": "やめる",
    "GAMES_DISCARDED": "これまでのゲームが よみこめなかったので、けしました",
    "GAMES_SKIPPED": {"other": "よみこめない ゲームが {count}こ あったので、はずしました"},
    "LANGUAGE_LABEL": "ことば",
    # Keyboard help under the board (the keys themselves are drawn in index.html).
    "KEY_HELP": {"move": "うごく", "play": "おく", "next": "つぎの おける ばしょ"},
    # Spoken names of the squares (screen readers); {square} is the coordinate, a1 top left.
    "SQUARE_EMPTY": "{square}",
    "SQUARE_DISC": "{name} {square}",
    "SQUARE_PLACE": "おける {square}",
    "SQUARE_COUNT": "おける {square}、{flips} かえせる",
    "SQUARE_PREVIEW": "えらんでいる {square}、{flips} かえせる。もういちど えらぶと おきます",
    "SQUARE_WILL_FLIP": "{name} {square}、ひっくりかえる",
    "LAST_MOVE": "{label}、さいごに おいた いし",
    "FLIPS": {"other": "{count}まい"},
    # Announcements after each move (one polite live region): sentences joined by a space.
    "MOVED": "{name}が {square}に おいて、{flips} かえしました",
    "COUNTS": "{black}、{white}",
    "FULL_STOP": "。",
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
    # Each game's own texts, by its name: they replace the ones above, and add their own,
    # when that game is on screen (``catalogue(language, name)``).
    "GAME_TEXTS": {
        "ywf": {
            "PIECE_NAMES": {"black": "わるいこ", "white": "よいこ", "neutral": "ふつうのこ"},
            "TITLE": "YWF(よいこ・わるいこ・ふつうのこ)",
            "GAME_NAME": "YWF",
            "SIDES": {"black": "わるいこ(さき)", "white": "よいこ(あと)"},
            "TOKEN": "トークン: {place}",
            "TOKEN_MOVED": "トークンが {place}に うごきました",
            "TOKEN_WIN": "かずが おなじなので、トークンのある {piece}の勝ち",
            "FLIPS": {"other": "{count}こ"},
            "SCORE_LABEL": {"other": "{name} {count}こ"},
            "SQUARE_COUNT": "おける {square}、{flips} かわる",
            "SQUARE_CHANGE": "{name} {square}、かえられる",
            "SQUARE_CHANGE_COUNT": "{name} {square}、かえると {flips} かわる",
            "SQUARE_PREVIEW": "えらんでいる {square}、{flips} かわる。もういちど えらぶと おきます",
            "SQUARE_PREVIEW_CHANGE": "えらんでいる {name} {square}、{flips} かわる。もういちど えらぶと かえます",
            "SQUARE_WILL_BECOME": "{name} {square}、{after}に なる",
            "LAST_MOVE": "{label}、さいごの て",
            "MOVED": "{name}が {square}に おいて、{flips} かえました",
            "MOVED_CHANGE": "{name}が {square}の ふつうのこを かえて、ほかに {flips} かえました",
            "COUNTS": "{black}、{white}、{neutral}",
            "GRAPH_LABEL": "こまの かずの グラフ。{at}て: {black} たい {white}",
            "VALUE_GRAPH_LABEL": "みこみの グラフ(さいごに {name}が なんこ おおいか)。{at}て: {value}",
            "COACH_BETTER": {"other": "{played} より {best} のほうが {count}こ とくでした"},
            "PASTE_EXAMPLE": "c4 +f6 d3…",
        },
    },
}

EN = {
    "TITLE": "Reversi",
    "GAME_NAME": "Reversi",
    "GAME_LABEL": "Game",
    "PIECE_NAMES": {"black": "Black", "white": "White"},
    "TURN": "{piece}'s turn",
    "GAME_OVER": "Game over",
    "PASSED": "{piece} has no move and passes",
    "WINS": "{piece} wins!",
    "DRAW": "It's a draw",
    "FINAL_SCORE": "{black} to {white}",
    "RESTART": ("Start", "over"),
    "HINT": "Hints",
    "HINT_LEVELS": {"none": "Off", "places": "Where to play", "full": "All hints"},
    "PLAY_AGAIN": "Play again",
    "SAVE_DISCARDED": "Your last game couldn't be loaded, so a new one has started.",
    "BOARD_LABEL": "Board",
    "SCORE_LABEL": {"one": "{name}: {count} disc", "other": "{name}: {count} discs"},
    "LEADING": "{score}, in the lead",
    "LOADING": "Loading…",
    "STARTING": "Getting ready…",
    "LOAD_FAILED": "The game couldn't load. Check your internet connection and try again.",
    "RETRY": "Try again",
    "UPDATE_READY": "A new version is ready. Tap to update.",
    "OPPONENT_LABEL": "Opponent",
    "OPPONENTS": {"two": "A friend", "computer": "Computer"},
    "SIDE_LABEL": "You play",
    "SIDES": {"black": "Black (first)", "white": "White (second)"},
    "LEVEL_LABEL": "Level",
    "LEVEL_NAMES": {1: "1 Chick", 2: "2 Rabbit", 3: "3 Fox", 4: "4 Owl", 5: "5 Dragon"},
    "LEVEL_PHRASES": {
        1: "For first-timers",
        2: "Once you know the rules",
        3: "Thinks a little ahead",
        4: "Thinks it through",
        5: "The strongest",
    },
    "THINKING": "{piece} is thinking…",
    "UNDO": "Undo",
    "REDO": "Redo",
    "MOVES": "Moves",
    "MENU": "Menu",
    "CLOSE": "Close",
    "MOVE_START": "Start",
    "MOVE_PASS": "pass",
    "MOVES_DROPPED": {"one": "{count} later move was removed.", "other": "{count} later moves were removed."},
    "REVIEW_STATUS": "Review {at} / {total}",
    "REVIEW_STEPS": {"first": "First move", "back": "Back one move", "forward": "Forward one move", "last": "Last move"},
    "REVIEW_EXIT": "Back to the game",
    "REVIEW_PLAY": "Play from here",
    "REVIEW_TAP": "Tap “Play from here” to play on from this position.",
    "REVIEW": "Look back",
    "GRAPH_LABEL": "Disc count graph. Move {at}: {black} to {white}",
    "GRAPH_VALUES": "Outlook",
    "VALUE_GRAPH_LABEL": "Outlook graph ({name}'s expected lead in discs at the end). Move {at}: {value}",
    "VALUE_UNKNOWN": "not known yet",
    "COACH_TITLE": "Missed chances",
    "COACH_PROGRESS": "Analysing {done}/{total}",
    "COACH_NONE": "No big mistakes",
    "COACH_BETTER": {
        "one": "{best} instead of {played} would have been worth {count} more disc",
        "other": "{best} instead of {played} would have been worth {count} more discs",
    },
    "COACH_MARK": "could have been better",
    "COACH_PLAYED": "{label}, the move played",
    "COACH_BEST": "{label}, the better move",
    "COACH_TRY": "Try {best}",
    "THIS_GAME": "This game",
    "COPY": "Copy moves",
    "SHARE": "Share a link",
    "COPIED": "The moves were copied.",
    "LINK_COPIED": "The link was copied.",
    "SHARED": "The link was shared.",
    "COPY_FAILED": "Could not copy. Copy the text in the box instead.",
    "PASTE_LABEL": "Paste moves or a board to load",
    "PASTE_EXAMPLE": "f5d6c3d3…",
    "LOAD": "Load",
    "LOADED": "The game was loaded.",
    "KEPT": "The game was loaded. The previous one is in Past games.",
    "RECORD_ERRORS": {
        "empty": "Type or paste moves or a board first.",
        "square": "Move {number} “{text}” is not a square (a1 to h8).",
        "action": "Move {number} “{text}” cannot be read (write moves like c4, +e5 or pass).",
        "illegal": "Move {number} “{text}” is not a legal move.",
        "over": "Move {number} “{text}”: the game is already over.",
        "board_length": "A board has {squares} characters (only {count} here).",
        "board_chars": "A board uses only the characters {chars}.",
        "side": "After the board, write the side to move: X or O.",
        "token": "After the side to move, write where the token stands: X, O or - (the centre).",
    },
    "LINK_FAILED": "The game in the link could not be opened. {reason}",
    "GAMES": "Past games",
    "GAMES_EMPTY": "None yet",
    "GAME_RESULTS": {"black": "{piece} won", "white": "{piece} won", "draw": "Draw", "unfinished": "Unfinished"},
    "GAME_MOVES": {"one": "{count} move", "other": "{count} moves"},
    "GAMES_CLEAR": "Clear all",
    "GAMES_CLEAR_ASK": "Really clear every game?",
    "GAMES_CLEAR_YES": "Clear",
    "GAMES_CLEAR_NO": "Keep",
    "GAMES_DISCARDED": "The past games could not be read and were cleared.",
    "GAMES_SKIPPED": {
        "one": "{count} past game could not be read and was left out.",
        "other": "{count} past games could not be read and were left out.",
    },
    "LANGUAGE_LABEL": "Language",
    "KEY_HELP": {"move": "move", "play": "play", "next": "next possible move"},
    "SQUARE_EMPTY": "{square}, empty",
    "SQUARE_DISC": "{square}, {name}",
    "SQUARE_PLACE": "{square}, you can play here",
    "SQUARE_COUNT": "{square}, you can play here and turn {flips}",
    "SQUARE_PREVIEW": "{square}, selected: turns {flips}. Choose it again to play",
    "SQUARE_WILL_FLIP": "{square}, {name}, would be turned",
    "LAST_MOVE": "{label}, last move",
    "FLIPS": {"one": "{count} disc", "other": "{count} discs"},
    "MOVED": "{name} played {square} and turned {flips}",
    "COUNTS": "{black}, {white}",
    "FULL_STOP": ".",
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
    "GAME_TEXTS": {
        "ywf": {
            "PIECE_NAMES": {"black": "Warui-ko", "white": "Yoi-ko", "neutral": "Futsu-no-ko"},
            "TITLE": "YWF: Yoi-ko, Warui-ko, Futsu-no-ko",
            "GAME_NAME": "YWF",
            "SIDES": {"black": "Warui-ko (first)", "white": "Yoi-ko (second)"},
            "TOKEN": "Token: {place}",
            "TOKEN_MOVED": "The token moved to {place}",
            "TOKEN_WIN": "Equal pieces, so the token decides: {piece} wins",
            "FLIPS": {"one": "{count} piece", "other": "{count} pieces"},
            "SCORE_LABEL": {"one": "{name}: {count} piece", "other": "{name}: {count} pieces"},
            "SQUARE_COUNT": "{square}, you can play here and change {flips}",
            "SQUARE_CHANGE": "{square}, {name}, you can change it",
            "SQUARE_CHANGE_COUNT": "{square}, {name}, changing it changes {flips}",
            "SQUARE_PREVIEW": "{square}, selected: changes {flips}. Choose it again to play",
            "SQUARE_PREVIEW_CHANGE": "{square}, {name}, selected: changes {flips}. Choose it again to change it",
            "SQUARE_WILL_BECOME": "{square}, {name}, would become {after}",
            "LAST_MOVE": "{label}, last move",
            "MOVED": "{name} played {square} and changed {flips}",
            "MOVED_CHANGE": "{name} changed the Futsu-no-ko on {square} and {flips} more",
            "COUNTS": "{black}, {white}, {neutral}",
            "GRAPH_LABEL": "Piece count graph. Move {at}: {black} to {white}",
            "VALUE_GRAPH_LABEL": "Outlook graph ({name}'s expected lead in pieces at the end). Move {at}: {value}",
            "COACH_BETTER": {
                "one": "{best} instead of {played} would have been worth {count} more piece",
                "other": "{best} instead of {played} would have been worth {count} more pieces",
            },
            "PASTE_EXAMPLE": "c4 +f6 d3…",
        },
    },
}

CATALOGUES = {"ja": SimpleNamespace(LANGUAGE="ja", **JA), "en": SimpleNamespace(LANGUAGE="en", **EN)}
GAME_CATALOGUES = {
    language: {name: SimpleNamespace(**{**vars(texts), **table}) for name, table in texts.GAME_TEXTS.items()}
    for language, texts in CATALOGUES.items()
}
"""Each game's texts in each language: its table in ``GAME_TEXTS`` over the others."""
DEFAULT = "ja"
LANGUAGE_NAMES = {"ja": "日本語", "en": "English"}
"""Each language named in itself, for the language switch."""
LANGUAGE_KEY = "reversi.language"
"""The localStorage key of the chosen language (read by the view and, before Python, by boot.js)."""
GAME_KEY = "reversi.rules"
"""The localStorage key of the game on screen, one of ``registry.NAMES`` (read by the view and,
before Python, by boot.js)."""


def plural(forms: dict, count: int) -> str:
    """The form of a plural text for ``count``: ``"one"`` for exactly one when the
    language has that form, ``"other"`` otherwise (Japanese has only ``"other"``)."""
    return forms["one"] if count == 1 and "one" in forms else forms["other"]


def lookup(texts: SimpleNamespace, path: str) -> str:
    """A text of ``texts`` by its path, as index.html names them (``data-text``):
    ``"HINT"``, ``"RESTART.0"``, ``"HINT_LEVELS.none"``.

    >>> lookup(catalogue("en"), "RESTART.1"), lookup(catalogue("ja"), "HINT_LEVELS.full")
    ('over', 'ぜんぶヒント')
    """
    name, *keys = path.split(".")
    text = getattr(texts, name)
    for key in keys:
        text = text[int(key)] if isinstance(text, tuple) else text[key]
    return text


def catalogue(language: str, game: str | None = None) -> SimpleNamespace:
    """The texts of ``language`` as attributes (``catalogue("en").HINT``) for ``game`` (a
    name of ``registry.NAMES``: its table of ``GAME_TEXTS`` over the shared one, which a game
    without such a table uses as it is); the default language for a code this catalogue
    does not have.

    >>> catalogue("ja", "ywf").PIECE_NAMES["neutral"], catalogue("ja", "ywf").HINT == catalogue("ja").HINT
    ('ふつうのこ', True)
    >>> catalogue("en", "reversi") is catalogue("en")
    True
    """
    texts = CATALOGUES.get(language, CATALOGUES[DEFAULT])
    return GAME_CATALOGUES[texts.LANGUAGE].get(game, texts)


def __getattr__(name: str):
    """``strings.TURN`` and friends: the text in the default language."""
    try:
        return getattr(CATALOGUES[DEFAULT], name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
