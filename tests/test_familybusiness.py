"""Family Business: set-up, the Hit List, Mob Wars, counters and the first cards."""

import random

import pytest

from mobgames.core import IllegalAction, SetupError
from mobgames.familybusiness import deck_counts, new_game
from mobgames.familybusiness.game import Action


def first(game, player, n=1):
    return game.in_front(player)[:n]


@pytest.mark.parametrize("deck, size", [("56", 56), ("57", 57), ("58", 58)])
def test_decks(deck, size):
    assert sum(deck_counts(deck).values()) == size
    g = new_game(3, seed=1, deck=deck)
    assert len(g.deck) + len(g.discard) + sum(map(len, g.hands.values())) == size


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_set_up(n):
    g = new_game(n, seed=n)
    assert all(len(g.alive(p)) == 9 for p in g.players)
    assert len(g.mobsters) == 54
    assert len(g.hands[g.players[0]]) == 6 and all(len(g.hands[p]) == 5 for p in g.players[1:])
    assert g.decision.player == g.players[0]


@pytest.mark.parametrize("bad", [1, 7, ["Ann", "Ann"], "Ann"])
def test_bad_player_counts(bad):
    with pytest.raises(SetupError):
        new_game(bad)


def test_a_player_sees_only_their_own_hand():
    g = new_game(["Ana", "Ben"], seed=2)
    v = g.view("Ben")
    assert v["hand"] == g.hands["Ben"] and "Ana" not in str(v["hand"])
    assert v["hand_sizes"]["Ana"] == 6 and "deck" not in v


def test_contract_target_chooses_and_next_player_goes():
    g = new_game(["Ana", "Ben", "Chen"], seed=1)
    g.arrange(hands={"Ana": ["contract"], "Ben": ["intrigue"], "Chen": ["intrigue"]}, deck=["contract"] * 4, turn="Ana")
    g.apply(Action("Ana", "play", "contract", "Ben"))
    assert g.decision.player == "Ben" and g.decision.kind == "choose"
    pick = g.in_front("Ben")[3]
    g.apply(Action("Ben", "choose", target=pick))
    assert g.hit_list == [pick] and g.decision.player == "Ben" and g.decision.kind == "play"


def test_family_influence_cancels_and_its_player_goes_next():
    g = new_game(["Ana", "Ben", "Chen", "Dee"], seed=1)
    g.arrange(hands={"Ana": ["contract"], "Ben": ["intrigue"], "Chen": ["intrigue"],
                     "Dee": ["family_influence", "substitution"]}, deck=["contract"] * 4, turn="Ana")
    g.apply(Action("Ana", "play", "contract", "Ben"))
    assert g.decision.player == "Dee" and g.decision.kind == "counter"
    g.apply(Action("Dee", "counter", "family_influence"))
    assert g.hit_list == [] and g.decision.player == "Dee"          # Ben and Chen are skipped
    assert len(g.hands["Dee"]) == 3                                   # replaced, then drew for the turn


def test_mob_power_reverses_a_contract():
    g = new_game(["Ana", "Ben"], seed=1)
    g.arrange(hands={"Ana": ["contract"], "Ben": ["mob_power"]}, deck=["contract"] * 4, turn="Ana")
    g.apply(Action("Ana", "play", "contract", "Ben"))
    g.apply(Action("Ben", "counter", "mob_power"))
    assert g.decision.player == "Ana" and g.decision.kind == "choose"
    mine = first(g, "Ana")[0]
    g.apply(Action("Ana", "choose", target=mine))
    assert g.hit_list == [mine] and g.decision.player == "Ben"


def test_uncounterable_contracts_offer_no_counter():
    g = new_game(["Ana", "Ben"], seed=1)
    g.arrange(hands={"Ana": ["contract_iron_clad", "contract_no_family_influence"],
                     "Ben": ["family_influence"] * 5}, deck=["contract"] * 4, turn="Ana")
    g.apply(Action("Ana", "play", "contract_no_family_influence", "Ben"))
    assert g.decision.kind == "choose"          # Ben holds only Family Influence: no counter possible


def test_priority_contract_goes_up_against_the_wall():
    g = new_game(["Ana", "Ben"], seed=1)
    listed = first(g, "Ana", 2)
    g.arrange(hands={"Ana": ["priority_contract"], "Ben": ["intrigue"]}, deck=["contract"] * 4,
              hit_list=listed, turn="Ana")
    g.apply(Action("Ana", "play", "priority_contract", "Ben"))
    pick = g.in_front("Ben")[0]
    g.apply(Action("Ben", "choose", target=pick))
    assert g.hit_list[0] == pick


def test_mob_war_kills_from_the_wall_at_the_start_of_each_turn():
    g = new_game(["Ana", "Ben"], seed=1)
    listed = first(g, "Ana", 2) + first(g, "Ben", 1)
    g.arrange(hands={"Ana": ["mob_war"], "Ben": ["intrigue"]}, deck=["contract"] * 4, hit_list=listed, turn="Ana")
    g.apply(Action("Ana", "play", "mob_war"))
    assert g.dead == listed[:1] and g.hit_list == listed[1:]           # Ben's turn began with one death


def test_ambush_doubles_the_rate_and_truce_stops_it_unless_triggers_hold():
    g = new_game(["Ana", "Ben"], seed=1)
    listed = first(g, "Ana", 3) + first(g, "Ben", 3)
    g.arrange(hands={"Ana": ["ambush"], "Ben": ["intrigue"]}, deck=["contract"] * 4, hit_list=listed[:4], turn="Ana")
    g.apply(Action("Ana", "play", "ambush"))
    assert g.war == 2 and g.dead == listed[:2]
    g2 = new_game(["Ana", "Ben"], seed=1)
    g2.arrange(hands={"Ana": ["truce"], "Ben": ["intrigue"]}, deck=["contract"] * 4, hit_list=listed, war=2, turn="Ana")
    g2.apply(Action("Ana", "play", "truce"))
    assert g2.war == 1     # six on the list: the war restarts at once, at the normal rate


def test_massacre_eliminates_one_at_a_time_and_stops_at_the_winner():
    g = new_game(["Ana", "Ben"], seed=1)
    ben = g.alive("Ben")
    g.arrange(hands={"Ana": ["st_valentines_day_massacre"], "Ben": ["intrigue"]}, deck=["contract"] * 4,
              hit_list=ben + first(g, "Ana", 1), turn="Ana")
    g.apply(Action("Ana", "play", "st_valentines_day_massacre"))
    assert g.winner == "Ana" and len(g.alive("Ana")) == 9      # Ana's listed mobster survives
    assert g.legal_actions() == []


def test_illegal_actions_change_nothing():
    g = new_game(["Ana", "Ben"], seed=1)
    before = (list(g.hit_list), {p: list(h) for p, h in g.hands.items()}, len(g.log))
    with pytest.raises(IllegalAction, match="Ana's decision"):
        g.apply(Action("Ben", "discard", g.hands["Ben"][0]))
    with pytest.raises(IllegalAction):
        g.apply(Action("Ana", "play", "contract", "Zed"))
    assert before == (list(g.hit_list), {p: list(h) for p, h in g.hands.items()}, len(g.log))


@pytest.mark.parametrize("seed", range(40))
def test_random_games_end_with_everything_accounted_for(seed):
    rng = random.Random(seed)
    g = new_game(rng.randint(2, 6), seed=seed)
    for _ in range(5000):
        if g.winner:
            break
        g.apply(rng.choice(g.legal_actions()))
        cards = len(g.deck) + len(g.discard) + sum(map(len, g.hands.values()))
        assert cards == 56
        placed = sum(len(g.alive(p)) for p in g.players) + len(g.dead) + sum(1 for m in g.mobsters.values() if m.owner is None)
        assert placed == 54
        assert len(g.hit_list) == len(set(g.hit_list))
    assert g.winner in g.players and g.eliminated and len(g.active_players) == 1
