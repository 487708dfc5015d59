"""Every public function a chapter or a teacher may call refuses a wrong kind of value with a typed
``MobgamesError`` naming the argument (issue 24): each function below is called once as it should be,
then again with each argument in turn replaced by a wrong value (None, a list for an id, True for a
count, 1.5 for a whole number, a huge number, an unknown id, a negative number). Any error that is
not a ``MobgamesError`` fails the test, and so does a value the annotation rules out that is taken
without a word.

The surface is found, not listed: the engines' and teaching's ``__all__``, the examples modules'
functions, the printables, and the position and board helpers of each game's classes. A public
function with no sample call below fails ``test_every_public_function_has_a_sample_call``.
"""

from __future__ import annotations

import importlib
import inspect
import signal
import types
import typing
from collections.abc import Callable

import pytest

from mobgames import bloodfeud as bf
from mobgames import familybusiness as fb
from mobgames import mobties as mt
from mobgames.core.arguments import ArgumentError
from mobgames.core.contract import GameState
from mobgames.core.errors import MobgamesError
from mobgames.dice import RandomDice, ScriptedDice

MODULES = ["mobgames.bloodfeud", "mobgames.familybusiness", "mobgames.mobties", "mobgames.teaching",
           "mobgames.printables", "mobgames.core", "mobgames.bloodfeud.examples",
           "mobgames.familybusiness.examples", "mobgames.mobties.examples",
           "mobgames.mobties.position", "mobgames.familybusiness.position"]
# The helpers a chapter or a teacher uses to set up and read a position (the engines' internals,
# such as emit, put or take, are not among them: the actions reach those, checked by the rules).
METHODS: dict[type, list[str]] = {
    bf.Game: ["arrange", "place", "let_through", "add_building", "shift", "set_control", "toggle_control",
              "set_building", "player", "units_at", "pieces_at", "count", "districts_of"],
    bf.Board: ["space", "find", "neighbours", "within", "edge", "bridges", "is_corner", "corners_of", "of_kind",
               "districts", "frame", "space_at"],
    mt.MTGame: ["at", "placed", "count_at", "owners_at", "respect_at", "family", "kinds_by_place", "driver_of",
                "is_open", "has_room", "value", "sharing", "view"],   # (their arrange: the position modules')
    fb.FBGame: ["alive", "in_front", "opponents", "view"],
    bf.Turns: ["view"],
    GameState: ["legal_actions", "why_not", "undo", "undo_to", "play"],
}


def surface() -> dict[str, Callable]:
    found: dict[str, Callable] = {}
    for name in MODULES:
        module = importlib.import_module(name)
        names = getattr(module, "__all__", None) or [
            n for n, f in vars(module).items() if inspect.isfunction(f) and f.__module__ == name and n[0] != "_"]
        for n in names:
            f = getattr(module, n)
            if inspect.isfunction(f) and parameters(f):   # (no arguments: nothing to get wrong)
                found[f"{name.removeprefix('mobgames.')}.{n}"] = f
    for cls, names in METHODS.items():
        for n in names:
            found[f"{cls.__name__}.{n}"] = getattr(cls, n)
    return found


# -- a right call of each ---------------------------------------------------------------------------

def bf_game(cash: int = 0):
    game = bf.new_game(["Ann", "Bob", "Cy"], seed=1)
    game.cash["Ann"] = cash
    return game


def attack_position():
    g = bf.new_game(["Ana", "Ben"], seed=1, colours={"Ana": "Red", "Ben": "Blue"})
    g.arrange("Ana", pieces={"howard_beach": {"henchman": 2, "hitman": 2}, "ozone_park": {"boss": 1}},
              control=["howard_beach", "ozone_park"])
    g.arrange("Ben", pieces={"east_new_york": {"thug": 1}, "elizabeth": {"boss": 1}},
              control=["east_new_york", "elizabeth"])
    g.cash["Ana"] = 100
    return g


def mt_game():
    return mt.start(3, seed=1)


def played(game):
    """``game`` after its first legal action, so that there is something to undo."""
    game.apply(game.legal_actions()[0])
    return game


def fb_game():
    return fb.start(3, seed=1)


BOARD = bf.load_board()
CHAPTER = "bloodfeud/01_getting_started"
# name -> a function returning (the object whose method it is, or None; the arguments)
SAMPLES: dict[str, Callable[[], tuple[object, dict]]] = {
    "bloodfeud.start": lambda: (None, dict(players=2, seed=1, options=bf.Options())),
    "bloodfeud.blank_game": lambda: (None, dict(players=["Ann", "Bob"], seed=1)),
    "bloodfeud.legal_moves": lambda: (None, dict(game=bf_game(), piece="henchman1")),
    "bloodfeud.reachable": lambda: (None, dict(game=bf_game(), piece="henchman1")),
    "bloodfeud.why_not": lambda: (None, dict(game=bf_game(), piece="henchman1", space="fordham")),
    "bloodfeud.buy": lambda: (None, dict(game=bf_game(cash=500), player="Ann", item="thug", at="belmont")),
    "bloodfeud.placements": lambda: (None, dict(game=bf_game(), player="Ann")),
    "bloodfeud.battle_odds": lambda: (None, dict(attackers={"hitman": 2}, defenders={"thug": 1},
                                                 building="precinct", exact=True)),
    "bloodfeud.attack": lambda: (None, dict(game=attack_position(), player="Ana", target="east_new_york",
                                            attackers={"howard_beach": {"hitman": 2}},
                                            dice=ScriptedDice([9, 9, 1, 1, 1, 1, 1, 1]), captives="kidnap",
                                            pay_premium=False, forced=False)),
    "bloodfeud.premium": lambda: (None, dict(game=attack_position(), district="east_new_york")),
    "bloodfeud.income": lambda: (None, dict(game=bf_game(), player="Ann")),
    "bloodfeud.factor_income": lambda: (None, dict(game=bf_game(), player="Ann")),
    "bloodfeud.revenue": lambda: (None, dict(assets=120, ifm=3)),
    "bloodfeud.revenue_table": lambda: (None, dict(assets=range(10, 60, 10), ifm=range(1, 4))),
    "bloodfeud.board_summary": lambda: (None, dict(board=BOARD)),
    "bloodfeud.describe_space": lambda: (None, dict(board=BOARD, space_id="fordham")),
    "bloodfeud.load_board": lambda: (None, dict(path=None)),
    "bloodfeud.validate_board": lambda: (None, dict(data={"spaces": []})),
    "bloodfeud.catalogue": lambda: (None, dict(options=bf.Options())),
    "bloodfeud.new_game": lambda: (None, dict(players=["Ann", "Bob"], seed=None, dice=RandomDice(1),
                                              starts={"Ann": "New Jersey"}, colours={"Ann": "Red"},
                                              options=bf.Options(), board=BOARD)),
    "bloodfeud.rank_players": lambda: (None, dict(names=["Ann", "Bob"], dice=ScriptedDice([9, 3]))),
    "bloodfeud.start_areas": lambda: (None, dict(n_players=3)),
    "bloodfeud.starting_pieces": lambda: (None, dict(n_players=3)),
    "familybusiness.new_game": lambda: (None, dict(players=["Ann", "Bob"], seed=None, dice=RandomDice(1),
                                                   deck="56", options={})),
    "familybusiness.start": lambda: (None, dict(players=3, seed=None, options={}, dice=RandomDice(1))),
    "familybusiness.simple_bot": lambda: (None, dict(game=fb_game())),
    "familybusiness.deck_counts": lambda: (None, dict(deck="56")),
    "mobties.new_game": lambda: (None, dict(players=3, seed=1, order="board", terms="honor", place=True)),
    "mobties.start": lambda: (None, dict(players=3, seed=None, options={}, dice=RandomDice(1))),
    "mobties.clockwise": lambda: (None, dict(order="board")),
    "mobties.racket_value": lambda: (None, dict(location="docks", players=3)),
    "teaching.define": lambda: (None, dict(term="Boss", lang="en")),
    "teaching.glossary_table": lambda: (None, dict(game="Blood Feud in New York", lang="en")),
    "teaching.annotate": lambda: (None, dict(text="The Boss pays.", lang="en")),
    "teaching.terms_in": lambda: (None, dict(text="The Boss pays.")),
    "teaching.set_language": lambda: (None, dict(lang="en")),
    "teaching.exercises_for": lambda: (None, dict(chapter=CHAPTER)),
    "teaching.phrase_bank": lambda: (None, dict(topic="money")),
    "teaching.roleplay_cards": lambda: (None, dict(game="Blood Feud in New York")),
    "teaching.setup_position": lambda: (None, dict(card=importlib.import_module(
        "mobgames.teaching.phrases").roleplay_card("bf_ransom"))),
    "teaching.pronounce": lambda: (None, dict(term="Boss")),
    "teaching.audio": lambda: (None, dict(text="bail", voice="A")),
    "teaching.minimal_pairs": lambda: (None, dict(game="Blood Feud in New York")),
    "teaching.teacher_notes": lambda: (None, dict(chapter=CHAPTER, collapsed=True)),
    "teaching.all_teacher_notes": lambda: (None, dict(game="bloodfeud")),
    "teaching.lesson_plan": lambda: (None, dict(chapter=CHAPTER, minutes=45)),
    "teaching.word_bank": lambda: (None, dict(chapter=CHAPTER, lang="en")),
    "teaching.speaking_task": lambda: (None, dict(chapter=CHAPTER)),
    "printables.index_html": lambda: (None, dict(built=[], paper="a4", pdf=False)),
    "printables.paper_of": lambda: (None, dict(paper="a4")),
    "printables.sheets": lambda: (None, dict(paper="a4", only=["familybusiness-action-cards"], fb_deck="56",
                                             poster_tiles=6)),
    "core.narrate": lambda: (None, dict(events=[])),
    "bloodfeud.examples.battle_example": lambda: (None, dict(n=1)),
    "bloodfeud.examples.income_example": lambda: (None, dict(n=1)),
    "bloodfeud.examples.movement_example": lambda: (None, dict(name="corners")),
    "bloodfeud.examples.story_events": lambda: (None, dict(name="sale")),
    "bloodfeud.examples.story_picture": lambda: (None, dict(name="sale")),
    "bloodfeud.examples.story_script": lambda: (None, dict(name="sale")),
    "bloodfeud.examples.story_start": lambda: (None, dict(name="sale")),
    "bloodfeud.examples.walkthrough": lambda: (None, dict(name="sale")),
    "familybusiness.examples.card_example": lambda: (None, dict(card="contract")),
    "familybusiness.examples.card_story": lambda: (None, dict(card="contract")),
    "familybusiness.examples.walkthrough": lambda: (None, dict(name="war_example")),
    "familybusiness.examples.discard_first": lambda: (None, dict(game=fb.examples.war_example())),
    "mobties.examples.attack_and_defence": lambda: (None, dict(attack="car_bomb", defence="mob_doctor")),
    "mobties.examples.feds_arrive": lambda: (None, dict(card="citywide_crackdown", weapon="")),
    "mobties.examples.walkthrough": lambda: (None, dict(name="car_bomb")),
    "mobties.examples.position": lambda: (None, dict(players=["Red", "Blue", "Green"], where=None, seed=1,
                                                     order="board", terms="honor")),
    "Game.arrange": lambda: (bf_game(), dict(player="Ann", pieces={"fordham": {"thug": 1}}, control=["fordham"],
                                             buildings={"fordham": "illicit_activity"})),
    "Game.place": lambda: (bf_game(), dict(player="Ann", kind="thug", space="fordham", passengers=None,
                                           colour=None)),
    "Game.let_through": lambda: (bf_game(), dict(blocker="Ann", mover="Bob")),
    "Game.add_building": lambda: (bf_game(), dict(space="belmont", kind="illicit_activity")),
    "Game.shift": lambda: (bf_game(), dict(player="Ann", piece="thug", src="belmont", dst="fordham", n=1)),
    "Game.set_control": lambda: (bf_game(), dict(district="fordham", player="Ann")),
    "Game.toggle_control": lambda: (bf_game(), dict(player="Ann", district="fordham")),
    "Game.set_building": lambda: (bf_game(), dict(district="belmont", building="illicit_activity", by="Ann")),
    "Game.player": lambda: (bf_game(), dict(name="Ann")),
    "Game.units_at": lambda: (bf_game(), dict(space_id="belmont", owner="Ann")),
    "Game.pieces_at": lambda: (bf_game(), dict(space_id="belmont")),
    "Game.count": lambda: (bf_game(), dict(player="Ann", piece="thug")),
    "Game.districts_of": lambda: (bf_game(), dict(player="Ann")),
    "Board.space": lambda: (BOARD, dict(space_id="fordham")),
    "Board.find": lambda: (BOARD, dict(name="Fordham")),
    "Board.neighbours": lambda: (BOARD, dict(space_id="fordham", kinds=["district"])),
    "Board.within": lambda: (BOARD, dict(start="fordham", steps=2, kinds=frozenset({"district"}))),
    "Board.edge": lambda: (BOARD, dict(a="fordham", b="belmont")),
    "Board.bridges": lambda: (BOARD, dict(space_id=None)),
    "Board.is_corner": lambda: (BOARD, dict(a="fordham", b="belmont")),
    "Board.corners_of": lambda: (BOARD, dict(space_id="fordham")),
    "Board.of_kind": lambda: (BOARD, dict(kind="district", area="The Bronx")),
    "Board.districts": lambda: (BOARD, dict(area="The Bronx")),
    "Board.frame": lambda: (BOARD, dict(focus=["fordham"], pad=0.1)),
    "Board.space_at": lambda: (BOARD, dict(x=0.5, y=0.5)),
    "MTGame.at": lambda: (mt_game(), dict(place="docks")),
    "MTGame.placed": lambda: (mt_game(), dict(place="docks")),
    "MTGame.count_at": lambda: (mt_game(), dict(place="docks")),
    "MTGame.owners_at": lambda: (mt_game(), dict(place="docks")),
    "MTGame.respect_at": lambda: (mt_game(), dict(place="docks")),
    "MTGame.family": lambda: (mt_game(), dict(player="Red", places=None)),
    "MTGame.kinds_by_place": lambda: (mt_game(), dict(player="Red")),
    "MTGame.driver_of": lambda: (mt_game(), dict(player="Red")),
    "MTGame.is_open": lambda: (mt_game(), dict(loc="docks")),
    "MTGame.has_room": lambda: (mt_game(), dict(loc="docks", coming=1)),
    "MTGame.value": lambda: (mt_game(), dict(player="Red")),
    "MTGame.sharing": lambda: (mt_game(), dict(player="Red")),
    "MTGame.view": lambda: (mt_game(), dict(player="Red")),
    "mobties.position.arrange": lambda: (None, dict(game=(g := mt.new_game(3, seed=1, place=False)),
                                                     where={m: "cleared" for m in g.mobsters}, cash={"Red": 5})),
    "FBGame.alive": lambda: (fb_game(), dict(player="Player 1")),
    "FBGame.in_front": lambda: (fb_game(), dict(player="Player 1")),
    "FBGame.opponents": lambda: (fb_game(), dict(player="Player 1")),
    "FBGame.view": lambda: (fb_game(), dict(player="Player 1")),
    "familybusiness.position.arrange": lambda: (None, dict(game=fb.new_game(3, seed=1), hit_list=[])),
    "Turns.view": lambda: (bf.start(2, seed=1), dict(player="Player 1")),
    "GameState.legal_actions": lambda: (mt_game(), dict(player=None)),
    "GameState.undo": lambda: (played(mt_game()), dict(n=1)),
    "GameState.undo_to": lambda: (mt_game(), dict(index=0)),
    "GameState.play": lambda: (fb_game(), dict(script=[])),
    "GameState.why_not": lambda: (fb_game(), dict(action=None)),
}
WRONG = [None, ["x"], True, 1.5, 10**12, "no-such-id", -1]


def test_every_public_function_has_a_sample_call():
    missing = sorted(set(surface()) - set(SAMPLES))
    stale = sorted(set(SAMPLES) - set(surface()))
    assert not missing, f"public functions with no sample call in SAMPLES: {missing}"
    assert not stale, f"SAMPLES names functions that are not public: {stale}"


def parameters(f: Callable) -> list[inspect.Parameter]:
    return [p for p in inspect.signature(f).parameters.values()
            if p.name != "self" and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]


def test_every_argument_says_what_it_takes():
    """The checks read the annotations, so an argument with none would take anything."""
    bare = [f"{name}({p.name})" for name, f in surface().items() for p in parameters(f)
            if p.annotation is inspect.Parameter.empty]
    assert not bare, f"arguments with no annotation: {bare}"


def ruled_out(f: Callable, name: str, value) -> bool:
    """Whether the annotation of ``f``'s argument ``name`` plainly rules ``value`` out (a narrow,
    independent reading: a plain None, text or whole-number annotation)."""
    hint = typing.get_type_hints(f).get(name)
    args = typing.get_args(hint) if typing.get_origin(hint) in (typing.Union, types.UnionType) \
        else (hint,)
    if value is None:
        return type(None) not in args and hint not in (typing.Any, object)
    if isinstance(value, list):
        return args == (str,)
    if isinstance(value, bool):
        return int in args and bool not in args and float not in args
    if isinstance(value, float):
        return args in ((int,), (int, type(None)))
    return False


class Hang(Exception):
    pass


def call(name: str, f: Callable, obj, kwargs: dict):
    def alarm(*_):
        raise Hang(f"{name} took more than 10 s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(10)   # (a huge count must be refused, not counted up to)
    try:
        return f(obj, **kwargs) if obj is not None else f(**kwargs)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_wrong_values_are_refused_with_a_typed_error(name):
    f = surface()[name]
    obj, right = SAMPLES[name]()
    call(name, f, obj, right)   # the sample call itself is right
    problems = []
    for p in parameters(f):
        for value in WRONG:
            obj, kwargs = SAMPLES[name]()
            kwargs = {**kwargs, p.name: value}
            try:
                call(name, f, obj, kwargs)
            except MobgamesError as e:
                if isinstance(e, ArgumentError) and p.name not in str(e):
                    problems.append(f"{p.name}={value!r}: the message does not name {p.name}: {e}")
                continue
            except Exception as e:   # noqa: BLE001 (any other error is what this test finds)
                problems.append(f"{p.name}={value!r}: {type(e).__name__}: {e}"[:300])
                continue
            if ruled_out(f, p.name, value):
                problems.append(f"{p.name}={value!r} was taken, though {p.name} is {p.annotation}")
    assert not problems, f"{name}:\n" + "\n".join(problems)


def test_a_message_names_every_wrong_argument_and_what_to_give():
    with pytest.raises(ArgumentError) as err:
        bf.revenue(None, "3")
    assert str(err.value) == "assets should be a whole number, not None.\nifm should be a whole number, not '3'."
    turns = bf.start(2, seed=1)
    with pytest.raises(ArgumentError, match=r"^game should be a Blood Feud position \(a Game; a whole game's is "
                                            r"turns.game\), not a Turns\.$"):
        bf.income(turns, "Player 1")
    assert bf.income(turns.game, "Player 1").amount >= 0
    with pytest.raises(ArgumentError, match=r"^attackers should be a dict of text to whole numbers, not \{'hitman': 2.5\}"):
        bf.battle_odds({"hitman": 2.5}, {"thug": 1})
    with pytest.raises(ArgumentError, match="^dice should be dice"):
        bf.rank_players(["Ann", "Bob"], dice=3)
