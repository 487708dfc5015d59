"""A Blood Feud game position with the conveniences for building one by hand: the rulebook's
examples and the chapters' exercises place pieces, hand out districts and build buildings.

The data and the change API the rules use are in ``state.py``; a whole game played turn by
turn (with saving and undo) is ``turns.Turns``.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core.arguments import checked, whole
from ..core.errors import IllegalAction
from ..core.markup import SvgPicture
from ..core.text import a_an
from . import negotiation
from .board import Board
from .movement import apply_move
from .options import Options
from .pieces import BUILDINGS
from .purchases import default_supply
from .state import Piece, Player, State, base_kind

__all__ = ["Game", "Piece", "Player", "base_kind"]


class Game(State, SvgPicture):
    """A Blood Feud position (see ``State`` for what it holds)."""

    __slots__ = ()

    def __init__(self, board: Board, players: list[Player], options: Options | None = None,
                 seed: int | None = None):
        options = options or Options()
        supply = default_supply() if options.supply == "box" else {k: None for k in default_supply()}
        super().__init__(board, players, options, seed, supply=supply)

    # -- arranging a position (rulebook examples, exercises) --------------------------------
    @checked
    def arrange(self, player: str, *, pieces: dict | None = None, control: Iterable[str] | None = None, buildings: dict | None = None) -> None:
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
                    raise IllegalAction(f"'{key}': only Family Members carry another family's color, "
                                        f"and the color must be one of {', '.join(sorted(colours))}.")
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
        self.remove([u for u in self.units.values() if u.owner == player])
        for d in [d for d, o in self.control.items() if o == player]:
            del self.control[d]
            self.buildings.pop(d, None)
        for sid, counts in pieces.items():
            for key, n in counts.items():
                if n:
                    self.put(sid, player, key, n)
        for d in control:
            self.control[d] = player
        self.buildings.update(buildings)

    # -- building positions (the notebooks' examples) -------------------------------------
    @checked
    def place(self, player: str, kind: str, space: str, passengers: Iterable[str] | None = None, colour: str | None = None) -> str:
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
            raise IllegalAction(f"A Limousine drives only through city districts; {sp.name} is {a_an(sp.kind)}.")
        if kind == "speedboat" and sp.kind != "water" and not self.board.neighbours(space, ["shore"]):
            raise IllegalAction(f"A Speedboat must float on water or be docked on a shore; {sp.name} has no shore.")
        if kind == "helicopter" and sp.kind == "water":
            raise IllegalAction("A Helicopter cannot stand on the water.")
        if colour is not None and (kind != "family" or colour not in {p.colour for p in self.players}):
            raise IllegalAction("Only Family Members carry another family's color, and it must be a player's color.")
        piece = self.new_piece(player, kind, space, colour)
        if kind == "speedboat":
            piece.floating = sp.kind == "water"
        for p in passengers:
            self.embark(self.new_piece(player, p, space), piece)
        return piece.id

    @checked
    def let_through(self, blocker: str, mover: str) -> None:
        """``blocker`` lets ``mover``'s pieces pass through its pieces and precincts this turn."""
        negotiation.let_through(self, blocker, mover)

    @checked
    def add_building(self, space: str, kind: str) -> None:
        """Put a building in a controlled district (one per district: it replaces any other)."""
        self.set_building(space, kind)

    def apply(self, move):
        """Perform a move from ``legal_moves`` on this position; an illegal one raises and changes
        nothing. (In a whole game, moves go through the game's ``apply`` like every action.)"""
        return apply_move(self, move)

    # -- sandbox edits for exploring one rule (the income explorer): no movement rules ------
    @checked
    def shift(self, player: str, piece: str, src: str, dst: str, n: int = 1) -> None:
        """Pick up ``n`` of a player's pieces in ``src`` and put them down in ``dst``."""
        self.board.space(src), self.board.space(dst)
        whole(n, "n (how many pieces)", low=1)
        have = self.pieces.get(src, {}).get(player, {}).get(piece, 0)
        if n < 1 or have < n:
            raise IllegalAction(f"{player} has {have} {piece} in {self.board.space(src).name}, so cannot move {n}.")
        others = [o for o, c in self.pieces.get(dst, {}).items() if o != player and sum(c.values())]
        if others:
            raise IllegalAction(f"{self.board.space(dst).name} is occupied by {', '.join(others)}; "
                                "walking in would be an attack.")
        self.move_units(self.take(src, player, piece, n), dst)

    @checked
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

    @checked
    def toggle_control(self, player: str, district: str) -> None:
        """Sandbox: the player takes a neutral district or gives up one of her own. Another
        player's district can only be taken in a battle."""
        owner = self.control.get(district)
        if owner not in (None, player):
            raise IllegalAction(f"{owner} controls {self.board.space(district).name}; take it in a battle.")
        self.set_control(district, None if owner == player else player)

    @checked
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

    # -- display -----------------------------------------------------------------------------
    def svg(self, **kwargs) -> str:
        from .svg import board_svg

        return board_svg(self.board, game=self, **kwargs)

    def _repr_svg_(self) -> str:
        return self.svg()

    def __repr__(self) -> str:
        who = ", ".join(f"{p.name} ({p.colour}, {p.area})" for p in self.players)
        return f"<Blood Feud game, round {self.round}: {who}>"
