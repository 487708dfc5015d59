"""The Blood Feud Player Card, front and back: the turn, the Action Table (every piece's movement,
capacity, attack, cost and special rules, from ``pieces.json``), how income is worked out and the
starting pieces; on the back, the Revenue Table (assets x IFM), from the engine."""

from __future__ import annotations

from html import escape

from ..bloodfeud.income import BUILDING_ASSETS, DISTRICT_ASSETS, DOMINANCE, revenue_table
from ..bloodfeud.phases import PHASE_LIST
from ..bloodfeud.pieces import CATEGORIES, catalogue
from ..bloodfeud.setup import setup_table, starting_pieces
from ..bloodfeud.turns import Turns
from .bloodfeud_pieces import PLAYER_COUNTS, supply
from .page import MUTED, Paper, Sheet, badge, band, credit, document, page

GAME = Turns.TITLE

# One line for each phase of a turn, in the project's words.
PHASE_LINES = {
    "battle": "Attack enemy pieces your pieces can reach; you may also move before and between battles.",
    "movement": "Move your pieces. People who step into a district with no enemy pieces in it take it.",
    "income": "Earn Total Assets x IFM: look it up on the Revenue Table on the back.",
    "purchases": "Buy people, vehicles and buildings. New people and vehicles start with your Boss "
                 "(or at a Penthouse Palace); buildings go in any district you control.",
}


def _num(v, fmt="{}") -> str:
    return "&ndash;" if v is None else escape(fmt.format(v))


def action_table() -> str:
    cat = catalogue()
    sup = supply()
    box = sup["supply"]
    star = "*" if sup.get("reconstructed") else ""
    rows = []
    for category in CATEGORIES:
        rows.append(f'<tr class="cat"><th colspan="8">{escape(category.title())}</th></tr>')
        for p in cat.of(category):
            in_box = box.get(p.id, "")
            in_box = "any" if p.id in box and in_box is None else in_box
            rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in (
                f"<b>{escape(p.letter)}</b>" if p.letter else "", f"<b>{escape(p.name)}</b>", _num(p.move), _num(p.carries),
                _num(p.attack, "{}+"), _num(p.cost, "${}"), f"{in_box}{star if in_box != '' else ''}",
                escape(p.special))) + "</tr>")
    head = "".join(f"<th>{h}</th>" for h in ("", "Piece", "Move", "Carries", "Attack", "Cost", "In the box", "Special"))
    note = ('<p class="note">Attack: the lowest roll of a ten-sided die that hits (0 on the die counts as 10). '
            + (f"* {badge()} the box's numbers are the project's reconstruction." if star else "") + "</p>")
    return f'<table class="data action"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>{note}'


def income_box() -> str:
    cat = catalogue()
    parts = [f"${DISTRICT_ASSETS} for every district you exploit"]
    parts += [f"${v} for each {cat[b].name}" for b, v in BUILDING_ASSETS.items() if v]
    return ("<h2>Income</h2><p><b>Income = Total Assets x IFM.</b> Assets: " + escape("; ".join(parts)) + ". "
            "IFM (Independent Family Members): the number of your districts with at least one of your family in "
            "them (the Boss counts too). Family members together in one district count once; in a park, on the "
            "water, at an airport or kidnapped they do not count.</p>"
            f"<p>Earn ${DOMINANCE:,} or more in one Factor Income phase: Incontestable Dominance, you win.</p>")


def starting_table() -> str:
    cat = catalogue()
    counts = {n: starting_pieces(n) for n in PLAYER_COUNTS}
    kinds = [k for k in cat if any(k in c for c in counts.values())]
    head = "<th>Players</th>" + "".join(f"<th>{n}</th>" for n in PLAYER_COUNTS)
    rows = "".join(f"<tr><td>{escape(cat[k].plural or cat[k].name)}</td>"
                   + "".join(f"<td>{counts[n].get(k, 0) or ''}</td>" for n in PLAYER_COUNTS) + "</tr>" for k in kinds)
    areas = setup_table()["start_areas"]
    where = "".join(f"<tr><td>{n}</td><td>{escape(', '.join(areas[str(n)]))}</td></tr>" for n in PLAYER_COUNTS)
    return (f'<h2>Starting pieces</h2><table class="data"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'
            f'<h2>Starting points</h2><table class="data"><thead><tr><th>Players</th><th>Start areas</th></tr></thead>'
            f"<tbody>{where}</tbody></table>")


def ledger(rows: int = 6) -> str:
    """A cash record to fill in: what came in and went out each turn, and what is left."""
    blank = "<tr>" + "<td></td>" * 4 + "</tr>"
    return ('<table class="data ledger"><thead><tr><th>Turn</th><th>In</th><th>Out</th><th>Cash</th></tr></thead>'
            f"<tbody>{blank * rows}</tbody></table>")


def front() -> str:
    turn = "".join(f"<li><b>{escape(ph.name)}.</b> {escape(PHASE_LINES.get(ph.id, ''))}</li>" for ph in PHASE_LIST)
    return (f'<div class="card-page"><div class="top"><h1>Player Card</h1><div class="who">{escape(GAME)} &middot; '
            'Player: ____________ &middot; Color: ________</div></div>'
            f"<h2>Your turn</h2><ol class=\"turn\">{turn}</ol>"
            f"<h2>Action Table</h2>{action_table()}"
            f'<div class="two"><div>{income_box()}<h2>Cash</h2>{ledger()}</div><div>{starting_table()}</div></div>'
            "</div>")


def _money(text: str) -> int:
    digits = text.replace("$", "").replace(",", "")
    return int(digits) if digits.isdigit() else 0


def back() -> str:
    t = revenue_table()
    head = "".join(f"<th>{escape(h)}</th>" for h in t.headers)
    rows = []
    for r in t.rows:
        cells = [f"<th>{escape(r[0])}</th>"]
        cells += [f'<td{" class=win" if _money(v) >= DOMINANCE else ""}>{escape(v)}</td>' for v in r[1:]]
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return (f'<div class="card-page"><div class="top"><h1>Revenue Table</h1><div class="who">{escape(GAME)} &middot; '
            "find your Total Assets (rows) and your IFM (columns)</div></div>"
            f'<table class="data revenue"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
            f'<p class="note">Your income is where your row and column meet. Shaded: ${DOMINANCE:,} or more, '
            "Incontestable Dominance. More assets or IFM than the table holds: multiply, Total Assets x IFM = Income."
            "</p></div>")


def player_card(paper: Paper) -> Sheet:
    foot = band(escape(credit(GAME)), bottom=4, height=4.5)
    pages = [page(front() + foot, paper), page(back() + foot, paper)]
    html = document(f"{GAME}: Player Card", pages, paper, css=CSS)
    return Sheet(name="bloodfeud-player-card", game=GAME, title="Player Card", html=html, pages=2,
                 about="The Player Card: the Action Table on the front, the Revenue Table on the back (one for each "
                       "player, printed two-sided).")


CSS = f"""
.card-page {{ position: absolute; left: 10mm; right: 10mm; top: 9mm; bottom: 10mm; overflow: hidden; font-size: 8pt; }}
.card-page .top {{ display: flex; align-items: baseline; justify-content: space-between; border-bottom: 0.4mm solid #2b2118;
  margin-bottom: 1mm; }}
.card-page .top h1 {{ margin: 0; white-space: nowrap; }} .card-page .who {{ font-size: 8pt; color: {MUTED}; }}
.card-page h2 {{ font-size: 10pt; margin: 2mm 0 1mm; }}
.card-page p {{ margin: 0 0 1.2mm; line-height: 1.25; }}
ol.turn {{ margin: 0; padding-left: 5mm; line-height: 1.3; }}
table.action {{ width: 100%; font-size: 7.2pt; }} table.action td {{ padding: 0.5mm 1mm; }}
table.action tr.cat th {{ background: #2b2118; color: #fff; text-align: left; }}
.two {{ display: grid; grid-template-columns: 1.15fr 1fr; gap: 5mm; }}
.two table.data {{ font-size: 7.2pt; width: 100%; }}
table.ledger {{ width: 100%; }} table.ledger td {{ height: 5mm; }}
table.revenue {{ width: 100%; font-size: 6.3pt; table-layout: fixed; }}
table.revenue th, table.revenue td {{ padding: 0 0.6mm; line-height: 3.25mm; text-align: right; }}
table.revenue tbody tr:nth-child(even) td {{ background: #f4efe6; }}
table.revenue td.win {{ background: #f6d5c4 !important; font-weight: bold; }}
"""
