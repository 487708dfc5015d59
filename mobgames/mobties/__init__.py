"""Mob Ties: locations, Shows of Respect, Favor and Fed cards, and the Heat meter.

>>> from mobgames.mobties import new_game
>>> game = new_game(4, seed=1)
"""

from .board import location_graph
from .cards import FAVOR, FED, KINDS, LOCATIONS, clockwise, racket_value
from .game import PHASES, Action, MTGame, new_game
from .options import MTOptions
from .respect import Show

__all__ = ["location_graph", "Action", "MTGame", "MTOptions", "PHASES", "Show", "new_game", "FAVOR", "FED", "KINDS", "LOCATIONS",
           "clockwise", "racket_value"]
