"""FBTable: a Family Business table. Each family's mobsters face up, the Hit List from the wall,
the war, the discard pile and the human player's hand (each card with what it does and when it
can be played); the human plays by clicking, and computer players play the other families, at
the level the reader picks (Learner, Fair or Strong; Learner to begin with). Only the human's own
hand is shown. The frame (undo, New game, save and load, the story by turns) is the table kit's."""

from __future__ import annotations

from html import escape

import ipywidgets as W

from mobgames.familybusiness import Action, new_game
from mobgames.familybusiness.bots import bot as bot_of_level
from mobgames.familybusiness.cards import CARDS, families
from mobgames.familybusiness.labels import describe
from mobgames.teaching import annotate  # game terms show their definition on hover, click or tap

from .game_parts import GameParts
from .keyboard import KeyboardGuard, choices
from .table_kit import KitParts, TableKit

COLOURS = {f["id"]: f["colour"] for f in families()}
TYPE_COLOURS = {"attack": "#c62828", "rescue": "#2e7d32", "counter": "#1565c0"}
# The groups of actions, in the order they are shown, each with its heading.
GROUPS = (("counter", "Answer the card"), ("pass", ""), ("choose", "Choose a mobster"), ("play", "Play a card"),
          ("discard", "Or discard a card"))


action_label = describe   # (the engine's words: mobgames/familybusiness/labels.py)


def card_html(card_id: str) -> str:
    """One card of the hand: its name, what it does and when it can be played."""
    c = CARDS[card_id]
    colour = TYPE_COLOURS[c.type]
    text, when = getattr(c, "text", ""), getattr(c, "when", "")
    return (f"<div class='mobgames-fb-card' style='display:inline-block;vertical-align:top;width:170px;margin:3px;"
            f"padding:4px 7px;border:2px solid {colour};border-radius:6px;background:#fffdf8;line-height:1.3'>"
            f"<div style='font-weight:bold'>{escape(c.name)}</div>"
            f"<div style='color:{colour};font-size:0.9em'>{escape(c.type.capitalize())}"
            + (f" \u00b7 {escape(when)}" if when else "") + "</div>"
            + (f"<div style='color:#333;font-size:0.9em'>{annotate(text)}</div>" if text else "") + "</div>")


class FBTable(KitParts, W.VBox):
    """``FBTable()`` starts a game: you play Ana against two bots. ``FBTable(game, human="Ben")``
    shows any game from that player's seat (``bots=False``: nobody plays the other seats).
    ``level`` is the computer players' level ("learner", "fair" or "strong"); the reader can
    change it at the table (``table.level``, the picker)."""

    def __init__(self, game=None, human: str | None = None, *, seed: int = 1, bots: bool = True,
                 level: str = "learner"):
        game = game or new_game(["Ana", "Bot Bella", "Bot Carlo"], seed=seed)
        self.human = human or game.players[0]
        names = list(game.players)
        self.kit = TableKit(game, (self.human,), make_bot=bot_of_level, game_name="Family Business", level=level,
                            new_state=lambda s: new_game(names, seed=s, options=game.options), seed=seed,
                            per_seat=True, max_bot_actions=5000 if bots else 0, on_change=self._render)
        self.bots = bots
        self.kit.level.layout.display = None if bots else "none"
        self.table = W.HTML()
        self.table.add_class("mobgames-fb-table")
        self.buttons = W.VBox()
        self.buttons.add_class("mobgames-fb-actions")
        choices(self.buttons)   # (the focus comes back here after each choice)
        self.story = self.kit.story
        super().__init__([self.kit.header, self.table, self.kit.over_panel, self.message, self.buttons, self.story])
        self.add_class("mobgames-fb")
        KeyboardGuard.protect(self)   # Tab moves on, and no key reaches JupyterLab's shortcuts
        self.kit.advance()

    # -- the kit's parts ------------------------------------------------------------------------
    players_bots = property(lambda self: self.kit.bots)

    @property
    def bot_level(self) -> str:
        """The level the computer players play at now."""
        return self.level.value

    def undo(self) -> bool:
        return self.kit.undo()

    # -- play ------------------------------------------------------------------------------
    def choose(self, action: Action) -> None:
        if not isinstance(action, Action):
            self.kit.say(f"That is not an action of this game: {action!r:.40}.", error=True)
            return
        if self.game.is_over:
            self.kit.say(f"The game is over: {self.game.winner} won." if self.game.winner else "The game is over.",
                         error=True)
            return
        self.kit.act(action)

    def action_buttons(self) -> list[W.Button]:
        """Every action button now shown, in the order shown."""
        return [b for row in self.buttons.children for b in getattr(row, "children", ()) if isinstance(b, W.Button)]

    # -- drawing ---------------------------------------------------------------------------
    def _render(self) -> None:
        g = self.game
        rows = []
        for p in g.players:
            colour = COLOURS[g.family_of[p]]
            out = " <b>(out)</b>" if p in g.eliminated else ""
            names = ", ".join(escape(g.mobsters[m].name) for m in g.in_front(p)) or "\u2014"
            rows.append(f"<div style='margin:2px 0'><span style='display:inline-block;width:12px;height:12px;"
                        f"background:{colour};border:1px solid #000'></span> <b>{escape(p)}</b>{out} "
                        f"({len(g.alive(p))} left, {len(g.hands[p])} cards): {names}</div>")
        listed = "".join(f"<li>{escape(g.mobsters[m].name)} <i>({escape(str(g.mobsters[m].owner))})</i></li>"
                         for m in g.hit_list) or "<li><i>nobody</i></li>"
        war = {0: "no Mob War", 1: "MOB WAR: one dies each turn", 2: "MOB WAR at double rate: two die each turn"}[g.war]
        top = CARDS[g.discard[-1]].name if g.discard else "\u2014"
        hand = "".join(card_html(c) for c in g.view(self.human)["hand"])
        d = g.decision
        status = (f"<b>{escape(g.winner)} wins!</b>" if g.winner else
                  f"Waiting for <b>{escape(d.player)}</b>" if d else "")
        if d and not g.winner and d.player == self.human:
            status = "<b>Your decision:</b> " + escape(d.prompt.split(": ", 1)[-1])
        self.table.value = (
            f"<div style='line-height:1.4'>{''.join(rows)}"
            f"<div style='margin-top:6px'><b>Hit List</b> (the first is up against the wall): <ol>{listed}</ol></div>"
            f"<div><b>{war}</b> \u00b7 deck {len(g.deck)} \u00b7 discard pile {len(g.discard)} (top: {escape(top)})</div>"
            f"<div style='margin-top:4px'><b>Your hand</b> ({escape(self.human)}):</div><div>{hand}</div>"
            f"<div style='margin-top:4px' class='mobgames-fb-status'>{status}</div></div>")
        mine = d is not None and d.player == self.human and not g.winner
        self.buttons.children = self._groups(g.legal_actions()) if mine else []
        self.kit.refresh()
        self.story.value = self.kit.story_turns(annotate)

    def _groups(self, actions) -> list[W.Widget]:
        """The choices in groups (answer, choose, play, discard), each sorted by card and target."""
        g = self.game
        rows = []
        for kind, title in GROUPS:
            acts = sorted((a for a in actions if a.kind == kind), key=lambda a: action_label(g, a))
            if not acts:
                continue
            buttons = []
            for a in acts:
                b = W.Button(description=action_label(g, a), layout=W.Layout(width="auto", margin="2px"),
                             button_style="primary" if kind in ("counter", "choose") else "")
                b.on_click(lambda _, a=a: self.choose(a))
                b.action = a
                buttons.append(b)
            head = [W.HTML(f"<b>{escape(title)}</b>", layout=W.Layout(width="150px"))] if title else []
            rows.append(W.HBox(head + buttons, layout=W.Layout(flex_flow="row wrap", align_items="center")))
        return rows


PARTS = GameParts(card_html=card_html, group_title=lambda _state, key, _acts: dict(GROUPS).get(key) or
                  str(key).replace("_", " ").capitalize())   # (the shared widgets' Family Business parts)
