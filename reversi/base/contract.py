"""What a game provides, declared once: the protocols below are the one description of
the contract between a game's package (``reversi.games.<name>``) and the shared code.
A game is

- its package's ``__init__.py``: data only, one ``reversi.base.variant.Variant``
  subclass as ``VARIANT`` (its names, keys, the classes below by name, the command
  line's help; ``Variant``'s attributes);
- a position class (``Position``), a screen state (``ScreenHooks``, a subclass of
  ``reversi.base.screen.Screen``, whose ``_act`` sets ``last``: ``Last``) and a drawing
  (``DrawingHooks``, a subclass of ``reversi.base.drawing.Drawing``);
- modules found by their names in its package, each imported the first time one of its
  hooks is called: ``perft`` (``PerftModule``), ``players`` (``PlayersModule``),
  ``analysis`` (``AnalysisModule``), ``figures`` (``FiguresModule``), ``texts``
  (``TextsModule``, with the texts ``TEXTS`` names), ``puzzles`` (``PuzzlesModule``) and
  ``lessons`` (``LessonsModule``);
- where it has a look of its own, its package's ``style.css`` (``STYLE``);
- beside it, its test data (``TEST_DATA``, in ``tests/unit/games/<name>/``).

Each name is declared with its kind: an attribute (a class attribute, a dataclass field,
a property), a method, a classmethod or a staticmethod, as the protocols write it; a
name of ``OPTIONAL`` has its default in the shared class that declares it (``Variant``,
``Screen``, ``Drawing``) or in ``Variant``'s hook that reads it. ``missing_names`` (in
``reversi.base.variant``) names what a game lacks; ``tests/unit/test_contract.py`` records
what the shared code reads of a game and fails on a name not declared here.

``reversi.registry.checked`` refuses a game whose package lacks an attribute or one of
these modules (``reversi.base.variant.missing_hooks``); a hook missing from a module
fails when first called, naming the game and the hook.

``NAMES`` lists the names a new game provides (its modules counted as names), and
``OPTIONAL`` those it may, where a default serves:

>>> sum(len(names) for names in NAMES.values()), sum(len(names) for names in OPTIONAL.values())
(58, 48)
"""

from __future__ import annotations

import random
from typing import Protocol


class Position(Protocol):
    """A position of the game (``Screen.RULES``), with the side to move: a frozen dataclass
    (``dataclasses.FrozenInstanceError`` on any assignment: the screen's states share their
    positions), equal and hashed alike when the same (the replays keep them by record)."""

    SIZE: int
    """The board's side: squares ``0 .. SIZE * SIZE - 1``, row by row from a1."""
    COLORS: tuple
    """The sides (``reversi.base.sides.Color``), the first player's first."""
    turn: object
    """The side to move, one of ``COLORS`` (an attribute: a dataclass field or a property)."""

    @classmethod
    def initial(cls) -> Position:
        """The position at the start of a game."""

    @classmethod
    def parse(cls, text: str) -> Position:
        """The position that ``str(position)`` writes (the command line's ``POSITION_HELP``);
        NotationError for any other text."""

    @classmethod
    def replay(cls, text: str, start: Position | None = None) -> Position:
        """The position after the transcript ``text`` from ``start`` (or ``initial()``)."""

    @classmethod
    def replay_steps(cls, entries: list, start: Position):
        """The positions after each entry of ``entries``, one at a time; TranscriptError
        naming the first entry that is not legal."""

    def play(self, entry) -> Position:
        """The position after ``entry`` (an entry of the record: a square, an action)."""

    def legal_actions(self) -> list:
        """The entries the side to move may play (the pass too, where it is an entry)."""

    def must_pass(self) -> bool:
        """Whether the side to move has nothing to play but a pass."""

    def is_game_over(self) -> bool:
        """Whether the game has ended."""

    def winner(self):
        """The winning ``Color``, None for a draw or a game that goes on."""

    def counts(self) -> tuple[int, ...]:
        """The pieces of each of ``DRAWING.PIECES`` on the board, in that order."""

    def piece_at(self, square: int):
        """The piece on ``square``, None when empty: a ``Color`` or a piece whose ``value``
        names it (``Drawing.pieces`` draws it as ``data-disc``)."""

    @staticmethod
    def parse_transcript(text: str) -> list:
        """Optional: the actions of a transcript, for a position whose ``replay_steps`` is
        ``reversi.base.sides.Replay``'s (which also reads ``is_legal`` and ``why_illegal``)."""

    def is_legal(self, action) -> bool:
        """Optional (``Replay``'s ``replay_steps``): whether ``action`` may be played."""

    def why_illegal(self, action) -> str:
        """Optional (``Replay``'s ``replay_steps``): why ``action`` may not be played."""

    black: int
    """Optional: for a position built on ``reversi.base.sides.Sides``, the bitboard of the
    first side's pieces (``Sides.own``, ``count``)."""
    white: int
    """Optional (``Sides``): the bitboard of the second side's pieces."""


class Last(Protocol):
    """What the last entry did (``Screen.last``, set by ``ScreenHooks._act``): the game's own
    record of it, which its drawing animates and announces, with what the shared code reads."""

    passed: object
    """The side that had to pass right after (a ``Color``), None if none did: the status
    ``PASSED`` and the announcement of the pass."""
    dropped: int
    """How many entries ahead (taken back by undo) it replaced, being a different one."""


class ScreenHooks(Protocol):
    """What a game's screen state (a frozen dataclass subclassing ``Screen``, which declares
    the fields every game shares) adds to the shared one: its own fields (the picks of a
    half-made action), its transcript and what a tap does.

    **The turn structure** is declared by three public hooks, whose defaults (``Screen``'s)
    make every entry a turn of its own and which a game of several entries a turn, or of
    taps that pick before they act, fills (in the spirit of boardgame.io's turn and stage
    declarations):

    - ``forced_entry(position)``: the entry the game makes by itself (a forced pass; in a
      game of several entries a turn, the end of a turn with nothing left to do). Undo
      never stops before one.
    - ``ends_turn(entry, after)``: whether an entry ends its side's turn. Undo and redo
      stop between turns, and within the turn in progress at each entry.
    - ``pick(square)`` with ``PICKS`` and ``PREVIEWS``: what a tap on an option means in
      the middle of an action (a first tap that picks a piece to move or a square to
      place on): the state with that pick, or None when the tap makes the action.
      ``PICKS`` names the fields that hold the picks (dropped with the preview when the
      opponent changes, an action is made or a review begins).
    """

    NAME: str
    """The game's name, as ``VARIANT.NAME``."""
    RULES: type
    """Its ``Position`` class."""
    PASS: object
    """The entry of a pass: every pass is an entry of the record, whether or not the
    transcript writes it (``Screen.written`` puts back the ones a transcript leaves out)."""
    TEXT: object
    """How a game's text writes its start position (``reversi.base.notation.Notation``)."""
    PICKS: tuple[str, ...]
    """The fields holding the picks of a half-made action (``pick``); none by default."""
    PREVIEWS: bool
    """Whether under full hints a first tap on an option previews it (default True)."""
    counts: tuple
    """An attribute (a property): what the scoreboard counts now, one number for each of
    ``DRAWING.PIECES``; by default ``counts_of(position)``."""
    options: object
    """An attribute (a property): the squares a tap acts on now (a collection; a dict may
    say what each does)."""

    @staticmethod
    def parse_entries(text: str) -> list:
        """The entries of a transcript; NotationError for a text that is not one."""

    @staticmethod
    def format_entries(entries) -> str:
        """The transcript of ``entries`` (``parse_entries`` reads it back)."""

    def _play(self, square: int):
        """The state after a tap on ``square``, one of ``options``, that makes an action; by
        default ``_act(square)`` (a tap plays the square tapped)."""

    def _act(self, entry):
        """The state after ``entry`` joins the record, with the entries it forces
        (``Screen.forced``) and ``last`` (``Last``) set."""

    @staticmethod
    def counts_of(position) -> tuple[int, ...]:
        """What the scoreboard counts in ``position``; by default ``position.counts()``."""

    def computer_move(self, move):
        """The state after the computer's ``move`` (``PlayersModule.thinking``'s)."""

    @classmethod
    def forced_entry(cls, position):
        """The entry the game makes by itself in ``position``, None when the player chooses."""

    @staticmethod
    def ends_turn(entry, after) -> bool:
        """Whether ``entry`` (leading to ``after``) ends its side's turn."""

    def pick(self, square: int):
        """The state with ``square`` picked, or None when a tap on it makes the action."""


class DrawingHooks(Protocol):
    """What a game's drawing (a subclass of ``Drawing``) draws; ``Drawing`` documents the
    defaults of the rest (``PARTS``, ``TRAYS``, ``parts``, ``trays``, ``label`` ...)."""

    PIECES: tuple[str, ...]
    """The pieces on the scoreboard, the two sides first (default ``("black", "white")``)."""
    PART_MARKUP: dict[str, str]
    """Each part of ``PARTS`` as the page holds it (default none)."""

    @classmethod
    def squares(cls, game) -> list[dict[str, str]]:
        """The attributes of every square of ``game`` (its pieces and marks)."""

    @classmethod
    def animation(cls, before, move):
        """The steps of ``move``'s animation from the state ``before``."""

    @staticmethod
    def announcement(texts, game) -> str:
        """What the live region says after the last entry of ``game``."""

    @staticmethod
    def picture_piece(square: dict[str, str], x: float, y: float) -> str:
        """The SVG of the piece on ``square`` (its attributes in ``squares``: ``data-disc``,
        the game's own ``data-kind`` ...) centred on ``(x, y)`` in the first screen's picture
        of the game, a unit a square (about 25 px a board): the game's own piece shape with a
        ``data-piece`` that its ``STYLE`` colours (default a round disc)."""


class PerftModule(Protocol):
    """``games.<name>.perft``: the command line's ``perft``."""

    @staticmethod
    def perft(position: Position, depth: int) -> int:
        """The number of leaves ``depth`` actions below ``position``."""


class PlayersModule(Protocol):
    """``games.<name>.players``: the computer opponent, at ``reversi.base.screen.LEVEL_IDS``."""

    TIMED: bool
    """Whether ``best`` takes ``seconds`` (a level thinking to a time budget, for
    ``bestmove --time``); False where not given."""

    @staticmethod
    def thinking(position: Position, level: int, rng: random.Random):
        """The computer choosing its move in ``position`` at ``level``: an object with
        ``step(seconds=...)`` (True once chosen) and then ``move``, for ``computer_move``."""

    @staticmethod
    def best(position: Position, level: int, rng: random.Random) -> str:
        """What ``level`` plays in ``position``, in notation (``pass``, ``game over``)."""


class AnalysisModule(Protocol):
    """``games.<name>.analysis``: looking back with a coach, and exact results."""

    @staticmethod
    def analyser(position: Position, played=None):
        """Required where ``VARIANT.ANALYSER`` names modules (a game with a coach). The values of entries that may come next in ``position``, each for the side
        that makes it, from one search run in slices: a
        ``reversi.base.analysis.Appraising``. The best entry comes first, and ``played``
        (the entry played from ``position``, when the looking back asks) is among them:
        a game may value these two alone. In a game of turns (``turn_ends`` in the
        module of its screen state) the entries are whole turns."""

    @staticmethod
    def solve(position: Position) -> str:
        """The best move of ``position`` and the result it leads to with best play, in one
        line (``reversi.base.variant.solution_line`` for a game scored by a number);
        ``reversi.base.variant.BeyondSolver`` when too far from the end."""

    @staticmethod
    def preparing(seconds: float | None = None):
        """What ``analyser`` reads once (an opening book), read as a generator that yields
        each time ``seconds`` of work are done (``reversi.base.slices``): the page runs it
        in slices before its first analysis, so that no analysis slice reads it."""


class FiguresModule(Protocol):
    """``games.<name>.figures``: the illustrated rules."""

    PAGE: tuple[str, ...]
    """The keys of the rules page's sections, in order (its texts' ``<NAME>_RULES``): the
    lessons teach each of them (``LessonsModule``)."""

    @staticmethod
    def rules_page(texts) -> str:
        """The HTML of the game's illustrated rules in the language of ``texts``."""


class PuzzlesModule(Protocol):
    """``games.<name>.puzzles``: the game's puzzles (``reversi.play.puzzles``), kept in
    ``puzzles.bin`` beside the module (its first import brings the file to the page) and
    proven by the game's exact solver."""

    GOALS: tuple[str, ...]
    """The goals its puzzles set (keys of the ``PUZZLE_GOALS`` of its ``texts``: the goal
    in words, ``{side}`` standing for the side to move)."""

    @staticmethod
    def prove(position: Position, goal: str):
        """Every line of entries from ``position`` that reaches ``goal``, with the solver's
        refutations of wrong entries: a ``reversi.base.proof.Proof`` (no lines where the
        goal cannot be reached)."""

    @staticmethod
    def hint(position: Position, entry) -> frozenset[int]:
        """The squares to mark as a hint for ``entry`` in ``position``: the area or the
        piece to look at."""


class TextsModule(Protocol):
    """``games.<name>.texts``: the game's texts over the shared catalogue's
    (``reversi.strings.catalogue(language, name)``), in every language; its display name is
    ``VARIANT.GAME_NAMES`` (there for the choice of game before the game is imported)."""

    JA: dict
    EN: dict


class LessonsModule(Protocol):
    """``games.<name>.lessons``: the first lessons (れんしゅう), played by ``reversi.play.lessons``."""

    LESSONS: tuple
    """The lessons (``reversi.base.lessons.Lesson``), in the order of the rules page: together
    they teach every section of its ``figures.PAGE``."""


TEXTS = ("RULES", "<NAME>_RULES")
"""The texts every game's ``JA`` and ``EN`` hold (``<NAME>``: ``VARIANT.NAME`` in capitals):
the title of its rules page, and its sections, each ``{"heading": ..., "text": ...}`` (the
conformance suite checks the page's sections against them)."""

TEST_DATA = ("conformance.py", "games.txt")
"""What a game keeps in ``tests/unit/games/<name>/`` for the shared tests that walk the
registry: its values for them (``tests/unit/test_conformance.py``'s ``DATA``) and whole
games, one transcript a line."""

STYLE = "style.css"
"""A game's own look, in its package beside ``__init__.py``: the rules of its board, pieces,
trays, first screen's picture (``.picture [data-piece=...]``) and rules page's figures, each
scoped by ``html[data-game="<name>"]``, ``.switch[data-game="<name>"]`` or its own class
names. ``tools/build_vendor.py`` writes every game's, in the registry's order, into
``vendor/games.css``, which the page loads after ``styles/app.css`` (so a game's rule wins a
tie with a shared one); ``styles/app.css`` names no game. Optional: a game that the shared
styles draw (round discs on a green board) has none."""


OPTIONAL = {
    "Variant": ("ANALYSER", "TURNING", "POSITION_HELP", "TRANSCRIPT_HELP"),
    "Position": ("parse_transcript", "is_legal", "why_illegal", "black", "white"),
    "ScreenHooks": (
        "PICKS", "PREVIEWS", "counts", "_play", "forced_entry", "ends_turn", "pick", "counts_of", "tap_part",
        "why_not", "why_not_part", "turn_ends", "key_entry",
    ),
    "DrawingHooks": (
        "PIECES", "PARTS", "PART_MARKUP", "TRAYS", "BOTTOM_UP", "PIECE_MARKUP", "PART_KEYS", "pieces", "parts",
        "trays", "status_message", "result_details", "result_reason", "worded", "move_name", "label", "picture_piece",
        "SOUNDS", "move_sound", "step_sound", "refusal_sound",
    ),
    "PlayersModule": ("TIMED",),
    "AnalysisModule": ("analyser", "result_lines", "preparing"),
    "files": (STYLE,),
}
"""The names a game may provide, with defaults (``reversi.base.variant.Variant``, ``Screen``,
``Drawing``) or, for a file of its package, in the shared one it adds to (``STYLE``): each
game's own needs decide."""

NAMES = {
    "Variant": ("NAME", "STORAGE_KEY", "GAME_NAMES", "GAME", "DRAWING", "COMPUTER"),
    "Position": (
        "SIZE", "COLORS", "turn", "initial", "parse", "__str__", "replay", "replay_steps", "play", "legal_actions",
        "must_pass", "is_game_over", "winner", "counts", "piece_at",
    ),
    "Last": ("passed", "dropped"),
    "ScreenHooks": ("NAME", "RULES", "PASS", "TEXT", "parse_entries", "format_entries", "options", "_act",
                    "computer_move"),
    "DrawingHooks": ("squares", "animation", "announcement"),
    "modules": ("perft", "players", "analysis", "figures", "texts", "puzzles", "lessons"),
    "PerftModule": ("perft",),
    "PlayersModule": ("thinking", "best"),
    "AnalysisModule": ("solve",),
    "FiguresModule": ("PAGE", "rules_page"),
    "PuzzlesModule": ("GOALS", "prove", "hint"),
    "TextsModule": ("JA", "EN"),
    "LessonsModule": ("LESSONS",),
    "texts": TEXTS,
    "test data": TEST_DATA,
}
"""The names every game provides (its package's modules, its texts and its test data
counted as names), by protocol; ``OPTIONAL`` lists the others."""
MODULES = NAMES["modules"]
"""The modules of a game's package that ``reversi.base.variant.Variant``'s hooks import."""
