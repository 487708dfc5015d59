"""The Family Business positions the chapters step through and play in (mobgames/familybusiness/
examples.py): each one is the position its docstring describes, every card's story can be stepped
through from the moment before the card is played, and the first turns of the seeded game show
the Counter-card rule the chapter teaches."""

import pytest

from mobgames.familybusiness import Action
from mobgames.familybusiness import examples as ex
from mobgames.familybusiness.bots import simple_bot
from mobgames.familybusiness.cards import CARDS
from mobgames.widgets import Chooser, StoryStepper


def names(game, ids):
    return [game.mobsters[m].name for m in ids]


@pytest.mark.parametrize("card", list(CARDS))
def test_a_card_story_starts_before_the_card_and_ends_as_the_card_example(card):
    start, script = ex.card_story(card)
    assert start.history == [] and start.decision.player == "Ana" and start.decision.kind == "play"
    assert script[0].kind == "play" and script[0].player == "Ana"
    stepper = StoryStepper(start, script)
    assert stepper.run() == len(script)
    assert [e.full for e in stepper.game.log] == [e.full for e in ex.card_example(card).log]


def test_a_chooser_of_cards_rebuilds_the_stepper_for_the_card_chosen():
    chooser = Chooser(lambda card: StoryStepper(*ex.card_story(card)),
                      {"card": ("Card", [(c.name, c.id) for c in CARDS.values()])})
    assert chooser.choose(card="safe_house")
    chooser.widget.run()
    assert "Safe House" in " ".join(e.full for e in chooser.widget.game.log)


def test_the_first_turns_show_that_a_counter_card_takes_the_next_turn():
    game = ex.first_game()
    for _ in range(10):
        game.apply(simple_bot(game))
    turns = [a.player for a in game.history if a.kind in ("play", "discard")]
    assert turns == ["Ana", "Ben", "Ana", "Ben", "Chen"]
    assert [a.card for a in game.history if a.kind == "counter"] == ["mob_power", "family_influence"]


def test_the_war_positions():
    game = ex.war_choice()
    assert game.war == 1 and names(game, game.hit_list[:1]) == ["Dutch Schultz"] and game.current == "Ana"
    assert {"police_protection", "truce", "priority_contract", "intrigue", "ambush"} <= set(game.hands["Ana"])
    game.apply(Action("Ana", "play", "truce"))
    assert game.war == 0 and "dutch_schultz" not in game.dead

    game = ex.war_breaks_out()
    assert game.war == 0 and len(game.hit_list) == 5
    game.apply(Action("Ana", "play", "contract", "Ben"))
    game.apply(Action("Ben", "choose", target="abraham_pretty_levine"))
    kinds = [e.kind for e in game.log]
    assert kinds[-3:] == ["listed", "war", "eliminate"] and game.current == "Ben"


def test_the_role_play_positions_are_as_their_cards_say():
    truce = ex.truce_talk()
    assert truce.current == "Chen" and truce.war == 1 and len(truce.hit_list) == 4
    assert {"truce", "police_protection"} <= set(truce.hands["Chen"])
    assert [truce.mobsters[m].owner for m in truce.hit_list] == ["Ben", "Chen", "Ben", "Ana"]

    plea = ex.rescue_plea()
    assert plea.current == "Ana" and plea.war == 1 and "police_protection" in plea.hands["Ana"]
    assert [plea.mobsters[m].owner for m in plea.hit_list] == ["Ben", "Chen", "Ana"]

    talk = ex.contract_talk()
    assert talk.current == "Ana" and talk.war == 0
    assert {p: len(talk.alive(p)) for p in talk.players} == {"Ana": 6, "Ben": 9, "Chen": 5}
    counters = {p for p in talk.players if any(CARDS[c].type == "counter" for c in talk.hands[p])}
    assert counters == {"Chen"}   # only Chen can answer Ana's Double Contract on Ben


def test_the_card_choice_position_offers_six_different_cards():
    game = ex.card_choice()
    assert len(set(game.hands["Ana"])) == 6 and len(game.hit_list) == 4 and game.war == 0
    played = {a.card for a in game.legal_actions() if a.kind == "play"}
    assert played == set(game.hands["Ana"])   # every card in her hand can be played here
