"""Mob Ties's flow as data, for the one runner in ``mobgames.core.flow``: the set-up placement,
then round after round the seven phases in order (``ROUND``: each with whether round one plays
it; Business and Movement are part of the set-up in round one), every step and the question it
asks (``FLOW``), and the deals and offers any player may make at any time.

Steps that nest are called with their notes and give back an answer: a Show of Respect
(``show``: the leaders), a tie-break (``tie``: the one chosen), a racket tie (``split``),
Armed Robbery (``robbery``: the robber, or False), an attack (``attack``), drawing two Favor
Cards to keep one (``draw_keep``) and the surrounded locations of the Feds phase (``surround``).
"""

from __future__ import annotations

from operator import attrgetter
from typing import NamedTuple

from ..core.flow import ROUND as NEXT_PHASE, STAY, Auto, Done, Flow, Phase, Question
from . import attacks, business, election, feds, heat, luck, offers, voting
from .action import act
from .ask import Ask
from .cards import BOARD, KINDS, place_name
from .luck import draw_favors, lots
from .narration import say
from .rules import MAIN, QUIET_ROUNDS

__all__ = ["Ask", "ROUND", "PHASES", "START", "FLOW"]


class RoundPhase(NamedTuple):
    name: str
    in_round_one: bool    # False: round one skips it


ROUND = (RoundPhase("election", True), RoundPhase("business", False), RoundPhase("movement", False),
         RoundPhase("feds", True), RoundPhase("action", True), RoundPhase("bail", True), RoundPhase("heat", True))
PHASES = tuple(p.name for p in ROUND)
START = {p.name: i for i, p in enumerate(ROUND)}


# The set-up: from the first placer clockwise, one mobster each, until all five are placed in the six
# locations (never the Streets).

def deal(game, frame):
    """The deal: Favor Cards round the table one at a time (each a chance decision), then lots
    drawn for who places first."""
    players, dealt = game.players, frame.get("dealt", 0)
    if game.drawn:   # (the card just drawn goes to the player it was dealt to)
        game.hands[players[(dealt - 1) % len(players)]] += game.drawn
        game.drawn = []
    if dealt < BOARD["favor_cards_dealt"][str(len(players))] * len(players):
        frame["dealt"] = dealt + 1
        return draw_favors(game, frame, 1, players[dealt % len(players)], STAY)
    return game.FLOW.call(game, frame, "pick", lots(players), "first_placed")


def first_placed(game, frame):
    game.first_placer = frame.result
    game.announce_setup()
    return "setup" if frame["place"] else Done()


def setup(game, frame):
    game.begin_phase("setup", announce=False)
    frame["placed"] = 0
    return "place"


def ask_place(game, frame):
    order = game.order
    p = order[frame["placed"] % len(order)]
    rooms = [loc for loc in MAIN if game.has_room(loc)]
    return Ask(p, "place", [act(p, "place", None, m, loc) for m in game.family(p, ("supply",)) for loc in rooms],
                    lambda: f"{p}: place a mobster in one of the six locations.")


def place(game, frame, a):
    p = a.player
    game.put(a.target, a.where)
    game.last_placer = p
    kind, where = KINDS[game.mobsters[a.target].kind].name, place_name(a.where)
    game.emit("place", f"{p} places the {kind} in {where}.", say("place", player=p, kind=kind, place=where),
              mobster=a.target, where=a.where)
    frame["placed"] += 1
    if frame["placed"] < len(KINDS) * len(game.order):
        return "place"
    game.start_counting()
    frame.clear()
    return NEXT_PHASE


def _end_round(game) -> bool:
    if game.end_round() < QUIET_ROUNDS:
        return False
    heat.finish(game, f"Nobody has had anything to decide for {QUIET_ROUNDS} rounds, so the game ends.",
                say("heat.quiet", rounds=QUIET_ROUNDS))   # (a backstop: nobody has had a choice for many rounds)
    return True


def _in_round_one(game) -> bool:
    return game.round == 1


FLOW = Flow({
    "deal": Auto(deal),
    "first_placed": Auto(first_placed),
    "setup": Auto(setup),
    "place": Question(ask_place, {"place": place}),
    # Phase one: the Election
    "election": Auto(election.election),
    "election_tally": Auto(election.tally),
    "elected": Auto(election.elected),
    "dons_cards": Auto(election.dons_cards),
    "dons_drawn": Auto(election.dons_drawn),
    "don_keep": Question(election.ask_keep, {"keep": election.keep}),
    "don_give": Question(election.ask_give, {"give": election.give}),
    # Phase two: Business
    "business": Auto(business.business),
    "racket": Auto(business.racket),
    "racket_tally": Auto(business.tally),
    "racket_won": Auto(business.won),
    "diner": Question(business.ask_diner, {"collect": business.collect, "bribe": business.bribe}),
    "racket_paid": Auto(business.paid),
    "split": Question(business.ask_split, {"agree": business.agree, "refuse": business.refuse}),
    "robbery": Auto(business.robbery),
    "rob": Question(business.ask_rob, {"rob": business.rob, "pass": business.rob_pass}),
    "robbed": Question(business.ask_robbed, {"forfeit": business.forfeit, "fight": business.fight}),
    "robbed_done": Auto(business.robbed_done),
    "buying": Auto(business.buying),
    "buy": Question(business.ask_buy, {"buy": business.buy, "swap": business.swap, "done": business.done}),
    "peek": Auto(business.peek),
    "peeked": Auto(business.peeked),
    "draw_keep": Auto(business.draw_keep),
    "draw_kept": Auto(business.draw_kept),
    "keep": Question(business.ask_keep, {"keep": business.keep}),
    # Phase three: Movement
    "movement": Auto(feds.movement),
    "mover": Auto(feds.mover),
    "move": Question(feds.ask_move, {"move": feds.move}),
    # Phase four: the Feds
    "feds": Auto(feds.feds),
    "fed_cards": Auto(feds.fed_cards),
    "fed_card": Auto(feds.fed_card),
    "raid_picked": Auto(feds.raid_picked),
    "raid": Question(feds.ask_raid, {"raid": feds.choose_raid}),
    "surrounded": Auto(feds.each_surrounded),
    "surround": Auto(feds.surround),
    "pinch_tally": Auto(feds.pinch_tally),
    "pinch_settled": Auto(feds.pinch_settled),
    "pinch_loser": Auto(feds.pinch_loser),
    "pinch": Question(feds.ask_pinch, {"pinch": feds.pinch, "weapon": feds.weapon}),
    # Phase five: Action
    "action": Auto(attacks.action),
    "actor": Auto(attacks.actor),
    "act": Question(attacks.ask_act, {"pass": attacks.pass_turn, "drive": attacks.drive_answer,
                                      "attack": attacks.attack_answer, "play": attacks.play}),
    "drive_by": Auto(attacks.drive_by),
    "attack": Auto(attacks.attack),
    "defend": Question(attacks.ask_defend, {"defend": attacks.defend, "take": attacks.take}),
    "bullet": Auto(attacks.bullet),
    "sacrifice": Question(attacks.ask_sacrifice, {"sacrifice": attacks.sacrifice}),
    # Phases six and seven: Bail and the Heat
    "bail": Auto(heat.bail),
    "bailer": Auto(heat.bailer),
    "bail_pay": Question(heat.ask_bail, {"bail": heat.pay_bail, "done": heat.bail_done}),
    "heat": Auto(heat.heat_phase),
    # A Show of Respect and its tie-break (called by the Election, Business and the Feds)
    "show": Auto(voting.show_of_respect),
    "vote": Question(voting.ask_vote, {"vote": voting.vote}),
    "tie": Question(voting.ask_tie, {"tie": voting.tie}),
    # Chance: a Favor Card, a Fed card, lots drawn (luck.py)
    "favor": Auto(luck.favor),
    "favor_card": Question(luck.ask_favor, {"draw": luck.favor_drawn}, luck.top_favor),
    "fed": Question(luck.ask_fed, {"fed": luck.fed_drawn}, luck.top_fed),
    "pick": Question(luck.ask_pick, {"pick": luck.picked}, luck.rolled_lot),
    # An offer waits for its answer before anything else happens
    "answer": Question(offers.ask_answer, {"answer": offers.answer}),
}, phases=tuple(Phase(p.name, p.name, None if p.in_round_one else _in_round_one) for p in ROUND),
    begin_phase=lambda game, phase: game.begin_phase(phase.name),
    end_round=_end_round,
    anytime={"deal": offers.deal, "offer": offers.offer_made},
    over=attrgetter("over"))
