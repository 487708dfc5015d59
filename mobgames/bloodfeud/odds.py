"""Exact battle odds, computed (not sampled) from the Gun Battle Sequence.

Why it is small: a hit always wounds the least important healthy piece, and wounded pieces die
right after their own side's next roll, so each side's pieces in wound order are always
[dead ... | wounded ... | healthy ...]. A side is described by two numbers, and every piece that
is still alive (wounded or healthy) fires each time its side rolls. The only cycle is a round in
which nobody hits; it returns to the same state and is summed as a geometric series.

States (x = attackers gone, y = defenders gone):
  A(x, g, y): the attacker is about to roll; g attackers are wounded; no defender is wounded.
  D(x, y, k): the defender is about to roll; k defenders are wounded; no attacker is wounded.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from collections.abc import Mapping

from .fighters import BUILDING_BONUS, WOUND_ORDER, BattleError, check_forces, hit_chance
from ..core.arguments import checked


def _hit_chance(kind: str, side: str, building: str | None, exact: bool):
    p = hit_chance(kind, side, building)
    return p if exact else float(p)


def _suffix_hits(probs: list, one, zero) -> list[list]:
    """dist[d][h]: chance that the pieces d.. of a side score h hits in one roll."""
    n = len(probs)
    dist = [None] * (n + 1)
    dist[n] = [one]
    for d in range(n - 1, -1, -1):
        p, q = probs[d], one - probs[d]
        prev = dist[d + 1]
        cur = [zero] * (len(prev) + 1)
        for h, m in enumerate(prev):
            cur[h] += m * q
            cur[h + 1] += m * p
        dist[d] = cur
    return dist


def _capped(dist: list, cap: int, zero) -> list:
    """Hits stop counting once every opponent is down (the rolling stops there)."""
    if len(dist) <= cap + 1:
        return dist
    return dist[:cap] + [sum(dist[cap:], zero)]


class _Capped:
    """``table(d, cap)``: the hits of pieces d.. with at most ``cap`` counted, memoised (the
    same few distributions are asked for thousands of times)."""

    def __init__(self, dist, zero):
        self.dist, self.zero, self.memo = dist, zero, {}

    def __call__(self, d: int, cap: int) -> list:
        key = (d, cap)
        hit = self.memo.get(key)
        if hit is None:
            hit = self.memo[key] = _capped(self.dist[d], cap, self.zero)
        return hit


class Odds(dict):
    """``{"attacker": p, "defender": p, "bloodbath": p}`` plus the survivors' distributions.

    ``attackers_left`` / ``defenders_left``: list of ``(counts by type, probability)`` for the
    battles that side wins, most likely first. ``exact`` tells whether values are Fractions.
    """

    def __init__(self, outcomes, attackers_left, defenders_left, exact):
        super().__init__(outcomes)
        self.attackers_left = attackers_left
        self.defenders_left = defenders_left
        self.exact = exact

    def expected_left(self, side: str) -> dict[str, float]:
        """Average number of survivors of each type for one side, over all battles."""
        dist = self.attackers_left if side == "attacker" else self.defenders_left
        out: Counter = Counter()
        for counts, p in dist:
            for k, n in counts.items():
                out[k] += n * p
        return dict(out)

    def _repr_html_(self) -> str:
        def fmt(p):
            return f"{p} ({float(p):.1%})" if self.exact else f"{p:.1%}"

        rows = "".join(f"<tr><td>{label}</td><td style='text-align:right'>{fmt(self[k])}</td></tr>"
                       for k, label in (("attacker", "Attacker wins"), ("defender", "Defender wins"),
                                        ("bloodbath", "Bloodbath")))
        return f"<table class='mobgames-odds'><tbody>{rows}</tbody></table>"


@checked
def battle_odds(attackers: Mapping[str, int], defenders: Mapping[str, int], building: str | None = None,
                exact: bool = False) -> Odds:
    """The chances of each outcome of a gun battle, and of each set of survivors."""
    A = check_forces(attackers, "attacking")
    D = check_forces(defenders, "defending")
    if not (building is None or isinstance(building, str)) or building not in BUILDING_BONUS:
        raise BattleError(f"building must be None, 'precinct' or 'penthouse', not {building!r}.")
    one = Fraction(1) if exact else 1.0
    zero = Fraction(0) if exact else 0.0
    seq_a = [k for k in WOUND_ORDER for _ in range(A.get(k, 0))]
    seq_d = [k for k in WOUND_ORDER for _ in range(D.get(k, 0))]
    NA, ND = len(seq_a), len(seq_d)
    pa = [_hit_chance(k, "attacker", building, exact) for k in seq_a]
    pd = [_hit_chance(k, "defender", building, exact) for k in seq_d]
    hits_a = _Capped(_suffix_hits(pa, one, zero), zero)   # every living attacker fires
    hits_d = _Capped(_suffix_hits(pd, one, zero), zero)

    # Inflow of probability: a_in[(x, y)][g] for A(x, g, y); d_in[(x, y)][k] for D(x, y, k).
    a_in: dict[tuple[int, int], list] = {}
    d_in: dict[tuple[int, int], list] = {}
    ends: dict[tuple[str, int], object] = {}   # ("attacker", x) / ("defender", y) / ("bloodbath", 0)


    def end(x, y, mass):
        if x == NA and y == ND:
            key = ("bloodbath", 0)
        elif y == ND:
            key = ("attacker", x)
        else:
            key = ("defender", y)
        ends[key] = ends.get(key, zero) + mass

    # Step 1 and the first step 2: the sneak attack kills outright, then the attacker's other
    # pieces fire while the Hit Men wait.
    hitmen = [p for k, p in zip(seq_a, pa) if k == "hitman"]
    others = [p for k, p in zip(seq_a, pa) if k != "hitman"]
    sneak = _capped(_suffix_hits(hitmen, one, zero)[0], ND, zero)
    first = _suffix_hits(others, one, zero)[0]
    for kills, m in enumerate(sneak):
        if not m:
            continue
        if kills == ND:
            end(0, ND, m)
            continue
        for h, m2 in enumerate(_capped(first, ND - kills, zero)):
            if m2:
                _row(d_in, (0, kills), ND, zero)[h] += m * m2

    # Process groups (x, y) in order of x + y: flows inside a group only go A(x,0,y) -> D(x,y,*)
    # and D(x,y,0) -> A(x,*,y); every other flow goes to a later group.
    for level in range(NA + ND + 1):
        for x in range(max(0, level - ND), min(NA, level) + 1):
            y = level - x
            arow = a_in.pop((x, y), None)
            drow = d_in.pop((x, y), None)
            if arow is None and drow is None:
                continue
            arow = arow or [zero] * (NA + 1)
            drow = drow or [zero] * (ND + 1)
            if x == NA or y == ND:
                # One side is gone: the other side's wounded fire their parting shots (at whatever
                # is left), then it is over.
                for g, m in enumerate(arow):
                    if m:
                        _attacker_roll(x, g, y, m, hits_a, NA, ND, zero, d_in, end)
                for k, m in enumerate(drow):
                    if m:
                        _defender_roll(x, y, k, m, hits_d, NA, ND, zero, a_in, end)
                continue
            pa_h = hits_a(x, ND - y)
            pd_g = hits_d(y, NA - x)
            pa0, pd0 = pa_h[0], pd_g[0]
            # The no-hit loop A(x,0,y) -> D(x,y,0) -> A(x,0,y), summed.
            a0 = (arow[0] + drow[0] * pd0) / (one - pa0 * pd0)
            d0 = drow[0] + a0 * pa0
            for h in range(1, len(pa_h)):
                drow[h] += a0 * pa_h[h]
            for g in range(1, len(pd_g)):
                arow[g] += d0 * pd_g[g]
            for g in range(1, NA - x + 1):
                if arow[g]:
                    _attacker_roll(x, g, y, arow[g], hits_a, NA, ND, zero, d_in, end)
            for k in range(1, ND - y + 1):
                if drow[k]:
                    _defender_roll(x, y, k, drow[k], hits_d, NA, ND, zero, a_in, end)

    outcomes = {"attacker": zero, "defender": zero, "bloodbath": zero}
    left_a, left_d = [], []
    for (outcome, idx), m in ends.items():
        outcomes[outcome] += m
        if outcome == "attacker":
            left_a.append((dict(Counter(seq_a[idx:])), m))
        elif outcome == "defender":
            left_d.append((dict(Counter(seq_d[idx:])), m))
    left_a.sort(key=lambda t: -t[1])
    left_d.sort(key=lambda t: -t[1])
    return Odds(outcomes, left_a, left_d, exact)


def _row(table, key, size, zero):
    row = table.get(key)
    if row is None:
        row = table[key] = [zero] * (size + 1)
    return row


def _volley(m, dist, over: bool, end_at: tuple, table: dict, key: tuple, size: int, zero, end) -> None:
    """Spread probability ``m`` over a roll's hits ``dist``: no hit when ``over`` ends the battle
    at ``end_at``; every other result goes to row ``key`` of ``table``."""
    start = 0
    if over:
        end(*end_at, m * dist[0])
        start = 1
    if len(dist) > start:
        row = _row(table, key, size, zero)
        for h in range(start, len(dist)):
            row[h] += m * dist[h]


def _attacker_roll(x, g, y, m, hits_a, NA, ND, zero, d_in, end):
    """A(x, g, y): all living attackers fire, then the g wounded die."""
    gone = x + g
    _volley(m, hits_a(x, ND - y), gone == NA or y == ND, (gone, y), d_in, (gone, y), ND, zero, end)


def _defender_roll(x, y, k, m, hits_d, NA, ND, zero, a_in, end):
    """D(x, y, k): all living defenders fire, then the k wounded die."""
    gone = y + k
    _volley(m, hits_d(y, NA - x), x == NA or gone == ND, (x, gone), a_in, (x, gone), NA, zero, end)
