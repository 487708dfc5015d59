"""Gun battles: the rulebook's two examples die for die, the sequence's rules, and the odds."""

import math
from collections import Counter
from fractions import Fraction

import pytest

from mobgames.bloodfeud import Battle, BattleError, battle_odds
from mobgames.bloodfeud.examples import battle_example
from mobgames.core import MobgamesError
from mobgames.dice import RandomDice, ScriptedDice


def test_example_1_bloodbath_in_a_precinct():
    b = battle_example(1)
    r = b.run()
    assert r.outcome == "bloodbath" and r.attackers_left == {} and r.defenders_left == {}
    assert r.rolls == [7, 6, 9, 8, 7] and r.captives == {}
    text = b.narration()
    # The rulebook's story: 7 hits the Thug, 6 misses; the Thug's parting 9 and the Henchman's 8
    # wound both attackers; one parting 7 wounds the last defender and the second die is not thrown.
    assert "rolls 7, needs 7 or more: a hit" in text and "rolls 6, needs 7 or more: a miss" in text
    assert "wounded Thug fires a parting shot: rolls 9" in text
    assert "Every one of the defender's pieces is down, so the attacker stops rolling." in text
    assert "Bloodbath" in text


def test_example_2_attacker_wins_with_one_hit_man_and_a_captive():
    r = battle_example(2).run()
    assert r.outcome == "attacker" and r.attackers_left == {"hitman": 1} and r.defenders_left == {}
    assert r.captives == {"family": 1}
    assert r.rolls == [4, 7, 3, 4, 5, 2, 7, 9, 5, 7, 9, 2]


def test_example_2_story():
    events = battle_example(2).events
    kills = [e for e in events if e.kind == "kill"]
    assert [e.data["piece"] for e in kills] == ["thug", "thug"]          # sneak attack: two Thugs dead
    parting = [e for e in events if e.kind == "parting_shot"]
    assert [e.data["roll"] for e in parting] == [7, 9, 2]                # the defender's three parting shots
    wounded_attackers = [e.data["piece"] for e in events if e.kind == "wound" and e.data["side"] == "attacker"]
    assert wounded_attackers == ["thug", "hitman"]                       # least important first


def test_hit_men_sit_out_the_first_regular_roll():
    # One Hit Man misses its sneak attack; it must not shoot again in the first step 2.
    b = Battle({"hitman": 1}, {"thug": 1}, dice=ScriptedDice([1, 1, 10, 1]))
    r = b.run()
    shooters = [(e.data["side"], e.data["piece"]) for e in b.events if e.kind == "roll"]
    assert shooters[:2] == [("attacker", "hitman"), ("defender", "thug")]
    assert r.outcome == "attacker" and r.attackers_left == {"hitman": 1}


def test_penthouse_makes_attacking_thug_need_ten():
    b = Battle({"thug": 1}, {"family": 1}, building="penthouse", dice=ScriptedDice([9, 1, 10, 5]))
    b.run()
    first = next(e for e in b.events if e.kind == "roll")
    assert first.data["need"] == 10 and not first.data["hit"]
    defender_roll = [e for e in b.events if e.kind == "roll" and e.data["side"] == "defender"][0]
    assert defender_roll.data["need"] == 5          # the defender's own rolls are unchanged


def test_wounds_follow_least_important_first():
    b = Battle({"thug": 3}, {"boss": 1, "family": 1, "hitman": 1, "henchman": 1, "thug": 1},
               dice=ScriptedDice([10, 10, 10] + [1] * 5 + [10] * 3 + [1] * 30))
    b.run()
    order = [e.data["piece"] for e in b.events if e.kind == "wound" and e.data["side"] == "defender"]
    assert order[:5] == ["thug", "henchman", "hitman", "family", "boss"]


def test_scripted_dice_running_out_is_a_clear_error():
    with pytest.raises(MobgamesError, match="run out"):
        Battle({"thug": 1}, {"thug": 1}, dice=ScriptedDice([1, 1])).run()


@pytest.mark.parametrize("att, dfn, bld, msg", [
    ({"limousine": 1}, {"thug": 1}, None, "Vehicles do not fight"),
    ({"thug": 1}, {}, None, "empty"),
    ({"thug": -1}, {"thug": 1}, None, "whole number"),
    ({"thug": 1}, {"thug": 1}, "castle", "building"),
    ({"boss": 2}, {"thug": 1}, None, "only one Boss"),
])
def test_malformed_battles_are_refused(att, dfn, bld, msg):
    with pytest.raises(BattleError, match=msg):
        Battle(att, dfn, bld)


def test_every_event_carries_a_state_snapshot_for_stepping():
    events = battle_example(1).events
    assert events[0].data["state"]["attacker"] == [("henchman", 1, "healthy"), ("henchman", 2, "healthy")]
    assert all(s == "dead" for _, _, s in events[-1].data["state"]["attacker"])
    assert events[-1].kind == "outcome"


def test_seeded_battles_repeat():
    a = Battle({"hitman": 2, "thug": 3}, {"henchman": 3, "boss": 1}, dice=RandomDice(5)).run()
    b = Battle({"hitman": 2, "thug": 3}, {"henchman": 3, "boss": 1}, dice=RandomDice(5)).run()
    assert a.rolls == b.rolls and a.outcome == b.outcome


# -- exact odds --------------------------------------------------------------------------------

def test_thug_against_thug_is_exactly_three_eighths():
    odds = battle_odds({"thug": 1}, {"thug": 1}, exact=True)
    assert odds["attacker"] == Fraction(3, 8)
    assert odds["defender"] == Fraction(9, 40) and odds["bloodbath"] == Fraction(2, 5)
    assert sum(odds.values()) == 1


def test_odds_sum_to_one_and_survivors_match_outcomes():
    odds = battle_odds({"hitman": 2, "thug": 1}, {"thug": 4, "family": 1}, exact=True)
    assert sum(odds.values()) == 1
    assert sum(p for _, p in odds.attackers_left) == odds["attacker"]
    assert sum(p for _, p in odds.defenders_left) == odds["defender"]


@pytest.mark.slow
@pytest.mark.parametrize("att, dfn, bld", [
    ({"henchman": 2}, {"thug": 1, "henchman": 1}, "precinct"),
    ({"hitman": 2, "thug": 1}, {"thug": 4, "family": 1}, None),
    ({"boss": 1, "hitman": 1, "thug": 2}, {"henchman": 2, "family": 1, "thug": 1}, "penthouse"),
])
def test_odds_agree_with_a_seeded_monte_carlo_of_the_engine(att, dfn, bld):
    n = 3000
    odds = battle_odds(att, dfn, bld)
    results = [Battle(att, dfn, bld, dice=RandomDice(1000 + i)).run() for i in range(n)]
    seen = Counter(r.outcome for r in results)
    for outcome, p in odds.items():
        se = math.sqrt(p * (1 - p) / n)
        assert abs(seen[outcome] / n - p) <= 4 * se + 1e-9, (outcome, p, seen[outcome] / n)
    # and the survivors of the most likely winning result
    if odds.attackers_left:
        counts, p = odds.attackers_left[0]
        freq = sum(1 for r in results if r.outcome == "attacker" and r.attackers_left == counts) / n
        assert abs(freq - p) <= 4 * math.sqrt(p * (1 - p) / n) + 1e-9


def test_hit_chances_from_the_attack_numbers():
    from mobgames.bloodfeud.battle import hit_chance

    assert hit_chance("hitman") == Fraction(7, 10) and hit_chance("thug") == Fraction(4, 10)
    assert hit_chance("thug", building="penthouse") == Fraction(1, 10)          # needs a 10
    assert hit_chance("thug", side="defender", building="penthouse") == Fraction(4, 10)


def test_rulebook_building_examples():
    from mobgames.bloodfeud.battle import need_to_hit

    assert need_to_hit("henchman", "attacker", "penthouse") == 9      # "now needs a roll of 9 or better"
    assert need_to_hit("hitman", "attacker", "penthouse") == 7        # "needs a 7 or better"
    assert need_to_hit("henchman", "attacker", "precinct") == 7       # battle example 1
    assert need_to_hit("hitman", "attacker", None) == 4               # "a roll of 4 or better"


def test_the_call_out_variant_lets_a_side_choose_who_rolls_first():
    # A Thug (needs 7) and a Henchman (needs 6) attack one Henchman; the first die is a 6.
    # In the fixed order the Thug takes the 6 and misses; called out, the Henchman takes it and hits.
    def first_roll(battle):
        return next(e.data for e in battle.events if e.kind == "roll")

    fixed = Battle({"thug": 1, "henchman": 1}, {"henchman": 1}, dice=ScriptedDice([6] + [10] * 20))
    called = Battle({"thug": 1, "henchman": 1}, {"henchman": 1}, dice=ScriptedDice([6] + [10] * 20),
                    fire_order={"attacker": ["henchman", "thug"]})
    assert (first_roll(fixed)["piece"], first_roll(fixed)["hit"]) == ("thug", False)
    assert (first_roll(called)["piece"], first_roll(called)["hit"]) == ("henchman", True)
    assert "calls out the order: Henchmen and Thugs" in called.narration()
    with pytest.raises(BattleError):
        Battle({"thug": 1}, {"thug": 1}, fire_order={"attacker": ["tank"]})


def test_call_out_needs_the_rule_option():
    from mobgames.bloodfeud import Options, attack, new_game
    from mobgames.core import IllegalAction

    g = new_game(["Ana", "Ben"], seed=1)
    target = g.player("Ben").start
    with pytest.raises(IllegalAction, match="optional rule"):
        attack(g, "Ana", target, {}, dice=ScriptedDice([]), fire_order={"attacker": ["thug"]})
    assert Options(call_out=True).changed() == {"call_out": True}
