"""Phase three, Movement (each player moves exactly one mobster), and phase four, the Feds: as
many Fed cards as the Heat level put Feds around the locations; every surrounded location is
then resolved from the Docks clockwise: closed if nobody is there, otherwise a pinch vote, and
the loser plays Weapons or gives up a mobster to the Prison. Steps of the flow (``flow.FLOW``)."""

from __future__ import annotations

from ..core.flow import Call, Done
from .action import act
from .ask import Ask
from .board import clockwise
from ..core.text import a_an, counted
from .cards import FAVOR, FED, KINDS, place_name
from .narration import say
from .rules import MAIN, ON_BOARD, SURROUNDED, cap
from .luck import lots
from .voting import show, tie_break


# Phase three: Movement -----------------------------------------------------------------------
def movement(game, frame):
    frame.update(order=game.order, i=0)
    return "mover"


def mover(game, frame):
    """The next player with a mobster free to move is asked; the others are skipped."""
    order = frame["order"]
    while frame["i"] < len(order):
        p = order[frame["i"]]
        moves = move_actions(game, p)
        if moves:
            frame.ready = moves
            return "move"
        game.emit("skip", f"{p} has no mobster free to move.", say("skip.move", player=p))
        frame["i"] += 1
    return Done()


def ask_move(game, frame):
    p = frame["order"][frame["i"]]
    return Ask(p, "move", frame.take_ready() or move_actions(game, p), lambda: f"{p}: move exactly one mobster.")


def move(game, frame, a):
    p = a.player
    frm = game.where[a.target]
    game.put(a.target, a.where)
    kind, start, end = KINDS[game.mobsters[a.target].kind].name, place_name(frm), place_name(a.where)
    game.emit("move", f"{p} moves the {kind} from {start} to {end}.",
              say("move", player=p, kind=kind, start=start, end=end), mobster=a.target, where=a.where)
    frame["i"] += 1
    return "mover"


def move_actions(game, p: str) -> list:
    """Every legal move: one mobster to any other open location with room (the Streets always)."""
    dests = [loc for loc in ON_BOARD if game.has_room(loc)]
    where = game.where
    return [act(p, "move", None, m, d) for m in game.family(p, ON_BOARD) for d in dests if d != where[m]]


# Phase four: the Feds ------------------------------------------------------------------------
def feds(game, frame):
    game.ensure_fed(game.heat)
    frame.update(drawn=0, raid_rest=[])
    return "fed_cards"


def fed_cards(game, frame):
    """Draw the Fed cards, one a level of Heat (each a chance decision; ``fed_card`` carries it out)."""
    if frame["drawn"] < game.heat and game.fed:
        frame["drawn"] += 1
        return game.FLOW.call(game, frame, "fed", {}, "fed_card")
    game.dirty_cop = None
    frame["surrounded"] = game.surrounded()
    return "surrounded"


def fed_card(game, frame):
    """The Fed card just drawn: Feds arrive; an FBI Raid on tied locations asks the Don."""
    card = FED[frame.result]
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
        raid_rest = frame["raid_rest"]
        if raid_rest:
            raid(game, card, raid_rest.pop(0))
            return "fed_cards"
        respect = {loc: sum(game.respect_at(loc).values()) for loc in MAIN if loc not in game.closed}
        top = max(respect.values(), default=0)
        tied = [loc for loc in clockwise(game.options.order) if loc in respect and respect[loc] == top]
        if not tied:
            game.emit("fed", "Fed card: FBI Raid, but every location is closed, so the card is ignored.",
                      say("fed.raid_closed"))
            return "fed_cards"
        if len(tied) == 1:
            raid(game, card, tied[0])
            return "fed_cards"
        # Two or more tied: the Don chooses; later raids this phase take the others in
        # clockwise order (decisions.py, mt-raid-tie). With no Don, lots are drawn.
        frame.update(card=card.id, tied=tied)
        return "raid" if game.don else game.FLOW.call(game, frame, "pick", lots(tied), "raid_picked")
    elif card.type == "turn_the_tables":
        game.reversed = not game.reversed
        game.emit("fed", "Fed card: Turn the Tables. The Action phase runs "
                  + ("backwards this round: the Don goes last." if game.reversed else "in the usual order again."),
                  say("fed.backwards" if game.reversed else "fed.usual"))
    return "fed_cards"


def raid_picked(game, frame):
    raided(game, frame, frame.result)
    return "fed_cards"


def raid(game, card, target: str) -> None:
    game.feds[target] += card.feds
    game.emit("fed", f"Fed card: FBI Raid, {card.feds} Feds at {place_name(target)}, the location with the "
              "most respect.", say("fed.raid", feds=counted(card.feds, "Fed"), place=place_name(target)),
              where=target, feds=card.feds)


def raided(game, frame, target: str) -> None:
    frame["raid_rest"] = [loc for loc in frame["tied"] if loc != target]
    raid(game, FED[frame["card"]], target)


def ask_raid(game, frame):
    don = game.don
    return Ask(don, "raid", [act(don, "raid", where=loc) for loc in frame["tied"]],
                    lambda: f"{don}: FBI Raid: choose which of the tied locations is raided.")


def choose_raid(game, frame, a):
    raided(game, frame, a.where)
    return "fed_cards"


def each_surrounded(game, frame):
    """Every location surrounded when the cards are drawn, from the Docks clockwise."""
    if frame["surrounded"]:
        return Call("surround", {"loc": frame["surrounded"].pop(0)}, "surrounded")
    return Done()


def surround(game, frame):
    loc = frame["loc"]
    feds = game.feds[loc]
    if not game.count_at(loc):
        game.close(loc)
        game.emit("closed", f"{cap(place_name(loc))} is surrounded by {feds} Feds with nobody to defend it: "
                  "it is closed for the rest of the game." + (" There will be no more elections." if loc == "mansion" else ""),
                  say("closed.mansion" if loc == "mansion" else "closed.location", place=place_name(loc),
                      feds=counted(feds, "Fed")), where=loc)
        return Done()
    game.emit("surrounded", f"{cap(place_name(loc))} is surrounded by {feds} Feds: somebody gets pinched.",
              say("surrounded", place=place_name(loc), feds=counted(feds, "Fed")), where=loc)
    present = game.owners_at(loc)
    if len(present) == 1:
        frame.result = present[0]
        return "pinch_loser"
    return Call("show", show(loc, "pinch"), "pinch_tally")


def pinch_tally(game, frame):
    leaders = frame.result
    if len(leaders) > 1 and game.don:
        return Call("tie", tie_break(game.don, leaders, "who is pinched"), "pinch_settled")
    if len(leaders) > 1:
        return game.FLOW.call(game, frame, "pick", lots(leaders, "there is no Don"), "pinch_settled")
    frame.result = leaders[0]
    return "pinch_settled"


def pinch_settled(game, frame):
    game.show = None   # (the loser is in frame.result)
    return "pinch_loser"


def pinch_loser(game, frame):
    loser, loc = frame.result, frame["loc"]
    frame["loser"] = loser
    game.emit("loser", f"{loser} loses the Show of Respect in {place_name(loc)}.",
              say("loser", player=loser, place=place_name(loc)), player=loser)
    return "pinch"


def ask_pinch(game, frame):
    loser, loc = frame["loser"], frame["loc"]
    weapons = [c for c in dict.fromkeys(game.hands[loser]) if FAVOR[c].type == "weapon"]
    actions = [act(loser, "weapon", c, None, loc) for c in weapons]
    actions += [act(loser, "pinch", None, m, loc) for m in game.family(loser, (loc,))]
    left = game.feds[loc]
    return Ask(loser, "pinch", actions,
                    lambda: f"{loser}: play a Weapon card on the {left} Feds, or choose a mobster to be pinched.")


def pinch(game, frame, a):
    game.put(a.target, "prison")
    name = game.mobsters[a.target].name
    game.emit("pinch", f"The Feds pinch {name}: off to the Prison.", say("pinch", mobster=name), mobster=a.target)
    return Done()


def weapon(game, frame, a):
    loser, loc = frame["loser"], frame["loc"]
    card = FAVOR[a.card]
    game.discard(loser, a.card)
    game.feds[loc] = max(0, game.feds[loc] - card.feds)
    left = game.feds[loc]
    game.emit("weapon", f"{loser} uses {a_an(card.name)}: {counted(card.feds, 'Fed')} removed, {left} left.",
              say("weapon", player=loser, card=a_an(card.name), removed=counted(card.feds, "Fed"),
                  place=place_name(loc), left=counted(left, "Fed")), player=loser, card=a.card)
    if left < SURROUNDED:
        game.emit("free", f"{cap(place_name(loc))} is no longer surrounded.", say("free", place=place_name(loc)))
        return Done()
    return "pinch"
