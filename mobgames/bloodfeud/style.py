"""How the board looks, shared by the SVG picture and the canvas widget so they always agree:
colours by kind and area, label sizes and line breaks, the star shape."""

from __future__ import annotations

import math
from functools import lru_cache

from .geometry import area, bbox

# Districts are silver with a tint per area; neutral spaces use the rulebook's colours.
AREA_TINT = {
    "Manhattan": "#d9d3e6",
    "The Bronx": "#e8dcc9",
    "Queens": "#d2dbe3",
    "Brooklyn": "#e8d2cf",
    "Staten Island": "#e2e0c6",
    "New Jersey": "#d6d6d2",
}
KIND_FILL = {"park": "#8cc47a", "water": "#a4c8e8", "airport": "#c98a5b", "district": "#d8d8d8"}
BORDER = "#2b2b2b"
WATER_BORDER = "#5b88b5"
WATER_TEXT = "#173f63"
LAND_TEXT = "#1a1a1a"
STAR_FILL = "#f2c230"
STAR_STROKE = "#6b4e00"
BRIDGE_DARK = "#3c3c3c"
BRIDGE_LIGHT = "#d7d7d7"
HIGHLIGHT = "#ff8c00"
# ... drawn over a wider near-black line: the orange names it, the dark edge makes it stand out
# (3:1 or more) on every fill, parks and airports too (tests/test_colours.py).
HIGHLIGHT_UNDER = "#1a1a1a"
NEIGHBOUR_FILL = "rgba(255, 200, 0, 0.35)"
REACH_FILL = "rgba(0, 158, 115, 0.45)"    # where a piece can go (bluish green)
# ... also outlined, dark and dashed over a white line, so it shows over every borough tint and
# without colour vision (the selected space's outline is solid orange).
REACH_EDGE = "#00513d"
REACH_EDGE_UNDER = "#ffffff"
ROUTE = "#8e0e45"   # a dark magenta: 3:1 or more on every fill, airports too
BACKGROUND = "#8fb8de"

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"


def fill_of(space) -> str:
    if space.kind == "district":
        return AREA_TINT.get(space.borough, KIND_FILL["district"])
    return KIND_FILL[space.kind]


def star_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A five-pointed star centred on (cx, cy), point up."""
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return pts


def wrap(name: str, max_chars: int) -> list[str]:
    """The words of ``name`` on lines of at most ``max_chars`` characters (a longer word alone)."""
    words = name.split()
    lines, line = [], ""
    for w in words:
        if line and len(line) + 1 + len(w) > max_chars:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}".strip()
    lines.append(line)
    return lines


@lru_cache(maxsize=4096)
def _label_for(name: str, width: float, height: float, poly_area: float, water: bool) -> tuple[tuple[str, ...], float]:
    # The largest font that fits the space's box and a share of its area, wrapping long names;
    # never shouting. A water label that cannot be read is left out (the name is still in the
    # tooltip and the info panel); a land label is kept at the smallest readable size.
    best = None
    for max_chars in (99, 14, 10, 8):
        lines = tuple(wrap(name, max_chars))
        longest = max(len(s) for s in lines)
        by_width = 0.9 * width / (0.58 * longest)
        by_height = 0.75 * height / (1.15 * len(lines))
        by_area = (0.45 * poly_area / (0.58 * longest * 1.15 * len(lines))) ** 0.5
        size = min(by_width, by_height, by_area, 13.0)
        if best is None or size > best[1] + 0.3:
            best = (lines, size)
    lines, size = best
    if water and size < MIN_WATER_LABEL:
        return (), 0.0
    return lines, round(max(size, MIN_LAND_LABEL), 1)


MIN_WATER_LABEL = 5.0
MIN_LAND_LABEL = 5.0


def label_of(space) -> tuple[tuple[str, ...], float]:
    """(lines, font size in board units) for a space's label; no lines when it does not fit.

    A space may carry a short ``label`` in the board file (``"Hudson Ch."``); otherwise its name.
    """
    x0, y0, x1, y1 = bbox(space.polygon)
    text = space.label or space.name
    return _label_for(text, x1 - x0, y1 - y0, area(space.polygon), space.kind == "water")


# Where things sit around a space's label, in board units (shared by SVG and canvas).
MARKER_SIZE = 9
TOKEN_HEIGHT = 11
TOKEN_GAP = 13
TOKEN_FONT = 8.5


def marker_xy(space) -> tuple[float, float]:
    """Top-left corner of the exploitation marker, above and left of the label."""
    lines, size = label_of(space)
    return space.point[0] - 14, space.point[1] - size * 0.6 * len(lines) - MARKER_SIZE


def token_top(space) -> float:
    """The y of the first piece token, just under the label."""
    lines, size = label_of(space)
    return space.point[1] + size * 0.6 * len(lines) + 3


def token_width(text: str) -> float:
    return 5.2 * len(text) + 6


def star_xy(space) -> tuple[float, float]:
    _, size = label_of(space)
    return space.point[0], space.point[1] - size * 1.6


# Buildings: a small badge right of the exploitation marker (a letter, so colour is not needed).
BUILDING_BADGE = {"illicit_activity": ("$", "#2e7d32", "Illicit Activity"),
                  "penthouse_palace": ("P", "#6a1b9a", "Penthouse Palace"),
                  "corrupt_precinct": ("C", "#37474f", "Corrupt Precinct")}


def building_xy(space) -> tuple[float, float]:
    x, y = marker_xy(space)
    return x + MARKER_SIZE + 3, y
