"""The Action cards, the decks and the families, loaded from editable data files."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core.errors import SetupError
from .datafiles import read_cards, read_families
from ..core.arguments import checked

DATA_DIR = Path(__file__).with_name("data")
DEFAULT_DECK = "56"


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    type: str                      # attack, rescue or counter
    counters: frozenset[str] = frozenset()   # Counter cards that may answer this card
    counter_for: tuple[str, ...] = ()  # for a Counter card: the cards it answers
    text: str = ""                 # what the card does, in one or two short sentences
    when: str = ""                 # when it can be played, in one short phrase


def _load(name: str, path=None) -> dict:
    """``data/<name>`` (or the file at ``path``), checked: a broken file raises ``DataError``
    (also a ``SetupError``) naming the file and every problem in it."""
    path = DATA_DIR / name if path is None else path
    return read_cards(path, DEFAULT_DECK) if name == "cards.json" else read_families(path)


@lru_cache(maxsize=1)
def _cards_data(path=None) -> dict:
    return _load("cards.json", path)


CARDS: dict[str, Card] = {
    c["id"]: Card(c["id"], c["name"], c["type"], frozenset(c.get("counters", ())), tuple(c.get("counter_for", ())),
                  c["text"], c["when"])
    for c in _cards_data()["cards"]
}


@checked
def deck_counts(deck: str = DEFAULT_DECK) -> dict[str, int]:
    decks = _cards_data()["decks"]
    if deck not in decks:
        raise SetupError(f"There is no '{deck}' deck; choose one of {', '.join(decks)}.")
    return dict(decks[deck]["counts"])


def deck_names() -> list[str]:
    return list(_cards_data()["decks"])


@lru_cache(maxsize=1)
def families(path=None) -> list[dict]:
    """The six families: id, name, colour and nine mobster names each (from ``path``, if given)."""
    return _load("families.json", path)["families"]
