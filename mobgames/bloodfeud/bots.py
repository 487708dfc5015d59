"""Computer players for Blood Feud, to play against (or to watch) in the tutorial.

A bot makes one decision at a time, ``bot.choose(view) -> Action``, from what its player sees
(``state.view(player)``), like every game's bots; it acts only through legal actions, so
everything it does is checked by the rules, saved and undone like any other play. It asks the
engine what is legal (``view.legal_actions()``, the moves of a piece, the groups that can join
an attack, the forecast of an attack) and holds no rule of its own; chance comes from its own
``random.Random(seed)``: the same seed, the same play. ``bot.play_turn(turns)`` plays a whole
turn (answering, on the way, the decisions a battle leaves to other players).

``RandomBot`` plays at random: now and then it attacks an enemy space with a random handful of
the groups that can reach it, moves some of its pieces anywhere they may legally go and buys
whatever it can afford. It knows the rules and nothing else.

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

>>> from mobgames.bloodfeud import Turns
>>> from mobgames.bloodfeud.bots import GreedyBot, RandomBot, play_game
>>> turns = Turns.start(["Ann", "Bob"], seed=1)
>>> play_game(turns, {"Ann": GreedyBot(1), "Bob": RandomBot(2)}, rounds=3).game.round
4
"""

from __future__ import annotations

from collections import Counter

from ..core.bots import Bot as BaseBot
from ..core.errors import IllegalAction, MobgamesError
from .actions import AFTER_BATTLE, Action, move_action
from .attack import BRIBE
from .fighters import ATTACK
from .income import income
from .odds import battle_odds
from .passage import WALK_EDGES
from .pieces import PEOPLE

FIGHTERS = ("hitman", "henchman", "thug")       # personnel that are not family
FAMILY = ("boss", "family")


def _strength(kind: str) -> float:
    """The chance that one shot of this piece hits an undefended enemy (attack 4+ is 0.7)."""
    return (11 - ATTACK[kind]) / 10


class Bot(BaseBot):
    """The common part: one decision at a time, a plan of several actions kept between calls
    (an attack is a target, joins and a strike), and a memory of the turn so far."""

    def __init__(self, seed: int | None = None):
        super().__init__(seed)
        self._queue: list = []
        self._memory: dict = {}
        self._seen = 0

    def choose(self, view):
        d = view.decision
        if d is None:
            raise MobgamesError("Nobody has a decision to make: the game is over.")
        if d.player != view.player:
            raise MobgamesError(f"It is {d.player}'s decision now, not {view.player}'s.")
        if len(view.history) < self._seen:   # an undo: what the bot planned no longer holds
            self._queue.clear()
            self._memory.clear()
        self._seen = len(view.history)
        legal = view.legal_actions()
        if d.kind in AFTER_BATTLE:
            return self.answer(view, d, legal)
        while self._queue:
            a = self._queue.pop(0)
            if a in legal:
                return a
            self._queue.clear()
        me = view.player
        if d.kind == "attack":   # an attack left without a plan: strike if it can, else call it off
            strike = Action(me, "strike")
            return strike if strike in legal else Action(me, "cancel")
        chosen = {"battle": self.battle, "move": self.movement, "purchases": self.purchase}[d.kind](view)
        if chosen is not None:
            return chosen
        return Action(me, "end_turn" if d.kind == "purchases" else "next_phase")

    def memory(self, view) -> dict:
        """What this bot noted during the current turn of its player (forgotten when it ends)."""
        key = (view.player, view.turn_start)
        if key not in self._memory:
            self._memory = {k: v for k, v in self._memory.items() if k[0] != view.player}
            self._memory[key] = {}
        return self._memory[key]

    def plan(self, actions: list):
        """Carry out ``actions`` one per call, starting now."""
        self._queue = list(actions[1:])
        return actions[0]

    def answer(self, view, d, legal):
        """The decisions a battle leaves: everyone steps in, pays the premium it can afford,
        kidnaps every fallen Family Member; called-out orders keep the usual order."""
        return next(iter(legal))

    # The three phases; a subclass fills them in (None: nothing more to do in the phase).
    def battle(self, view):
        return None

    def movement(self, view):
        return None

    def purchase(self, view):
        return None

    # -- driving a game --------------------------------------------------------------------------
    def play_turn(self, turns) -> None:
        """Play the current player's whole turn (and answer the decisions a battle leaves to
        others on the way)."""
        if turns.over:
            return
        me, start = turns.player, turns.turn_start
        for _ in range(20000):
            if turns.over or turns.player != me or turns.turn_start != start:
                return
            d = turns.decision
            turns.apply(self.choose(turns.view(d.player)))
        raise MobgamesError(f"The bot playing {me} did not finish its turn.")

    # -- shared look-ups -------------------------------------------------------------------------
    @staticmethod
    def enemy_held(game, me: str) -> dict[str, Counter]:
        """Spaces where other players' people stand: ``{space: Counter(piece type)}``."""
        out: dict[str, Counter] = {}
        for u in game.units.values():
            if u.owner != me and u.kind in PEOPLE:
                out.setdefault(u.space, Counter())[u.kind] += 1
        return out

    @staticmethod
    def groups(view, target: str) -> dict[tuple[str, str], int]:
        """``{(space, piece key): how many}`` of the player's pieces that can join an attack on
        ``target`` (the engine's list)."""
        out: dict = {}
        for a in view.joins(target):
            k = (a.get("from"), a.get("piece"))
            out[k] = max(out.get(k, 0), a.get("n"))
        return out


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
        targets = [a for a in view.legal_actions() if a.kind == "attack"]
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
        buys = [a for a in view.legal_actions() if a.kind == "buy"]
        if not buys:
            return None
        memory["bought"] = bought + 1
        # Pick the item first (so the many districts do not crowd out people), then where.
        item = rng.choice(sorted({a.get("item") for a in buys}))
        return rng.choice([a for a in buys if a.get("item") == item])


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
                             and u.kind in FIGHTERS), key=lambda u: -_strength(u.kind)):
                if guard >= need:
                    break
                kept[u.kind] += 1
                guard += _strength(u.kind)
        my_spaces = {u.space for u in game.units.values() if u.owner == me and u.kind in FIGHTERS
                     and u.id not in game.moved}
        near = set()
        for s in my_spaces:
            near |= _within(game.board, s, 2, WALK_EDGES)
        best = None
        targets = sorted(a.get("target") for a in view.legal_actions() if a.kind == "attack")
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
            has_boss = plan.defence.get("boss", 0) > 0
            if p < (self.odds_for_a_boss if has_boss else self.odds_needed):
                continue
            value = 1000 if has_boss else 0
            if game.board.space(target).kind == "district":
                value += 10 + 40 * (game.buildings.get(target) == "illicit_activity")
            value += 5 * sum(plan.defence.values())
            score = p * value
            if best is None or score > best[0]:
                best = (score, target, groups)
        if best is None:
            return None
        _score, target, groups = best
        joins = [Action(me, "join", **{"from": space, "piece": key, "n": n}) for (space, key), n in groups.items()]
        return [Action(me, "attack", target=target)] + joins + [Action(me, "strike")]

    # -- movement ------------------------------------------------------------------------------
    def movement(self, view):
        game, me = view.game, view.player
        board = game.board
        memory = self.memory(view)
        if "order" not in memory:
            danger = self.danger(game, me)
            boss = self.boss(game, me)
            targets = [s for s in board.districts() if game.control.get(s) != me]
            with_family = {u.space for u in game.units.values() if u.owner == me and u.kind in FAMILY}
            free = targets + [d for d in game.districts_of(me) if d not in with_family]
            home = _distances(board, [boss.space]) if boss else {}
            # Family first, the farthest from home first (they make room for those behind them),
            # then the fighters, then the Boss.
            rank = {"family": 0, "henchman": 1, "hitman": 1, "thug": 2, "boss": 3}
            mine = sorted((u for u in game.units.values() if u.owner == me and u.kind in PEOPLE),
                          key=lambda u: (rank[u.kind], -home.get(u.space, 0), u.id))
            memory.update(order=[u.id for u in mine], danger=danger, boss=boss.id if boss else None,
                          dist=_distances(board, targets), dist_free=_distances(board, free),
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
                if guard_here and self._guard_strength(game, me, boss.space) - _strength(u.kind) < need:
                    continue   # stays to guard the Boss
                move = self._best_move(view, u, danger, memory["dist_free"] if u.kind in FAMILY else memory["dist"])
            if move is not None:
                return move_action(me, move)
        return None

    @staticmethod
    def _guard_strength(game, me: str, space: str) -> float:
        return sum(_strength(u.kind) for u in game.units.values()
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
    def purchase(self, view):
        """The next purchase, in the order of its needs (each call decides again from the
        position as it is now)."""
        game, me = view.game, view.player
        cat = game.catalogue
        boss = self.boss(game, me)
        legal = view.legal_actions()
        if boss is None or not any(a.kind == "buy" for a in legal):
            return None
        danger = self.danger(game, me)
        home = boss.space
        cash = game.cash[me]

        def buy(item: str, at: str = home):
            a = Action(me, "buy", item=item, at=at)
            return a if a in legal else None

        # 1. A threatened Boss first: fighters at his side until the guard matches the threat.
        if self._guard_strength(game, me, home) < self.guards_needed(game, me, danger):
            a = next((b for b in map(buy, ("hitman", "henchman", "thug")) if b), None)
            if a:
                return a
        # 2. A Penthouse Palace at home once the money allows and enemies come near.
        if (danger[home] and game.buildings.get(home) != "penthouse_palace" and game.control.get(home) == me
                and cash >= cat["penthouse_palace"].cost + 300):
            a = buy("penthouse_palace")
            if a:
                return a
        # 3. Enough fighters to keep expanding and to fight: a few, growing with the game.
        fighters = sum(1 for u in game.units.values() if u.owner == me and u.kind in FIGHTERS)
        neutral_near = any(game.control.get(s) is None for s in _within(game.board, home, 3, WALK_EDGES)
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
    """Let the bots play ``{player name: bot}`` until someone wins or ``rounds`` rounds are over;
    each decision is made by the bot of the player it belongs to. Returns ``turns``."""
    while not turns.over and turns.game.round <= rounds:
        d = turns.decision
        turns.apply(bots[d.player].choose(turns.view(d.player)))
    return turns


__all__ = ["Bot", "GreedyBot", "RandomBot", "play_game"]
