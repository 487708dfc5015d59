#!/usr/bin/env python3
"""Derive the Blood Feud in New York board once and write mobgames/bloodfeud/data/board.json.

The printed board is not available, so the board is reconstructed from real geography:

* the five boroughs' shorelines come from the NYC borough outlines bundled with geopandas 0.14
  (``geopandas/datasets/nybb_16a.zip``, EPSG:2263); New Jersey has no outline data, so its
  coastline is drawn by hand (``new_jersey`` in ``board_sources.json``);
* every district, park and airport is a seed point (or, where the rulebook's corners ask for a
  particular shape, a hand-drawn region); the districts of each piece of land are the Voronoi cells
  of its seeds, clipped to the land;
* water is everything else inside the frame, cut into water spaces by curated split lines;
* a smooth "magnifier" (a homeomorphism, so all borders and corners survive) widens Manhattan so
  its districts can hold labels and pieces;
* borders shorter than ``board.min_border`` are contracted to a point, so spaces either share a
  real border or meet at a single corner point; every such point is listed in ``corners``.

All curated inputs (seeds, names, kinds, start stars, bridges, water split lines, reasons) are in
``scripts/board_sources.json``. Run this script from a throwaway virtual environment, not from the
project's .venv::

    python3 -m venv /tmp/boardvenv
    /tmp/boardvenv/bin/pip install "geopandas==0.14.4" "shapely>=2.1" scipy matplotlib pyproj networkx
    /tmp/boardvenv/bin/python scripts/build_board.py --preview scripts/board_preview.png

The script checks the result (ids, kinds, start stars, rulebook names, corners, edges against the
geometry, connectivity) and refuses to write a board that fails; it prints every problem it finds.

Editing tips: move a district by changing its "at" point; add one by adding a line to "spaces"
(every water space needs an "at" point inside the water it names). ``--preview FILE --grid`` draws
the board with a lat/lon graticule for placing points and lines. Four seeds that happen to lie
on one circle make an unplanned four-way corner (listed as "reconstructed"); nudge one of them if
that is not wanted. ``--format-sources`` re-lays out board_sources.json after an edit by program.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import warnings
from collections import defaultdict
from pathlib import Path

import numpy as np
import shapely
from shapely import STRtree
from shapely.geometry import LineString, MultiPolygon, Point, Polygon, box
from shapely.ops import linemerge, nearest_points, polylabel, unary_union

warnings.filterwarnings("ignore", category=FutureWarning)
warnings.filterwarnings("ignore", category=DeprecationWarning)

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "scripts" / "board_sources.json"
OUTPUT = ROOT / "mobgames" / "bloodfeud" / "data" / "board.json"

AREAS = ["Manhattan", "The Bronx", "Queens", "Brooklyn", "Staten Island", "New Jersey"]
NYBB_NAMES = {"Manhattan": "Manhattan", "Bronx": "The Bronx", "Queens": "Queens",
              "Brooklyn": "Brooklyn", "Staten Island": "Staten Island"}
KINDS = ("district", "park", "water", "airport")
LAND = {"district", "park", "airport"}
FT_TO_KM = 0.3048 / 1000.0

# Places the rulebook names, with the kind they must have.
RULEBOOK_PLACES = {
    "belmont": "district", "van_nest": "district", "sunnyside": "district", "corona": "district",
    "jackson_heights": "district", "maspeth": "district", "the_rockaways": "district",
    "kensington": "district", "coney_island": "district", "sheepshead_bay": "district",
    "bay_ridge": "district", "sunset_park": "district", "lincoln_square": "district",
    "central_harlem": "district", "hamilton_heights": "district", "times_square": "district",
    "chelsea": "district", "lower_east_side": "district", "little_italy": "district",
    "murray_hill": "district", "wall_street": "district", "new_brighton": "district",
    "palisades_park": "district", "north_bergen": "district", "cliffside_park": "district",
    "prospect_park": "park", "central_park": "park", "jacob_riis_park": "park",
    "great_kills_park": "park", "hudson_park": "park",
}
# Appendix II corners; "@role" stands for the water space the rulebook describes by its position.
APPENDIX_II = [
    ("belmont", "van_nest"), ("sunnyside", "corona"), ("prospect_park", "kensington"),
    ("jackson_heights", "maspeth"), ("palisades_park", "hudson_park"), ("north_bergen", "cliffside_park"),
    ("lincoln_square", "central_harlem"), ("hamilton_heights", "central_park"),
    ("lincoln_square", "times_square"), ("chelsea", "central_park"),
    ("times_square", "lower_east_side"), ("little_italy", "murray_hill"),
    ("the_rockaways", "@below Jacob Riis Park"), ("jacob_riis_park", "@below the Rockaways"),
    ("coney_island", "@below Sheepshead Bay"), ("sheepshead_bay", "@below Coney Island"),
    ("new_brighton", "@below Bay Ridge"), ("great_kills_park", "@next to New Brighton"),
    ("wall_street", "@next to Sunset Park"),
]
CHANNELS = ("Hudson River Channel", "East River Channel")


def slug(name: str) -> str:
    """Lowercase; apostrophes dropped; every run of other characters becomes one underscore."""
    return re.sub(r"[^a-z0-9]+", "_", re.sub(r"['\u2019]", "", name.lower())).strip("_")


class BuildError(Exception):
    pass


# =============================================================================================
# Coordinates: lat/lon -> km (EPSG:2263, origin in midtown) -> warped km -> board units.
# =============================================================================================

class Geo:
    def __init__(self, src: dict):
        from pyproj import Transformer

        self.tr = Transformer.from_crs(4326, 2263, always_xy=True)
        w = src["warp"]
        X0, Y0 = self.tr.transform(w["origin"][1], w["origin"][0])
        self.ox, self.oy = X0 * FT_TO_KM, Y0 * FT_TO_KM
        th = math.radians(w["angle_deg"])
        self.c, self.s = math.cos(th), math.sin(th)
        self.lens = w["lens"]
        self.cross = w["cross"]
        self.ucv = np.array(self.cross["centreline_uv"], dtype=float)
        f = src["frame"]
        # The frame is an axis-parallel rectangle in the warped plane, placed by the frame's
        # edges at representative points.
        x0, _ = self.warp_km(*self.ll_to_km(np.array([40.52]), np.array([f["west"]])))
        x1, _ = self.warp_km(*self.ll_to_km(np.array([40.72]), np.array([f["east"]])))
        _, y0 = self.warp_km(*self.ll_to_km(np.array([f["south"]]), np.array([-74.24])))
        _, y1 = self.warp_km(*self.ll_to_km(np.array([f["north"]]), np.array([-73.90])))
        self.x0, self.y0 = float(x0[0]), float(y0[0])
        W = float(src["board"]["width"])
        self.k = W / (float(x1[0]) - self.x0)
        self.W = W
        self.H = round((float(y1[0]) - self.y0) * self.k, 1)

    # -- plain projections ------------------------------------------------------------------
    def ll_to_km(self, lat, lon):
        X, Y = self.tr.transform(np.asarray(lon, dtype=float), np.asarray(lat, dtype=float))
        return np.asarray(X) * FT_TO_KM - self.ox, np.asarray(Y) * FT_TO_KM - self.oy

    def km_to_uv(self, x, y):
        return x * self.c - y * self.s, x * self.s + y * self.c

    def uv_to_km(self, u, v):
        return u * self.c + v * self.s, -u * self.s + v * self.c

    # -- the magnifier ----------------------------------------------------------------------
    def warp_uv(self, u, v):
        L = self.lens
        cu, cv = L["centre_uv"]
        du, dv = u - cu, v - cv
        r = np.hypot(du, dv)
        g = 1.0 + L["k"] * np.exp(-(r / L["radius_km"]) ** 2)
        u, v = cu + du * g, cv + dv * g
        C = self.cross
        uc = np.interp(v, self.ucv[:, 0], self.ucv[:, 1])
        lo, hi = C["band_v"]
        t_lo = np.clip((lo - v) / C["taper_km"], 0, 1)
        t_hi = np.clip((v - hi) / C["taper_km"], 0, 1)
        sm = lambda t: t * t * (3 - 2 * t)  # noqa: E731
        wgt = np.where(v < lo, 1 - sm(t_lo), np.where(v > hi, 1 - sm(t_hi), 1.0))
        d = u - uc
        S = C["scale_km"]
        f = C["far"] * d + (C["centre"] - C["far"]) * S * np.tanh(d / S)
        return uc + d + wgt * (f - d), v

    def warp_km(self, x, y):
        u, v = self.km_to_uv(np.asarray(x, dtype=float), np.asarray(y, dtype=float))
        u2, v2 = self.warp_uv(u, v)
        return self.uv_to_km(u2, v2)

    def warped_to_board(self, x, y):
        return (x - self.x0) * self.k, (y - self.y0) * self.k

    # -- combined -------------------------------------------------------------------------
    def ll_to_board(self, lat, lon):
        return self.warped_to_board(*self.warp_km(*self.ll_to_km(lat, lon)))

    def uv_to_board(self, u, v):
        u2, v2 = self.warp_uv(np.asarray(u, dtype=float), np.asarray(v, dtype=float))
        return self.warped_to_board(*self.uv_to_km(u2, v2))

    def pt(self, latlon) -> Point:
        x, y = self.ll_to_board(np.array([latlon[0]]), np.array([latlon[1]]))
        return Point(float(x[0]), float(y[0]))

    def km_geom_to_board(self, geom, step=0.1):
        geom = shapely.segmentize(geom, step)

        def fn(xy):
            x, y = self.warped_to_board(*self.warp_km(xy[:, 0], xy[:, 1]))
            return np.c_[x, y]
        return shapely.transform(geom, fn)

    def ll_line_km(self, pts) -> LineString:
        lat = np.array([p[0] for p in pts])
        lon = np.array([p[1] for p in pts])
        x, y = self.ll_to_km(lat, lon)
        return LineString(np.c_[x, y])

    def ll_poly_km(self, pts) -> Polygon:
        lat = np.array([p[0] for p in pts])
        lon = np.array([p[1] for p in pts])
        x, y = self.ll_to_km(lat, lon)
        return Polygon(np.c_[x, y]).buffer(0)

    def ll_line_board(self, pts) -> LineString:
        return self.km_geom_to_board(self.ll_line_km(pts), step=0.05)

    def ll_poly_board(self, pts) -> Polygon:
        return self.km_geom_to_board(self.ll_poly_km(pts), step=0.05)


def polys_of(g) -> list[Polygon]:
    if g is None or g.is_empty:
        return []
    if isinstance(g, Polygon):
        return [g]
    if isinstance(g, MultiPolygon):
        return list(g.geoms)
    return [p for p in getattr(g, "geoms", []) if isinstance(p, Polygon)] + \
        [q for p in getattr(g, "geoms", []) if isinstance(p, MultiPolygon) for q in p.geoms]


def no_holes(p: Polygon) -> Polygon:
    return Polygon(p.exterior)


# =============================================================================================
# Land: borough outlines + hand-drawn New Jersey, cleaned, warped and simplified.
# =============================================================================================

def build_land(src: dict, geo: Geo) -> list[tuple[str, Polygon]]:
    import geopandas as gpd
    from geopandas import datasets

    L = src["land"]
    df = gpd.read_file(datasets.get_path("nybb"))
    if str(df.crs).upper().find("2263") < 0:
        df = df.to_crs(2263)

    def to_km(g):
        return shapely.transform(g, lambda xy: np.c_[xy[:, 0] * FT_TO_KM - geo.ox, xy[:, 1] * FT_TO_KM - geo.oy])

    keep_pts = [Point(*[float(a[0]) for a in geo.ll_to_km([k["at"][0]], [k["at"][1]])]) for k in L["keep_parts"]]
    moves = [(Point(*[float(a[0]) for a in geo.ll_to_km([m["at"][0]], [m["at"][1]])]), m["to"]) for m in L["move_parts"]]
    parts: dict[str, list[Polygon]] = defaultdict(list)
    for _, row in df.iterrows():
        area = NYBB_NAMES[row["BoroName"]]
        ps = [no_holes(p) for p in polys_of(to_km(row.geometry))]
        biggest = max(ps, key=lambda p: p.area)
        for p in ps:
            target = None
            for mp, to in moves:
                if p.contains(mp):
                    target = to
            if target:
                parts[target].append(p)
            elif p is biggest or any(p.contains(k) for k in keep_pts):
                parts[area].append(p)
    nyc = {a: unary_union(ps) for a, ps in parts.items()}
    # Remove piers and thin spikes (opening), then fill creeks too narrow to be water (closing).
    u = unary_union(list(nyc.values()))
    d1, d2 = L["open_km"], L["close_km"]
    opened = u.buffer(-d1, join_style="mitre").buffer(d1, join_style="mitre")
    new = {a: g.intersection(opened) for a, g in nyc.items()}
    # Creeks inside one borough are filled by that borough (so a creek's side branches do not
    # become spikes of the neighbouring borough); creeks between boroughs go to the borough that
    # borders them most.
    for a in list(new):
        c = new[a].buffer(d2, join_style="mitre").buffer(-d2, join_style="mitre")
        c = unary_union([no_holes(p) for p in polys_of(c)])
        others = unary_union([g for b, g in new.items() if b != a])
        new[a] = c.difference(others) if not others.is_empty else c
    base = unary_union(list(new.values()))
    closed = base.buffer(d2, join_style="mitre").buffer(-d2, join_style="mitre")
    closed = unary_union([no_holes(p) for p in polys_of(closed)])
    added = closed.difference(base)
    fat = {a: g.buffer(1e-4) for a, g in new.items()}
    for a in fat:
        shapely.prepare(fat[a])
    for piece in polys_of(added):
        best, bl = None, 0.0
        for a, _g in new.items():
            if not fat[a].intersects(piece):
                continue
            length = piece.boundary.intersection(fat[a]).length
            if length > bl:
                best, bl = a, length
        if best:
            new[best] = new[best].union(piece)
    # Channels drawn wider than life so their water spaces can be seen.
    for ch in L["channels"]:
        cut = geo.ll_line_km(ch["line"]).buffer(ch["width_km"] / 2, cap_style="round")
        new = {a: g.difference(cut) for a, g in new.items()}
    for gp in L["grow_parts"]:
        at = Point(*[float(a[0]) for a in geo.ll_to_km([gp["at"][0]], [gp["at"][1]])])
        for a, g in new.items():
            ps = polys_of(g)
            hit = [p for p in ps if p.buffer(0.05).contains(at)]
            if hit:
                others = unary_union([q for q in ps if q is not hit[0]] + [h for b, h in new.items() if b != a])
                grown = hit[0].buffer(gp["km"]).difference(others.buffer(0.25))
                grown = max(polys_of(grown), key=lambda p: p.area)
                new[a] = unary_union([grown] + [q for q in ps if q is not hit[0]])
                break
    nyc_all = unary_union(list(new.values()))
    nj = geo.ll_poly_km(L["new_jersey"]).difference(nyc_all.buffer(L["nj_gap_km"]))
    for off in L["offboard"]:
        if off.get("cut_land"):
            nj = nj.difference(geo.ll_poly_km(off["poly"]))
    nj = max(polys_of(nj), key=lambda p: p.area)
    new["New Jersey"] = nj
    # Warp to the board, clip to the frame, simplify as one coverage (shared borders stay shared).
    frame = box(0, 0, geo.W, geo.H)
    items = []
    for a in AREAS:
        for p in polys_of(new.get(a)):
            if p.area < 0.05:
                continue
            q = geo.km_geom_to_board(no_holes(p)).buffer(0).intersection(frame)
            for r in polys_of(q):
                if r.area > 40:
                    items.append((a, no_holes(r)))
    tol = src["board"]["coast_simplify"]
    simp = shapely.coverage_simplify(np.array([g for _, g in items], dtype=object), tol)
    grid = src["board"]["round"]
    out = []
    for (a, _), g in zip(items, simp):
        g = shapely.set_precision(g, grid)
        for r in polys_of(g):
            if r.area > 40:
                out.append((a, no_holes(r)))
    return out


def build_offboard(src: dict, geo: Geo, land_union) -> shapely.Geometry:
    frame = box(0, 0, geo.W, geo.H)
    polys = [geo.ll_poly_board(o["poly"]) for o in src["land"]["offboard"]]
    g = unary_union(polys).intersection(frame).difference(land_union)
    g = shapely.set_precision(g, src["board"]["round"])
    return unary_union([p for p in polys_of(g) if p.area > 5])


# =============================================================================================
# Land spaces: explicit regions (hand-drawn or Manhattan's grid) and Voronoi cells of seeds.
# =============================================================================================

def uv_grid_polygons(geo: Geo, cells: dict[str, list]) -> dict[str, Polygon]:
    """Manhattan's stylised grid: polygons given in the uv frame, sharing their vertices exactly.

    T-junction vertices are inserted into every edge they lie on, each vertex is warped once,
    and the warped vertices are joined by straight lines, so neighbouring cells share borders
    exactly and four cells that meet at one uv vertex meet at one board point.
    """
    # Extra vertices every km along long edges, so the warped grid lines follow the warp.
    dense = {}
    for name, ring in cells.items():
        r2 = []
        for i in range(len(ring)):
            a, b = ring[i], ring[(i + 1) % len(ring)]
            r2.append(tuple(a))
            if a[1] == b[1]:
                lo, hi = sorted((a[0], b[0]))
                ks = [float(k) for k in range(math.ceil(lo + 1e-9), math.floor(hi - 1e-9) + 1)]
                r2 += [(k, a[1]) for k in (ks if a[0] < b[0] else ks[::-1])]
            elif a[0] == b[0]:
                lo, hi = sorted((a[1], b[1]))
                ks = [float(k) for k in range(math.ceil(lo + 1e-9), math.floor(hi - 1e-9) + 1)]
                r2 += [(a[0], k) for k in (ks if a[1] < b[1] else ks[::-1])]
        dense[name] = r2
    cells = dense
    verts = sorted({tuple(p) for ring in cells.values() for p in ring})
    out = {}
    for name, ring in cells.items():
        full = []
        n = len(ring)
        for i in range(n):
            a, b = np.array(ring[i], float), np.array(ring[(i + 1) % n], float)
            full.append(tuple(ring[i]))
            seg = b - a
            L2 = float(seg @ seg)
            inner = []
            for v in verts:
                w = np.array(v) - a
                t = float(w @ seg) / L2
                if 1e-9 < t < 1 - 1e-9 and abs(seg[0] * w[1] - seg[1] * w[0]) < 1e-9:
                    inner.append((t, v))
            full += [v for _, v in sorted(inner)]
        u = np.array([p[0] for p in full])
        v = np.array([p[1] for p in full])
        x, y = geo.uv_to_board(u, v)
        out[name] = Polygon(np.c_[x, y])
    return out


def voronoi_cells(seeds: dict[str, Point], region: Polygon) -> dict[str, shapely.Geometry]:
    if len(seeds) == 1:
        return {next(iter(seeds)): region}
    names = list(seeds)
    mp = shapely.MultiPoint([seeds[n] for n in names])
    env = region.envelope.buffer(2000)
    vor = shapely.voronoi_polygons(mp, extend_to=env)
    cells = {}
    for cell in vor.geoms:
        for n in names:
            if n not in cells and cell.buffer(1e-9).contains(seeds[n]):
                cells[n] = cell
                break
    missing = set(names) - set(cells)
    if missing:
        raise BuildError(f"Voronoi: no cell for {sorted(missing)}")
    return {n: c.intersection(region) for n, c in cells.items()}


def build_land_spaces(src: dict, geo: Geo, land: list[tuple[str, Polygon]], problems: list[str]):
    spaces = {s["id"]: s for s in src["_spaces"] if s["kind"] != "water"}
    # Seed points, with the cocircular corner groups overriding the listed seeds.
    seed = {}
    for sid, s in spaces.items():
        if "at" in s:
            seed[sid] = geo.pt(s["at"])
        elif "at_uv" in s:
            x, y = geo.uv_to_board(np.array([s["at_uv"][0]]), np.array([s["at_uv"][1]]))
            seed[sid] = Point(float(x[0]), float(y[0]))
    for grp in src.get("corner_groups", []):
        c = geo.pt(grp["at"])
        r = grp["r"]
        rot = math.radians(grp.get("rotate_deg", 0.0))
        dirs = {"E": 0, "NE": 45, "N": 90, "NW": 135, "W": 180, "SW": 225, "S": 270, "SE": 315}
        for pos, sid in grp["cells"].items():
            a = math.radians(dirs[pos]) + rot
            seed[sid] = Point(c.x + r * math.cos(a), c.y + r * math.sin(a))
        grp["_centre"] = c
    # Explicit regions.
    explicit = {}
    grid_cells = {sid: s["uv"] for sid, s in spaces.items() if "uv" in s}
    if grid_cells:
        explicit.update(uv_grid_polygons(geo, grid_cells))
    for sid, s in spaces.items():
        if "region" in s:
            explicit[sid] = geo.ll_poly_board(s["region"])
    order = [s["id"] for s in src["_spaces"] if s["id"] in explicit]

    result: dict[str, Polygon] = {}
    kept_land = []
    for area, part in land:
        has = any(spaces[sid]["borough"] == area and part.contains(seed[sid]) for sid in seed if sid in spaces)
        if not has:
            if part.area > 600:
                problems.append(f"a piece of {area} of area {part.area:.0f} near {part.representative_point().coords[0]} has no seed")
            continue
        kept_land.append((area, part))
    for area, part in kept_land:
        claimed = []
        geoms = {}
        for sid in order:
            s = spaces[sid]
            if s["borough"] != area or not part.contains(seed[sid]):
                continue
            g = part.intersection(explicit[sid])
            if claimed:
                g = g.difference(unary_union(claimed))
            geoms[sid] = g
            claimed.append(g)
        rest = part.difference(unary_union(claimed)) if claimed else part
        rest_seeds = {sid: seed[sid] for sid, s in spaces.items()
                      if sid not in explicit and s["borough"] == area and part.contains(seed[sid])}
        for sid, s in spaces.items():
            if sid not in explicit and s["borough"] == area and sid not in rest_seeds and sid in seed \
                    and part.buffer(30).contains(seed[sid]) and not any(
                        p.contains(seed[sid]) for a2, p in land):
                problems.append(f"seed of {sid} lies in water; move it")
        if rest.area > 1 and rest_seeds:
            cells = voronoi_cells(rest_seeds, rest)
            # Keep each cell's piece around its seed; give stray pieces to the neighbour that
            # shares the longest border with them.
            strays = []
            for sid, g in cells.items():
                ps = polys_of(g)
                if not ps:
                    problems.append(f"{sid}: empty Voronoi cell")
                    continue
                main = [p for p in ps if p.buffer(1e-6).contains(rest_seeds[sid])]
                main = main[0] if main else max(ps, key=lambda p: p.area)
                geoms[sid] = main
                strays += [p for p in ps if p is not main]
            for _ in range(5):
                left = []
                for p in strays:
                    best, bl = None, 0.0
                    for sid, g in geoms.items():
                        if sid in rest_seeds:
                            length = p.intersection(g).length if p.intersects(g) else 0.0
                            if length > bl:
                                best, bl = sid, length
                    if best:
                        geoms[best] = unary_union([geoms[best], p])
                    else:
                        left.append(p)
                strays = left
                if not strays:
                    break
            for p in strays:
                problems.append(f"stray land piece of area {p.area:.0f} near {p.representative_point().coords[0]} in {area}")
        elif rest.area > 1:
            big = [p for p in polys_of(rest) if p.area > 20]
            if big:
                problems.append(f"land in {area} near {big[0].representative_point().coords[0]} "
                                f"(area {sum(p.area for p in big):.0f}) has no space")
        for sid, g in geoms.items():
            if sid in result:
                problems.append(f"{sid} lies on two pieces of land")
            result[sid] = g
    for sid in spaces:
        if sid not in result:
            problems.append(f"{sid} ({spaces[sid]['name']}) got no land (seed off its area's land?)")
    return result, seed, kept_land


# =============================================================================================
# Water spaces.
# =============================================================================================

def border_end(polys: dict, a: str, b: str, near: Point, water) -> Point:
    """The end of the border between spaces a and b that lies on the coast, nearest to `near`."""
    if a not in polys or b not in polys:
        raise BuildError(f"border anchor: unknown space {a} or {b}")
    inter = polys[a].boundary.intersection(polys[b].boundary)
    lines = [g for g in getattr(inter, "geoms", [inter]) if g.geom_type in ("LineString", "MultiLineString")]
    merged = linemerge(lines) if lines else None
    if merged is None or merged.is_empty:
        raise BuildError(f"border anchor: {a} and {b} share no border")
    ends = []
    for ln in getattr(merged, "geoms", [merged]):
        for c in (ln.coords[0], ln.coords[-1]):
            p = Point(c)
            if water.boundary.distance(p) < 0.05:
                ends.append(p)
    if not ends:
        raise BuildError(f"border anchor: the border of {a} and {b} does not reach the water")
    return min(ends, key=lambda p: p.distance(near))


def build_water(src: dict, geo: Geo, land_polys: dict, land_union, offboard, problems: list[str]):
    frame = box(0, 0, geo.W, geo.H)
    water = frame.difference(land_union)
    if offboard is not None and not offboard.is_empty:
        water = water.difference(offboard)
    water = shapely.set_precision(water, src["board"]["round"])
    cuts = []
    for wl in src["water_lines"]:
        if len(wl["line"]) == 1:
            coords = [geo.pt(wl["line"][0]).coords[0]]
        else:
            coords = list(geo.ll_line_board(wl["line"]).coords)
        if "start" in wl:
            st = wl["start"]
            p = border_end(land_polys, st["border"][0], st["border"][1], geo.pt(st["near"]), water)
            coords = [p.coords[0]] + coords
        if "end" in wl:
            st = wl["end"]
            p = border_end(land_polys, st["border"][0], st["border"][1], geo.pt(st["near"]), water)
            coords = coords + [p.coords[0]]
        ln = LineString(coords)
        clipped = ln.intersection(water)
        if clipped.length < 0.5:
            problems.append(f"water line {wl.get('name', wl['line'][0])} does not cross any water")
        # Lines run a little inland at both ends; noding them with the coast (snap-rounded) and
        # keeping only the faces in the water cuts the water exactly at the shore.
        cuts.append(ln)
    net = shapely.union_all([water.boundary] + cuts, grid_size=src["board"]["round"])
    faces = [f for f in shapely.get_parts(shapely.polygonize(shapely.get_parts(net)))
             if water.contains(f.representative_point())]
    faces = [f for f in faces if f.intersection(water).area > 0.5 * f.area]
    wseeds = {s["id"]: geo.pt(s["at"]) for s in src["_spaces"] if s["kind"] == "water"}
    out: dict[str, list] = defaultdict(list)
    unassigned = []
    for f in faces:
        inside = [sid for sid, p in wseeds.items() if f.contains(p)]
        if len(inside) == 1:
            out[inside[0]].append(f)
        elif len(inside) > 1:
            problems.append(f"one water face holds several water seeds: {inside}")
            out[inside[0]].append(f)
        else:
            if f.area > 2:
                unassigned.append(f)
    for f in unassigned:
        c = f.representative_point()
        problems.append(f"water face near board ({c.x:.0f},{geo.H - c.y:.0f}) area {f.area:.0f} has no water seed")
    res = {}
    for sid in wseeds:
        if sid not in out:
            problems.append(f"water seed {sid} is not in any water face (on land, or offboard?)")
            continue
        res[sid] = unary_union(out[sid])
    return res, unassigned, water


# =============================================================================================
# One planar partition: node all borders, contract too-short borders, polygonize.
# =============================================================================================

def clean_partition(polys: dict[str, shapely.Geometry], tol: float, grid: float, problems: list[str]):
    ids = list(polys)
    # Snap-rounding union: every vertex and crossing on the grid, near-coincident borders merged.
    net = shapely.union_all([polys[i].boundary for i in ids], grid_size=grid)
    merged = linemerge(net)
    chains = [list(g.coords) for g in getattr(merged, "geoms", [merged])]

    def key(c):
        return (round(c[0] / grid), round(c[1] / grid))

    contracted = 0
    while True:
        deg = defaultdict(int)
        pairs = defaultdict(int)
        for ch in chains:
            if ch[0] == ch[-1]:
                continue
            deg[key(ch[0])] += 1
            deg[key(ch[-1])] += 1
            pairs[frozenset((key(ch[0]), key(ch[-1])))] += 1
        best = None
        for i, ch in enumerate(chains):
            if ch[0] == ch[-1]:
                continue
            a, b = key(ch[0]), key(ch[-1])
            if deg[a] < 3 or deg[b] < 3 or pairs[frozenset((a, b))] > 1:
                continue
            length = LineString(ch).length
            if length < tol and (best is None or length < best[0]):
                best = (length, i)
        if best is None:
            break
        _, i = best
        ch = chains.pop(i)
        a, b = key(ch[0]), key(ch[-1])
        m = (round((ch[0][0] + ch[-1][0]) / 2 / grid) * grid, round((ch[0][1] + ch[-1][1]) / 2 / grid) * grid)
        for c2 in chains:
            if key(c2[0]) in (a, b):
                c2[0] = m
            if key(c2[-1]) in (a, b):
                c2[-1] = m
        chains = [c2 for c2 in chains if len(c2) >= 2 and LineString(c2).length > 0]
        contracted += 1
    net = shapely.union_all([LineString(c) for c in chains], grid_size=grid)
    faces = list(shapely.get_parts(shapely.polygonize(shapely.get_parts(net))))
    tree = STRtree([polys[i] for i in ids])
    owner: dict[int, str] = {}
    for fi, f in enumerate(faces):
        best, ba = None, 0.0
        for j in tree.query(f):
            a = f.intersection(polys[ids[j]]).area
            if a > ba:
                best, ba = ids[j], a
        if best is not None and ba > 0.3 * f.area:
            owner[fi] = best
    # Faces no space claims (tiny gaps): give them to the neighbour with the longest border.
    for fi, f in enumerate(faces):
        if fi in owner:
            continue
        best, bl = None, 0.0
        for fj, g in enumerate(faces):
            if fj in owner and f.intersects(g):
                length = f.intersection(g).length
                if length > bl:
                    best, bl = owner[fj], length
        if best:
            owner[fi] = best
        elif f.area > 1:
            problems.append(f"a gap of area {f.area:.1f} near {f.representative_point().coords[0]} belongs to no space")
    # A space whose faces fall apart keeps its biggest piece; small detached pieces (slivers
    # left by clipping) go to the neighbour that shares the longest border with them.
    ftree = STRtree(faces)
    for _ in range(3):
        moved = False
        for sid in ids:
            fis = [fi for fi, o in owner.items() if o == sid]
            if len(fis) < 2:
                continue
            pieces = polys_of(unary_union([faces[fi] for fi in fis]))
            if len(pieces) < 2:
                continue
            keep = max(pieces, key=lambda p: p.area)
            for fi in fis:
                f = faces[fi]
                if keep.buffer(1e-6).contains(f.representative_point()) and keep.intersection(f).area > 0.5 * f.area:
                    continue
                if f.area > 200:
                    continue
                best, bl = None, 0.0
                for fj in ftree.query(f):
                    if fj == fi or owner.get(fj) in (None, sid):
                        continue
                    length = f.intersection(faces[fj]).length
                    if length > bl:
                        best, bl = owner[fj], length
                if best:
                    owner[fi] = best
                    moved = True
        if not moved:
            break
    out = {}
    for sid in ids:
        fs = [faces[fi] for fi, o in owner.items() if o == sid]
        if not fs:
            problems.append(f"{sid} vanished while cleaning the partition")
            continue
        g = unary_union(fs)
        g = shapely.set_precision(g, grid)
        if not isinstance(g, Polygon):
            ps = polys_of(g)
            problems.append(f"{sid} is in {len(ps)} pieces (areas {[round(p.area) for p in ps]})")
            g = max(ps, key=lambda p: p.area)
        if g.interiors:
            problems.append(f"{sid} has a hole (another space lies wholly inside it)")
        out[sid] = g
    return out, contracted


# =============================================================================================
# Assemble everything.
# =============================================================================================

def prepare_spaces(src: dict) -> None:
    spaces = []
    for s in src["spaces"]:
        s = dict(s)
        s["id"] = slug(s["name"])
        s.setdefault("borough", None)
        s.setdefault("start", False)
        spaces.append(s)
    src["_spaces"] = spaces


def build(src: dict, preview: str | None):
    problems: list[str] = []
    prepare_spaces(src)
    geo = Geo(src)
    land = build_land(src, geo)
    land_polys, seeds, land = build_land_spaces(src, geo, land, problems)
    land_union = unary_union([p for _, p in land])
    offboard = build_offboard(src, geo, land_union)
    water_polys, unassigned, water_all = build_water(src, geo, land_polys, land_union, offboard, problems)
    allp = {**land_polys, **water_polys}
    grid = src["board"]["round"]
    final, contracted = clean_partition(allp, src["board"]["min_border"], grid, problems)
    info = {s["id"]: s for s in src["_spaces"]}
    board = assemble(src, geo, final, info, problems)
    board["_contracted"] = contracted
    check(src, geo, board, final, info, problems)
    if preview:
        draw_preview(preview, geo, board, final, info, offboard, unassigned)
    return board, problems


def flip(geo: Geo, g):
    return shapely.transform(g, lambda xy: np.c_[xy[:, 0], geo.H - xy[:, 1]])


def ring_coords(p: Polygon) -> list[list[float]]:
    cs = list(p.exterior.coords)[:-1]
    return [[round(x, 1), round(y, 1)] for x, y in cs]


def assemble(src, geo, final, info, problems):
    # Label anchors: the pole of inaccessibility (the point farthest inside the polygon).
    out_spaces = []
    order = [s["id"] for s in src["_spaces"] if s["id"] in final]
    flipped = {sid: flip(geo, final[sid]) for sid in order}
    for sid in order:
        s = info[sid]
        p = flipped[sid]
        lab = polylabel(p, tolerance=0.5)
        if s.get("label_at"):
            q = flip(geo, geo.pt(s["label_at"]))
            if p.buffer(-4).contains(q):
                lab = q
        rec = {"id": sid, "name": s["name"], "kind": s["kind"], "borough": s["borough"],
               "start": bool(s["start"]), "point": [round(lab.x, 1), round(lab.y, 1)],
               "polygon": ring_coords(p), "source": s.get("source", "geography")}
        if s.get("label"):
            rec["label"] = s["label"]   # short text drawn on the map where the name does not fit
        out_spaces.append(rec)
    # Borders from the geometry.
    ids = order
    polys = [flipped[i] for i in ids]
    tree = STRtree(polys)
    edges, corners = [], []
    kind_of = {sid: info[sid]["kind"] for sid in ids}
    seen = set()
    border_len = {}
    for i, a in enumerate(ids):
        for j in tree.query(polys[i]):
            if j <= i:
                continue
            b = ids[j]
            inter = polys[i].boundary.intersection(polys[j].boundary)
            if inter.is_empty:
                continue
            length = inter.length
            border_len[frozenset((a, b))] = length
            if length > 1e-6:
                la, lb = kind_of[a] in LAND, kind_of[b] in LAND
                kind = "land" if la and lb else "water" if not (la or lb) else "shore"
                edges.append({"a": a, "b": b, "kind": kind})
                seen.add(frozenset((a, b)))
            else:
                corners.append((a, b))
    # Bridges: each end belongs to the land space it lies in (or the nearest one); two real
    # bridges between the same pair of spaces become one edge named after both.
    land_ids = [sid for sid in ids if kind_of[sid] in LAND]
    groups: dict[frozenset, list] = {}
    for br in src["bridges"]:
        got = []
        for ll in br["ends"]:
            p = flip(geo, geo.pt(ll))
            best = min(land_ids, key=lambda sid: flipped[sid].distance(p))
            got.append((best, p))
        (a, pa), (b, pb) = got
        if a == b:
            problems.append(f"bridge {br['name']}: both ends are in {a}")
            continue
        groups.setdefault(frozenset((a, b)), []).append((br["name"], a, b, pa, pb, br.get("exact", False)))
    for pair, items in groups.items():
        name0, a, b, pa, pb, _ = items[0]
        if pair in seen:
            problems.append(f"bridge {name0}: {a} and {b} already share a border")
            continue
        names = [it[0] for it in items]
        if len(names) == 1:
            label = names[0]
        else:
            base = [n[:-7] if n.endswith(" Bridge") else n for n in names]
            label = ", ".join(base[:-1]) + " and " + base[-1] + " bridges"
        # Draw the bar across the narrowest gap near the real crossing: from the shore of a
        # nearest the middle of the real bridge to the shore of b, each end a little inland.
        mid = Point((pa.x + pb.x) / 2, (pa.y + pb.y) / 2)
        qa = nearest_points(flipped[a], mid)[0]
        qb = nearest_points(flipped[b], mid)[0]
        if items[0][5]:  # "exact": draw it where the sources say
            qa, qb = pa, pb
        dx, dy = qb.x - qa.x, qb.y - qa.y
        n = math.hypot(dx, dy) or 1.0
        ends = []
        for sid, q, sgn in ((a, qa, -1), (b, qb, 1)):
            p = Point(q.x + sgn * 3 * dx / n, q.y + sgn * 3 * dy / n)
            inner = flipped[sid].buffer(-1.5)
            if inner.is_empty:
                inner = flipped[sid]
            if not inner.contains(p):
                p = nearest_points(inner, p)[0]
            ends.append([round(p.x, 1), round(p.y, 1)])
        edges.append({"a": a, "b": b, "kind": "bridge", "bridge": label, "path": ends})
        seen.add(pair)
    # Corners: pairs that touch at a point only. Rulebook ones are marked.
    role = {s["role"]: s["id"] for s in src["_spaces"] if s.get("role")}
    app = set()
    for a, b in APPENDIX_II:
        a2 = role.get(a[1:], a) if a.startswith("@") else a
        b2 = role.get(b[1:], b) if b.startswith("@") else b
        app.add(frozenset((a2, b2)))
    corner_recs = []
    for a, b in corners:
        pair = frozenset((a, b))
        if pair in seen:
            continue  # a bridge joins them; the geometric touch does not matter
        both_channel = any(info[a]["name"].startswith(c) and info[b]["name"].startswith(c) for c in CHANNELS)
        source = "Appendix II" if pair in app or both_channel else "reconstructed"
        corner_recs.append({"a": a, "b": b, "source": source})
    corner_recs.sort(key=lambda c: (c["source"] != "Appendix II", c["a"], c["b"]))
    board = {
        "format": 1,
        "title": "Blood Feud in New York (reconstructed board)",
        "notes": list(src["notes"]) + [
            "Start stars (the rulebook does not name them; chosen for mob history, and so that they run "
            "clockwise Manhattan, The Bronx, Queens, Brooklyn, Staten Island, New Jersey): "
            + "; ".join(f"{info[sid]['borough']}: {info[sid]['name']} ({info[sid]['start_why']})"
                        for a in AREAS for sid in order if info[sid]["start"] and info[sid]["borough"] == a) + "."],
        "size": [geo.W, geo.H],
        "areas": AREAS,
        "spaces": out_spaces,
        "edges": edges,
        "corners": corner_recs,
        "_flipped": flipped,
        "_appendix": app,
        "_border_len": border_len,
    }
    return board


# =============================================================================================
# Checks.
# =============================================================================================

def check(src, geo, board, final, info, problems):
    import networkx as nx

    sp = board["spaces"]
    ids = [s["id"] for s in sp]
    flipped = board["_flipped"]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    for s in sp:
        if s["id"] != slug(s["name"]):
            problems.append(f"id {s['id']} is not the slug of {s['name']!r}")
        if s["kind"] not in KINDS:
            problems.append(f"{s['id']}: bad kind {s['kind']}")
        if s["borough"] not in AREAS and not (s["borough"] is None and s["kind"] == "water"):
            problems.append(f"{s['id']}: bad borough {s['borough']}")
        poly = Polygon(s["polygon"])
        if not poly.is_valid:
            problems.append(f"{s['id']}: polygon not valid ({shapely.is_valid_reason(poly)})")
        if s["polygon"][0] == s["polygon"][-1]:
            problems.append(f"{s['id']}: polygon ring is closed (first == last)")
        for x, y in s["polygon"] + [s["point"]]:
            if not (0 <= x <= geo.W and 0 <= y <= geo.H):
                problems.append(f"{s['id']}: coordinate ({x},{y}) outside the board")
                break
        if not poly.contains(Point(s["point"])):
            problems.append(f"{s['id']}: label point outside its polygon")
        elif s["kind"] != "water" and poly.exterior.distance(Point(s["point"])) < 6:
            problems.append(f"{s['id']}: label point only {poly.exterior.distance(Point(s['point'])):.1f} from the border (too small?)")
    starts = defaultdict(list)
    for s in sp:
        if s["start"]:
            starts[s["borough"]].append(s["id"])
            if s["kind"] != "district":
                problems.append(f"start {s['id']} is not a district")
    for a in AREAS:
        if len(starts[a]) != 1:
            problems.append(f"{a}: {len(starts[a])} start stars")
    nd = sum(1 for s in sp if s["kind"] == "district")
    if nd < 100:
        problems.append(f"only {nd} districts")
    kinds = {s["id"]: s["kind"] for s in sp}
    for sid, k in RULEBOOK_PLACES.items():
        if kinds.get(sid) != k:
            problems.append(f"rulebook place {sid} missing or not a {k} (is {kinds.get(sid)})")
    edge_pairs = {}
    for e in board["edges"]:
        pair = frozenset((e["a"], e["b"]))
        if pair in edge_pairs:
            problems.append(f"duplicate edge {e['a']}-{e['b']}")
        edge_pairs[pair] = e
        la, lb = kinds[e["a"]] in LAND, kinds[e["b"]] in LAND
        if e["kind"] == "bridge":
            if not (la and lb):
                problems.append(f"bridge {e['bridge']} touches water")
            for (x, y), sid in zip(e["path"], (e["a"], e["b"])):
                if not flipped[sid].contains(Point(x, y)):
                    problems.append(f"bridge {e['bridge']}: end not inside {sid}")
        elif e["kind"] == "shore" and la == lb:
            problems.append(f"shore edge {e['a']}-{e['b']} is not land+water")
        elif e["kind"] == "land" and not (la and lb):
            problems.append(f"land edge {e['a']}-{e['b']} touches water")
        elif e["kind"] == "water" and (la or lb):
            problems.append(f"water edge {e['a']}-{e['b']} touches land")
    # Edges agree with the geometry (re-derived from the rounded output polygons).
    out_polys = {s["id"]: Polygon(s["polygon"]) for s in sp}
    tree = STRtree(list(out_polys.values()))
    olist = list(out_polys)
    geo_pairs = {}
    for i, a in enumerate(olist):
        for j in tree.query(out_polys[a]):
            if j <= i:
                continue
            b = olist[j]
            inter = out_polys[a].boundary.intersection(out_polys[b].boundary)
            if not inter.is_empty:
                geo_pairs[frozenset((a, b))] = inter
    for pair, inter in geo_pairs.items():
        a, b = sorted(pair)
        if inter.length > 1e-6:
            e = edge_pairs.get(pair)
            if e is None:
                problems.append(f"{a} and {b} share a border of {inter.length:.1f} but have no edge")
            elif e["kind"] == "bridge":
                problems.append(f"{a} and {b} share a border and also a bridge")
    for pair, e in edge_pairs.items():
        if e["kind"] != "bridge":
            inter = geo_pairs.get(pair)
            if inter is None or inter.length <= 1e-6:
                problems.append(f"edge {e['a']}-{e['b']} ({e['kind']}) has no shared border in the geometry")
    # Corners.
    listed = set()
    for c in board["corners"]:
        pair = frozenset((c["a"], c["b"]))
        listed.add(pair)
        if pair in edge_pairs:
            problems.append(f"corner {c['a']}-{c['b']} is also an edge")
        inter = geo_pairs.get(pair)
        if inter is None or inter.geom_type != "Point":
            problems.append(f"corner {c['a']}-{c['b']}: polygons meet in {inter.geom_type if inter is not None else 'nothing'}, not one point")
    for pair in board["_appendix"]:
        if pair not in listed:
            a, b = sorted(pair)
            inter = geo_pairs.get(pair)
            problems.append(f"Appendix II corner {a}-{b} is not an exact corner point "
                            f"(they meet in {inter.geom_type + f' of length {inter.length:.1f}' if inter is not None else 'nothing'})")
    for pair, inter in geo_pairs.items():
        if inter.length <= 1e-6 and pair not in listed and pair not in edge_pairs:
            a, b = sorted(pair)
            problems.append(f"{a} and {b} touch at a point but are not listed as a corner")
    # The water spaces the rulebook places "below"/"next to" a land space must touch it.
    for sid, s in info.items():
        role = s.get("role")
        if role and sid in ids:
            m = re.match(r"(below|next to) (the )?(.*)", role)
            target = slug(m.group(3)) if not m.group(2) else slug("the " + m.group(3))
            if target not in ids:
                target = slug(m.group(3))
            if frozenset((sid, target)) not in edge_pairs:
                problems.append(f"{sid} ({role}) does not touch {target}")
    # Channel checkerboards: diagonal cells meet only at points.
    for ch in CHANNELS:
        cells = [s["id"] for s in sp if s["name"].startswith(ch)]
        if len(cells) < 4:
            problems.append(f"{ch}: only {len(cells)} cells")
        cc = sum(1 for c in board["corners"] if info[c["a"]]["name"].startswith(ch) and info[c["b"]]["name"].startswith(ch))
        if cc < 2:
            problems.append(f"{ch}: only {cc} diagonal corner pairs")
    g = nx.Graph()
    g.add_nodes_from(ids)
    g.add_edges_from((e["a"], e["b"]) for e in board["edges"])
    comps = list(nx.connected_components(g))
    if len(comps) != 1:
        small = sorted(comps, key=len)[:-1]
        problems.append(f"graph has {len(comps)} components; small ones: {[sorted(c) for c in small]}")
    # Start stars visited clockwise in the rulebook's order around their centroid.
    pts = {s["borough"]: s["point"] for s in sp if s["start"]}
    if len(pts) == 6:
        cx = sum(p[0] for p in pts.values()) / 6
        cy = sum(p[1] for p in pts.values()) / 6
        ang = [math.atan2(pts[a][1] - cy, pts[a][0] - cx) for a in AREAS]  # y down: clockwise = increasing
        steps = [(ang[(i + 1) % 6] - ang[i]) % (2 * math.pi) for i in range(6)]
        if abs(sum(steps) - 2 * math.pi) > 1e-6:
            problems.append(f"start stars are not visited clockwise in rulebook order (angles {[round(math.degrees(a)) for a in ang]})")


# =============================================================================================
# Output.
# =============================================================================================

def write_json(board: dict, path: Path) -> int:
    def dump(o):
        return json.dumps(o, ensure_ascii=False, separators=(", ", ": "))
    lines = ["{"]
    lines.append(f' "format": {board["format"]},')
    lines.append(f' "title": {dump(board["title"])},')
    lines.append(' "notes": [')
    lines.append(",\n".join("  " + dump(n) for n in board["notes"]))
    lines.append(" ],")
    lines.append(f' "size": {dump(board["size"])},')
    lines.append(f' "areas": {dump(board["areas"])},')
    def space_line(sp):
        head = {k: sp[k] for k in ("id", "name", "label", "kind", "borough", "start", "source", "point") if k in sp}
        return dump(head)[:-1] + ', "polygon": ' + json.dumps(sp["polygon"], separators=(",", ":")) + "}"

    def edge_line(e):
        if "path" not in e:
            return dump(e)
        head = {k: v for k, v in e.items() if k != "path"}
        return dump(head)[:-1] + ', "path": ' + json.dumps(e["path"], separators=(",", ":")) + "}"
    for key, fn in (("spaces", space_line), ("edges", edge_line), ("corners", dump)):
        lines.append(f' "{key}": [')
        lines.append(",\n".join("  " + fn(x) for x in board[key]))
        lines.append(" ]," if key != "corners" else " ]")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    json.loads(text)
    path.write_text(text, encoding="utf-8")
    return len(text.encode("utf-8"))


AREA_TINT = {"Manhattan": "#d9d2c3", "The Bronx": "#d6cfe0", "Queens": "#e6dcc0", "Brooklyn": "#e3cdc6",
             "Staten Island": "#cfdcd0", "New Jersey": "#d3d9e2"}
KIND_FILL = {"park": "#8fc27a", "water": "#a9cde8", "airport": "#c98b4f"}


GRID = False


def draw_preview(path, geo, board, final, info, offboard, unassigned):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Polygon as MPoly

    W, H = geo.W, geo.H
    fig, ax = plt.subplots(figsize=(W / 55, H / 55))
    ax.set_xlim(0, W)
    ax.set_ylim(H, 0)
    ax.set_aspect("equal")
    ax.axis("off")
    if offboard is not None and not offboard.is_empty:
        for p in polys_of(flip(geo, offboard)):
            ax.add_patch(MPoly(np.array(p.exterior.coords), closed=True, fc="#eeeeee", ec="#999999", lw=0.3, hatch="///"))
    for p in unassigned:
        ax.add_patch(MPoly(np.array(flip(geo, p).exterior.coords), closed=True, fc="#ff3333", ec="k", lw=0.3))
    for s in board["spaces"]:
        fc = AREA_TINT.get(s["borough"], "#cccccc") if s["kind"] == "district" else KIND_FILL[s["kind"]]
        ax.add_patch(MPoly(np.array(s["polygon"]), closed=True, fc=fc, ec="#1a1a1a" if s["kind"] != "water" else "#4a7fa8",
                           lw=0.5 if s["kind"] != "water" else 0.35))
    for e in board["edges"]:
        if e["kind"] == "bridge":
            (x1, y1), (x2, y2) = e["path"]
            ax.plot([x1, x2], [y1, y2], color="#555555", lw=3.2, solid_capstyle="butt", zorder=5)
            ax.plot([x1, x2], [y1, y2], color="#dddddd", lw=1.8, ls=(0, (1, 1)), solid_capstyle="butt", zorder=6)
    for s in board["spaces"]:
        x, y = s["point"]
        name = s["name"]
        if len(name) > 14 and " " in name:
            words = name.split(" ")
            half = (len(words) + 1) // 2
            name = " ".join(words[:half]) + "\n" + " ".join(words[half:])
        ax.text(x, y, name, fontsize=3.6 if s["kind"] != "water" else 3.0, ha="center", va="center",
                style="italic" if s["kind"] == "water" else "normal", color="#103a5a" if s["kind"] == "water" else "#111111", zorder=8)
        if s["start"]:
            ax.plot([x], [y - 9], marker="*", color="#ffcc00", markeredgecolor="#aa3300", markersize=9, zorder=9)
    flipped = board["_flipped"]
    for c in board["corners"]:
        inter = flipped[c["a"]].boundary.intersection(flipped[c["b"]].boundary)
        if inter.geom_type == "Point":
            col = "#d40000" if c["source"] == "Appendix II" else "#ff8800"
            ax.plot([inter.x], [inter.y], "o", ms=2.6, color=col, zorder=10)
    if GRID:
        for lat in np.arange(40.48, 40.93, 0.01):
            lo = np.linspace(-74.32, -73.68, 300)
            x, y = geo.ll_to_board(np.full_like(lo, lat), lo)
            ax.plot(x, H - y, color="#0000ff", lw=0.15 if round(lat * 100) % 5 else 0.4, zorder=11)
            if round(lat * 100) % 5 == 0:
                ax.text(x[150], H - y[150], f"{lat:.2f}", fontsize=3, color="b", zorder=11)
        for lon in np.arange(-74.32, -73.68, 0.01):
            la = np.linspace(40.47, 40.94, 300)
            x, y = geo.ll_to_board(la, np.full_like(la, lon))
            ax.plot(x, H - y, color="#ff0000", lw=0.15 if round(lon * 100) % 5 else 0.4, zorder=11)
            if round(lon * 100) % 5 == 0:
                ax.text(x[150], H - y[150], f"{lon:.2f}", fontsize=3, color="r", rotation=90, zorder=11)
    fig.savefig(path, dpi=110 if not GRID else 200, bbox_inches="tight", pad_inches=0.05)
    plt.close(fig)


def format_sources(src: dict) -> str:
    """board_sources.json laid out for people: one space, line, bridge or note per line."""
    def compact(o):
        return json.dumps(o, ensure_ascii=False, separators=(", ", ": "))

    def block(o, ind):
        pad = " " * ind
        if isinstance(o, dict):
            if len(compact(o)) <= 110 or ind >= 2:
                return compact(o)
            items = [f'{pad} {json.dumps(k)}: {block(v, ind + 1)}' for k, v in o.items()]
            return "{\n" + ",\n".join(items) + "\n" + pad + "}"
        if isinstance(o, list) and o and all(isinstance(x, (dict, str)) for x in o):
            items = [f"{pad} {compact(x)}" for x in o]
            return "[\n" + ",\n".join(items) + "\n" + pad + "]"
        return compact(o)
    return block(src, 0) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sources", default=str(SOURCES))
    ap.add_argument("--output", default=str(OUTPUT))
    ap.add_argument("--preview", default=None, help="also draw a PNG preview here")
    ap.add_argument("--force", action="store_true", help="write board.json even if checks fail")
    ap.add_argument("--grid", action="store_true", help="draw a lat/lon graticule on the preview (for editing)")
    ap.add_argument("--format-sources", action="store_true", help="rewrite board_sources.json in its readable layout and stop")
    args = ap.parse_args(argv)
    if args.format_sources:
        src = json.loads(Path(args.sources).read_text(encoding="utf-8"))
        text = format_sources(src)
        assert json.loads(text) == src
        Path(args.sources).write_text(text, encoding="utf-8")
        return 0
    global GRID
    GRID = args.grid
    src = json.loads(Path(args.sources).read_text(encoding="utf-8"))
    board, problems = build(src, args.preview)
    counts = defaultdict(lambda: defaultdict(int))
    for s in board["spaces"]:
        counts[s["borough"] or "water"][s["kind"]] += 1
    for a in AREAS + ["water"]:
        print(f"{a:14s} " + ", ".join(f"{k}: {v}" for k, v in sorted(counts[a].items())))
    ek = defaultdict(int)
    for e in board["edges"]:
        ek[e["kind"]] += 1
    cs = defaultdict(int)
    for c in board["corners"]:
        cs[c["source"]] += 1
    print("edges", dict(ek), "corners", dict(cs), "borders contracted", board["_contracted"])
    for p in problems:
        print("PROBLEM:", p)
    if problems and not args.force:
        print(f"{len(problems)} problems; board.json not written (use --force to write anyway)")
        return 1
    for k in [k for k in board if k.startswith("_")]:
        del board[k]
    n = write_json(board, Path(args.output))
    print(f"wrote {args.output} ({n / 1024:.0f} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
