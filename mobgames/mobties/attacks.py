"""Phase five, Action: from the Don clockwise (backwards after Turn the Tables) each player plays
Favor Cards and may use the Driver's special move once. An attack can be answered with one
Defense Card of its level or higher (never in the Prison); otherwise the defender chooses who
takes the bullet. Armed Robbery's fight (Business) is an attack too."""

from __future__ import annotations

from .action import act
from .board import driver_moves
from ..core.text import a_an
from .cards import BOARD, FAVOR, KINDS, place_name
from .narration import say
from .rules import ON_BOARD

PRISON_ONLY = ("prison",)


def action(game):
    order = game.order[::-1] if game.reversed else game.order
    for p in order:
        drove = False
        while True:
            actions = action_choices(game, p, drove)
            if len(actions) == 1:
                break   # only "pass" is left
            a = yield game.ask(p, "act", actions, lambda p=p: f"{p}: play Favor Cards, use the Driver, or pass.")
            if a.kind == "pass":
                break
            if a.kind == "drive":
                drove = True
                drive(game, a)
            elif a.kind == "attack":
                game.discard(p, a.card)
                card = FAVOR[a.card]
                where, named = place_name(a.where), card_name(a.card)
                game.emit("play", f"{p} attacks {a.target} in {where} with {named} (level {card.level}).",
                          say("play.attack", player=p, target=a.target, place=where, card=named, level=card.level),
                          player=p, card=a.card)
                yield from attack(game, p, a.target, a.where, card.level, a.card)
            elif a.card == "drive_by":
                game.discard(p, a.card)
                named = card_name(a.card)
                game.emit("play", f"{p} plays {named}: every other family's mobster in the Streets is attacked.",
                          say("play.drive_by", player=p, card=named), player=p, card=a.card)
                mobsters = game.mobsters
                for m in [m for m in game.at("streets") if mobsters[m].owner != p]:
                    yield from attack(game, p, mobsters[m].owner, "streets", 1, "drive_by", victim=m)
            elif a.card == "tony_goldstein":
                game.discard(p, a.card)
                game.put(a.target, "streets")
                named, freed = card_name(a.card), game.mobsters[a.target].name
                game.emit("play", f"{p} plays {named}: {freed} walks out of the Prison into the Streets.",
                          say("play.tony", player=p, card=named, mobster=freed), player=p, card=a.card, mobster=a.target)
        game.emit("pass", f"{p} ends the action turn.", say("pass", player=p), player=p)


def card_name(card: str) -> str:
    """A Favor Card as the narration names it, with its article: "a Car Bomb card"."""
    return a_an(f"{FAVOR[card].name} card")


def action_choices(game, p: str, drove: bool = False) -> list:
    """What ``p`` may do in his action turn: attacks from where he has a mobster able to use the
    card, Drive-by, Tony Goldstein, the Driver's move (once), or pass."""
    hand = dict.fromkeys(game.hands[p])
    out = []
    mine = None
    for c in hand:
        card = FAVOR[c]
        if card.attacks:
            if mine is None:
                mine = game.kinds_by_place(p)
            ctype = card.type
            for loc in (PRISON_ONLY if card.where == "prison" else ON_BOARD):
                kinds = mine.get(loc)
                if not kinds or not any(ctype in KINDS[k].uses for k in kinds):
                    continue
                out += [act(p, "attack", c, o, loc) for o in game.owners_at(loc) if o != p]
        elif c == "drive_by":
            mobsters = game.mobsters
            if any(mobsters[m].owner != p for m in game.placed("streets")):
                out.append(act(p, "play", c))
        elif c == "tony_goldstein":
            out += [act(p, "play", c, m) for m in game.family(p, PRISON_ONLY)]
    if not drove:
        out += drive_choices(game, p)
    out.append(act(p, "pass"))
    return out


def drive_choices(game, p: str) -> list:
    """The Driver's special move: to the Streets, or from the Streets to a location with room,
    alone or with one passenger from the same place."""
    driver = game.driver_of(p)
    frm = game.where.get(driver)
    if frm not in ON_BOARD:
        return []
    riders = [None] + [m for m in game.family(p, (frm,)) if m != driver]
    # The board graph's driver edges: each location to the Streets and back.
    dests = driver_moves(game.options.order, frm)
    return [act(p, "drive", None, r, loc) for r in riders for loc in dests if game.has_room(loc, 2 if r else 1)]


def drive(game, a) -> None:
    driver = game.driver_of(a.player)
    frm = game.where[driver]
    game.put(driver, a.where)
    if a.target:
        game.put(a.target, a.where)
    kind = KINDS[game.mobsters[a.target].kind].name if a.target else None
    who = f"the Driver and the {kind}" if a.target else "the Driver"
    start, end = place_name(frm), place_name(a.where)
    simple = (say("drive.with", player=a.player, kind=kind, start=start, end=end) if kind
              else say("drive.alone", player=a.player, start=start, end=end))
    game.emit("drive", f"{a.player} drives {who} from {start} to {end}.", simple, player=a.player, where=a.where)


def attack(game, attacker: str, defender: str, loc: str, level: int, card: str, victim: str | None = None):
    """One attack: the defender may answer with one Defense Card of the same level or higher
    (not in the Prison); otherwise he chooses which of his mobsters there takes the bullet."""
    if not game.family(defender, (loc,)) or (victim and game.where[victim] != loc):
        game.emit("miss", f"{defender} has nobody left in {place_name(loc)}.",
                  say("miss", player=defender, place=place_name(loc)))
        return
    if loc != "prison":
        defences = [c for c in dict.fromkeys(game.hands[defender])
                    if FAVOR[c].type == "defense" and FAVOR[c].level >= level]
        if defences:
            actions = [act(defender, "defend", c, None, loc) for c in defences] + [act(defender, "take", where=loc)]
            whom = game.mobsters[victim].name if victim else f"your family in {place_name(loc)}"
            a = yield game.ask(defender, "defend", actions,
                               lambda: f"{defender}: a level {level} attack on {whom}. Play a Defense card of level "
                                       f"{level} or more?")
            if a.kind == "defend":
                game.discard(defender, a.card)
                named, level = card_name(a.card), FAVOR[a.card].level
                game.emit("defend", f"{defender} defends with {named} (level {level}).",
                          say("defend", player=defender, card=named, level=level), player=defender, card=a.card)
                return
    if victim is None:
        mine = game.family(defender, (loc,))
        victim = mine[0]
        if len(mine) > 1:
            a = yield game.ask(defender, "sacrifice", [act(defender, "sacrifice", None, m, loc) for m in mine],
                               lambda: f"{defender}: choose which of your mobsters in {place_name(loc)} takes the bullet.")
            victim = a.target
    game.put(victim, "morgue")
    name = game.mobsters[victim].name
    game.emit("kill", f"{name} is killed and goes to the Morgue.", say("kill", mobster=name), mobster=victim, by=attacker)
    if game.round == 1 and not game.first_blood:
        game.first_blood = True
        bonus = BOARD["first_blood_bonus"]
        game.pay(attacker, bonus, f"First Blood: {attacker} earns a ${bonus}k bonus.",
                 say("cash.first_blood", player=attacker, amount=bonus))
