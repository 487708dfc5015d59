"""Attacking a space inside a game: which pieces may attack it, the gun battle they fight, and
(in ``aftermath.py``) what its outcome does to the position.

Reach (enough movement to get there), combined strikes and waves belong to the movement rules;
here the attacker names the pieces that attack and where they come from.

- Before attacking an enemy protected by a Corrupt Precinct, the attacker pays a $50 bribe.
- The defender's building (if the district's holder is among the defenders) makes every attacking
  shot harder: Corrupt Precinct +1, Penthouse Palace +3.
- Attacker wins: the attackers move in; the district is captured with its buildings and
  vehicles, unless it has an enemy Corrupt Precinct and the premium ($100 above its last price)
  is not paid. The loser's fallen Family Members are the winner's to kidnap or kill.
- Defender wins: the attacking vehicles are destroyed; the attacker's fallen Family Members are
  the defender's to kidnap or kill.
- Bloodbath: everyone in the battle dies; the attacking vehicles are destroyed; nobody is
  kidnapped; the district stays with the defender.
- A Boss who dies in any outcome has been assassinated (see ``assassination.py``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..core.dice import Dice
from ..core.errors import IllegalAction
from ..core.text import a_an
from .aftermath import Aftermath, AttackReport, chosen_pieces
from .precincts import PREMIUM_STEP, premium, premium_due
from .battle import Battle
from .movement import flight_plan_problem, landing_fee, vehicle_reach_problem, walk_reach_problem
from .pieces import PEOPLE
from .pieces import VEHICLES as VEHICLE_KINDS
from .state import State, base_kind
from ..core.arguments import checked

__all__ = ["BRIBE", "BUILDING_DEFENCE", "PREMIUM_STEP", "AttackPlan", "AttackReport", "attack", "chosen_pieces", "fight",
           "plan_attack", "premium", "premium_due"]

BRIBE = 50
PERSONNEL = frozenset(PEOPLE)
VEHICLES = frozenset(VEHICLE_KINDS)
BUILDING_DEFENCE = {"corrupt_precinct": "precinct", "penthouse_palace": "penthouse"}


@dataclass
class AttackPlan:
    """A checked attack, before the battle: who attacks with what, from where, and against whom."""

    player: str
    target: str
    taken: dict              # from space -> Counter(piece key): the attacking pieces
    fighters: Counter        # attacking people by type
    vehicles: Counter        # attacking vehicles by key
    defending: dict          # owner -> Counter(piece key) of everyone in the target
    owners: list             # the defenders, the district's holder first
    holder: str | None
    building: str | None     # the defender's building that helps, if any
    bribe: int
    flight_plan: tuple | None = None
    fire_order: dict | None = None

    @property
    def defence(self) -> Counter:
        out: Counter = Counter()
        for c in self.defending.values():
            for k, n in c.items():
                if base_kind(k) in PERSONNEL:
                    out[base_kind(k)] += n
        return out

    @property
    def names(self) -> tuple[str, str]:
        # Allies defend as one side; a team name keeps every narrated sentence singular.
        return self.player, self.owners[0] if len(self.owners) == 1 else f"Team {self.owners[0]}"


def plan_attack(game: State, player: str, target: str, attackers, *, forced: bool = False,
                flight_plan=None, fire_order=None, partial: bool = False) -> AttackPlan:
    """Check an attack completely, changing nothing: ``IllegalAction`` with the reason, or the plan.

    ``attackers``: ``{from space: {piece key: count}}``. ``forced``: a blocker chose to fight
    pieces passing through its space: the moving player attacks, but pays no bribe (the
    blocker's building still protects it). ``flight_plan``: for an attack from a helicopter,
    its whole route, over the target and on to a legal landing. ``fire_order``: with the
    optional call-out rule, ``{"attacker": [...], "defender": [...]}`` piece types in the order
    they roll. ``partial``: an attack still being put together (it may have no person yet)."""
    board = game.board
    game.player(player)
    if not isinstance(target, str) or target not in board:
        raise IllegalAction(f"There is no space {target!r:.40} to attack.")
    if player in game.eliminated:
        raise IllegalAction(f"{player} is out of the game.")
    if not isinstance(forced, bool):
        raise IllegalAction("forced is true or false.")
    if fire_order and not game.options.call_out:
        raise IllegalAction("Calling out which pieces roll is an optional rule that every player must agree to: "
                            "start the game with Options(call_out=True).")
    if fire_order is not None and not isinstance(fire_order, dict):
        raise IllegalAction("A called-out order is {'attacker': [piece types], 'defender': [piece types]}.")
    if flight_plan is not None:
        if not isinstance(flight_plan, (tuple, list)) or not all(isinstance(s, str) for s in flight_plan):
            raise IllegalAction("A flight plan is a list of space ids.")
        flight_plan = tuple(flight_plan)
    if not isinstance(attackers, dict) or not (attackers or partial):
        raise IllegalAction("Name the attackers as {from space: {piece: how many}}.")
    # The attacking pieces: they must be the player's and be where the player says.
    taken: dict[str, Counter] = {}
    fighters: Counter = Counter()
    vehicles: Counter = Counter()
    for src, counts in attackers.items():
        if not isinstance(src, str) or src not in board:
            raise IllegalAction(f"There is no space {src!r:.40} to attack from.")
        if not isinstance(counts, dict):
            raise IllegalAction(f"The attackers from {board.space(src).name} are {{piece: how many}}.")
        if src == target:
            raise IllegalAction("Pieces already in the target space cannot attack it.")
        have = game.pieces.get(src, {}).get(player, Counter())
        for key, n in counts.items():
            if not isinstance(key, str):
                raise IllegalAction(f"A piece is named by its type, not {key!r:.40}.")
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
    if not fighters and not partial:
        raise IllegalAction("An attack needs at least one person; vehicles do not fight.")
    # The defenders: every other player's personnel in the target.
    defending = {owner: Counter(c) for owner, c in game.pieces.get(target, {}).items()
                 if owner != player and any(base_kind(k) in PERSONNEL and n for k, n in c.items())}
    if not defending:
        raise IllegalAction(nobody_defends(game, player, target))
    if board.space(target).kind == "water" and not any(k in ("speedboat", "helicopter") for k in vehicles):
        raise IllegalAction("People on a boat out on the water can be attacked only from a speedboat "
                            "or a helicopter.")
    bribe = 0 if forced else bribe_for(game, player, target)
    _check_reach(game, player, target, taken, flight_plan, bribe)
    holder = game.control.get(target)
    building = game.buildings.get(target) if holder in defending else None
    problem = None if forced else bribe_problem(game, player, target)
    if problem:
        raise IllegalAction(problem)
    owners = sorted(defending, key=lambda o: (o != holder, o))
    plan = AttackPlan(player, target, taken, fighters, vehicles, defending, owners, holder,
                      BUILDING_DEFENCE.get(building), bribe, flight_plan, fire_order)
    if not partial:
        Battle(dict(fighters), dict(plan.defence), plan.building, names=plan.names, fire_order=fire_order)   # checks
    return plan


def bribe_for(game: State, player: str, target: str) -> int:
    """The bribe an attack on ``target`` costs: $50 where its holder (another player) defends it
    behind a Corrupt Precinct, else nothing."""
    holder = game.control.get(target)
    if holder is None or holder == player or game.buildings.get(target) != "corrupt_precinct":
        return 0
    there = game.pieces.get(target, {}).get(holder, {})
    return BRIBE if any(base_kind(k) in PERSONNEL and n for k, n in there.items()) else 0


def bribe_problem(game: State, player: str, target: str) -> str | None:
    """Why ``player`` cannot attack ``target`` for want of the bribe (paid before such an attack
    can be made), or None."""
    bribe = bribe_for(game, player, target)
    if game.cash[player] >= bribe:
        return None
    return (f"Attacking into {game.board.space(target).name} needs {a_an(f'${bribe}')} bribe for its Corrupt Precinct; "
            f"{player} has ${game.cash[player]}.")


def _check_reach(game: State, player: str, target: str, taken: dict, flight_plan, bribe: int) -> None:
    """Every attacking piece must reach the target this turn: on foot, or aboard an attacking
    vehicle (a Limousine or Speedboat that drops people among the enemy fights there too)."""
    board, tname = game.board, game.board.space(target).name
    for src, counts in taken.items():
        chosen = chosen_pieces(game, src, player, counts)
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
                fee = landing_fee(game, u, flight_plan[-1])
                if fee and fee + bribe > game.cash[player]:   # (the bribe is paid first, at the battle)
                    raise IllegalAction(f"{player} cannot pay the helicopter's ${fee} airport landing fee"
                                        + (f" on top of the ${bribe} bribe." if bribe else "."))
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


def fight(plan: AttackPlan, dice: Dice) -> Battle:
    """The battle of a planned attack, fought to its end (nothing in the game changes: if the
    dice fail, the position is as it was)."""
    battle = Battle(dict(plan.fighters), dict(plan.defence), plan.building, dice=dice, names=plan.names,
                    fire_order=plan.fire_order)
    battle.run()
    return battle


@checked
def attack(game: State, player: str, target: str, attackers: dict, *, dice: Dice,
           captives: str = "kidnap", pay_premium: bool = False, forced: bool = False,
           flight_plan: tuple[str, ...] | None = None, step_in: int | None = None,
           fire_order: dict | None = None) -> AttackReport:
    """``player`` attacks ``target`` with ``attackers`` = ``{from space: {piece key: count}}``,
    with the decisions after the battle made in advance (for building positions and examples;
    in a whole game each is asked of the player who makes it).

    Everything is checked before anything changes; the battle is fought with ``dice``; then its
    outcome is applied. ``captives``: the winner "kidnap"s or "kill"s the loser's fallen Family
    Members. ``pay_premium``: pay a Corrupt Precinct's premium to capture its district if the
    attack wins. After a helicopter attack is won, ``step_in`` of its surviving passengers (all
    by default) step into the target; the others fly on with it (see ``plan_attack`` for the rest)."""
    if captives not in ("kidnap", "kill"):
        raise IllegalAction("captives must be 'kidnap' or 'kill'.")
    if not isinstance(pay_premium, bool):
        raise IllegalAction("pay_premium is true or false.")
    if step_in is not None and (isinstance(step_in, bool) or not isinstance(step_in, int) or step_in < 0):
        raise IllegalAction(f"step_in is how many passengers step in (0 or more), not {step_in!r:.20}.")
    plan = plan_attack(game, player, target, attackers, forced=forced, flight_plan=flight_plan,
                       fire_order=fire_order)
    after = Aftermath.begin(game, plan, fight(plan, dice))
    answers = {"captives": lambda most: most if captives == "kidnap" else 0, "premium": lambda cost: pay_premium,
               "step_in": lambda most: most if step_in is None else min(step_in, most)}
    while (ask := after.next(game)) is not None:
        kind, _who, most = ask
        after.answer(game, kind, answers[kind](most))
    return after.report


def nobody_defends(game: State, player: str, target: str) -> str:
    """Why there is no battle for an undefended space (and how to take it instead)."""
    cost = premium_due(game, player, target)
    return (f"Nobody defends {game.board.space(target).name}: there is no battle to fight. Step in with a move"
            + (f"; a move into it may pay the ${cost} premium to take it and its Corrupt Precinct." if cost else "."))
