"""Views that cannot leak (issue 25, item 6): whatever a player's view hands out, nothing written to
it reaches the game, in all three games. Lists come as read-only lists, mappings as read-only
mappings, other objects as copies (Blood Feud's board position, Mob Ties' Show of Respect)."""

from __future__ import annotations

import importlib
from collections.abc import Mapping, MutableMapping, MutableSequence, MutableSet

import pytest

from mobgames.core.snapshot import fingerprint

GAMES = ["bloodfeud", "familybusiness", "mobties"]


def played(name: str, actions: int):
    """A game of ``name`` after ``actions`` of its first legal actions (3 players)."""
    state = importlib.import_module(f"mobgames.{name}").start(3, seed=5)
    for _ in range(actions):
        if state.is_over:
            break
        legal = list(state.legal_actions())
        state.apply(legal[len(state.history) % len(legal)])
    return state


SHARED = {"board", "catalogue", "options"}   # (one for every game: the board refuses changes itself)


def scribble(value, depth: int = 0) -> None:
    """Try to write into ``value`` every way a reader might (each may be refused)."""
    attempts = []
    if isinstance(value, (list, MutableSequence)) or hasattr(value, "append"):
        attempts += [lambda: value.append("x"), lambda: value.__setitem__(0, "x"), lambda: value.clear()]
    if isinstance(value, (dict, MutableMapping, Mapping)):
        attempts += [lambda: value.__setitem__("x", 1), lambda: value.clear(), lambda: value.update(x=1)]
        for item in list(value.values())[:5] if depth < 2 else []:
            scribble(item, depth + 1)
    if isinstance(value, (set, MutableSet)):
        attempts += [lambda: value.add("x"), lambda: value.clear()]
    if hasattr(value, "__dict__") or hasattr(type(value), "__slots__") and not isinstance(value, (str, tuple)):
        for field in [f for f in dir(value) if not f.startswith("_") and f not in SHARED][:40]:   # (not private)
            try:
                inner = getattr(value, field)
            except Exception:   # noqa: BLE001 (a property that needs more than a reader gives)
                continue
            if depth < 2 and not callable(inner):
                scribble(inner, depth + 1)
            attempts.append(lambda field=field: setattr(value, field, None))
    if isinstance(value, (list, tuple)) or hasattr(value, "__getitem__") and hasattr(value, "__len__") \
            and not isinstance(value, (str, Mapping)):
        for item in list(value)[:5] if depth < 2 else []:
            scribble(item, depth + 1)
    for attempt in attempts:
        try:
            attempt()
        except Exception:   # noqa: BLE001 (refused: as it should be)
            pass


@pytest.mark.parametrize("actions", [0, 40, 120])
@pytest.mark.parametrize("name", GAMES)
def test_nothing_written_through_a_view_reaches_the_game(name, actions):
    state = played(name, actions)
    before, saved = fingerprint(state), state.to_json()
    for player in state.players:
        view = state.view(player)
        for attr in sorted(type(view).PUBLIC) + ["hand", "game"]:
            try:
                value = getattr(view, attr)
            except AttributeError:
                continue
            scribble(value)
    assert fingerprint(state) == before and state.to_json() == saved


@pytest.mark.parametrize("name", GAMES)
def test_a_views_lists_and_mappings_refuse_writes_and_still_read_as_before(name):
    state = played(name, 30)
    view = state.view(state.decision.player)
    lists = [getattr(view, a) for a in sorted(type(view).PUBLIC) if isinstance(getattr(state, a, None), list)]
    maps = [getattr(view, a) for a in sorted(type(view).PUBLIC) if isinstance(getattr(state, a, None), dict)]
    assert lists or maps
    for seen in lists:
        with pytest.raises((AttributeError, TypeError)):
            seen.append("x")
    for seen in maps:
        with pytest.raises(TypeError):
            seen["x"] = 1
    for a in sorted(type(view).PUBLIC):
        original = getattr(state, a, None)
        if isinstance(original, (list, dict)):
            assert getattr(view, a) == original, a


def test_a_blood_feud_view_hands_out_a_copy_of_the_position():
    state = played("bloodfeud", 10)
    view = state.view(state.decision.player)
    game = view.game
    assert game is not state.game and game.units.keys() == state.game.units.keys()
    pid, where = next((p, u.space) for p, u in state.game.units.items() if u.space != "times_square")
    game.cash[view.player] = 10**6
    game.units[pid].space = "times_square"
    assert state.game.cash[view.player] != 10**6 and state.game.units[pid].space == where
    assert view.game is game   # (one copy a view: a bot reads it many times in one decision)
    assert game.board is state.game.board
    with pytest.raises(AttributeError, match="The board is shared by every game"):
        game.board.spaces = {}
