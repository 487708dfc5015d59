"""``StrongBot``: plays to win (see ``bots.py``). It plays the GreedyBot's game for income and
adds what wins against it: it watches every rival's projected income and turns on the one who
nears Incontestable Dominance, going for his Family Members (each one it kills or kidnaps takes
a whole multiple of his assets away), his developed districts and his Boss; it keeps the
prisoners of a rival who is ahead of it rather than selling them back; and it buys the box's
Illicit Activities before its rivals can."""

from __future__ import annotations

from collections import Counter

from ..core.errors import IllegalAction
from .actions import Action
from .attack import BRIBE
from .bot_kit import FIGHTERS, strength
from .greedy_bot import GreedyBot
from .income import FAMILY_PIECES, income
from .kidnapping import commander
from .state import base_kind
from .vehicles import vehicle_routes

DOMINANCE = 6000


class StrongBot(GreedyBot):
    level = "strong"
    odds_needed = 0.6
    odds_for_a_boss = 0.45
    odds_against_a_leader = 0.5   # ... when the defender nears Incontestable Dominance
    max_attacks = 5

    @staticmethod
    def threat(game, player: str) -> float:
        """How near a player is to Incontestable Dominance: his projected income / $6,000."""
        return income(game, player).amount / DOMINANCE

    def odds_threshold(self, game, me: str, target: str, plan) -> float:
        owner = plan.owners[0]
        if plan.defence.get("boss", 0):
            return self.odds_for_a_boss
        if self.threat(game, owner) >= max(0.5, self.threat(game, me)):
            return self.odds_against_a_leader
        return self.odds_needed

    def target_value(self, game, me: str, target: str, plan) -> float:
        owner = plan.owners[0]
        rival, mine = income(game, owner), income(game, me)
        urgency = 1 + 3 * max(0.0, rival.amount / DOMINANCE - mine.amount / DOMINANCE)
        value = 3000.0 if plan.defence.get("boss", 0) else 0.0
        family = sum(n for k, n in plan.defence.items() if base_kind(k) in FAMILY_PIECES)
        value += family * rival.assets * urgency   # each Family Member lost takes his assets once
        if game.board.space(target).kind == "district":
            worth = 10 + 40 * (game.buildings.get(target) == "illicit_activity") \
                + 20 * (game.buildings.get(target) == "penthouse_palace")
            value += worth * (mine.ifm + rival.ifm * urgency)   # what I gain and what he loses
        return value + 5 * sum(plan.defence.values())

    def leader(self, game, me: str) -> str | None:
        """The rival who earns more than this bot (the most), if any."""
        mine = income(game, me).amount
        rivals = [(income(game, p).amount, p) for p in game.names if p != me and p not in game.eliminated]
        best = max(rivals, default=None)
        return best[1] if best and best[0] > mine else None

    def move_targets(self, game, me: str) -> list[str]:
        """Behind a rival, the fighters go for what makes his income: his developed districts
        and his Family Members."""
        lead = self.leader(game, me)
        if lead is None:
            return super().move_targets(game, me)
        spots = {d for d in game.districts_of(lead) if d in game.buildings}
        spots |= {u.space for u in game.units.values() if u.owner == lead and base_kind(u.kind) in FAMILY_PIECES}
        return sorted(spots) or super().move_targets(game, me)

    def ransom_offer(self, view):
        game, me = view.game, view.player
        # Prisoners of a rival who earns as much as me stay prisoners: his income stays down.
        ahead = {p for p in game.names if p != me and p not in game.eliminated
                 and income(game, p).amount >= income(game, me).amount}
        offer = super().ransom_offer(view)
        if offer is not None and commander(game, offer.get("colour")) in ahead:
            return None
        return offer

    # -- raids: a helicopter takes Hit Men anywhere on the board ---------------------------------
    def battle(self, view):
        memory = self.memory(view)
        if not memory.get("raided"):
            memory["raided"] = True
            chain = self.raid(view)
            if chain is not None:
                return self.plan(chain)
        return super().battle(view)

    def raid(self, view):
        """Against a rival ahead of it: fly fighters (Hit Men first) in a helicopter over to his
        Family Members, his Boss or his developed districts, and land again at home; the attack
        with the best chance times worth, if its chance is good enough. None: no raid."""
        game, me = view.game, view.player
        lead = self.leader(game, me)
        if lead is None:
            return None
        helis = [u for u in game.units.values() if u.owner == me and u.kind == "helicopter"
                 and u.id not in game.moved and u.id not in game.fought]
        if not helis:
            return None
        targets = {a.get("target") for a in view.legal_actions().of("attack")}
        wanted = {u.space for u in game.units.values() if u.owner == lead and base_kind(u.kind) in FAMILY_PIECES}
        wanted |= {d for d in game.districts_of(lead) if d in game.buildings}
        best = None
        for heli in helis:
            seats = game.catalogue["helicopter"].carries
            crew = [game.units[p] for p in heli.passengers]
            crew += sorted((u for u in game.units.values() if u.owner == me and u.space == heli.space
                            and u.carrier is None and u.kind in FIGHTERS and u.id not in game.moved
                            and u.id not in game.fought), key=lambda u: -strength(u.kind))[:seats - len(crew)]
            if not crew:
                continue
            keys = Counter(game.key_of(u) for u in crew)
            for target in sorted(targets & wanted):
                for plan_route in self._flight_plans(view, heli, target):
                    attackers = {heli.space: {"helicopter": 1, **keys}}
                    try:
                        plan = view.forecast(target, attackers, flight_plan=plan_route)
                    except IllegalAction:
                        continue
                    p = self._odds_of(keys, plan.defence, plan.building)
                    if p < self.odds_threshold(game, me, target, plan):
                        continue
                    score = p * self.target_value(game, me, target, plan)
                    if best is None or score > best[0]:
                        best = (score, heli, crew, target, plan_route)
                    break   # (one landing is enough for each target)
        if best is None:
            return None
        _score, heli, crew, target, route = best
        boarding = [Action(me, "board", person=u.id, vehicle=heli.id) for u in crew if u.carrier != heli.id]
        join = Action(me, "join", **{"from": heli.space, "piece": "helicopter", "n": 1, "plan": route})
        return boarding + [Action(me, "attack", target=target), join, Action(me, "strike")]

    @staticmethod
    def _flight_plans(view, heli, target: str) -> list:
        """Routes over ``target`` that land where the helicopter may (home ground first)."""
        routes = vehicle_routes(view.game, heli.id)
        plans = [r for r in routes.values() if target in r[:-1]]
        return sorted(plans, key=lambda r: (view.game.control.get(r[-1]) != view.player, len(r)))

    # -- purchases -----------------------------------------------------------------------------
    def purchase(self, view):
        """Illicit Activities first, while the box has any (each one pays for itself in a turn
        and is one fewer for the rivals), after guards for a threatened Boss; then Henchmen to
        take more districts, then Hit Men."""
        shop = self.shopping(view)
        if shop is None:
            return None
        game, me, danger, buy, guard = shop
        if guard:
            return guard
        cash = game.cash[me]
        if cash >= game.catalogue["illicit_activity"].cost + BRIBE:
            spots = sorted((d for d in game.districts_of(me) if d not in game.buildings),
                           key=lambda d: (danger[d] - self._guard_strength(game, me, d), d))
            a = next((b for b in (buy("illicit_activity", d) for d in spots[:3]) if b), None)
            if a:
                return a
        fighters = sum(1 for u in game.units.values() if u.owner == me and u.kind in FIGHTERS)
        behind = self.leader(game, me) is not None
        if behind and not any(u.owner == me and u.kind == "helicopter" for u in game.units.values()) \
                and cash >= game.catalogue["helicopter"].cost + game.catalogue["hitman"].cost:
            a = buy("helicopter")   # a raider: it takes Hit Men to the leader's family anywhere
            if a:
                return a
        if (fighters < 6 + game.round // 2 or behind) and cash >= 250 + BRIBE:
            a = next((b for b in map(buy, ("hitman", "henchman") if behind else ("henchman",)) if b), None)
            if a:
                return a
        if cash >= game.catalogue["hitman"].cost + 200:
            return next((b for b in map(buy, ("hitman", "henchman", "thug")) if b), None)
        return None
