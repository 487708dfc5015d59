"""Rule options: where the rulebook contradicts itself or leaves a choice, the default and the
alternative both live here by name. Every option is listed in ``mobgames.decisions``."""

from __future__ import annotations

from dataclasses import dataclass, fields

from ..core.errors import SetupError
from ..core.options import RuleOptions

HELICOPTER_COSTS = (550, 600)
SCENARIOS = ("standard", "take_manhattan")
PLACEMENTS = ("district", "with_boss")
WAITS = ("round", "turn")
SUPPLIES = ("box", "unlimited")
# The reading a save made before an option existed was played with (not the option's default
# now): a change of default never changes how an old save replays.
BEFORE_OPTION = {"placement": "with_boss", "acquired_wait": "turn", "supply": "unlimited"}


@dataclass(frozen=True)
class Options(RuleOptions):
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
    manhattan_dominance: in Take Manhattan, whether earning $6,000 in one Factor Income phase
    still wins (Incontestable Dominance). False (default): the scenario's goal replaces it; True:
    the scenario keeps the standard rules' win too.
    """

    TITLE = "Blood Feud"
    ARGUMENT = "Blood Feud rule options (Options(...) or a dict)"   # (how an ArgumentError names it)

    helicopter_cost: int = 550
    scenario: str = "standard"
    call_out: bool = False      # the optional rule: players call out which pieces roll in a battle
    placement: str = "district"  # where purchases go with the Boss: "district" or "with_boss"
    acquired_wait: str = "round"  # acquired pieces wait for the next "round" or the next "turn"
    supply: str = "box"          # the box's limited pieces ("box") or "unlimited"
    manhattan_dominance: bool = False   # Take Manhattan: $6,000 of income in one turn still wins

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
        if not isinstance(self.manhattan_dominance, bool):
            raise SetupError("manhattan_dominance is True or False.")
        if self.manhattan_dominance and self.scenario != "take_manhattan":
            raise SetupError("manhattan_dominance is a rule of the Take Manhattan scenario: in the standard game "
                             "$6,000 of income in one turn always wins.")

    def changed(self) -> dict:
        """The options that differ from the defaults."""
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) != f.default}


# -- the options in words, for people (a chapter's table, a teacher's page) ------------------------
OPTION_NAMES = {"helicopter_cost": "Helicopter price", "scenario": "Goal of the game",
                "call_out": "The order a side's pieces roll in", "placement": "Where new pieces go",
                "acquired_wait": "Pieces that change hands", "supply": "Pieces in the box",
                "manhattan_dominance": "Take Manhattan and $6,000 of income"}
OPTION_WORDS = {
    ("helicopter_cost", 550): "$550, as the Player Card says",
    ("helicopter_cost", 600): "$600, as the rule text says",
    ("scenario", "standard"): "the standard game",
    ("scenario", "take_manhattan"): "Take Manhattan: hold every district of Manhattan when your turn begins",
    ("call_out", False): "from the least to the most important piece",
    ("call_out", True): "each side calls out the order its pieces roll in (the optional rule)",
    ("placement", "district"): "with the Boss only when he is in a city district (or at a Penthouse Palace)",
    ("placement", "with_boss"): "wherever the Boss is, even on the water (or at a Penthouse Palace)",
    ("acquired_wait", "round"): "they wait until the next round",
    ("acquired_wait", "turn"): "they wait until the next turn, whoever's it is",
    ("supply", "box"): "only as many of each piece as the box holds",
    ("supply", "unlimited"): "as many as the players can pay for",
    ("manhattan_dominance", False): "only holding Manhattan (or being the last Boss) wins",
    ("manhattan_dominance", True): "$6,000 of income in one turn wins too, as in the standard game",
}


def option_words(name: str, value) -> str:
    """One rule option's setting in plain English: ``("helicopter_cost", 600)`` -> ``"$600, as the
    rule text says"`` (``SetupError`` for an option or a value the game does not have)."""
    try:
        return OPTION_WORDS[(name, value)]
    except (KeyError, TypeError):
        raise SetupError(f"Blood Feud has no rule option {name!r} with the value {value!r}.") from None


def options_table(options: Options | None = None):
    """Every rule option as a table for people: what it decides, the default, the other reading,
    and the setting of ``options`` (the defaults when left out)."""
    from ..core.markup import NO_MATH
    from ..core.table import Table

    options = options if options is not None else Options()
    rows = []
    for f in fields(Options):
        choices = [v for (n, v) in OPTION_WORDS if n == f.name]
        others = [option_words(f.name, v) for v in choices if v != f.default]
        value = getattr(options, f.name)
        now = "the default" if value == f.default else "changed: " + option_words(f.name, value)
        rows.append((OPTION_NAMES[f.name], option_words(f.name, f.default), " / ".join(others), now))
    return Table(["Rule option", "Default", "The other reading", "This game"], rows,
                 caption="Blood Feud's rule options", css=NO_MATH)
