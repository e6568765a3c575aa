"""The practice screen: the first lessons (れんしゅう) of the game on screen, played on the
game's own board (the ``View`` draws it and turns taps into intents, as in a game).

The menu's ``#lessons-open`` (its text: the lessons passed of those of the game) opens the
first lesson not passed yet; ``<html data-practice>`` is set meanwhile and the panel
``#practice`` shows the lesson's number (``#practice-title``), its goal in words
(``#practice-goal``) and ``#practice-hint`` (marks the squares to look at:
``data-look`` on them, and says the rule), ``#practice-again`` (the position back),
``#practice-next`` and ``#practice-exit`` (back to the game, as it was left). A tap that
makes an accepted entry plays it, animated, then says 「せいかい!」 under the board
(``#message``) and remembers the lesson passed (``reversi.play.progress``, in
``localStorage``: a failed save keeps the progress for this visit); any other tap changes
nothing and says why, in the rules page's words. ``#lessons-start-over`` (shown once a
lesson is passed) forgets the game's lessons passed. Nothing of practice is saved as the
game in progress.
"""

from pyscript import document, window

from ..play import lessons
from ..play.progress import KEY, Progress
from .dom import focus_soon, listen, stored


def by_id(name: str):
    return document.getElementById(name)


class Practice:
    """The practice of ``view``'s game on screen; ``exercise`` is the lesson on the board,
    None outside practice."""

    def __init__(self, view):
        self.view = view
        self.exercises, self.index, self.exercise = (), 0, None
        self.kept = None  # the game in progress, put back on leaving
        self.solved = False
        self.looking = False  # the hint shown
        self.progress = Progress.load(stored(KEY))
        for name, handler in {
            "lessons-open": self.open,
            "lessons-start-over": self.start_over,
            "practice-hint": self.show_hint,
            "practice-again": self.again,
            "practice-next": self.next,
            "practice-exit": self.close,
        }.items():
            listen(by_id(name), "click", lambda event, handler=handler: handler())

    @property
    def active(self) -> bool:
        return self.exercise is not None

    # -- opening and leaving ------------------------------------------------------------

    def open(self) -> None:
        """The menu closes on the first lesson not passed yet (the first when all are)."""
        view = self.view
        view.records.menu_dialog.dialog.close()
        name = view.variant.NAME
        self.exercises = lessons.lessons(name)
        todo = [index for index, exercise in enumerate(self.exercises) if not self.progress.is_passed(name, exercise.number)]
        view._stop()
        if not self.active:
            self.kept = view.game
        document.documentElement.setAttribute("data-practice", "")
        by_id("practice").hidden = False
        self.show(todo[0] if todo else 0)

    def show(self, index: int) -> None:
        """Exercise ``index`` on the board, from its position."""
        view = self.view
        self.index, self.exercise = index, self.exercises[index]
        self.solved = self.looking = False
        game = view.variant.GAME.from_record((), start=self.exercise.position)
        view._stop()
        view.game = view.shown = game
        view.notice = view.refusal = None
        view.keys.reset(view.cells, view.size, start=min(game.options, default=0), bottom_up=view.drawing.BOTTOM_UP)
        self.write_texts()
        view.render()
        view.announce(f"{self._title()} {self.exercise.goal_text(view.texts.LANGUAGE)}")
        focus_soon(view.cells[min(game.options, default=0)])

    def close(self) -> None:
        """Back to the game as it was left."""
        view = self.view
        if not self.active:
            return
        view._stop()
        game, self.kept, self.exercise = self.kept, None, None
        document.documentElement.removeAttribute("data-practice")
        by_id("practice").hidden = True
        view.game = view.shown = game
        view.notice = view.refusal = None
        view.keys.reset(view.cells, view.size, start=min(game.options, default=0), bottom_up=view.drawing.BOTTOM_UP)
        view.render()
        view.announce(view.drawing.state_announcement(view.texts, game))
        focus_soon(by_id("menu-open"))

    # -- the buttons ----------------------------------------------------------------------

    def again(self) -> None:
        self.show(self.index)

    def next(self) -> None:
        self.show((self.index + 1) % len(self.exercises))

    def show_hint(self) -> None:
        """Mark the squares to look at and say the rule."""
        self.looking = True
        self.view.render()
        self.view.refuse(lambda texts: self.exercise.why_text(texts.LANGUAGE))
        self.view.announce(self.exercise.why_text(self.view.texts.LANGUAGE))

    def start_over(self) -> None:
        self.progress = self.progress.cleared(self.view.variant.NAME)
        self._save()
        self.write_texts()

    # -- what the view asks ---------------------------------------------------------------

    def intent(self, act, why_not) -> None:
        """A tap in practice: a pick is made as in a game; an action is played only when
        accepted (then said right once its animation ends); anything else says why not."""
        view = self.view
        before = view.game
        if self.solved:
            return
        after = act(before)
        if after is not before and after.last is before.last:
            view.game = after  # a pick, or the choice moved
            view.render()
            return
        entry = after.actions[len(before.actions)] if after is not before else None
        if entry is None or not self.exercise.judge(before.actions, entry).right:
            reason = self.exercise.why_text(view.texts.LANGUAGE)
            view.game = before.unpicked()
            view.render()
            view.refuse(lambda texts: f"{texts.PRACTICE_WRONG} {self.exercise.why_text(texts.LANGUAGE)}")
            view.announce(f"{view.texts.PRACTICE_WRONG} {reason}")
            return
        self.solved = True
        view.game = after
        view._start_move(before, after.last)

    def moved(self) -> None:
        """A move's animation has ended: a lesson solved is said right and remembered."""
        if not self.solved:
            return
        texts = self.view.texts
        self.progress = self.progress.passed(self.view.variant.NAME, self.exercise.number)
        self._save()
        self.write_texts()
        done = all(self.progress.is_passed(exercise.game, exercise.number) for exercise in self.exercises)
        said = lambda texts: texts.PRACTICE_RIGHT + (f" {texts.LESSONS_DONE}" if done else "")  # noqa: E731
        self.view.tell(said)
        self.view.announce(f"{by_id('announcer').textContent} {said(texts)}")  # after the move's own sentence
        focus_soon(by_id("practice-next"))

    def squares(self) -> dict:
        """The board's marks of the hint shown."""
        if not self.active or not self.looking:
            return {}
        return {square: {"data-look": ""} for square in self.exercise.hint()}

    def write_texts(self) -> None:
        """The menu's button and the panel in the language on screen."""
        texts, name = self.view.texts, self.view.variant.NAME
        count, passed = len(self.view.variant.lessons()), self.progress.count(name)
        by_id("lessons-open").textContent = texts.LESSONS_PASSED.format(passed=passed, total=count)
        by_id("lessons-start-over").hidden = passed == 0
        if self.active:
            by_id("practice-title").textContent = self._title()
            by_id("practice-goal").textContent = self.exercise.goal_text(texts.LANGUAGE)
            by_id("practice").setAttribute("data-passed", "true" if self.progress.is_passed(name, self.exercise.number) else "false")

    def _title(self) -> str:
        return self.view.texts.LESSON_OF.format(number=self.exercise.number, total=len(self.exercises))

    def _save(self) -> None:
        try:
            window.localStorage.setItem(KEY, self.progress.dump())
        except Exception:  # storage full or disabled: the progress lasts as long as the page
            pass
