"""Mob Ties, phase by phase and card by card, on hand-built positions.

Each position is built with ``new_game(players, seed=..., place=False)`` and ``arrange``: only the
mobsters a test lists are on the board, the rest are cleared. Numbers are the rulebook's.
"""

import random

import pytest
from mobties_helpers import RGB, do, events, position, snapshot, texts, until

from mobgames.core import IllegalAction
from mobgames.mobties import FED, clockwise, new_game, racket_value
from mobgames.mobties.game import MAIN, Action

RACKETS = ("docks", "kittys", "little_italy", "meat_locker", "diner")
EVERY_PLACE = {"little_italy": "red_capo", "meat_locker": "red_hit_man", "diner": "red_made_man",
               "docks": "red_associate", "kittys": "red_driver"}


def phases_of(game, rnd):
    return [e.data["phase"] for e in events(game, "phase") if e.data["round"] == rnd]


# -- Set-up and placement -------------------------------------------------------------------------
@pytest.mark.parametrize("n, cards", [(3, 5), (4, 6), (5, 7), (6, 8)])
def test_set_up_deals_cards_by_player_count_and_25k_each(n, cards):
    g = new_game(n, seed=n)
    assert all(len(h) == cards for h in g.hands.values())
    assert g.cash == {p: 25 for p in g.players} and g.bank == 2580 - 25 * n
    assert len(g.favor) == 100 - n * cards and len(g.fed) == 50
    assert g.heat == 1 and all(f == 0 for f in g.feds.values()) and g.don is None


def test_the_first_placer_is_drawn_from_the_seed():
    firsts = [new_game(4, seed=s).first_placer for s in range(40)]
    assert set(firsts) == {"Red", "Blue", "Green", "Yellow"}
    assert firsts == [new_game(4, seed=s).first_placer for s in range(40)]
    g = new_game(4, seed=7)
    assert g.decision.player == g.first_placer and g.decision.kind == "place"


def test_placement_alternates_never_uses_the_streets_and_stops_at_five():
    g = new_game(4, seed=3)
    order = g.order
    assert order[0] == g.first_placer and order == list(g.players[g.players.index(g.first_placer):] +
                                                         g.players[:g.players.index(g.first_placer)])
    placers = []
    while g.decision.kind == "place":
        d = g.decision
        assert {a.where for a in d.actions} <= set(MAIN) and "streets" not in {a.where for a in d.actions}
        assert {a.target for a in d.actions} == set(g.family(d.player, ("supply",)))
        if len(g.at("mansion")) == 5:
            assert "mansion" not in {a.where for a in d.actions}
            before = snapshot(g)
            with pytest.raises(IllegalAction, match="not one of the choices"):
                g.apply(Action(d.player, "place", target=d.actions[0].target, where="mansion"))
            assert snapshot(g) == before
        placers.append(d.player)
        g.apply(next((a for a in d.actions if a.where == "mansion"), d.actions[0]))
    assert placers == order * 5                      # one each, clockwise, five times
    assert len(g.at("mansion")) == 5 and g.at("supply") == [] and g.at("streets") == []
    assert all(len(g.at(loc)) <= 5 for loc in MAIN)
    assert g.last_placer == order[-1] and g.phase == "election" and g.round == 1


def test_round_one_skips_business_and_movement():
    rng = random.Random(5)
    g = new_game(4, seed=5)
    while g.round < 3 and not g.over:
        g.apply(rng.choice(g.legal_actions()))
    assert phases_of(g, 1) == ["election", "feds", "action", "bail", "heat"]
    assert phases_of(g, 2) == ["election", "business", "movement", "feds", "action", "bail", "heat"]


# -- Election -------------------------------------------------------------------------------------
TIE = {"red_made_man": "mansion", "blue_hit_man": "mansion", "green_capo": "docks"}


def test_an_election_tie_goes_to_the_previous_don():
    g = position(where=TIE, phase="election", round=3, don="Blue")
    do(g, "Blue", "vote", target="Blue")
    do(g, "Red", "vote", target="Red")
    assert g.don == "Blue" and "A tie: it goes to the previous Don, Blue." in texts(g, "tie")


def test_a_previous_don_outside_the_tie_casts_the_deciding_vote():
    g = position(where=TIE, phase="election", round=3, don="Green")
    do(g, "Red", "vote", target="Red")
    do(g, "Blue", "vote", target="Blue")
    d = g.decision
    assert d.player == "Green" and d.kind == "tie" and {a.target for a in d.actions} == {"Red", "Blue"}
    do(g, "Green", "tie", target="Red")
    assert g.don == "Red"


def test_a_round_one_tie_is_decided_by_the_last_placer():
    g = new_game(list(RGB), seed=2)
    plan = {"red_made_man": "mansion", "blue_hit_man": "mansion"}
    while g.decision.kind == "place":
        d = g.decision
        mine = [a for a in d.actions if plan.get(a.target, a.where) == a.where and
                (a.target in plan or a.where != "mansion")]
        g.apply(mine[0])
    assert g.respect_at("mansion") == {"Red": 2, "Blue": 2}
    last = g.last_placer
    assert last == g.order[-1]
    do(g, g.decision.player, "vote", target=g.decision.player)
    do(g, g.decision.player, "vote", target=g.decision.player)
    d = g.decision
    assert d.player == last and d.kind == "tie" and {a.target for a in d.actions} == {"Red", "Blue"}
    do(g, last, "tie", target="Blue")
    assert g.don == "Blue"


def test_the_last_placers_deciding_vote_can_be_bought_in_round_one():
    g = position(where=TIE, phase="election", round=1, last_placer="Green")
    assert g.don is None and g.decision.kind == "vote"
    g.deal("Red", "Green", 5, vote="Red")          # Green has no mobster in the Mansion but breaks the tie
    assert "for the tie-break in favor of Red (binding" in texts(g, "deal")[-1]
    for p in g.order:
        if p in ("Red", "Blue"):
            do(g, p, "vote", target=p)
    assert g.legal_actions() == [Action("Green", "tie", target="Red")]
    do(g, "Green", "tie", target="Red")
    assert g.don == "Red" and g.cash["Green"] == 30


def test_with_the_mansion_closed_elections_stop_and_the_last_don_keeps_his_powers():
    g = position(where={"red_associate": "docks", "green_associate": "docks", "blue_capo": "streets"},
                 phase="election", round=4, don="Blue", closed=["mansion"])
    assert "The Mansion is closed: there are no more elections. Blue stays Don." in texts(g, "skip")
    assert g.don == "Blue" and events(g, "don_card") == []            # no more Favor Cards for the Don
    assert g.order[0] == "Blue"                                       # he still acts and moves first
    do(g, "Green", "vote", target="Green")
    do(g, "Red", "vote", target="Red")
    do(g, "Red", "refuse", where="docks")
    assert g.decision.player == "Blue" and g.decision.kind == "tie"  # and still breaks ties
    do(g, "Blue", "tie", target="Green")
    assert g.cash["Green"] == 25 + 25
    assert g.decision.player == "Blue" and g.decision.kind == "buy"   # buying still works, the Don first


def test_the_don_draws_one_card_when_he_shares_no_location():
    g = position(where={"red_capo": "mansion", "blue_capo": "docks", "green_capo": "kittys"},
                 phase="election", round=2, hands={p: [] for p in RGB}, favor_top=["sniper", "mob_doctor"])
    do(g, "Red", "vote", target="Red")
    assert g.don == "Red" and g.hands["Red"] == ["sniper"]
    assert g.decision.kind != "keep" and g.favor[-1] == "mob_doctor"
    assert "Red shares no location with another family and draws one Favor Card." in texts(g, "don_card")


def test_the_don_draws_two_keeps_one_and_gives_the_other():
    g = position(where={"red_capo": "mansion", "blue_capo": "docks", "red_driver": "docks", "green_capo": "kittys"},
                 phase="election", round=2, hands={p: [] for p in RGB}, favor_top=["sniper", "mob_doctor"])
    do(g, "Red", "vote", target="Red")
    assert g.drawn == ["sniper", "mob_doctor"] and len(g.favor) == 100 - 2
    do(g, "Red", "keep", card="mob_doctor")
    assert g.legal_actions() == [Action("Red", "give", card="sniper", target="Blue")]
    do(g, "Red", "give", card="sniper", target="Blue")
    assert g.hands == {"Red": ["mob_doctor"], "Blue": ["sniper"], "Green": []}


# -- Business -------------------------------------------------------------------------------------
@pytest.mark.parametrize("order, expected", [
    ("board", ["docks", "kittys", "little_italy", "meat_locker", "diner"]),
    ("rackets", ["docks", "kittys", "little_italy", "diner", "meat_locker"])])
def test_business_runs_from_the_docks_clockwise(order, expected):
    assert clockwise(order)[0] == "docks" and len(clockwise(order)) == 6
    g = position(where={m: loc for loc, m in EVERY_PLACE.items()}, order=order, phase="business", round=2,
                 hands={p: [] for p in RGB})
    while g.decision.kind in ("vote", "diner"):
        d = g.decision
        g.apply(next(a for a in d.actions if a.kind in ("vote", "collect")))
    assert [e.data["location"] for e in events(g, "show")] == expected
    assert [e.text.split(" from ")[-1].rstrip(".") for e in events(g, "cash")] == \
        [{"docks": "the Docks", "kittys": "Kitty's", "little_italy": "Little Italy", "meat_locker": "the Meat Locker",
          "diner": "the Diner"}[loc] for loc in expected]


@pytest.mark.parametrize("n, values", [(3, (25, 20, 15, 10, 5)), (4, (30, 24, 18, 12, 6)),
                                       (5, (35, 28, 21, 14, 7)), (6, (40, 32, 24, 16, 8))])
def test_racket_values_by_player_count(n, values):
    assert tuple(racket_value(loc, n) for loc in RACKETS) == values
    assert racket_value("mansion", n) == 0
    players = ["Red", "Blue", "Green", "Yellow", "Black", "White"][:n]
    g = position(players, {m: loc for loc, m in EVERY_PLACE.items()}, phase="business", round=2,
                 hands={p: [] for p in players})
    while g.decision.kind in ("vote", "diner"):
        d = g.decision
        g.apply(next(a for a in d.actions if a.kind in ("vote", "collect")))
    paid = {e.text.split(" from ")[1].rstrip("."): e.data["amount"] for e in events(g, "cash")}
    assert paid == {"the Docks": values[0], "Kitty's": values[1], "Little Italy": values[2],
                    "the Meat Locker": values[3], "the Diner": values[4]}
    assert g.cash["Red"] == 25 + sum(values) and g.bank == 2580 - 25 * n - sum(values)


def test_an_agreed_split_pays_equal_shares_and_the_odd_thousands_stay_with_the_bank():
    g = position(where={"red_associate": "kittys", "blue_driver": "kittys", "green_associate": "kittys"},
                 phase="business", round=2, don="Red", hands={p: [] for p in RGB})
    for p in RGB:
        do(g, p, "vote", target=p)
    for p in RGB:
        do(g, p, "agree", where="kittys")
    assert g.cash == {"Red": 25 + 6, "Blue": 25 + 6, "Green": 25 + 6}     # $20k / 3
    assert g.bank == 2580 - 75 - 18 and "The odd $2k stays with the Bookie." in texts(g, "split")


def test_the_dirty_cop_shows_the_briber_the_fed_cards_then_drawn():
    g = position(where={"red_capo": "diner", "blue_capo": "docks", "green_capo": "meat_locker"},
                 phase="business", round=2, heat=2, rises=1, hands={p: [] for p in RGB})
    do(g, "Blue", "vote", target="Blue")
    do(g, "Green", "vote", target="Green")
    do(g, "Red", "vote", target="Red")
    assert g.decision.kind == "diner" and "$5k" in g.decision.prompt
    cash, bank = dict(g.cash), g.bank
    do(g, "Red", "bribe", where="diner")
    assert g.cash["Red"] == cash["Red"] and g.bank == bank          # the Diner's $5k is forfeited
    coming = g.view("Red")["coming_feds"]
    assert len(coming) == 2
    assert all("coming_feds" not in g.view(p) for p in ("Blue", "Green"))
    until(g, "move")
    while g.phase == "movement":
        g.apply(next(a for a in g.legal_actions() if a.where == "streets"))
    assert g.round == 3 and g.dirty_cop is None
    assert [FED[c].name for c in g.fed_discard] == [c.split(":")[0] for c in coming]
    assert all(c.endswith(("1 Fed", "2 Feds")) or ":" not in c for c in coming)
    assert "coming_feds" not in g.view("Red")


def test_buying_costs_25k_draw_two_keep_one_the_other_to_the_bottom():
    g = position(where={"red_capo": "streets"}, phase="business", round=2, don="Red", cash={"Red": 50},
                 hands={"Red": ["pistol"], "Blue": [], "Green": []}, favor_top=["sniper", "mob_doctor"])
    bank = g.bank
    do(g, "Red", "buy")
    assert g.cash["Red"] == 25 and g.bank == bank + 25
    assert {a.card for a in g.legal_actions()} == {"sniper", "mob_doctor"}
    do(g, "Red", "keep", card="mob_doctor")
    assert g.hands["Red"] == ["pistol", "mob_doctor"] and g.favor[0] == "sniper"
    do(g, "Red", "buy")
    g.apply(g.legal_actions()[0])
    assert g.cash["Red"] == 0 and len(g.hands["Red"]) == 3
    assert Action("Red", "buy") not in g.legal_actions()       # nothing left to pay with


def test_swapping_two_cards_draws_two_keeps_one():
    g = position(where={"red_capo": "streets"}, phase="business", round=2, don="Red", cash={"Red": 0},
                 hands={"Red": ["pistol", "shotgun", "sniper"], "Blue": [], "Green": []},
                 favor_top=["car_bomb", "bodyguard"])
    assert Action("Red", "buy") not in g.legal_actions()
    do(g, "Red", "swap", card="pistol", target="shotgun")
    assert g.favor_discard == ["pistol", "shotgun"]
    do(g, "Red", "keep", card="bodyguard")
    assert g.hands["Red"] == ["sniper", "bodyguard"] and g.favor[0] == "car_bomb"
    assert not any(a.kind == "swap" for a in g.legal_actions())   # one swap a Business phase (engine)


def test_armed_robbery_forfeit():
    g = position(where={"red_capo": "kittys", "blue_associate": "kittys"}, phase="business", round=2, don="Red",
                 hands={"Red": [], "Blue": ["armed_robbery"], "Green": []})
    do(g, "Red", "vote", target="Red")
    do(g, "Blue", "vote", target="Blue")
    do(g, "Blue", "rob", card="armed_robbery", target="Red", where="kittys")
    assert g.decision.player == "Red" and g.decision.kind == "robbed"
    do(g, "Red", "forfeit", where="kittys")
    assert g.cash["Blue"] == 25 + 20 and g.cash["Red"] == 25
    assert "armed_robbery" in g.favor_discard and g.hands["Blue"] == []


def test_armed_robbery_fight_is_a_level_2_attack():
    g = position(where={"red_capo": "kittys", "red_driver": "kittys", "blue_associate": "kittys"},
                 phase="business", round=2, don="Red",
                 hands={"Red": ["bulletproof_vest"], "Blue": ["armed_robbery"], "Green": []})
    do(g, "Red", "vote", target="Red")
    do(g, "Blue", "vote", target="Blue")
    do(g, "Blue", "rob", card="armed_robbery", target="Red", where="kittys")
    do(g, "Red", "fight", where="kittys")
    assert g.cash["Red"] == 25 + 20 and g.cash["Blue"] == 25
    d = g.decision                       # the vest (level 1) cannot stop it: choose who dies
    assert d.player == "Red" and d.kind == "sacrifice"
    do(g, "Red", "sacrifice", target="red_driver", where="kittys")
    assert g.where["red_driver"] == "morgue" and g.first_blood is False    # no bonus after round 1


def test_armed_robbery_is_not_an_action_phase_card():
    g = position(where={"red_capo": "kittys", "blue_associate": "kittys"}, phase="action", round=2, don="Red",
                 hands={"Red": ["armed_robbery"], "Blue": [], "Green": []})
    assert g.action_choices("Red") == [Action("Red", "pass")] and events(g, "play") == []
    assert texts(g, "pass") == [f"{p} ends the action turn." for p in RGB]      # nobody was asked anything
    assert g.hands["Red"] == ["armed_robbery"]


# -- Movement -------------------------------------------------------------------------------------
def test_each_player_moves_exactly_one_mobster():
    where = {"red_capo": "docks", "red_driver": "docks", "blue_capo": "kittys", "blue_hit_man": "diner",
             "green_capo": "mansion", "green_made_man": "streets"}
    g = position(where=where, phase="movement", round=2, don="Blue", hands={p: [] for p in RGB})
    before = dict(g.where)
    movers = []
    while g.phase == "movement":
        d = g.decision
        assert d.kind == "move" and all(a.kind == "move" for a in d.actions)    # no passing
        movers.append(d.player)
        g.apply(d.actions[-1])
    assert movers == ["Blue", "Green", "Red"]
    moved = [m for m in g.mobsters if g.where[m] != before[m]]
    assert sorted(g.mobsters[m].owner for m in moved) == ["Blue", "Green", "Red"]


def test_no_move_into_a_full_or_closed_location_but_the_streets_are_unlimited():
    where = {f"blue_{k}": "mansion" for k in ("capo", "hit_man", "made_man", "associate", "driver")}
    where.update({f"green_{k}": "streets" for k in ("capo", "hit_man", "made_man", "associate", "driver")})
    where.update({"red_capo": "docks"})
    g = position(where=where, phase="movement", round=2, don="Red", closed=["kittys"], hands={p: [] for p in RGB})
    dests = {a.where for a in g.legal_actions()}
    assert dests == {"little_italy", "meat_locker", "diner", "streets"}
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="closed"):
        g.apply(Action("Red", "move", target="red_capo", where="kittys"))
    with pytest.raises(IllegalAction, match="full"):
        g.apply(Action("Red", "move", target="red_capo", where="mansion"))
    assert snapshot(g) == before
    do(g, "Red", "move", target="red_capo", where="streets")
    assert len(g.at("streets")) == 6


def test_a_player_with_nobody_free_skips_the_movement():
    g = position(where={"red_capo": "prison", "blue_capo": "docks", "green_capo": "kittys"}, phase="movement",
                 round=2, don="Red", hands={p: [] for p in RGB})
    assert "Red has no mobster free to move." in texts(g, "skip")
    assert g.decision.player == "Blue"


# -- The Feds -------------------------------------------------------------------------------------
FEDS_WHERE = {"red_capo": "docks", "blue_made_man": "kittys", "green_associate": "diner"}


@pytest.mark.parametrize("heat", [1, 2, 3])
def test_as_many_fed_cards_as_the_heat_level(heat):
    top = ["raid_little_italy_1", "raid_meat_locker_1", "raid_mansion_1"]
    g = position(where=FEDS_WHERE, phase="feds", round=2, heat=heat, rises=heat - 1, fed_top=top,
                 hands={p: [] for p in RGB})
    assert g.fed_discard == top[:heat]
    assert [g.feds[loc] for loc in ("little_italy", "meat_locker", "mansion")] == [1] * heat + [0] * (3 - heat)
    assert len(g.fed) == 50 - heat


def test_citywide_crackdown_adds_a_fed_to_every_open_location():
    g = position(where=FEDS_WHERE, phase="feds", round=2, closed=["mansion"], feds={"docks": 2},
                 fed_top=["citywide_crackdown"], hands={p: [] for p in RGB})
    assert g.feds == {"mansion": 0, "little_italy": 1, "meat_locker": 1, "diner": 1, "docks": 3, "kittys": 1}


def test_fbi_raid_hits_the_location_with_the_most_respect():
    g = position(where=FEDS_WHERE, phase="feds", round=2, fed_top=["fbi_raid"], hands={p: [] for p in RGB})
    assert g.feds["docks"] == 4 and sum(g.feds.values()) == 4     # Red's Capo (3) beats 2 and 1
    assert g.decision.player == "Red" and g.decision.kind == "pinch"   # alone, so Red loses the show


def test_fbi_raid_tie_the_don_chooses_and_a_second_raid_hits_the_other():
    where = {"red_capo": "docks", "blue_capo": "kittys", "green_associate": "diner"}
    g = position(where=where, phase="feds", round=2, don="Green", heat=2, rises=1, fed_top=["fbi_raid", "fbi_raid"],
                 hands={p: [] for p in RGB})
    d = g.decision
    assert d.player == "Green" and d.kind == "raid" and {a.where for a in d.actions} == {"docks", "kittys"}
    do(g, "Green", "raid", where="kittys")
    assert g.feds["kittys"] == 4 and g.feds["docks"] == 4


def test_fbi_raid_with_every_location_closed_is_ignored():
    g = position(where={"red_capo": "streets", "blue_capo": "streets"}, phase="feds", round=2, closed=list(MAIN),
                 fed_top=["fbi_raid"], hands={p: [] for p in RGB})
    assert "Fed card: FBI Raid, but every location is closed, so the card is ignored." in texts(g, "fed")
    assert all(f == 0 for f in g.feds.values())


@pytest.mark.parametrize("cards, backwards", [(["turn_the_tables"], True),
                                               (["turn_the_tables", "turn_the_tables"], False)])
def test_turn_the_tables_reverses_the_action_order_and_a_second_restores_it(cards, backwards):
    g = position(where=FEDS_WHERE, phase="feds", round=2, don="Red", heat=len(cards), rises=len(cards) - 1,
                 fed_top=cards, hands={p: [] for p in RGB})
    assert ("backwards this round" in texts(g, "fed")[-1]) is backwards
    turns = [e.data["player"] for e in events(g, "pass")]
    assert turns == (["Green", "Blue", "Red"] if backwards else ["Red", "Blue", "Green"])


def test_the_order_is_normal_again_next_round():
    g = position(where=FEDS_WHERE, phase="feds", round=2, don="Red", fed_top=["turn_the_tables", "raid_diner_1"],
                 hands={p: [] for p in RGB})
    assert [e.data["player"] for e in events(g, "pass")] == ["Green", "Blue", "Red"]
    until(g, "move")
    while g.round == 3:
        d = g.decision
        g.apply(next((a for a in d.actions if a.kind in ("done", "pass") or a.where == "streets"), d.actions[0]))
    assert "Fed card: 1 Fed at the Diner (now 1)." in texts(g, "fed")
    assert [e.data["player"] for e in events(g, "pass")][3:6] == ["Red", "Blue", "Green"]


def test_a_fed_card_for_a_closed_location_is_ignored_and_not_replaced():
    g = position(where=FEDS_WHERE, phase="feds", round=2, closed=["mansion"], feds={"mansion": 4},
                 fed_top=["raid_mansion_2", "raid_docks_1"], hands={p: [] for p in RGB})
    assert g.feds["mansion"] == 4 and g.feds["docks"] == 0         # no second card drawn
    assert g.fed_discard == ["raid_mansion_2"]
    assert texts(g, "fed") == ["Fed card: The Don's Mansion, but it is closed, so the card is ignored."]


def test_an_empty_surrounded_location_is_closed_for_good():
    g = position(where=FEDS_WHERE, phase="feds", round=2, feds={"mansion": 3}, fed_top=["raid_mansion_1"],
                 hands={p: [] for p in RGB})
    assert g.closed == ["mansion"]
    assert any("There will be no more elections." in t for t in texts(g, "closed"))
    until(g, "vote")                  # round 3: no election, straight to the Business shows
    assert g.round == 3 and g.phase == "business"
    assert "mansion" not in {a.where for a in g.move_actions("Red")}


def test_a_lone_family_in_a_surrounded_location_loses_the_show():
    g = position(where={"red_capo": "docks", "red_driver": "docks", "blue_capo": "kittys"}, phase="feds", round=2,
                 feds={"docks": 3}, fed_top=["raid_docks_1"], hands={"Red": ["pistol"], "Blue": [], "Green": []})
    d = g.decision
    assert d.player == "Red" and d.kind == "pinch" and events(g, "vote") == []
    assert set(d.actions) == {Action("Red", "weapon", card="pistol", where="docks"),
                              Action("Red", "pinch", target="red_capo", where="docks"),
                              Action("Red", "pinch", target="red_driver", where="docks")}
    do(g, "Red", "weapon", card="pistol", where="docks")
    assert g.feds["docks"] == 3 and g.at("prison") == []


def test_a_weapon_that_leaves_four_feds_is_not_enough():
    g = position(where={"red_capo": "docks", "blue_capo": "docks"}, phase="feds", round=2, feds={"docks": 3},
                 fed_top=["raid_docks_2"], don="Red", hands={"Red": [], "Blue": ["pistol", "pistol"], "Green": []})
    do(g, "Red", "vote", target="Blue")
    do(g, "Blue", "vote", target="Red")
    do(g, "Red", "tie", target="Blue")                 # 3 against 3: the Don decides
    do(g, "Blue", "weapon", card="pistol", where="docks")
    assert g.feds["docks"] == 4 and g.decision.player == "Blue" and g.decision.kind == "pinch"
    do(g, "Blue", "weapon", card="pistol", where="docks")
    assert g.feds["docks"] == 3 and g.at("prison") == []


def test_surrounded_locations_are_resolved_from_the_docks_clockwise():
    where = {"red_capo": "little_italy", "blue_capo": "docks", "green_capo": "kittys"}
    g = position(where=where, phase="feds", round=2, feds={"little_italy": 4, "docks": 4, "kittys": 4},
                 fed_top=["raid_diner_1"], hands={p: [] for p in RGB})
    order = []
    while g.phase == "feds":
        d = g.decision
        order.append(d.actions[0].where)
        g.apply(next(a for a in d.actions if a.kind == "pinch"))
    assert order == ["docks", "kittys", "little_italy"]


# -- Action ---------------------------------------------------------------------------------------
def test_attacks_only_against_mobsters_sharing_a_location():
    g = position(where={"red_capo": "docks", "blue_made_man": "docks", "green_capo": "kittys",
                        "green_driver": "streets"},
                 phase="action", round=2, don="Red", hands={"Red": ["deal_gone_bad"], "Blue": [], "Green": []})
    assert g.legal_actions() == [Action("Red", "attack", card="deal_gone_bad", target="Blue", where="docks"),
                                 Action("Red", "pass")]
    before = snapshot(g)
    with pytest.raises(IllegalAction):
        g.apply(Action("Red", "attack", card="deal_gone_bad", target="Green", where="kittys"))
    assert snapshot(g) == before


@pytest.mark.parametrize("card, able, unable", [
    ("contract_hit", ("hit_man", "capo"), ("made_man", "associate", "driver")),
    ("sniper", ("hit_man", "capo"), ("made_man", "associate", "driver")),
    ("whacked", ("made_man", "capo"), ("hit_man", "associate", "driver")),
    ("sleep_with_the_fishes", ("made_man", "capo"), ("hit_man", "associate", "driver")),
    ("car_bomb", ("capo", "hit_man", "made_man", "associate", "driver"), ())])
def test_who_may_use_hit_and_whack_cards(card, able, unable):
    for kind in able + unable:
        g = position(where={f"red_{kind}": "docks", "blue_capo": "docks"}, phase="action", round=2, don="Red",
                     hands={"Red": [card], "Blue": [], "Green": []})
        attacks = [a for a in g.legal_actions() if a.kind == "attack"]
        assert bool(attacks) is (kind in able), (card, kind)


def test_a_defense_must_be_of_the_attack_level_or_higher():
    g = position(where={"red_capo": "docks", "blue_capo": "docks"}, phase="action", round=2, don="Red",
                 hands={"Red": ["car_bomb"], "Blue": ["bulletproof_vest", "bodyguard", "mob_doctor"], "Green": []})
    do(g, "Red", "attack", card="car_bomb", target="Blue", where="docks")
    assert set(g.legal_actions()) == {Action("Blue", "defend", card="bodyguard", where="docks"),
                                      Action("Blue", "defend", card="mob_doctor", where="docks"),
                                      Action("Blue", "take", where="docks")}
    do(g, "Blue", "defend", card="bodyguard", where="docks")
    assert g.hands["Blue"] == ["bulletproof_vest", "mob_doctor"] and g.where["blue_capo"] == "docks"


def test_two_weaker_defenses_cannot_be_combined():
    g = position(where={"red_capo": "docks", "blue_capo": "docks"}, phase="action", round=2, don="Red",
                 hands={"Red": ["sniper"], "Blue": ["bulletproof_vest", "bodyguard"], "Green": []})
    do(g, "Red", "attack", card="sniper", target="Blue", where="docks")
    assert g.where["blue_capo"] == "morgue" and g.hands["Blue"] == ["bulletproof_vest", "bodyguard"]


def test_taking_the_hit_with_a_defense_in_hand():
    g = position(where={"red_capo": "docks", "blue_capo": "docks"}, phase="action", round=2, don="Red",
                 hands={"Red": ["deal_gone_bad"], "Blue": ["mob_doctor"], "Green": []})
    do(g, "Red", "attack", card="deal_gone_bad", target="Blue", where="docks")
    do(g, "Blue", "take", where="docks")
    assert g.where["blue_capo"] == "morgue" and g.hands["Blue"] == ["mob_doctor"]


def test_in_the_prison_only_shanked_and_it_cannot_be_defended():
    g = position(where={"red_made_man": "prison", "blue_capo": "prison", "red_capo": "docks",
                        "blue_associate": "kittys"},
                 phase="action", round=2, don="Red",
                 hands={"Red": ["deal_gone_bad", "shanked"], "Blue": ["mob_doctor", "deal_gone_bad"], "Green": []})
    assert g.legal_actions() == [Action("Red", "attack", card="shanked", target="Blue", where="prison"),
                                 Action("Red", "pass")]
    do(g, "Red", "attack", card="shanked", target="Blue", where="prison")
    assert g.where["blue_capo"] == "morgue" and g.hands["Blue"] == ["mob_doctor", "deal_gone_bad"]
    assert all(e.data.get("card") != "mob_doctor" for e in events(g, "defend"))
    # Blue's jailed Capo is dead and his Associate is alone: he has nothing to attack with.
    assert "Blue ends the action turn." in texts(g, "pass")


def test_shanked_is_useless_outside_the_prison():
    g = position(where={"red_capo": "docks", "blue_capo": "docks"}, phase="action", round=2, don="Red",
                 hands={"Red": ["shanked"], "Blue": [], "Green": []})
    assert "Red ends the action turn." in texts(g, "pass") and events(g, "play") == []


def test_drive_by_attacks_every_opponent_in_the_streets_one_by_one():
    where = {"red_associate": "streets", "red_capo": "streets", "blue_capo": "streets", "blue_driver": "streets",
             "green_hit_man": "streets", "green_capo": "docks"}
    g = position(where=where, phase="action", round=2, don="Red",
                 hands={"Red": ["drive_by"], "Blue": [], "Green": ["bulletproof_vest"]})
    assert Action("Red", "play", card="drive_by") in g.legal_actions()
    do(g, "Red", "play", card="drive_by")
    assert g.where["blue_capo"] == g.where["blue_driver"] == "morgue"   # each attacked on its own
    d = g.decision
    assert d.player == "Green" and d.kind == "defend"
    do(g, "Green", "defend", card="bulletproof_vest", where="streets")
    assert g.where["green_hit_man"] == "streets"
    assert g.where["red_associate"] == g.where["red_capo"] == "streets"      # Red's own are spared
    assert len([e for e in events(g, "kill")]) == 2


def test_tony_goldstein_frees_a_prisoner_into_the_streets():
    g = position(where={"red_made_man": "prison", "red_capo": "docks", "blue_capo": "kittys"}, phase="action", round=2,
                 don="Red", hands={"Red": ["tony_goldstein"], "Blue": ["tony_goldstein"], "Green": []})
    assert g.legal_actions() == [Action("Red", "play", card="tony_goldstein", target="red_made_man"),
                                 Action("Red", "pass")]
    do(g, "Red", "play", card="tony_goldstein", target="red_made_man")
    assert g.where["red_made_man"] == "streets" and g.cash["Red"] == 25
    assert g.hands["Blue"] == ["tony_goldstein"]          # Blue has nobody in prison: not playable


def _driver_position(occupied, extra=None):
    where = {"red_driver": "streets", "red_associate": "streets", "red_capo": "kittys", "blue_capo": "kittys"}
    fill = ["green_capo", "green_hit_man", "green_made_man", "green_associate", "green_driver"]
    where.update({m: "docks" for m in fill[:occupied]})
    where.update(extra or {})
    return position(where=where, phase="action", round=2, don="Red", hands={"Red": ["deal_gone_bad"], "Blue": [],
                                                                            "Green": []})


@pytest.mark.parametrize("occupied, alone, with_passenger", [(3, True, True), (4, True, False), (5, False, False)])
def test_the_driver_from_the_streets_4_and_3_limits(occupied, alone, with_passenger):
    g = _driver_position(occupied)
    drives = {(a.target, a.where) for a in g.legal_actions() if a.kind == "drive"}
    assert ((None, "docks") in drives) is alone
    assert (("red_associate", "docks") in drives) is with_passenger
    assert not any(w == "streets" for _, w in drives)


def test_the_driver_moves_once_a_turn_and_can_attack_on_arrival():
    g = _driver_position(3)
    do(g, "Red", "drive", target="red_associate", where="docks")
    assert g.where["red_driver"] == g.where["red_associate"] == "docks" and len(g.at("docks")) == 5
    assert not any(a.kind == "drive" for a in g.legal_actions())
    assert Action("Red", "attack", card="deal_gone_bad", target="Green", where="docks") in g.legal_actions()


def test_the_driver_takes_a_passenger_from_a_location_to_the_streets():
    g = position(where={"red_driver": "docks", "red_capo": "docks", "red_hit_man": "kittys", "blue_capo": "docks"},
                 phase="action", round=2, don="Red", hands={"Red": [], "Blue": [], "Green": []})
    assert {(a.target, a.where) for a in g.legal_actions() if a.kind == "drive"} == \
        {(None, "streets"), ("red_capo", "streets")}
    do(g, "Red", "drive", target="red_capo", where="streets")
    assert g.where["red_capo"] == g.where["red_driver"] == "streets" and g.where["red_hit_man"] == "kittys"
    assert texts(g, "pass") == [f"{p} ends the action turn." for p in RGB]


def test_first_blood_pays_25k_once_and_only_in_round_one():
    where = {"red_capo": "docks", "blue_capo": "docks", "blue_driver": "docks", "green_capo": "docks"}
    hands = {"Red": ["deal_gone_bad"], "Blue": ["deal_gone_bad"], "Green": []}
    g = position(where=where, phase="action", round=1, don="Red", hands=hands)
    do(g, "Red", "attack", card="deal_gone_bad", target="Blue", where="docks")
    do(g, "Blue", "sacrifice", target="blue_driver", where="docks")
    assert g.cash["Red"] == 50 and g.first_blood
    assert "First Blood: Red earns a $25k bonus." in texts(g, "cash")
    do(g, "Blue", "attack", card="deal_gone_bad", target="Green", where="docks")
    assert g.where["green_capo"] == "morgue" and g.cash["Blue"] == 25        # only the first kill pays
    later = position(where=where, phase="action", round=2, don="Red", hands=hands)
    do(later, "Red", "attack", card="deal_gone_bad", target="Blue", where="docks")
    do(later, "Blue", "sacrifice", target="blue_driver", where="docks")
    assert later.cash["Red"] == 25 and not later.first_blood


# -- Bail -----------------------------------------------------------------------------------------
def test_bail_prices_and_the_bailed_mobster_goes_to_the_streets():
    where = {"red_capo": "prison", "red_hit_man": "prison", "red_associate": "prison", "blue_capo": "docks"}
    g = position(where=where, phase="bail", round=2, don="Red", cash={"Red": 100}, hands={p: [] for p in RGB})
    assert set(g.legal_actions()) == {Action("Red", "bail", target=m) for m in ("red_capo", "red_hit_man",
                                                                                "red_associate")} | {
        Action("Red", "done")}
    do(g, "Red", "bail", target="red_capo")
    assert g.cash["Red"] == 25 and g.where["red_capo"] == "streets"
    assert set(g.legal_actions()) == {Action("Red", "bail", target="red_associate"), Action("Red", "done")}
    do(g, "Red", "bail", target="red_associate")
    assert g.cash["Red"] == 0 and g.where["red_associate"] == "streets" and g.where["red_hit_man"] == "prison"
    assert g.bank == 2580 - 100 - 25 - 25 + 75 + 25


@pytest.mark.parametrize("kind, price", [("capo", 75), ("hit_man", 50), ("made_man", 50), ("associate", 25),
                                         ("driver", 25)])
def test_bail_price_of_each_mobster(kind, price):
    g = position(where={f"red_{kind}": "prison", "blue_capo": "docks"}, phase="bail", round=2, cash={"Red": price},
                 hands={p: [] for p in RGB})
    do(g, "Red", "bail", target=f"red_{kind}")
    assert g.cash["Red"] == 0
    short = position(where={f"red_{kind}": "prison", "blue_capo": "docks"}, phase="bail", round=2,
                     cash={"Red": price - 1}, hands={p: [] for p in RGB})
    assert short.where[f"red_{kind}"] == "prison" and not any(e.kind == "bail" for e in short.log)


# -- Heat -----------------------------------------------------------------------------------------
def test_the_heat_rises_when_prison_and_morgue_hold_one_per_player():
    g = position(where={"red_capo": "prison", "blue_capo": "prison", "green_capo": "morgue", "red_driver": "docks"},
                 phase="heat", round=2, hands={p: [] for p in RGB})
    assert g.heat == 2 and g.rises == 1 and g.round == 3
    assert g.at("prison") == [] and g.at("morgue") == []
    assert {g.where[m] for m in ("red_capo", "blue_capo", "green_capo")} == {"cleared"}


def test_the_prison_is_cleared_first_and_the_morgue_keeps_the_rest():
    where = {"red_capo": "prison", "blue_capo": "morgue", "blue_hit_man": "morgue", "green_capo": "morgue",
             "green_hit_man": "morgue", "red_driver": "docks"}
    g = position(where=where, phase="heat", round=2, hands={p: [] for p in RGB})
    assert g.heat == 2 and g.where["red_capo"] == "cleared"
    assert len(g.at("morgue")) == 2                 # 5 removed, 3 players: two carry over
    assert "The Heat rises to level 2: 3 mobsters are cleared from the board, 2 stay in the Morgue and count " \
           "towards the next rise." in texts(g, "heat")


def test_a_full_prison_is_cleared_whole():
    where = {"red_capo": "prison", "red_hit_man": "prison", "blue_capo": "prison", "green_capo": "prison",
             "green_driver": "morgue", "red_driver": "docks"}
    g = position(where=where, phase="heat", round=2, hands={p: [] for p in RGB})
    assert g.at("prison") == [] and g.at("morgue") == ["green_driver"] and g.heat == 2


def test_the_heat_stays_below_one_per_player():
    g = position(where={"red_capo": "prison", "blue_capo": "morgue", "red_driver": "docks"}, phase="heat", round=2,
                 heat=2, rises=1, hands={p: [] for p in RGB})
    assert g.heat == 2 and g.rises == 1 and g.at("prison") == ["red_capo"] and not g.over


def test_the_game_ends_at_the_third_rise():
    g = position(where={"red_capo": "prison", "blue_capo": "morgue", "green_capo": "morgue", "red_driver": "docks",
                        "blue_hit_man": "streets"},
                 phase="heat", round=7, heat=3, rises=2, hands={p: [] for p in RGB})
    assert g.over and g.rises == 3 and g.heat == 3 and g.decision is None
    assert g.scores() == {"Red": 25 + 25, "Blue": 25 + 50, "Green": 25}
    assert g.winner == ["Blue"]


def test_the_board_is_a_networkx_graph_of_places_with_clockwise_driver_and_heat_edges():
    import networkx as nx

    from mobgames.mobties import location_graph
    from mobgames.mobties.board import edges_of

    g = location_graph("board")
    assert isinstance(g, nx.MultiDiGraph)
    assert set(g.nodes) == {"mansion", "little_italy", "meat_locker", "diner", "docks", "kittys", "streets",
                            "prison", "morgue", "heat"}
    assert g.nodes["docks"]["capacity"] == 5 and g.nodes["streets"]["capacity"] is None
    assert ("docks", "kittys") in edges_of("board", "clockwise") and len(edges_of("board", "clockwise")) == 6
    assert ("diner", "docks") in edges_of("board", "clockwise")          # Mansion, LI, ML, Diner, Docks, Kitty's
    assert ("meat_locker", "docks") in edges_of("rackets", "clockwise")  # the rackets reading swaps them
    assert len(edges_of("board", "driver")) == 12 and ("streets", "diner") in edges_of("board", "driver")
    assert set(edges_of("board", "heat")) == {("prison", "heat"), ("morgue", "heat")}


def test_a_show_of_respect_says_its_default_outcome_and_tie_rule():
    from mobgames.mobties import Show

    show = Show("docks", "racket", {"Blue": 2, "Green": 2, "Red": 1})
    assert show.default_outcome() == (["Blue", "Green"], 2)
    show.promises["Red"] = "Green"                 # a vote sold in a deal counts for its buyer
    assert show.default_outcome() == (["Green"], 3)
    show.votes["Blue"] = "Blue"
    assert show.waiting() == ["Green", "Red"] and "the Don decides" in show.tie_rule
