"""A fingerprint of a whole game state: every attribute of every object it holds, in a canonical
text form, caches left out. Two states with the same fingerprint are the same position, history
and chance. The tests use it to check that a refused action changes nothing at all."""

from __future__ import annotations

import random
from collections.abc import Collection
from enum import Enum
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .action import Action
from .copies import fields
from .decision import Decision

if TYPE_CHECKING:
    from .contract import GameState


def fingerprint(state: GameState) -> str:
    """The state (a ``GameState``) as canonical text. Lists that are only ever appended to (the
    event log, the history) are fingerprinted by their length and last items: a refused action
    that added to them would show."""
    skip = set(state.TRANSIENT) | set(state.BOOKKEEPING) | set(state.SHARED)   # (shared parts never change)
    tails = set(state.APPEND_ONLY) | {"history"}
    out: list[str] = []
    seen: dict[int, int] = {}
    for root in state.roots():
        seen[id(root)] = len(seen)
    for i, root in enumerate(state.roots()):
        out.append(f"#root{i}:")
        attrs = _attrs(root, skip)
        for name in tails & set(attrs):
            items = attrs[name]
            attrs[name] = (len(items), [repr(x) for x in items[-3:]])
        _walk(attrs, out, seen, skip)
    return "".join(out)


def _attrs(obj: object, skip: Collection[str]) -> dict[str, Any]:
    out = {name: getattr(obj, name) for name in fields(obj) if name not in skip and hasattr(obj, name)}
    if isinstance(obj, Decision):   # a prompt may still be waiting to be written: compare what it says
        out["_prompt"], out["_info"] = obj.prompt, obj.info
    return out


_ATOMS = frozenset({type(None), bool, int, float, str})


def _walk(x: Any, out: list[str], seen: dict[int, int], skip: Collection[str]) -> None:
    t = type(x)
    if t in _ATOMS or isinstance(x, (bytes, Enum)):
        out.append(repr(x))
        return
    if t is list or t is tuple or (isinstance(x, tuple) and hasattr(x, "_fields")):
        plain = tuple(x)
        for v in plain:
            if type(v) not in _ATOMS:
                break
        else:   # the common case, made quick: one repr
            out.append(t.__name__ + repr(plain))
            return
    if isinstance(x, Action):   # by what it says, not its cached key
        out.append(f"{type(x).__name__}{x.to_json()!r}")
        return
    if isinstance(x, random.Random):
        out.append(f"rng{hash(x.getstate())}")
        return
    if isinstance(x, (dict, MappingProxyType)):
        out.append("{")
        keys = sorted(x) if all(type(k) is str for k in x) else sorted(x, key=repr)
        for k in keys:
            out.append(repr(k) + ":")
            _walk(x[k], out, seen, skip)
            out.append(",")
        out.append("}")
        return
    if isinstance(x, (list, tuple)):
        out.append("[" if isinstance(x, list) else "(")
        for v in x:
            _walk(v, out, seen, skip)
            out.append(",")
        out.append("]")
        return
    if isinstance(x, (set, frozenset)):
        out.append("{" + ",".join(sorted(repr(v) for v in x)) + "}")
        return
    if callable(x) and not hasattr(x, "__dict__") and not hasattr(type(x), "__slots__"):
        out.append(f"<fn {getattr(x, '__qualname__', type(x).__name__)}>")
        return
    if id(x) in seen:
        out.append(f"<ref {seen[id(x)]}>")
        return
    seen[id(x)] = len(seen)
    if hasattr(x, "__next__") and hasattr(x, "send"):   # a generator: its position is not state we can read
        out.append("<generator>")
        return
    out.append(type(x).__name__ + "(")
    _walk(_attrs(x, skip), out, seen, skip)
    out.append(")")
