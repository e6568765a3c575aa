"""The coach on the page (ふりかえり): analyses the game looked back at, or the live game
once it is over, in the background, and shows what ``reversi.play.coach`` says of it.

The analysis (``reversi.play.analysis``: ``Analysing``, the positions nearest the end
first) runs in slices of ``dom.SLICE_S`` on the page's event loop, like the computer's
thinking, so the page stays usable; its modules and the game's ``ANALYSER`` are imported
one a task the first time it is needed, never at start-up. Whatever is learnt is kept:
with the saved game after each move analysed (so a reload goes on where it was), and with
the game in the list of past games once done or left. It stops as soon as the record it
analyses is no longer the one shown (leaving the review of a game in progress, a new
game, another game, undo); what it knew is taken up again (fitted to the new record by
``Analysis.rebase``) when that record, or one beginning the same, comes back.

Contract with the tests: ``<html data-coach>`` while the coach shows (looking back at a
game of a game with an ``analyser``), with ``#coach`` (``data-analysed``, ``data-total``),
``#coach-picks button[data-jump=N]`` (the turning points listed first), ``#coach-progress``
and ``#graph-values`` (``aria-pressed``: the evaluation graph instead of the disc counts); a
move of the move list that is a turning point has ``data-turning`` and a ``.coach-mark``;
on the board, ``[data-coach=played]`` and ``[data-coach=better]`` (a ghost of
``data-coach-piece``); under the board ``#message`` shows the sentence, and the page's live
region (``#announcer``) says it when the review comes to the turning point (after the move,
when it comes by a move's animation).
"""

from __future__ import annotations

import asyncio
from html import escape

from js import document, window

from ..base.replays import replaying
from ..base.variant import can_analyse, turn_ends
from ..play import coach, record, saved
from . import archives
from .dom import SLICE_S, breathe, by_id, in_slices, is_none, listen


class Coach:
    """The coach of the ``Records`` of a page. ``analysis`` is what is known of ``record``
    (``(start, entries)``, the record shown: ``coach.target``), None before it is read."""

    def __init__(self, records):
        self.records, self.view = records, records.view
        self.record = None
        self.analysis = None
        self.task: asyncio.Task | None = None
        self.left: dict = {}  # record -> the analysis it had when left, this visit
        self.values = False  # the evaluation graph rather than the disc counts
        self.drawn = None  # (picks' numbers, language, game) as drawn
        self.said = None
        self.section = by_id("coach")
        listen(by_id("coach-picks"), "click", self.on_pick)
        listen(by_id("graph-values"), "click", self.on_graph_switch)

    # -- what is analysed ----------------------------------------------------------------

    def update(self) -> None:
        """Follow ``view.game``: analyse its target record (``coach.target``) if it is not
        the one being analysed, stop when there is none; then draw."""
        game, variant = self.view.game, self.view.variant
        wanted = coach.target(game) if can_analyse(variant) else None
        if wanted != self.record:
            self._leave()
            self.record = wanted
            if wanted is not None:
                self.task = asyncio.ensure_future(self._analyse(variant, wanted))
        self.render()

    def _leave(self) -> None:
        """Stop analysing ``record``; what is known stays (this visit, and in the list of past games)."""
        if self.task is not None:
            self.task.cancel()
            self.task = None
        if self.analysis is not None:
            self.left[self.record] = self.analysis
            self._keep()
        self.analysis = None

    async def _analyse(self, variant, wanted) -> None:
        try:
            await archives.import_each(("play.analysis", *variant.ANALYSER))  # the page answers meanwhile
            await in_slices(variant.preparing(SLICE_S))
            from ..play.analysis import Analysing

            known = await self._known(variant, wanted)
            self._adopt(known)
            analysing = Analysing(self.analysis)
            done = False
            while not done:
                done = analysing.step(seconds=SLICE_S)
                await breathe()
                if analysing.analysis is not self.analysis:  # one more move analysed: drawn in a task of its own
                    self._adopt(analysing.analysis)
                    await breathe()
        except asyncio.CancelledError:
            return
        self.task = None
        self._keep()

    async def _known(self, variant, wanted):
        """The analysis of ``wanted`` with the most moves known: as left this visit or as
        saved with the game (fitted to it: after undo, the moves before it), or as kept
        with it in the list of past games. The record, and the analysis saved with it,
        are replayed in slices (a long game's take hundreds of milliseconds in Pyodide)."""
        from ..play.analysis import Analysis

        start, entries = wanted
        await in_slices(replaying(start, entries, SLICE_S))
        found = list(self.left.values())
        try:
            text = window.localStorage.getItem(variant.STORAGE_KEY)
        except Exception:  # storage disabled
            text = None
        if not is_none(text):
            found.append(await in_slices(saved.reading_analysis(text, SLICE_S)))
        fitting = [
            known.rebase(start, entries)
            for known in found
            if known is not None and known.start == start and known.entries[:1] == entries[:1]
        ]
        fitting += [game.analysis for game in self.records.past_games() if (game.start, game.actions) == wanted]
        return max([Analysis.of(start, entries), *filter(None, fitting)], key=lambda known: known.analysed)

    def _adopt(self, analysis) -> None:
        """``analysis`` is what is known now: save it with the game and draw it (the
        board, only when the move shown is the one analysed)."""
        before, self.analysis = self.analysis, analysis
        self.view.save_game()
        if self.values:
            self.records.render()  # the evaluation graph too
        else:
            self.render()
        at = self.view.game.review.at if self.view.game.review is not None else 0
        if at and self.view.animation is None and (before is None or before.points[at - 1] is not analysis.points[at - 1]):
            self.view.render()  # the board's marks and the sentence of the move shown

    def _keep(self) -> None:
        """Keep ``analysis`` with its game in the list of past games (if it is there)."""
        games = self.records.past_games()
        kept = record.with_analysis(games, self.analysis)
        if kept != games:
            self.records.store_games(kept)

    def saved_with(self, game):
        """The analysis to save with ``game``: the one of its target record, if known."""
        if self.analysis is None or coach.target(game) != self.record:
            return None
        return self.analysis

    # -- what the page shows ---------------------------------------------------------------

    def _shown(self):
        """The analysis of what is looked back at, or None."""
        review = self.view.game.review
        return self.analysis if review is not None and self.analysis is not None else None

    def squares(self) -> dict:
        """The board's marks of the turning point shown (``coach.squares``)."""
        analysis = self._shown()
        return {} if analysis is None else coach.squares(analysis, self.view.game.review.at)

    def caption(self) -> str:
        """The sentence of the turning point shown, for under the board; else nothing."""
        analysis = self._shown()
        point = None if analysis is None else coach.turning_at(analysis, self.view.game.review.at)
        return "" if point is None else coach.sentence(self.view.texts, self.view.drawing, point)

    def graph(self, at: int) -> str | None:
        """The evaluation graph at ``at`` when chosen and there is an analysis, else None."""
        analysis = self._shown()
        if not self.values or analysis is None:
            return None
        from ..base.graph import value_graph

        return value_graph(analysis.series(), at, coach.value_label(self.view.texts, analysis, at))

    def try_better(self, game):
        """ここからうつ at a turning point of the player (not the computer's): the game
        from the position before it (before its turn), with the catalogue's word to try the better move;
        else None."""
        analysis = self._shown()
        point = None if analysis is None else coach.turning_at(analysis, game.review.at)
        if point is None or game.opponent is not None and game.opponent.color is point.color:
            return None
        best = coach.names(self.view.texts, self.view.drawing, point)[1]
        return game.review_at(point.before).play_from_review(), self.view.texts.COACH_TRY.format(best=best)

    def render(self) -> None:
        """Draw the coach: the section at the top of the review, the marks of the move list."""
        shown = self.record is not None and self.view.game.review is not None
        document.documentElement.toggleAttribute("data-coach", shown)
        self.section.hidden = not shown
        by_id("graph-values").setAttribute("aria-pressed", "true" if self.values else "false")
        self._render_marks()
        if self.record is None:
            return
        texts, analysis = self.view.texts, self.analysis
        total = len(turn_ends(self.view.variant, *self.record)) if analysis is None else len(analysis.points)
        done = 0 if analysis is None else analysis.analysed
        self.section.setAttribute("data-analysed", str(done))
        self.section.setAttribute("data-total", str(total))
        if not shown:
            return
        picks = () if analysis is None else coach.picks(analysis)
        if analysis is None:
            line = texts.COACH_PROGRESS.format(done=0, total=total)
        else:
            line = coach.progress(texts, analysis) or ("" if picks else texts.COACH_NONE)
        by_id("coach-progress").textContent = line
        drawn = (tuple(point.number for point in picks), texts.LANGUAGE, self.view.variant.NAME)
        if drawn != self.drawn:
            self.drawn = drawn
            by_id("coach-picks").innerHTML = "".join(
                f'<li><button type="button" data-jump="{point.number}" data-color="{point.color.value}">'
                f'<span class="number">{point.number}</span>{self.view.piece(point.color)}'
                f"<span>{escape(coach.names(texts, self.view.drawing, point)[0])}</span></button></li>"
                for point in picks
            )
        analysis, at = self._shown(), self.view.game.review.at
        point = None if analysis is None else coach.turning_at(analysis, at)
        if point is not None and (self.record, at) != self.said:
            self.said = self.record, at
            asyncio.get_event_loop().call_soon(self._say)  # (after the view has started a move's animation, if any)
        elif point is None:
            self.said = None

    def _say(self) -> None:
        """Say the sentence of the turning point shown, unless a move's animation runs: its
        end says the move and the sentence (``caption``)."""
        if self.view.animation is None and self.caption():
            self.view.announce(self.caption())

    def _render_marks(self) -> None:
        """Mark the turning points in the move list when it lists the record analysed. A
        mark makes its row taller: the list scrolls again to keep the current move whole."""
        listed = self.records.listed
        wanted = frozenset()
        if self.analysis is not None and listed is not None and listed[:2] == self.record:
            wanted = coach.marks(self.analysis)
        moves = self.records.moves
        found = moves.querySelectorAll("[data-turning]")
        for index in range(found.length):
            button = found.item(index)
            if int(button.getAttribute("data-move")) not in wanted:
                button.removeAttribute("data-turning")
                button.querySelector(".coach-mark").remove()
        mark = (
            '<span class="coach-mark"><span aria-hidden="true">?</span>'
            f'<span class="visually-hidden">{self.view.texts.COACH_MARK}</span></span>'
        )
        added = False
        for number in wanted:
            button = moves.querySelector(f'[data-move="{number}"]')
            if not is_none(button) and not button.hasAttribute("data-turning"):
                button.setAttribute("data-turning", "")
                button.insertAdjacentHTML("beforeend", mark)
                added = True
        if added:
            self.records.show_current_move()

    # -- intents -------------------------------------------------------------------------

    def on_pick(self, event) -> None:
        button = event.target.closest("button[data-jump]")
        game = self.view.game
        if not is_none(button) and game.review is not None:
            self.view.go(game.review_at(int(button.getAttribute("data-jump"))))

    def on_graph_switch(self, event) -> None:
        self.values = not self.values
        self.records.render()
