"""Computer players for Mob Ties, to play against in the tutorial and for self-play tests:
``bot.choose(view) -> Action``, where ``view`` is ``game.view(player)`` (a bot sees only its own
hand, never the decks).

Three levels a reader can choose, ``bot(level, seed=None)``:

- "learner" (``LearnerBot``): legal, sensible and slow. It spreads out, keeps away from the
  Feds, votes for itself, fights back only against a family that killed one of its mobsters,
  and bargains in a simple way, so a first game lasts and shows every part of the round.
- "fair" (``FairBot``): ``SimpleBot``, a plain, greedy player that attacks whenever it can,
  which also offers cash for votes (``SimpleBot`` itself only answers offers).
- "strong" (``StrongBot``): plays for the final cash: respect where the rackets pay most, away
  from the Feds, votes, deals and attacks weighed against the leading rival.

Every level offers cash for votes and answers offers (see ``offers``). ``simple_bot(game)`` is
the old shortcut: the fair bot's choice for whoever decides now.
"""

from __future__ import annotations

from ..core.bots import Bot, bot_for
from ..core.errors import MobgamesError
from .bot_fair import FairBot, SimpleBot
from .bot_learner import LearnerBot
from .bot_strong import StrongBot

LEVELS = {"learner": LearnerBot, "fair": FairBot, "strong": StrongBot}


def bot(level: str, seed: int | None = None) -> Bot:
    """A computer player of ``level``: "learner", "fair" or "strong"."""
    return bot_for(LEVELS, level, seed, "Mob Ties")


_SIMPLE = SimpleBot()


def simple_bot(game):
    """The simple bot's choice for whoever must decide now in ``game``."""
    d = game.decision
    if d is None:
        raise MobgamesError("Nobody has a decision to make: the game is over." if game.is_over else
                            "Nobody has a decision to make.")
    return _SIMPLE.choose(game.view(d.player))


__all__ = ["FairBot", "LEVELS", "LearnerBot", "SimpleBot", "StrongBot", "bot", "simple_bot"]
