"""Rules an independent audit found the engines breaking, each written as the rulebook puts it
(in our words) and played through the whole-game API. Every one of these failed before the fix.
The readings chosen where a rulebook is unclear are in ``mobgames/decisions.py``."""

from collections import Counter

import pytest

from mobgames.bloodfeud import Options, blank_game
from mobgames.bloodfeud.actions import Action
from mobgames.bloodfeud.turns import Turns
from mobgames.core.dice import ScriptedDice
from mobgames.core.errors import IllegalAction
from mobgames.familybusiness import Action as FBAction
from mobgames.familybusiness import new_game as fb_new_game


def turn_of(turns, name):
    while turns.player != name:
        turns.end_turn()
    return turns


def refused(turns, call, match):
    """``call`` is refused with ``match`` in its reason and the game is exactly as it was."""
    before = turns.to_json()
    with pytest.raises(IllegalAction, match=match):
        call()
    assert turns.to_json() == before


def moves_of(turns, piece):
    return [a for a in turns.legal_actions() if a.kind == "move" and a.get("piece") == piece]


# -- Blood Feud 1: hand-overs belong to the Battle and Movement phases -------------------------

def hand_over_position():
    """Ben leaves a Henchman alone in Woodhaven for Ana; Ana's Thug waits next door."""
    g = blank_game(["Ana", "Ben"])
    g.place("Ana", "boss", "howard_beach")
    thug = g.place("Ana", "thug", "richmond_hill")
    g.place("Ben", "boss", "jamaica")
    g.place("Ben", "henchman", "woodhaven")
    g.set_control("woodhaven", "Ben")
    return g, thug


def test_a_hand_over_happens_while_pieces_move_not_after_income_is_factored():
    g, thug = hand_over_position()
    turns = turn_of(Turns(g, ScriptedDice([])), "Ana")
    turns.next_phase()
    turns.next_phase()                       # Factor Income is done: Make Purchases
    assert turns.phase == "purchases"
    assert not [a for a in turns.legal_actions() if a.kind == "hand_over"]
    refused(turns, lambda: turns.hand_over("Ben", "Ana", "woodhaven", thug), "Battle or Movement phase")
    turns.undo_to(turns.turn_start)          # back in the Battle phase it may be done
    assert any(a.kind == "hand_over" for a in turns.legal_actions())
    taken = turns.hand_over("Ben", "Ana", "woodhaven", thug)
    assert g.control["woodhaven"] == "Ana" and all(g.units[p].owner == "Ana" for p in taken)


# -- Blood Feud 2: an unguarded district with a rival's precinct is taken for the premium ----------

def woodhaven(cash=1000):
    """Ben holds Woodhaven with a Corrupt Precinct and nobody there; Ana's Thug stands next door
    in Richmond Hill."""
    g = blank_game(["Ana", "Ben"])
    g.place("Ana", "boss", "howard_beach")
    thug = g.place("Ana", "thug", "richmond_hill")
    g.place("Ben", "boss", "cypress_hills")
    g.set_control("woodhaven", "Ben")
    g.set_building("woodhaven", "corrupt_precinct")
    g.cash["Ana"] = cash
    return g, thug, turn_of(Turns(g, ScriptedDice([])), "Ana")


def test_stepping_into_an_unguarded_precinct_district_and_paying_the_premium_takes_it():
    g, thug, turns = woodhaven()
    into = [a for a in moves_of(turns, thug) if a.get("route") == ("woodhaven",)]
    assert sorted(a.get("premium", 0) for a in into) == [0, 230]   # $100 more than the $130 it cost
    turns.apply(next(a for a in into if a.get("premium")))
    assert g.control["woodhaven"] == "Ana" and g.buildings["woodhaven"] == "corrupt_precinct"
    assert g.cash["Ana"] == 770 and g.precinct_price["woodhaven"] == 230
    assert "for a $230 premium" in g.narration()


def test_not_paying_leaves_the_district_and_its_precinct_with_their_holder():
    g, thug, turns = woodhaven()
    turns.apply(next(a for a in moves_of(turns, thug) if a.get("route") == ("woodhaven",) and not a.get("premium")))
    assert g.control["woodhaven"] == "Ben" and g.units[thug].space == "woodhaven" and g.cash["Ana"] == 1000


def test_the_premium_is_offered_only_to_a_player_who_can_pay_it():
    g, thug, turns = woodhaven(cash=200)
    assert [a.get("premium", 0) for a in moves_of(turns, thug) if a.get("route") == ("woodhaven",)] == [0]
    refused(turns, lambda: turns.apply(Action("Ana", "move", piece=thug, route=("woodhaven",), premium=230)),
            r"\$230 premium; Ana has \$200")


def test_an_attack_on_an_unguarded_precinct_district_points_to_the_move_and_its_premium():
    _g, thug, turns = woodhaven()
    refused(turns, lambda: turns.attack("woodhaven", {"richmond_hill": {"thug": 1}}, pay_premium=True),
            r"Nobody defends Woodhaven.*\$230 premium")


def test_a_wrong_premium_or_a_premium_where_none_is_due_is_refused():
    _g, thug, turns = woodhaven()
    refused(turns, lambda: turns.apply(Action("Ana", "move", piece=thug, route=("woodhaven",), premium=130)),
            r"premium to take Woodhaven is \$230")
    refused(turns, lambda: turns.apply(Action("Ana", "move", piece=thug, route=("kew_gardens",), premium=230)),
            "no premium to pay")


def test_a_guest_never_buys_his_hosts_district():
    g, thug, turns = woodhaven()
    turns.invite("Ben", "Ana", "woodhaven")
    assert [a.get("premium", 0) for a in moves_of(turns, thug) if a.get("route") == ("woodhaven",)] == [0]


def test_people_driven_in_pay_the_premium_as_walkers_do():
    g, _thug, _turns = woodhaven()
    limo = g.place("Ana", "limousine", "ozone_park", passengers=["henchman"])
    turns = turn_of(Turns(g, ScriptedDice([])), "Ana")
    paid = [a for a in moves_of(turns, limo) if a.get("route")[-1] == "woodhaven" and a.get("premium")]
    assert paid and paid[0].get("premium") == 230
    turns.apply(paid[0])
    assert g.control["woodhaven"] == "Ana" and g.cash["Ana"] == 770


# -- Blood Feud 4: only invited pieces are taken without a fight -----------------------------------

def battle_for_woodhaven(attackers, defender, precinct=False):
    """Ana's ``attackers`` in Richmond Hill, next to Ben's ``defender`` in Woodhaven (Ben's)."""
    g = blank_game(["Ana", "Ben"])
    g.place("Ana", "boss", "howard_beach")
    for kind in attackers:
        g.place("Ana", kind, "richmond_hill")
    g.place("Ben", "boss", "cypress_hills")
    g.place("Ben", defender, "woodhaven")
    g.set_control("woodhaven", "Ben")
    if precinct:
        g.set_building("woodhaven", "corrupt_precinct")
    g.cash["Ana"] = 1000
    return g


def test_pieces_left_after_a_battle_won_without_the_premium_cannot_be_commandeered():
    g = battle_for_woodhaven(["hitman", "hitman"], "thug", precinct=True)
    turns = turn_of(Turns(g, ScriptedDice([10, 10])), "Ana")   # the Hit Men's sneak attack kills the Thug
    report = turns.attack("woodhaven", {"richmond_hill": {"hitman": 2}}, pay_premium=False)
    assert report.result.outcome == "attacker" and g.control["woodhaven"] == "Ben"
    assert g.pieces["woodhaven"]["Ana"]["hitman"] == 2
    for kill in (True, False):
        refused(turns, lambda: turns.commandeer("Ben", "Ana", "woodhaven", kill=kill), "not there by Ben's invitation")
    assert not [a for a in turns.legal_actions("Ben") if a.kind == "commandeer"]


# -- Blood Feud 5: a gift never moves twice in one round -------------------------------------------

def gift_position(options=None):
    """Ana (first in the round) and Ben; Ben holds Woodhaven and invites Ana in; Ana's Henchman
    and Limousine stand next door."""
    g = blank_game(["Ana", "Ben"], options=options)
    g.place("Ana", "boss", "howard_beach")
    henchman = g.place("Ana", "henchman", "richmond_hill")
    limo = g.place("Ana", "limousine", "ozone_park")
    g.place("Ben", "boss", "cypress_hills")
    g.set_control("woodhaven", "Ben")
    turns = Turns(g, ScriptedDice([]))
    assert turns.player == "Ana" and g.round == 1
    turns.invite("Ben", "Ana", "woodhaven")
    return g, turns, henchman, limo


def test_the_receiver_takes_a_gift_at_the_end_of_his_own_turn_and_uses_it_next_round():
    g, turns, henchman, _limo = gift_position()
    turns.apply(next(a for a in moves_of(turns, henchman) if a.get("route")[-1] == "woodhaven"))
    refused(turns, lambda: turns.commandeer("Ben", "Ana", "woodhaven"), "end of his own turn")
    turns.end_turn()                                   # Ben's turn, still round 1
    turns.commandeer("Ben", "Ana", "woodhaven")
    assert g.units[henchman].owner == "Ben" and not moves_of(turns, henchman)
    turns.end_turn()
    turns.end_turn()                                   # round 2, Ben's turn again
    assert g.round == 2 and turns.player == "Ben" and moves_of(turns, henchman)


def test_vehicles_taken_by_betrayal_wait_for_the_next_round():
    g, turns, _henchman, limo = gift_position()
    turns.apply(next(a for a in moves_of(turns, limo) if a.get("route")[-1] == "woodhaven"))
    turns.commandeer("Ben", "Ana", "woodhaven", kill=True)    # at any time, even in Ana's turn
    turns.end_turn()
    assert turns.player == "Ben" and g.units[limo].owner == "Ben" and not moves_of(turns, limo)
    turns.end_turn()
    turns.end_turn()
    assert turns.player == "Ben" and moves_of(turns, limo)


def test_the_literal_reading_lets_acquired_pieces_act_in_the_next_turn():
    g, turns, _henchman, limo = gift_position(Options(acquired_wait="turn"))
    turns.apply(next(a for a in moves_of(turns, limo) if a.get("route")[-1] == "woodhaven"))
    turns.commandeer("Ben", "Ana", "woodhaven", kill=True)
    turns.end_turn()
    assert turns.player == "Ben" and moves_of(turns, limo)


# -- Blood Feud 6: the winner decides the fate of the fallen Family Members ------------------------

def test_when_the_defender_wins_he_decides_whether_the_fallen_are_kidnapped_or_killed():
    g = battle_for_woodhaven(["family"], "henchman")
    # The Family Member misses, the Henchman hits, the wounded Family Member's parting shot misses.
    turns = turn_of(Turns(g, ScriptedDice([1, 10, 1])), "Ana")
    report = turns.attack("woodhaven", {"richmond_hill": {"family": 1}}, captives="kill")
    assert report.result.outcome == "defender"
    d = turns.decision
    assert (d.player, d.kind) == ("Ben", "captives") and "kidnap" in d.prompt
    refused(turns, lambda: turns.apply(Action("Ana", "captives", kidnap=0)), "until Ben decides")
    turns.apply(Action("Ben", "captives", kidnap=1))
    assert g.prisoners["Ben"][g.player("Ana").colour] == 1 and "Ben kidnaps 1 fallen Family Member" in g.narration()


# -- Blood Feud 3: pieces placed with a Boss never stand on the water -----------------------------

WATER = "upper_bay_sunset_park"


def boss_afloat(seats_taken=0, options=None, cash=1000):
    """Ana's Boss rides a Speedboat out on the water (five seats), with ``seats_taken`` Thugs
    aboard besides him; Ben's Boss is ashore."""
    g = blank_game(["Ana", "Ben"], options=options)
    boat = g.place("Ana", "speedboat", WATER, passengers=["boss"] + ["thug"] * seats_taken)
    g.place("Ben", "boss", "cypress_hills")
    g.cash["Ana"] = cash
    return g, boat


def purchases(g):
    turns = turn_of(Turns(g, ScriptedDice([])), "Ana")
    turns.next_phase()
    turns.next_phase()
    assert turns.phase == "purchases"
    return turns


def test_purchases_go_in_the_bosss_city_district_so_none_go_with_a_boss_afloat():
    g, _boat = boss_afloat()
    turns = purchases(g)
    assert not [a for a in turns.legal_actions() if a.kind == "buy" and a.get("item") == "thug"]
    refused(turns, lambda: turns.buy("thug"), "Ana's Boss is out on the water")


def test_purchases_go_with_a_boss_in_a_park_only_with_the_with_boss_reading():
    for placement, placed in (("district", False), ("with_boss", True)):
        g = blank_game(["Ana", "Ben"], options=Options(placement=placement))
        g.place("Ana", "boss", "central_park")
        g.place("Ben", "boss", "cypress_hills")
        g.cash["Ana"] = 1000
        turns = purchases(g)
        if placed:
            pid = turns.buy("thug")
            assert g.units[pid].space == "central_park"
        else:
            refused(turns, lambda: turns.buy("thug"), "Central Park, a park")


def test_with_the_with_boss_reading_people_join_a_boss_afloat_aboard_while_seats_last():
    g, boat = boss_afloat(seats_taken=3, options=Options(placement="with_boss"))
    turns = purchases(g)
    pid = turns.buy("thug")                       # the fifth seat
    assert g.units[pid].carrier == boat and g.units[pid].space == WATER
    refused(turns, lambda: turns.buy("thug"), "no free seats")
    refused(turns, lambda: turns.buy("limousine"), "cannot be placed out on the water")


def test_a_ransomed_family_member_rejoins_a_boss_afloat_aboard_his_boat_or_waits():
    g, boat = boss_afloat(seats_taken=4)            # the boat is full
    colour = g.player("Ana").colour
    g.prisoners["Ben"][colour] = 1
    turns = Turns(g, ScriptedDice([]))
    refused(turns, lambda: turns.ransom("Ben", colour, 100), "no free seats")
    g2, boat2 = boss_afloat(seats_taken=3)           # one seat free
    g2.prisoners["Ben"][colour] = 1
    turns = Turns(g2, ScriptedDice([]))
    turns.ransom("Ben", colour, 100)
    turns.answer("Ana", accept=True)
    member = next(u for u in g2.units.values() if u.kind == "family")
    assert member.carrier == boat2 and member.space == WATER
    assert member.id in g2.held                      # back in play: it acts from the next round


def test_a_dead_rivals_family_joins_a_boss_afloat_as_seats_allow_and_the_rest_later():
    g, boat = boss_afloat(seats_taken=3)            # one seat left
    g.pending["Ana"] = Counter({g.player("Ben").colour: 2})
    turns = turn_of(Turns(g, ScriptedDice([])), "Ana")
    turns.end_turn()
    aboard = [u for u in g.units.values() if u.kind == "family"]
    assert len(aboard) == 1 and aboard[0].carrier == boat and sum(g.pending["Ana"].values()) == 1
    assert "Waiting to join Ana's Boss: 1 Red Family Member." in g.narration()


# -- Family Business 8: a player whose last mobster is turned out is out at once --------------------

def last_mobsters(players=("Ana", "Ben"), left=None, options=None):
    """Everyone's mobsters dead but ``left[player]`` of them (one each by default); Ana holds a
    Turncoat and it is her turn."""
    g = fb_new_game(list(players), seed=1, options=options)
    left = left or {p: 1 for p in players}
    dead = [m for p in players for m in g.in_front(p)[left[p]:]]
    g.arrange(hands={"Ana": ["turncoat"], "Ben": ["intrigue"]}, deck=["contract"] * 6, dead=dead, turn="Ana")
    return g


def fb_choose(g, player, option):
    g.apply(FBAction(player, "choose", target=option))


def test_a_turncoat_that_takes_a_players_last_mobster_puts_him_out_and_can_end_the_game():
    g = last_mobsters()
    own = g.alive("Ana")[0]
    g.apply(FBAction("Ana", "play", "turncoat"))
    assert set(g.decision.info["options"]) == set(g.alive("Ana") + g.alive("Ben"))   # one each: a tie
    fb_choose(g, "Ana", own)
    fb_choose(g, "Ana", g.dead[0])
    assert set(g.decision.info["options"]) == {"Ana", "Ben"}   # counted as the card is played: still a tie
    fb_choose(g, "Ana", "Ben")
    assert "Ana" in g.eliminated and g.is_over and g.winners == ["Ben"] and g.decision is None
    assert "Ana has no mobsters left and is out" in g.narration()


def test_a_turncoat_player_may_bring_the_mobster_back_to_herself_in_a_tie():
    g = last_mobsters()
    g.apply(FBAction("Ana", "play", "turncoat"))
    fb_choose(g, "Ana", g.alive("Ana")[0])
    fb_choose(g, "Ana", g.dead[0])
    fb_choose(g, "Ana", "Ana")
    assert not g.eliminated and len(g.alive("Ana")) == len(g.alive("Ben")) == 1 and not g.is_over


def test_with_the_after_reading_the_fewest_are_counted_once_the_mobster_has_gone():
    g = last_mobsters(("Ana", "Ben", "Cid"), {"Ana": 1, "Ben": 1, "Cid": 2}, options={"turncoat": "after"})
    g.apply(FBAction("Ana", "play", "turncoat"))
    assert set(g.decision.info["options"]) == set(g.alive("Cid"))   # the most mobsters: Cid's
    fb_choose(g, "Ana", g.alive("Cid")[0])
    fb_choose(g, "Ana", g.dead[0])
    assert set(g.decision.info["options"]) == {"Ana", "Ben", "Cid"}   # Cid is down to one as well
    g = last_mobsters(options={"turncoat": "after"})
    g.apply(FBAction("Ana", "play", "turncoat"))
    fb_choose(g, "Ana", g.alive("Ana")[0])
    fb_choose(g, "Ana", g.dead[0])
    assert g.decision.info["options"] == ["Ben"]   # Ana, with none left, is out: only Ben can have him


def test_a_district_changes_hands_only_when_its_holder_says_yes():
    """A hand-over is a deal: the receiver asks, and the giver answers before anything changes
    hands (stepping into a rival's district against his will is an attack, not a hand-over)."""
    g, thug = hand_over_position()
    turns = turn_of(Turns(g, ScriptedDice([])), "Ana")
    ask = next(a for a in turns.legal_actions() if a.kind == "hand_over")
    turns.apply(ask)
    d = turns.decision
    assert (d.player, d.kind) == ("Ben", "answer") and "hand over Woodhaven" in d.prompt
    assert g.control["woodhaven"] == "Ben" and g.units[thug].space == "richmond_hill"
    assert "Ben" in str(turns.log[-1]) and turns.log[-1].simple == "Ana asks Ben for Woodhaven."
    turns.apply(Action("Ben", "answer", accept=False))
    assert g.control["woodhaven"] == "Ben" and g.units[thug].space == "richmond_hill"
    assert turns.decision.player == "Ana" and "turns down" in turns.log[-1].full
    turns.apply(ask)
    turns.apply(Action("Ben", "answer", accept=True))
    assert g.control["woodhaven"] == "Ana" and g.units[thug].space == "woodhaven"


def test_a_computer_player_never_gives_a_district_away():
    from mobgames.bloodfeud.bots import bot

    g, _ = hand_over_position()
    turns = turn_of(Turns(g, ScriptedDice([])), "Ana")
    turns.apply(next(a for a in turns.legal_actions() if a.kind == "hand_over"))
    for level in ("learner", "fair", "strong"):
        assert bot(level, seed=1).choose(turns.view("Ben")) == Action("Ben", "answer", accept=False)
