"""Family Business's simple narration: the texts are in ``data/narration.json`` (a teacher may
reword them); this module says which fields the code gives each one. ``say(key, **fields)``
fills one in.

The fields hold names and numbers as the game shows them: a player ("Ana"), a mobster ("Vito
Genovese"), a family ("the Purple Gang"), a card with its article ("a Contract card").
"""

from __future__ import annotations

from pathlib import Path

from ..core.narration import Narration
from ..core.text import a_an

FIELDS = {
    "setup.start": "cards first", "setup.each": "player family",
    "discard.once": "player card", "discard.again": "player card count",
    "play.on": "player card target", "play.alone": "player card",
    "counter": "player card",
    "cancel.card": "card counter", "cancel.lam": "",
    "massacre": "",
    "safe_house": "player",
    "pay_off": "player",
    "crackdown": "",
    "war.mob_war": "", "war.ambush": "", "war.vendetta": "", "war.breaks_out": "", "war.goes_on": "",
    "truce": "",
    "intrigue.start": "", "intrigue.each": "mobster place",
    "substitution": "on off",
    "no_effect": "player",
    "reshuffle": "",
    "war_over": "",
    "eliminate.massacre": "mobster player", "eliminate.hit": "mobster player", "eliminate.war": "mobster player",
    "out": "player",
    "win": "player",
    "listed.wall": "mobster player", "listed.number": "mobster player place",
    "rescue": "mobster",
    "turncoat.moves": "out back player", "turncoat.same_place": "out back player",
}

NARRATION = Narration(Path(__file__).with_name("data") / "narration.json", "Family Business narration", FIELDS)
say = NARRATION.say


def card_name(name: str) -> str:
    """A card as the narration names it, with its article: "a Contract card"."""
    return a_an(f"{name} card")
