"""Corrupt Precincts change hands for a premium.

A district with another player's Corrupt Precinct is taken only by paying the premium: $100 more
than the last price paid for that precinct (its build price, $130, at first; so $230 the first
time). Whoever steps in, after a battle or into an unguarded district, chooses to pay it or not.
Unpaid, his pieces stand there under vehicle markers and the district and its precinct stay
with their holder. The price paid is noted, so the next premium is $100 more again.
"""

from __future__ import annotations

from .narration import say
from .state import State
from ..core.arguments import checked

PREMIUM_STEP = 100


@checked
def premium(game: State, district: str) -> int:
    """What it costs to take over a district with someone else's Corrupt Precinct."""
    first = game.catalogue["corrupt_precinct"].cost   # the price paid when it was built
    return game.precinct_price.get(district, first) + PREMIUM_STEP


def premium_due(game: State, player: str, district: str) -> int:
    """The premium ``player`` must pay to take ``district`` (0 when there is none)."""
    holder = game.control.get(district)
    if game.buildings.get(district) == "corrupt_precinct" and holder not in (None, player):
        return premium(game, district)
    return 0


def take_over(game: State, player: str, district: str, cost: int) -> None:
    """``player`` takes ``district`` (and any precinct in it), paying ``cost`` (a premium, or 0)."""
    if cost:
        game.cash[player] -= cost
        game.precinct_price[district] = cost
    game.control[district] = player
    game.fresh.add(district)   # a building taken this turn takes no new pieces until the next
    name = game.board.space(district).name
    game.emit("capture", f"{player} captures {name}" + (f", paying the ${cost} premium" if cost else "") + ".",
              say("capture.premium", player=player, space=name, cost=cost) if cost
              else say("capture.plain", player=player, space=name), player=player, space=district)
