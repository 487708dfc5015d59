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
    order: str = "board"     # "board": the board and set-up listing; "rackets": Diner and Meat Locker swapped
    terms: str = "honor"     # "honor" or "all_bets"

    def __post_init__(self):
        if self.order not in BOARD["orders"]:
            raise SetupError(f"There is no '{self.order}' location order; choose one of {', '.join(BOARD['orders'])}.")
        if self.terms not in TERMS:
            raise SetupError(f"The terms are 'honor' (Honor Among Thieves) or 'all_bets' (All Bets Are Off), not {self.terms!r}.")

    def as_dict(self) -> dict:
        return asdict(self)
