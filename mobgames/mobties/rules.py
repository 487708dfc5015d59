"""The names and numbers the Mob Ties rules use everywhere: the places, the phases of a round,
the few constants of the flow, and a mobster as data. Read by the state, the phases, the
position builder and the drawing, so each is written once."""

from __future__ import annotations

from typing import NamedTuple

from .cards import BOARD, KINDS, LOCATIONS

PHASE_NAMES = {"setup": "Set-up", "election": "Election", "business": "Business", "movement": "Movement",
               "feds": "The Feds", "action": "Action", "bail": "Bail", "heat": "Heat", "over": "Game over"}
COLOURS = tuple(BOARD["colours"])
MAIN = tuple(LOCATIONS)                  # the six locations that can hold mobsters (and Feds)
ON_BOARD = MAIN + ("streets",)           # where a mobster is free to act
OFF_BOARD = ("prison", "morgue", "cleared")
PLACES_ALL = ON_BOARD + ("prison",)      # where an attack can happen
EVERY_PLACE = ON_BOARD + OFF_BOARD + ("supply",)
SURROUNDED = 4                           # Feds that surround a location
QUIET_ROUNDS = 50                        # rounds with no decision at all before the game is called off
TOTAL_CASH = BOARD["bank"]["total"]      # the Kitty Cash in the box: cash in hands plus the bank


def cap(text: str) -> str:
    """Upper-case the first letter only ("the Docks" -> "The Docks"; str.capitalize would give "The docks")."""
    return text[:1].upper() + text[1:]


class Mobster(NamedTuple):
    """One piece: ``id`` like "red_capo", its owner (a player) and its kind (capo, hit_man, ...)."""

    id: str
    owner: str
    kind: str

    @property
    def name(self) -> str:
        return f"{self.owner}'s {KINDS[self.kind].name}"

    @property
    def respect(self) -> int:
        return KINDS[self.kind].respect

    def __deepcopy__(self, memo):
        return self   # three strings: immutable
