"""The Action cards, the decks and the families, loaded from editable data files."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core.datafile import read_json
from ..core.errors import SetupError

DATA_DIR = Path(__file__).with_name("data")
DEFAULT_DECK = "56"


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    type: str                      # attack, rescue or counter
    counters: frozenset[str] = frozenset()   # Counter cards that may answer this card
    counter_for: tuple[str, ...] = ()  # for a Counter card: the cards it answers


def _load(name: str) -> dict:
    return read_json(str(DATA_DIR / name), name, SetupError)   # a teacher's typo is named, with its line


@lru_cache(maxsize=1)
def _cards_data() -> dict:
    return _load("cards.json")


CARDS: dict[str, Card] = {
    c["id"]: Card(c["id"], c["name"], c["type"], frozenset(c.get("counters", ())), tuple(c.get("counter_for", ())))
    for c in _cards_data()["cards"]
}


def deck_counts(deck: str = DEFAULT_DECK) -> dict[str, int]:
    decks = _cards_data()["decks"]
    if deck not in decks:
        raise SetupError(f"There is no '{deck}' deck; choose one of {', '.join(decks)}.")
    return dict(decks[deck]["counts"])


def deck_names() -> list[str]:
    return list(_cards_data()["decks"])


@lru_cache(maxsize=1)
def families() -> list[dict]:
    """The six families: id, name, colour and nine mobster names each."""
    return _load("families.json")["families"]
