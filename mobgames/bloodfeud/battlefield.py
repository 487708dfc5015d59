"""The rulebook's battlefield set-up as an SVG picture: the attacker's columns face the
defender's across the conflict zone, least important pieces in front. Wounded pieces lie on
their side; dead ones are gone. The die just thrown sits in the middle.

Pieces carry the number the narration gives them ("Hit Man 1") whenever a side has more than one
of a kind; the piece that shoots is ringed, the piece it hits is marked with a dashed square, and a
legend under the field says what the letters and marks mean. Only the kinds in the battle get a
column, so labels never run into each other. ``odds_chart_svg`` draws the exact odds (outcomes and
the most likely survivors) as bars."""

from __future__ import annotations

from ..core.markup import attr, text
from .fighters import NAMES, WOUND_ORDER, forces_text, piece_name
from .style import FONT

LETTERS = {"boss": "B", "family": "F", "hitman": "H", "henchman": "M", "thug": "T"}
SIDE_COLOURS = {"attacker": "#D55E00", "defender": "#0072B2"}
SHOOTER_RING = "#F0E442"      # yellow ring with a black edge: seen by every kind of colour vision
TOP = 78                      # the figures start under the side names and column headings
ROW_H, PER_COLUMN, SUB_W = 46, 10, 46
COL_MIN = 96                  # wide enough for "Family Members" on two lines at 13 px
ZONE_W = 170
LABEL = 13
OUTCOME_COLOURS = {"attacker": "#D55E00", "defender": "#0072B2", "bloodbath": "#555555"}


def _columns(side: str, force: dict) -> list[str]:
    # Attacker, left to right: Boss ... Thugs; defender, left to right: Thugs ... Boss.
    kinds = [k for k in WOUND_ORDER if force.get(k)]
    return list(reversed(kinds)) if side == "attacker" else kinds


def _col_width(n: int) -> float:
    return max(COL_MIN, -(-n // PER_COLUMN) * SUB_W + 30)


def shooter(battle, index: int) -> tuple[str, str, int] | None:
    """(side, kind, number) of the piece whose die event ``index`` throws, or of the piece that
    threw the hit an event ``index`` reports (a wound or a kill); None for other events.

    Read from the battle's log: a side's shooters fire in a fixed order within each kind (parting
    shots of its wounded, then its healthy pieces, by number), and nobody on the shooting side is
    hit while it rolls, so the n-th die of a kind since the step began is thrown by the n-th piece
    of that kind standing (or lying) when it began."""
    events = battle.events
    ev = events[index]
    if ev.kind in ("wound", "kill") and index > 0:
        return shooter(battle, index - 1)
    if ev.kind not in ("roll", "parting_shot"):
        return None
    side, kind = ev.data["side"], ev.data["piece"]
    if "number" in ev.data:
        return side, kind, ev.data["number"]
    start = max((j for j in range(index) if events[j].kind == "step"), default=0)
    earlier = sum(1 for e in events[start + 1:index]
                  if e.kind == ev.kind and e.data.get("side") == side and e.data.get("piece") == kind)
    status = "wounded" if ev.kind == "parting_shot" else "healthy"
    standing = [n for k, n, s in events[start].data["state"][side] if k == kind and s == status]
    return (side, kind, standing[earlier]) if earlier < len(standing) else None


def target(battle, index: int) -> tuple[str, str, int] | None:
    """(side, kind, number) of the piece a wound or kill event ``index`` reports."""
    events = battle.events
    ev = events[index]
    if ev.kind not in ("wound", "kill") or index == 0:
        return None
    side = ev.data["side"]
    before = events[index - 1].data["state"][side]
    after = ev.data["state"][side]
    for (k, n, s0), (_, _, s1) in zip(before, after):
        if s0 != s1:
            return side, k, n
    return None


def _figure(x: float, y: float, kind: str, status: str, colour: str, label: str, number: str, mark: str) -> str:
    ring = ""
    if mark == "shooter":
        ring = (f'<circle cx="0" cy="0" r="21" fill="{SHOOTER_RING}" stroke="#000" stroke-width="2.5"/>'
                f'<circle cx="0" cy="0" r="24" fill="none" stroke="#000" stroke-width="1"/>')
    elif mark == "target":
        ring = '<rect x="-20" y="-21" width="40" height="42" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="5 3"/>'
    body = (f'<circle cx="0" cy="-12" r="7" fill="{colour}" stroke="#000" stroke-width="1"/>'
            f'<rect x="-10" y="-4" width="20" height="22" rx="5" fill="{colour}" stroke="#000" stroke-width="1"/>'
            f'<text x="0" y="12" font-size="12" font-weight="bold" fill="#fff" text-anchor="middle">{LETTERS[kind]}</text>')
    # The number: at the figure's shoulder, or above a piece lying down.
    at = 'x="0" y="-6" text-anchor="middle"' if status == "wounded" else 'x="12" y="-8"'
    num = (f'<text {at} font-size="{LABEL}" font-weight="bold" fill="#222" stroke="#fff" stroke-width="3" '
           f'paint-order="stroke">{number}</text>' if number else "")
    cls = f' class="mobgames-piece mobgames-{mark}"' if mark else ' class="mobgames-piece"'
    if status == "wounded":
        # Laid on its side, paler, with a red mark; its number stays upright beside it.
        return (f'<g{cls} transform="translate({x:.1f},{y:.1f})"><title>{text(label)} (wounded)</title>{ring}'
                f'<g transform="translate(0,8) rotate(90)" opacity="0.75">{body}<circle cx="0" cy="4" r="4" fill="#c00"/></g>'
                f'{num}</g>')
    if status == "dead":
        # Killed by a sneak attack at this very event: a faded ghost in its dashed square.
        return (f'<g{cls} transform="translate({x:.1f},{y:.1f})"><title>{text(label)} (killed)</title>{ring}'
                f'<g opacity="0.3">{body}</g>{num}</g>')
    return f'<g{cls} transform="translate({x:.1f},{y:.1f})"><title>{text(label)}</title>{ring}{body}{num}</g>'


def _die(x: float, y: float, roll: int, need: int, hit: bool) -> str:
    fill = "#2e7d32" if hit else "#9e9e9e"
    pts = " ".join(f"{x + 26 * dx:.1f},{y + 26 * dy:.1f}" for dx, dy in
                   ((0, -1), (0.95, -0.31), (0.59, 0.81), (-0.59, 0.81), (-0.95, -0.31)))
    return (f'<g><polygon points="{pts}" fill="{fill}" stroke="#222" stroke-width="2"/>'
            f'<text x="{x:.1f}" y="{y + 8:.1f}" font-size="22" font-weight="bold" fill="#fff" text-anchor="middle">{roll}</text>'
            f'<text x="{x:.1f}" y="{y + 46:.1f}" font-size="{LABEL + 1}" text-anchor="middle">needs {need}+: {"HIT" if hit else "miss"}</text></g>')


def _heading(x: float, kind: str, n: int) -> str:
    words = piece_name(kind, n).split(" ")
    lines = [" ".join(words[:1]), " ".join(words[1:])] if len(words) > 1 else words
    y0 = TOP - 20 - 15 * (len(lines) - 1)
    return "".join(f'<text x="{x:.1f}" y="{y0 + 15 * i}" font-size="{LABEL}" text-anchor="middle" fill="#444">'
                   f'{text(line)}</text>' for i, line in enumerate(lines))


def legend_items(battle) -> list[tuple[str, str]]:
    """(letter, name) for each kind in the battle, most important first."""
    kinds = [k for k in reversed(WOUND_ORDER) if battle.attackers.get(k) or battle.defenders.get(k)]
    return [(LETTERS[k], NAMES[k][0]) for k in kinds]


def battlefield_svg(battle, index: int | None = None, *, colours: dict | None = None) -> str:
    """The battlefield after event ``index`` of ``battle.events`` (default: the last)."""
    events = battle.events
    index = len(events) - 1 if index is None else max(0, min(index, len(events) - 1))
    ev = events[index]
    state = ev.data["state"]
    colours = {**SIDE_COLOURS, **(colours or {})}
    forces = {"attacker": battle.attackers, "defender": battle.defenders}
    widths = {side: [_col_width(forces[side][k]) for k in _columns(side, forces[side])] for side in forces}
    rows = min(PER_COLUMN, max(max(battle.attackers.values()), max(battle.defenders.values())))
    left = 20
    zone_x = left + sum(widths["attacker"])
    building_w = 80 if battle.building else 0
    width = max(600, zone_x + ZONE_W + sum(widths["defender"]) + building_w + 20)
    field_h = TOP + rows * ROW_H + 10
    height = field_h + 50
    marks = {}
    if (who := shooter(battle, index)) is not None:
        marks[who] = "shooter"
    if (hit := target(battle, index)) is not None:
        marks[hit] = "target"
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height}" width="{width:.0f}" height="{height}" '
           f'role="img" aria-label="{attr(ev.text)}" font-family="{FONT}" style="max-width:100%;height:auto">',
           f'<rect width="{width:.0f}" height="{height}" fill="#f7f4ec" rx="8"/>']
    out.append(f'<rect x="{zone_x}" y="8" width="{ZONE_W}" height="{field_h - 16}" fill="#efe2c8" rx="6"/>'
               f'<text x="{zone_x + ZONE_W / 2}" y="28" font-size="{LABEL}" text-anchor="middle" fill="#7a5a20">conflict zone</text>')
    for side, x0 in (("attacker", left), ("defender", zone_x + ZONE_W)):
        name = battle.names[side]
        span = sum(widths[side])
        out.append(f'<text x="{x0 + span / 2:.1f}" y="24" font-size="16" font-weight="bold" text-anchor="middle" '
                   f'fill="{colours[side]}">{text(name)}</text>')
        many = {k: n > 1 for k, n in forces[side].items()}
        x = x0
        for kind, w in zip(_columns(side, forces[side]), widths[side]):
            cx = x + w / 2
            out.append(_heading(cx, kind, forces[side][kind]))
            pieces = [(n, s) for k, n, s in state[side] if k == kind]
            subs = -(-len(pieces) // PER_COLUMN)
            for r, (number, status) in enumerate(pieces):
                mark = marks.get((side, kind, number), "")
                if status == "dead" and mark != "target":
                    continue                     # the dead are gone, except at the moment they are hit
                sx = cx + ((r // PER_COLUMN) - (subs - 1) / 2) * SUB_W - 6
                label = f"{name}'s {piece_name(kind)}" + (f" {number}" if many[kind] else "")
                out.append(_figure(sx, TOP + 14 + (r % PER_COLUMN) * ROW_H, kind, status, colours[side], label,
                                   str(number) if many[kind] else "", mark))
            x += w
    if battle.building:
        bx = width - 20 - building_w / 2
        label = "Precinct +1" if battle.building == "precinct" else "Penthouse +3"
        out.append(f'<rect x="{bx - 24}" y="{TOP}" width="48" height="40" fill="#999" stroke="#333"/>'
                   f'<polygon points="{bx - 28},{TOP} {bx},{TOP - 16} {bx + 28},{TOP}" fill="#777" stroke="#333"/>'
                   f'<text x="{bx}" y="{TOP + 58}" font-size="{LABEL}" text-anchor="middle">{label}</text>')
    if "roll" in ev.data:
        out.append(_die(zone_x + ZONE_W / 2, TOP + 40, ev.data["roll"], ev.data["need"], ev.data["hit"]))
    elif ev.kind == "outcome":
        result = {"attacker": f"{battle.names['attacker']} wins", "defender": f"{battle.names['defender']} wins",
                  "bloodbath": "Bloodbath"}[ev.data["outcome"]]
        out.append(f'<text x="{zone_x + ZONE_W / 2}" y="{TOP + 44}" font-size="17" font-weight="bold" '
                   f'text-anchor="middle">{text(result)}</text>')
    key = "   ".join(f"{letter} = {name}" for letter, name in legend_items(battle))
    out.append(f'<g class="mobgames-legend" font-size="{LABEL}" fill="#222">'
               f'<text x="20" y="{field_h + 18}" xml:space="preserve">{text(key)}</text>'
               f'<text x="20" y="{field_h + 38}" xml:space="preserve">lying down = wounded   \u00b7   '
               f'yellow ring = shooting   \u00b7   dashed square = hit</text></g>')
    out.append("</svg>")
    return "".join(out)


def odds_chart_svg(odds, names: tuple[str, str] = ("Attacker", "Defender"), width: int = 640, top: int = 4) -> str:
    """The exact odds as bars: each outcome, then for each side the ``top`` most likely sets of
    survivors when it wins (chances of the whole battle, so the bars of a side add up to at most
    its chance to win)."""
    row = 24
    titles = {"attacker": f"{names[0]} wins", "defender": f"{names[1]} wins", "bloodbath": "Bloodbath"}
    lines: list[tuple[str, str, float, str]] = [("head", "Outcomes", 0.0, "")]
    for key in ("attacker", "defender", "bloodbath"):
        lines.append(("bar", titles[key], float(odds[key]), OUTCOME_COLOURS[key]))
    for key, dist in (("attacker", odds.attackers_left), ("defender", odds.defenders_left)):
        if not dist:
            continue
        lines.append(("head", f"Left standing when {titles[key][:-5]} wins", 0.0, ""))
        for counts, p in dist[:top]:
            lines.append(("bar", forces_text(counts), float(p), OUTCOME_COLOURS[key]))
        rest = sum(float(p) for _, p in dist[top:])
        if rest > 0.0005:
            lines.append(("bar", f"any other ({len(dist) - top} more)", rest, "#bbbbbb"))
    # Whole labels: the bars start after the longest one (about 0.6 em a character at 13 px).
    bar_x = 20 + max(len(label) for what, label, _, _ in lines if what == "bar") * LABEL * 0.6
    width = max(width, int(bar_x) + 320)
    bar_w = width - bar_x - 90
    height = 10 + len(lines) * row
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="mobgames-odds-chart" viewBox="0 0 {width} {height}" '
           f'width="{width}" height="{height}" role="img" aria-label="Chances of each outcome and of the survivors" '
           f'font-family="{FONT}" style="max-width:100%;height:auto">',
           f'<rect width="{width}" height="{height}" fill="#fbfaf6" rx="6"/>']
    for i, (what, label, p, colour) in enumerate(lines):
        y = 8 + i * row
        if what == "head":
            out.append(f'<text x="10" y="{y + 17}" font-size="14" font-weight="bold" fill="#222">{text(label)}</text>')
            continue
        out.append(f'<text x="{bar_x - 8:.1f}" y="{y + 16}" font-size="{LABEL}" text-anchor="end" fill="#222">'
                   f'{text(label)}</text>'
                   f'<rect x="{bar_x:.1f}" y="{y + 4}" width="{bar_w:.1f}" height="15" fill="#ecebe6"/>'
                   f'<rect x="{bar_x:.1f}" y="{y + 4}" width="{max(p * bar_w, 1):.1f}" height="15" fill="{colour}"/>'
                   f'<text x="{bar_x + bar_w + 6:.1f}" y="{y + 16}" font-size="{LABEL}" fill="#222">'
                   f'{"under 0.1%" if 0 < p < 0.0005 else f"{p:.1%}"}</text>')
    out.append("</svg>")
    return "".join(out)
