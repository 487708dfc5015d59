"""Chance as decisions (issue 26): every die and card is a decision of the CHANCE player, with its
outcomes and their exact odds; the seed answers them as it always did, or the caller does; saves
record the outcomes; undo takes a player's action back with the dice's answers."""

from __future__ import annotations

import importlib
import json
from collections import Counter
from fractions import Fraction

import pytest

from mobgames.bloodfeud import Action as BFAction, Options, Turns
from mobgames.bloodfeud.battle import Battle, RollNeeded
from mobgames.bloodfeud.odds import battle_odds
from mobgames.core import CHANCE
from mobgames.core.chance import set_mode, steps_since
from mobgames.core.errors import IllegalAction, SaveError, SetupError
from mobgames.familybusiness import start as fb_start
from mobgames.mobties import start as mt_start

GAMES = ["bloodfeud", "familybusiness", "mobties"]


def at_a_strike(chance="seeded", players=("Ana", "Ben"), seed=1) -> Turns:
    """Two families (seed 1), a fair bot's moves until Ana can attack; she attacks with what joins."""
    from mobgames.bloodfeud.bots import bot

    turns = Turns.start(list(players), seed=seed, chance=chance)
    player = bot("fair", seed=1)
    while not turns.legal_actions().of("attack"):
        turns.apply(player.choose(turns.view(turns.decision.player)))
    turns.apply(turns.legal_actions().of("attack")[0])
    while turns.legal_actions().of("join"):
        turns.apply(turns.legal_actions().of("join")[0])
    return turns


def test_chance_is_the_player_of_every_die_and_its_odds_are_exact_tenths():
    turns = at_a_strike("ask")
    player = turns.decision.player
    turns.apply(BFAction(player, "strike"))
    d = turns.decision
    assert d.player == CHANCE and d.kind == "roll" and "a hit needs" in d.prompt
    odds = turns.chance_outcomes()
    assert [a.get("value") for a, _ in odds] == list(range(1, 11)) and {p for _, p in odds} == {Fraction(1, 10)}
    assert list(turns.legal_actions()) == [a for a, _ in odds]
    seven = odds[6][0]
    assert turns.describe(seven).endswith("rolls 7") and turns.view(player).decision.actions is None
    with pytest.raises(IllegalAction, match="waits for a die"):
        turns.apply(BFAction(player, "end_turn"))
    told = len(turns.log)
    turns.apply(seven)
    assert [e.data.get("roll") for e in turns.log[told:] if "roll" in e.data and e.kind != "step"][:1] == [7]   # as chosen


def test_asked_dice_give_exactly_the_battle_the_same_dice_give_when_the_seed_rolls_them():
    seeded = at_a_strike()
    seeded.apply(BFAction(seeded.decision.player, "strike"))
    rolls = [a.get("value") for a in seeded.history if a.player == CHANCE]
    asked = at_a_strike("ask")
    asked.apply(BFAction(asked.decision.player, "strike"))
    for roll in rolls:
        asked.apply(BFAction(CHANCE, "roll", value=roll))
    assert [e.full for e in asked.log] == [e.full for e in seeded.log] and asked.history == seeded.history
    given = at_a_strike(rolls)   # (a list of outcomes: used in order, then the game asks)
    given.apply(BFAction(given.decision.player, "strike"))
    assert [e.full for e in given.log] == [e.full for e in seeded.log]


def test_undo_takes_a_players_action_back_with_the_dice_or_one_die_where_the_game_asks():
    turns = at_a_strike()
    before = turns.to_json()
    turns.apply(BFAction(turns.decision.player, "strike"))
    assert turns.history[-1].player == CHANCE or turns.history[-1].kind in ("captives", "premium", "step_in")
    while turns.history[-1].player != CHANCE and turns.history[-1].kind != "strike":
        turns.undo()   # (an aftermath's choices first)
    turns.undo()
    assert turns.to_json() == before   # the strike and every die after it
    turns.redo()
    assert turns.history[-1].player == CHANCE
    asked = at_a_strike("ask")
    asked.apply(BFAction(asked.decision.player, "strike"))
    asked.apply(BFAction(CHANCE, "roll", value=3))
    asked.undo()
    assert asked.decision.player == CHANCE and asked.history[-1].kind == "strike"


@pytest.mark.parametrize("name", GAMES)
def test_a_save_records_the_outcomes_and_replays_them_whatever_the_seed(name):
    game = importlib.import_module(f"mobgames.{name}")
    state = game.start(3, seed=8)
    bots = importlib.import_module(f"mobgames.{name}.bots")
    players = {p: bots.bot("fair", seed=i) for i, p in enumerate(state.players)}
    for _ in range(300):
        if state.is_over:
            break
        state.apply(players[state.decision.player].choose(state.view(state.decision.player)))
    data = json.loads(state.to_json())
    assert data["setup"]["chance"] == "seeded" and any(step[0] == CHANCE for step in data["history"])
    data["setup"]["dice"] = {"seed": 9}
    other = game.from_json(json.dumps(data))
    assert [e.full for e in other.log] == [e.full for e in state.log] and other.history == state.history
    older = json.loads(state.to_json())   # a save of today's format before chance was recorded
    del older["setup"]["chance"]
    older["history"] = [step for step in older["history"] if step[0] != CHANCE]
    older["setup"].pop("ranking", None)
    assert [e.full for e in game.from_json(json.dumps(older)).log] == [e.full for e in state.log]


@pytest.mark.parametrize("name", GAMES)
def test_a_bad_chance_mode_or_outcome_is_refused_with_a_sentence(name):
    game = importlib.import_module(f"mobgames.{name}")
    with pytest.raises(SetupError, match="chance is 'seeded', 'ask' or a list of outcomes"):
        game.start(3, seed=1, chance="sometimes")
    state = at_a_strike("ask") if name == "bloodfeud" else game.start(3, seed=1, chance="ask")
    if state.decision.player != CHANCE:
        state.apply(BFAction(state.decision.player, "strike"))   # (the card games ask for the deal at once)
    with pytest.raises(IllegalAction):
        state.apply(type(state.legal_actions()[0])(CHANCE, state.decision.kind, card="no_such_card", value=11,
                                                     target="Nobody"))
    assert state.decision.player == CHANCE


def test_family_business_draws_are_the_cards_left_and_a_view_shows_nobody_the_deck():
    g = fb_start(["Ana", "Ben", "Chen"], seed=4, chance="ask")
    assert g.decision.player == CHANCE and g.decision.kind == "draw" and not g.history
    odds = dict((a.card, p) for a, p in g.chance_outcomes())
    left = Counter(g.deck)
    assert odds == {c: Fraction(n, len(g.deck)) for c, n in left.items()} and sum(odds.values()) == 1
    assert g.view("Ana").decision.actions is None and g.view("Ana").decision.info == {}
    contract = next(a for a in g.legal_actions() if a.card == "contract")
    assert g.describe(contract) == "Ana draws Contract"
    g.apply(contract)
    assert g.hands["Ana"] == ["contract"] and Counter(g.deck) == left - Counter(["contract"])


def test_mob_ties_deals_and_draws_lots_for_the_first_placer_as_chance_decisions():
    from mobgames.mobties.cards import BOARD

    g = mt_start(3, seed=2, chance=[])   # (an empty list of outcomes: the game asks at once)
    assert g.decision.player == CHANCE and g.decision.kind == "draw"
    seeded = mt_start(3, seed=2)
    dealt = 3 * BOARD["favor_cards_dealt"]["3"]
    draws = [a for a in seeded.history if a.player == CHANCE]
    assert [a.kind for a in draws] == ["draw"] * dealt + ["pick"]   # the deal, then who places first
    assert seeded.first_placer == draws[-1].target and "is drawn to place first" in seeded.log[0].full
    others = [p for p in seeded.players if p != seeded.first_placer]
    set_mode(g, [a.card for a in draws[:-1]] + [others[0]])   # the same cards; the lots fall otherwise
    assert g.first_placer == others[0] and g.decision.player == others[0] and g.hands == seeded.hands
    assert g.describe(draws[-1]).startswith("The draw picks")


def test_battle_odds_agree_with_the_chance_model_of_a_battle():
    """Summing the chance tree of the engine's own battle (each die a decision with its odds)
    gives the exact odds ``battle_odds`` computes from the rulebook's sequence."""

    def model(attackers, defenders, building=None, floor=1e-11) -> Counter:
        totals: Counter = Counter()

        def walk(prefix: list, mass: float) -> None:
            battle = Battle(attackers, defenders, building, asks=True)
            gen, fed = battle.asking(), 0
            item = next(gen)
            try:
                while not (isinstance(item, RollNeeded) and fed == len(prefix)):
                    if isinstance(item, RollNeeded):
                        item, fed = gen.send(prefix[fed]), fed + 1
                    else:
                        item = next(gen)
            except StopIteration:
                totals[battle.run().outcome] += mass
                return
            hit = max(0, min(10, 11 - item.need)) / 10   # (only hit or miss matters: a 10 or a 1 stands for each)
            for roll, p in ((10, hit), (1, 1 - hit)):
                if mass * p > floor:
                    walk(prefix + [roll], mass * p)

        walk([], 1.0)
        return totals

    for attackers, defenders, building in (({"thug": 1}, {"thug": 1}, None), ({"henchman": 1}, {"thug": 2}, None),
                                           ({"hitman": 1, "thug": 1}, {"henchman": 1}, "precinct")):
        exact = battle_odds(attackers, defenders, building, exact=True)
        got = model(attackers, defenders, building)
        for outcome in ("attacker", "defender", "bloodbath"):
            assert got[outcome] == pytest.approx(float(exact[outcome]), abs=1e-8), (attackers, defenders, outcome)


def test_a_cut_short_save_is_refused_naming_the_missing_step():
    state = at_a_strike()
    state.apply(BFAction(state.decision.player, "strike"))
    data = json.loads(state.to_json())
    first_roll = next(i for i, step in enumerate(data["history"]) if step[0] == CHANCE)
    data["history"] = data["history"][:first_roll]
    with pytest.raises(SaveError, match=rf"Step {first_roll + 1} of the saved game is missing"):
        Turns.from_json(json.dumps(data))


def test_the_scripted_dice_shortcut_still_replays_a_rulebook_battle_in_a_whole_game():
    from mobgames.bloodfeud.examples import story_events, story_script, story_start

    turns = story_start("manhattan_strikes_back")
    turns.play(story_script("manhattan_strikes_back"))
    rolls = [a.get("value") for a in turns.history if a.player == CHANCE]
    assert rolls and story_events("manhattan_strikes_back")
    assert steps_since(turns, 0) and Options().call_out is False


def _to_first_chance_step(stepper) -> None:
    while stepper.step() and stepper.game.history[-1].player != CHANCE:
        pass


def test_what_if_tells_the_invitation_again_with_another_die_and_stops_where_a_step_cannot_be_made():
    """Item 4, in Blood Feud chapter 5's story: a 10 for Chen's sneak attack wins him the battle, and
    Ana can no longer turn on her guests; a 1 keeps the story; the rulebook's die puts it back."""
    from mobgames.bloodfeud.examples import story_script, story_start
    from mobgames.core.chance import told
    from mobgames.widgets import StoryStepper

    start, script = told(story_start("invitation"), story_script("invitation"))
    assert sum(a.player == CHANCE for a in script if isinstance(a, BFAction)) >= 5
    s = StoryStepper(start, script)
    _to_first_chance_step(s)
    at, w = s.position, s.what_if
    assert w.row.layout.display == "flex" and [words for words, _ in w.picker.options][0] == "Chen's Hit Man rolls 1"
    w.picker.value = 9   # a 10: a hit
    assert s.position == at and "rolls 10" in w.note.value
    s.run()
    assert "Ana does not hold Jamaica" in s.stop_reason() and "can no longer be done" in w.note.value
    assert any(e.full.startswith("Chen wins") for e in s.game.log)
    s.restart()
    _to_first_chance_step(s)
    w.back_to_rulebook()   # (from the changed step: back to the same step, with the rulebook's die)
    assert s.position == at and "rolls 1" not in w.note.value and s.run() and "That was the last step" in s.stop_reason()
    assert any(e.kind == "betrayal" for e in s.game.log)   # the rulebook's story again


def test_what_if_keeps_a_scripts_own_choices_as_functions_so_they_decide_anew():
    from mobgames.core.chance import told
    from mobgames.mobties import Action, examples
    from mobgames.widgets import StoryStepper

    buying = [Action("Red", "buy"), lambda g: g.legal_actions()[0], Action("Red", "buy"), lambda g: g.legal_actions()[0]]
    s = StoryStepper(*told(examples.buying_cards(), buying))
    _to_first_chance_step(s)
    w = s.what_if
    first = w.picker.value
    w.picker.value = (first + 1) % len(w.picker.options)
    s.run()
    assert "That was the last step" in s.stop_reason() and not w.stop_note and len(s.game.hands["Red"]) >= 2
    assert StoryStepper(examples.buying_cards, buying).what_if is None   # (no chance steps listed: no row)


def test_the_battle_stepper_asks_what_if_on_each_die_and_the_rulebooks_dice_come_back():
    """The rulebook's first battle example: its first die (a 7, a hit) as a 1 misses, and the
    battle is fought again from there with the later dice as they fell."""
    from mobgames.bloodfeud.examples import battle_example
    from mobgames.widgets.battle_stepper import BattleStepper

    rulebook = battle_example(1)
    s = BattleStepper(rulebook)
    assert s.what_if_row.layout.display == "none"   # (the opening line is no die)
    while s.event.data.get("roll") is None:
        s.step()
    at = s.index
    assert s.what_if_row.layout.display == "flex" and s.what_if.value == rulebook.rolls[0] == 7
    s.what_if.value = 1
    assert s.index == at and "rolls 1" in s.event.text and "a miss" in s.event.text
    assert s.battle.rolls[1:len(rulebook.rolls)] == rulebook.rolls[1:len(s.battle.rolls)] and "What if" in s.note.value
    assert not s.rulebook_button.disabled
    s.back_to_rulebook()
    assert s.battle is rulebook and s.index == at and s.rulebook_button.disabled
    with pytest.raises(Exception, match="shows 1 to 10"):
        rulebook.what_if(0, 11)


def test_the_fed_cards_the_dirty_cop_saw_are_the_ones_the_feds_phase_draws():
    """The rulebook: whoever bribes the Dirty Cop sees the Fed cards coming this round. With chance
    as a decision they are fixed when he sees them (mt-dirty-cop-cards): the Feds phase draws just
    those. In the chapter's example the top card sends two Feds to the Docks; a game that asks may
    make it the Citywide Crackdown at the bribe, and then the Crackdown is what comes."""
    from mobgames.mobties.cards import FED
    from mobgames.mobties.examples import dirty_cop
    from mobgames.mobties.view import fed_text

    def play_to_the_action_phase(g, card):
        seen = None
        while g.phase != "action":
            d = g.decision
            if d.player == CHANCE:
                outcomes = [a for a, _ in g.chance_outcomes()]
                if d.kind == "fed" and g.dirty_cop is not None:
                    assert len(outcomes) == 1   # (what he saw is certain to come)
                chosen = next((a for a in outcomes if a.card == card), outcomes[0])
            else:
                mine = g.legal_actions()
                chosen = next((a for a in mine if a.kind in ("bribe", "pass", "done")), mine[0])
            g.apply(chosen)
            if g.dirty_cop is not None and seen is None:
                seen = g.view(g.dirty_cop).coming_feds
        return seen

    g = dirty_cop()
    assert play_to_the_action_phase(g, None) == ["The Docks: 2 Feds"] and g.feds["docks"] == 2
    g = dirty_cop()
    set_mode(g, "ask")
    assert play_to_the_action_phase(g, "citywide_crackdown") == [fed_text(FED["citywide_crackdown"])]
    assert g.feds["docks"] == 1 and any("Citywide Crackdown" in e.full for e in g.log if e.kind == "fed")


def test_a_scripts_own_die_in_a_seeded_game_leaves_the_seed_true_after_undo():
    """A script's chance outcome in a seeded game turns the dice as the seed's would have, so that
    undo (which replays the history, turning the dice for each outcome) and a reload give the
    same dice afterwards as the game gave the first time."""
    from mobgames.bloodfeud.bots import bot

    turns = at_a_strike(players=("Ana", "Ben", "Cy", "Di"), seed=4)
    player = bot("fair", seed=1)
    turns.play([BFAction(turns.decision.player, "strike"), BFAction(CHANCE, "roll", value=1)])
    mark = len(turns.history)
    while turns.decision is not None and sum(a.player == CHANCE for a in turns.history[mark:]) < 5:
        turns.apply(player.choose(turns.view(turns.decision.player)))   # (on to the next battle's dice)
    played, saved = list(turns.history), turns.to_json()
    assert sum(a.player == CHANCE for a in played[mark:]) >= 5   # (the seed rolled dice after the script)
    turns.undo_to(mark)
    while turns.can_redo:
        turns.redo()
    assert turns.history == played
    assert Turns.from_json(saved).history == played


@pytest.mark.parametrize("start", [fb_start, mt_start], ids=["familybusiness", "mobties"])
def test_a_seeded_deal_is_recorded_card_by_card_and_undo_reaches_any_card_of_it(start):
    """A seeded game deals at once (the flow takes the seed's cards without asking), yet every card
    is in the history, and a game that asks from then on can go back to any card of the deal."""
    g = start(4, seed=3)
    dealt = [a for a in g.history if a.player == CHANCE]
    assert len(dealt) == len(g.history) >= 20 and g.decision.player != CHANCE
    asked = start(4, seed=3, chance="ask")
    while asked.decision.player == CHANCE:
        asked.apply(g.history[len(asked.history)])   # (the same cards, each asked for)
    assert asked.history == g.history and [e.full for e in asked.log] == [e.full for e in g.log]
    set_mode(g, "ask")
    g.undo_to(3)
    assert g.history == dealt[:3] and g.decision.player == CHANCE
