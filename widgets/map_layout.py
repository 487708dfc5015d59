"""Where things go on the Blood Feud map canvas: the areas a reader can zoom to, how the map fits
the canvas, and where the piece tokens sit so that they never cover a name.

Pure geometry over the board data (no widgets): ``BoardView`` asks it and draws the answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from mobgames.bloodfeud import style

WHOLE_MAP = "Whole map"
MIN_AREA_SCALE = 1.3    # an area is split until its names can be read at about this scale
BOROUGH_ORDER = ("Manhattan", "The Bronx", "Brooklyn", "Queens", "Staten Island", "New Jersey")
PARTS = {2: ("north", "south"), 3: ("north", "middle", "south")}
CHAR_WIDTH = 0.62       # a DejaVu Sans character is at most about this many ems wide, on average
TOKEN_PX = 11           # the text on tokens, in screen pixels at every zoom
TOKEN_H = 17
TOKEN_PAD = 4
ROW_MAX = 3             # tokens in one row under a name


def text_width(text: str, px: float) -> float:
    return CHAR_WIDTH * px * len(text)


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


class Scaled:
    """The board's geometry in canvas pixels, computed once per (board, scale, origin)."""

    _cache: dict = {}

    def __new__(cls, board, scale: float, origin: tuple[float, float] = (0.0, 0.0), min_label: float = 0.0):
        key = (id(board), scale, origin, min_label)
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
        self.labels = []  # (font px, [(text, x, y)], water)
        self.label_box = {}   # space id -> the box of its name (or of its point), canvas pixels
        groups: dict = {}
        for s in spaces:
            lines, size = style.label_of(s)
            water_ = s.kind == "water"
            # A zoomed map keeps every land name readable (min_label px), even past its borders.
            px = round(max(size * scale, 0 if water_ or not lines else min_label), 1)
            lh = px * 1.1
            x, y = (s.point[0] - o[0]) * scale, (s.point[1] - o[1]) * scale
            y0 = y - lh * (len(lines) - 1) / 2
            half_w = max((text_width(t, px) for t in lines), default=0) / 2
            half_h = lh * len(lines) / 2
            self.label_box[s.id] = (x - half_w, y - half_h, x + half_w, y + half_h)
            key2 = (px, water_)
            groups.setdefault(key2, []).extend((t, x, y0 + i * lh) for i, t in enumerate(lines))
        self.label_boxes = np.asarray([self.label_box[s.id] for s in spaces
                                       if style.label_of(s)[0]], dtype=float).reshape(-1, 4)
        for (px, water_), items in sorted(groups.items()):
            self.labels.append((px, items, water_))
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
    """How many north-to-south parts an area needs for its names to be read (1 to 3)."""
    for parts in (1, 2, 3):
        ys = sorted(s.point[1] for s in spaces)
        chunks = [ys[i * len(ys) // parts:(i + 1) * len(ys) // parts] for i in range(parts)]
        ok = True
        for chunk in chunks:
            part = [s for s in spaces if chunk[0] <= s.point[1] <= chunk[-1]]
            _, scale = fit(board.frame([s.id for s in part], pad=0.04), width, height)
            ok = ok and scale >= MIN_AREA_SCALE
        if ok:
            return parts
    return 3


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


# Where a space's token block may go, relative to its name: under, over, beside, then further out
# on a grid (steps of half a block sideways, a block up or down), nearest first.
_NEAR = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)]
_FAR = sorted(((dx, dy) for dx in range(-6, 7) for dy in range(-6, 7) if (dx, dy) not in _NEAR and (dx, dy) != (0, 0)),
              key=lambda d: (d[0] / 2) ** 2 + d[1] ** 2)
_STEPS = np.asarray(_NEAR + _FAR, dtype=float)
_IS_NEAR = np.arange(len(_STEPS)) < len(_NEAR)


def _along(steps: np.ndarray, half: float, size: float, gap: float) -> np.ndarray:
    """Offsets of blocks' near edges from the name's centre, ``steps`` blocks away (0: centred)."""
    near = half + gap + (np.abs(steps) - 1) * (size + gap)
    return np.where(steps == 0, -size / 2, np.where(steps > 0, near, -near - size))


def place(anchors: list[tuple[float, float, float, float]], sizes: list[tuple[float, float]],
          labels: np.ndarray, bounds: tuple[float, float]) -> list[tuple[float, float]]:
    """Top-left corners for blocks of ``sizes``, one near each anchor (the box of its space's
    name: x0, y0, x1, y1), so that no block covers any name in ``labels`` (an N x 4 array of
    boxes) or another block, inside the canvas ``bounds``. A block with no free place nearby
    goes just under its name (it may then cover a neighbour: the side panel still lists it)."""
    labels = labels.reshape(-1, 4)
    taken = np.empty((len(labels) + len(anchors), 4))   # the names, then each block once placed
    taken[:len(labels)] = labels
    count = len(labels)
    out = []
    gap = 3.0
    for (ax0, ay0, ax1, ay1), (w, h) in zip(anchors, sizes):
        cx, cy = (ax0 + ax1) / 2, (ay0 + ay1) / 2
        half_w, half_h = (ax1 - ax0) / 2, (ay1 - ay0) / 2
        dx, dy = _STEPS[:, 0], _STEPS[:, 1]
        x = cx + np.where(_IS_NEAR, _along(dx, half_w, w, gap), dx * (w + gap) / 2 - w / 2)
        y = cy + _along(dy, half_h, h, gap)
        c = np.stack([x, y, x + w, y + h], axis=1)
        inside = (c[:, 0] >= 0) & (c[:, 1] >= 0) & (c[:, 2] <= bounds[0]) & (c[:, 3] <= bounds[1])
        boxes = taken[:count]
        # Only the boxes the candidates can reach (a big map has hundreds of names).
        lo, hi = c.min(axis=0), c.max(axis=0)
        boxes = boxes[(boxes[:, 2] > lo[0]) & (boxes[:, 0] < hi[2]) & (boxes[:, 3] > lo[1]) & (boxes[:, 1] < hi[3])]
        hits = ((c[:, None, 0] < boxes[None, :, 2]) & (c[:, None, 2] > boxes[None, :, 0])
                & (c[:, None, 1] < boxes[None, :, 3]) & (c[:, None, 3] > boxes[None, :, 1])).any(axis=1)
        # Free and on the canvas; else free (half off the edge, near a space at the edge); else under.
        free = np.flatnonzero(~hits & inside)
        if not len(free):
            free = np.flatnonzero(~hits)
        pick = c[free[0]] if len(free) else c[0]
        taken[count] = pick
        count += 1
        out.append((float(pick[0]), float(pick[1])))
    return out
