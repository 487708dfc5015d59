"""An attack being put together: the groups of pieces that can join an attack on a target, and
the checks of a join and of the strike (``legal.py`` uses them)."""

from __future__ import annotations

from ..core.errors import IllegalAction
from .actions import act, text_detail, whole_detail
from .attack import bribe_problem, chosen_pieces, plan_attack
from .pieces import PEOPLE, VEHICLES
from .passage import WALK_EDGES, held_by_others
from .reach import vehicle_reach_problem, walk_reach_problem
from .state import base_kind
from .vehicles import VEHICLE_POINTS, vehicle_routes


def joined_with(turns, a) -> dict:
    """The attackers ``{from: {piece key: n}}`` once ``a`` (a join) is added. Everyone aboard a
    joining vehicle joins with it: nobody stays out of the battle in an attacking vehicle."""
    src, key = text_detail(a.get("from"), "space"), text_detail(a.get("piece"), "piece")
    n = whole_detail(a.get("n"), "number of pieces", 1)
    game = turns.game
    out = {s: dict(c) for s, c in turns.assault["joined"].items()}
    here = out.setdefault(src, {})
    here[key] = here.get(key, 0) + n
    if base_kind(key) in VEHICLES and src in game.board \
            and game.pieces.get(src, {}).get(a.player, {}).get(key, 0) >= here[key]:
        aboard: dict = {}
        for v in chosen_pieces(game, src, a.player, {key: here[key]}):
            for pid in v.passengers:
                k = game.key_of(game.units[pid])
                aboard[k] = aboard.get(k, 0) + 1
        for k, m in aboard.items():
            here[k] = max(here.get(k, 0), m)
    return out


def check_join(turns, a):
    plan = a.get("plan")
    if plan is not None and (not isinstance(plan, tuple) or not all(isinstance(s, str) for s in plan)):
        raise IllegalAction("A flight plan is a list of space ids.")
    if plan is not None and turns.assault["plan"] is not None and plan != turns.assault["plan"]:
        raise IllegalAction("The attack already has a flight plan.")
    if plan is not None and base_kind(text_detail(a.get("piece"), "piece")) != "helicopter":
        raise IllegalAction("Only a helicopter joins an attack with a flight plan.")
    attackers = joined_with(turns, a)
    plan_attack(turns.game, a.player, turns.assault["target"], attackers, partial=True,
                flight_plan=plan or turns.assault["plan"])
    return attackers


def check_strike(turns, a=None):
    return plan_attack(turns.game, turns.player, turns.assault["target"], turns.assault["joined"],
                       flight_plan=turns.assault["plan"])


def joins(turns, target: str) -> list:
    """The ``join`` actions open for an attack on ``target``: the groups that can reach it, on
    foot or riding in with a vehicle from their space. Before an attack begins this is a quick
    list of what could join (nothing is tried); during one, every join listed is legal."""
    game, me = turns.game, turns.player
    joined = turns.assault["joined"] if turns.assault else {}
    flight = turns.assault["plan"] if turns.assault else None
    held: dict = {}
    for u in game.units.values():
        if u.owner == me and u.carrier is None and u.space != target and u.id not in game.moved \
                and u.id not in game.fought:
            held.setdefault((u.space, game.key_of(u)), []).append(u)
    vehicle_from = set()   # spaces with a vehicle that can take people into the target
    out = []
    board = game.board
    others = held_by_others(game, me)   # worked out once for every piece's reach
    near = board.within(target, max(VEHICLE_POINTS.values()))   # nothing farther can reach it this turn
    for (src, key), units in sorted(held.items()):
        if base_kind(key) not in VEHICLES or src not in near:
            continue
        plans = [None]
        if base_kind(key) == "helicopter":
            plans = [None] if flight else [r for r in (vehicle_routes(game, units[0]).values() if len(units) == 1 else ())
                                           if target in r[:-1]]
            if not plans:
                continue
        elif vehicle_reach_problem(game, units[0], target, others):
            continue
        vehicle_from.add(src)
        already = joined.get(src, {}).get(key, 0)
        for n in range(1, len(units) - already + 1):
            for p in plans:
                out.append(act(me, "join", **{"from": src, "piece": key, "n": n, **({"plan": p} if p else {})}))
    water = board.space(target).kind == "water"
    walk_near = board.within(target, 2, WALK_EDGES)   # a walker has two movement points at most
    for (src, key), units in sorted(held.items()):
        if base_kind(key) in VEHICLES or (src not in walk_near and src not in vehicle_from):
            continue
        already = joined.get(src, {}).get(key, 0)
        if src in vehicle_from:
            top = len(units) - already   # they may ride in (the seats are checked when they join)
        elif water:
            continue   # people on foot never attack the water; they ride in with a boat or helicopter
        else:
            top = sum(1 for u in units if walk_reach_problem(game, u, target, others) is None) - already
        out += [act(me, "join", **{"from": src, "piece": key, "n": n}) for n in range(1, top + 1)]
    if turns.assault is None:
        return out   # (asked only what could join)
    return [j for j in out if _ok(turns, j)]


def can_attack(turns, target: str) -> bool:
    """Whether someone of the current player's people could join an attack on ``target`` (on
    foot, or in a vehicle that can get there: those aboard join with it), the bribe paid."""
    game = turns.game
    if bribe_problem(game, turns.player, target):
        return False   # (no attack is offered that could only be cancelled)
    for j in joins(turns, target):
        key = j.get("piece")
        if base_kind(key) in PEOPLE:
            return True
        if any(v.passengers for v in game.take(j.get("from"), turns.player, key, j.get("n"))):
            return True
    return False


def _ok(turns, a) -> bool:
    try:
        check_join(turns, a)
    except IllegalAction:
        return False
    return True


def can_strike(turns) -> bool:
    """Whether the attack put together so far can strike now."""
    try:
        check_strike(turns)
    except IllegalAction:
        return False
    return True
