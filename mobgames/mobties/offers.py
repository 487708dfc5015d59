"""Offers at the table: one player proposes cash for another player's vote (or, to the Don, for
the tie-break) in the Show of Respect under way, and the other player says yes or no.

``Action(payer, "offer", payee=..., amount=..., vote=...)`` puts the offer; the game then waits
for the payee's decision of kind ``"answer"`` (out of turn: it interrupts whatever was being
decided), whose two legal actions are ``accept`` true and false. Accepted, the deal is carried
out exactly like a direct ``deal`` (the cash moves; under Honor Among Thieves the vote is bound);
declined, nothing moves and an event says so. Then the interrupted decision comes back.

Nothing else can happen while an offer waits. A player may make each other player at most
``PER_PAIR`` offers in one Show of Respect, so play always moves on. Offers, like deals, have a
free amount: they are ``Open`` templates, not listed. This module also holds the flow's steps
for the three out-of-turn kinds (``deal``, ``offer_made``, ``answer``).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..core.contract import Open
from ..core.decision import Decision
from ..core.flow import STAY, Call, Done
from . import deals
from .action import Action, deal as deal_action
from .cards import place_name
from .ask import Ask
from .narration import say

KINDS = frozenset({"deal", "offer", "answer"})
OUT_OF_TURN = frozenset({"deal", "offer"})   # (an answer is listed in the payee's own decision)
KEYS = frozenset({"payee", "amount", "vote"})
PER_PAIR = 2   # offers one player may make one other player in a single Show of Respect


def waiting(game) -> str | None:
    """Why nothing but the answer can happen now (None if no offer waits)."""
    show = game.show
    offer = show.offer if show is not None else None
    if offer is None:
        return None
    return (f"{offer['to']} must first answer {offer['by']}'s offer of ${offer['amount']}k: "
            "nothing else can happen until then.")


def problem(game, payer, args: Mapping) -> str | None:
    """Why this offer cannot be made now, in plain English; None if it can."""
    if game.over:
        return "The game is over: the final cash is counted, no more offers."
    extra = [k for k in args if k not in KEYS]
    if extra:
        return (f"An offer names the player it is made to (payee), the amount and the vote it asks for; "
                f"it has no {str(extra[0])[:30]!r}.")
    if not KEYS <= set(args):
        return "An offer names the player it is made to (payee), the amount in thousands and the vote it asks for."
    show = game.show
    if show is None:
        return "An offer buys a vote, so it can be made only while a Show of Respect is under way."
    busy = waiting(game)
    if busy:
        return busy
    payee, amount, vote = args["payee"], args["amount"], args["vote"]
    for p in (payer, payee):
        if not isinstance(p, str) or p not in game.players:
            return f"There is no player called {p!r:.60}."
    if payer == payee:
        return "A player cannot make an offer to himself."
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 1:
        return "An offer is a whole number of thousands, at least $1k."
    if amount > game.cash[payer]:
        return f"{payer} has only ${game.cash[payer]}k and cannot offer ${amount}k."
    made = sum(1 for o in show.offers if o["by"] == payer and o["to"] == payee)
    if made >= PER_PAIR:
        return f"{payer} has already made {payee} {PER_PAIR} offers in this Show of Respect."
    return deals.vote_problem(game, payee, vote)


def what(game, offer: dict, you: bool = False) -> str:
    """What an offer buys, in words: "your vote for Blue", "the tie-break in favor of Blue"."""
    thing, side = deals.bought(game, offer["to"])
    if thing == "vote":
        return f"{'your' if you else 'a'} vote {side} {offer['vote']}"
    return f"{'your' if you else 'the'} tie-break {side} {offer['vote']}"


def prompt(game, offer: dict) -> str:
    where = place_name(game.show.location)
    return (f"{offer['to']}: {offer['by']} offers you ${offer['amount']}k for {what(game, offer, True)} "
            f"in the Show of Respect at {where}. Do you accept?")


def answers(player: str) -> list[Action]:
    return [Action.trusted(player, "answer", {"accept": True}), Action.trusted(player, "answer", {"accept": False})]


def make(game, action) -> None:
    """Put a checked offer: the payee must answer it before anything else happens."""
    show = game.show
    offer = {"by": action.player, "to": action.get("payee"), "amount": action.get("amount"),
             "vote": action.get("vote"), "answer": None}
    show.offers.append(offer)
    show.pending = len(show.offers) - 1
    thing, side = deals.bought(game, offer["to"])
    simple = say(f"offer.{thing}_{'against' if side == 'against' else 'for'}", by=offer["by"], to=offer["to"],
                 amount=offer["amount"], vote=offer["vote"])
    game.emit("offer", f"{offer['by']} offers {offer['to']} ${offer['amount']}k for {what(game, offer)}.", simple,
              by=offer["by"], to=offer["to"], amount=offer["amount"], vote=offer["vote"])


def offer_made(game, frame, action):
    """An offer interrupts whatever was being asked: the payee answers it first (the flow's
    ``answer`` question), then the interrupted question is asked again."""
    make(game, action)
    return Call("answer", {}, STAY)


def ask_answer(game, frame) -> Decision:
    offer = game.show.offer
    ask = Ask(offer["to"], "answer", answers(offer["to"]), prompt(game, offer))
    ask.info["offer"] = dict(offer)
    return ask


def deal(game, frame, action):
    """A deal at the table, at any time: the question under way is asked again afterwards (a
    binding deal may narrow it, a payment may change what a player can afford)."""
    deals.perform(game, action)
    return STAY


def answer(game, frame, action):
    """The payee's answer: accepted, the deal is made as a direct deal would be; declined, nothing moves."""
    show = game.show
    offer, accept = show.offer, action.get("accept")
    offer["answer"] = accept
    show.pending = None
    by, to, amount, vote = offer["by"], offer["to"], offer["amount"], offer["vote"]
    if accept:
        game.emit("accept", f"{to} accepts {by}'s offer.", say("accept", by=by, to=to), by=by, to=to)
        deals.perform(game, deal_action(by, to, amount, vote))
    else:
        game.emit("decline", f"{to} declines {by}'s offer of ${amount}k: nothing changes hands.",
                  say("decline", by=by, to=to, amount=amount), by=by, to=to)
    return Done()


def allows(game, action) -> bool:
    if action.kind == "deal":
        return deals.problem(game, action.player, action.args) is None
    return problem(game, action.player, action.args) is None


def templates(game, payer: str) -> list[Open]:
    """The deals (see ``deals.templates``) and the offers ``payer`` may make now: one ``Open``
    family per payee and vote, the amount any whole number from 1 to his cash."""
    if game.over or payer not in game.players or waiting(game):
        return []
    out = deals.templates(game, payer)
    show, cash = game.show, game.cash[payer]
    if show is None or cash < 1:
        return out
    for payee in game.players:
        if payee == payer:
            continue
        for vote in show.respect:
            if problem(game, payer, {"payee": payee, "amount": 1, "vote": vote}) is None:
                out.append(Open(payer, "offer", {"payee": payee, "vote": vote}, "amount", 1, cash,
                                label=f"offer {payee} cash for a vote for {vote}"))
    return out


def offer(game, payer: str, payee: str, amount: int, vote: str) -> list:
    """The shortcut: ``payer`` offers ``payee`` ``amount`` ($k) for ``vote``; returns the events.
    A refusal raises ``IllegalAction`` and changes nothing."""
    return game.apply(Action.offer(payer, payee, amount, vote))


def respond(game, player: str, accept: bool) -> list:
    """The shortcut for the answer to the offer waiting for ``player``."""
    return game.apply(Action.answer(player, accept))
