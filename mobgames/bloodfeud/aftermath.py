"""What a gun battle's outcome does to the position, step by step, with the decisions it leaves
to the players in between.

1. At once: the bribe is paid, the battle is told, the dead leave the board, and a dead Boss is
   noted (everyone who fought stays put until the next turn).
2. A helicopter attack that wins: the attacker chooses how many surviving passengers step into
   the target (the others fly on with it to the end of its flight plan).
3. The winners move in, with their vehicles, and take the defenders' vehicles there; a district
   is captured, except that an enemy Corrupt Precinct's district needs its premium: the attacker
   chooses to pay it or not (if he can). A lost attack destroys the attacking vehicles.
4. The winner chooses the fate of the loser's fallen Family Members: kidnapped or killed.
5. Dead Bosses are assassinated (``assassination.py``).

``Aftermath.next`` says what must be decided now (or None when all is done); ``answer`` gives the
decision. The aftermath holds piece ids and counts only, so a game's checkpoints copy it whole.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..core.errors import IllegalAction
from ..core.text import a_an, and_list, counted
from .assassination import assassinate
from .battle import Battle, BattleResult, forces_text
from .fighters import force_list
from .movement import landing_fee
from .narration import say, say_list
from .pieces import PEOPLE, VEHICLES
from .precincts import premium_due, take_over
from .state import State, base_kind

PERSONNEL = frozenset(PEOPLE)
VEHICLE_KINDS = frozenset(VEHICLES)
DECISIONS = ("step_in", "premium", "captives")


@dataclass
class AttackReport:
    attacker: str
    target: str
    defenders: tuple[str, ...]
    battle: Battle
    result: BattleResult
    bribe_paid: int = 0
    premium_paid: int = 0
    captured_district: bool = False
    captured_vehicles: dict = field(default_factory=dict)
    destroyed_vehicles: dict = field(default_factory=dict)
    kidnapped: dict = field(default_factory=dict)     # colour -> count
    killed_captives: dict = field(default_factory=dict)
    bosses_killed: tuple[str, ...] = ()


def chosen_pieces(game: State, src: str, player: str, counts: dict) -> list:
    """The pieces that attack from ``src``: the vehicles named, then the people of each key,
    those aboard the attacking vehicles first (they cannot stay out of the battle). Someone
    aboard a vehicle that does not attack stays in it: he cannot join on foot."""
    vehicles = [u for key, n in counts.items() if base_kind(key) in VEHICLE_KINDS for u in game.take(src, player, key, n)]
    aboard = {p for v in vehicles for p in v.passengers}
    out = list(vehicles)
    for key, n in counts.items():
        if base_kind(key) not in VEHICLE_KINDS:
            every = game.take(src, player, key, game.pieces[src][player][key])
            free = [u for u in every if u.carrier is None or u.id in aboard]
            if len(free) < n:
                raise IllegalAction(f"{player} has {len(free)} {key} in {game.board.space(src).name} that can join "
                                    f"this attack (on foot, or aboard an attacking vehicle), not {n}.")
            # Those aboard first, then those that can still act (stable: by id after that).
            out += sorted(free, key=lambda u: (u.id not in aboard, u.id in game.moved or u.id in game.fought))[:n]
    return out


class Aftermath:
    """The outcome of one battle, applied in stages (see the module's text)."""

    def __init__(self, plan, report: AttackReport):
        self.player, self.target, self.owners, self.holder = plan.player, plan.target, list(plan.owners), plan.holder
        self.vehicles = Counter(plan.vehicles)
        self.flight_plan = plan.flight_plan
        self.report = report
        self.stage = "land"
        self.alive: list[str] = []        # the attackers' surviving people, by id
        self.att_vehicles: list[str] = []
        self.heli: str | None = None
        self.aboard: list[str] = []       # survivors aboard the helicopter
        self.cost = 0                     # the premium, once known
        self.fallen = 0
        self.losers_family: list[str] = []
        self.bosses: list[str] = []

    @property
    def outcome(self) -> str:
        return self.report.result.outcome

    @property
    def winner(self) -> str | None:
        return {"attacker": self.player, "defender": self.owners[0]}.get(self.outcome)

    # -- 1. at once ----------------------------------------------------------------------------
    @staticmethod
    def open(game: State, plan) -> None:
        """The attack begins: its bribe is paid; the attack and who defends together are told."""
        player, target = plan.player, plan.target
        tname = game.board.space(target).name
        game.cash[player] -= plan.bribe
        if plan.bribe:
            game.emit("bribe", f"{player} pays {a_an(f'${plan.bribe}')} bribe to attack into {tname}.",
                      say("bribe", player=player, amount=plan.bribe, space=tname), player=player)
        rides = and_list(game.catalogue[base_kind(k)].count_text(n) for k, n in plan.vehicles.items())
        simple = [say("attack.start", player=player, space=tname),
                  say_list("attack.forces", "attack.more", force_list(plan.fighters), "forces", player=player)]
        if rides:
            simple.append(say("attack.rides", rides=rides))
        game.emit("attack", f"{player} attacks {tname} with {forces_text(plan.fighters)}"
                            f"{' in ' + rides if rides else ''}.", " ".join(simple), player=player, target=target)
        owners = plan.owners
        if len(owners) > 1:
            others = and_list(owners[1:])
            game.emit("allies", f"{others} {'defends' if len(owners) == 2 else 'defend'} together "
                                f"with {owners[0]}: they fight as one side, Team {owners[0]}.",
                      say("allies.one" if len(owners) == 2 else "allies.many", others=others, owner=owners[0]),
                      defenders=owners)

    @classmethod
    def begin(cls, game: State, plan, battle: Battle, *, opened: bool = False) -> Aftermath:
        """The battle is over (``opened``: its opening and its events are told already, die by
        die): the dead leave the board, and what is left to decide is worked out."""
        result = battle.run()
        player, target = plan.player, plan.target
        report = AttackReport(player, target, tuple(plan.owners), battle, result, bribe_paid=plan.bribe)
        self = cls(plan, report)
        owners = plan.owners
        if not opened:
            cls.open(game, plan)
            game.log.extend(battle.events)
        att_units = [u for src, counts in plan.taken.items() for u in chosen_pieces(game, src, player, counts)]
        # Everyone in the battle has fought this turn and stays put until the next.
        game.fought.update([u.id for u in att_units] + [u.id for o in owners for u in game.units_at(target, o)])
        game.moved.update(u.id for u in att_units)
        att_left, def_left = Counter(result.attackers_left), Counter(result.defenders_left)
        att_keys: Counter = Counter()   # summed over every space the attack comes from
        for counts in plan.taken.values():
            att_keys.update({k: n for k, n in counts.items() if base_kind(k) in PERSONNEL})
        def_survivors = _split_defenders(plan.defending, owners, def_left)
        # The dead leave the board: each side keeps exactly its survivors, piece by piece.
        att_people = [u for u in att_units if u.kind in PERSONNEL]
        att_alive = _pick(game, att_people, _survivors(att_keys, att_left), player)
        game.remove([u for u in att_people if u not in att_alive])
        for owner, keys in def_survivors.items():
            people = [u for u in game.units_at(target, owner) if u.kind in PERSONNEL]
            alive = _pick(game, people, keys, owner)
            game.remove([u for u in people if u not in alive])
        if plan.fighters.get("boss") and not att_left.get("boss"):
            self.bosses.append(player)
        for owner in owners:
            if plan.defending[owner].get("boss") and not def_survivors[owner].get("boss"):
                self.bosses.append(owner)
        report.bosses_killed = tuple(self.bosses)
        self.alive = [u.id for u in att_alive]
        self.att_vehicles = [u.id for u in att_units if u.kind in VEHICLE_KINDS]
        helis = [v for v in self.att_vehicles if game.units[v].kind == "helicopter"]
        if helis and self.outcome == "attacker":
            self.heli = helis[0]
            self.aboard = [p for p in self.alive if game.units[p].carrier == self.heli]
            self.stage = "step_in" if self.aboard else "land"
        self.fallen = result.captives.get("family", 0) if self.outcome != "bloodbath" else 0
        if self.fallen:
            loser_keys = att_keys if self.outcome == "defender" else sum(
                (Counter(dict(plan.defending[o])) for o in owners), Counter())
            self.losers_family = _family_colours(game, loser_keys, player if self.outcome == "defender" else owners[0])
        return self

    # -- what is left to decide ------------------------------------------------------------------
    def next(self, game: State):
        """``(kind, player, most)`` for the decision needed now: ``step_in`` (up to ``most``
        passengers), ``premium`` (its cost) or ``captives`` (up to ``most`` to kidnap); None
        once the aftermath is over. Stages without a choice are carried out on the way."""
        while True:
            if self.stage == "step_in":
                return "step_in", self.player, len(self.aboard)
            if self.stage == "land":
                self._land(game, len(self.aboard))
            elif self.stage == "premium":
                return "premium", self.player, self.cost
            elif self.stage == "captives":
                if self.fallen:
                    return "captives", self.winner, self.fallen
                self.stage = "end"
            elif self.stage == "end":
                self._end(game)
            else:
                return None

    def answer(self, game: State, kind: str, value) -> None:
        """Make the decision ``next`` asked for (the caller has checked ``value``)."""
        if kind != self.stage:
            raise ValueError(f"the aftermath waits for {self.stage}, not {kind}")
        if kind == "step_in":
            self._land(game, value)
        elif kind == "premium":
            self._capture(game, self.cost if value else None)
            self.stage = "captives"
        else:
            self._captives(game, value)
            self.stage = "end"

    # -- the stages -------------------------------------------------------------------------------
    def _land(self, game: State, step_in: int) -> None:
        player, target, report = self.player, self.target, self.report
        board = game.board
        tname = board.space(target).name
        alive = [game.units[p] for p in self.alive]
        vehicles = [game.units[v] for v in self.att_vehicles]
        stepped_in = True
        if self.heli is not None:
            # The helicopter keeps to its flight plan; its passengers choose to step in or fly on.
            heli = game.units[self.heli]
            for pid in self.aboard[:step_in]:
                game.disembark(game.units[pid])
            walkers = [u for u in alive if u.carrier != heli.id]
            game.move_units(walkers, target)
            fee = landing_fee(game, heli, self.flight_plan[-1])
            game.move_units([heli], self.flight_plan[-1])
            game.cash[player] -= fee
            vehicles = [u for u in vehicles if u is not heli]
            stepped_in = bool(walkers)
            landing = board.space(self.flight_plan[-1]).name
            people = f"{len(walkers)} {'person' if len(walkers) == 1 else 'people'}"
            simple = [say("flight.land", player=player, space=landing)]
            simple += [say("flight.fee", player=player, fee=fee)] if fee else []
            simple.append(say("flight.step", player=player, people=people, space=tname))
            game.emit("flight", f"{player}'s Helicopter flies on to land in {landing}"
                                + (f" (${fee} fee)" if fee else "")
                                + f"; {people} {'steps' if len(walkers) == 1 else 'step'} into {tname}.",
                      " ".join(simple), player=player)
            alive = walkers
        self.stage = "captives"
        if self.outcome != "attacker":
            game.remove(vehicles)
            for key, n in self.vehicles.items():
                report.destroyed_vehicles[key] = n
            if self.vehicles:
                lost = and_list(game.catalogue[base_kind(k)].count_text(n) for k, n in self.vehicles.items())
                game.emit("destroyed", f"{player} loses {lost}: attacking vehicles are destroyed when the attack fails.",
                          say("destroyed", player=player, lost=lost))
            return
        if not stepped_in:
            holder = self.holder or "nobody"
            game.emit("no_step_in", f"Nobody steps into {tname}, so it stays with {holder}.",
                      say("no_step_in", space=tname, holder=holder))
            return
        game.move_units(alive + vehicles, target)
        for v in vehicles:
            if v.kind == "speedboat":
                v.floating = board.space(target).kind == "water"
            if board.space(target).kind != "water":
                game.unload(v)   # the end of its route: everyone aboard steps in
        # The defenders' vehicles in the district are captured.
        for owner in self.owners:
            for u in [u for u in game.units_at(target, owner) if u.kind in VEHICLE_KINDS]:
                game.give([u], player)   # (it waits for the next round)
                report.captured_vehicles[u.kind] = report.captured_vehicles.get(u.kind, 0) + 1
        if board.space(target).kind != "district":
            return
        cost = premium_due(game, player, target)
        if cost and game.cash[player] < cost:
            game.emit("premium", f"{player} cannot pay the ${cost} premium, so {tname} stays with {self.holder}.",
                      say("premium.cannot", player=player, cost=cost, space=tname, holder=self.holder))
        elif cost:
            self.cost, self.stage = cost, "premium"
        else:
            self._capture(game, 0)

    def _capture(self, game: State, cost: int | None) -> None:
        """Take the district (``cost``: the premium paid; None: the premium is refused)."""
        player, target, report = self.player, self.target, self.report
        tname = game.board.space(target).name
        if cost is None:
            game.emit("premium", f"{player} does not pay the ${self.cost} premium, so {tname} and its precinct "
                                 f"stay with {self.holder}.",
                      say("premium.declined", player=player, cost=self.cost, space=tname, holder=self.holder),
                      player=player)
            return
        take_over(game, player, target, cost)
        report.premium_paid = cost
        report.captured_district = True

    def _captives(self, game: State, kidnap: int) -> None:
        """The winner kidnaps ``kidnap`` of the loser's fallen Family Members and kills the rest."""
        winner, report = self.winner, self.report
        colours = self.losers_family[:self.fallen]
        for i, colour in enumerate(colours):
            if i < kidnap:
                game.prisoners[winner][colour] += 1
                report.kidnapped[colour] = report.kidnapped.get(colour, 0) + 1
            else:
                report.killed_captives[colour] = report.killed_captives.get(colour, 0) + 1
        fallen, killed = self.fallen, self.fallen - kidnap
        one = "fallen Family Member" if fallen == 1 else "fallen Family Members"
        if not killed:
            text = f"{winner} kidnaps {fallen} {one}."
            simple = say("captives.kidnap", winner=winner, captives=f"{fallen} {one}")
        elif not kidnap:
            text = f"{winner} kills {fallen} {one}."
            simple = say("captives.kill", winner=winner, captives=f"{fallen} {one}")
        else:
            text = f"{winner} kidnaps {kidnap} and kills {killed} of the {fallen} {one}."
            simple = say("captives.both", winner=winner, kidnapped=counted(kidnap, "fallen Family Member"),
                         killed="the other one" if killed == 1 else f"the other {killed}")
        game.emit("captives", text, simple, winner=winner, kidnapped=kidnap, killed=killed)

    def _end(self, game: State) -> None:
        for boss in self.bosses:
            game.emit("assassination", f"{boss}'s Boss is dead: an assassination.", say("assassination", player=boss),
                      player=boss)
        _assassinations(game, self.player, self.owners, self.bosses)
        self.stage = "done"


def _assassinations(game: State, attacker: str, owners: list[str], bosses: list[str]) -> None:
    """Hand each dead Boss's family to the killer. A defender's Boss falls to the attacker; the
    attacker's Boss falls to the district's holder (out of the holder's turn). If both sides'
    Bosses die in one bloodbath, neither killer survives to take anything over."""
    both = attacker in bosses and any(o in bosses for o in owners)
    for victim in bosses:
        killer = None if both else (owners[0] if victim == attacker else attacker)
        assassinate(game, victim, killer)
    if game.winner is None and all(p.name in game.eliminated for p in game.players):
        game.emit("draw", "The last Bosses fell together: nobody is left standing, and the game ends "
                          "in a draw with no winner.", say("draw"))


def _pick(game: State, units, alive: Counter, owner: str) -> list:
    """The pieces (from ``units``) that match the surviving counts by key."""
    left = Counter(alive)
    out = []
    for u in units:
        key = game.key_of(u)
        if left[key] > 0:
            left[key] -= 1
            out.append(u)
    return out


def _survivors(keys: Counter, left: Counter) -> Counter:
    """Which piece keys survive, given survivors by type: the most important keys of a type
    (own colour before absorbed colours, as both fight the same) are the ones left standing."""
    out: Counter = Counter()
    for kind, n in left.items():
        for key in sorted((k for k in keys if base_kind(k) == kind), key=lambda k: ":" in k):
            take = min(n, keys[key])
            if take:
                out[key] += take
                n -= take
    return out


def _split_defenders(defending: dict, owners: list[str], left: Counter) -> dict[str, Counter]:
    """Survivors by owner. Within a type, the district holder's pieces are the last to fall
    (guests defending with the holder fall first)."""
    remaining = Counter(left)
    out = {o: Counter() for o in owners}
    for owner in owners:   # the holder first: it keeps its survivors first
        keys = Counter({k: n for k, n in defending[owner].items() if base_kind(k) in PERSONNEL})
        alive = _survivors(keys, remaining)
        out[owner] = alive
        for k, n in alive.items():
            remaining[base_kind(k)] -= n
    return out


def _family_colours(game: State, keys: Counter, owner: str) -> list[str]:
    own = game.player(owner).colour
    colours = []
    for key, n in keys.items():
        if base_kind(key) == "family":
            colours += [key.split(":", 1)[1] if ":" in key else own] * n
    # The least important fall first: absorbed colours before the family's own (a fixed order).
    return sorted(colours, key=lambda c: c == own)
