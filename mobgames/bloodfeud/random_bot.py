"""``RandomBot``: random legal play, for watching and for testing (see ``bots.py``)."""

from __future__ import annotations

from .actions import Action, move_action
from .bot_kit import Bot


class RandomBot(Bot):
    """Random legal play: a few random attacks, random moves, random affordable purchases."""

    level = "random"
    attack_chance = 0.5     # chance of trying an attack in a turn (then maybe another)
    move_chance = 0.7       # chance that each piece moves
    buy_chance = 0.7        # chance of buying (again)

    def answer(self, view, d, legal):
        options = list(legal)
        return options[self.rng.randrange(len(options))]

    def battle(self, view):
        rng, me, memory = self.rng, view.player, self.memory(view)
        if memory.get("no_more_attacks") or rng.random() >= self.attack_chance:
            memory["no_more_attacks"] = True
            return None
        targets = view.legal_actions().of("attack")
        if not targets:
            memory["no_more_attacks"] = True
            return None
        target = rng.choice(targets).get("target")
        groups = sorted(self.groups(view, target).items())
        vehicles = [g for g in groups if g[0][1] in ("limousine", "speedboat", "helicopter")]
        people = [g for g in groups if g not in vehicles]
        chosen = [g for g in people if rng.random() < 0.6] or ([rng.choice(people)] if people else [])
        if vehicles and (not people or rng.random() < 0.5):
            vehicle = rng.choice(vehicles)
            riders = [g for g in people if g[0][0] == vehicle[0][0]]   # people in its space may ride in
            chosen = [vehicle] + ([g for g in riders if rng.random() < 0.5] or riders[:1])
        joins = []
        for (space, key), most in chosen:
            extra = {}
            if key == "helicopter":
                plans = [a.get("plan") for a in view.joins(target) if a.get("from") == space and a.get("plan")]
                extra = {"plan": rng.choice(plans)} if plans else {}
            joins.append(Action(me, "join", **{"from": space, "piece": key, "n": rng.randint(1, most)}, **extra))
        return self.plan([Action(me, "attack", target=target)] + joins + [Action(me, "strike")])

    def movement(self, view):
        rng, me, game = self.rng, view.player, view.game
        memory = self.memory(view)
        if "order" not in memory:
            ids = sorted(u.id for u in game.units.values() if u.owner == me)
            rng.shuffle(ids)
            memory["order"] = ids
        while memory["order"]:
            pid = memory["order"].pop(0)
            u = game.units.get(pid)
            if u is None or u.owner != me or rng.random() >= self.move_chance:
                continue
            moves = view.moves_of(pid)
            if moves:
                return move_action(me, rng.choice(moves))
        return None

    def purchase(self, view):
        rng, memory = self.rng, self.memory(view)
        bought = memory.get("bought", 0)
        if bought >= 4 or memory.get("no_more_buys") or rng.random() >= self.buy_chance:
            memory["no_more_buys"] = True
            return None
        buys = view.legal_actions().of("buy")
        if not buys:
            return None
        memory["bought"] = bought + 1
        # Pick the item first (so the many districts do not crowd out people), then where.
        item = rng.choice(sorted({a.get("item") for a in buys}))
        return rng.choice([a for a in buys if a.get("item") == item])
