"""The message and the parts around the board always show the position on the board
(issue 29, items 7 and 8), in every game of the registry:

- a refused tap's reason goes as soon as the next accepted action moves a piece, and a
  one-off notice too (no message of the position left while the pieces move); once they
  stand, the message is the new position's;
- a loaded position says what its side to act must do (a pass, a piece to give ...)
  after 「ゲームを よみこみました」;
- じゃんけんご: a tap on a square not next to the chosen piece says why, in both languages;
- stepping through a review faster than its animations (▶ three times, 0.3 s apart):
  at every change of the page, the counts, the turn, the trays and the parts around the
  board show one position of the game, and the board shows that position or, while its
  pieces move, that position going to the next one.

Every expected value comes from the engine: random games played by the same intents the
page reports (``game.tap``, ``game.tap_part``), the game's drawing and catalogue. One page
(normal motion: the animations take their time) for the module.
"""

from __future__ import annotations

import random

import pytest

from reversi import registry, strings
from reversi.base.screen import Status
from reversi.base.sides import square_name
from reversi.play import record

from . import helpers as h

LANGUAGES = ("ja", "en")
TIMEOUT_MS = 20_000
STEPS, STEP_GAP_MS = 3, 300


page = h.module_page(reduced_motion=False)


# --------------------------------------------------------------------------- the engine's side


def texts_of(name: str, language: str):
    return strings.catalogue(language, name)


def intents(variant, texts, game, every_square: bool = False) -> list[tuple]:
    """What a player may tap: the squares a tap acts on (or every square), then each
    tappable item of each tray."""
    squares = range(game.position.SIZE ** 2) if every_square else sorted(game.options)
    found = [("square", square) for square in squares]
    for name, tray in variant.DRAWING.trays(texts, game).items():
        found += [("part", name, index) for index, item in enumerate(tray.items) if item.tappable]
    return found


def act(game, intent):
    return game.tap(intent[1]) if intent[0] == "square" else game.tap_part(*intent[1:])


def why_not(game, intent) -> str | None:
    return game.why_not(intent[1]) if intent[0] == "square" else game.why_not_part(*intent[1:])


def moves(game, intent) -> bool:
    """``intent`` plays a move (not just a choice)."""
    after = act(game, intent)
    return after is not game and after.last is not game.last


def random_games(variant, texts, seed: int, count: int):
    """The games along a game of ``count`` moves (or fewer, if it ends), each made of random
    intents: the new game, then the game after each intent that changed it."""
    rng, game = random.Random(seed), variant.GAME.new()
    yield game
    for _ in range(2000):
        if len(game.actions) >= count or game.status is Status.OVER:
            break
        after = act(game, rng.choice(intents(variant, texts, game)))
        if after is not game:
            game = after
            yield game


def random_game(variant, texts, seed: int, count: int):
    """The last of ``random_games``."""
    *_, game = random_games(variant, texts, seed, count)
    return game


def position_message(variant, texts, game) -> str:
    """What the message under the board says of ``game``'s position (its text: the pieces
    are pictures), between two players."""
    shown = game.shown
    if shown.status is Status.PASSED:
        return texts.PASSED.replace("{piece}", "")
    own = variant.DRAWING.status_message(texts, shown)
    return "" if own is None else own.replace("{piece}", "")


def selector(game, intent) -> str:
    if intent[0] == "square":
        return f'#board [data-square="{square_name(intent[1], game.position.SIZE)}"]'
    return f'[data-tray="{intent[1]}"] button[data-index="{intent[2]}"]'


# --------------------------------------------------------------------------- the page's side


def set_language(page, language: str) -> None:
    if page.evaluate("document.documentElement.lang") != language:
        page.click(f'[data-language="{language}"]')
        page.wait_for_selector(f'html[lang="{language}"]', state="attached")


def load(page, variant, game):
    """Open ``game`` by its link (its own game comes on screen), wait until it stands, and
    return the game as the page loaded it."""
    if page.evaluate("document.documentElement.hasAttribute('data-reviewing')"):
        h.leave_review(page)
    link = record.format_link(game.start, game.actions)
    name = variant.NAME
    page.evaluate("text => { location.hash = text; }", link if link.startswith(f"{name}:") else f"{name}:{link}")
    loaded = variant.GAME.from_record(game.actions, start=game.start)
    page.wait_for_function(
        """board => location.hash === '' && !document.documentElement.hasAttribute('data-reading')
            && !document.getElementById('board').hasAttribute('data-animating')
            && Object.entries(board).every(([square, disc]) =>
                 (document.querySelector(`#board [data-square="${square}"]`).dataset.disc || '') === disc)""",
        arg=board_of(variant, loaded), timeout=TIMEOUT_MS,
    )
    assert page.evaluate("document.documentElement.dataset.game") == name
    return loaded


def message(page) -> str:
    return page.text_content("#message")


def wait_message(page, text: str) -> None:
    page.wait_for_function("text => document.querySelector('#message').textContent === text", arg=text, timeout=TIMEOUT_MS)


def loaded_messages(texts, said: str) -> set[str]:
    """The message after a game was loaded: the notice (the live game may have been kept
    first), then what the position says."""
    return {" ".join(filter(None, (notice, said))) for notice in (texts.LOADED, texts.KEPT)}


# --------------------------------------------------------------------------- item 7: messages


def refusal_then_move(variant, texts):
    """A game a few moves in, the choice to make first (an intent that changes nothing on
    the board, or None), a refused intent with its reason there (or None: the game refuses
    nothing with a reason) and an intent that then plays a move."""
    for seed in range(20):
        game = random_game(variant, texts, seed, 4)
        choices = [(game, None)] + [
            (act(game, intent), intent) for intent in intents(variant, texts, game)
            if act(game, intent) is not game and not moves(game, intent)
        ]
        for chosen, choice in choices:
            played = [intent for intent in intents(variant, texts, chosen) if moves(chosen, intent)]
            refused = [
                intent for intent in intents(variant, texts, chosen, every_square=True)
                if act(chosen, intent) is chosen and why_not(chosen, intent)
            ]
            if played and refused:
                return game, choice, refused[0], played[0]
    game = random_game(variant, texts, 0, 4)
    assert not any(
        why_not(game, intent) for intent in intents(variant, texts, game, every_square=True)
    ), "test error: a refusal the search above missed"
    return game, None, None, next(intent for intent in intents(variant, texts, game) if moves(game, intent))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", registry.NAMES)
def test_no_message_outlives_the_position_it_was_about(page, name, language):
    """Issue 29, item 7: くにとり, b2, then a brown piece (refused), then white's 王: the 王
    landed with the refusal still under the board. In every game: a refusal (where the
    game refuses with a reason) or the loaded notice, then a move: from the tap on, the
    message says nothing of the position left, and once the pieces stand it says the new
    position's message."""
    variant = registry.variant(name)
    texts = texts_of(name, language)
    set_language(page, language)
    game, choice, refused, played = refusal_then_move(variant, texts)
    game = load(page, variant, game)
    assert message(page) in loaded_messages(texts, position_message(variant, texts, game))
    if choice is not None:
        page.click(selector(game, choice))
        game = act(game, choice)
        wait_message(page, position_message(variant, texts, game))
    if refused is not None:
        page.click(selector(game, refused))
        wait_message(page, getattr(texts, why_not(game, refused)))
        assert act(game, refused) is game
    at_tap = page.evaluate(
        """selector => { document.querySelector(selector).click();
            return {message: document.querySelector('#message').textContent,
                    animating: document.getElementById('board').hasAttribute('data-animating')}; }""",
        selector(game, played),
    )
    assert at_tap == {"message": "", "animating": True}, (name, choice, refused, played)
    game = act(game, played)
    h.wait_idle(page)
    assert message(page) == position_message(variant, texts, game)


def pending_position(variant, texts):
    """A game whose position has something to say (a pass, a piece to give ...), else one
    a few moves in."""
    for seed in range(30):
        for played in random_games(variant, texts, seed, 40):  # (a game as played says it too)
            if played.actions and played.status is not Status.OVER and position_message(variant, texts, played):
                at = variant.GAME.from_record(played.actions, start=played.start)
                if at.status is not Status.OVER and position_message(variant, texts, at):
                    return at
    return random_game(variant, texts, 0, 4)


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_loaded_position_says_what_its_side_must_do(page, name):
    """Issue 29, item 7: a くにとり position where brown must give a piece said only
    「ゲームを よみこみました」. In every game, in both languages: the notice, then the
    position's own message."""
    variant = registry.variant(name)
    for language in LANGUAGES:
        texts = texts_of(name, language)
        set_language(page, language)
        game = load(page, variant, pending_position(variant, texts))
        said = position_message(variant, texts, game)
        assert message(page) in loaded_messages(texts, said), (name, language, game.transcript)
    set_language(page, "ja")


@pytest.mark.parametrize("language", LANGUAGES)
def test_jankengo_says_why_a_chosen_piece_cannot_step_to_a_square_not_next_to_it(page, language):
    """Issue 29, item 7: with a piece chosen, a tap on a square not next to it said nothing."""
    variant = registry.variant("jankengo")
    texts = texts_of("jankengo", language)
    set_language(page, language)
    game = load(page, variant, variant.GAME.from_transcript("d1-d2 end d7-d6 end"))
    chosen = game.tap(square_of(game, "d2"))
    for far in ("d4", "b2", "d6"):  # empty, empty, the other side's piece
        page.click('#board [data-square="d2"]')
        page.wait_for_selector('#board [data-square="d2"][data-selected]', state="attached")
        assert chosen.why_not(square_of(game, far)) == "NOT_NEXT" and chosen.tap(square_of(game, far)) is chosen
        page.click(f'#board [data-square="{far}"]')
        wait_message(page, texts.NOT_NEXT)
        page.click('#board [data-square="d2"]')  # let go: the reason goes
        page.wait_for_selector('#board [data-square="d2"]:not([data-selected])', state="attached")
        assert message(page) == ""
    set_language(page, "ja")


def square_of(game, name: str) -> int:
    size = game.position.SIZE
    return next(square for square in range(size * size) if square_name(square, size) == name)


# --------------------------------------------------------------------------- item 8: stepping quickly in the review

_STEP_JS = """async ({count, gap}) => {
  const board = document.getElementById('board');
  const visible = e => e.closest('[hidden]') === null;
  const snap = () => ({
    animating: board.hasAttribute('data-animating'),
    board: Object.fromEntries([...board.querySelectorAll('[data-square]')].map(c => [c.dataset.square, {...c.dataset}])),
    panels: {
      scores: Object.fromEntries([...document.querySelectorAll('.app [data-score]')].filter(visible).map(e => [e.dataset.score, e.textContent])),
      turn: document.getElementById('turn').dataset.turn,
      trays: Object.fromEntries([...document.querySelectorAll('[data-tray]')].map(t => [t.dataset.tray,
        [t.querySelector('.tray-label').textContent, ...[...t.querySelectorAll('.tray-item')].map(i => i.getAttribute('aria-label'))]])),
      parts: Object.fromEntries([...document.querySelectorAll('.app [data-part]')].filter(visible).map(e => [e.dataset.part,
        Object.fromEntries([...e.attributes].filter(a => a.name.startsWith('data-') && a.name !== 'data-part' || a.name === 'aria-label').map(a => [a.name, a.value]))])),
    },
  });
  const samples = [snap()];
  const observer = new MutationObserver(() => samples.push(snap()));
  observer.observe(document.body, {subtree: true, attributes: true, childList: true, characterData: true});
  const forward = document.getElementById('review-forward');
  for (let i = 0; i < count; i++) {
    if (i) await new Promise(resolve => setTimeout(resolve, gap));
    forward.click();
  }
  await new Promise(resolve => { const still = () => board.hasAttribute('data-animating') ? setTimeout(still, 50) : resolve(); still(); });
  observer.disconnect();
  samples.push(snap());
  return samples;
}"""


def panels(variant, texts, shown) -> dict:
    """What the page shows around the board for the position ``shown`` (as ``_STEP_JS`` reads it)."""
    drawing = variant.DRAWING
    parts = {}
    for part, attributes in drawing.parts(texts, shown).items():
        parts[part] = {key: value for key, value in attributes.items() if key.startswith("data-") or key == "aria-label"}
    return {
        "scores": {piece: str(count) for piece, count in drawing.scores(shown).items()},
        "turn": "none" if shown.status is Status.OVER else shown.turn.value,
        "trays": {name: [tray.label, *(item.label for item in tray.items)] for name, tray in drawing.trays(texts, shown).items()},
        "parts": parts,
    }


def board_of(variant, shown) -> dict:
    """Each square's piece (its ``data-disc``)."""
    size = shown.position.SIZE
    return {square_name(square, size): attributes.get("data-disc", "") for square, attributes in enumerate(variant.DRAWING.squares(shown))}


def pieces_of(variant, shown) -> dict:
    """Each square's piece as the game draws it (``Drawing.pieces``: its side, and in some
    games its kind or face), as ``dataset`` names it."""
    size = shown.position.SIZE
    return {
        square_name(square, size): {dataset_name(name): value for name, value in attributes.items()}
        for square, attributes in enumerate(variant.DRAWING.pieces(shown.position))
    }


def dataset_name(attribute: str) -> str:
    """``data-will-flip`` -> ``willFlip``."""
    head, *rest = attribute.removeprefix("data-").split("-")
    return head + "".join(word.capitalize() for word in rest)


@pytest.mark.parametrize("name", registry.NAMES)
def test_stepping_quickly_through_a_review_keeps_every_part_on_one_position(page, name):
    """Issue 29, item 8: ▶ three times 0.3 s apart: the board ran ahead while the counts,
    the trays and the turn showed the position of two steps before for about a second.
    At every change of the page: the parts around the board show a position of the
    review, and the board shows that position or (while its pieces move) that one going
    to the next; once still, everything shows the last step."""
    variant = registry.variant(name)
    texts = texts_of(name, "ja")
    set_language(page, "ja")
    played = random_game(variant, texts, 1, 12)
    if played.status is Status.OVER:  # (a short game: the result's dialog would cover the move list)
        played = variant.GAME.from_record(played.actions[:-1], start=played.start)
    game = load(page, variant, played)
    first = 1
    page.click(f'#moves button[data-move="{first}"]')
    page.wait_for_selector(f'html[data-reviewing] #moves button[data-move="{first}"][aria-current="step"]', state="attached")
    h.wait_idle(page)
    review = game.review_at(first)
    positions = [review.review_at(at).shown for at in range(first, first + STEPS + 1)]
    want = [(panels(variant, texts, shown), pieces_of(variant, shown)) for shown in positions]
    drawn = {name for _, board in want for square in board.values() for name in square}  # what says which piece
    samples = page.evaluate(_STEP_JS, {"count": STEPS, "gap": STEP_GAP_MS})
    for sample in samples:
        sample["board"] = {square: {name: value for name, value in attributes.items() if name in drawn} for square, attributes in sample["board"].items()}
    for number, sample in enumerate(samples):
        agree = [
            at for at, (shown_panels, board) in enumerate(want)
            if sample["panels"] == shown_panels
            and all(
                sample["board"][square] in (board[square], want[min(at + 1, STEPS)][1][square])
                for square in board
            )
            and (sample["animating"] or sample["board"] == board)
        ]
        assert agree, (
            f"{name}: change {number} of {len(samples)}: the board and the parts around it show different positions\n"
            f"panels: {sample['panels']}\nboard: {sample['board']}\nanimating: {sample['animating']}\n"
            f"the positions' panels: {[shown_panels for shown_panels, _ in want]}"
        )
    assert samples[-1]["panels"] == want[-1][0] and samples[-1]["board"] == want[-1][1]
    h.leave_review(page)


def test_no_error_was_logged(page):
    assert page.log.errors() == [], page.log.summary()
