"""Real clicks on the teaching widgets: the income explorer's income changes when a family member is
moved on the map, and an exercise answers. (The battle stepper's clicks forward and back are in
test_battle_render.py, on the same page as its other checks.)"""

from __future__ import annotations

import pytest
from labkit import CLICK_TIMEOUT, explain_failure, first_widget, keep_screenshot, poll, widget_showing

from mobgames.bloodfeud.examples import DISTRICTS


@pytest.mark.chapter("notebooks/bloodfeud/02_family_and_income.ipynb", changes=True)
def test_income_changes_when_a_family_member_is_moved_by_clicks(chapter, lab_server, tmp_path):
    from mobgames.bloodfeud import load_board

    board = load_board()
    x0, y0, x1, _ = board.frame(DISTRICTS)
    scale = 560 / (x1 - x0)              # the chapter's explorer: focus on DISTRICTS, 560 px wide
    px, py = board.space("dyker_heights").point
    page = chapter
    with explain_failure(page, tmp_path, lab_server):
        explorer, readout = widget_showing(page, ".mobgames-income-explorer", ".mobgames-income-readout", "Income $360")
        canvas = explorer.locator("canvas").first
        box = canvas.bounding_box()
        page.mouse.click(box["x"] + (px - x0) * scale, box["y"] + (py - y0) * scale)
        assert poll(lambda: "Dyker Heights" in explorer.inner_text(), CLICK_TIMEOUT), "the click did not select Dyker Heights"
        # The "Move:" list starts on the Family Member in Bay Ridge: move it in with the one in Dyker Heights.
        explorer.get_by_role("button", name="…to the selected space").click()
        assert poll(lambda: "Income $300" in readout.inner_text(), CLICK_TIMEOUT), readout.inner_text()
        keep_screenshot(page, tmp_path / "income-after-move.png")


@pytest.mark.chapter("notebooks/bloodfeud/03_battle.ipynb", changes=True)
def test_an_exercise_gives_feedback_when_answered(chapter, lab_server, tmp_path):
    """Chapter 3's language focus: answer a question by clicking, press Check, read the feedback."""
    page = chapter
    with explain_failure(page, tmp_path, lab_server):
        question = first_widget(page, ".mobgames-exercise-question")
        feedback = question.locator(".mobgames-exercise-feedback").first
        assert feedback.inner_text().strip() == ""
        question.locator("input[type=radio]").first.check()
        question.locator(".mobgames-exercise-check").click()
        assert poll(lambda: len(feedback.inner_text().strip()) > 10, CLICK_TIMEOUT), "no feedback after Check"
        keep_screenshot(page, tmp_path / "exercise-feedback.png")
