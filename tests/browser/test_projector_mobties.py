"""The Mob Ties board on a projector (issue 27): classroom mode (Voila, the classroom template) at
1280x720, on the rulebook's election (chapter 2, a stepper), Red's first move (chapter 4, a
playground) and the game table (chapter 7); and the Blood Feud story pictures, which classroom mode
lays out the same way (chapter 6's stepper and playground, chapter 5's second stepper).

On each page the board must: show every text at 14 px or more on screen; fill the screen's height
or the width its buttons leave; be seen whole (no scroll box cuts it); keep what the reader uses
for the next move (Step, or the table's choices) on screen beside it while the whole board is on
screen; stay on screen while the reader scrolls down the column beside it; and not push the page
sideways. On the table a click on a location of the scaled board
still makes the move (with the button it offers). Screenshots: test-artifacts/projector-mt-*.png."""

from __future__ import annotations

import time
from contextlib import contextmanager

import pytest
from conftest import REPO_ROOT
from labkit import HANG, axe_findings, cut_pictures, open_fold

PROJECTOR = {"width": 1280, "height": 720}
MIN_TEXT_PX = 14
SIDE_PX = 380          # classroom.css: --mobgames-board-side
ARTIFACTS = REPO_ROOT / "test-artifacts"
PAGES = {
    "stepper": ("notebooks/mobties/02_respect_and_the_don.ipynb", ".mobgames-story-stepper", ".mobgames-story-stepper .jupyter-button >> text=Step"),
    "table": ("notebooks/mobties/07_play_a_game.ipynb", ".mobgames-mt", ".mobgames-mt-actions .jupyter-button"),
    "playground": ("notebooks/mobties/04_movement_and_the_feds.ipynb", ".mobgames-playground",
                   ".mobgames-playground .mobgames-playground-choices .jupyter-button"),
    # The Blood Feud story pictures (mobgames/widgets/map_picture.py): all of Manhattan, a tall frame; and a
    # part of Queens (the chapter's second stepper: the one whose picture names Hollis).
    "bf-stepper-manhattan": ("notebooks/bloodfeud/06_take_manhattan.ipynb", ".mobgames-story-stepper",
                             ".mobgames-story-stepper .jupyter-button >> text=Step"),
    "bf-playground-manhattan": ("notebooks/bloodfeud/06_take_manhattan.ipynb", ".mobgames-playground",
                                ".mobgames-playground .mobgames-playground-choices .jupyter-button"),
    "bf-stepper-queens": ("notebooks/bloodfeud/05_negotiating.ipynb", ".mobgames-story-stepper:has([data-space=hollis])",
                          ".mobgames-story-stepper:has([data-space=hollis]) .jupyter-button >> text=Step"),
}

MEASURE = """([widget, min]) => {
  const host = document.querySelector(widget);
  const svg = host.querySelector('svg.mobgames-fit-board');
  const r = svg.getBoundingClientRect();
  const small = [];
  let texts = 0;
  for (const t of svg.querySelectorAll('text')) {
    if (!t.textContent.trim()) continue;
    const m = t.getScreenCTM();
    const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.b, m.d);
    texts += 1;
    if (px < min - 0.05) small.push(`${t.textContent.trim().slice(0, 30)}: ${px.toFixed(1)} px`);
  }
  const cells = document.querySelector('#rendered_cells');
  const edge = cells ? cells.getBoundingClientRect().left + cells.clientWidth : innerWidth;
  const beyond = [...host.querySelectorAll('select, .jupyter-button')].filter(e => e.getClientRects().length)
    .filter(e => e.getBoundingClientRect().right > edge + 1).map(e => (e.innerText || e.value || e.tagName).slice(0, 40));
  return {texts, small, board: {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height},
          hostWidth: host.getBoundingClientRect().width, innerWidth, innerHeight, beyond,
          sideways: document.scrollingElement.scrollWidth > innerWidth || (cells && cells.scrollWidth > cells.clientWidth)};
}"""


@contextmanager
def opened(browser, voila, name: str):
    """The page ``name`` of PAGES in classroom mode at 1280x720, its board drawn."""
    notebook, widget, _ = PAGES[name]
    context = browser.new_context(viewport=PROJECTOR)
    context.set_default_timeout(HANG * 1000)
    page = context.new_page()
    try:
        page.goto(voila.url(notebook), timeout=HANG * 1000)
        open_fold(page, f"{widget} svg.mobgames-fit-board")     # a board in a folded extension section
        page.locator(f"{widget} svg.mobgames-fit-board").first.wait_for(state="visible", timeout=HANG * 1000)
        page.wait_for_load_state("networkidle", timeout=HANG * 1000)
        yield page
    finally:
        context.close()


@pytest.fixture(params=sorted(PAGES), ids=sorted(PAGES))
def board_page(request, browser, voila):
    with opened(browser, voila, request.param) as page:
        yield request.param, page


def _at_the_board(page, widget: str) -> dict:
    """Scroll the board to the top of the screen; measure (waiting for classroom.js to fit it)."""
    page.evaluate("w => document.querySelector(w).querySelector('svg.mobgames-fit-board').scrollIntoView({block: 'start'})",
                  widget)
    page.locator(f"{widget} svg.mobgames-fit-board[data-mobgames-classroom=fitted]").first.wait_for(timeout=HANG * 1000)
    return page.evaluate(MEASURE, [widget, MIN_TEXT_PX])


def test_the_board_fills_the_projector_and_every_text_reads_from_the_back(board_page):
    name, page = board_page
    _, widget, control = PAGES[name]
    m = _at_the_board(page, widget)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"projector-mt-{name}.png"))
    board = m["board"]
    assert m["texts"] > 30 and not m["small"], f"board text under {MIN_TEXT_PX} px on screen: {m['small'][:10]}"
    assert board["bottom"] <= m["innerHeight"] + 1, f"the board is taller than the screen: {board}"
    room = m["hostWidth"] - SIDE_PX - 16
    assert board["height"] >= 0.9 * m["innerHeight"] - 16 or board["width"] >= room - 2, \
        f"the board fills neither the height nor the width it has ({room:.0f} px): {board}"
    cut = cut_pictures(page)
    assert not cut, f"the board is cut: {cut}"
    assert not m["sideways"], "the page scrolls sideways"
    assert not m["beyond"], f"controls reach past the right edge: {m['beyond'][:5]}"
    # What the reader uses next is beside the board, on the same screen.
    button = page.locator(control).first
    box = button.bounding_box()
    assert box["x"] >= board["right"] and box["y"] + box["height"] <= m["innerHeight"], \
        f"{button.inner_text()!r} is not beside the board on the screen: {box}, board {board}"
    # Scrolled down the column beside it (to its foot: the story), the board stays on screen.
    tall = page.evaluate("w => document.querySelector(w).getBoundingClientRect().height", widget)
    assert name != "table" or tall > m["innerHeight"], "the table fits the screen: scrolling it tells nothing"
    page.evaluate("w => document.querySelector(w).scrollIntoView({block: 'end'})", widget)
    after = page.evaluate(MEASURE, [widget, MIN_TEXT_PX])["board"]
    assert after["top"] >= -1 and after["bottom"] <= m["innerHeight"] + 1, \
        f"scrolled to the story, the board leaves the screen: {after}"
    axe = axe_findings(page, keep=ARTIFACTS / "axe" / f"projector-mt-{name}.json")
    assert not axe, "\n".join(axe)


def test_a_click_on_the_scaled_board_still_makes_the_move(browser, voila):
    with opened(browser, voila, "table") as page:
        _at_the_board(page, ".mobgames-mt")
        status = page.locator(".mobgames-mt-status").first.inner_text()
        page.locator(".mobgames-mt [data-place=docks]").first.click()   # (then: which mobster goes there)
        page.locator(".mobgames-mt-actions .jupyter-button", has_text="in the Docks").first.click()
        deadline = time.monotonic() + HANG
        while page.locator(".mobgames-mt [data-place=docks] .mt-token").count() == 0:
            if time.monotonic() > deadline:
                pytest.fail(f"clicking the Docks placed no mobster there (status was {status!r})")
            time.sleep(0.1)
