"""The click-latency benchmark (run by ``benchmarks/clicks.py``, never by ``make test``: its name
does not start with ``test_``). Scripted clicks on the three game tables, the battle stepper and
the income explorer's map in a real Chromium over JupyterLab; each click is timed from the click to
the first change the widget shows (a DOM mutation inside it). Clicks that hand the game to the
computer players (End turn, a card game's choice) are reported apart, as bot turns.
Figures are printed, never asserted."""

from __future__ import annotations

import statistics

from test_chapters_browser import first_widget, run_all_cells

# In the page: click the element, resolve with the ms until the first mutation inside ``root``.
TIMED_CLICK = """([root, target]) => new Promise(resolve => {
    const t0 = performance.now();
    // (a change of the clicked button alone, such as its focus ring, is not an answer)
    const obs = new MutationObserver(records => {
        if (records.every(r => target.contains(r.target))) return;
        obs.disconnect(); resolve(performance.now() - t0);
    });
    obs.observe(root, {subtree: true, childList: true, attributes: true, characterData: true});
    target.click();
    setTimeout(() => { obs.disconnect(); resolve(-1); }, 10000);
})"""


# The same for a click at a point of the page (a map canvas answers where it is clicked).
TIMED_POINT = """([root, x, y]) => new Promise(resolve => {
    const target = document.elementFromPoint(x, y);
    const t0 = performance.now();
    const obs = new MutationObserver(() => { obs.disconnect(); resolve(performance.now() - t0); });
    obs.observe(root, {subtree: true, childList: true, attributes: true, characterData: true});
    for (const kind of ["mousedown", "mouseup", "click"]) {
        target.dispatchEvent(new MouseEvent(kind, {clientX: x, clientY: y, bubbles: true, button: 0}));
    }
    setTimeout(() => { obs.disconnect(); resolve(-1); }, 10000);
})"""


def timed_at(widget, canvas, view, space_id: str) -> float:
    """One click on a space of a map ``canvas`` drawn as ``view`` (a ``BoardView`` made the same
    way in this process, which says where the space is drawn), in ms to the first change."""
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    px, py = view.board.space(space_id).point
    x = box["x"] + (px - view.origin[0]) * view.scale * box["width"] / view.size[0]
    y = box["y"] + (py - view.origin[1]) * view.scale * box["height"] / view.size[1]
    return widget.page.evaluate(TIMED_POINT, [widget.element_handle(), x, y])


def timed(widget, button) -> float:
    """One click on ``button`` (a locator inside ``widget``), in ms to the first visible change."""
    return widget.page.evaluate(TIMED_CLICK, [widget.element_handle(), button.element_handle()])


def spread(name: str, times: list[float]) -> None:
    if not times:
        print(f"{name:<44} no clicks")
        return
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    print(f"{name:<44} {len(times):>4} clicks   median {statistics.median(times):7.1f} ms   "
          f"90th percentile {p90:7.1f} ms   worst {ordered[-1]:7.1f} ms")


def test_click_latency(page, lab_server):
    ui: list[float] = []      # clicks answered by the page and the kernel alone
    bots: list[float] = []    # clicks after which the computer players play
    rows = []

    run_all_cells(page, lab_server, "notebooks/bloodfeud/03_battle.ipynb")
    stepper = first_widget(page, ".mobgames-battle")
    step, back = stepper.get_by_role("button", name="Step ▶"), stepper.get_by_role("button", name="◀ Back")
    mine = [timed(stepper, step) for _ in range(30)] + [timed(stepper, back) for _ in range(10)]
    rows.append(("Battle stepper (Step, Back)", mine))
    ui += mine

    from mobgames.widgets import IncomeExplorer

    run_all_cells(page, lab_server, "notebooks/bloodfeud/02_family_and_income.ipynb")
    explorer = first_widget(page, ".mobgames-income-explorer")
    view = IncomeExplorer(example=1).view
    canvas = explorer.locator(".mobgames-board canvas").last
    mine = [timed_at(explorer, canvas, view, sid) for sid in ("bay_ridge", "dyker_heights", "gravesend", "bensonhurst") * 3]
    rows.append(("Income explorer map (select a space)", mine))
    ui += mine

    run_all_cells(page, lab_server, "notebooks/bloodfeud/08_play_a_full_game.ipynb")
    table = first_widget(page, ".mobgames-bf")
    from mobgames.bloodfeud import Turns
    from mobgames.widgets import BFTable

    view = BFTable(Turns.start(["Ana", "Bot Ben", "Bot Chen"], seed=2026, starts={"Ana": "The Bronx"}),
                   humans=("Ana",)).view   # the same table as the chapter's: where its spaces are drawn
    nxt, end = table.get_by_role("button", name="Next phase ▶"), table.get_by_role("button", name="End turn")
    mine, theirs = [], []
    for _ in range(8):
        if nxt.count() and nxt.first.is_enabled():
            mine.append(timed(table, nxt.first))
        page.wait_for_timeout(150)   # (the buttons are drawn again after each click)
        factor = table.get_by_role("button", name="Factor income ▶")
        if factor.count() and factor.first.is_enabled(timeout=3000):
            mine.append(timed(table, factor.first))
        theirs.append(timed(table, end.first))
    rows += [("Blood Feud table (Next phase, Factor income)", mine), ("Blood Feud table, End turn (bots play)", theirs)]
    ui += mine
    bots += theirs
    canvas = table.locator(".mobgames-board canvas").last
    mine = []
    for _ in range(12):   # pick up the family in Belmont, put it down, ...
        mine.append(timed_at(table, canvas, view, "belmont"))
        page.wait_for_timeout(150)
    rows.append(("Blood Feud table map (pick up, put down)", mine))
    ui += mine

    for notebook, css, name in (("notebooks/mobties/07_play_a_game.ipynb", ".mobgames-mt", "Mob Ties table"),
                                ("notebooks/familybusiness/04_play_a_game.ipynb", ".mobgames-fb", "Family Business table")):
        run_all_cells(page, lab_server, notebook)
        table = first_widget(page, css)
        actions = table.locator(".mobgames-mt-actions button, .mobgames-fb-actions button")
        theirs = []
        for _ in range(25):
            if not actions.count():
                break
            theirs.append(timed(table, actions.last))
            page.wait_for_timeout(150)   # (the buttons are drawn again after each choice)
        rows.append((f"{name}, a choice (bots answer)", theirs))
        bots += theirs
        undo = table.get_by_role("button", name="Undo")
        mine = [timed(table, undo.first) for _ in range(3) if undo.first.is_enabled()]
        rows.append((f"{name}, Undo", mine))
        ui += mine

    print()
    for name, times in rows:
        spread(name, [t for t in times if t >= 0])
    spread("All clicks without bot turns", [t for t in ui if t >= 0])
    spread("All clicks that let the bots play", [t for t in bots if t >= 0])
    missed = sum(1 for t in ui + bots if t < 0)
    print(f"{len(ui) + len(bots)} clicks in all; {missed} showed no change within 10 s")
