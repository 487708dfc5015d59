"""Mob Ties: refused inputs change nothing, players see only their own hand, games save and load."""

import json
import random

import pytest

from mobgames.core.errors import ArgumentError
from mobties_helpers import RGB, do, position, snapshot, until

from mobgames.core import IllegalAction, SetupError
from mobgames.core.errors import SaveError
from mobgames.mobties import MTGame, MTOptions, examples, new_game
from mobgames.mobties.game import Action


# -- Setting up -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players, words", [
    (2, "3 to 6 players"), (7, "3 to 6 players"), (["Ann", "Bob"], "3 to 6 players"),
    (["Ann", "Bob", "ann"], "same name")])
def test_bad_player_lists(players, words):
    with pytest.raises(SetupError, match=words):
        new_game(players)


@pytest.mark.parametrize("players", ["Ann", [1, 2, 3], True])
def test_players_of_the_wrong_kind_are_refused_naming_the_argument(players):
    with pytest.raises(ArgumentError, match="players should be a whole number or a list of text"):
        new_game(players)


@pytest.mark.parametrize("option, words", [({"order": "anticlockwise"}, "location order"),
                                           ({"terms": "gentlemen"}, "Honor Among Thieves")])
def test_bad_options(option, words):
    with pytest.raises(SetupError, match=words):
        new_game(3, seed=1, **option)
    with pytest.raises(SetupError):
        MTOptions(**option)


# -- apply(): every refusal names the problem and changes nothing -----------------------------------
def _action_position():
    return position(where={"red_capo": "docks", "red_driver": "streets", "blue_capo": "docks", "green_capo": "kittys"},
                    phase="action", round=2, don="Red", hands={"Red": ["car_bomb"], "Blue": ["bodyguard"], "Green": []})


@pytest.mark.parametrize("action, words", [
    (Action("Blue", "pass"), "Red's turn"),
    (Action("Red", "attack", card="sniper", target="Blue", where="docks"), "no Sniper card in hand"),
    (Action("Red", "attack", card="car_bomb", target="Green", where="kittys"), "no mobster in Kitty's"),
    (Action("Red", "attack", card="car_bomb", target="Red", where="docks"), "not one of the choices"),
    (Action("Red", "drive", where="prison"), "not one of the choices"),
    (Action("Red", "fly"), "not one of the choices"),
    (("Red", "pass", None, None, None), "is not an action"),
    ("pass", "is not an action")])
def test_illegal_actions_are_refused_without_change(action, words):
    g = _action_position()
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=words):
        g.apply(action)
    assert snapshot(g) == before
    do(g, "Red", "pass")                    # and the game goes on


def test_an_illegal_move_names_the_closed_or_full_location():
    where = {f"blue_{k}": "mansion" for k in ("capo", "hit_man", "made_man", "associate", "driver")}
    where["red_capo"] = "docks"
    g = position(where=where, phase="movement", round=2, don="Red", closed=["kittys"], hands={p: [] for p in RGB})
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="Kitty's is closed by the Feds"):
        g.apply(Action("Red", "move", target="red_capo", where="kittys"))
    with pytest.raises(IllegalAction, match="The Don's Mansion is full: five mobsters at most"):
        g.apply(Action("Red", "move", target="red_capo", where="mansion"))
    with pytest.raises(IllegalAction):
        g.apply(Action("Red", "move", target="blue_capo", where="streets"))
    assert snapshot(g) == before


def test_actions_after_the_end_are_refused():
    g = position(where={"red_capo": "morgue", "blue_capo": "morgue", "green_capo": "morgue", "red_driver": "docks"},
                 phase="heat", round=6, heat=3, rises=2, hands={p: [] for p in RGB})
    assert g.over
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="The game is over"):
        g.apply(Action("Red", "pass"))
    with pytest.raises(IllegalAction, match="The game is over"):
        g.deal("Red", "Blue", 5)
    assert snapshot(g) == before and g.legal_actions() == []


# -- deal(): refusals ------------------------------------------------------------------------------
@pytest.mark.parametrize("args, kw, words", [
    (("Red", "Pink", 5), {}, "no player called 'Pink'"),
    (("Pink", "Red", 5), {}, "no player called 'Pink'"),
    (("Red", "Red", 5), {}, "with himself"),
    (("Red", "Blue", -5), {}, "0 or more"),
    (("Red", "Blue", 2.5), {}, "whole number"),
    (("Red", "Blue", True), {}, "whole number"),
    (("Red", "Blue", 26), {}, "has only \\$25k"),
    (("Green", "Blue", 5), {"vote": "Yellow"}, "no mobster in the Don's Mansion"),
    (("Green", "Blue", 5), {"vote": "Green"}, "Blue has already voted"),
    (("Blue", "Yellow", 5), {"vote": "Red"}, "no player called"),
])
def test_bad_deals_are_refused_without_change(args, kw, words):
    g = examples.mansion_election()
    do(g, "Blue", "vote", target="Blue")
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=words):
        g.deal(*args, **kw)
    assert snapshot(g) == before


def test_a_vote_can_be_bought_only_during_a_show_and_only_from_a_voter():
    g = _action_position()
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="only while a Show of Respect is under way"):
        g.deal("Red", "Blue", 5, vote="Red")
    assert snapshot(g) == before
    g.deal("Red", "Blue", 5)                       # a plain payment is always allowed
    assert g.cash == {"Red": 20, "Blue": 30, "Green": 25}
    e = position(("Red", "Blue", "Green", "Yellow"), {"red_capo": "mansion", "blue_capo": "mansion"},
                 phase="election", round=2, don="Red")
    before = snapshot(e)
    with pytest.raises(IllegalAction, match="Yellow has no vote"):   # not in the Mansion and not the Don
        e.deal("Red", "Yellow", 5, vote="Red")
    assert snapshot(e) == before


def test_a_binding_deal_cannot_be_outbid():
    g = examples.docks_tie()
    g.apply(Action("Blue", "vote", target="Blue"))
    g.apply(Action("Green", "vote", target="Green"))
    g.deal("Green", "Red", 15, vote="Green")        # the Don's tie-break, bought first
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="already bound by a paid deal to back Green"):
        g.deal("Blue", "Red", 10, vote="Blue")
    assert snapshot(g) == before


def test_a_pinch_vote_cannot_be_bought_for_oneself():
    g = examples.little_italy_shotgun()
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="votes against another player, not against himself"):
        g.deal("Red", "Blue", 5, vote="Blue")     # nobody votes to pinch himself
    assert snapshot(g) == before


# -- arrange(): refusals --------------------------------------------------------------------------
@pytest.mark.parametrize("kw, words", [
    ({"where": {"pink_capo": "docks"}}, "no mobster 'pink_capo'"),
    ({"where": {"red_capo": "airstrip"}}, "no place 'airstrip'"),
    ({"where": {f"{c}_{k}": "docks" for c in ("red", "blue") for k in ("capo", "hit_man", "made_man")}},
     "more than 5 mobsters"),
    ({"don": "Pink"}, "no player 'Pink'"),
    ({"cash": {"Pink": 5}}, "no player 'Pink'"),
    ({"cash": {"Red": -5}}, "0 or more"),
    ({"cash": {"Red": 3000}}, "Kitty Cash holds only \\$2580k"),
    ({"hands": {"Red": ["mob_doctor"] * 7}}, "not enough 'Mob Doctor' Favor Cards"),
    ({"hands": {"Red": ["golden_gun"]}}, "no Favor Card 'golden_gun'"),
    ({"favor_top": ["golden_gun"]}, "no Favor Card 'golden_gun'"),
    ({"fed_top": ["fbi_raid"] * 4}, "not enough 'fbi_raid'"),
    ({"fed_top": ["martians"]}, "no Fed card 'martians'"),
    ({"feds": {"streets": 4}}, "not 'streets'"),
    ({"feds": {"docks": -1}}, "0 or more"),
    ({"closed": ["streets"]}, "not 'streets'"),
    ({"closed": ["docks"], "where": {"red_capo": "docks"}}, "The Docks is closed: no mobster can be in it"),
    ({"heat": 4}, "Heat level is 1 to 3"),
    ({"heat": 0}, "Heat level is 1 to 3"),
    ({"rises": 3}, "0 to 2 times"),
    ({"round": 0}, "Rounds count from 1"),
    ({"phase": "setup"}, "one of the phases"),
])
def test_bad_positions_are_refused_without_change(kw, words):
    g = position(where={"red_capo": "docks"}, phase="action", round=2, hands={"Red": ["car_bomb"], "Blue": [],
                                                                              "Green": []})
    before = snapshot(g)
    with pytest.raises(SetupError, match=words):
        g.arrange(**kw)
    assert snapshot(g) == before


# -- Hidden information ---------------------------------------------------------------------------
def test_a_player_sees_only_his_own_hand():
    g = new_game(5, seed=11)
    for p in g.players:
        v = g.view(p)
        assert v["hand"] == g.hands[p]
        assert v["hand_sizes"] == {q: 7 for q in g.players}
        assert "coming_feds" not in v and "hands" not in v and "favor" not in v and "fed" not in v
        text = json.dumps(v.as_dict())
        for q in g.players:
            if q != p and g.hands[q] != g.hands[p]:
                assert json.dumps(g.hands[q]) not in text
    assert g.view("Red")["favor_deck"] == 100 - 35 and g.view("Red")["fed_deck"] == 50
    hand = list(g.hands["Red"])
    g.view("Red")["hand"].append("sniper")          # the view is a copy
    assert g.hands["Red"] == hand


# -- Saving and loading ---------------------------------------------------------------------------
def _same_future(a: MTGame, b: MTGame, rng: random.Random, steps: int = 60):
    for _ in range(steps):
        assert snapshot(a) == snapshot(b)
        if a.over:
            return
        action = rng.choice(a.legal_actions())
        a.apply(action)
        b.apply(action)
    assert snapshot(a) == snapshot(b)


@pytest.mark.parametrize("seed", range(8))
def test_saving_at_a_random_point_replays_the_same_game(seed):
    rng = random.Random(seed)
    g = new_game(rng.randint(3, 6), seed=seed, order=rng.choice(["board", "rackets"]),
                 terms=rng.choice(["honor", "all_bets"]))
    for _ in range(rng.randint(1, 250)):
        if g.over:
            break
        if g.show and rng.random() < 0.2:             # a deal at the table, now and then
            payer = rng.choice(g.players)
            payee = rng.choice([p for p in g.players if p != payer])
            try:
                g.deal(payer, payee, rng.randint(0, g.cash[payer]), vote=rng.choice(list(g.show.respect)))
            except IllegalAction:
                pass
        g.apply(rng.choice(g.legal_actions()))
    text = g.to_json()
    h = MTGame.from_json(text)
    assert h.to_json() == text
    assert snapshot(h) == snapshot(g)
    _same_future(g, h, random.Random(seed + 100))


@pytest.mark.parametrize("name", sorted(examples.EXAMPLES))
def test_every_example_saves_and_loads(name):
    g = examples.EXAMPLES[name]()
    g.deal(g.players[0], g.players[1], 5)
    h = MTGame.from_json(g.to_json())
    assert snapshot(h) == snapshot(g)
    _same_future(g, h, random.Random(1), steps=30)


def test_a_game_with_scripted_dice_saves_and_replays_its_script():
    from mobgames.core.dice import ScriptedDice
    g = new_game(3, dice=ScriptedDice([1] * 40))
    for _ in range(20):
        g.apply(g.legal_actions()[-1])
    data = json.loads(g.to_json())
    assert data["setup"]["dice"] == {"script": [1] * 40}
    h = MTGame.from_json(g.to_json())
    assert snapshot(h) == snapshot(g)


def test_a_game_whose_dice_cannot_be_written_down_cannot_be_saved():
    class Loaded:
        def roll(self, sides=10):
            return 1

        def shuffle(self, items):
            pass

    g = new_game(3, dice=Loaded())
    with pytest.raises(IllegalAction, match="cannot be saved"):
        g.to_json()


def test_a_seed_is_a_whole_number():
    for seed in ("abc", 1.5, True):
        with pytest.raises(ArgumentError, match="seed should be a whole number"):
            new_game(3, seed=seed)


def _saved():
    g = examples.car_bomb()
    do(g, "Red", "attack", card="car_bomb", target="Yellow", where="meat_locker")
    return json.loads(g.to_json())


def _setup(d, **changes):
    return json.dumps({**d, "setup": {**d["setup"], **changes}})


@pytest.mark.parametrize("damage, words", [
    (lambda d: "{not json", "JSON is broken"),
    (lambda d: json.dumps([1, 2]), "JSON object, not a list"),
    (lambda d: json.dumps({**d, "game": "familybusiness"}), "not a Mob Ties game"),
    (lambda d: json.dumps({**d, "version": 3}), "written by a newer mobgames"),
    (lambda d: json.dumps({k: v for k, v in d.items() if k != "setup"}), "no 'setup'"),
    (lambda d: json.dumps({**d, "history": "abc"}), "'history' must be a list"),
    (lambda d: json.dumps({**d, "setup": {k: v for k, v in d["setup"].items() if k != "players"}}), "no 'players'"),
    (lambda d: json.dumps({**d, "setup": {k: v for k, v in d["setup"].items() if k != "dice"}}), "no 'dice'"),
    (lambda d: _setup(d, players=["Red", "Red", "Blue"]), "same name"),
    (lambda d: _setup(d, players="Red"), "'players' must be a list"),
    (lambda d: _setup(d, dice={"seed": "x"}), "dice are given as"),
    (lambda d: _setup(d, dice=[1]), "'dice' must be an object"),
    (lambda d: _setup(d, options={"order": "zigzag", "terms": "honor"}), "location order"),
    (lambda d: _setup(d, options={"order": "board", "terms": "honor", "speed": 2}), "options have a field .*speed"),
    (lambda d: _setup(d, options={"order": "board"}), "options has no 'terms'"),
    (lambda d: _setup(d, options={"order": 1, "terms": "honor"}), "'order' must be text"),
    (lambda d: _setup(d, place="yes"), "'place' must be true or false"),
    (lambda d: _setup(d, colour="red"), "does not know: 'colour'"),
    (lambda d: _setup(d, position="docks"), "'position' must be a list"),
    (lambda d: _setup(d, position=[5]), "Arrangement 1 .* not an object"),
    (lambda d: _setup(d, position=[{"heat": 9}]), "Heat level"),
    (lambda d: _setup(d, position=[{"teleport": 1}]), "does not know: 'teleport'"),
    (lambda d: json.dumps({**d, "history": d["history"] + [["Yellow", "defend", {"card": "sniper",
                                                                                  "where": "meat_locker"}]]}),
     "Step 2 .*Yellow has no Sniper card"),
    (lambda d: json.dumps({**d, "history": d["history"] + [["Yellow"]]}), "Step 2 .*not \\[player, kind"),
    (lambda d: json.dumps({**d, "history": d["history"] + [["Red", "deal", {"payee": "Red", "amount": 1}]]}),
     "with himself"),
    (lambda d: json.dumps({**d, "history": d["history"] + [["Red", "deal", {"payee": "Blue"}]]}),
     "Step 2 .*names the player paid"),
])
def test_damaged_saves_are_refused_with_the_reason(damage, words):
    with pytest.raises(SaveError, match=words):
        MTGame.from_json(damage(_saved()))


def _legacy():
    """A save in the previous release's format (see tests/data/legacy for real ones)."""
    return {"game": "mob ties", "version": 1, "players": ["Red", "Blue", "Green"], "seed": 4,
            "options": {"order": "board", "terms": "honor"},
            "history": [["action", ["Red", "place", None, "red_capo", "docks"]]]}


@pytest.mark.parametrize("damage, words", [
    (lambda d: {k: v for k, v in d.items() if k != "players"}, "no 'players'"),
    (lambda d: {k: v for k, v in d.items() if k != "seed"}, "no 'seed'"),
    (lambda d: {k: v for k, v in d.items() if k != "history"}, "no 'history'"),
    (lambda d: {**d, "game": "family business"}, "not a saved Mob Ties game"),
    (lambda d: {**d, "players": ["Red", "Red", "Blue"]}, "same name"),
    (lambda d: {**d, "seed": "x"}, "seed must be a whole number"),
    (lambda d: {**d, "history": "abc"}, "history a list"),
    (lambda d: {**d, "options": {"order": "zigzag"}}, "location order"),
    (lambda d: {**d, "options": {"speed": 2}}, "options are damaged"),
    (lambda d: {**d, "history": d["history"] + [["action", ["Blue"]]]}, "breaks at step 2"),
    (lambda d: {**d, "history": d["history"] + [["action"]]}, "breaks at step 2"),
    (lambda d: {**d, "history": d["history"] + [["teleport", {}]]}, "unknown entry 'teleport'"),
    (lambda d: {**d, "history": d["history"] + [["deal", {"payer": "Red"}]]}, "breaks at step 2"),
    (lambda d: {**d, "history": d["history"] + [["deal", {"payer": "Red", "payee": "Red", "amount": 1}]]},
     "with himself"),
    (lambda d: {**d, "history": [["arrange", {"heat": 9}]]}, "Heat level"),
    (lambda d: {**d, "history": d["history"] + [["arrange", {"phase": "bail"}]]}, "play has already begun"),
])
def test_damaged_saves_of_the_previous_release_are_refused_with_the_reason(damage, words):
    assert MTGame.from_json(json.dumps(_legacy())).where["red_capo"] == "docks"
    with pytest.raises(SaveError, match=words):
        MTGame.from_json(json.dumps(damage(_legacy())))


def test_the_saved_history_is_the_one_that_loads():
    d = _saved()
    assert (d["format"], d["game"], d["version"]) == ("mobgames", "mobties", 2)
    assert d["setup"]["players"] == ["Red", "Blue", "Yellow"] and d["setup"]["dice"] == {"seed": 0}
    assert d["setup"]["options"] == {"order": "board", "terms": "honor"} and d["setup"]["place"] is False
    assert [a["phase"] for a in d["setup"]["position"]] == ["action"]
    assert d["history"] == [["Red", "attack", {"card": "car_bomb", "target": "Yellow", "where": "meat_locker"}]]
    g = MTGame.from_json(json.dumps(d))
    assert g.decision.player == "Yellow" and g.decision.kind == "defend"


def test_arrange_starts_afresh_no_stale_show_or_ending():
    g = examples.mansion_election()
    assert g.show is not None
    g.arrange(phase="movement", round=2)          # before any action: a new starting position
    assert g.show is None and g.decision.kind == "move"
    assert [a["phase"] for a in g.setup["position"]] == ["election", "movement"]
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="only while a Show of Respect"):
        g.deal("Green", "Blue", 25, vote="Green")
    assert snapshot(g) == before
    h = position(where={"red_capo": "morgue", "blue_capo": "morgue", "green_capo": "morgue", "red_driver": "docks"},
                 phase="heat", round=6, heat=3, rises=2, hands={p: [] for p in RGB})
    assert h.over and not h.history
    h.arrange(phase="election", heat=1, rises=0, where={"red_capo": "mansion", "red_driver": "docks"})
    assert not h.over and h.decision.player == "Red" and h.decision.kind == "vote"
    assert MTGame.from_json(h.to_json()).decision.kind == "vote"


def test_arrange_is_refused_once_play_has_begun():
    h = examples.heat_end()
    do(h, "Red", "attack", card="deal_gone_bad", target="Blue", where="docks")
    before = snapshot(h)
    with pytest.raises(SetupError, match="play has already begun \\(1 action\\)"):
        h.arrange(phase="election", heat=1, rises=0)
    assert snapshot(h) == before


def test_a_deal_that_empties_a_buyers_pocket_withdraws_the_purchase():
    g = position(where={"red_capo": "docks", "blue_capo": "kittys"}, phase="business", round=2, don="Red",
                 cash={"Red": 0, "Blue": 0}, hands={"Red": ["pistol"], "Blue": [], "Green": []})
    until(g, "buy", "Green")
    assert Action("Green", "buy") in g.legal_actions()
    g.deal("Green", "Red", 10)                      # Green now has $15k, less than a card
    assert g.legal_actions() == [Action("Green", "done")]
    before = snapshot(g)
    with pytest.raises(IllegalAction):
        g.apply(Action("Green", "buy"))
    assert snapshot(g) == before and g.cash["Green"] == 15


def test_a_deal_that_empties_a_pocket_withdraws_the_bail():
    g = position(where={"red_made_man": "prison", "red_capo": "docks"}, phase="bail", round=2, don="Red",
                 cash={"Red": 60}, hands={p: [] for p in RGB})
    assert Action("Red", "bail", target="red_made_man") in g.legal_actions()
    g.deal("Red", "Blue", 20)                       # $40k left: the Made Man's bail is $50k
    assert g.legal_actions() == [Action("Red", "done")]
    with pytest.raises(IllegalAction):
        g.apply(Action("Red", "bail", target="red_made_man"))
    assert g.cash["Red"] == 40 and g.where["red_made_man"] == "prison"


def test_refusals_name_the_paid_deal_and_the_price_of_a_card():
    """Two refusals that used to say only "not one of the choices": a vote sold in a paid deal, and
    a Favor Card bought without the money for it. The save stays byte-identical."""
    game = examples.mansion_election()
    game.apply(Action.offer("Green", "Blue", 25, "Green"))
    game.apply(Action.answer("Blue", True))
    before = game.to_json()
    with pytest.raises(IllegalAction, match="Blue sold this vote to back Green in a paid deal"):
        game.apply(Action("Blue", "vote", target="Red"))
    assert game.to_json() == before
    game = examples.buying_cards()
    while game.decision.kind != "buy":
        game.apply(game.legal_actions()[0])
    for _ in range(2):
        game.apply(Action("Red", "buy"))
        game.apply(game.legal_actions()[0])          # keep the first of the two cards drawn
    before = game.to_json()
    with pytest.raises(IllegalAction, match=r"A Favor Card costs \$25k, and Red has only \$0k"):
        game.apply(Action("Red", "buy"))
    assert game.to_json() == before
