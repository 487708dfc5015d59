"""The learner Mob Ties bot (the "learner" level): legal, sensible and slow, so that a reader's
first game lasts and shows every part of the round.

It plays like the fair bot (votes for itself, spreads out, keeps away from the Feds, defends,
bails), with two differences. It is slow to fight: it strikes back at a family that killed one
of its mobsters, and otherwise attacks at most once a round from round 3 on, with a spare attack
card (it keeps its last one); it never plays Armed Robbery. And it bargains by a simple rule:
before it votes it offers half of what the vote would bring it (at least $5k) to a voter who
could turn the show its way; it accepts an offer of at least $5k that is more than the vote is
worth to itself; it keeps its word.
"""

from __future__ import annotations

from . import bot_kit as kit
from .bot_fair import FairBot
from .cards import FAVOR


class LearnerBot(FairBot):
    level = "learner"

    def choose(self, view):
        d = view.decision
        kind = d.kind if d is not None else None
        if kind == "act":
            return self.act(view, list(view.legal_actions()))
        if kind == "robbery":
            return next(a for a in view.legal_actions() if a.kind == "pass")
        return super().choose(view)

    def enemies(self, view) -> set[str]:
        """The families that killed one of its mobsters."""
        me, mobsters = view.player, view.mobsters
        return {e.data.get("by") for e in view.log
                if e.kind == "kill" and e.data.get("mobster") in mobsters and mobsters[e.data["mobster"]].owner == me}

    def act(self, view, acts):
        foes = self.enemies(view)
        attacks = [a for a in acts if a.kind == "attack"]
        back = [a for a in attacks if a.target in foes]
        if back:
            return min(back, key=lambda a: FAVOR[a.card].level)
        # Now and then, from round 3 on, one attack with a spare card (it keeps its last one).
        spare = sum(1 for c in view.hand if FAVOR[c].attacks) >= 2
        if attacks and spare and view.round >= 3 and not self.attacked_this_round(view):
            return min(attacks, key=lambda a: (FAVOR[a.card].level, -view.respect_at(a.where).get(a.target, 0)))
        free = [a for a in acts if a.kind == "play" and a.card == "tony_goldstein"]
        if free:
            return free[0]
        return next(a for a in acts if a.kind == "pass")

    def attacked_this_round(self, view) -> bool:
        me = view.player
        for e in reversed(view.log):
            if e.kind == "phase":
                return False
            if e.kind == "play" and e.data.get("player") == me:
                return True
        return False

    def offer(self, view):
        return kit.best_offer(view, share=0.5, least=5)

    def answer(self, view, offer: dict, acts):
        loss = kit.loss_if_bought(view, view.show, view.player, offer["vote"])
        yes = offer["amount"] >= max(5, loss + 1)
        return next(a for a in acts if a.get("accept") is yes)
