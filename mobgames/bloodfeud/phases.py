"""The four phases of a Blood Feud turn, declared as data: what each is called, the decision it
asks of the player, and which actions it allows (boardgame.io declares its phases the same way).

1. Battle: attack (and move, before or between battles); 2. Movement; 3. Factor Income, worked
out by the rules with nothing to decide; 4. Make Purchases. Deals between players (payments,
ransoms, invitations, ...) are allowed at any time, by any player (``DEALS``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import DEALS


@dataclass(frozen=True)
class Phase:
    id: str
    name: str
    decision: str                 # the Decision kind while the phase waits for its player
    allows: frozenset[str]        # the in-turn actions it allows (deals are always allowed)
    prompt: str                   # what the player is asked, "{p}" standing for the player

    @property
    def automatic(self) -> bool:
        return not self.allows


MOVING = frozenset({"move", "send", "board", "leave", "hand_over"})
PHASE_LIST = (
    Phase("battle", "Battle", "battle", MOVING | {"attack", "next_phase", "end_turn"},
          "{p}: Battle phase. Attack an enemy space, move, or go on to the Movement phase."),
    Phase("movement", "Movement", "move", MOVING | {"next_phase", "end_turn"},
          "{p}: Movement phase. Move your pieces, then go on to Factor Income."),
    Phase("income", "Factor Income", "income", frozenset(), "{p}: Factor Income."),
    Phase("purchases", "Make Purchases", "purchases", frozenset({"buy", "end_turn"}),
          "{p}: Make Purchases. Buy people, vehicles and buildings, then end your turn."),
)
BY_ID = {ph.id: ph for ph in PHASE_LIST}
PHASES = tuple(ph.id for ph in PHASE_LIST)
PHASE_NAMES = {ph.id: ph.name for ph in PHASE_LIST}
ANY_TIME = frozenset(DEALS)


def next_phase(phase: str) -> str:
    return PHASES[PHASES.index(phase) + 1]


def where_allowed(kind: str) -> list[str]:
    """The names of the phases that allow an action of ``kind``."""
    return [ph.name for ph in PHASE_LIST if kind in ph.allows]
