"""BattleStepper: step through a gun battle die by die (step, back, restart, run to the end), with
the battlefield drawn after each event and the narration line under it. OddsPanel shows the exact
chances for any forces (with its own controls, or driven by code) as a chart of outcomes and
survivors; BattleBuilder lets a class set up its own battle with a seed.

Work that can take a while (the exact odds of a big battle: about 1.5 s for 80 against 80) first
shows "Working..." and disables the buttons; the front end shows it before the work starts."""

from __future__ import annotations

from contextlib import contextmanager

import ipywidgets as W

from mobgames.bloodfeud.battle import WOUND_ORDER, Battle, BattleError, piece_name
from mobgames.bloodfeud.battlefield import odds_chart_svg
from mobgames.bloodfeud.odds import battle_odds
from mobgames.core.markup import no_math, text
from mobgames.dice import RandomDice
from mobgames.teaching import annotate  # game terms show their definition on hover, click or tap

from .glossary_panel import TERM_STYLE
from .keyboard import KeyboardGuard, announce, enter_only
from .listen import Listen

BUTTON = W.Layout(width="auto")
BUILDINGS = [("No building", "none"), ("Corrupt Precinct (+1)", "precinct"), ("Penthouse Palace (+3)", "penthouse")]
ERROR = "color:#b00020;font-size:15px"
BUSY = "<span class='mobgames-busy' role='status' style='font-size:15px;color:#444'>⏳ Working...</span>"


def _building_value(building: str | None) -> str:
    """The dropdown's value for a building (the dropdown never holds None: that shows a blank)."""
    return building or "none"


def _building(value: str) -> str | None:
    return None if value == "none" else value


class BattleStepper(W.VBox):
    """``BattleStepper(battle)``; ``.step()``, ``.back()``, ``.restart()``, ``.run()`` and
    ``.index`` (the event shown) work from code as well as from the buttons.

    One numbering only: the narration keeps the rulebook's own steps ("Step 2: ..."), and the
    slider shows how far into the battle we are without a second number."""

    def __init__(self, battle: Battle):
        self.battle = self.rulebook = battle
        self.events = battle.events          # fights the battle once; stepping replays its log
        self.picture = W.HTML()
        self.picture.add_class("mobgames-battlefield")
        self.line = W.HTML()
        self.line.add_class("mobgames-battle-line")
        self.restart_button = W.Button(description="Restart", icon="backward", layout=BUTTON, tooltip="Back to the start")
        self.back_button = W.Button(description="◀ Back", layout=BUTTON, tooltip="One event back")
        self.step_button = W.Button(description="Step ▶", layout=BUTTON, button_style="primary", tooltip="Next event")
        self.run_button = W.Button(description="Run to the end", layout=BUTTON, tooltip="To the end of the battle")
        # The slider moves through the events; no readout, so the only number on screen is the
        # rulebook step the narration names.
        self.slider = W.IntSlider(min=1, max=len(self.events), value=1, description="Progress:", readout=False,
                                  continuous_update=True, layout=W.Layout(width="360px"),
                                  tooltip="Drag to any moment of the battle")
        self.restart_button.on_click(lambda _: self.restart())
        self.back_button.on_click(lambda _: self.back())
        self.step_button.on_click(lambda _: self.step())
        self.run_button.on_click(lambda _: self.run())
        self.slider.observe(lambda c: self.show(), "value")
        controls = W.HBox([self.restart_button, self.back_button, self.step_button, self.run_button, self.slider],
                          layout=W.Layout(flex_flow="row wrap", align_items="center"))
        # What if: on a die, another face, and the battle fought again from there (Battle.what_if).
        self.what_if = enter_only(W.Dropdown(options=[(str(v), v) for v in range(1, 11)], value=1,
                                             description="What if this die showed:",
                                             style={"description_width": "initial"}, layout=W.Layout(width="auto")))
        self.what_if.observe(self._what_if, "value")
        self.rulebook_button = W.Button(description="The rulebook's dice", layout=BUTTON,
                                        tooltip="Fight the battle again with the dice it had")
        self.rulebook_button.on_click(lambda _: self.back_to_rulebook())
        self.note = announce(W.HTML())
        self.what_if_row = W.HBox([self.what_if, self.rulebook_button, self.note],
                                  layout=W.Layout(flex_flow="row wrap", align_items="center", display="none"))
        self.what_if_row.add_class("mobgames-what-if")
        self._quiet = False
        self.listen = Listen(speed=True, terms=True)   # the event shown read aloud, or every event up to it
        super().__init__([controls, self.what_if_row, self.picture, self.line, self.listen])
        KeyboardGuard.protect(self)   # (its lists act on Enter; its slider and boxes are named)
        self.add_class("mobgames-battle")
        self.show()

    @property
    def index(self) -> int:
        """The event shown, counting from 0."""
        return self.slider.value - 1

    @index.setter
    def index(self, value: int) -> None:
        self.slider.value = max(0, min(value, len(self.events) - 1)) + 1

    def step(self):
        self.index += 1

    def back(self):
        self.index -= 1

    def restart(self):
        self.index = 0

    def run(self):
        self.index = len(self.events) - 1

    @property
    def event(self):
        return self.events[self.index]

    def show(self):
        """Draw the battlefield and the narration of the event at ``index``."""
        i = self.index
        self.picture.value = no_math(self.battle.svg(i))
        self.line.value = TERM_STYLE + no_math(annotate(self.event.text),
                                               style="font-size:17px;line-height:1.5;padding:4px 0")
        self.back_button.disabled = self.restart_button.disabled = i == 0
        self.step_button.disabled = self.run_button.disabled = i == len(self.events) - 1
        self.listen.set([("This step", "Listen: this step of the battle", [self.event.text]),
                         ("Every step", "Listen: every step of the battle so far", [e.text for e in self.events[:i + 1]])])
        roll = self.event.data.get("roll")
        self.what_if_row.layout.display = "flex" if roll is not None else "none"
        if roll is not None:
            self._quiet = True
            self.what_if.value = roll
            self._quiet = False
        self.rulebook_button.disabled = self.battle is self.rulebook

    def _what_if(self, change) -> None:
        if not self._quiet:
            self.choose(change["new"])

    def choose(self, roll: int) -> None:
        """Fight the battle again with the die shown now giving ``roll`` (the later dice as they
        fell, more from the seed if the new battle needs them); stay on the same die."""
        die = self.event.data["rolls"] - 1
        self._fight_again(self.battle.what_if(die, roll), die)
        outcome = self.battle.run().outcome
        told = "a bloodbath" if outcome == "bloodbath" else f"{self.battle.names[outcome]} wins"
        self.note.value = no_math(text(f"What if this die showed {roll}: the battle ends in {told}."),
                                  style="font-size:16px")

    def back_to_rulebook(self) -> None:
        die = self.event.data.get("rolls", 1) - 1
        self._fight_again(self.rulebook, die)
        self.note.value = no_math(text("Back to the rulebook's dice."), style="font-size:16px")

    def _fight_again(self, battle: Battle, die: int) -> None:
        """Show ``battle`` at its die number ``die`` (or its last event, if it throws fewer)."""
        self.battle, self.events = battle, battle.events
        at = next((i for i, e in enumerate(self.events) if e.data.get("roll") is not None
                   and e.data.get("rolls") == die + 1), len(self.events) - 1)
        self.slider.max = len(self.events)
        self.index = at
        self.show()


class ForcesForm(W.VBox):
    """Pieces on each side (one row per kind: whole names, an attacker and a defender box) and the
    defender's building, which starts on "No building"."""

    def __init__(self, attackers=None, defenders=None, building=None):
        attackers, defenders = attackers or {}, defenders or {}
        self.counts: dict[str, dict[str, W.BoundedIntText]] = {"attacker": {}, "defender": {}}
        cells = [W.HTML("<b>Piece</b>"), W.HTML("<b>Attacker</b>"), W.HTML("<b>Defender</b>")]
        for kind in WOUND_ORDER:
            cells.append(W.HTML(text(piece_name(kind, 1 if kind == "boss" else 2)), layout=W.Layout(width="auto")))
            for side, start in (("attacker", attackers), ("defender", defenders)):
                box = W.BoundedIntText(value=start.get(kind, 0), min=0, max=1 if kind == "boss" else 99,
                                       layout=W.Layout(width="76px"), continuous_update=False,
                                       tooltip=f"{side.title()}'s {piece_name(kind, 2)}")
                self.counts[side][kind] = box
                cells.append(box)
        grid = W.GridBox(cells, layout=W.Layout(grid_template_columns="max-content 84px 84px", grid_gap="4px 10px",
                                                align_items="center"))
        self.building = W.Dropdown(options=BUILDINGS, value=_building_value(building), description="Defender's building:",
                                   style={"description_width": "initial"}, layout=W.Layout(width="max-content"))
        super().__init__([grid, self.building])
        self.add_class("mobgames-forces")
        KeyboardGuard.protect(self)   # (each number box is named by its tooltip: "Attacker's Thugs")

    def forces(self, side: str) -> dict[str, int]:
        return {k: box.value for k, box in self.counts[side].items() if box.value}

    def building_value(self) -> str | None:
        return _building(self.building.value)

    def observe_all(self, handler) -> None:
        for boxes in self.counts.values():
            for box in boxes.values():
                box.observe(handler, "value")
        self.building.observe(handler, "value")


@contextmanager
def busy(message: W.HTML, *buttons: W.Button):
    """Show "Working..." (and disable the buttons) while the body runs; the message is sent to the
    front end at once, before the work."""
    message.value = BUSY
    for b in buttons:
        b.disabled = True
    try:
        yield
    finally:
        for b in buttons:
            b.disabled = False


class OddsPanel(W.VBox):
    """The exact chances of each outcome for a battle's forces, and of the survivors, as a chart.
    ``OddsPanel(attackers, defenders, building)`` shows controls to change the forces;
    ``controls=False`` shows the chart only (``update(...)`` then changes it from code)."""

    def __init__(self, attackers, defenders, building=None, *, controls: bool = True):
        self.figures = W.HTML()
        self.figures.add_class("mobgames-odds-figures")
        self.message = W.HTML()
        self.message.add_class("mobgames-odds-message")
        self.odds = None
        self.form = ForcesForm(attackers, defenders, building) if controls else None
        children = [self.message, self.figures]
        if self.form is not None:
            self.form.observe_all(lambda change: self.recompute())
            children = [self.form] + children
        super().__init__(children)
        self.add_class("mobgames-odds")
        self.update(attackers, defenders, building)

    @property
    def value(self) -> str:
        """The HTML of the figures shown (the odds, the chart)."""
        return self.figures.value

    def recompute(self) -> None:
        """Work the odds out again for the forces in the controls."""
        self.update(self.form.forces("attacker"), self.form.forces("defender"), self.form.building_value())

    def update(self, attackers, defenders, building=None):
        with busy(self.message):
            try:
                # Fractions for small battles (a teacher can say "exactly 3/8"); floats for big ones.
                exact = sum(attackers.values()) + sum(defenders.values()) <= 10
                odds = battle_odds(attackers, defenders, building, exact=exact)
            except BattleError as err:
                self.odds = None
                self.figures.value = ""          # no stale odds under the sentence
                self.message.value = f"<div style='{ERROR}'>{text(err)}</div>"
                return
        self.message.value = ""
        self.odds = odds
        parts = []
        for key, label in (("attacker", "Attacker wins"), ("defender", "Defender wins"), ("bloodbath", "Bloodbath")):
            p = odds[key]
            frac = f" = {p.numerator}/{p.denominator}" if exact and p.denominator <= 1000 else ""
            pct = "under 0.1%" if 0 < p < 0.0005 else f"{float(p) * 100:.1f}%"
            parts.append(f"<span style='white-space:nowrap'><b>{label}</b> {pct}{frac}</span>")
        summary = " &nbsp;·&nbsp; ".join(parts)
        self.figures.value = no_math(f"<div style='font-size:15px;margin:2px 0 6px'><b>Exact odds:</b> {summary}</div>"
                                     f"{odds_chart_svg(odds)}")


class BattleBuilder(W.VBox):
    """A form to set up any battle: pieces on each side, the defender's building and a seed (the
    same seed gives every student the same dice). Shows the odds and a stepper. A battle that
    cannot be fought clears the old result and says why."""

    def __init__(self, attackers=None, defenders=None, building=None, seed: int = 1):
        attackers = attackers or {"henchman": 2, "thug": 2}
        defenders = defenders or {"thug": 3, "family": 1}
        self.form = ForcesForm(attackers, defenders, building)
        self.counts = self.form.counts
        self.building = self.form.building
        self.seed = W.BoundedIntText(value=seed, min=0, max=999_999, description="Seed:",
                                     style={"description_width": "initial"}, layout=W.Layout(width="160px"))
        self.fight_button = W.Button(description="Fight!", button_style="danger")
        self.fight_button.on_click(lambda _: self.fight())
        self.message = W.HTML()
        self.message.add_class("mobgames-builder-message")
        self.result = W.VBox()
        side = W.VBox([self.seed, self.fight_button, self.message], layout=W.Layout(margin="0 0 0 24px"))
        super().__init__([W.HBox([self.form, side], layout=W.Layout(flex_flow="row wrap")), self.result])
        self.add_class("mobgames-battle-builder")
        self.stepper: BattleStepper | None = None   # the last battle fought
        self.odds: OddsPanel | None = None
        self.fight()

    def forces(self, side: str) -> dict[str, int]:
        return self.form.forces(side)

    def fight(self):
        with busy(self.message, self.fight_button):
            try:
                battle = Battle(self.forces("attacker"), self.forces("defender"), self.form.building_value(),
                                dice=RandomDice(self.seed.value))
                battle.run()
                odds = OddsPanel(battle.attackers, battle.defenders, battle.building, controls=False)
            except BattleError as err:
                self.result.children = ()          # the old odds and battle would answer another question
                self.message.value = f"<div style='{ERROR}'>{text(err)}</div>"
                return
        self.message.value = ""
        self.stepper = BattleStepper(battle)
        self.odds = odds
        self.result.children = [self.odds, self.stepper]
