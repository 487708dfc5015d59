"""Mob Ties rule options: the two readings of the board's clockwise order, and the terms of
negotiation chosen at set-up."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import SetupError
from ..core.options import RuleOptions
from .cards import BOARD

TERMS = {"honor": "Honor Among Thieves: a deal in which cash changed hands cannot be broken.",
         "all_bets": "All Bets Are Off: no deal binds, paid or not."}


@dataclass(frozen=True)
class MTOptions(RuleOptions):
    TITLE = "Mob Ties"
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
