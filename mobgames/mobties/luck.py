"""Mob Ties' chance, as decisions of the ``CHANCE`` player (``core/chance.py``): each Favor Card and
Fed card drawn, and each draw of lots (a tie nobody can break, an FBI Raid with no Don, who places
first). A seeded game answers them as it always has: the card on top of the deck its dice
shuffled, a lot drawn with one roll of the dice.

The steps here are called by the phases: ``Call("favor", {"left": n, "to": player}, then)`` draws up to ``n``
Favor Cards into ``game.drawn``; ``Call("fed", {}, then)`` draws one Fed card (its id is the
answer); ``Call("pick", {"among": [...], "why": ...}, then)`` draws lots (the one picked is the
answer, and a tie-break's draw is told).
"""

from __future__ import annotations

from collections import Counter

from ..core.chance import CHANCE, chance_decision, counted, even
from ..core.decision import Decision
from ..core.flow import STAY, Call, Done
from .action import act
from .narration import say


def _deck_draw(kind: str, deck: list[str], prompt: str, **info) -> Decision:
    """A card off ``deck``: each kind of card as likely as how many of it are left."""
    cards = list(deck)

    def left() -> list[tuple[str, int]]:
        return sorted(Counter(cards).items())

    return chance_decision(kind, prompt, lambda: [act(CHANCE, kind, c) for c, _ in left()],
                           lambda: counted([n for _, n in left()]), **info)


def allowed(game, action) -> bool:
    """Whether chance's ``action`` can happen now, without listing every card (a seeded game
    draws hundreds): a card left in its deck (the one the Dirty Cop saw, if he did), or a lot."""
    d = game.decision
    if d is None or d.player != CHANCE or action.kind != d.kind:
        return False
    if d.kind == "draw":
        card, deck = action.card, game.favor
    elif d.kind == "fed":
        card, deck = action.card, (game.fed[-1:] if game.dirty_cop is not None else game.fed)
    else:
        return action in d.actions
    return card in deck and action == act(CHANCE, d.kind, card)   # (exactly the outcome: no other details)


def take(deck: list[str], card: str) -> None:
    """``card`` leaves ``deck`` (the copy nearest the top: the deck is drawn from its end)."""
    for i in range(len(deck) - 1, -1, -1):
        if deck[i] == card:
            del deck[i]
            return


CERTAIN = counted([1])   # (one outcome, sure to come)


# Favor Cards ---------------------------------------------------------------------------------------
def favor(game, frame):
    """Draw the next of ``frame["left"]`` Favor Cards (an empty deck takes in the shuffled discards)."""
    if frame["left"] <= 0:
        return Done()
    if not game.favor and game.favor_discard:
        game.favor, game.favor_discard = game.favor_discard, []
        game.dice.shuffle(game.favor)
        game.emit("reshuffle", "The Favor deck is empty: the discards are shuffled into a new deck.",
                  say("reshuffle.favor"))
    return "favor_card" if game.favor else Done()


def ask_favor(game, frame) -> Decision:
    to = frame.get("to")
    return _deck_draw("draw", game.favor, f"Chance: the Favor Card {to} draws from the deck.", to=to)


def top_favor(game, frame):
    """The Favor Card a seeded game draws: the top of the deck its dice shuffled."""
    return act(CHANCE, "draw", game.favor[-1])


def favor_drawn(game, frame, a):
    _to_drawn(game, a.card)
    frame["left"] -= 1
    return "favor"


def _to_drawn(game, card: str) -> None:
    take(game.favor, card)
    game.drawn.append(card)


def draw_favors(game, frame, left: int, to: str, then: str):
    """``to`` draws ``left`` Favor Cards into ``game.drawn``, then ``frame`` carries on at ``then``.
    A seeded game whose deck holds enough takes them off its top at once, each still a chance
    outcome in the history (what ``Flow.call`` does for one card: the phases draw often); else
    the "favor" step asks for each, making the deck again from the discards when it runs out."""
    deck = game.favor
    if left > len(deck) or not game.seed_answers_now:
        return Call("favor", {"left": left, "to": to}, then)
    for _ in range(left):
        card = deck[-1]
        game.history.append(act(CHANCE, "draw", card))
        _to_drawn(game, card)
    if then != STAY:
        frame.result = None   # (as the called step's end would leave it)
    return then


# Fed cards -----------------------------------------------------------------------------------------
def ask_fed(game, frame) -> Decision:
    """The next Fed card. Once the Dirty Cop has seen the coming cards, they are what comes (the
    cards drawn this round are the ones he saw: one outcome, certain)."""
    if game.dirty_cop is not None and game.fed:
        top = game.fed[-1]
        return chance_decision("fed", f"Chance: the next Fed card (seen by {game.dirty_cop}).",
                               [act(CHANCE, "fed", top)], CERTAIN)
    return _deck_draw("fed", game.fed, "Chance: the next Fed card from the deck.")


def top_fed(game, frame):
    """The Fed card a seeded game draws: the top of its deck (the Dirty Cop's, too)."""
    return act(CHANCE, "fed", game.fed[-1])


def fed_drawn(game, frame, a):
    take(game.fed, a.card)
    return Done(a.card)


# Drawing lots ----------------------------------------------------------------------------------------
def ask_pick(game, frame) -> Decision:
    among = frame["among"]
    actions = [act(CHANCE, "pick", None, x) for x in among]
    return chance_decision("pick", f"Chance: a draw of lots between {', '.join(among)}.", actions, lambda: even(actions))


def rolled_lot(game, frame):
    """The lot a seeded game draws: one roll of a die with as many faces as there are lots (what
    ``core.chance.pick`` rolls for even odds)."""
    among = frame["among"]
    return act(CHANCE, "pick", None, among[game.dice.roll(len(among)) - 1])


def picked(game, frame, a):
    why = frame.get("why")
    if why:   # (a tie nobody could break: the draw is told; a raid's or the first placer's is told by its own event)
        game.emit("tie", f"Nobody can break the tie ({why}), so a draw picks {a.target}.",
                  say("tie.draw", choice=a.target), choice=a.target)
    return Done(a.target)


def lots(among, why: str | None = None) -> dict:
    """The notes a ``pick`` step is called with."""
    return {"among": list(among), **({"why": why} if why else {})}
