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
}

EN = {
    "TITLE": "Reversi",
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
}

CATALOGUES = {"ja": SimpleNamespace(LANGUAGE="ja", **JA), "en": SimpleNamespace(LANGUAGE="en", **EN)}
DEFAULT = "ja"
LANGUAGE_NAMES = {"ja": "日本語", "en": "English"}
"""Each language named in itself, for the language switch."""
LANGUAGE_KEY = "reversi.language"
"""The localStorage key of the chosen language (read by the view and, before Python, by boot.js)."""


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


def catalogue(language: str) -> SimpleNamespace:
    """The texts of ``language`` as attributes (``catalogue("en").HINT``); the default
    language for a code this catalogue does not have."""
    return CATALOGUES.get(language, CATALOGUES[DEFAULT])


def __getattr__(name: str):
    """``strings.TURN`` and friends: the text in the default language."""
    try:
        return getattr(CATALOGUES[DEFAULT], name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
