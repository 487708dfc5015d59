"""The decision a Mob Ties step asks (``Ask``): who, what kind, the prompt, and the engine's
list of the legal ``actions`` (what ``legal_actions()`` gives the deciding player)."""

from __future__ import annotations

from ..core.decision import Decision


class Ask(Decision):
    __slots__ = ("actions",)

    def __init__(self, player: str, kind: str, actions: list, prompt):
        super().__init__(player, kind, prompt)
        self.actions = actions

    def __deepcopy__(self, memo):
        return self   # never changed once made (asked again, a new one is made)

    def __repr__(self) -> str:
        return f"Ask({self.player!r}, {self.kind!r}, {len(self.actions)} actions)"
