"""What if: on a story's chance step (a die, a card drawn, lots drawn), a list of the outcomes that
could have come, and the story told again from there with the one chosen (the engine's
``core.chance.what_if``: the same decisions where they can still be made, and a sentence where one
cannot). "The rulebook's outcome" puts the story back as it was. The stepper shows the row only
on a chance step of a listed script (``StoryStepper`` asks for chance in such a story)."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as W

from mobgames.core.chance import ASK, CHANCE, set_mode, what_if
from mobgames.core.markup import NO_MATH, text

from .keyboard import announce, enter_only
from .story_view import button


class WhatIf:
    """The row: ``.picker`` (the outcomes of the chance step just taken), ``.rulebook_button``,
    ``.note`` (what changed, and where the new story stops). ``stepper`` is the StoryStepper."""

    def __init__(self, stepper) -> None:
        self.stepper = stepper
        self.rulebook = list(stepper.script)   # the story as the rulebook (or the chapter) tells it
        self.offered: dict[int, list[tuple[str, object]]] = {}   # step -> its outcomes, in words
        self.stop_note = ""                    # why the story told again stops early
        self.picker = enter_only(W.Dropdown(options=[("", 0)], value=0, description="What if instead:",
                                            style={"description_width": "initial"},
                                            layout=W.Layout(width="auto", max_width="100%")))
        self.picker.observe(self._picked, "value")
        self.rulebook_button = button("The rulebook's outcome", self.back_to_rulebook,
                                      tooltip="Tell the story again with the outcome it had")
        self.note = announce(W.HTML())
        self.row = W.Box([self.picker, self.rulebook_button, self.note],
                         layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px 8px",
                                         display="none"))
        self.row.add_class("mobgames-what-if")
        self._quiet = False

    # -- the stepper tells it ------------------------------------------------------------------------
    def before(self, game, n: int, action) -> None:
        """Step ``n`` is about to be taken: a chance step's outcomes are kept, in the words of the
        position they could have come in."""
        d = game.decision
        if action.player == CHANCE and d is not None and d.player == CHANCE:
            self.offered[n] = [(game.describe(a), a) for a, _ in game.chance_outcomes()]

    def show(self, game, n: int) -> None:
        """The row, for the step just taken (hidden unless it is a chance step)."""
        history = game.history
        last = history[-1] if history else None
        outcomes = self.offered.get(n)
        if not n or last is None or last.player != CHANCE or not outcomes:
            self.row.layout.display = "none"
            return
        self._quiet = True
        self.picker.options = [(words, i) for i, (words, _) in enumerate(outcomes)]
        self.picker.value = next((i for i, (_, a) in enumerate(outcomes) if a == last), 0)
        self._quiet = False
        self.rulebook_button.disabled = self.stepper.script == self.rulebook
        self.row.layout.display = "flex"

    # -- the reader changes it ---------------------------------------------------------------------------
    def _picked(self, change) -> None:
        if not self._quiet:
            self.choose(change["new"])

    def choose(self, i: int) -> None:
        """Tell the story again with outcome ``i`` of the chance step just taken."""
        s = self.stepper
        n = s.position
        words, outcome = self.offered[n][i]
        steps, self.stop_note = what_if(self._asking(s.fresh), s.script, n - 1, outcome)
        self._retell(steps, n)
        said = f"What if: {words}."
        if self.stop_note:
            said += f" The story told again stops after step {len(steps)}: {self.stop_note}"
        self.note.value = _note(said)

    def back_to_rulebook(self) -> None:
        """The story as it was told, back at the same step."""
        self.stop_note = ""
        self._retell(self.rulebook, self.stepper.position)
        self.note.value = _note("Back to the rulebook's outcome.")

    def _retell(self, steps: list, n: int) -> None:
        s = self.stepper
        s.script = list(steps)
        s.restart()
        while s.position < n and s.step_quietly():
            pass
        s.draw()

    @staticmethod
    def _asking(fresh: Callable) -> Callable:
        def make():
            game = fresh()
            set_mode(game, ASK)
            return game
        return make


def _note(words: str) -> str:
    return f"<span class='{NO_MATH}' style='font-size:16px'>{text(words)}</span>"
