"""Auto-checked exercises: one widget per exercise type, and ``ExerciseSet(chapter)`` for all the
exercises of a chapter. The widgets hold no answers of their own: ``Check`` asks the exercise
(``mobgames.teaching.exercises``), which asks the engine where it can.

Every widget is made of standard controls (dropdowns, text boxes, buttons, radio buttons), so it
works with the keyboard (Tab, arrows, Enter, Space). The teacher's answer key is hidden until the
"Show answers (teacher)" toggle is pressed; in a student's view (``MOBGAMES_VIEW=student``, see
``mobgames.teaching.audience``) neither the toggle nor the key is on the page.

CSS classes: ``mobgames-exercise`` (each widget, plus ``mobgames-exercise-<kind>``),
``mobgames-exercise-check`` (the Check button), ``mobgames-exercise-feedback`` (the feedback),
``mobgames-exercise-key`` (the hidden answer key), ``mobgames-exercise-model`` (a writing task's
model and success criteria, shown after the reader writes), ``mobgames-exercise-picture`` (the
position a "What happens next?" stops at), ``mobgames-exercise-set`` (a whole set). What every
widget shares is in ``exercise_base.py``; the listening kinds' widgets (a dictation, listen and
choose) are in ``listening_exercises.py``.
"""

from __future__ import annotations

from html import escape

import ipywidgets as W

from mobgames.core.markup import text
from mobgames.teaching.audience import teacher_view
from mobgames.teaching.results import Record
from mobgames.teaching.rubrics import assessing
from .exercise_base import AUTO, LETTERS, TEXT, ExerciseWidget
from .exercise_base import html_block as _html
from .listening_exercises import LISTENING_WIDGETS
from .open_page import OpenPage, SaveText
from mobgames.teaching.exercises import (
    Exercise,
    Feedback,
    GapFill,
    MatchTerms,
    OrderSteps,
    Question,
    WhatHappensNext,
    Writing,
    exercises_for,
)
from mobgames.teaching.lessons import chapter_title

class MatchWidget(ExerciseWidget):
    """One dropdown per word; the meanings are listed with letters above them."""

    def _controls(self):
        ex: MatchTerms = self.exercise
        meanings = "".join(f"<li><b>{LETTERS[i]}</b>: {escape(d)}</li>" for i, d in enumerate(ex.options))
        options = [("Choose a meaning", None)] + [(f"{LETTERS[i]}: {d}", d) for i, d in enumerate(ex.options)]
        self.dropdowns = {term: W.Dropdown(options=options, value=None, description=term,
                                           style={"description_width": "190px"}, layout=W.Layout(width="95%"))
                          for term in ex.terms}
        return W.VBox([_html(f"<ul style='list-style:none;padding-left:4px;margin:4px 0'>{meanings}</ul>")]
                      + list(self.dropdowns.values()))

    def answer(self) -> dict:
        return {term: d.value for term, d in self.dropdowns.items()}


class GapFillWidget(ExerciseWidget):
    """The sentence with numbered gaps, and one text box per gap."""

    def _controls(self):
        ex: GapFill = self.exercise
        parts = ex.sentence.split("___")
        shown = (f"<span style='color:#555'>{escape(ex.context)}</span> " if ex.context else "") + escape(parts[0])
        for i, part in enumerate(parts[1:], 1):
            mark = "______" if ex.gaps == 1 else f"({i}) ______"
            shown += f"<b>{mark}</b>{escape(part)}"
        self.boxes = [W.Text(value="", placeholder="Type the missing word",
                             description="Answer:" if ex.gaps == 1 else f"Gap {i}:", layout=W.Layout(width="360px"))
                      for i in range(1, ex.gaps + 1)]
        return W.VBox([_html(f"<div style='font-size:17px;margin:6px 0'>{shown}</div>")] + self.boxes)

    def answer(self):
        words = [b.value for b in self.boxes]
        return words[0] if len(words) == 1 else words


class OrderWidget(ExerciseWidget):
    """The steps in rows, each with an up and a down button. The rows stay where they are and
    the steps move between them, so the keyboard focus stays on the button just pressed."""

    def _controls(self):
        ex: OrderSteps = self.exercise
        self.order = list(ex.shuffled)
        self.labels, self.up_buttons, self.down_buttons, rows = [], [], [], []
        for i in range(len(self.order)):
            label = _html("")
            label.layout = W.Layout(flex="1 1 auto")
            up = W.Button(description="\u25b2 Up", layout=W.Layout(width="80px"))
            down = W.Button(description="\u25bc Down", layout=W.Layout(width="90px"))
            up.on_click(lambda _, i=i: self.move(i, -1))
            down.on_click(lambda _, i=i: self.move(i, +1))
            self.labels.append(label)
            self.up_buttons.append(up)
            self.down_buttons.append(down)
            rows.append(W.HBox([up, down, label], layout=W.Layout(align_items="center")))
        self._render()
        return W.VBox(rows)

    def move(self, i: int, delta: int) -> None:
        """Move the step in row ``i`` one row up (-1) or down (+1)."""
        j = i + delta
        if 0 <= j < len(self.order):
            self.order[i], self.order[j] = self.order[j], self.order[i]
            self._render()

    def _render(self) -> None:
        last = len(self.order) - 1
        for i, item in enumerate(self.order):
            self.labels[i].value = (f"<div class='mathjax_ignore' style='{TEXT}'><b>{i + 1}.</b> "
                                    f"{escape(item)}</div>")
            self.up_buttons[i].disabled = i == 0
            self.down_buttons[i].disabled = i == last
            self.up_buttons[i].tooltip = f"Move step {i + 1} up: {item}"
            self.down_buttons[i].tooltip = f"Move step {i + 1} down: {item}"

    def answer(self) -> list[str]:
        return list(self.order)


class NextWidget(ExerciseWidget):
    """The story so far (the picture of the position, and the events) and one button per possible
    next event. A battle and a game are shown in the same way."""

    def _controls(self):
        from mobgames.core.markup import no_math
        from mobgames.teaching import annotate

        ex: WhatHappensNext = self.exercise
        story = "".join(f"<li>{annotate(e.text)}</li>" for e in ex.story)
        self.picture = W.HTML(no_math(ex.picture()))     # a Mob Ties board shows dollar amounts
        self.picture.add_class("mobgames-exercise-picture")
        if ex.whole_story.noun == "battle":
            self.picture.add_class("mobgames-battlefield")
        self.story = _html(f"<div style='max-height:180px;overflow-y:auto;border-left:3px solid #ddd;padding-left:6px'>"
                           f"<ol style='margin:2px 0'>{story}</ol></div>"
                           f"<div style='margin-top:4px'><b>The {escape(ex.whole_story.noun)} stops here:</b> "
                           f"{annotate(ex.event.text)}</div>")
        self.choice: str | None = None
        self.choice_buttons = []
        for kind, label in ex.choices:
            b = W.Button(description=label, tooltip=label,
                         layout=W.Layout(width="auto", min_width="320px", margin="2px 0", align_self="flex-start"))
            b.on_click(lambda _, kind=kind: self.choose(kind))
            self.choice_buttons.append((kind, b))
        return W.VBox([self.picture, self.story, _html("<b>What happens next?</b>")]
                      + [b for _, b in self.choice_buttons])

    def choose(self, kind: str) -> None:
        """Pick a choice (what a click on its button does)."""
        self.choice = kind
        for k, b in self.choice_buttons:
            b.button_style = "primary" if k == kind else ""   # (info, white on teal, is 3.5:1)
            b.icon = "check" if k == kind else ""

    def answer(self):
        return self.choice


class QuestionWidget(ExerciseWidget):
    """The question and its choices as radio buttons."""

    def _controls(self):
        ex: Question = self.exercise
        self.radio = W.RadioButtons(options=ex.choices, value=None, description="Answer:",
                                    style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        return W.VBox([_html(f"<div style='font-size:16px;margin:4px 0'>{escape(ex.prompt)}</div>"), self.radio])

    def answer(self):
        return self.radio.value


class WritingWidget(ExerciseWidget):
    """A writing task: the prompt, what to put in, a text box. Check never marks the text: it
    shows the model answer and the success criteria, each with a box to tick, to compare with."""

    def _controls(self):
        ex: Writing = self.exercise
        points = "".join(f"<li>{escape(p)}</li>" for p in ex.points)
        words = f" ({ex.words[0]} to {ex.words[1]} words)" if ex.words else ""
        useful = (f"<div><i>Useful language:</i> {escape(', '.join(ex.language))}</div>" if ex.language else "")
        task = _html(f"<div style='font-size:16px;margin:4px 0'>{escape(ex.prompt)}{escape(words)}</div>"
                     + (f"<div>Put in:</div><ul style='margin:2px 0'>{points}</ul>" if points else "") + useful)
        self.text = W.Textarea(value="", placeholder="Write your text here.",
                               layout=W.Layout(width="95%", height="160px"))
        # (a description is typeset by the widget: "$240 and $360" would be maths; text() keeps it money)
        self.criteria = [W.Checkbox(value=False, description=text(c), description_allow_html=True, indent=False,
                                    layout=AUTO) for c in ex.criteria]
        self.model = _html(f"<div style='border-left:3px solid #0b4f8a;padding:4px 8px;background:#f5f9fd'>"
                           f"<b>A model answer</b><br>{escape(ex.model)}</div>"
                           "<div style='margin-top:6px'><b>Success criteria.</b> Tick what your text does:</div>")
        self.after = W.VBox([self.model] + self.criteria)
        self.after.layout.display = "none"          # shown once the reader has written something
        self.after.add_class("mobgames-exercise-model")
        parts = [task, self.text, self.after]
        if teacher_view():              # the teacher assesses the text on the B1 writing rubric
            parts.append(_html(assessing(ex.id.split("#")[0], "writing"), "mobgames-assessing"))
        return W.VBox(parts)

    def answer(self):
        return self.text.value

    def check(self) -> Feedback:
        result = super().check()
        if result.correct:
            self.after.layout.display = None
        return result

    @property
    def model_shown(self) -> bool:
        return self.after.layout.display != "none"


WIDGETS = {"match": MatchWidget, "gap": GapFillWidget, "order": OrderWidget, "next": NextWidget,
           "question": QuestionWidget, "writing": WritingWidget, **LISTENING_WIDGETS}


def exercise_widget(exercise: Exercise, number: int | None = None) -> ExerciseWidget:
    """The widget for one exercise, whatever its kind."""
    return WIDGETS[exercise.kind](exercise, number)


class ExerciseSet(W.VBox):
    """All the exercises of a chapter (``ExerciseSet("bloodfeud/03_battle")``), or of a list.
    ``widgets`` are the exercise widgets; ``score()`` counts the right answers checked so far; one
    toggle shows or hides every answer key."""

    def __init__(self, chapter, *, title: str | None = None, results_as: str | None = None):
        # results_as: the id a list of exercises is recorded under (a quiz: "quiz/bloodfeud")
        exercises = exercises_for(chapter) if isinstance(chapter, str) else list(chapter)
        self.chapter = chapter if isinstance(chapter, str) else None
        self.results_as = self.chapter or results_as
        self.widgets = [exercise_widget(ex, i) for i, ex in enumerate(exercises, 1)]
        self.key_toggle = W.ToggleButton(value=False, description="Show all answers (teacher)", icon="eye",
                                         tooltip="Show or hide every answer key", layout=AUTO)
        self.key_toggle.observe(lambda change: self.show_keys(change["new"]), "value")
        self.summary = _html("")
        name = title or (f"Exercises: {chapter_title(self.chapter)}" if self.chapter else "Exercises")
        head = _html(f"<h3 style='margin:4px 0'>{escape(name)}</h3><div>{len(self.widgets)} exercises. Answer, "
                     "then press <b>Check</b>. You can try again as often as you like.</div>")
        for i, w in enumerate(self.widgets, 1):
            w.check_button.on_click(lambda _, i=i: self._update(i))
        results = self._results_controls() if self.results_as else []
        teacher = []
        if teacher_view():
            teacher = [self.key_toggle]
            if self.chapter:    # the paper route: the chapter's pack, printed from the browser
                from mobgames.teaching.handouts import chapter_pack

                self.pack = OpenPage(chapter_pack(self.chapter), "Open the printable pack (teacher)",
                                     f"pack-{self.chapter.replace('/', '-')}.html")
                teacher = [W.HBox([self.key_toggle, self.pack])]
        super().__init__([head] + teacher + results + self.widgets + [self.summary])
        self.add_class("mobgames-exercise-set")

    def _results_controls(self) -> list:
        """Every Check is recorded (mobgames.teaching.results): kept on this device, and a
        download with the name the student types. Nothing leaves the device otherwise."""
        self.record = Record(self.results_as)
        self.name_box = W.Text(value="", placeholder="Type your name", description="Your name:",
                               layout=W.Layout(width="340px"))
        self.name_box.observe(lambda change: self._named(change["new"]), "value")
        self.download = SaveText(self.record.csv(), "Download my results", self.record.filename())
        self.kept = _html("")
        self.kept.add_class("mobgames-results-kept")
        row = W.HBox([self.name_box, self.download], layout=W.Layout(align_items="center", flex_flow="row wrap"))
        row.add_class("mobgames-results")
        return [row, self.kept]

    def _named(self, name: str) -> None:
        self.record.name = name
        self.download.filename = self.record.filename()
        self.download.text = self.record.csv()

    def _keep(self) -> None:
        try:
            self.record.save()
            self.kept.value = ""
        except OSError as err:   # a read-only disk: the download still has everything
            self.kept.value = (f"<div style='{TEXT}'>Your results could not be kept on this computer "
                               f"({escape(err.strerror or str(err))}). Download them before you close the page.</div>")

    def show_keys(self, show: bool = True) -> None:
        for w in self.widgets:
            w.show_key(show)
        self.key_toggle.description = "Hide all answers (teacher)" if show else "Show all answers (teacher)"

    def score(self) -> tuple[int, int]:
        """(right answers, exercises) among those checked so far."""
        return sum(1 for w in self.widgets if w.result and w.result.correct), len(self.widgets)

    def _update(self, item: int | None = None) -> None:
        if item is not None and self.results_as:
            w = self.widgets[item - 1]
            if w.result is not None:
                self.record.check(item, w.exercise.title, w.exercise.kind, w.result.correct)
                self.download.text = self.record.csv()
                self._keep()
        right, total = self.score()
        self.summary.value = (f"<div class='mathjax_ignore' style='{TEXT}'><b>Score:</b> {right} of {total} right so far."
                              f"</div>")
