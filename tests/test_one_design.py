"""One design behind the contract (issue 25): what every game's state offers under the same names,
checked over all three games through the generic names only."""

from __future__ import annotations

import importlib

import pytest

from mobgames.core.decision import Decision
from mobgames.core.errors import ArgumentError, SetupError
from mobgames.core.events import LEVELS, set_narration

GAMES = ["bloodfeud", "familybusiness", "mobties"]
OPTION = {"bloodfeud": {"call_out": True}, "familybusiness": {"turncoat": "after"}, "mobties": {"terms": "all_bets"}}


@pytest.mark.parametrize("name", GAMES)
def test_start_takes_options_as_a_dict_or_the_games_own_object_and_names_an_unknown_one(name):
    game = importlib.import_module(f"mobgames.{name}")
    state = game.start(3, seed=1, options=OPTION[name])
    options = state.options
    assert options.as_dict().items() >= OPTION[name].items()
    assert game.start(3, seed=1, options=type(options).coerce(OPTION[name])).to_json() == state.to_json()
    with pytest.raises(SetupError, match="has no option 'speed'; its options are"):
        game.start(3, seed=1, options={"speed": 2})


@pytest.mark.parametrize("name", GAMES)
def test_every_state_offers_the_same_members(name):
    """Item 1: one state object per game, with the same names (Blood Feud's position stays inside)."""
    state = importlib.import_module(f"mobgames.{name}").start(["Ann", "Bob", "Cy"], 4)
    assert state.players == ("Ann", "Bob", "Cy")
    for member in ("decision", "legal_actions", "apply", "undo", "redo", "to_json", "view", "narration", "describe",
                   "is_over", "winners", "options", "history", "agenda"):
        assert hasattr(state, member), member
    assert hasattr(state, "_repr_svg_") or hasattr(state, "_repr_html_")
    assert state.agenda and state.decision.player in state.players


@pytest.mark.parametrize("name", GAMES)
def test_a_save_loads_with_the_games_from_json_and_tells_its_story_at_either_level(name):
    game = importlib.import_module(f"mobgames.{name}")
    state = game.start(3, seed=2)
    for _ in range(12):
        state.apply(state.legal_actions()[0])
    loaded = game.from_json(state.to_json())
    assert type(loaded) is type(state) and loaded.to_json() == state.to_json()
    full, simple = loaded.narration(level="full"), loaded.narration(level="simple")
    assert full.startswith("1. ") and full.count("\n") == simple.count("\n") == len(loaded.log) - 1
    assert loaded.narration() in (full, simple)
    with pytest.raises(ArgumentError, match="level should be 'full' or 'simple'"):
        loaded.narration(level="loud")
    drawn = getattr(loaded, "_repr_svg_", None) or getattr(loaded, "_repr_html_", None)
    assert drawn is not None, "a state draws itself in a notebook"
    assert drawn().lstrip().startswith("<") and loaded.picture() == drawn()


@pytest.mark.parametrize("name", GAMES)
def test_one_action_shape_player_kind_and_details_by_name(name):
    """``Action(player, kind, **details)`` in all three games, read with ``get`` and ``args``; the
    card games' positional card, target (and where) still work."""
    game = importlib.import_module(f"mobgames.{name}")
    state = game.start(3, seed=4)
    for listed in list(state.legal_actions())[:20]:
        again = game.Action(listed.player, listed.kind, **dict(listed.args))
        assert again == listed and again in state.legal_actions() and state.why_not(again) is None
        assert all(again.get(k) == v for k, v in listed.args.items())
    if name != "bloodfeud":
        assert game.Action("P", "play", "contract", "Q") == game.Action("P", "play", card="contract", target="Q")


@pytest.mark.parametrize("name", GAMES)
def test_every_listed_action_has_words_of_its_own_from_the_engine(name):
    """``state.describe(action)``: a short instruction for a button or a step heading, made by the
    engine (not the widgets) for every action ``legal_actions()`` lists, never the bare repr."""
    import random

    state = importlib.import_module(f"mobgames.{name}").start(3, seed=6)
    rng = random.Random(6)
    seen = set()
    for _ in range(150):
        if state.is_over:
            break
        assert type(state.decision) is Decision   # one decision class, the same in every game
        legal = list(state.legal_actions())
        said = {}
        for level in LEVELS:
            set_narration(level)
            said[level] = [state.describe(action) for action in legal[:40]]
        set_narration("full")
        for action, words in zip(legal, said["simple"] + said["full"]):
            assert isinstance(words, str) and words and words != str(action) and "Action(" not in words, action
            seen.add(action.kind)
        # The simple words drop details, never the one that tells two choices apart.
        assert len(set(said["simple"])) == len(set(said["full"])), said
        state.apply(rng.choice(legal))
    assert len(seen) >= 3


def test_describe_follows_the_narration_level():
    from mobgames.mobties import Action as MTAction, start

    state = start(3, seed=1)
    defend = MTAction("Red", "defend", card="bodyguard")
    try:
        set_narration("simple")
        assert state.describe(defend) == "Defend with Bodyguard"
    finally:
        set_narration("full")
    assert state.describe(defend) == "Defend with Bodyguard (level 2)"


def test_readers_need_only_the_blood_feud_state_never_its_position():
    """Item 1: a Blood Feud state answers the position's questions itself; no chapter or script
    reaches into ``turns.game``."""
    import re

    from mobgames.bloodfeud import start

    state = start(3, seed=5)
    game = state.game
    assert (state.cash, state.control, state.units, state.buildings, state.winner, state.eliminated) == \
        (game.cash, game.control, game.units, game.buildings, game.winner, game.eliminated)
    assert state.map is game.board and state.svg(width=300) == game.svg(width=300)
    boss = next(u for u in state.units.values() if u.kind == "boss" and u.owner == state.player)
    assert state.units_at(boss.space, state.player) == game.units_at(boss.space, state.player)
    assert state.count(state.player) == game.count(state.player) > 0
    assert state.moves_of(boss.id) and state.districts_of(state.player) == game.districts_of(state.player)
    reaches = re.compile(r"\b(turns|state|sale|deal|play|back|t)\.game\b|\)\.game\.")
    assert not _lines_matching(reaches, ("notebooks", "scripts"))


def test_no_widget_or_script_asks_which_game_it_holds():
    """A feature that spans the games is built once: the widgets and scripts ask the state (its
    players, describe, narration, picture) or the one table of per-game parts
    (``mobgames/widgets/game_parts.py``), never which game they hold."""
    import re

    asks = re.compile(r"\.GAME\s*[!=]=|getattr\([\w.]+,\s*[\"']game[\"']|isinstance\([\w.]+,\s*\(?(Turns|MTGame|FBGame)\b")
    assert not _lines_matching(asks, ("widgets", "scripts"))


def _lines_matching(pattern, folders) -> str:
    """Every line of the Python files in ``folders`` that ``pattern`` finds, as path:line: text."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    return "\n".join(f"{path.relative_to(root)}:{i}: {line.strip()}"
                     for folder in folders for path in sorted((root / folder).rglob("*.py"))
                     for i, line in enumerate(path.read_text().splitlines(), 1) if pattern.search(line))


@pytest.mark.parametrize("name", GAMES)
def test_every_save_sets_up_in_one_shape(name):
    """Row 9: a save's set-up is ``players``, ``dice``, ``options``, the game's own set-up keywords
    (the ones ``start`` takes) and ``position`` (None unless the game began from one built by hand)."""
    import json

    setup = json.loads(importlib.import_module(f"mobgames.{name}").start(3, seed=1).to_json())["setup"]
    assert list(setup)[:3] == ["players", "dice", "options"] and setup["position"] is None


def test_a_hand_built_blood_feud_save_has_the_same_shape_and_the_older_one_still_loads():
    import json

    from mobgames.bloodfeud import Turns, from_json
    from mobgames.bloodfeud.examples import story_start

    state = story_start("sale")
    data = json.loads(state.to_json())
    assert list(data["setup"])[:3] == ["players", "dice", "options"] and data["setup"]["position"]
    older = {**data, "setup": {k: data["setup"][k] for k in ("position", "dice")}}   # (before the one shape)
    assert isinstance(state, Turns) and from_json(json.dumps(older)).to_json() == state.to_json()
