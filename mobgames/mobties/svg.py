"""A Mob Ties position as a static SVG picture, for any notebook viewer (nbviewer, exported HTML)
with no widget needed.

The six locations stand in their clockwise ring around the Streets; the Prison, the Morgue and
the Heat meter are to the right; a strip underneath names the players with their cash. Every
number comes from the game: the picture holds no rules.
"""

from __future__ import annotations

import math
from html import escape

from ..core.colours import ink_on
from .board import clockwise
from .cards import BOARD, CAPACITY, KINDS, LOCATIONS, PLACES, racket_value
from .rules import PHASE_NAMES, SURROUNDED

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
VIEW_W, VIEW_H = 800, 584

# Letters on the tokens (C, H, M, A, D), read from the data's mobster names.
LETTERS = {k: ("M" if k == "made_man" else KINDS[k].name[0]) for k in KINDS}
EXTRA_COLOURS = ("#8c564b", "#9467bd", "#17becf", "#e377c2", "#7f7f7f", "#bcbd22")

BACKGROUND = "#f3eee4"
INK = "#2b2118"
MUTED = "#6b5d4f"
FED_FILL = "#13285a"
SHOW = "#a64e00"   # burnt orange: 4.9:1 on the board, for text and outlines (tests/test_colours.py)
SURROUND = "#13285a"
CLOSED = "#b00020"
RING_GOLD = "#c99a06"
TINT = {"mansion": "#efe1bf", "little_italy": "#dcebd6", "meat_locker": "#dbe6f0", "diner": "#f4ddd5",
        "docks": "#d6e2e6", "kittys": "#efdcec", "streets": "#e4e0d8", "prison": "#d4d4d4", "morgue": "#c5cbd0"}

# The ring: six boxes around the Streets, clockwise from the top left.
BOX_W, BOX_H = 180, 130
RING = ((115, 44), (335, 44), (435, 199), (335, 354), (115, 354), (15, 199))
STREETS = (215, 199, 200, BOX_H)
SIDE_X, SIDE_W = 630, 160
HEAT = (SIDE_X, 44, SIDE_W, 96)
PRISON = (SIDE_X, 150, SIDE_W, 164)
MORGUE = (SIDE_X, 320, SIDE_W, 164)
LEGEND_Y = 496
HEAT_NOW = ' class="mt-heat-now"'


class SvgString(str):
    """An SVG document as a string that also displays itself in a notebook."""

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return str(self)


text_colour = ink_on   # black or white, whichever reads better (core/colours.py; one for every game)


def player_colours(players) -> dict[str, str]:
    """Each player's colour: a player named after a board colour (any case) gets it; the others
    take the unused colours in order."""
    named = {c.lower(): hexc for c, hexc in BOARD["colours"].items()}
    out = {p: named[p.lower()] for p in players if p.lower() in named}
    free = [c for c in list(named.values()) + list(EXTRA_COLOURS) if c not in out.values()]
    for p in players:
        if p not in out:
            out[p] = free.pop(0)
    return out


def short(name: str, limit: int = 14) -> str:
    return name if len(name) <= limit else name[:limit - 1] + "\u2026"


def title_case(place: str) -> str:
    name = PLACES[place]["name"]
    return name[0].upper() + name[1:]


def _t(x, y, text, size=11, fill=INK, anchor="middle", weight="normal", extra="") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" fill="{fill}" text-anchor="{anchor}" '
            f'font-weight="{weight}"{extra}>{escape(text)}</text>')


SHAPES = ("circle", "square", "diamond", "triangle", "hexagon", "star")   # one per seat: owner without colour


def shape(kind: str, cx: float, cy: float, r: float, fill: str, stroke_width: float = 1.2) -> str:
    """A token outline: each player has a shape as well as a colour, for colour-blind readers."""
    paint = f'fill="{fill}" stroke="#1a1a1a" stroke-width="{stroke_width}"'
    if kind == "circle":
        return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" {paint}/>'
    if kind == "square":
        a = r * 0.9
        return f'<rect x="{cx - a:.1f}" y="{cy - a:.1f}" width="{2 * a:.1f}" height="{2 * a:.1f}" rx="{r * 0.15:.1f}" {paint}/>'
    corners = {"diamond": 4, "triangle": 3, "hexagon": 6, "star": 10}[kind]
    pts = []
    for k in range(corners):
        ang = math.pi * (2 * k / corners - 0.5)
        rr = r * (1.2 if kind == "triangle" else 1.05) * (0.55 if kind == "star" and k % 2 else 1)
        pts.append(f"{cx + rr * math.cos(ang):.1f},{cy + rr * math.sin(ang) + (r * 0.2 if kind == 'triangle' else 0):.1f}")
    return f'<polygon points="{" ".join(pts)}" {paint}/>'


def player_shapes(players) -> dict[str, str]:
    return {p: SHAPES[i % len(SHAPES)] for i, p in enumerate(players)}


def _token(mob, cx: float, cy: float, r: float, colour: str, form: str = "circle") -> str:
    kind = KINDS[mob.kind]
    br = r * 0.46
    bx, by = cx + r * 0.74, cy - r * 0.74
    return (f'<g class="mt-token" data-mobster="{escape(mob.id)}"><title>{escape(mob.owner)}\'s {kind.name} '
            f'({kind.respect} respect)</title>'
            + shape(form, cx, cy, r, colour) +
            f'<text x="{cx:.1f}" y="{cy + r * 0.38:.1f}" font-size="{r * 1.05:.1f}" font-weight="bold" '
            f'text-anchor="middle" fill="{text_colour(colour)}">{LETTERS[mob.kind]}</text>'
            f'<circle cx="{bx:.1f}" cy="{by:.1f}" r="{br:.1f}" fill="#ffffff" stroke="#1a1a1a" stroke-width="0.8"/>'
            f'<text x="{bx:.1f}" y="{by + br * 0.45:.1f}" font-size="{br * 1.3:.1f}" font-weight="bold" '
            f'text-anchor="middle" fill="#000000">{kind.respect}</text></g>')


def _tokens(game, mobs, colours, x, y, w, h, rmax=14.0) -> str:
    """Tokens in rows, centred in the rectangle; they shrink when many must fit."""
    n = len(mobs)
    if not n:
        return ""
    r, cols, gap = rmax, n, 6.0
    while r > 5:
        gap = max(3.0, r * 0.42)
        cols = max(1, int((w + gap) // (2 * r + gap)))
        rows = -(-n // cols)
        if rows * (2 * r + gap) - gap <= h:
            break
        r -= 0.5
    rows = -(-n // cols)
    step = 2 * r + gap
    top = y + (h - (rows * step - gap)) / 2 + r
    out = []
    for i, m in enumerate(mobs):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        left = x + (w - (in_row * step - gap)) / 2 + r
        mob = game.mobsters[m]
        out.append(_token(mob, left + col * step, top + row * step, r, colours[mob.owner],
                          player_shapes(game.players)[mob.owner]))
    return "".join(out)


def _fed_slots(x, y, w, h):
    """Points on a box's border for Fed badges: one on each side first, so the four Feds that
    surround a location do so visibly; then the corners; then between."""
    cx, cy = x + w / 2, y + h / 2
    slots = [(cx + w * 0.32, y), (x + w, cy), (cx, y + h), (x, cy),
             (x + w, y), (x + w, y + h), (x, y + h), (x, y),
             (cx - w * 0.32, y + h), (x + w, cy - h * 0.3), (cx + w * 0.32, y + h), (x, cy + h * 0.3),
             (x + w, cy + h * 0.3), (x, cy - h * 0.3), (cx - w * 0.16, y + h), (cx + w * 0.16, y + h)]
    return slots


def _fed(cx, cy, extra: str = "") -> str:
    s = 8.0
    return (f'<g class="mt-fed"><path d="M{cx - s:.1f},{cy - s * 0.85:.1f} H{cx + s:.1f} V{cy + s * 0.15:.1f} '
            f'Q{cx + s:.1f},{cy + s * 0.85:.1f} {cx:.1f},{cy + s * 1.15:.1f} Q{cx - s:.1f},{cy + s * 0.85:.1f} '
            f'{cx - s:.1f},{cy + s * 0.15:.1f} Z" fill="{FED_FILL}" stroke="#ffffff" stroke-width="1.3"/>'
            f'<text x="{cx:.1f}" y="{cy + 3.6:.1f}" font-size="9.5" font-weight="bold" text-anchor="middle" '
            f'fill="#ffffff">{extra or "F"}</text></g>')


def _box(place, x, y, w, h, *, subtitle: str, dashed=False, title_size=14, closed=False) -> list[str]:
    dash = ' stroke-dasharray="7 4"' if dashed else ""
    hatch = (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="url(#mt-hatch)" stroke="none"/>'
             if closed else "")
    return [f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="{TINT[place]}" stroke="{INK}" '
            f'stroke-width="1.6"{dash}/>' + hatch,
            _t(x + w / 2, y + 22, title_case(place), title_size, INK, weight="bold"),
            _t(x + w / 2, y + 39, subtitle, 11, MUTED)]


def _location(game, loc, x, y, by_place, colours, surrounded) -> str:
    w, h = BOX_W, BOX_H
    closed = loc in game.closed
    feds = game.feds.get(loc, 0)
    mobs = by_place.get(loc, [])
    money = "elects the Don" if LOCATIONS[loc]["racket"] is None else f"${racket_value(loc, game.n)}k racket"
    showing = game.show is not None and game.show.location == loc
    tip = f"{title_case(loc)}: {money}, {len(mobs)} of {CAPACITY} mobsters, {feds} Fed{'s' if feds != 1 else ''}"
    out = [f'<g class="mt-location" data-place="{loc}"><title>{escape(tip + (", closed" if closed else ""))}</title>']
    out += _box(loc, x, y, w, h, subtitle=f"{money} \u00b7 {len(mobs)}/{CAPACITY}", closed=closed)
    out.append(_tokens(game, mobs, colours, x + 6, y + 48, w - 12, 62))
    notes = []
    if closed:
        out.append(_t(x + w / 2, y + h / 2 + 16, "CLOSED", 26, CLOSED, weight="bold",
                        extra=f' class="mt-closed" transform="rotate(-12 {x + w / 2} {y + h / 2 + 8})" '
                              'stroke="#ffffff" stroke-width="4" paint-order="stroke" letter-spacing="3"'))
    elif loc in surrounded:
        out.append(f'<rect x="{x - 4}" y="{y - 4}" width="{w + 8}" height="{h + 8}" rx="13" fill="none" '
                   f'stroke="{SURROUND}" stroke-width="2.5" stroke-dasharray="3 3" class="mt-surrounded"/>')
        notes.append(("SURROUNDED", SURROUND))
    if showing:
        out.append(f'<rect x="{x - 1}" y="{y - 1}" width="{w + 2}" height="{h + 2}" rx="11" fill="none" '
                   f'stroke="{SHOW}" stroke-width="3.5" class="mt-show"/>')
        notes.append(("Show of Respect", SHOW))
    if notes:
        out.append(_t(x + w / 2, y + h - 9, notes[0][0] if len(notes) == 1 else "SURROUNDED \u00b7 vote", 10.5,
                      notes[-1][1], weight="bold"))
    slots = _fed_slots(x, y, w, h)
    for i in range(min(feds, len(slots))):
        last = i == len(slots) - 1 and feds > len(slots)
        out.append(_fed(*slots[i], extra=f"{feds}" if last else ""))
    out.append("</g>")
    return "".join(out)


def _side_place(game, place, x, y, w, h, by_place, colours, subtitle, *, note="", dashed=False) -> str:
    mobs = by_place.get(place, [])
    out = [f'<g class="mt-place" data-place="{place}"><title>{escape(title_case(place))}: {len(mobs)} '
           f'mobster{"s" if len(mobs) != 1 else ""}</title>']
    out += _box(place, x, y, w, h, subtitle=subtitle, dashed=dashed)
    top = 48
    if note:
        out.append(_t(x + w / 2, y + 54, note, 10, MUTED))
        top = 62
    if place == "prison":   # bars
        out.append("".join(f'<line x1="{bx}" y1="{y + top}" x2="{bx}" y2="{y + h - 6}" stroke="#a8a8a8" '
                           f'stroke-width="2"/>' for bx in range(x + 12, x + w - 4, 18)))
    out.append(_tokens(game, mobs, colours, x + 6, y + top, w - 12, h - top - 6, rmax=13))
    out.append("</g>")
    return "".join(out)


def _bail_note() -> str:
    """``C $75k · H/M $50k · A/D $25k``: the kinds grouped by their bail, from the data."""
    groups: dict[int, list[str]] = {}
    for k, kind in KINDS.items():
        groups.setdefault(kind.bail, []).append(LETTERS[k])
    return "  ".join(f"{'/'.join(v)} ${b}k" for b, v in sorted(groups.items(), reverse=True))


def _heat(game) -> str:
    x, y, w, h = HEAT
    levels = BOARD["heat_levels"]
    count, n = game.heat_count(), game.n
    out = [f'<g class="mt-heat"><title>Heat level {game.heat} of {levels}: {count} of {n} mobsters in the Prison and '
           f'the Morgue</title>',
           f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="#fbf3ea" stroke="{INK}" stroke-width="1.6"/>',
           _t(x + w / 2, y + 20, "Heat", 14, INK, weight="bold")]
    seg = (w - 24 - (levels - 1) * 4) / levels
    for i in range(1, levels + 1):
        sx = x + 12 + (i - 1) * (seg + 4)
        now = i == game.heat
        fill = "#d7301f" if now else ("#f2b8a2" if i < game.heat else "#eee6dc")
        out.append(f'<rect x="{sx:.1f}" y="{y + 30}" width="{seg:.1f}" height="24" rx="4" fill="{fill}" '
                   f'stroke="{"#7a1308" if now else "#b9a99a"}" stroke-width="{2 if now else 1}"'
                   f'{HEAT_NOW if now else ""}/>')
        out.append(_t(sx + seg / 2, y + 47, str(i), 13, "#ffffff" if now else MUTED, weight="bold"))
    last = game.rises >= levels - 1
    out.append(_t(x + w / 2, y + 71, f"Prison + Morgue: {count} of {n}", 11, INK))
    out.append(_t(x + w / 2, y + 86, f"at {n} the {'game ends' if last else 'Heat rises'}", 11,
                  CLOSED if last else MUTED, weight="bold" if last else "normal"))
    out.append("</g>")
    return "".join(out)


def _ring_arrows(order) -> str:
    """Faint arrows between neighbouring locations, showing the clockwise order."""
    centres = [(x + BOX_W / 2, y + BOX_H / 2) for x, y in RING]
    out = ['<g class="mt-clockwise" stroke="#b3a590" stroke-width="2" fill="none">']
    pts = " ".join(f"{cx:.0f},{cy:.0f}" for cx, cy in centres)
    out.append(f'<polygon points="{pts}" stroke-dasharray="5 5"/>')
    for i, (ax, ay) in enumerate(centres):
        bx, by = centres[(i + 1) % len(centres)]
        mx, my = (ax + bx) / 2, (ay + by) / 2
        dx, dy = bx - ax, by - ay
        norm = (dx * dx + dy * dy) ** 0.5
        ux, uy = dx / norm * 7, dy / norm * 7
        out.append(f'<path d="M{mx - ux - uy:.1f},{my - uy + ux:.1f} L{mx + ux:.1f},{my + uy:.1f} '
                   f'L{mx - ux + uy:.1f},{my - uy - ux:.1f}" stroke="#8c7b63" stroke-width="2.4" '
                   'stroke-linejoin="round"/>')
    out.append("</g>")
    return "".join(out)


def _ring_icon(x, y) -> str:
    """The Don's Ring: a gold band with a red stone."""
    return (f'<g class="mt-don-ring"><title>The Don\'s Ring</title>'
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="5.5" fill="none" stroke="{RING_GOLD}" stroke-width="2.6"/>'
            f'<circle cx="{x:.1f}" cy="{y - 6:.1f}" r="2.8" fill="#c0141c" stroke="#5a0000" stroke-width="0.6"/></g>')


def _legend(game, colours) -> str:
    y = LEGEND_Y
    out = [f'<g class="mt-legend"><rect x="0" y="{y}" width="{VIEW_W}" height="{VIEW_H - y}" fill="#ffffff" '
           f'stroke="#d8cfc2"/>']
    n = game.n
    slot = (VIEW_W - 20) / n
    deciding = game.decision.player if game.decision else None
    supply = {}
    for m, w in game.where.items():
        if w == "supply":
            supply[game.mobsters[m].owner] = supply.get(game.mobsters[m].owner, 0) + 1
    for i, p in enumerate(game.players):
        x = 10 + i * slot
        c = colours[p]
        if p == deciding:
            out.append(f'<rect x="{x + 1:.1f}" y="{y + 5}" width="{slot - 4:.1f}" height="46" rx="6" fill="#fff4e0" '
                       f'stroke="{SHOW}" stroke-width="1.5" class="mt-deciding"/>')
        out.append(f'<g class="mt-player" data-player="{escape(p)}"><title>{escape(p)}: ${game.cash[p]}k cash, '
                   f'{len(game.hands[p])} Favor Cards{", the Don" if p == game.don else ""}</title>'
                   + shape(player_shapes(game.players)[p], x + 14, y + 20, 8, c, 1))
        name_x = x + 27
        if p == game.don:
            out.append(_ring_icon(name_x + 5, y + 21))
            name_x += 15
        room = int((x + slot - 8 - name_x) / 7.6)
        out.append(_t(name_x, y + 24, short(p, room), 12.5, INK, anchor="start", weight="bold"))
        cards = len(game.hands[p])
        line = f"${game.cash[p]}k \u00b7 {cards} card{'s' if cards != 1 else ''}"
        if supply.get(p):
            line += f" \u00b7 {supply[p]} to place"
        out.append(_t(x + 27, y + 41, line, 11, MUTED, anchor="start"))
        out.append("</g>")
    key = " \u00b7 ".join(f"{LETTERS[k]} {KINDS[k].name} {KINDS[k].respect}" for k in KINDS)
    out.append(_t(14, y + 72, f"Shape = family, letter = mobster, corner = respect.  {key}", 10.5, MUTED, anchor="start"))
    out.append(_fed(VIEW_W - 118, y + 68))
    out.append(_t(VIEW_W - 104, y + 72, f"Fed ({SURROUNDED} surround)", 11, MUTED, anchor="start"))
    out.append("</g>")
    return "".join(out)


def _header(game) -> str:
    bits = [f"Round {game.round}", PHASE_NAMES.get(game.phase, game.phase.capitalize())]
    bits.append(f"Don: {game.don}" if game.don else "no Don yet")
    right = ""
    if game.over:
        win = game.winner or []
        right = (short(" and ".join(win), 30) + (" wins" if len(win) == 1 else " tie")) if win else "Game over"
    elif game.decision:
        right = f"Waiting for {short(game.decision.player, 22)}"
    status = " \u00b7 ".join(bits)
    return ('<g class="mt-header">' + _t(14, 25, "Mob Ties", 17, INK, anchor="start", weight="bold")
            + _t(104, 25, status, 13, INK, anchor="start")
            + _t(VIEW_W - 14, 25, right, 13, CLOSED if game.over else SHOW, anchor="end", weight="bold") + "</g>")


def describe(game) -> str:
    """A plain-text description of the picture (what a screen reader reads)."""
    parts = []
    for loc in clockwise(game.options.order) + ["streets", "prison", "morgue"]:
        here = [f"{game.mobsters[m].owner}'s {KINDS[game.mobsters[m].kind].name}" for m in game.at(loc)]
        extra = " (closed)" if loc in game.closed else ""
        feds = f", {game.feds[loc]} Feds" if game.feds.get(loc) else ""
        parts.append(f"{title_case(loc)}{extra}{feds}: {', '.join(here) or 'nobody'}.")
    cash = ", ".join(f"{p} ${game.cash[p]}k" for p in game.players)
    return f"Mob Ties, round {game.round}, Heat level {game.heat}. " + " ".join(parts) + f" Cash: {cash}."


def game_svg(game, width: int = 780) -> SvgString:
    """The board with the game's mobsters, Feds, Heat and players, as SVG ``width`` pixels wide."""
    colours = player_colours(game.players)
    by_place: dict[str, list[str]] = {}
    for m, w in game.where.items():
        by_place.setdefault(w, []).append(m)
    order = clockwise(game.options.order)
    surrounded = game.surrounded()
    height = round(width * VIEW_H / VIEW_W)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEW_W} {VIEW_H}" width="{width}" '
             f'height="{height}" role="img" aria-labelledby="mt-title mt-desc" font-family="{FONT}" '
             'style="max-width:100%;height:auto">',
             f'<title id="mt-title">Mob Ties: round {game.round}</title><desc id="mt-desc">{escape(describe(game))}</desc>',
             '<defs><pattern id="mt-hatch" patternUnits="userSpaceOnUse" width="8" height="8" '
             'patternTransform="rotate(45)"><rect width="8" height="8" fill="#8a8a8a" fill-opacity="0.3"/>'
             '<line x1="0" y1="0" x2="0" y2="8" stroke="#3a3a3a" stroke-width="2" stroke-opacity="0.35"/></pattern></defs>',
             f'<rect width="{VIEW_W}" height="{VIEW_H}" fill="{BACKGROUND}"/>',
             _header(game), _ring_arrows(order)]
    x, y, w, h = STREETS
    parts.append(_side_place(game, "streets", x, y, w, h, by_place, colours, "no limit \u00b7 no racket", dashed=True))
    for loc, (x, y) in zip(order, RING):
        parts.append(_location(game, loc, x, y, by_place, colours, surrounded))
    parts.append(_heat(game))
    parts.append(_side_place(game, "prison", *PRISON, by_place, colours, "pay bail to get out", note=_bail_note()))
    parts.append(_side_place(game, "morgue", *MORGUE, by_place, colours, "killed mobsters"))
    parts.append(_legend(game, colours))
    parts.append("</svg>")
    return SvgString("".join(parts))


__all__ = ["game_svg", "player_colours", "text_colour", "describe", "SvgString"]
