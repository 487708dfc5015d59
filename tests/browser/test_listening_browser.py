"""Issue 30: the Listen buttons in a real browser, in classroom mode (Voila) as a student meets them.
A word of the word bank is read aloud from a click and from the keyboard alone; the battle stepper
reads its moment; the buttons are named for what they read, and axe finds nothing on them."""

from __future__ import annotations

from conftest import PROJECTOR, REPO_ROOT
from labkit import HANG, axe_findings, poll

CHAPTER = "notebooks/bloodfeud/03_battle.ipynb"
ARTIFACTS = REPO_ROOT / "test-artifacts"

PLAYED = "e => Number(e.closest('.mobgames-listen').dataset.played || 0)"


def _open(browser, server, chapter):
    """A projector-sized page of ``chapter`` in classroom mode, and its context (to close)."""
    context = browser.new_context(viewport=PROJECTOR)
    context.set_default_timeout(HANG * 1000)
    page = context.new_page()
    page.goto(server.url(chapter), timeout=HANG * 1000)
    return context, page


def test_a_student_hears_a_word_a_model_answer_and_a_battle(browser, voila_student):
    context, page = _open(browser, voila_student, CHAPTER)
    try:
        word = page.get_by_role("button", name="Listen: attacker")
        word.wait_for(timeout=HANG * 1000)
        word.scroll_into_view_if_needed()
        word.click()
        assert poll(lambda: word.evaluate(PLAYED) >= 1, HANG), "the word was not played to its end"
        # The keyboard alone: Tab reaches the next word's button, Enter presses it.
        word.focus()
        page.keyboard.press("Tab")
        focused = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
        assert focused and focused.startswith("Listen: ") and focused != "Listen: attacker", focused
        page.keyboard.press("Enter")
        assert poll(lambda: word.evaluate(PLAYED) >= 2, HANG)

        model = page.get_by_role("button", name="Listen to the model answer")
        model.scroll_into_view_if_needed()
        page.locator(".mobgames-now-you input[type=checkbox]").first.check()    # Slower
        model.click()
        assert poll(lambda: model.evaluate("e => Number(e.closest('.mobgames-listen').dataset.started || 0)") >= 1,
                    HANG), "the model answer did not start"

        moment = page.get_by_role("button", name="Listen: this step of the battle").first
        moment.scroll_into_view_if_needed()
        moment.click()
        assert poll(lambda: moment.evaluate(PLAYED) >= 1, HANG)
        # A game word in the battle's sentence: a click shows its definition and says it.
        term = page.locator(".mobgames-battle-line abbr.mobgames-term[data-term]").first
        before = moment.evaluate(PLAYED)
        term.click()
        assert poll(lambda: moment.evaluate(PLAYED) > before, HANG), "a clicked game word was not said"
        moment.evaluate("e => e.closest('.mobgames-battle').scrollIntoView()")
        page.screenshot(path=str(ARTIFACTS / "listen-battle.png"))
        word.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "listen-word-bank.png"))
        assert page.locator(".mobgames-listen [role=status]").evaluate_all(
            "els => els.map(e => e.textContent).join('')") == "", "a recorded text fell back to the browser's voice"
        axe = axe_findings(page, include=(".mobgames-listen",), keep=ARTIFACTS / "listen-axe.json")
        assert not axe, "axe-core finds, on the Listen buttons:\n" + "\n".join(axe)
    finally:
        context.close()


def test_a_live_table_offers_the_browsers_voice_and_says_when_there_is_none(browser, voila_student):
    """Headless Chromium has no speech voices: the switch says so and is off, and the table plays on."""
    context, page = _open(browser, voila_student, "notebooks/familybusiness/04_play_a_game.ipynb")
    try:
        switch = page.locator(".mobgames-read-aloud").first
        switch.wait_for(timeout=HANG * 1000)
        switch.scroll_into_view_if_needed()
        assert switch.get_attribute("data-voices") == "no"
        assert "this browser has no voice of its own" in switch.inner_text()
        assert switch.locator("input").is_disabled()
        page.screenshot(path=str(ARTIFACTS / "listen-table.png"))
    finally:
        context.close()
