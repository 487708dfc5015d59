"""``GreedyBot``: plays for money, and so for Incontestable Dominance (see ``bots.py``)."""

from __future__ import annotations

from collections import Counter

from ..core.errors import IllegalAction
from .actions import Action, move_action
from .attack import BRIBE
from .bot_kit import FAMILY, FIGHTERS, Bot, distances, strength, within
from .income import income
from .odds import battle_odds
from .passage import WALK_EDGES
from .pieces import PEOPLE


class GreedyBot(Bot):
    """Plays for income: spreads its family, grabs districts, attacks only with the odds
    clearly on its side, keeps its Boss guarded, and buys Illicit Activities and fighters."""

    level = "fair"
    odds_needed = 0.75       # chance of winning a battle before attacking
    odds_for_a_boss = 0.6    # ... when the enemy Boss is in the target
    max_attacks = 3

    def __init__(self, seed: int | None = None):
        super().__init__(seed)
        self._odds: dict = {}

    # -- reading the position ---------------------------------------------------------------
    def _odds_of(self, att: Counter, dfn: Counter, building: str | None) -> float:
        key = (tuple(sorted(att.items())), tuple(sorted(dfn.items())), building)
        p = self._odds.get(key)
        if p is None:
            if len(self._odds) > 5000:
                self._odds.clear()
            p = self._odds[key] = battle_odds(dict(att), dict(dfn), building)["attacker"]
        return p

    @staticmethod
    def danger(game, me: str) -> Counter:
        """How hard enemy pieces could hit each space next turn: the summed hit chances of
        every enemy person that can walk there (or be driven there in a Limousine)."""
        board = game.board
        out: Counter = Counter()
        riders: dict[str, float] = {}
        for u in game.units.values():
            if u.owner == me:
                continue
            if u.kind in PEOPLE:
                riders[u.space] = riders.get(u.space, 0) + strength(u.kind)
                points = 2 if u.kind in ("henchman", "hitman") else 1
                for s in within(board, u.space, points, WALK_EDGES):
                    out[s] += strength(u.kind)
        for u in game.units.values():
            if u.owner != me and u.kind == "limousine" and riders.get(u.space):
                for s in within(board, u.space, 4, WALK_EDGES):
                    out[s] += min(riders[u.space], 5 * 0.7)
        return out

    @staticmethod
    def boss(game, me: str):
        return next((u for u in game.units.values() if u.owner == me and u.kind == "boss"), None)

    def guards_needed(self, game, me: str, danger: Counter) -> float:
        boss = self.boss(game, me)
        return 1.5 * danger[boss.space] if boss else 0.0

    def answer(self, view, d, legal):
        me = view.player
        if d.kind == "premium":
            return Action(me, "premium", pay=True)   # offered only when it can be paid
        return next(iter(legal))   # everyone steps in, every fallen Family Member is kidnapped

    # -- battle --------------------------------------------------------------------------------
    def battle(self, view):
        memory = self.memory(view)
        if memory.get("attacks", 0) >= self.max_attacks or memory.get("no_more"):
            return None
        chain = self._attack_once(view)
        if chain is None:
            memory["no_more"] = True
            return None
        memory["attacks"] = memory.get("attacks", 0) + 1
        return self.plan(chain)

    def _attack_once(self, view):
        game, me = view.game, view.player
        boss = self.boss(game, me)
        danger = self.danger(game, me)
        need = self.guards_needed(game, me, danger)
        # Fighters at the Boss's side that must stay: the strongest first, until he is safe.
        kept: Counter = Counter()
        if boss is not None and need > 0:
            guard = 0.0
            for u in sorted((u for u in game.units.values() if u.owner == me and u.space == boss.space
                             and u.kind in FIGHTERS), key=lambda u: -strength(u.kind)):
                if guard >= need:
                    break
                kept[u.kind] += 1
                guard += strength(u.kind)
        my_spaces = {u.space for u in game.units.values() if u.owner == me and u.kind in FIGHTERS
                     and u.id not in game.moved}
        near = set()
        for s in my_spaces:
            near |= within(game.board, s, 2, WALK_EDGES)
        best = None
        targets = sorted(a.get("target") for a in view.legal_actions().of("attack"))
        for target in targets:
            if target not in near or game.board.space(target).kind == "water":
                continue
            groups = {}
            for (space, key), n in self.groups(view, target).items():
                if key in FIGHTERS:
                    n -= kept[key] if boss is not None and space == boss.space else 0
                    if n > 0:
                        groups[(space, key)] = n
            if not groups:
                continue
            attackers: dict = {}
            att = Counter()
            for (space, key), n in groups.items():
                attackers.setdefault(space, {})[key] = n
                att[key] += n
            try:
                plan = view.forecast(target, attackers)
            except IllegalAction:
                continue   # (the bribe cannot be paid, say)
            p = self._odds_of(att, plan.defence, plan.building)
            if p < self.odds_threshold(game, me, target, plan):
                continue
            score = p * self.target_value(game, me, target, plan)
            if best is None or score > best[0]:
                best = (score, target, groups)
        if best is None:
            return None
        _score, target, groups = best
        joins = [Action(me, "join", **{"from": space, "piece": key, "n": n}) for (space, key), n in groups.items()]
        return [Action(me, "attack", target=target)] + joins + [Action(me, "strike")]

    def move_targets(self, game, me: str) -> list[str]:
        """Where the fighters head for when they have nothing to capture next door."""
        return [s for s in game.board.districts() if game.control.get(s) != me]

    def odds_threshold(self, game, me: str, target: str, plan) -> float:
        """The chance of winning it takes to attack ``target``."""
        return self.odds_for_a_boss if plan.defence.get("boss", 0) else self.odds_needed

    def target_value(self, game, me: str, target: str, plan) -> float:
        """What winning the battle for ``target`` is worth (a dead Boss knocks a player out)."""
        value = 1000 if plan.defence.get("boss", 0) else 0
        if game.board.space(target).kind == "district":
            value += 10 + 40 * (game.buildings.get(target) == "illicit_activity")
        return value + 5 * sum(plan.defence.values())

    # -- movement ------------------------------------------------------------------------------
    def movement(self, view):
        game, me = view.game, view.player
        board = game.board
        memory = self.memory(view)
        if "order" not in memory:
            danger = self.danger(game, me)
            boss = self.boss(game, me)
            targets = self.move_targets(game, me)
            with_family = {u.space for u in game.units.values() if u.owner == me and u.kind in FAMILY}
            free = targets + [d for d in game.districts_of(me) if d not in with_family]
            home = distances(board, [boss.space]) if boss else {}
            # Family first, the farthest from home first (they make room for those behind them),
            # then the fighters, then the Boss.
            rank = {"family": 0, "henchman": 1, "hitman": 1, "thug": 2, "boss": 3}
            mine = sorted((u for u in game.units.values() if u.owner == me and u.kind in PEOPLE),
                          key=lambda u: (rank[u.kind], -home.get(u.space, 0), u.id))
            memory.update(order=[u.id for u in mine], danger=danger, boss=boss.id if boss else None,
                          dist=distances(board, targets), dist_free=distances(board, free),
                          need=self.guards_needed(game, me, danger))
        danger, need = memory["danger"], memory["need"]
        boss = game.units.get(memory["boss"]) if memory["boss"] else None
        while memory["order"]:
            u = game.units.get(memory["order"].pop(0))
            if u is None or u.owner != me or u.id in game.moved or u.carrier is not None:
                continue
            if u.kind == "boss":
                move = self._boss_move(view, u, danger)
            else:
                guard_here = boss is not None and u.space == boss.space and u.kind in FIGHTERS
                if guard_here and self._guard_strength(game, me, boss.space) - strength(u.kind) < need:
                    continue   # stays to guard the Boss
                move = self._best_move(view, u, danger, memory["dist_free"] if u.kind in FAMILY else memory["dist"])
            if move is not None:
                return move_action(me, move)
        return None

    @staticmethod
    def _guard_strength(game, me: str, space: str) -> float:
        return sum(strength(u.kind) for u in game.units.values()
                   if u.owner == me and u.space == space and u.kind in FIGHTERS)

    def _family_at(self, game, me: str, space: str, without: str) -> bool:
        return any(u.owner == me and u.space == space and u.kind in FAMILY and u.id != without
                   for u in game.units.values())

    def _best_move(self, view, u, danger: Counter, dist: dict):
        """The move that raises the income most (or, failing that, heads for where it can);
        None when staying put is best."""
        game, me = view.game, view.player
        now = income(game, me)
        assets, ifm = now.assets, now.ifm
        mine = set(now.districts)
        family = u.kind in FAMILY
        spare = family and (u.space not in mine or self._family_at(game, me, u.space, u.id))
        # A spare Family Member next door could take this one's place if it moves on.
        refill = family and not spare and any(
            v.owner == me and v.kind == "family" and v.id != u.id and v.id not in game.moved
            and game.board.graph.has_edge(v.space, u.space) and self._family_at(game, me, v.space, v.id)
            and game.board.graph.edges[v.space, u.space]["kind"] in WALK_EDGES for v in game.units.values())
        best, best_key = None, (0.0, 0.0)
        for m in view.moves_of(u.id):
            if m.kind == "drive" or m.fee > 0:
                continue
            gain = sum(10 + (40 if game.buildings.get(d) == "illicit_activity" else 0)
                       + (20 if game.buildings.get(d) == "penthouse_palace" else 0) for d in m.captures)
            d_ifm = 0
            if family:
                d_ifm -= not spare
                if (m.end in mine or m.end in m.captures) and not self._family_at(game, me, m.end, u.id):
                    d_ifm += 1
            score = (assets + gain) * (ifm + d_ifm) - assets * ifm
            if family:
                if danger[m.end] and not self._guard_strength(game, me, m.end):
                    score -= 30 * danger[m.end]
                if danger[u.space] and not self._guard_strength(game, me, u.space) and not danger[m.end]:
                    score += 15 * danger[u.space]   # out of harm's way
                if spare and d_ifm >= 0:
                    # A Family Member with nothing to manage heads for a district that needs one.
                    score += 2 * (dist.get(u.space, 99) - dist.get(m.end, 99))
                elif refill and d_ifm == 0 and m.end != u.space:
                    score += 1   # moves on to a district without family; the spare one steps in
            else:
                # Walk towards districts still to take (worth a little, less than a capture).
                score += 2 * (dist.get(u.space, 99) - dist.get(m.end, 99))
            key = (score, self.rng.random())   # ties broken by the bot's own chance
            if score > 0 and key > best_key:
                best, best_key = m, key
        return best

    def _boss_move(self, view, boss, danger: Counter):
        """The Boss stays home unless the enemy could hit him harder than his guards can."""
        game, me = view.game, view.player
        here = danger[boss.space]
        if here <= self._guard_strength(game, me, boss.space):
            return None
        best, best_danger = None, here
        for m in view.moves_of(boss.id):
            if m.kind != "walk" or (game.control.get(m.end) not in (me, None) and not m.captures):
                continue
            d = danger[m.end] - self._guard_strength(game, me, m.end)
            if d < best_danger:
                best, best_danger = m, d
        return best

    # -- purchases -----------------------------------------------------------------------------
    def shopping(self, view):
        """What every purchase plan starts from, or None when there is nothing to buy:
        (game, player, danger by space, ``buy(item, at=home)`` -> a legal action or None,
        the fighter a threatened Boss needs first, or None)."""
        game, me = view.game, view.player
        boss = self.boss(game, me)
        legal = view.legal_actions()
        if boss is None or not legal.of("buy"):
            return None
        danger = self.danger(game, me)
        home = boss.space

        def buy(item: str, at: str = home):
            a = Action(me, "buy", item=item, at=at)
            return a if a in legal else None

        guard = None
        if self._guard_strength(game, me, home) < self.guards_needed(game, me, danger):
            guard = next((b for b in map(buy, ("hitman", "henchman", "thug")) if b), None)
        return game, me, danger, buy, guard

    def purchase(self, view):
        """The next purchase, in the order of its needs (each call decides again from the
        position as it is now)."""
        shop = self.shopping(view)
        if shop is None:
            return None
        game, me, danger, buy, guard = shop
        cat = game.catalogue
        home, cash = self.boss(game, me).space, game.cash[me]
        # 1. A threatened Boss first: fighters at his side until the guard matches the threat.
        if guard:
            return guard
        # 2. A Penthouse Palace at home once the money allows and enemies come near.
        if (danger[home] and game.buildings.get(home) != "penthouse_palace" and game.control.get(home) == me
                and cash >= cat["penthouse_palace"].cost + 300):
            a = buy("penthouse_palace")
            if a:
                return a
        # 3. Enough fighters to keep expanding and to fight: a few, growing with the game.
        fighters = sum(1 for u in game.units.values() if u.owner == me and u.kind in FIGHTERS)
        neutral_near = any(game.control.get(s) is None for s in within(game.board, home, 3, WALK_EDGES)
                           if game.board.space(s).kind == "district")
        if fighters < 4 + game.round // 3 and cash >= 250 + BRIBE:
            a = buy("henchman" if neutral_near or not buy("hitman") else "hitman")
            if a:
                return a
        # 4. Illicit Activities in the safest districts without a building.
        if cash - cat["illicit_activity"].cost >= BRIBE:
            spots = sorted((d for d in game.districts_of(me) if d not in game.buildings),
                           key=lambda d: (danger[d] - self._guard_strength(game, me, d), d))
            a = next((b for b in (buy("illicit_activity", d) for d in spots[:1]) if b), None)
            if a:
                return a
        # 5. Whatever is left: Hit Men for the fights ahead.
        if cash >= cat["hitman"].cost + 200:
            return buy("hitman")
        return None
