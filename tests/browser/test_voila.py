"""Classroom mode: a chapter served by Voila with the classroom template renders its board in
large type and answers a click, as `make classroom` serves it."""

from __future__ import annotations


import pytest
from conftest import REPO_ROOT, VIEWPORT, voila_server
from test_chapters_browser import (
    CLICK_TIMEOUT,
    DRAW_TIMEOUT,
    MIN_CHANGED_PIXELS,
    MIN_MAP_COLOURS,
    changed_pixels,
    pixels,
    poll,
)

CHAPTER = "notebooks/bloodfeud/01_getting_started.ipynb"
ARTIFACTS = REPO_ROOT / "test-artifacts"
START_TIMEOUT = 60   # seconds; Voila runs the whole notebook before the first page is served
CLASSROOM_FONT_PX = 19


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory):
    with voila_server(CHAPTER, tmp_path_factory.mktemp("voila")) as url:
        yield url


def test_a_chapter_served_by_voila_draws_its_board_in_large_type_and_answers_a_click(browser, voila_url):
    from mobgames.bloodfeud import load_board

    board_data = load_board()
    target = board_data.space("central_park")
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    try:
        page.goto(voila_url, timeout=START_TIMEOUT * 1000)
        board = page.locator(".mobgames-board").first
        board.wait_for(state="visible", timeout=START_TIMEOUT * 1000)
        board.scroll_into_view_if_needed()
        canvas = board.locator("canvas").last
        last = {"png": b""}

        def drawn():
            png = canvas.screenshot()
            stable, last["png"] = png == last["png"], png
            return stable and len(set(pixels(png))) >= MIN_MAP_COLOURS and png

        before = poll(drawn, DRAW_TIMEOUT * 2)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "voila-classroom.png"))
        assert before, "the board canvas stayed blank in Voila (drawing before the page attached is lost)"

        size = page.evaluate("() => parseFloat(getComputedStyle(document.querySelector('.jp-RenderedHTMLCommon p')).fontSize)")
        assert size >= CLASSROOM_FONT_PX, f"classroom text is {size}px, expected at least {CLASSROOM_FONT_PX}px"
        assert page.locator(".jp-CodeCell .jp-InputArea-editor:visible").count() == 0, "code should be hidden"

        box = canvas.bounding_box()
        x = box["x"] + target.point[0] * box["width"] / board_data.size[0]
        y = box["y"] + target.point[1] * box["height"] / board_data.size[1]
        info = board.locator(".mobgames-board-info")
        page.mouse.click(x, y)
        assert poll(lambda: target.name in info.inner_text() and canvas.screenshot() != before, CLICK_TIMEOUT), \
            f"clicking {target.name} did not update the board in Voila"
        assert changed_pixels(before, canvas.screenshot()) >= MIN_CHANGED_PIXELS
        page.screenshot(path=str(ARTIFACTS / "voila-classroom-after-click.png"))
    finally:
        context.close()
