"""Checks of the arguments the public functions take, so that a wrong kind of value (None, a
list for an id, True for a count, 1.5 for a whole number) is refused with an ``ArgumentError``
that names the argument and says what it should be, instead of a Python error deep inside.

``@checked`` reads a function's annotations once and checks every argument given against them
(defaults are trusted); ``whole``, ``number`` and ``text`` check one value, with a range where
the kind alone is not enough. A class can say how it is named in a message with ``ARGUMENT``
(``"a Blood Feud position"``); otherwise its class name is used.
"""

from __future__ import annotations

import collections.abc as abc
import functools
import inspect
import sys
import types
import typing
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from .dice import Dice
from .errors import ArgumentError
from .text import a_an

F = TypeVar("F", bound=Callable[..., Any])
Check = tuple[Callable[[Any], bool], str]   # (does this value fit?, what should it be, in words)

_SHOWN = (type(None), bool, int, float, str, list, tuple, dict, set, frozenset)


def shown(value: Any) -> str:
    """A short picture of a wrong value for a message: its text for plain values, else its kind."""
    if isinstance(value, _SHOWN):
        return f"{value!r:.40}"
    return f"a {type(value).__name__}"


def refuse(name: str, value: Any, what: str) -> typing.NoReturn:
    """Raise the ``ArgumentError`` ``@checked`` would: for a function that checks its own
    arguments because the engines call it too often for a wrapper (``Board.space``, Mob Ties'
    place queries)."""
    raise ArgumentError(f"{name} should be {what}, not {shown(value)}.")


def described(thing: object) -> str:
    """What a non-action is, in words a reader knows (never a memory address)."""
    if thing is None:
        return "Nothing (None)"
    if isinstance(thing, bool):
        return f"The value {thing}"
    if isinstance(thing, (int, float)):
        return f"The number {thing!r:.30}"
    if isinstance(thing, str):
        return f"The text {thing!r:.60}"
    if isinstance(thing, dict):
        return f"A dictionary {thing!r:.60}"
    if isinstance(thing, (list, tuple)):
        return f"A plain list {thing!r:.60}"
    return a_an(f"{type(thing).__name__} object", capital=True)


def whole(value: Any, name: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` if it is a whole number (not True or False) within ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int) or (low is not None and value < low) \
            or (high is not None and value > high):
        span = (f", {low} to {high}" if low is not None and high is not None else
                f", {low} or more" if low is not None else f", {high} or less" if high is not None else "")
        raise ArgumentError(f"{name} should be a whole number{span}, not {shown(value)}.")
    return value


def number(value: Any, name: str) -> float:
    """``value`` if it is a number (whole or not; not True or False, not NaN)."""
    if not _is_number(value):
        raise ArgumentError(f"{name} should be a number, not {shown(value)}.")
    return typing.cast(float, value)


def text(value: Any, name: str, example: str = "") -> str:
    """``value`` if it is text (an id or a name)."""
    if not isinstance(value, str):
        raise ArgumentError(f"{name} should be text{f', such as {example!r}' if example else ''}, "
                            f"not {shown(value)}.")
    return value


def _is_number(v: Any) -> bool:
    return not isinstance(v, bool) and isinstance(v, (int, float)) and v == v


def _anything(v: Any) -> bool:
    return True


_SIMPLE: dict[Any, Check] = {
    bool: (lambda v: isinstance(v, bool), "True or False"),
    int: (lambda v: isinstance(v, int) and not isinstance(v, bool), "a whole number"),
    float: (_is_number, "a number"),
    str: (lambda v: isinstance(v, str), "text"),
    type(None): (lambda v: v is None, "None"),
    None: (lambda v: v is None, "None"),
    Any: (_anything, "anything"),
    object: (_anything, "anything"),
}
_SEQUENCES: dict[Any, Any] = {list: list, tuple: tuple, set: abc.Set, frozenset: abc.Set, abc.Sequence: abc.Sequence,
              abc.Iterable: abc.Iterable, abc.Collection: abc.Collection, abc.Set: abc.Set}
_MAPPINGS = (dict, abc.Mapping)


def _plural(what: str) -> str:
    """``what`` for many ("a whole number" -> "whole numbers"), for "a list of ..."."""
    if what.startswith(("a ", "an ")) and " or " not in what:
        return what.split(" ", 1)[1] + "s"
    return what


def _each(item: Check, container: Any) -> bool:
    # Only containers that can be read twice are looked inside (an iterator would be used up).
    fits, _ = item
    return not isinstance(container, (list, tuple, abc.Set)) or all(fits(x) for x in container)


def _kind(tp: Any) -> Check:
    """How to check one annotation: the simple types, unions, Literal, sequences, mappings,
    callables and classes (anything else, such as a Protocol, is not checked)."""
    if tp in _SIMPLE:
        return _SIMPLE[tp]
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        parts = [_kind(a) for a in args]
        return (lambda v: any(fits(v) for fits, _ in parts)), " or ".join(what for _, what in parts)
    if origin is typing.Literal:
        return (lambda v: any(v == a and type(v) is type(a) for a in args)), \
            "one of " + ", ".join(repr(a) for a in args)
    if origin in _SEQUENCES or tp in _SEQUENCES:
        base = _SEQUENCES[origin or tp]
        if origin is tuple:   # (a fixed-length tuple's items are not checked one by one)
            item = _kind(args[0]) if len(args) == 2 and args[1] is Ellipsis else (_anything, "")
        else:
            item = _kind(args[0]) if args else (_anything, "")
        what = "a list" + (f" of {_plural(item[1])}" if item[1] not in ("", "anything") else "")
        return (lambda v: not isinstance(v, (str, bytes)) and isinstance(v, base) and _each(item, v)), what
    if origin in _MAPPINGS or tp in _MAPPINGS:
        key, value = (_kind(args[0]), _kind(args[1])) if args else ((_anything, ""), (_anything, ""))
        known = [w not in ("", "anything") for w in (key[1], value[1])]
        what = ("a dict" + (f" of {_plural(key[1])} to {_plural(value[1])}" if all(known) else
                            f" with {_plural(key[1])} keys" if known[0] else ""))
        return (lambda v: isinstance(v, abc.Mapping)
                and all(key[0](k) and value[0](x) for k, x in v.items())), what
    if origin is abc.Callable or tp is abc.Callable:
        return callable, "a function"
    if tp is Dice:   # (a protocol: a class attribute would become one of its members)
        return (lambda v: isinstance(v, Dice)), "dice (RandomDice(seed) or ScriptedDice([...]))"
    if isinstance(tp, type) and not getattr(tp, "_is_protocol", False):
        return (lambda v: isinstance(v, tp)), getattr(tp, "ARGUMENT", f"a {tp.__name__}")
    return _anything, "anything"


def _plain(tp: Any) -> tuple[type, ...] | None:
    """The classes ``tp`` allows when one ``isinstance`` says it all (text, None, a class, a union
    of those): the quick path, as the engines call some checked functions all the time."""
    if tp in (Any, object):
        return (object,)
    if tp is None or tp is type(None):
        return (type(None),)
    if typing.get_origin(tp) in (typing.Union, types.UnionType):
        found: list[type] = []
        for a in typing.get_args(tp):
            part = _plain(a)
            if part is None:
                return None
            found += part
        return tuple(found)
    if isinstance(tp, type) and tp not in (int, float) and not getattr(tp, "_is_protocol", False) \
            and typing.get_origin(tp) is None and tp not in _SEQUENCES and tp not in _MAPPINGS:
        return (tp,)
    return None


_INSIDE = ("mobgames.",)   # (modules whose calls are not checked again: see checked)
_caller = sys._getframe   # (a frame up, in C: the check of who calls costs little on the engines' own calls)
Entry = tuple[str, "tuple[type, ...] | None", Callable[[Any], bool], str]


def _checks(func: Callable[..., Any]) -> tuple[list[Entry], dict[str, Entry]]:
    """Each parameter's check, by position and by name."""
    hints = {name: eval(hint, func.__globals__) if isinstance(hint, str) else hint   # noqa: S307
             for name, hint in func.__annotations__.items() if name != "return"}
    # (the annotations are the module's own text, never data; a name one uses must be importable)
    positional: list[Entry] = []
    named: dict[str, Entry] = {}
    for p in inspect.signature(func).parameters.values():
        hint = hints.get(p.name, Any)
        fits, what = _kind(hint)
        entry = (p.name, _plain(hint), fits, what)
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            positional.append(entry)
        if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY):
            named[p.name] = entry
    return positional, named


def _wrong(entries: Iterable[tuple[Entry, Any]]) -> list[str]:
    return [f"{name} should be {what}, not {shown(value)}." for (name, plain, fits, what), value in entries
            if not (isinstance(value, plain) if plain is not None else fits(value))]


# Callers' namespaces met so far, by id: True for the package's own modules. A module's namespace
# lives as long as the module, so an id marked True is never another namespace's; an id marked
# False may come back as a new module's after its namespace is gone, which only costs a check.
_SEEN: dict[int, bool] = {}


def _inside(namespace: dict[str, Any]) -> bool:
    name = namespace.get("__name__", "")
    inside = name.startswith(_INSIDE) and namespace is getattr(sys.modules.get(name), "__dict__", None)
    if inside or len(_SEEN) < 10_000:   # (a bound: notebooks and tests make many namespaces)
        _SEEN[id(namespace)] = inside
    return inside


def checked(func: F) -> F:
    """Refuse any argument that does not fit ``func``'s annotation with an ``ArgumentError`` naming
    it (for example ``game should be a Blood Feud position, not None``), before ``func`` runs.

    The check is at the boundary: calls from a notebook, a widget, a test or a teacher's code are
    checked; calls from inside the package (the engines asking their own queries thousands of
    times a game, with values the rules made) go straight through."""
    table: list[Any] = []

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        caller = _caller(1).f_globals
        inside = _SEEN.get(id(caller))
        if inside is None:
            inside = _inside(caller)
        if inside:
            return func(*args, **kwargs)   # (the engines' own calls pass what the rules made)
        if not table:
            table.extend(_checks(func))
        positional, named = table
        for (_, plain, fits, _), value in zip(positional, args):
            if not (isinstance(value, plain) if plain is not None else fits(value)):
                break
        else:
            for key, value in kwargs.items():
                entry = named.get(key)
                if entry is not None and not (isinstance(value, entry[1]) if entry[1] is not None
                                              else entry[2](value)):
                    break
            else:
                return func(*args, **kwargs)
        # (every wrong argument named at once; an unknown keyword is left to Python's own error)
        wrong = _wrong(zip(positional, args)) + _wrong((named[k], v) for k, v in kwargs.items() if k in named)
        raise ArgumentError("\n".join(wrong))

    return typing.cast(F, wrapper)
