"""Mob Ties on the engine contract (mobgames.core.contract): start(), decisions with public kinds,
legal actions and deals as out-of-turn actions, undo by checkpoints, one save format (and the
previous release's), views and bots; the Fed card over a closed location; the position builder;
(its structure is checked in tests/test_structure.py)."""

import json
import math
import random
from collections import Counter
from pathlib import Path

import pytest

from mobgames.core.chance import steps_since
from mobgames.core.errors import ArgumentError
from mobties_helpers import RGB, do, position, snapshot

from mobgames.core import IllegalAction, MobgamesError, SetupError
from mobgames.core.action import Action as CoreAction
from mobgames.core.bots import play
from mobgames.core.contract import Decision, GameState, Open
from mobgames.core.errors import SaveError
from mobgames.core.snapshot import fingerprint
from mobgames.mobties import Action, MTGame, MTOptions, examples, new_game, start
from mobgames.mobties.bots import SimpleBot, simple_bot
from mobgames.mobties.cards import fed_deck
from mobgames.mobties.view import MTView

LEGACY = Path(__file__).parent / "data" / "legacy"
KINDS = {"place", "vote", "tie", "split", "keep", "give", "diner", "robbery", "robbed", "buy", "move", "raid", "pinch",
         "act", "defend", "sacrifice", "bail"}


def random_game(seed: int, actions: int = 10_000, deals: float = 0.05):
    """A seeded random game, with deals at the table now and then (legal ones only)."""
    rng = random.Random(seed)
    g = start(rng.randint(3, 6), seed=seed, options={"order": rng.choice(["board", "rackets"]),
                                                     "terms": rng.choice(["honor", "all_bets"])})
    for _ in range(actions):
        if g.over:
            break
        if rng.random() < deals:
            payer = rng.choice(g.players)
            opens = g.legal_actions(payer).open
            if opens:
                o = rng.choice(opens)
                g.apply(o.make(rng.randint(o.low, o.high), Action))
        g.apply(rng.choice(g.legal_actions()))
    return g


# -- starting ------------------------------------------------------------------------------------
def test_start_takes_a_count_or_names_and_options():
    g = start(4, seed=3)
    assert isinstance(g, GameState) and isinstance(g, MTGame)
    assert (MTGame.GAME, MTGame.TITLE, MTGame.VERSION, MTGame.ACTION) == ("mobties", "Mob Ties", 2, Action)
    assert g.players == ("Red", "Blue", "Green", "Yellow") and g.options == MTOptions()   # (a tuple: seat order)
    assert g.to_json() == new_game(4, seed=3).to_json()
    h = start(["Ann", "Bob", "Cy"], seed=3, options={"order": "rackets", "terms": "all_bets"})
    assert h.options == MTOptions("rackets", "all_bets") and h.players == ("Ann", "Bob", "Cy")
    assert start(3, seed=1, options=MTOptions(terms="all_bets")).options.terms == "all_bets"
    for bad, words in [({"speed": 2}, "no option 'speed'"), ({"order": ["board"]}, "location order")]:
        with pytest.raises(SetupError, match=words):
            start(3, seed=1, options=bad)
    with pytest.raises(ArgumentError, match="options should be Mob Ties rule options or a dict"):
        start(3, seed=1, options=5)
    with pytest.raises(ArgumentError, match="seed should be a whole number"):
        new_game(3, seed="abc")


def test_the_state_and_its_actions_have_slots_only():
    g = start(3, seed=1)
    assert not hasattr(g, "__dict__") and not hasattr(g.legal_actions()[0], "__dict__")
    assert not hasattr(g.decision, "__dict__")


def test_the_setup_holds_every_option_the_dice_and_the_placement():
    g = start(3, seed=5)
    assert json.loads(g.to_json())["setup"] == {"players": ["Red", "Blue", "Green"], "dice": {"seed": 5},
                                                "options": {"order": "board", "terms": "honor"}, "chance": "seeded",
                                                "place": True, "position": None}
    p = examples.car_bomb()
    setup = json.loads(p.to_json())["setup"]
    assert setup["place"] is False and setup["position"][0]["phase"] == "action"
    assert setup["position"][0]["hands"] == {"Red": ["car_bomb"], "Blue": [], "Yellow": ["mob_doctor"]}


# -- actions and decisions ---------------------------------------------------------------------------
def test_the_action_keeps_its_constructor_and_its_sentence():
    a = Action("Red", "attack", "car_bomb", "Yellow", "meat_locker")
    assert isinstance(a, CoreAction) and Action.GAME == "Mob Ties" and Action.FIELDS == ("card", "target", "where")
    assert (a.card, a.target, a.where) == ("car_bomb", "Yellow", "meat_locker")
    assert a == Action("Red", "attack", card="car_bomb", target="Yellow", where="meat_locker")
    assert str(a) == "Red: attack Car Bomb -> Yellow @ meat_locker" and str(Action("Red", "pass")) == "Red: pass"
    assert a.to_json() == ["Red", "attack", {"card": "car_bomb", "target": "Yellow", "where": "meat_locker"}]
    assert Action.from_json(a.to_json()) == a
    assert str(Action.deal("Red", "Blue", 5, vote="Red")) == "Red: deal $5k to Blue for a vote for Red"
    with pytest.raises(IllegalAction):
        Action("Red", "vote", target=object())


def test_every_decision_has_a_public_kind_a_sentence_and_listed_actions():
    seen = Counter()
    for seed in range(12):
        g = random_game(seed, actions=0)
        rng = random.Random(seed)
        while not g.over:
            d = g.decision
            assert isinstance(d, Decision) and d.kind in KINDS, d
            assert isinstance(d.prompt, str) and d.prompt.startswith(f"{d.player}:")
            legal = g.legal_actions()
            assert list(legal) == d.actions and all(a.player == d.player for a in legal)
            for other in g.players:
                if other != d.player:
                    assert len(g.legal_actions(other)) == 0      # out of turn: deals only (not listed)
            seen[d.kind] += 1
            g.apply(rng.choice(legal))
        assert g.decision is None and not g.legal_actions() and g.legal_actions("Red").open == []
    assert set(seen) >= KINDS - {"robbery", "robbed", "raid", "tie", "split", "diner"}


def test_a_plain_core_action_equal_to_a_listed_one_is_accepted():
    g = examples.car_bomb()
    g.apply(CoreAction("Red", "attack", {"card": "car_bomb", "target": "Yellow", "where": "meat_locker"}))
    assert g.decision.player == "Yellow" and g.decision.kind == "defend"
    assert MTGame.from_json(g.to_json()).decision.kind == "defend"


def test_winner_and_winners():
    g = examples.heat_end()
    assert g.winner is None and g.winners == [] and not g.is_over
    do(g, "Red", "attack", card="deal_gone_bad", target="Blue", where="docks")
    do(g, "Red", "attack", card="car_bomb", target="Blue", where="kittys")
    do(g, "Green", "done")
    assert g.is_over and g.winners == ["Red"] and g.winner == ["Red"]


# -- deals ---------------------------------------------------------------------------------------
def test_a_deal_is_an_action_any_player_may_take_out_of_turn():
    g = examples.mansion_election()
    assert g.decision.player == "Blue"
    deal = Action.deal("Green", "Blue", 25, vote="Green")
    assert deal in g.legal_actions("Green")                 # accepted by `in` ...
    assert deal not in list(g.legal_actions("Green"))       # ... but not listed (the amount is free)
    assert deal not in g.legal_actions()                    # Blue's choices are Blue's
    opens = [o for o in g.legal_actions("Green").open if o.kind == "deal"]   # (offers are open families too)
    assert opens and all(isinstance(o, Open) and (o.low, o.high) == (0, 25) for o in opens)
    bought = [o for o in opens if o.args == {"payee": "Blue", "vote": "Green"}]
    assert bought and bought[0].make(25, Action) == deal
    assert {o.args["payee"] for o in opens} == {"Red", "Blue"}
    events = g.apply(deal)                                  # out of turn: Blue is still to vote
    assert [e.kind for e in events] == ["deal"] and g.history[-1] == deal
    assert g.legal_actions() == [Action("Blue", "vote", target="Green")]
    assert g.to_json().count('"deal"') == 1 and MTGame.from_json(g.to_json()).show.promises == {"Blue": "Green"}


@pytest.mark.parametrize("amount", [True, False, 2.5, math.nan, math.inf, -1, 26, "5", None, [5], {"k": 5}])
def test_a_deal_needs_a_whole_amount_the_payer_has(amount):
    g = examples.mansion_election()
    bad = CoreAction.trusted("Green", "deal", {"payee": "Blue", "amount": amount})
    assert bad not in g.legal_actions("Green")
    before = snapshot(g)
    reason = g.why_not(bad)
    assert reason and "Traceback" not in reason
    with pytest.raises(IllegalAction):
        g.apply(bad)
    if not isinstance(amount, (list, dict)):
        with pytest.raises(IllegalAction):
            g.deal("Green", "Blue", amount)
    assert snapshot(g) == before


@pytest.mark.parametrize("args, words", [
    ({"payee": "Blue", "amount": 5, "tip": 1}, "has no 'tip'"),
    ({"amount": 5}, "names the player paid"),
    ({"payee": "Blue"}, "names the player paid"),
    ({"payee": "Pink", "amount": 5}, "no player called 'Pink'"),
    ({"payee": ["Blue"], "amount": 5}, "no player called"),
    ({"payee": "Green", "amount": 5}, "with himself"),
    ({"payee": "Blue", "amount": 5, "vote": "Pink"}, "no mobster in the Don's Mansion"),
    ({"payee": "Blue", "amount": 5, "vote": ["Green"]}, "no mobster"),
])
def test_a_deal_with_strange_details_is_refused_with_a_sentence(args, words):
    g = examples.mansion_election()
    bad = CoreAction.trusted("Green", "deal", args)
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=words):
        g.apply(bad)
    assert snapshot(g) == before


def test_deals_undo_redo_save_and_load_like_any_action():
    g = examples.docks_tie()
    do(g, "Blue", "vote", target="Blue")
    g.deal("Blue", "Red", 10, vote="Blue")
    do(g, "Green", "vote", target="Green")
    do(g, "Blue", "refuse", where="docks")
    assert g.legal_actions() == [Action("Red", "tie", target="Blue")]
    after = snapshot(g)
    g.undo(3)                                      # back to before the deal
    assert g.cash == {"Red": 25, "Blue": 25, "Green": 25, "Yellow": 25, "Black": 25} and g.show.promises == {}
    assert g.decision.player == "Green" and g.can_redo == 3
    for _ in range(3):
        g.redo()
    assert snapshot(g) == after
    h = MTGame.from_json(g.to_json())
    assert snapshot(h) == after and fingerprint(h) == fingerprint(g)


# -- undo ----------------------------------------------------------------------------------------
def long_game():
    """Ten rounds of the simple bots, with deals at the table now and then."""
    g = new_game(5, seed=6)
    rng = random.Random(6)
    while not g.over:
        if rng.random() < 0.05:
            o = rng.choice([o for o in g.legal_actions(rng.choice(g.players)).open if o.kind == "deal"])
            g.apply(o.make(rng.randint(o.low, o.high), Action))
        g.apply(simple_bot(g))
    return g


def test_undo_at_any_point_of_a_long_game_is_exact():
    g = long_game()
    assert g.over and len(g.history) > 350 and g.round >= 10 and sum(a.kind == "deal" for a in g.history) > 10
    text = json.loads(g.to_json())
    steps = steps_since(g, 0)   # (each player's action; undo takes the chance outcomes after it along)
    total = len(steps)
    for back in (1, 7, 33, 120, total // 2, total - 1, total):
        g.undo(back)
        fresh = json.loads(json.dumps(text))
        fresh["history"] = fresh["history"][:steps[-back]]
        assert snapshot(g) == snapshot(MTGame.from_json(json.dumps(fresh))), back
        for _ in range(back):
            g.redo()
        assert g.to_json() == json.dumps(text, separators=(",", ":"))
    for back in range(1, 80, 3):      # every distance from the last checkpoint, near the end of the game
        g.undo(back)
        assert len(g.history) == steps[-back]
        for _ in range(back):
            g.redo()
    assert g.to_json() == json.dumps(text, separators=(",", ":"))
    # (how quick undo is, at any game length, is a speed figure: `make bench`, section undo)


def test_undo_goes_back_into_a_finished_game_and_plays_on_differently():
    g = examples.heat_end()
    do(g, "Red", "attack", card="deal_gone_bad", target="Blue", where="docks")
    do(g, "Red", "attack", card="car_bomb", target="Blue", where="kittys")
    do(g, "Green", "done")
    assert g.over
    g.undo()
    assert not g.over and g.decision.kind == "bail" and g.phase == "bail"
    do(g, "Green", "bail", target="green_made_man")
    assert not g.over and g.round == 6


def test_a_step_that_fails_half_way_leaves_nothing_half_done(monkeypatch):
    from mobgames.core.flow import Auto
    from mobgames.mobties.flow import FLOW

    g = examples.car_bomb()
    before = fingerprint(g)

    def broken(game, frame):
        game.emit("kill", "Half of an attack.")
        raise RuntimeError("boom")

    monkeypatch.setitem(FLOW.steps, "attack", Auto(broken))   # (the flow's attack step, half done)
    with pytest.raises(RuntimeError):
        g.apply(Action("Red", "attack", card="car_bomb", target="Yellow", where="meat_locker"))
    assert fingerprint(g) == before and g.hands["Red"] == ["car_bomb"] and not g.history
    monkeypatch.undo()
    do(g, "Red", "attack", card="car_bomb", target="Yellow", where="meat_locker")
    assert g.decision.kind == "defend"


# -- views and bots ------------------------------------------------------------------------------
def test_a_view_shows_the_board_and_hides_hands_decks_and_the_closed_cards():
    g = examples.mansion_election()
    v = g.view("Red")
    assert isinstance(v, MTView) and v.hand == g.hands["Red"] and v["hand"] == g.hands["Red"]
    assert v.where == g.where and v.cash == g.cash and v.show == g.show and v.respect_at("mansion")["Green"] == 3
    assert v.show is not g.show   # (a copy: see test_nothing_written_through_a_view_reaches_the_game)
    for hidden in ("hands", "favor", "fed", "drawn", "dice", "seed", "setup", "history", "under", "action_choices"):
        with pytest.raises(AttributeError):
            getattr(v, hidden)
    assert v.decision.player == "Blue" and v.decision.actions is None   # not Red's to see
    assert g.view("Blue").decision.actions == g.decision.actions
    assert v.get("coming_feds", "nothing") == "nothing" and "hand" in v
    with pytest.raises(AttributeError):
        v.heat = 3


def test_the_dirty_cops_briber_alone_sees_the_coming_fed_cards():
    g = position(where={"red_capo": "diner", "blue_capo": "docks", "green_capo": "meat_locker"},
                 phase="business", round=2, heat=2, rises=1, fed_top=["raid_docks_2", "citywide_crackdown"],
                 hands={p: [] for p in RGB})
    for p in ("Blue", "Green", "Red"):
        do(g, p, "vote", target=p)
    do(g, "Red", "bribe", where="diner")
    assert g.view("Red").coming_feds == ["The Docks: 2 Feds", "Citywide Crackdown"] == g.view("Red")["coming_feds"]
    assert g.view("Blue").coming_feds is None and "coming_feds" not in g.view("Blue")


def test_the_simple_bot_chooses_from_the_view_as_it_always_played():
    # The previous release's bot games, seed by seed: (rounds, winners, scores).
    old = {0: (30, ["Green"], {"Red": 80, "Blue": 143, "Green": 218}),
           1: (5, ["Red"], {"Red": 200, "Blue": 98, "Green": 179, "Yellow": 108}),
           2: (17, ["Black"], {"Red": 164, "Blue": 148, "Green": 134, "Yellow": 12, "Black": 182}),
           5: (8, ["Yellow"], {"Red": 165, "Blue": 177, "Green": 173, "Yellow": 190})}
    for seed, expected in old.items():
        g = new_game(3 + seed % 4, seed=seed, order="rackets" if seed % 2 else "board")
        bots = {p: SimpleBot(seed) for p in g.players}
        done = play(g, bots, max_actions=100_000)
        assert g.over and done == len(steps_since(g, 0))   # (the bots' actions: chance's come between)
        assert (g.round, g.winner, g.scores()) == expected
    g = new_game(4, seed=9)
    bot = SimpleBot()
    while not g.over:
        d = g.decision
        choice = bot.choose(g.view(d.player))
        assert choice == simple_bot(g) and choice in g.legal_actions()
        g.apply(choice)
    with pytest.raises(MobgamesError):
        bot.choose(g.view("Red"))


# -- the Fed card over a closed location (the rulebook, Phase Four) ----------------------------------
def test_a_closed_location_keeps_a_discarded_fed_card_face_down_for_the_rest_of_the_game():
    # Two Fed cards this round: one Fed at Little Italy, then one at the Mansion, which already has
    # three. Nobody is in the Mansion to defend it, so it is closed for the rest of the game, and a
    # discarded Fed card (the one just drawn) is placed face down over it.
    g = position(where={"red_capo": "docks", "blue_capo": "kittys", "green_capo": "diner"}, phase="feds", round=2,
                 heat=2, rises=1, feds={"mansion": 3}, fed_top=["raid_little_italy_1", "raid_mansion_1"],
                 hands={p: [] for p in RGB})
    assert g.closed == ["mansion"] and g.under == {"mansion": "raid_mansion_1"}
    assert g.fed_discard == ["raid_little_italy_1"] and len(g.fed) == 48
    # The card never comes back: when the deck runs low the discards are shuffled in, not it.
    g.ensure_fed(60)
    assert g.fed_discard == [] and len(g.fed) == 49
    assert Counter(g.fed)["raid_mansion_1"] == Counter(fed_deck())["raid_mansion_1"] - 1
    assert g.view("Red").closed_cards == 1 and "raid_mansion_1" not in json.dumps(g.view("Red").as_dict())
    h = MTGame.from_json(g.to_json())
    assert h.under == {"mansion": "raid_mansion_1"}


def test_over_a_long_game_the_closed_cards_stay_out_of_the_fed_deck():
    closed_games = 0
    for seed in range(30):
        g = random_game(seed, deals=0)
        if g.closed:
            closed_games += 1
            assert set(g.under) == set(g.closed)
            assert Counter(g.fed) + Counter(g.fed_discard) + Counter(g.under.values()) == Counter(fed_deck())
    assert closed_games >= 5


# -- the position builder --------------------------------------------------------------------------
def test_a_position_names_every_problem_at_once_and_changes_nothing():
    g = position(where={"red_capo": "docks"}, phase="action", round=2, hands={p: [] for p in RGB})
    before = snapshot(g)
    with pytest.raises(SetupError) as err:
        g.arrange(where={"pink_capo": "docks", "red_capo": "airstrip"}, hands={"Pink": ["sniper"]}, heat=7,
                  cash={"Red": -1}, closed=["docks", "docks"], phase="lunch")
    text = str(err.value)
    assert text.startswith("This position cannot be set up:")
    for words in ("no mobster 'pink_capo'", "no place 'airstrip'", "no player 'Pink' to hold cards", "Heat level",
                  "Red's cash", "listed twice", "one of the phases"):
        assert words in text, words
    assert snapshot(g) == before


@pytest.mark.parametrize("kw, words", [
    ({"heat": 2, "rises": 0}, "one more than the times it has risen"),
    ({"phase": "business", "round": 1}, "Round one has no Business phase"),
    ({"where": "docks"}, "Give where as"),
    ({"where": {"red_capo": 5}}, "no place 5"),
    ({"hands": {"Red": "sniper"}}, "list of card ids"),
    ({"feds": {"docks": True}}, "whole number"),
    ({"first_blood": "yes"}, "True or False"),
    ({"round": True}, "Rounds count from 1"),
    ({"last_placer": "Pink"}, "no player 'Pink' to be the last placer"),
])
def test_inconsistent_positions_are_refused(kw, words):
    g = position(where={"red_capo": "docks"}, phase="action", round=2, hands={p: [] for p in RGB})
    before = snapshot(g)
    with pytest.raises(SetupError, match=words):   # (every problem at once: arrange's own checks)
        g.arrange(**kw)
    assert snapshot(g) == before


def test_every_mobster_needs_a_place_once_play_begins():
    g = new_game(3, seed=1, place=False)
    with pytest.raises(SetupError, match="every mobster has a place.*Red's Hit Man"):
        g.arrange(where={"red_capo": "docks"})
    g.arrange(where={m: "cleared" for m in g.mobsters} | {"red_capo": "docks"}, phase="movement", round=2)
    assert g.decision.kind == "move"


def test_a_position_derives_what_the_rules_derive():
    g = position(where={"red_capo": "docks"}, phase="movement", round=3, heat=3, cash={"Red": 100},
                 closed=["kittys", "diner"], hands={p: [] for p in RGB})
    assert g.rises == 2 and g.bank == 2580 - 100 - 50
    fresh = position(where={"red_capo": "docks"}, phase="movement", round=3, heat=3, hands={p: [] for p in RGB})
    assert g.under == {"diner": fresh.fed[1], "kittys": fresh.fed[0]}      # from the bottom of the deck
    assert g.fed == fresh.fed[2:] and len(g.fed) + len(g.under) == 50
    assert Counter(g.favor) + Counter(c for h in g.hands.values() for c in h) == Counter(
        c for c in fresh.favor + [c for h in fresh.hands.values() for c in h])
    g.arrange(closed=["kittys"], phase="movement", round=3)      # the Diner opens again: its card is discarded
    assert g.under == {"kittys": fresh.fed[0]} and g.fed_discard == [fresh.fed[1]]
    assert MTGame.from_json(g.to_json()).under == g.under


# -- the legacy format ---------------------------------------------------------------------------
def _state(g) -> dict:
    d = g.decision
    return json.loads(json.dumps({
        "where": g.where, "cash": g.cash, "bank": g.bank, "hands": g.hands, "favor": g.favor,
        "favor_discard": g.favor_discard, "fed": g.fed, "fed_discard": g.fed_discard, "feds": g.feds,
        "closed": g.closed, "heat": g.heat, "rises": g.rises, "don": g.don, "round": g.round, "phase": g.phase,
        "over": g.over, "log": [e.text for e in g.log],
        "decision": None if d is None else [d.player, d.kind, [[a.player, a.kind, a.card, a.target, a.where]
                                                              for a in d.actions]]}))


@pytest.mark.parametrize("name", ["game", "position"])
def test_a_save_of_the_previous_release_loads_and_plays_on_identically(name):
    fixture = json.loads((LEGACY / f"mobties_v1_{name}.json").read_text())
    saved = fixture["save"]
    assert saved["game"] == "mob ties" and saved["version"] == 1 and "format" not in saved
    g = MTGame.from_json(json.dumps(saved))
    assert len(steps_since(g, 0)) == len(saved["history"]) - sum(1 for kind, _ in saved["history"] if kind == "arrange")
    assert _state(g) == fixture["at_load"]
    # It saves again in today's format, which loads to the same game.
    again = MTGame.from_json(g.to_json())
    assert json.loads(g.to_json())["format"] == "mobgames" and fingerprint(again) == fingerprint(g)
    for kind, item in fixture["continuation"]:
        if kind == "action":
            g.apply(Action(*item))
        else:
            g.deal(item["payer"], item["payee"], item["amount"], vote=item.get("vote"))
    assert _state(g) == fixture["after"]


def test_a_damaged_legacy_save_is_refused_as_a_save_error():
    saved = json.loads((LEGACY / "mobties_v1_game.json").read_text())["save"]
    saved["history"][5] = ["action", ["Red", "fly", None, None, None]]
    with pytest.raises(SaveError, match="older format\\) breaks at step 6"):
        MTGame.from_json(json.dumps(saved))


# (The package's structure, no cycles, no private names across modules, no import inside a
# function, is checked with every package's in tests/test_structure.py.)
