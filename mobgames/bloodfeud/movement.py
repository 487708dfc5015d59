"""Movement: where a piece may go this turn, and moving it.

Vehicles: a Limousine drives up to 4 spaces through city districts only; a Speedboat sails up to
5 on the water, and leaving a shore or touching one (to dock or land people) costs a point each;
a Helicopter flies up to 9 over anything but must land in a district its owner controls, or at an
airport for a $20 fee. Vehicles travel through enemy spaces unless a piece there can block them
(personnel, limousines and helicopters block limousines on land, a Corrupt Precinct stops them;
speedboats block speedboats; only helicopters block helicopters); a vehicle cannot end where enemy
personnel stand (dropping people there is an attack). Passengers ride along: riding costs a
person one movement point, and a Henchman or Hit Man may walk one space before or after the ride.
People capture only where they step in: where they get off, or at the end of the route.

Walking (this module so far): a piece has 1 movement point (Boss, Family Member, Thug) or 2
(Henchman, Hit Man). Each point steps into a neighbouring space across a land border or a bridge;
corners are not borders, and water can only be crossed by bridge. A walker may not enter a space
held by enemy personnel (that is an attack), nor pass through one; a district with an enemy
Corrupt Precinct stops it for the turn. Every district it steps into that is neutral or an
undefended enemy district is captured, up to one per turn (two for Henchmen and Hit Men, even by
stepping in and back); parks, water and airports are never captured. Unprotected enemy vehicles
in a space it steps into are stolen, except helicopters at an airport.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import IllegalAction
from .state import Piece, State
from .pieces import PEOPLE, VEHICLES

WALK_EDGES = frozenset({"land", "bridge"})
CAPTURE_LIMIT = {"boss": 1, "family": 1, "thug": 1, "henchman": 2, "hitman": 2}


VEHICLE_POINTS = {"limousine": 4, "speedboat": 5, "helicopter": 9}
AIRPORT_FEE = 20


@dataclass(frozen=True)
class Move:
    """One move. A walk: ``piece`` steps through ``route``. A drive: vehicle ``piece`` travels
    ``route`` with everyone aboard. A ride: person ``piece`` walks ``before`` (0 or 1 space) to
    vehicle ``vehicle``, rides its ``route`` and gets off after ``off`` spaces, then walks
    ``after`` (0 or 1 space)."""

    piece: str
    route: tuple[str, ...]
    captures: tuple[str, ...] = ()
    steals: tuple[str, ...] = ()     # ids of enemy vehicles taken on the way
    kind: str = "walk"               # walk, drive or ride
    vehicle: str | None = None
    before: tuple[str, ...] = ()
    off: int | None = None           # ride: how many spaces of the route the person rides
    after: tuple[str, ...] = ()
    fee: int = 0                     # helicopter landing at an airport
    drops: tuple = ()                # drive: ((route index, (passenger ids...)), ...) dropped off on the way
    pickups: tuple = ()              # drive: ((route index, (piece ids...)), ...) picked up on the way

    @property
    def end(self) -> str:
        if self.kind == "ride":
            return (self.after or (self.route[self.off - 1],))[-1]
        return self.route[-1]

    def describe(self, game: State) -> str:
        u = game.units.get(self.piece)
        who = f"{u.owner}'s {game.catalogue[u.kind].name}" if u else self.piece
        names = [game.board.space(s).name for s in self.route]
        if self.kind == "drive":
            text = f"{who} travels through {', '.join(names)}"
        elif self.kind == "ride":
            v = game.units.get(self.vehicle)
            ride = ", ".join(names[: self.off])
            text = (f"{who} " + (f"steps into {game.board.space(self.before[0]).name}, " if self.before else "")
                    + f"rides the {game.catalogue[v.kind].name if v else 'vehicle'} through {ride}"
                    + (f", then steps into {game.board.space(self.after[0]).name}" if self.after else ""))
        else:
            text = f"{who} steps into {' and then '.join(names)}"
        if self.captures:
            text += f", capturing {', '.join(game.board.space(s).name for s in self.captures)}"
        if self.steals:
            text += f", stealing {len(self.steals)} vehicle(s)"
        return text + "."


def movement_points(piece: Piece) -> int:
    return 2 if piece.kind in ("henchman", "hitman") else 1


def _enemy_people(game: State, space: str, player: str) -> bool:
    return any(u.space == space and u.owner != player and u.kind in PEOPLE for u in game.units.values())


def invited(game: State, player: str) -> set[str]:
    """Districts whose holder has invited ``player`` in (and still holds, with nobody else's
    people there): ``player``'s pieces may enter and stay without a battle."""
    out = set()
    for (host, guest), districts in game.invitations.items():
        if guest != player:
            continue
        for d in districts:
            if game.control.get(d) == host and all(
                    u.owner in (host, player) for u in game.units.values() if u.space == d and u.kind in PEOPLE):
                out.add(d)
    return out


def _enemy_precinct(game: State, space: str, player: str) -> bool:
    return game.buildings.get(space) == "corrupt_precinct" and game.control.get(space) not in (None, player)


def _lets_through(game: State, owner: str, mover: str) -> bool:
    """A blocker may let another player's pieces pass (``game.let_through``)."""
    return owner in game.passes.get(mover, ())


def _precinct_stops(game: State, space: str, player: str) -> bool:
    """An enemy Corrupt Precinct stops land pieces for the turn, unless its owner lets them pass."""
    return _enemy_precinct(game, space, player) and not _lets_through(game, game.control[space], player)


def _pass_through(game: State, player: str) -> set[str]:
    """Spaces held by enemy personnel whose owners all let ``player`` pass (but not stop)."""
    owners: dict[str, set[str]] = {}
    for v in game.units.values():
        if v.owner != player and v.kind in PEOPLE:
            owners.setdefault(v.space, set()).add(v.owner)
    return {s for s, os in owners.items() if all(_lets_through(game, o, player) for o in os)}


def _stealable(game: State, space: str, player: str) -> tuple[str, ...]:
    airport = game.board.space(space).kind == "airport"
    return tuple(u.id for u in game.units.values()
                 if u.space == space and u.owner != player and u.kind in VEHICLES and u.carrier is None
                 and not (airport and u.kind == "helicopter"))


def _piece(game: State, piece) -> Piece:
    pid = piece.id if isinstance(piece, Piece) else piece
    u = game.units.get(pid)
    if u is None:
        raise IllegalAction(f"There is no piece '{pid}' on the board.")
    return u


def legal_moves(game: State, piece) -> list[Move]:
    """Every legal walk of one piece this turn (``piece``: a piece id or a ``Piece``)."""
    u = _piece(game, piece)
    if u.id in game.moved:
        return []
    if u.kind in VEHICLES:
        return _vehicle_moves(game, u)
    if u.carrier is not None:
        return _ride_moves(game, u)   # aboard: it can only ride on
    board, player = game.board, u.owner
    moves: list[Move] = []
    seen: set[tuple[str, ...]] = set()
    # Spaces held by enemy personnel, found once for the whole search.
    held = {v.space for v in game.units.values() if v.owner != player and v.kind in PEOPLE}
    guest = invited(game, player)
    defended = held | guest          # an ally's district is entered, never captured
    held -= guest
    passable = _pass_through(game, player)

    def extend(route: tuple[str, ...], here: str, points: int) -> None:
        for nxt, attrs in board.graph.adj[here].items():
            if attrs["kind"] not in WALK_EDGES or (nxt in held and nxt not in passable):
                continue
            r = route + (nxt,)
            if r not in seen and nxt not in held:   # nobody ends a walk among enemy people
                seen.add(r)
                moves.append(_make_move(game, u, r, defended))
            # Going on needs points left, and a free passage (an enemy precinct stops land pieces).
            if points > 1 and not _precinct_stops(game, nxt, player):
                extend(r, nxt, points - 1)

    extend((), u.space, movement_points(u))
    return moves + _ride_moves(game, u)


def _make_move(game: State, u: Piece, route: tuple[str, ...], defended: set[str] | None = None) -> Move:
    captures: list[str] = []
    limit = CAPTURE_LIMIT[u.kind]
    owned = {d for d, o in game.control.items() if o == u.owner}
    if defended is None:   # a district with enemy people in it is not captured by passing
        defended = _held(game, u.owner) | invited(game, u.owner)
    for space in route:
        if (len(captures) < limit and game.board.space(space).kind == "district" and space not in owned
                and space not in defended
                and space not in captures and not _enemy_precinct(game, space, u.owner)):
            captures.append(space)
    guest = invited(game, u.owner)
    steals = tuple(v for s in dict.fromkeys(route) if s not in guest for v in _stealable(game, s, u.owner))
    return Move(u.id, route, tuple(captures), steals)


def reachable(game: State, piece) -> set[str]:
    """The spaces the piece can end its move on this turn."""
    return {m.end for m in legal_moves(game, piece)}


def apply_move(game: State, move: Move) -> list:
    """Perform a legal move; an illegal one raises ``IllegalAction`` and changes nothing."""
    u = _piece(game, move.piece)
    if u.kind in VEHICLES or move.kind in ("drive", "ride"):
        return _apply_vehicle_move(game, u, move)
    legal = {m.route: m for m in legal_moves(game, u) if m.kind == "walk"}
    if move.route not in legal:
        raise IllegalAction(_why_not(game, u, move.route))
    m = legal[move.route]
    start = game.board.space(u.space).name
    game.move_units([u], m.end)
    for d in m.captures:
        game.control[d] = u.owner
        game.fresh.add(d)   # a captured Penthouse cannot take new pieces until the next turn
    for vid in m.steals:
        v = game.units[vid]
        game.move_units([v], v.space)
        game.give([v], u.owner)
        game.moved.add(v.id)   # a stolen vehicle cannot be used in the turn it is taken
    game.moved.add(u.id)
    return [game.emit("move", f"{m.describe(game)[:-1]} (from {start}).", piece=u.id, route=m.route,
                       captures=m.captures)]


def _why_not(game: State, u: Piece, route: tuple[str, ...]) -> str:
    """A plain-English reason why a walk is not legal."""
    board = game.board
    name = game.catalogue[u.kind].name
    if u.id in game.moved:
        return f"This {name} has already moved this turn."
    if u.carrier is not None:
        return f"This {name} is riding in a vehicle; move the vehicle instead."
    if not route:
        return "A move needs at least one space to step into."
    points = movement_points(u)
    if len(route) > points:
        return f"A {name} has {points} movement point{'s' if points > 1 else ''}; this route needs {len(route)}."
    here = u.space
    for i, nxt in enumerate(route):
        if nxt not in board:
            return f"There is no space called '{nxt}' on the board."
        a, b = board.space(here).name, board.space(nxt).name
        if board.is_corner(here, nxt):
            return f"{a} and {b} meet only at a corner: no piece may move across a corner."
        edge = board.edge(here, nxt)
        if edge is None:
            return f"{b} is not next to {a}."
        if edge["kind"] not in WALK_EDGES:
            return f"{b} is water: on foot, water can be crossed only by a bridge."
        last = i == len(route) - 1
        if _enemy_people(game, nxt, u.owner) and (last or nxt not in _pass_through(game, u.owner)):
            return f"{b} is held by another player's pieces: going in there is an attack, not a move."
        if not last and _precinct_stops(game, nxt, u.owner):
            return f"The Corrupt Precinct in {b} stops enemy pieces for the rest of the turn."
        here = nxt
    return "That move is not allowed."


# ---------------------------------------------------------------------------------------------
# Vehicles
# ---------------------------------------------------------------------------------------------

def _vehicle_blockers(game: State, v: Piece) -> set[str]:
    """Spaces this vehicle may neither enter nor cross: an enemy piece there can block it."""
    blockers = {"limousine": {"boss", "family", "hitman", "henchman", "thug", "limousine", "helicopter"},
                "speedboat": {"speedboat"}, "helicopter": {"helicopter"}}[v.kind]
    out = set()
    for u in game.units.values():
        if u.owner == v.owner or u.kind not in blockers or u.carrier is not None:
            continue
        if _lets_through(game, u.owner, v.owner):
            continue
        if v.kind == "speedboat" and not u.floating:
            continue   # only boats on the water block boats
        if v.kind == "limousine" and u.kind == "helicopter" and game.board.space(u.space).kind == "water":
            continue
        out.add(u.space)
    return out


def _vehicle_step_ok(game: State, v: Piece, here: str, nxt: str, edge_kind: str) -> bool:
    kind = game.board.space(nxt).kind
    if v.kind == "limousine":
        return edge_kind in WALK_EDGES and kind == "district"
    if v.kind == "speedboat":
        here_water = game.board.space(here).kind == "water"
        if here_water:
            return edge_kind == "water" or (edge_kind == "shore" and kind != "water")
        return edge_kind == "shore" and kind == "water"   # leaving the shore
    return True   # helicopters fly over anything


def _vehicle_can_end(game: State, v: Piece, space: str, held: set[str]) -> bool:
    if space in held:
        return False   # dropping people among enemy personnel is an attack
    kind = game.board.space(space).kind
    if v.kind == "helicopter":
        return kind == "airport" or (kind == "district" and game.control.get(space) == v.owner)
    return True


def vehicle_routes(game: State, vehicle) -> dict[str, tuple[str, ...]]:
    """``{end space: shortest route}`` for every space the vehicle can travel to this turn."""
    v = _piece(game, vehicle)
    if v.kind not in VEHICLES or v.id in game.moved:
        return {}
    guest = invited(game, v.owner)
    held = {u.space for u in game.units.values() if u.owner != v.owner and u.kind in PEOPLE} - guest
    blocked = _vehicle_blockers(game, v) - guest
    stop_at = {s for s in game.control if _precinct_stops(game, s, v.owner)} if v.kind != "helicopter" else set()
    held -= _pass_through(game, v.owner) if v.kind == "helicopter" else set()
    board = game.board
    routes: dict[str, tuple[str, ...]] = {}
    frontier = [(v.space, ())]
    seen = {v.space}
    for _ in range(VEHICLE_POINTS[v.kind]):
        nxt_frontier = []
        for here, route in frontier:
            if route and (here in stop_at or (here in held and v.kind != "helicopter")):
                continue   # a precinct stops it for the turn; enemy people cannot be crossed (flown over, yes)
            for nxt, attrs in board.graph.adj[here].items():
                if nxt in seen or nxt in blocked or not _vehicle_step_ok(game, v, here, nxt, attrs["kind"]):
                    continue
                seen.add(nxt)
                r = route + (nxt,)
                nxt_frontier.append((nxt, r))
                if _vehicle_can_end(game, v, nxt, held):
                    routes[nxt] = r
        frontier = nxt_frontier
    return routes


def _route_problem(game: State, v: Piece, route: tuple[str, ...]) -> str | None:
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
    blocked = _vehicle_blockers(game, v) - guest
    here = v.space
    for i, nxt in enumerate(route):
        if nxt not in board:
            return f"There is no space called '{nxt}' on the board."
        a, b = board.space(here).name, board.space(nxt).name
        edge = board.edge(here, nxt)
        if edge is None:
            return (f"{a} and {b} meet only at a corner: no piece may move across a corner."
                    if board.is_corner(here, nxt) else f"{b} is not next to {a}.")
        if not _vehicle_step_ok(game, v, here, nxt, edge["kind"]):
            return {"limousine": f"A Limousine drives only through city districts; {b} is not one.",
                    "speedboat": f"A Speedboat moves on the water and touches land only at a shore; it cannot go from {a} to {b}.",
                    }.get(v.kind, f"The {name} cannot go from {a} to {b}.")
        if nxt in blocked:
            return f"An enemy piece in {b} blocks the {name}."
        last = i == len(route) - 1
        if not last and nxt in held and v.kind != "helicopter":
            return f"Enemy pieces hold {b}: the {name} cannot pass through."
        if not last and v.kind != "helicopter" and _precinct_stops(game, nxt, v.owner):
            return f"The Corrupt Precinct in {b} stops the {name} for the rest of the turn."
        here = nxt
    end = route[-1]
    if end in held:
        return f"Enemy pieces hold {board.space(end).name}: taking people there is an attack."
    if v.kind == "helicopter" and not _vehicle_can_end(game, v, end, held):
        return (f"A Helicopter must land in a district {v.owner} controls or at an airport; "
                f"{board.space(end).name} is neither.")
    return None


def _landing_fee(game: State, v: Piece, end: str) -> int:
    return AIRPORT_FEE if v.kind == "helicopter" and game.board.space(end).kind == "airport" else 0


def _drive_move(game: State, v: Piece, route: tuple[str, ...]) -> Move:
    end = route[-1]
    riders = [game.units[p] for p in v.passengers]
    steps_in = game.board.space(end).kind != "water"
    captures = ()
    if (riders and steps_in and game.board.space(end).kind == "district" and game.control.get(end) != v.owner
            and not _enemy_precinct(game, end, v.owner)):
        captures = (end,)
    steals = _stealable(game, end, v.owner) if riders and steps_in else ()
    return Move(v.id, route, captures, steals, kind="drive", fee=_landing_fee(game, v, end))


def _vehicle_moves(game: State, v: Piece) -> list[Move]:
    return [_drive_move(game, v, r) for r in vehicle_routes(game, v).values()]


def _ride_moves(game: State, u: Piece) -> list[Move]:
    """Rides for one person: board a vehicle here (or, with 2 points, one space away), ride it
    to the end of a route, and with 2 points not yet used, walk one space more."""
    board, player = game.board, u.owner
    held = {v.space for v in game.units.values() if v.owner != player and v.kind in PEOPLE}
    points = movement_points(u)
    starts = [((), u.space)]
    if points == 2 and u.carrier is None:
        for nxt, attrs in board.graph.adj[u.space].items():
            if attrs["kind"] in WALK_EDGES and nxt not in held:
                starts.append(((nxt,), nxt))
    moves = []
    for before, space in starts:
        vehicles = [v for v in game.units.values() if v.owner == player and v.kind in VEHICLES
                    and v.id not in game.moved and (v.id == u.carrier or (u.carrier is None and v.space == space))]
        for v in vehicles:
            if u.carrier != v.id and len(v.passengers) >= game.catalogue[v.kind].carries:
                continue
            for route in vehicle_routes(game, v).values():
                end = route[-1]
                if board.space(end).kind == "water":
                    continue   # people stay aboard a boat left on the water: that is the boat's move
                afters = [()]
                if points == 2 and not before:
                    afters += [(n,) for n, a in board.graph.adj[end].items() if a["kind"] in WALK_EDGES and n not in held]
                for after in afters:
                    moves.append(_make_ride(game, u, v, before, route, after, held))
    return moves


def _make_ride(game: State, u: Piece, v: Piece, before, route, after, held=None) -> Move:
    stepped = tuple(before) + (route[-1],) + tuple(after)
    walk = _make_move(game, u, stepped, held)   # the same capture rules apply where the person steps in
    captures = tuple(c for c in walk.captures if c in (route[-1],) + tuple(after) or c in before)
    return Move(u.id, route, captures, walk.steals, kind="ride", vehicle=v.id, before=tuple(before),
                off=len(route), after=tuple(after), fee=_landing_fee(game, v, route[-1]))


def _apply_vehicle_move(game: State, u: Piece, move: Move) -> list:
    """A drive (the vehicle and everyone aboard) or a ride (one person, with the vehicle)."""
    board = game.board
    if move.kind == "ride":
        v = _piece(game, move.vehicle) if move.vehicle else None
        if v is None or v.kind not in VEHICLES:
            raise IllegalAction("A ride needs one of the player's vehicles.")
        legal = {(m.vehicle, m.before, m.route, m.after): m for m in _ride_moves(game, u)} if u.id not in game.moved else {}
        key = (v.id, tuple(move.before), tuple(move.route), tuple(move.after))
        if key not in legal:
            problem = _route_problem(game, v, tuple(move.route)) if v.owner == u.owner else "That vehicle is not yours."
            raise IllegalAction(problem or "That ride is not possible: check where the vehicle is, how many "
                                           "it carries, and the person's movement points.")
        m = legal[key]
    else:
        if u.kind not in VEHICLES:
            raise IllegalAction("Only a vehicle can drive; people walk or ride.")
        problem = _route_problem(game, u, tuple(move.route)) or _stops_problem(game, u, move)
        if problem:
            raise IllegalAction(problem)
        v, m = u, _drive_move(game, u, tuple(move.route))
    if m.fee and game.cash[v.owner] < m.fee:
        raise IllegalAction(f"Landing at an airport costs ${m.fee}; {v.owner} has ${game.cash[v.owner]}.")
    # Checked: now move.
    events = []
    if m.kind == "ride":
        if m.before:
            game.move_units([u], m.before[0])
        if u.carrier != v.id:
            game.embark(u, v)
    start = board.space(v.space).name
    extra_captures = _do_stops(game, v, move) if move.kind == "drive" else []
    if move.kind == "drive" and (move.drops or move.pickups):
        m = _drive_move(game, v, tuple(move.route))   # who is aboard at the end is known only now
    game.move_units([v], m.route[-1])
    end = m.route[-1]
    v.floating = board.space(end).kind == "water"
    game.cash[v.owner] -= m.fee
    riders = [game.units[p] for p in v.passengers]
    if board.space(end).kind != "water":   # at the end of the route everyone steps in
        game.unload(v)
    if m.kind == "ride" and m.after:
        game.move_units([u], m.after[0])
    for d in list(m.captures) + extra_captures:
        game.control[d] = v.owner
        game.fresh.add(d)
    for vid in m.steals:
        game.give([game.units[vid]], v.owner)
        game.moved.add(vid)
    game.moved.update([v.id] + [r.id for r in riders])
    names = " and ".join(game.catalogue[r.kind].name for r in riders) or "nobody"
    text = (f"{v.owner}'s {game.catalogue[v.kind].name} travels from {start} to {board.space(end).name}"
            f" carrying {names}")
    if m.kind == "ride":
        text = m.describe(game)[:-1]
    elif m.captures:
        text += f"; {', '.join(board.space(c).name for c in m.captures)} captured"
    if m.fee:
        text += f"; ${m.fee} landing fee paid"
    events.append(game.emit("move", text + ".", piece=m.piece, route=m.route, captures=m.captures))
    return events


def board_vehicle(game: State, person, vehicle) -> None:
    """A person gets into one of the player's vehicles in the same space, to ride along when the
    vehicle drives (so a Limousine can carry a whole group). It costs no movement; the person has
    moved once the vehicle drives."""
    u, v = _piece(game, person), _piece(game, vehicle)
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
    game.embark(u, v)
    game.emit("board", f"{u.owner}'s {game.catalogue[u.kind].name} gets into the {game.catalogue[v.kind].name} "
                        f"in {game.board.space(v.space).name}.", piece=u.id, vehicle=v.id)


def leave_vehicle(game: State, person) -> None:
    """A person gets out of a vehicle that has not moved yet, in the same space (not on water)."""
    u = _piece(game, person)
    v = game.units.get(u.carrier) if u.carrier else None
    if v is None:
        raise IllegalAction(f"The {game.catalogue[u.kind].name} is not aboard a vehicle.")
    if game.board.space(v.space).kind == "water":
        raise IllegalAction("Nobody can get out onto the water.")
    if v.id in game.moved:
        raise IllegalAction("The vehicle has already moved this turn.")
    game.disembark(u)
    game.emit("leave", f"{u.owner}'s {game.catalogue[u.kind].name} gets out of the {game.catalogue[v.kind].name}.",
               piece=u.id, vehicle=v.id)


# ---------------------------------------------------------------------------------------------
# Reach for attacks
# ---------------------------------------------------------------------------------------------

def _reaches(game: State, start: str, target: str, points: int, step_ok, expand_ok) -> bool:
    """Breadth-first: can ``target`` be entered within ``points`` steps? ``step_ok(here, nxt,
    edge kind)`` says whether a step is allowed; ``expand_ok(space)`` whether a route may go on
    from a space it has entered (enemy-held spaces and enemy precincts stop it)."""
    frontier, seen = [start], {start}
    for step in range(points):
        nxt_frontier = []
        for here in frontier:
            if step and not expand_ok(here):
                continue
            for nxt, attrs in game.board.graph.adj[here].items():
                if not step_ok(here, nxt, attrs["kind"]):
                    continue
                if nxt == target:
                    return True
                if nxt not in seen:
                    seen.add(nxt)
                    nxt_frontier.append(nxt)
        frontier = nxt_frontier
    return False


def _held(game: State, player: str) -> set[str]:
    """Spaces with another player's people in them, except districts ``player`` is invited into."""
    return {v.space for v in game.units.values() if v.owner != player and v.kind in PEOPLE} - invited(game, player)


def walk_reach_problem(game: State, u: Piece, target: str) -> str | None:
    """Why a person cannot walk into ``target`` to attack it this turn (None when it can): the
    last step enters the enemy space; every space before it must be passable."""
    name = game.catalogue[u.kind].name
    if u.id in game.moved or u.id in game.fought:
        return f"This {name} has already moved or fought this turn."
    held = _held(game, u.owner)
    if _reaches(game, u.space, target, movement_points(u), lambda a, b, kind: kind in WALK_EDGES,
                lambda s: (s not in held or s in _pass_through(game, u.owner)) and not _precinct_stops(game, s, u.owner)):
        return None
    points = movement_points(u)
    return (f"The {name} in {game.board.space(u.space).name} cannot reach {game.board.space(target).name} "
            f"this turn ({points} movement point{'s' if points > 1 else ''}).")


def vehicle_reach_problem(game: State, v: Piece, target: str) -> str | None:
    """Why a vehicle (with its passengers) cannot travel into ``target`` to attack it."""
    name = game.catalogue[v.kind].name
    if v.id in game.moved or v.id in game.fought:
        return f"This {name} has already moved or fought this turn."
    held = _held(game, v.owner)
    blocked = _vehicle_blockers(game, v) - {target}
    if _reaches(game, v.space, target, VEHICLE_POINTS[v.kind],
                lambda a, b, kind: b not in blocked and _vehicle_step_ok(game, v, a, b, kind),
                lambda s: s not in held and (v.kind == "helicopter" or not _precinct_stops(game, s, v.owner))):
        return None
    return f"The {name} in {game.board.space(v.space).name} cannot reach {game.board.space(target).name} this turn."


def why_not(game: State, piece, space: str) -> str | None:
    """Why ``piece`` cannot end its move on ``space`` this turn (None when it can)."""
    u = _piece(game, piece)
    game.board.space(space)
    if space in reachable(game, u):
        return None
    name = game.catalogue[u.kind].name
    if u.id in game.moved:
        return f"This {name} has already moved this turn."
    if u.kind in VEHICLES:
        return _route_problem(game, u, (space,)) or (
            f"The {name} cannot get to {game.board.space(space).name} this turn.")
    if game.board.edge(u.space, space) is not None or game.board.is_corner(u.space, space):
        return _why_not(game, u, (space,))
    points = movement_points(u)
    return (f"{game.board.space(space).name} is too far: a {name} walks {points} space"
            f"{'s' if points > 1 else ''} a turn, and no vehicle of {u.owner}'s can take it there.")


def _stops_problem(game: State, v: Piece, move: Move) -> str | None:
    """Check a drive's drop-offs and pick-ups along the route (a vehicle does one or the other)."""
    if not move.drops and not move.pickups:
        return None
    if move.drops and move.pickups:
        return "A vehicle either picks people up or drops them off along its route, not both in one turn."
    board, route = game.board, move.route
    held = _held(game, v.owner)
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
                and not _enemy_precinct(game, space, v.owner)):
            captures.append(space)
    for index, ids in move.pickups:
        for i in ids:
            game.embark(game.units[i], v)
    return captures


def flight_plan_problem(game: State, heli: Piece, plan: tuple[str, ...], target: str) -> str | None:
    """A helicopter attack needs a flight plan that passes over ``target`` and ends in a legal
    landing (a district its owner controls, or an airport)."""
    if not plan or target not in plan[:-1]:
        return (f"A helicopter attack needs a flight plan that flies over {game.board.space(target).name} "
                "and goes on to a landing place.")
    return _route_problem(game, heli, tuple(plan))
