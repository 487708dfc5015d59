"""Ready-made positions for the tutorial: every card played once, and a Mob War to step through.

``card_example(card)`` sets up a small three-player position, plays the card (and any answer
to it) and returns the game; its log tells the story. ``war_example()`` returns a game where six
mobsters are already on the Hit List, so a Mob War is on.
"""

from __future__ import annotations

from ..core.errors import MobgamesError
from .bots import simple_bot
from .cards import CARDS
from .game import Action, FBGame, new_game

PLAYERS = ["Ana", "Ben", "Chen"]
FILLER = ["contract"] * 6


def _game(hands: dict, **kw) -> FBGame:
    g = new_game(PLAYERS, seed=1)
    full = {p: hands.get(p, ["contract"] if p != "Ana" else []) for p in PLAYERS}
    g.arrange(hands=full, deck=FILLER, turn="Ana", **kw)
    return g


def card_example(card: str) -> FBGame:
    """A game in which ``card`` has just been played (counters: played in answer to their card)."""
    if card not in CARDS:
        raise MobgamesError(f"There is no card called '{card}'.")
    g0 = new_game(PLAYERS, seed=1)
    ana, ben, chen = (g0.in_front(p) for p in PLAYERS)
    counter_for = {"family_influence": "contract", "mob_power": "contract", "finger": "take_it_on_the_lam",
                   "safe_house": "vendetta"}
    played = counter_for.get(card, card)
    answer = card if card in counter_for else None
    listed = {"police_protection": [ben[0], ana[0]], "take_it_on_the_lam": [ben[0], ana[0]],
              "substitution": [ana[0], ben[0]], "intrigue": [ana[0], ben[0], chen[0]],
              "pay_off": [ana[0], ben[0], ana[1]], "federal_crackdown": [ana[0], ben[0], chen[0]],
              "st_valentines_day_massacre": [ben[0], chen[0], ben[1]], "truce": [ben[0]],
              "turncoat": [ben[0]], "priority_contract": [chen[0]], "mob_war": [ben[0], chen[0]], "ambush": [ben[0], chen[0], ben[1]]}.get(played, [])
    dead = [chen[5], chen[6], chen[7]] if played == "turncoat" else []
    war = 1 if played == "truce" else None
    hands = {"Ana": [played], "Ben": [answer] if answer else ["contract"]}
    g = _game(hands, hit_list=listed, dead=dead, war=war)
    target = {"police_protection": ana[0], "take_it_on_the_lam": ana[0], "substitution": ana[0],
              "pay_off": "Ana"}.get(played)
    if played in ("contract", "contract_no_mob_power", "contract_no_family_influence", "contract_iron_clad",
                  "priority_contract", "double_contract"):
        target = "Ben"
    g.apply(Action("Ana", "play", played, target))
    if answer:
        g.apply(Action("Ben", "counter", answer))
    # The choices the card asks for are made as a plain player would (the simple bot).
    for _ in range(12):
        d = g.decision
        if d is None or d.kind in ("play", "counter"):
            break   # the card's own choices are made
        g.apply(simple_bot(g))
    return g


def war_example() -> FBGame:
    """Six mobsters on the Hit List: a Mob War is on, one death at the start of every turn."""
    g0 = new_game(PLAYERS, seed=1)
    ana, ben, chen = (g0.in_front(p) for p in PLAYERS)
    listed = [ben[0], chen[0], ana[0], ben[1], chen[1], ben[2]]
    g = _game({"Ana": ["contract"], "Ben": ["contract"], "Chen": ["contract"]}, hit_list=listed, war=1)
    return g
