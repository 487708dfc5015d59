"""What one Family Business player sees: every mobster and the Hit List, his own hand, how many
cards the others hold, the discards; never the other hands or the order of the deck."""

from __future__ import annotations

from ..core.view import View


class FBView(View):
    __slots__ = ()
    PUBLIC = frozenset({
        "players", "mobsters", "family_of", "hit_list", "dead", "war", "eliminated", "winner", "turn", "current",
        "discard", "alive", "in_front", "active_players", "opponents", "mobsters_left", "narration", "log",
    })
    FLAT = frozenset({"mobsters", "family_of"})

    @property
    def hand(self) -> list[str]:
        return list(self._state.hands[self.player])

    @property
    def hand_sizes(self) -> dict[str, int]:
        return {p: len(h) for p, h in self._state.hands.items()}

    @property
    def deck_size(self) -> int:
        return len(self._state.deck)

    def as_dict(self) -> dict:
        g = self._state
        return {"hand": self.hand, "hit_list": list(g.hit_list), "war": g.war, "hand_sizes": self.hand_sizes,
                "deck_size": self.deck_size, "discard": list(g.discard),
                "in_front": {p: g.in_front(p) for p in g.players}}
