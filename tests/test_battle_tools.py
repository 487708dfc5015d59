"""Issue 15's battle tools, in the kernel: one numbering, pieces numbered as the narration names
them, the shooter ringed, a legend, the builder's "No building", an error that clears the old
result, "Working..." before long work, the odds panel's controls and chart."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

from mobgames.bloodfeud.battle import Battle, piece_name
from mobgames.bloodfeud.battlefield import legend_items, odds_chart_svg, shooter, target
from mobgames.bloodfeud.examples import battle_example
from mobgames.bloodfeud.odds import battle_odds
from mobgames.dice import RandomDice
from mobgames.widgets import BattleBuilder, BattleStepper, OddsPanel

KINDS = ("thug", "henchman", "hitman", "family", "boss")


def plain(html: str) -> str:
    return re.sub("<[^>]+>", "", html)


def test_the_stepper_shows_one_numbering():
    s = BattleStepper(battle_example(2))
    s.index = next(i for i, e in enumerate(s.events) if e.kind == "step" and e.data["step"] == 2)
    line = plain(s.line.value)
    assert "Step 2:" in line and not re.search(r"Event \d+ of", line)
    assert not s.slider.readout


def test_the_shooter_is_the_piece_the_narration_names():
    """Random battles (with and without a called-out order): every die's shooter and every hit
    piece has the number the story says."""
    checked = 0
    for seed in range(120):
        r = random.Random(seed)

        def force():
            f = {k: r.randint(0, 3) for k in KINDS[:4]} | {"boss": r.randint(0, 1)}
            return f if any(f.values()) else {"thug": 1}

        order = {"attacker": r.sample(KINDS, 5)} if seed % 3 == 0 else None
        b = Battle(force(), force(), r.choice([None, "precinct", "penthouse"]), dice=RandomDice(seed), fire_order=order)
        for i, e in enumerate(b.events):
            who = shooter(b, i) if e.kind in ("roll", "parting_shot") else target(b, i) if e.kind in ("wound", "kill") else None
            if who is None:
                assert e.kind not in ("roll", "parting_shot", "wound", "kill")
                continue
            side, kind, number = who
            assert e.data["side"] == side and e.data["piece"] == kind
            m = re.search(re.escape(piece_name(kind)) + r" (\d+) (fires|shoots|is)", e.text)
            if m:
                assert int(m.group(1)) == number, (seed, e.text, who)
                checked += 1
    assert checked > 500


def test_the_battlefield_rings_the_shooter_numbers_pieces_and_has_a_legend():
    b = battle_example(2)
    roll = next(i for i, e in enumerate(b.events) if e.kind == "roll")       # Hit Man 1's sneak attack
    svg = b.svg(roll)
    ET.fromstring(svg)
    assert svg.count('class="mobgames-piece mobgames-shooter"') == 1
    assert "Attacker&#x27;s Hit Man 1</title>" in svg.split("mobgames-shooter")[1][:400]
    wound = next(i for i, e in enumerate(b.events) if e.kind == "kill")
    assert 'mobgames-target' in b.svg(wound)
    assert "H = Hit Man" in svg and "T = Thug" in svg and "F = Family Member" in svg and "M = Henchman" not in svg
    assert ("M", "Henchman") in legend_items(battle_example(1))
    # Numbers only where the story numbers: two Hit Men are 1 and 2, the lone Thug has none.
    assert re.search(r'paint-order="stroke">2</text>', svg)


def test_four_kinds_a_side_get_columns_wide_enough_for_their_names():
    b = Battle({"thug": 2, "henchman": 2, "hitman": 2, "family": 2}, {"thug": 2, "henchman": 2, "hitman": 2, "family": 2},
               dice=RandomDice(1))
    svg = b.svg(0)
    xs = sorted(float(x) for x in re.findall(r'<text x="([\d.]+)" y="\d+" font-size="13" text-anchor="middle" fill="#444">Family', svg))
    heads = sorted(float(x) for x in re.findall(r'<text x="([\d.]+)" y="\d+" font-size="13" text-anchor="middle" fill="#444">', svg))
    assert len(xs) == 2
    gaps = [b - a for a, b in zip(heads, heads[1:]) if b - a > 1]
    assert min(gaps) >= 90          # "Members" at 13 px is about 60 px wide


def test_builder_starts_on_no_building_and_clears_the_old_result_on_an_error():
    b = BattleBuilder(attackers={"thug": 2}, defenders={"thug": 2}, seed=4)
    assert b.building.value == "none" and b.building.label == "No building"
    assert b.result.children and b.odds.value
    for box in b.counts["defender"].values():
        box.value = 0
    b.fight_button.click()
    assert "empty" in b.message.value and b.result.children == ()
    b.counts["defender"]["thug"].value = 1
    b.building.value = "penthouse"
    b.fight_button.click()
    assert b.message.value == "" and b.stepper.battle.building == "penthouse"


def test_work_shows_working_first(monkeypatch):
    """The "Working..." message is set (and so sent to the front end) before the odds are worked out."""
    import mobgames.widgets.battle_stepper as bs

    b = BattleBuilder(attackers={"thug": 1}, defenders={"thug": 1})
    seen = []
    real = bs.battle_odds

    def spy(*args, **kw):
        seen.append((b.message.value, b.fight_button.disabled))
        return real(*args, **kw)

    monkeypatch.setattr(bs, "battle_odds", spy)
    b.fight_button.click()
    assert seen and "Working" in seen[0][0] and seen[0][1]
    assert b.message.value == "" and not b.fight_button.disabled


def test_odds_panel_has_controls_and_a_chart_of_outcomes_and_survivors():
    panel = OddsPanel({"hitman": 2, "thug": 1}, {"thug": 4, "family": 1})
    assert "Left standing when Attacker wins" in panel.value and "<svg" in panel.value
    before = panel.value
    panel.form.counts["defender"]["thug"].value = 1
    assert panel.value != before and panel.odds["attacker"] > 0.9
    panel.form.building.value = "penthouse"
    assert "Penthouse" not in panel.value and panel.odds["attacker"] < 0.9
    for box in panel.form.counts["attacker"].values():
        box.value = 0
    assert panel.value == "" and "empty" in panel.message.value     # no stale odds under the sentence
    assert OddsPanel({"thug": 1}, {"thug": 1}, controls=False).form is None


def test_odds_chart_is_svg_with_whole_labels():
    odds = battle_odds({"thug": 3, "henchman": 2, "hitman": 2, "family": 3}, {"thug": 3, "family": 2, "boss": 1})
    svg = odds_chart_svg(odds)
    ET.fromstring(svg)
    labels = re.findall(r'text-anchor="end" fill="#222">([^<]+)</text>', svg)
    assert labels and all("…" not in x and "..." not in x for x in labels)
    assert any(" and " in x for x in labels)
