"""The board file: where it is, the words it uses, and ``validate_board``, which explains every
problem of an edited file at once (each naming the offending id). ``board.py`` builds the board
from a file checked here; ``datafiles.py`` checks the file's shape first."""

from __future__ import annotations

from pathlib import Path

import networkx as nx

from ..core.slug import slug
from ..core.arguments import checked

DATA_DIR = Path(__file__).with_name("data")
BOARD_FILE = DATA_DIR / "board.json"

AREAS = ("Manhattan", "The Bronx", "Queens", "Brooklyn", "Staten Island", "New Jersey")
SPACE_KINDS = ("district", "park", "water", "airport")
LAND_KINDS = frozenset({"district", "park", "airport"})
EDGE_KINDS = ("land", "bridge", "shore", "water")


# --------------------------------------------------------------------------------------------
# Validation: every problem at once, each naming the offending id.
# --------------------------------------------------------------------------------------------

def _inside(pt, size) -> bool:
    try:
        x, y = pt
        return 0 <= float(x) <= size[0] and 0 <= float(y) <= size[1]
    except (TypeError, ValueError):
        return False


@checked
def validate_board(data: object) -> list[str]:
    """Check a board (the parsed JSON) and return a list of problems; empty means valid."""
    problems: list[str] = []
    if not isinstance(data, dict):
        return ["The board must be a JSON object with 'size', 'spaces', 'edges' and 'corners'."]

    size = data.get("size")
    if not (isinstance(size, (list, tuple)) and len(size) == 2
            and all(isinstance(v, (int, float)) and v > 0 for v in size)):
        problems.append("'size' must be [width, height] with two positive numbers.")
        size = (float("inf"), float("inf"))

    spaces = data.get("spaces")
    if not isinstance(spaces, list):
        problems.append("'spaces' must be a list.")
        spaces = []
    kinds: dict[str, str] = {}
    starts: dict[str, list[str]] = {area: [] for area in AREAS}
    for i, sp in enumerate(spaces):
        if not isinstance(sp, dict) or not isinstance(sp.get("id"), str):
            problems.append(f"Space number {i + 1} has no id.")
            continue
        sid = sp["id"]
        if sid in kinds:
            problems.append(f"Space '{sid}' appears more than once (duplicate id).")
            continue
        kind = sp.get("kind")
        kinds[sid] = kind
        name = sp.get("name")
        if not isinstance(name, str) or not name.strip():
            problems.append(f"Space '{sid}' has no name.")
        elif slug(name) != sid:
            problems.append(f"Space '{sid}': its id should be '{slug(name)}', the slug of its name '{name}'.")
        if kind not in SPACE_KINDS:
            problems.append(f"Space '{sid}' has an unknown kind {kind!r} (use one of {', '.join(SPACE_KINDS)}).")
        borough = sp.get("borough")
        if borough is None:
            if kind != "water":
                problems.append(f"Space '{sid}' has no borough; only water spaces may have none.")
        elif borough not in AREAS:
            problems.append(f"Space '{sid}' has an unknown borough {borough!r}.")
        start = sp.get("start", False)
        if not isinstance(start, bool):
            problems.append(f"Space '{sid}': 'start' must be true or false.")
        elif start:
            if kind != "district" or borough not in AREAS:
                problems.append(f"Space '{sid}' is a start point but is not a district inside one of the six areas.")
            else:
                starts[borough].append(sid)
        if not _inside(sp.get("point"), size):
            problems.append(f"Space '{sid}': its point {sp.get('point')!r} is outside the drawing area.")
        poly = sp.get("polygon")
        if not isinstance(poly, list) or len(poly) < 3:
            problems.append(f"Space '{sid}' needs a polygon of at least three points.")
        elif not all(_inside(p, size) for p in poly):
            problems.append(f"Space '{sid}': part of its polygon is outside the drawing area.")

    for area, ids in starts.items():
        if len(ids) != 1:
            where = f" ({', '.join(ids)})" if ids else ""
            problems.append(f"{area} must have exactly one start point; it has {len(ids)}{where}.")

    edges = data.get("edges")
    if not isinstance(edges, list):
        problems.append("'edges' must be a list.")
        edges = []
    seen_pairs: set[frozenset] = set()
    graph = nx.Graph()
    graph.add_nodes_from(kinds)
    for e in edges:
        if not isinstance(e, dict):
            problems.append(f"An edge is not an object: {e!r}.")
            continue
        a, b, kind = e.get("a"), e.get("b"), e.get("kind")
        label = f"Edge {a}-{b}"
        missing = [x for x in (a, b) if x not in kinds]
        if missing:
            problems.append(f"{label} points to a space that does not exist: {', '.join(map(str, missing))} (dangling id).")
            continue
        if a == b:
            problems.append(f"{label} joins a space to itself.")
            continue
        pair = frozenset((a, b))
        if pair in seen_pairs:
            problems.append(f"{label} is listed more than once (duplicate edge).")
            continue
        seen_pairs.add(pair)
        graph.add_edge(a, b)
        land_a, land_b = kinds[a] in LAND_KINDS, kinds[b] in LAND_KINDS
        if kinds[a] not in SPACE_KINDS or kinds[b] not in SPACE_KINDS:
            continue  # the space's unknown kind is already reported; its edges cannot be judged
        if kind not in EDGE_KINDS:
            problems.append(f"{label} has an unknown kind {kind!r} (use one of {', '.join(EDGE_KINDS)}).")
        elif kind == "bridge":
            if not (land_a and land_b):
                wet = [x for x in (a, b) if kinds[x] not in LAND_KINDS]
                problems.append(f"{label} is a bridge but touches water space {', '.join(wet)}; bridges join two land spaces.")
            if not e.get("bridge"):
                problems.append(f"{label} is a bridge without a bridge name.")
        elif kind == "shore" and land_a == land_b:
            problems.append(f"{label} is a shore edge but does not join a land space and a water space.")
        elif kind == "land" and not (land_a and land_b):
            problems.append(f"{label} is a land edge but one end is water.")
        elif kind == "water" and (land_a or land_b):
            problems.append(f"{label} is a water edge but one end is land.")

    corners = data.get("corners", [])
    if not isinstance(corners, list):
        problems.append("'corners' must be a list.")
        corners = []
    for c in corners:
        a, b = (c.get("a"), c.get("b")) if isinstance(c, dict) else (c[0], c[1]) if isinstance(c, (list, tuple)) and len(c) == 2 else (None, None)
        missing = [x for x in (a, b) if x not in kinds]
        if missing:
            problems.append(f"Corner {a}⋈{b} names a space that does not exist: {', '.join(map(str, missing))}.")
        elif frozenset((a, b)) in seen_pairs:
            problems.append(f"Corner {a}⋈{b} is also an edge; spaces that meet only at a corner must not be joined.")

    if kinds and graph.number_of_nodes():
        components = sorted(nx.connected_components(graph), key=len, reverse=True)
        for comp in components[1:]:
            problems.append(f"Space(s) {', '.join(sorted(comp))} cannot be reached from the rest of the board (disconnected).")
    return problems
