"""くにとり's texts in each language (``reversi.base.contract.TextsModule``): they
replace the shared catalogue's (``reversi.strings``) and add their own while the game is
on screen (``reversi.strings.catalogue(language, "kunitori")``); its name on screen is
``VARIANT.GAME_NAMES``."""

JA = {
    "PUZZLE_GOALS": {
        "win-in-1": "{side}の ばん。さいごの 1てで かとう",
        "win-in-3": "{side}の ばん。のこり 3てで かとう",
        "win-in-5": "{side}の ばん。のこり 5てで かとう",
    },
    "PIECE_NAMES": {"white": "しろ", "brown": "ちゃいろ"},
    "TITLE": "くにとり",
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
}

EN = {
    "PUZZLE_GOALS": {
        "win-in-1": "{side} to play: win with the last move",
        "win-in-3": "{side} to play: 3 moves left, win the game",
        "win-in-5": "{side} to play: 5 moves left, win the game",
    },
    "PIECE_NAMES": {"white": "White", "brown": "Brown"},
    "TITLE": "Kunitori",
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
}

JA["TILE_NAMES"] = JA["KIND_NAMES"]
"""くにとり's tiles show their reading under the kanji (おう, ひしゃ ...); in English, the piece's name."""
EN["MOVE_PIECES"] = EN["TILE_NAMES"]
"""The move list names a piece by its kanji (王 b1); in English by its name (King b1)."""
