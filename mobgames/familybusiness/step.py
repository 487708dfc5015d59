"""The questions a Family Business game asks, as the one ``Decision`` every game uses: who acts,
and on what (a card to play, a counter, a choice a card asks for), with its prompt and details
written only when read (a question is asked on every action; random play never reads them).

The engine's own notes (which opponents still hold a Counter card that answers the card) stay in
its agenda: a decision shows every player the same thing."""

from __future__ import annotations

from collections import Counter

from ..core.chance import chance_decision, counted
from ..core.decision import Decision
from ..core.text import a_an
from . import choices
from .action import draw
from .cards import CARDS

PROMPTS = {
    "listing": "{p}: choose which of your mobsters goes on the Hit List ({by} played {card}).",
    "double_cross_give": "{p}: Double Cross. Choose which of your mobsters you must hand over to {by}.",
    "double_cross_order": "{p}: Double Cross. Choose the next of the handed-over mobsters for the Hit List.",
    "vendetta": "{p}: Vendetta. Choose the next rival mobster for the Hit List (up to two from each family).",
    "intrigue": "{p}: Intrigue. Choose the mobster for the next place on the Hit List, counting from the wall.",
    "hit": "{p}: Hit. Choose the mobster to eliminate.",
    "substitution": "{p}: Substitution. Choose who takes {target}'s place on the Hit List.",
    "turncoat_out": "{p}: Turncoat. Choose the mobster who goes, from the biggest family.",
    "turncoat_back": "{p}: Turncoat. Choose the dead mobster who comes back.",
    "turncoat_to": "{p}: Turncoat. Choose which of the smallest families he joins.",
}



def play(player: str) -> Decision:
    """The turn's question: play one of your cards, or discard one (listed from the hand when asked)."""
    return Decision(player, "play", lambda: f"{player}: play one of your cards, or discard one.")


def counter(game, notes: dict) -> Decision:
    """Will this opponent answer the card with a Counter card?"""
    p, card, by = notes["answering"], notes["card"], notes["by"]
    return Decision(p, "counter",
                    lambda: f"{p}: {by} plays {CARDS[card].name}. Answer it with a Counter card, or let it pass.",
                    lambda: {"card": card, "by": by, **({"target": notes["target"]} if "target" in notes else {})},
                    choices.counters(game, p, card))


def choice(game, stage: str, notes: dict) -> Decision:
    """A choice a card asks for (``stage``: "hit", "vendetta" ...), with its options listed."""
    p, card, by, options = notes["chooser"], notes["card"], notes["by"], tuple(notes["options"])
    target = notes.get("target")
    mobsters = game.mobsters

    def prompt() -> str:
        named = mobsters[target].name if target in mobsters else target
        return PROMPTS[stage].format(p=p, by=by, card=a_an(CARDS[card].name), target=named)

    return Decision(p, stage, prompt,
                    lambda: {"card": card, "by": by, "options": list(options),
                             **({"target": target} if target is not None else {})},
                    choices.choose(p, options))


def card(game, frame) -> Decision:
    """Chance: which card ``frame["to"]`` draws, each as likely as how many are left in the deck."""
    deck, to = list(game.deck), frame["to"]

    def left() -> list[tuple[str, int]]:
        return sorted(Counter(deck).items())

    return chance_decision("draw", lambda: f"Chance: the card {to} draws from the deck.",
                           lambda: [draw(c) for c, _ in left()], lambda: counted([n for _, n in left()]), to=to)
