"""Widgets driven from Python (no browser): buttons are clicked, the views' state is checked."""

import re

import pytest

from mobgames.bloodfeud.examples import battle_example
from mobgames.widgets import BattleBuilder, BattleStepper, IncomeExplorer, OddsPanel, SetupView


def test_setup_view_slider_sets_up_each_player_count():
    view = SetupView(players=2, seed=3)
    for n in range(2, 7):
        view.players.value = n
        assert len(view.game.players) == n
        assert view.board_view.game is view.game
        assert "Turn order" in view.story.value


def test_battle_stepper_steps_back_restarts_and_runs():
    s = BattleStepper(battle_example(1))
    assert s.index == 0 and s.back_button.disabled
    s.step_button.click()
    s.step_button.click()
    assert s.index == 2 and "rolls 7" in re.sub("<[^>]+>", "", s.line.value) and ">7<" in s.picture.value
    assert 'class="mobgames-term"' in s.line.value     # game terms show their definition on hover
    s.back_button.click()
    assert s.index == 1
    s.run_button.click()
    assert s.event.kind == "outcome" and "Bloodbath" in s.line.value and s.step_button.disabled
    s.restart_button.click()
    assert s.index == 0


def test_battle_stepper_shows_wounded_lying_down_and_dead_removed():
    s = BattleStepper(battle_example(2))
    s.index = next(i for i, e in enumerate(s.events) if e.kind == "kill")
    assert "Defender&#x27;s Thug 1<" not in s.picture.value and "Defender&#x27;s Thug 2<" in s.picture.value  # killed: removed
    s.index = next(i for i, e in enumerate(s.events) if e.kind == "wound")
    assert "rotate(90)" in s.picture.value and "(wounded)" in s.picture.value


def test_odds_panel_shows_exact_fractions_for_small_battles():
    panel = OddsPanel({"thug": 1}, {"thug": 1})
    assert "37.5% = 3/8" in panel.value


def test_battle_builder_fights_with_a_seed_and_explains_bad_input():
    b = BattleBuilder(attackers={"thug": 2}, defenders={"thug": 2}, seed=4)
    first = [e.text for e in b.stepper.events]
    b.fight_button.click()
    assert [e.text for e in b.stepper.events] == first      # same seed, same battle
    for box in b.counts["defender"].values():
        box.value = 0
    b.fight_button.click()
    assert "empty" in b.message.value
    assert [e.text for e in b.stepper.events] == first      # the old battle stays on screen


def test_income_explorer_updates_income_as_the_reader_plays():
    e = IncomeExplorer(example=2)
    assert e.income.amount == 240 and "$240" in e.readout.value
    # Move one of the three huddled Family Members into a neutral district: still 240 ...
    e.view.select("midwood")
    e.source.value = next(v for _, v in e.source.options if v == ("bensonhurst", "family"))
    e.move_button.click()
    assert e.income.amount == 240
    # ... take that district: 5 x $70 ...
    e.control_button.click()
    assert (e.income.ifm, e.income.assets, e.income.amount) == (5, 70, 350)
    # ... and build an Illicit Activity there: 5 x $110.
    e.building.value = "illicit_activity"
    e.build_button.click()
    assert e.income.amount == 550 and "$550" in e.readout.value


def test_income_explorer_reports_refusals_in_plain_english():
    e = IncomeExplorer(example=1)
    e.move_button.click()
    assert "First click a space" in e.message.value
    e.view.select("central_park")
    e.control_button.click()
    assert "not a city district" in e.message.value
    assert e.income.amount == 360


@pytest.mark.parametrize("n, amount", [(1, 360), (2, 240), (3, 420), (4, 1120)])
def test_income_explorer_loads_each_example(n, amount):
    e = IncomeExplorer(example=1)
    e.example.value = n
    assert e.income.amount == amount


def test_movement_explorer_shows_reach_route_and_refusals():
    from mobgames.widgets import MovementExplorer

    e = MovementExplorer("corners")
    assert e.piece.value and "3</b> spaces" in e.message.value
    e.view.select("times_square")
    assert "only at a corner" in e.message.value and e.move_button.disabled
    e.view.select("chelsea")
    assert not e.move_button.disabled and "Chelsea" in e.message.value
    e.move_button.click()
    assert e.game.control == {"chelsea": "Ana"} and "Chelsea" in e.story.value
    assert "(moved)" in e.piece.options[0][0]
    e.reset_button.click()
    assert not e.game.control


@pytest.mark.parametrize("name", ["stepping in", "bridges", "combination", "blocking", "helicopter", "speedboat"])
def test_movement_explorer_loads_every_position(name):
    from mobgames.widgets import MovementExplorer

    e = MovementExplorer("corners")
    e.example.value = name
    assert e.piece.options and e.moves


def test_movement_explorer_draws_the_route_under_the_pointer():
    from mobgames.widgets import MovementExplorer

    e = MovementExplorer("combination")
    e.piece.value = next(v for label, v in e.piece.options if "Hit Man" in label)
    x, y = e.view._xy(*e.game.board.space("canarsie").point)
    e.view._on_mouse_move(x, y)
    assert e.view._route[0] == "bensonhurst" and e.view._route[-1] == "canarsie"
    e.view._on_mouse_move(-50, -50)   # off the map: no route
    assert e.view._route == []


def test_board_view_says_in_words_what_it_shows():
    from mobgames.bloodfeud import new_game
    from mobgames.widgets import BoardView

    game = new_game(["Ana", "Ben"], seed=1)
    view = BoardView(game=game)
    assert "132 city districts" in view.describe() and "Ana" in view.describe()
    view.select("central_park")
    assert "Selected: Central Park is a park" in view.describe()
    assert "<details>" in view.description.value and "Central Park" in view.description.value


def test_every_list_a_table_shows_has_a_visible_name():
    """A select whose label is empty is hidden from a screen reader's name for it (axe: select-name):
    every list at the Mob Ties and Blood Feud tables says what it is."""
    import ipywidgets as W

    from mobgames.bloodfeud import Turns
    from mobgames.mobties import new_game
    from mobgames.widgets import BFTable, MTTable

    def lists(widget):
        found, stack = [], [widget]
        while stack:
            w = stack.pop()
            stack.extend(getattr(w, "children", ()))
            if isinstance(w, W.Dropdown):
                found.append(w)
        return found

    mt = MTTable(new_game(4, seed=7), humans=("Red",))
    bf = BFTable(Turns.start(["Ana", "Bot Ben"], seed=4), humans=("Ana",))
    found = lists(mt) + lists(bf)
    assert len(found) >= 3 and all(d.description.strip() for d in found), [d.options[:1] for d in found if not d.description]
