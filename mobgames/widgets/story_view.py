"""What ``StoryStepper`` and ``Playground`` share: a game picture, the decision under way, a
sentence for refusals, a Full / Simple narration switch and the story, one block per step.

``StoryView`` is not a widget itself but the parts (``picture``, ``prompt``, ``message``,
``narration``, ``story``) and the bookkeeping behind them, over the engine contract alone
(``decision``, ``apply``, ``why_not``, ``undo_to``, ``history``, ``log``, ``to_json`` and
``from_json``). Each widget lays the parts out with its own buttons.

The story reads events straight from ``game.log``, so an undo (which shortens the log) shortens
the story too. The switch shows each event's ``.full`` or ``.simple`` text, never changing the
global narration level that the rest of the page reads.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import ipywidgets as W

from mobgames.core.contract import GameState
from mobgames.core.errors import MobgamesError, SetupError
from mobgames.core.events import narration_level
from mobgames.core.markup import NO_MATH, no_math, text
from mobgames.core.text import and_list
from mobgames.teaching import annotate  # game terms show their definition on hover, click or tap

from .glossary_panel import TERM_STYLE
from .listen import Listen
from .table_kit import ERROR, NOTE, STORY_TURNS

NEW_STEP = "background:#fff4c2;border-left:5px solid #d89a00"   # the newest step stands out
OLD_STEP = "border-left:5px solid #c8c8c8"
# Inline pictures never overflow the widget (outside classroom mode too, where no stylesheet helps).
PICTURE_STYLE = "<style>.mobgames-story-picture svg{max-width:100%;height:auto}</style>"


# -- the game, by name ---------------------------------------------------------------------------
def starter(start) -> Callable[[], GameState]:
    """A zero-argument function giving a fresh copy of the starting position. ``start`` is such a
    function already, or a game state: then its save is kept, and each copy is loaded from it (the
    state given is never changed). A save that does not load back the same is refused."""
    if isinstance(start, GameState):
        saved = start.to_json()
        kind = type(start)
        if kind.from_json(saved).to_json() != saved:
            raise SetupError("This position cannot be started again from its save (the save does not load "
                             "back the same); give a function that builds it instead.")
        return lambda: kind.from_json(saved)
    if not callable(start):
        raise SetupError(f"Start from a game, or a function that makes one, not {start!r:.40}.")

    def fresh() -> GameState:
        game = start()
        if not isinstance(game, GameState):
            raise SetupError(f"The start function gave {game!r:.40}, not a game.")
        return game
    return fresh


def seats(game) -> list[str]:
    """The players' names, in seating order."""
    return list(game.players)


def label_for(game, label: Callable | None = None) -> Callable:
    """The function that names an action in plain English, ``label(game, action)``: the one given,
    else the game's own (``game.describe``)."""
    return label if label is not None else (lambda state, action: state.describe(action))


def headline(game, action, label: Callable) -> str:
    """"Blue: Vote for Blue": who acts and what, for the story (before the action is applied;
    a label reads the position). A label that does not start with the player's name gets it."""
    words = label(game, action)
    who = getattr(action, "player", "")
    return words if not who or words.startswith(f"{who}:") else f"{who}: {words}"


def decider(bot) -> Callable:
    """``bot`` as a function of the game: a function ``game -> action`` already, or a bot object
    (``choose(view)``), which is shown the deciding player's view only."""
    if hasattr(bot, "choose"):
        def choose(game):
            d = game.decision
            return None if d is None else bot.choose(game.view(d.player))
        return choose
    if callable(bot):
        return bot
    raise SetupError(f"A computer player is a function of the game or a bot with choose(view), not {bot!r:.40}.")


def picture_html(game, draw: Callable | None = None) -> str:
    """The game's picture, kept out of MathJax's way: ``draw(game)`` (SVG or HTML) if given, else
    the game's own (``GameState.picture``)."""
    picture = draw(game) if draw is not None else game.picture()
    return no_math(picture, css="mobgames-story-picture") if picture else ""


def prompt_html(game) -> str:
    """The decision under way in a sentence, or that the game is over (and who won)."""
    d = game.decision
    if d is not None and not game.is_over:
        return f"<b>Now:</b> {annotate(d.prompt)}"
    if not game.is_over:
        return "<b>Nobody has a decision to make.</b>"
    won = game.winners
    end = (f" {and_list(won)} {'wins' if len(won) == 1 else 'share the win'}." if won else "")
    return f"<b>The game is over.</b>{text(end)}"


def button(description: str, fn: Callable, *, style: str = "", tooltip: str = "") -> W.Button:
    """A button of these widgets: as wide as its words, and a click calls ``fn()``."""
    b = W.Button(description=description, button_style=style, tooltip=tooltip or description,
                 layout=W.Layout(width="auto", margin="2px"))
    b.on_click(lambda _: fn())
    return b


@dataclass
class Step:
    """One step of the story: the history index of its first action, where its events begin in
    the log, and its heading."""
    history: int
    log: int
    heading: str


# -- the shared parts --------------------------------------------------------------------------------
class StoryParts:
    """What a widget built on a ``StoryView`` (in ``self.view``) and a ``starter`` (in
    ``self.fresh``) gets: ``.game``, ``.story``, ``.message`` and ``restart()`` (which calls the
    widget's ``_begin(game)``)."""

    game = property(lambda self: self.view.game)
    story = property(lambda self: self.view.story)
    message = property(lambda self: self.view.message)

    def restart(self) -> None:
        """Start again from a fresh copy of the starting position."""
        try:
            game = self.fresh()
        except MobgamesError as err:
            self.view.say(str(err), error=True)
            return
        self._begin(game)


class StoryView:
    """The parts both widgets show, and the story's bookkeeping (see the module's notes).

    ``start(game)`` shows a new game; ``act(action, heading)`` applies one action as a step (a
    refusal is said in red and changes nothing); ``undo_to(index)`` takes steps back; ``sync()``
    notices actions applied by other parts (a Mob Ties deal row); ``draw()`` redraws."""

    def __init__(self, *, title: str = "", show_picture: bool = True, label: Callable | None = None,
                 picture: Callable | None = None):
        # picture(game): another drawing than the game's own (a map zoomed in on where a story happens)
        self.show_picture, self.given_label, self.draw_picture = show_picture, label, picture
        self.title = W.HTML(no_math(f"<h3 style='margin:4px 0'>{text(title)}</h3>") if title else "",
                            layout=W.Layout(display=None if title else "none"))
        self.picture = W.HTML(layout=W.Layout(flex="1 1 560px", min_width="0",
                                              display=None if show_picture else "none"))
        self.picture.add_class("mobgames-story-picture-box")
        self.prompt = W.HTML()
        self.prompt.add_class("mobgames-story-prompt")
        self.message = W.HTML()
        self.message.add_class("mobgames-story-message")
        self.narration = W.ToggleButtons(options=[("Full", "full"), ("Simple", "simple")], value=narration_level(),
                                         description="Narration:", style={"button_width": "auto"},
                                         tooltips=["Full sentences", "Short, simple sentences"],
                                         # (ipywidgets puts the label above the buttons; flex: one line)
                                         layout=W.Layout(width="auto", display="flex", align_items="center"))
        self.narration.observe(lambda _: self.draw_story(), "value")
        self.story = W.HTML(layout=W.Layout(flex="1 1 360px", min_width="0"))
        self.story.add_class("mobgames-story-steps")
        # Each step read aloud, or every step so far, at the narration level shown.
        self.listen = Listen(speed=True, terms=True)
        # The picture and the story side by side where the screen is wide enough, else one above the other.
        self.stage = W.Box([self.picture, self.story], layout=W.Layout(flex_flow="row wrap", align_items="flex-start",
                                                                      grid_gap="12px"))
        self.game: GameState | None = None
        self.steps: list[Step] = []

    # -- the game --------------------------------------------------------------------------------
    def start(self, game: GameState) -> None:
        """Show ``game`` from its present position: what is already in its log is the set-up."""
        self.game = game
        self.label = label_for(game, self.given_label)
        self.base, self.setup_log = len(game.history), len(game.log)
        self.steps = []
        self._seen_now()

    def act(self, action, heading: str | None = None, *, refusal: str = "") -> bool:
        """Apply ``action`` as one step of the story. A refusal (the engine's reason) is said in red,
        after ``refusal`` (what was being tried), and changes nothing."""
        game = self.game
        self.sync()
        reason = game.why_not(action)
        if reason is None:
            heading = heading or headline(game, action, self.label)   # (a label reads the position before)
            mark = Step(len(game.history), len(game.log), heading)
            try:
                game.apply(action)
            except MobgamesError as err:   # (why_not and apply agree; this is the last guard)
                reason = str(err)
        if reason is not None:
            self.say(f"{refusal}{reason}", error=True)
            return False
        self.steps.append(mark)
        self._seen_now()
        self.say("")
        return True

    def undo_to(self, index: int) -> bool:
        """Back to ``index`` of the history (the engine's undo: the save is exactly as it was)."""
        try:
            self.game.undo_to(index)
        except MobgamesError as err:
            self.say(str(err), error=True)
            return False
        self.sync()
        return True

    def sync(self) -> None:
        """Bring the story in line with the history: steps undone are dropped, and actions applied
        by another part of the widget (a deal) become one step."""
        game = self.game
        done = len(game.history)
        while self.steps and self.steps[-1].history >= done:
            self.steps.pop()
        if done < self.seen:   # undone: the log is back as it was at this point too
            self._seen_now()
        elif done > self.seen:   # (a deal: its words need only its own details, not the position before)
            heading = "; ".join(headline(game, a, self.label) for a in game.history[self.seen:])
            self.steps.append(Step(self.seen, self.seen_log, heading))
            self._seen_now()

    def _seen_now(self) -> None:
        """The story has accounted for the game as it is now (its history and log lengths)."""
        self.seen, self.seen_log = len(self.game.history), len(self.game.log)

    # -- messages and drawing --------------------------------------------------------------------
    def say(self, words: str, error: bool = False) -> None:
        """A sentence under the buttons: a refusal (red) or a note."""
        colour = ERROR if error else NOTE
        self.message.value = (f"<div class='{NO_MATH}' role='status' style='color:{colour};font-size:17px;"
                              f"padding:2px 0'>{text(words)}</div>" if words else "")

    def draw(self) -> None:
        """Redraw the picture, the prompt and the story."""
        if self.show_picture:
            self.picture.value = PICTURE_STYLE + picture_html(self.game, self.draw_picture)
        self.prompt.value = no_math(prompt_html(self.game), style="font-size:17px;line-height:1.45;padding:4px 0")
        self.draw_story()

    def draw_story(self) -> None:
        self.sync()
        self.story.value = TERM_STYLE + steps_html(self.game.log, self.setup_log, self.steps, self.narration.value)
        said = step_sentences(self.game.log, self.steps, self.narration.value)
        n = len(said)
        self.listen.set([("This step", f"Listen: this step (step {n})" if n else "Listen: this step (no step yet)", said[-1] if said else []),
                         ("Every step", "Listen: every step so far", [t for step in said for t in step])])


def step_events(log: list, steps: list[Step]) -> list[list]:
    """Each step's events: from where it began in the log to where the next one began."""
    ends = [s.log for s in steps[1:]] + [len(log)]
    return [log[step.log:end] for step, end in zip(steps, ends)]


def step_sentences(log: list, steps: list[Step], level: str) -> list[list[str]]:
    """The sentences of each step's events, at narration ``level``: what the story shows."""
    return [[e.full if level == "full" else e.simple for e in events] for events in step_events(log, steps)]


def steps_html(log: list, setup_end: int, steps: list[Step], level: str) -> str:
    """The story: the set-up (collapsed), then one block per step, the newest highlighted at the
    bottom; the last ``STORY_TURNS`` steps only (the whole story is in the game's log)."""
    def lines(events) -> str:
        body = "".join(f"<li>{annotate(e.full if level == 'full' else e.simple)}</li>" for e in events)
        return f"<ul style='margin:2px 0 2px 0;padding-left:22px'>{body or '<li><i>nothing to tell</i></li>'}</ul>"

    parts = ["<div style='font-weight:bold;margin-bottom:2px'>What happened</div>"]
    if setup_end:
        parts.append(f"<details class='mobgames-story-before'><summary>Before the first step "
                     f"<span style='color:{NOTE}'>({setup_end} event{'s' if setup_end != 1 else ''})</span></summary>"
                     f"{lines(log[:setup_end])}</details>")
    first = max(0, len(steps) - STORY_TURNS)
    if first:
        parts.append(f"<div style='color:{NOTE}'>{first} earlier step{'s' if first != 1 else ''} not shown "
                     "(the whole story is in the game's log)</div>")
    events = step_events(log, steps)
    for i in range(first, len(steps)):
        step, newest = steps[i], i == len(steps) - 1
        css = "mobgames-story-step" + (" mobgames-story-new" if newest else "")
        parts.append(f"<div class='{css}' style='{NEW_STEP if newest else OLD_STEP};padding:3px 8px;margin:4px 0'>"
                     f"<b>Step {i + 1}</b> \u00b7 {text(step.heading)}{lines(events[i])}</div>")
    if not steps:
        parts.append(f"<div style='color:{NOTE}'><i>No step yet.</i></div>")
    return no_math("".join(parts), css="mobgames-story", style="font-size:17px;line-height:1.45")
