"""What one player may see of a game: ``state.view(player)``.

A view is read-only and leaves hidden information out (the other players' hands, the order of
the decks). Bots decide from a view, never from the state itself, so a bot cannot see what its
player could not. Each game lists what its views show (``PUBLIC``) and adds what is private.
"""

from __future__ import annotations

from collections.abc import KeysView
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .contract import GameState, LegalActions
    from .decision import Decision


class View:
    PUBLIC: frozenset[str] = frozenset()    # names of the state's attributes and methods anyone may read

    __slots__ = ("_state", "player")
    _state: GameState
    player: str

    def __init__(self, state: GameState, player: str) -> None:
        state.check_player(player)
        object.__setattr__(self, "_state", state)
        object.__setattr__(self, "player", player)

    def __getattr__(self, name: str) -> Any:
        if name in type(self).PUBLIC:
            return getattr(self._state, name)
        raise AttributeError(f"{name!r} is not something {self.player} can see (it is hidden, or not part of "
                             "a player's view).")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("A view is read-only: act through the game's apply().")

    @property
    def decision(self) -> Decision | None:
        return self._state.decision

    @property
    def is_over(self) -> bool:
        return self._state.is_over

    @property
    def winners(self) -> list[str]:
        return self._state.winners

    @property
    def my_turn(self) -> bool:
        d = self._state.decision
        return d is not None and d.player == self.player

    def legal_actions(self) -> LegalActions:
        """What this player may do now."""
        return self._state.legal_actions(self.player)

    def as_dict(self) -> dict[str, Any]:
        return {}

    def __getitem__(self, key: str) -> Any:
        return self.as_dict()[key]

    def __contains__(self, key: object) -> bool:
        return key in self.as_dict()

    def keys(self) -> KeysView[str]:
        return self.as_dict().keys()

    def __repr__(self) -> str:
        return f"<{self._state.TITLE} as {self.player} sees it>"
