"""Dice for every game: ``RandomDice(seed)`` for play, ``ScriptedDice([...])`` to replay a
rulebook example exactly. (The implementations live in ``mobgames.core.dice``.)"""

from .core.dice import Dice, RandomDice, ScriptedDice

__all__ = ["Dice", "RandomDice", "ScriptedDice"]
