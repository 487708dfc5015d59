"""StoryStepper and Playground (mobgames/widgets/story_stepper.py, mobgames/widgets/playground.py), driven from Python
with no browser: every step, back, run, restart and click must tell the same story as the engine
played by hand, and leave the save exactly as the engine would."""

import html
import re

import ipywidgets as W
import pytest

from mobgames import widgets
from mobgames.core.chance import CHANCE
from mobgames.bloodfeud import Turns
from mobgames.bloodfeud.bots import bot as bf_bot
from mobgames.core.errors import SetupError
from mobgames.core.events import narration_level, set_narration
from mobgames.familybusiness import Action as FBAction
from mobgames.familybusiness import examples as fb_examples
from mobgames.familybusiness import new_game as fb_new_game
from mobgames.mobties import Action, examples, new_game
from mobgames.mobties.bots import simple_bot
from mobgames.widgets import Playground, StoryStepper


def plain(value: str) -> str:
    """The words a reader sees in an HTML widget: no styles, no tags, entities decoded."""
    value = re.sub(r"<style>.*?</style>", "", value, flags=re.S)
    value = re.sub(r"</?(span|abbr|b|i)\b[^>]*>", "", value)   # inline: no space ("$" has a span of its own)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", value))).strip()


def texts(events) -> list[str]:
    return [e.full for e in events]


def don_picks_blue(game):
    return next(a for a in game.legal_actions() if a.kind == "tie" and a.target == "Blue")


DOCKS = [Action("Blue", "vote", target="Blue"), Action("Green", "vote", target="Green"),
         Action("Blue", "refuse", where="docks"), Action.deal("Blue", "Red", 10, vote="Blue"), don_picks_blue]


def docks_stepper(**kw) -> StoryStepper:
    return StoryStepper(examples.docks_tie, DOCKS, title="The tie in the Docks", **kw)


def by_hand(make, script) -> tuple[list[list[str]], object]:
    """The events of each step, and the game, when the script is applied on the engine itself."""
    game, steps = make(), []
    for item in script:
        steps.append(texts(game.apply(item(game) if callable(item) else item)))
    return steps, game


def step_texts(stepper: StoryStepper) -> list[list[str]]:
    """Each step's events as the stepper recorded them (read back from the game's log)."""
    log, steps = stepper.game.log, stepper.view.steps
    ends = [s.log for s in steps[1:]] + [len(log)]
    return [texts(log[s.log:end]) for s, end in zip(steps, ends)]


# -- StoryStepper --------------------------------------------------------------------------------------
def test_registered_lazily():
    for name in ("StoryStepper", "Playground"):
        assert name in widgets.__all__ and name in widgets._LAZY
        assert getattr(widgets, name).__name__ == name


def test_docks_story_matches_the_engine_step_by_step():
    expected, hand_game = by_hand(examples.docks_tie, DOCKS)
    s = docks_stepper()
    assert s.position == 0 and plain(s.counter.value) == "Step 0 of 5"
    assert s.buttons["back"].disabled and s.buttons["restart"].disabled and not s.buttons["step"].disabled
    assert "Blue: vote for a player in the Docks" in plain(s.view.prompt.value)
    # The set-up events are there, collapsed, before the first step.
    assert "<details class='mobgames-story-before'>" in s.story.value and "No step yet" in plain(s.story.value)
    for n in range(1, 6):
        assert s.step() is True
        assert s.position == n and plain(s.counter.value) == f"Step {n} of 5"
    assert step_texts(s) == expected
    assert s.game.to_json() == hand_game.to_json()
    story = plain(s.story.value)
    assert story.index("Blue gives Red $10k") < story.index("Red breaks the tie in favor of Blue") \
        < story.index("Blue collects $35k from the Docks")
    # The newest step (the Don's choice and the pay-out) is the highlighted one, and says so.
    newest = s.story.value.split("mobgames-story-new")[1]
    assert "Blue collects" in plain(newest) and "Break the tie for Blue" in newest
    assert s.buttons["step"].disabled and s.buttons["run"].disabled and not s.buttons["back"].disabled
    assert s.step() is False and "last step" in plain(s.message.value)


def test_back_restores_the_exact_save_and_step_tells_the_same_story_again():
    s = docks_stepper()
    saves = [s.game.to_json()]
    for _ in range(5):
        s.step()
        saves.append(s.game.to_json())
    first_story = step_texts(s)
    for n in range(5, 0, -1):
        assert s.back() is True
        assert s.position == n - 1 and s.game.to_json() == saves[n - 1]   # byte-identical
        assert len(s.view.steps) == n - 1
    assert s.back() is False and s.position == 0
    assert s.run() == 5 and step_texts(s) == first_story and s.game.to_json() == saves[5]


def test_run_and_restart():
    s = docks_stepper()
    fresh = s.game.to_json()
    assert s.run() == 5 and s.position == 5
    s.restart()
    assert s.position == 0 and s.game.to_json() == fresh and s.view.steps == []
    assert "Step 1" not in plain(s.story.value)
    s.step()
    s.step()
    assert s.position == 2 and plain(s.counter.value) == "Step 2 of 5"


def test_a_game_state_is_copied_not_changed():
    start = examples.docks_tie()
    before = start.to_json()
    s = StoryStepper(start, DOCKS)
    s.run()
    assert s.game is not start and start.to_json() == before
    s.restart()
    assert s.game.to_json() == before


def test_a_refused_step_is_a_sentence_and_changes_nothing():
    # Green may not vote first: Blue must.
    s = StoryStepper(examples.docks_tie, [Action("Green", "vote", target="Green"), DOCKS[0]])
    before = s.game.to_json()
    assert s.step() is False
    assert s.game.to_json() == before and s.position == 0
    said = plain(s.message.value)
    assert said.startswith("Step 1 cannot be done:") and "Traceback" not in said
    assert "#b00020" in s.message.value   # in red
    assert s.buttons["step"].disabled and s.buttons["run"].disabled
    assert s.run() == 0 and s.game.to_json() == before
    assert plain(s.message.value).startswith("Step 1 cannot be done:")   # the reason stays on screen


def test_a_failing_script_function_is_a_sentence():
    s = StoryStepper(fb_examples.war_example, [lambda g: FBAction("Ana", "discard", g.hands["Ana"][5])])
    before = s.game.to_json()
    assert s.step() is False and s.game.to_json() == before
    assert "IndexError" in plain(s.message.value) and "Traceback" not in s.message.value
    s2 = StoryStepper(examples.docks_tie, ["vote for Blue"])
    assert s2.step() is False and "is not an action" in plain(s2.message.value)


def test_narration_toggle_switches_the_story_not_the_global_level():
    level = narration_level()
    s = docks_stepper()
    s.run()
    assert s.view.narration.value == level == "full"
    events = s.game.log[s.view.steps[0].log:]
    differ = [e for e in events if e.full != e.simple]
    assert differ, "the Docks story has events whose simple text differs"
    story = plain(s.story.value)
    assert all(e.full in story for e in differ)
    s.view.narration.value = "simple"
    story = plain(s.story.value)
    assert all(e.simple in story for e in events) and not any(e.full in story for e in differ)
    assert "Blue does not want to split." in story and narration_level() == "full"
    s.view.narration.value = "full"
    assert "Blue refuses to split." in plain(s.story.value)


def test_the_toggle_starts_at_the_global_level():
    try:
        set_narration("simple")
        s = docks_stepper()
        assert s.view.narration.value == "simple"
        s.view.narration.value = "full"
        assert narration_level() == "simple"
    finally:
        set_narration("full")


def test_a_bot_script_until_the_don_keeps_a_card():
    until = lambda g: g.decision is None or g.decision.kind == "keep"   # noqa: E731
    s = StoryStepper(examples.mansion_election, simple_bot, until=until)
    assert plain(s.counter.value) == "Step 0"
    assert s.run() == 3
    game = examples.mansion_election()
    expected = []
    while not until(game):
        expected.append(texts(game.apply(simple_bot(game))))
    assert step_texts(s) == expected and s.game.to_json() == game.to_json()
    assert plain(s.counter.value) == "Step 3 (the end)" and s.buttons["step"].disabled
    assert "Green is elected Don" in plain(s.story.value)
    assert "keep one of the two Favor Cards" in plain(s.view.prompt.value)
    s.back()
    assert s.position == 2 and not s.buttons["step"].disabled
    s.step()
    assert step_texts(s) == expected


def test_family_business_war_discards():
    discard_first = [lambda g, p=p: FBAction(p, "discard", g.hands[p][0]) for p in ("Ana", "Ben", "Chen")]
    s = StoryStepper(fb_examples.war_example, discard_first)
    expected, game = by_hand(fb_examples.war_example, discard_first)
    assert "<table>" in s.view.picture.value   # the game's own HTML table
    assert s.run() == 3 and step_texts(s) == expected and s.game.to_json() == game.to_json()
    story = plain(s.story.value)
    assert "Ana discards a Contract card" in story and "eliminated by the Mob War" in story
    assert "Ana: Discard Contract" in story   # the step's heading, in the table's words


def test_blood_feud_whole_game_with_a_bot():
    bot = bf_bot("learner", 3)
    s = StoryStepper(Turns.start(2, seed=5), bot, until=lambda g: len(g.history) >= 3, show_picture=True)
    assert s.view.picture.value.count("<svg") >= 1
    assert s.run() == 3 and s.position == 3
    before = s.game.to_json()
    s.step()   # stopped by ``until``
    assert s.game.to_json() == before
    s.back()
    assert s.position == 2


# -- Playground ----------------------------------------------------------------------------------------
def buttons(widget) -> list[W.Button]:
    """The buttons inside a widget, in the order shown."""
    if isinstance(widget, W.Button):
        return [widget]
    return [b for child in getattr(widget, "children", ()) for b in buttons(child)]


def test_playground_buttons_are_the_legal_actions_and_undo_restores_the_save():
    p = Playground(examples.mansion_election, bot=simple_bot, title="Elect the Don")
    assert p.offered() == list(p.game.legal_actions())
    assert [b.description for b in buttons(p.choices)] == ["Vote for Red", "Vote for Blue", "Vote for Green"]
    assert p.undo_button.disabled and not p.computer_button.disabled
    assert p.deal_box.layout.display == "flex"   # a Show of Respect is under way: the deal row
    start = p.game.to_json()
    vote = next(b for b in buttons(p.choices) if b.description == "Vote for Green")
    vote.click()
    assert [str(a) for a in p.game.history] == ["Blue: vote -> Green"]
    assert p.offered() == list(p.game.legal_actions()) and p.game.decision.player == "Green"
    after_one = p.game.to_json()
    assert p.let_computer_decide() and len(p.game.history) == 2
    assert "(the computer's choice)" in plain(p.story.value)
    p.undo_button.click()
    assert p.game.to_json() == after_one and len(p.view.steps) == 1
    p.undo()
    assert p.game.to_json() == start and p.undo_button.disabled and p.view.steps == []
    assert p.undo() is False and "Nothing to undo" in plain(p.message.value)


def test_playground_refusal_is_a_sentence_and_changes_nothing():
    p = Playground(lambda: fb_new_game(["Ana", "Ben", "Chen"], seed=4))
    before = p.game.to_json()
    assert p.choose(FBAction("Ben", "discard", "contract")) is False
    assert p.game.to_json() == before and "Traceback" not in p.message.value and plain(p.message.value)
    assert p.choose("discard everything") is False and "is not an action" in plain(p.message.value)


def test_playground_family_business_every_decision_by_click():
    p = Playground(lambda: fb_new_game(["Ana", "Ben", "Chen"], seed=4))
    assert p.offered() == list(p.game.legal_actions()) and len(p.offered()) == 11
    assert "Ana's hand" in plain(p.hand.value) and "Priority Contract" in plain(p.hand.value)
    game = fb_new_game(["Ana", "Ben", "Chen"], seed=4)
    for _ in range(4):   # the first offered choice, four times, as the engine would play it
        first = p.offered()[0]
        expected = texts(game.apply(first))
        next(b for b in buttons(p.choices) if getattr(b, "action", None) == first).click()
        assert texts(p.game.log[p.view.steps[-1].log:]) == expected
        assert p.offered() == list(p.game.legal_actions())
    assert p.game.to_json() == game.to_json()
    p.restart()
    assert p.game.to_json() == fb_new_game(["Ana", "Ben", "Chen"], seed=4).to_json() and p.view.steps == []


def test_playground_groups_many_choices():
    p = Playground(lambda: new_game(4, seed=1))
    legal = list(p.game.legal_actions())
    assert len(legal) > 12
    assert sorted(map(str, p.offered())) == sorted(map(str, legal))
    gos = [b for b in buttons(p.choices) if getattr(b, "pick", None) is not None]
    assert gos and all(b.description == p.view.label(p.game, b.actions[0]) for b in gos)   # (what it will do)
    go = gos[0]
    go.pick.value = 2
    assert go.description == p.view.label(p.game, go.actions[2]) != "Go"   # (the button follows the list)
    go.click()
    assert [a for a in p.game.history if a.player != CHANCE] == [go.actions[2]]   # (the deal is chance's)


def test_playground_deal_row_is_an_undoable_step():
    p = Playground(examples.docks_tie)
    for a in DOCKS[:3]:
        assert p.choose(a)
    assert p.game.decision.kind == "tie" and len(p.offered()) == 2
    before = p.game.to_json()
    panel = p.show_panel
    panel.payer.value, panel.payee.value, panel.amount.value, panel.vote_for.value = "Blue", "Red", 10, "Blue"
    panel.deal_button.click()
    assert [str(a) for a in p.offered()] == ["Red: tie -> Blue"]   # the deal binds the Don's choice
    assert "Blue gives Red $10k" in plain(p.story.value) and len(p.view.steps) == 4
    p.undo()
    assert p.game.to_json() == before and len(p.view.steps) == 3 and len(p.offered()) == 2
    panel.amount.value = 999
    panel.deal_button.click()
    assert p.game.to_json() == before and "No deal" in plain(panel.message.value)


def test_playground_some_seats_played_by_the_bot():
    p = Playground(examples.mansion_election, players=["Red"], bot=simple_bot)
    assert p.game.decision.player == "Red" and len(p.game.history) == 2   # Blue and Green voted
    assert "(computer)" in plain(p.story.value)
    with pytest.raises(SetupError):
        Playground(examples.mansion_election, players=["Red"])
    with pytest.raises(SetupError):
        Playground(examples.mansion_election, players=["Mauve"], bot=simple_bot)
    with pytest.raises(SetupError):
        Playground(fb_examples.war_example, deals=True)
