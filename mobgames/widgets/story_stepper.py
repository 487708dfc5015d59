"""StoryStepper: walk through a game, one action at a time, with buttons only (classroom mode has no
code to edit): a rulebook example, a bot playing on, or a whole game.

    StoryStepper(mobties.examples.docks_tie, [Action("Blue", "vote", target="Blue"), ...])
    StoryStepper(mobties.examples.mansion_election, simple_bot, until=lambda g: g.decision.kind == "keep")

"Step ▶" applies the next action, "◀ Back" takes it back (the engine's undo, so the save is exactly
as before), "Run to the end" steps until the script or the game ends, "Start again" starts afresh.
The picture, the decision under way and the story (the newest step's events highlighted) follow;
the look is the battle stepper's (``battle_stepper.py``), the shared parts are ``story_view.py``.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as W

from mobgames.core.chance import ASK, set_mode, steps_since
from mobgames.core.contract import resolve_step
from mobgames.core.errors import MobgamesError
from mobgames.core.walkthroughs import has_chance_steps

from .keyboard import KeyboardGuard
from .story_view import StoryParts, StoryView, button, decider, starter
from .what_if import WhatIf


class StoryStepper(StoryParts, W.VBox):
    """``StoryStepper(start, script, *, until=None, title="", show_picture=True, label=None, picture=None)``.

    ``start``: a function making the starting position (``examples.docks_tie``), or a game (copied
    through its save, so the notebook's own game is never changed). ``script``: a list of actions,
    each an action or a function ``game -> action`` (for a step that depends on the position:
    the Don's choice, the card in a hand); or one function ``game -> action or None`` (a bot, or a
    bot object with ``choose(view)``) asked at every step, which ends the walk-through with None.
    ``until(game)``: stop once it is true. ``label(game, action)``: the words for a step (by
    default the game's own button labels). ``picture(game)``: another drawing than the game's own
    (SVG or HTML), such as a map zoomed in on where the example happens.

    From code: ``.step()``, ``.back()``, ``.run()``, ``.restart()``, ``.position`` (steps done),
    ``.game``, ``.story`` (the story's HTML widget) and ``.buttons`` (by name)."""

    def __init__(self, start, script, *, until: Callable | None = None, title: str = "", show_picture: bool = True,
                 label: Callable | None = None, picture: Callable | None = None, max_steps: int = 2000):
        self.fresh = starter(start)
        self.listed = isinstance(script, (list, tuple))
        self.script = list(script) if self.listed else decider(script)
        self.until, self.max_steps = until, max_steps
        self.view = StoryView(title=title, show_picture=show_picture, label=label, picture=picture)
        self.restart_button = button("Start again", self.restart, tooltip="Back to the start of the example")
        self.back_button = button("◀ Back", self.back, tooltip="Take the last step back")
        self.step_button = button("Step ▶", self.step, style="primary", tooltip="Do the next step")
        self.run_button = button("Run to the end", self.run, tooltip="Do every step that is left")
        self.buttons = {"restart": self.restart_button, "back": self.back_button, "step": self.step_button,
                        "run": self.run_button}
        self.counter = W.HTML()
        self.counter.add_class("mobgames-story-counter")
        controls = W.Box([*self.buttons.values(), self.counter, self.view.narration, self.view.listen],
                         layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px 8px"))
        # A listed script with chance outcomes (dice, cards) tells each as a step a reader may change.
        self.what_if = WhatIf(self) if self.listed and has_chance_steps(self.script) else None
        super().__init__([self.view.title, controls, *([self.what_if.row] if self.what_if else []), self.view.message,
                          self.view.prompt, self.view.stage])
        self.add_class("mobgames-story-stepper")
        KeyboardGuard.protect(self)   # Tab moves on, and no key reaches JupyterLab's shortcuts
        self._begin(self.fresh())

    def _begin(self, game) -> None:
        if self.listed and has_chance_steps(self.script):
            set_mode(game, ASK)   # (the script's own dice and cards are its steps)
        self.view.start(game)
        self.ahead: list = []          # steps taken back, done again by Step (the same story)
        self.stuck_at: int | None = None   # a step refused here: Step waits for Back or Start again
        self.end_at: int | None = None     # the script said it ends here
        self._draw()

    # -- where we are ----------------------------------------------------------------------------
    @property
    def position(self) -> int:
        """How many steps have been done (a step: a player's action with the chance outcomes the
        dice gave after it, or, where the game asks for chance, each chance outcome on its own)."""
        return len(steps_since(self.game, self.view.base))

    @property
    def total(self) -> int | None:
        """How many steps the script has (None: a function, which says so at the end)."""
        return len(self.script) if self.listed else None

    def stop_reason(self) -> str:
        """Why there is no next step ("" when there is one)."""
        game, at = self.game, self.position
        if at == self.stuck_at:
            return "This step cannot be done (see why above): go back, or start again."
        if self.ahead:
            return ""
        if game.is_over or game.decision is None:
            return "The game is over." if game.is_over else "Nobody has a decision to make."
        if (self.listed and at >= len(self.script)) or at == self.end_at:
            if self.what_if is not None and self.what_if.stop_note:
                return f"The story told again stops here: {self.what_if.stop_note[0].upper()}{self.what_if.stop_note[1:]}"
            return "That was the last step of this walk-through."
        return self._until()

    def _until(self) -> str:
        """The stop condition's answer, as a reason to stop ("" to go on)."""
        if self.until is None:
            return ""
        try:
            stop = self.until(self.game)
        except Exception as err:   # a notebook's condition went wrong: stop, and say so
            return f"The walk-through stops: its stop condition failed ({type(err).__name__}: {err})."
        return "That was the last step of this walk-through." if stop else ""

    # -- the buttons ----------------------------------------------------------------------------
    def step(self) -> bool:
        """Do the next step. A step that cannot be done is said in red, and changes nothing."""
        done = self._step()
        self._draw()
        return done

    def _step(self) -> bool:
        why = self.stop_reason()
        if why:
            if self.position != self.stuck_at:   # (the refusal's own sentence stays)
                self.view.say(why)
            return False
        n = self.position + 1
        action = self.ahead[-1] if self.ahead else self._scripted(n)
        if action is None:
            return False
        if self.what_if is not None:
            self.what_if.before(self.game, n, action)
        if not self.view.act(action, refusal=f"Step {n} cannot be done: "):
            self.stuck_at = self.position
            return False
        if self.ahead:
            self.ahead.pop()
        return True

    def _scripted(self, n: int):
        """The script's action for step ``n`` (None: there is none; said, if it is a problem)."""
        game = self.game
        try:
            if self.listed:
                return resolve_step(game, self.script[n - 1])   # (worked out in the position it is played in)
            action = self.script(game)
        except MobgamesError as err:
            self.view.say(f"Step {n} cannot be done: {err}", error=True)
            self.stuck_at = n - 1
            return None
        except Exception as err:   # a notebook's script went wrong: a sentence, never a traceback
            self.view.say(f"Step {n} cannot be worked out: the script failed ({type(err).__name__}: {err}).",
                          error=True)
            self.stuck_at = n - 1
            return None
        if action is None:
            self.end_at = n - 1
            self.view.say("That was the last step of this walk-through.")
        return action

    def back(self) -> bool:
        """Take the last step back (the engine's undo: the save is exactly as it was before it)."""
        if self.position == 0:
            self.view.say("This is the start: there is no step to take back.")
            self._draw()
            return False
        history = self.game.history
        at = steps_since(self.game, self.view.base)[-1]
        last = history[at]
        if self.view.undo_to(at):
            self.ahead.append(last)
            self.stuck_at = None
            self.view.say("")
        self._draw()
        return True

    def run(self) -> int:
        """Do every step that is left (at most ``max_steps`` at once, so a page never hangs).
        Returns how many were done."""
        done = 0
        while done < self.max_steps and self._step():
            done += 1
        if done == self.max_steps and not self.stop_reason():
            self.view.say(f"Stopped after {done} steps: press Run to the end again to go on.")
        self._draw()
        return done

    def step_quietly(self) -> bool:
        """Do the next step without drawing (a story told again, back to where the reader was)."""
        return self._step()

    def draw(self) -> None:
        """Draw the stepper as it is now."""
        self._draw()

    # -- drawing -----------------------------------------------------------------------------------
    def _draw(self) -> None:
        self.view.draw()
        at, more = self.position, not self.stop_reason()
        of = f" of {self.total}" if self.total is not None else ("" if more else " (the end)")
        self.counter.value = f"<span style='font-size:17px;font-weight:bold;padding:0 6px'>Step {at}{of}</span>"
        self.back_button.disabled = self.restart_button.disabled = at == 0
        self.step_button.disabled = self.run_button.disabled = not more
        if self.what_if is not None:
            self.what_if.show(self.game, at)
