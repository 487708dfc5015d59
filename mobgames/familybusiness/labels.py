"""Family Business actions in words, as a button or a step heading says them (``FBGame.describe``)."""

from __future__ import annotations

from ..core.chance import CHANCE
from ..core.contract import GameState
from .action import Action
from .cards import CARDS


def describe(game: GameState, a: Action) -> str:
    """An action as its button says it: "Play Contract on Ben", "Let it pass"."""
    name = CARDS[a.card].name if a.card else ""
    target = ""
    if a.target in game.mobsters:
        target = game.mobsters[a.target].name
    elif a.target:
        target = a.target
    if a.kind == "draw":   # (chance: the card that comes off the deck)
        d = game.decision
        to = d.info.get("to") if d is not None and d.player == CHANCE else None
        return f"{to} draws {name}" if to else f"Draw {name}"
    return {"play": f"Play {name}" + (f" on {target}" if target else ""), "discard": f"Discard {name}",
            "counter": f"Answer with {name}", "pass": "Let it pass", "choose": f"Choose {target}"}[a.kind]
