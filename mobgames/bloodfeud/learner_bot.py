"""``LearnerBot``: the computer player for a reader's first game (see ``bots.py``). It plays the
GreedyBot's sensible game, slowed down: a few moves a turn, one attack at most and only a
near-certain one (never at a Boss), two purchases a turn and no Illicit Activity in the first
three rounds. So its income grows slowly, the game lasts, and the reader sees every part of it:
battles, kidnappings and ransom offers included."""

from __future__ import annotations

from .greedy_bot import GreedyBot
from .income import FAMILY_PIECES
from .state import base_kind


class LearnerBot(GreedyBot):
    level = "learner"
    odds_needed = 0.9
    odds_for_a_boss = 1.01   # (never: a first game should not end with the reader's Boss shot)
    max_attacks = 1
    moves_per_turn = 4
    buys_per_turn = 2
    first_illicit_round = 4

    def target_value(self, game, me: str, target: str, plan) -> float:
        """As the GreedyBot values a battle, and more for Family Members it can capture: a first
        game should show a kidnapping and a ransom, not only districts changing hands."""
        family = sum(n for k, n in plan.defence.items() if base_kind(k) in FAMILY_PIECES)
        return super().target_value(game, me, target, plan) + 60 * family

    def movement(self, view):
        memory = self.memory(view)
        if memory.get("moves", 0) >= self.moves_per_turn:
            return None
        move = super().movement(view)
        if move is not None:
            memory["moves"] = memory.get("moves", 0) + 1
        return move

    def purchase(self, view):
        memory = self.memory(view)
        if memory.get("buys", 0) >= self.buys_per_turn:
            return None
        choice = super().purchase(view)
        if choice is not None and choice.get("item") == "illicit_activity" and view.game.round < self.first_illicit_round:
            choice = None
        if choice is not None:
            memory["buys"] = memory.get("buys", 0) + 1
        return choice
