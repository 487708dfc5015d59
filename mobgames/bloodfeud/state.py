"""The Blood Feud position: who holds which districts, which pieces stand where, cash, prisoners,
and the event log; with the one change API every rules module uses.

``State`` owns the data. The rules modules (movement, attacks, purchases, kidnapping, deals,
assassination, set-up) read it freely and change it only through the methods in the "changes"
section below (``emit``, ``put``, ``move_units``, ``give``, ``remove``, ``embark`` ...), which keep
its caches right. ``game.Game`` adds the conveniences for building example positions by hand.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..core.errors import IllegalAction
from ..core.events import Event, narrate
from .board import Board
from .options import Options
from .pieces import catalogue
from ..core.arguments import checked


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    colour: str         # colour name, e.g. "Red"
    hex: str            # drawing colour
    letter: str         # one letter on every piece, so colour is never the only cue
    area: str           # starting area, e.g. "Queens"
    start: str          # id of the starting district (the star)
    rank: int           # place in the set-up ranking roll (1 = first to choose)

    def __deepcopy__(self, memo):
        return self   # immutable


@dataclass(slots=True)
class Piece:
    """One piece on the board. Family Members keep the colour of the family they were born in,
    even when another Boss commands them."""

    ARGUMENT = "a piece (or its id)"   # (how an ArgumentError names it)

    id: str
    owner: str
    kind: str
    colour: str
    space: str
    carrier: str | None = None     # id of the vehicle it rides in, if any
    floating: bool = False         # a speedboat out on the water (False: docked on a shore)
    shore: str | None = None       # a docked speedboat: the water space it points to
    passengers: list = field(default_factory=list)   # ids aboard, for vehicles


def copy_piece(u: Piece) -> Piece:
    """A copy of a piece (its own list of passengers): quicker than a general deep copy."""
    return Piece(u.id, u.owner, u.kind, u.colour, u.space, u.carrier, u.floating, u.shore, list(u.passengers))


def _drop(pieces: list | None, u: Piece) -> None:
    """Take ``u`` itself (not an equal piece) out of a list of pieces."""
    if pieces:
        for i, x in enumerate(pieces):
            if x is u:
                del pieces[i]
                return


def base_kind(key: str) -> str:
    """Piece keys are piece ids, except absorbed family, which keep their colour:
    ``"family:Blue"`` is a Blue Family Member now commanded by another Boss."""
    return key.split(":", 1)[0]


class State:
    """A Blood Feud position.

    ``units``: every piece on the board by id. ``pieces`` is the same seen as counts:
    ``{space: {player: Counter(piece key)}}`` where a key is a piece type, or ``"family:Blue"``
    for a Family Member of another colour (absorbed after its Boss was killed).

    ``players`` are in turn order (the board's clockwise order of starting areas).
    ``control``: district -> player (exploitation markers). ``buildings``: district -> building id.
    ``prisoners``: captor -> Counter of kidnapped family by colour. ``cash``: player -> dollars.
    """

    ARGUMENT = "a Blood Feud position (a Game; a whole game's is turns.game)"   # (how an ArgumentError names it)

    __slots__ = ("board", "players", "options", "seed", "catalogue", "units", "ids", "_view", "_where", "_rank", "control",
                 "buildings", "precinct_price", "prisoners", "commander", "invitations", "pending", "eliminated",
                 "winner", "cash", "log", "moved", "held", "fresh", "fought", "passes", "supply", "round", "turn",
                 "__weakref__")

    def __init__(self, board: Board, players: list[Player], options: Options | None = None,
                 seed: int | None = None, supply: dict | None = None):
        self.board = board
        self.players: tuple[Player, ...] = tuple(players)
        self.options = options or Options()
        self.seed = seed
        self.catalogue = catalogue(self.options)
        self.units: dict[str, Piece] = {}
        self.ids: Counter = Counter()       # pieces made so far, by kind (for their ids)
        self._view: dict | None = None
        self._where: dict | None = None     # space -> its pieces (a cache, like _view)
        self._rank: dict | None = None      # piece id -> its place in the order pieces were made
        self.control: dict[str, str] = {}
        self.buildings: dict[str, str] = {}
        self.precinct_price: dict[str, int] = {}
        self.prisoners: dict[str, Counter] = {p.name: Counter() for p in self.players}
        self.commander: dict[str, str] = {p.colour: p.name for p in self.players}   # colour -> its Boss's player
        self.invitations: dict[tuple[str, str], set[str]] = {}   # (host, guest) -> districts the guest may enter
        self.pending: dict[str, Counter] = {}   # player -> family set aside to join his Boss at the turn's end
        self.eliminated: list[str] = []
        self.winner: str | None = None
        self.cash: dict[str, int] = {p.name: 0 for p in self.players}
        self.log: list[Event] = []
        self.moved: set[str] = set()   # ids of pieces that have moved this turn
        self.held: set[str] = set()    # ids of pieces that changed hands this round: they wait for the next
        self.fresh: set[str] = set()   # districts whose building was built or captured this turn
        self.fought: set[str] = set()  # ids of pieces that have been in a battle this turn
        self.passes: dict[str, set[str]] = {}   # mover -> players who let its pieces pass this turn
        self.supply: dict[str, int | None] = dict(supply or {})   # how many the box holds; None: unlimited
        self.round = 1
        self.turn = 0  # index into players

    # -- queries -----------------------------------------------------------------------------
    def player(self, name: str) -> Player:   # (not @checked: the engine asks all the time)
        for p in self.players:
            if p.name == name:
                return p
        raise IllegalAction(f"There is no player called {name!r:.60} in this game.")

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    @property
    def current_player(self) -> Player:
        return self.players[self.turn]

    @property
    def pieces(self) -> dict[str, dict[str, Counter]]:
        """Counts by space, player and piece key (cached until the next change)."""
        if self._view is None:
            colours = {p.name: p.colour for p in self.players}
            view: dict[str, dict[str, Counter]] = {}
            for u in self.units.values():
                key = u.kind if u.colour == colours.get(u.owner) or u.kind != "family" else f"family:{u.colour}"
                view.setdefault(u.space, {}).setdefault(u.owner, Counter())[key] += 1
            self._view = view
        return self._view

    def key_of(self, u: Piece) -> str:
        """The piece key ``pieces`` and attacks use: ``"thug"``, or ``"family:Blue"``."""
        if u.kind == "family" and u.colour != self.player(u.owner).colour:
            return f"family:{u.colour}"
        return u.kind

    def units_at(self, space_id: str, owner: str | None = None) -> list[Piece]:
        """The pieces in a space (of one owner, if given), in the order they were made. (Not
        @checked, as the engine asks all the time: an empty answer checks the id instead.)"""
        where = self._where
        if where is None:
            where = self._index()
        here = where.get(space_id, ()) if isinstance(space_id, str) else ()
        if not here:
            self.board.space(space_id)   # (an unknown space, or not an id at all, is named)
        return [u for u in here if u.owner == owner] if owner is not None else list(here)

    def _index(self) -> dict:
        """The pieces by space, in the order they were made (``units``' order), with each piece's
        place in that order. Moves keep it up to date (``_relocate``): a big position has
        hundreds of pieces and a game thousands of moves."""
        where: dict[str, list[Piece]] = {}
        rank: dict[str, int] = {}
        for i, u in enumerate(self.units.values()):
            where.setdefault(u.space, []).append(u)
            rank[u.id] = i
        self._where, self._rank = where, rank
        return where

    def _relocate(self, u: Piece, old: str, new: str) -> None:
        """Keep the index right when a piece changes space (its place in order stays)."""
        where = self._where
        if where is None or old == new:
            return
        _drop(where.get(old), u)
        there = where.setdefault(new, [])
        rank = self._rank
        r = rank[u.id]
        i = len(there)
        while i and rank[there[i - 1].id] > r:
            i -= 1
        there.insert(i, u)

    @checked
    def pieces_at(self, space_id: str) -> dict[str, Counter]:
        """``{player name: Counter(piece type -> count)}`` for one space (empty if none)."""
        return self.pieces.get(space_id, {})

    @checked
    def count(self, player: str, piece: str | None = None) -> int:
        total = 0
        for by_player in self.pieces.values():
            c = by_player.get(player)
            if c:
                total += c[piece] if piece else sum(c.values())
        return total

    @checked
    def districts_of(self, player: str) -> list[str]:
        return sorted(d for d, owner in self.control.items() if owner == player)

    def narration(self) -> str:
        return narrate(self.log)

    def take(self, space_id: str, owner: str, key: str, n: int) -> list[Piece]:
        """``n`` of a player's pieces of ``key`` in a space (own colour first), without moving them."""
        kind, _, colour = key.partition(":")
        colour = colour or self.player(owner).colour
        found = [u for u in self.units_at(space_id, owner) if u.kind == kind and u.colour == colour]
        if len(found) < n:
            raise IllegalAction(f"{owner} has {len(found)} {key} in {self.board.space(space_id).name}, not {n}.")
        return found[:n]

    # -- changes: the one way the rules modules change a position --------------------------------
    def emit(self, kind: str, text: str, simple: str | None = None, **data) -> Event:
        ev = Event(kind, text, data, simple)
        self.log.append(ev)
        return ev

    def new_piece(self, owner: str, kind: str, space: str, colour: str | None = None) -> Piece:
        self.ids[kind] += 1
        piece = Piece(f"{kind}{self.ids[kind]}", owner, kind, colour or self.player(owner).colour, space)
        self.units[piece.id] = piece
        self._view = None
        if self._where is not None:   # the newest piece comes last in its space
            self._rank[piece.id] = len(self._rank)
            self._where.setdefault(space, []).append(piece)
        return piece

    def put(self, space_id: str, player: str, key: str, n: int = 1) -> list[Piece]:
        """Put ``n`` new pieces of ``key`` (``"thug"``, ``"family:Blue"``) in a space."""
        kind, _, colour = key.partition(":")
        return [self.new_piece(player, kind, space_id, colour or None) for _ in range(n)]

    def remove(self, pieces) -> None:
        """Take pieces off the board (with anyone aboard them)."""
        where = self._where
        for u in pieces:
            gone = [u] + [self.units[pid] for pid in u.passengers if pid in self.units]
            for x in gone:
                if self.units.pop(x.id, None) is not None and where is not None:
                    _drop(where.get(x.space), x)
            carrier = self.units.get(u.carrier) if u.carrier else None
            if carrier is not None and u.id in carrier.passengers:   # a passenger killed aboard
                carrier.passengers.remove(u.id)
        self._view = None

    def move_units(self, pieces, space_id: str) -> None:
        """Put pieces (and anyone aboard them) in another space."""
        relocate = self._relocate
        for u in pieces:
            relocate(u, u.space, space_id)
            u.space = space_id
            for pid in u.passengers:
                rider = self.units[pid]
                relocate(rider, rider.space, space_id)
                rider.space = space_id
        self._view = None

    def give(self, pieces, owner: str) -> None:
        """Hand pieces (captured or stolen vehicles, gifts, a host's betrayal) to another player,
        with anyone aboard. They wait before they can move or attack again (``hold``)."""
        colour = self.player(owner).colour
        for u in pieces:
            u.owner, u.colour = owner, colour
            for pid in u.passengers:
                rider = self.units[pid]
                rider.owner, rider.colour = owner, colour
        self.hold(pieces)
        self._view = None   # (the index by space holds no owners: it stays right)

    def hold(self, pieces) -> None:
        """These pieces cannot move or attack until the next game round, so that a piece that
        changes hands (or comes back into play) during a round never acts twice in it (with the
        rule option ``acquired_wait="turn"``, only for the rest of this turn)."""
        rest_of_round = self.options.acquired_wait == "round"   # (the "turn" reading: this turn only)
        for u in pieces:
            self.moved.add(u.id)
            self.moved.update(u.passengers)
            if rest_of_round:
                self.held.add(u.id)
                self.held.update(u.passengers)

    def next_turn(self) -> None:
        """The turn passes: what was done this turn is forgotten, except the pieces still held
        for the rest of the round."""
        self.moved.clear()
        self.fought.clear()
        self.fresh.clear()
        self.passes.clear()
        n = len(self.players)
        for _ in range(n):
            self.turn = (self.turn + 1) % n
            if self.turn == 0:
                self.round += 1
                self.held.clear()
            if self.current_player.name not in self.eliminated:
                break
        self.held.intersection_update(self.units)
        self.moved.update(self.held)

    def embark(self, person: Piece, vehicle: Piece) -> None:
        person.carrier = vehicle.id
        vehicle.passengers.append(person.id)

    def disembark(self, person: Piece) -> None:
        """A person gets out of the vehicle he rides in (where the vehicle is)."""
        vehicle = self.units.get(person.carrier) if person.carrier else None
        if vehicle is not None and person.id in vehicle.passengers:
            vehicle.passengers.remove(person.id)
        person.carrier = None

    def unload(self, vehicle: Piece) -> None:
        """Everyone aboard steps out where the vehicle is."""
        for pid in vehicle.passengers:
            self.units[pid].carrier = None
        vehicle.passengers = []

    def changed(self) -> None:
        """Forget the cached counts after a piece's space, owner or colour was set directly."""
        self._view = self._where = self._rank = None
