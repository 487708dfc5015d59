"""Deals at the table: a player hands another cash, perhaps for a vote (or, to the Don, for the
tie-break) in the Show of Respect under way. A deal is an action any player may take at any
time, out of turn: ``Action(payer, "deal", payee=..., amount=..., vote=...)``, or the shortcut
``game.deal(payer, payee, amount, vote=None)``.

Under Honor Among Thieves a deal in which cash changed hands binds the vote that was bought;
under All Bets Are Off the cash moves but nobody is bound. The amount is free (any whole number
up to the payer's cash), so deals are offered as ``Open`` templates, not listed.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..core.contract import Open
from ..core.errors import IllegalAction
from .action import deal as deal_action
from .cards import place_name
from .narration import say

KEYS = frozenset({"payee", "amount", "vote"})


def make(game, payer: str, payee: str, amount: int, vote: str | None = None) -> list:
    """A deal at the table: ``payer`` hands ``payee`` ``amount`` ($k), optionally for ``vote``:
    how the payee will vote (or, as the Don, break a tie) in the Show of Respect under way.
    Under Honor Among Thieves a deal where cash changed hands binds that vote; under All Bets
    Are Off the cash moves but the payee may still vote as he likes. The deal is an action
    (``kind="deal"``) in the history, like any other."""
    args = {"payee": payee, "amount": amount}
    if vote is not None:
        args["vote"] = vote
    reason = problem(game, payer, args)
    if reason:
        raise IllegalAction(reason)
    return game.apply(deal_action(payer, payee, amount, vote))


def problem(game, payer, args: Mapping) -> str | None:
    """Why this deal cannot be made now, in plain English; None if it can."""
    if game.over:
        return "The game is over: the final cash is counted, no more deals."
    show = game.show
    offer = show.offer if show is not None else None
    if offer is not None:
        return (f"{offer['to']} must first answer {offer['by']}'s offer of ${offer['amount']}k: "
                "nothing else can happen until then.")
    extra = [k for k in args if k not in KEYS]
    if extra:
        return (f"A deal names the payee, the amount and perhaps the vote bought; it has no "
                f"{str(extra[0])[:30]!r}.")
    if "payee" not in args or "amount" not in args:
        return "A deal names the player paid (payee) and the amount, in thousands."
    payee, amount, vote = args["payee"], args["amount"], args.get("vote")
    players = game.players
    for p in (payer, payee):
        if not isinstance(p, str) or p not in players:
            return f"There is no player called {p!r:.60}."
    if payer == payee:
        return "A player cannot make a deal with himself."
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
        return "Give the amount as a whole number of thousands, 0 or more."
    if amount > game.cash[payer]:
        return f"{payer} has only ${game.cash[payer]}k and cannot pay ${amount}k."
    if vote is not None:
        return vote_problem(game, payee, vote)
    return None


def vote_problem(game, payee: str, vote) -> str | None:
    """Why ``payee``'s vote (or tie-break) cannot be bought for ``vote`` now; None if it can."""
    show = game.show
    if show is None:
        return "A vote can be bought only while a Show of Respect is under way."
    if not isinstance(vote, str) or vote not in show.respect:
        return f"{vote!s:.60} has no mobster in {place_name(show.location)}, so cannot be voted for."
    if payee in show.votes:
        return f"{payee} has already voted in this Show of Respect."
    if show.promises.get(payee, vote) != vote:
        return (f"{payee} is already bound by a paid deal to back {show.promises[payee]} "
                "(Honor Among Thieves): that deal cannot be broken.")
    if payee not in show.respect and payee != game.tie_breaker():
        return f"{payee} has no vote in this Show of Respect."
    if payee in show.respect and vote not in show.choices_for(payee):
        return (f"In a pinch vote {payee} votes against another player, not against himself."
                if vote == payee else f"{payee} cannot vote for {vote}.")
    return None


def perform(game, action) -> None:
    """Carry out a deal that ``problem`` allowed."""
    payer, payee, amount, vote = action.player, action.get("payee"), action.get("amount"), action.get("vote")
    show = game.show
    game.cash[payer] -= amount
    game.cash[payee] += amount
    money = f"${amount}k" if amount else "nothing"
    text = f"Deal: {payer} gives {payee} {money}"
    simple = say("deal.plain", payer=payer, payee=payee, money=money)
    if vote is not None:
        binding = amount > 0 and game.options.terms == "honor"
        if binding:
            show.promises[payee] = vote
        what, side = bought(game, payee)
        text += f" for {'a vote' if what == 'vote' else 'the tie-break'} {side} {vote}"
        text += " (binding: Honor Among Thieves)." if binding else " (not binding)."
        simple = " ".join([say(f"deal.{what}_{'against' if side == 'against' else 'for'}", payer=payer, payee=payee,
                               money=money, vote=vote), say("deal.binding" if binding else "deal.not_binding")])
    else:
        text += "."
    game.emit("deal", text, simple, payer=payer, payee=payee, amount=amount)


def bought(game, payee: str) -> tuple[str, str]:
    """What a deal or an offer buys from ``payee`` in the show under way: ("vote" or "tie", and
    "for", "in favor of" or "against": in a pinch a vote and the tie-break pick who is pinched)."""
    show = game.show
    what = "vote" if payee in show.respect else "tie"
    if show.purpose == "pinch":
        return what, "against"
    return what, "for" if what == "vote" else "in favor of"


def templates(game, payer: str) -> list[Open]:
    """Every deal ``payer`` may make now, one ``Open`` family per payee (and vote bought): the
    amount is any whole number from 0 to his cash."""
    if game.over or payer not in game.players:
        return []
    cash = game.cash[payer]
    show = game.show
    out = []
    for payee in game.players:
        if payee == payer:
            continue
        out.append(Open(payer, "deal", {"payee": payee}, "amount", 0, cash, label=f"pay {payee}"))
        if show is not None:
            for vote in show.respect:
                if vote_problem(game, payee, vote) is None:
                    out.append(Open(payer, "deal", {"payee": payee, "vote": vote}, "amount", 0, cash,
                                    label=f"pay {payee} for a vote for {vote}"))
    return out
