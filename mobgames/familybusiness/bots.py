"""Simple computer players for Family Business, for playing against in the tutorial.

``simple_bot(game)`` returns an action for whoever must decide now. It plays plainly: counters
every attack it can, rescues its own mobsters when the Hit List threatens them, sends contracts
to the biggest family, and keeps its Counter cards. Chance only through the game's own dice.
"""

from __future__ import annotations

from .cards import CARDS
from .game import Action, FBGame

RESCUES = ("police_protection", "take_it_on_the_lam")
KEEP = ("family_influence", "mob_power", "safe_house", "finger")   # never thrown away while others can go


def _biggest_opponent(game: FBGame, me: str, among=None) -> str | None:
    opponents = [p for p in (among or game.active_players) if p != me]
    return max(opponents, key=lambda p: (len(game.alive(p)), -game.players.index(p)), default=None)


def simple_bot(game: FBGame) -> Action:
    actions = game.legal_actions()
    if not actions:
        raise ValueError("Nobody has a decision to make: the game is over.")
    d = game.decision
    me = d.player
    owner = lambda m: game.mobsters[m].owner  # noqa: E731
    if d.kind == "counter":
        counters = [a for a in actions if a.kind == "counter"]
        return counters[0] if counters else actions[-1]
    if d.kind == "choose":
        stage = d.context.get("stage")
        options = [a.target for a in actions]
        if stage in ("hit", "turncoat_out", "vendetta"):
            theirs = [m for m in options if owner(m) != me]
            pool = theirs or options
            big = _biggest_opponent(game, me, {owner(m) for m in pool}) or owner(pool[0])
            pick = next((m for m in pool if owner(m) == big), pool[0])
        elif stage in ("double_cross_order", "intrigue"):
            # Put rivals' mobsters nearest the wall, our own last.
            pick = next((m for m in options if owner(m) != me), options[0])
        elif stage == "turncoat_back":
            pick = next((m for m in options if game.mobsters[m].family == game.family_of.get(me)), options[0])
        elif stage == "substitution":
            pick = next((m for m in options if owner(m) != me), options[0])
        else:   # listing one of our own, or giving one away: the last in line
            pick = options[-1]
        return Action(me, "choose", target=pick)
    plays = [a for a in actions if a.kind == "play"]
    mine_listed = [m for m in game.hit_list[:2] if owner(m) == me]
    for a in plays:   # save our own from the wall
        if a.card in RESCUES and a.target in mine_listed:
            return a
    if game.war and mine_listed:
        for a in plays:
            if a.card in ("truce", "federal_crackdown") or (a.card == "pay_off" and a.target == me):
                return a
    target = _biggest_opponent(game, me)
    for a in plays:
        if CARDS[a.card].type == "attack" and a.target == target:
            return a
    for a in plays:
        if a.card in ("st_valentines_day_massacre",) and not any(owner(m) == me for m in game.hit_list):
            return a
    discards = [a for a in actions if a.kind == "discard"]
    return next((a for a in discards if a.card not in KEEP), discards[0])
