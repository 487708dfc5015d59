"""The Mob Ties board to print, and its pieces: the on-screen board's layout and colours
(``mobties.svg``) with empty places for the tokens instead of a game's state, on one landscape
page; then a page of tokens to cut out (mobsters in every family's colour and shape, Feds, the
Don's Ring, the Heat marker and the racket value tokens), sized to the board's places."""

from __future__ import annotations

import math
from html import escape

from ..mobties import svg as mt
from ..mobties.board import clockwise
from ..mobties.cards import BOARD, CAPACITY, KINDS, LOCATIONS
from ..mobties.game import MTGame
from ..mobties.rules import SURROUNDED
from . import icons
from .page import MUTED, Paper, Sheet, badge, band, credit, document, page

GAME = MTGame.TITLE
VIEW_W, VIEW_H = mt.VIEW_W, 540      # the screen board without its players' strip, plus a key
MARGIN = 8.0                         # mm round the board
SLOT_R = 14.0                        # a mobster's place, in board units (the screen's largest token)
FED_TOKENS = 48                      # the box's Fed tokens (the rulebook's list of components)
PLAYERS = sorted(int(n) for n in BOARD["favor_cards_dealt"])


def scale(paper: Paper) -> float:
    """Millimetres per board unit when the board fills a landscape page inside the margins."""
    w, h = paper.size(landscape=True)
    return min((w - 2 * MARGIN) / VIEW_W, (h - 2 * MARGIN - 6) / VIEW_H)


def _t(x, y, text, size=11, fill=mt.INK, anchor="middle", weight="normal", extra="") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" fill="{fill}" text-anchor="{anchor}" '
            f'font-weight="{weight}"{extra}>{escape(text)}</text>')


def _box(place, x, y, w, h, subtitle, dashed=False) -> str:
    dash = ' stroke-dasharray="7 4"' if dashed else ""
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="{mt.TINT[place]}" stroke="{mt.INK}" '
            f'stroke-width="1.6"{dash}/>' + _t(x + w / 2, y + 22, mt.title_case(place), 14, weight="bold")
            + _t(x + w / 2, y + 39, subtitle, 10.5, mt.MUTED))


def _slots(x, y, w, n) -> str:
    gap = (w - n * 2 * SLOT_R) / (n + 1)
    return "".join(f'<circle cx="{x + gap + SLOT_R + i * (2 * SLOT_R + gap):.1f}" cy="{y:.1f}" r="{SLOT_R}" '
                   'fill="#ffffff" fill-opacity="0.55" stroke="#8c7b63" stroke-width="1" stroke-dasharray="3 2"/>'
                   for i in range(n))


RACKET_SLOT = (44.0, 32.0)           # the racket value token's place, lower right of a location


def _location(loc, x, y) -> str:
    w, h = mt.BOX_W, mt.BOX_H
    racket = LOCATIONS[loc]["racket"]
    out = [f'<g class="mt-location" data-place="{loc}">',
           _box(loc, x, y, w, h, "the Don is elected here" if racket is None else f"racket \u00b7 room for {CAPACITY}")]
    out.append(_slots(x, y + 66, w, CAPACITY))
    if racket is not None:
        rw, rh = RACKET_SLOT
        rx, ry = x + w - rw - 8, y + h - rh - 8
        out.append(f'<rect x="{rx}" y="{ry}" width="{rw}" height="{rh}" rx="4" fill="#ffffff" fill-opacity="0.6" '
                   f'stroke="#8c7b63" stroke-dasharray="3 2"/>' + _t(rx + rw / 2, ry + rh / 2 + 4, "racket", 9, mt.MUTED))
        out.append(_t(x + 10, y + h - 14, f"{SURROUNDED} Feds surround it", 9, mt.MUTED, anchor="start"))
    else:
        out.append(_t(x + w / 2, y + h - 14, f"room for {CAPACITY} \u00b7 {SURROUNDED} Feds surround it", 9, mt.MUTED))
    out.append("</g>")
    return "".join(out)


def _arrows(order) -> str:
    centres = [(x + mt.BOX_W / 2, y + mt.BOX_H / 2) for x, y in mt.RING]
    out = ['<g class="mt-clockwise" stroke="#b3a590" stroke-width="2" fill="none">',
           f'<polygon points="{" ".join(f"{cx:.0f},{cy:.0f}" for cx, cy in centres)}" stroke-dasharray="5 5"/>']
    for (ax, ay), (bx, by) in zip(centres, centres[1:] + centres[:1]):
        mx, my = (ax + bx) / 2, (ay + by) / 2
        d = math.hypot(bx - ax, by - ay)
        ux, uy = (bx - ax) / d * 7, (by - ay) / d * 7
        out.append(f'<path d="M{mx - ux - uy:.1f},{my - uy + ux:.1f} L{mx + ux:.1f},{my + uy:.1f} '
                   f'L{mx - ux + uy:.1f},{my - uy - ux:.1f}" stroke="#8c7b63" stroke-width="2.4"/>')
    return "".join(out) + "</g>"


def _heat() -> str:
    x, y, w, h = mt.HEAT
    levels = BOARD["heat_levels"]
    seg = (w - 24 - (levels - 1) * 4) / levels
    out = [f'<g class="mt-heat"><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="#fbf3ea" '
           f'stroke="{mt.INK}" stroke-width="1.6"/>', _t(x + w / 2, y + 20, "Heat", 14, weight="bold")]
    for i in range(levels):
        sx = x + 12 + i * (seg + 4)
        out.append(f'<rect x="{sx:.1f}" y="{y + 28}" width="{seg:.1f}" height="30" rx="4" fill="#eee6dc" stroke="#b9a99a"/>'
                   + _t(sx + seg / 2, y + 48, str(i + 1), 14, mt.MUTED, weight="bold"))
    out.append(_t(x + w / 2, y + 73, "rises when the Prison and", 9.5, mt.MUTED))
    out.append(_t(x + w / 2, y + 86, "Morgue hold one per player", 9.5, mt.MUTED))
    return "".join(out) + "</g>"


def _side(place, box, subtitle, note="") -> str:
    x, y, w, h = box
    out = [f'<g class="mt-place" data-place="{place}">', _box(place, x, y, w, h, subtitle)]
    top = 48
    if note:
        out.append(_t(x + w / 2, y + 54, note, 9.5, mt.MUTED))
        top = 62
    if place == "prison":
        out.append("".join(f'<line x1="{bx}" y1="{y + top}" x2="{bx}" y2="{y + h - 6}" stroke="#a8a8a8" '
                           'stroke-width="2"/>' for bx in range(x + 12, x + w - 4, 18)))
    return "".join(out) + "</g>"


def bail_note() -> str:
    groups: dict[int, list[str]] = {}
    for k, kind in KINDS.items():
        groups.setdefault(kind.bail, []).append(mt.LETTERS[k])
    return "  ".join(f"{'/'.join(v)} ${b}k" for b, v in sorted(groups.items(), reverse=True))


def board_svg(width: str = "", height: str = "") -> str:
    """The empty board as a standalone SVG document in the screen board's units (``width`` and
    ``height``: its printed size, "271mm")."""
    y_key = 498
    size = f' width="{width}" height="{height}"' if width else ""
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEW_W} {VIEW_H}"{size} font-family="{mt.FONT}">',
             f'<title>{escape(GAME)}: the board</title>',
             f'<rect width="{VIEW_W}" height="{VIEW_H}" fill="{mt.BACKGROUND}"/>',
             _t(14, 27, GAME, 18, anchor="start", weight="bold"),
             _t(112, 27, f"the board \u00b7 {PLAYERS[0]} to {PLAYERS[-1]} players", 12, mt.MUTED, anchor="start"),
             _t(VIEW_W - 14, 27, "mobgames print-and-play", 10, mt.MUTED, anchor="end"),
             _arrows(clockwise())]
    x, y, w, h = mt.STREETS
    parts.append(_side("streets", (x, y, w, h), "no limit \u00b7 no racket"))
    parts.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="none" stroke="{mt.INK}" '
                 'stroke-width="1.6" stroke-dasharray="7 4"/>')
    for loc, (lx, ly) in zip(clockwise(), mt.RING):
        parts.append(_location(loc, lx, ly))
    parts.append(_heat())
    parts.append(_side("prison", mt.PRISON, "pay bail to get out", bail_note()))
    parts.append(_side("morgue", mt.MORGUE, "killed mobsters"))
    key = " \u00b7 ".join(f"{mt.LETTERS[k]} {KINDS[k].name} {KINDS[k].respect}" for k in KINDS)
    parts.append(f'<rect x="0" y="{y_key}" width="{VIEW_W}" height="{VIEW_H - y_key}" fill="#ffffff" stroke="#d8cfc2"/>')
    parts.append(_t(14, y_key + 17, f"Tokens: shape and color = family, letter = mobster, number = respect.  {key}",
                    10.5, mt.MUTED, anchor="start"))
    parts.append(_t(14, y_key + 33, "Arrows: the clockwise order of the locations. Feds stand round a location's edge.",
                    10.5, mt.MUTED, anchor="start"))
    parts.append("</svg>")
    return "".join(parts)


def board_sheet(paper: Paper) -> Sheet:
    s = scale(paper)
    w, h = paper.size(landscape=True)
    bw, bh = VIEW_W * s, VIEW_H * s
    body = (f'<div style="position:absolute;left:{(w - bw) / 2:.2f}mm;top:{MARGIN:.2f}mm;width:{bw:.2f}mm;'
            f'height:{bh:.2f}mm">{board_svg(f"{bw:.2f}mm", f"{bh:.2f}mm")}</div>'
            + band(escape(credit(GAME)), bottom=MARGIN - 5.5, height=4.5))
    html = document(f"{GAME}: the board", [page(body, paper, landscape=True)], paper, landscape=True)
    return Sheet(name="mobties-board", game=GAME, title="Board", html=html, pages=1, landscape=True,
                 about="The board on one landscape page (glue it on card).", sources={"mobties-board.svg": board_svg()})


# -- the pieces ---------------------------------------------------------------------------------
def _mobster(kind: str, colour: str, form: str, size: float) -> str:
    k = KINDS[kind]
    ink = mt.text_colour(colour)
    return (f'<div class="counter" style="width:{size:.2f}mm;height:{size:.2f}mm">'
            f'<svg viewBox="0 0 40 40">{mt.shape(form, 20, 20, 15.5, colour, 1.6)}'
            f'<text x="20" y="26" font-size="16" font-weight="bold" text-anchor="middle" fill="{ink}">{mt.LETTERS[kind]}</text>'
            f'<circle cx="32" cy="8" r="6.5" fill="#fff" stroke="#1a1a1a" stroke-width="1"/>'
            f'<text x="32" y="11.4" font-size="9.5" font-weight="bold" text-anchor="middle">{k.respect}</text></svg></div>')


def _cell(inner: str, w: float, h: float, cls: str = "counter") -> str:
    return f'<div class="{cls}" style="width:{w:.2f}mm;height:{h:.2f}mm">{inner}</div>'


def _racket(loc: str, players: str, value: int, w: float, h: float) -> str:
    inferred = "*" if LOCATIONS[loc].get("inferred") else ""
    return _cell(f'<div class="rk"><b>${value}k{inferred}</b><span>{escape(LOCATIONS[loc]["short"])}</span>'
                 f'<span>{players} players</span></div>', w, h)


def pieces_sheet(paper: Paper) -> Sheet:
    s = scale(paper)
    size = 2 * SLOT_R * s + 0.6                      # a token covers its place on the board
    names = list(BOARD["colours"])
    colours, forms = mt.player_colours(names), mt.player_shapes(names)
    fams = "".join(f'<div class="row"><span class="lab">{escape(c)}</span>'
                   + "".join(_mobster(k, colours[c], forms[c], size) for k in KINDS) + "</div>" for c in names)
    feds = "".join(_cell(icons.fed_badge("F"), size - 1, size - 1) for _ in range(FED_TOKENS))
    rw, rh = RACKET_SLOT[0] * s, RACKET_SLOT[1] * s
    rackets = "".join(_racket(loc, n, v, rw, rh) for loc, d in LOCATIONS.items() if d["racket"]
                      for n, v in sorted(d["racket"].items(), key=lambda kv: int(kv[0])))
    inferred = [d["inferred"] for d in LOCATIONS.values() if d.get("inferred")]
    extras = (_cell(icons.ring(), size * 1.4, size * 1.4)
              + _cell('<div class="rk"><b>HEAT</b><span>marker</span></div>', size * 1.4, size * 1.4))
    body = (f'<div class="sheet"><h1>{escape(GAME)}: the pieces</h1>'
            f'<p class="note">Cut out the tokens. The Heat marker starts on level 1. One of each mobster for every family (the color names the family; '
            f'the shape tells them apart without color). Racket tokens go in the lower right corner of each '
            f'location: use the ones for the number of players.</p>'
            f'<h2>Mobsters</h2>{fams}'
            f'<h2>Racket value tokens</h2><div class="grid">{rackets}</div>'
            + (f'<p class="note">{badge("inferred")} * {escape("; ".join(inferred))}</p>' if inferred else "")
            + f'<h2>Feds ({FED_TOKENS}), the Don\'s Ring and the Heat marker</h2><div class="grid">{feds}{extras}</div>'
            "</div>" + band(escape(credit(GAME)), bottom=4, height=4.5))
    html = document(f"{GAME}: the pieces", [page(body, paper)], paper, css=PIECES_CSS)
    return Sheet(name="mobties-pieces", game=GAME, title="Pieces", html=html, pages=1,
                 about=f"Mobster tokens for {len(names)} families, {FED_TOKENS} Feds, the Don's Ring, the Heat "
                       "marker and the racket value tokens.")


PIECES_CSS = f"""
.sheet {{ position: absolute; left: 10mm; right: 10mm; top: 9mm; bottom: 10mm; overflow: hidden; }}
.sheet h1 {{ font-size: 14pt; margin-bottom: 1mm; }} .sheet h2 {{ font-size: 10pt; margin: 2.5mm 0 1mm; }}
.row {{ display: flex; align-items: center; margin-bottom: 0.6mm; }}
.row .lab {{ width: 16mm; font-size: 8pt; color: {MUTED}; }}
.grid {{ display: flex; flex-wrap: wrap; }}
.counter {{ border: 0.2mm solid #9a9a9a; margin: 0 -0.2mm -0.2mm 0; display: flex; align-items: center;
  justify-content: center; overflow: hidden; background: #fff; }}
.counter svg {{ width: 92%; height: 92%; }}
.rk {{ display: flex; flex-direction: column; align-items: center; line-height: 1.05; font-size: 5.5pt; color: {MUTED}; }}
.rk b {{ font-size: 10pt; color: #2b2118; }}
"""
