"""The Blood Feud stories of chapters 5 and 6 (``examples.story_*``), the actions in words
(``view.action_text``), the rule options in words (``options.option_words``) and the positions of
the role-play cards that chapters 6 and 7 use."""

from __future__ import annotations

import pytest

from mobgames.bloodfeud import Turns
from mobgames.bloodfeud.actions import Action
from mobgames.bloodfeud.examples import (STORIES, district_sale, manhattan_last_chance, story_events, story_script,
                                         story_start)
from mobgames.bloodfeud.income import income
from mobgames.bloodfeud.options import OPTION_WORDS, Options, option_words, options_table
from mobgames.bloodfeud.turns import holds_manhattan, manhattan
from mobgames.bloodfeud.view import action_text
from mobgames.core.errors import SetupError


@pytest.mark.parametrize("name", list(STORIES))
def test_every_story_plays_to_its_end_and_saves(name):
    turns = story_start(name)
    assert isinstance(turns, Turns)
    for action in story_script(name):
        assert not turns.why_not(action), (action, turns.why_not(action))
        turns.apply(action)
    assert Turns.from_json(turns.to_json()).to_json() == turns.to_json()


def test_the_stories_say_what_the_chapters_teach():
    def kinds(name):
        return [e.kind for e in story_events(name)]

    assert "hand_over" in kinds("sale")
    assert ["invite", "allies", "betrayal"] == [k for k in kinds("invitation") if k in ("invite", "allies", "betrayal")]
    assert kinds("ransom").count("release") == 3
    assert kinds("take_manhattan")[-1] == "win"
    assert "win" not in kinds("manhattan_strikes_back") and "capture" in kinds("manhattan_strikes_back")


def test_taking_manhattan_does_not_win_at_once():
    turns = story_start("take_manhattan")
    turns.apply(story_script("take_manhattan")[0])
    assert holds_manhattan(turns.game, "Ana") and not turns.over


def test_an_unknown_story_is_refused():
    with pytest.raises(Exception, match="story"):
        story_start("nothing")


def test_every_listed_action_has_words():
    turns = story_start("invitation")
    seen = set()
    for action in story_script("invitation"):
        for a in turns.legal_actions():
            words = action_text(turns, a)
            assert words and "=" not in words and "_" not in words, (a, words)
            seen.add(a.kind)
        turns.apply(action)
    assert {"move", "invite", "attack", "join", "strike", "end_turn"} <= seen


def test_action_words_read_the_position():
    turns = story_start("sale")
    family = next(u.id for u in turns.game.units.values() if u.kind == "family")
    assert action_text(turns, Action("Ana", "move", piece=family, route=("ozone_park",), mode="walk")) == \
        "Move the Family Member from Richmond Hill to Ozone Park"
    assert action_text(turns, Action("Ana", "invite", guest="Ben", district="richmond_hill")) == \
        "Invite Ben into Richmond Hill"
    assert action_text(turns, Action("Ana", "ransom", colour="Blue", amount=300, n=1)) == \
        "Offer 1 Blue prisoner back for a ransom of $300"
    assert action_text(turns, Action("Ben", "answer", accept=False)) == "Say no to the offer"
    assert action_text(turns, Action("Ana", "next_phase")) == "Go on to the Movement phase"
    henchman = next(u.id for u in turns.game.units.values() if u.kind == "henchman")
    assert action_text(turns, Action("Ben", "hand_over", giver="Ana", district="richmond_hill", stepper=henchman)) == \
        "Ask Ana to hand over Richmond Hill (the Henchman steps in)"     # a request: Ana answers


def test_rule_options_in_words():
    assert option_words("helicopter_cost", 600) == "$600, as the rule text says"
    with pytest.raises(SetupError):
        option_words("helicopter_cost", 700)
    # every value each option accepts has words
    for name, value in [("scenario", "take_manhattan"), ("placement", "with_boss"), ("acquired_wait", "turn"),
                        ("supply", "unlimited"), ("call_out", True)]:
        Options(**{name: value})
        assert (name, value) in OPTION_WORDS
    table = str(options_table(Options(helicopter_cost=600)))
    assert "changed: $600" in table and "Options(" not in table


def test_the_role_play_positions():
    game = manhattan_last_chance()
    assert holds_manhattan(game, "Ana") and len(manhattan(game.board)) == 17
    game = district_sale()
    before = income(game, "Ben")
    assert before.amount == 160
    from mobgames.bloodfeud.negotiation import hand_over

    henchman = next(u.id for u in game.units.values() if u.owner == "Ben" and u.kind == "henchman")
    hand_over(game, "Ana", "Ben", "gravesend", henchman)
    assert income(game, "Ben").amount - before.amount == 200   # 4 x $50, as the card says


def test_a_story_is_drawn_zoomed_in_on_where_it_happens_and_the_stepper_shows_that_picture():
    from mobgames.bloodfeud.examples import story_picture
    from mobgames.widgets import StoryStepper

    turns = story_start("sale")
    zoomed = story_picture("sale")(turns)
    assert zoomed.startswith("<svg") and zoomed != turns.picture() and "Richmond Hill" in zoomed
    import re

    box = [float(v) for v in re.search(r'viewBox="([^"]+)"', zoomed).group(1).split()]
    whole = [float(v) for v in re.search(r'viewBox="([^"]+)"', turns.picture()).group(1).split()]
    assert box[2] * box[3] < whole[2] * whole[3] / 20                     # a small part of the map
    assert story_picture("ransom") is None                                # nothing to zoom on: the whole map
    stepper = StoryStepper(lambda: story_start("sale"), story_script("sale"), picture=story_picture("sale"))
    assert zoomed in stepper.view.picture.value
