"""A Family Business action: the one action shape of every game, with this game's fields."""

from __future__ import annotations

from ..core.action import Action as BaseAction


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
