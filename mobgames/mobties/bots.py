"""Simple computer players for Mob Ties, to play against in the tutorial and for self-play tests.

``simple_bot(game)`` chooses for whoever must decide now. It plays plainly: votes for itself (and
against the strongest rival when the Feds pinch), keeps attack and defense cards, defends when it
can, sacrifices its least valuable mobster, bails when it can afford to, and attacks the family
with the most respect where it has a mobster. Any randomness comes from the game's own dice.
"""

from __future__ import annotations

from .cards import FAVOR, KINDS
from .game import Action, MTGame

_KEEP = {"defense": 3, "weapon": 2, "attack": 1, "hit": 1, "whack": 1, "specialty": 0}


def _value(game: MTGame, mid: str) -> int:
    return KINDS[game.mobsters[mid].kind].respect


def simple_bot(game: MTGame) -> Action:
    d = game.decision
    if d is None:
        raise ValueError("Nobody has a decision to make: the game is over.")
    acts, me = d.actions, d.player
    kinds = {a.kind for a in acts}
    if d.kind == "vote":
        show = game.show
        if show and show.purpose == "pinch":
            return max(acts, key=lambda a: show.respect.get(a.target, 0))
        return next((a for a in acts if a.target == me), acts[0])
    if d.kind == "tie":
        return next((a for a in acts if a.target == me), acts[0])
    if d.kind == "split":
        return next(a for a in acts if a.kind == "agree")
    if d.kind in ("keep",):
        return max(acts, key=lambda a: (_KEEP[FAVOR[a.card].type], FAVOR[a.card].level))
    if d.kind == "give":
        return min(acts, key=lambda a: sum(game.respect_at(w).get(a.target, 0) for w in ("mansion",)))
    if d.kind == "diner":
        return next(a for a in acts if a.kind == "collect")
    if d.kind == "robbery":
        return next(a for a in acts if a.kind == "rob")
    if d.kind == "robbed":
        return next(a for a in acts if a.kind == "forfeit")
    if d.kind == "buy":
        if "buy" in kinds and game.cash[me] >= 75 and len(game.hands[me]) < 8:
            return next(a for a in acts if a.kind == "buy")
        return next(a for a in acts if a.kind == "done")
    if d.kind == "move":
        # Spread out towards the richest racket with room, away from surrounded places.
        def score(a):
            feds = game.feds.get(a.where, 0)
            return (-feds, len(game.at(a.where)) < 3, a.where != "streets", -_value(game, a.target))
        return max(acts, key=score)
    if d.kind == "place":
        return min(acts, key=lambda a: (len(game.at(a.where)), -_value(game, a.target)))
    if d.kind == "pinch":
        weapons = [a for a in acts if a.kind == "weapon"]
        if weapons:
            return max(weapons, key=lambda a: FAVOR[a.card].feds)
        return min(acts, key=lambda a: _value(game, a.target))
    if d.kind == "defend":
        defends = [a for a in acts if a.kind == "defend"]
        return min(defends, key=lambda a: FAVOR[a.card].level) if defends else acts[-1]
    if d.kind == "sacrifice":
        return min(acts, key=lambda a: _value(game, a.target))
    if d.kind == "bail":
        return next((a for a in acts if a.kind == "bail"), acts[-1])   # a deal may have left only "done"
    if d.kind == "raid":
        mine = {game.where[m] for m in game.family(me)}
        return next((a for a in acts if a.where not in mine), acts[0])
    if d.kind == "act":
        attacks = [a for a in acts if a.kind == "attack"]
        if attacks:
            strongest = max(attacks, key=lambda a: (sum(game.respect_at(a.where).get(a.target, 0) for _ in [0]),
                                                    FAVOR[a.card].level))
            return strongest
        plays = [a for a in acts if a.kind == "play"]
        if plays:
            return plays[0]
        return next(a for a in acts if a.kind == "pass")
    return acts[0]
