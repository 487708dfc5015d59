"""A Family Business action: the one action shape of every game, with this game's fields."""

from __future__ import annotations

from ..core.action import Action as BaseAction
from ..core.chance import CHANCE


class Action(BaseAction):
    """A Family Business action: ``kind`` is play, discard, counter, pass or choose; ``card`` a
    card id; ``target`` a player (contracts) or a mobster id (rescues, choices).
    ``Action(player, kind, **details)`` as in every game; ``card`` and ``target`` may also be
    given in that order, as before."""

    __slots__ = FIELDS = ("card", "target")
    GAME = "Family Business"

    def __init__(self, player: str, kind: str, card: str | None = None, target: str | None = None,
                 **details: object):
        super().__init__(player, kind, {"card": card, "target": target, **details})

    def __str__(self) -> str:
        words = [f"{self.player}: {self.kind}"] + ([self.card] if self.card else []) \
            + ([f"on {self.target}"] if self.target else [])
        return " ".join(words)


def top_card(game, frame=None) -> Action:
    """The card a seeded game draws: the top of the deck its dice shuffled (as it always has)."""
    return draw(game.deck[-1])


_DRAWS: dict[str, Action] = {}   # (each card's draw, made once: a seeded game draws hundreds)


def draw(card_id: str) -> Action:
    """The chance outcome "``card_id`` is drawn" (one object a card)."""
    a = _DRAWS.get(card_id)
    if a is None:
        a = _DRAWS[card_id] = Action.trusted(CHANCE, "draw", {"card": card_id})
    return a
