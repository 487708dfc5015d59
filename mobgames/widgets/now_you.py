"""A chapter's "Now you" speaking task as a widget: the task (``mobgames.teaching.speaking_task``)
and a button that reads its model answer aloud, a dialogue in one voice per speaker."""

from __future__ import annotations

import ipywidgets as W

from mobgames.teaching import speaking_task
from mobgames.teaching.spoken import turns

from .listen import Listen


class NowYou(W.VBox):
    """``NowYou("bloodfeud/03_battle")``: the speaking task (the teacher's view adds its rubric),
    then "Listen to the model answer" with a Slower switch."""

    def __init__(self, chapter: str):
        self.task = speaking_task(chapter)
        self.html = W.HTML(self.task._repr_html_())
        said = [(words, voice) for _, words, voice in turns(self.task.model)]
        self.listen = Listen([("Listen to the model answer", "Listen to the model answer", said)], speed=True)
        super().__init__([self.html, self.listen])
        self.add_class("mobgames-now-you")
