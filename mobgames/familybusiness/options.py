"""Family Business rule options: which deck to play with (the rulebook's 56 cards, or the 57- and
58-card counts of later printings; see ``data/cards.json``), and when a Turncoat counts who has
the fewest mobsters (see ``mobgames.decisions``)."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from ..core.errors import SetupError
from .cards import DEFAULT_DECK, deck_names


TURNCOAT_COUNTS = ("before", "after")


@dataclass(frozen=True)
class FBOptions:
    """deck: "56" (the rulebook's count, default), "57" or "58".
    turncoat: when the Turncoat's returned mobster goes to the player with the fewest mobsters,
    "before" (default) counts them as the card is played; "after" counts them once the discarded
    mobster has left (a player it leaves with none is already out)."""

    ARGUMENT = "Family Business rule options"   # (how an ArgumentError names it)

    deck: str = DEFAULT_DECK
    turncoat: str = "before"

    def __post_init__(self):
        if not isinstance(self.deck, str) or self.deck not in deck_names():
            raise SetupError(f"There is no {self.deck!r:.20} deck; choose one of {', '.join(deck_names())}.")
        if self.turncoat not in TURNCOAT_COUNTS:
            raise SetupError(f"turncoat is 'before' or 'after' (when the fewest mobsters are counted), "
                             f"not {self.turncoat!r:.20}.")

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def coerce(cls, options) -> FBOptions:
        """``None``, a dict of option values, or an ``FBOptions``."""
        if options is None:
            return cls()
        if isinstance(options, cls):
            return options
        if isinstance(options, dict):
            unknown = [k for k in options if k not in ("deck", "turncoat")]
            if unknown:
                raise SetupError(f"Family Business has no option {unknown[0]!r:.30}; its options are 'deck' "
                                 "and 'turncoat'.")
            return cls(**options)
        raise SetupError(f"Give the options as FBOptions(...) or a dict, not {options!r:.40}.")
