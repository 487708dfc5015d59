"""Mob Ties: locations, Shows of Respect, Favor and Fed cards, and the Heat meter.

The whole-game state speaks the engine contract (``mobgames.core.contract``): ``decision``,
``legal_actions()``, ``apply(action)``, ``undo``, ``to_json``/``from_json`` and ``view(player)``.

>>> from mobgames.mobties import start
>>> game = start(4, seed=1)
>>> game.decision.kind
'place'
"""

from .action import Action
from .board import clockwise, location_graph
from .cards import FAVOR, FED, KINDS, LOCATIONS, racket_value
from .flow import PHASES
from .game import MTGame, new_game, start
from .options import MTOptions
from .respect import Show

from_json = MTGame.from_json   # (a saved game, loaded: the contract's name in every game)

__all__ = ["location_graph", "Action", "MTGame", "MTOptions", "PHASES", "Show", "new_game", "start", "from_json", "FAVOR", "FED",
           "KINDS", "LOCATIONS", "clockwise", "racket_value"]
