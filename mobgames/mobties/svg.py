"""A Mob Ties position as a static SVG picture, for any notebook viewer (nbviewer, exported HTML)
with no widget needed.

The six locations stand in their clockwise ring around the Streets; the Prison, the Morgue and
the Heat meter are to the right; a strip underneath names the players with their cash. Every
number comes from the game: the picture holds no rules.

Drawn for a projector: no text is smaller than ``MIN_TEXT`` (so at ``CLASSROOM_WIDTH`` pixels wide,
the width classroom mode gives it, every text is at least 14 px on screen); where more mobsters
stand in a place than fit at full size, they are shown as one token per family with a count.
"""

from __future__ import annotations

import math
from html import escape

from ..core.colours import ink_on
from .board import clockwise
from .cards import BOARD, CAPACITY, KINDS, LOCATIONS, PLACES, racket_value
from .rules import PHASE_NAMES, SURROUNDED

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
VIEW_W = 800
MIN_TEXT = 13.5            # the smallest text, in the picture's units
CLASSROOM_WIDTH = 830      # px: at this width MIN_TEXT is 14 px on screen (classroom.js keeps the board as wide)

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
STREETS = (207, 184, 216, 160)   # as large as the ring leaves it: 18 tokens fit at full size
SIDE_X, SIDE_W = 630, 160
HEAT = (SIDE_X, 44, SIDE_W, 102)
PRISON = (SIDE_X, 152, SIDE_W, 164)
MORGUE = (SIDE_X, 322, SIDE_W, 164)
LEGEND_Y = 496
LEGEND_ROW = 48            # one row of players in the strip underneath
KEY_LINE = 20
R = 14.0                   # a token's radius; its respect badge:
BADGE_R, BADGE_AT = 8.5, 0.78   # radius, and where (times R, up and right of the centre)
GAP = 6.0                  # between tokens
NOTE_LINE = 17
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
    # (the space after it keeps two texts two words for tools that read a picture's text in a row)
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" fill="{fill}" text-anchor="{anchor}" '
            f'font-weight="{weight}"{extra}>{escape(text)}</text> ')


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


def _token(mob, cx: float, cy: float, colour: str, form: str = "circle") -> str:
    kind = KINDS[mob.kind]
    bx, by = cx + R * BADGE_AT, cy - R * BADGE_AT
    return (f'<g class="mt-token" data-mobster="{escape(mob.id)}"><title>{escape(mob.owner)}\'s {kind.name} '
            f'({kind.respect} respect)</title>'
            + shape(form, cx, cy, R, colour) +
            f'<text x="{cx - 2:.1f}" y="{cy + 5.5:.1f}" font-size="15" font-weight="bold" '
            f'text-anchor="middle" fill="{text_colour(colour)}">{LETTERS[mob.kind]}</text> '
            f'<circle cx="{bx:.1f}" cy="{by:.1f}" r="{BADGE_R}" fill="#ffffff" stroke="#1a1a1a" stroke-width="0.8"/>'
            f'<text x="{bx:.1f}" y="{by + 4.8:.1f}" font-size="{MIN_TEXT}" font-weight="bold" '
            f'text-anchor="middle" fill="#000000">{kind.respect}</text> </g>')


def _family_count(game, owner: str, mobs: list[str], cx: float, cy: float, colour: str, form: str) -> str:
    """One token for a family's mobsters in a crowded place, with how many there are."""
    kinds = ", ".join(KINDS[game.mobsters[m].kind].name for m in mobs)
    return (f'<g class="mt-family-count" data-player="{escape(owner)}"><title>{escape(owner)}: {len(mobs)} '
            f'mobster{"s" if len(mobs) != 1 else ""} ({escape(kinds)})</title>'
            + shape(form, cx, cy, 11, colour) +
            _t(cx + 16, cy + 5, f"\u00d7{len(mobs)}", 15, INK, anchor="start", weight="bold") + "</g>")


def room(w: float, h: float) -> int:
    """How many tokens fit at full size in a ``w`` x ``h`` rectangle."""
    step = 2 * R + GAP
    head = R * BADGE_AT + BADGE_R - R   # the badge stands this far above a token
    return int((w + GAP) // step) * int((h - head + GAP) // step)


def _tokens(game, mobs, colours, x, y, w, h) -> str:
    """Tokens in rows, centred in the rectangle. When they do not all fit at their full size,
    each family gets one token with a count instead (text never shrinks below MIN_TEXT)."""
    n = len(mobs)
    if not n:
        return ""
    step = 2 * R + GAP
    cols = max(1, int((w + GAP) // step))
    rows = -(-n // cols)
    shapes = player_shapes(game.players)
    if n > room(w, h):
        return _crowd(game, mobs, colours, shapes, x, y, w, h)
    head = R * BADGE_AT + BADGE_R - R
    top = y + head + (h - head - (rows * step - GAP)) / 2 + R
    out = []
    for i, m in enumerate(mobs):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        left = x + (w - (in_row * step - GAP)) / 2 + R
        mob = game.mobsters[m]
        out.append(_token(mob, left + col * step, top + row * step, colours[mob.owner], shapes[mob.owner]))
    return "".join(out)


def _crowd(game, mobs, colours, shapes, x, y, w, h) -> str:
    """A crowded place: one token per family, with a count, in two columns."""
    by_owner: dict[str, list[str]] = {}
    for m in mobs:
        by_owner.setdefault(game.mobsters[m].owner, []).append(m)
    cols = 2 if w >= 120 else 1
    rows = -(-len(by_owner) // cols)
    pitch = min(32.0, h / rows)
    out = []
    for i, (owner, theirs) in enumerate(by_owner.items()):
        row, col = divmod(i, cols)
        cx = x + 16 + col * (w / cols)
        cy = y + (h - rows * pitch) / 2 + pitch * (row + 0.5)
        out.append(_family_count(game, owner, theirs, cx, cy, colours[owner], shapes[owner]))
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
    s = 9.5
    return (f'<g class="mt-fed"><path d="M{cx - s:.1f},{cy - s * 0.85:.1f} H{cx + s:.1f} V{cy + s * 0.15:.1f} '
            f'Q{cx + s:.1f},{cy + s * 0.85:.1f} {cx:.1f},{cy + s * 1.15:.1f} Q{cx - s:.1f},{cy + s * 0.85:.1f} '
            f'{cx - s:.1f},{cy + s * 0.15:.1f} Z" fill="{FED_FILL}" stroke="#ffffff" stroke-width="1.3"/>'
            f'<text x="{cx:.1f}" y="{cy + 4.6:.1f}" font-size="{MIN_TEXT}" font-weight="bold" text-anchor="middle" '
            f'fill="#ffffff">{extra or "F"}</text> </g>')


def _box(place, x, y, w, h, *, subtitle: str, dashed=False, title_size=15, closed=False) -> list[str]:
    dash = ' stroke-dasharray="7 4"' if dashed else ""
    hatch = (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="url(#mt-hatch)" stroke="none"/>'
             if closed else "")
    return [f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="{TINT[place]}" stroke="{INK}" '
            f'stroke-width="1.6"{dash}/>' + hatch,
            _t(x + w / 2, y + 22, title_case(place), title_size, INK, weight="bold"),
            _t(x + w / 2, y + 40, subtitle, MIN_TEXT, MUTED)]


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
    out.append(_tokens(game, mobs, colours, x + 6, y + 46, w - 12, 64))
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
        out.append(_t(x + w / 2, y + h - 12, notes[0][0] if len(notes) == 1 else "SURROUNDED \u00b7 vote", MIN_TEXT,
                      notes[-1][1], weight="bold"))
    slots = _fed_slots(x, y, w, h)
    for i in range(min(feds, len(slots))):
        last = i == len(slots) - 1 and feds > len(slots)
        out.append(_fed(*slots[i], extra=f"{feds}" if last else ""))
    out.append("</g>")
    return "".join(out)


def _side_place(game, place, x, y, w, h, by_place, colours, subtitle, *, notes=(), dashed=False) -> str:
    mobs = by_place.get(place, [])
    out = [f'<g class="mt-place" data-place="{place}"><title>{escape(title_case(place))}: {len(mobs)} '
           f'mobster{"s" if len(mobs) != 1 else ""}</title>']
    out += _box(place, x, y, w, h, subtitle=subtitle, dashed=dashed)
    for i, note in enumerate(notes):
        out.append(_t(x + w / 2, y + 57 + NOTE_LINE * i, note, MIN_TEXT, MUTED))
    area = token_area(place, x, y, w, h)
    if place == "prison":   # bars
        out.append("".join(f'<line x1="{bx}" y1="{area[1]}" x2="{bx}" y2="{y + h - 6}" stroke="#a8a8a8" '
                           f'stroke-width="2"/>' for bx in range(x + 12, x + w - 4, 18)))
    out.append(_tokens(game, mobs, colours, *area))
    out.append("</g>")
    return "".join(out)


def token_area(place: str, x: float, y: float, w: float, h: float) -> tuple[float, float, float, float]:
    """Where the tokens go in the Streets, the Prison or the Morgue (under the Prison's bail notes)."""
    top = 48 + (NOTE_LINE * len(_bail_notes()) if place == "prison" else 0)
    return x + 6, y + top, w - 12, h - top - 6


def side_room(place: str) -> int:
    """How many mobsters the Streets, the Prison or the Morgue shows at full size."""
    box = {"streets": STREETS, "prison": PRISON, "morgue": MORGUE}[place]
    return room(*token_area(place, *box)[2:])


def _bail_notes() -> tuple[str, ...]:
    """``("C $75k · H/M $50k", "A/D $25k")``: the kinds grouped by their bail, from the data, two
    groups to a line (the Prison is narrow)."""
    groups: dict[int, list[str]] = {}
    for k, kind in KINDS.items():
        groups.setdefault(kind.bail, []).append(LETTERS[k])
    said = [f"{'/'.join(v)} ${b}k" for b, v in sorted(groups.items(), reverse=True)]
    return tuple(" \u00b7 ".join(said[i:i + 2]) for i in range(0, len(said), 2))


def _heat(game) -> str:
    x, y, w, h = HEAT
    levels = BOARD["heat_levels"]
    count, n = game.heat_count(), game.n
    out = [f'<g class="mt-heat"><title>Heat level {game.heat} of {levels}: {count} of {n} mobsters in the Prison and '
           f'the Morgue</title>',
           f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="#fbf3ea" stroke="{INK}" stroke-width="1.6"/>',
           _t(x + w / 2, y + 20, "Heat", 15, INK, weight="bold")]
    seg = (w - 24 - (levels - 1) * 4) / levels
    for i in range(1, levels + 1):
        sx = x + 12 + (i - 1) * (seg + 4)
        now = i == game.heat
        fill = "#d7301f" if now else ("#f2b8a2" if i < game.heat else "#eee6dc")
        out.append(f'<rect x="{sx:.1f}" y="{y + 28}" width="{seg:.1f}" height="24" rx="4" fill="{fill}" '
                   f'stroke="{"#7a1308" if now else "#b9a99a"}" stroke-width="{2 if now else 1}"'
                   f'{HEAT_NOW if now else ""}/>')
        out.append(_t(sx + seg / 2, y + 45.5, str(i), 15, "#ffffff" if now else MUTED, weight="bold"))
    last = game.rises >= levels - 1
    out.append(_t(x + w / 2, y + 71, f"Prison + Morgue: {count}", MIN_TEXT, INK))
    out.append(_t(x + w / 2, y + 91, f"at {n} the {'game ends' if last else 'Heat rises'}", MIN_TEXT,
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


def legend_columns(n: int) -> int:
    """Players per row of the strip underneath: three at most, so each has room for his line."""
    return n if n <= 3 else (2 if n == 4 else 3)


def view_height(n: int) -> float:
    """The picture's height for ``n`` players (their strip takes one or two rows)."""
    return LEGEND_Y + -(-n // legend_columns(n)) * LEGEND_ROW + 2 * KEY_LINE + 12


def _legend(game, colours) -> str:
    y = LEGEND_Y
    n = game.n
    height = view_height(n)
    out = [f'<g class="mt-legend"><rect x="0" y="{y}" width="{VIEW_W}" height="{height - y}" fill="#ffffff" '
           f'stroke="#d8cfc2"/>']
    cols = legend_columns(n)
    slot = (VIEW_W - 20) / cols
    deciding = game.decision.player if game.decision else None
    supply = {}
    for m, w in game.where.items():
        if w == "supply":
            supply[game.mobsters[m].owner] = supply.get(game.mobsters[m].owner, 0) + 1
    for i, p in enumerate(game.players):
        row, col = divmod(i, cols)
        x, top = 10 + col * slot, y + row * LEGEND_ROW
        c = colours[p]
        if p == deciding:
            out.append(f'<rect x="{x + 1:.1f}" y="{top + 4}" width="{slot - 4:.1f}" height="{LEGEND_ROW - 4}" rx="6" '
                       f'fill="#fff4e0" stroke="{SHOW}" stroke-width="1.5" class="mt-deciding"/>')
        out.append(f'<g class="mt-player" data-player="{escape(p)}"><title>{escape(p)}: ${game.cash[p]}k cash, '
                   f'{len(game.hands[p])} Favor Cards{", the Don" if p == game.don else ""}</title>'
                   + shape(player_shapes(game.players)[p], x + 14, top + 19, 8, c, 1))
        name_x = x + 27
        if p == game.don:
            out.append(_ring_icon(name_x + 5, top + 20))
            name_x += 15
        room = int((x + slot - 8 - name_x) / 10)
        out.append(_t(name_x, top + 24, short(p, room), 15, INK, anchor="start", weight="bold"))
        cards = len(game.hands[p])
        line = f"${game.cash[p]}k \u00b7 {cards} card{'s' if cards != 1 else ''}"
        if supply.get(p):
            line += f" \u00b7 {supply[p]} to place"
        out.append(_t(x + 27, top + 42, line, MIN_TEXT, MUTED, anchor="start"))
        out.append("</g>")
    key_y = y + -(-n // cols) * LEGEND_ROW + 14
    key = " \u00b7 ".join(f"{LETTERS[k]} {KINDS[k].name} {KINDS[k].respect}" for k in KINDS)
    out.append(_t(14, key_y, "Shape = family \u00b7 letter = mobster \u00b7 corner = respect", MIN_TEXT, MUTED,
                  anchor="start"))
    out.append(_t(14, key_y + KEY_LINE, key, MIN_TEXT, MUTED, anchor="start"))
    out.append(_fed(VIEW_W - 160, key_y - 5))
    out.append(_t(VIEW_W - 145, key_y, f"Fed ({SURROUNDED} surround)", MIN_TEXT, MUTED, anchor="start"))
    out.append("</g>")
    return "".join(out)


def _header(game) -> str:
    bits = [f"Round {game.round}", PHASE_NAMES.get(game.phase, game.phase.capitalize())]
    bits.append(f"Don: {game.don}" if game.don else "no Don yet")
    right = ""
    if game.over:
        win = game.winner or []
        right = (short(" and ".join(win), 24) + (" wins" if len(win) == 1 else " tie")) if win else "Game over"
    elif game.decision:
        right = f"Waiting for {short(game.decision.player, 16)}"
    status = " \u00b7 ".join(bits)
    return ('<g class="mt-header">' + _t(14, 27, "Mob Ties", 18, INK, anchor="start", weight="bold")
            + _t(118, 27, status, 15, INK, anchor="start")
            + _t(VIEW_W - 14, 27, right, 15, CLOSED if game.over else SHOW, anchor="end", weight="bold") + "</g>")


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
    view_h = view_height(game.n)
    height = round(width * view_h / VIEW_W)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEW_W} {view_h:g}" width="{width}" '
             f'height="{height}" role="img" aria-labelledby="mt-title mt-desc" font-family="{FONT}" '
             'class="mobgames-fit-board" style="max-width:100%;height:auto">',
             f'<title id="mt-title">Mob Ties: round {game.round}</title><desc id="mt-desc">{escape(describe(game))}</desc>',
             '<defs><pattern id="mt-hatch" patternUnits="userSpaceOnUse" width="8" height="8" '
             'patternTransform="rotate(45)"><rect width="8" height="8" fill="#8a8a8a" fill-opacity="0.3"/>'
             '<line x1="0" y1="0" x2="0" y2="8" stroke="#3a3a3a" stroke-width="2" stroke-opacity="0.35"/></pattern></defs>',
             f'<rect width="{VIEW_W}" height="{view_h:g}" fill="{BACKGROUND}"/>',
             _header(game), _ring_arrows(order)]
    x, y, w, h = STREETS
    parts.append(_side_place(game, "streets", x, y, w, h, by_place, colours, "no limit \u00b7 no racket", dashed=True))
    for loc, (x, y) in zip(order, RING):
        parts.append(_location(game, loc, x, y, by_place, colours, surrounded))
    parts.append(_heat(game))
    parts.append(_side_place(game, "prison", *PRISON, by_place, colours, "pay bail to get out", notes=_bail_notes()))
    parts.append(_side_place(game, "morgue", *MORGUE, by_place, colours, "killed mobsters"))
    parts.append(_legend(game, colours))
    parts.append("</svg>")
    return SvgString("".join(parts))


__all__ = ["game_svg", "player_colours", "text_colour", "describe", "SvgString"]
