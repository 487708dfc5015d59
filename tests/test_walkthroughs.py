"""The chapters' walk-throughs as data (``examples.walkthroughs()`` of each game), OpenSpiel-style:
each plays to the end of its script with no refused step and tells every event at both levels;
every stepper with a listed script in the chapters takes it from there; the rulebook battles
fight; and ``walkthrough_texts()`` lists what the steppers say."""

from __future__ import annotations

import ast
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import pytest

from mobgames.core.contract import GameState
from mobgames.core.errors import MobgamesError
from mobgames.core.walkthroughs import played
from mobgames.teaching.walkthrough_texts import GAMES, walkthrough_texts

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = {game: import_module(f"mobgames.{game}.examples") for game in GAMES}
WALKTHROUGHS = {game: ex.walkthroughs() for game, ex in EXAMPLES.items()}
ALL = [(game, name) for game, table in WALKTHROUGHS.items() for name in table]


@pytest.mark.parametrize(("game", "name"), ALL, ids=[f"{g}:{n}" for g, n in ALL])
def test_a_walkthrough_plays_to_the_end_of_its_script_and_tells_every_event_at_both_levels(game, name):
    start, script = WALKTHROUGHS[game][name]
    assert isinstance(script, list) and script, "a walk-through lists its steps"
    first = start()
    assert isinstance(first, GameState) and start() is not first, "start() makes a fresh position each time"
    base = len(first.log)
    done = played(start, script)   # raises on a refused step
    assert len(done.log) > base, "its steps tell something"
    for event in done.log:
        assert event.full.strip() and event.simple.strip(), (event.kind, event.full)
    assert first.to_json() == start().to_json(), "playing it changed no other copy of its start"


def test_every_game_has_walkthroughs_and_walkthrough_names_them():
    for game, ex in EXAMPLES.items():
        assert WALKTHROUGHS[game], game
        name = next(iter(WALKTHROUGHS[game]))
        start, script = ex.walkthrough(name)
        assert start().to_json() == WALKTHROUGHS[game][name][0]().to_json()
        assert len(script) == len(WALKTHROUGHS[game][name][1])
        with pytest.raises(MobgamesError, match="no walk-through called"):
            ex.walkthrough("no_such_story")


def test_the_branches_of_a_choice_are_one_walkthrough_each():
    names = set(WALKTHROUGHS["mobties"])
    assert {"little_italy_shotgun/shotgun", "little_italy_shotgun/capo", "heat_rises/bail", "heat_rises/done",
            "heat_end/bail", "heat_end/done"} <= names
    from mobgames.familybusiness.cards import CARDS

    assert {f"card_story/{card}" for card in CARDS} <= set(WALKTHROUGHS["familybusiness"])


@pytest.mark.parametrize("n", EXAMPLES["bloodfeud"].RULEBOOK_BATTLES)
def test_the_rulebook_battles_fight_and_tell_every_event_at_both_levels(n):
    events = EXAMPLES["bloodfeud"].battle_example(n).events
    assert events
    for event in events:
        assert event.full.strip() and event.simple.strip(), (event.kind, event.full)


# -- the chapters take their steppers' scripts from the walk-throughs ------------------------------
SOURCES = sorted((ROOT / "notebooks").rglob("*.py"))


def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call) and getattr(node.func, "id", None) == name]


def _names_made_by(tree: ast.AST) -> tuple[set[str], set[str]]:
    """The names a chapter defines as functions (or imports), and those it assigns a value."""
    functions, assigned = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.Import, ast.ImportFrom)):
            functions |= {node.name} if isinstance(node, ast.FunctionDef) else \
                {alias.asname or alias.name for alias in node.names}
        elif isinstance(node, ast.Assign):
            assigned |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    return functions, assigned


def _walkthrough_names(call: ast.Call) -> list[str]:
    """The walk-through a stepper call takes (``*examples.walkthrough(name)``): the name, or every
    name an f-string's fixed beginning fits ([] when it is not taken from there)."""
    arg = call.args[0] if call.args else None
    inner = arg.value if isinstance(arg, ast.Starred) else None
    if not (isinstance(inner, ast.Call) and getattr(inner.func, "attr", None) == "walkthrough" and inner.args):
        return []
    name = inner.args[0]
    if isinstance(name, ast.Constant):
        return [name.value]
    assert isinstance(name, ast.JoinedStr) and isinstance(name.values[0], ast.Constant), ast.unparse(call)
    prefix = name.values[0].value
    return [n for table in WALKTHROUGHS.values() for n in table if n.startswith(prefix)] or ["?"]


def test_every_story_stepper_with_a_listed_script_takes_it_from_the_walkthroughs():
    taken = 0
    for source in SOURCES:
        tree = ast.parse(source.read_text(encoding="utf-8"))
        functions, assigned = _names_made_by(tree)
        game = source.parent.name
        for call in _calls(tree, "StoryStepper"):
            where = f"{source.relative_to(ROOT)}: {ast.unparse(call)}"
            names = _walkthrough_names(call)
            if names:
                assert all(n in WALKTHROUGHS[game] for n in names), where
                taken += 1
                continue
            # Otherwise the script is a computer player: a function (or a bot imported), never a list.
            script = call.args[1]
            assert isinstance(script, ast.Name) and script.id in functions and script.id not in assigned, \
                f"{where}: a listed script belongs in {game}'s examples.walkthroughs()"
    assert taken >= 20


def test_the_battle_steppers_show_the_rulebook_battles():
    shown = set()
    for source in SOURCES:
        for call in _calls(ast.parse(source.read_text(encoding="utf-8")), "BattleStepper"):
            (battle,) = call.args
            assert isinstance(battle, ast.Call) and battle.func.id == "battle_example", ast.unparse(call)
            shown.add(battle.args[0].value)
    assert shown == set(EXAMPLES["bloodfeud"].RULEBOOK_BATTLES)


# -- the sentences to record ----------------------------------------------------------------------
def test_walkthrough_texts_lists_every_sentence_once_at_both_levels():
    texts = walkthrough_texts()
    assert len(texts) == len(set(texts))
    assert {game for game, _, _ in texts} == set(GAMES)
    assert all(sentence.strip() for _, _, sentence in texts)
    car_bomb = [sentence for game, name, sentence in texts if (game, name) == ("mobties", "car_bomb")]
    # (chapter 5's checked output prints the full sentences; the simple ones come after each)
    assert "Yellow defends with a Mob Doctor card (level 3)." in car_bomb
    assert "Yellow defends with a Mob Doctor card. It is level 3." in car_bomb
    assert car_bomb.index("Red attacks Yellow in the Meat Locker with a Car Bomb card (level 2).") \
        < car_bomb.index("Yellow defends with a Mob Doctor card (level 3).")
    assert ("bloodfeud", "battle_example/2", "The attacker wins the battle with 1 Hit Man left standing. The winner "
            "may kidnap or kill 1 Family Member of the losing side.") in texts
    named = {(game, name) for game, name, _ in texts}
    assert named == {*((g, n) for g, n in ALL), *(("bloodfeud", f"battle_example/{n}")
                                                  for n in EXAMPLES["bloodfeud"].RULEBOOK_BATTLES)}


def test_walkthrough_texts_needs_no_widgets():
    code = ("import sys; from mobgames.teaching.walkthrough_texts import walkthrough_texts; walkthrough_texts(); "
            "assert 'ipywidgets' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
