"""The rulebook's battlefield set-up as an SVG picture: the attacker's columns face the
defender's across the conflict zone, least important pieces in front. Wounded pieces lie on
their side; dead ones are gone. The die just thrown sits in the middle."""

from __future__ import annotations

from html import escape

from .fighters import WOUND_ORDER, piece_name
from .style import FONT

LETTERS = {"boss": "B", "family": "F", "hitman": "H", "henchman": "M", "thug": "T"}
SIDE_COLOURS = {"attacker": "#D55E00", "defender": "#0072B2"}
COL_W, ROW_H, TOP = 58, 46, 58
ZONE_W = 150


def _columns(side: str) -> list[str]:
    # Attacker, left to right: Boss ... Thugs; defender, left to right: Thugs ... Boss.
    return list(reversed(WOUND_ORDER)) if side == "attacker" else list(WOUND_ORDER)


def _figure(x: float, y: float, kind: str, status: str, colour: str, label: str) -> str:
    body = (f'<circle cx="0" cy="-12" r="7" fill="{colour}" stroke="#000" stroke-width="1"/>'
            f'<rect x="-10" y="-4" width="20" height="22" rx="5" fill="{colour}" stroke="#000" stroke-width="1"/>'
            f'<text x="0" y="12" font-size="12" font-weight="bold" fill="#fff" text-anchor="middle">{LETTERS[kind]}</text>')
    if status == "wounded":
        # Laid on its side, paler, with a red mark.
        return (f'<g transform="translate({x:.1f},{y + 8:.1f}) rotate(90)" opacity="0.75"><title>{escape(label)} (wounded)</title>'
                f'{body}<circle cx="0" cy="4" r="4" fill="#c00"/></g>')
    return f'<g transform="translate({x:.1f},{y:.1f})"><title>{escape(label)}</title>{body}</g>'


def _die(x: float, y: float, roll: int, need: int, hit: bool) -> str:
    fill = "#2e7d32" if hit else "#9e9e9e"
    pts = " ".join(f"{x + 26 * dx:.1f},{y + 26 * dy:.1f}" for dx, dy in
                   ((0, -1), (0.95, -0.31), (0.59, 0.81), (-0.59, 0.81), (-0.95, -0.31)))
    return (f'<g><polygon points="{pts}" fill="{fill}" stroke="#222" stroke-width="2"/>'
            f'<text x="{x:.1f}" y="{y + 8:.1f}" font-size="22" font-weight="bold" fill="#fff" text-anchor="middle">{roll}</text>'
            f'<text x="{x:.1f}" y="{y + 44:.1f}" font-size="12" text-anchor="middle">needs {need}+: {"HIT" if hit else "miss"}</text></g>')


def battlefield_svg(battle, index: int | None = None, *, colours: dict | None = None) -> str:
    """The battlefield after event ``index`` of ``battle.events`` (default: the last)."""
    events = battle.events
    index = len(events) - 1 if index is None else max(0, min(index, len(events) - 1))
    ev = events[index]
    state = ev.data["state"]
    colours = {**SIDE_COLOURS, **(colours or {})}
    rows = max(max(battle.attackers.values()), max(battle.defenders.values()))
    width = 2 * 5 * COL_W + ZONE_W + 2 * 20 + (COL_W if battle.building else 0)
    height = TOP + rows * ROW_H + 30
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
           f'role="img" aria-label="{escape(ev.text)}" font-family="{FONT}" style="max-width:100%;height:auto">',
           f'<rect width="{width}" height="{height}" fill="#f7f4ec" rx="8"/>']
    left = 20
    zone_x = left + 5 * COL_W
    out.append(f'<rect x="{zone_x}" y="8" width="{ZONE_W}" height="{height - 16}" fill="#efe2c8" rx="6"/>'
               f'<text x="{zone_x + ZONE_W / 2}" y="26" font-size="12" text-anchor="middle" fill="#7a5a20">conflict zone</text>')
    for side, x0 in (("attacker", left), ("defender", zone_x + ZONE_W)):
        name = battle.names[side]
        out.append(f'<text x="{x0 + 2.5 * COL_W}" y="24" font-size="15" font-weight="bold" text-anchor="middle" '
                   f'fill="{colours[side]}">{escape(name)}</text>')
        pieces = state[side]
        for c, kind in enumerate(_columns(side)):
            cx = x0 + c * COL_W + COL_W / 2
            if any(k == kind for k, _, _ in pieces):
                out.append(f'<text x="{cx}" y="{TOP - 14}" font-size="10" text-anchor="middle" fill="#555">'
                           f'{piece_name(kind, 2)}</text>')
            r = 0
            for k, number, status in pieces:
                if k != kind:
                    continue
                if status != "dead":
                    out.append(_figure(cx, TOP + 14 + r * ROW_H, kind, status, colours[side], f"{name}'s {piece_name(kind)} {number}"))
                r += 1
    if battle.building:
        bx = zone_x + ZONE_W + 5 * COL_W + COL_W / 2
        label = "Precinct +1" if battle.building == "precinct" else "Penthouse +3"
        out.append(f'<rect x="{bx - 24}" y="{TOP}" width="48" height="40" fill="#999" stroke="#333"/>'
                   f'<polygon points="{bx - 28},{TOP} {bx},{TOP - 16} {bx + 28},{TOP}" fill="#777" stroke="#333"/>'
                   f'<text x="{bx}" y="{TOP + 56}" font-size="10" text-anchor="middle">{label}</text>')
    if "roll" in ev.data:
        out.append(_die(zone_x + ZONE_W / 2, TOP + 40, ev.data["roll"], ev.data["need"], ev.data["hit"]))
    elif ev.kind == "outcome":
        text = {"attacker": f"{battle.names['attacker']} wins", "defender": f"{battle.names['defender']} wins",
                "bloodbath": "Bloodbath"}[ev.data["outcome"]]
        out.append(f'<text x="{zone_x + ZONE_W / 2}" y="{TOP + 44}" font-size="16" font-weight="bold" '
                   f'text-anchor="middle">{text}</text>')
    out.append("</svg>")
    return "".join(out)
