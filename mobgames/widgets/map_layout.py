"""Where things go on the Blood Feud map canvas: the areas a reader can zoom to, how the map fits
the canvas, and where the piece tokens sit so that they never cover a name.

Pure geometry over the board data (no widgets): ``BoardView`` asks it and draws the answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from mobgames.bloodfeud import style

from . import map_labels
from .map_labels import in_polygon, interior, text_width

WHOLE_MAP = "Whole map"
MIN_AREA_SCALE = 1.6    # an area is split until its names can be read at about this scale
BOROUGH_ORDER = ("Manhattan", "The Bronx", "Brooklyn", "Queens", "Staten Island", "New Jersey")
PARTS = {2: ("north", "south"), 3: ("north", "middle", "south"), 4: ("north", "north middle", "south middle", "south")}
# The smallest text on the table's map, in canvas pixels: the classroom page shows the 900 px map
# 890 px wide at 1280x720 (jupyter/voila/templates/classroom), so 14.5 is 14.3 px on screen (issue 27).
MIN_TEXT_PX = 14.5
TOKEN_PX = MIN_TEXT_PX  # the text on tokens, in canvas pixels at every zoom
TOKEN_H = 21
TOKEN_PAD = 4
ROW_MAX = 3
PARTS_TRIED = (1, 2, 3, 4)             # tokens in one row under a name


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Scaled:
    """The board's geometry in canvas pixels, computed once per (board, scale, origin)."""

    _cache: dict = {}

    def __new__(cls, board, scale: float, origin: tuple[float, float] = (0.0, 0.0), min_label: float = 0.0,
                bounds: tuple[float, float] = (1e9, 1e9), focus: tuple | None = None, overview: tuple | None = None):
        key = (id(board), scale, origin, min_label, bounds, focus, overview)
        hit = cls._cache.get(key)
        if hit is not None and hit.board is board:
            return hit
        self = super().__new__(cls)
        self.board, self.scale = board, scale
        o = np.asarray(origin, dtype=float)
        spaces = list(board.spaces.values())
        self.ids = [s.id for s in spaces]
        self.polys = {s.id: (np.asarray(s.polygon, dtype=float) - o) * scale for s in spaces}
        water = [s for s in spaces if s.kind == "water"]
        land = [s for s in spaces if s.kind != "water"]
        self.water_polys = [self.polys[s.id] for s in water]
        self.land_polys = [self.polys[s.id] for s in land]
        self.fill_polys = self.water_polys + self.land_polys
        self.fill_colours = np.array([_rgb(style.fill_of(s)) for s in water + land], dtype=np.uint8)
        segs = [(d["path"][0], d["path"][-1]) for _, _, d in board.graph.edges(data=True)
                if d["kind"] == "bridge" and d.get("path")]
        self.bridges = (np.asarray(segs, dtype=float).reshape(-1, 2, 2) - o) * scale
        self.stars = []
        for sid in board.starts.values():
            self.stars.append((np.asarray(style.star_points(*style.star_xy(board.space(sid)), 7)) - o) * scale)
        # The names (map_labels decides which, where and how large), grouped by font for drawing.
        self.label_list = map_labels.lay_out(board, scale, tuple(o), bounds, min_label, focus, overview)
        self.label_box = {lab.space: lab.box for lab in self.label_list if lab.space}
        self.label_boxes = np.asarray([lab.box for lab in self.label_list], dtype=float).reshape(-1, 4)
        groups: dict = {}
        for lab in self.label_list:
            groups.setdefault((lab.px, lab.kind), []).extend(lab.rows())
        self.labels = [(px, items, kind) for (px, kind), items in sorted(groups.items())]  # (font px, [(text, x, y)], kind)
        # Where a space's pieces are anchored: the box of its name, or its label point when its name is not drawn.
        for s in spaces:
            if s.id not in self.label_box:
                x, y = (s.point[0] - o[0]) * scale, (s.point[1] - o[1]) * scale
                self.label_box[s.id] = (x, y, x, y)
        cls._cache[key] = self
        return self


def fit(frame: tuple[float, float, float, float], width: int, height: int) -> tuple[tuple[float, float], float]:
    """(origin, scale) that show the board box ``frame`` whole and centred on a width x height canvas."""
    x0, y0, x1, y1 = frame
    scale = min(width / (x1 - x0), height / (y1 - y0))
    ox = x0 - (width / scale - (x1 - x0)) / 2
    oy = y0 - (height / scale - (y1 - y0)) / 2
    return (ox, oy), scale


def _split(board, spaces: list, width: int, height: int) -> int:
    """How many north-to-south parts an area needs for its names to be read (1 to 4)."""
    for parts in PARTS_TRIED:
        ys = sorted(s.point[1] for s in spaces)
        chunks = [ys[i * len(ys) // parts:(i + 1) * len(ys) // parts] for i in range(parts)]
        ok = True
        for chunk in chunks:
            part = [s for s in spaces if chunk[0] <= s.point[1] <= chunk[-1]]
            _, scale = fit(board.frame([s.id for s in part], pad=0.04), width, height)
            ok = ok and scale >= MIN_AREA_SCALE
        if ok:
            return parts
    return PARTS_TRIED[-1]


@lru_cache(maxsize=8)
def _areas(board, width: int, height: int) -> tuple[tuple[str, tuple[str, ...] | None], ...]:
    out: list = [(WHOLE_MAP, None)]
    by_borough: dict[str, list] = {}
    for s in board.spaces.values():
        if s.kind != "water" and s.borough:
            by_borough.setdefault(s.borough, []).append(s)
    names = [b for b in BOROUGH_ORDER if b in by_borough] + sorted(set(by_borough) - set(BOROUGH_ORDER))
    for name in names:
        spaces = sorted(by_borough[name], key=lambda s: (s.point[1], s.id))
        parts = _split(board, spaces, width, height)
        if parts == 1:
            out.append((name, tuple(s.id for s in spaces)))
            continue
        n = len(spaces)
        for i, word in enumerate(PARTS[parts]):
            chunk = spaces[i * n // parts:(i + 1) * n // parts]
            out.append((f"{name} ({word})", tuple(s.id for s in chunk)))
    return tuple(out)


def areas(board, width: int, height: int) -> dict[str, tuple[str, ...] | None]:
    """The areas to zoom to, in reading order: the whole map (None), then each borough, a tall one
    cut into north and south parts so that its names stay readable on this canvas."""
    return dict(_areas(board, width, height))


def area_of(board, space_id: str, width: int, height: int) -> str:
    """The zoom area that holds a space (the whole map for water)."""
    for name, ids in _areas(board, width, height):
        if ids and space_id in ids:
            return name
    return WHOLE_MAP


@dataclass(frozen=True)
class Token:
    """One family's stack on a space: its colour, its letter, how many pieces, Boss or not."""
    owner: str
    text: str
    fill: str
    ink: str
    boss: bool

    @property
    def width(self) -> float:
        return text_width(self.text, TOKEN_PX) + 2 * TOKEN_PAD


def token_label(letter: str, count: int, boss: bool) -> str:
    """What a token says: the family's letter, a star when the Boss is there, and how many pieces."""
    return f"{letter}{'★' if boss else ''} {count}"


def rows_of(tokens: list) -> list[list]:
    return [tokens[i:i + ROW_MAX] for i in range(0, len(tokens), ROW_MAX)]


def block_size(items: list) -> tuple[float, float]:
    """Width and height of a space's badges and tokens laid out in rows (items: objects with .width)."""
    rows = rows_of(items)
    width = max(sum(t.width for t in row) + 2 * (len(row) - 1) for row in rows)
    return width, len(rows) * (TOKEN_H + 2) - 2


# Where a space's token block may go, relative to its name: on it (when the name is not drawn),
# under, over, beside, then points inside its space, then further out on a grid (steps of half a
# block sideways, a block up or down), nearest first.
_NEAR = [(0, 0), (0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)]
_FAR = sorted(((dx, dy) for dx in range(-10, 11) for dy in range(-8, 9) if (dx, dy) not in _NEAR),
              key=lambda d: (d[0] / 2) ** 2 + d[1] ** 2)
_STEPS = np.asarray(_NEAR + _FAR, dtype=float)
_IS_NEAR = np.arange(len(_STEPS)) < len(_NEAR)
TOUCH = 1.0   # px: a block this close to its space's outline touches it


def _along(steps: np.ndarray, half: float, size: float, gap: float) -> np.ndarray:
    """Offsets of blocks' near edges from the name's centre, ``steps`` blocks away (0: centred)."""
    near = half + gap + (np.abs(steps) - 1) * (size + gap)
    return np.where(steps == 0, -size / 2, np.where(steps > 0, near, -near - size))


def touches(boxes: np.ndarray, poly: np.ndarray) -> np.ndarray:
    """Which boxes (K x 4) touch or overlap the polygon: one of its corners is in a box, or a box's
    corner or middle is in it. (A box crossed only by one edge counts as apart: a leader is then drawn.)"""
    b = boxes.reshape(-1, 4) + (-TOUCH, -TOUCH, TOUCH, TOUCH)
    px, py = poly[None, :, 0], poly[None, :, 1]
    hit = ((px >= b[:, 0:1]) & (px <= b[:, 2:3]) & (py >= b[:, 1:2]) & (py <= b[:, 3:4])).any(axis=1)
    for x, y in ((0, 1), (2, 1), (0, 3), (2, 3)):
        hit |= in_polygon(b[:, (x, y)], poly)
    return hit | in_polygon(np.stack([(b[:, 0] + b[:, 2]) / 2, (b[:, 1] + b[:, 3]) / 2], axis=1), poly)


def _leader(box, poly: np.ndarray, names: np.ndarray, point) -> tuple[float, float, float, float]:
    """A line from a block that does not touch its space to the nearest point inside the space that
    is in no name (the space's label point if there is none): (x0, y0) on the block's edge, (x1, y1)."""
    pts = interior(poly)
    if len(names) and len(pts):
        n = names.reshape(-1, 4)
        free = ~((pts[:, None, 0] >= n[None, :, 0] - 2) & (pts[:, None, 0] <= n[None, :, 2] + 2)
                 & (pts[:, None, 1] >= n[None, :, 1] - 2) & (pts[:, None, 1] <= n[None, :, 3] + 2)).any(axis=1)
        pts = pts[free]
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    if len(pts):
        tx, ty = pts[np.argmin((pts[:, 0] - cx) ** 2 + (pts[:, 1] - cy) ** 2)]
    else:
        tx, ty = point
    return (float(np.clip(tx, box[0], box[2])), float(np.clip(ty, box[1], box[3])), float(tx), float(ty))


def _anywhere(taken: np.ndarray, size, bounds, towards) -> np.ndarray | None:
    """The free box of ``size`` on the canvas nearest ``towards``, on a 6 px grid (None: none)."""
    w, h = size
    gx, gy = np.meshgrid(np.arange(0, bounds[0] - w + 0.01, 6.0), np.arange(0, bounds[1] - h + 0.01, 6.0))
    c = np.stack([gx.ravel(), gy.ravel(), gx.ravel() + w, gy.ravel() + h], axis=1)
    free = np.ones(len(c), dtype=bool)
    for b in taken:   # (one box at a time: the grid has thousands of places)
        free &= ~((c[:, 0] < b[2]) & (c[:, 2] > b[0]) & (c[:, 1] < b[3]) & (c[:, 3] > b[1]))
    if not free.any():
        return None
    c = c[free]
    return c[np.argmin(((c[:, 0] + c[:, 2]) / 2 - towards[0]) ** 2 + ((c[:, 1] + c[:, 3]) / 2 - towards[1]) ** 2)]


def place(anchors: list[tuple[float, float, float, float]], sizes: list[tuple[float, float]],
          labels: np.ndarray, bounds: tuple[float, float], polys: list[np.ndarray]) -> list[tuple]:
    """Where blocks of ``sizes`` go: one near each anchor (the box of its space's name, x0, y0,
    x1, y1, or its label point as a box of no size), touching its space's polygon (``polys``,
    canvas pixels) where it can, so that no block covers any name in ``labels`` (an N x 4 array of
    boxes) or another block, inside the canvas ``bounds``. Returns (x, y, leader) for each block:
    its top-left corner and, for a block that had to go further, the line that joins it to its
    space (``_leader``; None when it touches). With no free place near it, a block goes to the
    nearest free place on the canvas; only when there is none at all, just under its name (it may
    then cover a neighbour: the side panel still lists it)."""
    labels = labels.reshape(-1, 4)
    taken = np.empty((len(labels) + len(anchors), 4))   # the names, then each block once placed
    taken[:len(labels)] = labels
    count = len(labels)
    out = []
    gap = 3.0
    for (ax0, ay0, ax1, ay1), (w, h), poly in zip(anchors, sizes, polys):
        cx, cy = (ax0 + ax1) / 2, (ay0 + ay1) / 2
        half_w, half_h = (ax1 - ax0) / 2, (ay1 - ay0) / 2
        dx, dy = _STEPS[:, 0], _STEPS[:, 1]
        x = cx + np.where(_IS_NEAR, _along(dx, half_w, w, gap), dx * (w + gap) / 2 - w / 2)
        y = cy + _along(dy, half_h, h, gap)
        pts = interior(poly, 5)
        x = np.concatenate([x[:len(_NEAR)], pts[:, 0] - w / 2, x[len(_NEAR):]])
        y = np.concatenate([y[:len(_NEAR)], pts[:, 1] - h / 2, y[len(_NEAR):]])
        c = np.stack([x, y, x + w, y + h], axis=1)
        inside = (c[:, 0] >= 0) & (c[:, 1] >= 0) & (c[:, 2] <= bounds[0]) & (c[:, 3] <= bounds[1])
        boxes = taken[:count]
        # Only the boxes the candidates can reach (a big map has hundreds of names).
        lo, hi = c.min(axis=0), c.max(axis=0)
        boxes = boxes[(boxes[:, 2] > lo[0]) & (boxes[:, 0] < hi[2]) & (boxes[:, 3] > lo[1]) & (boxes[:, 1] < hi[3])]
        hits = ((c[:, None, 0] < boxes[None, :, 2]) & (c[:, None, 2] > boxes[None, :, 0])
                & (c[:, None, 1] < boxes[None, :, 3]) & (c[:, None, 3] > boxes[None, :, 1])).any(axis=1)
        near = touches(c, poly)
        # Free, on the canvas and touching its space; else free and on the canvas (with a leader);
        # else free (half off the edge, near a space at the edge); else under its name.
        for ok in (~hits & inside & near, ~hits & inside, ~hits):
            free = np.flatnonzero(ok)
            if len(free):
                break
        if len(free):
            pick, leader = c[free[0]], None if near[free[0]] else _leader(c[free[0]], poly, labels, (cx, cy))
        else:   # nowhere free near it: the nearest free place on the whole canvas, with a leader
            pick = _anywhere(taken[:count], (w, h), bounds, (cx, cy))
            pick = c[1] if pick is None else pick
            leader = None if touches(pick, poly)[0] else _leader(pick, poly, labels, (cx, cy))
        taken[count] = pick
        count += 1
        out.append((float(pick[0]), float(pick[1]), leader))
    return out
