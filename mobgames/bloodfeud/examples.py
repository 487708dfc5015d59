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
from ..core.arguments import checked
from ..core.walkthroughs import every, pick, with_chance_steps

PLAYER = "Ana"
# Eight Brooklyn districts around Bensonhurst (the Brooklyn star), in the order family spread out.
DISTRICTS = ["bensonhurst", "dyker_heights", "bay_ridge", "borough_park", "gravesend", "coney_island",
             "midwood", "sheepshead_bay"]

INCOME_EXAMPLES = {
    1: "Six districts, and all six family pieces (Boss included) each alone in a district: IFM 6 x $60 = $360.",
    2: "The same six districts, but three family pieces huddle in one district: IFM 4 x $60 = $240.",
    3: "Three family pieces lost in battle; eight districts, an Illicit Activity and a Penthouse Palace: "
       "IFM 3 x $140 = $420.",
    4: "A rival Boss killed and the rival's five Blue Family Members absorbed, now spread out with the rest: "
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
    try:
        known = n in table
    except TypeError:   # a list, a dict: no example's name
        known = False
    if not known:
        raise MobgamesError(f"There is no {what} example {n!r}; the rulebook has {', '.join(map(str, table))}.")


@checked
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


# The battles chapter 3 steps through (a BattleStepper each).
RULEBOOK_BATTLES = (1, 2)


@checked
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
    "blocking": "Ben's Thug blocks Ana's Henchman on foot but not her Limousine; Ben's guarded Limousine "
                "blocks her Limousine, and Ben's Corrupt Precinct stops both.",
    "helicopter": "A Helicopter must land in a district Ana controls, or at an airport for $20.",
    "speedboat": "A Speedboat on the Upper Bay can dock on a shore; leaving or touching a shore costs a point.",
}


@checked
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
        place("Ben", "thug", "dyker_heights")      # people on foot cannot chase a limousine
        place("Ben", "limousine", "borough_park")  # a limousine blocks limousines (guarded: unguarded, it is stolen)
        place("Ben", "thug", "borough_park")
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


# -- role-play positions (mobgames.teaching, roleplays.json) -------------------------------------

def border_position():
    """The role-play "Your side, my side" (chapter 1): Ana's family (Red) holds Ozone Park, the
    Queens star, and Woodhaven; Ben's family (Blue) holds East New York, in Brooklyn, next door.
    Ana also holds Cypress Hills, a Brooklyn district beside Ben's, with nobody in it. Forest Park
    lies next to Woodhaven and Cypress Hills. If they agree, Ben's Thug steps into Cypress Hills."""
    from .setup import blank_game

    game = blank_game([PLAYER, "Ben"], colours={PLAYER: "Red", "Ben": "Blue"})
    for district, owner, pieces in (("ozone_park", PLAYER, ("boss", "family", "family", "thug")),
                                    ("woodhaven", PLAYER, ("family",)),
                                    ("cypress_hills", PLAYER, ()),
                                    ("east_new_york", "Ben", ("boss", "family", "thug", "thug"))):
        game.set_control(district, owner)
        for kind in pieces:
            game.place(owner, kind, district)
    return game


# -- whole-game stories: the deals of chapter 5 and Take Manhattan in chapter 6 ---------------------
# Scripted walk-throughs on ``Turns`` (the engine contract): ``story_start(name)`` builds the
# position, ``story_script(name)`` lists the actions a chapter steps through (a StoryStepper), and
# ``story_events(name)`` plays them all and returns what the engine said.

STORIES = {
    "sale": "Ana sells two Thugs to Ben: her Family Member walks out of Richmond Hill, and Ben's Henchman "
            "steps in and takes the district.",
    "invitation": "Ana invites Ben's two Thugs into Jamaica; together they beat Chen's attack; then Ana turns "
                  "on her guests.",
    "ransom": "Ana asks Ben for a ransom for one of his Family Members, then offers him a swap of prisoners.",
    "take_manhattan": "Ana's Family Member takes Wall Street, the last district of Manhattan; Ben does not "
                      "attack, and Ana still holds all of Manhattan when her next turn begins.",
    "manhattan_strikes_back": "Ana takes Wall Street, the last district of Manhattan, but in his turn Ben "
                              "attacks it from Brooklyn Heights.",
}
# Where each story happens: a stepper draws only that part of the map (``story_picture``); a
# story not listed is drawn whole.
# (Every district of Manhattan, so that a picture drawn for the projector names each one first;
# Carroll Gardens leaves room under Brooklyn Heights for its pieces.)
MANHATTAN_AND_BROOKLYN_HEIGHTS = (
    "inwood", "washington_heights", "hamilton_heights", "central_harlem", "east_harlem", "lincoln_square",
    "upper_east_side", "chelsea", "times_square", "murray_hill", "greenwich_village", "little_italy",
    "lower_east_side", "soho", "chinatown", "wall_street", "battery_park_city", "brooklyn_heights", "carroll_gardens")
STORY_FOCUS = {
    "sale": ("richmond_hill", "kew_gardens", "ozone_park", "woodhaven", "forest_hills"),
    "invitation": ("jamaica", "kew_gardens", "south_ozone_park", "hollis", "fresh_meadows", "ozone_park"),
    "take_manhattan": MANHATTAN_AND_BROOKLYN_HEIGHTS,
    "manhattan_strikes_back": MANHATTAN_AND_BROOKLYN_HEIGHTS,
}


@checked
def story_picture(name: str):
    """How story ``name``'s game is drawn: a function ``turns -> SVG`` of the map zoomed in on
    where the story happens, or None (the whole map) for a story without a focus. (Its names keep
    their sizes on the board; ``widgets.map_picture.story_map`` draws the same part for a projector.)"""
    _check(name, STORIES, "story")
    focus = STORY_FOCUS.get(name)
    if not focus:
        return None
    return lambda turns: str(turns.game.svg(width=600, focus=list(focus)))


# The dice of the battle in "manhattan_strikes_back": the Hit Man's sneak attack misses, the
# Henchman hits, and the wounded Family Member's parting shot misses.
STRIKE_BACK_ROLLS = (3, 8, 2)


def _two_families(options=None):
    from .setup import blank_game

    return blank_game(["Ana", "Ben"], starts={"Ana": "Queens", "Ben": "New Jersey"},
                      colours={"Ana": "Red", "Ben": "Blue"}, **({"options": options} if options else {}))


def _manhattan_but_wall_street(game, player: str = "Ana") -> None:
    from .turns import manhattan

    for district in manhattan(game.board):
        if district != "wall_street":
            game.set_control(district, player)


@checked
def story_start(name: str):
    """The starting position of story ``name`` (see ``STORIES``), as a whole game (``Turns``)."""
    from ..core.dice import RandomDice
    from .options import Options

    _check(name, STORIES, "story")
    dice = RandomDice(1)
    if name == "sale":
        game = _two_families()
        game.place("Ana", "boss", "ozone_park")
        game.set_control("ozone_park", "Ana")
        game.set_control("richmond_hill", "Ana")
        for kind in ("thug", "thug", "family"):
            game.place("Ana", kind, "richmond_hill")
        game.place("Ben", "boss", "kew_gardens")
        game.set_control("kew_gardens", "Ben")
        game.place("Ben", "henchman", "kew_gardens")
    elif name == "invitation":
        from .setup import blank_game

        game = blank_game(["Ana", "Ben", "Chen"], starts={"Ben": "The Bronx", "Chen": "Brooklyn", "Ana": "New Jersey"},
                          colours={"Ana": "Red", "Ben": "Blue", "Chen": "Green"})
        for player, home in (("Ana", "hollis"), ("Ben", "fresh_meadows"), ("Chen", "ozone_park")):
            game.place(player, "boss", home)
            game.set_control(home, player)
        for player, district, kinds in (("Ana", "jamaica", ("henchman",)), ("Ben", "kew_gardens", ("thug", "thug")),
                                        ("Chen", "south_ozone_park", ("hitman", "henchman"))):
            game.set_control(district, player)
            for kind in kinds:
                game.place(player, kind, district)
        dice = RandomDice(22)
    elif name == "ransom":
        game = _two_families()
        game.place("Ana", "boss", "ozone_park")
        game.place("Ben", "boss", "elizabeth")
        game.prisoners["Ana"]["Blue"] = 2
        game.prisoners["Ben"]["Red"] = 1
        game.cash["Ben"] = 500
    else:   # take_manhattan, manhattan_strikes_back
        from ..core.dice import ScriptedDice

        game = _two_families(Options(scenario="take_manhattan"))
        for player, home in (("Ana", "ozone_park"), ("Ben", "elizabeth")):
            game.place(player, "boss", home)
            game.set_control(home, player)
        _manhattan_but_wall_street(game)
        game.place("Ana", "family", "battery_park_city")   # (he steps into Wall Street, the last district)
        game.place("Ana", "family", "chinatown")           # (a guard: nobody walks into Chinatown)
        game.set_control("brooklyn_heights", "Ben")
        game.place("Ben", "hitman", "brooklyn_heights")
        game.place("Ben", "henchman", "brooklyn_heights")
        if name == "manhattan_strikes_back":
            dice = ScriptedDice(list(STRIKE_BACK_ROLLS))
    from .turns import Turns

    return Turns(game, dice)


@checked
def story_script(name: str) -> list:
    """The actions of story ``name``, in order, for ``story_start(name)``."""
    from .actions import Action

    turns = story_start(name)
    game = turns.game

    def piece(player, kind, space=None):
        return next(u.id for u in game.units.values()
                    if u.owner == player and u.kind == kind and space in (None, u.space))

    def walk(player, pid, *route):
        return Action(player, "move", piece=pid, route=tuple(route), mode="walk")

    if name == "sale":
        return [walk("Ana", piece("Ana", "family"), "ozone_park"),
                Action("Ana", "end_turn"),
                Action("Ben", "hand_over", giver="Ana", district="richmond_hill",
                       stepper=piece("Ben", "henchman")),
                Action("Ana", "answer", accept=True)]
    if name == "invitation":
        thugs = [u.id for u in game.units.values() if u.owner == "Ben" and u.kind == "thug"]
        return [Action("Ana", "invite", guest="Ben", district="jamaica"),
                *[walk("Ben", t, "jamaica") for t in thugs],
                Action("Ben", "end_turn"),
                Action("Chen", "attack", target="jamaica"),
                Action("Chen", "join", **{"from": "south_ozone_park", "piece": "hitman", "n": 1}),
                Action("Chen", "join", **{"from": "south_ozone_park", "piece": "henchman", "n": 1}),
                Action("Chen", "strike"),
                Action("Ana", "commandeer", guest="Ben", district="jamaica", kill=True)]
    if name == "ransom":
        return [Action("Ana", "ransom", colour="Blue", amount=300, n=1),
                Action("Ben", "answer", accept=True),
                Action("Ana", "exchange", other="Ben", colour="Blue", their_colour="Red", n=1),
                Action("Ben", "answer", accept=True)]
    steps = [walk("Ana", piece("Ana", "family", "battery_park_city"), "wall_street"), Action("Ana", "end_turn")]
    if name == "manhattan_strikes_back":
        steps += [Action("Ben", "attack", target="wall_street"),
                  Action("Ben", "join", **{"from": "brooklyn_heights", "piece": "hitman", "n": 1}),
                  Action("Ben", "join", **{"from": "brooklyn_heights", "piece": "henchman", "n": 1}),
                  Action("Ben", "strike"),
                  Action("Ben", "captives", kidnap=1)]
    return steps + [Action("Ben", "end_turn")]


@checked
def story_events(name: str) -> list:
    """Play story ``name`` to its end: the events the engine told after the starting position."""
    turns = story_start(name)
    start = len(turns.log)
    for action in story_script(name):
        turns.apply(action)
    return turns.log[start:]


# -- positions for role-play cards (mobgames/teaching/data/roleplays.json) ---------------------------

def manhattan_last_chance():
    """Take Manhattan, three families. Ana's Family Member has just stepped into Wall Street: she
    holds all 17 districts of Manhattan (another Family Member guards Chinatown). Ben's Hit Man and
    Henchman stand next door in Brooklyn Heights; Chen has nobody near Manhattan, but 300 dollars."""
    from .options import Options
    from .setup import blank_game

    game = blank_game(["Ana", "Ben", "Chen"], starts={"Ana": "The Bronx", "Ben": "Brooklyn", "Chen": "New Jersey"},
                      colours={"Ana": "Red", "Ben": "Blue", "Chen": "Green"},
                      options=Options(scenario="take_manhattan"))
    for player, home in (("Ana", "belmont"), ("Ben", "bensonhurst"), ("Chen", "elizabeth")):
        game.place(player, "boss", home)
        game.set_control(home, player)
    _manhattan_but_wall_street(game)
    game.set_control("wall_street", "Ana")
    game.place("Ana", "family", "wall_street")
    game.place("Ana", "family", "chinatown")
    game.set_control("brooklyn_heights", "Ben")
    game.place("Ben", "hitman", "brooklyn_heights")
    game.place("Ben", "henchman", "brooklyn_heights")
    game.cash.update({"Ana": 400, "Ben": 100, "Chen": 300})
    return game


def district_sale():
    """Ana holds Gravesend with an Illicit Activity and two Thugs (no family there); her Boss is in
    Bensonhurst. Ben's Henchman stands next door in Midwood. Ben has family in four districts
    (IFM 4) and 400 dollars: Gravesend would add $50 to his assets, so 4 x $50 = $200 to his
    income every turn."""
    from .setup import blank_game

    game = blank_game(["Ana", "Ben"], starts={"Ana": "Queens", "Ben": "New Jersey"},
                      colours={"Ana": "Red", "Ben": "Blue"})
    game.place("Ana", "boss", "bensonhurst")
    game.set_control("bensonhurst", "Ana")
    game.set_control("gravesend", "Ana")
    game.add_building("gravesend", "illicit_activity")
    for _ in range(2):
        game.place("Ana", "thug", "gravesend")
    for district, kinds in (("flatbush", ("boss",)), ("midwood", ("family", "henchman")), ("kensington", ("family",)),
                            ("flatlands", ("family",))):
        game.set_control(district, "Ben")
        for kind in kinds:
            game.place("Ben", kind, district)
    game.cash.update({"Ana": 50, "Ben": 400})
    return game


# -- a helicopter attack with a flight plan (chapter 4) -------------------------------------------

def helicopter_attack():
    """Chapter 4's helicopter attack, as a game to play on (``Turns``): Ana's Helicopter waits in
    Ozone Park with a Hit Man and a Thug aboard; Ben's Thug guards East New York; Ana also holds
    Canarsie, where the helicopter can land. The dice are scripted: the sneak attack rolls 10.
    ``helicopter_attack_steps()`` are Ana's decisions, in order."""
    from .setup import blank_game
    from .turns import Turns

    game = blank_game([PLAYER, "Ben"], colours={PLAYER: "Red", "Ben": "Blue"})
    for district in ("ozone_park", "canarsie"):
        game.set_control(district, PLAYER)
    game.set_control("east_new_york", "Ben")
    game.place("Ben", "thug", "east_new_york")
    game.place(PLAYER, "helicopter", "ozone_park", passengers=["hitman", "thug"])
    return Turns(game, ScriptedDice([10]))


def helicopter_attack_steps() -> list:
    """Ana's decisions in ``helicopter_attack()``: attack East New York, send the Helicopter with
    the flight plan East New York -> Canarsie, strike, and let one passenger step in."""
    from .actions import Action

    return [Action(PLAYER, "attack", target="east_new_york"),
            Action(PLAYER, "join", **{"from": "ozone_park", "piece": "helicopter", "n": 1,
                                      "plan": ("east_new_york", "canarsie")}),
            Action(PLAYER, "strike"),
            Action(PLAYER, "step_in", n=1)]


# -- the chapters' walk-throughs: the steps a StoryStepper takes through a position ------------------
# (``walkthrough(name)`` gives ``(start, steps)``; the battles a BattleStepper shows are
# ``battle_example(n)`` for n in ``RULEBOOK_BATTLES``.)

def _story(name: str):
    return (lambda: story_start(name)), story_script(name)


WALKTHROUGHS = {
    "helicopter_attack": lambda: (helicopter_attack, helicopter_attack_steps()),   # chapter 4
    "sale": lambda: _story("sale"),                                                 # chapter 5
    # (every die of the battle a step of its own: a reader may change it)
    "invitation": lambda: with_chance_steps(story_start("invitation"), story_script("invitation")),
    "take_manhattan": lambda: _story("take_manhattan"),                             # chapter 6
}


@checked
def walkthrough(name: str):
    """``(start, steps)`` of the walk-through ``name`` a chapter steps through (see ``WALKTHROUGHS``):
    ``StoryStepper(*walkthrough("sale"), title=...)``."""
    return pick(WALKTHROUGHS, name, "Blood Feud")


def walkthroughs() -> dict:
    """Every walk-through the chapters step through, by name: ``(start, steps)``."""
    return every(WALKTHROUGHS)
