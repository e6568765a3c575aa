"""Every user-facing string of the page, in one catalogue with one table per language.

``{piece}`` in a text stands for the drawn picture of a piece; the view puts the
picture there (``PIECE_NAMES`` gives its spoken name, which ``reversi.base.speech`` puts
there instead). A text that depends on a number is a dict of plural forms
(``"one"``, ``"other"``; ``plural`` picks one). The Japanese texts follow the
product spec where the spec gives them, written in hiragana for children (the result's
「の かち!」「ひきわけ」 and 「もういちど プレイ」 are the spec's 「の勝ち!」「引き分け」
「もう一度プレイ」, the same words in every game); Japanese is the default.
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
    "APP_NAME": "みんなの ボードゲーム",
    "GAME_LABEL": "ゲーム",
    "PIECE_NAMES": {"black": "くろ", "white": "しろ"},
    "TURN": "{piece}のばん",
    "GAME_OVER": "おしまい",
    "PASSED": "{piece}はパスしました",
    "WINS": "{piece}の かち!",
    "DRAW": "ひきわけ",
    "FINAL_SCORE": "{black} たい {white}",
    "RESTART": ("はじめから", "やりなおす"),
    "HINT": "おしえて!",
    "HINT_LEVELS": {"none": "ヒントなし", "places": "おけるばしょ", "full": "ぜんぶヒント"},
    "PLAY_AGAIN": "もういちど プレイ",
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
    # The sentence of a turning point: each move's expected result at the end, a win, a loss (by
    # ``COACH_AMOUNT``, the game's own count) or even; "better" for the better move, "worse" for the one played.
    "COACH_BETTER": "{played} だと {worse}、{best} なら {better}",
    "COACH_AMOUNT": {"other": "{count}まい"},
    "COACH_WIN": {"better": "{amount} さで かてました", "worse": "{amount} さで かち"},
    "COACH_LOSS": {"better": "{amount} さの まけで すみました", "worse": "{amount} さで まけ"},
    "COACH_EVEN": {"better": "ひきわけに できました", "worse": "ひきわけ"},
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
    "INVITE": "この ゲームに さそう",
    "INVITE_COPIED": "さそう リンクを コピーしました。ともだちに おくってね",
    "INVITED": "さそう リンクを おくりました",
    "NEW_GAME": "あたらしい ゲームを はじめます",
    "NEW_GAME_KEPT": "あたらしい ゲームを はじめます。まえの ゲームは「これまでのゲーム」に あります",
    "SWITCHER_LABEL": "ゲームを えらぶ",
    "WELCOME_GAMES": {"other": "ゲームは {count}つ あります。えを タップすると ほかの ゲームで あそべます"},
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
        "game": "「{name}」と いう ゲームは ありません({names})",
    },
    "LINK_FAILED": "リンクの ゲームを ひらけませんでした。{reason}",
    "GAMES": "これまでのゲーム",
    "GAMES_EMPTY": "まだ ありません",
    "GAME_RESULTS": {"black": "{piece}の かち", "white": "{piece}の かち", "draw": "ひきわけ", "unfinished": "とちゅう"},
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
    # Each game's own texts, by its name: they replace the ones above, and add their own,
    # when that game is on screen (``catalogue(language, name)``).
    "GAME_TEXTS": {
        "reversi": {
            "TITLE": "リバーシ",
            "GAME_NAME": "リバーシ",
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
        },
        "jankengo": {
            "PIECE_NAMES": {"black": "あお", "white": "あか"},
            "TITLE": "じゃんけんご",
            "GAME_NAME": "じゃんけんご",
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
        },
        "ywf": {
            "PIECE_NAMES": {"black": "わるいこ", "white": "よいこ", "neutral": "ふつうのこ"},
            "TITLE": "YWF(よいこ・わるいこ・ふつうのこ)",
            "GAME_NAME": "YWF",
            "SIDES": {"black": "わるいこ(さき)", "white": "よいこ(あと)"},
            "TOKEN": "トークン: {place}",
            "TOKEN_MOVED": "トークンが {place}に うごきました",
            "TOKEN_WIN": "かずが おなじなので、トークンの ある {piece}の かち",
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
        },
        "kunitori": {
            "PIECE_NAMES": {"white": "しろ", "brown": "ちゃいろ"},
            "TITLE": "くにとり",
            "GAME_NAME": "くにとり",
            "SIDES": {"white": "しろ(さき)", "brown": "ちゃいろ(あと)"},
            "FINAL_SCORE": "{white} たい {brown}",
            "SCORE_LABEL": {"other": "{name} {count}てん"},
            "COUNTS": "{white}、{brown}",
            "GAME_RESULTS": {"white": "{piece}の かち", "brown": "{piece}の かち", "draw": "ひきわけ", "unfinished": "とちゅう"},
            "GRAPH_LABEL": "てんすうの グラフ。{at}て: {black} たい {white}",
            "PASTE_EXAMPLE": "Sb2 Ka1 Gc3…",
            "VALUE_GRAPH_LABEL": "みこみの グラフ(さいごに {name}が なんてん おおいか)。{at}て: {value}",
            "COACH_AMOUNT": {"other": "{count}てん"},
            "COACH_EVEN": {"better": "おなじ てんすうに できました", "worse": "おなじ てんすう"},  # fewer pieces decides
            "RULES": "くにとりの あそびかた",
            "KIND_NAMES": {
                "king": "おう", "rook": "ひしゃ", "bishop": "かく", "gold": "きん",
                "silver": "ぎん", "knight": "けい", "lance": "きょう", "pawn": "ふ",
            },
            "PASSED": "{piece}は てごまが ないので パスしました",
            "MUST_GIVE_NOW": "{piece}は おけないので、あいてに わたす こまを えらんでね",
            "GAVE": "{piece}は {kind}を あいてに わたしました",
            "CHOOSE_SQUARE": "{kind}を おく マスを えらんでね",
            "CHOOSE_PIECE": "{square}に おく こまを えらんでね",
            "CANNOT_PLACE": "その こまは そこに おけません",
            "NOTHING_GOES_THERE": "そこには どの こまも おけません",
            "NOT_YOUR_PIECE": "いまは あいての こまは つかえません",
            "PLACES_NOWHERE": "その こまは いま どこにも おけません",
            "MUST_GIVE": "おけないので、わたす こまを えらんでね",
            "HAND": "{name}の てごま",
            "HAND_EMPTY": "{name}の てごま: なし",
            "RECEIVED": {"other": "{name}が もらった こま: {count}てん"},
            "TRAY_PIECE": "{owner}の {kind}",
            "TRAY_CHOSEN": "{label}、えらんでいる",
            "TRAY_PLACEABLE": "{label}、おける",
            "SQUARE_UP": "{owner}の {kind} {square}、おもて",
            "SQUARE_DOWN": "{owner}の うらむきの こま {square}",
            "SQUARE_PICKED": "えらんでいる",
            "SQUARE_GHOST": "えらんでいる {square}、{kind}を おくと あいては しるしの マスに おける。もういちど えらぶと おきます",
            "SQUARE_REACH": "あいてが おける",
            "SQUARE_PLACE": "おける",
            "LAST_MOVE": "{label}、さいごの て",
            "MOVED": "{name}が {kind}を {square}に おきました",
            "REMOVED": "{square}の うらむきの こまは なくなりました",
            "TURNED": "{square}の こまは うらむきに なりました",
            "TIE_BREAK": "てんすうが おなじなので、ばんの こまが すくない {piece}の かち",
            "RESULT_LINES": "{name}: {lines}",
            "LINE_NAMES": {"row": "よこ{name}", "column": "たて{name}"},
            "NO_LINES": "なし",
            "RESULT_RECEIVED": {"other": "もらった こま {count}こ"},
            "LIST_JOIN": "、",
            # The move list: a placement (the piece, as its tile's kanji, and the square), a give.
            "MOVE_PIECES": {
                "king": "王", "rook": "飛", "bishop": "角", "gold": "金",
                "silver": "銀", "knight": "桂", "lance": "香", "pawn": "歩",
            },
            "MOVE_PLACE": "{piece} {square}",
            "MOVE_GIVE": "{piece}を わたす",
            # The illustrated rules (reversi.games.kunitori.figures draws the figures): {app}
            # starts a text that this app decided (shown as a badge), {hint} and {hint_full}
            # stand for the hint button's texts.
            "KUNITORI_RULES": {
                "pieces": {
                    "heading": "ばんと こま",
                    "text": (
                        "くにとりは ふたりで あそぶ ゲームです。じぶんの こまを ばんに おいて、たてと よこの れつを とりあいます。",
                        "「このアプリの きまり」の しるしが ついた ところは、もとの ルールに かいて いないので このアプリが きめました。",
                        "{app}ばんは 3×3 マスです。さきに おくのは しろ(ばんの した がわ)、あとは ちゃいろ(うえ がわ)です。",
                        "{app}てごまは ひとり 8こ: おう・ひしゃ・かく・きん・ぎん・けい・きょう・ふ を 1こずつ。"
                        "どちらの こまかは いろで わかります。",
                    ),
                },
                "reach": {
                    "heading": "こまが とどく マス",
                    "text": (
                        "{app}こまは しょうぎの こまと おなじ うごきで マスに とどきます。まえは あいての ほう"
                        "(しろは うえ、ちゃいろは した)です。",
                        "{app}ひしゃ・かく・きょうは ばんの はしまで とどきます。とちゅうの こまに じゃまされません。",
                        "{app}けいは 2つ まえの ななめに とびます。3×3では じぶんの いちばん てまえの れつ からしか とどきません。",
                    ),
                },
                "turn": {
                    "heading": "こまを おく",
                    "text": (
                        "じゅんばんに てごまを 1こ、あいている マスか うらむきの こまの マスに おきます。",
                        "せいげん1: あいてが すぐ まえに おいた おもての こまが とどく マスに しか おけません。"
                        "さいしょの 1てだけは どこにでも おけます。",
                        "おいたら、まえの おもての こまを うらがえします。おもての こまは いつも 1こ だけです。",
                    ),
                },
                "own": {
                    "heading": "おもての こまが じぶんの とき",
                    "text": (
                        "{app}あいてが パスした(こまを わたした)あとは、おもての こまは じぶんの こまの ままです。"
                        "せいげん1は なく、その マス いがいなら どこにでも おけます。せいげん2は まもります。",
                    ),
                },
                "restriction2": {
                    "heading": "せいげん2",
                    "text": (
                        "おいた こまは どこかの マスに とどかないと いけません。つぎに あいてが おけるように するためです。",
                        "だから けいは じぶんの いちばん てまえの れつに しか おけず、きょうと ふは いちばん むこうの れつに おけません。",
                        "{app}ばんの かたち だけで きめます。あいての てごまは みません。",
                    ),
                },
                "facedown": {
                    "heading": "うらむきの こまの うえに おく",
                    "text": (
                        "うらむきの こまの マスにも おけます。その こまは ばんから なくなり、だれの てんにも なりません。",
                        "{app}じぶんの うらむきの こまの うえにも おけます。",
                    ),
                },
                "give": {
                    "heading": "おけない ときは わたす",
                    "text": (
                        "せいげんを まもって おける こまが ない ときは、てごまから 1こ えらんで あいてに わたします。それで パスに なります。",
                        "もらった こまは ばんに おかず、1こ 1てんに なります。",
                        "てごまが ない ときは パスです。",
                    ),
                },
                "end": {
                    "heading": "おわり",
                    "text": ("ふたりとも てごまが なくなるか、ふたり つづけて パスすると おしまいです(わたすのも パスです)。",),
                },
                "score": {
                    "heading": "かちまけ",
                    "text": (
                        (
                            "たて 3れつと よこ 3れつ、あわせて 6れつ それぞれで、こまが おおい ほうが 1てん。おなじ かずなら だれの てんにも なりません。",
                            "もらった こまは 1こ 1てん。",
                        ),
                        "てんすうが おおい ほうの かち。おなじ てんすうなら、ばんの こまが すくない ほうの かち。それも おなじなら ひきわけです。",
                    ),
                },
                "app": {
                    "heading": "このアプリでは",
                    "text": (
                        (
                            "てごまの こまを タップしてから マスを タップすると おけます。マスが さきでも だいじょうぶ。",
                            "おけない ときは、わたす こまを タップします。",
                            "「{hint}」を おすと、おける マスと こまに しるしが でます。",
                            "「{hint_full}」では 1かいめの タップで、おいたら あいてが おける マスを みせます。もう1かい タップすると おきます。",
                            "てごまが ない ときの パスは じどうで します。",
                        ),
                    ),
                },
            },
            "KUNITORI_FIGURES": {
                "app": "このアプリの きまり",
                "pieces": "はじめ: ちゃいろの てごま(うえ)と しろの てごま(した)",
                "reach": "てんの ついた マスに とどきます(ちゃいろの まえは した)",
                "turn": "しろの ぎんが とどく マスに ちゃいろが おく",
                "own": "しろが わたした あと: ちゃいろは どこにでも おける",
                "restriction2": "はじめの 1て: しろが けいと ふを おける マス",
                "facedown": "ちゃいろの きんが しろの うらむきの こまを とりのぞく",
                "give": "しろは けいを おけないので、ちゃいろに わたす",
                "score": "おわりの ばん: れつを とった ほうの いろの まる、わくの なかは もらった こま",
                "start": "はじめの ばん",
                "hand": "{owner}の てごま: {kinds}",
                "reaches": "{owner}の {kind}({square})が とどく マス: {squares}",
                "places": "{owner}が {kind}を {square}に おく",
                "only_reach": "{mover}は {owner}の {kind}({square})が とどく マスにしか おけない",
                "anywhere": "おもての こまは {owner}の こまなので、{squares}の どこにでも おける",
                "removed": "{square}の {owner}の うらむきの こまは なくなる",
                "turned": "{square}の こまは うらむきに なる",
                "cannot": "{owner}は {kind}を どこにも おけない",
                "gives": "{owner}は {kind}を {receiver}に わたす。{receiver}の 1てんに なる",
                "first": "はじめの 1て: しろが {kind}を おける マス: {squares}",
                "side_score": "{owner}: {lines}、もらった こま {received}こ、あわせて {points}てん",
                "pieces_on_board": "ばんの こま: しろ {white}こ、ちゃいろ {brown}こ",
                "wins": "{owner}の かち",
            },
            "RECORD_ERRORS": {
                "empty": "きふ か ばんめんを いれてね",
                "action": "{number}てめの「{text}」が よめません(Gb2、giveR、pass の ように かいてね)",
                "illegal": "{number}てめの「{text}」は できない てです",
                "over": "{number}てめの「{text}」: ゲームは もう おわっています",
                "board_length": "ばんめんは {squares}マスです({count}マス しか ありません)",
                "board_chars": "ばんめんに つかえる もじは {chars} だけです",
                "position": "ばんめんが よめません({reason})",
            },
        },
    },
}

EN = {
    "APP_NAME": "Board Games for Everyone",
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
    "COACH_BETTER": "{best} instead of {played} would have {better} instead of {worse}",
    "COACH_AMOUNT": {"one": "{count} disc", "other": "{count} discs"},
    "COACH_WIN": {"better": "won by {amount}", "worse": "winning by {amount}"},
    "COACH_LOSS": {"better": "lost by only {amount}", "worse": "losing by {amount}"},
    "COACH_EVEN": {"better": "drawn", "worse": "drawing"},
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
    "INVITE": "Invite to this game",
    "INVITE_COPIED": "The invitation link was copied: send it to a friend.",
    "INVITED": "The invitation was sent.",
    "NEW_GAME": "A new game begins.",
    "NEW_GAME_KEPT": "A new game begins. The previous one is in Past games.",
    "SWITCHER_LABEL": "Choose a game",
    "WELCOME_GAMES": {"one": "There is {count} game here.", "other": "There are {count} games here: tap a picture to play another one."},
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
        "game": "There is no game called “{name}” (the games: {names}).",
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
    "GAME_TEXTS": {
        "reversi": {
            "TITLE": "Reversi",
            "GAME_NAME": "Reversi",
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
        },
        "jankengo": {
            "PIECE_NAMES": {"black": "Blue", "white": "Red"},
            "TITLE": "Janken Go",
            "GAME_NAME": "Janken Go",
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
        },
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
        },
        "kunitori": {
            "PIECE_NAMES": {"white": "White", "brown": "Brown"},
            "TITLE": "Kunitori",
            "GAME_NAME": "Kunitori",
            "SIDES": {"white": "White (first)", "brown": "Brown (second)"},
            "FINAL_SCORE": "{white} to {brown}",
            "SCORE_LABEL": {"one": "{name}: {count} point", "other": "{name}: {count} points"},
            "COUNTS": "{white}, {brown}",
            "GAME_RESULTS": {"white": "{piece} won", "brown": "{piece} won", "draw": "Draw", "unfinished": "Unfinished"},
            "GRAPH_LABEL": "Points graph. Move {at}: {black} to {white}",
            "PASTE_EXAMPLE": "Sb2 Ka1 Gc3…",
            "VALUE_GRAPH_LABEL": "Outlook graph ({name}'s expected lead in points at the end). Move {at}: {value}",
            "COACH_AMOUNT": {"one": "{count} point", "other": "{count} points"},
            "COACH_EVEN": {"better": "ended on equal points", "worse": "ending on equal points"},
            "RULES": "How to play Kunitori",
            "KIND_NAMES": {
                "king": "king", "rook": "rook", "bishop": "bishop", "gold": "gold",
                "silver": "silver", "knight": "knight", "lance": "lance", "pawn": "pawn",
            },
            "PASSED": "{piece} has no pieces left and passed",
            "MUST_GIVE_NOW": "{piece} cannot place a piece: choose one to give to the other player",
            "GAVE": "{piece} gave the {kind} to the other player",
            "CHOOSE_SQUARE": "Choose a square for the {kind}",
            "CHOOSE_PIECE": "Choose a piece to place on {square}",
            "CANNOT_PLACE": "That piece cannot go there",
            "NOTHING_GOES_THERE": "No piece can go there",
            "NOT_YOUR_PIECE": "Those are the other player's pieces",
            "PLACES_NOWHERE": "That piece cannot go anywhere now",
            "MUST_GIVE": "You cannot place: choose a piece to give",
            "HAND": "{name}'s pieces in hand",
            "HAND_EMPTY": "{name}'s pieces in hand: none",
            "RECEIVED": {"one": "{name} received: {count} point", "other": "{name} received: {count} points"},
            "TRAY_PIECE": "{owner}'s {kind}",
            "TRAY_CHOSEN": "{label}, chosen",
            "TRAY_PLACEABLE": "{label}, can be placed",
            "SQUARE_UP": "{square}, {owner}'s {kind}, face up",
            "SQUARE_DOWN": "{square}, {owner}'s piece face down",
            "SQUARE_PICKED": "chosen",
            "SQUARE_GHOST": "{square}, chosen: with the {kind} here the other player may go to the marked squares. Choose it again to place",
            "SQUARE_REACH": "the other player could go here",
            "SQUARE_PLACE": "you can place here",
            "LAST_MOVE": "{label}, last move",
            "MOVED": "{name} placed the {kind} on {square}",
            "REMOVED": "The face-down piece on {square} left the game",
            "TURNED": "The piece on {square} turned face down",
            "TIE_BREAK": "Equal points: {piece} wins with fewer pieces on the board",
            "RESULT_LINES": "{name}: {lines}",
            "LINE_NAMES": {"row": "row {name}", "column": "column {name}"},
            "NO_LINES": "none",
            "RESULT_RECEIVED": {"one": "{count} piece received", "other": "{count} pieces received"},
            "LIST_JOIN": ", ",
            "TILE_NAMES": {
                "king": "King", "rook": "Rook", "bishop": "Bishop", "gold": "Gold",
                "silver": "Silver", "knight": "Knight", "lance": "Lance", "pawn": "Pawn",
            },
            "MOVE_PLACE": "{piece} {square}",
            "MOVE_GIVE": "gave {piece}",
            "KUNITORI_RULES": {
                "pieces": {
                    "heading": "The board and the pieces",
                    "text": (
                        "Kunitori is a game for two. You place your pieces on the board to win its rows and columns.",
                        "The parts marked \u201cThis app's rule\u201d are not in the original rules: this app decided them.",
                        "{app}The board has 3 \u00d7 3 squares. White places first (the bottom side of the board), then Brown (the top side).",
                        "{app}Each player holds 8 pieces, one of each: king, rook, bishop, gold, silver, knight, lance and pawn."
                        " The colour shows whose piece it is.",
                    ),
                },
                "reach": {
                    "heading": "The squares a piece reaches",
                    "text": (
                        "{app}A piece reaches the squares a shogi piece of its kind moves to. Forward is toward the other player"
                        " (up for White, down for Brown).",
                        "{app}The rook, the bishop and the lance reach to the edge of the board: no piece on the way stops them.",
                        "{app}The knight jumps two forward and one sideways: on 3 \u00d7 3 it reaches something only from its own first row.",
                    ),
                },
                "turn": {
                    "heading": "Placing a piece",
                    "text": (
                        "In turn, place one piece from your hand on an empty square or on a face-down piece.",
                        "Restriction 1: only on a square that the face-up piece the other player just placed reaches."
                        " The very first piece of the game may go anywhere.",
                        "Then the piece that was face up turns face down: only the newest piece is face up.",
                    ),
                },
                "own": {
                    "heading": "When the face-up piece is your own",
                    "text": (
                        "{app}After the other player passes (or gives a piece), the face-up piece is still your own."
                        " Restriction 1 does not apply: any square but its own will do. Restriction 2 still does.",
                    ),
                },
                "restriction2": {
                    "heading": "Restriction 2",
                    "text": (
                        "The piece you place must reach at least one square, so that the other player can place next.",
                        "So a knight can only go on your own first row, and a lance or a pawn never on the far row.",
                        "{app}Only the shape of the board counts: the other player's hand does not.",
                    ),
                },
                "facedown": {
                    "heading": "Placing on a face-down piece",
                    "text": (
                        "You may place on a face-down piece: it leaves the game and counts for nobody.",
                        "{app}Your own face-down pieces too.",
                    ),
                },
                "give": {
                    "heading": "Cannot place? Give a piece",
                    "text": (
                        "If none of your pieces can be placed under the restrictions, choose one from your hand and give it to the"
                        " other player. That is your pass.",
                        "A received piece is never placed: it is worth 1 point.",
                        "With an empty hand you pass.",
                    ),
                },
                "end": {
                    "heading": "The end",
                    "text": ("The game ends when both hands are empty, or when both players pass in a row (a give is a pass).",),
                },
                "score": {
                    "heading": "Who wins",
                    "text": (
                        (
                            "Each of the 3 rows and 3 columns gives 1 point to the player with more pieces in it. Equal counts give no point.",
                            "Each received piece is 1 point.",
                        ),
                        "More points wins. On equal points the player with fewer pieces on the board wins; if those are equal too, it is a draw.",
                    ),
                },
                "app": {
                    "heading": "In this app",
                    "text": (
                        (
                            "Tap a piece in your hand, then a square, to place it; the square first works too.",
                            "When you cannot place, tap the piece to give.",
                            "\u201c{hint}\u201d marks the squares and the pieces you can place.",
                            "With \u201c{hint_full}\u201d the first tap shows where the other player could go next; tap again to place.",
                            "The pass with an empty hand is automatic.",
                        ),
                    ),
                },
            },
            "KUNITORI_FIGURES": {
                "app": "This app's rule",
                "pieces": "The start: Brown's hand (top) and White's hand (bottom)",
                "reach": "Each piece reaches the dotted squares (Brown's forward is down)",
                "turn": "Brown places where White's silver reaches",
                "own": "After White gave a piece, Brown may place anywhere",
                "restriction2": "The first move: where White may place a knight and a pawn",
                "facedown": "Brown's gold removes White's face-down piece",
                "give": "White cannot place the knight and gives it to Brown",
                "score": "The end: a disc of the colour that won each row and column; in the box, the pieces received",
                "start": "The start",
                "hand": "{owner}'s hand: {kinds}",
                "reaches": "{owner}'s {kind} on {square} reaches {squares}",
                "places": "{owner} places the {kind} on {square}",
                "only_reach": "{mover} may only place where {owner}'s {kind} on {square} reaches",
                "anywhere": "The face-up piece is {owner}'s own, so any of {squares} will do",
                "removed": "{owner}'s face-down piece on {square} leaves the game",
                "turned": "The piece on {square} turns face down",
                "cannot": "{owner} cannot place the {kind} anywhere",
                "gives": "{owner} gives the {kind} to {receiver}: a point for {receiver}",
                "first": "The first move: White may place the {kind} on {squares}",
                "side_score": "{owner}: {lines}; {received} received; {points} points",
                "pieces_on_board": "Pieces on the board: White {white}, Brown {brown}",
                "wins": "{owner} wins",
            },
            "RECORD_ERRORS": {
                "empty": "Type or paste a game or a position",
                "action": "Move {number} \"{text}\" cannot be read (write Gb2, giveR or pass)",
                "illegal": "Move {number} \"{text}\" is not a legal move",
                "over": "Move {number} \"{text}\": the game is already over",
                "board_length": "A board has {squares} squares (this one has {count})",
                "board_chars": "A board may only use {chars}",
                "position": "The position cannot be read ({reason})",
            },
        },
    },
}

JA["GAME_TEXTS"]["jankengo"]["RECORD_ERRORS"] = {
    **JA["RECORD_ERRORS"],
    "square": "{number}てめの「{text}」は マスの なまえでは ありません(a1〜g7)",
    "action": "{number}てめの「{text}」が よめません(d1-d2、Wc4、end の ように かいてね)",
    "position": "ばんめんの あとが よめません(python -m reversi moves の かたち)",
}
EN["GAME_TEXTS"]["jankengo"]["RECORD_ERRORS"] = {
    **EN["RECORD_ERRORS"],
    "square": "Move {number} “{text}” is not a square (a1 to g7).",
    "action": "Move {number} “{text}” cannot be read (write actions like d1-d2, Wc4 or end).",
    "position": "What follows the board cannot be read (write it as python -m reversi moves does).",
}
JA["GAME_TEXTS"]["kunitori"]["TILE_NAMES"] = JA["GAME_TEXTS"]["kunitori"]["KIND_NAMES"]
"""くにとり's tiles show their reading under the kanji (おう, ひしゃ ...); in English, the piece's name."""
EN["GAME_TEXTS"]["kunitori"]["MOVE_PIECES"] = EN["GAME_TEXTS"]["kunitori"]["TILE_NAMES"]
"""The move list names a piece by its kanji (王 b1); in English by its name (King b1)."""
# ---- letter games (てがみで たいせん, reversi.web.letters): shared texts, no game named ----
JA.update({
    "LETTERS": "てがみで たいせん",
    "LETTERS_HELP": "とおくの ひとと、リンクを おくりあって あそびます",
    "LETTER_SIDE": "じぶんの いろ",
    "LETTER_ME": "じぶんの なまえ",
    "LETTER_THEM": "あいての なまえ",
    "LETTER_DEFAULT_NAMES": ("わたし", "あいて"),
    "LETTER_START": "てがみで はじめる",
    "LETTER_LIST": "てがみの ゲーム",
    "LETTER_EMPTY": "まだ ありません",
    "LETTER_TITLE": "てがみ: {first} たい {second}",
    "LETTER_YOUR_TURN": "あなたの ばん",
    "LETTER_THEIR_TURN": "{name}の ばん。てがみを まってね",
    "LETTER_SEND_NOW": "うちました。「あいてに おくる」で {name}に おくってね",
    "LETTER_OVER": "おしまい",
    "LETTER_SEND": "あいてに おくる",
    "LETTER_LINK": "てがみの リンク",
    "LETTER_SENT": "てがみを おくりました",
    "LETTER_COPIED": "てがみの リンクを コピーしました。{name}に おくってね",
    "LETTER_COPY_FAILED": "コピーできませんでした。したの リンクを コピーしてね",
    "LETTER_WAIT": "いまは {name}の ばんです。てがみを まってね",
    "LETTER_STARTED": "てがみで たいせんを はじめます",
    "LETTER_ARRIVED": "{name}から てがみが きました",
    "LETTER_SAME": "この てがみは もう よみました。ゲームは そのままです",
    "LETTER_OLDER": "ふるい てがみです。いまの ゲームは そのままです",
    "LETTER_CONFLICT": "この てがみは いまの ゲームと ちがいます。どちらを のこしますか?",
    "LETTER_KEEP_MINE": "いまの ゲームを のこす",
    "LETTER_TAKE_THEIRS": "てがみの ゲームに する",
    "LETTER_FAILED": "てがみを ひらけませんでした。{reason}",
    "LETTER_ERRORS": {
        "format": "リンクが とちゅうで きれているようです",
        "check": "リンクが とちゅうで かわっています。もういちど おくってもらってね",
        "game": "この アプリに ない ゲームの てがみです",
        "moves": "てがみの てが よめません",
    },
    "LETTER_ITEM_TURN": {"mine": "あなたの ばん", "theirs": "{name}の ばん", "send": "おくる まえ", "over": "おしまい"},
})
EN.update({
    "LETTERS": "Play by letter",
    "LETTERS_HELP": "Play with someone far away by sending each other links.",
    "LETTER_SIDE": "Your side",
    "LETTER_ME": "Your name",
    "LETTER_THEM": "Their name",
    "LETTER_DEFAULT_NAMES": ("Me", "Friend"),
    "LETTER_START": "Start a letter game",
    "LETTER_LIST": "Letter games",
    "LETTER_EMPTY": "None yet",
    "LETTER_TITLE": "Letter game: {first} vs {second}",
    "LETTER_YOUR_TURN": "Your turn",
    "LETTER_THEIR_TURN": "{name}'s turn: wait for their letter",
    "LETTER_SEND_NOW": "Done! Tap “Send” to send your move to {name}.",
    "LETTER_OVER": "Game over",
    "LETTER_SEND": "Send",
    "LETTER_LINK": "The letter's link",
    "LETTER_SENT": "The letter was sent.",
    "LETTER_COPIED": "The letter's link was copied: send it to {name}.",
    "LETTER_COPY_FAILED": "Copying failed: copy the link below.",
    "LETTER_WAIT": "It's {name}'s turn now: wait for their letter.",
    "LETTER_STARTED": "A letter game begins.",
    "LETTER_ARRIVED": "A letter from {name}!",
    "LETTER_SAME": "You have read this letter already: your game stays as it is.",
    "LETTER_OLDER": "This letter is older than your game: your game stays as it is.",
    "LETTER_CONFLICT": "This letter doesn't match your game. Which one do you keep?",
    "LETTER_KEEP_MINE": "Keep my game",
    "LETTER_TAKE_THEIRS": "Take the letter's",
    "LETTER_FAILED": "The letter couldn't be opened. {reason}",
    "LETTER_ERRORS": {
        "format": "The link seems to be cut short.",
        "check": "The link was changed on the way: ask for it again.",
        "game": "The letter is of a game this app doesn't have.",
        "moves": "The letter's moves can't be read.",
    },
    "LETTER_ITEM_TURN": {"mine": "Your turn", "theirs": "{name}'s turn", "send": "Not sent yet", "over": "Game over"},
})
# ---- end of letter games ----
for _table in (JA, EN):
    _table["TITLE"] = _table["APP_NAME"]
    for _texts in (_table, *_table["GAME_TEXTS"].values()):
        # The page's title: the game's, then the collection's name.
        if _texts is not _table:
            _texts["TITLE"] = f"{_texts['TITLE']} — {_table['APP_NAME']}"
        # A link or a text that names no game is told so whichever game is on screen.
        _texts.get("RECORD_ERRORS", {}).setdefault("game", _table["RECORD_ERRORS"]["game"])
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
    name of ``registry.NAMES``: its table of ``GAME_TEXTS`` over the shared one, which names
    no game; without ``game``, the shared one alone); the default language for a code this
    catalogue does not have.

    >>> catalogue("ja", "ywf").PIECE_NAMES["neutral"], catalogue("ja", "ywf").HINT == catalogue("ja").HINT
    ('ふつうのこ', True)
    >>> catalogue("en", "reversi").RULES, catalogue("en", "reversi").HINT is catalogue("en").HINT
    ('How to play Reversi', True)
    """
    texts = CATALOGUES.get(language, CATALOGUES[DEFAULT])
    return GAME_CATALOGUES[texts.LANGUAGE].get(game, texts)


def __getattr__(name: str):
    """``strings.TURN`` and friends: the text in the default language."""
    try:
        return getattr(CATALOGUES[DEFAULT], name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
