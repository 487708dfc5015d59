"""The steps of a Family Business turn: the start of a turn, a card played and answered, what
each card does (``EFFECTS``), the choices the multi-step cards ask for (``CHOICES``) and the end
of the turn. ``flow.FLOW`` declares them as the game's flow; the game state's change API
(``game.emit``, ``game.eliminate``, ``game.add_to_list``) does the rest.
"""

from __future__ import annotations

from ..core.flow import STAY, Call, Done, next_seat
from ..core.text import and_list
from .cards import CARDS
from .narration import card_name, say
from .action import draw as draw_action

HAND = 5   # cards each player is dealt, and holds

CONTRACTS = {"contract", "contract_no_mob_power", "contract_no_family_influence", "contract_iron_clad",
             "priority_contract"}


# The turn ------------------------------------------------------------------------------------------
# Each function is a step of the flow (``flow.FLOW``): it changes the game through its change API
# and returns the name of the next step. The frame's notes hold the card being resolved (the old
# ``ctx``): the card, who played it (``by``), its target, any counter, and what it still has to do.

def start_turn(game, frame) -> str:
    """The start of the current player's turn: Mob War eliminations, then the draw."""
    frame.clear()
    if game.war:
        for _ in range(game.war):
            if not game.hit_list or game.winner:
                break
            game.eliminate(game.hit_list[0], "war")
        if not game.hit_list and game.war:
            game.set_war(0)
            game.emit("war_over", "The Hit List is empty: the Mob War is over.", say("war_over"))
            game.check_war()
    if game.winner or game.current in game.eliminated:
        return "end"
    return draw_for(game, frame, game.current, "play")


def deal(game, frame) -> str | Call:
    """The deal: five cards each, one at a time round the table from the dealer."""
    dealt, players = frame.get("dealt", 0), game.players
    if dealt == HAND * len(players):
        return "turn"
    frame["dealt"] = dealt + 1
    return draw_for(game, frame, players[dealt % len(players)], STAY)


def draw_for(game, frame, to: str, then: str):
    """``to`` draws a card, then ``frame`` carries on at ``then``: straight from the deck (the
    chance question "card"), or through ``draw`` when the deck is empty and must be made again."""
    deck = game.deck
    if deck and game.seed_answers_now:   # (what ``Flow.call`` does, in short: a draw on every turn)
        card = deck[-1]
        game.history.append(draw_action(card))
        game.deal_card(to, card)
        if then != STAY:
            frame.result = None   # (as the called step's end would leave it)
        return then
    return game.FLOW.call(game, frame, "card" if deck else "draw", {"to": to}, then)


def draw(game, frame) -> str | Done:
    """A card for ``frame["to"]``: an empty deck is made again from the discards first."""
    if not game.deck:
        game.reshuffle()
    return "card" if game.deck else Done()


def drawn(game, frame, a) -> Done:
    game.deal_card(frame["to"], a.card)
    return Done()


def end_turn(game, frame) -> str:
    """The turn passes: to the counter's player when a counter won (``after``), else clockwise."""
    if game.winner:
        return "turn"   # (the runner stops: the game is over)
    if game.war and not game.hit_list:
        game.set_war(0)
        game.emit("war_over", "The Hit List is empty: the Mob War is over.", say("war_over"))
    game.check_war()
    after = frame.get("after")
    game.turn = game.players.index(after if after is not None else next_seat(game.players, game.current, game.eliminated))
    return "turn"


def discard(game, frame, a) -> str:
    game.take_card(a.player, a.card)
    named = card_name(CARDS[a.card].name)
    game.emit("discard", f"{a.player} discards {named} without playing it.", say("discard", player=a.player, card=named))
    return "end"


def play_card(game, frame, a) -> str:
    card = CARDS[a.card]
    game.take_card(a.player, a.card)
    target = a.target if a.target in game.players else game.mobsters[a.target].name if a.target else None
    named = card_name(card.name)
    game.emit("play", f"{a.player} plays {named}{f' on {target}' if target else ''}.",
              say("play.on", player=a.player, card=named, target=target) if target
              else say("play.alone", player=a.player, card=named), player=a.player, card=a.card)
    frame.update(card=a.card, by=a.player, target=a.target)
    if card.counters:
        answers = card.counters
        frame["waiting"] = [p for p in game.opponents(a.player) if not answers.isdisjoint(game.hands[p])]
        return "counters"
    return "resolve"


def next_counter(game, frame) -> str:
    """Opponents holding a Counter card are asked in seating order; the first counter wins."""
    if frame["waiting"]:
        frame["answering"] = frame["waiting"].pop(0)
        return "counter"
    return "resolve"


def pass_counter(game, frame, a) -> str:
    return "counters"


def counter(game, frame, a) -> str:
    game.take_card(a.player, a.card)   # (replaced once the countered card is carried out: see finish)
    frame.update(countered=a.card, counter_by=a.player, after=a.player)
    named = card_name(CARDS[a.card].name)
    game.emit("counter", f"{a.player} answers with {named}.", say("counter", player=a.player, card=named),
              player=a.player, card=a.card)
    return "resolve"


def finish(game, frame) -> str:
    """The played card is carried out. Only now does a counter's player replace his Counter card
    (the rulebook: after the card's effect is resolved); then he takes the next turn."""
    if frame.get("counter_by") and not game.winner:
        return draw_for(game, frame, frame["counter_by"], "end")
    return "end"


def ask(frame, stage: str, chooser: str, options) -> str:
    """Ask ``chooser`` to pick one of ``options`` at ``stage`` (a step of the flow)."""
    frame.update(stage=stage, chooser=chooser, options=list(options))
    return stage


# What each card does once played (and answered) ----------------------------------------------------

def contract(game, frame) -> str:
    card, by, countered = frame["card"], frame["by"], frame.get("countered")
    queue = [frame["target"]] * (2 if card == "double_contract" else 1)
    if countered == "family_influence":
        queue = queue[1:]   # the counter saves only the first mobster
        if not queue:
            game.emit("cancel", f"The {CARDS[card].name} is canceled.", say("cancel.card", card=CARDS[card].name))
    elif countered == "mob_power":
        queue = [by] + queue[1:]   # reversed: the contractor places first
    frame["queue"] = queue
    return "listing_next"


def hit(game, frame) -> str:
    return ask(frame, "hit", frame["by"], [m for p in game.active_players for m in game.roster[p]])


def massacre(game, frame) -> str:
    game.emit("massacre", "Everyone on the Hit List is eliminated at once.", say("massacre"))
    for mid in list(game.hit_list):   # one at a time from the wall; stop when one player is left
        if game.winner:
            break
        game.eliminate(mid, "massacre")
    return "finish"


def double_cross(game, frame) -> str:
    frame.update(givers=[p for p in game.opponents(frame["by"]) if game.in_front(p)], given=[])
    return "double_cross_next"


def vendetta(game, frame) -> str:
    protected = frame.get("counter_by") if frame.get("countered") == "safe_house" else None
    if protected:
        game.emit("safe_house", f"{protected}'s mobsters hide in a Safe House: none of them goes on the list.",
                  say("safe_house", player=protected))
    frame["quota"] = {p: min(2, len(game.in_front(p))) for p in game.opponents(frame["by"]) if p != protected}
    return "vendetta_next"


def turncoat(game, frame) -> str:
    return ask(frame, "turncoat_out", frame["by"], turncoat_out_options(game))


def lam(game, frame) -> str:
    if frame.get("countered") == "finger":
        game.emit("cancel", "The Finger gives him away: Take It On the Lam is canceled.", say("cancel.lam"))
    else:
        game.take_off(frame["target"])
    return "finish"


def protection(game, frame) -> str:
    game.take_off(frame["target"])
    return "finish"


def substitution(game, frame) -> str:
    target = frame["target"]
    return ask(frame, "substitution", frame["by"], [m for p in game.active_players for m in game.alive(p) if m != target])


def intrigue(game, frame) -> str:
    frame["order"] = []
    return ask(frame, "intrigue", frame["by"], game.hit_list)


def pay_off(game, frame) -> str:
    target = frame["target"]
    game.set_hit_list([m for m in game.hit_list if game.mobsters[m].owner != target])
    game.emit("pay_off", f"All of {target}'s mobsters come off the Hit List.", say("pay_off", player=target))
    return "finish"


def crackdown(game, frame) -> str:
    game.set_hit_list([])
    game.emit("crackdown", "Federal Crackdown: every mobster on the Hit List goes home.", say("crackdown"))
    return "finish"


def mob_war(game, frame) -> str:
    game.set_war(1)
    game.emit("war", "A Mob War starts (or goes back to the normal rate): one mobster dies at the start "
                     "of every turn.", say("war.mob_war"))
    return "finish"


def ambush(game, frame) -> str:
    game.set_war(2)
    game.emit("war", "Ambush! The Mob War runs at double rate: two mobsters die at the start of every turn.",
              say("war.ambush"))
    return "finish"


def truce(game, frame) -> str:
    game.set_war(0)
    game.emit("truce", "Truce: the Mob War stops.", say("truce"))
    game.check_war()
    return "finish"


EFFECTS = {**dict.fromkeys(CONTRACTS | {"double_contract"}, contract), "hit": hit,
           "st_valentines_day_massacre": massacre, "double_cross": double_cross, "vendetta": vendetta,
           "turncoat": turncoat, "take_it_on_the_lam": lam, "police_protection": protection,
           "substitution": substitution, "intrigue": intrigue, "pay_off": pay_off, "federal_crackdown": crackdown,
           "mob_war": mob_war, "ambush": ambush, "truce": truce}   # every card a player plays (not the counters)


def resolve(game, frame) -> str:
    """Carry out a played card (after any counter): the card's own step, from ``EFFECTS``."""
    effect = EFFECTS.get(frame["card"])
    return effect(game, frame) if effect is not None else "finish"


# The choices the multi-step cards ask for ------------------------------------------------------------

def listed(game, frame, a) -> str:
    game.add_to_list(a.target, front=frame["card"] == "priority_contract")
    return "listing_next"


def given(game, frame, a) -> str:
    frame["given"].append(a.target)
    return "double_cross_next"


def ordered(game, frame, a) -> str:
    frame["given"].remove(a.target)
    game.add_to_list(a.target)
    return "double_cross_next"


def vendetta_pick(game, frame, a) -> str:
    frame["quota"][game.mobsters[a.target].owner] -= 1
    game.add_to_list(a.target)
    return "vendetta_next"


def intrigue_pick(game, frame, a) -> str:
    frame["order"].append(a.target)
    rest = [m for m in game.hit_list if m not in frame["order"]]
    if len(rest) > 1:
        return ask(frame, "intrigue", frame["by"], rest)
    game.set_hit_list(frame["order"] + rest)
    names = [game.mobsters[m].name for m in game.hit_list]
    game.emit("intrigue", "The Hit List is rearranged: " + and_list(names) + ".",
              " ".join([say("intrigue.start")] + [say("intrigue.each", mobster=n, place=i) for i, n in enumerate(names, 1)]))
    return "finish"


def hit_pick(game, frame, a) -> str:
    game.eliminate(a.target, "hit")
    frame["queue"] = [frame["by"]]   # and the hitter lists one of his own
    return "listing_next"


def substitute(game, frame, a) -> str:
    off, on = frame["target"], a.target
    listed = [m for m in game.hit_list if m != on]
    listed[listed.index(off)] = on
    game.set_hit_list(listed)
    on_name, off_name = game.mobsters[on].name, game.mobsters[off].name
    game.emit("substitution", f"{on_name} takes {off_name}'s place on the Hit List.",
              say("substitution", on=on_name, off=off_name))
    return "finish"


def turncoat_out(game, frame, a) -> str:
    frame["out"] = a.target
    return ask(frame, "turncoat_back", frame["by"], game.dead)


def turncoat_back(game, frame, a) -> str:
    frame["back"] = a.target
    after = game.options.turncoat == "after"   # count once the discarded mobster has gone
    return ask(frame, "turncoat_to", frame["by"], fewest(game, frame["out"] if after else None))


def turncoat_to(game, frame, a) -> str:
    game.turncoat(frame["out"], frame["back"], a.target)
    return "end"


CHOICES = {"listing": listed, "double_cross_give": given, "double_cross_order": ordered, "vendetta": vendetta_pick,
           "intrigue": intrigue_pick, "hit": hit_pick, "substitution": substitute, "turncoat_out": turncoat_out,
           "turncoat_back": turncoat_back, "turncoat_to": turncoat_to}   # each stage's answer


def next_listing(game, frame) -> str:
    queue = frame["queue"]
    while queue:
        chooser = queue.pop(0)
        options = game.in_front(chooser)
        if options:
            return ask(frame, "listing", chooser, options)
        game.emit("no_effect", f"{chooser} has no mobster left to put on the Hit List.", say("no_effect", player=chooser))
    return "finish"


def next_double_cross(game, frame) -> str:
    if frame["givers"]:
        giver = frame["givers"].pop(0)
        return ask(frame, "double_cross_give", giver, game.in_front(giver))
    if frame["given"]:
        if len(frame["given"]) == 1:
            game.add_to_list(frame["given"].pop())
        else:
            return ask(frame, "double_cross_order", frame["by"], frame["given"])
    return "finish"


def next_vendetta(game, frame) -> str:
    options = [m for p, q in frame["quota"].items() if q > 0 for m in game.in_front(p)]
    if options and not game.winner:
        return ask(frame, "vendetta", frame["by"], options)
    game.set_war(2)
    game.emit("war", "Vendetta! A Mob War at double rate: two mobsters die at the start of every turn.", say("war.vendetta"))
    return "finish"


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
