"""What each Blood Feud data file must hold, and the readers that check it (see
``mobgames.core.datafile``). A broken file is refused with one error listing every problem,
before the engine uses any of it."""

from __future__ import annotations

from ..core.datafile import (Colour, Either, Flag, Id, ListOf, MapOf, Maybe, Number, Record, Text, Tuple, Whole,
                             data_error, file_label, problems, read_json)
from ..core.errors import BoardError, SetupError
from .boardfile import AREAS, BOARD_FILE, DATA_DIR, validate_board

NOTES = ListOf(Text())
LETTER = Text(pattern="[A-Z]", hint="one capital letter")
PLAYER_COUNTS = tuple(str(n) for n in range(2, 7))    # Blood Feud is for 2 to 6 players

# -- board.json ------------------------------------------------------------------------------------
# Only the shape: ``validate_board`` then judges kinds, ids, edges, corners and start points.

POINT = Tuple(Number(), Number(), hint="a point [x, y]")
SPACE = Record({"id": Text(), "name": Text(), "kind": Text(), "point": POINT, "polygon": ListOf(POINT)},
               optional={"borough": Maybe(Text()), "start": Flag(), "source": Text(), "label": Text(empty=True)})
EDGE = Record({"a": Text(), "b": Text(), "kind": Text()},
              optional={"bridge": Text(), "path": ListOf(POINT, min=2)})
CORNER = Either(Record({"a": Text(), "b": Text()}, optional={"source": Text(empty=True)}),
                Tuple(Text(), Text(), hint="a pair of spaces [a, b]"))
BOARD = Record(
    {"size": Tuple(Number(above=0), Number(above=0), hint="[width, height]"), "spaces": ListOf(SPACE),
     "edges": ListOf(EDGE)},
    optional={"format": Whole(min=1), "title": Text(), "notes": NOTES, "areas": ListOf(Text(choices=AREAS)),
              "corners": ListOf(CORNER)})


def read_board(path=None):
    """The board file's JSON (the shipped board by default); a file that cannot be read is a
    ``BoardError`` (also a ``DataError``)."""
    return read_json(BOARD_FILE if path is None else path, "Blood Feud board", BoardError)


def checked_board(path=None) -> dict:
    """The board file's JSON, refused with every problem if its shape or its map is wrong."""
    path = BOARD_FILE if path is None else path
    data = read_board(path)
    found = problems(data, BOARD) or validate_board(data)    # the map is judged once its shape is sound
    if found:
        raise data_error(BoardError)(file_label(path, "Blood Feud board"), found)
    return data


# -- pieces.json -----------------------------------------------------------------------------------

# Pieces the rules code names: removing one would break the game, not just change it.
RULES_PIECES = {"people": ("boss", "family", "hitman", "henchman", "thug"),
                "vehicles": ("limousine", "speedboat", "helicopter"),
                "buildings": ("illicit_activity", "corrupt_precinct", "penthouse_palace")}
NUMBERS = {"move": Maybe(Whole()), "carries": Maybe(Whole()), "attack": Maybe(Whole(min=1, max=10)),
           "cost": Maybe(Whole()), "assets": Maybe(Whole()), "defense": Maybe(Whole())}


def _pieces(*needed: str) -> ListOf:
    """A list of pieces; ``needed``: the numbers every piece of this category must give."""
    fields = {"plural": Text(), "letter": LETTER, "special": Text(empty=True), **NUMBERS}
    required = {"id": Id(), "name": Text(), **{k: fields.pop(k) for k in needed}}
    return ListOf(Record(required, optional=fields), ids={"piece": "id"})


def _check_pieces(data, ids):
    for category, wanted in RULES_PIECES.items():
        have = {p.get("id") for p in data[category]}
        for piece in wanted:
            if piece not in have:
                yield category, f'"{piece}" is missing: the rules use this piece, so it must stay in the list.'
    letters = {}
    for category in ("people", "vehicles"):
        for i, p in enumerate(data[category]):
            if "letter" in p and letters.setdefault(p["letter"], p["id"]) != p["id"]:
                yield (category, i, "letter"), (f'"{p["letter"]}" is already the letter of "{letters[p["letter"]]}"; '
                                                "the map tells pieces apart by their letters.")


PIECES = Record({"people": _pieces("move", "attack"), "vehicles": _pieces("move", "carries", "cost"),
                 "buildings": _pieces("cost", "assets"), "actions": _pieces("cost")},
                optional={"notes": NOTES}, check=_check_pieces)


def read_pieces(path=None) -> dict:
    return read_json(DATA_DIR / "pieces.json" if path is None else path, "Blood Feud pieces", SetupError,
                     schema=PIECES)


# -- setup.json ------------------------------------------------------------------------------------

def _check_turn_order(order, ids):
    missing = [a for a in AREAS if a not in order]
    if missing:
        yield f"must list all six areas; {', '.join(missing)} {'is' if len(missing) == 1 else 'are'} missing."


def _check_start_areas(table, ids):
    for n in PLAYER_COUNTS:
        if n not in table:
            yield f'has no start areas for {n} players: add "{n}": [...].'
        elif len(table[n]) != int(n):
            yield n, f"{n} players need {n} start areas, not {len(table[n])}."


def _check_additional(table, ids):
    for n in PLAYER_COUNTS:
        if n not in table:
            yield f'has no additional pieces for {n} players: add "{n}": {{...}} (it may be empty).'


def _check_family(family, ids):
    if family.get("boss") != 1:
        yield '"boss" must be 1: every family has exactly one Boss.'


def _check_colours(colours, ids):
    seen = {}
    for i, c in enumerate(colours):
        if c["name"] != c["name"].strip().title():
            yield (i, "name"), (f'"{c["name"]}" must be written "{c["name"].strip().title()}" (a capital letter '
                                "at the start of each word), the way players choose colors.")
        if seen.setdefault(c["letter"], c["name"]) != c["name"]:
            yield (i, "letter"), f'"{c["letter"]}" is already the letter of {seen[c["letter"]]}.'


def _check_take_manhattan(tm, ids):
    low, high = tm["players"]
    if low > high:
        yield "players", f"the fewest players ({low}) must not be more than the most ({high})."


def read_setup(piece_ids: tuple, path=None) -> dict:
    """setup.json, checked; its pieces must be among ``piece_ids`` (the people and vehicles of
    pieces.json)."""
    area, piece = Text(choices=AREAS), Text(ref="piece")
    pieces = MapOf(Whole(), keys=piece)
    schema = Record({
        "turn_order": ListOf(area, unique=True, check=_check_turn_order),
        "start_areas": MapOf(ListOf(area, unique=True), keys=Text(choices=PLAYER_COUNTS), check=_check_start_areas),
        "family": MapOf(Whole(), keys=piece, check=_check_family),
        "additional_pieces": MapOf(pieces, keys=Text(choices=PLAYER_COUNTS), check=_check_additional),
        "starting_cash": Whole(),
        "colours": ListOf(Record({"name": Text(), "hex": Colour(), "letter": LETTER}),
                          min=6, unique="name", check=_check_colours),
        "take_manhattan": Record({"players": Tuple(Whole(min=2, max=6), Whole(min=2, max=6), hint="[fewest, most]"),
                                  "extra": MapOf(pieces, keys=area)},
                                 optional={"about": Text()}, check=_check_take_manhattan),
    }, optional={"notes": NOTES})
    return read_json(DATA_DIR / "setup.json" if path is None else path, "Blood Feud set-up", SetupError,
                     schema=schema, known={"piece": tuple(piece_ids)})


# -- supply.json -----------------------------------------------------------------------------------

def read_supply(buyable: list, path=None) -> dict:
    """supply.json, checked: a count (or null: unlimited) for ``buyable`` pieces (those with a
    price)."""
    schema = Record({"supply": MapOf(Maybe(Whole()), keys=Text(ref="piece that can be bought"))},
                    optional={"notes": NOTES, "reconstructed": Flag()})
    return read_json(DATA_DIR / "supply.json" if path is None else path, "Blood Feud supply", SetupError,
                     schema=schema, known={"piece that can be bought": buyable})


__all__ = ["read_board", "checked_board", "read_pieces", "read_setup", "read_supply", "BOARD", "PIECES"]
