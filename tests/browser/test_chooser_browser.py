"""Chooser in classroom mode (Voila, the classroom template, headless Chromium): a choice of a few
options is a row of buttons, a longer one a list; choosing builds the widget below again (here a
StoryStepper of chapter 4's Feds), and every button's words fit. About 15 s."""

from __future__ import annotations

from conftest import VOILA_PAGE_TIMEOUT as START_TIMEOUT
from conftest import classroom_page


CODE = """from mobgames.mobties.bots import simple_bot
from mobgames.mobties.examples import FEDS_ARRIVE_MOVES, feds_arrive
from mobgames.widgets import Chooser, StoryStepper

def script(game):
    if game.phase == "movement":
        return next(a for a in FEDS_ARRIVE_MOVES if a.player == game.decision.player)
    return simple_bot(game)

def stepper(card, weapon):
    return StoryStepper(lambda: feds_arrive(card, weapon), script,
                        until=lambda g: g.round > 2 or g.phase not in ("movement", "feds"))

Chooser(stepper, {"card": ("Fed card", [("Citywide Crackdown", "citywide_crackdown"), ("FBI Raid", "fbi_raid"),
                                        ("Turn the Tables", "turn_the_tables"),
                                        ("1 Fed at Little Italy", "raid_little_italy_1"),
                                        ("2 Feds at Kitty's", "raid_kittys_2")]),
                  "weapon": ("Blue and Green hold", [("none", ""), ("Shotgun (removes 2)", "shotgun")])},
        title="The Feds come", describe=lambda card, weapon: f"Chosen: {card}, {weapon or 'no weapon'}.")"""


def chosen(page, words: str) -> None:
    """Wait until the chooser says what was chosen: the new widget is built by then."""
    page.wait_for_function(f"() => document.querySelector('.mobgames-chooser-message').innerText.includes({words!r})")


def test_chooser_in_classroom_mode(browser, voila, tmp_path):
    with classroom_page(browser, voila, CODE) as page:
        chooser = page.locator(".mobgames-chooser")
        chooser.locator(".mobgames-story-counter").wait_for(state="visible", timeout=START_TIMEOUT * 1000)
        # Five Fed cards: a list; two weapons: buttons.
        chooser.locator("select").select_option(label="1 Fed at Little Italy")
        chosen(page, "Chosen: raid_little_italy_1, no weapon.")
        chooser.get_by_role("button", name="Run to the end").click()
        page.wait_for_function("() => document.querySelector('.mobgames-story-steps')"
                               ".innerText.includes('closed for the rest of the game')")
        chooser.locator("select").select_option(label="FBI Raid")
        chosen(page, "Chosen: fbi_raid, no weapon.")
        chooser.get_by_role("button", name="Shotgun (removes 2)").click()
        chosen(page, "Chosen: fbi_raid, shotgun.")
        chooser.get_by_role("button", name="Run to the end").click()
        page.wait_for_function("() => document.querySelector('.mobgames-story-steps')"
                               ".innerText.includes('Blue uses a Shotgun')")
        assert page.locator(".mobgames-story-stepper").count() == 1        # the old stepper is gone
        page.screenshot(path=str(tmp_path / "chooser-classroom.png"), full_page=True)
        cut = page.evaluate("() => Array.from(document.querySelectorAll('.mobgames-chooser button'))"
                            ".filter(b => b.scrollWidth > b.clientWidth + 1).map(b => b.innerText)")
        assert not cut, f"buttons with cut text: {cut}"
