"""The decision a Family Business game waits for (``Step``): who acts, and on what (a card to
play, a counter, a choice a card asks for), with its prompt written only when read."""

from __future__ import annotations

import copy

from ..core.decision import Decision
from ..core.text import a_an
from .cards import CARDS

PROMPTS = {
    "listing": "{p}: choose which of your mobsters goes on the Hit List ({by} played {card}).",
    "double_cross_give": "{p}: Double Cross. Choose which of your mobsters you must hand over to {by}.",
    "double_cross_order": "{p}: Double Cross. Choose the next of the handed-over mobsters for the Hit List.",
    "vendetta": "{p}: Vendetta. Choose the next rival mobster for the Hit List (up to two from each family).",
    "intrigue": "{p}: Intrigue. Choose the mobster for the next place on the Hit List, counting from the wall.",
    "hit": "{p}: Hit. Choose the mobster to eliminate.",
    "substitution": "{p}: Substitution. Choose who takes {target}'s place on the Hit List.",
    "turncoat_out": "{p}: Turncoat. Choose the mobster who goes, from the biggest family.",
    "turncoat_back": "{p}: Turncoat. Choose the dead mobster who comes back.",
    "turncoat_to": "{p}: Turncoat. Choose which of the smallest families he joins.",
}


HIDDEN = frozenset({"waiting"})   # notes in a step's ctx that would tell who holds which cards


class Step(Decision):
    """The decision the game waits for, with the engine's own notes: ``mode`` (play, counter or
    choose) and ``ctx``, the card being resolved (see ``effects``). Its prompt and info are
    written only when read (a step is made on every action; random play never reads them)."""

    __slots__ = ("mode", "ctx", "_mobsters", "_options")

    def __init__(self, player: str, mode: str, kind: str, ctx: dict | None = None, mobsters: dict | None = None):
        # (the base class's fields set here directly)
        self.player, self.kind, self._prompt, self._info = player, kind, None, None
        self.mode, self.ctx, self._mobsters = mode, ctx if ctx is not None else {}, mobsters
        self._options = self.ctx.get("options") if mode == "choose" else None   # the list asked about now

    @property
    def prompt(self) -> str:
        if self._prompt is None:
            self._prompt = self._write()
        return self._prompt

    @property
    def info(self) -> dict:
        if self._info is None:
            ctx = self.ctx
            self._info = {} if self.mode == "play" else {"card": ctx["card"], "by": ctx["by"]}
            if self.mode == "choose":
                self._info["options"] = list(self._options)
        return self._info

    def _write(self) -> str:
        p, ctx = self.player, self.ctx
        if self.mode == "play":
            return f"{p}: play one of your cards, or discard one."
        card = CARDS[ctx["card"]].name
        if self.mode == "counter":
            return f"{p}: {ctx['by']} plays {card}. Answer it with a Counter card, or let it pass."
        target = ctx.get("target")
        if self._mobsters is not None and target in self._mobsters:
            target = self._mobsters[target].name
        return PROMPTS[self.kind].format(p=p, by=ctx["by"], card=a_an(card), target=target)

    def public(self) -> Step:
        """This step as every player may see it: without the engine's hidden notes (who else
        holds a Counter card that answers the card, in ``ctx["waiting"]``)."""
        if not HIDDEN.intersection(self.ctx):
            return self
        twin = Step(self.player, self.mode, self.kind, {k: v for k, v in self.ctx.items() if k not in HIDDEN},
                    self._mobsters)
        twin._options = self._options
        return twin

    def __deepcopy__(self, memo):
        twin = Step(self.player, self.mode, self.kind, copy.deepcopy(self.ctx, memo))
        twin._prompt, twin._info = self.prompt, copy.deepcopy(self.info, memo)
        return twin
