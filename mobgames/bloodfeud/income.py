"""Factor income: Total Assets x Independent Family Members (IFM) = Income.

Assets: $10 for every district the player exploits, plus $40 for each Illicit Activity and $20
for each Penthouse Palace in those districts. IFM: the number of exploited districts holding at
least one of the player's family pieces (the Boss counts). Family huddled together in one
district count once; family in a park, on the water, at an airport, in someone else's district or
kidnapped do not count at all.
"""

from __future__ import annotations

from collections.abc import Iterable

from dataclasses import dataclass, field

from ..core.events import narration_level
from ..core.table import Table
from ..core.text import and_list, counted
from .narration import say
from .state import State, base_kind
from .pieces import catalogue
from ..core.arguments import checked, whole

DISTRICT_ASSETS = 10
BUILDING_ASSETS = {b.id: b.assets or 0 for b in catalogue().of("buildings")}   # from the Player Card data
FAMILY_PIECES = ("boss", "family")
DOMINANCE = 6000          # earned in one Factor Income phase: Incontestable Dominance
_NAMES = {"illicit_activity": "Illicit Activity", "penthouse_palace": "Penthouse Palace"}
CARD_ASSETS = range(10, 651, 10)   # the Player Card's revenue table: assets 10..650
CARD_IFM = range(1, 14)            # by IFM x1..x13


@dataclass(frozen=True)
class Income:
    """One player's income, with the parts it is made of."""

    player: str
    districts: tuple[str, ...]            # exploited districts
    buildings: dict = field(default_factory=dict)   # building id -> count in those districts
    independent: tuple[str, ...] = ()     # districts that count towards IFM

    @property
    def district_assets(self) -> int:
        return DISTRICT_ASSETS * len(self.districts)

    @property
    def building_assets(self) -> int:
        return sum(BUILDING_ASSETS[b] * n for b, n in self.buildings.items())

    @property
    def assets(self) -> int:
        return self.district_assets + self.building_assets

    @property
    def ifm(self) -> int:
        return len(self.independent)

    @property
    def amount(self) -> int:
        return revenue(self.assets, self.ifm)

    @property
    def dominant(self) -> bool:
        """Incontestable Dominance: $6,000 or more earned in this Factor Income phase."""
        return self.amount >= DOMINANCE

    def explain(self) -> str:
        if narration_level() == "simple":
            return self.explain_simply()
        parts = [f"{counted(len(self.districts), 'district')} x $10 = ${self.district_assets}"]
        for b, n in self.buildings.items():
            if BUILDING_ASSETS[b]:
                parts.append(f"{n} {_NAMES[b]} x ${BUILDING_ASSETS[b]} = ${BUILDING_ASSETS[b] * n}")
        return (f"Assets: {'; '.join(parts)}; total ${self.assets}. "
                f"IFM: {self.ifm}. Income: {self.ifm} x ${self.assets:,} = ${self.amount:,}.")

    def explain_simply(self) -> str:
        """The same sum in short sentences, for English learners (the texts: data/narration.json)."""
        lines = [say("sum.districts", districts=counted(len(self.districts), "district"), each=DISTRICT_ASSETS,
                     value=self.district_assets)]
        for b, k in self.buildings.items():
            if BUILDING_ASSETS[b]:
                value = BUILDING_ASSETS[b] * k
                lines.append(say("sum.building_one", building=_NAMES[b], value=value) if k == 1 else
                             say("sum.building_many", buildings=counted(k, _NAMES[b]), value=value))
        lines.append(say("sum.assets", assets=self.assets))
        lines.append(say("sum.ifm", ifm=self.ifm))
        lines.append(say("sum.total", ifm=self.ifm, assets=f"{self.assets:,}", amount=f"{self.amount:,}"))
        return " ".join(lines)

    def in_words(self) -> str:
        """Where the income comes from, for someone who does not know the formula yet (a table
        shows it under the families): "Ana: 3 districts ($10 each) make assets of $30. Family
        pieces stand in 2 of those districts, so the income factor (IFM) is 2: 2 x $30 = $60."."""
        def each(n: int, name: str, value: int) -> str:
            return f"{counted(n, name)} (${value}{' each' if n > 1 else ''})"

        worth = [each(len(self.districts), "district", DISTRICT_ASSETS)]
        worth += [each(n, _NAMES[b], BUILDING_ASSETS[b]) for b, n in self.buildings.items() if BUILDING_ASSETS[b]]
        verb = "makes" if len(worth) == 1 and len(self.districts) == 1 else "make"
        have = f"{self.player}: {and_list(worth)} {verb} assets of ${self.assets:,}." if self.districts else \
            f"{self.player} controls no district, so has no assets."
        if not self.districts:
            return have + " The income is $0."
        if not self.ifm:
            return have + " No family piece stands in those districts, so the income factor (IFM) is 0 and the income is $0."
        where = "it" if len(self.districts) == 1 else f"{'one' if self.ifm == 1 else self.ifm} of those districts"
        return (f"{have} Family pieces stand in {where}, so the income factor (IFM) is "
                f"{self.ifm}: {self.ifm} x ${self.assets:,} = ${self.amount:,}.")

    def __str__(self) -> str:
        return f"{self.player}: IFM {self.ifm} x assets ${self.assets:,} = income ${self.amount:,}"


@checked
def income(game: State, player: str) -> Income:
    """The income ``player`` would earn if the Factor Income phase happened now."""
    game.player(player)  # a typed error for an unknown player
    districts = tuple(sorted(d for d, owner in game.control.items() if owner == player))
    buildings: dict[str, int] = {}
    for d in districts:
        b = game.buildings.get(d)
        if b:
            buildings[b] = buildings.get(b, 0) + 1
    independent = tuple(d for d in districts if _has_family(game, d, player))
    return Income(player, districts, buildings, independent)


def _has_family(game, district: str, player: str) -> bool:
    counts = game.pieces.get(district, {}).get(player)
    return bool(counts) and any(n for k, n in counts.items() if base_kind(k) in FAMILY_PIECES)


@checked
def revenue(assets: int, ifm: int) -> int:
    """The revenue table's cell: Total Assets x IFM."""
    return whole(assets, "assets", 0) * whole(ifm, "ifm", 0)


@checked
def revenue_table(assets: Iterable[int] = CARD_ASSETS, ifm: Iterable[int] = CARD_IFM) -> Table:
    """The Player Card's revenue table (assets 10..650 by IFM x1..x13); pass wider ranges for
    the grand table at the back of the rulebook."""
    assets, ifm = list(assets), list(ifm)
    return Table(["Assets"] + [f"x{i}" for i in ifm],
                 [[f"${a}"] + [f"${revenue(a, i):,}" for i in ifm] for a in assets],
                 caption="Revenue table: find your assets (rows) and IFM (columns)")


@checked
def factor_income(game: State, player: str) -> Income:
    """The Factor Income phase: the player earns assets x IFM, and Incontestable Dominance is
    checked right after (earning $6,000 or more in this phase wins the game at once)."""
    r = income(game, player)
    game.cash[player] += r.amount
    game.emit("income", f"{player} earns ${r.amount:,}: IFM {r.ifm} x assets ${r.assets}.",
              say("income", player=player, amount=f"{r.amount:,}", ifm=r.ifm, assets=f"{r.assets:,}"),
              player=player, amount=r.amount)
    options = game.options   # (Take Manhattan replaces this win, unless its manhattan_dominance option keeps it)
    if r.dominant and (options.scenario == "standard" or options.manhattan_dominance):
        game.winner = player
        game.emit("dominance", f"{player} earned ${r.amount:,} in one turn: Incontestable Dominance. "
                                f"{player} wins the game!",
                  say("dominance", player=player, amount=f"{r.amount:,}", limit=f"{DOMINANCE:,}"), player=player)
    return r
