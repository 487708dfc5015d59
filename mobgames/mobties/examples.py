"""The rulebook's worked examples as ready-made positions (for the chapters and the tests).

Each function returns a game stopped at the first choice of its example. Only the mobsters the
example mentions are on the board; the others are off it ("cleared") so they change nothing.
"""

from __future__ import annotations

from .game import MTGame, new_game


def position(players, where=None, *, seed: int = 1, order: str = "board", terms: str = "honor",
             **arrange) -> MTGame:
    """A game with only the mobsters listed in ``where`` on the board (the others cleared, so
    they change nothing), set up with ``arrange(**arrange)`` (``phase=``, ``hands=``, ...)."""
    game = new_game(list(players), seed=seed, place=False, order=order, terms=terms)
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


EXAMPLES = {"mansion_election": mansion_election, "docks_tie": docks_tie, "don_gift": don_gift,
            "little_italy_shotgun": little_italy_shotgun, "car_bomb": car_bomb,
            "associate_takes_the_bullet": associate_takes_the_bullet, "heat_end": heat_end}
