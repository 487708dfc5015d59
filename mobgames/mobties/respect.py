"""Shows of Respect: the vote that elects the Don, pays a racket and picks who is pinched.

Each player present votes with the respect of all his mobsters in the location (Capo 3, Hit Man
and Made Man 2, Associate and Driver 1). For the election and the rackets a player votes *for* a
candidate; when the Feds surround a location he votes *against* the one to be pinched. The show
is plain data so a view can draw the tally while the votes come in.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.text import and_list

PURPOSES = {"election": "elect the Don", "racket": "collect the racket", "pinch": "choose who is pinched"}
# How a tie is broken, per purpose (the engine's flow in game.py does exactly this).
TIE_RULES = {"election": "a tie goes to the previous Don if he is tied; otherwise the previous Don chooses "
                         "(in round one, the last player to place a mobster)",
             "racket": "tied players may split the racket; if one refuses, the Don decides",
             "pinch": "the Don decides who is pinched"}


@dataclass
class Show:
    location: str
    purpose: str                        # election, racket or pinch
    respect: dict[str, int]             # each player present -> his respect in the location
    votes: dict[str, str] = field(default_factory=dict)      # voter -> the player he votes for (against, for a pinch)
    promises: dict[str, str] = field(default_factory=dict)   # binding deals: voter -> the vote he sold
    # Offers made during this show (``offers``): {"by", "to", "amount", "vote", "answer"}, the answer
    # True, False or None while it waits; ``pending`` is the index of the one waiting.
    offers: list[dict] = field(default_factory=list)
    pending: int | None = None

    @property
    def candidates(self) -> list[str]:
        return list(self.respect)

    def totals(self) -> dict[str, int]:
        """Respect behind each candidate so far (for a pinch: respect voting against him)."""
        out = {c: 0 for c in self.respect}
        for voter, choice in self.votes.items():
            out[choice] += self.respect[voter]
        return out

    def leaders(self) -> list[str]:
        totals = self.totals()
        top = max(totals.values(), default=0)
        return [c for c, n in totals.items() if n == top]

    @property
    def tie_rule(self) -> str:
        return TIE_RULES[self.purpose]

    @property
    def offer(self) -> dict | None:
        """The offer waiting for an answer, if any."""
        return self.offers[self.pending] if self.pending is not None else None

    def waiting(self) -> list[str]:
        """Players present who have not voted yet."""
        return [p for p in self.respect if p not in self.votes]

    def default_outcome(self) -> tuple[list[str], int]:
        """The leaders (and their total) if everyone still to vote backs himself, or keeps the
        vote he sold. Only for the election and the rackets: a pinch vote has no such default."""
        votes = dict(self.votes)
        for p in self.waiting():
            votes[p] = self.promises.get(p, p)
        totals = {c: 0 for c in self.respect}
        for voter, choice in votes.items():
            totals[choice] += self.respect[voter]
        top = max(totals.values(), default=0)
        return [c for c, n in totals.items() if n == top], top

    def choices_for(self, voter: str) -> list[str]:
        """Whom ``voter`` may vote for: anyone present (for a pinch, anyone but himself, unless
        he is alone); a binding deal leaves only the promised vote."""
        if voter in self.promises:
            return [self.promises[voter]]
        if self.purpose == "pinch" and len(self.respect) > 1:
            return [c for c in self.respect if c != voter]
        return list(self.respect)

    def describe(self) -> str:
        totals = self.totals()
        parts = [f"{p} {n}" for p, n in sorted(totals.items(), key=lambda kv: -kv[1])]
        return f"Show of Respect to {PURPOSES[self.purpose]}: " + and_list(parts) + "."
