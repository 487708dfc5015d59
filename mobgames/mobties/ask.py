"""The decision a Mob Ties step asks: ``Ask(player, kind, actions, prompt)`` is the one
``Decision`` every game uses, with the legal ``actions`` the step lists as it asks (the older
spelling, kept: ``Ask`` was its own class before the games shared one)."""

from __future__ import annotations

from ..core.decision import Decision


def Ask(player: str, kind: str, actions: list, prompt) -> Decision:   # noqa: N802 (the old class's name)
    """A question with its answers listed: ``Decision(player, kind, prompt, actions=actions)``."""
    return Decision(player, kind, prompt, None, actions)
