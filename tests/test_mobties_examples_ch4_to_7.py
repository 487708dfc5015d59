"""The positions that Mob Ties chapters 4 to 7 step through (mobgames/mobties/examples.py, the
functions after the rulebook's own examples): each one tells the story its docstring and its
chapter promise, with the rulebook's numbers where it is the rulebook's example."""

import pytest

from mobgames.mobties import FAVOR, FED, Action, examples
from mobgames.mobties.bots import simple_bot
from mobgames.mobties.examples import FEDS_ARRIVE_MOVES


def feds_phase(card, weapon=""):
    """feds_arrive with its three moves, then the simple computer player to the end of round 2's Feds."""
    game = examples.feds_arrive(card, weapon)
    assert game.phase == "movement" and game.round == 2
    start = len(game.log)
    for action in FEDS_ARRIVE_MOVES:
        game.apply(action)
    while game.round == 2 and game.phase == "feds":
        game.apply(simple_bot(game))
    return game, [e.full for e in game.log[start:]]


def test_every_fed_card_can_come_in_feds_arrive():
    for card in FED:
        game, told = feds_phase(card)
        assert any(line.startswith("Fed card:") for line in told), card


def test_one_more_fed_closes_the_empty_little_italy():
    game, told = feds_phase("raid_little_italy_1")
    assert ("Little Italy is surrounded by 4 Feds with nobody to defend it: it is closed for the rest of the game."
            in told)
    assert "little_italy" in game.closed
    assert game.why_not(Action("Red", "move", target="red_capo", where="little_italy")) == \
        "Little Italy is closed by the Feds."


def test_the_crackdown_surrounds_kittys_and_closes_little_italy():
    game, told = feds_phase("citywide_crackdown")
    assert "Kitty's is surrounded by 4 Feds: somebody gets pinched." in told
    assert "Blue loses the Show of Respect in Kitty's." in told       # Red's Capo (3) against Blue's Hit Man (2)
    assert game.where["blue_hit_man"] == "prison" and "little_italy" in game.closed
    game, told = feds_phase("citywide_crackdown", "shotgun")
    assert "Blue uses a Shotgun: 2 Feds removed, 2 left." in told and game.where["blue_hit_man"] == "kittys"


def test_one_shotgun_is_not_enough_against_an_fbi_raid():
    game, told = feds_phase("fbi_raid", "shotgun")
    assert "Kitty's is surrounded by 7 Feds: somebody gets pinched." in told
    assert "Blue uses a Shotgun: 2 Feds removed, 5 left." in told and game.where["blue_hit_man"] == "prison"


@pytest.mark.parametrize("attack", ["deal_gone_bad", "car_bomb", "ambushed_in_the_alley", "whacked",
                                    "sleep_with_the_fishes"])
@pytest.mark.parametrize("defence", ["", "bulletproof_vest", "bodyguard", "mob_doctor"])
def test_a_defense_card_is_offered_only_at_the_attacks_level_or_higher(attack, defence):
    game = examples.attack_and_defence(attack, defence)
    game.apply(Action("Red", "attack", card=attack, target="Yellow", where="meat_locker"))
    offered = {a.card for a in game.legal_actions() if a.kind == "defend"}
    can = bool(defence) and FAVOR[defence].level >= FAVOR[attack].level
    assert offered == ({defence} if can else set())


def test_the_defaults_are_the_rulebooks_car_bomb():
    assert examples.attack_and_defence().to_json() == examples.car_bomb().to_json()


def test_first_blood_pays_25k_in_round_one():
    game = examples.first_blood()
    told = game.apply(Action("Red", "attack", card="deal_gone_bad", target="Yellow", where="meat_locker"))
    assert told[2].full == "First Blood: Red earns a $25k bonus." and game.cash["Red"] == 50


def test_the_driver_gets_away_and_yellow_cannot_hit_back():
    game = examples.driver_getaway()
    for action in [Action("Red", "attack", card="car_bomb", target="Yellow", where="meat_locker"),
                   Action("Yellow", "sacrifice", target="yellow_associate", where="meat_locker"),
                   Action("Red", "drive", target="red_made_man", where="streets")]:
        game.apply(action)
    assert game.where["red_made_man"] == game.where["red_driver"] == "streets"
    assert "Yellow ends the action turn." in [e.full for e in game.log]
    assert "deal_gone_bad" in game.hands["Yellow"]                  # Yellow kept the card: nobody to hit


def test_special_cards():
    game = examples.special_cards()
    for action in [Action("Red", "play", card="drive_by"),
                   Action("Blue", "defend", card="bulletproof_vest", where="streets"),
                   Action("Red", "attack", card="shanked", target="Green", where="prison"),
                   Action("Red", "play", card="tony_goldstein", target="red_associate")]:
        game.apply(action)
    assert game.where["blue_driver"] == "streets" and game.where["green_hit_man"] == "morgue"
    assert game.where["green_associate"] == "morgue" and game.where["red_associate"] == "streets"


@pytest.mark.parametrize("pays, morgue", [(True, 0), (False, 1)])
def test_the_heat_rises_either_way(pays, morgue):
    game = examples.heat_rises()
    assert game.heat_count() == 4 and game.n == 3 and game.cash["Red"] == 60
    game.apply(Action("Red", "bail", target="red_hit_man") if pays else Action("Red", "done"))
    assert game.heat == 2 and not game.at("prison") and len(game.at("morgue")) == morgue
    assert (game.where["red_hit_man"] == "streets") is pays


def test_bail_or_not_is_the_rulebooks_last_round():
    game = examples.bail_or_not()
    assert game.decision.player == "Green" and game.decision.kind == "bail" and game.heat_count() == 3
    game.apply(Action("Green", "done"))
    assert game.is_over and game.scores() == {"Red": 150, "Blue": 25, "Green": 135} and game.winners == ["Red"]
    game = examples.bail_or_not()
    game.apply(Action("Green", "bail", target="green_made_man"))
    assert not game.is_over and game.heat_count() == 2 and game.heat == 3


@pytest.mark.parametrize("gift, winner", [(5, "Red"), (7, "Red"), (8, "Green")])
def test_red_can_give_green_7k_and_still_win(gift, winner):
    """The role-play card mt_bail_or_not: Red may offer up to $7k; more, and Green is richer."""
    game = examples.bail_or_not()
    game.deal("Red", "Green", gift)
    game.apply(Action("Green", "done"))
    assert game.winners == [winner]


def test_kittys_bargain_and_the_offers():
    game = examples.kittys_bargain()
    assert game.show.respect == {"Red": 3, "Blue": 2, "Green": 2} and game.decision.player == "Red"
    game = examples.kittys_offers()
    kinds = [e.kind for e in game.log]
    assert kinds[-5:] == ["offer", "decline", "offer", "accept", "deal"]
    assert game.cash == {"Red": 25, "Blue": 15, "Green": 35} and game.show.promises == {"Green": "Blue"}
    for voter, choice in (("Red", "Red"), ("Blue", "Blue"), ("Green", "Blue")):
        game.apply(Action(voter, "vote", target=choice))
    assert "Blue collects $20k from Kitty's." in [e.full for e in game.log]
