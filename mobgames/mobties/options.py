"""Mob Ties rule options: the two readings of the board's clockwise order, and the terms of
negotiation chosen at set-up."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from ..core.errors import SetupError
from .cards import BOARD

TERMS = {"honor": "Honor Among Thieves: a deal in which cash changed hands cannot be broken.",
         "all_bets": "All Bets Are Off: no deal binds, paid or not."}


@dataclass(frozen=True)
class MTOptions:
    ARGUMENT = "Mob Ties rule options"   # (how an ArgumentError names it)

    order: str = "board"     # "board": the board and set-up listing; "rackets": Diner and Meat Locker swapped
    terms: str = "honor"     # "honor" or "all_bets"

    def __post_init__(self):
        if not isinstance(self.order, str) or self.order not in BOARD["orders"]:
            raise SetupError(f"There is no {str(self.order)[:30]!r} location order; choose one of "
                             f"{', '.join(BOARD['orders'])}.")
        if not isinstance(self.terms, str) or self.terms not in TERMS:
            raise SetupError(f"The terms are 'honor' (Honor Among Thieves) or 'all_bets' (All Bets Are Off), "
                             f"not {self.terms!r:.30}.")

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def coerce(cls, options) -> MTOptions:
        """``None``, a dict of option values, or an ``MTOptions``."""
        if options is None:
            return cls()
        if isinstance(options, cls):
            return options
        if isinstance(options, dict):
            unknown = [k for k in options if k not in ("order", "terms")]
            if unknown:
                raise SetupError(f"Mob Ties has no option {unknown[0]!r:.30}; its options are 'order' and 'terms'.")
            return cls(**options)
        raise SetupError(f"Give the options as MTOptions(...) or a dict, not {options!r:.40}.")
