"""Attacking a space in a game: the battle's three outcomes and what each does to the position."""

import copy

import pytest

from mobgames.bloodfeud import attack, new_game, premium
from mobgames.core import IllegalAction, MobgamesError
from mobgames.dice import ScriptedDice

EX1 = [7, 6, 9, 8, 7]
EX2 = [4, 7, 3, 4, 5, 2, 7, 9, 5, 7, 9, 2]


def position(defender_pieces, building=None, cash=100):
    g = new_game(["Ana", "Ben"], seed=1, colours={"Ana": "Red", "Ben": "Blue"})
    g.arrange("Ana", pieces={"howard_beach": {"henchman": 2, "hitman": 2, "thug": 1, "limousine": 1},
                             "ozone_park": {"boss": 1}}, control=["howard_beach", "ozone_park"])
    g.arrange("Ben", pieces={"east_new_york": defender_pieces, "elizabeth": {"boss": 1}},
              control=["east_new_york", "elizabeth"],
              buildings={"east_new_york": building} if building else None)
    g.cash["Ana"] = cash
    return g


def snapshot(g):
    return copy.deepcopy((g.pieces, g.control, g.cash, g.prisoners, g.buildings))


def test_rulebook_battle_1_on_the_board_bloodbath_in_a_precinct():
    g = position({"thug": 1, "henchman": 1}, building="corrupt_precinct")
    r = attack(g, "Ana", "east_new_york", {"howard_beach": {"henchman": 2, "limousine": 1}}, dice=ScriptedDice(EX1))
    assert r.result.outcome == "bloodbath" and r.bribe_paid == 50 and g.cash["Ana"] == 50
    assert g.control["east_new_york"] == "Ben"                      # stays with the defender
    assert "east_new_york" not in g.pieces                          # everybody died
    assert r.destroyed_vehicles == {"limousine": 1}                 # attacking vehicles destroyed
    assert g.pieces["howard_beach"]["Ana"] == {"hitman": 2, "thug": 1}
    assert r.kidnapped == {}


def test_rulebook_battle_2_on_the_board_captures_district_vehicles_and_a_family_member():
    g = position({"thug": 4, "family": 1, "limousine": 1})
    r = attack(g, "Ana", "east_new_york", {"howard_beach": {"hitman": 2, "thug": 1}}, dice=ScriptedDice(EX2))
    assert r.result.outcome == "attacker" and r.captured_district and g.control["east_new_york"] == "Ana"
    assert g.pieces["east_new_york"] == {"Ana": {"hitman": 1, "limousine": 1}}
    assert r.captured_vehicles == {"limousine": 1}
    assert g.prisoners["Ana"] == {"Blue": 1} and r.kidnapped == {"Blue": 1}


def test_winner_may_kill_the_captives_instead():
    g = position({"thug": 4, "family": 1})
    r = attack(g, "Ana", "east_new_york", {"howard_beach": {"hitman": 2, "thug": 1}},
               dice=ScriptedDice(EX2), captives="kill")
    assert r.killed_captives == {"Blue": 1} and not g.prisoners["Ana"]


def test_precinct_premium_decides_who_holds_the_district():
    dice = [10, 10, 1, 1, 1, 1]   # two hits wound both Thugs; their parting shots miss
    g = position({"thug": 2}, building="corrupt_precinct", cash=1000)
    r = attack(g, "Ana", "east_new_york", {"howard_beach": {"henchman": 2}}, dice=ScriptedDice(dice))
    assert r.result.outcome == "attacker" and not r.captured_district
    assert g.control["east_new_york"] == "Ben" and g.pieces["east_new_york"]["Ana"] == {"henchman": 2}
    g = position({"thug": 2}, building="corrupt_precinct", cash=1000)
    assert premium(g, "east_new_york") == 230
    r = attack(g, "Ana", "east_new_york", {"howard_beach": {"henchman": 2}}, dice=ScriptedDice(dice), pay_premium=True)
    assert r.captured_district and r.premium_paid == 230 and g.cash["Ana"] == 1000 - 50 - 230
    assert g.buildings["east_new_york"] == "corrupt_precinct" and premium(g, "east_new_york") == 330


def test_defender_wins_destroys_vehicles_and_keeps_the_district():
    g = position({"henchman": 1, "boss": 0})
    r = attack(g, "Ana", "east_new_york", {"howard_beach": {"thug": 1, "limousine": 1}},
               dice=ScriptedDice([1, 10, 1]))   # Thug misses, Henchman hits, the wounded Thug misses
    assert r.result.outcome == "defender" and g.control["east_new_york"] == "Ben"
    assert g.pieces["east_new_york"]["Ben"] == {"henchman": 1}
    assert r.destroyed_vehicles == {"limousine": 1} and "limousine" not in g.pieces["howard_beach"]["Ana"]


def test_a_boss_killed_in_a_bloodbath_is_an_assassination():
    g = position({"boss": 0, "thug": 0, "family": 1})
    g.arrange("Ben", pieces={"east_new_york": {"boss": 1}}, control=["east_new_york"])
    r = attack(g, "Ana", "east_new_york", {"howard_beach": {"henchman": 1}}, dice=ScriptedDice([10, 10]))
    assert r.result.outcome == "bloodbath" and r.bosses_killed == ("Ben",)
    assert any("assassination" in e.text for e in g.log[-5:])
    # The rewards stand even in a bloodbath: Ben is out, his districts neutral, Ana the last Boss.
    assert "Ben" in g.eliminated and not g.districts_of("Ben") and g.winner == "Ana"


@pytest.mark.parametrize("kwargs, message", [
    (dict(target="east_new_york", attackers={"howard_beach": {"henchman": 5}}), "has 2 henchman"),
    (dict(target="east_new_york", attackers={"howard_beach": {"limousine": 1}}), "needs at least one person"),
    (dict(target="gravesend", attackers={"howard_beach": {"henchman": 1}}), "Nobody defends"),
    (dict(target="east_new_york", attackers={"howard_beach": {"henchman": 1}}, captives="ransom"), "kidnap"),
])
def test_illegal_attacks_change_nothing(kwargs, message):
    g = position({"thug": 1}, building="corrupt_precinct", cash=10)
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=message):
        attack(g, "Ana", dice=ScriptedDice([10] * 20), **kwargs)
    assert snapshot(g) == before


def test_no_money_for_the_bribe_and_dice_running_out_change_nothing():
    g = position({"thug": 1}, building="corrupt_precinct", cash=10)
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="bribe"):
        attack(g, "Ana", "east_new_york", {"howard_beach": {"henchman": 1}}, dice=ScriptedDice([10]))
    g.cash["Ana"] = 100
    before = snapshot(g)
    with pytest.raises(MobgamesError, match="run out"):
        attack(g, "Ana", "east_new_york", {"howard_beach": {"henchman": 1}}, dice=ScriptedDice([1]))
    assert snapshot(g) == before


def test_attackers_must_reach_the_target_and_fight_once_per_turn():
    g = position({"thug": 1})
    g.arrange("Ana", pieces={"bensonhurst": {"thug": 1}, "howard_beach": {"henchman": 2}},
              control=["howard_beach"])
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="cannot reach East New York"):
        attack(g, "Ana", "east_new_york", {"bensonhurst": {"thug": 1}}, dice=ScriptedDice([10] * 9))
    assert snapshot(g) == before
    # A combined strike from two spaces fights as one group.
    g.arrange("Ana", pieces={"ozone_park": {"thug": 1}, "howard_beach": {"henchman": 1}},
              control=["howard_beach", "ozone_park"])
    r = attack(g, "Ana", "east_new_york", {"ozone_park": {"thug": 1}, "howard_beach": {"henchman": 1}},
               dice=ScriptedDice([1, 10, 1, 1]))
    assert r.battle.attackers == {"thug": 1, "henchman": 1}
    survivors = [u for u in g.units.values() if u.owner == "Ana" and u.kind in ("thug", "henchman")]
    assert all(u.id in g.fought and u.id in g.moved for u in survivors)
    with pytest.raises(IllegalAction, match="already moved or fought"):
        attack(g, "Ana", "elizabeth", {"east_new_york": {"henchman": 1}}, dice=ScriptedDice([10] * 9))


def test_a_limousine_carries_its_people_into_the_attack():
    g = position({"thug": 1})
    g.arrange("Ana", pieces={"canarsie": {"limousine": 1, "thug": 2}}, control=["canarsie"])
    assert g.board.edge("canarsie", "east_new_york")
    r = attack(g, "Ana", "east_new_york", {"canarsie": {"limousine": 1, "thug": 2}},
               dice=ScriptedDice([10, 1, 1]))
    assert r.result.outcome == "attacker" and g.pieces["east_new_york"]["Ana"] == {"limousine": 1, "thug": 2}


def test_floating_boats_are_attacked_only_from_boats():
    g = position({"thug": 1})
    water = "upper_bay_sunset_park"
    g.place("Ben", "speedboat", water, passengers=["thug"])
    g.arrange("Ana", pieces={"sunset_park": {"henchman": 2}}, control=["sunset_park"])
    with pytest.raises(IllegalAction, match="only from a speedboat"):
        attack(g, "Ana", water, {"sunset_park": {"henchman": 2}}, dice=ScriptedDice([10] * 9))
    boat = g.place("Ana", "speedboat", "sunset_park", passengers=["henchman"])
    g.units[boat].floating = False
    r = attack(g, "Ana", water, {"sunset_park": {"speedboat": 1, "henchman": 1}}, dice=ScriptedDice([10, 1]))
    assert r.result.outcome == "attacker" and r.captured_vehicles == {"speedboat": 1}


def test_a_battle_forced_by_a_blocker_costs_no_bribe():
    g = position({"thug": 1}, building="corrupt_precinct", cash=100)
    r = attack(g, "Ana", "east_new_york", {"howard_beach": {"henchman": 1}}, dice=ScriptedDice([10, 1]),
               forced=True)
    assert r.bribe_paid == 0 and g.cash["Ana"] == 100
    assert r.battle.building == "precinct"       # the blocker's building still protects it


def test_helicopter_attack_needs_a_flight_plan_and_keeps_to_it():
    g = position({"thug": 1})
    g.arrange("Ana", pieces={"ozone_park": {"boss": 1}}, control=["ozone_park", "canarsie"])
    heli = g.place("Ana", "helicopter", "ozone_park", passengers=["hitman", "thug"])
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="flight plan"):
        attack(g, "Ana", "east_new_york", {"ozone_park": {"helicopter": 1, "hitman": 1, "thug": 1}},
               dice=ScriptedDice([10] * 9))
    with pytest.raises(IllegalAction, match="must land"):   # the plan must end in a legal landing
        attack(g, "Ana", "east_new_york", {"ozone_park": {"helicopter": 1, "hitman": 1, "thug": 1}},
               dice=ScriptedDice([10] * 9), flight_plan=("east_new_york", "brownsville"))
    assert snapshot(g) == before
    # The sneak attack kills the Thug; the Hit Man steps in, the Thug flies on to Canarsie.
    r = attack(g, "Ana", "east_new_york", {"ozone_park": {"helicopter": 1, "hitman": 1, "thug": 1}},
               dice=ScriptedDice([10]), flight_plan=("east_new_york", "canarsie"), step_in=1)
    assert r.result.outcome == "attacker" and g.control["east_new_york"] == "Ana"
    assert g.units[heli].space == "canarsie" and len(g.units[heli].passengers) == 1
    assert g.pieces["east_new_york"]["Ana"] == {"hitman": 1}


def test_a_helicopter_attack_must_afford_the_bribe_and_the_airport_fee_together():
    """Found by make conformance (Blood Feud seed 4698): the $50 bribe was paid at the battle, then
    the $20 landing fee at JFK took the attacker's cash below $0. A landing he cannot pay for is no
    viable flight plan, so the attack is refused before anything changes."""
    g = position({"thug": 1}, building="corrupt_precinct", cash=50)
    g.arrange("Ana", pieces={"ozone_park": {"boss": 1}}, control=["ozone_park"])
    heli = g.place("Ana", "helicopter", "ozone_park", passengers=["hitman"])
    raid = dict(attackers={"ozone_park": {"helicopter": 1, "hitman": 1}}, step_in=1,
                flight_plan=("east_new_york", "howard_beach", "jfk_airport"))
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=r"cannot pay the helicopter's \$20 airport landing fee on top of the \$50"):
        attack(g, "Ana", "east_new_york", dice=ScriptedDice([10] * 9), **raid)
    assert snapshot(g) == before
    g.cash["Ana"] = 70
    attack(g, "Ana", "east_new_york", dice=ScriptedDice([10] * 9), **raid)
    assert g.cash["Ana"] == 0 and g.units[heli].space == "jfk_airport"   # $50 bribe, $20 fee ($330 premium unpaid)


def test_if_nobody_steps_in_the_district_stays_with_the_defender():
    g = position({"thug": 1})
    g.arrange("Ana", pieces={"ozone_park": {"boss": 1}}, control=["ozone_park", "canarsie"])
    heli = g.place("Ana", "helicopter", "ozone_park", passengers=["hitman"])
    attack(g, "Ana", "east_new_york", {"ozone_park": {"helicopter": 1, "hitman": 1}},
           dice=ScriptedDice([10]), flight_plan=("east_new_york", "canarsie"), step_in=0)
    assert g.control["east_new_york"] == "Ben" and g.units[heli].space == "canarsie"


def test_pieces_in_an_enemy_precinct_district_get_no_bonus_and_need_no_bribe():
    # Ben's Thug stands in Ana's precinct district without having paid its premium.
    g = position({"thug": 1})
    g.arrange("Ana", pieces={"howard_beach": {"henchman": 1}}, control=["howard_beach", "canarsie"],
              buildings={"canarsie": "corrupt_precinct"})
    g.arrange("Ben", pieces={"canarsie": {"thug": 1}, "elizabeth": {"boss": 1}}, control=["elizabeth"])
    g.cash["Ana"] = 0
    r = attack(g, "Ana", "canarsie", {"howard_beach": {"henchman": 1}}, dice=ScriptedDice([10, 1]))
    assert r.bribe_paid == 0 and r.battle.building is None


def test_captured_vehicles_wait_for_their_new_owners_next_turn():
    g = position({"thug": 4, "family": 1, "limousine": 1})
    attack(g, "Ana", "east_new_york", {"howard_beach": {"hitman": 2, "thug": 1}}, dice=ScriptedDice(EX2))
    limo = next(u for u in g.units.values() if u.kind == "limousine" and u.space == "east_new_york")
    assert limo.owner == "Ana" and limo.id in g.moved


def test_people_riding_into_an_attack_need_seats():
    g = position({"thug": 1})
    # A Limousine carries 5; seven Thugs two spaces away (too far on foot) would need seven seats.
    g.arrange("Ana", pieces={"ozone_park": {"boss": 1}, "woodhaven": {"thug": 7, "limousine": 1}},
              control=["ozone_park", "woodhaven"])
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="carry 5 people; 7 would need a seat"):
        attack(g, "Ana", "east_new_york", {"woodhaven": {"thug": 7, "limousine": 1}}, dice=ScriptedDice([10] * 30))
    assert snapshot(g) == before


def test_an_attack_whose_bribe_cannot_be_paid_is_not_offered():
    """The bribe is paid before an attack on a Corrupt Precinct's defenders can be made: with $49
    the attack is neither listed nor accepted (it led to a dead end where only cancel was legal);
    with $50 it is."""
    from mobgames.bloodfeud.actions import Action
    from mobgames.bloodfeud.turns import Turns
    from mobgames.dice import RandomDice

    for cash, offered in ((49, False), (50, True)):
        turns = Turns(position({"thug": 1}, building="corrupt_precinct", cash=cash), RandomDice(1))
        attack_it = Action("Ana", "attack", target="east_new_york")
        assert (attack_it in turns.legal_actions().of("attack")) == offered
        assert (turns.why_not(attack_it) is None) == offered
        if not offered:
            assert turns.why_not(attack_it) == ("Attacking into East New York needs a $50 bribe for its Corrupt "
                                                "Precinct; Ana has $49.")


def test_someone_aboard_a_vehicle_that_does_not_attack_stays_in_it():
    """Found by the conformance run (seed 3395): a Henchman aboard a Limousine that took no part
    was sent into the battle on foot and left the board's bookkeeping inconsistent (he stood in the
    target while still listed aboard the Limousine). Those on foot attack; he stays aboard; and
    more Henchmen than can join on foot are refused."""
    g = position({"thug": 1})
    limo = g.place("Ana", "limousine", "howard_beach", passengers=["henchman"])
    rider = g.units[limo].passengers[0]
    with pytest.raises(IllegalAction, match="that can join this attack .*not 3"):
        attack(g, "Ana", "east_new_york", {"howard_beach": {"henchman": 3}}, dice=ScriptedDice([9, 9, 9]))
    r = attack(g, "Ana", "east_new_york", {"howard_beach": {"henchman": 2}}, dice=ScriptedDice([9, 9, 9, 9, 9]))
    assert r.result.outcome == "attacker" and g.control["east_new_york"] == "Ana"
    assert g.units[rider].space == "howard_beach" and g.units[rider].carrier == limo
    assert rider in g.units[limo].passengers and g.units[limo].space == "howard_beach"
