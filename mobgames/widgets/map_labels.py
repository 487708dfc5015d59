"""Which names the Blood Feud map canvas draws, where and how large (issue 27).

A plain map draws every name at its space's size. A map with a smallest size (``min_px``: the
table's map, whose text must read from the back of a room) draws no text smaller, so a name may be
wider than its space; then names would cut each other, so each is kept only where it overlaps no
name already kept: first the zoomed area's own names (wrapped onto more lines, smaller, or moved a
little inside their space, when that frees them), then its neighbours', then the water's. A name left out
is still in the zoom of its own area, the tooltip-like "Choose a space" list and the side panel.

The whole map (``overview``) leaves the districts' names out: at that scale they would be far
under the smallest size. It names the boroughs instead, and the water wide enough to read.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from mobgames.bloodfeud import style
from mobgames.bloodfeud.geometry import area, point_in_polygon

CHAR_WIDTH = 0.62       # a DejaVu Sans character is at most about this many ems wide, on average
LINE = 1.1              # line height, in ems
GAP = 1.0               # px kept free between two names


def text_width(text: str, px: float) -> float:
    return CHAR_WIDTH * px * len(text)


@dataclass(frozen=True)
class Label:
    """One name to draw: its lines, font size and middle, in canvas pixels. ``kind``: "land",
    "water" (italic, blue) or "area" (a borough's name on the whole map, bold)."""
    space: str | None
    lines: tuple[str, ...]
    px: float
    x: float
    y: float
    kind: str

    @property
    def box(self) -> tuple[float, float, float, float]:
        half_w = max((text_width(t, self.px) for t in self.lines), default=0) / 2
        half_h = self.px * LINE * len(self.lines) / 2
        return self.x - half_w, self.y - half_h, self.x + half_w, self.y + half_h

    def rows(self) -> list[tuple[str, float, float]]:
        """(text, x, y) of each line, y its middle."""
        lh = self.px * LINE
        y0 = self.y - lh * (len(self.lines) - 1) / 2
        return [(t, self.x, y0 + i * lh) for i, t in enumerate(self.lines)]


def in_polygon(pts: np.ndarray, poly: np.ndarray) -> np.ndarray:
    """Which of the points (K x 2) lie inside the polygon (N x 2), even-odd rule."""
    x, y = pts[:, 0:1], pts[:, 1:2]
    xi, yi = poly[:, 0], poly[:, 1]
    xj, yj = np.roll(xi, 1), np.roll(yi, 1)
    with np.errstate(divide="ignore", invalid="ignore"):
        cross = ((yi > y) != (yj > y)) & (x < (xj - xi) * (y - yi) / (yj - yi) + xi)
    return cross.sum(axis=1) % 2 == 1


def interior(poly: np.ndarray, n: int = 9) -> np.ndarray:
    """Points of an n x n grid over the polygon's box that lie inside it (M x 2; maybe none)."""
    (x0, y0), (x1, y1) = poly.min(axis=0), poly.max(axis=0)
    gx, gy = np.meshgrid(np.linspace(x0, x1, n + 2)[1:-1], np.linspace(y0, y1, n + 2)[1:-1])
    pts = np.stack([gx.ravel(), gy.ravel()], axis=1)
    return pts[in_polygon(pts, poly)]


def _wraps(lines: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The label as given, then the same words on more, shorter lines (a narrower box)."""
    out = [lines]
    for width in (12, 9, 6):
        rows = tuple(style.wrap(" ".join(lines), width))
        if len(rows) > len(out[-1]):
            out.append(rows)
    return out


def _overlaps(box, kept: list) -> bool:
    x0, y0, x1, y1 = box
    return any(x0 < b[2] + GAP and x1 > b[0] - GAP and y0 < b[3] + GAP and y1 > b[1] - GAP for b in kept)


def _inside(box, bounds) -> bool:
    return box[0] >= 0 and box[1] >= 0 and box[2] <= bounds[0] and box[3] <= bounds[1]


def _into(label: Label, bounds) -> Label:
    """The label moved the least needed to be whole on the canvas."""
    x0, y0, x1, y1 = label.box
    dx = -x0 if x0 < 0 else min(0.0, bounds[0] - x1)
    dy = -y0 if y0 < 0 else min(0.0, bounds[1] - y1)
    return Label(label.space, label.lines, label.px, label.x + dx, label.y + dy, label.kind)


def _first_free(options: list[Label], kept: list, bounds, poly) -> Label | None:
    for lab in options:
        box = lab.box
        if _inside(box, bounds) and not _overlaps(box, kept) and (poly is None or point_in_polygon(lab.x, lab.y, poly)):
            return lab
    return None


def lay_out(board, scale: float, origin, bounds, min_px: float = 0.0, focus=None, overview=None) -> list[Label]:
    """The names to draw on a map at ``scale`` from ``origin`` on a canvas of ``bounds`` (w, h).

    ``min_px`` 0: every name at its space's size, as the SVG map draws it. Otherwise no text under
    ``min_px`` and no name over another; ``focus``: the ids of the zoomed area (their names first);
    ``overview``: ((area name, ids), ...) on the whole map, whose names replace the districts'."""
    ox, oy = origin
    out: list[Label] = []
    todo: list[tuple[tuple, list[Label], object]] = []   # (priority, options, polygon their middle stays in)
    if overview is not None:
        for rank, (name, ids) in enumerate(overview):
            pts = np.asarray([board.space(s).point for s in ids], dtype=float)
            x, y = (pts.mean(axis=0) - (ox, oy)) * scale
            opts = [Label(None, lines, max(min_px, 15.0), x + dx, y + dy, "area")
                    for lines in _wraps((name,)) for dx, dy in ((0, 0), (0, -25), (0, 25), (-30, 0), (30, 0))]
            todo.append(((0, rank), opts, None))
    for s in board.spaces.values():
        lines, size = style.label_of(s)
        if not lines:
            continue
        water = s.kind == "water"
        if overview is not None and not water:
            continue
        x, y = (s.point[0] - ox) * scale, (s.point[1] - oy) * scale
        px = round(max(size * scale, min_px), 1)
        lab = Label(s.id, lines, px, x, y, "water" if water else "land")
        if not min_px:
            out.append(lab)
            continue
        poly = (np.asarray(s.polygon, dtype=float) - (ox, oy)) * scale
        mine = focus is not None and s.id in focus
        rank = 3 if water else 1 if mine else 2
        # Shorter lines, then smaller type (never under min_px) when the name would cut another.
        sizes = sorted({px, max(min_px, round(px * 0.75, 1)), min_px}, reverse=True)
        opts = [Label(s.id, ls, size_, x, y, lab.kind) for size_ in sizes for ls in _wraps(lines)]
        if mine:   # its own area shows it whole: moved into the canvas, or elsewhere inside its space
            opts = [_into(o, bounds) for o in opts]
            spots = interior(poly, 7)
            spots = spots[np.argsort(np.hypot(spots[:, 0] - x, spots[:, 1] - y))]
            opts += [Label(o.space, o.lines, o.px, float(sx), float(sy), o.kind) for o in opts for sx, sy in spots]
        todo.append(((rank, area(s.polygon) if mine else -area(s.polygon)), opts, poly))
    kept: list = []
    for _rank, opts, poly in sorted(todo, key=lambda t: t[0]):
        lab = _first_free(opts, kept, bounds, poly)
        if lab is not None:
            out.append(lab)
            kept.append(lab.box)
    return out
