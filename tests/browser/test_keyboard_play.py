"""Playing the three game tables from the keyboard alone, in JupyterLab (issue 15): one Blood Feud
turn (move a group, buy, end the turn; then Undo from the next turn), one Mob Ties round (placing through the board's outlined
locations, then the buttons) and one Family Business turn. No mouse event anywhere: Tab and
Shift+Tab to reach a control, Enter to use it, typing into the space list.

Screenshots go to the test's tmp folder and /tmp/issue15-shots/play-*.png."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from labkit import CLICK_TIMEOUT, DRAW_TIMEOUT, HANG, explain_failure, first_widget, poll, run_all_cells

SHOTS = Path("/tmp/issue15-shots")
MAX_TABS = 120   # Tab presses allowed to reach one control (a table has many)
BOT_TIMEOUT = HANG  # the bots' turns after a key

FOCUSED = """css => { const a = document.activeElement; return !!a && a.matches(css); }"""
FOCUS_IN = """css => { const a = document.activeElement; return !!a && !!a.closest(css); }"""


def shot(element, name: str, tmp_path: Path) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    png = element.screenshot()
    (SHOTS / f"play-{name}.png").write_bytes(png)
    (tmp_path / f"play-{name}.png").write_bytes(png)


def tab_to(page, css: str, what: str, text: str | None = None) -> None:
    """Press Tab until the focused element matches ``css`` (and shows ``text``, if given)."""
    for _ in range(MAX_TABS):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED, css) and (text is None or text in (page.evaluate(
                "() => document.activeElement.innerText || document.activeElement.getAttribute('aria-label') || ''"))):
            return
    raise AssertionError(f"Tab never reached {what} ({css}, {text!r})")


def start_in(page, table) -> None:
    """Put the keyboard at the top of the table's output (as a reader's first Tab into it would)."""
    table.evaluate("e => { const o = e.closest('.jp-OutputArea-output'); o.tabIndex = -1; o.focus(); }")


# A Blood Feud position with money to spend: the fair bots play both families (Ana too) until
# Ana's turn begins with $250 or more; then Ana sits down at the table. (Chapter 8 starts every
# family with $0, and a Thug costs $100.)
TURN_SETUP = """\
from mobgames.bloodfeud import Turns
from mobgames.bloodfeud.bots import bot
from mobgames.widgets import BFTable

turns = Turns.start(["Ana", "Bot Ben"], seed=5, starts={"Ana": "Queens"})
bots = {"Ana": bot("fair", seed=1), "Bot Ben": bot("fair", seed=2)}
while not (turns.player == "Ana" and turns.phase == "battle" and turns.decision.player == "Ana"
           and turns.game.cash["Ana"] >= 250 and turns.game.round > 1):
    d = turns.decision
    turns.apply(bots[d.player].choose(turns.view(d.player)))
table = BFTable(turns, humans=("Ana",))
table
"""


def blood_feud_position():
    """The same table in this process: where Ana's Boss stands, and a space he can walk to."""
    from mobgames.bloodfeud.groups import reach

    scope: dict = {}
    exec(TURN_SETUP.rsplit("table\n", 1)[0], scope)   # the cell, without showing the table
    game = scope["turns"].game
    boss = next(u for u in game.units.values() if u.owner == "Ana" and u.kind == "boss")
    alone = [u for u in game.units_at(boss.space, "Ana") if u.carrier is None]
    assert [u.kind for u in alone] == ["boss"], "the test expects Ana's Boss alone on his space"
    goes = reach(game, alone, boss.space)
    return game.board.space(boss.space).name, game.board.space(goes[0]).name


def test_one_blood_feud_turn_by_keyboard_alone(page, lab_server, tmp_path):
    import nbformat

    start, goal = blood_feud_position()
    folder = lab_server.root / "test-artifacts"
    folder.mkdir(exist_ok=True)
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(TURN_SETUP)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, folder / "keyboard_turn.ipynb")
    with explain_failure(page, tmp_path, lab_server):
        run_all_cells(page, lab_server, "test-artifacts/keyboard_turn.ipynb")
        table = first_widget(page, ".mobgames-bf")
        status = table.locator(".mobgames-bf-table")
        assert poll(lambda: "Battle phase" in status.inner_text() and "Ana" in status.inner_text(), DRAW_TIMEOUT), \
            status.inner_text()
        round_now = re.search(r"Round (\d+)", status.inner_text()).group(1)
        start_in(page, table)
        tab_to(page, ".mobgames-bf-actions button", "Next phase", "Next phase")
        page.keyboard.press("Enter")
        assert poll(lambda: "Movement phase" in status.inner_text(), CLICK_TIMEOUT), status.inner_text()
        # Pick up the Boss and walk him one space, through the space list.
        tab_to(page, ".mobgames-board-finder input", "the space list")
        page.keyboard.type(start)
        page.keyboard.press("Enter")
        steppers = table.locator(".mobgames-bf-count")
        assert poll(lambda: "Boss 1 of 1" in " ".join(steppers.all_inner_texts()), CLICK_TIMEOUT), \
            f"picking {start} showed no Boss stepper"
        page.keyboard.type(goal)
        page.keyboard.press("Enter")
        here = table.locator(".mobgames-bf-here")
        assert poll(lambda: goal in here.inner_text() and "Boss" in here.inner_text(), CLICK_TIMEOUT), here.inner_text()
        shot(table, "bf-moved", tmp_path)
        # Factor income, then on to Make Purchases.
        start_in(page, table)
        tab_to(page, ".mobgames-bf-actions button", "Factor income", "Factor income")
        page.keyboard.press("Enter")
        assert poll(lambda: "Movement phase" not in status.inner_text(), CLICK_TIMEOUT), status.inner_text()
        for _ in range(3):
            if "Make Purchases phase" in status.inner_text():
                break
            start_in(page, table)
            tab_to(page, ".mobgames-bf-actions button", "Next phase", "Next phase")
            page.keyboard.press("Enter")
            poll(lambda: "Make Purchases phase" in status.inner_text(), CLICK_TIMEOUT)
        assert "Make Purchases phase" in status.inner_text(), status.inner_text()
        start_in(page, table)
        tab_to(page, ".mobgames-bf-shop button", "the Thug button", "Thug")
        page.keyboard.press("Enter")
        message = table.locator(".mobgames-bf-message")
        assert poll(lambda: "Thug" in message.inner_text(), CLICK_TIMEOUT), message.inner_text()
        start_in(page, table)
        tab_to(page, ".mobgames-bf-actions button", "End turn", "End turn")
        page.keyboard.press("Enter")
        after = rf"Round {int(round_now) + 1}: .*Ana"
        assert poll(lambda: re.search(after, status.inner_text()) is not None, BOT_TIMEOUT), status.inner_text()
        shot(table, "bf-next-turn", tmp_path)
        # Undo, at the start of Ana's next turn (issue 25: it took back only the computer's End turn
        # and left the table inside the computer's turn): back to just before Ana's own End turn,
        # the computer's whole turn taken back, the table on Ana's decision again.
        undo = table.get_by_role("button", name="Undo")
        assert "last decision made at this table" in (undo.get_attribute("title") or "")
        start_in(page, table)
        tab_to(page, ".mobgames-table-tools button, button", "Undo", "Undo")
        page.keyboard.press("Enter")
        assert poll(lambda: re.search(rf"Round {round_now}\b", status.inner_text()) is not None
                    and "Make Purchases phase" in status.inner_text(), CLICK_TIMEOUT), status.inner_text()
        assert "Ana" in status.inner_text() and not table.get_by_role("button", name="End turn").is_disabled()
        shot(table, "bf-undone", tmp_path)


@pytest.mark.chapter("notebooks/mobties/07_play_a_game.ipynb", own=True)
def test_one_mob_ties_round_by_keyboard_alone(chapter, lab_server, tmp_path):
    page = chapter
    with explain_failure(page, tmp_path, lab_server):
        table = first_widget(page, ".mobgames-mt")
        status = table.locator(".mobgames-mt-status")
        assert poll(lambda: "Your decision" in status.inner_text(), DRAW_TIMEOUT), status.inner_text()
        assert "Round 1" in status.inner_text()
        # The first placement through the board: Tab to an outlined location, Enter, then a choice.
        start_in(page, table)
        tab_to(page, ".mobgames-svg-target", "an outlined location on the board")
        page.keyboard.press("Enter")
        buttons = table.locator(".mobgames-mt-actions button")
        message = table.locator(".mobgames-table-message")
        assert poll(lambda: "things: choose one" in message.inner_text(), CLICK_TIMEOUT), message.inner_text()
        assert buttons.count() >= 2
        shot(table, "mt-location", tmp_path)
        decisions = 0
        while "Round 1" in status.inner_text() and not table.locator(".mobgames-table-over").is_visible():
            assert decisions < 80, f"one round took more than 80 decisions: {status.inner_text()}"
            before = status.inner_text() + table.locator(".mobgames-mt-log").inner_text()
            start_in(page, table)
            tab_to(page, ".mobgames-mt-actions button", "a choice")
            page.keyboard.press("Enter")
            assert poll(lambda: status.inner_text() + table.locator(".mobgames-mt-log").inner_text() != before,
                        BOT_TIMEOUT), "a choice made by Enter changed nothing"
            poll(lambda: "Your decision" in status.inner_text() or "Round 1" not in status.inner_text(), BOT_TIMEOUT)
            decisions += 1
        assert "Round 2" in status.inner_text() or "Game over" in status.inner_text(), status.inner_text()
        assert decisions >= 5, f"a round with only {decisions} decisions of Red's"
        shot(table, "mt-round-2", tmp_path)


@pytest.mark.chapter("notebooks/familybusiness/04_play_a_game.ipynb", own=True)
def test_one_family_business_turn_by_keyboard_alone(chapter, lab_server, tmp_path):
    page = chapter
    with explain_failure(page, tmp_path, lab_server):
        table = first_widget(page, ".mobgames-fb")
        status = table.locator(".mobgames-fb-status")
        story = table.locator(".mobgames-table-story")
        assert poll(lambda: "Your decision" in status.inner_text(), DRAW_TIMEOUT), status.inner_text()
        told = story.inner_text()
        for _ in range(6):   # a play, and any question it leads to (choose a mobster, counter or not)
            start_in(page, table)
            tab_to(page, ".mobgames-fb-actions button", "a card to play")
            page.keyboard.press("Enter")
            assert poll(lambda: story.inner_text() != told, BOT_TIMEOUT), "Enter on a card changed nothing"
            told = story.inner_text()
            poll(lambda: "Your decision" in status.inner_text(), BOT_TIMEOUT)
            if re.search(r"Ana (plays|discards)", told) and re.search(r"Bot (Bella|Carlo) (plays|discards|passes)", told):
                break
        assert re.search(r"Ana (plays|discards)", told), told[-600:]
        assert re.search(r"Bot (Bella|Carlo)", told.split("Ana", 1)[-1]), "no bot played after Ana's turn"
        # After the choice the buttons were drawn again: the focus is on the first of the new ones (no
        # Tab needed for the next choice), and the message, a live region, says what happened.
        assert poll(lambda: page.evaluate("() => !!document.activeElement?.matches('.mobgames-fb-actions button')"),
                    BOT_TIMEOUT), "after a choice the focus is not on the next choice"
        message = table.locator(".mobgames-table-message")
        assert message.get_attribute("aria-live") == "polite" and message.inner_text().strip()
        shot(table, "fb-turn", tmp_path)
