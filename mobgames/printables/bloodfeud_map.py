"""The reconstructed Blood Feud map as a poster: the engine's own board picture
(``bloodfeud.svg.board_svg``, drawn from ``bloodfeud/data/board.json``) under a title strip,
with the corners marked (spaces that meet only at a point, which no piece may cross), tiled over
A4 or Letter pages."""

from __future__ import annotations

import math
from html import escape

from ..bloodfeud.setup import default_board
from ..bloodfeud.svg import board_svg
from ..bloodfeud.turns import Turns
from .page import Paper, Sheet, badge, credit
from .poster import nest, poster_sheet

GAME = Turns.TITLE
HEADER = 80.0          # board units above the map for the title
TILES = 6              # pages in the poster: about 52 x 56 cm on A4
CORNER = "#1a1a1a"
RECON = "#d55e00"


def corner_points(board) -> list[tuple[float, float, bool]]:
    """(x, y, reconstructed) for every point where spaces meet only at a corner: the vertex the
    two spaces share (or the middle of their closest vertices)."""
    points: dict[tuple[int, int], list] = {}
    for a, b in board.corners:
        pa, pb = board.space(a).polygon, board.space(b).polygon
        _, p, q = min((math.dist(u, v), u, v) for u in pa for v in pb)
        x, y = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
        key = (round(x), round(y))
        recon = board.corner_sources.get(frozenset((a, b)), "") == "reconstructed"
        if key in points:
            points[key][2] = points[key][2] or recon
        else:
            points[key] = [x, y, recon]
    return [tuple(v) for v in points.values()]


def corner_mark(x: float, y: float, recon: bool, r: float = 3.4) -> str:
    colour = RECON if recon else CORNER
    d = r * 0.55
    return (f'<g><circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="#ffffff" stroke="{colour}" stroke-width="0.9"/>'
            f'<path d="M{x - d:.1f},{y - d:.1f} L{x + d:.1f},{y + d:.1f} M{x - d:.1f},{y + d:.1f} L{x + d:.1f},{y - d:.1f}" '
            f'stroke="{colour}" stroke-width="0.9"/></g>')


def poster_art(board) -> tuple[str, float, float]:
    """(SVG elements, width, height) of the whole poster in board units."""
    svg = board_svg(board, width=1000)
    w = board.size[0]
    vb = [float(v) for v in svg.split('viewBox="', 1)[1].split('"', 1)[0].split()]
    h = vb[3] * w / vb[2]
    marks = "".join(corner_mark(x, y, r) for x, y, r in corner_points(board))
    head = (f'<rect width="{w:g}" height="{HEADER}" fill="#ffffff"/>'
            f'<text x="14" y="30" font-size="24" font-weight="bold" fill="#1a1a1a">{escape(board.title)}</text>'
            f'<text x="14" y="49" font-size="10" fill="#444">{escape(credit(GAME))}</text>'
            f'<rect x="{w - 150:g}" y="11" width="136" height="24" rx="4" fill="#fff7f0" stroke="{RECON}" stroke-width="1.6"/>'
            f'<text x="{w - 82:g}" y="27.5" font-size="13" font-weight="bold" fill="{RECON}" text-anchor="middle" '
            'letter-spacing="1.5">RECONSTRUCTED</text>'
            + corner_mark(20, 65, False, 4.5)
            + '<text x="29" y="68.5" font-size="10" fill="#333">corner: spaces that meet only at a point; '
              'no piece moves across it</text>'
            + corner_mark(420, 65, True, 4.5)
            + '<text x="429" y="68.5" font-size="10" fill="#333">a corner the project reconstructed</text>')
    art = (head + nest(svg, 0, HEADER, w, h)
           + f'<g class="corners" transform="translate({-vb[0] * w / vb[2]:g} {HEADER - vb[1] * w / vb[2]:g}) '
             f'scale({w / vb[2]:g})">{marks}</g>')
    return art, w, HEADER + h


def poster(paper: Paper, tiles: int = TILES) -> Sheet:
    board = default_board()
    art, w, h = poster_art(board)
    standalone = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:g} {h:g}" width="{w:g}" height="{h:g}">'
                  f'{art}</svg>')
    n_corner = len(corner_points(board))
    guide = (f"<h2>The map</h2><p>{badge()} The printed board is not available: this map is the project's "
             "reconstruction from real geography, the same board the notebooks play on. It has "
             f"{len(board.of_kind('district'))} city districts, {len(board.of_kind('park'))} parks, "
             f"{len(board.of_kind('water'))} water spaces and {len(board.of_kind('airport'))} airports; a star marks "
             "each starting point.</p>"
             f"<p>The {n_corner} small crossed circles mark corners, where spaces meet only at a point: no piece "
             "moves across a corner. An orange one is a corner the project reconstructed (the rulebook's list does "
             "not name it).</p>")
    sheet = poster_sheet(name="bloodfeud-poster", game=GAME, title=f"{GAME}: the map", art=art, art_w=w, art_h=h,
                        paper=paper, tiles=tiles, guide=guide,
                        about=f"The reconstructed map as a poster of {tiles} pages, with cut and glue marks "
                              "(page 1 shows how to put it together).",
                        sources={"bloodfeud-map.svg": standalone})
    sheet.title = "Map poster"
    return sheet
