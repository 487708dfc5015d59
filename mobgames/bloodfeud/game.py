"""Game state: who holds which districts, which pieces stand where, cash, and the event log."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..core.events import Event, narrate
from .board import Board
from .options import Options
from .pieces import catalogue


@dataclass(frozen=True)
class Player:
    name: str
    colour: str         # colour name, e.g. "Red"
    hex: str            # drawing colour
    letter: str         # one letter on every piece, so colour is never the only cue
    area: str           # starting area, e.g. "Queens"
    start: str          # id of the starting district (the star)
    rank: int           # place in the set-up ranking roll (1 = first to choose)


class Game:
    """A Blood Feud position. Pieces are counted by space, player and piece type.

    ``players`` are in turn order (the board's clockwise order of starting areas).
    """

    def __init__(self, board: Board, players: list[Player], options: Options | None = None,
                 seed: int | None = None):
        self.board = board
        self.players: tuple[Player, ...] = tuple(players)
        self.options = options or Options()
        self.seed = seed
        self.catalogue = catalogue(self.options)
        self.pieces: dict[str, dict[str, Counter]] = {}
        self.control: dict[str, str] = {}
        self.cash: dict[str, int] = {p.name: 0 for p in self.players}
        self.log: list[Event] = []
        self.round = 1
        self.turn = 0  # index into players

    # -- queries -----------------------------------------------------------------------------
    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        from ..core.errors import MobgamesError
        raise MobgamesError(f"There is no player called '{name}' in this game.")

    @property
    def current_player(self) -> Player:
        return self.players[self.turn]

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

    # -- changes (engine-internal: public moves validate first, then call these) --------------
    def _place(self, space_id: str, player: str, piece: str, n: int = 1) -> None:
        self.pieces.setdefault(space_id, {}).setdefault(player, Counter())[piece] += n

    def _emit(self, kind: str, text: str, **data) -> Event:
        ev = Event(kind, text, data)
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
