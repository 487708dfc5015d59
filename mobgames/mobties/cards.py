"""The Mob Ties data: locations, racket values, prices, mobster kinds and both decks.

Everything is read from the editable files in ``data/``; nothing about the cards or the board is
written into the rules code.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .datafiles import read as read_data_file
from ..core.arguments import checked, whole
from ..core.errors import ArgumentError

DATA_DIR = Path(__file__).with_name("data")


def _load(name: str, path=None) -> dict:
    """``data/<name>`` (or the file at ``path``), checked: a broken file raises ``DataError`` (also a
    ``SetupError``) naming the file and every problem in it, with its line for broken JSON."""
    return read_data_file(name, path)


@dataclass(frozen=True)
class FavorCard:
    id: str
    name: str
    type: str            # attack, hit, whack, defense, weapon or specialty
    level: int = 0       # attack and defense strength (0 for weapons and most specialties)
    feds: int = 0        # Feds a weapon removes
    where: str = ""      # "prison" for Shanked: the only attack allowed there
    phase: str = ""      # "business" for Armed Robbery; otherwise the action phase
    named: bool = False  # named in the rulebook (the rest are reconstructed)
    text: str = ""

    @property
    def attacks(self) -> bool:
        return self.type in ("attack", "hit", "whack")


@dataclass(frozen=True)
class FedCard:
    id: str
    name: str
    type: str            # location, crackdown, fbi_raid or turn_the_tables
    feds: int = 0
    where: str = ""      # the location of a location card
    named: bool = False


@dataclass(frozen=True)
class MobsterKind:
    kind: str
    name: str
    respect: int
    bail: int
    uses: tuple[str, ...]   # card types this mobster may attack with

    @property
    def value(self) -> int:
        """Cash value at the end of the game ($k): $25k per point of respect."""
        return BOARD["respect_value"] * self.respect


BOARD: dict = _load("board.json")


def _favor() -> dict[str, FavorCard]:
    out = {}
    for c in _load("favor_cards.json")["cards"]:
        fields = {k: c[k] for k in ("id", "name", "type", "level", "feds", "where", "phase", "named", "text") if k in c}
        out[c["id"]] = FavorCard(**fields)
    return out


FAVOR: dict[str, FavorCard] = _favor()
FED: dict[str, FedCard] = {c["id"]: FedCard(c["id"], c["name"], c["type"], c.get("feds", 0), c.get("where", ""),
                                            c.get("named", False)) for c in _load("fed_cards.json")["cards"]}
KINDS: dict[str, MobsterKind] = {m["kind"]: MobsterKind(m["kind"], m["name"], m["respect"], m["bail"], tuple(m["uses"]))
                                 for m in BOARD["mobsters"]}
LOCATIONS: dict[str, dict] = {loc["id"]: loc for loc in BOARD["locations"]}
PLACES: dict[str, dict] = {**LOCATIONS, **{p["id"]: p for p in BOARD["places"]}}
CAPACITY: int = BOARD["capacity"]


@cache
def favor_deck() -> tuple[str, ...]:
    """Every Favor Card id, as many times as the data counts it."""
    return tuple(c["id"] for c in _load("favor_cards.json")["cards"] for _ in range(c["count"]))


@cache
def fed_deck() -> tuple[str, ...]:
    return tuple(c["id"] for c in _load("fed_cards.json")["cards"] for _ in range(c["count"]))


@checked
def racket_value(location: str, players: int) -> int:
    """The racket a location pays ($k) in a game of ``players`` (0 for the Mansion)."""
    if location not in LOCATIONS:
        raise ArgumentError(f"location should be one of {', '.join(LOCATIONS)}, not {location!r:.40}.")
    whole(players, "players", 3, 6)
    racket = LOCATIONS[location]["racket"]
    return racket[str(players)] if racket else 0


def place_name(place: str) -> str:
    return PLACES[place]["name"]
