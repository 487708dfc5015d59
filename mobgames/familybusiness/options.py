"""Family Business rule options: which deck to play with (the rulebook's 56 cards, or the 57- and
58-card counts of later printings; see ``data/cards.json``)."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from ..core.errors import SetupError
from .cards import DEFAULT_DECK, deck_names


@dataclass(frozen=True)
class FBOptions:
    deck: str = DEFAULT_DECK

    def __post_init__(self):
        if not isinstance(self.deck, str) or self.deck not in deck_names():
            raise SetupError(f"There is no {self.deck!r:.20} deck; choose one of {', '.join(deck_names())}.")

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def coerce(cls, options) -> "FBOptions":
        """``None``, a dict of option values, or an ``FBOptions``."""
        if options is None:
            return cls()
        if isinstance(options, cls):
            return options
        if isinstance(options, dict):
            unknown = [k for k in options if k not in ("deck",)]
            if unknown:
                raise SetupError(f"Family Business has no option {unknown[0]!r:.30}; its option is 'deck'.")
            return cls(**options)
        raise SetupError(f"Give the options as FBOptions(...) or a dict, not {options!r:.40}.")
