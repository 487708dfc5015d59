"""Rule options: where the rulebook contradicts itself or leaves a choice, the default and the
alternative both live here by name. Every option is listed in ``mobgames.decisions``."""

from __future__ import annotations

from dataclasses import dataclass, fields

from ..core.errors import SetupError

HELICOPTER_COSTS = (550, 600)
SCENARIOS = ("standard", "take_manhattan")


@dataclass(frozen=True)
class Options:
    """Blood Feud rule options.

    helicopter_cost: 550 as printed on the Player Card (default) or 600 as the rule text says.
    scenario: "standard", or "take_manhattan" (win by starting a turn holding every Manhattan
    district; this replaces the Incontestable Dominance win; 2 to 5 players, extra vehicles).
    call_out: the rulebook's optional rule (all players must agree) letting a side choose the
    order its pieces roll in, instead of least to most important.
    """

    helicopter_cost: int = 550
    scenario: str = "standard"
    call_out: bool = False      # the optional rule: players call out which pieces roll in a battle

    def __post_init__(self):
        if self.helicopter_cost not in HELICOPTER_COSTS:
            raise SetupError(
                f"helicopter_cost must be 550 (the Player Card) or 600 (the rule text), not {self.helicopter_cost!r}."
            )
        if not isinstance(self.call_out, bool):
            raise SetupError("call_out is True or False.")
        if self.scenario not in SCENARIOS:
            raise SetupError(f"scenario must be one of {', '.join(SCENARIOS)}, not {self.scenario!r}.")

    def changed(self) -> dict:
        """The options that differ from the defaults."""
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) != f.default}
