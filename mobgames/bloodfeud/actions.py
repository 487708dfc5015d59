"""Blood Feud actions: the one action shape of every game (``Action(player, kind, args)``), with
the kinds Blood Feud has, and the translation between a ``Move`` and a move action.

Kinds, with their details (args):

- In a player's turn: ``move`` {piece, route, mode: walk/drive/ride, vehicle, before, after,
  drops, pickups, premium (dollars paid to take the enemy Corrupt Precinct district it ends in)}; ``board`` {person, vehicle}; ``leave`` {person}; ``attack`` {target} (then
  ``join`` {from, piece, n[, plan]}, ``strike`` or ``cancel``); ``buy`` {item, at, shore};
  ``hand_over`` {giver, district, stepper}; ``next_phase``; ``end_turn``.
- After a battle, by whoever decides: ``call_out`` {order}, ``step_in`` {n}, ``premium`` {pay},
  ``captives`` {kidnap}.
- Deals, by any player at any time: ``pay`` {payee, amount[, note]}; ``ransom`` {colour, amount, n}
  (the captor offers prisoners for a price) and ``exchange`` {other, colour, their_colour, n} (a
  swap of prisoners), each then waiting for the other side's ``answer`` {accept}; ``kill_prisoner``
  {colour, n}; ``invite`` / ``uninvite`` {guest, district}; ``commandeer`` {guest, district, kill};
  ``let_through`` {mover}.
"""

from __future__ import annotations

from ..core.action import Action as BaseAction
from ..core.errors import IllegalAction
from .moves import Move

IN_TURN = ("move", "send", "board", "leave", "attack", "buy", "hand_over", "next_phase", "end_turn")
ASSAULT = ("join", "strike", "cancel")
AFTER_BATTLE = ("call_out", "step_in", "premium", "captives")
QUESTIONS = AFTER_BATTLE + ("answer",)   # decisions the game waits for, whoever's turn it is
DEALS = ("pay", "ransom", "exchange", "kill_prisoner", "invite", "uninvite", "commandeer", "let_through")
OFFERS = ("ransom", "exchange")          # deals the other side must accept
KINDS = IN_TURN + ASSAULT + QUESTIONS + DEALS


class Action(BaseAction):
    """A Blood Feud action: ``Action("Ana", "attack", target="woodhaven")``."""

    __slots__ = ()
    GAME = "Blood Feud in New York"

    def __init__(self, player: str, kind: str, **args):
        super().__init__(player, kind, args)


def act(player: str, kind: str, **args) -> Action:
    """An action the engine lists itself (its values are known good and immutable)."""
    return Action.trusted(player, kind, args)


def move_action(player: str, m: Move) -> Action:
    """The action of a move (only the player's choices: what it captures is the rules' business)."""
    args = {"piece": m.piece, "route": tuple(m.route), "mode": m.kind}
    if m.kind == "ride":
        args["vehicle"] = m.vehicle
        if m.before:
            args["before"] = tuple(m.before)
        if m.after:
            args["after"] = tuple(m.after)
    if m.drops:
        args["drops"] = tuple((i, tuple(ids)) for i, ids in m.drops)
    if m.pickups:
        args["pickups"] = tuple((i, tuple(ids)) for i, ids in m.pickups)
    if m.premium:
        args["premium"] = m.premium
    return Action.trusted(player, "move", args)


def move_of(action) -> Move:
    """The ``Move`` a move action asks for (its fields still to be checked by the rules)."""
    a = action
    mode = a.get("mode", "walk")
    return Move(a.get("piece"), a.get("route", ()), kind=mode, vehicle=a.get("vehicle"),
                before=a.get("before", ()), after=a.get("after", ()),
                off=len(a.get("route", ())) if mode == "ride" and isinstance(a.get("route"), tuple) else None,
                drops=a.get("drops", ()), pickups=a.get("pickups", ()), premium=a.get("premium", 0))


def whole_detail(value, what: str, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise IllegalAction(f"The {what} is a whole number, {low} or more, not {value!r:.20}.")
    return value


def text_detail(value, what: str) -> str:
    if not isinstance(value, str):
        raise IllegalAction(f"The {what} is named by its id (text), not {value!r:.40}.")
    return value
