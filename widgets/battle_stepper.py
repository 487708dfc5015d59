"""BattleStepper: step through a gun battle die by die (step, back, restart, run to the end), with
the battlefield drawn after each event and the narration line under it. OddsPanel shows the exact
chances for the same forces; BattleBuilder lets a class set up its own battle with a seed."""

from __future__ import annotations

from html import escape

import ipywidgets as W

from mobgames.bloodfeud.battle import (
    WOUND_ORDER,
    Battle,
    BattleError,
    forces_text,
    piece_name,
)
from mobgames.bloodfeud.odds import battle_odds
from mobgames.dice import RandomDice
from mobgames.teaching import annotate  # game terms show their definition on hover

BUTTON = W.Layout(width="auto")


class BattleStepper(W.VBox):
    """``BattleStepper(battle)``; ``.step()``, ``.back()``, ``.restart()``, ``.run()`` and
    ``.index`` (the event shown) work from code as well as from the buttons."""

    def __init__(self, battle: Battle):
        self.battle = battle
        self.events = battle.events          # fights the battle once; stepping replays its log
        self.picture = W.HTML()
        self.picture.add_class("mobgames-battlefield")
        self.line = W.HTML()
        self.line.add_class("mobgames-battle-line")
        self.restart_button = W.Button(description="Restart", icon="backward", layout=BUTTON, tooltip="Back to the start")
        self.back_button = W.Button(description="◀ Back", layout=BUTTON, tooltip="One event back")
        self.step_button = W.Button(description="Step ▶", layout=BUTTON, button_style="primary", tooltip="Next event")
        self.run_button = W.Button(description="Run to the end", layout=BUTTON, tooltip="To the end of the battle")
        # The slider counts events from 1, as the narration line does.
        self.slider = W.IntSlider(min=1, max=len(self.events), value=1, description="Event:",
                                  continuous_update=True, layout=W.Layout(width="420px"))
        self.restart_button.on_click(lambda _: self.restart())
        self.back_button.on_click(lambda _: self.back())
        self.step_button.on_click(lambda _: self.step())
        self.run_button.on_click(lambda _: self.run())
        self.slider.observe(lambda c: self._show(), "value")
        controls = W.HBox([self.restart_button, self.back_button, self.step_button, self.run_button, self.slider])
        super().__init__([controls, self.picture, self.line])
        self.add_class("mobgames-battle")
        self._show()

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

    def _show(self):
        i = self.index
        self.picture.value = self.battle.svg(i)
        ev = self.events[i]
        step = f"<b>Event {i + 1} of {len(self.events)}.</b> "
        self.line.value = f"<div style='font-size:16px;line-height:1.5;padding:4px 0'>{step}{annotate(ev.text)}</div>"
        self.back_button.disabled = self.restart_button.disabled = i == 0
        self.step_button.disabled = self.run_button.disabled = i == len(self.events) - 1


class OddsPanel(W.HTML):
    """The exact chances of each outcome for a battle's forces, as bars."""

    def __init__(self, attackers, defenders, building=None):
        super().__init__()
        self.add_class("mobgames-odds")
        self.update(attackers, defenders, building)

    def update(self, attackers, defenders, building=None):
        # Fractions for small battles (a teacher can say "exactly 3/8"); floats for big ones.
        exact = sum(attackers.values()) + sum(defenders.values()) <= 10
        odds = battle_odds(attackers, defenders, building, exact=exact)
        self.odds = odds
        rows = []
        for key, label, colour in (("attacker", "Attacker wins", "#D55E00"), ("defender", "Defender wins", "#0072B2"),
                                   ("bloodbath", "Bloodbath", "#555555")):
            p = odds[key]
            pct = float(p) * 100
            frac = f" = {p.numerator}/{p.denominator}" if exact and p.denominator <= 1000 else ""
            rows.append(f"<div style='display:flex;align-items:center;gap:8px;margin:2px 0'>"
                        f"<span style='width:110px'>{label}</span>"
                        f"<span style='display:inline-block;width:{max(pct, 0.5) * 3:.0f}px;height:14px;background:{colour}'></span>"
                        f"<span>{pct:.1f}%{frac}</span></div>")
        survivors = ""
        if odds.attackers_left:
            counts, p = odds.attackers_left[0]
            survivors = (f"<div style='color:#444;margin-top:4px'>Most likely win for the attacker: "
                         f"{escape(forces_text(counts))} left ({float(p):.1%}).</div>")
        self.value = f"<div style='font-size:14px'><b>Exact odds</b>{''.join(rows)}{survivors}</div>"


class BattleBuilder(W.VBox):
    """A form to set up any battle: pieces on each side, the defender's building and a seed (the
    same seed gives every student the same dice). Shows the odds and a stepper."""

    def __init__(self, attackers=None, defenders=None, building=None, seed: int = 1):
        attackers = attackers or {"henchman": 2, "thug": 2}
        defenders = defenders or {"thug": 3, "family": 1}
        self.counts = {}
        cols = []
        for side, start in (("attacker", attackers), ("defender", defenders)):
            boxes = [W.BoundedIntText(value=start.get(k, 0), min=0, max=1 if k == "boss" else 20,
                                      description=piece_name(k, 2) + ":", layout=W.Layout(width="210px"),
                                      style={"description_width": "110px"}) for k in WOUND_ORDER]
            self.counts[side] = dict(zip(WOUND_ORDER, boxes))
            cols.append(W.VBox([W.HTML(f"<b>{side.title()}</b>")] + boxes))
        self.building = W.Dropdown(options=[("No building", None), ("Corrupt Precinct (+1)", "precinct"),
                                            ("Penthouse Palace (+3)", "penthouse")], value=building,
                                   description="Defender's building:", style={"description_width": "140px"},
                                   layout=W.Layout(width="340px"))
        self.seed = W.BoundedIntText(value=seed, min=0, max=999_999, description="Seed:", layout=W.Layout(width="180px"))
        self.fight_button = W.Button(description="Fight!", button_style="danger")
        self.fight_button.on_click(lambda _: self.fight())
        self.message = W.HTML()
        self.result = W.VBox()
        form = W.HBox([cols[0], cols[1], W.VBox([self.building, self.seed, self.fight_button, self.message])])
        super().__init__([form, self.result])
        self.add_class("mobgames-battle-builder")
        self.stepper: BattleStepper | None = None
        self.fight()

    def forces(self, side: str) -> dict[str, int]:
        return {k: box.value for k, box in self.counts[side].items() if box.value}

    def fight(self):
        try:
            battle = Battle(self.forces("attacker"), self.forces("defender"), self.building.value,
                            dice=RandomDice(self.seed.value))
            battle.run()
        except BattleError as err:
            self.message.value = f"<span style='color:#b00020'>{escape(str(err))}</span>"
            return
        self.message.value = ""
        self.stepper = BattleStepper(battle)
        self.odds = OddsPanel(battle.attackers, battle.defenders, battle.building)
        self.result.children = [self.odds, self.stepper]
