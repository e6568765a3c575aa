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
>>> [plural(catalogue("en").FLIPS, n).format(count=n) for n in (1, 2)]   # a game's texts may say discs
['1 piece', '2 pieces']
>>> plural(catalogue("ja").FLIPS, 1).format(count=1)
'1こ'
"""

import importlib
from types import SimpleNamespace

JA = {
    "APP_NAME": "みんなの ボードゲーム",
    "APP_DESCRIPTION": {"other": "{games}の {count}つの ゲーム。ふたりで、または コンピュータと あそべます。インターネットが なくても あそべます。"},
    "LIST_SEPARATOR": "、",
    "GAME_LABEL": "ゲーム",
    "PIECE_NAMES": {"black": "くろ", "white": "しろ"},
    "TURN": "{piece}のばん",
    "GAME_OVER": "おしまい",
    "PASSED": "{piece}はパスしました",
    "WINS": "{piece}の かち!",
    "DRAW": "ひきわけ",
    "FINAL_SCORE": "{black} たい {white}",  # a game not won by its counts: "" (no line of counts)
    "RESTART": ("はじめから", "やりなおす"),
    "HINT": "おしえて!",
    "HINT_LEVELS": {"none": "ヒントなし", "places": "おけるばしょ", "full": "ぜんぶヒント"},
    "LESSONS_PASSED": "れんしゅう {passed}/{total}",
    "LESSON_OF": "れんしゅう {number}/{total}",
    "PRACTICE_HINT": "ヒント",
    "PRACTICE_AGAIN": "もういちど",
    "PRACTICE_NEXT": "つぎの もんだい",
    "PRACTICE_EXIT": "ゲームに もどる",
    "PRACTICE_TOOLS": "れんしゅうの ボタン",
    "PRACTICE_RIGHT": "せいかい!",
    "PRACTICE_WRONG": "ざんねん。",
    "PRACTICE_LOOK": "{label}、ここを みて",
    "LESSONS_DONE": "ぜんぶ できたね!",
    "PRACTICE_START_OVER": "れんしゅうと もんだいを はじめから",
    "PUZZLES": "もんだい",
    "PUZZLE_GRADE": "ステップ {grade}",
    "PUZZLE_STARS": "★ {stars}/{total}",
    "PUZZLE_LOCKED": "まえの ステップを はんぶん とくと ひらきます",
    "PUZZLE_OF": "ステップ {grade} もんだい {number}/{total}",
    "PUZZLE_TRY_AGAIN": "あいては こう こたえます。もういちど かんがえよう。",
    "PUZZLE_GO_ON": "いいね! つづけて",
    "PUZZLE_STAR": "★ ゲット!",
    "PLAY_AGAIN": "もういちど プレイ",
    "SAVE_DISCARDED": "まえの ゲームが よみこめなかったので、あたらしく はじめます",
    "SAVE_FAILED": "ばしょが いっぱいで ほぞんできません。メニューで「これまでのゲーム」を けしてね",
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
    "APP_RULE": "このアプリの きまり",  # the badge of a rule this app decided (a rules page's ``illustrated.app_badge``)
    "MOVE_START": "はじめ",
    "MOVE_PASS": "パス",
    "MOVES_DROPPED": {"other": "あとの {count}てを けしました"},
    "REVIEW_STATUS": "ふりかえり {at} / {total}て",
    "REVIEW_STEPS": {"first": "さいしょへ", "back": "ひとつもどる", "forward": "ひとつすすむ", "last": "さいごへ"},
    "REVIEW_EXIT": "ゲームにもどる",
    "REVIEW_PLAY": "ここからうつ",
    "REVIEW_TAP": "「ここからうつ」で、ここから つづけられます",
    "REVIEW": "ふりかえる",
    "GRAPH_LABEL": "こまの かずの グラフ。{at}て: {black} たい {white}",
    # Looking back with a coach (reversi.play.coach): the evaluation graph, the turning points.
    "GRAPH_VALUES": "みこみ",
    "VALUE_GRAPH_LABEL": "みこみの グラフ(さいごに {name}が なんこ おおいか)。{at}て: {value}",
    "VALUE_UNKNOWN": "まだ わかりません",
    "COACH_TITLE": "ここが おしかった!",
    "COACH_PROGRESS": "しらべちゅう {done}/{total}",
    "COACH_NONE": "おおきな まちがいは ありませんでした",
    # The sentence of a turning point: each move's expected result at the end, a win, a loss (by
    # ``COACH_AMOUNT``, the game's own count) or even; "better" for the better move, "worse" for the one played.
    "COACH_BETTER": "{played} だと {worse}、{best} なら {better}",
    "COACH_AMOUNT": {"other": "{count}こ"},
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
        "square": "{number}てめの「{text}」は マスの なまえでは ありません",
        "action": "{number}てめの「{text}」が よめません",
        "illegal": "{number}てめの「{text}」は できない てです",
        "over": "{number}てめの「{text}」: ゲームは もう おわっています",
        "board_length": "ばんめんは {squares}もじです({count}もじ しか ありません)",
        "board_chars": "ばんめんに つかえる もじは {chars} だけです",
        "side": "ばんめんの あとに てばん(X か O)を かいてね",
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
    "GAMES_DISCARDED": "「これまでのゲーム」が よみこめなかったので、けしました",
    "GAMES_SKIPPED": {"other": "よみこめない ゲームが {count}こ あったので、はずしました"},
    "LANGUAGE_LABEL": "ことば",
    "SOUND": {"on": "おと あり", "off": "おと なし"},
    "VOLUME_LABEL": "おとの おおきさ",
    "VOLUMES": {"quiet": "ちいさく", "middle": "ふつう", "loud": "おおきく"},
    # Keyboard help under the board (the keys themselves are drawn in index.html).
    "KEY_HELP": {"move": "うごく", "play": "おく", "next": "つぎの おける ばしょ"},
    # Spoken names of the squares (screen readers); {square} is the coordinate, a1 top left.
    "SQUARE_EMPTY": "{square}",
    "SQUARE_DISC": "{name} {square}",
    "SQUARE_PLACE": "おける {square}",
    "SQUARE_COUNT": "おける {square}、{flips} かわる",
    "SQUARE_PREVIEW": "えらんでいる {square}、{flips} かわる。もういちど えらぶと おきます",
    "SQUARE_WILL_FLIP": "{name} {square}、かわる",
    "LAST_MOVE": "{label}、さいごの て",
    "FLIPS": {"other": "{count}こ"},
    # Announcements after each move (one polite live region): sentences joined by a space.
    "MOVED": "{name}が {square}に おいて、{flips} かえました",
    "COUNTS": "{black}、{white}",
    "FULL_STOP": "。",
    # letter games (てがみで たいせん, reversi.web.letters): shared texts, no game named
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
}

EN = {
    "APP_NAME": "Board Games for Everyone",
    "APP_DESCRIPTION": {
        "one": "{count} game, {games}: play with a friend or the computer, even without the internet.",
        "other": "{count} games, {games}: play with a friend or the computer, even without the internet.",
    },
    "LIST_SEPARATOR": ", ",
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
    "LESSONS_PASSED": "Lessons {passed}/{total}",
    "LESSON_OF": "Lesson {number} of {total}",
    "PRACTICE_HINT": "Hint",
    "PRACTICE_AGAIN": "Again",
    "PRACTICE_NEXT": "Next",
    "PRACTICE_EXIT": "Back to the game",
    "PRACTICE_TOOLS": "Lesson buttons",
    "PRACTICE_RIGHT": "Right!",
    "PRACTICE_WRONG": "Not quite.",
    "PRACTICE_LOOK": "{label}, look here",
    "LESSONS_DONE": "You passed every lesson!",
    "PRACTICE_START_OVER": "Start this game's lessons and puzzles over",
    "PUZZLES": "Puzzles",
    "PUZZLE_GRADE": "Step {grade}",
    "PUZZLE_STARS": "★ {stars}/{total}",
    "PUZZLE_LOCKED": "Solve half of the step before to open it",
    "PUZZLE_OF": "Step {grade}, puzzle {number} of {total}",
    "PUZZLE_TRY_AGAIN": "That is how your opponent answers it. Think again.",
    "PUZZLE_GO_ON": "Good! Keep going",
    "PUZZLE_STAR": "You earned a star!",
    "PLAY_AGAIN": "Play again",
    "SAVE_DISCARDED": "Your last game couldn't be loaded, so a new one has started.",
    "SAVE_FAILED": "Storage is full: this game is not saved. Clear Past games in the menu to make room.",
    "BOARD_LABEL": "Board",
    "SCORE_LABEL": {"one": "{name}: {count} piece", "other": "{name}: {count} pieces"},
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
    "APP_RULE": "This app's rule",
    "MOVE_START": "Start",
    "MOVE_PASS": "pass",
    "MOVES_DROPPED": {"one": "{count} later move was removed.", "other": "{count} later moves were removed."},
    "REVIEW_STATUS": "Review {at} / {total}",
    "REVIEW_STEPS": {"first": "First move", "back": "Back one move", "forward": "Forward one move", "last": "Last move"},
    "REVIEW_EXIT": "Back to the game",
    "REVIEW_PLAY": "Play from here",
    "REVIEW_TAP": "Tap “Play from here” to play on from this position.",
    "REVIEW": "Look back",
    "GRAPH_LABEL": "Piece count graph. Move {at}: {black} to {white}",
    "GRAPH_VALUES": "Outlook",
    "VALUE_GRAPH_LABEL": "Outlook graph ({name}'s expected lead in pieces at the end). Move {at}: {value}",
    "VALUE_UNKNOWN": "not known yet",
    "COACH_TITLE": "Missed chances",
    "COACH_PROGRESS": "Analysing {done}/{total}",
    "COACH_NONE": "No big mistakes",
    "COACH_BETTER": "{best} instead of {played} would have {better} instead of {worse}",
    "COACH_AMOUNT": {"one": "{count} piece", "other": "{count} pieces"},
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
        "square": "Move {number} “{text}” is not a square.",
        "action": "Move {number} “{text}” cannot be read.",
        "illegal": "Move {number} “{text}” is not a legal move.",
        "over": "Move {number} “{text}”: the game is already over.",
        "board_length": "A board has {squares} characters (only {count} here).",
        "board_chars": "A board uses only the characters {chars}.",
        "side": "After the board, write the side to move: X or O.",
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
    "SOUND": {"on": "Sound on", "off": "Sound off"},
    "VOLUME_LABEL": "Volume",
    "VOLUMES": {"quiet": "Quiet", "middle": "Medium", "loud": "Loud"},
    "KEY_HELP": {"move": "move", "play": "play", "next": "next possible move"},
    "SQUARE_EMPTY": "{square}, empty",
    "SQUARE_DISC": "{square}, {name}",
    "SQUARE_PLACE": "{square}, you can play here",
    "SQUARE_COUNT": "{square}, you can play here and change {flips}",
    "SQUARE_PREVIEW": "{square}, selected: changes {flips}. Choose it again to play",
    "SQUARE_WILL_FLIP": "{square}, {name}, would change",
    "LAST_MOVE": "{label}, last move",
    "FLIPS": {"one": "{count} piece", "other": "{count} pieces"},
    "MOVED": "{name} played {square} and changed {flips}",
    "COUNTS": "{black}, {white}",
    "FULL_STOP": ".",
    # letter games (てがみで たいせん, reversi.web.letters): shared texts, no game named
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
}

for _table in (JA, EN):
    _table["TITLE"] = _table["APP_NAME"]
CATALOGUES = {"ja": SimpleNamespace(LANGUAGE="ja", **JA), "en": SimpleNamespace(LANGUAGE="en", **EN)}
GAME_CATALOGUES: dict[tuple[str, str], SimpleNamespace] = {}
"""Each game's texts in each language, made when first asked for (``catalogue``)."""
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


def marked_by(names=None) -> str:
    """The CSS selector of the page's elements whose text (``data-text``) or label
    (``data-label``) is a path (see ``lookup``) into one of the texts ``names``; of every such
    element without ``names``.

    >>> marked_by(), marked_by([])
    ('[data-text], [data-label]', ':not(*)')
    >>> marked_by(["RULES"])
    '[data-text="RULES"], [data-text^="RULES."], [data-label="RULES"], [data-label^="RULES."]'
    """
    if names is None:
        return "[data-text], [data-label]"
    return ", ".join(f'[data-{kind}="{name}"], [data-{kind}^="{name}."]' for kind in ("text", "label") for name in names) or ":not(*)"


def differing(texts: SimpleNamespace, shown: SimpleNamespace) -> list[str]:
    """The names of ``texts`` whose text ``shown`` has otherwise or not at all: what a page
    that shows ``shown`` must write to show ``texts``.

    >>> differing(catalogue("en"), catalogue("en")), "GAME_NAME" in differing(catalogue("en", "reversi"), catalogue("en"))
    ([], True)
    >>> "HINT" in differing(catalogue("en", "reversi"), catalogue("en")), "HINT" in differing(catalogue("ja"), catalogue("en"))
    (False, True)
    """
    return sorted(name for name, text in vars(texts).items() if getattr(shown, name, None) != text)


def catalogue(language: str, game: str | None = None) -> SimpleNamespace:
    """The texts of ``language`` as attributes (``catalogue("en").HINT``) for ``game`` (a
    name of ``registry.NAMES``: its texts over the shared ones, see ``game_catalogue``;
    without ``game``, the shared ones alone, which name no game); the default language for a
    code this catalogue does not have.

    >>> texts = catalogue("ja", "reversi")
    >>> texts.TITLE.endswith(f"{texts.GAME_NAME} — {texts.APP_NAME}"), texts.HINT == catalogue("ja").HINT
    (True, True)
    >>> catalogue("en", "reversi") is catalogue("en", "reversi") is not catalogue("ja", "reversi")
    True
    """
    texts = CATALOGUES.get(language, CATALOGUES[DEFAULT])
    if game is None:
        return texts
    key = texts.LANGUAGE, game
    if key not in GAME_CATALOGUES:
        GAME_CATALOGUES[key] = game_catalogue(texts, game)
    return GAME_CATALOGUES[key]


def game_catalogue(texts: SimpleNamespace, game: str) -> SimpleNamespace:
    """The shared ``texts`` with the table of their language (``JA``, ``EN``) of the game's
    ``texts`` module (``reversi.games.<game>.texts``, imported now) over them, its name
    (``GAME_NAME``, from its package's ``VARIANT.GAME_NAMES``), the page's title (its
    ``TITLE``, or its name, then the collection's) and the shared error of a text that
    names no game."""
    package = importlib.import_module(f"{__package__}.games.{game}")
    table = dict(getattr(importlib.import_module(f"{package.__name__}.texts"), texts.LANGUAGE.upper()))
    table["GAME_NAME"] = package.VARIANT.GAME_NAMES[texts.LANGUAGE]
    table["TITLE"] = f"{table.get('TITLE', table['GAME_NAME'])} — {texts.APP_NAME}"
    if "RECORD_ERRORS" in table:  # (a game words the errors it words otherwise: the shared ones beneath)
        table["RECORD_ERRORS"] = {**texts.RECORD_ERRORS, **table["RECORD_ERRORS"]}
    return SimpleNamespace(**{**vars(texts), **table})


def __getattr__(name: str):
    """``strings.TURN`` and friends: the text in the default language."""
    try:
        return getattr(CATALOGUES[DEFAULT], name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
