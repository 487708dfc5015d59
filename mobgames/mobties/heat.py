"""Phase six, Bail (players buy their mobsters out of the Prison, into the Streets), and phase
seven, the Heat: when the Prison and the Morgue hold as many mobsters as there are players, the
Heat rises and they are cleared, the Prison first; the third rise ends the game. Also the end
of the game and its scores."""

from __future__ import annotations

from ..core.text import and_list, counted
from ..core.flow import Done
from .action import act
from .ask import Ask
from .cards import BOARD, KINDS
from .narration import say
from .rules import MAIN

PRISON = ("prison",)


def bail(game, frame):
    frame.update(order=game.order, i=0)
    return "bailer"


def can_bail(game, p: str) -> list[str]:
    cash, mobsters = game.cash[p], game.mobsters
    return [m for m in game.family(p, PRISON) if KINDS[mobsters[m].kind].bail <= cash]


def bailer(game, frame):
    """The next player who can pay bail for a mobster in the Prison is asked."""
    order = frame["order"]
    while frame["i"] < len(order):
        jailed = can_bail(game, order[frame["i"]])
        if jailed:
            frame.ready = jailed
            return "bail_pay"
        frame["i"] += 1
    return Done()


def ask_bail(game, frame):
    p = frame["order"][frame["i"]]
    jailed = frame.take_ready() or can_bail(game, p)
    return Ask(p, "bail", [act(p, "bail", None, m) for m in jailed] + [act(p, "done")],
                    lambda: f"{p}: pay bail for a mobster in the Prison, or stop.")


def bail_done(game, frame, a):
    frame["i"] += 1
    return "bailer"


def pay_bail(game, frame, a):
    p, mobsters = a.player, game.mobsters
    price = KINDS[mobsters[a.target].kind].bail
    game.cash[p] -= price
    game.bank += price
    game.put(a.target, "streets")
    name = mobsters[a.target].name
    game.emit("bail", f"{p} pays ${price}k bail: {name} is out, in the Streets.",
              say("bail", player=p, price=price, mobster=name), mobster=a.target)
    return "bailer"


def heat_phase(game, frame):
    heat(game)
    return Done()


def heat(game) -> None:
    """The Heat phase (no choices in it)."""
    count = game.heat_count()
    n = game.n
    if count < n:
        game.emit("heat", f"The Prison and the Morgue hold {counted(count, 'mobster')}, fewer than the {n} players: "
                  f"the Heat stays at level {game.heat}.",
                  say("heat.stays", count=counted(count, "mobster"), players=n, heat=game.heat))
    else:
        game.rises += 1
        cleared = game.at("prison")
        cleared += game.at("morgue")[:max(0, n - len(cleared))]
        for m in cleared:
            game.put(m, "cleared")
        left = game.count_at("morgue")
        if game.rises >= BOARD["heat_levels"]:
            return finish(game, f"The Prison and the Morgue hold {counted(count, 'mobster')}: the Heat would rise "
                                "a third time, so the game ends.", say("heat.end", count=counted(count, "mobster")))
        game.heat += 1
        were = "is" if len(cleared) == 1 else "are"
        game.emit("heat", f"The Heat rises to level {game.heat}: {counted(len(cleared), 'mobster')} {were} cleared "
                          "from the board"
                  + (f", {left} {'stays' if left == 1 else 'stay'} in the Morgue and count{'s' if left == 1 else ''} "
                     "towards the next rise." if left else "."),
                  " ".join([say("heat.rises", heat=game.heat, cleared=counted(len(cleared), "mobster"))]
                           + ([say("heat.left", left=counted(left, "mobster"))] if left else [])), heat=game.heat)
    if len(game.closed) == len(MAIN):
        # No Feds can come and no racket pays: nothing can make the Heat rise again.
        finish(game, "Every location is closed by the Feds, so the game ends with this round.", say("heat.all_closed"))


def finish(game, why: str, simple: str | None = None) -> None:
    """The game ends: the final cash is counted and the winners named."""
    game.over, game.phase = True, "over"
    game.emit("heat", why, simple)
    scores = game.scores()
    ranked = sorted(game.players, key=lambda q: -scores[q])
    value = BOARD["respect_value"]
    game.emit("score", f"Final cash, counting ${value}k per point of respect still on the board: "
              + and_list([f"{p} ${scores[p]}k" for p in ranked]) + ".",
              " ".join([say("score.start", value=value)] + [say("score.each", player=p, cash=scores[p]) for p in ranked]),
              scores=scores)
    won = game.winners
    game.emit("win", f"{and_list(won)} {'wins the game' if len(won) == 1 else 'tie for the win'}!",
              say("win.one", player=won[0]) if len(won) == 1 else say("win.tie", players=and_list(won)))
