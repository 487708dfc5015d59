"""Phase one, the Election: a Show of Respect in the Mansion elects the Don, who then draws
Favor Cards: one, or two when he shares a location with another family (he keeps one and gives
the other to such a player)."""

from __future__ import annotations

from .action import act
from .narration import say
from .voting import break_tie, chance_pick, show_of_respect


def election(game):
    if "mansion" in game.closed:
        game.emit("skip", "The Mansion is closed: there are no more elections." + (f" {game.don} stays Don." if game.don else ""),
                  say("skip.closed_don", don=game.don) if game.don else say("skip.closed"))
        return
    don = game.don
    if game.count_at("mansion"):
        leaders = yield from show_of_respect(game, "mansion", "election")
        if len(leaders) == 1:
            winner = leaders[0]
        elif don in leaders:
            winner = don
            game.emit("tie", f"A tie: it goes to the previous Don, {don}.", say("tie.don", don=don))
        elif don:
            winner = yield from break_tie(game, don, leaders, "the previous Don decides")
        elif game.last_placer:
            winner = yield from break_tie(game, game.last_placer, leaders,
                                          "the last player to place a mobster decides")
        else:
            winner = chance_pick(game, leaders, "no previous Don")
        game.show = None
        if winner != don:
            game.emit("don", f"{winner} is elected Don and takes the Don's Ring.", say("don.elected", player=winner),
                      player=winner)
        else:
            game.emit("don", f"{winner} stays Don.", say("don.stays", player=winner), player=winner)
        game.don = winner
    elif don:
        game.emit("don", f"Nobody is in the Mansion: {don} stays Don.", say("don.nobody", player=don))
    else:
        game.emit("don", "Nobody is in the Mansion, so there is no Don yet.", say("don.none"))
        return
    yield from dons_cards(game)


def dons_cards(game):
    don = game.don
    partners = game.sharing(don)
    drawn = game.draw_favor(2 if partners else 1)
    if not drawn:
        game.emit("empty", "The Favor deck is empty: the Don draws nothing.", say("empty"))
        return
    if not partners or len(drawn) == 1:
        game.hands[don] += drawn
        game.emit("don_card", f"{don} shares no location with another family and draws one Favor Card."
                  if not partners else f"{don} draws the last Favor Card.",
                  say("don_card.last" if partners else "don_card.alone", don=don))
        return
    game.drawn = drawn
    a = yield game.ask(don, "keep", [act(don, "keep", c) for c in dict.fromkeys(drawn)],
                       f"{don}: keep one of the two Favor Cards you drew.")
    drawn.remove(a.card)
    game.hands[don].append(a.card)
    give = drawn[0]
    b = yield game.ask(don, "give", [act(don, "give", give, p) for p in partners],
                       f"{don}: give the other card to a player who shares a location with you.")
    game.drawn = []
    game.hands[b.target].append(give)
    game.emit("don_card", f"The Don keeps one card and gives the other to {b.target}.",
              say("don_card.give", to=b.target), to=b.target)
