"""Phase five, Action: from the Don clockwise (backwards after Turn the Tables) each player plays
Favor Cards and may use the Driver's special move once. An attack can be answered with one
Defense Card of its level or higher (never in the Prison); otherwise the defender chooses who
takes the bullet. Armed Robbery's fight (Business) is an attack too. Steps of the flow
(``flow.FLOW``)."""

from __future__ import annotations

from ..core.flow import Call, Done
from .action import act
from .ask import Ask
from .board import driver_moves
from ..core.text import a_an
from .cards import BOARD, FAVOR, KINDS, place_name
from .narration import say
from .rules import ON_BOARD

PRISON_ONLY = ("prison",)


def action(game, frame):
    frame.update(order=game.order[::-1] if game.reversed else game.order, i=0, drove=False)
    return "actor"


def actor(game, frame):
    """The next player with something to do besides passing is asked; the others pass."""
    order = frame["order"]
    while frame["i"] < len(order):
        p = order[frame["i"]]
        choices = action_choices(game, p, frame["drove"])
        if len(choices) > 1:
            frame.ready = choices
            return "act"
        end_turn(game, frame, p)
    return Done()


def end_turn(game, frame, p: str) -> None:
    game.emit("pass", f"{p} ends the action turn.", say("pass", player=p), player=p)
    frame["i"] += 1
    frame["drove"] = False


def ask_act(game, frame):
    p = frame["order"][frame["i"]]
    return Ask(p, "act", frame.take_ready() or action_choices(game, p, frame["drove"]),
                    lambda: f"{p}: play Favor Cards, use the Driver, or pass.")


def pass_turn(game, frame, a):
    end_turn(game, frame, a.player)
    return "actor"


def drive_answer(game, frame, a):
    frame["drove"] = True
    drive(game, a)
    return "actor"


def attack_answer(game, frame, a):
    p = a.player
    game.discard(p, a.card)
    card = FAVOR[a.card]
    where, named = place_name(a.where), card_name(a.card)
    game.emit("play", f"{p} attacks {a.target} in {where} with {named} (level {card.level}).",
              say("play.attack", player=p, target=a.target, place=where, card=named, level=card.level),
              player=p, card=a.card)
    return Call("attack", attack_notes(p, a.target, a.where, card.level, a.card), "actor")


def play(game, frame, a):
    p = a.player
    game.discard(p, a.card)
    named = card_name(a.card)
    if a.card == "drive_by":
        game.emit("play", f"{p} plays {named}: every other family's mobster in the Streets is attacked.",
                  say("play.drive_by", player=p, card=named), player=p, card=a.card)
        mobsters = game.mobsters
        frame["victims"] = [m for m in game.at("streets") if mobsters[m].owner != p]
        return "drive_by"
    game.put(a.target, "streets")   # Tony Goldstein
    freed = game.mobsters[a.target].name
    game.emit("play", f"{p} plays {named}: {freed} walks out of the Prison into the Streets.",
              say("play.tony", player=p, card=named, mobster=freed), player=p, card=a.card, mobster=a.target)
    return "actor"


def drive_by(game, frame):
    """Each other family's mobster in the Streets, one attack each."""
    if frame["victims"]:
        m = frame["victims"].pop(0)
        p = frame["order"][frame["i"]]
        return Call("attack", attack_notes(p, game.mobsters[m].owner, "streets", 1, "drive_by", m), "drive_by")
    return "actor"


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


def attack_notes(attacker: str, defender: str, loc: str, level: int, card: str, victim: str | None = None) -> dict:
    """The notes an ``attack`` step is called with."""
    return {"attacker": attacker, "defender": defender, "loc": loc, "level": level, "card": card, "victim": victim}


def attack(game, frame):
    """One attack: the defender may answer with one Defense Card of the same level or higher
    (not in the Prison); otherwise he chooses which of his mobsters there takes the bullet."""
    defender, loc, victim = frame["defender"], frame["loc"], frame["victim"]
    if not game.family(defender, (loc,)) or (victim and game.where[victim] != loc):
        game.emit("miss", f"{defender} has nobody left in {place_name(loc)}.",
                  say("miss", player=defender, place=place_name(loc)))
        return Done()
    if loc != "prison" and defences(game, defender, frame["level"]):
        return "defend"
    return "bullet"


def defences(game, defender: str, level: int) -> list[str]:
    return [c for c in dict.fromkeys(game.hands[defender]) if FAVOR[c].type == "defense" and FAVOR[c].level >= level]


def ask_defend(game, frame):
    defender, loc, victim, level = frame["defender"], frame["loc"], frame["victim"], frame["level"]
    actions = [act(defender, "defend", c, None, loc) for c in defences(game, defender, level)]
    actions.append(act(defender, "take", where=loc))
    whom = game.mobsters[victim].name if victim else f"your family in {place_name(loc)}"
    return Ask(defender, "defend", actions,
                    lambda: f"{defender}: a level {level} attack on {whom}. Play a Defense card of level {level} or more?")


def defend(game, frame, a):
    defender = a.player
    game.discard(defender, a.card)
    named, level = card_name(a.card), FAVOR[a.card].level
    game.emit("defend", f"{defender} defends with {named} (level {level}).",
              say("defend", player=defender, card=named, level=level), player=defender, card=a.card)
    return Done()


def take(game, frame, a):
    return "bullet"


def bullet(game, frame):
    """Who takes the bullet: the victim named, the only mobster there, or the defender's choice."""
    victim = frame["victim"]
    if victim is None:
        mine = game.family(frame["defender"], (frame["loc"],))
        if len(mine) > 1:
            return "sacrifice"
        victim = mine[0]
    return kill(game, frame, victim)


def ask_sacrifice(game, frame):
    defender, loc = frame["defender"], frame["loc"]
    return Ask(defender, "sacrifice", [act(defender, "sacrifice", None, m, loc) for m in game.family(defender, (loc,))],
                    lambda: f"{defender}: choose which of your mobsters in {place_name(loc)} takes the bullet.")


def sacrifice(game, frame, a):
    return kill(game, frame, a.target)


def kill(game, frame, victim: str):
    attacker = frame["attacker"]
    game.put(victim, "morgue")
    name = game.mobsters[victim].name
    game.emit("kill", f"{name} is killed and goes to the Morgue.", say("kill", mobster=name), mobster=victim, by=attacker)
    if game.round == 1 and not game.first_blood:
        game.first_blood = True
        bonus = BOARD["first_blood_bonus"]
        game.pay(attacker, bonus, f"First Blood: {attacker} earns {a_an(f'${bonus}k')} bonus.",
                 say("cash.first_blood", player=attacker, amount=bonus))
    return Done()
