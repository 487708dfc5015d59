"""Blood Feud counters to cut out: every family's pieces in its colour (from ``setup.json`` and the
box's supply in ``supply.json``), its exploitation and vehicle markers, then the buildings, the
Corrupt Precinct price slips and ten number cards that stand in for a ten-sided die."""

from __future__ import annotations

import math
from html import escape

from ..bloodfeud.datafiles import read_supply
from ..bloodfeud.pieces import catalogue
from ..bloodfeud.setup import setup_table, starting_pieces
from ..bloodfeud.style import BUILDING_BADGE
from ..bloodfeud.svg import text_colour
from ..bloodfeud.turns import Turns
from .page import MUTED, Paper, Sheet, badge, band, credit, document, page

GAME = Turns.TITLE
PIECE = 12.0            # mm: a piece counter
MARKER = 9.0            # mm: an exploitation or vehicle marker
BUILDING = 14.0         # mm: a building
EXPLOITATION_MARKERS = 40   # per family: a print choice (the rulebook gives no number); print more if needed
VEHICLE_MARKERS = 10
FAMILIES_PER_PAGE = 3
PLAYER_COUNTS = range(2, 7)


def supply() -> dict:
    buyable = [p.id for p in catalogue().values() if p.cost is not None and p.category != "actions"]
    return read_supply(buyable)


def per_family() -> dict[str, int]:
    """How many of each person and vehicle one family's sheet holds: the family itself, and the
    box's supply shared out among the colours, never fewer than the largest set-up needs."""
    colours = len(setup_table()["colours"])
    counts = supply()["supply"]
    out: dict[str, int] = {}
    for p in catalogue().values():
        if p.category not in ("people", "vehicles"):
            continue
        need = max(starting_pieces(n).get(p.id, 0) for n in PLAYER_COUNTS)
        have = counts.get(p.id)
        share = math.ceil(have / colours) if isinstance(have, int) else need
        out[p.id] = max(need, share, 1 if p.id in counts else 0)
    return out


def counter(letter: str, name: str, fill: str, corner: str = "", size: float = PIECE, cls: str = "") -> str:
    ink = text_colour(fill)
    return (f'<div class="counter {cls}" style="width:{size}mm;height:{size}mm;background:{fill};color:{ink}">'
            f'<span class="corner">{escape(corner)}</span><span class="big">{escape(letter)}</span>'
            f'<span class="small fit">{escape(name)}</span></div>')


def marker(letter: str, fill: str, ring: bool) -> str:
    ink = text_colour(fill)
    if ring:    # vehicle marker: a ring of the family's colour
        return (f'<div class="counter marker" style="width:{MARKER}mm;height:{MARKER}mm">'
                f'<span class="ring" style="border-color:{fill}">{escape(letter)}</span></div>')
    return (f'<div class="counter marker" style="width:{MARKER}mm;height:{MARKER}mm;background:{fill};color:{ink}">'
            f'<span class="big" style="font-size:12pt">{escape(letter)}</span></div>')


def family_block(colour: dict, counts: dict[str, int]) -> str:
    cat = catalogue()
    pieces = "".join(counter(cat[k].letter, cat[k].name, colour["hex"], colour["letter"])
                     for k, n in counts.items() for _ in range(n))
    total = sum(counts.values())
    exploit = "".join(marker(colour["letter"], colour["hex"], False) for _ in range(EXPLOITATION_MARKERS))
    vehicle = "".join(marker(colour["letter"], colour["hex"], True) for _ in range(VEHICLE_MARKERS))
    return (f'<div class="family"><h2><span class="sw" style="background:{colour["hex"]}"></span>'
            f'{escape(colour["name"])} family (letter {escape(colour["letter"])}): {total} pieces, '
            f'{EXPLOITATION_MARKERS} exploitation markers, {VEHICLE_MARKERS} vehicle markers</h2>'
            f'<div class="grid">{pieces}</div><div class="grid">{exploit}{vehicle}</div></div>')


def counters_sheet(paper: Paper) -> Sheet:
    colours = setup_table()["colours"]
    counts = per_family()
    cat = catalogue()
    sup = supply()
    recon = badge() if sup.get("reconstructed") else ""
    summary = ", ".join(f"{n} {cat[k].plural or cat[k].name}" if n != 1 else f"1 {cat[k].name}" for k, n in counts.items())
    pages = []
    groups = [colours[i:i + FAMILIES_PER_PAGE] for i in range(0, len(colours), FAMILIES_PER_PAGE)]
    total = len(groups) + 1
    for no, group in enumerate(groups, 1):
        head = (f'<h1>{escape(GAME)}: the families\' counters</h1>'
                f'<p class="note">Each family: {escape(summary)}. {recon} How many of each the box holds is '
                f'reconstructed (the rulebook gives no numbers). Exploitation markers (squares) show whose district it '
                'is; vehicle markers (rings) show whose pieces stand in a park, on the water, at an airport or in '
                "another family's Corrupt Precinct district. Print a page again if a family runs out.</p>")
        body = head + "".join(family_block(c, counts) for c in group)
        pages.append(page(f'<div class="sheet">{body}</div>' + _foot(no, total), paper))
    pages.append(page(f'<div class="sheet">{buildings_page(sup)}</div>' + _foot(total, total), paper))
    html = document(f"{GAME}: counters", pages, paper, css=CSS)
    return Sheet(name="bloodfeud-counters", game=GAME, title="Counters", html=html, pages=total,
                 about=f"Pieces and markers for {len(colours)} families ({FAMILIES_PER_PAGE} to a page), then the "
                       "buildings, precinct price slips and die cards.")


def _foot(no: int, total: int) -> str:
    return band(f"<b>{escape(GAME)}</b> &middot; counters &middot; page {no} of {total} &middot; {escape(credit(GAME))}",
                bottom=4, height=4.5)


def buildings_page(sup: dict) -> str:
    cat = catalogue()
    counts = sup["supply"]
    blocks = []
    for b in cat.of("buildings"):
        letter, fill, _ = BUILDING_BADGE.get(b.id, (b.name[:1], "#555555", b.name))
        n = counts.get(b.id) or 6
        blocks.append(f"<h2>{escape(b.name)}: {n}</h2><div class=\"grid\">"
                      + "".join(counter(letter, b.name, fill, size=BUILDING) for _ in range(n)) + "</div>")
    precinct = next((b for b in cat.of("buildings") if b.id == "corrupt_precinct"), None)
    slips = ""
    if precinct is not None:
        n = counts.get("corrupt_precinct") or 6
        slips = ("<h2>Corrupt Precinct price slips</h2><p class=\"note\">Keep one under each Corrupt Precinct and "
                 "write the last price paid for the district on it.</p><div class=\"grid\">"
                 + "".join('<div class="slip">Corrupt Precinct<br>last price paid: $ ______</div>' for _ in range(n))
                 + "</div>")
    dice = ("<h2>No ten-sided die?</h2><p class=\"note\">Cut out these ten cards, shuffle them face down, draw one "
            "for each roll and put it back.</p><div class=\"grid\">"
            + "".join(f'<div class="die">{i}</div>' for i in range(1, 11)) + "</div>")
    recon = badge() if sup.get("reconstructed") else ""
    return (f"<h1>{escape(GAME)}: buildings</h1><p class=\"note\">Buildings belong to whoever controls the district, "
            f"so they have no family color. {recon} The numbers are the box's reconstructed supply.</p>"
            + "".join(blocks) + slips + dice)


CSS = f"""
.sheet {{ position: absolute; left: 10mm; right: 10mm; top: 9mm; bottom: 10mm; overflow: hidden; }}
.sheet h1 {{ font-size: 13pt; margin-bottom: 1mm; }}
.sheet h2 {{ font-size: 9pt; margin: 2.5mm 0 1mm; display: flex; align-items: center; gap: 1.5mm; }}
.sheet .note {{ margin-bottom: 1mm; }}
.sw {{ display: inline-block; width: 4mm; height: 4mm; border: 0.2mm solid #000; }}
.grid {{ display: flex; flex-wrap: wrap; margin-bottom: 1mm; }}
.counter {{ position: relative; border: 0.2mm solid #555; margin: 0 -0.2mm -0.2mm 0; overflow: hidden;
  display: flex; flex-direction: column; align-items: center; justify-content: center; }}
.counter .big {{ font-size: 14pt; font-weight: bold; line-height: 1; }}
.counter .small {{ font-size: 4.8pt; line-height: 1.0; text-align: center; width: 100%; overflow: hidden;
  padding: 0 0.3mm; height: 3.9mm; display: flex; align-items: center; justify-content: center; }}
.counter .corner {{ position: absolute; left: 0.6mm; top: 0.3mm; font-size: 4.5pt; font-weight: bold; }}
.counter.marker {{ background: #fff; }}
.counter .ring {{ width: 7mm; height: 7mm; border: 1.6mm solid; border-radius: 50%; display: flex; align-items: center;
  justify-content: center; font-size: 6.5pt; font-weight: bold; color: #1a1a1a; }}
.slip {{ width: 45mm; height: 13mm; border: 0.2mm dashed #555; margin: 0 1mm 1mm 0; padding: 1.5mm 2mm; font-size: 7.5pt; }}
.die {{ width: 15mm; height: 15mm; border: 0.2mm solid #555; margin: 0 -0.2mm -0.2mm 0; display: flex;
  align-items: center; justify-content: center; font-size: 18pt; font-weight: bold; color: {MUTED}; }}
"""
