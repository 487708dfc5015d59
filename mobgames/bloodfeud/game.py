"""Game state: who holds which districts, which pieces stand where, cash, and the event log."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..core.errors import IllegalAction, MobgamesError
from ..core.events import Event, narrate
from .board import Board
from .options import Options
from .pieces import BUILDINGS, catalogue


@dataclass(frozen=True)
class Player:
    name: str
    colour: str         # colour name, e.g. "Red"
    hex: str            # drawing colour
    letter: str         # one letter on every piece, so colour is never the only cue
    area: str           # starting area, e.g. "Queens"
    start: str          # id of the starting district (the star)
    rank: int           # place in the set-up ranking roll (1 = first to choose)


@dataclass
class Piece:
    """One piece on the board. Family Members keep the colour of the family they were born in,
    even when another Boss commands them."""

    id: str
    owner: str
    kind: str
    colour: str
    space: str
    carrier: str | None = None     # id of the vehicle it rides in, if any
    floating: bool = False         # a speedboat out on the water (False: docked on a shore)
    shore: str | None = None       # a docked speedboat: the water space it points to
    passengers: list = field(default_factory=list)   # ids aboard, for vehicles


def base_kind(key: str) -> str:
    """Piece keys are piece ids, except absorbed family, which keep their colour:
    ``"family:Blue"`` is a Blue Family Member now commanded by another Boss."""
    return key.split(":", 1)[0]


class Game:
    """A Blood Feud position.

    ``units``: every piece on the board by id. ``pieces`` is the same seen as counts:
    ``{space: {player: Counter(piece key)}}`` where a key is a piece type, or ``"family:Blue"``
    for a Family Member of another colour (absorbed after its Boss was killed).

    ``players`` are in turn order (the board's clockwise order of starting areas).
    ``control``: district -> player (exploitation markers). ``buildings``: district -> building id.
    ``prisoners``: captor -> Counter of kidnapped family by colour. ``cash``: player -> dollars.
    """

    def __init__(self, board: Board, players: list[Player], options: Options | None = None,
                 seed: int | None = None):
        self.board = board
        self.players: tuple[Player, ...] = tuple(players)
        self.options = options or Options()
        self.seed = seed
        self.catalogue = catalogue(self.options)
        self.units: dict[str, Piece] = {}
        self._ids: Counter = Counter()
        self._view: dict | None = None
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
        self.fresh: set[str] = set()   # districts whose building was built or captured this turn
        self.fought: set[str] = set()  # ids of pieces that have been in a battle this turn
        self.passes: dict[str, set[str]] = {}   # mover -> players who let its pieces pass this turn
        from .purchases import default_supply

        self.supply: dict[str, int | None] = dict(default_supply())   # None: unlimited
        self.round = 1
        self.turn = 0  # index into players

    # -- queries -----------------------------------------------------------------------------
    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise MobgamesError(f"There is no player called '{name}' in this game.")

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

    def units_at(self, space_id: str, owner: str | None = None) -> list[Piece]:
        return [u for u in self.units.values() if u.space == space_id and (owner is None or u.owner == owner)]

    def pieces_at(self, space_id: str) -> dict[str, Counter]:
        """``{player name: Counter(piece type -> count)}`` for one space (empty if none)."""
        return self.pieces.get(space_id, {})

    def count(self, player: str, piece: str | None = None) -> int:
        total = 0
        for by_player in self.pieces.values():
            c = by_player.get(player)
            if c:
                total += c[piece] if piece else sum(c.values())
        return total

    def districts_of(self, player: str) -> list[str]:
        return sorted(d for d, owner in self.control.items() if owner == player)

    def narration(self) -> str:
        return narrate(self.log)

    # -- arranging a position (rulebook examples, exercises) --------------------------------
    def arrange(self, player: str, *, pieces: dict | None = None, control=None, buildings: dict | None = None) -> None:
        """Replace one player's pieces, districts and buildings with the given ones.

        ``pieces``: ``{space: {piece key: count}}``; ``control``: districts; ``buildings``:
        ``{district: building id}`` (each district must be one of ``control``). Everything is
        checked first; on any problem nothing changes.
        """
        self.player(player)
        pieces = pieces or {}
        control = list(control or [])
        buildings = buildings or {}
        colours = {p.colour for p in self.players}
        for sid, counts in pieces.items():
            self.board.space(sid)
            for key, n in counts.items():
                kind, _, colour = key.partition(":")
                if kind not in self.catalogue or self.catalogue[kind].category not in ("people", "vehicles"):
                    raise IllegalAction(f"'{key}' is not a piece that can stand on the board.")
                if colour and (kind != "family" or colour not in colours):
                    raise IllegalAction(f"'{key}': only Family Members carry another family's colour, "
                                        f"and the colour must be one of {', '.join(sorted(colours))}.")
                if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                    raise IllegalAction(f"The count of {key} in {sid} must be a whole number, not {n!r}.")
        for d in control:
            if self.board.space(d).kind != "district":
                raise IllegalAction(f"{self.board.space(d).name} is not a city district, so nobody can control it.")
            owner = self.control.get(d)
            if owner not in (None, player):
                raise IllegalAction(f"{self.board.space(d).name} is controlled by {owner}.")
        for d, b in buildings.items():
            if d not in control:
                raise IllegalAction(f"A building in {self.board.space(d).name} needs {player} to control that district.")
            if b not in BUILDINGS:
                raise IllegalAction(f"'{b}' is not a building.")
        # Checked: now change.
        self._remove_units([u for u in self.units.values() if u.owner == player])
        for d in [d for d, o in self.control.items() if o == player]:
            del self.control[d]
            self.buildings.pop(d, None)
        for sid, counts in pieces.items():
            for key, n in counts.items():
                if n:
                    self._place(sid, player, key, n)
        for d in control:
            self.control[d] = player
        self.buildings.update(buildings)

    # -- building positions (the notebooks' examples) -------------------------------------
    def place(self, player: str, kind: str, space: str, passengers=None, colour: str | None = None) -> str:
        """Put a new piece on the board and return its id. A vehicle may carry ``passengers``
        (a list of personnel types), created aboard it. Checked first; nothing changes on error."""
        self.player(player)
        sp = self.board.space(space)
        card = self.catalogue.get(kind)
        if card is None or card.category not in ("people", "vehicles"):
            raise IllegalAction(f"'{kind}' is not a piece that stands on the board.")
        passengers = list(passengers or [])
        if passengers:
            if card.category != "vehicles":
                raise IllegalAction(f"Only vehicles carry passengers; a {card.name} does not.")
            if len(passengers) > card.carries:
                raise IllegalAction(f"A {card.name} carries {card.carries} people, not {len(passengers)}.")
            bad = [p for p in passengers if self.catalogue.get(p) is None or self.catalogue[p].category != "people"]
            if bad:
                raise IllegalAction(f"Only people ride in vehicles, not {', '.join(bad)}.")
        if kind == "limousine" and sp.kind != "district":
            raise IllegalAction(f"A Limousine drives only through city districts; {sp.name} is a {sp.kind}.")
        if kind == "speedboat" and sp.kind != "water" and not self.board.neighbours(space, ["shore"]):
            raise IllegalAction(f"A Speedboat must float on water or be docked on a shore; {sp.name} has no shore.")
        if kind == "helicopter" and sp.kind == "water":
            raise IllegalAction("A Helicopter cannot stand on the water.")
        if colour is not None and (kind != "family" or colour not in {p.colour for p in self.players}):
            raise IllegalAction("Only Family Members carry another family's colour, and it must be a player's colour.")
        piece = self._new(player, kind, space, colour)
        if kind == "speedboat":
            piece.floating = sp.kind == "water"
        for p in passengers:
            rider = self._new(player, p, space)
            rider.carrier = piece.id
            piece.passengers.append(rider.id)
        return piece.id

    def let_through(self, blocker: str, mover: str) -> None:
        """``blocker`` lets ``mover``'s pieces pass through its pieces and precincts this turn
        (a blocker may always choose not to block)."""
        self.player(blocker), self.player(mover)
        if blocker == mover:
            raise IllegalAction("A player's own pieces never block each other.")
        self.passes.setdefault(mover, set()).add(blocker)
        self._emit("let_through", f"{blocker} lets {mover}'s pieces pass through this turn.",
                   blocker=blocker, mover=mover)

    def add_building(self, space: str, kind: str) -> None:
        """Put a building in a controlled district (one per district: it replaces any other)."""
        self.set_building(space, kind)

    def apply(self, move):
        """Perform a move from ``legal_moves``; an illegal one raises and changes nothing."""
        from .movement import apply_move

        return apply_move(self, move)

    # -- sandbox edits for exploring one rule (the income explorer): no movement rules ------
    def shift(self, player: str, piece: str, src: str, dst: str, n: int = 1) -> None:
        """Pick up ``n`` of a player's pieces in ``src`` and put them down in ``dst``."""
        self.board.space(src), self.board.space(dst)
        have = self.pieces.get(src, {}).get(player, {}).get(piece, 0)
        if n < 1 or have < n:
            raise IllegalAction(f"{player} has {have} {piece} in {self.board.space(src).name}, so cannot move {n}.")
        others = [o for o, c in self.pieces.get(dst, {}).items() if o != player and sum(c.values())]
        if others:
            raise IllegalAction(f"{self.board.space(dst).name} is occupied by {', '.join(others)}; "
                                "walking in would be an attack.")
        self._move_units(self._take(src, player, piece, n), dst)

    def set_control(self, district: str, player: str | None) -> None:
        """Put a player's exploitation marker on a district (or take it off with None)."""
        if self.board.space(district).kind != "district":
            raise IllegalAction(f"{self.board.space(district).name} is not a city district, so nobody can control it.")
        if player is None:
            self.control.pop(district, None)
            self.buildings.pop(district, None)
        else:
            self.player(player)
            self.control[district] = player

    def toggle_control(self, player: str, district: str) -> None:
        """Sandbox: the player takes a neutral district or gives up one of her own. Another
        player's district can only be taken in a battle."""
        owner = self.control.get(district)
        if owner not in (None, player):
            raise IllegalAction(f"{owner} controls {self.board.space(district).name}; take it in a battle.")
        self.set_control(district, None if owner == player else player)

    def set_building(self, district: str, building: str | None, by: str | None = None) -> None:
        """Build (or demolish, with None) in a controlled district; one building per district.
        With ``by``, that player must be the one who controls it."""
        if by is not None and self.control.get(district) != by:
            raise IllegalAction(f"{by} can build only in districts {by} controls.")
        if district not in self.control:
            raise IllegalAction(f"Buildings go only in a district someone controls; {self.board.space(district).name} is neutral.")
        if building is None:
            self.buildings.pop(district, None)
        elif building not in BUILDINGS:
            raise IllegalAction(f"'{building}' is not a building.")
        else:
            self.buildings[district] = building

    # -- changes (engine-internal: public moves validate first, then call these) --------------
    def _new(self, owner: str, kind: str, space: str, colour: str | None = None) -> Piece:
        self._ids[kind] += 1
        piece = Piece(f"{kind}{self._ids[kind]}", owner, kind, colour or self.player(owner).colour, space)
        self.units[piece.id] = piece
        self._view = None
        return piece

    def _place(self, space_id: str, player: str, key: str, n: int = 1) -> list[Piece]:
        """Put ``n`` new pieces of ``key`` (``"thug"``, ``"family:Blue"``) in a space."""
        kind, _, colour = key.partition(":")
        return [self._new(player, kind, space_id, colour or None) for _ in range(n)]

    def _take(self, space_id: str, owner: str, key: str, n: int) -> list[Piece]:
        """``n`` of a player's pieces of ``key`` in a space (own colour first), without moving them."""
        kind, _, colour = key.partition(":")
        colour = colour or self.player(owner).colour
        found = [u for u in self.units.values()
                 if u.space == space_id and u.owner == owner and u.kind == kind and u.colour == colour]
        if len(found) < n:
            raise IllegalAction(f"{owner} has {len(found)} {key} in {self.board.space(space_id).name}, not {n}.")
        return found[:n]

    def _remove_units(self, pieces) -> None:
        for u in pieces:
            self.units.pop(u.id, None)
            for pid in u.passengers:
                self.units.pop(pid, None)
            carrier = self.units.get(u.carrier) if u.carrier else None
            if carrier is not None and u.id in carrier.passengers:   # a passenger killed aboard
                carrier.passengers.remove(u.id)
        self._view = None

    def _move_units(self, pieces, space_id: str) -> None:
        for u in pieces:
            u.space = space_id
            for pid in u.passengers:
                self.units[pid].space = space_id
        self._view = None

    def _give(self, pieces, owner: str) -> None:
        """Hand pieces (captured vehicles) to another player."""
        for u in pieces:
            u.owner, u.colour = owner, self.player(owner).colour
        self._view = None

    def _emit(self, kind: str, text: str, simple: str | None = None, **data) -> Event:
        ev = Event(kind, text, data, simple)
        self.log.append(ev)
        return ev

    # -- display -----------------------------------------------------------------------------
    def svg(self, **kwargs) -> str:
        from .svg import board_svg

        return board_svg(self.board, game=self, **kwargs)

    def _repr_svg_(self) -> str:
        return self.svg()

    def __repr__(self) -> str:
        who = ", ".join(f"{p.name} ({p.colour}, {p.area})" for p in self.players)
        return f"<Blood Feud game, round {self.round}: {who}>"
