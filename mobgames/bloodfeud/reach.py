"""Reach for attacks: can a piece get into an enemy space this turn to attack it (on foot, or in
a vehicle with everyone aboard), and a helicopter's flight plan over its target."""

from __future__ import annotations

from .passage import WALK_EDGES, held_by_others, movement_points, pass_through, precinct_stops
from .state import Piece, State
from .vehicles import VEHICLE_POINTS, blockers, route_problem, step_ok

def reaches(game: State, start: str, target: str, points: int, step_ok, expand_ok) -> bool:
    """Breadth-first: can ``target`` be entered within ``points`` steps? ``step_ok(here, nxt,
    edge kind)`` says whether a step is allowed; ``expand_ok(space)`` whether a route may go on
    from a space it has entered (enemy-held spaces and enemy precincts stop it)."""
    frontier, seen = [start], {start}
    for step in range(points):
        nxt_frontier = []
        for here in frontier:
            if step and not expand_ok(here):
                continue
            for nxt, attrs in game.board.adj[here].items():
                if not step_ok(here, nxt, attrs["kind"]):
                    continue
                if nxt == target:
                    return True
                if nxt not in seen:
                    seen.add(nxt)
                    nxt_frontier.append(nxt)
        frontier = nxt_frontier
    return False


def walk_reach_problem(game: State, u: Piece, target: str, held: set[str] | None = None) -> str | None:
    """Why a person cannot walk into ``target`` to attack it this turn (None when it can): the
    last step enters the enemy space; every space before it must be passable. ``held``: the
    spaces others hold (``held_by_others``), when the caller has it."""
    name = game.catalogue[u.kind].name
    if u.id in game.moved or u.id in game.fought:
        return f"This {name} has already moved or fought this turn."
    if held is None:
        held = held_by_others(game, u.owner)
    passable = pass_through(game, u.owner) if held else set()
    if reaches(game, u.space, target, movement_points(u), lambda a, b, kind: kind in WALK_EDGES,
                lambda s: (s not in held or s in passable) and not precinct_stops(game, s, u.owner)):
        return None
    points = movement_points(u)
    return (f"The {name} in {game.board.space(u.space).name} cannot reach {game.board.space(target).name} "
            f"this turn ({points} movement point{'s' if points > 1 else ''}).")


def vehicle_reach_problem(game: State, v: Piece, target: str, held: set[str] | None = None) -> str | None:
    """Why a vehicle (with its passengers) cannot travel into ``target`` to attack it."""
    name = game.catalogue[v.kind].name
    if v.id in game.moved or v.id in game.fought:
        return f"This {name} has already moved or fought this turn."
    if held is None:
        held = held_by_others(game, v.owner)
    blocked = blockers(game, v) - {target}
    if reaches(game, v.space, target, VEHICLE_POINTS[v.kind],
                lambda a, b, kind: b not in blocked and step_ok(game, v, a, b, kind),
                lambda s: s not in held and (v.kind == "helicopter" or not precinct_stops(game, s, v.owner))):
        return None
    return f"The {name} in {game.board.space(v.space).name} cannot reach {game.board.space(target).name} this turn."


def flight_plan_problem(game: State, heli: Piece, plan: tuple[str, ...], target: str) -> str | None:
    """A helicopter attack needs a flight plan that passes over ``target`` and ends in a legal
    landing (a district its owner controls, or an airport)."""
    if not plan or target not in plan[:-1]:
        return (f"A helicopter attack needs a flight plan that flies over {game.board.space(target).name} "
                "and goes on to a landing place.")
    return route_problem(game, heli, tuple(plan))
