"""FBTable: a Family Business table. Each family's mobsters face up, the Hit List from the wall,
the war, the discard pile and the human player's hand; the human plays by clicking, and simple
bots play the other families. Only the human's own hand is shown."""

from __future__ import annotations

from html import escape

import ipywidgets as W

from mobgames.core.errors import MobgamesError
from mobgames.core.bots import play
from mobgames.familybusiness import Action, new_game
from mobgames.familybusiness.bots import SimpleBot
from mobgames.familybusiness.cards import CARDS, families
from mobgames.teaching import annotate  # game terms show their definition on hover

COLOURS = {f["id"]: f["colour"] for f in families()}
TYPE_COLOURS = {"attack": "#c62828", "rescue": "#2e7d32", "counter": "#1565c0"}
def action_label(game, a: Action) -> str:
    name = CARDS[a.card].name if a.card else ""
    target = ""
    if a.target in game.mobsters:
        target = game.mobsters[a.target].name
    elif a.target:
        target = a.target
    return {"play": f"Play {name}" + (f" on {target}" if target else ""), "discard": f"Discard {name}",
            "counter": f"Answer with {name}", "pass": "Let it pass", "choose": f"Choose {target}"}[a.kind]


class FBTable(W.VBox):
    """``FBTable()`` starts a game: you play Ana against two bots. ``FBTable(game, human="Ben")``
    shows any game from that player's seat."""

    def __init__(self, game=None, human: str | None = None, *, seed: int = 1, bots: bool = True):
        self.game = game or new_game(["Ana", "Bot Bella", "Bot Carlo"], seed=seed)
        self.human = human or self.game.players[0]
        self.bots = bots
        self.table = W.HTML()
        self.table.add_class("mobgames-fb-table")
        self.buttons = W.Box(layout=W.Layout(flex_flow="row wrap"))
        self.buttons.add_class("mobgames-fb-actions")
        self.story = W.HTML()
        self.message = W.HTML()
        super().__init__([self.table, self.message, self.buttons, self.story])
        self.add_class("mobgames-fb")
        self._advance()

    # -- play ------------------------------------------------------------------------------
    def choose(self, action: Action) -> None:
        try:
            self.game.apply(action)
            self.message.value = ""
        except MobgamesError as err:
            self.message.value = f"<span style='color:#b00020'>{escape(str(err))}</span>"
        self._advance()

    def _advance(self) -> None:
        """Let the bots decide until it is the human's turn to decide (or the game ends)."""
        g = self.game
        if self.bots:
            bot = SimpleBot()
            play(g, {p: bot for p in g.players if p != self.human}, max_actions=5000)
        self._render()

    # -- drawing ---------------------------------------------------------------------------
    def _render(self) -> None:
        g = self.game
        rows = []
        for p in g.players:
            colour = COLOURS[g.family_of[p]]
            out = " <b>(out)</b>" if p in g.eliminated else ""
            names = ", ".join(escape(g.mobsters[m].name) for m in g.in_front(p)) or "—"
            rows.append(f"<div style='margin:2px 0'><span style='display:inline-block;width:12px;height:12px;"
                        f"background:{colour};border:1px solid #000'></span> <b>{escape(p)}</b>{out} "
                        f"({len(g.alive(p))} left, {len(g.hands[p])} cards): {names}</div>")
        listed = "".join(f"<li>{escape(g.mobsters[m].name)} <i>({escape(str(g.mobsters[m].owner))})</i></li>"
                         for m in g.hit_list) or "<li><i>nobody</i></li>"
        war = {0: "no Mob War", 1: "MOB WAR: one dies each turn", 2: "MOB WAR at double rate: two die each turn"}[g.war]
        top = CARDS[g.discard[-1]].name if g.discard else "—"
        hand = " ".join(f"<span style='border:2px solid {TYPE_COLOURS[CARDS[c].type]};border-radius:4px;"
                        f"padding:1px 5px;margin:1px;display:inline-block'>{escape(CARDS[c].name)}</span>"
                        for c in g.view(self.human)["hand"])
        status = (f"<b>{escape(g.winner)} wins!</b>" if g.winner else
                  f"Waiting for <b>{escape(g.decision.player)}</b>" if g.decision else "")
        d = g.decision
        if d and not g.winner and d.player == self.human:
            status += ": " + escape(d.prompt.split(": ", 1)[-1])
        self.table.value = (
            f"<div style='font-size:14px;line-height:1.4'>{''.join(rows)}"
            f"<div style='margin-top:6px'><b>Hit List</b> (the first is up against the wall): <ol>{listed}</ol></div>"
            f"<div><b>{war}</b> · deck {len(g.deck)} · discard pile {len(g.discard)} (top: {escape(top)})</div>"
            f"<div style='margin-top:4px'><b>Your hand</b> ({escape(self.human)}): {hand}</div>"
            f"<div style='margin-top:4px'>{status}</div></div>")
        if g.decision and g.decision.player == self.human and not g.winner:
            buttons = []
            for a in g.legal_actions():
                b = W.Button(description=action_label(g, a), layout=W.Layout(width="auto", margin="2px"))
                b.on_click(lambda _, a=a: self.choose(a))
                buttons.append(b)
            self.buttons.children = buttons
        else:
            self.buttons.children = []
        last = g.log[-8:]
        self.story.value = "".join(f"<div style='font-size:13px;color:#333'>• {annotate(e.text)}</div>" for e in last)
