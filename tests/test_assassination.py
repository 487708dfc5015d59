"""Kidnapping (ransom, exchange, killing prisoners) and the nine steps of killing a Boss."""

import copy
from collections import Counter

import pytest

from mobgames.bloodfeud import attack, new_game
from mobgames.bloodfeud.kidnapping import exchange, kill_prisoner, ransom
from mobgames.bloodfeud.turns import Turns
from mobgames.core import IllegalAction
from mobgames.dice import ScriptedDice


def kill():
    return ScriptedDice([10] * 60)   # every shot hits


def three(ben_pieces=None, *, ben_cash=300):
    """Ana (Red) is next to Ben (Blue) in Queens/Brooklyn; Cid (Green) sits in New Jersey."""
    g = new_game(["Ana", "Ben", "Cid"], seed=1, colours={"Ana": "Red", "Ben": "Blue", "Cid": "Green"},
                 starts={"Ana": "The Bronx", "Ben": "Brooklyn", "Cid": "New Jersey"})
    g.arrange("Ana", pieces={"howard_beach": {"hitman": 4}, "ozone_park": {"boss": 1}},
              control=["howard_beach", "ozone_park"])
    g.arrange("Ben", pieces=ben_pieces or {"east_new_york": {"boss": 1}, "bensonhurst": {"family": 2, "henchman": 1}},
              control=["east_new_york", "bensonhurst", "gravesend"],
              buildings={"bensonhurst": "corrupt_precinct", "gravesend": "penthouse_palace"})
    g.arrange("Cid", pieces={"elizabeth": {"boss": 1}}, control=["elizabeth"])
    g.cash.update({"Ana": 0, "Ben": ben_cash, "Cid": 500})
    return g


def state(g):
    return copy.deepcopy((g.pieces, g.control, g.cash, g.prisoners, g.buildings, g.commander, g.pending, g.eliminated))


def test_ransom_returns_the_prisoner_to_its_boss_for_any_agreed_sum():
    g = three()
    g.prisoners["Ana"]["Blue"] = 2
    ransom(g, "Ana", "Blue", 120)
    assert g.cash["Ana"] == 120 and g.cash["Ben"] == 180 and g.prisoners["Ana"]["Blue"] == 1
    assert g.pieces["east_new_york"]["Ben"]["family"] == 1          # back with Ben's Boss
    before = state(g)
    with pytest.raises(IllegalAction, match="cannot pay"):
        ransom(g, "Ana", "Blue", 1000)
    with pytest.raises(IllegalAction, match="holds 1 Blue"):
        ransom(g, "Ana", "Blue", 0, n=2)
    assert state(g) == before


def test_exchange_and_killing_prisoners():
    g = three()
    g.prisoners["Ana"]["Blue"] = 1
    g.prisoners["Ben"]["Red"] = 1
    exchange(g, "Ana", "Blue", "Ben", "Red")
    assert not +g.prisoners["Ana"] and not +g.prisoners["Ben"]
    assert g.pieces["ozone_park"]["Ana"]["family"] == 1 and g.pieces["east_new_york"]["Ben"]["family"] == 1
    g.prisoners["Cid"]["Blue"] = 1
    g.prisoners["Ana"]["Green"] = 1
    with pytest.raises(IllegalAction, match="own family"):
        exchange(g, "Cid", "Blue", "Ana", "Green")
    kill_prisoner(g, "Cid", "Blue")
    assert g.prisoners["Cid"]["Blue"] == 0 and "kills 1 Blue prisoner" in g.log[-1].text


def test_killing_a_boss_follows_the_nine_steps():
    g = three()
    g.prisoners["Ben"].update({"Red": 1, "Green": 1})   # Ben holds one of Ana's and one of Cid's
    g.prisoners["Cid"]["Blue"] = 1                      # Cid holds one of Ben's
    turns = Turns(g, kill())
    while turns.player != "Ana":
        turns.end_turn()
    g.cash.update({"Ana": 0, "Ben": 300})
    r = turns.attack("east_new_york", {"howard_beach": {"hitman": 4}})
    assert r.bosses_killed == ("Ben",) and "Ben" in g.eliminated
    assert g.cash["Ana"] == 300 and g.cash["Ben"] == 0                                   # 1. his money
    assert g.prisoners["Ana"] == Counter({"Green": 1})                                   # 2. other colours stay prisoners
    assert not any(u.owner == "Ben" for u in g.units.values())                           # 3. pieces off the board
    assert "bensonhurst" not in g.buildings                                              # 4. precinct removed
    assert g.buildings["gravesend"] == "penthouse_palace" and "gravesend" not in g.control   # 5. neutral, building stays
    assert g.commander["Blue"] == "Ana" and g.pending["Ana"] == Counter({"Blue": 2, "Red": 1})
    assert g.prisoners["Cid"]["Blue"] == 1                                               # 9. still held by Cid
    assert g.winner is None
    turns.end_turn()                                                                     # 8. they join at the turn's end
    boss = next(u.space for u in g.units.values() if u.owner == "Ana" and u.kind == "boss")
    assert g.pieces[boss]["Ana"] == Counter({"boss": 1, "family:Blue": 2, "family": 1})
    cash = g.cash["Ana"]
    ransom(g, "Cid", "Blue", 50)                                                         # now Ana's to ransom
    assert g.cash["Ana"] == cash - 50 and g.pieces[boss]["Ana"]["family:Blue"] == 3


def test_an_absorbed_family_passes_on_when_its_new_boss_dies():
    g = three()
    turns = Turns(g, kill())
    while turns.player != "Ana":
        turns.end_turn()
    turns.attack("east_new_york", {"howard_beach": {"hitman": 4}})
    turns.end_turn()
    assert g.commander["Blue"] == "Ana"
    # Cid now kills Ana's Boss, who commands the Blue family (waiting two districts away).
    g.arrange("Ana", pieces={"ozone_park": {"boss": 1}, "howard_beach": {"family:Blue": 2, "family": 1}},
              control=["ozone_park", "howard_beach"])
    g.arrange("Cid", pieces={"elizabeth": {"boss": 1}, "woodhaven": {"hitman": 5}}, control=["elizabeth"])
    attack(g, "Cid", "ozone_park", {"woodhaven": {"hitman": 5}}, dice=ScriptedDice([10] * 30))
    assert "Ana" in g.eliminated and g.winner == "Cid"
    assert g.commander["Blue"] == "Cid" and g.commander["Red"] == "Cid"
    assert g.pending["Cid"] == Counter({"Blue": 2, "Red": 1})


def test_a_boss_killed_while_attacking_falls_to_the_defender():
    g = three({"east_new_york": {"boss": 1, "hitman": 5}})
    g.arrange("Ana", pieces={"howard_beach": {"boss": 1}}, control=["howard_beach"])
    g.cash.update({"Ana": 70, "Ben": 0})
    attack(g, "Ana", "east_new_york", {"howard_beach": {"boss": 1}}, dice=ScriptedDice([1] + [10] * 10))
    assert "Ana" in g.eliminated and g.cash["Ben"] == 70 and g.commander["Red"] == "Ben"


def test_two_bosses_dying_in_one_bloodbath_leave_nobody_to_take_over():
    g = three({"east_new_york": {"boss": 1}})
    g.arrange("Ana", pieces={"howard_beach": {"boss": 1}}, control=["howard_beach"])
    attack(g, "Ana", "east_new_york", {"howard_beach": {"boss": 1}}, dice=ScriptedDice([10, 10]))
    assert {"Ana", "Ben"} <= set(g.eliminated) and g.winner == "Cid"
    assert "Red" not in g.commander and "Blue" not in g.commander
    assert "nobody left to take over" in g.narration()
