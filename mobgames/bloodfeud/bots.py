"""Computer players for Blood Feud, to play against (or to watch) in the tutorial.

A bot makes one decision at a time, ``bot.choose(view) -> Action``, from what its player sees
(``state.view(player)``), like every game's bots; it acts only through legal actions, so
everything it does is checked by the rules, saved and undone like any other play. It asks the
engine what is legal (``view.legal_actions()``, the moves of a piece, the groups that can join
an attack, the forecast of an attack) and holds no rule of its own; chance comes from its own
``random.Random(seed)``: the same seed, the same play. ``bot.play_turn(turns)`` plays a whole
turn (answering, on the way, the decisions a battle leaves to other players).

``RandomBot`` plays at random: now and then it attacks an enemy space with a random handful of
the groups that can reach it, moves some of its pieces anywhere they may legally go and buys
whatever it can afford. It knows the rules and nothing else.

``GreedyBot`` plays for money, and so for Incontestable Dominance:

- Income is assets x IFM, so it spreads out. Its Family Members step one by one into districts
  that hold none of its family yet (capturing neutral ones on the way): each one raises the IFM,
  which multiplies every dollar of assets. Henchmen, Hit Men and Thugs grab neutral districts
  (two a turn for Henchmen and Hit Men), and otherwise walk towards the nearest district it does
  not own yet.
- It attacks a neighbouring enemy space only when its force is clearly stronger: it works out the
  exact chance of winning with ``battle_odds`` (counting the defender's building) and attacks
  when that chance is at least 75% (60% when the enemy Boss is there: killing him knocks a
  player out). It never sends its Boss or Family Members into a battle.
- It keeps its Boss safe. The Boss stays at home, where new pieces arrive, with enough fighters
  to match every enemy piece that could reach him next turn; he moves only to escape a threat
  he could not face. Family Members keep away from spaces enemy pieces could reach.
- It buys fighters first when its Boss is threatened, then Illicit Activities (each adds $40 to
  the assets, which the IFM multiplies: it pays for itself within a turn or two) in its safest
  districts, with enough Henchmen and Hit Men to keep expanding and to fight.

>>> from mobgames.bloodfeud import Turns
>>> from mobgames.bloodfeud.bots import GreedyBot, RandomBot, play_game
>>> turns = Turns.start(["Ann", "Bob"], seed=1)
>>> play_game(turns, {"Ann": GreedyBot(1), "Bob": RandomBot(2)}, rounds=3).game.round
4
"""

from ..core.bots import bot_for
from .bot_kit import Bot, play_game
from .greedy_bot import GreedyBot
from .learner_bot import LearnerBot
from .random_bot import RandomBot
from .strong_bot import StrongBot

LEVELS = {"learner": LearnerBot, "fair": GreedyBot, "strong": StrongBot}


def bot(level: str, seed: int | None = None) -> Bot:
    """A computer player of ``level``: "learner", "fair" or "strong"."""
    return bot_for(LEVELS, level, seed, "Blood Feud")


__all__ = ["Bot", "GreedyBot", "LEVELS", "LearnerBot", "RandomBot", "StrongBot", "bot", "play_game"]
