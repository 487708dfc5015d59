"""What every exercise widget shares (``ExerciseWidget``): a heading, the controls, a Check button,
the feedback in a live region and the teacher's answer key, which a student's view does not have at
all. The widgets of each kind are in ``exercises.py`` and ``listening_exercises.py``."""

from __future__ import annotations

from html import escape

import ipywidgets as W

from mobgames.core.errors import MobgamesError
from mobgames.teaching.audience import teacher_view
from mobgames.teaching.exercises import Exercise, Feedback

__all__ = ["ExerciseWidget", "html_block", "AUTO", "LETTERS", "TEXT"]

AUTO = W.Layout(width="auto")
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
TEXT = "font-size:15px;line-height:1.5"


def html_block(text: str, css: str = "") -> W.HTML:
    # mathjax_ignore: JupyterLab would typeset text between two dollar signs as mathematics.
    w = W.HTML(f"<div class='mathjax_ignore' style='{TEXT}'>{text}</div>")
    if css:
        w.add_class(css)
    return w


class ExerciseWidget(W.VBox):
    """The parts every exercise widget shares: a heading, the controls, a Check button, the
    feedback and the teacher's answer key (hidden). ``answer()`` reads the controls; ``check()``
    does what the button does and returns the ``Feedback``."""

    def __init__(self, exercise: Exercise, number: int | None = None):
        self.exercise = exercise
        self.result: Feedback | None = None
        title = f"{number}. {exercise.title}" if number else exercise.title
        self.heading = html_block(f"<h4 style='margin:4px 0'>{escape(title)}</h4>"
                             f"<div>{escape(exercise.instructions)}</div>")
        self.body = self._controls()
        self.check_button = W.Button(description="Check", icon="check", button_style="primary",
                                     tooltip="Check your answer", layout=AUTO)
        self.check_button.add_class("mobgames-exercise-check")
        self.check_button.on_click(lambda _: self.check())
        self.feedback = W.HTML()
        self.feedback.add_class("mobgames-exercise-feedback")
        self.key_toggle = W.ToggleButton(value=False, description="Show answers (teacher)", icon="eye",
                                         tooltip="Show or hide the answer key", layout=AUTO)
        self.key_toggle.observe(lambda change: self.show_key(change["new"]), "value")
        lines = "".join(f"<div>{escape(line)}</div>" for line in exercise.key_text().splitlines())
        self.key = html_block(f"<div style='border:1px dashed #888;padding:4px 8px;background:#fafafa'>"
                         f"<b>Answer key</b>{lines}</div>", "mobgames-exercise-key")
        self.key.layout.display = "none"
        # A student's view (mobgames.teaching.audience) has neither the key nor its button: the
        # key is not on the page at all, not just hidden.
        self.teacher = teacher_view()
        buttons = [self.check_button] + ([self.key_toggle] if self.teacher else [])
        super().__init__([self.heading, self.body, W.HBox(buttons), self.feedback] + ([self.key] if self.teacher else []),
                         layout=W.Layout(border="1px solid #ccc", padding="6px 10px", margin="6px 0"))
        self.add_class("mobgames-exercise")
        self.add_class(f"mobgames-exercise-{exercise.kind}")

    def _controls(self) -> W.Widget:  # pragma: no cover - every type overrides it
        raise NotImplementedError

    def answer(self):  # pragma: no cover
        raise NotImplementedError

    def check(self) -> Feedback:
        self.result = self.exercise.check(self.answer())
        self.feedback.value = self.result.html()
        return self.result

    @property
    def key_shown(self) -> bool:
        return self.key.layout.display != "none"

    def show_key(self, show: bool = True) -> None:
        if show and not self.teacher:
            raise MobgamesError("The answer key is in the teacher's view only (MOBGAMES_VIEW=teacher).")
        self.key.layout.display = None if show else "none"
        self.key_toggle.description = "Hide answers (teacher)" if show else "Show answers (teacher)"
        if self.key_toggle.value != show:
            self.key_toggle.value = show
