"""The practice screen: the first lessons (れんしゅう) and the puzzles (もんだい) of the game
on screen, played on the game's own board (the ``View`` draws it and turns taps into
intents, as in a game). A lesson (``reversi.play.lessons.Exercise``) and a puzzle
(``reversi.play.puzzles.Puzzle``) are played alike: a position, a goal in words, and
``judge`` for each entry the child makes.

The menu's ``#lessons-open`` (its text: the lessons passed of those of the game) opens the
first lesson not passed yet; its ``#puzzle-grades`` holds a button a grade
(``button[data-grade=N]``, its stars ``★ 5/24``; a grade not open yet is disabled: it
opens once half of the one before is solved), which opens the first puzzle of that grade
not solved yet. ``<html data-practice="lessons|puzzles">`` is set meanwhile and the panel
``#practice`` shows the exercise (``#practice-title``), its goal (``#practice-goal``) and
``#practice-hint`` (marks the squares to look at: ``data-look`` on them; a lesson says its
rule too; a puzzle solved after it earns no star), ``#practice-again`` (the position back),
``#practice-next`` and ``#practice-exit`` (back to the game, as it was left).

An entry judged right is played, animated, then the other side's reply; once solved,
「せいかい!」 under the board (``#message``), and the exercise is remembered
(``reversi.play.progress`` in ``localStorage``; a failed save keeps it for this visit).
A wrong entry of a puzzle with a refutation is played, then the refutation, with
「ざんねん」, and after ``RESTORE_AFTER_S`` the position comes back; any other wrong tap
changes nothing and says why (a lesson: in the rules page's words).
``<html data-practice-busy>`` while moves are played out (``="refuted"`` while a
refutation stands on the board, before the position comes back). ``#practice-start-over`` (shown
once something is done) forgets what was done in the game on screen. The first screen's
game buttons show each game's stars (``.switch-stars``). Nothing of practice is saved as
the game in progress.
"""

import asyncio

from js import document, window

from ..play import lessons, puzzles
from ..play.progress import KEY, Progress, grades_open
from . import archives
from .dom import by_id, focus_soon, is_none, listen, stored

RESTORE_AFTER_S = 1.2
"""How long a refutation played out stays on the board before the position comes back."""


class Practice:
    """The practice of ``view``'s game on screen; ``exercise`` is the one on the board,
    None outside practice."""

    def __init__(self, view):
        self.view = view
        self.kind, self.exercises, self.index, self.exercise = "", (), 0, None
        self.kept = None  # the game in progress, put back on leaving
        self.steps = []  # what comes once the move on the board has been animated
        self.back = None  # the position a wrong answer's refutation goes back to
        self.solved = self.looking = self.hinted = False
        self.puzzles = {}  # the puzzles read, by game
        self.progress = Progress.load(stored(KEY))
        for name, handler in {
            "lessons-open": self.open_lessons,
            "practice-start-over": self.start_over,
            "practice-hint": self.show_hint,
            "practice-again": self.again,
            "practice-next": self.next,
            "practice-exit": self.close,
            "menu-open": self.menu_opened,
            "review-menu": self.menu_opened,
        }.items():
            listen(by_id(name), "click", lambda event, handler=handler: handler())
        listen(by_id("puzzle-grades"), "click", self.on_grade_click)

    @property
    def active(self) -> bool:
        return self.exercise is not None

    # -- opening and leaving ------------------------------------------------------------

    def open_lessons(self) -> None:
        """The first lesson not passed yet (the first when all are)."""
        name = self.view.variant.NAME
        found = lessons.lessons(name)
        self._enter("lessons", found, [e for e in found if not self.progress.done("lessons", name, e.number)])

    def on_grade_click(self, event) -> None:
        button = event.target.closest("button[data-grade]")
        if is_none(button) or button.disabled:
            return
        grade, name = int(button.getAttribute("data-grade")), self.view.variant.NAME
        found = tuple(puzzle for puzzle in self.puzzles[name] if puzzle.grade == grade)
        self._enter("puzzles", found, [p for p in found if not self.progress.done("solved", name, p.number)])

    def _enter(self, kind: str, exercises: tuple, todo: list) -> None:
        """The menu closes on ``exercises``, at the first of ``todo`` (else the first)."""
        view = self.view
        view.records.menu_dialog.dialog.close()
        view._stop()
        if not self.active:
            self.kept = view.game
        self.kind, self.exercises = kind, exercises
        document.documentElement.setAttribute("data-practice", kind)
        by_id("practice").hidden = False
        self.show(exercises.index(todo[0]) if todo else 0)

    def show(self, index: int) -> None:
        """Exercise ``index`` on the board, from its position."""
        view = self.view
        self.index, self.exercise = index, self.exercises[index]
        self.solved = self.looking = self.hinted = False
        self.steps, self.back = [], None
        document.documentElement.removeAttribute("data-practice-busy")
        game = view.variant.GAME.from_record((), start=self.exercise.position)
        self._put(game)
        self.write_texts()
        view.announce(f"{self._title()} {self.exercise.goal_text(view.texts.LANGUAGE)}")
        focus_soon(view.cells[min(game.options, default=0)])

    def _put(self, game) -> None:
        """``game`` on the board at once, nothing animated, nothing said."""
        view = self.view
        view._stop()
        view.game = view.shown = game
        view.notice = view.refusal = None
        view.keys.reset(view.cells, view.size, start=min(game.options, default=0), bottom_up=view.drawing.BOTTOM_UP)
        view.render()

    def close(self) -> None:
        """Back to the game as it was left."""
        view = self.view
        if not self.active:
            return
        game, self.kept, self.exercise, self.steps = self.kept, None, None, []
        document.documentElement.removeAttribute("data-practice")
        document.documentElement.removeAttribute("data-practice-busy")
        by_id("practice").hidden = True
        self._put(game)
        view.announce(view.drawing.state_announcement(view.texts, game))
        focus_soon(by_id("menu-open"))

    # -- the buttons ----------------------------------------------------------------------

    def again(self) -> None:
        self.show(self.index)

    def next(self) -> None:
        self.show((self.index + 1) % len(self.exercises))

    def show_hint(self) -> None:
        """Mark the squares to look at (a lesson says its rule too)."""
        self.looking = self.hinted = True
        self.view.render()
        if isinstance(self.exercise, lessons.Exercise):
            self.view.refuse(self._why)
            self.view.announce(self._why(self.view.texts))
        else:
            self.view.announce(self.view.texts.PRACTICE_HINT)

    def start_over(self) -> None:
        self.progress = self.progress.cleared(self.view.variant.NAME)
        self._save()
        self.write_texts()

    # -- what the view asks ---------------------------------------------------------------

    def intent(self, act, why_not) -> None:
        """A tap in practice: a pick is made as in a game; an entry is judged (see the module)."""
        view = self.view
        before = view.game
        if self.solved or self.steps:
            return
        after = act(before)
        if after is not before and after.last is before.last:
            view.game = after  # a pick, or the choice moved
            view.render()
            return
        steps = () if after is before else lessons.played_out(self.exercise, before.actions, after.actions[len(before.actions)])
        if steps and steps[-1] == lessons.BACK:
            self.back = before.unpicked()
            view.tell(lambda texts: texts.PRACTICE_WRONG)
        elif not steps:
            view.game = before.unpicked()
            view.render()
            view.refuse(lambda texts: f"{texts.PRACTICE_WRONG} {self._why(texts)}")
            view.announce(f"{view.texts.PRACTICE_WRONG} {self._why(view.texts)}")
            return
        self.steps, self.solved = list(steps), steps[-1] == lessons.SOLVED
        document.documentElement.setAttribute("data-practice-busy", "")
        view.game = after
        view._start_move(before, after.last)

    def moved(self) -> None:
        """A move's animation has ended: the next of ``steps``."""
        if not self.active or not self.steps:
            return
        view, step = self.view, self.steps.pop(0)
        if step == lessons.BACK:
            document.documentElement.setAttribute("data-practice-busy", "refuted")
            asyncio.ensure_future(self._back(self.exercise))
        elif step == lessons.GO_ON:
            document.documentElement.removeAttribute("data-practice-busy")
            self._say(lambda texts: texts.PUZZLE_GO_ON)
        elif step == lessons.SOLVED:
            document.documentElement.removeAttribute("data-practice-busy")
            self._solved()
        else:  # the other side's entry
            before = view.game
            after = before._act(step)
            view.game = after
            view._start_move(before, after.last)

    async def _back(self, exercise) -> None:
        """The position before the wrong answer, once its refutation has been seen."""
        await asyncio.sleep(RESTORE_AFTER_S)
        if self.exercise is not exercise or self.back is None:
            return  # another exercise meanwhile
        game, self.back = self.back, None
        document.documentElement.removeAttribute("data-practice-busy")
        self._put(game)
        self.view.refuse(lambda texts: f"{texts.PRACTICE_WRONG} {self._why(texts)}")
        self.view.announce(f"{self.view.texts.PRACTICE_WRONG} {self._why(self.view.texts)}")

    def _solved(self) -> None:
        """Said right, and remembered: a lesson passed, a puzzle solved (a star without a hint)."""
        name, number = self.view.variant.NAME, self.exercise.number
        if self.kind == "lessons":
            self.progress = self.progress.with_done("lessons", name, number)
            done = all(self.progress.done("lessons", name, exercise.number) for exercise in self.exercises)
            extra = (lambda texts: f" {texts.LESSONS_DONE}") if done else (lambda texts: "")
        else:
            self.progress = self.progress.with_done("solved", name, number)
            if not self.hinted:
                self.progress = self.progress.with_done("stars", name, number)
            extra = (lambda texts: f" {texts.PUZZLE_STAR}") if not self.hinted else (lambda texts: "")
        self._save()
        self.write_texts()
        self._say(lambda texts: texts.PRACTICE_RIGHT + extra(texts))
        focus_soon(by_id("practice-next"))

    def _say(self, said) -> None:
        """``said`` (a message) under the board and, after the move's own sentence, aloud."""
        self.view.tell(said)
        self.view.announce(f"{by_id('announcer').textContent} {said(self.view.texts)}")

    def _why(self, texts) -> str:
        """Why a wrong tap is wrong: a lesson's rule, or to think again."""
        if isinstance(self.exercise, lessons.Exercise):
            return self.exercise.why_text(texts.LANGUAGE)
        return texts.PUZZLE_TRY_AGAIN

    def squares(self) -> dict:
        """The board's marks of the hint shown."""
        if not self.active or not self.looking:
            return {}
        return {square: {"data-look": ""} for square in self.exercise.hint(self.view.game.actions)}

    # -- the menu, the panel and the first screen -----------------------------------------

    def menu_opened(self) -> None:
        asyncio.ensure_future(self.read_puzzles())

    async def read_puzzles(self) -> None:
        """The game on screen's puzzles (their archive fetched first), then the menu's grades."""
        variant = self.view.variant
        if variant.NAME not in self.puzzles:
            module = f"{variant.__module__.removeprefix('reversi.')}.puzzles"
            try:
                await archives.import_each((module,))
            except ImportError:  # a game without puzzles yet, or offline before they were fetched
                return
            self.puzzles[variant.NAME] = puzzles.puzzles(variant.NAME)
            self.progress = self.progress.with_total(variant.NAME, len(self.puzzles[variant.NAME]))
            self._save()
        self.write_texts()

    def write_texts(self) -> None:
        """The menu's buttons, the panel and the first screen's stars in the language on screen."""
        texts, name = self.view.texts, self.view.variant.NAME
        count = len(self.view.variant.lessons())
        by_id("lessons-open").textContent = texts.LESSONS_PASSED.format(passed=self.progress.count("lessons", name), total=count)
        by_id("practice-start-over").hidden = not any(self.progress.count(kind, name) for kind in ("lessons", "solved"))
        self._write_grades()
        for game, total in self.progress.totals.items():
            star = document.querySelector(f'.switch[data-game="{game}"] .switch-stars')
            if not is_none(star):
                star.textContent = texts.PUZZLE_STARS.format(stars=self.progress.count("stars", game), total=total)
        if self.active:
            by_id("practice-title").textContent = self._title()
            by_id("practice-goal").textContent = self.exercise.goal_text(texts.LANGUAGE)
            solved = self.progress.done("lessons" if self.kind == "lessons" else "solved", name, self.exercise.number)
            by_id("practice").setAttribute("data-passed", "true" if solved else "false")

    def _write_grades(self) -> None:
        texts, name = self.view.texts, self.view.variant.NAME
        found = self.puzzles.get(name, ())
        grades = {}
        for puzzle in found:
            grades.setdefault(puzzle.grade, []).append(puzzle.number)
        opened = grades_open(grades, self.progress.of("solved", name))
        stars = self.progress.of("stars", name)
        html = []
        for grade, numbers in sorted(grades.items()):
            label = texts.PUZZLE_GRADE.format(grade=grade)
            score = texts.PUZZLE_STARS.format(stars=len(stars & set(numbers)), total=len(numbers))
            locked = "" if grade in opened else f' disabled title="{texts.PUZZLE_LOCKED}"'
            html.append(f'<button type="button" data-grade="{grade}"{locked}>{label}<span class="grade-stars">{score}</span></button>')
        element = by_id("puzzle-grades")
        element.innerHTML = "".join(html)
        element.closest(".menu-practice").toggleAttribute("data-puzzles", bool(found))

    def _title(self) -> str:
        texts, number, total = self.view.texts, self.index + 1, len(self.exercises)
        if self.kind == "lessons":
            return texts.LESSON_OF.format(number=number, total=total)
        return texts.PUZZLE_OF.format(grade=self.exercise.grade, number=number, total=total)

    def _save(self) -> None:
        try:
            window.localStorage.setItem(KEY, self.progress.dump())
        except Exception:  # storage full or disabled: the progress lasts as long as the page
            pass
