"""The positions that Mob Ties chapters 1 to 3 step through (mobgames/mobties/examples.py:
set_up_game, mansion_tie, buying_cards, dirty_cop, armed_robbery): each one tells the story its
docstring and its chapter promise; and the plain-English labels of deals and offers that the story
widgets show for them (widgets.mobties.action_label)."""

from __future__ import annotations

from mobgames.mobties import Action, examples
from mobgames.mobties.bots import simple_bot
from mobgames.widgets.mobties import action_label


def test_the_set_up_game_waits_for_red_to_place_first():
    g = examples.set_up_game()
    assert g.players == ("Red", "Blue", "Green", "Yellow") and g.phase == "setup"
    assert g.decision.player == "Red" and g.decision.kind == "place"
    assert all(g.cash[p] == 25 and len(g.hands[p]) == 6 for p in g.players)
    g.apply(Action("Red", "place", target="red_capo", where="mansion"))
    assert g.log[-1].text == "Red places the Capo in the Don's Mansion."


def test_the_old_don_breaks_a_tie_in_the_mansion_for_a_price():
    g = examples.mansion_tie()
    g.apply(Action("Red", "vote", target="Red"))
    g.apply(Action("Blue", "vote", target="Blue"))
    assert g.decision.player == "Green" and g.decision.kind == "tie"
    g.deal("Red", "Green", 5, vote="Red")
    assert [a.target for a in g.legal_actions()] == ["Red"]          # the paid deal binds the tie-break
    g.apply(g.legal_actions()[0])
    assert g.don == "Red" and g.cash["Green"] == 30 and g.cash["Red"] == 20


def test_red_can_buy_two_cards_with_50k_and_no_third():
    g = examples.buying_cards()
    assert g.decision.player == "Red" and g.decision.kind == "buy"
    for _ in range(2):
        g.apply(Action("Red", "buy"))
        g.apply(g.legal_actions()[0])                                 # keep one of the two cards drawn
    assert g.cash["Red"] == 0 and len(g.hands["Red"]) == 4
    assert not any(a.kind == "buy" for a in g.legal_actions())


def test_only_the_briber_sees_the_coming_fed_cards():
    g = examples.dirty_cop()
    while g.decision.kind != "diner":
        g.apply(simple_bot(g))
    g.apply(Action("Red", "bribe", where="diner"))
    assert g.dirty_cop == "Red" and g.view("Red").coming_feds == ["The Docks: 2 Feds"]
    assert g.view("Blue").coming_feds is None and g.view("Green").coming_feds is None


def test_armed_robbery_hands_the_money_over_or_costs_a_mobster():
    def robbed(choice):
        g = examples.armed_robbery()
        for a in (Action("Blue", "vote", target="Blue"), Action("Red", "vote", target="Red"),
                  Action("Red", "rob", card="armed_robbery", target="Blue", where="kittys"),
                  Action("Blue", choice, where="kittys")):
            g.apply(a)
        return g
    g = robbed("forfeit")
    assert g.cash["Red"] == 45 and g.cash["Blue"] == 25
    g = robbed("fight")
    assert g.cash["Blue"] == 45 and g.where["blue_capo"] == "morgue"


def test_deals_and_offers_have_plain_english_labels():
    g = examples.mansion_election()
    assert action_label(g, Action.deal("Green", "Blue", 25, vote="Green")) == "Pay Blue $25k for a vote for Green"
    assert action_label(g, Action.offer("Red", "Blue", 10, "Red")) == "Offer Blue $10k for a vote for Red"
    assert action_label(g, Action.deal("Green", "Blue", 5)) == "Pay Blue $5k"
    t = examples.mansion_tie()
    t.apply(Action("Red", "vote", target="Red"))
    t.apply(Action("Blue", "vote", target="Blue"))
    assert action_label(t, Action.deal("Red", "Green", 5, vote="Red")) == "Pay Green $5k for the tie-break in favor of Red"
