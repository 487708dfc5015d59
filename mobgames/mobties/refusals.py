"""Why an action is refused, in plain English: the reason ``apply`` gives and ``why_not``
returns. Never crashes on strange input (a card that is a list, a place that is a number)."""

from __future__ import annotations

from . import deals, offers
from .cards import BOARD, FAVOR, KINDS, place_name
from .rules import ON_BOARD, PLACES_ALL, cap

WHO_USES = {"hit": "a Hit Man or the Capo", "whack": "a Made Man or the Capo"}


def _known(value, table) -> bool:
    return isinstance(value, str) and value in table


def _short(value) -> str:
    return value if isinstance(value, str) else repr(value)[:40]


def why_not(game, a) -> str:
    if a.kind == "deal":
        return deals.problem(game, a.player, a.args) or "That deal is not possible now."
    if a.kind == "offer":
        return offers.problem(game, a.player, a.args) or "That offer is not possible now."
    d = game.decision
    if a.kind == "answer" and (d is None or d.kind != "answer"):
        return "There is no offer waiting for an answer now."
    if a.kind == "answer" and a.player == d.player:
        return "Answer the offer with accept true (yes) or false (no)."
    if d is None:
        return ("The game is over: no more moves." if game.over else
                "The game has not started: build a position with arrange().")
    if a.player != d.player:
        return f"It is {d.player}'s turn to choose, not {a.player}'s: {d.prompt}"
    card, target, where = a.get("card"), a.get("target"), a.get("where")
    if card is not None and not (isinstance(card, str) and card in game.hands.get(a.player, [])):
        return f"{a.player} has no {FAVOR[card].name if _known(card, FAVOR) else _short(card)} card in hand."
    if a.kind in ("move", "place") and where is not None and not _known(where, ON_BOARD):
        return "Mobsters move only between the six locations and the Streets."
    if a.kind == "place" and where == "streets":
        return "At set-up mobsters go into the six main locations, never the Streets."
    if a.kind == "move" and _known(where, ON_BOARD) and not game.is_open(where):
        return f"{cap(place_name(where))} is closed by the Feds."
    if a.kind == "move" and _known(where, ON_BOARD) and not game.has_room(where):
        return f"{cap(place_name(where))} is full: five mobsters at most."
    if a.kind == "vote" and game.show and game.show.purpose == "pinch" and target == a.player:
        return "In a pinch vote you vote against another player, not against yourself."
    if a.kind in ("vote", "tie") and game.show and a.player in game.show.promises and target != game.show.promises[a.player]:
        return (f"{a.player} sold this vote to back {game.show.promises[a.player]} in a paid deal (Honor Among "
                "Thieves): the deal cannot be broken.")
    if a.kind == "buy" and game.cash.get(a.player, 0) < BOARD["card_price"]:
        return f"A Favor Card costs ${BOARD['card_price']}k, and {a.player} has only ${game.cash.get(a.player, 0)}k."
    if a.kind == "give" and _known(target, game.players):
        return f"The Don may give the card only to a player who shares a location with him; {target} does not."
    if a.kind == "attack" and _known(card, FAVOR) and _known(where, PLACES_ALL):
        fc, mine = FAVOR[card], game.family(a.player, (where,))
        if not mine:
            return f"{a.player} has no mobster in {place_name(where)} to attack from."
        if not any(fc.type in KINDS[game.mobsters[m].kind].uses for m in mine):
            return (f"Only {WHO_USES.get(fc.type, 'a mobster')} can use {fc.name}, and {a.player} has none in "
                    f"{place_name(where)}.")
        if not _known(target, game.owners_at(where)):
            return f"{_short(target)} has nobody in {place_name(where)} to attack."
    return f"That is not one of the choices now. {d.prompt}"
