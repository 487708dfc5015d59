"""Family Business: the card game around a Hit List and Mob Wars.

The whole-game state speaks the engine contract (``mobgames.core.contract``): ``decision``,
``legal_actions()``, ``apply(action)``, ``undo``, ``to_json``/``from_json`` and ``view(player)``.

>>> from mobgames.familybusiness import start
>>> game = start(["Ana", "Ben", "Chen"], seed=1)
>>> game.decision.prompt
'Ana: play one of your cards, or discard one.'
>>> len(game.legal_actions()) > 0
True
"""

from .bots import simple_bot
from .cards import CARDS, deck_counts, families
from .game import Action, FBGame, new_game, start

from_json = FBGame.from_json   # (a saved game, loaded: the contract's name in every game)

__all__ = ["Action", "FBGame", "new_game", "start", "from_json", "simple_bot", "CARDS", "deck_counts", "families"]
