"""Every user-facing string of the page, in one catalogue with one table per language.

``{piece}`` in a text stands for the drawn picture of a piece; the view puts the
picture there (``PIECE_NAMES`` gives its spoken name). The Japanese texts follow the
product spec word for word where the spec gives them; Japanese is the default.

>>> catalogue("en").TURN
"{piece}'s turn"
>>> from reversi import strings
>>> strings.TURN == catalogue("ja").TURN == "{piece}のばん"   # module attributes: the default language
True
>>> catalogue("xx") is catalogue(DEFAULT)                 # an unknown language falls back
True
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
    "SCORE_LABEL": "{name} {count}こ",
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
    "HINT_LEVELS": {"none": "Off", "places": "Moves", "full": "Moves + flips"},
    "PLAY_AGAIN": "Play again",
    "SAVE_DISCARDED": "The saved game could not be read, so a new game has started.",
    "BOARD_LABEL": "Board",
    "SCORE_LABEL": "{name}: {count} discs",
    "LOADING": "Loading…",
    "STARTING": "Getting ready…",
    "LOAD_FAILED": "The game could not be loaded. Check that you are online, then try again.",
    "RETRY": "Try again",
    "UPDATE_READY": "A new version is ready. Tap to update.",
    "OPPONENT_LABEL": "Opponent",
    "OPPONENTS": {"two": "Two players", "computer": "Computer"},
    "SIDE_LABEL": "You play",
    "SIDES": {"black": "Black (first)", "white": "White (second)"},
    "LEVEL_LABEL": "Strength",
    "LEVEL_NAMES": {1: "1 Chick", 2: "2 Rabbit", 3: "3 Fox", 4: "4 Owl", 5: "5 Dragon"},
    "THINKING": "{piece} is thinking…",
}

CATALOGUES = {"ja": SimpleNamespace(LANGUAGE="ja", **JA), "en": SimpleNamespace(LANGUAGE="en", **EN)}
DEFAULT = "ja"
LANGUAGE_NAMES = {"ja": "日本語", "en": "English"}
"""Each language named in itself, for the language switch."""


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
