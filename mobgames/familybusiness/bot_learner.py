"""The learner Family Business computer player: a gentle opponent for a first game.

It plays legal, sensible moves but takes its time, so a first game lasts and shows every part of
the rules:

- It saves its own mobster when a Mob War is about to kill him (a Police Protection, a Take It On
  the Lam, a Pay Off, a Substitution, a Truce), and otherwise leaves the Hit List alone.
- It attacks with plain Contracts only, and not on every turn; it sends them to the rival with
  the most mobsters in front of him, so it never gangs up on a family that is already losing.
- It throws away its harshest cards (Hit, Massacre, Vendetta, Ambush, Mob War, ...) rather than
  play them, and keeps its Counter and Rescue cards.
- It answers only a card played against itself, and never with a Finger (it does not spoil a
  rival's rescue).
"""

from __future__ import annotations

from ..core.bots import Bot

PLAIN = ("contract", "contract_no_mob_power", "contract_no_family_influence", "contract_iron_clad")
SAVES = ("police_protection", "take_it_on_the_lam", "substitution")
# The order it throws cards away in: the harshest first, its Counter and Rescue cards last.
THROW = ("st_valentines_day_massacre", "hit", "vendetta", "ambush", "mob_war", "double_cross", "turncoat",
         "double_contract", "priority_contract", "finger", "contract_iron_clad", "contract_no_family_influence",
         "contract_no_mob_power", "contract", "intrigue", "federal_crackdown", "truce", "substitution",
         "take_it_on_the_lam", "pay_off", "safe_house", "police_protection", "mob_power", "family_influence")
ATTACK_CHANCE = 0.6   # how often it attacks when it can
SAVE_CHANCE = 0.6     # how often it saves its own (or answers a card against itself) when it can


class LearnerBot(Bot):
    level = "learner"

    def choose(self, view):
        actions = self.options(view)
        d = view.decision
        if d.kind == "counter":
            return self.answer(view, actions)
        if actions[0].kind == "choose":
            return self.pick(view, actions)
        return self.play(view, actions)

    def answer(self, view, actions):
        d = view.decision
        me = view.player
        aimed = d.info.get("target") == me or d.info["card"] == "vendetta"
        if aimed and self.rng.random() < SAVE_CHANCE:
            for card in ("family_influence", "safe_house", "mob_power"):
                for a in actions:
                    if a.kind == "counter" and a.card == card:
                        return a
        return next(a for a in actions if a.kind == "pass")

    def play(self, view, actions):
        me = view.player
        mobsters = view.mobsters
        listed = view.hit_list
        rate = view.war or (1 if len(listed) >= 5 else 0)
        near = [m for m in listed[:max(1, rate)] if mobsters[m].owner == me] if rate else []
        plays = [a for a in actions if a.kind == "play"]
        if near and self.rng.random() < SAVE_CHANCE:
            for a in plays:
                if a.card in SAVES and a.target in near:
                    return a
            for a in plays:
                if (a.card == "pay_off" and a.target == me) or (view.war and a.card == "truce"):
                    return a
        if self.rng.random() < ATTACK_CHANCE:
            target = self.target(view)
            for a in plays:
                if a.card in PLAIN and a.target == target:
                    return a
        discards = [a for a in actions if a.kind == "discard"]
        return min(discards, key=lambda a: THROW.index(a.card) if a.card in THROW else len(THROW))

    def target(self, view):
        """The rival with the most mobsters in front of him (ties: chosen at random)."""
        rivals = [p for p in view.active_players if p != view.player]
        most = max(len(view.in_front(p)) for p in rivals)
        top = [p for p in rivals if len(view.in_front(p)) == most]
        return top[self.rng.randrange(len(top))]

    def pick(self, view, actions):
        me = view.player
        stage = view.decision.kind
        mobsters = view.mobsters
        owner = {a.target: mobsters[a.target].owner for a in actions if a.target in mobsters}
        listed = view.hit_list
        if stage == "hit":   # one already on the list, who was in danger anyway
            theirs = [a for a in actions if owner[a.target] != me]
            on_list = [a for a in theirs if a.target in listed]
            return (on_list or theirs or actions)[0]
        if stage in ("double_cross_order", "vendetta", "intrigue", "substitution", "turncoat_out"):
            size = {p: len(view.alive(p)) for p in view.active_players}
            theirs = [a for a in actions if owner[a.target] != me]
            if not theirs:
                return actions[-1]
            return max(theirs, key=lambda a: (size.get(owner[a.target], 0), -actions.index(a)))
        if stage == "turncoat_to":
            return next((a for a in actions if a.target == me), actions[0])
        if stage == "turncoat_back":
            mine = view.family_of.get(me)
            return next((a for a in actions if mobsters[a.target].family == mine), actions[0])
        return actions[-1]
