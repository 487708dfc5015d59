"""Family Business: the card game around a Hit List and Mob Wars. The engine plays every card and
counter; the table widget and the chapters are still to come.

>>> from mobgames.familybusiness import new_game
>>> game = new_game(["Ana", "Ben", "Chen"], seed=1)
"""

from .bots import simple_bot
from .cards import CARDS, deck_counts, families
from .game import Action, FBGame, new_game

__all__ = ["Action", "FBGame", "new_game", "simple_bot", "CARDS", "deck_counts", "families"]
