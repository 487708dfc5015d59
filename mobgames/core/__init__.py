"""Pieces shared by every game: chance (the ``CHANCE`` player), events and errors."""

from .chance import CHANCE
from .dice import Dice, RandomDice, ScriptedDice
from .errors import ArgumentError, BoardError, IllegalAction, MobgamesError, SetupError
from .events import Event, narrate

__all__ = [
    "CHANCE", "Dice", "ScriptedDice", "RandomDice",
    "MobgamesError", "BoardError", "SetupError", "IllegalAction", "ArgumentError",
    "Event", "narrate",
]
