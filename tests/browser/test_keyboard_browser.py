"""The Blood Feud map from the keyboard alone, in JupyterLab and in Voila (issue 15): Tab goes into
the map canvas and out of it again, the arrow keys move a visible focus outline between spaces,
Enter selects the focused space, and the space list takes typing and arrows, acts on Enter only and
never fires JupyterLab's notebook shortcuts.

No mouse event anywhere: only page.keyboard. Screenshots of the focus outline go to
/tmp/issue15-shots/keyboard-*.png (and the test's tmp folder) for a look by eye.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from labkit import (
    CLICK_TIMEOUT,
    DRAW_TIMEOUT,
    FIND_PANEL,
    MIN_CHANGED_PIXELS,
    MIN_MAP_COLOURS,
    WITHIN,
    changed_pixels,
    explain_failure,
    first_widget,
    pixels,
    poll,
)

SHOTS = Path("/tmp/issue15-shots")
CHAPTER = "notebooks/bloodfeud/01_getting_started.ipynb"   # a BoardView with its info panel
MAX_TABS = 40   # Tab presses allowed to reach the map from the top of a Voila page

ACTIVE = """() => { const a = document.activeElement;
    return a ? {tag: a.tagName, cls: (a.closest('.widget-combobox,.mobgames-board,.jupyter-widgets')||{}).className||'',
                canvas: a.tagName === 'CANVAS' && !!a.closest('.mobgames-board'),
                finder: !!a.closest('.mobgames-board-finder')} : null; }"""

NOTEBOOK_SHAPE = f"""path => {{
    const panel = ({FIND_PANEL})(path), nb = panel.content, cells = nb.model.cells, types = [], sources = [];
    for (let i = 0; i < cells.length; i++) {{
        types.push(cells.get(i).type);
        sources.push(cells.get(i).sharedModel.getSource());
    }}
    return {{types, sources, active: nb.activeCellIndex}};
}}"""


def expected_walk(keys, selected=None, view=None):
    """The spaces the board visits for these arrow keys, from the same code the kernel runs."""
    from mobgames.widgets import BoardView

    view = view if view is not None else BoardView()
    if selected:
        view.select(selected)
    visited = []
    for key in keys:
        view.press(key)
        visited.append(view.board.space(view.focused).name)
    return visited


def shot(element, name: str, tmp_path: Path) -> bytes:
    SHOTS.mkdir(parents=True, exist_ok=True)
    png = element.screenshot()
    for folder in (SHOTS, tmp_path):
        (folder / f"keyboard-{name}.png").write_bytes(png)
    return png


def stable_png(canvas) -> bytes:
    last = {"png": b""}

    def drawn():
        png = canvas.screenshot()
        stable, last["png"] = png == last["png"], png
        return stable and len(set(pixels(png))) >= MIN_MAP_COLOURS and png

    return poll(drawn, DRAW_TIMEOUT)


def active(page):
    return page.evaluate(ACTIVE)


def walk_the_map(page, board, tmp_path, where: str, selected=None):
    """With the focus on the map canvas: arrows move the outline (seen on the canvas and named
    in the focus line), Enter selects, Tab leaves to the space list, Shift+Tab comes back, Esc
    leaves. Returns the selected space's name."""
    canvas = board.locator("canvas").first
    line = board.locator(".mobgames-board-focus")
    info = board.locator(".mobgames-board-info")
    assert active(page)["canvas"], f"the map canvas does not have the focus: {active(page)}"
    before = stable_png(canvas)
    keys = ["ArrowRight", "ArrowRight", "ArrowDown", "ArrowLeft"]
    names = expected_walk(keys, selected)
    last = before
    for i, (key, name) in enumerate(zip(keys, names)):
        page.keyboard.press(key)
        assert poll(lambda: f"Keyboard on {name}" in line.inner_text(), CLICK_TIMEOUT), \
            f"after {key} the focus line says {line.inner_text()!r}, expected {name}"
        now = poll(lambda: (p := canvas.screenshot()) != last and p, CLICK_TIMEOUT)
        assert now and changed_pixels(last, now) >= MIN_CHANGED_PIXELS, f"{key} did not move the outline"
        last = stable_png(canvas)
        shot(canvas, f"{where}-{i + 1}-{name.lower().replace(' ', '-')}", tmp_path)
        assert line.get_attribute("aria-live") == "polite", "the focus line is not a live region"
        assert active(page)["canvas"], f"{key} took the focus off the map: {active(page)}"
    page.keyboard.press("Enter")
    target = names[-1]
    if info.count():
        assert poll(lambda: target in info.inner_text(), CLICK_TIMEOUT), \
            f"Enter did not select {target}: the info panel says {info.inner_text()!r}"
    assert poll(lambda: "selected" in line.inner_text(), CLICK_TIMEOUT), line.inner_text()
    shot(board, f"{where}-selected", tmp_path)

    page.keyboard.press("Tab")
    assert poll(lambda: active(page)["finder"], CLICK_TIMEOUT), f"Tab did not leave the map for the space list: {active(page)}"
    page.keyboard.press("Shift+Tab")
    assert poll(lambda: active(page)["canvas"], CLICK_TIMEOUT), f"Shift+Tab did not come back to the map: {active(page)}"
    page.keyboard.press("Escape")
    assert poll(lambda: not active(page)["canvas"], CLICK_TIMEOUT), f"Esc did not leave the map: {active(page)}"
    return target


def use_the_space_list(page, board, tmp_path, where: str):
    """The space list: typing, arrows and letters change nothing until Enter; Tab away with a
    whole name typed does not act either; Enter does."""
    finder = board.locator(".mobgames-board-finder input")
    info = board.locator(".mobgames-board-info")
    assert active(page)["finder"], f"the space list does not have the focus: {active(page)}"
    info_before = info.inner_text()
    page.keyboard.type("Times Square")
    for key in ("ArrowDown", "ArrowDown", "ArrowUp", "b", "a", "Backspace", "Backspace"):
        page.keyboard.press(key)
    page.wait_for_timeout(600)   # long enough for a kernel round trip that should not happen
    assert info.inner_text() == info_before, "the space list acted before Enter"
    page.keyboard.press("Shift+Tab")        # leave with a whole name typed: still nothing
    page.wait_for_timeout(600)
    assert info.inner_text() == info_before, "leaving the space list acted (it should act on Enter only)"
    page.keyboard.press("Tab")
    assert poll(lambda: active(page)["finder"], CLICK_TIMEOUT), active(page)
    page.keyboard.press("Enter")
    assert poll(lambda: "Times Square" in info.inner_text().splitlines()[0], CLICK_TIMEOUT), \
        f"Enter in the space list did not select Times Square: {info.inner_text()!r}"
    assert poll(lambda: finder.input_value() == "", CLICK_TIMEOUT), "the list was not cleared after Enter"
    # The same name again: Enter acts again (the browser sends no change for unchanged text).
    page.keyboard.type("Central Park")
    page.keyboard.press("Enter")
    assert poll(lambda: "Central Park" in info.inner_text().splitlines()[0], CLICK_TIMEOUT), info.inner_text()
    shot(board, f"{where}-space-list", tmp_path)


@pytest.mark.chapter(CHAPTER, own=True)
def test_the_map_is_usable_by_keyboard_alone_in_jupyterlab(chapter, lab_server, tmp_path):
    page = chapter
    with explain_failure(page, tmp_path, lab_server):
        board = first_widget(page, ".mobgames-board")
        assert poll(lambda: board.evaluate("b => !!b.closest('[data-lm-suppress-shortcuts]')"), DRAW_TIMEOUT), \
            "the keyboard guard did not mark the map's output"
        # Start just before the map: the board's output area (no mouse: the focus is set by code).
        board.evaluate("b => { const o = b.closest('.jp-OutputArea-output') || b.parentElement;"
                       " o.tabIndex = -1; o.focus(); }")
        page.keyboard.press("Tab")   # the map's "Show:" list first (the zoom), then the map itself
        assert poll(lambda: "mobgames-board-zoom" in active(page)["cls"], CLICK_TIMEOUT), \
            f"Tab did not go to the map's Show: list: {active(page)}"
        page.keyboard.press("Tab")
        assert poll(lambda: active(page)["canvas"], CLICK_TIMEOUT), f"Tab did not go into the map: {active(page)}"
        # The focus in an output makes its cell the active one (JupyterLab's own doing): from
        # here on nothing typed may add, change or move cells.
        shape = page.evaluate(NOTEBOOK_SHAPE, CHAPTER)
        walk_the_map(page, board, tmp_path, "lab")        # chapter 1's first map: nothing selected yet
        page.keyboard.press("Tab")     # Esc left the canvas; Tab goes on from there to the list
        assert poll(lambda: active(page)["finder"], CLICK_TIMEOUT), active(page)
        use_the_space_list(page, board, tmp_path, "lab")
        after = page.evaluate(NOTEBOOK_SHAPE, CHAPTER)
        assert after["types"] == shape["types"], "keys typed in the map or the list changed the notebook's cells"
        assert after["active"] == shape["active"], "keys typed in the map or the list moved the active cell"
        assert after["sources"] == shape["sources"], "keys typed in the map or the list edited a cell"


@pytest.mark.chapter("notebooks/bloodfeud/04_movement.ipynb", own=True)
def test_the_movement_explorer_around_the_map_is_guarded_too_in_jupyterlab(chapter, lab_server, tmp_path):
    """Chapter 4: the map's guard covers the explorer around it: Enter on a focused space shows
    its route, and keys typed in the explorer's lists (letters, arrows) reach no notebook shortcut."""
    notebook, page = "notebooks/bloodfeud/04_movement.ipynb", chapter
    with explain_failure(page, tmp_path, lab_server):
        explorer = first_widget(page, ".mobgames-movement-explorer")
        board = explorer.locator(".mobgames-board")
        message = explorer.locator(".mobgames-move-message")
        assert poll(lambda: "shaded green" in message.inner_text(), DRAW_TIMEOUT), message.inner_text()
        assert poll(lambda: explorer.evaluate("e => !!e.closest('[data-lm-suppress-shortcuts]')"), DRAW_TIMEOUT)
        explorer.evaluate("e => { const o = e.closest('.jp-OutputArea-output'); o.tabIndex = -1; o.focus(); }")
        page.keyboard.press("Tab")
        assert poll(lambda: active(page)["canvas"], CLICK_TIMEOUT), f"Tab did not go into the map: {active(page)}"
        shape = page.evaluate(NOTEBOOK_SHAPE, notebook)
        line = board.locator(".mobgames-board-focus")
        for key in ("ArrowRight", "ArrowDown"):
            page.keyboard.press(key)
        assert poll(lambda: "Keyboard on" in line.inner_text(), CLICK_TIMEOUT), line.inner_text()
        before = message.inner_text()
        page.keyboard.press("Enter")
        assert poll(lambda: message.inner_text() != before, CLICK_TIMEOUT), "Enter on the map did nothing"
        shot(explorer, "explorer-enter", tmp_path)
        for _ in range(8):   # on from the map to the explorer's first list
            page.keyboard.press("Tab")
            if page.evaluate("() => document.activeElement?.tagName") == "SELECT":
                break
        assert page.evaluate("() => document.activeElement?.tagName") == "SELECT", active(page)
        for key in ("b", "ArrowDown", "ArrowUp", "m", "a", "c"):
            page.keyboard.press(key)
        page.wait_for_timeout(600)
        after = page.evaluate(NOTEBOOK_SHAPE, notebook)
        assert after["types"] == shape["types"], "keys typed in the explorer's lists changed the notebook's cells"
        assert after["active"] == shape["active"], "keys typed in the explorer's lists moved the active cell"
        assert after["sources"] == shape["sources"], "keys typed in the explorer's lists edited a cell"


def chapter8_table():
    """The table chapter 8 makes, made here the same way (its map starts zoomed on The Bronx)."""
    from mobgames.bloodfeud import Turns
    from mobgames.widgets import BFTable

    return BFTable(Turns.start(["Ana", "Bot Ben", "Bot Chen"], seed=2026, starts={"Ana": "The Bronx"}),
                   humans=("Ana",))


@pytest.mark.chapter("notebooks/bloodfeud/08_play_a_full_game.ipynb", own=True)
def test_the_blood_feud_table_map_answers_the_keyboard_in_jupyterlab(chapter, lab_server, tmp_path):
    """Chapter 8: the table's map takes arrows and Enter like any map (the table draws its own
    highlight; the focus outline has a layer of its own), and keys typed further on in the table
    reach no notebook shortcut."""
    notebook, page = "notebooks/bloodfeud/08_play_a_full_game.ipynb", chapter
    with explain_failure(page, tmp_path, lab_server):
        table = first_widget(page, ".mobgames-bf")
        status = table.locator(".mobgames-bf-table")
        assert poll(lambda: "Battle phase" in status.inner_text(), DRAW_TIMEOUT), status.inner_text()
        board = table.locator(".mobgames-board")
        canvas = board.locator("canvas").first
        assert stable_png(canvas), "the table's map did not draw"
        table.evaluate("e => { const o = e.closest('.jp-OutputArea-output'); o.tabIndex = -1; o.focus(); }")
        for _ in range(MAX_TABS):     # past the kit's header controls to the map
            page.keyboard.press("Tab")
            if active(page)["canvas"]:
                break
        assert active(page)["canvas"], f"Tab never reached the table's map: {active(page)}"
        shape = page.evaluate(NOTEBOOK_SHAPE, notebook)
        line = board.locator(".mobgames-board-focus")
        before = canvas.screenshot()
        keys = ["ArrowUp", "ArrowRight"]
        name = expected_walk(keys, view=chapter8_table().view)[-1]   # the table opens on The Bronx
        for key in keys:
            page.keyboard.press(key)
        assert poll(lambda: f"Keyboard on {name}" in line.inner_text(), CLICK_TIMEOUT), line.inner_text()
        assert poll(lambda: changed_pixels(before, canvas.screenshot()) >= MIN_CHANGED_PIXELS, CLICK_TIMEOUT), \
            "no focus outline on the table's map"
        shot(canvas, "table-focus", tmp_path)
        page.keyboard.press("Enter")
        description = board.locator(".mobgames-board-description")
        assert poll(lambda: f"Selected: {name}" in (description.text_content() or ""), CLICK_TIMEOUT), \
            f"Enter did not select {name} on the table's map"
        shot(table, "table-selected", tmp_path)
        for _ in range(6):            # on through the table's controls, typing as we go
            page.keyboard.press("Tab")
            for key in ("b", "m", "ArrowDown"):
                if active(page)["tag"] in ("SELECT", "INPUT", "BUTTON", "SUMMARY"):
                    page.keyboard.press(key)
        page.wait_for_timeout(600)
        after = page.evaluate(NOTEBOOK_SHAPE, notebook)
        assert (after["types"], after["active"], after["sources"]) == \
            (shape["types"], shape["active"], shape["sources"]), "keys typed in the table changed the notebook"


PROBE = """
import ipywidgets as W
from mobgames.widgets.keyboard import KeyboardGuard, enter_only
probe_list = enter_only(W.Dropdown(options=["Alpha", "Bravo", "Charlie", "Delta"], value="Alpha"))
probe_out = W.HTML("nothing yet")
probe_list.observe(lambda c: setattr(probe_out, "value", "picked " + c["new"]), "value")
probe = W.VBox([probe_list, probe_out, KeyboardGuard()])
probe.add_class("mobgames-probe")
probe
"""

# Add a cell at the end (in the browser only: autosave is off) and run it.
RUN_PROBE = f"""async ([path, code, ms]) => {{
    const within = {WITHIN}, panel = ({FIND_PANEL})(path), nb = panel.content;
    const n = nb.model.cells.length;
    nb.model.sharedModel.insertCell(n, {{cell_type: 'code', source: code}});
    nb.activeCellIndex = n;
    return await within(window.jupyterapp.commands.execute('notebook:run-cell'), ms, 'run the probe cell');
}}"""


@pytest.mark.chapter(CHAPTER, changes=True)
def test_a_list_marked_enter_only_acts_on_enter_and_not_on_each_arrow(chapter, lab_server, tmp_path):
    """``enter_only(W.Dropdown(...))`` in a guarded output: arrows and letters move through the
    list without choosing; Enter chooses (what the tables' lists can use)."""
    page = chapter
    with explain_failure(page, tmp_path, lab_server):
        page.evaluate(RUN_PROBE, [CHAPTER, PROBE, DRAW_TIMEOUT * 1000])
        probe = first_widget(page, ".mobgames-probe")
        out = probe.locator(".widget-html")
        select = probe.locator("select")
        assert poll(lambda: probe.evaluate("p => !!p.closest('[data-lm-suppress-shortcuts]')"), DRAW_TIMEOUT)
        select.evaluate("s => s.focus()")        # no mouse: the focus is set by code
        for key in ("ArrowDown", "ArrowDown"):
            page.keyboard.press(key)
        assert select.evaluate("s => s.value") == "Charlie", "the arrows did not move through the list"
        page.wait_for_timeout(600)
        assert "nothing yet" in out.inner_text(), f"the list acted on an arrow: {out.inner_text()!r}"
        page.keyboard.press("Enter")
        assert poll(lambda: "picked Charlie" in out.inner_text(), CLICK_TIMEOUT), out.inner_text()
        page.keyboard.press("d")                 # a letter jumps to Delta: still nothing until Enter
        page.wait_for_timeout(600)
        assert "picked Charlie" in out.inner_text(), out.inner_text()
        page.keyboard.press("Enter")
        assert poll(lambda: "picked Delta" in out.inner_text(), CLICK_TIMEOUT), out.inner_text()
