"""The fair Mob Ties bots: ``SimpleBot``, a plain, greedy player, and ``FairBot`` (the "fair"
level), the same player making offers too.

``SimpleBot`` votes for itself (and against the strongest rival when the Feds pinch), keeps attack and
defense cards, defends when it can, sacrifices its least valuable mobster, bails when it can
afford to, and attacks the family with the most respect where it has a mobster. It accepts
an offer when the money is more than the vote is worth to itself, and keeps every vote it
sold; it makes no offer itself, so its games among themselves are those of earlier releases
(the golden playthrough, the saved games of the tests). It makes no random choice.
"""

from __future__ import annotations

from ..core.bots import Bot
from ..core.errors import MobgamesError
from . import bot_kit as kit
from .cards import FAVOR, KINDS

_KEEP = {"defense": 3, "weapon": 2, "attack": 1, "hit": 1, "whack": 1, "specialty": 0}


class SimpleBot(Bot):
    level = "fair"

    def choose(self, view):
        d = view.decision
        acts = list(view.legal_actions())
        if d is None or not acts:
            raise MobgamesError(f"{view.player} has nothing to decide now.")
        me, kind = view.player, d.kind
        mobsters = view.mobsters
        if kind == "answer":
            return self.answer(view, d.info["offer"], acts)
        if kind in ("vote", "tie") and view.show is not None:
            offer = self.offer(view) if kind == "vote" else None
            if offer is not None:
                return offer
            sold = kit.accepted_vote(view.show, me)   # it keeps its word, bound or not
            kept = [a for a in acts if a.target == sold]
            if kept:
                return kept[0]

        def respect(mid: str) -> int:
            return KINDS[mobsters[mid].kind].respect

        if kind == "vote":
            show = view.show
            if show and show.purpose == "pinch":
                return max(acts, key=lambda a: show.respect.get(a.target, 0))
            return next((a for a in acts if a.target == me), acts[0])
        if kind == "tie":
            return next((a for a in acts if a.target == me), acts[0])
        if kind == "split":
            return next(a for a in acts if a.kind == "agree")
        if kind == "keep":
            return max(acts, key=lambda a: (_KEEP[FAVOR[a.card].type], FAVOR[a.card].level))
        if kind == "give":
            return min(acts, key=lambda a: view.respect_at("mansion").get(a.target, 0))
        if kind == "diner":
            return next(a for a in acts if a.kind == "collect")
        if kind == "robbery":
            return next(a for a in acts if a.kind == "rob")
        if kind == "robbed":
            return next(a for a in acts if a.kind == "forfeit")
        if kind == "buy":
            if any(a.kind == "buy" for a in acts) and view.cash[me] >= 75 and len(view.hand) < 8:
                return next(a for a in acts if a.kind == "buy")
            return next(a for a in acts if a.kind == "done")
        if kind == "move":
            # Spread out towards the richest racket with room, away from surrounded places.
            feds = view.feds

            def score(a):
                return (-feds.get(a.where, 0), view.count_at(a.where) < 3, a.where != "streets", -respect(a.target))
            return max(acts, key=score)
        if kind == "place":
            return min(acts, key=lambda a: (view.count_at(a.where), -respect(a.target)))
        if kind == "pinch":
            weapons = [a for a in acts if a.kind == "weapon"]
            if weapons:
                return max(weapons, key=lambda a: FAVOR[a.card].feds)
            return min(acts, key=lambda a: respect(a.target))
        if kind == "defend":
            defends = [a for a in acts if a.kind == "defend"]
            return min(defends, key=lambda a: FAVOR[a.card].level) if defends else acts[-1]
        if kind == "sacrifice":
            return min(acts, key=lambda a: respect(a.target))
        if kind == "bail":
            return next((a for a in acts if a.kind == "bail"), acts[-1])   # a deal may have left only "done"
        if kind == "raid":
            where = view.where
            mine = {where[m] for m in view.family(me)}
            return next((a for a in acts if a.where not in mine), acts[0])
        if kind == "act":
            attacks = [a for a in acts if a.kind == "attack"]
            if attacks:
                return max(attacks, key=lambda a: (view.respect_at(a.where).get(a.target, 0), FAVOR[a.card].level))
            plays = [a for a in acts if a.kind == "play"]
            if plays:
                return plays[0]
            return next(a for a in acts if a.kind == "pass")
        return acts[0]

    # -- bargaining ------------------------------------------------------------------------------
    def offer(self, view):
        """The offer to make before it votes, or None (``SimpleBot`` makes none)."""
        return None

    def answer(self, view, offer: dict, acts):
        """Yes when the money is more than the vote is worth to itself (and at least $2k)."""
        loss = kit.loss_if_bought(view, view.show, view.player, offer["vote"])
        yes = offer["amount"] >= max(2, loss + 1)
        return next(a for a in acts if a.get("accept") is yes)


class FairBot(SimpleBot):
    """The "fair" level: ``SimpleBot``, which also offers cash for votes. Before it votes, it
    offers a later voter (or the Don, for the tie-break) who could turn the show its way a third
    of what it would gain, and at least what that voter loses by it."""

    def offer(self, view):
        return kit.best_offer(view, share=1 / 3, least=2)
