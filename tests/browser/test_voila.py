"""Classroom mode: a chapter served by Voila with the classroom template renders its board in
large type and answers a click, as `make classroom` serves it; and its map works from the keyboard
alone (the same walk as in JupyterLab: test_keyboard_browser.py)."""

from __future__ import annotations


from conftest import REPO_ROOT, VIEWPORT
from labkit import (
    CLICK_TIMEOUT,
    DRAW_TIMEOUT,
    HANG,
    MIN_CHANGED_PIXELS,
    MIN_MAP_COLOURS,
    axe_findings,
    changed_pixels,
    first_widget,
    money_as_maths,
    pixels,
    poll,
)
from test_keyboard_browser import MAX_TABS, active, stable_png, use_the_space_list, walk_the_map
CHAPTER = "notebooks/bloodfeud/01_getting_started.ipynb"
ARTIFACTS = REPO_ROOT / "test-artifacts"
START_TIMEOUT = HANG   # Voila runs the whole notebook before the first page is served
CLASSROOM_FONT_PX = 19


def test_a_chapter_served_by_voila_draws_its_board_in_large_type_and_answers_a_click(browser, voila):
    from mobgames.bloodfeud import load_board

    board_data = load_board()
    target = board_data.space("central_park")
    context = browser.new_context(viewport=VIEWPORT)
    context.set_default_timeout(HANG * 1000)
    page = context.new_page()
    errors: list[str] = []   # (a lab-only extension loaded into Voila failed there: voila.json leaves them out)
    page.on("console", lambda m: errors.append(m.text[:200]) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)[:200]))
    try:
        page.goto(voila.url(CHAPTER), timeout=START_TIMEOUT * 1000)
        board = page.locator(".mobgames-board").first
        board.wait_for(state="visible", timeout=START_TIMEOUT * 1000)
        board.scroll_into_view_if_needed()
        canvas = board.locator("canvas").last
        last = {"png": b""}

        def drawn():
            png = canvas.screenshot()
            stable, last["png"] = png == last["png"], png
            return stable and len(set(pixels(png))) >= MIN_MAP_COLOURS and png

        before = poll(drawn, DRAW_TIMEOUT)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "voila-classroom.png"))
        assert before, "the board canvas stayed blank in Voila (drawing before the page attached is lost)"

        size = page.evaluate("() => parseFloat(getComputedStyle(document.querySelector('.jp-RenderedHTMLCommon p')).fontSize)")
        assert size >= CLASSROOM_FONT_PX, f"classroom text is {size}px, expected at least {CLASSROOM_FONT_PX}px"
        assert page.locator(".jp-CodeCell .jp-InputArea-editor:visible").count() == 0, "code should be hidden"
        maths = money_as_maths(page)
        assert not maths, "a $ is money, never maths:\n" + "\n".join(maths[:8])
        assert poll(lambda: page.locator("[role=main]").count() == 1, CLICK_TIMEOUT), "the chapter is not the page's main landmark"
        axe = axe_findings(page, include=("[role=main]",), keep=ARTIFACTS / "voila-classroom-axe.json")
        assert not axe, "axe-core finds, on the classroom page:\n" + "\n".join(axe)

        box = canvas.bounding_box()
        x = box["x"] + target.point[0] * box["width"] / board_data.size[0]
        y = box["y"] + target.point[1] * box["height"] / board_data.size[1]
        info = board.locator(".mobgames-board-info")
        page.mouse.click(x, y)
        assert poll(lambda: target.name in info.inner_text() and canvas.screenshot() != before, CLICK_TIMEOUT), \
            f"clicking {target.name} did not update the board in Voila"
        assert changed_pixels(before, canvas.screenshot()) >= MIN_CHANGED_PIXELS
        page.screenshot(path=str(ARTIFACTS / "voila-classroom-after-click.png"))
        assert not errors, "errors in the browser's console:\n" + "\n".join(errors[:5])
    finally:
        context.close()


def test_the_map_is_usable_by_keyboard_alone_in_voila(browser, voila, tmp_path):
    context = browser.new_context(viewport=VIEWPORT)
    context.set_default_timeout(HANG * 1000)
    page = context.new_page()
    try:
        page.goto(voila.url(CHAPTER), timeout=HANG * 1000)
        board = first_widget(page, ".mobgames-board")
        board.wait_for(state="visible", timeout=HANG * 1000)
        assert stable_png(board.locator("canvas").first), "the map did not draw in Voila"
        for _ in range(MAX_TABS):     # from the top of the page, Tab until the map has the focus
            page.keyboard.press("Tab")
            if active(page)["canvas"]:
                break
        assert active(page)["canvas"], f"{MAX_TABS} Tabs never reached the map: {active(page)}"
        walk_the_map(page, board, tmp_path, "voila")
        page.keyboard.press("Tab")
        assert poll(lambda: active(page)["finder"], CLICK_TIMEOUT), active(page)
        use_the_space_list(page, board, tmp_path, "voila")
    finally:
        context.close()
