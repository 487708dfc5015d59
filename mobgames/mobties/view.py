"""What one Mob Ties player sees: the whole board, the cash, the Feds, the Show of Respect under
way and the discards, his own hand, how many cards the others hold; never the other hands, the
order of the decks or the Fed cards face down over the closed locations. The player who bribed
the Dirty Cop also sees the Fed cards coming this round."""

from __future__ import annotations

from ..core.view import View
from .cards import FED


def fed_text(card) -> str:
    """A Fed card as the Dirty Cop's briber reads it: what it does, not just its title."""
    if card.type == "location":
        return f"{card.name}: {card.feds} Fed{'s' if card.feds != 1 else ''}"
    return card.name


class MTView(View):
    __slots__ = ()
    PUBLIC = frozenset({
        "players", "n", "mobsters", "where", "cash", "bank", "feds", "closed", "heat", "rises", "don", "round",
        "phase", "show", "over", "reversed", "first_blood", "dirty_cop", "first_placer", "last_placer", "options",
        "favor_discard", "fed_discard", "order", "at", "owners_at", "respect_at", "family", "count_at", "is_open",
        "has_room", "surrounded", "heat_count", "value", "scores", "winner", "sharing", "tie_breaker",
        "move_actions", "drive_choices", "driver_of", "narration", "log",
    })
    FLAT = frozenset({"mobsters", "where", "cash", "feds"})

    @property
    def hand(self) -> list[str]:
        return list(self._state.hands[self.player])

    @property
    def hand_sizes(self) -> dict[str, int]:
        return {p: len(h) for p, h in self._state.hands.items()}

    @property
    def closed_cards(self) -> int:
        """How many Fed cards lie face down over closed locations (out of the game)."""
        return len(self._state.under)

    @property
    def coming_feds(self) -> list[str] | None:
        """The Fed cards to be drawn this round, if this player bribed the Dirty Cop."""
        g = self._state
        if self.player != g.dirty_cop:
            return None
        return [fed_text(FED[c]) for c in g.fed[::-1][:g.heat]]

    def as_dict(self) -> dict:
        g = self._state
        seen = {"hand": self.hand, "hand_sizes": self.hand_sizes, "cash": dict(g.cash), "where": dict(g.where),
                "feds": dict(g.feds), "heat": g.heat, "don": g.don, "closed": list(g.closed),
                "favor_deck": len(g.favor), "fed_deck": len(g.fed)}
        coming = self.coming_feds
        if coming is not None:
            seen["coming_feds"] = coming
        return seen

    def get(self, key: str, default=None):
        return self.as_dict().get(key, default)
