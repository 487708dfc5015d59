"""A poster tiled over sheets of paper, with cut and glue marks and a page that shows how the
tiles go together.

The artwork is SVG given once (in its own units); every tile points to it with ``<use>`` and shows
its own window of the poster, so the pages stay small. Tiles overlap by a glue strip: a tile
with a neighbour to its right (or below) carries a hatched strip there that the neighbour's
picture repeats; cut the neighbour's left (or top) margin off along its dashed line and lay it
over the strip, picture matching picture.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from html import escape

from .page import INK, MUTED, Paper, Sheet, credit, document, page

MARGIN = 10.0     # mm of blank paper round each tile (printers cannot print to the edge)
GLUE = 10.0       # mm of overlap between neighbouring tiles
ART_ID = "poster-art"


@dataclass(frozen=True)
class Layout:
    cols: int
    rows: int
    landscape: bool
    scale: float          # mm per art unit
    page_w: float
    page_h: float

    @property
    def tile_w(self) -> float:
        return self.page_w - 2 * MARGIN

    @property
    def tile_h(self) -> float:
        return self.page_h - 2 * MARGIN

    @property
    def poster_w(self) -> float:
        return self.cols * (self.tile_w - GLUE) + GLUE

    @property
    def poster_h(self) -> float:
        return self.rows * (self.tile_h - GLUE) + GLUE

    @property
    def tiles(self) -> int:
        return self.cols * self.rows


def layout(art_w: float, art_h: float, paper: Paper, tiles: int) -> Layout:
    """The grid of ``tiles`` pages (either way round) that prints the art largest."""
    best = None
    for landscape in (True, False):
        w, h = paper.size(landscape)
        for cols in range(1, tiles + 1):
            if tiles % cols:
                continue
            trial = Layout(cols, tiles // cols, landscape, 0.0, w, h)
            s = min(trial.poster_w / art_w, trial.poster_h / art_h)
            if best is None or s > best.scale + 1e-9:
                best = Layout(cols, tiles // cols, landscape, s, w, h)
    return best


def tile_name(col: int, row: int) -> str:
    return f"{string.ascii_uppercase[col]}{row + 1}"


def nest(svg: str, x: float, y: float, w: float, h: float) -> str:
    """An SVG document as an element of another: its root tag placed at (x, y), ``w`` x ``h``,
    keeping its own viewBox (and dropping its size and styling)."""
    m = re.match(r"\s*<svg\b([^>]*)>", svg)
    if not m:
        raise ValueError("not an SVG document")
    vb = re.search(r'viewBox="([^"]+)"', m.group(1))
    view = f' viewBox="{vb.group(1)}"' if vb else ""
    return f'<svg x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}"{view}>' + svg[m.end():]


CSS = f"""
.tile svg.sheet {{ position: absolute; left: 0; top: 0; }}
.glue {{ fill: url(#glue-hatch); stroke: #777; stroke-width: 0.2; }}
.gluetext {{ font-size: 3px; fill: #333; font-weight: bold; }}
.edge {{ stroke: #555; stroke-width: 0.2; fill: none; }}
.cutedge {{ stroke: #000; stroke-width: 0.3; stroke-dasharray: 2 1.2; }}
.crop {{ stroke: #000; stroke-width: 0.25; }}
.marg {{ font-size: 3px; fill: {MUTED}; }}
.marg.b {{ fill: {INK}; font-weight: bold; }}
.guide {{ position: absolute; inset: 12mm 14mm; font-size: 9pt; }}
.guide ol {{ padding-left: 5mm; margin: 1mm 0; }} .guide li {{ margin-bottom: 1mm; }}
"""


def _defs(art: str) -> str:
    return ('<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>'
            '<pattern id="glue-hatch" patternUnits="userSpaceOnUse" width="2.5" height="2.5" patternTransform="rotate(45)">'
            '<rect width="2.5" height="2.5" fill="#ffffff" fill-opacity="0.55"/>'
            '<line x1="0" y1="0" x2="0" y2="2.5" stroke="#777" stroke-width="0.5"/></pattern>'
            f'<g id="{ART_ID}">{art}</g></defs></svg>')


def _tile(lay: Layout, col: int, row: int, art_w: float, art_h: float, title: str) -> str:
    W, H, tw, th = lay.page_w, lay.page_h, lay.tile_w, lay.tile_h
    s = lay.scale
    ox, oy = (lay.poster_w - art_w * s) / 2, (lay.poster_h - art_h * s) / 2
    x0, y0 = col * (tw - GLUE), row * (th - GLUE)
    out = [f'<svg class="sheet" viewBox="0 0 {W:g} {H:g}" width="{W:g}mm" height="{H:g}mm" font-family="DejaVu Sans, sans-serif">',
           f'<svg x="{MARGIN}" y="{MARGIN}" width="{tw:g}" height="{th:g}" viewBox="{x0:.3f} {y0:.3f} {tw:g} {th:g}">',
           f'<use href="#{ART_ID}" transform="translate({ox:.3f} {oy:.3f}) scale({s:.5f})"/>']
    if col < lay.cols - 1:
        gx = x0 + tw - GLUE
        out.append(f'<rect class="glue" x="{gx:.3f}" y="{y0:.3f}" width="{GLUE}" height="{th:g}"/>')
        cx, cy = gx + GLUE / 2, y0 + th / 2
        out.append(f'<text class="gluetext" x="{cx:.2f}" y="{cy:.2f}" text-anchor="middle" dominant-baseline="central" '
                   f'transform="rotate(90 {cx:.2f} {cy:.2f})">GLUE HERE \u00b7 tile {tile_name(col + 1, row)} goes on top</text>')
    if row < lay.rows - 1:
        gy = y0 + th - GLUE
        out.append(f'<rect class="glue" x="{x0:.3f}" y="{gy:.3f}" width="{tw:g}" height="{GLUE}"/>')
        out.append(f'<text class="gluetext" x="{x0 + tw / 2:.2f}" y="{gy + GLUE / 2:.2f}" text-anchor="middle" '
                   f'dominant-baseline="central">GLUE HERE \u00b7 tile {tile_name(col, row + 1)} goes on top</text>')
    out.append("</svg>")
    # The tile's edges: dashed where it is cut to go over a neighbour, thin elsewhere; crop marks.
    left, t, r, b = MARGIN, MARGIN, MARGIN + tw, MARGIN + th
    out.append(f'<line x1="{left}" y1="{t}" x2="{left}" y2="{b}" class="{"cutedge" if col else "edge"}"/>'
               f'<line x1="{left}" y1="{t}" x2="{r}" y2="{t}" class="{"cutedge" if row else "edge"}"/>'
               f'<line x1="{r}" y1="{t}" x2="{r}" y2="{b}" class="edge"/><line x1="{left}" y1="{b}" x2="{r}" y2="{b}" class="edge"/>')
    for x, y, dx, dy in ((left, t, -1, -1), (r, t, 1, -1), (left, b, -1, 1), (r, b, 1, 1)):
        out.append(f'<line x1="{x + dx * 1:.1f}" y1="{y}" x2="{x + dx * 6:.1f}" y2="{y}" class="crop"/>'
                   f'<line x1="{x}" y1="{y + dy * 1:.1f}" x2="{x}" y2="{y + dy * 6:.1f}" class="crop"/>')
    name = tile_name(col, row)
    out.append(f'<text class="marg b" x="{left + 8}" y="{t - 3.2}">Tile {name}</text>'
               f'<text class="marg" x="{left + 24}" y="{t - 3.2}">{escape(title)} \u00b7 column {string.ascii_uppercase[col]}, '
               f'row {row + 1} of {lay.cols} x {lay.rows}</text>')
    cuts = [side for side, on in (("left", col > 0), ("top", row > 0)) if on]
    if cuts:
        out.append(f'<text class="marg" x="{r - 8}" y="{t - 3.2}" text-anchor="end">\u2702 cut off the '
                   f'{" and ".join(cuts)} margin along the dashed line</text>')
    # A 5 cm bar, to check the tile was printed at full size.
    out.append(f'<rect x="{left + 8}" y="{b + 3}" width="50" height="1.6" fill="{INK}"/>'
               f'<text class="marg" x="{left + 61}" y="{b + 4.6}">this bar is 5 cm long when printed at 100% (actual size)</text>')
    cell = min(4.0, 6.5 / (lay.tile_h / lay.tile_w * lay.rows))
    out.append(_mini(lay, col, row, r - 8 - lay.cols * cell, b + 2.0, cell))
    out.append("</svg>")
    return "".join(out)


def _mini(lay: Layout, col: int, row: int, x: float, y: float, cell: float) -> str:
    """A little map of the grid with this tile filled in."""
    h = cell * lay.tile_h / lay.tile_w
    return "".join(f'<rect x="{x + c * cell:.1f}" y="{y + r * h:.1f}" width="{cell}" height="{h:.2f}" '
                   f'fill="{INK if (c, r) == (col, row) else "#fff"}" stroke="{INK}" stroke-width="0.2"/>'
                   for r in range(lay.rows) for c in range(lay.cols))


def _guide(lay: Layout, art_w: float, art_h: float, title: str, game: str, extra: str) -> str:
    W, H = lay.page_w, lay.page_h
    tw, th = lay.tile_w, lay.tile_h
    # The poster in small, tiles outlined and named.
    box_w, box_h = W * 0.5, H - 40
    k = min(box_w / lay.poster_w, box_h / lay.poster_h)
    s = lay.scale
    ox, oy = (lay.poster_w - art_w * s) / 2, (lay.poster_h - art_h * s) / 2
    cells = []
    for r in range(lay.rows):
        for c in range(lay.cols):
            x, y = c * (tw - GLUE), r * (th - GLUE)
            cells.append(f'<rect x="{x:.2f}" y="{y:.2f}" width="{tw:g}" height="{th:g}" fill="none" stroke="#c00" '
                         f'stroke-width="{0.6 / k:.2f}"/><text x="{x + tw / 2:.2f}" y="{y + th / 2:.2f}" '
                         f'font-size="{9 / k:.1f}" font-weight="bold" fill="#c00" stroke="#fff" stroke-width="{1.2 / k:.2f}" '
                         f'paint-order="stroke" text-anchor="middle" dominant-baseline="central">{tile_name(c, r)}</text>')
    thumb = (f'<svg viewBox="0 0 {lay.poster_w:.2f} {lay.poster_h:.2f}" width="{lay.poster_w * k:.2f}mm" '
             f'height="{lay.poster_h * k:.2f}mm" style="position:absolute;right:14mm;top:22mm">'
             f'<rect width="{lay.poster_w:.2f}" height="{lay.poster_h:.2f}" fill="#fff" stroke="#999" stroke-width="{0.3 / k:.2f}"/>'
             f'<use href="#{ART_ID}" transform="translate({ox:.3f} {oy:.3f}) scale({s:.5f})"/>{"".join(cells)}</svg>')
    first, last = 2, lay.tiles + 1
    steps = (f"<li>Print pages {first} to {last} at 100% (\"actual size\", not \"fit to page\"): the bar under each "
             "tile is then 5 cm long.</li>"
             f"<li>Cut off the margin along the dashed line: the left margin of every tile not in column A, and the "
             f"top margin of every tile not in row 1. Trim the other margins if you like.</li>"
             "<li>Lay the tiles out as in the picture. Glue each row from left to right: spread glue on the hatched "
             "strip and lay the next tile over it, the map on both matching.</li>"
             "<li>Glue the rows together the same way, over the hatched strips at the bottom. Card or a wall behind "
             "the poster keeps it flat.</li>")
    body = (f'<div class="guide" style="right:{W * 0.5 + 20:.0f}mm"><h1>{escape(title)}</h1>'
            f"<p>A poster of {lay.tiles} pages ({lay.cols} across, {lay.rows} down), "
            f"{lay.poster_w / 10:.0f} x {lay.poster_h / 10:.0f} cm when put together.</p>"
            f"<h2>Putting it together</h2><ol>{steps}</ol>{extra}"
            f'<p class="note">{escape(credit(game))}</p></div>{thumb}')
    return body


def poster_sheet(*, name: str, game: str, title: str, art: str, art_w: float, art_h: float, paper: Paper,
                 tiles: int, guide: str, about: str, sources: dict | None = None) -> Sheet:
    """``art``: SVG elements in a box ``art_w`` x ``art_h`` of its units; ``guide``: HTML for the
    first page, under the assembly steps."""
    lay = layout(art_w, art_h, paper, tiles)
    pages = [page(_guide(lay, art_w, art_h, title, game, guide), paper, landscape=lay.landscape, cls="guide-page")]
    for r in range(lay.rows):
        for c in range(lay.cols):
            pages.append(page(_tile(lay, c, r, art_w, art_h, title), paper, landscape=lay.landscape, cls="tile"))
    html = document(title, pages, paper, landscape=lay.landscape, css=CSS, before=_defs(art))
    return Sheet(name=name, game=game, title=title, html=html, pages=len(pages), about=about,
                 landscape=lay.landscape, sources=dict(sources or {}))
