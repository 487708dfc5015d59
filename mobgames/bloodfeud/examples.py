"""The rulebook's worked examples, ready to use.

``income_example(n)`` sets up one of the four income examples on the board and returns
``(game, player)``; ``battle_example(n)`` returns one of the two example battles with the
rulebook's own dice, so it replays exactly.

The rulebook gives the income examples as numbers and small diagrams, not as places; we set them
in Bensonhurst and its neighbours, around the Brooklyn family's star.
"""

from __future__ import annotations

from ..core.dice import ScriptedDice
from ..core.errors import MobgamesError
from ..core.events import Event
from .battle import Battle
from .narration import say
from .setup import new_game

PLAYER = "Ana"
# Eight Brooklyn districts around Bensonhurst (the Brooklyn star), in the order family spread out.
DISTRICTS = ["bensonhurst", "dyker_heights", "bay_ridge", "borough_park", "gravesend", "coney_island",
             "midwood", "sheepshead_bay"]

INCOME_EXAMPLES = {
    1: "Six districts, and all six family pieces (Boss included) each alone in a district: IFM 6 x $60 = $360.",
    2: "The same six districts, but three family pieces huddle in one district: IFM 4 x $60 = $240.",
    3: "Three family pieces lost in battle; eight districts, an Illicit Activity and a Penthouse Palace: "
       "IFM 3 x $140 = $420.",
    4: "A rival Boss killed and his five Blue Family Members absorbed, now spread out with the rest: "
       "IFM 8 x $140 = $1,120.",
}

BATTLE_EXAMPLES = {
    1: dict(attackers={"henchman": 2}, defenders={"thug": 1, "henchman": 1}, building="precinct",
            rolls=[7, 6, 9, 8, 7],
            title="A bloodbath in a district with a Corrupt Precinct"),
    2: dict(attackers={"hitman": 2, "thug": 1}, defenders={"thug": 4, "family": 1}, building=None,
            rolls=[4, 7, 3, 4, 5, 2, 7, 9, 5, 7, 9, 2],
            title="Hit Men against Thugs and a Family Member"),
}


def _check(n, table, what):
    if n not in table:
        raise MobgamesError(f"There is no {what} example {n!r}; the rulebook has {', '.join(map(str, table))}.")


def income_example(n: int):
    """``(game, player)`` for the rulebook's income example ``n`` (1 to 4)."""
    _check(n, INCOME_EXAMPLES, "income")
    # Ana plays Brooklyn (red); Ben plays the Bronx (blue), Chen New Jersey.
    game = new_game([PLAYER, "Ben", "Chen"], seed=1, starts={PLAYER: "Brooklyn", "Ben": "The Bronx"},
                    colours={PLAYER: "Red", "Ben": "Blue", "Chen": "Green"})
    six, eight = DISTRICTS[:6], DISTRICTS
    if n == 1:
        pieces = {d: {"family": 1} for d in six[1:]} | {six[0]: {"boss": 1}}
        game.arrange(PLAYER, pieces=pieces, control=six)
    elif n == 2:
        pieces = {six[0]: {"boss": 1, "family": 2}, six[1]: {"family": 1}, six[2]: {"family": 1},
                  six[3]: {"family": 1}}
        game.arrange(PLAYER, pieces=pieces, control=six)
    else:
        buildings = {"coney_island": "illicit_activity", "bensonhurst": "penthouse_palace"}
        if n == 3:
            pieces = {eight[0]: {"boss": 1}, eight[1]: {"family": 1}, eight[2]: {"family": 1}}
        else:
            # The Blue Boss is dead: his five family members now work for Ana, still in blue.
            game.arrange("Ben", pieces={})
            game.eliminated.append("Ben")
            pieces = {eight[0]: {"boss": 1}, eight[1]: {"family": 1}, eight[2]: {"family": 1}}
            pieces |= {d: {"family:Blue": 1} for d in eight[3:]}
        game.arrange(PLAYER, pieces=pieces, control=eight, buildings=buildings)
    game.emit("example", f"Income example {n}: {INCOME_EXAMPLES[n]}", say(f"example.income_{n}"), example=n)
    return game, PLAYER


def battle_example(n: int) -> Battle:
    """The rulebook's battle example ``n`` (1 or 2) with its own dice."""
    _check(n, BATTLE_EXAMPLES, "battle")
    ex = BATTLE_EXAMPLES[n]
    return Battle(ex["attackers"], ex["defenders"], ex["building"], dice=ScriptedDice(ex["rolls"]))


# -- movement: ready-made positions for chapter 4 ------------------------------------------------

MOVEMENT_EXAMPLES = {
    "stepping in": "A Henchman steps into two districts and captures both; a Thug captures only one.",
    "corners": "A Thug in Lincoln Square: Times Square and Central Harlem touch it only at corners.",
    "bridges": "A Boss in Fort Lee walks over the George Washington Bridge; the Hudson itself is water.",
    "combination": "A Hit Man rides a Limousine four spaces and walks one more; a Thug can only ride.",
    "blocking": "Ben's Thug blocks the way, and Ben's Corrupt Precinct stops Ana's Limousine.",
    "helicopter": "A Helicopter must land in a district Ana controls, or at an airport for $20.",
    "speedboat": "A Speedboat on the Upper Bay can dock on a shore; leaving or touching a shore costs a point.",
}


def movement_example(name: str):
    """``(game, player, focus spaces)`` for a movement position: see ``MOVEMENT_EXAMPLES``."""
    from .setup import blank_game

    _check(name, MOVEMENT_EXAMPLES, "movement")
    game = blank_game([PLAYER, "Ben"], colours={PLAYER: "Red", "Ben": "Blue"})
    place = game.place
    if name == "stepping in":
        place(PLAYER, "henchman", "bensonhurst")
        place(PLAYER, "thug", "midwood")
        focus = ["bensonhurst", "midwood", "bay_ridge", "coney_island", "kensington"]
    elif name == "corners":
        place(PLAYER, "thug", "lincoln_square")
        focus = ["hamilton_heights", "central_harlem", "lincoln_square", "times_square", "chelsea", "murray_hill"]
    elif name == "bridges":
        place(PLAYER, "boss", "fort_lee")
        focus = ["fort_lee", "washington_heights", "edgewater", "inwood"]
    elif name == "combination":
        place(PLAYER, "limousine", "bensonhurst")
        place(PLAYER, "hitman", "bensonhurst")
        place(PLAYER, "thug", "bensonhurst")
        focus = ["bensonhurst", "brooklyn_heights", "canarsie", "bay_ridge"]
    elif name == "blocking":
        place(PLAYER, "limousine", "bensonhurst")
        place(PLAYER, "henchman", "bensonhurst")
        place("Ben", "thug", "dyker_heights")
        game.set_control("gravesend", "Ben")
        game.add_building("gravesend", "corrupt_precinct")
        focus = ["bensonhurst", "dyker_heights", "gravesend", "coney_island", "borough_park", "bay_ridge"]
    elif name == "helicopter":
        place(PLAYER, "helicopter", "midwood", passengers=["hitman"])
        for d in ("midwood", "astoria", "chelsea"):
            game.set_control(d, PLAYER)
        game.cash[PLAYER] = 100
        focus = ["midwood", "astoria", "chelsea", "jfk_airport"]
    else:
        water = "upper_bay_sunset_park"
        place(PLAYER, "speedboat", water, passengers=["henchman", "thug"])
        focus = ["sunset_park", "red_hook", "wall_street", "new_brighton", "bay_ridge"]
    game.log.append(Event("example", f"Movement example: {MOVEMENT_EXAMPLES[name]}", None,
                          say(f"example.{name.replace(' ', '_')}")))
    return game, PLAYER, focus
