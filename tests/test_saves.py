"""Damaged saves, for every game: a file cut short, not JSON, not UTF-8, of the wrong shape, with
a value of the wrong type anywhere, keys missing or added, the wrong version or game, history
steps duplicated, dropped, swapped or replaced by illegal ones, nesting 10,000 levels deep, a
file over the size limit, NaN, Infinity, huge numbers, a bool where a number belongs.

``from_json`` must either refuse the file with a ``SaveError`` whose message names the problem
(the field, or "Step N ...") or, when the damage is harmless, load a game that saves back to the
same text and passes that game's invariants (``tests/conformance.py``). Any other exception is a
bug. The saves of the previous release of each game (``tests/data/legacy/``) still load.
"""

from __future__ import annotations

import json
import random
import re
import traceback
from functools import cache
from pathlib import Path

import pytest

from conformance import ADAPTERS, pick
from mobgames.core import save as fmt
from mobgames.core.errors import SaveError

LEGACY = Path(__file__).parent / "data" / "legacy"
ACTIONS = 36          # random legal actions played before the game is saved
OTHER_TYPES = [None, True, False, 0, -1, 2.5, "", "x", [], {}, [1], {"x": 1}]


# -- the saves to damage -----------------------------------------------------------------------

def _classes():
    from mobgames.bloodfeud.turns import Turns
    from mobgames.familybusiness import FBGame
    from mobgames.mobties import MTGame

    return {"bloodfeud": Turns, "mobties": MTGame, "familybusiness": FBGame}


def _bf_position():
    from mobgames.bloodfeud import new_game
    from mobgames.bloodfeud.turns import Turns
    from mobgames.core.dice import RandomDice

    game = new_game(3, seed=3)     # a position built by hand: the save holds every piece
    for p in game.players:
        game.place(p.name, "limousine", p.start, passengers=["thug", "henchman"])
        game.cash[p.name] = 400
    return Turns(game, RandomDice(3))


def _mt_position():
    from mobgames.mobties import examples

    return examples.docks_tie()


def _fb_position():
    from mobgames.familybusiness import examples

    return examples.war_example()


def _start(game: str, players: int, seed: int):
    import importlib

    return lambda: importlib.import_module(f"mobgames.{game}").start(players, seed=seed)


CASES = {
    "bloodfeud": _start("bloodfeud", 3, 11),
    "bloodfeud-position": _bf_position,
    "mobties": _start("mobties", 4, 12),
    "mobties-position": _mt_position,
    "familybusiness": _start("familybusiness", 4, 13),
    "familybusiness-position": _fb_position,
}


@cache
def saved(case: str) -> str:
    """The save of a game ``ACTIONS`` random actions in."""
    state = CASES[case]()
    rng = random.Random(len(case))
    for _ in range(ACTIONS):
        if state.is_over:
            break
        state.apply(pick(rng, list(state.legal_actions())))
    assert len(state.history) > 10
    return state.to_json()


def game_of(case: str) -> str:
    return case.split("-")[0]


# -- the check every damaged file goes through --------------------------------------------------

def _canonical(text) -> str:
    """The JSON of a save as comparable text: true, 1 and 1.0 stay apart, and an optional field
    that is null means the same as one left out (a game saves ``"position": null``)."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8")

    def drop_nulls(value):
        if isinstance(value, dict):
            return {k: drop_nulls(v) for k, v in value.items() if v is not None}
        return [drop_nulls(v) for v in value] if isinstance(value, list) else value

    return json.dumps(drop_nulls(json.loads(text)), sort_keys=True)


def _with_options_of(damaged, loaded: str):
    """``damaged`` with the rule options it leaves out filled in as the loaded game saves them:
    a save without an option is read as one made before the option existed (played with the
    reading of that time), so loading it adds the option's value and nothing else."""
    try:
        data = json.loads(damaged)
    except (TypeError, ValueError):
        return damaged

    def fill(have, made):
        if isinstance(have, dict) and isinstance(made, dict):
            for k, v in have.items():
                if k == "options" and isinstance(v, dict) and isinstance(made.get(k), dict):
                    have[k] = {**made[k], **v}
                else:
                    fill(v, made.get(k))

    fill(data, json.loads(loaded))
    return json.dumps(data)


def load(case: str, damaged, label: str, names: str | None = None, *, legacy: bool = False) -> str | None:
    """Load ``damaged``: a ``SaveError`` whose message matches ``names`` (returned), or a game that
    is the same as the file says, or the same as the undamaged save (None: the damage was
    harmless, such as a start point left out that the rules give back). Anything else fails,
    saying which damage caused it."""
    cls = _classes()[game_of(case)]
    try:
        loaded = cls.from_json(damaged)
    except SaveError as err:
        message = str(err)
        assert message and "Traceback" not in message, f"{label}: an empty or raw message"
        if names is not None:
            assert re.search(names, message, re.IGNORECASE), \
                f"{case}, {label}: the message does not name the problem ({names}): {message}"
        return message
    except Exception as err:   # noqa: BLE001 - any other exception is the bug this suite looks for
        pytest.fail(f"{case}, {label}: {type(err).__name__} instead of a SaveError: {err}\n"
                    + "".join(traceback.format_exception(err)[-6:]))
    text = loaded.to_json()
    if not legacy and text != saved(case):
        assert _canonical(text) == _canonical(_with_options_of(damaged, text)), \
            f"{case}, {label}: loaded, but the game is not what the file says (it saves differently)"
    assert cls.from_json(text).to_json() == text, f"{case}, {label}: save, load and save again differ"
    ADAPTERS[game_of(case)].invariants(loaded)
    return None


def dumps(data) -> str:
    return json.dumps(data, separators=(",", ":"))


def paths(value, prefix=()):
    """Every (path, value) inside a JSON value, depth first."""
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            out.append((prefix + (k,), v))
            out += paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.append((prefix + (i,), v))
            out += paths(v, prefix + (i,))
    return out


def sample_paths(value, rng: random.Random, k: int, prefix=()) -> list:
    """Every path one or two levels down, and a sample of ``k`` of the deeper ones."""
    every = paths(value, prefix)
    near = [(p, v) for p, v in every if len(p) - len(prefix) <= 2]
    deep = [(p, v) for p, v in every if len(p) - len(prefix) > 2]
    return near + rng.sample(deep, min(k, len(deep)))


def put(data, path, value):
    """A deep copy of ``data`` with ``value`` at ``path``."""
    data = json.loads(json.dumps(data))
    here = data
    for key in path[:-1]:
        here = here[key]
    here[path[-1]] = value
    return data


def remove(data, path):
    data = json.loads(json.dumps(data))
    here = data
    for key in path[:-1]:
        here = here[key]
    del here[path[-1]]
    return data


def _type(value) -> str:
    return "bool" if isinstance(value, bool) else "number" if isinstance(value, (int, float)) else type(value).__name__


def key_re(name: str) -> str:
    """A pattern for a key as a sentence names it: "setup" is "set-up", "hit_list" the "Hit List",
    "families" a "family"."""
    if name in ("setup", "dice"):
        return {"setup": "set-?up", "dice": "dice|seed"}[name]
    stem = name[:-3] if name.endswith("ies") else name[:-1] if name.endswith("s") and len(name) > 3 else name
    return re.escape(stem).replace("_", "[ _]") if stem else "''"


def names_path(path) -> str:
    """A message names the problem: a key on the path below the set-up, the step of the history,
    or the arrangement, piece or mobster concerned."""
    if path and path[0] == "history":
        return r"step \d+"
    keys = [key_re(k) for k in path[1:] if isinstance(k, str)] or [key_re(path[0])]
    return "|".join(keys + [r"step \d+", "arrangement", "piece", "vehicle", "mobster"])


def step_of(message: str | None) -> int | None:
    m = re.search(r"step (\d+)", message or "", re.IGNORECASE)
    return int(m.group(1)) if m else None


ALL = list(CASES)


# -- the tests ------------------------------------------------------------------------------------

@pytest.mark.parametrize("case", ALL)
def test_the_undamaged_save_loads_to_the_same_text(case):
    text = saved(case)
    assert load(case, text, "no damage") is None
    assert load(case, text.encode("utf-8"), "the same text as UTF-8 bytes") is None
    data = json.loads(text)
    assert load(case, json.dumps(data, indent=2), "the same JSON, indented") is None
    assert load(case, json.dumps(dict(reversed(data.items()))), "the header keys in another order") is None


@pytest.mark.parametrize("case", ALL)
def test_text_cut_short_anywhere_is_refused_as_broken_json(case):
    text = saved(case)
    lengths = sorted(set(range(0, len(text), max(1, len(text) // 400))) | set(range(len(text) - 40, len(text))))
    for n in lengths:
        load(case, text[:n], f"cut to {n} characters", r"JSON is broken|not a saved game|JSON object")


@pytest.mark.parametrize("case", ALL)
def test_what_is_not_json_or_not_utf8_or_not_an_object_is_refused(case):
    text = saved(case)
    for junk in ["", " ", "hello", "<html><body>Saved game</body></html>", "{'format': 'mobgames'}", "{,}",
                 text.replace('"', "'"), text + "x", text + text, "\ufeff" + text, "\x00" * 10]:
        load(case, junk, f"not JSON: {junk[:30]!r}", r"JSON|not a saved game")
    raw = text.encode("utf-8")
    for bad in [b"\xff" + raw, raw[:40] + b"\xc3\x28" + raw[40:], raw[:-1] + b"\x80", text.encode("utf-16"),
                "caf\xe9".encode("latin-1")]:
        load(case, bad, f"not UTF-8: {bad[:20]!r}", r"UTF-8")
    for other in ["[]", "[1, 2]", dumps([json.loads(text)]), "42", "-1.5", '"a save"', "null", "true", "false"]:
        load(case, other, f"{other[:20]} instead of an object", r"JSON object")
    for wrong in [None, 42, 1.5, ["{}"], {"a": 1}, object()]:
        load(case, wrong, f"a Python {type(wrong).__name__}", r"JSON text|JSON object|not a saved game")


@pytest.mark.parametrize("case", ALL)
def test_each_header_value_of_another_type_is_refused_naming_the_field(case):
    data = json.loads(saved(case))
    for name, value in data.items():
        for other in OTHER_TYPES:
            if _type(other) == _type(value) and other == value:
                continue
            names = "|".join([key_re(name), "not a saved", "version", r"step \d+"])
            load(case, dumps({**data, name: other}), f"header {name!r} = {other!r}", names)


@pytest.mark.parametrize("case", ALL)
def test_a_wrong_version_or_game_is_refused(case):
    data = json.loads(saved(case))
    n = data["version"]
    for v in [0, n - 1, n + 1, 99, -1, str(n), True, False, None, float(n), [n], {"v": n}]:
        assert load(case, dumps({**data, "version": v}), f"version {v!r}", r"version") is not None
    for g in ["", "chess", "Blood Feud", data["game"].upper(), *[x for x in _classes() if x != data["game"]]]:
        assert load(case, dumps({**data, "game": g}), f"game {g!r}", r"not a|saved") is not None
    for f in ["", "mobgame", "MOBGAMES", None, 1]:   # no format: read as a save of the previous release
        assert load(case, dumps({**data, "format": f}), f"format {f!r}", r"not a saved|version|field") is not None


@pytest.mark.parametrize("case", ALL)
def test_header_keys_removed_added_or_swapped_are_refused(case):
    data = json.loads(saved(case))
    for name in data:
        less = {k: v for k, v in data.items() if k != name}
        assert load(case, dumps(less), f"no {name!r}", key_re(name) + "|not a saved") is not None
    for extra, value in [("comment", "saved on Tuesday"), ("Format", "mobgames"), ("history2", []), ("", 0)]:
        assert load(case, dumps({**data, extra: value}), f"an extra header key {extra!r}",
                    "field|" + re.escape(extra)) is not None
    keys = list(data)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            swapped = {**data, a: data[b], b: data[a]}
            load(case, dumps(swapped), f"{a!r} and {b!r} swapped", "|".join([key_re(a), key_re(b), "not a"]))


@pytest.mark.parametrize("case", ALL)
def test_each_setup_value_of_another_type_is_refused_naming_it_or_loads_unchanged(case):
    data = json.loads(saved(case))
    rng = random.Random(case)
    for path, value in sample_paths(data["setup"], rng, 40, ("setup",)):
        for other in rng.sample(OTHER_TYPES, 6):
            if _type(other) == _type(value):
                continue
            load(case, dumps(put(data, path, other)), f"{'.'.join(map(str, path))} = {other!r}", names_path(path))


@pytest.mark.parametrize("case", ALL)
def test_setup_keys_removed_or_added_are_refused(case):
    data = json.loads(saved(case))
    rng = random.Random(case)
    for path, _ in sample_paths(data["setup"], rng, 20, ("setup",)):
        if isinstance(path[-1], str):
            load(case, dumps(remove(data, path)), f"no {'.'.join(map(str, path))}", names_path(path) + "|has no '")
    for extra in ["comment", "", "players2", "Players"]:   # the set-up: refused
        added = put(data, ("setup", extra), 1)
        assert load(case, dumps(added), f"setup + {extra!r}", "field|" + re.escape(extra)) is not None
    for path, value in sample_paths(data["setup"], rng, 10, ("setup",)):   # deeper: refused, or harmless
        if isinstance(value, dict):
            for extra in ["comment", "", "players2"]:
                added = put(data, path + (extra,), 1)
                load(case, dumps(added), f"{'.'.join(map(str, path))} + {extra!r}",
                     "field|" + re.escape(extra) + "|" + names_path(path))


@pytest.mark.parametrize("case", ALL)
def test_history_values_of_another_type_are_refused_naming_the_step(case):
    data = json.loads(saved(case))
    rng = random.Random(case)
    history = data["history"]
    for i in rng.sample(range(len(history)), 8):
        for path, value in [(("history", i), history[i])] + paths(history[i], ("history", i)):
            for other in rng.sample(OTHER_TYPES, 4):
                if _type(other) == _type(value):
                    continue
                message = load(case, dumps(put(data, path, other)), f"{'.'.join(map(str, path))} = {other!r}",
                               r"step \d+")
                if message is not None:
                    assert step_of(message) >= i + 1


@pytest.mark.parametrize("case", ALL)
def test_history_steps_duplicated_removed_or_swapped_are_refused_at_that_step_or_harmless(case):
    data = json.loads(saved(case))
    history = data["history"]
    for i in range(len(history)):
        variants = {"duplicated": history[:i + 1] + history[i:], "removed": history[:i] + history[i + 1:]}
        if i + 1 < len(history):
            variants["swapped with the next"] = history[:i] + [history[i + 1], history[i]] + history[i + 2:]
        for how, steps in variants.items():
            message = load(case, dumps({**data, "history": steps}), f"step {i + 1} {how}", r"step \d+")
            if message is not None:
                assert step_of(message) >= i + 1, f"{case}: step {i + 1} {how}, but {message}"


@pytest.mark.parametrize("case", ALL)
def test_an_illegal_action_injected_anywhere_is_refused_at_that_step(case):
    data = json.loads(saved(case))
    history = data["history"]
    rng = random.Random(case)
    players = sorted({p for p, _, _ in history})
    kinds = sorted({k for _, k, _ in history})
    for i in rng.sample(range(len(history)), 12):
        player, kind, args = history[i]
        others = [p for p in players if p != player] or ["Nobody"]
        for step in [[rng.choice(others), kind, args],                        # another player does it
                     [player, rng.choice([k for k in kinds if k != kind] or ["fly"]), args]]:   # another kind
            steps = history[:i] + [step] + history[i:]   # (may be legal by chance: then a later step fails)
            message = load(case, dumps({**data, "history": steps}), f"{step!r:.60} before step {i + 1}", r"step \d+")
            if message is not None:
                assert step_of(message) >= i + 1
        bad = [[player, "fly", {}], [player, kind + "_not", args], [player, "", args], ["Nobody", kind, args],
               [player, kind, {**args, "extra": 1}], [player, kind, {"x" * 20: "y" * 2000}],
               [player, kind, args, {}], [player, kind], [player], [], "play", None]
        for step in bad:
            steps = history[:i] + [step] + history[i:]   # inserted before step i + 1
            message = load(case, dumps({**data, "history": steps}), f"{step!r:.60} before step {i + 1}",
                           rf"step {i + 1}\b")
            assert message is not None, f"{case}: {step!r:.60} was accepted before step {i + 1}"


@pytest.mark.parametrize("case", ALL)
def test_deep_nesting_is_refused_before_it_is_parsed(case):
    text = saved(case)
    deep_list, deep_object = "[" * 10_000 + "]" * 10_000, '{"a":' * 10_000 + "1" + "}" * 10_000
    data = json.loads(text)
    for label, nested in [("a list", deep_list), ("an object", deep_object), ("unclosed", "[" * 10_000)]:
        load(case, nested, f"the whole file is {label} nested 10,000 deep", r"nested|JSON is broken")
        for path in [("setup", "deep"), ("setup",), ("history", 0), ("history", 1, 2, "deep"), ("history",)]:
            damaged = dumps(put(data, path, "@@DEEP@@")).replace('"@@DEEP@@"', nested)
            load(case, damaged, f"{label} nested 10,000 deep at {'.'.join(map(str, path))}", r"nested|JSON is broken")
    # Brackets inside text are not nesting.
    load(case, dumps({**data, "comment": "[" * 10_000}), "brackets in a string", r"field")


@pytest.mark.parametrize("case", ALL)
def test_a_file_over_the_size_limit_is_refused_without_reading_it(case):
    text = saved(case)
    padded = text[:-1] + " " * (fmt.MAX_BYTES + 1) + "}"
    load(case, padded, "padded with spaces over the limit", r"too big")
    load(case, padded.encode("utf-8"), "the same, as bytes", r"too big")
    data = json.loads(text)
    long = dumps({**data, "setup": {**data["setup"], "comment": "x" * (fmt.MAX_BYTES + 1)}})
    load(case, long, "one huge string", r"too big")


@pytest.mark.parametrize("case", ALL)
def test_nan_infinity_huge_numbers_and_bools_for_numbers_are_refused(case):
    text = saved(case)
    data = json.loads(text)
    rng = random.Random(case)
    numbers = [(p, v) for p, v in paths(data["setup"], ("setup",)) + paths(data["history"], ("history",))
               if isinstance(v, int) and not isinstance(v, bool)]
    assert numbers, "each save holds numbers (at least the seed)"
    for path, value in numbers[:6] + rng.sample(numbers, min(6, len(numbers))):
        for other, literal in [(True, None), (False, None), (float(value), None), (value + 0.5, None),
                               (10 ** 30, None), (-(10 ** 30), None), (None, "NaN"), (None, "Infinity"),
                               (None, "-Infinity"), (None, "1e400"), (None, "-1e400"), (None, "9" * 5000)]:
            if literal is None:
                damaged = dumps(put(data, path, other))
            else:
                damaged = dumps(put(data, path, "@@NUMBER@@")).replace('"@@NUMBER@@"', literal)
            label = f"{'.'.join(map(str, path))} = {literal or other!r:.30}"
            load(case, damaged, label, names_path(path) + r"|NaN|Infinity|not a number|digits|whole number")
    for where in ['"setup":', '"history":[']:   # NaN and Infinity anywhere
        for literal in ["NaN", "Infinity", "-Infinity"]:
            damaged = text.replace(where, where + ('{"x":' + literal + "}," if where.endswith("[") else ""), 1)
            if damaged != text:
                load(case, damaged, f"{literal} after {where}", r"NaN|Infinity|JSON is broken|step \d+")


# -- the saves of the previous release -------------------------------------------------------------

LEGACY_CASES = {
    "bloodfeud-v1": ("bloodfeud", "bloodfeud_v1.json", "save"),
    "mobties-v1-game": ("mobties", "mobties_v1_game.json", "save"),
    "mobties-v1-position": ("mobties", "mobties_v1_position.json", "save"),
    "familybusiness-v1-game": ("familybusiness", "familybusiness_v1.json", "game"),
    "familybusiness-v1-position": ("familybusiness", "familybusiness_v1.json", "position"),
}


def legacy(name: str) -> dict:
    game, file, part = LEGACY_CASES[name]
    fixture = json.loads((LEGACY / file).read_text())
    return fixture[part]["save"] if game == "familybusiness" else fixture[part]


def _fb_position_now(g) -> dict:
    """What a Family Business position is, as the fixture records it (``familybusiness_v1.json``)."""
    d = g.decision
    return {"hands": g.hands, "deck": g.deck, "discard": g.discard, "hit_list": g.hit_list, "dead": g.dead,
            "roster": g.roster, "turn": g.turn, "war": g.war, "eliminated": g.eliminated, "winner": g.winner,
            "log": [e.text for e in g.log], "decision": None if d is None else [d.player, d.kind],
            "legal": sorted([a.player, a.kind, a.card, a.target] for a in g.legal_actions())}


@pytest.mark.parametrize("name", list(LEGACY_CASES))
def test_a_save_of_the_previous_release_loads(name):
    game = LEGACY_CASES[name][0]
    text = json.dumps(legacy(name))
    assert load(game, text, "the previous release's save", legacy=True) is None
    loaded = _classes()[game].from_json(text)
    assert json.loads(loaded.to_json())["format"] == "mobgames"
    if game == "familybusiness":
        fixture = json.loads((LEGACY / "familybusiness_v1.json").read_text())[LEGACY_CASES[name][2]]
        assert json.loads(json.dumps(_fb_position_now(loaded))) == fixture["expect"]


@pytest.mark.parametrize("name", list(LEGACY_CASES))
def test_a_damaged_save_of_the_previous_release_is_refused(name):
    game = LEGACY_CASES[name][0]
    data = legacy(name)
    rng = random.Random(name)
    text = json.dumps(data)
    for n in range(0, len(text), max(1, len(text) // 60)):
        load(game, text[:n], f"cut to {n}", r"JSON is broken|JSON object", legacy=True)
    for name in data:
        less = {k: v for k, v in data.items() if k != name}
        load(game, dumps(less), f"no {name!r}", key_re(name) + r"|not a saved|version|set-up|step \d+|damaged",
             legacy=True)
        for other in OTHER_TYPES:
            if _type(other) != _type(data[name]):
                load(game, dumps({**data, name: other}), f"{name!r} = {other!r}",
                     key_re(name) + r"|not a saved|version|set-up|damaged|step \d+", legacy=True)
    history = data["history"]
    for i in rng.sample(range(len(history)), min(5, len(history))):   # (a long replay each: a few)
        inside = paths(history[i], ("history", i))
        for path, value in [(("history", i), history[i])] + rng.sample(inside, min(4, len(inside))):
            for other in rng.sample(OTHER_TYPES, 2):
                if _type(other) != _type(value):
                    message = load(game, dumps(put(data, path, other)), f"{'.'.join(map(str, path))} = {other!r}",
                                   r"step \d+", legacy=True)
                    if message is not None:
                        assert step_of(message) >= i + 1
        for how, steps in [("removed", history[:i] + history[i + 1:]), ("duplicated", history[:i + 1] + history[i:]),
                           ("garbage", history[:i] + [["fly", {}]] + history[i:])]:
            message = load(game, dumps({**data, "history": steps}), f"step {i + 1} {how}", r"step \d+", legacy=True)
            if message is not None:
                assert step_of(message) >= i + 1
