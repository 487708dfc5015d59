"""Loading Mob Ties saves: the set-up of the common format (``core.save``), checked field by
field, and the previous release's own format, replayed into a game of today.

A save's set-up holds everything needed to build the starting position again: the players, the
dice (``{"seed": n}`` or ``{"script": [...]}``), every rule option, whether the placement was
asked for, and each arrangement of a built position, in order.
"""

from __future__ import annotations

from ..core.chance import SEEDED, seed_answers

from ..core import save as fmt
from ..core.dice import RandomDice, from_description
from ..core.errors import MobgamesError, SaveError
from .action import Action
from .position import ARGS

SETUP_KEYS = ("players", "dice", "options", "chance", "place", "position")


def from_setup(setup: dict, new_game):
    """The game a save's set-up describes (``new_game`` builds it), before any action."""
    unknown = [k for k in setup if k not in SETUP_KEYS]
    if unknown:
        raise SaveError(f"The saved game's set-up has a field this mobgames does not know: {unknown[0]!r:.40}.")
    players = fmt.field(setup, "players", list)
    dice = from_description(fmt.field(setup, "dice", dict))
    options = fmt.field(setup, "options", dict)
    strange = [k for k in options if k not in ("order", "terms")]
    if strange:
        raise SaveError(f"The saved game's options have a field this mobgames does not know: {strange[0]!r:.40}.")
    order = fmt.field(options, "order", str, "options")
    terms = fmt.field(options, "terms", str, "options")
    place = fmt.field(setup, "place", bool)
    arranged = fmt.field(setup, "position", list) if setup.get("position") is not None else []
    seed = dice.seed if isinstance(dice, RandomDice) else None
    game = new_game(players, seed, dice=None if seed is not None else dice, order=order, terms=terms, place=place,
                    chance=setup.get("chance", SEEDED))
    if arranged:
        seed_answers(game)   # (the deal an arrangement keeps came from the seed)
    for i, given in enumerate(arranged, 1):
        if not isinstance(given, dict):
            raise SaveError(f"Arrangement {i} of the saved position is not an object.")
        odd = [k for k in given if k not in ARGS]
        if odd:
            raise SaveError(f"Arrangement {i} of the saved position has a field this mobgames does not know: "
                            f"{odd[0]!r:.40}.")
        game.arrange(**given)
    return game


def load_legacy(data: dict, new_game):
    """A save of the previous release: ``{"game": "mob ties", "version": 1, "players", "seed",
    "options", "history": [["action", [player, kind, card, target, where]], ["deal", {...}],
    ["arrange", {...}]]}``, replayed step by step (every step checked, as in a load)."""
    if data.get("game") != "mob ties":
        raise SaveError("This is not a saved Mob Ties game.")
    for key in ("players", "seed", "history"):
        if key not in data:
            raise SaveError(f"The saved game has no '{key}'.")
    options = data.get("options", {})
    if not isinstance(options, dict) or not set(options) <= {"order", "terms"}:
        raise SaveError("The saved game's options are damaged: only 'order' and 'terms' are allowed.")
    seed, history = data["seed"], data["history"]
    if isinstance(seed, bool) or not isinstance(seed, int) or not isinstance(history, list):
        raise SaveError("The saved game is damaged: the seed must be a whole number and the history a list.")
    try:
        game = new_game(data["players"], seed=seed, **options)
    except MobgamesError as err:
        raise SaveError(f"The saved game's set-up is invalid: {err}") from None
    for i, entry in enumerate(history, 1):
        try:
            kind, item = entry
            if kind == "action":
                game.apply(Action(*item))
            elif kind == "deal":
                game.deal(item["payer"], item["payee"], item["amount"], vote=item.get("vote"))
            elif kind == "arrange":
                game.arrange(**item)
            else:
                raise SaveError(f"unknown entry {str(kind)[:30]!r}")
        except (MobgamesError, TypeError, KeyError, ValueError) as err:
            raise SaveError(f"The saved game (an older format) breaks at step {i}: {err}") from None
    return game
