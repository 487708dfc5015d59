"""Deals the rules constrain: invitations (and defending together), a host's betrayal, gifts of
pieces through an invitation, and handing a district over."""

import copy

import pytest

from mobgames.bloodfeud import attack, blank_game, legal_moves
from mobgames.bloodfeud.negotiation import commandeer, hand_over, invite
from mobgames.core import IllegalAction
from mobgames.dice import ScriptedDice


def allies():
    """Ana holds Howard Beach; Ben's Henchman and Limousine wait next door in Ozone Park."""
    g = blank_game(["Ana", "Ben", "Cid"], seed=0)
    g.place("Ana", "boss", "howard_beach")
    g.set_control("howard_beach", "Ana")
    g.place("Ana", "limousine", "howard_beach")
    g.place("Ben", "boss", "woodhaven")
    henchman = g.place("Ben", "henchman", "ozone_park")
    g.set_control("ozone_park", "Ben")
    return g, henchman


def state(g):
    return copy.deepcopy((g.pieces, g.control, g.cash, g.invitations, g.moved))


def test_without_an_invitation_an_allys_district_can_only_be_attacked():
    g, henchman = allies()
    assert "howard_beach" not in {m.end for m in legal_moves(g, henchman)}


def test_an_invited_henchman_walks_in_without_capturing_or_stealing():
    g, henchman = allies()
    invite(g, "Ana", "Ben", "howard_beach")
    move = next(m for m in legal_moves(g, henchman) if m.end == "howard_beach")
    assert "howard_beach" not in move.captures and not move.steals
    g.apply(move)
    assert g.control["howard_beach"] == "Ana" and g.pieces["howard_beach"]["Ben"]["henchman"] == 1
    assert g.pieces["howard_beach"]["Ana"]["limousine"] == 1


def test_allies_defend_together_and_the_guest_falls_first():
    g, henchman = allies()
    invite(g, "Ana", "Ben", "howard_beach")
    g.apply(next(m for m in legal_moves(g, henchman) if m.end == "howard_beach"))
    g.place("Ana", "henchman", "howard_beach")
    g.place("Cid", "hitman", "east_new_york")
    g.moved.clear()
    # Cid's Hit Man sneak-attacks: one hit. Two Henchmen defend (Ana's and Ben's): Ben's falls first.
    r = attack(g, "Cid", "howard_beach", {"east_new_york": {"hitman": 1}}, dice=ScriptedDice([10, 10, 1]))
    assert set(r.defenders) == {"Ana", "Ben"}
    assert "Ben defends together with Ana" in g.narration() and "Team Ana wins" in g.narration()
    assert g.pieces["howard_beach"]["Ana"]["henchman"] == 1 and not g.pieces["howard_beach"].get("Ben", {}).get("henchman")


def test_invitations_only_in_city_districts_held_by_the_host():
    g, _ = allies()
    before = state(g)
    with pytest.raises(IllegalAction, match="park"):
        invite(g, "Ana", "Ben", "central_park")
    with pytest.raises(IllegalAction, match="does not hold"):
        invite(g, "Ana", "Ben", "ozone_park")
    assert state(g) == before


def test_a_host_may_kill_invited_personnel_and_take_their_vehicles():
    g, henchman = allies()
    invite(g, "Ana", "Ben", "howard_beach")
    limo = g.place("Ben", "limousine", "howard_beach")
    g.apply(next(m for m in legal_moves(g, henchman) if m.end == "howard_beach"))
    result = commandeer(g, "Ana", "Ben", "howard_beach", kill=True)
    assert result == {"killed": 1, "vehicles": 1}
    assert henchman not in g.units and g.units[limo].owner == "Ana" and limo in g.moved   # usable next turn
    assert "turns on Ben" in g.narration()


def test_a_gift_through_an_invitation_changes_sides_alive():
    g, henchman = allies()
    invite(g, "Ana", "Ben", "howard_beach")
    g.apply(next(m for m in legal_moves(g, henchman) if m.end == "howard_beach"))
    commandeer(g, "Ana", "Ben", "howard_beach")
    assert g.units[henchman].owner == "Ana" and henchman in g.moved


def test_handing_over_a_district_left_without_boss_or_family():
    g = blank_game(["Ana", "Ben"], seed=0)
    g.place("Ana", "boss", "woodhaven")
    for kind in ("thug", "limousine"):
        g.place("Ana", kind, "ozone_park")
    g.set_control("ozone_park", "Ana")
    g.add_building("ozone_park", "illicit_activity")
    stepper = g.place("Ben", "henchman", "howard_beach")
    family = g.place("Ana", "family", "ozone_park")
    with pytest.raises(IllegalAction, match="Family Members are still"):
        hand_over(g, "Ana", "Ben", "ozone_park", stepper)
    g.remove([g.units[family]])
    got = hand_over(g, "Ana", "Ben", "ozone_park", stepper)
    assert len(got) == 2 and g.control["ozone_park"] == "Ben"
    assert g.pieces["ozone_park"]["Ben"] == {"henchman": 1, "thug": 1, "limousine": 1}
    assert set(got) <= g.moved and g.buildings["ozone_park"] == "illicit_activity"


# -- offers: a ransom or an exchange waits for the other side's answer ------------------------------

def prisoners_position():
    from mobgames.bloodfeud.turns import Turns

    g = blank_game(["Ana", "Ben"], colours={"Ana": "Red", "Ben": "Blue"})
    g.place("Ana", "boss", "ozone_park")
    g.place("Ben", "boss", "elizabeth")
    g.prisoners["Ana"]["Blue"] = 2
    g.prisoners["Ben"]["Red"] = 1
    g.cash["Ben"] = 500
    return g, Turns(g, ScriptedDice([]))


def test_a_ransom_is_an_offer_the_family_answers():
    from mobgames.bloodfeud.actions import Action

    g, turns = prisoners_position()
    turns.ransom("Ana", "Blue", 300)
    d = turns.decision
    assert (d.player, d.kind) == ("Ben", "answer") and "$300" in d.prompt
    assert g.cash["Ben"] == 500 and g.prisoners["Ana"]["Blue"] == 2      # nothing changes hands yet
    assert {a.get("accept") for a in turns.legal_actions()} == {True, False}
    before = turns.to_json()
    for bad in (Action("Ana", "answer", accept=True), Action("Ben", "answer", accept="yes"),
                Action("Ben", "pay", payee="Ana", amount=1)):
        with pytest.raises(IllegalAction):
            turns.apply(bad)
        assert turns.to_json() == before
    turns.answer("Ben", accept=False)
    assert g.cash["Ben"] == 500 and g.prisoners["Ana"]["Blue"] == 2 and "turns down" in g.narration()
    turns.ransom("Ana", "Blue", 300)
    turns.answer("Ben")
    assert g.cash == {"Ana": 300, "Ben": 200} and g.prisoners["Ana"]["Blue"] == 1
    assert any(u.kind == "family" and u.colour == "Blue" and u.space == "elizabeth" for u in g.units.values())


def test_an_exchange_waits_for_the_other_captor_and_an_answer_without_an_offer_is_refused():
    g, turns = prisoners_position()
    with pytest.raises(IllegalAction, match="no offer waiting"):
        turns.answer("Ben")
    turns.exchange("Ana", "Blue", "Ben", "Red")
    assert turns.decision.player == "Ben" and "swap" in turns.decision.prompt
    turns.answer("Ben")
    assert g.prisoners["Ana"]["Blue"] == 1 and g.prisoners["Ben"]["Red"] == 0
