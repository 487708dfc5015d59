"""Phase one, the Election: a Show of Respect in the Mansion elects the Don, who then draws
Favor Cards: one, or two when he shares a location with another family (he keeps one and gives
the other to such a player). Steps of the flow (``flow.FLOW``)."""

from __future__ import annotations

from ..core.flow import Call, Done
from .action import act
from .ask import Ask
from .narration import say
from .luck import draw_favors, lots
from .voting import show, tie_break


def election(game, frame):
    if "mansion" in game.closed:
        game.emit("skip", "The Mansion is closed: there are no more elections." + (f" {game.don} stays Don." if game.don else ""),
                  say("skip.closed_don", don=game.don) if game.don else say("skip.closed"))
        return Done()
    don = game.don
    if game.count_at("mansion"):
        return Call("show", show("mansion", "election"), "election_tally")
    if don:
        game.emit("don", f"Nobody is in the Mansion: {don} stays Don.", say("don.nobody", player=don))
        return "dons_cards"
    game.emit("don", "Nobody is in the Mansion, so there is no Don yet.", say("don.none"))
    return Done()


def tally(game, frame):
    leaders, don = frame.result, game.don
    if len(leaders) == 1:
        frame.result = leaders[0]
    elif don in leaders:
        frame.result = don
        game.emit("tie", f"A tie: it goes to the previous Don, {don}.", say("tie.don", don=don))
    elif don:
        return Call("tie", tie_break(don, leaders, "the previous Don decides"), "elected")
    elif game.last_placer:
        return Call("tie", tie_break(game.last_placer, leaders, "the last player to place a mobster decides"), "elected")
    else:
        return game.FLOW.call(game, frame, "pick", lots(leaders, "no previous Don"), "elected")
    return "elected"


def elected(game, frame):
    winner = frame.result
    game.show = None
    if winner != game.don:
        game.emit("don", f"{winner} is elected Don and takes the Don's Ring.", say("don.elected", player=winner),
                  player=winner)
    else:
        game.emit("don", f"{winner} stays Don.", say("don.stays", player=winner), player=winner)
    game.don = winner
    return "dons_cards"


def dons_cards(game, frame):
    frame["partners"] = partners = game.sharing(game.don)
    return draw_favors(game, frame, 2 if partners else 1, game.don, "dons_drawn")


def dons_drawn(game, frame):
    don, partners, drawn = game.don, frame["partners"], game.drawn
    if not drawn:
        game.emit("empty", "The Favor deck is empty: the Don draws nothing.", say("empty"))
        return Done()
    if not partners or len(drawn) == 1:
        game.hands[don] += drawn
        game.drawn = []
        game.emit("don_card", f"{don} shares no location with another family and draws one Favor Card."
                  if not partners else f"{don} draws the last Favor Card.",
                  say("don_card.last" if partners else "don_card.alone", don=don))
        return Done()
    return "don_keep"


def ask_keep(game, frame):
    don = game.don
    return Ask(don, "keep", [act(don, "keep", c) for c in dict.fromkeys(game.drawn)],
                    f"{don}: keep one of the two Favor Cards you drew.")


def keep(game, frame, a):
    game.drawn.remove(a.card)
    game.hands[game.don].append(a.card)
    return "don_give"


def ask_give(game, frame):
    don, give = game.don, game.drawn[0]
    return Ask(don, "give", [act(don, "give", give, p) for p in frame["partners"]],
                    f"{don}: give the other card to a player who shares a location with you.")


def give(game, frame, a):
    card = game.drawn[0]
    game.drawn = []
    game.hands[a.target].append(card)
    game.emit("don_card", f"The Don keeps one card and gives the other to {a.target}.",
              say("don_card.give", to=a.target), to=a.target)
    return Done()
