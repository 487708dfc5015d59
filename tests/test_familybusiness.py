"""Family Business: set-up, the Hit List, Mob Wars, counters and the first cards."""

import random

import pytest

from mobgames.core.errors import ArgumentError

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


@pytest.mark.parametrize("bad", [1, 7, ["Ann", "Ann"]])
def test_bad_player_counts(bad):
    with pytest.raises(SetupError):
        new_game(bad)


def test_players_given_as_one_name_are_refused_naming_the_argument():
    with pytest.raises(ArgumentError, match="players should be a whole number or a list of text, not 'Ann'"):
        new_game("Ann")


def test_a_player_sees_only_their_own_hand():
    g = new_game(["Ana", "Ben"], seed=2)
    v = g.view("Ben")
    assert v["hand"] == g.hands["Ben"] and "Ana" not in str(v["hand"])
    assert v["hand_sizes"]["Ana"] == 6 and "deck" not in v


def test_contract_target_chooses_and_next_player_goes():
    g = new_game(["Ana", "Ben", "Chen"], seed=1)
    g.arrange(hands={"Ana": ["contract"], "Ben": ["intrigue"], "Chen": ["intrigue"]}, deck=["contract"] * 4, turn="Ana")
    g.apply(Action("Ana", "play", "contract", "Ben"))
    assert g.decision.player == "Ben" and g.decision.kind == "listing"
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
    assert g.decision.player == "Ana" and g.decision.kind == "listing"
    mine = first(g, "Ana")[0]
    g.apply(Action("Ana", "choose", target=mine))
    assert g.hit_list == [mine] and g.decision.player == "Ben"


def test_a_counter_card_is_replaced_only_after_the_card_it_answered_is_carried_out():
    """The rulebook: after the card's effect is resolved, the counter's player replaces his
    Counter card from the deck (and then takes the next turn)."""
    g = new_game(["Ana", "Ben"], seed=1)
    g.arrange(hands={"Ana": ["contract"], "Ben": ["mob_power"]}, deck=["intrigue", "truce"], turn="Ana")
    g.apply(Action("Ana", "play", "contract", "Ben"))
    g.apply(Action("Ben", "counter", "mob_power"))
    assert g.decision.kind == "listing" and g.hands["Ben"] == [] and len(g.deck) == 2   # still resolving
    g.apply(Action("Ana", "choose", target=first(g, "Ana")[0]))
    assert g.decision.player == "Ben" and sorted(g.hands["Ben"]) == ["intrigue", "truce"] and g.deck == []


def test_uncounterable_contracts_offer_no_counter():
    g = new_game(["Ana", "Ben"], seed=1)
    g.arrange(hands={"Ana": ["contract_iron_clad", "contract_no_family_influence"],
                     "Ben": ["family_influence"] * 5}, deck=["contract"] * 4, turn="Ana")
    g.apply(Action("Ana", "play", "contract_no_family_influence", "Ben"))
    assert g.decision.kind == "listing"          # Ben holds only Family Influence: no counter possible


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


# -- the remaining cards, each on a hand-built position ----------------------------------------

def setup2(hand_ana, hand_ben=("intrigue",), **kw):
    g = new_game(["Ana", "Ben"], seed=1)
    g.arrange(hands={"Ana": list(hand_ana), "Ben": list(hand_ben)}, deck=["contract"] * 6, turn="Ana", **kw)
    return g


def choose(g, player, mobster):
    g.apply(Action(player, "choose", target=mobster))


def test_double_contract_lists_two_and_a_counter_saves_only_the_first():
    g = setup2(["double_contract"])
    g.apply(Action("Ana", "play", "double_contract", "Ben"))
    a, b = g.in_front("Ben")[:2]
    choose(g, "Ben", a)
    choose(g, "Ben", b)
    assert g.hit_list == [a, b]
    g = setup2(["double_contract"], ["family_influence"])
    g.apply(Action("Ana", "play", "double_contract", "Ben"))
    g.apply(Action("Ben", "counter", "family_influence"))
    choose(g, "Ben", g.in_front("Ben")[0])
    assert len(g.hit_list) == 1 and g.decision.player == "Ben"


def test_mob_power_against_a_double_contract_makes_the_contractor_place_first():
    g = setup2(["double_contract"], ["mob_power"])
    g.apply(Action("Ana", "play", "double_contract", "Ben"))
    g.apply(Action("Ben", "counter", "mob_power"))
    assert g.decision.player == "Ana"
    ana = g.in_front("Ana")[0]
    choose(g, "Ana", ana)
    assert g.decision.player == "Ben"
    ben = g.in_front("Ben")[0]
    choose(g, "Ben", ben)
    assert g.hit_list == [ana, ben]


def test_hit_kills_anyone_in_play_and_lists_one_of_your_own():
    g = setup2(["hit"])
    victim = g.in_front("Ben")[4]
    g.apply(Action("Ana", "play", "hit"))
    choose(g, "Ana", victim)
    assert victim in g.dead and g.decision.player == "Ana"
    mine = g.in_front("Ana")[0]
    choose(g, "Ana", mine)
    assert g.hit_list == [mine]


def test_double_cross_each_opponent_gives_one_and_the_player_orders_them():
    g = new_game(["Ana", "Ben", "Chen"], seed=1)
    g.arrange(hands={"Ana": ["double_cross"], "Ben": ["intrigue"], "Chen": ["intrigue"]}, deck=["contract"] * 6, turn="Ana")
    g.apply(Action("Ana", "play", "double_cross"))
    b, c = g.in_front("Ben")[0], g.in_front("Chen")[0]
    choose(g, "Ben", b)
    choose(g, "Chen", c)
    assert g.decision.player == "Ana" and set(g.decision.info["options"]) == {b, c}
    choose(g, "Ana", c)
    assert g.hit_list == [c, b]


def test_vendetta_and_safe_house():
    g = new_game(["Ana", "Ben", "Chen"], seed=1)
    g.arrange(hands={"Ana": ["vendetta"], "Ben": ["safe_house"], "Chen": ["intrigue"]}, deck=["contract"] * 6, turn="Ana")
    g.apply(Action("Ana", "play", "vendetta"))
    g.apply(Action("Ben", "counter", "safe_house"))
    options = g.decision.info["options"]
    assert all(g.mobsters[m].owner == "Chen" for m in options)     # Ben's mobsters are safe
    picks = g.in_front("Chen")[:2]
    choose(g, "Ana", picks[1])
    choose(g, "Ana", picks[0])
    # The war still starts, at double rate: Ben's turn (the counter's player goes next) opens
    # with both listed mobsters dying, in the order Ana chose.
    assert g.dead[-2:] == [picks[1], picks[0]] and any(e.text.startswith("Vendetta! A Mob War") for e in g.log)
    assert g.war == 0   # ... and the list is then empty, which ends the war
    assert g.decision.player == "Ben"


def test_take_it_on_the_lam_and_the_finger():
    listed = None
    g = setup2(["take_it_on_the_lam"], ["finger"])
    listed = g.in_front("Ana")[:1]
    g.arrange(hands={"Ana": ["take_it_on_the_lam"], "Ben": ["finger"]}, deck=["contract"] * 6, hit_list=listed, turn="Ana")
    g.apply(Action("Ana", "play", "take_it_on_the_lam", listed[0]))
    g.apply(Action("Ben", "counter", "finger"))
    assert g.hit_list == listed and g.decision.player == "Ben"


def test_arrange_is_refused_once_play_has_begun():
    g = new_game(["Ana", "Ben"], seed=1)
    g.apply(g.legal_actions()[0])
    before = g.to_json()
    with pytest.raises(IllegalAction, match="play has already begun"):
        g.arrange(war=1)
    assert g.to_json() == before


def test_arrange_names_every_problem_and_changes_nothing():
    g = new_game(["Ana", "Ben"], seed=1)
    a1 = g.in_front("Ana")[0]
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.arrange(hands={"Nobody": ["contract"], "Ana": ["no_such_card"]}, hit_list=[a1, a1], war=7)
    text = str(err.value)
    assert "Nobody" in text and "no_such_card" in text and "twice" in text and "war rate" in text
    assert g.to_json() == before


def test_arrange_derives_the_war_and_who_is_out():
    g = new_game(["Ana", "Ben", "Chen"], seed=1)
    listed = g.in_front("Ana")[:3] + g.in_front("Ben")[:3]
    g.arrange(hit_list=listed, dead=g.alive("Chen"), hands={"Ana": ["contract"], "Ben": ["contract"]})
    assert g.war == 1 and g.eliminated == ["Chen"]


def test_an_arranged_position_saves_and_loads():
    from mobgames.familybusiness import FBGame

    g = new_game(["Ana", "Ben"], seed=1)
    g.arrange(hands={"Ana": ["contract"], "Ben": ["mob_power"]}, deck=["contract"] * 4, turn="Ana")
    g.arrange(hit_list=g.in_front("Ben")[:1])
    g.apply(Action("Ana", "play", "contract", "Ben"))
    copy = FBGame.from_json(g.to_json())
    assert copy.to_json() == g.to_json() and copy.hit_list == g.hit_list and copy.hands == g.hands


def test_substitution_intrigue_pay_off_and_crackdown():
    g = new_game(["Ana", "Ben"], seed=1)
    a1, a2 = g.in_front("Ana")[:2]
    b1 = g.in_front("Ben")[0]
    g.arrange(hands={"Ana": ["substitution", "intrigue"], "Ben": ["pay_off", "federal_crackdown"]},
              deck=["contract"] * 6, hit_list=[a1, a2], turn="Ana")
    g.apply(Action("Ana", "play", "substitution", a1))
    choose(g, "Ana", b1)
    assert g.hit_list == [b1, a2] and a1 in g.in_front("Ana")
    g = new_game(["Ana", "Ben"], seed=1)   # a position is arranged on a fresh game
    g.arrange(hands={"Ana": ["intrigue"], "Ben": ["pay_off", "federal_crackdown"]}, deck=["contract"] * 6,
              hit_list=[b1, a1, a2], turn="Ana")
    g.apply(Action("Ana", "play", "intrigue"))
    choose(g, "Ana", a2)
    choose(g, "Ana", b1)
    assert g.hit_list == [a2, b1, a1]
    g.apply(Action("Ben", "play", "pay_off", "Ana"))
    assert g.hit_list == [b1]
    g = new_game(["Ana", "Ben"], seed=1)
    g.arrange(hands={"Ana": ["federal_crackdown"], "Ben": ["intrigue"]}, deck=["contract"] * 6,
              hit_list=[b1, a1], war=1, turn="Ana")
    g.apply(Action("Ana", "play", "federal_crackdown"))
    assert g.hit_list == [] and g.war == 0          # an empty list ends the war


def test_turncoat_swaps_a_mobster_of_the_biggest_family_for_a_dead_one():
    g = new_game(["Ana", "Ben"], seed=1)
    dead = g.in_front("Ben")[:3]                     # Ben has 6 left, Ana 9
    g.arrange(hands={"Ana": ["turncoat"], "Ben": ["intrigue"]}, deck=["contract"] * 6, dead=dead, turn="Ana")
    g.apply(Action("Ana", "play", "turncoat"))
    assert set(g.decision.info["options"]) == set(g.alive("Ana"))   # the most mobsters: Ana's
    out = g.alive("Ana")[0]
    choose(g, "Ana", out)
    choose(g, "Ana", dead[0])
    assert g.decision.info["options"] == ["Ben"]                     # the fewest: Ben
    choose(g, "Ana", "Ben")
    assert out in g.dead and dead[0] in g.alive("Ben") and len(g.alive("Ben")) == 7


def test_save_and_load_replays_the_same_game():
    from mobgames.familybusiness import FBGame

    rng = random.Random(9)
    g = new_game(["Ana", "Ben", "Chen"], seed=9)
    for _ in range(60):
        if g.winner:
            break
        g.apply(rng.choice(g.legal_actions()))
    copy = FBGame.from_json(g.to_json())
    assert copy.narration() == g.narration() and copy.hit_list == g.hit_list and copy.hands == g.hands


@pytest.mark.parametrize("seed", range(10))
def test_bots_play_complete_games(seed):
    from mobgames.familybusiness.bots import simple_bot

    g = new_game(4, seed=seed)
    for _ in range(5000):
        if g.winner:
            break
        g.apply(simple_bot(g))
    assert g.winner


def test_bot_counters_when_it_can():
    from mobgames.familybusiness.bots import simple_bot

    g = setup2(["contract"], ["family_influence"])
    g.apply(Action("Ana", "play", "contract", "Ben"))
    assert simple_bot(g) == Action("Ben", "counter", "family_influence")


def test_players_choose_their_families():
    g = new_game(["Ana", "Ben"], seed=1, families_of={"Ana": "capone_mob", "Ben": "bank_robbers"})
    assert g.mobsters[g.alive("Ana")[0]].family == "capone_mob"
    assert sum(1 for m in g.mobsters.values() if m.owner is None) == 36       # four families stay in the box
    with pytest.raises(SetupError, match="different family"):
        new_game(["Ana", "Ben"], families_of={"Ana": "capone_mob", "Ben": "capone_mob"})


def test_only_the_first_counter_counts_and_its_player_goes_next():
    g = new_game(["Ana", "Ben", "Chen", "Dee"], seed=1)
    g.arrange(hands={"Ana": ["contract"], "Ben": ["family_influence"], "Chen": ["mob_power"], "Dee": ["intrigue"]},
              deck=["contract"] * 6, turn="Ana")
    g.apply(Action("Ana", "play", "contract", "Dee"))
    assert g.decision.player == "Ben"            # asked first: the next in seating order
    g.apply(Action("Ben", "pass"))
    assert g.decision.player == "Chen"
    g.apply(Action("Chen", "counter", "mob_power"))
    choose(g, "Ana", g.in_front("Ana")[0])
    assert g.decision.player == "Chen" and "family_influence" in g.hands["Ben"]   # Ben is skipped


def test_discards_are_reshuffled_when_the_deck_runs_out():
    g = new_game(["Ana", "Ben"], seed=1)
    g.arrange(hands={"Ana": ["intrigue"], "Ben": ["intrigue"]}, deck=[], turn="Ana")
    g.apply(Action("Ana", "discard", "intrigue"))
    assert any(e.kind == "reshuffle" for e in g.log)
    assert len(g.hands["Ben"]) == 2 and g.discard == [] and len(g.deck) == 54   # Ben drew from the new deck


def test_an_eliminated_players_hand_goes_to_the_discard_pile():
    g = new_game(["Ana", "Ben", "Chen"], seed=1)
    ben = g.alive("Ben")
    g.arrange(hands={"Ana": ["st_valentines_day_massacre"], "Ben": ["contract", "mob_power"], "Chen": ["contract"]},
              deck=["contract"] * 4, hit_list=ben, turn="Ana")
    discards = len(g.discard)
    g.apply(Action("Ana", "play", "st_valentines_day_massacre"))
    assert "Ben" in g.eliminated and g.hands["Ben"] == []
    assert len(g.discard) == discards + 1 + 2          # the Massacre itself and Ben's two cards


def test_six_or_fewer_mobsters_left_start_a_war():
    g = new_game(["Ana", "Ben"], seed=1)
    dead = g.alive("Ana")[:6] + g.alive("Ben")[:6]           # six mobsters left in the game
    g.arrange(hands={"Ana": ["contract"], "Ben": ["intrigue"]}, deck=["contract"] * 4, dead=dead, turn="Ana")
    g.apply(Action("Ana", "play", "contract", "Ben"))
    g.apply(Action("Ben", "choose", target=g.in_front("Ben")[0]))
    assert g.war == 1
