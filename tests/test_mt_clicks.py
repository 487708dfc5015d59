"""Mob Ties table (issue 15): place and move by clicking the board. The board outlines the
locations a click can act on; a click does the one thing possible there, or offers only those
choices; a click on one of the reader's mobsters picks it first; anything else is refused."""

from __future__ import annotations

from mobgames.mobties import new_game
from mobgames.widgets import MTTable
from mobgames.widgets.clickable_svg import ClickableSVG


def story(t) -> str:
    return t.story.value


def test_the_board_outlines_where_a_click_can_act():
    t = MTTable()
    assert isinstance(t.board.picture, ClickableSVG)
    assert t.board.picture.targets == ["diner", "docks", "kittys", "little_italy", "mansion", "meat_locker"]
    assert 'data-place="docks"' in t.board.picture.value


def test_a_location_with_several_choices_offers_only_those():
    t = MTTable()
    t.click_board("data-place", "docks")
    labels = [b.description for b in t.buttons()]
    assert labels[:5] == ["Place the Capo in the Docks", "Place the Hit Man in the Docks",
                          "Place the Made Man in the Docks", "Place the Associate in the Docks",
                          "Place the Driver in the Docks"]
    assert labels[-1] == "Show every choice" and "5 things" in t.message.value
    t.buttons()[0].click()
    assert t.game.where["red_capo"] == "docks"


def test_pick_a_mobster_then_click_a_location():
    t = MTTable()
    t.click_board("data-mobster", "red_hit_man")
    assert "Hit Man is picked" in t.message.value
    t.click_board("data-place", "mansion")
    assert t.game.where["red_hit_man"] == "mansion"
    assert "Red places the" in story(t)


def test_refusals_change_nothing():
    t = MTTable()
    before = t.game.to_json()
    t.click_board("data-mobster", "green_capo")
    assert "not one of Red's mobsters" in t.message.value.replace("&#x27;", "'")
    t.click_board("data-place", "the_moon")
    assert "Nothing can be done" in t.message.value
    assert t.game.to_json() == before


def test_not_the_readers_decision():
    g = new_game(4, seed=1)
    t = MTTable(g, humans=())    # bots only: the game runs to its end
    t.click_board("data-place", "docks")
    assert "over" in t.message.value or "not your decision" in t.message.value


def test_the_front_end_message_is_checked():
    pic = ClickableSVG(attributes=["data-place"])
    got = []
    pic.on_click(lambda a, v: got.append((a, v)))
    pic.from_browser(pic, {"event": "click", "attribute": "data-place", "value": "docks"}, [])
    for bad in ({"event": "click", "attribute": "onclick", "value": "x"}, {"event": "click", "attribute": "data-place"},
                ["click"], {"event": "hover", "attribute": "data-place", "value": "docks"}):
        pic.from_browser(pic, bad, [])
    assert got == [("data-place", "docks")]
