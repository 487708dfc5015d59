"""The rulebook's worked examples as ready-made positions (for the chapters and the tests).

Each function returns a game stopped at the first choice of its example. Only the mobsters the
example mentions are on the board; the others are off it ("cleared") so they change nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from .action import Action
from .game import MTGame, new_game
from ..core.arguments import checked
from ..core.walkthroughs import Walkthrough, every, pick, with_chance_steps


@checked
def position(players: int | Sequence[str], where: Mapping[str, str] | None = None, *, seed: int = 1, order: str = "board", terms: str = "honor",
             **arrange) -> MTGame:
    """A game with only the mobsters listed in ``where`` on the board (the others cleared, so
    they change nothing), set up with ``arrange(**arrange)`` (``phase=``, ``hands=``, ...)."""
    game = new_game(players if isinstance(players, int) else list(players), seed=seed, place=False, order=order, terms=terms)
    game.arrange(where={m: "cleared" for m in game.mobsters} | dict(where or {}), **arrange)
    return game


def _position(players, where, **arrange) -> MTGame:
    return position(players, where, seed=0, **arrange)   # the examples' seed


def mansion_election() -> MTGame:
    """Red's Made Man and Blue's Hit Man (2 respect each) meet Green's Capo (3) in the Mansion.
    Red promises Blue a card for his vote; Green outbids him with $25k (and Blue's pick of the
    Don's cards): call ``game.deal("Green", "Blue", 25, vote="Green")`` and Green is elected."""
    return _position(["Red", "Blue", "Green"], {"red_made_man": "mansion", "blue_hit_man": "mansion",
                                                "green_capo": "mansion", "red_capo": "docks", "blue_capo": "kittys",
                                                "green_driver": "diner"},
                     phase="election", round=2)


def docks_tie() -> MTGame:
    """Five players, so the Docks pay $35k. Blue's Associate and Driver (1 + 1) tie Green's Made
    Man (2). They cannot agree to split, Blue offers the Don (Red) $10k, and the Don picks Blue."""
    return _position(["Red", "Blue", "Green", "Yellow", "Black"],
                     {"blue_associate": "docks", "blue_driver": "docks", "green_made_man": "docks",
                      "red_capo": "mansion", "yellow_capo": "meat_locker", "black_capo": "diner"},
                     phase="business", round=2, don="Red", hands={p: [] for p in ["Red", "Blue", "Green", "Yellow", "Black"]})


def don_gift() -> MTGame:
    """Yellow is elected Don with mobsters in the Mansion, the Docks and the Diner. Red shares the
    Docks and Blue shares the Diner and the Mansion, so either may get the second card; Green, alone
    in the Meat Locker, may not."""
    return _position(["Red", "Blue", "Green", "Yellow"],
                     {"yellow_capo": "mansion", "yellow_made_man": "docks", "yellow_associate": "diner",
                      "red_hit_man": "docks", "blue_driver": "diner", "blue_associate": "mansion",
                      "green_capo": "meat_locker"},
                     phase="election", round=2)


def little_italy_shotgun() -> MTGame:
    """Red's Made Man, Blue's Hit Man and Green's Capo are in Little Italy, which already has three
    Feds; the Fed card adds two more, so five surround it. Red and Blue (4 respect together) vote
    against Green (3), and Green answers with a Shotgun: two Feds gone, three left, free."""
    return _position(["Red", "Blue", "Green"],
                     {"red_made_man": "little_italy", "blue_hit_man": "little_italy", "green_capo": "little_italy"},
                     phase="feds", round=2, don="Red", feds={"little_italy": 3}, fed_top=["raid_little_italy_2"],
                     hands={"Red": [], "Blue": [], "Green": ["shotgun"]})


def car_bomb() -> MTGame:
    """Red's Made Man and Yellow's Associate share the Meat Locker. Red attacks with a Car Bomb
    (level 2); Yellow defends with a Mob Doctor (level 3)."""
    return _position(["Red", "Blue", "Yellow"], {"red_made_man": "meat_locker", "yellow_associate": "meat_locker"},
                     phase="action", round=2, don="Red",
                     hands={"Red": ["car_bomb"], "Blue": [], "Yellow": ["mob_doctor"]})


def associate_takes_the_bullet() -> MTGame:
    """Red's Made Man, Yellow's Associate and Yellow's Hit Man are in the Meat Locker. Red attacks
    Yellow with Deal Gone Bad (level 1); Yellow has no Defense Card and sacrifices the Associate."""
    return _position(["Red", "Blue", "Yellow"], {"red_made_man": "meat_locker", "yellow_associate": "meat_locker",
                                                 "yellow_hit_man": "meat_locker"},
                     phase="action", round=2, don="Red", hands={"Red": ["deal_gone_bad"], "Blue": [], "Yellow": []})


def heat_end() -> MTGame:
    """Three players, Heat at its top level. Red, the Don, acts first and kills Blue's last two
    mobsters; one of Green's is in the Prison. That makes three (one per player): the game ends
    this round, unless Green pays the bail and brings the count down to two."""
    return _position(["Red", "Blue", "Green"],
                     {"red_capo": "kittys", "red_hit_man": "docks", "blue_associate": "kittys", "blue_driver": "docks",
                      "green_made_man": "prison", "green_capo": "little_italy"},
                     phase="action", round=5, don="Red", heat=3, rises=2, cash={"Green": 60},
                     hands={"Red": ["deal_gone_bad", "car_bomb"], "Blue": [], "Green": []})


# -- more positions for the chapters (Mob Ties chapters 1 to 3) ------------------------------------

def set_up_game() -> MTGame:
    """A new game of four (Red, Blue, Green, Yellow; seed 1) at the very start: everyone has five
    mobsters, $25k and six Favor Cards, nobody has placed a mobster yet, and Red is drawn to
    place first. The set-up of chapter 1 and its role-play card."""
    return new_game(["Red", "Blue", "Green", "Yellow"], seed=1)


def mansion_tie() -> MTGame:
    """Round 3: Red's Made Man and Blue's Hit Man (2 respect each) are alone in the Mansion, and
    Green, the old Don, is in the Docks. Each votes for himself, 2 against 2, so Green breaks the
    tie; Red pays him $5k for it (not a rulebook example: our own, for the tie rule)."""
    return _position(["Red", "Blue", "Green"],
                     {"red_made_man": "mansion", "blue_hit_man": "mansion", "green_capo": "docks"},
                     phase="election", round=3, don="Green")


def buying_cards() -> MTGame:
    """Business in a game of three where nobody is in a racket, so the buying starts at once: Red,
    the Don, has $50k and two Favor Cards; a card costs $25k, so Red can buy two and no more."""
    return _position(["Red", "Blue", "Green"],
                     {"red_capo": "mansion", "blue_capo": "mansion", "green_capo": "mansion"},
                     phase="business", round=2, don="Red", cash={"Red": 50},
                     hands={"Red": ["deal_gone_bad", "bulletproof_vest"], "Blue": [], "Green": []})


def dirty_cop() -> MTGame:
    """Red's Associate is alone in the Diner and Blue, the Don, has his Capo in the Docks. Red wins
    the Diner and may bribe the Dirty Cop instead of taking its money; the Fed card on top of the
    deck sends two Feds to the Docks."""
    return _position(["Red", "Blue", "Green"],
                     {"red_associate": "diner", "blue_capo": "docks", "green_capo": "little_italy"},
                     phase="business", round=2, don="Blue", fed_top=["raid_docks_2"])


def armed_robbery() -> MTGame:
    """Blue's Capo wins Kitty's ($20k in a game of three), where Red's Associate stands too with an
    Armed Robbery card: Blue must hand Red the money or face a level 2 attack."""
    return _position(["Red", "Blue", "Green"], {"blue_capo": "kittys", "red_associate": "kittys"},
                     phase="business", round=2, don="Blue",
                     hands={"Red": ["armed_robbery"], "Blue": [], "Green": []})


# -- more positions for the chapters (Mob Ties chapters 4 to 7) ------------------------------------

# The three moves that bring the Feds in feds_arrive(): each player moves his one mobster out of
# the Streets (Red's Capo and Blue's Hit Man to Kitty's, Green's Made Man to the Docks).
FEDS_ARRIVE_MOVES = [Action("Red", "move", target="red_capo", where="kittys"),
                     Action("Blue", "move", target="blue_hit_man", where="kittys"),
                     Action("Green", "move", target="green_made_man", where="docks")]


@checked
def feds_arrive(card: str = "citywide_crackdown", weapon: str = "") -> MTGame:
    """The Movement phase of round 2 (not a rulebook example: our own, for the Fed cards). Kitty's
    has 3 Feds, the Docks 2 and the empty Little Italy 3. After the three moves of
    ``FEDS_ARRIVE_MOVES`` (Red's Capo and Blue's Hit Man to Kitty's, Green's Made Man to the Docks)
    the Fed card ``card`` comes (a Fed card id). Blue and Green each hold the Weapon card
    ``weapon`` ("" for none). Red is the Don."""
    hand = [weapon] if weapon else []
    return _position(["Red", "Blue", "Green"],
                     {"red_capo": "streets", "blue_hit_man": "streets", "green_made_man": "streets"},
                     phase="movement", round=2, don="Red", feds={"kittys": 3, "docks": 2, "little_italy": 3},
                     fed_top=[card], hands={"Red": [], "Blue": list(hand), "Green": list(hand)})


@checked
def attack_and_defence(attack: str = "car_bomb", defence: str = "mob_doctor") -> MTGame:
    """The Car Bomb example with other cards: Red's Made Man and Yellow's Associate share the Meat
    Locker in the Action phase; Red holds the attack card ``attack`` and Yellow the Defense card
    ``defence`` ("" for none). With the defaults it is the rulebook's example."""
    return _position(["Red", "Blue", "Yellow"], {"red_made_man": "meat_locker", "yellow_associate": "meat_locker"},
                     phase="action", round=2, don="Red",
                     hands={"Red": [attack], "Blue": [], "Yellow": [defence] if defence else []})


def first_blood() -> MTGame:
    """Round 1 (not a rulebook example): Red's Made Man and Yellow's Associate share the Meat
    Locker, Red holds a Deal Gone Bad and has $25k. The first kill of the game earns a bonus."""
    return _position(["Red", "Blue", "Yellow"], {"red_made_man": "meat_locker", "yellow_associate": "meat_locker"},
                     phase="action", round=1, don="Red", hands={"Red": ["deal_gone_bad"], "Blue": [], "Yellow": []})


def driver_getaway() -> MTGame:
    """The Driver's special move (not a rulebook example: the rulebook's tip played out). Red's Made
    Man and Driver share the Meat Locker with Yellow's Associate and Hit Man. Red holds a Car Bomb,
    Yellow a Deal Gone Bad to hit back with: Red attacks, then drives both mobsters to the Streets."""
    return _position(["Red", "Blue", "Yellow"],
                     {"red_made_man": "meat_locker", "red_driver": "meat_locker", "yellow_associate": "meat_locker",
                      "yellow_hit_man": "meat_locker"},
                     phase="action", round=2, don="Red",
                     hands={"Red": ["car_bomb"], "Blue": [], "Yellow": ["deal_gone_bad"]})


def special_cards() -> MTGame:
    """Three Specialty-style cards in one action turn (not a rulebook example). Blue's Driver and
    Green's Hit Man stand in the Streets; Red's Associate and Green's Associate are in the Prison.
    Red holds a Drive-by, a Shanked and a Tony Goldstein; Blue holds a Bulletproof Vest."""
    return _position(["Red", "Blue", "Green"],
                     {"red_capo": "docks", "red_associate": "prison", "blue_driver": "streets",
                      "green_hit_man": "streets", "green_associate": "prison"},
                     phase="action", round=2, don="Red",
                     hands={"Red": ["drive_by", "shanked", "tony_goldstein"], "Blue": ["bulletproof_vest"], "Green": []})


def heat_rises() -> MTGame:
    """The Bail phase of round 3 with three players (not a rulebook example). Red's Hit Man is in
    the Prison; Blue's Driver and Associate and Green's Made Man are in the Morgue: four mobsters,
    one more than the players. Red has $60k and may pay the Hit Man's $50k bail; either way the
    Heat rises to level 2."""
    return _position(["Red", "Blue", "Green"],
                     {"red_capo": "kittys", "red_hit_man": "prison", "blue_capo": "docks", "blue_driver": "morgue",
                      "blue_associate": "morgue", "green_capo": "mansion", "green_made_man": "morgue"},
                     phase="bail", round=3, don="Red", cash={"Red": 60})


def bail_or_not() -> MTGame:
    """The rulebook's end of the game (``heat_end``) at Green's decision: Red has killed Blue's last
    two mobsters, Green's Made Man is in the Prison, and Green may pay his $50k bail (the game goes
    on) or not (three mobsters in the Prison and the Morgue: the game ends, and Red wins)."""
    game = heat_end()
    game.play(LAST_ROUND)
    return game


def kittys_bargain() -> MTGame:
    """A Show of Respect for Kitty's ($20k in a game of three), not a rulebook example: Red's Capo
    (3 respect) against Blue's Made Man (2) and Green's Hit Man (2). Alone, Blue or Green loses
    to Red; together they win. Red, the Don, votes first. Every player has $25k to bargain with."""
    return _position(["Red", "Blue", "Green"],
                     {"red_capo": "kittys", "blue_made_man": "kittys", "green_hit_man": "kittys"},
                     phase="business", round=2, don="Red", hands={"Red": [], "Blue": [], "Green": []})


def kittys_offers() -> MTGame:
    """``kittys_bargain`` after the bargaining, before anybody votes: Red offers Blue $5k for his
    vote and Blue says no; Blue offers Green $10k for Green's vote for Blue, and Green accepts
    (binding under Honor Among Thieves). Red, the Don, votes first: Blue and Green will beat him
    4 to 3."""
    game = kittys_bargain()
    for action in (Action.offer("Red", "Blue", 5, "Red"), Action.answer("Blue", False),
                   Action.offer("Blue", "Green", 10, "Blue"), Action.answer("Green", True)):
        game.apply(action)
    return game


# -- the chapters' walk-throughs: the steps a StoryStepper takes through a position ------------------
# (``walkthrough(name)`` gives ``(start, steps)``; the chapters replay these lists for their checked
# output, so both tell the same story.)

# Chapter 2. The rulebook's election: Green offers Blue $25k for his vote, Blue accepts, everybody
# votes, and Green keeps the card Blue does not want (Blue wants the first) and gives Blue the other.
ELECTION = [Action.offer("Green", "Blue", 25, "Green"), Action.answer("Blue", True),
            Action("Blue", "vote", target="Green"), Action("Green", "vote", target="Green"),
            Action("Red", "vote", target="Red"),
            lambda g: g.legal_actions()[1],
            lambda g: next(a for a in g.legal_actions() if a.target == "Blue")]
MANSION_TIE = [Action("Red", "vote", target="Red"), Action("Blue", "vote", target="Blue"),
               Action.deal("Red", "Green", 5, vote="Red"), Action("Green", "tie", target="Red")]
# Chapter 3. The rulebook's Docks tie (the same steps as the mt_docks_tie role-play card), and the
# split instead; Red buys twice and keeps the first of the two cards drawn each time; Armed Robbery.
DOCKS_TIE = [Action("Blue", "vote", target="Blue"), Action("Green", "vote", target="Green"),
             Action("Blue", "refuse", where="docks"), Action.deal("Blue", "Red", 10, vote="Blue"),
             Action("Red", "tie", target="Blue")]
DOCKS_SPLIT = [Action("Blue", "vote", target="Blue"), Action("Green", "vote", target="Green"),
               Action("Blue", "agree", where="docks"), Action("Green", "agree", where="docks")]
BUYING = [Action("Red", "buy"), lambda g: g.legal_actions()[0], Action("Red", "buy"), lambda g: g.legal_actions()[0]]
ROBBERY = [Action("Blue", "vote", target="Blue"), Action("Red", "vote", target="Red"),
           Action("Red", "rob", card="armed_robbery", target="Blue", where="kittys"),
           Action("Blue", "forfeit", where="kittys")]
# Chapter 4. Five Feds in Little Italy: the vote against Green, then Green's answer (his choice).
SHOTGUN_VOTES = [Action("Red", "vote", target="Green"), Action("Blue", "vote", target="Green"),
                 Action("Green", "vote", target="Red")]
SHOTGUN_ANSWERS = {"shotgun": Action("Green", "weapon", card="shotgun", where="little_italy"),
                   "capo": Action("Green", "pinch", target="green_capo", where="little_italy")}
# Chapter 5. The Car Bomb against the Mob Doctor; the Associate takes the bullet; the Driver's
# getaway; Drive-by, Shanked and Tony Goldstein.
CAR_BOMB = [Action("Red", "attack", card="car_bomb", target="Yellow", where="meat_locker"),
            Action("Yellow", "defend", card="mob_doctor", where="meat_locker")]
BULLET = [Action("Red", "attack", card="deal_gone_bad", target="Yellow", where="meat_locker"),
          Action("Yellow", "sacrifice", target="yellow_associate", where="meat_locker")]
GETAWAY = [Action("Red", "attack", card="car_bomb", target="Yellow", where="meat_locker"),
           Action("Yellow", "sacrifice", target="yellow_associate", where="meat_locker"),
           Action("Red", "drive", target="red_made_man", where="streets")]
SPECIALS = [Action("Red", "play", card="drive_by"),
            Action("Blue", "defend", card="bulletproof_vest", where="streets"),
            Action("Red", "attack", card="shanked", target="Green", where="prison"),
            Action("Red", "play", card="tony_goldstein", target="red_associate")]
# Chapter 6. Red's bail (his choice) before the Heat rises; the rulebook's last round, then Green's choice.
RED_DECIDES = {"bail": Action("Red", "bail", target="red_hit_man"), "done": Action("Red", "done")}
LAST_ROUND = [Action("Red", "attack", card="deal_gone_bad", target="Blue", where="docks"),
              Action("Red", "attack", card="car_bomb", target="Blue", where="kittys")]
GREEN_DECIDES = {"done": Action("Green", "done"), "bail": Action("Green", "bail", target="green_made_man")}

WALKTHROUGHS: dict[str, Callable[[], Walkthrough]] = {
    "mansion_election": lambda: (mansion_election, list(ELECTION)),
    "mansion_tie": lambda: (mansion_tie, list(MANSION_TIE)),
    "docks_tie": lambda: (docks_tie, list(DOCKS_TIE)),
    "docks_tie/split": lambda: (docks_tie, list(DOCKS_SPLIT)),
    "buying_cards": lambda: with_chance_steps(buying_cards(), BUYING),
    "armed_robbery": lambda: (armed_robbery, list(ROBBERY)),
    **{f"little_italy_shotgun/{answer}": (lambda step=step: (little_italy_shotgun, [*SHOTGUN_VOTES, step]))
       for answer, step in SHOTGUN_ANSWERS.items()},
    "car_bomb": lambda: (car_bomb, list(CAR_BOMB)),
    "associate_takes_the_bullet": lambda: (associate_takes_the_bullet, list(BULLET)),
    "driver_getaway": lambda: (driver_getaway, list(GETAWAY)),
    "special_cards": lambda: (special_cards, list(SPECIALS)),
    **{f"heat_rises/{decision}": (lambda step=step: (heat_rises, [step])) for decision, step in RED_DECIDES.items()},
    **{f"heat_end/{decision}": (lambda step=step: (heat_end, [*LAST_ROUND, step]))
       for decision, step in GREEN_DECIDES.items()},
}


@checked
def walkthrough(name: str) -> Walkthrough:
    """``(start, steps)`` of the walk-through ``name`` a chapter steps through (see ``WALKTHROUGHS``):
    ``StoryStepper(*walkthrough("car_bomb"), title=...)``."""
    return pick(WALKTHROUGHS, name, "Mob Ties")


def walkthroughs() -> dict[str, Walkthrough]:
    """Every walk-through the chapters step through, by name: ``(start, steps)``."""
    return every(WALKTHROUGHS)


# Every ready-made position by name (the tests save, load and draw each one).
EXAMPLES = {fn.__name__: fn for fn in (
    mansion_election, docks_tie, don_gift, little_italy_shotgun, car_bomb, associate_takes_the_bullet, heat_end,
    set_up_game, mansion_tie, buying_cards, dirty_cop, armed_robbery, feds_arrive, attack_and_defence, first_blood,
    driver_getaway, special_cards, heat_rises, bail_or_not, kittys_bargain, kittys_offers)}
