"""The chapters in a real browser: run notebooks in JupyterLab, check the board draws and answers a
click, and the battle stepper draws and steps. (The helpers are in labkit.py; this module passes
them on to the other browser tests, which import them from here.)
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import pytest
from labkit import (  # noqa: F401  (passed on to the other browser tests)
    CELL_STATE,
    CLICK_TIMEOUT,
    DRAW_TIMEOUT,
    FIND_PANEL,
    HANG,
    KERNEL_TIMEOUT,
    MIN_CHANGED_PIXELS,
    MIN_MAP_COLOURS,
    RUN_TIMEOUT,
    WITHIN,
    changed_pixels,
    decode_png,
    explain_failure,
    first_widget,
    keep_screenshot,
    widget_showing,
    pixels,
    poll,
    run_all_cells,
)

NOTEBOOK = "notebooks/bloodfeud/01_getting_started.ipynb"
CHAPTER3 = "notebooks/bloodfeud/03_battle.ipynb"


@dataclass
class Target:
    space_id: str
    name: str
    point: tuple[float, float]  # board units
    board_size: tuple[float, float]


@pytest.fixture
def notebook() -> str:
    return NOTEBOOK


@pytest.fixture
def target() -> Target:
    """The space to click, from the same board data the notebook draws."""
    from mobgames.bloodfeud import load_board

    board = load_board()
    space_id = "central_park" if "central_park" in board else board.districts("Manhattan")[0]
    space = board.space(space_id)
    return Target(space_id, space.name, tuple(space.point), board.size)


@pytest.mark.chapter(NOTEBOOK, changes=True)
def test_chapter1_runs_and_board_answers_clicks(chapter, lab_server, notebook, target, tmp_path):
    page = chapter
    assert (lab_server.root / notebook).is_file(), f"missing notebook {lab_server.root / notebook}"
    with explain_failure(page, tmp_path, lab_server):
        # 3. The board: a MultiCanvas and an info panel in one .mobgames-board. ipycanvas 0.14
        # composites a MultiCanvas's layers into one <canvas> element (the layers live off-screen
        # in the widget model), so the on-screen canvas shows every layer and gets the clicks.
        board = page.locator(".mobgames-board").first
        board.wait_for(state="visible", timeout=DRAW_TIMEOUT * 1000)
        board.scroll_into_view_if_needed()
        canvases = board.locator("canvas")
        assert canvases.count() >= 1, "the .mobgames-board widget contains no <canvas>"
        top = canvases.last  # should layers ever be separate elements, the last is on top
        box = top.bounding_box()
        assert box and box["width"] > 50 and box["height"] > 50, f"board canvas too small: {box}"
        view = page.viewport_size
        assert box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= view["width"] \
            and box["y"] + box["height"] <= view["height"], \
            f"board canvas {box} does not fit the {view} viewport; enlarge VIEWPORT in conftest.py"

        # The click point from the board data, then check the top canvas really is under it.
        x = box["x"] + target.point[0] * box["width"] / target.board_size[0]
        y = box["y"] + target.point[1] * box["height"] / target.board_size[1]
        hit = board.evaluate("""(board, [x, y]) => { const el = document.elementFromPoint(x, y);
                                   return !!el && el.tagName === 'CANVAS' && board.contains(el); }""",
                             [x, y])
        assert hit, f"no board canvas at ({x:.0f}, {y:.0f}) for {target.space_id}; box {box}"

        # 4. The board drew: wait until two screenshots agree (drawing finished) and show a map.
        last = {"png": b""}

        def drawn():
            png = top.screenshot()
            stable, last["png"] = png == last["png"], png
            return stable and len(set(pixels(png))) >= MIN_MAP_COLOURS and png

        before = poll(drawn, DRAW_TIMEOUT)
        before_path = tmp_path / "board-before-click.png"
        before_path.write_bytes(last["png"])
        print(f"\nboard before click: {before_path}")
        colours = len(set(pixels(last["png"])))
        assert before, (f"the board canvas shows {colours} colours (< {MIN_MAP_COLOURS}) or kept "
                        f"changing after {DRAW_TIMEOUT} s; see {before_path}")

        # 5. Click the space: the highlight layer redraws and the info panel names the space.
        # The panel may already mention it (say, as a neighbour of a space selected by an earlier
        # cell), so its text must also change.
        info = board.locator(".mobgames-board-info")
        info_before = info.inner_text()
        page.mouse.click(x, y)

        def answered():
            png = top.screenshot()
            last["png"] = png
            text = info.inner_text()
            return png != before and text != info_before and target.name in text

        poll(answered, CLICK_TIMEOUT)
        after_path = tmp_path / "board-after-click.png"
        after_path.write_bytes(last["png"])
        print(f"board after click:  {after_path}")
        changed = changed_pixels(before, last["png"])
        assert changed >= MIN_CHANGED_PIXELS, (
            f"clicking {target.space_id} at ({x:.0f}, {y:.0f}) changed {changed} pixels "
            f"in {CLICK_TIMEOUT} s; compare {before_path} and {after_path}")
        text = info.inner_text()
        assert text != info_before and target.name in text, (
            f"info panel did not switch to {target.name!r}; before: {info_before!r}, after: {text!r}")

        # 6. For people checking by eye: the page as a reader sees it, and the set-up explorer.
        page.screenshot(path=str(tmp_path / "page.png"))
        setup = page.locator(".mobgames-setup-story").first
        if setup.count():
            setup.scroll_into_view_if_needed()
            page.screenshot(path=str(tmp_path / "setup-view.png"))
        print(f"page screenshots: {tmp_path / 'page.png'}, {tmp_path / 'setup-view.png'}")


@pytest.mark.parametrize("notebook, widget_css, part_css, text", [
    # Chapter 2: the income explorer shows the first example's $360 beside its map.
    pytest.param("notebooks/bloodfeud/02_family_and_income.ipynb", ".mobgames-income-explorer",
                 ".mobgames-income-readout", "Income $360",
                 marks=pytest.mark.chapter("notebooks/bloodfeud/02_family_and_income.ipynb"), id="income"),
    # Chapter 4: the first movement explorer shades where its piece can go.
    pytest.param("notebooks/bloodfeud/04_movement.ipynb", ".mobgames-movement-explorer", ".mobgames-move-message",
                 "shaded green", marks=pytest.mark.chapter("notebooks/bloodfeud/04_movement.ipynb"), id="movement"),
])
def test_explorer_chapters_render(chapter, lab_server, tmp_path, notebook, widget_css, part_css, text):
    page = chapter
    with explain_failure(page, tmp_path, lab_server):
        widget, _ = widget_showing(page, widget_css, part_css, text)
        assert widget.locator("canvas").count() >= 1
        keep_screenshot(page, tmp_path / "explorer.png")


@pytest.mark.chapter("notebooks/familybusiness/04_play_a_game.ipynb", changes=True)
def test_family_business_table_plays_by_clicking(chapter, lab_server, tmp_path):
    """Family Business chapter 4 runs; the table shows the hand and a click plays on."""
    page = chapter
    with explain_failure(page, tmp_path, lab_server):
        table, text = widget_showing(page, ".mobgames-fb", ".mobgames-fb-table", "Your hand")
        before = text.inner_text()
        table.locator(".mobgames-fb-actions button").first.click()
        assert poll(lambda: text.inner_text() != before, CLICK_TIMEOUT), "the table did not change after a click"
        keep_screenshot(page, tmp_path / "fb-table.png")


@pytest.mark.chapter("notebooks/mobties/07_play_a_game.ipynb", changes=True)
def test_mob_ties_table_plays_by_clicking(chapter, lab_server, tmp_path):
    """Mob Ties chapter 7 runs in JupyterLab at 1600x1000 (the file browser open); the table waits
    for Red, with its choices beside the board, on the same screen; a click on Red's first choice
    plays on: the board redraws (the bots answer at once) and the story tells Red's placement."""
    page = chapter
    page.set_viewport_size({"width": 1600, "height": 1000})
    with explain_failure(page, tmp_path, lab_server):
        table, part = widget_showing(page, ".mobgames-mt", ".mobgames-mt-table", "Your decision")
        assert part.locator("svg").count() >= 1, "the Mob Ties table shows no board picture"
        board = table.locator(".mobgames-mt-board svg").first
        board.evaluate("b => b.scrollIntoView({block: 'start'})")
        first = table.locator(".mobgames-mt-actions button").first
        b, f = board.bounding_box(), first.bounding_box()
        assert f["x"] >= b["x"] + b["width"] and f["y"] + f["height"] <= 1000, \
            f"Red's first choice is not beside the board on the screen: board {b}, button {f}"
        before = part.inner_html()
        buttons = table.locator(".mobgames-mt-actions button")
        assert buttons.count() >= 1, "the table shows no buttons for Red's decision"
        buttons.first.click()
        assert poll(lambda: part.inner_html() != before, CLICK_TIMEOUT), "the table did not change after a click"
        assert poll(lambda: "Red places" in table.locator(".mobgames-mt-log").inner_text(), CLICK_TIMEOUT), \
            table.locator(".mobgames-mt-log").inner_text()
        keep_screenshot(page, tmp_path / "mt-table.png")


@pytest.mark.chapter("notebooks/bloodfeud/08_play_a_full_game.ipynb", changes=True)
def test_blood_feud_table_plays_by_clicking(chapter, lab_server, tmp_path):
    """Blood Feud chapter 8 runs in JupyterLab at 1600x1000 (the file browser open); the game
    table's map is at least 900 px wide with its side panel beside it (its top within the map's
    height), not under it; a click on "Next phase" moves the human's turn on from the Battle phase
    to the Movement phase."""
    page = chapter
    page.set_viewport_size({"width": 1600, "height": 1000})
    with explain_failure(page, tmp_path, lab_server):
        table, status = widget_showing(page, ".mobgames-bf", ".mobgames-bf-table", "Battle phase")
        canvas = table.locator("canvas").last
        assert poll(lambda: len(set(pixels(canvas.screenshot()))) >= MIN_MAP_COLOURS, DRAW_TIMEOUT), \
            "the Blood Feud table's map did not draw"
        box = canvas.bounding_box()
        board = table.locator(".mobgames-board").first.bounding_box()   # the "Show:" list, then the canvas
        side = table.locator(".mobgames-bf-side").bounding_box()
        assert box["width"] >= 900, f"the table's map is {box['width']} px wide, less than 900"
        # Beside it: right of the map, its top within the map's height (not under the map).
        assert side["x"] >= box["x"] + box["width"] - 1 and board["y"] - 1 <= side["y"] < box["y"] + box["height"], \
            f"the side panel {side} is not beside the map {box}"
        before = status.inner_text()
        started = time.monotonic()
        table.locator(".mobgames-bf-actions").get_by_role("button", name="Next phase").click()
        assert poll(lambda: "Movement phase" in status.inner_text(), CLICK_TIMEOUT), status.inner_text()
        print(f"\nNext phase click to redrawn table: {time.monotonic() - started:.2f} s")
        assert status.inner_text() != before and "Battle phase" not in status.inner_text()
        keep_screenshot(page, tmp_path / "bf-table.png")
