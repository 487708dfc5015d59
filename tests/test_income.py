"""Factor income against the rulebook's four examples, the revenue table and the IFM rules."""

import pytest

from mobgames.bloodfeud import DOMINANCE, income, new_game, revenue, revenue_table
from mobgames.bloodfeud.examples import INCOME_EXAMPLES, income_example
from mobgames.core import IllegalAction, MobgamesError, SetupError


@pytest.mark.parametrize("n, amount, ifm, assets", [(1, 360, 6, 60), (2, 240, 4, 60), (3, 420, 3, 140), (4, 1120, 8, 140)])
def test_rulebook_income_examples(n, amount, ifm, assets):
    game, player = income_example(n)
    r = income(game, player)
    assert (r.amount, r.ifm, r.assets) == (amount, ifm, assets)
    assert f"${amount}" in r.explain().replace(",", "")
    assert not r.dominant


def test_example_3_assets_break_down():
    game, player = income_example(3)
    r = income(game, player)
    assert r.district_assets == 80 and r.building_assets == 60
    assert r.buildings == {"penthouse_palace": 1, "illicit_activity": 1}


def test_example_4_absorbed_family_keep_their_colour():
    game, player = income_example(4)
    blue = sum(c.get("family:Blue", 0) for by in game.pieces.values() for c in [by.get(player, {})])
    assert blue == 5
    assert "Ben" in game.eliminated


def test_unknown_example_is_a_clear_error():
    with pytest.raises(MobgamesError, match="no income example 5"):
        income_example(5)
    assert set(INCOME_EXAMPLES) == {1, 2, 3, 4}


def _game():
    return new_game(["Ana", "Ben"], seed=1)


def test_family_outside_own_districts_do_not_count():
    game = _game()
    board = game.board
    park = board.find("Central Park").id
    water = board.find("Upper Bay (Liberty Island)").id
    airport = board.of_kind("airport")[0]
    mine = ["bensonhurst", "dyker_heights"]
    theirs = "astoria"
    game.arrange("Ben", pieces={theirs: {"thug": 1}}, control=[theirs])
    game.arrange("Ana", pieces={park: {"family": 1}, water: {"family": 1}, airport: {"family": 1},
                                theirs: {"family": 1}, "bay_ridge": {"family": 1},  # neutral district
                                mine[0]: {"boss": 1}, mine[1]: {"thug": 3}},
                 control=mine)
    r = income(game, "Ana")
    assert r.independent == ("bensonhurst",)      # only the Boss in an exploited district
    assert r.amount == 1 * 20


def test_boss_counts_and_huddled_family_count_once():
    game = _game()
    game.arrange("Ana", pieces={"bensonhurst": {"boss": 1, "family": 4}}, control=["bensonhurst", "gravesend"])
    assert income(game, "Ana").ifm == 1 and income(game, "Ana").amount == 20


def test_kidnapped_family_do_not_count():
    game = _game()
    game.arrange("Ana", pieces={"bensonhurst": {"boss": 1}}, control=["bensonhurst", "gravesend"])
    game.prisoners["Ben"]["Red"] += 2   # held by Ben: not on the board
    assert income(game, "Ana").ifm == 1


def test_revenue_table_is_assets_times_ifm():
    t = revenue_table()
    assert len(t.rows) == 65 and t.headers[1:] == [f"x{i}" for i in range(1, 14)]
    assert t.rows[9][3] == "$300"          # assets 100, IFM x3
    assert t.rows[-1][-1] == "$8,450"      # assets 650, IFM x13
    grand = revenue_table(range(660, 1001, 10), range(14, 21))
    assert grand.rows[0][0] == "$660" and grand.headers[-1] == "x20"
    assert revenue(650, 13) == 8450
    with pytest.raises(ValueError):
        revenue(-10, 2)


def test_incontestable_dominance_at_6000_earned():
    game = _game()
    districts = game.board.districts("Queens")[:30]
    family = {d: {"family": 1} for d in districts[:10]} | {districts[10]: {"boss": 1}}
    game.arrange("Ana", pieces=family, control=districts[:20])   # 20 districts: $200 x IFM 11 = $2,200
    assert not income(game, "Ana").dominant
    buildings = {d: "illicit_activity" for d in districts[:20]}   # + $800 -> $1,000 x 11 = $11,000
    game.arrange("Ana", pieces=family, control=districts[:20], buildings=buildings)
    assert income(game, "Ana").amount == 11000 and income(game, "Ana").dominant
    game.cash["Ana"] = 50_000                      # cash in hand is not income
    game.arrange("Ana", pieces={districts[0]: {"boss": 1}}, control=districts[:1])
    assert not income(game, "Ana").dominant and DOMINANCE == 6000


def test_arrange_refuses_bad_positions_and_changes_nothing():
    game = _game()
    before = (repr(game.pieces), dict(game.control))
    with pytest.raises(IllegalAction, match="not a city district"):
        game.arrange("Ana", control=["central_park"])
    with pytest.raises(IllegalAction, match="needs Ana to control"):
        game.arrange("Ana", control=["bensonhurst"], buildings={"gravesend": "illicit_activity"})
    with pytest.raises(IllegalAction, match="not a piece"):
        game.arrange("Ana", pieces={"bensonhurst": {"dragon": 1}})
    assert (repr(game.pieces), dict(game.control)) == before


def test_factor_income_pays_and_checks_dominance_right_after():
    from mobgames.bloodfeud import factor_income

    game, player = income_example(4)
    game.cash[player] = 5_500          # savings do not make dominance
    r = factor_income(game, player)
    assert r.amount == 1120 and game.cash[player] == 6_620 and game.winner is None
    assert game.log[-1].text == "Ana earns $1,120: IFM 8 x assets $140."
    districts = game.board.districts("Queens")[:20]
    game.arrange(player, pieces={d: {"family": 1} for d in districts[:11]}, control=districts,
                 buildings={d: "illicit_activity" for d in districts[:9]})   # $560 x 11 = $6,160
    r = factor_income(game, player)
    assert r.amount == 6160 and game.winner == player and "Incontestable Dominance" in game.log[-1].text


def test_sandbox_edits_respect_ownership():
    game = _game()
    game.set_control("gravesend", "Ben")
    with pytest.raises(IllegalAction, match="take it in a battle"):
        game.toggle_control("Ana", "gravesend")
    game.toggle_control("Ana", "bensonhurst")
    assert game.control["bensonhurst"] == "Ana"
    with pytest.raises(IllegalAction, match="Ana can build only"):
        game.set_building("gravesend", "illicit_activity", by="Ana")
    game.toggle_control("Ana", "bensonhurst")
    assert "bensonhurst" not in game.control


@pytest.mark.parametrize("keeps_it", [False, True])
def test_take_manhattan_drops_the_dominance_win_unless_its_option_keeps_it(keeps_it):
    """Ruling bf-take-manhattan-dominance: the scenario's goal replaces the $6,000 win by default;
    Options(manhattan_dominance=True) is the other reading (the scenario keeps every standard rule)."""
    from mobgames.bloodfeud import Options, factor_income

    game = new_game(["Ana", "Ben"], seed=1,
                    options=Options(scenario="take_manhattan", manhattan_dominance=keeps_it))
    districts = game.board.districts("Queens")[:20]
    game.arrange("Ana", pieces={d: {"family": 1} for d in districts[:11]}, control=districts,
                 buildings={d: "illicit_activity" for d in districts[:9]})   # $560 x 11 = $6,160
    assert factor_income(game, "Ana").amount == 6160
    assert game.winner == ("Ana" if keeps_it else None)
    with pytest.raises(SetupError, match="Take Manhattan"):
        Options(manhattan_dominance=True)   # the standard game always has this win


def test_the_income_in_words_says_where_the_rulebooks_example_3_comes_from():
    """What a table shows beside each family's income: the districts and buildings that make the
    assets, and how many districts hold family (the income factor), with the rulebook's numbers."""
    game, player = income_example(3)
    words = income(game, player).in_words()
    assert words == (f"{player}: 8 districts ($10 each), 1 Penthouse Palace ($20) and 1 Illicit Activity ($40) "
                     "make assets of $140. Family pieces stand in 3 of those districts, so the income factor "
                     "(IFM) is 3: 3 x $140 = $420.")
