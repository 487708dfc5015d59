"""Family Business rule options: which deck to play with (the rulebook's 56 cards, or the 57- and
58-card counts of later printings; see ``data/cards.json``), and when a Turncoat counts who has
the fewest mobsters (see ``mobgames.decisions``)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import SetupError
from ..core.options import RuleOptions
from .cards import DEFAULT_DECK, deck_names


TURNCOAT_COUNTS = ("before", "after")


@dataclass(frozen=True)
class FBOptions(RuleOptions):
    """deck: "56" (the rulebook's count, default), "57" or "58".
    turncoat: when the Turncoat's returned mobster goes to the player with the fewest mobsters,
    "before" (default) counts them as the card is played; "after" counts them once the discarded
    mobster has left (a player it leaves with none is already out)."""

    TITLE = "Family Business"
    ARGUMENT = "Family Business rule options"   # (how an ArgumentError names it)

    deck: str = DEFAULT_DECK
    turncoat: str = "before"

    def __post_init__(self):
        if not isinstance(self.deck, str) or self.deck not in deck_names():
            raise SetupError(f"There is no {self.deck!r:.20} deck; choose one of {', '.join(deck_names())}.")
        if self.turncoat not in TURNCOAT_COUNTS:
            raise SetupError(f"turncoat is 'before' or 'after' (when the fewest mobsters are counted), "
                             f"not {self.turncoat!r:.20}.")
