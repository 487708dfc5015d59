"""The chapters in a real browser: run notebooks in JupyterLab, check the board draws and answers a
click, and the battle stepper draws and steps.

Everything is polled (kernel state, cell execution, canvas pixels), never slept for: a cold start
and a warm one differ by seconds on a busy machine.
"""

from __future__ import annotations

import struct
import time
import zlib
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

NOTEBOOK = "notebooks/bloodfeud/01_getting_started.ipynb"
MIN_MAP_COLOURS = 16  # a drawn map has fills, outlines and anti-aliased text; a blank canvas has 1
MIN_CHANGED_PIXELS = 20  # a highlight touches far more; a stray cursor blink would touch fewer

KERNEL_TIMEOUT = 45  # seconds; each is a failure limit, normal runs take a fraction
RUN_TIMEOUT = 45
DRAW_TIMEOUT = 10
CLICK_TIMEOUT = 10

# In-page helpers; `window.jupyterapp` exists because the server runs with expose_app_in_browser.
FIND_PANEL = """path => Array.from(window.jupyterapp?.shell?.widgets('main') ?? [])
                             .find(w => w.context?.path === path)"""

KERNEL_STATE = f"""path => {{
    const panel = ({FIND_PANEL})(path);
    const kernel = panel?.sessionContext?.session?.kernel;
    if (!panel || !panel.sessionContext.isReady || !kernel) return 'starting';
    return `${{kernel.status}}/${{kernel.connectionStatus}}`;
}}"""

# page.evaluate has no timeout of its own: an awaited promise that never settles (say, the notebook
# failed to load) would hang the test, so every await races a timer.
WITHIN = """(promise, ms, what) => Promise.race([promise, new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms))])"""

# Resolves once the kernel has answered kernel_info: before that, "idle" can be reported while the
# kernel is still initialising and Run All then silently runs nothing.
KERNEL_INFO = f"""async ([path, ms]) => {{
    const within = {WITHIN}, panel = ({FIND_PANEL})(path);
    await within(panel.sessionContext.ready, ms, 'kernel session');
    const info = await within(panel.sessionContext.session.kernel.info, ms, 'kernel_info');
    return info.implementation;
}}"""

RUN_ALL = f"""async ([path, ms]) => {{
    const within = {WITHIN}, panel = ({FIND_PANEL})(path);
    window.jupyterapp.shell.activateById(panel.id);
    return await within(window.jupyterapp.commands.execute('notebook:run-all-cells'), ms, 'Run All');
}}"""

# Per code cell: has it run, and what errors did it output.
CELL_STATE = f"""path => {{
    const panel = ({FIND_PANEL})(path);
    const cells = panel.content.model.cells, result = [];
    for (let i = 0; i < cells.length; i++) {{
        const cell = cells.get(i);
        if (cell.type !== 'code' || !cell.sharedModel.getSource().trim()) continue;
        const errors = cell.outputs.toJSON()
            .filter(o => o.output_type === 'error')
            .map(o => `${{o.ename}}: ${{o.evalue}}`);
        result.push({{index: i, count: cell.executionCount, errors}});
    }}
    return {{kernel: panel.sessionContext.session?.kernel?.status, cells: result}};
}}"""


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


def decode_png(data: bytes) -> tuple[int, int, list[bytes], int]:
    """(width, height, rows, bytes per pixel) of an 8-bit RGB/RGBA non-interlaced PNG, which is
    what Chromium's screenshots are."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat = 8, []
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat.append(chunk)
        elif kind == b"IEND":
            break
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(b"".join(idat)), width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:  # Sub
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif kind == 2:  # Up
            line = bytearray((a + b) & 0xFF for a, b in zip(line, prev))
        elif kind == 3:  # Average
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif kind == 4:  # Paeth
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = prev[i], prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append(bytes(line))
        prev = line
    return width, height, rows, bpp


def pixels(png: bytes) -> list[bytes]:
    _, _, rows, bpp = decode_png(png)
    return [row[i:i + bpp] for row in rows for i in range(0, len(row), bpp)]


def changed_pixels(before: bytes, after: bytes) -> int:
    a, b = pixels(before), pixels(after)
    if len(a) != len(b):  # the canvas was resized: everything changed
        return max(len(a), len(b))
    return sum(p != q for p, q in zip(a, b))


def poll(check, timeout: float, interval: float = 0.15):
    """Call check() until it returns something truthy; return it, or the last value at timeout."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(interval)


@contextmanager
def explain_failure(page, folder: Path, lab_server):
    """On any failure, save a full-page screenshot and add it, browser errors and the server log
    tail to the message."""
    try:
        yield
    except Exception as exc:
        shot = folder / "failure-full-page.png"
        try:
            page.screenshot(path=str(shot), full_page=True)
        except Exception as shot_exc:  # the page may be gone; keep the original error
            shot = f"(no screenshot: {shot_exc})"
        errors = "\n".join(page.console_errors[-10:]) or "(none)"
        details = (f"\n\nFull-page screenshot: {shot}\nBrowser console errors:\n{errors}\n"
                   f"Server log tail:\n{lab_server.log_tail(15)}")
        if isinstance(exc, AssertionError):
            exc.args = (f"{exc}{details}",)  # keep pytest's own traceback, just one message
            raise
        raise AssertionError(f"{type(exc).__name__}: {exc}{details}") from exc


def run_all_cells(page, lab_server, notebook: str) -> None:
    """Open a notebook in JupyterLab, wait for a really ready kernel, run every cell, and fail
    with the cells' own error messages if any cell raised."""
    page.goto(lab_server.lab_url(notebook), wait_until="domcontentloaded")

    # 1. A kernel that is really ready: session up, kernel_info answered, idle and connected.
    page.wait_for_function(f"path => ({FIND_PANEL})(path)?.sessionContext", arg=notebook,
                           timeout=KERNEL_TIMEOUT * 1000)
    page.evaluate(KERNEL_INFO, [notebook, KERNEL_TIMEOUT * 1000])
    page.wait_for_function(f"path => ({KERNEL_STATE})(path) === 'idle/connected'",
                           arg=notebook, timeout=KERNEL_TIMEOUT * 1000)

    # 2. Run all; wait for an idle kernel with every code cell run, or an error (Run All then
    # aborts the remaining cells, which keep no execution count).
    page.evaluate(RUN_ALL, [notebook, RUN_TIMEOUT * 1000])

    def done(s):
        cells = s["cells"]
        return s["kernel"] == "idle" and (
            any(c["errors"] for c in cells) or all(c["count"] is not None for c in cells))

    state = poll(lambda: (s := page.evaluate(CELL_STATE, notebook)) and done(s) and s,
                 RUN_TIMEOUT, interval=0.25)
    state = state or page.evaluate(CELL_STATE, notebook)
    assert state["cells"], "the notebook has no code cells"
    errors = [f"cell {c['index']}: {e}" for c in state["cells"] for e in c["errors"]]
    assert not errors, "cells raised errors:\n" + "\n".join(errors)
    not_run = [c["index"] for c in state["cells"] if c["count"] is None]
    assert not not_run, f"cells still not run after {RUN_TIMEOUT} s: {not_run}"


def test_chapter1_runs_and_board_answers_clicks(page, lab_server, notebook, target, tmp_path):
    assert (lab_server.root / notebook).is_file(), f"missing notebook {lab_server.root / notebook}"
    with explain_failure(page, tmp_path, lab_server):
        run_all_cells(page, lab_server, notebook)

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


def first_widget(page, css: str):
    """The first widget with this CSS class, visible and scrolled into view."""
    widget = page.locator(css).first
    widget.wait_for(state="visible", timeout=DRAW_TIMEOUT * 1000)
    widget.scroll_into_view_if_needed()
    return widget


def keep_screenshot(page, path: Path) -> None:
    page.screenshot(path=str(path))
    print(f"\nscreenshot: {path}")


def test_chapter3_battle_stepper_renders_and_steps(page, lab_server, tmp_path):
    """Chapter 3 runs; its first battle stepper draws the battlefield and Step moves the story on."""
    notebook = "notebooks/bloodfeud/03_battle.ipynb"
    with explain_failure(page, tmp_path, lab_server):
        run_all_cells(page, lab_server, notebook)
        stepper = first_widget(page, ".mobgames-battle")
        field = stepper.locator(".mobgames-battlefield svg")
        field.wait_for(state="visible", timeout=DRAW_TIMEOUT * 1000)
        box = field.bounding_box()
        assert box and box["width"] > 200 and box["height"] > 100, f"battlefield too small: {box}"
        from mobgames.bloodfeud.examples import battle_example

        events = battle_example(1).events   # the chapter's first stepper shows this battle
        line = stepper.locator(".mobgames-battle-line")
        assert poll(lambda: events[0].text in line.inner_text(), CLICK_TIMEOUT), line.inner_text()
        picture_before = field.inner_html()
        step = stepper.get_by_role("button", name="Step ▶")
        for _ in range(3):
            step.click()
        assert poll(lambda: events[3].text in line.inner_text(), CLICK_TIMEOUT), \
            line.inner_text()
        assert stepper.locator(".mobgames-battlefield svg").inner_html() != picture_before
        keep_screenshot(page, tmp_path / "chapter3.png")


def open_widget_showing(page, lab_server, notebook: str, widget_css: str, part_css: str, text: str):
    """Run a notebook, find its first widget of a class, and wait until one part of it shows
    ``text``. Returns (widget, part)."""
    run_all_cells(page, lab_server, notebook)
    widget = first_widget(page, widget_css)
    part = widget.locator(part_css)
    assert poll(lambda: text in part.inner_text(), DRAW_TIMEOUT), part.inner_text()
    return widget, part


@pytest.mark.parametrize("notebook, widget_css, part_css, text", [
    # Chapter 2: the income explorer shows the first example's $360 beside its map.
    ("notebooks/bloodfeud/02_family_and_income.ipynb", ".mobgames-income-explorer", ".mobgames-income-readout",
     "Income $360"),
    # Chapter 4: the first movement explorer shades where its piece can go.
    ("notebooks/bloodfeud/04_movement.ipynb", ".mobgames-movement-explorer", ".mobgames-move-message",
     "shaded green"),
])
def test_explorer_chapters_render(page, lab_server, tmp_path, notebook, widget_css, part_css, text):
    with explain_failure(page, tmp_path, lab_server):
        widget, _ = open_widget_showing(page, lab_server, notebook, widget_css, part_css, text)
        assert widget.locator("canvas").count() >= 1
        keep_screenshot(page, tmp_path / "explorer.png")


def test_family_business_table_plays_by_clicking(page, lab_server, tmp_path):
    """Family Business chapter 4 runs; the table shows the hand and a click plays on."""
    with explain_failure(page, tmp_path, lab_server):
        table, text = open_widget_showing(page, lab_server, "notebooks/familybusiness/04_play_a_game.ipynb",
                                          ".mobgames-fb", ".mobgames-fb-table", "Your hand")
        before = text.inner_text()
        table.locator(".mobgames-fb-actions button").first.click()
        assert poll(lambda: text.inner_text() != before, CLICK_TIMEOUT), "the table did not change after a click"
        keep_screenshot(page, tmp_path / "fb-table.png")


def test_mob_ties_table_plays_by_clicking(page, lab_server, tmp_path):
    """Mob Ties chapter 7 runs; the table waits for Red, and a click on Red's first choice plays on:
    the board redraws (the bots answer at once) and the story tells Red's placement."""
    with explain_failure(page, tmp_path, lab_server):
        table, part = open_widget_showing(page, lab_server, "notebooks/mobties/07_play_a_game.ipynb",
                                          ".mobgames-mt", ".mobgames-mt-table", "Your decision")
        assert part.locator("svg").count() >= 1, "the Mob Ties table shows no board picture"
        before = part.inner_html()
        buttons = table.locator(".mobgames-mt-actions button")
        assert buttons.count() >= 1, "the table shows no buttons for Red's decision"
        buttons.first.click()
        assert poll(lambda: part.inner_html() != before, CLICK_TIMEOUT), "the table did not change after a click"
        assert poll(lambda: "Red places" in table.locator(".mobgames-mt-log").inner_text(), CLICK_TIMEOUT), \
            table.locator(".mobgames-mt-log").inner_text()
        keep_screenshot(page, tmp_path / "mt-table.png")


def test_blood_feud_table_plays_by_clicking(page, lab_server, tmp_path):
    """Blood Feud chapter 8 runs in JupyterLab at 1600x1000 (the file browser open); the game
    table's map is at least 900 px wide with its side panel beside it, not under it; a click on
    "Next phase" moves the human's turn on from the Battle phase to the Movement phase."""
    page.set_viewport_size({"width": 1600, "height": 1000})
    with explain_failure(page, tmp_path, lab_server):
        table, status = open_widget_showing(page, lab_server, "notebooks/bloodfeud/08_play_a_full_game.ipynb",
                                            ".mobgames-bf", ".mobgames-bf-table", "Battle phase")
        canvas = table.locator("canvas").last
        assert poll(lambda: len(set(pixels(canvas.screenshot()))) >= MIN_MAP_COLOURS, DRAW_TIMEOUT), \
            "the Blood Feud table's map did not draw"
        box = canvas.bounding_box()
        side = table.locator(".mobgames-bf-side").bounding_box()
        assert box["width"] >= 900, f"the table's map is {box['width']} px wide, less than 900"
        assert side["x"] >= box["x"] + box["width"] - 1 and side["y"] < box["y"] + box["height"], \
            f"the side panel {side} is not beside the map {box}"
        before = status.inner_text()
        started = time.monotonic()
        table.locator(".mobgames-bf-actions").get_by_role("button", name="Next phase").click()
        assert poll(lambda: "Movement phase" in status.inner_text(), CLICK_TIMEOUT), status.inner_text()
        print(f"\nNext phase click to redrawn table: {time.monotonic() - started:.2f} s")
        assert status.inner_text() != before and "Battle phase" not in status.inner_text()
        keep_screenshot(page, tmp_path / "bf-table.png")
