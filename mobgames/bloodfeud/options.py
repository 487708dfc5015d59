"""Rule options: where the rulebook contradicts itself or leaves a choice, the default and the
alternative both live here by name. Every option is listed in ``mobgames.decisions``."""

from __future__ import annotations

from dataclasses import dataclass, fields

from ..core.errors import SetupError

HELICOPTER_COSTS = (550, 600)
SCENARIOS = ("standard", "take_manhattan")
PLACEMENTS = ("district", "with_boss")
WAITS = ("round", "turn")
SUPPLIES = ("box", "unlimited")
# The reading a save made before an option existed was played with (not the option's default
# now): a change of default never changes how an old save replays.
BEFORE_OPTION = {"placement": "with_boss", "acquired_wait": "turn", "supply": "unlimited"}


@dataclass(frozen=True)
class Options:
    """Blood Feud rule options.

    helicopter_cost: 550 as printed on the Player Card (default) or 600 as the rule text says.
    scenario: "standard", or "take_manhattan" (win by starting a turn holding every Manhattan
    district; this replaces the Incontestable Dominance win; 2 to 5 players, extra vehicles).
    call_out: the rulebook's optional rule (all players must agree) letting a side choose the
    order its pieces roll in, instead of least to most important.
    placement: where pieces bought in the Make Purchases phase go besides a Penthouse Palace:
    "district" (default), in the Boss's city district only, so none go with a Boss who is in a
    park, at an airport or out on the water; or "with_boss", in whatever space the Boss is in
    (out on the water, people only, aboard his boat while it has seats).
    acquired_wait: how long a piece that changes hands (captured, stolen, given, commandeered) or
    comes back into play (released, joining a new Boss) waits before it may act: "round"
    (default), until the next game round, so that no piece acts twice in one round; or "turn",
    until the next turn, whoever's it is (the literal reading of "the following turn").
    supply: "box" (default), the box's limited number of each piece (``data/supply.json``,
    reconstructed), or "unlimited".
    """

    helicopter_cost: int = 550
    scenario: str = "standard"
    call_out: bool = False      # the optional rule: players call out which pieces roll in a battle
    placement: str = "district"  # where purchases go with the Boss: "district" or "with_boss"
    acquired_wait: str = "round"  # acquired pieces wait for the next "round" or the next "turn"
    supply: str = "box"          # the box's limited pieces ("box") or "unlimited"

    def __post_init__(self):
        if self.helicopter_cost not in HELICOPTER_COSTS:
            raise SetupError(
                f"helicopter_cost must be 550 (the Player Card) or 600 (the rule text), not {self.helicopter_cost!r}."
            )
        if not isinstance(self.call_out, bool):
            raise SetupError("call_out is True or False.")
        if self.placement not in PLACEMENTS:
            raise SetupError(f"placement must be one of {', '.join(PLACEMENTS)}, not {self.placement!r:.30}.")
        if self.acquired_wait not in WAITS:
            raise SetupError(f"acquired_wait must be one of {', '.join(WAITS)}, not {self.acquired_wait!r:.30}.")
        if self.supply not in SUPPLIES:
            raise SetupError(f"supply must be one of {', '.join(SUPPLIES)}, not {self.supply!r:.30}.")
        if self.scenario not in SCENARIOS:
            raise SetupError(f"scenario must be one of {', '.join(SCENARIOS)}, not {self.scenario!r}.")

    def changed(self) -> dict:
        """The options that differ from the defaults."""
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) != f.default}
