"""Playground: "Try it: you decide". A position where the reader makes every decision with buttons
(classroom mode has no code to edit), for any game on the engine contract.

    Playground(mobties.examples.mansion_election, bot=mobties.bots.simple_bot)
    Playground(lambda: familybusiness.new_game(["Ana", "Ben", "Chen"], seed=4))

One button per legal action of the player who must decide, in the game's own words (grouped into
lists when there are many, as the Mob Ties table groups them); "Undo", "Start again", and with a
``bot``, "Let the computer decide" for one decision. In a Mob Ties Show of Respect the deal row of
``ShowPanel`` is shown too (a deal is an action, so Undo takes it back). The picture, the decision
and the story (``story_view.py``, shared with ``StoryStepper``) follow every click.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import ipywidgets as W

from mobgames.core.errors import MobgamesError, SetupError
from mobgames.core.markup import no_math, text
from mobgames.core.text import and_list

from .game_parts import parts_for
from .keyboard import KeyboardGuard, choices
from .mobties import MANY, replace_children   # (the Mob Ties table's limit and tidy-up; any game's)
from .story_view import StoryParts, StoryView, button, decider, headline, seats, starter

ROW = W.Layout(flex_flow="row wrap", align_items="center")


# -- the game's own words ------------------------------------------------------------------------
def grouping(game) -> tuple[Callable, Callable]:
    """How many choices are grouped: ``key(action)`` (None: a button of its own) and
    ``title(key, actions)``, as the game's own table groups them (``game_parts``)."""
    parts = parts_for(game)
    return parts.group_key, lambda key, acts: parts.group_title(game, key, acts)


def hand_html(game, player: str) -> str:
    """The cards in ``player``'s hand, as the game's tables draw them ("" for a game without)."""
    card_html = parts_for(game).card_html
    if card_html is None:
        return ""
    cards = game.view(player)["hand"]
    body = "".join(card_html(c) for c in cards) or "<i>no cards</i>"
    return no_math(f"<div style='font-size:17px;margin:4px 0 2px'><b>{text(player)}'s hand</b></div>{body}",
                   css="mobgames-playground-hand")


def choice_rows(game, actions: list, label: Callable, choose: Callable, many: int = MANY) -> list[W.Widget]:
    """A button per action; beyond ``many``, the actions that share a group go into a list with a
    button that says the choice picked (``go.actions``, ``go.pick``). Each button keeps its action in ``.action``."""
    def one(a) -> W.Button:   # (blue: the choices stand out from the tools above them)
        b = button(label(game, a), lambda: choose(a), style="primary")
        b.action = a
        return b
    if len(actions) <= many:
        return [W.Box([one(a) for a in actions], layout=ROW)]
    key, title = grouping(game)
    groups: dict = {}
    singles = []
    for a in actions:
        k = key(a)
        (singles if k is None else groups.setdefault(k, [])).append(a)
    rows: list[W.Widget] = []
    for k, acts in groups.items():
        if len(acts) == 1:
            singles.append(acts[0])
            continue
        # (the list's label is its own visible description: a screen reader names the list by it)
        pick = W.Dropdown(options=[(label(game, a), i) for i, a in enumerate(acts)], value=0,
                          description=title(k, acts), style={"description_width": "initial"},
                          layout=W.Layout(width="auto", max_width="100%"))
        # (the button says the whole choice it makes, and follows the list)
        go = button(label(game, acts[0]), lambda acts=acts, pick=pick: choose(acts[pick.value]), style="primary",
                    tooltip="Do the choice in the list")
        pick.observe(lambda ch, acts=acts, go=go: setattr(go, "description", label(game, acts[ch["new"]])), "value")
        go.actions, go.pick = acts, pick
        rows.append(W.Box([pick, go], layout=ROW))
    if singles:
        rows.append(W.Box([one(a) for a in singles], layout=ROW))
    return rows


def _walk(widget: W.Widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _walk(child)


class Playground(StoryParts, W.VBox):
    """``Playground(start, *, players=None, label=None, bot=None, title="", deals=None, picture=None)``.

    ``start``: a function making the position, or a game (copied through its save). ``players``:
    the seats the reader decides for (default: all of them); the others are played by ``bot``
    at once. ``bot``: a function ``game -> action`` or a bot object (``choose(view)``); it also
    gives the "Let the computer decide" button. ``label(game, action)``: the words on a button
    (by default the game's own). ``deals``: the Mob Ties deal row while a Show of Respect is
    under way (default: on for Mob Ties). ``picture(game)``: another drawing than the game's own.

    From code: ``.choose(action)``, ``.undo()``, ``.restart()``, ``.let_computer_decide()``,
    ``.offered()`` (the actions the buttons offer), ``.game`` and ``.story``."""

    MAX_BOT_ACTIONS = 500   # the other seats' actions in one go at the most, so a page never hangs

    def __init__(self, start, *, players: Iterable[str] | None = None, label: Callable | None = None,
                 bot=None, title: str = "", deals: bool | None = None, show_picture: bool = True,
                 picture: Callable | None = None):
        self.fresh = starter(start)
        self.decide = decider(bot) if bot is not None else None
        self.given_players = None if players is None else [players] if isinstance(players, str) else list(players)
        self.deals = deals
        self.view = StoryView(title=title, show_picture=show_picture, label=label, picture=picture)
        self.undo_button = button("Undo", self.undo, tooltip="Take back the last decision")
        self.restart_button = button("Start again", self.restart, tooltip="Back to the start of the example")
        self.computer_button = button("Let the computer decide", self.let_computer_decide, style="",
                                      tooltip="The computer makes this one decision")
        self.computer_button.layout.display = None if bot is not None else "none"
        tools = W.Box([self.undo_button, self.restart_button, self.computer_button, self.view.narration, self.view.listen],
                      layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px 8px"))
        self.choices = W.VBox(layout=W.Layout(margin="2px 0 8px 0"))
        self.choices.add_class("mobgames-playground-choices")
        choices(self.choices)   # (the focus comes back here after each choice)
        self.deal_box = W.VBox()   # the Mob Ties deal row, when the game has one
        self.hand = W.HTML()
        super().__init__([self.view.title, tools, self.view.message, self.view.prompt, self.choices, self.deal_box,
                          self.hand, self.view.stage])
        self.add_class("mobgames-playground")
        KeyboardGuard.protect(self)   # Tab moves on, and no key reaches JupyterLab's shortcuts
        self.show_panel = None
        self._begin(self.fresh())

    def _begin(self, game) -> None:
        names = seats(game)
        readers = self.given_players if self.given_players is not None else names
        unknown = [p for p in readers if p not in names]
        if unknown:
            raise SetupError(f"There is no player called {unknown[0]!r:.40}; the players are {and_list(names)}.")
        if self.decide is None and set(readers) != set(names):
            raise SetupError("The reader plays only some seats: give a bot to play the others.")
        self.readers = set(readers)
        self.view.start(game)
        self._deal_row(game)
        self._others_play()
        self._draw()

    def _deal_row(self, game) -> None:
        """The Mob Ties deal row (``ShowPanel`` without its vote buttons: the choices have them)."""
        panel = parts_for(game).deal_panel
        wanted = self.deals if self.deals is not None else panel is not None
        if wanted and panel is None:
            raise SetupError(f"{game.TITLE} has no deals at the table.")
        if not wanted:
            return
        if self.show_panel is None:
            self.show_panel = panel(game, payers=self.given_players, votes=False, narration=False,
                                    on_change=self._after_outside)
            self.deal_box.children = [self.show_panel]
        self.show_panel.game = game

    # -- where we are ----------------------------------------------------------------------------
    @property
    def deciding(self) -> str | None:
        d = self.game.decision
        return None if d is None or self.game.is_over else d.player

    def offered(self) -> list:
        """Every action the buttons and lists offer now, in the order shown."""
        out = []
        for w in _walk(self.choices):
            if isinstance(w, W.Button):
                out.extend(getattr(w, "actions", None) or [w.action])
        return out

    def marks(self) -> list[int]:
        """Where in the history the reader decided (each is a point Undo goes back to)."""
        history = self.game.history
        return [i for i in range(self.view.base, len(history)) if history[i].player in self.readers]

    # -- the buttons ------------------------------------------------------------------------------
    def choose(self, action) -> bool:
        """Do ``action`` (what a click does); a refusal is said in a sentence and changes nothing."""
        if self.show_panel is not None:
            self.show_panel.message.value = ""
        done = self.view.act(action)
        if done:
            self._others_play()
        self._draw()
        return done

    def let_computer_decide(self) -> bool:
        """The bot makes the decision under way (one decision)."""
        if self.decide is None or self.deciding is None:
            self.view.say("The game is over." if self.game.is_over else "There is no decision to make now.",
                          error=True)
            return False
        game = self.game
        try:
            action = self.decide(game)
        except MobgamesError as err:
            self.view.say(f"The computer cannot decide: {err}", error=True)
            return False
        done = self.view.act(action, f"{headline(game, action, self.view.label)} (the computer's choice)",
                             refusal="The computer's choice is refused: ")
        if done:
            self._others_play()
        self._draw()
        return done

    def undo(self) -> bool:
        """Take back the reader's last decision (and what the other seats did after it)."""
        marks = self.marks()
        if not marks:
            self.view.say("Nothing to undo yet: no decision has been made.", error=True)
            self._draw()
            return False
        if self.view.undo_to(marks[-1]):
            self.view.say("The last decision is taken back.")
            self._others_play()
        self._draw()
        return True

    def _after_outside(self) -> None:
        """A deal or an offer was made in the deal row: it is a step of the story too."""
        self.view.sync()
        self._others_play()
        self._draw()

    def _others_play(self) -> None:
        """The bot plays the seats the reader does not, until a reader must decide."""
        for _ in range(self.MAX_BOT_ACTIONS):
            who = self.deciding
            if who is None or who in self.readers:
                return
            try:
                action = self.decide(self.game)
            except MobgamesError as err:
                self.view.say(f"The computer player for {who} is stuck: {err}", error=True)
                return
            if not self.view.act(action, f"{headline(self.game, action, self.view.label)} (computer)",
                                 refusal=f"The computer player for {who} is stuck: "):
                return
        self.view.say(f"The computer stopped after {self.MAX_BOT_ACTIONS} actions.", error=True)

    # -- drawing -----------------------------------------------------------------------------------
    def _draw(self) -> None:
        game, view = self.game, self.view
        view.draw()
        who = self.deciding
        mine = who is not None and who in self.readers
        replace_children(self.choices, choice_rows(game, list(game.legal_actions()), view.label, self.choose)
                         if mine else [])
        self.hand.value = hand_html(game, who) if mine else ""
        if self.show_panel is not None:
            self.show_panel.refresh(keep_message=True)
            self.deal_box.layout.display = "flex" if game.show is not None and not game.is_over else "none"
        self.undo_button.disabled = not self.marks()
        self.computer_button.disabled = who is None
