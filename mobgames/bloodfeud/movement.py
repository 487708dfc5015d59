"""Movement: where a piece may go this turn, and moving it.

Walking: a piece has 1 movement point (Boss, Family Member, Thug) or 2 (Henchman, Hit Man). Each
point steps into a neighbouring space across a land border or a bridge; corners are not borders,
and water can only be crossed by bridge. A walker may not enter a space held by enemy personnel
(that is an attack), nor pass through one; a district with an enemy Corrupt Precinct stops it for
the turn. The rules of passage and capture are in ``passage.py``, vehicles in ``vehicles.py`` and
the reach of attacks in ``reach.py``; this module brings them together: every legal move of a
piece, why a move is not legal, and making one.
"""

from __future__ import annotations

from dataclasses import replace

from ..core.errors import IllegalAction
from ..core.events import run_length
from ..core.text import counted
from .moves import Move, check_fields, same_outcome
from .narration import say
from .passage import WALK_EDGES, Ground, enemy_people, invited, make_walk, movement_points, pass_through, piece_of
from .passage import CAPTURE_LIMIT, capture, enemy_precinct, precinct_stops
from .precincts import premium
from .pieces import PEOPLE, VEHICLES
from .reach import flight_plan_problem, vehicle_reach_problem, walk_reach_problem
from .state import Piece, State
from .vehicles import (
    AIRPORT_FEE,
    VEHICLE_POINTS,
    board_vehicle,
    check_vehicle_move,
    do_vehicle_move,
    landing_fee,
    leave_vehicle,
    ride_moves,
    route_problem,
    vehicle_moves,
    vehicle_routes,
)
from ..core.arguments import checked

__all__ = ["AIRPORT_FEE", "VEHICLE_POINTS", "WALK_EDGES", "Move", "apply_move", "board_vehicle", "flight_plan_problem",
           "invited", "landing_fee", "leave_vehicle", "legal_moves", "movement_points", "reachable", "vehicle_reach_problem",
           "vehicle_routes", "walk_reach_problem", "why_not"]


@checked
def legal_moves(game: State, piece: str | Piece, ground: Ground | None = None) -> list[Move]:
    """Every legal move of one piece this turn (``piece``: a piece id or a ``Piece``): its walks,
    drives or rides. ``ground``: what the owner's pieces meet on the board, when listing several
    pieces' moves."""
    u = piece_of(game, piece)
    if u.id in game.moved:
        return []
    if u.kind in VEHICLES:
        moves = vehicle_moves(game, u)
    elif u.carrier is not None:
        moves = ride_moves(game, u, ground)   # aboard: it can only ride on
    else:
        moves = walk_moves(game, u, ground) + ride_moves(game, u, ground)
    return with_takeovers(game, u, moves, ground)


def takeover_premium(game: State, u: Piece, m: Move, guest: set[str] | None = None) -> int:
    """The premium ``m`` may pay to take the district it ends in from another player's Corrupt
    Precinct (0 when it cannot): the move's people step in there, and nobody else's people
    stand there. An invited guest never takes his host's district."""
    end = m.end
    if not enemy_precinct(game, end, u.owner) or m.premium:
        return 0
    if m.kind == "drive":
        aboard = (set(u.passengers) - {p for _, ids in m.drops for p in ids}) | {p for _, ids in m.pickups for p in ids}
        if not aboard or game.board.space(end).kind == "water":
            return 0   # nobody aboard to step in
    if m.kind == "walk" and len(m.captures) >= CAPTURE_LIMIT[u.kind]:
        return 0   # this walker has captured all it may this turn
    if end in (guest if guest is not None else invited(game, u.owner)) or enemy_people(game, end, u.owner):
        return 0
    return premium(game, end)


def with_premium(m: Move, cost: int) -> Move:
    """The same move, paying ``cost`` to take the district it ends in."""
    return replace(m, captures=m.captures + (m.end,), premium=cost)


def with_takeovers(game: State, u: Piece, moves: list[Move], ground: Ground | None = None) -> list[Move]:
    """``moves``, and after each move into an unguarded district with an enemy Corrupt Precinct
    the same move paying the premium to take it (when the owner can afford both)."""
    guest = ground.guest if ground is not None and ground.player == u.owner else None
    cash = game.cash[u.owner]
    out = []
    for m in moves:
        out.append(m)
        cost = takeover_premium(game, u, m, guest) if game.buildings else 0
        if cost and m.fee + cost <= cash:
            out.append(with_premium(m, cost))
    return out


def walk_moves(game: State, u: Piece, ground: Ground | None = None) -> list[Move]:
    """Every legal walk of a person on foot this turn."""
    if u.id in game.moved or u.carrier is not None or u.kind in VEHICLES:
        return []
    board, player = game.board, u.owner
    moves: list[Move] = []
    seen: set[tuple[str, ...]] = set()
    # Spaces held by enemy personnel, found once for the whole search.
    held = {v.space for v in game.units.values() if v.owner != player and v.kind in PEOPLE}
    ground = ground if ground is not None and ground.player == player else Ground(game, player)
    guest = ground.guest
    defended = held | guest          # an ally's district is entered, never captured
    held -= guest
    passable = pass_through(game, player)

    def extend(route: tuple[str, ...], here: str, points: int) -> None:
        for nxt, attrs in board.adj[here].items():
            if attrs["kind"] not in WALK_EDGES or (nxt in held and nxt not in passable):
                continue
            r = route + (nxt,)
            if r not in seen and nxt not in held:   # nobody ends a walk among enemy people
                seen.add(r)
                moves.append(make_walk(game, u, r, defended, ground))
            # Going on needs points left, and a free passage (an enemy precinct stops land pieces).
            if points > 1 and not precinct_stops(game, nxt, player):
                extend(r, nxt, points - 1)

    extend((), u.space, movement_points(u))
    return moves


def walk_of(game: State, u: Piece, route: tuple[str, ...]) -> Move | None:
    """The walk along ``route`` as ``walk_moves`` would list it, or None when it is not a legal
    walk (checked step by step, without listing every walk)."""
    if u.id in game.moved or u.carrier is not None or u.kind in VEHICLES:
        return None
    if not route or len(route) > movement_points(u):
        return None
    player, adj = u.owner, game.board.adj
    # (only the route's spaces matter here: found by space, not by looking at every piece)
    held = {s for s in route if any(v.owner != player and v.kind in PEOPLE for v in game.units_at(s))}
    ground = Ground(game, player)
    defended = held | ground.guest
    held -= ground.guest
    passable = pass_through(game, player)
    here = u.space
    for i, nxt in enumerate(route):
        edge = adj[here].get(nxt) if nxt in adj else None
        if edge is None or edge["kind"] not in WALK_EDGES or (nxt in held and nxt not in passable):
            return None
        if i == len(route) - 1:
            if nxt in held:
                return None   # nobody ends a walk among enemy people
        elif precinct_stops(game, nxt, player):
            return None   # an enemy precinct stops land pieces for the turn
        here = nxt
    return make_walk(game, u, route, defended, ground)


@checked
def reachable(game: State, piece: str | Piece) -> set[str]:
    """The spaces the piece can end its move on this turn."""
    return {m.end for m in legal_moves(game, piece)}


def plan_move(game: State, move) -> tuple:
    """Check a move completely without changing anything: ``IllegalAction`` with the reason, or
    a plan for ``do_move`` (the piece, and the move as the rules work it out)."""
    move = check_fields(move)
    u = piece_of(game, move.piece)
    if u.kind in VEHICLES or move.kind in ("drive", "ride"):
        v, m = check_vehicle_move(game, u, move)
        plan = ("vehicle", u, m, v, move)
    else:
        m = walk_of(game, u, move.route)
        if m is None:
            raise IllegalAction(walk_problem(game, u, move.route))
        plan = ("walk", u, m, None, move)
    problem = same_outcome(move, m)
    if problem:
        raise IllegalAction(problem)
    if move.premium:
        cost = takeover_premium(game, u, m)
        end = game.board.space(m.end).name
        if not cost:
            raise IllegalAction(f"There is no premium to pay: this move does not step into a district with another "
                                f"player's Corrupt Precinct that it could take ({end}).")
        if move.premium != cost:
            raise IllegalAction(f"The premium to take {end} is ${cost}, not ${move.premium}.")
        owner = u.owner
        if m.fee + cost > game.cash[owner]:
            raise IllegalAction(f"Taking {end} costs a ${cost} premium" + (f" and a ${m.fee} landing fee" if m.fee else "")
                                + f"; {owner} has ${game.cash[owner]}.")
        plan = plan[:2] + (with_premium(m, cost),) + plan[3:]
    return plan


def do_move(game: State, plan: tuple) -> list:
    """Carry out a move checked by ``plan_move``."""
    how, u, m, v, move = plan
    if how == "vehicle":
        return do_vehicle_move(game, u, v, m, move)
    start = game.board.space(u.space).name
    # Pieces of one kind often step the same way one after another (a bot's ten Thugs): after the
    # first, a plain step is told with the count so far rather than in the same sentence again.
    plain = m.kind == "walk" and len(m.route) == 1 and not (m.captures or m.premium or m.steals)
    step = (u.owner, u.kind, u.space, m.route) if plain else None
    n = run_length(game.log, "move", step=step) + 1 if plain else 1
    game.move_units([u], m.end)
    capture(game, u.owner, m.captures, m)
    for vid in m.steals:
        stolen = game.units[vid]
        game.give([stolen], u.owner)   # (it waits for the next round)
    game.moved.add(u.id)
    text, simple = f"{m.describe(game)[:-1]} (from {start}).", m.describe_simply(game, start)
    if n > 1:
        card, end = game.catalogue[u.kind], game.board.space(m.end).name
        many = counted(n, card.name, card.plural)
        text = f"{u.owner} moves one more {card.name} into {end} (from {start}): {many} in a row."
        simple = say("move.more", player=u.owner, piece=card.name, start=start, end=end, count=many)
    return [game.emit("move", text, simple, piece=u.id, route=m.route, captures=m.captures, step=step)]


def apply_move(game: State, move) -> list:
    """Perform a legal move; an illegal one raises ``IllegalAction`` and changes nothing."""
    return do_move(game, plan_move(game, move))


def walk_problem(game: State, u: Piece, route: tuple[str, ...]) -> str:
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
        if enemy_people(game, nxt, u.owner) and (last or nxt not in pass_through(game, u.owner)):
            return f"{b} is held by another player's pieces: going in there is an attack, not a move."
        if not last and precinct_stops(game, nxt, u.owner):
            return f"The Corrupt Precinct in {b} stops enemy pieces for the rest of the turn."
        here = nxt
    return "That move is not allowed."


@checked
def why_not(game: State, piece: str | Piece, space: str) -> str | None:
    """Why ``piece`` cannot end its move on ``space`` this turn (None when it can)."""
    u = piece_of(game, piece)
    game.board.space(space)
    if space in reachable(game, u):
        return None
    name = game.catalogue[u.kind].name
    if u.id in game.moved:
        return f"This {name} has already moved this turn."
    if u.kind in VEHICLES:
        return route_problem(game, u, (space,)) or (
            f"The {name} cannot get to {game.board.space(space).name} this turn.")
    if game.board.edge(u.space, space) is not None or game.board.is_corner(u.space, space):
        return walk_problem(game, u, (space,))
    points = movement_points(u)
    return (f"{game.board.space(space).name} is too far: a {name} walks {points} space"
            f"{'s' if points > 1 else ''} a turn, and no vehicle of {u.owner}'s can take it there.")
