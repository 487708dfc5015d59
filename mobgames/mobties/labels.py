"""Mob Ties actions in words: what a button or a step heading says for each action the engine
lists ("Vote for Green", "Move the Capo from the Docks to Kitty's"), read from the position
before the action is applied. ``MTGame.describe`` and every view use it."""

from __future__ import annotations

from ..core.contract import GameState
from ..core.chance import CHANCE
from ..core.events import worded
from .action import Action
from .cards import BOARD, FAVOR, FED, KINDS, place_name, racket_value
from .deals import bought

def mobster_name(game: GameState, mobster: str) -> str:
    """The kind of a mobster, as the cards name it: "Capo", "Hit Man"."""
    return KINDS[game.mobsters[mobster].kind].name


def card_name(card: str) -> str:
    """A Favor Card's name (an unknown id as it is)."""
    return FAVOR[card].name if card in FAVOR else card


# The kinds whose words never depend on the position.
FIXED = {"bribe": "Give it up to bribe the Dirty Cop", "agree": "Agree to split the racket",
         "refuse": "Refuse to split", "forfeit": "Hand over the racket", "take": "Take the hit"}


def describe(game: GameState, a: Action) -> str:
    """A button label in plain English: "Vote for Green", "Move the Capo from the Docks to Kitty's"."""
    d = game.decision
    show = game.show
    k = a.kind
    if k == "place":
        return f"Place the {mobster_name(game, a.target)} in {place_name(a.where)}"
    if k == "move":
        return f"Move the {mobster_name(game, a.target)} from {place_name(game.where[a.target])} to {place_name(a.where)}"
    if k == "vote":
        return f"Vote {'against' if show and show.purpose == 'pinch' else 'for'} {a.target}"
    if k == "tie":
        if show and show.purpose == "pinch":
            return f"Break the tie: {a.target} is pinched"
        return f"Break the tie for {a.target}"
    if k == "keep":
        return f"Keep {card_name(a.card)}"
    if k == "give":
        return f"Give {card_name(a.card)} to {a.target}"
    if k == "collect":
        return f"Collect the ${racket_value(a.where, game.n)}k"
    if k in FIXED:
        return FIXED[k]
    if k == "rob":
        return f"Play Armed Robbery on {a.target}"
    if k == "fight":
        return worded(f"Refuse: face a level {FAVOR['armed_robbery'].level} attack", "Refuse and fight")
    if k == "buy":
        return worded(f"Buy a Favor Card (${BOARD['card_price']}k)", "Buy a Favor Card")
    if k == "swap":
        swap = f"Swap {card_name(a.card)} and {card_name(a.target)}"
        return worded(f"{swap} (draw two, keep one)", swap)
    if k == "done":
        return "Pay no more bail" if d and d.kind == "bail" else "Stop buying"
    if k == "raid":
        return f"Send the FBI Raid to {place_name(a.where)}"
    if k == "weapon":
        feds = FAVOR[a.card].feds
        return worded(f"Use the {card_name(a.card)} (removes {feds} Fed{'s' if feds != 1 else ''})",
                      f"Use the {card_name(a.card)}")
    if k == "pinch":
        return f"Give up the {mobster_name(game, a.target)} to the Feds"
    if k == "defend":
        return worded(f"Defend with {card_name(a.card)} (level {FAVOR[a.card].level})", f"Defend with {card_name(a.card)}")
    if k == "sacrifice":
        return f"The {mobster_name(game, a.target)} takes the bullet"
    if k == "bail":
        m = game.mobsters[a.target]
        return f"Pay ${KINDS[m.kind].bail}k bail for the {KINDS[m.kind].name}"
    if k == "attack":
        return f"Attack {a.target} in {place_name(a.where)} with your {card_name(a.card)} card"
    if k == "play" and a.card == "drive_by":
        return "Play Drive-by on the Streets"
    if k == "play" and a.card == "tony_goldstein":
        return f"Play Tony Goldstein: free the {mobster_name(game, a.target)}"
    if k == "drive":
        rider = f" and the {mobster_name(game, a.target)}" if a.target else ""
        return f"Drive the Driver{rider} to {place_name(a.where)}"
    if k == "pass":
        return "Don't rob" if d and d.kind == "robbery" else "Pass: end your action turn"
    if k == "answer":
        return "Accept" if a.get("accept") is True else "Decline"
    if a.player == CHANCE:   # (a chance outcome: the card that comes, the lot that is drawn)
        if k == "fed":
            return f"The Fed card is {FED[a.card].name}" if a.card in FED else f"The Fed card is {a.card}"
        if k == "draw":
            to = d.info.get("to") if d is not None and d.player == CHANCE and d.kind == "draw" else None
            return f"{to} draws {card_name(a.card)}" if to else f"Draw {card_name(a.card)}"
        return f"The draw picks {a.target}"
    if k in ("deal", "offer"):   # "Pay Blue $25k for a vote for Green", "Offer Red $10k for the tie-break for Blue"
        payee, vote = a.get("payee"), a.get("vote")
        words = f"{'Pay' if k == 'deal' else 'Offer'} {payee} ${a.get('amount')}k"
        if vote is None or show is None:
            return words
        what, side = bought(game, payee)
        return f"{words} for {'a vote' if what == 'vote' else 'the tie-break'} {side} {vote}"
    return str(a)
