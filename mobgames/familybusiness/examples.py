"""Ready-made positions for the tutorial: every card played once, and a Mob War to step through.

``card_example(card)`` sets up a small three-player position, plays the card (and any answer
to it) and returns the game; its log tells the story. ``war_example()`` returns a game where six
mobsters are already on the Hit List, so a Mob War is on.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.chance import ASK, set_mode
from ..core.errors import MobgamesError
from .bots import simple_bot
from .cards import CARDS
from .game import Action, FBGame, new_game
from ..core.arguments import checked
from ..core.walkthroughs import Walkthrough, copies, every, pick

PLAYERS = ["Ana", "Ben", "Chen"]
FILLER = ["contract"] * 6


def _game(hands: dict, turn: str = "Ana", **kw) -> FBGame:
    """Ana, Ben and Chen (seed 1) with these hands (a player not named holds a Contract, Ana
    nothing), the small filler deck, and ``turn`` to play; ``kw`` goes to ``arrange``."""
    g = new_game(PLAYERS, seed=1)
    full = {p: hands.get(p, ["contract"] if p != "Ana" else []) for p in PLAYERS}
    g.arrange(hands=full, deck=FILLER, turn=turn, **kw)
    return g


def _mobsters():
    """Ana's, Ben's and Chen's mobsters (seed 1), in the order they are laid out."""
    g0 = new_game(PLAYERS, seed=1)
    return (g0.in_front(p) for p in PLAYERS)


@checked
def card_example(card: str) -> FBGame:
    """A game in which ``card`` has just been played (counters: played in answer to their card)."""
    if card not in CARDS:
        raise MobgamesError(f"There is no card called '{card}'.")
    ana, ben, chen = _mobsters()
    counter_for = {"family_influence": "contract", "mob_power": "contract", "finger": "take_it_on_the_lam",
                   "safe_house": "vendetta"}
    played = counter_for.get(card, card)
    answer = card if card in counter_for else None
    listed = {"police_protection": [ben[0], ana[0]], "take_it_on_the_lam": [ben[0], ana[0]],
              "substitution": [ana[0], ben[0]], "intrigue": [ana[0], ben[0], chen[0]],
              "pay_off": [ana[0], ben[0], ana[1]], "federal_crackdown": [ana[0], ben[0], chen[0]],
              "st_valentines_day_massacre": [ben[0], chen[0], ben[1]], "truce": [ben[0]],
              "turncoat": [ben[0]], "priority_contract": [chen[0]], "mob_war": [ben[0], chen[0]], "ambush": [ben[0], chen[0], ben[1]]}.get(played, [])
    dead = [chen[5], chen[6], chen[7]] if played == "turncoat" else []
    war = 1 if played == "truce" else None
    hands = {"Ana": [played], "Ben": [answer] if answer else ["contract"]}
    g = _game(hands, hit_list=listed, dead=dead, war=war)
    target = {"police_protection": ana[0], "take_it_on_the_lam": ana[0], "substitution": ana[0],
              "pay_off": "Ana"}.get(played)
    if played in ("contract", "contract_no_mob_power", "contract_no_family_influence", "contract_iron_clad",
                  "priority_contract", "double_contract"):
        target = "Ben"
    g.apply(Action("Ana", "play", played, target))
    if answer:
        g.apply(Action("Ben", "counter", answer))
    # The choices the card asks for are made as a plain player would (the simple bot).
    for _ in range(12):
        d = g.decision
        if d is None or d.kind in ("play", "counter"):
            break   # the card's own choices are made
        g.apply(simple_bot(g))
    return g


def war_example() -> FBGame:
    """Six mobsters on the Hit List: a Mob War is on, one death at the start of every turn."""
    ana, ben, chen = _mobsters()
    listed = [ben[0], chen[0], ana[0], ben[1], chen[1], ben[2]]
    g = _game({"Ana": ["contract"], "Ben": ["contract"], "Chen": ["contract"]},
                 hit_list=listed, war=1)
    return g


# -- Positions for the chapters' steppers, playgrounds and role-play cards ------------------------
# (each a zero-argument function, except card_story, so a data file can name it)

def first_game() -> FBGame:
    """A new three-player game, dealt with seed 4: in its first turns Ben answers Ana's Contract with
    Mob Power, Ana answers Ben's Priority Contract with Family Influence, and Chen waits for his turn."""
    return new_game(PLAYERS, seed=4)


@checked
def card_story(card: str) -> tuple[FBGame, list]:
    """``card``'s example before the card is played (Ana to play) and the actions that play it:
    the card, any answer to it and the choices it asks for, as ``card_example`` makes them."""
    game = card_example(card)
    script = list(game.history)
    game.undo_to(0)
    set_mode(game, ASK)   # (the script's card draws are steps of their own: a reader may change them)
    return game, script


def war_choice() -> FBGame:
    """A Mob War at the normal rate, Ana to play: her Dutch Schultz is up against the wall and dies at
    the start of the next turn unless she does something. She holds Police Protection, a Truce, a
    Priority Contract, an Intrigue, an Ambush and a Contract."""
    ana, ben, chen = _mobsters()
    return _game({"Ana": ["police_protection", "truce", "priority_contract", "intrigue", "ambush", "contract"],
                  "Ben": ["contract", "contract", "family_influence", "mob_power", "take_it_on_the_lam"],
                  "Chen": ["contract", "contract_no_mob_power", "finger", "police_protection", "double_contract"]},
                 hit_list=[ana[0], ben[0], chen[0], ben[1]], war=1)


def card_choice() -> FBGame:
    """Ana to play, with six different cards (Double Contract, Hit, Double Cross, Substitution,
    Pay Off, Vendetta); four mobsters on the Hit List and no war. Ben holds Family Influence and a
    Safe House, Chen Mob Power and a Finger."""
    ana, ben, chen = _mobsters()
    return _game({"Ana": ["double_contract", "hit", "double_cross", "substitution", "pay_off", "vendetta"],
                  "Ben": ["family_influence", "safe_house", "contract", "contract", "intrigue"],
                  "Chen": ["mob_power", "finger", "contract", "take_it_on_the_lam", "priority_contract"]},
                 hit_list=[ben[0], ana[0], chen[0], ana[1]])


def truce_talk() -> FBGame:
    """Role play: a Mob War at the normal rate, Chen to play. Ben's mobster is up against the wall,
    Chen's is second, then another of Ben's and one of Ana's. Chen holds the Truce and a Police
    Protection: he can stop the war for everybody, or save only his own man."""
    ana, ben, chen = _mobsters()
    return _game({"Ana": ["contract", "double_contract", "contract_no_mob_power", "finger", "substitution"],
                  "Ben": ["contract", "contract", "priority_contract", "mob_power", "take_it_on_the_lam"],
                  "Chen": ["truce", "police_protection", "contract", "contract", "family_influence", "intrigue"]},
                 hit_list=[ben[0], chen[0], ben[1], ana[0]], war=1, turn="Chen")


def rescue_plea() -> FBGame:
    """Role play: a Mob War at the normal rate, Ana to play. Ben's mobster is up against the wall and
    dies at the start of Ben's turn; Ana's own mobster is third. Ana holds Police Protection."""
    ana, ben, chen = _mobsters()
    return _game({"Ana": ["police_protection", "contract", "contract", "priority_contract", "intrigue", "mob_war"],
                  "Ben": ["contract", "family_influence", "contract_no_family_influence", "double_contract",
                          "substitution"],
                  "Chen": ["contract", "contract", "finger", "ambush", "double_cross"]},
                 hit_list=[ben[0], chen[0], ana[0]], war=1)


def contract_talk() -> FBGame:
    """Role play: no war, Ana to play. Ben still has all nine mobsters; Ana has six and Chen five (the
    others are dead), and one of each is on the Hit List. Ana holds a Double Contract and a Contract;
    Ben holds no Counter card."""
    ana, ben, chen = _mobsters()
    return _game({"Ana": ["double_contract", "contract", "police_protection", "intrigue", "contract", "truce"],
                  "Ben": ["contract", "contract", "priority_contract", "take_it_on_the_lam", "double_cross"],
                  "Chen": ["contract", "family_influence", "contract_no_mob_power", "substitution", "hit"]},
                 hit_list=[ana[3], chen[4]], dead=ana[:3] + chen[:4])


def war_breaks_out() -> FBGame:
    """Five mobsters on the Hit List and no war yet, Ana to play. Her Contract on Ben (no Counter
    card can answer it: nobody holds one) makes Ben put a sixth mobster on the list, and a Mob War
    breaks out."""
    ana, ben, chen = _mobsters()
    return _game({"Ana": ["contract", "police_protection", "intrigue", "contract_no_mob_power", "priority_contract",
                          "substitution"],
                  "Ben": ["contract", "contract", "double_contract", "take_it_on_the_lam", "pay_off"],
                  "Chen": ["contract", "contract", "hit", "double_cross", "federal_crackdown"]},
                 hit_list=[ben[0], chen[0], ana[0], chen[1], ana[1]])


# -- the chapters' walk-throughs: the steps a StoryStepper takes through a position ------------------
# (``walkthrough(name)`` gives ``(start, steps)``; the chapters replay these for their checked output.)

FIRST_DECISIONS = 10   # chapter 1 steps through the first ten decisions of first_game()


def first_turns() -> list:
    """The first ten decisions of ``first_game()`` as a plain player makes them (the simple bot),
    with every card drawn on the way (each a step of its own: a reader may change it)."""
    played = first_game()
    dealt = len(played.history)
    for _ in range(FIRST_DECISIONS):
        played.apply(simple_bot(played))
    return played.history[dealt:]


# Chapter 2: Ana's Contract on Ben, who puts a sixth name on the Hit List (a Mob War breaks out).
SIXTH_NAME = [Action("Ana", "play", "contract", "Ben"), Action("Ben", "choose", target="abraham_pretty_levine")]


@checked
def discard_first(game: FBGame) -> Action:
    """The player whose turn it is discards the first card in his hand."""
    player = game.decision.player
    return Action(player, "discard", game.hands[player][0])


def _card_walkthrough(card: str) -> Walkthrough:
    start, script = card_story(card)
    return copies(start), script


WALKTHROUGHS: dict[str, Callable[[], Walkthrough]] = {
    "first_turns": lambda: (first_game, first_turns()),
    "war_breaks_out": lambda: (war_breaks_out, list(SIXTH_NAME)),
    "war_example": lambda: (war_example, [discard_first] * 6),   # a Mob War: each player discards
    # Chapter 3: every card's story, from the moment before Ana plays it (the chapter's list of cards).
    **{f"card_story/{card}": (lambda card=card: _card_walkthrough(card)) for card in CARDS},
}


@checked
def walkthrough(name: str) -> Walkthrough:
    """``(start, steps)`` of the walk-through ``name`` a chapter steps through (see ``WALKTHROUGHS``):
    ``StoryStepper(*walkthrough("war_example"), title=...)``."""
    return pick(WALKTHROUGHS, name, "Family Business")


def walkthroughs() -> dict[str, Walkthrough]:
    """Every walk-through the chapters step through, by name: ``(start, steps)``."""
    return every(WALKTHROUGHS)
