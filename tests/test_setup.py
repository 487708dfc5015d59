"""Set-up against the rulebook's tables: start points, starting pieces, turn order, ranking."""

import pytest

from mobgames.core.errors import ArgumentError

from mobgames.bloodfeud import Options, SetupError, catalogue, new_game, rank_players
from mobgames.core import ScriptedDice

# The rulebook's set-up section.
START_POINTS = {
    6: {"Manhattan", "The Bronx", "Queens", "Brooklyn", "Staten Island", "New Jersey"},
    5: {"The Bronx", "Queens", "Brooklyn", "Staten Island", "New Jersey"},
    4: {"Queens", "The Bronx", "Staten Island", "New Jersey"},
    3: {"Brooklyn", "The Bronx", "New Jersey"},
    2: {"New Jersey", "Queens"},
}
EXTRA = {
    6: {"thug": 2}, 5: {"thug": 2}, 4: {"thug": 2, "henchman": 2},
    3: {"thug": 2, "henchman": 2, "limousine": 1},
    2: {"thug": 3, "henchman": 3, "hitman": 1, "limousine": 1},
}
CLOCKWISE = ["Manhattan", "The Bronx", "Queens", "Brooklyn", "Staten Island", "New Jersey"]


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_every_player_count_matches_the_tables(n):
    game = new_game(n, seed=n)
    assert {p.area for p in game.players} == START_POINTS[n]
    expected = {"boss": 1, "family": 5, **EXTRA[n]}
    for p in game.players:
        assert dict(game.pieces_at(p.start)[p.name]) == expected
        assert game.board.space(p.start).borough == p.area and game.board.space(p.start).start
        assert game.control == {q.start: q.name for q in game.players}
        assert game.cash[p.name] == 0
    assert len({p.colour for p in game.players}) == n


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_turn_order_follows_the_board_clockwise(n):
    game = new_game(n, seed=11)
    areas = [p.area for p in game.players]
    assert areas == [a for a in CLOCKWISE if a in areas]


def test_three_player_round_is_bronx_brooklyn_new_jersey():
    assert [p.area for p in new_game(3, seed=0).players] == ["The Bronx", "Brooklyn", "New Jersey"]


@pytest.mark.parametrize("bad", [1, 7, 0, -2])
def test_wrong_player_counts_are_refused(bad):
    with pytest.raises(SetupError, match="2 to 6 players"):
        new_game(bad)


def test_other_malformed_players_are_refused():
    with pytest.raises(SetupError, match="same name"):
        new_game(["Ann", "Ann"])
    with pytest.raises(SetupError):
        new_game(["Ann"] * 1)
    with pytest.raises(SetupError):
        new_game(["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus"])
    with pytest.raises(ArgumentError, match="players should be a whole number"):
        new_game(True)
    with pytest.raises(ArgumentError, match="players should be a whole number or a list of text, not 'Ann and Bob'"):
        new_game("Ann and Bob")


def test_ranking_roll_ties_roll_again_among_themselves():
    # Ann 7, Bob 9, Cy 7 -> Ann and Cy tie and roll again: Ann 3, Cy 8.
    ranking, events = rank_players(["Ann", "Bob", "Cy"], ScriptedDice([7, 9, 7, 3, 8]))
    assert ranking == ["Bob", "Cy", "Ann"]
    text = " ".join(e.text for e in events)
    assert "Ann and Cy tie on 7, so they roll again." in text


def test_first_in_ranking_chooses_first():
    # Bob rolls highest and so picks first: with no stated choice he takes the first start point
    # the rulebook lists for two players (New Jersey) and the first colour.
    game = new_game(["Ann", "Bob"], dice=ScriptedDice([2, 9]))
    bob = game.player("Bob")
    assert bob.rank == 1 and bob.area == "New Jersey" and bob.colour == "Red"
    assert game.player("Ann").area == "Queens"


def test_stated_choices_are_honoured_and_checked():
    game = new_game(["Ann", "Bob"], seed=4, starts={"Ann": "new jersey"}, colours={"Ann": "blue"})
    assert game.player("Ann").area == "New Jersey" and game.player("Ann").colour == "Blue"
    with pytest.raises(SetupError, match="cannot start there"):
        new_game(["Ann", "Bob"], starts={"Ann": "Manhattan"})
    with pytest.raises(SetupError, match="same start point"):
        new_game(["Ann", "Bob"], starts={"Ann": "Queens", "Bob": "Queens"})
    with pytest.raises(SetupError, match="not playing"):
        new_game(["Ann", "Bob"], colours={"Zed": "Red"})
    with pytest.raises(SetupError, match="not one of them"):
        new_game(["Ann", "Bob"], colours={"Ann": "Mauve"})


def test_seed_reproduces_the_set_up():
    a, b = new_game(6, seed=123), new_game(6, seed=123)
    assert [(p.name, p.area, p.colour) for p in a.players] == [(p.name, p.area, p.colour) for p in b.players]
    assert a.narration() == b.narration()
    fresh = new_game(6)
    assert fresh.seed is not None
    assert new_game(6, seed=fresh.seed).narration() == fresh.narration()


def test_set_up_is_narrated():
    game = new_game(["Ann", "Bob"], dice=ScriptedDice([2, 9]))
    text = game.narration()
    assert "Bob rolls 9." in text
    assert "Bob chooses New Jersey" in text
    assert "1 Boss, 5 Family Members, 3 Thugs, 3 Henchmen, 1 Hit Man and 1 Limousine" in text
    assert text.splitlines()[-1].endswith("Turn order: Queens (Ann) and New Jersey (Bob).")


def test_pieces_catalogue_matches_the_player_card():
    cat = catalogue()
    card = {  # move, carries, attack, cost
        "boss": (1, None, 5, None), "family": (1, None, 5, None), "hitman": (2, None, 4, 450),
        "henchman": (2, None, 6, 250), "thug": (1, None, 7, 100),
        "limousine": (4, 5, None, 300), "speedboat": (5, 5, None, 150), "helicopter": (9, 3, None, 550),
    }
    for pid, (move, carries, attack, cost) in card.items():
        p = cat[pid]
        assert (p.move, p.carries, p.attack, p.cost) == (move, carries, attack, cost), pid
    assert cat["illicit_activity"].cost == 200 and cat["illicit_activity"].assets == 40
    assert cat["corrupt_precinct"].cost == 130 and cat["corrupt_precinct"].defense == 1
    assert cat["penthouse_palace"].cost == 900 and cat["penthouse_palace"].assets == 20
    assert cat["penthouse_palace"].defense == 3
    assert cat["bribe_precinct"].cost == 50 and cat["airport_landing"].cost == 20


def test_helicopter_price_option():
    assert catalogue(Options(helicopter_cost=600))["helicopter"].cost == 600
    assert new_game(2, seed=1, options=Options(helicopter_cost=600)).catalogue["helicopter"].cost == 600
    with pytest.raises(SetupError, match="550"):
        Options(helicopter_cost=575)
