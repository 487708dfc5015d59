"""The Blood Feud table's map (issue 15): zoom to an area and back, names readable at the default
zoom, tokens that never cover a name, and the pieces listed in words."""

from __future__ import annotations

import numpy as np
import pytest

from mobgames.bloodfeud import Turns
from mobgames.bloodfeud.bots import bot
from mobgames.core.errors import MobgamesError
from widgets import BFTable
from widgets.bf_map import MAP_SIZE, home_area
from widgets.map_layout import WHOLE_MAP
from widgets.map_pieces import boxes


def bronx_table() -> BFTable:
    return BFTable(Turns.start(["Ana", "Bot Ben", "Bot Chen"], seed=2026, starts={"Ana": "The Bronx"}), humans=("Ana",))


def played(seed: int, actions: int) -> Turns:
    """A six-family game some way in, played by the fair bots (crowded maps)."""
    turns = Turns.start(6, seed=seed)
    bots = {p.name: bot("fair", seed=seed + i) for i, p in enumerate(turns.game.players)}
    for _ in range(actions):
        if turns.over:
            break
        d = turns.decision
        turns.apply(bots[d.player].choose(turns.view(d.player)))
    return turns


def visible_land_labels(view):
    """(font px, text) of every land name whose middle is on the canvas."""
    w, h = view.size
    out = []
    for px, items, water in view.geo.labels:
        if not water:
            out += [(px, t) for t, x, y in items if 0 <= x <= w and 0 <= y <= h]
    return out


def test_the_map_is_900_px_and_opens_on_the_readers_area():
    t = bronx_table()
    assert MAP_SIZE[0] >= 900 and t.view.size == MAP_SIZE
    assert t.view.area == "The Bronx" and t.view.zoom_picker.value == "The Bronx"
    assert t.view.areas()[0] == WHOLE_MAP and "Brooklyn" in t.view.areas()


@pytest.mark.parametrize("area", ["The Bronx", "Manhattan", "Brooklyn", "Queens (north)", "Queens (south)",
                                  "Staten Island", "New Jersey (north)", "New Jersey (south)"])
def test_names_are_at_least_11_px_in_every_area(area):
    t = bronx_table()
    t.view.zoom(area)
    labels = visible_land_labels(t.view)
    assert len(labels) >= 10
    small = [(text, px) for px, text in labels if px < 11]
    assert not small, small


def test_zoom_to_the_whole_map_and_back_and_a_click_still_lands():
    t = bronx_table()
    t.view.zoom(WHOLE_MAP)
    assert t.view.scale < 0.7   # the whole board in 620 px of height
    t.view.zoom_picker.value = "Brooklyn"   # what the "Show:" list does
    assert t.view.area == "Brooklyn" and t.view.scale > 1.5
    sp = t.game.board.space("bensonhurst")
    x, y = t.view._xy(*sp.point)
    t.view._on_click(x, y)
    assert t.clicked == "bensonhurst" and "Bensonhurst" in t.here.value


def test_an_unknown_area_is_refused_and_changes_nothing():
    t = bronx_table()
    before = (t.view.area, t.view.scale, t.view.origin)
    with pytest.raises(MobgamesError, match="cannot zoom to 'Atlantis'"):
        t.view.zoom("Atlantis")
    assert (t.view.area, t.view.scale, t.view.origin) == before


@pytest.mark.parametrize("seed", [3, 11])
def test_tokens_never_cover_a_name(seed):
    """In crowded six-family games, every area of the map: no token or marker box overlaps any
    name's box, and none overlaps another."""
    turns = played(seed, 1500)
    t = BFTable(turns, humans=(turns.game.players[0].name,))
    checked = 0
    for area in t.view.areas()[1:]:
        t.view.zoom(area)
        placed, names = boxes(t.view.placed), t.view.geo.label_boxes
        if not len(placed):
            continue
        hit = ((placed[:, None, 0] < names[None, :, 2]) & (placed[:, None, 2] > names[None, :, 0])
               & (placed[:, None, 1] < names[None, :, 3]) & (placed[:, None, 3] > names[None, :, 1]))
        assert not hit.any(), (area, np.argwhere(hit)[:3])
        pair = ((placed[:, None, 0] < placed[None, :, 2] - 0.01) & (placed[:, None, 2] > placed[None, :, 0] + 0.01)
                & (placed[:, None, 1] < placed[None, :, 3] - 0.01) & (placed[:, None, 3] > placed[None, :, 1] + 0.01))
        np.fill_diagonal(pair, False)
        assert not pair.any(), area
        checked += len(placed)
    assert checked >= 20


def test_a_token_counts_the_familys_pieces_and_marks_the_boss():
    t = bronx_table()
    texts = [tok.text for tok, _x, _y in t.view.placed]
    assert "G★ 11" in texts          # Ana's Boss, 5 Family Members, 2 Henchmen, 2 Thugs, a Limousine
    assert "G" in texts              # her control marker on Belmont


def test_the_side_panel_and_the_listing_say_what_is_on_the_map():
    t = bronx_table()
    t.click("belmont")
    assert "Belmont" in t.here.value and "5 Family Members" in t.here.value and "Ana" in t.here.value
    for p in t.game.players:
        assert p.name in t.listing.value
    t.click("belmont")          # puts the pieces down again
    t.click("bronx_park")
    assert "Bronx Park" in t.here.value and "No pieces" in t.here.value
    t.click("belmont")
    t.click("bronx_park")       # a click with pieces picked up sends them: the panel follows
    assert "Bronx Park" in t.here.value and "5 Family Members" in t.here.value


def test_a_new_game_shows_the_readers_area_again():
    t = bronx_table()
    t.view.zoom(WHOLE_MAP)
    t.kit.new_game()
    assert t.view.area == home_area(t.view, t.game, "Ana")
