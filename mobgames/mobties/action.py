"""The Mob Ties action: one choice at the table, in the shape every game shares
(``core.action.Action``), with the three details a Mob Ties choice can have as attributes.

``act()`` makes the actions the engine lists: each is made once and reused (random play lists
thousands of them a game, and an action is immutable). ``deal()`` makes a deal between players.
"""

from __future__ import annotations

from ..core.action import Action as BaseAction, make
from .cards import FAVOR


class Action(BaseAction):
    """One choice. ``kind`` says what (place, vote, move, attack, defend, ...); ``card`` is a Favor
    Card id; ``target`` a player or a mobster id; ``where`` a location. A deal between players is
    ``kind="deal"`` with ``payee``, ``amount`` and perhaps ``vote`` among its details.
    ``Action(player, kind, **details)`` as in every game; ``card``, ``target`` and ``where`` may
    also be given in that order, as before."""

    __slots__ = FIELDS = ("card", "target", "where")
    GAME = "Mob Ties"

    def __init__(self, player: str, kind: str, card: str | None = None, target: str | None = None,
                 where: str | None = None, **details: object):
        super().__init__(player, kind, {"card": card, "target": target, "where": where, **details})

    @classmethod
    def deal(cls, payer: str, payee: str, amount: int, vote: str | None = None) -> Action:
        """A deal at the table as an action: ``payer`` hands ``payee`` ``amount`` ($k), perhaps for
        ``vote`` (checked like any action built by hand; ``game.deal(...)`` applies one at once)."""
        return make(cls, payer, "deal", {"payee": payee, "amount": amount, "vote": vote})

    @classmethod
    def offer(cls, payer: str, payee: str, amount: int, vote: str) -> Action:
        """An offer: ``payer`` proposes ``amount`` ($k) to ``payee`` for ``vote``; the payee answers."""
        return make(cls, payer, "offer", {"payee": payee, "amount": amount, "vote": vote})

    @classmethod
    def answer(cls, player: str, accept: bool) -> Action:
        """The answer to the offer waiting for ``player``: accept it (True) or decline it (False)."""
        return make(cls, player, "answer", {"accept": accept})

    def __str__(self) -> str:
        if self.kind == "offer":
            return (f"{self.player}: offer ${self.get('amount')}k to {self.get('payee')} "
                    f"for a vote for {self.get('vote')}")
        if self.kind == "answer":
            return f"{self.player}: {'accept' if self.get('accept') is True else 'decline'} the offer"
        if self.kind == "deal":
            amount, payee, vote = self.get("amount"), self.get("payee"), self.get("vote")
            text = f"{self.player}: deal ${amount}k to {payee}"
            return text + (f" for a vote for {vote}" if vote is not None else "")
        bits = [self.player + ":", self.kind]
        card = self.card
        if card:
            bits.append(FAVOR[card].name if isinstance(card, str) and card in FAVOR else str(card))
        if self.target:
            bits.append(f"-> {self.target}")
        if self.where:
            bits.append(f"@ {self.where}")
        return " ".join(bits)


_MADE: dict[tuple, Action] = {}


def act(player: str, kind: str, card: str | None = None, target: str | None = None,
        where: str | None = None) -> Action:
    """An action the engine lists, from values it made itself: not checked, and made only once."""
    key = (player, kind, card, target, where)
    a = _MADE.get(key)
    if a is None:
        args = {}
        if card is not None:
            args["card"] = card
        if target is not None:
            args["target"] = target
        if where is not None:
            args["where"] = where
        if len(_MADE) > 50_000:   # many games with many names: start afresh rather than grow
            _MADE.clear()
        a = _MADE[key] = Action.trusted(player, kind, args)
    return a


def deal(payer: str, payee: str, amount: int, vote: str | None = None) -> Action:
    """A deal at the table, as an action (the values must already be checked: see ``deals``)."""
    args = {"payee": payee, "amount": amount}
    if vote is not None:
        args["vote"] = vote
    return Action.trusted(payer, "deal", args)
