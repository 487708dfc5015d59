"""StoryStepper in classroom mode (Voila, the classroom template, headless Chromium): the buttons
step and go back, the counter and the highlighted story follow, the narration switch changes the
story, and the controls stay whole and on one line in large type. About 15 s."""

from __future__ import annotations

from conftest import VOILA_PAGE_TIMEOUT as START_TIMEOUT
from conftest import classroom_page


CLASSROOM_FONT_PX = 19
CODE = """from mobgames.mobties import Action, examples
from mobgames.widgets import StoryStepper
def don_picks_blue(g):
    return next(a for a in g.legal_actions() if a.kind == "tie" and a.target == "Blue")
StoryStepper(examples.docks_tie, [Action("Blue", "vote", target="Blue"), Action("Green", "vote", target="Green"),
             Action("Blue", "refuse", where="docks"), Action.deal("Blue", "Red", 10, vote="Blue"), don_picks_blue],
             title="The tie in the Docks")"""


def test_story_stepper_in_classroom_mode(browser, voila, tmp_path):
    with classroom_page(browser, voila, CODE) as page:
        stepper = page.locator(".mobgames-story-stepper")
        counter = stepper.locator(".mobgames-story-counter")
        counter.wait_for(state="visible", timeout=START_TIMEOUT * 1000)
        assert "Step 0 of 5" in counter.inner_text()
        step = stepper.get_by_role("button", name="Step ▶")
        for n in (1, 2, 3):
            step.click()
            page.wait_for_function(f"() => document.querySelector('.mobgames-story-counter')"
                                   f".innerText.includes('Step {n} of 5')")
        newest = stepper.locator(".mobgames-story-new")
        assert "Blue refuses to split." in newest.inner_text()
        stepper.get_by_role("button", name="Simple").click()
        page.wait_for_function("() => document.querySelector('.mobgames-story-new')"
                               ".innerText.includes('Blue does not want to split.')")
        stepper.get_by_role("button", name="◀ Back").click()
        page.wait_for_function("() => document.querySelector('.mobgames-story-counter')"
                               ".innerText.includes('Step 2 of 5')")
        assert "Green votes for Green with 2 respect." in stepper.locator(".mobgames-story-new").inner_text()
        page.screenshot(path=str(tmp_path / "story-stepper-classroom.png"))

        size = page.evaluate("() => parseFloat(getComputedStyle(document.querySelector("
                             "'.mobgames-story-new li')).fontSize)")
        assert size >= CLASSROOM_FONT_PX, f"the story is {size}px in classroom mode"
        cut = page.evaluate("() => Array.from(document.querySelectorAll('.mobgames-story-stepper button'))"
                            ".filter(b => b.scrollWidth > b.clientWidth + 1).map(b => b.innerText)")
        assert not cut, f"buttons with cut text: {cut}"
        # The switch's label and its buttons share one line (ipywidgets would put the label above).
        tops = page.evaluate("() => Array.from(document.querySelector('.mobgames-story-stepper "
                             ".widget-toggle-buttons').children).map(c => c.getBoundingClientRect().top)")
        assert max(tops) - min(tops) < 10, tops
