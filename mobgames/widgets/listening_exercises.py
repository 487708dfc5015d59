"""The listening exercises' widgets (``mobgames.teaching.listening``): a Listen button with its
"Slower" switch (``widgets.listen.Listen``), then a text box (a dictation) or the two words as radio
buttons (listen and choose), then Check, as every exercise widget has (``exercise_base``).

What the learner must find is never on the page before it is found: a button's accessible name
says what it plays ("Listen: the sentence to write"), never the words, and the Listen widget keeps
its texts in the kernel, sending a recording's bytes when pressed (only a text with no recording
is sent as words, for the browser's own voice). A dictation's sentence is in the feedback once it
is written right, and in the teacher's key; a student's view has no key (``ExerciseWidget``).

CSS classes: ``mobgames-exercise-dictation`` and ``mobgames-exercise-listen_choose`` (each widget),
``mobgames-listen`` (the Listen button's row).
"""

from __future__ import annotations

import ipywidgets as W

from mobgames.teaching.listening import Dictation, ListenChoose
from .exercise_base import TEXT, ExerciseWidget
from .listen import Listen


class DictationWidget(ExerciseWidget):
    """Listen (and "Slower"), the number of words, and a box to write the sentence in."""

    def _controls(self):
        ex: Dictation = self.exercise
        self.listen = Listen([("Listen", "Listen: the sentence to write", ex.spoken)], speed=True)
        self.box = W.Textarea(value="", placeholder="Write the sentence you hear", description="Your sentence:",
                              style={"description_width": "initial"}, layout=W.Layout(width="95%", height="64px"))
        count = W.HTML(f"<div style='{TEXT}'>The sentence has {ex.length} words.</div>")
        return W.VBox([self.listen, count, self.box])

    def answer(self):
        return self.box.value


class ListenChooseWidget(ExerciseWidget):
    """Listen (and "Slower"), and the two words, each with its IPA and meaning, as radio buttons."""

    def _controls(self):
        ex: ListenChoose = self.exercise
        name = "Listen: the word to choose" if ex.what == "word" else "Listen: the sentence with the word to choose"
        self.listen = Listen([("Listen", name, ex.spoken)], speed=True)
        self.radio = W.RadioButtons(options=ex.choices, value=None,
                                    description="Which word?", style={"description_width": "initial"},
                                    layout=W.Layout(width="auto"))
        return W.VBox([self.listen, self.radio])

    def answer(self):
        return self.radio.value


LISTENING_WIDGETS = {"dictation": DictationWidget, "listen_choose": ListenChooseWidget}
