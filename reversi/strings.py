"""Every user-facing string of the page, in one catalogue.

``{piece}`` in a text stands for the drawn picture of a piece; the view puts the
picture there (``PIECE_NAMES`` gives its spoken name). Texts follow the product
spec word for word where the spec gives them.
"""

TITLE = "リバーシ"

PIECE_NAMES = {"black": "くろ", "white": "しろ"}

TURN = "{piece}のばん"
GAME_OVER = "おしまい"
PASSED = "{piece}はパスしました"
WINS = "{piece}の勝ち!"
DRAW = "引き分け"
FINAL_SCORE = "{black} たい {white}"

RESTART = ("はじめから", "やりなおす")
HINT = "おしえて!"
HINT_LEVELS = {"none": "ヒントなし", "places": "おけるばしょ", "full": "ぜんぶヒント"}
PLAY_AGAIN = "もう一度プレイ"
SAVE_DISCARDED = "まえのゲームがよみこめなかったので、あたらしくはじめます"

BOARD_LABEL = "ばん"
SCORE_LABEL = "{name} {count}こ"

LOADING = "よみこみちゅう…"
STARTING = "じゅんびちゅう…"
LOAD_FAILED = "よみこめませんでした。インターネットにつながっているか たしかめてから、もういちど ためしてね。"
RETRY = "もういちど ためす"
UPDATE_READY = "あたらしいバージョンがあります。タップでこうしん"

OPPONENT_LABEL = "あいて"
OPPONENTS = {"two": "ふたりで", "computer": "コンピュータ"}
SIDE_LABEL = "じぶん"
SIDES = {"black": "くろ(さき)", "white": "しろ(あと)"}
LEVEL_LABEL = "つよさ"
LEVEL_NAMES = {1: "1 ひよこ", 2: "2 うさぎ", 3: "3 きつね", 4: "4 ふくろう", 5: "5 りゅう"}
THINKING = "{piece}がかんがえちゅう…"
