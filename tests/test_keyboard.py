"""The map from the keyboard, without a browser: the arrow keys move the focus outline between
spaces, Enter selects, the space list acts on Enter only, and every map carries the keyboard guard
(whose front-end part tests/browser/test_keyboard_browser.py checks in Chromium)."""

from __future__ import annotations

import ipywidgets as W
import pytest

from mobgames.bloodfeud.examples import DISTRICTS
from mobgames.widgets import BFTable, BoardView, KeyboardGuard, MovementExplorer
from mobgames.widgets.board_view import ARROWS, FOCUS
from mobgames.widgets.keyboard import ANNOUNCE, ON_ENTER, enter_only


def key(view, name, **mods):
    """A key as the canvas front end sends it (ipycanvas's key_down message)."""
    content = {"event": "key_down", "key": name, "shift_key": False, "ctrl_key": False, "meta_key": False}
    content.update(mods)
    view.canvas[-1]._handle_frontend_event(view.canvas, content, [])


def test_every_map_carries_a_keyboard_guard_and_its_parts_are_marked():
    view = BoardView()
    assert isinstance(view.keyboard, KeyboardGuard) and view.keyboard in view.children
    assert isinstance(view.finder, W.Combobox) and not view.finder.continuous_update
    assert ON_ENTER in view.finder._dom_classes and ANNOUNCE in view.focus_line._dom_classes
    assert len(view.canvas._canvases) == 4 and FOCUS == 3   # the focus outline has its own layer


def test_the_front_end_piece_lets_tab_and_escape_go_and_keeps_shortcuts_out():
    esm = KeyboardGuard._esm
    assert 'addEventListener("keydown", keydown, true)' in esm           # capture: before ipycanvas
    assert "data-lm-suppress-shortcuts" in esm and "focusin" in esm
    assert ".preventDefault(" not in esm                                # the browser moves the focus
    assert '"Tab"' in esm and '"Escape"' in esm and "blur()" in esm


def test_protect_marks_a_box_once():
    box = W.VBox([W.Dropdown(options=["a", "b"])])
    guard = KeyboardGuard.protect(box)
    assert KeyboardGuard.protect(box) is guard and box.children[-1] is guard
    assert "mobgames-keyboard" in box._dom_classes


def test_arrows_move_the_focus_to_the_nearest_space_that_way_and_enter_selects():
    view = BoardView()
    seen = []
    view.on_select(seen.append)
    view.select("times_square")
    key(view, "ArrowUp")                       # the first arrow starts on the selected space
    assert view.focused == "times_square" and "Times Square" in view.focus_line.value
    key(view, "ArrowUp")
    up = view.focused
    assert up != "times_square" and view.board.space(up).point[1] < view.board.space("times_square").point[1]
    assert view.board.space(up).name in view.focus_line.value
    key(view, "ArrowRight", ctrl_key=True)    # with Ctrl: not ours
    assert view.focused == up
    key(view, "Enter")
    assert view.selected == up and seen[-1] == up and "selected" in view.focus_line.value


@pytest.mark.parametrize("name", sorted(ARROWS))
def test_each_arrow_goes_its_way(name):
    view = BoardView()
    dx, dy = ARROWS[name]
    start = "central_park"
    nxt = view.nearest(start, (dx, dy))
    (px, py), (qx, qy) = view.board.space(start).point, view.board.space(nxt).point
    assert (qx - px) * dx + (qy - py) * dy > 0


def test_every_space_on_a_map_can_be_reached_with_the_arrows():
    for view in (BoardView(), BoardView(focus=DISTRICTS, width=560)):
        spaces = view._reachable_by_keys
        start = view._middle()
        seen, todo = {start}, [start]
        while todo:
            here = todo.pop()
            for d in ARROWS.values():
                there = view.nearest(here, d)
                if there is not None and there not in seen:
                    seen.add(there)
                    todo.append(there)
        assert seen == set(spaces) and 0 < len(spaces) <= len(view.board.spaces)


def test_at_the_edge_the_focus_stays_and_says_so():
    view = BoardView()
    west = min(view.board.spaces.values(), key=lambda s: s.point[0]).id
    view.press("ArrowLeft")
    view.focused = west
    view.press("ArrowLeft")
    assert view.focused == west and "No space further left" in view.focus_line.value


def test_the_space_list_takes_a_name_or_an_id_and_then_clears():
    view = BoardView()
    view.finder.value = "central  PARK "
    assert view.selected == "central_park" and view.focused == "central_park" and view.finder.value == ""
    view.finder.value = "times_square"
    assert view.selected == "times_square"
    view.finder.value = "Centrl"
    assert view.selected == "times_square" and "No space is called" in view.focus_line.value
    assert view.finder.value == "Centrl"      # kept, to be corrected


def test_the_keys_play_the_table_map_and_the_explorer_map():
    table = BFTable()
    view = table.view
    view.finder.value = "Ozone Park"
    assert view.selected == "ozone_park"
    explorer = MovementExplorer("stepping in")
    start = explorer.message.value
    explorer.view.press("ArrowDown")
    explorer.view.press("Enter")
    assert explorer.view.selected == explorer.view.focused and explorer.message.value != start


def test_enter_only_marks_a_text_box_and_a_list():
    box = enter_only(W.Text())
    lst = enter_only(W.Dropdown(options=["a", "b"]))
    assert not box.continuous_update and ON_ENTER in box._dom_classes and ON_ENTER in lst._dom_classes
    assert not lst.has_trait("continuous_update")
