"""What the Mob Ties bots share: a model of the Show of Respect under way, and the offers and
answers built on it. Everything here reads only a player's view (``game.view(player)``): the
board, the cash, the show and its offers are public; the hands of others are not.

The model: a player still to vote keeps a vote he sold under Honor Among Thieves, otherwise
backs himself (for a pinch he votes against the strongest other family there). A racket tie is
split unless the tie-breaker sold his tie-break; an election tie goes to the previous Don if he
is tied. What an outcome is worth ($k): the racket's value, ``DON_WORTH`` for the election, and
for a pinch minus the cheapest mobster there of the player who loses.
"""

from __future__ import annotations

from .action import Action
from .cards import KINDS, racket_value

DON_WORTH = 20          # $k: what being Don is worth for a round (a Favor Card, the tie-breaks, moving first)
CARD_WORTH = 15         # $k: a Favor Card in hand, roughly


def choice_of(show, voter: str) -> str:
    """How ``voter`` will probably vote, if he has not voted yet."""
    if voter in show.votes:
        return show.votes[voter]
    if voter in show.promises:
        return show.promises[voter]
    if show.purpose == "pinch":
        others = [p for p in show.respect if p != voter]
        if others:
            return max(others, key=lambda p: show.respect[p])
    return voter


def predicted(show, changes: dict | None = None) -> dict:
    """Every voter's vote: cast ones, then ``changes`` (voter -> vote), then the likely ones."""
    votes = {p: choice_of(show, p) for p in show.respect}
    for p, v in (changes or {}).items():
        if p not in show.votes:
            votes[p] = v
    return votes


def pinch_cost(view, player: str, location: str) -> int:
    """What a pinch costs ``player``: his cheapest mobster in the location (its bail)."""
    costs = [KINDS[view.mobsters[m].kind].bail for m in view.family(player, (location,))]
    return min(costs, default=0)


def gains(view, show, votes: dict, breaker_vote: str | None = None) -> dict:
    """What each player expects from the show's outcome ($k, negative for a pinch), given every
    vote. ``breaker_vote``: the tie-breaker's choice, if known (sold, or his own)."""
    totals = {c: 0 for c in show.respect}
    for voter, choice in votes.items():
        if choice in totals:
            totals[choice] += show.respect[voter]
    top = max(totals.values(), default=0)
    leaders = [c for c, n in totals.items() if n == top]
    breaker = view.tie_breaker()
    if breaker_vote is None and breaker is not None:
        breaker_vote = show.promises.get(breaker)
    if show.purpose == "pinch":
        costs = {p: pinch_cost(view, p, show.location) for p in leaders}
        if len(leaders) > 1 and breaker_vote in leaders:
            leaders = [breaker_vote]
        return {p: -costs[p] / len(leaders) for p in leaders}
    worth = DON_WORTH if show.purpose == "election" else racket_value(show.location, view.n)
    if len(leaders) > 1:
        if show.purpose == "election" and view.don in leaders:
            leaders = [view.don]
        elif breaker_vote in leaders:
            leaders = [breaker_vote]
    return {p: worth / len(leaders) for p in leaders}


def edge(view, me: str, gain: dict, cash: dict | None = None) -> float:
    """``me``'s score after ``gain`` (and cash changes) minus the best rival's: what a strong bot
    maximises."""
    scores = view.scores()
    cash = cash or {}
    mine = scores[me] + gain.get(me, 0) + cash.get(me, 0)
    rivals = [scores[p] + gain.get(p, 0) + cash.get(p, 0) for p in view.players if p != me]
    return mine - max(rivals, default=0)


def offer_to_me(view):
    d = view.decision
    return d.info.get("offer") if d is not None and d.kind == "answer" else None


def loss_if_bought(view, show, player: str, vote: str) -> float:
    """What ``player`` loses (by his own count) if he votes, or breaks the tie, for ``vote``."""
    if player in show.respect:
        before = gains(view, show, predicted(show)).get(player, 0)
        after = gains(view, show, predicted(show, {player: vote})).get(player, 0)
    else:   # the tie-breaker: he would otherwise favor himself if tied, or nobody in particular
        before = gains(view, show, predicted(show)).get(player, 0)
        after = gains(view, show, predicted(show), breaker_vote=vote).get(player, 0)
    return before - after


def own_gain(view, show, me: str, payee: str, vote: str) -> float:
    """What ``me`` gains if ``payee`` votes (or breaks the tie) for ``vote``."""
    base = gains(view, show, predicted(show)).get(me, 0)
    if payee in show.respect:
        now = gains(view, show, predicted(show, {payee: vote})).get(me, 0)
    else:
        now = gains(view, show, predicted(show), breaker_vote=vote).get(me, 0)
    return now - base


def offer_templates(view):
    """The offers the engine allows this player now (one family per payee and vote)."""
    return [o for o in view.legal_actions().open if o.kind == "offer"]


def made_offer(show, me: str) -> bool:
    return any(o["by"] == me for o in show.offers)


def accepted_vote(show, me: str) -> str | None:
    """The vote ``me`` sold by accepting an offer in this show (binding or not), if any."""
    for o in reversed(show.offers):
        if o["to"] == me and o["answer"] is True:
            return o["vote"]
    return None


def best_offer(view, *, share: float, least: int, strong: bool = False):
    """An offer worth making now, or None: the payee and vote that gain this player the most,
    at a price of ``share`` of the gain (at least ``least``, and at least what the payee loses
    by it). A strong bot weighs the price against its edge over the best rival instead."""
    show, me = view.show, view.player
    if show is None or made_offer(show, me) or view.options.terms != "honor":
        return None   # (under All Bets Are Off nobody is bound, so a bot does not pay for a vote)
    cash = view.cash[me]
    best, best_net = None, 0.0
    for o in offer_templates(view):
        payee, vote = o.args["payee"], o.args["vote"]
        if vote == payee and payee in show.respect and show.purpose != "pinch":
            continue   # paying someone to vote for himself buys nothing
        gain = own_gain(view, show, me, payee, vote)
        if gain <= 0:
            continue
        price = max(least, int(loss_if_bought(view, show, payee, vote)) + 2, int(gain * share))
        if price > min(cash, o.high) or price >= gain:
            continue
        if strong:
            changes = {payee: vote} if payee in show.respect else {}
            after = gains(view, show, predicted(show, changes),
                          breaker_vote=None if changes else vote)
            net = edge(view, me, after, {me: -price, payee: price}) - edge(view, me, gains(view, show, predicted(show)))
        else:
            net = gain - price
        if net > best_net:
            best, best_net = o.make(price, Action), net
    return best
