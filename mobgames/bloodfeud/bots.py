"""Simple computer players for Blood Feud, to play against (or to watch) in the tutorial.

A bot plays one whole turn of the player whose turn it is: ``bot.play_turn(turns)`` fights its
battles, moves its pieces, collects the income, makes its purchases and ends the turn. It acts
only through the ``Turns`` object, exactly as a person at the table would (attack, move, buy,
next phase, end turn), so everything it does is checked by the rules, logged, saved and undone
like any other play. It reads the position to decide, and never changes it behind the rules'
back. Chance comes from the bot's own ``random.Random(seed)``: the same seed, the same play.

``RandomBot`` plays at random: now and then it attacks an enemy space with a random handful of
the pieces that can reach it (on foot, or in a Limousine, Speedboat or Helicopter with everyone
aboard), moves some of its pieces anywhere they may legally go (a vehicle sometimes picks people
up or drops them off on its way) and buys whatever it can afford, placed anywhere it may go. It
knows the rules and nothing else.

``GreedyBot`` plays for money, and so for Incontestable Dominance:

- Income is assets x IFM, so it spreads out. Its Family Members step one by one into districts
  that hold none of its family yet (capturing neutral ones on the way): each one raises the IFM,
  which multiplies every dollar of assets. Henchmen, Hit Men and Thugs grab neutral districts
  (two a turn for Henchmen and Hit Men), and otherwise walk towards the nearest district it does
  not own yet.
- It attacks a neighbouring enemy space only when its force is clearly stronger: it works out the
  exact chance of winning with ``battle_odds`` (counting the defender's building) and attacks
  when that chance is at least 75% (60% when the enemy Boss is there: killing him knocks a
  player out). It never sends its Boss or Family Members into a battle.
- It keeps its Boss safe. The Boss stays at home, where new pieces arrive, with enough fighters
  to match every enemy piece that could reach him next turn; he moves only to escape a threat
  he could not face. Family Members keep away from spaces enemy pieces could reach.
- It buys fighters first when its Boss is threatened, then Illicit Activities (each adds $40 to
  the assets, which the IFM multiplies: it pays for itself within a turn or two) in its safest
  districts, with enough Henchmen and Hit Men to keep expanding and to fight.

Both bots are quick: a turn takes a few hundredths of a second (see ``benchmarks/run.py``).

>>> from mobgames.bloodfeud import Turns
>>> from mobgames.bloodfeud.bots import GreedyBot, RandomBot, play_game
>>> turns = Turns.start(["Ann", "Bob"], seed=1)
>>> play_game(turns, {"Ann": GreedyBot(1), "Bob": RandomBot(2)}, rounds=3).game.round
4
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from .attack import BUILDING_DEFENCE, premium
from .fighters import ATTACK
from .income import income
from .movement import (
    WALK_EDGES,
    legal_moves,
    vehicle_reach_problem,
    vehicle_routes,
    walk_reach_problem,
)
from .odds import battle_odds
from .pieces import PEOPLE
from .purchases import in_play, placements

FIGHTERS = ("hitman", "henchman", "thug")       # personnel that are not family
FAMILY = ("boss", "family")
BRIBE = 50


def _strength(kind: str) -> float:
    """The chance that one shot of this piece hits an undefended enemy (attack 4+ is 0.7)."""
    return (11 - ATTACK[kind]) / 10


def _key(game, u) -> str:
    """The piece key ``game.pieces`` and ``attack`` use: ``"thug"``, or ``"family:Blue"`` for
    an absorbed Family Member."""
    if u.kind == "family" and u.colour != game.player(u.owner).colour:
        return f"family:{u.colour}"
    return u.kind


class Bot:
    """The common interface: ``play_turn(turns)`` plays the current player's whole turn."""

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"

    def play_turn(self, turns) -> None:
        """Battle, movement, income, purchases, end of turn: whatever is left of this turn."""
        if turns.over:
            return
        game, me = turns.game, turns.player
        if turns.phase == "battle" and me not in game.eliminated:
            self.battle(turns)
        if not turns.over and turns.phase == "battle":
            turns.next_phase()
        if not turns.over and turns.phase == "movement" and me not in game.eliminated:
            self.movement(turns)
        if not turns.over and turns.phase == "movement":
            turns.next_phase()          # the income is factored (and may win the game)
        if not turns.over and turns.phase == "purchases" and me not in game.eliminated:
            self.purchases(turns)
        if not turns.over:
            turns.end_turn()

    # The three decisions; a subclass fills them in.
    def battle(self, turns) -> None:
        pass

    def movement(self, turns) -> None:
        pass

    def purchases(self, turns) -> None:
        pass

    # -- shared look-ups -------------------------------------------------------------------
    @staticmethod
    def enemy_held(game, me: str) -> dict[str, Counter]:
        """Spaces where other players' people stand: ``{space: Counter(piece type)}``."""
        out: dict[str, Counter] = {}
        for u in game.units.values():
            if u.owner != me and u.kind in PEOPLE:
                out.setdefault(u.space, Counter())[u.kind] += 1
        return out

    @staticmethod
    def attack_groups(game, me: str, target: str) -> dict[tuple[str, str], list]:
        """``{(space, piece key): [pieces]}``: the player's people that can walk into ``target``
        to attack it this turn. A group is offered only when every piece of its key in its
        space can (``attack`` takes any of them)."""
        near = _within(game.board, target, 2, WALK_EDGES)   # nobody walks farther in a turn
        groups: dict[tuple[str, str], list] = {}
        for u in game.units.values():
            if u.owner == me and u.kind in PEOPLE and u.space in near:
                groups.setdefault((u.space, _key(game, u)), []).append(u)
        out = {}
        for (space, key), units in groups.items():
            if all(u.carrier is None and walk_reach_problem(game, u, target) is None for u in units):
                out[(space, key)] = units
        return out

    @staticmethod
    def defence(game, me: str, target: str) -> tuple[Counter, str | None, int]:
        """The defenders' fighters by type, the building that helps them, and the bribe."""
        force: Counter = Counter()
        owners = set()
        for u in game.units.values():
            if u.space == target and u.owner != me and u.kind in PEOPLE:
                force[u.kind] += 1
                owners.add(u.owner)
        holder = game.control.get(target)
        building = game.buildings.get(target) if holder in owners else None
        bribe = BRIBE if building == "corrupt_precinct" else 0
        return force, BUILDING_DEFENCE.get(building), bribe


class RandomBot(Bot):
    """Random legal play: a few random attacks, random moves, random affordable purchases."""

    attack_chance = 0.5     # chance of trying an attack in a turn (then maybe another)
    move_chance = 0.7       # chance that each piece moves
    buy_chance = 0.7        # chance of buying (again)

    def battle(self, turns) -> None:
        rng = self.rng
        while not turns.over and rng.random() < self.attack_chance:
            game, me = turns.game, turns.player
            if me in game.eliminated:
                return
            options = []
            for target in sorted(self.enemy_held(game, me)):
                _force, _building, bribe = self.defence(game, me, target)
                if game.cash[me] < bribe:
                    continue
                vehicles = self.vehicle_groups(game, me, target, game.cash[me] - bribe)
                # Out on the water only boats and helicopters attack.
                groups = {} if game.board.space(target).kind == "water" else self.attack_groups(game, me, target)
                if groups or vehicles:
                    options.append((target, groups, vehicles))
            if not options:
                return
            target, groups, vehicles = rng.choice(options)
            attackers: dict[str, dict[str, int]] = {}
            extra = {}
            if vehicles and (not groups or rng.random() < 0.5):
                space, kind, n, riders, plans = rng.choice(vehicles)
                attackers[space] = {kind: n}
                # Everyone aboard fights; others standing by may climb in while there is room.
                room = game.catalogue[kind].carries * n - sum(aboard for aboard, _count in riders.values())
                for key, (aboard, count) in riders.items():
                    more = rng.randint(0, max(0, min(count - aboard, room)))
                    room -= more
                    if aboard + more:
                        attackers[space][key] = aboard + more
                if len(attackers[space]) == 1:
                    key, (_aboard, _count) = next(iter(riders.items()))
                    attackers[space][key] = 1   # somebody has to fight
                if plans:
                    extra = {"flight_plan": rng.choice(plans), "step_in": rng.choice((None, 0, 1))}
            else:
                chosen = [g for g in sorted(groups) if rng.random() < 0.6] or [rng.choice(sorted(groups))]
                for space, key in chosen:
                    attackers.setdefault(space, {})[key] = rng.randint(1, len(groups[(space, key)]))
            turns.attack(target, attackers, captives=rng.choice(("kidnap", "kill")),
                         pay_premium=rng.random() < 0.5, **extra)

    @staticmethod
    def vehicle_groups(game, me: str, target: str, cash: int) -> list:
        """Attacks from vehicles: ``[(space, vehicle kind, how many, {rider key: (how many
        aboard, how many there)}, flight plans)]`` for the player's Limousines, Speedboats and
        Helicopters that can reach ``target`` with people by them (a helicopter needs a flight
        plan over the target to a landing place it can pay for)."""
        board = game.board
        out = []
        near = {"limousine": _within(board, target, 4, WALK_EDGES),
                "speedboat": _within(board, target, 5, ("water", "shore")),
                "helicopter": _within(board, target, 8, ("land", "bridge", "shore", "water"))}
        by_space: dict[tuple[str, str], list] = {}
        for u in game.units.values():
            if u.owner == me and u.kind in near and u.space in near[u.kind]:
                by_space.setdefault((u.space, u.kind), []).append(u)
        for (space, kind), vehicles in sorted(by_space.items()):
            plans = []
            if kind == "helicopter":
                if len(vehicles) > 1:
                    continue   # keep it simple: one helicopter, one flight plan
                plans = [r for r in vehicle_routes(game, vehicles[0]).values()
                         if target in r[:-1] and (board.space(r[-1]).kind != "airport" or cash >= 20)]
                if not plans or any(v.id in game.fought for v in vehicles):
                    continue
            elif any(vehicle_reach_problem(game, v, target) for v in vehicles):
                continue
            ids = {v.id for v in vehicles}
            busy = game.moved | game.fought
            here: dict[str, list] = {}
            for u in game.units.values():
                if u.owner == me and u.space == space and u.kind in PEOPLE:
                    here.setdefault(_key(game, u), []).append(u)
            # A key is offered only when every piece of it here may ride in; those already
            # aboard must (the attack takes them first).
            riders = {k: (sum(u.carrier in ids for u in us), len(us)) for k, us in sorted(here.items())
                      if all(u.carrier in (None, *ids) and u.id not in busy for u in us)}
            if sum(aboard for aboard, _n in riders.values()) != sum(len(v.passengers) for v in vehicles):
                continue   # someone aboard cannot fight (moved, or of a key not offered)
            if riders:
                out.append((space, kind, len(vehicles), riders, plans))
        return out

    def movement(self, turns) -> None:
        rng, game, me = self.rng, turns.game, turns.player
        ids = sorted(u.id for u in game.units.values() if u.owner == me)
        rng.shuffle(ids)
        for pid in ids:
            if turns.over:
                return
            u = game.units.get(pid)
            if u is None or u.owner != me or rng.random() >= self.move_chance:
                continue
            moves = [m for m in legal_moves(game, pid) if m.fee <= game.cash[me]]
            if moves:
                move = rng.choice(moves)
                if move.kind == "drive" and rng.random() < 0.5:
                    move = self._with_stops(game, move)
                turns.move(move)

    def _with_stops(self, game, move):
        """A drive that also picks people up, or drops some of those aboard, on its way (at a
        random space of the route before its end, never on the water)."""
        v, board, rng = game.units[move.piece], game.board, self.rng
        stops = [i for i, s in enumerate(move.route[:-1]) if board.space(s).kind != "water"]
        if not stops:
            return move
        i = rng.choice(stops)
        space = move.route[i]
        if v.passengers:
            if space in self.enemy_held(game, v.owner):
                return move   # dropping people among the enemy would be an attack
            ids = tuple(rng.sample(v.passengers, rng.randint(1, len(v.passengers))))
            return dataclasses.replace(move, drops=((i, ids),))
        room = game.catalogue[v.kind].carries
        waiting = sorted(u.id for u in game.units.values()
                         if u.owner == v.owner and u.space == space and u.kind in PEOPLE and u.carrier is None
                         and u.id not in game.moved and u.id not in game.fought)
        if not waiting:
            return move
        ids = tuple(rng.sample(waiting, rng.randint(1, min(room, len(waiting)))))
        return dataclasses.replace(move, pickups=((i, ids),))

    def purchases(self, turns) -> None:
        rng, game, me = self.rng, turns.game, turns.player
        for _ in range(4):
            if rng.random() >= self.buy_chance:
                return
            choices = []
            spots = placements(game, me)
            mine = game.districts_of(me)
            for card in game.catalogue.values():
                if card.cost is None or card.cost > game.cash[me] or card.category == "actions":
                    continue
                limit = game.supply.get(card.id)
                if limit is not None and in_play(game, card.id) >= limit:
                    continue
                if card.category == "buildings":
                    choices += [(card.id, {"at": d}) for d in mine]
                    continue
                for at in spots:
                    kind = game.board.space(at).kind
                    if card.id == "limousine" and kind != "district":
                        continue
                    if card.id == "helicopter" and kind == "water":
                        continue
                    if card.id == "speedboat":
                        choices += [(card.id, {"at": at, "shore": s}) for s in game.board.neighbours(at, ["shore"])]
                        continue
                    choices.append((card.id, {"at": at}))
            if not choices:
                return
            # Pick the item first (so the many districts do not crowd out people), then where.
            item = rng.choice(sorted({c[0] for c in choices}))
            where = rng.choice([kw for i, kw in choices if i == item])
            turns.buy(item, **where)


class GreedyBot(Bot):
    """Plays for income: spreads its family, grabs districts, attacks only with the odds
    clearly on its side, keeps its Boss guarded, and buys Illicit Activities and fighters."""

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
                riders[u.space] = riders.get(u.space, 0) + _strength(u.kind)
                points = 2 if u.kind in ("henchman", "hitman") else 1
                for s in _within(board, u.space, points, WALK_EDGES):
                    out[s] += _strength(u.kind)
        for u in game.units.values():
            if u.owner != me and u.kind == "limousine" and riders.get(u.space):
                for s in _within(board, u.space, 4, WALK_EDGES):
                    out[s] += min(riders[u.space], 5 * 0.7)
        return out

    @staticmethod
    def boss(game, me: str):
        return next((u for u in game.units.values() if u.owner == me and u.kind == "boss"), None)

    def guards_needed(self, game, me: str, danger: Counter) -> float:
        boss = self.boss(game, me)
        return 1.5 * danger[boss.space] if boss else 0.0

    # -- battle --------------------------------------------------------------------------------
    def battle(self, turns) -> None:
        for _ in range(self.max_attacks):
            if turns.over or turns.player in turns.game.eliminated or not self._attack_once(turns):
                return

    def _attack_once(self, turns) -> bool:
        game, me = turns.game, turns.player
        boss = self.boss(game, me)
        danger = self.danger(game, me)
        need = self.guards_needed(game, me, danger)
        # Fighters at the Boss's side that must stay: the strongest first, until he is safe.
        kept: set[str] = set()
        if boss is not None and need > 0:
            guard = 0.0
            for u in sorted((u for u in game.units.values() if u.owner == me and u.space == boss.space
                             and u.kind in FIGHTERS), key=lambda u: -_strength(u.kind)):
                if guard >= need:
                    break
                kept.add(u.id)
                guard += _strength(u.kind)
        my_spaces = {u.space for u in game.units.values() if u.owner == me and u.kind in FIGHTERS
                     and u.id not in game.moved}
        near = set()
        for s in my_spaces:
            near |= _within(game.board, s, 2, WALK_EDGES)
        best = None
        for target, counts in sorted(self.enemy_held(game, me).items()):
            if target not in near or game.board.space(target).kind == "water":
                continue
            force, building, bribe = self.defence(game, me, target)
            cost = premium(game, target) if bribe else 0
            if game.cash[me] < bribe:
                continue
            # How many of each group may go (the attack takes any of a group: only counts matter).
            groups = {k: len(units) - sum(u.id in kept for u in units)
                      for k, units in self.attack_groups(game, me, target).items() if k[1] in FIGHTERS}
            groups = {k: n for k, n in groups.items() if n > 0}
            if not groups:
                continue
            att = Counter()
            for (_space, key), n in groups.items():
                att[key] += n
            p = self._odds_of(att, force, building)
            has_boss = force.get("boss", 0) > 0
            if p < (self.odds_for_a_boss if has_boss else self.odds_needed):
                continue
            value = 1000 if has_boss else 0
            if game.board.space(target).kind == "district":
                value += 10 + 40 * (game.buildings.get(target) == "illicit_activity")
            value += 5 * sum(force.values())
            score = p * value
            if best is None or score > best[0]:
                best = (score, target, groups, game.cash[me] >= bribe + cost)
        if best is None:
            return False
        _score, target, groups, can_pay = best
        attackers: dict[str, dict[str, int]] = {}
        for (space, key), n in groups.items():
            attackers.setdefault(space, {})[key] = n
        turns.attack(target, attackers, captives="kidnap", pay_premium=can_pay)
        return True

    # -- movement ------------------------------------------------------------------------------
    def movement(self, turns) -> None:
        game, me = turns.game, turns.player
        board = game.board
        danger = self.danger(game, me)
        boss = self.boss(game, me)
        targets = [s for s in board.districts() if game.control.get(s) != me]
        with_family = {u.space for u in game.units.values() if u.owner == me and u.kind in FAMILY}
        free = targets + [d for d in game.districts_of(me) if d not in with_family]
        dist = _distances(board, targets)          # to the nearest district still to take
        dist_free = _distances(board, free)        # ... or of ours with no family in it yet
        home = _distances(board, [boss.space]) if boss else {}
        # Family first, the farthest from home first (they make room for those behind them),
        # then the fighters, then the Boss.
        order = {"family": 0, "henchman": 1, "hitman": 1, "thug": 2, "boss": 3}
        mine = sorted((u for u in game.units.values() if u.owner == me and u.kind in PEOPLE),
                      key=lambda u: (order[u.kind], -home.get(u.space, 0), u.id))
        need = self.guards_needed(game, me, danger)
        for u in mine:
            if turns.over:
                return
            u = game.units.get(u.id)
            if u is None or u.owner != me or u.id in game.moved or u.carrier is not None:
                continue
            if u.kind == "boss":
                move = self._boss_move(game, me, u, danger)
            else:
                guard_here = boss is not None and u.space == boss.space and u.kind in FIGHTERS
                if guard_here and self._guard_strength(game, me, boss.space) - _strength(u.kind) < need:
                    continue   # stays to guard the Boss
                move = self._best_move(game, me, u, danger, dist_free if u.kind in FAMILY else dist)
            if move is not None:
                turns.move(move)

    @staticmethod
    def _guard_strength(game, me: str, space: str) -> float:
        return sum(_strength(u.kind) for u in game.units.values()
                   if u.owner == me and u.space == space and u.kind in FIGHTERS)

    def _family_at(self, game, me: str, space: str, without: str) -> bool:
        return any(u.owner == me and u.space == space and u.kind in FAMILY and u.id != without
                   for u in game.units.values())

    def _best_move(self, game, me: str, u, danger: Counter, dist: dict):
        """The move that raises the income most (or, failing that, heads for where it can);
        None when staying put is best."""
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
        for m in legal_moves(game, u.id):
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

    def _boss_move(self, game, me: str, boss, danger: Counter):
        """The Boss stays home unless the enemy could hit him harder than his guards can."""
        here = danger[boss.space]
        if here <= self._guard_strength(game, me, boss.space):
            return None
        best, best_danger = None, here
        for m in legal_moves(game, boss.id):
            if m.kind != "walk" or (game.control.get(m.end) not in (me, None) and not m.captures):
                continue
            d = danger[m.end] - self._guard_strength(game, me, m.end)
            if d < best_danger:
                best, best_danger = m, d
        return best

    # -- purchases -----------------------------------------------------------------------------
    def purchases(self, turns) -> None:
        game, me = turns.game, turns.player
        cat = game.catalogue
        danger = self.danger(game, me)
        boss = self.boss(game, me)
        if boss is None or not placements(game, me):
            return
        home = boss.space

        def cash() -> int:
            return game.cash[me]

        def can(item: str) -> bool:
            limit = game.supply.get(item)
            return cat[item].cost <= cash() and (limit is None or in_play(game, item) < limit)

        # 1. A threatened Boss first: fighters at his side until the guard matches the threat.
        need = self.guards_needed(game, me, danger)
        while self._guard_strength(game, me, home) < need:
            item = next((i for i in ("hitman", "henchman", "thug") if can(i)), None)
            if item is None:
                break
            turns.buy(item, at=home)
        # 2. A Penthouse Palace at home once the money allows and enemies come near.
        if (danger[home] and game.buildings.get(home) != "penthouse_palace" and game.control.get(home) == me
                and cash() >= cat["penthouse_palace"].cost + 300 and can("penthouse_palace")):
            turns.buy("penthouse_palace", at=home)
        # 3. Enough fighters to keep expanding and to fight: a few, growing with the game.
        fighters = sum(1 for u in game.units.values() if u.owner == me and u.kind in FIGHTERS)
        neutral_near = any(game.control.get(s) is None for s in _within(game.board, home, 3, WALK_EDGES)
                           if game.board.space(s).kind == "district")
        wanted = 4 + game.round // 3
        while fighters < wanted and cash() >= 250 + BRIBE:
            item = "henchman" if neutral_near or not can("hitman") else "hitman"
            if not can(item):
                break
            turns.buy(item, at=home)
            fighters += 1
        # 4. Illicit Activities in the safest districts without a building.
        spots = sorted((d for d in game.districts_of(me) if d not in game.buildings),
                       key=lambda d: (danger[d] - self._guard_strength(game, me, d), d))
        for d in spots:
            if not can("illicit_activity") or cash() - cat["illicit_activity"].cost < BRIBE:
                break
            turns.buy("illicit_activity", at=d)
        # 5. Whatever is left: Hit Men for the fights ahead.
        while cash() >= cat["hitman"].cost + 200 and can("hitman"):
            turns.buy("hitman", at=home)


def _within(board, start: str, steps: int, edges) -> set[str]:
    """Spaces at most ``steps`` steps from ``start`` along the given kinds of edge (not start)."""
    seen, frontier = {start}, [start]
    for _ in range(steps):
        nxt = []
        for here in frontier:
            for s, attrs in board.graph.adj[here].items():
                if s not in seen and attrs["kind"] in edges:
                    seen.add(s)
                    nxt.append(s)
        frontier = nxt
    seen.discard(start)
    return seen


def _distances(board, sources) -> dict[str, int]:
    """Walking distance from every land space to the nearest of ``sources``."""
    dist = {s: 0 for s in sources}
    frontier = list(sources)
    while frontier:
        nxt = []
        for here in frontier:
            for s, attrs in board.graph.adj[here].items():
                if s not in dist and attrs["kind"] in WALK_EDGES:
                    dist[s] = dist[here] + 1
                    nxt.append(s)
        frontier = nxt
    return dist


def play_game(turns, bots: dict, rounds: int = 40):
    """Let the bots play ``{player name: bot}`` until someone wins or ``rounds`` rounds are over.
    Returns ``turns``."""
    while not turns.over and turns.game.round <= rounds:
        bots[turns.player].play_turn(turns)
    return turns


__all__ = ["Bot", "GreedyBot", "RandomBot", "play_game"]
