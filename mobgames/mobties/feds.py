"""Phase three, Movement (each player moves exactly one mobster), and phase four, the Feds: as
many Fed cards as the Heat level put Feds around the locations; every surrounded location is
then resolved from the Docks clockwise: closed if nobody is there, otherwise a pinch vote, and
the loser plays Weapons or gives up a mobster to the Prison."""

from __future__ import annotations

from .action import act
from .board import clockwise
from ..core.text import a_an, counted
from .cards import FAVOR, FED, KINDS, place_name
from .narration import say
from .rules import MAIN, ON_BOARD, SURROUNDED, cap
from .voting import break_tie, chance_pick, show_of_respect


# Phase three: Movement -----------------------------------------------------------------------
def movement(game):
    for p in game.order:
        actions = move_actions(game, p)
        if not actions:
            game.emit("skip", f"{p} has no mobster free to move.", say("skip.move", player=p))
            continue
        a = yield game.ask(p, "move", actions, lambda p=p: f"{p}: move exactly one mobster.")
        frm = game.where[a.target]
        game.put(a.target, a.where)
        kind, start, end = KINDS[game.mobsters[a.target].kind].name, place_name(frm), place_name(a.where)
        game.emit("move", f"{p} moves the {kind} from {start} to {end}.",
                  say("move", player=p, kind=kind, start=start, end=end), mobster=a.target, where=a.where)


def move_actions(game, p: str) -> list:
    """Every legal move: one mobster to any other open location with room (the Streets always)."""
    dests = [loc for loc in ON_BOARD if game.has_room(loc)]
    where = game.where
    return [act(p, "move", None, m, d) for m in game.family(p, ON_BOARD) for d in dests if d != where[m]]


# Phase four: the Feds ------------------------------------------------------------------------
def feds(game):
    raid_rest: list[str] = []
    game.ensure_fed(game.heat)
    order = clockwise(game.options.order)
    for _ in range(game.heat):
        if not game.fed:
            break
        card = FED[game.fed.pop()]
        game.fed_discard.append(card.id)
        if card.type == "location":
            if card.where in game.closed:
                game.emit("fed", f"Fed card: {card.name}, but it is closed, so the card is ignored.",
                          say("fed.closed", card=card.name))
            else:
                game.feds[card.where] += card.feds
                where, now = place_name(card.where), game.feds[card.where]
                game.emit("fed", f"Fed card: {counted(card.feds, 'Fed')} at {where} (now {now}).",
                          say("fed.location", feds=counted(card.feds, "Fed"), place=where, total=counted(now, "Fed")),
                          where=card.where, feds=card.feds)
        elif card.type == "crackdown":
            for loc in MAIN:
                if loc not in game.closed:
                    game.feds[loc] += card.feds
            game.emit("fed", "Fed card: Citywide Crackdown, one more Fed at every open location.", say("fed.crackdown"))
        elif card.type == "fbi_raid":
            if raid_rest:
                target = raid_rest.pop(0)
            else:
                respect = {loc: sum(game.respect_at(loc).values()) for loc in MAIN if loc not in game.closed}
                top = max(respect.values(), default=0)
                tied = [loc for loc in order if loc in respect and respect[loc] == top]
                if not tied:
                    game.emit("fed", "Fed card: FBI Raid, but every location is closed, so the card is ignored.",
                              say("fed.raid_closed"))
                    continue
                target = tied[0]
                if len(tied) > 1:
                    # Two or more tied: the Don chooses; later raids this phase take the others in
                    # clockwise order (decisions.py, mt-raid-tie).
                    if game.don:
                        don = game.don
                        a = yield game.ask(don, "raid", [act(don, "raid", where=loc) for loc in tied],
                                           lambda: f"{don}: FBI Raid: choose which of the tied locations is raided.")
                        target = a.where
                    else:
                        target = tied[game.dice.roll(len(tied)) - 1]
                    raid_rest = [loc for loc in tied if loc != target]
            game.feds[target] += card.feds
            game.emit("fed", f"Fed card: FBI Raid, {card.feds} Feds at {place_name(target)}, the location with the "
                      "most respect.", say("fed.raid", feds=counted(card.feds, "Fed"), place=place_name(target)),
                      where=target, feds=card.feds)
        elif card.type == "turn_the_tables":
            game.reversed = not game.reversed
            game.emit("fed", "Fed card: Turn the Tables. The Action phase runs "
                      + ("backwards this round: the Don goes last." if game.reversed else "in the usual order again."),
                      say("fed.backwards" if game.reversed else "fed.usual"))
    game.dirty_cop = None
    for loc in game.surrounded():
        yield from surround(game, loc)


def surround(game, loc: str):
    feds = game.feds[loc]
    if not game.count_at(loc):
        game.close(loc)
        game.emit("closed", f"{cap(place_name(loc))} is surrounded by {feds} Feds with nobody to defend it: "
                  "it is closed for the rest of the game." + (" There will be no more elections." if loc == "mansion" else ""),
                  say("closed.mansion" if loc == "mansion" else "closed.location", place=place_name(loc),
                      feds=counted(feds, "Fed")), where=loc)
        return
    game.emit("surrounded", f"{cap(place_name(loc))} is surrounded by {feds} Feds: somebody gets pinched.",
              say("surrounded", place=place_name(loc), feds=counted(feds, "Fed")), where=loc)
    present = game.owners_at(loc)
    if len(present) == 1:
        loser = present[0]
    else:
        leaders = yield from show_of_respect(game, loc, "pinch")
        loser = leaders[0]
        if len(leaders) > 1:
            loser = (yield from break_tie(game, game.don, leaders, "who is pinched")) if game.don \
                else chance_pick(game, leaders, "there is no Don")
        game.show = None
    game.emit("loser", f"{loser} loses the Show of Respect in {place_name(loc)}.",
              say("loser", player=loser, place=place_name(loc)), player=loser)
    while True:
        weapons = [c for c in dict.fromkeys(game.hands[loser]) if FAVOR[c].type == "weapon"]
        actions = [act(loser, "weapon", c, None, loc) for c in weapons]
        actions += [act(loser, "pinch", None, m, loc) for m in game.family(loser, (loc,))]
        left = game.feds[loc]
        a = yield game.ask(loser, "pinch", actions,
                           lambda: f"{loser}: play a Weapon card on the {left} Feds, or choose a mobster to be pinched.")
        if a.kind == "pinch":
            game.put(a.target, "prison")
            name = game.mobsters[a.target].name
            game.emit("pinch", f"The Feds pinch {name}: off to the Prison.", say("pinch", mobster=name), mobster=a.target)
            return
        card = FAVOR[a.card]
        game.discard(loser, a.card)
        game.feds[loc] = max(0, game.feds[loc] - card.feds)
        left = game.feds[loc]
        game.emit("weapon", f"{loser} uses {a_an(card.name)}: {counted(card.feds, 'Fed')} removed, {left} left.",
                  say("weapon", player=loser, card=a_an(card.name), removed=counted(card.feds, "Fed"),
                      place=place_name(loc), left=counted(left, "Fed")), player=loser, card=a.card)
        if left < SURROUNDED:
            game.emit("free", f"{cap(place_name(loc))} is no longer surrounded.", say("free", place=place_name(loc)))
            return
