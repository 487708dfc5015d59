"""Every space the Blood Feud table tints for a picked-up group is one the engine accepts (issue 25,
item 4): in classroom mode (Voila, headless Chromium), Ana picks up all her pieces on one space
and chooses each tinted space in turn (through the space list, as a click on the map does); no
choice is refused, and Undo puts the group back each time. The tinted spaces are worked out here
by the same engine calls the table shades with (``groups.reach`` and ``groups.targets``). About 60 s."""

from __future__ import annotations

from conftest import VOILA_PAGE_TIMEOUT, classroom_page
from labkit import CLICK_TIMEOUT, HANG, poll

ERROR = "rgb(176, 0, 32)"   # table_kit.ERROR, #b00020, as the browser reports a colour

SETUP = """\
from mobgames.bloodfeud import Turns, groups
from mobgames.bloodfeud.bots import bot

def biggest_group(turns):
    game = turns.game
    free = [u for u in game.units.values() if u.owner == "Ana" and u.carrier is None and u.id not in game.moved]
    if not free:
        return None, []
    source = max(sorted({u.space for u in free}), key=lambda s: sum(u.space == s for u in free))
    return source, [u for u in free if u.space == source]

def ready(turns):   # Ana's Battle phase, her biggest group able to attack somewhere
    if not (turns.player == "Ana" and turns.phase == "battle" and turns.decision.player == "Ana"
            and turns.game.round > 2):
        return False
    source, chosen = biggest_group(turns)
    return bool(chosen) and bool(groups.targets(turns, chosen, source))

turns = Turns.start(["Ana", "Bot Ben"], seed=1, starts={"Ana": "Queens"})
bots = {"Ana": bot("fair", seed=1), "Bot Ben": bot("fair", seed=2)}
while not ready(turns):
    d = turns.decision
    turns.apply(bots[d.player].choose(turns.view(d.player)))
"""
TABLE = SETUP + """
from mobgames.widgets import BFTable
table = BFTable(turns, humans=("Ana",))
table
"""


def tinted() -> tuple[str, list[str], list[str]]:
    """Ana's space with the most pieces free to act, and the names of the spaces the table tints
    for them all picked up: where they can go, and (Battle phase) what they can attack."""
    from mobgames.bloodfeud import groups

    scope: dict = {}
    exec(SETUP, scope)   # (the notebook's own set-up, run here too: the same position)
    turns = scope["turns"]
    game = turns.game
    source, chosen = scope["biggest_group"](turns)
    name = game.board.space
    ends = [name(s).name for s in groups.reach(game, chosen, source)]
    targets = [name(s).name for s in groups.targets(turns, chosen, source)]
    return name(source).name, ends, targets


def choose(page, space: str) -> None:
    finder = page.locator(".mobgames-board-finder input")
    finder.fill(space)
    finder.press("Enter")


def test_every_tinted_space_of_a_picked_group_is_accepted(browser, voila, tmp_path):
    source, ends, targets = tinted()
    assert ends and targets, "the position should offer moves and attacks to the picked group"
    with classroom_page(browser, voila, TABLE) as page:
        table = page.locator(".mobgames-bf")
        status = table.locator(".mobgames-bf-table")
        status.wait_for(state="visible", timeout=VOILA_PAGE_TIMEOUT * 1000)
        message = table.locator(".mobgames-bf-message")
        undo = table.get_by_role("button", name="Undo")
        refused = []
        for space in ends[:6] + targets:
            choose(page, source)   # pick the group up (every piece there)
            assert poll(lambda: "Battle phase" in status.inner_text() and table.locator(".mobgames-bf-count").count(),
                        CLICK_TIMEOUT), f"picking {source} up showed no pieces"
            before = message.inner_text()
            choose(page, space)
            assert poll(lambda: message.inner_text() != before, HANG), f"choosing {space} did nothing"
            colour = message.locator("div").first.evaluate("e => getComputedStyle(e).color")
            if colour == ERROR:
                refused.append(f"{space}: {message.inner_text()}")
                page.screenshot(path=str(tmp_path / f"refused-{len(refused)}.png"))
                continue
            said = message.inner_text()
            undo.click()   # (the next pick-up finds the whole group back on its space)
            assert poll(lambda: message.inner_text() != said, CLICK_TIMEOUT), f"Undo did not take back {space}"
        page.screenshot(path=str(tmp_path / "group-targets.png"))
        assert not refused, "tinted spaces the engine refused:\n" + "\n".join(refused)
