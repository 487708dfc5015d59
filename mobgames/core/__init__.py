"""Pieces shared by every game: chance, events and errors."""

from .dice import Dice, RandomDice, ScriptedDice
from .errors import BoardError, IllegalAction, MobgamesError, SetupError
from .events import Event, narrate

__all__ = [
    "Dice", "ScriptedDice", "RandomDice",
    "MobgamesError", "BoardError", "SetupError", "IllegalAction",
    "Event", "narrate",
]
