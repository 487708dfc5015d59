"""One save format for every game, and one careful reader for it.

A save is JSON with one header::

    {"format": "mobgames", "game": "mobties", "version": 2,
     "setup": {...how the game was set up...},
     "history": [[player, kind, {details}], ...]}

Loading replays the history from the set-up, checking every step, so a damaged or hand-edited
file is refused with the field or the step named. The reader checks size, nesting and types
before anything is replayed; nothing in a file is ever executed.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, NoReturn, TypeVar

from .errors import SaveError

FORMAT = "mobgames"
KEYS = ("format", "game", "version", "setup", "history")
MAX_BYTES = 32 * 1024 * 1024      # far more than any real game (a 4,000-action game is under 1 MB)
MAX_DEPTH = 24                    # nesting of lists and objects
MAX_STEPS = 200_000

T = TypeVar("T")


def dump(game: str, version: int, setup: dict[str, Any], history: list[Any]) -> str:
    return json.dumps({"format": FORMAT, "game": game, "version": version, "setup": setup, "history": history},
                      separators=(",", ":"), allow_nan=False)


def parse(text: object) -> dict[str, Any]:
    """The JSON object in ``text`` (str or bytes), after the size and nesting checks."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise SaveError(f"This is not a saved game: it is not UTF-8 text (byte {err.start}).") from None
    if not isinstance(text, str):
        raise SaveError(f"A saved game is JSON text, not {type(text).__name__}.")
    text = text.removeprefix("\ufeff")   # the byte-order mark some Windows editors write
    if len(text) > MAX_BYTES:
        raise SaveError(f"This file is {len(text):,} characters long: far too big to be a saved game "
                        f"(the limit is {MAX_BYTES:,}).")
    _check_nesting(text)
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        raise SaveError(f"This is not a saved game: the JSON is broken ({err.msg}, line {err.lineno}, "
                        f"column {err.colno}).") from None
    except (RecursionError, ValueError) as err:
        raise SaveError(f"This is not a saved game: {err}") from None
    if not isinstance(data, dict):
        raise SaveError(f"A saved game is a JSON object, not {_json_type(data)}.")
    return data


def _no_constant(name: str) -> NoReturn:
    raise ValueError(f"the file holds {name}, which is not a number a game can hold")


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def _check_nesting(text: str) -> None:
    """Refuse deep nesting before parsing (the parser would recurse into it)."""
    depth = 0
    for ch in _BRACKETS.findall(_STRING.sub("", text)):
        if ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise SaveError(f"This is not a saved game: its JSON is nested more than {MAX_DEPTH} levels deep.")
        else:
            depth -= 1


def check_header(data: dict[str, Any], game: str, title: str, version: int) -> tuple[dict[str, Any], list[Any]]:
    """The set-up and history of a save of ``game``, after checking the header field by field."""
    unknown = [k for k in data if k not in KEYS]
    if unknown:
        raise SaveError(f"The saved game has a field this mobgames does not know: {unknown[0]!r:.60}.")
    missing = [k for k in KEYS if k not in data]
    if missing:
        raise SaveError(f"The saved game has no '{missing[0]}' field.")
    if data["game"] != game:
        raise SaveError(f"This is a saved {data['game']!r:.40} game, not a {title} game.")
    v = data["version"]
    if isinstance(v, bool) or not isinstance(v, int):
        raise SaveError(f"The saved game's 'version' must be a whole number, not {_json_type(v)}.")
    if v != version:
        newer = v > version
        raise SaveError(f"This save is version {v} of the {title} format; this mobgames reads version {version}"
                        + (" (it was written by a newer mobgames)." if newer else "."))
    if not isinstance(data["setup"], dict):
        raise SaveError(f"The saved game's 'setup' must be an object, not {_json_type(data['setup'])}.")
    history = data["history"]
    if not isinstance(history, list):
        raise SaveError(f"The saved game's 'history' must be a list, not {_json_type(history)}.")
    if len(history) > MAX_STEPS:
        raise SaveError(f"The saved game's history has {len(history):,} steps, more than any game can have.")
    for i, step in enumerate(history, 1):
        if not (isinstance(step, list) and len(step) == 3 and isinstance(step[0], str) and isinstance(step[1], str)
                and isinstance(step[2], dict)):
            raise SaveError(f"Step {i} of the saved game is not [player, kind, {{details}}]: {json.dumps(step)[:80]}.")
    return data["setup"], history


def check_json(value: object, where: str) -> None:
    """Refuse a value that cannot be written to a save (it would break ``to_json`` later)."""
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError) as err:
        at = _unsaveable(value)
        raise SaveError(f"The {where} holds a value that cannot be saved{f' (at {at})' if at else ''}: {err}.") from None


def _unsaveable(value: Any, path: str = "") -> str | None:
    """Where in ``value`` the first value JSON cannot hold is (``players.0.rank``), or None."""
    if value is None or isinstance(value, (str, bool, int)):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else path or "the top"
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, (list, tuple)) else None
    if items is None:
        return path or "the top"
    for k, v in items:
        found = _unsaveable(v, f"{path}.{k}" if path else str(k))
        if found:
            return found
    return None


def field(data: dict[str, Any], key: str, kind: type[T], where: str = "set-up") -> T:
    """``data[key]``, checked to be of JSON type ``kind`` (int never accepts a bool)."""
    if key not in data:
        raise SaveError(f"The saved game's {where} has no '{key}'.")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        name = {int: "a whole number", str: "text", list: "a list", dict: "an object", bool: "true or false"}.get(
            kind, getattr(kind, "__name__", str(kind)))
        raise SaveError(f"The saved game's {where} '{key}' must be {name}, not {_json_type(value)}.")
    return value


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"{str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    if isinstance(value, list):
        return "a list"
    return "an object" if isinstance(value, dict) else type(value).__name__
