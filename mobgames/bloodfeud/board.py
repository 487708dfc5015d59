"""The Blood Feud board: spaces, borders, bridges and corners, loaded from a data file.

The printed board is not available, so ``data/board.json`` is a reconstruction (see its
``notes``). It is plain data a teacher can edit; ``validate_board`` explains every problem in an
edited file at once, and ``load_board`` refuses a broken file with a ``BoardError``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from collections.abc import Iterable

import networkx as nx

from ..core.arguments import checked, number
from ..core.errors import MobgamesError
from ..core.slug import slug
from ..core.text import a_an, and_list
from ..core.markup import SvgPicture
from .geometry import bbox, point_in_polygon

from .boardfile import AREAS, BOARD_FILE, DATA_DIR, EDGE_KINDS, LAND_KINDS, SPACE_KINDS, validate_board  # noqa: F401
from .datafiles import checked_board, read_board


class UnknownSpace(MobgamesError, KeyError):
    """A space id that is not on the board."""

    def __str__(self) -> str:  # KeyError would otherwise print the message in quotes
        return self.args[0]


@dataclass(frozen=True)
class Space:
    """One space of the board, as the data file describes it."""

    id: str
    name: str
    kind: str
    borough: str | None
    start: bool
    point: tuple[float, float]
    polygon: tuple[tuple[float, float], ...]
    source: str = "geography"
    label: str = ""     # optional short text drawn on the map instead of the name

    @property
    def is_land(self) -> bool:
        return self.kind in LAND_KINDS


# --------------------------------------------------------------------------------------------
# The board object.
# --------------------------------------------------------------------------------------------

class Board(SvgPicture):
    """The board: ``graph`` (a ``networkx.Graph``), ``corners``, and the spaces' drawing data.

    Node attributes: ``name``, ``kind``, ``borough``, ``start``, ``point``, ``polygon``, ``source``.
    Edge attribute ``kind`` is ``land``, ``bridge``, ``shore`` or ``water``; bridges also carry
    ``bridge`` (the real bridge's name) and ``path`` (where the bridge is drawn).
    """

    ARGUMENT = "a Blood Feud board (load_board())"   # (how an ArgumentError names it)

    def __init__(self, data: dict):
        self.data = data
        self.title: str = data.get("title", "Blood Feud in New York")
        self.notes: list[str] = list(data.get("notes", []))
        self.size: tuple[float, float] = (float(data["size"][0]), float(data["size"][1]))
        self.spaces: dict[str, Space] = {}
        g = nx.Graph()
        for sp in data["spaces"]:
            space = Space(
                id=sp["id"], name=sp["name"], kind=sp["kind"], borough=sp.get("borough"),
                start=bool(sp.get("start", False)), point=tuple(sp["point"]),
                polygon=tuple(tuple(p) for p in sp["polygon"]), source=sp.get("source", "geography"),
                label=sp.get("label", ""),
            )
            self.spaces[space.id] = space
            g.add_node(space.id, name=space.name, kind=space.kind, borough=space.borough,
                       start=space.start, point=space.point, polygon=space.polygon, source=space.source)
        for e in data["edges"]:
            attrs = {k: v for k, v in e.items() if k not in ("a", "b")}
            if "path" in attrs:
                attrs["path"] = tuple(tuple(p) for p in attrs["path"])
            g.add_edge(e["a"], e["b"], **attrs)
        self.graph: nx.Graph = g
        # The same adjacency as plain dicts (space -> neighbour -> edge attributes): the move and
        # reach searches walk it hundreds of thousands of times a game, and networkx's views are slow.
        self.adj: dict[str, dict[str, dict]] = {s: dict(g.adj[s]) for s in g}
        self._within: dict = {}
        pairs = []
        for c in data.get("corners", []):
            a, b = (c["a"], c["b"]) if isinstance(c, dict) else c
            pairs.append((a, b))
        self.corners: tuple[tuple[str, str], ...] = tuple(pairs)
        self._corner_set = frozenset(frozenset(p) for p in pairs)
        self.corner_sources = {frozenset((c["a"], c["b"])): c.get("source", "")
                               for c in data.get("corners", []) if isinstance(c, dict)}
        self.starts: dict[str, str] = {s.borough: s.id for s in self.spaces.values() if s.start}
        nx.freeze(g)
        self._built = True

    def __setattr__(self, name: str, value: object) -> None:
        # One board serves every game (and every view's copy of a position): once built, only its
        # caches (private names) change.
        if not name.startswith("_") and getattr(self, "_built", False):
            raise AttributeError(f"The board is shared by every game: its {name} cannot be changed.")
        object.__setattr__(self, name, value)

    # -- looking things up -------------------------------------------------------------------
    def space(self, space_id: str) -> Space:   # (not @checked: the engine asks all the time)
        try:
            return self.spaces[space_id]
        except KeyError:
            raise UnknownSpace(f"There is no space called '{space_id}' on the board.") from None
        except TypeError:   # a list, a dict: not an id at all
            raise UnknownSpace(f"A space is named by its id (text), such as 'times_square', not {space_id!r:.40}.") \
                from None

    def __contains__(self, space_id) -> bool:
        return space_id in self.spaces

    def __len__(self) -> int:
        return len(self.spaces)

    @checked
    def find(self, name: str) -> Space:
        """A space by its displayed name or id (``"Jacob Riis Park"`` or ``"jacob_riis_park"``)."""
        if not isinstance(name, str):
            raise UnknownSpace(f"Give a space's name or id as text, such as 'Times Square', not {name!r:.40}.")
        return self.space(slug(name))

    @checked
    def neighbours(self, space_id: str, kinds: Iterable[str] | None = None) -> list[str]:
        """Spaces joined to ``space_id``, optionally only by edges of the given kinds."""
        self.space(space_id)
        wanted = None if kinds is None else set(kinds)
        adj = self.adj[space_id]
        return sorted(n for n, attrs in adj.items() if wanted is None or attrs["kind"] in wanted)

    @checked
    def within(self, start: str, steps: int, kinds: frozenset | None = None) -> frozenset[str]:
        """The spaces at most ``steps`` steps from ``start`` (not ``start`` itself), along edges of
        the given kinds (any kind by default): a quick bound before the rules' own searches.
        (Kept: the board never changes, and attacks ask the same questions all game.)"""
        key = (start, steps, kinds)
        found = self._within.get(key)
        if found is None:
            self.space(start)   # (an unknown space is named)
            found = self._within[key] = frozenset(self._search(start, min(steps, len(self.adj)), kinds))
        return found

    def _search(self, start: str, steps: int, kinds) -> set[str]:
        adj = self.adj
        seen, frontier = {start}, [start]
        for _ in range(steps):
            nxt = []
            for here in frontier:
                for s, attrs in adj[here].items():
                    if s not in seen and (kinds is None or attrs["kind"] in kinds):
                        seen.add(s)
                        nxt.append(s)
            frontier = nxt
        seen.discard(start)
        return seen

    @checked
    def edge(self, a: str, b: str) -> dict | None:
        """The edge's attributes, or None where the two spaces are not joined."""
        return self.graph.edges[a, b] if self.graph.has_edge(a, b) else None

    @checked
    def bridges(self, space_id: str | None = None) -> list[tuple[str, str, str]]:
        """(a, b, bridge name) for every bridge, or for those leaving one space."""
        edges = self.graph.edges(space_id, data=True) if space_id else self.graph.edges(data=True)
        return [(a, b, d["bridge"]) for a, b, d in edges if d["kind"] == "bridge"]

    @checked
    def is_corner(self, a: str, b: str) -> bool:
        """True when the two spaces meet only at a corner, which blocks movement."""
        return frozenset((a, b)) in self._corner_set

    @checked
    def corners_of(self, space_id: str) -> list[str]:
        return sorted(b if a == space_id else a for a, b in self.corners if space_id in (a, b))

    @checked
    def of_kind(self, kind: str, area: str | None = None) -> list[str]:
        return [s.id for s in self.spaces.values()
                if s.kind == kind and (area is None or s.borough == area)]

    @checked
    def districts(self, area: str | None = None) -> list[str]:
        return self.of_kind("district", area)

    # -- geometry ----------------------------------------------------------------------------
    @cached_property
    def _bboxes(self) -> dict[str, tuple[float, float, float, float]]:
        return {sid: bbox(s.polygon) for sid, s in self.spaces.items()}

    @checked
    def frame(self, focus: Iterable[str] | None = None, pad: float = 0.08) -> tuple[float, float, float, float]:
        """(x0, y0, x1, y1): the whole board, or a padded box around the ``focus`` spaces."""
        if not focus:
            return 0.0, 0.0, self.size[0], self.size[1]
        boxes = [self._bboxes[self.space(sid).id] for sid in focus]
        x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
        x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
        m = pad * max(x1 - x0, y1 - y0)
        return x0 - m, y0 - m, x1 + m, y1 + m

    @checked
    def space_at(self, x: float, y: float) -> str | None:
        """The id of the space drawn at board point (x, y), or None outside every space.

        Land is tried before water so a click on a shore lands on the land space.
        """
        x, y = number(x, "x"), number(y, "y")
        hit_water = None
        for sid, (x0, y0, x1, y1) in self._bboxes.items():
            if x0 <= x <= x1 and y0 <= y <= y1 and point_in_polygon(x, y, self.spaces[sid].polygon):
                if self.spaces[sid].is_land:
                    return sid
                hit_water = hit_water or sid
        return hit_water

    # -- display -----------------------------------------------------------------------------
    def svg(self, **kwargs) -> str:
        from .svg import board_svg

        return board_svg(self, **kwargs)

    def _repr_svg_(self) -> str:
        return self.svg()

    def __repr__(self) -> str:
        counts = {k: len(self.of_kind(k)) for k in SPACE_KINDS}
        return (f"<Board {counts['district']} districts, {counts['park']} parks, {counts['water']} water spaces, "
                f"{counts['airport']} airports, {self.graph.number_of_edges()} edges, {len(self.corners)} corners>")


def read_board_data(path: str | Path | None = None) -> dict:
    """The board file's JSON, unchecked; a file that cannot be read raises ``BoardError``."""
    return read_board(path)


@checked
def load_board(path: str | Path | None = None) -> Board:
    """Load and check a board file (the shipped one by default). Raises ``BoardError`` (also a
    ``DataError`` naming the file) listing every problem."""
    return Board(checked_board(path))


# --------------------------------------------------------------------------------------------
# Plain-English facts about a space (used by the widget's info panel and by the tutorial).
# --------------------------------------------------------------------------------------------

KIND_WORDS = {"district": "city district", "park": "park", "water": "water space", "airport": "airport"}


def _names(board: Board, ids) -> str:
    return and_list(board.space(i).name for i in ids)


@checked
def describe_space(board: Board, space_id: str) -> list[str]:
    """Short sentences about one space: what it is, where you can go from it, and why not."""
    s = board.space(space_id)
    where = f" in {s.borough}" if s.borough else ""
    out = [f"{s.name} is {a_an(KIND_WORDS[s.kind])}{where}."]
    if s.start:
        out.append(f"It is the starting point (the star) for {s.borough}.")
    if s.kind == "district":
        out.append("A player who controls it earns $10 in assets every turn.")
    elif s.kind in ("park", "airport"):
        out.append(f"Nobody can capture or exploit {a_an(KIND_WORDS[s.kind])}.")
    land = board.neighbours(space_id, ["land"])
    if land:
        out.append(f"On foot you can step to {_names(board, land)}.")
    for a, b, name in board.bridges(space_id):
        other = b if a == space_id else a
        out.append(f"The {name} leads to {board.space(other).name}.")
    shore = board.neighbours(space_id, ["shore"])
    if shore and s.kind == "water":
        out.append(f"Boats can dock at {_names(board, shore)}.")
    elif shore:
        out.append(f"It touches the water at {_names(board, shore)}, where speedboats can dock.")
    water = board.neighbours(space_id, ["water"])
    if water:
        out.append(f"By boat you can sail on to {_names(board, water)}.")
    corners = board.corners_of(space_id)
    if corners:
        out.append(f"It meets {_names(board, corners)} only at a corner, so no piece can move between them directly.")
    return out


@checked
def board_summary(board: Board):
    """How many spaces of each kind each area has, as a table."""
    from ..core.table import Table

    rows = []
    for area in list(AREAS) + [None]:
        counts = [sum(1 for s in board.spaces.values() if s.borough == area and s.kind == k) for k in SPACE_KINDS]
        if area is None and not any(counts):
            continue
        rows.append([area or "Open water", *counts])
    rows.append(["All", *[len(board.of_kind(k)) for k in SPACE_KINDS]])
    return Table(["Area", "Districts", "Parks", "Water", "Airports"], rows, caption="Spaces on the board")
