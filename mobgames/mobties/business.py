"""Phase two, Business: a Show of Respect in each racket from the Docks clockwise pays its value
(a tie may be split, or the Don decides); the Diner's winner may bribe the Dirty Cop instead; a
rival may play Armed Robbery on a winner; then everyone may buy Favor Cards, or swap two."""

from __future__ import annotations

from ..core.text import and_list
from .action import act
from .attacks import attack, card_name
from .board import clockwise
from .cards import BOARD, place_name, racket_value
from .narration import say
from .voting import break_tie, chance_pick, show_of_respect


def business(game):
    for loc in clockwise(game.options.order):
        if loc == "mansion" or loc in game.closed:
            continue
        value = racket_value(loc, game.n)
        if not game.count_at(loc):
            where = place_name(loc)
            game.emit("racket", f"Nobody is in {where}: the ${value}k of its racket stays with the Bookie.",
                      say("racket", place=where, value=value))
            continue
        leaders = yield from show_of_respect(game, loc, "racket")
        winner = leaders[0]
        if len(leaders) > 1:
            winner = yield from racket_tie(game, loc, leaders, value)
        game.show = None
        if winner is None:
            continue
        if loc == "diner":
            a = yield game.ask(winner, "diner", [act(winner, "collect", where=loc), act(winner, "bribe", where=loc)],
                               lambda: f"{winner}: collect the Diner's ${value}k, or give it up to bribe the Dirty Cop?")
            if a.kind == "bribe":
                game.dirty_cop = winner
                game.ensure_fed(game.heat)
                game.emit("bribe", f"{winner} gives up the Diner's ${value}k to bribe the Dirty Cop, "
                          "and secretly sees the Fed cards coming this round.", say("bribe", player=winner, value=value),
                          player=winner)
                continue
        robber = yield from robbery(game, loc, winner, value)
        if robber is not False:
            continue
        game.pay(winner, value, f"{winner} collects ${value}k from {place_name(loc)}.",
                 say("cash.collect", player=winner, amount=value, place=place_name(loc)))
    yield from buying(game)


def racket_tie(game, loc: str, tied: list[str], value: int):
    """Tied players may agree to split; if any refuses, the Don decides."""
    for p in tied:
        a = yield game.ask(p, "split", [act(p, "agree", where=loc), act(p, "refuse", where=loc)],
                           lambda p=p: f"{p}: split the ${value}k of {place_name(loc)} with "
                                       f"{and_list([q for q in tied if q != p])}?")
        if a.kind == "refuse":
            game.emit("split", f"{p} refuses to split.", say("split.refuse", player=p))
            break
    else:
        share = value // len(tied)
        for p in tied:
            game.pay(p, share, f"{p} takes ${share}k, an equal share of {place_name(loc)}.",
                     say("cash.share", player=p, amount=share, place=place_name(loc)))
        odd = value - share * len(tied)
        if odd:
            game.emit("split", f"The odd ${odd}k stays with the Bookie.", say("split.odd", amount=odd))
        return None
    if game.don:
        return (yield from break_tie(game, game.don, tied, "the Don decides"))
    return chance_pick(game, tied, "there is no Don")


def robbery(game, loc: str, winner: str, value: int):
    """After a racket is won, a rival in the location may play Armed Robbery on the winner.
    Returns the robber, or False when nobody robs (the winner is then paid as usual)."""
    for p in game.order:
        if p == winner or "armed_robbery" not in game.hands[p] or not game.family(p, (loc,)):
            continue
        a = yield game.ask(p, "robbery", [act(p, "rob", "armed_robbery", winner, loc), act(p, "pass")],
                           lambda p=p: f"{p}: play Armed Robbery on {winner} in {place_name(loc)}?")
        if a.kind == "pass":
            continue
        game.discard(p, "armed_robbery")
        named = card_name("armed_robbery")
        game.emit("play", f"{p} plays {named} on {winner} in {place_name(loc)}.",
                  say("play.robbery", player=p, card=named, winner=winner, place=place_name(loc)),
                  player=p, card="armed_robbery")
        b = yield game.ask(winner, "robbed", [act(winner, "forfeit", where=loc), act(winner, "fight", where=loc)],
                           lambda: f"{winner}: hand {p} the ${value}k, or suffer a level 2 attack?")
        if b.kind == "forfeit":
            game.pay(p, value, f"{winner} hands over the racket: {p} collects ${value}k.",
                     say("cash.hand_over", winner=winner, player=p, amount=value))
        else:
            game.pay(winner, value, f"{winner} refuses and collects ${value}k.",
                     say("cash.fight", player=winner, amount=value))
            yield from attack(game, p, winner, loc, level=2, card="armed_robbery")
        return p
    return False


def buying(game):
    price = BOARD["card_price"]
    for p in game.order:
        swapped = False
        while True:
            actions = []
            if game.cash[p] >= price and (game.favor or game.favor_discard):
                actions.append(act(p, "buy"))
            hand = game.hands[p]
            if not swapped and len(hand) >= 2 and len(game.favor) + len(game.favor_discard) >= 1:
                pairs = {tuple(sorted((a, b))) for i, a in enumerate(hand) for b in hand[i + 1:]}
                actions += [act(p, "swap", a, b) for a, b in sorted(pairs)]
            if not actions:
                break
            actions.append(act(p, "done"))
            a = yield game.ask(p, "buy", actions, lambda p=p: f"{p}: buy a Favor Card for ${price}k, swap two cards, "
                                                              "or stop.")
            if a.kind == "done":
                break
            if a.kind == "buy":
                game.cash[p] -= price
                game.bank += price
                game.emit("buy", f"{p} pays ${price}k for a Favor Card.", say("buy", player=p, price=price), player=p)
            else:
                swapped = True
                for c in (a.card, a.target):
                    game.discard(p, c)
                game.emit("swap", f"{p} discards two Favor Cards to draw two and keep one.", say("swap", player=p),
                          player=p)
            yield from draw_keep(game, p)


def draw_keep(game, p: str):
    """Draw two, keep one, the other to the bottom of the deck."""
    drawn = game.draw_favor(2)
    if len(drawn) < 2:
        game.hands[p] += drawn
        return
    game.drawn = drawn
    a = yield game.ask(p, "keep", [act(p, "keep", c) for c in dict.fromkeys(drawn)],
                       f"{p}: keep one of the two cards; the other goes to the bottom of the deck.")
    game.drawn = []
    drawn.remove(a.card)
    game.hands[p].append(a.card)
    game.favor.insert(0, drawn[0])   # the deck is drawn from the end: index 0 is the bottom
