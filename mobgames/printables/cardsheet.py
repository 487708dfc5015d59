"""Card sheets: cards of playing-card size (63 x 88 mm) in a grid, nine to a page on A4 or
Letter, with cut lines along every edge and crop marks in the margins; a first page lists the
deck (and says what is reconstructed) and a last page holds the card backs, to print on the
reverse of every card page.

A card is an HTML fragment (``Card.front``); this module only places them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape

from .page import INK, MUTED, Paper, Sheet, band, credit, document, page

CARD_W, CARD_H = 63.0, 88.0
MARK = 3.0            # crop marks stick this far out of the grid (mm)
SIDE_MIN = 5.0        # the least margin left and right of the grid


@dataclass(frozen=True)
class Card:
    front: str                 # inner HTML of the card
    kind: str = ""             # a CSS class on the card ("attack", ...)


def grid(paper: Paper) -> tuple[int, int, float, float]:
    """(columns, rows, left, top) of the card grid on a portrait page: centred across, and low
    enough to leave room for the sheet's label at the top (Letter has only 15 mm to spare)."""
    w, h = paper.size()
    cols = int((w - 2 * SIDE_MIN) // CARD_W)
    rows = int((h - 2 * 4.0) // CARD_H)
    spare = h - rows * CARD_H
    bottom = max(4.0, min(10.0, spare - 12.0))
    return cols, rows, (w - cols * CARD_W) / 2, spare - bottom


def per_page(paper: Paper) -> int:
    cols, rows, _, _ = grid(paper)
    return cols * rows


def _marks(paper: Paper, count: int) -> str:
    """Cut lines round every card and crop marks in the margin beyond the outer edges, as one SVG
    over the page (a last page with fewer cards gets marks round those only)."""
    w, h = paper.size()
    cols, rows, left, top = grid(paper)
    used = [divmod(i, cols) for i in range(count)]          # (row, column) of each card
    lines = [f'<rect x="{left + c * CARD_W:.2f}" y="{top + r * CARD_H:.2f}" width="{CARD_W}" height="{CARD_H}" '
             'class="cut"/>' for r, c in used]

    def crop(x1, y1, x2, y2):
        lines.append(f'<line x1="{x1:.2f}" y1="{y1:.2f}" x2="{x2:.2f}" y2="{y2:.2f}" class="crop"/>')

    last_row = {c: max(r for r, cc in used if cc == c) for _, c in used}
    for c, r in last_row.items():                      # above the first row, below each column's last card
        for x in (left + c * CARD_W, left + (c + 1) * CARD_W):
            crop(x, top - MARK, x, top - 0.8)
            y = top + (r + 1) * CARD_H
            crop(x, y + 0.8, x, y + MARK)
    for r in sorted({r for r, _ in used}):              # left of each row, right of its last card
        x = left + (max(c for rr, c in used if rr == r) + 1) * CARD_W
        for y in (top + r * CARD_H, top + (r + 1) * CARD_H):
            crop(left - MARK, y, left - 0.8, y)
            crop(x + 0.8, y, x + MARK, y)
    return (f'<svg class="marks" viewBox="0 0 {w} {h}" width="{w}mm" height="{h}mm" '
            f'style="position:absolute;left:0;top:0">{"".join(lines)}</svg>')


def _label(paper: Paper, text_html: str) -> str:
    _, _, _, top = grid(paper)
    return band(text_html, top=max(3.0, top - MARK - 5.5), height=4.5)


def _card_pages(cards: list[Card], paper: Paper, head: str, first_no: int, total: int) -> list[str]:
    cols, rows, left, top = grid(paper)
    n = cols * rows
    out = []
    for k in range(math.ceil(len(cards) / n)):
        chunk = cards[k * n:(k + 1) * n]
        cells = []
        for i, card in enumerate(chunk):
            r, c = divmod(i, cols)
            cells.append(f'<div class="card {escape(card.kind)}" style="left:{left + c * CARD_W:.2f}mm;'
                         f'top:{top + r * CARD_H:.2f}mm">{card.front}</div>')
        label = f"{head} &middot; page {first_no + k} of {total}"
        out.append(page(_marks(paper, len(chunk)) + "".join(cells) + _label(paper, label), paper, cls="cards"))
    return out


def card_sheet(*, name: str, game: str, title: str, cards: list[Card], back: str, paper: Paper,
               intro: str, about: str, css: str = "") -> Sheet:
    """A whole deck: the deck list page (``intro``), the card pages, then a page of backs."""
    n = per_page(paper)
    card_pages = math.ceil(len(cards) / n)
    total = card_pages + 2
    head = f"<b>{escape(game)}</b> &middot; {escape(title)}"
    intro_page = page(
        f'<div class="intro">{intro}'
        f'<h2>Printing</h2><p>Print pages 2 to {card_pages + 1} ({n} cards a page, {len(cards)} cards in all). '
        f'For card backs, print page {total} once on the reverse of each of those pages (two-sided, flip on the '
        'long edge). Cut along the gray lines; the marks in the margin show where the lines run.</p>'
        f'<p class="note">{escape(credit(game))}</p></div>'
        + band(f"{head} &middot; page 1 of {total}", top=5, height=4.5),
        paper, cls="text")
    fronts = _card_pages(cards, paper, head, 2, total)
    backs = _card_pages([Card(back, "back")] * min(n, len(cards)), paper, head + " &middot; backs", total, total)
    html = document(f"{game}: {title}", [intro_page] + fronts + backs, paper, css=CARD_CSS + css)
    return Sheet(name=name, game=game, title=title, html=html, pages=total, about=about)


def deck_table(rows: list[tuple], headers: tuple[str, ...]) -> str:
    """The deck list: one row a card, the last column its count."""
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table class="data deck">{"<thead><tr>" + head + "</tr></thead>"}<tbody>{body}</tbody></table>'


CARD_CSS = f"""
.cut {{ stroke: #9a9a9a; stroke-width: 0.2; fill: none; }}
.crop {{ stroke: #000; stroke-width: 0.25; }}
.card {{ position: absolute; width: {CARD_W}mm; height: {CARD_H}mm; padding: 2.5mm; overflow: hidden; }}
.card .frame {{ position: relative; width: 100%; height: 100%; border: 1.1mm solid var(--ink, {INK});
  border-radius: 3mm; overflow: hidden; display: flex; flex-direction: column; background: #fffdf8; }}
.card .head {{ background: var(--ink, {INK}); color: #fff; padding: 1.2mm 2mm 1.4mm; }}
.card .deck {{ font-size: 5.5pt; letter-spacing: 0.4pt; text-transform: uppercase; opacity: 0.9;
  white-space: nowrap; overflow: hidden; height: 2.6mm; line-height: 2.6mm; }}
.card .name {{ font-size: 11pt; font-weight: bold; line-height: 1.12; height: 10.4mm; overflow: hidden;
  display: flex; align-items: center; }}
.card .kindline {{ font-size: 7pt; font-weight: bold; color: var(--ink, {INK}); padding: 1mm 2mm 0; height: 4.4mm;
  white-space: nowrap; overflow: hidden; }}
.card .art {{ height: 17mm; display: flex; align-items: center; justify-content: center; }}
.card .art svg {{ height: 16mm; width: auto; }}
.card .body {{ flex: 1 1 auto; min-height: 0; overflow: hidden; padding: 0.5mm 2.2mm; font-size: 8.2pt; line-height: 1.25; }}
.card .body p {{ margin: 0 0 1.2mm; }}
.card .when {{ font-style: italic; color: {MUTED}; }}
.card .foot {{ height: 4.2mm; padding: 0 2mm; font-size: 5.5pt; color: {MUTED}; display: flex;
  justify-content: space-between; align-items: center; white-space: nowrap; overflow: hidden;
  border-top: 0.2mm solid #d8cfc2; }}
.card.back .frame {{ background: repeating-linear-gradient(45deg, var(--back-a, #3d2f24) 0 2.2mm,
  var(--back-b, #4e3d2f) 2.2mm 4.4mm); align-items: center; justify-content: center; color: {INK}; text-align: center; }}
.card.back .plate {{ background: #fff; border: 0.4mm solid {INK}; border-radius: 2mm; padding: 3mm 2.5mm; width: 44mm; }}
.card.back .plate .big {{ font-size: 13pt; font-weight: bold; line-height: 1.15; }}
.card.back .plate .small {{ font-size: 6pt; margin-top: 1.5mm; opacity: 0.9; }}
.text .intro {{ position: absolute; left: 15mm; right: 15mm; top: 14mm; bottom: 12mm; overflow: hidden; font-size: 9pt; }}
.text .intro table.deck {{ width: 100%; }}
"""


def back(game: str, deck: str, colour_a: str, colour_b: str) -> str:
    """A card back: the game and the deck on a striped field."""
    return (f'<div class="frame" style="--back-a:{colour_a};--back-b:{colour_b}"><div class="plate">'
            f'<div class="big">{escape(game)}</div><div class="big" style="font-size:10pt">{escape(deck)}</div>'
            f'<div class="small">mobgames print-and-play</div></div></div>')
