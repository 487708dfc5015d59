"""Small plane-geometry helpers for the board drawing (no dependencies)."""

from __future__ import annotations

from collections.abc import Sequence

Point = Sequence[float]


def bbox(polygon: Sequence[Point]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    return min(xs), min(ys), max(xs), max(ys)


def point_in_polygon(x: float, y: float, polygon: Sequence[Point]) -> bool:
    """Even-odd ray casting."""
    inside = False
    n = len(polygon)
    j = n - 1
    for i in range(n):
        xi, yi = polygon[i]
        xj, yj = polygon[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def area(polygon: Sequence[Point]) -> float:
    """Unsigned area (shoelace)."""
    s = 0.0
    n = len(polygon)
    for i in range(n):
        x0, y0 = polygon[i]
        x1, y1 = polygon[(i + 1) % n]
        s += x0 * y1 - x1 * y0
    return abs(s) / 2
