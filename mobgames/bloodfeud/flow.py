"""Blood Feud's flow as data, for the one runner in ``mobgames.core.flow``.

A turn is the four phases of ``phases.PHASE_LIST`` for the player whose turn it is, in the
board's order of players: Battle, Movement and Make Purchases are questions whose answers are
exactly the actions each phase allows (the phase's ``allows``); Factor Income and the end of the
turn are worked out by the rules. An attack is called from the Battle phase: the target is
chosen, groups join, then the strike (with the ``call_out`` option, both sides call out their
fire order first), and the battle's aftermath asks whoever it leaves a choice to. A request to
hand over a district, a ransom or an exchange interrupts whatever was asked until it is
answered; deals (payments, invitations, ...) may be made at any time by any player.

Each step is a function of the turn loop (``Turns``), its frame on the agenda and, for an answer,
the action; the action was checked by ``legal.check`` first, and ``turns.plan(action)`` gives
what that check worked out.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from operator import attrgetter

from ..core.chance import CHANCE, chance_decision, even
from ..core.decision import Decision
from ..core.flow import STAY, Auto, Call, Done, Flow, Frame, Question
from . import groups, kidnapping, negotiation
from .actions import OFFERS
from .actions import Action
from .aftermath import Aftermath
from .assassination import join_pending
from .battle import Battle, RollNeeded
from .income import factor_income
from .movement import do_move
from .narration import say
from .phases import BY_ID, PHASE_LIST, PHASE_NAMES
from .purchases import do_buy
from .vehicles import board_vehicle, leave_vehicle

ASKING = frozenset({"call_out", "aftermath", "answer"})   # steps whose question is ``(kind, who, value)`` in notes["ask"]
PIECE_TYPES = ("thug", "henchman", "hitman", "family", "boss")


# The phases -------------------------------------------------------------------------------------

def ask_phase(turns, frame) -> Decision:
    p, phase = turns.player, BY_ID[frame.step]
    return Decision(p, phase.decision, phase.prompt.format(p=p), {"phase": phase.id})


def say_phase(turns, phase: str) -> None:
    turns.phase = phase
    name = PHASE_NAMES[phase]
    turns.game.emit("phase", f"{turns.player}: {name} phase.", say("phase", player=turns.player, phase=name),
                    phase=phase)


def to_movement(turns, frame):
    say_phase(turns, "movement")
    return "income" if frame.get("ending") else "movement"


def income(turns, frame):
    """Leaving Movement factors the income at once (which may end the game by Incontestable Dominance)."""
    say_phase(turns, "income")
    turns.income = factor_income(turns.game, turns.player)
    if turns.over:
        return "end"
    say_phase(turns, "purchases")
    return "end" if frame.get("ending") else "purchases"


def end(turns, frame):
    """The turn ends: a dead Boss's family joins its new commander; the next player's turn begins."""
    game = turns.game
    join_pending(game)
    turns.check_last_boss()
    if turns.over:
        return "battle"   # (the runner stops: the game is over)
    frame.clear()
    game.next_turn()
    turns.phase = "battle"
    turns.income = None
    turns.turn_start = len(turns.history)
    turns.announce()
    return "battle"


AFTER = {"battle": "to_movement", "movement": "income", "purchases": "end"}   # next_phase from each phase


def next_phase(turns, frame, a):
    return AFTER[frame.step]


def end_turn(turns, frame, a):
    frame["ending"] = True   # the phases still to come are played through without asking
    return AFTER[frame.step]


def move(turns, frame, a):
    turns.last_result = do_move(turns.game, turns.plan(a))
    return STAY


def send(turns, frame, a):
    """A group sent as one: the steps its check worked out on a copy, done for real."""
    turns.last_result = groups.carry_out(turns.game, turns.plan(a))
    return STAY


def board(turns, frame, a):
    turns.plan(a)
    board_vehicle(turns.game, a.get("person"), a.get("vehicle"))
    return STAY


def leave(turns, frame, a):
    turns.plan(a)
    leave_vehicle(turns.game, a.get("person"))
    return STAY


def buy(turns, frame, a):
    turns.last_result = do_buy(turns.game, a.player, a.get("item"), *turns.plan(a))
    return STAY


def hand_over(turns, frame, a):
    """A request: the giver answers before anything changes hands."""
    turns.plan(a)
    asked = negotiation.ask_hand_over(turns.game, a.player, a.get("giver"), a.get("district"), a.get("stepper"))
    return Call("answer", {"ask": asked}, STAY)


def attack(turns, frame, a):
    return Call("assault", {"target": turns.plan(a), "joined": {}, "plan": None}, STAY)


# An attack: its groups join, then the strike ------------------------------------------------------

def ask_assault(turns, frame) -> Decision:
    p, target = turns.player, frame["target"]
    return Decision(p, "attack", f"{p}: attack {turns.game.board.space(target).name}. Choose the pieces that join the "
                                 "attack, then strike (or call it off).", {"target": target})


def join(turns, frame, a):
    frame["joined"] = turns.plan(a)
    if a.get("plan") is not None:
        frame["plan"] = a.get("plan")
    return STAY


def cancel(turns, frame, a):
    turns.plan(a)
    space = turns.game.board.space(frame["target"]).name
    turns.game.emit("cancel", f"{a.player} calls off the attack on {space}.", say("cancel", player=a.player, space=space))
    return Done()


def strike(turns, frame, a):
    plan = turns.plan(a)
    if turns.game.options.call_out:
        frame.clear()
        frame.update(plan=plan, orders={}, ask=("call_out", plan.player, types(plan.fighters)))
        return "call_out"
    frame.clear()
    return battle(turns, plan, frame)


def battle(turns, plan, frame):
    """The attack begins (its bribe, who attacks with what); then the battle, one die at a time."""
    Aftermath.open(turns.game, plan)
    frame.update(plan=plan, rolls=[], told=0)
    return "fight"


@dataclass
class Fight:
    """A battle being fought die by die (``turns.live_battle``, a cache: a restore drops it, and it
    is fought again from the frame's rolls): the generator, what it last gave, the rolls sent into
    it and the events it has made."""
    frame: Frame
    battle: Battle
    gen: Iterator
    item: object = None
    fed: int = 0
    made: int = 0


def fighting(turns, frame):
    """Fight on until the battle needs its next die (a chance decision) or is over. Each event is
    told once (``frame["told"]``); a battle a restore interrupted is fought again from its rolls."""
    rolls, fight = frame["rolls"], turns.live_battle
    if fight is None or fight.frame is not frame:
        plan = frame["plan"]
        battle = Battle(dict(plan.fighters), dict(plan.defence), plan.building, names=plan.names,
                        fire_order=plan.fire_order, asks=True)
        fight = turns.live_battle = Fight(frame, battle, battle.asking())
    log = turns.game.log
    try:
        while True:
            item = fight.item
            if isinstance(item, RollNeeded):
                if fight.fed == len(rolls):
                    frame["need"] = (item.shooter, item.need)
                    return "roll"
                fight.item = fight.gen.send(rolls[fight.fed])
                fight.fed += 1
                continue
            if item is not None:
                fight.made += 1
                if fight.made > frame["told"]:   # (events told before a restore are in the log already)
                    log.append(item)
                    frame["told"] = fight.made
            fight.item = next(fight.gen)
    except StopIteration:
        turns.live_battle = None
    frame.pop("need", None)
    turns.after = Aftermath.begin(turns.game, frame["plan"], fight.battle, opened=True)
    return "aftermath_next"


def ask_roll(turns, frame) -> Decision:
    shooter, need = frame["need"]
    return chance_decision("roll", lambda: f"Chance: {shooter} rolls a ten-sided die (a hit needs {need} or more).",
                           ROLLS, TENTHS, shooter=shooter, need=need)


def seeded_roll(turns, frame) -> Action:
    """The die a seeded game rolls: one roll of ten faces (what ``core.chance.pick`` rolls)."""
    return ROLLS[turns.dice.roll(10) - 1]


def rolled(turns, frame, a):
    frame["rolls"].append(a.get("value"))
    return "fight"


ROLLS = [Action.trusted(CHANCE, "roll", {"value": v}) for v in range(1, 11)]
TENTHS = even(ROLLS)


def types(force) -> tuple:
    return tuple(k for k in PIECE_TYPES if force.get(k))


def ask_asking(turns, frame) -> Decision:
    kind, who, value = frame["ask"]
    if kind == "answer":
        return Decision(who, kind, offer_prompt(who, value), {"offer": dict(value)})
    where = turns.game.board.space(turns.after.target if turns.after else frame["plan"].target).name
    # (each sentence is made only for its own kind: the values differ in type, a call-out's is
    # the tuple of piece types, the others' a number)
    if kind == "call_out":
        prompt = f"{who}: call out the order your pieces roll in, in the battle for {where}."
    elif kind == "step_in":
        prompt = (f"{who}: the attack on {where} is won. How many of the Helicopter's {value} passengers "
                  "step in? (The others fly on with it.)")
    elif kind == "premium":
        prompt = f"{who}: pay the ${value:,} premium to take {where} and its Corrupt Precinct?"
    else:
        prompt = (f"{who}: {value} of the losing side's Family Members fell. How many do you kidnap? "
                  "(The rest are killed.)")
    return Decision(who, kind, prompt, {"value": value})


def called(turns, frame, a):
    """The optional call-out rule: the attacker, then the defender, call out their fire order."""
    order, plan = turns.plan(a), frame["plan"]
    side = "attacker" if a.player == plan.player else "defender"
    frame["orders"][side] = list(order)
    if side == "attacker":
        frame["ask"] = ("call_out", plan.owners[0], types(plan.defence))
        return STAY
    plan.fire_order = dict(frame["orders"])
    frame.clear()
    return battle(turns, plan, frame)


def aftermath_next(turns, frame):
    """Carry the battle's aftermath on to its next decision, or to its end."""
    asked = turns.after.next(turns.game)
    if asked is None:
        turns.last_report, turns.after = turns.after.report, None
        return Done()
    frame["ask"] = asked
    return "aftermath"


def aftermath(turns, frame, a):
    turns.after.answer(turns.game, a.kind, turns.plan(a))
    return "aftermath_next"


# Requests, offers and deals ----------------------------------------------------------------------

def answer(turns, frame, a):
    accept, offer = turns.plan(a), frame["ask"][2]
    if offer["deal"] == "hand_over":
        turns.last_result = negotiation.settle_hand_over(turns.game, offer, accept)
    else:
        kidnapping.settle_offer(turns.game, offer, accept)
    return Done()


def offer(turns, frame, a):
    turns.plan(a)
    return Call("answer", {"ask": kidnapping.make_offer(turns.game, a.player, a.kind, a.args)}, STAY)


def _deal(fn, *keys):
    def carry_out(turns, frame, a):
        turns.plan(a)
        turns.last_result = fn(turns.game, a.player, *[a.get(k, d) for k, d in keys])
        return STAY
    return carry_out


def commandeer(turns, frame, a):
    turns.plan(a)
    turns.last_result = negotiation.commandeer(turns.game, a.player, a.get("guest"), a.get("district"),
                                               kill=a.get("kill", False))
    return STAY


DEALS = {
    "pay": _deal(negotiation.pay, ("payee", None), ("amount", None), ("note", "")),
    "kill_prisoner": _deal(kidnapping.kill_prisoner, ("colour", None), ("n", 1)),
    "invite": _deal(negotiation.invite, ("guest", None), ("district", None)),
    "uninvite": _deal(negotiation.uninvite, ("guest", None), ("district", None)),
    "commandeer": commandeer,
    "let_through": _deal(negotiation.let_through, ("mover", None)),
}


def offer_prompt(who: str, offer: dict) -> str:
    n, by = offer.get("n", 1), offer["by"]
    their = f"{n} of your {offer.get('colour')} Family Members"   # ("1 of your ... Members": plural after "of")
    if offer["deal"] == "hand_over":
        return (f"{who}: {by} asks you to hand over {offer['space']}: {by}'s {offer['piece']} steps in and takes it "
                "with everything you have there. Do you accept?")
    if offer["deal"] == "ransom":
        return f"{who}: {by} offers to release {their} for a ransom of ${offer['amount']:,}. Do you accept?"
    return (f"{who}: {by} offers to swap {n} {offer['colour']} prisoner{'s' if n > 1 else ''} for "
            f"{n} {offer['their_colour']} held by you. Do you accept?")


HANDLERS = {"move": move, "send": send, "board": board, "leave": leave, "hand_over": hand_over, "attack": attack,
            "next_phase": next_phase, "end_turn": end_turn, "buy": buy}   # each in-turn kind a phase may allow

FLOW = Flow({
    **{ph.id: Question(ask_phase, {kind: HANDLERS[kind] for kind in sorted(ph.allows)})
       for ph in PHASE_LIST if not ph.automatic},
    "to_movement": Auto(to_movement),
    "income": Auto(income),
    "end": Auto(end),
    "assault": Question(ask_assault, {"join": join, "strike": strike, "cancel": cancel}),
    "call_out": Question(ask_asking, {"call_out": called}),
    "fight": Auto(fighting),
    "roll": Question(ask_roll, {"roll": rolled}, seeded_roll),
    "aftermath_next": Auto(aftermath_next),
    "aftermath": Question(ask_asking, {"step_in": aftermath, "premium": aftermath, "captives": aftermath}),
    "answer": Question(ask_asking, {"answer": answer}),
}, anytime={**DEALS, **{kind: offer for kind in OFFERS}}, over=attrgetter("over"))
