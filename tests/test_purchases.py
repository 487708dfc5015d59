"""Phase 4, Make Purchases: prices, placement, speedboat shores, buildings and a limited supply."""

import pytest

from mobgames.bloodfeud import Options, blank_game, buy, placements
from mobgames.core import IllegalAction


@pytest.fixture
def game():
    g = blank_game(["Ana", "Ben"])
    g.place("Ana", "boss", "bay_ridge")
    g.set_control("bay_ridge", "Ana")
    g.set_control("dyker_heights", "Ana")
    g.cash["Ana"] = 5000
    return g


@pytest.mark.parametrize("item, cost", [("thug", 100), ("henchman", 250), ("hitman", 450), ("limousine", 300),
                                        ("speedboat", 150), ("helicopter", 550)])
def test_player_card_prices_and_placement_with_the_boss(game, item, cost):
    pid = buy(game, "Ana", item)
    assert game.cash["Ana"] == 5000 - cost and game.units[pid].space == "bay_ridge"
    assert pid in game.moved      # new pieces wait for the next turn


def test_helicopter_price_option():
    g = blank_game(["Ana", "Ben"], options=Options(helicopter_cost=600))
    g.place("Ana", "boss", "bay_ridge")
    g.cash["Ana"] = 600
    buy(g, "Ana", "helicopter")
    assert g.cash["Ana"] == 0


def test_family_and_bosses_cannot_be_bought(game):
    with pytest.raises(IllegalAction, match="cannot be bought"):
        buy(game, "Ana", "family")


def test_not_enough_money(game):
    game.cash["Ana"] = 99
    with pytest.raises(IllegalAction, match="costs \\$100"):
        buy(game, "Ana", "thug")
    assert game.cash["Ana"] == 99


def test_speedboat_needs_a_shore_and_docks_on_the_chosen_one(game):
    shores = game.board.neighbours("bay_ridge", ["shore"])
    pid = buy(game, "Ana", "speedboat", shore=shores[-1])
    assert game.units[pid].shore == shores[-1] and not game.units[pid].floating
    g = blank_game(["Ana", "Ben"])
    g.place("Ana", "boss", "borough_park")     # inland
    g.cash["Ana"] = 500
    with pytest.raises(IllegalAction, match="borders water"):
        buy(g, "Ana", "speedboat")


def test_penthouse_is_a_second_placement_from_the_next_turn(game):
    buy(game, "Ana", "penthouse_palace", at="dyker_heights")
    assert placements(game, "Ana") == ["bay_ridge"]
    with pytest.raises(IllegalAction, match="earlier turn"):
        buy(game, "Ana", "thug", at="dyker_heights")
    game.fresh.clear()                       # a later turn
    assert buy(game, "Ana", "thug", at="dyker_heights")


def test_buildings_go_in_controlled_districts_one_each(game):
    buy(game, "Ana", "illicit_activity", at="dyker_heights")
    buy(game, "Ana", "corrupt_precinct", at="dyker_heights")
    assert game.buildings["dyker_heights"] == "corrupt_precinct" and game.precinct_price["dyker_heights"] == 130
    assert "replacing the Illicit Activity" in game.log[-1].text
    with pytest.raises(IllegalAction, match="controls"):
        buy(game, "Ana", "illicit_activity", at="gravesend")


def test_limited_supply(game):
    game.supply["hitman"] = 2
    buy(game, "Ana", "hitman")
    game.place("Ben", "hitman", "gravesend")
    with pytest.raises(IllegalAction, match="All 2 Hit Men are in play"):
        buy(game, "Ana", "hitman")
    box = blank_game(2).supply                      # the box's reconstructed counts by default
    assert box["thug"] == 24 and box["hitman"] == 12 and box["illicit_activity"] == 12
    assert all(v is None for v in blank_game(2, options=Options(supply="unlimited")).supply.values())
