"""Exercises cut from the Mob Ties and Family Business engines: gap sentences from a ready-made
position and the steps played on it, "What happens next?" on a game's story, ordering sequences
and facts read from the engines, and the loader that names every problem of a broken spec.

A data file may name only a public function of a game's examples module: nothing else runs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mobgames.core.events import narration_level
from mobgames.teaching.datafiles import FACTS, SEQUENCES, read_exercises
from mobgames.teaching.exercises import ExerciseError, build_exercise, engine_fact, engine_line, sequence
from mobgames.teaching.next_labels import EVENT_KINDS, HINTS, LABELS
from mobgames.teaching.stories import game_story
from test_exercises import StrictHTML       # the handouts' HTML checker

ROOT = Path(__file__).resolve().parents[1]

# The rulebook's tie in the Docks, written as a chapter author writes it (the role-play card's steps).
DOCKS_TIE = {"from": "mobties", "example": "docks_tie", "steps": [
    ["apply", {"player": "Blue", "kind": "vote", "target": "Blue"}],
    ["apply", {"player": "Green", "kind": "vote", "target": "Green"}],
    ["apply", {"player": "Blue", "kind": "refuse", "where": "docks"}],
    ["deal", {"payer": "Blue", "payee": "Red", "amount": 10, "vote": "Blue"}],
    ["apply", {"player": "Red", "kind": "tie", "target": "Blue"}]]}
WAR = {"from": "familybusiness", "example": "war_example", "steps": [["play_on", {"until": "eliminate"}]]}
CONTRACT = {"from": "familybusiness", "example": "card_example", "args": ["contract"]}


def line(spec, kind, nth=0, level="full"):
    return engine_line({**spec, "kind": kind, "nth": nth, "level": level})


# -- gap sentences ---------------------------------------------------------------------------------

def test_the_docks_tie_says_blue_collects_and_the_don_gets_ten_k_at_both_levels():
    assert line(DOCKS_TIE, "deal") == ("Deal: Blue gives Red $10k for the tie-break in favor of Blue "
                                       "(binding: Honor Among Thieves).")
    assert line(DOCKS_TIE, "deal", level="simple") == ("Blue gives Red $10k. It buys Red's tie-break for Blue. "
                                                       "The deal is binding.")
    assert line(DOCKS_TIE, "tie") == "Red breaks the tie in favor of Blue."
    assert line(DOCKS_TIE, "tie", level="simple") == "There is a tie. Red breaks it. Red chooses Blue."
    assert line(DOCKS_TIE, "cash") == line(DOCKS_TIE, "cash", level="simple") == "Blue collects $35k from the Docks."
    assert line(DOCKS_TIE, "vote", 1) == "Green votes for Green with 2 respect."
    assert narration_level() == "full"                     # the reader's setting is left alone


def test_without_steps_the_event_is_counted_in_the_whole_log_and_with_steps_among_theirs():
    bare = {"from": "mobties", "example": "docks_tie"}
    assert line(bare, "show") == "Show of Respect in the Docks: Blue 2 and Green 2 respect."
    with pytest.raises(ExerciseError, match="In the events the game's steps told there are 0 'show' event"):
        line({**DOCKS_TIE, "steps": DOCKS_TIE["steps"][:1]}, "show")    # told before the steps
    with pytest.raises(ExerciseError, match="there are 2 'vote' event.*no number 2"):
        line(DOCKS_TIE, "vote", 2)


def test_play_on_lets_the_simple_computer_player_reach_an_event():
    election = {"from": "mobties", "example": "mansion_election", "steps": [["play_on", {"until": "don"}]]}
    assert line(election, "don") == "Green is elected Don and takes the Don's Ring."
    assert line(election, "don", level="simple") == "Green is the new Don. Green takes the Don's Ring."
    shotgun = {"from": "mobties", "example": "little_italy_shotgun", "steps": [["play_on", {"until": "free"}]]}
    assert line(shotgun, "loser") == "Green loses the Show of Respect in Little Italy."
    assert line(shotgun, "weapon", level="simple") == ("Green uses a Shotgun. It removes 2 Feds. "
                                                       "Little Italy has 3 Feds now.")
    a, b = game_story(WAR), game_story(WAR)                       # the same story every time
    assert [e.full for e in a.events] == [e.full for e in b.events]
    with pytest.raises(ExerciseError, match="After 3 moves the engine has told no 'bail' event"):
        game_story({**WAR, "steps": [["play_on", {"until": "bail", "max": 3}]]})


def test_a_family_business_war_kills_the_mobster_up_against_the_wall():
    from mobgames.familybusiness.examples import war_example

    game = war_example()
    wall = game.mobsters[game.hit_list[0]].name                  # first on the Hit List
    assert line(WAR, "eliminate") == f"{wall} (Ben) is eliminated by the Mob War."
    assert line(WAR, "eliminate", level="simple") == f"The Mob War kills {wall} (Ben)."


def test_a_card_example_takes_its_card_as_an_argument():
    assert line(CONTRACT, "listed") == 'Abraham "Pretty" Levine (Ben) goes on the Hit List, up against the wall.'
    assert line(CONTRACT, "listed", level="simple") == ('Abraham "Pretty" Levine (Ben) goes on the Hit List. '
                                                        'Abraham "Pretty" Levine is up against the wall.')
    with pytest.raises(ExerciseError, match="cannot be set up: There is no card called 'joker'"):
        line({**CONTRACT, "args": ["joker"]}, "listed")


def test_a_gap_is_cut_from_the_game_sentence():
    ex = build_exercise({"type": "gap", "source": {**DOCKS_TIE, "kind": "cash"}, "remove": ["collects"]})
    assert ex.sentence == "Blue ___ $35k from the Docks." and ex.answer_key() == "collects"
    assert ex.check("collects").correct and ex.source == "the engine (mobties)"


def test_a_step_the_engine_refuses_is_named_with_its_number():
    bad = {**DOCKS_TIE, "steps": [["apply", {"player": "Green", "kind": "vote", "target": "Green"}]]}
    with pytest.raises(ExerciseError, match=r"Step 1 \(apply .*\) is refused by the engine"):
        line(bad, "vote")
    with pytest.raises(ExerciseError, match="'ransom' is not a step of this game. Steps: deal, apply, play_on"):
        line({**DOCKS_TIE, "steps": [["ransom", {}]]}, "vote")
    with pytest.raises(ExerciseError, match="'deal' is not a step of this game. Steps: apply, play_on"):
        line({**WAR, "steps": [["deal", {"payer": "Ana", "payee": "Ben", "amount": 1}]]}, "play")


# -- only the examples modules' own public functions run ---------------------------------------------

@pytest.mark.parametrize("game, example", [("mobties", "os.system"), ("mobties", "system"),
                                           ("mobties", "_position"), ("mobties", "new_game"),
                                           ("mobties", "EXAMPLES"), ("familybusiness", "simple_bot"),
                                           ("familybusiness", "__import__")])
def test_a_function_outside_the_examples_modules_is_refused_and_nothing_runs(game, example, monkeypatch):
    import os

    ran = []
    monkeypatch.setattr(os, "system", lambda *a: ran.append(a))
    spec = {"type": "gap", "source": {"from": game, "example": example, "args": ["echo hi"], "kind": "play"},
            "remove": ["x"]}
    with pytest.raises(ExerciseError, match="is not a ready-made position of mobgames"):
        build_exercise(spec)
    assert ran == []


def test_args_are_plain_json_values_only():
    with pytest.raises(ExerciseError, match="'args' is a list of plain values"):
        line({**CONTRACT, "args": [object()]}, "listed")
    with pytest.raises(ExerciseError, match=r"war_example\(\) cannot take the arguments \[1\]"):
        line({**WAR, "args": [1]}, "eliminate")


# -- "What happens next?" on a game -----------------------------------------------------------------

def test_what_happens_next_in_the_docks_tie_is_the_engines_next_event():
    ex = build_exercise({"type": "next", "game": DOCKS_TIE, "after": {"kind": "deal"}, "choices": ["tie", "vote", "cash"]})
    assert ex.answer_key() == "tie" and ex.whole_story.game == "mobties"
    assert ex.event.full.startswith("Deal: Blue gives Red $10k")
    right = ex.check("The Don breaks the tie.")
    assert right.correct and "Red breaks the tie in favor of Blue." in right.message
    wrong = ex.check("vote")
    assert not wrong.correct and "Hint:" in wrong.message and HINTS["mobties"]["tie"] in wrong.message
    assert ex.instructions == "Read the game so far. What happens next?"
    assert ex.story[0].full == "Round 2: Business phase."     # the reader starts after the set-up note
    with pytest.raises(ExerciseError, match="next event is a 'tie'.*but the choices are \\['vote', 'cash'\\]"):
        build_exercise({"type": "next", "game": DOCKS_TIE, "after": {"kind": "deal"}, "choices": ["vote", "cash"]})


def test_what_happens_next_in_a_mob_war_is_the_death_at_the_wall():
    ex = build_exercise({"type": "next", "game": WAR, "after": {"kind": "listed"},
                         "choices": ["eliminate", "play", "war_over"]})
    assert ex.answer_key() == "eliminate" and ex.check(0).correct
    wrong = ex.check("A player plays a card.")
    assert not wrong.correct and HINTS["familybusiness"]["eliminate"] in wrong.message
    assert "A mobster dies (in a Mob War, the mobster up against the wall)." in ex.key_text()
    with pytest.raises(ExerciseError, match="next event is a 'eliminate'"):
        build_exercise({"type": "next", "game": WAR, "after": {"kind": "listed"}, "choices": ["play", "war_over"]})


def test_a_next_on_a_game_names_what_is_wrong():
    with pytest.raises(ExerciseError, match="'roll' is not a kind of Mob Ties event with a label"):
        build_exercise({"type": "next", "game": DOCKS_TIE, "after": {"kind": "deal"}, "choices": ["tie", "roll"]})
    with pytest.raises(ExerciseError, match="needs 'after'"):
        build_exercise({"type": "next", "game": DOCKS_TIE, "choices": ["tie", "vote"]})
    with pytest.raises(ExerciseError, match="the last event has nothing after it"):
        build_exercise({"type": "next", "game": DOCKS_TIE, "index": 100, "choices": ["tie", "vote"]})


def test_every_event_kind_of_each_game_has_a_plain_label_and_a_hint():
    for game in ("mobties", "familybusiness"):
        narration = json.loads((ROOT / f"mobgames/{game}/data/narration.json").read_text(encoding="utf-8"))
        assert EVENT_KINDS[game] == set(narration["events"]), game
        assert set(LABELS[game]) == set(HINTS[game]), game
        for kind, label in LABELS[game].items():
            assert label[0].isupper() and label.endswith(".") and len(label.split()) <= 14, (kind, label)


# -- the widget and the handout ---------------------------------------------------------------------

def _game_exercises():
    mt = build_exercise({"type": "next", "game": DOCKS_TIE, "after": {"kind": "deal"}, "choices": ["tie", "vote"]})
    fb = build_exercise({"type": "next", "game": WAR, "after": {"kind": "listed"}, "choices": ["eliminate", "play"]})
    return mt, fb


def test_the_what_next_widget_shows_a_game_story_with_its_picture():
    from mobgames.widgets import exercise_widget

    mt, fb = _game_exercises()
    w = exercise_widget(mt)
    story = re.sub(r"<[^>]+>", "", w.story.value)
    assert "<svg" in w.picture.value and "mathjax_ignore" in w.picture.value
    assert "Blue refuses to split." in story and "The game stops here:" in story and "breaks the tie" not in story
    dict(w.choice_buttons)["tie"].click()
    assert w.check().correct
    w = exercise_widget(fb)
    assert "mobgames-fb-repr" in w.picture.value and "Mob War" in w.picture.value


def test_the_handout_prints_a_game_story_with_its_picture():
    from mobgames.teaching import handouts

    for ex, picture in zip(_game_exercises(), ("<svg", "mobgames-fb-repr")):
        page = handouts.exercise_html(ex, 1)
        parser = StrictHTML()
        parser.feed(page)
        parser.close()
        assert not parser.problems and not parser.stack
        assert picture in page and "What happens next?" in page
        assert all(label in page for _, label in ex.choices)


# -- sequences and facts -----------------------------------------------------------------------------

def test_the_mob_ties_locations_go_clockwise_from_the_docks_as_business_visits_them():
    items, where = sequence("mobties_clockwise")
    assert items == ["The Docks", "Kitty's", "The Don's Mansion", "Little Italy", "The Meat Locker", "The Diner"]
    assert "clockwise" in where
    business = " ".join(e.full for e in game_story({"from": "mobties", "example": "docks_tie",
                                                    "steps": [["play_on", {"until": "phase"}]]}).events)
    places = [p for p in items if p != "The Don's Mansion"]     # the Mansion has no racket
    seen = sorted(places, key=lambda p: business.lower().index(p.lower()))
    assert seen == places
    assert sequence("mobties_rackets")[0] == places              # and the richest racket comes first
    assert engine_fact("mt.racket:docks:5") == "$35k" and engine_fact("mt.racket:diner:5") == "$7k"


def test_a_show_of_respect_goes_in_the_order_the_engine_plays_it():
    items, _ = sequence("mobties_show_of_respect")
    assert items[0] == "The players in the location show their respect." and items[-1] == "The winner collects the money."
    assert items.index("The votes are counted.") < items.index("The Don breaks the tie.")


def test_a_family_business_turn_starts_with_the_war_then_the_play():
    from mobgames.familybusiness.bots import simple_bot
    from mobgames.familybusiness.examples import war_example

    items, where = sequence("familybusiness_turn")
    assert items[0].startswith("If a Mob War is on") and items[2] == "The player plays a card or discards one."
    assert "start_turn" in where
    game = war_example()
    while "eliminate" not in [e.kind for e in game.log]:    # Ana's card, then Ben chooses whom to list
        game.apply(simple_bot(game))
    assert [e.kind for e in game.log[1:]] == ["play", "listed", "eliminate"]   # Ben's turn starts with the war,
    assert game.decision.player == "Ben" and game.decision.kind == "play"      # then he plays
    ex = build_exercise({"type": "order", "sequence": "familybusiness_turn"})
    assert ex.check(items).correct and ex.source == where


@pytest.mark.parametrize("fact, value", [
    ("mt.card_price", "$25k"), ("mt.start_cash", "$25k"), ("mt.first_blood", "$25k"), ("mt.respect_value", "$25k"),
    ("mt.heat_end", "When the Heat rises for the third time"), ("mt.favor_cards:3", "5"), ("mt.favor_cards:6", "8"),
    ("mt.locations", "6"), ("mt.favor_deck", "100"), ("fb.deck", "56"), ("fb.family_size", "9"),
    ("fb.families", "6"), ("fb.war_left", "6"), ("fb.card_count:contract", "12"),
    ("fb.card_type:police_protection", "Rescue"), ("fb.card_type:finger", "Counter")])
def test_mob_ties_and_family_business_facts_come_from_the_engines(fact, value):
    assert engine_fact(fact) == value


def test_the_facts_agree_with_what_the_engines_say_at_the_table():
    setup = engine_line({"from": "mobties", "example": "docks_tie", "kind": "setup"})     # five players
    assert f"with {engine_fact('mt.favor_cards:5')} Favor Cards and {engine_fact('mt.start_cash')} each" in setup
    from mobgames.familybusiness import start

    game = start(["Ana", "Ben", "Chen"], seed=1)
    assert len(game.deck) + sum(len(h) for h in game.hands.values()) == int(engine_fact("fb.deck"))
    assert len(game.alive("Ana")) == int(engine_fact("fb.family_size"))
    for name in FACTS:                                 # every fact the loader allows is known
        if name.startswith(("mt.", "fb.")):
            arg = {"mt.respect": ":capo", "mt.bail": ":capo", "mt.racket": ":docks:4", "mt.favor_cards": ":4",
                   "fb.card_count": ":truce", "fb.card_type": ":truce"}.get(name, "")
            assert engine_fact(name + arg)
    for name in SEQUENCES:
        assert len(sequence(name)[0]) >= 2
    with pytest.raises(ExerciseError, match="could not be found"):
        engine_fact("mt.favor_cards:9")


# -- the loader names every problem ------------------------------------------------------------------

def test_the_loader_names_every_problem_of_a_broken_game_spec(tmp_path):
    specs = [
        {"type": "gap", "source": {"from": "mobties", "example": "os.system", "kind": "tally"}, "remove": ["x"]},
        {"type": "gap", "source": {"from": "mobties", "example": "docks_tie", "kind": "talley",
                                   "steps": [["play_on", {"until": "tie_break"}]]}, "remove": ["x"]},
        {"type": "gap", "source": {"from": "familybusiness", "example": "card_example", "kind": "listed"},
         "remove": ["x"]},
        {"type": "gap", "source": {"from": "familybusiness", "example": "war_example", "kind": "war",
                                   "steps": [["deal", {"payer": "Ana", "payee": "Ben", "amount": 1}]]}, "remove": ["x"]},
        {"type": "next", "game": {"from": "mobties", "example": "docks_tie"}, "choices": ["tie", "roll"]},
        {"type": "next", "game": {"from": "familybusiness", "example": "war_example"}, "battle": 1,
         "after": {"kind": "vote"}, "choices": ["eliminate", "play"]},
        {"type": "order", "sequence": "mobties_clockwize"},
    ]
    path = tmp_path / "exercises.json"
    path.write_text(json.dumps({"chapters": {"mobties/02_respect_and_the_don": specs}}), encoding="utf-8")
    with pytest.raises(ExerciseError) as err:
        read_exercises(path, [], ExerciseError)
    text = str(err.value)
    at = 'chapters["mobties/02_respect_and_the_don"]'
    for needle in [f'{at}[0].source.example: "os.system" is not a ready-made position',
                   f'{at}[1].source.steps[0][1].until: "tie_break" is not a kind of Mob Ties event',
                   f'{at}[1].source.kind: "talley" is not a kind of Mob Ties event',
                   f"{at}[2].source.args: card_example(card) cannot take the arguments []",
                   f'{at}[3].source.steps[0][0]: "deal" is not one of "apply" or "play_on"',
                   f'{at}[4]: needs "after": {{"kind": ...}}',
                   f'{at}[4].choices[1]: "roll" is not a Mob Ties event a learner can be asked about',
                   f"{at}[5]: give 'battle' or 'game', not both.",
                   f'{at}[5].after.kind: "vote" is not a kind of Family Business event',
                   f'{at}[6].sequence: "mobties_clockwize" is not one of']:
        assert needle in text, (needle, text)
