"""Every user-facing string of the page, in one catalogue with one table per language.

``{piece}`` in a text stands for the drawn picture of a piece; the view puts the
picture there (``PIECE_NAMES`` gives its spoken name, which ``reversi.speech`` puts
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
    "THINKING": "{piece}がかんがえちゅう…",
    "UNDO": "まった",
    "REDO": "すすむ",
    "MOVES": "きふ",
    "MENU": "メニュー",
    "CLOSE": "とじる",
    "MOVE_START": "はじめ",
    "MOVE_PASS": "パス",
    "MOVES_DROPPED": "あとの {count}てを けしました",
    "REVIEW_STATUS": "ふりかえり {at} / {total}て",
    "REVIEW_STEPS": {"first": "さいしょへ", "back": "ひとつもどる", "forward": "ひとつすすむ", "last": "さいごへ"},
    "REVIEW_EXIT": "ゲームにもどる",
    "REVIEW_PLAY": "ここからうつ",
    "REVIEW_TAP": "「ここからうつ」で、ここから つづけられます",
    "REVIEW": "ふりかえる",
    "GRAPH_LABEL": "いしの かずの グラフ。{at}て: {black} たい {white}",
    "THIS_GAME": "このゲーム",
    "COPY": "きふをコピー",
    "SHARE": "リンクをおくる",
    "COPIED": "きふを コピーしました",
    "LINK_COPIED": "リンクを コピーしました",
    "SHARED": "リンクを おくりました",
    "COPY_FAILED": "コピーできませんでした。はこの なかの もじを コピーしてね",
    "PASTE_LABEL": "きふ や ばんめんを はりつけて よみこむ",
    "LOAD": "よみこむ",
    "LOADED": "ゲームを よみこみました",
    "KEPT": "ゲームを よみこみました。まえの ゲームは「これまでのゲーム」に あります",
    "RECORD_ERRORS": {
        "empty": "きふ か ばんめんを いれてね",
        "square": "{number}てめの「{text}」は マスの なまえでは ありません(a1〜h8)",
        "illegal": "{number}てめの「{text}」には おけません",
        "over": "{number}てめの「{text}」: ゲームは もう おわっています",
        "board_length": "ばんめんは 64もじです({count}もじ しか ありません)",
        "board_chars": "ばんめんに つかえる もじは X O - だけです",
        "side": "ばんめんの あとに てばん(X か O)を かいてね",
    },
    "LINK_FAILED": "リンクの ゲームを ひらけませんでした。{reason}",
    "GAMES": "これまでのゲーム",
    "GAMES_EMPTY": "まだ ありません",
    "GAME_RESULTS": {"black": "{piece}のかち", "white": "{piece}のかち", "draw": "ひきわけ", "unfinished": "とちゅう"},
    "GAME_MOVES": "{count}て",
    "GAMES_CLEAR": "ぜんぶ けす",
    "GAMES_CLEAR_ASK": "ほんとうに ぜんぶ けしますか?",
    "GAMES_CLEAR_YES": "けす",
    "GAMES_CLEAR_NO": "やめる",
    "GAMES_DISCARDED": "これまでのゲームが よみこめなかったので、けしました",
    "GAMES_SKIPPED": "よみこめない ゲームが {count}こ あったので、はずしました",
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
    # YWF: these texts replace the ones above, and add their own, when YWF is on screen
    # (``catalogue(language, "ywf")``).
    "YWF": {
        "TITLE": "YWF(よいこ・わるいこ・ふつうのこ)",
        "GAME_NAME": "YWF",
        "PIECE_NAMES": {"black": "わるいこ", "white": "よいこ", "neutral": "ふつうのこ"},
        "SIDES": {"black": "わるいこ(さき)", "white": "よいこ(あと)"},
        "TOKEN": "トークン: {place}",
        "TOKEN_PLACES": {"black": "わるいこの がわ", "white": "よいこの がわ", "center": "まんなか"},
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
    "THINKING": "{piece} is thinking…",
    "UNDO": "Undo",
    "REDO": "Redo",
    "MOVES": "Moves",
    "MENU": "Menu",
    "CLOSE": "Close",
    "MOVE_START": "Start",
    "MOVE_PASS": "pass",
    "MOVES_DROPPED": "The {count} later moves were removed.",
    "REVIEW_STATUS": "Review {at} / {total}",
    "REVIEW_STEPS": {"first": "First move", "back": "Back one move", "forward": "Forward one move", "last": "Last move"},
    "REVIEW_EXIT": "Back to the game",
    "REVIEW_PLAY": "Play from here",
    "REVIEW_TAP": "Tap “Play from here” to play on from this position.",
    "REVIEW": "Look back",
    "GRAPH_LABEL": "Disc count graph. Move {at}: {black} to {white}",
    "THIS_GAME": "This game",
    "COPY": "Copy moves",
    "SHARE": "Share a link",
    "COPIED": "The moves were copied.",
    "LINK_COPIED": "The link was copied.",
    "SHARED": "The link was shared.",
    "COPY_FAILED": "Could not copy. Copy the text in the box instead.",
    "PASTE_LABEL": "Paste moves or a board to load",
    "LOAD": "Load",
    "LOADED": "The game was loaded.",
    "KEPT": "The game was loaded. The previous one is in Past games.",
    "RECORD_ERRORS": {
        "empty": "Type or paste moves or a board first.",
        "square": "Move {number} “{text}” is not a square (a1 to h8).",
        "illegal": "Move {number} “{text}” is not a legal move.",
        "over": "Move {number} “{text}”: the game is already over.",
        "board_length": "A board has 64 characters (only {count} here).",
        "board_chars": "A board uses only the characters X, O and -.",
        "side": "After the board, write the side to move: X or O.",
    },
    "LINK_FAILED": "The game in the link could not be opened. {reason}",
    "GAMES": "Past games",
    "GAMES_EMPTY": "None yet",
    "GAME_RESULTS": {"black": "{piece} won", "white": "{piece} won", "draw": "Draw", "unfinished": "Unfinished"},
    "GAME_MOVES": "{count} moves",
    "GAMES_CLEAR": "Clear all",
    "GAMES_CLEAR_ASK": "Really clear every game?",
    "GAMES_CLEAR_YES": "Clear",
    "GAMES_CLEAR_NO": "Keep",
    "GAMES_DISCARDED": "The past games could not be read and were cleared.",
    "GAMES_SKIPPED": "{count} past games could not be read and were left out.",
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
    "YWF": {
        "TITLE": "YWF: Yoi-ko, Warui-ko, Futsu-no-ko",
        "GAME_NAME": "YWF",
        "PIECE_NAMES": {"black": "Warui-ko", "white": "Yoi-ko", "neutral": "Futsu-no-ko"},
        "SIDES": {"black": "Warui-ko (first)", "white": "Yoi-ko (second)"},
        "TOKEN": "Token: {place}",
        "TOKEN_PLACES": {"black": "Warui-ko's side", "white": "Yoi-ko's side", "center": "centre"},
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
    },
}

CATALOGUES = {"ja": SimpleNamespace(LANGUAGE="ja", **JA), "en": SimpleNamespace(LANGUAGE="en", **EN)}
GAME_IDS = ("reversi", "ywf")
"""The games of the page; a game other than the first has its texts in the table under
its upper-case name (``"YWF"``), which replace and add to the others."""
GAME_CATALOGUES = {
    (language, game): SimpleNamespace(**{**vars(texts), **getattr(texts, game.upper())}) if game != GAME_IDS[0] else texts
    for language, texts in CATALOGUES.items()
    for game in GAME_IDS
}
DEFAULT = "ja"
LANGUAGE_NAMES = {"ja": "日本語", "en": "English"}
"""Each language named in itself, for the language switch."""
LANGUAGE_KEY = "reversi.language"
"""The localStorage key of the chosen language (read by the view and, before Python, by boot.js)."""
GAME_KEY = "reversi.rules"
"""The localStorage key of the game on screen, one of ``GAME_IDS`` (read by the view and, before
Python, by boot.js)."""


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


def catalogue(language: str, game: str = GAME_IDS[0]) -> SimpleNamespace:
    """The texts of ``language`` as attributes (``catalogue("en").HINT``), for ``game``
    (one of ``GAME_IDS``); the default language for a code this catalogue does not have.

    >>> catalogue("ja", "ywf").PIECE_NAMES["neutral"], catalogue("ja", "ywf").HINT == catalogue("ja").HINT
    ('ふつうのこ', True)
    """
    return GAME_CATALOGUES.get((language, game)) or GAME_CATALOGUES[(DEFAULT, game)]


def __getattr__(name: str):
    """``strings.TURN`` and friends: the text in the default language."""
    try:
        return getattr(CATALOGUES[DEFAULT], name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
