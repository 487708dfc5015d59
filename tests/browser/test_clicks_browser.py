"""Real clicks on the teaching widgets: the battle stepper steps forward and back, and the income
explorer's income changes when a family member is moved on the map."""

from __future__ import annotations

from test_chapters_browser import (
    CLICK_TIMEOUT,
    explain_failure,
    first_widget,
    keep_screenshot,
    open_widget_showing,
    poll,
    run_all_cells,
)

from mobgames.bloodfeud.examples import DISTRICTS, battle_example


def test_battle_stepper_steps_forward_and_back_by_clicks(page, lab_server, tmp_path):
    events = battle_example(1).events
    with explain_failure(page, tmp_path, lab_server):
        run_all_cells(page, lab_server, "notebooks/bloodfeud/03_battle.ipynb")
        stepper = first_widget(page, ".mobgames-battle")
        line = stepper.locator(".mobgames-battle-line")
        step = stepper.get_by_role("button", name="Step ▶")
        back = stepper.get_by_role("button", name="◀ Back")
        for _ in range(4):
            step.click()
        assert poll(lambda: events[4].text in line.inner_text(), CLICK_TIMEOUT), line.inner_text()
        back.click()
        back.click()
        assert poll(lambda: events[2].text in line.inner_text(), CLICK_TIMEOUT), \
            line.inner_text()
        keep_screenshot(page, tmp_path / "stepper-back.png")


def test_income_changes_when_a_family_member_is_moved_by_clicks(page, lab_server, tmp_path):
    from mobgames.bloodfeud import load_board

    board = load_board()
    x0, y0, x1, _ = board.frame(DISTRICTS)
    scale = 560 / (x1 - x0)              # the chapter's explorer: focus on DISTRICTS, 560 px wide
    px, py = board.space("dyker_heights").point
    with explain_failure(page, tmp_path, lab_server):
        explorer, readout = open_widget_showing(page, lab_server, "notebooks/bloodfeud/02_family_and_income.ipynb",
                                                ".mobgames-income-explorer", ".mobgames-income-readout", "Income $360")
        canvas = explorer.locator("canvas").first
        box = canvas.bounding_box()
        page.mouse.click(box["x"] + (px - x0) * scale, box["y"] + (py - y0) * scale)
        assert poll(lambda: "Dyker Heights" in explorer.inner_text(), CLICK_TIMEOUT), "the click did not select Dyker Heights"
        # The "Move:" list starts on the Family Member in Bay Ridge: move it in with the one in Dyker Heights.
        explorer.get_by_role("button", name="…to the selected space").click()
        assert poll(lambda: "Income $300" in readout.inner_text(), CLICK_TIMEOUT), readout.inner_text()
        keep_screenshot(page, tmp_path / "income-after-move.png")


def test_an_exercise_gives_feedback_when_answered(page, lab_server, tmp_path):
    """Chapter 3's language focus: answer a question by clicking, press Check, read the feedback."""
    with explain_failure(page, tmp_path, lab_server):
        run_all_cells(page, lab_server, "notebooks/bloodfeud/03_battle.ipynb")
        question = first_widget(page, ".mobgames-exercise-question")
        feedback = question.locator(".mobgames-exercise-feedback").first
        assert feedback.inner_text().strip() == ""
        question.locator("input[type=radio]").first.check()
        question.locator(".mobgames-exercise-check").click()
        assert poll(lambda: len(feedback.inner_text().strip()) > 10, CLICK_TIMEOUT), "no feedback after Check"
        keep_screenshot(page, tmp_path / "exercise-feedback.png")
