"""A part of the Blood Feud map as a still SVG picture drawn for the projector (issue 27): what a
story stepper shows beside its buttons.

The engine's own picture (``mobgames.bloodfeud.svg.board_svg``) keeps its names at board sizes, so
a zoomed part of the map shrunk to fit a screen has names under 11 px. This one is drawn the way the
table's map canvas draws a zoomed area, in pixels for the size it is shown at: the names laid out
by ``map_labels`` (none under ``MIN_TEXT_PX``, none over another, the story's spaces first), the
pieces by ``map_pieces`` (tokens at ``TOKEN_PX``, joined to their space by a leader line where they
cannot touch it). Its class ``mobgames-fit-board`` lets classroom mode show it beside the buttons,
as large as the screen allows (never smaller than drawn: ``PICTURE_SIZE`` fits the room it gets).
"""

from __future__ import annotations

from html import escape
from itertools import count

from mobgames.bloodfeud import style
from mobgames.bloodfeud.examples import STORY_FOCUS, story_picture
from mobgames.bloodfeud.svg import SvgString, describe

from . import map_pieces
from .map_layout import MIN_TEXT_PX, TOKEN_H, TOKEN_PX, Scaled

# The room classroom mode gives a board picture at 1280x720 (classroom.js fitBoard): a stepper is
# about 1246 px wide, 380 + 16 px of it kept for the buttons; 720 - 16 px of height. Drawn to fit
# a little less, the picture is shown at 1 to 1.2 times its size there, so no text is under 14.5 px.
PICTURE_SIZE = (840, 700)
_ids = count(1)   # each picture's title and description need ids no other picture on the page has


def _pts(poly) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in poly)


def _in_view(poly, width: float, height: float) -> bool:
    (x0, y0), (x1, y1) = poly.min(axis=0), poly.max(axis=0)
    return x1 > 0 and y1 > 0 and x0 < width and y0 < height


def _text(text: str, x: float, y: float, px: float, fill: str, extra: str = "") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{px:g}" fill="{fill}"{extra} text-anchor="middle" '
            f'dominant-baseline="central">{escape(text)}</text>')


def _map(geo, width: float, height: float) -> list[str]:
    """The spaces, bridges and starting stars of the part in view."""
    s = geo.scale
    water = [f'<polygon points="{_pts(p)}" fill="{style.fill_of(geo.board.space(sid))}"/>'
             for sid, p in geo.polys.items() if geo.board.space(sid).kind == "water" and _in_view(p, width, height)]
    land = [f'<polygon points="{_pts(p)}" fill="{style.fill_of(geo.board.space(sid))}"/>'
            for sid, p in geo.polys.items() if geo.board.space(sid).kind != "water" and _in_view(p, width, height)]
    out = [f'<rect width="{width:g}" height="{height:g}" fill="{style.BACKGROUND}"/>',
           f'<g stroke="{style.WATER_BORDER}" stroke-width="{0.6 * s:.2f}">{"".join(water)}</g>',
           f'<g stroke="{style.BORDER}" stroke-width="{0.8 * s:.2f}" stroke-linejoin="round">{"".join(land)}</g>']
    if len(geo.bridges):   # (as the canvas draws them: dark, with a light dashed middle)
        lines = "".join(f'<line x1="{a[0]:.1f}" y1="{a[1]:.1f}" x2="{b[0]:.1f}" y2="{b[1]:.1f}"/>' for a, b in geo.bridges)
        out.append(f'<g stroke="{style.BRIDGE_DARK}" stroke-width="{7 * s:.2f}">{lines}</g>'
                   f'<g stroke="{style.BRIDGE_LIGHT}" stroke-width="{4 * s:.2f}" '
                   f'stroke-dasharray="{1.6 * s:.2f} {1.6 * s:.2f}">{lines}</g>')
    stars = "".join(f'<polygon points="{_pts(p)}"/>' for p in geo.stars)
    out.append(f'<g fill="{style.STAR_FILL}" stroke="{style.STAR_STROKE}" stroke-width="1">{stars}</g>')
    return out


def _names(geo) -> list[str]:
    """The names ``map_labels`` kept, one group per name (``data-space``: whose), with a halo of
    their background so that lines and borders never cut the letters."""
    out = []
    for lab in geo.label_list:
        water = lab.kind == "water"
        extra = (f' stroke="{style.KIND_FILL["water"] if water else "#ffffff"}" stroke-width="{lab.px / 4:.2f}" '
                 'stroke-linejoin="round" paint-order="stroke"'
                 + (' font-style="italic"' if water else ' font-weight="bold"' if lab.kind == "area" else ""))
        ink = style.WATER_TEXT if water else style.LAND_TEXT
        rows = "".join(_text(text, x, y, lab.px, ink, extra) for text, x, y in lab.rows())
        out.append(f'<g class="bf-name" data-space="{lab.space or ""}">{rows}</g>')
    return out


def _leaders(blocks) -> list[str]:
    """Dark lines over a light halo, each ending in a dot inside its space (as map_pieces draws them)."""
    out = []
    for colour, width, r in ((map_pieces.LEADER_HALO, 4.5, 5.0), (map_pieces.LEADER_INK, 2.0, 3.5)):
        for b in blocks:
            if b.leader is not None:
                x0, y0, x1, y1 = b.leader
                out.append(f'<line x1="{x0:.1f}" y1="{y0:.1f}" x2="{x1:.1f}" y2="{y1:.1f}" stroke="{colour}" '
                           f'stroke-width="{width}" stroke-linecap="round"/>'
                           f'<circle cx="{x1:.1f}" cy="{y1:.1f}" r="{r}" fill="{colour}"/>')
    return out


def _tokens(placed) -> list[str]:
    out = []
    for t, x, y in placed:
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{t.width:.1f}" height="{TOKEN_H}" fill="{t.fill}" '
                   'stroke="#000000" stroke-width="1"/>')
        if t.boss:   # a gold inner edge: the Boss is in this stack (the star says it too)
            out.append(f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{t.width - 4:.1f}" height="{TOKEN_H - 4}" '
                       f'fill="none" stroke="{map_pieces.BOSS_EDGE}" stroke-width="2"/>')
        out.append(_text(t.text, x + t.width / 2, y + TOKEN_H / 2 + 0.5, TOKEN_PX, t.ink, ' font-weight="bold"'))
    return out


def _in_words(game, focus) -> str:
    """What the picture shows, for screen readers: where, then who holds what and stands where
    among the story's spaces (the tokens' letters alone say little)."""
    board = game.board
    ids = sorted(focus, key=lambda s: board.space(s).point[1])
    names = [board.space(s).name for s in ids]
    where = f"{', '.join(names[:-1])} and {names[-1]}" if len(names) > 1 else names[0]
    out = [f"Part of the map, around {where}.", describe(board, game)]
    for sid in ids:
        owner = game.control.get(sid)
        pieces = "; ".join(f"{p.name}: {what}" for p, what in map_pieces.families_at(game, sid))
        if owner or pieces:
            held = f"held by {owner}" if owner else "held by nobody"
            out.append(f"{board.space(sid).name}, {held}" + (f"; {pieces}." if pieces else "."))
    return " ".join(out)


def picture_size(board, focus, room: tuple[float, float] = PICTURE_SIZE) -> tuple[int, int]:
    """The picture's size in pixels: the box around ``focus`` grown until it fills ``room``'s
    width or height, whichever comes first."""
    x0, y0, x1, y1 = board.frame(focus)
    scale = min(room[0] / (x1 - x0), room[1] / (y1 - y0))
    return round((x1 - x0) * scale), round((y1 - y0) * scale)


def map_svg(game, focus, *, room: tuple[float, float] = PICTURE_SIZE, title: str = "") -> SvgString:
    """The part of ``game``'s map around the spaces ``focus`` (ids), with its pieces, as SVG sized to
    fill ``room`` (pixels). Every name of a ``focus`` space is drawn; a neighbour's name is left out
    where it would be under ``MIN_TEXT_PX`` or cut another; the description says it all in words."""
    board = game.board
    focus = tuple(board.space(sid).id for sid in focus)
    width, height = picture_size(board, focus, room)
    x0, y0, x1, _ = board.frame(focus)
    scale = width / (x1 - x0)
    geo = Scaled(board, scale, (x0, y0), MIN_TEXT_PX, (width, height), focus=focus)
    placed, blocks = map_pieces.layout(game, geo, width, height)
    text = _in_words(game, focus)
    n = next(_ids)
    return SvgString(
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'role="img" aria-labelledby="bf-map-{n}-title bf-map-{n}-desc" class="mobgames-fit-board" '
        f'font-family="{style.FONT}" style="max-width:100%;height:auto">'
        f'<title id="bf-map-{n}-title">{escape(title or board.title)}</title>'
        f'<desc id="bf-map-{n}-desc">{escape(text)}</desc>'
        + "".join(_map(geo, width, height) + _leaders(blocks) + _names(geo) + _tokens(placed)) + "</svg>")


def story_map(name: str):
    """What a stepper draws for the rulebook story ``name`` (``mobgames.bloodfeud.examples``): a
    function ``turns -> SVG`` of the map around where it happens, or None (the game's own picture,
    the whole map) for a story with no place of its own."""
    if story_picture(name) is None:   # (an unknown story is refused, with the list of known ones)
        return None
    focus = STORY_FOCUS[name]
    return lambda turns: map_svg(turns.game, focus)
