"""What each Mob Ties data file must hold (see ``mobgames.core.datafile``): a broken file is refused
with one error listing every problem, before the engine uses any of it."""

from __future__ import annotations

from pathlib import Path

from ..core.datafile import Colour, Flag, Id, ListOf, MapOf, Maybe, Record, Text, Whole, read_json
from ..core.errors import SetupError

DATA_DIR = Path(__file__).with_name("data")
PLAYER_COUNTS = ("3", "4", "5", "6")           # Mob Ties is for 3 to 6 players
ATTACKS = ("attack", "hit", "whack")           # the Favor Card types a mobster may attack with
FAVOR_TYPES = ATTACKS + ("defense", "weapon", "specialty")
FED_TYPES = ("location", "crackdown", "fbi_raid", "turn_the_tables")
RULES_PLACES = ("streets", "prison", "morgue")   # places the rules code names: they must stay


def _needs(*wanted: str, what: str):
    def check(items, ids):
        have = {item["id"] for item in items}
        for w in wanted:
            if w not in have:
                yield f'"{w}" is missing: the rules use this {what}, so it must stay in the list.'
    return check


def _every_count(table, ids):
    for n in PLAYER_COUNTS:
        if n not in table:
            yield f'has no value for {n} players: add "{n}": ...'


def _every_location(orders, ids):
    if "board" not in orders:
        yield 'there must be an order called "board": games use it unless told otherwise.'
    for name, order in orders.items():
        missing = [loc for loc in ids.get("location", {}) if loc not in order["clockwise"]]
        if missing:
            yield (name, "clockwise"), f"must list every location once; {', '.join(missing)} missing."


BY_PLAYERS = MapOf(Whole(), keys=Text(choices=PLAYER_COUNTS), check=_every_count)
BOARD = Record({
    "capacity": Whole(min=1),
    "locations": ListOf(Record({"id": Id(), "name": Text(), "short": Text(), "racket": Maybe(BY_PLAYERS)},
                               optional={"inferred": Text()}),
                        min=1, ids={"location": "id", "place": "id"}, check=_needs("mansion", what="location")),
    "places": ListOf(Record({"id": Id(), "name": Text(), "short": Text()}), ids={"place": "id"},
                     check=_needs(*RULES_PLACES, what="place")),
    "orders": MapOf(Record({"clockwise": ListOf(Text(ref="location"), unique=True)}, optional={"about": Text()}),
                    min=1, check=_every_location),
    "start": Text(ref="location"),
    "favor_cards_dealt": BY_PLAYERS,
    "starting_cash": Whole(), "card_price": Whole(), "first_blood_bonus": Whole(), "respect_value": Whole(),
    "bank": Record({"total": Whole()}, optional={"about": Text()}),
    "heat_levels": Whole(min=1),
    "mobsters": ListOf(Record({"kind": Id(), "name": Text(), "respect": Whole(), "bail": Whole(),
                               "uses": ListOf(Text(choices=ATTACKS), unique=True)}),
                       min=1, ids={"mobster kind": "kind"}),
    "colours": MapOf(Colour(), min=6),     # one family per player, up to six
}, optional={"about": Text()})


def _check_favor(card, ids):
    if card["type"] in ATTACKS + ("defense",) and card.get("level", 0) < 1:
        yield f'{card["type"]} cards need a "level" of 1 or more.'
    if card["type"] == "weapon" and card.get("feds", 0) < 1:
        yield 'weapon cards need "feds" (how many Feds they remove), 1 or more.'


def _check_fed(card, ids):
    if card["type"] == "location" and "where" not in card:
        yield 'a location card needs "where" (the location the Feds raid).'
    elif card["type"] != "location" and "where" in card:
        yield f'only a location card has "where"; a {card["type"]} card does not.'


MARKS = {"named": Flag(), "reconstructed": Flag()}
FAVOR = Record({"cards": ListOf(Record(
    {"id": Id(), "name": Text(), "type": Text(choices=FAVOR_TYPES), "count": Whole()},
    optional={"level": Whole(), "feds": Whole(), "where": Text(ref="place"), "phase": Text(choices=("business",)),
              "text": Text(), **MARKS}, check=_check_favor), min=1, ids={"favor card": "id"})},
    optional={"about": Text()})
FED = Record({"cards": ListOf(Record(
    {"id": Id(), "name": Text(), "type": Text(choices=FED_TYPES), "count": Whole()},
    optional={"feds": Whole(), "where": Text(ref="location"), **MARKS}, check=_check_fed),
    min=1, ids={"fed card": "id"})},
    optional={"about": Text()})

WHAT = {"board.json": ("Mob Ties board", BOARD), "favor_cards.json": ("Mob Ties Favor Cards", FAVOR),
        "fed_cards.json": ("Mob Ties Fed Cards", FED)}


def read(name: str, path=None) -> dict:
    """``data/<name>`` (or the file at ``path``), checked. The decks' places must be on the
    shipped board."""
    what, schema = WHAT[name]
    known = None
    if name != "board.json":
        board = read("board.json")
        locations = [loc["id"] for loc in board["locations"]]
        known = {"location": locations, "place": locations + [p["id"] for p in board["places"]]}
    return read_json(DATA_DIR / name if path is None else path, what, SetupError, schema=schema, known=known)
