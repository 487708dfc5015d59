"""Mob Ties: every worked example of the rulebook, driven through apply() and deal().

The positions come from ``mobgames.mobties.examples``; the numbers asserted are the rulebook's.
Phase-by-phase rules are in test_mobties_rules.py, errors and saving in test_mobties_errors.py,
long random and bot games in test_mobties_play.py.
"""

import pytest
from mobties_helpers import do, events, position, snapshot, texts

from mobgames.core import IllegalAction
from mobgames.mobties import examples, new_game
from mobgames.mobties.game import Action


# -- Show of Respect: the Mansion election -------------------------------------------------------
def test_mansion_election_green_buys_blues_vote_and_is_elected():
    g = examples.mansion_election()
    assert g.respect_at("mansion") == {"Red": 2, "Blue": 2, "Green": 3}
    assert g.decision.player == "Blue" and g.decision.kind == "vote"
    # Green offers Blue $25k to reject Red's proposal; under Honor Among Thieves paid deals bind.
    g.deal("Green", "Blue", 25, vote="Green")
    assert g.cash == {"Red": 25, "Blue": 50, "Green": 0}
    assert g.bank == 2580 - 75
    assert g.legal_actions() == [Action("Blue", "vote", target="Green")]
    before = snapshot(g)
    with pytest.raises(IllegalAction):
        g.apply(Action("Blue", "vote", target="Red"))      # the bought vote cannot be broken
    assert snapshot(g) == before
    do(g, "Blue", "vote", target="Green")
    do(g, "Green", "vote", target="Green")
    do(g, "Red", "vote", target="Red")
    tally = events(g, "tally")[-1].data["totals"]
    assert tally == {"Red": 2, "Blue": 0, "Green": 5}
    assert g.don == "Green" and "Green is elected Don and takes the Don's Ring." in texts(g, "don")
    # Green draws two Favor Cards as Don; Blue (in the Mansion with him) can be given the other one.
    assert g.decision.player == "Green" and g.decision.kind == "keep"
    hands = {p: len(h) for p, h in g.hands.items()}
    keep = g.legal_actions()[0]
    g.apply(keep)
    assert {a.target for a in g.legal_actions()} == {"Red", "Blue"}
    do(g, "Green", "give", card=g.legal_actions()[0].card, target="Blue")
    assert {p: len(h) for p, h in g.hands.items()} == {"Red": hands["Red"], "Blue": hands["Blue"] + 1,
                                                      "Green": hands["Green"] + 1}


def test_mansion_election_under_all_bets_the_bought_vote_does_not_bind():
    ex = examples.mansion_election()
    g = new_game(["Red", "Blue", "Green"], seed=0, terms="all_bets", place=False)
    g.arrange(where=dict(ex.where), phase="election", round=2)
    assert g.decision.player == "Blue" and g.decision.kind == "vote"
    g.deal("Green", "Blue", 25, vote="Green")
    assert g.cash == {"Red": 25, "Blue": 50, "Green": 0}         # the cash still changes hands ...
    assert {a.target for a in g.legal_actions()} == {"Red", "Blue", "Green"}   # ... but Blue is free
    assert "(not binding)" in texts(g, "deal")[-1]
    do(g, "Blue", "vote", target="Red")
    do(g, "Green", "vote", target="Green")
    do(g, "Red", "vote", target="Red")
    assert events(g, "tally")[-1].data["totals"] == {"Red": 4, "Blue": 0, "Green": 3}
    assert g.don == "Red"


def test_a_deal_without_cash_does_not_bind_even_under_honor():
    g = examples.mansion_election()
    g.deal("Red", "Blue", 0, vote="Red")        # Red's promise of a card is not cash
    assert {a.target for a in g.legal_actions()} == {"Red", "Blue", "Green"}


# -- Business: the Docks tie broken by the Don ---------------------------------------------------
def test_docks_tie_broken_by_the_don_for_10k():
    g = examples.docks_tie()
    assert g.n == 5 and g.don == "Red"
    assert g.respect_at("docks") == {"Blue": 2, "Green": 2}
    do(g, "Blue", "vote", target="Blue")
    do(g, "Green", "vote", target="Green")
    assert events(g, "tally")[-1].data["totals"] == {"Blue": 2, "Green": 2}
    # The two cannot agree to split the Docks' $35k.
    assert g.decision.kind == "split" and "$35k" in g.decision.prompt
    do(g, "Blue", "agree", where="docks")
    do(g, "Green", "refuse", where="docks")
    assert g.decision.player == "Red" and g.decision.kind == "tie"
    assert {a.target for a in g.legal_actions()} == {"Blue", "Green"}
    # Blue offers the Don $10k; the Don accepts and is bound to break the tie for Blue.
    g.deal("Blue", "Red", 10, vote="Blue")
    assert g.legal_actions() == [Action("Red", "tie", target="Blue")]
    with pytest.raises(IllegalAction):
        g.apply(Action("Red", "tie", target="Green"))
    do(g, "Red", "tie", target="Blue")
    assert "Blue collects $35k from the Docks." in texts(g, "cash")
    assert g.cash["Blue"] == 25 - 10 + 35 and g.cash["Red"] == 25 + 10       # Blue +25k net, the Don +10k
    assert g.cash["Green"] == 25


def test_a_tied_racket_goes_to_the_don_after_one_refusal():
    g = examples.docks_tie()
    do(g, "Blue", "vote", target="Blue")
    do(g, "Green", "vote", target="Green")
    do(g, "Blue", "refuse", where="docks")            # Green is not even asked
    assert g.decision.player == "Red" and g.decision.kind == "tie"
    do(g, "Red", "tie", target="Green")
    assert g.cash["Green"] == 25 + 35 and g.cash["Blue"] == 25


# -- The Don's gift -------------------------------------------------------------------------------
def test_the_don_can_give_his_second_card_only_to_players_sharing_a_location():
    g = examples.don_gift()
    do(g, "Yellow", "vote", target="Yellow")
    do(g, "Blue", "vote", target="Blue")
    assert g.don == "Yellow"
    sizes = {p: len(h) for p, h in g.hands.items()}
    d = g.decision
    assert d.player == "Yellow" and d.kind == "keep" and len(g.drawn) == 2
    g.apply(d.actions[0])
    assert len(g.hands["Yellow"]) == sizes["Yellow"] + 1
    gifts = g.legal_actions()
    assert {a.target for a in gifts} == {"Red", "Blue"}              # never Green
    card = gifts[0].card
    before = snapshot(g)
    with pytest.raises(IllegalAction):
        g.apply(Action("Yellow", "give", card=card, target="Green"))
    assert snapshot(g) == before
    do(g, "Yellow", "give", card=card, target="Red")
    assert {p: len(h) for p, h in g.hands.items()} == {**sizes, "Yellow": sizes["Yellow"] + 1, "Red": sizes["Red"] + 1}
    assert g.hands["Red"][-1] == card and g.drawn == []


# -- The Feds: Little Italy and the Shotgun -------------------------------------------------------
def test_little_italy_surrounded_by_five_feds_and_the_shotgun():
    g = examples.little_italy_shotgun()
    assert g.feds["little_italy"] == 5 and "little_italy" in g.surrounded()
    do(g, "Red", "vote", target="Green")
    do(g, "Blue", "vote", target="Green")
    do(g, "Green", "vote", target="Red")
    assert events(g, "tally")[-1].data["totals"] == {"Red": 3, "Blue": 0, "Green": 4}
    assert g.decision.player == "Green" and g.decision.kind == "pinch"
    do(g, "Green", "weapon", card="shotgun", where="little_italy")
    assert g.feds["little_italy"] == 3 and g.surrounded() == []
    assert g.at("prison") == [] and g.closed == []
    assert "shotgun" in g.favor_discard and g.hands["Green"] == []
    assert g.where["green_capo"] == "little_italy"


def test_little_italy_without_a_weapon_green_is_pinched_and_the_feds_stay():
    g = position(where={"red_made_man": "little_italy", "blue_hit_man": "little_italy", "green_capo": "little_italy",
                        "green_driver": "docks"},
                 phase="feds", round=2, don="Red", feds={"little_italy": 3}, fed_top=["raid_little_italy_2"],
                 hands={"Red": [], "Blue": [], "Green": []})
    do(g, "Red", "vote", target="Green")
    do(g, "Blue", "vote", target="Green")
    do(g, "Green", "vote", target="Blue")
    assert g.legal_actions() == [Action("Green", "pinch", target="green_capo", where="little_italy")]
    g.apply(g.legal_actions()[0])
    assert g.where["green_capo"] == "prison"
    assert g.feds["little_italy"] == 5            # Fed tokens stay until a Weapon removes them
    assert g.closed == []


# -- Action: the Car Bomb and the Mob Doctor -------------------------------------------------------
def test_car_bomb_met_by_mob_doctor():
    g = examples.car_bomb()
    do(g, "Red", "attack", card="car_bomb", target="Yellow", where="meat_locker")
    assert g.decision.player == "Yellow" and g.decision.kind == "defend"
    assert "level 2" in g.decision.prompt
    do(g, "Yellow", "defend", card="mob_doctor", where="meat_locker")
    assert g.at("morgue") == []
    assert g.where["yellow_associate"] == g.where["red_made_man"] == "meat_locker"
    assert g.favor_discard[-2:] == ["car_bomb", "mob_doctor"]
    assert g.hands["Red"] == [] and g.hands["Yellow"] == []


def test_a_weaker_defense_is_not_offered_against_the_car_bomb():
    g = position(("Red", "Blue", "Yellow"), {"red_made_man": "meat_locker", "yellow_associate": "meat_locker"},
                 phase="action", round=2, don="Red",
                 hands={"Red": ["car_bomb"], "Blue": [], "Yellow": ["bulletproof_vest"]})
    do(g, "Red", "attack", card="car_bomb", target="Yellow", where="meat_locker")
    assert g.where["yellow_associate"] == "morgue"          # no choice was offered: level 1 < level 2
    assert g.hands["Yellow"] == ["bulletproof_vest"]


# -- Sacrificing the lesser man ------------------------------------------------------------------
def test_the_associate_takes_the_bullet():
    g = examples.associate_takes_the_bullet()
    do(g, "Red", "attack", card="deal_gone_bad", target="Yellow", where="meat_locker")
    d = g.decision
    assert d.player == "Yellow" and d.kind == "sacrifice"
    assert {a.target for a in d.actions} == {"yellow_associate", "yellow_hit_man"}
    do(g, "Yellow", "sacrifice", target="yellow_associate", where="meat_locker")
    assert g.at("morgue") == ["yellow_associate"]
    assert g.where["yellow_hit_man"] == "meat_locker"
    assert "Yellow's Associate is killed and goes to the Morgue." in texts(g, "kill")


# -- The Heat: the three-player end, both ways ------------------------------------------------------
def _red_kills_blues_last_two(g):
    do(g, "Red", "attack", card="deal_gone_bad", target="Blue", where="docks")
    do(g, "Red", "attack", card="car_bomb", target="Blue", where="kittys")
    assert sorted(g.at("morgue")) == ["blue_associate", "blue_driver"]
    assert g.at("prison") == ["green_made_man"]
    # Blue and Green still take their action turns (they have nothing to play) ...
    assert "Blue ends the action turn." in texts(g, "pass") and "Green ends the action turn." in texts(g, "pass")
    # ... and Green may bail his Made Man out for $50k.
    d = g.decision
    assert d.player == "Green" and d.kind == "bail"
    assert d.actions == [Action("Green", "bail", target="green_made_man"), Action("Green", "done")]


def test_heat_end_without_bail_the_game_ends_at_the_heat_phase():
    g = examples.heat_end()
    assert (g.n, g.heat, g.rises, g.don) == (3, 3, 2, "Red")
    _red_kills_blues_last_two(g)
    do(g, "Green", "done")
    assert g.over and g.phase == "over" and g.decision is None and g.round == 5
    # Scores: cash plus $25k a point of respect on the board; the jailed Made Man counts nothing.
    assert g.scores() == {"Red": 25 + 75 + 50, "Blue": 25, "Green": 60 + 75}
    assert g.winner == ["Red"]
    assert events(g, "score")[-1].data["scores"] == g.scores()
    with pytest.raises(IllegalAction, match="over"):
        g.apply(Action("Red", "pass"))


def test_heat_end_with_bail_play_goes_on():
    g = examples.heat_end()
    _red_kills_blues_last_two(g)
    do(g, "Green", "bail", target="green_made_man")
    assert g.cash["Green"] == 10 and g.where["green_made_man"] == "streets"
    assert not g.over and g.heat == 3 and g.rises == 2
    assert g.round == 6 and g.heat_count() == 2                # 2 < 3 players: no rise, next round
    assert "The Prison and the Morgue hold 2 mobsters, fewer than the 3 players: the Heat stays at level 3." \
        in texts(g, "heat")
    assert (g.phase, g.decision.player, g.decision.kind) == ("business", "Red", "vote")
    # The bailed Made Man is back on the board and counts again.
    assert g.scores() == {"Red": 25 + 75 + 50, "Blue": 25, "Green": 10 + 75 + 50}
