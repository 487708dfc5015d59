"""One action shape for every game: ``Action(player, kind, args)``.

``player`` names who acts, ``kind`` what he does ("play", "vote", "move", ...), and ``args`` the
details as JSON values (text, whole numbers, true/false, lists and objects of those). So the
history of every game is a list of actions in one format, and a save is plain JSON.

An action is immutable (its fields are read-only properties) and compares by value. ``True`` and ``1`` are different values here (in
plain Python they are equal), so a true/false never passes for a number or the other way round.
Each game has a subclass with its own constructor (``mobties.Action(player, "vote",
target="Red")``) and properties for its fields; every subclass has the same three fields.
"""

from __future__ import annotations

import math
from types import MappingProxyType
from collections.abc import Callable, Hashable, Mapping
from typing import Any, TypeVar

from .errors import IllegalAction

MAX_DEPTH = 8          # nesting of lists and objects inside an action's args
MAX_TEXT = 1000        # characters in one string

_A = TypeVar("_A", bound="Action")


def _check(value: Any, where: str, depth: int = 0) -> Any:
    """``value`` as an immutable JSON value (lists become tuples); refuses anything else."""
    if value is None or isinstance(value, (bool, str)):
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise IllegalAction(f"The action's {where} is too long ({len(value)} characters).")
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise IllegalAction(f"The action's {where} is not a number that can be saved ({value!r}).")
        return value
    if depth >= MAX_DEPTH:
        raise IllegalAction(f"The action's {where} is nested too deeply.")
    if isinstance(value, (list, tuple)):
        return tuple(_check(v, f"{where}[{i}]", depth + 1) for i, v in enumerate(value))
    if isinstance(value, Mapping):
        out = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise IllegalAction(f"The action's {where} has a key that is not text ({k!r}).")
            out[k] = _check(v, f"{where}.{k}", depth + 1)
        return MappingProxyType(out)
    raise IllegalAction(f"The action's {where} is {type(value).__name__} {value!r:.60}, which is not a value an "
                        "action can hold (text, a whole number, true/false, or a list of those).")


def _freeze(value: Any) -> Hashable:
    """A hashable key in which bools, ints and floats never compare equal to each other."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool):
        return ("<bool>", value)
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return ("<float>", value)
    if isinstance(value, tuple):
        return ("<list>",) + tuple(_freeze(v) for v in value)
    return ("<map>",) + tuple(sorted((k, _freeze(v)) for k, v in value.items()))


def to_json_value(value: Any) -> Any:
    """An action value back as plain JSON (tuples as lists, mappings as dicts)."""
    if isinstance(value, tuple):
        return [to_json_value(v) for v in value]
    if isinstance(value, Mapping):
        return {k: to_json_value(v) for k, v in value.items()}
    return value


_set = object.__setattr__


class Action:
    """``Action(player, kind, args)``: the one shape of an action in every game."""

    __slots__ = ("player", "kind", "_args", "_key")
    GAME: str | None = None    # a subclass names the game it belongs to
    FIELDS: tuple[str, ...] = ()   # details a subclass also shows as attributes (in its __slots__)
    player: str
    kind: str
    _args: dict[str, Any]
    _key: tuple[Any, ...] | None

    def __init__(self, player: str, kind: str, args: Mapping[str, Any] | None = None) -> None:
        if not isinstance(player, str) or not player:
            raise IllegalAction(f"An action names the player who acts, as text, not {player!r:.60}.")
        if not isinstance(kind, str) or not kind:
            raise IllegalAction(f"An action names what is done (its kind), as text, not {kind!r:.60}.")
        if args is None:
            args = {}
        if not isinstance(args, Mapping):
            raise IllegalAction(f"An action's details (args) are a mapping of names to values, not {args!r:.60}.")
        checked = _check(args, "details")
        self._fill(player, kind, {k: v for k, v in checked.items() if v is not None})   # a missing value is None

    def _fill(self, player: str, kind: str, args: dict[str, Any]) -> None:
        _set(self, "player", player)
        _set(self, "kind", kind)
        _set(self, "_args", args)
        _set(self, "_key", None)
        for name in self.FIELDS:   # plain attributes: engines read them in their inner loops
            _set(self, name, args.get(name))

    @classmethod
    def trusted(cls: type[_A], player: str, kind: str, args: dict[str, Any] | None = None) -> _A:
        """An action built by an engine from values it made itself: no checks (engines list
        thousands of actions a game). ``args`` must already hold immutable JSON values."""
        a = object.__new__(cls)
        a._fill(player, kind, args or {})
        return a

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("An action cannot be changed; make a new one.")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("An action cannot be changed; make a new one.")

    @property
    def args(self) -> Mapping[str, Any]:
        return MappingProxyType(self._args)

    def get(self, name: str, default: Any = None) -> Any:
        return self._args.get(name, default)

    def key(self) -> tuple[Any, ...]:
        k = self._key
        if k is None:
            k = (self.player, self.kind, _freeze(self._args) if self._args else ())
            _set(self, "_key", k)
        return k

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Action):
            return NotImplemented
        return (self.player == other.player and self.kind == other.kind
                and (self._args == other._args and self.key() == other.key()))

    def __hash__(self) -> int:
        return hash(self.key())

    def to_json(self) -> list[Any]:
        """``[player, kind, {args}]``: how an action is saved."""
        return [self.player, self.kind, to_json_value(self._args)]

    @classmethod
    def from_json(cls: type[_A], data: Any) -> _A:
        if not (isinstance(data, list) and len(data) == 3 and isinstance(data[2], dict)):
            raise IllegalAction(f"A saved action is [player, kind, {{details}}], not {data!r:.80}.")
        return make(cls, data[0], data[1], data[2])

    def __repr__(self) -> str:
        extra = "".join(f", {k}={to_json_value(v)!r}" for k, v in self._args.items())
        return f"{type(self).__name__}({self.player!r}, {self.kind!r}{extra})"

    def __str__(self) -> str:
        details = " ".join(f"{k}={to_json_value(v)}" for k, v in self._args.items())
        return f"{self.player}: {self.kind}" + (f" {details}" if details else "")

    def __reduce__(self) -> tuple[Any, ...]:
        return (make, (type(self), self.player, self.kind, to_json_value(self._args)))

    def __copy__(self: _A) -> _A:
        return self

    def __deepcopy__(self: _A, memo: dict[int, Any]) -> _A:
        return self   # immutable


def make(cls: type[_A], player: Any, kind: Any, args: Any) -> _A:
    """An action of class ``cls`` from its three fields, checked (whatever ``cls``'s own
    constructor takes): how saves and copies rebuild actions."""
    a = object.__new__(cls)
    Action.__init__(a, player, kind, args)   # the checks, whatever the subclass's own constructor takes
    return a


def arg(name: str, doc: str = "") -> property:
    """A read-only property for one of an action's details (None when it has none)."""
    return property(lambda self: self._args.get(name), doc=doc or f"The action's {name!r}, or None.")


def resolve_step(game: Any, step: Action | Callable[[Any], Action]) -> Action:
    """One step of a script (see ``GameState.play``): the action itself, or what a function of the
    game gives for the position now."""
    return step(game) if callable(step) else step
