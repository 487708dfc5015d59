"""What each Family Business data file must hold (see ``mobgames.core.datafile``): a broken file
is refused with one error listing every problem, before the engine uses any of it."""

from __future__ import annotations

from ..core.datafile import Colour, Id, ListOf, MapOf, Record, Text, Whole, read_json
from ..core.errors import SetupError
from ..core.slug import slug
from ..core.text import a_an

TYPES = ("attack", "rescue", "counter")
NOTES = ListOf(Text())
TEXT_LIMIT = 200   # a card's "text" and "when" are short: read aloud at the table, shown in the views


# -- cards.json ------------------------------------------------------------------------------------

def _check_counters(cards, ids):
    """Counter cards answer other cards, and both sides of the counter table agree."""
    by_id = {c["id"]: c for c in cards}
    for i, card in enumerate(cards):
        at = (i, card["id"])
        for j, other in enumerate(card.get("counters", [])):
            o = by_id.get(other)
            if o is None:
                continue                       # an unknown card is reported already
            if o["type"] != "counter":
                yield (at, "counters", j), f'"{other}" is {a_an(o["type"])} card: only Counter cards answer a card.'
            elif card["id"] not in o.get("counter_for", []):
                yield (at, "counters", j), (f'"{other}" is listed here, but "{card["id"]}" is not in the '
                                            f'"counter_for" of "{other}": add it there too.')
        if card.get("counter_for") and card["type"] != "counter":
            yield (at, "counter_for"), 'only a Counter card has "counter_for".'
            continue
        for j, other in enumerate(card.get("counter_for", [])):
            o = by_id.get(other)
            if o is None:
                continue
            if o["type"] == "counter":
                yield (at, "counter_for", j), (f'"{other}" is a Counter card itself: a Counter card answers '
                                               "attack and rescue cards.")
            elif card["id"] not in o.get("counters", []):
                yield (at, "counter_for", j), (f'"{other}" is listed here, but "{card["id"]}" is not in the '
                                               f'"counters" of "{other}": add it there too.')


def _short(value, ids):
    """A card's "text" or "when" stays short (one or two sentences, or one phrase)."""
    if len(value) > TEXT_LIMIT:
        yield (f"is {len(value)} characters long; keep it to {TEXT_LIMIT} or fewer "
               "(one or two short sentences, or one short phrase).")


def cards_schema(default_deck: str) -> Record:
    def default_is_there(decks, ids):
        if default_deck not in decks:
            yield f'there must be a deck called "{default_deck}": games use it when no deck is chosen.'

    card = Record({"id": Id(), "name": Text(), "type": Text(choices=TYPES),
                   "text": Text(hint="text saying what the card does", check=_short),
                   "when": Text(hint="text saying when the card can be played", check=_short)},
                  optional={"counters": ListOf(Text(ref="card"), unique=True),
                            "counter_for": ListOf(Text(ref="card"), unique=True)})
    deck = Record({"counts": MapOf(Whole(), keys=Text(ref="card"), min=1)}, optional={"about": Text()})
    return Record({"cards": ListOf(card, min=1, ids={"card": "id"}, unique="text", check=_check_counters),
                   "decks": MapOf(deck, min=1, check=default_is_there)},
                  optional={"notes": NOTES})


def read_cards(path, default_deck: str) -> dict:
    return read_json(path, "Family Business cards", SetupError, schema=cards_schema(default_deck))


# -- families.json ---------------------------------------------------------------------------------

def _check_mobsters(families, ids):
    """The game knows a mobster by the slug of the name, so no two may share one."""
    seen = {}
    for i, fam in enumerate(families):
        for j, name in enumerate(fam["mobsters"]):
            key = slug(name)
            at = ((i, fam["id"]), "mobsters", j)
            if not key:
                yield at, f"{name!r} needs at least one letter or digit."
            elif key in seen:
                yield at, f'"{name}" is the same mobster as "{seen[key]}" (both are called "{key}" in the game).'
            seen.setdefault(key, name)


FAMILY = Record({"id": Id(), "name": Text(), "colour": Colour(), "mobsters": ListOf(Text(), min=1, unique=True)})
FAMILIES = Record({"families": ListOf(FAMILY, min=6, ids={"family": "id"}, unique="colour", check=_check_mobsters)},
                  optional={"notes": NOTES})


def read_families(path) -> dict:
    """families.json, checked: six families or more (a game has up to six players)."""
    return read_json(path, "Family Business families", SetupError, schema=FAMILIES)
