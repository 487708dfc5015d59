"""Mob Ties' simple narration: the texts are in ``data/narration.json`` (a teacher may reword
them); this module says which fields the code gives each one. ``say(key, **fields)`` fills one in.

The fields hold names and numbers as the game shows them: a player ("Red"), a mobster ("Red's
Capo"), a place ("the Docks", "Kitty's"), a card with its article ("a Car Bomb card"), money
without its $ and k ("25"), a count with its noun ("2 Feds").
"""

from __future__ import annotations

from pathlib import Path

from ..core.narration import Narration

FIELDS = {
    "setup.honor": "players cards cash first", "setup.all_bets": "players cards cash first",
    "arrange": "phase round",
    "phase": "round phase",
    "place": "player kind place",
    "show.start": "place", "show.each": "player respect",
    "vote.for": "voter respect choice", "vote.against": "voter respect choice",
    "tally.election": "", "tally.racket": "", "tally.pinch": "",
    "tally.for": "player total", "tally.against": "player total",
    "tie.don": "don", "tie.for": "chooser choice", "tie.against": "chooser choice", "tie.draw": "choice",
    "don.elected": "player", "don.stays": "player", "don.nobody": "player", "don.none": "",
    "skip.closed": "", "skip.closed_don": "don", "skip.move": "player",
    "empty": "",
    "don_card.alone": "don", "don_card.last": "don", "don_card.give": "to",
    "racket": "place value",
    "bribe": "player value",
    "cash.first_blood": "player amount", "cash.collect": "player amount place", "cash.share": "player amount place",
    "cash.hand_over": "winner player amount", "cash.fight": "player amount",
    "split.refuse": "player", "split.odd": "amount",
    "play.attack": "player target place card level", "play.drive_by": "player card",
    "play.tony": "player card mobster", "play.robbery": "player card winner place",
    "pass": "player",
    "drive.alone": "player start end", "drive.with": "player kind start end",
    "miss": "player place",
    "defend": "player card level",
    "kill": "mobster",
    "buy": "player price",
    "swap": "player",
    "move": "player kind start end",
    "fed.closed": "card", "fed.location": "feds place total", "fed.crackdown": "", "fed.raid": "feds place",
    "fed.raid_closed": "", "fed.backwards": "", "fed.usual": "",
    "closed.location": "place feds", "closed.mansion": "place feds",
    "surrounded": "place feds",
    "loser": "player place",
    "pinch": "mobster",
    "weapon": "player card removed place left",
    "free": "place",
    "bail": "player price mobster",
    "heat.stays": "count players heat", "heat.rises": "heat cleared", "heat.left": "left",
    "heat.end": "count", "heat.all_closed": "", "heat.quiet": "rounds",
    "score.start": "value", "score.each": "player cash",
    "win.one": "player", "win.tie": "players",
    "offer.vote_for": "by to amount vote", "offer.vote_against": "by to amount vote",
    "offer.tie_for": "by to amount vote", "offer.tie_against": "by to amount vote",
    "accept": "by to",
    "decline": "by to amount",
    "deal.plain": "payer payee money", "deal.vote_for": "payer payee money vote",
    "deal.vote_against": "payer payee money vote", "deal.tie_for": "payer payee money vote",
    "deal.tie_against": "payer payee money vote", "deal.binding": "", "deal.not_binding": "",
    "reshuffle.favor": "", "reshuffle.fed": "",
}

NARRATION = Narration(Path(__file__).with_name("data") / "narration.json", "Mob Ties narration", FIELDS)
say = NARRATION.say
