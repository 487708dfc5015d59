"""Computer players for Family Business: ``bot.choose(view) -> Action``, where ``view`` is
``game.view(player)`` (a bot sees only its own hand).

``SimpleBot`` plays plainly: it counters every attack it can, rescues its own mobsters when the
Hit List threatens them, sends contracts to the biggest family, and keeps its Counter cards.
``simple_bot(game)`` is the old shortcut: the simple bot's choice for whoever decides now.

The three levels a reader chooses from (``bot(level, seed=None)``): "learner" (``LearnerBot``,
gentle, for a first game), "fair" (``SimpleBot``) and "strong" (``StrongBot``, which plans its
counters, rescues and Mob Wars).
"""

from __future__ import annotations

from ..core.bots import Bot, bot_for
from ..core.errors import MobgamesError
from .bot_learner import LearnerBot
from .bot_strong import StrongBot
from .cards import CARDS
from .game import FBGame
from ..core.arguments import checked

RESCUES = ("police_protection", "take_it_on_the_lam")
KEEP = ("family_influence", "mob_power", "safe_house", "finger")   # never thrown away while others can go


def _biggest_opponent(view, me: str, among=None) -> str | None:
    opponents = [p for p in (among or view.active_players) if p != me]
    return max(opponents, key=lambda p: (len(view.alive(p)), -view.players.index(p)), default=None)


class SimpleBot(Bot):
    level = "fair"

    def choose(self, view):
        actions = self.options(view)
        d = view.decision
        me = view.player
        mobsters = view.mobsters
        owner = lambda m: mobsters[m].owner  # noqa: E731
        if d.kind == "counter":
            counters = [a for a in actions if a.kind == "counter"]
            return counters[0] if counters else actions[-1]
        if actions[0].kind == "choose":
            stage = d.kind
            options = [a.target for a in actions]
            if stage in ("hit", "turncoat_out", "vendetta"):
                theirs = [m for m in options if owner(m) != me]
                pool = theirs or options
                big = _biggest_opponent(view, me, {owner(m) for m in pool}) or owner(pool[0])
                pick = next((m for m in pool if owner(m) == big), pool[0])
            elif stage in ("double_cross_order", "intrigue", "substitution"):
                # Rivals' mobsters nearest the wall, our own last.
                pick = next((m for m in options if owner(m) != me), options[0])
            elif stage == "turncoat_back":
                pick = next((m for m in options if mobsters[m].family == view.family_of.get(me)), options[0])
            else:   # listing one of our own, or giving one away: the last in line
                pick = options[-1]
            return next(a for a in actions if a.target == pick)
        plays = [a for a in actions if a.kind == "play"]
        mine_listed = [m for m in view.hit_list[:2] if owner(m) == me]
        for a in plays:   # save our own from the wall
            if a.card in RESCUES and a.target in mine_listed:
                return a
        if view.war and mine_listed:
            for a in plays:
                if a.card in ("truce", "federal_crackdown") or (a.card == "pay_off" and a.target == me):
                    return a
        target = _biggest_opponent(view, me)
        for a in plays:
            if CARDS[a.card].type == "attack" and a.target == target:
                return a
        for a in plays:
            if a.card == "st_valentines_day_massacre" and not any(owner(m) == me for m in view.hit_list):
                return a
        discards = [a for a in actions if a.kind == "discard"]
        return next((a for a in discards if a.card not in KEEP), discards[0])


_SIMPLE = SimpleBot()


@checked
def simple_bot(game: FBGame):
    """The simple bot's choice for whoever must decide now in ``game``."""
    d = game.decision
    if d is None:
        raise MobgamesError("Nobody has a decision to make: the game is over.")
    return _SIMPLE.choose(game.view(d.player))


__all__ = ["LEVELS", "LearnerBot", "SimpleBot", "StrongBot", "bot", "simple_bot"]

LEVELS = {"learner": LearnerBot, "fair": SimpleBot, "strong": StrongBot}


def bot(level: str, seed: int | None = None) -> Bot:
    """A computer player of ``level``: "learner", "fair" or "strong"."""
    return bot_for(LEVELS, level, seed, "Family Business")
