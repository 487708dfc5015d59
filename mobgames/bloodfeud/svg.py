"""The board (and a game on it) as an SVG picture, so it shows in any notebook viewer, in
exported HTML and on nbviewer, with no widget needed.

The static map is built once per board and reused; pieces and highlights are drawn on top.
"""

from __future__ import annotations

from html import escape

from ..core.colours import ink_on
from ..core.text import counted
from . import style
from .style import label_of

# Piece letters on tokens, in a fixed reading order.
TOKEN_ORDER = ("boss", "family", "hitman", "henchman", "thug", "limousine", "speedboat", "helicopter")


class SvgString(str):
    """An SVG document as a string that also displays itself in a notebook."""

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return str(self)


def _pts(points) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def _text(x, y, lines, size, fill, *, italic=False, halo="#ffffff", weight="normal") -> str:
    lh = size * 1.1
    y0 = y - lh * (len(lines) - 1) / 2
    spans = "".join(f'<tspan x="{x:.1f}" y="{y0 + i * lh:.1f}">{escape(s)}</tspan>' for i, s in enumerate(lines))
    style_ = ' font-style="italic"' if italic else ""
    return (f'<text font-size="{size}" fill="{fill}"{style_} font-weight="{weight}" stroke="{halo}" '
            f'stroke-width="{size / 4:.2f}" stroke-linejoin="round" paint-order="stroke" '
            f'text-anchor="middle" dominant-baseline="central">{spans}</text>')


text_colour = ink_on   # black or white, whichever reads better (core/colours.py; one for every game)


def token_text(player_letter: str, counts, letters: dict[str, str]) -> str:
    parts = []
    by_kind: dict[str, int] = {}
    for key, n in counts.items():   # absorbed family ("family:Blue") count as Family Members
        kind = key.split(":", 1)[0]
        by_kind[kind] = by_kind.get(kind, 0) + n
    for piece in TOKEN_ORDER:
        n = by_kind.get(piece, 0)
        if n:
            parts.append(letters[piece] if n == 1 else f"{n}{letters[piece]}")
    return f"{player_letter}: " + " ".join(parts)


def _static_layers(board) -> tuple[str, str]:
    """(map, labels) SVG fragments for a board, cached on the board object."""
    cached = getattr(board, "_svg_static", None)
    if cached is not None:
        return cached
    water, land, labels = [], [], []
    for s in board.spaces.values():
        if s.kind == "water":
            water.append(f'<polygon points="{_pts(s.polygon)}" fill="{style.fill_of(s)}"/>')
        else:
            land.append(f'<polygon points="{_pts(s.polygon)}" fill="{style.fill_of(s)}"><title>{escape(s.name)}</title></polygon>')
        lines, size = label_of(s)
        x, y = s.point
        if not lines:
            continue
        if s.kind == "water":
            labels.append(_text(x, y, lines, size, style.WATER_TEXT, italic=True, halo=style.KIND_FILL["water"]))
        else:
            labels.append(_text(x, y, lines, size, style.LAND_TEXT))
    bridges = []
    for _a, _b, d in board.graph.edges(data=True):
        if d["kind"] == "bridge" and d.get("path"):
            (x1, y1), (x2, y2) = d["path"][0], d["path"][-1]
            bridges.append(
                f'<g><title>{escape(d["bridge"])}</title>'
                f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{style.BRIDGE_DARK}" stroke-width="7" stroke-linecap="butt"/>'
                f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="url(#bf-hatch)" stroke-width="5" stroke-linecap="butt"/></g>')
    stars = []
    for sid in board.starts.values():
        s = board.space(sid)
        stars.append(f'<polygon points="{_pts(style.star_points(*style.star_xy(s), 7))}" '
                     f'fill="{style.STAR_FILL}" stroke="{style.STAR_STROKE}" stroke-width="1"><title>Starting point: {escape(s.name)}</title></polygon>')
    map_svg = (
        f'<g class="water" stroke="{style.WATER_BORDER}" stroke-width="0.6">{"".join(water)}</g>'
        f'<g class="land" stroke="{style.BORDER}" stroke-width="0.8" stroke-linejoin="round">{"".join(land)}</g>'
        f'<g class="bridges">{"".join(bridges)}</g>'
        f'<g class="stars">{"".join(stars)}</g>')
    label_svg = f'<g class="labels" font-family="{style.FONT}">{"".join(labels)}</g>'
    board._svg_static = (map_svg, label_svg)
    return board._svg_static


LEGEND_HEIGHT = 26


def _legend(board) -> str:
    """A key in a strip under the map, so it never hides a space."""
    w, h = board.size
    y = h + LEGEND_HEIGHT / 2
    out = [f'<g class="legend" font-family="{style.FONT}" font-size="11">',
           f'<rect x="0" y="{h:g}" width="{w:g}" height="{LEGEND_HEIGHT}" fill="#ffffff"/>']
    x = 12.0
    for kind, text in (("district", "City district"), ("park", "Park"), ("water", "Water"), ("airport", "Airport")):
        fill = style.AREA_TINT["Queens"] if kind == "district" else style.KIND_FILL[kind]
        out.append(f'<rect x="{x:g}" y="{y - 6:g}" width="16" height="12" fill="{fill}" stroke="#333" stroke-width="0.6"/>'
                   f'<text x="{x + 22:g}" y="{y + 4:g}">{text}</text>')
        x += 30 + 6.2 * len(text)
    out.append(f'<line x1="{x:g}" y1="{y:g}" x2="{x + 18:g}" y2="{y:g}" stroke="{style.BRIDGE_DARK}" stroke-width="7"/>'
               f'<line x1="{x:g}" y1="{y:g}" x2="{x + 18:g}" y2="{y:g}" stroke="url(#bf-hatch)" stroke-width="5"/>'
               f'<text x="{x + 24:g}" y="{y + 4:g}">Bridge</text>')
    x += 30 + 6.2 * 6
    out.append(f'<polygon points="{_pts(style.star_points(x + 7, y, 7))}" fill="{style.STAR_FILL}" stroke="{style.STAR_STROKE}"/>'
               f'<text x="{x + 20:g}" y="{y + 4:g}">Starting point</text>')
    x += 22 + 6.2 * 14
    out.append(f'<text x="{x:g}" y="{y + 4:g}" fill="#333" font-size="10">Pieces: B Boss · F Family · H Hit Man · '
               f'M Henchman · T Thug · L Limo · S Boat · C Copter</text>')
    out.append("</g>")
    return "".join(out)


def _pieces(board, game) -> str:
    letters = {k: p.letter for k, p in game.catalogue.items() if p.letter}
    players = {p.name: p for p in game.players}
    out = []
    for did, owner in game.control.items():
        s = board.space(did)
        p = players.get(owner)
        if p is None:
            continue
        x, y = style.marker_xy(s)
        out.append(f'<g><title>{escape(owner)} controls {escape(s.name)}</title>'
                   f'<rect x="{x:.1f}" y="{y:.1f}" width="9" height="9" fill="{p.hex}" stroke="#000" stroke-width="0.6"/>'
                   f'<text x="{x + 4.5:.1f}" y="{y + 4.8:.1f}" font-size="7" text-anchor="middle" dominant-baseline="central" '
                   f'fill="{text_colour(p.hex)}">{p.letter}</text></g>')
    for did, building in game.buildings.items():
        letter, colour, name = style.BUILDING_BADGE[building]
        x, y = style.building_xy(board.space(did))
        m = style.MARKER_SIZE
        out.append(f'<g><title>{name} in {escape(board.space(did).name)}</title>'
                   f'<rect x="{x:.1f}" y="{y:.1f}" width="{m}" height="{m}" rx="2" fill="{colour}" stroke="#000" stroke-width="0.6"/>'
                   f'<text x="{x + m / 2:.1f}" y="{y + m / 2 + 0.3:.1f}" font-size="7" font-weight="bold" text-anchor="middle" '
                   f'dominant-baseline="central" fill="#ffffff">{letter}</text></g>')
    for sid, by_player in game.pieces.items():
        s = board.space(sid)
        y = style.token_top(s)
        for owner, counts in by_player.items():
            if not sum(counts.values()):
                continue
            p = players[owner]
            text = token_text(p.letter, counts, letters)
            w = style.token_width(text)
            out.append(f'<g><title>{escape(owner)}: {escape(text)}</title>'
                       f'<rect x="{s.point[0] - w / 2:.1f}" y="{y:.1f}" width="{w:.1f}" height="{style.TOKEN_HEIGHT}" rx="{style.TOKEN_HEIGHT / 2}" fill="{p.hex}" stroke="#000" stroke-width="0.6"/>'
                       f'<text x="{s.point[0]:.1f}" y="{y + style.TOKEN_HEIGHT / 2 + 0.3:.1f}" font-size="{style.TOKEN_FONT}" font-weight="bold" text-anchor="middle" '
                       f'dominant-baseline="central" fill="{text_colour(p.hex)}">{escape(text)}</text></g>')
            y += style.TOKEN_GAP
    return f'<g class="pieces" font-family="{style.FONT}">{"".join(out)}</g>'


def _highlight(board, space_id: str) -> str:
    s = board.space(space_id)
    out = []
    for n in board.neighbours(space_id):
        out.append(f'<polygon points="{_pts(board.space(n).polygon)}" fill="{style.NEIGHBOUR_FILL}" stroke="none"/>')
    for a, b, _name in board.bridges(space_id):
        (x1, y1), (x2, y2) = board.graph.edges[a, b]["path"][0], board.graph.edges[a, b]["path"][-1]
        out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{style.HIGHLIGHT}" stroke-width="4"/>')
    out.append(f'<polygon points="{_pts(s.polygon)}" fill="none" stroke="{style.HIGHLIGHT_UNDER}" stroke-width="5"/>')
    out.append(f'<polygon points="{_pts(s.polygon)}" fill="none" stroke="{style.HIGHLIGHT}" stroke-width="3"/>')
    return f'<g class="highlight">{"".join(out)}</g>'


def describe(board, game=None) -> str:
    """A one-paragraph text description of the picture (what a screen reader reads)."""
    counts = {k: len(board.of_kind(k)) for k in ("district", "park", "water", "airport")}
    text = (f"Map of New York and New Jersey with {counts['district']} city districts, {counts['park']} parks, "
            f"{counts['water']} water spaces and {counts['airport']} airports; starting stars in "
            + ", ".join(f"{board.space(s).name} ({a})" for a, s in board.starts.items()) + ".")
    if game is not None:
        text += " " + " ".join(
            f"{p.name} ({p.colour}) controls {counted(len(game.districts_of(p.name)), 'district')} and has "
            f"{counted(game.count(p.name), 'piece')} on the board." for p in game.players)
    return text


def board_svg(board, game=None, *, width: int = 900, highlight: str | None = None,
              labels: bool = True, legend: bool = True, focus: list[str] | None = None) -> SvgString:
    """The board as SVG, ``width`` pixels wide; with a game, its control markers and pieces.
    ``focus``: show only the part of the map around these spaces (no legend then)."""
    w, h = board.size
    x0, y0, vw, vh = 0.0, 0.0, w, h + (LEGEND_HEIGHT if legend else 0)
    if focus:
        x0, y0, x1, y1 = board.frame(focus)
        vw, vh = x1 - x0, y1 - y0
        legend = False
    height = round(width * vh / vw)
    map_svg, label_svg = _static_layers(board)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x0:.1f} {y0:.1f} {vw:.1f} {vh:.1f}" width="{width}" height="{height}" '
        f'role="img" aria-labelledby="bf-title bf-desc" style="max-width:100%;height:auto">',
        f'<title id="bf-title">{escape(board.title)}</title><desc id="bf-desc">{escape(describe(board, game))}</desc>',
        '<defs><pattern id="bf-hatch" patternUnits="userSpaceOnUse" width="4" height="4" patternTransform="rotate(45)">'
        f'<rect width="4" height="4" fill="{style.BRIDGE_LIGHT}"/><line x1="0" y1="0" x2="0" y2="4" stroke="{style.BRIDGE_DARK}" stroke-width="1.6"/>'
        '</pattern></defs>',
        f'<rect width="{w:g}" height="{h:g}" fill="{style.BACKGROUND}"/>',
        map_svg,
    ]
    if highlight:
        parts.append(_highlight(board, highlight))
    if labels:
        parts.append(label_svg)
    if game is not None:
        parts.append(_pieces(board, game))
    if legend:
        parts.append(_legend(board))
    parts.append("</svg>")
    return SvgString("".join(parts))
