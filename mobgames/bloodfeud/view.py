"""What one Blood Feud player sees: the whole board (nothing in this game is hidden), whose turn
it is and in which phase, and what he may do. Bots decide from it; its questions are answered by
the engine (the moves of a piece, the groups that can join an attack, an attack's forecast)."""

from __future__ import annotations

from ..core.view import View
from . import legal
from .attack import plan_attack
from .movement import legal_moves


class BFView(View):
    __slots__ = ()
    PUBLIC = frozenset({"game", "phase", "player", "income", "over", "turn_start", "assault", "asking", "history",
                        "narration", "log", "actions_of", "over_text"})

    def moves_of(self, piece: str) -> list:
        """The legal moves of one of this player's pieces now (as ``Move`` objects, with what
        each captures and costs), when it is his turn to move."""
        t = self._state
        if not legal.piece_actions(t, piece) or t.game.units[piece].owner != self.player:
            return []
        cash = t.game.cash[self.player]
        return [m for m in legal_moves(t.game, piece) if m.cost <= cash]

    def joins(self, target: str) -> list:
        """The groups of this player's pieces that could join an attack on ``target`` now."""
        t = self._state
        if t.player != self.player or t.over:
            return []
        return legal.joins(t, target)

    def forecast(self, target: str, attackers: dict, flight_plan=None):
        """The plan of an attack as the engine checks it (the defenders, their building, the
        bribe), or ``IllegalAction`` when it could not be made (``flight_plan``: for a
        helicopter among the attackers)."""
        return plan_attack(self._state.game, self.player, target, attackers, flight_plan=flight_plan)

    def as_dict(self) -> dict:
        t = self._state
        return {"player": t.player, "phase": t.phase, "round": t.game.round, "cash": dict(t.game.cash)}
