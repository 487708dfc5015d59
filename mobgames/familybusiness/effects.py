"""What each card does once it is played (and answered): the Hit List, Mob Wars and the
multi-step cards, one function per step. The game state's change API (``game.emit``,
``game.eliminate``, ``game.add_to_list``, ``game.ask``, ``game.end_turn``) does the rest.

A card being resolved keeps its details in ``ctx``: the card, who played it (``by``), its target,
any counter played against it, and what the card still has to do (a queue of players to list a
mobster, the mobsters chosen so far).
"""

from __future__ import annotations

from ..core.text import and_list
from .cards import CARDS
from .narration import card_name, say

CONTRACTS = {"contract", "contract_no_mob_power", "contract_no_family_influence", "contract_iron_clad",
             "priority_contract"}


def play_card(game, a) -> None:
    card = CARDS[a.card]
    game.take_card(a.player, a.card)
    target = a.target if a.target in game.players else game.mobsters[a.target].name if a.target else None
    named = card_name(card.name)
    game.emit("play", f"{a.player} plays {named}{f' on {target}' if target else ''}.",
              say("play.on", player=a.player, card=named, target=target) if target
              else say("play.alone", player=a.player, card=named), player=a.player, card=a.card)
    ctx = {"card": a.card, "by": a.player, "target": a.target}
    if card.counters:
        answers = card.counters
        ctx["waiting"] = [p for p in game.opponents(a.player) if not answers.isdisjoint(game.hands[p])]
        return next_counter(game, ctx)
    resolve(game, ctx)


def next_counter(game, ctx: dict) -> None:
    """Opponents holding a Counter card are asked in seating order; the first counter wins."""
    if ctx["waiting"]:
        game.wait_for_counter(ctx["waiting"].pop(0), ctx)
    else:
        resolve(game, ctx)


def answer_counter(game, a, ctx: dict) -> None:
    if a.kind == "pass":
        return next_counter(game, ctx)
    game.take_card(a.player, a.card)   # (replaced once the countered card is carried out: see finish)
    ctx.update(countered=a.card, counter_by=a.player, after=a.player)
    named = card_name(CARDS[a.card].name)
    game.emit("counter", f"{a.player} answers with {named}.", say("counter", player=a.player, card=named),
              player=a.player, card=a.card)
    resolve(game, ctx)


def finish(game, ctx: dict) -> None:
    """The played card is carried out. Only now does a counter's player replace his Counter card
    (the rulebook: after the card's effect is resolved); then he takes the next turn."""
    if ctx.get("counter_by") and not game.winner:
        game.draw(ctx["counter_by"])
    game.end_turn(next_player=ctx.get("after"))


def resolve(game, ctx: dict) -> None:
    """Carry out a played card (after any counter)."""
    card, by, target, countered = ctx["card"], ctx["by"], ctx["target"], ctx.get("countered")
    if card in CONTRACTS or card == "double_contract":
        n = 2 if card == "double_contract" else 1
        queue = [target] * n
        if countered == "family_influence":
            queue = queue[1:]   # the counter saves only the first mobster
            if not queue:
                game.emit("cancel", f"The {CARDS[card].name} is cancelled.", say("cancel.card", card=CARDS[card].name))
        elif countered == "mob_power":
            queue = [by] + queue[1:]   # reversed: the contractor places first
        ctx["queue"] = queue
        return next_listing(game, ctx)
    if card == "hit":
        victims = [m for p in game.active_players for m in game.roster[p]]
        return game.ask(by, "hit", victims, ctx)
    if card == "st_valentines_day_massacre":
        game.emit("massacre", "Everyone on the Hit List is eliminated at once.", say("massacre"))
        for mid in list(game.hit_list):   # one at a time from the wall; stop when one player is left
            if game.winner:
                return
            game.eliminate(mid, "massacre")
    elif card == "double_cross":
        ctx["givers"] = [p for p in game.opponents(by) if game.in_front(p)]
        ctx["given"] = []
        return next_double_cross(game, ctx)
    elif card == "vendetta":
        protected = ctx.get("counter_by") if countered == "safe_house" else None
        if protected:
            game.emit("safe_house", f"{protected}'s mobsters hide in a Safe House: none of them goes on the list.",
                      say("safe_house", player=protected))
        ctx["quota"] = {p: min(2, len(game.in_front(p))) for p in game.opponents(by) if p != protected}
        return next_vendetta(game, ctx)
    elif card == "turncoat":
        return game.ask(by, "turncoat_out", turncoat_out_options(game), ctx)
    elif card == "take_it_on_the_lam":
        if countered == "finger":
            game.emit("cancel", "The Finger gives him away: Take It On the Lam is cancelled.", say("cancel.lam"))
        else:
            game.take_off(target)
    elif card == "police_protection":
        game.take_off(target)
    elif card == "substitution":
        in_play = [m for p in game.active_players for m in game.alive(p) if m != target]
        return game.ask(by, "substitution", in_play, ctx)
    elif card == "intrigue":
        ctx["order"] = []
        return game.ask(by, "intrigue", list(game.hit_list), ctx)
    elif card == "pay_off":
        game.set_hit_list([m for m in game.hit_list if game.mobsters[m].owner != target])
        game.emit("pay_off", f"All of {target}'s mobsters come off the Hit List.", say("pay_off", player=target))
    elif card == "federal_crackdown":
        game.set_hit_list([])
        game.emit("crackdown", "Federal Crackdown: every mobster on the Hit List goes home.", say("crackdown"))
    elif card == "mob_war":
        game.set_war(1)
        game.emit("war", "A Mob War starts (or goes back to the normal rate): one mobster dies at the start "
                         "of every turn.", say("war.mob_war"))
    elif card == "ambush":
        game.set_war(2)
        game.emit("war", "Ambush! The Mob War runs at double rate: two mobsters die at the start of every turn.",
                  say("war.ambush"))
    elif card == "truce":
        game.set_war(0)
        game.emit("truce", "Truce: the Mob War stops.", say("truce"))
        game.check_war()
    finish(game, ctx)


# Multi-step choices ---------------------------------------------------------------------------

def choose(game, a, ctx: dict) -> None:
    choice, stage = a.target, ctx["stage"]
    if stage == "listing":
        game.add_to_list(choice, front=ctx["card"] == "priority_contract")
        return next_listing(game, ctx)
    if stage == "double_cross_give":
        ctx["given"].append(choice)
        return next_double_cross(game, ctx)
    if stage == "double_cross_order":
        ctx["given"].remove(choice)
        game.add_to_list(choice)
        return next_double_cross(game, ctx)
    if stage == "vendetta":
        ctx["quota"][game.mobsters[choice].owner] -= 1
        game.add_to_list(choice)
        return next_vendetta(game, ctx)
    if stage == "intrigue":
        ctx["order"].append(choice)
        rest = [m for m in game.hit_list if m not in ctx["order"]]
        if len(rest) > 1:
            return game.ask(ctx["by"], "intrigue", rest, ctx)
        game.set_hit_list(ctx["order"] + rest)
        names = [game.mobsters[m].name for m in game.hit_list]
        game.emit("intrigue", "The Hit List is rearranged: " + and_list(names) + ".",
                  " ".join([say("intrigue.start")] + [say("intrigue.each", mobster=n, place=i) for i, n in enumerate(names, 1)]))
        return finish(game, ctx)
    if stage == "hit":
        game.eliminate(choice, "hit")
        if game.winner:
            return None
        ctx["queue"] = [ctx["by"]]   # and the hitter lists one of his own
        return next_listing(game, ctx)
    if stage == "substitution":
        off, on = ctx["target"], choice
        listed = [m for m in game.hit_list if m != on]
        listed[listed.index(off)] = on
        game.set_hit_list(listed)
        on_name, off_name = game.mobsters[on].name, game.mobsters[off].name
        game.emit("substitution", f"{on_name} takes {off_name}'s place on the Hit List.",
                  say("substitution", on=on_name, off=off_name))
        return finish(game, ctx)
    if stage == "turncoat_out":
        ctx["out"] = choice
        return game.ask(ctx["by"], "turncoat_back", list(game.dead), ctx)
    if stage == "turncoat_back":
        ctx["back"] = choice
        after = game.options.turncoat == "after"   # count once the discarded mobster has gone
        return game.ask(ctx["by"], "turncoat_to", fewest(game, ctx["out"] if after else None), ctx)
    if stage == "turncoat_to":
        return game.turncoat(ctx["out"], ctx["back"], choice)
    raise AssertionError(f"unknown stage {stage!r}")   # pragma: no cover - stages are the engine's own


def next_listing(game, ctx: dict) -> None:
    while ctx["queue"]:
        chooser = ctx["queue"].pop(0)
        options = game.in_front(chooser)
        if options:
            return game.ask(chooser, "listing", options, ctx)
        game.emit("no_effect", f"{chooser} has no mobster left to put on the Hit List.", say("no_effect", player=chooser))
    finish(game, ctx)


def next_double_cross(game, ctx: dict) -> None:
    if ctx["givers"]:
        giver = ctx["givers"].pop(0)
        return game.ask(giver, "double_cross_give", game.in_front(giver), ctx)
    if ctx["given"]:
        if len(ctx["given"]) == 1:
            game.add_to_list(ctx["given"].pop())
        else:
            return game.ask(ctx["by"], "double_cross_order", ctx["given"], ctx)
    finish(game, ctx)


def next_vendetta(game, ctx: dict) -> None:
    options = [m for p, q in ctx["quota"].items() if q > 0 for m in game.in_front(p)]
    if options and not game.winner:
        return game.ask(ctx["by"], "vendetta", options, ctx)
    game.set_war(2)
    game.emit("war", "Vendetta! A Mob War at double rate: two mobsters die at the start of every turn.", say("war.vendetta"))
    finish(game, ctx)


def counts(game) -> dict[str, int]:
    return {p: len(game.alive(p)) for p in game.active_players}


def turncoat_out_options(game) -> list[str]:
    c = counts(game)
    most = max(c.values())
    return [m for p, n in c.items() if n == most for m in game.alive(p)]


def fewest(game, leaving: str | None = None) -> list[str]:
    """The players with the fewest mobsters in play; with ``leaving``, counted as if that mobster
    had already gone (a player it leaves with none is out, so not counted)."""
    c = counts(game)
    if leaving is not None:
        owner = game.mobsters[leaving].owner
        c[owner] -= 1
        if not c[owner]:
            del c[owner]
    least = min(c.values())
    return [p for p, n in c.items() if n == least]
