"""The games' colours against WCAG 2.2 AA (mobgames/core/colours.py): every text 4.5:1 on what is
behind it, every graphic cue 3:1 on the fills around it, and the ink on a family's colour the one
that reads (a token's letter, a badge). The pairs are the roles the README's colour table names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mobgames.bloodfeud import style
from mobgames.bloodfeud.svg import text_colour as bf_ink
from mobgames.core.colours import GRAPHIC, TEXT, contrast, ink_on
from mobgames.familybusiness.cards import families
from mobgames.mobties import svg as mt
from mobgames.mobties.cards import BOARD
from mobgames.widgets.map_pieces import LEADER_HALO, LEADER_INK

BF_SETUP = json.loads((Path(style.__file__).parent / "data" / "setup.json").read_text())
BF_FAMILIES = [c["hex"] for c in BF_SETUP["colours"]]
MT_FAMILIES = list(BOARD["colours"].values()) + list(mt.EXTRA_COLOURS)
FB_FAMILIES = [f["colour"] for f in families()]
LAND = {**style.AREA_TINT, **{k: v for k, v in style.KIND_FILL.items() if k != "water"}}
FILLS = {**LAND, "water": style.KIND_FILL["water"], "sea": style.BACKGROUND}

# (what, colour, background, what it must reach)
PAIRS = [
    *[(f"Blood Feud name on {k}", style.LAND_TEXT, v, TEXT) for k, v in LAND.items()],
    ("Blood Feud water name", style.WATER_TEXT, style.KIND_FILL["water"], TEXT),
    ("Blood Feud water name on the sea", style.WATER_TEXT, style.BACKGROUND, TEXT),
    *[(f"Blood Feud selected outline's dark edge on {k}", style.HIGHLIGHT_UNDER, v, GRAPHIC) for k, v in FILLS.items()],
    *[(f"Blood Feud reachable edge on {k}", style.REACH_EDGE, v, GRAPHIC) for k, v in FILLS.items()],
    *[(f"Blood Feud route on {k}", style.ROUTE, v, GRAPHIC) for k, v in FILLS.items()],
    # A token block's leader line: dark ink (over a light halo, which the ink reads on too).
    *[(f"Blood Feud leader line on {k}", LEADER_INK, v, GRAPHIC) for k, v in {**FILLS, "halo": LEADER_HALO}.items()],
    *[(f"Mob Ties {n} text", c, mt.BACKGROUND, TEXT) for n, c in
      (("ink", mt.INK), ("muted", mt.MUTED), ("Show of Respect and 'Waiting for'", mt.SHOW), ("closed", mt.CLOSED))],
]


@pytest.mark.parametrize("what, colour, background, least", PAIRS, ids=[p[0] for p in PAIRS])
def test_each_colour_reads_on_what_is_behind_it(what, colour, background, least):
    assert contrast(colour, background) >= least, f"{what}: {contrast(colour, background):.2f}:1, under {least}:1"


@pytest.mark.parametrize("colour", sorted(set(BF_FAMILIES + MT_FAMILIES + FB_FAMILIES)))
def test_the_ink_on_every_family_colour_reads(colour):
    """White letters on a green token read at 3.4:1 before (a guess from brightness): now the ink
    is the one WCAG's contrast prefers, and it always reaches 4.5:1."""
    assert bf_ink(colour) == mt.text_colour(colour) == ink_on(colour)
    assert contrast(ink_on(colour), colour) >= TEXT


def test_the_contrast_is_wcags():
    assert round(contrast("#777777", "#ffffff"), 2) == 4.48   # WCAG's own example of a grey just too light
    assert contrast("#123456", "#abcdef") == contrast("#abcdef", "#123456")


def test_no_widget_uses_a_button_colour_white_text_cannot_read_on():
    """JupyterLab's and Voila's success, warning and info buttons put white text on green (4.1:1),
    orange (2.7:1) and teal (3.5:1), under 4.5:1 (axe-core found the Mob Ties deal row's): our
    widgets use the default, primary (blue, 4.6:1) or danger (red, 5.0:1) styles only."""
    import re

    widgets = Path(__file__).resolve().parents[1] / "mobgames" / "widgets"
    found = [f"{p.name}: {m.group(0)}" for p in sorted(widgets.glob("*.py"))
             for m in re.finditer(r"""(button_style|style)\s*=\s*["'](success|warning|info)["']""", p.read_text())]
    assert not found, found
