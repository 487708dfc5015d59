"""Who may pass where: the rules of passage that walks, drives and attacks share.

An enemy's people block a space (entering it is an attack); an enemy Corrupt Precinct stops land
pieces for the rest of the turn; a player may let another's pieces pass through; an invited
player's pieces enter the host's districts without a battle. A walker captures the neutral or
undefended enemy districts it steps into (one a turn; two for Henchmen and Hit Men), and steals
the unguarded enemy vehicles it finds there.
"""

from __future__ import annotations

from ..core.errors import IllegalAction
from .moves import Move
from .pieces import PEOPLE, VEHICLES
from .state import Piece, State

WALK_EDGES = frozenset({"land", "bridge"})
CAPTURE_LIMIT = {"boss": 1, "family": 1, "thug": 1, "henchman": 2, "hitman": 2}


def movement_points(piece: Piece) -> int:
    return 2 if piece.kind in ("henchman", "hitman") else 1


def enemy_people(game: State, space: str, player: str) -> bool:
    return any(u.owner != player and u.kind in PEOPLE for u in game.units_at(space))


def invited(game: State, player: str) -> set[str]:
    """Districts whose holder has invited ``player`` in (and still holds, with nobody else's
    people there): ``player``'s pieces may enter and stay without a battle."""
    out = set()
    for (host, guest), districts in game.invitations.items():
        if guest != player:
            continue
        for d in districts:
            if game.control.get(d) == host and all(
                    u.owner in (host, player) for u in game.units_at(d) if u.kind in PEOPLE):
                out.add(d)
    return out


def enemy_precinct(game: State, space: str, player: str) -> bool:
    return game.buildings.get(space) == "corrupt_precinct" and game.control.get(space) not in (None, player)


def lets_through(game: State, owner: str, mover: str) -> bool:
    """A blocker may let another player's pieces pass (``game.let_through``)."""
    return owner in game.passes.get(mover, ())


def precinct_stops(game: State, space: str, player: str) -> bool:
    """An enemy Corrupt Precinct stops land pieces for the turn, unless its owner lets them pass."""
    return enemy_precinct(game, space, player) and not lets_through(game, game.control[space], player)


def pass_through(game: State, player: str) -> set[str]:
    """Spaces held by enemy personnel whose owners all let ``player`` pass (but not stop)."""
    if not game.passes.get(player):
        return set()   # nobody lets him through (the usual case)
    owners: dict[str, set[str]] = {}
    for v in game.units.values():
        if v.owner != player and v.kind in PEOPLE:
            owners.setdefault(v.space, set()).add(v.owner)
    return {s for s, os in owners.items() if all(lets_through(game, o, player) for o in os)}


def stealable(game: State, space: str, player: str) -> tuple[str, ...]:
    airport = game.board.space(space).kind == "airport"
    return tuple(u.id for u in game.units_at(space)
                 if u.owner != player and u.kind in VEHICLES and u.carrier is None
                 and not (airport and u.kind == "helicopter"))


def piece_of(game: State, piece) -> Piece:
    pid = piece.id if isinstance(piece, Piece) else piece
    u = game.units.get(pid)
    if u is None:
        raise IllegalAction(f"There is no piece '{pid}' on the board.")
    return u


class Occupied:
    """The spaces with another player's people in them, except districts ``player`` is invited
    into (those count too with ``guest_too``): asked space by space (``space in held``), as the
    searches ask about a few spaces near a piece and a big position has hundreds of pieces."""

    __slots__ = ("game", "player", "guest", "guest_too", "_memo")

    def __init__(self, game: State, player: str, guest: set[str] | None = None, guest_too: bool = False):
        self.game, self.player, self.guest_too = game, player, guest_too
        self.guest = invited(game, player) if guest is None else guest
        self._memo: dict[str, bool] = {}

    def __contains__(self, space) -> bool:
        found = self._memo.get(space)
        if found is None:
            if space in self.guest:
                found = self.guest_too
            else:
                player = self.player
                found = any(v.owner != player and v.kind in PEOPLE for v in self.game.units_at(space))
            self._memo[space] = found
        return found

    def __bool__(self) -> bool:
        return True   # (it may hold spaces: callers ask space by space)


def held_by_others(game: State, player: str) -> Occupied:
    """Spaces with another player's people in them, except districts ``player`` is invited into."""
    return Occupied(game, player)


class Ground:
    """What one player's pieces meet on the board now, worked out once for the many moves a
    search tries: the spaces enemy people hold, the districts he is invited into or owns, and
    the enemy vehicles he could steal (found space by space, as asked)."""

    __slots__ = ("game", "player", "guest", "owned", "_steal", "memo")

    def __init__(self, game: State, player: str):
        self.game, self.player = game, player
        self.guest = invited(game, player)
        self.owned = {d for d, o in game.control.items() if o == player}
        self._steal: dict[str, tuple[str, ...]] = {}
        self.memo: dict = {}   # for the searches that use it (a vehicle's routes, say)

    def stealable(self, space: str) -> tuple[str, ...]:
        found = self._steal.get(space)
        if found is None:
            found = self._steal[space] = stealable(self.game, space, self.player)
        return found


def make_walk(game: State, u: Piece, route: tuple[str, ...], defended: set[str] | None = None,
              ground: Ground | None = None) -> Move:
    """A walk along ``route`` with what it captures and steals on the way."""
    ground = ground or Ground(game, u.owner)
    captures: list[str] = []
    limit = CAPTURE_LIMIT[u.kind]
    owned = ground.owned
    if defended is None:   # a district with enemy people in it is not captured by passing
        defended = Occupied(game, u.owner, ground.guest, guest_too=True)
    space_of = game.board.space
    for space in route:
        if (len(captures) < limit and space not in owned and space not in defended and space not in captures
                and space_of(space).kind == "district" and not enemy_precinct(game, space, u.owner)):
            captures.append(space)
    guest = ground.guest
    steals = tuple(v for s in dict.fromkeys(route) if s not in guest for v in ground.stealable(s))
    return Move(u.id, route, tuple(captures), steals)


def capture(game: State, player: str, districts, move: Move) -> None:
    """The districts a move captures become ``player``'s (the one it ends in paying the move's
    premium, if it pays one). A captured building takes no new pieces until the next turn."""
    for d in districts:
        if move.premium and d == move.end:
            game.cash[player] -= move.premium
            game.precinct_price[d] = move.premium   # the next premium is $100 more than this
        game.control[d] = player
        game.fresh.add(d)
