"""Movement: where a piece may go this turn, and moving it.

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
from .game import Game, Piece

PEOPLE = ("boss", "family", "hitman", "henchman", "thug")
VEHICLES = ("limousine", "speedboat", "helicopter")
WALK_EDGES = frozenset({"land", "bridge"})
CAPTURE_LIMIT = {"boss": 1, "family": 1, "thug": 1, "henchman": 2, "hitman": 2}


@dataclass(frozen=True)
class Move:
    """One move of one piece: the spaces it steps into, in order, and the districts it captures."""

    piece: str
    route: tuple[str, ...]
    captures: tuple[str, ...] = ()
    steals: tuple[str, ...] = ()     # ids of enemy vehicles taken on the way
    kind: str = "walk"

    @property
    def end(self) -> str:
        return self.route[-1]

    def describe(self, game: Game) -> str:
        u = game.units.get(self.piece)
        who = f"{u.owner}'s {game.catalogue[u.kind].name}" if u else self.piece
        names = [game.board.space(s).name for s in self.route]
        text = f"{who} steps into {' and then '.join(names)}"
        if self.captures:
            text += f", capturing {', '.join(game.board.space(s).name for s in self.captures)}"
        if self.steals:
            text += f", stealing {len(self.steals)} vehicle(s)"
        return text + "."


def movement_points(piece: Piece) -> int:
    return 2 if piece.kind in ("henchman", "hitman") else 1


def _enemy_people(game: Game, space: str, player: str) -> bool:
    return any(u.space == space and u.owner != player and u.kind in PEOPLE for u in game.units.values())


def _enemy_precinct(game: Game, space: str, player: str) -> bool:
    return game.buildings.get(space) == "corrupt_precinct" and game.control.get(space) not in (None, player)


def _stealable(game: Game, space: str, player: str) -> tuple[str, ...]:
    airport = game.board.space(space).kind == "airport"
    return tuple(u.id for u in game.units.values()
                 if u.space == space and u.owner != player and u.kind in VEHICLES and u.carrier is None
                 and not (airport and u.kind == "helicopter"))


def _piece(game: Game, piece) -> Piece:
    pid = piece.id if isinstance(piece, Piece) else piece
    u = game.units.get(pid)
    if u is None:
        raise IllegalAction(f"There is no piece '{pid}' on the board.")
    return u


def legal_moves(game: Game, piece) -> list[Move]:
    """Every legal walk of one piece this turn (``piece``: a piece id or a ``Piece``)."""
    u = _piece(game, piece)
    if u.kind not in PEOPLE:
        return []   # vehicles move with their own rules
    if u.id in game.moved:
        return []
    if u.carrier is not None:
        return []   # riding: the vehicle's moves carry it
    board, player = game.board, u.owner
    moves: list[Move] = []
    seen: set[tuple[str, ...]] = set()
    # Spaces held by enemy personnel, found once for the whole search.
    held = {v.space for v in game.units.values() if v.owner != player and v.kind in PEOPLE}

    def extend(route: tuple[str, ...], here: str, points: int) -> None:
        for nxt, attrs in board.graph.adj[here].items():
            if attrs["kind"] not in WALK_EDGES or nxt in held:
                continue
            r = route + (nxt,)
            if r not in seen:
                seen.add(r)
                moves.append(_make_move(game, u, r))
            # Going on needs points left, and a free passage (an enemy precinct stops land pieces).
            if points > 1 and not _enemy_precinct(game, nxt, player):
                extend(r, nxt, points - 1)

    extend((), u.space, movement_points(u))
    return moves


def _make_move(game: Game, u: Piece, route: tuple[str, ...]) -> Move:
    captures: list[str] = []
    limit = CAPTURE_LIMIT[u.kind]
    owned = {d for d, o in game.control.items() if o == u.owner}
    for space in route:
        if (len(captures) < limit and game.board.space(space).kind == "district" and space not in owned
                and space not in captures and not _enemy_precinct(game, space, u.owner)):
            captures.append(space)
    steals = tuple(v for s in dict.fromkeys(route) for v in _stealable(game, s, u.owner))
    return Move(u.id, route, tuple(captures), steals)


def reachable(game: Game, piece) -> set[str]:
    """The spaces the piece can end its move on this turn."""
    return {m.end for m in legal_moves(game, piece)}


def apply_move(game: Game, move: Move) -> list:
    """Perform a legal move; an illegal one raises ``IllegalAction`` and changes nothing."""
    u = _piece(game, move.piece)
    legal = {m.route: m for m in legal_moves(game, u)}
    if move.route not in legal:
        raise IllegalAction(_why_not(game, u, move.route))
    m = legal[move.route]
    start = game.board.space(u.space).name
    game._move_units([u], m.end)
    for d in m.captures:
        game.control[d] = u.owner
    for vid in m.steals:
        v = game.units[vid]
        game._move_units([v], v.space)
        game._give([v], u.owner)
    game.moved.add(u.id)
    return [game._emit("move", f"{m.describe(game)[:-1]} (from {start}).", piece=u.id, route=m.route,
                       captures=m.captures)]


def _why_not(game: Game, u: Piece, route: tuple[str, ...]) -> str:
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
        if _enemy_people(game, nxt, u.owner):
            return f"{b} is held by another player's pieces: going in there is an attack, not a move."
        if i < len(route) - 1 and _enemy_precinct(game, nxt, u.owner):
            return f"The Corrupt Precinct in {b} stops enemy pieces for the rest of the turn."
        here = nxt
    return "That move is not allowed."
