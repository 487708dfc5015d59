"""Chooser (mobgames/widgets/chooser.py): the choices above a widget that is built again for every choice,
driven from Python with no browser. A choice the engine refuses is a sentence, never a traceback."""

import ipywidgets as W
import pytest

from mobgames import widgets
from mobgames.core.errors import SetupError
from mobgames.mobties import examples
from mobgames.mobties.bots import simple_bot
from mobgames.widgets import Chooser, Playground, StoryStepper

FED_CARDS = [("Citywide Crackdown", "citywide_crackdown"), ("FBI Raid", "fbi_raid"),
             ("1 Fed at Little Italy", "raid_little_italy_1"), ("Turn the Tables", "turn_the_tables"),
             ("A card that does not exist", "joker")]
WEAPONS = [("none", ""), ("a Pistol", "pistol"), ("a Shotgun", "shotgun")]


def feds_stepper(card: str, weapon: str) -> StoryStepper:
    return StoryStepper(lambda: examples.feds_arrive(card, weapon),
                        [*examples.FEDS_ARRIVE_MOVES, *[simple_bot] * 8], until=lambda g: g.phase == "action")


def fed_chooser() -> Chooser:
    return Chooser(feds_stepper, {"card": ("Fed card", FED_CARDS), "weapon": ("Weapon card", WEAPONS)},
                   title="The Feds come", describe=lambda card, weapon: f"Chosen: {card}, {weapon or 'no weapon'}.")


def test_registered_lazily():
    assert "Chooser" in widgets.__all__ and widgets._LAZY["Chooser"] == "chooser"
    assert widgets.Chooser is Chooser


def test_few_options_are_buttons_and_many_a_list():
    c = fed_chooser()
    assert isinstance(c.pickers["card"], W.Dropdown) and isinstance(c.pickers["weapon"], W.ToggleButtons)
    assert "mobgames-on-enter" in c.pickers["card"]._dom_classes     # a list acts on Enter from the keyboard
    assert c.pickers["card"].description == "Fed card:"
    assert c.values == {"card": "citywide_crackdown", "weapon": ""}
    assert isinstance(c.widget, StoryStepper) and c.holder.children == (c.widget,)
    assert "Chosen: citywide_crackdown, no weapon." in c.message.value


def test_each_choice_builds_the_widget_again_for_that_choice():
    c = fed_chooser()
    first = c.widget
    c.pickers["card"].value = "raid_little_italy_1"          # what a click does
    assert c.widget is not first and first.comm is None        # the old widget is closed
    c.widget.run()
    assert any(e.kind == "closed" for e in c.widget.game.log)
    assert c.choose(card="fbi_raid", weapon="shotgun") is True
    c.widget.run()
    story = [e.full for e in c.widget.game.log]
    assert "Fed card: FBI Raid, 4 Feds at Kitty's, the location with the most respect." in story
    assert "Blue uses a Shotgun: 2 Feds removed, 5 left." in story


def test_choose_builds_once_for_several_choices():
    built = []

    def make(a, b):
        built.append((a, b))
        return W.HTML(f"{a}{b}")
    c = Chooser(make, {"a": ("A", [1, 2]), "b": ("B", ["x", "y"], "y")})
    assert built == [(1, "y")]
    c.choose(a=2, b="x")
    assert built == [(1, "y"), (2, "x")] and c.widget.value == "2x"
    with pytest.raises(SetupError, match="no choice called 'c'"):
        c.choose(c=1)
    with pytest.raises(SetupError, match="not one of the options of 'a'"):
        c.choose(a=3)


def test_a_refused_choice_is_a_sentence_and_no_widget():
    c = fed_chooser()
    assert c.choose(card="joker") is False
    assert c.widget is None and c.holder.children == ()
    said = c.message.value
    assert "This choice cannot be shown:" in said and "joker" in said and "Traceback" not in said
    assert "#b00020" in said                                   # in red
    assert c.choose(card="fbi_raid") is True and isinstance(c.widget, StoryStepper)


def test_a_failing_function_or_a_non_widget_is_a_sentence():
    c = Chooser(lambda n: [][n], {"n": ("Number", [0, 1])})
    assert c.widget is None and "IndexError" in c.message.value
    d = Chooser(lambda n: n, {"n": ("Number", [0, 1])})
    assert d.widget is None and "not a widget" in d.message.value


def test_a_playground_can_be_chosen_too():
    c = Chooser(lambda defence: Playground(lambda: examples.attack_and_defence("car_bomb", defence),
                                           players=["Red", "Yellow"], bot=simple_bot),
                {"defence": ("Yellow's Defense card", [("none", ""), ("Bulletproof Vest", "bulletproof_vest"),
                                                        ("Bodyguard", "bodyguard")])})
    for defence, can_defend in (("", False), ("bulletproof_vest", False), ("bodyguard", True)):
        c.choose(defence=defence)
        red = c.widget
        red.choose(next(a for a in red.offered() if a.kind == "attack"))
        kinds = {a.kind for a in red.offered()}
        assert ("defend" in kinds) is can_defend, defence


def test_bad_choices_are_refused_when_built():
    with pytest.raises(SetupError, match="at least one choice"):
        Chooser(lambda: W.HTML(), {})
    with pytest.raises(SetupError, match="needs a list of options"):
        Chooser(lambda a: W.HTML(), {"a": ("A", "xy")})
    with pytest.raises(SetupError, match="is not one of its options"):
        Chooser(lambda a: W.HTML(), {"a": ("A", [1, 2], 3)})
    with pytest.raises(SetupError, match="the same value twice"):
        Chooser(lambda a: W.HTML(), {"a": ("A", [("one", 1), ("also one", 1)])})
