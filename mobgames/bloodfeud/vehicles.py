"""Vehicles: where a Limousine, Speedboat or Helicopter can travel this turn, people riding in
them, and getting in and out.

A Limousine drives up to 4 spaces through city districts only; a Speedboat sails up to 5 on the
water, and leaving a shore or touching one (to dock or land people) costs a point each; a
Helicopter flies up to 9 over anything but must land in a district its owner controls, or at an
airport for a $20 fee. Vehicles travel through enemy spaces unless a piece there can block them
(personnel, limousines and helicopters block limousines on land, a Corrupt Precinct stops them;
speedboats block speedboats; only helicopters block helicopters); a vehicle cannot end where enemy
personnel stand (dropping people there is an attack). Passengers ride along: riding costs a
person one movement point, and a Henchman or Hit Man may walk one space before or after the ride.
People capture only where they step in: where they get off, or at the end of the route.
"""

from __future__ import annotations

from dataclasses import replace

from ..core.errors import IllegalAction
from ..core.text import a_an, and_list
from .narration import say
from .moves import Move
from .passage import (
    WALK_EDGES,
    Ground,
    capture,
    enemy_precinct,
    held_by_others,
    invited,
    lets_through,
    make_walk,
    movement_points,
    pass_through,
    piece_of,
    precinct_stops,
    stealable,
)
from .pieces import PEOPLE, VEHICLES
from .state import Piece, State

VEHICLE_POINTS = {"limousine": 4, "speedboat": 5, "helicopter": 9}
AIRPORT_FEE = 20


def blockers(game: State, v: Piece) -> set[str]:
    """Spaces this vehicle may neither enter nor cross: an enemy piece there can block it."""
    # The rulebook's blocking summary: on land limousines and helicopters block a limousine, but
    # personnel on foot cannot chase one; only boats block boats, only helicopters block helicopters.
    # (Corrupt Precincts stop vehicles too: see precincts.py.)
    blockers = {"limousine": {"limousine", "helicopter"},
                "speedboat": {"speedboat"}, "helicopter": {"helicopter"}}[v.kind]
    out = set()
    for u in game.units.values():
        if u.owner == v.owner or u.kind not in blockers or u.carrier is not None:
            continue
        if lets_through(game, u.owner, v.owner):
            continue
        if v.kind == "speedboat" and not u.floating:
            continue   # only boats on the water block boats
        if v.kind == "limousine" and u.kind == "helicopter" and game.board.space(u.space).kind == "water":
            continue
        out.add(u.space)
    return out


def step_ok(game: State, v: Piece, here: str, nxt: str, edge_kind: str) -> bool:
    kind = game.board.space(nxt).kind
    if v.kind == "limousine":
        return edge_kind in WALK_EDGES and kind == "district"
    if v.kind == "speedboat":
        here_water = game.board.space(here).kind == "water"
        if here_water:
            return edge_kind == "water" or (edge_kind == "shore" and kind != "water")
        return edge_kind == "shore" and kind == "water"   # leaving the shore
    return True   # helicopters fly over anything


def can_end(game: State, v: Piece, space: str, held: set[str]) -> bool:
    if space in held:
        return False   # dropping people among enemy personnel is an attack
    kind = game.board.space(space).kind
    if v.kind == "helicopter":
        return kind == "airport" or (kind == "district" and game.control.get(space) == v.owner)
    return True


def vehicle_routes(game: State, vehicle) -> dict[str, tuple[str, ...]]:
    """``{end space: shortest route}`` for every space the vehicle can travel to this turn."""
    v = piece_of(game, vehicle)
    if v.kind not in VEHICLES or v.id in game.moved:
        return {}
    guest = invited(game, v.owner)
    held = {u.space for u in game.units.values() if u.owner != v.owner and u.kind in PEOPLE} - guest
    blocked = blockers(game, v) - guest
    stop_at = {s for s in game.control if precinct_stops(game, s, v.owner)} if v.kind != "helicopter" else set()
    held -= pass_through(game, v.owner) if v.kind == "helicopter" else set()
    board = game.board
    routes: dict[str, tuple[str, ...]] = {}
    frontier = [(v.space, ())]
    seen = {v.space}
    for _ in range(VEHICLE_POINTS[v.kind]):
        nxt_frontier = []
        for here, route in frontier:
            if route and here in stop_at:
                continue   # a precinct stops it for the turn (enemy people on foot do not: see blockers)
            for nxt, attrs in board.adj[here].items():
                if nxt in seen or nxt in blocked or not step_ok(game, v, here, nxt, attrs["kind"]):
                    continue
                seen.add(nxt)
                r = route + (nxt,)
                nxt_frontier.append((nxt, r))
                if can_end(game, v, nxt, held):
                    routes[nxt] = r
        frontier = nxt_frontier
    return routes


def route_problem(game: State, v: Piece, route: tuple[str, ...]) -> str | None:
    """Why a vehicle cannot travel this exact route (None when it can)."""
    board = game.board
    name = game.catalogue[v.kind].name
    if v.id in game.moved:
        return f"This {name} has already moved this turn."
    if not route:
        return "A route needs at least one space."
    if len(route) > VEHICLE_POINTS[v.kind]:
        return f"A {name} moves at most {VEHICLE_POINTS[v.kind]} spaces; this route has {len(route)}."
    guest = invited(game, v.owner)
    held = {u.space for u in game.units.values() if u.owner != v.owner and u.kind in PEOPLE} - guest
    blocked = blockers(game, v) - guest
    here = v.space
    for i, nxt in enumerate(route):
        if nxt not in board:
            return f"There is no space called '{nxt}' on the board."
        a, b = board.space(here).name, board.space(nxt).name
        edge = board.edge(here, nxt)
        if edge is None:
            return (f"{a} and {b} meet only at a corner: no piece may move across a corner."
                    if board.is_corner(here, nxt) else f"{b} is not next to {a}.")
        if not step_ok(game, v, here, nxt, edge["kind"]):
            return {"limousine": f"A Limousine drives only through city districts; {b} is not one.",
                    "speedboat": f"A Speedboat moves on the water and touches land only at a shore; it cannot go from {a} to {b}.",
                    }.get(v.kind, f"The {name} cannot go from {a} to {b}.")
        if nxt in blocked:
            return f"An enemy piece in {b} blocks the {name}."
        last = i == len(route) - 1
        if not last and v.kind != "helicopter" and precinct_stops(game, nxt, v.owner):
            return f"The Corrupt Precinct in {b} stops the {name} for the rest of the turn."
        here = nxt
    end = route[-1]
    if end in held:
        return f"Enemy pieces hold {board.space(end).name}: taking people there is an attack."
    if v.kind == "helicopter" and not can_end(game, v, end, held):
        return (f"A Helicopter must land in a district {v.owner} controls or at an airport; "
                f"{board.space(end).name} is neither.")
    return None


def landing_fee(game: State, v: Piece, end: str) -> int:
    return AIRPORT_FEE if v.kind == "helicopter" and game.board.space(end).kind == "airport" else 0


def drive_move(game: State, v: Piece, route: tuple[str, ...]) -> Move:
    end = route[-1]
    riders = [game.units[p] for p in v.passengers]
    steps_in = game.board.space(end).kind != "water"
    captures = ()
    if (riders and steps_in and game.board.space(end).kind == "district" and game.control.get(end) != v.owner
            and not enemy_precinct(game, end, v.owner)):
        captures = (end,)
    steals = stealable(game, end, v.owner) if riders and steps_in else ()
    return Move(v.id, route, captures, steals, kind="drive", fee=landing_fee(game, v, end))


def vehicle_moves(game: State, v: Piece) -> list[Move]:
    return [drive_move(game, v, r) for r in vehicle_routes(game, v).values()]


def ride_moves(game: State, u: Piece, ground: Ground | None = None, vehicle: str | None = None) -> list[Move]:
    """Rides for one person: board a vehicle here (or, with 2 points, one space away), ride it
    to the end of a route, and with 2 points not yet used, walk one space more (``vehicle``:
    only the rides in that one)."""
    board, player = game.board, u.owner
    held = {v.space for v in game.units.values() if v.owner != player and v.kind in PEOPLE}
    points = movement_points(u)
    starts = [((), u.space)]
    if points == 2 and u.carrier is None:
        for nxt, attrs in board.adj[u.space].items():
            if attrs["kind"] in WALK_EDGES and nxt not in held:
                starts.append(((nxt,), nxt))
    moves = []
    ground = ground or Ground(game, player)
    for before, space in starts:
        vehicles = [v for v in game.units.values() if v.owner == player and v.kind in VEHICLES and v.id not in game.moved
                    and (vehicle is None or v.id == vehicle)
                    and (v.id == u.carrier or (u.carrier is None and v.space == space))]
        for v in vehicles:
            if u.carrier != v.id and len(v.passengers) >= game.catalogue[v.kind].carries:
                continue
            routes = ground.memo.get(v.id)
            if routes is None:
                routes = ground.memo[v.id] = list(vehicle_routes(game, v).values())
            for route in routes:
                end = route[-1]
                if board.space(end).kind == "water":
                    continue   # people stay aboard a boat left on the water: that is the boat's move
                afters = [()]
                if points == 2 and not before:
                    afters += [(n,) for n, a in board.adj[end].items() if a["kind"] in WALK_EDGES and n not in held]
                for after in afters:
                    moves.append(_make_ride(game, u, v, before, route, after, held, ground))
    return moves


def ride_of(game: State, u: Piece, v: Piece, before: tuple, route: tuple, after: tuple) -> Move | None:
    """The ride as ``ride_moves`` would list it, or None when it is not a legal ride (checked
    directly, without listing every ride)."""
    if u.id in game.moved or v.id in game.moved or v.owner != u.owner or v.kind not in VEHICLES or not route:
        return None
    board, adj = game.board, game.board.adj
    held = {w.space for w in game.units.values() if w.owner != u.owner and w.kind in PEOPLE}
    two = movement_points(u) == 2

    def step(a: str, b: str) -> bool:
        return b in adj[a] and adj[a][b]["kind"] in WALK_EDGES and b not in held

    if before:
        if not two or u.carrier is not None or len(before) != 1 or not step(u.space, before[0]) \
                or v.space != before[0]:
            return None
    elif not (v.id == u.carrier or (u.carrier is None and v.space == u.space)):
        return None
    if u.carrier is not None and u.carrier != v.id:
        return None
    if u.carrier != v.id and len(v.passengers) >= game.catalogue[v.kind].carries:
        return None
    end = route[-1]
    if vehicle_routes(game, v).get(end) != route or board.space(end).kind == "water":
        return None
    if after and (not two or before or len(after) != 1 or not step(end, after[0])):
        return None
    return _make_ride(game, u, v, before, route, after, held)


def _make_ride(game: State, u: Piece, v: Piece, before, route, after, held=None, ground=None) -> Move:
    stepped = tuple(before) + (route[-1],) + tuple(after)
    walk = make_walk(game, u, stepped, held, ground)   # the same capture rules apply where the person steps in
    captures = tuple(c for c in walk.captures if c in (route[-1],) + tuple(after) or c in before)
    return Move(u.id, route, captures, walk.steals, kind="ride", vehicle=v.id, before=tuple(before),
                off=len(route), after=tuple(after), fee=landing_fee(game, v, route[-1]))


def check_vehicle_move(game: State, u: Piece, move: Move) -> tuple[Piece, Move]:
    """Check a drive (the vehicle and everyone aboard) or a ride (one person, with the vehicle);
    return the vehicle and the move as the rules work it out. Changes nothing."""
    if move.kind == "ride":
        if u.kind in VEHICLES:
            raise IllegalAction(f"A {game.catalogue[u.kind].name} does not ride: it drives (a ride moves one "
                                "person with a vehicle).")
        v = piece_of(game, move.vehicle) if move.vehicle else None
        if v is None or v.kind not in VEHICLES:
            raise IllegalAction("A ride needs one of the player's vehicles.")
        m = ride_of(game, u, v, tuple(move.before), tuple(move.route), tuple(move.after))
        if m is None:
            problem = route_problem(game, v, tuple(move.route)) if v.owner == u.owner else "That vehicle is not yours."
            raise IllegalAction(problem or "That ride is not possible: check where the vehicle is, how many "
                                           "it carries, and the person's movement points.")
    else:
        if u.kind not in VEHICLES:
            raise IllegalAction("Only a vehicle can drive; people walk or ride.")
        if move.kind == "walk":
            raise IllegalAction(f"A {game.catalogue[u.kind].name} does not walk: it drives.")
        problem = route_problem(game, u, tuple(move.route)) or _stops_problem(game, u, move)
        if problem:
            raise IllegalAction(problem)
        if move.route[-1] == u.space:
            raise IllegalAction(f"A {game.catalogue[u.kind].name} that ends where it started has not moved: "
                                "choose a route to another space.")
        v, m = u, drive_move(game, u, tuple(move.route))
    if m.fee and game.cash[v.owner] < m.fee:
        raise IllegalAction(f"Landing at an airport costs ${m.fee}; {v.owner} has ${game.cash[v.owner]}.")
    return v, m


def do_vehicle_move(game: State, u: Piece, v: Piece, m: Move, move: Move) -> list:
    """Carry out a checked drive or ride (``move`` as given, ``m`` as worked out)."""
    board = game.board
    events = []
    if m.kind == "ride":
        if m.before:
            game.move_units([u], m.before[0])
        if u.carrier != v.id:
            game.embark(u, v)
    start = board.space(v.space).name
    extra_captures = _do_stops(game, v, move) if move.kind == "drive" else []
    if move.kind == "drive" and (move.drops or move.pickups):
        paid = m.premium
        m = drive_move(game, v, tuple(move.route))   # who is aboard at the end is known only now
        if paid:
            m = replace(m, captures=m.captures + (m.end,), premium=paid)
    game.move_units([v], m.route[-1])
    end = m.route[-1]
    v.floating = board.space(end).kind == "water"
    game.cash[v.owner] -= m.fee
    riders = [game.units[p] for p in v.passengers]
    if board.space(end).kind != "water":   # at the end of the route everyone steps in
        game.unload(v)
    if m.kind == "ride" and m.after:
        game.move_units([u], m.after[0])
    capture(game, v.owner, list(m.captures) + extra_captures, m)
    for vid in m.steals:
        game.give([game.units[vid]], v.owner)   # (it waits for the next round)
    game.moved.update([v.id] + [r.id for r in riders])
    names = and_list(game.catalogue[r.kind].name for r in riders) or "nobody"
    vehicle = f"{v.owner}'s {game.catalogue[v.kind].name}"
    text = f"{vehicle} travels from {start} to {board.space(end).name} carrying {names}"
    if m.kind == "ride":
        text, simple = m.describe(game)[:-1], m.describe_simply(game, start)
    else:
        simple = [say("move.travel", vehicle=vehicle, start=start, end=board.space(end).name)]
        simple += [say("move.carrying", riders=names)] if riders else []
        simple = " ".join(simple + m.gains_simply(game, v.owner))
        if m.captures:
            text += f"; {and_list(board.space(c).name for c in m.captures)} captured"
            if m.premium:
                text += f" for {a_an(f'${m.premium}')} premium"
    if m.fee:
        text += f"; ${m.fee} landing fee paid"
        simple += " " + say("move.fee", player=v.owner, fee=m.fee)
    events.append(game.emit("move", text + ".", simple, piece=m.piece, route=m.route, captures=m.captures))
    return events


def board_vehicle(game: State, person, vehicle) -> None:
    """A person gets into one of the player's vehicles in the same space, to ride along when the
    vehicle drives (so a Limousine can carry a whole group). It costs no movement; the person has
    moved once the vehicle drives."""
    u, v = check_board(game, person, vehicle)
    game.embark(u, v)
    piece, vehicle, space = f"{u.owner}'s {game.catalogue[u.kind].name}", game.catalogue[v.kind].name, game.board.space(v.space).name
    game.emit("board", f"{piece} gets into the {vehicle} in {space}.", say("board", piece=piece, vehicle=vehicle, space=space),
              piece=u.id, vehicle=v.id)


def check_board(game: State, person, vehicle) -> tuple[Piece, Piece]:
    """The person and the vehicle of a legal boarding, or ``IllegalAction``."""
    u, v = piece_of(game, person), piece_of(game, vehicle)
    if u.kind not in PEOPLE or v.kind not in VEHICLES:
        raise IllegalAction("A person boards a vehicle: give a person's id and a vehicle's id.")
    if u.owner != v.owner:
        raise IllegalAction("People ride only in their own player's vehicles.")
    if u.carrier is not None:
        raise IllegalAction(f"The {game.catalogue[u.kind].name} is already aboard a vehicle.")
    if u.space != v.space:
        raise IllegalAction(f"The {game.catalogue[u.kind].name} must be in the same space as the "
                            f"{game.catalogue[v.kind].name} to get in.")
    if u.id in game.moved or u.id in game.fought or v.id in game.moved:
        raise IllegalAction("Pieces that have already moved or fought this turn cannot get in.")
    carries = game.catalogue[v.kind].carries
    if len(v.passengers) >= carries:
        raise IllegalAction(f"A {game.catalogue[v.kind].name} carries {carries} people; it is full.")
    return u, v


def leave_vehicle(game: State, person) -> None:
    """A person gets out of a vehicle that has not moved yet, in the same space (not on water)."""
    u, v = check_leave(game, person)
    game.disembark(u)
    piece, vehicle = f"{u.owner}'s {game.catalogue[u.kind].name}", game.catalogue[v.kind].name
    game.emit("leave", f"{piece} gets out of the {vehicle}.", say("leave", piece=piece, vehicle=vehicle),
              piece=u.id, vehicle=v.id)


def check_leave(game: State, person) -> tuple[Piece, Piece]:
    """The person and the vehicle of a legal getting-out, or ``IllegalAction``."""
    u = piece_of(game, person)
    v = game.units.get(u.carrier) if u.carrier else None
    if v is None:
        raise IllegalAction(f"The {game.catalogue[u.kind].name} is not aboard a vehicle.")
    if game.board.space(v.space).kind == "water":
        raise IllegalAction("Nobody can get out onto the water.")
    if v.id in game.moved:
        raise IllegalAction("The vehicle has already moved this turn.")
    return u, v


def _stops_problem(game: State, v: Piece, move: Move) -> str | None:
    """Check a drive's drop-offs and pick-ups along the route (a vehicle does one or the other)."""
    if not move.drops and not move.pickups:
        return None
    if move.drops and move.pickups:
        return "A vehicle either picks people up or drops them off along its route, not both in one turn."
    board, route = game.board, move.route
    held = held_by_others(game, v.owner)
    aboard = set(v.passengers)
    load = len(v.passengers)
    capacity = game.catalogue[v.kind].carries
    for index, ids in sorted(move.drops or move.pickups):
        if not 0 <= index < len(route) - 1:
            return "Stops are made on the way: at a space of the route before its end."
        space = route[index]
        name = board.space(space).name
        if board.space(space).kind == "water":
            return f"Nobody can get on or off in {name}: it is water."
        if move.drops:
            if space in held:
                return f"Dropping people among enemy pieces in {name} is an attack, not a move."
            missing = [i for i in ids if i not in aboard]
            if missing:
                return f"{', '.join(missing)} is not aboard the {game.catalogue[v.kind].name}."
            aboard -= set(ids)
        else:
            for i in ids:
                p = game.units.get(i)
                if p is None or p.owner != v.owner or p.kind not in PEOPLE or p.space != space or p.carrier:
                    return f"{i} is not one of {v.owner}'s people waiting in {name}."
                if p.id in game.moved or p.id in game.fought:
                    return f"{i} has already moved or fought this turn."
            load += len(ids)
            if load > capacity:
                return f"A {game.catalogue[v.kind].name} carries {capacity} people."
    return None


def _do_stops(game: State, v: Piece, move: Move) -> list[str]:
    """Carry out checked drop-offs and pick-ups; return the districts the dropped people capture."""
    captures = []
    for index, ids in move.drops:
        space = move.route[index]
        for i in ids:
            p = game.units[i]
            game.disembark(p)
            game.move_units([p], space)
            game.moved.add(i)
        if (game.board.space(space).kind == "district" and game.control.get(space) != v.owner
                and not enemy_precinct(game, space, v.owner)):
            captures.append(space)
    for _index, ids in move.pickups:
        for i in ids:
            game.embark(game.units[i], v)
    return captures
