"""The Mob Ties board as a small networkx graph.

Nodes are the places a mobster can be: the six locations (capacity five), the Streets (no
limit), the Prison and the Morgue; the Heat meter is a node too, so a drawing of the graph is a
drawing of the board. Movement needs no edges (a mobster may move to any open location); the
edges carry what the rules do connect:

- ``kind="clockwise"``: each location to the next one clockwise (directed), for the order of
  Business and of the Feds (two readings of the order exist: ``order="board"`` or ``"rackets"``);
- ``kind="driver"``: each location to the Streets and back, the Driver's special move;
- ``kind="heat"``: the Prison and the Morgue to the Heat meter they feed.
"""

from __future__ import annotations

from functools import cache

import networkx as nx

from ..core.errors import SetupError
from .cards import BOARD, CAPACITY, LOCATIONS, PLACES
from ..core.arguments import checked


@cache
def location_graph(order: str = "board") -> nx.MultiDiGraph:
    """The board for one reading of the clockwise order (a fresh copy is cheap: ``.copy()``)."""
    g = nx.MultiDiGraph(name=f"Mob Ties ({order} order)")
    for pid, place in PLACES.items():
        g.add_node(pid, name=place["name"], capacity=CAPACITY if pid in LOCATIONS else None,
                   racket=place.get("racket"), kind="location" if pid in LOCATIONS else pid)
    g.add_node("heat", name="the Heat meter", kind="heat", levels=BOARD["heat_levels"])
    ring = BOARD["orders"][order]["clockwise"] if order in BOARD["orders"] else None
    if ring is None:
        raise SetupError(f"There is no '{order}' location order; choose one of {', '.join(BOARD['orders'])}.")
    for a, b in zip(ring, ring[1:] + ring[:1]):
        g.add_edge(a, b, kind="clockwise")
    for loc in LOCATIONS:
        g.add_edge(loc, "streets", kind="driver")
        g.add_edge("streets", loc, kind="driver")
    for place in ("prison", "morgue"):
        g.add_edge(place, "heat", kind="heat")
    return g


def edges_of(order: str, kind: str) -> list[tuple[str, str]]:
    return [(a, b) for a, b, k in location_graph(order).edges(data="kind") if k == kind]


def ring_from(order: str, start: str | None = None) -> list[str]:
    """The locations clockwise from ``start`` (the Docks by default), following the graph."""
    nxt = dict(edges_of(order, "clockwise"))
    here = start or BOARD["start"]
    out = [here]
    while nxt[here] != out[0]:
        here = nxt[here]
        out.append(here)
    return out


@cache
def _ring(order: str) -> tuple[str, ...]:
    return tuple(ring_from(order))


@checked
def clockwise(order: str = "board") -> list[str]:
    """The six locations clockwise, starting from the Docks (where Business and the Feds begin),
    read from the board graph's clockwise edges (worked out once per order)."""
    return list(_ring(order))


@cache
def _driver_moves(order: str, here: str) -> tuple[str, ...]:
    g = location_graph(order)
    return tuple(b for _, b, k in g.out_edges(here, data="kind") if k == "driver") if here in g else ()


def driver_moves(order: str, here: str) -> tuple[str, ...]:
    """Where the Driver's special move can take him from ``here`` (before checking room)."""
    return _driver_moves(order, here)
