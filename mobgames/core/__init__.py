"""Pieces shared by every game: chance, events and errors."""

from .dice import Dice, RandomDice, ScriptedDice
from .errors import ArgumentError, BoardError, IllegalAction, MobgamesError, SetupError
from .events import Event, narrate

__all__ = [
    "Dice", "ScriptedDice", "RandomDice",
    "MobgamesError", "BoardError", "SetupError", "IllegalAction", "ArgumentError",
    "Event", "narrate",
]
