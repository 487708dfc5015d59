"""Small emblems for cards and counters, drawn from plain shapes (the project's own look, no
publisher artwork). Each returns an ``<svg>`` 40 x 40 units, sized by the card's CSS."""

from __future__ import annotations

import math
from html import escape

from .page import FONT


def _svg(inner: str, title: str = "") -> str:
    t = f"<title>{escape(title)}</title>" if title else ""
    return f'<svg viewBox="0 0 40 40" xmlns="http://www.w3.org/2000/svg" font-family="{FONT}">{t}{inner}</svg>'


def _number(text: str, colour: str, size: float = 15, y: float = 25.5) -> str:
    return (f'<text x="20" y="{y}" font-size="{size}" font-weight="bold" text-anchor="middle" '
            f'fill="{colour}">{escape(text)}</text>')


def crosshair(colour: str, label: str = "") -> str:
    """An attack: a gun sight, the level in the middle."""
    inner = (f'<circle cx="20" cy="20" r="14" fill="#fff" stroke="{colour}" stroke-width="2.6"/>'
             f'<circle cx="20" cy="20" r="9.5" fill="none" stroke="{colour}" stroke-width="0.9"/>'
             + "".join(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" stroke-width="2.2"/>'
                       for x1, y1, x2, y2 in ((20, 1, 20, 8), (20, 32, 20, 39), (1, 20, 8, 20), (32, 20, 39, 20))))
    return _svg(inner + (_number(label, colour, 12, 24.3) if label else ""), "attack")


def shield(colour: str, label: str = "") -> str:
    """A defence (or a Counter card): a shield."""
    inner = (f'<path d="M20 3 L34 8 V19 C34 28 28 34 20 37 C12 34 6 28 6 19 V8 Z" fill="#fff" '
             f'stroke="{colour}" stroke-width="2.6" stroke-linejoin="round"/>')
    return _svg(inner + (_number(label, colour, 13, 25) if label else ""), "shield")


def lifebuoy(colour: str) -> str:
    """A rescue: a life ring."""
    bands = "".join(f'<path d="M{20 + 15 * c:.2f} {20 + 15 * s:.2f} L{20 + 8 * c:.2f} {20 + 8 * s:.2f}" '
                    f'stroke="{colour}" stroke-width="6.5"/>'
                    for c, s in ((0.7071, 0.7071), (-0.7071, 0.7071), (0.7071, -0.7071), (-0.7071, -0.7071)))
    inner = (f'<circle cx="20" cy="20" r="11.5" fill="none" stroke="#ffffff" stroke-width="7.5"/>'
             f'<circle cx="20" cy="20" r="15.2" fill="none" stroke="{colour}" stroke-width="1.4"/>'
             f'<circle cx="20" cy="20" r="7.8" fill="none" stroke="{colour}" stroke-width="1.4"/>' + bands)
    return _svg(inner, "rescue")


def star(colour: str, label: str = "") -> str:
    pts = []
    for i in range(10):
        r = 17 if i % 2 == 0 else 7.5
        a = -math.pi / 2 + i * math.pi / 5
        pts.append(f"{20 + r * math.cos(a):.1f},{21 + r * math.sin(a):.1f}")
    inner = f'<polygon points="{" ".join(pts)}" fill="#fff" stroke="{colour}" stroke-width="2.4" stroke-linejoin="round"/>'
    return _svg(inner + (_number(label, colour, 9, 24.5) if label else ""), "special")


def fed_badge(label: str = "F", fill: str = "#13285a") -> str:
    """A Fed: the navy badge of the Mob Ties board, a number of Feds on it."""
    inner = (f'<path d="M5 4 H35 V22 Q35 32 20 38 Q5 32 5 22 Z" fill="{fill}" stroke="#fff" stroke-width="1.5"/>'
             f'<path d="M8 7 H32 V22 Q32 30 20 35 Q8 30 8 22 Z" fill="none" stroke="#fff" stroke-width="0.6"/>')
    return _svg(inner + _number(label, "#ffffff", 16, 26), "Fed")


def weapon(colour: str, feds: int) -> str:
    """A weapon: a Fed badge crossed out, how many Feds it removes."""
    return _svg(f'<path d="M5 4 H35 V22 Q35 32 20 38 Q5 32 5 22 Z" fill="#fff" stroke="{colour}" stroke-width="2.4"/>'
                + _number(f"\u2212{feds}", colour, 14, 25.5), "weapon")


def monogram(colour: str, letters: str, ink: str = "#ffffff") -> str:
    """A family's initials in a ring (Family Business mobster cards)."""
    inner = (f'<circle cx="20" cy="20" r="17" fill="{colour}" stroke="#1a1a1a" stroke-width="1.2"/>'
             f'<circle cx="20" cy="20" r="14" fill="none" stroke="{ink}" stroke-width="0.8"/>')
    size = {1: 16, 2: 12.5}.get(len(letters), 9.5)
    return _svg(inner + _number(letters, ink, size, 20 + size * 0.36), "family")


def ring(gold: str = "#c99a06", stone: str = "#c0141c") -> str:
    """The Don's Ring (Mob Ties)."""
    return _svg(f'<circle cx="20" cy="24" r="11" fill="none" stroke="{gold}" stroke-width="4.5"/>'
                f'<circle cx="20" cy="11" r="6" fill="{stone}" stroke="#5a0000" stroke-width="1"/>', "the Don's Ring")
