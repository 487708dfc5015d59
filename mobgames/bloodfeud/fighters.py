"""The fighting pieces of a gun battle: how well each one shoots, the order they are wounded
and fire in, what a building adds, and their names. Shared by the battle, the exact odds, the
battlefield drawing and the bots."""

from __future__ import annotations

from fractions import Fraction
from collections.abc import Mapping

from ..core.errors import MobgamesError
from ..core.text import and_list

# Least to most important: the order pieces are wounded in, and the order they fire in.
WOUND_ORDER = ("thug", "henchman", "hitman", "family", "boss")
ATTACK = {"boss": 5, "family": 5, "hitman": 4, "henchman": 6, "thug": 7}
BUILDING_BONUS = {None: 0, "precinct": 1, "penthouse": 3}
BUILDING_NAMES = {"precinct": "a Corrupt Precinct", "penthouse": "a Penthouse Palace"}
NAMES = {"boss": ("Boss", "Bosses"), "family": ("Family Member", "Family Members"),
         "hitman": ("Hit Man", "Hit Men"), "henchman": ("Henchman", "Henchmen"), "thug": ("Thug", "Thugs")}
OUTCOMES = ("attacker", "defender", "bloodbath")


class BattleError(MobgamesError, ValueError):
    """A battle that cannot be fought as asked (unknown piece, no defenders, ...)."""


def piece_name(kind: str, n: int = 1) -> str:
    one, many = NAMES[kind]
    return one if n == 1 else many


def forces_text(forces: Mapping[str, int]) -> str:
    """``{"thug": 1, "henchman": 1}`` -> ``"1 Thug and 1 Henchman"``."""
    return and_list(force_list(forces), "nobody")


def force_list(forces: Mapping[str, int]) -> list[str]:
    """``{"thug": 2, "boss": 1}`` -> ``["2 Thugs", "1 Boss"]``, from the least important piece."""
    return [f"{forces[k]} {piece_name(k, forces[k])}" for k in WOUND_ORDER if forces.get(k)]


def check_forces(forces, side: str) -> dict[str, int]:
    """Counts by piece type, checked: known personnel, whole non-negative numbers, not empty."""
    if not isinstance(forces, Mapping):
        raise BattleError(f"The {side} force must be counts by piece type, e.g. {{'thug': 2}}.")
    out = {}
    for kind, n in forces.items():
        if kind not in ATTACK:
            hint = " Vehicles do not fight." if kind in ("limousine", "speedboat", "helicopter") else ""
            raise BattleError(f"'{kind}' cannot fight in a gun battle.{hint} "
                              f"Fighters are: {', '.join(WOUND_ORDER)}.")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise BattleError(f"The {side} count of {kind} must be a whole number, not {n!r}.")
        if n:
            out[kind] = n
    if not out:
        raise BattleError(f"The {side} force is empty: a battle needs at least one fighter on each side.")
    if out.get("boss", 0) > 1:
        raise BattleError(f"A family has only one Boss; the {side} force lists {out['boss']}.")
    return out


def need_to_hit(kind: str, side: str, building: str | None) -> int:
    """The lowest d10 roll that hits. A defender's building makes the attacker's shots harder."""
    return ATTACK[kind] + (BUILDING_BONUS[building] if side == "attacker" else 0)


def hit_chance(kind: str, side: str = "attacker", building: str | None = None) -> Fraction:
    """The chance that one shot hits: exactly (11 - the number needed) / 10 on a d10."""
    return Fraction(max(0, 11 - need_to_hit(kind, side, building)), 10)
