"""Phase two, Business: a Show of Respect in each racket from the Docks clockwise pays its value
(a tie may be split, or the Don decides); the Diner's winner may bribe the Dirty Cop instead; a
rival may play Armed Robbery on a winner; then everyone may buy Favor Cards, or swap two.
Steps of the flow (``flow.FLOW``)."""

from __future__ import annotations

from ..core.flow import RESULT, Call, Done
from ..core.text import and_list
from .action import act
from .ask import Ask
from .attacks import attack_notes, card_name
from .board import clockwise
from .cards import BOARD, place_name, racket_value
from .narration import say
from .luck import draw_favors, lots
from .voting import show, tie_break


def business(game, frame):
    frame["locs"] = [loc for loc in clockwise(game.options.order)]
    return "racket"


def racket(game, frame):
    """The next racket: its Show of Respect, or (nobody there) its money stays with the Bookie."""
    locs = frame["locs"]
    while locs:
        loc = locs.pop(0)
        if loc == "mansion" or loc in game.closed:
            continue
        value = racket_value(loc, game.n)
        if not game.count_at(loc):
            where = place_name(loc)
            game.emit("racket", f"Nobody is in {where}: the ${value}k of its racket stays with the Bookie.",
                      say("racket", place=where, value=value))
            continue
        frame.update(loc=loc, value=value)
        return Call("show", show(loc, "racket"), "racket_tally")
    frame.update(order=game.order, i=0, swapped=False)
    return "buying"


def tally(game, frame):
    leaders = frame.result
    if len(leaders) > 1:
        return Call("split", {"loc": frame["loc"], "tied": leaders, "value": frame["value"], "i": 0}, "racket_won")
    frame.result = leaders[0]
    return "racket_won"


def won(game, frame):
    winner = frame.result
    game.show = None
    if winner is None:
        return "racket"
    frame["winner"] = winner
    if frame["loc"] == "diner":
        return "diner"
    return rob_check(frame)


def rob_check(frame):
    loc, winner, value = frame["loc"], frame["winner"], frame["value"]
    return Call("robbery", {"loc": loc, "winner": winner, "value": value, "i": 0}, "racket_paid")


def ask_diner(game, frame):
    winner, value = frame["winner"], frame["value"]
    loc = frame["loc"]
    return Ask(winner, "diner", [act(winner, "collect", where=loc), act(winner, "bribe", where=loc)],
                    lambda: f"{winner}: collect the Diner's ${value}k, or give it up to bribe the Dirty Cop?")


def collect(game, frame, a):
    return rob_check(frame)


def bribe(game, frame, a):
    winner, value = frame["winner"], frame["value"]
    game.ensure_fed(game.heat)
    game.emit("bribe", f"{winner} gives up the Diner's ${value}k to bribe the Dirty Cop, "
              "and secretly sees the Fed cards coming this round.", say("bribe", player=winner, value=value),
              player=winner)
    return Call("peek", {"left": game.heat, "seen": [], "cop": winner}, "racket")


def peek(game, frame):
    """The Dirty Cop shows the coming Fed cards: chance decides them now (each drawn, then all put
    back on top in order), so what he saw is what the Feds phase draws."""
    if frame["left"] and game.fed:
        frame["left"] -= 1
        return game.FLOW.call(game, frame, "fed", {}, "peeked")
    game.fed += frame["seen"][::-1]   # (the first seen is drawn first: the deck is drawn from its end)
    game.dirty_cop = frame["cop"]
    return Done()


def peeked(game, frame):
    frame["seen"].append(frame.result)
    return "peek"


def paid(game, frame):
    """Nobody robbed the winner (the robbery gave back False): he collects the racket."""
    if frame.result is not False:
        return "racket"
    winner, value, loc = frame["winner"], frame["value"], frame["loc"]
    game.pay(winner, value, f"{winner} collects ${value}k from {place_name(loc)}.",
             say("cash.collect", player=winner, amount=value, place=place_name(loc)))
    return "racket"


# A tie in a racket: the tied players may agree to split; if any refuses, the Don decides -------------

def ask_split(game, frame):
    tied, loc, value = frame["tied"], frame["loc"], frame["value"]
    p = tied[frame["i"]]
    return Ask(p, "split", [act(p, "agree", where=loc), act(p, "refuse", where=loc)],
                    lambda: f"{p}: split the ${value}k of {place_name(loc)} with {and_list([q for q in tied if q != p])}?")


def agree(game, frame, a):
    frame["i"] += 1
    tied = frame["tied"]
    if frame["i"] < len(tied):
        return "split"
    value, loc = frame["value"], frame["loc"]
    share = value // len(tied)
    for p in tied:
        game.pay(p, share, f"{p} takes ${share}k, an equal share of {place_name(loc)}.",
                 say("cash.share", player=p, amount=share, place=place_name(loc)))
    odd = value - share * len(tied)
    if odd:
        game.emit("split", f"The odd ${odd}k stays with the Bookie.", say("split.odd", amount=odd))
    return Done(None)


def refuse(game, frame, a):
    game.emit("split", f"{a.player} refuses to split.", say("split.refuse", player=a.player))
    if game.don:
        return Call("tie", tie_break(game.don, frame["tied"], "the Don decides"), RESULT)
    return game.FLOW.call(game, frame, "pick", lots(frame["tied"], "there is no Don"), RESULT)


# Armed Robbery: after a racket is won, a rival in the location may rob the winner ---------------------
# (it gives back the robber, or False when nobody robs: the winner is then paid as usual)

def robbery(game, frame):
    order, loc, winner = game.order, frame["loc"], frame["winner"]
    while frame["i"] < len(order):
        p = order[frame["i"]]
        frame["i"] += 1
        if p == winner or "armed_robbery" not in game.hands[p] or not game.family(p, (loc,)):
            continue
        frame["robber"] = p
        return "rob"
    return Done(False)


def ask_rob(game, frame):
    p, winner, loc = frame["robber"], frame["winner"], frame["loc"]
    return Ask(p, "robbery", [act(p, "rob", "armed_robbery", winner, loc), act(p, "pass")],
                    lambda: f"{p}: play Armed Robbery on {winner} in {place_name(loc)}?")


def rob_pass(game, frame, a):
    return "robbery"


def rob(game, frame, a):
    p, winner, loc = frame["robber"], frame["winner"], frame["loc"]
    game.discard(p, "armed_robbery")
    named = card_name("armed_robbery")
    game.emit("play", f"{p} plays {named} on {winner} in {place_name(loc)}.",
              say("play.robbery", player=p, card=named, winner=winner, place=place_name(loc)),
              player=p, card="armed_robbery")
    return "robbed"


def ask_robbed(game, frame):
    p, winner, loc, value = frame["robber"], frame["winner"], frame["loc"], frame["value"]
    return Ask(winner, "robbed", [act(winner, "forfeit", where=loc), act(winner, "fight", where=loc)],
                    lambda: f"{winner}: hand {p} the ${value}k, or suffer a level 2 attack?")


def forfeit(game, frame, a):
    p, winner, value = frame["robber"], frame["winner"], frame["value"]
    game.pay(p, value, f"{winner} hands over the racket: {p} collects ${value}k.",
             say("cash.hand_over", winner=winner, player=p, amount=value))
    return Done(p)


def fight(game, frame, a):
    p, winner, value = frame["robber"], frame["winner"], frame["value"]
    game.pay(winner, value, f"{winner} refuses and collects ${value}k.", say("cash.fight", player=winner, amount=value))
    return Call("attack", attack_notes(p, winner, frame["loc"], 2, "armed_robbery"), "robbed_done")


def robbed_done(game, frame):
    return Done(frame["robber"])


# Buying Favor Cards, or swapping two ---------------------------------------------------------------

def buy_actions(game, p: str, swapped: bool) -> list:
    price = BOARD["card_price"]
    actions = []
    if game.cash[p] >= price and (game.favor or game.favor_discard):
        actions.append(act(p, "buy"))
    hand = game.hands[p]
    if not swapped and len(hand) >= 2 and len(game.favor) + len(game.favor_discard) >= 1:
        pairs = {tuple(sorted((a, b))) for i, a in enumerate(hand) for b in hand[i + 1:]}
        actions += [act(p, "swap", a, b) for a, b in sorted(pairs)]
    return actions


def buying(game, frame):
    order = frame["order"]
    while frame["i"] < len(order):
        actions = buy_actions(game, order[frame["i"]], frame["swapped"])
        if actions:
            frame.ready = actions
            return "buy"
        frame["i"] += 1
        frame["swapped"] = False
    return Done()


def ask_buy(game, frame):
    p = frame["order"][frame["i"]]
    price = BOARD["card_price"]
    return Ask(p, "buy", (frame.take_ready() or buy_actions(game, p, frame["swapped"])) + [act(p, "done")],
                    lambda: f"{p}: buy a Favor Card for ${price}k, swap two cards, or stop.")


def done(game, frame, a):
    frame["i"] += 1
    frame["swapped"] = False
    return "buying"


def buy(game, frame, a):
    p, price = a.player, BOARD["card_price"]
    game.cash[p] -= price
    game.bank += price
    game.emit("buy", f"{p} pays ${price}k for a Favor Card.", say("buy", player=p, price=price), player=p)
    return Call("draw_keep", {"p": p}, "buying")


def swap(game, frame, a):
    p = a.player
    frame["swapped"] = True
    for c in (a.card, a.target):
        game.discard(p, c)
    game.emit("swap", f"{p} discards two Favor Cards to draw two and keep one.", say("swap", player=p), player=p)
    return Call("draw_keep", {"p": p}, "buying")


def draw_keep(game, frame):
    """Draw two, keep one, the other to the bottom of the deck."""
    return draw_favors(game, frame, 2, frame["p"], "draw_kept")


def draw_kept(game, frame):
    drawn = game.drawn
    if len(drawn) < 2:
        game.hands[frame["p"]] += drawn
        game.drawn = []
        return Done()
    return "keep"


def ask_keep(game, frame):
    p = frame["p"]
    return Ask(p, "keep", [act(p, "keep", c) for c in dict.fromkeys(game.drawn)],
                    f"{p}: keep one of the two cards; the other goes to the bottom of the deck.")


def keep(game, frame, a):
    drawn = game.drawn
    game.drawn = []
    drawn.remove(a.card)
    game.hands[frame["p"]].append(a.card)
    game.favor.insert(0, drawn[0])   # the deck is drawn from the end: index 0 is the bottom
    return Done()
