"""The pieces catalogue (the Player Card's Action Table) as data: people, vehicles, buildings
and actions with their movement, capacity, attack number, cost and special rules."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..core import markup
from ..core.text import a_an
from .datafiles import read_pieces
from .options import Options
from ..core.arguments import checked

CATEGORIES = ("people", "vehicles", "buildings", "actions")


@dataclass(frozen=True)
class PieceType:
    id: str
    name: str
    category: str
    plural: str = ""
    letter: str = ""
    move: int | None = None
    carries: int | None = None
    attack: int | None = None
    cost: int | None = None
    assets: int | None = None
    defense: int | None = None
    special: str = ""

    @property
    def a_name(self) -> str:
        """``"a Thug"``, ``"an Illicit Activity"``."""
        return a_an(self.name)

    def count_text(self, n: int) -> str:
        """``"1 Thug"``, ``"3 Thugs"``."""
        return f"{n} {self.name if n == 1 else (self.plural or self.name + 's')}"


@lru_cache(maxsize=1)
def _raw(path=None) -> dict:
    """pieces.json (or the file at ``path``), checked: a broken file raises ``DataError``."""
    return read_pieces(path)


class Catalogue(dict):
    """``{piece id: PieceType}`` that shows itself as the Player Card table in a notebook."""

    def of(self, category: str) -> list[PieceType]:
        return [p for p in self.values() if p.category == category]

    def _repr_html_(self) -> str:
        def cell(v, fmt="{}"):
            return "" if v is None else markup.text(fmt.format(v))

        rows = []
        for cat in CATEGORIES:
            rows.append(f'<tr><th colspan="6" style="text-align:left;background:#eee">{cat.title()}</th></tr>')
            for p in self.of(cat):
                rows.append(
                    "<tr>" + "".join(f"<td>{c}</td>" for c in (
                        markup.text(p.name), cell(p.move), cell(p.carries), cell(p.attack, "{}+"),
                        cell(p.cost, "${}"), markup.text(p.special))) + "</tr>")
        head = "".join(f"<th>{h}</th>" for h in ("Piece", "Move", "Carries", "Attack", "Cost", "Special"))
        return f'<table class="mobgames-catalogue {markup.NO_MATH}"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'


@checked
def catalogue(options: Options | None = None) -> Catalogue:
    """Every piece type, with prices adjusted by the rule options."""
    options = options or Options()
    out = Catalogue()
    for cat in CATEGORIES:
        for item in _raw()[cat]:
            p = PieceType(category=cat, **item)
            if p.id == "helicopter":
                p = PieceType(**{**p.__dict__, "cost": options.helicopter_cost})
            out[p.id] = p
    return out


PEOPLE = tuple(p["id"] for p in _raw()["people"])
VEHICLES = tuple(p["id"] for p in _raw()["vehicles"])
BUILDINGS = tuple(p["id"] for p in _raw()["buildings"])
