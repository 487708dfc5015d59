"""Blood Feud's simple narration: the texts are in ``data/narration.json`` (a teacher may reword
them); this module says which fields the code gives each one. ``say(key, **fields)`` fills one
in; ``say_list`` tells a long list of pieces in short sentences.

The fields hold names and numbers as the game shows them: a player ("Ana", or "the attacker" in
a rulebook battle), a piece with its owner ("Ana's Thug 1"), a space ("Red Hook"), a list of
pieces with their counts ("2 Thugs and 1 Boss"), money without its $ ("1,120").
"""

from __future__ import annotations

from pathlib import Path

from ..core.narration import Narration
from ..core.text import and_list, chunks

FIELDS = {
    # set-up
    "rank_roll": "player roll", "rank_tie": "players roll",
    "ranking.start": "", "ranking.each": "player place",
    "choose": "player area colour start",
    "setup.start": "player start", "setup.pieces": "player pieces", "setup.more": "player pieces",
    "setup.extra": "player piece space",
    "turn_order.start": "", "turn_order.each": "player area place",
    "blank": "", "position": "",
    # examples
    "example.income_1": "", "example.income_2": "", "example.income_3": "", "example.income_4": "",
    "example.stepping_in": "", "example.corners": "", "example.bridges": "", "example.combination": "",
    "example.blocking": "", "example.helicopter": "", "example.speedboat": "",
    # turns
    "turn": "round player", "phase": "player phase", "cancel": "player space",
    "out.boss": "player", "out.player": "player",
    "win.last": "player", "win.manhattan": "player",
    # income
    "income": "player amount ifm assets", "dominance": "player amount limit",
    "sum.districts": "districts each value", "sum.building_one": "building value", "sum.building_many": "buildings value",
    "sum.assets": "assets", "sum.ifm": "ifm", "sum.total": "ifm assets amount",
    # moves
    "move.walk": "piece start end", "move.walk_on": "piece start end spaces", "move.drive": "piece start end",
    "move.ride": "piece vehicle start end",
    "move.more": "player piece start end count",
    "move.first": "piece space", "move.then": "piece space",
    "move.travel": "vehicle start end", "move.carrying": "riders",
    "move.captures": "player spaces", "move.premium": "player premium", "move.fee": "player fee",
    "move.steals": "player vehicles",
    "board": "piece vehicle space", "leave": "piece vehicle",
    "capture.plain": "player space", "capture.premium": "player space cost",
    "buy.building": "player item cost space", "buy.replacing": "player item cost space old",
    "buy.hire": "player item cost space", "buy.piece": "player item cost space",
    "buy.more": "player item cost space count",
    # deals
    "hand_over.start": "receiver giver space", "hand_over.pieces": "receiver pieces",
    "hand_over.building": "receiver building",
    "invite": "host guest space", "uninvite": "host guest space",
    "betrayal.start": "host guest space", "betrayal.killed": "guest killed", "betrayal.taken": "host taken",
    "gift": "host guest pieces space",
    "pay.plain": "payer payee amount", "pay.note": "payer payee amount note",
    "let_through": "blocker mover",
    # kidnapping
    "release.ransom": "captor family to space", "release.exchange": "captor family to space",
    "release.free": "captor family to space",
    "ransom": "payer captor amount", "kill_prisoner": "captor prisoners",
    "offer.ransom": "by to family amount", "offer.exchange": "by to mine theirs", "offer.hand_over": "by to space",
    "decline": "by to",
    # attacks and their outcome
    "bribe": "player amount space",
    "attack.start": "player space", "attack.forces": "player forces", "attack.more": "player forces",
    "attack.rides": "rides",
    "allies.one": "others owner", "allies.many": "others owner",
    "flight.land": "player space", "flight.fee": "player fee", "flight.step": "player people space",
    "destroyed": "player lost",
    "no_step_in": "space holder",
    "premium.cannot": "player cost space holder", "premium.declined": "player cost space holder",
    "captives.kidnap": "winner captives", "captives.kill": "winner captives",
    "captives.both": "winner kidnapped killed",
    "assassination": "player", "draw": "",
    "takeover.kill": "killer victim cash", "takeover.family": "killer family", "takeover.broken": "victim",
    "join": "player family space", "join_later": "player family seats",
    # a gun battle
    "start.attack": "side forces", "start.defend": "side forces", "start.more": "side forces",
    "start.building": "building", "start.bonus": "bonus",
    "step.sneak": "side", "step.roll": "side", "step.waiting": "",
    "stop.sneak": "side", "stop.down": "side opponent", "stop.nobody": "side opponent",
    "call_out": "side order",
    "roll.hit": "shooter roll need", "roll.miss": "shooter roll need",
    "roll.sneak_hit": "shooter roll need", "roll.sneak_miss": "shooter roll need",
    "parting_shot.hit": "shooter roll need", "parting_shot.miss": "shooter roll need",
    "kill": "piece", "wound": "piece",
    "fall.one": "side pieces", "fall.many": "side pieces", "fall.also_one": "side pieces",
    "fall.also_many": "side pieces",
    "repeat": "",
    "death.family": "piece", "death.other": "piece",
    "outcome.win": "side", "outcome.left": "side left", "outcome.more": "side left",
    "outcome.bloodbath": "", "outcome.captives": "captives",
}

NARRATION = Narration(Path(__file__).with_name("data") / "narration.json", "Blood Feud narration", FIELDS)
say = NARRATION.say


def family_text(counts) -> str:
    """Family Members by colour: ``{"Red": 2, "Blue": 1}`` -> ``"2 Red and 1 Blue Family Members"``."""
    total = sum(counts.values())
    return and_list(f"{n} {c}" for c, n in sorted(counts.items()) if n) + (" Family Member" if total == 1 else
                                                                             " Family Members")


def say_list(first: str, more: str, items: list[str], field: str, **fields) -> str:
    """A list too long for one short sentence, three items a sentence: ``first`` tells the first
    three, ``more`` each further three ("... also has ...")."""
    return " ".join(say(first if i == 0 else more, **fields, **{field: and_list(run)})
                    for i, run in enumerate(chunks(items)))
