"""Attacking a space inside a game: the gun battle fought by the pieces on the board, and what
each outcome does to the position.

Reach (enough movement to get there), combined strikes and waves belong to the movement rules;
here the attacker names the pieces that attack and where they come from.

- Before attacking an enemy protected by a Corrupt Precinct, the attacker pays a $50 bribe.
- The defender's building (if the district's holder is among the defenders) makes every attacking
  shot harder: Corrupt Precinct +1, Penthouse Palace +3.
- Attacker wins: the attackers move in; the district is captured with its buildings and
  vehicles, unless it has an enemy Corrupt Precinct and the premium ($100 above its last price)
  is not paid. The defender's fallen Family Members are kidnapped or killed, as the winner says.
- Defender wins: the attacking vehicles are destroyed; the attacker's fallen Family Members are
  the defender's to kidnap or kill.
- Bloodbath: everyone in the battle dies; the attacking vehicles are destroyed; nobody is
  kidnapped; the district stays with the defender.
- A Boss who dies in any outcome has been assassinated (what follows comes with the whole-game
  rules).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..core.dice import Dice
from ..core.errors import IllegalAction
from .battle import Battle, BattleResult, forces_text
from .state import State, base_kind
from .movement import (
    landing_fee,
    flight_plan_problem,
    vehicle_reach_problem,
    walk_reach_problem,
)
from .pieces import PEOPLE
from .pieces import VEHICLES as VEHICLE_KINDS

BRIBE = 50
PREMIUM_STEP = 100
PERSONNEL = frozenset(PEOPLE)
VEHICLES = frozenset(VEHICLE_KINDS)
BUILDING_DEFENCE = {"corrupt_precinct": "precinct", "penthouse_palace": "penthouse"}


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


def premium(game: State, district: str) -> int:
    """What it costs to take over a district with someone else's Corrupt Precinct."""
    first = game.catalogue["corrupt_precinct"].cost   # the price paid when it was built
    return game.precinct_price.get(district, first) + PREMIUM_STEP


def attack(game: State, player: str, target: str, attackers: dict, *, dice: Dice,
           captives: str = "kidnap", pay_premium: bool = False, forced: bool = False,
           flight_plan: tuple[str, ...] | None = None, step_in: int | None = None,
           fire_order: dict | None = None) -> AttackReport:
    """``player`` attacks ``target`` with ``attackers`` = ``{from space: {piece key: count}}``.

    Everything is checked before anything changes; the battle is fought with ``dice``; then its
    outcome is applied. ``captives``: "kidnap" or "kill" the loser's fallen Family Members.
    ``pay_premium``: pay a Corrupt Precinct's premium to capture its district if the attack wins.
    ``forced``: a blocker chose to fight pieces passing through its space: the moving player
    attacks, but pays no bribe (the blocker's building still protects it).
    ``fire_order``: with the optional call-out rule, ``{"attacker": [...], "defender": [...]}``
    piece types in the order they roll.
    ``flight_plan``: for an attack from a helicopter, its whole route: over the target and on to
    a legal landing. After a win, ``step_in`` of its surviving passengers (all by default) step
    into the target; the others fly on with it. If nobody steps in, the target stays the
    defender's.
    """
    board = game.board
    game.player(player)
    tname = board.space(target).name
    if player in game.eliminated:
        raise IllegalAction(f"{player} is out of the game.")
    if fire_order and not game.options.call_out:
        raise IllegalAction("Calling out which pieces roll is an optional rule that every player must agree to: "
                            "start the game with Options(call_out=True).")
    if captives not in ("kidnap", "kill"):
        raise IllegalAction("captives must be 'kidnap' or 'kill'.")
    # The attacking pieces: they must be the player's and be where the player says.
    taken: dict[str, Counter] = {}
    fighters: Counter = Counter()
    vehicles: Counter = Counter()
    for src, counts in attackers.items():
        board.space(src)
        if src == target:
            raise IllegalAction("Pieces already in the target space cannot attack it.")
        have = game.pieces.get(src, {}).get(player, Counter())
        for key, n in counts.items():
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                raise IllegalAction(f"The number of {key} from {board.space(src).name} must be 1 or more, not {n!r}.")
            if have.get(key, 0) < n:
                raise IllegalAction(f"{player} has {have.get(key, 0)} {key} in {board.space(src).name}, not {n}.")
            kind = base_kind(key)
            if kind in PERSONNEL:
                fighters[kind] += n
            elif kind in VEHICLES:
                vehicles[key] += n
            else:
                raise IllegalAction(f"'{key}' cannot take part in an attack.")
            taken.setdefault(src, Counter())[key] += n
    if not fighters:
        raise IllegalAction("An attack needs at least one person; vehicles do not fight.")
    # The defenders: every other player's personnel in the target.
    defending = {owner: Counter(c) for owner, c in game.pieces.get(target, {}).items()
                 if owner != player and any(base_kind(k) in PERSONNEL and n for k, n in c.items())}
    if not defending:
        raise IllegalAction(f"Nobody defends {tname}: there is no battle to fight (pieces simply step in).")
    if board.space(target).kind == "water" and not any(k in ("speedboat", "helicopter") for k in vehicles):
        raise IllegalAction("People on a boat out on the water can be attacked only from a speedboat "
                            "or a helicopter.")
    # Every attacking piece must reach the target this turn: on foot, or aboard an attacking
    # vehicle (a Limousine or Speedboat that drops people among the enemy fights there too).
    for src, counts in taken.items():
        chosen = _chosen(game, src, player, counts)
        vehicles_here = [u for u in chosen if u.kind in VEHICLES]
        left_aboard = {p for v in vehicles_here for p in v.passengers} - {u.id for u in chosen}
        if left_aboard:
            v = next(v for v in vehicles_here if left_aboard & set(v.passengers))
            raise IllegalAction(f"Everyone aboard an attacking vehicle enters the battle: the "
                                f"{game.catalogue[v.kind].name} in {board.space(src).name} carries "
                                f"{len(v.passengers)}; name them all among the attackers.")
        for u in vehicles_here:
            if u.kind == "helicopter":
                problem = flight_plan_problem(game, u, tuple(flight_plan or ()), target)
                if problem:
                    raise IllegalAction(problem)
                if landing_fee(game, u, flight_plan[-1]) > game.cash[player]:
                    raise IllegalAction(f"{player} cannot pay the helicopter's $20 airport landing fee.")
                continue
            problem = vehicle_reach_problem(game, u, target)
            if problem:
                raise IllegalAction(problem)
        vids, riding = {v.id for v in vehicles_here}, 0
        for u in chosen:
            if u.kind in VEHICLES:
                continue
            problem = walk_reach_problem(game, u, target)
            if vehicles_here and (u.carrier in vids or (u.carrier is None and problem)):
                riding += 1   # rides in with the attacking vehicle (riding costs one point: always enough)
                continue
            if problem:
                raise IllegalAction(problem)
        seats = sum(game.catalogue[v.kind].carries for v in vehicles_here)
        if riding > seats:
            raise IllegalAction(f"The attacking vehicles in {board.space(src).name} carry {seats} "
                                f"{'person' if seats == 1 else 'people'}; {riding} would need a seat to reach "
                                f"{tname}.")
    defence: Counter = Counter()
    for c in defending.values():
        for k, n in c.items():
            if base_kind(k) in PERSONNEL:
                defence[base_kind(k)] += n
    holder = game.control.get(target)
    building = game.buildings.get(target) if holder in defending else None
    bonus = BUILDING_DEFENCE.get(building)
    bribe = BRIBE if building == "corrupt_precinct" and not forced else 0
    if game.cash[player] < bribe:
        raise IllegalAction(f"Attacking into {tname} needs a ${BRIBE} bribe for its Corrupt Precinct; "
                            f"{player} has ${game.cash[player]}.")
    owners = sorted(defending, key=lambda o: (o != holder, o))
    # Allies defend as one side; a team name keeps every narrated sentence singular.
    names = (player, owners[0] if len(owners) == 1 else f"Team {owners[0]}")

    # Fight first (pure: nothing in the game changes if the dice fail).
    battle = Battle(dict(fighters), dict(defence), bonus, dice=dice, names=names, fire_order=fire_order)
    result = battle.run()

    # Now apply it.
    report = AttackReport(player, target, tuple(owners), battle, result, bribe_paid=bribe)
    game.cash[player] -= bribe
    if bribe:
        game.emit("bribe", f"{player} pays a ${bribe} bribe to attack into {tname}.", player=player)
    rides = " and ".join(game.catalogue[base_kind(k)].count_text(n) for k, n in vehicles.items())
    game.emit("attack", f"{player} attacks {tname} with {forces_text(fighters)}"
                         f"{' in ' + rides if rides else ''}.", player=player, target=target)
    if len(owners) > 1:
        game.emit("allies", f"{' and '.join(owners[1:])} {'defends' if len(owners) == 2 else 'defend'} together with "
                             f"{owners[0]}: they fight as one side, Team {owners[0]}.", defenders=owners)
    for ev in battle.events:
        game.log.append(ev)
    att_units = [u for src, counts in taken.items() for u in _chosen(game, src, player, counts)]
    # Everyone in the battle has fought this turn and stays put until the next.
    involved = [u.id for u in att_units] + [u.id for o in owners for u in game.units_at(target, o)]
    game.fought.update(involved)
    game.moved.update(u.id for u in att_units)
    outcome = result.outcome
    # Survivors and losses on each side.
    att_left = Counter(result.attackers_left)
    def_left = Counter(result.defenders_left)
    att_keys: Counter = Counter()   # summed over every space the attack comes from
    for counts in taken.values():
        att_keys.update({k: n for k, n in counts.items() if base_kind(k) in PERSONNEL})
    survivors = _survivors(att_keys, att_left)
    def_survivors = _split_defenders(defending, owners, def_left)
    # The dead leave the board: each side keeps exactly its survivors, piece by piece.
    att_people = [u for u in att_units if u.kind in PERSONNEL]
    att_alive = _pick(game, att_people, survivors, player)
    game.remove([u for u in att_people if u not in att_alive])
    for owner, keys in def_survivors.items():
        people = [u for u in game.units_at(target, owner) if u.kind in PERSONNEL]
        alive = _pick(game, people, keys, owner)
        game.remove([u for u in people if u not in alive])
    bosses = []
    if fighters.get("boss") and not att_left.get("boss"):
        bosses.append(player)
    for owner in owners:
        if defending[owner].get("boss") and not def_survivors[owner].get("boss"):
            bosses.append(owner)
    report.bosses_killed = tuple(bosses)

    att_vehicles = [u for u in att_units if u.kind in VEHICLES]
    helis = [u for u in att_vehicles if u.kind == "helicopter"]
    stepped_in = True
    if helis and outcome == "attacker":
        # The helicopter keeps to its flight plan; its passengers choose to step in or fly on.
        heli = helis[0]
        aboard = [u for u in att_alive if u.carrier == heli.id]
        n_in = len(aboard) if step_in is None else max(0, min(step_in, len(aboard)))
        for u in aboard[:n_in]:
            game.disembark(u)
        walkers = [u for u in att_alive if u.carrier != heli.id]
        game.move_units(walkers, target)
        fee = landing_fee(game, heli, flight_plan[-1])
        game.move_units([heli], flight_plan[-1])
        game.cash[player] -= fee
        att_vehicles = [u for u in att_vehicles if u is not heli]
        stepped_in = bool(walkers)
        landing = board.space(flight_plan[-1]).name
        game.emit("flight", f"{player}'s Helicopter flies on to land in {landing}"
                             + (f" (${fee} fee)" if fee else "") + f"; {len(walkers)} {'person steps' if len(walkers) == 1 else 'people step'} into {tname}.",
                   player=player)
        att_alive = walkers
    if outcome == "attacker" and not stepped_in:
        game.emit("no_step_in", f"Nobody steps into {tname}, so it stays with {holder or 'nobody'}.")
    if outcome == "attacker" and stepped_in:
        game.move_units(att_alive + att_vehicles, target)
        for v in att_vehicles:
            if v.kind == "speedboat":
                v.floating = board.space(target).kind == "water"
            if board.space(target).kind != "water":
                game.unload(v)   # the end of its route: everyone aboard steps in
        # The defenders' vehicles in the district are captured.
        for owner in owners:
            for u in [u for u in game.units_at(target, owner) if u.kind in VEHICLES]:
                game.give([u], player)
                game.moved.add(u.id)   # captured this turn: it waits for its new owner's next turn
                report.captured_vehicles[u.kind] = report.captured_vehicles.get(u.kind, 0) + 1
        if board.space(target).kind == "district":
            cost = premium(game, target) if game.buildings.get(target) == "corrupt_precinct" and holder not in (None, player) else 0
            if cost and not pay_premium:
                game.emit("premium", f"{player} does not pay the ${cost} premium, so {tname} and its precinct "
                                      f"stay with {holder}.", player=player)
            elif cost and game.cash[player] < cost:
                game.emit("premium", f"{player} cannot pay the ${cost} premium, so {tname} stays with {holder}.")
            else:
                if cost:
                    game.cash[player] -= cost
                    game.precinct_price[target] = cost
                    report.premium_paid = cost
                game.control[target] = player
                game.fresh.add(target)
                report.captured_district = True
                game.emit("capture", f"{player} captures {tname}" + (f", paying the ${cost} premium" if cost else "") + ".",
                           player=player, space=target)
    else:
        game.remove(att_vehicles)
        for key, n in vehicles.items():
            report.destroyed_vehicles[key] = n
        if vehicles:
            lost = " and ".join(game.catalogue[base_kind(k)].count_text(n) for k, n in vehicles.items())
            game.emit("destroyed", f"{player} loses {lost}: attacking vehicles are destroyed when the attack fails.")
    # Fallen Family Members of the loser: kidnapped or killed (none in a bloodbath).
    fallen = result.captives.get("family", 0)
    if fallen and outcome != "bloodbath":
        winner = player if outcome == "attacker" else owners[0]
        losers_family = _family_colours(game, att_keys if outcome == "defender" else
                                        sum((Counter({k: n for k, n in defending[o].items()}) for o in owners), Counter()),
                                        player if outcome == "defender" else owners[0])
        for colour in losers_family[:fallen]:
            if captives == "kidnap":
                game.prisoners[winner][colour] += 1
                report.kidnapped[colour] = report.kidnapped.get(colour, 0) + 1
            else:
                report.killed_captives[colour] = report.killed_captives.get(colour, 0) + 1
        what = "kidnaps" if captives == "kidnap" else "kills"
        game.emit("captives", f"{winner} {what} {fallen} fallen Family Member{'' if fallen == 1 else 's'}.",
                   winner=winner)
    for boss in bosses:
        game.emit("assassination", f"{boss}'s Boss is dead: an assassination.", player=boss)
    _assassinations(game, player, owners, bosses, outcome)
    return report


def _chosen(game: State, src: str, player: str, counts: dict) -> list:
    """The pieces that attack from ``src``: the vehicles named, then the people of each key,
    those aboard the attacking vehicles first (they cannot stay out of the battle)."""
    vehicles = [u for key, n in counts.items() if base_kind(key) in VEHICLES for u in game.take(src, player, key, n)]
    aboard = {p for v in vehicles for p in v.passengers}
    out = list(vehicles)
    for key, n in counts.items():
        if base_kind(key) not in VEHICLES:
            every = game.take(src, player, key, game.pieces[src][player][key])
            out += sorted(every, key=lambda u: u.id not in aboard)[:n]   # stable: aboard first
    return out


def _assassinations(game: State, attacker: str, owners: list[str], bosses: list[str], outcome: str) -> None:
    """Hand each dead Boss's family to the killer. A defender's Boss falls to the attacker; the
    attacker's Boss falls to the district's holder (out of the holder's turn). If both sides'
    Bosses die in one bloodbath, neither killer survives to take anything over."""
    from .assassination import assassinate

    both = attacker in bosses and any(o in bosses for o in owners)
    for victim in bosses:
        killer = None if both else (owners[0] if victim == attacker else attacker)
        assassinate(game, victim, killer)
    if game.winner is None and all(p.name in game.eliminated for p in game.players):
        game.emit("draw", "The last Bosses fell together: nobody is left standing, and the game ends "
                           "in a draw with no winner.")


def _pick(game: State, units, alive: Counter, owner: str) -> list:
    """The pieces (from ``units``) that match the surviving counts by key."""
    colour = game.player(owner).colour
    left = Counter(alive)
    out = []
    for u in units:
        key = u.kind if u.colour == colour or u.kind != "family" else f"family:{u.colour}"
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
